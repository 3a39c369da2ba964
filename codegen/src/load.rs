//! Stage 1, load: schema text in, a JSON value out. Malformed JSON is reported with its line
//! and column; the dialect and every keyword are the compile stage's to check.

use serde_json::Value;

use crate::diagnostic::Diagnostic;

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
