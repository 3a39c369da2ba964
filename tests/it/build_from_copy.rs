//! What a user sees when they change `schemas/`: the crate is copied to a temporary folder,
//! a schema is added there, and `cargo` builds the copy.
//!
//! A copy builds in the workspace's own build folder, so it reuses every dependency the workspace
//! has compiled (same sources, features and profile give the same artifacts) and compiles only
//! the copied crates, whose versions are marked so that their artifacts stay apart. Its final outputs go to `copies/` under that folder, so they never replace
//! the workspace's own. The build folder is free by then: cargo releases its lock once the tests
//! are compiled.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh copy of what building the library needs, in the build folder's scratch space. The
/// folder is the same on every run, so each run's build replaces the last one's artifacts
/// instead of adding to them.
fn copy_of_crate(name: &str) -> PathBuf {
    let dest = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("copy-of-{name}"));
    let _ = fs::remove_dir_all(&dest);
    for entry in [
        "Cargo.toml",
        "Cargo.lock",
        "build.rs",
        "src",
        "schemas",
        "codegen/Cargo.toml",
        "codegen/src",
        // The official meta-schemas the generator includes.
        "codegen/metaschemas",
        // The `macros` feature's crate: cargo reads an optional dependency's manifest too.
        "macros/Cargo.toml",
        "macros/src",
        "xtask/Cargo.toml",
        "xtask/src",
        "benches",
        // The manifest names the examples (they need the built-in models).
        "examples",
    ] {
        copy(&root().join(entry), &dest.join(entry));
    }
    // Cargo tells path packages apart by name, version and path relative to their workspace,
    // which are the same for the copy and for the workspace itself: without a version of their
    // own, the copy's crates would overwrite the workspace's artifacts in the shared folder.
    // (The library, the generator and the macros take the workspace's version.)
    for manifest in ["Cargo.toml", "xtask/Cargo.toml"] {
        let path = dest.join(manifest);
        let text = fs::read_to_string(&path).unwrap();
        let (before, after) = text
            .split_once("\nversion = \"")
            .unwrap_or_else(|| panic!("{manifest} states no version"));
        let (version, rest) = after.split_once('"').unwrap();
        let text = format!("{before}\nversion = \"{version}+copy-of-{name}\"{rest}");
        fs::write(&path, text).unwrap();
    }
    // The workspace's other members (the example app, the test suite) are not copied: the
    // copy's workspace is the library, its generator and the xtask.
    let manifest = dest.join("Cargo.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    let members = text
        .lines()
        .find(|line| line.starts_with("members = "))
        .expect("the workspace lists its members");
    let text = text.replace(members, r#"members = [".", "codegen", "xtask"]"#);
    fs::write(&manifest, text).unwrap();
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

/// The build folder this test binary was compiled in: `<build dir>/<profile>/deps/it-<hash>`.
fn build_dir() -> (PathBuf, bool) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test binary lies in <profile>/deps");
    let release = profile_dir
        .file_name()
        .is_some_and(|name| name == "release");
    let build_dir = profile_dir.parent().expect("a build folder").to_path_buf();
    (build_dir, release)
}

fn cargo(dir: &Path, args: &[&str]) -> Output {
    let (build_dir, release) = build_dir();
    let mut command = Command::new(env!("CARGO"));
    command.args(args);
    if release {
        command.arg("--release");
    }
    command
        .current_dir(dir)
        .env("CARGO_BUILD_BUILD_DIR", &build_dir)
        .env("CARGO_TARGET_DIR", build_dir.join("copies"))
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cargo runs")
}

/// What the example `name` of the copy at `dir` prints, once it has built and run successfully.
fn run_example(dir: &Path, name: &str) -> String {
    let out = cargo(dir, &["run", "--quiet", "--example", name]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}\n{}",
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
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

    let stdout = run_example(&dir, "use_sticky_note");
    // The error names the bound broken (`maxLength`) and stands at the start of the value
    // (column 10, its opening quote), where every checked error is placed.
    assert_eq!(
        stdout,
        "{\"text\":\"buy milk\",\"colour\":\"pink\"}\n\
         $.text: expected a string of 1 to 20 characters, found \"a note far longer than twenty\" (29 characters) (line 1, column 10)\n"
    );
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_schema_the_generator_refuses_fails_the_build_clearly() {
    let dir = copy_of_crate("broken-schema");
    fs::write(
        dir.join("schemas/broken.schema.json"),
        r#"{"type": "object", "properties": {"code": {"type": "string", "pattern": "^(unclosed"}}}"#,
    )
    .unwrap();

    // An example, as in the test above: building one enables the dev-dependencies, so the
    // dependencies get the features, and thus the artifacts, the workspace already has.
    fs::create_dir_all(dir.join("examples")).unwrap();
    fs::write(dir.join("examples/nothing.rs"), "fn main() {}\n").unwrap();
    let out = cargo(&dir, &["build", "--quiet", "--example", "nothing"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains(
            "error: schemas/broken.schema.json: /properties/code: pattern: `^(unclosed` is not a \
             valid ECMA-262 regular expression: this group is not closed by `)` (at character 2)"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!stderr.contains("RUST_BACKTRACE"), "{stderr}");
    fs::remove_dir_all(dir).unwrap();
}

const USE_REGENERATED_CONTEXT: &str = r##"
fn main() {
    let hit = |score: &str, id: &str| {
        format!(r#"{{"recalled": [{{"chunk_id": "c1", "document_id": "{id}", "score": {score}, "text": "t"}}]}}"#)
    };
    let uuid = "0b5e3d4c-8e5f-4a7b-9c1d-2e3f4a5b6c7d";
    for text in [hit("0.5", uuid), hit("-1", uuid), hit("0.5", "doc-1")] {
        match wire_models::from_str::<wire_models::ConversationContext>(&text) {
            Ok(_) => println!("ok"),
            Err(e) => println!("{e}"),
        }
    }
}
"##;

/// The Python side regenerates seed 000 from pydantic with a `confloat(ge=0)` and a `UUID`: the
/// build takes the new keywords and enforces them.
#[test]
fn a_built_in_schema_regenerated_with_new_constraints_still_builds() {
    let dir = copy_of_crate("regenerated");
    let path = dir.join("schemas/conversation-context.schema.json");
    let text = fs::read_to_string(&path).unwrap();
    let text = text
        .replacen(
            r#""title": "Score",
          "type": "number""#,
            r#""title": "Score",
          "type": "number",
          "minimum": 0"#,
            1,
        )
        .replacen(
            r#""title": "Document Id",
          "type": "string""#,
            r#""title": "Document Id",
          "type": "string",
          "format": "uuid""#,
            1,
        );
    assert_eq!(text.matches(r#""minimum": 0"#).count(), 1);
    assert_eq!(text.matches(r#""format": "uuid""#).count(), 1);
    fs::write(&path, text).unwrap();
    fs::create_dir_all(dir.join("examples")).unwrap();
    fs::write(dir.join("examples/use_context.rs"), USE_REGENERATED_CONTEXT).unwrap();

    let stdout = run_example(&dir, "use_context");
    assert_eq!(
        stdout,
        "ok\n\
         $.recalled[0].score: expected a number at least 0, found -1 (line 1, column 98)\n\
         $.recalled[0].document_id: expected a UUID (format \"uuid\"), found \"doc-1\" (5 characters) (line 1, column 49)\n"
    );
    fs::remove_dir_all(dir).unwrap();
}
