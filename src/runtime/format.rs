//! The JSON Schema 2020-12 `format` values the runtime asserts: one exact, linear-time check per
//! format, following its RFC and the official test suite's `optional/format` cases.
//!
//! Every check reads the whole string and nothing else: no trimming, no trailing newline, no
//! surrounding brackets or quotes. The grammars are small enough to parse by hand, which keeps
//! each check linear in the input and free of backtracking; the hard parts of internationalized
//! host names (normalization, the Bidi rule, joiners) come from the `idna` crate, and regular
//! expressions are compiled by `regress`, the ECMA-262 engine the crate already uses for
//! `pattern`.

mod idn;
mod idna_table;
mod uri;

use crate::runtime::datetime::parse_fields;

/// A format the runtime asserts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// `date-time`: an RFC 3339 `date-time`, such as `1985-04-12T23:20:50.52Z`.
    DateTime,
    /// `date`: an RFC 3339 `full-date`, such as `1985-04-12`.
    Date,
    /// `time`: an RFC 3339 `full-time` (the offset is required), such as `23:20:50.52Z`.
    Time,
    /// `duration`: an RFC 3339 appendix A duration, such as `P3DT4H`.
    Duration,
    /// `email`: an RFC 5321 `Mailbox`, such as `joe@example.com`.
    Email,
    /// `idn-email`: an RFC 6531 `Mailbox`, which also allows non-ASCII characters.
    IdnEmail,
    /// `hostname`: an RFC 1123 host name whose `xn--` labels are valid IDNA2008 A-labels.
    Hostname,
    /// `idn-hostname`: a host name whose labels are valid IDNA2008 (RFC 5890-5893) labels.
    IdnHostname,
    /// `ipv4`: a dotted-quad IPv4 address (RFC 2673), such as `192.0.2.1`.
    Ipv4,
    /// `ipv6`: an RFC 4291 IPv6 address, such as `2001:db8::1`, without a zone.
    Ipv6,
    /// `uri`: an RFC 3986 URI, which has a scheme.
    Uri,
    /// `uri-reference`: an RFC 3986 URI reference: a URI or a relative reference.
    UriReference,
    /// `iri`: an RFC 3987 IRI, which has a scheme.
    Iri,
    /// `iri-reference`: an RFC 3987 IRI reference.
    IriReference,
    /// `uri-template`: an RFC 6570 URI template (level 4).
    UriTemplate,
    /// `uuid`: an RFC 4122 UUID in its 8-4-4-4-12 hexadecimal form.
    Uuid,
    /// `json-pointer`: an RFC 6901 JSON pointer, such as `/a/b~1c`.
    JsonPointer,
    /// `relative-json-pointer`: a relative JSON pointer, such as `1/a` or `0#`.
    RelativeJsonPointer,
    /// `regex`: an ECMA-262 regular expression (compiled with the `u` flag).
    Regex,
}

/// Every format with its name in a schema, in the order of [`Format`]'s variants.
const NAMES: [(Format, &str); 19] = [
    (Format::DateTime, "date-time"),
    (Format::Date, "date"),
    (Format::Time, "time"),
    (Format::Duration, "duration"),
    (Format::Email, "email"),
    (Format::IdnEmail, "idn-email"),
    (Format::Hostname, "hostname"),
    (Format::IdnHostname, "idn-hostname"),
    (Format::Ipv4, "ipv4"),
    (Format::Ipv6, "ipv6"),
    (Format::Uri, "uri"),
    (Format::UriReference, "uri-reference"),
    (Format::Iri, "iri"),
    (Format::IriReference, "iri-reference"),
    (Format::UriTemplate, "uri-template"),
    (Format::Uuid, "uuid"),
    (Format::JsonPointer, "json-pointer"),
    (Format::RelativeJsonPointer, "relative-json-pointer"),
    (Format::Regex, "regex"),
];

impl Format {
    /// The format a schema names, such as `"date-time"` for [`Format::DateTime`]; `None` for a
    /// name this runtime does not assert (names are case-sensitive, as in JSON Schema).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Format> {
        NAMES
            .iter()
            .find(|(_, known)| *known == name)
            .map(|(format, _)| *format)
    }

    /// The format's name in a schema (`"date-time"`, ...).
    #[must_use]
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(format, _)| *format == self)
            .map_or("", |(_, name)| name)
    }

    /// A noun phrase for error messages, e.g. "an RFC 3339 date", "an IPv4 address".
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            Format::DateTime => "an RFC 3339 date-time",
            Format::Date => "an RFC 3339 date",
            Format::Time => "an RFC 3339 time with an offset",
            Format::Duration => "an RFC 3339 duration",
            Format::Email => "an email address",
            Format::IdnEmail => "an internationalized email address",
            Format::Hostname => "a host name",
            Format::IdnHostname => "an internationalized host name",
            Format::Ipv4 => "an IPv4 address",
            Format::Ipv6 => "an IPv6 address",
            Format::Uri => "an absolute URI",
            Format::UriReference => "a URI reference",
            Format::Iri => "an absolute IRI",
            Format::IriReference => "an IRI reference",
            Format::UriTemplate => "a URI template",
            Format::Uuid => "a UUID",
            Format::JsonPointer => "a JSON pointer",
            Format::RelativeJsonPointer => "a relative JSON pointer",
            Format::Regex => "an ECMA-262 regular expression",
        }
    }

    /// Whether `text` is valid in this format. Runs in time linear in `text`'s length.
    #[must_use]
    pub fn check(self, text: &str) -> bool {
        match self {
            Format::DateTime => parse_fields(text.as_bytes()).is_ok(),
            Format::Date => is_date(text),
            Format::Time => is_time(text),
            Format::Duration => is_duration(text),
            Format::Email => is_email(text, false),
            Format::IdnEmail => is_email(text, true),
            Format::Hostname => idn::is_hostname(text),
            Format::IdnHostname => idn::is_idn_hostname(text),
            Format::Ipv4 => is_ipv4(text),
            Format::Ipv6 => is_ipv6(text),
            Format::Uri => uri::is_uri(text, uri::Kind::Uri),
            Format::UriReference => uri::is_uri(text, uri::Kind::UriReference),
            Format::Iri => uri::is_uri(text, uri::Kind::Iri),
            Format::IriReference => uri::is_uri(text, uri::Kind::IriReference),
            Format::UriTemplate => uri::is_uri_template(text),
            Format::Uuid => is_uuid(text),
            Format::JsonPointer => is_json_pointer(text),
            Format::RelativeJsonPointer => is_relative_json_pointer(text),
            Format::Regex => is_regex(text),
        }
    }
}

/// RFC 3339 `full-date`: checked by the `date-time` parser at midnight UTC, so both formats
/// share one calendar (`0000`-`9999`, days that exist, ASCII digits only).
fn is_date(text: &str) -> bool {
    // The parser reads exactly 10 bytes of date and then needs the `T`, so only a 10-byte
    // `text` can pass, and all of it is the date.
    text.len() == 10 && parse_fields(format!("{text}T00:00:00Z").as_bytes()).is_ok()
}

/// RFC 3339 `full-time`, offset required: checked by the `date-time` parser on a fixed date,
/// so a leap second is valid exactly when the time is 23:59:60 in UTC (`15:59:60-08:00`).
fn is_time(text: &str) -> bool {
    // The parser reads exactly `yyyy-mm-ddT` before the time, so all of `text` is the time.
    parse_fields(format!("2000-01-01T{text}").as_bytes()).is_ok()
}

/// RFC 3339 appendix A `duration`:
///
/// ```text
/// duration   = "P" (dur-date / dur-time / dur-week)
/// dur-date   = (dur-day / dur-month / dur-year) [dur-time]
/// dur-time   = "T" (dur-hour / dur-minute / dur-second)
/// dur-year   = 1*DIGIT "Y" [dur-month]     dur-hour   = 1*DIGIT "H" [dur-minute]
/// dur-month  = 1*DIGIT "M" [dur-day]       dur-minute = 1*DIGIT "M" [dur-second]
/// dur-day    = 1*DIGIT "D"                 dur-second = 1*DIGIT "S"
/// dur-week   = 1*DIGIT "W"
/// ```
///
/// So each part is a run of consecutive units (`P1Y2M`, `P1M2D` but not `P1Y2D`), weeks stand
/// alone, and there are no fractions or signs.
fn is_duration(text: &str) -> bool {
    let Some(rest) = text.strip_prefix('P') else {
        return false;
    };
    let (date, time) = match rest.split_once('T') {
        Some((date, time)) => (date, Some(time)),
        None => (rest, None),
    };
    if time.is_none() && is_number_then(date, b'W') {
        return true;
    }
    let date_ok = date.is_empty() || units_in_a_row(date, b"YMD");
    let time_ok = time.is_none_or(|time| units_in_a_row(time, b"HMS"));
    // "P" alone and "PT" alone name no unit.
    date_ok && time_ok && !(date.is_empty() && time.is_none_or(str::is_empty))
}

/// Whether `text` is one or more digits followed by `unit` and nothing else.
fn is_number_then(text: &str, unit: u8) -> bool {
    match text.as_bytes().split_last() {
        Some((&last, digits)) => last == unit && !digits.is_empty() && all_digits(digits),
        None => false,
    }
}

/// Whether `text` is one or more `digits unit` elements whose units are consecutive entries of
/// `units` in order (`1H2M`, `2M3S`; not `1H3S` or `2M1H`).
fn units_in_a_row(text: &str, units: &[u8]) -> bool {
    let bytes = text.as_bytes();
    let mut next_unit = None::<usize>;
    let mut start = 0;
    let mut elements = 0;
    while start < bytes.len() {
        let digits = bytes[start..]
            .iter()
            .take_while(|byte| byte.is_ascii_digit())
            .count();
        let Some(&unit) = bytes.get(start + digits) else {
            return false;
        };
        let Some(index) = units.iter().position(|&known| known == unit) else {
            return false;
        };
        if digits == 0 || next_unit.is_some_and(|expected| expected != index) {
            return false;
        }
        next_unit = Some(index + 1);
        start += digits + 1;
        elements += 1;
    }
    elements > 0
}

fn all_digits(bytes: &[u8]) -> bool {
    bytes.iter().all(u8::is_ascii_digit)
}

/// A dotted-quad IPv4 address: four decimal numbers `0`-`255`, without leading zeros (which
/// some parsers read as octal), signs or any other notation (RFC 2673 section 3.2).
fn is_ipv4(text: &str) -> bool {
    // Read byte by byte: a member's address is checked once per document, often millions of
    // times per run, and splitting into parts costs more than the check itself.
    let bytes = text.as_bytes();
    let mut at = 0;
    for part in 0..4 {
        if part > 0 {
            if bytes.get(at) != Some(&b'.') {
                return false;
            }
            at += 1;
        }
        let start = at;
        let mut value = 0u32;
        while let Some(digit) = bytes
            .get(at)
            .filter(|b| b.is_ascii_digit() && at - start < 3)
        {
            value = value * 10 + u32::from(digit - b'0');
            at += 1;
        }
        let digits = at - start;
        if digits == 0 || value > 255 || (digits > 1 && bytes[start] == b'0') {
            return false;
        }
    }
    at == bytes.len()
}

/// An RFC 4291 section 2.2 IPv6 address: eight groups of one to four hexadecimal digits, one
/// `::` standing for one or more zero groups, and optionally a dotted-quad IPv4 address (see
/// [`is_ipv4`]) in place of the last two groups. No zone (`%eth0`), prefix length or brackets.
fn is_ipv6(text: &str) -> bool {
    // Without a "::" there are exactly eight groups; with one, at most seven.
    let (head, tail, compressed) = match text.split_once("::") {
        Some((head, tail)) => (head, tail, true),
        None => (text, "", false),
    };
    let Some(head_groups) = ipv6_groups(head, !compressed) else {
        return false;
    };
    let Some(tail_groups) = ipv6_groups(tail, true) else {
        return false;
    };
    if compressed {
        // A second "::" leaves an empty group in the tail, which `ipv6_groups` refuses; an
        // IPv4 part may only end the address, so it is never in the head.
        head_groups.1 == 0 && head_groups.0 + tail_groups.0 + tail_groups.1 * 2 <= 7
    } else {
        head_groups.0 + head_groups.1 * 2 == 8
    }
}

/// Counts the hexadecimal groups and trailing IPv4 parts (0 or 1) of a `:`-separated run; the
/// empty run has none. `None` when a group is empty or malformed, or an IPv4 part is anywhere but
/// last (`allow_ipv4` false forbids it entirely).
fn ipv6_groups(run: &str, allow_ipv4: bool) -> Option<(usize, usize)> {
    if run.is_empty() {
        return Some((0, 0));
    }
    let mut groups = 0;
    let mut pieces = run.split(':').peekable();
    while let Some(piece) = pieces.next() {
        if pieces.peek().is_none() && allow_ipv4 && piece.contains('.') {
            return is_ipv4(piece).then_some((groups, 1));
        }
        if piece.is_empty() || piece.len() > 4 || !piece.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        groups += 1;
    }
    Some((groups, 0))
}

/// An RFC 4122 UUID as `8-4-4-4-12` hexadecimal digits in either case. Any version and variant
/// nibble is accepted: the format is the textual shape, and RFC 9562 has since defined more.
fn is_uuid(text: &str) -> bool {
    // Every byte tested, with no early exit and no table to load from, against the hyphens'
    // places: one short loop the compiler can vectorize (every document of a log has a UUID
    // or two).
    let Ok(bytes) = <&[u8; 36]>::try_from(text.as_bytes()) else {
        return false;
    };
    bytes
        .iter()
        .zip(UUID_HYPHENS)
        .fold(true, |all, (&byte, hyphen)| {
            all & if hyphen {
                byte == b'-'
            } else {
                byte.is_ascii_hexdigit()
            }
        })
}

/// Where a UUID's hyphens are: after 8, 12, 16 and 20 of its 32 hexadecimal digits.
const UUID_HYPHENS: [bool; 36] = {
    let mut hyphens = [false; 36];
    hyphens[8] = true;
    hyphens[13] = true;
    hyphens[18] = true;
    hyphens[23] = true;
    hyphens
};

/// An RFC 6901 JSON pointer: empty, or `/`-prefixed reference tokens in which every `~` is
/// followed by `0` or `1`. Any other character, control characters included, may appear.
fn is_json_pointer(text: &str) -> bool {
    if text.is_empty() {
        return true;
    }
    if !text.starts_with('/') {
        return false;
    }
    let mut bytes = text.bytes();
    while let Some(byte) = bytes.next() {
        if byte == b'~' && !matches!(bytes.next(), Some(b'0' | b'1')) {
            return false;
        }
    }
    true
}

/// A relative JSON pointer (draft-bhutton-relative-json-pointer-00, which JSON Schema 2020-12
/// cites): a non-negative integer without leading zeros, then either `#` or a JSON pointer.
fn is_relative_json_pointer(text: &str) -> bool {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let (number, rest) = text.split_at(digits);
    if number.is_empty() || (number.len() > 1 && number.starts_with('0')) {
        return false;
    }
    rest == "#" || is_json_pointer(rest)
}

/// The most `|` a `regex` may hold: `regress` compiles a disjunction in time quadratic in its
/// alternatives and recurses once per alternative, so 100 000 of them overflow the stack. At
/// 1 000, with `regress`'s own limit of 255 nested groups, compiling takes a few milliseconds and
/// less than 1 MiB of stack.
const MAX_REGEX_ALTERNATIVES: usize = 1000;

/// An ECMA-262 regular expression, as `regress` compiles it with the `u` (Unicode) flag, with
/// at most [`MAX_REGEX_ALTERNATIVES`] `|` characters (anywhere, escaped or not).
///
/// The flag matters: without it, ECMA-262 annex B accepts any identity escape (`\a` is `a`),
/// lone braces and brackets; the suite requires `\a` to be refused, which is the Unicode-mode
/// grammar.
fn is_regex(text: &str) -> bool {
    text.bytes().filter(|&byte| byte == b'|').count() <= MAX_REGEX_ALTERNATIVES
        && regress::Regex::with_flags(text, "u").is_ok()
}

/// RFC 5321 `Mailbox` (`idn` false) or RFC 6531 `Mailbox` (`idn` true):
///
/// ```text
/// Mailbox       = Local-part "@" ( Domain / address-literal )
/// Local-part    = Dot-string / Quoted-string            ; at most 64 octets (RFC 5321 4.5.3.1.1)
/// Dot-string    = Atom *("." Atom)                      Atom = 1*atext
/// Quoted-string = DQUOTE *(qtextSMTP / "\" %d32-126) DQUOTE
/// address-literal = "[" ( IPv4-address / "IPv6:" IPv6-address ) "]"
/// ```
///
/// RFC 6531 adds every non-ASCII character to `atext` and `qtextSMTP` and allows U-labels in
/// the domain. The general address literal (`[tag:content]`) is refused: it needs a tag
/// registered with IANA, and none is but `IPv6`.
fn is_email(text: &str, idn: bool) -> bool {
    let Some((local, domain)) = split_mailbox(text, idn) else {
        return false;
    };
    if local.len() > 64 {
        return false;
    }
    if let Some(literal) = domain.strip_prefix('[') {
        let Some(literal) = literal.strip_suffix(']') else {
            return false;
        };
        return match literal.get(..5) {
            Some(tag) if tag.eq_ignore_ascii_case("IPv6:") => is_ipv6(&literal[5..]),
            _ => is_ipv4(literal),
        };
    }
    if idn {
        idn::is_idn_email_domain(domain)
    } else {
        idn::is_hostname(domain)
    }
}

/// Splits a mailbox after its local part, which is read by its grammar so a quoted `@` does not
/// end it; returns the local part and the text after its `@`.
fn split_mailbox(text: &str, idn: bool) -> Option<(&str, &str)> {
    let bytes = text.as_bytes();
    let end = if bytes.first() == Some(&b'"') {
        let mut index = 1;
        loop {
            match *bytes.get(index)? {
                b'"' => break index + 1,
                b'\\' if matches!(bytes.get(index + 1), Some(32..=126)) => index += 2,
                32 | 33 | 35..=91 | 93..=126 => index += 1,
                128.. if idn => index += 1,
                _ => return None,
            }
        }
    } else {
        // Dot-separated atoms, none empty, read up to the `@` in one pass.
        let mut after_dot = true;
        let mut index = 0;
        loop {
            match *bytes.get(index)? {
                b'@' if !after_dot => break index,
                b'.' if !after_dot => after_dot = true,
                byte if is_atext(byte) || (idn && !byte.is_ascii()) => after_dot = false,
                _ => return None,
            }
            index += 1;
        }
    };
    let (local, rest) = text.split_at(end);
    Some((local, rest.strip_prefix('@')?))
}

/// RFC 5322 `atext`: letters, digits and ``!#$%&'*+-/=?^_`{|}~``.
fn is_atext(byte: u8) -> bool {
    ATEXT[usize::from(byte)]
}

/// [`is_atext`] by byte value.
static ATEXT: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric()
            || matches!(b, b'!' | b'#'..=b'\'' | b'*' | b'+' | b'-' | b'/' | b'=' | b'?' | b'^'..=b'`' | b'{'..=b'~');
        byte += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::path::Path;

    /// Cases where this module deliberately decides differently from the official suite, as
    /// `(format, data)`, each with its reason in a comment. None so far.
    const DIFFERENCES: &[(&str, &str)] = &[];

    #[test]
    fn atext_table_is_rfc_5322s_list() {
        for byte in 0..=255u8 {
            let listed = byte.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&byte);
            assert_eq!(is_atext(byte), listed, "byte {byte}");
        }
    }

    /// How many string cases of the suite each format has, so a suite update that adds or drops
    /// cases is noticed.
    const EXPECTED_CASES: [(&str, usize); 19] = [
        ("date", 75),
        ("date-time", 27),
        ("duration", 46),
        ("email", 21),
        ("hostname", 58),
        ("idn-email", 12),
        ("idn-hostname", 84),
        ("ipv4", 35),
        ("ipv6", 36),
        ("iri", 18),
        ("iri-reference", 7),
        ("json-pointer", 34),
        ("regex", 14),
        ("relative-json-pointer", 19),
        ("time", 41),
        ("uri", 40),
        ("uri-reference", 22),
        ("uri-template", 32),
        ("uuid", 22),
    ];

    #[test]
    fn names_round_trip() {
        for (format, name) in NAMES {
            assert_eq!(Format::from_name(name), Some(format));
            assert_eq!(format.name(), name);
            assert!(format.describe().starts_with("a"), "{format:?}");
        }
        assert_eq!(Format::from_name("Date-Time"), None);
        assert_eq!(Format::from_name("unknown"), None);
        assert_eq!(Format::from_name(""), None);
    }

    /// Runs every `optional/format` case of the vendored JSON-Schema-Test-Suite whose schema is
    /// `{"format": X}` and whose data is a string.
    #[test]
    fn official_suite_optional_format() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("suite/vendor/tests/draft2020-12/optional/format");
        let mut files: Vec<_> = std::fs::read_dir(&folder)
            .expect("the vendored suite is present")
            .map(|entry| entry.expect("a readable entry").path())
            .collect();
        files.sort();
        let mut counts: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
        let (mut unknown, mut skipped_non_strings, mut failures) = (0, 0, Vec::new());
        for file in &files {
            let text = std::fs::read_to_string(file).expect("a readable file");
            let groups: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
            for group in groups.as_array().expect("an array of groups") {
                let schema = group["schema"].as_object().expect("an object schema");
                let Some(name) = schema.get("format").and_then(|name| name.as_str()) else {
                    continue;
                };
                assert!(
                    schema.keys().all(|key| key == "format" || key == "$schema"),
                    "{}: a schema with more than format: {schema:?}",
                    file.display()
                );
                let Some(format) = Format::from_name(name) else {
                    assert_eq!(name, "unknown", "{}", file.display());
                    unknown += 1;
                    continue;
                };
                for case in group["tests"].as_array().expect("an array of tests") {
                    let Some(data) = case["data"].as_str() else {
                        skipped_non_strings += 1;
                        continue;
                    };
                    let expected = case["valid"].as_bool().expect("a boolean verdict");
                    let entry = counts.entry(format.name()).or_default();
                    entry.0 += 1;
                    if DIFFERENCES.contains(&(format.name(), data)) {
                        continue;
                    }
                    if format.check(data) == expected {
                        entry.1 += 1;
                    } else {
                        failures.push(format!(
                            "{}: {data:?} should be {}: {}",
                            format.name(),
                            if expected { "valid" } else { "invalid" },
                            case["description"]
                        ));
                    }
                }
            }
        }
        let total: usize = counts.values().map(|(ran, _)| ran).sum();
        for (name, (ran, passed)) in &counts {
            println!("{name}: {passed}/{ran} suite cases agree");
        }
        println!(
            "{total} string cases in all ({} deliberate differences), {skipped_non_strings} \
             non-string cases skipped, {unknown} unknown-format group(s)",
            DIFFERENCES.len()
        );
        assert!(
            failures.is_empty(),
            "{} disagreements:\n{}",
            failures.len(),
            failures.join("\n")
        );
        let ran: Vec<(&str, usize)> = counts
            .iter()
            .map(|(name, (ran, _))| (*name, *ran))
            .collect();
        assert_eq!(ran, EXPECTED_CASES);
        assert_eq!(total, 643);
        assert_eq!(unknown, 1, "unknown.json's group");
    }
    /// Cases beyond the suite: each format's boundaries, and the decisions the suite leaves open.
    const OWN_CASES: &[(Format, &str, bool)] = &[
        // date and time share the date-time parser's calendar and leap-second rule.
        (Format::Date, "2024-02-29", true),
        (Format::Date, "2023-02-29", false),
        (Format::Date, "0000-01-01", true),
        (Format::Date, "2024-01-01T", false),
        (Format::Date, "2024-1-01", false),
        (Format::Time, "00:00:00.000000000000000000001Z", true),
        (
            Format::Time,
            "00:00:00.0000000000000000000000000000000000000000000000000000000000001Z",
            true,
        ),
        (Format::Time, "23:59:60.5Z", true),
        (Format::Time, "12:00:00+23:59", true),
        (Format::Time, "12:00:00.", false),
        (Format::Time, "12:00:00Zx", false),
        (Format::Time, "", false),
        (Format::DateTime, "2024-06-01T12:00:00Z", true),
        // duration: units in grammar order, consecutive, no fractions.
        (Format::Duration, "P1Y2M3DT4H5M6S", true),
        (Format::Duration, "PT1S", true),
        (Format::Duration, "P1W", true),
        (Format::Duration, "P1DT", false),
        (Format::Duration, "P1M1M", false),
        (Format::Duration, "PT1S1M", false),
        (Format::Duration, "P1H", false),
        (Format::Duration, "PT1Y", false),
        (Format::Duration, "P1DT1H1S", false),
        (Format::Duration, "PTT1H", false),
        (Format::Duration, "P1D1D", false),
        (Format::Duration, "PW", false),
        (Format::Duration, "p1D", false),
        // email: the local part is at most 64 octets; only IPv4 and IPv6 literals.
        (Format::Email, "a@b", true),
        (Format::Email, "\"\"@example.com", true),
        (Format::Email, "\"a\\\"b\"@example.com", true),
        (Format::Email, "\"a\\\u{1}\"@example.com", false),
        (Format::Email, "\"a\"b@example.com", false),
        (Format::Email, "\"unterminated@example.com", false),
        (Format::Email, "joe@[IPv6:2001:db8::1]", true),
        (Format::Email, "joe@[ipv6:::1]", true),
        (Format::Email, "joe@[IPv6:1.2.3.4]", false),
        (Format::Email, "joe@[x-tag:content]", false),
        (Format::Email, "joe@[127.0.0.1", false),
        (Format::Email, "joe@example..com", false),
        (Format::Email, "joe@-example.com", false),
        (Format::Email, "joe@xn--X.com", false),
        (Format::Email, "δοκιμή@example.com", false),
        (Format::Email, "joe@café.com", false),
        (
            Format::Email,
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com",
            false,
        ),
        (
            Format::IdnEmail,
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com",
            false,
        ),
        (Format::IdnEmail, "joe@café.com", true),
        (Format::IdnEmail, "joe@exa_mple.com", false),
        (Format::IdnEmail, "joe@a\u{00A1}.com", false),
        (Format::IdnEmail, "joe@", false),
        // hostname: RFC 1123 labels; an xn-- label must be a valid A-label.
        (Format::Hostname, "EXAMPLE.com", true),
        (Format::Hostname, "ab--cd.com", true),
        (Format::Hostname, "xn--bcher-kva.example", true),
        (Format::Hostname, "XN--BCHER-KVA.example", true),
        (Format::Hostname, "xn--bcher-kva-.example", false),
        (Format::Hostname, "xn--.example", false),
        (Format::Hostname, "a", true),
        (Format::Hostname, "0", true),
        (Format::Hostname, "a b", false),
        (Format::Hostname, "bücher.example", false),
        // idn-hostname: IDNA2008, stricter than UTS 46 processing.
        (Format::IdnHostname, "bücher.example", true),
        // RFC 5892 disallows ASCII capitals in a U-label (an ASCII label may have them).
        (Format::IdnHostname, "Bücher.example", false),
        (Format::IdnHostname, "bücher.EXAMPLE", true),
        (Format::IdnHostname, "L·L", false),
        (Format::IdnHostname, "BÜCHER.example", false),
        (Format::IdnHostname, "bu\u{0308}cher.example", false),
        (Format::IdnHostname, "ab--cd.com", true),
        (Format::IdnHostname, "büc--her.example", true),
        (Format::IdnHostname, "bü--cher.example", false),
        (Format::IdnHostname, "bü-cher-.example", false),
        (Format::IdnHostname, "xn--bcher-kva.example", true),
        (Format::IdnHostname, "a\u{00A1}b", false),
        (Format::IdnHostname, "a\u{2010}b", false),
        (Format::IdnHostname, "a\u{055A}b", false),
        (Format::IdnHostname, "a\u{19DA}", false),
        (Format::IdnHostname, "\u{FF41}", false),
        (Format::IdnHostname, "a\u{00AD}b", false),
        (Format::IdnHostname, "ex_ample", false),
        (Format::IdnHostname, "l·l·l", true),
        (Format::IdnHostname, "l··l", false),
        (Format::IdnHostname, "l·ll·l", true),
        (Format::IdnHostname, "͵β", true),
        (Format::IdnHostname, "β͵", false),
        (Format::IdnHostname, "ב׳", true),
        (Format::IdnHostname, "・ｱ", false),
        (Format::IdnHostname, "ア・", true),
        // Arabic-Indic digits alone break the Bidi rule: a label must not begin with AN.
        (Format::IdnHostname, "\u{0663}\u{0664}", false),
        (Format::IdnHostname, "\u{0628}\u{0663}\u{0664}", true),
        (Format::IdnHostname, "\u{05D0}\u{05D1}.com", true),
        (Format::IdnHostname, "\u{05D0}a", false),
        (Format::IdnHostname, "1.\u{05D0}", false),
        // ipv4 and ipv6.
        (Format::Ipv4, "1.2.3.4", true),
        (Format::Ipv4, "01.2.3.4", false),
        (Format::Ipv4, "1.2.3.0", true),
        (Format::Ipv4, "1.2.3.00", false),
        (Format::Ipv4, "1000.2.3.4", false),
        (Format::Ipv4, "1.2.3.4.", false),
        (Format::Ipv6, "1::", true),
        (Format::Ipv6, "1::2:3:4:5:6:7", true),
        (Format::Ipv6, "1:2:3:4:5:6:7::", true),
        (Format::Ipv6, "::1:2:3:4:5:6:7", true),
        (Format::Ipv6, "1:2:3:4:5:6:7:8::", false),
        (Format::Ipv6, "::1:2:3:4:5:6:7:8", false),
        (Format::Ipv6, "1:2:3:4:5:6::1.2.3.4", false),
        (Format::Ipv6, "1:2:3:4:5::1.2.3.4", true),
        (Format::Ipv6, "1:2:3:4:5:6:1.2.3.4", true),
        (Format::Ipv6, "::1.2.3.4", true),
        (Format::Ipv6, "1.2.3.4::", false),
        (Format::Ipv6, "::1.2.3.4:1", false),
        (Format::Ipv6, "ABCD:EF01::", true),
        (Format::Ipv6, "::0001", true),
        (Format::Ipv6, "::00001", false),
        (Format::Ipv6, ":::", false),
        (Format::Ipv6, "", false),
        // URIs and IRIs.
        (Format::Uri, "a:", true),
        (Format::Uri, "A+b-c.d:x", true),
        (Format::Uri, "http://[v1.x]/", true),
        (Format::Uri, "http://[v1.]/", false),
        (Format::Uri, "http://[vg.x]/", false),
        (Format::Uri, "http://[::1]:80/", true),
        (Format::Uri, "http://[::1]x/", false),
        (Format::Uri, "http://[::1/", false),
        (Format::Uri, "http://h:/", true),
        (Format::Uri, "http://u:p@h/", true),
        (Format::Uri, "http://h/a?b#c?d/e", true),
        (Format::Uri, "http://h/#a#b", false),
        (Format::Uri, "http://h/%7e%7E", true),
        (Format::Uri, "http://h/ä", false),
        (Format::Iri, "http://h/ä", true),
        (Format::Iri, "http://h/\u{E000}", false),
        (Format::Iri, "http://h/?\u{E000}", true),
        (Format::Iri, "http://h/\u{FFFE}", false),
        (Format::Iri, "http://h/\u{1FFFE}", false),
        (Format::Iri, "http://h/\u{E0001}", false),
        (Format::Iri, "http://h/\u{E1000}", true),
        (Format::Iri, "http://h/\u{85}", false),
        (Format::UriReference, "a/b:c", true),
        (Format::UriReference, "a:b/c", true),
        (Format::UriReference, "%41:b", false),
        (Format::UriReference, "?", true),
        (Format::UriReference, "#", true),
        (Format::IriReference, "ä:b", false),
        (Format::IriReference, "./ä:b", true),
        (Format::IriReference, "//ä/?\u{F0000}", true),
        // uri-template: level 4 operators only.
        (Format::UriTemplate, "{var:1}{var*}{+a,b}", true),
        (Format::UriTemplate, "{=var}", false),
        (Format::UriTemplate, "{!var}", false),
        (Format::UriTemplate, "{var:1*}", false),
        (Format::UriTemplate, "{var*:1}", false),
        (Format::UriTemplate, "{.a.b_c%41}", true),
        (Format::UriTemplate, "{a.}", false),
        (Format::UriTemplate, "{.}", false),
        (Format::UriTemplate, "{{a}}", false),
        (Format::UriTemplate, "{a", false),
        (Format::UriTemplate, "%4", false),
        (Format::UriTemplate, "a\u{E000}b", true),
        (Format::UriTemplate, "a\u{FFFE}b", false),
        (Format::UriTemplate, "a\"b", false),
        // uuid, json-pointer, relative-json-pointer.
        (Format::Uuid, "FFFFFFFF-ffff-FFFF-ffff-FFFFFFFFFFFF", true),
        (Format::Uuid, "2eb8aa08-aa98-11ea-b4aa-73b441d1638g", false),
        (
            Format::Uuid,
            "{2eb8aa08-aa98-11ea-b4aa-73b441d16380}",
            false,
        ),
        (Format::JsonPointer, "/~01", true),
        (Format::JsonPointer, "~0", false),
        (Format::RelativeJsonPointer, "0", true),
        (Format::RelativeJsonPointer, "0/", true),
        (Format::RelativeJsonPointer, "#", false),
        (Format::RelativeJsonPointer, "1+1/a", false),
        (Format::RelativeJsonPointer, "18446744073709551616/a", true),
        // regex: ECMA-262 in Unicode mode.
        (Format::Regex, "^[a-z]+$", true),
        (Format::Regex, "\\p{Lu}", true),
        (Format::Regex, "a{", false),
        (Format::Regex, "\\-", false),
        (Format::Regex, "(?<=a)b", true),
        (Format::Regex, "[z-a]", false),
        (Format::Regex, "*", false),
    ];

    #[test]
    fn own_cases() {
        let mut failures = Vec::new();
        for &(format, text, valid) in OWN_CASES {
            if format.check(text) != valid {
                failures.push(format!("{}: {text:?} should be {valid}", format.name()));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
        // Every format is exercised, both ways.
        for (format, _) in NAMES {
            for valid in [true, false] {
                if format == Format::DateTime && !valid {
                    continue; // The date-time parser has its own tests in datetime.rs.
                }
                assert!(
                    OWN_CASES.iter().any(|&(f, _, v)| f == format && v == valid),
                    "{format:?} has no {valid} case"
                );
            }
        }
    }

    #[test]
    fn label_and_name_lengths() {
        let label63 = "a".repeat(63);
        let name253 = [label63.as_str(); 4].join(".")[..253].to_owned();
        assert!(!name253.ends_with('.'));
        for format in [Format::Hostname, Format::IdnHostname] {
            assert!(format.check(&label63));
            assert!(!format.check(&"a".repeat(64)));
            assert!(format.check(&name253), "{format:?}");
            assert!(!format.check(&format!("{name253}a")), "{format:?}");
        }
        // A U-label is measured by its A-label: 59 'ü' encode to more than 63 octets.
        let long_u_label = "ü".repeat(30);
        assert!(Format::IdnHostname.check(&long_u_label));
        assert!(!Format::IdnHostname.check(&"ü".repeat(59)));
        // The local part of an email: 64 octets, counted in UTF-8 for idn-email.
        let local64 = "a".repeat(64);
        assert!(Format::Email.check(&format!("{local64}@example.com")));
        assert!(Format::IdnEmail.check(&format!("{}@example.com", "é".repeat(32))));
        assert!(!Format::IdnEmail.check(&format!("{}a@example.com", "é".repeat(32))));
    }

    #[test]
    fn regex_limits() {
        let alternatives = |count: usize| format!("a{}", "|a".repeat(count));
        assert!(Format::Regex.check(&alternatives(MAX_REGEX_ALTERNATIVES)));
        assert!(!Format::Regex.check(&alternatives(MAX_REGEX_ALTERNATIVES + 1)));
        // regress's own nesting limit: 255 groups.
        let nested = |depth: usize| format!("{}a{}", "(?:".repeat(depth), ")".repeat(depth));
        assert!(Format::Regex.check(&nested(255)));
        assert!(!Format::Regex.check(&nested(256)));
        // Both limits at once, on the test thread's stack (2 MiB by default).
        let both = format!(
            "{}{}{}",
            "(?:".repeat(255),
            alternatives(999),
            ")".repeat(255)
        );
        assert!(Format::Regex.check(&both));
    }

    /// Large and adversarial inputs finish and give a verdict: no check recurses per
    /// character, backtracks or panics.
    #[test]
    fn large_inputs() {
        let megabyte = 1 << 20;
        let shapes = [
            "a".repeat(megabyte),
            "1".repeat(megabyte),
            ".".repeat(megabyte),
            ":".repeat(megabyte),
            "/".repeat(megabyte),
            "~".repeat(megabyte),
            "{".repeat(megabyte),
            "%".repeat(megabyte),
            "xn--".repeat(megabyte / 4),
            "P".to_owned() + &"1".repeat(megabyte) + "D",
            "a.".repeat(megabyte / 2),
            "ü".repeat(megabyte / 2),
            "\"".to_owned() + &"a".repeat(megabyte),
            "/a".repeat(megabyte / 2),
            "{a,".repeat(megabyte / 3),
        ];
        for text in &shapes {
            for (format, _) in NAMES {
                let text = if format == Format::Regex {
                    &text[..text.len().min(1 << 16)]
                } else {
                    text.as_str()
                };
                let _verdict = format.check(text);
            }
        }
        assert!(Format::Duration.check(&shapes[9]));
        assert!(Format::UriReference.check(&shapes[13]));
        assert!(Format::JsonPointer.check(&shapes[13]));
        assert!(!Format::IdnHostname.check(&shapes[11]));
    }
    /// The generated IDNA2008 table is sorted and disjoint (the lookups rely on it), and holds
    /// what RFC 5892 says of a few code points.
    #[test]
    fn idna_table_is_ordered() {
        use super::idna_table::{Class, DERIVED_PROPERTY, GREEK, HAN, HEBREW, HIRAGANA, KATAKANA};
        assert!(DERIVED_PROPERTY.len() > 1000);
        for pair in DERIVED_PROPERTY.windows(2) {
            assert!(pair[0].0 <= pair[0].1 && pair[0].1 < pair[1].0, "{pair:?}");
        }
        for ranges in [GREEK, HAN, HEBREW, HIRAGANA, KATAKANA] {
            assert!(!ranges.is_empty());
            for pair in ranges.windows(2) {
                assert!(pair[0].0 <= pair[0].1 && pair[0].1 < pair[1].0, "{pair:?}");
            }
        }
        let class = |c: char| super::idn::tests_class(c);
        assert_eq!(class('a'), Some(Class::Pvalid));
        assert_eq!(class('A'), None, "Unstable: case folds to 'a'");
        assert_eq!(class('\u{0301}'), Some(Class::Mark));
        assert_eq!(class('\u{00DF}'), Some(Class::Pvalid), "exception: sharp s");
        assert_eq!(class('\u{0640}'), None, "exception: tatweel");
        assert_eq!(class('\u{200D}'), Some(Class::ContextJ));
        assert_eq!(class('\u{00B7}'), Some(Class::ContextO));
        assert_eq!(class('\u{1100}'), None, "old Hangul jamo");
        assert_eq!(class('\u{AC00}'), Some(Class::Pvalid), "a Hangul syllable");
        assert_eq!(class('\u{00A1}'), None, "punctuation");
        assert_eq!(class('\u{E000}'), None, "private use");
    }

    /// A small deterministic generator (xorshift64*), so the differential tests need no extra
    /// dependency and fail the same way every run.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, bound: usize) -> usize {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            let value = self.0.wrapping_mul(0x2545_f491_4f6c_dd1d);
            usize::try_from(value % bound as u64).expect("bound fits in usize")
        }
    }

    /// IPv4 and IPv6 agree with the standard library's parsers, which follow the same RFCs
    /// (no leading zeros in an IPv4 part, no zone), on strings built from their alphabets.
    #[test]
    fn ip_addresses_agree_with_std() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let pieces = [
            "0", "1", "00", "01", "255", "256", "99", "1f", "ffff", "fffff", "::", ":", ".", "a",
            "1.2.3.4", "01.2.3.4", "%", "0000", "F",
        ];
        let (mut valid_v4, mut valid_v6) = (0, 0);
        for _ in 0..200_000 {
            let count = 1 + rng.below(12);
            let text: String = (0..count)
                .map(|_| pieces[rng.below(pieces.len())])
                .collect();
            let v4 = text.parse::<std::net::Ipv4Addr>().is_ok();
            let v6 = text.parse::<std::net::Ipv6Addr>().is_ok();
            assert_eq!(Format::Ipv4.check(&text), v4, "ipv4 {text:?}");
            assert_eq!(Format::Ipv6.check(&text), v6, "ipv6 {text:?}");
            valid_v4 += usize::from(v4);
            valid_v6 += usize::from(v6);
        }
        assert!(valid_v4 > 100 && valid_v6 > 1000, "{valid_v4} {valid_v6}");
    }
    /// Compares `format` with `oracle`, a regular expression written straight from the RFC's
    /// ABNF (the `regex` crate anchors nothing, so the pattern is wrapped in `^(?:…)$`), on
    /// strings glued from `pieces` (after one of `starts`, when it has any); both verdicts must
    /// be common.
    fn agrees_with_oracle(
        format: Format,
        oracle: &str,
        starts: &[&str],
        pieces: &[&str],
        seed: u64,
    ) {
        let oracle = regex::Regex::new(&format!("^(?:{oracle})$")).expect("the oracle compiles");
        let mut rng = Rng(seed);
        let (mut valid, mut invalid) = (0, 0);
        for _ in 0..40_000 {
            let count = rng.below(9);
            let mut text = match starts {
                [] => String::new(),
                _ => starts[rng.below(starts.len())].to_owned(),
            };
            text.extend((0..count).map(|_| pieces[rng.below(pieces.len())]));
            let expected = oracle.is_match(&text);
            assert_eq!(format.check(&text), expected, "{}: {text:?}", format.name());
            if expected {
                valid += 1;
            } else {
                invalid += 1;
            }
        }
        assert!(
            valid > 400 && invalid > 400,
            "{}: {valid} valid, {invalid} invalid",
            format.name()
        );
    }

    /// RFC 3986 appendix A (and RFC 3987 section 2.2 when `iri`) as regular expressions:
    /// `(URI, URI-reference)`.
    fn uri_oracles(iri: bool) -> (String, String) {
        let ucschar = if iri {
            let mut ranges = String::from(r"\x{A0}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFEF}");
            for plane in 1..=14u32 {
                let first = plane * 0x1_0000 + if plane == 14 { 0x1000 } else { 0 };
                ranges.push_str(&format!(
                    r"\x{{{first:X}}}-\x{{{:X}}}",
                    plane * 0x1_0000 + 0xFFFD
                ));
            }
            ranges
        } else {
            String::new()
        };
        let iprivate = if iri {
            r"\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}"
        } else {
            ""
        };
        let unreserved = format!(r"[A-Za-z0-9\-._~{ucschar}]");
        let pct = "%[0-9A-Fa-f]{2}";
        let sub = r"[!$&'()*+,;=]";
        let pchar = format!("(?:{unreserved}|{pct}|{sub}|[:@])");
        let h16 = "[0-9A-Fa-f]{1,4}";
        let dec = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
        let ipv4 = format!(r"{dec}\.{dec}\.{dec}\.{dec}");
        let ls32 = format!("(?:{h16}:{h16}|{ipv4})");
        let ipv6 = [
            format!("(?:{h16}:){{6}}{ls32}"),
            format!("::(?:{h16}:){{5}}{ls32}"),
            format!("(?:{h16})?::(?:{h16}:){{4}}{ls32}"),
            format!("(?:(?:{h16}:){{0,1}}{h16})?::(?:{h16}:){{3}}{ls32}"),
            format!("(?:(?:{h16}:){{0,2}}{h16})?::(?:{h16}:){{2}}{ls32}"),
            format!("(?:(?:{h16}:){{0,3}}{h16})?::{h16}:{ls32}"),
            format!("(?:(?:{h16}:){{0,4}}{h16})?::{ls32}"),
            format!("(?:(?:{h16}:){{0,5}}{h16})?::{h16}"),
            format!("(?:(?:{h16}:){{0,6}}{h16})?::"),
        ]
        .join("|");
        let future = format!(r"[vV][0-9A-Fa-f]+\.(?:{unreserved}|{sub}|:)+");
        let host = format!(r"(?:\[(?:{ipv6}|{future})\]|(?:{unreserved}|{pct}|{sub})*)");
        let authority = format!("(?:(?:{unreserved}|{pct}|{sub}|:)*@)?{host}(?::[0-9]*)?");
        let segment = format!("{pchar}*");
        let segment_nz = format!("{pchar}+");
        let segment_nz_nc = format!("(?:{unreserved}|{pct}|{sub}|@)+");
        let abempty = format!("(?:/{segment})*");
        let absolute = format!("/(?:{segment_nz}(?:/{segment})*)?");
        let noscheme = format!("{segment_nz_nc}(?:/{segment})*");
        let rootless = format!("{segment_nz}(?:/{segment})*");
        let query = format!("(?:{pchar}|[/?{iprivate}])*");
        let fragment = format!("(?:{pchar}|[/?])*");
        let scheme = r"[A-Za-z][A-Za-z0-9+\-.]*";
        let tail = format!(r"(?:\?{query})?(?:#{fragment})?");
        let uri = format!("{scheme}:(?://{authority}{abempty}|{absolute}|{rootless}|){tail}");
        let relative = format!("(?://{authority}{abempty}|{absolute}|{noscheme}|){tail}");
        let reference = format!("{uri}|{relative}");
        (uri, reference)
    }

    #[test]
    fn uris_agree_with_the_abnf() {
        let pieces = [
            "http",
            "a",
            "1",
            ":",
            "//",
            "/",
            "?",
            "#",
            "@",
            "[",
            "]",
            "::1",
            "v1.x",
            "V",
            "%41",
            "%4",
            "%",
            ".",
            "-",
            "ä",
            "\u{E000}",
            "\u{F0000}",
            " ",
            "\\",
            "{",
            "1.2.3.4",
            "01.2.3.4",
            ":80",
            "ffff",
            "::ffff:1.2.3.4",
            "+",
            "!",
            "'",
            "\u{FFFE}",
            "\u{E0001}",
            "::",
            "x:",
        ];
        let (uri, reference) = uri_oracles(false);
        agrees_with_oracle(Format::Uri, &uri, &[], &pieces, 1);
        agrees_with_oracle(Format::UriReference, &reference, &[], &pieces, 2);
        let (iri, reference) = uri_oracles(true);
        agrees_with_oracle(Format::Iri, &iri, &[], &pieces, 3);
        agrees_with_oracle(Format::IriReference, &reference, &[], &pieces, 4);
    }

    #[test]
    fn the_rest_agree_with_their_abnf() {
        // RFC 3339 appendix A.
        let duration = "P(?:(?:[0-9]+D|[0-9]+M(?:[0-9]+D)?|[0-9]+Y(?:[0-9]+M(?:[0-9]+D)?)?)\
                        (?:T(?:[0-9]+H(?:[0-9]+M(?:[0-9]+S)?)?|[0-9]+M(?:[0-9]+S)?|[0-9]+S))?\
                        |T(?:[0-9]+H(?:[0-9]+M(?:[0-9]+S)?)?|[0-9]+M(?:[0-9]+S)?|[0-9]+S)|[0-9]+W)";
        let pieces = [
            "T", "1Y", "2M", "3D", "4H", "5S", "6W", "0", "Y", "M", "D", "S", ".5", "-", "٣",
        ];
        agrees_with_oracle(
            Format::Duration,
            duration,
            &["P", "PT", "P1", ""],
            &pieces,
            5,
        );

        // RFC 6570 section 2 (level 4 operators; literals with the apostrophe, erratum 6937).
        let pct = "%[0-9A-Fa-f]{2}";
        let literal = format!(
            r"[!#$&'()*+,\-./0-9:;=?@A-Z\[\]_a-z~\x{{A0}}-\x{{D7FF}}\x{{E000}}-\x{{FDCF}}\x{{FDF0}}-\x{{FFEF}}\x{{10000}}-\x{{1FFFD}}]|{pct}"
        );
        let varchar = format!("(?:[A-Za-z0-9_]|{pct})");
        let varspec = format!(r"{varchar}(?:\.?{varchar})*(?::[1-9][0-9]{{0,3}}|\*)?");
        let template = format!(r"(?:{literal}|\{{[+#./;?&]?{varspec}(?:,{varspec})*\}})*");
        let pieces = [
            "{", "}", "a", "_", ".", ",", ":", "*", "1", "0", "+", "#", "=", "%41", "%", "/", " ",
            "'", "\"", "é", "\u{FFFE}",
        ];
        agrees_with_oracle(Format::UriTemplate, &template, &[], &pieces, 6);

        // RFC 6901, and the relative form.
        let pointer = "(?:/(?:[^/~]|~[01])*)*";
        let pieces = ["/", "~", "0", "1", "2", "a", "#", "-", "\n", "é"];
        agrees_with_oracle(Format::JsonPointer, pointer, &[], &pieces, 7);
        let relative = format!("(?:0|[1-9][0-9]*)(?:#|{pointer})");
        agrees_with_oracle(Format::RelativeJsonPointer, &relative, &[], &pieces, 8);

        // RFC 5321 section 4.1.2, with ASCII domains (checked as host names) kept simple here.
        let atom = r"[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~]+";
        let quoted = r#""(?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\[\x20-\x7E])*""#;
        let label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
        let dec = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])";
        let email = format!(
            r"(?:{atom}(?:\.{atom})*|{quoted})@(?:{label}(?:\.{label})*|\[{dec}\.{dec}\.{dec}\.{dec}\]|\[[Ii][Pp][Vv]6:::1\])"
        );
        let starts = ["a", "\"", "a.b", "\"x", "!", "."];
        let pieces = [
            "a",
            ".",
            "@x",
            "@x.y",
            "@[1.2.3.4]",
            "@[IPv6:::1]",
            "@[1.2.3.4",
            "@-",
            "\"",
            "\\",
            " ",
            "-",
            "1",
            "é",
            "@",
        ];
        agrees_with_oracle(Format::Email, &email, &starts, &pieces, 9);
    }
}
