//! The benchmark's input is what it claims to be: a generated export (small here; the benchmark
//! reads 100,000 events from the same generator) is valid for both validators the benchmark
//! compares with, holds every kind of value the schema describes, reads into the generated
//! types and writes back as the same data. A copy broken in one member at a time is refused by
//! both validators and by the generated types, whose error points at that member.

#[path = "../benches/support/validators.rs"]
mod validators;

use serde_json::{json, Value};
use wire_models_bench_user::audit_log::Outcome;
use wire_models_bench_user::{instance, AuditLog};

const SEED: u64 = 0x5eed_a0d1_7000_0001;

#[test]
fn generated_export_is_valid_read_and_written_back() {
    let value = instance::audit_log(400, SEED);
    validators::Boon::new()
        .check(&value)
        .unwrap_or_else(|e| panic!("boon refuses the generated export: {e}"));
    let jsonschema = validators::jsonschema();
    if let Err(e) = jsonschema.validate(&value) {
        panic!(
            "jsonschema refuses the generated export: {e} at {}",
            e.instance_path()
        );
    }

    let text = serde_json::to_string(&value).expect("a Value writes");
    let log: AuditLog = wire_models::from_str(&text)
        .unwrap_or_else(|e| panic!("the generated types refuse the export: {e}"));
    assert_eq!(log.events.len(), 400);
    let back = serde_json::to_value(&log).expect("the generated types write");
    assert_eq!(
        back, value,
        "read and written back, the export is the same data"
    );

    // The export exercises each part of the schema the benchmark means to measure.
    let events = &log.events;
    let count = |f: &dyn Fn(&wire_models_bench_user::audit_log::Event) -> bool| {
        events.iter().filter(|e| f(e)).count()
    };
    assert!(count(&|e| matches!(e.outcome, Outcome::Allowed(_))) > 0);
    assert!(count(&|e| matches!(e.outcome, Outcome::Denied(_))) > 0);
    assert!(count(&|e| matches!(e.outcome, Outcome::Failed(_))) > 0);
    assert!(count(&|e| e.note.is_none()) > 0);
    assert!(count(&|e| e.note == Some(None)) > 0);
    assert!(count(&|e| matches!(&e.note, Some(Some(n)) if !n.is_ascii())) > 0);
    assert!(count(&|e| e.changes.as_ref().is_some_and(|c| !c.is_empty())) > 0);
    assert!(count(&|e| e.tags.as_ref().is_some_and(|t| t.len() > 1)) > 0);
    assert!(count(&|e| e.actor.email.is_none()) > 0);
    assert!(count(&|e| e.actor.email.is_some()) > 0);
    for member in ["duration_ms", "risk", "attempt"] {
        let present = value["events"]
            .as_array()
            .expect("events")
            .iter()
            .filter(|e| e.get(member).is_some())
            .count();
        assert!(present > 0 && present < 400, "{member} is sometimes absent");
    }
}

/// The keyword a change breaks, the path the generated types must report, and the change.
type Mutation = (&'static str, &'static str, fn(&mut Value));

/// One member of an event broken at a time.
fn mutations() -> Vec<Mutation> {
    vec![
        ("pattern", "$.events[0].actor.handle", |e| {
            e["actor"]["handle"] = json!("@Ana")
        }),
        ("format ipv4", "$.events[0].source_ip", |e| {
            e["source_ip"] = json!("10.20.1.256")
        }),
        ("format email", "$.events[0].actor.email", |e| {
            e["actor"]["email"] = json!("ana.muller.example")
        }),
        ("format date-time", "$.events[0].occurred_at", |e| {
            e["occurred_at"] = json!("2024-02-30T10:00:00Z")
        }),
        ("format uuid", "$.events[0].id", |e| {
            e["id"] = json!("0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f")
        }),
        ("enum", "$.events[0].action", |e| {
            e["action"] = json!("document.print")
        }),
        ("exclusiveMinimum", "$.events[0].duration_ms", |e| {
            e["duration_ms"] = json!(0)
        }),
        ("exclusiveMaximum", "$.events[0].risk", |e| {
            e["risk"] = json!(1)
        }),
        ("integer", "$.events[0].attempt", |e| {
            e["attempt"] = json!(1.5)
        }),
        ("maximum", "$.events[0].attempt", |e| {
            e["attempt"] = json!(11)
        }),
        ("uniqueItems", "$.events[0].tags", |e| {
            e["tags"] = json!(["eu", "web", "eu"])
        }),
        (
            "additionalProperties schema",
            "$.events[0].changes.title",
            |e| e["changes"] = json!({"title": {"from": "a"}}),
        ),
        ("oneOf by const", "$.events[0].outcome", |e| {
            e["outcome"] = json!({"status": "approved"})
        }),
        ("oneOf branch", "$.events[0].outcome", |e| {
            e["outcome"] = json!({"status": "failed", "code": 600, "message": "?"})
        }),
        ("maxLength", "$.events[0].note", |e| {
            e["note"] = json!("x".repeat(501))
        }),
        ("additionalProperties false", "$.events[0]", |e| {
            e["severity"] = json!("high")
        }),
    ]
}

#[test]
fn broken_copies_are_refused_by_all_three() {
    let valid = instance::audit_log(3, SEED);
    let boon = validators::Boon::new();
    let jsonschema = validators::jsonschema();
    for (keyword, path, mutate) in mutations() {
        let mut broken = valid.clone();
        mutate(&mut broken["events"][0]);
        assert!(boon.check(&broken).is_err(), "{keyword}: boon accepts it");
        assert!(
            jsonschema.validate(&broken).is_err(),
            "{keyword}: jsonschema accepts it"
        );
        let text = serde_json::to_string(&broken).expect("a Value writes");
        match wire_models::from_str::<AuditLog>(&text) {
            Ok(_) => panic!("{keyword}: the generated types accept it"),
            Err(e) => assert!(
                e.path().to_string().starts_with(path),
                "{keyword}: the error should point at {path}: {e}"
            ),
        }
    }
}
