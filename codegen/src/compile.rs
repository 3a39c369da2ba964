//! The compile stage: JSON Schema 2020-12 documents in, a [`Program`] out. Every schema location
//! reachable from the documents becomes one node; every keyword becomes a rule with its operands
//! checked and every `$ref`/`$dynamicRef` resolved to a node (`resolve.rs` does the URIs).
//!
//! Custom meta-schemas are honoured through `$vocabulary`, as 2020-12 says: a schema resource
//! whose `$schema` names a meta-schema other than the standard one (found among the documents
//! given, or through the remote map like any reference) has the keywords of the 2020-12
//! vocabularies that meta-schema lists, and the keywords of those it leaves out are annotations.
//!
//! What it refuses, each as a [`Diagnostic`] naming the file, the JSON pointer and the keyword:
//! operands of the wrong shape, a `$schema` of another dialect (or of a meta-schema that is not
//! built on 2020-12, or that requires a vocabulary the generator does not know), references that
//! lead nowhere
//! (including remote URIs no mapping covers: the generator never uses the network), likely
//! typos of keywords, and schemas whose evaluation would re-enter itself without consuming any
//! of the value (a cycle of `$ref`/`allOf`/... that would loop forever at run time).
//!
//! Node ids are deterministic: the given documents in order, each walked depth first in the
//! order members are written; then locations reached only by a reference (remote documents,
//! pointers into places the walk does not visit), in the order first reached.

use std::borrow::Cow;
use std::collections::{BTreeMap, VecDeque};

use serde_json::{Map, Number, Value};

use crate::diagnostic::{pointer_join, Diagnostic, Diagnostics};
use crate::ir::{DocumentInfo, IrNode, IrPattern, IrRule, NodeId, Program};
use crate::pattern::{translate, Translation};
use crate::resolve::{
    file_uri, is_absolute, normalize, read_fragment, resolve, split_fragment, Fragment, Index, Loc,
    Miss, SCHEMA_KEYWORDS, SCHEMA_LIST_KEYWORDS, SCHEMA_MAP_KEYWORDS,
};

/// One schema given to the generator.
#[derive(Clone, Debug)]
pub struct Document {
    /// The file as users name it, e.g. `schemas/invoice.schema.json`; its base URI is
    /// `file:///` followed by this (unless the root `$id` says otherwise).
    pub file: String,
    /// Its contents.
    pub json: Value,
}

/// Looks up a remote URI (without fragment) that no given document has: `Ok(Some((local file
/// name, text)))` when the user's map of URL prefixes to local folders covers it, `Ok(None)`
/// when no prefix covers it, `Err(reason)` when the mapped file cannot be read.
pub type Fetch<'a> = &'a dyn Fn(&str) -> Result<Option<(String, String)>, String>;

/// The 2020-12 meta-schema: the one dialect compiled (custom meta-schemas built on it choose
/// among its vocabularies).
const DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// Which vocabularies of 2020-12 are on, as bits; core is always on, so it has none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Vocabularies(u8);

const APPLICATOR: u8 = 1;
const UNEVALUATED: u8 = 2;
const VALIDATION: u8 = 4;
const META_DATA: u8 = 8;
const FORMAT_ANNOTATION: u8 = 16;
const FORMAT_ASSERTION: u8 = 32;
const CONTENT: u8 = 64;

/// The vocabularies of 2020-12, by URI.
const VOCABULARIES: &[(&str, u8)] = &[
    ("https://json-schema.org/draft/2020-12/vocab/core", 0),
    (
        "https://json-schema.org/draft/2020-12/vocab/applicator",
        APPLICATOR,
    ),
    (
        "https://json-schema.org/draft/2020-12/vocab/unevaluated",
        UNEVALUATED,
    ),
    (
        "https://json-schema.org/draft/2020-12/vocab/validation",
        VALIDATION,
    ),
    (
        "https://json-schema.org/draft/2020-12/vocab/meta-data",
        META_DATA,
    ),
    (
        "https://json-schema.org/draft/2020-12/vocab/format-annotation",
        FORMAT_ANNOTATION,
    ),
    (
        "https://json-schema.org/draft/2020-12/vocab/format-assertion",
        FORMAT_ASSERTION,
    ),
    (
        "https://json-schema.org/draft/2020-12/vocab/content",
        CONTENT,
    ),
];

impl Vocabularies {
    /// Those the 2020-12 meta-schema lists (format-assertion is not among them).
    const STANDARD: Self =
        Self(APPLICATOR | UNEVALUATED | VALIDATION | META_DATA | FORMAT_ANNOTATION | CONTENT);

    /// Whether `keyword` means what 2020-12 says: its vocabulary is on, or it belongs to core
    /// (or to none: unknown members stay annotations and are checked for typos).
    fn allows(self, keyword: &str) -> bool {
        vocabulary_of(keyword).is_none_or(|bits| self.0 & bits != 0)
    }
}

/// The vocabulary bits a keyword belongs to; `None` for core keywords and unknown members.
/// `format` belongs to either format vocabulary: the runtime asserts the formats it knows under
/// both (format-annotation lets an implementation assert, and asserting is what users of a
/// generated type expect), so format-assertion being listed changes nothing.
fn vocabulary_of(keyword: &str) -> Option<u8> {
    Some(match keyword {
        "prefixItems"
        | "items"
        | "contains"
        | "additionalProperties"
        | "properties"
        | "patternProperties"
        | "dependentSchemas"
        | "propertyNames"
        | "if"
        | "then"
        | "else"
        | "allOf"
        | "anyOf"
        | "oneOf"
        | "not" => APPLICATOR,
        "unevaluatedItems" | "unevaluatedProperties" => UNEVALUATED,
        "type" | "enum" | "const" | "multipleOf" | "maximum" | "exclusiveMaximum" | "minimum"
        | "exclusiveMinimum" | "maxLength" | "minLength" | "pattern" | "maxItems" | "minItems"
        | "uniqueItems" | "maxContains" | "minContains" | "maxProperties" | "minProperties"
        | "required" | "dependentRequired" => VALIDATION,
        "title" | "description" | "default" | "deprecated" | "readOnly" | "writeOnly"
        | "examples" => META_DATA,
        "format" => FORMAT_ANNOTATION | FORMAT_ASSERTION,
        "contentEncoding" | "contentMediaType" | "contentSchema" => CONTENT,
        _ => return None,
    })
}

/// The formats the runtime asserts; any other `format` is an annotation.
const FORMATS: &[&str] = &[
    "date-time",
    "date",
    "time",
    "duration",
    "email",
    "idn-email",
    "hostname",
    "idn-hostname",
    "ipv4",
    "ipv6",
    "uri",
    "uri-reference",
    "iri",
    "iri-reference",
    "uri-template",
    "uuid",
    "json-pointer",
    "relative-json-pointer",
    "regex",
];

/// Every keyword the stage knows: those of 2020-12 and the annotations it accepts (OpenAPI's
/// `discriminator`, `example`, `externalDocs`, `xml`). An unknown member that is close to one of
/// these is taken for a typo.
const KEYWORDS: &[&str] = &[
    "$schema",
    "$id",
    "$anchor",
    "$dynamicAnchor",
    "$ref",
    "$dynamicRef",
    "$vocabulary",
    "$comment",
    "$defs",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "dependentSchemas",
    "prefixItems",
    "items",
    "contains",
    "properties",
    "patternProperties",
    "additionalProperties",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "type",
    "enum",
    "const",
    "multipleOf",
    "maximum",
    "exclusiveMaximum",
    "minimum",
    "exclusiveMinimum",
    "maxLength",
    "minLength",
    "pattern",
    "maxItems",
    "minItems",
    "uniqueItems",
    "maxContains",
    "minContains",
    "maxProperties",
    "minProperties",
    "required",
    "dependentRequired",
    "format",
    "contentEncoding",
    "contentMediaType",
    "contentSchema",
    "title",
    "description",
    "default",
    "deprecated",
    "readOnly",
    "writeOnly",
    "examples",
    "discriminator",
    "example",
    "externalDocs",
    "xml",
];

const TYPES: &[(&str, u8)] = &[
    ("null", 1),
    ("boolean", 2),
    ("object", 4),
    ("array", 8),
    ("number", 16),
    ("string", 32),
    ("integer", 64),
];

/// Compiles `documents` (and the remote documents their references reach through `fetch`)
/// into a [`Program`], or reports every problem found.
pub fn compile(documents: &[Document], fetch: Fetch) -> Result<Program, Diagnostics> {
    compile_allowing(documents, fetch, &[])
}

/// [`compile`], with `allowed` keywords taken as annotations even when they look like a
/// misspelt keyword (the configuration's `allow_keywords`).
pub fn compile_allowing(
    documents: &[Document],
    fetch: Fetch,
    allowed: &[String],
) -> Result<Program, Diagnostics> {
    let mut c = Compiler {
        fetch,
        allowed: allowed.to_vec(),
        docs: Vec::new(),
        index: Index::default(),
        nodes: Vec::new(),
        at: BTreeMap::new(),
        tasks: VecDeque::new(),
        diags: Vec::new(),
        fetched: BTreeMap::new(),
        remote: BTreeMap::new(),
        dialects: BTreeMap::new(),
        pending: Vec::new(),
    };
    for d in documents {
        let uri = file_uri(&d.file);
        c.add_document(d.file.clone(), uri, false, d.json.clone());
    }
    for doc in 0..c.docs.len() {
        c.node(&Loc {
            doc,
            pointer: String::new(),
        });
    }
    c.run_tasks();
    c.check_cycles();
    if !c.diags.is_empty() {
        return Err(Diagnostics(c.diags));
    }
    Ok(c.program())
}

struct Doc {
    file: String,
    uri: String,
    remote: bool,
    json: Value,
}

/// Work left once the walk is done: a reference to resolve, or the dynamic anchors of a
/// resource root to list.
enum Task {
    Ref {
        node: NodeId,
        rule: usize,
        from: Loc,
        keyword: &'static str,
        uri: String,
    },
    Anchors {
        node: NodeId,
        loc: Loc,
    },
}

struct Compiler<'f> {
    fetch: Fetch<'f>,
    /// Unknown keywords the user allows, though they look like a misspelt keyword.
    allowed: Vec<String>,
    docs: Vec<Doc>,
    index: Index,
    nodes: Vec<IrNode>,
    at: BTreeMap<Loc, NodeId>,
    tasks: VecDeque<Task>,
    diags: Vec<Diagnostic>,
    /// Remote URIs already looked up: the document, or why there is none.
    fetched: BTreeMap<String, Result<usize, String>>,
    /// Remote texts already read through the map: the local file and the JSON, or why there
    /// is none. A meta-schema is read here without becoming a document of the program.
    remote: BTreeMap<String, Result<(String, Value), String>>,
    /// Meta-schema URIs already read: the vocabularies they turn on, or why they are refused.
    dialects: BTreeMap<String, Result<Vocabularies, String>>,
    /// The meta-schemas being read, innermost last, to refuse a chain that comes back.
    pending: Vec<String>,
}

/// The subschemas a keyword holds, compiled.
enum Child {
    One(NodeId),
    Map(Vec<(String, NodeId)>),
    List(Vec<NodeId>),
}

impl Compiler<'_> {
    fn report(&mut self, loc: &Loc, keyword: &str, reason: impl Into<String>) {
        self.diags.push(Diagnostic {
            file: self.docs[loc.doc].file.clone(),
            pointer: loc.pointer.clone(),
            keyword: keyword.to_owned(),
            reason: reason.into(),
        });
    }

    fn add_document(&mut self, file: String, uri: String, remote: bool, json: Value) -> usize {
        let doc = self.docs.len();
        let base = self
            .index
            .add_document(doc, &file, &uri, &json, &mut self.diags);
        self.docs.push(Doc {
            file,
            uri: base,
            remote,
            json,
        });
        doc
    }

    /// The node of `loc`, compiling it (and what it contains) the first time.
    fn node(&mut self, loc: &Loc) -> NodeId {
        if let Some(&id) = self.at.get(loc) {
            return id;
        }
        let value = self.docs[loc.doc]
            .json
            .pointer(&loc.pointer)
            .cloned()
            .unwrap_or(Value::Bool(true));
        let id = self.nodes.len();
        self.nodes.push(IrNode {
            document: loc.doc,
            pointer: loc.pointer.clone(),
            dynamic_anchors: None,
            rules: Vec::new(),
            schema: value.clone(),
        });
        self.at.insert(loc.clone(), id);
        if self
            .index
            .dynamic_anchors(loc)
            .is_some_and(|a| !a.is_empty())
        {
            self.tasks.push_back(Task::Anchors {
                node: id,
                loc: loc.clone(),
            });
        }
        let rules = match &value {
            Value::Bool(true) => Vec::new(),
            Value::Bool(false) => vec![IrRule::Never],
            Value::Object(schema) => self.compile_object(id, loc, schema),
            other => {
                self.report(
                    loc,
                    "",
                    format!(
                        "a schema must be an object or a boolean, not {}",
                        kind(other)
                    ),
                );
                Vec::new()
            }
        };
        self.nodes[id].rules = rules;
        id
    }

    fn child(&mut self, loc: &Loc, token: &str) -> NodeId {
        self.node(&Loc {
            doc: loc.doc,
            pointer: pointer_join(&loc.pointer, token),
        })
    }

    /// Compiles the subschemas of `schema`, in the order written.
    fn children(&mut self, loc: &Loc, schema: &Map<String, Value>) -> BTreeMap<String, Child> {
        let mut out = BTreeMap::new();
        for (key, value) in schema {
            let here = Loc {
                doc: loc.doc,
                pointer: pointer_join(&loc.pointer, key),
            };
            if key == "contentSchema" {
                // An annotation for the decoded content, never applied.
                continue;
            }
            if key == "items" && value.is_array() {
                self.report(
                    loc,
                    key,
                    "in 2020-12 `items` takes one schema; an array of schemas (one per position) is `prefixItems`",
                );
                continue;
            }
            if SCHEMA_KEYWORDS.contains(&key.as_str()) {
                out.insert(key.clone(), Child::One(self.node(&here)));
            } else if SCHEMA_MAP_KEYWORDS.contains(&key.as_str()) {
                match value.as_object() {
                    Some(members) => {
                        let ids = members
                            .keys()
                            .map(|name| (name.clone(), self.child(&here, name)))
                            .collect();
                        out.insert(key.clone(), Child::Map(ids));
                    }
                    None => self.report(
                        loc,
                        key,
                        format!("must be an object of schemas, not {}", kind(value)),
                    ),
                }
            } else if SCHEMA_LIST_KEYWORDS.contains(&key.as_str()) {
                match value.as_array() {
                    Some(items) if !items.is_empty() => {
                        let ids = (0..items.len())
                            .map(|i| self.child(&here, &i.to_string()))
                            .collect();
                        out.insert(key.clone(), Child::List(ids));
                    }
                    _ => self.report(
                        loc,
                        key,
                        format!("must be a non-empty array of schemas, not {}", kind(value)),
                    ),
                }
            }
        }
        out
    }

    fn compile_object(
        &mut self,
        id: NodeId,
        loc: &Loc,
        schema: &Map<String, Value>,
    ) -> Vec<IrRule> {
        // The keywords of vocabularies the dialect leaves out are annotations: dropped here,
        // before anything reads them (their subschemas are not schemas then, so not compiled).
        let vocabularies = self.vocabularies(loc, schema);
        let schema: Cow<'_, Map<String, Value>> = if schema.keys().all(|k| vocabularies.allows(k)) {
            Cow::Borrowed(schema)
        } else {
            Cow::Owned(
                schema
                    .iter()
                    .filter(|(k, _)| vocabularies.allows(k))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            )
        };
        let schema = &*schema;
        let children = self.children(loc, schema);
        self.check_members(loc, schema);
        let one = |k: &str| match children.get(k) {
            Some(Child::One(id)) => Some(*id),
            _ => None,
        };
        let map = |k: &str| match children.get(k) {
            Some(Child::Map(m)) => Some(m.clone()),
            _ => None,
        };
        let list = |k: &str| match children.get(k) {
            Some(Child::List(l)) => Some(l.clone()),
            _ => None,
        };
        let mut rules = Vec::new();

        if let Some(v) = schema.get("type") {
            if let Some(bits) = self.types(loc, v) {
                rules.push(IrRule::Type(bits));
            }
        }
        if let Some(v) = schema.get("const") {
            rules.push(IrRule::Const(v.clone()));
        }
        if let Some(v) = schema.get("enum") {
            match v.as_array() {
                Some(values) => rules.push(IrRule::Enum(values.clone())),
                None => self.report(
                    loc,
                    "enum",
                    format!("must be an array of values, not {}", kind(v)),
                ),
            }
        }
        type NumRule = fn(String) -> IrRule;
        let numeric: [(&str, NumRule); 5] = [
            ("multipleOf", IrRule::MultipleOf),
            ("maximum", IrRule::Maximum),
            ("exclusiveMaximum", IrRule::ExclusiveMaximum),
            ("minimum", IrRule::Minimum),
            ("exclusiveMinimum", IrRule::ExclusiveMinimum),
        ];
        for (keyword, make) in numeric {
            if let Some(v) = schema.get(keyword) {
                match v.as_number() {
                    Some(n) if keyword == "multipleOf" && !is_positive(n) => self.report(
                        loc,
                        keyword,
                        format!("must be a number greater than 0, not {n}"),
                    ),
                    Some(n) => rules.push(make(n.to_string())),
                    None => self.report(loc, keyword, format!("must be a number, not {}", kind(v))),
                }
            }
        }
        if let Some(n) = self.count(loc, schema, "maxLength") {
            rules.push(IrRule::MaxLength(n));
        }
        if let Some(n) = self.count(loc, schema, "minLength") {
            rules.push(IrRule::MinLength(n));
        }
        if let Some(v) = schema.get("pattern") {
            match v.as_str() {
                Some(source) => {
                    if let Some(p) = self.pattern(loc, "pattern", source) {
                        rules.push(IrRule::Pattern(p));
                    }
                }
                None => self.report(
                    loc,
                    "pattern",
                    format!(
                        "must be a string (an ECMA-262 regular expression), not {}",
                        kind(v)
                    ),
                ),
            }
        }
        if let Some(v) = schema.get("format") {
            match v.as_str() {
                Some(name) if FORMATS.contains(&name) => {
                    rules.push(IrRule::Format(name.to_owned()))
                }
                // Unknown formats are annotations, as 2020-12 says.
                Some(_) => {}
                None => self.report(loc, "format", format!("must be a string, not {}", kind(v))),
            }
        }
        if let Some(n) = self.count(loc, schema, "maxItems") {
            rules.push(IrRule::MaxItems(n));
        }
        if let Some(n) = self.count(loc, schema, "minItems") {
            rules.push(IrRule::MinItems(n));
        }
        match schema.get("uniqueItems") {
            None | Some(Value::Bool(false)) => {}
            Some(Value::Bool(true)) => rules.push(IrRule::UniqueItems),
            Some(v) => self.report(
                loc,
                "uniqueItems",
                format!("must be true or false, not {}", kind(v)),
            ),
        }
        let min_contains = self.count(loc, schema, "minContains");
        let max_contains = self.count(loc, schema, "maxContains");
        if let Some(contains) = one("contains") {
            rules.push(IrRule::Contains {
                schema: contains,
                min: min_contains.unwrap_or(1),
                max: max_contains,
            });
        }
        if let Some(n) = self.count(loc, schema, "maxProperties") {
            rules.push(IrRule::MaxProperties(n));
        }
        if let Some(n) = self.count(loc, schema, "minProperties") {
            rules.push(IrRule::MinProperties(n));
        }
        if let Some(v) = schema.get("required") {
            if let Some(names) = self.names(loc, "required", v) {
                if !names.is_empty() {
                    rules.push(IrRule::Required(names));
                }
            }
        }
        if let Some(v) = schema.get("dependentRequired") {
            match v.as_object() {
                Some(members) => {
                    let mut all = Vec::new();
                    for (name, needed) in members {
                        if let Some(needed) = self.names(loc, "dependentRequired", needed) {
                            all.push((name.clone(), needed));
                        }
                    }
                    rules.push(IrRule::DependentRequired(all));
                }
                None => self.report(
                    loc,
                    "dependentRequired",
                    format!(
                        "must be an object of arrays of member names, not {}",
                        kind(v)
                    ),
                ),
            }
        }
        let properties = map("properties");
        if let Some(p) = &properties {
            rules.push(IrRule::Properties(p.clone()));
        }
        let mut patterns = Vec::new();
        if let Some(members) = map("patternProperties") {
            let mut compiled = Vec::new();
            for (source, node) in members {
                if let Some(p) = self.pattern(loc, "patternProperties", &source) {
                    patterns.push(p.clone());
                    compiled.push((p, node));
                }
            }
            rules.push(IrRule::PatternProperties(compiled));
        }
        if let Some(additional) = one("additionalProperties") {
            rules.push(IrRule::AdditionalProperties {
                declared: properties
                    .iter()
                    .flatten()
                    .map(|(name, _)| name.clone())
                    .collect(),
                patterns,
                schema: additional,
            });
        }
        if let Some(names) = one("propertyNames") {
            rules.push(IrRule::PropertyNames(names));
        }
        if let Some(d) = map("dependentSchemas") {
            rules.push(IrRule::DependentSchemas(d));
        }
        let prefix = list("prefixItems");
        if let Some(p) = &prefix {
            rules.push(IrRule::PrefixItems(p.clone()));
        }
        if let Some(items) = one("items") {
            rules.push(IrRule::Items {
                prefix: prefix.as_ref().map_or(0, Vec::len),
                schema: items,
            });
        }
        if let Some(l) = list("allOf") {
            rules.push(IrRule::AllOf(l));
        }
        if let Some(l) = list("anyOf") {
            rules.push(IrRule::AnyOf(l));
        }
        if let Some(l) = list("oneOf") {
            rules.push(IrRule::OneOf(l));
        }
        if let Some(n) = one("not") {
            rules.push(IrRule::Not(n));
        }
        if let Some(condition) = one("if") {
            // Kept even alone: it cannot fail, but it evaluates members for `unevaluated*`.
            rules.push(IrRule::IfThenElse {
                condition,
                then: one("then"),
                otherwise: one("else"),
            });
        }
        for keyword in ["$ref", "$dynamicRef"] {
            match schema.get(keyword) {
                None => {}
                Some(Value::String(reference)) => {
                    let base = self.index.base_of(loc);
                    let uri = resolve(&base, reference);
                    if !is_absolute(&uri) {
                        self.report(loc, keyword, format!("`{reference}` does not resolve to an absolute URI against `{base}`"));
                        continue;
                    }
                    self.tasks.push_back(Task::Ref {
                        node: id,
                        rule: rules.len(),
                        from: loc.clone(),
                        keyword,
                        uri,
                    });
                    // Filled in when the task runs.
                    rules.push(if keyword == "$ref" {
                        IrRule::Ref(usize::MAX)
                    } else {
                        IrRule::DynamicRef {
                            target: usize::MAX,
                            anchor: None,
                        }
                    });
                }
                Some(v) => self.report(
                    loc,
                    keyword,
                    format!("must be a string (a URI reference), not {}", kind(v)),
                ),
            }
        }
        if let Some(n) = one("unevaluatedProperties") {
            rules.push(IrRule::UnevaluatedProperties(n));
        }
        if let Some(n) = one("unevaluatedItems") {
            rules.push(IrRule::UnevaluatedItems(n));
        }
        rules
    }

    /// Checks the members that compile to no rule (core keywords, annotations) and looks for
    /// typos among the unknown ones.
    fn check_members(&mut self, loc: &Loc, schema: &Map<String, Value>) {
        for (key, value) in schema {
            match key.as_str() {
                "$schema" => match value.as_str() {
                    Some(s) => {
                        if let Err(reason) = self.dialect(s) {
                            self.report(loc, key, reason);
                        }
                    }
                    None => self.report(
                        loc,
                        key,
                        format!("must be a string (a meta-schema URI), not {}", kind(value)),
                    ),
                },
                "$comment" | "title" | "description" | "contentEncoding" | "contentMediaType" => {
                    if !value.is_string() {
                        self.report(loc, key, format!("must be a string, not {}", kind(value)));
                    }
                }
                "deprecated" | "readOnly" | "writeOnly" => {
                    if !value.is_boolean() {
                        self.report(
                            loc,
                            key,
                            format!("must be true or false, not {}", kind(value)),
                        );
                    }
                }
                "examples" => {
                    if !value.is_array() {
                        self.report(
                            loc,
                            key,
                            format!("must be an array of values, not {}", kind(value)),
                        );
                    }
                }
                k if KEYWORDS.contains(&k)
                    || k.starts_with("x-")
                    || self.allowed.iter().any(|a| a == k) => {}
                k => {
                    if let Some(known) = likely_typo(k) {
                        self.report(
                            loc,
                            key,
                            format!("unknown keyword; did you mean `{known}`?"),
                        );
                    }
                }
            }
        }
    }

    /// The vocabularies on at `loc` (whose schema is `schema`): those of the nearest `$schema`
    /// at or above it, the standard ones when there is none. A refused `$schema` is reported
    /// where it is written; the standard set stands in meanwhile.
    fn vocabularies(&mut self, loc: &Loc, schema: &Map<String, Value>) -> Vocabularies {
        let declared = match schema.get("$schema") {
            // Read here too: a location reached only by a pointer is not in the index.
            Some(Value::String(s)) => Some(s.clone()),
            _ => self.index.dialect_of(loc).map(|(_, s)| s.to_owned()),
        };
        declared
            .and_then(|s| self.dialect(&s).ok())
            .unwrap_or(Vocabularies::STANDARD)
    }

    /// The vocabularies the meta-schema `text` (a `$schema` value) turns on, or why it is
    /// refused. Each meta-schema is read once.
    fn dialect(&mut self, text: &str) -> Result<Vocabularies, String> {
        let normalized = normalize(text);
        let (uri, fragment) = split_fragment(&normalized);
        if uri == DIALECT && fragment.is_none_or(str::is_empty) {
            return Ok(Vocabularies::STANDARD);
        }
        if !is_absolute(uri) {
            return Err(format!(
                "`{text}` is not an absolute URI; `$schema` names its meta-schema by one"
            ));
        }
        if fragment.is_some_and(|f| !f.is_empty()) {
            return Err(format!(
                "`{text}` has a fragment; `$schema` names a meta-schema resource"
            ));
        }
        let official = ["http://json-schema.org/", "https://json-schema.org/"];
        let this_draft = [
            "http://json-schema.org/draft/2020-12/",
            "https://json-schema.org/draft/2020-12/",
        ];
        if official.iter().any(|p| uri.starts_with(p))
            && !this_draft.iter().any(|p| uri.starts_with(p))
        {
            return Err(format!("`{text}` is another dialect; the generator compiles JSON Schema 2020-12 (`{DIALECT}`) and meta-schemas built on it only"));
        }
        let uri = uri.to_owned();
        if let Some(known) = self.dialects.get(&uri) {
            return known.clone();
        }
        if self.pending.contains(&uri) {
            return Err(format!("`{uri}` comes back to itself through `$schema` without reaching JSON Schema 2020-12 (`{DIALECT}`)"));
        }
        self.pending.push(uri.clone());
        let result = self.read_meta_schema(&uri);
        self.pending.pop();
        self.dialects.insert(uri, result.clone());
        result
    }

    /// Finds the meta-schema `uri` (absolute, normalised, no fragment), checks it is built on
    /// 2020-12, and reads its `$vocabulary`.
    fn read_meta_schema(&mut self, uri: &str) -> Result<Vocabularies, String> {
        let docs = &self.docs;
        let json = match self.index.locate(uri, |d| docs.get(d).map(|x| &x.json)) {
            Ok(loc) => self.docs[loc.doc]
                .json
                .pointer(&loc.pointer)
                .cloned()
                .unwrap_or(Value::Null),
            Err(Miss::NoResource) => self.fetch_json(uri)?.1,
            Err(miss) => return Err(self.describe(uri, miss)),
        };
        let Some(meta) = json.as_object() else {
            return Err(format!(
                "the meta-schema `{uri}` is {}, not an object",
                kind(&json)
            ));
        };
        match meta.get("$schema") {
            Some(Value::String(s)) => {
                self.dialect(s).map_err(|e| {
                    format!("the meta-schema `{uri}` has a `$schema` that is refused: {e}")
                })?;
            }
            Some(v) => {
                return Err(format!(
                    "the meta-schema `{uri}` has a `$schema` that is {}, not a URI",
                    kind(v)
                ))
            }
            None => return Err(format!("the meta-schema `{uri}` declares no `$schema`; a meta-schema must itself be written in JSON Schema 2020-12 (`{DIALECT}`) or a meta-schema built on it")),
        }
        let Some(listed) = meta.get("$vocabulary") else {
            // No `$vocabulary`: the vocabularies of the dialect it is written in, 2020-12's.
            return Ok(Vocabularies::STANDARD);
        };
        let Some(listed) = listed.as_object() else {
            return Err(format!(
                "the meta-schema `{uri}` has a `$vocabulary` that is {}, not an object of vocabulary URIs to true or false",
                kind(listed)
            ));
        };
        let mut on = 0;
        for (vocabulary, required) in listed {
            let Some(required) = required.as_bool() else {
                return Err(format!(
                    "the meta-schema `{uri}` lists the vocabulary `{vocabulary}` with {}, not true or false",
                    kind(required)
                ));
            };
            match VOCABULARIES.iter().find(|(v, _)| v == vocabulary) {
                Some((_, bits)) => on |= bits,
                None if required => return Err(format!(
                    "the meta-schema `{uri}` requires the vocabulary `{vocabulary}`, which the generator does not know (it knows those of JSON Schema 2020-12); list it with `false` if schemas may be compiled without it"
                )),
                // An optional vocabulary may be ignored by whoever does not know it.
                None => {}
            }
        }
        Ok(Vocabularies(on))
    }

    fn types(&mut self, loc: &Loc, v: &Value) -> Option<u8> {
        let names: Vec<&Value> = match v {
            Value::String(_) => vec![v],
            Value::Array(a) if !a.is_empty() => a.iter().collect(),
            _ => {
                self.report(
                    loc,
                    "type",
                    format!(
                        "must be a type name or a non-empty array of them, not {}",
                        kind(v)
                    ),
                );
                return None;
            }
        };
        let mut bits = 0u8;
        for name in names {
            let Some(name) = name.as_str() else {
                self.report(
                    loc,
                    "type",
                    format!("type names are strings, not {}", kind(name)),
                );
                return None;
            };
            match TYPES.iter().find(|(n, _)| *n == name) {
                Some((_, bit)) if bits & bit != 0 => {
                    self.report(loc, "type", format!("`{name}` is listed twice"));
                    return None;
                }
                Some((_, bit)) => bits |= bit,
                None => {
                    let hint = closest(name, TYPES.iter().map(|(n, _)| *n))
                        .map(|n| format!("; did you mean `{n}`?"))
                        .unwrap_or_default();
                    self.report(loc, "type", format!("`{name}` is not a JSON Schema type (null, boolean, object, array, number, string, integer){hint}"));
                    return None;
                }
            }
        }
        Some(bits)
    }

    /// A non-negative integer operand (`2.0` counts: it is an integer in JSON Schema).
    fn count(&mut self, loc: &Loc, schema: &Map<String, Value>, keyword: &str) -> Option<u64> {
        let v = schema.get(keyword)?;
        let n = v.as_u64().or_else(|| {
            v.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f < 18_446_744_073_709_551_616.0)
                .map(|f| f as u64)
        });
        if n.is_none() {
            self.report(
                loc,
                keyword,
                format!("must be a non-negative integer, not {}", shown(v)),
            );
        }
        n
    }

    fn names(&mut self, loc: &Loc, keyword: &str, v: &Value) -> Option<Vec<String>> {
        let Some(items) = v.as_array() else {
            self.report(
                loc,
                keyword,
                format!("must be an array of member names, not {}", kind(v)),
            );
            return None;
        };
        let mut out: Vec<String> = Vec::new();
        for item in items {
            match item.as_str() {
                Some(s) if out.iter().any(|o| o == s) => {
                    self.report(loc, keyword, format!("`{s}` is listed twice"));
                    return None;
                }
                Some(s) => out.push(s.to_owned()),
                None => {
                    self.report(
                        loc,
                        keyword,
                        format!("member names are strings, not {}", kind(item)),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    fn pattern(&mut self, loc: &Loc, keyword: &str, source: &str) -> Option<IrPattern> {
        match translate(source) {
            Ok(Translation::Linear(linear)) => Some(IrPattern {
                source: source.to_owned(),
                linear: Some(linear),
            }),
            Ok(Translation::Backtracking { .. }) => Some(IrPattern {
                source: source.to_owned(),
                linear: None,
            }),
            Err(reason) => {
                self.report(
                    loc,
                    keyword,
                    format!("`{source}` is not a valid ECMA-262 regular expression: {reason}"),
                );
                None
            }
        }
    }

    fn run_tasks(&mut self) {
        while let Some(task) = self.tasks.pop_front() {
            match task {
                Task::Ref {
                    node,
                    rule,
                    from,
                    keyword,
                    uri,
                } => match self.locate(&uri) {
                    Ok(target_loc) if !self.is_schema(&target_loc) => {
                        let reason = format!("`{uri}` is not a schema (an object or a boolean)");
                        self.report(&from, keyword, reason);
                    }
                    Ok(target_loc) => {
                        let target = self.node(&target_loc);
                        let anchor = match read_fragment(split_fragment(&uri).1.unwrap_or("")) {
                            Some(Fragment::Anchor(name))
                                if self.nodes[target].schema.get("$dynamicAnchor")
                                    == Some(&Value::String(name.clone())) =>
                            {
                                Some(name)
                            }
                            _ => None,
                        };
                        if let Some(slot) = self.nodes[node].rules.get_mut(rule) {
                            *slot = if keyword == "$ref" {
                                IrRule::Ref(target)
                            } else {
                                IrRule::DynamicRef { target, anchor }
                            };
                        }
                    }
                    Err(reason) => self.report(&from, keyword, reason),
                },
                Task::Anchors { node, loc } => {
                    let anchors = self
                        .index
                        .dynamic_anchors(&loc)
                        .map(<[_]>::to_vec)
                        .unwrap_or_default();
                    let list = anchors
                        .into_iter()
                        .map(|(name, at)| (name, self.node(&at)))
                        .collect();
                    self.nodes[node].dynamic_anchors = Some(list);
                }
            }
        }
    }

    fn is_schema(&self, loc: &Loc) -> bool {
        self.docs[loc.doc]
            .json
            .pointer(&loc.pointer)
            .is_some_and(|v| v.is_object() || v.is_boolean())
    }

    /// The location `uri` (absolute, normalised) names, fetching its document when no document
    /// so far has it.
    fn locate(&mut self, uri: &str) -> Result<Loc, String> {
        let docs = &self.docs;
        let found = self.index.locate(uri, |d| docs.get(d).map(|x| &x.json));
        let miss = match found {
            Ok(loc) => return Ok(loc),
            Err(miss) => miss,
        };
        let (resource, _) = split_fragment(uri);
        match miss {
            Miss::NoResource => {
                self.fetch_document(resource)?;
                let docs = &self.docs;
                match self.index.locate(uri, |d| docs.get(d).map(|x| &x.json)) {
                    Ok(loc) => Ok(loc),
                    Err(miss) => Err(self.describe(uri, miss)),
                }
            }
            miss => Err(self.describe(uri, miss)),
        }
    }

    fn describe(&self, uri: &str, miss: Miss) -> String {
        let (resource, _) = split_fragment(uri);
        match miss {
            Miss::NoResource => format!("`{resource}` names no schema"),
            Miss::NoAnchor(name) => format!("`{uri}`: the resource `{resource}` declares no `$anchor` or `$dynamicAnchor` named `{name}`"),
            Miss::NoPointer(pointer) => format!("`{uri}` points at nothing: `{pointer}` does not exist"),
            Miss::BadFragment => format!("`{uri}`: the fragment is not UTF-8 once percent-decoded"),
        }
    }

    /// Brings in the remote document at `resource` (compiling it whole), once.
    fn fetch_document(&mut self, resource: &str) -> Result<usize, String> {
        if let Some(known) = self.fetched.get(resource) {
            return known.clone();
        }
        let result = self.fetch_json(resource).map(|(file, json)| {
            let doc = self.add_document(file, resource.to_owned(), true, json);
            self.fetched.insert(resource.to_owned(), Ok(doc));
            self.node(&Loc {
                doc,
                pointer: String::new(),
            });
            doc
        });
        self.fetched.insert(resource.to_owned(), result.clone());
        result
    }

    /// Reads the remote text at `resource` through the map, once: its local file and JSON.
    fn fetch_json(&mut self, resource: &str) -> Result<(String, Value), String> {
        if let Some(known) = self.remote.get(resource) {
            return known.clone();
        }
        let result = match (self.fetch)(resource) {
            Ok(None) => Err(format!("`{resource}` is not among the schemas given, and no remote mapping covers it (the generator never uses the network)")),
            Err(e) => Err(format!("`{resource}` could not be read: {e}")),
            Ok(Some((file, text))) => match serde_json::from_str::<Value>(&text) {
                Ok(json) => Ok((file, json)),
                Err(e) => Err(format!("`{resource}` (mapped to {file}) is not JSON: {e}")),
            },
        };
        self.remote.insert(resource.to_owned(), result.clone());
        result
    }

    /// Refuses every cycle of edges that evaluate the same value again (`$ref`, `allOf`, ...):
    /// at run time it would never end. `$dynamicRef` edges are left out: the runtime bounds them.
    fn check_cycles(&mut self) {
        let edges: Vec<Vec<(NodeId, &'static str)>> = self
            .nodes
            .iter()
            .map(|n| same_value_edges(&n.rules))
            .collect();
        // 0: not seen, 1: on the stack, 2: done.
        let mut state = vec![0u8; self.nodes.len()];
        let mut cycles = Vec::new();
        for start in 0..self.nodes.len() {
            if state[start] != 0 {
                continue;
            }
            let mut stack: Vec<(NodeId, usize)> = vec![(start, 0)];
            state[start] = 1;
            while let Some(&mut (node, ref mut next)) = stack.last_mut() {
                let Some(&(to, _)) = edges[node].get(*next) else {
                    state[node] = 2;
                    stack.pop();
                    continue;
                };
                *next += 1;
                match state[to] {
                    0 => {
                        state[to] = 1;
                        stack.push((to, 0));
                    }
                    1 => {
                        let from = stack.iter().position(|(n, _)| *n == to).unwrap_or(0);
                        let path: Vec<(NodeId, &'static str)> = stack[from..]
                            .iter()
                            .map(|&(n, i)| (n, edges[n].get(i.wrapping_sub(1)).map_or("", |e| e.1)))
                            .collect();
                        cycles.push(path);
                    }
                    _ => {}
                }
            }
        }
        let mut reported = Vec::new();
        for path in cycles {
            let Some(&(first, keyword)) = path.first() else {
                continue;
            };
            // One diagnostic per schema that starts a cycle is enough to show the problem.
            if reported.contains(&first) {
                continue;
            }
            reported.push(first);
            // Each step goes from path[i] to path[i + 1], the last back to the first.
            let mut shown = self.location(first, first);
            for (i, &(_, via)) in path.iter().enumerate() {
                let to = path.get(i + 1).map_or(first, |p| p.0);
                shown.push_str(&format!(" →{via}→ {}", self.location(first, to)));
            }
            let loc = Loc {
                doc: self.nodes[first].document,
                pointer: self.nodes[first].pointer.clone(),
            };
            self.report(&loc, keyword, format!("evaluating this schema comes back to it without going into any member or item, so it would never end: {shown}"));
        }
    }

    /// How a node is shown in a cycle: its pointer, with its file when that differs from the
    /// file of `first`.
    fn location(&self, first: NodeId, node: NodeId) -> String {
        let n = &self.nodes[node];
        let pointer = if n.pointer.is_empty() {
            "#"
        } else {
            &n.pointer
        };
        if n.document == self.nodes[first].document {
            pointer.to_owned()
        } else {
            format!(
                "{}{}",
                self.docs[n.document].file,
                if n.pointer.is_empty() {
                    String::from("#")
                } else {
                    format!("#{}", n.pointer)
                }
            )
        }
    }

    fn program(self) -> Program {
        let at = &self.at;
        let documents = self
            .docs
            .iter()
            .enumerate()
            .map(|(doc, d)| {
                let root_loc = Loc {
                    doc,
                    pointer: String::new(),
                };
                let defs = d
                    .json
                    .get("$defs")
                    .and_then(Value::as_object)
                    .map(|m| {
                        m.keys()
                            .filter_map(|name| {
                                let loc = Loc {
                                    doc,
                                    pointer: pointer_join("/$defs", name),
                                };
                                at.get(&loc).map(|&id| (name.clone(), id))
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                DocumentInfo {
                    file: d.file.clone(),
                    uri: d.uri.clone(),
                    remote: d.remote,
                    root: at.get(&root_loc).copied().unwrap_or_default(),
                    defs,
                }
            })
            .collect();
        Program {
            documents,
            nodes: self.nodes,
        }
    }
}

/// The edges of a node that evaluate the same value again.
fn same_value_edges(rules: &[IrRule]) -> Vec<(NodeId, &'static str)> {
    let mut out = Vec::new();
    for rule in rules {
        match rule {
            IrRule::Ref(t) => out.push((*t, "$ref")),
            IrRule::AllOf(l) => out.extend(l.iter().map(|&t| (t, "allOf"))),
            IrRule::AnyOf(l) => out.extend(l.iter().map(|&t| (t, "anyOf"))),
            IrRule::OneOf(l) => out.extend(l.iter().map(|&t| (t, "oneOf"))),
            IrRule::Not(t) => out.push((*t, "not")),
            IrRule::IfThenElse {
                condition,
                then,
                otherwise,
            } => {
                out.push((*condition, "if"));
                out.extend(then.map(|t| (t, "then")));
                out.extend(otherwise.map(|t| (t, "else")));
            }
            IrRule::DependentSchemas(m) => {
                out.extend(m.iter().map(|&(_, t)| (t, "dependentSchemas")))
            }
            _ => {}
        }
    }
    // Placeholders of references that failed to resolve point nowhere.
    out.retain(|&(t, _)| t != usize::MAX);
    out
}

fn is_positive(n: &Number) -> bool {
    n.as_u64()
        .map_or_else(|| n.as_f64().is_some_and(|f| f > 0.0), |u| u > 0)
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A value as shown in a reason: numbers themselves, other values by kind.
fn shown(v: &Value) -> String {
    match v {
        Value::Number(n) => n.to_string(),
        other => kind(other).to_owned(),
    }
}

/// The known keyword an unknown member most likely misspells: the same but for case, or (for
/// members of 4 characters or more) a near spelling as [`closest`] defines it.
fn likely_typo(member: &str) -> Option<&'static str> {
    let lower = member.to_lowercase();
    if let Some(k) = KEYWORDS.iter().find(|k| k.to_lowercase() == lower) {
        return Some(k);
    }
    if member.chars().count() < 4 {
        return None;
    }
    closest(member, KEYWORDS.iter().copied())
}

/// The candidate `word` most likely misspells, ignoring case: one edit away (a transposition
/// counts as one) from a candidate of 4 or 5 characters, two from a longer one. Shorter
/// candidates (`not`, `$id`, `if`) and wider margins would take ordinary annotation names such
/// as `notes`, `kind` or `count` for typos. Ties go to the candidate sharing the longest prefix.
pub(crate) fn closest<'k>(
    word: &str,
    candidates: impl Iterator<Item = &'k str>,
) -> Option<&'k str> {
    let word: Vec<char> = word.to_lowercase().chars().collect();
    candidates
        .filter_map(|c| {
            let cand: Vec<char> = c.to_lowercase().chars().collect();
            let limit = match cand.len() {
                0..=3 => return None,
                4 | 5 => 1,
                _ => 2,
            };
            let distance = edit_distance(&word, &cand);
            let prefix = word.iter().zip(&cand).take_while(|(a, b)| a == b).count();
            (distance <= limit).then_some((distance, std::cmp::Reverse(prefix), c))
        })
        .min_by_key(|&(distance, prefix, _)| (distance, prefix))
        .map(|(_, _, c)| c)
}

/// The optimal-string-alignment distance: insertions, deletions, substitutions and
/// transpositions of neighbours each cost one.
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for i in 0..=a.len() {
        d[i * width] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(width) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let substitution = d[(i - 1) * width + j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut best = substitution
                .min(d[(i - 1) * width + j] + 1)
                .min(d[i * width + j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * width + j - 2] + 1);
            }
            d[i * width + j] = best;
        }
    }
    d[a.len() * width + b.len()]
}
