//! The generator refuses what it cannot compile, clearly, and never panics.
//!
//! Each fixture in `tests/schemas/` is a small schema the generator must refuse; the table below
//! gives the exact text of the build error for each (file, JSON pointer, keyword, reason), and
//! the fields of its first diagnostic. The fixtures in `tests/schemas/accepted/` were refused
//! once, for a keyword the generator did not enforce; they now generate, each with the rule its
//! keyword compiles to (the golden corpus, `tests/golden/`, pins whole modules). Then the
//! generator is run on random schemas (fixed seed): mutations of the real schemas and of the
//! golden corpus, with every 2020-12 keyword inserted anywhere with plausible and implausible
//! operands, with both runtime paths (`crate`, `::wire_models`); it must answer `Ok` or
//! `Err(Diagnostics)`, never panic.

use std::collections::BTreeSet;
use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::{json, Value};
use wire_models_codegen::{
    generate, generate_with, Config, Diagnostics, Dialect, GeneratedFile, Options, SchemaSource,
};

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/schemas")
}

fn fixture(name: &str) -> SchemaSource {
    let text = fs::read_to_string(fixtures_dir().join(name))
        .unwrap_or_else(|e| panic!("tests/schemas/{name}: {e}"));
    SchemaSource {
        path: format!("tests/schemas/{name}"),
        text,
    }
}

/// Options for the runtime path the code names: `crate` inside wire-models, `::wire_models` in
/// any other crate.
fn options(runtime: &str) -> Options {
    Options {
        runtime: runtime.into(),
        ..Default::default()
    }
}

const RUNTIMES: [&str; 2] = ["crate", "::wire_models"];

struct Case {
    /// The fixture's file name in `tests/schemas/`.
    file: &'static str,
    /// The JSON pointer of the first diagnostic (`""` for the root).
    pointer: &'static str,
    /// The keyword of the first diagnostic (`""` when it is about no one keyword).
    keyword: &'static str,
    /// The whole of `Diagnostics`' display, every line.
    expected: String,
}

fn case(file: &'static str, pointer: &'static str, keyword: &'static str, reason: &str) -> Case {
    Case {
        file,
        pointer,
        keyword,
        expected: line(file, pointer, keyword, reason),
    }
}

/// One line of `Diagnostics`' display for a fixture.
fn line(file: &str, pointer: &str, keyword: &str, reason: &str) -> String {
    let shown_pointer = if pointer.is_empty() {
        "(root)"
    } else {
        pointer
    };
    let shown_keyword = if keyword.is_empty() {
        String::new()
    } else {
        format!("{keyword}: ")
    };
    format!("error: tests/schemas/{file}: {shown_pointer}: {shown_keyword}{reason}")
}

/// The URI a file given without `$id` gets as its base, as the reference messages quote it.
fn base(file: &str) -> String {
    format!("file:///tests/schemas/{file}")
}

/// The types `type` may name, as the messages list them.
const TYPES_LISTED: &str = "(null, boolean, object, array, number, string, integer)";

fn cases() -> Vec<Case> {
    vec![
        case(
            "invalid-json.schema.json",
            "",
            "",
            "not valid JSON: trailing comma (line 4, column 30)",
        ),
        case(
            "draft-03.schema.json",
            "",
            "$schema",
            "`http://json-schema.org/draft-03/schema#` is not a dialect the generator knows: `http://json-schema.org/draft-04/schema#`, `http://json-schema.org/draft-06/schema#`, `http://json-schema.org/draft-07/schema#`, `https://json-schema.org/draft/2019-09/schema`, `https://json-schema.org/draft/2020-12/schema`, or a meta-schema built on one of them",
        ),
        case(
            "dangling-ref.schema.json",
            "/properties/owner",
            "$ref",
            &format!(
                "`{}#/$defs/person` points at nothing: `/$defs/person` does not exist",
                base("dangling-ref.schema.json")
            ),
        ),
        case(
            "external-ref.schema.json",
            "/properties/address",
            "$ref",
            "`https://example.com/address.schema.json` is not among the schemas given, and no remote mapping covers it (the generator never uses the network)",
        ),
        case(
            "undeclared-anchor.schema.json",
            "/properties/children/items",
            "$dynamicRef",
            &format!(
                "`{0}#node`: the resource `{0}` declares no `$anchor` or `$dynamicAnchor` named `node`",
                base("undeclared-anchor.schema.json")
            ),
        ),
        case(
            "ref-cycle.schema.json",
            "/$defs/a",
            "$ref",
            "evaluating this schema comes back to it without going into any member or item, so it would never end: /$defs/a →$ref→ /$defs/b →$ref→ /$defs/a",
        ),
        case(
            "dynamic-ref-cycle.schema.json",
            "",
            "$ref",
            "evaluating this schema comes back to it without going into any member or item, so it would never end: # →$ref→ /$defs/again →$dynamicRef→ #",
        ),
        case(
            "recursive-ref-cycle.schema.json",
            "",
            "$ref",
            "evaluating this schema comes back to it without going into any member or item, so it would never end: # →$ref→ /$defs/again →$recursiveRef→ #",
        ),
        case(
            "invalid-pattern.schema.json",
            "/properties/code",
            "pattern",
            "`^(unclosed` is not a valid ECMA-262 regular expression: this group is not closed by `)` (at character 2)",
        ),
        case(
            "unknown-type.schema.json",
            "/properties/age",
            "type",
            &format!("`int` is not a JSON Schema type {TYPES_LISTED}"),
        ),
        case(
            "negative-length.schema.json",
            "/properties/name",
            "minLength",
            "must be a non-negative integer, not -1",
        ),
        case(
            "items-array.schema.json",
            "",
            "items",
            "in 2020-12 `items` takes one schema; an array of schemas (one per position) is `prefixItems`; this schema looks like draft-07: declare it with `\"$schema\": \"http://json-schema.org/draft-07/schema#\"` at its root, or set `\"default_dialect\": \"draft-07\"` in wire-models.json (a schema without `$schema` is read as 2020-12)",
        ),
        case(
            "id-fragment.schema.json",
            "",
            "$id",
            "`https://example.com/order.schema.json#order` has a fragment; `$id` names a resource, use `$anchor` to name a location",
        ),
        case(
            "bad-anchor.schema.json",
            "/$defs/person",
            "$anchor",
            "must be a name: a letter or `_`, then letters, digits, `-`, `_` or `.`",
        ),
        several_problems(),
    ]
}

/// One file with several problems: every one is reported, in one run, one line each.
fn several_problems() -> Case {
    let file = "several-problems.schema.json";
    let lines = [
        line(
            file,
            "/properties/page",
            "type",
            &format!("`integr` is not a JSON Schema type {TYPES_LISTED}; did you mean `integer`?"),
        ),
        line(
            file,
            "/properties/tags/items",
            "pattern",
            "`[` is not a valid ECMA-262 regular expression: this character class is not closed by `]` (at character 1)",
        ),
        line(
            file,
            "/properties/tags",
            "maxItems",
            "must be a non-negative integer, not -3",
        ),
        line(
            file,
            "/$defs/entry",
            "required",
            "must be an array of member names, not a string",
        ),
        line(
            file,
            "/properties/owner",
            "$ref",
            &format!(
                "`{}#/$defs/nobody` points at nothing: `/$defs/nobody` does not exist",
                base(file)
            ),
        ),
    ];
    Case {
        file,
        pointer: "/properties/page",
        keyword: "type",
        expected: lines.join("\n"),
    }
}

#[test]
fn each_fixture_is_refused_with_the_exact_diagnostic() {
    let mut failures = Vec::new();
    for case in cases() {
        for runtime in RUNTIMES {
            let source = fixture(case.file);
            match generate_with(&[source], &options(runtime)) {
                Ok(files) => failures.push(format!(
                    "{} ({runtime}): accepted (generated {} files), expected:\n{}",
                    case.file,
                    files.len(),
                    case.expected
                )),
                Err(diagnostics) => {
                    let shown = diagnostics.to_string();
                    if shown != case.expected {
                        failures.push(format!(
                            "{} ({runtime}):\n  expected: {}\n  actual:   {}",
                            case.file, case.expected, shown
                        ));
                        continue;
                    }
                    let first = &diagnostics.0[0];
                    assert_eq!(first.file, format!("tests/schemas/{}", case.file));
                    assert_eq!(first.pointer, case.pointer, "{}", case.file);
                    assert_eq!(first.keyword, case.keyword, "{}", case.file);
                }
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// A fixture without an expectation (or the reverse) would silently test nothing.
#[test]
fn every_fixture_has_an_expectation() {
    let on_disk: BTreeSet<String> = schema_files(&fixtures_dir()).into_iter().collect();
    let in_table: BTreeSet<String> = cases().iter().map(|c| c.file.to_owned()).collect();
    assert_eq!(on_disk, in_table);
    let accepted: BTreeSet<String> = schema_files(&fixtures_dir().join("accepted"))
        .into_iter()
        .collect();
    let in_table: BTreeSet<String> = ACCEPTED.iter().map(|(f, _)| (*f).to_owned()).collect();
    assert_eq!(accepted, in_table);
}

fn schema_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".schema.json"))
        .collect();
    names.sort();
    names
}

/// The fixtures once refused because the generator did not enforce their keyword, with the rule
/// the emitter now writes for it.
const ACCEPTED: &[(&str, &str)] = &[
    ("allof-then-properties.schema.json", "IfThenElse {"),
    ("anchor.schema.json", "pub struct Person {"),
    ("contains.schema.json", "Contains {"),
    (
        "dependent-required.schema.json",
        "DependentRequired(&[(\"card\", &[\"billing_address\"])])",
    ),
    (
        "dependent-schemas.schema.json",
        "DependentSchemas(&[(\"card\", &N",
    ),
    // A keyword spelled "" is an unknown keyword: an annotation, not a rule.
    (
        "empty-keyword.schema.json",
        "pub name: ::std::option::Option<::std::string::String>,",
    ),
    (
        "exclusive-maximum.schema.json",
        "ExclusiveMaximum(Num(\"1\"))",
    ),
    (
        "exclusive-minimum.schema.json",
        "ExclusiveMinimum(Num(\"0\"))",
    ),
    ("if-two-members.schema.json", "IfThenElse {"),
    // `"$id": "#/properties/steps/item"`, as schema generators write: a JSON pointer, which
    // names nothing (here not even where it stands), passed over as other validators do.
    (
        "id-pointer.schema.json",
        "pub steps: ::std::option::Option<::std::vec::Vec<::std::string::String>>,",
    ),
    ("max-items.schema.json", "MaxItems(8)"),
    ("max-properties.schema.json", "MaxProperties(16)"),
    ("maximum.schema.json", "Maximum(Num(\"1\"))"),
    ("min-items.schema.json", "MinItems(1)"),
    ("min-properties.schema.json", "MinProperties(1)"),
    ("minimum.schema.json", "Minimum(Num(\"1\"))"),
    ("multiple-of.schema.json", "MultipleOf(Num(\"512\"))"),
    // A reference into a definition, not only to a whole one.
    ("nested-ref.schema.json", "&[Ref(&N"),
    ("not.schema.json", "Not(&N"),
    (
        "pattern-properties.schema.json",
        "PatternProperties(&[(&P0, &N",
    ),
    ("prefix-items.schema.json", "PrefixItems(&[&N"),
    ("property-names.schema.json", "PropertyNames(&N"),
    ("then-with-properties.schema.json", "IfThenElse {"),
    (
        "unevaluated-properties.schema.json",
        "UnevaluatedProperties(&N",
    ),
    ("unique-items.schema.json", "UniqueItems,"),
    ("unknown-format.schema.json", "Format(Format::Uri)"),
];

/// Every keyword once refused now generates, with both runtime paths, and the module holds
/// the rule the keyword compiles to.
#[test]
fn keywords_once_refused_now_generate_with_their_rule() {
    let mut failures = Vec::new();
    for (file, rule) in ACCEPTED {
        let source = fixture(&format!("accepted/{file}"));
        for runtime in RUNTIMES {
            match generate_with(std::slice::from_ref(&source), &options(runtime)) {
                Err(d) => failures.push(format!("{file} ({runtime}): refused:\n{d}")),
                Ok(files) if runtime == "::wire_models" => {
                    let module = file.trim_end_matches(".schema.json").replace('-', "_");
                    let text = files
                        .iter()
                        .find(|f| f.name == format!("{module}.rs"))
                        .map(|f| f.contents.as_str())
                        .unwrap_or("");
                    if !text.contains(rule) {
                        failures.push(format!("{file}: no `{rule}` in:\n{text}"));
                    }
                }
                Ok(_) => {}
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// A broken schema next to good ones: the build reports only the broken one's problems, and
/// the good ones still generate when it is removed.
#[test]
fn a_broken_schema_among_good_ones_is_the_only_one_reported() {
    for runtime in RUNTIMES {
        let mut sources = real_schemas();
        assert!(
            generate_with(&sources, &options(runtime)).is_ok(),
            "the real schemas generate ({runtime})"
        );
        sources.push(fixture("negative-length.schema.json"));
        let err =
            generate_with(&sources, &options(runtime)).expect_err("the broken schema is refused");
        assert_eq!(
            err.to_string(),
            line(
                "negative-length.schema.json",
                "/properties/name",
                "minLength",
                "must be a non-negative integer, not -1"
            ),
            "{runtime}"
        );
    }
}

/// Two schemas whose files give the same module name are refused, naming both.
#[test]
fn two_files_with_one_module_name_are_refused() {
    let text = r#"{"type": "object", "properties": {"id": {"type": "string"}}}"#.to_owned();
    let sources = [
        SchemaSource {
            path: "schemas/chat-log.schema.json".into(),
            text: text.clone(),
        },
        SchemaSource {
            path: "schemas/chat_log.schema.json".into(),
            text,
        },
    ];
    for runtime in RUNTIMES {
        let err = generate_with(&sources, &options(runtime)).expect_err("clash");
        assert_eq!(
            err.to_string(),
            [
                "error: schemas/chat_log.schema.json: (root): its module `chat_log` is also the name schemas/chat-log.schema.json gets; rename one of the files",
                "error: schemas/chat_log.schema.json: (root): its root type `ChatLog` is also the name schemas/chat-log.schema.json gets; rename one of the files",
            ]
            .join("\n"),
            "{runtime}"
        );
    }
}

/// Schemas nested as deep as serde_json reads (it stops at 128 levels) are handled without
/// overflowing the stack of a test thread (2 MiB); deeper ones are refused as JSON.
#[test]
fn deep_schemas_do_not_overflow_the_stack() {
    for depth in [20usize, 60, 120] {
        // An array of arrays of ... of strings: one deeply nested Rust type.
        let mut schema = json!({ "type": "string" });
        for _ in 0..depth {
            schema = json!({ "type": "array", "items": schema });
        }
        let text = json!({ "type": "object", "properties": { "deep": schema } }).to_string();
        for runtime in RUNTIMES {
            let outcome = generate_caught(
                &[SchemaSource {
                    path: format!("schemas/deep-{depth}.schema.json"),
                    text: text.clone(),
                }],
                runtime,
            );
            assert!(
                matches!(outcome, Ok(Ok(_))),
                "depth {depth} ({runtime}): {outcome:?}"
            );
        }
        // Objects in objects: one named type per level, two JSON levels each (past 60, too
        // deep for serde_json: refused, not a panic).
        let mut schema =
            json!({ "type": "object", "properties": { "leaf": { "type": "string" } } });
        for i in 0..depth {
            schema = json!({ "type": "object", "properties": { format!("level{i}"): schema } });
        }
        for runtime in RUNTIMES {
            let outcome = generate_caught(
                &[SchemaSource {
                    path: format!("schemas/nest-{depth}.schema.json"),
                    text: schema.to_string(),
                }],
                runtime,
            );
            let expected = if depth <= 60 { "generated" } else { "refused" };
            let actual = match &outcome {
                Ok(Ok(_)) => "generated",
                Ok(Err(d)) if d.to_string().contains("recursion limit exceeded") => "refused",
                _ => "neither",
            };
            assert_eq!(actual, expected, "depth {depth} ({runtime}): {outcome:?}");
        }
    }
    let text = "{\"items\":".repeat(200) + "{}" + &"}".repeat(200);
    for runtime in RUNTIMES {
        let err = generate_with(
            &[SchemaSource {
                path: "schemas/too-deep.schema.json".into(),
                text: text.clone(),
            }],
            &options(runtime),
        )
        .expect_err("too deep for serde_json");
        assert_eq!(
            err.to_string(),
            "error: schemas/too-deep.schema.json: (root): not valid JSON: recursion limit exceeded (line 1, column 1144)",
            "{runtime}"
        );
    }
}

/// Values that only look like schemas: those that are not schemas are refused, the boolean
/// schemas and `{}` generate (a type that holds any JSON value, or none).
#[test]
fn odd_roots_are_refused_or_generate() {
    let odd: &[(&str, &str)] = &[
        ("[]", "error: schemas/odd.schema.json: (root): a schema must be an object or a boolean, not an array"),
        ("\"x\"", "error: schemas/odd.schema.json: (root): a schema must be an object or a boolean, not a string"),
        ("7", "error: schemas/odd.schema.json: (root): a schema must be an object or a boolean, not a number"),
        ("null", "error: schemas/odd.schema.json: (root): a schema must be an object or a boolean, not null"),
        ("", "error: schemas/odd.schema.json: (root): not valid JSON: EOF while parsing a value (line 1, column 0)"),
        (r#"{"$defs": []}"#, "error: schemas/odd.schema.json: (root): $defs: must be an object of schemas, not an array"),
        (r#"{"$schema": 7, "type": "object"}"#, "error: schemas/odd.schema.json: (root): $schema: must be a string (a meta-schema URI), not a number"),
        ("true", "generated: pub struct Odd(::wire_models::Value);"),
        ("false", "generated: pub struct Odd(::wire_models::Value);"),
        ("{}", "generated: pub struct Odd(::wire_models::Value);"),
    ];
    let mut failures = Vec::new();
    for (text, expected) in odd {
        for runtime in RUNTIMES {
            let outcome = catch_unwind(AssertUnwindSafe(|| {
                generate_with(
                    &[SchemaSource {
                        path: "schemas/odd.schema.json".into(),
                        text: (*text).into(),
                    }],
                    &options(runtime),
                )
            }));
            let shown = match outcome {
                Ok(Ok(files)) => {
                    let module = files.iter().find(|f| f.name == "odd.rs");
                    match module {
                        Some(m) if expected.starts_with("generated: ") => {
                            let decl = expected.trim_start_matches("generated: ");
                            let decl = decl.replace("::wire_models", runtime);
                            if m.contents.contains(&decl) {
                                continue;
                            }
                            format!("generated, without `{decl}`:\n{}", m.contents)
                        }
                        _ => format!("accepted ({} files)", files.len()),
                    }
                }
                Ok(Err(d)) => d.to_string(),
                Err(_) => "panicked".into(),
            };
            if shown != *expected {
                failures.push(format!(
                    "{text} ({runtime}):\n  expected: {expected}\n  actual:   {shown}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Names that cannot become Rust as they are are renamed (a leading `T` or `m_`, a numeric
/// suffix, `V<index>` variants), and so are two types of one name (the second met gets a
/// number). Each once panicked, was accepted and then failed in rustc, or was refused.
#[test]
fn names_that_cannot_become_rust_or_collide_are_renamed() {
    // (file, schema, a line the module must hold)
    let renamed: &[(&str, &str, &str)] = &[
        (
            "schemas/def-digit.schema.json",
            r##"{"type":"object","properties":{"a":{"$ref":"#/$defs/2fa"}},"$defs":{"2fa":{"type":"object","properties":{"code":{"type":"string"}}}}}"##,
            "pub struct T2fa {",
        ),
        (
            "schemas/empty-def.schema.json",
            r##"{"type":"object","properties":{"a":{"$ref":"#/$defs/!!!"}},"$defs":{"!!!":{"type":"object","properties":{"code":{"type":"string"}}}}}"##,
            "pub struct Unnamed {",
        ),
        (
            "schemas/enum-clash.schema.json",
            r#"{"type":"object","properties":{"e":{"enum":["a-b","a_b"]}}}"#,
            "pub enum EnumClashE {",
        ),
        (
            "schemas/enum-odd.schema.json",
            r#"{"type":"object","properties":{"e":{"enum":["","1st","self","Self","!"]}}}"#,
            "V4,",
        ),
        (
            "schemas/big-minlen.schema.json",
            r#"{"type":"object","properties":{"k":{"type":"string","minLength":18446744073709551615}}}"#,
            "MinLength(18446744073709551615)",
        ),
        (
            "schemas/field-clash.schema.json",
            r#"{"type":"object","properties":{"a-b":{"type":"string"},"a_b":{"type":"string"}}}"#,
            "pub a_b_2: ::std::option::Option<::std::string::String>,",
        ),
        (
            "schemas/field-empty.schema.json",
            r#"{"type":"object","properties":{"":{"type":"string"},"!":{"type":"string"}}}"#,
            "pub m_2: ::std::option::Option<::std::string::String>,",
        ),
        (
            "schemas/field-self.schema.json",
            r#"{"type":"object","properties":{"self":{"type":"string"},"Self":{"type":"string"}}}"#,
            "pub self_: ::std::option::Option<::std::string::String>,",
        ),
        (
            "schemas/field-extra.schema.json",
            r#"{"type":"object","properties":{"extra":{"type":"string"}}}"#,
            "pub extra_2: ::std::option::Option<::std::string::String>,",
        ),
    ];
    let mut failures = Vec::new();
    for (file, text, expected) in renamed {
        let source = SchemaSource {
            path: (*file).into(),
            text: (*text).into(),
        };
        match generate_caught(std::slice::from_ref(&source), "::wire_models") {
            Ok(Ok(files)) if files.iter().any(|f| f.contents.contains(expected)) => {}
            Ok(Ok(files)) => failures.push(format!(
                "{file}: no `{expected}` in:\n{}",
                files[0].contents
            )),
            Ok(Err(d)) => failures.push(format!("{file}: refused: {d}")),
            Err(panic) => failures.push(format!("{file}: panicked: {panic}")),
        }
        if let Err(panic) = generate_caught(std::slice::from_ref(&source), "crate") {
            failures.push(format!("{file} (crate): panicked: {panic}"));
        }
    }
    // Two schemas of one Rust name are told apart by a number, in the order they are met
    // (document order), so the same schema always gives the same names:
    // (file, schema, the declarations in order).
    let told_apart: &[(&str, &str, &[&str])] = &[
        (
            "schemas/def-clash.schema.json",
            r#"{"type":"object","$defs":{"user-name":{"type":"string"},"user_name":{"type":"integer"}}}"#,
            &[
                "pub struct UserName(::std::string::String);",
                "pub struct UserName2(::wire_models::Integer);",
            ],
        ),
        (
            "schemas/root-clash.schema.json",
            r#"{"type":"object","$defs":{"root_clash":{"type":"string"}}}"#,
            &[
                "pub struct RootClash(::wire_models::Object);",
                "pub struct RootClash2(::std::string::String);",
            ],
        ),
        (
            // The definitions are named before the inline types, which give way.
            "schemas/inline-clash.schema.json",
            r#"{"type":"object","properties":{"a":{"type":"object","properties":{"b":{"type":"string"}}}},"$defs":{"inline_clash_a":{"type":"string"}}}"#,
            &[
                "pub struct InlineClashA2 {",
                "pub struct InlineClashA(::std::string::String);",
            ],
        ),
    ];
    for (file, text, expected) in told_apart {
        let source = SchemaSource {
            path: (*file).into(),
            text: (*text).into(),
        };
        match generate_caught(std::slice::from_ref(&source), "::wire_models") {
            Ok(Ok(files)) => {
                let module = &files[0].contents;
                let at: Vec<Option<usize>> = expected.iter().map(|e| module.find(e)).collect();
                if at.iter().any(Option::is_none) || !at.is_sorted() {
                    failures.push(format!(
                        "{file}: expected {expected:?} in order in:\n{module}"
                    ));
                }
            }
            other => failures.push(format!("{file}: {other:?}")),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// `$defs` named `self`, or a string enum with the value `self`, would give the Rust name `Self`,
/// which cannot be a type or variant name, not even as a raw identifier: it is renamed `Self_`
/// (this once panicked in the emitter).
#[test]
fn the_name_self_does_not_panic() {
    let schemas = [
        r#"{"$defs":{"self":{}}}"#,
        r#"{"$defs":{"Self":{}}}"#,
        r#"{"enum":["self","other"]}"#,
    ];
    let mut failures = Vec::new();
    for text in schemas {
        for runtime in RUNTIMES {
            if let Err(panic) = generate_caught(
                &[SchemaSource {
                    path: "schemas/names.schema.json".into(),
                    text: text.into(),
                }],
                runtime,
            ) {
                failures.push(format!("{text} ({runtime}): panicked: {panic}"));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// Names made from `Self_` stay UpperCamelCase: its members' types, its object facet and a
/// second `Self` are `SelfKind`, `SelfObject` and `Self2`, not `Self_Kind`, `Self_Object` and
/// `Self_2`, of which rustc warns in the user's crate (`non_camel_case_types`; found by
/// compiling the modules of mutated schemas).
#[test]
fn names_made_from_self_are_camel_case() {
    let cases: [(&str, &[&str]); 3] = [
        (
            r#"{"$defs":{"self":{"type":"object","properties":{"kind":{"enum":["a","b"]}}}}}"#,
            &["Self_", "SelfKind"],
        ),
        (
            r##"{"$defs":{"self":{"properties":{"id":{"type":"string"}}}},"$ref":"#/$defs/self"}"##,
            &["Self_", "SelfObject"],
        ),
        (
            r#"{"$defs":{"self":{"type":"object"},"Self":{"type":"object"}}}"#,
            &["Self_", "Self2"],
        ),
    ];
    // rustc's test of an UpperCamelCase name: no `__`, and no `_` beside a letter, once the
    // leading and trailing ones are set aside.
    let camel = |name: &str| {
        let inner = name.trim_matches('_');
        let chars: Vec<char> = inner.chars().collect();
        !inner.contains("__")
            && !chars.windows(2).any(|w| {
                (w[0] == '_' && w[1].is_alphabetic()) || (w[1] == '_' && w[0].is_alphabetic())
            })
    };
    for (text, expected) in cases {
        for runtime in RUNTIMES {
            let files = generate_with(
                &[SchemaSource {
                    path: "schemas/names.schema.json".into(),
                    text: text.into(),
                }],
                &options(runtime),
            )
            .unwrap_or_else(|e| panic!("{text}: {e}"));
            let module = &files[0].contents;
            let declared: Vec<&str> = module
                .lines()
                .filter_map(|line| {
                    let rest = ["pub struct ", "pub enum ", "pub type "]
                        .iter()
                        .find_map(|p| line.strip_prefix(p))?;
                    rest.split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .next()
                })
                .collect();
            for name in expected {
                assert!(
                    declared.contains(name),
                    "{text}: no type {name} in {declared:?}"
                );
            }
            for name in &declared {
                assert!(
                    camel(name),
                    "{text} ({runtime}): {name} is not UpperCamelCase"
                );
            }
        }
    }
}

/// A `title` that cannot become a Rust name is not needed: the type is named from its place.
#[test]
fn a_title_that_is_not_a_rust_name_falls_back_to_the_place() {
    for runtime in RUNTIMES {
        let files = generate_with(&[SchemaSource {
            path: "schemas/title-digit.schema.json".into(),
            text: r#"{"type":"object","properties":{"p":{"title":"3D point","type":"object","properties":{"x":{"type":"number"}}}}}"#.into(),
        }], &options(runtime))
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            files[0].contents.contains("pub struct TitleDigitP {"),
            "{runtime}: {}",
            files[0].contents
        );
    }
}

/// A type that contains itself other than through an array or map would have infinite size:
/// the field is boxed.
#[test]
fn a_type_that_contains_itself_is_boxed() {
    for runtime in RUNTIMES {
        let files = generate_with(&[SchemaSource {
            path: "schemas/chain.schema.json".into(),
            text: r##"{"type":"object","properties":{"next":{"$ref":"#/$defs/node"}},"$defs":{"node":{"type":"object","properties":{"next":{"$ref":"#/$defs/node"}}}}}"##.into(),
        }], &options(runtime))
        .unwrap_or_else(|e| panic!("{e}"));
        let module = &files
            .iter()
            .find(|f| f.name == "chain.rs")
            .expect("chain.rs")
            .contents;
        assert!(
            module.contains("pub next: ::std::option::Option<::std::boxed::Box<Node>>,"),
            "{runtime}: {module}"
        );
        // The root holds a `Node` by value: only the cycle is boxed.
        assert!(
            module.contains("pub next: ::std::option::Option<Node>,"),
            "{runtime}: {module}"
        );
    }
}

/// `schemas/type.schema.json` would give `pub mod type`.
#[test]
fn a_file_named_like_a_keyword_is_refused() {
    for runtime in RUNTIMES {
        let err = generate_with(
            &[SchemaSource {
                path: "schemas/type.schema.json".into(),
                text: r#"{"type":"object","properties":{"a":{"type":"string"}}}"#.into(),
            }],
            &options(runtime),
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "error: schemas/type.schema.json: (root): its module name `type` is not a Rust identifier; rename the file",
            "{runtime}"
        );
    }
}

/// rustc refuses a bare carriage return in a doc comment: descriptions are normalised.
#[test]
fn carriage_returns_in_descriptions_do_not_reach_doc_comments() {
    for runtime in RUNTIMES {
        let files = generate_with(&[SchemaSource {
            path: "schemas/notes.schema.json".into(),
            text: "{\"title\":\"a\\rb\",\"description\":\"one\\rtwo\\r\\nthree\",\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\",\"description\":\"x\\ry\"},\"b\":{\"type\":\"object\",\"description\":\"p\\rq\",\"properties\":{}}},\"$defs\":{\"d\":{\"description\":\"m\\rn\"}}}".into(),
        }], &options(runtime))
        .unwrap_or_else(|e| panic!("{e}"));
        for file in &files {
            assert!(
                !file.contents.contains('\r'),
                "{runtime}: {}: {:?}",
                file.name,
                file.contents
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// No panic on any schema: random schemas, with both runtime paths.

fn real_schemas() -> Vec<SchemaSource> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../schemas");
    let names = schema_files(&dir);
    assert_eq!(names.len(), 3, "the three real schemas: {names:?}");
    names
        .into_iter()
        .map(|name| SchemaSource {
            text: fs::read_to_string(dir.join(&name)).expect("readable"),
            path: format!("schemas/{name}"),
        })
        .collect()
}

/// The schemas mutations start from: the real schemas and the golden corpus.
fn seeds() -> Vec<SchemaSource> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut seeds = real_schemas();
    for name in schema_files(&dir) {
        seeds.push(SchemaSource {
            text: fs::read_to_string(dir.join(&name)).expect("readable"),
            path: format!("schemas/{name}"),
        });
    }
    seeds
}

/// `generate_with` for `runtime`, with any panic caught and turned into its message.
fn generate_caught(
    sources: &[SchemaSource],
    runtime: &str,
) -> Result<Result<Vec<wire_models_codegen::GeneratedFile>, Diagnostics>, String> {
    generate_caught_in(sources, runtime, Dialect::Draft2020_12)
}

/// [`generate_caught`], with `dialect` for the schemas that declare none.
fn generate_caught_in(
    sources: &[SchemaSource],
    runtime: &str,
    dialect: Dialect,
) -> Result<Result<Vec<wire_models_codegen::GeneratedFile>, Diagnostics>, String> {
    let options = Options {
        config: Config::default().with_default_dialect(dialect),
        ..options(runtime)
    };
    catch_unwind(AssertUnwindSafe(|| generate_with(sources, &options))).map_err(|panic| {
        panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "a panic without a message".into())
    })
}

/// xorshift64*: small, deterministic, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

/// What a keyword's operand is, to make plausible values for it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Operand {
    /// One schema (`items`, `not`, ...).
    Schema,
    /// An object of schemas (`properties`, `$defs`, ...).
    SchemaMap,
    /// An object of schemas keyed by regular expressions.
    PatternMap,
    /// A non-empty array of schemas (`allOf`, `prefixItems`, ...).
    SchemaList,
    /// A non-negative integer (`minLength`, `minContains`, ...).
    Count,
    /// A number (`minimum`, `multipleOf`, ...).
    Number,
    /// A boolean (`uniqueItems`, `deprecated`, ...).
    Boolean,
    /// Any JSON value (`const`, `default`, ...).
    Any,
    /// An array of values (`enum`, `examples`).
    Values,
    /// A string (`title`, `$comment`, ...).
    Text,
    /// A type name or a list of them.
    Type,
    /// An array of member names (`required`).
    Names,
    /// An object of arrays of member names (`dependentRequired`).
    NameMap,
    /// A regular expression.
    Pattern,
    /// A format name.
    Format,
    /// A URI reference (`$ref`, `$dynamicRef`, `$id`, `$schema`).
    Reference,
    /// An anchor name.
    Anchor,
    /// An object of vocabulary URIs to booleans.
    Vocabulary,
}

/// Every keyword of JSON Schema 2020-12 (core, applicator, unevaluated, validation, format,
/// content, meta-data), with its operand; then a few that are not keywords of it.
const KEYWORDS: &[(&str, Operand)] = &[
    ("$schema", Operand::Reference),
    ("$id", Operand::Reference),
    ("$ref", Operand::Reference),
    ("$anchor", Operand::Anchor),
    ("$dynamicRef", Operand::Reference),
    ("$dynamicAnchor", Operand::Anchor),
    ("$vocabulary", Operand::Vocabulary),
    ("$comment", Operand::Text),
    ("$defs", Operand::SchemaMap),
    ("prefixItems", Operand::SchemaList),
    ("items", Operand::Schema),
    ("contains", Operand::Schema),
    ("additionalProperties", Operand::Schema),
    ("properties", Operand::SchemaMap),
    ("patternProperties", Operand::PatternMap),
    ("dependentSchemas", Operand::SchemaMap),
    ("propertyNames", Operand::Schema),
    ("if", Operand::Schema),
    ("then", Operand::Schema),
    ("else", Operand::Schema),
    ("allOf", Operand::SchemaList),
    ("anyOf", Operand::SchemaList),
    ("oneOf", Operand::SchemaList),
    ("not", Operand::Schema),
    ("unevaluatedItems", Operand::Schema),
    ("unevaluatedProperties", Operand::Schema),
    ("type", Operand::Type),
    ("const", Operand::Any),
    ("enum", Operand::Values),
    ("multipleOf", Operand::Number),
    ("maximum", Operand::Number),
    ("exclusiveMaximum", Operand::Number),
    ("minimum", Operand::Number),
    ("exclusiveMinimum", Operand::Number),
    ("maxLength", Operand::Count),
    ("minLength", Operand::Count),
    ("pattern", Operand::Pattern),
    ("maxItems", Operand::Count),
    ("minItems", Operand::Count),
    ("uniqueItems", Operand::Boolean),
    ("maxContains", Operand::Count),
    ("minContains", Operand::Count),
    ("maxProperties", Operand::Count),
    ("minProperties", Operand::Count),
    ("required", Operand::Names),
    ("dependentRequired", Operand::NameMap),
    ("format", Operand::Format),
    ("contentEncoding", Operand::Text),
    ("contentMediaType", Operand::Text),
    ("contentSchema", Operand::Schema),
    ("title", Operand::Text),
    ("description", Operand::Text),
    ("default", Operand::Any),
    ("deprecated", Operand::Boolean),
    ("readOnly", Operand::Boolean),
    ("writeOnly", Operand::Boolean),
    ("examples", Operand::Values),
    // Not 2020-12: older drafts, OpenAPI, extensions, names that need escaping in pointers.
    ("id", Operand::Reference),
    ("definitions", Operand::SchemaMap),
    ("dependencies", Operand::SchemaMap),
    ("dependencies", Operand::NameMap),
    ("items", Operand::SchemaList),
    ("additionalItems", Operand::Schema),
    ("exclusiveMaximum", Operand::Boolean),
    ("exclusiveMinimum", Operand::Boolean),
    ("$recursiveRef", Operand::Reference),
    ("$recursiveAnchor", Operand::Boolean),
    ("nullable", Operand::Boolean),
    ("discriminator", Operand::Any),
    ("x-extension", Operand::Any),
    ("", Operand::Any),
    ("~", Operand::Schema),
    ("a/b", Operand::Schema),
];

const TYPES: &[&str] = &[
    "string", "integer", "number", "boolean", "null", "array", "object", "any", "",
];

/// Member and definition names: ordinary ones, and ones that are hard to make Rust of. (`self`
/// is left out: it panics today, see `the_name_self_does_not_panic`.)
const NAMES: &[&str] = &[
    "a", "b", "id", "name", "kind", "extra", "a-b", "a_b", "2fa", "", "!", "type", "r#x", "é",
    "~0", "a/b", "Node", "node", "super", "crate", "self", "Self",
];

const PATTERNS: &[&str] = &[
    "^a",
    "^[a-z]+$",
    "^x-",
    "",
    "(",
    "[",
    "\\p{L}+",
    "\\d{3,}",
    "^(?=a)",
    "(a)\\1",
    "\\",
    "a{2,1}",
    "[\\w-]",
    "\\cA",
    "(?<n>x)\\k<n>",
    "🦀",
    "a**",
];

const FORMATS: &[&str] = &[
    "date-time",
    "date",
    "time",
    "duration",
    "email",
    "idn-email",
    "hostname",
    "idn-hostname",
    "ipv4",
    "ipv6",
    "uri",
    "uri-reference",
    "iri",
    "iri-reference",
    "uuid",
    "uri-template",
    "json-pointer",
    "relative-json-pointer",
    "regex",
    "unknown",
    "",
];

fn references(defs: &[String]) -> Vec<String> {
    let mut refs: Vec<String> = [
        "#",
        "#/",
        "#/$defs",
        "#node",
        "#/properties/a",
        "#/items",
        "#/$defs/a~1b",
        "#/$defs/%25",
        "#%2F",
        "other.schema.json",
        "other.schema.json#/$defs/a",
        "https://example.com/x.json",
        "https://json-schema.org/draft/2020-12/schema",
        "https://json-schema.org/draft/2019-09/schema",
        "http://json-schema.org/draft-07/schema#",
        "http://json-schema.org/draft-06/schema#",
        "http://json-schema.org/draft-04/schema#",
        "#foo",
        "urn:example:x",
        "relative/x.json",
        "",
        ":",
        "#/$defs/\u{0}",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    refs.extend(defs.iter().map(|d| format!("#/$defs/{d}")));
    refs
}

/// A random schema, `depth` levels at most: a boolean, or an object of a few keywords with
/// plausible operands (and now and then an implausible one).
fn random_schema(rng: &mut Rng, defs: &[String], depth: usize) -> Value {
    if depth == 0 || rng.chance(6) {
        return json!(rng.chance(2));
    }
    let mut map = serde_json::Map::new();
    for _ in 0..=rng.below(3) {
        let (keyword, operand) = *rng.pick(KEYWORDS);
        let value = operand_value(rng, operand, defs, depth - 1);
        map.insert(keyword.to_owned(), value);
    }
    Value::Object(map)
}

/// A value for a keyword whose operand is `operand`: mostly plausible, sometimes any value.
fn operand_value(rng: &mut Rng, operand: Operand, defs: &[String], depth: usize) -> Value {
    if rng.chance(5) {
        return random_value(rng, defs);
    }
    let name = |rng: &mut Rng| rng.pick(NAMES).to_string();
    match operand {
        Operand::Schema => random_schema(rng, defs, depth),
        Operand::SchemaMap => {
            let mut map = serde_json::Map::new();
            for _ in 0..rng.below(4) {
                map.insert(name(rng), random_schema(rng, defs, depth));
            }
            Value::Object(map)
        }
        Operand::PatternMap => {
            let mut map = serde_json::Map::new();
            for _ in 0..rng.below(3) {
                map.insert(
                    rng.pick(PATTERNS).to_string(),
                    random_schema(rng, defs, depth),
                );
            }
            Value::Object(map)
        }
        Operand::SchemaList => Value::Array(
            (0..rng.below(4))
                .map(|_| random_schema(rng, defs, depth))
                .collect(),
        ),
        Operand::Count => rng
            .pick(&[
                json!(0),
                json!(1),
                json!(2),
                json!(3),
                json!(u64::MAX),
                json!(-1),
                json!(1.0),
                json!(2.5),
            ])
            .clone(),
        Operand::Number => rng
            .pick(&[
                json!(0),
                json!(1),
                json!(-1),
                json!(0.1),
                json!(2.5),
                json!(1e308),
                json!(-1e308),
                json!(u64::MAX),
                json!(i64::MIN),
                json!(1e-300),
                json!("1"),
            ])
            .clone(),
        Operand::Boolean => json!(rng.chance(2)),
        Operand::Any | Operand::Values if rng.chance(3) => random_value(rng, defs),
        Operand::Any => rng
            .pick(&[
                json!("v"),
                json!(1),
                json!(1.5),
                json!(null),
                json!([1, "a"]),
                json!({ "k": [] }),
                json!(""),
                json!(true),
            ])
            .clone(),
        Operand::Values => rng
            .pick(&[
                json!(["a", "b"]),
                json!([1, 2.5, null]),
                json!([]),
                json!(["self", "Self", ""]),
                json!([{ "a": 1 }, [1]]),
                json!(["a", "a"]),
                json!([true, false]),
            ])
            .clone(),
        Operand::Text => rng
            .pick(&[
                json!("text"),
                json!(""),
                json!("a\rb\u{0}"),
                json!("*/ /* `x` \\ \"q\""),
                json!("application/json"),
                json!("base64"),
            ])
            .clone(),
        Operand::Type => {
            if rng.chance(2) {
                json!(rng.pick(TYPES))
            } else {
                Value::Array((0..rng.below(4)).map(|_| json!(rng.pick(TYPES))).collect())
            }
        }
        Operand::Names => Value::Array((0..rng.below(4)).map(|_| json!(name(rng))).collect()),
        Operand::NameMap => {
            let mut map = serde_json::Map::new();
            for _ in 0..rng.below(3) {
                let names = (0..rng.below(3)).map(|_| json!(name(rng))).collect();
                map.insert(name(rng), Value::Array(names));
            }
            Value::Object(map)
        }
        Operand::Pattern => json!(rng.pick(PATTERNS)),
        Operand::Format => json!(rng.pick(FORMATS)),
        Operand::Reference => json!(rng.pick(&references(defs))),
        Operand::Anchor => json!(rng.pick(&["node", "item", "a.b-c_d", "", "1st", "a b", "#x"])),
        Operand::Vocabulary => {
            let uri = *rng.pick(&[
                "https://json-schema.org/draft/2020-12/vocab/core",
                "https://json-schema.org/draft/2020-12/vocab/validation",
                "https://example.com/vocab/unknown",
                "not a uri",
            ]);
            json!({ uri: rng.chance(2) })
        }
    }
}

/// A random value, of the kinds schemas hold and wrong ones.
fn random_value(rng: &mut Rng, defs: &[String]) -> Value {
    match rng.below(24) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(false),
        3 => json!(0),
        4 => json!(-1),
        5 => json!(1.5),
        6 => json!(u64::MAX),
        7 => json!(""),
        8 => json!(rng.pick(TYPES)),
        9 => json!([rng.pick(TYPES), "null"]),
        10 => json!([]),
        11 => json!({}),
        12 => json!({ "type": rng.pick(TYPES) }),
        13 => json!({ "type": "null" }),
        14 => json!(format!("#/$defs/{}", rng.pick(defs))),
        15 => json!({ "$ref": format!("#/$defs/{}", rng.pick(defs)) }),
        16 => json!({ "$ref": "#" }),
        17 => json!(["a", "a"]),
        18 => json!(["x", 1, null]),
        19 => json!({ "properties": { "k": { "const": "v" } } }),
        20 => json!({ "required": ["missing"] }),
        21 => json!("^(unclosed"),
        22 => json!("date-time"),
        _ => json!([{ "$ref": format!("#/$defs/{}", rng.pick(defs)) }, { "type": "null" }]),
    }
}

/// One step from a value to a child: a member name or an index.
#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

fn all_paths(value: &Value, path: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(Step::Key(k.clone()));
                all_paths(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(Step::Index(i));
                all_paths(v, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(value: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        Step::Key(k) => &mut v[k.as_str()],
        Step::Index(i) => &mut v[*i],
    })
}

/// Applies one random mutation somewhere in `schema`.
fn mutate(rng: &mut Rng, schema: &mut Value) {
    let defs: Vec<String> = schema
        .get("$defs")
        .and_then(Value::as_object)
        .map(|d| d.keys().cloned().collect())
        .filter(|d: &Vec<String>| !d.is_empty())
        .unwrap_or_else(|| vec!["nothing".into()]);
    let mut paths = Vec::new();
    all_paths(schema, &mut Vec::new(), &mut paths);
    let path = rng.pick(&paths).clone();
    let donor = {
        let other = rng.pick(&paths).clone();
        at(schema, &other).clone()
    };
    // A new definition at the root (a named type), referred to from somewhere.
    if rng.chance(8) {
        let name = rng.pick(NAMES).to_string();
        let definition = random_schema(rng, &defs, 3);
        if let Value::Object(root) = schema {
            let entry = root.entry("$defs").or_insert_with(|| json!({}));
            if let Value::Object(map) = entry {
                map.insert(name.clone(), definition);
            }
            let token = name.replace('~', "~0").replace('/', "~1");
            root.insert("$ref".into(), json!(format!("#/$defs/{token}")));
        }
        return;
    }
    let node = at(schema, &path);
    match (rng.below(10), node) {
        // Replace the node with a random value (not the root: it must stay something).
        (0, node) if !path.is_empty() => *node = random_value(rng, &defs),
        // Replace it with a copy of another node of the schema.
        (1, node) if !path.is_empty() => *node = donor,
        (2, Value::Object(map)) if !map.is_empty() => {
            let key = map
                .keys()
                .nth(rng.below(map.len()))
                .cloned()
                .expect("non-empty");
            map.shift_remove(&key);
        }
        // Insert a keyword, with an operand of its kind (or not).
        (3..=5, Value::Object(map)) => {
            let (keyword, operand) = *rng.pick(KEYWORDS);
            let value = operand_value(rng, operand, &defs, 3);
            map.insert(keyword.to_owned(), value);
        }
        (6, Value::Object(map)) if !map.is_empty() => {
            // Rename a member: a keyword becomes another, or a property changes its name.
            let at = rng.below(map.len());
            let entries: Vec<(String, Value)> = std::mem::take(map).into_iter().collect();
            let new_name = rng.pick(KEYWORDS).0.to_owned();
            for (i, (k, v)) in entries.into_iter().enumerate() {
                map.insert(if i == at { new_name.clone() } else { k }, v);
            }
        }
        (7, Value::Array(items)) if !items.is_empty() => match rng.below(3) {
            0 => {
                let i = rng.below(items.len());
                items.remove(i);
            }
            1 => {
                let i = rng.below(items.len());
                let copy = items[i].clone();
                items.push(copy);
            }
            _ => items.clear(),
        },
        (8, Value::String(s)) => {
            *s = match rng.below(6) {
                0 => rng.pick(KEYWORDS).0.to_owned(),
                1 => rng.pick(TYPES).to_string(),
                2 => format!("#/$defs/{}", rng.pick(&defs)),
                3 => String::new(),
                4 => "🦀/~0~1\u{0}\"".into(),
                _ => s.repeat(3),
            }
        }
        // Wrap the node in an applicator, or replace it with a new schema.
        (9, node) if !path.is_empty() => {
            *node = match rng.below(3) {
                0 => json!({ "allOf": [node.clone()] }),
                1 => json!({ "anyOf": [node.clone(), { "type": "null" }] }),
                _ => random_schema(rng, &defs, 3),
            }
        }
        (_, Value::Object(map)) => {
            map.insert("type".into(), json!(rng.pick(TYPES)));
        }
        (_, node) if !path.is_empty() => *node = random_value(rng, &defs),
        _ => {}
    }
}

/// Breaks the text itself: a character changed, a slice cut out or doubled.
fn mutate_text(rng: &mut Rng, text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return "{".into();
    }
    let i = rng.below(chars.len());
    let j = (i + 1 + rng.below(16)).min(chars.len());
    let mut out: String = chars[..i].iter().collect();
    match rng.below(3) {
        0 => out.push(*rng.pick(&['{', '}', '[', ']', '"', ',', ':', '\\', '0', 'é'])),
        1 => {}
        _ => out.extend(&chars[i..j]),
    }
    out.extend(&chars[j.min(chars.len())..]);
    out
}

/// The files of a case, each under its name, to reproduce a failure.
fn shown(sources: &[SchemaSource]) -> String {
    sources
        .iter()
        .map(|s| format!("{}:\n{}", s.path, s.text))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `pointer` names a place in `schema` (RFC 6901).
fn resolves(schema: &Value, pointer: &str) -> bool {
    pointer.is_empty() || schema.pointer(pointer).is_some()
}

/// `REFUSALS_CASES=<n>` runs more cases (the default, 2000, keeps the test at a few seconds);
/// `REFUSALS_SEED=<n>` another sequence; `REFUSALS_VERBOSE=1` prints every diagnostic, to read
/// the messages.
#[test]
fn the_generator_never_panics_on_mutated_schemas() {
    let cases: usize = std::env::var("REFUSALS_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000);
    let seed: u64 = std::env::var("REFUSALS_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0x0005_eed0_f5c4_e3a5);
    let verbose = std::env::var_os("REFUSALS_VERBOSE").is_some();
    let dump = std::env::var_os("REFUSALS_DUMP").map(|dir| start_dump(Path::new(&dir)));
    let originals = seeds();
    // Spread the seed over all bits (xorshift must not start at 0).
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let (mut ok, mut refused, mut failures) = (0usize, 0usize, Vec::new());
    let mut keywords_named = BTreeSet::new();
    let started = Instant::now();
    for case in 0..cases {
        let original = &originals[case % originals.len()];
        let text = match rng.below(10) {
            0 => mutate_text(&mut rng, &original.text),
            // A schema made from nothing but random keywords.
            1 | 2 => {
                let schema = random_schema(&mut rng, &["a".into(), "node".into()], 4);
                schema.to_string()
            }
            _ => {
                let mut schema: Value = serde_json::from_str(&original.text).expect("valid JSON");
                for _ in 0..=rng.below(4) {
                    mutate(&mut rng, &mut schema);
                }
                if rng.chance(2) {
                    serde_json::to_string_pretty(&schema).expect("serializable")
                } else {
                    schema.to_string()
                }
            }
        };
        // Each dialect by turns: as the default, or declared by `$schema`, or as the schemas of
        // an OpenAPI document.
        let dialect = Dialect::ALL[case % Dialect::ALL.len()];
        let (path, text) = match rng.below(8) {
            0 => match serde_json::from_str::<Value>(&text) {
                Ok(Value::Object(mut root)) => {
                    root.insert("$schema".into(), json!(dialect.meta_schema()));
                    (original.path.clone(), Value::Object(root).to_string())
                }
                _ => (original.path.clone(), text),
            },
            1 => {
                let version = if rng.chance(2) { "3.0.3" } else { "3.1.0" };
                let schema = serde_json::from_str::<Value>(&text).unwrap_or(json!(text));
                let document =
                    json!({"openapi": version, "components": {"schemas": {"A": schema}}});
                ("schemas/api.openapi.json".to_owned(), document.to_string())
            }
            _ => (original.path.clone(), text),
        };
        let source = SchemaSource { path, text };
        let mut sources = vec![source.clone()];
        // Now and then a second file that references can reach (`other.schema.json`, a
        // sibling), so types and rules cross modules and emitters.
        if rng.chance(4) {
            let mut other = random_schema(&mut rng, &["a".into()], 3);
            if let Value::Object(map) = &mut other {
                map.insert(
                    "$defs".into(),
                    json!({ "a": random_schema(&mut rng, &["a".into()], 3) }),
                );
            }
            sources.push(SchemaSource {
                path: "schemas/other.schema.json".into(),
                text: other.to_string(),
            });
        }
        let parsed: Vec<Option<Value>> = sources
            .iter()
            .map(|s| serde_json::from_str(&s.text).ok())
            .collect();
        for runtime in RUNTIMES {
            match generate_caught_in(&sources, runtime, dialect) {
                Ok(Ok(files)) => {
                    ok += 1;
                    if let (Some(crate_dir), "::wire_models") = (&dump, runtime) {
                        dump_case(crate_dir, case, &sources, &files);
                    }
                    // What is generated is Rust: every file parses.
                    for f in &files {
                        if let Err(e) = syn::parse_file(&f.contents) {
                            failures.push(format!(
                                "case {case} ({runtime}): {} does not parse as Rust ({e}):\n{}\n--- schemas ---\n{}",
                                f.name,
                                f.contents,
                                shown(&sources)
                            ));
                        }
                    }
                }
                Ok(Err(diagnostics)) => {
                    refused += 1;
                    if diagnostics.0.is_empty() {
                        failures.push(format!("case {case} ({runtime}): Err with no diagnostic"));
                    }
                    for d in &diagnostics.0 {
                        if verbose {
                            println!("case {case} ({runtime}): {d}");
                        }
                        keywords_named.insert(d.keyword.clone());
                        let file = sources.iter().position(|s| s.path == d.file);
                        let located = file.is_some_and(|i| {
                            parsed[i].as_ref().is_none_or(|s| resolves(s, &d.pointer))
                        }) && !d.reason.is_empty();
                        if !located {
                            failures.push(format!(
                                "case {case} ({runtime}): a diagnostic that names no place of a file given: {d}\n--- schemas ---\n{}",
                                shown(&sources)
                            ));
                        }
                    }
                }
                Err(message) => failures.push(format!(
                    "case {case} ({runtime}): panicked: {message}\n--- schemas ---\n{}",
                    shown(&sources)
                )),
            }
        }
    }
    println!(
        "{cases} random schemas, 2 emitters, in {:.1?}: {ok} generated, {refused} refused, {} failures; keywords named: {keywords_named:?}",
        started.elapsed(),
        failures.len()
    );
    if let Some(crate_dir) = &dump {
        println!(
            "the modules generated for `::wire_models` are a crate: cargo check --manifest-path {}",
            crate_dir.join("Cargo.toml").display()
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        refused > cases / 4 && ok > cases / 4,
        "the random schemas should both generate and break: {ok} generated, {refused} refused"
    );
}

// `REFUSALS_DUMP=<dir>`: the modules of the random schemas that generate, for `::wire_models`,
// as one crate in <dir>. The test checks that they parse; that they also compile takes rustc a
// few minutes for 20,000 cases, so it is run by hand (`cargo check --manifest-path
// <dir>/Cargo.toml`): a module that does not compile is a generator bug, since the schema
// should have been refused with a diagnostic instead.

/// Starts an empty crate in `dir` that depends on this workspace's runtime, with every feature
/// a generated module uses; returns `dir`. A dump crate already there is replaced; any other
/// folder that is not empty is left alone, and the test stops.
fn start_dump(dir: &Path) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let root = fs::canonicalize(root).expect("the workspace exists");
    let manifest_path = dir.join("Cargo.toml");
    let ours =
        fs::read_to_string(&manifest_path).is_ok_and(|m| m.contains("name = \"mutated-schemas\""));
    let empty = fs::read_dir(dir).map_or(true, |mut entries| entries.next().is_none());
    assert!(
        ours || empty,
        "REFUSALS_DUMP={}: a folder that is neither empty nor a dump crate",
        dir.display()
    );
    if ours {
        fs::remove_dir_all(dir).expect("the old dump crate can be removed");
    }
    fs::create_dir_all(dir.join("src")).expect("a writable dump folder");
    let manifest = format!(
        "[package]\nname = \"mutated-schemas\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
         [dependencies]\nwire-models = {{ path = {root:?}, default-features = false, features = [\"schemars\"] }}\n\n\
         [workspace]\n"
    );
    fs::write(manifest_path, manifest).expect("writable");
    // No `allow`: a warning in generated code is one in the user's crate.
    fs::write(dir.join("src/lib.rs"), "//! Generated by refusals.rs.\n").expect("writable");
    dir.to_path_buf()
}

/// Adds case `case` to the dump crate: its generated files in `src/c<case>/` (the module file
/// including its siblings by path, not from `OUT_DIR`), its schemas beside them to reproduce
/// it, and a `mod` for it in `lib.rs`.
fn dump_case(dir: &Path, case: usize, sources: &[SchemaSource], files: &[GeneratedFile]) {
    let folder = dir.join(format!("src/c{case}"));
    fs::create_dir_all(&folder).expect("writable");
    let mut module = None;
    for f in files {
        let contents = f.contents.replace(
            r#"include!(concat!(env!("OUT_DIR"), "/"#,
            r#"include!(concat!(""#,
        );
        if contents != f.contents {
            module = Some(f.name.clone());
        }
        fs::write(folder.join(&f.name), contents).expect("writable");
    }
    for s in sources {
        fs::write(folder.join(s.path.replace('/', "_")), &s.text).expect("writable");
    }
    let module = module.expect("a module that includes the others");
    let line = format!("#[path = \"c{case}/{module}\"]\npub mod c{case};\n");
    let mut lib = fs::OpenOptions::new()
        .append(true)
        .open(dir.join("src/lib.rs"))
        .expect("the dump crate's lib.rs");
    std::io::Write::write_all(&mut lib, line.as_bytes()).expect("writable");
}

/// `generate` is `generate_with` with the default options (runtime `crate`).
#[test]
fn generate_is_generate_with_the_default_options() {
    let sources = real_schemas();
    assert_eq!(
        generate(&sources).map_err(|e| e.to_string()),
        generate_with(&sources, &options("crate")).map_err(|e| e.to_string())
    );
}
