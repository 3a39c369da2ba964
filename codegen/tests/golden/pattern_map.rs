// @generated from tests/golden/pattern_map.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Environment variables: every member's name matches a pattern and each pattern's values are strings, so the object is a map of strings. A locale variable matches both patterns and is checked against both.
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
    r#"{"description":"Environment variables: every member's name matches a pattern and each pattern's values are strings, so the object is a map of strings. A locale variable matches both patterns and is checked against both.","type":"object","patternProperties":{"^[A-Z_][A-Z0-9_]*$":{"type":"string","maxLength":4096},"^LC_":{"type":"string","pattern":"^[A-Za-z0-9_.@-]*$"}},"additionalProperties":false}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P1: Pattern = Pattern::linear("^LC_", "\\ALC_");
    pub(crate) static P0: Pattern = Pattern::linear("^[A-Z_][A-Z0-9_]*$", "\\A[A-Z_][A-Z0-9_]*\\z");
    pub(crate) static P2: Pattern = Pattern::linear("^[A-Za-z0-9_.@-]*$", "\\A[A-Za-z0-9_\\x{2E}\\x{40}\\x{2D}]*\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), PatternProperties(&[(&P0, &N1), (&P1, &N2)]), AdditionalProperties { declared: &[], patterns: &[&P0, &P1], schema: &N3 }]);
    pub(crate) static N1: Node = Node::at("#/patternProperties/^[A-Z_][A-Z0-9_]*$", &[Type(Types(Types::STRING)), MaxLength(4096)]);
    pub(crate) static N2: Node = Node::at("#/patternProperties/^LC_", &[Type(Types(Types::STRING)), Pattern(&P2)]);
    pub(crate) static N3: Node = Node::at("#/additionalProperties", &[Never]);
}
