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
use crate::dialect::{Dialect, Holds};
use crate::ir::{DocumentInfo, IrNode, IrPattern, IrRule, NodeId, Program};
use crate::pattern::{translate, Translation};
use crate::resolve::{
    file_uri, is_absolute, normalize, read_fragment, resolve, split_fragment, Fragment, Index, Loc,
    Miss, RECURSIVE_ANCHOR,
};
use crate::Config;
use crate::{meta_schemas, openapi};

/// One schema given to the generator.
#[derive(Clone, Debug)]
pub struct Document {
    /// The file as users name it, e.g. `schemas/invoice.schema.json`; its base URI is
    /// `file:///` followed by this (unless the root `$id` says otherwise).
    pub file: String,
    /// Its contents.
    pub json: Value,
    /// `Some(dialect)` for an OpenAPI document: its schemas are the members of
    /// `components/schemas`, written in `dialect`, and the document itself is not one.
    pub components: Option<Dialect>,
}

/// Looks up a remote URI (without fragment) that no given document has: `Ok(Some((local file
/// name, text)))` when the user's map of URL prefixes to local folders covers it, `Ok(None)`
/// when no prefix covers it, `Err(reason)` when the mapped file cannot be read.
pub type Fetch<'a> = &'a dyn Fn(&str) -> Result<Option<(String, String)>, String>;

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

/// The vocabularies of 2019-09, by URI, as the bits of their 2020-12 successors.
const VOCABULARIES_2019_09: &[(&str, u8)] = &[
    ("https://json-schema.org/draft/2019-09/vocab/core", 0),
    (
        "https://json-schema.org/draft/2019-09/vocab/applicator",
        APPLICATOR | UNEVALUATED,
    ),
    (
        "https://json-schema.org/draft/2019-09/vocab/validation",
        VALIDATION,
    ),
    (
        "https://json-schema.org/draft/2019-09/vocab/meta-data",
        META_DATA,
    ),
    (
        "https://json-schema.org/draft/2019-09/vocab/format",
        FORMAT_ANNOTATION | FORMAT_ASSERTION,
    ),
    (
        "https://json-schema.org/draft/2019-09/vocab/content",
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
        | "additionalItems"
        | "dependencies"
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
    // Keywords of the older dialects.
    "id",
    "definitions",
    "dependencies",
    "additionalItems",
    "$recursiveRef",
    "$recursiveAnchor",
];

/// Whether some dialect has `keyword` (otherwise it is an annotation in every one).
fn is_keyword_somewhere(keyword: &str) -> bool {
    Dialect::ALL.into_iter().any(|d| d.has(keyword))
}

/// The JSON types by name, with their bits in [`IrRule::Type`] (the runtime's `Types`), in the
/// order the reference pages write them when the schema's text does not decide.
pub(crate) const TYPES: &[(&str, u8)] = &[
    ("null", 1),
    ("boolean", 2),
    ("object", 4),
    ("array", 8),
    ("number", 16),
    ("string", 32),
    ("integer", 64),
];

/// Compiles `documents` (and the remote documents their references reach through `fetch`)
/// into a [`Program`], or reports every problem found. Of the configuration, the stage uses
/// the default dialect and the keywords it allows (taken as annotations even when they look
/// like a misspelt keyword).
pub fn compile(
    documents: &[Document],
    fetch: Fetch,
    config: &Config,
) -> Result<Program, Diagnostics> {
    let mut c = Compiler {
        fetch,
        allowed: config.allow_keywords.clone(),
        default_dialect: config.default_dialect(),
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
    // All given documents are there before any is indexed, so a custom meta-schema among
    // them is found whatever the order.
    for d in documents {
        c.docs.push(Doc {
            file: d.file.clone(),
            uri: file_uri(&d.file),
            remote: false,
            json: d.json.clone(),
            components: d.components,
        });
    }
    for doc in 0..c.docs.len() {
        c.index_document(doc);
    }
    for doc in 0..c.docs.len() {
        for pointer in c.schema_roots(doc) {
            c.node(&Loc { doc, pointer });
        }
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
    /// The dialect of an OpenAPI document's components (see [`Document::components`]).
    components: Option<Dialect>,
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
    /// The dialect of schemas that declare none.
    default_dialect: Dialect,
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
    /// Meta-schema URIs already read: the dialect they are built on and the vocabularies they
    /// turn on, or why they are refused.
    dialects: BTreeMap<String, Result<(Dialect, Vocabularies), String>>,
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
        self.docs.push(Doc {
            file,
            uri,
            remote,
            json,
            components: None,
        });
        self.index_document(doc);
        doc
    }

    /// Where the schemas of document `doc` start: its root, or each entry of an OpenAPI
    /// document's `components/schemas`.
    fn schema_roots(&self, doc: usize) -> Vec<String> {
        let d = &self.docs[doc];
        if d.components.is_none() {
            return vec![String::new()];
        }
        d.json
            .pointer(openapi::COMPONENTS)
            .and_then(Value::as_object)
            .map(|m| {
                m.keys()
                    .map(|k| pointer_join(openapi::COMPONENTS, k))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Indexes the `$id`s and anchors of document `doc`, and sets its base URI.
    fn index_document(&mut self, doc: usize) {
        // The walk needs the dialect of each `$schema` it meets: the official ones are known by
        // URI, a custom meta-schema by the dialect it is written in, read here first.
        let mut declared = Vec::new();
        declared_dialects(&self.docs[doc].json, &mut declared);
        let mut known = BTreeMap::new();
        for text in declared {
            if let Some(d) = self.base_dialect(&text, 8) {
                known.insert(text, d);
            }
        }
        let dialect_of = |text: &str| known.get(text).copied();
        let roots = self.schema_roots(doc);
        let Doc {
            file,
            uri,
            json,
            components,
            ..
        } = &self.docs[doc];
        let base = self.index.add_document(
            doc,
            file,
            uri,
            json,
            &roots,
            components.unwrap_or(self.default_dialect),
            &dialect_of,
            &mut self.diags,
        );
        self.docs[doc].uri = base;
    }

    /// The dialect the meta-schema named by the `$schema` value `text` is written in, read from
    /// the raw documents or the remote map without compiling anything (`depth` bounds a chain of
    /// custom meta-schemas). `None` when it cannot be told: then [`Compiler::dialect`] reports
    /// why when the schema is compiled.
    fn base_dialect(&mut self, text: &str, depth: u8) -> Option<Dialect> {
        let normalized = normalize(text);
        let uri = split_fragment(&normalized).0.to_owned();
        if let Some(d) = Dialect::of_meta_schema(&uri) {
            return Some(d);
        }
        if depth == 0 || !is_absolute(&uri) {
            return None;
        }
        let given = self.docs.iter().find(|d| {
            let root_id = ["$id", "id"]
                .iter()
                .find_map(|k| d.json.get(*k).and_then(Value::as_str))
                .map(|id| normalize(split_fragment(&resolve(&d.uri, id)).0));
            d.uri == uri || root_id.as_deref() == Some(uri.as_str())
        });
        let meta = match given {
            Some(d) => d.json.get("$schema").cloned(),
            None => self.fetch_json(&uri).ok()?.1.get("$schema").cloned(),
        };
        self.base_dialect(meta?.as_str()?, depth - 1)
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
            dialect: self.default_dialect,
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
        let dialect = self.dialect_of_boolean(loc);
        if value.is_boolean() && !dialect.has_boolean_schemas() {
            let token = loc.pointer.rsplit('/').next().unwrap_or("");
            if token != "additionalProperties" && token != "additionalItems" {
                let instead = if value == Value::Bool(true) {
                    "{}"
                } else {
                    "{\"not\": {}}"
                };
                self.report(loc, "", format!("{dialect} has no boolean schemas (they came with draft-06); write `{instead}` for `{value}`"));
            }
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

    /// The dialect of the boolean schema at `loc`: that of the nearest `$schema` above it.
    fn dialect_of_boolean(&mut self, loc: &Loc) -> Dialect {
        let default = self.docs[loc.doc]
            .components
            .unwrap_or(self.default_dialect);
        match self.index.dialect_of(loc).map(|(_, s)| s.to_owned()) {
            Some(declared) if default != Dialect::OpenApi3_0 => {
                self.dialect(&declared).map_or(default, |(d, _)| d)
            }
            _ => default,
        }
    }

    fn child(&mut self, loc: &Loc, token: &str) -> NodeId {
        self.node(&Loc {
            doc: loc.doc,
            pointer: pointer_join(&loc.pointer, token),
        })
    }

    /// Compiles the subschemas of `schema`, a schema of `dialect`, in the order written.
    fn children(
        &mut self,
        loc: &Loc,
        schema: &Map<String, Value>,
        dialect: Dialect,
        declared: bool,
    ) -> BTreeMap<String, Child> {
        let mut out = BTreeMap::new();
        for (key, value) in schema {
            let here = Loc {
                doc: loc.doc,
                pointer: pointer_join(&loc.pointer, key),
            };
            let Some(holds) = dialect.holds(key) else {
                continue;
            };
            if key == "contentSchema" {
                // An annotation for the decoded content, never applied.
                continue;
            }
            let child = match (holds, value) {
                (Holds::One, Value::Array(_)) if key == "items" => {
                    let hint = if declared {
                        String::new()
                    } else {
                        format!("; {}", declare_hint(Dialect::Draft7, dialect))
                    };
                    self.report(
                        loc,
                        key,
                        format!("in 2020-12 `items` takes one schema; an array of schemas (one per position) is `prefixItems`{hint}"),
                    );
                    continue;
                }
                (Holds::List | Holds::OneOrList, Value::Array(items)) if !items.is_empty() => {
                    Child::List(
                        (0..items.len())
                            .map(|i| self.child(&here, &i.to_string()))
                            .collect(),
                    )
                }
                (Holds::One, _) | (Holds::OneOrList, Value::Object(_) | Value::Bool(_)) => {
                    Child::One(self.node(&here))
                }
                (Holds::Map, Value::Object(members)) => Child::Map(
                    members
                        .keys()
                        .map(|name| (name.clone(), self.child(&here, name)))
                        .collect(),
                ),
                (Holds::Dependencies, Value::Object(members)) => {
                    // The arrays of member names are read by `compile_object`.
                    let mut schemas = Vec::new();
                    for (name, v) in members {
                        match v {
                            Value::Array(_) => {}
                            Value::Object(_) | Value::Bool(_) => {
                                schemas.push((name.clone(), self.child(&here, name)))
                            }
                            other => self.report(
                                &here,
                                name,
                                format!(
                                    "must be a schema or an array of member names, not {}",
                                    kind(other)
                                ),
                            ),
                        }
                    }
                    Child::Map(schemas)
                }
                (Holds::Map | Holds::Dependencies, other) => {
                    self.report(
                        loc,
                        key,
                        format!("must be an object of schemas, not {}", kind(other)),
                    );
                    continue;
                }
                (Holds::OneOrList, other) => {
                    self.report(
                        loc,
                        key,
                        format!(
                            "must be a schema or a non-empty array of schemas, not {}",
                            kind(other)
                        ),
                    );
                    continue;
                }
                (Holds::List, other) => {
                    self.report(
                        loc,
                        key,
                        format!("must be a non-empty array of schemas, not {}", kind(other)),
                    );
                    continue;
                }
            };
            out.insert(key.clone(), child);
        }
        out
    }

    fn compile_object(
        &mut self,
        id: NodeId,
        loc: &Loc,
        schema: &Map<String, Value>,
    ) -> Vec<IrRule> {
        let (dialect, vocabularies, declared) = self.dialect_at(loc, schema);
        self.nodes[id].dialect = dialect;
        if !declared {
            self.report_other_dialect(loc, schema, dialect);
        }
        // Up to draft-07, a `$ref` hides every other member.
        let hidden = dialect.ref_hides_siblings() && schema.contains_key("$ref");
        // Keywords of other dialects, and of vocabularies the dialect leaves out, are
        // annotations: dropped here, before anything reads them (their subschemas are not
        // schemas then, so not compiled). Unknown members stay, to be checked for typos.
        let kept = |k: &str| {
            if hidden {
                k == "$ref" || k == "$schema"
            } else {
                vocabularies.allows(k) && (dialect.has(k) || !is_keyword_somewhere(k))
            }
        };
        let schema: Cow<'_, Map<String, Value>> = if schema.keys().all(|k| kept(k)) {
            Cow::Borrowed(schema)
        } else {
            Cow::Owned(
                schema
                    .iter()
                    .filter(|(k, _)| kept(k))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            )
        };
        let schema = &*schema;
        let children = self.children(loc, schema, dialect, declared);
        self.check_members(loc, schema, dialect);
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
            if let Some(mut bits) = self.types(loc, v) {
                // OpenAPI 3.0: `nullable: true` adds `null` to the types `type` names (and
                // means nothing without a `type`).
                if dialect == Dialect::OpenApi3_0
                    && schema.get("nullable") == Some(&Value::Bool(true))
                {
                    bits |= TYPES[0].1;
                }
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
        for (keyword, mut make) in numeric {
            if let Some(v) = schema.get(keyword) {
                if dialect.boolean_bounds() {
                    // In draft-04 `exclusiveMaximum: true` makes `maximum` exclusive.
                    let (bound, exclusive): (_, NumRule) = match keyword {
                        "exclusiveMaximum" => ("maximum", IrRule::ExclusiveMaximum),
                        "exclusiveMinimum" => ("minimum", IrRule::ExclusiveMinimum),
                        "maximum" => ("exclusiveMaximum", IrRule::ExclusiveMaximum),
                        "minimum" => ("exclusiveMinimum", IrRule::ExclusiveMinimum),
                        _ => ("", make),
                    };
                    if keyword.starts_with("exclusive") {
                        match v {
                            Value::Bool(_) if !schema.contains_key(bound) => self.report(
                                loc,
                                keyword,
                                format!("needs `{bound}` beside it (in {dialect} it only makes `{bound}` exclusive)"),
                            ),
                            Value::Bool(_) => {}
                            _ => self.report(loc, keyword, format!("must be true or false in {dialect}, not {}", kind(v))),
                        }
                        continue;
                    }
                    if schema.get(bound) == Some(&Value::Bool(true)) {
                        make = exclusive;
                    }
                }
                if v.is_boolean() && keyword.starts_with("exclusive") && !declared {
                    let hint = declare_hint(Dialect::Draft4, dialect);
                    self.report(loc, keyword, format!("must be a number, not a boolean; a boolean here is draft-04's meaning, so {hint}"));
                    continue;
                }
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
                Some(name) if dialect.asserts_format(name) => {
                    rules.push(IrRule::Format(name.to_owned()))
                }
                // OpenAPI 3.0's integer formats are ranges of numbers.
                Some(bits @ ("int32" | "int64")) if dialect == Dialect::OpenApi3_0 => {
                    let (min, max) = if bits == "int32" {
                        (i32::MIN.to_string(), i32::MAX.to_string())
                    } else {
                        (i64::MIN.to_string(), i64::MAX.to_string())
                    };
                    rules.push(IrRule::Minimum(min));
                    rules.push(IrRule::Maximum(max));
                }
                // Unknown formats are annotations, as every dialect says.
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
        // Before 2019-09, `dependencies` held both: arrays of names and schemas.
        if let Some(Value::Object(members)) = schema.get("dependencies") {
            let mut required = Vec::new();
            for (name, needed) in members.iter().filter(|(_, v)| v.is_array()) {
                if let Some(needed) = self.names(loc, "dependencies", needed) {
                    required.push((name.clone(), needed));
                }
            }
            if !required.is_empty() {
                rules.push(IrRule::DependentRequired(required));
            }
            if let Some(d) = map("dependencies").filter(|d| !d.is_empty()) {
                rules.push(IrRule::DependentSchemas(d));
            }
        }
        // An `items` array (before 2020-12) is what `prefixItems` is now, and
        // `additionalItems` then applies to the items after them.
        let prefix = list("prefixItems").or_else(|| list("items"));
        if let Some(p) = &prefix {
            rules.push(IrRule::PrefixItems(p.clone()));
        }
        let rest = match (one("items"), &prefix) {
            (Some(items), _) => Some(items),
            (None, Some(_)) => one("additionalItems"),
            (None, None) => None,
        };
        if let Some(schema) = rest {
            rules.push(IrRule::Items {
                prefix: prefix.as_ref().map_or(0, Vec::len),
                schema,
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
        for keyword in ["$ref", "$dynamicRef", "$recursiveRef"] {
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

    /// Reports each keyword that would assert something in another dialect but is an
    /// annotation in `dialect`, the default one of a schema that declares none: the schema was
    /// most likely written for that other dialect, and compiling it silently would accept
    /// values it refuses.
    fn report_other_dialect(&mut self, loc: &Loc, schema: &Map<String, Value>, dialect: Dialect) {
        for key in schema.keys() {
            let asserts = matches!(vocabulary_of(key), Some(b) if b & (APPLICATOR | UNEVALUATED | VALIDATION) != 0)
                || key == "$recursiveRef"
                || key == "$dynamicRef";
            if dialect.has(key) || !asserts {
                continue;
            }
            let having = || Dialect::ALL.into_iter().filter(|d| d.has(key));
            let looks_like = if having().any(|d| d > dialect) {
                having().next_back()
            } else if Dialect::Draft7.has(key) {
                Some(Dialect::Draft7)
            } else {
                having().next_back()
            };
            if let Some(looks_like) = looks_like {
                let hint = declare_hint(looks_like, dialect);
                self.report(
                    loc,
                    key,
                    format!(
                        "is not a keyword of JSON Schema {dialect}, so it would be ignored; {hint}"
                    ),
                );
            }
        }
    }

    /// Checks the members that compile to no rule (core keywords, annotations) and looks for
    /// typos among the unknown ones.
    fn check_members(&mut self, loc: &Loc, schema: &Map<String, Value>, dialect: Dialect) {
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
                    if let Some(known) = likely_typo(k, dialect) {
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

    /// The dialect and vocabularies in force at `loc` (whose schema is `schema`): those of the
    /// nearest `$schema` at or above it, else the default dialect's; and whether a `$schema`
    /// declared them. A refused `$schema` is reported where it is written; the default stands
    /// in meanwhile.
    fn dialect_at(
        &mut self,
        loc: &Loc,
        schema: &Map<String, Value>,
    ) -> (Dialect, Vocabularies, bool) {
        // An OpenAPI document declares the dialect of its schemas (3.0's cannot say another).
        let document = self.docs[loc.doc].components;
        if document == Some(Dialect::OpenApi3_0) {
            return (Dialect::OpenApi3_0, Vocabularies::STANDARD, true);
        }
        let default = document.unwrap_or(self.default_dialect);
        let declared = match schema.get("$schema") {
            // Read here too: a location reached only by a pointer is not in the index.
            Some(Value::String(s)) => Some(s.clone()),
            _ => self.index.dialect_of(loc).map(|(_, s)| s.to_owned()),
        };
        match declared.map(|s| self.dialect(&s)) {
            Some(Ok((dialect, vocabularies))) => (dialect, vocabularies, true),
            Some(Err(_)) => (default, Vocabularies::STANDARD, true),
            None => (default, Vocabularies::STANDARD, document.is_some()),
        }
    }

    /// The dialect and vocabularies the meta-schema `text` (a `$schema` value) stands for, or
    /// why it is refused. Each meta-schema is read once.
    fn dialect(&mut self, text: &str) -> Result<(Dialect, Vocabularies), String> {
        let normalized = normalize(text);
        let (uri, fragment) = split_fragment(&normalized);
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
        if let Some(dialect) = Dialect::of_meta_schema(uri) {
            return Ok((dialect, Vocabularies::STANDARD));
        }
        let official = ["http://json-schema.org/", "https://json-schema.org/"];
        let known_versions = Dialect::ALL
            .map(|d| format!("`{}`", d.meta_schema()))
            .join(", ");
        if official.iter().any(|p| uri.starts_with(p)) {
            return Err(format!("`{text}` is not a dialect the generator knows: {known_versions}, or a meta-schema built on one of them"));
        }
        let uri = uri.to_owned();
        if let Some(known) = self.dialects.get(&uri) {
            return known.clone();
        }
        if self.pending.contains(&uri) {
            return Err(format!("`{uri}` comes back to itself through `$schema` without reaching a dialect the generator knows"));
        }
        self.pending.push(uri.clone());
        let result = self.read_meta_schema(&uri);
        self.pending.pop();
        self.dialects.insert(uri, result.clone());
        result
    }

    /// Finds the meta-schema `uri` (absolute, normalised, no fragment), finds the dialect it is
    /// built on, and reads its `$vocabulary` (2019-09 and 2020-12 have vocabularies).
    fn read_meta_schema(&mut self, uri: &str) -> Result<(Dialect, Vocabularies), String> {
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
        let dialect = match meta.get("$schema") {
            Some(Value::String(s)) => {
                self.dialect(s).map_err(|e| {
                    format!("the meta-schema `{uri}` has a `$schema` that is refused: {e}")
                })?.0
            }
            Some(v) => {
                return Err(format!(
                    "the meta-schema `{uri}` has a `$schema` that is {}, not a URI",
                    kind(v)
                ))
            }
            None => return Err(format!("the meta-schema `{uri}` declares no `$schema`; a meta-schema must itself be written in a dialect the generator knows or a meta-schema built on one")),
        };
        let table = match dialect {
            Dialect::Draft2019_09 => VOCABULARIES_2019_09,
            Dialect::Draft2020_12 => VOCABULARIES,
            // Before 2019-09 a meta-schema cannot turn keywords off.
            _ => return Ok((dialect, Vocabularies::STANDARD)),
        };
        let Some(listed) = meta.get("$vocabulary") else {
            // No `$vocabulary`: the vocabularies of the dialect it is written in.
            return Ok((dialect, Vocabularies::STANDARD));
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
            match table.iter().find(|(v, _)| v == vocabulary) {
                Some((_, bits)) => on |= bits,
                None if required => return Err(format!(
                    "the meta-schema `{uri}` requires the vocabulary `{vocabulary}`, which the generator does not know (it knows those of JSON Schema {dialect}); list it with `false` if schemas may be compiled without it"
                )),
                // An optional vocabulary may be ignored by whoever does not know it.
                None => {}
            }
        }
        Ok((dialect, Vocabularies(on)))
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
                        let target_schema = &self.nodes[target].schema;
                        let anchor = match read_fragment(split_fragment(&uri).1.unwrap_or("")) {
                            // 2019-09: dynamic only when the target says `$recursiveAnchor`.
                            _ if keyword == "$recursiveRef" => {
                                (target_schema.get("$recursiveAnchor") == Some(&Value::Bool(true)))
                                    .then(|| RECURSIVE_ANCHOR.to_owned())
                            }
                            Some(Fragment::Anchor(name))
                                if target_schema.get("$dynamicAnchor")
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
        // The user's map first: it may hold another copy of a meta-schema on purpose.
        let looked_up = match (self.fetch)(resource) {
            Ok(None) => Ok(meta_schemas::official(resource)
                .map(|(file, text)| (file.to_owned(), text.to_owned()))),
            other => other,
        };
        let result = match looked_up {
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
    /// at run time it would never end. The edges of a `$dynamicRef` that an anchor may redirect
    /// are left out: the runtime bounds them.
    fn check_cycles(&mut self) {
        let edges: Vec<Vec<(NodeId, &'static str)>> =
            self.nodes.iter().map(same_value_edges).collect();
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
                // `definitions` is where schemas before 2019-09 keep them, `components/schemas`
                // where an OpenAPI document does.
                let places: &[&str] = if d.components.is_some() {
                    &["/components/schemas"]
                } else {
                    &["/$defs", "/definitions"]
                };
                let defs = places
                    .iter()
                    .filter_map(|k| Some((*k, d.json.pointer(k)?.as_object()?)))
                    .flat_map(|(k, m)| {
                        m.keys().filter_map(move |name| {
                            let loc = Loc {
                                doc,
                                pointer: pointer_join(k, name),
                            };
                            at.get(&loc).map(|&id| (name.clone(), id))
                        })
                    })
                    .collect();
                DocumentInfo {
                    file: d.file.clone(),
                    uri: d.uri.clone(),
                    remote: d.remote,
                    root: if d.components.is_some() {
                        None
                    } else {
                        at.get(&root_loc).copied()
                    },
                    defs,
                }
            })
            .collect();
        Program {
            documents,
            nodes: self.nodes,
            ..Program::default()
        }
    }
}

/// What to tell the author of a schema that declares no dialect and looks like it was written
/// for `looks_like`, when `default` is the dialect it is read in.
fn declare_hint(looks_like: Dialect, default: Dialect) -> String {
    format!(
        "this schema looks like {looks_like}: declare it with `\"$schema\": \"{}\"` at its root, or set `\"default_dialect\": \"{}\"` in wire-models.json (a schema without `$schema` is read as {default})",
        looks_like.meta_schema(),
        looks_like.name()
    )
}

/// Every `$schema` string in `json`, in the order written.
fn declared_dialects(json: &Value, out: &mut Vec<String>) {
    match json {
        Value::Object(members) => {
            if let Some(Value::String(s)) = members.get("$schema") {
                if !out.contains(s) {
                    out.push(s.clone());
                }
            }
            members.values().for_each(|v| declared_dialects(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| declared_dialects(v, out)),
        _ => {}
    }
}

/// The edges of a node that evaluate the same value again.
fn same_value_edges(node: &IrNode) -> Vec<(NodeId, &'static str)> {
    let mut out = Vec::new();
    for rule in &node.rules {
        match rule {
            IrRule::Ref(t) => out.push((*t, "$ref")),
            // A `$dynamicRef` that no `$dynamicAnchor` can redirect is a `$ref`. 2019-09's
            // `$recursiveRef` is a `DynamicRef` too: named as written.
            IrRule::DynamicRef {
                target,
                anchor: None,
            } => {
                let keyword = if node.schema.get("$recursiveRef").is_some() {
                    "$recursiveRef"
                } else {
                    "$dynamicRef"
                };
                out.push((*target, keyword));
            }
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
fn likely_typo(member: &str, dialect: Dialect) -> Option<&'static str> {
    // Keywords of other dialects are not candidates: `ID` is no typo of draft-04's `id` in a
    // 2020-12 schema.
    let candidates = || {
        KEYWORDS
            .iter()
            .copied()
            .filter(move |k| dialect.has(k) || !is_keyword_somewhere(k))
    };
    let lower = member.to_lowercase();
    if let Some(k) = candidates().find(|k| k.to_lowercase() == lower) {
        return Some(k);
    }
    if member.chars().count() < 4 {
        return None;
    }
    closest(member, candidates())
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
