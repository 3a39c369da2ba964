//! Reference documentation, rendered from the compiled [`Program`]: one Markdown page per named
//! model (each schema file's root and every entry of its `$defs` or `definitions`, an OpenAPI
//! document's components) for `docs/models/`, plus the `docs/models/README.md` index that links
//! them all.
//!
//! A page states in words what the schema declares about its model: its
//! aliases, description and type; a table of its fields (type, required,
//! default), with a further table for every nested anonymous object; the
//! model-level constraints (additional properties, conditional rules); the
//! constraints and descriptions of every field at every depth; and finally the
//! model's exact JSON Schema, as written. A keyword the renderer has no wording for is
//! still listed, as the keyword and its JSON value, so nothing the schema
//! declares is left out of the prose.
//!
//! The pages read the same model as the code: a node's subschemas are reached only through its
//! rules, and what a keyword means is what its rules say in the node's own dialect (a draft-04
//! `exclusiveMinimum: true` is an exclusive bound, an `items` array positional items, the
//! siblings of a draft-07 `$ref` ignored). The node's own text only supplies the wording: the
//! order its `type` names are written in, its annotations, and the keywords without wording. A
//! reference links the page of the model it reaches, in whichever file. Everything here is a
//! pure function of its inputs: no file IO, and the same program always gives byte-identical
//! pages (fields keep the schema's declaration order, as `serde_json` is built with
//! `preserve_order`).

use std::collections::BTreeMap;

use heck::ToTitleCase;
use serde_json::{Map, Value};

use crate::compile::TYPES;
use crate::dialect::Dialect;
use crate::ir::{DocumentInfo, IrNode, IrRule, NodeId, Program};
use crate::markdown::{code, description_blocks, escape_inline, inline_text, longest_run};
use crate::names::{root_type_name, type_name};

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

/// The type of a schema that declares members but no `type`: its keywords apply to objects,
/// and every other value passes it.
const UNTYPED_OBJECT: &str = "any value; the fields apply to an object";

/// How the path names of nested fields read, stated once above their tables.
const PATH_LEGEND: &str = "Fields of nested objects are named by path: `a.b` is field `b` of the object in `a`, `a[]` is each item of the array `a`, and `a.*` is each value of the map `a`.";

/// The bit of the type `name` in [`IrRule::Type`].
fn type_bit(name: &str) -> u8 {
    TYPES
        .iter()
        .find_map(|&(n, bit)| (n == name).then_some(bit))
        .unwrap_or(0)
}

/// Keywords that only qualify another one, and mean nothing without its rule: `then` and
/// `else` without `if`, `minContains`/`maxContains` without `contains`, `additionalItems`
/// without an `items` array.
const QUALIFIERS: [&str; 5] = [
    "then",
    "else",
    "minContains",
    "maxContains",
    "additionalItems",
];

/// The pages of the schema files of one compiled program.
pub struct Docs<'p> {
    program: &'p Program,
    /// The model of every node that has a page (the root and the definitions of each
    /// documented file), by which a reference to it links that page.
    models: BTreeMap<NodeId, String>,
}

impl<'p> Docs<'p> {
    /// Pages for `documents` (indexes into the program's documents): each root is named by
    /// its file ([`root_type_name`]), each definition by its key ([`type_name`]). A reference
    /// to a node of another document (a remote one) reads as the reference it is.
    pub fn new(program: &'p Program, documents: &[usize]) -> Docs<'p> {
        let mut models = BTreeMap::new();
        for info in documents.iter().filter_map(|&d| program.documents.get(d)) {
            if let Some(root) = info.root {
                models
                    .entry(root)
                    .or_insert_with(|| root_type_name(&info.file));
            }
            for (key, node) in &info.defs {
                models.entry(*node).or_insert_with(|| type_name(key));
            }
        }
        Docs { program, models }
    }

    /// The pages of document `document`: its root's, then each definition's in the order
    /// written. With `rust`, the names the generated code gives (from the emitter that writes
    /// the code), each page and nested table names its Rust type and each field its Rust
    /// field's type. A document that is not a schema itself (an OpenAPI document) gets a page
    /// listing its models instead of a root's, headed by `title` and `description` (its
    /// `info`'s).
    pub fn pages(
        &self,
        document: usize,
        rust: Option<&RustNames>,
        title: Option<&str>,
        description: Option<&str>,
    ) -> Vec<DocPage> {
        let Some(info) = self.program.documents.get(document) else {
            return Vec::new();
        };
        let name = root_type_name(&info.file);
        let first = match info.root {
            Some(root) => self.model_page(info, &name, root, true, rust),
            None => self.document_page(info, &name, title, description),
        };
        let mut pages = vec![first];
        for (key, node) in &info.defs {
            pages.push(self.model_page(info, &type_name(key), *node, false, rust));
        }
        pages
    }

    fn view(&self, id: NodeId) -> View<'p> {
        View::of(&self.program.nodes[id])
    }

    /// The page of a document that is no schema itself: what it is, and its models.
    fn document_page(
        &self,
        info: &DocumentInfo,
        name: &str,
        title: Option<&str>,
        description: Option<&str>,
    ) -> DocPage {
        let mut blocks = header(name, title.unwrap_or(name));
        let summary = describe(description, &mut blocks);
        blocks.push(format!(
            "Defined in {}, an OpenAPI document: it is not a schema itself, its models are the schemas of its components.",
            code(&info.file)
        ));
        blocks.extend(self.definitions_line(info));
        page(name, &blocks, summary)
    }

    /// "Named definitions (`$defs`): [A](A.md), ...", naming where the file keeps them.
    fn definitions_line(&self, info: &DocumentInfo) -> Option<String> {
        if info.defs.is_empty() {
            return None;
        }
        let mut places: Vec<String> = Vec::new();
        for (_, node) in &info.defs {
            let pointer = &self.program.nodes[*node].pointer;
            let place = pointer.rsplit_once('/').map_or("", |(up, _)| up);
            let place = code(place.trim_start_matches('/'));
            if !places.contains(&place) {
                places.push(place);
            }
        }
        let links: Vec<String> = info
            .defs
            .iter()
            .map(|(key, _)| link(&type_name(key)))
            .collect();
        Some(format!(
            "Named definitions ({}): {}.",
            places.join(", "),
            links.join(", ")
        ))
    }

    /// Renders the page of one model: a document's root, or one of its definitions.
    fn model_page(
        &self,
        info: &DocumentInfo,
        name: &str,
        id: NodeId,
        root: bool,
        rust: Option<&RustNames>,
    ) -> DocPage {
        let view = self.view(id);
        let node = view.node;
        let rust_type = rust.and_then(|r| r.type_at(&node.pointer));
        let rust_objects = rust.and_then(|r| r.objects_at(&node.pointer));
        let mut walker = Walker {
            docs: self,
            rust,
            sections: Vec::new(),
            notes: Vec::new(),
        };
        let alias = match view.text("title").and_then(Value::as_str) {
            Some(title) if title != name => title,
            _ => name,
        };
        let mut blocks = header(name, alias);
        let description = view.text("description").and_then(Value::as_str);
        let summary = describe(description, &mut blocks);
        blocks.push(if root {
            format!("Defined in {} as the root schema.", code(&info.file))
        } else {
            format!(
                "Defined in {} at {}.",
                code(&info.file),
                code(&format!("#{}", node.pointer))
            )
        });
        if root {
            let id_keyword = node.dialect.id_keyword();
            if let Some(uri) = view.text(id_keyword) {
                blocks.push(format!(
                    "Schema ID ({}): {}.",
                    code(id_keyword),
                    code(&uri.to_string())
                ));
            }
            if let Some(dialect) = view.text("$schema") {
                blocks.push(format!(
                    "JSON Schema dialect (`$schema`): {}.",
                    code(&dialect.to_string())
                ));
            }
            blocks.extend(self.definitions_line(info));
        }
        blocks.push(format!("Type: {}.", walker.shape(id).words));
        let rows = walker.object_rows("", id);
        match (rust_type, rust_objects) {
            // The objects' type is a struct of the fields below, or chooses among branches.
            (Some(rust), Some(objects)) => blocks.push(format!(
                "Rust type: {}; an object is a {}, {} below.",
                code(&rust),
                code(&objects),
                match rows.is_empty() {
                    true => "one of the branches' objects",
                    false => "which has the fields",
                }
            )),
            (Some(rust), None) => blocks.push(format!("Rust type: {}.", code(&rust))),
            _ => {}
        }

        let model_bullets = walker.bullets(id, "", Kind::Model { root });

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
        if !root && self.has_refs(id) {
            blocks.push(format!(
                "Its `$ref` references resolve against the whole file, {}.",
                code(&info.file)
            ));
        }
        blocks.push("### Complete JSON Schema".to_string());
        let schema = &node.schema;
        let json = serde_json::to_string_pretty(schema).unwrap_or_else(|_| schema.to_string());
        let fence = "`".repeat(longest_run(&json, '`').max(2) + 1);
        blocks.push(format!("{fence}json\n{json}\n{fence}"));
        page(name, &blocks, summary)
    }

    /// Whether the schema of `id` (its own subschemas, not what it references) holds a `$ref`:
    /// every node compiled from its text lies under its pointer.
    fn has_refs(&self, id: NodeId) -> bool {
        let top = &self.program.nodes[id];
        self.program.nodes.iter().any(|n| {
            let inside = n.pointer.strip_prefix(top.pointer.as_str());
            n.document == top.document
                && inside.is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
                && n.rules.iter().any(|r| matches!(r, IrRule::Ref(_)))
        })
    }

    /// A reference (`keyword` of `from`) to `target`: a link to the target's page when it is
    /// a model, or the reference as written.
    fn ref_words(&self, from: &View<'_>, target: NodeId, keyword: &str) -> String {
        if let Some(model) = self.models.get(&target) {
            return link(model);
        }
        let written = from.object.and_then(|o| o.get(keyword)?.as_str());
        let written = written.unwrap_or("");
        format!("the schema at {}", code(written))
    }
}

/// The operand of the first rule of a [`View`] that matches a pattern: `rule!(view,
/// IrRule::Not(n) => *n)`.
macro_rules! rule {
    ($view:expr, $pattern:pat $(if $guard:expr)? => $operand:expr) => {
        $view.rule(|r| match r {
            $pattern $(if $guard)? => Some($operand),
            _ => None,
        })
    };
}

/// One node as the pages read it: its rules, and its own text for the wording.
#[derive(Clone, Copy)]
struct View<'p> {
    node: &'p IrNode,
    /// Its members, when it is an object schema.
    object: Option<&'p Map<String, Value>>,
    /// Whether a `$ref` makes the dialect ignore every other member (up to draft-07).
    hidden: bool,
}

impl<'p> View<'p> {
    fn of(node: &'p IrNode) -> View<'p> {
        let object = node.schema.as_object();
        View {
            node,
            object,
            hidden: node.dialect.ref_hides_siblings()
                && object.is_some_and(|o| o.contains_key("$ref")),
        }
    }

    /// The member `keyword` when the dialect gives it a meaning here: annotations and values
    /// quoted as written.
    fn text(&self, keyword: &str) -> Option<&'p Value> {
        let shown = !self.hidden || keyword == "$ref" || keyword == "$schema";
        self.object?
            .get(keyword)
            .filter(|_| shown && self.node.dialect.has(keyword))
    }

    /// Whether the dialect ignores the member `keyword` here: hidden by a `$ref`, a keyword of
    /// other dialects only, or a qualifier without the keyword it qualifies (asked of members
    /// no rule or wording took).
    fn ignores(&self, keyword: &str) -> bool {
        if self.hidden {
            return keyword != "$ref" && keyword != "$schema";
        }
        let elsewhere = Dialect::ALL.into_iter().any(|d| d.has(keyword));
        (!self.node.dialect.has(keyword) && elsewhere) || QUALIFIERS.contains(&keyword)
    }

    /// Whether every member of the schema is one of `keywords` (false for a boolean schema).
    fn only(&self, keywords: &[&str]) -> bool {
        self.object
            .is_some_and(|o| o.keys().all(|k| keywords.contains(&k.as_str())))
    }

    fn rule<T>(&self, pick: impl Fn(&'p IrRule) -> Option<T>) -> Option<T> {
        self.node.rules.iter().find_map(pick)
    }

    fn all<T>(&self, pick: impl Fn(&'p IrRule) -> Option<T>) -> Vec<T> {
        self.node.rules.iter().filter_map(pick).collect()
    }

    fn type_bits(&self) -> Option<u8> {
        rule!(self, IrRule::Type(bits) => *bits)
    }

    /// The type names the node allows, in the order its `type` writes them, followed by any
    /// the dialect adds (OpenAPI 3.0's `nullable` adds `null`).
    fn type_names(&self) -> Option<Vec<&'static str>> {
        let bits = self.type_bits()?;
        let written: Vec<&str> = match self.text("type") {
            Some(Value::String(name)) => vec![name.as_str()],
            Some(Value::Array(names)) => names.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let mut names: Vec<&'static str> = Vec::new();
        for name in written.into_iter().chain(TYPES.iter().map(|(n, _)| *n)) {
            let allowed = TYPES
                .iter()
                .copied()
                .find(|(n, b)| *n == name && bits & b != 0);
            if let Some((name, _)) = allowed.filter(|(n, _)| !names.contains(n)) {
                names.push(name);
            }
        }
        Some(names)
    }

    fn constant(&self) -> Option<&'p Value> {
        rule!(self, IrRule::Const(v) => v)
    }

    fn values(&self) -> Option<&'p [Value]> {
        rule!(self, IrRule::Enum(values) => values.as_slice())
    }

    fn properties(&self) -> Option<&'p [(String, NodeId)]> {
        rule!(self, IrRule::Properties(members) => members.as_slice())
    }

    fn required(&self) -> &'p [String] {
        rule!(self, IrRule::Required(names) => names.as_slice()).unwrap_or(&[])
    }

    /// The schema of every item, when no positional items come first.
    fn items(&self) -> Option<NodeId> {
        rule!(self, IrRule::Items { prefix: 0, schema } => *schema)
    }

    fn additional(&self) -> Option<NodeId> {
        rule!(self, IrRule::AdditionalProperties { schema, .. } => *schema)
    }

    /// The branches of `anyOf`, `oneOf` or `allOf`.
    fn branches(&self, keyword: &str) -> Option<&'p [NodeId]> {
        self.rule(|r| match (r, keyword) {
            (IrRule::AnyOf(l), "anyOf")
            | (IrRule::OneOf(l), "oneOf")
            | (IrRule::AllOf(l), "allOf") => Some(l.as_slice()),
            _ => None,
        })
    }

    /// The references the node applies, each with the keyword that makes it.
    fn refs(&self) -> Vec<(NodeId, &'static str)> {
        let dynamic = if self.text("$dynamicRef").is_some() {
            "$dynamicRef"
        } else {
            "$recursiveRef"
        };
        self.all(|r| match r {
            IrRule::Ref(target) => Some((*target, "$ref")),
            IrRule::DynamicRef { target, .. } => Some((*target, dynamic)),
            _ => None,
        })
    }

    /// The `if` of an `if`/`then`/`else` rule, and its `then` and `else`.
    fn if_then_else(&self) -> Option<(NodeId, Option<NodeId>, Option<NodeId>)> {
        self.rule(|r| match r {
            IrRule::IfThenElse {
                condition,
                then,
                otherwise,
            } => Some((*condition, *then, *otherwise)),
            _ => None,
        })
    }

    /// The reference of a schema that is only a reference (its other members, if any, ignored
    /// by the dialect).
    fn only_ref(&self) -> Option<(NodeId, &'static str)> {
        match self.refs().as_slice() {
            [only] if self.hidden || self.object.is_some_and(|o| o.len() == 1) => Some(*only),
            _ => None,
        }
    }

    fn is_boolean(&self, value: bool) -> bool {
        self.node.schema == Value::Bool(value)
    }
}

/// The first lines of every page: its name, the way back to the index, its aliases.
fn header(name: &str, alias: &str) -> Vec<String> {
    vec![
        format!("# {}", escape_inline(name)),
        "[All wire models](README.md)".to_string(),
        format!("Model aliases: {}.", inline_text(alias)),
    ]
}

/// Adds the blocks of a description; returns its first paragraph, on one line, for the index.
fn describe(description: Option<&str>, blocks: &mut Vec<String>) -> Option<String> {
    let description = description_blocks(description?);
    // The first block is a paragraph (a list only follows one), its lines already trimmed.
    let summary = description.first().map(|first| first.replace('\n', " "));
    blocks.extend(description);
    summary
}

fn page(name: &str, blocks: &[String], summary: Option<String>) -> DocPage {
    DocPage {
        file_name: format!("{name}.md"),
        model: name.to_string(),
        markdown: finish(blocks),
        summary,
    }
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
    /// The type of a union's objects (see `emit::RustNames::objects`), by the union's pointer.
    objects: BTreeMap<String, String>,
}

impl RustNames {
    /// The names the emitter gave one schema's module `module`, under `crate_name`
    /// (empty: paths start at the module).
    pub fn new(crate_name: &str, module: &str, names: &crate::emit::RustNames) -> RustNames {
        let module = if crate_name.is_empty() {
            module.to_owned()
        } else {
            format!("{crate_name}::{module}")
        };
        let fields = names
            .fields
            .iter()
            .map(|(p, ty)| (p.clone(), readable_type(ty, crate_name)))
            .collect();
        RustNames {
            module,
            types: names.types.clone(),
            fields,
            objects: names.objects.clone(),
        }
    }

    /// The full path of the type defined at `pointer`, if one is.
    fn type_at(&self, pointer: &str) -> Option<String> {
        self.types.get(pointer).map(|name| self.path(name))
    }

    /// The full path of the type of the objects of the union at `pointer`, if it is one.
    fn objects_at(&self, pointer: &str) -> Option<String> {
        self.objects.get(pointer).map(|name| self.path(name))
    }

    /// The full path of the module's type `name`.
    fn path(&self, name: &str) -> String {
        format!("{}::{name}", self.module)
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

/// Walks one model through its nodes' rules, collecting the tables of nested objects and the
/// notes of every field path, depth first in declaration order. It never follows a reference:
/// a referenced model has its own page.
struct Walker<'a> {
    docs: &'a Docs<'a>,
    rust: Option<&'a RustNames>,
    sections: Vec<Section>,
    notes: Vec<Note>,
}

impl Walker<'_> {
    /// The rows of an object's `properties` (paths under `base`), recording
    /// each property's note and any nested table.
    fn object_rows(&mut self, base: &str, id: NodeId) -> Vec<Row> {
        let view = self.docs.view(id);
        let Some(properties) = view.properties() else {
            return Vec::new();
        };
        let mut rows = Vec::new();
        for (name, property) in properties {
            let path = prop_path(base, name);
            let member = self.docs.view(*property);
            rows.push(Row {
                field: path.clone(),
                ty: self.shape(*property).words,
                rust: self
                    .rust
                    .and_then(|r| r.fields.get(&member.node.pointer).cloned()),
                required: view.required().contains(name),
                default: member
                    .text("default")
                    .map_or_else(|| NO_DEFAULT.to_string(), |d| code(&d.to_string())),
            });
            let intro = format!("{} is an object with these fields.", code(&path));
            self.note_and_section(&path, *property, Kind::Property(name), intro);
        }
        rows
    }

    /// Records the note of `path`, and its table if it is an object with
    /// properties of its own.
    fn note_and_section(&mut self, path: &str, id: NodeId, kind: Kind, intro: String) {
        let view = self.docs.view(id);
        let index = self.notes.len();
        self.notes.push(Note {
            path: path.to_string(),
            description: view
                .text("description")
                .and_then(Value::as_str)
                .map(str::to_string),
            bullets: Vec::new(),
        });
        if view.properties().is_some() {
            let section = self.sections.len();
            let intro = match self.rust.and_then(|r| r.type_at(&view.node.pointer)) {
                Some(rust) => format!("{intro} Rust type: {}.", code(&rust)),
                None => intro,
            };
            self.sections.push(Section {
                path: path.to_string(),
                intro,
                rows: Vec::new(),
            });
            let rows = self.object_rows(path, id);
            self.sections[section].rows = rows;
        }
        let bullets = self.bullets(id, path, kind);
        self.notes[index].bullets = bullets;
    }

    /// Describes a subschema (items, a map's values, a branch): an object with
    /// properties gets its own table and note; anything else is described in
    /// its parent's note, each line starting with `prefix`.
    fn child(
        &mut self,
        id: NodeId,
        path: String,
        prefix: &str,
        intro: String,
        out: &mut Vec<String>,
    ) {
        if self.docs.view(id).properties().is_some() {
            out.push(format!(
                "{prefix}an object whose fields are listed under {}",
                code(&path)
            ));
            self.note_and_section(&path, id, Kind::Child, intro);
        } else {
            for bullet in self.bullets(id, &path, Kind::Inline) {
                out.push(format!("{prefix}{bullet}"));
            }
        }
    }

    /// A schema's type in words: `string or null`, `array of OpenaiMessage`,
    /// `map of string to Node`, `the constant "x"`, `one of: "a", "b"`, ...
    fn shape(&self, id: NodeId) -> Shape {
        let docs = self.docs;
        let view = docs.view(id);
        match &view.node.schema {
            Value::Object(_) => {}
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
        }
        if let Some(&(target, keyword)) = view.refs().first() {
            return Shape::new(docs.ref_words(&view, target, keyword), vec![keyword]);
        }
        if let Some(names) = view.type_names() {
            let mut used = vec!["type"];
            let words: Vec<String> = names
                .iter()
                .map(|name| match *name {
                    "array" => match view.items() {
                        Some(items) => {
                            used.push("items");
                            format!("array of {}", group(self.shape(items).words))
                        }
                        None => "array".to_string(),
                    },
                    "object" => match view.additional() {
                        Some(values)
                            if docs.view(values).object.is_some()
                                && view.properties().is_none()
                                && rule!(view, IrRule::PatternProperties(p) => p).is_none() =>
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
        if let Some(constant) = view.constant() {
            return Shape::new(
                format!("the constant {}", code(&constant.to_string())),
                vec!["const"],
            );
        }
        if let Some(values) = view.values() {
            return Shape::new(format!("one of: {}", values_list(values)), vec!["enum"]);
        }
        for keyword in ["anyOf", "oneOf"] {
            let Some(branches) = view.branches(keyword).filter(|b| !b.is_empty()) else {
                continue;
            };
            let words: Vec<String> = branches.iter().map(|b| self.shape(*b).words).collect();
            // Branches that declare members but no `type` each admit every other value: a
            // `oneOf` of two or more refuses any value but an object, an `anyOf` admits them.
            if words.iter().all(|w| w == UNTYPED_OBJECT) {
                let text = match (keyword, words.len()) {
                    ("oneOf", 2..) => "an object matching exactly one branch",
                    _ => "any value; an object must match a branch",
                };
                return Shape::new(text, vec![keyword]);
            }
            let plain = branches.iter().all(|b| {
                let branch = docs.view(*b);
                branch.type_bits().is_some()
                    && branch.refs().is_empty()
                    && branch.constant().is_none()
                    && branch.values().is_none()
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
        if let Some([entry]) = view.branches("allOf") {
            let inner = self.shape(*entry);
            if inner.known {
                return Shape::new(inner.words, vec!["allOf"]);
            }
        }
        // Without a `type`, the keywords of objects and arrays constrain those and let any
        // other value through.
        if view.properties().is_some() {
            return Shape::new(UNTYPED_OBJECT, Vec::new());
        }
        if let Some(items) = view.items() {
            return Shape::new(
                format!(
                    "any value; an array's items are {}",
                    group(self.shape(items).words)
                ),
                vec!["items"],
            );
        }
        Shape {
            words: "any value".to_string(),
            used: Vec::new(),
            known: false,
        }
    }

    /// Every keyword of the schema of `id` that its type words, its table row and the page
    /// header do not already state, as lines of a bullet list.
    fn bullets(&mut self, id: NodeId, path: &str, kind: Kind) -> Vec<String> {
        let docs = self.docs;
        let view = docs.view(id);
        let Some(object) = view.object else {
            return match &view.node.schema {
                Value::Bool(_) => Vec::new(),
                other => vec![format!("Schema: {}", code(&other.to_string()))],
            };
        };
        let dialect = view.node.dialect;
        let shape = self.shape(id);
        let used = |keyword: &str| shape.used.contains(&keyword);
        let mut done: Vec<&str> = shape.used.clone();
        let mut out = Vec::new();
        let required_here = view.required();
        let properties = view.properties();
        if properties.is_some() {
            // In the model's table, or in the table of this nested object.
            done.push("properties");
        }

        // Annotations.
        if let Some(Value::String(title)) = view.text("title") {
            done.push("title");
            match kind {
                Kind::Model { .. } => {}
                Kind::Property(name) if *title == name.to_title_case() => {}
                _ => out.push(format!("Title: {}", inline_text(title))),
            }
        }
        if let Some(Value::String(description)) = view.text("description") {
            done.push("description");
            if let Kind::Inline = kind {
                out.push(format!("Description: {}", inline_text(description)));
            }
        }
        if let Some(default) = view.text("default") {
            done.push("default");
            if !matches!(kind, Kind::Property(_)) {
                out.push(format!("Default: {}", code(&default.to_string())));
            }
        }
        if let Kind::Model { root: true } = kind {
            // In the page's header.
            for keyword in [dialect.id_keyword(), "$schema", "$defs", "definitions"] {
                if view.text(keyword).is_some() || keyword == "definitions" {
                    done.push(keyword);
                }
            }
        }
        if dialect == Dialect::OpenApi3_0 {
            // It adds `null` to `type`, which the type words and the nullable note state.
            done.push("nullable");
        }

        // Strings, numbers and counts: each bound as its compiled rule has it; a format and the
        // content annotations, which assert nothing here, as written.
        let contains = rule!(view, IrRule::Contains { schema, min, max } => (*schema, *min, *max));
        let stated = |keyword: &str| -> Vec<String> {
            let written = view.text(keyword);
            match keyword {
                "format" | "contentEncoding" | "contentMediaType" => {
                    written.map(scalar).into_iter().collect()
                }
                "minContains" | "maxContains" => {
                    // They qualify `contains`, whose rule holds them.
                    let count = contains.and_then(|(_, min, max)| match keyword {
                        "minContains" => Some(min),
                        _ => max,
                    });
                    let count = count.filter(|_| written.is_some());
                    count.map(|n| n.to_string()).into_iter().collect()
                }
                _ => tightest(
                    view.all(|r| operand(r).filter(|(k, _)| *k == keyword).map(|(_, v)| v)),
                    matches!(keyword, "maximum" | "exclusiveMaximum"),
                ),
            }
        };
        for (keyword, label) in [
            ("minLength", "Minimum length"),
            ("maxLength", "Maximum length"),
            ("pattern", "Pattern"),
            ("format", "Format"),
            ("contentEncoding", "Content encoding"),
            ("contentMediaType", "Content media type"),
        ] {
            for value in stated(keyword) {
                done.push(keyword);
                out.push(format!("{label}: {value}"));
            }
        }

        // Values.
        if let Some(constant) = view.constant().filter(|_| !used("const")) {
            done.push("const");
            out.push(format!("Constant value: {}", code(&constant.to_string())));
        }
        if let Some(values) = view.values().filter(|_| !used("enum")) {
            done.push("enum");
            out.push(format!("Allowed values: {}", values_list(values)));
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
            for value in stated(keyword) {
                done.push(keyword);
                out.push(format!("{label}: {value}"));
            }
        }
        if dialect.boolean_bounds() {
            // A boolean `exclusiveMinimum` only makes `minimum` exclusive: the bound states both.
            for pair in [
                ["minimum", "exclusiveMinimum"],
                ["maximum", "exclusiveMaximum"],
            ] {
                if pair.iter().any(|k| done.contains(k)) {
                    done.extend(pair);
                }
            }
        }
        if view
            .rule(|r| matches!(r, IrRule::UniqueItems).then_some(()))
            .is_some()
        {
            done.push("uniqueItems");
            out.push("Items must be unique".to_string());
        } else if view.text("uniqueItems") == Some(&Value::Bool(false)) {
            done.push("uniqueItems");
            out.push("Items need not be unique".to_string());
        }

        // Arrays.
        if let Some(items) = view.items() {
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
            self.child(items, format!("{path}[]"), "Each item: ", intro, &mut out);
        }
        // Before 2020-12 an `items` array holds the positional items, and `additionalItems`
        // the rest.
        let modern = dialect.holds("prefixItems").is_some();
        if let Some(tuple) = rule!(view, IrRule::PrefixItems(list) => list) {
            done.push(if modern { "prefixItems" } else { "items" });
            self.tuple(tuple, path, &mut out);
        }
        if let Some((prefix, rest)) =
            rule!(view, IrRule::Items { prefix, schema } if *prefix > 0 => (*prefix, *schema))
        {
            done.push(if modern { "items" } else { "additionalItems" });
            out.push(if docs.view(rest).is_boolean(false) {
                format!("Items after the first {prefix}: not permitted")
            } else {
                format!(
                    "Items after the first {prefix}: each must be {}",
                    self.shape(rest).words
                )
            });
            let intro = format!(
                "Each item of {} after the first {prefix} is an object with these fields.",
                subject(path)
            );
            self.child(
                rest,
                format!("{path}[]"),
                "Each further item: ",
                intro,
                &mut out,
            );
        }
        if let Some((schema, _, _)) = contains {
            done.push("contains");
            out.push(format!(
                "Must contain at least one item that is {}",
                self.shape(schema).words
            ));
            let intro = format!(
                "The item that {} must contain is an object with these fields.",
                subject(path)
            );
            let child_path = format!("{path}[contains]");
            self.child(schema, child_path, "Contained item: ", intro, &mut out);
        }
        let unevaluated = [
            (
                "unevaluatedItems",
                "items",
                "item",
                rule!(view, IrRule::UnevaluatedItems(n) => *n),
            ),
            (
                "unevaluatedProperties",
                "properties",
                "property value",
                rule!(view, IrRule::UnevaluatedProperties(n) => *n),
            ),
        ];
        for (keyword, plural, what, schema) in unevaluated {
            let Some(schema) = schema else {
                continue;
            };
            let label = format!("Unevaluated {plural}");
            done.push(keyword);
            let schema_view = docs.view(schema);
            if schema_view.is_boolean(true) {
                out.push(format!("{label}: permitted"));
            } else if schema_view.is_boolean(false) {
                out.push(format!("{label}: not permitted"));
            } else {
                out.push(format!(
                    "{label}: each must be {}",
                    self.shape(schema).words
                ));
                let intro = format!(
                    "Each unevaluated {what} of {} is an object with these fields.",
                    subject(path)
                );
                let child_path = branch_path(path, &format!("unevaluated {plural}"));
                let prefix = format!("Each unevaluated {what}: ");
                self.child(schema, child_path, &prefix, intro, &mut out);
            }
        }

        // Objects.
        if view.text("required").is_some() {
            // An empty list (no rule) requires nothing.
            done.push("required");
            let extra: Vec<&str> = required_here
                .iter()
                .map(String::as_str)
                .filter(|name| properties.is_none_or(|p| !p.iter().any(|(n, _)| n == name)))
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
        match view.additional() {
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
                let values_view = docs.view(values);
                if used("additionalProperties") {
                    self.child(values, child_path, "Each value: ", intro, &mut out);
                } else if values_view.is_boolean(true) {
                    out.push("Additional properties: permitted".to_string());
                } else if values_view.is_boolean(false) {
                    out.push("Additional properties: not permitted".to_string());
                } else {
                    out.push(format!(
                        "Additional properties: each value must be {}",
                        self.shape(values).words
                    ));
                    let prefix = "Each additional property value: ";
                    self.child(values, child_path, prefix, intro, &mut out);
                }
            }
            None => {
                let types = view.type_bits();
                let objectish = properties.is_some()
                    || types.is_some_and(|bits| bits & type_bit("object") != 0);
                let combines = view.node.rules.iter().any(|r| {
                    matches!(
                        r,
                        IrRule::AnyOf(_)
                            | IrRule::OneOf(_)
                            | IrRule::AllOf(_)
                            | IrRule::Ref(_)
                            | IrRule::DynamicRef { .. }
                    )
                });
                match kind {
                    Kind::Model { .. } if objectish => out.push(PERMITTED_BY_DEFAULT.to_string()),
                    Kind::Model { .. } if combines && types.is_none() => out.push(
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
        if let Some(patterns) = rule!(view, IrRule::PatternProperties(patterns) => patterns) {
            done.push("patternProperties");
            for (pattern, values) in patterns {
                let pattern_json = code(&Value::String(pattern.source.clone()).to_string());
                out.push(format!(
                    "Properties whose names match {pattern_json}: each value must be {}",
                    self.shape(*values).words
                ));
                let intro = format!(
                    "Each value of {} whose name matches {pattern_json} is an object with these fields.",
                    subject(path)
                );
                let child_path = prop_path(path, &format!("<matching {}>", pattern.source));
                let prefix = format!("Properties matching {pattern_json}: ");
                self.child(*values, child_path, &prefix, intro, &mut out);
            }
        }
        if let Some(names) = rule!(view, IrRule::PropertyNames(n) => *n) {
            done.push("propertyNames");
            out.push(format!(
                "Property names: each must be {}",
                self.shape(names).words
            ));
            let intro = "Property names are objects with these fields.".to_string();
            let child_path = format!("{path} (property names)");
            self.child(names, child_path, "Property names: ", intro, &mut out);
        }
        // Before 2019-09 `dependencies` held both kinds.
        let (dependent_required, dependent_schemas) = if dialect.holds("dependencies").is_some() {
            ("dependencies", "dependencies")
        } else {
            ("dependentRequired", "dependentSchemas")
        };
        if let Some(dependent) = rule!(view, IrRule::DependentRequired(d) => d) {
            done.push(dependent_required);
            // A member that needs no others requires nothing.
            for (name, needed) in dependent {
                let needed: Vec<&str> = needed.iter().map(String::as_str).collect();
                if let Some(words) = required_words(&needed) {
                    out.push(format!("When {} is present: {words}.", code(name)));
                }
            }
        }
        if let Some(dependent) = rule!(view, IrRule::DependentSchemas(d) => d) {
            done.push(dependent_schemas);
            for (name, schema) in dependent {
                let when = format!("When {} is present", code(name));
                let shape = self.shape(*schema);
                if shape.known {
                    out.push(format!("{when}: must also be {}", shape.words));
                }
                let intro = format!(
                    "What {} must also be when {} is present is an object with these fields.",
                    subject(path),
                    code(name)
                );
                let child_path = branch_path(path, &format!("when {name} is present"));
                self.child(*schema, child_path, &format!("{when}: "), intro, &mut out);
            }
        }

        // Combinations and conditions.
        for (keyword, headline) in [
            ("anyOf", "Must match at least one of"),
            ("oneOf", "Must match exactly one of"),
        ] {
            let Some(branches) = view.branches(keyword) else {
                continue;
            };
            done.push(keyword);
            if !used(keyword) {
                let words: Vec<String> = branches.iter().map(|b| self.shape(*b).words).collect();
                out.push(format!("{headline}: {}", words.join(", ")));
            }
            for (index, branch) in branches.iter().enumerate() {
                let number = index + 1;
                let words = self.shape(*branch).words;
                let prefix = format!("{keyword} branch {number} ({words}): ");
                let child_path = branch_path(path, &format!("{keyword} branch {number}"));
                let intro = format!(
                    "{keyword} branch {number} of {} is an object with these fields.",
                    subject(path)
                );
                self.child(*branch, child_path, &prefix, intro, &mut out);
            }
        }
        if let Some(entries) = view.branches("allOf") {
            done.push("allOf");
            for (index, entry) in entries.iter().enumerate() {
                let number = index + 1;
                let entry_view = docs.view(*entry);
                if let Some(rule) = self.conditional(*entry, required_here) {
                    out.push(rule);
                    continue;
                }
                if !used("allOf") {
                    if let Some((target, keyword)) = entry_view.only_ref() {
                        let words = docs.ref_words(&entry_view, target, keyword);
                        out.push(format!("Must also match {words}"));
                        continue;
                    }
                    let entry_shape = self.shape(*entry);
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
                self.child(*entry, child_path, &prefix, intro, &mut out);
            }
        }
        if let Some((condition, then, otherwise)) = view.if_then_else() {
            done.extend(["if", "then", "else"]);
            let words = self.conditional_words(condition, then, otherwise, required_here);
            out.push(words.unwrap_or_else(|| {
                // The rule as written, from its three schemas.
                let mut rule = Map::new();
                for (keyword, schema) in
                    [("if", Some(condition)), ("then", then), ("else", otherwise)]
                {
                    if let Some(schema) = schema {
                        rule.insert(keyword.to_string(), docs.view(schema).node.schema.clone());
                    }
                }
                format!(
                    "Conditional rule: {}",
                    code(&Value::Object(rule).to_string())
                )
            }));
        }
        if let Some(not) = rule!(view, IrRule::Not(n) => *n) {
            done.push("not");
            let schema = &docs.view(not).node.schema;
            out.push(format!("Must not match: {}", code(&schema.to_string())));
        }
        // A reference beside another one (`$ref` and `$dynamicRef`) applies as well.
        for (target, keyword) in view.refs() {
            if !used(keyword) {
                done.push(keyword);
                out.push(format!(
                    "Must also match {}",
                    docs.ref_words(&view, target, keyword)
                ));
            }
        }

        // More annotations.
        for (keyword, yes, no) in [
            ("deprecated", "Deprecated", "Not deprecated"),
            ("readOnly", "Read-only", "Not read-only"),
            ("writeOnly", "Write-only", "Not write-only"),
        ] {
            if let Some(Value::Bool(flag)) = view.text(keyword) {
                done.push(keyword);
                out.push(if *flag { yes } else { no }.to_string());
            }
        }
        if let Some(Value::Array(examples)) = view.text("examples") {
            done.push("examples");
            out.push(format!("Examples: {}", values_list(examples)));
        }
        if let Some(Value::String(comment)) = view.text("$comment") {
            done.push("$comment");
            out.push(format!("Comment: {}", inline_text(comment)));
        }

        // Whatever is left has no wording here: the keyword and its JSON value; or the
        // dialect gives it no meaning, which is said.
        let mut ignored = Vec::new();
        for (keyword, value) in object {
            if done.contains(&keyword.as_str()) {
                continue;
            }
            if view.ignores(keyword) {
                ignored.push(code(keyword));
            } else {
                out.push(format!("{}: {}", code(keyword), code(&value.to_string())));
            }
        }
        if !ignored.is_empty() {
            let why = if view.hidden {
                format!("Ignored beside `$ref`, as {dialect} says")
            } else {
                format!("Ignored in {dialect}")
            };
            out.push(format!("{why}: {}", ignored.join(", ")));
        }

        if !matches!(kind, Kind::Inline) {
            out.extend(self.nullable_note(id));
        }
        out
    }

    /// Positional items (`prefixItems`, or the array form of `items` before 2020-12).
    fn tuple(&mut self, tuple: &[NodeId], path: &str, out: &mut Vec<String>) {
        for (index, item) in tuple.iter().enumerate() {
            out.push(format!(
                "Item at index {index}: {}",
                self.shape(*item).words
            ));
            let intro = format!(
                "The item at index {index} of {} is an object with these fields.",
                subject(path)
            );
            let prefix = format!("Item at index {index}: ");
            self.child(*item, format!("{path}[{index}]"), &prefix, intro, out);
        }
    }

    /// An `allOf` entry that is only an `if`/`then`/`else` rule, in words.
    fn conditional(&self, id: NodeId, required_here: &[String]) -> Option<String> {
        let view = self.docs.view(id);
        if !view.only(&["if", "then", "else"]) {
            return None;
        }
        let (condition, then, otherwise) = view.if_then_else()?;
        self.conditional_words(condition, then, otherwise, required_here)
    }

    /// An `if`/`then`/`else` rule in words, e.g. "When `role` is `"tool"`:
    /// `tool_call_id` and `content` are required.", or `None` when its schemas
    /// have a form this has no wording for.
    fn conditional_words(
        &self,
        condition: NodeId,
        then: Option<NodeId>,
        otherwise: Option<NodeId>,
        required_here: &[String],
    ) -> Option<String> {
        let when = self.condition_words(condition, required_here)?;
        let then = match then {
            Some(then) => Some(self.requirement_words(then)?),
            None => None,
        };
        let otherwise = match otherwise {
            Some(otherwise) => Some(self.requirement_words(otherwise)?),
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

    /// The condition of an `if` in words: "`role` is `"tool"`", or `None`.
    fn condition_words(&self, condition: NodeId, required_here: &[String]) -> Option<String> {
        let view = self.docs.view(condition);
        if !view.only(&["properties", "required"]) {
            return None;
        }
        let present = view.required();
        let mut parts = Vec::new();
        for (name, test) in view.properties().unwrap_or_default() {
            // A test of one keyword: `const` or `enum`.
            let test = self.docs.view(*test);
            if test.object.is_none_or(|o| o.len() != 1) {
                return None;
            }
            let mut part = if let Some(constant) = test.constant() {
                format!("{} is {}", code(name), code(&constant.to_string()))
            } else if let Some(values) = test.values() {
                format!("{} is one of {}", code(name), values_list(values))
            } else {
                return None;
            };
            // `properties` alone also holds when the key is absent.
            if !present.contains(name) && !required_here.contains(name) {
                part.push_str(" or is absent");
            }
            parts.push(part);
        }
        parts.extend(
            present
                .iter()
                .map(|name| format!("{} is present", code(name))),
        );
        if parts.is_empty() {
            return None;
        }
        Some(parts.join(" and "))
    }

    /// A `then`/`else` that only requires keys, in words, or `None`.
    fn requirement_words(&self, id: NodeId) -> Option<String> {
        let view = self.docs.view(id);
        if !view.only(&["required"]) || view.object.is_some_and(Map::is_empty) {
            return None;
        }
        let names: Vec<&str> = view.required().iter().map(String::as_str).collect();
        required_words(&names)
    }

    /// Whether `null` is a valid value (as far as can be told without following
    /// references).
    fn nullable(&self, id: NodeId) -> bool {
        let view = self.docs.view(id);
        if let Some(bits) = view.type_bits() {
            return bits & type_bit("null") != 0;
        }
        if let Some(constant) = view.constant() {
            return constant.is_null();
        }
        if let Some(values) = view.values() {
            return values.contains(&Value::Null);
        }
        ["anyOf", "oneOf"].iter().any(|keyword| {
            view.branches(keyword)
                .is_some_and(|branches| branches.iter().any(|b| self.nullable(*b)))
        })
    }

    /// "Nullable: yes" when `null` is a valid value, naming the branch that
    /// allows it when that is a branch of `anyOf`/`oneOf`.
    fn nullable_note(&self, id: NodeId) -> Option<String> {
        if !self.nullable(id) {
            return None;
        }
        let view = self.docs.view(id);
        if view.type_bits().is_none() {
            for keyword in ["anyOf", "oneOf"] {
                let branches = view.branches(keyword).unwrap_or_default();
                if let Some(index) = branches.iter().position(|b| self.nullable(*b)) {
                    let number = index + 1;
                    return Some(format!(
                        "Nullable: yes ({keyword} branch {number} allows null)"
                    ));
                }
            }
        }
        Some("Nullable: yes".to_string())
    }
}

/// The keyword of a bound or count rule, with its operand as a page writes it.
fn operand(rule: &IrRule) -> Option<(&'static str, String)> {
    Some(match rule {
        IrRule::MinLength(n) => ("minLength", n.to_string()),
        IrRule::MaxLength(n) => ("maxLength", n.to_string()),
        IrRule::Pattern(p) => (
            "pattern",
            code(&Value::String(p.source.clone()).to_string()),
        ),
        IrRule::Minimum(n) => ("minimum", n.clone()),
        IrRule::ExclusiveMinimum(n) => ("exclusiveMinimum", n.clone()),
        IrRule::Maximum(n) => ("maximum", n.clone()),
        IrRule::ExclusiveMaximum(n) => ("exclusiveMaximum", n.clone()),
        IrRule::MultipleOf(n) => ("multipleOf", n.clone()),
        IrRule::MinItems(n) => ("minItems", n.to_string()),
        IrRule::MaxItems(n) => ("maxItems", n.to_string()),
        IrRule::MinProperties(n) => ("minProperties", n.to_string()),
        IrRule::MaxProperties(n) => ("maxProperties", n.to_string()),
        _ => return None,
    })
}

/// Of several bounds of one kind, the one that decides: OpenAPI 3.0's `format: int32` adds its
/// range beside the schema's own bound, which is nearly always the tighter. All of them when
/// one does not read as a number.
fn tightest(bounds: Vec<String>, upper: bool) -> Vec<String> {
    let values: Option<Vec<f64>> = bounds.iter().map(|b| b.parse().ok()).collect();
    match values {
        Some(values) if values.len() > 1 => {
            let mut best = 0;
            for (i, v) in values.iter().enumerate() {
                if (upper && *v < values[best]) || (!upper && *v > values[best]) {
                    best = i;
                }
            }
            vec![bounds[best].clone()]
        }
        _ => bounds,
    }
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

    /// The pages of one schema, compiled as the generator compiles it (without Rust names);
    /// `root` is the name its file gives the root model.
    fn model_pages(file: &str, root: &str, schema: &Value) -> Vec<DocPage> {
        assert_eq!(root_type_name(file), root);
        let document = crate::compile::Document {
            file: file.into(),
            json: schema.clone(),
            components: None,
        };
        let program =
            crate::compile::compile(&[document], &|_| Ok(None), &crate::Config::default())
                .unwrap_or_else(|e| panic!("{e}"));
        Docs::new(&program, &[0]).pages(0, None, None, None)
    }

    fn all_pages() -> Vec<(String, Vec<DocPage>)> {
        SCHEMAS
            .iter()
            .map(|(file, root, text)| (file.to_string(), model_pages(file, root, &parsed(text))))
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
        let (file, _, text) = SCHEMAS[index];
        let source = crate::SchemaSource {
            path: file.into(),
            text: text.into(),
        };
        let generated = crate::compile_and_emit(&[&source], &crate::Options::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let module = crate::names::module_name(file);
        let rust = RustNames::new("wire_models", &module, &generated.names[&0]);
        Docs::new(&generated.program, &[0]).pages(0, Some(&rust), None, None)
    }

    /// The page of model `model` of the schema file `schemas/<module>.schema.json` holding
    /// `text`, with the Rust names of its generated module `crate::<module>`.
    fn model_page(module: &str, text: &str, model: &str) -> String {
        let source = crate::SchemaSource {
            path: format!("schemas/{module}.schema.json"),
            text: text.into(),
        };
        let generated = crate::compile_and_emit(&[&source], &crate::Options::default())
            .unwrap_or_else(|e| panic!("{e}"));
        let rust = RustNames::new("crate", module, &generated.names[&0]);
        let pages = Docs::new(&generated.program, &[0]).pages(0, Some(&rust), None, None);
        let page = pages.into_iter().find(|p| p.model == model);
        page.unwrap_or_else(|| panic!("no page {model}")).markdown
    }

    #[test]
    fn a_schema_with_members_but_no_type_is_documented_as_admitting_any_value() {
        let text = r##"{"$defs": {"theme": {"properties": {"dark": {"type": "boolean"}}}},
                "type": "object", "properties": {"theme": {"$ref": "#/$defs/theme"}}}"##;
        let md = &model_page("prefs", text, "Theme");
        assert!(
            md.contains("\nType: any value; the fields apply to an object.\n"),
            "{md}"
        );
        // The page's fields are those of the union's object variant.
        assert!(
            md.contains(
                "\nRust type: `crate::prefs::Theme`; an object is a `crate::prefs::ThemeObject`, \
                 which has the fields below.\n"
            ),
            "{md}"
        );
        let fields = section(md, "Fields");
        let row = "| `dark` | boolean | `Option<bool>` | No | Not specified |";
        assert!(fields.contains(row), "{row}\n{fields}");
    }

    #[test]
    fn a_union_of_branches_without_a_type_points_to_its_branches() {
        let text = r##"{"anyOf": [
                {"properties": {"attempts": {"type": "integer"}}, "required": ["attempts"]},
                {"properties": {"until": {"type": "string"}}, "required": ["until"]}]}"##;
        let md = &model_page("retry", text, "Retry");
        // Every value but an object passes both branches.
        assert!(
            md.contains("\nType: any value; an object must match a branch.\n"),
            "{md}"
        );
        // No field is the union's own: its objects are those of the branches.
        assert!(
            md.contains(
                "\nRust type: `crate::retry::Retry`; an object is a `crate::retry::RetryObject`, \
                 one of the branches' objects below.\n"
            ),
            "{md}"
        );
        let fields = section(md, "Fields");
        let row = "| `(anyOf branch 1).attempts` | integer | `crate::Integer` | Yes |";
        assert!(fields.contains(row), "{row}\n{fields}");
        // The `oneOf` of the same refuses every value but an object: two branches pass it.
        let md = &model_page("retry", &text.replace("anyOf", "oneOf"), "Retry");
        assert!(
            md.contains("\nType: an object matching exactly one branch.\n"),
            "{md}"
        );
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
            let pages = model_pages(file, root, &schema);
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
            let pages = model_pages(file, root, &schema);
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
                // A schema resource of its own, so that the reference resolves to a schema
                // that is not a model.
                "e": {
                    "$id": "https://example.test/e",
                    "$defs": {"other": {"properties": {"x": {"type": "string"}}}},
                    "$ref": "#/$defs/other/properties/x"
                },
                "f": {"if": {"minimum": 3}, "then": {"maximum": 9}}
            },
            "dependentRequired": {"a": ["b", "c"]},
            "$defs": {"thing_two": {"type": "string", "x-def": "kept"}}
        });
        let pages = model_pages("schemas/odd.schema.json", "Odd", &schema);
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
            ],
            "$defs": {"base": {"type": "object"}}
        });
        let md = model_pages("s.json", "S", &schema).remove(0).markdown;
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
        let page = model_pages("s.json", "S", &schema).remove(0);
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
