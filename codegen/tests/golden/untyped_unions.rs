// @generated from tests/golden/untyped_unions.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// Build step
///
/// Unions whose branches declare members but no \`type\`, as many real-world schemas write objects. Any value that is not an object passes every such branch: a \`oneOf\` of two of them admits objects only (any other value passes both) and is an enum of their structs; an \`anyOf\` admits every other value as it is and is a union over JSON types whose object variant chooses between the structs.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnions {
    /// JSON member `source`: required.
    pub source: Source,
    /// JSON member `retry`: optional (`None` when absent).
    pub retry: ::std::option::Option<Retry>,
    /// Written inline: a key, or a volume to mount.
    ///
    /// JSON member `cache`: optional (`None` when absent).
    pub cache: ::std::option::Option<UntypedUnionsCache>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl UntypedUnions {
    /// A `UntypedUnions` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(source: Source) -> Self {
        Self {
            source,
            retry: ::std::option::Option::None,
            cache: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    UntypedUnions = __rules::N0; source : "source" = __rules::N1, retry "?" : "retry" =
    __rules::N2, cache "?" : "cache" = __rules::N3
);
::wire_models::__wm_json_schema!(
    UntypedUnions,
    r##"{"title":"Build step","description":"Unions whose branches declare members but no `type`, as many real-world schemas write objects. Any value that is not an object passes every such branch: a `oneOf` of two of them admits objects only (any other value passes both) and is an enum of their structs; an `anyOf` admits every other value as it is and is a union over JSON types whose object variant chooses between the structs.","type":"object","properties":{"source":{"$ref":"#/$defs/source"},"retry":{"$ref":"#/$defs/retry"},"cache":{}},"required":["source"]}"##;
    "/properties/source" => Source, "/properties/retry" => Retry, "/properties/cache" =>
    UntypedUnionsCache
);
/// Written inline: a key, or a volume to mount.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/cache`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum UntypedUnionsCache {
    /// A value of [`UntypedUnionsCacheKey`].
    Key(UntypedUnionsCacheKey),
    /// A value of [`UntypedUnionsCacheVolume`].
    Volume(UntypedUnionsCacheVolume),
}
::wire_models::__wm_choice!(
    UntypedUnionsCache = __rules::N3; Key(UntypedUnionsCacheKey),
    Volume(UntypedUnionsCacheVolume)
);
::wire_models::__wm_json_schema!(
    UntypedUnionsCache,
    r#"{"description":"Written inline: a key, or a volume to mount.","oneOf":[{},{}]}"#;
    "/oneOf/0" => UntypedUnionsCacheKey, "/oneOf/1" => UntypedUnionsCacheVolume
);
/// Where the code comes from: a repository or a folder.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/source`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Source {
    /// A value of [`SourceRepository`].
    Repository(SourceRepository),
    /// A value of [`SourceFolder`].
    Folder(SourceFolder),
}
::wire_models::__wm_choice!(
    Source = __rules::N11; Repository(SourceRepository), Folder(SourceFolder)
);
::wire_models::__wm_json_schema!(
    Source,
    r#"{"description":"Where the code comes from: a repository or a folder.","oneOf":[{},{}]}"#;
    "/oneOf/0" => SourceRepository, "/oneOf/1" => SourceFolder
);
/// How often to retry: a count, a deadline, or any other value, which the schema leaves as it is.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/retry`.
#[derive(Clone, Debug, PartialEq)]
pub enum Retry {
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
    Object(::std::boxed::Box<RetryObject>),
}
::wire_models::__wm_union!(
    Retry = __rules::N17; Null, Boolean, Number, String, Array, Object; object =
    __rules::N26; array = __rules::N17
);
::wire_models::__wm_json_schema!(
    Retry,
    r#"{"description":"How often to retry: a count, a deadline, or any other value, which the schema leaves as it is.","anyOf":[{"properties":{"attempts":{"type":"integer","minimum":1}},"required":["attempts"]},{"properties":{"until":{"type":"string","format":"date-time"}},"required":["until"]}]}"#
);
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/cache/oneOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnionsCacheKey {
    /// JSON member `key`: required.
    pub key: ::std::string::String,
}
impl UntypedUnionsCacheKey {
    /// A `UntypedUnionsCacheKey` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(key: ::std::string::String) -> Self {
        Self { key }
    }
}
::wire_models::__wm_object!(
    UntypedUnionsCacheKey = __rules::N22, closed; key : "key" = __rules::N5
);
::wire_models::__wm_json_schema!(
    UntypedUnionsCacheKey,
    r#"{"properties":{"key":{"type":"string","minLength":1}},"required":["key"],"additionalProperties":false,"type":"object"}"#
);
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/cache/oneOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnionsCacheVolume {
    /// JSON member `volume`: required.
    pub volume: ::std::string::String,
    /// JSON member `read_only`: optional (`None` when absent).
    pub read_only: ::std::option::Option<bool>,
}
impl UntypedUnionsCacheVolume {
    /// A `UntypedUnionsCacheVolume` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(volume: ::std::string::String) -> Self {
        Self {
            volume,
            read_only: ::std::option::Option::None,
        }
    }
}
::wire_models::__wm_object!(
    UntypedUnionsCacheVolume = __rules::N23, closed; volume : "volume" = __rules::N8,
    read_only "?" : "read_only" = __rules::N9
);
::wire_models::__wm_json_schema!(
    UntypedUnionsCacheVolume,
    r#"{"properties":{"volume":{"type":"string"},"read_only":{"type":"boolean"}},"required":["volume"],"additionalProperties":false,"type":"object"}"#
);
/// Repository
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/source/oneOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceRepository {
    /// JSON member `git`: required.
    pub git: ::std::string::String,
    /// JSON member `branch`: optional (`None` when absent).
    pub branch: ::std::option::Option<::std::string::String>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl SourceRepository {
    /// A `SourceRepository` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(git: ::std::string::String) -> Self {
        Self {
            git,
            branch: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    SourceRepository = __rules::N24; git : "git" = __rules::N13, branch "?" : "branch" =
    __rules::N14
);
::wire_models::__wm_json_schema!(
    SourceRepository,
    r#"{"title":"Repository","properties":{"git":{"type":"string","format":"uri"},"branch":{"type":"string"}},"required":["git"],"type":"object"}"#
);
/// Folder
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/source/oneOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct SourceFolder {
    /// JSON member `path`: required.
    pub path: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl SourceFolder {
    /// A `SourceFolder` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(path: ::std::string::String) -> Self {
        Self {
            path,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(SourceFolder = __rules::N25; path : "path" = __rules::N16);
::wire_models::__wm_json_schema!(
    SourceFolder,
    r#"{"title":"Folder","properties":{"path":{"type":"string"}},"required":["path"],"type":"object"}"#
);
/// How often to retry: a count, a deadline, or any other value, which the schema leaves as it is.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/retry`. The objects of [`Retry`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum RetryObject {
    /// A value of [`RetryObjectAttempts`].
    Attempts(RetryObjectAttempts),
    /// A value of [`RetryObjectUntil`].
    Until(RetryObjectUntil),
}
::wire_models::__wm_choice!(
    RetryObject = __rules::N26; Attempts(RetryObjectAttempts), Until(RetryObjectUntil)
);
::wire_models::__wm_json_schema!(
    RetryObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" => Retry
);
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/retry/anyOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct RetryObjectAttempts {
    /// JSON member `attempts`: required.
    pub attempts: ::wire_models::Integer,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl RetryObjectAttempts {
    /// A `RetryObjectAttempts` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(attempts: ::wire_models::Integer) -> Self {
        Self {
            attempts,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    RetryObjectAttempts = __rules::N27; attempts : "attempts" = __rules::N19
);
::wire_models::__wm_json_schema!(
    RetryObjectAttempts,
    r#"{"properties":{"attempts":{"type":"integer","minimum":1}},"required":["attempts"],"type":"object"}"#
);
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/retry/anyOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct RetryObjectUntil {
    /// JSON member `until`: required.
    pub until: ::wire_models::DateTime,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl RetryObjectUntil {
    /// A `RetryObjectUntil` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(until: ::wire_models::DateTime) -> Self {
        Self {
            until,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    RetryObjectUntil = __rules::N28; until : "until" = __rules::N21
);
::wire_models::__wm_json_schema!(
    RetryObjectUntil,
    r#"{"properties":{"until":{"type":"string","format":"date-time"}},"required":["until"],"type":"object"}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::format::Format;
    use ::wire_models::runtime::rules::{Node, Num, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["source"]), Properties(&[("source", &N1), ("retry", &N2), ("cache", &N3)])]);
    pub(crate) static N1: Node = Node::at("#/properties/source", &[Ref(&N11)]);
    pub(crate) static N2: Node = Node::at("#/properties/retry", &[Ref(&N17)]);
    pub(crate) static N3: Node = Node::at("#/properties/cache", &[OneOf(&[&N4, &N7])]);
    pub(crate) static N4: Node = Node::at("#/properties/cache/oneOf/0", &[Required(&["key"]), Properties(&[("key", &N5)]), AdditionalProperties { declared: &["key"], patterns: &[], schema: &N6 }]);
    pub(crate) static N5: Node = Node::at("#/properties/cache/oneOf/0/properties/key", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N6: Node = Node::at("#/properties/cache/oneOf/0/additionalProperties", &[Never]);
    pub(crate) static N7: Node = Node::at("#/properties/cache/oneOf/1", &[Required(&["volume"]), Properties(&[("volume", &N8), ("read_only", &N9)]), AdditionalProperties { declared: &["volume", "read_only"], patterns: &[], schema: &N10 }]);
    pub(crate) static N8: Node = Node::at("#/properties/cache/oneOf/1/properties/volume", &[Type(Types(Types::STRING))]);
    pub(crate) static N9: Node = Node::at("#/properties/cache/oneOf/1/properties/read_only", &[Type(Types(Types::BOOLEAN))]);
    pub(crate) static N10: Node = Node::at("#/properties/cache/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N11: Node = Node::at("#/$defs/source", &[OneOf(&[&N12, &N15])]);
    pub(crate) static N12: Node = Node::at("#/$defs/source/oneOf/0", &[Required(&["git"]), Properties(&[("git", &N13), ("branch", &N14)])]);
    pub(crate) static N13: Node = Node::at("#/$defs/source/oneOf/0/properties/git", &[Type(Types(Types::STRING)), Format(Format::Uri)]);
    pub(crate) static N14: Node = Node::at("#/$defs/source/oneOf/0/properties/branch", &[Type(Types(Types::STRING))]);
    pub(crate) static N15: Node = Node::at("#/$defs/source/oneOf/1", &[Required(&["path"]), Properties(&[("path", &N16)])]);
    pub(crate) static N16: Node = Node::at("#/$defs/source/oneOf/1/properties/path", &[Type(Types(Types::STRING))]);
    pub(crate) static N17: Node = Node::at("#/$defs/retry", &[AnyOf(&[&N18, &N20])]);
    pub(crate) static N18: Node = Node::at("#/$defs/retry/anyOf/0", &[Required(&["attempts"]), Properties(&[("attempts", &N19)])]);
    pub(crate) static N19: Node = Node::at("#/$defs/retry/anyOf/0/properties/attempts", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N20: Node = Node::at("#/$defs/retry/anyOf/1", &[Required(&["until"]), Properties(&[("until", &N21)])]);
    pub(crate) static N21: Node = Node::at("#/$defs/retry/anyOf/1/properties/until", &[Type(Types(Types::STRING)), Format(Format::DateTime)]);
    pub(crate) static N22: Node = Node::at("#/properties/cache/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["key"]), Properties(&[("key", &N5)]), AdditionalProperties { declared: &["key"], patterns: &[], schema: &N6 }]);
    pub(crate) static N23: Node = Node::at("#/properties/cache/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["volume"]), Properties(&[("volume", &N8), ("read_only", &N9)]), AdditionalProperties { declared: &["volume", "read_only"], patterns: &[], schema: &N10 }]);
    pub(crate) static N24: Node = Node::at("#/$defs/source/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["git"]), Properties(&[("git", &N13), ("branch", &N14)])]);
    pub(crate) static N25: Node = Node::at("#/$defs/source/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["path"]), Properties(&[("path", &N16)])]);
    pub(crate) static N26: Node = Node::at("#/$defs/retry", &[Type(Types(Types::OBJECT)), AnyOf(&[&N18, &N20])]);
    pub(crate) static N27: Node = Node::at("#/$defs/retry/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["attempts"]), Properties(&[("attempts", &N19)])]);
    pub(crate) static N28: Node = Node::at("#/$defs/retry/anyOf/1", &[Type(Types(Types::OBJECT)), Required(&["until"]), Properties(&[("until", &N21)])]);
}
