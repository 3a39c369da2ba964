// @generated from tests/golden/any_of.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A contact that has an email, a phone, or both.
///
/// Schema: `tests/golden/any_of.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct AnyOf {
    /// JSON member `email`: optional (`None` when absent).
    pub email: ::std::option::Option<::std::string::String>,
    /// JSON member `phone`: optional (`None` when absent).
    pub phone: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl AnyOf {
    /// An `AnyOf` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            email: ::std::option::Option::None,
            phone: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    AnyOf = __rules::N0; email "?" : "email" = __rules::N1, phone "?" : "phone" =
    __rules::N2
);
::wire_models::__wm_json_schema!(
    AnyOf,
    r#"{"description":"A contact that has an email, a phone, or both.","type":"object","properties":{"email":{"type":"string"},"phone":{"type":"string"}},"anyOf":[{"required":["email"]},{"required":["phone"]}]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Properties(&[("email", &N1), ("phone", &N2)]), AnyOf(&[&N3, &N4])]);
    pub(crate) static N1: Node = Node::at("#/properties/email", &[Type(Types(Types::STRING))]);
    pub(crate) static N2: Node = Node::at("#/properties/phone", &[Type(Types(Types::STRING))]);
    pub(crate) static N3: Node = Node::at("#/anyOf/0", &[Required(&["email"])]);
    pub(crate) static N4: Node = Node::at("#/anyOf/1", &[Required(&["phone"])]);
}
