//! Names, computed once here: type names from `$defs` keys and places, field names from member
//! names, variant names from values. Two things of one name are told apart here, by a number
//! in the order they are met, so the names depend on the schema alone.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use heck::ToSnakeCase;
use quote::format_ident;

use super::shape::{
    admitted, admitted_deep, bits, choice_branches, declared_members, is_definition,
    is_nullable_definition, is_type_union, map_values, merged_branches, nullable_of, only_choice,
    positions, referenced_named, string_enum, struct_members, union_branches, variant_source,
};
use crate::ir::{IrNode, IrRule, NodeId, Program};

/// A named type: the root or a `$defs` entry of a document given a module.
pub(super) struct Named {
    pub(super) node: NodeId,
    pub(super) name: String,
    pub(super) module: String,
}

impl Named {
    /// The type's path in code of module `module`: its name there, else through `super`.
    pub(super) fn path_from(&self, module: &str) -> String {
        match self.module == module {
            true => self.name.clone(),
            false => format!("super::{}::{}", self.module, self.name),
        }
    }
}

/// Names the inline schemas that become types of their own: a member whose schema declares an
/// object's members, is a string enum or chooses among named types, becomes `<Parent><Member>`
/// in the parent's module; so do the items and map values of a named type or of a member
/// (`<Parent><Member>Item`, `<Parent><Member>Value`, see [`held_inline`]).
pub(super) fn name_inline_types(program: &Program, named: &mut BTreeMap<NodeId, Named>) {
    let mut taken: BTreeSet<(String, String)> = named
        .values()
        .map(|n| (n.module.clone(), n.name.clone()))
        .collect();
    // Where each member schema is written: a member a struct inherits (through `allOf` or a
    // `$ref` beside its own members) is named after the named type that declares it, not after
    // whichever of the structs that hold it is looked at first.
    let mut declared_by: BTreeMap<NodeId, Vec<NodeId>> = BTreeMap::new();
    for (d, node) in program.nodes.iter().enumerate() {
        for rule in &node.rules {
            if let IrRule::Properties(ps) = rule {
                for (_, m) in ps {
                    declared_by.entry(*m).or_default().push(d);
                }
            }
        }
    }
    // Whether a definition other than `parent` declares `member` and, a struct, names its type.
    // (Only a definition: the nodes made for union variants repeat their union's members.)
    let named_elsewhere = |named: &BTreeMap<NodeId, Named>, parent: NodeId, member: NodeId| {
        declared_by.get(&member).is_some_and(|ds| {
            ds.iter().any(|&d| {
                d != parent
                    && named.contains_key(&d)
                    && is_definition(program, d)
                    && struct_members(program, d).is_some()
            })
        })
    };
    let mut work: Vec<NodeId> = named.keys().copied().collect();
    while let Some(parent) = work.pop() {
        // A named union of inline object shapes: each shape a struct of its own.
        let base = named[&parent].name.clone();
        let module = named[&parent].module.clone();
        work.extend(name_branches(
            program, named, &mut taken, parent, &base, &module,
        ));
        let mut candidates = held_inline(program, parent, &base);
        // A union of structs that each hold its members too: named after the union, as the
        // members of a struct are, before its branches' structs are looked at.
        let members = struct_members(program, parent).or_else(|| {
            merged_branches(program, parent).and_then(|_| declared_members(program, parent))
        });
        for (json, member, _) in members.unwrap_or_default() {
            if named_elsewhere(named, parent, member) {
                continue;
            }
            let name = joined(&base, &type_name(&json));
            candidates.push((member, name.clone()));
            // `anyOf: [{...}, {"type": "null"}]`: the shape is the struct, held in an `Option`.
            if let Some(inner) = nullable_of(program, member) {
                candidates.push((inner, name.clone()));
            }
            candidates.extend(held_inline(program, member, &name));
        }
        // Each with how many arrays and maps deep it is inside the parent's own schema; in
        // order, those found inside others after them, so that a name two candidates want
        // goes to the same one as before nested ones were looked at.
        let mut candidates: VecDeque<(NodeId, String, u8)> = candidates
            .into_iter()
            .map(|(n, name)| (n, name, 0))
            .collect();
        while let Some((node, name, depth)) = candidates.pop_front() {
            if named.contains_key(&node) || referenced_named(program, named, node).is_some() {
                continue;
            }
            let branches = name_branches(program, named, &mut taken, node, &name, &module);
            work.extend(branches);
            if !(struct_members(program, node).is_some()
                || union_branches(program, named, node).is_some()
                || string_enum(program, node).is_some()
                || is_type_union(program, node))
            {
                // An array of arrays, a map of arrays, ...: what the inner one holds.
                if depth < MAX_NESTING {
                    let inner = held_inline(program, node, &name);
                    candidates.extend(inner.into_iter().map(|(n, name)| (n, name, depth + 1)));
                }
                continue;
            }
            let name = free_name(&name, |n| !taken.contains(&(module.clone(), n.to_owned())));
            taken.insert((module.clone(), name.clone()));
            named.insert(
                node,
                Named {
                    node,
                    name,
                    module: module.clone(),
                },
            );
            work.push(node);
        }
    }
}

/// How many arrays and maps written inline inside each other are looked through for shapes
/// to name; a schema that nests deeper keeps `Object` and `Value` there.
const MAX_NESTING: u8 = 8;

/// The schemas inside array or map node `n` (named, or a member, `name`) that its Rust type
/// holds, each with the name it gets if it becomes a type: an array's (see [`array_items`]),
/// a map's values, `<name>Value`; for a union over JSON types, its object variant's shape,
/// `<name>Object`, its array variant's items, and its string variant's enum, `<name>String`.
fn held_inline(program: &Program, n: NodeId, name: &str) -> Vec<(NodeId, String)> {
    // A definition of objects or `null` is a union too (see `nullable_shape`), whose object
    // variant is its facet or the branch that admits objects.
    if is_type_union(program, n) || is_nullable_definition(program, n) {
        let mut held = Vec::new();
        let object = variant_source(program, n, bits::OBJECT);
        // A facet is named from its own node alone: a union that reaches another node's facet
        // (through a reference to a schema with no type, a remote document's root) would
        // otherwise be the only type of that node's objects, and each union reaching it a
        // copy of that node's union. A branch written inside the union is the union's own.
        let foreign_facet = super::facets::base_of(program, object)
            .is_some_and(|b| b != n && !only_choice(program, n).is_some_and(|bs| bs.contains(&b)));
        let typed = struct_members(program, object).is_some()
            || (object != n && choice_branches(program, object).is_some());
        if object != n && !foreign_facet && typed {
            held.push((object, joined(name, "Object")));
        }
        let array = variant_source(program, n, bits::ARRAY);
        held.extend(array_items(program, array, &joined(name, "Item")));
        // `anyOf: [{"enum": ["auto", "none"]}, {"type": "integer"}]`: the strings' enum.
        let string = variant_source(program, n, bits::STRING);
        if string != n && string_enum(program, string).is_some() {
            held.push((string, joined(name, "String")));
        }
        return held;
    }
    if admitted(&program.nodes[n]) == bits::ARRAY {
        return array_items(program, n, &joined(name, "Item"));
    }
    // Several value schemas name no shape: two shapes written inline are two types, and the
    // map then has no one value type.
    match map_values(program, n).as_deref() {
        Some(&[values]) => vec![(values, joined(name, "Value"))],
        _ => Vec::new(),
    }
}

/// The item schemas of an array member that its Rust type holds, each with the name it gets
/// if it becomes a type (`item` is `<Parent><Member>Item`): the items of a `Vec`; for an array
/// with a schema per position (see [`positions`]), each position's, `<item>0`, `<item>1`, ...,
/// and the items' after them, `<item>`.
fn array_items(program: &Program, member: NodeId, item: &str) -> Vec<(NodeId, String)> {
    if let Some(positions) = positions(program, member) {
        let mut items = numbered(&positions.prefix, item);
        items.extend(positions.rest.flatten().map(|rest| (rest, item.to_owned())));
        return items;
    }
    program.nodes[member]
        .rules
        .iter()
        .find_map(|r| match r {
            IrRule::Items { prefix: 0, schema } => Some(vec![(*schema, item.to_owned())]),
            _ => None,
        })
        .unwrap_or_default()
}

fn numbered(positions: &[NodeId], item: &str) -> Vec<(NodeId, String)> {
    positions
        .iter()
        .enumerate()
        .map(|(i, n)| (*n, joined(item, &i.to_string())))
        .collect()
}

/// Names the inline branches of `node`, when it is a `oneOf`/`anyOf` (besides at most a `type`)
/// whose every branch is an object shape of its own (declared members) or a named type: each
/// inline shape becomes a struct `<base><Branch>`, so that the union is an enum over structs.
/// A branch is named by its `title`, else by the string constant it pins a required member to
/// (a tag: `"denied"` gives `Denied`), else by its first required member, else by its place.
/// Returns the nodes named.
fn name_branches(
    program: &Program,
    named: &mut BTreeMap<NodeId, Named>,
    taken: &mut BTreeSet<(String, String)>,
    node: NodeId,
    base: &str,
    module: &str,
) -> Vec<NodeId> {
    let Some(branches) = choice_branches(program, node).filter(|bs| bs.len() >= 2) else {
        return Vec::new();
    };
    // A branch that leaves `type: object` to the union is a struct of its objects, its facet,
    // when the union admits nothing but objects (a union that admits others holds the branch's
    // other values too).
    let objects_only = admitted_deep(program, node) == bits::OBJECT;
    // A union that declares members beside its branches: each branch, written inline or
    // referred to, is a struct of the union's members and its own, its merged facet (the
    // union's `null`, if it admits one, is held outside).
    let merged = merged_branches(program, node).is_some();
    let shape = |b: NodeId| match program.facets.get(&b) {
        Some(&facet) if objects_only || merged => facet,
        _ => b,
    };
    let inline = |b: NodeId| {
        let fresh = match merged {
            true => !named.contains_key(&shape(b)),
            false => !named.contains_key(&b) && referenced_named(program, named, b).is_none(),
        };
        fresh && struct_members(program, shape(b)).is_some()
    };
    let all_typed = branches
        .iter()
        .all(|&b| inline(b) || referenced_named(program, named, b).is_some());
    if !all_typed {
        return Vec::new();
    }
    let inline: Vec<bool> = branches.iter().map(|&b| inline(b)).collect();
    let inherited: Vec<&String> = match merged {
        true => required_names(&program.nodes[node]),
        false => Vec::new(),
    };
    let mut out = Vec::new();
    for (index, &b) in branches.iter().enumerate() {
        if !inline[index] {
            continue;
        }
        let label = match referenced_named(program, named, b) {
            // The union's struct for a branch that refers to a type is named after it.
            Some(t) if merged => named[&t].name.clone(),
            _ => branch_name(program, b, index, &inherited),
        };
        let name = joined(base, &label);
        let name = free_name(&name, |n| {
            !taken.contains(&(module.to_owned(), n.to_owned()))
        });
        taken.insert((module.to_owned(), name.clone()));
        let b = shape(b);
        named.insert(
            b,
            Named {
                node: b,
                name,
                module: module.to_owned(),
            },
        );
        out.push(b);
    }
    out
}

/// What a union's inline object branch is called after its union's name; see [`name_branches`].
///
/// `inherited` are the names the union requires itself, when its branches' structs hold its
/// members too (see [`merged_branches`]): a branch pins such a member to a tag as well.
fn branch_name(program: &Program, b: NodeId, index: usize, inherited: &[&String]) -> String {
    let node = &program.nodes[b];
    if let Some(title) = node.schema.get("title").and_then(serde_json::Value::as_str) {
        return type_name(title);
    }
    let required = required_names(node);
    let pinned = node.rules.iter().find_map(|r| match r {
        IrRule::Properties(ps) => ps.iter().find_map(|(name, m)| {
            let constant = program.nodes[*m].rules.iter().find_map(|r| match r {
                IrRule::Const(serde_json::Value::String(c)) => Some(c.clone()),
                IrRule::Enum(vs) => match vs.as_slice() {
                    [serde_json::Value::String(c)] => Some(c.clone()),
                    _ => None,
                },
                _ => None,
            })?;
            (required.contains(&name) || inherited.contains(&name)).then_some(constant)
        }),
        _ => None,
    });
    match (pinned, required.first()) {
        (Some(constant), _) => type_name(&constant),
        (None, Some(first)) => type_name(first),
        (None, None) => format!("Variant{}", index + 1),
    }
}

/// The names a node's `required` lists.
fn required_names(node: &IrNode) -> Vec<&String> {
    node.rules
        .iter()
        .filter_map(|r| match r {
            IrRule::Required(names) => Some(names.iter()),
            _ => None,
        })
        .flatten()
        .collect()
}

pub use crate::names::{joined, type_name};

/// `name` if `is_free` says it is, else the first free of `name2`, `name3`, ... (type names).
pub(super) fn free_name(name: &str, is_free: impl Fn(&str) -> bool) -> String {
    crate::names::free_name(name, "", is_free)
}

/// The Rust field names of an object's members, in order: snake_case, raw identifiers for
/// keywords, `m_` before names that would start with a digit or be empty, and a numeric suffix
/// where two members would get the same name (or the name `extra`).
pub fn field_names(members: &[&str]) -> Vec<String> {
    let mut taken: BTreeSet<String> = BTreeSet::from(["extra".to_owned()]);
    members
        .iter()
        .map(|m| {
            let base: String = m
                .to_snake_case()
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let base = match base.chars().next() {
                None => "m".to_owned(),
                Some(c) if c.is_ascii_digit() => format!("m_{base}"),
                Some(_) => base,
            };
            let base = if base == "self" || base == "super" || base == "crate" || base == "Self" {
                format!("{base}_")
            } else {
                base
            };
            let mut name = base.clone();
            let mut n = 2;
            while !taken.insert(name.clone()) {
                name = format!("{}_{n}", base.trim_end_matches('_'));
                n += 1;
            }
            name
        })
        .collect()
}

pub(super) fn ident(name: &str) -> syn::Ident {
    if let Ok(ident) = syn::parse_str::<syn::Ident>(name) {
        return ident;
    }
    match name {
        // Keywords that cannot be raw identifiers.
        "self" | "Self" | "super" | "crate" | "_" | "" => {
            format_ident!("{}_", name.trim_matches('_'))
        }
        _ => syn::Ident::new_raw(name, proc_macro2::Span::call_site()),
    }
}

pub(super) fn node_ident(n: NodeId) -> syn::Ident {
    format_ident!("N{}", n)
}

/// Variant names for string values: UpperCamelCase, `V<index>` where that leaves nothing or
/// two values would share a name.
pub(super) fn variant_names(values: &[String]) -> Vec<String> {
    let names: Vec<String> = values.iter().map(|v| type_name(v)).collect();
    let distinct: BTreeSet<&String> = names.iter().collect();
    if distinct.len() == names.len() && !values.iter().any(|v| type_name(v) == "Unnamed") {
        names
    } else {
        (0..values.len()).map(|i| format!("V{i}")).collect()
    }
}
