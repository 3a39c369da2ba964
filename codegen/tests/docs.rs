//! Reference pages of users' schemas (`generate_docs_with`, which `wire-models docs` calls),
//! written from the program the code is compiled into: every dialect's schema and an OpenAPI
//! document's components get pages, each keyword read with its own dialect's meaning and the
//! exact schema shown as written, in that dialect; a reference links the page of the model it
//! reaches, in whichever file; and a schema the generator refuses gets its refusal, not pages.
#![cfg(feature = "docs")]

use wire_models_codegen::{generate_docs_with, generate_with, Options, SchemaSource};

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
    let unit = page(&files, "Unit.md");
    assert!(unit.contains("`\"EUR\"`, `\"USD\"`"));
    // The exact schema is the one written, in draft-04's own words.
    assert!(
        price.contains("\"exclusiveMinimum\": true") && price.contains("\"definitions\": {"),
        "{price}"
    );
    assert!(
        unit.contains("Defined in `schemas/price.schema.json` at `#/definitions/unit`."),
        "{unit}"
    );
}

#[test]
fn a_reference_by_id_links_the_model_page_of_another_file() {
    let files = generate_docs_with(
        &[
            source(
                "schemas/invoice.schema.json",
                r##"{
                    "$id": "https://example.test/schemas/invoice.schema.json",
                    "type": "object",
                    "properties": {
                        "buyer": {"$ref": "party.schema.json"},
                        "address": {"$ref": "party.schema.json#/$defs/address"},
                        "name": {"$ref": "party.schema.json#/properties/name"}
                    }
                }"##,
            ),
            source(
                "schemas/party.schema.json",
                r#"{
                    "$id": "https://example.test/schemas/party.schema.json",
                    "type": "object",
                    "properties": {"name": {"type": "string"}},
                    "$defs": {"address": {"type": "string"}}
                }"#,
            ),
        ],
        &Options::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let invoice = page(&files, "Invoice.md");
    // The other file's root and its definition are models with pages of their own...
    assert!(
        invoice.contains("\n| `buyer` | [Party](Party.md) |"),
        "{invoice}"
    );
    assert!(
        invoice.contains("\n| `address` | [Address](Address.md) |"),
        "{invoice}"
    );
    // ...a schema inside one of them is not.
    assert!(
        invoice.contains("\n| `name` | the schema at `party.schema.json#/properties/name` |"),
        "{invoice}"
    );
}

#[test]
fn a_schema_the_generator_refuses_gets_its_refusal_not_pages() {
    let schemas = [source(
        "schemas/order.schema.json",
        r##"{"type": "object", "properties": {"item": {"$ref": "#/$defs/item"}}}"##,
    )];
    let docs = generate_docs_with(&schemas, &Options::default()).expect_err("a dangling $ref");
    let code = generate_with(&schemas, &Options::default()).expect_err("a dangling $ref");
    assert_eq!(docs, code);
    assert_eq!(docs.0[0].pointer, "/properties/item");
    assert_eq!(docs.0[0].keyword, "$ref");
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

#[test]
fn the_siblings_of_a_draft_07_ref_are_ignored_as_draft_07_says() {
    let files = generate_docs_with(
        &[source(
            "schemas/parcel.schema.json",
            r##"{
                "$schema": "http://json-schema.org/draft-07/schema#",
                "type": "object",
                "properties": {
                    "size": {"$ref": "#/definitions/size", "type": "string", "description": "unread"}
                },
                "definitions": {"size": {"type": "integer"}}
            }"##,
        )],
        &Options::default(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let parcel = page(&files, "Parcel.md");
    assert!(
        parcel.contains("\n| `size` | [Size](Size.md) |"),
        "{parcel}"
    );
    assert!(
        parcel.contains("\n- Ignored beside `$ref`, as draft-07 says: `type`, `description`\n"),
        "{parcel}"
    );
    // Its description is not the field's: only the exact schema shows it.
    assert_eq!(parcel.matches("unread").count(), 1, "{parcel}");
}
