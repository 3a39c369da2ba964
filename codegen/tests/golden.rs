//! The golden corpus: `tests/golden/<feature>.schema.json` is a small schema showing one feature,
//! `tests/golden/<feature>.rs` the module the generator must write for it (as a crate other than
//! wire-models gets it, runtime `::wire_models`). A difference fails with a unified diff;
//! `WIRE_MODELS_BLESS=1 cargo test -p wire-models-codegen --test golden` rewrites the expected
//! files instead. The suite crate compiles every expected file (`suite/src/golden.rs`) and reads
//! and writes documents with it (`suite/tests/golden.rs`), so what is pinned here also builds
//! and behaves.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use similar::TextDiff;
use wire_models_codegen::{generate_with, Options, SchemaSource};

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// The features of the corpus: every `<feature>.schema.json`, sorted.
fn features() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(golden_dir())
        .expect("tests/golden exists")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter_map(|n| n.strip_suffix(".schema.json").map(str::to_owned))
        .collect();
    names.sort();
    names
}

fn options() -> Options {
    Options {
        runtime: "::wire_models".into(),
        ..Default::default()
    }
}

/// The module generated for `feature`, or why it could not be.
fn generated(feature: &str) -> Result<String, String> {
    let path = format!("tests/golden/{feature}.schema.json");
    let text = fs::read_to_string(golden_dir().join(format!("{feature}.schema.json")))
        .map_err(|e| format!("{path}: {e}"))?;
    let files = generate_with(&[SchemaSource { path, text }], &options())
        .map_err(|d| format!("refused:\n{d}"))?;
    let module = files
        .iter()
        .find(|f| f.name == format!("{feature}.rs"))
        .ok_or_else(|| format!("no {feature}.rs among {:?}", names(&files)))?;
    // The suite includes the module file alone: the index must hold nothing else it needs.
    let index = files
        .iter()
        .find(|f| f.name == "models.rs")
        .ok_or_else(|| format!("no models.rs among {:?}", names(&files)))?;
    if index.contents.contains("mod __rules") || files.len() != 2 {
        return Err(format!(
            "the index holds items of its own, which suite/src/golden.rs does not include:\n{}",
            index.contents
        ));
    }
    Ok(module.contents.clone())
}

fn names(files: &[wire_models_codegen::GeneratedFile]) -> Vec<&str> {
    files.iter().map(|f| f.name.as_str()).collect()
}

#[test]
fn every_feature_generates_its_expected_module() {
    let bless = std::env::var_os("WIRE_MODELS_BLESS").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    for feature in features() {
        let actual = match generated(&feature) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{feature}: {e}"));
                continue;
            }
        };
        let relative = format!("tests/golden/{feature}.rs");
        let path = golden_dir().join(format!("{feature}.rs"));
        let expected = fs::read_to_string(&path).unwrap_or_default();
        if expected == actual {
            continue;
        }
        if bless {
            fs::write(&path, &actual).unwrap_or_else(|e| panic!("{relative}: {e}"));
            println!("wrote {relative}");
            continue;
        }
        let diff = TextDiff::from_lines(&expected, &actual)
            .unified_diff()
            .context_radius(3)
            .header(&format!("{relative} (expected)"), "generated")
            .to_string();
        failures.push(format!("{relative} is stale:\n{diff}"));
    }
    assert!(
        failures.is_empty(),
        "{}\n\n{} of {} golden files differ; if the change is intended, run `WIRE_MODELS_BLESS=1 cargo test -p wire-models-codegen --test golden` and review the diff",
        failures.join("\n\n"),
        failures.len(),
        features().len()
    );
}

/// Every type made of a union's objects alone (its facet, documented as "The objects of
/// [`Union`]") is the object variant of that union: a union that is an enum of its branches'
/// own types holds none, and gets none.
#[test]
fn every_facet_type_is_held_by_its_union() {
    for feature in features() {
        let module = generated(&feature).unwrap_or_default();
        // `Box<Name>` may be split over lines by rustfmt.
        let compact: String = module.split_whitespace().collect();
        let mut facets = 0;
        let marker = "The objects of [`";
        for (at, _) in module.match_indices(marker) {
            let union = module[at + marker.len()..]
                .split('`')
                .next()
                .unwrap_or_default();
            let declared = module[at..]
                .lines()
                .find_map(|l| {
                    l.strip_prefix("pub enum ")
                        .or(l.strip_prefix("pub struct "))
                })
                .and_then(|l| l.split([' ', '(', '{']).next())
                .unwrap_or_default();
            let held = format!("Box<{declared}>");
            assert!(
                compact.contains(&held),
                "{feature}: {declared}, the objects of {union}, is held by no type"
            );
            facets += 1;
        }
        if feature == "untyped_unions" {
            assert!(facets >= 2, "{feature}: {facets} facet types");
        }
    }
}

/// Generating is deterministic: two runs give the same bytes.
#[test]
fn generating_twice_gives_the_same_bytes() {
    for feature in features() {
        assert_eq!(generated(&feature), generated(&feature), "{feature}");
    }
}

/// Every expected module has its schema (a module left behind by a removed schema would still
/// be compiled by the suite), and the suite compiles every one.
#[test]
fn every_expected_module_has_a_schema_and_is_compiled() {
    let features: BTreeSet<String> = features().into_iter().collect();
    let modules: BTreeSet<String> = fs::read_dir(golden_dir())
        .expect("tests/golden exists")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter_map(|n| n.strip_suffix(".rs").map(str::to_owned))
        .collect();
    assert_eq!(modules, features, "tests/golden: modules and schemas");
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("../suite/src/golden.rs");
    let included = fs::read_to_string(&suite).expect("suite/src/golden.rs");
    for feature in &features {
        let module = format!("pub mod {feature} {{");
        let file = format!("\"/../codegen/tests/golden/{feature}.rs\"");
        let compiled = included.find(&module).is_some_and(|at| {
            included[at..]
                .split('}')
                .next()
                .unwrap_or("")
                .contains(&file)
        });
        assert!(
            compiled,
            "suite/src/golden.rs does not compile tests/golden/{feature}.rs in `pub mod {feature}`"
        );
    }
}

/// The corpus covers the features it is meant to pin.
#[test]
fn the_corpus_covers_each_feature() {
    let keywords = [
        "\"required\"",
        "\"$defs\"",
        "\"$ref\"",
        "\"minLength\"",
        "\"pattern\"",
        "\"minimum\"",
        "\"exclusiveMaximum\"",
        "\"multipleOf\"",
        "\"enum\"",
        "\"const\"",
        "\"prefixItems\"",
        "\"items\"",
        "\"additionalProperties\"",
        "\"patternProperties\"",
        "\"propertyNames\"",
        "\"oneOf\"",
        "\"discriminator\"",
        "\"anyOf\"",
        "\"allOf\"",
        "\"if\"",
        "\"then\"",
        "\"else\"",
        "\"not\"",
        "\"dependentRequired\"",
        "\"dependentSchemas\"",
        "\"contains\"",
        "\"minContains\"",
        "\"uniqueItems\"",
        "\"unevaluatedProperties\"",
        "\"$anchor\"",
        "\"$dynamicRef\"",
        "\"$dynamicAnchor\"",
        "\"uuid\"",
        "\"date\"",
        "\"email\"",
        "\"ipv4\"",
        "\"x-",
    ];
    let all: String = features()
        .iter()
        .map(|f| {
            fs::read_to_string(golden_dir().join(format!("{f}.schema.json"))).expect("readable")
        })
        .collect();
    for keyword in keywords {
        assert!(all.contains(keyword), "no golden schema uses {keyword}");
    }
    let roots: BTreeSet<String> = features()
        .iter()
        .map(|f| {
            fs::read_to_string(golden_dir().join(format!("{f}.schema.json")))
                .expect("readable")
                .trim()
                .to_owned()
        })
        .collect();
    assert!(
        roots.contains("true") && roots.contains("false"),
        "boolean schema roots"
    );
}
