//! The README's shell transcripts are what the programs print: every ```` ```text ```` block of
//! README.md holding `$ ` lines is replayed, command by command, and each command's output must
//! be the lines the README shows after it. A transcript with a command this test cannot replay
//! fails, so none can be added unchecked.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// One `$ ` line of a transcript and the lines shown after it.
struct Step {
    command: String,
    output: String,
}

/// The transcripts of a Markdown text: the ```` ```text ```` blocks that hold a `$ ` line.
fn transcripts(markdown: &str) -> Vec<Vec<Step>> {
    let mut all = Vec::new();
    let mut lines = markdown.lines();
    while let Some(line) = lines.next() {
        if line.trim_end() != "```text" {
            continue;
        }
        let block: Vec<&str> = lines
            .by_ref()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        let mut steps: Vec<Step> = Vec::new();
        for line in block {
            if let Some(command) = line.strip_prefix("$ ") {
                steps.push(Step {
                    command: command.to_owned(),
                    output: String::new(),
                });
            } else if let Some(step) = steps.last_mut() {
                step.output.push_str(line);
                step.output.push('\n');
            }
        }
        if !steps.is_empty() {
            all.push(steps);
        }
    }
    all
}

/// Builds the example `name` as `cargo test --workspace` does (so the build reuses its
/// artifacts) and gives the path of the program.
fn example(name: &str) -> PathBuf {
    let out = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--workspace", "--example", name])
        .arg("--message-format=json")
        .current_dir(root())
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "building the example {name} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|message| message["target"]["name"] == name)
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
        .unwrap_or_else(|| panic!("cargo built no program for the example {name}"))
}

/// Runs one transcript in the project folder; the problems found, if any.
fn replay(steps: &[Step]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut status: Option<i32> = None;
    for step in steps {
        let words: Vec<&str> = step.command.split_whitespace().collect();
        let printed = match words.as_slice() {
            ["cargo", "run", "--example", name, "--", args @ ..] => {
                let out = Command::new(example(name))
                    .args(args)
                    .current_dir(root())
                    .output()
                    .expect("the example runs");
                if !out.stderr.is_empty() {
                    problems.push(format!(
                        "`{}` also printed to stderr:\n{}",
                        step.command,
                        String::from_utf8_lossy(&out.stderr)
                    ));
                }
                status = out.status.code();
                String::from_utf8_lossy(&out.stdout).into_owned()
            }
            ["echo", "$?"] => match status {
                Some(code) => format!("{code}\n"),
                None => {
                    problems.push("`echo $?` with no command before it".to_owned());
                    continue;
                }
            },
            _ => {
                problems.push(format!(
                    "`{}`: this test cannot replay that command; teach it, or show the command \
                     another way",
                    step.command
                ));
                continue;
            }
        };
        if printed != step.output {
            problems.push(format!(
                "`{}` prints:\n{printed}but README.md shows:\n{}",
                step.command, step.output
            ));
        }
    }
    problems
}

#[test]
fn the_readme_transcripts_are_what_the_programs_print() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md is readable");
    let all = transcripts(&readme);
    assert!(
        !all.is_empty(),
        "README.md shows no transcript: is this test still needed?"
    );
    let problems: Vec<String> = all.iter().flat_map(|steps| replay(steps)).collect();
    assert!(problems.is_empty(), "\n{}", problems.join("\n\n"));
}

/// The parser itself: commands, their output, and blocks without a `$ ` line left out.
#[test]
fn transcripts_are_read_from_text_blocks() {
    let markdown = "```text\nnot a transcript\n```\n\n```text\n$ a\none\ntwo\n$ b\n```\n\
                    ```sh\n$ c\n```\n";
    let all = transcripts(markdown);
    assert_eq!(all.len(), 1);
    let got: Vec<(&str, &str)> = all[0]
        .iter()
        .map(|s| (s.command.as_str(), s.output.as_str()))
        .collect();
    assert_eq!(got, [("a", "one\ntwo\n"), ("b", "")]);
}
