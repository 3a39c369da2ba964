//! Prints the showing version of an exported conversation as a readable transcript.
//!
//! ```text
//! cargo run --example transcript -- tests/export-data/branching.json
//! cargo run --example transcript -- - < export.json
//! ```
//!
//! Each message gets a speaker label; an answer's tool calls (name and arguments) and their
//! results come before it, as they happened; an answer keeps its citation markers `[n]` and is
//! followed by its sources from `lens.citations`. Where a message has other versions, the
//! transcript says which one is showing. A file that is not a valid export prints the reading
//! error and exits with status 1.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::fs::File;
use std::io::{self, BufReader, Read};
use std::process::ExitCode;

use wire_models::chat_export::{
    ChatMessageRole, Citation, Document, OpenaiMessage, OpenaiMessageRole,
};
use wire_models::ChatExport;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [path] = args.as_slice() else {
        eprintln!("usage: transcript <export.json | ->");
        return ExitCode::from(2);
    };
    let input: Box<dyn Read> = if path == "-" {
        Box::new(io::stdin().lock())
    } else {
        match File::open(path) {
            Ok(file) => Box::new(file),
            Err(e) => {
                eprintln!("{path}: {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    // from_reader does not buffer: without BufReader every byte would be a read call.
    let export: ChatExport = match wire_models::from_reader(BufReader::new(input)) {
        Ok(export) => export,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let text = match &export {
        ChatExport::Document(document) => document_transcript(document),
        ChatExport::Messages(messages) => Ok(messages_transcript(&messages.messages)),
    };
    match text {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The showing version of a document, with its title, versions and sources.
fn document_transcript(document: &Document) -> Result<String, wire_models::export::ExportError> {
    let mut out = String::new();
    writeln!(out, "# {}", document.title).unwrap();
    let mut about = Vec::new();
    if let Some(creator) = &document.dc_creator {
        about.push(creator.clone());
    }
    if let Some(Some(created)) = &document.dc_created {
        about.push(format!("started {created}"));
    }
    about.push(document.dc_identifier.clone());
    writeln!(out, "{}", about.join(" · ")).unwrap();

    let thread = document.thread()?;
    if thread.is_empty() {
        writeln!(out, "\n(no messages)").unwrap();
    }
    for node in thread {
        writeln!(out).unwrap();
        let versions = document.versions(&node.id)?;
        let speaker = match node.message.role {
            ChatMessageRole::User => speaker(OpenaiMessageRole::User),
            ChatMessageRole::Assistant => speaker(OpenaiMessageRole::Assistant),
        };
        if versions.nodes.len() > 1 {
            writeln!(
                out,
                "{speaker} (version {} of {}):",
                versions.index + 1,
                versions.nodes.len()
            )
            .unwrap();
        } else {
            writeln!(out, "{speaker}:").unwrap();
        }
        write_tool_messages(&mut out, node.tool_messages.as_deref().unwrap_or_default());
        writeln!(out, "{}", indent(&node.message.content)).unwrap();
        write_sources(&mut out, node.lens.citations.as_deref().unwrap_or_default());
    }
    Ok(out)
}

/// The messages form: one version already, so only speakers, tool calls and texts.
fn messages_transcript(messages: &[OpenaiMessage]) -> String {
    let mut out = String::new();
    let mut pending = Vec::new();
    for message in messages {
        // Tool traffic is gathered and shown under the answer it leads to, as in a document.
        if message.role == OpenaiMessageRole::Tool
            || message.tool_calls.as_ref().is_some_and(|c| !c.is_empty())
        {
            pending.push(message.clone());
            continue;
        }
        writeln!(out, "\n{}:", speaker(message.role)).unwrap();
        write_tool_messages(&mut out, &pending);
        pending.clear();
        writeln!(out, "{}", indent(content(message))).unwrap();
    }
    if !pending.is_empty() {
        writeln!(out, "\nAssistant (no answer):").unwrap();
        write_tool_messages(&mut out, &pending);
    }
    out
}

/// A message's text; `content` may be absent or `null` (a message that only calls tools).
fn content(message: &OpenaiMessage) -> &str {
    message
        .content
        .as_ref()
        .and_then(Option::as_deref)
        .unwrap_or("")
}

fn speaker(role: OpenaiMessageRole) -> &'static str {
    match role {
        OpenaiMessageRole::System => "System",
        OpenaiMessageRole::User => "You",
        OpenaiMessageRole::Assistant => "Assistant",
        OpenaiMessageRole::Tool => "Tool",
    }
}

/// Tool calls with their arguments, then each result under the name of the call it answers.
fn write_tool_messages(out: &mut String, messages: &[OpenaiMessage]) {
    // A tool message names its call only by id; the name comes from the call.
    let mut names = HashMap::new();
    for message in messages {
        for call in message.tool_calls.iter().flatten() {
            names.insert(call.id.as_str(), call.function.name.as_str());
            writeln!(
                out,
                "  -> {}({})",
                call.function.name, call.function.arguments
            )
            .unwrap();
        }
        if message.role == OpenaiMessageRole::Tool {
            let id = message.tool_call_id.as_deref().unwrap_or("?");
            let name = names.get(id).copied().unwrap_or(id);
            let content = content(message);
            writeln!(out, "  <- {name}: {content}").unwrap();
        }
    }
}

/// The sources an answer's `[n]` markers point to.
fn write_sources(out: &mut String, citations: &[Citation]) {
    if citations.is_empty() {
        return;
    }
    writeln!(out, "  Sources:").unwrap();
    for citation in citations {
        let mut line = format!("    [{}] {}", citation.n, citation.source);
        let mut what = Vec::new();
        if let Some(Some(title)) = &citation.title {
            what.push(title.clone());
        }
        if let Some(Some(speaker)) = &citation.speaker {
            what.push(speaker.clone());
        }
        if let Some(Some(time)) = &citation.time {
            what.push(format!("at {time}"));
        }
        if !what.is_empty() {
            line.push_str(&format!(": {}", what.join(", ")));
        }
        if let Some(Some(url)) = &citation.url {
            line.push_str(&format!(" <{url}>"));
        }
        if citation.used == Some(Some(false)) {
            line.push_str(" (not cited)");
        }
        writeln!(out, "{line}").unwrap();
    }
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|line| format!("  {line}"))
        .collect::<Vec<_>>()
        .join("\n")
}
