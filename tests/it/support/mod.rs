//! What the tests share: the list of the models, the reference validator, the one seeded random
//! generator, small valid values, JSON helpers and the mutation engine of the differential tests.

pub mod json;
#[cfg(feature = "schemars")]
pub mod json_schema;
pub mod models;
pub mod mutation;
pub mod reference;
pub mod rng;
pub mod samples;
