//! ECMA-262 `pattern`s translated, at build time, into the `regex` crate's syntax.
//!
//! JSON Schema says a `pattern` is an ECMA-262 regular expression; with the `u` flag that is the
//! only reading under which `\p{…}` works and `.` matches one code point. The `regex` crate
//! matches in time linear in the input, so every pattern it can express exactly is translated
//! into its syntax ([`Translation::Linear`]); the few that need backtracking (backreferences,
//! lookaround, inline modifiers) are left to an ECMA-262 engine ([`Translation::Backtracking`]).
//!
//! The translation keeps ECMA's meaning exactly rather than relying on shared spellings, since
//! the two dialects differ where it matters: `\d`, `\w` and `\b` are ASCII in ECMA and Unicode in
//! `regex`; ECMA's `\s` is its own WhiteSpace and LineTerminator set; `.` excludes four line
//! terminators; `^` and `$` are always the ends of the input. So every shorthand is spelled out
//! as an explicit class, anchors become `\A` and `\z`, `\b` the regex crate's ASCII `(?-u:\b)`,
//! and every character the regex crate treats specially (inside a class: anything but an ASCII
//! letter, digit or `_`) is escaped. Capturing groups become non-capturing ones: a
//! match/no-match answer never needs them. A lone surrogate (`\uD800`) becomes a class that
//! matches nothing, since no Rust string holds one.
//!
//! Validity is checked twice: by this module's own parser, which follows the grammar of
//! ECMA-262 §22.2.1 with `[+UnicodeMode, +NamedCaptureGroups]` and gives a reason with a
//! position, and then by `regress` in unicode mode (the engine that runs the backtracking
//! patterns), so that no pattern is accepted here that the runtime engine would refuse. The
//! duplicate-group-name rule (ECMA-262 2025 allows a name twice only in different alternatives)
//! is left to regress alone. Finally the translation is compiled with the `regex` crate, with the
//! runtime's features and default limits, so a `Linear` result is known to compile at run time.
//!
//! Unicode properties follow each engine's tables: regex-syntax 0.8 has Unicode 16.0, regress
//! 0.12 a newer version; for the few code points whose properties changed after 16.0, a
//! `Linear` pattern answers by 16.0.

use std::sync::OnceLock;

/// What a pattern becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Translation {
    /// The pattern in the `regex` crate's syntax, with ECMA-262's meaning; compiled with
    /// `regex::Regex::new` and searched unanchored, it answers as ECMA's `test` does.
    Linear(String),
    /// The pattern needs an ECMA-262 (backtracking) engine.
    Backtracking {
        /// Why it cannot be translated, naming the construct.
        reason: String,
    },
}

/// Translates one ECMA-262 pattern (read with the `u` flag, as JSON Schema requires).
///
/// `Err(reason)` when the text is not a valid ECMA-262 pattern with the `u` flag; the reason
/// names the construct and its position (counted in characters from 1), or, for the few errors
/// only regress detects, gives regress's message.
pub fn translate(ecma: &str) -> Result<Translation, String> {
    let chars: Vec<char> = ecma.chars().collect();
    let (group_count, group_names) = count_groups(&chars);
    let mut parser = Parser {
        chars,
        pos: 0,
        group_count,
        group_names,
        depth: 0,
        backtracking: None,
    };
    let out = parser.pattern()?;
    // The runtime engine for backtracking patterns must accept every pattern this module
    // accepts; a disagreement is reported rather than papered over.
    if let Err(e) = regress::Regex::with_flags(ecma, "u") {
        return Err(format!(
            "not a valid ECMA-262 regular expression with the u flag: {e}"
        ));
    }
    if let Some(reason) = parser.backtracking {
        return Ok(Translation::Backtracking { reason });
    }
    match regex::Regex::new(&out) {
        Ok(_) => Ok(Translation::Linear(out)),
        // A valid translation can still exceed the regex crate's size or nesting limits
        // (large counted repetitions of big classes, deep nesting): those keep ECMA's engine.
        Err(e) => Ok(Translation::Backtracking {
            reason: format!(
                "its translation `{out}` does not compile with the regex crate: {}",
                one_line(&e.to_string())
            ),
        }),
    }
}

/// The last non-empty line of a multi-line error (the regex crate draws a caret diagram).
fn one_line(text: &str) -> String {
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or(text)
        .trim()
        .trim_start_matches("error: ")
        .to_owned()
}

/// The deepest nesting of groups accepted.
const MAX_NESTING: usize = 200;

/// The highest Unicode code point.
const MAX_CP: u32 = 0x10_FFFF;

/// A class that matches nothing: the regex crate has no `[]`.
const NOTHING: &str = r"[^\x{0}-\x{10FFFF}]";
/// A class that matches any code point (ECMA `[^]`).
const ANYTHING: &str = r"[\x{0}-\x{10FFFF}]";

/// The members of a character class under construction: code point ranges (which may include
/// surrogates; they are removed when written, since a Rust string never contains one) and
/// pieces already in the regex crate's class syntax (`\p{…}`, nested classes).
#[derive(Clone, Debug, Default)]
struct Items {
    ranges: Vec<(u32, u32)>,
    parts: Vec<String>,
}

impl Items {
    fn ranges(ranges: &[(u32, u32)]) -> Items {
        Items {
            ranges: ranges.to_vec(),
            parts: Vec::new(),
        }
    }

    fn merge(&mut self, other: Items) {
        self.ranges.extend(other.ranges);
        self.parts.extend(other.parts);
    }
}

/// ECMA `\d`.
const DIGIT: &[(u32, u32)] = &[(0x30, 0x39)];
/// ECMA `\w` with the `u` flag and without `i`: ASCII only.
const WORD: &[(u32, u32)] = &[(0x30, 0x39), (0x41, 0x5A), (0x5F, 0x5F), (0x61, 0x7A)];
/// ECMA WhiteSpace and LineTerminator, less Zs (added as a property): TAB LF VT FF CR, LS PS,
/// ZWNBSP. SP and NBSP are in Zs.
const SPACE: &[(u32, u32)] = &[(0x09, 0x0D), (0x2028, 0x2029), (0xFEFF, 0xFEFF)];
/// ECMA LineTerminator: what `.` does not match.
const LINE_TERMINATOR: &[(u32, u32)] = &[(0x0A, 0x0A), (0x0D, 0x0D), (0x2028, 0x2029)];

fn space_items() -> Items {
    Items {
        ranges: SPACE.to_vec(),
        parts: vec![r"\p{gc=Zs}".to_owned()],
    }
}

/// A class in the regex crate's syntax.
fn class_text(negated: bool, items: &Items) -> String {
    let mut body = String::new();
    for &(lo, hi) in &items.ranges {
        for (lo, hi) in without_surrogates(lo, hi) {
            body.push_str(&class_char(lo));
            if hi > lo {
                body.push('-');
                body.push_str(&class_char(hi));
            }
        }
    }
    // A lone property needs no brackets: `\p{…}` or `\P{…}`.
    if let (true, [part]) = (body.is_empty(), items.parts.as_slice()) {
        if let Some(name) = part.strip_prefix(r"\p") {
            return format!("{}{name}", if negated { r"\P" } else { r"\p" });
        }
    }
    for part in &items.parts {
        body.push_str(part);
    }
    match (body.is_empty(), negated) {
        (true, false) => NOTHING.to_owned(),
        (true, true) => ANYTHING.to_owned(),
        (false, false) => format!("[{body}]"),
        (false, true) => format!("[^{body}]"),
    }
}

/// `lo..=hi` less the surrogate block, as zero, one or two ranges.
fn without_surrogates(lo: u32, hi: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    if lo < 0xD800 {
        out.push((lo, hi.min(0xD7FF)));
    }
    if hi > 0xDFFF {
        out.push((lo.max(0xE000), hi));
    }
    out
}

/// One code point inside a class: letters and digits as themselves, everything else as `\x{…}`
/// so that none of the class syntax (`-`, `^`, `[`, `&&`, `~~`, `--`) can arise.
fn class_char(c: u32) -> String {
    match char::from_u32(c) {
        Some(ch) if ch.is_ascii_alphanumeric() || ch == '_' => ch.to_string(),
        _ => format!("\\x{{{c:X}}}"),
    }
}

/// One literal code point outside a class.
fn literal(c: u32) -> String {
    let Some(ch) = char::from_u32(c) else {
        // A lone surrogate: ECMA can match one in UTF-16 text, but no Rust string holds one.
        return NOTHING.to_owned();
    };
    if ch.is_ascii_alphanumeric() || ch == '_' || ch == ' ' {
        ch.to_string()
    } else if ch.is_ascii_punctuation() {
        // The regex crate's meta characters, and those it reserves, all accept a backslash.
        if r"\.+*?()|[]{}^$#&-~".contains(ch) {
            format!("\\{ch}")
        } else {
            ch.to_string()
        }
    } else if !ch.is_ascii() && ch.is_alphanumeric() {
        ch.to_string()
    } else {
        format!("\\x{{{c:X}}}")
    }
}

/// Counts the capturing groups and collects the group names, as ECMA-262's early errors need
/// both before the pattern is read (a backreference may precede its group).
fn count_groups(chars: &[char]) -> (usize, Vec<String>) {
    let mut count = 0;
    let mut names = Vec::new();
    let mut i = 0;
    let mut in_class = false;
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 1,
            '[' => in_class = true,
            ']' => in_class = false,
            '(' if !in_class => {
                if chars.get(i + 1) != Some(&'?') {
                    count += 1;
                } else if chars.get(i + 2) == Some(&'<')
                    && !matches!(chars.get(i + 3), Some('=') | Some('!'))
                {
                    count += 1;
                    let mut at = i + 3;
                    if let Ok(name) = group_name(chars, &mut at) {
                        names.push(name);
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    (count, names)
}

/// Reads a group name up to and including its `>`, starting just after the `<`. Names may use
/// `\u` escapes; they must be identifiers (ID_Start or `$` or `_`, then ID_Continue or `$` or
/// ZWNJ or ZWJ).
fn group_name(chars: &[char], at: &mut usize) -> Result<String, String> {
    static IDENTIFIER: OnceLock<Option<regex::Regex>> = OnceLock::new();
    let identifier = IDENTIFIER.get_or_init(|| {
        regex::Regex::new(r"\A[\p{ID_Start}$_][\p{ID_Continue}$\x{200C}\x{200D}]*\z").ok()
    });
    let mut name = String::new();
    loop {
        match chars.get(*at) {
            None => return Err("a group name has no closing `>`".to_owned()),
            Some('>') => {
                *at += 1;
                break;
            }
            Some('\\') => {
                *at += 1;
                if chars.get(*at) != Some(&'u') {
                    return Err("only `\\u` escapes may appear in a group name".to_owned());
                }
                *at += 1;
                let c = unicode_escape(chars, at)?;
                name.push(char::from_u32(c).ok_or("a group name cannot hold a lone surrogate")?);
            }
            Some(&c) => {
                name.push(c);
                *at += 1;
            }
        }
    }
    let valid = match identifier {
        Some(re) => re.is_match(&name),
        None => false,
    };
    if valid {
        Ok(name)
    } else {
        Err(format!(
            "`{name}` is not a valid group name (an identifier)"
        ))
    }
}

/// Reads what follows `\u` in unicode mode: `HHHH` (a surrogate pair written as two escapes
/// is one code point), or `{H…}` up to U+10FFFF. May return a lone surrogate.
fn unicode_escape(chars: &[char], at: &mut usize) -> Result<u32, String> {
    if chars.get(*at) == Some(&'{') {
        let start = *at + 1;
        let mut end = start;
        while chars.get(end).is_some_and(|c| c.is_ascii_hexdigit()) {
            end += 1;
        }
        if end == start || chars.get(end) != Some(&'}') {
            return Err("`\\u{` must be followed by hexadecimal digits and `}`".to_owned());
        }
        let digits: String = chars[start..end].iter().collect();
        let trimmed = digits.trim_start_matches('0');
        let value = if trimmed.len() > 6 {
            None
        } else {
            u32::from_str_radix(if trimmed.is_empty() { "0" } else { trimmed }, 16).ok()
        };
        *at = end + 1;
        return match value {
            Some(v) if v <= MAX_CP => Ok(v),
            _ => Err(format!("`\\u{{{digits}}}` is above U+10FFFF")),
        };
    }
    let lead =
        hex4(chars, *at).ok_or("`\\u` must be followed by four hexadecimal digits or `{`")?;
    *at += 4;
    if (0xD800..=0xDBFF).contains(&lead)
        && chars.get(*at) == Some(&'\\')
        && chars.get(*at + 1) == Some(&'u')
    {
        if let Some(trail) = hex4(chars, *at + 2).filter(|t| (0xDC00..=0xDFFF).contains(t)) {
            *at += 6;
            return Ok(0x10000 + ((lead - 0xD800) << 10) + (trail - 0xDC00));
        }
    }
    Ok(lead)
}

fn hex4(chars: &[char], at: usize) -> Option<u32> {
    let digits = chars.get(at..at + 4)?;
    digits
        .iter()
        .try_fold(0, |acc, c| Some(acc * 16 + c.to_digit(16)?))
}

/// ECMA-262's SyntaxCharacter: what `u`-mode identity escapes may name, and what cannot
/// stand for itself.
fn is_syntax_char(c: char) -> bool {
    "^$\\.*+?()[]{}|".contains(c)
}

/// A class escape or a single character, as read inside `[…]` or from an escape.
enum ClassAtom {
    Char(u32),
    Set { negated: bool, items: Items },
}

/// A recursive-descent reader of one pattern that writes the translation as it goes.
struct Parser {
    chars: Vec<char>,
    pos: usize,
    group_count: usize,
    group_names: Vec<String>,
    /// How many groups enclose the current position.
    depth: usize,
    /// The first construct met that needs a backtracking engine.
    backtracking: Option<String>,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.pos + ahead).copied()
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// An error naming the position (in characters, from 1) of the construct at `at`.
    fn error_at(&self, at: usize, message: impl std::fmt::Display) -> String {
        format!("{message} (at character {})", at + 1)
    }

    fn needs_backtracking(&mut self, reason: String) {
        if self.backtracking.is_none() {
            self.backtracking = Some(reason);
        }
    }

    /// The text from `from` to the current position, for messages.
    fn text_since(&self, from: usize) -> String {
        self.chars[from..self.pos].iter().collect()
    }

    fn pattern(&mut self) -> Result<String, String> {
        let out = self.disjunction()?;
        match self.peek() {
            None => Ok(out),
            Some(')') => Err(self.error_at(self.pos, "`)` closes no group")),
            // disjunction() stops only at the end or at `)`.
            Some(c) => Err(self.error_at(self.pos, format!("unexpected `{c}`"))),
        }
    }

    fn disjunction(&mut self) -> Result<String, String> {
        let mut out = self.alternative()?;
        while self.eat('|') {
            out.push('|');
            out.push_str(&self.alternative()?);
        }
        Ok(out)
    }

    fn alternative(&mut self) -> Result<String, String> {
        let mut out = String::new();
        while let Some(c) = self.peek() {
            if c == '|' || c == ')' {
                break;
            }
            out.push_str(&self.term()?);
        }
        Ok(out)
    }

    /// One assertion, or one atom with its quantifier.
    fn term(&mut self) -> Result<String, String> {
        let start = self.pos;
        let (atom, quantifiable) = self.atom()?;
        let written = self.text_since(start);
        let quantifier = self.quantifier()?;
        match quantifier {
            None => Ok(atom),
            Some(_) if !quantifiable => Err(self.error_at(
                start,
                format!("`{written}` is an assertion and cannot be repeated"),
            )),
            Some(q) => Ok(format!("{atom}{q}")),
        }
    }

    /// A quantifier, if one follows, in the regex crate's syntax (the same spelling, with a
    /// lazy `?` kept: it changes which match is found, never whether one is).
    fn quantifier(&mut self) -> Result<Option<String>, String> {
        let start = self.pos;
        let mut q = match self.peek() {
            Some(c @ ('*' | '+' | '?')) => {
                self.pos += 1;
                c.to_string()
            }
            Some('{') => {
                self.pos += 1;
                let min = self
                    .digits()
                    .ok_or_else(|| self.error_at(start, "`{` must start a quantifier `{n}`, `{n,}` or `{n,m}` (a literal `{` is written `\\{`)"))?;
                let max = if self.eat(',') {
                    match self.peek() {
                        Some('}') => None,
                        _ => Some(self.digits().ok_or_else(|| {
                            self.error_at(
                                start,
                                "`{n,` must be followed by `}` or a number and `}`",
                            )
                        })?),
                    }
                } else {
                    Some(min.clone())
                };
                if !self.eat('}') {
                    return Err(self.error_at(
                        start,
                        "a quantifier `{…}` is not closed (a literal `{` is written `\\{`)",
                    ));
                }
                let text = match &max {
                    Some(max) if max == &min => format!("{{{min}}}"),
                    Some(max) => {
                        if numeric_gt(&min, max) {
                            return Err(self.error_at(
                                start,
                                format!(
                                    "the quantifier `{}` has its minimum above its maximum",
                                    self.text_since(start)
                                ),
                            ));
                        }
                        format!("{{{min},{max}}}")
                    }
                    None => format!("{{{min},}}"),
                };
                text
            }
            _ => return Ok(None),
        };
        if self.eat('?') {
            q.push('?');
        }
        Ok(Some(q))
    }

    /// Decimal digits, with leading zeros removed (the value is kept as text: ECMA puts no
    /// bound on it).
    fn digits(&mut self) -> Option<String> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        let trimmed = text.trim_start_matches('0');
        Some(if trimmed.is_empty() {
            "0".to_owned()
        } else {
            trimmed.to_owned()
        })
    }

    /// An atom or assertion, and whether a quantifier may follow it.
    fn atom(&mut self) -> Result<(String, bool), String> {
        let start = self.pos;
        let Some(c) = self.peek() else {
            return Err(self.error_at(start, "unexpected end of pattern"));
        };
        self.pos += 1;
        match c {
            '^' => Ok((r"\A".to_owned(), false)),
            '$' => Ok((r"\z".to_owned(), false)),
            '.' => Ok((class_text(true, &Items::ranges(LINE_TERMINATOR)), true)),
            '(' => self.group(start),
            '[' => Ok((self.class(start)?, true)),
            '\\' => self.atom_escape(start),
            '*' | '+' | '?' => Err(self.error_at(start, format!("`{c}` has nothing to repeat"))),
            '{' => Err(self.error_at(
                start,
                "`{` has nothing to repeat (a literal `{` is written `\\{` with the u flag)",
            )),
            '}' | ']' => Err(self.error_at(
                start,
                format!("a lone `{c}` is not allowed with the u flag (write `\\{c}`)"),
            )),
            c => Ok((literal(c as u32), true)),
        }
    }

    fn group(&mut self, start: usize) -> Result<(String, bool), String> {
        // The parser recurses once per group: a bound keeps a hostile pattern from exhausting
        // the stack (the regex crate's own nesting limit is 250).
        if self.depth >= MAX_NESTING {
            return Err(self.error_at(
                start,
                format!("groups nested more than {MAX_NESTING} deep are not supported"),
            ));
        }
        self.depth += 1;
        let result = self.group_body(start);
        self.depth -= 1;
        result
    }

    fn group_body(&mut self, start: usize) -> Result<(String, bool), String> {
        let mut quantifiable = true;
        if self.eat('?') {
            match self.peek() {
                Some(':') => self.pos += 1,
                Some('=') | Some('!') => {
                    self.pos += 1;
                    quantifiable = false;
                    let reason = format!(
                        "lookahead `{}…)` needs a backtracking engine",
                        self.text_since(start)
                    );
                    self.needs_backtracking(reason);
                }
                Some('<') if matches!(self.peek_at(1), Some('=') | Some('!')) => {
                    self.pos += 2;
                    quantifiable = false;
                    let reason = format!(
                        "lookbehind `{}…)` needs a backtracking engine",
                        self.text_since(start)
                    );
                    self.needs_backtracking(reason);
                }
                Some('<') => {
                    self.pos += 1;
                    let mut at = self.pos;
                    group_name(&self.chars, &mut at).map_err(|e| self.error_at(start, e))?;
                    self.pos = at;
                }
                Some('i' | 'm' | 's' | '-') => {
                    self.modifiers(start)?;
                    let reason = format!(
                        "the inline modifiers `{}…)` need the ECMA-262 engine",
                        self.text_since(start)
                    );
                    self.needs_backtracking(reason);
                }
                _ => {
                    return Err(self.error_at(
                        start,
                        "`(?` must be followed by `:`, `=`, `!`, `<=`, `<!`, `<name>` or modifiers",
                    ))
                }
            }
        }
        let inner = self.disjunction()?;
        if !self.eat(')') {
            return Err(self.error_at(start, "this group is not closed by `)`"));
        }
        Ok((format!("(?:{inner})"), quantifiable))
    }

    /// `(?ims-ims:`: each flag at most once, not both sides empty.
    fn modifiers(&mut self, start: usize) -> Result<(), String> {
        let mut seen = String::new();
        let mut count = 0;
        let mut dash = false;
        loop {
            match self.peek() {
                Some(c @ ('i' | 'm' | 's')) => {
                    if seen.contains(c) {
                        return Err(self.error_at(start, format!("the modifier `{c}` is repeated")));
                    }
                    seen.push(c);
                    count += 1;
                    self.pos += 1;
                }
                Some('-') if !dash => {
                    dash = true;
                    self.pos += 1;
                }
                Some(':') if count > 0 => {
                    self.pos += 1;
                    return Ok(());
                }
                _ => return Err(self.error_at(start, "malformed inline modifiers `(?…:`")),
            }
        }
    }

    /// After `\` outside a class.
    fn atom_escape(&mut self, start: usize) -> Result<(String, bool), String> {
        let Some(c) = self.peek() else {
            return Err(self.error_at(start, "the pattern ends with a lone `\\`"));
        };
        match c {
            'b' => {
                self.pos += 1;
                // ECMA's word characters are ASCII here; `(?-u:\b)` is the regex crate's
                // ASCII word boundary.
                Ok((r"(?-u:\b)".to_owned(), false))
            }
            'B' => {
                self.pos += 1;
                Ok((r"(?-u:\B)".to_owned(), false))
            }
            '1'..='9' => {
                let digits = self.digits().unwrap_or_default();
                let refers = digits
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n <= self.group_count);
                if refers.is_none() {
                    return Err(self.error_at(
                        start,
                        format!(
                            "`\\{digits}` refers to no group (the pattern has {} capturing group{}), and octal escapes are not allowed with the u flag",
                            self.group_count,
                            if self.group_count == 1 { "" } else { "s" }
                        ),
                    ));
                }
                self.needs_backtracking(format!(
                    "the backreference `\\{digits}` needs a backtracking engine"
                ));
                Ok((String::new(), true))
            }
            'k' => {
                self.pos += 1;
                if !self.eat('<') {
                    return Err(self.error_at(start, "`\\k` must be followed by `<name>`"));
                }
                let mut at = self.pos;
                let name = group_name(&self.chars, &mut at).map_err(|e| self.error_at(start, e))?;
                self.pos = at;
                if !self.group_names.contains(&name) {
                    return Err(self.error_at(start, format!("`\\k<{name}>` names no group")));
                }
                self.needs_backtracking(format!(
                    "the backreference `\\k<{name}>` needs a backtracking engine"
                ));
                Ok((String::new(), true))
            }
            _ => match self.class_escape(start, false)? {
                ClassAtom::Char(c) => Ok((literal(c), true)),
                ClassAtom::Set { negated, items } => Ok((class_text(negated, &items), true)),
            },
        }
    }

    /// After `\`: a character escape or a class escape (`\d`, `\p{…}`, …). Inside a class,
    /// `\b` is a backspace and `\-` a hyphen.
    fn class_escape(&mut self, start: usize, in_class: bool) -> Result<ClassAtom, String> {
        let Some(c) = self.peek() else {
            return Err(self.error_at(start, "the pattern ends with a lone `\\`"));
        };
        self.pos += 1;
        let set = |negated: bool, ranges: &[(u32, u32)]| ClassAtom::Set {
            negated,
            items: Items::ranges(ranges),
        };
        Ok(match c {
            'd' => set(false, DIGIT),
            'D' => set(true, DIGIT),
            'w' => set(false, WORD),
            'W' => set(true, WORD),
            's' => ClassAtom::Set {
                negated: false,
                items: space_items(),
            },
            'S' => ClassAtom::Set {
                negated: true,
                items: space_items(),
            },
            'p' | 'P' => self.property(start, c == 'P')?,
            't' => ClassAtom::Char(0x09),
            'n' => ClassAtom::Char(0x0A),
            'v' => ClassAtom::Char(0x0B),
            'f' => ClassAtom::Char(0x0C),
            'r' => ClassAtom::Char(0x0D),
            'b' if in_class => ClassAtom::Char(0x08),
            '-' if in_class => ClassAtom::Char('-' as u32),
            'c' => match self.peek() {
                Some(l) if l.is_ascii_alphabetic() => {
                    self.pos += 1;
                    ClassAtom::Char(l as u32 % 32)
                }
                _ => {
                    return Err(self.error_at(
                        start,
                        "`\\c` must be followed by an ASCII letter with the u flag",
                    ))
                }
            },
            '0' => {
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    return Err(self.error_at(
                        start,
                        "`\\0` followed by a digit is an octal escape, not allowed with the u flag",
                    ));
                }
                ClassAtom::Char(0)
            }
            'x' => {
                let hex = |c: Option<char>| c.and_then(|c| c.to_digit(16));
                match (hex(self.peek()), hex(self.peek_at(1))) {
                    (Some(h), Some(l)) => {
                        self.pos += 2;
                        ClassAtom::Char(h * 16 + l)
                    }
                    _ => {
                        return Err(self.error_at(
                            start,
                            "`\\x` must be followed by two hexadecimal digits with the u flag",
                        ))
                    }
                }
            }
            'u' => {
                let mut at = self.pos;
                let c = unicode_escape(&self.chars, &mut at).map_err(|e| self.error_at(start, e))?;
                self.pos = at;
                ClassAtom::Char(c)
            }
            c if is_syntax_char(c) || c == '/' => ClassAtom::Char(c as u32),
            c => {
                return Err(self.error_at(
                    start,
                    format!(
                        "`\\{c}` is not a valid escape with the u flag (only syntax characters `^$\\.*+?()[]{{}}|` and `/` may be escaped{})",
                        if in_class { ", and `-` inside a class" } else { "" }
                    ),
                ))
            }
        })
    }

    /// After `\p` or `\P`: `{Name}` or `{Name=Value}` with ECMA-262's exact names.
    fn property(&mut self, start: usize, negated: bool) -> Result<ClassAtom, String> {
        if !self.eat('{') {
            return Err(self.error_at(
                start,
                "`\\p` and `\\P` must be followed by `{…}` with the u flag",
            ));
        }
        let body_start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '=')
        {
            self.pos += 1;
        }
        let body: String = self.chars[body_start..self.pos].iter().collect();
        if !self.eat('}') {
            return Err(self.error_at(
                start,
                "a Unicode property escape `\\p{…}` is not closed by `}`",
            ));
        }
        let written = self.text_since(start);
        let regex_form = match body.split_once('=') {
            None => {
                if let Some(gc) = general_category(&body) {
                    gc
                } else if let Some(name) = binary_property(&body) {
                    format!(r"\p{{{name}}}")
                } else {
                    return Err(self.error_at(
                        start,
                        format!("`{written}`: `{body}` is not a General_Category value or binary property that ECMA-262 knows (names are case-sensitive; scripts are written `Script=…`)"),
                    ));
                }
            }
            Some((name, value)) => match name {
                "General_Category" | "gc" => general_category(value).ok_or_else(|| {
                    self.error_at(start, format!("`{written}`: `{value}` is not a General_Category value"))
                })?,
                "Script" | "sc" | "Script_Extensions" | "scx" => {
                    // Script names are checked against Unicode's list by regress (below, in
                    // `translate`); only their spelling is checked here.
                    let short = if name.starts_with("Script_") || name == "scx" { "scx" } else { "sc" };
                    if value.is_empty() || value.contains('=') {
                        return Err(self.error_at(start, format!("`{written}` is not a valid property escape")));
                    }
                    format!(r"\p{{{short}={value}}}")
                }
                _ => {
                    return Err(self.error_at(
                        start,
                        format!("`{written}`: only General_Category, Script and Script_Extensions take a value"),
                    ))
                }
            },
        };
        // Surrogates (gc=Cs) never occur in a Rust string: the regex crate has no such class.
        if regex_form == SURROGATE {
            return Ok(ClassAtom::Set {
                negated,
                items: Items::default(),
            });
        }
        if !property_known(&regex_form) {
            self.needs_backtracking(format!(
                "the regex crate does not know the Unicode property in `{written}`"
            ));
        }
        Ok(ClassAtom::Set {
            negated,
            items: Items {
                ranges: Vec::new(),
                parts: vec![regex_form],
            },
        })
    }

    /// After `[`: a class, to its `]`.
    fn class(&mut self, start: usize) -> Result<String, String> {
        let negated = self.eat('^');
        let mut items = Items::default();
        loop {
            let atom_start = self.pos;
            let first = match self.peek() {
                None => {
                    return Err(self.error_at(start, "this character class is not closed by `]`"))
                }
                Some(']') => {
                    self.pos += 1;
                    break;
                }
                Some(_) => self.class_atom(atom_start)?,
            };
            if self.peek() == Some('-') && self.peek_at(1).is_some_and(|c| c != ']') {
                self.pos += 1;
                let second_start = self.pos;
                let second = self.class_atom(second_start)?;
                match (first, second) {
                    (ClassAtom::Char(lo), ClassAtom::Char(hi)) => {
                        if lo > hi {
                            return Err(self.error_at(
                                atom_start,
                                format!("the range `{}` is out of order", self.text_since(atom_start)),
                            ));
                        }
                        items.ranges.push((lo, hi));
                    }
                    _ => {
                        return Err(self.error_at(
                            atom_start,
                            format!(
                                "`{}`: a class escape like `\\d` cannot be a range's end with the u flag",
                                self.text_since(atom_start)
                            ),
                        ))
                    }
                }
            } else {
                match first {
                    ClassAtom::Char(c) => items.ranges.push((c, c)),
                    ClassAtom::Set {
                        negated: false,
                        items: inner,
                    } => items.merge(inner),
                    ClassAtom::Set {
                        negated: true,
                        items: inner,
                    } => items.parts.push(class_text(true, &inner)),
                }
            }
        }
        Ok(class_text(negated, &items))
    }

    fn class_atom(&mut self, start: usize) -> Result<ClassAtom, String> {
        match self.peek() {
            Some('\\') => {
                self.pos += 1;
                self.class_escape(start, true)
            }
            Some(c) => {
                self.pos += 1;
                Ok(ClassAtom::Char(c as u32))
            }
            None => Err(self.error_at(start, "this character class is not closed by `]`")),
        }
    }
}

/// `a > b` for decimal numbers without leading zeros, of any length.
fn numeric_gt(a: &str, b: &str) -> bool {
    (a.len(), a) > (b.len(), b)
}

/// What gc=Cs becomes; it never reaches the output.
const SURROGATE: &str = r"\p{gc=Surrogate}";

/// The General_Category values and their aliases, as ECMA-262 accepts them (Unicode's
/// PropertyValueAliases.txt, matched exactly); the first name is the one written out.
const GENERAL_CATEGORIES: &[&[&str]] = &[
    &["Cased_Letter", "LC"],
    &["Close_Punctuation", "Pe"],
    &["Connector_Punctuation", "Pc"],
    &["Control", "Cc", "cntrl"],
    &["Currency_Symbol", "Sc"],
    &["Dash_Punctuation", "Pd"],
    &["Decimal_Number", "Nd", "digit"],
    &["Enclosing_Mark", "Me"],
    &["Final_Punctuation", "Pf"],
    &["Format", "Cf"],
    &["Initial_Punctuation", "Pi"],
    &["Letter", "L"],
    &["Letter_Number", "Nl"],
    &["Line_Separator", "Zl"],
    &["Lowercase_Letter", "Ll"],
    &["Mark", "M", "Combining_Mark"],
    &["Math_Symbol", "Sm"],
    &["Modifier_Letter", "Lm"],
    &["Modifier_Symbol", "Sk"],
    &["Nonspacing_Mark", "Mn"],
    &["Number", "N"],
    &["Open_Punctuation", "Ps"],
    &["Other", "C"],
    &["Other_Letter", "Lo"],
    &["Other_Number", "No"],
    &["Other_Punctuation", "Po"],
    &["Other_Symbol", "So"],
    &["Paragraph_Separator", "Zp"],
    &["Private_Use", "Co"],
    &["Punctuation", "P", "punct"],
    &["Separator", "Z"],
    &["Space_Separator", "Zs"],
    &["Spacing_Mark", "Mc"],
    &["Surrogate", "Cs"],
    &["Symbol", "S"],
    &["Titlecase_Letter", "Lt"],
    &["Unassigned", "Cn"],
    &["Uppercase_Letter", "Lu"],
];

/// The binary properties ECMA-262 accepts in `\p{…}` with the `u` flag (table-binary-unicode-
/// properties), each with its alias; the first name is the one written out.
const BINARY_PROPERTIES: &[&[&str]] = &[
    &["ASCII"],
    &["ASCII_Hex_Digit", "AHex"],
    &["Alphabetic", "Alpha"],
    &["Any"],
    &["Assigned"],
    &["Bidi_Control", "Bidi_C"],
    &["Bidi_Mirrored", "Bidi_M"],
    &["Case_Ignorable", "CI"],
    &["Cased"],
    &["Changes_When_Casefolded", "CWCF"],
    &["Changes_When_Casemapped", "CWCM"],
    &["Changes_When_Lowercased", "CWL"],
    &["Changes_When_NFKC_Casefolded", "CWKCF"],
    &["Changes_When_Titlecased", "CWT"],
    &["Changes_When_Uppercased", "CWU"],
    &["Dash"],
    &["Default_Ignorable_Code_Point", "DI"],
    &["Deprecated", "Dep"],
    &["Diacritic", "Dia"],
    &["Emoji"],
    &["Emoji_Component", "EComp"],
    &["Emoji_Modifier", "EMod"],
    &["Emoji_Modifier_Base", "EBase"],
    &["Emoji_Presentation", "EPres"],
    &["Extended_Pictographic", "ExtPict"],
    &["Extender", "Ext"],
    &["Grapheme_Base", "Gr_Base"],
    &["Grapheme_Extend", "Gr_Ext"],
    &["Hex_Digit", "Hex"],
    &["IDS_Binary_Operator", "IDSB"],
    &["IDS_Trinary_Operator", "IDST"],
    &["ID_Continue", "IDC"],
    &["ID_Start", "IDS"],
    &["Ideographic", "Ideo"],
    &["Join_Control", "Join_C"],
    &["Logical_Order_Exception", "LOE"],
    &["Lowercase", "Lower"],
    &["Math"],
    &["Noncharacter_Code_Point", "NChar"],
    &["Pattern_Syntax", "Pat_Syn"],
    &["Pattern_White_Space", "Pat_WS"],
    &["Quotation_Mark", "QMark"],
    &["Radical"],
    &["Regional_Indicator", "RI"],
    &["Sentence_Terminal", "STerm"],
    &["Soft_Dotted", "SD"],
    &["Terminal_Punctuation", "Term"],
    &["Unified_Ideograph", "UIdeo"],
    &["Uppercase", "Upper"],
    &["Variation_Selector", "VS"],
    &["White_Space", "space"],
    &["XID_Continue", "XIDC"],
    &["XID_Start", "XIDS"],
];

/// `\p{gc=…}` for an exact General_Category name or alias.
fn general_category(name: &str) -> Option<String> {
    GENERAL_CATEGORIES
        .iter()
        .find(|names| names.contains(&name))
        .map(|names| format!(r"\p{{gc={}}}", names[0]))
}

/// The canonical name of an exact binary property name or alias.
fn binary_property(name: &str) -> Option<&'static str> {
    BINARY_PROPERTIES
        .iter()
        .find(|names| names.contains(&name))
        .map(|names| names[0])
}

/// Whether the regex crate (with the runtime's features) knows a property escape.
fn property_known(escape: &str) -> bool {
    regex::Regex::new(escape).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn linear(p: &str) -> String {
        match translate(p) {
            Ok(Translation::Linear(r)) => r,
            other => panic!("{p}: {other:?}"),
        }
    }

    #[test]
    fn shorthands_are_spelled_out() {
        assert_eq!(linear(r"^\d+$"), r"\A[0-9]+\z");
        assert_eq!(linear(r"\w"), "[0-9A-Z_a-z]");
        assert_eq!(linear(r"[^\W]"), r"[^[^0-9A-Z_a-z]]");
        assert_eq!(linear("a.b"), r"a[^\x{A}\x{D}\x{2028}-\x{2029}]b");
    }

    #[test]
    fn every_property_name_is_known_or_falls_back() {
        for names in GENERAL_CATEGORIES.iter().chain(BINARY_PROPERTIES) {
            for name in names.iter() {
                let p = format!(r"\p{{{name}}}");
                assert!(translate(&p).is_ok(), "{p}: {:?}", translate(&p));
            }
        }
    }
}
