//! The two validators the benchmark compares with, each given the schema once and asked to
//! assert formats (as the generated types do): boon, the project's reference validator, and
//! the `jsonschema` crate. Used by `benches/user.rs` and by the crate's test.

use serde_json::Value;

use wire_models_bench_user::{SCHEMA, SCHEMA_ID};

fn schema() -> Value {
    serde_json::from_str(SCHEMA).expect("the schema is JSON")
}

/// boon, with the schema compiled.
pub struct Boon {
    pub schemas: boon::Schemas,
    pub index: boon::SchemaIndex,
}

impl Boon {
    pub fn new() -> Boon {
        let mut compiler = boon::Compiler::new();
        compiler.enable_format_assertions();
        compiler
            .add_resource(SCHEMA_ID, schema())
            .expect("add the schema");
        let mut schemas = boon::Schemas::new();
        let index = compiler
            .compile(SCHEMA_ID, &mut schemas)
            .unwrap_or_else(|e| panic!("boon compiles the schema: {e}"));
        Boon { schemas, index }
    }

    pub fn check(&self, value: &Value) -> Result<(), String> {
        self.schemas
            .validate(value, self.index)
            .map_err(|e| format!("{e:#}"))
    }
}

/// The `jsonschema` crate's validator of the schema.
pub fn jsonschema() -> jsonschema::Validator {
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .should_validate_formats(true)
        .build(&schema())
        .unwrap_or_else(|e| panic!("jsonschema compiles the schema: {e}"))
}
