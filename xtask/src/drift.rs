//! The snapshot and docs: what the schemas say they should be, compared with (or written to)
//! the files on disk.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use similar::TextDiff;
use wire_models_codegen::{generate_docs, generate_with, Options, SchemaSource, REGEN_COMMAND};

/// Whether to write the files or only compare them.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Rewrite what changed.
    Write,
    /// Change nothing; fail on any difference.
    Check,
}

/// Folders the xtask owns entirely: every file in them must be one it would write.
const OWNED_DIRS: &[(&str, &str)] = &[("generated", ".rs"), ("docs/models", ".md")];

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
    let expected = match expected_files(root, &schemas) {
        Ok(files) => files,
        Err(e) => {
            problems.push(e);
            return Err(problems.join("\n\n"));
        }
    };
    for (dir, extension) in OWNED_DIRS {
        for path in list(&root.join(dir), extension)? {
            let relative = format!("{dir}/{path}");
            if !expected.contains_key(&relative) {
                match mode {
                    Mode::Write => {
                        fs::remove_file(root.join(&relative))
                            .map_err(|e| format!("{relative}: {e}"))?;
                        println!("removed {relative}");
                    }
                    Mode::Check => problems.push(format!(
                        "{relative} is not generated from any schema (was its schema removed?)"
                    )),
                }
            }
        }
    }
    for (relative, contents) in &expected {
        if let Err(e) = ensure_file_contents(&root.join(relative), relative, contents, mode) {
            problems.push(e);
        }
    }
    if problems.is_empty() {
        if mode == Mode::Check {
            println!(
                "{} schemas, {} generated files: all current",
                schemas.len(),
                expected.len()
            );
        }
        Ok(())
    } else {
        Err(format!(
            "{}\n\nerror: {} problem(s); to fix stale or missing files run `{REGEN_COMMAND}`",
            problems.join("\n\n"),
            problems.len()
        ))
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

/// Every file the schemas generate, by path relative to the root.
fn expected_files(
    root: &Path,
    schemas: &[SchemaSource],
) -> Result<BTreeMap<String, String>, String> {
    let mut files = BTreeMap::new();
    // The options build.rs uses: `schemas/wire-models.json`, if any.
    let options = Options::for_crate(root).map_err(|e| e.to_string())?;
    let generated = generate_with(schemas, &options).map_err(|e| e.to_string())?;
    for file in generated {
        files.insert(format!("generated/{}", file.name), file.contents);
    }
    for file in generate_docs(schemas).map_err(|e| e.to_string())? {
        files.insert(format!("docs/models/{}", file.name), file.contents);
    }
    Ok(files)
}

/// File names in `dir` ending with `extension`, sorted; none when `dir` does not exist.
fn list(dir: &Path, extension: &str) -> Result<Vec<String>, String> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut names = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        if let Some(name) = entry.file_name().to_str() {
            if name.ends_with(extension) {
                names.push(name.to_owned());
            }
        }
    }
    names.sort();
    Ok(names)
}

/// Writes `contents` to `path` when it differs (Write), or reports the difference (Check).
fn ensure_file_contents(
    path: &Path,
    relative: &str,
    contents: &str,
    mode: Mode,
) -> Result<(), String> {
    let current = fs::read_to_string(path).ok();
    if current.as_deref() == Some(contents) {
        return Ok(());
    }
    match mode {
        Mode::Write => {
            if let Some(parent) = path.parent() {
                fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
            }
            fs::write(path, contents).map_err(|e| format!("{relative}: {e}"))?;
            println!("updated {relative}");
            Ok(())
        }
        Mode::Check => match current {
            None => Err(format!("{relative} is missing")),
            Some(current) => {
                let diff = TextDiff::from_lines(current.as_str(), contents)
                    .unified_diff()
                    .context_radius(3)
                    .header(
                        &format!("{relative} (on disk)"),
                        &format!("{relative} (from the schemas)"),
                    )
                    .to_string();
                Err(format!(
                    "{relative} is stale or was edited by hand:\n{diff}"
                ))
            }
        },
    }
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
