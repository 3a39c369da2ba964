//! Generates a type for the schema of every group of the vendored JSON-Schema-Test-Suite, in
//! every dialect it has (draft-04, draft-06, draft-07, 2019-09, 2020-12: each one's keyword files
//! and `optional/format/`), each through the same generator a user's build script calls, with
//! the dialect's folder as the default dialect (draft-04 to draft-07 schemas declare none) and the
//! suite's `remotes/` as the only place remote references resolve besides the official
//! meta-schemas.
//! A group the generator refuses (or panics on) is listed, not fatal: the test reports it against
//! the suite.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use wire_models_codegen::{
    generate_layout, generate_with, Config, Dialect, GeneratedFile, Layout, Options, SchemaSource,
};

/// The suite's dialects: its folder under `vendor/tests/`, the prefix of its groups' modules
/// (module names must not collide across dialects), and the dialect.
const DIALECTS: [(&str, &str, Dialect); 5] = [
    ("draft4", "d4", Dialect::Draft4),
    ("draft6", "d6", Dialect::Draft6),
    ("draft7", "d7", Dialect::Draft7),
    ("draft2019-09", "d2019", Dialect::Draft2019_09),
    ("draft2020-12", "d2020", Dialect::Draft2020_12),
];

/// The suite files whose groups are generated, relative to the dialect's folder.
fn suite_files(root: &Path) -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["", "optional/format/"] {
        let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
            .unwrap_or_else(|e| fail(&format!("{}/{dir}: {e}", root.display())))
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".json"))
            .map(|n| format!("{dir}{n}"))
            .collect();
        names.sort();
        files.extend(names);
    }
    files
}

/// The module a group's types go in: `<prefix>_<file>_<index>` in snake_case, `format_` before
/// the `optional/format/` files.
fn module_name(prefix: &str, file: &str, group: usize) -> String {
    let stem = file
        .trim_end_matches(".json")
        .replace("optional/format/", "format_");
    format!(
        "{prefix}_{}_{group}",
        heck::ToSnakeCase::to_snake_case(stem.as_str())
    )
}

/// The generator's options for one dialect's folder. Remote references resolve in
/// `vendor/remotes/` for `http://localhost:1234/`, as the suite asks; the official meta-schemas
/// are built into the generator.
fn options(manifest: &Path, dialect: Dialect) -> Options {
    let remotes = manifest.join("vendor/remotes");
    Options {
        runtime: "::wire_models".to_owned(),
        config: Config::default().with_default_dialect(dialect),
        fetch: Box::new(move |uri: &str| {
            let Some(rest) = uri.strip_prefix("http://localhost:1234/") else {
                return Ok(None);
            };
            let (shown, path) = (format!("remotes/{rest}"), remotes.join(rest));
            std::fs::read_to_string(&path)
                .map(|text| Some((shown, text)))
                .map_err(|e| format!("{}: {e}", path.display()))
        }),
    }
}

/// The module every group is first generated under, to compare its output with the others'.
const NEUTRAL: &str = "suite_group";

/// The generator's files for the group `schema` as the module `module`, or why there are none.
/// A panic is that group's refusal: the other groups are still generated. Every module is
/// inline in one index file: the remote documents a group reaches get modules of their own,
/// and groups that reach the same one must not write files of one name into `OUT_DIR`.
fn generate(module: &str, schema: &str, options: &Options) -> Result<Vec<GeneratedFile>, String> {
    let source = SchemaSource {
        path: format!("suite/{module}.schema.json"),
        text: schema.to_owned(),
    };
    catch_unwind(AssertUnwindSafe(|| {
        generate_layout(&[source], options, &Layout::Inline).map(|report| report.files)
    }))
    .map(|result| result.map_err(|d| d.to_string()))
    .unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(format!("the generator panicked: {message}"))
    })
}

fn main() {
    let manifest =
        PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|e| fail(&e.to_string())));
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|e| fail(&e.to_string())));
    println!("cargo:rerun-if-changed=vendor");
    generate_hostile(&manifest, &out); // issue 14: see `generate_hostile` below
    let mut suite = Suite::default();
    for (folder, prefix, dialect) in DIALECTS {
        let tests = manifest.join("vendor/tests").join(folder);
        let options = options(&manifest, dialect);
        for file in suite_files(&tests) {
            let text = std::fs::read_to_string(tests.join(&file))
                .unwrap_or_else(|e| fail(&format!("{folder}/{file}: {e}")));
            let json: serde_json::Value = serde_json::from_str(&text)
                .unwrap_or_else(|e| fail(&format!("{folder}/{file}: {e}")));
            for (i, group) in json.as_array().into_iter().flatten().enumerate() {
                let module = module_name(prefix, &file, i);
                suite.add(&out, &options, (folder, &file, i), &module, group);
            }
        }
    }
    write_if_changed(&out.join("suite.rs"), &suite.render());
}

/// `suite.rs`, assembled group by group.
#[derive(Default)]
struct Suite {
    /// The `g_<module>` modules, one per group generated under its own name.
    groups: String,
    /// The arms of `read`.
    dispatch: String,
    /// The rows of `REFUSED`.
    refused: String,
    /// The entries of `GROUPS`.
    table: String,
    modules: BTreeSet<String>,
    /// The first group generated with each output under `NEUTRAL`: see `Suite::reader`.
    first_with_output: BTreeMap<String, String>,
}

impl Suite {
    /// Lists the group `index` of `file` in the dialect's `folder` as `module`, its schema
    /// generated (or read with the type of a group generated the same), or refused.
    fn add(
        &mut self,
        out: &Path,
        options: &Options,
        (folder, file, index): (&str, &str, usize),
        module: &str,
        group: &serde_json::Value,
    ) {
        let schema = group["schema"].to_string();
        if !self.modules.insert(module.to_owned()) {
            fail(&format!(
                "{folder}/{file} #{index}: module `{module}` named twice"
            ));
        }
        let reader = match self.reader(out, options, module, &schema) {
            Ok(reader) => {
                let root = heck::ToUpperCamelCase::to_upper_camel_case(reader.as_str());
                writeln!(
                    self.dispatch,
                    "        {module:?} => Some(round_trip::<g_{reader}::{root}>(data)),"
                )
                .unwrap();
                reader
            }
            Err(why) => {
                writeln!(self.refused, "    ({module:?}, {why:?}),").unwrap();
                module.to_owned()
            }
        };
        let description = group["description"].as_str().unwrap_or_default();
        writeln!(
            self.table,
            "    Group {{ folder: {folder:?}, file: {file:?}, index: {index}, module: {module:?}, \
             reader: {reader:?}, description: {description:?}, schema: {schema:?}, tests: &["
        )
        .unwrap();
        for test in group["tests"].as_array().into_iter().flatten() {
            writeln!(
                self.table,
                "        Test {{ description: {:?}, data: {:?}, valid: {} }},",
                test["description"].as_str().unwrap_or_default(),
                test["data"].to_string(),
                test["valid"] == true
            )
            .unwrap();
        }
        self.table.push_str("    ] },\n");
    }

    /// The module whose type reads the group `module`, or why the group is refused.
    ///
    /// Groups whose code is the same but for its name share one type: the same schema recurs
    /// across dialects and files, so there are about a third as many outputs as groups, and
    /// compiling every copy made the crate take three times as long to build as 2020-12 alone.
    /// Each group is generated under `NEUTRAL` first; only the first group with a given output
    /// is generated again under its own name, written and compiled; the others are read with
    /// its type.
    fn reader(
        &mut self,
        out: &Path,
        options: &Options,
        module: &str,
        schema: &str,
    ) -> Result<String, String> {
        let output: String = match generate(NEUTRAL, schema, options) {
            Ok(files) => files
                .iter()
                .map(|f| format!("{}\n{}\n", f.name, f.contents))
                .collect(),
            // Generated again for diagnostics that name the group.
            Err(neutral) => return Err(generate(module, schema, options).err().unwrap_or(neutral)),
        };
        if let Some(first) = self.first_with_output.get(&output) {
            return Ok(first.clone());
        }
        let files = generate(module, schema, options)?;
        let [index] = files.as_slice() else {
            return Err(format!("{} files generated inline, not one", files.len()));
        };
        if !index.contents.contains(&format!("pub mod {module} {{")) {
            return Err("no root type generated".to_owned());
        }
        write_if_changed(&out.join(format!("{module}_index.rs")), &index.contents);
        writeln!(
            self.groups,
            "pub mod g_{module} {{ include!(concat!(env!(\"OUT_DIR\"), \"/{module}_index.rs\")); }}"
        )
        .unwrap();
        self.first_with_output.insert(output, module.to_owned());
        Ok(module.to_owned())
    }

    fn render(&self) -> String {
        let mut all = String::new();
        all.push_str("// @generated by suite/build.rs\n");
        all.push_str(&self.groups);
        all.push_str("\n/// Reads `data` with the root type of `module`'s group and writes it back; `None` when the group has no type.\npub fn read(module: &str, data: &str) -> Option<Result<serde_json::Value, String>> {\n    match module {\n");
        all.push_str(&self.dispatch);
        all.push_str("        _ => None,\n    }\n}\n\n/// The groups the generator refused: (module, its diagnostics).\npub const REFUSED: &[(&str, &str)] = &[\n");
        all.push_str(&self.refused);
        all.push_str("];\n\n/// Every group, in the order of the dialects, files and groups in them.\npub const GROUPS: &[Group] = &[\n");
        all.push_str(&self.table);
        all.push_str("];\n");
        all
    }
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
