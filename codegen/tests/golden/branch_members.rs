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
    /// JSON member `eraser`: optional (`None` when absent, `Some(None)` when `null`).
    pub eraser: ::std::option::Option<::std::option::Option<BranchMembersEraser>>,
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
            eraser: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    BranchMembers = __rules::N0; shapes : "shapes" = __rules::N1, pen "?" : "pen" =
    __rules::N3, eraser "?" : "eraser" = __rules::N4
);
::wire_models::__wm_json_schema!(
    BranchMembers,
    r##"{"title":"Drawing","description":"Members declared beside a `oneOf`/`anyOf` whose branches declare more: each branch is a struct of both.","type":"object","properties":{"shapes":{"type":"array","items":{"$ref":"#/$defs/shape"}},"pen":{"$ref":"#/$defs/pen"},"eraser":{}},"required":["shapes"]}"##;
    "/properties/shapes/items" => Shape, "/properties/pen" => Pen, "/properties/eraser"
    => BranchMembersEraser
);
/// Schema: `tests/golden/branch_members.schema.json`, `/properties/eraser`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum BranchMembersEraser {
    /// A value of [`BranchMembersEraserBlock`].
    Block(BranchMembersEraserBlock),
    /// A value of [`BranchMembersEraserTip`].
    Tip(BranchMembersEraserTip),
}
::wire_models::__wm_choice!(
    BranchMembersEraser = __rules::N4; 0 => Block(BranchMembersEraserBlock), 1 =>
    Tip(BranchMembersEraserTip); merged
);
::wire_models::__wm_json_schema!(
    BranchMembersEraser,
    r#"{"type":["object","null"],"properties":{"soft":{"type":"boolean"}},"anyOf":[{"properties":{"block":{"type":"integer","minimum":1}},"required":["block"]},{"properties":{"tip":{"type":"boolean"}},"required":["tip"]}]}"#
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
    Shape = __rules::N10; 0 => Circle(ShapeCircle), 1 => Square(ShapeSquare); merged
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
    ShapeKind = __rules::N11; Circle = "circle", Square = "square"
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
    Pen = __rules::N19; 0 => Ink(PenInk), 1 => Pencil(PenPencil); merged
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
::wire_models::__wm_object!(Ink = __rules::N23; colour : "colour" = __rules::N24);
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
::wire_models::__wm_object!(Pencil = __rules::N25; hardness : "hardness" = __rules::N26);
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
::wire_models::__wm_str_enum!(PencilHardness = __rules::N26; Hb = "HB", T2b = "2B");
::wire_models::__wm_json_schema!(PencilHardness, r#"{"enum":["HB","2B"]}"#);
/// Schema: `tests/golden/branch_members.schema.json`, `/properties/eraser/anyOf/0`. The values of [`BranchMembersEraser`] that match this branch, with the members of both.
#[derive(Clone, Debug, PartialEq)]
pub struct BranchMembersEraserBlock {
    /// JSON member `soft`: optional (`None` when absent).
    pub soft: ::std::option::Option<bool>,
    /// JSON member `block`: required.
    pub block: ::wire_models::Integer,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl BranchMembersEraserBlock {
    /// A `BranchMembersEraserBlock` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(block: ::wire_models::Integer) -> Self {
        Self {
            soft: ::std::option::Option::None,
            block,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    BranchMembersEraserBlock = __rules::N27; soft "?" : "soft" = __rules::N5, block :
    "block" = __rules::N7
);
::wire_models::__wm_json_schema!(
    BranchMembersEraserBlock,
    r#"{"type":"object","allOf":[{},{"properties":{"block":{"type":"integer","minimum":1}},"required":["block"]}]}"#;
    "/allOf/0" => BranchMembersEraser
);
/// Schema: `tests/golden/branch_members.schema.json`, `/properties/eraser/anyOf/1`. The values of [`BranchMembersEraser`] that match this branch, with the members of both.
#[derive(Clone, Debug, PartialEq)]
pub struct BranchMembersEraserTip {
    /// JSON member `soft`: optional (`None` when absent).
    pub soft: ::std::option::Option<bool>,
    /// JSON member `tip`: required.
    pub tip: bool,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl BranchMembersEraserTip {
    /// A `BranchMembersEraserTip` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(tip: bool) -> Self {
        Self {
            soft: ::std::option::Option::None,
            tip,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    BranchMembersEraserTip = __rules::N28; soft "?" : "soft" = __rules::N5, tip : "tip" =
    __rules::N9
);
::wire_models::__wm_json_schema!(
    BranchMembersEraserTip,
    r#"{"type":"object","allOf":[{},{"properties":{"tip":{"type":"boolean"}},"required":["tip"]}]}"#;
    "/allOf/0" => BranchMembersEraser
);
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
    ShapeCircle = __rules::N29; label "?" : "label" = __rules::N12, radius : "radius" =
    __rules::N15; const "kind" = __rules::N14
);
::wire_models::__wm_json_schema!(
    ShapeCircle,
    r#"{"type":"object","allOf":[{},{"properties":{"kind":{"const":"circle"},"radius":{"type":"number","minimum":0}},"required":["radius"]}]}"#;
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
    ShapeSquare = __rules::N30; label "?" : "label" = __rules::N12, side : "side" =
    __rules::N18; const "kind" = __rules::N17
);
::wire_models::__wm_json_schema!(
    ShapeSquare,
    r#"{"type":"object","allOf":[{},{"properties":{"kind":{"const":"square"},"side":{"type":"number","exclusiveMinimum":0}},"required":["side"]}]}"#;
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
    PenInk = __rules::N31; width "?" : "width" = __rules::N20, colour : "colour" =
    __rules::N24
);
::wire_models::__wm_json_schema!(
    PenInk, r##"{"type":"object","allOf":[{},{"$ref":"#/$defs/ink"}]}"##; "/allOf/0" =>
    Pen, "/allOf/1" => Ink
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
    PenPencil = __rules::N32; width "?" : "width" = __rules::N20, hardness : "hardness" =
    __rules::N26
);
::wire_models::__wm_json_schema!(
    PenPencil, r##"{"type":"object","allOf":[{},{"$ref":"#/$defs/pencil"}]}"##;
    "/allOf/0" => Pen, "/allOf/1" => Pencil
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^#[0-9a-f]{6}$", "\\A\\#[0-9a-f]{6}\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["shapes"]), Properties(&[("shapes", &N1), ("pen", &N3), ("eraser", &N4)])]);
    pub(crate) static N1: Node = Node::at("#/properties/shapes", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N2 }]);
    pub(crate) static N2: Node = Node::at("#/properties/shapes/items", &[Ref(&N10)]);
    pub(crate) static N3: Node = Node::at("#/properties/pen", &[Ref(&N19)]);
    pub(crate) static N4: Node = Node::at("#/properties/eraser", &[Type(Types(Types::NULL|Types::OBJECT)), Properties(&[("soft", &N5)]), AnyOf(&[&N6, &N8])]);
    pub(crate) static N5: Node = Node::at("#/properties/eraser/properties/soft", &[Type(Types(Types::BOOLEAN))]);
    pub(crate) static N6: Node = Node::at("#/properties/eraser/anyOf/0", &[Required(&["block"]), Properties(&[("block", &N7)])]);
    pub(crate) static N7: Node = Node::at("#/properties/eraser/anyOf/0/properties/block", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N8: Node = Node::at("#/properties/eraser/anyOf/1", &[Required(&["tip"]), Properties(&[("tip", &N9)])]);
    pub(crate) static N9: Node = Node::at("#/properties/eraser/anyOf/1/properties/tip", &[Type(Types(Types::BOOLEAN))]);
    pub(crate) static N10: Node = Node::at("#/$defs/shape", &[Type(Types(Types::OBJECT)), Required(&["kind"]), Properties(&[("kind", &N11), ("label", &N12)]), OneOf(&[&N13, &N16])]);
    pub(crate) static N11: Node = Node::at("#/$defs/shape/properties/kind", &[Enum(&[Lit::Str("circle"), Lit::Str("square")])]);
    pub(crate) static N12: Node = Node::at("#/$defs/shape/properties/label", &[Type(Types(Types::STRING)), MaxLength(20)]);
    pub(crate) static N13: Node = Node::at("#/$defs/shape/oneOf/0", &[Required(&["radius"]), Properties(&[("kind", &N14), ("radius", &N15)])]);
    pub(crate) static N14: Node = Node::at("#/$defs/shape/oneOf/0/properties/kind", &[Const(&Lit::Str("circle"))]);
    pub(crate) static N15: Node = Node::at("#/$defs/shape/oneOf/0/properties/radius", &[Type(Types(Types::NUMBER)), Minimum(Num("0"))]);
    pub(crate) static N16: Node = Node::at("#/$defs/shape/oneOf/1", &[Required(&["side"]), Properties(&[("kind", &N17), ("side", &N18)])]);
    pub(crate) static N17: Node = Node::at("#/$defs/shape/oneOf/1/properties/kind", &[Const(&Lit::Str("square"))]);
    pub(crate) static N18: Node = Node::at("#/$defs/shape/oneOf/1/properties/side", &[Type(Types(Types::NUMBER)), ExclusiveMinimum(Num("0"))]);
    pub(crate) static N19: Node = Node::at("#/$defs/pen", &[Type(Types(Types::OBJECT)), Properties(&[("width", &N20)]), AnyOf(&[&N21, &N22])]);
    pub(crate) static N20: Node = Node::at("#/$defs/pen/properties/width", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N21: Node = Node::at("#/$defs/pen/anyOf/0", &[Ref(&N23)]);
    pub(crate) static N22: Node = Node::at("#/$defs/pen/anyOf/1", &[Ref(&N25)]);
    pub(crate) static N23: Node = Node::at("#/$defs/ink", &[Type(Types(Types::OBJECT)), Required(&["colour"]), Properties(&[("colour", &N24)])]);
    pub(crate) static N24: Node = Node::at("#/$defs/ink/properties/colour", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N25: Node = Node::at("#/$defs/pencil", &[Type(Types(Types::OBJECT)), Required(&["hardness"]), Properties(&[("hardness", &N26)])]);
    pub(crate) static N26: Node = Node::at("#/$defs/pencil/properties/hardness", &[Enum(&[Lit::Str("HB"), Lit::Str("2B")])]);
    pub(crate) static N27: Node = Node::at("#/properties/eraser/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["block"]), Properties(&[("soft", &N5), ("block", &N7)])]);
    pub(crate) static N28: Node = Node::at("#/properties/eraser/anyOf/1", &[Type(Types(Types::OBJECT)), Required(&["tip"]), Properties(&[("soft", &N5), ("tip", &N9)])]);
    pub(crate) static N29: Node = Node::at("#/$defs/shape/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["kind", "radius"]), Properties(&[("kind", &N14), ("label", &N12), ("radius", &N15)])]);
    pub(crate) static N30: Node = Node::at("#/$defs/shape/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["kind", "side"]), Properties(&[("kind", &N17), ("label", &N12), ("side", &N18)])]);
    pub(crate) static N31: Node = Node::at("#/$defs/pen/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["colour"]), Properties(&[("width", &N20), ("colour", &N24)])]);
    pub(crate) static N32: Node = Node::at("#/$defs/pen/anyOf/1", &[Type(Types(Types::OBJECT)), Required(&["hardness"]), Properties(&[("width", &N20), ("hardness", &N26)])]);
}
