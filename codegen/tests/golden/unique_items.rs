// @generated from tests/golden/unique_items.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A set of strings.
///
/// Schema: `tests/golden/unique_items.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct UniqueItems(::std::vec::Vec<::std::string::String>);
::wire_models::__wm_newtype!(
    UniqueItems(::std::vec::Vec < ::std::string::String >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    UniqueItems,
    r#"{"description":"A set of strings.","type":"array","items":{"type":"string"},"uniqueItems":true}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::ARRAY)), UniqueItems, Items { prefix: 0, schema: &N1 }]);
    pub(crate) static N1: Node = Node::at("#/items", &[Type(Types(Types::STRING))]);
}
