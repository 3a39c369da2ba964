// @generated from tests/golden/discriminator.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// One of two named types, told apart by \`kind\` (OpenAPI's \`discriminator\`).
///
/// Schema: `tests/golden/discriminator.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Discriminator {
    /// A value of [`Cat`].
    Cat(Cat),
    /// A value of [`Dog`].
    Dog(Dog),
}
::wire_models::__wm_choice!(Discriminator = __rules::N0; 0 => Cat(Cat), 1 => Dog(Dog));
::wire_models::__wm_json_schema!(
    Discriminator,
    r##"{"description":"One of two named types, told apart by `kind` (OpenAPI's `discriminator`).","oneOf":[{"$ref":"#/$defs/cat"},{"$ref":"#/$defs/dog"}],"discriminator":{"propertyName":"kind"}}"##;
    "/oneOf/0" => Cat, "/oneOf/1" => Dog
);
/// Schema: `tests/golden/discriminator.schema.json`, `/$defs/cat`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"cat"`).
#[derive(Clone, Debug, PartialEq)]
pub struct Cat {
    /// JSON member `lives`: optional (`None` when absent).
    pub lives: ::std::option::Option<::wire_models::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Cat {
    /// A `Cat` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            lives: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Cat = __rules::N3; lives "?" : "lives" = __rules::N5; const "kind" = __rules::N4
);
::wire_models::__wm_json_schema!(
    Cat,
    r#"{"type":"object","properties":{"kind":{"const":"cat"},"lives":{"type":"integer"}},"required":["kind"]}"#
);
/// Schema: `tests/golden/discriminator.schema.json`, `/$defs/dog`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"dog"`).
#[derive(Clone, Debug, PartialEq)]
pub struct Dog {
    /// JSON member `good`: optional (`None` when absent).
    pub good: ::std::option::Option<bool>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Dog {
    /// A `Dog` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            good: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Dog = __rules::N6; good "?" : "good" = __rules::N8; const "kind" = __rules::N7
);
::wire_models::__wm_json_schema!(
    Dog,
    r#"{"type":"object","properties":{"kind":{"const":"dog"},"good":{"type":"boolean"}},"required":["kind"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[OneOf(&[&N1, &N2])]);
    pub(crate) static N1: Node = Node::at("#/oneOf/0", &[Ref(&N3)]);
    pub(crate) static N2: Node = Node::at("#/oneOf/1", &[Ref(&N6)]);
    pub(crate) static N3: Node = Node::at("#/$defs/cat", &[Type(Types(Types::OBJECT)), Required(&["kind"]), Properties(&[("kind", &N4), ("lives", &N5)])]);
    pub(crate) static N4: Node = Node::at("#/$defs/cat/properties/kind", &[Const(&Lit::Str("cat"))]);
    pub(crate) static N5: Node = Node::at("#/$defs/cat/properties/lives", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N6: Node = Node::at("#/$defs/dog", &[Type(Types(Types::OBJECT)), Required(&["kind"]), Properties(&[("kind", &N7), ("good", &N8)])]);
    pub(crate) static N7: Node = Node::at("#/$defs/dog/properties/kind", &[Const(&Lit::Str("dog"))]);
    pub(crate) static N8: Node = Node::at("#/$defs/dog/properties/good", &[Type(Types(Types::BOOLEAN))]);
}
