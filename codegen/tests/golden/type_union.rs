// @generated from tests/golden/type_union.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A string or an array of strings: an enum over JSON types.
///
/// Schema: `tests/golden/type_union.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub enum TypeUnion {
    /// A JSON string.
    String(::std::string::String),
    /// A JSON array.
    Array(::std::vec::Vec<::std::string::String>),
}
::wire_models::__wm_union!(TypeUnion = __rules::N0; String, Array; array = __rules::N0);
::wire_models::__wm_json_schema!(
    TypeUnion,
    r#"{"description":"A string or an array of strings: an enum over JSON types.","type":["string","array"],"items":{"type":"string"}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::ARRAY|Types::STRING)), Items { prefix: 0, schema: &N1 }]);
    pub(crate) static N1: Node = Node::at("#/items", &[Type(Types(Types::STRING))]);
}
