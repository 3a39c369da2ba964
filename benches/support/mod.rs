//! Helpers of the `parse` benchmark.

pub mod gen;
pub mod peak;
pub mod plain;
pub mod rng;
