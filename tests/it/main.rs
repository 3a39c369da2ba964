//! The integration tests of wire-models, in one test binary (one link, one run): each module
//! shows one part of what users get, and `support/` holds what they share (the models, the
//! reference validator, the seeded random generator, the mutation engine).
//!
//! `cargo test --test it <module>::` runs one part, e.g. `cargo test --test it differential::`.

mod build_from_copy;
mod built;
mod differential;
mod digest;
mod errors;
mod export;
mod fuzz_bounded;
mod hostile;
#[cfg(feature = "schemars")]
mod json_schema_impls;
mod readme;
mod rules;
mod snapshot;
mod support;
