//! The compiled program: every schema location reachable from the documents, each a node of
//! rules with its references resolved. [`compile`](crate::compile) produces it; the emitters
//! turn each node into a `static wire_models::runtime::rules::Node` and each named node into a
//! Rust type. It mirrors `src/runtime/rules.rs` of the runtime, with indexes where the runtime
//! has references.

use serde_json::Value;

use crate::Dialect;

/// The index of a node in [`Program::nodes`].
pub type NodeId = usize;

/// Every document and every node compiled from them.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// The documents: the schemas given first, in the order given, then the remote documents
    /// that references reached, in the order first reached.
    pub documents: Vec<DocumentInfo>,
    /// The nodes. Node ids are deterministic: documents in order, and within a document in
    /// the order of a depth-first walk that visits object members in the order written.
    pub nodes: Vec<IrNode>,
    /// The object facet of a node whose own keywords declare an object's members while it
    /// admits other JSON types too, by that node (see `emit::facets`): a copy of it that
    /// admits objects only, from which the union's object variant is made. Filled by the
    /// emitter alone; a facet shares its node's document and pointer.
    pub facets: std::collections::BTreeMap<NodeId, NodeId>,
    /// The union each merged facet belongs to, by facet: the facet of a branch of a union that
    /// declares members of its own beside its `oneOf`/`anyOf` holds the union's members and the
    /// branch's (see `emit::facets`). Filled by the emitter alone.
    pub merged: std::collections::BTreeMap<NodeId, NodeId>,
    /// The JSON types each node admits through what it applies in place, as the emitter works
    /// them out on first use; cleared when it adds nodes.
    pub(crate) admitted: std::sync::OnceLock<Vec<u8>>,
}

/// One document of the program.
#[derive(Clone, Debug)]
pub struct DocumentInfo {
    /// The file as users name it (`schemas/invoice.schema.json`), or for a remote document
    /// the local file it was mapped to.
    pub file: String,
    /// Its base URI: its root `$id` resolved, or the URI it was reached by.
    pub uri: String,
    /// Whether it came through the remote map rather than from the schemas given.
    pub remote: bool,
    /// The node of its root; `None` for an OpenAPI document, which is not a schema itself.
    pub root: Option<NodeId>,
    /// The nodes of its `$defs` members, then of its `definitions` members (where schemas
    /// before 2019-09 keep them), by name, in the order written (including those no reference
    /// uses, where the dialect makes them schemas).
    pub defs: Vec<(String, NodeId)>,
}

impl DocumentInfo {
    /// What generated code calls the document: the file as users name it, or a remote
    /// document's URI (the path of its local copy is the build machine's).
    pub fn source(&self) -> &str {
        if self.remote {
            &self.uri
        } else {
            &self.file
        }
    }
}

/// One schema location, compiled.
#[derive(Clone, Debug)]
pub struct IrNode {
    /// The index of its document in [`Program::documents`].
    pub document: usize,
    /// Its JSON pointer within the document (`""` for the root), escaped as RFC 6901 says.
    pub pointer: String,
    /// The `$dynamicAnchor`s of the schema resource the node belongs to, with their nodes (see
    /// the runtime's `Node::dynamic_anchors`). `None` when the resource declares none.
    pub dynamic_anchors: Option<Vec<(String, NodeId)>>,
    /// The rules, in the order `rules.rs` requires (`Properties`/`PatternProperties` before
    /// `AdditionalProperties`, `PrefixItems` before `Items`, `Unevaluated*` last).
    pub rules: Vec<IrRule>,
    /// The schema text of the node itself (for documentation and choosing the Rust shape).
    pub schema: Value,
    /// The dialect the schema is written in (its keywords mean what that dialect says).
    pub dialect: Dialect,
}

/// A pattern, translated at build time (see [`crate::pattern`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct IrPattern {
    /// The ECMA-262 source as the schema writes it.
    pub source: String,
    /// The same pattern in the `regex` crate's syntax, or `None` when it needs the
    /// backtracking engine (backreferences, lookaround).
    pub linear: Option<String>,
}

/// One keyword, compiled; see the runtime's `Rule` for what each means.
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub enum IrRule {
    Never,
    /// The bits of the runtime's `Types`.
    Type(u8),
    Const(Value),
    Enum(Vec<Value>),
    /// Numbers as JSON text, as serde_json writes the schema's number.
    MultipleOf(String),
    Maximum(String),
    ExclusiveMaximum(String),
    Minimum(String),
    ExclusiveMinimum(String),
    MaxLength(u64),
    MinLength(u64),
    Pattern(IrPattern),
    /// A format name the runtime asserts (`"date"`, `"ipv4"`, ...).
    Format(String),
    MaxItems(u64),
    MinItems(u64),
    UniqueItems,
    Contains {
        schema: NodeId,
        min: u64,
        max: Option<u64>,
    },
    MaxProperties(u64),
    MinProperties(u64),
    Required(Vec<String>),
    DependentRequired(Vec<(String, Vec<String>)>),
    Properties(Vec<(String, NodeId)>),
    PatternProperties(Vec<(IrPattern, NodeId)>),
    AdditionalProperties {
        declared: Vec<String>,
        patterns: Vec<IrPattern>,
        schema: NodeId,
    },
    PropertyNames(NodeId),
    DependentSchemas(Vec<(String, NodeId)>),
    PrefixItems(Vec<NodeId>),
    Items {
        prefix: usize,
        schema: NodeId,
    },
    AllOf(Vec<NodeId>),
    AnyOf(Vec<NodeId>),
    OneOf(Vec<NodeId>),
    Not(NodeId),
    IfThenElse {
        condition: NodeId,
        then: Option<NodeId>,
        otherwise: Option<NodeId>,
    },
    Ref(NodeId),
    DynamicRef {
        target: NodeId,
        anchor: Option<String>,
    },
    UnevaluatedProperties(NodeId),
    UnevaluatedItems(NodeId),
}
