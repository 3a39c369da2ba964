// @generated from tests/golden/anchors.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A list whose items refer to a plain anchor and a dynamic one.
///
/// Schema: `tests/golden/anchors.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Anchors {
    /// JSON member `label`: required.
    pub label: Label,
    /// JSON member `children`: optional (`None` when absent).
    pub children: ::std::option::Option<::std::vec::Vec<::wire_models::Value>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Anchors {
    /// An `Anchors` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(label: Label) -> Self {
        Self {
            label,
            children: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Anchors = __rules::N0; label : "label" = __rules::N1, children "?" : "children" =
    __rules::N2
);
::wire_models::__wm_json_schema!(
    Anchors,
    r##"{"description":"A list whose items refer to a plain anchor and a dynamic one.","$dynamicAnchor":"item","type":"object","properties":{"label":{"$ref":"#label"},"children":{"type":"array","items":{"$dynamicRef":"#item"}}},"required":["label"]}"##;
    "/properties/label" => Label
);
/// Schema: `tests/golden/anchors.schema.json`, `/$defs/label`.
#[derive(Clone, Debug, PartialEq)]
pub struct Label(::std::string::String);
::wire_models::__wm_newtype!(Label(::std::string::String) = __rules::N4);
::wire_models::__wm_json_schema!(
    Label, r#"{"$anchor":"label","type":"string","minLength":1}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node { location: "#", dynamic_anchors: Some(&[("item", &N0)]), rules: &[Type(Types(Types::OBJECT)), Required(&["label"]), Properties(&[("label", &N1), ("children", &N2)])], };
    pub(crate) static N1: Node = Node { location: "#/properties/label", dynamic_anchors: Some(&[("item", &N0)]), rules: &[Ref(&N4)], };
    pub(crate) static N2: Node = Node { location: "#/properties/children", dynamic_anchors: Some(&[("item", &N0)]), rules: &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N3 }], };
    pub(crate) static N3: Node = Node { location: "#/properties/children/items", dynamic_anchors: Some(&[("item", &N0)]), rules: &[DynamicRef { target: &N0, anchor: Some("item") }], };
    pub(crate) static N4: Node = Node { location: "#/$defs/label", dynamic_anchors: Some(&[("item", &N0)]), rules: &[Type(Types(Types::STRING)), MinLength(1)], };
}
