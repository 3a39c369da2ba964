//! The generated type of any group of the official suite (the first two bytes choose it) on the
//! bytes after: no panic, and it agrees with boon or differs as a listed difference says (see
//! `wire_models_fuzz::general_suite`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    wire_models_fuzz::general_suite(data);
});
