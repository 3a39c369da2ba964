//! Executes compiled schemas ([`rules`](super::rules)) against a [`serde_json::Value`], as JSON
//! Schema 2020-12 and its official test suite say, and explains the first failure: its JSON path,
//! the kind of rule broken and what was expected, in plain words.
//!
//! The work is linear in the value for every keyword (`uniqueItems` hashes, numbers are exact
//! decimals that never grow with their exponent), except where the schema itself asks for more
//! (a value is checked once per subschema that applies to it); a union's branches tried in turn
//! do not repeat each other's work, since a long check remembers where each reference led for
//! each value (see `Checker::refer`). Annotations for
//! `unevaluatedProperties`/`unevaluatedItems` are collected only below nodes that need them, and
//! branches whose errors would be thrown away (`not`, `if`, the branches of `anyOf`/`oneOf`)
//! are checked without building messages; a message is built when it is reported.

mod equal;
mod number;
pub mod streamed;

use std::cmp::Ordering;
use std::collections::{HashMap, HashSet};
use std::fmt;

use serde_json::{Map, Value};

use super::de::{brief_key, Brief};
use super::rules::{Lit, Node, Rule, Types};
use super::trail;
use crate::error::{ErrorKind, Path, Segment};

/// How many node evaluations may nest: deep enough for any real document and schema, and a
/// bound on the stack for a reference cycle that does not move into the value.
const MAX_DEPTH: usize = 512;

/// How many references a check follows before it remembers where each one led. Most checks
/// follow few, and pay nothing; past this, no value is checked twice against the same
/// referenced schema, which keeps a recursive union linear in the value (see [`Checker::refer`]).
#[cfg(not(test))]
const REMEMBER_AFTER: usize = 256;

/// In this crate's own tests, from the second reference on: every hand-built table of
/// `tests.rs` then runs through the memory too, while the suite and the differential tests,
/// which build this crate without `cfg(test)`, run with the bound.
#[cfg(test)]
const REMEMBER_AFTER: usize = 1;

/// Messages longer than this (a failure deep inside nested `anyOf`s quotes its branches'
/// messages) keep their beginning and end.
const MAX_MESSAGE: usize = 1000;

/// Why a value is not valid: where, which rule, in plain words.
#[derive(Clone, Debug, PartialEq)]
pub struct Violation {
    /// Path from the root of the checked value, outermost first.
    pub path: Vec<Segment>,
    /// The kind of rule broken.
    pub kind: ErrorKind,
    /// What was expected and found.
    pub message: String,
}

impl Violation {
    /// The same violation of a value found at `segment` of its parent: one step deeper.
    #[must_use]
    pub fn inside(mut self, segment: Segment) -> Violation {
        self.path.insert(0, segment);
        self
    }

    /// Records the path and kind on the error trail and returns serde's error with the message,
    /// so that `wire_models::from_str` reports `$.a[0].b: <message>`. The path is relative to
    /// the value checked; enclosing deserializers add their own segments as the error passes up.
    pub fn into_de_error<E: serde::de::Error>(self) -> E {
        let mut error = trail::fail_at_value(self.kind, self.message);
        for segment in self.path.iter().rev() {
            error = match segment {
                Segment::Key(k) => trail::at_key(k, error),
                Segment::Index(i) => trail::at_index(*i, error),
            };
        }
        error
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = self
            .path
            .iter()
            .cloned()
            .fold(Path::default(), |path, segment| path.join(segment));
        write!(f, "{path}: {}", self.message)
    }
}

impl std::error::Error for Violation {}

/// Checks `value` against `node`, returning the first rule it breaks.
pub fn check(node: &'static Node, value: &Value) -> Result<(), Violation> {
    // Most nodes a reader checks are a member's or an item's leaf keywords (`type`, `format`,
    // bounds): those need none of the checker's state.
    if let Some(result) = leaves(node, value, None) {
        return result;
    }
    Checker::default()
        .node(node, value, LOUD)
        .map(drop)
        .map_err(Fail::into_violation)
}

/// For a node of leaf keywords only: checks every rule but `format: <skipped>`, which the
/// caller checks itself. `None` for a node with a subschema, which [`check`] must run whole.
pub fn leaves_but(
    node: &'static Node,
    value: &Value,
    skipped: super::format::Format,
) -> Option<Result<(), Violation>> {
    leaves(node, value, Some(skipped))
}

/// A node of leaf keywords only, checked rule by rule without the checker's state (but the
/// format `skipped`); `None` for a node with a subschema.
fn leaves(
    node: &'static Node,
    value: &Value,
    skipped: Option<super::format::Format>,
) -> Option<Result<(), Violation>> {
    leaf_pass(node, skipped, |rule| {
        leaf(rule, value, LOUD).map_err(|f| both_lengths(f, rule, node.rules, value))
    })
    .map(|result| result.map_err(Fail::into_violation))
}

/// Runs `each` over the rules of a node of leaf keywords but `format: <skipped>`, in one pass
/// (this runs for every member and item a reader checks), stopping at the first failure;
/// `None` for a node with a subschema, which the checker runs whole (and which reports in
/// its own order, so a failure before a subschema is not reported here either).
fn leaf_pass(
    node: &'static Node,
    skipped: Option<super::format::Format>,
    mut each: impl FnMut(&Rule) -> Result<(), Fail>,
) -> Option<Result<(), Fail>> {
    if node.dynamic_anchors.is_some() {
        return None;
    }
    for (i, rule) in node.rules.iter().enumerate() {
        if !is_leaf(rule) {
            return None;
        }
        if matches!(rule, Rule::Format(f) if Some(*f) == skipped) {
            continue;
        }
        if let Err(fail) = each(rule) {
            if !node.rules[i + 1..].iter().all(is_leaf) {
                return None;
            }
            return Some(Err(fail));
        }
    }
    Some(Ok(()))
}

/// A JSON value that is neither an array nor an object, borrowed from the typed value that
/// holds it: what [`scalar`] checks without building a [`Value`].
#[derive(Clone, Copy, Debug)]
pub enum Scalar<'a> {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(&'a serde_json::Number),
    /// A string.
    Str(&'a str),
}

impl Scalar<'_> {
    fn to_value(self) -> Value {
        match self {
            Scalar::Null => Value::Null,
            Scalar::Bool(b) => Value::Bool(b),
            Scalar::Number(n) => Value::Number(n.clone()),
            Scalar::Str(s) => Value::String(s.to_owned()),
        }
    }
}

/// Checks a scalar against a node of leaf keywords, as [`check`] checks its [`Value`] (same
/// verdicts, same messages), without building one while it passes; `None` for a node with a
/// subschema, which the caller checks as a `Value`.
pub fn scalar(node: &'static Node, value: Scalar<'_>) -> Option<Result<(), Violation>> {
    scalar_but(node, value, None)
}

/// [`scalar`], but for `format: <skipped>`, which the caller checks itself (building a lossless
/// format type checks it).
#[inline]
pub fn scalar_but(
    node: &'static Node,
    value: Scalar<'_>,
    skipped: Option<super::format::Format>,
) -> Option<Result<(), Violation>> {
    if passes(node, value, skipped) {
        Some(Ok(()))
    } else {
        scalar_slowly(node, value, skipped)
    }
}

/// [`scalar_but`] for a scalar not known to pass: out of line, so that the quick yes saves
/// no registers for it.
#[inline(never)]
fn scalar_slowly(
    node: &'static Node,
    value: Scalar<'_>,
    skipped: Option<super::format::Format>,
) -> Option<Result<(), Violation>> {
    leaf_pass(node, skipped, |rule| {
        leaf_scalar(rule, value, LOUD).map_err(|f| match value {
            Scalar::Str(text) => both_lengths(f, rule, node.rules, &Value::String(text.into())),
            _ => f,
        })
    })
    .map(|result| result.map_err(Fail::into_violation))
}

/// The readers' quick yes: whether `value` passes every rule of `node` (but `format:
/// <skipped>`), without explaining anything. `false` means "not known to pass": a failure, or a
/// rule this does not decide (a subschema, an integer type over a fraction, a non-string
/// constant), which the full pass then decides and explains. Its arms are [`leaf_scalar`]'s
/// decisions for a passing scalar, on the same functions; it is written out rather than run
/// through [`leaf_pass`] and `leaf_scalar` in quiet mode because that costs the audit-log read
/// 2% more instructions and 4% more instruction-cache misses (cachegrind), on the path every
/// scalar takes. One function per JSON type, each out of line, keeps each loop small: 9M
/// fewer instructions on the audit log than one function for both.
#[inline]
fn passes(node: &'static Node, value: Scalar<'_>, skipped: Option<super::format::Format>) -> bool {
    match value {
        Scalar::Str(s) => text_passes(node, s, skipped),
        Scalar::Number(n) => number_passes(node, n),
        Scalar::Bool(_) | Scalar::Null => false,
    }
}

/// [`passes`] for a string.
#[inline(never)]
fn text_passes(node: &'static Node, s: &str, skipped: Option<super::format::Format>) -> bool {
    // The usual rules of a string (`type`, `format`, `pattern`) are tested one after the
    // other, the rest in `other_text_rule`: a `match` over every rule is a jump table, and
    // its one indirect jump, taken for every rule of every string, is mispredicted whenever
    // the next string's rules differ from the last one's (cachegrind: 1.4M of the audit log's
    // 1.7M jumps from here).
    node.dynamic_anchors.is_none()
        && node.rules.iter().all(|rule| {
            if let Rule::Type(types) = rule {
                types.0 & Types::STRING != 0
            } else if let Rule::Format(f) = rule {
                Some(*f) == skipped || f.check(s)
            } else if let Rule::Pattern(p) = rule {
                p.is_match(s) == Ok(true)
            } else {
                other_text_rule(rule, s)
            }
        })
}

/// [`text_passes`] for the rules other than `type`, `format` and `pattern`.
fn other_text_rule(rule: &Rule, s: &str) -> bool {
    match rule {
        // `string_rule`'s decisions, on the same functions; the lengths, which need a few
        // lines of their own, through it.
        Rule::MaxLength(_) | Rule::MinLength(_) => string_rule(rule, s, QUIET).is_ok(),
        Rule::Const(Lit::Str(c)) => *c == s,
        Rule::Enum(lits) => lits.iter().any(|l| matches!(l, Lit::Str(c) if *c == s)),
        rule => passes_any_scalar(rule) || is_number_rule(rule),
    }
}

/// [`passes`] for a number.
#[inline(never)]
fn number_passes(node: &'static Node, n: &serde_json::Number) -> bool {
    node.dynamic_anchors.is_none()
        && node.rules.iter().all(|rule| match rule {
            Rule::Type(types) => {
                types.0 & Types::NUMBER != 0
                    || (types.0 & Types::INTEGER != 0 && (n.is_i64() || n.is_u64()))
            }
            // `number_rule`'s decisions, on the same functions, without its explanations or a
            // call per bound (11M instructions on the audit log's 155,000 numbers). (Written
            // as a chain of tests, as in `text_passes`, this still compiles to a jump table.)
            Rule::MultipleOf(d) => number::is_multiple(n, d.0) == Some(true),
            rule => match bound_terms(rule) {
                Some(b) => number::compare(n, b.number).is_some_and(|order| b.accepts(order)),
                None => passes_any_scalar(rule) || is_string_rule(rule),
            },
        })
}

/// The rules of arrays and objects, which any scalar passes.
fn passes_any_scalar(rule: &Rule) -> bool {
    matches!(
        rule,
        Rule::MaxItems(_)
            | Rule::MinItems(_)
            | Rule::UniqueItems
            | Rule::MaxProperties(_)
            | Rule::MinProperties(_)
            | Rule::Required(_)
            | Rule::DependentRequired(_)
    )
}

// Once per rule of every scalar a reader reads: inlined into the callers' loops.
#[inline(always)]
fn leaf_scalar(rule: &Rule, value: Scalar<'_>, mode: Mode) -> Result<(), Fail> {
    let decided = match (rule, value) {
        (Rule::Type(types), Scalar::Str(_)) => Some(types.0 & Types::STRING != 0),
        (Rule::Type(types), Scalar::Bool(_)) => Some(types.0 & Types::BOOLEAN != 0),
        (Rule::Type(types), Scalar::Null) => Some(types.0 & Types::NULL != 0),
        // A number that is not an integer may still pass `"type": "integer"` (`7.0`): only
        // the value can tell.
        (Rule::Type(types), Scalar::Number(_)) if types.0 & Types::NUMBER != 0 => Some(true),
        (Rule::Const(Lit::Str(c)), Scalar::Str(s)) => Some(*c == s),
        (Rule::Enum(lits), Scalar::Str(s)) => {
            Some(lits.iter().any(|l| matches!(l, Lit::Str(c) if *c == s)))
        }
        (_, Scalar::Str(s)) if is_string_rule(rule) => return string_rule(rule, s, mode),
        (_, Scalar::Number(n)) if is_number_rule(rule) => return number_rule(rule, n, mode),
        (rule, _) if passes_any_scalar(rule) => Some(true),
        _ => None,
    };
    match decided {
        Some(true) => Ok(()),
        // Nobody reads a quiet failure's message: the value need not be built for it.
        Some(false) if !mode.loud => Err(Fail::Quiet),
        // A failure, whose message needs the value, or a rule decided on the value (an
        // integer type, a constant that is no string) is the value's.
        _ => leaf(rule, &value.to_value(), mode),
    }
}

/// Whether every string of format `holds` is valid against `node`: the node (through bare
/// references, as a newtype of a definition passes its member's node on) says nothing but
/// `type` (strings among them) and `format: <holds>`. A value of a type that holds only such
/// strings (a `DateTime`, a `Uuid`) then needs no check at all.
pub fn holds_enough(node: &'static Node, holds: super::format::Format) -> bool {
    let node = super::stream::through_refs(node);
    node.dynamic_anchors.is_none()
        && node.rules.iter().all(|rule| match rule {
            Rule::Type(types) => types.0 & Types::STRING != 0,
            Rule::Format(f) => *f == holds,
            _ => false,
        })
}

/// Whether a scalar is valid against a node of leaf keywords, as [`scalar_but`] decides but
/// without explaining a failure; `None` for a node with a subschema.
pub fn scalar_is_valid(
    node: &'static Node,
    value: Scalar<'_>,
    skipped: Option<super::format::Format>,
) -> Option<bool> {
    if passes(node, value, skipped) {
        return Some(true);
    }
    leaf_pass(node, skipped, |rule| leaf_scalar(rule, value, QUIET)).map(|result| result.is_ok())
}

/// Whether `value` is valid against `node`; cheaper than [`check`], which explains failures.
pub fn is_valid(node: &'static Node, value: &Value) -> bool {
    Checker::default().node(node, value, QUIET).is_ok()
}

/// A failure on its way up: its path grows innermost first.
#[derive(Clone, Debug)]
struct Report {
    rev_path: Vec<Segment>,
    kind: ErrorKind,
    message: String,
}

impl Report {
    fn into_violation(self) -> Violation {
        let mut path = self.rev_path;
        path.reverse();
        Violation {
            path,
            kind: self.kind,
            message: self.message,
        }
    }
}

#[derive(Debug)]
enum Fail {
    /// Failed where nobody wants to know why.
    Quiet,
    /// Failed, with the explanation.
    Loud(Box<Report>),
    /// The nesting bound was hit: this is never a mere "did not match" (a `not` must not turn
    /// it into success), so every applicator passes it on.
    Abort(Box<Report>),
}

impl Fail {
    /// The violation a loud check reports.
    fn into_violation(self) -> Violation {
        match self {
            Fail::Loud(report) | Fail::Abort(report) => report.into_violation(),
            // Unreachable: a loud check reports every failure.
            Fail::Quiet => Violation {
                path: Vec::new(),
                kind: ErrorKind::Constraint,
                message: "the value does not match the schema".to_owned(),
            },
        }
    }

    fn at(mut self, segment: impl FnOnce() -> Segment) -> Fail {
        if let Fail::Loud(r) | Fail::Abort(r) = &mut self {
            r.rev_path.push(segment());
        }
        self
    }

    fn at_key(self, key: &str) -> Fail {
        self.at(|| Segment::Key(key.to_owned()))
    }

    fn at_index(self, index: usize) -> Fail {
        self.at(|| Segment::Index(index))
    }

    /// Rewrites a loud failure's kind and prefixes its message.
    fn explained(mut self, kind: ErrorKind, prefix: impl FnOnce() -> String) -> Fail {
        if let Fail::Loud(r) = &mut self {
            r.kind = kind;
            r.message = bounded(format!("{}: {}", prefix(), r.message));
        }
        self
    }
}

/// How a node is evaluated.
#[derive(Clone, Copy)]
struct Mode {
    /// Whether a failure must be explained.
    loud: bool,
    /// Whether the caller needs the members and items evaluated (for `unevaluated*`).
    collect: bool,
}

const LOUD: Mode = Mode {
    loud: true,
    collect: false,
};
const QUIET: Mode = Mode {
    loud: false,
    collect: false,
};

impl Mode {
    fn quiet(self) -> Mode {
        Mode {
            loud: false,
            ..self
        }
    }
    /// For a subschema applied to a member or item: annotations do not cross locations.
    fn child(self) -> Mode {
        Mode {
            collect: false,
            ..self
        }
    }
}

fn fail(mode: Mode, kind: ErrorKind, message: impl FnOnce() -> String) -> Fail {
    if mode.loud {
        Fail::Loud(Box::new(Report {
            rev_path: Vec::new(),
            kind,
            message: bounded(message()),
        }))
    } else {
        Fail::Quiet
    }
}

/// The members and items of one value that successful keywords evaluated.
#[derive(Default)]
struct Annotations<'v> {
    /// Member names evaluated (with repeats).
    props: Vec<&'v str>,
    /// Every member was evaluated.
    all_props: bool,
    /// Items `0..items_upto` were evaluated.
    items_upto: usize,
    /// Further items evaluated (by `contains`).
    item_marks: Vec<usize>,
}

impl<'v> Annotations<'v> {
    fn absorb(&mut self, other: Annotations<'v>) {
        if !self.all_props && !other.all_props {
            if self.props.is_empty() {
                self.props = other.props;
            } else {
                self.props.extend(other.props);
            }
        }
        self.all_props |= other.all_props;
        if self.all_props {
            self.props = Vec::new();
        }
        self.items_upto = self.items_upto.max(other.items_upto);
        self.item_marks.extend(other.item_marks);
    }
}

/// Whether a node's own rules need the annotations of its subschemas (the `Unevaluated*`
/// rules come last, so at most the last two rules are looked at).
fn wants_annotations(node: &Node) -> bool {
    node.rules.iter().rev().take(2).any(|rule| {
        matches!(
            rule,
            Rule::UnevaluatedProperties(_) | Rule::UnevaluatedItems(_)
        )
    })
}

/// Whether a rule is decided by [`leaf`] alone, for a value of any type: it applies no
/// subschema.
fn is_leaf(rule: &Rule) -> bool {
    !matches!(
        rule,
        Rule::Contains { .. }
            | Rule::Properties(_)
            | Rule::PatternProperties(_)
            | Rule::AdditionalProperties { .. }
            | Rule::PropertyNames(_)
            | Rule::DependentSchemas(_)
            | Rule::PrefixItems(_)
            | Rule::Items { .. }
            | Rule::AllOf(_)
            | Rule::AnyOf(_)
            | Rule::OneOf(_)
            | Rule::Not(_)
            | Rule::IfThenElse { .. }
            | Rule::Ref(_)
            | Rule::DynamicRef { .. }
            | Rule::UnevaluatedProperties(_)
            | Rule::UnevaluatedItems(_)
    )
}

/// Whether a node is the schema `false`.
fn is_false(node: &Node) -> bool {
    matches!(node.rules, [Rule::Never])
}

#[derive(Default)]
struct Checker {
    /// The dynamic scope: the `$dynamicAnchor`s of the resources entered, outermost first, each
    /// with the identity of the scope it makes (see [`Memory::scope_ids`]).
    scope: Vec<(&'static [(&'static str, &'static Node)], u32)>,
    depth: usize,
    /// References followed so far, counted up to [`REMEMBER_AFTER`].
    followed: usize,
    /// What the check remembers, made when it first needs it, so that the many short checks
    /// (a member at a time) neither make nor drop a table.
    memory: Option<Box<Memory>>,
    /// Whether a member name is being checked (`propertyNames`): a string the check made,
    /// whose place the next name takes, so nothing checked against it is remembered.
    in_name: bool,
}

/// Where references led, and the dynamic scopes they were followed in.
#[derive(Default)]
struct Memory {
    /// Once [`REMEMBER_AFTER`] references were followed: where each led, by (target node,
    /// value, dynamic scope), the first two by address. A value's address names it only while
    /// it lives: every value remembered is part of the one the check was given, which is
    /// borrowed for the whole check (a member name, made for the moment, is not remembered).
    outcomes: HashMap<(usize, usize, u32), Outcome>,
    /// The identity of each dynamic scope entered: by (enclosing scope, the resource's
    /// anchors), so that an outcome is reused only in the scope that computed it. The empty
    /// scope is 0.
    scope_ids: HashMap<(u32, usize, usize), u32>,
}

/// What following a reference gave, as far as it is known.
enum Outcome {
    Valid,
    /// Failed, checked quietly: a loud check must run again to explain it.
    Invalid,
    /// Failed, with the explanation.
    Explained(Box<Report>),
}

impl Checker {
    fn node<'v>(
        &mut self,
        node: &'static Node,
        value: &'v Value,
        mode: Mode,
    ) -> Result<Annotations<'v>, Fail> {
        if self.depth >= MAX_DEPTH {
            return Err(Fail::Abort(Box::new(Report {
                rev_path: Vec::new(),
                kind: ErrorKind::Constraint,
                message: format!(
                    "the schema nests more than {MAX_DEPTH} subschemas deep here (a reference \
                     cycle, or a value nested too deeply)"
                ),
            })));
        }
        self.depth += 1;
        let entered = node.dynamic_anchors.is_some();
        if let Some(anchors) = node.dynamic_anchors {
            self.enter(anchors);
        }
        let mode = Mode {
            collect: mode.collect || wants_annotations(node),
            ..mode
        };
        let mut annotations = Annotations::default();
        let mut result = Ok(());
        for rule in node.rules {
            result = self
                .rule(rule, value, mode, &mut annotations)
                .map_err(|f| both_lengths(f, rule, node.rules, value));
            if result.is_err() {
                break;
            }
        }
        if entered {
            self.scope.pop();
        }
        self.depth -= 1;
        result.map(|()| annotations)
    }

    /// Dispatches one rule; every arm is a call, so that this frame, which every level of
    /// the recursion holds, stays small.
    fn rule<'v>(
        &mut self,
        rule: &'static Rule,
        value: &'v Value,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        match (rule, value) {
            (Rule::Contains { schema, min, max }, Value::Array(items)) => {
                self.contains(schema, *min, *max, items, mode, ann)
            }
            (Rule::Properties(props), Value::Object(members)) => {
                self.properties(props, members, mode, ann)
            }
            (Rule::PatternProperties(patterns), Value::Object(members)) => {
                self.pattern_properties(patterns, members, mode, ann)
            }
            (
                Rule::AdditionalProperties {
                    declared,
                    patterns,
                    schema,
                },
                Value::Object(members),
            ) => self.additional_properties(declared, patterns, schema, members, mode, ann),
            (Rule::PropertyNames(schema), Value::Object(members)) => {
                self.property_names(schema, members, mode)
            }
            (Rule::DependentSchemas(deps), Value::Object(members)) => {
                for (present, schema) in deps.iter() {
                    if members.contains_key(*present) {
                        self.apply(schema, value, mode, ann)?;
                    }
                }
                Ok(())
            }
            (Rule::PrefixItems(schemas), Value::Array(items)) => {
                self.prefix_items(schemas, items, mode, ann)
            }
            (Rule::Items { prefix, schema }, Value::Array(items)) => {
                self.items(*prefix, schema, items, mode, ann)
            }
            (Rule::AllOf(schemas), _) => {
                for schema in schemas.iter() {
                    self.apply(schema, value, mode, ann)?;
                }
                Ok(())
            }
            (Rule::AnyOf(branches), _) => self.any_of(branches, value, mode, ann),
            (Rule::OneOf(branches), _) => self.one_of(branches, value, mode, ann),
            (Rule::Not(schema), _) => self.not(schema, value, mode),
            (
                Rule::IfThenElse {
                    condition,
                    then,
                    otherwise,
                },
                _,
            ) => self.if_then_else(condition, *then, *otherwise, value, mode, ann),
            (Rule::Ref(target), _) => self.refer(target, value, mode, ann),
            (Rule::DynamicRef { target, anchor }, _) => {
                let target = match anchor {
                    Some(name) => self.dynamic_target(name).unwrap_or(*target),
                    None => *target,
                };
                self.refer(target, value, mode, ann)
            }
            (Rule::UnevaluatedProperties(schema), Value::Object(members)) => {
                self.unevaluated_properties(schema, members, mode, ann)
            }
            (Rule::UnevaluatedItems(schema), Value::Array(items)) => {
                self.unevaluated_items(schema, items, mode, ann)
            }
            _ => leaf(rule, value, mode),
        }
    }

    /// Applies a subschema at the same location, keeping its annotations when they are wanted.
    fn apply<'v>(
        &mut self,
        schema: &'static Node,
        value: &'v Value,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        let a = self.node(schema, value, mode)?;
        if mode.collect {
            ann.absorb(a);
        }
        Ok(())
    }

    /// Follows a reference. Every cycle of a schema passes through one, so a check that
    /// remembers where each (reference, value) led never repeats work: with `anyOf: [{items:
    /// {$ref: "#"}}, {items: {$ref: "#"}, maxItems: 3}]` a value nested `n` deep would otherwise
    /// be checked 2^n times, each branch trying the other's failures again. A check that
    /// collects annotations is not remembered: those stay at one location of the value, so
    /// they cannot repeat with its depth.
    fn refer<'v>(
        &mut self,
        target: &'static Node,
        value: &'v Value,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        if self.followed < REMEMBER_AFTER {
            self.followed += 1;
            return self.apply(target, value, mode, ann);
        }
        if mode.collect || self.in_name {
            return self.apply(target, value, mode, ann);
        }
        let key = (
            std::ptr::from_ref(target) as usize,
            std::ptr::from_ref(value) as usize,
            self.scope_id(),
        );
        let memory = self.memory.get_or_insert_with(Box::default);
        match memory.outcomes.get(&key) {
            Some(Outcome::Valid) => return Ok(()),
            Some(Outcome::Explained(report)) => return Err(Fail::Loud(report.clone())),
            Some(Outcome::Invalid) if !mode.loud => return Err(Fail::Quiet),
            Some(Outcome::Invalid) | None => {}
        }
        let result = self.node(target, value, mode).map(drop);
        let outcome = match &result {
            Ok(()) => Outcome::Valid,
            Err(Fail::Quiet) => Outcome::Invalid,
            Err(Fail::Loud(report)) => Outcome::Explained(report.clone()),
            // The bound on nesting ends the whole check.
            Err(Fail::Abort(_)) => return result,
        };
        // The memory made above, which the check of `target` may have added to.
        self.memory
            .get_or_insert_with(Box::default)
            .outcomes
            .insert(key, outcome);
        result
    }

    /// Enters a resource that declares dynamic anchors.
    fn enter(&mut self, anchors: &'static [(&'static str, &'static Node)]) {
        let enclosing = self.scope_id();
        let memory = self.memory.get_or_insert_with(Box::default);
        let next = u32::try_from(memory.scope_ids.len() + 1).unwrap_or(u32::MAX);
        let id = *memory
            .scope_ids
            .entry((enclosing, anchors.as_ptr() as usize, anchors.len()))
            .or_insert(next);
        self.scope.push((anchors, id));
    }

    /// The identity of the dynamic scope the check is in.
    fn scope_id(&self) -> u32 {
        self.scope.last().map_or(0, |&(_, id)| id)
    }

    fn properties<'v>(
        &mut self,
        props: &'static [(&'static str, &'static Node)],
        members: &'v Map<String, Value>,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        for (name, schema) in props.iter() {
            if let Some((key, v)) = members.get_key_value(*name) {
                self.node(schema, v, mode.child())
                    .map_err(|f| f.at_key(key))?;
                if mode.collect {
                    ann.props.push(key);
                }
            }
        }
        Ok(())
    }

    fn property_names(
        &mut self,
        schema: &'static Node,
        members: &Map<String, Value>,
        mode: Mode,
    ) -> Result<(), Fail> {
        for key in members.keys() {
            self.member_name(schema, key, mode)?;
        }
        Ok(())
    }

    /// `propertyNames` on one member name.
    fn member_name(&mut self, schema: &'static Node, key: &str, mode: Mode) -> Result<(), Fail> {
        let name = Value::String(key.to_owned());
        let in_name = std::mem::replace(&mut self.in_name, true);
        let result = self.node(schema, &name, mode.child());
        self.in_name = in_name;
        result.map(drop).map_err(|f| {
            let kind = match &f {
                Fail::Loud(r) => r.kind,
                _ => ErrorKind::Constraint,
            };
            f.explained(kind, || "this member name is not allowed".to_owned())
                .at_key(key)
        })
    }

    fn prefix_items<'v>(
        &mut self,
        schemas: &'static [&'static Node],
        items: &'v [Value],
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        for (i, (schema, item)) in schemas.iter().zip(items).enumerate() {
            self.node(schema, item, mode.child())
                .map_err(|f| f.at_index(i))?;
        }
        ann.items_upto = ann.items_upto.max(schemas.len().min(items.len()));
        Ok(())
    }

    fn items<'v>(
        &mut self,
        prefix: usize,
        schema: &'static Node,
        items: &'v [Value],
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        if items.len() <= prefix {
            return Ok(());
        }
        if is_false(schema) {
            return Err(fail(mode, ErrorKind::Constraint, || {
                format!(
                    "item {prefix} is not allowed here (items): expected at most {}",
                    counted(prefix as u64, "item")
                )
            })
            .at_index(prefix));
        }
        for (i, item) in items.iter().enumerate().skip(prefix) {
            self.node(schema, item, mode.child())
                .map_err(|f| f.at_index(i))?;
        }
        ann.items_upto = items.len();
        Ok(())
    }

    fn not(&mut self, schema: &'static Node, value: &Value, mode: Mode) -> Result<(), Fail> {
        match self.node(schema, value, QUIET) {
            Ok(_) => Err(fail(mode, ErrorKind::Constraint, || {
                "must not match the schema of \"not\"".to_owned()
            })),
            Err(Fail::Abort(r)) => Err(Fail::Abort(r)),
            Err(_) => Ok(()),
        }
    }

    /// The outermost resource in the dynamic scope that declares the anchor `name`.
    fn dynamic_target(&self, name: &str) -> Option<&'static Node> {
        self.scope.iter().find_map(|(anchors, _)| {
            anchors
                .iter()
                .find(|(declared, _)| *declared == name)
                .map(|(_, node)| *node)
        })
    }

    fn contains<'v>(
        &mut self,
        schema: &'static Node,
        min: u64,
        max: Option<u64>,
        items: &'v [Value],
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        if min == 0 && max.is_none() && !mode.collect {
            return Ok(());
        }
        // Without annotations or an upper bound, the first `min` matches settle it.
        let settle_early = !mode.collect && max.is_none();
        let mut count = 0u64;
        for (i, item) in items.iter().enumerate() {
            match self.node(schema, item, QUIET) {
                Ok(_) => {
                    count += 1;
                    if mode.collect {
                        ann.item_marks.push(i);
                    }
                    if settle_early && count >= min {
                        return Ok(());
                    }
                }
                Err(Fail::Abort(r)) => return Err(Fail::Abort(r).at_index(i)),
                Err(_) => {}
            }
        }
        contains_count(min, max, count, mode)?;
        Ok(())
    }

    fn pattern_properties<'v>(
        &mut self,
        patterns: &'static [(&'static super::pattern::Pattern, &'static Node)],
        members: &'v Map<String, Value>,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        for (key, v) in members {
            let mut matched = false;
            for (pattern, schema) in patterns.iter() {
                if matches_pattern(pattern, key, mode).map_err(|f| f.at_key(key))? {
                    matched = true;
                    self.node(schema, v, mode.child())
                        .map_err(|f| f.at_key(key))?;
                }
            }
            if matched && mode.collect {
                ann.props.push(key);
            }
        }
        Ok(())
    }

    fn additional_properties<'v>(
        &mut self,
        declared: &'static [&'static str],
        patterns: &'static [&'static super::pattern::Pattern],
        schema: &'static Node,
        members: &'v Map<String, Value>,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        for (key, v) in members {
            if declared.contains(&key.as_str()) {
                continue;
            }
            let mut covered = false;
            for pattern in patterns.iter() {
                if matches_pattern(pattern, key, mode).map_err(|f| f.at_key(key))? {
                    covered = true;
                    break;
                }
            }
            if covered {
                continue;
            }
            self.leftover_member(schema, key, v, mode, "additionalProperties")?;
            if mode.collect {
                ann.props.push(key);
            }
        }
        Ok(())
    }

    /// A member that `keyword` (`additionalProperties` or `unevaluatedProperties`) applies to:
    /// a `false` schema refuses it by name, any other checks its value.
    fn leftover_member(
        &mut self,
        schema: &'static Node,
        key: &str,
        value: &Value,
        mode: Mode,
        keyword: &str,
    ) -> Result<(), Fail> {
        if is_false(schema) {
            return Err(fail(mode, ErrorKind::UnknownMember, || {
                format!("{} is not allowed here ({keyword})", brief_key(key))
            })
            .at_key(key));
        }
        self.node(schema, value, mode.child())
            .map(drop)
            .map_err(|f| f.at_key(key))
    }

    fn unevaluated_properties<'v>(
        &mut self,
        schema: &'static Node,
        members: &'v Map<String, Value>,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        if !ann.all_props {
            let evaluated: HashSet<&str> = ann.props.iter().copied().collect();
            for (key, v) in members {
                if evaluated.contains(key.as_str()) {
                    continue;
                }
                self.leftover_member(schema, key, v, mode, "unevaluatedProperties")?;
            }
        }
        ann.all_props = true;
        ann.props = Vec::new();
        Ok(())
    }

    fn unevaluated_items<'v>(
        &mut self,
        schema: &'static Node,
        items: &'v [Value],
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        if ann.items_upto < items.len() {
            let mut evaluated = vec![false; items.len() - ann.items_upto];
            for &i in &ann.item_marks {
                if i >= ann.items_upto {
                    evaluated[i - ann.items_upto] = true;
                }
            }
            for (offset, done) in evaluated.into_iter().enumerate() {
                if done {
                    continue;
                }
                let i = ann.items_upto + offset;
                if is_false(schema) {
                    return Err(fail(mode, ErrorKind::Constraint, || {
                        format!("item {i} is not allowed here (unevaluatedItems)")
                    })
                    .at_index(i));
                }
                self.node(schema, &items[i], mode.child())
                    .map_err(|f| f.at_index(i))?;
            }
        }
        ann.items_upto = items.len();
        ann.item_marks = Vec::new();
        Ok(())
    }

    fn any_of<'v>(
        &mut self,
        branches: &'static [&'static Node],
        value: &'v Value,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        let mut matched = false;
        for branch in branches.iter() {
            match self.node(branch, value, mode.quiet()) {
                Ok(a) => {
                    if !mode.collect {
                        return Ok(());
                    }
                    // Every matching branch's annotations count, so all are tried.
                    matched = true;
                    ann.absorb(a);
                }
                Err(Fail::Abort(r)) => return Err(Fail::Abort(r)),
                Err(_) => {}
            }
        }
        if matched {
            Ok(())
        } else {
            Err(self.no_branch(branches, value, mode, "anyOf"))
        }
    }

    fn one_of<'v>(
        &mut self,
        branches: &'static [&'static Node],
        value: &'v Value,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        let mut matched: Vec<usize> = Vec::new();
        let mut first = None;
        for (i, branch) in branches.iter().enumerate() {
            match self.node(branch, value, mode.quiet()) {
                Ok(a) => {
                    matched.push(i);
                    if first.is_none() {
                        first = Some(a);
                    } else if !mode.loud {
                        return Err(Fail::Quiet);
                    }
                }
                Err(Fail::Abort(r)) => return Err(Fail::Abort(r)),
                Err(_) => {}
            }
        }
        match (matched.len(), first) {
            (1, Some(a)) => {
                if mode.collect {
                    ann.absorb(a);
                }
                Ok(())
            }
            (0, _) => Err(self.no_branch(branches, value, mode, "oneOf")),
            (n, _) => Err(fail(mode, ErrorKind::NoBranch, || {
                format!(
                    "matched {n} branches of oneOf ({}), expected exactly one",
                    and_list(&matched)
                )
            })),
        }
    }

    /// The failure of an `anyOf`/`oneOf` that no branch matches: the branches are checked
    /// again, loudly, and the one the value most likely meant is reported: a branch for
    /// another JSON type comes after those for the value's, a branch whose constant members (a
    /// discriminator's tag, as pydantic writes it) the value contradicts after those it does
    /// not, one that misses or refuses a member after one whose members fit, then the
    /// branch that declares more of the object's members, then the failure lying deepest in
    /// the value wins (the first of equals).
    fn no_branch(
        &mut self,
        branches: &'static [&'static Node],
        value: &Value,
        mode: Mode,
        keyword: &str,
    ) -> Fail {
        if !mode.loud {
            return Fail::Quiet;
        }
        // (branch, how likely the value meant it: compared in order, its failure)
        type Likeliest = (usize, (bool, bool, bool, usize, usize), Box<Report>);
        let mut best: Option<Likeliest> = None;
        for (i, branch) in branches.iter().enumerate() {
            match self.node(branch, value, LOUD) {
                Err(Fail::Abort(r)) => return Fail::Abort(r),
                Err(Fail::Loud(r)) => {
                    // A branch for another JSON type than the value's is the least likely:
                    // one whose `type` refuses it, or whose values (`enum`, `const`, a union
                    // of them) are all of other types (`oneOf: [{"enum": ["on", "off"]},
                    // {"type": "object", ...}]` given an object).
                    let right_type = !(r.rev_path.is_empty() && r.kind == ErrorKind::Type)
                        && admits_json_type(branch, value, 4);
                    // A branch that misses a member it requires, or has one it does not
                    // allow, is less likely than one whose members are all there but one
                    // value is wrong.
                    let members_fit =
                        !matches!(r.kind, ErrorKind::Missing | ErrorKind::UnknownMember);
                    let rank = (
                        right_type,
                        !contradicts_a_constant(branch, value, 4),
                        members_fit,
                        declared_members(branch, value),
                        r.rev_path.len(),
                    );
                    if best.as_ref().is_none_or(|(_, b, _)| rank > *b) {
                        best = Some((i, rank, r));
                    }
                }
                Ok(_) | Err(Fail::Quiet) => {}
            }
        }
        match best {
            // The closest branch's failure, its kind included: the path leads to what broke
            // there, and the message says which union it was.
            Some((i, _, r)) => Fail::Loud(Box::new(Report {
                rev_path: r.rev_path,
                kind: r.kind,
                message: bounded(format!(
                    "matched no branch of {keyword}; the closest, branch {i}, failed: {}",
                    r.message
                )),
            })),
            None => fail(mode, ErrorKind::NoBranch, || {
                format!("matched no branch of {keyword}")
            }),
        }
    }

    fn if_then_else<'v>(
        &mut self,
        condition: &'static Node,
        then: Option<&'static Node>,
        otherwise: Option<&'static Node>,
        value: &'v Value,
        mode: Mode,
        ann: &mut Annotations<'v>,
    ) -> Result<(), Fail> {
        let (branch, prefix) = match self.node(condition, value, mode.quiet()) {
            Ok(a) => {
                if mode.collect {
                    ann.absorb(a);
                }
                (then, true)
            }
            Err(Fail::Abort(r)) => return Err(Fail::Abort(r)),
            Err(_) => (otherwise, false),
        };
        if let Some(branch) = branch {
            let a = self.node(branch, value, mode).map_err(|f| {
                f.explained(ErrorKind::Conditional, || {
                    condition_prefix(condition, prefix)
                })
            })?;
            if mode.collect {
                ann.absorb(a);
            }
        }
        Ok(())
    }
}

/// How a failure of `then` (the `if` held) or `else` is introduced, with the `if` in words
/// when it only pins members to constants (`matched "if" ("role" is "tool"), so "then"
/// applies`).
fn condition_prefix(condition: &Node, holds: bool) -> String {
    let pinned: Option<Vec<String>> = match condition.rules {
        [Rule::Properties(members)] if !members.is_empty() => members
            .iter()
            .map(|(name, schema)| {
                let lit: &Lit = schema.rules.iter().find_map(|r| match r {
                    Rule::Const(lit) => Some(*lit),
                    Rule::Enum([lit]) => Some(lit),
                    _ => None,
                })?;
                Some(format!("{} is {}", brief_key(name), LitText(lit)))
            })
            .collect(),
        _ => None,
    };
    let what = pinned.map_or_else(String::new, |p| format!(" ({})", p.join(" and ")));
    if holds {
        format!("matched \"if\"{what}, so \"then\" applies")
    } else {
        format!("did not match \"if\"{what}, so \"else\" applies")
    }
}

/// How many of an object's member names `branch` declares in its `properties` (0 for a
/// value that is not an object): a measure of which branch the object was written for.
fn declared_members(branch: &Node, value: &Value) -> usize {
    let Value::Object(members) = value else {
        return 0;
    };
    // A branch written as a reference (`{"$ref": "#/$defs/messages"}`) declares its target's.
    let mut branch = branch;
    for _ in 0..8 {
        match branch.rules {
            [Rule::Ref(target)] => branch = target,
            _ => break,
        }
    }
    let declared = branch.properties();
    members
        .keys()
        .filter(|k| declared.iter().any(|(name, _)| name == k))
        .count()
}

/// The rules that look at one value and apply no subschema. Kept out of [`Checker::rule`] so
/// that the frames of the recursion stay small.
fn leaf(rule: &Rule, value: &Value, mode: Mode) -> Result<(), Fail> {
    match (rule, value) {
        (Rule::Never, _) => Err(fail(mode, ErrorKind::Constraint, || {
            format!("no value is allowed here, found {}", Brief(value))
        })),
        (Rule::Type(types), _) => check_type(*types, value, mode),
        (Rule::Const(lit), _) => {
            if equal::lit_equal(lit, value) {
                Ok(())
            } else {
                Err(fail(mode, ErrorKind::Constraint, || {
                    format!(
                        "expected the constant {}, found {}",
                        LitText(lit),
                        Brief(value)
                    )
                }))
            }
        }
        (Rule::Enum(lits), _) => {
            if lits.iter().any(|lit| equal::lit_equal(lit, value)) {
                Ok(())
            } else {
                Err(fail(mode, ErrorKind::Constraint, || {
                    format!("expected one of {}, found {}", LitList(lits), Brief(value))
                }))
            }
        }
        (_, Value::Number(n)) if is_number_rule(rule) => number_rule(rule, n, mode),
        (_, Value::String(s)) if is_string_rule(rule) => string_rule(rule, s, mode),
        (Rule::MaxItems(_) | Rule::MinItems(_), Value::Array(items)) => {
            items_rule(rule, items.len(), mode)
        }
        (Rule::UniqueItems, Value::Array(items)) => match equal::first_duplicate(items) {
            None => Ok(()),
            Some((i, j)) => Err(fail(mode, ErrorKind::Constraint, || {
                not_unique_message(i, j)
            })),
        },
        (
            Rule::MaxProperties(_)
            | Rule::MinProperties(_)
            | Rule::Required(_)
            | Rule::DependentRequired(_),
            Value::Object(members),
        ) => members_rule(
            rule,
            members.len(),
            &|name| members.contains_key(name),
            mode,
        ),
        // A keyword for another JSON type passes.
        _ => Ok(()),
    }
}

/// The rules [`number_rule`] decides.
fn is_number_rule(rule: &Rule) -> bool {
    matches!(
        rule,
        Rule::MultipleOf(_)
            | Rule::Maximum(_)
            | Rule::ExclusiveMaximum(_)
            | Rule::Minimum(_)
            | Rule::ExclusiveMinimum(_)
    )
}

/// The rules [`string_rule`] decides.
fn is_string_rule(rule: &Rule) -> bool {
    matches!(
        rule,
        Rule::MaxLength(_) | Rule::MinLength(_) | Rule::Pattern(_) | Rule::Format(_)
    )
}

/// The rules of a number (other rules pass).
fn number_rule(rule: &Rule, n: &serde_json::Number, mode: Mode) -> Result<(), Fail> {
    match rule {
        Rule::MultipleOf(d) => match number::is_multiple(n, d.0) {
            Some(true) => Ok(()),
            Some(false) => Err(fail(mode, ErrorKind::Constraint, || {
                format!("expected a number that is a multiple of {}, found {n}", d.0)
            })),
            None => Err(fail(mode, ErrorKind::Constraint, || {
                format!("the schema's multipleOf {:?} is not a positive number", d.0)
            })),
        },
        rule => match bound_terms(rule) {
            Some(b) => bound(n, b.number, mode, |order| b.accepts(order), b.relation),
            None => Ok(()),
        },
    }
}

/// What a bound rule (`maximum`, `exclusiveMaximum`, `minimum`, `exclusiveMinimum`) says.
struct BoundTerms {
    /// The schema's number, as JSON text.
    number: &'static str,
    /// The order of an instance against `number` that fails (`Greater` for a maximum).
    refused: Ordering,
    /// Whether equal fails too (an exclusive bound).
    exclusive: bool,
    /// The words for them, in a failure's message.
    relation: &'static str,
}

impl BoundTerms {
    /// Whether an instance in `order` against the bound passes it. Data, not a function
    /// pointer: a call through one per bound per number was an indirect call that the
    /// processor mispredicts as the bounds of one number and the next alternate.
    #[inline(always)]
    fn accepts(&self, order: Ordering) -> bool {
        order != self.refused && !(self.exclusive && order == Ordering::Equal)
    }
}

/// The terms of a bound rule, `None` for any other: one table for the quick yes and the
/// explaining pass.
#[inline(always)]
fn bound_terms(rule: &Rule) -> Option<BoundTerms> {
    let (number, refused, exclusive, relation) = match rule {
        Rule::Maximum(b) => (b.0, Ordering::Greater, false, "at most"),
        Rule::ExclusiveMaximum(b) => (b.0, Ordering::Greater, true, "less than"),
        Rule::Minimum(b) => (b.0, Ordering::Less, false, "at least"),
        Rule::ExclusiveMinimum(b) => (b.0, Ordering::Less, true, "greater than"),
        _ => return None,
    };
    Some(BoundTerms {
        number,
        refused,
        exclusive,
        relation,
    })
}

/// The rules of a string (other rules pass).
fn string_rule(rule: &Rule, s: &str, mode: Mode) -> Result<(), Fail> {
    match rule {
        Rule::MaxLength(max) => {
            // A string has at most as many characters as bytes: a short one needs no count.
            if s.len() as u64 <= *max {
                return Ok(());
            }
            let n = s.chars().count() as u64;
            if n <= *max {
                Ok(())
            } else {
                Err(fail(mode, ErrorKind::Constraint, || {
                    format!(
                        "expected a string of at most {}, found {}",
                        counted(*max, "character"),
                        brief_str(s, n)
                    )
                }))
            }
        }
        Rule::MinLength(min) => {
            // A character is at most four bytes: a long enough string needs no count.
            if s.len() as u64 / 4 >= *min {
                return Ok(());
            }
            // Counting stops at the bound: a 100 MB string against minLength 3 is cheap.
            let n = s
                .chars()
                .take(usize::try_from(*min).unwrap_or(usize::MAX))
                .count() as u64;
            if n >= *min {
                Ok(())
            } else {
                Err(fail(mode, ErrorKind::Constraint, || {
                    format!(
                        "expected a string of at least {}, found {}",
                        counted(*min, "character"),
                        brief_str(s, n)
                    )
                }))
            }
        }
        Rule::Pattern(pattern) => match pattern.is_match(s) {
            Ok(true) => Ok(()),
            Ok(false) => Err(fail(mode, ErrorKind::Constraint, || {
                format!(
                    "expected a string matching the pattern {}, found {}",
                    pattern.source(),
                    brief_str(s, s.chars().count() as u64)
                )
            })),
            Err(e) => Err(fail(mode, ErrorKind::Constraint, || {
                format!(
                    "{e} (the pattern is {}, the string has {} characters)",
                    pattern.source(),
                    s.chars().count()
                )
            })),
        },
        Rule::Format(format) => {
            if format.check(s) {
                Ok(())
            } else {
                Err(fail(mode, ErrorKind::Constraint, || {
                    format!(
                        "expected {} (format {:?}), found {}",
                        format.describe(),
                        format.name(),
                        brief_str(s, s.chars().count() as u64)
                    )
                }))
            }
        }
        _ => Ok(()),
    }
}

/// The failure of `uniqueItems`: items `i` and `j` are equal.
fn not_unique_message(i: usize, j: usize) -> String {
    format!("expected unique items, found items {i} and {j} equal")
}

/// A failed `minLength` or `maxLength` of a node that has both, said with both bounds
/// (`expected a string of 1 to 64 characters`), as a reader of the schema sees them.
fn both_lengths(fail: Fail, rule: &Rule, rules: &[Rule], value: &Value) -> Fail {
    let (Rule::MinLength(_) | Rule::MaxLength(_), Value::String(s)) = (rule, value) else {
        return fail;
    };
    let Fail::Loud(mut report) = fail else {
        return fail;
    };
    let min = rules.iter().find_map(|r| match r {
        Rule::MinLength(n) => Some(*n),
        _ => None,
    });
    let max = rules.iter().find_map(|r| match r {
        Rule::MaxLength(n) => Some(*n),
        _ => None,
    });
    if let (Some(min), Some(max)) = (min, max) {
        let bounds = if min == max {
            format!("exactly {}", counted(max, "character"))
        } else {
            format!("{min} to {}", counted(max, "character"))
        };
        report.message = format!(
            "expected a string of {bounds}, found {}",
            brief_str(s, s.chars().count() as u64)
        );
    }
    Fail::Loud(report)
}

/// `minItems`/`maxItems` over an array of `len` items (other rules pass).
fn items_rule(rule: &Rule, len: usize, mode: Mode) -> Result<(), Fail> {
    match rule {
        Rule::MaxItems(max) => count_at_most(len, *max, "item", mode),
        Rule::MinItems(min) => count_at_least(len, *min, "item", mode),
        _ => Ok(()),
    }
}

/// The rules of an object that look only at its member names: `minProperties`,
/// `maxProperties`, `required`, `dependentRequired` (other rules pass). `has` tells whether a
/// member is present; `count` is how many there are.
fn members_rule(
    rule: &Rule,
    count: usize,
    has: &dyn Fn(&str) -> bool,
    mode: Mode,
) -> Result<(), Fail> {
    match rule {
        Rule::MaxProperties(max) => count_at_most(count, *max, "member", mode),
        Rule::MinProperties(min) => count_at_least(count, *min, "member", mode),
        Rule::Required(names) => match names.iter().find(|name| !has(name)) {
            None => Ok(()),
            Some(name) => Err(fail(mode, ErrorKind::Missing, || {
                format!("the required member {} is missing", brief_key(name))
            })
            .at_key(name)),
        },
        Rule::DependentRequired(deps) => {
            for (present, needed) in deps.iter() {
                if !has(present) {
                    continue;
                }
                if let Some(name) = needed.iter().find(|n| !has(n)) {
                    return Err(fail(mode, ErrorKind::Missing, || {
                        format!(
                            "{} is required because {} is present",
                            brief_key(name),
                            brief_key(present)
                        )
                    })
                    .at_key(name));
                }
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `contains`' verdict on `count` items matching its schema (`minContains` is `min`,
/// `maxContains` is `max`).
fn contains_count(min: u64, max: Option<u64>, count: u64, mode: Mode) -> Result<(), Fail> {
    if count < min {
        return Err(fail(mode, ErrorKind::Constraint, || {
            format!(
                "expected at least {} matching the schema of \"contains\", found {count}",
                counted(min, "item")
            )
        }));
    }
    if let Some(max) = max.filter(|max| count > *max) {
        return Err(fail(mode, ErrorKind::Constraint, || {
            format!(
                "expected at most {} matching the schema of \"contains\", found {count}",
                counted(max, "item")
            )
        }));
    }
    Ok(())
}

fn matches_pattern(
    pattern: &super::pattern::Pattern,
    text: &str,
    mode: Mode,
) -> Result<bool, Fail> {
    pattern.is_match(text).map_err(|e| {
        fail(mode, ErrorKind::Constraint, || {
            format!(
                "{e} (the pattern is {}, the member name has {} characters)",
                pattern.source(),
                text.chars().count()
            )
        })
    })
}

fn check_type(types: Types, value: &Value, mode: Mode) -> Result<(), Fail> {
    let bits = types.0;
    let ok = match value {
        Value::Null => bits & Types::NULL != 0,
        Value::Bool(_) => bits & Types::BOOLEAN != 0,
        Value::Object(_) => bits & Types::OBJECT != 0,
        Value::Array(_) => bits & Types::ARRAY != 0,
        Value::String(_) => bits & Types::STRING != 0,
        Value::Number(n) => {
            bits & Types::NUMBER != 0 || (bits & Types::INTEGER != 0 && number::is_integer(n))
        }
    };
    if ok {
        Ok(())
    } else {
        Err(fail(mode, ErrorKind::Type, || {
            format!("expected {}, found {}", type_names(types), Brief(value))
        }))
    }
}

/// `a string or null`, `an object, an array or a string`.
fn type_names(types: Types) -> String {
    let bits = types.0;
    let mut names = Vec::new();
    for (bit, name) in [
        (Types::OBJECT, "an object"),
        (Types::ARRAY, "an array"),
        (Types::STRING, "a string"),
        (Types::NUMBER, "a number"),
        (Types::INTEGER, "an integer"),
        (Types::BOOLEAN, "a boolean"),
        (Types::NULL, "null"),
    ] {
        // Every integer is a number: "a number or an integer" says nothing more.
        let redundant = bit == Types::INTEGER && bits & Types::NUMBER != 0;
        if bits & bit != 0 && !redundant {
            names.push(name);
        }
    }
    match names.split_last() {
        None => "nothing (no type is allowed)".to_owned(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

// Inlined into `number_rule`, so that `accept` is a direct test rather than a call through
// a pointer, once per bound of every number read.
#[inline]
fn bound(
    n: &serde_json::Number,
    text: &str,
    mode: Mode,
    accept: impl Fn(std::cmp::Ordering) -> bool,
    relation: &str,
) -> Result<(), Fail> {
    match number::compare(n, text) {
        Some(order) if accept(order) => Ok(()),
        Some(_) => Err(fail(mode, ErrorKind::Constraint, || {
            format!("expected a number {relation} {text}, found {n}")
        })),
        None => Err(fail(mode, ErrorKind::Constraint, || {
            format!("the schema's bound {text:?} is not a number")
        })),
    }
}

fn count_at_most(n: usize, max: u64, noun: &str, mode: Mode) -> Result<(), Fail> {
    if n as u64 <= max {
        Ok(())
    } else {
        Err(fail(mode, ErrorKind::Constraint, || {
            format!("expected at most {}, found {n}", counted(max, noun))
        }))
    }
}

fn count_at_least(n: usize, min: u64, noun: &str, mode: Mode) -> Result<(), Fail> {
    if n as u64 >= min {
        Ok(())
    } else {
        Err(fail(mode, ErrorKind::Constraint, || {
            format!("expected at least {}, found {n}", counted(min, noun))
        }))
    }
}

/// `1 item`, `3 items`.
fn counted(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A string for messages: quoted with its length when short, else only its length. `n` is its
/// length in characters (or a lower bound of it, when the check stopped counting).
fn brief_str(s: &str, n: u64) -> String {
    if n <= 40 && s.len() <= 160 {
        format!("{s:?} ({})", counted(n, "character"))
    } else {
        format!(
            "a string of {}",
            counted(s.chars().count() as u64, "character")
        )
    }
}

/// `0 and 2`, `0, 1 and 2`.
fn and_list(indexes: &[usize]) -> String {
    let texts: Vec<String> = indexes.iter().map(usize::to_string).collect();
    match texts.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Cuts an over-long message in the middle.
fn bounded(message: String) -> String {
    if message.len() <= MAX_MESSAGE {
        return message;
    }
    let keep = MAX_MESSAGE / 2;
    let mut head = keep;
    while !message.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = message.len() - keep;
    while !message.is_char_boundary(tail) {
        tail += 1;
    }
    format!("{} ... {}", &message[..head], &message[tail..])
}

/// A schema literal as JSON text, shortened when long.
struct LitText<'a>(&'a Lit);

impl fmt::Display for LitText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        write_lit(self.0, &mut text);
        if text.chars().count() <= 80 {
            f.write_str(&text)
        } else {
            let head: String = text.chars().take(60).collect();
            write!(f, "{head}...")
        }
    }
}

fn write_lit(lit: &Lit, out: &mut String) {
    // The literal comes from the schema, not the input, but a big one is still cut off early.
    if out.len() > 200 {
        return;
    }
    match lit {
        Lit::Null => out.push_str("null"),
        Lit::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Lit::Num(text) => out.push_str(text),
        Lit::Str(s) => out.push_str(&Value::String((*s).to_owned()).to_string()),
        Lit::Arr(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_lit(item, out);
            }
            out.push(']');
        }
        Lit::Obj(members) => {
            out.push('{');
            for (i, (k, v)) in members.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                out.push_str(&Value::String((*k).to_owned()).to_string());
                out.push_str(": ");
                write_lit(v, out);
            }
            out.push('}');
        }
    }
}

/// The values of an `enum`, the first ten of them.
struct LitList<'a>(&'a [Lit]);

impl fmt::Display for LitList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 10;
        for (i, lit) in self.0.iter().take(SHOWN).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", LitText(lit))?;
        }
        if self.0.len() > SHOWN {
            write!(f, ", ... ({} values)", self.0.len())?;
        }
        Ok(())
    }
}

/// Whether `value` is an object with a member that one of `node`'s `properties` pins to a
/// `const` or `enum` it does not hold (looking through references and `allOf`, `depth` deep):
/// the mark of a `oneOf` branch the value did not mean.
fn contradicts_a_constant(node: &'static Node, value: &Value, depth: u8) -> bool {
    let Value::Object(members) = value else {
        return false;
    };
    let pinned_elsewhere = |member: &'static Node, v: &Value| {
        member.rules.iter().any(|r| match r {
            Rule::Const(lit) => !equal::lit_equal(lit, v),
            Rule::Enum(lits) => !lits.iter().any(|l| equal::lit_equal(l, v)),
            _ => false,
        })
    };
    node.rules.iter().any(|rule| match rule {
        Rule::Ref(t) | Rule::DynamicRef { target: t, .. } if depth > 0 => {
            contradicts_a_constant(t, value, depth - 1)
        }
        Rule::AllOf(ns) if depth > 0 => ns
            .iter()
            .any(|n| contradicts_a_constant(n, value, depth - 1)),
        Rule::Properties(ps) => ps
            .iter()
            .any(|(name, n)| members.get(*name).is_some_and(|v| pinned_elsewhere(n, v))),
        _ => false,
    })
}

/// Whether `node` admits some value of `value`'s JSON type by its `type`, `const`, `enum` and
/// `false` (looking through references, `allOf`, `anyOf` and `oneOf`, `depth` deep; `true`
/// where it cannot tell).
fn admits_json_type(node: &'static Node, value: &Value, depth: u8) -> bool {
    let same_type = |lit: &Lit| {
        matches!(
            (lit, value),
            (Lit::Null, Value::Null)
                | (Lit::Bool(_), Value::Bool(_))
                | (Lit::Num(_), Value::Number(_))
                | (Lit::Str(_), Value::String(_))
                | (Lit::Arr(_), Value::Array(_))
                | (Lit::Obj(_), Value::Object(_))
        )
    };
    let bit = match value {
        Value::Null => Types::NULL,
        Value::Bool(_) => Types::BOOLEAN,
        Value::Number(_) => Types::NUMBER | Types::INTEGER,
        Value::String(_) => Types::STRING,
        Value::Array(_) => Types::ARRAY,
        Value::Object(_) => Types::OBJECT,
    };
    node.rules.iter().all(|rule| match rule {
        Rule::Never => false,
        Rule::Type(types) => types.0 & bit != 0,
        Rule::Const(lit) => same_type(lit),
        Rule::Enum(lits) => lits.iter().any(same_type),
        Rule::Ref(t) | Rule::DynamicRef { target: t, .. } if depth > 0 => {
            admits_json_type(t, value, depth - 1)
        }
        Rule::AllOf(ns) if depth > 0 => ns.iter().all(|n| admits_json_type(n, value, depth - 1)),
        Rule::AnyOf(ns) | Rule::OneOf(ns) if depth > 0 => {
            ns.iter().any(|n| admits_json_type(n, value, depth - 1))
        }
        _ => true,
    })
}

#[cfg(test)]
mod tests;
