//! Render: the emitter's items in, the final text out, per schema module and for the index
//! that includes them. Items are formatted by prettyplease (one formatter everywhere: rustfmt's
//! output depends on the installed toolchain); the `__rules` tables come written by the
//! emitter, a line per node. A header names the schema and the command that regenerates it;
//! `\n` line endings and one final newline.

use crate::markdown::{code, doc_comment_lines, inline_text, schema_prose};
use crate::{GeneratedFile, Layout};

/// One schema file's generated module, as the index presents it.
#[derive(Clone, Debug)]
pub struct Module {
    /// The schema file, as named in messages and headers (`schemas/x.schema.json`).
    pub file: String,
    /// The Rust module, the file stem in snake_case.
    pub module: String,
    /// The root type, the file stem in PascalCase; `None` for an OpenAPI document, which is
    /// not a schema itself.
    pub root: Option<String>,
    /// The schema's `title` and `description`, for the module's docs.
    pub title: Option<String>,
    /// See `title`.
    pub description: Option<String>,
}

/// The command that regenerates every generated file.
pub const REGEN_COMMAND: &str = "cargo xtask regen";

/// The header of every generated file.
pub fn header(source: &str) -> String {
    format!(
        "// @generated from {source} by wire-models-codegen; do not edit. Run `{REGEN_COMMAND}`.\n"
    )
}

/// Formats a module's items under the header of `source`, then its `rules` module, which
/// the emitter wrote itself.
pub fn render_items(source: &str, items: Vec<syn::Item>, rules: &str) -> String {
    finish(header(source) + "\n" + &unparse(items) + rules)
}

fn unparse(items: Vec<syn::Item>) -> String {
    prettyplease::unparse(&syn::File {
        shebang: None,
        attrs: Vec::new(),
        items,
    })
}

/// The module index that `src/lib.rs` includes: one `pub mod` per schema, with its docs, the
/// root types re-exported, then `rules` (the `__rules` of no schema's module). Each `pub mod`
/// reaches its module as `layout` says; an inline one holds its file of `modules`.
pub fn render_index(
    models: &[Module],
    rules: &str,
    layout: &Layout,
    modules: &[GeneratedFile],
) -> String {
    // The header names the folders the schemas were read from, as the user names them.
    let folders: std::collections::BTreeSet<String> = models
        .iter()
        .map(|m| match m.file.rsplit_once('/') {
            // An OpenAPI document is named as it is.
            _ if !m.file.ends_with(".schema.json") => m.file.clone(),
            Some((folder, _)) => format!("{folder}/*.schema.json"),
            None => "*.schema.json".to_owned(),
        })
        .collect();
    let sources = if folders.is_empty() {
        "schemas/*.schema.json".to_owned()
    } else {
        folders.into_iter().collect::<Vec<_>>().join(", ")
    };
    let mut out = header(&sources);
    if let Layout::Files { .. } = layout {
        // A module file of its own (`mod models;`): its docs are inside it.
        out.push_str(&format!(
            "//! Types generated from {}: a module per schema, each root type re-exported here.\n",
            code(&sources)
        ));
    }
    for m in models {
        out.push('\n');
        let mut doc = match &m.title {
            Some(t) => format!("{}: types of {}.\n\n", inline_text(t), code(&m.file)),
            None => format!("Types of {}.\n\n", code(&m.file)),
        };
        doc.push_str(&schema_prose(None, m.description.as_deref()));
        if let Some(root) = &m.root {
            doc.push_str(&format!("The root type is [`{root}`]."));
        }
        for line in doc_comment_lines(doc.trim_end()) {
            out.push_str(&format!("///{line}\n"));
        }
        let module = &m.module;
        match layout {
            Layout::OutDir => out.push_str(&format!(
                "pub mod {module} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{module}.rs\"));\n}}\n"
            )),
            Layout::Files { .. } => out.push_str(&format!("pub mod {module};\n")),
            Layout::Inline => {
                let file = format!("{module}.rs");
                let contents = modules
                    .iter()
                    .find(|f| f.name == file)
                    .map_or("", |f| f.contents.as_str());
                out.push_str(&format!("pub mod {module} {{\n{contents}}}\n"));
            }
        }
    }
    out.push('\n');
    for m in models {
        if let Some(root) = &m.root {
            out.push_str(&format!("pub use {}::{root};\n", m.module));
        }
    }
    if !rules.is_empty() {
        out.push('\n');
        out.push_str(rules);
    }
    finish(out)
}

fn finish(text: String) -> String {
    let mut text = text.replace("\r\n", "\n");
    while text.ends_with("\n\n") {
        text.pop();
    }
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}
