//! Emitter of the `schemars::JsonSchema` impls (cargo feature `schemars` of the runtime): per
//! generated type its own source schema, as the file writes it, with each `$ref` to another
//! generated type pointed at that type's definition when the schema is generated.
//!
//! Both emitters call [`source_schema`] with a [`Source`] of their own: it says which `$ref`s
//! lead where, and which locations are generated types. A schema inside a type's schema that is
//! a generated type itself (an inline object that became a struct) is written as a reference
//! to that type, not again: each type's schema text is written once, so the generated code
//! grows with the schema rather than with the schema times its depth. A reference to a location that is not a
//! type (a remote document, a schema inside another's properties) is inlined as an `allOf`
//! entry, which means the same in 2020-12; a reference cycle through such locations, and every
//! `$dynamicRef`, stays as written.
//!
//! schemars writes 2020-12, so a schema of an older dialect is written in 2020-12's words with
//! the same meaning ([`lower`]): an `items` array becomes `prefixItems`, `dependencies`
//! becomes `dependentRequired`/`dependentSchemas`, draft-04's boolean `exclusiveMaximum` a
//! number, the siblings a draft-07 `$ref` hides are left out, and keywords the dialect does not
//! have (annotations there) are left out rather than start to mean something.

use proc_macro2::TokenStream;
use quote::quote;
use serde_json::{Map, Value};

use crate::diagnostic::pointer_join;
use crate::Dialect;

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
    /// The dialect of the schema object at `loc`; `None` where the object at `loc` is not a
    /// schema (a `properties` map, say).
    fn dialect(&self, loc: &Self::Loc) -> Option<Dialect> {
        let _ = loc;
        Some(Dialect::Draft2020_12)
    }
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
        Value::Object(_) if !rel.is_empty() && source.type_at(loc).is_some() => {
            // The runtime puts the reference to the type's definition in this object.
            refs.extend(source.type_at(loc).map(|ty| (rel.to_owned(), ty)));
            Value::Object(Map::new())
        }
        Value::Object(object) => {
            let mut out = Map::new();
            let mut inline = None;
            let dialect = source.dialect(loc);
            let lowered = match dialect {
                Some(d) if d < Dialect::Draft2020_12 => Some(lower(object, d, rel.is_empty())),
                _ => None,
            };
            if let Some(lowered) = &lowered {
                for (key, value) in &lowered.data {
                    out.insert(key.clone(), value.clone());
                }
            }
            let entries: Vec<(String, &String, &Value)> = match &lowered {
                Some(l) => l
                    .copied
                    .iter()
                    .filter_map(|(to, from)| Some((to.clone(), from, object.get(from)?)))
                    .collect(),
                None => object.iter().map(|(k, v)| (k.clone(), k, v)).collect(),
            };
            for (out_key, key, v) in entries {
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
                    let here = pointer_join(rel, &out_key);
                    match lowered.as_ref().and_then(|l| l.members.get(key.as_str())) {
                        // Some members of an object: the schemas of `dependencies`.
                        Some(names) => Value::Object(
                            names
                                .iter()
                                .filter_map(|name| {
                                    let member = v.get(name)?;
                                    let at = source.child(&child, name);
                                    let rel = pointer_join(&here, name);
                                    let copy = expand(source, &at, member, &rel, refs, inlining);
                                    Some((name.clone(), copy))
                                })
                                .collect(),
                        ),
                        None => expand(source, &child, v, &here, refs, inlining),
                    }
                };
                out.insert(out_key, copy);
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

/// A schema object of an older dialect in 2020-12's words, as [`expand`] writes it.
struct Lowered {
    /// `(member written, member of the source)`, in the order written: members kept, some
    /// under their 2020-12 name.
    copied: Vec<(String, String)>,
    /// Members of the source copied only in part (the member names of the objects kept).
    members: std::collections::BTreeMap<String, Vec<String>>,
    /// Members whose value is new: data, not schemas.
    data: Vec<(String, Value)>,
}

/// How `object`, a schema of `dialect` (older than 2020-12), is written in 2020-12 with the
/// same meaning; `root` says whether it is a type's own schema.
fn lower(object: &Map<String, Value>, dialect: Dialect, root: bool) -> Lowered {
    let mut lowered = Lowered {
        copied: Vec::new(),
        members: Default::default(),
        data: Vec::new(),
    };
    if dialect.ref_hides_siblings() && object.contains_key("$ref") {
        lowered.copied.push(("$ref".into(), "$ref".into()));
        return lowered;
    }
    let items_array =
        dialect.holds("items").is_some() && object.get("items").is_some_and(Value::is_array);
    for (key, value) in object {
        let copy = |to: &str| (to.to_owned(), key.clone());
        match key.as_str() {
            "items" if items_array => lowered.copied.push(copy("prefixItems")),
            "additionalItems" if items_array => lowered.copied.push(copy("items")),
            "additionalItems" => {}
            // A definition is a type of its own, with its own schema.
            "definitions" if root => {}
            "id" if dialect == Dialect::Draft4 => {
                if value.as_str().is_some_and(|id| !id.contains('#')) {
                    lowered.copied.push(copy("$id"));
                }
            }
            "$id" if value.as_str().is_some_and(|id| id.contains('#')) => {}
            "dependencies" => {
                let Some(members) = value.as_object() else {
                    continue;
                };
                let names: Map<String, Value> = members
                    .iter()
                    .filter(|(_, v)| v.is_array())
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                if !names.is_empty() {
                    lowered
                        .data
                        .push(("dependentRequired".into(), Value::Object(names)));
                }
                let schemas: Vec<String> = members
                    .iter()
                    .filter(|(_, v)| !v.is_array())
                    .map(|(k, _)| k.clone())
                    .collect();
                if !schemas.is_empty() {
                    lowered.copied.push(copy("dependentSchemas"));
                    lowered.members.insert(key.clone(), schemas);
                }
            }
            "exclusiveMaximum" | "exclusiveMinimum" if dialect.boolean_bounds() => {}
            "maximum" | "minimum" if dialect.boolean_bounds() => {
                let flag = if key == "maximum" {
                    "exclusiveMaximum"
                } else {
                    "exclusiveMinimum"
                };
                if object.get(flag) == Some(&Value::Bool(true)) {
                    lowered.data.push((flag.to_owned(), value.clone()));
                } else {
                    lowered.copied.push(copy(key));
                }
            }
            // OpenAPI 3.0: `nullable` adds `null` to the `type`.
            "nullable" if dialect == Dialect::OpenApi3_0 => {}
            "type"
                if dialect == Dialect::OpenApi3_0
                    && object.get("nullable") == Some(&Value::Bool(true)) =>
            {
                let mut types = match value {
                    Value::Array(names) => names.clone(),
                    one => vec![one.clone()],
                };
                if !types.contains(&Value::from("null")) {
                    types.push(Value::from("null"));
                }
                lowered.data.push(("type".into(), Value::Array(types)));
            }
            // OpenAPI 3.0's integer formats are ranges.
            "format"
                if dialect == Dialect::OpenApi3_0
                    && matches!(value.as_str(), Some("int32" | "int64")) =>
            {
                lowered.copied.push(copy(key));
                let (min, max): (Value, Value) = if value == "int32" {
                    (i32::MIN.into(), i32::MAX.into())
                } else {
                    (i64::MIN.into(), i64::MAX.into())
                };
                // Where the schema has a bound of its own, that one is written (nearly always
                // the tighter; the compiled rules check both).
                if !object.contains_key("minimum") {
                    lowered.data.push(("minimum".into(), min));
                }
                if !object.contains_key("maximum") {
                    lowered.data.push(("maximum".into(), max));
                }
            }
            // An annotation in this dialect that would mean something in 2020-12.
            k if !dialect.has(k) && Dialect::Draft2020_12.has(k) => {}
            _ => lowered.copied.push(copy(key)),
        }
    }
    lowered
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
