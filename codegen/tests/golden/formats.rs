// @generated from tests/golden/formats.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Formats the generated code asserts.
///
/// Schema: `tests/golden/formats.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Formats {
    /// JSON member `id`: required.
    pub id: ::wire_models::Uuid,
    /// JSON member `born`: optional (`None` when absent).
    pub born: ::std::option::Option<::std::string::String>,
    /// JSON member `email`: optional (`None` when absent).
    pub email: ::std::option::Option<::std::string::String>,
    /// JSON member `ip`: optional (`None` when absent).
    pub ip: ::std::option::Option<::std::string::String>,
    /// JSON member `sent`: optional (`None` when absent).
    pub sent: ::std::option::Option<::wire_models::DateTime>,
    /// A date-time with a rule its type does not hold: checked when written too.
    ///
    /// JSON member `since`: optional (`None` when absent).
    pub since: ::std::option::Option<::wire_models::DateTime>,
    /// JSON member `until`: optional (`None` when absent).
    pub until: ::std::option::Option<Stamp>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Formats {
    /// A `Formats` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(id: ::wire_models::Uuid) -> Self {
        Self {
            id,
            born: ::std::option::Option::None,
            email: ::std::option::Option::None,
            ip: ::std::option::Option::None,
            sent: ::std::option::Option::None,
            since: ::std::option::Option::None,
            until: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Formats = __rules::N0; id : "id" = __rules::N1, born "?" : "born" = __rules::N2,
    email "?" : "email" = __rules::N3, ip "?" : "ip" = __rules::N4, sent "?" : "sent" =
    __rules::N5, since "?" : "since" = __rules::N6, until "?" : "until" = __rules::N7
);
::wire_models::__wm_json_schema!(
    Formats,
    r##"{"description":"Formats the generated code asserts.","type":"object","properties":{"id":{"type":"string","format":"uuid"},"born":{"type":"string","format":"date"},"email":{"type":"string","format":"email"},"ip":{"type":"string","format":"ipv4"},"sent":{"type":"string","format":"date-time"},"since":{"description":"A date-time with a rule its type does not hold: checked when written too.","type":"string","format":"date-time","pattern":"^20"},"until":{"$ref":"#/$defs/stamp"}},"required":["id"]}"##;
    "/properties/until" => Stamp
);
/// Schema: `tests/golden/formats.schema.json`, `/$defs/stamp`.
#[derive(Clone, Debug, PartialEq)]
pub struct Stamp(::wire_models::DateTime);
::wire_models::__wm_newtype!(Stamp(::wire_models::DateTime) = __rules::N8);
::wire_models::__wm_json_schema!(Stamp, r#"{"type":"string","format":"date-time"}"#);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^20", "\\A20");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["id"]), Properties(&[("id", &N1), ("born", &N2), ("email", &N3), ("ip", &N4), ("sent", &N5), ("since", &N6), ("until", &N7)])]);
    pub(crate) static N1: Node = Node::at("#/properties/id", &[Type(Types(Types::STRING)), Format(Format::Uuid)]);
    pub(crate) static N2: Node = Node::at("#/properties/born", &[Type(Types(Types::STRING)), Format(Format::Date)]);
    pub(crate) static N3: Node = Node::at("#/properties/email", &[Type(Types(Types::STRING)), Format(Format::Email)]);
    pub(crate) static N4: Node = Node::at("#/properties/ip", &[Type(Types(Types::STRING)), Format(Format::Ipv4)]);
    pub(crate) static N5: Node = Node::at("#/properties/sent", &[Type(Types(Types::STRING)), Format(Format::DateTime)]);
    pub(crate) static N6: Node = Node::at("#/properties/since", &[Type(Types(Types::STRING)), Pattern(&P0), Format(Format::DateTime)]);
    pub(crate) static N7: Node = Node::at("#/properties/until", &[Ref(&N8)]);
    pub(crate) static N8: Node = Node::at("#/$defs/stamp", &[Type(Types(Types::STRING)), Format(Format::DateTime)]);
}
