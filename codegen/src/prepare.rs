//! Stage 3, prepare: a [`Model`] in, the schema definitions typify 0.8 is given out.
//!
//! typify sees one flat `$defs` entry per named type, keyed by the name the model chose, so its
//! type names are ours. It is shown what it needs to name and declare the types: object members
//! (for field names), string enums (for variant names) and constrained strings (for newtypes).
//! Everything else (`const`, `if`/`then`, `additionalProperties`, `format`, `default`,
//! nullability of required members, and the checks themselves) stays in the model: `refine`
//! writes it into the table each type hands the runtime's macros.

use serde_json::{json, Map, Value};

use crate::model::*;

/// The `$defs` for typify, in the model's order.
pub fn prepare(model: &Model) -> Vec<(String, Value)> {
    model
        .types
        .iter()
        .map(|t| (t.name.clone(), definition(t)))
        .collect()
}

fn definition(t: &NamedType) -> Value {
    let mut schema = match &t.kind {
        TypeKind::Struct(s) => {
            let properties: Map<String, Value> = s
                .fields
                .iter()
                .map(|f| (f.json_name.clone(), shape(&f.shape)))
                .collect();
            let required: Vec<&String> = s
                .fields
                .iter()
                .filter(|f| f.required)
                .map(|f| &f.json_name)
                .collect();
            json!({ "type": "object", "properties": properties, "required": required })
        }
        TypeKind::StringEnum(values) => json!({ "type": "string", "enum": values }),
        TypeKind::ConstrainedString(rules) => {
            let mut s = json!({ "type": "string" });
            if let Some(n) = rules.min_length {
                s["minLength"] = n.into();
            }
            if let Some(n) = rules.max_length {
                s["maxLength"] = n.into();
            }
            if let Some(p) = &rules.pattern {
                s["pattern"] = p.clone().into();
            }
            s
        }
        TypeKind::Union(branches) => json!({
            "oneOf": branches.iter().map(|b| json!({ "$ref": format!("#/$defs/{b}") })).collect::<Vec<_>>()
        }),
    };
    if let Some(d) = &t.description {
        schema["description"] = d.clone().into();
    }
    schema
}

/// The schema typify is shown for a member. `refine` replaces the field's type with the one
/// the model gives, so only the names typify derives from it matter.
fn shape(s: &Shape) -> Value {
    match s {
        Shape::Named(n) => json!({ "$ref": format!("#/$defs/{n}") }),
        Shape::Str | Shape::DateTime => json!({ "type": "string" }),
        Shape::Int => json!({ "type": "integer" }),
        Shape::Num => json!({ "type": "number" }),
        Shape::Bool => json!({ "type": "boolean" }),
        Shape::Array(item) => json!({ "type": "array", "items": shape(item) }),
        Shape::Map(value) => json!({ "type": "object", "additionalProperties": shape(value) }),
        Shape::FreeObject => json!({ "type": "object" }),
        Shape::Nullable(inner) => json!({ "anyOf": [shape(inner), { "type": "null" }] }),
        Shape::Any | Shape::Const(_) => json!({}),
    }
}
