//! SHA-256 digests of stored turns, as `MemoryTurnReference` records them.
//!
//! A [`MemoryTurnReference`] points at one turn of a conversation (a user message and the
//! answer to it) and records the SHA-256 of each text, as lower-case hex, so that whoever
//! follows the reference can tell whether the turn still says what it said when it was
//! remembered. [`sha256_hex`] computes such a digest and [`MemoryTurnReference::verify`] checks
//! a reference against the two texts. A mismatch is what the reference's availability
//! `changed` ([`Availability::Changed`](crate::memory_turn_reference::Availability::Changed))
//! means: the turn is still there, but its text is no longer the one remembered.
//!
//! ```
//! use wire_models::digest::sha256_hex;
//!
//! assert_eq!(
//!     sha256_hex("abc"),
//!     "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
//! );
//! ```

use std::fmt;

use sha2::{Digest, Sha256};

use crate::MemoryTurnReference;

/// The SHA-256 of `text`'s UTF-8 bytes, as 64 lower-case hex digits: the form of
/// `user_sha256` and `answer_sha256`.
///
/// The text is hashed byte for byte, with no trimming or normalization, so the digest matches
/// only the exact text that was stored.
pub fn sha256_hex(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let digest = Sha256::digest(text.as_bytes());
    let mut hex = String::with_capacity(digest.len() * 2);
    for byte in digest {
        hex.push(char::from(HEX[usize::from(byte >> 4)]));
        hex.push(char::from(HEX[usize::from(byte & 0x0f)]));
    }
    hex
}

/// One digest that does not match: the one recorded and the one of the text given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mismatch {
    /// The digest the reference records (`user_sha256` or `answer_sha256`).
    pub expected: String,
    /// The digest of the text given, as [`sha256_hex`] computes it.
    pub actual: String,
}

/// The texts given to [`MemoryTurnReference::verify`] are not the ones the reference
/// remembers: which digest(s) differ, each with the recorded and the computed hex.
///
/// This is what the availability `changed` means: the turn is there, but its text changed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DigestMismatch {
    /// The user text does not match `user_sha256`; the answer matches.
    User(Mismatch),
    /// The answer text does not match `answer_sha256`; the user text matches.
    Answer(Mismatch),
    /// Neither text matches.
    Both {
        /// The user text's digests.
        user: Mismatch,
        /// The answer text's digests.
        answer: Mismatch,
    },
}

impl DigestMismatch {
    /// The user text's digests, if they do not match.
    pub fn user(&self) -> Option<&Mismatch> {
        match self {
            Self::User(user) | Self::Both { user, .. } => Some(user),
            Self::Answer(_) => None,
        }
    }

    /// The answer text's digests, if they do not match.
    pub fn answer(&self) -> Option<&Mismatch> {
        match self {
            Self::Answer(answer) | Self::Both { answer, .. } => Some(answer),
            Self::User(_) => None,
        }
    }
}

impl fmt::Display for DigestMismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let part = |f: &mut fmt::Formatter<'_>, which: &str, m: &Mismatch| {
            write!(
                f,
                "{which} text's SHA-256 is {}, the reference records {}",
                m.actual, m.expected
            )
        };
        f.write_str("the turn changed: ")?;
        match self {
            Self::User(user) => part(f, "the user", user),
            Self::Answer(answer) => part(f, "the answer", answer),
            Self::Both { user, answer } => {
                part(f, "the user", user)?;
                f.write_str("; ")?;
                part(f, "the answer", answer)
            }
        }
    }
}

impl std::error::Error for DigestMismatch {}

impl MemoryTurnReference {
    /// Checks that `user_text` and `answer_text` are the texts this reference remembers: that
    /// their SHA-256 digests are `user_sha256` and `answer_sha256`.
    ///
    /// Both digests are always computed, so the error tells every one that differs.
    ///
    /// # Errors
    ///
    /// A [`DigestMismatch`] naming the digest(s) that differ, which is what availability
    /// `changed` means.
    pub fn verify(&self, user_text: &str, answer_text: &str) -> Result<(), DigestMismatch> {
        // The recorded digests are lower-case hex by the schema's pattern, the form
        // sha256_hex gives, so comparing the strings compares the digests.
        let check = |expected: &str, text: &str| {
            let actual = sha256_hex(text);
            (actual != expected).then(|| Mismatch {
                expected: expected.to_owned(),
                actual,
            })
        };
        let user = check(&self.user_sha256, user_text);
        let answer = check(&self.answer_sha256, answer_text);
        match (user, answer) {
            (None, None) => Ok(()),
            (Some(user), None) => Err(DigestMismatch::User(user)),
            (None, Some(answer)) => Err(DigestMismatch::Answer(answer)),
            (Some(user), Some(answer)) => Err(DigestMismatch::Both { user, answer }),
        }
    }
}
