// @generated from tests/golden/contains.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A list of numbers with at least two above 10.
///
/// Schema: `tests/golden/contains.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Contains(::std::vec::Vec<::wire_models::Integer>);
::wire_models::__wm_newtype!(
    Contains(::std::vec::Vec < ::wire_models::Integer >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    Contains,
    r#"{"description":"A list of numbers with at least two above 10.","type":"array","items":{"type":"integer"},"contains":{"minimum":11},"minContains":2}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::ARRAY)), Contains { schema: &N2, min: 2, max: None }, Items { prefix: 0, schema: &N1 }]);
    pub(crate) static N1: Node = Node::at("#/items", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N2: Node = Node::at("#/contains", &[Minimum(Num("11"))]);
}
