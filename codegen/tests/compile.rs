//! The compile stage: references resolve to the nodes they name, keywords become the rules the
//! runtime expects, and what cannot be compiled is refused with a diagnostic naming the file,
//! the JSON pointer and the keyword.
//!
//! The first test compiles every schema of the vendored JSON-Schema-Test-Suite (each dialect's
//! top level and `optional/format`, read in that dialect), with `http://localhost:1234/` mapped
//! to its `remotes/` folder as the suite's harness would serve it, and checks that none is
//! refused: the official meta-schemas they reference are built into the generator. The tests
//! at the end cover custom meta-schemas: `$vocabulary` chooses which keywords mean anything.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use wire_models_codegen::compile::{Document, Fetch};
use wire_models_codegen::ir::{IrRule, NodeId, Program};
use wire_models_codegen::{Config, Diagnostics, Dialect};

/// The compile stage with the default configuration (schemas without `$schema` are 2020-12).
fn compile(documents: &[Document], fetch: Fetch) -> Result<Program, Diagnostics> {
    wire_models_codegen::compile::compile(documents, fetch, &Config::default())
}

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../suite/vendor")
}

/// The suite's remote map: `http://localhost:1234/<path>` is `remotes/<path>`.
fn suite_fetch(uri: &str) -> Result<Option<(String, String)>, String> {
    let Some(rest) = uri.strip_prefix("http://localhost:1234/") else {
        return Ok(None);
    };
    let file = format!("remotes/{rest}");
    fs::read_to_string(suite_dir().join(&file))
        .map(|text| Some((file.clone(), text)))
        .map_err(|e| format!("{file}: {e}"))
}

fn no_remotes(_: &str) -> Result<Option<(String, String)>, String> {
    Ok(None)
}

fn one(file: &str, json: Value) -> Vec<Document> {
    vec![Document {
        components: None,
        file: file.into(),
        json,
    }]
}

fn ok(documents: &[Document]) -> Program {
    compile(documents, &no_remotes).unwrap_or_else(|e| panic!("refused:\n{e}"))
}

fn refused(documents: &[Document]) -> Diagnostics {
    match compile(documents, &no_remotes) {
        Ok(_) => panic!("compiled, but should have been refused"),
        Err(e) => e,
    }
}

/// The node at `pointer` of document `doc`.
fn node_at(p: &Program, doc: usize, pointer: &str) -> NodeId {
    p.nodes
        .iter()
        .position(|n| n.document == doc && n.pointer == pointer)
        .unwrap_or_else(|| panic!("no node at {doc}#{pointer}"))
}

/// The target of the `$ref` of the node at `pointer` of document 0.
fn ref_target(p: &Program, pointer: &str) -> NodeId {
    let node = &p.nodes[node_at(p, 0, pointer)];
    node.rules
        .iter()
        .find_map(|r| match r {
            IrRule::Ref(t) => Some(*t),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no $ref rule at {pointer}: {:?}", node.rules))
}

#[test]
fn compiles_every_suite_schema_of_every_dialect() {
    let mut report = Vec::new();
    let mut refusals: BTreeMap<(String, String), String> = BTreeMap::new();
    for (folder, dialect, groups) in [
        ("draft4", Dialect::Draft4, 167),
        ("draft6", Dialect::Draft6, 242),
        ("draft7", Dialect::Draft7, 283),
        ("draft2019-09", Dialect::Draft2019_09, 400),
        ("draft2020-12", Dialect::Draft2020_12, 411),
    ] {
        let root = suite_dir().join("tests").join(folder);
        let mut files: Vec<PathBuf> = Vec::new();
        for dir in [root.clone(), root.join("optional/format")] {
            for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
                let path = entry.expect("directory entry").path();
                if path.extension().is_some_and(|e| e == "json") {
                    files.push(path);
                }
            }
        }
        files.sort();
        let config = Config::default().with_default_dialect(dialect);
        let mut compiled = 0;
        let mut seen = 0;
        let mut nodes = 0;
        for path in &files {
            let name = format!(
                "{folder}/{}",
                path.strip_prefix(&root).expect("under the suite").display()
            );
            let text = fs::read_to_string(path).expect("suite file");
            let groups: Vec<Value> = serde_json::from_str(&text).expect("suite JSON");
            for (i, group) in groups.iter().enumerate() {
                seen += 1;
                let description = group["description"].as_str().unwrap_or_default().to_owned();
                let documents = one(&format!("suite/{name}/{i}.json"), group["schema"].clone());
                match wire_models_codegen::compile::compile(&documents, &suite_fetch, &config) {
                    Ok(program) => {
                        compiled += 1;
                        nodes += program.nodes.len();
                        assert!(
                            program
                                .nodes
                                .iter()
                                .all(|n| n.rules.iter().all(|r| !matches!(
                                    r,
                                    IrRule::Ref(usize::MAX)
                                        | IrRule::DynamicRef {
                                            target: usize::MAX,
                                            ..
                                        }
                                ))),
                            "{name} {description}: a reference left unresolved"
                        );
                    }
                    Err(e) => {
                        refusals.insert((name.clone(), description), e.to_string());
                    }
                }
            }
        }
        report.push(format!(
            "{folder}: {compiled} groups compiled ({nodes} nodes)"
        ));
        // The vendored files hold this many groups: none was skipped.
        assert_eq!(seen, groups, "{folder}: groups read");
    }
    println!("suite:\n{}", report.join("\n"));
    for ((file, description), diagnostics) in &refusals {
        println!("refused {file}: {description}\n{diagnostics}");
    }
    assert!(
        refusals.is_empty(),
        "refused: {:?}",
        refusals.keys().collect::<Vec<_>>()
    );
}

/// The schema of the suite group `description` of `file` (under `tests/draft2020-12/`),
/// compiled with the suite's remotes.
fn suite_group(file: &str, description: &str) -> Program {
    let path = suite_dir().join("tests/draft2020-12").join(file);
    let groups: Vec<Value> =
        serde_json::from_str(&fs::read_to_string(&path).expect("suite file")).expect("suite JSON");
    let group = groups
        .iter()
        .find(|g| g["description"] == description)
        .unwrap_or_else(|| panic!("{file}: no group `{description}`"));
    compile(
        &one(&format!("suite/{file}"), group["schema"].clone()),
        &suite_fetch,
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

/// Where the reference of the node at `pointer` (document 0) leads: the target's document
/// file and pointer, and the dynamic anchor for a `$dynamicRef`.
fn leads_to(p: &Program, pointer: &str) -> (String, String, Option<String>) {
    let node = &p.nodes[node_at(p, 0, pointer)];
    let (target, anchor) = node
        .rules
        .iter()
        .find_map(|r| match r {
            IrRule::Ref(t) => Some((*t, None)),
            IrRule::DynamicRef { target, anchor } => Some((*target, anchor.clone())),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no reference at {pointer}"));
    let t = &p.nodes[target];
    (
        p.documents[t.document].file.clone(),
        t.pointer.clone(),
        anchor,
    )
}

#[test]
fn suite_references_resolve_where_the_suite_says() {
    let at = |file: &str, pointer: &str| (format!("suite/{file}"), pointer.to_owned(), None);
    let p = suite_group("ref.json", "order of evaluation: $id and $anchor and $ref");
    assert_eq!(leads_to(&p, ""), at("ref.json", "/$defs/bigint"));
    let p = suite_group(
        "ref.json",
        "$id must be resolved against nearest parent, not just immediate parent",
    );
    assert_eq!(
        leads_to(&p, "/allOf/0"),
        at("ref.json", "/$defs/x/not/$defs/y")
    );
    let p = suite_group("ref.json", "refs with relative uris and defs");
    assert_eq!(leads_to(&p, ""), at("ref.json", "/properties/foo"));
    assert_eq!(
        leads_to(&p, "/properties/foo"),
        at("ref.json", "/properties/foo/$defs/inner")
    );
    let p = suite_group("ref.json", "ref with absolute-path-reference");
    assert_eq!(leads_to(&p, ""), at("ref.json", "/$defs/b"));
    let p = suite_group("ref.json", "URN ref with nested pointer ref");
    assert_eq!(
        leads_to(&p, "/$defs/foo"),
        at("ref.json", "/$defs/foo/$defs/bar")
    );
    let p = suite_group("ref.json", "empty tokens in $ref json-pointer");
    assert_eq!(leads_to(&p, "/allOf/0"), at("ref.json", "/$defs//$defs/"));
    let p = suite_group("anchor.json", "same $anchor with different base uri");
    assert_eq!(leads_to(&p, ""), at("anchor.json", "/$defs/A/allOf/1"));

    let p = suite_group(
        "refRemote.json",
        "retrieved nested refs resolve relative to their URI not $id",
    );
    let name = leads_to(&p, "/properties/name");
    assert_eq!(name.0, "remotes/draft2020-12/nested/foo-ref-string.json");
    let foo = p
        .nodes
        .iter()
        .position(|n| n.document == 1 && n.pointer == "/properties/foo");
    let string = p
        .documents
        .iter()
        .position(|d| d.file == "remotes/draft2020-12/nested/string.json");
    assert!(
        matches!((foo, string), (Some(f), Some(s)) if matches!(p.nodes[f].rules[..], [IrRule::Ref(t)] if Some(t) == p.documents[s].root)),
        "{:?}",
        p.documents
    );

    let p = suite_group(
        "dynamicRef.json",
        "A $dynamicRef that initially resolves to a schema with a matching $dynamicAnchor resolves to the first $dynamicAnchor in the dynamic scope",
    );
    assert_eq!(
        leads_to(&p, "/$defs/bar/properties/baz"),
        (
            "suite/dynamicRef.json".into(),
            "/$defs/extended".into(),
            Some("meta".into())
        )
    );
    let root = p.documents[0].root.expect("a schema document");
    let extended = node_at(&p, 0, "/$defs/extended");
    assert_eq!(
        p.nodes[root].dynamic_anchors,
        Some(vec![("meta".to_owned(), root)])
    );
    assert_eq!(
        p.nodes[extended].dynamic_anchors,
        Some(vec![("meta".to_owned(), extended)])
    );
    assert_eq!(p.nodes[node_at(&p, 0, "/$defs/bar")].dynamic_anchors, None);
    let p = suite_group(
        "dynamicRef.json",
        "A $dynamicRef without anchor in fragment behaves identical to $ref",
    );
    assert_eq!(
        leads_to(&p, "/$defs/list/items"),
        at("dynamicRef.json", "/$defs/list/$defs/items")
    );
    let p = suite_group(
        "dynamicRef.json",
        "A $dynamicRef with a non-matching $dynamicAnchor in the same schema resource behaves like a normal $ref to $anchor",
    );
    assert_eq!(
        leads_to(&p, "/$defs/list/items"),
        at("dynamicRef.json", "/$defs/list/$defs/items")
    );
    let p = suite_group(
        "dynamicRef.json",
        "$ref to $dynamicRef finds detached $dynamicAnchor",
    );
    let foo = p
        .nodes
        .iter()
        .position(|n| n.document == 1 && n.pointer == "/$defs/foo")
        .expect("remote foo");
    assert!(
        matches!(&p.nodes[foo].rules[..], [IrRule::DynamicRef { anchor: Some(a), .. }] if a == "detached")
    );
}

#[test]
fn relative_refs_reach_the_other_file() {
    let documents = vec![
        Document {
            components: None,
            file: "schemas/invoice.schema.json".into(),
            json: json!({
                "properties": {
                    "seller": {"$ref": "party.schema.json"},
                    "address": {"$ref": "party.schema.json#/$defs/address"},
                    "country": {"$ref": "./party.schema.json#/$defs/address/properties/country"}
                }
            }),
        },
        Document {
            components: None,
            file: "schemas/party.schema.json".into(),
            json: json!({
                "type": "object",
                "$defs": {"address": {"properties": {"country": {"type": "string"}}}}
            }),
        },
    ];
    let p = ok(&documents);
    assert_eq!(p.documents[0].uri, "file:///schemas/invoice.schema.json");
    assert_eq!(p.documents[1].uri, "file:///schemas/party.schema.json");
    let party = &p.documents[1];
    assert!(!party.remote);
    assert_eq!(Some(ref_target(&p, "/properties/seller")), party.root);
    assert_eq!(
        ref_target(&p, "/properties/address"),
        party.defs[0].1,
        "{:?}",
        party.defs
    );
    assert_eq!(party.defs[0].0, "address");
    assert_eq!(
        ref_target(&p, "/properties/country"),
        node_at(&p, 1, "/$defs/address/properties/country")
    );
    // Each location once: the referenced nodes are the party document's own.
    assert_eq!(party.root.map(|r| p.nodes[r].document), Some(1));
    let mut locations: Vec<_> = p.nodes.iter().map(|n| (n.document, &n.pointer)).collect();
    let all = locations.len();
    locations.sort();
    locations.dedup();
    assert_eq!(locations.len(), all);
}

#[test]
fn ids_name_documents_and_embedded_resources() {
    let documents = vec![
        Document {
            components: None,
            file: "schemas/a.schema.json".into(),
            json: json!({
                "$ref": "https://example.com/b.json#/$defs/x",
                "properties": {"inner": {"$ref": "https://example.com/inner/c.json"}},
                "$defs": {"c": {"$id": "https://example.com/inner/c.json", "properties": {"d": {"$ref": "d.json"}}},
                          "d": {"$id": "https://example.com/inner/d.json", "type": "null"}}
            }),
        },
        Document {
            components: None,
            file: "schemas/b.schema.json".into(),
            json: json!({"$id": "https://example.com/b.json", "$defs": {"x": {"type": "integer"}}}),
        },
    ];
    let p = ok(&documents);
    assert_eq!(p.documents[1].uri, "https://example.com/b.json");
    assert_eq!(ref_target(&p, ""), node_at(&p, 1, "/$defs/x"));
    assert_eq!(
        ref_target(&p, "/properties/inner"),
        node_at(&p, 0, "/$defs/c")
    );
    // `d.json` is relative to the embedded resource's `$id`, not to the file.
    assert_eq!(
        ref_target(&p, "/$defs/c/properties/d"),
        node_at(&p, 0, "/$defs/d")
    );
}

#[test]
fn anchors_and_dynamic_anchors_are_plain_name_targets() {
    let p = ok(&one(
        "schemas/tree.schema.json",
        json!({
            "$id": "https://example.com/tree",
            "$dynamicAnchor": "node",
            "properties": {
                "children": {"items": {"$dynamicRef": "#node"}},
                "label": {"$ref": "#label"},
                "other": {"$dynamicRef": "#label"}
            },
            "$defs": {"label": {"$anchor": "label", "type": "string"}}
        }),
    ));
    let root = p.documents[0].root.expect("a schema document");
    assert_eq!(
        p.nodes[root].dynamic_anchors,
        Some(vec![("node".to_owned(), root)])
    );
    let items = node_at(&p, 0, "/properties/children/items");
    assert!(
        matches!(&p.nodes[items].rules[..], [IrRule::DynamicRef { target, anchor: Some(a) }] if *target == root && a == "node"),
        "{:?}",
        p.nodes[items].rules
    );
    let label = node_at(&p, 0, "/$defs/label");
    assert_eq!(ref_target(&p, "/properties/label"), label);
    // A `$dynamicRef` to a plain `$anchor` is a static reference: no anchor to look up.
    let other = node_at(&p, 0, "/properties/other");
    assert!(
        matches!(&p.nodes[other].rules[..], [IrRule::DynamicRef { target, anchor: None }] if *target == label),
        "{:?}",
        p.nodes[other].rules
    );
    // A node inside the resource (no `$id` of its own) carries the anchors of the resource:
    // reaching it by a `$ref` from elsewhere enters the resource too.
    assert_eq!(
        p.nodes[label].dynamic_anchors,
        Some(vec![("node".to_owned(), root)])
    );
    // A resource that declares no `$dynamicAnchor` gives its nodes none.
    let plain = ok(&one(
        "schemas/plain.schema.json",
        json!({"properties": {"a": {"type": "string"}}}),
    ));
    assert!(plain.nodes.iter().all(|n| n.dynamic_anchors.is_none()));
}

#[test]
fn pointer_fragments_unescape_tilde_slash_and_percent() {
    let p = ok(&one(
        "schemas/escapes.schema.json",
        json!({
            "$defs": {"tilde~field": {"type": "integer"}, "slash/field": {"type": "string"},
                      "percent%field": {"type": "null"}, "quote\"d": {"type": "boolean"}},
            "properties": {
                "tilde": {"$ref": "#/$defs/tilde~0field"},
                "slash": {"$ref": "#/$defs/slash~1field"},
                "percent": {"$ref": "#/$defs/percent%25field"},
                "quote": {"$ref": "#/$defs/quote%22d"},
                "first": {"$ref": "#/prefixItems/0"}
            },
            "prefixItems": [{"type": "array"}]
        }),
    ));
    assert_eq!(
        ref_target(&p, "/properties/tilde"),
        node_at(&p, 0, "/$defs/tilde~0field")
    );
    assert_eq!(
        ref_target(&p, "/properties/slash"),
        node_at(&p, 0, "/$defs/slash~1field")
    );
    assert_eq!(
        ref_target(&p, "/properties/percent"),
        node_at(&p, 0, "/$defs/percent%field")
    );
    assert_eq!(
        ref_target(&p, "/properties/quote"),
        node_at(&p, 0, "/$defs/quote\"d")
    );
    assert_eq!(
        ref_target(&p, "/properties/first"),
        node_at(&p, 0, "/prefixItems/0")
    );
}

#[test]
fn remote_documents_come_from_the_map_and_once() {
    let p = compile(
        &one(
            "schemas/uses-remote.schema.json",
            json!({"properties": {
                "a": {"$ref": "http://localhost:1234/draft2020-12/subSchemas.json#/$defs/integer"},
                "b": {"$ref": "http://localhost:1234/draft2020-12/subSchemas.json#/$defs/refToInteger"}
            }}),
        ),
        &suite_fetch,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.documents.len(), 2);
    let remote = &p.documents[1];
    assert!(remote.remote);
    assert_eq!(remote.file, "remotes/draft2020-12/subSchemas.json");
    assert_eq!(
        remote.uri,
        "http://localhost:1234/draft2020-12/subSchemas.json"
    );
    let integer = node_at(&p, 1, "/$defs/integer");
    assert_eq!(ref_target(&p, "/properties/a"), integer);
    let to_integer = ref_target(&p, "/properties/b");
    assert!(matches!(p.nodes[to_integer].rules[..], [IrRule::Ref(t)] if t == integer));
}

#[test]
fn an_unmapped_remote_is_refused_naming_file_pointer_and_url() {
    let e = refused(&one(
        "schemas/invoice.schema.json",
        json!({"properties": {"party": {"$ref": "https://example.com/party.json#/$defs/a"}}}),
    ));
    assert_eq!(
        e.to_string(),
        "error: schemas/invoice.schema.json: /properties/party: $ref: `https://example.com/party.json` \
         is not among the schemas given, and no remote mapping covers it (the generator never uses the network)"
    );
}

#[test]
fn a_mapped_remote_that_cannot_be_read_is_refused_with_the_reason() {
    let fetch = |_: &str| -> Result<Option<(String, String)>, String> {
        Err("remotes/x.json: No such file or directory".into())
    };
    let e = compile(
        &one(
            "schemas/a.schema.json",
            json!({"$ref": "http://localhost:1234/x.json"}),
        ),
        &fetch,
    )
    .expect_err("refused");
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: (root): $ref: `http://localhost:1234/x.json` could not be read: \
         remotes/x.json: No such file or directory"
    );
}

#[test]
fn references_that_lead_nowhere_are_refused() {
    let e = refused(&one(
        "schemas/a.schema.json",
        json!({"properties": {"x": {"$ref": "#/$defs/missing"}, "y": {"$ref": "#nowhere"}}}),
    ));
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: /properties/x: $ref: `file:///schemas/a.schema.json#/$defs/missing` \
         points at nothing: `/$defs/missing` does not exist\n\
         error: schemas/a.schema.json: /properties/y: $ref: `file:///schemas/a.schema.json#nowhere`: the resource \
         `file:///schemas/a.schema.json` declares no `$anchor` or `$dynamicAnchor` named `nowhere`"
    );
}

#[test]
fn likely_typos_of_keywords_are_refused_but_member_names_are_not() {
    let e = refused(&one(
        "schemas/typo.schema.json",
        json!({
            "properties": {"name": {"type": "string", "maxLenght": 3}, "maxLenght": {"minimun": 1}},
            "Properties": {},
            "x-vendor": 1,
            "example": "fine",
            "notes": "ordinary annotation names near short keywords (`not`) are not typos",
            "foo": "short unknown names are annotations",
            "$def": {"tpye": "string"}
        }),
    ));
    let shown: Vec<String> = e.0.iter().map(|d| d.to_string()).collect();
    assert_eq!(
        shown,
        [
            "schemas/typo.schema.json: /properties/name: maxLenght: unknown keyword; did you mean `maxLength`?",
            "schemas/typo.schema.json: /properties/maxLenght: minimun: unknown keyword; did you mean `minimum`?",
            "schemas/typo.schema.json: (root): Properties: unknown keyword; did you mean `properties`?",
            "schemas/typo.schema.json: (root): $def: unknown keyword; did you mean `$defs`?",
        ]
    );
}

#[test]
fn wrong_operands_are_refused_with_pointer_and_keyword() {
    let e = refused(&one(
        "schemas/bad.schema.json",
        json!({
            "type": "object",
            "properties": {
                "a": {"minLength": -1},
                "b": {"type": "strin"},
                "c": {"multipleOf": 0},
                "d": {"items": [{"type": "string"}]},
                "e": {"pattern": "(unclosed"},
                "f": 5
            },
            "required": "a"
        }),
    ));
    let got: Vec<(&str, &str)> =
        e.0.iter()
            .map(|d| (d.pointer.as_str(), d.keyword.as_str()))
            .collect();
    assert_eq!(
        got,
        [
            ("/properties/a", "minLength"),
            ("/properties/b", "type"),
            ("/properties/c", "multipleOf"),
            ("/properties/d", "items"),
            ("/properties/e", "pattern"),
            ("/properties/f", ""),
            ("", "required"),
        ],
        "{e}"
    );
    assert!(
        e.0[1].reason.contains("did you mean `string`?"),
        "{}",
        e.0[1]
    );
    assert_eq!(e.0[0].reason, "must be a non-negative integer, not -1");
    assert_eq!(
        e.0[5].reason,
        "a schema must be an object or a boolean, not a number"
    );
}

#[test]
fn each_dialect_is_compiled_with_its_own_meaning() {
    // draft-04: `id`, boolean `exclusiveMaximum`, `dependencies` of both kinds, an `items` array
    // with `additionalItems`, and `const` (which draft-04 does not have) as an annotation.
    let p = ok(&one(
        "schemas/old.schema.json",
        json!({
            "$schema": "http://json-schema.org/draft-04/schema#",
            "id": "https://example.com/old.json",
            "maximum": 10, "exclusiveMaximum": true, "minimum": 1,
            "const": 3,
            "dependencies": {"a": ["b"], "c": {"required": ["d"]}},
            "items": [{"type": "string"}], "additionalItems": false
        }),
    ));
    assert_eq!(p.documents[0].uri, "https://example.com/old.json");
    let rules = rules_at(&p, 0, "");
    assert!(
        matches!(&rules[0], IrRule::ExclusiveMaximum(n) if n == "10"),
        "{rules:?}"
    );
    assert!(
        matches!(&rules[1], IrRule::Minimum(n) if n == "1"),
        "{rules:?}"
    );
    assert!(
        matches!(&rules[2], IrRule::DependentRequired(d) if d == &[("a".to_owned(), vec!["b".to_owned()])]),
        "{rules:?}"
    );
    assert!(
        matches!(&rules[3], IrRule::DependentSchemas(d) if d.len() == 1 && d[0].0 == "c"),
        "{rules:?}"
    );
    assert!(
        matches!(&rules[4], IrRule::PrefixItems(items) if items.len() == 1),
        "{rules:?}"
    );
    assert!(
        matches!(&rules[5], IrRule::Items { prefix: 1, .. }),
        "{rules:?}"
    );
    assert_eq!(rules.len(), 6, "{rules:?}");

    // draft-07: a `$ref` hides its siblings; `if` is a keyword; `$id: "#a"` names a location.
    let p = ok(&one(
        "schemas/seven.schema.json",
        json!({
            "$schema": "http://json-schema.org/draft-07/schema#",
            "definitions": {"a": {"$id": "#a", "type": "integer"}},
            "properties": {"x": {"$ref": "#a", "maximum": 3}},
            "if": {"minProperties": 1}
        }),
    ));
    assert_eq!(
        rules_at(&p, 0, "/properties/x").len(),
        1,
        "only the $ref: {:?}",
        rules_at(&p, 0, "/properties/x")
    );
    assert_eq!(
        ref_target(&p, "/properties/x"),
        node_at(&p, 0, "/definitions/a")
    );
    assert!(rules_at(&p, 0, "")
        .iter()
        .any(|r| matches!(r, IrRule::IfThenElse { .. })));
    // `definitions` name types as `$defs` do.
    assert_eq!(p.documents[0].defs.len(), 1);

    // draft-06 has no `if`: it is an annotation there.
    let p = ok(&one(
        "schemas/six.schema.json",
        json!({"$schema": "http://json-schema.org/draft-06/schema#", "if": {"minProperties": 1}, "const": 1}),
    ));
    assert!(matches!(rules_at(&p, 0, ""), [IrRule::Const(_)]));

    // 2019-09: `$recursiveRef` to a `$recursiveAnchor` is dynamic.
    let p = ok(&one(
        "schemas/tree.schema.json",
        json!({
            "$schema": "https://json-schema.org/draft/2019-09/schema",
            "$recursiveAnchor": true,
            "properties": {"child": {"$recursiveRef": "#"}}
        }),
    ));
    assert!(matches!(
        rules_at(&p, 0, "/properties/child"),
        [IrRule::DynamicRef { anchor: Some(a), .. }] if a.is_empty()
    ));

    // The 2020-12 URI with an empty fragment is the 2020-12 dialect; `http` works for it too.
    for uri in [
        "https://json-schema.org/draft/2020-12/schema#",
        "http://json-schema.org/draft/2020-12/schema",
    ] {
        ok(&one(
            "schemas/new.schema.json",
            json!({"$schema": uri, "type": "string"}),
        ));
    }
}

#[test]
fn a_dialect_the_generator_does_not_know_is_refused() {
    let e = refused(&one(
        "schemas/old.schema.json",
        json!({"$schema": "http://json-schema.org/draft-03/schema#", "type": "string"}),
    ));
    assert_eq!(
        e.to_string(),
        "error: schemas/old.schema.json: (root): $schema: `http://json-schema.org/draft-03/schema#` is not \
         a dialect the generator knows: `http://json-schema.org/draft-04/schema#`, \
         `http://json-schema.org/draft-06/schema#`, `http://json-schema.org/draft-07/schema#`, \
         `https://json-schema.org/draft/2019-09/schema`, `https://json-schema.org/draft/2020-12/schema`, \
         or a meta-schema built on one of them"
    );
}

#[test]
fn a_schema_without_schema_that_uses_another_dialects_keywords_says_how_to_declare_it() {
    let e = refused(&one(
        "schemas/old.schema.json",
        json!({"dependencies": {"a": ["b"]}, "properties": {"n": {"minimum": 0, "exclusiveMinimum": true}}}),
    ));
    assert_eq!(
        e.0.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "schemas/old.schema.json: (root): dependencies: is not a keyword of JSON Schema 2020-12, so it \
             would be ignored; this schema looks like draft-07: declare it with \
             `\"$schema\": \"http://json-schema.org/draft-07/schema#\"` at its root, or set \
             `\"default_dialect\": \"draft-07\"` in wire-models.json (a schema without `$schema` is read \
             as 2020-12)",
            "schemas/old.schema.json: /properties/n: exclusiveMinimum: must be a number, not a boolean; a \
             boolean here is draft-04's meaning, so this schema looks like draft-04: declare it with \
             `\"$schema\": \"http://json-schema.org/draft-04/schema#\"` at its root, or set \
             `\"default_dialect\": \"draft-04\"` in wire-models.json (a schema without `$schema` is read \
             as 2020-12)",
        ]
    );
    // Declared, the same keyword is what 2020-12 says it is: an annotation.
    ok(&one(
        "schemas/new.schema.json",
        json!({"$schema": "https://json-schema.org/draft/2020-12/schema", "dependencies": {"a": ["b"]}}),
    ));
    // With another default dialect, the same file compiles with that dialect's meaning.
    let p = wire_models_codegen::compile::compile(
        &one(
            "schemas/old.schema.json",
            json!({"dependencies": {"a": ["b"]}}),
        ),
        &no_remotes,
        &Config::default().with_default_dialect(wire_models_codegen::Dialect::Draft7),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(
        rules_at(&p, 0, ""),
        [IrRule::DependentRequired(_)]
    ));
}

#[test]
fn draft_04_has_no_boolean_schemas_but_for_additional_members() {
    let e = refused(&one(
        "schemas/old.schema.json",
        json!({"$schema": "http://json-schema.org/draft-04/schema#", "properties": {"a": true}, "additionalProperties": false}),
    ));
    assert_eq!(
        e.to_string(),
        "error: schemas/old.schema.json: /properties/a: draft-04 has no boolean schemas (they came with \
         draft-06); write `{}` for `true`"
    );
}

#[test]
fn a_reference_cycle_that_consumes_nothing_is_refused() {
    let e = refused(&one("schemas/loop.schema.json", json!({"$ref": "#"})));
    assert_eq!(
        e.to_string(),
        "error: schemas/loop.schema.json: (root): $ref: evaluating this schema comes back to it without \
         going into any member or item, so it would never end: # →$ref→ #"
    );
    let e = refused(&one(
        "schemas/loop2.schema.json",
        json!({"$defs": {"a": {"allOf": [{"$ref": "#/$defs/b"}]}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}}}),
    ));
    assert_eq!(e.0.len(), 1, "{e}");
    assert_eq!(e.0[0].pointer, "/$defs/a");
    assert!(
        e.0[0].reason.ends_with(
            "/$defs/a →allOf→ /$defs/a/allOf/0 →$ref→ /$defs/b →anyOf→ /$defs/b/anyOf/0 →$ref→ /$defs/a"
        ),
        "{e}"
    );
    // Through a member, or through `$dynamicRef` (which the runtime bounds), it is fine.
    ok(&one(
        "schemas/tree.schema.json",
        json!({"properties": {"next": {"$ref": "#"}}}),
    ));
    ok(&one(
        "schemas/dyn.schema.json",
        json!({"$dynamicAnchor": "a", "anyOf": [{"$dynamicRef": "#a"}, {"type": "null"}]}),
    ));
}

#[test]
fn keywords_become_rules_in_the_order_the_runtime_needs() {
    let p = ok(&one(
        "schemas/rules.schema.json",
        json!({
            "unevaluatedProperties": false,
            "additionalProperties": {"type": "integer"},
            "patternProperties": {"^x-": true},
            "properties": {"a": true},
            "items": false,
            "prefixItems": [true, true],
            "maxContains": 3,
            "contains": {"type": "string"},
            "minContains": 2.0,
            "maximum": 0.1,
            "minimum": -7,
            "type": ["integer", "null"],
            "format": "date",
            "if": true,
            "$comment": "formats outside the list are annotations"
        }),
    ));
    let root = &p.nodes[p.documents[0].root.expect("a schema document")];
    let names: Vec<String> = root
        .rules
        .iter()
        .map(|r| {
            format!("{r:?}")
                .split(['(', ' ', '{'])
                .next()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    assert_eq!(
        names,
        [
            "Type",
            "Maximum",
            "Minimum",
            "Format",
            "Contains",
            "Properties",
            "PatternProperties",
            "AdditionalProperties",
            "PrefixItems",
            "Items",
            "IfThenElse",
            "UnevaluatedProperties"
        ]
    );
    for rule in &root.rules {
        match rule {
            IrRule::Type(bits) => assert_eq!(*bits, 64 | 1),
            IrRule::Maximum(n) => assert_eq!(n, "0.1"),
            IrRule::Minimum(n) => assert_eq!(n, "-7"),
            IrRule::Contains { min, max, .. } => assert_eq!((*min, *max), (2, Some(3))),
            IrRule::AdditionalProperties {
                declared, patterns, ..
            } => {
                assert_eq!(declared, &["a"]);
                assert_eq!(patterns.len(), 1);
                assert_eq!(patterns[0].source, "^x-");
            }
            IrRule::Items { prefix, schema } => {
                assert_eq!(*prefix, 2);
                assert!(matches!(p.nodes[*schema].rules[..], [IrRule::Never]));
            }
            IrRule::IfThenElse {
                then, otherwise, ..
            } => assert_eq!((*then, *otherwise), (None, None)),
            _ => {}
        }
    }
    let unknown_format = ok(&one("schemas/f.schema.json", json!({"format": "x-custom"})));
    assert!(unknown_format.nodes[0].rules.is_empty());
}

#[test]
fn node_ids_follow_the_documents_depth_first_and_locations_compile_once() {
    let schema = json!({
        "properties": {"a": {"$ref": "#/$defs/t"}, "b": {"$ref": "#/$defs/t"}},
        "$defs": {"t": {"items": {"type": "string"}}}
    });
    let p = ok(&one("schemas/ids.schema.json", schema.clone()));
    let pointers: Vec<&str> = p.nodes.iter().map(|n| n.pointer.as_str()).collect();
    assert_eq!(
        pointers,
        [
            "",
            "/properties/a",
            "/properties/b",
            "/$defs/t",
            "/$defs/t/items"
        ]
    );
    assert_eq!(ref_target(&p, "/properties/a"), 3);
    assert_eq!(ref_target(&p, "/properties/b"), 3);
    assert_eq!(p.documents[0].defs, [("t".to_owned(), 3)]);
    let again = ok(&one("schemas/ids.schema.json", schema));
    assert_eq!(format!("{:?}", again.nodes), format!("{:?}", p.nodes));
}

#[test]
fn odd_inputs_are_refused_without_panicking() {
    for json in [
        json!(5),
        json!([]),
        json!(null),
        json!({"$id": 3, "$anchor": "1bad", "$ref": 4, "allOf": [], "properties": [], "enum": 1}),
        json!({"$id": "#frag", "$defs": {"a": {"$id": "x", "$anchor": "a"}, "b": {"$anchor": "a"}}}),
        json!({"$ref": "%zz#%FF"}),
        json!({"type": [], "dependentRequired": {"a": "b"}, "minProperties": 1.5}),
    ] {
        let result = compile(&one("schemas/odd.schema.json", json.clone()), &no_remotes);
        assert!(result.is_err(), "{json} compiled");
    }
}

#[test]
fn a_uri_that_names_two_schemas_is_refused() {
    let e = refused(&[
        Document {
            components: None,
            file: "schemas/a.schema.json".into(),
            json: json!({"$id": "https://example.com/x.json"}),
        },
        Document {
            components: None,
            file: "schemas/b.schema.json".into(),
            json: json!({"$defs": {"x": {"$id": "https://example.com/x.json"}}}),
        },
    ]);
    assert_eq!(
        e.to_string(),
        "error: schemas/b.schema.json: /$defs/x: $id: `https://example.com/x.json` already names the \
         schema at schemas/a.schema.json#; each URI must name one schema"
    );
}

#[test]
fn a_reference_to_something_that_is_not_a_schema_is_refused_where_it_is_written() {
    let e = refused(&one(
        "schemas/a.schema.json",
        json!({"required": ["a"], "properties": {"a": {"$ref": "#/required"}}}),
    ));
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: /properties/a: $ref: `file:///schemas/a.schema.json#/required` \
         is not a schema (an object or a boolean)"
    );
}

#[test]
fn a_remote_that_is_not_json_is_refused() {
    let fetch = |_: &str| -> Result<Option<(String, String)>, String> {
        Ok(Some(("remotes/broken.json".into(), "{\"type\": ".into())))
    };
    let e = compile(
        &one(
            "schemas/a.schema.json",
            json!({"$ref": "http://localhost:1234/broken.json"}),
        ),
        &fetch,
    )
    .expect_err("refused");
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: (root): $ref: `http://localhost:1234/broken.json` (mapped to \
         remotes/broken.json) is not JSON: EOF while parsing a value at line 1 column 9"
    );
}

#[test]
fn a_schema_that_starts_several_cycles_is_reported_once() {
    let e = refused(&one(
        "schemas/loops.schema.json",
        json!({"allOf": [{"$ref": "#"}, {"$ref": "#"}]}),
    ));
    assert_eq!(e.0.len(), 1, "{e}");
    assert_eq!(
        (e.0[0].pointer.as_str(), e.0[0].keyword.as_str()),
        ("", "allOf")
    );
}

/// The URI of the 2020-12 vocabulary `name`.
fn vocab(name: &str) -> String {
    format!("https://json-schema.org/draft/2020-12/vocab/{name}")
}

/// A meta-schema document named `file`, `$id` `id`, listing `vocabularies` (URI, required).
fn meta_schema(file: &str, id: &str, vocabularies: &[(String, bool)]) -> Document {
    let listed: serde_json::Map<String, Value> = vocabularies
        .iter()
        .map(|(uri, required)| (uri.clone(), Value::Bool(*required)))
        .collect();
    Document {
        components: None,
        file: file.into(),
        json: json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": id,
            "$vocabulary": listed,
        }),
    }
}

/// The rules of the node at `pointer` of document `doc`.
fn rules_at<'p>(p: &'p Program, doc: usize, pointer: &str) -> &'p [IrRule] {
    &p.nodes[node_at(p, doc, pointer)].rules
}

#[test]
fn a_meta_schema_without_the_validation_vocabulary_turns_minimum_off() {
    let p = ok(&[
        meta_schema(
            "schemas/meta.json",
            "https://example.com/meta/no-validation",
            &[(vocab("core"), true), (vocab("applicator"), true)],
        ),
        Document {
            components: None,
            file: "schemas/user.schema.json".into(),
            json: json!({
                "$schema": "https://example.com/meta/no-validation",
                "type": "object",
                "required": ["n"],
                "properties": {
                    "n": {"minimum": 10, "type": "integer", "format": "date"},
                    "gone": false
                },
                "$defs": {
                    "standard": {
                        "$id": "https://example.com/standard",
                        "$schema": "https://json-schema.org/draft/2020-12/schema",
                        "minimum": 10
                    }
                }
            }),
        },
        Document {
            components: None,
            file: "schemas/other.schema.json".into(),
            json: json!({"minimum": 10}),
        },
    ]);
    // Applicator keywords still apply; `type`, `required`, `minimum` and `format` are
    // annotations (no format vocabulary is listed either).
    assert!(
        matches!(rules_at(&p, 1, ""), [IrRule::Properties(ps)] if ps.len() == 2),
        "{:?}",
        rules_at(&p, 1, "")
    );
    assert!(rules_at(&p, 1, "/properties/n").is_empty());
    assert!(matches!(
        rules_at(&p, 1, "/properties/gone"),
        [IrRule::Never]
    ));
    // An embedded resource that declares 2020-12 has its vocabularies again, as does another
    // document without `$schema`.
    assert!(
        matches!(rules_at(&p, 1, "/$defs/standard"), [IrRule::Minimum(n)] if n == "10"),
        "{:?}",
        rules_at(&p, 1, "/$defs/standard")
    );
    assert!(matches!(rules_at(&p, 2, ""), [IrRule::Minimum(n)] if n == "10"));
}

#[test]
fn the_suite_meta_schemas_are_read_through_the_remote_map_without_becoming_documents() {
    let p = suite_group(
        "vocabulary.json",
        "schema that uses custom metaschema with with no validation vocabulary",
    );
    assert_eq!(p.documents.len(), 1, "{:?}", p.documents);
    assert!(matches!(
        rules_at(&p, 0, "/properties/badProperty"),
        [IrRule::Never]
    ));
    assert!(rules_at(&p, 0, "/properties/numberProperty").is_empty());
    // An optional vocabulary the generator does not know is ignored; validation is listed.
    let p = suite_group("vocabulary.json", "ignore unrecognized optional vocabulary");
    assert!(matches!(rules_at(&p, 0, ""), [IrRule::Type(16)]));
}

#[test]
fn without_the_applicator_vocabulary_subschemas_are_not_compiled() {
    let p = ok(&[
        meta_schema(
            "schemas/meta.json",
            "https://example.com/meta/validation-only",
            &[(vocab("core"), true), (vocab("validation"), true)],
        ),
        Document {
            components: None,
            file: "schemas/flat.schema.json".into(),
            json: json!({
                "$schema": "https://example.com/meta/validation-only",
                "type": "object",
                "properties": {"a": {"type": "string", "pattern": "("}},
                "unevaluatedProperties": false
            }),
        },
    ]);
    // The bad pattern inside `properties` is not looked at: it is not a schema here.
    assert!(matches!(rules_at(&p, 1, ""), [IrRule::Type(4)]));
    assert!(!p
        .nodes
        .iter()
        .any(|n| n.document == 1 && !n.pointer.is_empty()));
}

#[test]
fn format_needs_one_of_the_format_vocabularies() {
    let schema = |meta: &str| Document {
        components: None,
        file: format!(
            "schemas/{}.schema.json",
            meta.rsplit('/').next().unwrap_or("x")
        ),
        json: json!({"$schema": meta, "format": "date"}),
    };
    let p = ok(&[
        meta_schema(
            "schemas/m1.json",
            "https://example.com/meta/annotation",
            &[(vocab("format-annotation"), true)],
        ),
        meta_schema(
            "schemas/m2.json",
            "https://example.com/meta/assertion",
            &[(vocab("format-assertion"), true)],
        ),
        meta_schema(
            "schemas/m3.json",
            "https://example.com/meta/none",
            &[(vocab("validation"), true)],
        ),
        schema("https://example.com/meta/annotation"),
        schema("https://example.com/meta/assertion"),
        schema("https://example.com/meta/none"),
    ]);
    // Formats are asserted under either vocabulary (the generator asserts them anyway).
    assert!(matches!(rules_at(&p, 3, ""), [IrRule::Format(f)] if f == "date"));
    assert!(matches!(rules_at(&p, 4, ""), [IrRule::Format(f)] if f == "date"));
    assert!(rules_at(&p, 5, "").is_empty());
}

#[test]
fn a_meta_schema_without_vocabulary_means_the_standard_set() {
    let p = ok(&[
        Document {
            components: None,
            file: "schemas/meta.json".into(),
            json: json!({
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "$id": "https://example.com/meta/plain"
            }),
        },
        Document {
            components: None,
            file: "schemas/a.schema.json".into(),
            json: json!({"$schema": "https://example.com/meta/plain", "minimum": 1}),
        },
    ]);
    assert!(matches!(rules_at(&p, 1, ""), [IrRule::Minimum(n)] if n == "1"));
}

#[test]
fn an_unknown_required_vocabulary_is_refused_naming_it() {
    let e = refused(&[
        meta_schema(
            "schemas/meta.json",
            "https://example.com/meta/custom",
            &[
                (vocab("core"), true),
                ("https://example.com/vocab/units".into(), true),
                ("https://example.com/vocab/ui".into(), false),
            ],
        ),
        Document {
            components: None,
            file: "schemas/a.schema.json".into(),
            json: json!({"$schema": "https://example.com/meta/custom", "minimum": 1}),
        },
    ]);
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: (root): $schema: the meta-schema `https://example.com/meta/custom` \
         requires the vocabulary `https://example.com/vocab/units`, which the generator does not know (it \
         knows those of JSON Schema 2020-12); list it with `false` if schemas may be compiled without it"
    );
}

#[test]
fn a_meta_schema_must_be_built_on_a_known_dialect() {
    let using = |meta: &str| Document {
        components: None,
        file: "schemas/a.schema.json".into(),
        json: json!({"$schema": meta}),
    };
    // No `$schema` in the meta-schema.
    let e = refused(&[
        Document {
            components: None,
            file: "schemas/meta.json".into(),
            json: json!({"$id": "https://example.com/meta/bare", "$vocabulary": {}}),
        },
        using("https://example.com/meta/bare"),
    ]);
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: (root): $schema: the meta-schema `https://example.com/meta/bare` \
         declares no `$schema`; a meta-schema must itself be written in a dialect the generator knows \
         or a meta-schema built on one"
    );
    // A meta-schema written in draft-07 makes its schemas draft-07 ones: `if` is a keyword and
    // `$defs` is not.
    let p = ok(&[
        Document {
            components: None,
            file: "schemas/meta.json".into(),
            json: json!({
                "$schema": "http://json-schema.org/draft-07/schema#",
                "$id": "https://example.com/meta/old"
            }),
        },
        Document {
            components: None,
            file: "schemas/a.schema.json".into(),
            json: json!({"$schema": "https://example.com/meta/old", "items": [{"type": "string"}]}),
        },
    ]);
    assert!(matches!(rules_at(&p, 1, ""), [IrRule::PrefixItems(_)]));
    // A meta-schema that is its own meta-schema never reaches a dialect.
    let e = refused(&[
        Document {
            components: None,
            file: "schemas/meta.json".into(),
            json: json!({
                "$schema": "https://example.com/meta/self",
                "$id": "https://example.com/meta/self"
            }),
        },
        using("https://example.com/meta/self"),
    ]);
    assert_eq!(e.0.len(), 2, "{e}");
    assert!(
        e.0[1]
            .reason
            .ends_with("`https://example.com/meta/self` comes back to itself through `$schema` without reaching a dialect the generator knows"),
        "{e}"
    );
    // A chain of meta-schemas that reaches 2020-12: the vocabularies are those of the nearest.
    let p = ok(&[
        meta_schema(
            "schemas/base.json",
            "https://example.com/meta/base",
            &[(vocab("core"), true), (vocab("applicator"), true)],
        ),
        Document {
            components: None,
            file: "schemas/derived.json".into(),
            json: json!({
                "$schema": "https://example.com/meta/base",
                "$id": "https://example.com/meta/derived",
                "$vocabulary": {vocab("core"): true, vocab("validation"): true}
            }),
        },
        Document {
            components: None,
            file: "schemas/a.schema.json".into(),
            json: json!({"$schema": "https://example.com/meta/derived", "minimum": 3}),
        },
    ]);
    assert!(matches!(rules_at(&p, 2, ""), [IrRule::Minimum(n)] if n == "3"));
}

#[test]
fn an_unmapped_custom_meta_schema_is_refused_where_it_is_named() {
    let e = refused(&one(
        "schemas/a.schema.json",
        json!({"properties": {"x": {"$id": "https://example.com/x", "$schema": "https://example.com/meta"}}}),
    ));
    assert_eq!(
        e.to_string(),
        "error: schemas/a.schema.json: /properties/x: $schema: `https://example.com/meta` is not among the \
         schemas given, and no remote mapping covers it (the generator never uses the network)"
    );
}
