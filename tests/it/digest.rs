//! The digests of `MemoryTurnReference`: SHA-256 as lower-case hex, and checking a reference
//! against the texts of its turn.

use wire_models::digest::{sha256_hex, DigestMismatch, Mismatch};
use wire_models::memory_turn_reference::Availability;
use wire_models::MemoryTurnReference;

const EMPTY: &str = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const ABC: &str = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

#[test]
fn known_digests() {
    // FIPS 180-2's examples, and two more everyone has seen.
    assert_eq!(sha256_hex(""), EMPTY);
    assert_eq!(sha256_hex("abc"), ABC);
    assert_eq!(
        sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    );
    assert_eq!(
        sha256_hex("The quick brown fox jumps over the lazy dog"),
        "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"
    );
    // UTF-8 bytes, not characters or UTF-16 units (as `printf 'héllo 🌍' | sha256sum` gives).
    assert_eq!(
        sha256_hex("héllo 🌍"),
        "cbbcee01a3fc5f1c0db23e02be25316adf28ede876031fdbabe5f4fabe47ed7f"
    );
}

#[test]
fn digests_are_64_lower_case_hex_digits() {
    for text in ["", "abc", "a longer text\nwith a line break", "ÅÄÖ"] {
        let hex = sha256_hex(text);
        assert_eq!(hex.len(), 64);
        assert!(
            hex.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')),
            "{hex}"
        );
    }
    // No normalization: a trailing newline is a different text.
    assert_ne!(sha256_hex("abc\n"), ABC);
}

/// A reference read from JSON, remembering the user text "abc" and the empty answer.
fn reference() -> MemoryTurnReference {
    wire_models::from_str(&format!(
        r#"{{
            "run_id": "run-7f3a",
            "thread_id": "chat-318",
            "conversation_title": "Launch date for the mobile app",
            "user_created_at": "2025-03-04T08:12:40Z",
            "user_message_id": "1201",
            "user_sha256": "{ABC}",
            "answer_message_id": "1204",
            "answer_sha256": "{EMPTY}",
            "answer_included": false,
            "availability": "available"
        }}"#
    ))
    .expect("the reference is valid")
}

#[test]
fn a_reference_matches_the_texts_it_remembers() {
    let reference = reference();
    assert_eq!(reference.user_sha256, ABC);
    assert_eq!(reference.verify("abc", ""), Ok(()));
}

#[test]
fn a_changed_user_text_is_reported() {
    let error = reference().verify("abd", "").unwrap_err();
    let expected = Mismatch {
        expected: ABC.into(),
        actual: sha256_hex("abd"),
    };
    assert_eq!(error, DigestMismatch::User(expected.clone()));
    assert_eq!(error.user(), Some(&expected));
    assert_eq!(error.answer(), None);
    assert_eq!(
        error.to_string(),
        format!(
            "the turn changed: the user text's SHA-256 is {}, the reference records {ABC}",
            sha256_hex("abd")
        )
    );
}

#[test]
fn a_changed_answer_is_reported() {
    let error = reference().verify("abc", "An answer.").unwrap_err();
    let expected = Mismatch {
        expected: EMPTY.into(),
        actual: sha256_hex("An answer."),
    };
    assert_eq!(error, DigestMismatch::Answer(expected.clone()));
    assert_eq!(error.answer(), Some(&expected));
    assert_eq!(error.user(), None);
    assert!(error
        .to_string()
        .starts_with("the turn changed: the answer text's SHA-256 is "));
}

#[test]
fn both_changed_are_both_reported() {
    // The texts swapped: each digest belongs to the other text.
    let error = reference().verify("", "abc").unwrap_err();
    assert_eq!(
        error,
        DigestMismatch::Both {
            user: Mismatch {
                expected: ABC.into(),
                actual: EMPTY.into()
            },
            answer: Mismatch {
                expected: EMPTY.into(),
                actual: ABC.into()
            },
        }
    );
    assert_eq!(
        error.to_string(),
        format!(
            "the turn changed: the user text's SHA-256 is {EMPTY}, the reference records {ABC}; \
             the answer text's SHA-256 is {ABC}, the reference records {EMPTY}"
        )
    );
    // It is an error like any other, for `?` into a Box<dyn Error>.
    let _: Box<dyn std::error::Error> = Box::new(error);
}

#[test]
fn a_reference_marked_changed_still_verifies_by_its_digests() {
    // `availability` says what the server found; verify recomputes, whatever it says.
    let mut reference = reference();
    reference.availability = Some(Availability::Changed);
    assert_eq!(reference.verify("abc", ""), Ok(()));
    assert!(reference.verify("abc", "edited").is_err());
}
