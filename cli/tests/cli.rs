//! `wire-models` as a user runs it, in a folder of their own: what it writes, what it prints,
//! and its exit status. One test builds the generated code in a new crate that depends on the
//! runtime by path, as a user's crate would.
//!
//! Each test works in its own folder under cargo's temporary folder for tests, made afresh.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The workspace root: the runtime crate.
fn runtime_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli/ lies in the workspace")
        .to_path_buf()
}

/// A fresh folder for the test `name`.
fn folder(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, relative: &str, contents: &str) {
    let path = dir.join(relative);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, contents).unwrap();
}

fn read(dir: &Path, relative: &str) -> String {
    fs::read_to_string(dir.join(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

/// What a run printed, and how it ended.
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
}

impl std::fmt::Debug for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "exit status {}\n--- stdout\n{}--- stderr\n{}",
            self.status, self.stdout, self.stderr
        )
    }
}

fn run(output: Output) -> Run {
    Run {
        status: output.status.code().expect("an exit status"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// `wire-models <args>` run in `dir`.
fn wire_models(dir: &Path, args: &[&str]) -> Run {
    run(Command::new(env!("CARGO_BIN_EXE_wire-models"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("wire-models runs"))
}

const ORDER: &str = r#"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Order",
  "type": "object",
  "properties": {
    "id": { "type": "string", "pattern": "^ord-[0-9]+$" },
    "customer": { "$ref": "customer.schema.json" },
    "lines": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "properties": {
          "sku": { "type": "string" },
          "quantity": { "type": "integer", "exclusiveMinimum": 0 }
        },
        "required": ["sku", "quantity"],
        "additionalProperties": false
      }
    }
  },
  "required": ["id", "customer", "lines"]
}
"#;

const CUSTOMER: &str = r#"{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Customer",
  "type": "object",
  "properties": {
    "name": { "type": "string", "minLength": 1 },
    "email": { "type": "string", "format": "email" }
  },
  "required": ["name"]
}
"#;

/// A folder with `schemas/order.schema.json` and `schemas/customer.schema.json`.
fn shop(name: &str) -> PathBuf {
    let dir = folder(name);
    write(&dir, "schemas/order.schema.json", ORDER);
    write(&dir, "schemas/customer.schema.json", CUSTOMER);
    dir
}

const GENERATE: &str = "wire-models generate schemas --out src/models";

#[test]
fn generate_writes_a_module_folder_that_a_new_crate_compiles_and_uses() {
    let dir = shop("compiles");
    // The configuration beside the schemas is read, as a build script's Builder reads it.
    write(
        &dir,
        "schemas/wire-models.json",
        r#"{"fields": {"order::Order::id": {"rename": "order_id"}}}"#,
    );
    let generated = wire_models(&dir, &["generate", "schemas", "--out", "src/models"]);
    assert_eq!(generated.status, 0, "{generated:?}");
    assert_eq!(
        generated.stdout,
        "updated src/models/customer.rs\nupdated src/models/mod.rs\nupdated src/models/order.rs\n"
    );
    assert_eq!(generated.stderr, "");
    let index = read(&dir, "src/models/mod.rs");
    assert!(
        index.starts_with(&format!(
            "// @generated from schemas/*.schema.json by wire-models-codegen; do not edit. Run `{GENERATE}`.\n"
        )),
        "{index}"
    );
    for line in [
        "pub mod customer;\n",
        "pub mod order;\n",
        "pub use order::Order;\n",
    ] {
        assert!(index.contains(line), "no {line:?} in:\n{index}");
    }
    assert!(!index.contains("OUT_DIR"), "{index}");
    assert!(read(&dir, "src/models/order.rs").starts_with(&format!(
        "// @generated from schemas/order.schema.json by wire-models-codegen; do not edit. Run `{GENERATE}`.\n"
    )));

    // A crate of the user's: `pub mod models;` is all it adds.
    let root = runtime_root();
    let workspace_manifest = read(&root, "Cargo.toml");
    // The workspace's profiles, so that the dependencies it has built are reused as they are.
    let profiles = &workspace_manifest[workspace_manifest
        .find("[profile.dev]")
        .expect("the workspace has a dev profile")..];
    write(
        &dir,
        "Cargo.toml",
        &format!(
            "[package]\nname = \"shop\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\nwire-models = {{ path = {:?} }}\nserde_json = \"1\"\n\n\
             [workspace]\n\n{profiles}",
            root.display().to_string()
        ),
    );
    fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    write(
        &dir,
        "src/lib.rs",
        "//! A shop whose models are generated by `wire-models generate` and checked in.\n\
         #![deny(warnings, missing_docs)]\n\npub mod models;\n",
    );
    write(
        &dir,
        "examples/read.rs",
        r##"fn main() {
    let valid = r#"{"id": "ord-7", "customer": {"name": "Ada"}, "lines": [{"sku": "tea", "quantity": 2}]}"#;
    let order: shop::models::Order = wire_models::from_str(valid).unwrap();
    let customer: &shop::models::customer::Customer = &order.customer;
    println!("{} for {}: {}", order.order_id, customer.name, serde_json::to_string(&order).unwrap());
    let invalid = r#"{"id": "ord-7", "customer": {"name": "Ada"}, "lines": [{"sku": "tea", "quantity": 0}]}"#;
    println!("{}", wire_models::from_str::<shop::models::Order>(invalid).unwrap_err());
}
"##,
    );
    let built = cargo(&dir, &["run", "--quiet", "--example", "read"]);
    assert_eq!(built.status, 0, "{built:?}");
    assert_eq!(
        built.stdout,
        "ord-7 for Ada: {\"id\":\"ord-7\",\"customer\":{\"name\":\"Ada\"},\"lines\":[{\"sku\":\"tea\",\"quantity\":2}]}\n\
         $.lines[0].quantity: expected a number greater than 0, found 0 (line 1, column 83)\n"
    );
    fs::remove_dir_all(dir).unwrap();
}

/// The build folder this test binary was compiled in: `<build dir>/<profile>/deps/cli-<hash>`.
fn build_dir() -> (PathBuf, bool) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("the test binary lies in <profile>/deps");
    let release = profile_dir
        .file_name()
        .is_some_and(|name| name == "release");
    (
        profile_dir.parent().expect("a build folder").to_path_buf(),
        release,
    )
}

/// `cargo <args>` in `dir`, building in the workspace's build folder (so that the dependencies
/// it has compiled are reused) with the final outputs under `copies/` in it (so that they never
/// replace the workspace's own), as `tests/it/build_from_copy.rs` does.
fn cargo(dir: &Path, args: &[&str]) -> Run {
    let (build_dir, release) = build_dir();
    let mut command = Command::new(env!("CARGO"));
    command.args(args);
    if release {
        command.arg("--release");
    }
    run(command
        .current_dir(dir)
        .env("CARGO_BUILD_BUILD_DIR", &build_dir)
        .env("CARGO_TARGET_DIR", build_dir.join("copies"))
        .env("CARGO_TERM_COLOR", "never")
        .output()
        .expect("cargo runs"))
}

#[test]
fn check_fails_with_the_diff_and_the_command_after_a_schema_edit_and_passes_after_generate() {
    let dir = shop("check");
    let args = ["schemas", "--out", "src/models"];
    let check = |dir: &Path| wire_models(dir, &[&["check"][..], &args].concat());
    let generate = |dir: &Path| wire_models(dir, &[&["generate"][..], &args].concat());

    // Nothing generated yet: every file is missing.
    let missing = check(&dir);
    assert_eq!(missing.status, 1, "{missing:?}");
    assert!(
        missing.stderr.contains("src/models/mod.rs is missing\n"),
        "{missing:?}"
    );
    assert!(!dir.join("src").exists(), "check wrote files");

    assert_eq!(generate(&dir).status, 0);
    let current = check(&dir);
    assert_eq!(current.status, 0, "{current:?}");
    assert_eq!(
        current.stdout,
        "src/models: 3 files from 2 schemas, all current\n"
    );
    // Generating again writes nothing.
    let again = generate(&dir);
    assert_eq!(
        again.stdout,
        "src/models: 3 files, all current; nothing written\n"
    );

    // A member added to a schema without regenerating.
    let before = read(&dir, "src/models/customer.rs");
    write(
        &dir,
        "schemas/customer.schema.json",
        &CUSTOMER.replace(
            r#""email": { "type": "string", "format": "email" }"#,
            r#""email": { "type": "string", "format": "email" },
    "vip": { "type": "boolean" }"#,
        ),
    );
    let stale = check(&dir);
    assert_eq!(stale.status, 1, "{stale:?}");
    assert_eq!(stale.stdout, "");
    let e = &stale.stderr;
    assert!(
        e.starts_with(
            "src/models/customer.rs is stale or was edited by hand:\n\
             --- src/models/customer.rs (on disk)\n\
             +++ src/models/customer.rs (from the schemas)\n@@ "
        ),
        "{stale:?}"
    );
    assert!(
        e.lines()
            .any(|l| l.starts_with('+') && l.contains("pub vip: ::std::option::Option<bool>,")),
        "{stale:?}"
    );
    // The order's module refers to the customer's rules, which are numbered anew.
    assert!(
        e.contains("\nsrc/models/order.rs is stale or was edited by hand:\n"),
        "{stale:?}"
    );
    assert!(
        e.ends_with(&format!(
            "\nerror: 2 problem(s); to fix stale or missing files run `{GENERATE}`\n"
        )),
        "{stale:?}"
    );
    assert_eq!(read(&dir, "src/models/customer.rs"), before, "check wrote");

    let fixed = generate(&dir);
    assert_eq!(
        fixed.stdout,
        "updated src/models/customer.rs\nupdated src/models/order.rs\n"
    );
    assert_eq!(check(&dir).status, 0);

    // A schema removed: its module is a stray file, which generate removes.
    fs::remove_file(dir.join("schemas/order.schema.json")).unwrap();
    let stray = check(&dir);
    assert_eq!(stray.status, 1);
    assert!(
        stray.stderr.contains(
            "src/models/order.rs is not generated from any schema (was its schema removed?)\n"
        ),
        "{stray:?}"
    );
    let removed = generate(&dir);
    assert_eq!(
        removed.stdout,
        "updated src/models/mod.rs\nremoved src/models/order.rs\n"
    );
    assert!(!dir.join("src/models/order.rs").exists());
    assert_eq!(check(&dir).status, 0);

    // A file of the user's in the generator's folder is never removed.
    write(&dir, "src/models/helpers.rs", "pub fn help() {}\n");
    let theirs = check(&dir);
    assert_eq!(theirs.status, 1);
    assert!(
        theirs.stderr.contains(
            "src/models/helpers.rs is not generated from any schema (was its schema removed?)\n  \
             (it was not written by wire-models: move it out of src/models, which belongs to the generator)"
        ),
        "{theirs:?}"
    );
    let refused = generate(&dir);
    assert_eq!(refused.status, 2);
    assert_eq!(
        refused.stderr,
        "error: src/models/helpers.rs: not written by wire-models, and generated from no schema; \
         src/models belongs to the generator: move it elsewhere (nothing was written)\n"
    );
    assert_eq!(read(&dir, "src/models/helpers.rs"), "pub fn help() {}\n");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_refused_schema_exits_1_naming_file_pointer_and_keyword_and_writes_nothing() {
    let dir = shop("refused");
    write(
        &dir,
        "schemas/customer.schema.json",
        &CUSTOMER.replace(r#""minLength": 1"#, r#""minLenght": 1"#),
    );
    for command in ["generate", "check"] {
        let refused = wire_models(&dir, &[command, "schemas", "--out", "src/models"]);
        assert_eq!(refused.status, 1, "{refused:?}");
        assert_eq!(refused.stdout, "");
        let verb = if command == "check" {
            "compared"
        } else {
            "written"
        };
        assert_eq!(
            refused.stderr,
            format!(
                "error: schemas/customer.schema.json: /properties/name: minLenght: unknown keyword; did you mean `minLength`?\n\n\
                 error: 1 problem(s) in the schemas; nothing was {verb}\n"
            )
        );
    }
    assert!(!dir.join("src").exists());
    // A mistake in the configuration is refused the same way.
    write(&dir, "schemas/customer.schema.json", CUSTOMER);
    write(&dir, "schemas/wire-models.json", r#"{"typs": {}}"#);
    let refused = wire_models(&dir, &["generate", "schemas", "--out", "src/models"]);
    assert_eq!(refused.status, 1, "{refused:?}");
    assert_eq!(
        refused.stderr,
        "error: schemas/wire-models.json: (root): typs: unknown option; did you mean `types`?\n"
    );
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn usage_and_file_errors_exit_2_with_a_message_and_where_help_is() {
    let dir = shop("usage");
    for (args, first_line) in [
        (&[][..], "error: a command is required"),
        (&["build", "schemas"][..], "error: unknown command `build`; the commands are generate, check and docs"),
        (&["generate", "schemas"][..], "error: --out <DIR> is required"),
        (&["check", "--out", "src/models"][..], "error: no schemas given: name a folder of *.schema.json files or a schema file"),
        (&["generate", "schemas", "--out", "m", "--default-dialect", "draft-7"][..], "error: --default-dialect draft-7: unknown dialect; the dialects are draft-04, draft-06, draft-07, 2019-09, 2020-12"),
        (&["docs", "schemas", "--out", "m", "--outt", "n"][..], "error: unknown option `--outt`; the options are --out, --remote, --runtime, --default-dialect and --help"),
    ] {
        let failed = wire_models(&dir, args);
        assert_eq!(failed.status, 2, "{args:?}: {failed:?}");
        assert_eq!(failed.stdout, "");
        assert_eq!(failed.stderr.lines().next(), Some(first_line), "{args:?}");
        assert!(failed.stderr.contains(" --help` for more."), "{failed:?}");
    }
    // Files that are not there, or not schemas.
    let absent = wire_models(&dir, &["generate", "nope", "--out", "src/models"]);
    assert_eq!(absent.status, 2);
    assert!(
        absent
            .stderr
            .starts_with("error: nope: No such file or directory"),
        "{absent:?}"
    );
    fs::create_dir_all(dir.join("empty")).unwrap();
    let empty = wire_models(&dir, &["check", "empty", "--out", "src/models"]);
    assert_eq!(empty.status, 2);
    assert_eq!(empty.stderr, "error: empty/: holds no *.schema.json file\n");
    // Two configurations for one run.
    write(&dir, "schemas/wire-models.json", "{}");
    write(&dir, "more/wire-models.json", "{}");
    write(&dir, "more/extra.schema.json", r#"{"type": "string"}"#);
    let two = wire_models(&dir, &["generate", "schemas", "more", "--out", "m"]);
    assert_eq!(two.status, 2);
    assert_eq!(
        two.stderr,
        "error: more/wire-models.json, schemas/wire-models.json: one run reads one configuration; \
         merge them, or generate each folder into its own --out\n"
    );
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn every_command_has_help_naming_its_options_and_exit_status() {
    let dir = folder("help");
    let top = wire_models(&dir, &["--help"]);
    assert_eq!(top.status, 0);
    for line in [
        "Usage: wire-models <COMMAND> <SCHEMAS>... --out <DIR> [OPTIONS]",
        "  generate  Write the Rust modules of the schemas into <DIR>: `mod models;` takes them in",
        "  0  done; for `check`, the code is current",
        "  2  a usage error, or a file or folder that cannot be read or written",
    ] {
        assert!(
            top.stdout.lines().any(|l| l == line),
            "no {line:?} in:\n{}",
            top.stdout
        );
    }
    for (command, usage) in [
        (
            "generate",
            "Usage: wire-models generate <SCHEMAS>... --out <DIR> [OPTIONS]",
        ),
        (
            "check",
            "Usage: wire-models check <SCHEMAS>... --out <DIR> [OPTIONS]",
        ),
        (
            "docs",
            "Usage: wire-models docs <SCHEMAS>... --out <DIR> [OPTIONS]",
        ),
    ] {
        for args in [
            &[command, "--help"][..],
            &["help", command],
            &[command, "x", "-h"],
        ] {
            let help = wire_models(&dir, args);
            assert_eq!(help.status, 0, "{args:?}");
            assert!(
                help.stdout.lines().any(|l| l == usage),
                "{args:?}:\n{}",
                help.stdout
            );
            assert!(help.stdout.contains("Exit status: 0 "), "{}", help.stdout);
            assert!(help.stdout.contains("--out <DIR>"), "{}", help.stdout);
        }
    }
    let version = wire_models(&dir, &["--version"]);
    assert_eq!(
        version.stdout,
        format!("wire-models {}\n", env!("CARGO_PKG_VERSION"))
    );
    fs::remove_dir_all(dir).unwrap();
}

/// `--remote` and `--default-dialect` are Builder's options: a draft-07 schema without
/// `$schema` referencing a remote document generates, and each file's header names the
/// command with them.
#[test]
fn remote_folders_and_the_default_dialect_are_builders_options() {
    let dir = folder("options");
    write(
        &dir,
        "api/pair.schema.json",
        r#"{
  "title": "Pair",
  "type": "object",
  "properties": {
    "items": { "type": "array", "items": [{ "type": "string" }], "additionalItems": false },
    "owner": { "$ref": "https://schemas.example.com/party.json" }
  }
}"#,
    );
    write(
        &dir,
        "vendored/party.json",
        r#"{"type": "string", "minLength": 1}"#,
    );
    let args = [
        "api/pair.schema.json",
        "--out",
        "src/models",
        "--remote",
        "https://schemas.example.com/=vendored",
        "--default-dialect",
        "draft-07",
    ];
    let as_2020 = wire_models(
        &dir,
        &["generate", args[0], args[1], args[2], args[3], args[4]],
    );
    assert_eq!(as_2020.status, 1, "{as_2020:?}");
    assert!(
        as_2020.stderr.contains("error: api/pair.schema.json: /properties/items: items: in 2020-12 `items` takes one schema;"),
        "{as_2020:?}"
    );
    let unmapped = wire_models(
        &dir,
        &["generate", args[0], args[1], args[2], args[5], args[6]],
    );
    assert_eq!(unmapped.status, 1, "{unmapped:?}");
    assert!(
        unmapped
            .stderr
            .contains("https://schemas.example.com/party.json"),
        "{unmapped:?}"
    );
    let generated = wire_models(&dir, &[&["generate"][..], &args].concat());
    assert_eq!(generated.status, 0, "{generated:?}");
    assert!(read(&dir, "src/models/pair.rs").starts_with(
        "// @generated from api/pair.schema.json by wire-models-codegen; do not edit. \
         Run `wire-models generate api/pair.schema.json --out src/models --remote https://schemas.example.com/=vendored --default-dialect draft-07`.\n"
    ));
    assert_eq!(
        wire_models(&dir, &[&["check"][..], &args].concat()).status,
        0
    );
    // The runtime's path in the generated code.
    let crate_runtime = wire_models(
        &dir,
        &[&["generate"][..], &args, &["--runtime", "crate::wm"]].concat(),
    );
    assert_eq!(crate_runtime.status, 0, "{crate_runtime:?}");
    let module = read(&dir, "src/models/pair.rs");
    assert!(module.contains("crate::wm::Object") && !module.contains("::wire_models"));
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn many_schemas_get_a_progress_line_on_stderr() {
    let dir = folder("progress");
    for i in 0..20 {
        write(
            &dir,
            &format!("schemas/s{i:02}.schema.json"),
            r#"{"type": "object", "properties": {"a": {"type": "string"}}}"#,
        );
    }
    let many = wire_models(&dir, &["generate", "schemas", "--out", "m"]);
    assert_eq!(many.status, 0, "{many:?}");
    assert_eq!(
        many.stderr,
        "wire-models: generating the 20 schemas of schemas...\n"
    );
    fs::remove_file(dir.join("schemas/s00.schema.json")).unwrap();
    let fewer = wire_models(&dir, &["generate", "schemas", "--out", "m"]);
    assert_eq!(fewer.stderr, "");
    fs::remove_dir_all(dir).unwrap();
}

#[test]
fn docs_writes_a_page_per_model_of_every_dialect() {
    let dir = shop("docs");
    let docs = wire_models(&dir, &["docs", "schemas", "--out", "docs/models"]);
    assert_eq!(docs.status, 0, "{docs:?}");
    assert_eq!(
        docs.stdout,
        "updated docs/models/Customer.md\nupdated docs/models/Order.md\nupdated docs/models/README.md\n"
    );
    let order = read(&dir, "docs/models/Order.md");
    assert!(order.starts_with("# Order\n"), "{order}");
    assert!(order.contains("- Pattern: `\"^ord-[0-9]+$\"`"), "{order}");
    // Each page names the Rust types the same generator gives, by module (the pages cannot
    // know which module of the crate includes the generated index), and a reference to
    // another file's root links that model's page.
    for row in [
        "Rust type: `order::Order`.",
        "| `id` | string | `String` | Yes | Not specified |",
        "| `customer` | [Customer](Customer.md) | `customer::Customer` | Yes | Not specified |",
        "Each item of `lines` is an object with these fields. Rust type: `order::OrderLinesItem`.",
    ] {
        assert!(order.contains(row), "{row}\n{order}");
    }
    assert!(read(&dir, "docs/models/README.md").contains("[Customer](Customer.md)"));
    let again = wire_models(&dir, &["docs", "schemas", "--out", "docs/models"]);
    assert_eq!(
        again.stdout,
        "docs/models: 3 files, all current; nothing written\n"
    );
    // A page of a model that is gone is reported, not removed.
    write(&dir, "docs/models/Old.md", "# Old\n");
    let stray = wire_models(&dir, &["docs", "schemas", "--out", "docs/models"]);
    assert_eq!(stray.status, 0);
    assert_eq!(
        stray.stderr,
        "warning: docs/models/Old.md is generated from no schema (was its model removed?); remove it if so\n"
    );
    assert!(dir.join("docs/models/Old.md").exists());
    // A schema of another dialect gets its pages too, each keyword with that dialect's meaning:
    // here a draft-04 `exclusiveMinimum: true`, which makes `minimum` exclusive.
    write(
        &dir,
        "schemas/customer.schema.json",
        &CUSTOMER
            .replace(
                "https://json-schema.org/draft/2020-12/schema",
                "http://json-schema.org/draft-04/schema#",
            )
            .replace(
                r#""minLength": 1 }"#,
                r#""minLength": 1 }, "age": { "type": "integer", "minimum": 18, "exclusiveMinimum": true }"#,
            ),
    );
    let older = wire_models(&dir, &["docs", "schemas", "--out", "docs/models"]);
    assert_eq!(older.status, 0, "{}", older.stderr);
    assert_eq!(older.stdout, "updated docs/models/Customer.md\n");
    let customer = read(&dir, "docs/models/Customer.md");
    assert!(customer.contains("- Exclusive minimum: 18"), "{customer}");
    fs::remove_dir_all(dir).unwrap();
}
