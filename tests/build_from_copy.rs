//! What a user sees when they change `schemas/`: the crate is copied to a temporary folder,
//! a schema is added there, and `cargo` builds the copy.
//!
//! The copies share one target folder (`target/copies`), separate from the one running these
//! tests because cargo would wait forever on its own lock.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh copy of what building the library needs, under a unique temporary folder.
fn copy_of_crate(name: &str) -> PathBuf {
    let dest = std::env::temp_dir().join(format!("wire-models-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dest);
    for entry in [
        "Cargo.toml",
        "Cargo.lock",
        "build.rs",
        "src",
        "schemas",
        "codegen/Cargo.toml",
        "codegen/src",
        "xtask/Cargo.toml",
        "xtask/src",
        "benches",
    ] {
        copy(&root().join(entry), &dest.join(entry));
    }
    dest
}

fn copy(from: &Path, to: &Path) {
    if from.is_dir() {
        fs::create_dir_all(to).unwrap();
        for entry in fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            copy(&entry.path(), &to.join(entry.file_name()));
        }
    } else if from.exists() {
        fs::create_dir_all(to.parent().unwrap()).unwrap();
        fs::copy(from, to).unwrap();
    }
}

fn cargo(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", root().join("target/copies"))
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cargo runs")
}

const STICKY_NOTE: &str = r#"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "A sticky note",
  "type": "object",
  "required": ["text", "colour"],
  "additionalProperties": false,
  "properties": {
    "text": { "type": "string", "minLength": 1, "maxLength": 20 },
    "colour": { "enum": ["yellow", "pink"] },
    "pinned": { "type": ["boolean", "null"] }
  }
}
"#;

const USE_STICKY_NOTE: &str = r##"
fn main() {
    use wire_models::sticky_note::StickyNoteColour;
    let note: wire_models::StickyNote =
        wire_models::from_str(r#"{"text": "buy milk", "colour": "pink"}"#).unwrap();
    assert_eq!(note.colour, StickyNoteColour::Pink);
    let too_long = r#"{"text": "a note far longer than twenty", "colour": "pink"}"#;
    let err = wire_models::from_str::<wire_models::StickyNote>(too_long).unwrap_err();
    println!("{}", serde_json::to_string(&note).unwrap());
    println!("{err}");
}
"##;

#[test]
fn a_new_schema_file_becomes_a_module_without_rust_edits() {
    let dir = copy_of_crate("new-schema");
    fs::write(dir.join("schemas/sticky-note.schema.json"), STICKY_NOTE).unwrap();
    fs::create_dir_all(dir.join("examples")).unwrap();
    fs::write(dir.join("examples/use_sticky_note.rs"), USE_STICKY_NOTE).unwrap();

    let out = cargo(&dir, &["run", "--quiet", "--example", "use_sticky_note"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}\n{}",
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout,
        "{\"text\":\"buy milk\",\"colour\":\"pink\"}\n\
         $.text: expected a string of 1 to 20 characters, found \"a note far longer than twenty\" (29 characters) (line 1, column 40)\n"
    );
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_schema_the_generator_cannot_enforce_fails_the_build_clearly() {
    let dir = copy_of_crate("broken-schema");
    fs::write(
        dir.join("schemas/broken.schema.json"),
        r#"{"type": "object", "properties": {"tags": {"type": "array", "uniqueItems": true}}}"#,
    )
    .unwrap();

    let out = cargo(&dir, &["build", "--quiet", "--lib"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains(
            "error: schemas/broken.schema.json: /properties/tags: uniqueItems: not supported here: \
             the generated code would not enforce it, so the build stops rather than accept \
             documents the schema refuses"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("RUST_BACKTRACE"), "{stderr}");
    fs::remove_dir_all(dir).unwrap();
}
