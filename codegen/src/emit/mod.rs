//! What refine emits for each kind of named type, one module each (the serde_derive layout):
//! [`object`], [`union`], [`enumeration`], [`newtype`]. Each writes the type's declaration, docs
//! and (for objects) `new` as items for prettyplease, then one invocation of the runtime macro
//! of its kind (`wire_models::runtime::derive`) holding a table of its members and rules, as
//! text laid out by [`Invocation`]. This module holds what they share: the words that describe
//! a shape, the Rust spelling of a shape, and typify's attributes.

pub mod enumeration;
pub mod newtype;
pub mod object;
pub mod union;

/// What an emitter writes: items for prettyplease, or a macro invocation laid out already.
pub enum Out {
    /// Items, formatted by prettyplease.
    Tokens(TokenStream),
    /// A macro invocation ([`Invocation`]).
    Text(String),
}

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{Attribute, Ident};

use crate::markdown::{code, doc_comment_lines, schema_prose};
use crate::model::*;

/// The alias every generated module imports the runtime's macros and traits under.
pub const RT: &str = "rt";

/// One macro invocation of a generated module, as text: prettyplease lays out a macro's tokens
/// as one flowing paragraph, so the table is laid out here, one row a line.
pub struct Invocation {
    text: String,
}

impl Invocation {
    /// `rt::<name>! {` and its first line.
    pub fn new(name: &str, head: &str) -> Self {
        Invocation {
            text: format!("{RT}::{name}! {{\n    {head}\n"),
        }
    }

    /// A one-line invocation when it fits in 100 columns, else one row a line.
    pub fn short(name: &str, head: &str, rows: &[String]) -> String {
        let line = format!("{RT}::{name}! {{ {head} {{ {} }} }}\n", rows.join(", "));
        if line.len() <= 101 {
            return line;
        }
        let mut text = format!("{RT}::{name}! {{\n    {head} {{\n");
        for row in rows {
            text.push_str(&format!("        {row},\n"));
        }
        text.push_str("    }\n}\n");
        text
    }

    /// Adds a row.
    pub fn row(&mut self, row: &str) {
        self.text.push_str("    ");
        self.text.push_str(row);
        self.text.push('\n');
    }

    /// The finished text.
    pub fn finish(mut self) -> String {
        self.text.push_str("}\n");
        self.text
    }
}

/// `text` as a Rust string literal.
pub fn literal(text: &str) -> String {
    proc_macro2::Literal::string(text).to_string()
}

/// A list of Rust string literals in brackets: `["a", "b"]`.
pub fn literals(texts: &[String]) -> String {
    let items: Vec<String> = texts.iter().map(|t| literal(t)).collect();
    format!("[{}]", items.join(", "))
}

/// typify's derives minus serde's, plus `PartialEq`; `Default` only when `keep_default` (for a
/// struct: when every member may be absent, so its default is the empty object).
pub fn derives(attrs: &[Attribute], keep_default: bool) -> TokenStream {
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
/// attributes and docs, which the emitted item writes itself.
pub fn take_derives(attrs: &mut Vec<Attribute>) -> TokenStream {
    let derive = derives(attrs, true);
    attrs.retain(|a| {
        !a.path().is_ident("derive") && !a.path().is_ident("serde") && !a.path().is_ident("doc")
    });
    derive
}

/// The JSON name typify's field or variant stands for: its `serde(rename)`, else its name.
pub fn json_name(attrs: &[Attribute], ident: &Ident) -> String {
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

/// `text` as `#[doc]` attributes, one a line.
pub fn doc_lines(text: &str) -> TokenStream {
    let lines = doc_comment_lines(text);
    quote!(#(#[doc = #lines])*)
}

/// [`type_doc_plain`] and where the schema defines the type.
pub fn type_doc(model: &Model, t: &NamedType, summary: &str) -> TokenStream {
    let pointer = if t.pointer.is_empty() {
        "(the root)".to_owned()
    } else {
        code(&t.pointer)
    };
    let summary = format!("{summary}\n\nSchema: {}, {pointer}.", code(&model.file));
    type_doc_plain(t, &summary)
}

/// The schema's title and description, then `summary`.
pub fn type_doc_plain(t: &NamedType, summary: &str) -> TokenStream {
    let mut text = schema_prose(t.title.as_deref(), t.description.as_deref());
    text.push_str(summary);
    doc_lines(&text)
}

/// A Rust type written as text, as tokens (an unparsable one stays unparsable, for the parse
/// of the emitted code to report).
pub fn type_tokens(text: &str) -> TokenStream {
    text.parse().unwrap_or_else(|_| {
        let ident = format_ident!("__unparsable_type");
        quote!(#ident)
    })
}

/// The Rust type of a value of `shape`, as text; every path is absolute, so no schema type name
/// (`String`, `Option`) can stand in for the one meant.
pub fn type_text(shape: &Shape) -> String {
    match shape {
        Shape::Any | Shape::Const(_) => "::serde_json::Value".into(),
        Shape::Str => "::std::string::String".into(),
        Shape::DateTime => "crate::DateTime".into(),
        Shape::Int => "crate::Integer".into(),
        Shape::Num => "::serde_json::Number".into(),
        Shape::Bool => "bool".into(),
        Shape::Array(s) => format!("::std::vec::Vec<{}>", type_text(s)),
        Shape::FreeObject => "crate::Object".into(),
        Shape::Map(s) => format!(
            "::indexmap::IndexMap<::std::string::String, {}>",
            type_text(s)
        ),
        Shape::Named(n) => n.clone(),
        Shape::Nullable(s) => format!("::std::option::Option<{}>", type_text(s)),
    }
}

/// Where a description goes: an error message (plain text) or rustdoc (Markdown, where values
/// and patterns are code spans so that nothing in them becomes markup).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Words {
    /// Plain text.
    Plain,
    /// Markdown.
    Markdown,
}

impl Words {
    /// A value or pattern, written as given.
    pub fn literal(self, text: &str) -> String {
        match self {
            Words::Plain => text.to_owned(),
            Words::Markdown => code(text),
        }
    }
}

/// String values as JSON, `"a", "b"`.
pub fn value_list(values: &[String], words: Words) -> String {
    values
        .iter()
        .map(|v| words.literal(&format!("{v:?}")))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A shape in words, naming what a named type is rather than only its name. The runtime's
/// `Read::describe` says the same in messages (`missing` members).
pub fn describe(model: &Model, shape: &Shape, words: Words) -> String {
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

/// The rule of a constrained string in words.
pub fn describe_rules(rules: &StringRules, words: Words) -> String {
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

/// typify's variant naming for string enum values: PascalCase (`lower` refuses values whose
/// name would not be a distinct Rust name), which [`enumeration`] checks against typify's
/// output.
pub fn enum_variant_ident(value: &str) -> Ident {
    format_ident!("{}", crate::names::variant_name(value))
}
