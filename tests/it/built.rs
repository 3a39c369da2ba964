//! Values built in Rust through the public API: they serialize if and only if the schema accepts
//! them, and what they write reads back as the same value.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use wire_models::runtime::typed::Typed;
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

/// Extra members, named unlike any declared member (see `extra_named_like_a_declared_member`):
/// an `extra` field, or a free-form object member.
fn random_members<M: FromIterator<(String, Value)>>(rng: &mut Rng) -> M {
    let mut members = Object::new();
    for _ in 0..rng.below(3) {
        let name = rng.pick(&["x-note", "trace", "", "é", "zz"]).to_string();
        members.insert(name, random_json(rng, 2));
    }
    members.into_iter().collect()
}

fn random_extra(rng: &mut Rng) -> Object {
    random_members(rng)
}

fn maybe<T>(rng: &mut Rng, make: impl FnOnce(&mut Rng) -> T) -> Option<T> {
    if rng.chance(50) {
        Some(make(rng))
    } else {
        None
    }
}

/// An optional member that may be `null`: absent, `null` or a value, in equal parts.
fn maybe_null<T>(rng: &mut Rng, make: impl FnOnce(&mut Rng) -> T) -> Option<Option<T>> {
    match rng.below(3) {
        0 => None,
        1 => Some(None),
        _ => Some(Some(make(rng))),
    }
}

/// Checks a value built in Rust: it serializes if and only if the reference validator accepts
/// the JSON it stands for; what it writes is that JSON and reads back as the same value; a
/// refusal names a JSON path. Returns whether it serialized.
fn check_built<T>(
    reference: &Reference,
    model: Model,
    value: &T,
    problems: &mut Vec<String>,
) -> bool
where
    T: Serialize + DeserializeOwned + Typed + PartialEq + std::fmt::Debug,
{
    let json = Typed::to_json(value);
    let verdict = reference.check(model, &json);
    let text = match (serde_json::to_string(value), verdict) {
        (Ok(text), Ok(())) => text,
        (Ok(text), Err(e)) => {
            problems.push(format!(
                "{}: serialized though the schema refuses it ({e}): {}",
                model.name(),
                clip(&text, 600)
            ));
            return true;
        }
        (Err(e), Ok(())) => {
            problems.push(format!(
                "{}: refused to serialize a valid value ({e}): {}",
                model.name(),
                clip(&json.to_string(), 600)
            ));
            return false;
        }
        (Err(e), Err(_)) => {
            if !e.to_string().starts_with('$') {
                problems.push(format!(
                    "{}: the refusal names no JSON path: {e}",
                    model.name()
                ));
            }
            return false;
        }
    };
    match serde_json::from_str::<Value>(&text) {
        Ok(written) if written == json => {}
        _ => problems.push(format!(
            "{}: wrote {} for {}",
            model.name(),
            clip(&text, 600),
            clip(&json.to_string(), 600)
        )),
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
    true
}

/// Step 6: values built through the public API with random member texts serialize if and only
/// if the schema accepts them, to the JSON they stand for, which reads back as the same value.
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
    let mut count = |i: usize, written: bool| {
        if written {
            serialized[i] += 1
        } else {
            refused[i] += 1
        }
    };

    // MemoryTurnReference: each string member is a random text 30% of the time, else a valid
    // one; the value must serialize if and only if every member's text is valid there, and a
    // refusal must name a member whose text is not.
    for _ in 0..400 {
        // Whether the schema accepts `text` as the member `name`.
        let schema_accepts = |name: &str, text: &str| {
            let v = edited(
                memory_turn_reference(),
                &format!("/{name}"),
                Some(json!(text)),
            );
            reference.valid(Model::MemoryTurnReference, &v)
        };
        let mut invalid: Vec<&str> = Vec::new();
        let mut member = |rng: &mut Rng, name: &'static str, bound: usize, fallback: &str| {
            let text = if !rng.chance(30) {
                fallback.to_owned()
            } else if name.ends_with("sha256") {
                random_sha256ish(rng)
            } else {
                random_text(rng, bound)
            };
            if !schema_accepts(name, &text) {
                invalid.push(name);
            }
            text
        };
        let run_id = member(&mut rng, "run_id", 64, "r");
        let generation_id = match rng.below(3) {
            0 => None,
            1 => Some(None),
            _ => Some(Some(member(&mut rng, "generation_id", 64, "g"))),
        };
        let thread_id = member(&mut rng, "thread_id", 64, "t");
        let conversation_title = member(&mut rng, "conversation_title", 160, "c");
        let user_message_id = member(&mut rng, "user_message_id", 64, "u");
        let user_sha256 = member(&mut rng, "user_sha256", 64, &"0".repeat(64));
        let answer_message_id = member(&mut rng, "answer_message_id", 64, "a");
        let answer_sha256 = member(&mut rng, "answer_sha256", 64, &"f".repeat(64));
        // A date-time is still checked when built: its constructor must agree with the schema
        // (known difference (a) applied).
        let text = random_date_time(&mut rng);
        let boon = schema_accepts("user_created_at", &text) && !has_plus_inside(&text);
        let user_created_at = match wire_models::DateTime::try_from(text.clone()) {
            Ok(v) => {
                if !boon {
                    problems.push(format!("DateTime accepts {text:?}, the schema does not"));
                }
                v
            }
            Err(_) => {
                if boon {
                    problems.push(format!("DateTime refuses {text:?}, the schema accepts it"));
                }
                wire_models::DateTime::try_from("2024-05-01T00:00:00Z".to_owned()).unwrap()
            }
        };
        let value = mtr::MemoryTurnReference {
            generation_id,
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
                r.pick(&all).parse::<mtr::Availability>().unwrap()
            }),
            extra: random_extra(&mut rng),
            ..mtr::MemoryTurnReference::new(
                run_id,
                thread_id,
                conversation_title,
                user_created_at,
                user_message_id,
                user_sha256,
                answer_message_id,
                answer_sha256,
            )
        };
        let written = check_built(
            &reference,
            Model::MemoryTurnReference,
            &value,
            &mut problems,
        );
        count(0, written);
        match serde_json::to_string(&value) {
            Ok(text) if !invalid.is_empty() => problems.push(format!(
                "serialized with invalid {invalid:?}: {}",
                clip(&text, 600)
            )),
            Ok(_) => {}
            Err(e) if invalid.is_empty() => {
                problems.push(format!("refused with every member valid ({e}): {value:?}"))
            }
            Err(e) => {
                let e = e.to_string();
                if !invalid
                    .iter()
                    .any(|name| e.starts_with(&format!("$.{name}: ")))
                {
                    problems.push(format!(
                        "refused for {e}, but the invalid members are {invalid:?}"
                    ));
                }
            }
        }
    }

    // The chat export's messages form: a tool message without tool_call_id or content must not
    // serialize.
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
            content: if rng.chance(80) {
                maybe_null(rng, |r| random_text(r, 10))
            } else {
                None
            },
            tool_call_id: if rng.chance(80) {
                Some(random_text(rng, 5))
            } else {
                None
            },
            tool_calls: maybe(rng, |rng| {
                (0..calls)
                    .map(|_| ce::OpenaiMessageToolCallsItem {
                        extra: random_extra(rng),
                        ..ce::OpenaiMessageToolCallsItem::new(
                            random_text(rng, 5),
                            ce::OpenaiMessageToolCallsItemFunction {
                                extra: random_extra(rng),
                                ..ce::OpenaiMessageToolCallsItemFunction::new(
                                    random_text(rng, 5),
                                    "{}".into(),
                                )
                            },
                        )
                    })
                    .collect()
            }),
            extra: random_extra(rng),
        }
    }
    for _ in 0..400 {
        let list: Vec<ce::OpenaiMessage> = (0..rng.below(4))
            .map(|_| random_message(&mut rng))
            .collect();
        let bad_tool = list.iter().any(|m| {
            m.role == ce::OpenaiMessageRole::Tool
                && (m.tool_call_id.is_none() || m.content.is_none())
        });
        let value = ChatExport::Messages(ce::Messages::new(list));
        if let Ok(text) = serde_json::to_string(&value) {
            if bad_tool {
                problems.push(format!(
                    "a tool message without tool_call_id or content serialized: {text}"
                ));
            }
        }
        let written = check_built(&reference, Model::ChatExport, &value, &mut problems);
        count(1, written);
    }

    // The chat export's document form.
    for _ in 0..200 {
        let mut mapping = indexmap::IndexMap::new();
        for i in 0..rng.below(3) {
            let id = format!("{i}");
            let citations = maybe(&mut rng, |rng| {
                (0..rng.below(3))
                    .map(|n| ce::Citation {
                        url: maybe_null(rng, |r| random_text(r, 6)),
                        recording_id: maybe(rng, |r| r.range(-5, 1 << 40).into()),
                        title: maybe_null(rng, |r| random_text(r, 6)),
                        namespace: None,
                        recorded_at: maybe_null(rng, random_date_time),
                        time: maybe_null(rng, |r| random_text(r, 6)),
                        page: maybe_null(rng, |r| r.range(0, 500).into()),
                        speaker: None,
                        site: None,
                        fetched_at: None,
                        used: maybe_null(rng, |r| r.chance(50)),
                        extra: random_extra(rng),
                        ..ce::Citation::new(
                            (n as i64 + 1).into(),
                            rng.pick(&[
                                "said", "page", "screen", "memory", "web", "docs", "server",
                            ])
                            .parse()
                            .unwrap(),
                            random_text(rng, 8),
                        )
                    })
                    .collect()
            });
            let node = ce::Node {
                created_at: maybe_null(&mut rng, random_date_time),
                tool_messages: maybe(&mut rng, |rng| {
                    (0..rng.below(3)).map(|_| random_message(rng)).collect()
                }),
                extra: random_extra(&mut rng),
                ..ce::Node::new(
                    id.clone(),
                    if i == 0 {
                        None
                    } else {
                        Some(format!("{}", i - 1))
                    },
                    Vec::new(),
                    ce::ChatMessage {
                        extra: random_extra(&mut rng),
                        ..ce::ChatMessage::new(
                            *rng.pick(&[ce::ChatMessageRole::User, ce::ChatMessageRole::Assistant]),
                            random_text(&mut rng, 12),
                        )
                    },
                    ce::Lens {
                        model: maybe(&mut rng, |r| random_text(r, 6)),
                        stopped: maybe(&mut rng, |r| r.chance(50)),
                        notice: maybe(&mut rng, |r| random_text(r, 6)),
                        error: None,
                        check: maybe(&mut rng, random_extra),
                        context: maybe(&mut rng, |_| Object::new()),
                        versions: maybe(&mut rng, |r| ce::LensVersions {
                            extra: random_extra(r),
                            ..ce::LensVersions::new(
                                r.range(0, 3).into(),
                                r.range(0, 3).into(),
                                vec![r.range(-3, 3).into()],
                            )
                        }),
                        attachments: maybe(&mut rng, |r| {
                            vec![ce::LensAttachmentsItem {
                                filename: maybe(r, |r| random_text(r, 6)),
                                size: maybe(r, |r| r.range(0, 1 << 30).into()),
                                recording: None,
                                extra: random_extra(r),
                            }]
                        }),
                        citations,
                        meta: maybe(&mut rng, random_extra),
                        extra: random_extra(&mut rng),
                    },
                )
            };
            mapping.insert(id, node);
        }
        let value = ChatExport::Document(ce::Document {
            dc_created: maybe_null(&mut rng, random_date_time),
            dc_modified: maybe_null(&mut rng, random_date_time),
            dc_creator: maybe(&mut rng, |r| random_text(r, 6)),
            scope: maybe(&mut rng, random_extra),
            model: maybe_null(&mut rng, |r| random_text(r, 6)),
            exported_at: maybe(&mut rng, random_date_time),
            extra: random_extra(&mut rng),
            ..ce::Document::new(
                ce::DocumentContext {
                    extra: random_extra(&mut rng),
                },
                random_text(&mut rng, 8),
                random_text(&mut rng, 8),
                random_text(&mut rng, 3),
                random_text(&mut rng, 8),
                maybe(&mut rng, |r| random_text(r, 2)),
                mapping,
            )
        });
        let written = check_built(&reference, Model::ChatExport, &value, &mut problems);
        count(2, written);
    }

    // ConversationContext: a score that JSON cannot hold must not serialize.
    for _ in 0..300 {
        let value = cc::ConversationContext {
            summary: maybe_null(&mut rng, |r| random_text(r, 20)),
            recent: maybe(&mut rng, |rng| {
                (0..rng.below(3))
                    .map(|_| cc::MemoryTurn {
                        extra: random_extra(rng),
                        ..cc::MemoryTurn::new(
                            *rng.pick(&[
                                cc::Role::System,
                                cc::Role::User,
                                cc::Role::Assistant,
                                cc::Role::Tool,
                            ]),
                            random_text(rng, 10),
                        )
                    })
                    .collect()
            }),
            recalled: maybe(&mut rng, |rng| {
                vec![cc::SearchHit {
                    metadata: maybe(rng, random_members),
                    extra: random_extra(rng),
                    ..cc::SearchHit::new(
                        random_text(rng, 4),
                        random_text(rng, 4),
                        // A `number` is a serde_json::Number: NaN and the infinities cannot be
                        // built.
                        serde_json::Number::from_f64(rng.range(-1000, 1000) as f64 / 7.0)
                            .expect("a finite number"),
                        random_text(rng, 10),
                    )
                }]
            }),
            extra: random_extra(&mut rng),
        };
        let written = check_built(
            &reference,
            Model::ConversationContext,
            &value,
            &mut problems,
        );
        count(3, written);
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
            serde_json::to_string(&ChatExport::Document(d)),
        );
    }
    let mut d = doc.clone();
    d.context.extra.insert("dc".to_owned(), json!("x"));
    check(
        Model::ChatExport,
        "DocumentContext.extra[\"dc\"]",
        serde_json::to_string(&ChatExport::Document(d)),
    );
    let message = ce::OpenaiMessage {
        content: Some(Some("hi".into())),
        tool_calls: Some(vec![ce::OpenaiMessageToolCallsItem {
            extra: [("type".to_owned(), json!("other"))].into_iter().collect(),
            ..ce::OpenaiMessageToolCallsItem::new(
                "c".into(),
                ce::OpenaiMessageToolCallsItemFunction::new("f".into(), "{}".into()),
            )
        }]),
        extra: [("content".to_owned(), json!(1))].into_iter().collect(),
        ..ce::OpenaiMessage::new(ce::OpenaiMessageRole::User)
    };
    check(
        Model::ChatExport,
        "OpenaiMessage.extra[\"content\"], OpenaiMessageToolCallsItem.extra[\"type\"]",
        serde_json::to_string(&ChatExport::Messages(ce::Messages::new(vec![message]))),
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

/// Writing checks the whole value before the first byte: a value that breaks its schema deep
/// inside leaves a writer untouched, and the error names the path and the rule.
#[test]
fn an_invalid_value_is_refused_before_anything_is_written() {
    let mut reference: MemoryTurnReference =
        wire_models::from_str(&memory_turn_reference().to_string()).unwrap();
    reference.answer_sha256 = "not a digest".into();
    let mut out = Vec::new();
    let err = serde_json::to_writer(&mut out, &reference).unwrap_err();
    assert!(out.is_empty(), "{}", String::from_utf8_lossy(&out));
    assert_eq!(
        err.to_string(),
        r#"$.answer_sha256: expected a string matching the pattern ^[a-f0-9]{64}$, found "not a digest" (12 characters)"#
    );
    let ChatExport::Document(mut doc) =
        wire_models::from_str::<ChatExport>(&document().to_string()).unwrap()
    else {
        panic!("a document")
    };
    let (id, node) = doc.mapping.iter_mut().last().unwrap();
    let id = id.clone();
    // A tool message must name its call (`if role is tool, then tool_call_id is required`).
    let mut tool = wire_models::chat_export::OpenaiMessage::new(
        wire_models::chat_export::OpenaiMessageRole::Tool,
    );
    tool.content = Some(Some("42".into()));
    node.tool_messages.get_or_insert_with(Vec::new).push(tool);
    let count = node.tool_messages.as_ref().unwrap().len();
    let json = wire_models::runtime::typed::Typed::to_json(&ChatExport::Document(doc.clone()));
    assert!(!Reference::new().valid(Model::ChatExport, &json));
    let mut out = Vec::new();
    let err = serde_json::to_writer(&mut out, &ChatExport::Document(doc)).unwrap_err();
    assert!(out.is_empty(), "{}", String::from_utf8_lossy(&out));
    assert_eq!(
        err.to_string(),
        format!(
            "$.mapping[{id:?}].tool_messages[{}].tool_call_id: matched \"if\" (\"role\" is \"tool\"), so \"then\" applies: the required member \"tool_call_id\" is missing",
            count - 1
        )
    );
}
