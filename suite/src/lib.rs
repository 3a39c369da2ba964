//! The official JSON-Schema-Test-Suite (draft-04, draft-06, draft-07, 2019-09 and 2020-12), each
//! group's schema generated into a type by `build.rs`; `tests/suite.rs` reads every test's data
//! with it.
#![allow(missing_docs, clippy::all)]

pub mod golden;

include!(concat!(env!("OUT_DIR"), "/suite.rs"));

pub mod hostile;

/// Reads `data` as a `T` (validating) and writes it back.
fn round_trip<T: serde::de::DeserializeOwned + serde::Serialize>(
    data: &str,
) -> Result<serde_json::Value, String> {
    let value: T = wire_models::from_str(data).map_err(|e| e.to_string())?;
    serde_json::to_value(&value).map_err(|e| format!("cannot write back what was read: {e}"))
}
