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
    /// Where to send the result, or \`null\` for nowhere. Its object branch says no \`type\`, so it admits \`null\` too: the \`anyOf\` is one union over JSON types, not an \`Option\` of one.
    ///
    /// JSON member `notify`: optional (`None` when absent).
    pub notify: ::std::option::Option<UntypedUnionsNotify>,
    /// \`null\` passes both branches, so this \`oneOf\` refuses it: a union over every JSON type but \`null\`.
    ///
    /// JSON member `timeout`: optional (`None` when absent).
    pub timeout: ::std::option::Option<UntypedUnionsTimeout>,
    /// JSON member `package`: optional (`None` when absent).
    pub package: ::std::option::Option<Package>,
    /// A version constraint, or a path or URL to take the package from, written inline: every branch is a type of its own, so this is an enum of the three (and no type is made of its objects alone).
    ///
    /// JSON member `pin`: optional (`None` when absent).
    pub pin: ::std::option::Option<UntypedUnionsPin>,
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
            notify: ::std::option::Option::None,
            timeout: ::std::option::Option::None,
            package: ::std::option::Option::None,
            pin: ::std::option::Option::None,
            cache: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    UntypedUnions = __rules::N0; source : "source" = __rules::N1, retry "?" : "retry" =
    __rules::N2, notify "?" : "notify" = __rules::N3, timeout "?" : "timeout" =
    __rules::N7, package "?" : "package" = __rules::N11, pin "?" : "pin" = __rules::N12,
    cache "?" : "cache" = __rules::N20
);
::wire_models::__wm_json_schema!(
    UntypedUnions,
    r##"{"title":"Build step","description":"Unions whose branches declare members but no `type`, as many real-world schemas write objects. Any value that is not an object passes every such branch: a `oneOf` of two of them admits objects only (any other value passes both) and is an enum of their structs; an `anyOf` admits every other value as it is and is a union over JSON types whose object variant chooses between the structs.","type":"object","properties":{"source":{"$ref":"#/$defs/source"},"retry":{"$ref":"#/$defs/retry"},"notify":{},"timeout":{},"package":{"$ref":"#/$defs/package"},"pin":{},"cache":{}},"required":["source"]}"##;
    "/properties/source" => Source, "/properties/retry" => Retry, "/properties/notify" =>
    UntypedUnionsNotify, "/properties/timeout" => UntypedUnionsTimeout,
    "/properties/package" => Package, "/properties/pin" => UntypedUnionsPin,
    "/properties/cache" => UntypedUnionsCache
);
/// Where to send the result, or \`null\` for nowhere. Its object branch says no \`type\`, so it admits \`null\` too: the \`anyOf\` is one union over JSON types, not an \`Option\` of one.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/notify`.
#[derive(Clone, Debug, PartialEq)]
pub enum UntypedUnionsNotify {
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
    Object(::std::boxed::Box<UntypedUnionsNotifyObject>),
}
::wire_models::__wm_union!(
    UntypedUnionsNotify = __rules::N3; Null, Boolean, Number, String, Array, Object;
    object = __rules::N4; array = __rules::N4
);
::wire_models::__wm_json_schema!(
    UntypedUnionsNotify,
    r#"{"description":"Where to send the result, or `null` for nowhere. Its object branch says no `type`, so it admits `null` too: the `anyOf` is one union over JSON types, not an `Option` of one.","anyOf":[{"properties":{"email":{"type":"string","format":"email"}},"required":["email"]},{"type":"null"}]}"#
);
/// \`null\` passes both branches, so this \`oneOf\` refuses it: a union over every JSON type but \`null\`.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/timeout`.
#[derive(Clone, Debug, PartialEq)]
pub enum UntypedUnionsTimeout {
    /// A JSON boolean.
    Boolean(bool),
    /// A JSON number.
    Number(::wire_models::Number),
    /// A JSON string.
    String(::std::string::String),
    /// A JSON array.
    Array(::std::vec::Vec<::wire_models::Value>),
    /// A JSON object.
    Object(::std::boxed::Box<UntypedUnionsTimeoutObject>),
}
::wire_models::__wm_union!(
    UntypedUnionsTimeout = __rules::N7; Boolean, Number, String, Array, Object; object =
    __rules::N8; array = __rules::N8
);
::wire_models::__wm_json_schema!(
    UntypedUnionsTimeout,
    r#"{"description":"`null` passes both branches, so this `oneOf` refuses it: a union over every JSON type but `null`.","oneOf":[{"properties":{"seconds":{"type":"integer","minimum":1}},"required":["seconds"]},{"type":"null"}]}"#
);
/// A version constraint, or a path or URL to take the package from, written inline: every branch is a type of its own, so this is an enum of the three (and no type is made of its objects alone).
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/pin`.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum UntypedUnionsPin {
    /// A value of [`Constraint`].
    Constraint(Constraint),
    /// A value of [`UntypedUnionsPinPath`].
    Path(UntypedUnionsPinPath),
    /// A value of [`UntypedUnionsPinUrl`].
    Url(UntypedUnionsPinUrl),
}
::wire_models::__wm_choice!(
    UntypedUnionsPin = __rules::N12; 0 => Constraint(Constraint), 1 =>
    Path(UntypedUnionsPinPath), 2 => Url(UntypedUnionsPinUrl)
);
::wire_models::__wm_json_schema!(
    UntypedUnionsPin,
    r##"{"description":"A version constraint, or a path or URL to take the package from, written inline: every branch is a type of its own, so this is an enum of the three (and no type is made of its objects alone).","oneOf":[{"$ref":"#/$defs/constraint"},{},{}]}"##;
    "/oneOf/0" => Constraint, "/oneOf/1" => UntypedUnionsPinPath, "/oneOf/2" =>
    UntypedUnionsPinUrl
);
/// Path
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/pin/oneOf/1`.
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnionsPinPath {
    /// JSON member `path`: required.
    pub path: ::std::string::String,
}
impl UntypedUnionsPinPath {
    /// A `UntypedUnionsPinPath` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(path: ::std::string::String) -> Self {
        Self { path }
    }
}
::wire_models::__wm_object!(
    UntypedUnionsPinPath = __rules::N14, closed; path : "path" = __rules::N15
);
::wire_models::__wm_json_schema!(
    UntypedUnionsPinPath,
    r#"{"title":"Path","type":"object","properties":{"path":{"type":"string"}},"required":["path"],"additionalProperties":false}"#
);
/// Url
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/pin/oneOf/2`.
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnionsPinUrl {
    /// JSON member `url`: required.
    pub url: ::std::string::String,
}
impl UntypedUnionsPinUrl {
    /// A `UntypedUnionsPinUrl` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(url: ::std::string::String) -> Self {
        Self { url }
    }
}
::wire_models::__wm_object!(
    UntypedUnionsPinUrl = __rules::N17, closed; url : "url" = __rules::N18
);
::wire_models::__wm_json_schema!(
    UntypedUnionsPinUrl,
    r#"{"title":"Url","type":"object","properties":{"url":{"type":"string","format":"uri"}},"required":["url"],"additionalProperties":false}"#
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
    UntypedUnionsCache = __rules::N20; 0 => Key(UntypedUnionsCacheKey), 1 =>
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
    Source = __rules::N28; 0 => Repository(SourceRepository), 1 => Folder(SourceFolder)
);
::wire_models::__wm_json_schema!(
    Source,
    r#"{"description":"Where the code comes from: a repository or a folder.","oneOf":[{},{}]}"#;
    "/oneOf/0" => SourceRepository, "/oneOf/1" => SourceFolder
);
/// A version constraint, \`null\` for any version, or where to fetch the package from (SchemaStore's pubspec dependency). The definition reads \`null\` itself, so it is a union over JSON types; every branch of the constraint is a string, so the enum of its objects has a variant for the SDK and one for git only.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/package`.
#[derive(Clone, Debug, PartialEq)]
pub enum Package {
    /// A JSON null.
    Null,
    /// A JSON string.
    String(Constraint),
    /// A JSON object.
    Object(::std::boxed::Box<PackageObject>),
}
::wire_models::__wm_union!(
    Package = __rules::N34; Null, String, Object; object = __rules::N58
);
::wire_models::__wm_json_schema!(
    Package,
    r##"{"description":"A version constraint, `null` for any version, or where to fetch the package from (SchemaStore's pubspec dependency). The definition reads `null` itself, so it is a union over JSON types; every branch of the constraint is a string, so the enum of its objects has a variant for the SDK and one for git only.","oneOf":[{"$ref":"#/$defs/constraint"},{"type":"null"},{},{}]}"##;
    "/oneOf/0" => Constraint, "/oneOf/2" => PackageObjectSdk, "/oneOf/3" =>
    PackageObjectGit
);
/// SDK
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/package/oneOf/2`.
#[derive(Clone, Debug, PartialEq)]
pub struct PackageObjectSdk {
    /// JSON member `sdk`: required.
    pub sdk: ::std::string::String,
}
impl PackageObjectSdk {
    /// A `PackageObjectSdk` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(sdk: ::std::string::String) -> Self {
        Self { sdk }
    }
}
::wire_models::__wm_object!(
    PackageObjectSdk = __rules::N37, closed; sdk : "sdk" = __rules::N38
);
::wire_models::__wm_json_schema!(
    PackageObjectSdk,
    r#"{"title":"SDK","type":"object","properties":{"sdk":{"type":"string"}},"required":["sdk"],"additionalProperties":false}"#
);
/// Git
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/package/oneOf/3`.
#[derive(Clone, Debug, PartialEq)]
pub struct PackageObjectGit {
    /// JSON member `git`: required.
    pub git: ::std::string::String,
}
impl PackageObjectGit {
    /// A `PackageObjectGit` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(git: ::std::string::String) -> Self {
        Self { git }
    }
}
::wire_models::__wm_object!(
    PackageObjectGit = __rules::N40, closed; git : "git" = __rules::N41
);
::wire_models::__wm_json_schema!(
    PackageObjectGit,
    r#"{"title":"Git","type":"object","properties":{"git":{"type":"string","format":"uri"}},"required":["git"],"additionalProperties":false}"#
);
/// Any version, or those compatible with one; its branches say \`type\` but it does not.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/constraint`.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraint(::std::string::String);
::wire_models::__wm_newtype!(Constraint(::std::string::String) = __rules::N43);
::wire_models::__wm_json_schema!(
    Constraint,
    r#"{"description":"Any version, or those compatible with one; its branches say `type` but it does not.","oneOf":[{"type":"string","enum":["any"]},{"type":"string","pattern":"^\\^\\d+\\.\\d+\\.\\d+$"}]}"#
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
    Retry = __rules::N46; Null, Boolean, Number, String, Array, Object; object =
    __rules::N59; array = __rules::N46
);
::wire_models::__wm_json_schema!(
    Retry,
    r#"{"description":"How often to retry: a count, a deadline, or any other value, which the schema leaves as it is.","anyOf":[{"properties":{"attempts":{"type":"integer","minimum":1}},"required":["attempts"]},{"properties":{"until":{"type":"string","format":"date-time"}},"required":["until"]}]}"#
);
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/notify/anyOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnionsNotifyObject {
    /// JSON member `email`: required.
    pub email: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl UntypedUnionsNotifyObject {
    /// A `UntypedUnionsNotifyObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(email: ::std::string::String) -> Self {
        Self {
            email,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    UntypedUnionsNotifyObject = __rules::N51; email : "email" = __rules::N5
);
::wire_models::__wm_json_schema!(
    UntypedUnionsNotifyObject,
    r#"{"properties":{"email":{"type":"string","format":"email"}},"required":["email"],"type":"object"}"#
);
/// Schema: `tests/golden/untyped_unions.schema.json`, `/properties/timeout/oneOf/0`.
#[derive(Clone, Debug, PartialEq)]
pub struct UntypedUnionsTimeoutObject {
    /// JSON member `seconds`: required.
    pub seconds: ::wire_models::Integer,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl UntypedUnionsTimeoutObject {
    /// A `UntypedUnionsTimeoutObject` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(seconds: ::wire_models::Integer) -> Self {
        Self {
            seconds,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    UntypedUnionsTimeoutObject = __rules::N52; seconds : "seconds" = __rules::N9
);
::wire_models::__wm_json_schema!(
    UntypedUnionsTimeoutObject,
    r#"{"properties":{"seconds":{"type":"integer","minimum":1}},"required":["seconds"],"type":"object"}"#
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
    UntypedUnionsCacheKey = __rules::N54, closed; key : "key" = __rules::N22
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
    UntypedUnionsCacheVolume = __rules::N55, closed; volume : "volume" = __rules::N25,
    read_only "?" : "read_only" = __rules::N26
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
    SourceRepository = __rules::N56; git : "git" = __rules::N30, branch "?" : "branch" =
    __rules::N31
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
::wire_models::__wm_object!(SourceFolder = __rules::N57; path : "path" = __rules::N33);
::wire_models::__wm_json_schema!(
    SourceFolder,
    r#"{"title":"Folder","properties":{"path":{"type":"string"}},"required":["path"],"type":"object"}"#
);
/// A version constraint, \`null\` for any version, or where to fetch the package from (SchemaStore's pubspec dependency). The definition reads \`null\` itself, so it is a union over JSON types; every branch of the constraint is a string, so the enum of its objects has a variant for the SDK and one for git only.
///
/// Schema: `tests/golden/untyped_unions.schema.json`, `/$defs/package`. The objects of [`Package`], which admits other JSON types too.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum PackageObject {
    /// A value of [`PackageObjectSdk`].
    Sdk(PackageObjectSdk),
    /// A value of [`PackageObjectGit`].
    Git(PackageObjectGit),
}
::wire_models::__wm_choice!(
    PackageObject = __rules::N58; 2 => Sdk(PackageObjectSdk), 3 => Git(PackageObjectGit)
);
::wire_models::__wm_json_schema!(
    PackageObject, r#"{"type":"object","allOf":[{}]}"#; "/allOf/0" => Package
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
    RetryObject = __rules::N59; 0 => Attempts(RetryObjectAttempts), 1 =>
    Until(RetryObjectUntil)
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
    RetryObjectAttempts = __rules::N60; attempts : "attempts" = __rules::N48
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
    RetryObjectUntil = __rules::N61; until : "until" = __rules::N50
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
    use ::wire_models::runtime::pattern::Pattern;
    use ::wire_models::runtime::rules::{Lit, Node, Num, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^\\^\\d+\\.\\d+\\.\\d+$", "\\A\\^[0-9]+\\.[0-9]+\\.[0-9]+\\z");
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["source"]), Properties(&[("source", &N1), ("retry", &N2), ("notify", &N3), ("timeout", &N7), ("package", &N11), ("pin", &N12), ("cache", &N20)])]);
    pub(crate) static N1: Node = Node::at("#/properties/source", &[Ref(&N28)]);
    pub(crate) static N2: Node = Node::at("#/properties/retry", &[Ref(&N46)]);
    pub(crate) static N3: Node = Node::at("#/properties/notify", &[AnyOf(&[&N4, &N6])]);
    pub(crate) static N4: Node = Node::at("#/properties/notify/anyOf/0", &[Required(&["email"]), Properties(&[("email", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/properties/notify/anyOf/0/properties/email", &[Type(Types(Types::STRING)), Format(Format::Email)]);
    pub(crate) static N6: Node = Node::at("#/properties/notify/anyOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N7: Node = Node::at("#/properties/timeout", &[OneOf(&[&N8, &N10])]);
    pub(crate) static N8: Node = Node::at("#/properties/timeout/oneOf/0", &[Required(&["seconds"]), Properties(&[("seconds", &N9)])]);
    pub(crate) static N9: Node = Node::at("#/properties/timeout/oneOf/0/properties/seconds", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N10: Node = Node::at("#/properties/timeout/oneOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N11: Node = Node::at("#/properties/package", &[Ref(&N34)]);
    pub(crate) static N12: Node = Node::at("#/properties/pin", &[OneOf(&[&N13, &N14, &N17])]);
    pub(crate) static N13: Node = Node::at("#/properties/pin/oneOf/0", &[Ref(&N43)]);
    pub(crate) static N14: Node = Node::at("#/properties/pin/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["path"]), Properties(&[("path", &N15)]), AdditionalProperties { declared: &["path"], patterns: &[], schema: &N16 }]);
    pub(crate) static N15: Node = Node::at("#/properties/pin/oneOf/1/properties/path", &[Type(Types(Types::STRING))]);
    pub(crate) static N16: Node = Node::at("#/properties/pin/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N17: Node = Node::at("#/properties/pin/oneOf/2", &[Type(Types(Types::OBJECT)), Required(&["url"]), Properties(&[("url", &N18)]), AdditionalProperties { declared: &["url"], patterns: &[], schema: &N19 }]);
    pub(crate) static N18: Node = Node::at("#/properties/pin/oneOf/2/properties/url", &[Type(Types(Types::STRING)), Format(Format::Uri)]);
    pub(crate) static N19: Node = Node::at("#/properties/pin/oneOf/2/additionalProperties", &[Never]);
    pub(crate) static N20: Node = Node::at("#/properties/cache", &[OneOf(&[&N21, &N24])]);
    pub(crate) static N21: Node = Node::at("#/properties/cache/oneOf/0", &[Required(&["key"]), Properties(&[("key", &N22)]), AdditionalProperties { declared: &["key"], patterns: &[], schema: &N23 }]);
    pub(crate) static N22: Node = Node::at("#/properties/cache/oneOf/0/properties/key", &[Type(Types(Types::STRING)), MinLength(1)]);
    pub(crate) static N23: Node = Node::at("#/properties/cache/oneOf/0/additionalProperties", &[Never]);
    pub(crate) static N24: Node = Node::at("#/properties/cache/oneOf/1", &[Required(&["volume"]), Properties(&[("volume", &N25), ("read_only", &N26)]), AdditionalProperties { declared: &["volume", "read_only"], patterns: &[], schema: &N27 }]);
    pub(crate) static N25: Node = Node::at("#/properties/cache/oneOf/1/properties/volume", &[Type(Types(Types::STRING))]);
    pub(crate) static N26: Node = Node::at("#/properties/cache/oneOf/1/properties/read_only", &[Type(Types(Types::BOOLEAN))]);
    pub(crate) static N27: Node = Node::at("#/properties/cache/oneOf/1/additionalProperties", &[Never]);
    pub(crate) static N28: Node = Node::at("#/$defs/source", &[OneOf(&[&N29, &N32])]);
    pub(crate) static N29: Node = Node::at("#/$defs/source/oneOf/0", &[Required(&["git"]), Properties(&[("git", &N30), ("branch", &N31)])]);
    pub(crate) static N30: Node = Node::at("#/$defs/source/oneOf/0/properties/git", &[Type(Types(Types::STRING)), Format(Format::Uri)]);
    pub(crate) static N31: Node = Node::at("#/$defs/source/oneOf/0/properties/branch", &[Type(Types(Types::STRING))]);
    pub(crate) static N32: Node = Node::at("#/$defs/source/oneOf/1", &[Required(&["path"]), Properties(&[("path", &N33)])]);
    pub(crate) static N33: Node = Node::at("#/$defs/source/oneOf/1/properties/path", &[Type(Types(Types::STRING))]);
    pub(crate) static N34: Node = Node::at("#/$defs/package", &[OneOf(&[&N35, &N36, &N37, &N40])]);
    pub(crate) static N35: Node = Node::at("#/$defs/package/oneOf/0", &[Ref(&N43)]);
    pub(crate) static N36: Node = Node::at("#/$defs/package/oneOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N37: Node = Node::at("#/$defs/package/oneOf/2", &[Type(Types(Types::OBJECT)), Required(&["sdk"]), Properties(&[("sdk", &N38)]), AdditionalProperties { declared: &["sdk"], patterns: &[], schema: &N39 }]);
    pub(crate) static N38: Node = Node::at("#/$defs/package/oneOf/2/properties/sdk", &[Type(Types(Types::STRING))]);
    pub(crate) static N39: Node = Node::at("#/$defs/package/oneOf/2/additionalProperties", &[Never]);
    pub(crate) static N40: Node = Node::at("#/$defs/package/oneOf/3", &[Type(Types(Types::OBJECT)), Required(&["git"]), Properties(&[("git", &N41)]), AdditionalProperties { declared: &["git"], patterns: &[], schema: &N42 }]);
    pub(crate) static N41: Node = Node::at("#/$defs/package/oneOf/3/properties/git", &[Type(Types(Types::STRING)), Format(Format::Uri)]);
    pub(crate) static N42: Node = Node::at("#/$defs/package/oneOf/3/additionalProperties", &[Never]);
    pub(crate) static N43: Node = Node::at("#/$defs/constraint", &[OneOf(&[&N44, &N45])]);
    pub(crate) static N44: Node = Node::at("#/$defs/constraint/oneOf/0", &[Type(Types(Types::STRING)), Enum(&[Lit::Str("any")])]);
    pub(crate) static N45: Node = Node::at("#/$defs/constraint/oneOf/1", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N46: Node = Node::at("#/$defs/retry", &[AnyOf(&[&N47, &N49])]);
    pub(crate) static N47: Node = Node::at("#/$defs/retry/anyOf/0", &[Required(&["attempts"]), Properties(&[("attempts", &N48)])]);
    pub(crate) static N48: Node = Node::at("#/$defs/retry/anyOf/0/properties/attempts", &[Type(Types(Types::INTEGER)), Minimum(Num("1"))]);
    pub(crate) static N49: Node = Node::at("#/$defs/retry/anyOf/1", &[Required(&["until"]), Properties(&[("until", &N50)])]);
    pub(crate) static N50: Node = Node::at("#/$defs/retry/anyOf/1/properties/until", &[Type(Types(Types::STRING)), Format(Format::DateTime)]);
    pub(crate) static N51: Node = Node::at("#/properties/notify/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["email"]), Properties(&[("email", &N5)])]);
    pub(crate) static N52: Node = Node::at("#/properties/timeout/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["seconds"]), Properties(&[("seconds", &N9)])]);
    pub(crate) static N54: Node = Node::at("#/properties/cache/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["key"]), Properties(&[("key", &N22)]), AdditionalProperties { declared: &["key"], patterns: &[], schema: &N23 }]);
    pub(crate) static N55: Node = Node::at("#/properties/cache/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["volume"]), Properties(&[("volume", &N25), ("read_only", &N26)]), AdditionalProperties { declared: &["volume", "read_only"], patterns: &[], schema: &N27 }]);
    pub(crate) static N56: Node = Node::at("#/$defs/source/oneOf/0", &[Type(Types(Types::OBJECT)), Required(&["git"]), Properties(&[("git", &N30), ("branch", &N31)])]);
    pub(crate) static N57: Node = Node::at("#/$defs/source/oneOf/1", &[Type(Types(Types::OBJECT)), Required(&["path"]), Properties(&[("path", &N33)])]);
    pub(crate) static N58: Node = Node::at("#/$defs/package", &[Type(Types(Types::OBJECT)), OneOf(&[&N35, &N36, &N37, &N40])]);
    pub(crate) static N59: Node = Node::at("#/$defs/retry", &[Type(Types(Types::OBJECT)), AnyOf(&[&N47, &N49])]);
    pub(crate) static N60: Node = Node::at("#/$defs/retry/anyOf/0", &[Type(Types(Types::OBJECT)), Required(&["attempts"]), Properties(&[("attempts", &N48)])]);
    pub(crate) static N61: Node = Node::at("#/$defs/retry/anyOf/1", &[Type(Types(Types::OBJECT)), Required(&["until"]), Properties(&[("until", &N50)])]);
}
