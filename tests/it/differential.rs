//! Fidelity of the generated types (issue 3): they accept exactly what the schemas accept, and
//! what they accept they write back without loss.
//!
//! The reference is boon (`support::reference`). Hand-written valid instances live in
//! `tests/instances/<model>/valid/`; the mutation engine (`support::mutation`) derives thousands
//! of instances per model from them, guided by the schema, followed by a seeded random stage.
//! For every instance the types and boon must agree; every accepted instance must round-trip;
//! every rejected one must name the place that was changed. All problems are collected and
//! printed, grouped, before the test fails, so one run shows all of them.
//!
//! Run with `cargo test --test it differential -- --nocapture` to see the counts.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::time::Instant;

use serde_json::{json, Value};
use wire_models::{ErrorKind, Segment};

use crate::support::edit::{apply, Edit};
use crate::support::json::{clip, general, render, same_data, show};
use crate::support::models::{Model, MODELS};
use crate::support::mutation::{
    mutation, random_edit, shift_after_removal, systematic, Changed, Known, Mutation, SchemaInfo,
    KNOWN_KEYWORDS,
};
use crate::support::reference::Reference;
use crate::support::rng::Rng;

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
    let own = model.valid_instances();
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
        for base in other.valid_instances() {
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
        let all = model.valid_instances();
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
