//! The wire-models generator: JSON Schemas in, Rust source out.
//!
//! A pure core ([`generate`]: schema texts in, file contents out, no IO) that both the crate's
//! `build.rs` and `cargo xtask` call, so what `cargo build` compiles and what the checked-in
//! snapshot shows are the same bytes by construction. The stages, each a module:
//!
//! 1. [`load`]: parse the text, check the dialect;
//! 2. [`lower`]: build the [`model`], claiming every keyword; an unclaimed keyword is an error;
//! 3. [`prepare`]: the definitions typify is shown;
//! 4. [`typify_stage`]: typify 0.8 makes names, shapes, docs and checked newtypes;
//! 5. [`refine`]: syn passes that own the serde behaviour, written from the model;
//! 6. [`render`]: prettyplease, header, one file per schema plus a module index.
//!
//! [`docs`] renders a Markdown reference page per model from the same schemas; [`markdown`]
//! holds the escaping both it and the rustdoc of generated types use.
#![deny(missing_docs)]

pub mod diagnostic;
pub mod docs;
pub mod load;
pub mod lower;
pub mod markdown;
pub mod model;
pub mod pattern;
pub mod prepare;
pub mod refine;
pub mod render;
pub mod typify_stage;

pub use diagnostic::{Diagnostic, Diagnostics};
pub use render::REGEN_COMMAND;

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
        let named =
            |what: &str, e: std::io::Error| std::io::Error::new(e.kind(), format!("{what}: {e}"));
        let mut names = Vec::new();
        for entry in
            std::fs::read_dir(crate_root.join("schemas")).map_err(|e| named("schemas/", e))?
        {
            let entry = entry.map_err(|e| named("schemas/", e))?;
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
                let path = format!("schemas/{name}");
                let text =
                    std::fs::read_to_string(crate_root.join(&path)).map_err(|e| named(&path, e))?;
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
    let mut sorted: Vec<&SchemaSource> = schemas.iter().collect();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    let mut errors = Vec::new();
    let mut models = Vec::new();
    let mut files = Vec::new();
    for source in sorted {
        match generate_one(source) {
            Ok((model, contents)) => {
                files.push(GeneratedFile {
                    name: format!("{}.rs", model.module),
                    contents,
                });
                models.push(model);
            }
            Err(e) => errors.extend(e.0),
        }
    }
    check_unique_modules(&models, &mut errors);
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    files.push(GeneratedFile {
        name: "models.rs".into(),
        contents: render::render_index(&models),
    });
    Ok(files)
}

/// The Markdown reference pages of every named model (`<Model>.md`) and their index
/// (`README.md`), for `docs/models/`.
pub fn generate_docs(schemas: &[SchemaSource]) -> Result<Vec<GeneratedFile>, Diagnostics> {
    let mut sorted: Vec<&SchemaSource> = schemas.iter().collect();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    let mut by_schema = Vec::new();
    for source in sorted {
        let schema = load::load(&source.path, &source.text)?;
        let root = lower::root_type_name(&source.path);
        by_schema.push((
            source.path.clone(),
            docs::model_pages(&source.path, &root, &schema),
        ));
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

/// Lowers one schema to its model (for tools that need the model, such as the docs).
pub fn model_of(source: &SchemaSource) -> Result<model::Model, Diagnostics> {
    let schema = load::load(&source.path, &source.text)?;
    lower::lower(&source.path, &schema)
}

fn generate_one(source: &SchemaSource) -> Result<(model::Model, String), Diagnostics> {
    let model = model_of(source)?;
    let prepared = prepare::prepare(&model);
    let typified = typify_stage::run_typify(&source.path, prepared)?;
    let items = refine::refine(&model, typified)?;
    let contents = render::render_module(&model, items);
    Ok((model, contents))
}

fn check_unique_modules(models: &[model::Model], errors: &mut Vec<Diagnostic>) {
    let mut seen = std::collections::BTreeMap::new();
    for m in models {
        for (name, what) in [(&m.module, "module"), (&m.root, "root type")] {
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
