//! Stage 1, load: schema text in, a JSON value out, with the dialect checked. Malformed JSON is
//! reported with its line and column; a `$schema` other than 2020-12 is refused, since the
//! generator implements that dialect's meaning of each keyword.

use serde_json::Value;

use crate::diagnostic::Diagnostic;

/// The dialect the generator implements.
#[cfg(feature = "docs")]
pub const DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// Parses `text`, the contents of `file`.
#[cfg(feature = "docs")]
pub fn load(file: &str, text: &str) -> Result<Value, Diagnostic> {
    let error = |keyword: &str, reason: String| Diagnostic {
        file: file.to_owned(),
        pointer: String::new(),
        keyword: keyword.to_owned(),
        reason,
    };
    let schema: Value = serde_json::from_str(text).map_err(|e| {
        error(
            "",
            format!(
                "not valid JSON: {} (line {}, column {})",
                message_without_position(&e),
                e.line(),
                e.column()
            ),
        )
    })?;
    match schema.get("$schema") {
        None => {}
        Some(Value::String(s)) if s.trim_end_matches('#') == DIALECT => {}
        Some(other) => {
            return Err(error(
                "$schema",
                format!("the generator implements JSON Schema 2020-12 ({DIALECT}), not {other}"),
            ))
        }
    }
    if !schema.is_object() {
        return Err(error(
            "",
            "the root of a schema file must be an object schema".to_owned(),
        ));
    }
    Ok(schema)
}

/// Parses `text`, the contents of `file`, as JSON only: the checks of the dialect and of each
/// keyword belong to the compile stage, which accepts any JSON Schema 2020-12 (a boolean root
/// included).
pub fn parse(file: &str, text: &str) -> Result<Value, Diagnostic> {
    serde_json::from_str(text).map_err(|e| Diagnostic {
        file: file.to_owned(),
        pointer: String::new(),
        keyword: String::new(),
        reason: format!(
            "not valid JSON: {} (line {}, column {})",
            message_without_position(&e),
            e.line(),
            e.column()
        ),
    })
}

fn message_without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}
