//! A schema that refers to a remote document: `build.rs` maps the carriers' registry to the
//! local copy in `remote/`, and the remote document gets a module of its own, so that
//! `tracking.carrier` is a `carrier::Carrier`, checked by the remote schema's rules.

use example_app::carrier::Carrier;
use example_app::tracking::Tracking;
use serde_json::json;

mod support;
use support::{read, refuse};

#[test]
fn a_member_that_refers_to_a_remote_document_has_its_type() {
    let tracking: Tracking = read(json!({
        "shipment": "SHP-42",
        "carrier": {"name": "United Parcel Service", "scac": "UPSN"},
        "checkpoints": ["Louisville hub"]
    }));
    let carrier: &Carrier = &tracking.carrier;
    assert_eq!(carrier.name, "United Parcel Service");
    assert_eq!(carrier.scac, "UPSN");
    // The remote document's root is reached through its module, and reads on its own too.
    let alone: Carrier = read(json!({"name": "DHL", "scac": "DHLC"}));
    assert_eq!(alone.scac, "DHLC");
}

#[test]
fn the_remote_schema_checks_what_it_holds() {
    assert_eq!(
        refuse::<Tracking>(json!({"shipment": "SHP-1", "carrier": {"name": "X", "scac": "ups"}})),
        r#"$.carrier.scac: expected a string matching the pattern ^[A-Z]{2,4}$, found "ups" (3 characters)"#
    );
    assert_eq!(
        refuse::<Tracking>(json!({"shipment": "SHP-1", "carrier": {"name": "", "scac": "UPSN"}})),
        r#"$.carrier.name: expected a string of at least 1 character, found "" (0 characters)"#
    );
    // Writing checks it too: a carrier built in Rust that the remote schema refuses is not
    // written.
    let mut tracking: Tracking = read(json!({
        "shipment": "SHP-7",
        "carrier": {"name": "DHL", "scac": "DHLC"}
    }));
    tracking.carrier.scac = "dhl".into();
    let error = serde_json::to_string(&tracking).expect_err("scac is lowercase");
    assert_eq!(
        error.to_string(),
        r#"$.carrier.scac: expected a string matching the pattern ^[A-Z]{2,4}$, found "dhl" (3 characters)"#
    );
}
