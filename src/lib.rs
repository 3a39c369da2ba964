//! Typed, validating serde models of the chat assistant's JSON wire formats.
//!
//! Every type here is generated at build time from a JSON Schema in `schemas/`, and reading a
//! document is validating it: a JSON text deserializes if and only if it is valid against its
//! schema. See the README for the guarantees and how to build values.
//!
//! The crate is also the runtime that the code `wire-models-codegen` generates for other crates
//! calls. A crate that uses only that turns off the default feature `chat-models` (the three
//! built-in models, `export` and `digest`): `wire-models = { version = "0.1",
//! default-features = false }`.
#![deny(missing_docs)]

#[cfg(feature = "chat-models")]
pub mod digest;
mod error;
#[cfg(feature = "chat-models")]
pub mod export;
#[doc(hidden)]
pub mod runtime;

pub use error::{from_reader, from_slice, from_str, Error, ErrorKind, Path, Segment};
pub use runtime::datetime::{DateTime, DateTimeError};
pub use runtime::integer::{Integer, NotAnInteger};
pub use runtime::object::Object;
pub use runtime::positions::{Partial, Prefixed};
pub use runtime::uuid::{NotAUuid, Uuid};
/// Any JSON number, held exactly as read: what a schema `number` becomes.
pub use serde_json::Number;
/// Any JSON value: what a schema that admits every JSON type becomes (after checking).
pub use serde_json::Value;
/// With the `macros` feature: the types of a crate's JSON Schemas, generated at compile time
/// (`wire_models::import_schema!("schemas")`), as a build script would generate them.
#[cfg(feature = "macros")]
pub use wire_models_macros::import_schema;

#[cfg(feature = "chat-models")]
include!(concat!(env!("OUT_DIR"), "/models.rs"));

/// The README's examples, compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(all(doctest, feature = "chat-models"))]
pub struct ReadmeDoctests;
