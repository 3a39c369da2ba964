//! The official JSON-Schema-Test-Suite in every dialect it has (draft-04, draft-06, draft-07,
//! 2019-09, 2020-12; vendored in `vendor/`, MIT licence, commit in `vendor/COMMIT`): every group's
//! schema generated and compiled, every test's data read with the generated type. A test is
//! right when the data is accepted exactly when the suite says it is valid, and an accepted value
//! writes back equal to what was read.
//!
//! Every wrong verdict either is covered by one of the deliberate differences listed in
//! `DIFFERENCES`, each with its reason, or fails the test; so does a refused group, a dialect with
//! fewer than 98% of its tests right (listed differences are not right), and a listed difference
//! that no longer covers any test.

use std::collections::BTreeMap;

use serde_json::Value;
use wire_models_suite::DIALECTS;

/// The least share of a dialect's tests answered right, in percent.
const RIGHT_PERCENT_AT_LEAST: usize = 98;

/// How many wrong tests and refused groups of a dialect are shown in full.
const SHOWN: usize = 5;

/// A test answered, for the deliberate differences to judge.
struct Outcome<'a> {
    /// The file, relative to the dialect's folder.
    file: &'a str,
    group: &'a Value,
    test: &'a Value,
    /// The data read and written back, or why it was refused.
    result: &'a Result<Value, String>,
}

/// A deliberate difference from the suite: which wrong verdicts it covers, and why.
struct Difference {
    name: &'static str,
    reason: &'static str,
    covers: fn(&Outcome) -> bool,
}

/// The deliberate differences, the one place they are listed, in every dialect. A wrong verdict
/// none of them covers fails the test.
const DIFFERENCES: &[Difference] = &[Difference {
    name: "formats are asserted",
    reason: "`format` is checked in every dialect, so the tests of the top-level `format.json` \
             that expect an invalid value to be accepted (in 2019-09 and 2020-12 a format is \
             \"only an annotation\" unless a vocabulary asks for assertion) are refused. Only such \
             a test refused for the format of its own group (the error names it) is covered.",
    covers: format_is_asserted,
}];

fn format_is_asserted(o: &Outcome) -> bool {
    let Some(format) = o.group["schema"]["format"].as_str() else {
        return false;
    };
    o.file == "format.json"
        && o.test["valid"] == true
        && o.result
            .as_ref()
            .is_err_and(|e| e.contains(&format!("(format \"{format}\")")))
}

/// What one dialect's run found.
#[derive(Default)]
struct Report {
    groups: usize,
    compiled: usize,
    tests: usize,
    right: usize,
    /// Wrong verdicts none of the differences covers, by kind.
    invalid_accepted: Vec<String>,
    valid_refused: Vec<String>,
    written_back_changed: Vec<String>,
    /// The tests each listed difference covers, by its name.
    listed: BTreeMap<&'static str, usize>,
    /// The groups the generator refused: module and diagnostics.
    refused: Vec<(&'static str, &'static str)>,
}

impl Report {
    fn line(&self, name: &str) -> String {
        let listed: Vec<String> = DIFFERENCES
            .iter()
            .map(|d| format!("{} {}", self.listed.get(d.name).unwrap_or(&0), d.name))
            .collect();
        format!(
            "{name}: {}/{} groups compiled, {}/{} tests right, {} invalid instances accepted, \
             {} valid instances refused, {} written back changed; listed differences: {}",
            self.compiled,
            self.groups,
            self.right,
            self.tests,
            self.invalid_accepted.len(),
            self.valid_refused.len(),
            self.written_back_changed.len(),
            listed.join(", ")
        )
    }

    /// Why the dialect fails, if it does.
    fn failures(&self) -> Vec<String> {
        let mut failures = Vec::new();
        if self.groups == 0 {
            failures.push("no group generated".to_owned());
        }
        for (what, wrong) in [
            ("invalid instances accepted", &self.invalid_accepted),
            ("valid instances refused", &self.valid_refused),
            (
                "accepted instances written back changed",
                &self.written_back_changed,
            ),
        ] {
            if !wrong.is_empty() {
                failures.push(format!(
                    "{} {what} that no listed difference covers",
                    wrong.len()
                ));
            }
        }
        if !self.refused.is_empty() {
            failures.push(format!("{} groups refused", self.refused.len()));
        }
        if self.right * 100 < self.tests * RIGHT_PERCENT_AT_LEAST {
            failures.push(format!(
                "{} of {} tests right, under {RIGHT_PERCENT_AT_LEAST}%",
                self.right, self.tests
            ));
        }
        failures
    }

    /// The first refused groups and wrong tests, in full.
    fn details(&self, name: &str) -> String {
        let mut out = String::new();
        for (module, why) in self.refused.iter().take(SHOWN) {
            out += &format!("  {name} refused {module}: {}\n", indent(why));
        }
        for (what, wrong) in [
            ("INVALID ACCEPTED", &self.invalid_accepted),
            ("VALID REFUSED", &self.valid_refused),
            ("WRITTEN BACK CHANGED", &self.written_back_changed),
        ] {
            for w in wrong.iter().take(SHOWN) {
                out += &format!("  {name} {what} {w}\n");
            }
            if wrong.len() > SHOWN {
                out += &format!("  {name} … and {} more {what}\n", wrong.len() - SHOWN);
            }
        }
        out
    }
}

fn indent(text: &str) -> String {
    text.trim_end().replace('\n', "\n      ")
}

/// At most `max` characters of `text`.
fn cut(text: String, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text,
    }
}

/// The files of a dialect's folder whose groups are generated (as `build.rs` chooses them).
fn suite_files(root: &str) -> Vec<String> {
    let mut files = Vec::new();
    for dir in ["", "optional/format/"] {
        let mut names: Vec<String> = std::fs::read_dir(format!("{root}{dir}"))
            .unwrap_or_else(|e| panic!("{root}{dir}: {e}"))
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".json"))
            .map(|n| format!("{dir}{n}"))
            .collect();
        names.sort();
        files.extend(names);
    }
    files
}

fn run(folder: &str) -> Report {
    let root = format!("{}/vendor/tests/{folder}/", env!("CARGO_MANIFEST_DIR"));
    let refused: BTreeMap<&'static str, &'static str> =
        wire_models_suite::REFUSED.iter().copied().collect();
    let generated: Vec<(&str, usize, &str, &str)> = wire_models_suite::GROUPS
        .iter()
        .filter(|g| g.folder == folder)
        .map(|g| (g.file, g.index, g.module, g.reader))
        .collect();
    let mut report = Report::default();
    let mut listed_by_build = generated.iter();
    for file in suite_files(&root) {
        let text = std::fs::read_to_string(format!("{root}{file}")).unwrap();
        let json: Value = serde_json::from_str(&text).unwrap();
        for (index, group) in json.as_array().unwrap().iter().enumerate() {
            // Every group of every file, in order: one left out by build.rs fails here.
            let &(built_file, built_index, module, reader) = listed_by_build
                .next()
                .unwrap_or_else(|| panic!("{folder}/{file} #{index}: not generated"));
            assert_eq!(
                (built_file, built_index),
                (file.as_str(), index),
                "{folder}: build.rs generated another group"
            );
            report.groups += 1;
            let why_refused = refused.get_key_value(module);
            match why_refused {
                Some((&module, &why)) => report.refused.push((module, why)),
                None => report.compiled += 1,
            }
            for test in group["tests"].as_array().unwrap() {
                report.tests += 1;
                let valid = test["valid"].as_bool().unwrap();
                let data = &test["data"];
                let result = wire_models_suite::read(module, &data.to_string());
                assert_eq!(
                    result.is_none(),
                    why_refused.is_some(),
                    "{module}: a type exactly when the group is not refused"
                );
                let Some(result) = result else {
                    continue;
                };
                let right = match &result {
                    Ok(back) => valid && back == data,
                    Err(_) => !valid,
                };
                if right {
                    report.right += 1;
                    continue;
                }
                let outcome = Outcome {
                    file: &file,
                    group,
                    test,
                    result: &result,
                };
                if let Some(d) = DIFFERENCES.iter().find(|d| (d.covers)(&outcome)) {
                    *report.listed.entry(d.name).or_default() += 1;
                    continue;
                }
                // A group generated the same as an earlier one is read with that one's type.
                let read_with = if reader == module {
                    String::new()
                } else {
                    format!(", read with {reader}'s type")
                };
                let shown = format!(
                    "{file} #{index} ({module}{read_with}) {:?} / {:?}\n      schema: {}\n      \
                     data: {}\n      suite says {}, got {}",
                    group["description"].as_str().unwrap_or(""),
                    test["description"].as_str().unwrap_or(""),
                    cut(group["schema"].to_string(), 400),
                    cut(data.to_string(), 200),
                    if valid { "valid" } else { "invalid" },
                    match &result {
                        Ok(back) if back == data => "accepted".to_owned(),
                        Ok(back) => cut(format!("accepted, written back as {back}"), 200),
                        Err(e) => format!("refused: {}", indent(e)),
                    }
                );
                match &result {
                    Ok(_) if !valid => report.invalid_accepted.push(shown),
                    Ok(_) => report.written_back_changed.push(shown),
                    Err(_) => report.valid_refused.push(shown),
                }
            }
        }
    }
    let left: Vec<_> = listed_by_build.collect();
    assert!(
        left.is_empty(),
        "{folder}: generated but not in the suite: {left:?}"
    );
    report
}

#[test]
fn official_suite() {
    let mut lines = Vec::new();
    let mut failures = Vec::new();
    let mut covered = BTreeMap::new();
    for (folder, name) in DIALECTS {
        let report = run(folder);
        let line = report.line(name);
        eprintln!("{line}");
        eprint!("{}", report.details(name));
        for (difference, n) in &report.listed {
            *covered.entry(*difference).or_insert(0) += n;
        }
        for failure in report.failures() {
            failures.push(format!("{name}: {failure}"));
        }
        lines.push(line);
    }
    for d in DIFFERENCES {
        eprintln!("listed difference `{}`: {}", d.name, d.reason);
        if !covered.contains_key(d.name) {
            failures.push(format!(
                "the listed difference `{}` covers no test any more: remove it",
                d.name
            ));
        }
    }
    let known: Vec<&str> = wire_models_suite::GROUPS.iter().map(|g| g.module).collect();
    for (module, _) in wire_models_suite::REFUSED {
        assert!(known.contains(module), "refused {module} is no group");
    }
    assert!(
        failures.is_empty(),
        "\n{}\n\nfailing:\n{}\n(the first wrong tests of each dialect are printed above)",
        lines.join("\n"),
        failures.join("\n")
    );
}
