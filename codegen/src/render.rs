//! Stage 6, render: the refined items in, the final text out, formatted by prettyplease (one
//! formatter everywhere: rustfmt's output depends on the installed toolchain), with a header
//! naming the schema and the command that regenerates it, `\n` line endings and one final newline.

use crate::model::Model;

/// The command that regenerates every generated file.
pub const REGEN_COMMAND: &str = "cargo xtask regen";

/// The header of every generated file.
pub fn header(source: &str) -> String {
    format!(
        "// @generated from {source} by wire-models-codegen; do not edit. Run `{REGEN_COMMAND}`.\n"
    )
}

/// Formats the items of one schema's module.
pub fn render_module(model: &Model, items: Vec<syn::Item>) -> String {
    let file = syn::File {
        shebang: None,
        attrs: Vec::new(),
        items,
    };
    finish(header(&model.file) + "\n" + &prettyplease::unparse(&file))
}

/// The module index that `src/lib.rs` includes: one `pub mod` per schema, with its docs, and the
/// root types re-exported.
pub fn render_index(models: &[Model]) -> String {
    let mut out = header("schemas/*.schema.json");
    for m in models {
        out.push('\n');
        let mut doc = format!("Types of `{}`", m.file);
        if let Some(t) = &m.title {
            doc = format!("{}: types of `{}`", t.replace(['\r', '\n'], " "), m.file);
        }
        out.push_str(&format!("/// {doc}.\n"));
        if let Some(d) = &m.description {
            out.push_str("///\n");
            // rustc refuses a bare carriage return in a doc comment.
            for line in d.replace('\r', "\n").lines() {
                out.push_str(&format!("/// {line}\n").replace("/// \n", "///\n"));
            }
        }
        out.push_str(&format!("///\n/// The root type is [`{}`].\n", m.root));
        out.push_str(&format!(
            "pub mod {} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{}.rs\"));\n}}\n",
            m.module, m.module
        ));
    }
    out.push('\n');
    for m in models {
        out.push_str(&format!("pub use {}::{};\n", m.module, m.root));
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
