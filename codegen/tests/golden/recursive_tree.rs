// @generated from tests/golden/recursive_tree.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A binary tree: a node holds its children by reference, so the fields are boxed.
///
/// Schema: `tests/golden/recursive_tree.schema.json`, (the root).
pub type RecursiveTree = Node;
/// Schema: `tests/golden/recursive_tree.schema.json`, `/$defs/node`.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// JSON member `value`: required.
    pub value: ::wire_models::Integer,
    /// JSON member `left`: optional (`None` when absent).
    pub left: ::std::option::Option<::std::boxed::Box<Node>>,
    /// JSON member `right`: optional (`None` when absent).
    pub right: ::std::option::Option<::std::boxed::Box<Node>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Node {
    /// A `Node` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(value: ::wire_models::Integer) -> Self {
        Self {
            value,
            left: ::std::option::Option::None,
            right: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Node = __rules::N1; value : "value" = __rules::N2, left "?" : "left" = __rules::N3,
    right "?" : "right" = __rules::N4
);
::wire_models::__wm_json_schema!(
    Node,
    r##"{"type":"object","properties":{"value":{"type":"integer"},"left":{"$ref":"#/$defs/node"},"right":{"$ref":"#/$defs/node"}},"required":["value"]}"##;
    "/properties/left" => Node, "/properties/right" => Node
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at(
        "tests/golden/recursive_tree.schema.json#",
        &[Ref(&N1)],
    );
    pub(crate) static N1: Node = Node::at(
        "tests/golden/recursive_tree.schema.json#/$defs/node",
        &[
            Type(Types(Types::OBJECT)),
            Required(&["value"]),
            Properties(&[("value", &N2), ("left", &N3), ("right", &N4)]),
        ],
    );
    pub(crate) static N2: Node = Node::at(
        "tests/golden/recursive_tree.schema.json#/$defs/node/properties/value",
        &[Type(Types(Types::INTEGER))],
    );
    pub(crate) static N3: Node = Node::at(
        "tests/golden/recursive_tree.schema.json#/$defs/node/properties/left",
        &[Ref(&N1)],
    );
    pub(crate) static N4: Node = Node::at(
        "tests/golden/recursive_tree.schema.json#/$defs/node/properties/right",
        &[Ref(&N1)],
    );
}
