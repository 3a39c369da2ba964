//! Values built in Rust through the public API: what they serialize to is valid and reads back
//! as the same value, and the constructors' checks agree with the schema.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use wire_models::{ChatExport, ConversationContext, MemoryTurnReference, Object};

use crate::support::edit::CHAR_POOL;
use crate::support::json::{clip, edited};
use crate::support::models::Model;
use crate::support::mutation::{has_plus_inside, random_date_time, random_json, random_sha256ish};
use crate::support::reference::Reference;
use crate::support::rng::Rng;
use crate::support::samples::{document, memory_turn_reference};

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
fn extra_named_like_a_declared_member_is_never_written_twice() {
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
