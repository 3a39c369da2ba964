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
#[allow(dead_code, unused_imports, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Rule::*, Types};
    pub(crate) static N0: Node = Node {
        location: "tests/golden/map.schema.json#",
        dynamic_anchors: None,
        rules: &[
            Type(Types(Types::OBJECT)),
            AdditionalProperties {
                declared: &[],
                patterns: &[],
                schema: &N1,
            },
        ],
    };
    pub(crate) static N1: Node = Node {
        location: "tests/golden/map.schema.json#/additionalProperties",
        dynamic_anchors: None,
        rules: &[Type(Types(Types::INTEGER))],
    };
}
