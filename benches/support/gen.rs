//! Deterministic generators of the benchmark inputs: a chat export document (a tree of nodes with
//! branches, tool calls, citations of every source kind and unknown members at several levels)
//! and an array of memory turn references. Both are built as `serde_json::Value`s (objects keep
//! the order members were inserted in) and written as compact JSON by the caller.

use serde_json::{json, Map, Value};
use sha2::{Digest, Sha256};

use super::rng::Rng;
use super::text::{datetime, hex, prose, title, uuid, START};

const MODELS: &[&str] = &[
    "gpt-4o-mini",
    "gpt-4.1",
    "claude-3-5-sonnet",
    "llama-3.1-70b",
    "mistral-large",
];
const TOOLS: &[&str] = &[
    "search_recordings",
    "read_page",
    "search_memory",
    "web_search",
    "get_docs",
    "server_facts",
];
const NAMESPACES: &[&str] = &["team", "sales", "eng", "personal", "board"];
const SITES: &[&str] = &[
    "en.wikipedia.org",
    "docs.rs",
    "news.ycombinator.com",
    "example.org",
    "arxiv.org",
];
pub const SOURCES: &[&str] = &["said", "page", "screen", "memory", "web", "docs", "server"];
const AVAILABILITY: &[&str] = &[
    "available",
    "archived",
    "deleted",
    "moved",
    "memory_disabled",
    "changed",
    "unverified",
];

/// Sets `key` to `value` (75%), to null (10%, when `nullable`) or leaves it out.
fn maybe(
    rng: &mut Rng,
    obj: &mut Map<String, Value>,
    key: &str,
    nullable: bool,
    value: impl FnOnce(&mut Rng) -> Value,
) {
    let roll = rng.below(100);
    if roll < 75 {
        let v = value(rng);
        obj.insert(key.to_owned(), v);
    } else if roll < 85 && nullable {
        obj.insert(key.to_owned(), Value::Null);
    }
}

fn citation(rng: &mut Rng, n: u64, when: i64) -> Value {
    let source = *rng.pick(SOURCES);
    let mut c = Map::new();
    c.insert("n".into(), json!(n));
    c.insert("source".into(), json!(source));
    let rec = rng.range(1, 5000);
    match source {
        "said" => {
            maybe(rng, &mut c, "recording_id", false, |_| json!(rec));
            maybe(rng, &mut c, "title", true, |r| json!(title(r, 60)));
            maybe(rng, &mut c, "namespace", true, |r| {
                json!(*r.pick(NAMESPACES))
            });
            maybe(rng, &mut c, "recorded_at", true, |r| {
                json!(datetime(when - 86_400 * 3, 0, 0, r, true))
            });
            maybe(rng, &mut c, "time", true, |r| {
                json!(format!(
                    "{:02}:{:02}:{:02}",
                    r.below(2),
                    r.below(60),
                    r.below(60)
                ))
            });
            maybe(rng, &mut c, "speaker", true, |r| {
                json!(*r.pick(&["Ana", "Bongani", "Chloé", "Dmitri", "Eun-ji"]))
            });
            maybe(rng, &mut c, "url", true, |_| {
                json!(format!("https://lens.example/recordings/{rec}"))
            });
        }
        "page" => {
            maybe(rng, &mut c, "recording_id", false, |_| json!(rec));
            maybe(rng, &mut c, "title", true, |r| {
                json!(format!("{}.pdf", title(r, 40)))
            });
            maybe(rng, &mut c, "page", true, |r| json!(r.range(1, 300)));
            maybe(rng, &mut c, "namespace", true, |r| {
                json!(*r.pick(NAMESPACES))
            });
            maybe(rng, &mut c, "url", true, |_| {
                json!(format!("https://lens.example/documents/{rec}"))
            });
        }
        "screen" => {
            maybe(rng, &mut c, "recording_id", false, |_| json!(rec));
            maybe(rng, &mut c, "title", true, |r| json!(title(r, 60)));
            maybe(rng, &mut c, "recorded_at", true, |r| {
                json!(datetime(when - 3600, 0, 3, r, true))
            });
            maybe(rng, &mut c, "time", true, |r| {
                json!(format!("00:{:02}:{:02}", r.below(60), r.below(60)))
            });
        }
        "memory" => {
            maybe(rng, &mut c, "title", true, |r| json!(title(r, 80)));
            maybe(rng, &mut c, "recorded_at", true, |r| {
                json!(datetime(when - 86_400 * 30, 0, 0, r, true))
            });
        }
        "web" => {
            let site = *rng.pick(SITES);
            maybe(rng, &mut c, "url", true, |r| {
                json!(format!("https://{site}/wiki/{}", hex(r, 10)))
            });
            maybe(rng, &mut c, "site", true, |_| json!(site));
            maybe(rng, &mut c, "title", true, |r| json!(title(r, 90)));
            maybe(rng, &mut c, "fetched_at", true, |r| {
                json!(datetime(when - 5, 0, 6, r, false))
            });
        }
        "docs" => {
            maybe(rng, &mut c, "url", true, |r| {
                json!(format!("https://lens.example/docs/assistant#{}", hex(r, 6)))
            });
            maybe(rng, &mut c, "title", true, |r| json!(title(r, 50)));
        }
        _ => {
            maybe(rng, &mut c, "url", true, |_| json!("https://lens.example/"));
            maybe(rng, &mut c, "title", true, |_| json!("This Lens server"));
        }
    }
    let len = rng.range(50, 300) as usize;
    c.insert("text".into(), json!(prose(rng, len, 0)));
    match rng.below(10) {
        0..=3 => {
            c.insert("used".into(), json!(true));
        }
        4 | 5 => {
            c.insert("used".into(), json!(false));
        }
        6 => {
            c.insert("used".into(), Value::Null);
        }
        _ => {}
    }
    if rng.chance(5) {
        c.insert(
            "score".into(),
            json!((rng.unit() * 1000.0).round() / 1000.0),
        );
        c.insert(
            "span".into(),
            json!({"start": rng.below(5000), "end": 5000 + rng.below(5000)}),
        );
    }
    Value::Object(c)
}

fn tool_messages(rng: &mut Rng) -> Value {
    let calls = rng.range(1, 3);
    let mut ids = Vec::new();
    let mut items = Vec::new();
    for _ in 0..calls {
        let id = format!("call_{}", hex(rng, 24));
        let name = *rng.pick(TOOLS);
        let query = title(rng, 60);
        let arguments = serde_json::to_string(&json!({"query": query, "limit": rng.range(3, 20), "namespaces": [*rng.pick(NAMESPACES)]}))
            .expect("arguments serialize");
        let mut call = json!({"id": id, "type": "function", "function": {"name": name, "arguments": arguments}});
        if rng.chance(3) {
            call["index"] = json!(ids.len());
        }
        items.push(call);
        ids.push((id, name));
    }
    let mut calling = Map::new();
    calling.insert("role".into(), json!("assistant"));
    match rng.below(10) {
        0 => {}
        1 => {
            calling.insert("content".into(), json!("Let me look that up."));
        }
        _ => {
            calling.insert("content".into(), Value::Null);
        }
    }
    calling.insert("tool_calls".into(), Value::Array(items));
    let mut out = vec![Value::Object(calling)];
    for (id, name) in ids {
        let len = rng.range(60, 300) as usize;
        let mut m = json!({"role": "tool", "tool_call_id": id, "content": prose(rng, len, 0)});
        if rng.chance(10) {
            m["name"] = json!(name);
        }
        out.push(m);
    }
    Value::Array(out)
}

struct Draft {
    id: u64,
    parent: Option<usize>,
    children: Vec<usize>,
    assistant: bool,
    /// (index, count, ids of the versions)
    versions: Option<(usize, usize, Vec<u64>)>,
}

/// The shape of the conversation: a main line of user/assistant turns, where some answers have
/// several versions (regenerated) and some questions several versions (edited); some abandoned
/// versions have a short follow-up of their own.
fn tree(rng: &mut Rng, nodes: usize) -> (Vec<Draft>, usize) {
    let mut drafts: Vec<Draft> = Vec::with_capacity(nodes);
    let mut next_id = 4_100_000u64;
    let mut add = |drafts: &mut Vec<Draft>, parent: Option<usize>, assistant: bool| {
        next_id += rng_step(next_id);
        drafts.push(Draft {
            id: next_id,
            parent,
            children: Vec::new(),
            assistant,
            versions: None,
        });
        let i = drafts.len() - 1;
        if let Some(p) = parent {
            drafts[p].children.push(i);
        }
        i
    };
    // Records that the siblings `made` are versions of one another.
    fn versions(drafts: &mut [Draft], made: &[usize]) {
        if made.len() > 1 {
            let ids: Vec<u64> = made.iter().map(|&i| drafts[i].id).collect();
            for (k, &i) in made.iter().enumerate() {
                drafts[i].versions = Some((k, made.len(), ids.clone()));
            }
        }
    }
    let mut tip: Option<usize> = None;
    while drafts.len() < nodes {
        let user_count = if tip.is_some() && rng.chance(4) {
            rng.range(2, 3)
        } else {
            1
        };
        let mut users = Vec::new();
        for _ in 0..user_count {
            if drafts.len() < nodes {
                users.push(add(&mut drafts, tip, false));
            }
        }
        versions(&mut drafts, &users);
        let Some(&user) = users.last() else { break };
        let answer_count = if rng.chance(12) { rng.range(2, 4) } else { 1 };
        let mut answers = Vec::new();
        for _ in 0..answer_count {
            if drafts.len() < nodes {
                answers.push(add(&mut drafts, Some(user), true));
            }
        }
        versions(&mut drafts, &answers);
        // Some abandoned answer versions got a follow-up question and answer.
        for &a in answers.iter().rev().skip(1) {
            if rng.chance(30) && drafts.len() + 2 <= nodes {
                let q = add(&mut drafts, Some(a), false);
                add(&mut drafts, Some(q), true);
            }
        }
        match answers.last() {
            Some(&a) => tip = Some(a),
            None => {
                tip = Some(user);
            }
        }
    }
    (drafts, tip.unwrap_or(0))
}

/// Message ids grow with small gaps (other conversations' messages in between).
fn rng_step(seed: u64) -> u64 {
    1 + (seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 61)
}

fn lens(rng: &mut Rng, draft: &Draft, cites: u64, when: i64) -> Value {
    let mut l = Map::new();
    if draft.assistant {
        if rng.chance(90) {
            l.insert("model".into(), json!(*rng.pick(MODELS)));
        }
        match rng.below(100) {
            0..=2 => {
                l.insert("stopped".into(), json!(true));
            }
            3..=12 => {
                l.insert("stopped".into(), json!(false));
            }
            _ => {}
        }
        if rng.chance(3) {
            l.insert(
                "notice".into(),
                json!("The answer was cut short: the model's output limit was reached."),
            );
        }
        if rng.chance(1) {
            l.insert("error".into(), json!("upstream timeout after 60 s"));
        }
        if rng.chance(5) {
            l.insert("check".into(), json!({"grounded": rng.chance(80), "score": (rng.unit() * 100.0).round() / 100.0, "flags": []}));
        }
    } else {
        if rng.chance(5) {
            let len = rng.range(20, 200) as usize;
            l.insert(
                "context".into(),
                json!({"recording_id": rng.range(1, 5000), "page": rng.range(1, 300), "highlight": prose(rng, len, 0)}),
            );
        }
        if rng.chance(3) {
            let mut a = json!({"filename": format!("{}.pdf", hex(rng, 8)), "size": rng.range(1_000, 5_000_000)});
            if rng.chance(50) {
                a["recording"] = json!(rng.range(1, 5000));
            }
            if rng.chance(30) {
                a["mime"] = json!("application/pdf");
            }
            l.insert("attachments".into(), json!([a]));
        }
    }
    if let Some((index, count, ids)) = &draft.versions {
        l.insert(
            "versions".into(),
            json!({"index": index, "count": count, "ids": ids}),
        );
    }
    if cites > 0 {
        let list: Vec<Value> = (1..=cites).map(|n| citation(rng, n, when)).collect();
        l.insert("citations".into(), Value::Array(list));
    }
    if draft.assistant && rng.chance(85) {
        let model = *rng.pick(MODELS);
        l.insert(
            "meta".into(),
            json!({
                "model": model,
                "provider": if model.starts_with("gpt") { "openai" } else { "other" },
                "tools": [*rng.pick(TOOLS), *rng.pick(TOOLS)],
                "scope": {"namespaces": [*rng.pick(NAMESPACES)]},
                "limits": {"max_tokens": 2048, "temperature": 0.2},
                "use": "chat",
                "outcome": "ok",
                "tokens": {"prompt": rng.range(200, 12_000), "completion": rng.range(20, 1_500)},
                "cost": (rng.unit() * 10_000.0).round() / 1_000_000.0,
                "time": (rng.unit() * 30_000.0).round() / 1_000.0
            }),
        );
    }
    if rng.chance(4) {
        l.insert("feedback".into(), json!({"rating": if rng.chance(70) { 1 } else { -1 }, "at": datetime(when + 60, 0, 0, rng, true)}));
    }
    Value::Object(l)
}

/// A chat export document of exactly `nodes` nodes.
pub fn chat_export(nodes: usize, seed: u64) -> Value {
    let mut rng = Rng::new(seed);
    let (drafts, tip) = tree(&mut rng, nodes.max(1));
    let mut mapping = Map::new();
    let mut when = START;
    for draft in &drafts {
        when += rng.range(5, 900) as i64;
        let id = draft.id.to_string();
        let mut node = Map::new();
        if rng.chance(2) {
            // An unknown member before the declared ones.
            node.insert("rev".into(), json!(rng.range(1, 9)));
        }
        node.insert("id".into(), json!(id));
        node.insert(
            "parent".into(),
            draft
                .parent
                .map_or(Value::Null, |p| json!(drafts[p].id.to_string())),
        );
        node.insert(
            "children".into(),
            Value::Array(
                draft
                    .children
                    .iter()
                    .map(|&c| json!(drafts[c].id.to_string()))
                    .collect(),
            ),
        );
        match rng.below(100) {
            0..=1 => {
                node.insert("created_at".into(), Value::Null);
            }
            2..=4 => {}
            _ => {
                node.insert(
                    "created_at".into(),
                    json!(datetime(when, 0, 6, &mut rng, false)),
                );
            }
        }
        let cites = if draft.assistant && rng.chance(60) {
            rng.range(1, 5)
        } else {
            0
        };
        let content = if draft.assistant {
            let len = rng.range(150, 1050) as usize;
            prose(&mut rng, len, cites)
        } else {
            let len = rng.range(30, 300) as usize;
            prose(&mut rng, len, 0)
        };
        let mut message =
            json!({"role": if draft.assistant { "assistant" } else { "user" }, "content": content});
        if rng.chance(3) {
            message["name"] = json!(if draft.assistant { "Lens" } else { "ana" });
        }
        node.insert("message".into(), message);
        if draft.assistant && rng.chance(25) {
            node.insert("tool_messages".into(), tool_messages(&mut rng));
        }
        node.insert("lens".into(), lens(&mut rng, draft, cites, when));
        if rng.chance(5) {
            node.insert(
                "x-client".into(),
                json!({"app": "web", "build": rng.range(100, 999)}),
            );
        }
        mapping.insert(id, Value::Object(node));
    }
    json!({
        "@context": {"dc": "http://purl.org/dc/terms/", "lens": "https://lens.example/ns#"},
        "format": "lens.chat-export/1",
        "dc:title": "Planning the Q3 launch — notes from Zürich",
        "dc:created": datetime(START, 0, 0, &mut rng, true),
        "dc:modified": datetime(when, 0, 0, &mut rng, true),
        "dc:creator": "Ana Müller",
        "dc:identifier": "https://lens.example/chats/8812",
        "dc:format": "application/json",
        "dc:publisher": "Lens 0.14.2",
        "id": "8812",
        "title": "Planning the Q3 launch — notes from Zürich",
        "scope": {"namespaces": ["team", "eng"], "recordings": [12, 77, 301], "collections": [], "speakers": ["Ana"], "from": "2024-01-01", "to": null},
        "model": null,
        "exported_at": datetime(when + 3600, 0, 0, &mut rng, true),
        "current_node": drafts[tip].id.to_string(),
        "mapping": Value::Object(mapping),
        "x-export": {"generator": "benches/parse.rs", "seed": seed, "nodes": drafts.len()}
    })
}

fn sha256_hex(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// An array of `count` memory turn references.
pub fn memory_turn_references(count: usize, seed: u64) -> Value {
    let mut rng = Rng::new(seed);
    let offsets = [0, 0, 60, 120, -300, -420, 330, 545, -210, 600];
    let mut when = START;
    let mut out = Vec::with_capacity(count);
    let mut thread = uuid(&mut rng);
    let mut thread_title = title(&mut rng, 150);
    for i in 0..count {
        if i % 7 == 0 {
            thread = uuid(&mut rng);
            thread_title = title(&mut rng, 150);
        }
        when += rng.range(1, 4000) as i64;
        let question = prose(&mut rng, 60, 0);
        let mut r = Map::new();
        r.insert("run_id".into(), json!(format!("run_{}", hex(&mut rng, 20))));
        match rng.below(10) {
            0 | 1 => {
                r.insert("generation_id".into(), Value::Null);
            }
            2 => {}
            _ => {
                r.insert("generation_id".into(), json!(uuid(&mut rng)));
            }
        }
        r.insert("thread_id".into(), json!(thread));
        r.insert("conversation_title".into(), json!(thread_title));
        let offset = *rng.pick(&offsets);
        let frac = *rng.pick(&[0usize, 0, 3, 6]);
        r.insert(
            "user_created_at".into(),
            json!(datetime(when, offset, frac, &mut rng, when % 2 == 0)),
        );
        r.insert(
            "user_message_id".into(),
            json!(format!("msg_{}", hex(&mut rng, 24))),
        );
        r.insert("user_sha256".into(), json!(sha256_hex(&question)));
        r.insert(
            "answer_message_id".into(),
            json!(format!("msg_{}", hex(&mut rng, 24))),
        );
        r.insert("answer_sha256".into(), json!(sha256_hex(&thread_title)));
        if rng.chance(70) {
            r.insert("answer_included".into(), json!(rng.chance(50)));
        }
        if rng.chance(60) {
            r.insert("availability".into(), json!(*rng.pick(AVAILABILITY)));
        }
        if rng.chance(10) {
            r.insert(
                "score".into(),
                json!((rng.unit() * 1000.0).round() / 1000.0),
            );
            r.insert("tags".into(), json!(["recall", *rng.pick(NAMESPACES)]));
        }
        out.push(Value::Object(r));
    }
    Value::Array(out)
}
