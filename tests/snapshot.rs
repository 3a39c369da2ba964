//! A plain `cargo test` catches a stale snapshot: the checked-in `generated/` must be what the
//! generator makes of `schemas/` now (the same check `cargo xtask check` does, with docs).

use std::fs;
use std::path::Path;

use wire_models_codegen::{generate, SchemaSource};

#[test]
fn the_checked_in_snapshot_is_what_the_schemas_generate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let schemas = SchemaSource::read_all(root).unwrap();
    let files = generate(&schemas).unwrap_or_else(|e| panic!("{e}"));
    let mut stale = Vec::new();
    for file in &files {
        let on_disk =
            fs::read_to_string(root.join("generated").join(&file.name)).unwrap_or_default();
        if on_disk != file.contents {
            stale.push(file.name.clone());
        }
    }
    assert!(
        stale.is_empty(),
        "stale snapshot files {stale:?}: run `cargo xtask regen`"
    );
    let on_disk = fs::read_dir(root.join("generated")).unwrap().count();
    assert_eq!(
        on_disk,
        files.len(),
        "generated/ holds files no schema generates: run `cargo xtask regen`"
    );
}

#[test]
fn generation_is_deterministic_whatever_the_order_of_the_schemas() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |name: &str| SchemaSource {
        path: format!("schemas/{name}"),
        text: fs::read_to_string(root.join("schemas").join(name)).unwrap(),
    };
    let names = [
        "chat-export.schema.json",
        "conversation-context.schema.json",
        "memory-turn-reference.schema.json",
    ];
    let forward: Vec<_> = names.iter().map(|n| read(n)).collect();
    let backward: Vec<_> = names.iter().rev().map(|n| read(n)).collect();
    assert_eq!(generate(&forward).unwrap(), generate(&backward).unwrap());
}
