//! The wire-models generator: JSON Schemas in, Rust source out.
//!
//! A pure core ([`generate`], [`generate_with`], [`generate_report`]: schema texts in, file
//! contents out, no IO) that the crate's `build.rs`, `cargo xtask` and [`Builder`] (the
//! build-script API for other crates) all call, so what `cargo build` compiles and what a
//! snapshot shows are the same bytes by construction.
//!
//! One pipeline, each stage a module:
//!
//! 1. **read**: `load` parses a schema file (errors with line and column); `openapi` reads an
//!    OpenAPI 3.0/3.1 document (JSON, or YAML with feature `yaml`) whose components are the
//!    schemas;
//! 2. **resolve**: `resolve` indexes every document's URIs, `$id`s and anchors, the official
//!    meta-schemas (`meta_schemas`) and the remote documents the options map;
//! 3. **compile**: [`compile`] reads each keyword in its own dialect (`dialect`: draft-04 to
//!    2020-12, OpenAPI's `nullable`) and lowers it into a rule of the one model of a schema,
//!    the [`ir`] program, references resolved; [`pattern`] translates ECMA-262 patterns for
//!    the linear-time engine;
//! 4. **emit**: `emit` names the types (`emit::names`), chooses each one's Rust shape from the
//!    rules (`emit::shape`), applies `wire-models.json` (`config`, `emit::configure`), and
//!    writes the declarations, one runtime macro call per type, and the `static` rule tables
//!    (`emit::rules`) that the runtime reads and checks with; `json_schema` writes each type's
//!    `JsonSchema` impl;
//! 5. **render**: `render` formats each module and the index that includes them.
//!
//! `docs` (feature `docs`) renders a Markdown reference page per model from the same compiled
//! program; `markdown` holds the escaping both it and the rustdoc of generated types use.
//!
//! The index reaches the modules as a [`Layout`] says: from `OUT_DIR` (build scripts), as files
//! beside it (code checked in, the `wire-models` command line) or inline (the `import_schema!`
//! macro). `drift` (feature `drift`) compares generated files with a folder on disk, for
//! `cargo xtask check` and `wire-models check`.
#![deny(missing_docs)]

mod builder;
pub mod compile;
mod config;
mod diagnostic;
mod dialect;
#[cfg(feature = "docs")]
mod docs;
#[cfg(feature = "drift")]
pub mod drift;
mod emit;
pub mod ir;
mod json_schema;
mod load;
mod markdown;
mod meta_schemas;
mod names;
mod openapi;
pub mod pattern;
mod render;
mod resolve;

pub use builder::Builder;
pub use config::Config;
pub use diagnostic::{Diagnostic, Diagnostics};
pub use dialect::Dialect;
pub use render::REGEN_COMMAND;

/// The official meta-schemas built into the generator (`$ref`s to them resolve offline): each
/// one's path under `json-schema.org/` (`draft-07/schema`, `draft/2020-12/meta/core`) and its
/// text, for tools that want the same documents (a reference validator in tests, say).
pub fn official_meta_schemas() -> impl Iterator<Item = (&'static str, &'static str)> {
    meta_schemas::all()
}

/// One schema to generate from.
#[derive(Clone, Debug)]
pub struct SchemaSource {
    /// The file as users name it, relative to the crate root: `schemas/<name>.schema.json`.
    pub path: String,
    /// Its contents.
    pub text: String,
}

impl SchemaSource {
    /// Every `schemas/*.schema.json` of the crate at `crate_root`, sorted by name: the one
    /// definition of which files are schemas, shared by `build.rs`, the xtask and the tests.
    /// An error names the folder or file it concerns.
    pub fn read_all(crate_root: &std::path::Path) -> std::io::Result<Vec<SchemaSource>> {
        Self::read_folder(&crate_root.join("schemas"), "schemas")
    }

    /// Every `*.schema.json` directly in `folder`, sorted by name, each named `<shown>/<file>`.
    pub fn read_folder(
        folder: &std::path::Path,
        shown: &str,
    ) -> std::io::Result<Vec<SchemaSource>> {
        let named =
            |what: &str, e: std::io::Error| std::io::Error::new(e.kind(), format!("{what}: {e}"));
        let shown = shown.trim_end_matches('/');
        let mut names = Vec::new();
        for entry in std::fs::read_dir(folder).map_err(|e| named(&format!("{shown}/"), e))? {
            let entry = entry.map_err(|e| named(&format!("{shown}/"), e))?;
            if let Some(name) = entry.file_name().to_str() {
                if name.ends_with(".schema.json") {
                    names.push(name.to_owned());
                }
            }
        }
        names.sort();
        names
            .into_iter()
            .map(|name| {
                let path = format!("{shown}/{name}");
                let text =
                    std::fs::read_to_string(folder.join(&name)).map_err(|e| named(&path, e))?;
                Ok(SchemaSource { path, text })
            })
            .collect()
    }
}

/// One generated file: a name (relative to the output folder) and its contents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFile {
    /// The file name, e.g. `chat_export.rs` or `models.rs`.
    pub name: String,
    /// Its contents.
    pub contents: String,
}

/// Generates the Rust source for `schemas`: one `<module>.rs` per schema and the `models.rs`
/// index. Schemas are handled in order of path, whatever order they are given in. Every schema
/// is checked before any error is returned, so one run reports the problems of all of them.
pub fn generate(schemas: &[SchemaSource]) -> Result<Vec<GeneratedFile>, Diagnostics> {
    generate_with(schemas, &Options::default())
}

/// Looks up a remote document by URI (without fragment) for [`Options::fetch`]: `Ok(Some((file,
/// text)))` when the user's map of URL prefixes to local folders covers it (`file` names the
/// local file in messages), `Ok(None)` when nothing covers it, `Err` when the mapped file cannot
/// be read.
pub type Fetch = dyn Fn(&str) -> Result<Option<(String, String)>, String>;

/// How to generate.
pub struct Options {
    /// The path of the `wire_models` runtime in the generated code: `crate` inside wire-models,
    /// `::wire_models` elsewhere.
    pub runtime: String,
    /// Where remote references are looked up; never the network.
    pub fetch: Box<Fetch>,
    /// The configuration file's options (`wire-models.json` beside the schemas).
    pub config: Config,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            runtime: "crate".to_owned(),
            fetch: Box::new(|_| Ok(None)),
            config: Config::default(),
        }
    }
}

impl Options {
    /// The options of the crate at `crate_root` that generates into itself (wire-models):
    /// its `schemas/wire-models.json`, if it has one. What `build.rs` and the xtask both use,
    /// so the build and the drift check generate the same bytes.
    pub fn for_crate(crate_root: &std::path::Path) -> Result<Options, Diagnostics> {
        Ok(Options {
            config: Config::read(&crate_root.join("schemas"), "schemas")?,
            ..Options::default()
        })
    }
}

/// [`generate`], with options.
pub fn generate_with(
    schemas: &[SchemaSource],
    options: &Options,
) -> Result<Vec<GeneratedFile>, Diagnostics> {
    generate_report(schemas, options).map(|report| report.files)
}

/// What [`generate_report`] produced: the files, and warnings that do not stop the build.
#[derive(Clone, Debug)]
pub struct Report {
    /// The generated files, as [`generate`] returns them.
    pub files: Vec<GeneratedFile>,
    /// Things the user should know, each naming file, pointer and keyword: today, patterns that
    /// need the backtracking engine (backreferences, lookaround), whose input is bounded.
    pub warnings: Vec<Diagnostic>,
}

/// [`generate_with`], also returning the warnings.
pub fn generate_report(schemas: &[SchemaSource], options: &Options) -> Result<Report, Diagnostics> {
    generate_layout(schemas, options, &Layout::OutDir)
}

/// How the module index reaches the module of each schema, which decides the files
/// [`generate_layout`] returns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// `models.rs` includes each `<module>.rs` from `OUT_DIR` (`pub mod x {
    /// include!(concat!(env!("OUT_DIR"), "/x.rs")); }`): what a build script writes.
    #[default]
    OutDir,
    /// `mod.rs` declares `pub mod x;` and each `<module>.rs` lies beside it: code checked in, which
    /// a crate takes in with `mod models;`. Each file's header names `regenerate`, the command
    /// that writes them again.
    Files {
        /// The command that regenerates the files, as their header shows it.
        regenerate: String,
    },
    /// One file, `models.rs`, holding every module inline (`pub mod x { ... }`): what a macro
    /// expands to.
    Inline,
}

impl Layout {
    /// The name of the index file.
    pub fn index_name(&self) -> &'static str {
        match self {
            Layout::Files { .. } => "mod.rs",
            Layout::OutDir | Layout::Inline => "models.rs",
        }
    }
}

/// [`generate_report`], with the index reaching the modules as `layout` says.
pub fn generate_layout(
    schemas: &[SchemaSource],
    options: &Options,
    layout: &Layout,
) -> Result<Report, Diagnostics> {
    code_report(
        compile_and_emit(&by_path(schemas), options)?,
        options,
        layout,
    )
}

/// The schemas in order of path, whatever order they are given in.
fn by_path(schemas: &[SchemaSource]) -> Vec<&SchemaSource> {
    let mut sorted: Vec<&SchemaSource> = schemas.iter().collect();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    sorted
}

/// The code files of what [`compile_and_emit`] made, the index reaching the modules as
/// `layout` says.
fn code_report(
    generated: Generated,
    options: &Options,
    layout: &Layout,
) -> Result<Report, Diagnostics> {
    let mut errors = Vec::new();
    let Generated {
        mut models,
        mut files,
        index_rules,
        warnings,
        ..
    } = generated;
    models.sort_by(|a, b| a.file.cmp(&b.file));
    files.sort_by(|a, b| a.name.cmp(&b.name));
    check_unique_modules(&models, &mut errors);
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    let regenerated = match layout {
        Layout::Files { regenerate } => Some(format!("Run `{regenerate}`.")),
        Layout::Inline => Some("The macro that expands to it regenerates it.".to_owned()),
        // Another crate regenerates through its build script, not through our xtask.
        Layout::OutDir if options.runtime != "crate" => {
            Some("Its crate's build script regenerates it.".to_owned())
        }
        Layout::OutDir => None,
    };
    let ours = format!("Run `{REGEN_COMMAND}`.");
    let header = |contents: String| match &regenerated {
        Some(regenerated) => contents.replacen(&ours, regenerated, 1),
        None => contents,
    };
    for file in &mut files {
        file.contents = header(std::mem::take(&mut file.contents));
    }
    // An inline index holds the modules (with their headers as above) instead of naming them.
    let index = GeneratedFile {
        name: layout.index_name().into(),
        contents: header(render::render_index(&models, &index_rules, layout, &files)),
    };
    if matches!(layout, Layout::Inline) {
        files.clear();
    }
    files.push(index);
    Ok(Report { files, warnings })
}

/// What the emitter made of a set of schemas.
struct Generated {
    models: Vec<render::Module>,
    files: Vec<GeneratedFile>,
    /// The module index's `__rules` (the rules of documents without a module), written.
    index_rules: String,
    warnings: Vec<Diagnostic>,
    /// The Rust names of each schema file's module, by its document's index in `program`.
    #[cfg_attr(not(feature = "docs"), allow(dead_code))]
    names: std::collections::BTreeMap<usize, emit::RustNames>,
    /// What the code was emitted from, which the reference pages are written from too.
    #[cfg_attr(not(feature = "docs"), allow(dead_code))]
    program: ir::Program,
}

/// Compiles the schemas together (so that references between files resolve) and emits a
/// module for each.
fn compile_and_emit(all: &[&SchemaSource], options: &Options) -> Result<Generated, Diagnostics> {
    let mut documents = Vec::new();
    let mut errors = Vec::new();
    for source in all {
        let json = load::parse(&source.path, &source.text);
        let read = if openapi::is_openapi(&source.path, json.as_ref().ok()) {
            openapi::read(&source.path, &source.text).map(|api| (api.json, Some(api.dialect)))
        } else {
            json.map(|json| (json, None))
        };
        match read {
            Ok((json, components)) => documents.push(compile::Document {
                file: source.path.clone(),
                json,
                components,
            }),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    let program = compile::compile(&documents, &*options.fetch, &options.config)?;
    let mut modules = std::collections::BTreeMap::new();
    for (i, source) in all.iter().enumerate() {
        let module = names::module_name(&source.path);
        if !names::is_rust_name(&module) {
            errors.push(Diagnostic {
                file: source.path.clone(),
                pointer: String::new(),
                keyword: String::new(),
                reason: format!(
                    "its module name `{module}` is not a Rust identifier; rename the file"
                ),
            });
        }
        modules.insert(i, module);
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    // A remote document the user's map brought in gets a module too, so that a member that
    // refers to it has its type; the official meta-schemas (reached by the fallback, not the
    // map) stay rule tables in the index.
    for (d, info) in program.documents.iter().enumerate().skip(all.len()) {
        if !info.remote || info.root.is_none() || meta_schemas::official(&info.uri).is_some() {
            continue;
        }
        let stem = names::module_name(&info.uri);
        let stem = if names::is_rust_name(&stem) {
            stem
        } else {
            "remote".to_owned()
        };
        let module = names::free_name(&stem, "_", |name| !modules.values().any(|m| m == name));
        modules.insert(d, module);
    }
    let emitted = emit::emit(
        &program,
        &modules.keys().copied().collect::<Vec<_>>(),
        &modules,
        &emit::Runtime(options.runtime.clone()),
        &options.config,
    )?;
    let mut models = Vec::new();
    let mut files = Vec::new();
    let mut names = std::collections::BTreeMap::new();
    for m in emitted.modules {
        let info = &program.documents[m.document];
        let file = info.source();
        // An OpenAPI document's title is `info.title`.
        let root = match program.documents[m.document].root {
            Some(root) => Some(&program.nodes[root].schema),
            None => documents.get(m.document).and_then(|d| d.json.get("info")),
        };
        let text = |k: &str| {
            root.and_then(|r| r.get(k))
                .and_then(serde_json::Value::as_str)
                .map(str::to_owned)
        };
        let model = render::Module {
            file: file.to_owned(),
            module: modules[&m.document].clone(),
            // A remote document's root is reached through its module: re-exported beside the
            // schemas' own roots, its name could clash with theirs.
            root: m.root.filter(|_| !info.remote),
            title: text("title"),
            description: text("description"),
        };
        files.push(GeneratedFile {
            name: format!("{}.rs", model.module),
            contents: render::render_items(&model.file, m.items, &m.rules),
        });
        names.insert(m.document, m.names);
        models.push(model);
    }
    Ok(Generated {
        models,
        files,
        index_rules: emitted.index_rules,
        warnings: backtracking_patterns(&program)
            .into_iter()
            .chain(emitted.warnings)
            .collect(),
        names,
        program,
    })
}

/// A warning for each pattern that the linear-time engine cannot run: it keeps the
/// backtracking ECMA-262 engine, with its input bounded (see the runtime's `pattern` module).
fn backtracking_patterns(program: &ir::Program) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    for node in &program.nodes {
        for rule in &node.rules {
            let (keyword, patterns): (&str, Vec<&ir::IrPattern>) = match rule {
                ir::IrRule::Pattern(p) => ("pattern", vec![p]),
                ir::IrRule::PatternProperties(ps) => {
                    ("patternProperties", ps.iter().map(|(p, _)| p).collect())
                }
                _ => continue,
            };
            for p in patterns.into_iter().filter(|p| p.linear.is_none()) {
                warnings.push(Diagnostic {
                    file: program.documents[node.document].file.clone(),
                    pointer: node.pointer.clone(),
                    keyword: keyword.to_owned(),
                    reason: format!(
                        "`{}` needs the backtracking engine (backreferences or lookaround): a value longer than {} characters is refused, and within that a pathological pattern can still be slow",
                        p.source,
                        PATTERN_INPUT_BOUND
                    ),
                });
            }
        }
    }
    warnings
}

/// The runtime's bound on the input of a backtracking pattern, in characters (kept equal to
/// `wire_models::runtime::pattern`'s).
const PATTERN_INPUT_BOUND: usize = 1000;

#[cfg(feature = "docs")]
/// The Markdown reference pages of every named model (`<Model>.md`) and their index
/// (`README.md`), for `docs/models/`.
pub fn generate_docs(schemas: &[SchemaSource]) -> Result<Vec<GeneratedFile>, Diagnostics> {
    generate_docs_with(schemas, &Options::default())
}

#[cfg(feature = "docs")]
/// [`generate_docs`] for the schemas of any crate, generated with `options`.
///
/// The pages are written from the program the code is compiled into, so they say what the
/// code checks: each keyword reads with the meaning its own dialect gives it (draft-04 to
/// 2020-12, and OpenAPI 3.0/3.1 components, each of which gets a page), and a reference links
/// the page of the model it reaches in whichever file (by pointer, `$id` or relative path). A
/// page names the Rust types the generator gives the schema, from the same emitter as the code
/// (inside wire-models under `wire_models::<module>`, elsewhere as `<module>::<Type>`, relative
/// to the module that includes the generated index).
///
/// A schema the generator refuses gets no pages: the error is the one [`generate_with`] returns,
/// naming file, pointer and keyword. Two models whose pages would have one name are refused too.
/// Every schema is checked before an error is returned.
pub fn generate_docs_with(
    schemas: &[SchemaSource],
    options: &Options,
) -> Result<Vec<GeneratedFile>, Diagnostics> {
    doc_pages(&compile_and_emit(&by_path(schemas), options)?, options)
}

#[cfg(feature = "docs")]
/// The code of [`generate_with`] and the pages of [`generate_docs_with`], in that order, from
/// one compile of the schemas: for a tool that writes both (`cargo xtask regen` and `check`),
/// which would otherwise compile every schema twice. The files are the same bytes the two
/// functions return. When either is refused, the error holds the problems of both.
pub fn generate_code_and_docs(
    schemas: &[SchemaSource],
    options: &Options,
) -> Result<(Vec<GeneratedFile>, Vec<GeneratedFile>), Diagnostics> {
    let generated = compile_and_emit(&by_path(schemas), options)?;
    let docs = doc_pages(&generated, options);
    let code = code_report(generated, options, &Layout::OutDir).map(|report| report.files);
    match (code, docs) {
        (Ok(code), Ok(docs)) => Ok((code, docs)),
        (code, docs) => Err(Diagnostics(
            code.err()
                .into_iter()
                .chain(docs.err())
                .flat_map(|d| d.0)
                .collect(),
        )),
    }
}

#[cfg(feature = "docs")]
/// The pages of the schemas given to [`compile_and_emit`] (the program's documents that are not
/// remote), and their index.
fn doc_pages(generated: &Generated, options: &Options) -> Result<Vec<GeneratedFile>, Diagnostics> {
    let program = &generated.program;
    // Inside wire-models the modules are the crate's; elsewhere they sit under the module
    // that includes them (the build script's `models`, say), which the pages cannot know.
    let crate_name = if options.runtime == "crate" {
        "wire_models"
    } else {
        ""
    };
    let given: Vec<usize> = (0..program.documents.len())
        .filter(|&d| !program.documents[d].remote)
        .collect();
    let docs = docs::Docs::new(program, &given);
    let mut by_schema = Vec::new();
    for &d in &given {
        let file = &program.documents[d].file;
        let rust = generated
            .names
            .get(&d)
            .map(|n| docs::RustNames::new(crate_name, &names::module_name(file), n));
        // An OpenAPI document's page is headed by its `info`, as its module's docs are.
        let about = generated.models.iter().find(|m| &m.file == file);
        let pages = docs.pages(
            d,
            rust.as_ref(),
            about.and_then(|m| m.title.as_deref()),
            about.and_then(|m| m.description.as_deref()),
        );
        by_schema.push((file.clone(), pages));
    }
    // Pages are named by their model alone: two of one name would overwrite each other.
    let mut errors = Vec::new();
    let mut page_of: std::collections::BTreeMap<&str, &str> = std::collections::BTreeMap::new();
    for (file, pages) in &by_schema {
        for page in pages {
            if let Some(other) = page_of.insert(&page.file_name, file) {
                errors.push(Diagnostic {
                    file: file.clone(),
                    pointer: String::new(),
                    keyword: String::new(),
                    reason: format!(
                        "its page `{}` is also a page of {other}; write their pages into separate folders, or rename one of the types",
                        page.file_name
                    ),
                });
            }
        }
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    let mut files: Vec<GeneratedFile> = by_schema
        .iter()
        .flat_map(|(_, pages)| pages.iter())
        .map(|p| GeneratedFile {
            name: p.file_name.clone(),
            contents: p.markdown.clone(),
        })
        .collect();
    files.push(GeneratedFile {
        name: "README.md".into(),
        contents: docs::index_page(&by_schema),
    });
    Ok(files)
}

fn check_unique_modules(models: &[render::Module], errors: &mut Vec<Diagnostic>) {
    let mut seen = std::collections::BTreeMap::new();
    for m in models {
        let root = m.root.iter().map(|r| (r, "root type"));
        for (name, what) in std::iter::once((&m.module, "module")).chain(root) {
            if let Some(other) = seen.insert(name.clone(), m.file.clone()) {
                errors.push(Diagnostic {
                    file: m.file.clone(),
                    pointer: String::new(),
                    keyword: String::new(),
                    reason: format!("its {what} `{name}` is also the name {other} gets; rename one of the files"),
                });
            }
        }
    }
}
