//! `schemars::JsonSchema` for this crate's generated types (`cargo test -p example-app --features
//! schemars`): each type's schema is its file's, references across files included.
#![cfg(feature = "schemars")]

#[path = "../../tests/it/support/json_schema.rs"]
mod support;

/// In a module, so that `cargo test json_schema` selects these with the runtime's own.
mod json_schema {
    use super::support::{assert_source_schema, Files};
    use schemars::{JsonSchema, SchemaGenerator};
    use serde_json::Value;

    fn files() -> Files {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/schemas");
        let mut files = Files::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_str().unwrap().to_owned();
            files.insert(name, serde_json::from_str(&text).unwrap());
        }
        files
    }

    fn generated<T: JsonSchema>() -> Value {
        SchemaGenerator::default()
            .into_root_schema_for::<T>()
            .to_value()
    }

    #[test]
    fn every_schema_file_is_what_its_root_type_gives() {
        use example_app::*;
        let files = files();
        let check = |generated: Value, file: &str, pointer: &str| {
            assert_source_schema(&generated, &files, file, pointer)
        };
        check(
            generated::<chat_request::ChatRequest>(),
            "chat-request.schema.json",
            "",
        );
        check(generated::<invoice::Invoice>(), "invoice.schema.json", "");
        check(generated::<note::Note>(), "note.schema.json", "");
        // The root is a `$ref` to a definition: the alias has its target's schema.
        check(
            generated::<outline::Outline>(),
            "outline.schema.json",
            "/$defs/section",
        );
        check(generated::<party::Party>(), "party.schema.json", "");
        check(
            generated::<pydantic_order::PydanticOrder>(),
            "pydantic-order.schema.json",
            "",
        );
        check(
            generated::<sensor_batch::SensorBatch>(),
            "sensor-batch.schema.json",
            "",
        );
    }

    #[test]
    fn a_reference_to_another_file_is_that_files_type() {
        let invoice = generated::<example_app::invoice::Invoice>();
        let properties = &invoice["properties"];
        assert_eq!(properties["customer"]["$ref"], "#/$defs/Party");
        assert_eq!(properties["ship_to"]["$ref"], "#/$defs/Address");
        // The party's own reference to its address is the same definition.
        assert_eq!(
            invoice["$defs"]["Party"]["properties"]["address"]["$ref"],
            "#/$defs/Address"
        );
    }
}
