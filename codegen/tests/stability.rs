//! A schema's types depend on the schema alone: a keyword that only constrains a member's values
//! (`minimum`, `pattern`, `maxLength`, `minItems`, ...) changes that member's checks, never a
//! declaration, and a `format` with a lossless runtime type changes that member's type only.

use serde_json::{json, Value};
use wire_models_codegen::{generate_with, Options, SchemaSource};

/// An order, as a first version of a user's schema might write it.
fn order() -> Value {
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Order",
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "quantity": {"type": "integer"},
            "price": {"type": "number"},
            "tags": {"type": "array", "items": {"type": "string"}},
            "note": {"type": ["string", "null"]},
            "status": {"enum": ["open", "shipped"]},
            "customer": {"$ref": "#/$defs/customer"},
            "options": {"type": "object", "additionalProperties": {"type": "string"}}
        },
        "required": ["id", "quantity", "customer"],
        "$defs": {
            "customer": {
                "type": "object",
                "properties": {"name": {"type": "string"}, "email": {"type": "string"}},
                "required": ["name"]
            }
        }
    })
}

/// The declarations of the module generated for `schema`: every line that declares a type, a
/// field or a variant, in order.
fn declarations(schema: &Value) -> Vec<String> {
    let source = SchemaSource {
        path: "schemas/order.schema.json".into(),
        text: serde_json::to_string_pretty(schema).expect("serializable"),
    };
    // As a user's crate generates (the built-in models' own emitter serves `crate` only).
    let options = Options {
        runtime: "::wire_models".into(),
        ..Options::default()
    };
    let files = generate_with(&[source], &options).unwrap_or_else(|e| panic!("{e}"));
    let module = &files
        .iter()
        .find(|f| f.name == "order.rs")
        .expect("order.rs")
        .contents;
    // The declarations come before the rule tables, whose rules change with the keywords.
    let declared = module.split("mod __rules").next().unwrap_or_default();
    declared
        .lines()
        .map(str::trim)
        .filter(|line| {
            line.starts_with("pub struct")
                || line.starts_with("pub enum")
                || (line.starts_with("pub ") && line.contains(':') && !line.contains("fn "))
                || (line.chars().next().is_some_and(char::is_uppercase)
                    && line.ends_with(',')
                    && !line.contains("__rules"))
        })
        .map(str::to_owned)
        .collect()
}

/// `order()` with `keyword: value` added at the JSON pointer `at`.
fn with(at: &str, keyword: &str, value: Value) -> Value {
    let mut schema = order();
    schema
        .pointer_mut(at)
        .and_then(Value::as_object_mut)
        .unwrap_or_else(|| panic!("{at}"))
        .insert(keyword.to_owned(), value);
    schema
}

#[test]
fn a_keyword_that_constrains_values_changes_no_declaration() {
    let before = declarations(&order());
    assert!(before.len() >= 15, "{before:#?}");
    let edits = [
        ("/properties/quantity", "minimum", json!(1)),
        ("/properties/quantity", "maximum", json!(1000)),
        ("/properties/price", "exclusiveMinimum", json!(0)),
        ("/properties/price", "multipleOf", json!(0.01)),
        ("/properties/id", "pattern", json!("^ORD-[0-9]+$")),
        ("/properties/id", "maxLength", json!(20)),
        ("/properties/note", "minLength", json!(1)),
        ("/properties/tags", "minItems", json!(1)),
        ("/properties/tags", "uniqueItems", json!(true)),
        ("/properties/tags/items", "pattern", json!("^[a-z]+$")),
        ("/properties/options", "maxProperties", json!(5)),
        // Names that match a pattern are checked against its schema too: of the map's value
        // type, it leaves the map a map of strings.
        (
            "/properties/options",
            "patternProperties",
            json!({"^x-": {"type": "string", "maxLength": 64}}),
        ),
        (
            "/properties/options",
            "propertyNames",
            json!({"maxLength": 32}),
        ),
        ("/$defs/customer/properties/email", "format", json!("email")),
        ("/$defs/customer", "minProperties", json!(1)),
    ];
    for (at, keyword, value) in edits {
        assert_eq!(
            declarations(&with(at, keyword, value.clone())),
            before,
            "adding {keyword}: {value} at {at}"
        );
    }
}

/// OpenAPI generators give a reference a description of its own by wrapping it in an `allOf`
/// of one, or beside a part that only describes it; an `anyOf` of one is that one too: the
/// member keeps the referenced type.
#[test]
fn a_reference_wrapped_in_all_of_keeps_its_type() {
    for wrapped in [
        json!({"description": "Who ordered.", "allOf": [{"$ref": "#/$defs/customer"}]}),
        json!({"allOf": [{"$ref": "#/$defs/customer"}, {"description": "Who ordered."}]}),
        json!({"anyOf": [{"$ref": "#/$defs/customer"}]}),
        // A constraint beside the reference narrows its values, not its type.
        json!({"allOf": [{"$ref": "#/$defs/customer"}, {"maxProperties": 4}]}),
    ] {
        let mut schema = order();
        schema["properties"]["customer"] = wrapped.clone();
        assert_eq!(declarations(&schema), declarations(&order()), "{wrapped}");
    }
}

/// A map written as `patternProperties` whose pattern matches every name (`".*"`, as
/// Kustomize's schema writes its labels) is the map `additionalProperties` would make. `^.*$`
/// does not match every name (`.` matches no line break), so other names may be anything.
#[test]
fn a_pattern_of_every_name_makes_the_same_map() {
    let map_of = |pattern: &str| {
        let mut schema = order();
        schema["properties"]["options"] = json!({
            "type": "object",
            "patternProperties": {pattern: {"type": "string"}}
        });
        declarations(&schema)
    };
    assert_eq!(map_of(".*"), declarations(&order()));
    let anchored = map_of("^.*$");
    assert!(
        anchored.contains(&"pub options: ::std::option::Option<::wire_models::Object>,".to_owned()),
        "{anchored:#?}"
    );
}

#[test]
fn a_lossless_format_changes_its_members_type_only() {
    let before = declarations(&order());
    for (at, format, field, ty) in [
        ("/properties/id", "uuid", "pub id:", "::wire_models::Uuid,"),
        (
            "/$defs/customer/properties/name",
            "date-time",
            "pub name:",
            "::wire_models::DateTime,",
        ),
    ] {
        let after = declarations(&with(at, "format", json!(format)));
        assert_eq!(after.len(), before.len(), "{format}");
        for (old, new) in before.iter().zip(&after) {
            if old.starts_with(field) {
                assert_eq!(new, &format!("{field} {ty}"), "{format}");
            } else {
                assert_eq!(new, old, "{format}");
            }
        }
    }
}
