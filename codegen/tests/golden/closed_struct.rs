// @generated from tests/golden/closed_struct.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A point whose object allows no member but its coordinates: the struct has no \`extra\`.
///
/// Schema: `tests/golden/closed_struct.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct ClosedStruct {
    /// JSON member `x`: required.
    pub x: ::wire_models::Number,
    /// JSON member `y`: required.
    pub y: ::wire_models::Number,
}
impl ClosedStruct {
    /// A `ClosedStruct` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(x: ::wire_models::Number, y: ::wire_models::Number) -> Self {
        Self { x, y }
    }
}
::wire_models::__wm_object!(
    ClosedStruct = __rules::N0, closed; x : "x" = __rules::N1, y : "y" = __rules::N2
);
::wire_models::__wm_json_schema!(
    ClosedStruct,
    r#"{"description":"A point whose object allows no member but its coordinates: the struct has no `extra`.","type":"object","properties":{"x":{"type":"number"},"y":{"type":"number"}},"required":["x","y"],"additionalProperties":false}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["x", "y"]), Properties(&[("x", &N1), ("y", &N2)]), AdditionalProperties { declared: &["x", "y"], patterns: &[], schema: &N3 }]);
    pub(crate) static N1: Node = Node::at("#/properties/x", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N2: Node = Node::at("#/properties/y", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N3: Node = Node::at("#/additionalProperties", &[Never]);
}
