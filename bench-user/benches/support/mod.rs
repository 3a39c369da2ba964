//! Helpers of the `user` benchmark: this crate's plain derives and validators, and the
//! repository's `measure` and `peak` (shared with `benches/parse.rs`, not copied).

#[path = "../../../benches/support/measure.rs"]
pub mod measure;
#[path = "../../../benches/support/peak.rs"]
pub mod peak;
pub mod plain;
pub mod validators;
