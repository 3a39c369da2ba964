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
impl<'de> ::serde::Deserialize<'de> for ConversationContext {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<ConversationContextSlots, D>(deserializer)
    }
}
/// The members of a `ConversationContext` being read.
#[derive(Default)]
struct ConversationContextSlots {
    summary: ::std::option::Option<::std::option::Option<::std::string::String>>,
    recent: ::std::option::Option<::std::vec::Vec<MemoryTurn>>,
    recalled: ::std::option::Option<::std::vec::Vec<SearchHit>>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for ConversationContextSlots {
    const EXPECTING: &'static str = "an object (ConversationContext)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"summary\", \"recent\", \"recalled\"";
    fn declares(key: &str) -> bool {
        matches!(key, "summary" | "recent" | "recalled")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for ConversationContextSlots {
    type Value = ConversationContext;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "summary" => {
                crate::runtime::de::put(
                    &mut self.summary,
                    "summary",
                    crate::runtime::de::Nullable(crate::runtime::de::Str),
                    value,
                )
            }
            "recent" => {
                crate::runtime::de::put(
                    &mut self.recent,
                    "recent",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<MemoryTurn>::new(),
                    ),
                    value,
                )
            }
            "recalled" => {
                crate::runtime::de::put(
                    &mut self.recalled,
                    "recalled",
                    crate::runtime::de::Seq(
                        crate::runtime::de::Named::<SearchHit>::new(),
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
    ) -> ::std::result::Result<ConversationContext, E> {
        Ok(ConversationContext {
            summary: self.summary.take().flatten(),
            recent: self.recent.take().unwrap_or_default(),
            recalled: self.recalled.take().unwrap_or_default(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for ConversationContext {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        if let ::std::option::Option::Some(value) = &self.summary {
            map.serialize_entry("summary", value)?;
        }
        if !self.recent.is_empty() {
            map.serialize_entry("recent", &self.recent)?;
        }
        if !self.recalled.is_empty() {
            map.serialize_entry("recalled", &self.recalled)?;
        }
        for (key, value) in &self.extra {
            if <ConversationContextSlots as crate::runtime::de::ObjectShape>::declares(
                key,
            ) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "ConversationContext: `extra` holds the member {:?}, which the schema declares: set the field instead",
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
impl<'de> ::serde::Deserialize<'de> for Role {
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
impl ::serde::Serialize for Role {
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
impl<'de> ::serde::Deserialize<'de> for MemoryTurn {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<MemoryTurnSlots, D>(deserializer)
    }
}
/// The members of a `MemoryTurn` being read.
#[derive(Default)]
struct MemoryTurnSlots {
    role: ::std::option::Option<Role>,
    content: ::std::option::Option<::std::string::String>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for MemoryTurnSlots {
    const EXPECTING: &'static str = "an object (MemoryTurn)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"role\", \"content\"";
    fn declares(key: &str) -> bool {
        matches!(key, "role" | "content")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for MemoryTurnSlots {
    type Value = MemoryTurn;
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
                    crate::runtime::de::Named::<Role>::new(),
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
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<MemoryTurn, E> {
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
        let content = match self.content.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("content", "a string"));
            }
        };
        Ok(MemoryTurn {
            role,
            content,
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for MemoryTurn {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("role", &self.role)?;
        map.serialize_entry("content", &self.content)?;
        for (key, value) in &self.extra {
            if <MemoryTurnSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "MemoryTurn: `extra` holds the member {:?}, which the schema declares: set the field instead",
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
impl<'de> ::serde::Deserialize<'de> for SearchHit {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<SearchHitSlots, D>(deserializer)
    }
}
/// The members of a `SearchHit` being read.
#[derive(Default)]
struct SearchHitSlots {
    chunk_id: ::std::option::Option<::std::string::String>,
    document_id: ::std::option::Option<::std::string::String>,
    score: ::std::option::Option<::serde_json::Number>,
    text: ::std::option::Option<::std::string::String>,
    metadata: ::std::option::Option<crate::Object>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for SearchHitSlots {
    const EXPECTING: &'static str = "an object (SearchHit)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"chunk_id\", \"document_id\", \"score\", \"text\", \"metadata\"";
    fn declares(key: &str) -> bool {
        matches!(key, "chunk_id" | "document_id" | "score" | "text" | "metadata")
    }
}
impl<'de> crate::runtime::de::Slots<'de> for SearchHitSlots {
    type Value = SearchHit;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "chunk_id" => {
                crate::runtime::de::put(
                    &mut self.chunk_id,
                    "chunk_id",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "document_id" => {
                crate::runtime::de::put(
                    &mut self.document_id,
                    "document_id",
                    crate::runtime::de::Str,
                    value,
                )
            }
            "score" => {
                crate::runtime::de::put(
                    &mut self.score,
                    "score",
                    crate::runtime::de::Num,
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
            "metadata" => {
                crate::runtime::de::put(
                    &mut self.metadata,
                    "metadata",
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
    fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<SearchHit, E> {
        let chunk_id = match self.chunk_id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("chunk_id", "a string"));
            }
        };
        let document_id = match self.document_id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("document_id", "a string"));
            }
        };
        let score = match self.score.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("score", "a number"));
            }
        };
        let text = match self.text.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(crate::runtime::de::missing("text", "a string"));
            }
        };
        Ok(SearchHit {
            chunk_id,
            document_id,
            score,
            text,
            metadata: self.metadata.take().unwrap_or_default(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for SearchHit {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("chunk_id", &self.chunk_id)?;
        map.serialize_entry("document_id", &self.document_id)?;
        map.serialize_entry("score", &self.score)?;
        map.serialize_entry("text", &self.text)?;
        if !self.metadata.is_empty() {
            map.serialize_entry("metadata", &self.metadata)?;
        }
        for (key, value) in &self.extra {
            if <SearchHitSlots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "SearchHit: `extra` holds the member {:?}, which the schema declares: set the field instead",
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
impl ::std::fmt::Display for Role {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::System => f.write_str("system"),
            Self::User => f.write_str("user"),
            Self::Assistant => f.write_str("assistant"),
            Self::Tool => f.write_str("tool"),
        }
    }
}
impl ::std::str::FromStr for Role {
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
impl ::std::convert::TryFrom<&str> for Role {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for Role {
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
