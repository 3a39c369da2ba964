//! [`Uuid`]: a `format: "uuid"` string held as written (case and all), for the configuration's
//! `formats` option; with the cargo feature `uuid`, `Uuid::to_uuid` gives the `uuid` crate's
//! value.

use std::fmt;

use super::format::Format;

/// An RFC 9562 UUID in its hyphenated text form, kept exactly as read: writing it back gives the
/// same text (`A0EEBC99-…` stays upper case), and equality is the text's.
///
/// ```
/// let id: wire_models::Uuid = "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11".parse().unwrap();
/// assert_eq!(id.as_str(), "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11");
/// assert!("a0eebc99".parse::<wire_models::Uuid>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Uuid(String);

/// Text that is not a UUID.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAUuid(pub String);

impl fmt::Display for NotAUuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a UUID (format \"uuid\")", self.0)
    }
}

impl std::error::Error for NotAUuid {}

impl Uuid {
    /// The text, as read.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The `uuid` crate's value of the same UUID (cargo feature `uuid`).
    ///
    /// ```
    /// # #[cfg(feature = "uuid")] {
    /// let id: wire_models::Uuid = "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11".parse().unwrap();
    /// assert_eq!(id.to_uuid().as_u128(), 0xa0eebc99_9c0b_4ef8_bb6d_6bb9bd380a11);
    /// # }
    /// ```
    #[cfg(feature = "uuid")]
    #[must_use]
    pub fn to_uuid(&self) -> ::uuid::Uuid {
        // A `Uuid` only holds text that passed the format check, which the uuid crate parses.
        ::uuid::Uuid::try_parse(&self.0).unwrap_or_default()
    }
}

impl std::str::FromStr for Uuid {
    type Err = NotAUuid;
    fn from_str(text: &str) -> Result<Self, NotAUuid> {
        Uuid::try_from(text.to_owned())
    }
}

impl TryFrom<String> for Uuid {
    type Error = NotAUuid;
    fn try_from(text: String) -> Result<Self, NotAUuid> {
        if Format::Uuid.check(&text) {
            Ok(Uuid(text))
        } else {
            Err(NotAUuid(text))
        }
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for Uuid {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl serde::Serialize for Uuid {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> serde::Deserialize<'de> for Uuid {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Uuid::try_from(text).map_err(serde::de::Error::custom)
    }
}
