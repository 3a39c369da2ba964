//! The configuration applied to the emitted types: each option's target found among
//! the named types and struct fields (an option that names nothing is an error), renames applied
//! with collisions refused, and each derive checked against what the members' types support.

use std::collections::{BTreeMap, BTreeSet};

use syn::{GenericArgument, PathArguments, Type};

use super::names::{field_names, Named};
use super::shape::{admitted_deep, bits, is_closed, string_enum, struct_members, union_branches};
use super::Ctx;
use crate::config::{Config, FieldOptions, Target, TypeOptions};
use crate::diagnostic::{pointer_join, pointer_unescape, Diagnostic};
use crate::ir::{NodeId, Program};

/// The options that apply, by node.
#[derive(Default)]
pub(super) struct Shaping<'c> {
    pub(super) types: BTreeMap<NodeId, &'c TypeOptions>,
    /// By owning struct node and JSON member name.
    pub(super) fields: BTreeMap<(NodeId, String), &'c FieldOptions>,
}

impl Shaping<'_> {
    /// The Rust field names of `owner`'s members (in order), renames applied.
    pub(super) fn field_names(&self, owner: NodeId, json_names: &[&str]) -> Vec<String> {
        let mut names = field_names(json_names);
        for (name, json) in names.iter_mut().zip(json_names) {
            if let Some(rename) = self
                .fields
                .get(&(owner, (*json).to_owned()))
                .and_then(|f| f.rename.as_ref())
            {
                *name = rename.clone();
            }
        }
        names
    }
}

/// Finds every option's target and applies the renames to `named`.
pub(super) fn configure<'c>(
    program: &Program,
    documents: &[usize],
    locations: &BTreeMap<(usize, String), NodeId>,
    named: &mut BTreeMap<NodeId, Named>,
    config: &'c Config,
) -> Result<Shaping<'c>, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let mut shaping = Shaping::default();
    let error = |key: &str, section: &str, reason: String| Diagnostic {
        file: config.file.clone(),
        pointer: pointer_join(&format!("/{section}"), key),
        keyword: String::new(),
        reason,
    };
    let node_at = |file: &str, pointer: &str| -> Option<NodeId> {
        let document = documents
            .iter()
            .copied()
            .find(|&d| crate::names::file_name(&program.documents[d].file) == file)?;
        locations.get(&(document, pointer.to_owned())).copied()
    };
    let by_rust = |named: &BTreeMap<NodeId, Named>, path: &str| -> Option<NodeId> {
        let (module, name) = path.split_once("::")?;
        named
            .values()
            .find(|n| n.module == module && n.name == name)
            .map(|n| n.node)
    };
    for (target, options) in &config.types {
        let node = match target {
            Target::Location { file, pointer } => node_at(file, pointer),
            Target::Rust(path) => by_rust(named, path),
        };
        match node.filter(|n| named.contains_key(n)) {
            Some(n) => {
                shaping.types.insert(n, options);
            }
            None => errors.push(error(
                &options.key,
                "types",
                "names no generated type: give `<module>::<Type>` or `<file>#<JSON pointer of the type's schema>`".into(),
            )),
        }
    }
    for (target, options) in &config.fields {
        let found = match target {
            Target::Location { file, pointer } => {
                pointer
                    .rsplit_once("/properties/")
                    .and_then(|(owner, member)| {
                        Some((node_at(file, owner)?, pointer_unescape(member)))
                    })
            }
            Target::Rust(path) => path.rsplit_once("::").and_then(|(owner, field)| {
                let owner = by_rust(named, owner)?;
                let members = struct_members(program, owner)?;
                let json: Vec<&str> = members.iter().map(|(j, _, _)| j.as_str()).collect();
                let rust = field_names(&json);
                let at = rust.iter().position(|r| r == field)?;
                Some((owner, json[at].to_owned()))
            }),
        };
        let member_of_struct = found.filter(|(owner, member)| {
            named.contains_key(owner)
                && struct_members(program, *owner)
                    .is_some_and(|m| m.iter().any(|(j, _, _)| j == member))
        });
        match member_of_struct {
            Some(key) => {
                shaping.fields.insert(key, options);
            }
            None => errors.push(error(
                &options.key,
                "fields",
                "names no field of a generated struct: give `<module>::<Type>::<field>` or `<file>#<pointer of the struct>/properties/<member>`".into(),
            )),
        }
    }
    // Renames, each checked against the names of its module.
    for (&node, options) in &shaping.types {
        let Some(rename) = &options.rename else {
            continue;
        };
        let module = named[&node].module.clone();
        if named
            .values()
            .any(|n| n.node != node && n.module == module && &n.name == rename)
        {
            errors.push(error(
                &options.key,
                "types",
                format!(
                    "rename: `{rename}` is already the name of another type of module `{module}`"
                ),
            ));
            continue;
        }
        if let Some(n) = named.get_mut(&node) {
            n.name = rename.clone();
        }
    }
    for (&(owner, _), options) in &shaping.fields {
        if options.rename.is_none() {
            continue;
        }
        let Some(members) = struct_members(program, owner) else {
            continue;
        };
        let json: Vec<&str> = members.iter().map(|(j, _, _)| j.as_str()).collect();
        let names = shaping.field_names(owner, &json);
        let unique: BTreeSet<&String> = names.iter().collect();
        if unique.len() != names.len() || names.iter().any(|n| n == "extra") {
            errors.push(error(
                &options.key,
                "fields",
                "rename: two fields of the struct would have the same name (or the name `extra`)"
                    .into(),
            ));
        }
    }
    if errors.is_empty() {
        Ok(shaping)
    } else {
        Err(errors)
    }
}

/// What a derive needs of every member's type.
impl Ctx<'_> {
    /// The derives node `n`'s type has: its kind's own and the configuration's.
    pub(super) fn derives_of(&self, n: NodeId) -> BTreeSet<String> {
        let mut derives: BTreeSet<String> = BTreeSet::new();
        if string_enum(self.program, n).is_some() {
            // Every one the configuration may add (see `types.rs`).
            derives.extend(crate::config::DERIVES.iter().map(|d| (*d).to_owned()));
        }
        if let Some(options) = self.shaping.types.get(&n) {
            if options.extern_type.is_some() {
                // The user's type: rustc checks what it derives.
                derives.extend(crate::config::DERIVES.iter().map(|d| (*d).to_owned()));
            }
            derives.extend(options.derive.iter().cloned());
        }
        derives
    }

    /// Each derive the configuration asks of `named` that one of its members' types lacks,
    /// as a diagnostic naming the member.
    pub(super) fn check_derives(&self, named: &Named, module: &str, file: &str) -> Vec<Diagnostic> {
        let Some(options) = self.shaping.types.get(&named.node) else {
            return Vec::new();
        };
        if options.derive.is_empty() || options.extern_type.is_some() {
            return Vec::new();
        }
        // (what the member is called, its Rust type)
        let mut members: Vec<(String, String)> = Vec::new();
        if let Some(list) = struct_members(self.program, named.node) {
            for (json, n, required) in list {
                let ty = self.value_type(n, module, Some(named.node)).to_string();
                let ty = if required {
                    ty
                } else {
                    format!("Option<{ty}>")
                };
                members.push((format!("member `{json}`"), ty));
            }
            // A closed object's struct has no `extra` (see `types.rs`).
            if !is_closed(self.program, named.node) {
                members.push((
                    "`extra` (the members the schema does not declare)".to_owned(),
                    "Object".to_owned(),
                ));
            }
        } else if string_enum(self.program, named.node).is_none() {
            // A union or a newtype: its variants' or inner types, as the declaration holds them.
            members.push((
                "its value".to_owned(),
                self.inner_types_text(named.node, module),
            ));
        }
        let mut errors = Vec::new();
        for derive in &options.derive {
            for (what, ty) in &members {
                if let Some(lacking) = self.lacks(ty, derive) {
                    errors.push(Diagnostic {
                        file: file.to_owned(),
                        pointer: self.program.nodes[named.node].pointer.clone(),
                        keyword: String::new(),
                        reason: format!(
                            "{}: derive `{derive}` (asked in {}): {what} is `{lacking}`, which has no `{derive}`",
                            named.name, self.config_file
                        ),
                    });
                }
            }
        }
        errors
    }

    /// The types a union or newtype declaration holds, as one tuple type's text: a union's
    /// branch types; a newtype's inner type; for an enum over JSON types, `Value`, which has
    /// the same derives as each of its variants' types.
    fn inner_types_text(&self, n: NodeId, module: &str) -> String {
        if let Some(branches) = union_branches(self.program, self.named, n) {
            let types: Vec<String> = branches
                .iter()
                .map(|b| self.value_type(*b, module, Some(n)).to_string())
                .collect();
            return format!("({},)", types.join(", "));
        }
        let admitted = admitted_deep(self.program, n);
        if admitted.count_ones() == 1 || admitted == bits::NUMBER | bits::INTEGER {
            format!("({},)", self.inline_type(n, module))
        } else {
            "(Value,)".to_owned()
        }
    }

    /// The part of the Rust type `text` that does not implement `derive`, if any.
    fn lacks(&self, text: &str, derive: &str) -> Option<String> {
        let ty: Type = syn::parse_str(text).ok()?;
        self.lacks_in(&ty, derive)
    }

    fn lacks_in(&self, ty: &Type, derive: &str) -> Option<String> {
        match ty {
            Type::Tuple(t) => t.elems.iter().find_map(|e| self.lacks_in(e, derive)),
            Type::Path(p) => {
                let last = p.path.segments.last()?;
                let args: Vec<&Type> = match &last.arguments {
                    PathArguments::AngleBracketed(a) => a
                        .args
                        .iter()
                        .filter_map(|g| match g {
                            GenericArgument::Type(t) => Some(t),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                let name = last.ident.to_string();
                let ordered = matches!(derive, "PartialOrd" | "Ord");
                let has = match name.as_str() {
                    "String" | "bool" => true,
                    "Option" | "Vec" | "Box" | "Prefixed" | "Partial" => {
                        return args.iter().find_map(|a| self.lacks_in(a, derive))
                    }
                    // Maps and JSON values compare for equality and hash, but have no order.
                    "IndexMap" => {
                        if derive == "Hash" || ordered {
                            false
                        } else {
                            return args.iter().find_map(|a| self.lacks_in(a, derive));
                        }
                    }
                    "Integer" | "Number" | "Value" | "Object" => !ordered,
                    "DateTime" | "Uuid" => true,
                    type_name => self
                        .named
                        .values()
                        .find(|n| n.name == type_name)
                        .is_none_or(|n| self.derives_of(n.node).contains(derive)),
                };
                (!has).then(|| quote::quote!(#ty).to_string().replace(' ', ""))
            }
            _ => None,
        }
    }
}
