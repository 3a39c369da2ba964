// @generated from tests/golden/extensions.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// An \`x-\` extension and a keyword no vocabulary defines: annotations, not rules.
///
/// Schema: `tests/golden/extensions.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Extensions {
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Extensions {
    /// An `Extensions` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String) -> Self {
        Self {
            name,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(Extensions = __rules::N0; name : "name" = __rules::N1);
::wire_models::__wm_json_schema!(
    Extensions,
    r#"{"description":"An `x-` extension and a keyword no vocabulary defines: annotations, not rules.","x-go-type":"Widget","type":"object","properties":{"name":{"type":"string","x-order":1,"widgetHint":"text"}},"required":["name"],"frobnicate":{"level":3}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["name"]), Properties(&[("name", &N1)])]);
    pub(crate) static N1: Node = Node::at("#/properties/name", &[Type(Types(Types::STRING))]);
}
