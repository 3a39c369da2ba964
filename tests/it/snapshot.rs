//! A plain `cargo test` catches a stale snapshot: the checked-in `generated/` and `docs/models/`
//! must be what the generator makes of `schemas/` now, by the very check `cargo xtask check` runs.

use std::fs;
use std::path::Path;

use wire_models_codegen::{generate, SchemaSource};
use xtask::drift::Mode;

use crate::support::models::MODELS;

#[test]
fn the_checked_in_snapshot_and_docs_are_what_the_schemas_generate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The xtask's own check: stale, missing or stray files in generated/ and docs/models/, and
    // schemas their meta-schema refuses, with a diff and the fixing command.
    if let Err(problems) = xtask::drift::run(root, Mode::Check) {
        panic!("{problems}");
    }
    // The check owns only the `.rs` files of generated/; nothing else belongs there either.
    let strays: Vec<_> = fs::read_dir(root.join("generated"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".rs"))
        .collect();
    assert!(
        strays.is_empty(),
        "generated/ holds files no schema generates: {strays:?}"
    );
}

#[test]
fn generation_is_deterministic_whatever_the_order_of_the_schemas() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| SchemaSource {
        path: format!("schemas/{name}"),
        text: fs::read_to_string(root.join("schemas").join(name)).unwrap(),
    };
    let names: Vec<String> = MODELS
        .iter()
        .map(|m| format!("{}.schema.json", m.name()))
        .collect();
    let forward: Vec<_> = names.iter().map(|n| read(n)).collect();
    let backward: Vec<_> = names.iter().rev().map(|n| read(n)).collect();
    assert_eq!(generate(&forward).unwrap(), generate(&backward).unwrap());
}
