//! The three ways the module index reaches the modules: what each `Layout` returns, for one
//! schema, and that the modules themselves are the same bytes whichever the layout.

use wire_models_codegen::{generate_layout, GeneratedFile, Layout, Options, SchemaSource};

fn generate(layout: &Layout) -> Vec<GeneratedFile> {
    let schema = SchemaSource {
        path: "api/note.schema.json".into(),
        text: r#"{"title": "Note", "type": "object", "properties": {"text": {"type": "string"}}}"#
            .into(),
    };
    let options = Options {
        runtime: "::wire_models".into(),
        ..Options::default()
    };
    generate_layout(&[schema], &options, layout)
        .unwrap_or_else(|d| panic!("{d}"))
        .files
}

fn names(files: &[GeneratedFile]) -> Vec<&str> {
    files.iter().map(|f| f.name.as_str()).collect()
}

const INDEX_DOC: &str =
    "/// Note: types of `api/note.schema.json`.\n///\n/// The root type is [`Note`].\n";

#[test]
fn out_dir_includes_each_module_from_out_dir() {
    let files = generate(&Layout::OutDir);
    assert_eq!(names(&files), ["note.rs", "models.rs"]);
    assert_eq!(
        files[1].contents,
        format!(
            "// @generated from api/*.schema.json by wire-models-codegen; do not edit. Its crate's build script regenerates it.\n\n\
             {INDEX_DOC}pub mod note {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/note.rs\"));\n}}\n\npub use note::Note;\n"
        )
    );
}

#[test]
fn files_declares_each_module_beside_a_documented_mod_rs() {
    let layout = Layout::Files {
        regenerate: "wire-models generate api --out src/models".into(),
    };
    let files = generate(&layout);
    assert_eq!(names(&files), ["note.rs", "mod.rs"]);
    assert_eq!(
        files[1].contents,
        format!(
            "// @generated from api/*.schema.json by wire-models-codegen; do not edit. Run `wire-models generate api --out src/models`.\n\
             //! Types generated from `api/*.schema.json`: a module per schema, each root type re-exported here.\n\n\
             {INDEX_DOC}pub mod note;\n\npub use note::Note;\n"
        )
    );
    let module = &files[0].contents;
    assert!(module.starts_with(
        "// @generated from api/note.schema.json by wire-models-codegen; do not edit. Run `wire-models generate api --out src/models`.\n"
    ));
    // The same module as a build script's, but for the command in its header.
    let out_dir = &generate(&Layout::OutDir)[0].contents;
    assert_eq!(
        module.split_once('\n').unwrap().1,
        out_dir.split_once('\n').unwrap().1
    );
}

#[test]
fn inline_holds_every_module_in_one_file() {
    let files = generate(&Layout::Inline);
    assert_eq!(names(&files), ["models.rs"]);
    let out_dir = generate(&Layout::OutDir);
    let module = out_dir[0].contents.replacen(
        "Its crate's build script regenerates it.",
        "The macro that expands to it regenerates it.",
        1,
    );
    assert_eq!(
        files[0].contents,
        format!(
            "// @generated from api/*.schema.json by wire-models-codegen; do not edit. The macro that expands to it regenerates it.\n\n\
             {INDEX_DOC}pub mod note {{\n{module}}}\n\npub use note::Note;\n"
        )
    );
}
