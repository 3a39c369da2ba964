//! `cargo xtask`: regenerate the checked-in snapshot and docs from the schemas, or check that
//! they are current.
//!
//! - `cargo xtask regen` writes `generated/*.rs` (the very bytes `build.rs` compiles) and
//!   `docs/models/*.md`.
//! - `cargo xtask check` changes nothing: it fails with a diff and the fixing command when any of
//!   them is stale, edited by hand, missing or left over, or when a schema is not valid against
//!   the JSON Schema 2020-12 meta-schema.

use std::process::ExitCode;

use xtask::{drift, project_root};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = match args.first().map(String::as_str) {
        Some("regen") => drift::Mode::Write,
        Some("check") => drift::Mode::Check,
        _ => {
            eprintln!("usage: cargo xtask <regen|check>\n\n  regen  rewrite generated/ and docs/models/ from schemas/\n  check  fail if they are stale (what CI runs)");
            return ExitCode::from(2);
        }
    };
    match drift::run(&project_root(), mode) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
