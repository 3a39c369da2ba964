//! Fidelity of the generated types (issue 3): they accept exactly what the schemas accept, and
//! what they accept they write back without loss.
//!
//! The reference is boon 0.6 (draft 2020-12, `format` asserted). Hand-written valid instances
//! live in `tests/instances/<model>/valid/`; a systematic, deterministic mutator derives thousands
//! of instances per model from them, guided by the schema (drop each member, replace each value by
//! every JSON type, add unknown and declared-but-absent members at every object, strings around
//! every length bound, near-miss enum/const/pattern values, a date-time table, integers as floats,
//! the tool-message rule, swapping instances between models), followed by a seeded random stage.
//! For every instance the types and boon must agree; every accepted instance must round-trip;
//! every rejected one must name the place that was changed. All problems are collected and
//! printed, grouped, before the test fails, so one run shows all of them.
//!
//! Run with `cargo test --test differential -- --nocapture` to see the counts.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Map, Number, Value};
use wire_models::{
    ChatExport, ConversationContext, ErrorKind, MemoryTurnReference, Object, Segment,
};

// ------------------------------------------------------------------------------------------------
// The three models
// ------------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Model {
    ConversationContext,
    MemoryTurnReference,
    ChatExport,
}

const MODELS: [Model; 3] = [
    Model::ConversationContext,
    Model::MemoryTurnReference,
    Model::ChatExport,
];

impl Model {
    fn name(self) -> &'static str {
        match self {
            Model::ConversationContext => "conversation-context",
            Model::MemoryTurnReference => "memory-turn-reference",
            Model::ChatExport => "chat-export",
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    fn schema_file(self) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("schemas")
            .join(format!("{}.schema.json", self.name()))
    }

    fn instances_dir(self) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/instances")
            .join(self.name())
            .join("valid")
    }

    /// Reads `text` as this model: our error, or what the value writes back (or why that failed).
    fn read(self, text: &str) -> Result<Result<Value, String>, wire_models::Error> {
        match self {
            Model::ConversationContext => read_as::<ConversationContext>(text),
            Model::MemoryTurnReference => read_as::<MemoryTurnReference>(text),
            Model::ChatExport => read_as::<ChatExport>(text),
        }
    }
}

fn read_as<T>(text: &str) -> Result<Result<Value, String>, wire_models::Error>
where
    T: DeserializeOwned + Serialize + PartialEq,
{
    let parsed = wire_models::from_str::<T>(text)?;
    Ok(write_back(&parsed))
}

/// What a value writes: `serde_json::to_value`, checked against `to_string` and against reading
/// that text back with our own types (which must give the same value).
fn write_back<T>(parsed: &T) -> Result<Value, String>
where
    T: DeserializeOwned + Serialize + PartialEq,
{
    let value =
        serde_json::to_value(parsed).map_err(|e| format!("serde_json::to_value failed: {e}"))?;
    let text =
        serde_json::to_string(parsed).map_err(|e| format!("serde_json::to_string failed: {e}"))?;
    let reread = wire_models::from_str::<T>(&text).map_err(|e| {
        format!(
            "our own output does not read back ({e}): {}",
            clip(&text, 400)
        )
    })?;
    if reread != *parsed {
        return Err(format!(
            "our own output reads back as a different value: {}",
            clip(&text, 400)
        ));
    }
    let from_text: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if from_text != value {
        return Err("serde_json::to_value and serde_json::to_string disagree".to_owned());
    }
    Ok(value)
}

// ------------------------------------------------------------------------------------------------
// The reference validator
// ------------------------------------------------------------------------------------------------

struct Reference {
    schemas: boon::Schemas,
    index: Vec<boon::SchemaIndex>,
}

impl Reference {
    fn new() -> Reference {
        let mut compiler = boon::Compiler::new();
        compiler.set_default_draft(boon::Draft::V2020_12);
        compiler.enable_format_assertions();
        let mut schemas = boon::Schemas::new();
        let index = MODELS
            .iter()
            .map(|model| {
                let file = model.schema_file();
                let loc = file.to_str().expect("a UTF-8 path");
                compiler
                    .compile(loc, &mut schemas)
                    .unwrap_or_else(|e| panic!("boon cannot compile {loc}: {e:#}"))
            })
            .collect();
        Reference { schemas, index }
    }

    fn check(&self, model: Model, instance: &Value) -> Result<(), String> {
        self.schemas
            .validate(instance, self.index[model.index()])
            .map_err(|e| one_line(&e.to_string()))
    }

    fn valid(&self, model: Model, instance: &Value) -> bool {
        self.check(model, instance).is_ok()
    }
}

// ------------------------------------------------------------------------------------------------
// Hand-written instances
// ------------------------------------------------------------------------------------------------

struct Base {
    file: String,
    text: String,
    value: Value,
}

fn bases(model: Model) -> Vec<Base> {
    let dir = model.instances_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a readable instance");
            let value = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()));
            let file = path.file_name().unwrap().to_string_lossy().into_owned();
            Base { file, text, value }
        })
        .collect()
}

// ------------------------------------------------------------------------------------------------
// Paths, comparison, small helpers
// ------------------------------------------------------------------------------------------------

type JsonPath = Vec<Segment>;

fn key(path: &[Segment], name: &str) -> JsonPath {
    let mut p = path.to_vec();
    p.push(Segment::Key(name.to_owned()));
    p
}

/// A path as `wire_models::Path` displays it: `$.mapping["2"].lens.citations[0].n`.
fn show(path: &[Segment]) -> String {
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
fn general(path: &[Segment]) -> String {
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

fn is_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_owned()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}… ({} characters in all)", text.chars().count())
    }
}

fn one_line(text: &str) -> String {
    clip(&text.split_whitespace().collect::<Vec<_>>().join(" "), 300)
}

fn brief(value: &Value) -> String {
    clip(&value.to_string(), 80)
}

fn is_empty_like(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    }
}

/// Numbers by value: `7.0 == 7`, and integers beyond 2^53 exactly (`9007199254740993` is not
/// `9007199254740992.0`).
fn number_eq(x: &Number, y: &Number) -> bool {
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
fn same_data(before: &Value, after: &Value, path: &mut JsonPath, diffs: &mut Vec<String>) {
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
const RAW: &str = "\u{0}raw:";

fn raw(literal: &str) -> Value {
    Value::String(format!("{RAW}{literal}"))
}

fn render(value: &Value) -> String {
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
// ------------------------------------------------------------------------------------------------

/// The keywords the mutator understands. A schema using another one fails `schemas_use_known_keywords`,
/// so that a new constraint cannot go untested silently.
const KNOWN_KEYWORDS: &[&str] = &[
    "$schema",
    "$id",
    "$defs",
    "$ref",
    "title",
    "description",
    "default",
    "type",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "enum",
    "const",
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "anyOf",
    "oneOf",
    "allOf",
    "if",
    "then",
];

#[derive(Clone, Debug, Default)]
struct Facts {
    types: Vec<String>,
    min_length: Option<usize>,
    max_length: Option<usize>,
    enumerated: Vec<String>,
    constant: Option<String>,
    pattern: Option<String>,
    format: Option<String>,
    declared: Vec<String>,
    closed: bool,
    tool_rule: bool,
}

impl Facts {
    fn allows(&self, t: &str) -> bool {
        self.types.iter().any(|x| x == t)
    }
}

struct Site {
    path: JsonPath,
    facts: Facts,
    value: Value,
}

struct SchemaInfo {
    root: Value,
}

impl SchemaInfo {
    fn load(model: Model) -> SchemaInfo {
        let text = std::fs::read_to_string(model.schema_file()).expect("a readable schema");
        SchemaInfo {
            root: serde_json::from_str(&text).expect("a JSON schema"),
        }
    }

    fn resolve<'a>(&'a self, mut node: &'a Value) -> &'a Value {
        while let Some(r) = node.get("$ref").and_then(Value::as_str) {
            let pointer = r.strip_prefix('#').expect("only local $ref");
            node = self.root.pointer(pointer).expect("a resolvable $ref");
        }
        node
    }

    fn branches<'a>(&'a self, node: &'a Value) -> Vec<&'a Value> {
        ["oneOf", "anyOf"]
            .iter()
            .filter_map(|k| node.get(*k).and_then(Value::as_array))
            .flatten()
            .map(|b| self.resolve(b))
            .collect()
    }

    /// For an object and a `oneOf`/`anyOf` of object schemas: the branch declaring most of the
    /// object's members (the first on a tie); otherwise the node itself.
    fn select<'a>(&'a self, node: &'a Value, instance: &Value) -> &'a Value {
        let node = self.resolve(node);
        if let Value::Object(members) = instance {
            let mut best: Option<(&Value, usize)> = None;
            for branch in self.branches(node) {
                if !declares_type(branch, "object") {
                    continue;
                }
                let score = branch
                    .get("properties")
                    .and_then(Value::as_object)
                    .map_or(0, |p| members.keys().filter(|k| p.contains_key(*k)).count());
                if best.is_none_or(|(_, s)| score > s) {
                    best = Some((branch, score));
                }
            }
            if let Some((branch, _)) = best {
                return branch;
            }
        }
        node
    }

    fn facts(&self, node: &Value, instance: &Value) -> Facts {
        let resolved = self.resolve(node);
        let selected = self.select(node, instance);
        let mut facts = Facts::default();
        add_facts(selected, &mut facts);
        if std::ptr::eq(selected, resolved) {
            for branch in self.branches(resolved) {
                add_facts(branch, &mut facts);
            }
        }
        facts
    }

    fn child<'a>(&'a self, node: &'a Value, instance: &Value, name: &str) -> Option<&'a Value> {
        let node = self.select(node, instance);
        node.get("properties")
            .and_then(|p| p.get(name))
            .or_else(|| node.get("additionalProperties").filter(|a| a.is_object()))
    }

    fn items<'a>(&'a self, node: &'a Value, instance: &Value) -> Option<&'a Value> {
        self.select(node, instance).get("items")
    }

    fn sites(&self, instance: &Value) -> Vec<Site> {
        let mut out = Vec::new();
        self.walk(Some(&self.root), instance, &mut Vec::new(), &mut out);
        out
    }

    fn walk(
        &self,
        node: Option<&Value>,
        instance: &Value,
        path: &mut JsonPath,
        out: &mut Vec<Site>,
    ) {
        let facts = node.map(|n| self.facts(n, instance)).unwrap_or_default();
        out.push(Site {
            path: path.clone(),
            facts,
            value: instance.clone(),
        });
        match instance {
            Value::Object(members) => {
                for (k, v) in members {
                    let child = node.and_then(|n| self.child(n, instance, k));
                    path.push(Segment::Key(k.clone()));
                    self.walk(child, v, path, out);
                    path.pop();
                }
            }
            Value::Array(items) => {
                let child = node.and_then(|n| self.items(n, instance));
                for (i, v) in items.iter().enumerate() {
                    path.push(Segment::Index(i));
                    self.walk(child, v, path, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }
}

fn declares_type(node: &Value, t: &str) -> bool {
    match node.get("type") {
        Some(Value::String(s)) => s == t,
        Some(Value::Array(ts)) => ts.iter().any(|x| x == t),
        _ => false,
    }
}

fn add_facts(node: &Value, facts: &mut Facts) {
    match node.get("type") {
        Some(Value::String(t)) => facts.types.push(t.clone()),
        Some(Value::Array(ts)) => facts
            .types
            .extend(ts.iter().filter_map(Value::as_str).map(str::to_owned)),
        _ => {}
    }
    if let Some(n) = node.get("minLength").and_then(Value::as_u64) {
        facts.min_length = Some(n as usize);
    }
    if let Some(n) = node.get("maxLength").and_then(Value::as_u64) {
        facts.max_length = Some(n as usize);
    }
    if let Some(Value::Array(values)) = node.get("enum") {
        facts.enumerated.extend(
            values
                .iter()
                .map(|v| v.as_str().expect("string enums").to_owned()),
        );
    }
    if let Some(c) = node.get("const") {
        facts.constant = Some(c.as_str().expect("string constants").to_owned());
    }
    if let Some(p) = node.get("pattern").and_then(Value::as_str) {
        facts.pattern = Some(p.to_owned());
    }
    if let Some(f) = node.get("format").and_then(Value::as_str) {
        facts.format = Some(f.to_owned());
    }
    if let Some(Value::Object(p)) = node.get("properties") {
        facts.declared.extend(p.keys().cloned());
    }
    if node.get("additionalProperties") == Some(&Value::Bool(false)) {
        facts.closed = true;
    }
    if let Some(Value::Array(all)) = node.get("allOf") {
        for rule in all {
            assert_eq!(
                rule.pointer("/if/properties/role/const"),
                Some(&json!("tool")),
                "an allOf the mutator does not know: {rule}"
            );
            facts.tool_rule = true;
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Mutations
// ------------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
enum Edit {
    /// Replace the value at the path, or add the member.
    Set(JsonPath, Value),
    /// Remove the member or array element (no-op when absent).
    Remove(JsonPath),
}

impl Edit {
    fn path(&self) -> &JsonPath {
        match self {
            Edit::Set(p, _) | Edit::Remove(p) => p,
        }
    }
}

/// The two intended differences from boon, which are counted apart rather than excused silently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Known {
    /// (a) boon reads each numeric field of a date-time with `usize::from_str`, which takes a
    /// leading `+`, so it accepts `2024-+5-01T00:00:00Z`; RFC 3339 (digits only) and our
    /// `DateTime` refuse it. Such an instance is "valid" only if boon accepts it AND it has no `+`
    /// inside the date/time digits.
    PlusInDateTime,
}

#[derive(Clone, Debug)]
struct Mutation {
    /// What was done, without the place (for grouping findings).
    what: String,
    edits: Vec<Edit>,
    known: Option<Known>,
}

fn mutation(what: impl Into<String>, edits: Vec<Edit>) -> Mutation {
    Mutation {
        what: what.into(),
        edits,
        known: None,
    }
}

fn locate_mut<'a>(value: &'a mut Value, path: &[Segment]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |v, s| match (v, s) {
        (Value::Object(m), Segment::Key(k)) => m.get_mut(k),
        (Value::Array(a), Segment::Index(i)) => a.get_mut(*i),
        _ => None,
    })
}

/// After an array element was removed, the places changed before it that were in the same array
/// move down by one (and those inside the removed element are gone).
fn shift_after_removal(changed: &mut Vec<Changed>, removed: &[Segment]) {
    let Some((Segment::Index(gone), array)) = removed.split_last() else {
        return;
    };
    changed.retain_mut(|c| {
        if c.path.len() <= array.len() || c.path[..array.len()] != *array {
            return true;
        }
        match &mut c.path[array.len()] {
            Segment::Index(i) if *i == *gone => false,
            Segment::Index(i) if *i > *gone => {
                *i -= 1;
                true
            }
            _ => true,
        }
    });
}

/// Applies an edit; false when its place does not exist.
fn apply(instance: &mut Value, edit: &Edit) -> bool {
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
fn probes() -> Vec<(&'static str, Value)> {
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

fn unknown_members() -> Vec<(&'static str, Value)> {
    vec![
        ("zz_unknown", json!("x")),
        ("zz_null", Value::Null),
        (
            "zz_nested",
            json!({"a": [1, 2.5, {"b": null}], "c": {}, "d": "2024-05-01t00:00:00z"}),
        ),
        ("", json!(0)),
        ("é😀", json!(true)),
    ]
}

/// `n` code points cycling through `alphabet`.
fn string_of(n: usize, alphabet: &[&str]) -> String {
    (0..n).map(|i| alphabet[i % alphabet.len()]).collect()
}

const ALPHABETS: &[(&str, &[&str])] = &[
    ("ascii", &["a"]),
    ("é", &["é"]),
    ("😀", &["😀"]),
    ("e+U+0301", &["e", "\u{301}"]),
    ("mixed", &["a", "é", "😀", "日", "\u{0}"]),
];

fn near_misses(value: &str) -> Vec<String> {
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

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

const SHA256_PATTERN: &str = "^[a-f0-9]{64}$";

fn sha256_probes() -> Vec<(&'static str, String)> {
    let good = "5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef";
    vec![
        ("64 lowercase hex", good.to_owned()),
        ("64 zeros", "0".repeat(64)),
        ("63 hex", good[..63].to_owned()),
        ("65 hex", format!("{good}0")),
        ("64 uppercase hex", good.to_uppercase()),
        ("one uppercase", format!("A{}", &good[1..])),
        ("trailing \\n", format!("{good}\n")),
        ("leading \\n", format!("\n{good}")),
        ("trailing space", format!("{good} ")),
        ("a g", format!("g{}", &good[1..])),
        ("an é (64 code points)", format!("é{}", &good[1..])),
        ("a fullwidth digit", format!("０{}", &good[1..])),
        ("128 hex", good.repeat(2)),
        ("empty", String::new()),
    ]
}

/// Date-times with what RFC 3339 (and the issue's cause 6) says of them.
const DATE_TIMES: &[(&str, bool)] = &[
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

/// Known difference (a): boon accepts these, RFC 3339 and our `DateTime` do not.
const PLUS_IN_DATE_TIME: &[&str] = &[
    "2024-+5-01T00:00:00Z",
    "2024-05-+1T00:00:00Z",
    "+024-05-01T00:00:00Z",
    "2024-05-01T+1:00:00Z",
    "2024-05-01T12:+0:00Z",
    "2024-05-01T12:30:+0Z",
    "2024-05-01T12:30:00++1:00",
    "2024-05-01T12:30:00+01:+0",
];

/// Whether a date-time text has a `+` anywhere but as the sign of its offset.
fn has_plus_inside(text: &str) -> bool {
    let sign = text.len().checked_sub(6);
    text.char_indices()
        .any(|(i, c)| c == '+' && Some(i) != sign)
}

/// Literals at `integer` places: integers written as floats and exponents, fractions, bounds.
const INTEGER_LITERALS: &[&str] = &[
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
const OUTSIDE_I64_LITERALS: &[&str] = &[
    "9223372036854775808",
    "-9223372036854777856",
    "18446744073709551615",
    "1e19",
    "-1e19",
    "1e300",
];

/// Literals at `number` places.
const NUMBER_LITERALS: &[&str] = &[
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

fn systematic(info: &SchemaInfo, base: &Value) -> Vec<Mutation> {
    let mut out = Vec::new();
    for site in info.sites(base) {
        let p = &site.path;
        let f = &site.facts;
        if !p.is_empty() {
            out.push(mutation("drop", vec![Edit::Remove(p.clone())]));
        }
        for (name, v) in probes() {
            out.push(mutation(
                format!("set to {name}"),
                vec![Edit::Set(p.clone(), v)],
            ));
        }
        if let Value::Object(members) = &site.value {
            for (name, v) in unknown_members() {
                if !members.contains_key(name) {
                    out.push(mutation(
                        format!("add unknown member {name:?}"),
                        vec![Edit::Set(key(p, name), v)],
                    ));
                }
            }
            for d in &f.declared {
                for near in [format!("{d} "), capitalize(d)] {
                    if near != *d && !members.contains_key(&near) {
                        out.push(mutation(
                            "add a near-miss of a declared member name",
                            vec![Edit::Set(key(p, &near), json!("x"))],
                        ));
                    }
                }
                if !members.contains_key(d) {
                    for (name, v) in probes() {
                        out.push(mutation(
                            format!("add absent declared member {d:?} = {name}"),
                            vec![Edit::Set(key(p, d), v)],
                        ));
                    }
                }
            }
            if members.len() >= 2 {
                let reversed: Map<String, Value> = members
                    .iter()
                    .rev()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                out.push(mutation(
                    "reverse member order",
                    vec![Edit::Set(p.clone(), Value::Object(reversed))],
                ));
            }
        }
        if f.allows("string") || f.constant.is_some() || !f.enumerated.is_empty() {
            string_mutations(f, p, &mut out);
        }
        if f.allows("integer") {
            for lit in INTEGER_LITERALS {
                out.push(mutation(
                    format!("integer literal {lit}"),
                    vec![Edit::Set(p.clone(), raw(lit))],
                ));
            }
            for lit in OUTSIDE_I64_LITERALS {
                out.push(mutation(
                    format!("integer literal outside i64 {lit}"),
                    vec![Edit::Set(p.clone(), raw(lit))],
                ));
            }
        }
        if f.allows("number") {
            for lit in NUMBER_LITERALS {
                out.push(mutation(
                    format!("number literal {lit}"),
                    vec![Edit::Set(p.clone(), raw(lit))],
                ));
            }
        }
        if f.tool_rule && site.value.is_object() {
            tool_mutations(p, &mut out);
        }
    }
    out
}

fn string_mutations(f: &Facts, p: &JsonPath, out: &mut Vec<Mutation>) {
    if f.min_length.is_some() || f.max_length.is_some() {
        let min = f.min_length.unwrap_or(0);
        let mut lengths = vec![min.saturating_sub(1), min, min + 1];
        if let Some(max) = f.max_length {
            lengths.extend([max - 1, max, max + 1]);
        }
        lengths.sort_unstable();
        lengths.dedup();
        for n in lengths {
            for (name, alphabet) in ALPHABETS {
                out.push(mutation(
                    format!("string of {n} code points ({name})"),
                    vec![Edit::Set(p.clone(), json!(string_of(n, alphabet)))],
                ));
            }
        }
    }
    for value in f.enumerated.iter().chain(&f.constant) {
        out.push(mutation(
            format!("allowed value {value:?}"),
            vec![Edit::Set(p.clone(), json!(value))],
        ));
        for near in near_misses(value) {
            if !f.enumerated.contains(&near) {
                out.push(mutation(
                    format!("near-miss {near:?} of {value:?}"),
                    vec![Edit::Set(p.clone(), json!(near))],
                ));
            }
        }
    }
    if let Some(pattern) = &f.pattern {
        assert_eq!(
            pattern, SHA256_PATTERN,
            "a pattern the mutator does not know"
        );
        for (name, text) in sha256_probes() {
            out.push(mutation(
                format!("sha256 probe: {name}"),
                vec![Edit::Set(p.clone(), json!(text))],
            ));
        }
    }
    if let Some(format) = &f.format {
        assert_eq!(format, "date-time", "a format the mutator does not know");
        for (text, _) in DATE_TIMES {
            out.push(mutation(
                format!("date-time {text:?}"),
                vec![Edit::Set(p.clone(), json!(text))],
            ));
        }
        for text in PLUS_IN_DATE_TIME {
            out.push(Mutation {
                what: format!("date-time with '+' inside {text:?}"),
                edits: vec![Edit::Set(p.clone(), json!(text))],
                known: Some(Known::PlusInDateTime),
            });
        }
    }
}

fn tool_mutations(p: &JsonPath, out: &mut Vec<Mutation>) {
    let role = key(p, "role");
    let id = key(p, "tool_call_id");
    let content = key(p, "content");
    let set = |path: &JsonPath, v: Value| Edit::Set(path.clone(), v);
    let remove = |path: &JsonPath| Edit::Remove(path.clone());
    let tool = || set(&role, json!("tool"));
    let cases: Vec<(&str, Vec<Edit>)> = vec![
        ("tool message: role tool", vec![tool()]),
        ("tool message: no tool_call_id", vec![tool(), remove(&id)]),
        ("tool message: no content", vec![tool(), remove(&content)]),
        (
            "tool message: neither",
            vec![tool(), remove(&id), remove(&content)],
        ),
        (
            "tool message: content null",
            vec![
                tool(),
                set(&id, json!("call_x")),
                set(&content, Value::Null),
            ],
        ),
        (
            "tool message: complete",
            vec![tool(), set(&id, json!("call_x")), set(&content, json!("c"))],
        ),
        (
            "tool message: tool_call_id null",
            vec![tool(), set(&id, Value::Null), set(&content, json!("c"))],
        ),
        (
            "tool message: role \"Tool\", neither",
            vec![set(&role, json!("Tool")), remove(&id), remove(&content)],
        ),
        (
            "tool message: no role, neither",
            vec![remove(&role), remove(&id), remove(&content)],
        ),
        (
            "tool message: role system, neither",
            vec![set(&role, json!("system")), remove(&id), remove(&content)],
        ),
        (
            "tool message: role user, neither",
            vec![set(&role, json!("user")), remove(&id), remove(&content)],
        ),
        (
            "tool message: role assistant, neither",
            vec![
                set(&role, json!("assistant")),
                remove(&id),
                remove(&content),
            ],
        ),
    ];
    for (what, edits) in cases {
        out.push(mutation(what, edits));
    }
}

// ------------------------------------------------------------------------------------------------
// A small deterministic PRNG (SplitMix64) and the random stage
// ------------------------------------------------------------------------------------------------

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

const CHAR_POOL: &[&str] = &[
    "a", "Z", "0", " ", "é", "😀", "\u{301}", "\n", "\"", "\\", "\u{0}", "日", "-", ":", "T",
];

fn random_string(rng: &mut Rng, facts: &Facts) -> String {
    let max = facts.max_length.unwrap_or(8);
    let n = match rng.below(4) {
        0 => rng.below(4),
        1 => (max + 2).saturating_sub(rng.below(5)),
        2 => facts.min_length.unwrap_or(0) + rng.below(3),
        _ => rng.below(max + 3),
    };
    (0..n).map(|_| *rng.pick(CHAR_POOL)).collect()
}

fn random_sha256ish(rng: &mut Rng) -> String {
    const HEX: &[&str] = &["0", "1", "7", "9", "a", "c", "f"];
    const ODD: &[&str] = &["A", "F", "g", "\n", " ", "é"];
    let n = 62 + rng.below(5);
    (0..n)
        .map(|_| {
            if rng.chance(3) {
                *rng.pick(ODD)
            } else {
                *rng.pick(HEX)
            }
        })
        .collect()
}

fn random_perturbation(rng: &mut Rng, value: &str) -> String {
    let mut chars: Vec<char> = value.chars().collect();
    match rng.below(4) {
        0 if !chars.is_empty() => {
            let i = rng.below(chars.len());
            chars[i] = chars[i].to_ascii_uppercase();
        }
        1 if !chars.is_empty() => {
            chars.remove(rng.below(chars.len()));
        }
        2 => chars.insert(
            rng.below(chars.len() + 1),
            *rng.pick(&[' ', '\n', 'x', '_']),
        ),
        _ => {}
    }
    chars.into_iter().collect()
}

/// A date-time from random fields, often out of range, with every separator and offset form but
/// never a `+` inside a numeric field.
fn random_date_time(rng: &mut Rng) -> String {
    const YEARS: &[i64] = &[0, 4, 100, 400, 1900, 1998, 2000, 2023, 2024, 2100, 9999];
    let year = if rng.chance(70) {
        *rng.pick(YEARS)
    } else {
        rng.range(0, 9999)
    };
    let month = if rng.chance(50) {
        *rng.pick(&[2, 4, 6, 9, 11, 12])
    } else {
        rng.range(0, 13)
    };
    let day = if rng.chance(60) {
        rng.range(28, 32)
    } else {
        rng.range(0, 31)
    };
    let (hour, minute, second) = if rng.chance(25) {
        (rng.range(22, 24), rng.range(58, 60), rng.range(59, 61))
    } else {
        (rng.range(0, 24), rng.range(0, 60), rng.range(0, 61))
    };
    let separator = *rng.pick(&["T", "T", "T", "t", " "]);
    let mut text = format!("{year:04}-{month:02}-{day:02}{separator}{hour:02}:{minute:02}");
    if !rng.chance(5) {
        write!(text, ":{second:02}").unwrap();
    }
    if rng.chance(30) {
        let digits = rng.below(10);
        text.push('.');
        for _ in 0..digits {
            text.push(char::from(b'0' + rng.below(10) as u8));
        }
    }
    match rng.below(6) {
        0 => text.push('Z'),
        1 => text.push('z'),
        2 => {}
        _ => {
            let sign = *rng.pick(&["+", "-"]);
            let (h, m) = (rng.range(0, 24), rng.range(0, 60));
            if rng.chance(5) {
                write!(text, "{sign}{h:02}{m:02}").unwrap();
            } else {
                write!(text, "{sign}{h:02}:{m:02}").unwrap();
            }
        }
    }
    text
}

fn random_json(rng: &mut Rng, depth: usize) -> Value {
    let kinds = if depth == 0 { 5 } else { 7 };
    match rng.below(kinds) {
        0 => Value::Null,
        1 => json!(rng.chance(50)),
        2 => json!(rng.range(-1000, 1000)),
        3 => json!(rng.range(-100_000, 100_000) as f64 / 64.0),
        4 => {
            let n = rng.below(6);
            json!((0..n).map(|_| *rng.pick(CHAR_POOL)).collect::<String>())
        }
        5 => Value::Array(
            (0..rng.below(4))
                .map(|_| random_json(rng, depth - 1))
                .collect(),
        ),
        _ => {
            const KEYS: &[&str] = &["role", "content", "id", "n", "text", "x", "", "é"];
            let mut m = Map::new();
            for _ in 0..rng.below(4) {
                m.insert(rng.pick(KEYS).to_string(), random_json(rng, depth - 1));
            }
            Value::Object(m)
        }
    }
}

/// One random edit at a random place of the base. None of the random generators puts a `+` inside
/// a date-time's fields (known difference (a)); the labelled
/// systematic mutations that do are skipped here.
fn random_edit(rng: &mut Rng, sites: &[Site], systematic: &[Mutation]) -> Mutation {
    let site = &sites[rng.below(sites.len())];
    let f = &site.facts;
    let p = site.path.clone();
    match rng.below(5) {
        0 => {
            // A systematic mutation, skipping the labelled known differences.
            loop {
                let m = rng.pick(systematic);
                if m.known.is_none() {
                    return Mutation {
                        what: format!("random pick: {}", m.what),
                        ..m.clone()
                    };
                }
            }
        }
        1 if f.format.is_some() => mutation(
            "random date-time",
            vec![Edit::Set(p, json!(random_date_time(rng)))],
        ),
        1 if f.pattern.is_some() => mutation(
            "random sha256-like string",
            vec![Edit::Set(p, json!(random_sha256ish(rng)))],
        ),
        1 if !f.enumerated.is_empty() || f.constant.is_some() => {
            let all: Vec<&String> = f.enumerated.iter().chain(&f.constant).collect();
            let chosen = rng.pick(&all).to_string();
            let value = random_perturbation(rng, &chosen);
            mutation(
                "random enum/const perturbation",
                vec![Edit::Set(p, json!(value))],
            )
        }
        1 | 2 if f.allows("string") => mutation(
            "random string",
            vec![Edit::Set(p, json!(random_string(rng, f)))],
        ),
        3 if f.allows("integer") || f.allows("number") => {
            let literal = match rng.below(3) {
                0 => format!("{}.0", rng.range(-5000, 5000)),
                1 => format!("{}e{}", rng.range(-99, 99), rng.range(-2, 3)),
                _ => format!("{}.{}", rng.range(-50, 50), rng.range(0, 99)),
            };
            mutation("random number literal", vec![Edit::Set(p, raw(&literal))])
        }
        4 if !p.is_empty() => mutation("random drop", vec![Edit::Remove(p)]),
        _ => mutation("random JSON value", vec![Edit::Set(p, random_json(rng, 3))]),
    }
}

// ------------------------------------------------------------------------------------------------
// The differential run
// ------------------------------------------------------------------------------------------------

#[derive(Default, Debug)]
struct Tally {
    instances: usize,
    boon_valid: usize,
    accepted: usize,
    rejected: usize,
    round_tripped: usize,
    known_plus_in_date_time: usize,
    path_exact: usize,
    path_inside: usize,
    path_member: usize,
    path_prefix: usize,
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Place {
    Exact,
    Inside,
    Member,
    Prefix,
}

/// `err` is a member of `p`.
fn is_member_of(err: &[Segment], p: &[Segment]) -> bool {
    err.len() == p.len() + 1 && err[..p.len()] == *p
}

/// `err` is a member of `p`'s parent.
fn is_sibling_of(err: &[Segment], p: &[Segment]) -> bool {
    !p.is_empty() && err.len() == p.len() && err[..p.len() - 1] == p[..p.len() - 1]
}

/// A place the mutator changed; `whole` when it put an array or object there, so that everything
/// under it is new too.
#[derive(Clone, Debug)]
struct Changed {
    path: JsonPath,
    whole: bool,
}

/// Where our error points, relative to the places the mutator changed: the place itself; inside
/// an array or object the mutator put there; a member of the place or of its parent that is
/// missing or conditionally required (a dropped member, an object replaced by `{}`, a role changed
/// to "tool"); or an enclosing place.
fn place(err: &[Segment], kind: ErrorKind, changed: &[Changed]) -> Option<Place> {
    let member_kind = matches!(kind, ErrorKind::Missing | ErrorKind::Conditional);
    let is_key = matches!(err.last(), Some(Segment::Key(_)));
    changed
        .iter()
        .filter_map(|Changed { path: p, whole }| {
            if err == p.as_slice() {
                Some(Place::Exact)
            } else if *whole && err.len() > p.len() && err[..p.len()] == p[..] {
                Some(Place::Inside)
            } else if member_kind && is_key && (is_member_of(err, p) || is_sibling_of(err, p)) {
                Some(Place::Member)
            } else if err.len() < p.len() && p[..err.len()] == *err {
                Some(Place::Prefix)
            } else {
                None
            }
        })
        .min()
}

struct Run<'r> {
    model: Model,
    reference: &'r Reference,
    tally: Tally,
    seen: HashSet<String>,
    /// Findings grouped: (kind, what, general place) -> (count, first example).
    problems: BTreeMap<String, (usize, String)>,
    prefix_examples: BTreeMap<String, String>,
}

impl<'r> Run<'r> {
    fn new(model: Model, reference: &'r Reference) -> Self {
        Run {
            model,
            reference,
            tally: Tally::default(),
            seen: HashSet::new(),
            problems: BTreeMap::new(),
            prefix_examples: BTreeMap::new(),
        }
    }

    fn problem(&mut self, kind: &str, group: String, example: String) {
        let entry = self
            .problems
            .entry(format!("{} | {kind} | {group}", self.model.name()))
            .or_insert((0, example));
        entry.0 += 1;
    }

    /// Applies a mutation to a base and checks the result; false when the mutation does not apply
    /// or gives an instance already seen.
    fn mutated(&mut self, origin: &str, base: &Value, m: &Mutation) -> bool {
        let mut instance = base.clone();
        let mut applied = Vec::new();
        for edit in &m.edits {
            if apply(&mut instance, edit) {
                if let Edit::Remove(p) = edit {
                    shift_after_removal(&mut applied, p);
                }
                let whole = matches!(edit, Edit::Set(_, Value::Array(_) | Value::Object(_)));
                applied.push(Changed {
                    path: edit.path().clone(),
                    whole,
                });
            }
        }
        if applied.is_empty() {
            return false;
        }
        self.case(origin, m, &applied, render(&instance))
    }

    fn case(&mut self, origin: &str, m: &Mutation, changed: &[Changed], text: String) -> bool {
        if !self.seen.insert(text.clone()) {
            return false;
        }
        let model = self.model;
        let places: Vec<String> = changed.iter().map(|c| show(&c.path)).collect();
        let group_places: Vec<String> = changed.iter().map(|c| general(&c.path)).collect();
        let group = format!("{} at {}", m.what, group_places.join(" + "));
        let instance: Value = serde_json::from_str(&text).expect("the mutator writes JSON");
        let boon = self.reference.check(model, &instance);
        let ours = model.read(&text);

        self.tally.instances += 1;
        self.tally.boon_valid += usize::from(boon.is_ok());
        match &ours {
            Ok(_) => self.tally.accepted += 1,
            Err(_) => self.tally.rejected += 1,
        }
        let describe = |ours: &str, boon: &str| {
            format!(
                "    from: {origin}, {} at {}\n    ours: {ours}\n    boon: {boon}\n    text: {}",
                m.what,
                places.join(" + "),
                clip(&text, 1500)
            )
        };
        let boon_says = match &boon {
            Ok(()) => "valid".to_owned(),
            Err(e) => format!("invalid: {e}"),
        };

        match (&boon, ours) {
            (Ok(()), Err(err)) => {
                let ours_says = format!("rejected: {err} [{:?}]", err.kind());
                let path_ok = place(err.path().segments(), err.kind(), changed).is_some();
                match m.known {
                    Some(Known::PlusInDateTime) if path_ok => {
                        self.tally.known_plus_in_date_time += 1;
                    }
                    _ => self.problem(
                        "FALSE REJECT (boon valid, ours rejects)",
                        group,
                        describe(&ours_says, &boon_says),
                    ),
                }
            }
            (Err(_), Ok(_)) => self.problem(
                "FALSE ACCEPT (boon invalid, ours accepts)",
                group,
                describe("accepted", &boon_says),
            ),
            (Ok(()), Ok(written)) => {
                if m.known.is_some() {
                    // A '+' inside a date-time field accepted.
                    self.problem(
                        "ACCEPTS A KNOWN-INVALID FORM",
                        group,
                        describe("accepted", &boon_says),
                    );
                    return true;
                }
                let written = match written {
                    Ok(v) => v,
                    Err(why) => {
                        self.problem(
                            "WRITE-BACK FAILED",
                            group,
                            describe(&format!("accepted, but {why}"), &boon_says),
                        );
                        return true;
                    }
                };
                if let Err(e) = self.reference.check(model, &written) {
                    self.problem(
                        "ROUND TRIP: OUTPUT INVALID",
                        group,
                        describe(
                            &format!("accepted, wrote {}", clip(&written.to_string(), 1500)),
                            &format!("the output is invalid: {e}"),
                        ),
                    );
                    return true;
                }
                let mut diffs = Vec::new();
                same_data(&instance, &written, &mut Vec::new(), &mut diffs);
                if diffs.is_empty() {
                    self.tally.round_tripped += 1;
                } else {
                    self.problem(
                        "ROUND TRIP: DATA CHANGED",
                        group,
                        describe(&format!("accepted; {}", diffs.join("; ")), &boon_says),
                    );
                }
            }
            (Err(_), Err(err)) => match place(err.path().segments(), err.kind(), changed) {
                Some(Place::Exact) => self.tally.path_exact += 1,
                Some(Place::Inside) => self.tally.path_inside += 1,
                Some(Place::Member) => self.tally.path_member += 1,
                Some(Place::Prefix) => {
                    self.tally.path_prefix += 1;
                    self.prefix_examples
                        .entry(group.clone())
                        .or_insert_with(|| {
                            format!(
                                "error at {} [{:?}] for {}",
                                err.path(),
                                err.kind(),
                                places.join(" + ")
                            )
                        });
                }
                None => self.problem(
                    "ERROR PATH DOES NOT NAME THE CHANGED PLACE",
                    group,
                    describe(&format!("rejected: {err} [{:?}]", err.kind()), &boon_says),
                ),
            },
        }
        true
    }

    fn report(&self, elapsed: std::time::Duration) -> String {
        let t = &self.tally;
        let mut out = String::new();
        writeln!(
            out,
            "{}: {} instances, {} valid per boon, {} accepted by us, {} rejected, {} round-tripped; \
             known differences: {} '+' inside a date-time (a); \
             error paths: {} exact, {} inside a new value, {} member, {} enclosing; {:.1?}",
            self.model.name(),
            t.instances,
            t.boon_valid,
            t.accepted,
            t.rejected,
            t.round_tripped,
            t.known_plus_in_date_time,
            t.path_exact,
            t.path_inside,
            t.path_member,
            t.path_prefix,
            elapsed,
        )
        .unwrap();
        for (group, example) in &self.prefix_examples {
            writeln!(out, "  (enclosing error path) {group}: {example}").unwrap();
        }
        out
    }

    fn problems_text(&self) -> String {
        let mut out = String::new();
        for (group, (count, example)) in &self.problems {
            writeln!(out, "\n[{count}x] {group}\n{example}").unwrap();
        }
        out
    }
}

const RANDOM_CASES: usize = 2500;

fn differential(model: Model, seed: u64) {
    let started = Instant::now();
    let reference = Reference::new();
    let info = SchemaInfo::load(model);
    let mut run = Run::new(model, &reference);
    let own = bases(model);
    assert!(
        own.len() >= 6,
        "{}: at least 6 valid instances",
        model.name()
    );

    // The hand-written instances as written.
    let untouched = mutation("as written", vec![]);
    let whole = [Changed {
        path: Vec::new(),
        whole: true,
    }];
    for base in &own {
        run.case(&base.file, &untouched, &whole, base.text.clone());
    }
    // Every other model's instances read as this model.
    for other in MODELS.iter().filter(|m| **m != model) {
        for base in bases(*other) {
            let swap = mutation(
                format!("an instance of {} read as {}", other.name(), model.name()),
                vec![],
            );
            run.case(
                &format!("{}/{}", other.name(), base.file),
                &swap,
                &whole,
                base.text,
            );
        }
    }
    // The systematic mutations.
    let mut prepared = Vec::new();
    for base in &own {
        let sites = info.sites(&base.value);
        let mutations = systematic(&info, &base.value);
        for m in &mutations {
            run.mutated(&base.file, &base.value, m);
        }
        prepared.push((base, sites, mutations));
    }
    let systematic_count = run.tally.instances;
    // The random stage: one or two random edits on a random base.
    let mut rng = Rng(seed);
    let mut made = 0;
    let mut attempts = 0;
    while made < RANDOM_CASES && attempts < RANDOM_CASES * 20 {
        attempts += 1;
        let (base, sites, mutations) = &prepared[rng.below(prepared.len())];
        let mut combined = random_edit(&mut rng, sites, mutations);
        if rng.chance(40) {
            let second = random_edit(&mut rng, sites, mutations);
            combined.what = format!("{} + {}", combined.what, second.what);
            combined.edits.extend(second.edits);
        }
        if run.mutated(&format!("{} (random)", base.file), &base.value, &combined) {
            made += 1;
        }
    }

    let report = run.report(started.elapsed());
    eprintln!(
        "{report}  ({} systematic incl. the valid ones and swaps, {made} random, seed {seed:#x})",
        systematic_count
    );
    assert!(
        run.tally.instances >= 3000,
        "{}: only {} instances",
        model.name(),
        run.tally.instances
    );
    if !run.problems.is_empty() {
        let total: usize = run.problems.values().map(|(n, _)| n).sum();
        panic!(
            "{}: {total} problems in {} groups (agreement and round trip must be 100%):\n{}\n{report}",
            model.name(),
            run.problems.len(),
            run.problems_text()
        );
    }
    assert_eq!(
        run.tally.round_tripped + run.tally.rejected,
        run.tally.instances
    );
}

#[test]
fn differential_conversation_context() {
    differential(Model::ConversationContext, 0x00C0_FFEE_0001);
}

#[test]
fn differential_memory_turn_reference() {
    differential(Model::MemoryTurnReference, 0x00C0_FFEE_0002);
}

#[test]
fn differential_chat_export() {
    differential(Model::ChatExport, 0x00C0_FFEE_0003);
}

/// Step 1: the hand-written instances are valid per boon (formats asserted), read by our types,
/// and come back as the same data.
#[test]
fn hand_written_instances_are_valid_and_round_trip() {
    let reference = Reference::new();
    let mut problems = Vec::new();
    for model in MODELS {
        let all = bases(model);
        assert!(all.len() >= 6, "{}: {} instances", model.name(), all.len());
        for base in all {
            let at = format!("{}/{}", model.name(), base.file);
            if let Err(e) = reference.check(model, &base.value) {
                problems.push(format!("{at}: boon says invalid: {e}"));
            }
            match model.read(&base.text) {
                Err(e) => problems.push(format!("{at}: we reject it: {e}")),
                Ok(Err(e)) => problems.push(format!("{at}: write-back failed: {e}")),
                Ok(Ok(written)) => {
                    if let Err(e) = reference.check(model, &written) {
                        problems.push(format!("{at}: what we write is invalid: {e}"));
                    }
                    let mut diffs = Vec::new();
                    same_data(&base.value, &written, &mut Vec::new(), &mut diffs);
                    if !diffs.is_empty() {
                        problems.push(format!(
                            "{at}: changed on the way back: {}",
                            diffs.join("; ")
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The mutator knows every keyword the schemas use; a new one must be taught to it first.
#[test]
fn schemas_use_known_keywords() {
    fn visit(node: &Value, at: &str, unknown: &mut Vec<String>) {
        let Value::Object(members) = node else { return };
        for (k, v) in members {
            if !KNOWN_KEYWORDS.contains(&k.as_str()) {
                unknown.push(format!("{at}/{k}"));
            }
            match k.as_str() {
                "properties" | "$defs" => {
                    for (name, sub) in v.as_object().into_iter().flatten() {
                        visit(sub, &format!("{at}/{k}/{name}"), unknown);
                    }
                }
                "items" | "additionalProperties" | "if" | "then" => {
                    visit(v, &format!("{at}/{k}"), unknown)
                }
                "anyOf" | "oneOf" | "allOf" => {
                    for (i, sub) in v.as_array().into_iter().flatten().enumerate() {
                        visit(sub, &format!("{at}/{k}/{i}"), unknown);
                    }
                }
                _ => {}
            }
        }
    }
    let mut unknown = Vec::new();
    for model in MODELS {
        visit(&SchemaInfo::load(model).root, model.name(), &mut unknown);
    }
    assert!(
        unknown.is_empty(),
        "keywords the mutator does not know: {unknown:?}"
    );
}

/// The comparison rule itself.
#[test]
fn round_trip_rule() {
    let same = |a: Value, b: Value| {
        let mut diffs = Vec::new();
        same_data(&a, &b, &mut Vec::new(), &mut diffs);
        diffs.is_empty()
    };
    assert!(same(
        json!({"a": 7.0, "b": [1]}),
        json!({"b": [1.0], "a": 7})
    ));
    assert!(same(json!({"a": null, "b": [], "c": {}}), json!({})));
    assert!(same(json!({}), json!({"a": null, "b": [], "c": {}})));
    assert!(!same(json!({"a": 0}), json!({})));
    assert!(!same(json!({"a": ""}), json!({})));
    assert!(!same(json!({"a": [null]}), json!({"a": []})));
    assert!(!same(json!(9007199254740993u64), json!(9007199254740992.0)));
    assert!(!same(json!(7.5), json!(7)));
    assert!(!same(
        json!("2024-05-01T12:00:00+02:00"),
        json!("2024-05-01T10:00:00Z")
    ));
    assert!(same(json!([{"x": null}]), json!([{}])));
}

// ------------------------------------------------------------------------------------------------
// One test per numbered cause of issue 3
// ------------------------------------------------------------------------------------------------

fn document() -> Value {
    json!({
        "@context": {"dc": "http://purl.org/dc/terms/"},
        "format": "lens.chat-export/1",
        "dc:title": "t",
        "dc:identifier": "https://lens.example.org/chats/1",
        "dc:format": "application/json",
        "id": "1",
        "title": "t",
        "current_node": "2",
        "mapping": {
            "1": {"id": "1", "parent": null, "children": ["2"],
                  "message": {"role": "user", "content": "q"}, "lens": {}},
            "2": {"id": "2", "parent": "1", "children": [],
                  "message": {"role": "assistant", "content": "a [1]"},
                  "tool_messages": [
                      {"role": "assistant", "content": null, "tool_calls": [
                          {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
                      {"role": "tool", "tool_call_id": "c1", "content": "r"}
                  ],
                  "lens": {"citations": [{"n": 1, "source": "web", "text": "x"}]}}
        }
    })
}

fn memory_turn_reference() -> Value {
    json!({
        "run_id": "r",
        "thread_id": "t",
        "conversation_title": "c",
        "user_created_at": "2024-05-01T12:30:00Z",
        "user_message_id": "u",
        "user_sha256": "0".repeat(64),
        "answer_message_id": "a",
        "answer_sha256": "f".repeat(64)
    })
}

fn messages(list: Value) -> Value {
    json!({ "messages": list })
}

#[track_caller]
fn accepts<T: DeserializeOwned + Serialize + PartialEq>(value: &Value) -> Value {
    let text = value.to_string();
    match wire_models::from_str::<T>(&text) {
        Ok(parsed) => write_back(&parsed).unwrap_or_else(|e| panic!("{text}: {e}")),
        Err(e) => panic!("{text} was rejected: {e}"),
    }
}

#[track_caller]
fn rejects<T: DeserializeOwned + std::fmt::Debug>(value: &Value, path: &str, kind: ErrorKind) {
    rejects_text::<T>(&value.to_string(), path, kind);
}

#[track_caller]
fn rejects_text<T: DeserializeOwned + std::fmt::Debug>(text: &str, path: &str, kind: ErrorKind) {
    match wire_models::from_str::<T>(text) {
        Ok(v) => panic!("{text} was accepted: {v:?}"),
        Err(e) => {
            assert_eq!(
                (e.path().to_string().as_str(), e.kind()),
                (path, kind),
                "{text}: {e}"
            );
        }
    }
}

fn edited(mut value: Value, pointer: &str, new: Option<Value>) -> Value {
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

#[test]
fn cause_1_const() {
    let reference = Reference::new();
    let written = accepts::<ChatExport>(&document());
    assert_eq!(written["format"], "lens.chat-export/1");
    assert_eq!(written["dc:format"], "application/json");
    assert_eq!(written["@context"]["dc"], "http://purl.org/dc/terms/");
    assert_eq!(
        written["mapping"]["2"]["tool_messages"][0]["tool_calls"][0]["type"],
        "function"
    );
    for (pointer, path, bad) in [
        ("/format", "$.format", json!("lens.chat-export/2")),
        ("/format", "$.format", json!("Lens.chat-export/1")),
        ("/format", "$.format", json!(1)),
        ("/format", "$.format", Value::Null),
        ("/dc:format", "$[\"dc:format\"]", json!("application/json ")),
        (
            "/dc:format",
            "$[\"dc:format\"]",
            json!(["application/json"]),
        ),
        (
            "/@context/dc",
            "$[\"@context\"].dc",
            json!("https://purl.org/dc/terms/"),
        ),
        (
            "/mapping/2/tool_messages/0/tool_calls/0/type",
            "$.mapping[\"2\"].tool_messages[0].tool_calls[0].type",
            json!("Function"),
        ),
        (
            "/mapping/2/tool_messages/0/tool_calls/0/type",
            "$.mapping[\"2\"].tool_messages[0].tool_calls[0].type",
            json!({}),
        ),
    ] {
        let doc = edited(document(), pointer, Some(bad));
        assert!(!reference.valid(Model::ChatExport, &doc));
        rejects::<ChatExport>(&doc, path, ErrorKind::Constraint);
    }
    for (pointer, path) in [
        ("/format", "$.format"),
        ("/dc:format", "$[\"dc:format\"]"),
        ("/@context/dc", "$[\"@context\"].dc"),
        (
            "/mapping/2/tool_messages/0/tool_calls/0/type",
            "$.mapping[\"2\"].tool_messages[0].tool_calls[0].type",
        ),
    ] {
        let doc = edited(document(), pointer, None);
        assert!(!reference.valid(Model::ChatExport, &doc));
        rejects::<ChatExport>(&doc, path, ErrorKind::Missing);
    }
    // In the messages form too.
    let call = json!({"role": "assistant", "tool_calls": [
        {"id": "c", "type": "function ", "function": {"name": "f", "arguments": "{}"}}]});
    rejects::<ChatExport>(
        &messages(json!([call])),
        "$.messages[0].tool_calls[0].type",
        ErrorKind::Constraint,
    );
}

#[test]
fn cause_2_if_then_tool_messages() {
    let reference = Reference::new();
    let check = |list: Value| {
        let v = messages(list);
        (reference.valid(Model::ChatExport, &v), v)
    };
    // A tool message needs tool_call_id and content; content may be null.
    let (ok, v) = check(json!([{"role": "tool", "tool_call_id": "c", "content": "r"}]));
    assert!(ok);
    accepts::<ChatExport>(&v);
    let (ok, v) = check(json!([{"role": "tool", "tool_call_id": "c", "content": null}]));
    assert!(ok);
    let written = accepts::<ChatExport>(&v);
    assert_eq!(
        written["messages"][0].as_object().unwrap().get("content"),
        Some(&Value::Null),
        "a tool message's null content is written back, not dropped"
    );
    let (ok, v) = check(json!([{"role": "tool", "content": "r"}]));
    assert!(!ok);
    rejects::<ChatExport>(&v, "$.messages[0].tool_call_id", ErrorKind::Conditional);
    let (ok, v) = check(json!([{"role": "tool", "tool_call_id": "c"}]));
    assert!(!ok);
    rejects::<ChatExport>(&v, "$.messages[0].content", ErrorKind::Conditional);
    let (ok, v) = check(json!([{"role": "tool", "tool_call_id": null, "content": "r"}]));
    assert!(!ok);
    rejects::<ChatExport>(&v, "$.messages[0].tool_call_id", ErrorKind::Type);
    // Other roles need neither.
    for role in ["system", "user", "assistant"] {
        let (ok, v) = check(json!([{"role": role}]));
        assert!(ok, "{role}");
        let written = accepts::<ChatExport>(&v);
        assert_eq!(written, json!({"messages": [{"role": role}]}));
        let (ok, v) = check(json!([{"role": role, "content": "hi"}]));
        assert!(ok, "{role}");
        accepts::<ChatExport>(&v);
    }
    // In a document's tool_messages.
    let doc = edited(document(), "/mapping/2/tool_messages/1/tool_call_id", None);
    assert!(!reference.valid(Model::ChatExport, &doc));
    rejects::<ChatExport>(
        &doc,
        "$.mapping[\"2\"].tool_messages[1].tool_call_id",
        ErrorKind::Conditional,
    );
    // Built in Rust: a tool message without tool_call_id does not serialize.
    use wire_models::chat_export::{Messages, OpenaiMessage, OpenaiMessageRole};
    let message = OpenaiMessage {
        role: OpenaiMessageRole::Tool,
        content: Some("r".into()),
        tool_call_id: None,
        tool_calls: Vec::new(),
        extra: Object::new(),
    };
    let export = ChatExport::from(Messages {
        messages: vec![message],
    });
    assert!(serde_json::to_string(&export).is_err());
}

#[test]
fn cause_3_null_for_optional_non_nullable() {
    let reference = Reference::new();
    let doc_cases = [
        ("/exported_at", "$.exported_at"),
        ("/dc:creator", "$[\"dc:creator\"]"),
        ("/dc:publisher", "$[\"dc:publisher\"]"),
        ("/scope", "$.scope"),
        ("/mapping/1/lens/notice", "$.mapping[\"1\"].lens.notice"),
        ("/mapping/1/lens/stopped", "$.mapping[\"1\"].lens.stopped"),
        ("/mapping/1/lens/model", "$.mapping[\"1\"].lens.model"),
        ("/mapping/1/lens/error", "$.mapping[\"1\"].lens.error"),
        ("/mapping/1/lens/check", "$.mapping[\"1\"].lens.check"),
        ("/mapping/1/lens/versions", "$.mapping[\"1\"].lens.versions"),
        (
            "/mapping/1/lens/citations",
            "$.mapping[\"1\"].lens.citations",
        ),
        ("/mapping/1/lens/meta", "$.mapping[\"1\"].lens.meta"),
        ("/mapping/1/tool_messages", "$.mapping[\"1\"].tool_messages"),
        (
            "/mapping/2/lens/citations/0/recording_id",
            "$.mapping[\"2\"].lens.citations[0].recording_id",
        ),
        (
            "/mapping/2/tool_messages/0/tool_call_id",
            "$.mapping[\"2\"].tool_messages[0].tool_call_id",
        ),
        (
            "/mapping/2/tool_messages/0/tool_calls",
            "$.mapping[\"2\"].tool_messages[0].tool_calls",
        ),
    ];
    for (pointer, path) in doc_cases {
        let doc = edited(document(), pointer, Some(Value::Null));
        assert!(!reference.valid(Model::ChatExport, &doc), "{pointer}");
        rejects::<ChatExport>(&doc, path, ErrorKind::Type);
    }
    // Nullable ones take null, and null may come back absent.
    for pointer in [
        "/dc:created",
        "/dc:modified",
        "/model",
        "/mapping/1/created_at",
        "/mapping/2/lens/citations/0/url",
        "/mapping/2/lens/citations/0/page",
        "/mapping/2/lens/citations/0/used",
        "/mapping/2/lens/citations/0/fetched_at",
    ] {
        let doc = edited(document(), pointer, Some(Value::Null));
        assert!(reference.valid(Model::ChatExport, &doc), "{pointer}");
        accepts::<ChatExport>(&doc);
    }
    for member in ["answer_included", "availability", "run_id"] {
        let v = edited(
            memory_turn_reference(),
            &format!("/{member}"),
            Some(Value::Null),
        );
        assert!(!reference.valid(Model::MemoryTurnReference, &v));
        rejects::<MemoryTurnReference>(&v, &format!("$.{member}"), ErrorKind::Type);
    }
    let v = edited(memory_turn_reference(), "/generation_id", Some(Value::Null));
    assert!(reference.valid(Model::MemoryTurnReference, &v));
    accepts::<MemoryTurnReference>(&v);
    for member in ["recent", "recalled"] {
        let v = json!({ member: null });
        assert!(!reference.valid(Model::ConversationContext, &v));
        rejects::<ConversationContext>(&v, &format!("$.{member}"), ErrorKind::Type);
    }
    let hit = json!({"recalled": [{"chunk_id": "c", "document_id": "d", "score": 1, "text": "t", "metadata": null}]});
    assert!(!reference.valid(Model::ConversationContext, &hit));
    rejects::<ConversationContext>(&hit, "$.recalled[0].metadata", ErrorKind::Type);
    let v = json!({"summary": null});
    assert!(reference.valid(Model::ConversationContext, &v));
    accepts::<ConversationContext>(&v);
}

#[test]
fn cause_4_required_but_nullable() {
    let reference = Reference::new();
    // Absent is an error...
    for (pointer, path, kind) in [
        (
            "/mapping/1/parent",
            "$.mapping[\"1\"].parent",
            ErrorKind::Missing,
        ),
        ("/current_node", "$.current_node", ErrorKind::Missing),
        (
            "/mapping/2/tool_messages/1/content",
            "$.mapping[\"2\"].tool_messages[1].content",
            ErrorKind::Conditional,
        ),
    ] {
        let doc = edited(document(), pointer, None);
        assert!(!reference.valid(Model::ChatExport, &doc), "{pointer}");
        rejects::<ChatExport>(&doc, path, kind);
    }
    // ...null is fine, and is written back as null, present.
    let doc = edited(document(), "/current_node", Some(Value::Null));
    let doc = edited(doc, "/mapping/2/tool_messages/1/content", Some(Value::Null));
    assert!(reference.valid(Model::ChatExport, &doc));
    let written = accepts::<ChatExport>(&doc);
    assert_eq!(
        written.as_object().unwrap().get("current_node"),
        Some(&Value::Null)
    );
    assert_eq!(
        written["mapping"]["1"].as_object().unwrap().get("parent"),
        Some(&Value::Null)
    );
    assert_eq!(
        written["mapping"]["2"]["tool_messages"][1]
            .as_object()
            .unwrap()
            .get("content"),
        Some(&Value::Null)
    );
}

#[test]
fn cause_5_integers_as_floats() {
    let reference = Reference::new();
    let n = "/mapping/2/lens/citations/0/n";
    for (literal, value) in [
        ("7.0", 7),
        ("1e3", 1000),
        ("70e-1", 7),
        ("-0", 0),
        ("1.0e1", 10),
    ] {
        let text = render(&edited(document(), n, Some(raw(literal))));
        assert!(reference.valid(Model::ChatExport, &serde_json::from_str(&text).unwrap()));
        let parsed: ChatExport =
            wire_models::from_str(&text).unwrap_or_else(|e| panic!("{literal}: {e}"));
        let ChatExport::Document(doc) = &parsed else {
            panic!("a document")
        };
        assert_eq!(doc.mapping["2"].lens.citations[0].n, value, "{literal}");
        // Written back as read (`7.0` stays `7.0`), which JSON Schema counts as the same integer.
        let written = serde_json::to_value(&parsed).unwrap();
        let n_written = &written["mapping"]["2"]["lens"]["citations"][0]["n"];
        assert_eq!(n_written.as_f64(), Some(value as f64), "{literal}");
    }
    for literal in [raw("7.5"), raw("1e-3"), json!("7"), json!(true)] {
        let text = render(&edited(document(), n, Some(literal)));
        assert!(!reference.valid(Model::ChatExport, &serde_json::from_str(&text).unwrap()));
        rejects_text::<ChatExport>(
            &text,
            "$.mapping[\"2\"].lens.citations[0].n",
            ErrorKind::Type,
        );
    }
    // An integer outside i64 is a valid JSON Schema integer: accepted and written back exactly.
    let big = render(&edited(document(), n, Some(raw("18446744073709551615"))));
    assert!(reference.valid(Model::ChatExport, &serde_json::from_str(&big).unwrap()));
    let parsed: ChatExport = wire_models::from_str(&big).unwrap();
    let written = serde_json::to_string(&parsed).unwrap();
    assert!(written.contains(r#""n":18446744073709551615"#), "{written}");
    // Arrays of integers and nullable integers.
    let doc = edited(
        document(),
        "/mapping/2/lens/versions",
        Some(json!({"index": 1.0, "count": 2.0, "ids": [2.0, 3]})),
    );
    let doc = edited(doc, "/mapping/2/lens/citations/0/page", Some(json!(12.0)));
    let written = accepts::<ChatExport>(&doc);
    assert_eq!(
        written["mapping"]["2"]["lens"]["versions"],
        json!({"index": 1.0, "count": 2.0, "ids": [2.0, 3]})
    );
    assert_eq!(
        written["mapping"]["2"]["lens"]["citations"][0]["page"],
        json!(12.0)
    );
    let doc = edited(
        document(),
        "/mapping/2/lens/citations/0/page",
        Some(json!(12.5)),
    );
    rejects::<ChatExport>(
        &doc,
        "$.mapping[\"2\"].lens.citations[0].page",
        ErrorKind::Type,
    );
    // A `number` takes both.
    for score in [json!(7), json!(7.5), json!(-0.0)] {
        let v = json!({"recalled": [{"chunk_id": "c", "document_id": "d", "score": score, "text": "t"}]});
        let written = accepts::<ConversationContext>(&v);
        assert!(number_eq(
            written["recalled"][0]["score"].as_number().unwrap(),
            score.as_number().unwrap()
        ));
    }
}

#[test]
fn cause_6_date_time_rfc3339() {
    let reference = Reference::new();
    let mut wrong = Vec::new();
    for (text, valid) in DATE_TIMES {
        let v = edited(
            memory_turn_reference(),
            "/user_created_at",
            Some(json!(text)),
        );
        let boon = reference.valid(Model::MemoryTurnReference, &v);
        let ours = wire_models::DateTime::parse(text).is_ok();
        let read = wire_models::from_str::<MemoryTurnReference>(&v.to_string());
        if boon != *valid || ours != *valid || read.is_ok() != *valid {
            wrong.push(format!(
                "{text:?}: RFC {valid}, boon {boon}, DateTime::parse {ours}, from_str {}",
                read.is_ok()
            ));
        }
        match read {
            Ok(parsed) => {
                // The exact text comes back.
                assert_eq!(parsed.user_created_at.as_str(), *text);
                assert_eq!(
                    serde_json::to_value(&parsed).unwrap()["user_created_at"],
                    json!(text)
                );
            }
            Err(e) if !valid => {
                assert_eq!(e.path().to_string(), "$.user_created_at", "{text:?}");
                assert_eq!(e.kind(), ErrorKind::Constraint, "{text:?}");
            }
            Err(_) => {}
        }
    }
    // Known difference (a).
    for text in PLUS_IN_DATE_TIME {
        let v = edited(
            memory_turn_reference(),
            "/user_created_at",
            Some(json!(text)),
        );
        if !reference.valid(Model::MemoryTurnReference, &v) {
            wrong.push(format!(
                "{text:?}: expected boon to accept it (known difference a)"
            ));
        }
        if wire_models::DateTime::parse(text).is_ok() {
            wrong.push(format!("{text:?}: DateTime accepts a '+' inside a field"));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    // Offsets and case are kept verbatim; accessors give the parsed time.
    let v = edited(
        memory_turn_reference(),
        "/user_created_at",
        Some(json!("2024-05-02T09:32:17.123456+02:00")),
    );
    let parsed: MemoryTurnReference = wire_models::from_str(&v.to_string()).unwrap();
    let when = &parsed.user_created_at;
    assert_eq!(when.offset_minutes(), 120);
    assert_eq!((when.hour(), when.minute(), when.second()), (9, 32, 17));
    assert_eq!(when.nanosecond(), 123_456_000);
    assert!(serde_json::to_string(&parsed)
        .unwrap()
        .contains("\"user_created_at\":\"2024-05-02T09:32:17.123456+02:00\""));
    let lower = wire_models::DateTime::parse("2023-11-05t01:59:59.999z").unwrap();
    assert_eq!(
        serde_json::to_string(&lower).unwrap(),
        "\"2023-11-05t01:59:59.999z\""
    );
    assert_eq!(lower.offset_minutes(), 0);
}

#[test]
fn cause_7_code_points_patterns_and_exact_enums() {
    use wire_models::memory_turn_reference::{ConversationTitle, RunId, UserSha256};
    let reference = Reference::new();
    let mtr = |member: &str, value: Value| {
        edited(memory_turn_reference(), &format!("/{member}"), Some(value))
    };
    // Lengths count code points: an emoji is one, e + U+0301 is two.
    for (member, text, valid) in [
        ("run_id", "😀".repeat(64), true),
        ("run_id", "😀".repeat(65), false),
        ("run_id", "é".repeat(64), true),
        ("run_id", "e\u{301}".repeat(32), true),
        ("run_id", "e\u{301}".repeat(32) + "e", false),
        ("run_id", String::new(), false),
        ("generation_id", "😀".repeat(65), false),
        ("conversation_title", "😀".repeat(160), true),
        ("conversation_title", "😀".repeat(161), false),
    ] {
        let v = mtr(member, json!(text));
        assert_eq!(
            reference.valid(Model::MemoryTurnReference, &v),
            valid,
            "{member} {text:?}"
        );
        if valid {
            accepts::<MemoryTurnReference>(&v);
        } else {
            rejects::<MemoryTurnReference>(&v, &format!("$.{member}"), ErrorKind::Constraint);
        }
    }
    assert!(RunId::try_from("😀".repeat(64)).is_ok());
    assert!(RunId::try_from("😀".repeat(65)).is_err());
    assert!(RunId::try_from("").is_err());
    assert!(ConversationTitle::try_from("😀".repeat(160)).is_ok());
    // ECMA-262 `$` does not match before a trailing newline.
    let good = "a".repeat(64);
    for (text, valid) in [
        (good.clone(), true),
        (format!("{good}\n"), false),
        (good.to_uppercase(), false),
        (good[..63].to_owned(), false),
        (format!("{good}a"), false),
    ] {
        let v = mtr("user_sha256", json!(text));
        assert_eq!(
            reference.valid(Model::MemoryTurnReference, &v),
            valid,
            "{text:?}"
        );
        assert_eq!(
            UserSha256::try_from(text.as_str()).is_ok(),
            valid,
            "{text:?}"
        );
        if !valid {
            rejects::<MemoryTurnReference>(&v, "$.user_sha256", ErrorKind::Constraint);
        }
    }
    // Enums are exact and case-sensitive.
    for bad in [
        "Available",
        "available ",
        "AVAILABLE",
        "",
        "memory-disabled",
    ] {
        let v = mtr("availability", json!(bad));
        assert!(!reference.valid(Model::MemoryTurnReference, &v));
        rejects::<MemoryTurnReference>(&v, "$.availability", ErrorKind::Constraint);
    }
    rejects::<ConversationContext>(
        &json!({"recent": [{"role": "User", "content": "x"}]}),
        "$.recent[0].role",
        ErrorKind::Constraint,
    );
    let doc = edited(
        document(),
        "/mapping/2/lens/citations/0/source",
        Some(json!("Web")),
    );
    rejects::<ChatExport>(
        &doc,
        "$.mapping[\"2\"].lens.citations[0].source",
        ErrorKind::Constraint,
    );
    let doc = edited(document(), "/mapping/1/message/role", Some(json!("system")));
    rejects::<ChatExport>(&doc, "$.mapping[\"1\"].message.role", ErrorKind::Constraint);
}

#[test]
fn cause_8_one_of_and_closed_objects() {
    let reference = Reference::new();
    let parsed: ChatExport = wire_models::from_str(r#"{"messages": []}"#).unwrap();
    assert!(matches!(parsed, ChatExport::Messages(_)));
    let parsed: ChatExport = wire_models::from_str(&document().to_string()).unwrap();
    assert!(matches!(parsed, ChatExport::Document(_)));
    // additionalProperties: false on the messages form.
    for (v, path, kind) in [
        (
            json!({"messages": [], "x": 1}),
            "$.x",
            ErrorKind::UnknownMember,
        ),
        (
            json!({"x": 1, "messages": []}),
            "$.x",
            ErrorKind::UnknownMember,
        ),
        (
            json!({"messages": [], "Messages": []}),
            "$.Messages",
            ErrorKind::UnknownMember,
        ),
        (json!({"messages": "x"}), "$.messages", ErrorKind::Type),
        (
            json!({"messages": [{"role": "robot"}]}),
            "$.messages[0].role",
            ErrorKind::Constraint,
        ),
        (
            json!({"messages": [{}]}),
            "$.messages[0].role",
            ErrorKind::Missing,
        ),
    ] {
        assert!(!reference.valid(Model::ChatExport, &v), "{v}");
        rejects::<ChatExport>(&v, path, kind);
    }
    // Neither form.
    for v in [json!({}), json!([]), json!(null), json!("x")] {
        assert!(!reference.valid(Model::ChatExport, &v), "{v}");
        assert!(
            wire_models::from_str::<ChatExport>(&v.to_string()).is_err(),
            "{v}"
        );
    }
    // A document may carry a member named "messages": it is a document (exactly one branch).
    let doc = edited(document(), "/messages", Some(json!([])));
    assert!(reference.valid(Model::ChatExport, &doc));
    let written = accepts::<ChatExport>(&doc);
    assert_eq!(written["messages"], json!([]));
    // The messages form is written back with nothing but its member.
    let v = json!({"messages": [{"role": "user", "content": "hi", "name": "p"}]});
    assert_eq!(accepts::<ChatExport>(&v), v);
}

#[test]
fn mapping_key_order_is_kept() {
    let text = std::fs::read_to_string(
        Model::ChatExport
            .instances_dir()
            .join("09-mapping-order.json"),
    )
    .unwrap();
    let parsed: ChatExport = wire_models::from_str(&text).unwrap();
    let ChatExport::Document(doc) = &parsed else {
        panic!("a document")
    };
    let keys: Vec<&str> = doc.mapping.keys().map(String::as_str).collect();
    assert_eq!(keys, ["10", "2", "b", "a"]);
    let written = serde_json::to_value(&parsed).unwrap();
    let keys: Vec<&str> = written["mapping"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["10", "2", "b", "a"]);
    let out = serde_json::to_string(&parsed).unwrap();
    let at = |k: &str| {
        out.find(&format!("\"{k}\":{{\"id\""))
            .unwrap_or_else(|| panic!("{k} in {out}"))
    };
    assert!(
        at("10") < at("2") && at("2") < at("b") && at("b") < at("a"),
        "{out}"
    );
}

#[test]
fn unknown_members_are_kept_in_order() {
    let v = json!({
        "zeta": 1, "run_id": "r", "alpha": {"z": 1, "a": [2, {"y": null, "b": 3}]},
        "thread_id": "t", "conversation_title": "c", "mid": null,
        "user_created_at": "2024-05-01T12:30:00Z", "user_message_id": "u",
        "user_sha256": "0".repeat(64), "answer_message_id": "a", "answer_sha256": "f".repeat(64),
        "last": "x"
    });
    let parsed: MemoryTurnReference = wire_models::from_str(&v.to_string()).unwrap();
    let extra: Vec<&str> = parsed.extra.keys().map(String::as_str).collect();
    assert_eq!(extra, ["zeta", "alpha", "mid", "last"]);
    let out = serde_json::to_string(&parsed).unwrap();
    let at = |k: &str| out.find(&format!("\"{k}\":")).unwrap();
    assert!(at("zeta") < at("alpha") && at("alpha") < at("mid") && at("mid") < at("last"));
    assert!(
        out.contains(r#""alpha":{"z":1,"a":[2,{"y":null,"b":3}]}"#),
        "{out}"
    );
    // Nested: a citation's, a lens's, free objects.
    let doc = edited(document(), "/mapping/2/lens/citations/0/zz", Some(json!(1)));
    let doc = edited(doc, "/mapping/2/lens/citations/0/aa", Some(json!(2)));
    let doc = edited(
        doc,
        "/mapping/2/lens/meta",
        Some(json!({"z": 1, "a": 2, "m": 3})),
    );
    let doc = edited(doc, "/mapping/2/lens/y-ext", Some(json!(true)));
    let doc = edited(doc, "/mapping/2/lens/b-ext", Some(json!(false)));
    let written = accepts::<ChatExport>(&doc);
    let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    let citation = keys(&written["mapping"]["2"]["lens"]["citations"][0]);
    assert!(
        citation.ends_with(&["zz".to_owned(), "aa".to_owned()]),
        "{citation:?}"
    );
    assert_eq!(
        keys(&written["mapping"]["2"]["lens"]["meta"]),
        ["z", "a", "m"]
    );
    let lens = keys(&written["mapping"]["2"]["lens"]);
    assert!(
        lens.ends_with(&["y-ext".to_owned(), "b-ext".to_owned()]),
        "{lens:?}"
    );
    let cc = json!({"recalled": [{"chunk_id": "c", "document_id": "d", "score": 1, "text": "t",
        "metadata": {"z": 1, "a": {"y": 2, "b": 3}}, "zz": 1, "aa": 2}]});
    let written = accepts::<ConversationContext>(&cc);
    assert_eq!(keys(&written["recalled"][0]["metadata"]), ["z", "a"]);
    assert_eq!(keys(&written["recalled"][0]["metadata"]["a"]), ["y", "b"]);
}

#[test]
fn timestamps_are_kept_verbatim() {
    let text = std::fs::read_to_string(
        Model::ChatExport
            .instances_dir()
            .join("08-extras-lowercase-timestamps.json"),
    )
    .unwrap();
    let parsed: ChatExport = wire_models::from_str(&text).unwrap();
    let out = serde_json::to_string(&parsed).unwrap();
    for kept in [
        r#""dc:created":"2024-03-31t01:30:00z""#,
        r#""dc:modified":"2024-03-31t03:30:00+02:00""#,
        r#""exported_at":"2024-04-01t00:00:00.5-07:00""#,
        r#""created_at":"2024-03-31t01:30:00z""#,
    ] {
        assert!(out.contains(kept), "{kept} in {out}");
    }
    for (file, kept) in [
        (
            "02-archived-offset-fraction.json",
            "2024-05-02T09:32:17.123456+02:00",
        ),
        ("04-moved-lowercase-extra.json", "2023-11-05t01:59:59.999z"),
        (
            "03-deleted-generation-string.json",
            "1985-04-12T23:20:50.52-05:00",
        ),
        (
            "06-changed-negative-offset.json",
            "2024-02-29T00:00:00-00:00",
        ),
    ] {
        let text =
            std::fs::read_to_string(Model::MemoryTurnReference.instances_dir().join(file)).unwrap();
        let parsed: MemoryTurnReference = wire_models::from_str(&text).unwrap();
        let out = serde_json::to_string(&parsed).unwrap();
        assert!(
            out.contains(&format!("\"user_created_at\":\"{kept}\"")),
            "{out}"
        );
    }
}

// ------------------------------------------------------------------------------------------------
// Values built in Rust
// ------------------------------------------------------------------------------------------------

/// A random string of 0 to `max` code points, often near `bound`.
fn random_text(rng: &mut Rng, bound: usize) -> String {
    let n = match rng.below(3) {
        0 => rng.below(4),
        1 => (bound + 2).saturating_sub(rng.below(4)),
        _ => rng.below(bound + 3),
    };
    (0..n).map(|_| *rng.pick(CHAR_POOL)).collect()
}

/// Extra members, named unlike any declared member (see `extra_named_like_a_declared_member`).
fn random_extra(rng: &mut Rng) -> Object {
    let mut extra = Object::new();
    for _ in 0..rng.below(3) {
        let name = rng.pick(&["x-note", "trace", "", "é", "zz"]).to_string();
        extra.insert(name, random_json(rng, 2));
    }
    extra
}

fn maybe<T>(rng: &mut Rng, make: impl FnOnce(&mut Rng) -> T) -> Option<T> {
    if rng.chance(50) {
        Some(make(rng))
    } else {
        None
    }
}

/// Checks a value built in Rust: if it serializes, the text is valid per boon and reads back as
/// the same value.
fn check_built<T>(reference: &Reference, model: Model, value: &T, problems: &mut Vec<String>)
where
    T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let Ok(text) = serde_json::to_string(value) else {
        return;
    };
    let json: Value = serde_json::from_str(&text).expect("JSON");
    if let Err(e) = reference.check(model, &json) {
        problems.push(format!(
            "{}: serialized to invalid JSON ({e}): {}",
            model.name(),
            clip(&text, 600)
        ));
        return;
    }
    match wire_models::from_str::<T>(&text) {
        Ok(back) if back == *value => {}
        Ok(back) => problems.push(format!(
            "{}: reads back differently: {back:?} vs {value:?}",
            model.name()
        )),
        Err(e) => problems.push(format!(
            "{}: does not read back ({e}): {}",
            model.name(),
            clip(&text, 600)
        )),
    }
}

/// Step 6: values built through the public API serialize to valid JSON, and the constructors'
/// checks agree with the schema.
#[test]
fn built_values_serialize_to_valid_json() {
    use wire_models::chat_export as ce;
    use wire_models::conversation_context as cc;
    use wire_models::memory_turn_reference as mtr;

    let reference = Reference::new();
    let mut rng = Rng(0x5EED_0006);
    let mut problems = Vec::new();
    let mut serialized = [0usize; 4];
    let mut refused = [0usize; 4];

    // MemoryTurnReference: each constructor's verdict must match boon's on the member.
    for _ in 0..400 {
        // Whether the schema accepts `text` as the member `name` (known difference (a) applied).
        let schema_accepts = |name: &str, text: &str| {
            let v = edited(
                memory_turn_reference(),
                &format!("/{name}"),
                Some(json!(text)),
            );
            reference.valid(Model::MemoryTurnReference, &v)
                && !(name == "user_created_at" && has_plus_inside(text))
        };
        macro_rules! field {
            ($ty:ty, $name:literal, $make:expr, $fallback:literal) => {{
                let text: String = $make;
                let boon = schema_accepts($name, &text);
                match <$ty>::try_from(text.clone()) {
                    Ok(v) => {
                        if !boon {
                            problems.push(format!(
                                "{} accepts {text:?}, the schema does not",
                                stringify!($ty)
                            ));
                        }
                        v
                    }
                    Err(_) => {
                        if boon {
                            problems.push(format!(
                                "{} refuses {text:?}, the schema accepts it",
                                stringify!($ty)
                            ));
                        }
                        <$ty>::try_from($fallback).unwrap()
                    }
                }
            }};
        }
        let value = mtr::MemoryTurnReference {
            run_id: field!(mtr::RunId, "run_id", random_text(&mut rng, 64), "r"),
            generation_id: if rng.chance(50) {
                Some(field!(
                    mtr::GenerationId,
                    "generation_id",
                    random_text(&mut rng, 64),
                    "g"
                ))
            } else {
                None
            },
            thread_id: field!(mtr::ThreadId, "thread_id", random_text(&mut rng, 64), "t"),
            conversation_title: field!(
                mtr::ConversationTitle,
                "conversation_title",
                random_text(&mut rng, 160),
                "c"
            ),
            user_created_at: field!(
                wire_models::DateTime,
                "user_created_at",
                random_date_time(&mut rng),
                "2024-05-01T00:00:00Z"
            ),
            user_message_id: field!(
                mtr::UserMessageId,
                "user_message_id",
                random_text(&mut rng, 64),
                "u"
            ),
            user_sha256: field!(
                mtr::UserSha256,
                "user_sha256",
                random_sha256ish(&mut rng),
                "0000000000000000000000000000000000000000000000000000000000000000"
            ),
            answer_message_id: field!(
                mtr::AnswerMessageId,
                "answer_message_id",
                random_text(&mut rng, 64),
                "a"
            ),
            answer_sha256: field!(
                mtr::AnswerSha256,
                "answer_sha256",
                random_sha256ish(&mut rng),
                "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
            ),
            answer_included: maybe(&mut rng, |r| r.chance(50)),
            availability: maybe(&mut rng, |r| {
                let all = [
                    "available",
                    "archived",
                    "deleted",
                    "moved",
                    "memory_disabled",
                    "changed",
                    "unverified",
                ];
                mtr::Availability::try_from(*r.pick(&all)).unwrap()
            }),
            extra: random_extra(&mut rng),
        };
        match serde_json::to_string(&value) {
            Ok(_) => serialized[0] += 1,
            Err(_) => refused[0] += 1,
        }
        check_built(
            &reference,
            Model::MemoryTurnReference,
            &value,
            &mut problems,
        );
    }

    // The chat export's messages form: a tool message without tool_call_id must not serialize.
    fn random_message(rng: &mut Rng) -> ce::OpenaiMessage {
        let role = *rng.pick(&[
            ce::OpenaiMessageRole::System,
            ce::OpenaiMessageRole::User,
            ce::OpenaiMessageRole::Assistant,
            ce::OpenaiMessageRole::Tool,
        ]);
        let calls = rng.below(3);
        ce::OpenaiMessage {
            role,
            content: maybe(rng, |r| random_text(r, 10)),
            tool_call_id: if rng.chance(80) {
                Some(random_text(rng, 5))
            } else {
                None
            },
            tool_calls: (0..calls)
                .map(|_| ce::OpenaiMessageToolCallsItem {
                    id: random_text(rng, 5),
                    function: ce::OpenaiMessageToolCallsItemFunction {
                        name: random_text(rng, 5),
                        arguments: "{}".into(),
                        extra: random_extra(rng),
                    },
                    extra: random_extra(rng),
                })
                .collect(),
            extra: random_extra(rng),
        }
    }
    for _ in 0..400 {
        let list: Vec<ce::OpenaiMessage> = (0..rng.below(4))
            .map(|_| random_message(&mut rng))
            .collect();
        let bad_tool = list
            .iter()
            .any(|m| m.role == ce::OpenaiMessageRole::Tool && m.tool_call_id.is_none());
        let value = ChatExport::from(ce::Messages { messages: list });
        match serde_json::to_string(&value) {
            Ok(text) => {
                serialized[1] += 1;
                if bad_tool {
                    problems.push(format!(
                        "a tool message without tool_call_id serialized: {text}"
                    ));
                }
            }
            Err(_) => refused[1] += 1,
        }
        check_built(&reference, Model::ChatExport, &value, &mut problems);
    }

    // The chat export's document form.
    for _ in 0..200 {
        let mut mapping = indexmap::IndexMap::new();
        for i in 0..rng.below(3) {
            let id = format!("{i}");
            let citations = (0..rng.below(3))
                .map(|n| ce::Citation {
                    n: (n as i64 + 1).into(),
                    source: ce::CitationSource::try_from(
                        *rng.pick(&["said", "page", "screen", "memory", "web", "docs", "server"]),
                    )
                    .unwrap(),
                    url: maybe(&mut rng, |r| random_text(r, 6)),
                    recording_id: maybe(&mut rng, |r| r.range(-5, 1 << 40).into()),
                    title: maybe(&mut rng, |r| random_text(r, 6)),
                    namespace: None,
                    recorded_at: maybe(&mut rng, random_date_time),
                    time: None,
                    page: maybe(&mut rng, |r| r.range(0, 500).into()),
                    speaker: None,
                    site: None,
                    fetched_at: None,
                    text: random_text(&mut rng, 8),
                    used: maybe(&mut rng, |r| r.chance(50)),
                    extra: random_extra(&mut rng),
                })
                .collect();
            let node = ce::Node {
                id: id.clone(),
                parent: if i == 0 {
                    None
                } else {
                    Some(format!("{}", i - 1))
                },
                children: Vec::new(),
                created_at: maybe(&mut rng, random_date_time),
                message: ce::ChatMessage {
                    role: *rng.pick(&[ce::ChatMessageRole::User, ce::ChatMessageRole::Assistant]),
                    content: random_text(&mut rng, 12),
                    extra: random_extra(&mut rng),
                },
                tool_messages: (0..rng.below(3))
                    .map(|_| random_message(&mut rng))
                    .collect(),
                lens: ce::Lens {
                    model: maybe(&mut rng, |r| random_text(r, 6)),
                    stopped: maybe(&mut rng, |r| r.chance(50)),
                    notice: maybe(&mut rng, |r| random_text(r, 6)),
                    error: None,
                    check: random_extra(&mut rng),
                    context: Object::new(),
                    versions: maybe(&mut rng, |r| ce::LensVersions {
                        index: r.range(0, 3).into(),
                        count: r.range(0, 3).into(),
                        ids: vec![r.range(-3, 3).into()],
                        extra: random_extra(r),
                    }),
                    attachments: vec![ce::LensAttachmentsItem {
                        filename: maybe(&mut rng, |r| random_text(r, 6)),
                        size: maybe(&mut rng, |r| r.range(0, 1 << 30).into()),
                        recording: None,
                        extra: random_extra(&mut rng),
                    }],
                    citations,
                    meta: random_extra(&mut rng),
                    extra: random_extra(&mut rng),
                },
                extra: random_extra(&mut rng),
            };
            mapping.insert(id, node);
        }
        let value = ChatExport::from(ce::Document {
            context: ce::DocumentContext {
                extra: random_extra(&mut rng),
            },
            dc_title: random_text(&mut rng, 8),
            dc_created: maybe(&mut rng, random_date_time),
            dc_modified: None,
            dc_creator: maybe(&mut rng, |r| random_text(r, 6)),
            dc_identifier: random_text(&mut rng, 8),
            dc_publisher: None,
            id: random_text(&mut rng, 3),
            title: random_text(&mut rng, 8),
            scope: random_extra(&mut rng),
            model: maybe(&mut rng, |r| random_text(r, 6)),
            exported_at: maybe(&mut rng, random_date_time),
            current_node: maybe(&mut rng, |r| random_text(r, 2)),
            mapping,
            extra: random_extra(&mut rng),
        });
        match serde_json::to_string(&value) {
            Ok(_) => serialized[2] += 1,
            Err(_) => refused[2] += 1,
        }
        check_built(&reference, Model::ChatExport, &value, &mut problems);
    }

    // ConversationContext: a score that JSON cannot hold must not serialize.
    for _ in 0..300 {
        let value = cc::ConversationContext {
            summary: maybe(&mut rng, |r| random_text(r, 20)),
            recent: (0..rng.below(3))
                .map(|_| cc::MemoryTurn {
                    role: *rng.pick(&[
                        cc::Role::System,
                        cc::Role::User,
                        cc::Role::Assistant,
                        cc::Role::Tool,
                    ]),
                    content: random_text(&mut rng, 10),
                    extra: random_extra(&mut rng),
                })
                .collect(),
            recalled: vec![cc::SearchHit {
                chunk_id: random_text(&mut rng, 4),
                document_id: random_text(&mut rng, 4),
                // A `number` is a serde_json::Number: NaN and the infinities cannot be built.
                score: serde_json::Number::from_f64(rng.range(-1000, 1000) as f64 / 7.0)
                    .expect("a finite number"),
                text: random_text(&mut rng, 10),
                metadata: random_extra(&mut rng),
                extra: random_extra(&mut rng),
            }],
            extra: random_extra(&mut rng),
        };
        match serde_json::to_string(&value) {
            Ok(_) => serialized[3] += 1,
            Err(_) => refused[3] += 1,
        }
        check_built(
            &reference,
            Model::ConversationContext,
            &value,
            &mut problems,
        );
    }

    eprintln!(
        "built values: serialized / refused: MemoryTurnReference {}/{}, Messages {}/{}, Document {}/{}, ConversationContext {}/{}",
        serialized[0], refused[0], serialized[1], refused[1], serialized[2], refused[2], serialized[3], refused[3]
    );
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} problems with values built in Rust:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// A value built in Rust whose `extra` holds a member named like a declared (or constant) member
/// must not be written with that member twice: serializing fails, or gives valid JSON that reads
/// back.
#[test]
fn extra_named_like_a_declared_member() {
    use wire_models::chat_export as ce;
    let reference = Reference::new();
    let mut problems = Vec::new();
    let mut check = |model: Model, what: &str, result: Result<String, serde_json::Error>| {
        let Ok(text) = result else { return };
        let valid = reference.valid(model, &serde_json::from_str(&text).unwrap());
        let reads = model.read(&text);
        if !valid || reads.is_err() {
            problems.push(format!(
                "{what}: serialized to {text}\n  boon: {}, ours: {}",
                if valid { "valid" } else { "invalid" },
                match reads {
                    Ok(_) => "accepted".to_owned(),
                    Err(e) => format!("rejected: {e}"),
                }
            ));
        }
    };
    let mtr: MemoryTurnReference =
        wire_models::from_str(&memory_turn_reference().to_string()).unwrap();
    for name in ["run_id", "availability"] {
        let mut v = mtr.clone();
        v.extra.insert(name.to_owned(), json!(5));
        check(
            Model::MemoryTurnReference,
            &format!("MemoryTurnReference.extra[{name:?}]"),
            serde_json::to_string(&v),
        );
    }
    let ChatExport::Document(doc) =
        wire_models::from_str::<ChatExport>(&document().to_string()).unwrap()
    else {
        panic!("a document")
    };
    for name in ["format", "dc:format", "mapping"] {
        let mut d = doc.clone();
        d.extra.insert(name.to_owned(), json!("x"));
        check(
            Model::ChatExport,
            &format!("Document.extra[{name:?}]"),
            serde_json::to_string(&ChatExport::from(d)),
        );
    }
    let mut d = doc.clone();
    d.context.extra.insert("dc".to_owned(), json!("x"));
    check(
        Model::ChatExport,
        "DocumentContext.extra[\"dc\"]",
        serde_json::to_string(&ChatExport::from(d)),
    );
    let message = ce::OpenaiMessage {
        role: ce::OpenaiMessageRole::User,
        content: Some("hi".into()),
        tool_call_id: None,
        tool_calls: vec![ce::OpenaiMessageToolCallsItem {
            id: "c".into(),
            function: ce::OpenaiMessageToolCallsItemFunction {
                name: "f".into(),
                arguments: "{}".into(),
                extra: Object::new(),
            },
            extra: [("type".to_owned(), json!("other"))].into_iter().collect(),
        }],
        extra: [("content".to_owned(), json!(1))].into_iter().collect(),
    };
    check(
        Model::ChatExport,
        "OpenaiMessage.extra[\"content\"], OpenaiMessageToolCallsItem.extra[\"type\"]",
        serde_json::to_string(&ChatExport::from(ce::Messages {
            messages: vec![message],
        })),
    );
    let cc: ConversationContext = wire_models::from_str(r#"{"summary": "s"}"#).unwrap();
    let mut c = cc.clone();
    c.extra.insert("summary".to_owned(), json!(1));
    check(
        Model::ConversationContext,
        "ConversationContext.extra[\"summary\"]",
        serde_json::to_string(&c),
    );
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Duplicate members are not representable in `serde_json::Value`, so the mutator cannot make
/// them; they are tested here on text. JSON Schema leaves them undefined; our types refuse them,
/// naming the member.
#[test]
fn duplicate_members_are_refused_with_their_path() {
    let mtr = memory_turn_reference().to_string();
    let dup = mtr.replacen("\"run_id\":\"r\"", "\"run_id\":\"r\",\"run_id\":\"s\"", 1);
    rejects_text::<MemoryTurnReference>(&dup, "$.run_id", ErrorKind::DuplicateMember);
    let dup = mtr.replacen("{", "{\"x\":1,\"x\":2,", 1);
    rejects_text::<MemoryTurnReference>(&dup, "$.x", ErrorKind::DuplicateMember);
    rejects_text::<ChatExport>(
        r#"{"messages": [], "messages": []}"#,
        "$.messages",
        ErrorKind::DuplicateMember,
    );
    let doc = document()
        .to_string()
        .replacen("{", "{\"format\":\"lens.chat-export/1\",", 1);
    rejects_text::<ChatExport>(&doc, "$.format", ErrorKind::DuplicateMember);
    let node = document()["mapping"]["1"].to_string();
    let doc = document().to_string().replacen(
        "\"mapping\":{",
        &format!("\"mapping\":{{\"1\":{node},"),
        1,
    );
    rejects_text::<ChatExport>(&doc, "$.mapping[\"1\"]", ErrorKind::DuplicateMember);
    rejects_text::<ConversationContext>(
        r#"{"recalled": [{"chunk_id": "c", "document_id": "d", "score": 1, "text": "t", "metadata": {"k": 1, "k": 2}}]}"#,
        "$.recalled[0].metadata.k",
        ErrorKind::DuplicateMember,
    );
    // Inside the messages form, read while both forms of the oneOf are still open.
    rejects_text::<ChatExport>(
        r#"{"messages": [{"role": "user", "content": "a", "content": "b"}]}"#,
        "$.messages[0].content",
        ErrorKind::DuplicateMember,
    );
    rejects_text::<ChatExport>(
        r#"{"messages": [{"role": "user", "x": {"y": 1, "y": 2}}]}"#,
        "$.messages[0].x.y",
        ErrorKind::DuplicateMember,
    );
}

/// Numbers keep their value: a decimal in the text is read as the nearest `f64` (what Rust's
/// `str::parse` gives) in typed members and in unknown ones alike, and written back as that number.
/// serde_json's default float parser can be one unit in the last place off; its `float_roundtrip`
/// feature makes it exact.
#[test]
fn decimal_numbers_keep_their_value() {
    let mut wrong = Vec::new();
    let mut total = 0;
    for i in -1000i64..1000 {
        let text = format!("{:?}", i as f64 / 7.0);
        let exact: f64 = text.parse().unwrap();
        total += 1;
        let input = format!(
            r#"{{"recalled": [{{"chunk_id": "c", "document_id": "d", "score": {text}, "text": "t", "metadata": {{"m": {text}}}}}], "x": {text}}}"#
        );
        let parsed: ConversationContext = wire_models::from_str(&input).unwrap();
        let read = [
            parsed.recalled[0].score.as_f64().unwrap(),
            parsed.recalled[0].metadata["m"].as_f64().unwrap(),
            parsed.extra["x"].as_f64().unwrap(),
        ];
        let written = serde_json::to_string(&parsed).unwrap();
        let written_score = written
            .split("\"score\":")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .and_then(|n| n.parse::<f64>().ok());
        if read.iter().any(|r| *r != exact) || written_score != Some(exact) {
            wrong.push(format!(
                "{text}: read as {read:?}, written as {:?}",
                written_score
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {total} decimal numbers change value on the way through, e.g.:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(5)].join("\n")
    );
}
