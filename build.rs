//! Generates the models from `schemas/*.schema.json` into `OUT_DIR`; see `wire-models-codegen`.
//! Without the `chat-models` feature there is nothing to generate: the crate is the runtime
//! that other crates' generated code calls.

#[cfg(not(feature = "chat-models"))]
fn main() {}

#[cfg(feature = "chat-models")]
use std::{fs, path::Path, process::exit};

#[cfg(feature = "chat-models")]
use wire_models_codegen::{generate_with, Options, SchemaSource};

#[cfg(feature = "chat-models")]
fn main() {
    // A folder here makes cargo rerun the script when anything in it is added, removed or
    // changed.
    println!("cargo:rerun-if-changed=schemas");
    let schemas = SchemaSource::read_all(Path::new(".")).unwrap_or_else(|e| fail(&e.to_string()));
    // The same options as the xtask's drift check: `schemas/wire-models.json`, if any.
    let options =
        Options::for_crate(Path::new(".")).unwrap_or_else(|errors| fail(&errors.to_string()));
    let files =
        generate_with(&schemas, &options).unwrap_or_else(|errors| fail(&errors.to_string()));
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|e| fail(&format!("OUT_DIR: {e}")));
    for file in files {
        let target = Path::new(&out_dir).join(&file.name);
        // Writing only on change keeps the crate from recompiling when nothing changed.
        if fs::read_to_string(&target).ok().as_deref() != Some(file.contents.as_str()) {
            fs::write(&target, file.contents)
                .unwrap_or_else(|e| fail(&format!("{}: {e}", target.display())));
        }
    }
}

/// Prints the generator's errors as cargo shows them, and stops the build without a backtrace.
#[cfg(feature = "chat-models")]
fn fail(message: &str) -> ! {
    for line in message.lines() {
        println!("cargo:warning={line}");
    }
    eprintln!("{message}");
    exit(1)
}
