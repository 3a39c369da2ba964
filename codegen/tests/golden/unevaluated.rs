// @generated from tests/golden/unevaluated.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// No member beyond those declared here or in the base: \`unevaluatedProperties: false\`.
///
/// Schema: `tests/golden/unevaluated.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Unevaluated {
    /// JSON member `extra_note`: optional (`None` when absent).
    pub extra_note: ::std::option::Option<::std::string::String>,
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Unevaluated {
    /// A `Unevaluated` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(id: ::std::string::String) -> Self {
        Self {
            extra_note: ::std::option::Option::None,
            id,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Unevaluated = __rules::N0; extra_note "?" : "extra_note" = __rules::N2, id : "id" =
    __rules::N5
);
::wire_models::__wm_json_schema!(
    Unevaluated,
    r##"{"description":"No member beyond those declared here or in the base: `unevaluatedProperties: false`.","type":"object","allOf":[{"$ref":"#/$defs/base"}],"properties":{"extra_note":{"type":"string"}},"unevaluatedProperties":false}"##;
    "/allOf/0" => Base
);
/// Schema: `tests/golden/unevaluated.schema.json`, `/$defs/base`.
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
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Properties(&[("extra_note", &N2)]), AllOf(&[&N1]), UnevaluatedProperties(&N3)]);
    pub(crate) static N1: Node = Node::at("#/allOf/0", &[Ref(&N4)]);
    pub(crate) static N2: Node = Node::at("#/properties/extra_note", &[Type(Types(Types::STRING))]);
    pub(crate) static N3: Node = Node::at("#/unevaluatedProperties", &[Never]);
    pub(crate) static N4: Node = Node::at("#/$defs/base", &[Type(Types(Types::OBJECT)), Required(&["id"]), Properties(&[("id", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/$defs/base/properties/id", &[Type(Types(Types::STRING))]);
}
