// @generated from tests/golden/nested_definitions.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Recorder
///
/// Definitions kept inside a definition, and under a key of the schema's own (\`defs\`, as Vega keeps them), referred to by \`$ref\`: each is a named type, not a copy of its shape.
///
/// Schema: `tests/golden/nested_definitions.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct NestedDefinitions {
    /// JSON member `video`: optional (`None` when absent).
    pub video: ::std::option::Option<Video>,
    /// JSON member `backup`: optional (`None` when absent).
    pub backup: ::std::option::Option<Video>,
    /// JSON member `scope`: optional (`None` when absent).
    pub scope: ::std::option::Option<Scope>,
    /// JSON member `channels`: optional (`None` when absent).
    pub channels: ::std::option::Option<Full>,
    /// JSON member `tags`: optional (`None` when absent).
    pub tags: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    /// A schema in another's \`properties\` is no type of its own: a reference to it holds what it does.
    ///
    /// JSON member `labels`: optional (`None` when absent).
    pub labels: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl NestedDefinitions {
    /// A `NestedDefinitions` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            video: ::std::option::Option::None,
            backup: ::std::option::Option::None,
            scope: ::std::option::Option::None,
            channels: ::std::option::Option::None,
            tags: ::std::option::Option::None,
            labels: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    NestedDefinitions = __rules::N0; video "?" : "video" = __rules::N1, backup "?" :
    "backup" = __rules::N2, scope "?" : "scope" = __rules::N3, channels "?" : "channels"
    = __rules::N4, tags "?" : "tags" = __rules::N5, labels "?" : "labels" = __rules::N7
);
::wire_models::__wm_json_schema!(
    NestedDefinitions,
    r##"{"title":"Recorder","description":"Definitions kept inside a definition, and under a key of the schema's own (`defs`, as Vega keeps them), referred to by `$ref`: each is a named type, not a copy of its shape.","type":"object","properties":{"video":{"$ref":"#/definitions/media/definitions/video"},"backup":{"$ref":"#/definitions/media/definitions/video"},"scope":{"$ref":"#/defs/scope"},"channels":{"$ref":"#/definitions/0451/full"},"tags":{"type":"array","items":{"type":"string","minLength":1}},"labels":{"allOf":[{"type":"array","items":{"type":"string","minLength":1}}]}},"defs":{"scope":{}}}"##;
    "/properties/video" => Video, "/properties/backup" => Video, "/properties/scope" =>
    Scope, "/properties/channels" => Full, "/defs/scope" => Scope
);
/// A definition named by digits, its schema under a key of its own (as generated schemas name them by hash): a named type too, not a place in a list.
///
/// Schema: `tests/golden/nested_definitions.schema.json`, `/definitions/0451`.
#[derive(Clone, Debug, PartialEq)]
pub struct T0451(::wire_models::Value);
::wire_models::__wm_newtype!(T0451(::wire_models::Value) = __rules::N8);
::wire_models::__wm_json_schema!(
    T0451,
    r#"{"description":"A definition named by digits, its schema under a key of its own (as generated schemas name them by hash): a named type too, not a place in a list.","full":{}}"#;
    "/full" => Full
);
/// A folder of definitions.
///
/// Schema: `tests/golden/nested_definitions.schema.json`, `/definitions/media`.
#[derive(Clone, Debug, PartialEq)]
pub struct Media(::wire_models::Value);
::wire_models::__wm_newtype!(Media(::wire_models::Value) = __rules::N9);
::wire_models::__wm_json_schema!(Media, r#"{"description":"A folder of definitions."}"#);
/// Schema: `tests/golden/nested_definitions.schema.json`, `/definitions/media/definitions/video`.
#[derive(Clone, Debug, PartialEq)]
pub struct Video {
    /// JSON member `codec`: required.
    pub codec: VideoCodec,
    /// JSON member `fps`: optional (`None` when absent).
    pub fps: ::std::option::Option<::wire_models::Integer>,
}
impl Video {
    /// A `Video` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(codec: VideoCodec) -> Self {
        Self {
            codec,
            fps: ::std::option::Option::None,
        }
    }
}
::wire_models::__wm_object!(
    Video = __rules::N10, closed; codec : "codec" = __rules::N11, fps "?" : "fps" =
    __rules::N12
);
::wire_models::__wm_json_schema!(
    Video,
    r#"{"type":"object","properties":{"codec":{},"fps":{"type":"integer","minimum":1}},"required":["codec"],"additionalProperties":false}"#;
    "/properties/codec" => VideoCodec
);
/// Schema: `tests/golden/nested_definitions.schema.json`, `/definitions/media/definitions/video/properties/codec`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VideoCodec {
    /// `"h264"`
    H264,
    /// `"av1"`
    Av1,
}
::wire_models::__wm_str_enum!(VideoCodec = __rules::N11; H264 = "h264", Av1 = "av1");
::wire_models::__wm_json_schema!(VideoCodec, r#"{"enum":["h264","av1"]}"#);
/// Schema: `tests/golden/nested_definitions.schema.json`, `/defs/scope`.
#[derive(Clone, Debug, PartialEq)]
pub struct Scope {
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// JSON member `inner`: optional (`None` when absent).
    pub inner: ::std::option::Option<::std::boxed::Box<Scope>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl Scope {
    /// A `Scope` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String) -> Self {
        Self {
            name,
            inner: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    Scope = __rules::N14; name : "name" = __rules::N15, inner "?" : "inner" =
    __rules::N16
);
::wire_models::__wm_json_schema!(
    Scope,
    r##"{"type":"object","properties":{"name":{"type":"string"},"inner":{"$ref":"#/defs/scope"}},"required":["name"]}"##;
    "/properties/inner" => Scope
);
/// Schema: `tests/golden/nested_definitions.schema.json`, `/definitions/0451/full`.
#[derive(Clone, Debug, PartialEq)]
pub struct Full(::std::vec::Vec<FullItem>);
::wire_models::__wm_newtype!(Full(::std::vec::Vec < FullItem >) = __rules::N17);
::wire_models::__wm_json_schema!(
    Full, r#"{"type":"array","items":{}}"#; "/items" => FullItem
);
/// Schema: `tests/golden/nested_definitions.schema.json`, `/definitions/0451/full/items`.
#[derive(Clone, Debug, PartialEq)]
pub struct FullItem {
    /// JSON member `id`: required.
    pub id: ::wire_models::Integer,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl FullItem {
    /// A `FullItem` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(id: ::wire_models::Integer) -> Self {
        Self {
            id,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(FullItem = __rules::N18; id : "id" = __rules::N19);
::wire_models::__wm_json_schema!(
    FullItem,
    r#"{"type":"object","properties":{"id":{"type":"integer"}},"required":["id"]}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Properties(&[("video", &N1), ("backup", &N2), ("scope", &N3), ("channels", &N4), ("tags", &N5), ("labels", &N7)])]);
    pub(crate) static N1: Node = Node::at("#/properties/video", &[Ref(&N10)]);
    pub(crate) static N2: Node = Node::at("#/properties/backup", &[Ref(&N10)]);
    pub(crate) static N3: Node = Node::at("#/properties/scope", &[Ref(&N14)]);
    pub(crate) static N4: Node = Node::at("#/properties/channels", &[Ref(&N17)]);
    pub(crate) static N5: Node = Node::at("#/properties/tags", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N6 }]);
    pub(crate) static N6: Node = Node::at("#/properties/tags/items", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N7: Node = Node::at("#/properties/labels", &[Ref(&N5)]);
    pub(crate) static N8: Node = Node::at("#/definitions/0451", &[]);
    pub(crate) static N9: Node = Node::at("#/definitions/media", &[]);
    pub(crate) static N10: Node = Node::at("#/definitions/media/definitions/video", &[Type(Types(Types::OBJECT)), Required(&["codec"]), Properties(&[("codec", &N11), ("fps", &N12)]), AdditionalProperties { declared: &["codec", "fps"], patterns: &[], schema: &N13 }]);
    pub(crate) static N11: Node = Node::at("#/definitions/media/definitions/video/properties/codec", &[Enum(&[Lit::Str("h264"), Lit::Str("av1")])]);
    pub(crate) static N12: Node = Node::at("#/definitions/media/definitions/video/properties/fps", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N13: Node = Node::at("#/definitions/media/definitions/video/additionalProperties", &[Never]);
    pub(crate) static N14: Node = Node::at("#/defs/scope", &[Type(Types(Types::OBJECT)), Required(&["name"]), Properties(&[("name", &N15), ("inner", &N16)])]);
    pub(crate) static N15: Node = Node::at("#/defs/scope/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N16: Node = Node::at("#/defs/scope/properties/inner", &[Ref(&N14)]);
    pub(crate) static N17: Node = Node::at("#/definitions/0451/full", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N18 }]);
    pub(crate) static N18: Node = Node::at("#/definitions/0451/full/items", &[Type(Types(Types::OBJECT)), Required(&["id"]), Properties(&[("id", &N19)])]);
    pub(crate) static N19: Node = Node::at("#/definitions/0451/full/items/properties/id", &[Type(Types(Types::INTEGER))]);
}
