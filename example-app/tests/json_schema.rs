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

    /// Whether `instance` is valid against `schema` (with its `$schema`, or 2020-12), as boon
    /// judges it with formats asserted.
    fn boon_valid(schema: &Value, instance: &Value) -> bool {
        let mut compiler = boon::Compiler::new();
        compiler.enable_format_assertions();
        compiler
            .add_resource("urn:schema", schema.clone())
            .expect("a schema boon reads");
        let mut schemas = boon::Schemas::new();
        let index = compiler
            .compile("urn:schema", &mut schemas)
            .unwrap_or_else(|e| panic!("boon cannot compile {schema}: {e:#}"));
        schemas.validate(instance, index).is_ok()
    }

    /// A file of an older dialect gives its type a 2020-12 schema (schemars writes 2020-12)
    /// that means the same: on every instance, boon's verdict on the file in its own dialect
    /// and on the type's schema agree.
    fn same_meaning(generated: Value, file: &str, instances: &[Value]) {
        let files = files();
        let original = &files[file];
        assert_eq!(
            generated["$schema"], "https://json-schema.org/draft/2020-12/schema",
            "{file}"
        );
        let mut valid = 0;
        for instance in instances {
            let expected = boon_valid(original, instance);
            valid += usize::from(expected);
            assert_eq!(
                boon_valid(&generated, instance),
                expected,
                "{file}: {instance}\nthe type's schema: {generated:#}"
            );
        }
        // Both verdicts occur, or the comparison shows nothing.
        assert!(
            valid > 0 && valid < instances.len(),
            "{file}: {valid} valid"
        );
    }

    #[test]
    fn a_reference_to_a_remote_document_is_its_modules_type() {
        let tracking = generated::<example_app::tracking::Tracking>();
        assert_eq!(tracking["properties"]["carrier"]["$ref"], "#/$defs/Carrier");
        // The remote type's schema is its file's, as the registry publishes it.
        let carrier = &tracking["$defs"]["Carrier"];
        assert_eq!(carrier["properties"]["scac"]["pattern"], "^[A-Z]{2,4}$");
        assert_eq!(carrier["required"], serde_json::json!(["name", "scac"]));
    }

    #[test]
    fn an_older_dialects_schema_is_written_in_2020_12_with_its_meaning() {
        use serde_json::json;
        let payment = generated::<example_app::payment::Payment>();
        let amount = &payment["properties"]["amount"];
        // draft-04's `minimum` with `exclusiveMinimum: true` is 2020-12's `exclusiveMinimum`.
        assert_eq!(amount["exclusiveMinimum"], 0);
        assert_eq!(amount.get("minimum"), None);
        let card = json!({"number": "4242424242424242", "expiry": "09/27"});
        let base = json!({"amount": 12.5, "currency": "EUR", "card": card});
        let with = |pointer: &str, value: Value| {
            let mut v = base.clone();
            v[pointer] = value;
            v
        };
        same_meaning(
            payment,
            "payment.schema.json",
            &[
                base.clone(),
                with("amount", json!(0)),
                with("amount", json!(1000000)),
                with("amount", json!(1000000.5)),
                with("installments", json!([3, 30, "monthly"])),
                with("installments", json!([3, 30, 4])),
                with("installments", json!([0])),
                with("billing_address", json!("1 Main St")),
                with("reference", json!("not a uuid")),
                with("created", json!("2024-05-01")),
                with("card", json!({"number": "x", "expiry": "09/27"})),
            ],
        );
        let pipeline = generated::<example_app::ci_pipeline::CiPipeline>();
        let step = json!({"run": "make"});
        let job = |extra: Value| {
            let mut job = json!({"runs-on": "linux", "steps": [step.clone()]});
            for (k, v) in extra.as_object().unwrap() {
                job[k] = v.clone();
            }
            json!({"jobs": {"build": job}})
        };
        same_meaning(
            pipeline,
            "ci-pipeline.schema.json",
            &[
                job(json!({})),
                // A `$ref`'s sibling `maxProperties: 1` is hidden in draft-07.
                job(json!({"env": {"A": "1", "B": "2"}})),
                job(json!({"env": {"a": "1"}})),
                job(json!({"continue-on-error": true})),
                job(json!({"continue-on-error": true, "timeout-minutes": 5})),
                job(json!({"steps": [{"run": "make", "uses": "a/b@v1"}]})),
                job(json!({"steps": [{"uses": "a/b@v1", "shell": "bash"}]})),
                job(json!({"steps": [{"run": "make", "with": {"a": "b"}}]})),
                json!({"jobs": {"1build": {"runs-on": "linux", "steps": [step]}}}),
            ],
        );
    }

    #[test]
    fn an_openapi_3_0_schema_is_written_in_2020_12_with_its_meaning() {
        let order = generated::<example_app::shop::Order>();
        let properties = &order["properties"];
        // `nullable: true` is a `null` among the types; `nullable` itself is gone.
        assert_eq!(
            properties["note"]["type"],
            serde_json::json!(["string", "null"])
        );
        assert_eq!(properties["note"].get("nullable"), None);
        // `minimum: 0` with `exclusiveMinimum: true`, and `int32`'s upper bound.
        assert_eq!(properties["quantity"]["exclusiveMinimum"], 0);
        assert_eq!(properties["quantity"]["maximum"], i32::MAX);
        assert_eq!(properties["payment"]["$ref"], "#/$defs/Payment");
        let mut valid = serde_json::json!({
            "id": "123e4567-e89b-12d3-a456-426614174000",
            "quantity": 2,
            "note": null,
            "payment": {"kind": "card", "last4": "4242"}
        });
        assert!(boon_valid(&order, &valid));
        valid["quantity"] = serde_json::json!(0);
        assert!(!boon_valid(&order, &valid));
    }

    #[test]
    fn a_union_whose_branches_are_structs_of_its_members_keeps_its_meaning() {
        use serde_json::json;
        // The union's schema writes its branches as the file does (the branches' structs
        // refer to it, not it to them); written in 2020-12, it judges as the draft-07 file.
        let notification = generated::<example_app::notification::Notification>();
        let id = "0b7f4c2e-9a41-4d8e-b3c6-5f2a1e7d9c08";
        same_meaning(
            notification,
            "notification.schema.json",
            &[
                json!({"id": id, "channel": "email", "to": "ada@example.com"}),
                json!({"id": id, "channel": "email", "to": "ada"}),
                json!({"id": id, "channel": "email"}),
                json!({"id": id, "channel": "sms", "number": "+4712345678"}),
                json!({"id": id, "channel": "sms", "number": "+4712345678", "to": "a@b.no"}),
                json!({"id": id, "channel": "webhook", "url": "https://example.com/h"}),
                json!({"id": id, "channel": "webhook", "url": "https://example.com/h", "retries": 9}),
                json!({"channel": "sms", "number": "+4712345678"}),
            ],
        );
    }
}
