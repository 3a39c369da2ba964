// @generated from tests/golden/struct_members.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A person
///
/// A struct with required and optional members.
///
/// Schema: `tests/golden/struct_members.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct StructMembers {
    /// The full name.
    ///
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// JSON member `age`: optional (`None` when absent).
    pub age: ::std::option::Option<::wire_models::Integer>,
    /// JSON member `email`: optional (`None` when absent).
    pub email: ::std::option::Option<::std::string::String>,
    /// JSON member `active`: required.
    pub active: bool,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl StructMembers {
    /// A `StructMembers` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String, active: bool) -> Self {
        Self {
            name,
            age: ::std::option::Option::None,
            email: ::std::option::Option::None,
            active,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    StructMembers = __rules::N0; name : "name" = __rules::N1, age "?" : "age" =
    __rules::N2, email "?" : "email" = __rules::N3, active : "active" = __rules::N4
);
::wire_models::__wm_json_schema!(
    StructMembers,
    r#"{"title":"A person","description":"A struct with required and optional members.","type":"object","properties":{"name":{"type":"string","description":"The full name."},"age":{"type":"integer"},"email":{"type":"string"},"active":{"type":"boolean"}},"required":["name","active"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["name", "active"]), Properties(&[("name", &N1), ("age", &N2), ("email", &N3), ("active", &N4)])]);
    pub(crate) static N1: Node = Node::at("#/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N2: Node = Node::at("#/properties/age", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N3: Node = Node::at("#/properties/email", &[Type(Types(Types::STRING))]);
    pub(crate) static N4: Node = Node::at("#/properties/active", &[Type(Types(Types::BOOLEAN))]);
}
