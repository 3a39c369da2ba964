// @generated from schemas/chat-export.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

use crate::runtime::derive as rt;

/// Lens conversation export
///
/// GET /api/v1/chats/{id}/export.json (docs/assistant.md, Copy and export): a conversation as a tree of OpenAI chat messages with Dublin Core terms, or with format=messages one version as {"messages": \[...\]}.
///
/// One of: [`Document`], [`Messages`]. A document is read as the one form it matches; it is an error if it matches none or more than one (JSON Schema `oneOf`).
///
/// Schema: `schemas/chat-export.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum ChatExport {
    /// The `Document` form.
    Document(Document),
    /// The `Messages` form.
    Messages(Messages),
}
rt::union! { ChatExport { Document(Document) as branch0, Messages(Messages) as branch1 } }
crate::__wm_json_schema!(
    ChatExport,
    r##"{"title":"Lens conversation export","description":"GET /api/v1/chats/{id}/export.json (docs/assistant.md, Copy and export): a conversation as a tree of OpenAI chat messages with Dublin Core terms, or with format=messages one version as {\"messages\": [...]}.","oneOf":[{"$ref":"#/$defs/document"},{"$ref":"#/$defs/messages"}]}"##;
    "/oneOf/0" => Document, "/oneOf/1" => Messages
);

/// A JSON object. Its constant members are not fields: reading checks them and writing adds them (`dc` is always `"http://purl.org/dc/terms/"`). Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/document/properties/@context`.
#[derive(Clone, Debug, PartialEq)]
pub struct DocumentContext {
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl DocumentContext {
    /// A `DocumentContext` with every optional member absent (constant members are written automatically).
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    DocumentContext {} extra: crate::Object;
    dc "dc": constant(rt::ConstStr("http://purl.org/dc/terms/"));
}
crate::__wm_json_schema!(
    DocumentContext,
    r#"{"type":"object","required":["dc"],"properties":{"dc":{"const":"http://purl.org/dc/terms/"}}}"#
);

/// A string, one of: `"user"`, `"assistant"`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub enum ChatMessageRole {
    /// `"user"`
    User,
    /// `"assistant"`
    Assistant,
}
rt::string_enum! { ChatMessageRole { User = "user", Assistant = "assistant" } }
crate::__wm_json_schema!(ChatMessageRole, r#"{"enum":["user","assistant"]}"#);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/chatMessage`.
#[derive(Clone, Debug, PartialEq)]
pub struct ChatMessage {
    /// JSON member `role`: required; one of `"user"`, `"assistant"`.
    pub role: ChatMessageRole,
    /// the text; an answer cites with \[n\], the n of lens.citations
    ///
    /// JSON member `content`: required; a string.
    pub content: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl ChatMessage {
    /// A `ChatMessage` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: ChatMessageRole, content: ::std::string::String) -> Self {
        Self {
            role,
            content,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    ChatMessage { role, content } extra: crate::Object;
    role "role": required(ChatMessageRole);
    content "content": required(::std::string::String);
}
crate::__wm_json_schema!(
    ChatMessage,
    r#"{"type":"object","required":["role","content"],"properties":{"role":{},"content":{"type":"string","description":"the text; an answer cites with [n], the n of lens.citations"}}}"#;
    "/properties/role" => ChatMessageRole
);

/// A string, one of: `"system"`, `"user"`, `"assistant"`, `"tool"`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub enum OpenaiMessageRole {
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
    OpenaiMessageRole {
        System = "system",
        User = "user",
        Assistant = "assistant",
        Tool = "tool",
    }
}
crate::__wm_json_schema!(
    OpenaiMessageRole, r#"{"enum":["system","user","assistant","tool"]}"#
);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage/properties/tool_calls/items/properties/function`.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenaiMessageToolCallsItemFunction {
    /// JSON member `name`: required; a string.
    pub name: ::std::string::String,
    /// the arguments, as JSON text
    ///
    /// JSON member `arguments`: required; a string.
    pub arguments: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl OpenaiMessageToolCallsItemFunction {
    /// A `OpenaiMessageToolCallsItemFunction` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String, arguments: ::std::string::String) -> Self {
        Self {
            name,
            arguments,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    OpenaiMessageToolCallsItemFunction { name, arguments } extra: crate::Object;
    name "name": required(::std::string::String);
    arguments "arguments": required(::std::string::String);
}
crate::__wm_json_schema!(
    OpenaiMessageToolCallsItemFunction,
    r#"{"type":"object","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string","description":"the arguments, as JSON text"}}}"#
);

/// A JSON object. Its constant members are not fields: reading checks them and writing adds them (`type` is always `"function"`). Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage/properties/tool_calls/items`.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenaiMessageToolCallsItem {
    /// JSON member `id`: required; a string.
    pub id: ::std::string::String,
    /// JSON member `function`: required; a OpenaiMessageToolCallsItemFunction object.
    pub function: OpenaiMessageToolCallsItemFunction,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl OpenaiMessageToolCallsItem {
    /// A `OpenaiMessageToolCallsItem` from its required members; the optional ones start absent, and constant members are written automatically. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        id: ::std::string::String,
        function: OpenaiMessageToolCallsItemFunction,
    ) -> Self {
        Self {
            id,
            function,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    OpenaiMessageToolCallsItem { id, function } extra: crate::Object;
    id "id": required(::std::string::String);
    type_ "type": constant(rt::ConstStr("function"));
    function "function": required(OpenaiMessageToolCallsItemFunction);
}
crate::__wm_json_schema!(
    OpenaiMessageToolCallsItem,
    r#"{"type":"object","required":["id","type","function"],"properties":{"id":{"type":"string"},"type":{"const":"function"},"function":{}}}"#;
    "/properties/function" => OpenaiMessageToolCallsItemFunction
);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// When `role` is `"tool"`: `tool_call_id` and `content` must be present (checked when reading and when writing).
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage`.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenaiMessage {
    /// JSON member `role`: required; one of `"system"`, `"user"`, `"assistant"`, `"tool"`.
    pub role: OpenaiMessageRole,
    /// JSON member `content`: optional (`None` when absent); a string or null.
    pub content: ::std::option::Option<::std::string::String>,
    /// JSON member `tool_call_id`: optional (`None` when absent); a string.
    pub tool_call_id: ::std::option::Option<::std::string::String>,
    /// JSON member `tool_calls`: optional (empty when absent); an array of a OpenaiMessageToolCallsItem object.
    pub tool_calls: ::std::vec::Vec<OpenaiMessageToolCallsItem>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl OpenaiMessage {
    /// A `OpenaiMessage` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: OpenaiMessageRole) -> Self {
        Self {
            role,
            content: ::std::option::Option::None,
            tool_call_id: ::std::option::Option::None,
            tool_calls: ::std::default::Default::default(),
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    OpenaiMessage { role, content, tool_call_id, tool_calls } extra: crate::Object;
    role "role": required(OpenaiMessageRole);
    content "content": nullable(::std::string::String);
    tool_call_id "tool_call_id": optional(::std::string::String);
    tool_calls "tool_calls": empty(::std::vec::Vec<OpenaiMessageToolCallsItem>);
    @if role "role" in ["tool"] when_absent true then ["tool_call_id", "content"] else [];
}
crate::__wm_json_schema!(
    OpenaiMessage,
    r#"{"type":"object","required":["role"],"properties":{"role":{},"content":{"type":["string","null"]},"tool_call_id":{"type":"string"},"tool_calls":{"type":"array","items":{}}},"allOf":[{"if":{"properties":{"role":{"const":"tool"}}},"then":{"required":["tool_call_id","content"]}}]}"#;
    "/properties/role" => OpenaiMessageRole, "/properties/tool_calls/items" =>
    OpenaiMessageToolCallsItem
);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/lens/properties/versions`.
#[derive(Clone, Debug, PartialEq)]
pub struct LensVersions {
    /// JSON member `index`: required; an integer.
    pub index: crate::Integer,
    /// JSON member `count`: required; an integer.
    pub count: crate::Integer,
    /// JSON member `ids`: required; an array of an integer.
    pub ids: ::std::vec::Vec<crate::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl LensVersions {
    /// A `LensVersions` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        index: crate::Integer,
        count: crate::Integer,
        ids: ::std::vec::Vec<crate::Integer>,
    ) -> Self {
        Self {
            index,
            count,
            ids,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    LensVersions { index, count, ids } extra: crate::Object;
    index "index": required(crate::Integer);
    count "count": required(crate::Integer);
    ids "ids": required(::std::vec::Vec<crate::Integer>);
}
crate::__wm_json_schema!(
    LensVersions,
    r#"{"type":"object","required":["index","count","ids"],"properties":{"index":{"type":"integer"},"count":{"type":"integer"},"ids":{"type":"array","items":{"type":"integer"}}}}"#
);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/lens/properties/attachments/items`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LensAttachmentsItem {
    /// JSON member `filename`: optional (`None` when absent); a string.
    pub filename: ::std::option::Option<::std::string::String>,
    /// JSON member `size`: optional (`None` when absent); an integer.
    pub size: ::std::option::Option<crate::Integer>,
    /// JSON member `recording`: optional (`None` when absent); an integer.
    pub recording: ::std::option::Option<crate::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl LensAttachmentsItem {
    /// A `LensAttachmentsItem` with every optional member absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            filename: ::std::option::Option::None,
            size: ::std::option::Option::None,
            recording: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    LensAttachmentsItem { filename, size, recording } extra: crate::Object;
    filename "filename": optional(::std::string::String);
    size "size": optional(crate::Integer);
    recording "recording": optional(crate::Integer);
}
crate::__wm_json_schema!(
    LensAttachmentsItem,
    r#"{"type":"object","properties":{"filename":{"type":"string"},"size":{"type":"integer"},"recording":{"type":"integer"}}}"#
);

/// where it is: said in a recording, on a document's page, shown on screen, from memory, a web page, Lens's docs, or this Lens server's facts
///
/// A string, one of: `"said"`, `"page"`, `"screen"`, `"memory"`, `"web"`, `"docs"`, `"server"`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub enum CitationSource {
    /// `"said"`
    Said,
    /// `"page"`
    Page,
    /// `"screen"`
    Screen,
    /// `"memory"`
    Memory,
    /// `"web"`
    Web,
    /// `"docs"`
    Docs,
    /// `"server"`
    Server,
}
rt::string_enum! {
    CitationSource {
        Said = "said",
        Page = "page",
        Screen = "screen",
        Memory = "memory",
        Web = "web",
        Docs = "docs",
        Server = "server",
    }
}
crate::__wm_json_schema!(
    CitationSource,
    r#"{"enum":["said","page","screen","memory","web","docs","server"],"description":"where it is: said in a recording, on a document's page, shown on screen, from memory, a web page, Lens's docs, or this Lens server's facts"}"#
);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/citation`.
#[derive(Clone, Debug, PartialEq)]
pub struct Citation {
    /// JSON member `n`: required; an integer.
    pub n: crate::Integer,
    /// where it is: said in a recording, on a document's page, shown on screen, from memory, a web page, Lens's docs, or this Lens server's facts
    ///
    /// JSON member `source`: required; one of `"said"`, `"page"`, `"screen"`, `"memory"`, `"web"`, `"docs"`, `"server"`.
    pub source: CitationSource,
    /// the web page, the docs section, this server, or the asset's page in Lens at that moment
    ///
    /// JSON member `url`: optional (`None` when absent); a string or null.
    pub url: ::std::option::Option<::std::string::String>,
    /// JSON member `recording_id`: optional (`None` when absent); an integer.
    pub recording_id: ::std::option::Option<crate::Integer>,
    /// JSON member `title`: optional (`None` when absent); a string or null.
    pub title: ::std::option::Option<::std::string::String>,
    /// JSON member `namespace`: optional (`None` when absent); a string or null.
    pub namespace: ::std::option::Option<::std::string::String>,
    /// JSON member `recorded_at`: optional (`None` when absent); a string or null.
    pub recorded_at: ::std::option::Option<::std::string::String>,
    /// JSON member `time`: optional (`None` when absent); a string or null.
    pub time: ::std::option::Option<::std::string::String>,
    /// JSON member `page`: optional (`None` when absent); an integer or null.
    pub page: ::std::option::Option<crate::Integer>,
    /// JSON member `speaker`: optional (`None` when absent); a string or null.
    pub speaker: ::std::option::Option<::std::string::String>,
    /// JSON member `site`: optional (`None` when absent); a string or null.
    pub site: ::std::option::Option<::std::string::String>,
    /// JSON member `fetched_at`: optional (`None` when absent); a string or null.
    pub fetched_at: ::std::option::Option<::std::string::String>,
    /// JSON member `text`: required; a string.
    pub text: ::std::string::String,
    /// cited in the answer
    ///
    /// JSON member `used`: optional (`None` when absent); a boolean or null.
    pub used: ::std::option::Option<bool>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Citation {
    /// A `Citation` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        n: crate::Integer,
        source: CitationSource,
        text: ::std::string::String,
    ) -> Self {
        Self {
            n,
            source,
            url: ::std::option::Option::None,
            recording_id: ::std::option::Option::None,
            title: ::std::option::Option::None,
            namespace: ::std::option::Option::None,
            recorded_at: ::std::option::Option::None,
            time: ::std::option::Option::None,
            page: ::std::option::Option::None,
            speaker: ::std::option::Option::None,
            site: ::std::option::Option::None,
            fetched_at: ::std::option::Option::None,
            text,
            used: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    Citation { n, source, url, recording_id, title, namespace, recorded_at, time, page, speaker, site, fetched_at, text, used } extra: crate::Object;
    n "n": required(crate::Integer);
    source "source": required(CitationSource);
    url "url": nullable(::std::string::String);
    recording_id "recording_id": optional(crate::Integer);
    title "title": nullable(::std::string::String);
    namespace "namespace": nullable(::std::string::String);
    recorded_at "recorded_at": nullable(::std::string::String);
    time "time": nullable(::std::string::String);
    page "page": nullable(crate::Integer);
    speaker "speaker": nullable(::std::string::String);
    site "site": nullable(::std::string::String);
    fetched_at "fetched_at": nullable(::std::string::String);
    text "text": required(::std::string::String);
    used "used": nullable(bool);
}
crate::__wm_json_schema!(
    Citation,
    r#"{"type":"object","required":["n","source","text"],"properties":{"n":{"type":"integer"},"source":{},"url":{"type":["string","null"],"description":"the web page, the docs section, this server, or the asset's page in Lens at that moment"},"recording_id":{"type":"integer"},"title":{"type":["string","null"]},"namespace":{"type":["string","null"]},"recorded_at":{"type":["string","null"]},"time":{"type":["string","null"]},"page":{"type":["integer","null"]},"speaker":{"type":["string","null"]},"site":{"type":["string","null"]},"fetched_at":{"type":["string","null"]},"text":{"type":"string"},"used":{"type":["boolean","null"],"description":"cited in the answer"}}}"#;
    "/properties/source" => CitationSource
);

/// what only Lens knows of a message
///
/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/lens`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lens {
    /// JSON member `model`: optional (`None` when absent); a string.
    pub model: ::std::option::Option<::std::string::String>,
    /// JSON member `stopped`: optional (`None` when absent); a boolean.
    pub stopped: ::std::option::Option<bool>,
    /// JSON member `notice`: optional (`None` when absent); a string.
    pub notice: ::std::option::Option<::std::string::String>,
    /// JSON member `error`: optional (`None` when absent); a string.
    pub error: ::std::option::Option<::std::string::String>,
    /// JSON member `check`: optional (empty when absent); an object.
    pub check: crate::Object,
    /// a question asked from a page: the page and any highlighted text
    ///
    /// JSON member `context`: optional (empty when absent); an object.
    pub context: crate::Object,
    /// JSON member `versions`: optional (`None` when absent); a LensVersions object.
    pub versions: ::std::option::Option<LensVersions>,
    /// JSON member `attachments`: optional (empty when absent); an array of a LensAttachmentsItem object.
    pub attachments: ::std::vec::Vec<LensAttachmentsItem>,
    /// JSON member `citations`: optional (empty when absent); an array of a Citation object.
    pub citations: ::std::vec::Vec<Citation>,
    /// what produced it (GET /chats/{cid}/messages/{mid} meta): model, provider, tools, scope, limits, use, outcome, tokens, cost, time
    ///
    /// JSON member `meta`: optional (empty when absent); an object.
    pub meta: crate::Object,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Lens {
    /// A `Lens` with every optional member absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            model: ::std::option::Option::None,
            stopped: ::std::option::Option::None,
            notice: ::std::option::Option::None,
            error: ::std::option::Option::None,
            check: ::std::default::Default::default(),
            context: ::std::default::Default::default(),
            versions: ::std::option::Option::None,
            attachments: ::std::default::Default::default(),
            citations: ::std::default::Default::default(),
            meta: ::std::default::Default::default(),
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    Lens { model, stopped, notice, error, check, context, versions, attachments, citations, meta } extra: crate::Object;
    model "model": optional(::std::string::String);
    stopped "stopped": optional(bool);
    notice "notice": optional(::std::string::String);
    error "error": optional(::std::string::String);
    check "check": empty(crate::Object);
    context "context": empty(crate::Object);
    versions "versions": optional(LensVersions);
    attachments "attachments": empty(::std::vec::Vec<LensAttachmentsItem>);
    citations "citations": empty(::std::vec::Vec<Citation>);
    meta "meta": empty(crate::Object);
}
crate::__wm_json_schema!(
    Lens,
    r##"{"type":"object","description":"what only Lens knows of a message","properties":{"model":{"type":"string"},"stopped":{"type":"boolean"},"notice":{"type":"string"},"error":{"type":"string"},"check":{"type":"object"},"context":{"type":"object","description":"a question asked from a page: the page and any highlighted text"},"versions":{},"attachments":{"type":"array","items":{}},"citations":{"type":"array","items":{"$ref":"#/$defs/citation"}},"meta":{"type":"object","description":"what produced it (GET /chats/{cid}/messages/{mid} meta): model, provider, tools, scope, limits, use, outcome, tokens, cost, time"}}}"##;
    "/properties/versions" => LensVersions, "/properties/attachments/items" =>
    LensAttachmentsItem, "/properties/citations/items" => Citation
);

/// A JSON object. Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/node`.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// JSON member `id`: required; a string.
    pub id: ::std::string::String,
    /// the message it follows, among those exported
    ///
    /// JSON member `parent`: required; a string or null.
    pub parent: ::std::option::Option<::std::string::String>,
    /// the messages that follow it: more than one where there are versions
    ///
    /// JSON member `children`: required; an array of a string.
    pub children: ::std::vec::Vec<::std::string::String>,
    /// JSON member `created_at`: optional (`None` when absent); a string or null.
    pub created_at: ::std::option::Option<::std::string::String>,
    /// JSON member `message`: required; a ChatMessage object.
    pub message: ChatMessage,
    /// an answer's tool calls, before it: an assistant message calling them, then a tool message for each carrying its summary (raw results aren't kept)
    ///
    /// JSON member `tool_messages`: optional (empty when absent); an array of a OpenaiMessage object.
    pub tool_messages: ::std::vec::Vec<OpenaiMessage>,
    /// JSON member `lens`: required; a Lens object.
    pub lens: Lens,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Node {
    /// A `Node` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        id: ::std::string::String,
        parent: ::std::option::Option<::std::string::String>,
        children: ::std::vec::Vec<::std::string::String>,
        message: ChatMessage,
        lens: Lens,
    ) -> Self {
        Self {
            id,
            parent,
            children,
            created_at: ::std::option::Option::None,
            message,
            tool_messages: ::std::default::Default::default(),
            lens,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    Node { id, parent, children, created_at, message, tool_messages, lens } extra: crate::Object;
    id "id": required(::std::string::String);
    parent "parent": required(::std::option::Option<::std::string::String>);
    children "children": required(::std::vec::Vec<::std::string::String>);
    created_at "created_at": nullable(::std::string::String);
    message "message": required(ChatMessage);
    tool_messages "tool_messages": empty(::std::vec::Vec<OpenaiMessage>);
    lens "lens": required(Lens);
}
crate::__wm_json_schema!(
    Node,
    r##"{"type":"object","required":["id","parent","children","message","lens"],"properties":{"id":{"type":"string"},"parent":{"type":["string","null"],"description":"the message it follows, among those exported"},"children":{"type":"array","items":{"type":"string"},"description":"the messages that follow it: more than one where there are versions"},"created_at":{"type":["string","null"]},"message":{"$ref":"#/$defs/chatMessage"},"tool_messages":{"type":"array","description":"an answer's tool calls, before it: an assistant message calling them, then a tool message for each carrying its summary (raw results aren't kept)","items":{"$ref":"#/$defs/openaiMessage"}},"lens":{"$ref":"#/$defs/lens"}}}"##;
    "/properties/message" => ChatMessage, "/properties/tool_messages/items" =>
    OpenaiMessage, "/properties/lens" => Lens
);

/// A JSON object. Its constant members are not fields: reading checks them and writing adds them (`format` is always `"lens.chat-export/1"`, `dc:format` is always `"application/json"`). Members the schema does not declare are kept in `extra`.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/document`.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// JSON member `@context`: required; a DocumentContext object.
    pub context: DocumentContext,
    /// JSON member `dc:title`: required; a string.
    pub dc_title: ::std::string::String,
    /// when the conversation started (ISO 8601, UTC)
    ///
    /// JSON member `dc:created`: optional (`None` when absent); a string or null.
    pub dc_created: ::std::option::Option<::std::string::String>,
    /// when it was last added to
    ///
    /// JSON member `dc:modified`: optional (`None` when absent); a string or null.
    pub dc_modified: ::std::option::Option<::std::string::String>,
    /// the person whose conversation it is
    ///
    /// JSON member `dc:creator`: optional (`None` when absent); a string.
    pub dc_creator: ::std::option::Option<::std::string::String>,
    /// its address in Lens
    ///
    /// JSON member `dc:identifier`: required; a string.
    pub dc_identifier: ::std::string::String,
    /// the Lens and version that exported it
    ///
    /// JSON member `dc:publisher`: optional (`None` when absent); a string.
    pub dc_publisher: ::std::option::Option<::std::string::String>,
    /// JSON member `id`: required; a string.
    pub id: ::std::string::String,
    /// JSON member `title`: required; a string.
    pub title: ::std::string::String,
    /// what the conversation draws on (namespaces, recordings, collections, speakers, from, to)
    ///
    /// JSON member `scope`: optional (empty when absent); an object.
    pub scope: crate::Object,
    /// the model picked for it; null: the configured one
    ///
    /// JSON member `model`: optional (`None` when absent); a string or null.
    pub model: ::std::option::Option<::std::string::String>,
    /// JSON member `exported_at`: optional (`None` when absent); a string.
    pub exported_at: ::std::option::Option<::std::string::String>,
    /// the last message of the version showing
    ///
    /// JSON member `current_node`: required; a string or null.
    pub current_node: ::std::option::Option<::std::string::String>,
    /// JSON member `mapping`: required; an object whose members are each a Node object.
    pub mapping: ::indexmap::IndexMap<::std::string::String, Node>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Document {
    /// A `Document` from its required members; the optional ones start absent, and constant members are written automatically. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        context: DocumentContext,
        dc_title: ::std::string::String,
        dc_identifier: ::std::string::String,
        id: ::std::string::String,
        title: ::std::string::String,
        current_node: ::std::option::Option<::std::string::String>,
        mapping: ::indexmap::IndexMap<::std::string::String, Node>,
    ) -> Self {
        Self {
            context,
            dc_title,
            dc_created: ::std::option::Option::None,
            dc_modified: ::std::option::Option::None,
            dc_creator: ::std::option::Option::None,
            dc_identifier,
            dc_publisher: ::std::option::Option::None,
            id,
            title,
            scope: ::std::default::Default::default(),
            model: ::std::option::Option::None,
            exported_at: ::std::option::Option::None,
            current_node,
            mapping,
            extra: ::std::default::Default::default(),
        }
    }
}
rt::object! {
    Document { context, dc_title, dc_created, dc_modified, dc_creator, dc_identifier, dc_publisher, id, title, scope, model, exported_at, current_node, mapping } extra: crate::Object;
    context "@context": required(DocumentContext);
    format "format": constant(rt::ConstStr("lens.chat-export/1"));
    dc_title "dc:title": required(::std::string::String);
    dc_created "dc:created": nullable(::std::string::String);
    dc_modified "dc:modified": nullable(::std::string::String);
    dc_creator "dc:creator": optional(::std::string::String);
    dc_identifier "dc:identifier": required(::std::string::String);
    dc_format "dc:format": constant(rt::ConstStr("application/json"));
    dc_publisher "dc:publisher": optional(::std::string::String);
    id "id": required(::std::string::String);
    title "title": required(::std::string::String);
    scope "scope": empty(crate::Object);
    model "model": nullable(::std::string::String);
    exported_at "exported_at": optional(::std::string::String);
    current_node "current_node": required(::std::option::Option<::std::string::String>);
    mapping "mapping": required(::indexmap::IndexMap<::std::string::String, Node>);
}
crate::__wm_json_schema!(
    Document,
    r##"{"type":"object","required":["@context","format","dc:title","dc:identifier","dc:format","id","title","current_node","mapping"],"properties":{"@context":{},"format":{"const":"lens.chat-export/1"},"dc:title":{"type":"string"},"dc:created":{"type":["string","null"],"description":"when the conversation started (ISO 8601, UTC)"},"dc:modified":{"type":["string","null"],"description":"when it was last added to"},"dc:creator":{"type":"string","description":"the person whose conversation it is"},"dc:identifier":{"type":"string","description":"its address in Lens"},"dc:format":{"const":"application/json"},"dc:publisher":{"type":"string","description":"the Lens and version that exported it"},"id":{"type":"string"},"title":{"type":"string"},"scope":{"type":"object","description":"what the conversation draws on (namespaces, recordings, collections, speakers, from, to)"},"model":{"type":["string","null"],"description":"the model picked for it; null: the configured one"},"exported_at":{"type":"string"},"current_node":{"type":["string","null"],"description":"the last message of the version showing"},"mapping":{"type":"object","additionalProperties":{"$ref":"#/$defs/node"}}}}"##;
    "/properties/@context" => DocumentContext, "/properties/mapping/additionalProperties"
    => Node
);

/// A JSON object. Members the schema does not declare are refused.
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/messages`.
#[derive(Clone, Debug, PartialEq)]
pub struct Messages {
    /// JSON member `messages`: required; an array of a OpenaiMessage object.
    pub messages: ::std::vec::Vec<OpenaiMessage>,
}
impl Messages {
    /// A `Messages` from its required members; the optional ones start absent. Set them on the value afterwards.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(messages: ::std::vec::Vec<OpenaiMessage>) -> Self {
        Self { messages }
    }
}
rt::object! {
    Messages { messages };
    messages "messages": required(::std::vec::Vec<OpenaiMessage>);
}
crate::__wm_json_schema!(
    Messages,
    r##"{"type":"object","required":["messages"],"additionalProperties":false,"properties":{"messages":{"type":"array","items":{"$ref":"#/$defs/openaiMessage"}}}}"##;
    "/properties/messages/items" => OpenaiMessage
);

/// The error of the checked conversions (`TryFrom`, `FromStr`) of this module's types.
pub mod error {
    pub use crate::runtime::derive::ConversionError;
}
