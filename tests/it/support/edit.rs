//! Editing a JSON value at a path, and values worth putting there: one of every JSON type, strings
//! of a given length in several alphabets, near misses of a string, number literals around the
//! integer and float limits, date-times with RFC 3339's verdict. Nothing here knows a schema: the
//! built-in models' mutation engine (`mutation.rs`) and the general path's differential test
//! (`suite/tests/differential.rs`, which includes this file and `json.rs` by path) both build on
//! it.

use serde_json::{json, Value};
use wire_models::Segment;

use super::json::{raw, JsonPath};

/// One change to an instance.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Replace the value at the path, or add the member.
    Set(JsonPath, Value),
    /// Remove the member or array element (no-op when absent).
    Remove(JsonPath),
}

impl Edit {
    pub fn path(&self) -> &JsonPath {
        match self {
            Edit::Set(p, _) | Edit::Remove(p) => p,
        }
    }
}

/// The value at `path`, if there is one.
pub fn locate_mut<'a>(value: &'a mut Value, path: &[Segment]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, s| match (v, s) {
        (Value::Object(m), Segment::Key(k)) => m.get_mut(k),
        (Value::Array(a), Segment::Index(i)) => a.get_mut(*i),
        _ => None,
    })
}

/// Applies an edit; false when its place does not exist.
pub fn apply(instance: &mut Value, edit: &Edit) -> bool {
    let (path, new) = match edit {
        Edit::Set(p, v) => (p, Some(v)),
        Edit::Remove(p) => (p, None),
    };
    let Some((last, parents)) = path.split_last() else {
        return match new {
            Some(v) => {
                *instance = v.clone();
                true
            }
            None => false,
        };
    };
    let Some(parent) = locate_mut(instance, parents) else {
        return false;
    };
    match (parent, last, new) {
        (Value::Object(m), Segment::Key(k), Some(v)) => {
            m.insert(k.clone(), v.clone());
            true
        }
        (Value::Object(m), Segment::Key(k), None) => {
            m.shift_remove(k);
            true
        }
        (Value::Array(a), Segment::Index(i), Some(v)) if *i < a.len() => {
            a[*i] = v.clone();
            true
        }
        (Value::Array(a), Segment::Index(i), None) if *i < a.len() => {
            a.remove(*i);
            true
        }
        _ => false,
    }
}

/// One value of every JSON type, with integers written both ways.
pub fn probes() -> Vec<(&'static str, Value)> {
    vec![
        ("null", Value::Null),
        ("true", json!(true)),
        ("0", json!(0)),
        ("7.0", raw("7.0")),
        ("7.5", json!(7.5)),
        ("-1", json!(-1)),
        ("1e3", raw("1e3")),
        ("\"\"", json!("")),
        ("\"x\"", json!("x")),
        ("[]", json!([])),
        ("{}", json!({})),
    ]
}

/// `n` code points cycling through `alphabet`.
pub fn string_of(n: usize, alphabet: &[&str]) -> String {
    (0..n).map(|i| alphabet[i % alphabet.len()]).collect()
}

/// Alphabets for strings of a given length: one, two, four bytes a code point, a combining mark,
/// and a mix with NUL.
pub const ALPHABETS: &[(&str, &[&str])] = &[
    ("ascii", &["a"]),
    ("é", &["é"]),
    ("😀", &["😀"]),
    ("e+U+0301", &["e", "\u{301}"]),
    ("mixed", &["a", "é", "😀", "日", "\u{0}"]),
];

/// Strings close to `value`: other case, a space or newline added, a letter more or less, empty,
/// `https` for `http`, an accent.
pub fn near_misses(value: &str) -> Vec<String> {
    let mut out = vec![
        value.to_uppercase(),
        capitalize(value),
        format!("{value} "),
        format!(" {value}"),
        format!("{value}\n"),
        format!("{value}s"),
        value
            .chars()
            .take(value.chars().count().saturating_sub(1))
            .collect(),
        String::new(),
        value.replacen("http:", "https:", 1),
        value.replacen('e', "é", 1),
    ];
    out.retain(|s| s != value);
    out.sort();
    out.dedup();
    out
}

pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Date-times with what RFC 3339 (and the cause 6) says of them.
pub const DATE_TIMES: &[(&str, bool)] = &[
    ("2024-05-01T12:30:00Z", true),
    ("2024-05-01t12:30:00z", true),
    ("2024-05-01T12:30:00+02:00", true),
    ("2024-05-01T12:30:00-00:00", true),
    ("2024-05-01T12:30:00.1Z", true),
    ("2024-05-01T12:30:00.123456789012Z", true),
    ("2024-05-01T12:30:00.5+05:30", true),
    ("1998-12-31T23:59:60Z", true),
    ("1998-12-31T23:59:60.999Z", true),
    ("1998-12-31T15:59:60-08:00", true),
    ("1999-01-01T00:59:60+01:00", true),
    ("2024-02-29T23:59:59Z", true),
    ("2000-02-29T00:00:00Z", true),
    ("0000-01-01T00:00:00Z", true),
    ("9999-12-31T23:59:59+23:59", true),
    ("2024-05-01T00:00:00-23:59", true),
    ("2024-02-30T00:00:00Z", false),
    ("2023-02-29T00:00:00Z", false),
    ("1900-02-29T00:00:00Z", false),
    ("2024-04-31T00:00:00Z", false),
    ("2024-13-01T00:00:00Z", false),
    ("2024-00-01T00:00:00Z", false),
    ("2024-05-00T00:00:00Z", false),
    ("2024-05-32T00:00:00Z", false),
    ("2024-05-01 12:30:00Z", false),
    ("2024-05-01_12:30:00Z", false),
    ("2024-05-01T12:30Z", false),
    ("2024-05-01T12:30:00", false),
    ("2024-05-01T12:30:00+24:00", false),
    ("2024-05-01T12:30:00+02:60", false),
    ("2024-05-01T12:30:00+0200", false),
    ("2024-05-01T12:30:00+02", false),
    ("2024-05-01T12:30:00+02:00:00", false),
    ("2024-05-01T12:30:00-00:0", false),
    ("2024-05-01T24:00:00Z", false),
    ("2024-05-01T12:60:00Z", false),
    ("2024-05-01T12:30:61Z", false),
    ("1998-12-31T23:59:60+01:00", false),
    ("1998-12-31T22:59:60Z", false),
    ("2024-05-01T12:30:00.Z", false),
    ("2024-05-01T12:30:00,5Z", false),
    ("2024-05-01T12:30:00Z\n", false),
    (" 2024-05-01T12:30:00Z", false),
    ("2024-05-01T12:30:00Z ", false),
    ("2024-5-01T12:30:00Z", false),
    ("24-05-01T12:30:00Z", false),
    ("+2024-05-01T12:30:00Z", false),
    ("10000-01-01T00:00:00Z", false),
    ("2024-05-01T12:30:00ZZ", false),
    ("2024-05-01T12:30:00z+01:00", false),
    ("2024-05-01T12:30:00UTC", false),
    ("2024-05-01", false),
    ("12:30:00Z", false),
    ("", false),
    ("２０２４-05-01T12:30:00Z", false),
    ("2024-05-01T1２:30:00Z", false),
    ("2024-05-01T12:30:00.٣Z", false),
    ("2024-05-01Ť12:30:00Z", false),
];

/// Literals at `integer` places: integers written as floats and exponents, fractions, bounds.
pub const INTEGER_LITERALS: &[&str] = &[
    "7.0",
    "7.5",
    "1e3",
    "1E3",
    "70e-1",
    "1.0e1",
    "9.5e2",
    "-0",
    "-0.0",
    "0.5",
    "1e-3",
    "2.5e-1",
    "9007199254740993",
    "9223372036854775807",
    "-9223372036854775808",
];

/// Integers outside `i64`: valid JSON Schema integers, which `wire_models::Integer` holds exactly.
/// (Not `-9223372036854775809`: serde_json reads
/// it, without `arbitrary_precision`, as the float -2^63, which is `i64::MIN`, for boon and for us
/// alike; the next float below, -2^63 - 2048, is used instead.)
pub const OUTSIDE_I64_LITERALS: &[&str] = &[
    "9223372036854775808",
    "-9223372036854777856",
    "18446744073709551615",
    "1e19",
    "-1e19",
    "1e300",
];

/// Literals at `number` places.
pub const NUMBER_LITERALS: &[&str] = &[
    "0",
    "-0",
    "0.0",
    "1e308",
    "-1.5e-7",
    "5e-324",
    "1E2",
    "7",
    "9007199254740993",
    "18446744073709551615",
    "-9223372036854775809",
];

/// Characters to build random strings from: ASCII, multi-byte, combining, control, JSON escapes,
/// and the separators of dates and times.
pub const CHAR_POOL: &[&str] = &[
    "a", "Z", "0", " ", "é", "😀", "\u{301}", "\n", "\"", "\\", "\u{0}", "日", "-", ":", "T",
];
