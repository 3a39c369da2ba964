//! Small valid values of the models, which tests edit one member at a time, and assertions that
//! a value is accepted (and written back) or refused with a given path and kind.

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use wire_models::ErrorKind;

use super::models::write_back;

/// A chat export document with one answer that made a tool call and cites a source.
pub fn document() -> Value {
    json!({
        "@context": {"dc": "http://purl.org/dc/terms/"},
        "format": "lens.chat-export/1",
        "dc:title": "t",
        "dc:identifier": "https://lens.example.org/chats/1",
        "dc:format": "application/json",
        "id": "1",
        "title": "t",
        "current_node": "2",
        "mapping": {
            "1": {"id": "1", "parent": null, "children": ["2"],
                  "message": {"role": "user", "content": "q"}, "lens": {}},
            "2": {"id": "2", "parent": "1", "children": [],
                  "message": {"role": "assistant", "content": "a [1]"},
                  "tool_messages": [
                      {"role": "assistant", "content": null, "tool_calls": [
                          {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
                      {"role": "tool", "tool_call_id": "c1", "content": "r"}
                  ],
                  "lens": {"citations": [{"n": 1, "source": "web", "text": "x"}]}}
        }
    })
}

/// A memory-turn reference with the required members only.
pub fn memory_turn_reference() -> Value {
    json!({
        "run_id": "r",
        "thread_id": "t",
        "conversation_title": "c",
        "user_created_at": "2024-05-01T12:30:00Z",
        "user_message_id": "u",
        "user_sha256": "0".repeat(64),
        "answer_message_id": "a",
        "answer_sha256": "f".repeat(64)
    })
}

/// The messages form of a chat export holding `list`.
pub fn messages(list: Value) -> Value {
    json!({ "messages": list })
}

/// Reads `value` as `T`, which must accept it, and gives what it writes back.
#[track_caller]
pub fn accepts<T: DeserializeOwned + Serialize + PartialEq>(value: &Value) -> Value {
    let text = value.to_string();
    match wire_models::from_str::<T>(&text) {
        Ok(parsed) => write_back(&parsed).unwrap_or_else(|e| panic!("{text}: {e}")),
        Err(e) => panic!("{text} was rejected: {e}"),
    }
}

/// Reads `value` as `T`, which must refuse it with an error at `path` of kind `kind`.
#[track_caller]
pub fn rejects<T: DeserializeOwned + std::fmt::Debug>(value: &Value, path: &str, kind: ErrorKind) {
    rejects_text::<T>(&value.to_string(), path, kind);
}

/// `rejects` for a text that a `Value` cannot hold (duplicate members, literal numbers).
#[track_caller]
pub fn rejects_text<T: DeserializeOwned + std::fmt::Debug>(
    text: &str,
    path: &str,
    kind: ErrorKind,
) {
    match wire_models::from_str::<T>(text) {
        Ok(v) => panic!("{text} was accepted: {v:?}"),
        Err(e) => {
            assert_eq!(
                (e.path().to_string().as_str(), e.kind()),
                (path, kind),
                "{text}: {e}"
            );
        }
    }
}
