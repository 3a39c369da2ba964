//! Compares what a generated type's `JsonSchema` impl gives with its schema file: the same
//! schema, keyword for keyword, where each `$ref` of the file and the matching `$ref` of the
//! generated document (to a definition schemars keeps under `$defs`) lead to schemas that are
//! the same in turn. Shared by `tests/it/schemars.rs` and `example-app/tests/json_schema.rs`.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

/// Keywords whose values are data: compared as values.
const DATA: &[&str] = &["const", "enum", "default", "examples"];

/// The schema files by name (`party.schema.json`), all in one folder.
pub type Files = BTreeMap<String, Value>;

/// Asserts that `generated` (schemars' root schema of a type) is the schema at `pointer` of
/// `file`, with references followed on both sides.
pub fn assert_source_schema(generated: &Value, files: &Files, file: &str, pointer: &str) {
    let mut compare = Compare {
        generated,
        files,
        seen: BTreeSet::new(),
    };
    let source = (file.to_owned(), pointer.to_owned());
    if let Err(e) = compare.type_schema(generated, &source, true) {
        panic!(
            "{file}#{pointer}: {e}\ngenerated: {}",
            serde_json::to_string_pretty(generated).unwrap()
        );
    }
}

struct Compare<'a> {
    generated: &'a Value,
    files: &'a Files,
    /// (definition name, file, pointer) pairs already compared: recursion ends there.
    seen: BTreeSet<(String, String, String)>,
}

impl Compare<'_> {
    fn source(&self, (file, pointer): &(String, String)) -> Result<&Value, String> {
        self.files
            .get(file)
            .and_then(|f| f.pointer(pointer))
            .ok_or_else(|| format!("{file}#{pointer} is not in the files"))
    }

    /// The file a reference names: by the `$id` it declares (an absolute URL), else by its
    /// name in the folder.
    fn file_named(&self, reference: &str) -> String {
        self.files
            .iter()
            .find(|(_, f)| f.get("$id").and_then(Value::as_str) == Some(reference))
            .map_or_else(|| reference.to_owned(), |(name, _)| name.clone())
    }

    /// A type's own schema: the document keywords of the file and schemars' root keywords aside.
    fn type_schema(
        &mut self,
        generated: &Value,
        source: &(String, String),
        root: bool,
    ) -> Result<(), String> {
        let s = self.source(source)?;
        let (Value::Object(g), Value::Object(s)) = (generated, s) else {
            return (generated == s)
                .then_some(())
                .ok_or_else(|| format!("{generated} != {s}"));
        };
        let mut g = g.clone();
        let mut s = s.clone();
        for k in ["$schema", "$id", "$defs"] {
            s.shift_remove(k);
            if root {
                g.shift_remove(k);
            }
        }
        // schemars names a root schema that has no title.
        if root && !s.contains_key("title") {
            g.shift_remove("title");
        }
        self.object(&g, &s, source)
    }

    fn object(
        &mut self,
        g: &Map<String, Value>,
        s: &Map<String, Value>,
        at: &(String, String),
    ) -> Result<(), String> {
        // A schema of the file that is a generated type of its own is written as a reference
        // to that type's definition.
        if let (1, Some(reference), false) = (g.len(), g.get("$ref"), s.contains_key("$ref")) {
            return self.inline_type(reference, at);
        }
        let keys = |m: &Map<String, Value>| m.keys().cloned().collect::<Vec<_>>();
        if keys(g) != keys(s) {
            return Err(format!(
                "at {}: keywords {:?} != {:?}",
                at.1,
                keys(g),
                keys(s)
            ));
        }
        for (key, sv) in s {
            let gv = &g[key];
            let child = (at.0.clone(), format!("{}/{}", at.1, escape(key)));
            if key == "$ref" {
                self.reference(gv, sv, at)?;
            } else if DATA.contains(&key.as_str()) {
                if gv != sv {
                    return Err(format!("at {}: {gv} != {sv}", child.1));
                }
            } else {
                self.value(gv, sv, &child)?;
            }
        }
        Ok(())
    }

    fn value(&mut self, g: &Value, s: &Value, at: &(String, String)) -> Result<(), String> {
        match (g, s) {
            (Value::Object(g), Value::Object(s)) => self.object(g, s, at),
            (Value::Array(g), Value::Array(s)) if g.len() == s.len() => {
                for (i, (g, s)) in g.iter().zip(s).enumerate() {
                    self.value(g, s, &(at.0.clone(), format!("{}/{i}", at.1)))?;
                }
                Ok(())
            }
            _ if g == s => Ok(()),
            _ => Err(format!("at {}: {g} != {s}", at.1)),
        }
    }

    /// The generated `$ref` that stands for the file's schema at `at`, a type of its own: its
    /// definition is that schema.
    fn inline_type(&mut self, g: &Value, at: &(String, String)) -> Result<(), String> {
        let definition = g
            .as_str()
            .and_then(|r| r.strip_prefix("#/$defs/"))
            .and_then(|name| self.generated.pointer(&format!("/$defs/{}", escape(name))))
            .ok_or_else(|| format!("at {}: {g} is not in the generated $defs", at.1))?;
        self.type_schema(definition, at, false)
    }

    /// A `$ref` of the file (resolved against `at`'s file) and the generated one, to
    /// `#/$defs/<Name>` or `#` (the root), lead to the same schema.
    fn reference(&mut self, g: &Value, s: &Value, at: &(String, String)) -> Result<(), String> {
        let (Some(g), Some(s)) = (g.as_str(), s.as_str()) else {
            return Err(format!("at {}: $ref {g} / {s}", at.1));
        };
        let (file, fragment) = s.split_once('#').unwrap_or((s, ""));
        let target = (
            if file.is_empty() {
                at.0.clone()
            } else {
                self.file_named(file)
            },
            fragment.to_owned(),
        );
        let (name, definition) = match g.strip_prefix("#/$defs/") {
            Some(name) => (
                name.to_owned(),
                self.generated
                    .pointer(&format!("/$defs/{}", escape(name)))
                    .ok_or_else(|| format!("{g} is not in the generated $defs"))?,
            ),
            None if g == "#" => ("#".to_owned(), self.generated),
            None => return Err(format!("at {}: generated $ref {g}", at.1)),
        };
        if self.seen.insert((name, target.0.clone(), target.1.clone())) {
            self.type_schema(definition, &target, definition == self.generated)?;
        }
        Ok(())
    }
}

fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}
