// @generated from tests/golden/optional_positions.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Track
///
/// A recorded track: points of two or three coordinates, and a label with an optional colour and any number of tags after it.
///
/// Schema: `tests/golden/optional_positions.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::type_complexity)]
pub struct OptionalPositions {
    /// JSON member `points`: required.
    pub points: ::std::vec::Vec<
        ::wire_models::Partial<
            (::wire_models::Number, ::wire_models::Number),
            (::std::option::Option<::wire_models::Number>,),
        >,
    >,
    /// The lowest and highest altitude, or \`null\` where no point had one.
    ///
    /// JSON member `climb`: optional (`None` when absent, `Some(None)` when `null`).
    pub climb: ::std::option::Option<
        ::std::option::Option<(::wire_models::Number, ::wire_models::Number)>,
    >,
    /// The first lap's time in seconds, then up to nine more.
    ///
    /// JSON member `laps`: optional (`None` when absent).
    pub laps: ::std::option::Option<
        ::wire_models::Partial<
            (::wire_models::Number,),
            (
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
                ::std::option::Option<::wire_models::Number>,
            ),
        >,
    >,
    /// JSON member `label`: optional (`None` when absent).
    pub label: ::std::option::Option<
        ::wire_models::Prefixed<
            ::wire_models::Partial<
                (),
                (
                    ::std::option::Option<::std::string::String>,
                    ::std::option::Option<OptionalPositionsLabelItem1>,
                ),
            >,
            ::std::string::String,
        >,
    >,
}
impl OptionalPositions {
    /// An `OptionalPositions` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    #[allow(clippy::type_complexity)]
    pub fn new(
        points: ::std::vec::Vec<
            ::wire_models::Partial<
                (::wire_models::Number, ::wire_models::Number),
                (::std::option::Option<::wire_models::Number>,),
            >,
        >,
    ) -> Self {
        Self {
            points,
            climb: ::std::option::Option::None,
            laps: ::std::option::Option::None,
            label: ::std::option::Option::None,
        }
    }
}
::wire_models::__wm_object!(
    OptionalPositions = __rules::N0, closed; points : "points" = __rules::N1, climb "?" :
    "climb" = __rules::N7, laps "?" : "laps" = __rules::N10, label "?" : "label" =
    __rules::N22
);
::wire_models::__wm_json_schema!(
    OptionalPositions,
    r#"{"title":"Track","description":"A recorded track: points of two or three coordinates, and a label with an optional colour and any number of tags after it.","type":"object","properties":{"points":{"type":"array","items":{"description":"Longitude, latitude and, where the device had it, altitude in metres.","type":"array","prefixItems":[{"type":"number","minimum":-180,"maximum":180},{"type":"number","minimum":-90,"maximum":90},{"type":"number"}],"minItems":2,"items":false}},"climb":{"description":"The lowest and highest altitude, or `null` where no point had one.","type":["array","null"],"prefixItems":[{"type":"number"},{"type":"number"}],"minItems":2,"maxItems":2},"laps":{"description":"The first lap's time in seconds, then up to nine more.","type":"array","prefixItems":[{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"},{"type":"number"}],"minItems":1,"items":false},"label":{"type":"array","prefixItems":[{"type":"string","minLength":1},{}],"items":{"type":"string"}}},"required":["points"],"additionalProperties":false}"#;
    "/properties/label/prefixItems/1" => OptionalPositionsLabelItem1
);
/// Schema: `tests/golden/optional_positions.schema.json`, `/properties/label/prefixItems/1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OptionalPositionsLabelItem1 {
    /// `"red"`
    Red,
    /// `"green"`
    Green,
    /// `"blue"`
    Blue,
}
::wire_models::__wm_str_enum!(
    OptionalPositionsLabelItem1 = __rules::N24; Red = "red", Green = "green", Blue =
    "blue"
);
::wire_models::__wm_json_schema!(
    OptionalPositionsLabelItem1, r#"{"enum":["red","green","blue"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["points"]), Properties(&[("points", &N1), ("climb", &N7), ("laps", &N10), ("label", &N22)]), AdditionalProperties { declared: &["points", "climb", "laps", "label"], patterns: &[], schema: &N26 }]);
    pub(crate) static N1: Node = Node::at("#/properties/points", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N2 }]);
    pub(crate) static N2: Node = Node::at("#/properties/points/items", &[Type(Types(Types::ARRAY)), MinItems(2), PrefixItems(&[&N3, &N4, &N5]), Items { prefix: 3, schema: &N6 }]);
    pub(crate) static N3: Node = Node::at("#/properties/points/items/prefixItems/0", &[Type(Types(Types::NUMBER)), Maximum(Num("180")), Minimum(Num("-180"))]);
    pub(crate) static N4: Node = Node::at("#/properties/points/items/prefixItems/1", &[Type(Types(Types::NUMBER)), Maximum(Num("90")), Minimum(Num("-90"))]);
    pub(crate) static N5: Node = Node::at("#/properties/points/items/prefixItems/2", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N6: Node = Node::at("#/properties/points/items/items", &[Never]);
    pub(crate) static N7: Node = Node::at("#/properties/climb", &[Type(Types(Types::NULL|Types::ARRAY)), MaxItems(2), MinItems(2), PrefixItems(&[&N8, &N9])]);
    pub(crate) static N8: Node = Node::at("#/properties/climb/prefixItems/0", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N9: Node = Node::at("#/properties/climb/prefixItems/1", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N10: Node = Node::at("#/properties/laps", &[Type(Types(Types::ARRAY)), MinItems(1), PrefixItems(&[&N11, &N12, &N13, &N14, &N15, &N16, &N17, &N18, &N19, &N20]), Items { prefix: 10, schema: &N21 }]);
    pub(crate) static N11: Node = Node::at("#/properties/laps/prefixItems/0", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N12: Node = Node::at("#/properties/laps/prefixItems/1", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N13: Node = Node::at("#/properties/laps/prefixItems/2", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N14: Node = Node::at("#/properties/laps/prefixItems/3", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N15: Node = Node::at("#/properties/laps/prefixItems/4", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N16: Node = Node::at("#/properties/laps/prefixItems/5", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N17: Node = Node::at("#/properties/laps/prefixItems/6", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N18: Node = Node::at("#/properties/laps/prefixItems/7", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N19: Node = Node::at("#/properties/laps/prefixItems/8", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N20: Node = Node::at("#/properties/laps/prefixItems/9", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N21: Node = Node::at("#/properties/laps/items", &[Never]);
    pub(crate) static N22: Node = Node::at("#/properties/label", &[Type(Types(Types::ARRAY)), PrefixItems(&[&N23, &N24]), Items { prefix: 2, schema: &N25 }]);
    pub(crate) static N23: Node = Node::at("#/properties/label/prefixItems/0", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N24: Node = Node::at("#/properties/label/prefixItems/1", &[Enum(&[Lit::Str("red"), Lit::Str("green"), Lit::Str("blue")])]);
    pub(crate) static N25: Node = Node::at("#/properties/label/items", &[Type(Types(Types::STRING))]);
    pub(crate) static N26: Node = Node::at("#/additionalProperties", &[Never]);
}
