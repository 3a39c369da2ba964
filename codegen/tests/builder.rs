//! `Builder::try_compile` as a build script uses it: a folder in, `models.rs` and a module per
//! schema out, remote references through the map, and errors that name the file or folder.

use std::path::{Path, PathBuf};

use wire_models_codegen::Builder;

/// A fresh folder under the system's temp dir, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("wm-builder-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn write(&self, relative: &str, text: &str) {
        let path = self.0.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn a_folder_becomes_a_module_per_schema_with_remotes_from_local_folders() {
    let scratch = Scratch::new("ok");
    scratch.write(
        "schemas/note.schema.json",
        r#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Note",
            "type": "object", "required": ["author"],
            "properties": {"author": {"$ref": "https://example.com/shared/person.json"}}}"#,
    );
    // Only `*.schema.json` files are schemas.
    scratch.write("schemas/notes.txt", "not a schema");
    scratch.write(
        "remote/person.json",
        r#"{"type": "object", "properties": {"name": {"type": "string", "minLength": 1}}}"#,
    );
    let out = scratch.0.join("out");
    std::fs::create_dir_all(&out).unwrap();

    Builder::new()
        .remote("https://example.com/shared/", scratch.0.join("remote"))
        .out_dir(&out)
        .try_compile(&scratch.0.join("schemas"))
        .unwrap();

    let mut written: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    assert_eq!(written, ["models.rs", "note.rs"]);
    assert!(read(&out, "models.rs").contains("pub mod note"));
    let note = read(&out, "note.rs");
    assert!(note.contains("pub struct Note"), "{note}");
    // The remote document is compiled in with the rest: its `minLength` is in the rule tables
    // that models.rs holds for documents that are not one of the folder's schemas.
    let models = read(&out, "models.rs");
    assert!(models.contains("MinLength(1)"), "{models}");
    // Its JsonSchema impl (feature `schemars`) is the file's schema; the remote document has
    // no type of its own, so the reference to it is inlined, as an `allOf` entry.
    assert!(
        note.contains(
            r####"::wire_models::__wm_json_schema!(
    Note,
    r#"{"title":"Note","type":"object","required":["author"],"properties":{"author":{"allOf":[{"type":"object","properties":{"name":{"type":"string","minLength":1}}}]}}}"#
);"####
        ),
        "{note}"
    );
}

#[test]
fn a_refused_schema_is_an_error_naming_file_pointer_and_keyword() {
    let scratch = Scratch::new("refused");
    scratch.write(
        "schemas/a.schema.json",
        r#"{"type": "object", "properties": {"a": {"type": "string", "maxLenght": 3}}}"#,
    );
    let folder = scratch.0.join("schemas");
    let err = Builder::new()
        .out_dir(&scratch.0)
        .try_compile(&folder)
        .unwrap_err();
    assert_eq!(
        err,
        format!(
            "error: {}/a.schema.json: /properties/a: maxLenght: unknown keyword; did you mean `maxLength`?",
            folder.display()
        )
    );
}

#[test]
fn an_unmapped_remote_reference_is_refused_without_touching_the_network() {
    let scratch = Scratch::new("unmapped");
    scratch.write(
        "schemas/a.schema.json",
        r#"{"$ref": "https://example.com/elsewhere/person.json"}"#,
    );
    let folder = scratch.0.join("schemas");
    let err = Builder::new()
        .out_dir(&scratch.0)
        .try_compile(&folder)
        .unwrap_err();
    assert_eq!(
        err,
        format!(
            "error: {}/a.schema.json: (root): $ref: `https://example.com/elsewhere/person.json` is not \
             among the schemas given, and no remote mapping covers it (the generator never uses the network)",
            folder.display()
        )
    );
}

#[test]
fn a_missing_folder_is_an_error_naming_it() {
    let scratch = Scratch::new("missing");
    let folder = scratch.0.join("no-such-folder");
    let err = Builder::new()
        .out_dir(&scratch.0)
        .try_compile(&folder)
        .unwrap_err();
    assert!(
        err.starts_with(&format!("{}/: ", folder.display())),
        "{err}"
    );
}
