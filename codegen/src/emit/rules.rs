//! Emits the `__rules` module: a `static` node per schema location and a `static` pattern per
//! distinct pattern, pointing at each other (cycles and other modules included), as the runtime's
//! `rules.rs` defines them.

use std::collections::BTreeMap;

use heck::ToUpperCamelCase;
use proc_macro2::{Delimiter, Literal, Spacing, TokenStream, TokenTree};
use quote::{format_ident, quote};
use serde_json::Value;

use super::names::node_ident;
use super::shape::bits;
use super::Ctx;
use crate::ir::{IrPattern, IrRule, NodeId};

impl Ctx<'_> {
    /// The `__rules` module holding the statics of `nodes`, with `path` naming any node's static
    /// from inside it.
    ///
    /// The module is written here rather than by prettyplease: one line per static, a table a
    /// reader scans by its node ids, where prettyplease would spread a node over several
    /// indented lines (a quarter of a module's rules were its indentation). A node's location
    /// is a JSON pointer in the module's own schema (`#/properties/a`); only the index's
    /// `__rules`, which hold the nodes of documents with no module (the official
    /// meta-schemas), name the document.
    pub(super) fn rules_module(
        &self,
        nodes: &[NodeId],
        path: impl Fn(NodeId) -> TokenStream,
        own_document: Option<usize>,
    ) -> syn::Result<String> {
        let rt = self.rt;
        let mut patterns: BTreeMap<IrPattern, syn::Ident> = BTreeMap::new();
        let mut statics = Vec::new();
        for &n in nodes {
            let node = &self.program.nodes[n];
            for rule in &node.rules {
                let ps: Vec<&IrPattern> = match rule {
                    IrRule::Pattern(p) => vec![p],
                    IrRule::PatternProperties(ps) => ps.iter().map(|(p, _)| p).collect(),
                    IrRule::AdditionalProperties { patterns, .. } => patterns.iter().collect(),
                    _ => vec![],
                };
                for p in ps {
                    let next = patterns.len();
                    patterns
                        .entry(p.clone())
                        .or_insert_with(|| format_ident!("P{}", next));
                }
            }
        }
        let pattern_items = patterns.iter().map(|(p, id)| {
            let source = Literal::string(&p.source);
            let init = match &p.linear {
                Some(re) => {
                    let re = Literal::string(re);
                    quote!(Pattern::linear(#source, #re))
                }
                None => quote!(Pattern::backtracking(#source)),
            };
            quote!(pub(crate) static #id: Pattern = #init;)
        });
        for &n in nodes {
            let node = &self.program.nodes[n];
            let id = node_ident(n);
            let location = Literal::string(&match own_document {
                Some(d) if d == node.document => format!("#{}", node.pointer),
                _ => format!(
                    "{}#{}",
                    self.program.documents[node.document].source(),
                    node.pointer
                ),
            });
            let rules = node.rules.iter().map(|r| self.rule(r, &path, &patterns));
            statics.push(match &node.dynamic_anchors {
                Some(list) => {
                    let entries = list.iter().map(|(name, target)| {
                        let target = path(*target);
                        quote!((#name, &#target))
                    });
                    quote! {
                        pub(crate) static #id: Node = Node {
                            location: #location,
                            dynamic_anchors: Some(&[#(#entries),*]),
                            rules: &[#(#rules),*],
                        };
                    }
                }
                None => quote! {
                    pub(crate) static #id: Node = Node::at(#location, &[#(#rules),*]);
                },
            });
        }
        // Only the names the tables use, so that the module needs no `unused_imports`.
        let any_rule = nodes
            .iter()
            .any(|&n| !self.program.nodes[n].rules.is_empty());
        let uses = uses(&quote!(#(#statics)*), any_rule, !patterns.is_empty());
        let lines: Vec<TokenStream> = uses
            .iter()
            .map(|u| quote!(use #rt::runtime::#u;))
            .chain(pattern_items)
            .chain(statics)
            .collect();
        let mut text = String::from(
            "/// The compiled schemas of this module's types: what `check` runs.\n\
             #[doc(hidden)]\n\
             #[allow(dead_code, clippy::all)]\n\
             pub(crate) mod __rules {\n",
        );
        for line in &lines {
            // Each line must be Rust on its own: a generator bug is reported, not written.
            syn::parse2::<syn::Item>(line.clone())?;
            text.push_str("    ");
            text.push_str(&one_line(line.clone()));
            text.push('\n');
        }
        text.push_str("}\n");
        Ok(text)
    }

    pub(super) fn rule(
        &self,
        rule: &IrRule,
        path: &impl Fn(NodeId) -> TokenStream,
        patterns: &BTreeMap<IrPattern, syn::Ident>,
    ) -> TokenStream {
        let strs = |names: &[String]| quote!(&[#(#names),*]);
        let num = |text: &String| quote!(Num(#text));
        let pat = |p: &IrPattern| {
            let id = &patterns[p];
            quote!(&#id)
        };
        match rule {
            IrRule::Never => quote!(Never),
            IrRule::Type(t) => {
                let names = [
                    (bits::NULL, "NULL"),
                    (bits::BOOLEAN, "BOOLEAN"),
                    (bits::OBJECT, "OBJECT"),
                    (bits::ARRAY, "ARRAY"),
                    (bits::NUMBER, "NUMBER"),
                    (bits::STRING, "STRING"),
                    (bits::INTEGER, "INTEGER"),
                ]
                .into_iter()
                .filter(|(bit, _)| t & bit != 0)
                .map(|(_, name)| {
                    let name = format_ident!("{}", name);
                    quote!(Types::#name)
                });
                quote!(Type(Types(#(#names)|*)))
            }
            IrRule::Const(v) => {
                let v = lit(v);
                quote!(Const(&#v))
            }
            IrRule::Enum(vs) => {
                let vs = vs.iter().map(lit);
                quote!(Enum(&[#(#vs),*]))
            }
            IrRule::MultipleOf(n) => {
                let n = num(n);
                quote!(MultipleOf(#n))
            }
            IrRule::Maximum(n) => {
                let n = num(n);
                quote!(Maximum(#n))
            }
            IrRule::ExclusiveMaximum(n) => {
                let n = num(n);
                quote!(ExclusiveMaximum(#n))
            }
            IrRule::Minimum(n) => {
                let n = num(n);
                quote!(Minimum(#n))
            }
            IrRule::ExclusiveMinimum(n) => {
                let n = num(n);
                quote!(ExclusiveMinimum(#n))
            }
            IrRule::MaxLength(n) => {
                let n = Literal::u64_unsuffixed(*n);
                quote!(MaxLength(#n))
            }
            IrRule::MinLength(n) => {
                let n = Literal::u64_unsuffixed(*n);
                quote!(MinLength(#n))
            }
            IrRule::Pattern(p) => {
                let p = pat(p);
                quote!(Pattern(#p))
            }
            IrRule::Format(name) => {
                let variant = format_ident!("{}", name.to_upper_camel_case());
                quote!(Format(Format::#variant))
            }
            IrRule::MaxItems(n) => {
                let n = Literal::u64_unsuffixed(*n);
                quote!(MaxItems(#n))
            }
            IrRule::MinItems(n) => {
                let n = Literal::u64_unsuffixed(*n);
                quote!(MinItems(#n))
            }
            IrRule::UniqueItems => quote!(UniqueItems),
            IrRule::Contains { schema, min, max } => {
                let schema = path(*schema);
                let min = Literal::u64_unsuffixed(*min);
                let max = match max {
                    Some(m) => {
                        let m = Literal::u64_unsuffixed(*m);
                        quote!(Some(#m))
                    }
                    None => quote!(None),
                };
                quote!(Contains { schema: &#schema, min: #min, max: #max })
            }
            IrRule::MaxProperties(n) => {
                let n = Literal::u64_unsuffixed(*n);
                quote!(MaxProperties(#n))
            }
            IrRule::MinProperties(n) => {
                let n = Literal::u64_unsuffixed(*n);
                quote!(MinProperties(#n))
            }
            IrRule::Required(names) => {
                let names = strs(names);
                quote!(Required(#names))
            }
            IrRule::DependentRequired(list) => {
                let entries = list.iter().map(|(k, names)| {
                    let names = strs(names);
                    quote!((#k, #names))
                });
                quote!(DependentRequired(&[#(#entries),*]))
            }
            IrRule::Properties(ps) => {
                let entries = ps.iter().map(|(k, n)| {
                    let n = path(*n);
                    quote!((#k, &#n))
                });
                quote!(Properties(&[#(#entries),*]))
            }
            IrRule::PatternProperties(ps) => {
                let entries = ps.iter().map(|(p, n)| {
                    let p = pat(p);
                    let n = path(*n);
                    quote!((#p, &#n))
                });
                quote!(PatternProperties(&[#(#entries),*]))
            }
            IrRule::AdditionalProperties {
                declared,
                patterns: ps,
                schema,
            } => {
                let declared = strs(declared);
                let ps = ps.iter().map(pat);
                let schema = path(*schema);
                quote!(AdditionalProperties { declared: #declared, patterns: &[#(#ps),*], schema: &#schema })
            }
            IrRule::PropertyNames(n) => {
                let n = path(*n);
                quote!(PropertyNames(&#n))
            }
            IrRule::DependentSchemas(list) => {
                let entries = list.iter().map(|(k, n)| {
                    let n = path(*n);
                    quote!((#k, &#n))
                });
                quote!(DependentSchemas(&[#(#entries),*]))
            }
            IrRule::PrefixItems(ns) => {
                let ns = ns.iter().map(|n| {
                    let n = path(*n);
                    quote!(&#n)
                });
                quote!(PrefixItems(&[#(#ns),*]))
            }
            IrRule::Items { prefix, schema } => {
                let schema = path(*schema);
                let prefix = Literal::usize_unsuffixed(*prefix);
                quote!(Items { prefix: #prefix, schema: &#schema })
            }
            IrRule::AllOf(ns) | IrRule::AnyOf(ns) | IrRule::OneOf(ns) => {
                let ns = ns.iter().map(|n| {
                    let n = path(*n);
                    quote!(&#n)
                });
                let which = match rule {
                    IrRule::AllOf(_) => quote!(AllOf),
                    IrRule::AnyOf(_) => quote!(AnyOf),
                    _ => quote!(OneOf),
                };
                quote!(#which(&[#(#ns),*]))
            }
            IrRule::Not(n) => {
                let n = path(*n);
                quote!(Not(&#n))
            }
            IrRule::IfThenElse {
                condition,
                then,
                otherwise,
            } => {
                let condition = path(*condition);
                let opt = |n: &Option<NodeId>| match n {
                    Some(n) => {
                        let n = path(*n);
                        quote!(Some(&#n))
                    }
                    None => quote!(None),
                };
                let then = opt(then);
                let otherwise = opt(otherwise);
                quote!(IfThenElse { condition: &#condition, then: #then, otherwise: #otherwise })
            }
            IrRule::Ref(n) => {
                let n = path(*n);
                quote!(Ref(&#n))
            }
            IrRule::DynamicRef { target, anchor } => {
                let target = path(*target);
                let anchor = match anchor {
                    Some(a) => quote!(Some(#a)),
                    None => quote!(None),
                };
                quote!(DynamicRef { target: &#target, anchor: #anchor })
            }
            IrRule::UnevaluatedProperties(n) => {
                let n = path(*n);
                quote!(UnevaluatedProperties(&#n))
            }
            IrRule::UnevaluatedItems(n) => {
                let n = path(*n);
                quote!(UnevaluatedItems(&#n))
            }
        }
    }
}

/// A JSON value as a `Lit` expression.
pub(super) fn lit(v: &Value) -> TokenStream {
    match v {
        Value::Null => quote!(Lit::Null),
        Value::Bool(b) => quote!(Lit::Bool(#b)),
        Value::Number(n) => {
            let text = n.to_string();
            quote!(Lit::Num(#text))
        }
        Value::String(s) => quote!(Lit::Str(#s)),
        Value::Array(items) => {
            let items = items.iter().map(lit);
            quote!(Lit::Arr(&[#(#items),*]))
        }
        Value::Object(members) => {
            let entries = members.iter().map(|(k, v)| {
                let v = lit(v);
                quote!((#k, #v))
            });
            quote!(Lit::Obj(&[#(#entries),*]))
        }
    }
}

/// The `use` paths (below the runtime's `runtime`) of the names the rule tables `statics` use
/// unqualified: `Node`, `Num`, `Types`, ..., the rules (`Rule::*`) when any node has one, and
/// `Pattern` when the module declares patterns.
fn uses(statics: &TokenStream, rules: bool, patterns: bool) -> Vec<TokenStream> {
    let mut names = std::collections::BTreeSet::new();
    let mut stack: Vec<TokenStream> = vec![statics.clone()];
    while let Some(tokens) = stack.pop() {
        // Whether the last two tokens were `::`: `Lit::Num` uses `Lit`, not `Num`.
        let mut qualified = (false, false);
        for token in tokens {
            let colon = matches!(&token, TokenTree::Punct(p) if p.as_char() == ':');
            match token {
                TokenTree::Ident(i) if !(qualified.0 && qualified.1) => {
                    names.insert(i.to_string());
                }
                TokenTree::Group(g) => stack.push(g.stream()),
                _ => {}
            }
            qualified = (qualified.1, colon);
        }
    }
    let mut uses = Vec::new();
    if names.contains("Format") {
        uses.push(quote!(format::Format));
    }
    if patterns {
        uses.push(quote!(pattern::Pattern));
    }
    let mut from_rules: Vec<TokenStream> = ["Lit", "Node", "Num", "Types"]
        .iter()
        .filter(|n| names.contains(**n))
        .map(|n| {
            let n = format_ident!("{n}");
            quote!(#n)
        })
        .collect();
    if rules {
        from_rules.push(quote!(Rule::*));
    }
    uses.push(quote!(rules::{#(#from_rules),*}));
    uses
}

/// `tokens` written on one line as rustfmt would space them: `a: B`, `x = y`, `f(&[a, b])`,
/// `a::b`, `S { a: 1 }`.
fn one_line(tokens: TokenStream) -> String {
    let mut out = String::new();
    write_tokens(tokens, &mut out);
    out
}

fn write_tokens(tokens: TokenStream, out: &mut String) {
    let mut joint_before = false;
    for token in tokens {
        let after_use = out.ends_with("use");
        match token {
            TokenTree::Ident(_) | TokenTree::Literal(_) => {
                // Two words, or a word after a closing delimiter (`pub(crate) static`), need
                // a space between them.
                if out.ends_with(|c: char| {
                    c.is_alphanumeric() || matches!(c, '_' | '"' | ')' | ']' | '#')
                }) {
                    out.push(' ');
                }
                out.push_str(&token.to_string());
                joint_before = false;
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                let alone = p.spacing() == Spacing::Alone;
                match c {
                    ',' | ';' => {
                        out.push(c);
                        out.push(' ');
                    }
                    // `a: B`, but `a::b`.
                    ':' if alone && !joint_before => out.push_str(": "),
                    // `use ::path`.
                    ':' if after_use => out.push_str(" :"),
                    '=' if alone && !joint_before => {
                        if !out.ends_with(' ') {
                            out.push(' ');
                        }
                        out.push_str("= ");
                    }
                    _ => out.push(c),
                }
                joint_before = !alone;
            }
            TokenTree::Group(g) => {
                // A struct's braces are spaced (`Items { prefix: 0 }`), a use tree's not
                // (`rules::{Node, Types}`).
                let use_tree = out.ends_with("::");
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::Brace if use_tree => ("{", "}"),
                    Delimiter::Brace => ("{ ", " }"),
                    Delimiter::None => ("", ""),
                };
                if g.delimiter() == Delimiter::Brace && !use_tree && !out.ends_with(' ') {
                    out.push(' ');
                }
                out.push_str(open);
                write_tokens(g.stream(), out);
                // No space before a closing delimiter (a trailing `, ` or `; `).
                while out.ends_with(' ') {
                    out.pop();
                }
                out.push_str(close);
                joint_before = false;
            }
        }
    }
    while out.ends_with(' ') {
        out.pop();
    }
}
