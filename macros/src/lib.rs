//! `import_schema!`: a crate's JSON Schemas become its types at compile time, with no build
//! script. The macro reads a schema file or a folder of them (relative to the calling crate's
//! `CARGO_MANIFEST_DIR`, with the folder's `wire-models.json` if there is one), calls the
//! generator's pure core with the inline layout, and expands to the very items a build script's
//! `models.rs` holds: a `pub mod` per schema and its root type re-exported. The generated code
//! calls the runtime as `::wire_models`, so the crate depends on `wire-models`, which re-exports
//! this macro under its `macros` feature.
//!
//! A refused schema is a `compile_error!` per diagnostic, at the macro's call site, each naming
//! file, JSON pointer and keyword. Cargo rebuilds when a file read changes: the expansion
//! includes each with `include_bytes!` (a proc macro cannot declare the files it reads on
//! stable Rust). A file added to the folder is noticed at the next rebuild of the crate, not
//! by itself.
#![deny(missing_docs)]

use std::path::Path;

use proc_macro2::TokenStream;
use quote::quote_spanned;
use wire_models_codegen::{generate_layout, Config, Layout, Options, SchemaSource};

/// The types of a JSON Schema file, or of every `*.schema.json` directly in a folder, generated
/// at compile time as `wire_models_codegen::Builder` generates them in a build script:
///
/// ```ignore
/// wire_models::import_schema!("schemas/order.schema.json");
/// // or a folder, whose schemas may reference each other:
/// wire_models::import_schema!("schemas");
///
/// let order: order::Order = wire_models::from_str(text)?;
/// ```
///
/// The path is relative to the calling crate's root (`CARGO_MANIFEST_DIR`). A refused schema
/// is a compile error naming file, JSON pointer and keyword.
#[proc_macro]
pub fn import_schema(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    let literal = syn::parse_macro_input!(input as syn::LitStr);
    let span = literal.span();
    let expanded = std::env::var("CARGO_MANIFEST_DIR")
        .map_err(|e| vec![format!("CARGO_MANIFEST_DIR: {e}")])
        .and_then(|root| expand(Path::new(&root), &literal.value()));
    match expanded {
        Ok(tokens) => tokens.into(),
        Err(messages) => messages
            .iter()
            .map(|message| quote_spanned!(span=> ::core::compile_error!(#message);))
            .collect::<TokenStream>()
            .into(),
    }
}

/// The expansion for `path` (as written in the macro call) in the crate at `root`, or the text
/// of each compile error: a refused schema's diagnostics, as `Diagnostics` displays them
/// without the `error: ` that the compiler adds.
fn expand(root: &Path, path: &str) -> Result<TokenStream, Vec<String>> {
    let shown = path.trim_end_matches('/');
    let full = root.join(shown);
    let (schemas, folder, shown_folder) = if full.is_dir() {
        let schemas = SchemaSource::read_folder(&full, shown).map_err(|e| vec![e.to_string()])?;
        if schemas.is_empty() {
            return Err(vec![format!("{shown}/: holds no *.schema.json file")]);
        }
        (schemas, full, shown.to_owned())
    } else {
        let text = std::fs::read_to_string(&full).map_err(|e| {
            vec![format!(
                "{shown}: {e} (the path is relative to the crate's root, {})",
                root.display()
            )]
        })?;
        let schema = SchemaSource {
            path: shown.to_owned(),
            text,
        };
        let folder = full.parent().unwrap_or(root).to_path_buf();
        let shown_folder = match Path::new(shown).parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_string_lossy().into_owned(),
            _ => ".".to_owned(),
        };
        (vec![schema], folder, shown_folder)
    };
    let config = Config::read(&folder, &shown_folder).map_err(|d| messages(&d))?;
    let options = Options {
        runtime: "::wire_models".to_owned(),
        config,
        ..Options::default()
    };
    let report = generate_layout(&schemas, &options, &Layout::Inline).map_err(|d| messages(&d))?;
    let mut tokens = TokenStream::new();
    for file in &report.files {
        tokens.extend(
            file.contents
                .parse::<TokenStream>()
                .map_err(|e| vec![format!("{shown}: the generated code does not parse: {e}")])?,
        );
    }
    // Each file read, included so that cargo rebuilds the crate when it changes.
    let mut read: Vec<_> = schemas
        .iter()
        .map(|s| folder.join(file_name(&s.path)))
        .collect();
    let config_file = folder.join("wire-models.json");
    if config_file.is_file() {
        read.push(config_file);
    }
    for file in read {
        let file = file
            .to_str()
            .ok_or_else(|| vec![format!("{}: not valid UTF-8", file.display())])?
            .to_owned();
        tokens.extend(quote::quote!(
            const _: &[u8] = ::core::include_bytes!(#file);
        ));
    }
    Ok(tokens)
}

/// The last component of a schema's shown path.
fn file_name(shown: &str) -> &str {
    shown.rsplit('/').next().unwrap_or(shown)
}

/// Each diagnostic as a compile error's text.
fn messages(diagnostics: &wire_models_codegen::Diagnostics) -> Vec<String> {
    diagnostics.0.iter().map(ToString::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn a_refused_schema_is_an_error_naming_file_pointer_and_keyword() {
        let errors = expand(root(), "tests/refused/typo.schema.json").unwrap_err();
        assert_eq!(
            errors,
            ["tests/refused/typo.schema.json: /properties/name: maxLenght: unknown keyword; did you mean `maxLength`?"]
        );
    }

    #[test]
    fn a_missing_path_is_an_error_naming_it_and_the_crate_root() {
        let errors = expand(root(), "tests/nothing.schema.json").unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(
            errors[0].starts_with("tests/nothing.schema.json: No such file or directory")
                && errors[0].ends_with(&format!(
                    "relative to the crate's root, {})",
                    root().display()
                )),
            "{errors:?}"
        );
        let errors = expand(root(), "src").unwrap_err();
        assert_eq!(errors, ["src/: holds no *.schema.json file"]);
    }

    #[test]
    fn the_expansion_holds_the_modules_and_includes_every_file_read() {
        let tokens = expand(root(), "tests/schemas/").unwrap().to_string();
        for item in [
            "pub mod customer",
            "pub mod order",
            "pub use order :: Order",
        ] {
            assert!(tokens.contains(item), "no {item} in {tokens}");
        }
        for file in ["customer.schema.json", "order.schema.json"] {
            let path = root().join("tests/schemas").join(file);
            let include = format!("include_bytes ! ({:?})", path.to_str().unwrap());
            assert!(tokens.contains(&include), "no {include} in {tokens}");
        }
        let one = expand(root(), "tests/refused/../schemas/customer.schema.json")
            .unwrap()
            .to_string();
        assert!(one.contains("pub mod customer") && !one.contains("pub mod order"));
    }
}
