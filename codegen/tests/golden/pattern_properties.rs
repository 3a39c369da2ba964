// @generated from tests/golden/pattern_properties.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Members named by a pattern, and names limited by \`propertyNames\`.
///
/// Schema: `tests/golden/pattern_properties.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct PatternProperties {
    /// JSON member `name`: optional (`None` when absent).
    pub name: ::std::option::Option<::std::string::String>,
    /// A map written as Kustomize writes one: a pattern that matches every name.
    ///
    /// JSON member `labels`: optional (`None` when absent).
    pub labels: ::std::option::Option<
        ::wire_models::runtime::typed::IndexMap<
            ::std::string::String,
            ::std::string::String,
        >,
    >,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl PatternProperties {
    /// A `PatternProperties` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            name: ::std::option::Option::None,
            labels: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    PatternProperties = __rules::N0; name "?" : "name" = __rules::N1, labels "?" :
    "labels" = __rules::N2
);
::wire_models::__wm_json_schema!(
    PatternProperties,
    r#"{"description":"Members named by a pattern, and names limited by `propertyNames`.","type":"object","properties":{"name":{"type":"string"},"labels":{"description":"A map written as Kustomize writes one: a pattern that matches every name.","type":"object","patternProperties":{".*":{"type":"string","maxLength":63}}}},"patternProperties":{"^x-":{"type":"string"}},"propertyNames":{"maxLength":8}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P1: Pattern = Pattern::linear(".*", "[^\\x{A}\\x{D}\\x{2028}-\\x{2029}]*");
    pub(crate) static P0: Pattern = Pattern::linear("^x-", "\\Ax\\-");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Properties(&[("name", &N1), ("labels", &N2)]), PatternProperties(&[(&P0, &N4)]), PropertyNames(&N5)]);
    pub(crate) static N1: Node = Node::at("#/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N2: Node = Node::at("#/properties/labels", &[Type(Types(Types::OBJECT)), PatternProperties(&[(&P1, &N3)])]);
    pub(crate) static N3: Node = Node::at("#/properties/labels/patternProperties/.*", &[Type(Types(Types::STRING)), MaxLength(63)]);
    pub(crate) static N4: Node = Node::at("#/patternProperties/^x-", &[Type(Types(Types::STRING))]);
    pub(crate) static N5: Node = Node::at("#/propertyNames", &[MaxLength(8)]);
}
