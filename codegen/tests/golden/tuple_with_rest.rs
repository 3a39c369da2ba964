// @generated from tests/golden/tuple_with_rest.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A log entry whose line is an array: when, how severe, then any number of message parts. Draft-07's \`items\` array and \`additionalItems\` (2020-12's \`prefixItems\` and \`items\`), with \`minItems\` saying the first two are always there.
///
/// Schema: `tests/golden/tuple_with_rest.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct TupleWithRest {
    /// JSON member `line`: required.
    pub line: ::wire_models::Prefixed<
        (::wire_models::DateTime, TupleWithRestLineItem1),
        ::std::string::String,
    >,
}
impl TupleWithRest {
    /// A `TupleWithRest` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        line: ::wire_models::Prefixed<
            (::wire_models::DateTime, TupleWithRestLineItem1),
            ::std::string::String,
        >,
    ) -> Self {
        Self { line }
    }
}
::wire_models::__wm_object!(
    TupleWithRest = __rules::N0, closed; line : "line" = __rules::N1
);
::wire_models::__wm_json_schema!(
    TupleWithRest,
    r#"{"description":"A log entry whose line is an array: when, how severe, then any number of message parts. Draft-07's `items` array and `additionalItems` (2020-12's `prefixItems` and `items`), with `minItems` saying the first two are always there.","type":"object","properties":{"line":{"type":"array","prefixItems":[{"type":"string","format":"date-time"},{}],"items":{"type":"string","minLength":1},"minItems":2}},"required":["line"],"additionalProperties":false}"#;
    "/properties/line/prefixItems/1" => TupleWithRestLineItem1
);
/// Schema: `tests/golden/tuple_with_rest.schema.json`, `/properties/line/items/1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TupleWithRestLineItem1 {
    /// `"debug"`
    Debug,
    /// `"info"`
    Info,
    /// `"warn"`
    Warn,
    /// `"error"`
    Error,
}
::wire_models::__wm_str_enum!(
    TupleWithRestLineItem1 = __rules::N3; Debug = "debug", Info = "info", Warn = "warn",
    Error = "error"
);
::wire_models::__wm_json_schema!(
    TupleWithRestLineItem1, r#"{"enum":["debug","info","warn","error"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["line"]), Properties(&[("line", &N1)]), AdditionalProperties { declared: &["line"], patterns: &[], schema: &N5 }]);
    pub(crate) static N1: Node = Node::at("#/properties/line", &[Type(Types(Types::ARRAY)), MinItems(2), PrefixItems(&[&N2, &N3]), Items { prefix: 2, schema: &N4 }]);
    pub(crate) static N2: Node = Node::at("#/properties/line/items/0", &[Type(Types(Types::STRING)), Format(Format::DateTime)]);
    pub(crate) static N3: Node = Node::at("#/properties/line/items/1", &[Enum(&[Lit::Str("debug"), Lit::Str("info"), Lit::Str("warn"), Lit::Str("error")])]);
    pub(crate) static N4: Node = Node::at("#/properties/line/additionalItems", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N5: Node = Node::at("#/additionalProperties", &[Never]);
}
