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
#[allow(dead_code, unused_imports, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Rule::*, Types};
    pub(crate) static N0: Node = Node {
        location: "tests/golden/conditional_map.schema.json#",
        dynamic_anchors: None,
        rules: &[
            Type(Types(Types::OBJECT)),
            AdditionalProperties {
                declared: &[],
                patterns: &[],
                schema: &N1,
            },
            IfThenElse {
                condition: &N2,
                then: Some(&N4),
                otherwise: None,
            },
        ],
    };
    pub(crate) static N1: Node = Node {
        location: "tests/golden/conditional_map.schema.json#/additionalProperties",
        dynamic_anchors: None,
        rules: &[Type(Types(Types::INTEGER))],
    };
    pub(crate) static N2: Node = Node {
        location: "tests/golden/conditional_map.schema.json#/if",
        dynamic_anchors: None,
        rules: &[Required(&["kind"]), Properties(&[("kind", &N3)])],
    };
    pub(crate) static N3: Node = Node {
        location: "tests/golden/conditional_map.schema.json#/if/properties/kind",
        dynamic_anchors: None,
        rules: &[Const(&Lit::Num("1"))],
    };
    pub(crate) static N4: Node = Node {
        location: "tests/golden/conditional_map.schema.json#/then",
        dynamic_anchors: None,
        rules: &[Required(&["extra"])],
    };
}
