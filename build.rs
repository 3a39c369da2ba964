//! Generates the models from `schemas/*.schema.json` into `OUT_DIR`; see `wire-models-codegen`.

use std::{fs, path::Path, process::exit};

use wire_models_codegen::{generate, SchemaSource};

fn main() {
    println!("cargo:rerun-if-changed=schemas");
    let mut schemas = Vec::new();
    let entries = fs::read_dir("schemas").unwrap_or_else(|e| fail(&format!("schemas/: {e}")));
    for entry in entries {
        let path = entry
            .unwrap_or_else(|e| fail(&format!("schemas/: {e}")))
            .path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        if name.ends_with(".schema.json") {
            println!("cargo:rerun-if-changed=schemas/{name}");
            let text =
                fs::read_to_string(&path).unwrap_or_else(|e| fail(&format!("schemas/{name}: {e}")));
            schemas.push(SchemaSource {
                path: format!("schemas/{name}"),
                text,
            });
        }
    }
    let files = generate(&schemas).unwrap_or_else(|errors| fail(&errors.to_string()));
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
fn fail(message: &str) -> ! {
    for line in message.lines() {
        println!("cargo:warning={line}");
    }
    eprintln!("{message}");
    exit(1)
}
