//! The one reference validator of the tests: boon 0.6 with the three schemas, draft 2020-12,
//! `format` asserted. What it says is what "valid" means in every test that compares with it.

use std::collections::BTreeMap;

use serde_json::Value;

use super::json::one_line;
use super::models::{Model, MODELS};

/// The three schemas compiled by boon, and any parts of them compiled on their own.
pub struct Reference {
    schemas: boon::Schemas,
    roots: Vec<boon::SchemaIndex>,
    parts: BTreeMap<(Model, String), boon::SchemaIndex>,
}

impl Reference {
    /// The three root schemas.
    pub fn new() -> Reference {
        Reference::with_parts(&[])
    }

    /// The three root schemas, and the schemas at `parts` (a model and a JSON pointer into its
    /// schema, such as `/$defs/messages`) for `check_part`.
    pub fn with_parts(parts: &[(Model, &str)]) -> Reference {
        let mut compiler = boon::Compiler::new();
        compiler.set_default_draft(boon::Draft::V2020_12);
        compiler.enable_format_assertions();
        for model in MODELS {
            let file = model.schema_file();
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let schema: Value = serde_json::from_str(&text)
                .unwrap_or_else(|e| panic!("{} is not JSON: {e}", file.display()));
            compiler
                .add_resource(&location(model), schema)
                .unwrap_or_else(|e| panic!("boon cannot read {}: {e:#}", file.display()));
        }
        let mut schemas = boon::Schemas::new();
        let mut compile = |loc: &str| {
            compiler
                .compile(loc, &mut schemas)
                .unwrap_or_else(|e| panic!("boon cannot compile {loc}: {e:#}"))
        };
        let roots = MODELS.iter().map(|m| compile(&location(*m))).collect();
        let parts = parts
            .iter()
            .map(|(model, pointer)| {
                let index = compile(&format!("{}#{pointer}", location(*model)));
                ((*model, (*pointer).to_owned()), index)
            })
            .collect();
        Reference {
            schemas,
            roots,
            parts,
        }
    }

    /// Whether `instance` is valid against `model`'s schema, and if not, boon's reason on one line.
    pub fn check(&self, model: Model, instance: &Value) -> Result<(), String> {
        self.schemas
            .validate(instance, self.roots[model.index()])
            .map_err(|e| one_line(&e.to_string()))
    }

    pub fn valid(&self, model: Model, instance: &Value) -> bool {
        self.check(model, instance).is_ok()
    }

    /// Whether `instance` is valid against the part of `model`'s schema at `pointer` (given to
    /// `with_parts`), and if not, boon's full reason.
    pub fn check_part(&self, model: Model, pointer: &str, instance: &Value) -> Result<(), String> {
        let index = self.parts[&(model, pointer.to_owned())];
        self.schemas
            .validate(instance, index)
            .map_err(|e| format!("{e:#}"))
    }
}

/// The name boon knows a schema by: the schemas are handed to it as values, so no file path has
/// to be a URL.
fn location(model: Model) -> String {
    format!("urn:wire-models:{}", model.name())
}
