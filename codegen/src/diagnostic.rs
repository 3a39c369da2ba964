//! [`Diagnostic`]: a reason the generator refuses a schema, with the file, the JSON pointer and
//! the keyword it concerns, so that a build log says exactly where to look.

use std::fmt;

/// One problem found in a schema.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The schema file as the user names it, e.g. `schemas/chat-export.schema.json`.
    pub file: String,
    /// The JSON pointer of the schema object concerned (empty for the root).
    pub pointer: String,
    /// The keyword concerned, or `""` when the problem is not about one keyword.
    pub keyword: String,
    /// Why, in plain words.
    pub reason: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pointer = if self.pointer.is_empty() {
            "(root)"
        } else {
            &self.pointer
        };
        write!(f, "{}: {}: ", self.file, pointer)?;
        if !self.keyword.is_empty() {
            write!(f, "{}: ", self.keyword)?;
        }
        f.write_str(&self.reason)
    }
}

/// Every problem a stage found, in the order found. A stage reports all it can before the
/// generator stops, so one build shows every problem of a schema.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "error: {d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

/// Appends `token` to a JSON pointer, escaping `~` and `/` as RFC 6901 requires.
pub fn pointer_join(pointer: &str, token: &str) -> String {
    format!("{pointer}/{}", token.replace('~', "~0").replace('/', "~1"))
}

/// One token of a JSON pointer as the name it stands for (the reverse of [`pointer_join`]'s
/// escaping).
pub fn pointer_unescape(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}
