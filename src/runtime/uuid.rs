//! [`Uuid`]: a `format: "uuid"` string held as written (case and all), for the configuration's
//! `formats` option; with the cargo feature `uuid`, `Uuid::to_uuid` gives the `uuid` crate's
//! value.

use std::fmt;

use super::format::Format;

/// An RFC 9562 UUID in its hyphenated text form, kept exactly as read: writing it back gives the
/// same text (`A0EEBC99-…` stays upper case), and equality is the text's. The 36 characters are
/// held in place, so reading one allocates nothing.
///
/// ```
/// let id: wire_models::Uuid = "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11".parse().unwrap();
/// assert_eq!(id.as_str(), "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11");
/// assert!("a0eebc99".parse::<wire_models::Uuid>().is_err());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Uuid([u8; 36]);

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
        // Only text that passed the format check is held: 36 ASCII hex digits and hyphens.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }

    /// `text` when it is a UUID, copied into place.
    pub(crate) fn parse(text: &str) -> Option<Uuid> {
        let bytes: [u8; 36] = text.as_bytes().try_into().ok()?;
        Format::Uuid.check(text).then_some(Uuid(bytes))
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
        ::uuid::Uuid::try_parse(self.as_str()).unwrap_or_default()
    }
}

impl std::str::FromStr for Uuid {
    type Err = NotAUuid;
    fn from_str(text: &str) -> Result<Self, NotAUuid> {
        Uuid::parse(text).ok_or_else(|| NotAUuid(text.to_owned()))
    }
}

impl TryFrom<String> for Uuid {
    type Error = NotAUuid;
    fn try_from(text: String) -> Result<Self, NotAUuid> {
        Uuid::parse(&text).ok_or(NotAUuid(text))
    }
}

impl fmt::Display for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Uuid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Uuid").field(&self.as_str()).finish()
    }
}

impl AsRef<str> for Uuid {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl serde::Serialize for Uuid {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for Uuid {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Uuid::try_from(text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UPPER: &str = "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11";

    #[test]
    fn keeps_the_text_as_read() {
        let id: Uuid = UPPER.parse().unwrap();
        assert_eq!(id.as_str(), UPPER);
        assert_eq!(id.to_string(), UPPER);
        assert_eq!(format!("{id:?}"), format!("Uuid({UPPER:?})"));
        assert_eq!(serde_json::to_string(&id).unwrap(), format!("\"{UPPER}\""));
        let back: Uuid = serde_json::from_str(&format!("\"{UPPER}\"")).unwrap();
        assert_eq!(back, id);
        assert_eq!(Uuid::try_from(UPPER.to_owned()).unwrap(), id);
    }

    #[test]
    fn equality_and_order_are_the_texts() {
        let upper: Uuid = UPPER.parse().unwrap();
        let lower: Uuid = UPPER.to_ascii_lowercase().parse().unwrap();
        assert_ne!(upper, lower);
        assert_eq!(upper.cmp(&lower), upper.as_str().cmp(lower.as_str()));
    }

    #[test]
    fn refuses_what_is_not_one_and_gives_the_text_back() {
        for text in [
            "",
            "a0eebc99",
            &format!("{UPPER}0"),
            "A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A1G",
        ] {
            assert!(text.parse::<Uuid>().is_err(), "{text:?}");
            assert_eq!(
                Uuid::try_from(text.to_owned()),
                Err(NotAUuid(text.to_owned()))
            );
        }
        // 36 bytes, but not 36 ASCII characters.
        let wide = "é".repeat(18);
        assert_eq!(wide.len(), 36);
        assert!(wide.parse::<Uuid>().is_err());
    }
}
