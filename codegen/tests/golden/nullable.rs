// @generated from tests/golden/nullable.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A member that may be null: \`type: \["string", "null"\]\`.
///
/// Schema: `tests/golden/nullable.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Nullable {
    /// JSON member `nickname`: required, and may be `null` (`None`).
    pub nickname: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Nullable {
    /// A `Nullable` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(nickname: ::std::option::Option<::std::string::String>) -> Self {
        Self {
            nickname,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(Nullable = __rules::N0; nickname : "nickname" = __rules::N1);
::wire_models::__wm_json_schema!(
    Nullable,
    r#"{"description":"A member that may be null: `type: [\"string\", \"null\"]`.","type":"object","properties":{"nickname":{"type":["string","null"]}},"required":["nickname"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["nickname"]), Properties(&[("nickname", &N1)])]);
    pub(crate) static N1: Node = Node::at("#/properties/nickname", &[Type(Types(Types::NULL|Types::STRING))]);
}
