// @generated from tests/golden/array_of_named.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// An array whose items are a named type.
///
/// Schema: `tests/golden/array_of_named.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayOfNamed {
    /// JSON member `tags`: required.
    pub tags: ::std::vec::Vec<Tag>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl ArrayOfNamed {
    /// An `ArrayOfNamed` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(tags: ::std::vec::Vec<Tag>) -> Self {
        Self {
            tags,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(ArrayOfNamed = __rules::N0; tags : "tags" = __rules::N1);
::wire_models::__wm_json_schema!(
    ArrayOfNamed,
    r##"{"description":"An array whose items are a named type.","type":"object","properties":{"tags":{"type":"array","items":{"$ref":"#/$defs/tag"},"maxItems":3}},"required":["tags"]}"##;
    "/properties/tags/items" => Tag
);
/// Schema: `tests/golden/array_of_named.schema.json`, `/$defs/tag`.
#[derive(Clone, Debug, PartialEq)]
pub struct Tag {
    /// JSON member `label`: required.
    pub label: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Tag {
    /// A `Tag` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(label: ::std::string::String) -> Self {
        Self {
            label,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(Tag = __rules::N3; label : "label" = __rules::N4);
::wire_models::__wm_json_schema!(
    Tag,
    r#"{"type":"object","properties":{"label":{"type":"string"}},"required":["label"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["tags"]), Properties(&[("tags", &N1)])]);
    pub(crate) static N1: Node = Node::at("#/properties/tags", &[Type(Types(Types::ARRAY)), MaxItems(3), Items { prefix: 0, schema: &N2 }]);
    pub(crate) static N2: Node = Node::at("#/properties/tags/items", &[Ref(&N3)]);
    pub(crate) static N3: Node = Node::at("#/$defs/tag", &[Type(Types(Types::OBJECT)), Required(&["label"]), Properties(&[("label", &N4)])]);
    pub(crate) static N4: Node = Node::at("#/$defs/tag/properties/label", &[Type(Types(Types::STRING))]);
}
