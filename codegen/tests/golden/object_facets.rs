// @generated from tests/golden/object_facets.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Org chart
///
/// Objects declared on a schema that admits other JSON types too: a definition of a person or \`null\`, whose manager is another such person; a member that is a name or an object with the name in it; a union of objects whose branches leave \`type: object\` to it; a union of a string and two kinds of object; a definition with members but no \`type\`. Each object shape is a struct of its own, the object variant of its union.
///
/// Schema: `tests/golden/object_facets.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectFacets {
    /// JSON member `head`: required.
    pub head: Person,
    /// JSON member `team`: optional (`None` when absent).
    pub team: ::std::option::Option<ObjectFacetsTeam>,
    /// JSON member `rules`: optional (`None` when absent).
    pub rules: ::std::option::Option<Rules>,
    /// JSON member `settings`: optional (`None` when absent).
    pub settings: ::std::option::Option<Settings>,
    /// Settings that must be an object: the object variant's struct.
    ///
    /// JSON member `defaults`: optional (`None` when absent).
    pub defaults: ::std::option::Option<SettingsObject>,
    /// JSON member `output`: optional (`None` when absent).
    pub output: ::std::option::Option<Output>,
    /// The union requires an object; each branch declares its members without saying so.
    ///
    /// JSON member `badge`: optional (`None` when absent).
    pub badge: ::std::option::Option<ObjectFacetsBadge>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl ObjectFacets {
    /// An `ObjectFacets` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(head: Person) -> Self {
        Self {
            head,
            team: ::std::option::Option::None,
            rules: ::std::option::Option::None,
            settings: ::std::option::Option::None,
            defaults: ::std::option::Option::None,
            output: ::std::option::Option::None,
            badge: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    ObjectFacets = __rules::N0; head : "head" = __rules::N1, team "?" : "team" =
    __rules::N2, rules "?" : "rules" = __rules::N6, settings "?" : "settings" =
    __rules::N7, defaults "?" : "defaults" = __rules::N8, output "?" : "output" =
    __rules::N10, badge "?" : "badge" = __rules::N11
);
::wire_models::__wm_json_schema!(
    ObjectFacets,
    r##"{"title":"Org chart","description":"Objects declared on a schema that admits other JSON types too: a definition of a person or `null`, whose manager is another such person; a member that is a name or an object with the name in it; a union of objects whose branches leave `type: object` to it; a union of a string and two kinds of object; a definition with members but no `type`. Each object shape is a struct of its own, the object variant of its union.","type":"object","properties":{"head":{"$ref":"#/$defs/person"},"team":{},"rules":{"$ref":"#/$defs/rules"},"settings":{"$ref":"#/$defs/settings"},"defaults":{"description":"Settings that must be an object: the object variant's struct.","type":"object","allOf":[{"$ref":"#/$defs/settings"}]},"output":{"$ref":"#/$defs/output"},"badge":{}},"required":["head"]}"##;
    "/properties/head" => Person, "/properties/team" => ObjectFacetsTeam,
    "/properties/rules" => Rules, "/properties/settings" => Settings,
    "/properties/defaults/allOf/0" => Settings, "/properties/output" => Output,
    "/properties/badge" => ObjectFacetsBadge
);
/// Schema: `tests/golden/object_facets.schema.json`, `/properties/team`.
#[derive(Clone, Debug, PartialEq)]
pub enum ObjectFacetsTeam {
    /// A JSON string.
    String(::std::string::String),
    /// A JSON object.
    Object(::std::boxed::Box<ObjectFacetsTeamObject>),
}
::wire_models::__wm_union!(
    ObjectFacetsTeam = __rules::N2; String, Object; object = __rules::N43
);
::wire_models::__wm_json_schema!(
    ObjectFacetsTeam,
    r#"{"type":["string","object"],"minLength":1,"properties":{"name":{"type":"string"},"size":{"type":"integer","minimum":1}},"required":["name"],"additionalProperties":false}"#
);
/// The union requires an object; each branch declares its members without saying so.
///
/// Schema: `tests/golden/object_facets.schema.json`, `/properties/badge`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum ObjectFacetsBadge {
    /// A value of [`ObjectFacetsBadgeCircle`].
    Circle(ObjectFacetsBadgeCircle),
    /// A value of [`ObjectFacetsBadgeSquare`].
    Square(ObjectFacetsBadgeSquare),
}
::wire_models::__wm_choice!(
    ObjectFacetsBadge = __rules::N11; 0 => Circle(ObjectFacetsBadgeCircle), 1 =>
    Square(ObjectFacetsBadgeSquare)
);
::wire_models::__wm_json_schema!(
    ObjectFacetsBadge,
    r#"{"description":"The union requires an object; each branch declares its members without saying so.","type":"object","oneOf":[{},{}]}"#;
    "/oneOf/0" => ObjectFacetsBadgeCircle, "/oneOf/1" => ObjectFacetsBadgeSquare
);
/// Members but no \`type\`, as many real-world schemas write an object: the schema admits every other JSON value as it is, so the type is a union over JSON types whose object variant is a struct.
///
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/settings`.
#[derive(Clone, Debug, PartialEq)]
pub enum Settings {
    /// A JSON null.
    Null,
    /// A JSON boolean.
    Boolean(bool),
    /// A JSON number.
    Number(::wire_models::Number),
    /// A JSON string.
    String(::std::string::String),
    /// A JSON array.
    Array(::std::vec::Vec<::wire_models::Value>),
    /// A JSON object.
    Object(::std::boxed::Box<SettingsObject>),
}
::wire_models::__wm_union!(
    Settings = __rules::N20; Null, Boolean, Number, String, Array, Object; object =
    __rules::N46; array = __rules::N20
);
::wire_models::__wm_json_schema!(
    Settings,
    r#"{"description":"Members but no `type`, as many real-world schemas write an object: the schema admits every other JSON value as it is, so the type is a union over JSON types whose object variant is a struct.","properties":{"theme":{},"font_size":{"type":"integer","minimum":6}},"required":["theme"]}"#;
    "/properties/theme" => SettingsObjectTheme
);
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/settings/properties/theme`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SettingsObjectTheme {
    /// `"light"`
    Light,
    /// `"dark"`
    Dark,
}
::wire_models::__wm_str_enum!(
    SettingsObjectTheme = __rules::N21; Light = "light", Dark = "dark"
);
::wire_models::__wm_json_schema!(SettingsObjectTheme, r#"{"enum":["light","dark"]}"#);
/// Where to write: a path, or one of two kinds of sink told apart by \`kind\`. The object variant chooses between their structs.
///
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/output`.
#[derive(Clone, Debug, PartialEq)]
pub enum Output {
    /// A JSON string.
    String(::std::string::String),
    /// A JSON object.
    Object(::std::boxed::Box<OutputObject>),
}
::wire_models::__wm_union!(Output = __rules::N23; String, Object; object = __rules::N47);
::wire_models::__wm_json_schema!(
    Output,
    r##"{"description":"Where to write: a path, or one of two kinds of sink told apart by `kind`. The object variant chooses between their structs.","oneOf":[{"type":"string","minLength":1},{},{"$ref":"#/$defs/endpoint"}]}"##;
    "/oneOf/1" => OutputObjectFile, "/oneOf/2" => Endpoint
);
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/output/oneOf/1`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"file"`).
#[derive(Clone, Debug, PartialEq)]
pub struct OutputObjectFile {
    /// JSON member `path`: required.
    pub path: ::std::string::String,
}
impl OutputObjectFile {
    /// An `OutputObjectFile` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(path: ::std::string::String) -> Self {
        Self { path }
    }
}
::wire_models::__wm_object!(
    OutputObjectFile = __rules::N25, closed; path : "path" = __rules::N27; const "kind" =
    __rules::N26
);
::wire_models::__wm_json_schema!(
    OutputObjectFile,
    r#"{"type":"object","properties":{"kind":{"const":"file"},"path":{"type":"string"}},"required":["kind","path"],"additionalProperties":false}"#
);
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/endpoint`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"http"`).
#[derive(Clone, Debug, PartialEq)]
pub struct Endpoint {
    /// JSON member `url`: required.
    pub url: ::std::string::String,
}
impl Endpoint {
    /// An `Endpoint` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(url: ::std::string::String) -> Self {
        Self { url }
    }
}
::wire_models::__wm_object!(
    Endpoint = __rules::N30, closed; url : "url" = __rules::N32; const "kind" =
    __rules::N31
);
::wire_models::__wm_json_schema!(
    Endpoint,
    r#"{"type":"object","properties":{"kind":{"const":"http"},"url":{"type":"string","format":"uri"}},"required":["kind","url"],"additionalProperties":false}"#
);
/// As pydantic writes an optional model: its object branch is a struct too.
///
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/rules`.
#[derive(Clone, Debug, PartialEq)]
pub enum Rules {
    /// A JSON null.
    Null,
    /// A JSON object.
    Object(::std::boxed::Box<RulesObject>),
}
::wire_models::__wm_union!(Rules = __rules::N34; Null, Object; object = __rules::N35);
::wire_models::__wm_json_schema!(
    Rules,
    r#"{"description":"As pydantic writes an optional model: its object branch is a struct too.","oneOf":[{},{"type":"null"}]}"#;
    "/oneOf/0" => RulesObject
);
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/rules/oneOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesObject {
    /// JSON member `ignore`: optional (`None` when absent).
    pub ignore: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
}
impl RulesObject {
    /// A `RulesObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            ignore: ::std::option::Option::None,
        }
    }
}
::wire_models::__wm_object!(
    RulesObject = __rules::N35, closed; ignore "?" : "ignore" = __rules::N36
);
::wire_models::__wm_json_schema!(
    RulesObject,
    r#"{"type":"object","properties":{"ignore":{"type":"array","items":{"type":"string"}}},"additionalProperties":false}"#
);
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/person`.
#[derive(Clone, Debug, PartialEq)]
pub enum Person {
    /// A JSON null.
    Null,
    /// A JSON object.
    Object(::std::boxed::Box<PersonObject>),
}
::wire_models::__wm_union!(Person = __rules::N40; Null, Object; object = __rules::N48);
::wire_models::__wm_json_schema!(
    Person,
    r##"{"type":["object","null"],"properties":{"name":{"type":"string"},"manager":{"$ref":"#/$defs/person"}},"required":["name"]}"##;
    "/properties/manager" => Person
);
/// Schema: `tests/golden/object_facets.schema.json`, `/properties/team`. The objects of [`ObjectFacetsTeam`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectFacetsTeamObject {
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// JSON member `size`: optional (`None` when absent).
    pub size: ::std::option::Option<::wire_models::Integer>,
}
impl ObjectFacetsTeamObject {
    /// An `ObjectFacetsTeamObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String) -> Self {
        Self {
            name,
            size: ::std::option::Option::None,
        }
    }
}
::wire_models::__wm_object!(
    ObjectFacetsTeamObject = __rules::N43, closed; name : "name" = __rules::N3, size "?"
    : "size" = __rules::N4
);
::wire_models::__wm_json_schema!(
    ObjectFacetsTeamObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" =>
    ObjectFacetsTeam
);
/// Schema: `tests/golden/object_facets.schema.json`, `/properties/badge/oneOf/0`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`shape` is `"circle"`).
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectFacetsBadgeCircle {
    /// JSON member `radius`: required.
    pub radius: ::wire_models::Number,
}
impl ObjectFacetsBadgeCircle {
    /// An `ObjectFacetsBadgeCircle` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(radius: ::wire_models::Number) -> Self {
        Self { radius }
    }
}
::wire_models::__wm_object!(
    ObjectFacetsBadgeCircle = __rules::N44, closed; radius : "radius" = __rules::N14;
    const "shape" = __rules::N13
);
::wire_models::__wm_json_schema!(
    ObjectFacetsBadgeCircle,
    r#"{"properties":{"shape":{"enum":["circle"]},"radius":{"type":"number"}},"required":["shape","radius"],"additionalProperties":false,"type":"object"}"#
);
/// Schema: `tests/golden/object_facets.schema.json`, `/properties/badge/oneOf/1`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`shape` is `"square"`).
#[derive(Clone, Debug, PartialEq)]
pub struct ObjectFacetsBadgeSquare {
    /// JSON member `side`: required.
    pub side: ::wire_models::Number,
}
impl ObjectFacetsBadgeSquare {
    /// An `ObjectFacetsBadgeSquare` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(side: ::wire_models::Number) -> Self {
        Self { side }
    }
}
::wire_models::__wm_object!(
    ObjectFacetsBadgeSquare = __rules::N45, closed; side : "side" = __rules::N18; const
    "shape" = __rules::N17
);
::wire_models::__wm_json_schema!(
    ObjectFacetsBadgeSquare,
    r#"{"properties":{"shape":{"const":"square"},"side":{"type":"number"}},"required":["shape","side"],"additionalProperties":false,"type":"object"}"#
);
/// Members but no \`type\`, as many real-world schemas write an object: the schema admits every other JSON value as it is, so the type is a union over JSON types whose object variant is a struct.
///
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/settings`. The objects of [`Settings`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsObject {
    /// JSON member `theme`: required.
    pub theme: SettingsObjectTheme,
    /// JSON member `font_size`: optional (`None` when absent).
    pub font_size: ::std::option::Option<::wire_models::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl SettingsObject {
    /// A `SettingsObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(theme: SettingsObjectTheme) -> Self {
        Self {
            theme,
            font_size: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    SettingsObject = __rules::N46; theme : "theme" = __rules::N21, font_size "?" :
    "font_size" = __rules::N22
);
::wire_models::__wm_json_schema!(
    SettingsObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" => Settings
);
/// Where to write: a path, or one of two kinds of sink told apart by \`kind\`. The object variant chooses between their structs.
///
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/output`. The objects of [`Output`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum OutputObject {
    /// A value of [`OutputObjectFile`].
    File(OutputObjectFile),
    /// A value of [`Endpoint`].
    Endpoint(Endpoint),
}
::wire_models::__wm_choice!(
    OutputObject = __rules::N47; 1 => File(OutputObjectFile), 2 => Endpoint(Endpoint)
);
::wire_models::__wm_json_schema!(
    OutputObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" => Output
);
/// Schema: `tests/golden/object_facets.schema.json`, `/$defs/person`. The objects of [`Person`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
pub struct PersonObject {
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// JSON member `manager`: optional (`None` when absent).
    pub manager: ::std::option::Option<Person>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl PersonObject {
    /// A `PersonObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String) -> Self {
        Self {
            name,
            manager: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    PersonObject = __rules::N48; name : "name" = __rules::N41, manager "?" : "manager" =
    __rules::N42
);
::wire_models::__wm_json_schema!(
    PersonObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" => Person
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["head"]), Properties(&[("head", &N1), ("team", &N2), ("rules", &N6), ("settings", &N7), ("defaults", &N8), ("output", &N10), ("badge", &N11)])]);
    pub(crate) static N1: Node = Node::at("#/properties/head", &[Ref(&N40)]);
    pub(crate) static N2: Node = Node::at("#/properties/team", &[Type(Types(Types::OBJECT|Types::STRING)), MinLength(1), Required(&["name"]), Properties(&[("name", &N3), ("size", &N4)]), AdditionalProperties { declared: &["name", "size"], patterns: &[], schema: &N5 }]);
    pub(crate) static N3: Node = Node::at("#/properties/team/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N4: Node = Node::at("#/properties/team/properties/size", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N5: Node = Node::at("#/properties/team/additionalProperties", &[Never]);
    pub(crate) static N6: Node = Node::at("#/properties/rules", &[Ref(&N34)]);
    pub(crate) static N7: Node = Node::at("#/properties/settings", &[Ref(&N20)]);
    pub(crate) static N8: Node = Node::at("#/properties/defaults", &[Type(Types(Types::OBJECT)), AllOf(&[&N9])]);
    pub(crate) static N9: Node = Node::at("#/properties/defaults/allOf/0", &[Ref(&N20)]);
    pub(crate) static N10: Node = Node::at("#/properties/output", &[Ref(&N23)]);
    pub(crate) static N11: Node = Node::at("#/properties/badge", &[Type(Types(Types::OBJECT)), OneOf(&[&N12, &N16])]);
    pub(crate) static N12: Node = Node::at("#/properties/badge/oneOf/0", &[Required(&["shape", "radius"]), Properties(&[("shape", &N13), ("radius", &N14)]), AdditionalProperties { declared: &["shape", "radius"], patterns: &[], schema: &N15 }]);
    pub(crate) static N13: Node = Node::at("#/properties/badge/oneOf/0/properties/shape", &[Enum(&[Lit::Str("circle")])]);
    pub(crate) static N14: Node = Node::at("#/properties/badge/oneOf/0/properties/radius", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N15: Node = Node::at("#/properties/badge/oneOf/0/additionalProperties", &[Never]);
    pub(crate) static N16: Node = Node::at("#/properties/badge/oneOf/1", &[Required(&["shape", "side"]), Properties(&[("shape", &N17), ("side", &N18)]), AdditionalProperties { declared: &["shape", "side"], patterns: &[], schema: &N19 }]);
    pub(crate) static N17: Node = Node::at("#/properties/badge/oneOf/1/properties/shape", &[Const(&Lit::Str("square"))]);
    pub(crate) static N18: Node = Node::at("#/properties/badge/oneOf/1/properties/side", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N19: Node = Node::at("#/properties/badge/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N20: Node = Node::at("#/$defs/settings", &[Required(&["theme"]), Properties(&[("theme", &N21), ("font_size", &N22)])]);
    pub(crate) static N21: Node = Node::at("#/$defs/settings/properties/theme", &[Enum(&[Lit::Str("light"), Lit::Str("dark")])]);
    pub(crate) static N22: Node = Node::at("#/$defs/settings/properties/font_size", &[Type(Types(Types::INTEGER)), Minimum(Num("6"))]);
    pub(crate) static N23: Node = Node::at("#/$defs/output", &[OneOf(&[&N24, &N25, &N29])]);
    pub(crate) static N24: Node = Node::at("#/$defs/output/oneOf/0", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N25: Node = Node::at("#/$defs/output/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["kind", "path"]), Properties(&[("kind", &N26), ("path", &N27)]), AdditionalProperties { declared: &["kind", "path"], patterns: &[], schema: &N28 }]);
    pub(crate) static N26: Node = Node::at("#/$defs/output/oneOf/1/properties/kind", &[Const(&Lit::Str("file"))]);
    pub(crate) static N27: Node = Node::at("#/$defs/output/oneOf/1/properties/path", &[Type(Types(Types::STRING))]);
    pub(crate) static N28: Node = Node::at("#/$defs/output/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N29: Node = Node::at("#/$defs/output/oneOf/2", &[Ref(&N30)]);
    pub(crate) static N30: Node = Node::at("#/$defs/endpoint", &[Type(Types(Types::OBJECT)), Required(&["kind", "url"]), Properties(&[("kind", &N31), ("url", &N32)]), AdditionalProperties { declared: &["kind", "url"], patterns: &[], schema: &N33 }]);
    pub(crate) static N31: Node = Node::at("#/$defs/endpoint/properties/kind", &[Const(&Lit::Str("http"))]);
    pub(crate) static N32: Node = Node::at("#/$defs/endpoint/properties/url", &[Type(Types(Types::STRING)), Format(Format::Uri)]);
    pub(crate) static N33: Node = Node::at("#/$defs/endpoint/additionalProperties", &[Never]);
    pub(crate) static N34: Node = Node::at("#/$defs/rules", &[OneOf(&[&N35, &N39])]);
    pub(crate) static N35: Node = Node::at("#/$defs/rules/oneOf/0", &[Type(Types(Types::OBJECT)), Properties(&[("ignore", &N36)]), AdditionalProperties { declared: &["ignore"], patterns: &[], schema: &N38 }]);
    pub(crate) static N36: Node = Node::at("#/$defs/rules/oneOf/0/properties/ignore", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N37 }]);
    pub(crate) static N37: Node = Node::at("#/$defs/rules/oneOf/0/properties/ignore/items", &[Type(Types(Types::STRING))]);
    pub(crate) static N38: Node = Node::at("#/$defs/rules/oneOf/0/additionalProperties", &[Never]);
    pub(crate) static N39: Node = Node::at("#/$defs/rules/oneOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N40: Node = Node::at("#/$defs/person", &[Type(Types(Types::NULL|Types::OBJECT)), Required(&["name"]), Properties(&[("name", &N41), ("manager", &N42)])]);
    pub(crate) static N41: Node = Node::at("#/$defs/person/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N42: Node = Node::at("#/$defs/person/properties/manager", &[Ref(&N40)]);
    pub(crate) static N43: Node = Node::at("#/properties/team", &[Type(Types(Types::OBJECT)), MinLength(1), Required(&["name"]), Properties(&[("name", &N3), ("size", &N4)]), AdditionalProperties { declared: &["name", "size"], patterns: &[], schema: &N5 }]);
    pub(crate) static N44: Node = Node::at("#/properties/badge/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["shape", "radius"]), Properties(&[("shape", &N13), ("radius", &N14)]), AdditionalProperties { declared: &["shape", "radius"], patterns: &[], schema: &N15 }]);
    pub(crate) static N45: Node = Node::at("#/properties/badge/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["shape", "side"]), Properties(&[("shape", &N17), ("side", &N18)]), AdditionalProperties { declared: &["shape", "side"], patterns: &[], schema: &N19 }]);
    pub(crate) static N46: Node = Node::at("#/$defs/settings", &[Type(Types(Types::OBJECT)), Required(&["theme"]), Properties(&[("theme", &N21), ("font_size", &N22)])]);
    pub(crate) static N47: Node = Node::at("#/$defs/output", &[Type(Types(Types::OBJECT)), OneOf(&[&N24, &N25, &N29])]);
    pub(crate) static N48: Node = Node::at("#/$defs/person", &[Type(Types(Types::OBJECT)), Required(&["name"]), Properties(&[("name", &N41), ("manager", &N42)])]);
}
