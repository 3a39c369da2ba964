//! Support code that the generated models call: deserialize seeds and visitors, serialization
//! checks, and the error trail. Not part of the public API; its items may change at any release.

pub mod datetime;
pub mod de;
pub mod ser;
pub mod trail;

pub use indexmap;
pub use serde;
pub use serde_json;
