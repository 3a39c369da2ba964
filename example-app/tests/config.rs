//! What `schemas/wire-models.json` does to this crate's types, as its code uses them: derives
//! and attributes added, a type and a field renamed, a type of the crate in place of a
//! generated one (its schema still checked), and a `readonly` keyword (as some tools write `readOnly`) allowed as an annotation.

use std::collections::HashSet;

use example_app::geo::GeoPoint;
use example_app::{invoice, shipment};
use serde_json::json;

#[test]
fn a_type_given_eq_and_hash_goes_in_a_hash_set() {
    let line = |sku: &str| -> invoice::Line {
        serde_json::from_value(json!({"sku": sku, "quantity": 1, "unit_price": 2.5})).unwrap()
    };
    let set: HashSet<invoice::Line> = [line("A"), line("B"), line("A")].into_iter().collect();
    assert_eq!(set.len(), 2);
}

#[test]
fn a_renamed_enum_with_ord_sorts_in_the_schemas_order() {
    use shipment::Status;
    let mut seen = vec![Status::Delivered, Status::Packed, Status::Shipped];
    seen.sort();
    assert_eq!(seen, [Status::Packed, Status::Shipped, Status::Delivered]);
}

#[test]
fn a_renamed_field_reads_and_writes_its_json_member() {
    let text = r#"{"id":"SHP-7","status":"shipped","position":{"lat":51.5,"lon":-0.12}}"#;
    let shipment: shipment::Shipment = wire_models::from_str(text).unwrap();
    assert_eq!(shipment.tracking_id, "SHP-7");
    assert_eq!(shipment.status, shipment::Status::Shipped);
    // The extern type: this crate's own struct of two f64s.
    assert_eq!(
        shipment.position,
        Some(GeoPoint {
            lat: 51.5,
            lon: -0.12
        })
    );
    assert_eq!(serde_json::to_string(&shipment).unwrap(), text);
}

#[test]
fn an_extern_type_is_still_checked_against_its_schema() {
    let read = |position: serde_json::Value| {
        let value = json!({"id": "SHP-7", "status": "packed", "position": position});
        wire_models::from_str::<shipment::Shipment>(&value.to_string())
            .unwrap_err()
            .to_string()
    };
    // The position is where the path's value starts in the text read.
    assert_eq!(
        read(json!({"lat": 91, "lon": 0})),
        "$.position.lat: expected a number at most 90, found 91 (line 1, column 51)"
    );
    assert_eq!(
        read(json!({"lat": 0, "lon": 0, "alt": 3})),
        r#"$.position.alt: "alt" is not allowed here (additionalProperties) (line 1, column 67)"#
    );
    // And on the way out: a value built in Rust that breaks the schema is not written.
    let mut shipment = shipment::Shipment::new("SHP-7".into(), shipment::Status::Packed);
    shipment.position = Some(GeoPoint {
        lat: 0.0,
        lon: 200.0,
    });
    assert_eq!(
        serde_json::to_string(&shipment).unwrap_err().to_string(),
        "$.position.lon: expected a number at most 180, found 200.0"
    );
}

#[test]
fn formats_configured_are_held_in_their_lossless_types() {
    use example_app::pydantic_order::PydanticOrder;
    let order = json!({
        "id": "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11", "quantity": 1, "discount": 0.5,
        "position": [1, 2], "weights": {}, "tags": [], "payment": {"kind": "card", "last4": "4242"}
    });
    let order: PydanticOrder = serde_json::from_value(order).unwrap();
    // A `wire_models::Uuid`: checked, and kept as written (upper case here).
    let id: &wire_models::Uuid = &order.id;
    assert_eq!(id.as_str(), "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11");

    let text = r#"{"id":"SHP-1","status":"packed","updated_at":"2026-12-01T09:30:00+01:00"}"#;
    let shipment: shipment::Shipment = wire_models::from_str(text).unwrap();
    // A `wire_models::DateTime`: the instant, and the offset and text as written.
    let at: &wire_models::DateTime = shipment.updated_at.as_ref().unwrap();
    assert_eq!((at.hour(), at.offset_minutes()), (9, 60));
    assert_eq!(serde_json::to_string(&shipment).unwrap(), text);
}
