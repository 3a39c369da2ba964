//! [`Error`]: what went wrong reading a document, where (JSON path, line and column) and which
//! rule of the schema it broke; and the `from_str`/`from_slice`/`from_reader` entry points that
//! produce it.

use std::fmt;
use std::io::Read;

use serde::de::DeserializeOwned;

use crate::runtime::locate::locate;
use crate::runtime::trail;

/// The kind of problem an [`Error`] reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The text is not JSON (or ends too early).
    Syntax,
    /// Reading the input failed.
    Io,
    /// A value has the wrong JSON type, for example a string where an integer belongs.
    Type,
    /// A required member is absent.
    Missing,
    /// A member the schema does not allow (`additionalProperties: false`).
    UnknownMember,
    /// The same member appears twice in one object.
    DuplicateMember,
    /// A value breaks a constraint: length, pattern, allowed values, constant, format, range.
    Constraint,
    /// A conditional rule (`if`/`then`/`else`) is not met.
    Conditional,
    /// A `oneOf` matched more than one of its branches, or a `oneOf`/`anyOf` none, with no
    /// branch closer than the others. (When one is, the error is that branch's failure, of its
    /// kind, and its message names the union.)
    NoBranch,
}

/// One step of a JSON path: a member name or an array index.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Segment {
    /// A member of an object.
    Key(String),
    /// An element of an array.
    Index(usize),
}

/// Where in a document something is: the steps from the root.
///
/// It displays as `$` followed by `.name` for member names that are identifiers, `["name"]` for
/// other member names, and `[3]` for array indexes, for example `$.mapping["2"].lens.citations[0].n`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Path(Vec<Segment>);

impl Path {
    /// The steps from the root, outermost first.
    pub fn segments(&self) -> &[Segment] {
        &self.0
    }

    /// This path followed by `segment`.
    pub fn join(mut self, segment: Segment) -> Path {
        self.0.push(segment);
        self
    }

    /// Whether this is the root of the document.
    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("$")?;
        for segment in &self.0 {
            match segment {
                Segment::Index(i) => write!(f, "[{i}]")?,
                Segment::Key(k) if is_identifier(k) && k.len() <= 64 => write!(f, ".{k}")?,
                Segment::Key(k) if k.chars().count() <= 64 => {
                    write!(f, "[{}]", serde_json::Value::String(k.clone()))?
                }
                // A hostile 100 MB member name must not make a 100 MB path.
                Segment::Key(k) => write!(f, "[{}]", crate::runtime::de::brief_key(k))?,
            }
        }
        Ok(())
    }
}

fn is_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A document that could not be read as the model asked for.
///
/// Its display names the JSON path, the problem in plain words and the position in the text:
///
/// ```
/// let err = wire_models::from_str::<wire_models::MemoryTurnReference>(r#"{"run_id": ""}"#)
///     .unwrap_err();
/// assert_eq!(err.path().to_string(), "$.run_id");
/// assert_eq!(err.kind(), wire_models::ErrorKind::Constraint);
/// assert_eq!((err.line(), err.column()), (1, 12)); // where the refused value starts
/// ```
#[derive(Debug)]
pub struct Error {
    path: Path,
    kind: ErrorKind,
    message: String,
    line: usize,
    column: usize,
}

impl Error {
    /// Where the problem is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What kind of problem it is.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The problem in plain words, without the path and position.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The line (from 1) of the problem: where the refused value starts when a rule refused it
    /// (where the reader stood, for a syntax error); 0 when the input was not text (and for a
    /// rule decided on a whole value read by `from_reader`, which keeps no text to scan).
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column (from 1) of the problem, as [`Error::line`] says.
    pub fn column(&self) -> usize {
        self.column
    }

    fn from_json(source: serde_json::Error) -> Self {
        let taken = trail::take();
        let kind = taken.kind.unwrap_or(match source.classify() {
            serde_json::error::Category::Io => ErrorKind::Io,
            serde_json::error::Category::Syntax | serde_json::error::Category::Eof => {
                ErrorKind::Syntax
            }
            serde_json::error::Category::Data => ErrorKind::Type,
        });
        let (line, column) = if taken.at_value {
            // Placed by `placed_in` where the text is known: the start of the value.
            (0, 0)
        } else {
            (source.line(), source.column())
        };
        let mut message = source.to_string();
        // serde_json appends the position to its message; this type keeps it apart.
        let suffix = format!(" at line {} column {}", source.line(), source.column());
        if let Some(stripped) = message.strip_suffix(&suffix) {
            message.truncate(stripped.len());
        }
        Error {
            path: Path(taken.segments),
            kind,
            message: shortened(message),
            line,
            column,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)?;
        if self.line > 0 {
            write!(f, " (line {}, column {})", self.line, self.column)?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

/// serde's messages quote the offending value whole ("invalid type: string \"...\", expected a
/// number"); a hostile 100 MB value must not make a 100 MB message. Both ends are kept: the end
/// says what was expected.
fn shortened(message: String) -> String {
    const KEEP: usize = 120;
    if message.len() <= 3 * KEEP {
        return message;
    }
    let mut head = KEEP;
    while !message.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = message.len() - KEEP;
    while !message.is_char_boundary(tail) {
        tail += 1;
    }
    format!("{}...{}", &message[..head], &message[tail..])
}

/// Reads a `T` from JSON text, validating it against its schema.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    trail::reset();
    // serde_json's `from_str` knows the text is UTF-8 and skips checking it again.
    serde_json::from_str(text).map_err(|e| Error::from_json(e).placed_in(text.as_bytes()))
}

/// Reads a `T` from JSON bytes, validating it against its schema. Invalid UTF-8 is an error.
pub fn from_slice<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    trail::reset();
    serde_json::from_slice(bytes).map_err(|e| Error::from_json(e).placed_in(bytes))
}

impl Error {
    /// Gives an error without a position (a checked type's: it is checked once the whole
    /// document is read) the line and column of its path in `text`.
    fn placed_in(mut self, text: &[u8]) -> Error {
        if self.line == 0 {
            if let Some((line, column)) = locate(text, &self.path.0) {
                (self.line, self.column) = (line, column);
            }
        }
        self
    }
}

/// Reads a `T` from a stream of JSON, validating it against its schema.
///
/// The reader is not buffered here: wrap a file in [`std::io::BufReader`].
pub fn from_reader<T: DeserializeOwned, R: Read>(reader: R) -> Result<T, Error> {
    trail::reset();
    serde_json::from_reader(reader).map_err(Error::from_json)
}
