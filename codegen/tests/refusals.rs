//! The generator refuses what it cannot compile, clearly, and never panics.
//!
//! Each fixture in `tests/schemas/` is a small schema the generator must refuse; the table below
//! gives the exact text of the build error for each (file, JSON pointer, keyword, reason), and
//! the fields of its first diagnostic. Then the generator is run on a few hundred random
//! mutations of the real schemas (fixed seed) and must answer `Ok` or `Err(Diagnostics)`, never
//! panic.

use std::collections::BTreeSet;
use std::fs;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::{json, Value};
use wire_models_codegen::{generate, Diagnostics, SchemaSource};

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

/// The reason lower.rs gives for a keyword no rule consumes.
const NOT_SUPPORTED: &str = "not supported here: the generated code would not enforce it, so the build stops rather than accept documents the schema refuses";

/// The supported form of `if`/`then`, as the reasons about conditionals quote it.
const IF_FORM: &str = r#"the supported form is {"if": {"properties": {"<member>": {"const": "<value>"}}}, "then": {"required": [...]}, "else": {"required": [...]}}"#;

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
    Case {
        file,
        pointer,
        keyword,
        expected: format!("error: tests/schemas/{file}: {shown_pointer}: {shown_keyword}{reason}"),
    }
}

/// A keyword the generator does not enforce, refused where it stands.
fn unsupported(file: &'static str, pointer: &'static str, keyword: &'static str) -> Case {
    case(file, pointer, keyword, NOT_SUPPORTED)
}

fn cases() -> Vec<Case> {
    vec![
        case(
            "invalid-json.schema.json",
            "",
            "",
            "not valid JSON: trailing comma (line 4, column 30)",
        ),
        case(
            "draft-07.schema.json",
            "",
            "$schema",
            r#"the generator implements JSON Schema 2020-12 (https://json-schema.org/draft/2020-12/schema), not "http://json-schema.org/draft-07/schema#""#,
        ),
        case(
            "dangling-ref.schema.json",
            "/properties/owner",
            "$ref",
            r##""#/$defs/person" points to no definition: $defs has no "person""##,
        ),
        case(
            "nested-ref.schema.json",
            "/properties/name",
            "$ref",
            r##""#/$defs/person/properties/name" points inside a definition; only whole definitions ("#/$defs/<name>") can be referred to"##,
        ),
        case(
            "external-ref.schema.json",
            "/properties/address",
            "$ref",
            r##""https://example.com/address.schema.json": only references to a definition of this file, "#/$defs/<name>", are supported"##,
        ),
        case(
            "if-two-members.schema.json",
            "/if",
            "if",
            &format!(r#"must test exactly one member with "properties"; {IF_FORM}"#),
        ),
        unsupported("then-with-properties.schema.json", "/then", "properties"),
        // A keyword spelled "" is named, quoted, rather than looking like no keyword at all.
        unsupported("empty-keyword.schema.json", "/properties/name", "\"\""),
        unsupported(
            "allof-then-properties.schema.json",
            "/allOf/0/then",
            "properties",
        ),
        unsupported("not.schema.json", "/properties/name", "not"),
        unsupported("pattern-properties.schema.json", "", "patternProperties"),
        unsupported(
            "property-names.schema.json",
            "/properties/labels",
            "propertyNames",
        ),
        unsupported("dependent-required.schema.json", "", "dependentRequired"),
        unsupported("dependent-schemas.schema.json", "", "dependentSchemas"),
        unsupported(
            "unevaluated-properties.schema.json",
            "",
            "unevaluatedProperties",
        ),
        unsupported(
            "prefix-items.schema.json",
            "/properties/point",
            "prefixItems",
        ),
        unsupported("contains.schema.json", "/properties/tags", "contains"),
        unsupported("min-items.schema.json", "/properties/tags", "minItems"),
        unsupported("max-items.schema.json", "/properties/tags", "maxItems"),
        unsupported(
            "unique-items.schema.json",
            "/properties/tags",
            "uniqueItems",
        ),
        unsupported("minimum.schema.json", "/properties/page", "minimum"),
        unsupported("maximum.schema.json", "/properties/score", "maximum"),
        unsupported(
            "exclusive-minimum.schema.json",
            "/properties/score",
            "exclusiveMinimum",
        ),
        unsupported(
            "exclusive-maximum.schema.json",
            "/properties/score",
            "exclusiveMaximum",
        ),
        unsupported("multiple-of.schema.json", "/properties/size", "multipleOf"),
        unsupported(
            "min-properties.schema.json",
            "/properties/meta",
            "minProperties",
        ),
        unsupported(
            "max-properties.schema.json",
            "/properties/meta",
            "maxProperties",
        ),
        unsupported("anchor.schema.json", "/$defs/person", "$anchor"),
        unsupported(
            "dynamic-ref.schema.json",
            "/properties/children/items",
            "$dynamicRef",
        ),
        case(
            "unknown-format.schema.json",
            "/properties/homepage",
            "format",
            r#""uri" is not asserted by the generated code; only "date-time" is"#,
        ),
        several_problems(),
    ]
}

/// One file with several problems: every one is reported, in one run, one line each.
fn several_problems() -> Case {
    let file = "several-problems.schema.json";
    let lines = [
        format!("error: tests/schemas/{file}: /properties/page: minimum: {NOT_SUPPORTED}"),
        format!(
            r#"error: tests/schemas/{file}: /properties/tags/items: format: "email" is not asserted by the generated code; only "date-time" is"#
        ),
        format!("error: tests/schemas/{file}: /properties/tags: maxItems: {NOT_SUPPORTED}"),
        format!(
            r##"error: tests/schemas/{file}: /properties/owner: $ref: "#/$defs/nobody" points to no definition: $defs has no "nobody""##
        ),
        format!("error: tests/schemas/{file}: /$defs/entry: not: {NOT_SUPPORTED}"),
    ];
    Case {
        file,
        pointer: "/properties/page",
        keyword: "minimum",
        expected: lines.join("\n"),
    }
}

#[test]
fn each_fixture_is_refused_with_the_exact_diagnostic() {
    let mut failures = Vec::new();
    for case in cases() {
        let source = fixture(case.file);
        match generate(&[source]) {
            Ok(files) => failures.push(format!(
                "{}: accepted (generated {} files), expected:\n{}",
                case.file,
                files.len(),
                case.expected
            )),
            Err(diagnostics) => {
                let shown = diagnostics.to_string();
                if shown != case.expected {
                    failures.push(format!(
                        "{}:\n  expected: {}\n  actual:   {}",
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
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Every keyword the issue lists is refused by name (none of them is enforced today), at the
/// pointer of the schema object that carries it.
#[test]
fn every_unenforced_keyword_is_named() {
    let keywords = [
        "not",
        "patternProperties",
        "propertyNames",
        "dependentRequired",
        "dependentSchemas",
        "unevaluatedProperties",
        "prefixItems",
        "contains",
        "minItems",
        "maxItems",
        "uniqueItems",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minProperties",
        "maxProperties",
        "$anchor",
        "$dynamicRef",
        "format",
        "$schema",
    ];
    let covered: BTreeSet<&str> = cases().iter().map(|c| c.keyword).collect();
    for keyword in keywords {
        assert!(covered.contains(keyword), "no fixture refuses {keyword}");
    }
}

/// A fixture without an expectation (or the reverse) would silently test nothing.
#[test]
fn every_fixture_has_an_expectation() {
    let on_disk: BTreeSet<String> = fs::read_dir(fixtures_dir())
        .expect("tests/schemas exists")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let in_table: BTreeSet<String> = cases().iter().map(|c| c.file.to_owned()).collect();
    assert_eq!(on_disk, in_table);
}

/// A broken schema next to good ones: the build reports only the broken one's problems, and
/// the good ones still generate when it is removed.
#[test]
fn a_broken_schema_among_good_ones_is_the_only_one_reported() {
    let mut sources = real_schemas();
    assert!(generate(&sources).is_ok(), "the real schemas generate");
    sources.push(fixture("minimum.schema.json"));
    let err = generate(&sources).expect_err("the broken schema is refused");
    assert_eq!(
        err.to_string(),
        format!(
            "error: tests/schemas/minimum.schema.json: /properties/page: minimum: {NOT_SUPPORTED}"
        )
    );
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
    let err = generate(&sources).expect_err("clash");
    assert_eq!(
        err.to_string(),
        [
            "error: schemas/chat_log.schema.json: (root): its module `chat_log` is also the name schemas/chat-log.schema.json gets; rename one of the files",
            "error: schemas/chat_log.schema.json: (root): its root type `ChatLog` is also the name schemas/chat-log.schema.json gets; rename one of the files",
        ]
        .join("\n")
    );
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
        let outcome = generate_caught(&[SchemaSource {
            path: format!("schemas/deep-{depth}.schema.json"),
            text,
        }]);
        assert!(outcome.is_ok(), "depth {depth}: panicked: {outcome:?}");
        // Objects in objects: one named type per level.
        let mut schema =
            json!({ "type": "object", "properties": { "leaf": { "type": "string" } } });
        for i in 0..depth {
            schema = json!({ "type": "object", "properties": { format!("level{i}"): schema } });
        }
        let outcome = generate_caught(&[SchemaSource {
            path: format!("schemas/nest-{depth}.schema.json"),
            text: schema.to_string(),
        }]);
        assert!(outcome.is_ok(), "depth {depth}: panicked: {outcome:?}");
    }
    let text = "{\"items\":".repeat(200) + "{}" + &"}".repeat(200);
    let err = generate(&[SchemaSource {
        path: "schemas/too-deep.schema.json".into(),
        text,
    }])
    .expect_err("too deep for serde_json");
    assert!(
        err.to_string()
            .starts_with("error: schemas/too-deep.schema.json: (root): not valid JSON: recursion limit exceeded (line 1, column "),
        "{err}"
    );
}

// ---------------------------------------------------------------------------------------------
// No panic on any schema: random mutations of the real schemas.

fn real_schemas() -> Vec<SchemaSource> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../schemas");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("schemas/ exists")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|n| n.ends_with(".schema.json"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 3, "the three real schemas: {names:?}");
    names
        .into_iter()
        .map(|name| SchemaSource {
            text: fs::read_to_string(dir.join(&name)).expect("readable"),
            path: format!("schemas/{name}"),
        })
        .collect()
}

/// `generate`, with any panic caught and turned into its message.
fn generate_caught(sources: &[SchemaSource]) -> Result<Result<usize, Diagnostics>, String> {
    catch_unwind(AssertUnwindSafe(|| {
        generate(sources).map(|files| files.len())
    }))
    .map_err(|panic| {
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
}

/// Every keyword of JSON Schema 2020-12, and a few that are not.
const KEYWORDS: &[&str] = &[
    "$schema",
    "$id",
    "$ref",
    "$defs",
    "$anchor",
    "$dynamicRef",
    "$dynamicAnchor",
    "$vocabulary",
    "$comment",
    "type",
    "enum",
    "const",
    "properties",
    "required",
    "additionalProperties",
    "patternProperties",
    "propertyNames",
    "items",
    "prefixItems",
    "contains",
    "minContains",
    "maxContains",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "dependentRequired",
    "dependentSchemas",
    "unevaluatedItems",
    "unevaluatedProperties",
    "format",
    "minLength",
    "maxLength",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "title",
    "description",
    "default",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
    "contentMediaType",
    "definitions",
    "nullable",
    "",
    "~",
    "a/b",
    "x-extension",
];

const TYPES: &[&str] = &[
    "string", "integer", "number", "boolean", "null", "array", "object", "any", "",
];

/// A random value for a keyword: the kinds of values schemas hold, and wrong ones.
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
    let node = at(schema, &path);
    match (rng.below(8), node) {
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
        (3 | 4, Value::Object(map)) => {
            let keyword = rng.pick(KEYWORDS).to_string();
            let value = random_value(rng, &defs);
            map.insert(keyword, value);
        }
        (5, Value::Object(map)) if !map.is_empty() => {
            // Rename a member: a keyword becomes another, or a property changes its name.
            let at = rng.below(map.len());
            let entries: Vec<(String, Value)> = std::mem::take(map).into_iter().collect();
            let new_name = rng.pick(KEYWORDS).to_string();
            for (i, (k, v)) in entries.into_iter().enumerate() {
                map.insert(if i == at { new_name.clone() } else { k }, v);
            }
        }
        (6, Value::Array(items)) if !items.is_empty() => match rng.below(3) {
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
        (7, Value::String(s)) => {
            *s = match rng.below(6) {
                0 => rng.pick(KEYWORDS).to_string(),
                1 => rng.pick(TYPES).to_string(),
                2 => format!("#/$defs/{}", rng.pick(&defs)),
                3 => String::new(),
                4 => "🦀/~0~1\u{0}\"".into(),
                _ => s.repeat(3),
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

/// `REFUSALS_CASES=<n>` runs more cases (the default keeps the test at a few seconds);
/// `REFUSALS_VERBOSE=1` prints every diagnostic, to read the messages.
#[test]
fn the_generator_never_panics_on_mutated_schemas() {
    let cases: usize = std::env::var("REFUSALS_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(600);
    let verbose = std::env::var_os("REFUSALS_VERBOSE").is_some();
    let originals = real_schemas();
    let mut rng = Rng(0x0005_eed0_f5c4_e3a5);
    let (mut ok, mut refused, mut panics) = (0usize, 0usize, Vec::new());
    let mut keywords_refused = BTreeSet::new();
    let started = Instant::now();
    for case in 0..cases {
        let original = &originals[case % originals.len()];
        let text = if rng.below(10) == 0 {
            mutate_text(&mut rng, &original.text)
        } else {
            let mut schema: Value = serde_json::from_str(&original.text).expect("valid JSON");
            for _ in 0..=rng.below(4) {
                mutate(&mut rng, &mut schema);
            }
            if rng.below(2) == 0 {
                serde_json::to_string_pretty(&schema).expect("serializable")
            } else {
                schema.to_string()
            }
        };
        let source = SchemaSource {
            path: original.path.clone(),
            text,
        };
        match generate_caught(std::slice::from_ref(&source)) {
            Ok(Ok(_)) => ok += 1,
            Ok(Err(diagnostics)) => {
                refused += 1;
                assert!(
                    !diagnostics.0.is_empty(),
                    "case {case}: Err with no diagnostic"
                );
                for d in &diagnostics.0 {
                    if verbose {
                        println!("case {case}: {d}");
                    }
                    assert_eq!(d.file, source.path, "case {case}: {d}");
                    assert!(!d.reason.is_empty(), "case {case}: {d}");
                    keywords_refused.insert(d.keyword.clone());
                }
            }
            Err(message) => panics.push(format!(
                "case {case}: panicked: {message}\n--- schema ---\n{}",
                source.text
            )),
        }
    }
    println!(
        "{cases} mutated schemas in {:.1?}: {ok} generated, {refused} refused, {} panics; keywords named: {keywords_refused:?}",
        started.elapsed(),
        panics.len()
    );
    assert!(panics.is_empty(), "{}", panics.join("\n\n"));
    assert!(
        refused > cases / 4,
        "the mutations should mostly break something"
    );
}

/// Values that only look like schemas: the generator refuses each without panicking.
#[test]
fn odd_roots_are_refused() {
    let odd: &[(&str, &str)] = &[
        ("[]", "error: schemas/odd.schema.json: (root): the root of a schema file must be an object schema"),
        ("true", "error: schemas/odd.schema.json: (root): the root of a schema file must be an object schema"),
        ("\"x\"", "error: schemas/odd.schema.json: (root): the root of a schema file must be an object schema"),
        ("", "error: schemas/odd.schema.json: (root): not valid JSON: EOF while parsing a value (line 1, column 0)"),
        ("{}", "error: schemas/odd.schema.json: (root): the root must be an object type, a string enum, a constrained string or a oneOf of object types, so that it can be a named Rust type"),
        (r#"{"$defs": []}"#, "error: schemas/odd.schema.json: (root): $defs: must be an object of schemas"),
        (r#"{"$schema": 7, "type": "object"}"#, "error: schemas/odd.schema.json: (root): $schema: the generator implements JSON Schema 2020-12 (https://json-schema.org/draft/2020-12/schema), not 7"),
    ];
    let mut failures = Vec::new();
    for (text, expected) in odd {
        let outcome = generate_caught(&[SchemaSource {
            path: "schemas/odd.schema.json".into(),
            text: (*text).into(),
        }]);
        let shown = match outcome {
            Ok(Ok(n)) => format!("accepted ({n} files)"),
            Ok(Err(d)) => d.to_string(),
            Err(panic) => format!("panicked: {panic}"),
        };
        if shown != *expected {
            failures.push(format!(
                "{text}:\n  expected: {expected}\n  actual:   {shown}"
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Schemas the generator once mishandled (found by the mutation test and by probing names): each
/// panicked, was refused with a message that did not say where or why, or was accepted and then
/// failed in rustc. Each must be refused, without a panic, by a diagnostic naming the place.
#[test]
fn names_and_shapes_that_cannot_become_rust_are_refused_clearly() {
    // (file, schema, what the first diagnostic's pointer must be)
    let cases: &[(&str, &str, &str)] = &[
        // panic: "\"2fa\" is not a valid Ident" (refine::rust_type)
        (
            "schemas/def-digit.schema.json",
            r##"{"type":"object","properties":{"a":{"$ref":"#/$defs/2fa"}},"$defs":{"2fa":{"type":"object","properties":{"code":{"type":"string"}}}}}"##,
            "/$defs/2fa",
        ),
        // panic: "Ident is not allowed to be empty; use Option<Ident>"
        (
            "schemas/empty-def.schema.json",
            r##"{"type":"object","properties":{"a":{"$ref":"#/$defs/!!!"}},"$defs":{"!!!":{"type":"object","properties":{"code":{"type":"string"}}}}}"##,
            "/$defs/!!!",
        ),
        // "typify produced no type named `Self`"
        (
            "schemas/self-def.schema.json",
            r##"{"type":"object","properties":{"a":{"$ref":"#/$defs/self"}},"$defs":{"self":{"type":"object","properties":{"code":{"type":"string"}}}}}"##,
            "/$defs/self",
        ),
        // "typify panicked on this schema (Failed to make unique variant names for [a-b,a_b]) ..."
        (
            "schemas/enum-clash.schema.json",
            r#"{"type":"object","properties":{"e":{"enum":["a-b","a_b"]}}}"#,
            "/properties/e",
        ),
        // "typify panicked on this schema (Failed to make unique variant names for [,self,Self,!]) ..."
        (
            "schemas/enum-odd.schema.json",
            r#"{"type":"object","properties":{"e":{"enum":["","1st","self","Self","!"]}}}"#,
            "/properties/e",
        ),
        // "the prepared definition of `BigMinlenK` is not one schemars reads: ..." at (root)
        (
            "schemas/big-minlen.schema.json",
            r#"{"type":"object","properties":{"k":{"type":"string","minLength":18446744073709551615}}}"#,
            "/properties/k",
        ),
        // accepted; rustc: field `a_b` is already declared
        (
            "schemas/field-clash.schema.json",
            r#"{"type":"object","properties":{"a-b":{"type":"string"},"a_b":{"type":"string"}}}"#,
            "/properties/a_b",
        ),
        // accepted; rustc: field `x` is already declared
        (
            "schemas/field-empty.schema.json",
            r#"{"type":"object","properties":{"":{"type":"string"},"!":{"type":"string"}}}"#,
            "/properties/!",
        ),
        // accepted; rustc: field `self_` is already declared
        (
            "schemas/field-self.schema.json",
            r#"{"type":"object","properties":{"self":{"type":"string"},"Self":{"type":"string"}}}"#,
            "/properties/Self",
        ),
        // accepted; rustc: non-exhaustive patterns (the same branch twice: every document would
        // match both, so none could ever be read)
        (
            "schemas/union-twice.schema.json",
            r##"{"oneOf":[{"$ref":"#/$defs/a"},{"$ref":"#/$defs/a"}],"$defs":{"a":{"type":"object","properties":{"x":{"type":"string"}}}}}"##,
            "/oneOf/1",
        ),
    ];
    let mut failures = Vec::new();
    for (file, text, pointer) in cases {
        let shown = match generate_caught(&[SchemaSource {
            path: (*file).into(),
            text: (*text).into(),
        }]) {
            Err(panic) => format!("panicked: {panic}"),
            Ok(Ok(_)) => "accepted".into(),
            Ok(Err(d)) if d.0[0].pointer == *pointer => continue,
            Ok(Err(d)) => format!("refused, but not at {pointer}: {d}"),
        };
        failures.push(format!("{file}: {shown}"));
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// A `title` that cannot become a Rust name is not needed: the type is named from its place.
#[test]
fn a_title_that_is_not_a_rust_name_falls_back_to_the_place() {
    let files = generate(&[SchemaSource {
        path: "schemas/title-digit.schema.json".into(),
        text: r#"{"type":"object","properties":{"p":{"title":"3D point","type":"object","properties":{"x":{"type":"number"}}}}}"#.into(),
    }])
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        files[0].contents.contains("pub struct TitleDigitP {"),
        "{}",
        files[0].contents
    );
}

/// A struct that contains itself except through an array or map would have infinite size.
#[test]
fn a_type_that_contains_itself_directly_is_refused() {
    let err = generate(&[SchemaSource {
        path: "schemas/chain.schema.json".into(),
        text: r##"{"type":"object","properties":{"next":{"$ref":"#/$defs/node"}},"$defs":{"node":{"type":"object","properties":{"next":{"$ref":"#/$defs/node"}}}}}"##.into(),
    }])
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "error: schemas/chain.schema.json: /$defs/node: $ref: `Node` contains itself through members that are not arrays or maps; such a recursive type is not supported (put the recursion inside an array, or in a map of values)"
    );
    // Through an array it is fine: a Vec is a pointer.
    let ok = generate(&[SchemaSource {
        path: "schemas/tree.schema.json".into(),
        text: r##"{"type":"object","properties":{"children":{"type":"array","items":{"$ref":"#/$defs/node"}}},"$defs":{"node":{"type":"object","properties":{"children":{"type":"array","items":{"$ref":"#/$defs/node"}}}}}}"##.into(),
    }]);
    assert!(ok.is_ok(), "{}", ok.unwrap_err());
}

/// `schemas/type.schema.json` would give `pub mod type`.
#[test]
fn a_file_named_like_a_keyword_is_refused() {
    let err = generate(&[SchemaSource {
        path: "schemas/type.schema.json".into(),
        text: r#"{"type":"object","properties":{"a":{"type":"string"}}}"#.into(),
    }])
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "error: schemas/type.schema.json: (root): the file name gives the module name `type`, which is not a Rust name (a keyword, or not an identifier); rename the file"
    );
}

/// rustc refuses a bare carriage return in a doc comment: descriptions are normalised.
#[test]
fn carriage_returns_in_descriptions_do_not_reach_doc_comments() {
    let files = generate(&[SchemaSource {
        path: "schemas/notes.schema.json".into(),
        text: "{\"title\":\"a\\rb\",\"description\":\"one\\rtwo\\r\\nthree\",\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"string\",\"description\":\"x\\ry\"}}}".into(),
    }])
    .unwrap_or_else(|e| panic!("{e}"));
    for file in &files {
        assert!(
            !file.contents.contains('\r'),
            "{}: {:?}",
            file.name,
            file.contents
        );
    }
}
