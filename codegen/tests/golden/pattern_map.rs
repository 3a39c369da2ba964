// @generated from tests/golden/pattern_map.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Environment variables: every member's name matches one pattern and its value is a string, so the object is a map of strings.
///
/// Schema: `tests/golden/pattern_map.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct PatternMap(
    ::wire_models::runtime::typed::IndexMap<::std::string::String, ::std::string::String>,
);
::wire_models::__wm_newtype!(
    PatternMap(::wire_models::runtime::typed::IndexMap < ::std::string::String,
    ::std::string::String >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    PatternMap,
    r#"{"description":"Environment variables: every member's name matches one pattern and its value is a string, so the object is a map of strings.","type":"object","patternProperties":{"^[A-Z_][A-Z0-9_]*$":{"type":"string","maxLength":4096}},"additionalProperties":false}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, unused_imports, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Rule::*, Types};
    pub(crate) static P0: Pattern = Pattern::linear(
        "^[A-Z_][A-Z0-9_]*$",
        "\\A[A-Z_][A-Z0-9_]*\\z",
    );
    pub(crate) static N0: Node = Node {
        location: "tests/golden/pattern_map.schema.json#",
        dynamic_anchors: None,
        rules: &[
            Type(Types(Types::OBJECT)),
            PatternProperties(&[(&P0, &N1)]),
            AdditionalProperties {
                declared: &[],
                patterns: &[&P0],
                schema: &N2,
            },
        ],
    };
    pub(crate) static N1: Node = Node {
        location: "tests/golden/pattern_map.schema.json#/patternProperties/^[A-Z_][A-Z0-9_]*$",
        dynamic_anchors: None,
        rules: &[Type(Types(Types::STRING)), MaxLength(4096)],
    };
    pub(crate) static N2: Node = Node {
        location: "tests/golden/pattern_map.schema.json#/additionalProperties",
        dynamic_anchors: None,
        rules: &[Never],
    };
}
