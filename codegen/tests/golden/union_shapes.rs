// @generated from tests/golden/union_shapes.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Message
///
/// A chat message whose content is text or a list of parts (as OpenAI's API writes it) whose limit is a word or a number, and whose author is a name or an object: the shapes written inline in a union over JSON types are types of their own.
///
/// Schema: `tests/golden/union_shapes.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct UnionShapes {
    /// JSON member `content`: required.
    pub content: UnionShapesContent,
    /// JSON member `max_tokens`: optional (`None` when absent).
    pub max_tokens: ::std::option::Option<UnionShapesMaxTokens>,
    /// JSON member `author`: optional (`None` when absent).
    pub author: ::std::option::Option<UnionShapesAuthor>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl UnionShapes {
    /// A `UnionShapes` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(content: UnionShapesContent) -> Self {
        Self {
            content,
            max_tokens: ::std::option::Option::None,
            author: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    UnionShapes = __rules::N0; content : "content" = __rules::N1, max_tokens "?" :
    "max_tokens" = __rules::N8, author "?" : "author" = __rules::N11
);
::wire_models::__wm_json_schema!(
    UnionShapes,
    r#"{"title":"Message","description":"A chat message whose content is text or a list of parts (as OpenAI's API writes it) whose limit is a word or a number, and whose author is a name or an object: the shapes written inline in a union over JSON types are types of their own.","type":"object","properties":{"content":{},"max_tokens":{},"author":{}},"required":["content"]}"#;
    "/properties/content" => UnionShapesContent, "/properties/max_tokens" =>
    UnionShapesMaxTokens, "/properties/author" => UnionShapesAuthor
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/content`.
#[derive(Clone, Debug, PartialEq)]
pub enum UnionShapesContent {
    /// A JSON null.
    Null,
    /// A JSON string.
    String(::std::string::String),
    /// A JSON array.
    Array(::std::vec::Vec<UnionShapesContentItem>),
}
::wire_models::__wm_union!(
    UnionShapesContent = __rules::N1; Null, String, Array; array = __rules::N3
);
::wire_models::__wm_json_schema!(
    UnionShapesContent,
    r#"{"anyOf":[{"type":"string"},{"type":"array","items":{}},{"type":"null"}]}"#;
    "/anyOf/1/items" => UnionShapesContentItem
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/content/anyOf/1/items`.
#[derive(Clone, Debug, PartialEq)]
pub struct UnionShapesContentItem {
    /// JSON member `type`: required.
    pub r#type: UnionShapesContentItemType,
    /// JSON member `text`: optional (`None` when absent).
    pub text: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl UnionShapesContentItem {
    /// A `UnionShapesContentItem` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(r#type: UnionShapesContentItemType) -> Self {
        Self {
            r#type,
            text: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    UnionShapesContentItem = __rules::N4; r#type : "type" = __rules::N5, text "?" :
    "text" = __rules::N6
);
::wire_models::__wm_json_schema!(
    UnionShapesContentItem,
    r#"{"type":"object","properties":{"type":{},"text":{"type":"string"}},"required":["type"]}"#;
    "/properties/type" => UnionShapesContentItemType
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/content/anyOf/1/items/properties/type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnionShapesContentItemType {
    /// `"text"`
    Text,
    /// `"image_url"`
    ImageUrl,
}
::wire_models::__wm_str_enum!(
    UnionShapesContentItemType = __rules::N5; Text = "text", ImageUrl = "image_url"
);
::wire_models::__wm_json_schema!(
    UnionShapesContentItemType, r#"{"enum":["text","image_url"]}"#
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/max_tokens`.
#[derive(Clone, Debug, PartialEq)]
pub enum UnionShapesMaxTokens {
    /// A JSON integer.
    Integer(::wire_models::Integer),
    /// A JSON string.
    String(UnionShapesMaxTokensString),
}
::wire_models::__wm_union!(UnionShapesMaxTokens = __rules::N8; Integer, String);
::wire_models::__wm_json_schema!(
    UnionShapesMaxTokens, r#"{"anyOf":[{},{"type":"integer","minimum":1}]}"#; "/anyOf/0"
    => UnionShapesMaxTokensString
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/max_tokens/anyOf/0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnionShapesMaxTokensString {
    /// `"auto"`
    Auto,
    /// `"inf"`
    Inf,
}
::wire_models::__wm_str_enum!(
    UnionShapesMaxTokensString = __rules::N9; Auto = "auto", Inf = "inf"
);
::wire_models::__wm_json_schema!(
    UnionShapesMaxTokensString, r#"{"enum":["auto","inf"]}"#
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/author`.
#[derive(Clone, Debug, PartialEq)]
pub enum UnionShapesAuthor {
    /// A JSON string.
    String(::std::string::String),
    /// A JSON object.
    Object(::std::boxed::Box<UnionShapesAuthorObject>),
}
::wire_models::__wm_union!(
    UnionShapesAuthor = __rules::N11; String, Object; object = __rules::N13
);
::wire_models::__wm_json_schema!(
    UnionShapesAuthor, r#"{"anyOf":[{"type":"string","minLength":1},{}]}"#; "/anyOf/1" =>
    UnionShapesAuthorObject
);
/// Schema: `tests/golden/union_shapes.schema.json`, `/properties/author/anyOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct UnionShapesAuthorObject {
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// JSON member `email`: optional (`None` when absent).
    pub email: ::std::option::Option<::std::string::String>,
}
impl UnionShapesAuthorObject {
    /// A `UnionShapesAuthorObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String) -> Self {
        Self {
            name,
            email: ::std::option::Option::None,
        }
    }
}
::wire_models::__wm_object!(
    UnionShapesAuthorObject = __rules::N13, closed; name : "name" = __rules::N14, email
    "?" : "email" = __rules::N15
);
::wire_models::__wm_json_schema!(
    UnionShapesAuthorObject,
    r#"{"type":"object","properties":{"name":{"type":"string"},"email":{"type":"string","format":"email"}},"required":["name"],"additionalProperties":false}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["content"]), Properties(&[("content", &N1), ("max_tokens", &N8), ("author", &N11)])]);
    pub(crate) static N1: Node = Node::at("#/properties/content", &[AnyOf(&[&N2, &N3, &N7])]);
    pub(crate) static N2: Node = Node::at("#/properties/content/anyOf/0", &[Type(Types(Types::STRING))]);
    pub(crate) static N3: Node = Node::at("#/properties/content/anyOf/1", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N4 }]);
    pub(crate) static N4: Node = Node::at("#/properties/content/anyOf/1/items", &[Type(Types(Types::OBJECT)), Required(&["type"]), Properties(&[("type", &N5), ("text", &N6)])]);
    pub(crate) static N5: Node = Node::at("#/properties/content/anyOf/1/items/properties/type", &[Enum(&[Lit::Str("text"), Lit::Str("image_url")])]);
    pub(crate) static N6: Node = Node::at("#/properties/content/anyOf/1/items/properties/text", &[Type(Types(Types::STRING))]);
    pub(crate) static N7: Node = Node::at("#/properties/content/anyOf/2", &[Type(Types(Types::NULL))]);
    pub(crate) static N8: Node = Node::at("#/properties/max_tokens", &[AnyOf(&[&N9, &N10])]);
    pub(crate) static N9: Node = Node::at("#/properties/max_tokens/anyOf/0", &[Enum(&[Lit::Str("auto"), Lit::Str("inf")])]);
    pub(crate) static N10: Node = Node::at("#/properties/max_tokens/anyOf/1", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N11: Node = Node::at("#/properties/author", &[AnyOf(&[&N12, &N13])]);
    pub(crate) static N12: Node = Node::at("#/properties/author/anyOf/0", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N13: Node = Node::at("#/properties/author/anyOf/1", &[Type(Types(Types::OBJECT)), Required(&["name"]), Properties(&[("name", &N14), ("email", &N15)]), AdditionalProperties { declared: &["name", "email"], patterns: &[], schema: &N16 }]);
    pub(crate) static N14: Node = Node::at("#/properties/author/anyOf/1/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N15: Node = Node::at("#/properties/author/anyOf/1/properties/email", &[Type(Types(Types::STRING)), Format(Format::Email)]);
    pub(crate) static N16: Node = Node::at("#/properties/author/anyOf/1/additionalProperties", &[Never]);
}
