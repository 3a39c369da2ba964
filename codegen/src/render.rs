//! Stage 6, render: the refined pieces in, the final text out. Items are formatted by
//! prettyplease (one formatter everywhere: rustfmt's output depends on the installed
//! toolchain); the runtime macro invocations come laid out already, one table row a line. A
//! header names the schema and the command that regenerates it; `\n` line endings and one
//! final newline.

use crate::markdown::{code, doc_comment_lines, inline_text, schema_prose};
use crate::model::Model;
use crate::{GeneratedFile, Layout};

/// The command that regenerates every generated file.
pub const REGEN_COMMAND: &str = "cargo xtask regen";

/// A piece of a generated module of the built-in models' emitter, in order.
#[cfg(feature = "builtin-models")]
pub enum Piece {
    /// Items, formatted by prettyplease.
    Items(Vec<syn::Item>),
    /// A macro invocation, laid out by the emitter.
    Text(String),
}

/// The header of every generated file.
pub fn header(source: &str) -> String {
    format!(
        "// @generated from {source} by wire-models-codegen; do not edit. Run `{REGEN_COMMAND}`.\n"
    )
}

/// Formats the pieces of one schema's module.
#[cfg(feature = "builtin-models")]
pub fn render_module(model: &Model, pieces: Vec<Piece>) -> String {
    let mut out = header(&model.file) + "\n";
    for piece in pieces {
        match piece {
            Piece::Items(items) => out.push_str(&unparse(items)),
            Piece::Text(text) => out.push_str(&text),
        }
    }
    finish(out)
}

/// Formats a module written wholly as items (by the checked emitter), under the header of
/// `source`.
pub fn render_items(source: &str, items: Vec<syn::Item>) -> String {
    finish(header(source) + "\n" + &unparse(items))
}

fn unparse(items: Vec<syn::Item>) -> String {
    prettyplease::unparse(&syn::File {
        shebang: None,
        attrs: Vec::new(),
        items,
    })
}

/// The module index that `src/lib.rs` includes: one `pub mod` per schema, with its docs, the
/// root types re-exported, then `items` (what belongs to no schema's module). Each `pub mod`
/// reaches its module as `layout` says; an inline one holds its file of `modules`.
pub fn render_index(
    models: &[Model],
    items: Vec<syn::Item>,
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
        for line in doc_comment_lines(&doc) {
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
    if !items.is_empty() {
        out.push('\n');
        out.push_str(&unparse(items));
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
