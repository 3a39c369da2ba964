//! Emitter of the `schemars::JsonSchema` impls (cargo feature `schemars` of the runtime): per
//! generated type its own source schema, as the file writes it, with each `$ref` to another
//! generated type pointed at that type's definition when the schema is generated.
//!
//! Both emitters call [`source_schema`] with a [`Source`] of their own: it says which `$ref`s
//! lead where, and which locations are generated types. A reference to a location that is not a
//! type (a remote document, a schema inside another's properties) is inlined as an `allOf`
//! entry, which means the same in 2020-12; a reference cycle through such locations, and every
//! `$dynamicRef`, stays as written.

use proc_macro2::TokenStream;
use quote::quote;
use serde_json::{Map, Value};

use crate::diagnostic::pointer_join;

/// Keywords whose values are data, not schemas: a `$ref` inside them is not a reference.
const DATA_KEYWORDS: &[&str] = &["const", "enum", "default", "examples"];

/// Keywords of a document, not of the type: the type's schema leaves them out (its references
/// no longer need the base URI, and schemars writes `$schema` and `$defs` itself).
const DOCUMENT_KEYWORDS: &[&str] = &["$schema", "$id", "$defs"];

/// How an emitter's schemas are laid out, for [`source_schema`].
pub trait Source {
    /// A location in a document.
    type Loc: Clone + PartialEq;
    /// A generated type, as the emitted code names it.
    type Type;
    /// The location of `key` under `loc`.
    fn child(&self, loc: &Self::Loc, key: &str) -> Self::Loc;
    /// Where the `$ref` of the schema object at `loc` leads; `None` to keep it as written.
    fn target(&self, loc: &Self::Loc) -> Option<Self::Loc>;
    /// The generated type defined at `loc`, if one is.
    fn type_at(&self, loc: &Self::Loc) -> Option<Self::Type>;
    /// The schema at `loc`.
    fn value(&self, loc: &Self::Loc) -> Option<&Value>;
}

/// A type's schema for its `JsonSchema` impl: the JSON text, and for each `$ref` left pointing
/// at another generated type, the JSON pointer (in the text) of the object holding it and that
/// type.
pub struct TypeSchema<T> {
    /// The schema, as compact JSON.
    pub text: String,
    /// `(pointer of the object whose "$ref" is replaced, the type it refers to)`.
    pub refs: Vec<(String, T)>,
}

/// The schema of the type defined at `at`.
pub fn source_schema<S: Source>(source: &S, at: &S::Loc) -> TypeSchema<S::Type> {
    let mut refs = Vec::new();
    let value = match source.value(at) {
        Some(v) => expand(source, at, v, "", &mut refs, &mut vec![at.clone()]),
        None => Value::Bool(true),
    };
    TypeSchema {
        text: value.to_string(),
        refs,
    }
}

/// A copy of `value` (at `loc`, at `rel` in the output, `""` being a type's own schema) with
/// its references resolved.
fn expand<S: Source>(
    source: &S,
    loc: &S::Loc,
    value: &Value,
    rel: &str,
    refs: &mut Vec<(String, S::Type)>,
    inlining: &mut Vec<S::Loc>,
) -> Value {
    match value {
        Value::Object(object) => {
            let mut out = Map::new();
            let mut inline = None;
            for (key, v) in object {
                if rel.is_empty() && DOCUMENT_KEYWORDS.contains(&key.as_str()) {
                    continue;
                }
                if key == "$ref" && v.is_string() {
                    if let Some(t) = source.target(loc) {
                        match source.type_at(&t) {
                            Some(ty) => refs.push((rel.to_owned(), ty)),
                            None if !inlining.contains(&t) => {
                                inline = Some(t);
                                continue;
                            }
                            // A cycle through schemas that are not types: kept as written.
                            None => {}
                        }
                    }
                    out.insert(key.clone(), v.clone());
                    continue;
                }
                let copy = if DATA_KEYWORDS.contains(&key.as_str()) {
                    v.clone()
                } else {
                    let child = source.child(loc, key);
                    expand(source, &child, v, &pointer_join(rel, key), refs, inlining)
                };
                out.insert(key.clone(), copy);
            }
            if let Some(target) = inline {
                // `{"$ref": X, ...}` applies X in place, as `{"allOf": [X], ...}` does.
                let entries = out
                    .entry("allOf")
                    .or_insert_with(|| Value::Array(Vec::new()));
                if let Value::Array(entries) = entries {
                    let entry_rel = format!("{rel}/allOf/{}", entries.len());
                    let schema = source.value(&target).cloned().unwrap_or(Value::Bool(true));
                    inlining.push(target.clone());
                    let mut copy = expand(source, &target, &schema, &entry_rel, refs, inlining);
                    inlining.pop();
                    if let Value::Object(map) = &mut copy {
                        for k in DOCUMENT_KEYWORDS {
                            map.shift_remove(*k);
                        }
                    }
                    entries.push(copy);
                }
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(
            items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let key = i.to_string();
                    let child = source.child(loc, &key);
                    expand(source, &child, v, &format!("{rel}/{key}"), refs, inlining)
                })
                .collect(),
        ),
        other => other.clone(),
    }
}

/// The macro line that implements `JsonSchema` for `name` (it expands to nothing unless the
/// runtime's `schemars` feature is on); `rt` is the path of the runtime crate. The schema is a
/// raw string, so it reads as the JSON it is.
pub fn impl_tokens(rt: &str, name: &str, schema: &TypeSchema<String>) -> TokenStream {
    let mut hashes = "#".to_owned();
    while schema.text.contains(&format!("\"{hashes}")) {
        hashes.push('#');
    }
    let refs: Vec<String> = schema
        .refs
        .iter()
        .map(|(pointer, ty)| format!("{} => {ty}", Value::String(pointer.clone())))
        .collect();
    let refs = if refs.is_empty() {
        String::new()
    } else {
        format!("; {}", refs.join(", "))
    };
    let text = format!(
        "{rt}::__wm_json_schema!({name}, r{hashes}\"{}\"{hashes}{refs});",
        schema.text
    );
    // The types are paths the emitters wrote, so this tokenizes; should it not, the build
    // says where instead of the generator panicking.
    text.parse().unwrap_or_else(|_| {
        let message =
            format!("wire-models-codegen: the JsonSchema impl of `{name}` does not tokenize");
        quote!(compile_error!(#message);)
    })
}
