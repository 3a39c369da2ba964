// @generated from tests/golden/nested_object.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// An inline object member becomes a type named after its parent and member.
///
/// Schema: `tests/golden/nested_object.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct NestedObject {
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// JSON member `address`: required.
    pub address: NestedObjectAddress,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NestedObject {
    /// A `NestedObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(id: ::std::string::String, address: NestedObjectAddress) -> Self {
        Self {
            id,
            address,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NestedObject = __rules::N0; id : "id" = __rules::N1, address : "address" =
    __rules::N2
);
::wire_models::__wm_json_schema!(
    NestedObject,
    r#"{"description":"An inline object member becomes a type named after its parent and member.","type":"object","properties":{"id":{"type":"string"},"address":{}},"required":["id","address"]}"#;
    "/properties/address" => NestedObjectAddress
);
/// Schema: `tests/golden/nested_object.schema.json`, `/properties/address`.
#[derive(Clone, Debug, PartialEq)]
pub struct NestedObjectAddress {
    /// JSON member `street`: optional (`None` when absent).
    pub street: ::std::option::Option<::std::string::String>,
    /// JSON member `city`: required.
    pub city: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NestedObjectAddress {
    /// A `NestedObjectAddress` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(city: ::std::string::String) -> Self {
        Self {
            street: ::std::option::Option::None,
            city,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NestedObjectAddress = __rules::N2; street "?" : "street" = __rules::N3, city : "city"
    = __rules::N4
);
::wire_models::__wm_json_schema!(
    NestedObjectAddress,
    r#"{"type":"object","properties":{"street":{"type":"string"},"city":{"type":"string"}},"required":["city"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["id", "address"]), Properties(&[("id", &N1), ("address", &N2)])]);
    pub(crate) static N1: Node = Node::at("#/properties/id", &[Type(Types(Types::STRING))]);
    pub(crate) static N2: Node = Node::at("#/properties/address", &[Type(Types(Types::OBJECT)), Required(&["city"]), Properties(&[("street", &N3), ("city", &N4)])]);
    pub(crate) static N3: Node = Node::at("#/properties/address/properties/street", &[Type(Types(Types::STRING))]);
    pub(crate) static N4: Node = Node::at("#/properties/address/properties/city", &[Type(Types(Types::STRING))]);
}
