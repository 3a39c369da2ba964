//! Emit: a compiled [`Program`] in, per schema file a module of type declarations plus the
//! `static` rule tables (`__rules`) that the runtime reads and checks with.
//!
//! The Rust shape of each named schema (the root, each `$defs` entry, and the inline schemas
//! that need a type of their own) follows its rules alone: an object with declared members is a
//! struct, a `oneOf`/`anyOf` of objects an enum of them, strings of an `enum` a Rust enum, a few
//! JSON types an enum over them, any JSON a `Value`. Whatever the shape, every keyword is
//! enforced by the node's rules; the type only decides how the value is held, and the runtime
//! reads it member by member and item by item where the rules allow. The per-type impls are one
//! runtime macro call each, naming the type's node and its members' nodes, so a file reads as
//! declarations.

mod configure;
mod facets;
mod names;
mod rules;
mod shape;
mod types;

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::TokenStream;
use quote::quote;

use crate::config::Config;
use crate::diagnostic::{pointer_join, Diagnostic, Diagnostics};
use crate::ir::{IrRule, NodeId, Program};
use crate::json_schema;
use names::{ident, name_inline_types, node_ident, type_name, Named};
use shape::{admitted_deep, bits, boxed_edges, reachable};

/// Where the emitted code finds the runtime: `crate` inside wire-models, `::wire_models` in
/// another crate.
#[derive(Clone, Debug)]
pub struct Runtime(pub String);

/// One module the emitter wrote.
pub struct EmittedModule {
    /// The document it comes from.
    pub document: usize,
    /// The module's file contents, before the header and formatting.
    pub items: Vec<syn::Item>,
    /// Its `__rules` module, written (see `rules_module`): what follows the items.
    pub rules: String,
    /// Its root type's name; `None` for an OpenAPI document, which is not a schema itself.
    pub root: Option<String>,
    /// What the module calls the schemas of its document, for the reference pages.
    pub names: RustNames,
}

/// The Rust names a module gives its document's schemas, by JSON pointer.
#[derive(Clone, Debug, Default)]
pub struct RustNames {
    /// The named types, by the pointer of the schema each comes from.
    pub types: BTreeMap<String, String>,
    /// Each struct field's Rust type (as written in the module), by its member's pointer.
    pub fields: BTreeMap<String, String>,
    /// The type of the objects of a union over JSON types (its object variant's struct, or
    /// enum of structs), by the union's pointer: where the fields of its page are.
    pub objects: BTreeMap<String, String>,
}

/// What the emitter produced: a module per chosen document, and what the module index holds
/// (`__rules` for nodes of documents without a module of their own: the official meta-schemas).
pub struct Emitted {
    /// One per document in `documents`, in the same order.
    pub modules: Vec<EmittedModule>,
    /// The index's `__rules` module, written; empty when no node lives there.
    pub index_rules: String,
    /// What the crate that includes the code must know (a build prints them).
    pub warnings: Vec<Diagnostic>,
}

/// How deep types may hold one another before rustc's drop check needs a higher
/// `recursion_limit` than its default 128: about two levels a type. Measured with
/// `codegen/tests/scale.rs`'s ring of definitions (each an `Option<Box<_>>` of the next) under
/// an alias: 62 definitions (63 types deep) compile, 64 (65 deep) fail with E0320.
const DROP_CHECK_DEPTH: usize = 63;

/// Emits `documents` (indexes into `program.documents`) as modules named by `modules` (document
/// index → module name). The program's other documents (the official meta-schemas) have no
/// module: their rules go into the index's `__rules`.
pub fn emit(
    program: &Program,
    documents: &[usize],
    modules: &BTreeMap<usize, String>,
    runtime: &Runtime,
    config: &Config,
) -> Result<Emitted, Diagnostics> {
    let rt: TokenStream = match syn::parse_str::<syn::Path>(&runtime.0) {
        Ok(path) => quote!(#path),
        Err(e) => {
            return Err(Diagnostic {
                file: String::new(),
                pointer: String::new(),
                keyword: String::new(),
                reason: format!("the runtime path `{}` is not a Rust path: {e}", runtime.0),
            }
            .into())
        }
    };
    let program = &facets::with_facets(program);
    let facet_nodes: BTreeSet<NodeId> = program.facets.values().copied().collect();
    let chosen: BTreeSet<usize> = documents.iter().copied().collect();
    let mut errors = Vec::new();

    // Names: computed once here, collisions refused here.
    let mut named: BTreeMap<NodeId, Named> = BTreeMap::new();
    // Per document, the type names taken. Two schemas of one name are told apart in the order
    // they are met: `Name`, `Name2`...
    let mut taken: BTreeMap<usize, BTreeSet<String>> = BTreeMap::new();
    let mut add = |named: &mut BTreeMap<NodeId, Named>, node: NodeId, name: String| {
        let d = program.nodes[node].document;
        let taken = taken.entry(d).or_default();
        let name = names::free_name(&name, |n| !taken.contains(n));
        taken.insert(name.clone());
        named.entry(node).or_insert(Named {
            node,
            name,
            module: modules[&d].clone(),
        });
    };
    for &d in documents {
        let info = &program.documents[d];
        if let Some(node) = info.root {
            add(&mut named, node, crate::names::root_type_name(&info.file));
        }
        for (def, node) in &info.defs {
            add(&mut named, *node, type_name(def));
        }
    }
    for (target, name) in definitions_elsewhere(program, documents, &named) {
        add(&mut named, target, name);
    }
    name_inline_types(program, &mut named);
    // A union's facet of objects is named with the union, before its branches all are; once
    // they are, a union whose branches are all named types is an enum of them (see
    // `union_branches`), and no type holds its facet.
    let unheld: Vec<NodeId> = program
        .facets
        .iter()
        .filter(|(&base, facet)| {
            named.contains_key(facet) && shape::union_branches(program, &named, base).is_some()
        })
        .map(|(_, &facet)| facet)
        .collect();
    for n in unheld {
        named.remove(&n);
    }
    // Every node by its document and JSON pointer: how the configuration's and the schemas'
    // locations find their nodes (a facet's are its node's).
    let locations: BTreeMap<(usize, String), NodeId> = program
        .nodes
        .iter()
        .enumerate()
        .filter(|(id, _)| !facet_nodes.contains(id))
        .map(|(id, n)| ((n.document, n.pointer.clone()), id))
        .collect();
    let shaping = configure::configure(program, documents, &locations, &mut named, config)
        .map_err(Diagnostics)?;

    // Every node the chosen documents reach, each emitted once, in its home module.
    let mut reached = reachable(
        program,
        documents
            .iter()
            .flat_map(|&d| {
                let info = &program.documents[d];
                info.root
                    .into_iter()
                    .chain(info.defs.iter().map(|(_, n)| *n))
            })
            .collect(),
    );
    // A named facet's static is its struct's node, though no rule refers to it; its children
    // are its node's.
    reached.extend(facet_nodes.iter().filter(|f| named.contains_key(f)));
    let ctx = Ctx {
        program,
        named: &named,
        rt: &rt,
        boxed: boxed_edges(program, &named),
        locations,
        shaping,
        config_file: config.file.clone(),
        formats: config.held_formats(),
        homes: chosen.iter().map(|d| (*d, modules[d].clone())).collect(),
        following: Default::default(),
    };
    for n in named.values() {
        let file = &program.documents[program.nodes[n.node].document].file;
        errors.extend(ctx.check_derives(n, &n.module, file));
    }
    if !errors.is_empty() {
        return Err(Diagnostics(errors));
    }
    let mut emitted = Emitted {
        modules: Vec::new(),
        index_rules: String::new(),
        warnings: Vec::new(),
    };
    if let Some((depth, start)) =
        shape::containment_depth(program, &named).filter(|(depth, _)| *depth > DROP_CHECK_DEPTH)
    {
        let node = &program.nodes[start];
        // Twice the depth, and some room, as a power of two.
        let limit = (2 * depth + 16).next_power_of_two().max(256);
        emitted.warnings.push(Diagnostic {
            file: program.documents[node.document].file.clone(),
            pointer: node.pointer.clone(),
            keyword: String::new(),
            reason: format!(
                "its types hold one another {depth} deep, starting with `{}`: the crate that includes the generated code needs `#![recursion_limit = \"{limit}\"]` at its root (rustc's drop check stops at 128 levels, error E0320)",
                named[&start].name
            ),
        });
    }
    for &d in documents {
        let module = &modules[&d];
        let mut items: Vec<syn::Item> = Vec::new();
        let mut names = RustNames::default();
        for n in named.values().filter(|n| &n.module == module) {
            let node = &program.nodes[n.node];
            // The pages name a schema by its node's type; a facet's struct is its variant's.
            if node.document == d {
                let by_pointer = match facet_nodes.contains(&n.node) {
                    true => &mut names.objects,
                    false => &mut names.types,
                };
                by_pointer.insert(node.pointer.clone(), n.name.clone());
            }
            items.extend(
                ctx.type_items(n, module, &mut names.fields)
                    .map_err(|e| bug(program, n.node, e))?,
            );
        }
        let statics: Vec<NodeId> = reached
            .iter()
            .copied()
            .filter(|&n| ctx.home(n) == Some(module))
            .collect();
        let rules = ctx.rules_module(&statics, |n| ctx.node_path(n, Some(module)), Some(d));
        let root = program.documents[d].root;
        let rules =
            rules.map_err(|e| bug(program, root.or(statics.first().copied()).unwrap_or(0), e))?;
        emitted.modules.push(EmittedModule {
            document: d,
            items,
            rules,
            root: root.map(|r| named[&r].name.clone()),
            names,
        });
    }
    let homeless: Vec<NodeId> = reached
        .iter()
        .copied()
        .filter(|&n| ctx.home(n).is_none())
        .collect();
    if !homeless.is_empty() {
        let rules = ctx.rules_module(&homeless, |n| ctx.node_path(n, None), None);
        emitted.index_rules = rules.map_err(|e| bug(program, homeless[0], e))?;
    }
    Ok(emitted)
}

/// A generated item that does not parse: a generator bug, reported at the schema it came from
/// rather than as a panic in a user's build.
fn bug(program: &Program, node: NodeId, e: syn::Error) -> Diagnostics {
    let n = &program.nodes[node];
    Diagnostic {
        file: program.documents[n.document].file.clone(),
        pointer: n.pointer.clone(),
        keyword: String::new(),
        reason: format!(
            "wire-models-codegen wrote code that does not parse ({e}); please report this bug with the schema"
        ),
    }
    .into()
}

pub(super) struct Ctx<'a> {
    program: &'a Program,
    named: &'a BTreeMap<NodeId, Named>,
    rt: &'a TokenStream,
    boxed: BTreeSet<(NodeId, NodeId)>,
    /// Every node by its document and JSON pointer.
    locations: BTreeMap<(usize, String), NodeId>,
    /// The configuration's options, by node.
    shaping: configure::Shaping<'a>,
    /// The configuration file, as messages name it.
    config_file: String,
    /// The formats held in their runtime type (the configuration's `formats`).
    formats: Vec<String>,
    /// The module of each document that has one (the others' nodes are in the index's rules).
    homes: BTreeMap<usize, String>,
    /// The schemas whose Rust type `value_type` is working out through a reference to them:
    /// one met again refers back to itself.
    following: std::cell::RefCell<Vec<NodeId>>,
}

/// The program's documents as the `JsonSchema` emitter sees them, from one module.
pub(super) struct SchemaSource<'c, 'a> {
    pub(super) ctx: &'c Ctx<'a>,
    pub(super) module: &'c str,
}

impl json_schema::Source for SchemaSource<'_, '_> {
    type Loc = (usize, String);
    type Type = String;

    fn child(&self, (document, pointer): &Self::Loc, key: &str) -> Self::Loc {
        (*document, pointer_join(pointer, key))
    }

    fn target(&self, loc: &Self::Loc) -> Option<Self::Loc> {
        let node = &self.ctx.program.nodes[*self.ctx.locations.get(loc)?];
        node.rules.iter().find_map(|r| match r {
            IrRule::Ref(t) => {
                let t = &self.ctx.program.nodes[*t];
                Some((t.document, t.pointer.clone()))
            }
            _ => None,
        })
    }

    fn type_at(&self, loc: &Self::Loc) -> Option<String> {
        let n = self.ctx.locations.get(loc)?;
        // A union's branch that leaves `type: object` to the union is its facet's struct,
        // where the union admits objects only (an `anyOf` of such branches admits any other
        // value too, which the struct does not hold).
        let named = self.ctx.named.get(n).or_else(|| {
            let facet = self.ctx.program.facets.get(n)?;
            // A merged facet's schema refers to its union's: the union's schema keeps the
            // branch as written.
            if self.ctx.program.merged.contains_key(facet) {
                return None;
            }
            let (above, _) = loc.1.rsplit_once('/')?;
            let (union, choice) = above.rsplit_once('/')?;
            let union = self.ctx.locations.get(&(loc.0, union.to_owned()))?;
            let objects_only = admitted_deep(self.ctx.program, *union) == bits::OBJECT;
            (matches!(choice, "anyOf" | "oneOf") && objects_only).then_some(())?;
            self.ctx.named.get(facet)
        })?;
        Some(named.path_from(self.module))
    }

    fn dialect(&self, loc: &Self::Loc) -> Option<crate::Dialect> {
        let node = *self.ctx.locations.get(loc)?;
        Some(self.ctx.program.nodes[node].dialect)
    }

    fn value(&self, (document, pointer): &Self::Loc) -> Option<&serde_json::Value> {
        // The nearest node at or above `pointer` holds the text.
        let mut above = pointer.as_str();
        loop {
            if let Some(&n) = self.ctx.locations.get(&(*document, above.to_owned())) {
                return self.ctx.program.nodes[n]
                    .schema
                    .pointer(&pointer[above.len()..]);
            }
            above = &above[..above.rfind('/')?];
        }
    }
}

impl Ctx<'_> {
    /// The module whose `__rules` hold node `n`'s static: its document's, or `None` for a
    /// document without one (its nodes are in the index's `__rules`).
    pub(super) fn home(&self, n: NodeId) -> Option<&String> {
        self.homes.get(&self.program.nodes[n].document)
    }

    /// The path of node `n`'s static from a type's code in `module` (outside its `__rules`).
    pub(super) fn static_path(&self, n: NodeId, module: &str) -> TokenStream {
        let id = node_ident(n);
        match self.home(n) {
            Some(home) if home == module => quote!(__rules::#id),
            Some(home) => {
                let home = ident(home);
                quote!(super::#home::__rules::#id)
            }
            None => quote!(super::__rules::#id),
        }
    }

    /// The path of node `n`'s static, seen from the `__rules` module of `from` (`None`: the
    /// index's). Every module's `__rules` sits two levels below the modules' parent, the index's
    /// one level.
    pub(super) fn node_path(&self, n: NodeId, from: Option<&String>) -> TokenStream {
        let id = node_ident(n);
        let target = self.home(n);
        if target == from {
            return quote!(#id);
        }
        let up = if from.is_some() {
            quote!(super::super)
        } else {
            quote!(super)
        };
        match target {
            Some(module) => {
                let module = ident(module);
                quote!(#up::#module::__rules::#id)
            }
            None => quote!(#up::__rules::#id),
        }
    }
}

/// The schemas that `$ref`s of `documents` point at, other than roots and `$defs` entries,
/// that stand where definitions are kept: in a `$defs` or `definitions` inside another schema
/// (`#/definitions/config/definitions/video`), or under a keyword JSON Schema does not know
/// (Vega's `#/defs/scope`). Each becomes a named type, named after its key, so that every
/// reference to it is that type rather than a copy of its shape. A schema that stands in
/// another's `properties`, `items` and the like is that schema's part and keeps its place.
fn definitions_elsewhere(
    program: &Program,
    documents: &[usize],
    named: &BTreeMap<NodeId, Named>,
) -> Vec<(NodeId, String)> {
    let chosen: BTreeSet<usize> = documents.iter().copied().collect();
    let mut targets = BTreeSet::new();
    for node in &program.nodes {
        if !chosen.contains(&node.document) {
            continue;
        }
        for rule in &node.rules {
            if let IrRule::Ref(t)
            | IrRule::DynamicRef {
                target: t,
                anchor: None,
            } = rule
            {
                if !named.contains_key(t) && chosen.contains(&program.nodes[*t].document) {
                    targets.insert(*t);
                }
            }
        }
    }
    targets
        .into_iter()
        .filter_map(|t| {
            let pointer = &program.nodes[t].pointer;
            let mut segments = pointer.rsplit('/');
            let key = segments.next()?;
            let container = segments.next()?;
            let above = segments.next();
            // A number is a place in a list of schemas (`allOf/0`) only under such a keyword:
            // `definitions/04874/full` is a definition named by digits.
            let part = |segment: &str, above: Option<&str>| {
                SUBSCHEMA_KEYWORDS.contains(&segment)
                    || (segment.parse::<usize>().is_ok()
                        && above.is_some_and(|a| LIST_KEYWORDS.contains(&a)))
            };
            let kept = !part(key, Some(container)) && !part(container, above);
            kept.then(|| (t, type_name(&unescape_pointer_token(key))))
        })
        .collect()
}

/// The keywords, of every dialect, under which a schema is part of another's shape: itself
/// (`items`, `not`, ...) or as one of its entries (`properties`, `anyOf`, ...).
const SUBSCHEMA_KEYWORDS: &[&str] = &[
    "additionalItems",
    "additionalProperties",
    "allOf",
    "anyOf",
    "contains",
    "contentSchema",
    "dependencies",
    "dependentSchemas",
    "else",
    "if",
    "items",
    "not",
    "oneOf",
    "patternProperties",
    "prefixItems",
    "properties",
    "propertyNames",
    "then",
    "unevaluatedItems",
    "unevaluatedProperties",
];

/// The keywords, of every dialect, whose value may be a list of schemas.
const LIST_KEYWORDS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems", "items"];

/// A JSON pointer's reference token as the key it names (`~1` is `/`, `~0` is `~`).
fn unescape_pointer_token(token: &str) -> String {
    token.replace("~1", "/").replace("~0", "~")
}
