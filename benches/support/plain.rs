//! The floor for what our checks cost: plain `#[derive(Deserialize)]` types mirroring the
//! document's shape, as a code generator without validation would write them. They check JSON
//! types only: no constants, no duplicate members, no conditional rules, and unknown members are
//! skipped rather than kept. Enumerations are enums, as they would be in any typed model.
//!
//! `serde`'s `derive` feature is not asked for by this crate; it is on through criterion's
//! dependencies (feature unification), which is enough for a benchmark.

#![allow(dead_code)] // The fields are there to be filled, not read.

use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::{Map, Value};

#[derive(Deserialize)]
pub struct Document {
    #[serde(rename = "@context")]
    pub context: Map<String, Value>,
    pub format: String,
    #[serde(rename = "dc:title")]
    pub dc_title: String,
    #[serde(rename = "dc:created")]
    pub dc_created: Option<String>,
    #[serde(rename = "dc:modified")]
    pub dc_modified: Option<String>,
    #[serde(rename = "dc:creator")]
    pub dc_creator: Option<String>,
    #[serde(rename = "dc:identifier")]
    pub dc_identifier: String,
    #[serde(rename = "dc:format")]
    pub dc_format: String,
    #[serde(rename = "dc:publisher")]
    pub dc_publisher: Option<String>,
    pub id: String,
    pub title: String,
    pub scope: Option<Map<String, Value>>,
    pub model: Option<String>,
    pub exported_at: Option<String>,
    pub current_node: Option<String>,
    pub mapping: IndexMap<String, Node>,
}

#[derive(Deserialize)]
pub struct Node {
    pub id: String,
    pub parent: Option<String>,
    pub children: Vec<String>,
    pub created_at: Option<String>,
    pub message: ChatMessage,
    #[serde(default)]
    pub tool_messages: Vec<OpenaiMessage>,
    pub lens: Lens,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChatRole {
    User,
    Assistant,
}

#[derive(Deserialize)]
pub struct ChatMessage {
    pub role: ChatRole,
    pub content: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OpenaiRole {
    System,
    User,
    Assistant,
    Tool,
}

#[derive(Deserialize)]
pub struct OpenaiMessage {
    pub role: OpenaiRole,
    pub content: Option<String>,
    pub tool_call_id: Option<String>,
    #[serde(default)]
    pub tool_calls: Vec<ToolCall>,
}

#[derive(Deserialize)]
pub struct ToolCall {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub function: Function,
}

#[derive(Deserialize)]
pub struct Function {
    pub name: String,
    pub arguments: String,
}

#[derive(Deserialize)]
pub struct Lens {
    pub model: Option<String>,
    pub stopped: Option<bool>,
    pub notice: Option<String>,
    pub error: Option<String>,
    pub check: Option<Map<String, Value>>,
    pub context: Option<Map<String, Value>>,
    pub versions: Option<Versions>,
    #[serde(default)]
    pub attachments: Vec<Attachment>,
    #[serde(default)]
    pub citations: Vec<Citation>,
    pub meta: Option<Map<String, Value>>,
}

#[derive(Deserialize)]
pub struct Versions {
    pub index: i64,
    pub count: i64,
    pub ids: Vec<i64>,
}

#[derive(Deserialize)]
pub struct Attachment {
    pub filename: Option<String>,
    pub size: Option<i64>,
    pub recording: Option<i64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Said,
    Page,
    Screen,
    Memory,
    Web,
    Docs,
    Server,
}

#[derive(Deserialize)]
pub struct Citation {
    pub n: i64,
    pub source: Source,
    pub url: Option<String>,
    pub recording_id: Option<i64>,
    pub title: Option<String>,
    pub namespace: Option<String>,
    pub recorded_at: Option<String>,
    pub time: Option<String>,
    pub page: Option<i64>,
    pub speaker: Option<String>,
    pub site: Option<String>,
    pub fetched_at: Option<String>,
    pub text: String,
    pub used: Option<bool>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Availability {
    Available,
    Archived,
    Deleted,
    Moved,
    MemoryDisabled,
    Changed,
    Unverified,
}

#[derive(Deserialize)]
pub struct MemoryTurnReference {
    pub run_id: String,
    pub generation_id: Option<String>,
    pub thread_id: String,
    pub conversation_title: String,
    pub user_created_at: String,
    pub user_message_id: String,
    pub user_sha256: String,
    pub answer_message_id: String,
    pub answer_sha256: String,
    pub answer_included: Option<bool>,
    pub availability: Option<Availability>,
}
