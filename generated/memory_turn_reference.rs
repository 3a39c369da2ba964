// @generated from schemas/memory-turn-reference.schema.json by wire-models-codegen; do not edit. Run `cargo xtask regen`.

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
impl<'de> ::serde::Deserialize<'de> for MemoryTurnReference {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let _depth = crate::runtime::trail::enter();
        crate::runtime::de::object::<MemoryTurnReferenceSlots, D>(deserializer)
    }
}
/// The members of a `MemoryTurnReference` being read.
#[derive(Default)]
struct MemoryTurnReferenceSlots {
    run_id: ::std::option::Option<RunId>,
    generation_id: ::std::option::Option<::std::option::Option<GenerationId>>,
    thread_id: ::std::option::Option<ThreadId>,
    conversation_title: ::std::option::Option<ConversationTitle>,
    user_created_at: ::std::option::Option<crate::DateTime>,
    user_message_id: ::std::option::Option<UserMessageId>,
    user_sha256: ::std::option::Option<UserSha256>,
    answer_message_id: ::std::option::Option<AnswerMessageId>,
    answer_sha256: ::std::option::Option<AnswerSha256>,
    answer_included: ::std::option::Option<bool>,
    availability: ::std::option::Option<Availability>,
    extra: crate::Object,
}
impl crate::runtime::de::ObjectShape for MemoryTurnReferenceSlots {
    const EXPECTING: &'static str = "an object (MemoryTurnReference)";
    const CLOSED: bool = false;
    const MEMBERS: &'static str = "\"run_id\", \"generation_id\", \"thread_id\", \"conversation_title\", \"user_created_at\", \"user_message_id\", \"user_sha256\", \"answer_message_id\", \"answer_sha256\", \"answer_included\", \"availability\"";
    fn declares(key: &str) -> bool {
        matches!(
            key, "run_id" | "generation_id" | "thread_id" | "conversation_title" |
            "user_created_at" | "user_message_id" | "user_sha256" | "answer_message_id" |
            "answer_sha256" | "answer_included" | "availability"
        )
    }
}
impl<'de> crate::runtime::de::Slots<'de> for MemoryTurnReferenceSlots {
    type Value = MemoryTurnReference;
    fn accept<D: ::serde::Deserializer<'de>>(
        &mut self,
        key: ::std::borrow::Cow<'de, str>,
        value: D,
    ) -> ::std::result::Result<(), D::Error> {
        #[allow(unused_imports)]
        use ::serde::de::DeserializeSeed as _;
        match key.as_ref() {
            "run_id" => {
                crate::runtime::de::put(
                    &mut self.run_id,
                    "run_id",
                    crate::runtime::de::Named::<RunId>::new(),
                    value,
                )
            }
            "generation_id" => {
                crate::runtime::de::put(
                    &mut self.generation_id,
                    "generation_id",
                    crate::runtime::de::Nullable(
                        crate::runtime::de::Named::<GenerationId>::new(),
                    ),
                    value,
                )
            }
            "thread_id" => {
                crate::runtime::de::put(
                    &mut self.thread_id,
                    "thread_id",
                    crate::runtime::de::Named::<ThreadId>::new(),
                    value,
                )
            }
            "conversation_title" => {
                crate::runtime::de::put(
                    &mut self.conversation_title,
                    "conversation_title",
                    crate::runtime::de::Named::<ConversationTitle>::new(),
                    value,
                )
            }
            "user_created_at" => {
                crate::runtime::de::put(
                    &mut self.user_created_at,
                    "user_created_at",
                    crate::runtime::de::DateTimeText,
                    value,
                )
            }
            "user_message_id" => {
                crate::runtime::de::put(
                    &mut self.user_message_id,
                    "user_message_id",
                    crate::runtime::de::Named::<UserMessageId>::new(),
                    value,
                )
            }
            "user_sha256" => {
                crate::runtime::de::put(
                    &mut self.user_sha256,
                    "user_sha256",
                    crate::runtime::de::Named::<UserSha256>::new(),
                    value,
                )
            }
            "answer_message_id" => {
                crate::runtime::de::put(
                    &mut self.answer_message_id,
                    "answer_message_id",
                    crate::runtime::de::Named::<AnswerMessageId>::new(),
                    value,
                )
            }
            "answer_sha256" => {
                crate::runtime::de::put(
                    &mut self.answer_sha256,
                    "answer_sha256",
                    crate::runtime::de::Named::<AnswerSha256>::new(),
                    value,
                )
            }
            "answer_included" => {
                crate::runtime::de::put(
                    &mut self.answer_included,
                    "answer_included",
                    crate::runtime::de::Bool,
                    value,
                )
            }
            "availability" => {
                crate::runtime::de::put(
                    &mut self.availability,
                    "availability",
                    crate::runtime::de::Named::<Availability>::new(),
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
    ) -> ::std::result::Result<MemoryTurnReference, E> {
        let run_id = match self.run_id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "run_id",
                        "a string of 1 to 64 characters",
                    ),
                );
            }
        };
        let thread_id = match self.thread_id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "thread_id",
                        "a string of 1 to 64 characters",
                    ),
                );
            }
        };
        let conversation_title = match self.conversation_title.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "conversation_title",
                        "a string of 1 to 160 characters",
                    ),
                );
            }
        };
        let user_created_at = match self.user_created_at.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "user_created_at",
                        "an RFC 3339 date-time string",
                    ),
                );
            }
        };
        let user_message_id = match self.user_message_id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "user_message_id",
                        "a string of 1 to 64 characters",
                    ),
                );
            }
        };
        let user_sha256 = match self.user_sha256.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "user_sha256",
                        "a string matching the pattern ^[a-f0-9]{64}$",
                    ),
                );
            }
        };
        let answer_message_id = match self.answer_message_id.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "answer_message_id",
                        "a string of 1 to 64 characters",
                    ),
                );
            }
        };
        let answer_sha256 = match self.answer_sha256.take() {
            ::std::option::Option::Some(v) => v,
            ::std::option::Option::None => {
                return Err(
                    crate::runtime::de::missing(
                        "answer_sha256",
                        "a string matching the pattern ^[a-f0-9]{64}$",
                    ),
                );
            }
        };
        Ok(MemoryTurnReference {
            run_id,
            generation_id: self.generation_id.take().flatten(),
            thread_id,
            conversation_title,
            user_created_at,
            user_message_id,
            user_sha256,
            answer_message_id,
            answer_sha256,
            answer_included: self.answer_included.take(),
            availability: self.availability.take(),
            extra: self.extra,
        })
    }
}
impl ::serde::Serialize for MemoryTurnReference {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        use ::serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(::std::option::Option::None)?;
        map.serialize_entry("run_id", &self.run_id)?;
        if let ::std::option::Option::Some(value) = &self.generation_id {
            map.serialize_entry("generation_id", value)?;
        }
        map.serialize_entry("thread_id", &self.thread_id)?;
        map.serialize_entry("conversation_title", &self.conversation_title)?;
        map.serialize_entry("user_created_at", &self.user_created_at)?;
        map.serialize_entry("user_message_id", &self.user_message_id)?;
        map.serialize_entry("user_sha256", &self.user_sha256)?;
        map.serialize_entry("answer_message_id", &self.answer_message_id)?;
        map.serialize_entry("answer_sha256", &self.answer_sha256)?;
        if let ::std::option::Option::Some(value) = &self.answer_included {
            map.serialize_entry("answer_included", value)?;
        }
        if let ::std::option::Option::Some(value) = &self.availability {
            map.serialize_entry("availability", value)?;
        }
        for (key, value) in &self.extra {
            if <MemoryTurnReferenceSlots as crate::runtime::de::ObjectShape>::declares(
                key,
            ) {
                return Err(
                    <S::Error as ::serde::ser::Error>::custom(
                        format_args!(
                            "MemoryTurnReference: `extra` holds the member {:?}, which the schema declares: set the field instead",
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
/// Run Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct RunId(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for RunId {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}", "expected a string of 1 to 64 characters, found ", crate
                        ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for RunId {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct GenerationId(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for GenerationId {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}", "expected a string of 1 to 64 characters, found ", crate
                        ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for GenerationId {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// Thread Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct ThreadId(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for ThreadId {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}", "expected a string of 1 to 64 characters, found ", crate
                        ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for ThreadId {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// Conversation Title
///
/// A string of 1 to 160 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct ConversationTitle(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for ConversationTitle {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}", "expected a string of 1 to 160 characters, found ", crate
                        ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for ConversationTitle {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// User Message Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct UserMessageId(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for UserMessageId {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}", "expected a string of 1 to 64 characters, found ", crate
                        ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for UserMessageId {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// User Sha256
///
/// A string matching the pattern `^[a-f0-9]{64}$`.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct UserSha256(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for UserSha256 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}",
                        "expected a string matching the pattern ^[a-f0-9]{64}$, found ",
                        crate ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for UserSha256 {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// Answer Message Id
///
/// A string of 1 to 64 characters.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct AnswerMessageId(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for AnswerMessageId {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}", "expected a string of 1 to 64 characters, found ", crate
                        ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for AnswerMessageId {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
/// Answer Sha256
///
/// A string matching the pattern `^[a-f0-9]{64}$`.
///
/// Build one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.
#[derive(Clone, Debug, Eq, Hash, Ord, PartialEq, PartialOrd)]
pub struct AnswerSha256(::std::string::String);
impl<'de> ::serde::Deserialize<'de> for AnswerSha256 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        text.parse::<Self>()
            .map_err(|_| {
                crate::runtime::trail::fail(
                    crate::ErrorKind::Constraint,
                    format_args!(
                        "{}{}",
                        "expected a string matching the pattern ^[a-f0-9]{64}$, found ",
                        crate ::runtime::de::brief_str(& text)
                    ),
                )
            })
    }
}
impl ::serde::Serialize for AnswerSha256 {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}
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
impl<'de> ::serde::Deserialize<'de> for Availability {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        use ::serde::de::DeserializeSeed as _;
        let _depth = crate::runtime::trail::enter();
        let text = crate::runtime::de::Text.deserialize(deserializer)?;
        match text.as_ref() {
            "available" => Ok(Self::Available),
            "archived" => Ok(Self::Archived),
            "deleted" => Ok(Self::Deleted),
            "moved" => Ok(Self::Moved),
            "memory_disabled" => Ok(Self::MemoryDisabled),
            "changed" => Ok(Self::Changed),
            "unverified" => Ok(Self::Unverified),
            other => {
                Err(
                    crate::runtime::trail::fail(
                        crate::ErrorKind::Constraint,
                        format_args!(
                            "{}{}",
                            "expected one of \"available\", \"archived\", \"deleted\", \"moved\", \"memory_disabled\", \"changed\", \"unverified\", found ",
                            crate ::runtime::de::brief_str(other)
                        ),
                    ),
                )
            }
        }
    }
}
impl ::serde::Serialize for Availability {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer
            .serialize_str(
                match self {
                    Self::Available => "available",
                    Self::Archived => "archived",
                    Self::Deleted => "deleted",
                    Self::Moved => "moved",
                    Self::MemoryDisabled => "memory_disabled",
                    Self::Changed => "changed",
                    Self::Unverified => "unverified",
                },
            )
    }
}
impl ::std::ops::Deref for AnswerMessageId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AnswerMessageId> for ::std::string::String {
    fn from(value: AnswerMessageId) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for AnswerMessageId {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        if value.chars().count() > 64usize {
            return Err("longer than 64 characters".into());
        }
        if value.chars().count() < 1usize {
            return Err("shorter than 1 characters".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for AnswerMessageId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AnswerMessageId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for AnswerSha256 {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<AnswerSha256> for ::std::string::String {
    fn from(value: AnswerSha256) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for AnswerSha256 {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        static PATTERN: ::std::sync::LazyLock<::regress::Regex> = ::std::sync::LazyLock::new(||
        { ::regress::Regex::new("^[a-f0-9]{64}$").unwrap() });
        if PATTERN.find(value).is_none() {
            return Err("doesn't match pattern \"^[a-f0-9]{64}$\"".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for AnswerSha256 {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AnswerSha256 {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::fmt::Display for Availability {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        match *self {
            Self::Available => f.write_str("available"),
            Self::Archived => f.write_str("archived"),
            Self::Deleted => f.write_str("deleted"),
            Self::Moved => f.write_str("moved"),
            Self::MemoryDisabled => f.write_str("memory_disabled"),
            Self::Changed => f.write_str("changed"),
            Self::Unverified => f.write_str("unverified"),
        }
    }
}
impl ::std::str::FromStr for Availability {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        match value {
            "available" => Ok(Self::Available),
            "archived" => Ok(Self::Archived),
            "deleted" => Ok(Self::Deleted),
            "moved" => Ok(Self::Moved),
            "memory_disabled" => Ok(Self::MemoryDisabled),
            "changed" => Ok(Self::Changed),
            "unverified" => Ok(Self::Unverified),
            _ => Err("invalid value".into()),
        }
    }
}
impl ::std::convert::TryFrom<&str> for Availability {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for Availability {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for ConversationTitle {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<ConversationTitle> for ::std::string::String {
    fn from(value: ConversationTitle) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for ConversationTitle {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        if value.chars().count() > 160usize {
            return Err("longer than 160 characters".into());
        }
        if value.chars().count() < 1usize {
            return Err("shorter than 1 characters".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for ConversationTitle {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ConversationTitle {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for GenerationId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<GenerationId> for ::std::string::String {
    fn from(value: GenerationId) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for GenerationId {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        if value.chars().count() > 64usize {
            return Err("longer than 64 characters".into());
        }
        if value.chars().count() < 1usize {
            return Err("shorter than 1 characters".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for GenerationId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for GenerationId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for RunId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<RunId> for ::std::string::String {
    fn from(value: RunId) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for RunId {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        if value.chars().count() > 64usize {
            return Err("longer than 64 characters".into());
        }
        if value.chars().count() < 1usize {
            return Err("shorter than 1 characters".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for RunId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for RunId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for ThreadId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<ThreadId> for ::std::string::String {
    fn from(value: ThreadId) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for ThreadId {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        if value.chars().count() > 64usize {
            return Err("longer than 64 characters".into());
        }
        if value.chars().count() < 1usize {
            return Err("shorter than 1 characters".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for ThreadId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ThreadId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for UserMessageId {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<UserMessageId> for ::std::string::String {
    fn from(value: UserMessageId) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for UserMessageId {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        if value.chars().count() > 64usize {
            return Err("longer than 64 characters".into());
        }
        if value.chars().count() < 1usize {
            return Err("shorter than 1 characters".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for UserMessageId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for UserMessageId {
    type Error = self::error::ConversionError;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::ops::Deref for UserSha256 {
    type Target = ::std::string::String;
    fn deref(&self) -> &::std::string::String {
        &self.0
    }
}
impl ::std::convert::From<UserSha256> for ::std::string::String {
    fn from(value: UserSha256) -> Self {
        value.0
    }
}
impl ::std::str::FromStr for UserSha256 {
    type Err = self::error::ConversionError;
    fn from_str(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        static PATTERN: ::std::sync::LazyLock<::regress::Regex> = ::std::sync::LazyLock::new(||
        { ::regress::Regex::new("^[a-f0-9]{64}$").unwrap() });
        if PATTERN.find(value).is_none() {
            return Err("doesn't match pattern \"^[a-f0-9]{64}$\"".into());
        }
        Ok(Self(value.to_string()))
    }
}
impl ::std::convert::TryFrom<&str> for UserSha256 {
    type Error = self::error::ConversionError;
    fn try_from(
        value: &str,
    ) -> ::std::result::Result<Self, self::error::ConversionError> {
        value.parse()
    }
}
impl ::std::convert::TryFrom<::std::string::String> for UserSha256 {
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
