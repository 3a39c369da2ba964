// @generated from schemas/conversation-context.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

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
/// Schema: `schemas/conversation-context.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
pub struct ConversationContext {
    /// Summary
    ///
    /// JSON member `summary`: optional (`None` when absent, `Some(None)` when `null`).
    pub summary: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// Recent
    ///
    /// JSON member `recent`: optional (`None` when absent).
    pub recent: ::std::option::Option<::std::vec::Vec<MemoryTurn>>,
    /// Recalled
    ///
    /// JSON member `recalled`: optional (`None` when absent).
    pub recalled: ::std::option::Option<::std::vec::Vec<SearchHit>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl ConversationContext {
    /// A `ConversationContext` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            summary: ::std::option::Option::None,
            recent: ::std::option::Option::None,
            recalled: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    ConversationContext = __rules::N89; summary "?" : "summary" = __rules::N101, recent
    "?" : "recent" = __rules::N104, recalled "?" : "recalled" = __rules::N106
);
crate::__wm_json_schema!(
    ConversationContext,
    r##"{"description":"Assembled context for the next model call.\n\nAttributes:\n    summary: Compressed summary of older turns (if any).\n    recent: The working window of recent turns.\n    recalled: Episodic memories semantically relevant to the query.","properties":{"summary":{"anyOf":[{"type":"string"},{"type":"null"}],"default":null,"title":"Summary"},"recent":{"items":{"$ref":"#/$defs/MemoryTurn"},"title":"Recent","type":"array"},"recalled":{"items":{"$ref":"#/$defs/SearchHit"},"title":"Recalled","type":"array"}},"title":"ConversationContext","type":"object"}"##;
    "/properties/recent/items" => MemoryTurn, "/properties/recalled/items" => SearchHit
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
/// Schema: `schemas/conversation-context.schema.json`, `/$defs/MemoryTurn`.
#[derive(Clone, Debug, PartialEq)]
pub struct MemoryTurn {
    /// JSON member `role`: required.
    pub role: Role,
    /// Content
    ///
    /// JSON member `content`: required.
    pub content: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl MemoryTurn {
    /// A `MemoryTurn` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: Role, content: ::std::string::String) -> Self {
        Self {
            role,
            content,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    MemoryTurn = __rules::N90; role : "role" = __rules::N91, content : "content" =
    __rules::N92
);
crate::__wm_json_schema!(
    MemoryTurn,
    r##"{"description":"A single stored conversation turn.\n\nAttributes:\n    role: Who spoke (user/assistant/system/tool).\n    content: The turn text.","properties":{"role":{"$ref":"#/$defs/Role"},"content":{"title":"Content","type":"string"}},"required":["role","content"],"title":"MemoryTurn","type":"object"}"##;
    "/properties/role" => Role
);
/// Role
///
/// Chat message roles, normalised across providers.
///
/// Schema: `schemas/conversation-context.schema.json`, `/$defs/Role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
crate::__wm_str_enum!(
    Role = __rules::N93; System = "system", User = "user", Assistant = "assistant", Tool
    = "tool"
);
crate::__wm_json_schema!(
    Role,
    r#"{"description":"Chat message roles, normalised across providers.","enum":["system","user","assistant","tool"],"title":"Role","type":"string"}"#
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
/// Schema: `schemas/conversation-context.schema.json`, `/$defs/SearchHit`.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchHit {
    /// Chunk Id
    ///
    /// JSON member `chunk_id`: required.
    pub chunk_id: ::std::string::String,
    /// Document Id
    ///
    /// JSON member `document_id`: required.
    pub document_id: ::std::string::String,
    /// Score
    ///
    /// JSON member `score`: required.
    pub score: crate::Number,
    /// Text
    ///
    /// JSON member `text`: required.
    pub text: ::std::string::String,
    /// Metadata
    ///
    /// JSON member `metadata`: optional (`None` when absent).
    pub metadata: ::std::option::Option<crate::Object>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl SearchHit {
    /// A `SearchHit` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        chunk_id: ::std::string::String,
        document_id: ::std::string::String,
        score: crate::Number,
        text: ::std::string::String,
    ) -> Self {
        Self {
            chunk_id,
            document_id,
            score,
            text,
            metadata: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    SearchHit = __rules::N94; chunk_id : "chunk_id" = __rules::N95, document_id :
    "document_id" = __rules::N96, score : "score" = __rules::N97, text : "text" =
    __rules::N98, metadata "?" : "metadata" = __rules::N99
);
crate::__wm_json_schema!(
    SearchHit,
    r#"{"description":"A single retrieval result.\n\nAttributes:\n    chunk_id: The matching chunk ID.\n    document_id: The parent document ID.\n    score: Similarity/relevance score (higher is better).\n    text: The chunk text.\n    metadata: Chunk metadata/provenance.","properties":{"chunk_id":{"title":"Chunk Id","type":"string"},"document_id":{"title":"Document Id","type":"string"},"score":{"title":"Score","type":"number"},"text":{"title":"Text","type":"string"},"metadata":{"additionalProperties":true,"title":"Metadata","type":"object"}},"required":["chunk_id","document_id","score","text"],"title":"SearchHit","type":"object"}"#
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use crate::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N89: Node = Node::at("#", &[Type(Types(Types::OBJECT)), Properties(&[("summary", &N101), ("recent", &N104), ("recalled", &N106)])]);
    pub(crate) static N90: Node = Node::at("#/$defs/MemoryTurn", &[Type(Types(Types::OBJECT)), Required(&["role", "content"]), Properties(&[("role", &N91), ("content", &N92)])]);
    pub(crate) static N91: Node = Node::at("#/$defs/MemoryTurn/properties/role", &[Ref(&N93)]);
    pub(crate) static N92: Node = Node::at("#/$defs/MemoryTurn/properties/content", &[Type(Types(Types::STRING))]);
    pub(crate) static N93: Node = Node::at("#/$defs/Role", &[Type(Types(Types::STRING)), Enum(&[Lit::Str("system"), Lit::Str("user"), Lit::Str("assistant"), Lit::Str("tool")])]);
    pub(crate) static N94: Node = Node::at("#/$defs/SearchHit", &[Type(Types(Types::OBJECT)), Required(&["chunk_id", "document_id", "score", "text"]), Properties(&[("chunk_id", &N95), ("document_id", &N96), ("score", &N97), ("text", &N98), ("metadata", &N99)])]);
    pub(crate) static N95: Node = Node::at("#/$defs/SearchHit/properties/chunk_id", &[Type(Types(Types::STRING))]);
    pub(crate) static N96: Node = Node::at("#/$defs/SearchHit/properties/document_id", &[Type(Types(Types::STRING))]);
    pub(crate) static N97: Node = Node::at("#/$defs/SearchHit/properties/score", &[Type(Types(Types::NUMBER))]);
    pub(crate) static N98: Node = Node::at("#/$defs/SearchHit/properties/text", &[Type(Types(Types::STRING))]);
    pub(crate) static N99: Node = Node::at("#/$defs/SearchHit/properties/metadata", &[Type(Types(Types::OBJECT)), AdditionalProperties { declared: &[], patterns: &[], schema: &N100 }]);
    pub(crate) static N100: Node = Node::at("#/$defs/SearchHit/properties/metadata/additionalProperties", &[]);
    pub(crate) static N101: Node = Node::at("#/properties/summary", &[AnyOf(&[&N102, &N103])]);
    pub(crate) static N102: Node = Node::at("#/properties/summary/anyOf/0", &[Type(Types(Types::STRING))]);
    pub(crate) static N103: Node = Node::at("#/properties/summary/anyOf/1", &[Type(Types(Types::NULL))]);
    pub(crate) static N104: Node = Node::at("#/properties/recent", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N105 }]);
    pub(crate) static N105: Node = Node::at("#/properties/recent/items", &[Ref(&N90)]);
    pub(crate) static N106: Node = Node::at("#/properties/recalled", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N107 }]);
    pub(crate) static N107: Node = Node::at("#/properties/recalled/items", &[Ref(&N94)]);
}
