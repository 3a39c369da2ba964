//! The official JSON-Schema-Test-Suite (draft-04, draft-06, draft-07, 2019-09 and 2020-12), each
//! group's schema generated into a type by `build.rs`; `tests/suite.rs` reads every test's data
//! with it, and `tests/differential.rs` reads mutants of that data and compares with a reference
//! validator (`differential`).
#![allow(missing_docs, clippy::all)]

pub mod differential;
pub mod golden;

include!(concat!(env!("OUT_DIR"), "/suite.rs"));

pub mod hostile;

/// The suite's dialects: the folder under `vendor/tests/` (as `Group::folder` gives it), and the
/// name shown.
pub const DIALECTS: [(&str, &str); 5] = [
    ("draft4", "draft-04"),
    ("draft6", "draft-06"),
    ("draft7", "draft-07"),
    ("draft2019-09", "2019-09"),
    ("draft2020-12", "2020-12"),
];

/// A group of the suite: one schema and its tests, as `vendor/tests/` has it.
pub struct Group {
    /// The dialect's folder under `vendor/tests/` (see `DIALECTS`).
    pub folder: &'static str,
    /// The suite file, relative to the dialect's folder.
    pub file: &'static str,
    /// The group's index in the file.
    pub index: usize,
    /// The group's module (`d7_min_length_0`), the name `read` knows it by.
    pub module: &'static str,
    /// The module whose type reads it: its own, or that of the first group generated the same.
    pub reader: &'static str,
    pub description: &'static str,
    /// The group's schema, as JSON text.
    pub schema: &'static str,
    pub tests: &'static [Test],
}

/// A test of a group: an instance and the suite's verdict on it.
pub struct Test {
    pub description: &'static str,
    /// The instance, as JSON text.
    pub data: &'static str,
    pub valid: bool,
}

/// How the error of `read` starts when a value was accepted but does not serialize.
pub const CANNOT_WRITE_BACK: &str = "cannot write back what was read";

/// Reads `data` as a `T` (validating) and writes it back.
fn round_trip<T: serde::de::DeserializeOwned + serde::Serialize>(
    data: &str,
) -> Result<serde_json::Value, String> {
    let value: T = wire_models::from_str(data).map_err(|e| e.to_string())?;
    serde_json::to_value(&value).map_err(|e| format!("{CANNOT_WRITE_BACK}: {e}"))
}
