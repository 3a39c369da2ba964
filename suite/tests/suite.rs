//! The official JSON-Schema-Test-Suite, draft 2020-12 (vendored in `vendor/`, MIT licence, commit
//! in `vendor/COMMIT`): every group's schema generated and compiled, every test's data read with
//! the generated type. A test passes when the data is accepted exactly when the suite says it is
//! valid, and an accepted value writes back equal to what was read.

use serde_json::Value;

/// The one deliberate difference: `format` is asserted, so the tests of the top-level
/// `format.json` that expect a format to be "only an annotation" (an invalid value accepted) are
/// refused here, and only for their format (the error names it).
fn format_is_asserted(file: &str, valid: bool, result: &Result<Value, String>) -> bool {
    file == "format.json" && valid && result.as_ref().is_err_and(|e| e.contains("(format \""))
}

#[test]
fn official_suite() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/vendor/tests/draft2020-12/");
    let mut groups = 0;
    let mut refused_groups = Vec::new();
    let (mut tests, mut right, mut differences, mut annotation_only) = (0, 0, Vec::new(), 0);
    let mut last_file = String::new();
    let mut json = Value::Null;
    for &(file, index, module) in wire_models_suite::GROUPS {
        if file != last_file {
            let text = std::fs::read_to_string(format!("{root}{file}")).unwrap();
            json = serde_json::from_str(&text).unwrap();
            last_file = file.to_owned();
        }
        let group = &json[index];
        groups += 1;
        for test in group["tests"].as_array().unwrap() {
            tests += 1;
            let valid = test["valid"].as_bool().unwrap();
            let data = &test["data"];
            let Some(result) = wire_models_suite::read(module, &data.to_string()) else {
                if !refused_groups.contains(&module) {
                    refused_groups.push(module);
                }
                continue;
            };
            let verdict_right = match &result {
                Ok(back) => valid && back == data,
                Err(_) => !valid,
            };
            if verdict_right {
                right += 1;
            } else if format_is_asserted(file, valid, &result) {
                annotation_only += 1;
            } else {
                differences.push(format!(
                    "{file} #{index} ({module}) {:?} / {:?}: suite says {}, got {}",
                    group["description"].as_str().unwrap_or(""),
                    test["description"].as_str().unwrap_or(""),
                    if valid { "valid" } else { "invalid" },
                    match &result {
                        Ok(back) if back == data => "accepted".to_owned(),
                        Ok(back) => format!("accepted but wrote back {back}"),
                        Err(e) => format!("refused: {e}"),
                    }
                ));
            }
        }
    }
    for (module, why) in wire_models_suite::REFUSED {
        eprintln!("refused {module}: {why}");
    }
    for d in &differences {
        eprintln!("DIFFERENCE {d}");
    }
    eprintln!(
        "suite: {groups} groups ({} refused by the generator), {tests} tests: {right} right, \
         {annotation_only} format-annotation tests refused (formats are asserted), {} differences",
        wire_models_suite::REFUSED.len(),
        differences.len()
    );
    assert!(
        groups > 300,
        "the vendored suite was not found or not generated"
    );
    assert_eq!(differences, Vec::<String>::new());
    // Every group is generated, the two that `$ref` the official meta-schema included.
    assert_eq!(wire_models_suite::REFUSED, &[] as &[(&str, &str)]);
}
