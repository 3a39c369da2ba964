//! Differential testing of the general path: the generated types of users' schemas (every group
//! of the official suite, in every dialect, and example-app's JSON Schemas) against boon 0.6, the
//! reference validator (`wire_models_suite::differential`), on the suite's instances, on
//! example-app's `tests/instances/`, and on seeded mutants of them.
//!
//! The mutator knows no keyword: it takes the names, strings, values, numbers and bounds written
//! in the schema, the other instances of the same schema, and the editing helpers of the built-in
//! models' tests (`tests/it/support/edit.rs`), and drops, adds, renames, duplicates and retypes
//! members and items, moves numbers to and around the schema's bounds, and gives strings other
//! lengths, characters and near misses.
//!
//! For every instance: no panic; our verdict and boon's agree, or differ as one of the listed
//! `KNOWN` differences says (each with its reason) or a `REPORTED` bug of ours; an accepted
//! instance writes back equal as JSON. Every finding is collected, grouped and printed before the
//! test fails. The counts per dialect are printed:
//! `cargo test -p wire-models-suite --test differential -- --nocapture`.
//!
//! `DIFFERENTIAL_CASES` (default `DEFAULT_CASES`) is the number of mutants made of each instance;
//! the seed is fixed, so a run is the same on every machine.
//!
//! `each_difference_shows` gives each listed difference one instance that shows it, so that an
//! entry whose difference is gone (boon fixed, or ours changed) fails there.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

use serde_json::{Map, Value};
use wire_models::Segment;
use wire_models_suite::differential::{Subject, Verdict, EXAMPLE_APP, KNOWN, REPORTED};

// The built-in models' tests' helpers that know no model, included rather than copied.
#[allow(dead_code)]
#[path = "../../tests/it/support/json.rs"]
mod json;

#[allow(dead_code)]
#[path = "../../tests/it/support/edit.rs"]
mod edit;

#[allow(dead_code)]
#[path = "../../tests/it/support/rng.rs"]
mod rng;

use edit::{apply, near_misses, probes, string_of, Edit, ALPHABETS, CHAR_POOL, DATE_TIMES};
use json::{raw, render, show, JsonPath, RAW};
use rng::Rng;

/// Mutants made of each instance unless `DIFFERENTIAL_CASES` says otherwise.
const DEFAULT_CASES: usize = 10;

/// The seed of the run.
const SEED: u64 = 0x5EED_0005;

/// How many findings of each kind are shown in full.
const SHOWN: usize = 3;

// ------------------------------------------------------------------------------------------------
// What a schema offers the mutator
// ------------------------------------------------------------------------------------------------

/// The names, strings, values, number literals and lengths written in a schema.
#[derive(Default)]
struct Dictionary {
    names: Vec<String>,
    strings: Vec<String>,
    values: Vec<Value>,
    numbers: Vec<String>,
    lengths: Vec<usize>,
}

/// Keywords whose value is a count of characters, items or members.
const COUNTS: &[&str] = &[
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "minProperties",
    "maxProperties",
    "minContains",
    "maxContains",
];

impl Dictionary {
    fn of(schema: &Value) -> Dictionary {
        let (mut names, mut strings, mut numbers, mut lengths) = Default::default();
        let mut values = Vec::new();
        collect(
            schema,
            &mut names,
            &mut strings,
            &mut values,
            &mut numbers,
            &mut lengths,
        );
        let mut unique = HashSet::new();
        values.retain(|v: &Value| unique.insert(v.to_string()));
        Dictionary {
            names: names.into_iter().collect(),
            strings: strings.into_iter().collect(),
            values,
            numbers: numbers.into_iter().collect(),
            lengths: lengths.into_iter().collect(),
        }
    }
}

fn collect(
    node: &Value,
    names: &mut BTreeSet<String>,
    strings: &mut BTreeSet<String>,
    values: &mut Vec<Value>,
    numbers: &mut BTreeSet<String>,
    lengths: &mut BTreeSet<usize>,
) {
    match node {
        Value::Object(members) => {
            for (k, v) in members {
                names.insert(k.clone());
                match (k.as_str(), v) {
                    ("enum" | "examples", Value::Array(items)) => values.extend(items.clone()),
                    ("const" | "default", v) => values.push(v.clone()),
                    (k, Value::Number(n)) if COUNTS.contains(&k) => {
                        if let Some(n) = n.as_u64().and_then(|n| usize::try_from(n).ok()) {
                            lengths.extend([n.saturating_sub(1), n, n.saturating_add(1)]);
                        }
                    }
                    _ => {}
                }
                collect(v, names, strings, values, numbers, lengths);
            }
        }
        Value::Array(items) => {
            for item in items {
                collect(item, names, strings, values, numbers, lengths);
            }
        }
        Value::String(s) => {
            strings.insert(s.clone());
        }
        Value::Number(n) => numbers.extend(neighbours(n)),
        _ => {}
    }
}

/// Number literals at and around `n`: itself, one more and one less, written as a float,
/// negated, doubled (a multiple), halved and a half more (not one).
fn neighbours(n: &serde_json::Number) -> Vec<String> {
    if let Some(i) = n.as_i64() {
        let i = i128::from(i);
        return vec![
            i.to_string(),
            (i - 1).to_string(),
            (i + 1).to_string(),
            format!("{i}.0"),
            format!("{}", -i),
            (2 * i).to_string(),
            format!("{}.5", i),
        ];
    }
    let f = n.as_f64().unwrap_or(0.0);
    [f, -f, 2.0 * f, 3.0 * f, f / 2.0, 1.5 * f, f + 1.0, f - 1.0]
        .into_iter()
        .filter(|x| x.is_finite())
        .map(|x| Value::from(x).to_string())
        .collect()
}

// ------------------------------------------------------------------------------------------------
// The mutator
// ------------------------------------------------------------------------------------------------

/// Every place of `value`, outermost first, but for literals the mutator wrote (see `json::raw`),
/// which are left as they are.
fn places(value: &Value, path: &mut JsonPath, out: &mut Vec<(JsonPath, Value)>) {
    if value.as_str().is_some_and(|s| s.starts_with(RAW)) {
        return;
    }
    out.push((path.clone(), value.clone()));
    match value {
        Value::Object(members) => {
            for (k, v) in members {
                path.push(Segment::Key(k.clone()));
                places(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(Segment::Index(i));
                places(v, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

/// What the mutator draws on for one schema: its dictionary and the schema's other instances.
struct Mutator<'a> {
    dictionary: &'a Dictionary,
    instances: &'a [Value],
}

impl Mutator<'_> {
    /// A mutant of `base`: one to three edits, each at a place of the value the previous ones
    /// left; what was done, for the report.
    fn mutant(&self, rng: &mut Rng, base: &Value) -> (Value, Vec<String>) {
        let mut value = base.clone();
        let mut done = Vec::new();
        let edits = 1 + usize::from(rng.chance(30)) + usize::from(rng.chance(10));
        for _ in 0..edits {
            let mut all = Vec::new();
            places(&value, &mut Vec::new(), &mut all);
            let Some((path, at)) = all.get(rng.below(all.len())).cloned() else {
                break;
            };
            let (what, edit) = self.edit(rng, &value, path, &at);
            if apply(&mut value, &edit) {
                done.push(format!("{what} at {}", show(edit.path())));
            }
        }
        (value, done)
    }

    /// One edit of the value `at`, found at `path` in `whole`.
    fn edit(&self, rng: &mut Rng, whole: &Value, path: JsonPath, at: &Value) -> (String, Edit) {
        let d = self.dictionary;
        let specific = match at {
            Value::String(s) if rng.chance(60) => Some(self.string(rng, s)),
            Value::Number(n) if rng.chance(60) => Some(self.number(rng, n)),
            Value::Object(m) if rng.chance(60) => self.object(rng, m),
            Value::Array(a) if rng.chance(60) => self.array(rng, a),
            _ => None,
        };
        if let Some((what, new)) = specific {
            return (what, Edit::Set(path, new));
        }
        match rng.below(8) {
            0 if !path.is_empty() => ("drop".to_owned(), Edit::Remove(path)),
            1 if !d.values.is_empty() => {
                let v = rng.pick(&d.values).clone();
                (format!("a value of the schema {v}"), Edit::Set(path, v))
            }
            2 if !d.strings.is_empty() => {
                let s = rng.pick(&d.strings).clone();
                (
                    format!("a string of the schema {s:?}"),
                    Edit::Set(path, Value::String(s)),
                )
            }
            3 if !d.numbers.is_empty() => {
                let n = rng.pick(&d.numbers).clone();
                (
                    format!("a number of the schema {n}"),
                    Edit::Set(path, raw(&n)),
                )
            }
            4 => {
                let mut all = Vec::new();
                places(whole, &mut Vec::new(), &mut all);
                let (from, v) = rng.pick(&all).clone();
                (format!("a copy of {}", show(&from)), Edit::Set(path, v))
            }
            5 if !self.instances.is_empty() => {
                // The value at the same place in another instance, or any of its values.
                let other = rng.pick(self.instances);
                let same = json_at(other, &path).filter(|_| rng.chance(50));
                let v = same.cloned().unwrap_or_else(|| {
                    let mut all = Vec::new();
                    places(other, &mut Vec::new(), &mut all);
                    rng.pick(&all).1.clone()
                });
                ("a value of another instance".to_owned(), Edit::Set(path, v))
            }
            6 => {
                let wrapped = if rng.chance(50) {
                    Value::Array(vec![at.clone()])
                } else {
                    let name = self.name(rng);
                    Value::Object(Map::from_iter([(name, at.clone())]))
                };
                ("wrapped".to_owned(), Edit::Set(path, wrapped))
            }
            _ => {
                let (name, v) = rng.pick(&probes()).clone();
                (format!("set to {name}"), Edit::Set(path, v))
            }
        }
    }

    /// A member name: the schema's, or one it does not have.
    fn name(&self, rng: &mut Rng) -> String {
        if self.dictionary.names.is_empty() || rng.chance(20) {
            return rng.pick(&["zz", "", "é😀", "a"]).to_string();
        }
        rng.pick(&self.dictionary.names).clone()
    }

    fn string(&self, rng: &mut Rng, s: &str) -> (String, Value) {
        let mut chars: Vec<char> = s.chars().collect();
        match rng.below(6) {
            0 | 1 => {
                // A character inserted, removed or replaced.
                let c = rng.pick(CHAR_POOL).chars().next().unwrap_or('a');
                let c = if rng.chance(50) {
                    char::from(b"09azAZ.-+:/@%_~ "[rng.below(16)])
                } else {
                    c
                };
                let i = rng.below(chars.len() + 1);
                let what = match rng.below(3) {
                    0 if i < chars.len() => {
                        chars.remove(i);
                        "a character removed"
                    }
                    1 if i < chars.len() => {
                        chars[i] = c;
                        "a character replaced"
                    }
                    _ => {
                        chars.insert(i, c);
                        "a character inserted"
                    }
                };
                (what.to_owned(), Value::String(chars.into_iter().collect()))
            }
            2 if !self.dictionary.lengths.is_empty() => {
                let n = *rng.pick(&self.dictionary.lengths);
                let (name, alphabet) = rng.pick(ALPHABETS);
                (
                    format!("a string of {n} code points ({name})"),
                    Value::String(string_of(n, alphabet)),
                )
            }
            3 => {
                let near = near_misses(s);
                match near.get(rng.below(near.len())) {
                    Some(n) => ("a near miss".to_owned(), Value::String(n.clone())),
                    None => ("emptied".to_owned(), Value::String(String::new())),
                }
            }
            4 => {
                let (text, _) = rng.pick(DATE_TIMES);
                ("a date-time".to_owned(), Value::String((*text).to_owned()))
            }
            _ => {
                // Doubled, or cut in half.
                let cut: String = chars[..chars.len() / 2].iter().collect();
                if rng.chance(50) {
                    ("doubled".to_owned(), Value::String(s.repeat(2)))
                } else {
                    ("halved".to_owned(), Value::String(cut))
                }
            }
        }
    }

    fn number(&self, rng: &mut Rng, n: &serde_json::Number) -> (String, Value) {
        let literal = match rng.below(4) {
            0 if !self.dictionary.numbers.is_empty() => rng.pick(&self.dictionary.numbers).clone(),
            1 => rng.pick(NUMBERS).to_string(),
            _ => {
                let mut around = neighbours(n);
                around.retain(|l| *l != n.to_string());
                rng.pick(&around).clone()
            }
        };
        (format!("the number {literal}"), raw(&literal))
    }

    fn object(&self, rng: &mut Rng, m: &Map<String, Value>) -> Option<(String, Value)> {
        let mut m = m.clone();
        match rng.below(4) {
            0 => {
                let name = self.name(rng);
                let v = match rng.below(3) {
                    0 if !self.dictionary.values.is_empty() => {
                        rng.pick(&self.dictionary.values).clone()
                    }
                    1 if !m.is_empty() => m.values().nth(rng.below(m.len()))?.clone(),
                    _ => rng.pick(&probes()).1.clone(),
                };
                m.insert(name.clone(), v);
                Some((format!("member {name:?} added"), Value::Object(m)))
            }
            1 if !m.is_empty() => {
                let old = m.keys().nth(rng.below(m.len()))?.clone();
                let v = m.shift_remove(&old)?;
                let new = self.name(rng);
                m.insert(new.clone(), v);
                Some((format!("member {old:?} renamed {new:?}"), Value::Object(m)))
            }
            2 if !m.is_empty() => {
                // A member written twice: the JSON text names it twice (see `DUPLICATE`).
                let (name, v) = m
                    .iter()
                    .nth(rng.below(m.len()))
                    .map(|(k, v)| (k.clone(), v.clone()))?;
                let again = if rng.chance(50) {
                    v
                } else {
                    rng.pick(&probes()).1.clone()
                };
                m.insert(format!("{DUPLICATE}{name}"), again);
                Some((format!("member {name:?} written twice"), Value::Object(m)))
            }
            _ => {
                let reversed: Map<String, Value> = m.into_iter().rev().collect();
                Some(("members reversed".to_owned(), Value::Object(reversed)))
            }
        }
    }

    fn array(&self, rng: &mut Rng, a: &[Value]) -> Option<(String, Value)> {
        let mut a = a.to_vec();
        match rng.below(4) {
            0 if !a.is_empty() => {
                let i = rng.below(a.len());
                let twin = a[i].clone();
                a.insert(rng.below(a.len() + 1), twin);
                Some(("an item duplicated".to_owned(), Value::Array(a)))
            }
            1 => {
                let v = match rng.below(3) {
                    0 if !self.dictionary.values.is_empty() => {
                        rng.pick(&self.dictionary.values).clone()
                    }
                    1 if !a.is_empty() => rng.pick(&a).clone(),
                    _ => rng.pick(&probes()).1.clone(),
                };
                a.push(v);
                Some(("an item added".to_owned(), Value::Array(a)))
            }
            2 if !self.dictionary.lengths.is_empty() && !a.is_empty() => {
                let n = (*rng.pick(&self.dictionary.lengths)).min(64);
                let items: Vec<Value> = a.iter().cycle().take(n).cloned().collect();
                Some((format!("{n} items"), Value::Array(items)))
            }
            _ if a.len() >= 2 => {
                a.reverse();
                Some(("items reversed".to_owned(), Value::Array(a)))
            }
            _ => None,
        }
    }
}

/// A member name that `text` writes as `name` (a JSON value cannot name a member twice, a
/// JSON text can).
const DUPLICATE: &str = "\u{0}duplicate:";

/// The JSON text of a mutant: literal numbers spliced in (`json::render`), and members named
/// `DUPLICATE` + `name` written as `name`.
fn json_text(value: &Value) -> String {
    render(value).replace("\"\\u0000duplicate:", "\"")
}

/// Number literals at the edges: zeros, the f64 limits, exponents, integers beyond 2^53 and
/// 2^64, and numbers with more digits than an f64 keeps (which are read rounded).
const NUMBERS: &[&str] = &[
    "0",
    "-0",
    "0.0",
    "1e308",
    "-1e308",
    "5e-324",
    "1E2",
    "1e-7",
    "0.1",
    "-1.5",
    "9007199254740993",
    "18446744073709551615",
    "1e19",
    "6184467440737095516162",
    "-36893488147419103233",
    "0.30000000000000000001",
];

fn json_at<'a>(value: &'a Value, path: &[Segment]) -> Option<&'a Value> {
    path.iter().try_fold(value, |v, s| match (v, s) {
        (Value::Object(m), Segment::Key(k)) => m.get(k),
        (Value::Array(a), Segment::Index(i)) => a.get(*i),
        _ => None,
    })
}

// ------------------------------------------------------------------------------------------------
// The run
// ------------------------------------------------------------------------------------------------

/// The counts of one dialect (or of example-app).
#[derive(Default)]
struct Tally {
    schemas: usize,
    instances: usize,
    valid: usize,
    invalid: usize,
    known: BTreeMap<&'static str, usize>,
    reported: BTreeMap<&'static str, usize>,
    findings: usize,
}

impl Tally {
    fn line(&self, origin: &str) -> String {
        /// `n` and the counts by name in parentheses.
        fn by_name(counts: &BTreeMap<&str, usize>) -> String {
            let n: usize = counts.values().sum();
            if counts.is_empty() {
                return n.to_string();
            }
            let each: Vec<String> = counts.iter().map(|(k, c)| format!("{c} {k}")).collect();
            format!("{n} ({})", each.join(", "))
        }
        format!(
            "{origin}: {} schemas, {} instances, {} agreed ({} valid, {} invalid), {} known \
             differences, {} reported bugs, {} findings",
            self.schemas,
            self.instances,
            self.valid + self.invalid,
            self.valid,
            self.invalid,
            by_name(&self.known),
            by_name(&self.reported),
            self.findings
        )
    }
}

/// The whole run: counts per origin, findings grouped by subject and kind.
#[derive(Default)]
struct Run {
    tallies: BTreeMap<&'static str, Tally>,
    /// (kind, subject) -> (count, first example).
    findings: BTreeMap<(String, String), (usize, String)>,
    /// Subjects that cannot be compared, and why.
    skipped: Vec<(String, String)>,
}

impl Run {
    /// Judges one text for `subject`: counts it, and keeps a finding.
    fn judge(&mut self, subject: &Subject, text: &str, what: &str) {
        let tally = self.tallies.entry(subject.origin).or_default();
        tally.instances += 1;
        let comparison = match catch_unwind(AssertUnwindSafe(|| subject.compare(text))) {
            Ok(c) => c,
            Err(panic) => {
                let message = panic
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                tally.findings += 1;
                self.finding("PANIC", subject, format!("{message}\n      text: {text}"));
                return;
            }
        };
        let kind = match comparison.verdict {
            Verdict::Valid => return tally.valid += 1,
            Verdict::Invalid => return tally.invalid += 1,
            Verdict::Known(name) => return *tally.known.entry(name).or_default() += 1,
            Verdict::Reported(name) => return *tally.reported.entry(name).or_default() += 1,
            Verdict::FalseAccept => "FALSE ACCEPT (boon refuses, ours accepts)",
            Verdict::FalseReject => "FALSE REJECT (boon accepts, ours refuses)",
            Verdict::WrittenBackChanged => "WRITTEN BACK CHANGED",
        };
        tally.findings += 1;
        let ours = match &comparison.ours {
            Ok(back) => format!("accepted, written back as {back}"),
            Err(e) => format!("refused: {e}"),
        };
        let boon = match &comparison.boon {
            None => "not JSON".to_owned(),
            Some(Ok(())) => "valid".to_owned(),
            Some(Err(leaves)) => {
                let shown: Vec<String> = leaves.iter().take(4).map(|l| l.to_string()).collect();
                format!("invalid: {}", shown.join("; "))
            }
        };
        self.finding(
            kind,
            subject,
            format!(
                "{what}\n      schema: {}\n      text: {text}\n      ours: {ours}\n      \
                 boon: {boon}",
                subject.schema
            ),
        );
    }

    fn finding(&mut self, kind: &str, subject: &Subject, example: String) {
        self.findings
            .entry((kind.to_owned(), subject.name.clone()))
            .or_insert((0, example))
            .0 += 1;
    }

    /// The instances of `subject` and `mutants` mutants of each.
    fn subject(&mut self, subject: &Subject, bases: &[Value], mutants: usize, rng: &mut Rng) {
        self.tallies.entry(subject.origin).or_default().schemas += 1;
        let schema: Value = serde_json::from_str(subject.schema).expect("a schema is JSON");
        let dictionary = Dictionary::of(&schema);
        let mutator = Mutator {
            dictionary: &dictionary,
            instances: bases,
        };
        let mut seen = HashSet::new();
        for base in bases {
            let text = json_text(base);
            if seen.insert(text.clone()) {
                self.judge(subject, &text, "the instance as given");
            }
            for _ in 0..mutants {
                let (mutant, done) = mutator.mutant(rng, base);
                let text = json_text(&mutant);
                if seen.insert(text.clone()) {
                    self.judge(subject, &text, &done.join(", then "));
                }
            }
        }
    }
}

/// example-app's instances of `file`'s schema: `example-app/tests/instances/<stem>/valid/`.
fn example_app_instances(file: &str) -> Vec<Value> {
    let stem = file.trim_end_matches(".schema.json");
    let dir = format!(
        "{}/../example-app/tests/instances/{stem}/valid",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap();
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
        })
        .collect()
}

#[test]
fn general_path_agrees_with_boon() {
    let started = Instant::now();
    let mutants = std::env::var("DIFFERENTIAL_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_CASES);
    let mut rng = Rng(SEED);
    let mut run = Run::default();
    let mut seeds_not_valid = Vec::new();
    for group in wire_models_suite::GROUPS {
        let subject = match Subject::suite(group) {
            Ok(s) => s,
            Err(why) => {
                run.skipped.push((
                    format!("{}/{} #{}", group.folder, group.file, group.index),
                    why,
                ));
                continue;
            }
        };
        let bases: Vec<Value> = group
            .tests
            .iter()
            .map(|t| serde_json::from_str(t.data).expect("the suite's data is JSON"))
            .collect();
        run.subject(&subject, &bases, mutants, &mut rng);
    }
    for (file, ..) in EXAMPLE_APP {
        let subject = Subject::example_app(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let bases = example_app_instances(file);
        assert!(!bases.is_empty(), "{file}: no instances");
        for base in &bases {
            // The instances are valid for us (else their mutants would explore little), and for
            // boon too or as a known difference says.
            let comparison = subject.compare(&json_text(base));
            if comparison.ours.is_err() || !comparison.verdict.is_fine() {
                seeds_not_valid.push(format!("{file}: {base} is {:?}", comparison.verdict));
            }
        }
        run.subject(&subject, &bases, mutants, &mut rng);
    }

    let mut lines = Vec::new();
    for name in wire_models_suite::DIALECTS
        .iter()
        .map(|(_, name)| *name)
        .chain(["example-app"])
    {
        let tally = run.tallies.remove(name).unwrap_or_default();
        lines.push(tally.line(name));
    }
    assert!(
        run.tallies.is_empty(),
        "origins not shown: {:?}",
        run.tallies.keys()
    );
    for line in &lines {
        eprintln!("{line}");
    }
    for (name, why) in &run.skipped {
        eprintln!("not compared: {name}: {why}");
    }
    for d in KNOWN {
        eprintln!("known difference `{}`: {}", d.name, d.reason);
    }
    for d in REPORTED {
        eprintln!("REPORTED BUG `{}`: {}", d.name, d.reason);
    }
    let mut shown: BTreeMap<&str, usize> = BTreeMap::new();
    for ((kind, subject), (count, example)) in &run.findings {
        let n = shown.entry(kind).or_default();
        *n += 1;
        if *n <= SHOWN {
            eprintln!("{kind}: {subject} ({count}×): {example}");
        }
    }
    for (kind, n) in &shown {
        if *n > SHOWN {
            eprintln!("{kind}: … and {} more schemas", n - SHOWN);
        }
    }
    eprintln!(
        "{mutants} mutants of each instance, seed {SEED:#x}, {:.1?}",
        started.elapsed()
    );

    let mut failures = Vec::new();
    if !run.findings.is_empty() {
        let total: usize = run.findings.values().map(|(c, _)| c).sum();
        failures.push(format!(
            "{total} instances in {} (kind, schema) groups that no known difference covers",
            run.findings.len()
        ));
    }
    if !run.skipped.is_empty() {
        failures.push(format!("{} schemas not compared", run.skipped.len()));
    }
    failures.extend(seeds_not_valid);
    assert!(
        failures.is_empty(),
        "\n{}\n\nfailing:\n{}\n(the first findings of each kind are printed above)",
        lines.join("\n"),
        failures.join("\n")
    );
}

/// One instance per listed difference that shows it: (the suite's dialect folder and file and
/// group index, or example-app's schema file; the text; the difference).
const SHOWN_BY: &[(&str, &str, &str)] = &[
    (
        "draft2020-12/multipleOf.json #0",
        "9007199254740993",
        "multipleOf in decimal",
    ),
    (
        "draft2020-12/contains.json #4",
        "[6184467440737095516162]",
        "numbers rounded when read (documented limitation)",
    ),
    (
        "draft4/definitions.json #0",
        r#"{"definitions": {"foo": {"$ref": 1}}}"#,
        "official meta-schemas",
    ),
    (
        "example-app/payment.schema.json",
        r#"{"amount": 1, "currency": "EUR",
            "card": {"number": "424242424242", "expiry": "12/30"}, "reference": "order 17"}"#,
        "formats of the dialect",
    ),
    (
        "draft2020-12/properties.json #0",
        r#"{"foo": 1, "foo": 2}"#,
        "duplicate member names",
    ),
    (
        "draft2020-12/optional/format/date.json #0",
        r#""2020-+6-30""#,
        "date and time fields are digits",
    ),
    (
        "draft2020-12/optional/format/duration.json #0",
        r#""P1Y2D""#,
        "duration designators in order",
    ),
    (
        "draft2020-12/optional/format/hostname.json #0",
        r#""example.""#,
        "hostname: no trailing dot, A-labels checked",
    ),
    (
        "draft2020-12/optional/format/idn-hostname.json #0",
        r#""BÜCHER""#,
        "idn-hostname: IDNA2008 as written",
    ),
    (
        "draft2020-12/optional/format/idn-hostname.json #0",
        r#""ab--cd.l·la""#,
        "idn-hostname: RFC 1123 names, contextual rules per label",
    ),
    (
        "draft2020-12/optional/format/email.json #0",
        r#""@example.com""#,
        "email: RFC 5321 Mailbox",
    ),
    (
        "draft2020-12/optional/format/idn-email.json #0",
        r#""\"δοκιμή\"@example.com""#,
        "idn-email: RFC 6531 local parts",
    ),
    (
        "draft2020-12/optional/format/iri.json #0",
        r#""http://[v1.fe]/""#,
        "iri: RFC 3987",
    ),
    (
        "draft2020-12/optional/format/uri-template.json #0",
        r#""{/var}""#,
        "uri-template: RFC 6570",
    ),
    (
        "draft2020-12/optional/format/ecmascript-regex.json #4",
        r#""(?<=a+)b""#,
        "regex: ECMA-262",
    ),
];

#[test]
fn each_difference_shows() {
    let mut wrong = Vec::new();
    for (name, text, difference) in SHOWN_BY {
        let subject = match name.strip_prefix("example-app/") {
            Some(file) => Subject::example_app(file),
            None => wire_models_suite::GROUPS
                .iter()
                .find(|g| format!("{}/{} #{}", g.folder, g.file, g.index) == *name)
                .map_or_else(|| Err(format!("no group {name}")), Subject::suite),
        }
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        let verdict = subject.compare(text).verdict;
        if verdict != Verdict::Known(difference) && verdict != Verdict::Reported(difference) {
            wrong.push(format!("{name} {text}: {verdict:?}, not `{difference}`"));
        }
    }
    let listed: Vec<&str> = KNOWN.iter().chain(REPORTED).map(|d| d.name).collect();
    for name in &listed {
        if !SHOWN_BY.iter().any(|(.., d)| d == name) {
            wrong.push(format!("`{name}` has no instance here"));
        }
    }
    assert!(
        wrong.is_empty(),
        "a listed difference that no longer shows is to be removed (or its instance \
         changed):\n{}",
        wrong.join("\n")
    );
}
