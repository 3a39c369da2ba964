// @generated from schemas/chat-export.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

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
impl<'de> ::serde::Deserialize<'de> for ChatExport {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        deserializer.deserialize_map(ChatExportVisitor)
    }
}
/// Reads a `ChatExport`, choosing its form as members arrive.
struct ChatExportVisitor;
impl<'de> ::serde::de::Visitor<'de> for ChatExportVisitor {
    type Value = ChatExport;
    fn expecting(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
        f.write_str("an object: a Document or a Messages")
    }
    fn visit_map<A: ::serde::de::MapAccess<'de>>(
        self,
        mut map: A,
    ) -> ::std::result::Result<ChatExport, A::Error> {
        let mut branch0 = crate::runtime::de::Branch::<DocumentSlots>::default();
        let mut branch1 = crate::runtime::de::Branch::<MessagesSlots>::default();
        while let ::std::option::Option::Some(key) = map
            .next_key_seed(crate::runtime::de::Key)?
        {
            branch0.see_key(&key);
            branch1.see_key(&key);
            let open = usize::from(branch0.is_open()) + usize::from(branch1.is_open());
            if open == 0 {
                break;
            }
            if open == 1 {
                if branch0.is_open() {
                    branch0.read(key, &mut map)?;
                    continue;
                }
                if branch1.is_open() {
                    branch1.read(key, &mut map)?;
                    continue;
                }
            }
            let value = crate::runtime::de::buffer(&mut map, &key)?;
            branch0.read_buffered(&key, &value);
            branch1.read_buffered(&key, &value);
        }
        let evidence = [branch0.evidence(), branch1.evidence()];
        let (result0, saved0) = branch0.conclude::<A::Error>();
        let (result1, saved1) = branch1.conclude::<A::Error>();
        let matched = usize::from(result0.is_ok()) + usize::from(result1.is_ok());
        if matched > 1 {
            return Err(crate::runtime::de::ambiguous(&["a Document", "a Messages"]));
        }
        let error0 = match result0 {
            ::std::result::Result::Ok(value) => return Ok(ChatExport::Document(value)),
            ::std::result::Result::Err(error) => error,
        };
        let error1 = match result1 {
            ::std::result::Result::Ok(value) => return Ok(ChatExport::Messages(value)),
            ::std::result::Result::Err(error) => error,
        };
        Err(crate::runtime::de::pick([(error0, saved0), (error1, saved1)], evidence))
    }
}
impl ::serde::Serialize for ChatExport {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        match self {
            Self::Document(value) => value.serialize(serializer),
            Self::Messages(value) => value.serialize(serializer),
        }
    }
}
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
impl<'de> ::serde::Deserialize<'de> for DocumentContext {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<DocumentContextSlots, D>(deserializer)
    }
}
/// The members of a `DocumentContext` being read.
#[derive(Default)]
struct DocumentContextSlots {
    dc: ::std::option::Option<()>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for DocumentContextSlots {
    const EXPECTING: &'static str = "an object (DocumentContext)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"dc\"";
    fn declares(key: &str) -> bool {
        matches!(key, "dc")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for DocumentContextSlots {
    type Value = DocumentContext;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "dc" => {
                crate::runtime::de::put(
                    &mut self.dc,
                    "dc",
                    crate::runtime::de::ConstStr("http://purl.org/dc/terms/"),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(
        mut self,
    ) -> ::std::result::Result<DocumentContext, E> {
        if self.dc.is_none() {
            return Err(
                crate::runtime::de::missing(
                    "dc",
                    "the constant \"http://purl.org/dc/terms/\"",
                ),
            );
        }
        Ok(DocumentContext {
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for DocumentContext {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("dc", "http://purl.org/dc/terms/")?;
        for (key, value) in &self.extra {
            if <DocumentContextSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "DocumentContext: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
/// A string, one of: `"user"`, `"assistant"`.
#[derive(Clone, Copy, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub enum ChatMessageRole {
    /// `"user"`
    User,
    /// `"assistant"`
    Assistant,
}
impl<'de> ::serde::Deserialize<'de> for ChatMessageRole {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        match text.as_ref() {
            "user" => Ok(Self::User),
            "assistant" => Ok(Self::Assistant),
            other => {
                Err(
                    crate::runtime::trail::fail(
                        crate::ErrorKind::Constraint,
                        format_args!(
                            "{}{}", "expected one of \"user\", \"assistant\", found ",
                            crate ::runtime::de::brief_str(other)
                        ),
                    ),
                )
            }
        }
    }
}
impl ::serde::Serialize for ChatMessageRole {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer
            .serialize_str(
                match self {
                    Self::User => "user",
                    Self::Assistant => "assistant",
                },
            )
    }
}
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
impl<'de> ::serde::Deserialize<'de> for ChatMessage {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<ChatMessageSlots, D>(deserializer)
    }
}
/// The members of a `ChatMessage` being read.
#[derive(Default)]
struct ChatMessageSlots {
    role: ::std::option::Option<ChatMessageRole>,
    content: ::std::option::Option<::std::string::String>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for ChatMessageSlots {
    const EXPECTING: &'static str = "an object (ChatMessage)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"role\", \"content\"";
    fn declares(key: &str) -> bool {
        matches!(key, "role" | "content")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for ChatMessageSlots {
    type Value = ChatMessage;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "role" => {
                crate::runtime::de::put(
                    &mut self.role,
                    "role",
                    crate::runtime::de::Named::<ChatMessageRole>::new(),
                    value,
                )
            }
            "content" => {
                crate::runtime::de::put(
                    &mut self.content,
                    "content",
                    crate::runtime::de::Str,
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<ChatMessage, E> {
        let role = match self.role.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing("role", "one of \"user\", \"assistant\""),
                );
            }
        };
        let content = match self.content.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("content", "a string"));
            }
        };
        Ok(ChatMessage {
            role,
            content,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for ChatMessage {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("role", &self.role)?;
        map.serialize_entry("content", &self.content)?;
        for (key, value) in &self.extra {
            if <ChatMessageSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "ChatMessage: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for OpenaiMessageRole {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        match text.as_ref() {
            "system" => Ok(Self::System),
            "user" => Ok(Self::User),
            "assistant" => Ok(Self::Assistant),
            "tool" => Ok(Self::Tool),
            other => {
                Err(
                    crate::runtime::trail::fail(
                        crate::ErrorKind::Constraint,
                        format_args!(
                            "{}{}",
                            "expected one of \"system\", \"user\", \"assistant\", \"tool\", found ",
                            crate ::runtime::de::brief_str(other)
                        ),
                    ),
                )
            }
        }
    }
}
impl ::serde::Serialize for OpenaiMessageRole {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer
            .serialize_str(
                match self {
                    Self::System => "system",
                    Self::User => "user",
                    Self::Assistant => "assistant",
                    Self::Tool => "tool",
                },
            )
    }
}
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
impl<'de> ::serde::Deserialize<'de> for OpenaiMessageToolCallsItemFunction {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<
            OpenaiMessageToolCallsItemFunctionSlots,
            D,
        >(deserializer)
    }
}
/// The members of a `OpenaiMessageToolCallsItemFunction` being read.
#[derive(Default)]
struct OpenaiMessageToolCallsItemFunctionSlots {
    name: ::std::option::Option<::std::string::String>,
    arguments: ::std::option::Option<::std::string::String>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for OpenaiMessageToolCallsItemFunctionSlots {
    const EXPECTING: &'static str = "an object (OpenaiMessageToolCallsItemFunction)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"name\", \"arguments\"";
    fn declares(key: &str) -> bool {
        matches!(key, "name" | "arguments")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for OpenaiMessageToolCallsItemFunctionSlots {
    type Value = OpenaiMessageToolCallsItemFunction;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "name" => {
                crate::runtime::de::put(
                    &mut self.name,
                    "name",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "arguments" => {
                crate::runtime::de::put(
                    &mut self.arguments,
                    "arguments",
                    crate::runtime::de::Str,
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(
        mut self,
    ) -> ::std::result::Result<OpenaiMessageToolCallsItemFunction, E> {
        let name = match self.name.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("name", "a string"));
            }
        };
        let arguments = match self.arguments.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("arguments", "a string"));
            }
        };
        Ok(OpenaiMessageToolCallsItemFunction {
            name,
            arguments,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for OpenaiMessageToolCallsItemFunction {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("name", &self.name)?;
        map.serialize_entry("arguments", &self.arguments)?;
        for (key, value) in &self.extra {
            if <OpenaiMessageToolCallsItemFunctionSlots as crate::runtime::de::ObjectShape>::declares(
                key,
            ) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "OpenaiMessageToolCallsItemFunction: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for OpenaiMessageToolCallsItem {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<OpenaiMessageToolCallsItemSlots, D>(deserializer)
    }
}
/// The members of a `OpenaiMessageToolCallsItem` being read.
#[derive(Default)]
struct OpenaiMessageToolCallsItemSlots {
    id: ::std::option::Option<::std::string::String>,
    type_: ::std::option::Option<()>,
    function: ::std::option::Option<OpenaiMessageToolCallsItemFunction>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for OpenaiMessageToolCallsItemSlots {
    const EXPECTING: &'static str = "an object (OpenaiMessageToolCallsItem)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"id\", \"type\", \"function\"";
    fn declares(key: &str) -> bool {
        matches!(key, "id" | "type" | "function")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for OpenaiMessageToolCallsItemSlots {
    type Value = OpenaiMessageToolCallsItem;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "id" => {
                crate::runtime::de::put(
                    &mut self.id,
                    "id",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "type" => {
                crate::runtime::de::put(
                    &mut self.type_,
                    "type",
                    crate::runtime::de::ConstStr("function"),
                    value,
                )
            }
            "function" => {
                crate::runtime::de::put(
                    &mut self.function,
                    "function",
                    crate::runtime::de::Named::<
                        OpenaiMessageToolCallsItemFunction,
                    >::new(),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(
        mut self,
    ) -> ::std::result::Result<OpenaiMessageToolCallsItem, E> {
        let id = match self.id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("id", "a string"));
            }
        };
        if self.type_.is_none() {
            return Err(crate::runtime::de::missing("type", "the constant \"function\""));
        }
        let function = match self.function.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "function",
                        "a OpenaiMessageToolCallsItemFunction object",
                    ),
                );
            }
        };
        Ok(OpenaiMessageToolCallsItem {
            id,
            function,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for OpenaiMessageToolCallsItem {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("type", "function")?;
        map.serialize_entry("function", &self.function)?;
        for (key, value) in &self.extra {
            if <OpenaiMessageToolCallsItemSlots as crate::runtime::de::ObjectShape>::declares(
                key,
            ) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "OpenaiMessageToolCallsItem: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for OpenaiMessage {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<OpenaiMessageSlots, D>(deserializer)
    }
}
/// The members of a `OpenaiMessage` being read.
#[derive(Default)]
struct OpenaiMessageSlots {
    role: ::std::option::Option<OpenaiMessageRole>,
    content: ::std::option::Option<::std::option::Option<::std::string::String>>,
    tool_call_id: ::std::option::Option<::std::string::String>,
    tool_calls: ::std::option::Option<::std::vec::Vec<OpenaiMessageToolCallsItem>>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for OpenaiMessageSlots {
    const EXPECTING: &'static str = "an object (OpenaiMessage)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"role\", \"content\", \"tool_call_id\", \"tool_calls\"";
    fn declares(key: &str) -> bool {
        matches!(key, "role" | "content" | "tool_call_id" | "tool_calls")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for OpenaiMessageSlots {
    type Value = OpenaiMessage;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "role" => {
                crate::runtime::de::put(
                    &mut self.role,
                    "role",
                    crate::runtime::de::Named::<OpenaiMessageRole>::new(),
                    value,
                )
            }
            "content" => {
                crate::runtime::de::put(
                    &mut self.content,
                    "content",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "tool_call_id" => {
                crate::runtime::de::put(
                    &mut self.tool_call_id,
                    "tool_call_id",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "tool_calls" => {
                crate::runtime::de::put(
                    &mut self.tool_calls,
                    "tool_calls",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<OpenaiMessageToolCallsItem>::new(),
                    ),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(
        mut self,
    ) -> ::std::result::Result<OpenaiMessage, E> {
        let condition0 = match &self.role {
            ::std::option::Option::Some(value) => {
                matches!(value, OpenaiMessageRole::Tool)
            }
            ::std::option::Option::None => true,
        };
        let role = match self.role.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "role",
                        "one of \"system\", \"user\", \"assistant\", \"tool\"",
                    ),
                );
            }
        };
        if condition0 {
            if self.tool_call_id.is_none() {
                return Err(
                    crate::runtime::trail::at_key(
                        "tool_call_id",
                        crate::runtime::trail::fail(
                            crate::ErrorKind::Conditional,
                            "\"role\" is \"tool\", so \"tool_call_id\" is required",
                        ),
                    ),
                );
            }
            if self.content.is_none() {
                return Err(
                    crate::runtime::trail::at_key(
                        "content",
                        crate::runtime::trail::fail(
                            crate::ErrorKind::Conditional,
                            "\"role\" is \"tool\", so \"content\" is required",
                        ),
                    ),
                );
            }
        }
        Ok(OpenaiMessage {
            role,
            content: self.content.take().flatten(),
            tool_call_id: self.tool_call_id.take(),
            tool_calls: self.tool_calls.take().unwrap_or_default(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for OpenaiMessage {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("role", &self.role)?;
        if let ::std::option::Option::Some(value) = &self.content {
            map.serialize_entry("content", value)?;
        } else if {
            let value = &self.role;
            matches!(value, OpenaiMessageRole::Tool)
        } {
            map.serialize_entry("content", &())?;
        }
        if let ::std::option::Option::Some(value) = &self.tool_call_id {
            map.serialize_entry("tool_call_id", value)?;
        } else if {
            let value = &self.role;
            matches!(value, OpenaiMessageRole::Tool)
        } {
            return Err(
                <S::Error as ::serde::ser::Error>::custom(
                    "OpenaiMessage: the member \"tool_call_id\" is required here (see the type's docs) but is None",
                ),
            );
        }
        if !self.tool_calls.is_empty() {
            map.serialize_entry("tool_calls", &self.tool_calls)?;
        }
        for (key, value) in &self.extra {
            if <OpenaiMessageSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "OpenaiMessage: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for LensVersions {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<LensVersionsSlots, D>(deserializer)
    }
}
/// The members of a `LensVersions` being read.
#[derive(Default)]
struct LensVersionsSlots {
    index: ::std::option::Option<crate::Integer>,
    count: ::std::option::Option<crate::Integer>,
    ids: ::std::option::Option<::std::vec::Vec<crate::Integer>>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for LensVersionsSlots {
    const EXPECTING: &'static str = "an object (LensVersions)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"index\", \"count\", \"ids\"";
    fn declares(key: &str) -> bool {
        matches!(key, "index" | "count" | "ids")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for LensVersionsSlots {
    type Value = LensVersions;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "index" => {
                crate::runtime::de::put(
                    &mut self.index,
                    "index",
                    crate::runtime::de::Int,
                    value,
                )
            }
            "count" => {
                crate::runtime::de::put(
                    &mut self.count,
                    "count",
                    crate::runtime::de::Int,
                    value,
                )
            }
            "ids" => {
                crate::runtime::de::put(
                    &mut self.ids,
                    "ids",
                    crate::runtime::de::Seq(crate::runtime::de::Int),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(
        mut self,
    ) -> ::std::result::Result<LensVersions, E> {
        let index = match self.index.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("index", "an integer"));
            }
        };
        let count = match self.count.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("count", "an integer"));
            }
        };
        let ids = match self.ids.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("ids", "an array of an integer"));
            }
        };
        Ok(LensVersions {
            index,
            count,
            ids,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for LensVersions {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("index", &self.index)?;
        map.serialize_entry("count", &self.count)?;
        map.serialize_entry("ids", &self.ids)?;
        for (key, value) in &self.extra {
            if <LensVersionsSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "LensVersions: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for LensAttachmentsItem {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<LensAttachmentsItemSlots, D>(deserializer)
    }
}
/// The members of a `LensAttachmentsItem` being read.
#[derive(Default)]
struct LensAttachmentsItemSlots {
    filename: ::std::option::Option<::std::string::String>,
    size: ::std::option::Option<crate::Integer>,
    recording: ::std::option::Option<crate::Integer>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for LensAttachmentsItemSlots {
    const EXPECTING: &'static str = "an object (LensAttachmentsItem)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"filename\", \"size\", \"recording\"";
    fn declares(key: &str) -> bool {
        matches!(key, "filename" | "size" | "recording")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for LensAttachmentsItemSlots {
    type Value = LensAttachmentsItem;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "filename" => {
                crate::runtime::de::put(
                    &mut self.filename,
                    "filename",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "size" => {
                crate::runtime::de::put(
                    &mut self.size,
                    "size",
                    crate::runtime::de::Int,
                    value,
                )
            }
            "recording" => {
                crate::runtime::de::put(
                    &mut self.recording,
                    "recording",
                    crate::runtime::de::Int,
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(
        mut self,
    ) -> ::std::result::Result<LensAttachmentsItem, E> {
        Ok(LensAttachmentsItem {
            filename: self.filename.take(),
            size: self.size.take(),
            recording: self.recording.take(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for LensAttachmentsItem {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        if let ::std::option::Option::Some(value) = &self.filename {
            map.serialize_entry("filename", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.size {
            map.serialize_entry("size", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.recording {
            map.serialize_entry("recording", value)?;
        }
        for (key, value) in &self.extra {
            if <LensAttachmentsItemSlots as crate::runtime::de::ObjectShape>::declares(
                key,
            ) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "LensAttachmentsItem: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for CitationSource {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        match text.as_ref() {
            "said" => Ok(Self::Said),
            "page" => Ok(Self::Page),
            "screen" => Ok(Self::Screen),
            "memory" => Ok(Self::Memory),
            "web" => Ok(Self::Web),
            "docs" => Ok(Self::Docs),
            "server" => Ok(Self::Server),
            other => {
                Err(
                    crate::runtime::trail::fail(
                        crate::ErrorKind::Constraint,
                        format_args!(
                            "{}{}",
                            "expected one of \"said\", \"page\", \"screen\", \"memory\", \"web\", \"docs\", \"server\", found ",
                            crate ::runtime::de::brief_str(other)
                        ),
                    ),
                )
            }
        }
    }
}
impl ::serde::Serialize for CitationSource {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer
            .serialize_str(
                match self {
                    Self::Said => "said",
                    Self::Page => "page",
                    Self::Screen => "screen",
                    Self::Memory => "memory",
                    Self::Web => "web",
                    Self::Docs => "docs",
                    Self::Server => "server",
                },
            )
    }
}
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
impl<'de> ::serde::Deserialize<'de> for Citation {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<CitationSlots, D>(deserializer)
    }
}
/// The members of a `Citation` being read.
#[derive(Default)]
struct CitationSlots {
    n: ::std::option::Option<crate::Integer>,
    source: ::std::option::Option<CitationSource>,
    url: ::std::option::Option<::std::option::Option<::std::string::String>>,
    recording_id: ::std::option::Option<crate::Integer>,
    title: ::std::option::Option<::std::option::Option<::std::string::String>>,
    namespace: ::std::option::Option<::std::option::Option<::std::string::String>>,
    recorded_at: ::std::option::Option<::std::option::Option<::std::string::String>>,
    time: ::std::option::Option<::std::option::Option<::std::string::String>>,
    page: ::std::option::Option<::std::option::Option<crate::Integer>>,
    speaker: ::std::option::Option<::std::option::Option<::std::string::String>>,
    site: ::std::option::Option<::std::option::Option<::std::string::String>>,
    fetched_at: ::std::option::Option<::std::option::Option<::std::string::String>>,
    text: ::std::option::Option<::std::string::String>,
    used: ::std::option::Option<::std::option::Option<bool>>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for CitationSlots {
    const EXPECTING: &'static str = "an object (Citation)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"n\", \"source\", \"url\", \"recording_id\", \"title\", \"namespace\", \"recorded_at\", \"time\", \"page\", \"speaker\", \"site\", \"fetched_at\", \"text\", \"used\"";
    fn declares(key: &str) -> bool {
        matches!(
            key, "n" | "source" | "url" | "recording_id" | "title" | "namespace" |
            "recorded_at" | "time" | "page" | "speaker" | "site" | "fetched_at" | "text"
            | "used"
        )
    }
}
impl<'de> crate::runtime::de::Slots<'de> for CitationSlots {
    type Value = Citation;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "n" => {
                crate::runtime::de::put(&mut self.n, "n", crate::runtime::de::Int, value)
            }
            "source" => {
                crate::runtime::de::put(
                    &mut self.source,
                    "source",
                    crate::runtime::de::Named::<CitationSource>::new(),
                    value,
                )
            }
            "url" => {
                crate::runtime::de::put(
                    &mut self.url,
                    "url",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "recording_id" => {
                crate::runtime::de::put(
                    &mut self.recording_id,
                    "recording_id",
                    crate::runtime::de::Int,
                    value,
                )
            }
            "title" => {
                crate::runtime::de::put(
                    &mut self.title,
                    "title",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "namespace" => {
                crate::runtime::de::put(
                    &mut self.namespace,
                    "namespace",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "recorded_at" => {
                crate::runtime::de::put(
                    &mut self.recorded_at,
                    "recorded_at",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "time" => {
                crate::runtime::de::put(
                    &mut self.time,
                    "time",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "page" => {
                crate::runtime::de::put(
                    &mut self.page,
                    "page",
                    crate::runtime::de::Nullable(crate::runtime::de::Int),
                    value,
                )
            }
            "speaker" => {
                crate::runtime::de::put(
                    &mut self.speaker,
                    "speaker",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "site" => {
                crate::runtime::de::put(
                    &mut self.site,
                    "site",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "fetched_at" => {
                crate::runtime::de::put(
                    &mut self.fetched_at,
                    "fetched_at",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "text" => {
                crate::runtime::de::put(
                    &mut self.text,
                    "text",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "used" => {
                crate::runtime::de::put(
                    &mut self.used,
                    "used",
                    crate::runtime::de::Nullable(crate::runtime::de::Bool),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<Citation, E> {
        let n = match self.n.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("n", "an integer"));
            }
        };
        let source = match self.source.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "source",
                        "one of \"said\", \"page\", \"screen\", \"memory\", \"web\", \"docs\", \"server\"",
                    ),
                );
            }
        };
        let text = match self.text.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("text", "a string"));
            }
        };
        Ok(Citation {
            n,
            source,
            url: self.url.take().flatten(),
            recording_id: self.recording_id.take(),
            title: self.title.take().flatten(),
            namespace: self.namespace.take().flatten(),
            recorded_at: self.recorded_at.take().flatten(),
            time: self.time.take().flatten(),
            page: self.page.take().flatten(),
            speaker: self.speaker.take().flatten(),
            site: self.site.take().flatten(),
            fetched_at: self.fetched_at.take().flatten(),
            text,
            used: self.used.take().flatten(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for Citation {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("n", &self.n)?;
        map.serialize_entry("source", &self.source)?;
        if let ::std::option::Option::Some(value) = &self.url {
            map.serialize_entry("url", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.recording_id {
            map.serialize_entry("recording_id", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.title {
            map.serialize_entry("title", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.namespace {
            map.serialize_entry("namespace", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.recorded_at {
            map.serialize_entry("recorded_at", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.time {
            map.serialize_entry("time", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.page {
            map.serialize_entry("page", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.speaker {
            map.serialize_entry("speaker", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.site {
            map.serialize_entry("site", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.fetched_at {
            map.serialize_entry("fetched_at", value)?;
        }
        map.serialize_entry("text", &self.text)?;
        if let ::std::option::Option::Some(value) = &self.used {
            map.serialize_entry("used", value)?;
        }
        for (key, value) in &self.extra {
            if <CitationSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "Citation: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for Lens {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<LensSlots, D>(deserializer)
    }
}
/// The members of a `Lens` being read.
#[derive(Default)]
struct LensSlots {
    model: ::std::option::Option<::std::string::String>,
    stopped: ::std::option::Option<bool>,
    notice: ::std::option::Option<::std::string::String>,
    error: ::std::option::Option<::std::string::String>,
    check: ::std::option::Option<crate::Object>,
    context: ::std::option::Option<crate::Object>,
    versions: ::std::option::Option<LensVersions>,
    attachments: ::std::option::Option<::std::vec::Vec<LensAttachmentsItem>>,
    citations: ::std::option::Option<::std::vec::Vec<Citation>>,
    meta: ::std::option::Option<crate::Object>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for LensSlots {
    const EXPECTING: &'static str = "an object (Lens)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"model\", \"stopped\", \"notice\", \"error\", \"check\", \"context\", \"versions\", \"attachments\", \"citations\", \"meta\"";
    fn declares(key: &str) -> bool {
        matches!(
            key, "model" | "stopped" | "notice" | "error" | "check" | "context" |
            "versions" | "attachments" | "citations" | "meta"
        )
    }
}
impl<'de> crate::runtime::de::Slots<'de> for LensSlots {
    type Value = Lens;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "model" => {
                crate::runtime::de::put(
                    &mut self.model,
                    "model",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "stopped" => {
                crate::runtime::de::put(
                    &mut self.stopped,
                    "stopped",
                    crate::runtime::de::Bool,
                    value,
                )
            }
            "notice" => {
                crate::runtime::de::put(
                    &mut self.notice,
                    "notice",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "error" => {
                crate::runtime::de::put(
                    &mut self.error,
                    "error",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "check" => {
                crate::runtime::de::put(
                    &mut self.check,
                    "check",
                    crate::runtime::de::FreeObject,
                    value,
                )
            }
            "context" => {
                crate::runtime::de::put(
                    &mut self.context,
                    "context",
                    crate::runtime::de::FreeObject,
                    value,
                )
            }
            "versions" => {
                crate::runtime::de::put(
                    &mut self.versions,
                    "versions",
                    crate::runtime::de::Named::<LensVersions>::new(),
                    value,
                )
            }
            "attachments" => {
                crate::runtime::de::put(
                    &mut self.attachments,
                    "attachments",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<LensAttachmentsItem>::new(),
                    ),
                    value,
                )
            }
            "citations" => {
                crate::runtime::de::put(
                    &mut self.citations,
                    "citations",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<Citation>::new(),
                    ),
                    value,
                )
            }
            "meta" => {
                crate::runtime::de::put(
                    &mut self.meta,
                    "meta",
                    crate::runtime::de::FreeObject,
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<Lens, E> {
        Ok(Lens {
            model: self.model.take(),
            stopped: self.stopped.take(),
            notice: self.notice.take(),
            error: self.error.take(),
            check: self.check.take().unwrap_or_default(),
            context: self.context.take().unwrap_or_default(),
            versions: self.versions.take(),
            attachments: self.attachments.take().unwrap_or_default(),
            citations: self.citations.take().unwrap_or_default(),
            meta: self.meta.take().unwrap_or_default(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for Lens {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        if let ::std::option::Option::Some(value) = &self.model {
            map.serialize_entry("model", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.stopped {
            map.serialize_entry("stopped", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.notice {
            map.serialize_entry("notice", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.error {
            map.serialize_entry("error", value)?;
        }
        if !self.check.is_empty() {
            map.serialize_entry("check", &self.check)?;
        }
        if !self.context.is_empty() {
            map.serialize_entry("context", &self.context)?;
        }
        if let ::std::option::Option::Some(value) = &self.versions {
            map.serialize_entry("versions", value)?;
        }
        if !self.attachments.is_empty() {
            map.serialize_entry("attachments", &self.attachments)?;
        }
        if !self.citations.is_empty() {
            map.serialize_entry("citations", &self.citations)?;
        }
        if !self.meta.is_empty() {
            map.serialize_entry("meta", &self.meta)?;
        }
        for (key, value) in &self.extra {
            if <LensSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "Lens: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for Node {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<NodeSlots, D>(deserializer)
    }
}
/// The members of a `Node` being read.
#[derive(Default)]
struct NodeSlots {
    id: ::std::option::Option<::std::string::String>,
    parent: ::std::option::Option<::std::option::Option<::std::string::String>>,
    children: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
    created_at: ::std::option::Option<::std::option::Option<::std::string::String>>,
    message: ::std::option::Option<ChatMessage>,
    tool_messages: ::std::option::Option<::std::vec::Vec<OpenaiMessage>>,
    lens: ::std::option::Option<Lens>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for NodeSlots {
    const EXPECTING: &'static str = "an object (Node)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"id\", \"parent\", \"children\", \"created_at\", \"message\", \"tool_messages\", \"lens\"";
    fn declares(key: &str) -> bool {
        matches!(
            key, "id" | "parent" | "children" | "created_at" | "message" |
            "tool_messages" | "lens"
        )
    }
}
impl<'de> crate::runtime::de::Slots<'de> for NodeSlots {
    type Value = Node;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "id" => {
                crate::runtime::de::put(
                    &mut self.id,
                    "id",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "parent" => {
                crate::runtime::de::put(
                    &mut self.parent,
                    "parent",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "children" => {
                crate::runtime::de::put(
                    &mut self.children,
                    "children",
                    crate::runtime::de::Seq(crate::runtime::de::Str),
                    value,
                )
            }
            "created_at" => {
                crate::runtime::de::put(
                    &mut self.created_at,
                    "created_at",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "message" => {
                crate::runtime::de::put(
                    &mut self.message,
                    "message",
                    crate::runtime::de::Named::<ChatMessage>::new(),
                    value,
                )
            }
            "tool_messages" => {
                crate::runtime::de::put(
                    &mut self.tool_messages,
                    "tool_messages",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<OpenaiMessage>::new(),
                    ),
                    value,
                )
            }
            "lens" => {
                crate::runtime::de::put(
                    &mut self.lens,
                    "lens",
                    crate::runtime::de::Named::<Lens>::new(),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<Node, E> {
        let id = match self.id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("id", "a string"));
            }
        };
        let parent = match self.parent.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("parent", "a string or null"));
            }
        };
        let children = match self.children.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing("children", "an array of a string"),
                );
            }
        };
        let message = match self.message.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing("message", "a ChatMessage object"),
                );
            }
        };
        let lens = match self.lens.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("lens", "a Lens object"));
            }
        };
        Ok(Node {
            id,
            parent,
            children,
            created_at: self.created_at.take().flatten(),
            message,
            tool_messages: self.tool_messages.take().unwrap_or_default(),
            lens,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for Node {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("parent", &self.parent)?;
        map.serialize_entry("children", &self.children)?;
        if let ::std::option::Option::Some(value) = &self.created_at {
            map.serialize_entry("created_at", value)?;
        }
        map.serialize_entry("message", &self.message)?;
        if !self.tool_messages.is_empty() {
            map.serialize_entry("tool_messages", &self.tool_messages)?;
        }
        map.serialize_entry("lens", &self.lens)?;
        for (key, value) in &self.extra {
            if <NodeSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "Node: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for Document {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<DocumentSlots, D>(deserializer)
    }
}
/// The members of a `Document` being read.
#[derive(Default)]
struct DocumentSlots {
    context: ::std::option::Option<DocumentContext>,
    format: ::std::option::Option<()>,
    dc_title: ::std::option::Option<::std::string::String>,
    dc_created: ::std::option::Option<::std::option::Option<::std::string::String>>,
    dc_modified: ::std::option::Option<::std::option::Option<::std::string::String>>,
    dc_creator: ::std::option::Option<::std::string::String>,
    dc_identifier: ::std::option::Option<::std::string::String>,
    dc_format: ::std::option::Option<()>,
    dc_publisher: ::std::option::Option<::std::string::String>,
    id: ::std::option::Option<::std::string::String>,
    title: ::std::option::Option<::std::string::String>,
    scope: ::std::option::Option<crate::Object>,
    model: ::std::option::Option<::std::option::Option<::std::string::String>>,
    exported_at: ::std::option::Option<::std::string::String>,
    current_node: ::std::option::Option<::std::option::Option<::std::string::String>>,
    mapping: ::std::option::Option<::indexmap::IndexMap<::std::string::String, Node>>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for DocumentSlots {
    const EXPECTING: &'static str = "an object (Document)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"@context\", \"format\", \"dc:title\", \"dc:created\", \"dc:modified\", \"dc:creator\", \"dc:identifier\", \"dc:format\", \"dc:publisher\", \"id\", \"title\", \"scope\", \"model\", \"exported_at\", \"current_node\", \"mapping\"";
    fn declares(key: &str) -> bool {
        matches!(
            key, "@context" | "format" | "dc:title" | "dc:created" | "dc:modified" |
            "dc:creator" | "dc:identifier" | "dc:format" | "dc:publisher" | "id" |
            "title" | "scope" | "model" | "exported_at" | "current_node" | "mapping"
        )
    }
}
impl<'de> crate::runtime::de::Slots<'de> for DocumentSlots {
    type Value = Document;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "@context" => {
                crate::runtime::de::put(
                    &mut self.context,
                    "@context",
                    crate::runtime::de::Named::<DocumentContext>::new(),
                    value,
                )
            }
            "format" => {
                crate::runtime::de::put(
                    &mut self.format,
                    "format",
                    crate::runtime::de::ConstStr("lens.chat-export/1"),
                    value,
                )
            }
            "dc:title" => {
                crate::runtime::de::put(
                    &mut self.dc_title,
                    "dc:title",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "dc:created" => {
                crate::runtime::de::put(
                    &mut self.dc_created,
                    "dc:created",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "dc:modified" => {
                crate::runtime::de::put(
                    &mut self.dc_modified,
                    "dc:modified",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "dc:creator" => {
                crate::runtime::de::put(
                    &mut self.dc_creator,
                    "dc:creator",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "dc:identifier" => {
                crate::runtime::de::put(
                    &mut self.dc_identifier,
                    "dc:identifier",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "dc:format" => {
                crate::runtime::de::put(
                    &mut self.dc_format,
                    "dc:format",
                    crate::runtime::de::ConstStr("application/json"),
                    value,
                )
            }
            "dc:publisher" => {
                crate::runtime::de::put(
                    &mut self.dc_publisher,
                    "dc:publisher",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "id" => {
                crate::runtime::de::put(
                    &mut self.id,
                    "id",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "title" => {
                crate::runtime::de::put(
                    &mut self.title,
                    "title",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "scope" => {
                crate::runtime::de::put(
                    &mut self.scope,
                    "scope",
                    crate::runtime::de::FreeObject,
                    value,
                )
            }
            "model" => {
                crate::runtime::de::put(
                    &mut self.model,
                    "model",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "exported_at" => {
                crate::runtime::de::put(
                    &mut self.exported_at,
                    "exported_at",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "current_node" => {
                crate::runtime::de::put(
                    &mut self.current_node,
                    "current_node",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "mapping" => {
                crate::runtime::de::put(
                    &mut self.mapping,
                    "mapping",
                    crate::runtime::de::MapOf(crate::runtime::de::Named::<Node>::new()),
                    value,
                )
            }
            _ => {
                let member = crate::runtime::de::AnyValue
                    .deserialize(value)
                    .map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                crate::runtime::de::put_extra(&mut self.extra, key, member)
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<Document, E> {
        let context = match self.context.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing("@context", "a DocumentContext object"),
                );
            }
        };
        if self.format.is_none() {
            return Err(
                crate::runtime::de::missing(
                    "format",
                    "the constant \"lens.chat-export/1\"",
                ),
            );
        }
        let dc_title = match self.dc_title.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("dc:title", "a string"));
            }
        };
        let dc_identifier = match self.dc_identifier.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("dc:identifier", "a string"));
            }
        };
        if self.dc_format.is_none() {
            return Err(
                crate::runtime::de::missing(
                    "dc:format",
                    "the constant \"application/json\"",
                ),
            );
        }
        let id = match self.id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("id", "a string"));
            }
        };
        let title = match self.title.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("title", "a string"));
            }
        };
        let current_node = match self.current_node.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing("current_node", "a string or null"),
                );
            }
        };
        let mapping = match self.mapping.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "mapping",
                        "an object whose members are each a Node object",
                    ),
                );
            }
        };
        Ok(Document {
            context,
            dc_title,
            dc_created: self.dc_created.take().flatten(),
            dc_modified: self.dc_modified.take().flatten(),
            dc_creator: self.dc_creator.take(),
            dc_identifier,
            dc_publisher: self.dc_publisher.take(),
            id,
            title,
            scope: self.scope.take().unwrap_or_default(),
            model: self.model.take().flatten(),
            exported_at: self.exported_at.take(),
            current_node,
            mapping,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for Document {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("@context", &self.context)?;
        map.serialize_entry("format", "lens.chat-export/1")?;
        map.serialize_entry("dc:title", &self.dc_title)?;
        if let ::std::option::Option::Some(value) = &self.dc_created {
            map.serialize_entry("dc:created", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.dc_modified {
            map.serialize_entry("dc:modified", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.dc_creator {
            map.serialize_entry("dc:creator", value)?;
        }
        map.serialize_entry("dc:identifier", &self.dc_identifier)?;
        map.serialize_entry("dc:format", "application/json")?;
        if let ::std::option::Option::Some(value) = &self.dc_publisher {
            map.serialize_entry("dc:publisher", value)?;
        }
        map.serialize_entry("id", &self.id)?;
        map.serialize_entry("title", &self.title)?;
        if !self.scope.is_empty() {
            map.serialize_entry("scope", &self.scope)?;
        }
        if let ::std::option::Option::Some(value) = &self.model {
            map.serialize_entry("model", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.exported_at {
            map.serialize_entry("exported_at", value)?;
        }
        map.serialize_entry("current_node", &self.current_node)?;
        map.serialize_entry("mapping", &self.mapping)?;
        for (key, value) in &self.extra {
            if <DocumentSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "Document: `extra` holds the member {:?}, which the schema declares: set the field instead",
                            key
                        ),
                    ),
                );
            }
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}
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
impl<'de> ::serde::Deserialize<'de> for Messages {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<MessagesSlots, D>(deserializer)
    }
}
/// The members of a `Messages` being read.
#[derive(Default)]
struct MessagesSlots {
    messages: ::std::option::Option<::std::vec::Vec<OpenaiMessage>>,
}
impl crate::runtime::de::ObjectShape for MessagesSlots {
    const EXPECTING: &'static str = "an object (Messages)";
    const CLOSED: bool = true;
    const MEMBERS: &'static str = "\"messages\"";
    fn declares(key: &str) -> bool {
        matches!(key, "messages")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for MessagesSlots {
    type Value = Messages;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "messages" => {
                crate::runtime::de::put(
                    &mut self.messages,
                    "messages",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<OpenaiMessage>::new(),
                    ),
                    value,
                )
            }
            _ => {
                Err(
                    crate::runtime::de::unknown(
                        &key,
                        <Self as crate::runtime::de::ObjectShape>::MEMBERS,
                    ),
                )
            }
        }
    }
    #[allow(unused_mut)]
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<Messages, E> {
        let messages = match self.messages.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "messages",
                        "an array of a OpenaiMessage object",
                    ),
                );
            }
        };
        Ok(Messages { messages })
    }
}
impl ::serde::Serialize for Messages {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("messages", &self.messages)?;
        map.end()
    }
}
impl ::std::convert::From<Document> for ChatExport {
    fn from(value: Document) -> Self {
        Self::Document(value)
    }
}
impl ::std::convert::From<Messages> for ChatExport {
    fn from(value: Messages) -> Self {
        Self::Messages(value)
    }
}
impl ::std::fmt::Display for ChatMessageRole {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::User => f.write_str("user"),
            Self::Assistant => f.write_str("assistant"),
        }
    }
}
impl ::std::str::FromStr for ChatMessageRole {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "user" => Ok(Self::User),
            "assistant" => Ok(Self::Assistant),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for ChatMessageRole {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ChatMessageRole {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::fmt::Display for CitationSource {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Said => f.write_str("said"),
            Self::Page => f.write_str("page"),
            Self::Screen => f.write_str("screen"),
            Self::Memory => f.write_str("memory"),
            Self::Web => f.write_str("web"),
            Self::Docs => f.write_str("docs"),
            Self::Server => f.write_str("server"),
        }
    }
}
impl ::std::str::FromStr for CitationSource {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "said" => Ok(Self::Said),
            "page" => Ok(Self::Page),
            "screen" => Ok(Self::Screen),
            "memory" => Ok(Self::Memory),
            "web" => Ok(Self::Web),
            "docs" => Ok(Self::Docs),
            "server" => Ok(Self::Server),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for CitationSource {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for CitationSource {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::fmt::Display for OpenaiMessageRole {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::System => f.write_str("system"),
            Self::User => f.write_str("user"),
            Self::Assistant => f.write_str("assistant"),
            Self::Tool => f.write_str("tool"),
        }
    }
}
impl ::std::str::FromStr for OpenaiMessageRole {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "system" => Ok(Self::System),
            "user" => Ok(Self::User),
            "assistant" => Ok(Self::Assistant),
            "tool" => Ok(Self::Tool),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for OpenaiMessageRole {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for OpenaiMessageRole {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
/// Error types.
/// The error of the checked conversions (`TryFrom`, `FromStr`) of this module's types.
pub mod error {
    /// Error from a `TryFrom` or `FromStr` implementation.
    /// Why a value could not be converted: the constraint it breaks.
    pub struct ConversionError(::std::borrow::Cow<'static, str>);
    impl ::std::error::Error for ConversionError {}
    impl ::std::fmt::Display for ConversionError {
        fn fmt(
            &self,
            f: &mut ::std::fmt::Formatter<'_>,
        ) -> Result<(), ::std::fmt::Error> {
            ::std::fmt::Display::fmt(&self.0, f)
        }
    }
    impl ::std::fmt::Debug for ConversionError {
        fn fmt(
            &self,
            f: &mut ::std::fmt::Formatter<'_>,
        ) -> Result<(), ::std::fmt::Error> {
            ::std::fmt::Debug::fmt(&self.0, f)
        }
    }
    impl From<&'static str> for ConversionError {
        fn from(value: &'static str) -> Self {
            Self(value.into())
        }
    }
    impl From<String> for ConversionError {
        fn from(value: String) -> Self {
            Self(value.into())
        }
    }
}
