// @generated from schemas/memory-turn-reference.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

/// MemoryTurnReference
///
/// Schema: `schemas/memory-turn-reference.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct MemoryTurnReference {
    /// Run Id
    ///
    /// JSON member `run_id`: required.
    pub run_id: ::std::string::String,
    /// Generation Id
    ///
    /// JSON member `generation_id`: optional (`None` when absent, `Some(None)` when `null`).
    pub generation_id: ::std::option::Option<
        ::std::option::Option<::std::string::String>,
    >,
    /// Thread Id
    ///
    /// JSON member `thread_id`: required.
    pub thread_id: ::std::string::String,
    /// Conversation Title
    ///
    /// JSON member `conversation_title`: required.
    pub conversation_title: ::std::string::String,
    /// User Created At
    ///
    /// JSON member `user_created_at`: required.
    pub user_created_at: crate::DateTime,
    /// User Message Id
    ///
    /// JSON member `user_message_id`: required.
    pub user_message_id: ::std::string::String,
    /// User Sha256
    ///
    /// JSON member `user_sha256`: required.
    pub user_sha256: ::std::string::String,
    /// Answer Message Id
    ///
    /// JSON member `answer_message_id`: required.
    pub answer_message_id: ::std::string::String,
    /// Answer Sha256
    ///
    /// JSON member `answer_sha256`: required.
    pub answer_sha256: ::std::string::String,
    /// Answer Included
    ///
    /// JSON member `answer_included`: optional (`None` when absent).
    pub answer_included: ::std::option::Option<bool>,
    /// Availability
    ///
    /// JSON member `availability`: optional (`None` when absent).
    pub availability: ::std::option::Option<Availability>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl MemoryTurnReference {
    /// A `MemoryTurnReference` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        run_id: ::std::string::String,
        thread_id: ::std::string::String,
        conversation_title: ::std::string::String,
        user_created_at: crate::DateTime,
        user_message_id: ::std::string::String,
        user_sha256: ::std::string::String,
        answer_message_id: ::std::string::String,
        answer_sha256: ::std::string::String,
    ) -> Self {
        Self {
            run_id,
            generation_id: ::std::option::Option::None,
            thread_id,
            conversation_title,
            user_created_at,
            user_message_id,
            user_sha256,
            answer_message_id,
            answer_sha256,
            answer_included: ::std::option::Option::None,
            availability: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    MemoryTurnReference = __rules::N108; run_id : "run_id" = __rules::N110, generation_id
    "?" : "generation_id" = __rules::N111, thread_id : "thread_id" = __rules::N114,
    conversation_title : "conversation_title" = __rules::N115, user_created_at :
    "user_created_at" = __rules::N116, user_message_id : "user_message_id" =
    __rules::N117, user_sha256 : "user_sha256" = __rules::N118, answer_message_id :
    "answer_message_id" = __rules::N119, answer_sha256 : "answer_sha256" = __rules::N120,
    answer_included "?" : "answer_included" = __rules::N121, availability "?" :
    "availability" = __rules::N122
);
crate::__wm_json_schema!(
    MemoryTurnReference,
    r#"{"additionalProperties":true,"properties":{"run_id":{"maxLength":64,"minLength":1,"title":"Run Id","type":"string"},"generation_id":{"anyOf":[{"maxLength":64,"minLength":1,"type":"string"},{"type":"null"}],"default":null,"title":"Generation Id"},"thread_id":{"maxLength":64,"minLength":1,"title":"Thread Id","type":"string"},"conversation_title":{"maxLength":160,"minLength":1,"title":"Conversation Title","type":"string"},"user_created_at":{"format":"date-time","title":"User Created At","type":"string"},"user_message_id":{"maxLength":64,"minLength":1,"title":"User Message Id","type":"string"},"user_sha256":{"pattern":"^[a-f0-9]{64}$","title":"User Sha256","type":"string"},"answer_message_id":{"maxLength":64,"minLength":1,"title":"Answer Message Id","type":"string"},"answer_sha256":{"pattern":"^[a-f0-9]{64}$","title":"Answer Sha256","type":"string"},"answer_included":{"default":false,"title":"Answer Included","type":"boolean"},"availability":{}},"required":["run_id","thread_id","conversation_title","user_created_at","user_message_id","user_sha256","answer_message_id","answer_sha256"],"title":"MemoryTurnReference","type":"object"}"#;
    "/properties/availability" => Availability
);
/// Availability
///
/// Schema: `schemas/memory-turn-reference.schema.json`, `/properties/availability`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Availability {
    /// `"available"`
    Available,
    /// `"archived"`
    Archived,
    /// `"deleted"`
    Deleted,
    /// `"moved"`
    Moved,
    /// `"memory_disabled"`
    MemoryDisabled,
    /// `"changed"`
    Changed,
    /// `"unverified"`
    Unverified,
}
crate::__wm_str_enum!(
    Availability = __rules::N122; Available = "available", Archived = "archived", Deleted
    = "deleted", Moved = "moved", MemoryDisabled = "memory_disabled", Changed =
    "changed", Unverified = "unverified"
);
crate::__wm_json_schema!(
    Availability,
    r#"{"default":"available","enum":["available","archived","deleted","moved","memory_disabled","changed","unverified"],"title":"Availability","type":"string"}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use crate::runtime::format::Format;
    use crate::runtime::pattern::Pattern;
    use crate::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static P0: Pattern = Pattern::linear("^[a-f0-9]{64}$", "\\A[a-f0-9]{64}\\z");
    pub(crate) static N108: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Required(&["run_id", "thread_id", "conversation_title", "user_created_at", "user_message_id", "user_sha256", "answer_message_id", "answer_sha256"]), Properties(&[("run_id", &N110), ("generation_id", &N111), ("thread_id", &N114), ("conversation_title", &N115), ("user_created_at", &N116), ("user_message_id", &N117), ("user_sha256", &N118), ("answer_message_id", &N119), ("answer_sha256", &N120), ("answer_included", &N121), ("availability", &N122)]), AdditionalProperties { declared: &["run_id", "generation_id", "thread_id", "conversation_title", "user_created_at", "user_message_id", "user_sha256", "answer_message_id", "answer_sha256", "answer_included", "availability"], patterns: &[], schema: &N109 }]);
    pub(crate) static N109: Node = Node::at("#/additionalProperties", &[]);
    pub(crate) static N110: Node = Node::at("#/properties/run_id", &[Type(Types(Types::STRING)), MaxLength(64), MinLength(1)]);
    pub(crate) static N111: Node = Node::at("#/properties/generation_id", &[AnyOf(&[&N112, &N113])]);
    pub(crate) static N112: Node = Node::at("#/properties/generation_id/anyOf/0", &[Type(Types(Types::STRING)), MaxLength(64), MinLength(1)]);
    pub(crate) static N113: Node = Node::at("#/properties/generation_id/anyOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N114: Node = Node::at("#/properties/thread_id", &[Type(Types(Types::STRING)), MaxLength(64), MinLength(1)]);
    pub(crate) static N115: Node = Node::at("#/properties/conversation_title", &[Type(Types(Types::STRING)), MaxLength(160), MinLength(1)]);
    pub(crate) static N116: Node = Node::at("#/properties/user_created_at", &[Type(Types(Types::STRING)), Format(Format::DateTime)]);
    pub(crate) static N117: Node = Node::at("#/properties/user_message_id", &[Type(Types(Types::STRING)), MaxLength(64), MinLength(1)]);
    pub(crate) static N118: Node = Node::at("#/properties/user_sha256", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N119: Node = Node::at("#/properties/answer_message_id", &[Type(Types(Types::STRING)), MaxLength(64), MinLength(1)]);
    pub(crate) static N120: Node = Node::at("#/properties/answer_sha256", &[Type(Types(Types::STRING)), Pattern(&P0)]);
    pub(crate) static N121: Node = Node::at("#/properties/answer_included", &[Type(Types(Types::BOOLEAN))]);
    pub(crate) static N122: Node = Node::at("#/properties/availability", &[Type(Types(Types::STRING)), Enum(&[Lit::Str("available"), Lit::Str("archived"), Lit::Str("deleted"), Lit::Str("moved"), Lit::Str("memory_disabled"), Lit::Str("changed"), Lit::Str("unverified")])]);
}
