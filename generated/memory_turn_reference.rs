// @generated from schemas/memory-turn-reference.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

use crate::runtime::derive as rt;

/// MemoryTurnReference
///
/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/memory-turn-reference.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct MemoryTurnReference {
    /// Run Id
    ///
    /// JSON member `run_id`: required; a string of 1 to 64 characters.
    pub run_id: RunId,
    /// Generation Id
    ///
    /// JSON member `generation_id`: optional (`None` when absent); a string of 1 to 64 characters or null. Default when absent: `null`.
    pub generation_id: ::std::option::Option<GenerationId>,
    /// Thread Id
    ///
    /// JSON member `thread_id`: required; a string of 1 to 64 characters.
    pub thread_id: ThreadId,
    /// Conversation Title
    ///
    /// JSON member `conversation_title`: required; a string of 1 to 160 characters.
    pub conversation_title: ConversationTitle,
    /// User Created At
    ///
    /// JSON member `user_created_at`: required; an RFC 3339 date-time string.
    pub user_created_at: crate::DateTime,
    /// User Message Id
    ///
    /// JSON member `user_message_id`: required; a string of 1 to 64 characters.
    pub user_message_id: UserMessageId,
    /// User Sha256
    ///
    /// JSON member `user_sha256`: required; a string matching the pattern `^[a-f0-9]{64}$`.
    pub user_sha256: UserSha256,
    /// Answer Message Id
    ///
    /// JSON member `answer_message_id`: required; a string of 1 to 64 characters.
    pub answer_message_id: AnswerMessageId,
    /// Answer Sha256
    ///
    /// JSON member `answer_sha256`: required; a string matching the pattern `^[a-f0-9]{64}$`.
    pub answer_sha256: AnswerSha256,
    /// Answer Included
    ///
    /// JSON member `answer_included`: optional (`None` when absent); a boolean. Default when absent: `false`.
    pub answer_included: ::std::option::Option<bool>,
    /// Availability
    ///
    /// JSON member `availability`: optional (`None` when absent); one of `"available"`, `"archived"`, `"deleted"`, `"moved"`, `"memory_disabled"`, `"changed"`, `"unverified"`. Default when absent: `"available"`.
    pub availability: ::std::option::Option<Availability>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl MemoryTurnReference {
    /// A `MemoryTurnReference` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        run_id: RunId,
        thread_id: ThreadId,
        conversation_title: ConversationTitle,
        user_created_at: crate::DateTime,
        user_message_id: UserMessageId,
        user_sha256: UserSha256,
        answer_message_id: AnswerMessageId,
        answer_sha256: AnswerSha256,
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
rt::object! {
    MemoryTurnReference { run_id, generation_id, thread_id, conversation_title, user_created_at, user_message_id, user_sha256, answer_message_id, answer_sha256, answer_included, availability } extra: crate::Object;
    run_id "run_id": required(RunId);
    generation_id "generation_id": nullable(GenerationId);
    thread_id "thread_id": required(ThreadId);
    conversation_title "conversation_title": required(ConversationTitle);
    user_created_at "user_created_at": required(crate::DateTime);
    user_message_id "user_message_id": required(UserMessageId);
    user_sha256 "user_sha256": required(UserSha256);
    answer_message_id "answer_message_id": required(AnswerMessageId);
    answer_sha256 "answer_sha256": required(AnswerSha256);
    answer_included "answer_included": optional(bool);
    availability "availability": optional(Availability);
}
crate::__wm_json_schema!(
    MemoryTurnReference,
    r#"{"additionalProperties":true,"properties":{"run_id":{},"generation_id":{"anyOf":[{},{"type":"null"}],"default":null,"title":"Generation Id"},"thread_id":{},"conversation_title":{},"user_created_at":{"format":"date-time","title":"User Created At","type":"string"},"user_message_id":{},"user_sha256":{},"answer_message_id":{},"answer_sha256":{},"answer_included":{"default":false,"title":"Answer Included","type":"boolean"},"availability":{}},"required":["run_id","thread_id","conversation_title","user_created_at","user_message_id","user_sha256","answer_message_id","answer_sha256"],"title":"MemoryTurnReference","type":"object"}"#;
    "/properties/run_id" => RunId, "/properties/generation_id/anyOf/0" => GenerationId,
    "/properties/thread_id" => ThreadId, "/properties/conversation_title" =>
    ConversationTitle, "/properties/user_message_id" => UserMessageId,
    "/properties/user_sha256" => UserSha256, "/properties/answer_message_id" =>
    AnswerMessageId, "/properties/answer_sha256" => AnswerSha256,
    "/properties/availability" => Availability
);

/// Run Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct RunId(::std::string::String);
rt::checked_string! { RunId: "a string of 1 to 64 characters", min 1, max 64 }
crate::__wm_json_schema!(
    RunId, r#"{"maxLength":64,"minLength":1,"title":"Run Id","type":"string"}"#
);

/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct GenerationId(::std::string::String);
rt::checked_string! { GenerationId: "a string of 1 to 64 characters", min 1, max 64 }
crate::__wm_json_schema!(
    GenerationId, r#"{"maxLength":64,"minLength":1,"type":"string"}"#
);

/// Thread Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct ThreadId(::std::string::String);
rt::checked_string! { ThreadId: "a string of 1 to 64 characters", min 1, max 64 }
crate::__wm_json_schema!(
    ThreadId, r#"{"maxLength":64,"minLength":1,"title":"Thread Id","type":"string"}"#
);

/// Conversation Title
///
/// A string of 1 to 160 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct ConversationTitle(::std::string::String);
rt::checked_string! { ConversationTitle: "a string of 1 to 160 characters", min 1, max 160 }
crate::__wm_json_schema!(
    ConversationTitle,
    r#"{"maxLength":160,"minLength":1,"title":"Conversation Title","type":"string"}"#
);

/// User Message Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct UserMessageId(::std::string::String);
rt::checked_string! { UserMessageId: "a string of 1 to 64 characters", min 1, max 64 }
crate::__wm_json_schema!(
    UserMessageId,
    r#"{"maxLength":64,"minLength":1,"title":"User Message Id","type":"string"}"#
);

/// User Sha256
///
/// A string matching the pattern `^[a-f0-9]{64}$`.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct UserSha256(::std::string::String);
rt::checked_string! { UserSha256: "a string matching the pattern ^[a-f0-9]{64}$", pattern "^[a-f0-9]{64}$" linear "\\A[a-f0-9]{64}\\z" }
crate::__wm_json_schema!(
    UserSha256, r#"{"pattern":"^[a-f0-9]{64}$","title":"User Sha256","type":"string"}"#
);

/// Answer Message Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct AnswerMessageId(::std::string::String);
rt::checked_string! { AnswerMessageId: "a string of 1 to 64 characters", min 1, max 64 }
crate::__wm_json_schema!(
    AnswerMessageId,
    r#"{"maxLength":64,"minLength":1,"title":"Answer Message Id","type":"string"}"#
);

/// Answer Sha256
///
/// A string matching the pattern `^[a-f0-9]{64}$`.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct AnswerSha256(::std::string::String);
rt::checked_string! { AnswerSha256: "a string matching the pattern ^[a-f0-9]{64}$", pattern "^[a-f0-9]{64}$" linear "\\A[a-f0-9]{64}\\z" }
crate::__wm_json_schema!(
    AnswerSha256,
    r#"{"pattern":"^[a-f0-9]{64}$","title":"Answer Sha256","type":"string"}"#
);

/// Availability
///
/// A string, one of: `"available"`, `"archived"`, `"deleted"`, `"moved"`, `"memory_disabled"`, `"changed"`, `"unverified"`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
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
rt::string_enum! {
    Availability {
        Available = "available",
        Archived = "archived",
        Deleted = "deleted",
        Moved = "moved",
        MemoryDisabled = "memory_disabled",
        Changed = "changed",
        Unverified = "unverified",
    }
}
crate::__wm_json_schema!(
    Availability,
    r#"{"default":"available","enum":["available","archived","deleted","moved","memory_disabled","changed","unverified"],"title":"Availability","type":"string"}"#
);

/// The error of the checked conversions (`TryFrom`, `FromStr`) of this module's types.
pub mod error {
    pub use crate::runtime::derive::ConversionError;
}
