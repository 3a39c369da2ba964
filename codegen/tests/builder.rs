//! `Builder::try_compile` as a build script uses it: a folder in, `models.rs` and a module per
//! schema out, remote references through the map, and errors that name the file or folder.

use std::path::{Path, PathBuf};

use wire_models_codegen::Builder;

/// A fresh folder under the system's temp dir, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("wm-builder-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn write(&self, relative: &str, text: &str) {
        let path = self.0.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn a_folder_becomes_a_module_per_schema_with_remotes_from_local_folders() {
    let scratch = Scratch::new("ok");
    scratch.write(
        "schemas/note.schema.json",
        r#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Note",
            "type": "object", "required": ["author"],
            "properties": {"author": {"$ref": "https://example.com/shared/person.json"}}}"#,
    );
    // Only `*.schema.json` files are schemas.
    scratch.write("schemas/notes.txt", "not a schema");
    scratch.write(
        "remote/person.json",
        r#"{"type": "object", "properties": {"name": {"type": "string", "minLength": 1}}}"#,
    );
    let out = scratch.0.join("out");
    std::fs::create_dir_all(&out).unwrap();

    Builder::new()
        .remote("https://example.com/shared/", scratch.0.join("remote"))
        .out_dir(&out)
        .try_compile(&scratch.0.join("schemas"))
        .unwrap();

    let mut written: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    // The mapped remote document gets a module of its own, named by its file.
    assert_eq!(written, ["models.rs", "note.rs", "person.rs"]);
    let models = read(&out, "models.rs");
    assert!(models.contains("pub mod note"), "{models}");
    assert!(models.contains("pub mod person"), "{models}");
    // Its root is not re-exported beside the schemas' own roots, whose names it could take.
    assert!(models.contains("pub use note::Note;"), "{models}");
    assert!(!models.contains("pub use person::"), "{models}");
    // The member that refers to it has its type, whose rules hold the remote `minLength`.
    let note = read(&out, "note.rs");
    assert!(
        note.contains("pub author: super::person::Person,"),
        "{note}"
    );
    let person = read(&out, "person.rs");
    assert!(person.contains("pub struct Person {"), "{person}");
    assert!(person.contains("MinLength(1)"), "{person}");
    // Generated code names it by its URI, not by the build machine's path of the local copy.
    assert!(
        person.starts_with("// @generated from https://example.com/shared/person.json "),
        "{person}"
    );
    assert!(
        !person.contains(&scratch.0.display().to_string()),
        "{person}"
    );
    // Its JsonSchema impl (feature `schemars`) is the file's schema, the reference pointed at
    // the remote type's definition.
    assert!(
        note.contains(
            r####"::wire_models::__wm_json_schema!(
    Note,
    r#"{"title":"Note","type":"object","required":["author"],"properties":{"author":{"$ref":"https://example.com/shared/person.json"}}}"#;
    "/properties/author" => super::person::Person
);"####
        ),
        "{note}"
    );
}

#[test]
fn a_remote_document_whose_module_name_is_taken_gets_the_next_free_one() {
    let scratch = Scratch::new("clash");
    scratch.write(
        "schemas/person.schema.json",
        r#"{"type": "object", "properties": {"friend": {"$ref": "https://example.com/shared/person.json"}}}"#,
    );
    scratch.write(
        "remote/person.json",
        r#"{"type": "object", "properties": {"name": {"type": "string"}}}"#,
    );
    let out = scratch.0.join("out");
    std::fs::create_dir_all(&out).unwrap();
    Builder::new()
        .remote("https://example.com/shared/", scratch.0.join("remote"))
        .out_dir(&out)
        .try_compile(&scratch.0.join("schemas"))
        .unwrap();
    let mut written: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    written.sort();
    assert_eq!(written, ["models.rs", "person.rs", "person_2.rs"]);
    let person = read(&out, "person.rs");
    assert!(
        person.contains("pub friend: ::std::option::Option<super::person_2::Person>,"),
        "{person}"
    );
}

#[test]
fn a_refused_schema_is_an_error_naming_file_pointer_and_keyword() {
    let schema = r#"{"type": "object", "properties": {"a": {"type": "string", "maxLenght": 3}}}"#;
    assert_eq!(
        compile_folder("refused", &[("schemas/a.schema.json", schema)], "a.rs").unwrap_err(),
        "error: <dir>/schemas/a.schema.json: /properties/a: maxLenght: unknown keyword; did you mean `maxLength`?"
    );
}

#[test]
fn an_unmapped_remote_reference_is_refused_without_touching_the_network() {
    let schema = r#"{"$ref": "https://example.com/elsewhere/person.json"}"#;
    assert_eq!(
        compile_folder("unmapped", &[("schemas/a.schema.json", schema)], "a.rs").unwrap_err(),
        "error: <dir>/schemas/a.schema.json: (root): $ref: `https://example.com/elsewhere/person.json` is not \
         among the schemas given, and no remote mapping covers it (the generator never uses the network)"
    );
}

#[test]
fn a_missing_folder_is_an_error_naming_it() {
    let scratch = Scratch::new("missing");
    let folder = scratch.0.join("no-such-folder");
    let err = Builder::new()
        .out_dir(&scratch.0)
        .try_compile(&folder)
        .unwrap_err();
    assert!(
        err.starts_with(&format!("{}/: ", folder.display())),
        "{err}"
    );
}

/// Writes `files` (paths relative to a fresh folder) and compiles its `schemas/` as a build
/// script does: the generated `module`, or the error text with the folder shown as `<dir>`.
fn compile_folder(name: &str, files: &[(&str, &str)], module: &str) -> Result<String, String> {
    let scratch = Scratch::new(name);
    for (path, text) in files {
        scratch.write(path, text);
    }
    Builder::new()
        .out_dir(&scratch.0)
        .try_compile(&scratch.0.join("schemas"))
        .map(|()| read(&scratch.0, module))
        .map_err(|e| e.replace(&scratch.0.display().to_string(), "<dir>"))
}

/// The generated module of `schema`, with `config` as the folder's `wire-models.json`, or the
/// error text.
fn with_config(name: &str, schema: &str, config: &str) -> Result<String, String> {
    compile_folder(
        name,
        &[
            ("schemas/shop.schema.json", schema),
            ("schemas/wire-models.json", config),
        ],
        "shop.rs",
    )
}

const SHOP: &str = r##"{
    "title": "Shop",
    "type": "object",
    "properties": {
        "name": {"type": "string"},
        "price": {"type": "number"},
        "kind": {"enum": ["online", "local"]},
        "owner": {"$ref": "#/$defs/person"}
    },
    "$defs": {"person": {"type": "object", "properties": {"login": {"type": "string"}}}}
}"##;

#[test]
fn the_configuration_shapes_types_and_fields_by_rust_path_or_by_schema_location() {
    let module = with_config(
        "config-ok",
        SHOP,
        r##"{
            "types": {
                "shop::Shop": {"derive": ["Eq", "Hash"], "attributes": ["#[non_exhaustive]"]},
                "shop.schema.json#/properties/kind": {"rename": "Channel", "derive": ["Ord", "PartialOrd"]},
                "shop::Person": {"extern": "crate::people::Person"}
            },
            "fields": {
                "shop::Shop::name": {"rename": "title", "attributes": ["#[doc(alias = \"name\")]"]},
                "shop.schema.json#/properties/price": {"attributes": ["#[deprecated]"]}
            }
        }"##,
    )
    .unwrap();
    for expected in [
        "#[non_exhaustive]\n#[derive(Clone, Debug, PartialEq, Eq, Hash)]\npub struct Shop {",
        "    #[doc(alias = \"name\")]\n    pub title: ::std::option::Option<::std::string::String>,",
        "    #[deprecated]\n    pub price: ::std::option::Option<::wire_models::Number>,",
        "    pub kind: ::std::option::Option<Channel>,",
        // A string enum derives the order of its values already: asking again adds nothing.
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub enum Channel {",
        "pub type Person = crate::people::Person;",
        // The JSON member keeps its name.
        "title \"?\" : \"name\"",
    ] {
        assert!(module.contains(expected), "{expected}\n---\n{module}");
    }
    assert!(!module.contains("pub struct Person"), "{module}");
}

#[test]
fn a_derive_that_a_member_cannot_have_is_refused_naming_the_member() {
    let err = with_config(
        "config-derive",
        SHOP,
        r#"{"types": {"shop::Shop": {"derive": ["Ord"]}}}"#,
    )
    .unwrap_err();
    // Each message names the member and the part of its type that lacks the derive (the
    // string enum `ShopKind` derives `Ord`: it is not among them).
    assert_eq!(
        err,
        "error: <dir>/schemas/shop.schema.json: (root): Shop: derive `Ord` (asked in <dir>/schemas/wire-models.json): member `price` is `::wire_models::Number`, which has no `Ord`\n\
         error: <dir>/schemas/shop.schema.json: (root): Shop: derive `Ord` (asked in <dir>/schemas/wire-models.json): member `owner` is `Person`, which has no `Ord`\n\
         error: <dir>/schemas/shop.schema.json: (root): Shop: derive `Ord` (asked in <dir>/schemas/wire-models.json): `extra` (the members the schema does not declare) is `Object`, which has no `Ord`"
    );
}

#[test]
fn a_closed_struct_of_strings_and_string_enums_may_derive_an_order() {
    let schema = r##"{
        "title": "Shop",
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "kind": {"enum": ["online", "local"]}
        },
        "required": ["name"],
        "additionalProperties": false
    }"##;
    // No `extra` and an enum that derives `Ord`: every member can be ordered.
    let module = with_config(
        "derive-closed",
        schema,
        r#"{"types": {"shop::Shop": {"derive": ["Eq", "Hash", "PartialOrd", "Ord"]}}}"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        module.contains(
            "#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]\npub struct Shop {"
        ),
        "{module}"
    );
}

#[test]
fn derives_are_checked_through_unions_and_newtypes_too() {
    let schema = r##"{
        "title": "Shop",
        "type": "object",
        "properties": {
            "code": {"$ref": "#/$defs/code"},
            "contact": {"oneOf": [{"$ref": "#/$defs/phone"}, {"$ref": "#/$defs/code"}]}
        },
        "$defs": {
            "code": {"type": "integer", "minimum": 1},
            "phone": {"type": "object", "properties": {"number": {"type": "string"}}}
        }
    }"##;
    // A checked newtype over an integer can be hashed, not ordered.
    let module = with_config(
        "derive-newtype",
        schema,
        r#"{"types": {"shop::Code": {"derive": ["Eq", "Hash"]}}}"#,
    )
    .unwrap();
    assert!(
        module.contains("#[derive(Clone, Debug, PartialEq, Eq, Hash)]\npub struct Code("),
        "{module}"
    );
    let err = with_config(
        "derive-union",
        schema,
        r#"{"types": {"shop::Code": {"derive": ["Ord"]}, "shop::ShopContact": {"derive": ["Hash"]}}}"#,
    )
    .unwrap_err();
    assert_eq!(
        err,
        "error: <dir>/schemas/shop.schema.json: /properties/contact: ShopContact: derive `Hash` (asked in <dir>/schemas/wire-models.json): its value is `Phone`, which has no `Hash`\n\
         error: <dir>/schemas/shop.schema.json: /$defs/code: Code: derive `Ord` (asked in <dir>/schemas/wire-models.json): its value is `::wire_models::Integer`, which has no `Ord`"
    );
}

#[test]
fn mistakes_in_the_configuration_name_the_file_pointer_and_option() {
    let err = |config: &str| with_config("config-bad", SHOP, config).unwrap_err();
    assert_eq!(
        err(r#"{"typs": {}}"#),
        "error: <dir>/schemas/wire-models.json: (root): typs: unknown option; did you mean `types`?"
    );
    assert_eq!(
        err(r#"{"types": {"shop::Shopp": {"derive": ["Eq"]}}}"#),
        "error: <dir>/schemas/wire-models.json: /types/shop::Shopp: names no generated type: give `<module>::<Type>` or `<file>#<JSON pointer of the type's schema>`"
    );
    assert_eq!(
        err(r#"{"types": {"shop::Shop": {"derive": ["Copy"], "attributes": ["non_exhaustive"]}}}"#),
        "error: <dir>/schemas/wire-models.json: /types/shop::Shop: derive: `Copy` is not a derive this option adds (it adds Eq, Hash, PartialOrd, Ord; the generated types already derive Clone, Debug and PartialEq)\n\
         error: <dir>/schemas/wire-models.json: /types/shop::Shop: attributes: `non_exhaustive` is not an outer attribute (`#[...]`)"
    );
    assert_eq!(
        err(r#"{"fields": {"shop::Shop::nam": {"rename": "title"}}}"#),
        "error: <dir>/schemas/wire-models.json: /fields/shop::Shop::nam: names no field of a generated struct: give `<module>::<Type>::<field>` or `<file>#<pointer of the struct>/properties/<member>`"
    );
    assert_eq!(
        err(r#"{"types": {"shop::Person": {"rename": "Shop"}}}"#),
        "error: <dir>/schemas/wire-models.json: /types/shop::Person: rename: `Shop` is already the name of another type of module `shop`"
    );
    assert_eq!(
        err(r#"{"fields": {"shop::Shop::name": {"rename": "price"}}}"#),
        "error: <dir>/schemas/wire-models.json: /fields/shop::Shop::name: rename: two fields of the struct would have the same name (or the name `extra`)"
    );
    assert_eq!(
        err(r#"{"formats": ["email"]}"#),
        "error: <dir>/schemas/wire-models.json: (root): formats: `email` has no type of its own in the runtime (the formats that do: date-time, uuid)"
    );
    assert!(err("{").starts_with("error: <dir>/schemas/wire-models.json: (root): not JSON: "));
}

#[test]
fn uuid_and_date_time_are_held_in_the_runtimes_lossless_types_unless_configured_otherwise() {
    let schema = r#"{"type": "object", "properties": {
        "id": {"type": "string", "format": "uuid"},
        "at": {"type": "string", "format": "date-time"},
        "day": {"type": "string", "format": "date"}
    }}"#;
    // By default, as in the built-in models.
    for (config, name) in [
        ("{}", "formats-default"),
        (r#"{"formats": ["uuid", "date-time"]}"#, "formats-on"),
    ] {
        let module = with_config(name, schema, config).unwrap();
        for expected in [
            "pub id: ::std::option::Option<::wire_models::Uuid>,",
            "pub at: ::std::option::Option<::wire_models::DateTime>,",
            // A format without a runtime type stays a checked `String`.
            "pub day: ::std::option::Option<::std::string::String>,",
        ] {
            assert!(
                module.contains(expected),
                "{config}: {expected}\n---\n{module}"
            );
        }
    }
    // A configuration that lists none keeps them `String`s.
    let plain = with_config("formats-off", schema, r#"{"formats": []}"#).unwrap();
    for expected in [
        "pub id: ::std::option::Option<::std::string::String>,",
        "pub at: ::std::option::Option<::std::string::String>,",
    ] {
        assert!(plain.contains(expected), "{expected}\n---\n{plain}");
    }
}

#[test]
fn a_keyword_that_looks_misspelt_is_an_annotation_once_allowed_by_name() {
    // Some tools write `readOnly` in lower case.
    let schema =
        r#"{"type": "object", "properties": {"id": {"type": "string", "readonly": true}}}"#;
    assert_eq!(
        with_config("config-typo", schema, "{}").unwrap_err(),
        "error: <dir>/schemas/shop.schema.json: /properties/id: readonly: unknown keyword; did you mean `readOnly`?"
    );
    let module = with_config(
        "config-allow",
        schema,
        r#"{"allow_keywords": ["readonly"]}"#,
    )
    .unwrap();
    assert!(module.contains("pub struct Shop"), "{module}");
}
