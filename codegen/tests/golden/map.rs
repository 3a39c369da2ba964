// @generated from tests/golden/map.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// An object used as a map: every member is an integer.
///
/// Schema: `tests/golden/map.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Map(
    ::wire_models::runtime::typed::IndexMap<
        ::std::string::String,
        ::wire_models::Integer,
    >,
);
::wire_models::__wm_newtype!(
    Map(::wire_models::runtime::typed::IndexMap < ::std::string::String,
    ::wire_models::Integer >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    Map,
    r#"{"description":"An object used as a map: every member is an integer.","type":"object","additionalProperties":{"type":"integer"}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), AdditionalProperties { declared: &[], patterns: &[], schema: &N1 }]);
    pub(crate) static N1: Node = Node::at("#/additionalProperties", &[Type(Types(Types::INTEGER))]);
}
