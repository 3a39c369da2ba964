// @generated from tests/golden/all_of.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A named base extended by \`allOf\`.
///
/// Schema: `tests/golden/all_of.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct AllOf {
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// JSON member `size`: required.
    pub size: ::wire_models::Integer,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl AllOf {
    /// An `AllOf` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(id: ::std::string::String, size: ::wire_models::Integer) -> Self {
        Self {
            id,
            size,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    AllOf = __rules::N0; id : "id" = __rules::N5, size : "size" = __rules::N3
);
::wire_models::__wm_json_schema!(
    AllOf,
    r##"{"description":"A named base extended by `allOf`.","allOf":[{"$ref":"#/$defs/base"},{"properties":{"size":{"type":"integer","minimum":0}},"required":["size"]}]}"##;
    "/allOf/0" => Base
);
/// Schema: `tests/golden/all_of.schema.json`, `/$defs/base`.
#[derive(Clone, Debug, PartialEq)]
pub struct Base {
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Base {
    /// A `Base` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(id: ::std::string::String) -> Self {
        Self {
            id,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(Base = __rules::N4; id : "id" = __rules::N5);
::wire_models::__wm_json_schema!(
    Base, r#"{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[AllOf(&[&N1, &N2])]);
    pub(crate) static N1: Node = Node::at("#/allOf/0", &[Ref(&N4)]);
    pub(crate) static N2: Node = Node::at("#/allOf/1", &[Required(&["size"]), Properties(&[("size", &N3)])]);
    pub(crate) static N3: Node = Node::at("#/allOf/1/properties/size", &[Type(Types(Types::INTEGER)), Minimum(Num("0"))]);
    pub(crate) static N4: Node = Node::at("#/$defs/base", &[Type(Types(Types::OBJECT)), Required(&["id"]), Properties(&[("id", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/$defs/base/properties/id", &[Type(Types(Types::STRING))]);
}
