//! `schemars::JsonSchema` (cargo feature `schemars`; `cargo test --features schemars`): the
//! schema each built-in model gives is its schema file's, keyword for keyword, with every
//! type it refers to in `$defs` and those compared in turn.

use schemars::{JsonSchema, SchemaGenerator};
use serde_json::Value;

use crate::support::json_schema::{assert_source_schema, Files};

fn files() -> Files {
    [
        "chat-export.schema.json",
        "conversation-context.schema.json",
        "memory-turn-reference.schema.json",
    ]
    .into_iter()
    .map(|name| {
        let path = format!("{}/schemas/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        (name.to_owned(), serde_json::from_str(&text).unwrap())
    })
    .collect()
}

fn generated<T: JsonSchema>() -> Value {
    SchemaGenerator::default()
        .into_root_schema_for::<T>()
        .to_value()
}

/// Every generated type of the built-in models, with where its schema file defines it.
macro_rules! every_type {
    ($($module:ident :: $name:ident at $file:literal $pointer:literal,)*) => {
        fn every_type() -> Vec<(&'static str, Value, &'static str, &'static str)> {
            use wire_models::*;
            vec![$((
                stringify!($name),
                generated::<$module::$name>(),
                $file,
                $pointer,
            ),)*]
        }
    };
}

every_type! {
    chat_export::ChatExport at "chat-export.schema.json" "",
    chat_export::DocumentContext at "chat-export.schema.json" "/$defs/document/properties/@context",
    chat_export::ChatMessageRole at "chat-export.schema.json" "/$defs/chatMessage/properties/role",
    chat_export::ChatMessage at "chat-export.schema.json" "/$defs/chatMessage",
    chat_export::OpenaiMessageRole at "chat-export.schema.json" "/$defs/openaiMessage/properties/role",
    chat_export::OpenaiMessageToolCallsItemFunction at "chat-export.schema.json" "/$defs/openaiMessage/properties/tool_calls/items/properties/function",
    chat_export::OpenaiMessageToolCallsItem at "chat-export.schema.json" "/$defs/openaiMessage/properties/tool_calls/items",
    chat_export::OpenaiMessage at "chat-export.schema.json" "/$defs/openaiMessage",
    chat_export::LensVersions at "chat-export.schema.json" "/$defs/lens/properties/versions",
    chat_export::LensAttachmentsItem at "chat-export.schema.json" "/$defs/lens/properties/attachments/items",
    chat_export::CitationSource at "chat-export.schema.json" "/$defs/citation/properties/source",
    chat_export::Citation at "chat-export.schema.json" "/$defs/citation",
    chat_export::Lens at "chat-export.schema.json" "/$defs/lens",
    chat_export::Node at "chat-export.schema.json" "/$defs/node",
    chat_export::Document at "chat-export.schema.json" "/$defs/document",
    chat_export::Messages at "chat-export.schema.json" "/$defs/messages",
    conversation_context::ConversationContext at "conversation-context.schema.json" "",
    conversation_context::Role at "conversation-context.schema.json" "/$defs/Role",
    conversation_context::MemoryTurn at "conversation-context.schema.json" "/$defs/MemoryTurn",
    conversation_context::SearchHit at "conversation-context.schema.json" "/$defs/SearchHit",
    memory_turn_reference::MemoryTurnReference at "memory-turn-reference.schema.json" "",
    memory_turn_reference::Availability at "memory-turn-reference.schema.json" "/properties/availability",
}

#[test]
fn every_type_gives_its_part_of_the_file() {
    let files = files();
    let types = every_type();
    for (_, generated, file, pointer) in &types {
        assert_source_schema(generated, &files, file, pointer);
    }
    // The list is every type the snapshot implements `JsonSchema` for, so none is left out.
    let mut listed: Vec<&str> = types.iter().map(|(name, ..)| *name).collect();
    let mut implemented = Vec::new();
    for module in [
        "chat_export",
        "conversation_context",
        "memory_turn_reference",
    ] {
        let path = format!("{}/generated/{module}.rs", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        for call in text.split("__wm_json_schema!(").skip(1) {
            implemented.push(call.trim_start().split(',').next().unwrap().to_owned());
        }
    }
    listed.sort();
    implemented.sort();
    assert_eq!(listed, implemented);
}

#[test]
fn a_document_of_several_types_defines_each_once() {
    let mut generator = SchemaGenerator::default();
    let context = generator.subschema_for::<wire_models::ConversationContext>();
    let export = generator.subschema_for::<wire_models::ChatExport>();
    assert_eq!(context.get("$ref").unwrap(), "#/$defs/ConversationContext");
    assert_eq!(export.get("$ref").unwrap(), "#/$defs/ChatExport");
    let definitions = generator.definitions();
    // The export's root, its two forms and the types they reach, each once by name.
    for name in [
        "ChatExport",
        "Document",
        "Messages",
        "Node",
        "OpenaiMessage",
        "Lens",
    ] {
        assert!(
            definitions.contains_key(name),
            "{name}: {:?}",
            definitions.keys()
        );
    }
    // A reference inside a definition points at another definition, never at the file.
    let node = serde_json::to_string(&definitions["Document"]).unwrap();
    assert!(node.contains(r##""$ref":"#/$defs/Node""##), "{node}");
}

#[test]
fn the_comparison_finds_a_changed_keyword_in_a_referenced_definition() {
    let files = files();
    let mut changed = generated::<wire_models::ChatExport>();
    changed["$defs"]["Node"]["required"]
        .as_array_mut()
        .unwrap()
        .pop();
    let result = std::panic::catch_unwind(|| {
        assert_source_schema(&changed, &files, "chat-export.schema.json", "")
    });
    let message = *result.unwrap_err().downcast::<String>().unwrap();
    assert!(
        message.starts_with("chat-export.schema.json#: at /$defs/node/required: "),
        "{message}"
    );
}
