//! The export walker: the showing version of a document, its messages form, the versions of a
//! message, and documents that do not hold together.

use std::time::Instant;

use serde_json::{json, Map, Value};
use wire_models::chat_export::{
    ChatMessage, ChatMessageRole, Document, DocumentContext, Lens, Messages, Node,
    OpenaiMessageRole,
};
use wire_models::export::ExportError;
use wire_models::ChatExport;

use crate::support::models::Model;
use crate::support::reference::Reference;

const BRANCHING: &str = include_str!("../export-data/branching.json");

fn branching() -> Document {
    match wire_models::from_str::<ChatExport>(BRANCHING).expect("the sample export is valid") {
        ChatExport::Document(document) => document,
        ChatExport::Messages(_) => panic!("the sample export is a document"),
    }
}

fn ids(nodes: &[&Node]) -> Vec<String> {
    nodes.iter().map(|node| node.id.clone()).collect()
}

/// A node built in Rust, for documents too large or too broken to write as JSON.
fn node(id: &str, parent: Option<&str>, children: &[&str]) -> Node {
    // Alternating roles, as a real conversation has them.
    let role = if id.len() % 2 == 0 {
        ChatMessageRole::User
    } else {
        ChatMessageRole::Assistant
    };
    Node::new(
        id.to_owned(),
        parent.map(str::to_owned),
        children.iter().map(|c| (*c).to_owned()).collect(),
        ChatMessage::new(role, format!("message {id}")),
        Lens::new(),
    )
}

/// A document filing each node under its id.
fn document(current: Option<&str>, nodes: impl IntoIterator<Item = Node>) -> Document {
    document_keyed(current, nodes.into_iter().map(|n| (n.id.clone(), n)))
}

/// A document filing each node under the key given.
fn document_keyed(
    current: Option<&str>,
    mapping: impl IntoIterator<Item = (String, Node)>,
) -> Document {
    Document::new(
        DocumentContext::new(),
        "Test".into(),
        "https://lens.example.com/chats/1".into(),
        "1".into(),
        "Test".into(),
        current.map(str::to_owned),
        mapping.into_iter().collect(),
    )
}

/// Checks that `messages` is valid against the schema, as a whole export and as its messages
/// branch, and reads back as the same value.
fn assert_valid(messages: &Messages) {
    let value = serde_json::to_value(ChatExport::Messages(messages.clone())).unwrap();
    let reference = Reference::with_parts(&[(Model::ChatExport, "/$defs/messages")]);
    if let Err(e) = reference.check(Model::ChatExport, &value) {
        panic!("not valid: {e}\n{value:#}");
    }
    if let Err(e) = reference.check_part(Model::ChatExport, "/$defs/messages", &value) {
        panic!("not valid at \"/$defs/messages\": {e}\n{value:#}");
    }
    let text = serde_json::to_string(&value).unwrap();
    match wire_models::from_str::<ChatExport>(&text) {
        Ok(ChatExport::Messages(back)) => assert_eq!(&back, messages),
        other => panic!("did not read back as the messages form: {other:?}"),
    }
}

/// The messages as (role, what): the text, or the tool call ids an assistant makes, or the call
/// a tool message answers.
fn summary(messages: &Messages) -> Vec<(OpenaiMessageRole, String)> {
    messages
        .messages
        .iter()
        .map(|m| {
            let calls: Vec<_> = m
                .tool_calls
                .iter()
                .flatten()
                .map(|c| c.id.as_str())
                .collect();
            let what = if !calls.is_empty() {
                format!("calls {}", calls.join(" "))
            } else if let Some(id) = &m.tool_call_id {
                format!("result {id}")
            } else {
                m.content.clone().flatten().unwrap_or_default()
            };
            (m.role, what)
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// A branching conversation.

#[test]
fn the_thread_is_the_version_current_node_ends() {
    let document = branching();
    let thread = document.thread().unwrap();
    assert_eq!(ids(&thread), ["1201", "1204", "1208", "1209"]);
    assert_eq!(
        ids(&document.path_to("1207").unwrap()),
        ["1201", "1204", "1206", "1207"]
    );
    assert_eq!(
        ids(&document.path_to("1203").unwrap()),
        ["1201", "1202", "1203"]
    );
    assert_eq!(ids(&document.path_to("1201").unwrap()), ["1201"]);
}

#[test]
fn the_messages_form_follows_current_node_with_tool_calls_before_their_answer() {
    use OpenaiMessageRole::{Assistant, Tool, User};
    let export = wire_models::from_str::<ChatExport>(BRANCHING).unwrap();
    let messages = export.to_messages().unwrap();
    let expected = [
        (User, "What did Priya say about the launch date in Monday's standup?"),
        (Assistant, "calls call_search_1"),
        (Tool, "result call_search_1"),
        (Assistant, "Priya said the launch moves from 31 March to 14 April, because the payment provider's review takes two more weeks [1]. She added that the beta stays open until then [2]."),
        (User, "Is 14 April on the public roadmap yet?"),
        (Assistant, "calls call_web_1 call_docs_1"),
        (Tool, "result call_web_1"),
        (Tool, "result call_docs_1"),
        (Assistant, "Not yet: the public roadmap still says \"end of March\" [1]. The handbook says the roadmap is updated after the release review, which is on Thursday [2]."),
    ];
    let expected: Vec<_> = expected.iter().map(|(r, w)| (*r, w.to_string())).collect();
    assert_eq!(summary(&messages), expected);

    // The tool messages are the node's own, unchanged.
    let document = branching();
    let answer = &document.mapping["1209"];
    assert_eq!(
        messages.messages[5..8],
        answer.tool_messages.as_deref().unwrap_or_default()[..]
    );
    assert_eq!(
        messages.messages[5]
            .tool_calls
            .as_deref()
            .unwrap_or_default()[0]
            .function
            .name,
        "web_search"
    );
    assert_valid(&messages);
}

#[test]
fn another_current_node_gives_another_version() {
    let mut document = branching();
    document.current_node = Some("1203".into());
    let messages = document.to_messages().unwrap();
    let texts: Vec<_> = summary(&messages).into_iter().map(|(_, w)| w).collect();
    assert_eq!(texts.len(), 3);
    assert!(texts[1].starts_with("I don't have Monday's standup in view"));
    assert!(texts[2].starts_with("It's in the standups collection"));
    assert_valid(&messages);

    document.current_node = Some("1207".into());
    let messages = document.to_messages().unwrap();
    let roles: Vec<_> = summary(&messages).into_iter().map(|(r, _)| r).collect();
    use OpenaiMessageRole::{Assistant, Tool, User};
    assert_eq!(roles, [User, Assistant, Tool, Assistant, User, Assistant]);
    assert_valid(&messages);
}

#[test]
fn a_message_keeps_only_role_and_text() {
    let mut document = branching();
    // A Lens member shaped unlike OpenAI's `tool_calls` must not leak into the messages form.
    let root = document.mapping.get_mut("1201").unwrap();
    root.message.extra.insert("tool_calls".into(), json!(5));
    root.message
        .extra
        .insert("lens_note".into(), json!("kept in the document"));
    let messages = document.to_messages().unwrap();
    let first = &messages.messages[0];
    assert!(first.extra.is_empty() && first.tool_calls.is_none());
    assert_eq!(first.tool_call_id, None);
    assert_valid(&messages);
}

#[test]
fn a_null_current_node_gives_no_messages() {
    let mut document = branching();
    document.current_node = None;
    assert!(document.thread().unwrap().is_empty());
    let messages = ChatExport::Document(document).to_messages().unwrap();
    assert!(messages.messages.is_empty());
    assert_valid(&messages);
}

#[test]
fn the_messages_form_is_returned_as_it_is() {
    let text = r#"{"messages": [
        {"role": "system", "content": "You are Lens."},
        {"role": "user", "content": "Hi", "name": "dana"},
        {"role": "assistant", "content": null, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "now", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "09:02"},
        {"role": "assistant", "content": "It is 09:02."}
    ]}"#;
    let export = wire_models::from_str::<ChatExport>(text).unwrap();
    let ChatExport::Messages(inner) = &export else {
        panic!("read as a document");
    };
    let messages = export.to_messages().unwrap();
    assert_eq!(&messages, inner);
    assert_eq!(messages.messages[1].extra["name"], "dana");
    assert_valid(&messages);
}

#[test]
fn the_versions_of_a_message() {
    let document = branching();

    let versions = document.versions("1204").unwrap();
    assert_eq!(ids(&versions.nodes), ["1202", "1204"]);
    assert_eq!(versions.index, 1);
    assert_eq!(versions.current().id, "1204");
    assert_eq!(
        versions.others().map(|n| n.id.as_str()).collect::<Vec<_>>(),
        ["1202"]
    );
    let lens = versions.lens.expect("1204 has lens.versions");
    let ids_read: Vec<Option<i64>> = lens.ids.iter().map(|i| i.as_i64()).collect();
    assert_eq!(
        (lens.index.as_i64(), lens.count.as_i64(), &ids_read[..]),
        (Some(1), Some(2), &[Some(1202), Some(1204)][..])
    );

    let versions = document.versions("1208").unwrap();
    assert_eq!(ids(&versions.nodes), ["1206", "1208"]);
    assert_eq!(versions.index, 1);
    assert_eq!(versions.lens, None);

    let versions = document.versions("1209").unwrap();
    assert_eq!(
        (ids(&versions.nodes), versions.index),
        (vec!["1209".to_owned()], 0)
    );

    // A root's versions are the document's roots.
    let versions = document.versions("1201").unwrap();
    assert_eq!(
        (ids(&versions.nodes), versions.index),
        (vec!["1201".to_owned()], 0)
    );
    let mut two_roots = document.clone();
    two_roots.mapping.insert("9".into(), node("9", None, &[]));
    let versions = two_roots.versions("9").unwrap();
    assert_eq!(ids(&versions.nodes), ["1201", "9"]);
    assert_eq!(versions.index, 1);

    assert_eq!(
        document.versions("404").unwrap_err(),
        ExportError::UnknownNode { node: "404".into() }
    );
}

#[test]
fn the_sample_holds_together() {
    assert_eq!(branching().check(), Ok(()));
}

// ---------------------------------------------------------------------------------------------
// Documents that do not hold together.

#[test]
fn a_parent_cycle_is_an_error() {
    let doc = document(
        Some("a"),
        vec![node("a", Some("b"), &["b"]), node("b", Some("a"), &["a"])],
    );
    let expected = ExportError::ParentCycle {
        start: "a".into(),
        node: "a".into(),
    };
    assert_eq!(doc.thread().unwrap_err(), expected);
    assert_eq!(doc.to_messages().unwrap_err(), expected);
    assert_eq!(
        doc.path_to("b").unwrap_err(),
        ExportError::ParentCycle {
            start: "b".into(),
            node: "b".into()
        }
    );
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"parent cycle: following parent from node "a" comes back to it"#
    );

    // Entered from outside the cycle: a tail c -> a -> b -> a.
    let doc = document(
        Some("c"),
        vec![
            node("a", Some("b"), &["b", "c"]),
            node("b", Some("a"), &["a"]),
            node("c", Some("a"), &[]),
        ],
    );
    let error = doc.thread().unwrap_err();
    assert_eq!(
        error,
        ExportError::ParentCycle {
            start: "c".into(),
            node: "a".into()
        }
    );
    assert_eq!(
        error.to_string(),
        r#"parent cycle: following parent from node "c" reaches node "a" twice"#
    );
}

#[test]
fn a_node_that_is_its_own_parent_is_a_cycle() {
    let expected = ExportError::ParentCycle {
        start: "a".into(),
        node: "a".into(),
    };
    // Whatever its children say: the cycle is found before children are looked at.
    for children in [&["a"][..], &[][..]] {
        let doc = document(Some("a"), vec![node("a", Some("a"), children)]);
        assert_eq!(doc.thread().unwrap_err(), expected);
    }
    let doc = document(Some("a"), vec![node("a", Some("a"), &["a"])]);
    assert_eq!(doc.check().unwrap_err(), expected);
}

#[test]
fn a_missing_parent_is_an_error() {
    let doc = document(
        Some("b"),
        vec![node("a", None, &["b"]), node("b", Some("ghost"), &[])],
    );
    let expected = ExportError::MissingParent {
        node: "b".into(),
        parent: "ghost".into(),
    };
    assert_eq!(doc.thread().unwrap_err(), expected);
    assert_eq!(doc.versions("b").unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"node "b" names parent "ghost", which is not in mapping"#
    );
}

#[test]
fn a_missing_current_node_is_an_error() {
    let doc = document(Some("ghost"), vec![node("a", None, &[])]);
    let expected = ExportError::MissingCurrentNode {
        current_node: "ghost".into(),
    };
    assert_eq!(doc.thread().unwrap_err(), expected);
    assert_eq!(
        ChatExport::Document(doc.clone()).to_messages().unwrap_err(),
        expected
    );
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"current_node names node "ghost", which is not in mapping"#
    );
    assert_eq!(
        doc.path_to("ghost").unwrap_err(),
        ExportError::UnknownNode {
            node: "ghost".into()
        }
    );
}

#[test]
fn a_node_its_parent_does_not_list_is_an_error() {
    let doc = document(
        Some("b"),
        vec![node("a", None, &[]), node("b", Some("a"), &[])],
    );
    let expected = ExportError::NotAChild {
        node: "b".into(),
        parent: "a".into(),
    };
    assert_eq!(doc.thread().unwrap_err(), expected);
    assert_eq!(doc.versions("b").unwrap_err(), expected);
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"node "b" names parent "a", whose children do not list it"#
    );
}

#[test]
fn children_naming_another_parent_stop_versions_but_not_the_thread() {
    // a lists b and c, but c says its parent is b: a walk from b is sound, the versions of b
    // are not.
    let doc = document(
        Some("b"),
        vec![
            node("a", None, &["b", "c"]),
            node("b", Some("a"), &["c"]),
            node("c", Some("b"), &[]),
        ],
    );
    assert_eq!(ids(&doc.thread().unwrap()), ["a", "b"]);
    let expected = ExportError::WrongParent {
        node: "a".into(),
        child: "c".into(),
        child_parent: Some("b".into()),
    };
    assert_eq!(doc.versions("b").unwrap_err(), expected);
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"node "a" lists child "c", whose parent is "b""#
    );

    // A listed child that names no parent at all.
    let doc = document(
        Some("b"),
        vec![
            node("a", None, &["b", "c"]),
            node("b", Some("a"), &[]),
            node("c", None, &[]),
        ],
    );
    let expected = ExportError::WrongParent {
        node: "a".into(),
        child: "c".into(),
        child_parent: None,
    };
    assert_eq!(doc.versions("b").unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"node "a" lists child "c", which has no parent"#
    );
}

#[test]
fn children_naming_a_missing_node_or_one_twice_are_errors() {
    let doc = document(
        Some("b"),
        vec![node("a", None, &["b", "ghost"]), node("b", Some("a"), &[])],
    );
    assert_eq!(ids(&doc.thread().unwrap()), ["a", "b"]);
    let expected = ExportError::MissingChild {
        node: "a".into(),
        child: "ghost".into(),
    };
    assert_eq!(doc.versions("b").unwrap_err(), expected);
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"node "a" lists child "ghost", which is not in mapping"#
    );

    let doc = document(
        Some("b"),
        vec![node("a", None, &["b", "b"]), node("b", Some("a"), &[])],
    );
    assert_eq!(ids(&doc.thread().unwrap()), ["a", "b"]);
    let expected = ExportError::DuplicateChild {
        node: "a".into(),
        child: "b".into(),
    };
    assert_eq!(doc.versions("b").unwrap_err(), expected);
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"node "a" lists child "b" more than once"#
    );
}

#[test]
fn a_node_filed_under_another_key_is_an_error() {
    let doc = document_keyed(
        Some("b"),
        vec![
            ("a".into(), node("x", None, &["b"])),
            ("b".into(), node("b", Some("a"), &[])),
        ],
    );
    let expected = ExportError::IdMismatch {
        key: "a".into(),
        id: "x".into(),
    };
    assert_eq!(doc.thread().unwrap_err(), expected);
    assert_eq!(doc.check().unwrap_err(), expected);
    assert_eq!(
        expected.to_string(),
        r#"mapping["a"] holds a node whose id is "x""#
    );
}

#[test]
fn check_finds_damage_off_the_showing_version() {
    // The showing version a -> b is sound; c and d, a branch nobody shows, are each other's
    // parent.
    let doc = document(
        Some("b"),
        vec![
            node("a", None, &["b"]),
            node("b", Some("a"), &[]),
            node("c", Some("d"), &["d"]),
            node("d", Some("c"), &["c"]),
        ],
    );
    assert_eq!(ids(&doc.thread().unwrap()), ["a", "b"]);
    assert_eq!(
        doc.check().unwrap_err(),
        ExportError::ParentCycle {
            start: "c".into(),
            node: "c".into()
        }
    );
}

/// `n` nodes "0", "1", ... each the parent of the next, the last showing.
fn chain(n: usize) -> impl Iterator<Item = Node> {
    // An iterator, not a Vec: a million nodes are most of a gigabyte, better held once.
    (0..n).map(move |i| {
        let id = i.to_string();
        let parent = i.checked_sub(1).map(|p| p.to_string());
        let children = if i + 1 < n {
            vec![(i + 1).to_string()]
        } else {
            Vec::new()
        };
        let mut node = node(&id, None, &[]);
        node.parent = parent;
        node.children = children;
        node
    })
}

#[test]
fn a_million_node_chain_is_walked_in_linear_time() {
    const N: usize = 1_000_000;
    let started = Instant::now();
    let last = (N - 1).to_string();
    let mut doc = document(Some(&last), chain(N));
    let built = started.elapsed();

    let started = Instant::now();
    let thread = doc.thread().unwrap();
    let walked = started.elapsed();
    assert_eq!(thread.len(), N);
    assert_eq!(
        (thread[0].id.as_str(), thread[N - 1].id.as_str()),
        ("0", last.as_str())
    );

    let started = Instant::now();
    let messages = doc.to_messages().unwrap();
    let converted = started.elapsed();
    assert_eq!(messages.messages.len(), N);
    assert_eq!(
        messages.messages[N - 1].content,
        Some(Some(format!("message {last}")))
    );
    drop(messages);

    let started = Instant::now();
    doc.check().unwrap();
    let checked = started.elapsed();

    // Close the chain into one cycle of a million nodes: the walk must stop, not go round.
    doc.mapping.get_mut("0").unwrap().parent = Some(last.clone());
    doc.mapping.get_mut(last.as_str()).unwrap().children = vec!["0".into()];
    let started = Instant::now();
    let error = doc.thread().unwrap_err();
    let cycled = started.elapsed();
    assert_eq!(
        error,
        ExportError::ParentCycle {
            start: last.clone(),
            node: last.clone()
        }
    );
    assert!(matches!(doc.check(), Err(ExportError::ParentCycle { .. })));

    eprintln!(
        "1,000,000 nodes: build {built:?}, thread {walked:?}, to_messages {converted:?}, \
         check {checked:?}, cycle found in {cycled:?}"
    );
}

#[test]
fn a_long_chain_read_from_json_is_walked() {
    const N: usize = 20_000;
    let mapping: Map<String, Value> = chain(N)
        .map(|n| {
            let value = json!({
                "id": n.id, "parent": n.parent, "children": n.children, "lens": {},
                "message": {"role": n.message.role, "content": n.message.content},
            });
            (n.id, value)
        })
        .collect();
    let text = json!({
        "@context": {"dc": "http://purl.org/dc/terms/"},
        "format": "lens.chat-export/1",
        "dc:title": "Long", "dc:identifier": "https://lens.example.com/chats/2",
        "dc:format": "application/json", "id": "2", "title": "Long",
        "current_node": (N - 1).to_string(),
        "mapping": mapping,
    })
    .to_string();
    let started = Instant::now();
    let export: ChatExport = wire_models::from_str(&text).unwrap();
    let read = started.elapsed();
    let started = Instant::now();
    let messages = export.to_messages().unwrap();
    let converted = started.elapsed();
    assert_eq!(messages.messages.len(), N);
    assert_eq!(
        messages.messages[0].content,
        Some(Some("message 0".to_owned()))
    );
    eprintln!("{N} nodes from JSON: read {read:?}, to_messages {converted:?}");
}
