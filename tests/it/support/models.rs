//! The one list of the models: each one's name, schema file, folder of hand-written valid
//! instances and root type.

use std::path::PathBuf;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use wire_models::{ChatExport, ConversationContext, MemoryTurnReference};

use super::json::clip;

/// A model: one schema in `schemas/` and the root type generated from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Model {
    ConversationContext,
    MemoryTurnReference,
    ChatExport,
}

/// Every model, in the order of the differential tests' seeds.
pub const MODELS: [Model; 3] = [
    Model::ConversationContext,
    Model::MemoryTurnReference,
    Model::ChatExport,
];

impl Model {
    /// The schema's file stem, which also names the instance folder and the module.
    pub fn name(self) -> &'static str {
        match self {
            Model::ConversationContext => "conversation-context",
            Model::MemoryTurnReference => "memory-turn-reference",
            Model::ChatExport => "chat-export",
        }
    }

    /// The root type's name.
    pub fn type_name(self) -> &'static str {
        match self {
            Model::ConversationContext => "ConversationContext",
            Model::MemoryTurnReference => "MemoryTurnReference",
            Model::ChatExport => "ChatExport",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn schema_file(self) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("schemas")
            .join(format!("{}.schema.json", self.name()))
    }

    /// `tests/instances/<model>/valid/`: hand-written instances the schema accepts.
    pub fn instances_dir(self) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/instances")
            .join(self.name())
            .join("valid")
    }

    /// Reads `text` as this model: our error, or what the value writes back (or why that failed).
    pub fn read(self, text: &str) -> Result<Result<Value, String>, wire_models::Error> {
        match self {
            Model::ConversationContext => read_as::<ConversationContext>(text),
            Model::MemoryTurnReference => read_as::<MemoryTurnReference>(text),
            Model::ChatExport => read_as::<ChatExport>(text),
        }
    }

    /// The hand-written valid instances, sorted by file name.
    pub fn valid_instances(self) -> Vec<Instance> {
        let dir = self.instances_dir();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        files
            .into_iter()
            .map(|path| {
                let text = std::fs::read_to_string(&path).expect("a readable instance");
                let value = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()));
                let file = path.file_name().unwrap().to_string_lossy().into_owned();
                Instance { file, text, value }
            })
            .collect()
    }
}

/// A hand-written instance: its file name, its text and its value.
pub struct Instance {
    pub file: String,
    pub text: String,
    pub value: Value,
}

fn read_as<T>(text: &str) -> Result<Result<Value, String>, wire_models::Error>
where
    T: DeserializeOwned + Serialize + PartialEq,
{
    let parsed = wire_models::from_str::<T>(text)?;
    Ok(write_back(&parsed))
}

/// What a value writes: `serde_json::to_value`, checked against `to_string` and against reading
/// that text back with our own types (which must give the same value).
pub fn write_back<T>(parsed: &T) -> Result<Value, String>
where
    T: DeserializeOwned + Serialize + PartialEq,
{
    let value =
        serde_json::to_value(parsed).map_err(|e| format!("serde_json::to_value failed: {e}"))?;
    let text =
        serde_json::to_string(parsed).map_err(|e| format!("serde_json::to_string failed: {e}"))?;
    let reread = wire_models::from_str::<T>(&text).map_err(|e| {
        format!(
            "our own output does not read back ({e}): {}",
            clip(&text, 400)
        )
    })?;
    if reread != *parsed {
        return Err(format!(
            "our own output reads back as a different value: {}",
            clip(&text, 400)
        ));
    }
    let from_text: Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if from_text != value {
        return Err("serde_json::to_value and serde_json::to_string disagree".to_owned());
    }
    Ok(value)
}
