//! Reference documentation: renders one Markdown page per named model of a
//! JSON Schema (the schema's root and every entry of its `$defs`) for
//! `docs/models/`, plus the `docs/models/README.md` index that links them all.
//!
//! A page states in words what the schema declares about its model: its
//! aliases, description and type; a table of its fields (type, required,
//! default), with a further table for every nested anonymous object; the
//! model-level constraints (additional properties, conditional rules); the
//! constraints and descriptions of every field at every depth; and finally the
//! model's exact JSON Schema. A keyword the renderer has no wording for is
//! still listed, as the keyword and its JSON value, so nothing the schema
//! declares is left out of the prose. Everything here is a pure function of its
//! inputs: no file IO, and the same schema always gives byte-identical pages
//! (fields keep the schema's declaration order, as `serde_json` is built with
//! `preserve_order`).

use heck::ToTitleCase;
use serde_json::{Map, Value};

use std::collections::BTreeMap;

use crate::diagnostic::{pointer_join, pointer_unescape};
use crate::markdown::{code, description_blocks, escape_inline, inline_text, longest_run};
use crate::names::type_name;

/// One generated Markdown page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocPage {
    /// The page's file name in `docs/models/`, e.g. `MemoryTurnReference.md`.
    pub file_name: String,
    /// The model's name, e.g. `MemoryTurnReference`.
    pub model: String,
    /// The page's Markdown text, ending with exactly one newline.
    pub markdown: String,
    /// The first paragraph of the model's description, on one line, as the index shows it;
    /// `None` when the model has no description.
    pub summary: Option<String>,
}

/// The sentence under "Fields" that explains the table's columns.
const FIELDS_NOTE: &str = "Required means the key must be present. Nullable means its value may be null; it does not make a required key optional. \u{201c}Not specified\u{201d} means the schema declares no default.";

/// The sentence under "Exact JSON Schema".
const EXACT_NOTE: &str = "This is a schema definition, not an example request. It preserves all declared keywords, including constraints not summarized above.";

/// The Default column when the schema declares no `default`.
const NO_DEFAULT: &str = "Not specified";

/// The model-level line when `additionalProperties` is not declared.
const PERMITTED_BY_DEFAULT: &str =
    "Additional properties: permitted (not declared, so JSON Schema's default applies)";

/// How the path names of nested fields read, stated once above their tables.
const PATH_LEGEND: &str = "Fields of nested objects are named by path: `a.b` is field `b` of the object in `a`, `a[]` is each item of the array `a`, and `a.*` is each value of the map `a`.";

/// Pages for every named model of one schema: the root (named `root_name`,
/// which the caller passes: the schema file stem in PascalCase, e.g.
/// "ChatExport") and every entry of `$defs` (named by the key in PascalCase,
/// e.g. "openaiMessage" -> "OpenaiMessage"), in that order.
///
/// With `rust`, the names the generated code gives (from the emitter that writes the code),
/// each page and nested table names its Rust type and each field its Rust field's type.
pub fn model_pages(
    schema_file: &str,
    root_name: &str,
    schema: &Value,
    rust: Option<&RustNames>,
) -> Vec<DocPage> {
    let mut pages = vec![model_page(
        schema_file,
        root_name,
        root_name,
        None,
        schema,
        rust,
    )];
    if let Some(defs) = schema.get("$defs").and_then(Value::as_object) {
        for (key, def) in defs {
            let name = type_name(key);
            pages.push(model_page(
                schema_file,
                root_name,
                &name,
                Some(key),
                def,
                rust,
            ));
        }
    }
    pages
}

/// The Rust names of one schema's generated code, by JSON pointer, for the pages.
pub struct RustNames {
    /// The module path of the schema's types, e.g. `wire_models::chat_export`.
    module: String,
    /// Named types by the pointer of the schema that defines them.
    types: BTreeMap<String, String>,
    /// Struct fields' Rust types by the pointer of their member's schema; a constant member,
    /// which has no field, has none.
    fields: BTreeMap<String, String>,
}

impl RustNames {
    /// The names the emitter gave one schema's module `module`, under `crate_name`
    /// (empty: paths start at the module). Pointers of an older dialect's `definitions` are
    /// read as the pages' `$defs`.
    pub fn new(crate_name: &str, module: &str, names: &crate::emit::RustNames) -> RustNames {
        let module = if crate_name.is_empty() {
            module.to_owned()
        } else {
            format!("{crate_name}::{module}")
        };
        let pointer = |p: &String| match p.strip_prefix("/definitions/") {
            Some(rest) => format!("/$defs/{rest}"),
            None => p.clone(),
        };
        let types = names
            .types
            .iter()
            .map(|(p, name)| (pointer(p), name.clone()))
            .collect();
        let fields = names
            .fields
            .iter()
            .map(|(p, ty)| (pointer(p), readable_type(ty, crate_name)))
            .collect();
        RustNames {
            module,
            types,
            fields,
        }
    }

    /// The full path of the type defined at `pointer`, if one is.
    fn type_at(&self, pointer: &str) -> Option<String> {
        self.types
            .get(pointer)
            .map(|name| format!("{}::{name}", self.module))
    }
}

/// A generated type's text as a reader writes it: without the token spacing, the prelude's
/// names bare, the runtime's under the crate name (`:: std :: option :: Option < :: wire_models
/// :: Integer >` is `Option<wire_models::Integer>`), a sibling module's type by its module.
fn readable_type(tokens: &str, crate_name: &str) -> String {
    let mut text = String::with_capacity(tokens.len());
    for part in tokens.split(' ') {
        text.push_str(part);
        if part == "," {
            text.push(' ');
        }
    }
    let runtime = if crate_name.is_empty() {
        "wire_models::".to_owned()
    } else {
        format!("{crate_name}::")
    };
    let sibling = if crate_name.is_empty() {
        String::new()
    } else {
        format!("{crate_name}::")
    };
    text.replace("::std::option::", "")
        .replace("::std::vec::", "")
        .replace("::std::string::", "")
        .replace("::std::boxed::", "")
        .replace("::wire_models::runtime::typed::IndexMap", "IndexMap")
        .replace("crate::runtime::typed::IndexMap", "IndexMap")
        .replace("::wire_models::", "wire_models::")
        .replace("crate::", &runtime)
        .replace("super::", &sibling)
}

/// `docs/models/README.md`: a list of every model (grouped by schema file,
/// sorted), each linking to its page, with its one-line description.
pub fn index_page(pages_by_schema: &[(String, Vec<DocPage>)]) -> String {
    let mut groups: Vec<&(String, Vec<DocPage>)> = pages_by_schema.iter().collect();
    groups.sort_by(|a, b| a.0.cmp(&b.0));
    let mut blocks = vec![
        "# All wire models".to_string(),
        "One reference page per named model: the root of each JSON Schema and every entry of its `$defs`, grouped by schema file. Each page lists the model's fields, their types, defaults and constraints, and the model's exact JSON Schema.".to_string(),
    ];
    for (schema_file, pages) in groups {
        blocks.push(format!("## {}", code(schema_file)));
        let mut sorted: Vec<&DocPage> = pages.iter().collect();
        sorted.sort_by(|a, b| (&a.model, &a.file_name).cmp(&(&b.model, &b.file_name)));
        if sorted.is_empty() {
            blocks.push("No models.".to_string());
            continue;
        }
        let items: Vec<String> = sorted
            .iter()
            .map(|page| {
                format!(
                    "- [{}]({}): {}",
                    escape_inline(&page.model),
                    link_target(&page.file_name),
                    page.summary.as_deref().unwrap_or("No description.")
                )
            })
            .collect();
        blocks.push(items.join("\n"));
    }
    finish(&blocks)
}

/// Renders the page of one model: the root schema (`def_key` is `None`) or
/// the `$defs` entry `def_key`.
fn model_page(
    schema_file: &str,
    root_name: &str,
    name: &str,
    def_key: Option<&str>,
    schema: &Value,
    rust: Option<&RustNames>,
) -> DocPage {
    let root = def_key.is_none();
    let object = schema.as_object();
    let at = def_key.map_or_else(String::new, |key| pointer_join("/$defs", key));
    let rust_type = rust.and_then(|r| r.type_at(&at));
    let mut walker = Walker {
        root_name,
        at,
        rust,
        sections: Vec::new(),
        notes: Vec::new(),
    };
    let mut blocks = vec![
        format!("# {}", escape_inline(name)),
        "[All wire models](README.md)".to_string(),
    ];
    let alias = match object.and_then(|o| o.get("title")).and_then(Value::as_str) {
        Some(title) if title != name => title,
        _ => name,
    };
    blocks.push(format!("Model aliases: {}.", inline_text(alias)));
    let mut summary = None;
    if let Some(description) = object
        .and_then(|o| o.get("description"))
        .and_then(Value::as_str)
    {
        let description = description_blocks(description);
        // The first block is a paragraph (a list only follows one), its lines already trimmed.
        summary = description.first().map(|first| first.replace('\n', " "));
        blocks.extend(description);
    }
    blocks.push(match def_key {
        None => format!("Defined in {} as the root schema.", code(schema_file)),
        Some(key) => format!(
            "Defined in {} at {}.",
            code(schema_file),
            code(&format!("#{}", pointer_join("/$defs", key)))
        ),
    });
    if let (true, Some(o)) = (root, object) {
        if let Some(id) = o.get("$id") {
            blocks.push(format!("Schema ID (`$id`): {}.", code(&id.to_string())));
        }
        if let Some(dialect) = o.get("$schema") {
            blocks.push(format!(
                "JSON Schema dialect (`$schema`): {}.",
                code(&dialect.to_string())
            ));
        }
        if let Some(Value::Object(defs)) = o.get("$defs") {
            if !defs.is_empty() {
                let links: Vec<String> = defs.keys().map(|key| link(&type_name(key))).collect();
                blocks.push(format!(
                    "Named definitions (`$defs`): {}.",
                    links.join(", ")
                ));
            }
        }
    }
    blocks.push(format!("Type: {}.", walker.shape(schema).words));
    if let Some(rust) = rust_type {
        blocks.push(format!("Rust type: {}.", code(&rust)));
    }

    let rows = object
        .map(|o| walker.object_rows("", o))
        .unwrap_or_default();
    let model_bullets = walker.bullets(schema, "", Kind::Model { root });

    blocks.push("## Fields".to_string());
    if rows.is_empty() && walker.sections.is_empty() {
        blocks.push("No fields are declared at this level.".to_string());
    } else {
        blocks.push(FIELDS_NOTE.to_string());
        if rows.is_empty() {
            blocks.push("No fields are declared at the top level.".to_string());
        } else {
            blocks.push(table(&rows));
        }
        if !walker.sections.is_empty() {
            blocks.push(PATH_LEGEND.to_string());
        }
        for section in &walker.sections {
            blocks.push(format!("### {}", code(&section.path)));
            blocks.push(section.intro.clone());
            blocks.push(table(&section.rows));
        }
    }

    blocks.push("## Model constraints".to_string());
    blocks.push(bullet_list(&model_bullets, "None declared."));

    blocks.push("## Field constraints".to_string());
    let mut any_note = false;
    for note in &walker.notes {
        if note.description.is_none() && note.bullets.is_empty() {
            continue;
        }
        any_note = true;
        blocks.push(format!("### {}", code(&note.path)));
        if let Some(description) = &note.description {
            blocks.extend(description_blocks(description));
        }
        if !note.bullets.is_empty() {
            blocks.push(bullet_list(&note.bullets, ""));
        }
    }
    if !any_note {
        blocks.push("None declared.".to_string());
    }

    blocks.push("## Exact JSON Schema".to_string());
    blocks.push(EXACT_NOTE.to_string());
    if !root && contains_ref(schema) {
        blocks.push(format!(
            "Its `$ref` references resolve against the whole file, {}.",
            code(schema_file)
        ));
    }
    blocks.push("### Complete JSON Schema".to_string());
    let json = serde_json::to_string_pretty(schema).unwrap_or_else(|_| schema.to_string());
    let fence = "`".repeat(longest_run(&json, '`').max(2) + 1);
    blocks.push(format!("{fence}json\n{json}\n{fence}"));

    DocPage {
        file_name: format!("{name}.md"),
        model: name.to_string(),
        markdown: finish(&blocks),
        summary,
    }
}

/// One row of a fields table.
struct Row {
    field: String,
    ty: String,
    /// The Rust type of the struct field that holds it, when the page has Rust names.
    rust: Option<String>,
    required: bool,
    default: String,
}

/// The fields table of a nested anonymous object.
struct Section {
    path: String,
    intro: String,
    rows: Vec<Row>,
}

/// What "Field constraints" says about one field (or nested object) path.
struct Note {
    path: String,
    description: Option<String>,
    bullets: Vec<String>,
}

/// Where a schema sits, which decides where its annotations are shown.
#[derive(Clone, Copy)]
enum Kind<'n> {
    /// The page's model: title and description are in the page's header.
    Model { root: bool },
    /// A property: description in its note, default in the table; a title
    /// that only restates the property name (as pydantic writes them) is left
    /// to the exact schema, like the reference page does.
    Property(&'n str),
    /// A nested anonymous object that is not a property (an array's items, a
    /// map's values, a branch): it has its own note and table.
    Child,
    /// A schema described inside its parent's note, each line prefixed.
    Inline,
}

/// A schema's type in words, and the keywords those words fully state.
struct Shape {
    words: String,
    used: Vec<&'static str>,
    /// False when the schema says nothing of its type ("any value").
    known: bool,
}

impl Shape {
    fn new(words: impl Into<String>, used: Vec<&'static str>) -> Shape {
        Shape {
            words: words.into(),
            used,
            known: true,
        }
    }
}

/// Walks one model, collecting the tables of nested objects and the notes of
/// every field path, depth first in declaration order.
struct Walker<'a> {
    root_name: &'a str,
    /// The JSON pointer, within the file, of the schema being described.
    at: String,
    rust: Option<&'a RustNames>,
    sections: Vec<Section>,
    notes: Vec<Note>,
}

impl Walker<'_> {
    /// The rows of an object's `properties` (paths under `base`), recording
    /// each property's note and any nested table.
    fn object_rows(&mut self, base: &str, object: &Map<String, Value>) -> Vec<Row> {
        let Some(properties) = object.get("properties").and_then(Value::as_object) else {
            return Vec::new();
        };
        let required = str_list(object.get("required")).unwrap_or_default();
        let mut rows = Vec::new();
        for (name, property) in properties {
            let path = prop_path(base, name);
            let outer = self.at.len();
            self.at.push_str(&pointer_join("/properties", name));
            rows.push(Row {
                field: path.clone(),
                ty: self.shape(property).words,
                rust: self.rust.and_then(|r| r.fields.get(&self.at).cloned()),
                required: required.contains(&name.as_str()),
                default: property
                    .get("default")
                    .map_or_else(|| NO_DEFAULT.to_string(), |d| code(&d.to_string())),
            });
            let intro = format!("{} is an object with these fields.", code(&path));
            self.note_and_section(&path, property, Kind::Property(name), intro);
            self.at.truncate(outer);
        }
        rows
    }

    /// Records the note of `path`, and its table if it is an object with
    /// properties of its own.
    fn note_and_section(&mut self, path: &str, schema: &Value, kind: Kind, intro: String) {
        let index = self.notes.len();
        self.notes.push(Note {
            path: path.to_string(),
            description: schema
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_string),
            bullets: Vec::new(),
        });
        if let Some(object) = schema.as_object() {
            if has_properties(object) {
                let section = self.sections.len();
                let intro = match self.rust.and_then(|r| r.type_at(&self.at)) {
                    Some(rust) => format!("{intro} Rust type: {}.", code(&rust)),
                    None => intro,
                };
                self.sections.push(Section {
                    path: path.to_string(),
                    intro,
                    rows: Vec::new(),
                });
                let rows = self.object_rows(path, object);
                self.sections[section].rows = rows;
            }
        }
        let bullets = self.bullets(schema, path, kind);
        self.notes[index].bullets = bullets;
    }

    /// Describes a subschema (items, a map's values, a branch): an object with
    /// properties gets its own table and note; anything else is described in
    /// its parent's note, each line starting with `prefix`.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        schema: &Value,
        step: &str,
        path: String,
        prefix: &str,
        intro: String,
        out: &mut Vec<String>,
    ) {
        let outer = self.at.len();
        self.at.push_str(step);
        if schema.as_object().is_some_and(has_properties) {
            out.push(format!(
                "{prefix}an object whose fields are listed under {}",
                code(&path)
            ));
            self.note_and_section(&path, schema, Kind::Child, intro);
        } else {
            for bullet in self.bullets(schema, &path, Kind::Inline) {
                out.push(format!("{prefix}{bullet}"));
            }
        }
        self.at.truncate(outer);
    }

    /// A model's name (the root or a `$defs` entry) as a link to its page, or
    /// the reference itself when it points elsewhere.
    fn ref_words(&self, reference: &str) -> String {
        if reference == "#" {
            return link(self.root_name);
        }
        if let Some(key) = reference.strip_prefix("#/$defs/") {
            if !key.contains('/') {
                return link(&type_name(&pointer_unescape(key)));
            }
        }
        format!("the schema at {}", code(reference))
    }

    /// A schema's type in words: `string or null`, `array of OpenaiMessage`,
    /// `map of string to Node`, `the constant "x"`, `one of: "a", "b"`, ...
    fn shape(&self, schema: &Value) -> Shape {
        let object = match schema {
            Value::Object(object) => object,
            Value::Bool(true) => return Shape::new("any value", Vec::new()),
            Value::Bool(false) => {
                return Shape::new("no value (the schema is `false`)", Vec::new())
            }
            other => {
                return Shape::new(
                    format!("an invalid schema {}", code(&other.to_string())),
                    Vec::new(),
                )
            }
        };
        if let Some(Value::String(reference)) = object.get("$ref") {
            return Shape::new(self.ref_words(reference), vec!["$ref"]);
        }
        let names: Option<Vec<&str>> = match object.get("type") {
            Some(Value::String(name)) => Some(vec![name.as_str()]),
            Some(Value::Array(names)) if !names.is_empty() => {
                names.iter().map(Value::as_str).collect()
            }
            _ => None,
        };
        if let Some(names) = names {
            let mut used = vec!["type"];
            let words: Vec<String> = names
                .iter()
                .map(|name| match *name {
                    "array" => match object.get("items") {
                        Some(items @ (Value::Object(_) | Value::Bool(_))) => {
                            used.push("items");
                            format!("array of {}", group(self.shape(items).words))
                        }
                        _ => "array".to_string(),
                    },
                    "object" => match object.get("additionalProperties") {
                        Some(values @ Value::Object(_))
                            if !object.contains_key("properties")
                                && !object.contains_key("patternProperties") =>
                        {
                            used.push("additionalProperties");
                            format!("map of string to {}", group(self.shape(values).words))
                        }
                        _ => "object".to_string(),
                    },
                    other => other.to_string(),
                })
                .collect();
            return Shape::new(words.join(" or "), used);
        }
        if let Some(constant) = object.get("const") {
            return Shape::new(
                format!("the constant {}", code(&constant.to_string())),
                vec!["const"],
            );
        }
        if let Some(Value::Array(values)) = object.get("enum") {
            return Shape::new(format!("one of: {}", values_list(values)), vec!["enum"]);
        }
        for keyword in ["anyOf", "oneOf"] {
            if let Some(Value::Array(branches)) = object.get(keyword) {
                if branches.is_empty() {
                    continue;
                }
                let words: Vec<String> = branches.iter().map(|b| self.shape(b).words).collect();
                let plain = branches.iter().all(|branch| {
                    branch.as_object().is_some_and(|b| {
                        b.contains_key("type")
                            && !b.contains_key("$ref")
                            && !b.contains_key("const")
                            && !b.contains_key("enum")
                    })
                });
                let text = if plain {
                    words
                        .into_iter()
                        .map(group)
                        .collect::<Vec<_>>()
                        .join(" or ")
                } else if keyword == "oneOf" {
                    format!("one of: {}", words.join(", "))
                } else {
                    format!("any of: {}", words.join(", "))
                };
                return Shape::new(text, vec![keyword]);
            }
        }
        if let Some(Value::Array(entries)) = object.get("allOf") {
            if let [entry] = entries.as_slice() {
                let inner = self.shape(entry);
                if inner.known {
                    return Shape::new(inner.words, vec!["allOf"]);
                }
            }
        }
        if has_properties(object) {
            return Shape::new("object", Vec::new());
        }
        if let Some(items @ (Value::Object(_) | Value::Bool(_))) = object.get("items") {
            return Shape::new(
                format!("array of {}", group(self.shape(items).words)),
                vec!["items"],
            );
        }
        Shape {
            words: "any value".to_string(),
            used: Vec::new(),
            known: false,
        }
    }

    /// Every keyword of `schema` that its type words, its table row and the
    /// page header do not already state, as lines of a bullet list.
    fn bullets(&mut self, schema: &Value, path: &str, kind: Kind) -> Vec<String> {
        let object = match schema {
            Value::Object(object) => object,
            Value::Bool(_) => return Vec::new(),
            other => return vec![format!("Schema: {}", code(&other.to_string()))],
        };
        let shape = self.shape(schema);
        let used = |keyword: &str| shape.used.contains(&keyword);
        let mut done: Vec<&'static str> = shape.used.clone();
        let mut out = Vec::new();
        let required_here = str_list(object.get("required")).unwrap_or_default();
        let properties = object.get("properties").and_then(Value::as_object);
        if properties.is_some() {
            // In the model's table, or in the table of this nested object.
            done.push("properties");
        }

        // Annotations.
        if let Some(Value::String(title)) = object.get("title") {
            done.push("title");
            match kind {
                Kind::Model { .. } => {}
                Kind::Property(name) if *title == name.to_title_case() => {}
                _ => out.push(format!("Title: {}", inline_text(title))),
            }
        }
        if let Some(Value::String(description)) = object.get("description") {
            done.push("description");
            if let Kind::Inline = kind {
                out.push(format!("Description: {}", inline_text(description)));
            }
        }
        if let Some(default) = object.get("default") {
            done.push("default");
            if !matches!(kind, Kind::Property(_)) {
                out.push(format!("Default: {}", code(&default.to_string())));
            }
        }
        if let Kind::Model { root: true } = kind {
            done.extend(["$id", "$schema"]);
            if object.get("$defs").is_some_and(Value::is_object) {
                done.push("$defs");
            }
        }

        // Strings.
        for (keyword, label) in [
            ("minLength", "Minimum length"),
            ("maxLength", "Maximum length"),
            ("pattern", "Pattern"),
            ("format", "Format"),
            ("contentEncoding", "Content encoding"),
            ("contentMediaType", "Content media type"),
        ] {
            if let Some(value) = object.get(keyword) {
                done.push(keyword);
                out.push(format!("{label}: {}", scalar(value)));
            }
        }

        // Values.
        if let Some(constant) = object.get("const") {
            if !used("const") {
                done.push("const");
                out.push(format!("Constant value: {}", code(&constant.to_string())));
            }
        }
        if let Some(Value::Array(values)) = object.get("enum") {
            if !used("enum") {
                done.push("enum");
                out.push(format!("Allowed values: {}", values_list(values)));
            }
        }

        // Numbers and counts.
        for (keyword, label) in [
            ("minimum", "Minimum"),
            ("exclusiveMinimum", "Exclusive minimum"),
            ("maximum", "Maximum"),
            ("exclusiveMaximum", "Exclusive maximum"),
            ("multipleOf", "Multiple of"),
            ("minItems", "Minimum items"),
            ("maxItems", "Maximum items"),
            ("minContains", "Minimum matching items (`contains`)"),
            ("maxContains", "Maximum matching items (`contains`)"),
            ("minProperties", "Minimum properties"),
            ("maxProperties", "Maximum properties"),
        ] {
            if let Some(value) = object.get(keyword) {
                done.push(keyword);
                out.push(format!("{label}: {}", scalar(value)));
            }
        }
        if let Some(Value::Bool(unique)) = object.get("uniqueItems") {
            done.push("uniqueItems");
            out.push(
                if *unique {
                    "Items must be unique"
                } else {
                    "Items need not be unique"
                }
                .to_string(),
            );
        }

        // Arrays.
        match object.get("items") {
            Some(items @ (Value::Object(_) | Value::Bool(_))) => {
                done.push("items");
                if !used("items") {
                    out.push(format!(
                        "Each item (of an array value) must be {}",
                        self.shape(items).words
                    ));
                }
                let intro = format!(
                    "Each item of {} is an object with these fields.",
                    subject(path)
                );
                self.child(
                    items,
                    "/items",
                    format!("{path}[]"),
                    "Each item: ",
                    intro,
                    &mut out,
                );
            }
            Some(Value::Array(tuple)) => {
                done.push("items");
                self.tuple("items", tuple, path, &mut out);
            }
            _ => {}
        }
        if let Some(Value::Array(tuple)) = object.get("prefixItems") {
            done.push("prefixItems");
            self.tuple("prefixItems", tuple, path, &mut out);
        }
        if let Some(contains) = object.get("contains") {
            done.push("contains");
            out.push(format!(
                "Must contain at least one item that is {}",
                self.shape(contains).words
            ));
            let intro = format!(
                "The item that {} must contain is an object with these fields.",
                subject(path)
            );
            let child_path = format!("{path}[contains]");
            self.child(
                contains,
                "/contains",
                child_path,
                "Contained item: ",
                intro,
                &mut out,
            );
        }
        for (keyword, label) in [
            ("unevaluatedItems", "Unevaluated items"),
            ("unevaluatedProperties", "Unevaluated properties"),
        ] {
            if let Some(Value::Bool(allowed)) = object.get(keyword) {
                done.push(keyword);
                let verdict = if *allowed {
                    "permitted"
                } else {
                    "not permitted"
                };
                out.push(format!("{label}: {verdict}"));
            }
        }

        // Objects.
        if let Some(required) = str_list(object.get("required")) {
            done.push("required");
            let extra: Vec<&str> = required
                .iter()
                .copied()
                .filter(|name| properties.is_none_or(|p| !p.contains_key(*name)))
                .collect();
            if !extra.is_empty() {
                let list = list_and(&extra);
                out.push(if properties.is_some() {
                    format!("Also required, with no schema in `properties`: {list}")
                } else {
                    format!("Required keys: {list}")
                });
            }
        }
        match object.get("additionalProperties") {
            Some(values) => {
                done.push("additionalProperties");
                let intro = format!(
                    "Each value of {} is an object with these fields.",
                    subject(path)
                );
                let child_path = if path.is_empty() {
                    "*".to_string()
                } else {
                    format!("{path}.*")
                };
                if used("additionalProperties") {
                    self.child(
                        values,
                        "/additionalProperties",
                        child_path,
                        "Each value: ",
                        intro,
                        &mut out,
                    );
                } else {
                    match values {
                        Value::Bool(true) => {
                            out.push("Additional properties: permitted".to_string())
                        }
                        Value::Bool(false) => {
                            out.push("Additional properties: not permitted".to_string())
                        }
                        other => {
                            out.push(format!(
                                "Additional properties: each value must be {}",
                                self.shape(other).words
                            ));
                            let prefix = "Each additional property value: ";
                            self.child(
                                other,
                                "/additionalProperties",
                                child_path,
                                prefix,
                                intro,
                                &mut out,
                            );
                        }
                    }
                }
            }
            None => {
                let objectish = properties.is_some() || type_includes(object, "object");
                let combines = ["oneOf", "anyOf", "allOf", "$ref"]
                    .iter()
                    .any(|keyword| object.contains_key(*keyword));
                match kind {
                    Kind::Model { .. } if objectish => out.push(PERMITTED_BY_DEFAULT.to_string()),
                    Kind::Model { .. } if combines && !object.contains_key("type") => out.push(
                        "Additional properties: not declared at this level; the schemas it combines or references decide"
                            .to_string(),
                    ),
                    Kind::Property(_) | Kind::Child if properties.is_some() => {
                        out.push(PERMITTED_BY_DEFAULT.to_string())
                    }
                    _ => {}
                }
            }
        }
        if let Some(Value::Object(patterns)) = object.get("patternProperties") {
            done.push("patternProperties");
            for (pattern, values) in patterns {
                let pattern_json = code(&Value::String(pattern.clone()).to_string());
                out.push(format!(
                    "Properties whose names match {pattern_json}: each value must be {}",
                    self.shape(values).words
                ));
                let intro = format!(
                    "Each value of {} whose name matches {pattern_json} is an object with these fields.",
                    subject(path)
                );
                let child_path = prop_path(path, &format!("<matching {pattern}>"));
                let prefix = format!("Properties matching {pattern_json}: ");
                let step = pointer_join("/patternProperties", pattern);
                self.child(values, &step, child_path, &prefix, intro, &mut out);
            }
        }
        if let Some(names) = object.get("propertyNames") {
            done.push("propertyNames");
            out.push(format!(
                "Property names: each must be {}",
                self.shape(names).words
            ));
            let intro = "Property names are objects with these fields.".to_string();
            let child_path = format!("{path} (property names)");
            self.child(
                names,
                "/propertyNames",
                child_path,
                "Property names: ",
                intro,
                &mut out,
            );
        }
        if let Some(Value::Object(dependent)) = object.get("dependentRequired") {
            let rules: Option<Vec<String>> = dependent
                .iter()
                .map(|(name, list)| {
                    let list = str_list(Some(list))?;
                    Some(format!(
                        "When {} is present: {}.",
                        code(name),
                        required_words(&list)?
                    ))
                })
                .collect();
            if let Some(rules) = rules {
                done.push("dependentRequired");
                out.extend(rules);
            }
        }

        // Combinations and conditions.
        for (keyword, headline) in [
            ("anyOf", "Must match at least one of"),
            ("oneOf", "Must match exactly one of"),
        ] {
            if let Some(Value::Array(branches)) = object.get(keyword) {
                done.push(keyword);
                if !used(keyword) {
                    let words: Vec<String> = branches.iter().map(|b| self.shape(b).words).collect();
                    out.push(format!("{headline}: {}", words.join(", ")));
                }
                for (index, branch) in branches.iter().enumerate() {
                    let number = index + 1;
                    let words = self.shape(branch).words;
                    let prefix = format!("{keyword} branch {number} ({words}): ");
                    let child_path = branch_path(path, &format!("{keyword} branch {number}"));
                    let intro = format!(
                        "{keyword} branch {number} of {} is an object with these fields.",
                        subject(path)
                    );
                    let step = format!("/{keyword}/{index}");
                    self.child(branch, &step, child_path, &prefix, intro, &mut out);
                }
            }
        }
        if let Some(Value::Array(entries)) = object.get("allOf") {
            done.push("allOf");
            for (index, entry) in entries.iter().enumerate() {
                let number = index + 1;
                if let Some(rule) = entry
                    .as_object()
                    .and_then(|e| self.conditional(e, &required_here))
                {
                    out.push(rule);
                    continue;
                }
                if !used("allOf") {
                    let entry_shape = self.shape(entry);
                    if let Some(reference) = only_ref(entry) {
                        out.push(format!("Must also match {}", self.ref_words(reference)));
                        continue;
                    }
                    if entry_shape.known {
                        out.push(format!(
                            "allOf entry {number}: must be {}",
                            entry_shape.words
                        ));
                    }
                }
                let prefix = format!("allOf entry {number}: ");
                let child_path = branch_path(path, &format!("allOf entry {number}"));
                let intro = format!(
                    "allOf entry {number} of {} is an object with these fields.",
                    subject(path)
                );
                let step = format!("/allOf/{index}");
                self.child(entry, &step, child_path, &prefix, intro, &mut out);
            }
        }
        if object.contains_key("if") {
            done.extend(["if", "then", "else"]);
            let mut rule = Map::new();
            for keyword in ["if", "then", "else"] {
                if let Some(value) = object.get(keyword) {
                    rule.insert(keyword.to_string(), value.clone());
                }
            }
            out.push(self.conditional(&rule, &required_here).unwrap_or_else(|| {
                format!(
                    "Conditional rule: {}",
                    code(&Value::Object(rule).to_string())
                )
            }));
        }
        if let Some(not) = object.get("not") {
            done.push("not");
            out.push(format!("Must not match: {}", code(&not.to_string())));
        }

        // More annotations.
        for (keyword, yes, no) in [
            ("deprecated", "Deprecated", "Not deprecated"),
            ("readOnly", "Read-only", "Not read-only"),
            ("writeOnly", "Write-only", "Not write-only"),
        ] {
            if let Some(Value::Bool(flag)) = object.get(keyword) {
                done.push(keyword);
                out.push(if *flag { yes } else { no }.to_string());
            }
        }
        if let Some(Value::Array(examples)) = object.get("examples") {
            done.push("examples");
            out.push(format!("Examples: {}", values_list(examples)));
        }
        if let Some(Value::String(comment)) = object.get("$comment") {
            done.push("$comment");
            out.push(format!("Comment: {}", inline_text(comment)));
        }

        // Whatever is left has no wording here: the keyword and its JSON value.
        for (keyword, value) in object {
            if !done.contains(&keyword.as_str()) {
                out.push(format!("{}: {}", code(keyword), code(&value.to_string())));
            }
        }

        if !matches!(kind, Kind::Inline) {
            out.extend(nullable_note(schema));
        }
        out
    }

    /// Positional items (`prefixItems`, or the old array form of `items`).
    fn tuple(&mut self, keyword: &str, tuple: &[Value], path: &str, out: &mut Vec<String>) {
        for (index, item) in tuple.iter().enumerate() {
            out.push(format!("Item at index {index}: {}", self.shape(item).words));
            let intro = format!(
                "The item at index {index} of {} is an object with these fields.",
                subject(path)
            );
            let prefix = format!("Item at index {index}: ");
            let step = format!("/{keyword}/{index}");
            self.child(item, &step, format!("{path}[{index}]"), &prefix, intro, out);
        }
    }

    /// An `if`/`then`/`else` rule in words, e.g. "When `role` is `"tool"`:
    /// `tool_call_id` and `content` are required.", or `None` when it has
    /// other keywords or a form this has no wording for.
    fn conditional(&self, rule: &Map<String, Value>, required_here: &[&str]) -> Option<String> {
        if rule
            .keys()
            .any(|k| !matches!(k.as_str(), "if" | "then" | "else"))
        {
            return None;
        }
        let when = condition_words(rule.get("if")?, required_here)?;
        let then = match rule.get("then") {
            Some(then) => Some(requirement_words(then)?),
            None => None,
        };
        let otherwise = match rule.get("else") {
            Some(otherwise) => Some(requirement_words(otherwise)?),
            None => None,
        };
        let mut text = match (&then, &otherwise) {
            (None, None) => return None,
            (Some(then), _) => format!("When {when}: {then}."),
            (None, Some(_)) => format!("When {when}: nothing further is required."),
        };
        if let Some(otherwise) = otherwise {
            text.push_str(&format!(" Otherwise: {otherwise}."));
        }
        Some(text)
    }
}

/// The condition of an `if` in words: "`role` is `"tool"`", or `None`.
fn condition_words(condition: &Value, required_here: &[&str]) -> Option<String> {
    let condition = condition.as_object()?;
    if condition
        .keys()
        .any(|k| !matches!(k.as_str(), "properties" | "required"))
    {
        return None;
    }
    let present = str_list(condition.get("required")).unwrap_or_default();
    let mut parts = Vec::new();
    if let Some(properties) = condition.get("properties") {
        for (name, test) in properties.as_object()? {
            let test = test.as_object()?;
            let mut part = match (test.len(), test.get("const"), test.get("enum")) {
                (1, Some(constant), _) => {
                    format!("{} is {}", code(name), code(&constant.to_string()))
                }
                (1, _, Some(Value::Array(values))) => {
                    format!("{} is one of {}", code(name), values_list(values))
                }
                _ => return None,
            };
            // `properties` alone also holds when the key is absent.
            if !present.contains(&name.as_str()) && !required_here.contains(&name.as_str()) {
                part.push_str(" or is absent");
            }
            parts.push(part);
        }
    }
    if condition.contains_key("required") {
        let names = str_list(condition.get("required"))?;
        parts.extend(
            names
                .iter()
                .map(|name| format!("{} is present", code(name))),
        );
    }
    if parts.is_empty() {
        return None;
    }
    Some(parts.join(" and "))
}

/// A `then`/`else` that only requires keys, in words, or `None`.
fn requirement_words(requirement: &Value) -> Option<String> {
    let requirement = requirement.as_object()?;
    if requirement.len() != 1 {
        return None;
    }
    required_words(&str_list(requirement.get("required"))?)
}

/// "`a` is required", "`a` and `b` are required"; `None` for no names.
fn required_words(names: &[&str]) -> Option<String> {
    match names.len() {
        0 => None,
        1 => Some(format!("{} is required", list_and(names))),
        _ => Some(format!("{} are required", list_and(names))),
    }
}

/// "`a`", "`a` and `b`", "`a`, `b` and `c`".
fn list_and(names: &[&str]) -> String {
    let coded: Vec<String> = names.iter().map(|name| code(name)).collect();
    match coded.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// JSON values as code, comma separated: `"a"`, `"b"`.
fn values_list(values: &[Value]) -> String {
    values
        .iter()
        .map(|value| code(&value.to_string()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A number as written; anything else as its JSON text in code.
fn scalar(value: &Value) -> String {
    if value.is_number() {
        value.to_string()
    } else {
        code(&value.to_string())
    }
}

/// Type words inside a larger phrase, in parentheses when they are a choice.
fn group(words: String) -> String {
    if words.contains(" or ") || words.contains(", ") {
        format!("({words})")
    } else {
        words
    }
}

/// The path of a property: `name` at the top level, `base.name` below it.
fn prop_path(base: &str, name: &str) -> String {
    if base.is_empty() {
        name.to_string()
    } else {
        format!("{base}.{name}")
    }
}

/// The path of a branch of the schema at `base`.
fn branch_path(base: &str, branch: &str) -> String {
    if base.is_empty() {
        format!("({branch})")
    } else {
        format!("{base} ({branch})")
    }
}

/// How a sentence names the schema at `path`.
fn subject(path: &str) -> String {
    if path.is_empty() {
        "the model".to_string()
    } else {
        code(path)
    }
}

fn has_properties(object: &Map<String, Value>) -> bool {
    object.get("properties").is_some_and(Value::is_object)
}

fn type_includes(object: &Map<String, Value>, name: &str) -> bool {
    match object.get("type") {
        Some(Value::String(t)) => t == name,
        Some(Value::Array(types)) => types.iter().any(|t| t == name),
        _ => false,
    }
}

/// Whether `null` is a valid value (as far as can be told without following
/// references).
fn nullable(schema: &Value) -> bool {
    let Some(object) = schema.as_object() else {
        return false;
    };
    if object.contains_key("type") {
        return type_includes(object, "null");
    }
    if let Some(constant) = object.get("const") {
        return constant.is_null();
    }
    if let Some(Value::Array(values)) = object.get("enum") {
        return values.contains(&Value::Null);
    }
    ["anyOf", "oneOf"].iter().any(|keyword| {
        object
            .get(*keyword)
            .and_then(Value::as_array)
            .is_some_and(|branches| branches.iter().any(nullable))
    })
}

/// "Nullable: yes" when `null` is a valid value, naming the branch that
/// allows it when that is a branch of `anyOf`/`oneOf`.
fn nullable_note(schema: &Value) -> Option<String> {
    if !nullable(schema) {
        return None;
    }
    let object = schema.as_object()?;
    if !object.contains_key("type") {
        for keyword in ["anyOf", "oneOf"] {
            let branches = object.get(keyword).and_then(Value::as_array);
            if let Some(index) = branches.and_then(|b| b.iter().position(nullable)) {
                let number = index + 1;
                return Some(format!(
                    "Nullable: yes ({keyword} branch {number} allows null)"
                ));
            }
        }
    }
    Some("Nullable: yes".to_string())
}

/// The reference of a schema that is only `{"$ref": ...}`.
fn only_ref(schema: &Value) -> Option<&str> {
    let object = schema.as_object()?;
    if object.len() == 1 {
        object.get("$ref")?.as_str()
    } else {
        None
    }
}

fn contains_ref(value: &Value) -> bool {
    match value {
        Value::Object(object) => object
            .iter()
            .any(|(key, v)| key == "$ref" || contains_ref(v)),
        Value::Array(values) => values.iter().any(contains_ref),
        _ => false,
    }
}

/// A list of strings, or `None` if it is not one.
fn str_list(value: Option<&Value>) -> Option<Vec<&str>> {
    value?.as_array()?.iter().map(Value::as_str).collect()
}

/// A link to a model's page.
fn link(model: &str) -> String {
    format!(
        "[{}]({})",
        escape_inline(model),
        link_target(&format!("{model}.md"))
    )
}

fn link_target(file_name: &str) -> String {
    if file_name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
    {
        file_name.to_string()
    } else {
        format!("<{}>", file_name.replace('<', "%3C").replace('>', "%3E"))
    }
}

/// A Markdown bullet list, or `empty` when there are no items.
fn bullet_list(items: &[String], empty: &str) -> String {
    if items.is_empty() {
        return empty.to_string();
    }
    items
        .iter()
        .map(|item| format!("- {item}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A fields table; with a Rust type column when any row has one.
fn table(rows: &[Row]) -> String {
    let rust = rows.iter().any(|r| r.rust.is_some());
    let mut text = if rust {
        "| Field | Type | Rust type | Required | Default |\n| --- | --- | --- | --- | --- |"
    } else {
        "| Field | Type | Required | Default |\n| --- | --- | --- | --- |"
    }
    .to_string();
    for row in rows {
        let rust_cell = match (&row.rust, rust) {
            (_, false) => String::new(),
            (Some(ty), true) => format!(" {} |", cell(&code(ty))),
            // A constant member has no field: `Serialize` writes it.
            (None, true) => " none (a constant) |".to_owned(),
        };
        text.push_str(&format!(
            "\n| {} | {} |{rust_cell} {} | {} |",
            cell(&code(&row.field)),
            cell(&row.ty),
            if row.required { "Yes" } else { "No" },
            cell(&row.default)
        ));
    }
    text
}

/// Text made safe for a table cell: GitHub ends a cell at any unescaped `|`,
/// even inside a code span.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// Blocks separated by blank lines, with no trailing spaces, ending with one
/// newline.
fn finish(blocks: &[String]) -> String {
    let text = blocks.join("\n\n");
    let mut out: String = text
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n");
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const SCHEMAS: [(&str, &str, &str); 3] = [
        (
            "schemas/chat-export.schema.json",
            "ChatExport",
            include_str!("../../schemas/chat-export.schema.json"),
        ),
        (
            "schemas/conversation-context.schema.json",
            "ConversationContext",
            include_str!("../../schemas/conversation-context.schema.json"),
        ),
        (
            "schemas/memory-turn-reference.schema.json",
            "MemoryTurnReference",
            include_str!("../../schemas/memory-turn-reference.schema.json"),
        ),
    ];

    fn parsed(text: &str) -> Value {
        serde_json::from_str(text).expect("schema is JSON")
    }

    fn all_pages() -> Vec<(String, Vec<DocPage>)> {
        SCHEMAS
            .iter()
            .map(|(file, root, text)| {
                (
                    file.to_string(),
                    model_pages(file, root, &parsed(text), None),
                )
            })
            .collect()
    }

    fn page(model: &str) -> DocPage {
        all_pages()
            .into_iter()
            .flat_map(|(_, pages)| pages)
            .find(|p| p.model == model)
            .unwrap_or_else(|| panic!("no page for {model}"))
    }

    /// The page up to its exact JSON Schema: what the renderer itself wrote.
    fn prose(markdown: &str) -> &str {
        markdown
            .split("\n## Exact JSON Schema\n")
            .next()
            .expect("split yields a first part")
    }

    /// The text of one `## heading` section, up to the next `## ` heading.
    fn section<'a>(markdown: &'a str, heading: &str) -> &'a str {
        let start = markdown
            .find(&format!("\n## {heading}\n"))
            .unwrap_or_else(|| panic!("no section {heading}"));
        let rest = &markdown[start + heading.len() + 5..];
        &rest[..rest.find("\n## ").unwrap_or(rest.len())]
    }

    /// The text of the note for one field path in "Field constraints".
    fn note<'a>(markdown: &'a str, path: &str) -> &'a str {
        let constraints = section(markdown, "Field constraints");
        let heading = format!("\n### `{path}`\n");
        let start = constraints
            .find(&heading)
            .unwrap_or_else(|| panic!("no note for {path}"));
        let rest = &constraints[start + heading.len()..];
        &rest[..rest.find("\n### ").unwrap_or(rest.len())]
    }

    fn notes_headings(markdown: &str) -> Vec<String> {
        section(markdown, "Field constraints")
            .lines()
            .filter_map(|line| line.strip_prefix("### "))
            .map(str::to_string)
            .collect()
    }

    /// The pages of one built-in schema, with the Rust names its generated code gives.
    fn pages_with_rust_names(index: usize) -> Vec<DocPage> {
        let (file, root, text) = SCHEMAS[index];
        let source = crate::SchemaSource {
            path: file.into(),
            text: text.into(),
        };
        let emitted = crate::compile_and_emit(&[&source], &crate::Options::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let module = crate::names::module_name(file);
        let rust = RustNames::new("wire_models", &module, &emitted.names[file]);
        model_pages(file, root, &parsed(text), Some(&rust))
    }

    #[test]
    fn pages_name_the_rust_types_of_models_nested_objects_and_fields() {
        let pages = pages_with_rust_names(0);
        let md = &pages
            .iter()
            .find(|p| p.model == "OpenaiMessage")
            .unwrap()
            .markdown;
        assert!(md.contains("\nRust type: `wire_models::chat_export::OpenaiMessage`.\n"));
        // The nested object of `tool_calls[]` is named as the code names it.
        assert!(md.contains(
            "\nEach item of `tool_calls` is an object with these fields. Rust type: \
             `wire_models::chat_export::OpenaiMessageToolCallsItem`.\n"
        ));
        let fields = section(md, "Fields");
        for row in [
            "| `role` | one of: `\"system\"`, `\"user\"`, `\"assistant\"`, `\"tool\"` | `OpenaiMessageRole` | Yes | Not specified |",
            // Optional and nullable: absent, `null` and a text are three values.
            "| `content` | string or null | `Option<Option<String>>` | No | Not specified |",
            "| `tool_calls` | array of object | `Option<Vec<OpenaiMessageToolCallsItem>>` | No | Not specified |",
            // A constant member is checked and written, never held.
            "| `tool_calls[].type` | the constant `\"function\"` | none (a constant) | Yes | Not specified |",
        ] {
            assert!(fields.contains(row), "{row}\n{fields}");
        }
        // A map of named values.
        let document = &pages
            .iter()
            .find(|p| p.model == "Document")
            .unwrap()
            .markdown;
        assert!(
            document.contains(
                "| `mapping` | map of string to [Node](Node.md) | `IndexMap<String, Node>` |"
            ),
            "{}",
            section(document, "Fields")
        );
    }

    #[test]
    fn model_names_and_file_names() {
        let names: Vec<Vec<(String, String)>> = all_pages()
            .into_iter()
            .map(|(_, pages)| pages.into_iter().map(|p| (p.model, p.file_name)).collect())
            .collect();
        let expect = |list: &[&str]| -> Vec<(String, String)> {
            list.iter()
                .map(|n| (n.to_string(), format!("{n}.md")))
                .collect()
        };
        assert_eq!(
            names[0],
            expect(&[
                "ChatExport",
                "Document",
                "Node",
                "ChatMessage",
                "OpenaiMessage",
                "Citation",
                "Lens",
                "Messages"
            ])
        );
        assert_eq!(
            names[1],
            expect(&["ConversationContext", "MemoryTurn", "Role", "SearchHit"])
        );
        assert_eq!(names[2], expect(&["MemoryTurnReference"]));
    }

    /// Field by field, the facts of the reference page
    /// (seeds/001_b1f0c26193660c7f.txt).
    #[test]
    fn memory_turn_reference_matches_the_reference_page() {
        let md = page("MemoryTurnReference").markdown;
        assert!(md.starts_with(
            "# MemoryTurnReference\n\n[All wire models](README.md)\n\nModel aliases: MemoryTurnReference.\n"
        ));
        assert!(md.contains("\nType: object.\n"));
        assert!(md.contains(&format!("\n## Fields\n\n{FIELDS_NOTE}\n\n")));
        let rows = [
            "| `run_id` | string | Yes | Not specified |",
            "| `generation_id` | string or null | No | `null` |",
            "| `thread_id` | string | Yes | Not specified |",
            "| `conversation_title` | string | Yes | Not specified |",
            "| `user_created_at` | string | Yes | Not specified |",
            "| `user_message_id` | string | Yes | Not specified |",
            "| `user_sha256` | string | Yes | Not specified |",
            "| `answer_message_id` | string | Yes | Not specified |",
            "| `answer_sha256` | string | Yes | Not specified |",
            "| `answer_included` | boolean | No | `false` |",
            "| `availability` | string | No | `\"available\"` |",
        ];
        let table = format!(
            "| Field | Type | Required | Default |\n| --- | --- | --- | --- |\n{}\n",
            rows.join("\n")
        );
        assert!(md.contains(&table), "fields table differs:\n{md}");

        assert_eq!(
            section(&md, "Model constraints").trim(),
            "- Additional properties: permitted"
        );
        // The same fields have constraints as on the reference page, and no others.
        assert_eq!(
            notes_headings(&md),
            [
                "`run_id`",
                "`generation_id`",
                "`thread_id`",
                "`conversation_title`",
                "`user_created_at`",
                "`user_message_id`",
                "`user_sha256`",
                "`answer_message_id`",
                "`answer_sha256`",
                "`availability`"
            ]
        );
        let id_64 = "- Minimum length: 1\n- Maximum length: 64";
        for path in [
            "run_id",
            "thread_id",
            "user_message_id",
            "answer_message_id",
        ] {
            assert_eq!(note(&md, path).trim(), id_64, "{path}");
        }
        assert_eq!(
            note(&md, "conversation_title").trim(),
            "- Minimum length: 1\n- Maximum length: 160"
        );
        assert_eq!(
            note(&md, "user_created_at").trim(),
            "- Format: `\"date-time\"`"
        );
        for path in ["user_sha256", "answer_sha256"] {
            assert_eq!(
                note(&md, path).trim(),
                "- Pattern: `\"^[a-f0-9]{64}$\"`",
                "{path}"
            );
        }
        assert_eq!(
            note(&md, "availability").trim(),
            "- Allowed values: `\"available\"`, `\"archived\"`, `\"deleted\"`, `\"moved\"`, `\"memory_disabled\"`, `\"changed\"`, `\"unverified\"`"
        );
        assert!(md.contains(&format!("\n## Exact JSON Schema\n\n{EXACT_NOTE}\n")));
    }

    #[test]
    fn generation_id_mentions_both_any_of_branches() {
        let md = page("MemoryTurnReference").markdown;
        assert_eq!(
            note(&md, "generation_id").trim(),
            "- anyOf branch 1 (string): Minimum length: 1\n\
             - anyOf branch 1 (string): Maximum length: 64\n\
             - Nullable: yes (anyOf branch 2 allows null)"
        );
    }

    #[test]
    fn openai_message_states_the_tool_rule_and_nested_fields() {
        let md = page("OpenaiMessage").markdown;
        assert!(section(&md, "Model constraints")
            .contains("- When `role` is `\"tool\"`: `tool_call_id` and `content` are required.\n"));
        for row in [
            "| `role` | one of: `\"system\"`, `\"user\"`, `\"assistant\"`, `\"tool\"` | Yes | Not specified |",
            "| `content` | string or null | No | Not specified |",
            "| `tool_call_id` | string | No | Not specified |",
            "| `tool_calls` | array of object | No | Not specified |",
            "| `tool_calls[].id` | string | Yes | Not specified |",
            "| `tool_calls[].type` | the constant `\"function\"` | Yes | Not specified |",
            "| `tool_calls[].function` | object | Yes | Not specified |",
            "| `tool_calls[].function.name` | string | Yes | Not specified |",
            "| `tool_calls[].function.arguments` | string | Yes | Not specified |",
        ] {
            assert!(md.contains(&format!("\n{row}\n")), "missing {row}");
        }
        assert_eq!(
            note(&md, "tool_calls[].function.arguments").trim(),
            "the arguments, as JSON text"
        );
        assert_eq!(note(&md, "content").trim(), "- Nullable: yes");
    }

    #[test]
    fn chat_export_types_in_words() {
        let root = page("ChatExport").markdown;
        assert!(root.contains("\nModel aliases: Lens conversation export.\n"));
        assert!(
            root.contains("\nType: one of: [Document](Document.md), [Messages](Messages.md).\n")
        );
        assert!(root.contains(
            "\nSchema ID (`$id`): `\"https://github.com/adeelahmad/lense/blob/main/docs/schemas/chat-export.schema.json\"`.\n"
        ));

        let document = page("Document").markdown;
        for row in [
            "| `@context` | object | Yes | Not specified |",
            "| `@context.dc` | the constant `\"http://purl.org/dc/terms/\"` | Yes | Not specified |",
            "| `format` | the constant `\"lens.chat-export/1\"` | Yes | Not specified |",
            "| `dc:created` | string or null | No | Not specified |",
            "| `scope` | object | No | Not specified |",
            "| `current_node` | string or null | Yes | Not specified |",
            "| `mapping` | map of string to [Node](Node.md) | Yes | Not specified |",
        ] {
            assert!(document.contains(&format!("\n{row}\n")), "missing {row}");
        }
        assert_eq!(
            note(&document, "dc:created").trim(),
            "when the conversation started (ISO 8601, UTC)\n\n- Nullable: yes"
        );

        let node = page("Node").markdown;
        assert!(node.contains(
            "\n| `tool_messages` | array of [OpenaiMessage](OpenaiMessage.md) | No | Not specified |\n"
        ));
        assert!(node
            .contains("\n| `message` | [ChatMessage](ChatMessage.md) | Yes | Not specified |\n"));
        assert!(node.contains("\n| `children` | array of string | Yes | Not specified |\n"));

        let chat_message = page("ChatMessage").markdown;
        assert!(chat_message.contains(
            "\n| `role` | one of: `\"user\"`, `\"assistant\"` | Yes | Not specified |\n"
        ));

        let lens = page("Lens").markdown;
        assert!(lens.contains("\nwhat only Lens knows of a message\n"));
        for row in [
            "| `versions.ids` | array of integer | Yes | Not specified |",
            "| `attachments` | array of object | No | Not specified |",
            "| `attachments[].filename` | string | No | Not specified |",
            "| `citations` | array of [Citation](Citation.md) | No | Not specified |",
        ] {
            assert!(lens.contains(&format!("\n{row}\n")), "missing {row}");
        }

        let messages = page("Messages").markdown;
        assert_eq!(
            section(&messages, "Model constraints").trim(),
            "- Additional properties: not permitted"
        );
        assert!(messages.contains(
            "\n| `messages` | array of [OpenaiMessage](OpenaiMessage.md) | Yes | Not specified |\n"
        ));

        let citation = page("Citation").markdown;
        assert!(citation.contains("\n| `page` | integer or null | No | Not specified |\n"));
        assert!(note(&citation, "used").contains("cited in the answer"));
    }

    #[test]
    fn conversation_context_pages() {
        let root = page("ConversationContext").markdown;
        assert!(root.contains("\n| `summary` | string or null | No | `null` |\n"));
        assert!(root.contains(
            "\n| `recent` | array of [MemoryTurn](MemoryTurn.md) | No | Not specified |\n"
        ));
        // The docstring's indented attributes become a list.
        assert!(root.contains(
            "\nAttributes:\n\n- summary: Compressed summary of older turns (if any).\n- recent:"
        ));

        let role = page("Role").markdown;
        assert!(role.contains("\nType: string.\n"));
        assert!(section(&role, "Model constraints")
            .contains("- Allowed values: `\"system\"`, `\"user\"`, `\"assistant\"`, `\"tool\"`"));
        assert!(!role.contains("Additional properties"));

        let turn = page("MemoryTurn").markdown;
        assert!(turn.contains("\n| `role` | [Role](Role.md) | Yes | Not specified |\n"));

        let hit = page("SearchHit").markdown;
        assert!(hit.contains("\n| `score` | number | Yes | Not specified |\n"));
        assert_eq!(
            note(&hit, "metadata").trim(),
            "- Additional properties: permitted"
        );
    }

    /// Every property name at every depth of each model, with the path the
    /// page gives it where it has a row.
    fn collect(schema: &Value, base: &str, rows: &mut Vec<String>, names: &mut Vec<String>) {
        match schema {
            Value::Object(object) => {
                for (key, value) in object {
                    if key == "$defs" {
                        continue;
                    }
                    if key == "properties" {
                        if let Value::Object(properties) = value {
                            for (name, property) in properties {
                                names.push(name.clone());
                                rows.push(prop_path(base, name));
                                collect(property, &prop_path(base, name), rows, names);
                            }
                        }
                        continue;
                    }
                    let below = match key.as_str() {
                        "items" => format!("{base}[]"),
                        "additionalProperties" => prop_path(base, "*"),
                        _ => format!("{base} ({key})"),
                    };
                    // Properties only get a table row along items, map values
                    // and properties; any other depth is only checked by name.
                    if matches!(key.as_str(), "items" | "additionalProperties") {
                        collect(value, &below, rows, names);
                    } else {
                        let mut ignored = Vec::new();
                        collect(value, &below, &mut ignored, names);
                    }
                }
            }
            Value::Array(values) => {
                for value in values {
                    let mut ignored = Vec::new();
                    collect(value, base, &mut ignored, names);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn every_property_of_every_model_is_on_its_page() {
        for (file, root, text) in SCHEMAS {
            let schema = parsed(text);
            let mut models = vec![(root.to_string(), schema.clone())];
            if let Some(defs) = schema.get("$defs").and_then(Value::as_object) {
                models.extend(defs.iter().map(|(k, v)| (type_name(k), v.clone())));
            }
            let pages = model_pages(file, root, &schema, None);
            assert_eq!(pages.len(), models.len());
            for ((name, model), page) in models.iter().zip(&pages) {
                assert_eq!(&page.model, name);
                let text = prose(&page.markdown);
                let (mut rows, mut names) = (Vec::new(), Vec::new());
                collect(model, "", &mut rows, &mut names);
                for path in rows {
                    assert!(
                        text.contains(&format!("| `{path}` |")),
                        "{name}: no row for {path}"
                    );
                }
                for property in names {
                    assert!(
                        text.contains(&format!("`{property}`"))
                            || text.contains(&format!(".{property}`")),
                        "{name}: {property} not mentioned"
                    );
                }
            }
        }
    }

    #[test]
    fn exact_schema_is_the_models_schema() {
        for (file, root, text) in SCHEMAS {
            let schema = parsed(text);
            let pages = model_pages(file, root, &schema, None);
            let mut subschemas = vec![schema.clone()];
            if let Some(defs) = schema.get("$defs").and_then(Value::as_object) {
                subschemas.extend(defs.values().cloned());
            }
            for (page, sub) in pages.iter().zip(&subschemas) {
                let pretty = serde_json::to_string_pretty(sub).unwrap();
                assert!(
                    page.markdown.ends_with(&format!(
                        "\n### Complete JSON Schema\n\n```json\n{pretty}\n```\n"
                    )),
                    "{}",
                    page.model
                );
            }
        }
        // The file as written is the root page's block, key order included.
        let mtr = page("MemoryTurnReference").markdown;
        assert!(mtr.contains(SCHEMAS[2].2.trim()));
    }

    #[test]
    fn output_is_deterministic_and_clean() {
        let first = all_pages();
        assert_eq!(first, all_pages());
        let index = index_page(&first);
        assert_eq!(index, index_page(&all_pages()));
        let mut reversed = first.clone();
        reversed.reverse();
        for (_, pages) in &mut reversed {
            pages.reverse();
        }
        assert_eq!(index, index_page(&reversed));

        let texts = first
            .iter()
            .flat_map(|(_, pages)| pages.iter().map(|p| p.markdown.clone()))
            .chain([index]);
        for text in texts {
            assert!(text.ends_with('\n') && !text.ends_with("\n\n"));
            assert!(!text.contains("\n\n\n"));
            assert!(!text.contains('\r') && !text.contains('\t'));
            for line in text.lines() {
                assert_eq!(line, line.trim_end(), "trailing space in {line:?}");
            }
        }
    }

    #[test]
    fn index_lists_every_model_grouped_and_sorted() {
        let index = index_page(&all_pages());
        assert!(index.starts_with("# All wire models\n"));
        let chat = index.find("## `schemas/chat-export.schema.json`").unwrap();
        let context = index
            .find("## `schemas/conversation-context.schema.json`")
            .unwrap();
        let mtr = index
            .find("## `schemas/memory-turn-reference.schema.json`")
            .unwrap();
        assert!(chat < context && context < mtr);
        let order = [
            "[ChatExport]",
            "[ChatMessage]",
            "[Citation]",
            "[Document]",
            "[Lens]",
            "[Messages]",
            "[Node]",
            "[OpenaiMessage]",
        ];
        let positions: Vec<usize> = order.iter().map(|m| index.find(m).unwrap()).collect();
        assert!(positions.windows(2).all(|w| w[0] < w[1]));
        assert!(index.contains("\n- [Lens](Lens.md): what only Lens knows of a message\n"));
        assert!(index.contains("\n- [Document](Document.md): No description.\n"));
        assert!(
            index.contains("\n- [MemoryTurn](MemoryTurn.md): A single stored conversation turn.\n")
        );
        assert!(index
            .contains("\n- [Role](Role.md): Chat message roles, normalised across providers.\n"));
        assert!(
            index.contains("\n- [ChatExport](ChatExport.md): GET /api/v1/chats/{id}/export.json")
        );
        assert!(
            index.contains("\n- [MemoryTurnReference](MemoryTurnReference.md): No description.\n")
        );
    }

    /// Keywords without wording still reach the prose, with their JSON value.
    #[test]
    fn unknown_keywords_are_listed_not_dropped() {
        let schema = json!({
            "title": "Odd one",
            "type": "object",
            "x-rust-type": {"crate": "x", "path": "x::Y"},
            "properties": {
                "a": {
                    "anyOf": [
                        {"type": "string", "x-branch-note": 7, "minLength": 2},
                        {"type": "integer", "minimum": 0}
                    ],
                    "title": "Not a restatement"
                },
                "b": {"type": "array", "items": {"type": "string", "x-item": true}, "minItems": 1},
                "c": {"not": {"const": 3}, "deprecated": true, "examples": [1, "two"]},
                "d": {"type": "object", "patternProperties": {"^x-": {"type": "integer"}}},
                "e": {"$ref": "#/$defs/other/properties/x"},
                "f": {"if": {"minimum": 3}, "then": {"maximum": 9}}
            },
            "dependentRequired": {"a": ["b", "c"]},
            "$defs": {"thing_two": {"type": "string", "x-def": "kept"}}
        });
        let pages = model_pages("schemas/odd.schema.json", "Odd", &schema, None);
        assert_eq!(pages.len(), 2);
        let odd = prose(&pages[0].markdown);
        assert!(odd.contains("\nModel aliases: Odd one.\n"));
        assert!(odd.contains("- `x-rust-type`: `{\"crate\":\"x\",\"path\":\"x::Y\"}`"));
        assert!(odd.contains("- When `a` is present: `b` and `c` are required."));
        assert!(odd.contains("\n| `a` | string or integer | No | Not specified |\n"));
        assert!(odd.contains("- Title: Not a restatement"));
        assert!(odd.contains("- anyOf branch 1 (string): Minimum length: 2"));
        assert!(odd.contains("- anyOf branch 1 (string): `x-branch-note`: `7`"));
        assert!(odd.contains("- anyOf branch 2 (integer): Minimum: 0"));
        assert!(odd.contains("\n| `b` | array of string | No | Not specified |\n"));
        assert!(odd.contains("- Minimum items: 1"));
        assert!(odd.contains("- Each item: `x-item`: `true`"));
        assert!(odd.contains("- Must not match: `{\"const\":3}`"));
        assert!(odd.contains("- Deprecated"));
        assert!(odd.contains("- Examples: `1`, `\"two\"`"));
        assert!(
            odd.contains("- Properties whose names match `\"^x-\"`: each value must be integer")
        );
        assert!(odd.contains("\n| `e` | the schema at `#/$defs/other/properties/x` |"));
        assert!(
            odd.contains("- Conditional rule: `{\"if\":{\"minimum\":3},\"then\":{\"maximum\":9}}`")
        );
        let def = &pages[1];
        assert_eq!(def.file_name, "ThingTwo.md");
        assert!(prose(&def.markdown).contains("- `x-def`: `\"kept\"`"));
        assert!(prose(&def.markdown)
            .contains("\nDefined in `schemas/odd.schema.json` at `#/$defs/thing_two`.\n"));
    }

    #[test]
    fn conditionals_in_words() {
        let schema = json!({
            "type": "object",
            "required": ["kind"],
            "properties": {"kind": {"enum": ["a", "b", "c"]}, "mode": {"type": "string"}, "x": {}, "y": {}},
            "allOf": [
                {"if": {"properties": {"kind": {"enum": ["a", "b"]}}}, "then": {"required": ["x"]}, "else": {"required": ["y"]}},
                {"if": {"properties": {"mode": {"const": "fast"}}}, "then": {"required": ["x", "y", "kind"]}},
                {"$ref": "#/$defs/base"}
            ]
        });
        let md = model_pages("s.json", "S", &schema, None).remove(0).markdown;
        let rules = section(&md, "Model constraints");
        assert!(rules.contains(
            "- When `kind` is one of `\"a\"`, `\"b\"`: `x` is required. Otherwise: `y` is required.\n"
        ));
        assert!(rules.contains(
            "- When `mode` is `\"fast\"` or is absent: `x`, `y` and `kind` are required.\n"
        ));
        assert!(rules.contains("- Must also match [Base](Base.md)"));
        assert!(md.contains("\n| `x` | any value | No | Not specified |\n"));
    }

    #[test]
    fn text_is_escaped_for_markdown() {
        let schema = json!({
            "description": "Uses *stars*, <tags>, a | pipe and `ticks`; keeps snake_case.\n# not a heading\n1. not a list",
            "type": "object",
            "properties": {
                "p|q": {"type": "string", "enum": ["x|y", "with `tick`"], "default": "x|y"}
            }
        });
        let page = model_pages("s.json", "S", &schema, None).remove(0);
        let md = &page.markdown;
        assert!(md.contains(
            "\nUses \\*stars\\*, \\<tags\\>, a \\| pipe and \\`ticks\\`; keeps snake_case.\n\\# not a heading\n1\\. not a list\n"
        ));
        assert!(md.contains("\n| `p\\|q` | string | No | `\"x\\|y\"` |\n"));
        assert!(md.contains("- Allowed values: `\"x|y\"`, ``\"with `tick`\"``"));
        assert_eq!(
            page.summary.as_deref(),
            Some("Uses \\*stars\\*, \\<tags\\>, a \\| pipe and \\`ticks\\`; keeps snake_case. \\# not a heading 1\\. not a list")
        );
    }

    #[test]
    fn property_titles_that_restate_the_name_are_left_to_the_schema() {
        assert_eq!("user_sha256".to_title_case(), "User Sha256");
        assert_eq!("run_id".to_title_case(), "Run Id");
        let md = page("MemoryTurnReference").markdown;
        assert!(!prose(&md).contains("Title:"));
    }
}
