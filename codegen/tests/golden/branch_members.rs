// @generated from tests/golden/branch_members.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Drawing
///
/// Members declared beside a \`oneOf\`/\`anyOf\` whose branches declare more: each branch is a struct of both.
///
/// Schema: `tests/golden/branch_members.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct BranchMembers {
    /// JSON member `shapes`: required.
    pub shapes: ::std::vec::Vec<Shape>,
    /// JSON member `pen`: optional (`None` when absent).
    pub pen: ::std::option::Option<Pen>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl BranchMembers {
    /// A `BranchMembers` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(shapes: ::std::vec::Vec<Shape>) -> Self {
        Self {
            shapes,
            pen: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    BranchMembers = __rules::N0; shapes : "shapes" = __rules::N1, pen "?" : "pen" =
    __rules::N3
);
::wire_models::__wm_json_schema!(
    BranchMembers,
    r##"{"title":"Drawing","description":"Members declared beside a `oneOf`/`anyOf` whose branches declare more: each branch is a struct of both.","type":"object","properties":{"shapes":{"type":"array","items":{"$ref":"#/$defs/shape"}},"pen":{"$ref":"#/$defs/pen"}},"required":["shapes"]}"##;
    "/properties/shapes/items" => Shape, "/properties/pen" => Pen
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/shape`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Shape {
    /// A value of [`ShapeCircle`].
    Circle(ShapeCircle),
    /// A value of [`ShapeSquare`].
    Square(ShapeSquare),
}
::wire_models::__wm_choice!(
    Shape = __rules::N4; 0 => Circle(ShapeCircle), 1 => Square(ShapeSquare); merged
);
::wire_models::__wm_json_schema!(
    Shape,
    r#"{"type":"object","properties":{"kind":{},"label":{"type":"string","maxLength":20}},"required":["kind"],"oneOf":[{"properties":{"kind":{"const":"circle"},"radius":{"type":"number","minimum":0}},"required":["radius"]},{"properties":{"kind":{"const":"square"},"side":{"type":"number","exclusiveMinimum":0}},"required":["side"]}]}"#;
    "/properties/kind" => ShapeKind
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/shape/properties/kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShapeKind {
    /// `"circle"`
    Circle,
    /// `"square"`
    Square,
}
::wire_models::__wm_str_enum!(
    ShapeKind = __rules::N5; Circle = "circle", Square = "square"
);
::wire_models::__wm_json_schema!(ShapeKind, r#"{"enum":["circle","square"]}"#);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/pen`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Pen {
    /// A value of [`PenInk`].
    Ink(PenInk),
    /// A value of [`PenPencil`].
    Pencil(PenPencil),
}
::wire_models::__wm_choice!(
    Pen = __rules::N13; 0 => Ink(PenInk), 1 => Pencil(PenPencil); merged
);
::wire_models::__wm_json_schema!(
    Pen,
    r##"{"type":"object","properties":{"width":{"type":"integer","minimum":1}},"anyOf":[{"$ref":"#/$defs/ink"},{"$ref":"#/$defs/pencil"}]}"##;
    "/anyOf/0" => Ink, "/anyOf/1" => Pencil
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/ink`.
#[derive(Clone, Debug, PartialEq)]
pub struct Ink {
    /// JSON member `colour`: required.
    pub colour: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Ink {
    /// An `Ink` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(colour: ::std::string::String) -> Self {
        Self {
            colour,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(Ink = __rules::N17; colour : "colour" = __rules::N18);
::wire_models::__wm_json_schema!(
    Ink,
    r#"{"type":"object","properties":{"colour":{"type":"string","pattern":"^#[0-9a-f]{6}$"}},"required":["colour"]}"#
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/pencil`.
#[derive(Clone, Debug, PartialEq)]
pub struct Pencil {
    /// JSON member `hardness`: required.
    pub hardness: PencilHardness,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Pencil {
    /// A `Pencil` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(hardness: PencilHardness) -> Self {
        Self {
            hardness,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(Pencil = __rules::N19; hardness : "hardness" = __rules::N20);
::wire_models::__wm_json_schema!(
    Pencil, r#"{"type":"object","properties":{"hardness":{}},"required":["hardness"]}"#;
    "/properties/hardness" => PencilHardness
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/pencil/properties/hardness`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PencilHardness {
    /// `"HB"`
    Hb,
    /// `"2B"`
    T2b,
}
::wire_models::__wm_str_enum!(PencilHardness = __rules::N20; Hb = "HB", T2b = "2B");
::wire_models::__wm_json_schema!(PencilHardness, r#"{"enum":["HB","2B"]}"#);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/shape/oneOf/0`. The values of [`Shape`] that match this branch, with the members of both.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"circle"`).
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeCircle {
    /// JSON member `label`: optional (`None` when absent).
    pub label: ::std::option::Option<::std::string::String>,
    /// JSON member `radius`: required.
    pub radius: ::wire_models::Number,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl ShapeCircle {
    /// A `ShapeCircle` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(radius: ::wire_models::Number) -> Self {
        Self {
            label: ::std::option::Option::None,
            radius,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    ShapeCircle = __rules::N21; label "?" : "label" = __rules::N6, radius : "radius" =
    __rules::N9; const "kind" = __rules::N8
);
::wire_models::__wm_json_schema!(
    ShapeCircle,
    r#"{"allOf":[{},{"properties":{"kind":{"const":"circle"},"radius":{"type":"number","minimum":0}},"required":["radius"]}]}"#;
    "/allOf/0" => Shape
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/shape/oneOf/1`. The values of [`Shape`] that match this branch, with the members of both.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"square"`).
#[derive(Clone, Debug, PartialEq)]
pub struct ShapeSquare {
    /// JSON member `label`: optional (`None` when absent).
    pub label: ::std::option::Option<::std::string::String>,
    /// JSON member `side`: required.
    pub side: ::wire_models::Number,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl ShapeSquare {
    /// A `ShapeSquare` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(side: ::wire_models::Number) -> Self {
        Self {
            label: ::std::option::Option::None,
            side,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    ShapeSquare = __rules::N22; label "?" : "label" = __rules::N6, side : "side" =
    __rules::N12; const "kind" = __rules::N11
);
::wire_models::__wm_json_schema!(
    ShapeSquare,
    r#"{"allOf":[{},{"properties":{"kind":{"const":"square"},"side":{"type":"number","exclusiveMinimum":0}},"required":["side"]}]}"#;
    "/allOf/0" => Shape
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/pen/anyOf/0`. The values of [`Pen`] that match this branch, with the members of both.
#[derive(Clone, Debug, PartialEq)]
pub struct PenInk {
    /// JSON member `width`: optional (`None` when absent).
    pub width: ::std::option::Option<::wire_models::Integer>,
    /// JSON member `colour`: required.
    pub colour: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl PenInk {
    /// A `PenInk` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(colour: ::std::string::String) -> Self {
        Self {
            width: ::std::option::Option::None,
            colour,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    PenInk = __rules::N23; width "?" : "width" = __rules::N14, colour : "colour" =
    __rules::N18
);
::wire_models::__wm_json_schema!(
    PenInk, r##"{"allOf":[{},{"$ref":"#/$defs/ink"}]}"##; "/allOf/0" => Pen, "/allOf/1"
    => Ink
);
/// Schema: `tests/golden/branch_members.schema.json`, `/$defs/pen/anyOf/1`. The values of [`Pen`] that match this branch, with the members of both.
#[derive(Clone, Debug, PartialEq)]
pub struct PenPencil {
    /// JSON member `width`: optional (`None` when absent).
    pub width: ::std::option::Option<::wire_models::Integer>,
    /// JSON member `hardness`: required.
    pub hardness: PencilHardness,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl PenPencil {
    /// A `PenPencil` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(hardness: PencilHardness) -> Self {
        Self {
            width: ::std::option::Option::None,
            hardness,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    PenPencil = __rules::N24; width "?" : "width" = __rules::N14, hardness : "hardness" =
    __rules::N20
);
::wire_models::__wm_json_schema!(
    PenPencil, r##"{"allOf":[{},{"$ref":"#/$defs/pencil"}]}"##; "/allOf/0" => Pen,
    "/allOf/1" => Pencil
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^#[0-9a-f]{6}$", "\\A\\#[0-9a-f]{6}\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["shapes"]), Properties(&[("shapes", &N1), ("pen", &N3)])]);
    pub(crate) static N1: Node = Node::at("#/properties/shapes", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N2 }]);
    pub(crate) static N2: Node = Node::at("#/properties/shapes/items", &[Ref(&N4)]);
    pub(crate) static N3: Node = Node::at("#/properties/pen", &[Ref(&N13)]);
    pub(crate) static N4: Node = Node::at("#/$defs/shape", &[Type(Types(Types::OBJECT)), Required(&["kind"]), Properties(&[("kind", &N5), ("label", &N6)]), OneOf(&[&N7, &N10])]);
    pub(crate) static N5: Node = Node::at("#/$defs/shape/properties/kind", &[Enum(&[Lit::Str("circle"), Lit::Str("square")])]);
    pub(crate) static N6: Node = Node::at("#/$defs/shape/properties/label", &[Type(Types(Types::STRING)), MaxLength(20)]);
    pub(crate) static N7: Node = Node::at("#/$defs/shape/oneOf/0", &[Required(&["radius"]), Properties(&[("kind", &N8), ("radius", &N9)])]);
    pub(crate) static N8: Node = Node::at("#/$defs/shape/oneOf/0/properties/kind", &[Const(&Lit::Str("circle"))]);
    pub(crate) static N9: Node = Node::at("#/$defs/shape/oneOf/0/properties/radius", &[Type(Types(Types::NUMBER)), Minimum(Num("0"))]);
    pub(crate) static N10: Node = Node::at("#/$defs/shape/oneOf/1", &[Required(&["side"]), Properties(&[("kind", &N11), ("side", &N12)])]);
    pub(crate) static N11: Node = Node::at("#/$defs/shape/oneOf/1/properties/kind", &[Const(&Lit::Str("square"))]);
    pub(crate) static N12: Node = Node::at("#/$defs/shape/oneOf/1/properties/side", &[Type(Types(Types::NUMBER)), ExclusiveMinimum(Num("0"))]);
    pub(crate) static N13: Node = Node::at("#/$defs/pen", &[Type(Types(Types::OBJECT)), Properties(&[("width", &N14)]), AnyOf(&[&N15, &N16])]);
    pub(crate) static N14: Node = Node::at("#/$defs/pen/properties/width", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N15: Node = Node::at("#/$defs/pen/anyOf/0", &[Ref(&N17)]);
    pub(crate) static N16: Node = Node::at("#/$defs/pen/anyOf/1", &[Ref(&N19)]);
    pub(crate) static N17: Node = Node::at("#/$defs/ink", &[Type(Types(Types::OBJECT)), Required(&["colour"]), Properties(&[("colour", &N18)])]);
    pub(crate) static N18: Node = Node::at("#/$defs/ink/properties/colour", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N19: Node = Node::at("#/$defs/pencil", &[Type(Types(Types::OBJECT)), Required(&["hardness"]), Properties(&[("hardness", &N20)])]);
    pub(crate) static N20: Node = Node::at("#/$defs/pencil/properties/hardness", &[Enum(&[Lit::Str("HB"), Lit::Str("2B")])]);
    pub(crate) static N21: Node = Node::at("#/$defs/shape/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["kind", "radius"]), Properties(&[("kind", &N8), ("label", &N6), ("radius", &N9)])]);
    pub(crate) static N22: Node = Node::at("#/$defs/shape/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["kind", "side"]), Properties(&[("kind", &N11), ("label", &N6), ("side", &N12)])]);
    pub(crate) static N23: Node = Node::at("#/$defs/pen/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["colour"]), Properties(&[("width", &N14), ("colour", &N18)])]);
    pub(crate) static N24: Node = Node::at("#/$defs/pen/anyOf/1", &[Type(Types(Types::OBJECT)), Required(&["hardness"]), Properties(&[("width", &N14), ("hardness", &N20)])]);
}
