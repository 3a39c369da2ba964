// @generated from tests/golden/string_constraints.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A string with a length and a pattern: a checked newtype.
///
/// Schema: `tests/golden/string_constraints.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct StringConstraints(::std::string::String);
::wire_models::__wm_newtype!(StringConstraints(::std::string::String) = __rules::N0);
::wire_models::__wm_json_schema!(
    StringConstraints,
    r#"{"description":"A string with a length and a pattern: a checked newtype.","type":"string","minLength":3,"maxLength":16,"pattern":"^[a-z][a-z0-9_]*$"}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^[a-z][a-z0-9_]*$", "\\A[a-z][a-z0-9_]*\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::STRING)), MaxLength(16), MinLength(3), Pattern(&P0)]);
}
