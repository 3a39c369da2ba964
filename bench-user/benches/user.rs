//! Reading a user's own schema's documents: an audit log export of 100,000 events (about 28 MB)
//! read with the types `Builder` generated from `schemas/audit-log.schema.json`, against
//! `serde_json::Value`, `Value` + boon, `Value` + the `jsonschema` crate, plain
//! `#[derive(Deserialize)]` types without validation, and serde_json's parser alone
//! (`IgnoredAny`).
//!
//! ```text
//! cargo bench -p wire-models-bench-user
//! ```
//!
//! The built-in models have their own benchmark (`benches/parse.rs`); this one measures the
//! path every other schema takes, and is measured the same way, with the same helpers
//! (`benches/support/measure.rs`, `peak.rs`). The input is generated at start from a fixed
//! seed. Before anything is timed, the setup checks that it reads into the generated type and
//! the plain derives and is valid for both validators, and that a broken copy of a small export
//! is refused by all three validating cases, so no case measures an error path.
//!
//! Then it prints the peak memory of each read (a counting allocator that is off while
//! timing), criterion's measurements (throughput in bytes of the input), and a summary measured
//! by interleaving the cases round by round, by thread CPU time: each case's median time, MB/s
//! and median per-round ratio to `Value`, then the key figures against the redesign's goals.
//! Quote the summary's ratios: the machine is shared, and interleaving spreads a slow period
//! over all cases alike. Every timed closure drops what it built, so drop is included.
//!
//! Under `cargo test --benches` (no `--bench` argument) the input is small and each case runs
//! once. Environment: `USER_BENCH_ROUNDS` (summary rounds, default 15), `USER_BENCH_SUMMARY=0`
//! skips the memory report and the summary, `USER_BENCH_MEMORY_ONLY=1` stops after the memory
//! report, `USER_BENCH_DUMP=<dir>` writes the input there (for profiling with a separate driver).

mod support;

use std::hint::black_box;
use std::time::Instant;

use criterion::Criterion;
use serde_json::Value;
use wire_models_bench_user::audit_log::Outcome;
use wire_models_bench_user::{instance, AuditLog};

use support::measure::{
    case, criterion_group, ignored_any_case, machine, mb, ratios, summary, value_boon_case,
    value_case, Case, Peaks,
};
use support::validators::{self, Boon};
use support::{peak, plain};

#[global_allocator]
static ALLOC: peak::Counting = peak::Counting;

const SEED: u64 = 0x5eed_a0d1_7000_0002;

/// How big the input is and how long the summary runs.
struct Plan {
    events: usize,
    rounds: usize,
    summary: bool,
}

impl Plan {
    fn from_args() -> Plan {
        let args: Vec<String> = std::env::args().collect();
        let has = |flag: &str| args.iter().any(|a| a == flag);
        let full = has("--bench");
        let rounds = std::env::var("USER_BENCH_ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(15);
        let summary = full
            && !has("--list")
            && !has("--profile-time")
            && std::env::var("USER_BENCH_SUMMARY").as_deref() != Ok("0");
        Plan {
            events: if full { 100_000 } else { 500 },
            rounds: if full { rounds } else { 1 },
            summary,
        }
    }
}

fn parse_typed(text: &str) -> AuditLog {
    wire_models::from_str(text).unwrap_or_else(|e| panic!("the export does not read: {e}"))
}

fn parse_value(text: &str) -> Value {
    serde_json::from_str(text).expect("valid JSON")
}

fn parse_plain(text: &str) -> plain::AuditLog {
    serde_json::from_str(text).expect("the plain derives read the export")
}

fn generate(plan: &Plan) -> String {
    let text = serde_json::to_string(&instance::audit_log(plan.events, SEED)).expect("writes");
    if let Ok(dir) = std::env::var("USER_BENCH_DUMP") {
        let dir = std::path::Path::new(&dir);
        std::fs::create_dir_all(dir).expect("create the dump folder");
        std::fs::write(dir.join("audit-log.json"), &text).expect("write audit-log.json");
        eprintln!("wrote the input to {}", dir.display());
    }
    text
}

/// Counts what the export holds, to show it has what the benchmark claims.
fn describe(log: &AuditLog) -> String {
    let (mut allowed, mut denied, mut failed) = (0, 0, 0);
    let (mut notes, mut null_notes, mut changes, mut tagged, mut emails) = (0, 0, 0, 0, 0);
    for e in &log.events {
        match e.outcome {
            Outcome::Allowed(_) => allowed += 1,
            Outcome::Denied(_) => denied += 1,
            Outcome::Failed(_) => failed += 1,
        }
        match &e.note {
            Some(Some(_)) => notes += 1,
            Some(None) => null_notes += 1,
            None => {}
        }
        changes += e.changes.as_ref().map_or(0, |c| c.len());
        tagged += usize::from(e.tags.is_some());
        emails += usize::from(e.actor.email.is_some());
    }
    format!(
        "{} events: outcomes {allowed} allowed, {denied} denied, {failed} failed; {notes} notes \
         and {null_notes} null ones; {changes} changes; {tagged} tagged; {emails} actors with \
         an e-mail address",
        log.events.len()
    )
}

/// Makes sure every case measures the success path, and shows what the input holds.
fn check_input(plan: &Plan, text: &str, boon: &Boon, jsonschema: &jsonschema::Validator) {
    let log = parse_typed(text);
    assert_eq!(log.events.len(), plan.events);
    eprintln!("audit log: {}", describe(&log));
    drop(log);
    assert_eq!(parse_plain(text).events.len(), plan.events);
    let value = parse_value(text);
    boon.check(&value)
        .unwrap_or_else(|e| panic!("boon refuses the export: {e}"));
    assert!(jsonschema.is_valid(&value), "jsonschema refuses the export");
    drop(value);

    // A broken copy is refused by every validating case, so validation is really on
    // (`tests/instance.rs` breaks one member at a time).
    let mut broken = instance::audit_log(20, SEED);
    broken["events"][3]["tags"] = serde_json::json!(["eu", "web", "eu"]);
    assert!(boon.check(&broken).is_err());
    assert!(!jsonschema.is_valid(&broken));
    let broken = serde_json::to_string(&broken).expect("writes");
    assert!(wire_models::from_str::<AuditLog>(&broken).is_err());
}

/// Peak bytes allocated by each read, with its result alive, as a ratio to `Value`.
fn memory_report(text: &str) -> Peaks {
    let mut peaks = Peaks::new();
    peaks
        .row("serde_json::Value", || parse_value(text))
        .row("wire_models AuditLog", || parse_typed(text))
        .row("plain derive AuditLog", || parse_plain(text));
    peaks.print("audit log", text.len());
    peaks
}

fn cases<'a>(
    text: &'a str,
    boon: &'a Boon,
    jsonschema: &'a jsonschema::Validator,
) -> Vec<Case<'a>> {
    vec![
        value_case(text),
        case(
            "typed",
            "wire_models::from_str::<AuditLog> (validating)",
            "value",
            move || {
                black_box(parse_typed(black_box(text)));
            },
        ),
        value_boon_case(text, &boon.schemas, boon.index),
        case(
            "value_jsonschema",
            "Value + jsonschema validation",
            "value",
            move || {
                let v = parse_value(black_box(text));
                assert!(jsonschema.validate(&v).is_ok());
                black_box(v);
            },
        ),
        case(
            "plain_derive",
            "plain #[derive(Deserialize)] AuditLog, no validation",
            "value",
            move || {
                black_box(parse_plain(black_box(text)));
            },
        ),
        ignored_any_case(text),
    ]
}

fn main() {
    let plan = Plan::from_args();
    let start = Instant::now();
    let text = generate(&plan);
    let boon = Boon::new();
    let jsonschema = validators::jsonschema();
    check_input(&plan, &text, &boon, &jsonschema);
    eprintln!(
        "input: audit log {:.1} MB ({} events); generated and checked in {:.1} s",
        mb(text.len()),
        plan.events,
        start.elapsed().as_secs_f64()
    );
    let peaks = plan.summary.then(|| memory_report(&text));
    if std::env::var("USER_BENCH_MEMORY_ONLY").as_deref() == Ok("1") {
        return;
    }

    let cases = cases(&text, &boon, &jsonschema);
    let mut c = Criterion::default().configure_from_args();
    criterion_group(&mut c, "audit_log", text.len(), &cases);

    if let Some(peaks) = peaks {
        eprintln!("\nmachine: {}", machine());
        let cpu = summary("audit log", text.len(), &cases, plan.rounds, "");
        let at = |name: &str| cases.iter().position(|c| c.name == name).expect("a case");
        let (typed, value, plain) = (at("typed"), at("value"), at("plain_derive"));
        let peak = |name: &str| peaks.0.iter().find(|r| r.0 == name).expect("measured").1;
        let peak_ratio = |name: &str| peak(name) as f64 / peak("serde_json::Value") as f64;
        eprintln!(
            "\nkey figures (CPU time, median of per-round ratios): the typed read runs at \
             {:.2}× Value's speed (goal ≥ 2) and {:.2}× the plain derives' (the unvalidated \
             floor); its peak memory is {:.2}× Value's (goal ≤ 0.5), the plain derives' {:.2}×",
            ratios(&cpu, typed, value).0,
            ratios(&cpu, typed, plain).0,
            peak_ratio("wire_models AuditLog"),
            peak_ratio("plain derive AuditLog"),
        );
        eprintln!("machine at the end: {}", machine());
    }
    c.final_summary();
}
