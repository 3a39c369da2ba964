// @generated from tests/golden/enum_const.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.

/// A string enum and a constant; values each described in a branch of their own are an enum too.
///
/// Schema: `tests/golden/enum_const.schema.json`, (the root).
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`kind` is `"event"`).
#[derive(Clone, Debug, PartialEq)]
pub struct EnumConst {
    /// JSON member `level`: required.
    pub level: Level,
    /// The enum's type where its node says more: each value checked when written.
    ///
    /// JSON member `floor`: optional (`None` when absent).
    pub floor: ::std::option::Option<Level>,
    /// JSON member `priority`: optional (`None` when absent).
    pub priority: ::std::option::Option<::wire_models::Integer>,
    /// Who may see it; \`null\` when nobody decided.
    ///
    /// JSON member `audience`: optional (`None` when absent, `Some(None)` when `null`).
    pub audience: ::std::option::Option<::std::option::Option<EnumConstAudience>>,
    /// A value listed twice, as 2020-12 allows: one variant.
    ///
    /// JSON member `channel`: optional (`None` when absent).
    pub channel: ::std::option::Option<EnumConstChannel>,
    /// JSON member `retention`: optional (`None` when absent).
    pub retention: ::std::option::Option<EnumConstRetention>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: ::wire_models::Object,
}
impl EnumConst {
    /// An `EnumConst` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(level: Level) -> Self {
        Self {
            level,
            floor: ::std::option::Option::None,
            priority: ::std::option::Option::None,
            audience: ::std::option::Option::None,
            channel: ::std::option::Option::None,
            retention: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
::wire_models::__wm_object!(
    EnumConst = __rules::N0; level : "level" = __rules::N2, floor "?" : "floor" =
    __rules::N3, priority "?" : "priority" = __rules::N5, audience "?" : "audience" =
    __rules::N6, channel "?" : "channel" = __rules::N7, retention "?" : "retention" =
    __rules::N8; const "kind" = __rules::N1
);
::wire_models::__wm_json_schema!(
    EnumConst,
    r##"{"description":"A string enum and a constant; values each described in a branch of their own are an enum too.","type":"object","properties":{"kind":{"const":"event"},"level":{"$ref":"#/$defs/level"},"floor":{"description":"The enum's type where its node says more: each value checked when written.","$ref":"#/$defs/level","not":{"const":"debug"}},"priority":{"enum":[1,2,3]},"audience":{},"channel":{},"retention":{}},"required":["kind","level"]}"##;
    "/properties/level" => Level, "/properties/floor" => Level, "/properties/audience" =>
    EnumConstAudience, "/properties/channel" => EnumConstChannel, "/properties/retention"
    => EnumConstRetention
);
/// Who may see it; \`null\` when nobody decided.
///
/// Schema: `tests/golden/enum_const.schema.json`, `/properties/audience`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EnumConstAudience {
    /// `"public"`
    Public,
    /// `"internal"`
    Internal,
}
::wire_models::__wm_str_enum!(
    EnumConstAudience = __rules::N6; Public = "public", Internal = "internal"
);
::wire_models::__wm_json_schema!(
    EnumConstAudience,
    r#"{"description":"Who may see it; `null` when nobody decided.","enum":["public","internal",null]}"#
);
/// A value listed twice, as 2020-12 allows: one variant.
///
/// Schema: `tests/golden/enum_const.schema.json`, `/properties/channel`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EnumConstChannel {
    /// `"email"`
    Email,
    /// `"sms"`
    Sms,
}
::wire_models::__wm_str_enum!(
    EnumConstChannel = __rules::N7; Email = "email", Sms = "sms"
);
::wire_models::__wm_json_schema!(
    EnumConstChannel,
    r#"{"description":"A value listed twice, as 2020-12 allows: one variant.","enum":["email","sms","email"]}"#
);
/// Schema: `tests/golden/enum_const.schema.json`, `/properties/retention`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EnumConstRetention {
    /// `"session"`: Dropped when the session ends.
    Session,
    /// `"day"`: One day
    Day,
    /// `"forever"`
    Forever,
}
::wire_models::__wm_str_enum!(
    EnumConstRetention = __rules::N8; Session = "session", Day = "day", Forever =
    "forever"
);
::wire_models::__wm_json_schema!(
    EnumConstRetention,
    r#"{"oneOf":[{"const":"session","description":"Dropped when the session ends."},{"const":"day","title":"One day"},{"enum":["forever"]}]}"#
);
/// Schema: `tests/golden/enum_const.schema.json`, `/$defs/level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// `"debug"`
    Debug,
    /// `"info"`
    Info,
    /// `"warn"`
    Warn,
    /// `"error"`
    Error,
}
::wire_models::__wm_str_enum!(
    Level = __rules::N12; Debug = "debug", Info = "info", Warn = "warn", Error = "error"
);
::wire_models::__wm_json_schema!(Level, r#"{"enum":["debug","info","warn","error"]}"#);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use ::wire_models::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["kind", "level"]), Properties(&[("kind", &N1), ("level", &N2), ("floor", &N3), ("priority", &N5), ("audience", &N6), ("channel", &N7), ("retention", &N8)])]);
    pub(crate) static N1: Node = Node::at("#/properties/kind", &[Const(&Lit::Str("event"))]);
    pub(crate) static N2: Node = Node::at("#/properties/level", &[Ref(&N12)]);
    pub(crate) static N3: Node = Node::at("#/properties/floor", &[Not(&N4), Ref(&N12)]);
    pub(crate) static N4: Node = Node::at("#/properties/floor/not", &[Const(&Lit::Str("debug"))]);
    pub(crate) static N5: Node = Node::at("#/properties/priority", &[Enum(&[Lit::Num("1"), Lit::Num("2"), Lit::Num("3")])]);
    pub(crate) static N6: Node = Node::at("#/properties/audience", &[Enum(&[Lit::Str("public"), Lit::Str("internal"), Lit::Null])]);
    pub(crate) static N7: Node = Node::at("#/properties/channel", &[Enum(&[Lit::Str("email"), Lit::Str("sms"), Lit::Str("email")])]);
    pub(crate) static N8: Node = Node::at("#/properties/retention", &[OneOf(&[&N9, &N10, &N11])]);
    pub(crate) static N9: Node = Node::at("#/properties/retention/oneOf/0", &[Const(&Lit::Str("session"))]);
    pub(crate) static N10: Node = Node::at("#/properties/retention/oneOf/1", &[Const(&Lit::Str("day"))]);
    pub(crate) static N11: Node = Node::at("#/properties/retention/oneOf/2", &[Enum(&[Lit::Str("forever")])]);
    pub(crate) static N12: Node = Node::at("#/$defs/level", &[Enum(&[Lit::Str("debug"), Lit::Str("info"), Lit::Str("warn"), Lit::Str("error")])]);
}
