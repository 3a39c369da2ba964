// @generated from tests/golden/pattern_overlap.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Patterns that overlap a declared member and each other: a member must match the schema of every pattern its name matches, and \`additionalProperties\` applies only to names no pattern matches.
///
/// Schema: `tests/golden/pattern_overlap.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct PatternOverlap {
    /// JSON member `x-id`: optional (`None` when absent).
    pub x_id: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl PatternOverlap {
    /// A `PatternOverlap` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            x_id: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    PatternOverlap = __rules::N0; x_id "?" : "x-id" = __rules::N1
);
::wire_models::__wm_json_schema!(
    PatternOverlap,
    r#"{"description":"Patterns that overlap a declared member and each other: a member must match the schema of every pattern its name matches, and `additionalProperties` applies only to names no pattern matches.","type":"object","properties":{"x-id":{"type":"string"}},"patternProperties":{"^x-":{"maxLength":3},"id$":{"type":"string"}},"additionalProperties":{"type":"integer"}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^x-", "\\Ax\\-");
    pub(crate) static P1: Pattern = Pattern::linear("id$", "id\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Properties(&[("x-id", &N1)]), PatternProperties(&[(&P0, &N2), (&P1, &N3)]), AdditionalProperties { declared: &["x-id"], patterns: &[&P0, &P1], schema: &N4 }]);
    pub(crate) static N1: Node = Node::at("#/properties/x-id", &[Type(Types(Types::STRING))]);
    pub(crate) static N2: Node = Node::at("#/patternProperties/^x-", &[MaxLength(3)]);
    pub(crate) static N3: Node = Node::at("#/patternProperties/id$", &[Type(Types(Types::STRING))]);
    pub(crate) static N4: Node = Node::at("#/additionalProperties", &[Type(Types(Types::INTEGER))]);
}
