//! Emits the declarations: per named node a struct, an enum or a newtype (or an alias), with its
//! docs, `new`, and one runtime macro line for its impls.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use serde_json::Value;

use super::facets::base_of;
use super::names::{ident, variant_names, Named};
use super::shape::*;
use super::{Ctx, SchemaSource};
use crate::config::FORMAT_TYPES;
use crate::ir::{IrRule, NodeId};
use crate::json_schema;
use crate::markdown::{code, doc_comment_lines, schema_prose};

impl Ctx<'_> {
    /// The Rust type of a member or item whose schema is node `n`, seen from `module`: the named
    /// type it refers to, or else what its own JSON types give.
    pub(super) fn value_type(&self, n: NodeId, module: &str, owner: Option<NodeId>) -> TokenStream {
        self.value_type_of(n, module, owner, false)
    }

    /// [`Self::value_type`], or with `null_held_outside` the type of a variant of a union that
    /// an `Option` holds (see [`nullable_shape`]): a named type is then held without the
    /// `Option` it has elsewhere for its `null`.
    fn value_type_of(
        &self,
        n: NodeId,
        module: &str,
        owner: Option<NodeId>,
        null_held_outside: bool,
    ) -> TokenStream {
        if let Some(t) = referenced_named(self.program, self.named, n) {
            let target = &self.named[&t];
            let name = ident(&target.name);
            let path = if target.module == module {
                quote!(#name)
            } else {
                let m = ident(&target.module);
                quote!(super::#m::#name)
            };
            let held = match owner {
                Some(o) if self.boxed.contains(&(o, n)) => quote!(::std::boxed::Box<#path>),
                _ => path,
            };
            // An inline object or string enum that may be `null` is that type or nothing.
            return if !null_held_outside && nullable_shape(self.program, self.named, t) {
                quote!(::std::option::Option<#held>)
            } else {
                held
            };
        }
        // A reference to a schema with no type of its own (one in another's `properties`)
        // holds what that schema does, as its own member does; a schema that refers back
        // to itself through such references is held as it was before the first.
        let target = through_bare_refs(self.program, n);
        if target != n && !self.following.borrow().contains(&target) {
            self.following.borrow_mut().push(target);
            let held = self.value_type_of(target, module, owner, null_held_outside);
            self.following.borrow_mut().pop();
            return held;
        }
        if let Some(inner) = nullable_of(self.program, n) {
            let inner = self.value_type(inner, module, owner);
            return quote!(::std::option::Option<#inner>);
        }
        self.inline_type(n, module)
    }

    /// The type of the variant holding the values of JSON type `bit` (string, array or
    /// object) of a union over JSON types: what the schema says of that type's values (the
    /// items of an array, the members of an object, a string's format), found on the node or
    /// in the one `anyOf`/`oneOf` branch that admits the type.
    fn variant_type(&self, n: NodeId, bit: u8, module: &str) -> TokenStream {
        let source = variant_source(self.program, n, bit);
        if source != n {
            if let Some(t) = referenced_named(self.program, self.named, source) {
                if admitted_deep(self.program, t) == bit {
                    let ty = self.value_type(source, module, None);
                    // A struct may hold this union by value: the variant holds it boxed.
                    return match bit {
                        bits::OBJECT => quote!((::std::boxed::Box<#ty>)),
                        _ => quote!((#ty)),
                    };
                }
            }
        }
        let ty = self.shape_type(source, bit, module);
        quote!((#ty))
    }

    /// The variants of a union over named types: each named after its type, except that a
    /// branch written inline (named `<Union><Branch>` by `names`) is the variant `<Branch>`,
    /// unless that would give two variants one name.
    fn choice_variants(&self, union: &Named, branches: &[NodeId]) -> Vec<syn::Ident> {
        let written_inline = |b: &NodeId| {
            self.program.nodes[union.node]
                .rules
                .iter()
                .any(|r| match r {
                    IrRule::OneOf(bs) | IrRule::AnyOf(bs) => bs
                        .iter()
                        .any(|x| x == b || self.program.facets.get(x) == Some(b)),
                    _ => false,
                })
        };
        let names: Vec<&str> = branches
            .iter()
            .map(|b| {
                let name = self.named[b].name.as_str();
                name.strip_prefix(union.name.as_str())
                    .filter(|rest| written_inline(b) && rest.starts_with(char::is_uppercase))
                    .unwrap_or(name)
            })
            .collect();
        let distinct: std::collections::BTreeSet<&&str> = names.iter().collect();
        if distinct.len() == names.len() {
            names.iter().map(|n| ident(n)).collect()
        } else {
            branches
                .iter()
                .map(|b| ident(&self.named[b].name))
                .collect()
        }
    }

    /// The Rust type that holds the values of node `n` by the JSON types it admits.
    pub(super) fn inline_type(&self, n: NodeId, module: &str) -> TokenStream {
        let rt = self.rt;
        let types = admitted_deep(self.program, n);
        if types & bits::NULL != 0 && types != bits::NULL && is_single(types & !bits::NULL) {
            let inner = self.shape_type(n, types & !bits::NULL, module);
            return quote!(::std::option::Option<#inner>);
        }
        if is_single(types) {
            return self.shape_type(n, types, module);
        }
        quote!(#rt::Value)
    }

    /// The Rust type of node `n`'s values of the one JSON type `types`.
    pub(super) fn shape_type(&self, n: NodeId, types: u8, module: &str) -> TokenStream {
        let rt = self.rt;
        let node = &self.program.nodes[n];
        match types {
            bits::STRING => {
                // A format the configuration holds in its runtime type (`formats`).
                let held = node.rules.iter().find_map(|r| match r {
                    IrRule::Format(f) if self.formats.contains(f) => FORMAT_TYPES
                        .iter()
                        .find(|(name, _)| name == f)
                        .map(|(_, ty)| ident(ty)),
                    _ => None,
                });
                match held {
                    Some(ty) => quote!(#rt::#ty),
                    None => quote!(::std::string::String),
                }
            }
            bits::INTEGER => quote!(#rt::Integer),
            // Numbers with a fractional part only (`"enum": [0.5, 1.5]`), or with integers.
            bits::NUMBER => quote!(#rt::Number),
            t if t == bits::NUMBER | bits::INTEGER => quote!(#rt::Number),
            bits::BOOLEAN => quote!(bool),
            bits::NULL => quote!(()),
            bits::OBJECT => match self.map_value_type(n, module) {
                Some(values) => {
                    quote!(#rt::runtime::typed::IndexMap<::std::string::String, #values>)
                }
                None => quote!(#rt::Object),
            },
            bits::ARRAY => {
                if let Some(positions) = positions(self.program, n) {
                    return self.positions_type(&positions, module);
                }
                let item = node.rules.iter().find_map(|r| match r {
                    IrRule::Items { prefix: 0, schema } => Some(*schema),
                    _ => None,
                });
                let has_prefix = node
                    .rules
                    .iter()
                    .any(|r| matches!(r, IrRule::PrefixItems(_)));
                match item {
                    Some(item) if !has_prefix => {
                        let item = self.value_type(item, module, None);
                        quote!(::std::vec::Vec<#item>)
                    }
                    _ => quote!(::std::vec::Vec<#rt::Value>),
                }
            }
            _ => quote!(#rt::Value),
        }
    }

    /// The Rust type of an array with a schema per position: a tuple of the positions always
    /// there, in a [`Partial`](wire_models::Partial) with `Option`s for the others when some
    /// may be absent, in a [`Prefixed`](wire_models::Prefixed) when other items may follow.
    fn positions_type(&self, positions: &Positions, module: &str) -> TokenStream {
        let rt = self.rt;
        let types: Vec<TokenStream> = positions
            .prefix
            .iter()
            .map(|&p| {
                // A position whose type holds this one is boxed (see `boxed_edges`).
                let field = held_named(self.program, self.named, p).map(|(f, _)| f);
                let owner = self.boxed.iter().find(|(_, f)| Some(*f) == field);
                let owner = owner.map(|(o, _)| *o);
                self.value_type(p, module, owner)
            })
            .collect();
        let (required, optional) = types.split_at(positions.required);
        let prefix = match optional {
            [] => tuple(required),
            _ => {
                let optional: Vec<TokenStream> = optional
                    .iter()
                    .map(|t| quote!(::std::option::Option<#t>))
                    .collect();
                let (required, optional) = (tuple(required), tuple(&optional));
                quote!(#rt::Partial<#required, #optional>)
            }
        };
        match positions.rest {
            None => prefix,
            Some(rest) => {
                let rest = match rest {
                    Some(rest) => self.value_type(rest, module, None),
                    None => quote!(#rt::Value),
                };
                quote!(#rt::Prefixed<#prefix, #rest>)
            }
        }
    }

    /// The type of the values of map node `n` (see [`map_values`]): the one every value schema
    /// has, when none of them is `true` (a map whose values may be anything is a free-form
    /// object, `Object`).
    fn map_value_type(&self, n: NodeId, module: &str) -> Option<TokenStream> {
        let values = map_values(self.program, n)?;
        if values
            .iter()
            .any(|&v| self.program.nodes[v].rules.is_empty())
        {
            return None;
        }
        let mut types = values.iter().map(|&v| self.value_type(v, module, None));
        let first = types.next()?;
        let shown = first.to_string();
        types.all(|t| t.to_string() == shown).then_some(first)
    }

    pub(super) fn doc_attrs(&self, text: &str) -> TokenStream {
        let lines = doc_comment_lines(text.trim_end());
        quote!(#(#[doc = #lines])*)
    }

    pub(super) fn type_docs(&self, named: &Named) -> TokenStream {
        let node = &self.program.nodes[named.node];
        let info = &self.program.documents[node.document];
        let title = node.schema.get("title").and_then(Value::as_str);
        let description = node.schema.get("description").and_then(Value::as_str);
        let mut text = schema_prose(title, description);
        let location = if node.pointer.is_empty() {
            "(the root)".to_owned()
        } else {
            code(&node.pointer)
        };
        text.push_str(&format!("Schema: {}, {location}.", code(info.source())));
        if let Some(union) = self.program.merged.get(&named.node) {
            let union = self
                .named
                .get(union)
                .map_or("the union", |u| u.name.as_str());
            text.push_str(&format!(
                " The values of [`{union}`] that match this branch, with the members of both."
            ));
        } else if let Some(base) =
            base_of(self.program, named.node).and_then(|b| self.named.get(&b))
        {
            text.push_str(&format!(
                " The objects of [`{}`], which admits other JSON types too.",
                base.name
            ));
        }
        self.doc_attrs(&text)
    }

    /// The items of type `named` in `module`; the Rust type of each of its fields goes into
    /// `page_types` by the member's JSON pointer (for the reference pages).
    pub(super) fn type_items(
        &self,
        named: &Named,
        module: &str,
        page_types: &mut std::collections::BTreeMap<String, String>,
    ) -> syn::Result<Vec<syn::Item>> {
        let rt = self.rt;
        let name = ident(&named.name);
        // The type's node: in the module's own `__rules`, or the index's for a type named
        // here whose schema is written in a document with no module (an official
        // meta-schema that a struct's `allOf` or `$ref` brings members from).
        let node_static = self.static_path(named.node, module);
        let mut docs = self.type_docs(named);
        let options = self.shaping.types.get(&named.node);
        if let Some(options) = options {
            for attribute in &options.attributes {
                let attribute: TokenStream = attribute.parse().map_err(|e| {
                    syn::Error::new(proc_macro2::Span::call_site(), format!("{attribute}: {e}"))
                })?;
                docs.extend(attribute);
            }
        }
        // Derives the configuration adds, after the ones each kind has.
        let extra: Vec<syn::Ident> = options
            .map(|o| o.derive.iter().map(|d| ident(d)).collect())
            .unwrap_or_default();
        if let Some(path) = options.and_then(|o| o.extern_type.as_ref()) {
            // The user's type replaces the declaration; the schema's rules still check it.
            let path: syn::Type = syn::parse_str(path)?;
            return syn::parse2::<syn::File>(quote! {
                #docs
                pub type #name = #path;
            })
            .map(|f| f.items);
        }
        let tokens = if let Some(target) = alias_target(self.program, self.named, named.node) {
            let path = self.value_type(target, module, None);
            // An alias has its target's impls, `JsonSchema` included.
            return syn::parse2::<syn::File>(quote! {
                #docs
                pub type #name = #path;
            })
            .map(|f| f.items);
        } else if let Some(values) = string_enum(self.program, named.node) {
            // A string enum derives every derive the configuration may add (ordered as the
            // schema lists the values): asking for one adds nothing.
            let variants: Vec<syn::Ident> =
                variant_names(&values).iter().map(|v| ident(v)).collect();
            let docs_v = values.iter().map(|v| {
                let shown = format!("`{}`", serde_json::Value::String(v.clone()));
                match value_description(self.program, named.node, v) {
                    Some(meaning) => self.doc_attrs(&format!("{shown}: {meaning}")),
                    None => self.doc_attrs(&shown),
                }
            });
            quote! {
                #docs
                #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
                pub enum #name { #(#docs_v #variants,)* }
                #rt::__wm_str_enum!(#name = #node_static; #(#variants = #values),*);
            }
        } else if let Some(members) = struct_members(self.program, named.node) {
            let json_names: Vec<&str> = members.iter().map(|(j, _, _)| j.as_str()).collect();
            let fields: Vec<syn::Ident> = self
                .shaping
                .field_names(named.node, &json_names)
                .iter()
                .map(|f| ident(f))
                .collect();
            let mut decls = Vec::new();
            let mut field_types = Vec::new();
            let mut params = Vec::new();
            let mut inits = Vec::new();
            let mut table = Vec::new();
            let mut constants = Vec::new();
            let mut fixed = Vec::new();
            for ((json, n, required), field) in members.iter().zip(&fields) {
                let json_lit = Literal::string(json);
                let member_static = self.static_path(*n, module);
                // A required member of one possible value has no field: it is checked when
                // read and written by itself (the runtime holds at most 64 per struct).
                if let Some(value) = constant_of(self.program, *n).filter(|_| *required) {
                    if constants.len() < 64 {
                        constants.push(quote!(const #json_lit = #member_static));
                        fixed.push(format!("{} is {}", code(json), code(&value.to_string())));
                        continue;
                    }
                }
                let ty = self.value_type(*n, module, Some(named.node));
                let member = &self.program.nodes[*n];
                let mut doc = schema_prose(
                    member.schema.get("title").and_then(Value::as_str),
                    member.schema.get("description").and_then(Value::as_str),
                );
                // `null` is the inner `None` of an optional member that may be `null`.
                let nullable = ty.to_string().starts_with(":: std :: option :: Option");
                doc.push_str(&format!(
                    "JSON member {}: {}.",
                    code(json),
                    match (*required, nullable) {
                        (true, false) => "required",
                        (true, true) => "required, and may be `null` (`None`)",
                        (false, false) => "optional (`None` when absent)",
                        (false, true) => "optional (`None` when absent, `Some(None)` when `null`)",
                    }
                ));
                let mut doc = self.doc_attrs(&doc);
                if let Some(f) = self.shaping.fields.get(&(named.node, json.clone())) {
                    for attribute in &f.attributes {
                        let attribute: TokenStream = attribute.parse().map_err(|e| {
                            syn::Error::new(
                                proc_macro2::Span::call_site(),
                                format!("{attribute}: {e}"),
                            )
                        })?;
                        doc.extend(attribute);
                    }
                }
                let field_type = if *required {
                    ty.clone()
                } else {
                    quote!(::std::option::Option<#ty>)
                };
                if member.document == self.program.nodes[named.node].document {
                    page_types.insert(member.pointer.clone(), field_type.to_string());
                }
                field_types.push(field_type);
                if *required {
                    decls.push(quote!(#doc pub #field: #ty,));
                    params.push(quote!(#field: #ty));
                    inits.push(quote!(#field,));
                    table.push(quote!(#field: #json_lit = #member_static));
                } else {
                    decls.push(quote!(#doc pub #field: ::std::option::Option<#ty>,));
                    inits.push(quote!(#field: ::std::option::Option::None,));
                    table.push(quote!(#field "?": #json_lit = #member_static));
                }
            }
            let constants = if constants.is_empty() {
                quote!()
            } else {
                quote!(; #(#constants),*)
            };
            if !fixed.is_empty() {
                docs.extend(self.doc_attrs(&format!(
                    "\nA member the schema fixes to one value has no field: it is checked when read and always written ({}).",
                    fixed.join(", ")
                )));
            }
            // `An` before a vowel (`An OpenaiMessage`); `U` mostly sounds like `you` (`A User`).
            let article = match named.name.chars().next() {
                Some('A' | 'E' | 'I' | 'O') => "An",
                _ => "A",
            };
            let new_doc = format!(
                " {article} `{}` from its required members; the optional ones start absent.",
                named.name
            );
            // A closed object (no member but the declared ones is valid) has nothing to keep
            // in `extra`: the struct has no such field, and the runtime macro is told so.
            let closed = is_closed(self.program, named.node);
            let (extra_decl, extra_init, closed_marker) = if closed {
                (quote!(), quote!(), quote!(, closed))
            } else {
                (
                    quote! {
                        /// Members the schema does not declare, kept with their values in the order read.
                        pub extra: #rt::Object,
                    },
                    quote!(extra: ::std::default::Default::default()),
                    quote!(),
                )
            };
            let complex = allow_complex(&field_types);
            quote! {
                #docs
                #[derive(Clone, Debug, PartialEq #(, #extra)*)]
                #complex
                pub struct #name {
                    #(#decls)*
                    #extra_decl
                }
                impl #name {
                    #[doc = #new_doc]
                    #[allow(clippy::too_many_arguments, clippy::new_without_default)]
                    #complex
                    pub fn new(#(#params),*) -> Self {
                        Self { #(#inits)* #extra_init }
                    }
                }
                #rt::__wm_object!(#name = #node_static #closed_marker; #(#table),* #constants);
            }
        } else if let Some(branches) = union_branches(self.program, self.named, named.node) {
            let variants = self.choice_variants(named, &branches);
            let null_held_outside = nullable_shape(self.program, self.named, named.node);
            let decls = branches.iter().zip(&variants).map(|(b, v)| {
                let ty = self.value_type_of(*b, module, Some(named.node), null_held_outside);
                let doc = format!(" A value of [`{}`].", self.named[b].name);
                quote!(#[doc = #doc] #v(#ty),)
            });
            // `union_branches` has a type for each branch `choice_branches` keeps, in order.
            let kept = choice_branches(self.program, named.node).unwrap_or_default();
            let positions = variant_positions(self.program, named.node, &kept);
            let table = branches
                .iter()
                .zip(&variants)
                .zip(positions)
                .map(|((b, v), at)| {
                    let ty = self.value_type_of(*b, module, None, null_held_outside);
                    let at = Literal::usize_unsuffixed(at);
                    quote!(#at => #v(#ty))
                });
            // A union with members beside its branches: each variant is read against its own
            // struct's node, which holds both.
            let merged = merged_branches(self.program, named.node)
                .is_some()
                .then(|| quote!(; merged));
            // Variants hold their structs as they are (boxing would be a second allocation
            // per value and a `Box` in every match), whatever their sizes.
            quote! {
                #docs
                #[derive(Clone, Debug, PartialEq #(, #extra)*)]
                #[allow(clippy::large_enum_variant)]
                pub enum #name { #(#decls)* }
                #rt::__wm_choice!(#name = #node_static; #(#table),* #merged);
            }
        } else {
            let admitted = admitted_deep(self.program, named.node);
            let variants: Vec<(&str, TokenStream)> = [
                (bits::NULL, "Null", quote!()),
                (bits::BOOLEAN, "Boolean", quote!((bool))),
                (bits::NUMBER, "Number", quote!((#rt::Number))),
                (bits::INTEGER, "Integer", quote!((#rt::Integer))),
                (
                    bits::STRING,
                    "String",
                    self.variant_type(named.node, bits::STRING, module),
                ),
                (
                    bits::ARRAY,
                    "Array",
                    self.variant_type(named.node, bits::ARRAY, module),
                ),
                (
                    bits::OBJECT,
                    "Object",
                    self.variant_type(named.node, bits::OBJECT, module),
                ),
            ]
            .into_iter()
            .filter(|(bit, name, _)| {
                admitted & bit != 0
                    // A number variant holds the integers too.
                    && !(*name == "Integer" && admitted & bits::NUMBER != 0)
            })
            .map(|(_, name, ty)| (name, ty))
            .collect();
            let single = admitted.count_ones() == 1 || admitted == bits::NUMBER | bits::INTEGER;
            // Every JSON type is a `Value`, unless the schema declares an object's members.
            let any = admitted == bits::ALL && !is_type_union(self.program, named.node);
            if single || variants.len() <= 1 || any {
                let inner = if any || admitted == 0 {
                    quote!(#rt::Value)
                } else {
                    self.inline_type(named.node, module)
                };
                let complex = allow_complex(std::slice::from_ref(&inner));
                quote! {
                    #docs
                    #[derive(Clone, Debug, PartialEq #(, #extra)*)]
                    #complex
                    pub struct #name(#inner);
                    #rt::__wm_newtype!(#name(#inner) = #node_static);
                }
            } else {
                let decls = variants.iter().map(|(v, ty)| {
                    let doc = format!(" A JSON {}.", v.to_lowercase());
                    let v = ident(v);
                    quote!(#[doc = #doc] #v #ty,)
                });
                let names = variants.iter().map(|(v, _)| ident(v));
                let types: Vec<TokenStream> = variants.iter().map(|(_, ty)| ty.clone()).collect();
                let complex = allow_complex(&types);
                // The object and array variants are read as they are read, against a node exact
                // for them, where one is known.
                let streamed = |bit: u8, kind: TokenStream| {
                    let node = (admitted & bit != 0)
                        .then(|| exact_variant_node(self.program, named.node, bit))
                        .flatten()
                        .and_then(|n| match base_of(self.program, n) {
                            // A facet that has no type of its own holds no variant: the
                            // union's objects are read against the union itself.
                            Some(base) if !self.named.contains_key(&n) => {
                                (base == named.node).then_some(base)
                            }
                            _ => Some(n),
                        });
                    match node {
                        Some(n) => {
                            let path = self.static_path(n, module);
                            quote!(; #kind = #path)
                        }
                        None => quote!(),
                    }
                };
                let object = streamed(bits::OBJECT, quote!(object));
                let array = streamed(bits::ARRAY, quote!(array));
                quote! {
                    #docs
                    #[derive(Clone, Debug, PartialEq #(, #extra)*)]
                    #complex
                    pub enum #name { #(#decls)* }
                    #rt::__wm_union!(#name = #node_static; #(#names),* #object #array);
                }
            }
        };
        let node = &self.program.nodes[named.node];
        let source = SchemaSource { ctx: self, module };
        let loc = (node.document, node.pointer.clone());
        let merged_into = self.program.merged.get(&named.node);
        let union = merged_into.and_then(|u| self.named.get(u));
        let facet_of = base_of(self.program, named.node).map(|b| self.named.get(&b));
        let schema = match (union, facet_of) {
            // A merged facet's values are its union's objects that pass its branch: its
            // schema refers to the union's type and writes the branch, which the union's
            // schema writes too (referring to this type from there would make a cycle). The
            // union may admit `null`, which its `Option` holds, not this struct.
            (Some(union), _) => {
                let branch = json_schema::source_schema(&source, &loc);
                let text = format!(r#"{{"type":"object","allOf":[{{}},{}]}}"#, branch.text);
                let mut refs = vec![("/allOf/0".to_owned(), union.path_from(module))];
                refs.extend(
                    branch
                        .refs
                        .into_iter()
                        .map(|(pointer, ty)| (format!("/allOf/1{pointer}"), ty)),
                );
                json_schema::TypeSchema { text, refs }
            }
            // A facet's values are its node's objects: its schema says so by referring to the
            // node's type rather than writing the node's schema out a second time.
            (None, Some(Some(base))) => json_schema::TypeSchema {
                text: r#"{"type":"object","allOf":[{}]}"#.to_owned(),
                refs: vec![("/allOf/0".to_owned(), base.path_from(module))],
            },
            // The facet of a schema with no type of its own (a union's branch): that schema,
            // of objects only.
            (None, Some(None)) => {
                let mut schema = json_schema::source_schema(&source, &loc);
                if let Ok(Value::Object(mut members)) = serde_json::from_str(&schema.text) {
                    members.insert("type".to_owned(), Value::String("object".to_owned()));
                    schema.text = Value::Object(members).to_string();
                }
                schema
            }
            _ => json_schema::source_schema(&source, &loc),
        };
        let json_schema = json_schema::impl_tokens(&rt.to_string(), &named.name, &schema);
        syn::parse2::<syn::File>(quote!(#tokens #json_schema)).map(|f| f.items)
    }
}

/// The tuple type of `types`, written as Rust writes it: `()`, `(A,)`, `(A, B)`.
fn tuple(types: &[TokenStream]) -> TokenStream {
    match types {
        [one] => quote!((#one,)),
        _ => quote!((#(#types),*)),
    }
}

/// `#[allow(clippy::type_complexity)]` when one of `types` is complex enough for that lint
/// (a member `Option<Prefixed<Partial<(), (Option<Integer>,)>, String>>`), which the user's
/// crate would otherwise get on code it cannot change; else nothing.
fn allow_complex(types: &[TokenStream]) -> TokenStream {
    let complex = types.iter().any(|ty| {
        syn::parse2::<syn::Type>(ty.clone()).is_ok_and(|ty| type_complexity(&ty, 1) > 250)
    });
    match complex {
        true => quote!(#[allow(clippy::type_complexity)]),
        false => quote!(),
    }
}

/// The score clippy's `type_complexity` gives `ty` at nesting `depth`, which the lint compares
/// with 250: each named type, tuple, array or slice counts ten times its depth, and what it
/// holds is one level deeper.
fn type_complexity(ty: &syn::Type, depth: u64) -> u64 {
    let inner = |ty: &syn::Type| type_complexity(ty, depth + 1);
    match ty {
        syn::Type::Path(p) => {
            let args = p.path.segments.iter().flat_map(|s| match &s.arguments {
                syn::PathArguments::AngleBracketed(a) => a.args.iter().collect(),
                _ => Vec::new(),
            });
            10 * depth
                + args
                    .filter_map(|a| match a {
                        syn::GenericArgument::Type(t) => Some(inner(t)),
                        _ => None,
                    })
                    .sum::<u64>()
        }
        syn::Type::Tuple(t) => 10 * depth + t.elems.iter().map(inner).sum::<u64>(),
        syn::Type::Array(a) => 10 * depth + inner(&a.elem),
        syn::Type::Slice(s) => 10 * depth + inner(&s.elem),
        syn::Type::Reference(r) => 1 + type_complexity(&r.elem, depth),
        syn::Type::Paren(p) => type_complexity(&p.elem, depth),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(ty: &str) -> u64 {
        type_complexity(&syn::parse_str(ty).expect("a type"), 1)
    }

    /// Clippy's rule: ten times the depth of each path or tuple, the outermost at depth 1.
    #[test]
    fn complexity_is_scored_as_clippy_scores_it() {
        // Option 10 + Vec 20 + String 30.
        assert_eq!(score("Option<Vec<String>>"), 60);
        // Vec 10, Partial 20, the two tuples 30 each, the Numbers 40 + 40 and 50, Option 40:
        // over the lint's 250, as clippy found on the golden `optional_positions`.
        let point = "Vec<Partial<(Number, Number), (Option<Number>,)>>";
        assert_eq!(score(point), 260);
        assert!(allow_complex(&[point.parse().unwrap()])
            .to_string()
            .contains("type_complexity"));
        assert!(allow_complex(&["Option<Vec<String>>".parse().unwrap()]).is_empty());
    }
}
