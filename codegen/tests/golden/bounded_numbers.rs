// @generated from tests/golden/bounded_numbers.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Bounded numbers, as checked newtypes.
///
/// Schema: `tests/golden/bounded_numbers.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct BoundedNumbers {
    /// JSON member `page`: required.
    pub page: Page,
    /// JSON member `ratio`: optional (`None` when absent).
    pub ratio: ::std::option::Option<Ratio>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl BoundedNumbers {
    /// A `BoundedNumbers` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(page: Page) -> Self {
        Self {
            page,
            ratio: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    BoundedNumbers = __rules::N0; page : "page" = __rules::N1, ratio "?" : "ratio" =
    __rules::N2
);
::wire_models::__wm_json_schema!(
    BoundedNumbers,
    r##"{"description":"Bounded numbers, as checked newtypes.","type":"object","properties":{"page":{"$ref":"#/$defs/page"},"ratio":{"$ref":"#/$defs/ratio"}},"required":["page"]}"##;
    "/properties/page" => Page, "/properties/ratio" => Ratio
);
/// Schema: `tests/golden/bounded_numbers.schema.json`, `/$defs/page`.
#[derive(Clone, Debug, PartialEq)]
pub struct Page(::wire_models::Integer);
::wire_models::__wm_newtype!(Page(::wire_models::Integer) = __rules::N3);
::wire_models::__wm_json_schema!(
    Page, r#"{"type":"integer","minimum":1,"maximum":1000}"#
);
/// Schema: `tests/golden/bounded_numbers.schema.json`, `/$defs/ratio`.
#[derive(Clone, Debug, PartialEq)]
pub struct Ratio(::wire_models::Number);
::wire_models::__wm_newtype!(Ratio(::wire_models::Number) = __rules::N4);
::wire_models::__wm_json_schema!(
    Ratio,
    r#"{"type":"number","exclusiveMinimum":0,"exclusiveMaximum":1,"multipleOf":0.25}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["page"]), Properties(&[("page", &N1), ("ratio", &N2)])]);
    pub(crate) static N1: Node = Node::at("#/properties/page", &[Ref(&N3)]);
    pub(crate) static N2: Node = Node::at("#/properties/ratio", &[Ref(&N4)]);
    pub(crate) static N3: Node = Node::at("#/$defs/page", &[Type(Types(Types::INTEGER)), Maximum(Num("1000")), Minimum(Num("1"))]);
    pub(crate) static N4: Node = Node::at("#/$defs/ratio", &[Type(Types(Types::NUMBER)), MultipleOf(Num("0.25")), ExclusiveMaximum(Num("1")), ExclusiveMinimum(Num("0"))]);
}
