//! The exact error a user sees for one representative failure of each kind of rule: the JSON
//! path, the rule in plain words, and the position.

use wire_models::{ChatExport, ConversationContext, ErrorKind, MemoryTurnReference};

const SHA: &str = "ba7816bf8f01cfea414140de5dae2223b00361a96177a8bdcc4abb5a5e6c1b4a";

/// A valid reference with `member` replaced by `value` (JSON text), or removed when `None`.
fn reference_with(member: &str, value: Option<&str>) -> String {
    let members = [
        ("run_id", "\"r\""),
        ("thread_id", "\"t\""),
        ("conversation_title", "\"c\""),
        ("user_created_at", "\"2024-05-01T09:30:00Z\""),
        ("user_message_id", "\"u\""),
        ("user_sha256", &format!("\"{SHA}\"")),
        ("answer_message_id", "\"a\""),
        ("answer_sha256", &format!("\"{SHA}\"")),
    ]
    .map(|(k, v)| (k, v.to_owned()));
    let mut parts: Vec<String> = members
        .iter()
        .filter(|(k, _)| *k != member)
        .map(|(k, v)| format!("\"{k}\":{v}"))
        .collect();
    if let Some(v) = value {
        parts.push(format!("\"{member}\":{v}"));
    }
    format!("{{{}}}", parts.join(","))
}

fn error_of<T: serde::de::DeserializeOwned + std::fmt::Debug>(text: &str) -> wire_models::Error {
    wire_models::from_str::<T>(text).expect_err("the input is invalid")
}

#[track_caller]
fn assert_error(err: &wire_models::Error, kind: ErrorKind, path: &str, message: &str) {
    assert_eq!(
        (err.kind(), err.path().to_string().as_str(), err.message()),
        (kind, path, message)
    );
}

#[test]
fn not_json() {
    let err = error_of::<ChatExport>(r#"{"messages": [}"#);
    assert_error(&err, ErrorKind::Syntax, "$.messages[0]", "expected value");
    assert_eq!((err.line(), err.column()), (1, 15));
    assert_eq!(
        err.to_string(),
        "$.messages[0]: expected value (line 1, column 15)"
    );
}

#[test]
fn wrong_type() {
    let err = error_of::<MemoryTurnReference>(&reference_with("answer_included", Some("\"yes\"")));
    assert_error(
        &err,
        ErrorKind::Type,
        "$.answer_included",
        "expected a boolean, found the string \"yes\"",
    );
}

#[test]
fn null_for_an_optional_member_that_is_not_nullable() {
    let err = error_of::<MemoryTurnReference>(&reference_with("availability", Some("null")));
    assert_error(
        &err,
        ErrorKind::Type,
        "$.availability",
        "expected a string, found null",
    );
}

#[test]
fn missing_required_member() {
    let err = error_of::<MemoryTurnReference>(&reference_with("run_id", None));
    assert_error(
        &err,
        ErrorKind::Missing,
        "$.run_id",
        "the required member \"run_id\" is missing",
    );
}

#[test]
fn required_but_nullable_member_missing() {
    let text = r#"{"messages": [{"role": "tool", "tool_call_id": "c1"}]}"#;
    let err = error_of::<ChatExport>(text);
    // The checker's wording of `if`/`then`, as for a document's tool message. The messages
    // form's only member, `messages`, is one a document may have too: the whole object was
    // checked against both forms, and the closest one's failure is reported, of its kind.
    assert_error(
        &err,
        ErrorKind::Conditional,
        "$.messages[0].content",
        "matched no branch of oneOf; the closest, branch 1, failed: matched \"if\" (\"role\" is \"tool\"), so \"then\" applies: the required member \"content\" is missing",
    );
}

#[test]
fn string_too_long_in_code_points() {
    let long = "é".repeat(65);
    let err =
        error_of::<MemoryTurnReference>(&reference_with("run_id", Some(&format!("\"{long}\""))));
    assert_error(
        &err,
        ErrorKind::Constraint,
        "$.run_id",
        // The bound broken (`maxLength`); a string under `minLength` names that one.
        "expected a string of 1 to 64 characters, found a string of 65 characters",
    );
}

#[test]
fn pattern() {
    let err = error_of::<MemoryTurnReference>(&reference_with("user_sha256", Some("\"ABC\"")));
    assert_error(
        &err,
        ErrorKind::Constraint,
        "$.user_sha256",
        "expected a string matching the pattern ^[a-f0-9]{64}$, found \"ABC\" (3 characters)",
    );
}

#[test]
fn enum_value() {
    let err =
        error_of::<MemoryTurnReference>(&reference_with("availability", Some("\"Archived\"")));
    assert_error(
        &err,
        ErrorKind::Constraint,
        "$.availability",
        "expected one of \"available\", \"archived\", \"deleted\", \"moved\", \"memory_disabled\", \"changed\", \"unverified\", found the string \"Archived\"",
    );
}

#[test]
fn constant() {
    let err = error_of::<ChatExport>(r#"{"format": "lens.chat-export/2"}"#);
    assert_error(
        &err,
        ErrorKind::Constraint,
        "$.format",
        "expected the constant \"lens.chat-export/1\", found the string \"lens.chat-export/2\"",
    );
}

#[test]
fn date_time() {
    let err = error_of::<MemoryTurnReference>(&reference_with(
        "user_created_at",
        Some("\"2024-02-30T09:30:00Z\""),
    ));
    assert_error(
        &err,
        ErrorKind::Constraint,
        "$.user_created_at",
        "expected an RFC 3339 date-time (format \"date-time\"), found \"2024-02-30T09:30:00Z\" (20 characters)",
    );
}

#[test]
fn integer_with_a_fraction() {
    let text = r#"{"format": "lens.chat-export/1", "mapping": {"2": {"lens": {"citations": [{"n": 7.5}]}}}}"#;
    let err = error_of::<ChatExport>(text);
    assert_error(
        &err,
        ErrorKind::Type,
        "$.mapping[\"2\"].lens.citations[0].n",
        "expected an integer, found the number 7.5",
    );
}

#[test]
fn unknown_member_where_none_is_allowed() {
    let err = error_of::<ChatExport>(r#"{"messages": [], "note": "hi"}"#);
    assert_error(
        &err,
        ErrorKind::UnknownMember,
        "$.note",
        // The checker's wording of `additionalProperties: false`, in the form that declares
        // `messages`.
        "matched no branch of oneOf; the closest, branch 1, failed: \"note\" is not allowed here (additionalProperties)",
    );
}

#[test]
fn duplicate_member() {
    let err = error_of::<ConversationContext>(r#"{"summary": "a", "summary": "b"}"#);
    assert_error(
        &err,
        ErrorKind::DuplicateMember,
        "$.summary",
        "the member \"summary\" appears more than once in this object",
    );
}

#[test]
fn one_of_speaks_of_the_form_the_input_meant() {
    // Document members: the error is the document's, not "did not match any variant".
    let err = error_of::<ChatExport>(r#"{"format": "lens.chat-export/1", "mapping": {}}"#);
    assert_error(
        &err,
        ErrorKind::Missing,
        "$[\"@context\"]",
        "the required member \"@context\" is missing",
    );
    // The messages form: its own error, of its own kind; the message says which form was
    // the closest (a document may have a member `messages` too, so the first member does not
    // decide, and the object is checked against both).
    let err = error_of::<ChatExport>(r#"{"messages": [{"content": "hi"}]}"#);
    assert_error(
        &err,
        ErrorKind::Missing,
        "$.messages[0].role",
        "matched no branch of oneOf; the closest, branch 1, failed: the required member \"role\" is missing",
    );
}

/// An array where a string enum belongs is the checker's type error (it was once serde's
/// "unreachable: this shape reads no arrays").
#[test]
fn array_for_an_enum() {
    let err =
        error_of::<MemoryTurnReference>(&reference_with("availability", Some("[\"available\"]")));
    assert_error(
        &err,
        ErrorKind::Type,
        "$.availability",
        "expected a string, found an array",
    );
}

/// A string member refuses an array at its first bracket: what the array holds cannot matter,
/// so one nested 100,000 deep is not read (it once ended in serde's recursion limit, deep
/// inside it).
#[test]
fn deep_array_for_a_string() {
    let deep = "[".repeat(100_000);
    let err = error_of::<MemoryTurnReference>(&reference_with("run_id", Some(&deep)));
    assert_error(
        &err,
        ErrorKind::Type,
        "$.run_id",
        "expected a string, found an array",
    );
}
