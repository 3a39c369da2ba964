//! Facets: a node whose own keywords declare an object's members while its `type` admits other
//! JSON types too (`"type": ["object", "null"]` with `properties`, or `properties` and no
//! `type` at all) gets a second node, its object facet, that admits objects only; the union's
//! object variant is a struct made from it.
//! So does each branch of a union of objects that declares members but leaves `type: object`
//! to the union (`{"type": "object", "oneOf": [{"properties": ...}, ...]}`): the branch's
//! struct is made from its facet. And a union over JSON types with several branches of objects
//! (`oneOf: [{"type": "string"}, {<object A>}, {<object B>}]`) gets a facet that chooses among
//! those branches only: its object variant is an enum of their structs.
//! And each branch of a union that declares members of its own beside its `oneOf`/`anyOf`
//! (see [`merged_branches`]) gets a merged facet: the union's keywords but its choice, and the
//! branch's, written as one node where they only declare members ([`flat_rules`]), else as
//! an `allOf` of the branch. Its struct holds the union's members and the branch's.

use serde_json::Value;

use super::shape::{
    admitted_deep, bare_ref_target, bits, choice_branches, constant_of, declares_members,
    is_nullable_definition, is_type_union, merged_branches, only_choice, struct_members,
    through_bare_refs,
};
use crate::ir::{IrNode, IrRule, NodeId, Program};

/// `program` with a facet for every node that needs one (see [`needs_facet`]), appended to its
/// nodes and listed in `facets`. Node ids already given do not change.
pub(super) fn with_facets(program: &Program) -> Program {
    let mut out = program.clone();
    // The nodes, then the facets made of them: the facet that chooses among a union's objects
    // may have branches that need facets of their own.
    let mut from = 0;
    while from < out.nodes.len() {
        let to = out.nodes.len();
        let mut wanted: Vec<NodeId> = Vec::new();
        let mut merged: Vec<(NodeId, NodeId)> = Vec::new();
        for n in from..to {
            if let Some(branches) = merged_branches(&out, n) {
                merged.extend(branches.into_iter().map(|b| (n, b)));
            }
            if needs_facet(&out, n) || chooses_objects(&out, n) {
                wanted.push(n);
            }
            wanted.extend(branches_needing_facets(&out, n));
        }
        // Before the others: a merged union's branches need no facet of their own.
        for (union, branch) in merged {
            add_merged_facet(&mut out, union, branch);
        }
        add_facets(&mut out, wanted);
        from = to;
    }
    out
}

/// Appends a facet for each of the nodes `wanted` that has none yet.
fn add_facets(out: &mut Program, wanted: Vec<NodeId>) {
    for n in wanted {
        if out.facets.contains_key(&n) {
            continue;
        }
        // The node's rules and `type: object`: a value of the facet is an object that passes
        // the node, which is what the union's object variant holds. (Its `anyOf`/`oneOf` keeps
        // every branch, so that a failure names the branch by its place in the schema; the
        // union of objects chooses among the branches that admit objects.)
        let node = &out.nodes[n];
        let mut rules = vec![IrRule::Type(bits::OBJECT)];
        rules.extend(
            node.rules
                .iter()
                .filter(|r| !matches!(r, IrRule::Type(_)))
                .cloned(),
        );
        let mut schema = node.schema.clone();
        if let Value::Object(members) = &mut schema {
            members.insert("type".to_owned(), Value::String("object".to_owned()));
        }
        append_facet(out, n, rules, schema);
    }
}

/// Appends node `n`'s facet of `rules` and `schema` text, at `n`'s place, and lists it in
/// `facets`: the new node's id.
fn append_facet(out: &mut Program, n: NodeId, rules: Vec<IrRule>, schema: Value) -> NodeId {
    let node = &out.nodes[n];
    let made = IrNode {
        document: node.document,
        pointer: node.pointer.clone(),
        dynamic_anchors: node.dynamic_anchors.clone(),
        rules,
        schema,
        dialect: node.dialect,
    };
    let facet = out.nodes.len();
    out.nodes.push(made);
    out.facets.insert(n, facet);
    out.admitted.take();
    facet
}

/// Appends the merged facet of `branch`, a branch of union `union` (see [`merged_branches`]):
/// [`flat_rules`], else `type: object`, the union's other keywords and `allOf: [branch]`. An
/// object passes it exactly when it passes the union's keywords and that branch, so for an
/// `anyOf` it passes the union; for a `oneOf`, the union's value passes one branch alone, which
/// is the one whose facet it passes. The facet has the branch's place and text: its struct is
/// named, and documented, as the branch.
fn add_merged_facet(out: &mut Program, union: NodeId, branch: NodeId) {
    if out.facets.contains_key(&branch) {
        return;
    }
    let rules = flat_rules(out, union, branch).unwrap_or_else(|| {
        let mut rules = vec![IrRule::Type(bits::OBJECT)];
        rules.extend(out.nodes[union].rules.iter().filter_map(|r| match r {
            IrRule::Type(_) | IrRule::AnyOf(_) | IrRule::OneOf(_) => None,
            r => Some(r.clone()),
        }));
        rules.push(IrRule::AllOf(vec![branch]));
        rules
    });
    let schema = out.nodes[branch].schema.clone();
    let facet = append_facet(out, branch, rules, schema);
    out.merged.insert(facet, union);
}

/// The rules of `branch`'s merged facet written flat, when the union (but for its choice) and
/// the branch (through bare references) say nothing of an object but its members' schemas,
/// which it requires and how many it has: `type: object`, one `required` of both lists, one
/// `properties` (the union's members, then the branch's), and the counts. A struct reads such a
/// node member by member, where it reads an `allOf` of the two whole.
///
/// A member both declare has one schema here: the other's when one says nothing (`true`), the
/// branch's when it is a string constant the union's schema admits by its `enum`, `const` or
/// `type` (a tag: `"kind": {"enum": ["circle", "square"]}` in the union, `{"const":
/// "circle"}` in the branch). `None` for any other pair, or any other keyword.
fn flat_rules(out: &Program, union: NodeId, branch: NodeId) -> Option<Vec<IrRule>> {
    let target = through_bare_refs(out, branch);
    if out.nodes[target].dynamic_anchors.is_some() {
        return None;
    }
    let mut required: Vec<String> = Vec::new();
    let mut properties: Vec<(String, NodeId)> = Vec::new();
    let mut counts = Vec::new();
    for side in [union, target] {
        for rule in &out.nodes[side].rules {
            match rule {
                IrRule::Type(t) if t & bits::OBJECT != 0 => {}
                IrRule::AnyOf(_) | IrRule::OneOf(_) if side == union => {}
                IrRule::Required(names) => {
                    for name in names {
                        if !required.contains(name) {
                            required.push(name.clone());
                        }
                    }
                }
                IrRule::Properties(members) => {
                    for (name, m) in members {
                        match properties.iter_mut().find(|(n, _)| n == name) {
                            Some((_, held)) => *held = one_schema(out, *held, *m)?,
                            None => properties.push((name.clone(), *m)),
                        }
                    }
                }
                IrRule::MinProperties(_)
                | IrRule::MaxProperties(_)
                | IrRule::DependentRequired(_) => counts.push(rule.clone()),
                _ => return None,
            }
        }
    }
    let mut rules = vec![IrRule::Type(bits::OBJECT)];
    if !required.is_empty() {
        rules.push(IrRule::Required(required));
    }
    rules.push(IrRule::Properties(properties));
    rules.extend(counts);
    Some(rules)
}

/// The one schema that checks a member against `union`'s schema and `branch`'s, when one of
/// them does it alone (see [`flat_rules`]).
fn one_schema(out: &Program, union: NodeId, branch: NodeId) -> Option<NodeId> {
    let says_nothing =
        |n: NodeId| out.nodes[n].rules.is_empty() && out.nodes[n].dynamic_anchors.is_none();
    if union == branch || says_nothing(branch) {
        return Some(union);
    }
    if says_nothing(union) {
        return Some(branch);
    }
    let text = constant_of(out, branch).filter(|c| c.is_string())?;
    let admits = |rule: &IrRule| match rule {
        IrRule::Enum(values) => values.contains(text),
        IrRule::Const(value) => value == text,
        IrRule::Type(t) => t & bits::STRING != 0,
        _ => false,
    };
    let node = &out.nodes[union];
    (node.dynamic_anchors.is_none() && node.rules.iter().all(admits)).then_some(branch)
}

/// Whether node `n` becomes an enum over JSON types (a union over types, or a definition that
/// admits objects and `null`) whose object variant's members `n` itself declares: those need a
/// struct of their own, which `n`, admitting other types, cannot be.
fn needs_facet(program: &Program, n: NodeId) -> bool {
    declares_members(&program.nodes[n])
        && admitted_deep(program, n) & bits::OBJECT != 0
        && struct_members(program, n).is_none()
        && (is_type_union(program, n) || is_nullable_definition(program, n))
}

/// Whether node `n` is a union over JSON types that is nothing but a `oneOf`/`anyOf` (and a
/// `type`) with more than one branch that admits objects: its object variant then chooses
/// among those branches.
fn chooses_objects(program: &Program, n: NodeId) -> bool {
    // All the branches of its one `anyOf`/`oneOf` are counted: those `choice_branches` leaves
    // out (`{"type": "null"}`, one that refuses objects) admit no object, and a definition
    // that keeps its null branch, for which it has none, chooses among its objects all the
    // same.
    is_type_union(program, n)
        && admitted_deep(program, n) & bits::OBJECT != 0
        && only_choice(program, n).is_some_and(|branches| {
            let objects = branches
                .iter()
                .filter(|&&b| admitted_deep(program, b) & bits::OBJECT != 0);
            objects.count() >= 2
        })
}

/// The node whose facet `n` is, when it is one.
pub(super) fn base_of(program: &Program, n: NodeId) -> Option<NodeId> {
    program
        .facets
        .iter()
        .find_map(|(base, facet)| (*facet == n).then_some(*base))
}

/// The branches of node `n`, a `oneOf`/`anyOf` that admits objects only, that are written
/// inline and declare members but admit other JSON types themselves: the union holds only
/// their objects.
fn branches_needing_facets(program: &Program, n: NodeId) -> Vec<NodeId> {
    if admitted_deep(program, n) != bits::OBJECT {
        return Vec::new();
    }
    let Some(branches) = choice_branches(program, n) else {
        return Vec::new();
    };
    branches
        .into_iter()
        .filter(|&b| {
            let admitted = admitted_deep(program, b);
            declares_members(&program.nodes[b])
                && bare_ref_target(program, b).is_none()
                && admitted != bits::OBJECT
                && admitted & bits::OBJECT != 0
                && struct_members(program, b).is_none()
        })
        .collect()
}
