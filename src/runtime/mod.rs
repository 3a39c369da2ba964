//! Support code that the generated models call: the reader (`typed`, `stream`), the checker of
//! their compiled rules (`rules`, `check`), the format and value types, and the error
//! trail. Not part of the public API; its items may change at any release.

pub mod ascii_dfa;
pub mod check;
pub mod datetime;
pub mod de;
pub mod format;
pub mod integer;
pub mod json_schema;
pub mod locate;
pub mod object;
pub mod pattern;
pub mod positions;
pub mod rules;
pub mod stream;
pub mod trail;
pub mod typed;
pub mod uuid;
pub mod write;
