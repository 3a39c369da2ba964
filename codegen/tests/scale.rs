//! Generated code grows with its schema: at most 10 bytes of Rust per byte of schema for
//! real-world-sized schemas (hundreds of definitions, a struct of 836 members each with an enum,
//! objects nested 30 deep), and twice as many members or definitions give about twice the code.
//! Each type's schema text is written once (a nested type is a reference to it), so depth no
//! longer multiplies it; what still grows with depth is each node's JSON pointer (in its rule
//! table's location and its doc comment), as the schema file's own indentation does.

use serde_json::{json, Map, Value};
use wire_models_codegen::{generate_with, GeneratedFile, Options, SchemaSource};

/// The files generated for `schemas/<name>.schema.json` holding `text`.
fn generate(name: &str, text: &str) -> Vec<GeneratedFile> {
    let source = SchemaSource {
        path: format!("schemas/{name}.schema.json"),
        text: text.to_owned(),
    };
    let options = Options {
        runtime: "::wire_models".into(),
        ..Options::default()
    };
    generate_with(&[source], &options).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Bytes of `schema`, written as a user's file is (indented), and of the Rust generated for it.
fn generated_bytes(name: &str, schema: &Value) -> (usize, usize) {
    let text = serde_json::to_string_pretty(schema).expect("serializable");
    let files = generate(name, &text);
    let code = files
        .iter()
        .filter(|f| f.name != "models.rs")
        .map(|f| f.contents.len())
        .sum();
    (text.len(), code)
}

/// Objects nested `depth` deep, each a struct of its own.
fn deep(depth: usize) -> Value {
    let mut schema = json!({"type": "string", "maxLength": 10});
    for _ in 0..depth {
        schema = json!({
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "child": schema,
                "tags": {"type": "array", "items": {"type": "string"}}
            },
            "required": ["name"]
        });
    }
    schema
}

/// One struct of `members` members, each a string enum (a configuration file's shape).
fn wide(members: usize) -> Value {
    let properties: Map<String, Value> = (0..members)
        .map(|i| {
            let values = [format!("v{i}_a"), format!("v{i}_b"), format!("v{i}_c")];
            let schema =
                json!({"type": "string", "enum": values, "description": format!("Setting {i}.")});
            (format!("setting_{i}"), schema)
        })
        .collect();
    json!({"title": "Wide", "type": "object", "properties": properties, "additionalProperties": false})
}

/// `count` definitions referring to each other, each with a nested object.
fn many(count: usize) -> Value {
    let defs: Map<String, Value> = (0..count)
        .map(|i| {
            let schema = json!({
                "type": "object",
                "properties": {
                    "id": {"type": "integer", "minimum": 0},
                    "name": {"type": "string", "minLength": 1},
                    "next": {"$ref": format!("#/$defs/item{}", (i + 1) % count)},
                    "meta": {"type": "object", "properties": {"k": {"type": "string"}, "v": {"type": "number"}}}
                },
                "required": ["id"]
            });
            (format!("item{i}"), schema)
        })
        .collect();
    json!({"$ref": "#/$defs/item0", "$defs": defs})
}

#[test]
fn a_nested_types_schema_text_is_written_once() {
    let source = SchemaSource {
        path: "schemas/deep.schema.json".into(),
        text: deep(30).to_string(),
    };
    let files = generate_with(&[source], &Options::default()).unwrap_or_else(|e| panic!("{e}"));
    let module = &files
        .iter()
        .find(|f| f.name == "deep.rs")
        .expect("deep.rs")
        .contents;
    // The innermost schema is in the `JsonSchema` text of its own type only, not again in each
    // of the 30 types around it.
    assert_eq!(module.matches(r#""maxLength":10"#).count(), 1);
}

#[test]
fn generated_code_is_at_most_ten_times_its_schema_and_grows_linearly() {
    // (name, the schema of a size, the size)
    type Case = (&'static str, fn(usize) -> Value, usize);
    let cases: [Case; 3] = [("deep", deep, 30), ("wide", wide, 836), ("many", many, 300)];
    for (name, make, size) in cases {
        let (schema, code) = generated_bytes(name, &make(size));
        let ratio = code as f64 / schema as f64;
        println!("{name} ({size}): {schema} bytes of schema, {code} of Rust, {ratio:.1}x");
        assert!(
            ratio <= 10.0,
            "{name}: {code} bytes of Rust for {schema} of schema ({ratio:.1}x)"
        );
        if name == "deep" {
            continue;
        }
        // Twice the schema, about twice the code: nothing grows with the square of its size.
        let (schema2, code2) = generated_bytes(name, &make(size * 2));
        let growth = (code2 as f64 / code as f64) / (schema2 as f64 / schema as f64);
        println!("{name} ({}): {schema2} bytes of schema, {code2} of Rust: {growth:.2} times the growth of the schema", size * 2);
        assert!(
            growth < 1.15,
            "{name}: the schema grew {:.2}x, the code {:.2}x",
            schema2 as f64 / schema as f64,
            code2 as f64 / code as f64
        );
    }
}

/// Types held inside one another deeper than rustc's drop check goes by default (a ring of 64
/// definitions fails to compile with E0320; 62 compile, measured with this shape) get a warning
/// that says what the including crate needs; a shallower ring gets none.
#[test]
fn a_chain_of_types_too_deep_for_the_drop_check_is_warned_of() {
    let report = |count: usize| {
        let source = SchemaSource {
            path: "schemas/many.schema.json".into(),
            text: many(count).to_string(),
        };
        wire_models_codegen::generate_report(&[source], &Options::default())
            .unwrap_or_else(|e| panic!("{e}"))
            .warnings
    };
    let warnings = report(64);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(
        warnings[0].to_string(),
        "schemas/many.schema.json: /$defs/item0: its types hold one another 65 deep, starting with `Item0`: the crate that includes the generated code needs `#![recursion_limit = \"256\"]` at its root (rustc's drop check stops at 128 levels, error E0320)"
    );
    assert!(report(62).is_empty(), "{:?}", report(62));
}

/// Unions whose branches refer to unions, twelve levels of ten `$ref`s each (a schema of a
/// kilobyte with 10^12 paths through it), are generated: the generator works out what every
/// node admits once, each from the nodes it applies in place, where it once walked every path
/// (and then a bounded number of them). The union of a member stays an enum of its branches'
/// types; so does one that admits objects only, whose first branch the generator cannot rule
/// out past the bound of `refuses_objects`.
#[test]
fn unions_of_unions_of_references_are_generated() {
    let mut defs = Map::new();
    for level in 0..12 {
        let next = json!({"$ref": format!("#/$defs/l{}", level + 1)});
        defs.insert(format!("l{level}"), json!({"anyOf": vec![next; 10]}));
    }
    defs.insert("l12".into(), json!({"type": "string"}));
    let object = |name: &str| {
        json!({
            "title": name, "type": "object", "required": [name.to_lowercase()],
            "properties": {name.to_lowercase(): {"type": "string"}}
        })
    };
    let schema = json!({
        "title": "Deep",
        "type": "object",
        "properties": {
            "u": {"oneOf": [{"$ref": "#/$defs/l0"}, object("A"), object("B")]},
            // Objects only: whether the first branch admits any is looked for as far as the
            // bound allows.
            "v": {"type": "object", "oneOf": [{"$ref": "#/$defs/l0"}, object("A"), object("B")]},
        },
        "$defs": defs,
    });
    let files = generate("deep", &schema.to_string());
    let module = &files
        .iter()
        .find(|f| f.name == "deep.rs")
        .expect("deep.rs")
        .contents;
    for union in [
        "DeepU = __rules::N1; 0 => L0(L0), 1 => A(DeepUA), 2 => B(DeepUB)",
        "DeepV = __rules::N7; 0 => L0(L0), 1 => A(DeepVA), 2 => B(DeepVB)",
    ] {
        assert!(module.contains(union), "{union}\n{module}");
    }
    // Each level admits what the next does, down to the string at the bottom: 10^12 paths,
    // and every level a string.
    for level in 0..=12 {
        let declaration = format!("pub struct L{level}(::std::string::String);");
        assert!(module.contains(&declaration), "{declaration}\n{module}");
    }
}
