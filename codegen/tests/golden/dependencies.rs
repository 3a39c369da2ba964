// @generated from tests/golden/dependencies.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Members that need others: \`dependentRequired\` and \`dependentSchemas\`.
///
/// Schema: `tests/golden/dependencies.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Dependencies {
    /// JSON member `card`: optional (`None` when absent).
    pub card: ::std::option::Option<::std::string::String>,
    /// JSON member `billing_address`: optional (`None` when absent).
    pub billing_address: ::std::option::Option<::std::string::String>,
    /// JSON member `coupon`: optional (`None` when absent).
    pub coupon: ::std::option::Option<::std::string::String>,
    /// JSON member `discount`: optional (`None` when absent).
    pub discount: ::std::option::Option<::wire_models::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Dependencies {
    /// A `Dependencies` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            card: ::std::option::Option::None,
            billing_address: ::std::option::Option::None,
            coupon: ::std::option::Option::None,
            discount: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Dependencies = __rules::N0; card "?" : "card" = __rules::N1, billing_address "?" :
    "billing_address" = __rules::N2, coupon "?" : "coupon" = __rules::N3, discount "?" :
    "discount" = __rules::N4
);
::wire_models::__wm_json_schema!(
    Dependencies,
    r#"{"description":"Members that need others: `dependentRequired` and `dependentSchemas`.","type":"object","properties":{"card":{"type":"string"},"billing_address":{"type":"string"},"coupon":{"type":"string"},"discount":{"type":"integer"}},"dependentRequired":{"card":["billing_address"]},"dependentSchemas":{"coupon":{"required":["discount"]}}}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), DependentRequired(&[("card", &["billing_address"])]), Properties(&[("card", &N1), ("billing_address", &N2), ("coupon", &N3), ("discount", &N4)]), DependentSchemas(&[("coupon", &N5)])]);
    pub(crate) static N1: Node = Node::at("#/properties/card", &[Type(Types(Types::STRING))]);
    pub(crate) static N2: Node = Node::at("#/properties/billing_address", &[Type(Types(Types::STRING))]);
    pub(crate) static N3: Node = Node::at("#/properties/coupon", &[Type(Types(Types::STRING))]);
    pub(crate) static N4: Node = Node::at("#/properties/discount", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N5: Node = Node::at("#/dependentSchemas/coupon", &[Required(&["discount"])]);
}
