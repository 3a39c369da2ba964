//! The generated type of example-app's `schemas/ci-pipeline.schema.json` on any bytes: no
//! panic, and it agrees with boon or differs as a listed difference says (see
//! `wire_models_fuzz::general_example_app`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    wire_models_fuzz::general_example_app("ci-pipeline.schema.json", data);
});
