//! A small table DFA for the usual `pattern`: anchored at both ends, over ASCII classes.
//!
//! Most patterns in real schemas say what a whole identifier looks like
//! (`^[a-z][a-z0-9-]{1,38}[a-z0-9]$`, `^[a-f0-9]{64}$`): anchored, ASCII-only, no look-around.
//! For those the general engine's per-search set-up costs several times the scan itself on
//! short texts. Such a pattern is compiled here, once, into a deterministic automaton over
//! the classes of bytes the pattern tells apart (a Glushkov automaton, then the subset
//! construction): a match is one table step per byte. A pattern that is one class repeated,
//! between single characters (`^[a-f0-9]{64}$`, `^[a-z][a-z0-9-]*$`), needs no automaton: its
//! length puts each byte in one part, and that part's class decides; no byte waits for the
//! step before it.
//! Anything else (a non-ASCII class, a look-around but the two anchors, more than 127
//! character positions once counted repetitions are spelled out, more than 1,024 states) is
//! left to `regex`, which answers the same. A test compares the two engines on generated texts.

use std::collections::HashMap;

use regex_syntax::hir::{Class, Hir, HirKind, Look};

/// The most character positions a pattern may have once `x{m,n}` is spelled out as `m`
/// copies of `x` and `n - m` optional ones (bit 0 of a state set is the start).
const MAX_POSITIONS: usize = 127;

/// The most states the automaton may have; a pattern that needs more runs on `regex`.
const MAX_STATES: usize = 1024;

/// A compiled anchored ASCII pattern.
#[derive(Debug)]
pub struct AsciiDfa {
    /// The lengths a match can have: a text of another length is refused unread (a slug
    /// pattern of at most 40 characters against a megabyte). Every byte a match holds is
    /// ASCII, so its length in bytes is its length in characters.
    lengths: (usize, usize),
    automaton: Automaton,
}

#[derive(Debug)]
enum Automaton {
    /// `\A a b [...]{min,max} y z \z`: single characters (`head`, `tail`, each the ASCII
    /// bytes it admits) around one class repeated (`admits`), or single characters alone. The
    /// length (checked against [`AsciiDfa::lengths`] first) tells which part each byte is in,
    /// so each is checked with no state carried from byte to byte (a digest's
    /// `^[a-f0-9]{64}$`, a slug's `^[a-z][a-z0-9-]{1,38}[a-z0-9]$`).
    Run {
        head: Box<[u128]>,
        admits: Body,
        tail: Box<[u128]>,
    },
    /// Any other such pattern, as a table.
    Table {
        /// The class of each byte; bytes of no class of the pattern (all of 128..=255) share
        /// the class that leads from every state to the dead one (row 0), which no text
        /// leaves.
        classes: [u8; 256],
        /// How many classes there are: the width of a row of `next`.
        width: usize,
        /// `next[state + class]`, where a state is the offset of its row (`index * width`),
        /// so a step is one addition and one load.
        next: Vec<u32>,
        /// Whether the text may end in each state, by index.
        accepts: Vec<bool>,
        start: u32,
    },
}

impl AsciiDfa {
    /// The automaton of `regex` (the `regex` crate's syntax, as the generator translated it),
    /// when it is `\A ... \z` over ASCII classes and small enough; `None` otherwise.
    pub fn new(regex: &str) -> Option<AsciiDfa> {
        let hir = regex_syntax::ParserBuilder::new()
            .build()
            .parse(regex)
            .ok()?;
        let HirKind::Concat(parts) = hir.kind() else {
            return None;
        };
        let (first, rest) = parts.split_first()?;
        let (last, middle) = rest.split_last()?;
        if !matches!(first.kind(), HirKind::Look(Look::Start))
            || !matches!(last.kind(), HirKind::Look(Look::End))
        {
            return None;
        }
        let automaton = match run(middle) {
            Some(run) => run,
            None => Glushkov::automaton(middle)?,
        };
        let properties = hir.properties();
        let lengths = (
            properties.minimum_len().unwrap_or(0),
            properties.maximum_len().unwrap_or(usize::MAX),
        );
        Some(AsciiDfa { lengths, automaton })
    }

    /// Whether `text` matches, the whole of it.
    #[inline]
    pub fn is_match(&self, text: &str) -> bool {
        let (min, max) = self.lengths;
        if !(min..=max).contains(&text.len()) {
            return false;
        }
        match &self.automaton {
            Automaton::Run { head, admits, tail } => {
                let bytes = text.as_bytes();
                let Some(body) = bytes
                    .len()
                    .checked_sub(tail.len())
                    .and_then(|end| bytes.get(head.len()..end))
                else {
                    return false;
                };
                let admitted = |set: &u128, byte: &u8| *byte < 128 && set >> byte & 1 == 1;
                head.iter()
                    .zip(bytes)
                    .all(|(set, byte)| admitted(set, byte))
                    && tail
                        .iter()
                        .zip(&bytes[bytes.len() - tail.len()..])
                        .all(|(set, byte)| admitted(set, byte))
                    && admits.all(body)
            }
            Automaton::Table {
                classes,
                width,
                next,
                accepts,
                start,
            } => {
                // The dead state (row 0) is looked for once per 16 bytes, not per byte: the
                // step stays an addition and a load, and a long text that fails early is not
                // read to its end.
                let mut state = *start;
                for chunk in text.as_bytes().chunks(16) {
                    for &byte in chunk {
                        state = next[state as usize + usize::from(classes[usize::from(byte)])];
                    }
                    if state == 0 {
                        return false;
                    }
                }
                accepts[state as usize / *width]
            }
        }
    }
}

/// `parts` as an [`Automaton::Run`], when every one is a single ASCII character (a class or
/// a literal) but at most one, a class repeated; the lengths are the whole pattern's.
fn run(parts: &[Hir]) -> Option<Automaton> {
    let (mut head, mut tail) = (Vec::new(), Vec::new());
    let mut repeated: Option<u128> = None;
    for hir in parts {
        let singles = match hir.kind() {
            HirKind::Class(class) => vec![ascii_bytes(class)?],
            HirKind::Literal(literal) => literal
                .0
                .iter()
                .map(|&byte| byte.is_ascii().then(|| 1u128 << byte))
                .collect::<Option<_>>()?,
            HirKind::Repetition(repetition) if repeated.is_none() => {
                let HirKind::Class(class) = repetition.sub.kind() else {
                    return None;
                };
                repeated = Some(ascii_bytes(class)?);
                continue;
            }
            _ => return None,
        };
        match repeated {
            None => head.extend(singles),
            Some(_) => tail.extend(singles),
        }
    }
    if head.len() + tail.len() > MAX_POSITIONS {
        return None;
    }
    Some(Automaton::Run {
        head: head.into(),
        admits: Body::of(repeated.unwrap_or(0)),
        tail: tail.into(),
    })
}

/// The class a [`Automaton::Run`] repeats.
#[derive(Debug)]
struct Body {
    /// Whether each byte is in it.
    table: [bool; 256],
    /// The class as at most [`RANGES`] ranges of bytes, each `(first, last - first)` (the
    /// array filled up with the first range), when it is so few. A byte is in a range when
    /// a subtraction and a comparison say so: with no table to load from, the compiler tests
    /// 16 bytes at once (a digest's `[a-f0-9]` is two ranges; callgrind: 6 instructions a
    /// byte by table, under 2 by range, on 64-byte texts).
    ranges: Option<[(u8, u8); RANGES]>,
}

/// The most ranges of bytes [`Body::ranges`] holds.
const RANGES: usize = 4;

impl Body {
    /// The class of the ASCII bytes in `bytes` (bit `b` for byte `b`).
    fn of(bytes: u128) -> Body {
        let admitted = |byte: usize| byte < 128 && bytes & (1 << byte) != 0;
        let mut ranges = Vec::new();
        let mut byte = 0;
        while byte < 128 {
            if admitted(byte) {
                let first = byte;
                while admitted(byte + 1) {
                    byte += 1;
                }
                ranges.push((first as u8, (byte - first) as u8));
            }
            byte += 1;
        }
        let ranges = match ranges.first() {
            Some(&first) if ranges.len() <= RANGES => {
                let mut fixed = [first; RANGES];
                fixed[..ranges.len()].copy_from_slice(&ranges);
                Some(fixed)
            }
            _ => None,
        };
        Body {
            table: std::array::from_fn(admitted),
            ranges,
        }
    }

    /// Whether every byte of `body` is in the class: 16 bytes at a time by range where it
    /// has few enough, the rest (a short text's every byte) by table.
    #[inline]
    fn all(&self, body: &[u8]) -> bool {
        let by_table = |bytes: &[u8]| bytes.iter().all(|&byte| self.table[usize::from(byte)]);
        let Some(ranges) = self.ranges.as_ref().filter(|_| body.len() >= 16) else {
            return by_table(body);
        };
        let in_class = |byte: u8| {
            ranges.iter().fold(false, |any, &(first, span)| {
                any | (byte.wrapping_sub(first) <= span)
            })
        };
        let mut chunks = body.chunks_exact(16);
        // No early exit inside a chunk, so that the chunk is one vector test.
        chunks.all(|chunk| chunk.iter().fold(true, |all, &byte| all & in_class(byte)))
            && by_table(chunks.remainder())
    }
}

/// A set of positions: bit `i` is position `i`.
type Set = u128;

/// What the construction knows of a sub-pattern.
#[derive(Clone, Copy)]
struct Part {
    /// Whether it matches the empty text.
    nullable: bool,
    /// The positions that can match its first character.
    first: Set,
    /// The positions that can match its last character.
    last: Set,
}

impl Part {
    const EMPTY: Part = Part {
        nullable: true,
        first: 0,
        last: 0,
    };
}

/// The Glushkov automaton under construction: one position per character of the pattern
/// (position 0 is the start), with the bytes each admits and the positions that may follow it.
#[derive(Default)]
struct Glushkov {
    /// The bytes position `i` admits, as a 128-bit set of ASCII bytes.
    admits: Vec<u128>,
    /// The positions that may follow position `i`.
    follow: Vec<Set>,
}

impl Glushkov {
    /// The automaton of `parts` one after the other.
    fn automaton(parts: &[Hir]) -> Option<Automaton> {
        let mut glushkov = Glushkov::default();
        let whole = glushkov.sequence(parts)?;
        glushkov.build(whole)
    }

    /// `parts` one after the other.
    fn sequence(&mut self, parts: &[Hir]) -> Option<Part> {
        let mut whole = Part::EMPTY;
        for hir in parts {
            let part = self.part(hir)?;
            whole = self.concat(whole, part);
        }
        Some(whole)
    }

    fn position(&mut self, bytes: u128) -> Option<Part> {
        if self.admits.is_empty() {
            // Position 0: the start, which admits nothing.
            self.admits.push(0);
            self.follow.push(0);
        }
        let index = self.admits.len();
        if index > MAX_POSITIONS {
            return None;
        }
        self.admits.push(bytes);
        self.follow.push(0);
        let set = 1 << index;
        Some(Part {
            nullable: false,
            first: set,
            last: set,
        })
    }

    fn part(&mut self, hir: &Hir) -> Option<Part> {
        match hir.kind() {
            HirKind::Empty => Some(Part::EMPTY),
            HirKind::Literal(literal) => {
                let mut whole = Part::EMPTY;
                for &byte in literal.0.iter() {
                    if !byte.is_ascii() {
                        return None;
                    }
                    let part = self.position(1 << byte)?;
                    whole = self.concat(whole, part);
                }
                Some(whole)
            }
            HirKind::Class(class) => {
                let bytes = ascii_bytes(class)?;
                self.position(bytes)
            }
            HirKind::Capture(capture) => self.part(&capture.sub),
            HirKind::Concat(parts) => self.sequence(parts),
            HirKind::Alternation(branches) => {
                let mut whole = Part {
                    nullable: false,
                    first: 0,
                    last: 0,
                };
                for hir in branches {
                    let part = self.part(hir)?;
                    whole = Part {
                        nullable: whole.nullable || part.nullable,
                        first: whole.first | part.first,
                        last: whole.last | part.last,
                    };
                }
                Some(whole)
            }
            HirKind::Repetition(repetition) => {
                // `x{m,n}`: `m` copies of `x`, then `n - m` optional ones; `x{m,}`: `m`
                // copies, then `x*`. Each copy has positions of its own.
                let mut whole = Part::EMPTY;
                for _ in 0..repetition.min {
                    let part = self.part(&repetition.sub)?;
                    whole = self.concat(whole, part);
                }
                match repetition.max {
                    Some(max) => {
                        for _ in repetition.min..max {
                            let part = self.part(&repetition.sub)?;
                            let optional = Part {
                                nullable: true,
                                ..part
                            };
                            whole = self.concat(whole, optional);
                        }
                    }
                    None => {
                        let part = self.part(&repetition.sub)?;
                        self.link(part.last, part.first);
                        let star = Part {
                            nullable: true,
                            ..part
                        };
                        whole = self.concat(whole, star);
                    }
                }
                Some(whole)
            }
            HirKind::Look(_) => None,
        }
    }

    /// `a` then `b`.
    fn concat(&mut self, a: Part, b: Part) -> Part {
        self.link(a.last, b.first);
        Part {
            nullable: a.nullable && b.nullable,
            first: if a.nullable {
                a.first | b.first
            } else {
                a.first
            },
            last: if b.nullable { a.last | b.last } else { b.last },
        }
    }

    /// Every position of `from` may be followed by every position of `to`.
    fn link(&mut self, from: Set, to: Set) {
        for (i, follow) in self.follow.iter_mut().enumerate() {
            if from & (1 << i) != 0 {
                *follow |= to;
            }
        }
    }

    /// The deterministic automaton of the pattern `whole`, by the subset construction.
    fn build(self, whole: Part) -> Option<Automaton> {
        let Glushkov { admits, mut follow } = self;
        if follow.is_empty() {
            // A pattern of no character: only the empty text matches.
            follow.push(0);
        }
        follow[0] = whole.first;
        let accepting = whole.last | if whole.nullable { 1 } else { 0 };
        // The bytes each position admits, turned around: the positions each byte may be.
        let mut positions_of = [0 as Set; 128];
        for (i, bytes) in admits.iter().enumerate() {
            for (byte, positions) in positions_of.iter_mut().enumerate() {
                if bytes & (1 << byte) != 0 {
                    *positions |= 1 << i;
                }
            }
        }
        // Bytes that are the same positions are one class; class 0 is no position (and every
        // byte beyond ASCII).
        let mut classes = [0u8; 256];
        let mut class_positions: Vec<Set> = vec![0];
        for (byte, positions) in positions_of.iter().enumerate() {
            let class = match class_positions.iter().position(|p| p == positions) {
                Some(class) => class,
                None => {
                    class_positions.push(*positions);
                    class_positions.len() - 1
                }
            };
            classes[byte] = u8::try_from(class).ok()?;
        }
        let width = class_positions.len();
        // State 0 is dead (the empty set), state 1 the start ({0}); `next` holds each target
        // as the offset of its row.
        let mut sets: Vec<Set> = vec![0, 1];
        let mut index: HashMap<Set, usize> = HashMap::from([(0, 0), (1, 1)]);
        let mut next = Vec::new();
        let mut state = 0;
        while state < sets.len() {
            let set = sets[state];
            let mut reachable: Set = 0;
            for (i, follow) in follow.iter().enumerate() {
                if set & (1 << i) != 0 {
                    reachable |= follow;
                }
            }
            for positions in &class_positions {
                let target = reachable & positions;
                let id = match index.get(&target) {
                    Some(&id) => id,
                    None => {
                        if sets.len() >= MAX_STATES {
                            return None;
                        }
                        sets.push(target);
                        index.insert(target, sets.len() - 1);
                        sets.len() - 1
                    }
                };
                next.push(u32::try_from(id * width).ok()?);
            }
            state += 1;
        }
        let accepts = sets.iter().map(|set| set & accepting != 0).collect();
        Some(Automaton::Table {
            classes,
            width,
            next,
            accepts,
            start: u32::try_from(width).ok()?,
        })
    }
}

/// The bytes of a class that holds ASCII characters only, as a 128-bit set.
fn ascii_bytes(class: &Class) -> Option<u128> {
    let ranges: Vec<(u32, u32)> = match class {
        Class::Unicode(class) => class
            .ranges()
            .iter()
            .map(|r| (u32::from(r.start()), u32::from(r.end())))
            .collect(),
        Class::Bytes(class) => class
            .ranges()
            .iter()
            .map(|r| (u32::from(r.start()), u32::from(r.end())))
            .collect(),
    };
    let mut bytes = 0u128;
    for (start, end) in ranges {
        if end > 0x7f {
            return None;
        }
        for byte in start..=end {
            bytes |= 1 << byte;
        }
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Texts over `alphabet` of every length up to `max`, and pseudo-random longer ones.
    fn texts(alphabet: &[&str], max: usize) -> Vec<String> {
        let mut out = vec![String::new()];
        let mut frontier = vec![String::new()];
        for _ in 0..max {
            let mut grown = Vec::new();
            for text in &frontier {
                for piece in alphabet {
                    grown.push(format!("{text}{piece}"));
                }
            }
            out.extend(grown.iter().cloned());
            frontier = grown;
        }
        // Each piece repeated, and repeated but for a last piece: the lengths of counted
        // repetitions (`{64}`) that short texts cannot reach.
        for n in 0..=70 {
            for piece in alphabet {
                for last in alphabet {
                    out.push(format!("{}{last}", piece.repeat(n)));
                }
            }
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            let mut text = String::new();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = (seed % 80) as usize;
            for _ in 0..len {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                text.push_str(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            out.push(text);
        }
        out
    }

    #[test]
    fn answers_as_the_regex_crate_does() {
        let cases: &[(&str, &[&str])] = &[
            (
                r"\A[a-z][a-z0-9-]{1,38}[a-z0-9]\z",
                &["a", "z", "0", "-", "A", "é", "_"],
            ),
            (r"\A[a-z][a-z0-9-]*\z", &["a", "9", "-", " ", "\n"]),
            (
                r"\A@[a-z0-9](?:[a-z0-9._-]{0,30}[a-z0-9])?\z",
                &["@", "a", "1", ".", "_", "-", "+"],
            ),
            (r"\A[a-f0-9]{64}\z", &["a", "f", "0", "g", "F"]),
            (r"\A[0-9]+\z", &["0", "9", "a", "٣"]),
            (r"\A[a-z]{3,5}\z", &["a", "z", "A"]),
            (r"\A[a-z]\z", &["a", "-"]),
            (r"\A(?:ab|a)(?:bc|c)*\z", &["a", "b", "c"]),
            (r"\A(?:[0-9]{3}-)?[0-9]{4}\z", &["1", "-", "x"]),
            (r"\Aabc\z", &["a", "b", "c", "abc"]),
            (r"\A\z", &["a", ""]),
            (r"\A(?:a|)\z", &["a", "b"]),
            (r"\A(?:a{2,3}){2}\z", &["a", "b"]),
            (r"\A(?:x+y?)+\z", &["x", "y", "z"]),
            (r"\Ax-[0-9]*yz\z", &["x", "-", "1", "y", "z"]),
            (r"\A[a-z]+[0-9]+\z", &["a", "1", "-"]),
            (r"\A[0-9]{2}[a-c]\z", &["1", "a", "d"]),
            // Six ranges: a run whose class is a table.
            (
                r"\A[A-Za-z0-9._~-]+\z",
                &["a", "Z", "0", ".", "~", "-", "_", "/", "é"],
            ),
        ];
        for (pattern, alphabet) in cases {
            let dfa =
                AsciiDfa::new(pattern).unwrap_or_else(|| panic!("{pattern} is anchored ASCII"));
            let regex = regex::Regex::new(pattern).unwrap();
            let texts = texts(alphabet, 5);
            let mut matched = 0;
            for text in &texts {
                let expected = regex.is_match(text);
                assert_eq!(dfa.is_match(text), expected, "{pattern} on {text:?}");
                matched += usize::from(expected);
            }
            // Both answers were given: the texts are no test of a pattern they all miss.
            assert!(
                0 < matched && matched < texts.len(),
                "{pattern}: {matched} matched"
            );
        }
    }

    /// Single characters around one repeated class need no table: each byte's class is
    /// known from the length alone.
    #[test]
    fn single_characters_around_one_repeated_class_are_a_run() {
        let is_run = |pattern: &str| {
            let dfa = AsciiDfa::new(pattern).unwrap_or_else(|| panic!("{pattern}"));
            matches!(dfa.automaton, Automaton::Run { .. })
        };
        for pattern in [
            r"\A[a-f0-9]{64}\z",
            r"\A[a-z][a-z0-9-]*\z",
            r"\A[a-z][a-z0-9-]{1,38}[a-z0-9]\z",
            r"\Ax-[0-9]*yz\z",
            r"\Aabc\z",
        ] {
            assert!(is_run(pattern), "{pattern}");
        }
        for pattern in [
            r"\A[a-z]+[0-9]+\z",
            r"\A@[a-z0-9](?:[a-z0-9._-]{0,30}[a-z0-9])?\z",
            r"\A(?:[0-9]{3}-)?[0-9]{4}\z",
        ] {
            assert!(!is_run(pattern), "{pattern}");
        }
    }

    /// A run's repeated class of a few ranges is checked by range, 16 bytes at a time, any
    /// other by table; both are among the patterns [`answers_as_the_regex_crate_does`]
    /// compares, on texts longer than 16 bytes too.
    #[test]
    fn a_repeated_class_of_a_few_ranges_is_checked_by_range() {
        let body = |pattern: &str| match AsciiDfa::new(pattern).map(|dfa| dfa.automaton) {
            Some(Automaton::Run { admits, .. }) => admits,
            _ => panic!("{pattern} is a run"),
        };
        for pattern in [r"\A[a-f0-9]{64}\z", r"\A[a-z][a-z0-9-]*\z", r"\A[0-9]+\z"] {
            assert!(body(pattern).ranges.is_some(), "{pattern}");
        }
        for pattern in [r"\A[A-Za-z0-9._~-]+\z", r"\Aabc\z"] {
            assert!(body(pattern).ranges.is_none(), "{pattern}");
        }
    }

    #[test]
    fn leaves_other_patterns_to_the_regex_crate() {
        for pattern in [
            r"[a-z]+",                  // unanchored
            r"\A[a-z]+",                // anchored at the start only
            r"\A.\z",                   // `.` admits non-ASCII characters
            r"\A[^a]\z",                // so does a negated class
            r"\Aé\z",                   // a non-ASCII literal
            r"\A\bx\z",                 // a word boundary
            r"\A(?:[a-z][0-9]){100}\z", // too many positions
            r"\A(?:a|b)*a[ab]{12}\z",   // too many states
        ] {
            assert!(AsciiDfa::new(pattern).is_none(), "{pattern}");
        }
    }
}
