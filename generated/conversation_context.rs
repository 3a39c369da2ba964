// @generated from schemas/conversation-context.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

use crate::runtime::derive as rt;

/// ConversationContext
///
/// Assembled context for the next model call.
///
/// Attributes:
///
/// - summary: Compressed summary of older turns (if any).
/// - recent: The working window of recent turns.
/// - recalled: Episodic memories semantically relevant to the query.
///
/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/conversation-context.schema.json`, (the root).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConversationContext {
    /// Summary
    ///
    /// JSON member `summary`: optional (`None` when absent); a string or null. Default when absent: `null`.
    pub summary: ::std::option::Option<::std::string::String>,
    /// Recent
    ///
    /// JSON member `recent`: optional (empty when absent); an array of a MemoryTurn object.
    pub recent: ::std::vec::Vec<MemoryTurn>,
    /// Recalled
    ///
    /// JSON member `recalled`: optional (empty when absent); an array of a SearchHit object.
    pub recalled: ::std::vec::Vec<SearchHit>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl ConversationContext {
    /// A `ConversationContext` with every optional member absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            summary: ::std::option::Option::None,
            recent: ::std::default::Default::default(),
            recalled: ::std::default::Default::default(),
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    ConversationContext { summary, recent, recalled } extra: crate::Object;
    summary "summary": nullable(::std::string::String);
    recent "recent": empty(::std::vec::Vec<MemoryTurn>);
    recalled "recalled": empty(::std::vec::Vec<SearchHit>);
}
crate::__wm_json_schema!(
    ConversationContext,
    r##"{"description":"Assembled context for the next model call.\n\nAttributes:\n    summary: Compressed summary of older turns (if any).\n    recent: The working window of recent turns.\n    recalled: Episodic memories semantically relevant to the query.","properties":{"summary":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"title":"Summary"},"recent":{"items":{"$ref":"#/$defs/MemoryTurn"},"title":"Recent","type":"array"},"recalled":{"items":{"$ref":"#/$defs/SearchHit"},"title":"Recalled","type":"array"}},"title":"ConversationContext","type":"object"}"##;
    "/properties/recent/items" => MemoryTurn, "/properties/recalled/items" => SearchHit
);

/// Role
///
/// Chat message roles, normalised across providers.
///
/// A string, one of: `"system"`, `"user"`, `"assistant"`, `"tool"`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub enum Role {
    /// `"system"`
    System,
    /// `"user"`
    User,
    /// `"assistant"`
    Assistant,
    /// `"tool"`
    Tool,
}
rt::string_enum! {
    Role {
        System = "system",
        User = "user",
        Assistant = "assistant",
        Tool = "tool",
    }
}
crate::__wm_json_schema!(
    Role,
    r#"{"description":"Chat message roles, normalised across providers.","enum":["system","user","assistant","tool"],"title":"Role","type":"string"}"#
);

/// MemoryTurn
///
/// A single stored conversation turn.
///
/// Attributes:
///
/// - role: Who spoke (user/assistant/system/tool).
/// - content: The turn text.
///
/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/conversation-context.schema.json`, `/$defs/MemoryTurn`.
#[derive(Clone, Debug, PartialEq)]
pub struct MemoryTurn {
    /// JSON member `role`: required; one of `"system"`, `"user"`, `"assistant"`, `"tool"`.
    pub role: Role,
    /// Content
    ///
    /// JSON member `content`: required; a string.
    pub content: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl MemoryTurn {
    /// A `MemoryTurn` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: Role, content: ::std::string::String) -> Self {
        Self {
            role,
            content,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    MemoryTurn { role, content } extra: crate::Object;
    role "role": required(Role);
    content "content": required(::std::string::String);
}
crate::__wm_json_schema!(
    MemoryTurn,
    r##"{"description":"A single stored conversation turn.\n\nAttributes:\n    role: Who spoke (user/assistant/system/tool).\n    content: The turn text.","properties":{"role":{"$ref":"#/$defs/Role"},"content":{"title":"Content","type":"string"}},"required":["role","content"],"title":"MemoryTurn","type":"object"}"##;
    "/properties/role" => Role
);

/// SearchHit
///
/// A single retrieval result.
///
/// Attributes:
///
/// - chunk_id: The matching chunk ID.
/// - document_id: The parent document ID.
/// - score: Similarity/relevance score (higher is better).
/// - text: The chunk text.
/// - metadata: Chunk metadata/provenance.
///
/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/conversation-context.schema.json`, `/$defs/SearchHit`.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchHit {
    /// Chunk Id
    ///
    /// JSON member `chunk_id`: required; a string.
    pub chunk_id: ::std::string::String,
    /// Document Id
    ///
    /// JSON member `document_id`: required; a string.
    pub document_id: ::std::string::String,
    /// Score
    ///
    /// JSON member `score`: required; a number.
    pub score: ::serde_json::Number,
    /// Text
    ///
    /// JSON member `text`: required; a string.
    pub text: ::std::string::String,
    /// Metadata
    ///
    /// JSON member `metadata`: optional (empty when absent); an object.
    pub metadata: crate::Object,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl SearchHit {
    /// A `SearchHit` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        chunk_id: ::std::string::String,
        document_id: ::std::string::String,
        score: ::serde_json::Number,
        text: ::std::string::String,
    ) -> Self {
        Self {
            chunk_id,
            document_id,
            score,
            text,
            metadata: ::std::default::Default::default(),
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    SearchHit { chunk_id, document_id, score, text, metadata } extra: crate::Object;
    chunk_id "chunk_id": required(::std::string::String);
    document_id "document_id": required(::std::string::String);
    score "score": required(::serde_json::Number);
    text "text": required(::std::string::String);
    metadata "metadata": empty(crate::Object);
}
crate::__wm_json_schema!(
    SearchHit,
    r#"{"description":"A single retrieval result.\n\nAttributes:\n    chunk_id: The matching chunk ID.\n    document_id: The parent document ID.\n    score: Similarity/relevance score (higher is better).\n    text: The chunk text.\n    metadata: Chunk metadata/provenance.","properties":{"chunk_id":{"title":"Chunk Id","type":"string"},"document_id":{"title":"Document Id","type":"string"},"score":{"title":"Score","type":"number"},"text":{"title":"Text","type":"string"},"metadata":{"additionalProperties":true,"title":"Metadata","type":"object"}},"required":["chunk_id","document_id","score","text"],"title":"SearchHit","type":"object"}"#
);

/// The error of the checked conversions (`TryFrom`, `FromStr`) of this module's types.
pub mod error {
    pub use crate::runtime::derive::ConversionError;
}
