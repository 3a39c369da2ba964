//! A crate with its own schema, built the way the README tells a user to: `build.rs` runs
//! `wire_models_codegen::Builder` over `schemas/`, and the types of
//! `schemas/audit-log.schema.json` (an organisation's audit log export) land here, read by the
//! runtime without the built-in models. [`instance`] generates large valid exports from a seed;
//! `benches/user.rs` measures reading them against `serde_json::Value`, two validators and
//! plain derives (`cargo bench -p wire-models-bench-user`).
#![deny(missing_docs)]

include!(concat!(env!("OUT_DIR"), "/models.rs"));

pub mod instance;

/// The schema's text, for the validators the benchmark compares with.
pub const SCHEMA: &str = include_str!("../schemas/audit-log.schema.json");

/// The schema's `$id`.
pub const SCHEMA_ID: &str = "https://schemas.example.com/audit-log.schema.json";

// The seeded generator and the text pieces of the repository's benchmarks, shared rather than
// copied; this crate uses part of them.
#[path = "../../benches/support"]
#[allow(dead_code)]
mod support {
    pub mod rng;
    pub mod text;
}
