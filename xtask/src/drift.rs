//! The snapshot and docs: what the schemas say they should be, compared with (or written to)
//! the files on disk by the generator's [`drift`] module (which the `wire-models` command line
//! uses too), plus the check against the JSON Schema 2020-12 meta-schema.

use std::path::Path;

use wire_models_codegen::{
    drift, generate_code_and_docs, GeneratedFile, Options, SchemaSource, REGEN_COMMAND,
};

/// Whether to write the files or only compare them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Rewrite what changed.
    Write,
    /// Change nothing; fail on any difference.
    Check,
}

/// Regenerates or checks everything derived from `root/schemas`.
pub fn run(root: &Path, mode: Mode) -> Result<(), String> {
    let schemas = read_schemas(root)?;
    let mut problems = Vec::new();
    for schema in &schemas {
        if let Err(e) = check_meta_schema(root, schema) {
            problems.push(e);
        }
    }
    // A schema the generator refuses is reported with the meta-schema problems found above.
    let owned = match expected_files(root, &schemas) {
        Ok(owned) => owned,
        Err(e) => {
            problems.push(e);
            return Err(problems.join("\n\n"));
        }
    };
    let mut count = 0;
    for Owned {
        dir,
        extension,
        files,
    } in &owned
    {
        count += files.len();
        for difference in drift::compare(&root.join(dir), dir, extension, files)? {
            match mode {
                Mode::Write => match difference.fix() {
                    Ok(done) => println!("{done}"),
                    Err(e) => problems.push(e),
                },
                Mode::Check => problems.push(difference.to_string()),
            }
        }
    }
    if problems.is_empty() {
        if mode == Mode::Check {
            println!(
                "{} schemas, {count} generated files: all current",
                schemas.len()
            );
        }
        Ok(())
    } else {
        Err(drift::failure(&problems, REGEN_COMMAND))
    }
}

/// `schemas/*.schema.json`, sorted by name; none when there is no `schemas/` folder (the check
/// then reports every generated file as stray).
fn read_schemas(root: &Path) -> Result<Vec<SchemaSource>, String> {
    if !root.join("schemas").is_dir() {
        return Ok(Vec::new());
    }
    SchemaSource::read_all(root).map_err(|e| e.to_string())
}

/// A folder the xtask owns entirely: every file in it with the extension must be one it would
/// write.
struct Owned {
    dir: &'static str,
    extension: &'static str,
    files: Vec<GeneratedFile>,
}

/// Every file the schemas generate, by the folder that holds it: `generated/` (the very bytes
/// `build.rs` compiles) and `docs/models/`.
fn expected_files(root: &Path, schemas: &[SchemaSource]) -> Result<[Owned; 2], String> {
    // The options build.rs uses: `schemas/wire-models.json`, if any.
    let options = Options::for_crate(root).map_err(|e| e.to_string())?;
    // One compile for both: the pages are written from the program the code is emitted from.
    let (code, docs) = generate_code_and_docs(schemas, &options).map_err(|e| e.to_string())?;
    Ok([
        Owned {
            dir: "generated",
            extension: ".rs",
            files: code,
        },
        Owned {
            dir: "docs/models",
            extension: ".md",
            files: docs,
        },
    ])
}

/// Validates a schema against the JSON Schema 2020-12 meta-schema (boon compiles a schema only
/// when it is valid against its meta-schema).
fn check_meta_schema(root: &Path, schema: &SchemaSource) -> Result<(), String> {
    let value: serde_json::Value = serde_json::from_str(&schema.text)
        .map_err(|e| format!("{}: not valid JSON: {e}", schema.path))?;
    let mut compiler = boon::Compiler::new();
    compiler.set_default_draft(boon::Draft::V2020_12);
    let url = format!("file://{}", root.join(&schema.path).display());
    compiler
        .add_resource(&url, value)
        .map_err(|e| format!("{}: {e}", schema.path))?;
    let mut schemas = boon::Schemas::new();
    compiler.compile(&url, &mut schemas).map(drop).map_err(|e| {
        format!(
            "{}: not valid against the JSON Schema 2020-12 meta-schema: {e:#}",
            schema.path
        )
    })
}
