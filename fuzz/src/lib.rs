//! What every `from_slice_*` fuzz target checks for its built-in root type `T`, on any bytes
//! (`check`):
//!
//! - `wire_models::from_slice::<T>` does not panic (libFuzzer reports a panic as a crash), and a
//!   refusal displays;
//! - an accepted value serializes, and the JSON written reads back to an equal value;
//! - an accepted input and the JSON written are both valid against the schema according to
//!   boon (the reference validator, format assertions on): the crate accepts nothing the
//!   schema refuses.
//!
//! And what every `general_*` target checks for the generated type of a user's schema
//! (`general_example_app`, `general_suite`): no panic, and the type and boon agree on the text,
//! or differ as `wire_models_suite::differential` lists (a known difference, with its reason, or
//! a reported bug), and an accepted text writes back equal as JSON. The judge is the one the
//! suite's bounded differential test uses.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::path::Path;
use std::sync::OnceLock;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use wire_models_suite::differential::Subject;

/// Runs every check on `data` read as `T`, whose schema is `schemas/<schema>.schema.json`.
pub fn check<T>(schema: &str, data: &[u8])
where
    T: DeserializeOwned + Serialize + PartialEq + Debug,
{
    let value = match wire_models::from_slice::<T>(data) {
        Ok(value) => value,
        Err(e) => {
            assert!(
                !e.to_string().is_empty(),
                "an error that displays as nothing"
            );
            return;
        }
    };
    let written = serde_json::to_vec(&value).expect("an accepted value serializes");
    let back = wire_models::from_slice::<T>(&written).unwrap_or_else(|e| {
        panic!(
            "the JSON written, {}, does not read back: {e}",
            String::from_utf8_lossy(&written)
        )
    });
    assert_eq!(back, value, "the JSON written reads back different");
    let input: Value = serde_json::from_slice(data).expect("accepted input is JSON");
    assert!(
        valid(schema, &input),
        "accepted, but boon finds the input invalid"
    );
    let output: Value = serde_json::from_slice(&written).expect("written JSON is JSON");
    assert!(
        valid(schema, &output),
        "boon finds the JSON written invalid"
    );
}

struct Reference {
    schemas: boon::Schemas,
    index: Vec<(String, boon::SchemaIndex)>,
}

fn valid(schema: &str, value: &Value) -> bool {
    static REFERENCE: OnceLock<Reference> = OnceLock::new();
    let reference = REFERENCE.get_or_init(|| {
        let mut compiler = boon::Compiler::new();
        compiler.set_default_draft(boon::Draft::V2020_12);
        compiler.enable_format_assertions();
        let mut schemas = boon::Schemas::new();
        let mut index = Vec::new();
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../schemas");
        for name in [
            "chat-export",
            "conversation-context",
            "memory-turn-reference",
        ] {
            let path = dir.join(format!("{name}.schema.json"));
            let text = std::fs::read_to_string(&path).expect("the schema is readable");
            let url = format!("file://{}", path.display());
            compiler
                .add_resource(&url, serde_json::from_str(&text).expect("schema JSON"))
                .expect("boon takes the schema");
            let i = compiler
                .compile(&url, &mut schemas)
                .expect("boon compiles it");
            index.push((name.to_owned(), i));
        }
        Reference { schemas, index }
    });
    let (_, i) = reference
        .index
        .iter()
        .find(|(name, _)| name == schema)
        .expect("a known schema");
    reference.schemas.validate(value, *i).is_ok()
}

/// The general path on `data` for example-app's schema `file` (`payment.schema.json`).
pub fn general_example_app(file: &'static str, data: &[u8]) {
    general(file, data, || Subject::example_app(file));
}

/// The general path on any group of the suite: the first two bytes choose it (little-endian,
/// modulo the number of groups), the rest is the text.
pub fn general_suite(data: &[u8]) {
    let [low, high, text @ ..] = data else {
        return;
    };
    let groups = wire_models_suite::GROUPS;
    let group = &groups[usize::from(u16::from_le_bytes([*low, *high])) % groups.len()];
    general(group.module, text, || Subject::suite(group));
}

/// Compares `subject`'s generated type with boon on `data`, which must be UTF-8 to be a JSON
/// text (RFC 8259 §8.1; the `from_slice_*` targets check that other bytes are refused). A
/// subject that cannot be compared (a group the generator refused) is skipped.
fn general(name: &'static str, data: &[u8], subject: impl FnOnce() -> Result<Subject, String>) {
    thread_local! {
        /// Each subject compiled once (boon's compilation is the slow part).
        static SUBJECTS: RefCell<BTreeMap<&'static str, Option<&'static Subject>>> =
            RefCell::default();
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let subject = SUBJECTS.with(|s| {
        *s.borrow_mut()
            .entry(name)
            .or_insert_with(|| subject().ok().map(|s| &*Box::leak(Box::new(s))))
    });
    let Some(subject) = subject else {
        return;
    };
    let comparison = subject.compare(text);
    assert!(
        comparison.verdict.is_fine(),
        "{}: {:?} on {text:?}\n  ours: {:?}\n  boon: {:?}",
        subject.name,
        comparison.verdict,
        comparison.ours,
        comparison.boon,
    );
}
