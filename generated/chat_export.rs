// @generated from schemas/chat-export.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

/// Lens conversation export
///
/// GET /api/v1/chats/{id}/export.json (docs/assistant.md, Copy and export): a conversation as a tree of OpenAI chat messages with Dublin Core terms, or with format=messages one version as {"messages": \[...\]}.
///
/// Schema: `schemas/chat-export.schema.json`, (the root).
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum ChatExport {
    /// A value of [`Document`].
    Document(Document),
    /// A value of [`Messages`].
    Messages(Messages),
}
crate::__wm_choice!(
    ChatExport = __rules::N0; 0 => Document(Document), 1 => Messages(Messages)
);
crate::__wm_json_schema!(
    ChatExport,
    r##"{"title":"Lens conversation export","description":"GET /api/v1/chats/{id}/export.json (docs/assistant.md, Copy and export): a conversation as a tree of OpenAI chat messages with Dublin Core terms, or with format=messages one version as {\"messages\": [...]}.","oneOf":[{"$ref":"#/$defs/document"},{"$ref":"#/$defs/messages"}]}"##;
    "/oneOf/0" => Document, "/oneOf/1" => Messages
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/document`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`format` is `"lens.chat-export/1"`, `dc:format` is `"application/json"`).
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// JSON member `@context`: required.
    pub context: DocumentContext,
    /// JSON member `dc:title`: required.
    pub dc_title: ::std::string::String,
    /// when the conversation started (ISO 8601, UTC)
    ///
    /// JSON member `dc:created`: optional (`None` when absent, `Some(None)` when `null`).
    pub dc_created: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// when it was last added to
    ///
    /// JSON member `dc:modified`: optional (`None` when absent, `Some(None)` when `null`).
    pub dc_modified: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// the person whose conversation it is
    ///
    /// JSON member `dc:creator`: optional (`None` when absent).
    pub dc_creator: ::std::option::Option<::std::string::String>,
    /// its address in Lens
    ///
    /// JSON member `dc:identifier`: required.
    pub dc_identifier: ::std::string::String,
    /// the Lens and version that exported it
    ///
    /// JSON member `dc:publisher`: optional (`None` when absent).
    pub dc_publisher: ::std::option::Option<::std::string::String>,
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// JSON member `title`: required.
    pub title: ::std::string::String,
    /// what the conversation draws on (namespaces, recordings, collections, speakers, from, to)
    ///
    /// JSON member `scope`: optional (`None` when absent).
    pub scope: ::std::option::Option<crate::Object>,
    /// the model picked for it; null: the configured one
    ///
    /// JSON member `model`: optional (`None` when absent, `Some(None)` when `null`).
    pub model: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `exported_at`: optional (`None` when absent).
    pub exported_at: ::std::option::Option<::std::string::String>,
    /// the last message of the version showing
    ///
    /// JSON member `current_node`: required, and may be `null` (`None`).
    pub current_node: ::std::option::Option<::std::string::String>,
    /// JSON member `mapping`: required.
    pub mapping: crate::runtime::typed::IndexMap<::std::string::String, Node>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Document {
    /// A `Document` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(
        context: DocumentContext,
        dc_title: ::std::string::String,
        dc_identifier: ::std::string::String,
        id: ::std::string::String,
        title: ::std::string::String,
        current_node: ::std::option::Option<::std::string::String>,
        mapping: crate::runtime::typed::IndexMap<::std::string::String, Node>,
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
            scope: ::std::option::Option::None,
            model: ::std::option::Option::None,
            exported_at: ::std::option::Option::None,
            current_node,
            mapping,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    Document = __rules::N3; context : "@context" = __rules::N4, dc_title : "dc:title" =
    __rules::N7, dc_created "?" : "dc:created" = __rules::N8, dc_modified "?" :
    "dc:modified" = __rules::N9, dc_creator "?" : "dc:creator" = __rules::N10,
    dc_identifier : "dc:identifier" = __rules::N11, dc_publisher "?" : "dc:publisher" =
    __rules::N13, id : "id" = __rules::N14, title : "title" = __rules::N15, scope "?" :
    "scope" = __rules::N16, model "?" : "model" = __rules::N17, exported_at "?" :
    "exported_at" = __rules::N18, current_node : "current_node" = __rules::N19, mapping :
    "mapping" = __rules::N20; const "format" = __rules::N6, const "dc:format" =
    __rules::N12
);
crate::__wm_json_schema!(
    Document,
    r##"{"type":"object","required":["@context","format","dc:title","dc:identifier","dc:format","id","title","current_node","mapping"],"properties":{"@context":{},"format":{"const":"lens.chat-export/1"},"dc:title":{"type":"string"},"dc:created":{"type":["string","null"],"description":"when the conversation started (ISO 8601, UTC)"},"dc:modified":{"type":["string","null"],"description":"when it was last added to"},"dc:creator":{"type":"string","description":"the person whose conversation it is"},"dc:identifier":{"type":"string","description":"its address in Lens"},"dc:format":{"const":"application/json"},"dc:publisher":{"type":"string","description":"the Lens and version that exported it"},"id":{"type":"string"},"title":{"type":"string"},"scope":{"type":"object","description":"what the conversation draws on (namespaces, recordings, collections, speakers, from, to)"},"model":{"type":["string","null"],"description":"the model picked for it; null: the configured one"},"exported_at":{"type":"string"},"current_node":{"type":["string","null"],"description":"the last message of the version showing"},"mapping":{"type":"object","additionalProperties":{"$ref":"#/$defs/node"}}}}"##;
    "/properties/@context" => DocumentContext, "/properties/mapping/additionalProperties"
    => Node
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/document/properties/@context`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`dc` is `"http://purl.org/dc/terms/"`).
#[derive(Clone, Debug, PartialEq)]
pub struct DocumentContext {
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl DocumentContext {
    /// A `DocumentContext` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(DocumentContext = __rules::N4;; const "dc" = __rules::N5);
crate::__wm_json_schema!(
    DocumentContext,
    r#"{"type":"object","required":["dc"],"properties":{"dc":{"const":"http://purl.org/dc/terms/"}}}"#
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/node`.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// the message it follows, among those exported
    ///
    /// JSON member `parent`: required, and may be `null` (`None`).
    pub parent: ::std::option::Option<::std::string::String>,
    /// the messages that follow it: more than one where there are versions
    ///
    /// JSON member `children`: required.
    pub children: ::std::vec::Vec<::std::string::String>,
    /// JSON member `created_at`: optional (`None` when absent, `Some(None)` when `null`).
    pub created_at: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `message`: required.
    pub message: ChatMessage,
    /// an answer's tool calls, before it: an assistant message calling them, then a tool message for each carrying its summary (raw results aren't kept)
    ///
    /// JSON member `tool_messages`: optional (`None` when absent).
    pub tool_messages: ::std::option::Option<::std::vec::Vec<OpenaiMessage>>,
    /// JSON member `lens`: required.
    pub lens: Lens,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Node {
    /// A `Node` from its required members; the optional ones start absent.
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
            tool_messages: ::std::option::Option::None,
            lens,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    Node = __rules::N22; id : "id" = __rules::N23, parent : "parent" = __rules::N24,
    children : "children" = __rules::N25, created_at "?" : "created_at" = __rules::N27,
    message : "message" = __rules::N28, tool_messages "?" : "tool_messages" =
    __rules::N29, lens : "lens" = __rules::N31
);
crate::__wm_json_schema!(
    Node,
    r##"{"type":"object","required":["id","parent","children","message","lens"],"properties":{"id":{"type":"string"},"parent":{"type":["string","null"],"description":"the message it follows, among those exported"},"children":{"type":"array","items":{"type":"string"},"description":"the messages that follow it: more than one where there are versions"},"created_at":{"type":["string","null"]},"message":{"$ref":"#/$defs/chatMessage"},"tool_messages":{"type":"array","description":"an answer's tool calls, before it: an assistant message calling them, then a tool message for each carrying its summary (raw results aren't kept)","items":{"$ref":"#/$defs/openaiMessage"}},"lens":{"$ref":"#/$defs/lens"}}}"##;
    "/properties/message" => ChatMessage, "/properties/tool_messages/items" =>
    OpenaiMessage, "/properties/lens" => Lens
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/chatMessage`.
#[derive(Clone, Debug, PartialEq)]
pub struct ChatMessage {
    /// JSON member `role`: required.
    pub role: ChatMessageRole,
    /// the text; an answer cites with \[n\], the n of lens.citations
    ///
    /// JSON member `content`: required.
    pub content: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl ChatMessage {
    /// A `ChatMessage` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: ChatMessageRole, content: ::std::string::String) -> Self {
        Self {
            role,
            content,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    ChatMessage = __rules::N32; role : "role" = __rules::N33, content : "content" =
    __rules::N34
);
crate::__wm_json_schema!(
    ChatMessage,
    r#"{"type":"object","required":["role","content"],"properties":{"role":{},"content":{"type":"string","description":"the text; an answer cites with [n], the n of lens.citations"}}}"#;
    "/properties/role" => ChatMessageRole
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/chatMessage/properties/role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ChatMessageRole {
    /// `"user"`
    User,
    /// `"assistant"`
    Assistant,
}
crate::__wm_str_enum!(
    ChatMessageRole = __rules::N33; User = "user", Assistant = "assistant"
);
crate::__wm_json_schema!(ChatMessageRole, r#"{"enum":["user","assistant"]}"#);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage`.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenaiMessage {
    /// JSON member `role`: required.
    pub role: OpenaiMessageRole,
    /// JSON member `content`: optional (`None` when absent, `Some(None)` when `null`).
    pub content: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `tool_call_id`: optional (`None` when absent).
    pub tool_call_id: ::std::option::Option<::std::string::String>,
    /// JSON member `tool_calls`: optional (`None` when absent).
    pub tool_calls: ::std::option::Option<::std::vec::Vec<OpenaiMessageToolCallsItem>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl OpenaiMessage {
    /// An `OpenaiMessage` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(role: OpenaiMessageRole) -> Self {
        Self {
            role,
            content: ::std::option::Option::None,
            tool_call_id: ::std::option::Option::None,
            tool_calls: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    OpenaiMessage = __rules::N35; role : "role" = __rules::N36, content "?" : "content" =
    __rules::N37, tool_call_id "?" : "tool_call_id" = __rules::N38, tool_calls "?" :
    "tool_calls" = __rules::N39
);
crate::__wm_json_schema!(
    OpenaiMessage,
    r#"{"type":"object","required":["role"],"properties":{"role":{},"content":{"type":["string","null"]},"tool_call_id":{"type":"string"},"tool_calls":{"type":"array","items":{}}},"allOf":[{"if":{"properties":{"role":{"const":"tool"}}},"then":{"required":["tool_call_id","content"]}}]}"#;
    "/properties/role" => OpenaiMessageRole, "/properties/tool_calls/items" =>
    OpenaiMessageToolCallsItem
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage/properties/role`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
crate::__wm_str_enum!(
    OpenaiMessageRole = __rules::N36; System = "system", User = "user", Assistant =
    "assistant", Tool = "tool"
);
crate::__wm_json_schema!(
    OpenaiMessageRole, r#"{"enum":["system","user","assistant","tool"]}"#
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage/properties/tool_calls/items`.
///
/// A member the schema fixes to one value has no field: it is checked when read and always written (`type` is `"function"`).
#[derive(Clone, Debug, PartialEq)]
pub struct OpenaiMessageToolCallsItem {
    /// JSON member `id`: required.
    pub id: ::std::string::String,
    /// JSON member `function`: required.
    pub function: OpenaiMessageToolCallsItemFunction,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl OpenaiMessageToolCallsItem {
    /// An `OpenaiMessageToolCallsItem` from its required members; the optional ones start absent.
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
crate::__wm_object!(
    OpenaiMessageToolCallsItem = __rules::N40; id : "id" = __rules::N41, function :
    "function" = __rules::N43; const "type" = __rules::N42
);
crate::__wm_json_schema!(
    OpenaiMessageToolCallsItem,
    r#"{"type":"object","required":["id","type","function"],"properties":{"id":{"type":"string"},"type":{"const":"function"},"function":{}}}"#;
    "/properties/function" => OpenaiMessageToolCallsItemFunction
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/openaiMessage/properties/tool_calls/items/properties/function`.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenaiMessageToolCallsItemFunction {
    /// JSON member `name`: required.
    pub name: ::std::string::String,
    /// the arguments, as JSON text
    ///
    /// JSON member `arguments`: required.
    pub arguments: ::std::string::String,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl OpenaiMessageToolCallsItemFunction {
    /// An `OpenaiMessageToolCallsItemFunction` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(name: ::std::string::String, arguments: ::std::string::String) -> Self {
        Self {
            name,
            arguments,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    OpenaiMessageToolCallsItemFunction = __rules::N43; name : "name" = __rules::N44,
    arguments : "arguments" = __rules::N45
);
crate::__wm_json_schema!(
    OpenaiMessageToolCallsItemFunction,
    r#"{"type":"object","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string","description":"the arguments, as JSON text"}}}"#
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/citation`.
#[derive(Clone, Debug, PartialEq)]
pub struct Citation {
    /// JSON member `n`: required.
    pub n: crate::Integer,
    /// where it is: said in a recording, on a document's page, shown on screen, from memory, a web page, Lens's docs, or this Lens server's facts
    ///
    /// JSON member `source`: required.
    pub source: CitationSource,
    /// the web page, the docs section, this server, or the asset's page in Lens at that moment
    ///
    /// JSON member `url`: optional (`None` when absent, `Some(None)` when `null`).
    pub url: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `recording_id`: optional (`None` when absent).
    pub recording_id: ::std::option::Option<crate::Integer>,
    /// JSON member `title`: optional (`None` when absent, `Some(None)` when `null`).
    pub title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `namespace`: optional (`None` when absent, `Some(None)` when `null`).
    pub namespace: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `recorded_at`: optional (`None` when absent, `Some(None)` when `null`).
    pub recorded_at: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `time`: optional (`None` when absent, `Some(None)` when `null`).
    pub time: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `page`: optional (`None` when absent, `Some(None)` when `null`).
    pub page: ::std::option::Option<::std::option::Option<crate::Integer>>,
    /// JSON member `speaker`: optional (`None` when absent, `Some(None)` when `null`).
    pub speaker: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `site`: optional (`None` when absent, `Some(None)` when `null`).
    pub site: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `fetched_at`: optional (`None` when absent, `Some(None)` when `null`).
    pub fetched_at: ::std::option::Option<::std::option::Option<::std::string::String>>,
    /// JSON member `text`: required.
    pub text: ::std::string::String,
    /// cited in the answer
    ///
    /// JSON member `used`: optional (`None` when absent, `Some(None)` when `null`).
    pub used: ::std::option::Option<::std::option::Option<bool>>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Citation {
    /// A `Citation` from its required members; the optional ones start absent.
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
crate::__wm_object!(
    Citation = __rules::N50; n : "n" = __rules::N51, source : "source" = __rules::N52,
    url "?" : "url" = __rules::N53, recording_id "?" : "recording_id" = __rules::N54,
    title "?" : "title" = __rules::N55, namespace "?" : "namespace" = __rules::N56,
    recorded_at "?" : "recorded_at" = __rules::N57, time "?" : "time" = __rules::N58,
    page "?" : "page" = __rules::N59, speaker "?" : "speaker" = __rules::N60, site "?" :
    "site" = __rules::N61, fetched_at "?" : "fetched_at" = __rules::N62, text : "text" =
    __rules::N63, used "?" : "used" = __rules::N64
);
crate::__wm_json_schema!(
    Citation,
    r#"{"type":"object","required":["n","source","text"],"properties":{"n":{"type":"integer"},"source":{},"url":{"type":["string","null"],"description":"the web page, the docs section, this server, or the asset's page in Lens at that moment"},"recording_id":{"type":"integer"},"title":{"type":["string","null"]},"namespace":{"type":["string","null"]},"recorded_at":{"type":["string","null"]},"time":{"type":["string","null"]},"page":{"type":["integer","null"]},"speaker":{"type":["string","null"]},"site":{"type":["string","null"]},"fetched_at":{"type":["string","null"]},"text":{"type":"string"},"used":{"type":["boolean","null"],"description":"cited in the answer"}}}"#;
    "/properties/source" => CitationSource
);
/// where it is: said in a recording, on a document's page, shown on screen, from memory, a web page, Lens's docs, or this Lens server's facts
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/citation/properties/source`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
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
crate::__wm_str_enum!(
    CitationSource = __rules::N52; Said = "said", Page = "page", Screen = "screen",
    Memory = "memory", Web = "web", Docs = "docs", Server = "server"
);
crate::__wm_json_schema!(
    CitationSource,
    r#"{"enum":["said","page","screen","memory","web","docs","server"],"description":"where it is: said in a recording, on a document's page, shown on screen, from memory, a web page, Lens's docs, or this Lens server's facts"}"#
);
/// what only Lens knows of a message
///
/// Schema: `schemas/chat-export.schema.json`, `/$defs/lens`.
#[derive(Clone, Debug, PartialEq)]
pub struct Lens {
    /// JSON member `model`: optional (`None` when absent).
    pub model: ::std::option::Option<::std::string::String>,
    /// JSON member `stopped`: optional (`None` when absent).
    pub stopped: ::std::option::Option<bool>,
    /// JSON member `notice`: optional (`None` when absent).
    pub notice: ::std::option::Option<::std::string::String>,
    /// JSON member `error`: optional (`None` when absent).
    pub error: ::std::option::Option<::std::string::String>,
    /// JSON member `check`: optional (`None` when absent).
    pub check: ::std::option::Option<crate::Object>,
    /// a question asked from a page: the page and any highlighted text
    ///
    /// JSON member `context`: optional (`None` when absent).
    pub context: ::std::option::Option<crate::Object>,
    /// JSON member `versions`: optional (`None` when absent).
    pub versions: ::std::option::Option<LensVersions>,
    /// JSON member `attachments`: optional (`None` when absent).
    pub attachments: ::std::option::Option<::std::vec::Vec<LensAttachmentsItem>>,
    /// JSON member `citations`: optional (`None` when absent).
    pub citations: ::std::option::Option<::std::vec::Vec<Citation>>,
    /// what produced it (GET /chats/{cid}/messages/{mid} meta): model, provider, tools, scope, limits, use, outcome, tokens, cost, time
    ///
    /// JSON member `meta`: optional (`None` when absent).
    pub meta: ::std::option::Option<crate::Object>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl Lens {
    /// A `Lens` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new() -> Self {
        Self {
            model: ::std::option::Option::None,
            stopped: ::std::option::Option::None,
            notice: ::std::option::Option::None,
            error: ::std::option::Option::None,
            check: ::std::option::Option::None,
            context: ::std::option::Option::None,
            versions: ::std::option::Option::None,
            attachments: ::std::option::Option::None,
            citations: ::std::option::Option::None,
            meta: ::std::option::Option::None,
            extra: ::std::default::Default::default(),
        }
    }
}
crate::__wm_object!(
    Lens = __rules::N65; model "?" : "model" = __rules::N66, stopped "?" : "stopped" =
    __rules::N67, notice "?" : "notice" = __rules::N68, error "?" : "error" =
    __rules::N69, check "?" : "check" = __rules::N70, context "?" : "context" =
    __rules::N71, versions "?" : "versions" = __rules::N72, attachments "?" :
    "attachments" = __rules::N77, citations "?" : "citations" = __rules::N82, meta "?" :
    "meta" = __rules::N84
);
crate::__wm_json_schema!(
    Lens,
    r##"{"type":"object","description":"what only Lens knows of a message","properties":{"model":{"type":"string"},"stopped":{"type":"boolean"},"notice":{"type":"string"},"error":{"type":"string"},"check":{"type":"object"},"context":{"type":"object","description":"a question asked from a page: the page and any highlighted text"},"versions":{},"attachments":{"type":"array","items":{}},"citations":{"type":"array","items":{"$ref":"#/$defs/citation"}},"meta":{"type":"object","description":"what produced it (GET /chats/{cid}/messages/{mid} meta): model, provider, tools, scope, limits, use, outcome, tokens, cost, time"}}}"##;
    "/properties/versions" => LensVersions, "/properties/attachments/items" =>
    LensAttachmentsItem, "/properties/citations/items" => Citation
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/lens/properties/versions`.
#[derive(Clone, Debug, PartialEq)]
pub struct LensVersions {
    /// JSON member `index`: required.
    pub index: crate::Integer,
    /// JSON member `count`: required.
    pub count: crate::Integer,
    /// JSON member `ids`: required.
    pub ids: ::std::vec::Vec<crate::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl LensVersions {
    /// A `LensVersions` from its required members; the optional ones start absent.
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
crate::__wm_object!(
    LensVersions = __rules::N72; index : "index" = __rules::N73, count : "count" =
    __rules::N74, ids : "ids" = __rules::N75
);
crate::__wm_json_schema!(
    LensVersions,
    r#"{"type":"object","required":["index","count","ids"],"properties":{"index":{"type":"integer"},"count":{"type":"integer"},"ids":{"type":"array","items":{"type":"integer"}}}}"#
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/lens/properties/attachments/items`.
#[derive(Clone, Debug, PartialEq)]
pub struct LensAttachmentsItem {
    /// JSON member `filename`: optional (`None` when absent).
    pub filename: ::std::option::Option<::std::string::String>,
    /// JSON member `size`: optional (`None` when absent).
    pub size: ::std::option::Option<crate::Integer>,
    /// JSON member `recording`: optional (`None` when absent).
    pub recording: ::std::option::Option<crate::Integer>,
    /// Members the schema does not declare, kept with their values in the order read.
    pub extra: crate::Object,
}
impl LensAttachmentsItem {
    /// A `LensAttachmentsItem` from its required members; the optional ones start absent.
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
crate::__wm_object!(
    LensAttachmentsItem = __rules::N78; filename "?" : "filename" = __rules::N79, size
    "?" : "size" = __rules::N80, recording "?" : "recording" = __rules::N81
);
crate::__wm_json_schema!(
    LensAttachmentsItem,
    r#"{"type":"object","properties":{"filename":{"type":"string"},"size":{"type":"integer"},"recording":{"type":"integer"}}}"#
);
/// Schema: `schemas/chat-export.schema.json`, `/$defs/messages`.
#[derive(Clone, Debug, PartialEq)]
pub struct Messages {
    /// JSON member `messages`: required.
    pub messages: ::std::vec::Vec<OpenaiMessage>,
}
impl Messages {
    /// A `Messages` from its required members; the optional ones start absent.
    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
    pub fn new(messages: ::std::vec::Vec<OpenaiMessage>) -> Self {
        Self { messages }
    }
}
crate::__wm_object!(
    Messages = __rules::N85, closed; messages : "messages" = __rules::N87
);
crate::__wm_json_schema!(
    Messages,
    r##"{"type":"object","required":["messages"],"additionalProperties":false,"properties":{"messages":{"type":"array","items":{"$ref":"#/$defs/openaiMessage"}}}}"##;
    "/properties/messages/items" => OpenaiMessage
);
/// The compiled schemas of this module's types: what `check` runs.
#[doc(hidden)]
#[allow(dead_code, clippy::all)]
pub(crate) mod __rules {
    use crate::runtime::rules::{Lit, Node, Types, Rule::*};
    pub(crate) static N0: Node = Node::at("#", &[OneOf(&[&N1, &N2])]);
    pub(crate) static N1: Node = Node::at("#/oneOf/0", &[Ref(&N3)]);
    pub(crate) static N2: Node = Node::at("#/oneOf/1", &[Ref(&N85)]);
    pub(crate) static N3: Node = Node::at("#/$defs/document", &[Type(Types(Types::OBJECT)), Required(&["@context", "format", "dc:title", "dc:identifier", "dc:format", "id", "title", "current_node", "mapping"]), Properties(&[("@context", &N4), ("format", &N6), ("dc:title", &N7), ("dc:created", &N8), ("dc:modified", &N9), ("dc:creator", &N10), ("dc:identifier", &N11), ("dc:format", &N12), ("dc:publisher", &N13), ("id", &N14), ("title", &N15), ("scope", &N16), ("model", &N17), ("exported_at", &N18), ("current_node", &N19), ("mapping", &N20)])]);
    pub(crate) static N4: Node = Node::at("#/$defs/document/properties/@context", &[Type(Types(Types::OBJECT)), Required(&["dc"]), Properties(&[("dc", &N5)])]);
    pub(crate) static N5: Node = Node::at("#/$defs/document/properties/@context/properties/dc", &[Const(&Lit::Str("http://purl.org/dc/terms/"))]);
    pub(crate) static N6: Node = Node::at("#/$defs/document/properties/format", &[Const(&Lit::Str("lens.chat-export/1"))]);
    pub(crate) static N7: Node = Node::at("#/$defs/document/properties/dc:title", &[Type(Types(Types::STRING))]);
    pub(crate) static N8: Node = Node::at("#/$defs/document/properties/dc:created", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N9: Node = Node::at("#/$defs/document/properties/dc:modified", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N10: Node = Node::at("#/$defs/document/properties/dc:creator", &[Type(Types(Types::STRING))]);
    pub(crate) static N11: Node = Node::at("#/$defs/document/properties/dc:identifier", &[Type(Types(Types::STRING))]);
    pub(crate) static N12: Node = Node::at("#/$defs/document/properties/dc:format", &[Const(&Lit::Str("application/json"))]);
    pub(crate) static N13: Node = Node::at("#/$defs/document/properties/dc:publisher", &[Type(Types(Types::STRING))]);
    pub(crate) static N14: Node = Node::at("#/$defs/document/properties/id", &[Type(Types(Types::STRING))]);
    pub(crate) static N15: Node = Node::at("#/$defs/document/properties/title", &[Type(Types(Types::STRING))]);
    pub(crate) static N16: Node = Node::at("#/$defs/document/properties/scope", &[Type(Types(Types::OBJECT))]);
    pub(crate) static N17: Node = Node::at("#/$defs/document/properties/model", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N18: Node = Node::at("#/$defs/document/properties/exported_at", &[Type(Types(Types::STRING))]);
    pub(crate) static N19: Node = Node::at("#/$defs/document/properties/current_node", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N20: Node = Node::at("#/$defs/document/properties/mapping", &[Type(Types(Types::OBJECT)), AdditionalProperties { declared: &[], patterns: &[], schema: &N21 }]);
    pub(crate) static N21: Node = Node::at("#/$defs/document/properties/mapping/additionalProperties", &[Ref(&N22)]);
    pub(crate) static N22: Node = Node::at("#/$defs/node", &[Type(Types(Types::OBJECT)), Required(&["id", "parent", "children", "message", "lens"]), Properties(&[("id", &N23), ("parent", &N24), ("children", &N25), ("created_at", &N27), ("message", &N28), ("tool_messages", &N29), ("lens", &N31)])]);
    pub(crate) static N23: Node = Node::at("#/$defs/node/properties/id", &[Type(Types(Types::STRING))]);
    pub(crate) static N24: Node = Node::at("#/$defs/node/properties/parent", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N25: Node = Node::at("#/$defs/node/properties/children", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N26 }]);
    pub(crate) static N26: Node = Node::at("#/$defs/node/properties/children/items", &[Type(Types(Types::STRING))]);
    pub(crate) static N27: Node = Node::at("#/$defs/node/properties/created_at", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N28: Node = Node::at("#/$defs/node/properties/message", &[Ref(&N32)]);
    pub(crate) static N29: Node = Node::at("#/$defs/node/properties/tool_messages", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N30 }]);
    pub(crate) static N30: Node = Node::at("#/$defs/node/properties/tool_messages/items", &[Ref(&N35)]);
    pub(crate) static N31: Node = Node::at("#/$defs/node/properties/lens", &[Ref(&N65)]);
    pub(crate) static N32: Node = Node::at("#/$defs/chatMessage", &[Type(Types(Types::OBJECT)), Required(&["role", "content"]), Properties(&[("role", &N33), ("content", &N34)])]);
    pub(crate) static N33: Node = Node::at("#/$defs/chatMessage/properties/role", &[Enum(&[Lit::Str("user"), Lit::Str("assistant")])]);
    pub(crate) static N34: Node = Node::at("#/$defs/chatMessage/properties/content", &[Type(Types(Types::STRING))]);
    pub(crate) static N35: Node = Node::at("#/$defs/openaiMessage", &[Type(Types(Types::OBJECT)), Required(&["role"]), Properties(&[("role", &N36), ("content", &N37), ("tool_call_id", &N38), ("tool_calls", &N39)]), AllOf(&[&N46])]);
    pub(crate) static N36: Node = Node::at("#/$defs/openaiMessage/properties/role", &[Enum(&[Lit::Str("system"), Lit::Str("user"), Lit::Str("assistant"), Lit::Str("tool")])]);
    pub(crate) static N37: Node = Node::at("#/$defs/openaiMessage/properties/content", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N38: Node = Node::at("#/$defs/openaiMessage/properties/tool_call_id", &[Type(Types(Types::STRING))]);
    pub(crate) static N39: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N40 }]);
    pub(crate) static N40: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls/items", &[Type(Types(Types::OBJECT)), Required(&["id", "type", "function"]), Properties(&[("id", &N41), ("type", &N42), ("function", &N43)])]);
    pub(crate) static N41: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls/items/properties/id", &[Type(Types(Types::STRING))]);
    pub(crate) static N42: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls/items/properties/type", &[Const(&Lit::Str("function"))]);
    pub(crate) static N43: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls/items/properties/function", &[Type(Types(Types::OBJECT)), Required(&["name", "arguments"]), Properties(&[("name", &N44), ("arguments", &N45)])]);
    pub(crate) static N44: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls/items/properties/function/properties/name", &[Type(Types(Types::STRING))]);
    pub(crate) static N45: Node = Node::at("#/$defs/openaiMessage/properties/tool_calls/items/properties/function/properties/arguments", &[Type(Types(Types::STRING))]);
    pub(crate) static N46: Node = Node::at("#/$defs/openaiMessage/allOf/0", &[IfThenElse { condition: &N47, then: Some(&N49), otherwise: None }]);
    pub(crate) static N47: Node = Node::at("#/$defs/openaiMessage/allOf/0/if", &[Properties(&[("role", &N48)])]);
    pub(crate) static N48: Node = Node::at("#/$defs/openaiMessage/allOf/0/if/properties/role", &[Const(&Lit::Str("tool"))]);
    pub(crate) static N49: Node = Node::at("#/$defs/openaiMessage/allOf/0/then", &[Required(&["tool_call_id", "content"])]);
    pub(crate) static N50: Node = Node::at("#/$defs/citation", &[Type(Types(Types::OBJECT)), Required(&["n", "source", "text"]), Properties(&[("n", &N51), ("source", &N52), ("url", &N53), ("recording_id", &N54), ("title", &N55), ("namespace", &N56), ("recorded_at", &N57), ("time", &N58), ("page", &N59), ("speaker", &N60), ("site", &N61), ("fetched_at", &N62), ("text", &N63), ("used", &N64)])]);
    pub(crate) static N51: Node = Node::at("#/$defs/citation/properties/n", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N52: Node = Node::at("#/$defs/citation/properties/source", &[Enum(&[Lit::Str("said"), Lit::Str("page"), Lit::Str("screen"), Lit::Str("memory"), Lit::Str("web"), Lit::Str("docs"), Lit::Str("server")])]);
    pub(crate) static N53: Node = Node::at("#/$defs/citation/properties/url", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N54: Node = Node::at("#/$defs/citation/properties/recording_id", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N55: Node = Node::at("#/$defs/citation/properties/title", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N56: Node = Node::at("#/$defs/citation/properties/namespace", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N57: Node = Node::at("#/$defs/citation/properties/recorded_at", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N58: Node = Node::at("#/$defs/citation/properties/time", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N59: Node = Node::at("#/$defs/citation/properties/page", &[Type(Types(Types::NULL|Types::INTEGER))]);
    pub(crate) static N60: Node = Node::at("#/$defs/citation/properties/speaker", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N61: Node = Node::at("#/$defs/citation/properties/site", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N62: Node = Node::at("#/$defs/citation/properties/fetched_at", &[Type(Types(Types::NULL|Types::STRING))]);
    pub(crate) static N63: Node = Node::at("#/$defs/citation/properties/text", &[Type(Types(Types::STRING))]);
    pub(crate) static N64: Node = Node::at("#/$defs/citation/properties/used", &[Type(Types(Types::NULL|Types::BOOLEAN))]);
    pub(crate) static N65: Node = Node::at("#/$defs/lens", &[Type(Types(Types::OBJECT)), Properties(&[("model", &N66), ("stopped", &N67), ("notice", &N68), ("error", &N69), ("check", &N70), ("context", &N71), ("versions", &N72), ("attachments", &N77), ("citations", &N82), ("meta", &N84)])]);
    pub(crate) static N66: Node = Node::at("#/$defs/lens/properties/model", &[Type(Types(Types::STRING))]);
    pub(crate) static N67: Node = Node::at("#/$defs/lens/properties/stopped", &[Type(Types(Types::BOOLEAN))]);
    pub(crate) static N68: Node = Node::at("#/$defs/lens/properties/notice", &[Type(Types(Types::STRING))]);
    pub(crate) static N69: Node = Node::at("#/$defs/lens/properties/error", &[Type(Types(Types::STRING))]);
    pub(crate) static N70: Node = Node::at("#/$defs/lens/properties/check", &[Type(Types(Types::OBJECT))]);
    pub(crate) static N71: Node = Node::at("#/$defs/lens/properties/context", &[Type(Types(Types::OBJECT))]);
    pub(crate) static N72: Node = Node::at("#/$defs/lens/properties/versions", &[Type(Types(Types::OBJECT)), Required(&["index", "count", "ids"]), Properties(&[("index", &N73), ("count", &N74), ("ids", &N75)])]);
    pub(crate) static N73: Node = Node::at("#/$defs/lens/properties/versions/properties/index", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N74: Node = Node::at("#/$defs/lens/properties/versions/properties/count", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N75: Node = Node::at("#/$defs/lens/properties/versions/properties/ids", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N76 }]);
    pub(crate) static N76: Node = Node::at("#/$defs/lens/properties/versions/properties/ids/items", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N77: Node = Node::at("#/$defs/lens/properties/attachments", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N78 }]);
    pub(crate) static N78: Node = Node::at("#/$defs/lens/properties/attachments/items", &[Type(Types(Types::OBJECT)), Properties(&[("filename", &N79), ("size", &N80), ("recording", &N81)])]);
    pub(crate) static N79: Node = Node::at("#/$defs/lens/properties/attachments/items/properties/filename", &[Type(Types(Types::STRING))]);
    pub(crate) static N80: Node = Node::at("#/$defs/lens/properties/attachments/items/properties/size", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N81: Node = Node::at("#/$defs/lens/properties/attachments/items/properties/recording", &[Type(Types(Types::INTEGER))]);
    pub(crate) static N82: Node = Node::at("#/$defs/lens/properties/citations", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N83 }]);
    pub(crate) static N83: Node = Node::at("#/$defs/lens/properties/citations/items", &[Ref(&N50)]);
    pub(crate) static N84: Node = Node::at("#/$defs/lens/properties/meta", &[Type(Types(Types::OBJECT))]);
    pub(crate) static N85: Node = Node::at("#/$defs/messages", &[Type(Types(Types::OBJECT)), Required(&["messages"]), Properties(&[("messages", &N87)]), AdditionalProperties { declared: &["messages"], patterns: &[], schema: &N86 }]);
    pub(crate) static N86: Node = Node::at("#/$defs/messages/additionalProperties", &[Never]);
    pub(crate) static N87: Node = Node::at("#/$defs/messages/properties/messages", &[Type(Types(Types::ARRAY)), Items { prefix: 0, schema: &N88 }]);
    pub(crate) static N88: Node = Node::at("#/$defs/messages/properties/messages/items", &[Ref(&N35)]);
}
