//! Helpers of the `parse` benchmark (`measure`, `peak`, `rng` and `text` are shared with
//! `bench-user/benches/user.rs`).

pub mod gen;
pub mod measure;
pub mod peak;
pub mod plain;
pub mod rng;
pub mod text;
