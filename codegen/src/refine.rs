//! Stage 5, refine: typify's items and the [`Model`] in, the final items out.
//!
//! typify keeps what it is good at: type and field names, enum variants with `Display` and
//! `FromStr`, constrained-string newtypes with checked `TryFrom`, and the `error` module. This
//! stage owns the serde behaviour. It removes typify's serde derives and attributes, gives every
//! field the type the model calls for, adds an `extra` map where the schema keeps unknown
//! members, and writes `Deserialize` and `Serialize` impls from the model:
//!
//! - objects read through member slots (`wire_models::runtime::de::Slots`):
//!   a match on the member name, a typed seed per member, duplicate and unknown members refused,
//!   required, nullable and conditional rules checked at the end of the object;
//! - `oneOf` reads members once, straight into the one branch that can still match, buffering only
//!   members that several open branches would read differently;
//! - every error records the rule it broke and its place in the document.
//!
//! One mechanism answers all four things serde's derive does poorly here (exact null/absent
//! rules, unknown members kept without `flatten`, `oneOf` without `untagged`, located errors).

use std::collections::BTreeMap;

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use serde_json::Value;
use syn::{Attribute, Fields, Ident, Item};

use crate::diagnostic::Diagnostic;
use crate::markdown::{code, doc_comment_lines, schema_prose};
use crate::model::*;

/// Refines typify's `file` for `model`.
pub fn refine(model: &Model, file: syn::File) -> Result<Vec<Item>, Diagnostic> {
    let error = |pointer: &str, reason: String| Diagnostic {
        file: model.file.clone(),
        pointer: pointer.to_owned(),
        keyword: String::new(),
        reason,
    };
    for t in &model.types {
        if model.get(&slots_name(&t.name)).is_some() || t.name == "error" {
            return Err(error(
                &t.pointer,
                format!(
                    "the type name `{}` clashes with a name the generated code uses",
                    t.name
                ),
            ));
        }
    }
    let mut by_name: BTreeMap<String, Item> = BTreeMap::new();
    let mut rest = Vec::new();
    for item in file.items {
        match &item {
            Item::Struct(s) => {
                by_name.insert(s.ident.to_string(), item);
            }
            Item::Enum(e) => {
                by_name.insert(e.ident.to_string(), item);
            }
            // typify's serde impls are replaced below.
            Item::Impl(i) if is_serde_impl(i) => {}
            Item::Mod(m) if m.ident == "error" => rest.push(document_error_module(m.clone())),
            _ => rest.push(item),
        }
    }
    let mut out = Vec::new();
    for t in &model.types {
        let Some(item) = by_name.remove(&t.name) else {
            return Err(error(
                &t.pointer,
                format!("typify produced no type named `{}`", t.name),
            ));
        };
        let generated = match (&t.kind, item) {
            (TypeKind::Struct(s), Item::Struct(item)) => refine_struct(model, t, s, item)
                .map_err(|(pointer, reason)| error(&pointer, reason))?,
            (TypeKind::StringEnum(values), Item::Enum(item)) => {
                refine_enum(t, values, item).map_err(|reason| error(&t.pointer, reason))?
            }
            (TypeKind::ConstrainedString(rules), Item::Struct(item)) => {
                refine_newtype(t, rules, item)
            }
            (TypeKind::Union(branches), Item::Enum(item)) => refine_union(model, t, branches, item)
                .map_err(|reason| error(&t.pointer, reason))?,
            _ => {
                return Err(error(
                    &t.pointer,
                    format!("typify produced `{}` in an unexpected form", t.name),
                ))
            }
        };
        let file: syn::File = syn::parse2(generated).map_err(|e| {
            error(
                &t.pointer,
                format!("the refined code for `{}` does not parse: {e}", t.name),
            )
        })?;
        out.extend(file.items);
    }
    if let Some(name) = by_name.keys().next() {
        return Err(error(
            "",
            format!("typify produced a type `{name}` the model does not know"),
        ));
    }
    out.extend(rest);
    Ok(out)
}

fn slots_name(type_name: &str) -> String {
    format!("{type_name}Slots")
}

fn is_serde_impl(item: &syn::ItemImpl) -> bool {
    item.trait_.as_ref().is_some_and(|(_, path, _)| {
        path.segments.iter().any(|s| s.ident == "serde")
            && path
                .segments
                .last()
                .is_some_and(|s| s.ident == "Deserialize" || s.ident == "Serialize")
    })
}

fn document_error_module(mut module: syn::ItemMod) -> Item {
    module.attrs.push(syn::parse_quote!(
        #[doc = " The error of the checked conversions (`TryFrom`, `FromStr`) of this module's types."]
    ));
    if let Some((_, items)) = &mut module.content {
        for item in items {
            if let Item::Struct(s) = item {
                s.attrs.push(syn::parse_quote!(
                    #[doc = " Why a value could not be converted: the constraint it breaks."]
                ));
            }
        }
    }
    Item::Mod(module)
}

/// typify's derives minus serde's, plus `PartialEq`; `Default` only when `keep_default` (for a
/// struct: when every member may be absent, so its default is the empty object).
fn derives(attrs: &[Attribute], keep_default: bool) -> TokenStream {
    let mut kept: Vec<(String, syn::Path)> = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        let _ = attr.parse_nested_meta(|meta| {
            let path = meta.path.clone();
            let name = quote!(#path).to_string().replace(' ', "");
            let dropped = name.contains("serde::") || (name == "Default" && !keep_default);
            if !dropped && !kept.iter().any(|(n, _)| *n == name) {
                kept.push((name, path));
            }
            Ok(())
        });
    }
    if !kept.iter().any(|(n, _)| n == "PartialEq") {
        kept.push(("PartialEq".into(), syn::parse_quote!(PartialEq)));
    }
    let paths = kept.iter().map(|(_, p)| p);
    quote!(#[derive(#(#paths),*)])
}

/// The derives of typify's enum or newtype (`Default` kept), taken off `attrs` with its serde
/// attributes and docs, which the refined item writes itself.
fn take_derives(attrs: &mut Vec<Attribute>) -> TokenStream {
    let derive = derives(attrs, true);
    attrs.retain(|a| {
        !a.path().is_ident("derive") && !a.path().is_ident("serde") && !a.path().is_ident("doc")
    });
    derive
}

/// The JSON name typify's field or variant stands for: its `serde(rename)`, else its name.
fn json_name(attrs: &[Attribute], ident: &Ident) -> String {
    let mut name = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("rename") {
                let value: syn::LitStr = meta.value()?.parse()?;
                name = Some(value.value());
            } else if meta.input.peek(syn::Token![=]) {
                let _: syn::Expr = meta.value()?.parse()?;
            } else if meta.input.peek(syn::token::Paren) {
                let _content;
                syn::parenthesized!(_content in meta.input);
            }
            Ok(())
        });
    }
    name.unwrap_or_else(|| ident.to_string().trim_start_matches("r#").to_owned())
}

fn doc_lines(text: &str) -> TokenStream {
    let lines = doc_comment_lines(text);
    quote!(#(#[doc = #lines])*)
}

/// [`type_doc_plain`] and where the schema defines the type.
fn type_doc(model: &Model, t: &NamedType, summary: &str) -> TokenStream {
    let pointer = if t.pointer.is_empty() {
        "(the root)".to_owned()
    } else {
        code(&t.pointer)
    };
    let summary = format!("{summary}\n\nSchema: {}, {pointer}.", code(&model.file));
    type_doc_plain(t, &summary)
}

/// The Rust type of a value of `shape`.
fn rust_type(shape: &Shape) -> TokenStream {
    match shape {
        Shape::Any | Shape::Const(_) => quote!(::serde_json::Value),
        Shape::Str => quote!(::std::string::String),
        Shape::DateTime => quote!(crate::DateTime),
        Shape::Int => quote!(crate::Integer),
        Shape::Num => quote!(::serde_json::Number),
        Shape::Bool => quote!(bool),
        Shape::Array(s) => {
            let inner = rust_type(s);
            quote!(::std::vec::Vec<#inner>)
        }
        Shape::FreeObject => quote!(crate::Object),
        Shape::Map(s) => {
            let inner = rust_type(s);
            quote!(::indexmap::IndexMap<::std::string::String, #inner>)
        }
        Shape::Named(n) => {
            let ident = format_ident!("{}", n);
            quote!(#ident)
        }
        Shape::Nullable(s) => {
            let inner = rust_type(s);
            quote!(::std::option::Option<#inner>)
        }
    }
}

/// The seed that reads a value of `shape` (see `wire_models::runtime::de`).
fn seed(shape: &Shape) -> TokenStream {
    let de = quote!(crate::runtime::de);
    match shape {
        Shape::Any => quote!(#de::AnyValue),
        Shape::Str => quote!(#de::Str),
        Shape::DateTime => quote!(#de::DateTimeText),
        Shape::Int => quote!(#de::Int),
        Shape::Num => quote!(#de::Num),
        Shape::Bool => quote!(#de::Bool),
        Shape::Const(Value::String(s)) => quote!(#de::ConstStr(#s)),
        Shape::Const(v) => {
            let text = v.to_string();
            quote!(#de::ConstJson(#text))
        }
        Shape::Array(s) => {
            let inner = seed(s);
            quote!(#de::Seq(#inner))
        }
        Shape::FreeObject => quote!(#de::FreeObject),
        Shape::Map(s) => {
            let inner = seed(s);
            quote!(#de::MapOf(#inner))
        }
        Shape::Named(n) => {
            let ident = format_ident!("{}", n);
            quote!(#de::Named::<#ident>::new())
        }
        Shape::Nullable(s) => {
            let inner = seed(s);
            quote!(#de::Nullable(#inner))
        }
    }
}

/// Where a description goes: an error message (plain text) or rustdoc (Markdown, where values
/// and patterns are code spans so that nothing in them becomes markup).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Words {
    Plain,
    Markdown,
}

impl Words {
    /// A value or pattern, written as given.
    fn literal(self, text: &str) -> String {
        match self {
            Words::Plain => text.to_owned(),
            Words::Markdown => code(text),
        }
    }
}

/// String values as JSON, `"a", "b"`.
fn value_list(values: &[String], words: Words) -> String {
    values
        .iter()
        .map(|v| words.literal(&format!("{v:?}")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A shape in words, naming what a named type is rather than only its name.
fn describe(model: &Model, shape: &Shape, words: Words) -> String {
    match shape {
        Shape::Named(n) => match model.get(n).map(|t| &t.kind) {
            Some(TypeKind::StringEnum(values)) => format!("one of {}", value_list(values, words)),
            Some(TypeKind::ConstrainedString(rules)) => describe_rules(rules, words),
            Some(TypeKind::Union(branches)) => format!("an object: {}", branches.join(" or ")),
            _ => format!("a {n} object"),
        },
        Shape::Array(inner) => format!("an array of {}", describe(model, inner, words)),
        Shape::Map(inner) => format!(
            "an object whose members are each {}",
            describe(model, inner, words)
        ),
        Shape::Nullable(inner) => format!("{} or null", describe(model, inner, words)),
        Shape::Str => "a string".into(),
        Shape::Int => "an integer".into(),
        Shape::Num => "a number".into(),
        Shape::Bool => "a boolean".into(),
        Shape::FreeObject => "an object".into(),
        Shape::DateTime => "an RFC 3339 date-time string".into(),
        Shape::Const(v) => format!("the constant {}", words.literal(&v.to_string())),
        Shape::Any => "any JSON value".into(),
    }
}

/// How a declared member is held in the struct.
enum Holding {
    /// A constant: no field; written by `Serialize`.
    Const,
    /// Always present: the field has the value's type (`Option` when null is allowed).
    Required,
    /// May be absent and is an `Option`; `flatten` when the shape is nullable too.
    Optional { flatten: bool },
    /// May be absent, and absent reads as empty (arrays, maps).
    EmptyIfAbsent,
}

fn holding(field: &Field) -> Holding {
    match (&field.shape, field.required) {
        (Shape::Const(_), _) => Holding::Const,
        (_, true) => Holding::Required,
        (s, false) if s.empty_means_absent() => Holding::EmptyIfAbsent,
        (Shape::Nullable(_), false) => Holding::Optional { flatten: true },
        (_, false) => Holding::Optional { flatten: false },
    }
}

fn field_type(field: &Field) -> TokenStream {
    match (holding(field), &field.shape) {
        (Holding::Optional { flatten: true }, Shape::Nullable(inner)) => {
            let inner = rust_type(inner);
            quote!(::std::option::Option<#inner>)
        }
        (Holding::Optional { .. }, s) => {
            let t = rust_type(s);
            quote!(::std::option::Option<#t>)
        }
        (_, s) => rust_type(s),
    }
}

fn field_doc(model: &Model, field: &Field) -> TokenStream {
    let mut text = schema_prose(field.title.as_deref(), field.description.as_deref());
    let presence = match holding(field) {
        Holding::Required | Holding::Const => "required",
        Holding::Optional { .. } => "optional (`None` when absent)",
        Holding::EmptyIfAbsent => "optional (empty when absent)",
    };
    text.push_str(&format!(
        "JSON member {}: {presence}; {}.",
        code(&field.json_name),
        describe(model, &field.shape, Words::Markdown)
    ));
    if let Some(d) = &field.default {
        text.push_str(&format!(" Default when absent: {}.", code(&d.to_string())));
    }
    doc_lines(&text)
}

/// A Rust expression for "the `if` of `c` holds", over the struct (`subject` = `self`) or over
/// the slots (`subject` = `self` with `Option` fields).
fn condition(
    s: &Struct,
    c: &Conditional,
    idents: &BTreeMap<String, Ident>,
    over_slots: bool,
) -> TokenStream {
    let field = s
        .fields
        .iter()
        .find(|f| f.json_name == c.discriminator)
        .expect("lower checked the discriminator is a field");
    let ident = &idents[&c.discriminator];
    let test = match &field.shape {
        Shape::Named(enum_name) => {
            let enum_ident = format_ident!("{}", enum_name);
            let variants: Vec<TokenStream> = c
                .values
                .iter()
                .map(|v| {
                    let variant = enum_variant_ident(v);
                    quote!(#enum_ident::#variant)
                })
                .collect();
            quote!(matches!(value, #(#variants)|*))
        }
        _ => {
            let values = &c.values;
            quote!(matches!(value.as_str(), #(#values)|*))
        }
    };
    let when_absent = !c.requires_discriminator;
    let optional = over_slots || !field.required;
    if optional {
        quote!(match &self.#ident { ::std::option::Option::Some(value) => #test, ::std::option::Option::None => #when_absent })
    } else {
        quote!({ let value = &self.#ident; #test })
    }
}

/// typify's variant naming for string enum values: PascalCase (`lower` refuses values whose
/// name would not be a distinct Rust name), which `refine_enum` checks against typify's output.
fn enum_variant_ident(value: &str) -> Ident {
    use heck::ToUpperCamelCase;
    format_ident!("{}", value.to_upper_camel_case())
}

fn refine_struct(
    model: &Model,
    t: &NamedType,
    s: &Struct,
    item: syn::ItemStruct,
) -> Result<TokenStream, (String, String)> {
    let name = &item.ident;
    let slots = format_ident!("{}", slots_name(&t.name));
    let all_optional = s.fields.iter().all(|f| !f.required);
    let derive = derives(&item.attrs, all_optional);
    let Fields::Named(typify_fields) = &item.fields else {
        return Err((
            t.pointer.clone(),
            format!("typify made `{}` a struct without named fields", t.name),
        ));
    };
    let mut idents: BTreeMap<String, Ident> = BTreeMap::new();
    for f in &typify_fields.named {
        let ident = f.ident.clone().expect("named field");
        idents.insert(json_name(&f.attrs, &ident), ident);
    }
    let mut seen_idents = BTreeMap::new();
    for f in &s.fields {
        let Some(ident) = idents.get(&f.json_name) else {
            return Err((
                f.pointer.clone(),
                format!("typify produced no field for the member {:?}", f.json_name),
            ));
        };
        if let Some(other) = seen_idents.insert(ident.to_string(), &f.json_name) {
            return Err((
                f.pointer.clone(),
                format!(
                    "the members {other:?} and {:?} both become the Rust field `{ident}`",
                    f.json_name
                ),
            ));
        }
    }
    let extra_ident = format_ident!("extra");
    if s.fields.iter().any(|f| idents[&f.json_name] == extra_ident)
        && !matches!(s.extra, Extra::Refuse)
    {
        return Err((
            t.pointer.clone(),
            "a member named \"extra\" clashes with the field that keeps unknown members".into(),
        ));
    }
    let extra_type = match &s.extra {
        Extra::Refuse => None,
        Extra::Keep => Some(quote!(crate::Object)),
        Extra::Typed(shape) => {
            let t = rust_type(shape);
            Some(quote!(::indexmap::IndexMap<::std::string::String, #t>))
        }
    };

    // The struct.
    let mut struct_fields = Vec::new();
    for f in &s.fields {
        if let Holding::Const = holding(f) {
            continue;
        }
        let ident = &idents[&f.json_name];
        let ty = field_type(f);
        let doc = field_doc(model, f);
        struct_fields.push(quote!(#doc pub #ident: #ty,));
    }
    if let Some(ty) = &extra_type {
        let doc = match s.extra {
            Extra::Keep => " Members the schema does not declare, kept with their values in the order read.",
            _ => " Members the schema does not declare, each valid against `additionalProperties`, in the order read.",
        };
        struct_fields.push(quote!(#[doc = #doc] pub extra: #ty,));
    }
    let constants: Vec<String> = s
        .fields
        .iter()
        .filter_map(|f| match &f.shape {
            Shape::Const(v) => Some(format!(
                "{} is always {}",
                code(&f.json_name),
                code(&v.to_string())
            )),
            _ => None,
        })
        .collect();
    let mut summary = String::from("A JSON object.");
    if !constants.is_empty() {
        summary.push_str(&format!(
            " Its constant members are not fields: reading checks them and writing adds them ({}).",
            constants.join(", ")
        ));
    }
    summary.push_str(match s.extra {
        Extra::Refuse => " Members the schema does not declare are refused.",
        _ => " Members the schema does not declare are kept in `extra`.",
    });
    for c in &s.conditionals {
        summary.push_str(&format!("\n\n{}", describe_conditional(c)));
    }
    let doc = type_doc(model, t, &summary);

    // The slots, one per declared member, `Option` so that presence is known.
    let mut slot_fields = Vec::new();
    let mut accept_arms = Vec::new();
    let mut finish_lets = Vec::new();
    let mut build = Vec::new();
    for f in &s.fields {
        let ident = &idents[&f.json_name];
        let key = &f.json_name;
        let seed = seed(&f.shape);
        let what = describe(model, &f.shape, Words::Plain);
        match holding(f) {
            Holding::Const => {
                slot_fields.push(quote!(#ident: ::std::option::Option<()>,));
                accept_arms.push(
                    quote!(#key => crate::runtime::de::put(&mut self.#ident, #key, #seed, value),),
                );
                if f.required {
                    finish_lets.push(quote!(if self.#ident.is_none() { return Err(crate::runtime::de::missing(#key, #what)); }));
                }
            }
            holding => {
                let ty = rust_type(&f.shape);
                slot_fields.push(quote!(#ident: ::std::option::Option<#ty>,));
                accept_arms.push(
                    quote!(#key => crate::runtime::de::put(&mut self.#ident, #key, #seed, value),),
                );
                let value = match holding {
                    Holding::Required => {
                        finish_lets.push(quote!(let #ident = match self.#ident.take() {
                            ::std::option::Option::Some(v) => v,
                            ::std::option::Option::None => return Err(crate::runtime::de::missing(#key, #what)),
                        };));
                        quote!()
                    }
                    Holding::Optional { flatten: true } => quote!(self.#ident.take().flatten()),
                    Holding::Optional { flatten: false } => quote!(self.#ident.take()),
                    Holding::EmptyIfAbsent => quote!(self.#ident.take().unwrap_or_default()),
                    Holding::Const => unreachable!(),
                };
                // A required member is already a local of the same name.
                if value.is_empty() {
                    build.push(quote!(#ident,));
                } else {
                    build.push(quote!(#ident: #value,));
                }
            }
        }
    }
    // The conditions are evaluated over the slots before `finish_lets` moves required members
    // out of them, and checked after, so a missing required member is reported first.
    let mut condition_lets = Vec::new();
    let mut conditional_checks = Vec::new();
    for (i, c) in s.conditionals.iter().enumerate() {
        let holds_ident = format_ident!("condition{}", i);
        let holds_expr = condition(s, c, &idents, true);
        condition_lets.push(quote!(let #holds_ident = #holds_expr;));
        let holds = quote!(#holds_ident);
        let check = |members: &[String], negate: bool| -> Vec<TokenStream> {
            members
                .iter()
                // A member required anyway was checked by `finish_lets`.
                .filter(|m| !s.fields.iter().any(|f| &f.json_name == *m && f.required))
                .map(|m| {
                    let ident = &idents[m];
                    let message = format!("{}, so {m:?} is required", describe_if(c, negate, Words::Plain));
                    quote!(if self.#ident.is_none() {
                        return Err(crate::runtime::trail::at_key(#m, crate::runtime::trail::fail(crate::ErrorKind::Conditional, #message)));
                    })
                })
                .collect()
        };
        let then_checks = check(&c.then_required, false);
        let else_checks = check(&c.else_required, true);
        conditional_checks.push(if else_checks.is_empty() {
            quote!(if #holds { #(#then_checks)* })
        } else {
            quote!(if #holds { #(#then_checks)* } else { #(#else_checks)* })
        });
    }
    let extra_arm = match &s.extra {
        Extra::Refuse => {
            quote!(_ => Err(crate::runtime::de::unknown(&key, <Self as crate::runtime::de::ObjectShape>::MEMBERS)),)
        }
        Extra::Keep => quote!(_ => {
            let member = crate::runtime::de::AnyValue.deserialize(value).map_err(|e| crate::runtime::trail::at_key(&key, e))?;
            crate::runtime::de::put_extra(&mut self.extra, key, member)
        }),
        Extra::Typed(shape) => {
            let seed = seed(shape);
            quote!(_ => {
                if self.extra.contains_key(key.as_ref()) {
                    return Err(crate::runtime::de::duplicate(&key));
                }
                let member = #seed.deserialize(value).map_err(|e| crate::runtime::trail::at_key(&key, e))?;
                self.extra.insert(key.into_owned(), member);
                Ok(())
            })
        }
    };
    if extra_type.is_some() {
        slot_fields.push(quote!(extra: #extra_type,));
        build.push(quote!(extra: self.extra,));
    }
    let declared: Vec<&String> = s.fields.iter().map(|f| &f.json_name).collect();
    let members = if declared.is_empty() {
        "none".to_owned()
    } else {
        declared
            .iter()
            .map(|d| format!("{d:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let declares = if declared.is_empty() {
        quote!(false)
    } else {
        quote!(matches!(key, #(#declared)|*))
    };
    let closed = matches!(s.extra, Extra::Refuse);
    let expecting = format!("an object ({})", t.name);

    // Serialize.
    let mut entries = Vec::new();
    for f in &s.fields {
        let key = &f.json_name;
        let ident = &idents[&f.json_name];
        let required_when: Vec<TokenStream> = s
            .conditionals
            .iter()
            .flat_map(|c| {
                let holds = condition(s, c, &idents, false);
                let then = c.then_required.contains(key).then(|| holds.clone());
                let otherwise = c.else_required.contains(key).then(|| quote!(!(#holds)));
                then.into_iter().chain(otherwise)
            })
            .collect();
        match holding(f) {
            Holding::Const => {
                let Shape::Const(v) = &f.shape else {
                    unreachable!()
                };
                let value = const_tokens(v);
                entries.push(quote!(map.serialize_entry(#key, #value)?;));
            }
            Holding::Required => {
                let v = quote!(&self.#ident);
                entries.push(quote!(map.serialize_entry(#key, #v)?;));
            }
            Holding::Optional { .. } => {
                let v = quote!(value);
                let when_none = if required_when.is_empty() {
                    quote!()
                } else if f.shape.is_nullable() {
                    quote!(else if #(#required_when)||* { map.serialize_entry(#key, &())?; })
                } else {
                    let message = format!(
                        "{}: the member {key:?} is required here (see the type's docs) but is None",
                        t.name
                    );
                    quote!(else if #(#required_when)||* { return Err(<S::Error as ::serde::ser::Error>::custom(#message)); })
                };
                entries.push(quote!(if let ::std::option::Option::Some(value) = &self.#ident { map.serialize_entry(#key, #v)?; } #when_none));
            }
            Holding::EmptyIfAbsent => {
                let v = quote!(&self.#ident);
                let also = if required_when.is_empty() {
                    quote!()
                } else {
                    quote!(|| #(#required_when)||*)
                };
                entries.push(
                    quote!(if !self.#ident.is_empty() #also { map.serialize_entry(#key, #v)?; }),
                );
            }
        }
    }
    if extra_type.is_some() {
        let message = format!(
            "{}: `extra` holds the member {{:?}}, which the schema declares: set the field instead",
            t.name
        );
        entries.push(quote!(for (key, value) in &self.extra {
            if <#slots as crate::runtime::de::ObjectShape>::declares(key) {
                return Err(<S::Error as ::serde::ser::Error>::custom(format_args!(#message, key)));
            }
            map.serialize_entry(key, value)?;
        }));
    }
    let slots_doc = format!(" The members of a `{}` being read.", t.name);

    // A constructor from the required members; the optional ones start absent.
    let mut params = Vec::new();
    let mut inits = Vec::new();
    for f in &s.fields {
        let ident = &idents[&f.json_name];
        match holding(f) {
            Holding::Const => {}
            Holding::Required => {
                let ty = field_type(f);
                params.push(quote!(#ident: #ty));
                inits.push(quote!(#ident,));
            }
            Holding::Optional { .. } => inits.push(quote!(#ident: ::std::option::Option::None,)),
            Holding::EmptyIfAbsent => {
                inits.push(quote!(#ident: ::std::default::Default::default(),))
            }
        }
    }
    if extra_type.is_some() {
        inits.push(quote!(extra: ::std::default::Default::default(),));
    }
    let new_doc = if params.is_empty() {
        format!(
            " A `{}` with every optional member absent{}.",
            t.name,
            if constants.is_empty() {
                ""
            } else {
                " (constant members are written automatically)"
            }
        )
    } else {
        format!(" A `{}` from its required members; the optional ones start absent{}. Set them on the value afterwards.", t.name, if constants.is_empty() { "" } else { ", and constant members are written automatically" })
    };

    Ok(quote! {
        #doc
        #derive
        pub struct #name { #(#struct_fields)* }

        impl #name {
            #[doc = #new_doc]
            #[allow(clippy::too_many_arguments, clippy::new_without_default)]
            pub fn new(#(#params),*) -> Self {
                Self { #(#inits)* }
            }
        }

        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                let _depth = crate::runtime::trail::enter();
                crate::runtime::de::object::<#slots, D>(deserializer)
            }
        }

        #[doc = #slots_doc]
        #[derive(Default)]
        struct #slots { #(#slot_fields)* }

        impl crate::runtime::de::ObjectShape for #slots {
            const EXPECTING: &'static str = #expecting;
            const CLOSED: bool = #closed;
            const MEMBERS: &'static str = #members;

            fn declares(key: &str) -> bool {
                #declares
            }
        }

        impl<'de> crate::runtime::de::Slots<'de> for #slots {
            type Value = #name;

            fn accept<D: ::serde::Deserializer<'de>>(&mut self, key: ::std::borrow::Cow<'de, str>, value: D) -> ::std::result::Result<(), D::Error> {
                #[allow(unused_imports)]
                use ::serde::de::DeserializeSeed as _;
                match key.as_ref() {
                    #(#accept_arms)*
                    #extra_arm
                }
            }

            #[allow(unused_mut)]
            fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<#name, E> {
                #(#condition_lets)*
                #(#finish_lets)*
                #(#conditional_checks)*
                Ok(#name { #(#build)* })
            }
        }

        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                use ::serde::ser::SerializeMap as _;
                let mut map = serializer.serialize_map(::std::option::Option::None)?;
                #(#entries)*
                map.end()
            }
        }
    })
}

fn const_tokens(v: &Value) -> TokenStream {
    match v {
        Value::String(s) => quote!(#s),
        Value::Bool(b) => quote!(&#b),
        Value::Null => quote!(&()),
        Value::Number(n) if n.is_i64() => {
            let n = n.as_i64().unwrap_or_default();
            quote!(&#n)
        }
        Value::Number(n) if n.is_u64() => {
            let n = n.as_u64().unwrap_or_default();
            quote!(&#n)
        }
        other => {
            let text = other.to_string();
            quote!(&::serde_json::from_str::<::serde_json::Value>(#text).map_err(<S::Error as ::serde::ser::Error>::custom)?)
        }
    }
}

/// What the `if` asks of the discriminator's value: `"tool"`, or one of several.
fn if_values(c: &Conditional, words: Words) -> String {
    let values = value_list(&c.values, words);
    if c.values.len() == 1 {
        values
    } else {
        format!("one of {values}")
    }
}

fn describe_if(c: &Conditional, negate: bool, words: Words) -> String {
    let values = if_values(c, words);
    if negate {
        format!("{:?} is present and not {values}", c.discriminator)
    } else {
        format!("{:?} is {values}", c.discriminator)
    }
}

fn describe_conditional(c: &Conditional) -> String {
    let list = |m: &[String]| m.iter().map(|x| code(x)).collect::<Vec<_>>().join(" and ");
    let mut text = String::new();
    if !c.then_required.is_empty() {
        text.push_str(&format!(
            "When {} is {}: {} must be present (checked when reading and when writing).",
            code(&c.discriminator),
            if_values(c, Words::Markdown),
            list(&c.then_required)
        ));
    }
    if !c.else_required.is_empty() {
        text.push_str(&format!(
            " Otherwise: {} must be present.",
            list(&c.else_required)
        ));
    }
    text
}

fn refine_enum(
    t: &NamedType,
    values: &[String],
    mut item: syn::ItemEnum,
) -> Result<TokenStream, String> {
    let derive = take_derives(&mut item.attrs);
    let mut variants = Vec::new();
    for v in &mut item.variants {
        let value = json_name(&v.attrs, &v.ident);
        if enum_variant_ident(&value) != v.ident {
            return Err(format!(
                "typify named the variant for {value:?} `{}`, not the expected `{}`",
                v.ident,
                enum_variant_ident(&value)
            ));
        }
        v.attrs.retain(|a| !a.path().is_ident("serde"));
        let doc = format!(" {}", Words::Markdown.literal(&format!("{value:?}")));
        v.attrs.push(syn::parse_quote!(#[doc = #doc]));
        variants.push((v.ident.clone(), value));
    }
    if variants.len() != values.len() {
        return Err("typify's variants differ from the enum's values".into());
    }
    let name = &item.ident;
    let doc = type_doc_plain(
        t,
        &format!("A string, one of: {}.", value_list(values, Words::Markdown)),
    );
    let expected = format!(
        "expected one of {}, found ",
        value_list(values, Words::Plain)
    );
    let read_arms = variants
        .iter()
        .map(|(ident, value)| quote!(#value => Ok(Self::#ident),));
    let write_arms = variants
        .iter()
        .map(|(ident, value)| quote!(Self::#ident => #value,));
    let variants_tokens = &item.variants;
    let vis = &item.vis;
    Ok(quote! {
        #doc
        #derive
        #vis enum #name { #variants_tokens }

        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                use ::serde::de::DeserializeSeed as _;
                let _depth = crate::runtime::trail::enter();
                let text = crate::runtime::de::Text.deserialize(deserializer)?;
                match text.as_ref() {
                    #(#read_arms)*
                    other => Err(crate::runtime::trail::fail(crate::ErrorKind::Constraint, format_args!("{}{}", #expected, crate::runtime::de::brief_str(other)))),
                }
            }
        }

        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.serialize_str(match self { #(#write_arms)* })
            }
        }
    })
}

fn type_doc_plain(t: &NamedType, summary: &str) -> TokenStream {
    let mut text = schema_prose(t.title.as_deref(), t.description.as_deref());
    text.push_str(summary);
    doc_lines(&text)
}

/// The rule of a constrained string in plain words.
fn describe_rules(rules: &StringRules, words: Words) -> String {
    let chars = |n: u64| {
        if n == 1 {
            "1 character".to_owned()
        } else {
            format!("{n} characters")
        }
    };
    let mut parts = Vec::new();
    match (rules.min_length, rules.max_length) {
        (Some(min), Some(max)) if min == max => parts.push(format!("of exactly {}", chars(min))),
        (Some(min), Some(max)) => parts.push(format!("of {min} to {}", chars(max))),
        (Some(min), None) => parts.push(format!("of at least {}", chars(min))),
        (None, Some(max)) => parts.push(format!("of at most {}", chars(max))),
        (None, None) => {}
    }
    if let Some(p) = &rules.pattern {
        parts.push(format!("matching the pattern {}", words.literal(p)));
    }
    format!("a string {}", parts.join(" and "))
}

fn refine_newtype(t: &NamedType, rules: &StringRules, mut item: syn::ItemStruct) -> TokenStream {
    let derive = take_derives(&mut item.attrs);
    let rule = describe_rules(rules, Words::Plain);
    let rule_doc = describe_rules(rules, Words::Markdown);
    let doc = type_doc_plain(
        t,
        &format!("{}{}.\n\nBuild one with `TryFrom<&str>`, `TryFrom<String>` or `str::parse`, which check the rule; read it back through `Deref<Target = String>`.", rule_doc[..1].to_uppercase(), &rule_doc[1..]),
    );
    let expected = format!("expected {rule}, found ");
    let name = &item.ident;
    let fields = &item.fields;
    let vis = &item.vis;
    quote! {
        #doc
        #derive
        #vis struct #name #fields;

        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                use ::serde::de::DeserializeSeed as _;
                let _depth = crate::runtime::trail::enter();
                let text = crate::runtime::de::Text.deserialize(deserializer)?;
                text.parse::<Self>().map_err(|_| {
                    crate::runtime::trail::fail(crate::ErrorKind::Constraint, format_args!("{}{}", #expected, crate::runtime::de::brief_str(&text)))
                })
            }
        }

        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.serialize_str(&self.0)
            }
        }
    }
}

fn refine_union(
    model: &Model,
    t: &NamedType,
    branches: &[String],
    mut item: syn::ItemEnum,
) -> Result<TokenStream, String> {
    let derive = take_derives(&mut item.attrs);
    let mut variant_of = BTreeMap::new();
    for v in &mut item.variants {
        v.attrs.retain(|a| !a.path().is_ident("serde"));
        let Fields::Unnamed(f) = &v.fields else {
            return Err(format!(
                "typify's variant `{}` does not hold one value",
                v.ident
            ));
        };
        let inner = f.unnamed.first().map(|f| &f.ty);
        let inner = quote!(#inner).to_string();
        let doc = format!(" The `{inner}` form.");
        v.attrs.push(syn::parse_quote!(#[doc = #doc]));
        variant_of.insert(inner, v.ident.clone());
    }
    let mut variants = Vec::new();
    for b in branches {
        let Some(v) = variant_of.get(b) else {
            return Err(format!("typify made no variant holding `{b}`"));
        };
        variants.push((
            v.clone(),
            format_ident!("{}", b),
            format_ident!("{}", slots_name(b)),
        ));
    }
    let name = &item.ident;
    let visitor = format_ident!("{}Visitor", t.name);
    let labels: Vec<String> = branches.iter().map(|b| format!("a {b}")).collect();
    let b: Vec<Ident> = (0..branches.len())
        .map(|i| format_ident!("branch{}", i))
        .collect();
    let r: Vec<Ident> = (0..branches.len())
        .map(|i| format_ident!("result{}", i))
        .collect();
    let e: Vec<Ident> = (0..branches.len())
        .map(|i| format_ident!("error{}", i))
        .collect();
    let s: Vec<Ident> = (0..branches.len())
        .map(|i| format_ident!("saved{}", i))
        .collect();
    let slot_types: Vec<&Ident> = variants.iter().map(|v| &v.2).collect();
    let variant_idents: Vec<&Ident> = variants.iter().map(|v| &v.0).collect();
    let reads = b
        .iter()
        .map(|bi| quote!(if #bi.is_open() { #bi.read(key, &mut map)?; continue; }));
    let expecting = format!("an object: {}", labels.join(" or "));
    let doc = type_doc(
        model,
        t,
        &format!(
            "One of: {}. A document is read as the one form it matches; it is an error if it matches none or more than one (JSON Schema `oneOf`).",
            branches.iter().map(|b| format!("[`{b}`]")).collect::<Vec<_>>().join(", ")
        ),
    );
    let variants_tokens = &item.variants;
    let vis = &item.vis;
    let visitor_doc = format!(
        " Reads a `{}`, choosing its form as members arrive.",
        t.name
    );
    Ok(quote! {
        #doc
        #derive
        // The forms are values, not boxes, so that matching on them reads naturally.
        #[allow(clippy::large_enum_variant)]
        #vis enum #name { #variants_tokens }

        impl<'de> ::serde::Deserialize<'de> for #name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                let _depth = crate::runtime::trail::enter();
                deserializer.deserialize_map(#visitor)
            }
        }

        #[doc = #visitor_doc]
        struct #visitor;

        impl<'de> ::serde::de::Visitor<'de> for #visitor {
            type Value = #name;

            fn expecting(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
                f.write_str(#expecting)
            }

            fn visit_map<A: ::serde::de::MapAccess<'de>>(self, mut map: A) -> ::std::result::Result<#name, A::Error> {
                #(let mut #b = crate::runtime::de::Branch::<#slot_types>::default();)*
                while let ::std::option::Option::Some(key) = map.next_key_seed(crate::runtime::de::Key)? {
                    #(#b.see_key(&key);)*
                    let open = #(usize::from(#b.is_open()))+*;
                    if open == 0 {
                        break;
                    }
                    if open == 1 {
                        #(#reads)*
                    }
                    // Several forms are still possible and may read this member differently:
                    // read it once, then let each read it from the buffer.
                    let value = crate::runtime::de::buffer(&mut map, &key)?;
                    #(#b.read_buffered(&key, &value);)*
                }
                let evidence = [#(#b.evidence()),*];
                #(let (#r, #s) = #b.conclude::<A::Error>();)*
                let matched = #(usize::from(#r.is_ok()))+*;
                if matched > 1 {
                    return Err(crate::runtime::de::ambiguous(&[#(#labels),*]));
                }
                #(
                    let #e = match #r {
                        ::std::result::Result::Ok(value) => return Ok(#name::#variant_idents(value)),
                        ::std::result::Result::Err(error) => error,
                    };
                )*
                Err(crate::runtime::de::pick([#((#e, #s)),*], evidence))
            }
        }

        impl ::serde::Serialize for #name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                match self {
                    #(Self::#variant_idents(value) => value.serialize(serializer),)*
                }
            }
        }
    })
}
