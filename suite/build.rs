//! Generates a type for the schema of every group of the vendored JSON-Schema-Test-Suite (draft
//! 2020-12: the keyword files and `optional/format/`), each through the same generator a user's
//! build script calls, with the suite's `remotes/` and the official 2020-12 meta-schema as the only places remote
//! references resolve.
//! A group the generator refuses is listed, not fatal: the test reports it against the suite.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use wire_models_codegen::{generate_with, Options, SchemaSource};

/// The suite files whose groups are generated, relative to `vendor/tests/draft2020-12/`.
fn suite_files(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["", "optional/format/"] {
        let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap_or_else(|e| fail(&format!("{dir}: {e}")))
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".json"))
            .map(|n| format!("{dir}{n}"))
            .collect();
        names.sort();
        files.extend(names);
    }
    files
}

/// The module a group's types go in: `<file>_<index>` in snake_case, `format_` before the
/// `optional/format/` files.
fn module_name(file: &str, group: usize) -> String {
    let stem = file
        .trim_end_matches(".json")
        .replace("optional/format/", "format_");
    format!(
        "{}_{group}",
        heck::ToSnakeCase::to_snake_case(stem.as_str())
    )
}

fn main() {
    let manifest =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|e| fail(&e.to_string())));
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|e| fail(&e.to_string())));
    let tests = manifest.join("vendor/tests/draft2020-12");
    let remotes = manifest.join("vendor/remotes");
    let meta_schemas = manifest.join("vendor/metaschema-2020-12");
    println!("cargo:rerun-if-changed=vendor");
    generate_hostile(&manifest, &out); // issue 14: see `generate_hostile` below
    let options = Options {
        runtime: "::wire_models".to_owned(),
        // Two maps, as a user declares them: the suite's remotes, and the official meta-schema
        // (which the suite expects an implementation to know; vendored with its licence), whose
        // URLs name its files without the `.json`.
        fetch: Box::new(move |uri: &str| {
            let (shown, path) = if let Some(rest) = uri.strip_prefix("http://localhost:1234/") {
                (format!("remotes/{rest}"), remotes.join(rest))
            } else if let Some(rest) = uri.strip_prefix("https://json-schema.org/draft/2020-12/") {
                let file = format!("{rest}.json");
                (
                    format!("metaschema-2020-12/{file}"),
                    meta_schemas.join(file),
                )
            } else {
                return Ok(None);
            };
            std::fs::read_to_string(&path)
                .map(|text| Some((shown, text)))
                .map_err(|e| format!("{}: {e}", path.display()))
        }),
        ..Options::default()
    };
    let mut groups = String::new();
    let mut dispatch = String::new();
    let mut refused = String::new();
    let mut table = String::new();
    for file in suite_files(&tests) {
        let text = std::fs::read_to_string(tests.join(&file))
            .unwrap_or_else(|e| fail(&format!("{file}: {e}")));
        let json: serde_json::Value =
            serde_json::from_str(&text).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
        for (i, group) in json.as_array().into_iter().flatten().enumerate() {
            let module = module_name(&file, i);
            writeln!(table, "    ({file:?}, {i}, {module:?}),").unwrap();
            let source = SchemaSource {
                path: format!("suite/{module}.schema.json"),
                text: group["schema"].to_string(),
            };
            match generate_with(&[source], &options) {
                Ok(generated) => {
                    let mut root = String::new();
                    for f in generated {
                        let name = if f.name == "models.rs" {
                            format!("{module}_index.rs")
                        } else {
                            f.name.clone()
                        };
                        if f.name == format!("{module}.rs") {
                            root = heck::ToUpperCamelCase::to_upper_camel_case(module.as_str());
                        }
                        write_if_changed(&out.join(name), &f.contents);
                    }
                    writeln!(groups, "pub mod g_{module} {{ include!(concat!(env!(\"OUT_DIR\"), \"/{module}_index.rs\")); }}").unwrap();
                    writeln!(
                        dispatch,
                        "        {module:?} => Some(round_trip::<g_{module}::{root}>(data)),"
                    )
                    .unwrap();
                }
                Err(diagnostics) => {
                    writeln!(refused, "    ({module:?}, {:?}),", diagnostics.to_string()).unwrap();
                }
            }
        }
    }
    let mut all = String::new();
    all.push_str("// @generated by suite/build.rs\n");
    all.push_str(&groups);
    all.push_str("\n/// Reads `data` with the root type of `module`'s group and writes it back; `None` when the group has no type.\npub fn read(module: &str, data: &str) -> Option<Result<serde_json::Value, String>> {\n    match module {\n");
    all.push_str(&dispatch);
    all.push_str("        _ => None,\n    }\n}\n\n/// The groups the generator refused, with its diagnostics.\npub const REFUSED: &[(&str, &str)] = &[\n");
    all.push_str(&refused);
    all.push_str("];\n\n/// Every group: (suite file, index in it, module).\npub const GROUPS: &[(&str, usize, &str)] = &[\n");
    all.push_str(&table);
    all.push_str("];\n");
    write_if_changed(&out.join("suite.rs"), &all);
}

// ---------------------------------------------------------------------------------------------
// Hostile schemas (issue 14): everything from here to the matching end line is the generation
// of `hostile/*.schema.json`, kept apart from the suite's groups above.

/// Generates the types of `hostile/*.schema.json` (schemas whose checking a naive validator
/// makes slow, for `tests/hostile.rs` and `benches/hostile.rs`) with the options a user's build
/// script gets from `wire_models_codegen::Builder`. The generated index `include!`s its modules
/// from the root of `OUT_DIR`, so they are written there; the file names all start with
/// `hostile-`, so the modules (`hostile_…`) cannot clash with the suite's groups, and the index
/// is written as `hostile_models.rs` for `src/hostile.rs`. A refused schema stops the build with
/// the generator's diagnostics: these schemas are ours, not the suite's.
fn generate_hostile(manifest: &Path, out: &Path) {
    let folder = manifest.join("hostile");
    println!("cargo:rerun-if-changed={}", folder.display());
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| fail(&format!("hostile/: {e}")))
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".schema.json"))
        .collect();
    names.sort();
    let mut sources = Vec::new();
    for name in names {
        if !name.starts_with("hostile-") {
            fail(&format!(
                "hostile/{name}: the file name must start with `hostile-`"
            ));
        }
        let text = std::fs::read_to_string(folder.join(&name))
            .unwrap_or_else(|e| fail(&format!("hostile/{name}: {e}")));
        sources.push(SchemaSource {
            path: format!("hostile/{name}"),
            text,
        });
    }
    let options = wire_models_codegen::Builder::new().options();
    let files = generate_with(&sources, &options).unwrap_or_else(|d| fail(&d.to_string()));
    for f in files {
        let name = if f.name == "models.rs" {
            "hostile_models.rs".to_owned()
        } else {
            f.name
        };
        write_if_changed(&out.join(name), &f.contents);
    }
}

// End of the hostile schemas' generation.
// ---------------------------------------------------------------------------------------------

fn write_if_changed(path: &Path, contents: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(contents) {
        std::fs::write(path, contents)
            .unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(1)
}
