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

#[test]
fn each_root_model_gives_its_schema_file() {
    let files = files();
    assert_source_schema(
        &generated::<wire_models::ChatExport>(),
        &files,
        "chat-export.schema.json",
        "",
    );
    assert_source_schema(
        &generated::<wire_models::ConversationContext>(),
        &files,
        "conversation-context.schema.json",
        "",
    );
    assert_source_schema(
        &generated::<wire_models::MemoryTurnReference>(),
        &files,
        "memory-turn-reference.schema.json",
        "",
    );
}

#[test]
fn definitions_and_nested_types_give_their_part_of_the_file() {
    use wire_models::chat_export::{Node, OpenaiMessage, OpenaiMessageToolCallsItem};
    let files = files();
    let file = "chat-export.schema.json";
    assert_source_schema(&generated::<Node>(), &files, file, "/$defs/node");
    assert_source_schema(
        &generated::<OpenaiMessage>(),
        &files,
        file,
        "/$defs/openaiMessage",
    );
    assert_source_schema(
        &generated::<OpenaiMessageToolCallsItem>(),
        &files,
        file,
        "/$defs/openaiMessage/properties/tool_calls/items",
    );
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
