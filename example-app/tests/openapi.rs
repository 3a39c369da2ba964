//! Types from OpenAPI documents (`Builder::openapi` in `build.rs`): the public Swagger Petstore in
//! OpenAPI 3.0 and 3.1, a public document of `discriminator`s, and `shop.yaml`, ours, for what
//! they lack. Each entry of `components/schemas` is a type of the document's module, checked as
//! the document's dialect says: 3.0's schema objects (draft-04's keywords, `nullable`, boolean
//! `exclusiveMinimum`, `int32`/`int64` as ranges) and 3.1's JSON Schema 2020-12.

use example_app::{discriminators, petstore, petstore_3_1, shop};
use serde_json::{json, Value};

mod support;
use support::{read, refuse};

fn pet() -> Value {
    json!({
        "id": 25,
        "category": {"id": 1, "name": "dogs"},
        "name": "doggie",
        "photoUrls": ["https://example.com/photo.png"],
        "tags": [{"id": 3, "name": "good"}],
        "status": "available"
    })
}

#[test]
fn the_petstore_reads_into_its_component_types() {
    for document in ["3.0", "3.1"] {
        let name = if document == "3.0" {
            read::<petstore::Pet>(pet()).name
        } else {
            read::<petstore_3_1::Pet>(pet()).name
        };
        assert_eq!(name, "doggie", "OpenAPI {document}");
    }
    let p: petstore::Pet = read(pet());
    assert_eq!(p.status, Some(petstore::PetStatus::Available));
    assert_eq!(p.tags.as_ref().map(Vec::len), Some(1));
    // `required: [name, photoUrls]` and the `status` enum hold in both versions.
    let mut nameless = pet();
    nameless.as_object_mut().unwrap().remove("name");
    assert_eq!(
        refuse::<petstore::Pet>(nameless.clone()),
        "$.name: the required member \"name\" is missing"
    );
    assert_eq!(
        refuse::<petstore_3_1::Pet>(nameless),
        "$.name: the required member \"name\" is missing"
    );
    let mut sold_out = pet();
    sold_out["status"] = json!("gone");
    assert!(refuse::<petstore::Pet>(sold_out)
        .starts_with("$.status: expected one of \"available\", \"pending\", \"sold\""));
}

#[test]
fn openapi_3_0_integer_formats_are_ranges_and_3_1_formats_follow_2020_12() {
    // `format: int64` in OpenAPI 3.0 is a 64-bit signed integer...
    let mut big = pet();
    big["id"] = json!(9223372036854775808u64);
    assert_eq!(
        refuse::<petstore::Pet>(big.clone()),
        "$.id: expected a number at most 9223372036854775807, found 9223372036854775808"
    );
    // ...while in 3.1 the schema is JSON Schema 2020-12, where `int64` is no format it knows:
    // an annotation.
    read::<petstore_3_1::Pet>(big);
    let mut order = json!({"id": 1, "petId": 2, "quantity": 2147483648u64});
    assert_eq!(
        refuse::<petstore::Order>(order.clone()),
        "$.quantity: expected a number at most 2147483647, found 2147483648"
    );
    order["quantity"] = json!(2147483647);
    read::<petstore::Order>(order);
}

fn order() -> Value {
    json!({
        "id": "123e4567-e89b-12d3-a456-426614174000",
        "quantity": 2,
        "note": null,
        "payment": {"kind": "card", "last4": "4242"}
    })
}

#[test]
fn openapi_3_0_nullable_and_boolean_exclusive_minimum() {
    let o: shop::Order = read(order());
    // `nullable: true`: the member may be null (and is kept as such).
    assert_eq!(o.note, Some(None));
    // Only where it is said: `coupon` has no `nullable`.
    let mut with_null = order();
    with_null["coupon"] = Value::Null;
    assert_eq!(
        refuse::<shop::Order>(with_null),
        "$.coupon: expected a string, found null"
    );
    // `minimum: 0` with `exclusiveMinimum: true`.
    let mut none = order();
    none["quantity"] = json!(0);
    assert_eq!(
        refuse::<shop::Order>(none),
        "$.quantity: expected a number greater than 0, found 0"
    );
    // The registry's `uuid` format is asserted.
    let mut bad_id = order();
    bad_id["id"] = json!("order-17");
    assert!(
        refuse::<shop::Order>(bad_id).starts_with("$.id: expected a UUID"),
        "uuid asserted"
    );
}

#[test]
fn a_discriminated_one_of_is_an_enum_of_its_branches() {
    let o: shop::Order = read(order());
    assert!(matches!(o.payment, shop::Payment::Card(ref c) if c.last4 == "4242"));
    let mut transfer = order();
    transfer["payment"] = json!({"kind": "transfer", "iban": "DE89370400440532013000"});
    let o: shop::Order = read(transfer);
    assert!(matches!(o.payment, shop::Payment::Transfer(_)));
    // The error is the one of the branch the tag names.
    let mut short = order();
    short["payment"] = json!({"kind": "card", "last4": "42"});
    assert_eq!(
        refuse::<shop::Order>(short),
        "$.payment.last4: matched no branch of oneOf; the closest, branch 0, failed: expected a string matching the pattern ^[0-9]{4}$, found \"42\" (2 characters)"
    );
}

#[test]
fn the_public_discriminator_document_validates_its_all_of_compositions() {
    // `Dog` is `allOf: [Pet, {bark, breed}]`, with `Pet` requiring `pet_type`.
    read::<discriminators::Dog>(json!({"pet_type": "Dog", "bark": true, "breed": "Husky"}));
    assert_eq!(
        refuse::<discriminators::Dog>(json!({"bark": true})),
        "$.pet_type: the required member \"pet_type\" is missing"
    );
    assert!(
        refuse::<discriminators::Dog>(json!({"pet_type": "Dog", "breed": "Poodle"})).starts_with(
            "$.breed: expected one of \"Dingo\", \"Husky\", \"Retriever\", \"Shepherd\""
        )
    );
}
