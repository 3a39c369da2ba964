// @generated from tests/golden/inline_items.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Shapes written inline in an array's items and in a map's values, however deeply nested: each becomes a type of its own, named after where it is.
///
/// Schema: `tests/golden/inline_items.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct InlineItems(::std::vec::Vec<InlineItemsItem>);
::wire_models::__wm_newtype!(
    InlineItems(::std::vec::Vec < InlineItemsItem >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    InlineItems,
    r#"{"description":"Shapes written inline in an array's items and in a map's values, however deeply nested: each becomes a type of its own, named after where it is.","type":"array","items":{}}"#;
    "/items" => InlineItemsItem
);
/// Schema: `tests/golden/inline_items.schema.json`, `/items`.
#[derive(Clone, Debug, PartialEq)]
pub struct InlineItemsItem {
    /// JSON member `kind`: required.
    pub kind: InlineItemsItemKind,
    /// JSON member `labels`: optional (`None` when absent).
    pub labels: ::std::option::Option<
        ::wire_models::runtime::typed::IndexMap<
            ::std::string::String,
            InlineItemsItemLabelsValue,
        >,
    >,
    /// JSON member `checks`: optional (`None` when absent).
    pub checks: ::std::option::Option<
        ::wire_models::runtime::typed::IndexMap<
            ::std::string::String,
            ::std::vec::Vec<InlineItemsItemChecksValueItem>,
        >,
    >,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl InlineItemsItem {
    /// An `InlineItemsItem` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(kind: InlineItemsItemKind) -> Self {
        Self {
            kind,
            labels: ::std::option::Option::None,
            checks: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    InlineItemsItem = __rules::N1; kind : "kind" = __rules::N2, labels "?" : "labels" =
    __rules::N3, checks "?" : "checks" = __rules::N6
);
::wire_models::__wm_json_schema!(
    InlineItemsItem,
    r#"{"type":"object","properties":{"kind":{},"labels":{"type":"object","additionalProperties":{}},"checks":{"type":"object","additionalProperties":{"type":"array","items":{}}}},"required":["kind"]}"#;
    "/properties/kind" => InlineItemsItemKind, "/properties/labels/additionalProperties"
    => InlineItemsItemLabelsValue, "/properties/checks/additionalProperties/items" =>
    InlineItemsItemChecksValueItem
);
/// Schema: `tests/golden/inline_items.schema.json`, `/items/properties/kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum InlineItemsItemKind {
    /// `"push"`
    Push,
    /// `"pull"`
    Pull,
}
::wire_models::__wm_str_enum!(
    InlineItemsItemKind = __rules::N2; Push = "push", Pull = "pull"
);
::wire_models::__wm_json_schema!(InlineItemsItemKind, r#"{"enum":["push","pull"]}"#);
/// Schema: `tests/golden/inline_items.schema.json`, `/items/properties/labels/additionalProperties`.
#[derive(Clone, Debug, PartialEq)]
pub struct InlineItemsItemLabelsValue {
    /// JSON member `color`: required.
    pub color: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl InlineItemsItemLabelsValue {
    /// An `InlineItemsItemLabelsValue` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(color: ::std::string::String) -> Self {
        Self {
            color,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    InlineItemsItemLabelsValue = __rules::N4; color : "color" = __rules::N5
);
::wire_models::__wm_json_schema!(
    InlineItemsItemLabelsValue,
    r#"{"type":"object","properties":{"color":{"type":"string"}},"required":["color"]}"#
);
/// Schema: `tests/golden/inline_items.schema.json`, `/items/properties/checks/additionalProperties/items`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum InlineItemsItemChecksValueItem {
    /// `"passed"`
    Passed,
    /// `"failed"`
    Failed,
}
::wire_models::__wm_str_enum!(
    InlineItemsItemChecksValueItem = __rules::N8; Passed = "passed", Failed = "failed"
);
::wire_models::__wm_json_schema!(
    InlineItemsItemChecksValueItem, r#"{"enum":["passed","failed"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N1 }]);
    pub(crate) static N1: Node = Node::at("#/items", &[Type(Types(Types::OBJECT)), Required(&["kind"]), Properties(&[("kind", &N2), ("labels", &N3), ("checks", &N6)])]);
    pub(crate) static N2: Node = Node::at("#/items/properties/kind", &[Enum(&[Lit::Str("push"), Lit::Str("pull")])]);
    pub(crate) static N3: Node = Node::at("#/items/properties/labels", &[Type(Types(Types::OBJECT)), AdditionalProperties { declared: &[], patterns: &[], schema: &N4 }]);
    pub(crate) static N4: Node = Node::at("#/items/properties/labels/additionalProperties", &[Type(Types(Types::OBJECT)), Required(&["color"]), Properties(&[("color", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/items/properties/labels/additionalProperties/properties/color", &[Type(Types(Types::STRING))]);
    pub(crate) static N6: Node = Node::at("#/items/properties/checks", &[Type(Types(Types::OBJECT)), AdditionalProperties { declared: &[], patterns: &[], schema: &N7 }]);
    pub(crate) static N7: Node = Node::at("#/items/properties/checks/additionalProperties", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N8 }]);
    pub(crate) static N8: Node = Node::at("#/items/properties/checks/additionalProperties/items", &[Enum(&[Lit::Str("passed"), Lit::Str("failed")])]);
}
