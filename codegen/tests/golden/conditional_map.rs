// @generated from tests/golden/conditional_map.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A map of integers that must also have \`extra\` when its \`kind\` is 1: the \`if\` looks at a value of the map.
///
/// Schema: `tests/golden/conditional_map.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct ConditionalMap(
    ::wire_models::runtime::typed::IndexMap<
        ::std::string::String,
        ::wire_models::Integer,
    >,
);
::wire_models::__wm_newtype!(
    ConditionalMap(::wire_models::runtime::typed::IndexMap < ::std::string::String,
    ::wire_models::Integer >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    ConditionalMap,
    r#"{"description":"A map of integers that must also have `extra` when its `kind` is 1: the `if` looks at a value of the map.","type":"object","additionalProperties":{"type":"integer"},"if":{"properties":{"kind":{"const":1}},"required":["kind"]},"then":{"required":["extra"]}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), AdditionalProperties { declared: &[], patterns: &[], schema: &N1 }, IfThenElse { condition: &N2, then: Some(&N4), otherwise: None }]);
    pub(crate) static N1: Node = Node::at("#/additionalProperties", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N2: Node = Node::at("#/if", &[Required(&["kind"]), Properties(&[("kind", &N3)])]);
    pub(crate) static N3: Node = Node::at("#/if/properties/kind", &[Const(&Lit::Num("1"))]);
    pub(crate) static N4: Node = Node::at("#/then", &[Required(&["extra"])]);
}
