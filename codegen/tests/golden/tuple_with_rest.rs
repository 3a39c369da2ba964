// @generated from tests/golden/tuple_with_rest.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A log line as an array: when, how severe (0 to 7, as syslog counts), then any number of message parts. Draft-07's \`items\` array and \`additionalItems\` (2020-12's \`prefixItems\` and \`items\`), with \`minItems\` saying the first two are always there.
///
/// Schema: `tests/golden/tuple_with_rest.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct TupleWithRest(
    ::wire_models::Prefixed<
        (::wire_models::DateTime, ::wire_models::Integer),
        ::std::string::String,
    >,
);
::wire_models::__wm_newtype!(
    TupleWithRest(::wire_models::Prefixed < (::wire_models::DateTime,
    ::wire_models::Integer,), ::std::string::String >) = __rules::N0
);
::wire_models::__wm_json_schema!(
    TupleWithRest,
    r#"{"description":"A log line as an array: when, how severe (0 to 7, as syslog counts), then any number of message parts. Draft-07's `items` array and `additionalItems` (2020-12's `prefixItems` and `items`), with `minItems` saying the first two are always there.","type":"array","prefixItems":[{"type":"string","format":"date-time"},{"type":"integer","minimum":0,"maximum":7}],"items":{"type":"string","minLength":1},"minItems":2}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, unused_imports, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Rule::*, Types};
    pub(crate) static N0: Node = Node {
        location: "tests/golden/tuple_with_rest.schema.json#",
        dynamic_anchors: None,
        rules: &[
            Type(Types(Types::ARRAY)),
            MinItems(2),
            PrefixItems(&[&N1, &N2]),
            Items { prefix: 2, schema: &N3 },
        ],
    };
    pub(crate) static N1: Node = Node {
        location: "tests/golden/tuple_with_rest.schema.json#/items/0",
        dynamic_anchors: None,
        rules: &[Type(Types(Types::STRING)), Format(Format::DateTime)],
    };
    pub(crate) static N2: Node = Node {
        location: "tests/golden/tuple_with_rest.schema.json#/items/1",
        dynamic_anchors: None,
        rules: &[Type(Types(Types::INTEGER)), Maximum(Num("7")), Minimum(Num("0"))],
    };
    pub(crate) static N3: Node = Node {
        location: "tests/golden/tuple_with_rest.schema.json#/additionalItems",
        dynamic_anchors: None,
        rules: &[Type(Types(Types::STRING)), MinLength(1)],
    };
}
