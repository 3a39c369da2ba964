//! JSON paths as the crate shows them, comparing values as data (the round-trip rule), literal
//! numbers the mutator writes, and editing a value at a JSON pointer.

use std::fmt::Write as _;

use serde_json::{Number, Value};
use wire_models::Segment;

/// A place in an instance, as the crate's errors give it.
pub type JsonPath = Vec<Segment>;

/// `path` extended by the member `name`.
pub fn key(path: &[Segment], name: &str) -> JsonPath {
    let mut p = path.to_vec();
    p.push(Segment::Key(name.to_owned()));
    p
}

/// A path as `wire_models::Path` displays it: `$.mapping["2"].lens.citations[0].n`.
pub fn show(path: &[Segment]) -> String {
    let mut out = String::from("$");
    for segment in path {
        match segment {
            Segment::Index(i) => write!(out, "[{i}]").unwrap(),
            Segment::Key(k) if is_identifier(k) => write!(out, ".{k}").unwrap(),
            Segment::Key(k) => write!(out, "[{}]", Value::String(k.clone())).unwrap(),
        }
    }
    out
}

/// A path with array indexes and `mapping` keys replaced by `*`, to group similar findings.
pub fn general(path: &[Segment]) -> String {
    let mut out = String::from("$");
    let mut after_mapping = false;
    for segment in path {
        match segment {
            Segment::Index(_) => out.push_str("[*]"),
            Segment::Key(_) if after_mapping => out.push_str("[*]"),
            Segment::Key(k) if is_identifier(k) => write!(out, ".{k}").unwrap(),
            Segment::Key(k) => write!(out, "[{}]", Value::String(k.clone())).unwrap(),
        }
        after_mapping = matches!(segment, Segment::Key(k) if k == "mapping");
    }
    out
}

pub fn is_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_owned()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}… ({} characters in all)", text.chars().count())
    }
}

pub fn one_line(text: &str) -> String {
    clip(&text.split_whitespace().collect::<Vec<_>>().join(" "), 300)
}

pub fn brief(value: &Value) -> String {
    clip(&value.to_string(), 80)
}

pub fn is_empty_like(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    }
}

/// Numbers by value: `7.0 == 7`, and integers beyond 2^53 exactly (`9007199254740993` is not
/// `9007199254740992.0`).
pub fn number_eq(x: &Number, y: &Number) -> bool {
    fn int(n: &Number) -> Option<i128> {
        n.as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
    }
    fn float_is(f: f64, i: i128) -> bool {
        f.fract() == 0.0 && f.abs() < 1e30 && f as i128 == i
    }
    match (int(x), int(y)) {
        (Some(a), Some(b)) => a == b,
        (Some(a), None) => float_is(y.as_f64().unwrap_or(f64::NAN), a),
        (None, Some(b)) => float_is(x.as_f64().unwrap_or(f64::NAN), b),
        (None, None) => x.as_f64() == y.as_f64(),
    }
}

/// The round-trip rule of the issue: equal as data (object members compared as sets of keys,
/// numbers by value), except that a member whose value was `null`, `[]` or `{}` may come back
/// absent, and the reverse. The rule speaks of *optional* members; a required member that comes
/// back absent makes the output invalid, which the caller checks with the reference validator.
pub fn same_data(before: &Value, after: &Value, path: &mut JsonPath, diffs: &mut Vec<String>) {
    match (before, after) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                path.push(Segment::Key(k.clone()));
                match y.get(k) {
                    Some(w) => same_data(v, w, path, diffs),
                    None if is_empty_like(v) => {}
                    None => diffs.push(format!("{} was {} and is gone", show(path), brief(v))),
                }
                path.pop();
            }
            for (k, w) in y {
                if !x.contains_key(k) && !is_empty_like(w) {
                    path.push(Segment::Key(k.clone()));
                    diffs.push(format!("{} is new: {}", show(path), brief(w)));
                    path.pop();
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (v, w)) in x.iter().zip(y).enumerate() {
                path.push(Segment::Index(i));
                same_data(v, w, path, diffs);
                path.pop();
            }
        }
        (Value::Number(x), Value::Number(y)) if number_eq(x, y) => {}
        _ if before == after => {}
        _ => diffs.push(format!(
            "{} was {} and is {}",
            show(path),
            brief(before),
            brief(after)
        )),
    }
}

/// A number (or other JSON) written literally: the mutator works on `serde_json::Value`, which
/// cannot say `7.0` vs `7` or `1e3`; such literals travel as marked strings and are spliced into
/// the text.
pub const RAW: &str = "\u{0}raw:";

pub fn raw(literal: &str) -> Value {
    Value::String(format!("{RAW}{literal}"))
}

pub fn render(value: &Value) -> String {
    const MARK: &str = "\"\\u0000raw:";
    let mut text = serde_json::to_string(value).expect("a Value always serializes");
    while let Some(start) = text.find(MARK) {
        let from = start + MARK.len();
        let end = from + text[from..].find('"').expect("a closing quote");
        let literal = text[from..end].to_owned();
        text.replace_range(start..=end, &literal);
    }
    text
}

// ------------------------------------------------------------------------------------------------
// What the schema says at each place of an instance

/// `value` with the member or element at `pointer` replaced by `new`, or removed when `new` is
/// `None`.
pub fn edited(mut value: Value, pointer: &str, new: Option<Value>) -> Value {
    let (parent, name) = pointer.rsplit_once('/').expect("a pointer");
    let target = value.pointer_mut(parent).expect("an existing parent");
    match (target, new) {
        (Value::Object(m), Some(v)) => {
            m.insert(name.to_owned(), v);
        }
        (Value::Object(m), None) => {
            m.shift_remove(name);
        }
        (Value::Array(a), Some(v)) => a[name.parse::<usize>().unwrap()] = v,
        (Value::Array(a), None) => {
            a.remove(name.parse::<usize>().unwrap());
        }
        _ => panic!("not a container at {parent}"),
    }
    value
}
