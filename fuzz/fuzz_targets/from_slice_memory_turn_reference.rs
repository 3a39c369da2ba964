//! `wire_models::from_slice::<MemoryTurnReference>` on any bytes: no panic, and an accepted value round-trips
//! and is valid for boon (see `wire_models_fuzz::check`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    wire_models_fuzz::check::<wire_models::MemoryTurnReference>("memory-turn-reference", data);
});
