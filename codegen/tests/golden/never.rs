// @generated from tests/golden/never.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Schema: `tests/golden/never.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct Never(::wire_models::Value);
::wire_models::__wm_newtype!(Never(::wire_models::Value) = __rules::N0);
::wire_models::__wm_json_schema!(Never, r#"false"#);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Never]);
}
