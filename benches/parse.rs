//! Parsing (and writing back) large documents with `wire_models`, against `serde_json::Value`,
//! `Value` + the reference validator (boon), serde_json skipping everything (`IgnoredAny`) and
//! plain `#[derive(Deserialize)]` types without validation.
//!
//! ```text
//! cargo bench --bench parse
//! ```
//!
//! The inputs are generated at start from fixed seeds: a chat export of 20,000 nodes (about
//! 25 MB) and an array of 100,000 memory turn references. Before anything is timed, the setup
//! checks that they parse with `wire_models::from_str`, that smaller instances from the same
//! generators are valid for boon, and that a broken copy is refused by both, so no case measures
//! an error path.
//!
//! Then it prints, in this order: the peak memory of each parse (a counting allocator that is off
//! while timing), criterion's measurements (one group per input, throughput in bytes of the
//! input text), and a summary measured by interleaving the cases round by round (each round runs
//! every case once, in rotating order), which gives each case's median time, MB/s and median
//! per-round ratio to `Value`. Ratios from the summary are the ones to quote: the machine is
//! shared, and interleaving spreads any slow period over all cases alike.
//!
//! Every timed closure drops what it built, so drop is included everywhere.
//!
//! Under `cargo test --benches` (no `--bench` argument) the inputs are small and each case runs
//! once. Environment: `PARSE_BENCH_ROUNDS` (summary rounds, default 15), `PARSE_BENCH_SUMMARY=0`
//! skips the memory report and the summary, `PARSE_BENCH_MEMORY_ONLY=1` stops after the memory
//! report, `PARSE_BENCH_DUMP=<dir>` writes the generated inputs there (for profiling with a
//! separate driver).

mod support;

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode};
use serde_json::Value;
use wire_models::chat_export::Document;
use wire_models::{ChatExport, MemoryTurnReference};
use wire_models_codegen::SchemaSource;

use support::measure::{
    case, criterion_group, ignored_any_case, machine, mb, median, summary, value_boon_case,
    value_case, Case, Peaks,
};
use support::{gen, peak, plain};

#[global_allocator]
static ALLOC: peak::Counting = peak::Counting;

const CHAT_SCHEMA: &str = include_str!("../schemas/chat-export.schema.json");
const CONTEXT_SCHEMA: &str = include_str!("../schemas/conversation-context.schema.json");
const REFS_SCHEMA: &str = include_str!("../schemas/memory-turn-reference.schema.json");

const CHAT_SEED: u64 = 0x1e25_c4a7_0000_0001;
const REFS_SEED: u64 = 0x1e25_c4a7_0000_0002;

/// How big the inputs are and how long the summary runs.
struct Plan {
    nodes: usize,
    refs: usize,
    /// Sizes of the instances validated with boon at setup.
    small_nodes: usize,
    small_refs: usize,
    rounds: usize,
    summary: bool,
}

impl Plan {
    fn from_args() -> Plan {
        let args: Vec<String> = std::env::args().collect();
        let has = |flag: &str| args.iter().any(|a| a == flag);
        let full = has("--bench");
        let rounds = std::env::var("PARSE_BENCH_ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(15);
        let summary = full
            && !has("--list")
            && !has("--profile-time")
            && std::env::var("PARSE_BENCH_SUMMARY").as_deref() != Ok("0");
        if full {
            Plan {
                nodes: 20_000,
                refs: 100_000,
                small_nodes: 1_000,
                small_refs: 5_000,
                rounds,
                summary,
            }
        } else {
            Plan {
                nodes: 200,
                refs: 1_000,
                small_nodes: 100,
                small_refs: 200,
                rounds: 1,
                summary,
            }
        }
    }
}

/// The reference validator, with the three schemas compiled once.
struct Boon {
    schemas: boon::Schemas,
    chat: boon::SchemaIndex,
    refs: boon::SchemaIndex,
}

impl Boon {
    fn new() -> Boon {
        let mut compiler = boon::Compiler::new();
        // Our types check `format: date-time`; boon only asserts formats when asked.
        compiler.enable_format_assertions();
        let json = |text: &str| -> Value { serde_json::from_str(text).expect("schema is JSON") };
        let base = "https://bench.invalid/";
        compiler
            .add_resource(&format!("{base}chat-export.schema.json"), json(CHAT_SCHEMA))
            .expect("add chat schema");
        compiler
            .add_resource(
                &format!("{base}memory-turn-reference.schema.json"),
                json(REFS_SCHEMA),
            )
            .expect("add references schema");
        compiler
            .add_resource(
                &format!("{base}references.schema.json"),
                serde_json::json!({
                    "$schema": "https://json-schema.org/draft/2020-12/schema",
                    "type": "array",
                    "items": {"$ref": "memory-turn-reference.schema.json"}
                }),
            )
            .expect("add array schema");
        let mut schemas = boon::Schemas::new();
        let chat = compiler
            .compile(&format!("{base}chat-export.schema.json"), &mut schemas)
            .unwrap_or_else(|e| panic!("boon compiles the chat schema: {e}"));
        let refs = compiler
            .compile(&format!("{base}references.schema.json"), &mut schemas)
            .unwrap_or_else(|e| panic!("boon compiles the references schema: {e}"));
        Boon {
            schemas,
            chat,
            refs,
        }
    }

    fn valid(&self, value: &Value, index: boon::SchemaIndex) -> Result<(), String> {
        self.schemas
            .validate(value, index)
            .map_err(|e| format!("{e:#}"))
    }
}

struct Inputs {
    chat: String,
    refs: String,
}

fn to_json(value: &Value) -> String {
    serde_json::to_string(value).expect("a Value serializes")
}

fn generate(plan: &Plan) -> Inputs {
    let chat = to_json(&gen::chat_export(plan.nodes, CHAT_SEED));
    let refs = to_json(&gen::memory_turn_references(plan.refs, REFS_SEED));
    if let Ok(dir) = std::env::var("PARSE_BENCH_DUMP") {
        let dir = std::path::Path::new(&dir);
        std::fs::create_dir_all(dir).expect("create the dump folder");
        std::fs::write(dir.join("chat-export.json"), &chat).expect("write chat-export.json");
        std::fs::write(dir.join("references.json"), &refs).expect("write references.json");
        eprintln!("wrote the inputs to {}", dir.display());
    }
    Inputs { chat, refs }
}

fn parse_chat(text: &str) -> ChatExport {
    wire_models::from_str(text).unwrap_or_else(|e| panic!("chat export does not parse: {e}"))
}

fn parse_document(text: &str) -> Document {
    wire_models::from_str(text).unwrap_or_else(|e| panic!("document does not parse: {e}"))
}

fn parse_refs(text: &str) -> Vec<MemoryTurnReference> {
    wire_models::from_str(text).unwrap_or_else(|e| panic!("references do not parse: {e}"))
}

fn parse_value(text: &str) -> Value {
    serde_json::from_str(text).expect("valid JSON")
}

/// Counts what the generated document holds, to show it has what the benchmark claims.
fn describe_document(doc: &Document) -> String {
    use std::collections::BTreeMap;
    let mut sources: BTreeMap<String, usize> = BTreeMap::new();
    let (mut versions, mut tools, mut cites, mut extras, mut non_ascii) = (0, 0, 0, 0, 0);
    for node in doc.mapping.values() {
        versions += usize::from(node.lens.versions.is_some());
        tools += usize::from(node.tool_messages.as_ref().is_some_and(|t| !t.is_empty()));
        extras += usize::from(!node.extra.is_empty())
            + usize::from(!node.lens.extra.is_empty())
            + usize::from(!node.message.extra.is_empty());
        non_ascii += usize::from(!node.message.content.is_ascii());
        for c in node.lens.citations.iter().flatten() {
            cites += 1;
            extras += usize::from(!c.extra.is_empty());
            *sources.entry(c.source.to_string()).or_default() += 1;
        }
    }
    format!(
        "{} nodes, {versions} with lens.versions, {tools} with tool_messages, {cites} citations \
         {sources:?}, {extras} objects with unknown members (+ root, @context), \
         {non_ascii} messages with non-ASCII text",
        doc.mapping.len()
    )
}

/// Up to `limit` paths where two values differ, and how many differences there are in all.
fn differences(
    a: &Value,
    b: &Value,
    path: &mut String,
    found: &mut Vec<String>,
    limit: usize,
) -> usize {
    let note = |found: &mut Vec<String>, what: String| {
        if found.len() < limit {
            found.push(what);
        }
        1
    };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut n = 0;
            for (k, v) in x {
                let len = path.len();
                path.push('.');
                path.push_str(k);
                n += match y.get(k) {
                    Some(w) => differences(v, w, path, found, limit),
                    None => note(found, format!("{path}: {} -> absent", brief(v))),
                };
                path.truncate(len);
            }
            for (k, w) in y {
                if !x.contains_key(k) {
                    n += note(found, format!("{path}.{k}: absent -> {}", brief(w)));
                }
            }
            n
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let mut n = 0;
            for (i, (v, w)) in x.iter().zip(y).enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                n += differences(v, w, path, found, limit);
                path.truncate(len);
            }
            n
        }
        _ if a == b => 0,
        _ => note(found, format!("{path}: {} -> {}", brief(a), brief(b))),
    }
}

fn brief(v: &Value) -> String {
    match v {
        Value::Object(m) if m.is_empty() => "{}".into(),
        Value::Array(a) if a.is_empty() => "[]".into(),
        Value::Object(_) => "an object".into(),
        Value::Array(_) => "an array".into(),
        Value::String(_) => "a string".into(),
        other => other.to_string(),
    }
}

/// Makes sure every case measures the success path, and shows what the inputs hold.
fn check_inputs(plan: &Plan, inputs: &Inputs, boon: &Boon) {
    let ChatExport::Document(doc) = parse_chat(&inputs.chat) else {
        panic!("the chat export was read as the messages form");
    };
    assert_eq!(doc.mapping.len(), plan.nodes);
    eprintln!("chat export: {}", describe_document(&doc));
    let doc2 = parse_document(&inputs.chat);
    assert_eq!(doc, doc2, "ChatExport and Document read the same");
    drop(doc2);
    let plain: plain::Document = serde_json::from_str(&inputs.chat).expect("plain derive parses");
    assert_eq!(plain.mapping.len(), plan.nodes);
    drop(plain);

    // Writing back: reading the written text gives the same model (idempotent), and how the
    // written JSON differs from the input.
    let written = serde_json::to_string(&ChatExport::Document(doc.clone())).expect("serialize");
    assert_eq!(
        parse_document(&written),
        doc,
        "read(write(read(x))) == read(x)"
    );
    let mut found = Vec::new();
    let n = differences(
        &parse_value(&inputs.chat),
        &parse_value(&written),
        &mut String::from("$"),
        &mut found,
        4,
    );
    eprintln!(
        "round trip through ChatExport: {} bytes in, {} bytes out, {n} JSON differences{}",
        inputs.chat.len(),
        written.len(),
        if n > 0 {
            format!(", e.g. {}", found.join("; "))
        } else {
            String::new()
        }
    );
    drop(doc);

    let refs = parse_refs(&inputs.refs);
    assert_eq!(refs.len(), plan.refs);
    drop(refs);
    let plain: Vec<plain::MemoryTurnReference> =
        serde_json::from_str(&inputs.refs).expect("plain derive parses the references");
    assert_eq!(plain.len(), plan.refs);
    drop(plain);

    // The reference validator agrees on smaller instances from the same generators.
    let small_chat = gen::chat_export(plan.small_nodes, CHAT_SEED);
    boon.valid(&small_chat, boon.chat)
        .unwrap_or_else(|e| panic!("boon refuses the generated chat export: {e}"));
    parse_chat(&to_json(&small_chat));
    let small_refs = gen::memory_turn_references(plan.small_refs, REFS_SEED);
    boon.valid(&small_refs, boon.refs)
        .unwrap_or_else(|e| panic!("boon refuses the generated references: {e}"));
    parse_refs(&to_json(&small_refs));

    // ... and both refuse a broken copy, so validation is really on.
    let mut bad_chat = small_chat;
    let cited = bad_chat["mapping"]
        .as_object_mut()
        .expect("mapping")
        .values_mut()
        .find_map(|n| {
            n["lens"]["citations"]
                .as_array_mut()
                .filter(|c| !c.is_empty())
        })
        .expect("a node with citations");
    cited[0]["source"] = "radio".into();
    assert!(boon.valid(&bad_chat, boon.chat).is_err());
    assert!(wire_models::from_str::<ChatExport>(&to_json(&bad_chat)).is_err());
    let mut bad_refs = small_refs;
    bad_refs[0]["user_sha256"] = "ABC".into();
    assert!(boon.valid(&bad_refs, boon.refs).is_err());
    assert!(wire_models::from_str::<Vec<MemoryTurnReference>>(&to_json(&bad_refs)).is_err());
}

/// Peak bytes allocated by each parse, with its result alive, as a ratio to `Value`.
fn memory_report(inputs: &Inputs) {
    Peaks::new()
        .row("serde_json::Value", || parse_value(&inputs.chat))
        .row("wire_models ChatExport", || parse_chat(&inputs.chat))
        .row("wire_models Document", || parse_document(&inputs.chat))
        .row("plain derive Document", || {
            serde_json::from_str::<plain::Document>(&inputs.chat).expect("plain")
        })
        .print("chat export", inputs.chat.len());
    Peaks::new()
        .row("serde_json::Value", || parse_value(&inputs.refs))
        .row("wire_models Vec<MemoryTurnReference>", || {
            parse_refs(&inputs.refs)
        })
        .row("plain derive Vec<MemoryTurnReference>", || {
            serde_json::from_str::<Vec<plain::MemoryTurnReference>>(&inputs.refs).expect("plain")
        })
        .print("memory turn references", inputs.refs.len());
}

/// The chat export cases; `parsed` and `value` are what the serializing cases write.
fn chat_cases<'a>(
    text: &'a str,
    boon: &'a Boon,
    parsed: &'a ChatExport,
    value: &'a Value,
) -> Vec<Case<'a>> {
    vec![
        value_case(text),
        case(
            "chat_export",
            "wire_models::from_str::<ChatExport> (validating)",
            "value",
            move || {
                black_box(parse_chat(black_box(text)));
            },
        ),
        case(
            "document",
            "wire_models::from_str::<chat_export::Document>",
            "value",
            move || {
                black_box(parse_document(black_box(text)));
            },
        ),
        value_boon_case(text, &boon.schemas, boon.chat),
        ignored_any_case(text),
        case(
            "plain_derive",
            "plain #[derive(Deserialize)] Document, no validation",
            "value",
            move || {
                black_box(serde_json::from_str::<plain::Document>(black_box(text)).expect("plain"));
            },
        ),
        case(
            "ser_value",
            "serde_json::to_string(&Value)",
            "ser_value",
            move || {
                black_box(serde_json::to_string(black_box(value)).expect("serialize"));
            },
        ),
        case(
            "ser_chat_export",
            "serde_json::to_string(&ChatExport)",
            "ser_value",
            move || {
                black_box(serde_json::to_string(black_box(parsed)).expect("serialize"));
            },
        ),
    ]
}

fn refs_cases<'a>(text: &'a str, boon: &'a Boon) -> Vec<Case<'a>> {
    vec![
        value_case(text),
        case(
            "memory_turn_references",
            "wire_models::from_str::<Vec<MemoryTurnReference>> (validating)",
            "value",
            move || {
                black_box(parse_refs(black_box(text)));
            },
        ),
        value_boon_case(text, &boon.schemas, boon.refs),
        ignored_any_case(text),
        case(
            "plain_derive",
            "plain #[derive(Deserialize)] Vec<MemoryTurnReference>, no validation",
            "value",
            move || {
                black_box(
                    serde_json::from_str::<Vec<plain::MemoryTurnReference>>(black_box(text))
                        .expect("plain"),
                );
            },
        ),
    ]
}

fn schema_sources() -> Vec<SchemaSource> {
    [
        ("schemas/chat-export.schema.json", CHAT_SCHEMA),
        ("schemas/conversation-context.schema.json", CONTEXT_SCHEMA),
        ("schemas/memory-turn-reference.schema.json", REFS_SCHEMA),
    ]
    .into_iter()
    .map(|(path, text)| SchemaSource {
        path: path.to_owned(),
        text: text.to_owned(),
    })
    .collect()
}

fn codegen(sources: &[SchemaSource]) -> usize {
    match wire_models_codegen::generate(sources) {
        Ok(files) => files.iter().map(|f| f.contents.len()).sum(),
        Err(e) => panic!("the generator fails on the schemas: {e}"),
    }
}

fn main() {
    let plan = Plan::from_args();
    let start = Instant::now();
    let inputs = generate(&plan);
    let boon = Boon::new();
    check_inputs(&plan, &inputs, &boon);
    eprintln!(
        "inputs: chat export {:.1} MB ({} nodes), references {:.1} MB ({}); generated and \
         checked in {:.1} s",
        mb(inputs.chat.len()),
        plan.nodes,
        mb(inputs.refs.len()),
        plan.refs,
        start.elapsed().as_secs_f64()
    );
    if plan.summary {
        memory_report(&inputs);
        if std::env::var("PARSE_BENCH_MEMORY_ONLY").as_deref() == Ok("1") {
            return;
        }
    }

    let parsed = parse_chat(&inputs.chat);
    let value = parse_value(&inputs.chat);
    let chat = chat_cases(&inputs.chat, &boon, &parsed, &value);
    let refs = refs_cases(&inputs.refs, &boon);
    let sources = schema_sources();

    let mut c = Criterion::default().configure_from_args();
    criterion_group(&mut c, "chat_export", inputs.chat.len(), &chat);
    criterion_group(&mut c, "memory_turn_references", inputs.refs.len(), &refs);
    {
        let mut g = c.benchmark_group("codegen");
        g.sample_size(10)
            .sampling_mode(SamplingMode::Flat)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(4));
        g.bench_function("generate_3_schemas", |b| {
            b.iter(|| codegen(black_box(&sources)))
        });
        g.finish();
    }

    if plan.summary {
        eprintln!("\nmachine: {}", machine());
        summary(
            "chat export",
            inputs.chat.len(),
            &chat,
            plan.rounds,
            " (the serializing cases write about as much as they read)",
        );
        summary(
            "memory turn references",
            inputs.refs.len(),
            &refs,
            plan.rounds,
            "",
        );
        let mut times: Vec<f64> = (0..5)
            .map(|_| {
                let t = Instant::now();
                black_box(codegen(&sources));
                t.elapsed().as_secs_f64()
            })
            .collect();
        eprintln!(
            "\ncodegen: wire_models_codegen::generate on the 3 schemas, median of 5: {:.0} ms",
            median(&mut times) * 1e3
        );
    }
    c.final_summary();
}
