//! The mutation engine of the differential tests: what the schema says at each place of an
//! instance, the systematic mutations that follow from it (every member dropped, every value
//! replaced by every JSON type, strings around each length bound, near-miss enum, const and
//! pattern values, date-time edge cases, integers written as floats, the tool-message rule), and
//! the seeded random edits, built on `edit.rs`.

use std::fmt::Write as _;

use serde_json::{json, Map, Value};
use wire_models::Segment;

use super::edit::{
    capitalize, near_misses, probes, string_of, Edit, ALPHABETS, CHAR_POOL, DATE_TIMES,
    INTEGER_LITERALS, NUMBER_LITERALS, OUTSIDE_I64_LITERALS,
};
use super::json::{key, raw, JsonPath};
use super::models::Model;
use super::rng::Rng;

// ------------------------------------------------------------------------------------------------
// What the schema says at each place of an instance
// ------------------------------------------------------------------------------------------------
/// The keywords the mutator understands. A schema using another one fails `schemas_use_known_keywords`,
/// so that a new constraint cannot go untested silently.
pub const KNOWN_KEYWORDS: &[&str] = &[
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
pub struct Facts {
    pub types: Vec<String>,
    pub min_length: Option<usize>,
    pub max_length: Option<usize>,
    pub enumerated: Vec<String>,
    pub constant: Option<String>,
    pub pattern: Option<String>,
    pub format: Option<String>,
    pub declared: Vec<String>,
    pub closed: bool,
    pub tool_rule: bool,
}

impl Facts {
    pub fn allows(&self, t: &str) -> bool {
        self.types.iter().any(|x| x == t)
    }
}

pub struct Site {
    pub path: JsonPath,
    pub facts: Facts,
    pub value: Value,
}

pub struct SchemaInfo {
    pub root: Value,
}

impl SchemaInfo {
    pub fn load(model: Model) -> SchemaInfo {
        let text = std::fs::read_to_string(model.schema_file()).expect("a readable schema");
        SchemaInfo {
            root: serde_json::from_str(&text).expect("a JSON schema"),
        }
    }

    pub fn resolve<'a>(&'a self, mut node: &'a Value) -> &'a Value {
        while let Some(r) = node.get("$ref").and_then(Value::as_str) {
            let pointer = r.strip_prefix('#').expect("only local $ref");
            node = self.root.pointer(pointer).expect("a resolvable $ref");
        }
        node
    }

    pub fn branches<'a>(&'a self, node: &'a Value) -> Vec<&'a Value> {
        ["oneOf", "anyOf"]
            .iter()
            .filter_map(|k| node.get(*k).and_then(Value::as_array))
            .flatten()
            .map(|b| self.resolve(b))
            .collect()
    }

    /// For an object and a `oneOf`/`anyOf` of object schemas: the branch declaring most of the
    /// object's members (the first on a tie); otherwise the node itself.
    pub fn select<'a>(&'a self, node: &'a Value, instance: &Value) -> &'a Value {
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

    pub fn facts(&self, node: &Value, instance: &Value) -> Facts {
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

    pub fn child<'a>(&'a self, node: &'a Value, instance: &Value, name: &str) -> Option<&'a Value> {
        let node = self.select(node, instance);
        node.get("properties")
            .and_then(|p| p.get(name))
            .or_else(|| node.get("additionalProperties").filter(|a| a.is_object()))
    }

    pub fn items<'a>(&'a self, node: &'a Value, instance: &Value) -> Option<&'a Value> {
        self.select(node, instance).get("items")
    }

    pub fn sites(&self, instance: &Value) -> Vec<Site> {
        let mut out = Vec::new();
        self.walk(Some(&self.root), instance, &mut Vec::new(), &mut out);
        out
    }

    pub fn walk(
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

pub fn declares_type(node: &Value, t: &str) -> bool {
    match node.get("type") {
        Some(Value::String(s)) => s == t,
        Some(Value::Array(ts)) => ts.iter().any(|x| x == t),
        _ => false,
    }
}

pub fn add_facts(node: &Value, facts: &mut Facts) {
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

/// The two intended differences from boon, which are counted apart rather than excused silently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// (a) boon reads each numeric field of a date-time with `usize::from_str`, which takes a
    /// leading `+`, so it accepts `2024-+5-01T00:00:00Z`; RFC 3339 (digits only) and our
    /// `DateTime` refuse it. Such an instance is "valid" only if boon accepts it AND it has no `+`
    /// inside the date/time digits.
    PlusInDateTime,
}

#[derive(Clone, Debug)]
pub struct Mutation {
    /// What was done, without the place (for grouping findings).
    pub what: String,
    pub edits: Vec<Edit>,
    pub known: Option<Known>,
}

pub fn mutation(what: impl Into<String>, edits: Vec<Edit>) -> Mutation {
    Mutation {
        what: what.into(),
        edits,
        known: None,
    }
}

/// After an array element was removed, the places changed before it that were in the same array
/// move down by one (and those inside the removed element are gone).
pub fn shift_after_removal(changed: &mut Vec<Changed>, removed: &[Segment]) {
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

pub fn unknown_members() -> Vec<(&'static str, Value)> {
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

pub const SHA256_PATTERN: &str = "^[a-f0-9]{64}$";

pub fn sha256_probes() -> Vec<(&'static str, String)> {
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

/// Known difference (a): boon accepts these, RFC 3339 and our `DateTime` do not.
pub const PLUS_IN_DATE_TIME: &[&str] = &[
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
pub fn has_plus_inside(text: &str) -> bool {
    let sign = text.len().checked_sub(6);
    text.char_indices()
        .any(|(i, c)| c == '+' && Some(i) != sign)
}

pub fn systematic(info: &SchemaInfo, base: &Value) -> Vec<Mutation> {
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

pub fn string_mutations(f: &Facts, p: &JsonPath, out: &mut Vec<Mutation>) {
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

pub fn tool_mutations(p: &JsonPath, out: &mut Vec<Mutation>) {
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
// The random stage
// ------------------------------------------------------------------------------------------------

pub fn random_string(rng: &mut Rng, facts: &Facts) -> String {
    let max = facts.max_length.unwrap_or(8);
    let n = match rng.below(4) {
        0 => rng.below(4),
        1 => (max + 2).saturating_sub(rng.below(5)),
        2 => facts.min_length.unwrap_or(0) + rng.below(3),
        _ => rng.below(max + 3),
    };
    (0..n).map(|_| *rng.pick(CHAR_POOL)).collect()
}

pub fn random_sha256ish(rng: &mut Rng) -> String {
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

pub fn random_perturbation(rng: &mut Rng, value: &str) -> String {
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
pub fn random_date_time(rng: &mut Rng) -> String {
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

pub fn random_json(rng: &mut Rng, depth: usize) -> Value {
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
pub fn random_edit(rng: &mut Rng, sites: &[Site], systematic: &[Mutation]) -> Mutation {
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

/// A place the mutator changed; `whole` when it put an array or object there, so that everything
/// under it is new too.
#[derive(Clone, Debug)]
pub struct Changed {
    pub path: JsonPath,
    pub whole: bool,
}
