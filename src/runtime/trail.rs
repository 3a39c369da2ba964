//! The error trail: where in the document a deserialization error happened, and which rule it broke.
//!
//! serde's error type can only be built from a message, so a visitor cannot attach a path to the
//! error it returns. Instead the path is collected on the side, at no cost while nothing fails:
//! the visitor that detects a problem records the rule with [`fail`], and each enclosing object
//! or array adds its member name or index with [`at_key`]/[`at_index`] as the error passes back
//! up through it. The segments therefore arrive innermost first.
//!
//! The trail is per thread. [`enter`] marks the outermost generated `Deserialize` call so that a
//! trail left behind by an earlier failed parse on this thread is dropped before a new one starts.

use std::cell::RefCell;
use std::fmt::Display;

use crate::error::{ErrorKind, Segment};

#[derive(Default)]
struct Trail {
    /// Segments, innermost first.
    segments: Vec<Segment>,
    /// The rule recorded by [`fail`]; `None` when serde or serde_json raised the error itself.
    kind: Option<ErrorKind>,
    /// Whether the error is a schema check's verdict on a whole value, best placed at the start
    /// of that value rather than where the reader stood when it was decided ([`fail_at_value`]).
    at_value: bool,
    /// How many generated `Deserialize` calls are on this thread's stack.
    depth: usize,
}

impl Trail {
    fn clear(&mut self) {
        self.segments.clear();
        self.kind = None;
        self.at_value = false;
    }
}

thread_local! {
    static TRAIL: RefCell<Trail> = RefCell::new(Trail::default());
}

/// Keeps the nesting count of generated `Deserialize` calls; see [`enter`].
pub struct DepthGuard(());

impl Drop for DepthGuard {
    fn drop(&mut self) {
        TRAIL.with(|t| {
            let mut t = t.borrow_mut();
            t.depth = t.depth.saturating_sub(1);
        });
    }
}

/// Called at the start of every generated `Deserialize` impl. The outermost call clears what an
/// earlier failed parse left, so the trail never grows across parses.
pub fn enter() -> DepthGuard {
    TRAIL.with(|t| {
        let mut t = t.borrow_mut();
        if t.depth == 0 {
            t.clear();
        }
        t.depth += 1;
    });
    DepthGuard(())
}

/// Records that the value being read breaks a rule of kind `kind`, and returns the error to
/// give serde. The message says, in plain words, what the schema expects.
pub fn fail<E: serde::de::Error>(kind: ErrorKind, message: impl Display) -> E {
    TRAIL.with(|t| {
        let mut t = t.borrow_mut();
        t.segments.clear();
        t.kind = Some(kind);
        t.at_value = false;
    });
    E::custom(message)
}

/// As [`fail`], for a rule decided on a value read whole: the error is placed at the start of
/// the value its path names (when the text is at hand), not where the reader stood after it.
pub fn fail_at_value<E: serde::de::Error>(kind: ErrorKind, message: impl Display) -> E {
    let error = fail(kind, message);
    TRAIL.with(|t| t.borrow_mut().at_value = true);
    error
}

/// Adds the member name `key` to the path of an error leaving that member.
#[cold]
pub fn at_key<E>(key: &str, error: E) -> E {
    push(Segment::Key(key.to_owned()));
    error
}

/// Adds the array index `index` to the path of an error leaving that element.
#[cold]
pub fn at_index<E>(index: usize, error: E) -> E {
    push(Segment::Index(index));
    error
}

fn push(segment: Segment) {
    TRAIL.with(|t| t.borrow_mut().segments.push(segment));
}

/// Takes the trail of the error that just happened, leaving it empty: the path from the root
/// (outermost first) and the recorded rule.
pub(crate) fn take() -> Saved {
    let mut taken = save();
    taken.segments.reverse();
    taken
}

/// A trail saved while another `oneOf` branch is tried, to be put back if that branch's error is
/// the one reported.
#[derive(Clone, Debug, Default)]
pub struct Saved {
    pub(crate) segments: Vec<Segment>,
    pub(crate) kind: Option<ErrorKind>,
    pub(crate) at_value: bool,
}

/// Saves and clears the current trail (innermost first, as it stands).
pub fn save() -> Saved {
    TRAIL.with(|t| {
        let mut t = t.borrow_mut();
        Saved {
            segments: std::mem::take(&mut t.segments),
            kind: t.kind.take(),
            at_value: std::mem::take(&mut t.at_value),
        }
    })
}

/// Puts back a trail saved with [`save`], replacing the current one.
pub fn restore(saved: Saved) {
    TRAIL.with(|t| {
        let mut t = t.borrow_mut();
        t.segments = saved.segments;
        t.kind = saved.kind;
        t.at_value = saved.at_value;
    });
}

/// Clears the trail before a top-level parse through [`crate::from_str`] and its siblings.
pub(crate) fn reset() {
    TRAIL.with(|t| t.borrow_mut().clear());
}
