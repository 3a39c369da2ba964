//! Schemas written in older dialects, generated with each one's own meaning: a draft-07 CI
//! pipeline file and a draft-04 API payload. Every expectation here comes from the dialect's
//! specification (draft-07's "$ref hides its siblings" and `dependencies`; draft-04's boolean
//! `exclusiveMinimum`, `items` arrays with `additionalItems`, and its format list), not from what
//! the generator happens to emit.

use example_app::{ci_pipeline, payment};
use serde_json::{json, Value};

mod support;
use support::{read, refuse};

fn pipeline() -> Value {
    json!({
        "name": "checks",
        "on": ["push", "pull_request"],
        "env": {"RUST_LOG": "info", "RETRIES": 3, "CI": true},
        "jobs": {
            "test": {
                "runs-on": "linux",
                "timeout-minutes": 30,
                "continue-on-error": false,
                "steps": [
                    {"uses": "actions/checkout@v4", "with": {"fetch-depth": "0"}},
                    {"name": "test", "run": "cargo test", "shell": "bash"}
                ]
            },
            "docs": {"runs-on": "macos", "needs": "test", "steps": [{"run": "cargo doc"}]}
        }
    })
}

/// `value` with the member or item at `pointer` set to `new` (a member is added if absent).
fn set(mut value: Value, pointer: &str, new: Value) -> Value {
    let (parent, last) = pointer.rsplit_once('/').expect("a pointer below the root");
    let parent = value
        .pointer_mut(parent)
        .unwrap_or_else(|| panic!("{pointer}"));
    match parent {
        Value::Object(members) => {
            members.insert(last.to_owned(), new);
        }
        Value::Array(items) => items[last.parse::<usize>().expect("an index")] = new,
        _ => panic!("{pointer}: not in an object or array"),
    }
    value
}

fn remove(mut value: Value, pointer: &str, member: &str) -> Value {
    value
        .pointer_mut(pointer)
        .and_then(Value::as_object_mut)
        .unwrap_or_else(|| panic!("{pointer}"))
        .remove(member);
    value
}

#[test]
fn a_draft_07_pipeline_reads_into_its_types_and_writes_back_unchanged() {
    let p: ci_pipeline::CiPipeline = read(pipeline());
    assert_eq!(p.name.as_deref(), Some("checks"));
    // `jobs` names its members by one pattern and allows no others: a map of `Job`s.
    let job: &ci_pipeline::Job = p.jobs.get("test").expect("the test job");
    assert_eq!(job.runs_on, ci_pipeline::JobRunsOn::Linux);
    // `on` takes one event as well as several.
    read::<ci_pipeline::CiPipeline>(set(pipeline(), "/on", json!("push")));
    // An integer with a zero fraction is an integer from draft-06 on.
    read::<ci_pipeline::CiPipeline>(set(pipeline(), "/jobs/test/timeout-minutes", json!(7.0)));
}

#[test]
fn draft_07_refs_hide_their_siblings() {
    // `jobs.*.env` is `{"$ref": "#/definitions/env", "maxProperties": 1}`: in draft-07 the
    // `maxProperties` beside the `$ref` is ignored, so two variables are fine...
    let two = json!({"A": "1", "B": "2"});
    read::<ci_pipeline::CiPipeline>(set(pipeline(), "/jobs/docs/env", two));
    // ...while what the reference says still holds.
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(set(pipeline(), "/jobs/docs/env", json!({"a": "1"}))),
        "$.jobs.docs.env.a: this member name is not allowed: expected a string matching the pattern ^[A-Z_][A-Z0-9_]*$, found \"a\" (1 character)"
    );
}

#[test]
fn draft_07_dependencies_of_both_kinds_are_checked() {
    // A member name list: `continue-on-error` needs `timeout-minutes`.
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(remove(pipeline(), "/jobs/test", "timeout-minutes")),
        "$.jobs.test[\"timeout-minutes\"]: \"timeout-minutes\" is required because \"continue-on-error\" is present"
    );
    // Another list: `with` needs `uses` (the step that has `run` has no `with`).
    let step = json!({"run": "make", "with": {"a": "b"}});
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(set(pipeline(), "/jobs/docs/steps/0", step)),
        "$.jobs.docs.steps[0].uses: \"uses\" is required because \"with\" is present"
    );
    // A schema: a step with `shell` must be a `run` step.
    let step = json!({"uses": "a/b@v1", "shell": "bash"});
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(set(pipeline(), "/jobs/docs/steps/0", step)),
        "$.jobs.docs.steps[0].run: the required member \"run\" is missing"
    );
}

#[test]
fn draft_07_one_of_pattern_properties_and_unique_items_are_checked() {
    let both = json!({"run": "make", "uses": "a/b@v1"});
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(set(pipeline(), "/jobs/docs/steps/0", both)),
        "$.jobs.docs.steps[0]: matched 2 branches of oneOf (0 and 1), expected exactly one"
    );
    let mut bad_id = pipeline();
    let job = bad_id["jobs"]["docs"].take();
    bad_id["jobs"] = json!({"1docs": job});
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(bad_id),
        "$.jobs[\"1docs\"]: \"1docs\" is not allowed here (additionalProperties)"
    );
    assert_eq!(
        refuse::<ci_pipeline::CiPipeline>(set(pipeline(), "/on", json!(["push", "push"]))),
        // The one branch that admits an array reads it, and its failure is its own.
        "$.on: expected unique items, found items 0 and 1 equal"
    );
}

fn payment() -> Value {
    json!({
        "amount": 12.5,
        "currency": "EUR",
        "card": {"number": "4242424242424242", "expiry": "09/27"},
        "reference": "order 17",
        "created": "2024-05-01T09:30:00+02:00",
        "installments": [3, 30, "monthly"],
        "billing_name": "A. Person",
        "billing_address": "1 Main St"
    })
}

#[test]
fn a_draft_04_payload_reads_into_its_types_and_writes_back_unchanged() {
    let p: payment::Payment = read(payment());
    assert_eq!(p.card.expiry, "09/27");
    assert_eq!(p.currency, payment::PaymentCurrency::Eur);
    // `uuid` is not one of draft-04's formats: an annotation, so any string passes.
    assert_eq!(p.reference.as_deref(), Some("order 17"));
}

#[test]
fn draft_04_boolean_exclusive_bounds() {
    // `minimum: 0` with `exclusiveMinimum: true`: zero is out, anything above is in.
    assert_eq!(
        refuse::<payment::Payment>(set(payment(), "/amount", json!(0))),
        "$.amount: expected a number greater than 0, found 0"
    );
    read::<payment::Payment>(set(payment(), "/amount", json!(0.01)));
    // `maximum: 1000000` with `exclusiveMaximum: false`: the bound itself is in.
    read::<payment::Payment>(set(payment(), "/amount", json!(1000000)));
    assert_eq!(
        refuse::<payment::Payment>(set(payment(), "/amount", json!(1000000.5))),
        "$.amount: expected a number at most 1000000, found 1000000.5"
    );
}

#[test]
fn draft_04_items_arrays_additional_items_dependencies_and_formats() {
    // `items` is one schema per position; `additionalItems` is for the ones after.
    assert_eq!(
        refuse::<payment::Payment>(set(payment(), "/installments", json!([0, 30]))),
        "$.installments[0]: expected a number at least 1, found 0"
    );
    assert_eq!(
        refuse::<payment::Payment>(set(payment(), "/installments", json!([3, 30, 4]))),
        "$.installments[2]: expected a string, found the number 4"
    );
    // No `minItems`: every position may be absent, and the notes come after both.
    let p: payment::Payment = read(payment());
    let installments = p.installments.expect("installments");
    let (count, interval) = &installments.prefix.optional;
    assert_eq!(count.as_ref().map(ToString::to_string), Some("3".into()));
    assert_eq!(
        interval.as_ref().map(ToString::to_string),
        Some("30".into())
    );
    assert_eq!(installments.rest, ["monthly"]);
    let p: payment::Payment = read(set(payment(), "/installments", json!([3])));
    let installments = p.installments.expect("installments");
    assert!(installments.prefix.optional.1.is_none() && installments.rest.is_empty());
    // `dependencies` in its array form.
    assert_eq!(
        refuse::<payment::Payment>(remove(payment(), "", "billing_name")),
        "$.billing_name: \"billing_name\" is required because \"billing_address\" is present"
    );
    // `date-time` is a draft-04 format, and asserted.
    assert_eq!(
        refuse::<payment::Payment>(set(payment(), "/created", json!("2024-05-01"))),
        "$.created: expected an RFC 3339 date-time (format \"date-time\"), found \"2024-05-01\" (10 characters)"
    );
}
