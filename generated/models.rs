// @generated from schemas/*.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

/// Lens conversation export: types of `schemas/chat-export.schema.json`.
///
/// GET /api/v1/chats/{id}/export.json (docs/assistant.md, Copy and export): a conversation as a tree of OpenAI chat messages with Dublin Core terms, or with format=messages one version as {"messages": \[...\]}.
///
/// The root type is [`ChatExport`].
pub mod chat_export {
    include!(concat!(env!("OUT_DIR"), "/chat_export.rs"));
}

/// ConversationContext: types of `schemas/conversation-context.schema.json`.
///
/// Assembled context for the next model call.
///
/// Attributes:
///
/// - summary: Compressed summary of older turns (if any).
/// - recent: The working window of recent turns.
/// - recalled: Episodic memories semantically relevant to the query.
///
/// The root type is [`ConversationContext`].
pub mod conversation_context {
    include!(concat!(env!("OUT_DIR"), "/conversation_context.rs"));
}

/// MemoryTurnReference: types of `schemas/memory-turn-reference.schema.json`.
///
/// The root type is [`MemoryTurnReference`].
pub mod memory_turn_reference {
    include!(concat!(env!("OUT_DIR"), "/memory_turn_reference.rs"));
}

pub use chat_export::ChatExport;
pub use conversation_context::ConversationContext;
pub use memory_turn_reference::MemoryTurnReference;
