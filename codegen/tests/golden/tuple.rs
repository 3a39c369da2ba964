// @generated from tests/golden/tuple.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A point as a pair: \`prefixItems\` and no further items.
///
/// Schema: `tests/golden/tuple.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Tuple((::wire_models::Number, ::wire_models::Number));
::wire_models::__wm_newtype!(
    Tuple((::wire_models::Number, ::wire_models::Number)) = __rules::N0
);
::wire_models::__wm_json_schema!(
    Tuple,
    r#"{"description":"A point as a pair: `prefixItems` and no further items.","type":"array","prefixItems":[{"type":"number"},{"type":"number"}],"items":false,"minItems":2}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::ARRAY)), MinItems(2), PrefixItems(&[&N1, &N2]), Items { prefix: 2, schema: &N3 }]);
    pub(crate) static N1: Node = Node::at("#/prefixItems/0", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N2: Node = Node::at("#/prefixItems/1", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N3: Node = Node::at("#/items", &[Never]);
}
