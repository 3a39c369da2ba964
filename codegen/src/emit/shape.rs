//! Shapes: what a node admits (its JSON types, through references and applicators), and from that
//! which Rust shape holds its values: struct, map, tuple, tuple and rest, `Vec`, enum over named
//! types or over JSON types, string enum, `Option`, checked value.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::names::Named;
use crate::ir::{IrNode, IrRule, NodeId, Program};

/// JSON type bits, as the runtime's `Types`.
pub(super) mod bits {
    pub const NULL: u8 = 1;
    pub const BOOLEAN: u8 = 2;
    pub const OBJECT: u8 = 4;
    pub const ARRAY: u8 = 8;
    pub const NUMBER: u8 = 16;
    pub const STRING: u8 = 32;
    pub const INTEGER: u8 = 64;
    pub const ALL: u8 = 127;
}

/// The JSON types a node admits, from its own `type`, `const`, `enum` and `false`.
pub(super) fn admitted(node: &IrNode) -> u8 {
    let mut types = bits::ALL;
    for rule in &node.rules {
        match rule {
            IrRule::Never => types = 0,
            IrRule::Type(t) => {
                let mut t = *t;
                if t & bits::NUMBER != 0 {
                    t |= bits::INTEGER;
                }
                types &= t;
            }
            IrRule::Const(v) => types &= type_of(v),
            IrRule::Enum(vs) => types &= vs.iter().fold(0, |acc, v| acc | type_of(v)),
            _ => {}
        }
    }
    types
}

/// The JSON types a node admits, also through what it applies in place: a `$ref` target's
/// types, the intersection over `allOf`, the union over `anyOf`/`oneOf` branches. Any value
/// that passes the node has one of these types, so a Rust type built from them holds it.
///
/// Worked out for every node at once, on first use (see [`admitted_table`]), and kept in the
/// program until the emitter adds nodes: a question is a lookup, however deep the unions of
/// references go (an earlier walk per question, bounded to twelve schemas deep and 4,096 in
/// all, answered "any type" past either bound).
pub(super) fn admitted_deep(program: &Program, n: NodeId) -> u8 {
    let table = program.admitted.get_or_init(|| admitted_table(program));
    if table.len() == program.nodes.len() {
        table[n]
    } else {
        // Nodes were added since the table was made, and it was not cleared (the emitter
        // clears it when it adds facets): work it out again rather than answer from it.
        admitted_table(program)[n]
    }
}

/// [`admitted_deep`] for every node: the largest solution of its equations, found by lowering
/// each node's types from "any" until nothing changes. A node is looked at again only when a
/// schema it applies in place changed, and each can lose each of its seven types once, so the
/// work is linear in the program. A cycle of references in place (through a `$dynamicRef`,
/// which compiling does not refuse) keeps what the cycle's own keywords allow.
fn admitted_table(program: &Program) -> Vec<u8> {
    let count = program.nodes.len();
    let mut dependents: Vec<Vec<NodeId>> = vec![Vec::new(); count];
    for (n, node) in program.nodes.iter().enumerate() {
        for rule in &node.rules {
            for &t in in_place(rule) {
                dependents[t].push(n);
            }
        }
    }
    let mut types = vec![bits::ALL; count];
    let mut queued = vec![true; count];
    let mut work: Vec<NodeId> = (0..count).collect();
    while let Some(n) = work.pop() {
        queued[n] = false;
        let now = admitted_through(program, n, &types);
        if now != types[n] {
            types[n] = now;
            for &d in &dependents[n] {
                if !queued[d] {
                    queued[d] = true;
                    work.push(d);
                }
            }
        }
    }
    types
}

/// The schemas a rule applies to the same value whose types [`admitted_through`] looks at.
fn in_place(rule: &IrRule) -> &[NodeId] {
    match rule {
        IrRule::Ref(t)
        | IrRule::DynamicRef {
            target: t,
            anchor: None,
        } => std::slice::from_ref(t),
        IrRule::AllOf(ns) | IrRule::AnyOf(ns) | IrRule::OneOf(ns) => ns,
        _ => &[],
    }
}

/// The types node `n` admits by its own keywords and by `types`, the types of the schemas it
/// applies in place.
fn admitted_through(program: &Program, n: NodeId, types: &[u8]) -> u8 {
    let node = &program.nodes[n];
    let mut admits = admitted(node);
    for rule in &node.rules {
        match rule {
            IrRule::Ref(t)
            | IrRule::DynamicRef {
                target: t,
                anchor: None,
            } => admits &= types[*t],
            IrRule::AllOf(ns) => {
                for b in ns {
                    admits &= types[*b];
                }
            }
            IrRule::AnyOf(ns) => admits &= ns.iter().fold(0, |acc, b| acc | types[*b]),
            IrRule::OneOf(ns) => {
                // A value of a type that two branches admit whatever it is passes both, so no
                // value of that type passes the `oneOf`.
                let (mut once, mut twice) = (0, 0);
                for b in ns {
                    let every = admits_every(&program.nodes[*b]);
                    twice |= once & every;
                    once |= every;
                }
                admits &= ns.iter().fold(0, |acc, b| acc | types[*b]) & !twice;
            }
            _ => {}
        }
    }
    admits
}

/// The JSON types of which a node admits every value: those its `type` admits, less those its
/// other keywords say something of (a keyword about objects leaves every string valid). None
/// when it pins values (`const`, `enum`), is `false`, or applies other schemas, whose verdicts
/// this does not look into.
fn admits_every(node: &IrNode) -> u8 {
    const NUMBERS: u8 = bits::NUMBER | bits::INTEGER;
    let mut types = bits::ALL;
    for rule in &node.rules {
        types &= match rule {
            IrRule::Type(t) if t & bits::NUMBER != 0 => t | bits::INTEGER,
            IrRule::Type(t) => *t,
            IrRule::MaxLength(_)
            | IrRule::MinLength(_)
            | IrRule::Pattern(_)
            | IrRule::Format(_) => !bits::STRING,
            IrRule::MultipleOf(_)
            | IrRule::Maximum(_)
            | IrRule::ExclusiveMaximum(_)
            | IrRule::Minimum(_)
            | IrRule::ExclusiveMinimum(_) => !NUMBERS,
            IrRule::MaxItems(_)
            | IrRule::MinItems(_)
            | IrRule::UniqueItems
            | IrRule::Contains { .. }
            | IrRule::PrefixItems(_)
            | IrRule::Items { .. }
            | IrRule::UnevaluatedItems(_) => !bits::ARRAY,
            IrRule::MaxProperties(_)
            | IrRule::MinProperties(_)
            | IrRule::Required(_)
            | IrRule::DependentRequired(_)
            | IrRule::Properties(_)
            | IrRule::PatternProperties(_)
            | IrRule::AdditionalProperties { .. }
            | IrRule::PropertyNames(_)
            | IrRule::DependentSchemas(_)
            | IrRule::UnevaluatedProperties(_) => !bits::OBJECT,
            _ => 0,
        };
    }
    types
}

/// Whether `types` is one JSON type (a number counts as one, integers included).
pub(super) fn is_single(types: u8) -> bool {
    types.count_ones() == 1 || types == bits::NUMBER | bits::INTEGER
}

/// The branch that is not `null`, when a node is nothing but `anyOf`/`oneOf` of a schema and
/// `{"type": "null"}` (how pydantic writes `Optional[X]`). Not when that schema admits `null`
/// too: an `anyOf` then has one type for every value, `null` included, and a `oneOf` admits no
/// `null` at all.
pub(super) fn nullable_of(program: &Program, n: NodeId) -> Option<NodeId> {
    match program.nodes[n].rules.as_slice() {
        [IrRule::AnyOf(ns)] | [IrRule::OneOf(ns)] if ns.len() == 2 => {
            let types = |b: NodeId| admitted_deep(program, b);
            let other = match (types(ns[0]) == bits::NULL, types(ns[1]) == bits::NULL) {
                (true, false) => ns[1],
                (false, true) => ns[0],
                _ => return None,
            };
            (types(other) & bits::NULL == 0).then_some(other)
        }
        _ => None,
    }
}

/// The string values of a node that is a set of strings: an `enum` of two or more strings, or
/// a `oneOf`/`anyOf` of branches that are each a string `const` or `enum` (how a schema gives
/// each value a description of its own), in the order written. An enum written inline may
/// list `null` too (`"enum": ["a", "b", null]`): its type is held in an `Option` (see
/// [`nullable_shape`]), and `null` is no value of it. A definition may not, as for
/// [`struct_members`].
pub(super) fn string_enum(program: &Program, n: NodeId) -> Option<Vec<String>> {
    let nullable_inline = one_type_or_inline_null(program, n, bits::STRING)?;
    let strings = |vs: &[Value]| {
        vs.iter()
            .filter(|v| !(nullable_inline && v.is_null()))
            .map(|v| v.as_str().map(str::to_owned))
            .collect::<Option<Vec<_>>>()
    };
    let rules = &program.nodes[n].rules;
    let mut values = match rules.iter().find_map(|r| match r {
        IrRule::Enum(vs) => Some(strings(vs)),
        _ => None,
    }) {
        Some(values) => values?,
        None => {
            // Each branch a set of values alone; the values' union is the node's.
            let mut values: Vec<String> = Vec::new();
            for b in choice_branches(program, n)? {
                let branch = &program.nodes[through_bare_refs(program, b)];
                let mut own = None;
                for rule in &branch.rules {
                    match rule {
                        IrRule::Const(v) => own = Some(strings(std::slice::from_ref(v))?),
                        IrRule::Enum(vs) => own = Some(strings(vs)?),
                        IrRule::Type(t) if t & bits::STRING != 0 => {}
                        _ => return None,
                    }
                }
                values.extend(own?);
            }
            values
        }
    };
    // A value listed twice (`"enum": ["a", "a"]`, which 2020-12 allows) is one variant: a
    // second could never be read.
    let mut seen = BTreeSet::new();
    values.retain(|v| seen.insert(v.clone()));
    (values.len() >= 2).then_some(values)
}

/// The description (else the title) of the `oneOf`/`anyOf` branch of string enum node `n`
/// that admits `value` by a `const`: what that value means, for its variant's docs.
pub(super) fn value_description<'p>(
    program: &'p Program,
    n: NodeId,
    value: &str,
) -> Option<&'p str> {
    choice_branches(program, n)?.into_iter().find_map(|b| {
        let branch = &program.nodes[through_bare_refs(program, b)];
        let pinned = branch
            .rules
            .iter()
            .any(|r| matches!(r, IrRule::Const(Value::String(v)) if v == value));
        let says = |key| branch.schema.get(key).and_then(Value::as_str);
        pinned
            .then(|| says("description").or_else(|| says("title")))
            .flatten()
    })
}

/// The value schemas of an object that is a map, one that declares no members: the schema of
/// each pattern of `patternProperties`, then `additionalProperties`' unless it is `false`. A
/// member's value is read against the first pattern its name matches, or else against
/// `additionalProperties`, so the map's value type is theirs when they all have the same one.
/// `None` when there is no `additionalProperties` (a member may then be anything), unless a
/// pattern matches every name (`".*"`), so that none is left to it. The node may admit `null`
/// too: its `Option` holds that.
pub(super) fn map_values(program: &Program, n: NodeId) -> Option<Vec<NodeId>> {
    let node = &program.nodes[n];
    if admitted_deep(program, n) & !bits::NULL != bits::OBJECT {
        return None;
    }
    let (mut values, mut additional, mut every_name) = (Vec::new(), None, false);
    for rule in &node.rules {
        match rule {
            IrRule::Properties(_) => return None,
            IrRule::PatternProperties(ps) => {
                values.extend(ps.iter().map(|(_, n)| *n));
                every_name |= ps.iter().any(|(p, _)| matches_every_name(&p.source));
            }
            IrRule::AdditionalProperties { schema, .. } => additional = Some(*schema),
            _ => {}
        }
    }
    match additional {
        _ if every_name => {}
        Some(additional) if !is_never(program, additional) => values.push(additional),
        Some(_) => {}
        None => return None,
    }
    (!values.is_empty()).then_some(values)
}

/// Whether an ECMA-262 pattern is one of the ways schemas write "any name" that matches every
/// string: patterns are searched for, not anchored, so each of these matches the empty text
/// somewhere. (`^.*$` is not one: `.` matches no line break.)
fn matches_every_name(source: &str) -> bool {
    matches!(source, "" | ".*" | "^.*" | ".*$" | "(.*)")
}

/// What an array node says of its items by position, when it admits only arrays (and maybe
/// `null`) and has one to twelve `prefixItems` (Rust's traits for tuples stop at twelve):
/// pydantic's `tuple[int, int]` when the array is exactly those items.
pub(super) struct Positions {
    /// The schemas of the positions an array can have: `prefixItems`, up to `maxItems`.
    pub(super) prefix: Vec<NodeId>,
    /// How many of them are always there (`minItems`, up to their number).
    pub(super) required: usize,
    /// The schema of the items after them (`items`; `None` for any value), unless there can be
    /// none (`items: false`, or a `maxItems` of at most the positions' number).
    pub(super) rest: Option<Option<NodeId>>,
}

pub(super) fn positions(program: &Program, n: NodeId) -> Option<Positions> {
    let (mut prefix, mut min, mut max, mut rest) = (None, 0, u64::MAX, None);
    for rule in &program.nodes[n].rules {
        match rule {
            IrRule::PrefixItems(ns) => prefix = Some(ns.clone()),
            IrRule::MinItems(m) => min = min.max(*m),
            IrRule::MaxItems(m) => max = max.min(*m),
            IrRule::Items { schema, .. } => rest = Some(*schema),
            _ => {}
        }
    }
    let mut prefix = prefix?;
    // The node may admit `null` too: its `Option` holds that.
    if admitted_deep(program, n) & !bits::NULL != bits::ARRAY || !(1..=12).contains(&prefix.len()) {
        return None;
    }
    let closed = max <= prefix.len() as u64 || rest.is_some_and(|r| is_never(program, r));
    prefix.truncate(usize::try_from(max).unwrap_or(usize::MAX).max(1));
    Some(Positions {
        required: usize::try_from(min).map_or(prefix.len(), |m| m.min(prefix.len())),
        prefix,
        rest: (!closed).then_some(rest),
    })
}

/// The JSON type of `v`, as [`admitted`] counts types: `bits::INTEGER` for a number without
/// a fractional part (`7.0` too), `bits::NUMBER` for any other.
pub(super) fn type_of(v: &Value) -> u8 {
    match v {
        Value::Null => bits::NULL,
        Value::Bool(_) => bits::BOOLEAN,
        Value::Number(n) if n.is_f64() && n.as_f64().is_some_and(|f| f.fract() != 0.0) => {
            bits::NUMBER
        }
        Value::Number(_) => bits::INTEGER,
        Value::String(_) => bits::STRING,
        Value::Array(_) => bits::ARRAY,
        Value::Object(_) => bits::OBJECT,
    }
}

/// The nodes reachable from `roots` through rules and dynamic anchors, sorted.
pub(super) fn reachable(program: &Program, roots: Vec<NodeId>) -> BTreeSet<NodeId> {
    let mut seen = BTreeSet::new();
    let mut stack = roots;
    while let Some(n) = stack.pop() {
        if !seen.insert(n) {
            continue;
        }
        let node = &program.nodes[n];
        stack.extend(children(node));
    }
    seen
}

pub(super) fn children(node: &IrNode) -> Vec<NodeId> {
    let mut out = Vec::new();
    for (_, n) in node.dynamic_anchors.iter().flatten() {
        out.push(*n);
    }
    for rule in &node.rules {
        match rule {
            IrRule::Contains { schema, .. }
            | IrRule::AdditionalProperties { schema, .. }
            | IrRule::Items { schema, .. } => out.push(*schema),
            IrRule::Properties(ps) | IrRule::DependentSchemas(ps) => {
                out.extend(ps.iter().map(|(_, n)| *n))
            }
            IrRule::PatternProperties(ps) => out.extend(ps.iter().map(|(_, n)| *n)),
            IrRule::PropertyNames(n)
            | IrRule::Not(n)
            | IrRule::Ref(n)
            | IrRule::UnevaluatedProperties(n)
            | IrRule::UnevaluatedItems(n) => out.push(*n),
            IrRule::DynamicRef { target, .. } => out.push(*target),
            IrRule::PrefixItems(ns) | IrRule::AllOf(ns) | IrRule::AnyOf(ns) | IrRule::OneOf(ns) => {
                out.extend(ns.iter().copied())
            }
            IrRule::IfThenElse {
                condition,
                then,
                otherwise,
            } => {
                out.push(*condition);
                out.extend(then.iter().chain(otherwise.iter()).copied());
            }
            _ => {}
        }
    }
    out
}

/// The named type a member's schema stands for, when it is nothing but a reference to one.
pub(super) fn referenced_named(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    n: NodeId,
) -> Option<NodeId> {
    let start = n;
    let mut n = n;
    // Follow chains of bare references (`{"$ref": ...}` to `{"$ref": ...}`), a few steps.
    for _ in 0..8 {
        // A node whose objects have a type of their own, a facet's: a union's branch that
        // leaves `type: object` to the union, unnamed itself, is held by that type; so is a
        // node that admits objects only and reaches a named union over JSON types (`{"type":
        // "object", "allOf": [{"$ref": "#/$defs/foo"}]}`, where `foo` declares members but no
        // `type`, is `FooObject`, not `Foo`).
        if let Some(&facet) = program.facets.get(&n).filter(|f| named.contains_key(f)) {
            if !named.contains_key(&n) || admitted_deep(program, start) == bits::OBJECT {
                return Some(facet);
            }
        }
        if named.contains_key(&n) {
            return Some(n);
        }
        n = bare_ref_target(program, n).or_else(|| constrained_ref(program, n))?;
    }
    None
}

/// The reference of a node that is one reference and constraints that declare no members:
/// `$ref` beside other keywords (`{"$ref": "#/$defs/tags", "maxItems": 3}`, which 2019-09 and
/// later apply together), or an `allOf` of one reference and such constraints (`allOf:
/// [{"$ref": "#/$defs/map"}, {"minProperties": 1}]`). A value valid against the node is valid
/// against the reference, so the referenced type holds it, while the member's own node still
/// checks every part. A node whose parts declare members is a struct of them all (see
/// [`struct_members`]).
fn constrained_ref(program: &Program, n: NodeId) -> Option<NodeId> {
    let declares = |n: NodeId| {
        program.nodes[n]
            .rules
            .iter()
            .any(|r| matches!(r, IrRule::Properties(_)))
    };
    let node = &program.nodes[n];
    // `$dynamicAnchor`s brought into scope here change what the reference's schema admits.
    if node.dynamic_anchors.as_ref().is_some_and(|a| !a.is_empty()) {
        return None;
    }
    let rules = &node.rules;
    let own_ref = only(rules.iter().filter_map(|r| match r {
        IrRule::Ref(t) => Some(*t),
        _ => None,
    }));
    if let Some(target) = own_ref {
        // Beside an `allOf`, the reference is one of several parts; those are left as they are.
        let beside_all_of = rules.iter().any(|r| matches!(r, IrRule::AllOf(_)));
        return (!declares(n) && !beside_all_of).then_some(target);
    }
    let parts = only(rules.iter().filter_map(|r| match r {
        IrRule::AllOf(parts) => Some(parts),
        _ => None,
    }))?;
    let one = only(
        parts
            .iter()
            .copied()
            .filter(|&p| bare_ref_target(program, p).is_some()),
    )?;
    let others_declare = declares(n) || parts.iter().any(|&p| p != one && declares(p));
    (!others_declare).then_some(one)
}

/// Where a named type holds its values: a struct's member schemas, a union's branch types;
/// `None` for another shape.
fn held_parts(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    n: NodeId,
) -> Option<Vec<NodeId>> {
    match struct_members(program, n) {
        Some(members) => Some(members.into_iter().map(|(_, m, _)| m).collect()),
        None => union_branches(program, named, n),
    }
}

/// The type a named node `n` is an alias of: the named type it is nothing but a reference
/// to. Not when the node brings `$dynamicAnchor`s into scope: then reading through it is not
/// the same as reading the target alone.
pub(super) fn alias_target(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    n: NodeId,
) -> Option<NodeId> {
    let node = &program.nodes[n];
    if node.dynamic_anchors.as_ref().is_some_and(|a| !a.is_empty()) {
        return None;
    }
    let target = bare_ref_target(program, n)?;
    referenced_named(program, named, target).filter(|&u| u != n)
}

/// Where a part of a type (a member, a position) holds a named type by value, and which: the
/// part itself when it refers to one, or, when it is that type or `null` (`anyOf: [{"$ref":
/// ...}, {"type": "null"}]`), its branch that is not `null`, whose `Option` holds the type by
/// value. [`boxed_edges`] boxes at that node, where `Ctx::value_type` names the type.
pub(super) fn held_named(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    part: NodeId,
) -> Option<(NodeId, NodeId)> {
    match referenced_named(program, named, part) {
        Some(t) => Some((part, t)),
        None => {
            // Or a reference to such a schema with no type of its own, held as that schema.
            let inner = nullable_of(program, part)
                .or_else(|| nullable_of(program, through_bare_refs(program, part)))?;
            Some((inner, referenced_named(program, named, inner)?))
        }
    }
}

/// The type a named type `t` stands for: its alias's target, through chains of aliases.
fn unaliased(program: &Program, named: &BTreeMap<NodeId, Named>, t: NodeId) -> NodeId {
    let mut t = t;
    // A `$ref` cycle that consumes nothing is refused before this; the bound is for safety.
    for _ in 0..8 {
        match alias_target(program, named, t) {
            Some(target) => t = target,
            None => break,
        }
    }
    t
}

/// The (struct, field node) pairs whose field type must be boxed: those whose named type
/// contains the struct itself by value, which Rust cannot size. The field node is where
/// [`held_named`] finds the type.
pub(super) fn boxed_edges(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
) -> BTreeSet<(NodeId, NodeId)> {
    // By-value edges between named types: struct fields, newtype/union contents and the
    // positions of tuples among them (or of the newtype's own tuple) that are themselves named
    // types (not through a Vec, which is already indirection). A field of an alias's type
    // holds the alias's target (`{"$ref": "#"}` where the root is `{"$ref": "#/$defs/node"}`).
    let mut edges: BTreeMap<NodeId, Vec<(NodeId, NodeId)>> = BTreeMap::new();
    for &n in named.keys() {
        let mut parts = held_parts(program, named, n).unwrap_or_default();
        let mut tuples = parts.clone();
        tuples.push(n);
        // A reference to a tuple with no type of its own is held as that tuple, which may
        // refer back to itself: each is looked at once.
        let mut seen = BTreeSet::new();
        while let Some(x) = tuples.pop() {
            let x = match positions(program, x) {
                Some(_) => x,
                None => through_bare_refs(program, x),
            };
            if !seen.insert(x) {
                continue;
            }
            if let Some(positions) = positions(program, x) {
                parts.extend(&positions.prefix);
                tuples.extend(&positions.prefix);
            }
        }
        for part in parts {
            if let Some((field, t)) = held_named(program, named, part) {
                edges
                    .entry(n)
                    .or_default()
                    .push((field, unaliased(program, named, t)));
            }
        }
    }
    let mut boxed = BTreeSet::new();
    for (&from, out) in &edges {
        for &(field, to) in out {
            // Box the field when `from` is reachable back from `to` by value.
            let mut seen = BTreeSet::new();
            let mut stack = vec![to];
            while let Some(x) = stack.pop() {
                if x == from {
                    boxed.insert((from, field));
                    break;
                }
                if seen.insert(x) {
                    stack.extend(edges.get(&x).into_iter().flatten().map(|(_, t)| *t));
                }
            }
        }
    }
    boxed
}

/// The longest chain of named types held inside one another (through fields, items, map
/// values, `Option`s and union variants), with the type it starts from: how deep rustc's drop
/// check recurses (error E0320 past its recursion limit). A chain that comes back to a type
/// already on it ends there.
pub(super) fn containment_depth(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
) -> Option<(usize, NodeId)> {
    let mut held: BTreeMap<NodeId, Vec<NodeId>> = BTreeMap::new();
    for &n in named.keys() {
        let mut out = Vec::new();
        // A newtype or alias holds what its own node refers to.
        for part in held_parts(program, named, n).unwrap_or_else(|| vec![n]) {
            held_types(program, named, part, n, 4, &mut out);
        }
        held.insert(n, out);
    }
    // Longest path by depth-first search; `depth[n]` once known, `on_path` for the chain being
    // walked (an edge back onto it ends the chain).
    fn walk(
        n: NodeId,
        held: &BTreeMap<NodeId, Vec<NodeId>>,
        depth: &mut BTreeMap<NodeId, usize>,
        on_path: &mut BTreeSet<NodeId>,
    ) -> usize {
        if let Some(&d) = depth.get(&n) {
            return d;
        }
        if on_path.len() > 10_000 || !on_path.insert(n) {
            return 0;
        }
        let mut deepest = 0;
        for &t in held.get(&n).into_iter().flatten() {
            deepest = deepest.max(walk(t, held, depth, on_path));
        }
        on_path.remove(&n);
        depth.insert(n, deepest + 1);
        deepest + 1
    }
    let mut depth = BTreeMap::new();
    let mut on_path = BTreeSet::new();
    named
        .keys()
        .map(|&n| (walk(n, &held, &mut depth, &mut on_path), n))
        .max_by_key(|(d, n)| (*d, std::cmp::Reverse(*n)))
}

/// The named types that node `n` (part of named type `owner`) holds: itself when it refers to
/// one, else those of its items, map values and branches, `levels` deep.
fn held_types(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    n: NodeId,
    owner: NodeId,
    levels: u8,
    out: &mut Vec<NodeId>,
) {
    if let Some(t) = referenced_named(program, named, n).filter(|t| *t != owner) {
        // An alias is no level of its own: it is its target.
        out.push(unaliased(program, named, t));
        return;
    }
    if levels == 0 {
        return;
    }
    for rule in &program.nodes[n].rules {
        let inner: Vec<NodeId> = match rule {
            IrRule::Items { schema, .. } => vec![*schema],
            IrRule::AdditionalProperties { schema, .. } => vec![*schema],
            IrRule::PrefixItems(items) => items.clone(),
            IrRule::AnyOf(branches) | IrRule::OneOf(branches) => branches.clone(),
            _ => continue,
        };
        for i in inner {
            held_types(program, named, i, owner, levels - 1, out);
        }
    }
}

/// The declared members of a node that becomes a struct: (JSON name, node, required). `None`
/// when the node does not become a struct (it must admit only objects and declare members).
///
/// The members of the parts of an `allOf` (followed through bare references) count too, as
/// OpenAPI's `Dog: allOf: [Pet, {...}]` means: a value valid against the node is valid against
/// every part, so a member's value fits the type of the first part that declares it, and a
/// member any part requires is required.
pub(super) fn struct_members(program: &Program, n: NodeId) -> Option<Vec<(String, NodeId, bool)>> {
    // An object written inline may admit `null` too (`"type": ["object", "null"]`).
    one_type_or_inline_null(program, n, bits::OBJECT)?;
    // Members beside branches that declare their own: an enum of structs that hold both.
    if merged_branches(program, n).is_some() {
        return None;
    }
    declared_members(program, n)
}

/// The members node `n` declares, by its `properties` and those of its `allOf` parts, as
/// [`struct_members`] gives them, whatever JSON types the node admits: `None` when it declares
/// none.
pub(super) fn declared_members(
    program: &Program,
    n: NodeId,
) -> Option<Vec<(String, NodeId, bool)>> {
    let mut required: BTreeSet<&str> = BTreeSet::new();
    let mut declared: Vec<(&str, NodeId)> = Vec::new();
    let mut any = false;
    gather(program, n, 4, &mut required, &mut declared, &mut any);
    if !any {
        return None;
    }
    Some(
        declared
            .into_iter()
            .map(|(name, m)| (name.to_owned(), m, required.contains(name)))
            .collect(),
    )
}

/// Whether node `n` admits values of JSON type `ty` alone, `Some(false)`, or, written inline,
/// of `ty` and `null`, `Some(true)`: its type is then held in an `Option` (see
/// [`nullable_shape`]). A definition may not admit `null` beside: its type must read every
/// value of its schema, `null` included. `None` for any other node.
fn one_type_or_inline_null(program: &Program, n: NodeId, ty: u8) -> Option<bool> {
    match admitted_deep(program, n) {
        a if a == ty => Some(false),
        a if a == ty | bits::NULL && !is_definition(program, n) => Some(true),
        _ => None,
    }
}

/// Whether node `n` is a document's root or one of its `$defs` (`definitions`): a schema
/// whose type others refer to by name.
pub(super) fn is_definition(program: &Program, n: NodeId) -> bool {
    let info = &program.documents[program.nodes[n].document];
    info.root == Some(n) || info.defs.iter().any(|(_, d)| *d == n)
}

/// Whether node `n` is a definition that admits objects and `null` and nothing else: its type
/// must read `null` itself, so it is a union over JSON types (never an `Option`).
pub(super) fn is_nullable_definition(program: &Program, n: NodeId) -> bool {
    admitted_deep(program, n) == bits::OBJECT | bits::NULL && is_definition(program, n)
}

/// Whether named node `n` is an object shape, a string enum or a union written inline that
/// admits `null` too: its type is held as `Option<Type>`.
///
/// A union's `Option` holds its `null` alone: its variants hold their types without one, so
/// that `null` is one value of the Rust type, not two (`None`, and a variant's `None`). So a
/// union whose branch has a type that holds `null` itself (a definition that admits `null`,
/// or a union written inline in the branch) has no `Option`: that variant holds the `null`,
/// as a definition's union does.
pub(super) fn nullable_shape(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    n: NodeId,
) -> bool {
    match admitted_deep(program, n) {
        a if a & bits::NULL == 0 => false,
        _ if nullable_leaf(program, n) => true,
        // Strings or `null` and no enum: no type of its own.
        a if a == bits::STRING | bits::NULL => false,
        // A definition's union must hold `null` itself, through a branch that admits it.
        _ => {
            !is_definition(program, n)
                && union_branches(program, named, n).is_some_and(|branches| {
                    branches.iter().all(|&t| {
                        admitted_deep(program, t) & bits::NULL == 0 || nullable_leaf(program, t)
                    })
                })
        }
    }
}

/// Whether named node `n` is an object shape or a string enum that admits `null` too, whose
/// type an `Option` holds (see [`nullable_shape`]), and whose values but `null` its own type
/// holds.
fn nullable_leaf(program: &Program, n: NodeId) -> bool {
    match admitted_deep(program, n) {
        a if a == bits::OBJECT | bits::NULL => struct_members(program, n).is_some(),
        a if a == bits::STRING | bits::NULL => string_enum(program, n).is_some(),
        _ => false,
    }
}

/// The `required` names and `properties` of node `n` and of its `allOf` parts and the schema
/// its `$ref` beside them refers to, `depth` deep; `any` is set when some node has
/// `properties`.
fn gather<'p>(
    program: &'p Program,
    n: NodeId,
    depth: u8,
    required: &mut BTreeSet<&'p str>,
    declared: &mut Vec<(&'p str, NodeId)>,
    any: &mut bool,
) {
    let rules = &program.nodes[n].rules;
    // `$ref` beside other keywords (2019-09 and later) is one more part, as in `allOf`, and
    // its members come first, as a base's do: `{"$ref": "#/$defs/pet", "properties": {...}}`
    // is `allOf: [Pet, {...}]`. A bare reference is an alias, which this does not look through.
    if depth > 0 && rules.len() > 1 {
        for rule in rules {
            if let IrRule::Ref(target) = rule {
                let part = through_bare_refs(program, *target);
                gather(program, part, depth - 1, required, declared, any);
            }
        }
    }
    for rule in rules {
        match rule {
            IrRule::Required(names) => required.extend(names.iter().map(String::as_str)),
            IrRule::Properties(ps) => {
                *any = true;
                for (name, m) in ps {
                    if !declared.iter().any(|(d, _)| d == name) {
                        declared.push((name, *m));
                    }
                }
            }
            IrRule::AllOf(parts) if depth > 0 => {
                for part in parts {
                    let part = through_bare_refs(program, *part);
                    gather(program, part, depth - 1, required, declared, any);
                }
            }
            _ => {}
        }
    }
}

/// The node a chain of bare references (`{"$ref": ...}`) comes to, a few steps at most.
pub(super) fn through_bare_refs(program: &Program, mut n: NodeId) -> NodeId {
    for _ in 0..8 {
        match bare_ref_target(program, n) {
            Some(t) => n = t,
            None => break,
        }
    }
    n
}

/// Whether node `n` is the schema `false`.
fn is_never(program: &Program, n: NodeId) -> bool {
    matches!(program.nodes[n].rules.as_slice(), [IrRule::Never])
}

/// The one value a member's schema admits, when it says so itself (`const`, or an `enum` of
/// one value): a required member of that schema needs no field, its value being known.
pub(super) fn constant_of(program: &Program, n: NodeId) -> Option<&Value> {
    program.nodes[n].rules.iter().find_map(|r| match r {
        IrRule::Const(v) => Some(v),
        IrRule::Enum(vs) if vs.len() == 1 => vs.first(),
        _ => None,
    })
}

/// What node `n` refers to, when it is nothing but a reference (`$ref`, or a `$dynamicRef`
/// that resolves statically) or stands for one schema: an `anyOf` or a `oneOf` of one, or an
/// `allOf` whose other parts say nothing (OpenAPI generators give a reference a description
/// of its own as `{"allOf": [{"$ref": ...}, {"description": ...}]}`, or with the description
/// beside the `allOf`).
pub(super) fn bare_ref_target(program: &Program, n: NodeId) -> Option<NodeId> {
    match program.nodes[n].rules.as_slice() {
        [IrRule::Ref(t)]
        | [IrRule::DynamicRef {
            target: t,
            anchor: None,
        }] => Some(*t),
        [IrRule::AnyOf(parts) | IrRule::OneOf(parts)] => match parts.as_slice() {
            [one] => Some(*one),
            _ => None,
        },
        [IrRule::AllOf(parts)] => {
            let says_nothing = |p: NodeId| {
                let part = &program.nodes[p];
                part.rules.is_empty() && part.dynamic_anchors.as_ref().is_none_or(|a| a.is_empty())
            };
            only(parts.iter().copied().filter(|&p| !says_nothing(p)))
        }
        _ => None,
    }
}

/// Whether a struct's node allows no member but those its `properties` declare: its own
/// `additionalProperties` is `false` and it has no `patternProperties` (members those match
/// would be kept). Other keywords may refuse more, never allow more.
pub(super) fn is_closed(program: &Program, n: NodeId) -> bool {
    let rules = &program.nodes[n].rules;
    rules.iter().any(
        |r| matches!(r, IrRule::AdditionalProperties { schema, .. } if is_never(program, *schema)),
    ) && !rules
        .iter()
        .any(|r| matches!(r, IrRule::PatternProperties(_)))
}

/// The named types a node chooses among, when it is nothing but a `oneOf` or `anyOf` of
/// references to distinct named types (a discriminated union, as pydantic writes them): an enum
/// with a variant per type. The types must hold every value the node admits (but `null`,
/// which an `Option` holds): a branch held by its object facet holds only objects, while the
/// `anyOf` of such branches admits any other value as it is.
pub(super) fn union_branches(
    program: &Program,
    named: &BTreeMap<NodeId, Named>,
    n: NodeId,
) -> Option<Vec<NodeId>> {
    let targets: Vec<NodeId> = choice_branches(program, n)?
        .iter()
        .map(|&b| referenced_named(program, named, b))
        .collect::<Option<_>>()?;
    let held = targets
        .iter()
        .fold(bits::NULL, |acc, t| acc | admitted_deep(program, *t));
    if admitted_deep(program, n) & !held != 0 {
        return None;
    }
    let distinct: BTreeSet<&String> = targets.iter().map(|t| &named[t].name).collect();
    (targets.len() >= 2 && distinct.len() == targets.len()).then_some(targets)
}

/// The branches of a node that is nothing but a `oneOf` or `anyOf` (besides at most a `type`),
/// but for a branch `{"type": "null"}`: pydantic's `Optional[Union[A, B]]` is `anyOf: [A, B,
/// {"type": "null"}]`, a union of `A` and `B` held in an `Option`. The generated enum names
/// the index of each branch it keeps ([`variant_positions`]), which is how the reader's `Tag`
/// knows them. A definition with such a branch has none: its type must read `null` too.
pub(super) fn choice_branches(program: &Program, n: NodeId) -> Option<Vec<NodeId>> {
    if let Some(merged) = merged_branches(program, n) {
        return Some(merged);
    }
    let mut branches = None;
    for rule in &program.nodes[n].rules {
        match rule {
            IrRule::OneOf(ns) | IrRule::AnyOf(ns) if branches.is_none() => branches = Some(ns),
            IrRule::Type(_) => {}
            _ => return None,
        }
    }
    // A union that admits objects only leaves out a branch that admits none: the facet of
    // the objects of `oneOf: [{"type": "string"}, {<object>}, {<object>}]` chooses among the
    // objects.
    let objects_only = program.nodes[n]
        .rules
        .iter()
        .any(|r| matches!(r, IrRule::Type(t) if *t == bits::OBJECT));
    let all: Vec<NodeId> = branches?
        .iter()
        .copied()
        .filter(|&b| !(objects_only && refuses_objects(program, b)))
        .collect();
    let null_only = |b: NodeId| {
        matches!(program.nodes[through_bare_refs(program, b)].rules.as_slice(),
            [IrRule::Type(t)] if *t == bits::NULL)
    };
    let others: Vec<NodeId> = all.iter().copied().filter(|&b| !null_only(b)).collect();
    match all.len() - others.len() {
        0 => Some(others),
        1 if others.len() >= 2 && !is_definition(program, n) => Some(others),
        _ => None,
    }
}

/// The branches of a node of objects that declares members of its own beside a `oneOf` or
/// `anyOf` whose branches declare more (`{"properties": {"kind": ...}, "oneOf": [{"properties":
/// {"radius": ...}}, {"properties": {"side": ...}}]}`), leaving out those that admit no object.
/// An object that passes the node has the node's members and those of a branch it passes, so
/// the node is an enum with a variant per branch, each a struct of both (the branch's merged
/// facet, see `facets`), rather than a struct that keeps the branches' members as extra ones.
///
/// `None` unless the node admits objects only (or, written inline, objects and `null`), has
/// two such branches and one of them declares a member the node does not. Nor when the node
/// has `unevaluatedProperties` or `unevaluatedItems`, which see what every passing branch of
/// an `anyOf` evaluated, not one branch's, or brings dynamic anchors into scope: a struct of
/// the node and one branch would then not decide as the node does.
pub(super) fn merged_branches(program: &Program, n: NodeId) -> Option<Vec<NodeId>> {
    let node = &program.nodes[n];
    if !declares_members(node) || node.dynamic_anchors.is_some() {
        return None;
    }
    let unevaluated = node.rules.iter().any(|r| {
        matches!(
            r,
            IrRule::UnevaluatedProperties(_) | IrRule::UnevaluatedItems(_)
        )
    });
    // An object written inline may admit `null` too: the enum is held in an `Option` (see
    // `nullable_shape`), as a struct would be.
    if unevaluated || one_type_or_inline_null(program, n, bits::OBJECT).is_none() {
        return None;
    }
    let branches: Vec<NodeId> = only_choice(program, n)?
        .iter()
        .copied()
        .filter(|&b| admitted_deep(program, b) & bits::OBJECT != 0)
        .collect();
    if branches.len() < 2 {
        return None;
    }
    let own: Vec<String> = declared_members(program, n)?
        .into_iter()
        .map(|(name, _, _)| name)
        .collect();
    let adds_members = |b: NodeId| {
        declared_members(program, through_bare_refs(program, b))
            .is_some_and(|members| members.iter().any(|(name, _, _)| !own.contains(name)))
    };
    branches
        .iter()
        .any(|&b| adds_members(b))
        .then_some(branches)
}

/// The index in `n`'s `oneOf`/`anyOf` of each of `kept`, the branches [`choice_branches`] keeps
/// of it, in order.
pub(super) fn variant_positions(program: &Program, n: NodeId, kept: &[NodeId]) -> Vec<usize> {
    let all = program.nodes[n].rules.iter().find_map(|rule| match rule {
        IrRule::OneOf(ns) | IrRule::AnyOf(ns) => Some(ns.as_slice()),
        _ => None,
    });
    // `kept` is `all` less some branches, in the same order.
    let mut positions = Vec::with_capacity(kept.len());
    for (i, b) in all.unwrap_or_default().iter().enumerate() {
        if kept.get(positions.len()) == Some(b) {
            positions.push(i);
        }
    }
    positions
}

/// Whether a branch admits no object by what it says itself: a `type` without `object`, `false`,
/// an `allOf` part that admits none, an `anyOf`/`oneOf` none of whose branches admits one, or a
/// `$ref` to such a schema, at most eight schemas deep and 256 in all (past those, it may admit
/// objects): unions that refer to each other could otherwise make the search grow as a power
/// of its depth.
fn refuses_objects(program: &Program, b: NodeId) -> bool {
    let mut visits = REFUSAL_VISITS;
    refuses_objects_within(program, b, REFUSAL_DEPTH, &mut visits)
}

/// How many schemas deep [`refuses_objects`] looks.
const REFUSAL_DEPTH: u8 = 8;

/// How many schemas [`refuses_objects`] looks at in all.
const REFUSAL_VISITS: u16 = 256;

fn refuses_objects_within(program: &Program, n: NodeId, depth: u8, visits: &mut u16) -> bool {
    let (Some(depth), Some(left)) = (depth.checked_sub(1), visits.checked_sub(1)) else {
        return false;
    };
    *visits = left;
    program.nodes[n].rules.iter().any(|rule| match rule {
        IrRule::Never => true,
        IrRule::Type(t) => t & bits::OBJECT == 0,
        IrRule::Ref(target) => refuses_objects_within(program, *target, depth, visits),
        IrRule::AllOf(parts) => parts
            .iter()
            .any(|p| refuses_objects_within(program, *p, depth, visits)),
        IrRule::AnyOf(branches) | IrRule::OneOf(branches) => branches
            .iter()
            .all(|b| refuses_objects_within(program, *b, depth, visits)),
        _ => false,
    })
}

/// The node whose keywords say what the values of JSON type `bit` of node `n` hold: `n`
/// itself when it has such keywords (or, for objects, its facet when it has one), else, through bare references, the one branch of its
/// `anyOf`/`oneOf` that admits the type (every value of that type must match it, since no
/// other branch admits it).
pub(super) fn variant_source(program: &Program, n: NodeId, bit: u8) -> NodeId {
    let mut n = n;
    for _ in 0..8 {
        // A union with several branches of objects: its facet chooses among them.
        if let (bits::OBJECT, Some(&facet)) = (bit, program.facets.get(&n)) {
            if choice_branches(program, facet).is_some() {
                return facet;
            }
        }
        let node = &program.nodes[n];
        let says = node.rules.iter().any(|r| match bit {
            bits::ARRAY => matches!(r, IrRule::Items { .. } | IrRule::PrefixItems(_)),
            bits::OBJECT => matches!(
                r,
                IrRule::Properties(_)
                    | IrRule::AdditionalProperties { .. }
                    | IrRule::PatternProperties(_)
            ),
            _ => matches!(r, IrRule::Format(_)),
        });
        if says {
            // Members the node declares while admitting other types too: its object facet's.
            return match bit {
                bits::OBJECT => program.facets.get(&n).copied().unwrap_or(n),
                _ => n,
            };
        }
        let next = match node.rules.as_slice() {
            [IrRule::Ref(t)] => Some(*t),
            _ => only_choice(program, n).and_then(|bs| {
                only(
                    bs.iter()
                        .copied()
                        .filter(|&b| admitted_deep(program, b) & bit != 0),
                )
            }),
        };
        match next {
            Some(next) => n = next,
            None => return n,
        }
    }
    n
}

/// The node against which the values of JSON type `bit` (object or array) of type union `n`
/// can be read as they are read: one that a value of that type passes exactly when it passes
/// `n`. That is `n`'s object facet (`n` and `type: object`); `n` itself when its own keywords
/// say what such values hold; the target of a node that is only a reference; or the one branch
/// of a node that is only an `anyOf`/`oneOf` (and a `type`) that admits the type, since every
/// other branch refuses such a value. `None` when none is known to be exact.
pub(super) fn exact_variant_node(program: &Program, n: NodeId, bit: u8) -> Option<NodeId> {
    if bit == bits::OBJECT {
        if let Some(&facet) = program.facets.get(&n) {
            return Some(facet);
        }
    }
    let node = &program.nodes[n];
    if node.dynamic_anchors.is_some() {
        return None;
    }
    if variant_source(program, n, bit) == n {
        return Some(n);
    }
    let mut choice = None;
    for rule in &node.rules {
        match rule {
            IrRule::Ref(t) if node.rules.len() == 1 => return Some(*t),
            IrRule::AnyOf(bs) | IrRule::OneOf(bs) if choice.is_none() => choice = Some(bs),
            IrRule::Type(_) => {}
            _ => return None,
        }
    }
    only(
        choice?
            .iter()
            .copied()
            .filter(|&b| admitted_deep(program, b) & bit != 0),
    )
}

/// The one item of `items`: `None` when there is none or more than one.
fn only<T>(mut items: impl Iterator<Item = T>) -> Option<T> {
    let one = items.next()?;
    items.next().is_none().then_some(one)
}

/// Whether a node admits a few JSON types (`type: ["string", "array"]`): an enum over them,
/// when it is not simply nullable. A node that admits every type is one too when its own
/// `properties` declare members (`{"properties": {...}}` with no `type`, as many real-world
/// schemas write an object), or when every branch of its `anyOf`/`oneOf` that admits objects
/// is written so (`anyOf: [{"properties": ...}, {"type": "null"}]`): its objects get a struct
/// or an enum of structs, and the other types, which the schema admits as they are, their
/// variants.
pub(super) fn is_type_union(program: &Program, n: NodeId) -> bool {
    let types = admitted_deep(program, n);
    let non_null = types & !bits::NULL;
    if types == bits::ALL {
        let node = &program.nodes[n];
        // Each branch that admits objects declares members: the object variant is a struct
        // or an enum of them (a branch that says nothing of objects would leave it a map).
        let objects_declared = |bs: &Vec<NodeId>| {
            let mut objects = bs
                .iter()
                .filter(|&&b| admitted_deep(program, b) & bits::OBJECT != 0)
                .peekable();
            objects.peek().is_some() && objects.all(|&b| declares_members(&program.nodes[b]))
        };
        return declares_members(node) || only_choice(program, n).is_some_and(objects_declared);
    }
    types != 0 && !is_single(non_null) && nullable_of(program, n).is_none()
}

/// Whether a node's own `properties` declare a member.
pub(super) fn declares_members(node: &IrNode) -> bool {
    node.rules
        .iter()
        .any(|r| matches!(r, IrRule::Properties(ps) if !ps.is_empty()))
}

/// The branches of a node's `anyOf` or `oneOf`, when it has one of them and not both.
pub(super) fn only_choice(program: &Program, n: NodeId) -> Option<&Vec<NodeId>> {
    only(program.nodes[n].rules.iter().filter_map(|r| match r {
        IrRule::AnyOf(bs) | IrRule::OneOf(bs) => Some(bs),
        _ => None,
    }))
}
