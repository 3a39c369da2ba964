//! What the tests share: the list of the models, the reference validator, the one seeded random
//! generator, small valid values, JSON helpers, editing a value at a path, and the mutation
//! engine of the differential tests. `json.rs`, `edit.rs` and `rng.rs` know no model: the
//! suite's differential test includes them by path.

pub mod edit;
pub mod json;
#[cfg(feature = "schemars")]
pub mod json_schema;
pub mod models;
pub mod mutation;
pub mod reference;
pub mod rng;
pub mod samples;
