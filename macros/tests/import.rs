//! `wire_models::import_schema!` as a user calls it: a folder of schemas (one referencing the
//! other) becomes modules at compile time, and reading a document is validating it, with the
//! error naming the place and the rule.

mod models {
    wire_models::import_schema!("tests/schemas");
}

mod one_file {
    // A single file: only its module. (The customer it refers to is another file's module, so
    // this one is the customer schema itself.)
    wire_models::import_schema!("tests/schemas/customer.schema.json");
}

use models::{customer::Customer, Order};

const VALID: &str = r#"{"id": "ord-7", "customer": {"name": "Ada", "email": "ada@example.com"}, "lines": [{"sku": "tea", "quantity": 2}]}"#;

#[test]
fn a_valid_document_reads_into_the_types_and_writes_back_the_same() {
    let order: Order = wire_models::from_str(VALID).unwrap();
    assert_eq!(order.id, "ord-7");
    let customer: &Customer = &order.customer;
    assert_eq!(customer.name, "Ada");
    assert_eq!(order.lines[0].quantity, wire_models::Integer::from(2));
    let written: serde_json::Value = serde_json::to_value(&order).unwrap();
    assert_eq!(
        written,
        serde_json::from_str::<serde_json::Value>(VALID).unwrap()
    );
}

#[test]
fn an_invalid_document_is_refused_naming_the_path_and_the_rule() {
    for (document, error) in [
        (
            VALID.replace(r#""quantity": 2"#, r#""quantity": 0"#),
            "$.lines[0].quantity: expected a number greater than 0, found 0 (line 1, column 111)",
        ),
        (
            VALID.replace("ord-7", "order-7"),
            "$.id: expected a string matching the pattern ^ord-[0-9]+$, found \"order-7\" (7 characters) (line 1, column 8)",
        ),
        (
            VALID.replace(r#""name": "Ada""#, r#""name": """#),
            "$.customer.name: expected a string of at least 1 character, found \"\" (0 characters) (line 1, column 38)",
        ),
    ] {
        let refused = wire_models::from_str::<Order>(&document).unwrap_err();
        assert_eq!(refused.to_string(), error, "{document}");
    }
}

#[test]
fn a_single_file_expands_to_its_module_alone() {
    let customer: one_file::Customer = wire_models::from_str(r#"{"name": "Bo"}"#).unwrap();
    assert_eq!(customer.name, "Bo");
    assert!(customer.email.is_none());
}
