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
    /// A node or a leaf: a union one of whose variants holds the node itself, boxed.
    ///
    /// JSON member `next`: optional (`None` when absent).
    pub next: ::std::option::Option<::std::boxed::Box<NodeNext>>,
    /// A node or \`null\`, as pydantic writes \`Optional\[Node\]\`: boxed inside its \`Option\`.
    ///
    /// JSON member `parent`: optional (`None` when absent, `Some(None)` when `null`).
    pub parent: ::std::option::Option<::std::option::Option<::std::boxed::Box<Node>>>,
    /// A tree by a reference to the root, whose type is an alias of the node's: boxed as well.
    ///
    /// JSON member `copy`: optional (`None` when absent).
    pub copy: ::std::option::Option<::std::boxed::Box<RecursiveTree>>,
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
            next: ::std::option::Option::None,
            parent: ::std::option::Option::None,
            copy: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Node = __rules::N1; value : "value" = __rules::N2, left "?" : "left" = __rules::N3,
    right "?" : "right" = __rules::N4, next "?" : "next" = __rules::N5, parent "?" :
    "parent" = __rules::N8, copy "?" : "copy" = __rules::N11
);
::wire_models::__wm_json_schema!(
    Node,
    r##"{"type":"object","properties":{"value":{"type":"integer"},"left":{"$ref":"#/$defs/node"},"right":{"$ref":"#/$defs/node"},"next":{},"parent":{"description":"A node or `null`, as pydantic writes `Optional[Node]`: boxed inside its `Option`.","anyOf":[{"$ref":"#/$defs/node"},{"type":"null"}]},"copy":{"description":"A tree by a reference to the root, whose type is an alias of the node's: boxed as well.","$ref":"#"}},"required":["value"]}"##;
    "/properties/left" => Node, "/properties/right" => Node, "/properties/next" =>
    NodeNext, "/properties/parent/anyOf/0" => Node, "/properties/copy" => RecursiveTree
);
/// A node or a leaf: a union one of whose variants holds the node itself, boxed.
///
/// Schema: `tests/golden/recursive_tree.schema.json`, `/$defs/node/properties/next`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum NodeNext {
    /// A value of [`Node`].
    Node(::std::boxed::Box<Node>),
    /// A value of [`Leaf`].
    Leaf(Leaf),
}
::wire_models::__wm_choice!(NodeNext = __rules::N5; 0 => Node(Node), 1 => Leaf(Leaf));
::wire_models::__wm_json_schema!(
    NodeNext,
    r##"{"description":"A node or a leaf: a union one of whose variants holds the node itself, boxed.","anyOf":[{"$ref":"#/$defs/node"},{"$ref":"#/$defs/leaf"}]}"##;
    "/anyOf/0" => Node, "/anyOf/1" => Leaf
);
/// Schema: `tests/golden/recursive_tree.schema.json`, `/$defs/leaf`.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaf {
    /// JSON member `label`: required.
    pub label: ::std::string::String,
}
impl Leaf {
    /// A `Leaf` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(label: ::std::string::String) -> Self {
        Self { label }
    }
}
::wire_models::__wm_object!(Leaf = __rules::N12, closed; label : "label" = __rules::N13);
::wire_models::__wm_json_schema!(
    Leaf,
    r#"{"type":"object","properties":{"label":{"type":"string"}},"required":["label"],"additionalProperties":false}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Ref(&N1)]);
    pub(crate) static N1: Node = Node::at("#/$defs/node", &[Type(Types(Types::OBJECT)), Required(&["value"]), Properties(&[("value", &N2), ("left", &N3), ("right", &N4), ("next", &N5), ("parent", &N8), ("copy", &N11)])]);
    pub(crate) static N2: Node = Node::at("#/$defs/node/properties/value", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N3: Node = Node::at("#/$defs/node/properties/left", &[Ref(&N1)]);
    pub(crate) static N4: Node = Node::at("#/$defs/node/properties/right", &[Ref(&N1)]);
    pub(crate) static N5: Node = Node::at("#/$defs/node/properties/next", &[AnyOf(&[&N6, &N7])]);
    pub(crate) static N6: Node = Node::at("#/$defs/node/properties/next/anyOf/0", &[Ref(&N1)]);
    pub(crate) static N7: Node = Node::at("#/$defs/node/properties/next/anyOf/1", &[Ref(&N12)]);
    pub(crate) static N8: Node = Node::at("#/$defs/node/properties/parent", &[AnyOf(&[&N9, &N10])]);
    pub(crate) static N9: Node = Node::at("#/$defs/node/properties/parent/anyOf/0", &[Ref(&N1)]);
    pub(crate) static N10: Node = Node::at("#/$defs/node/properties/parent/anyOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N11: Node = Node::at("#/$defs/node/properties/copy", &[Ref(&N0)]);
    pub(crate) static N12: Node = Node::at("#/$defs/leaf", &[Type(Types(Types::OBJECT)), Required(&["label"]), Properties(&[("label", &N13)]), AdditionalProperties { declared: &["label"], patterns: &[], schema: &N14 }]);
    pub(crate) static N13: Node = Node::at("#/$defs/leaf/properties/label", &[Type(Types(Types::STRING))]);
    pub(crate) static N14: Node = Node::at("#/$defs/leaf/additionalProperties", &[Never]);
}
