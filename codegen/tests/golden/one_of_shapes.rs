// @generated from tests/golden/one_of_shapes.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A payment method: a card or a bank account, two object shapes written inline.
///
/// Schema: `tests/golden/one_of_shapes.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum OneOfShapes {
    /// A value of [`OneOfShapesCard`].
    Card(OneOfShapesCard),
    /// A value of [`OneOfShapesIban`].
    Iban(OneOfShapesIban),
}
::wire_models::__wm_choice!(
    OneOfShapes = __rules::N0; 0 => Card(OneOfShapesCard), 1 => Iban(OneOfShapesIban)
);
::wire_models::__wm_json_schema!(
    OneOfShapes,
    r#"{"description":"A payment method: a card or a bank account, two object shapes written inline.","oneOf":[{},{}]}"#;
    "/oneOf/0" => OneOfShapesCard, "/oneOf/1" => OneOfShapesIban
);
/// Card
///
/// Schema: `tests/golden/one_of_shapes.schema.json`, `/oneOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct OneOfShapesCard {
    /// JSON member `number`: required.
    pub number: ::std::string::String,
    /// JSON member `expiry`: required.
    pub expiry: ::std::string::String,
}
impl OneOfShapesCard {
    /// An `OneOfShapesCard` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(number: ::std::string::String, expiry: ::std::string::String) -> Self {
        Self { number, expiry }
    }
}
::wire_models::__wm_object!(
    OneOfShapesCard = __rules::N1, closed; number : "number" = __rules::N2, expiry :
    "expiry" = __rules::N3
);
::wire_models::__wm_json_schema!(
    OneOfShapesCard,
    r#"{"title":"Card","type":"object","properties":{"number":{"type":"string","pattern":"^[0-9]{16}$"},"expiry":{"type":"string","pattern":"^[0-9]{2}/[0-9]{2}$"}},"required":["number","expiry"],"additionalProperties":false}"#
);
/// Schema: `tests/golden/one_of_shapes.schema.json`, `/oneOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct OneOfShapesIban {
    /// JSON member `iban`: required.
    pub iban: ::std::string::String,
}
impl OneOfShapesIban {
    /// An `OneOfShapesIban` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(iban: ::std::string::String) -> Self {
        Self { iban }
    }
}
::wire_models::__wm_object!(
    OneOfShapesIban = __rules::N5, closed; iban : "iban" = __rules::N6
);
::wire_models::__wm_json_schema!(
    OneOfShapesIban,
    r#"{"type":"object","properties":{"iban":{"type":"string","minLength":15,"maxLength":34}},"required":["iban"],"additionalProperties":false}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^[0-9]{16}$", "\\A[0-9]{16}\\z");
    pub(crate) static P1: Pattern = Pattern::linear("^[0-9]{2}/[0-9]{2}$", "\\A[0-9]{2}/[0-9]{2}\\z");
    pub(crate) static N0: Node = Node::at("#", &[OneOf(&[&N1, &N5])]);
    pub(crate) static N1: Node = Node::at("#/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["number", "expiry"]), Properties(&[("number", &N2), ("expiry", &N3)]), AdditionalProperties { declared: &["number", "expiry"], patterns: &[], schema: &N4 }]);
    pub(crate) static N2: Node = Node::at("#/oneOf/0/properties/number", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N3: Node = Node::at("#/oneOf/0/properties/expiry", &[Type(Types(Types::STRING)), Pattern(&P1)]);
    pub(crate) static N4: Node = Node::at("#/oneOf/0/additionalProperties", &[Never]);
    pub(crate) static N5: Node = Node::at("#/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["iban"]), Properties(&[("iban", &N6)]), AdditionalProperties { declared: &["iban"], patterns: &[], schema: &N7 }]);
    pub(crate) static N6: Node = Node::at("#/oneOf/1/properties/iban", &[Type(Types(Types::STRING)), MaxLength(34), MinLength(15)]);
    pub(crate) static N7: Node = Node::at("#/oneOf/1/additionalProperties", &[Never]);
}
