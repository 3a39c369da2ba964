//! What the tests of the generated types share: reading a value as a user would, and the error
//! a refused value gives.

use serde_json::Value;

/// Reads `value` as a `T`, and checks that writing it back gives the same JSON.
pub fn read<T: serde::de::DeserializeOwned + serde::Serialize>(value: Value) -> T {
    let text = value.to_string();
    let typed: T = wire_models::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(
        serde_json::to_value(&typed).unwrap(),
        value,
        "round trip of {text}"
    );
    typed
}

/// The error reading `value` as a `T` gives, as users see it, without the line and column (the
/// documents here are one line).
pub fn refuse<T: serde::de::DeserializeOwned + std::fmt::Debug>(value: Value) -> String {
    let text = value.to_string();
    let shown = wire_models::from_str::<T>(&text)
        .expect_err(&text)
        .to_string();
    shown[..shown.rfind(" (line ").unwrap_or(shown.len())].to_owned()
}
