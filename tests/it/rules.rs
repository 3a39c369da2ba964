//! One test per rule of the schemas that a reader could get wrong (the numbered causes of issue 3
//! and what keeping data means), each checked against the reference validator where it has a
//! verdict, with the exact path and kind of the error.

use serde_json::{json, Value};
use wire_models::{ChatExport, ConversationContext, ErrorKind, MemoryTurnReference};

use crate::support::edit::DATE_TIMES;
use crate::support::json::{edited, number_eq, raw, render};
use crate::support::models::Model;
use crate::support::mutation::PLUS_IN_DATE_TIME;
use crate::support::reference::Reference;
use crate::support::samples::{
    accepts, document, memory_turn_reference, messages, rejects, rejects_text,
};

/// Cause 1 of issue 3, `const`: a constant member takes only its value (exact, case-sensitive,
/// of its type), must be present, and is written back without being a field.
#[test]
fn const_members_take_only_their_value() {
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

/// Cause 2, `if`/`then`: a message whose role is "tool" requires `tool_call_id` and `content`
/// (which may be null); other roles require neither; a tool message built without
/// `tool_call_id` does not serialize.
#[test]
fn a_tool_message_requires_tool_call_id_and_content() {
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
        content: Some(Some("r".into())),
        ..OpenaiMessage::new(OpenaiMessageRole::Tool)
    };
    let export = ChatExport::Messages(Messages::new(vec![message]));
    let error = serde_json::to_string(&export).unwrap_err().to_string();
    assert!(error.starts_with("$.messages[0].tool_call_id: "), "{error}");
}

/// Cause 3: `null` is refused for an optional member whose type does not allow it, and accepted
/// where it does.
#[test]
fn null_is_refused_where_the_type_does_not_allow_it() {
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

/// Cause 4: a required member whose type allows `null` must be present; `null` is accepted and
/// written back as a present `null`.
#[test]
fn required_nullable_members_must_be_present_and_null_is_kept() {
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

/// Cause 5: an `integer` may be written as a float without a fraction (`7.0`, `1e3`) or beyond
/// 64 bits, and is written back as read; a fraction is refused; a `number` takes both.
#[test]
fn integers_may_be_written_as_floats_and_are_kept_as_written() {
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
        let citations = doc.mapping["2"]
            .lens
            .citations
            .as_deref()
            .unwrap_or_default();
        assert_eq!(citations[0].n, value, "{literal}");
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

/// Cause 6, `format: "date-time"`: RFC 3339 exactly (per the table in `support::mutation`), and
/// the text is kept as written (offset, fraction, lower case).
#[test]
fn date_times_are_rfc3339_and_keep_their_text() {
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

/// The sample MemoryTurnReference, read, with the string member `member` set in Rust to `text`.
fn memory_turn_reference_with(member: &str, text: &str) -> MemoryTurnReference {
    let mut value: MemoryTurnReference =
        wire_models::from_str(&memory_turn_reference().to_string()).unwrap();
    let text = text.to_owned();
    match member {
        "run_id" => value.run_id = text,
        "generation_id" => value.generation_id = Some(Some(text)),
        "conversation_title" => value.conversation_title = text,
        "user_sha256" => value.user_sha256 = text,
        _ => unreachable!("no such string member in this test: {member}"),
    }
    value
}

/// Serializes a value built in Rust, which must be written if and only if `valid`, and when
/// refused, refused for the member at `path`.
#[track_caller]
fn serializes_iff_valid(value: &MemoryTurnReference, valid: bool, path: &str) {
    match serde_json::to_string(value) {
        Ok(text) if valid => {
            let back: MemoryTurnReference = wire_models::from_str(&text)
                .unwrap_or_else(|e| panic!("what was written does not read back ({e}): {text}"));
            assert_eq!(&back, value, "{text}");
        }
        Ok(text) => panic!("an invalid value was written: {text}"),
        Err(e) if valid => panic!("a valid value was refused: {e}: {value:?}"),
        Err(e) => assert!(e.to_string().starts_with(&format!("{path}: ")), "{e}"),
    }
}

/// Cause 7, `minLength`/`maxLength`: lengths count code points, in the reader and in the
/// check of a value built in Rust before it is written alike.
#[test]
fn string_lengths_count_code_points() {
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
        serializes_iff_valid(
            &memory_turn_reference_with(member, &text),
            valid,
            &format!("$.{member}"),
        );
    }
}

/// Cause 7, `pattern`: ECMA-262 semantics, where `$` does not match before a trailing newline.
#[test]
fn patterns_follow_ecma_262() {
    let reference = Reference::new();
    let mtr = |member: &str, value: Value| {
        edited(memory_turn_reference(), &format!("/{member}"), Some(value))
    };
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
        serializes_iff_valid(
            &memory_turn_reference_with("user_sha256", &text),
            valid,
            "$.user_sha256",
        );
        if !valid {
            rejects::<MemoryTurnReference>(&v, "$.user_sha256", ErrorKind::Constraint);
        }
    }
}

/// Cause 7, `enum`: values are exact and case-sensitive.
#[test]
fn enum_values_are_exact_and_case_sensitive() {
    let reference = Reference::new();
    let mtr = |member: &str, value: Value| {
        edited(memory_turn_reference(), &format!("/{member}"), Some(value))
    };
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

/// Cause 8: `oneOf` takes exactly one form of a chat export, and the messages form, closed by
/// `additionalProperties: false`, refuses unknown members by name.
#[test]
fn one_of_takes_exactly_one_form_and_closed_objects_refuse_unknown_members() {
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
        let hit = &parsed.recalled.as_deref().unwrap_or_default()[0];
        let read = [
            hit.score.as_f64().unwrap(),
            hit.metadata.as_ref().expect("metadata was read")["m"]
                .as_f64()
                .unwrap(),
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
