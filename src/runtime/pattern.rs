//! ECMA-262 `pattern`s at run time: each compiled once, on first use, by the engine the
//! generator chose for it.
//!
//! The generator (`wire_models_codegen::pattern`) translates every pattern it can into the
//! `regex` crate's syntax with ECMA-262's meaning kept; those run on `regex`, whose matching
//! time is linear in the text, whatever the pattern, or, when anchored at both ends and over
//! ASCII classes (most identifiers' patterns), on a small table of our own
//! ([`AsciiDfa`]), also linear and quicker on short texts. Patterns that need backtracking
//! (backreferences, lookaround, inline modifiers) run on `regress`, an ECMA-262 engine, in
//! unicode mode.
//!
//! `regress` 0.12 offers no step or backtrack limit (its backtracking executor counts nothing),
//! so the bound on a backtracking match is on its input: texts longer than
//! 1000 characters (Unicode code points, JSON Schema's unit of length) are not searched and
//! give [`PatternError`]. That bounds the time of the usual backtracking patterns, whose work
//! grows as a power of the length: unanchored, a backreference `(\w+)-\1` or lookaheads
//! `(?=.*\d)(?=.*[a-z]).{8,}` fail on 1000 characters in under 2 ms (release build). It does
//! not tame a pattern whose work grows exponentially (nested quantifiers over the same
//! characters before a backreference: `^(a+)+\1$` takes 0.4 s on 25 characters), which no
//! length bound can; the generator gives the reason each backtracking pattern needs it, so
//! such a schema can be reviewed.

use std::fmt;
use std::sync::OnceLock;

use super::ascii_dfa::AsciiDfa;

/// The longest text, in characters, that a backtracking pattern is run on.
const BACKTRACKING_MAX_CHARS: usize = 1000;

/// A compiled `pattern` or `patternProperties` key. Built by `const fn`, so it can be a
/// `static`; the engine is compiled on the first match and kept.
#[derive(Debug)]
pub struct Pattern {
    source: &'static str,
    /// The translation into the `regex` crate's syntax; `None` for a backtracking pattern.
    regex: Option<&'static str>,
    engine: OnceLock<Engine>,
}

#[derive(Debug)]
enum Engine {
    /// An anchored pattern over ASCII classes, as a table ([`AsciiDfa`]).
    Table(Box<AsciiDfa>),
    Linear(regex::Regex),
    Backtracking(regress::Regex),
    /// The pattern did not compile. The generator compiles every pattern it emits with the
    /// same engines, so only hand-written or stale code can reach this.
    Broken,
}

/// A text that could not be checked against a pattern: the pattern needs the backtracking
/// engine and the text is longer than the 1000 characters that engine is given (or, in code
/// the generator did not check, the pattern does not compile).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternError;

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the text could not be checked against the pattern: a pattern with backreferences \
             or lookaround runs on a backtracking engine, which is given at most \
             {BACKTRACKING_MAX_CHARS} characters"
        )
    }
}

impl std::error::Error for PatternError {}

impl Pattern {
    /// A pattern translated at build time into the `regex` crate's syntax: `source` is the
    /// ECMA-262 pattern (for messages), `regex` its translation, matched in linear time.
    pub const fn linear(source: &'static str, regex: &'static str) -> Pattern {
        Pattern {
            source,
            regex: Some(regex),
            engine: OnceLock::new(),
        }
    }

    /// A pattern that needs the backtracking ECMA-262 engine; its texts are bounded in length
    /// (see [`Pattern::is_match`]).
    pub const fn backtracking(source: &'static str) -> Pattern {
        Pattern {
            source,
            regex: None,
            engine: OnceLock::new(),
        }
    }

    /// The ECMA-262 source, as the schema spells it.
    pub fn source(&self) -> &'static str {
        self.source
    }

    /// Whether `text` contains a match anywhere (patterns are not anchored), as ECMA-262's
    /// `RegExp.prototype.test` answers with the `u` flag.
    ///
    /// A linear pattern always answers. A backtracking pattern gives [`PatternError`] for a
    /// text longer than 1000 characters, rather than run for an unbounded time; so does a
    /// pattern that fails to compile (never one the generator emitted: it compiles each).
    pub fn is_match(&self, text: &str) -> Result<bool, PatternError> {
        match self.engine() {
            Engine::Table(dfa) => Ok(dfa.is_match(text)),
            Engine::Linear(re) => Ok(re.is_match(text)),
            Engine::Backtracking(re) => {
                if text.chars().nth(BACKTRACKING_MAX_CHARS).is_some() {
                    return Err(PatternError);
                }
                Ok(re.find(text).is_some())
            }
            Engine::Broken => Err(PatternError),
        }
    }

    fn engine(&self) -> &Engine {
        self.engine.get_or_init(|| match self.regex {
            Some(regex) => match AsciiDfa::new(regex) {
                Some(dfa) => Engine::Table(Box::new(dfa)),
                None => regex::Regex::new(regex).map_or(Engine::Broken, Engine::Linear),
            },
            None => regress::Regex::with_flags(self.source, "u")
                .map_or(Engine::Broken, Engine::Backtracking),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static DIGITS: Pattern = Pattern::linear(r"^\d+$", r"\A[0-9]+\z");
    static REPEATED: Pattern = Pattern::backtracking(r"^(\w+)-\1$");

    #[test]
    fn linear_patterns_search_unanchored() {
        assert_eq!(DIGITS.source(), r"^\d+$");
        assert_eq!(DIGITS.is_match("2024"), Ok(true));
        assert_eq!(DIGITS.is_match("٣"), Ok(false));
        let unanchored = Pattern::linear("b", "b");
        assert_eq!(unanchored.is_match("abc"), Ok(true));
    }

    #[test]
    fn linear_patterns_take_any_length() {
        let nested = Pattern::linear(r"^(a+)+$", r"\A(?:a+)+\z");
        let text = format!("{}!", "a".repeat(100_000));
        assert_eq!(nested.is_match(&text), Ok(false));
    }

    #[test]
    fn backtracking_patterns_use_ecma_semantics() {
        assert_eq!(REPEATED.is_match("abc-abc"), Ok(true));
        assert_eq!(REPEATED.is_match("abc-abd"), Ok(false));
        // Unicode mode: `.` is one code point, `\p{…}` is known.
        let astral = Pattern::backtracking(r"^(?=.)\p{Emoji}$");
        assert_eq!(astral.is_match("😀"), Ok(true));
    }

    #[test]
    fn backtracking_patterns_refuse_texts_over_the_bound() {
        let at_bound = format!("{}-{}", "a".repeat(499), "a".repeat(500));
        assert_eq!(at_bound.chars().count(), BACKTRACKING_MAX_CHARS);
        assert_eq!(REPEATED.is_match(&at_bound), Ok(false));
        let over = format!("{at_bound}a");
        assert_eq!(REPEATED.is_match(&over), Err(PatternError));
        // The bound counts characters, not bytes.
        let wide = "é".repeat(BACKTRACKING_MAX_CHARS);
        assert_eq!(REPEATED.is_match(&wide), Ok(false));
    }

    #[test]
    fn a_pattern_that_does_not_compile_is_an_error_not_a_panic() {
        assert_eq!(Pattern::linear("(", "(").is_match("("), Err(PatternError));
        assert_eq!(
            Pattern::backtracking(r"\a").is_match("a"),
            Err(PatternError)
        );
    }

    #[test]
    fn the_error_says_what_was_bounded() {
        let message = PatternError.to_string();
        assert!(message.contains("at most 1000 characters"), "{message}");
    }
}
