//! Checks a JSON file against one of the wire models and says what is wrong, in plain words.
//!
//! ```text
//! cargo run --example validate -- FILE [--model conversation-context|memory-turn-reference|chat-export]
//! ```
//!
//! Without `--model`, the model is the one the file's members point to (`mapping`, `run_id`,
//! `recent`, ...), or else the first one it is valid against. Prints `valid` and exits 0, or prints each problem with its JSON path and
//! exits 1. Reading stops at the first problem of a document, so to report more, the element of
//! an array (or the node of a chat export's `mapping`) holding a problem is set aside and the
//! rest is checked again: you get the first problem of every such element, and never an error
//! that only follows from another.

use std::process::ExitCode;

use serde::de::DeserializeOwned;
use serde_json::Value;
use wire_models::{ChatExport, ConversationContext, MemoryTurnReference, Segment};

const MODELS: [&str; 3] = [
    "conversation-context",
    "memory-turn-reference",
    "chat-export",
];

/// At most this many problems are listed.
const MAX_PROBLEMS: usize = 50;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (file, model) = match args.as_slice() {
        [file] => (file, None),
        [file, flag, model] | [flag, model, file] if flag == "--model" => {
            (file, Some(model.as_str()))
        }
        _ => return usage(),
    };
    if model.is_some_and(|m| !MODELS.contains(&m)) {
        return usage();
    }
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{file}: {e}");
            return ExitCode::from(2);
        }
    };
    let model = model.unwrap_or_else(|| detect(&text));
    let problems = match model {
        "conversation-context" => problems::<ConversationContext>(&text),
        "memory-turn-reference" => problems::<MemoryTurnReference>(&text),
        _ => problems::<ChatExport>(&text),
    };
    if problems.is_empty() {
        println!("valid ({model})");
        ExitCode::SUCCESS
    } else {
        println!("{file} is not a valid {model}:");
        for p in &problems {
            println!("  {p}");
        }
        ExitCode::FAILURE
    }
}

fn usage() -> ExitCode {
    eprintln!("usage: validate FILE [--model {}]", MODELS.join("|"));
    ExitCode::from(2)
}

/// The model the file's members point to; when they point to none, the first model the text is
/// valid against. Members come first because validity alone does not decide: every object is
/// valid against the conversation context, whose members are all optional and open.
fn detect(text: &str) -> &'static str {
    if let Ok(Value::Object(members)) = serde_json::from_str::<Value>(text) {
        let has = |names: &[&str]| names.iter().any(|n| members.contains_key(*n));
        if has(&["messages", "mapping", "format", "@context", "current_node"]) {
            return "chat-export";
        }
        if has(&[
            "run_id",
            "user_sha256",
            "answer_sha256",
            "availability",
            "thread_id",
        ]) {
            return "memory-turn-reference";
        }
        if has(&["recent", "recalled", "summary"]) {
            return "conversation-context";
        }
    }
    let valid = [
        wire_models::from_str::<ConversationContext>(text).is_ok(),
        wire_models::from_str::<MemoryTurnReference>(text).is_ok(),
        wire_models::from_str::<ChatExport>(text).is_ok(),
    ];
    valid
        .iter()
        .position(|v| *v)
        .map_or("chat-export", |i| MODELS[i])
}

/// Every problem found, one per element set aside.
fn problems<T: DeserializeOwned>(text: &str) -> Vec<String> {
    let first = match wire_models::from_str::<T>(text) {
        Ok(_) => return Vec::new(),
        Err(e) => e,
    };
    let mut found = vec![first.to_string()];
    let Ok(mut value) = serde_json::from_str::<Value>(text) else {
        return found; // not JSON: the first error says where
    };
    let mut removed = Removed::default();
    let mut path = first.path().segments().to_vec();
    while found.len() < MAX_PROBLEMS && set_aside(&mut value, &path, &mut removed) {
        let again = serde_json::to_string(&value).expect("a Value serializes");
        match wire_models::from_str::<T>(&again) {
            Ok(_) => break,
            Err(e) => {
                path = e.path().segments().to_vec();
                // Positions refer to the re-written text, so only the path and message are kept;
                // the path is given in the numbering of the original file.
                found.push(format!(
                    "{}: {}",
                    display(&removed.original(&path)),
                    e.message()
                ));
            }
        }
    }
    found
}

/// The array elements set aside so far: per array (its path in the original file), the
/// original indexes removed, so later paths can be numbered as in the original file.
#[derive(Default)]
struct Removed(std::collections::BTreeMap<String, Vec<usize>>);

impl Removed {
    /// `path` (in the current, reduced document) as it reads in the original file.
    fn original(&self, path: &[Segment]) -> Vec<Segment> {
        let mut out: Vec<Segment> = Vec::with_capacity(path.len());
        for segment in path {
            match segment {
                Segment::Index(i) => {
                    let mut index = *i;
                    if let Some(gone) = self.0.get(&display(&out)) {
                        for g in gone {
                            if *g <= index {
                                index += 1;
                            }
                        }
                    }
                    out.push(Segment::Index(index));
                }
                key => out.push(key.clone()),
            }
        }
        out
    }
}

fn display(path: &[Segment]) -> String {
    let mut p = wire_models::Path::default();
    for s in path {
        p = p.join(s.clone());
    }
    p.to_string()
}

/// Removes the deepest array element, or `mapping` node, on `path`; false when there is none.
fn set_aside(root: &mut Value, path: &[Segment], removed: &mut Removed) -> bool {
    let Some(cut) = path.iter().enumerate().rev().find_map(|(i, s)| {
        let in_mapping = i == 1 && matches!(&path[0], Segment::Key(k) if k == "mapping");
        (matches!(s, Segment::Index(_)) || in_mapping).then_some(i)
    }) else {
        return false;
    };
    let mut parent = &mut *root;
    for segment in &path[..cut] {
        let next = match segment {
            Segment::Key(k) => parent.get_mut(k.as_str()),
            Segment::Index(i) => parent.get_mut(*i),
        };
        match next {
            Some(v) => parent = v,
            None => return false,
        }
    }
    match (&path[cut], parent) {
        (Segment::Index(i), Value::Array(items)) if *i < items.len() => {
            items.remove(*i);
            let original = removed.original(&path[..=cut]);
            let array = display(&original[..cut]);
            if let Some(Segment::Index(o)) = original.last() {
                let gone = removed.0.entry(array).or_default();
                gone.push(*o);
                gone.sort_unstable();
            }
            true
        }
        (Segment::Key(k), Value::Object(members)) => members.shift_remove(k).is_some(),
        _ => false,
    }
}
