//! Reference pages of users' schemas (`generate_docs_with`, which `wire-models docs` calls): every
//! dialect's schema and an OpenAPI document's components get pages, written from the schema in
//! 2020-12's words so each keyword reads with its own dialect's meaning.
#![cfg(feature = "docs")]

use wire_models_codegen::{generate_docs_with, Options, SchemaSource};

fn source(path: &str, text: &str) -> SchemaSource {
    SchemaSource {
        path: path.into(),
        text: text.into(),
    }
}

fn page<'f>(files: &'f [wire_models_codegen::GeneratedFile], name: &str) -> &'f str {
    &files
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| {
            panic!(
                "no page {name}: {:?}",
                files.iter().map(|f| &f.name).collect::<Vec<_>>()
            )
        })
        .contents
}

#[test]
fn a_draft_04_schema_is_described_with_draft_04_meaning() {
    let files = generate_docs_with(
        &[source(
            "schemas/price.schema.json",
            r##"{
                "$schema": "http://json-schema.org/draft-04/schema#",
                "type": "object",
                "properties": {
                    "amount": {"type": "number", "minimum": 0, "exclusiveMinimum": true},
                    "pair": {"type": "array", "items": [{"type": "string"}], "additionalItems": false},
                    "unit": {"$ref": "#/definitions/unit"}
                },
                "dependencies": {"unit": ["amount"]},
                "definitions": {"unit": {"enum": ["EUR", "USD"]}}
            }"##,
        )],
        &Options::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let price = page(&files, "Price.md");
    // draft-04's `minimum` with `exclusiveMinimum: true` is an exclusive bound...
    assert!(price.contains("- Exclusive minimum: 0"), "{price}");
    assert!(!price.contains("- Minimum: 0"), "{price}");
    // ...`dependencies` is a dependent requirement, and `definitions` are named models.
    assert!(
        price.contains("When `unit` is present: `amount` is required."),
        "{price}"
    );
    assert!(price.contains("[Unit](Unit.md)"), "{price}");
    assert!(page(&files, "Unit.md").contains("`\"EUR\"`, `\"USD\"`"));
}

#[test]
fn an_openapi_document_has_a_page_per_component() {
    let files = generate_docs_with(
        &[source(
            "api/shop.yaml",
            "openapi: 3.0.3\ninfo: {title: Shop API, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Order:\n      type: object\n      required: [item]\n      properties:\n        item: {$ref: '#/components/schemas/Item'}\n        note: {type: string, nullable: true}\n    Item:\n      type: string\n      maxLength: 20\n",
        )],
        &Options::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let order = page(&files, "Order.md");
    // The reference to another component links its page; `nullable` reads as null allowed.
    assert!(order.contains("[Item](Item.md)"), "{order}");
    assert!(order.contains("| `note` | string or null |"), "{order}");
    assert!(page(&files, "Item.md").contains("Maximum length: 20"));
    assert!(page(&files, "Shop.md").starts_with("# Shop"));
}

#[test]
fn two_pages_of_one_name_are_refused_naming_both_files() {
    let error = generate_docs_with(
        &[
            source(
                "a/card.schema.json",
                r#"{"title": "Card", "type": "string"}"#,
            ),
            source(
                "b/card.schema.json",
                r#"{"title": "Card", "type": "integer"}"#,
            ),
        ],
        &Options::default(),
    )
    .expect_err("two Card.md pages");
    assert_eq!(
        error.to_string(),
        "error: b/card.schema.json: (root): its page `Card.md` is also a page of a/card.schema.json; write their pages into separate folders, or rename one of the types"
    );
}
