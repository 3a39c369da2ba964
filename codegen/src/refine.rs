//! Stage 5, refine: typify's items and the [`Model`] in, the module's pieces out.
//!
//! typify names and declares the types: type and field names, enum variants, derives. This
//! stage matches each of its items to the model's type of that name and hands both to the
//! emitter of the type's kind ([`crate::emit`]), which writes the declaration with our docs and
//! a table the runtime's macros expand into the serde behaviour:
//!
//! - objects read through member slots: a typed read per member, duplicate and unknown members
//!   refused, required, nullable and conditional rules checked at the end of the object;
//! - `oneOf` reads members once, straight into the one branch that can still match, buffering
//!   only members that several open branches would read differently;
//! - every error records the rule it broke and its place in the document.
//!
//! typify's own impls (serde, `Display`, `FromStr`, `TryFrom`, `Deref`, `From`) and its `error`
//! module are dropped: the runtime's macros write them, the same for every type, next to it.

use std::collections::BTreeMap;

use syn::Item;

use crate::diagnostic::{pointer_join, Diagnostic};
use crate::emit::{self, Out};
use crate::json_schema;
use crate::model::*;
use crate::render::Piece;

/// Refines typify's `file` for `model`.
pub fn refine(model: &Model, file: syn::File) -> Result<Vec<Piece>, Diagnostic> {
    let error = |pointer: &str, reason: String| Diagnostic {
        file: model.file.clone(),
        pointer: pointer.to_owned(),
        keyword: String::new(),
        reason,
    };
    for t in &model.types {
        if t.name == "error" {
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
    let mut conversions = false;
    for item in file.items {
        match item {
            Item::Struct(ref s) => {
                by_name.insert(s.ident.to_string(), item);
            }
            Item::Enum(ref e) => {
                by_name.insert(e.ident.to_string(), item);
            }
            Item::Impl(ref i) if is_replaced_impl(i) => {}
            Item::Mod(ref m) if m.ident == "error" => conversions = true,
            other => {
                let what = quote::quote!(#other).to_string();
                let what: String = what.chars().take(80).collect();
                return Err(error(
                    "",
                    format!("typify produced an item the generator does not handle: {what}"),
                ));
            }
        }
    }
    let mut out = vec![Piece::Items(vec![syn::parse_quote!(
        use crate::runtime::derive as rt;
    )])];
    for t in &model.types {
        let Some(item) = by_name.remove(&t.name) else {
            return Err(error(
                &t.pointer,
                format!("typify produced no type named `{}`", t.name),
            ));
        };
        let emitted = match (&t.kind, item) {
            (TypeKind::Struct(s), Item::Struct(item)) => emit::object::emit(model, t, s, item)
                .map_err(|(pointer, reason)| error(&pointer, reason))?,
            (TypeKind::StringEnum(values), Item::Enum(item)) => {
                emit::enumeration::emit(t, values, item).map_err(|r| error(&t.pointer, r))?
            }
            (TypeKind::ConstrainedString(rules), Item::Struct(item)) => {
                emit::newtype::emit(t, rules, item)
            }
            (TypeKind::Union(branches), Item::Enum(item)) => {
                emit::union::emit(model, t, branches, item).map_err(|r| error(&t.pointer, r))?
            }
            _ => {
                return Err(error(
                    &t.pointer,
                    format!("typify produced `{}` in an unexpected form", t.name),
                ))
            }
        };
        let unparsable = |e: syn::Error| {
            error(
                &t.pointer,
                format!("the code emitted for `{}` does not parse: {e}", t.name),
            )
        };
        let schema = json_schema::source_schema(&ModelSource(model), &t.pointer);
        let emitted = emitted
            .into_iter()
            .chain([Out::Tokens(json_schema::impl_tokens(
                "crate", &t.name, &schema,
            ))]);
        // A blank line between types: each type's items stay together, one block a type.
        out.push(Piece::Text("\n".into()));
        for piece in emitted {
            match piece {
                Out::Tokens(tokens) => {
                    let file: syn::File = syn::parse2(tokens).map_err(unparsable)?;
                    out.push(Piece::Items(file.items));
                }
                Out::Text(text) => {
                    syn::parse_str::<syn::File>(&text).map_err(unparsable)?;
                    out.push(Piece::Text(text));
                }
            }
        }
    }
    if let Some(name) = by_name.keys().next() {
        return Err(error(
            "",
            format!("typify produced a type `{name}` the model does not know"),
        ));
    }
    if conversions {
        out.push(Piece::Text("\n".into()));
        out.push(Piece::Items(vec![syn::parse_quote! {
            /// The error of the checked conversions (`TryFrom`, `FromStr`) of this module's types.
            pub mod error {
                pub use crate::runtime::derive::ConversionError;
            }
        }]));
    }
    Ok(out)
}

/// The schema file of a model as the `JsonSchema` emitter sees it: references are
/// `#/$defs/<name>` (`lower` takes no other), and a type is wherever the model defines one.
struct ModelSource<'m>(&'m Model);

impl json_schema::Source for ModelSource<'_> {
    type Loc = String;
    type Type = String;

    fn child(&self, pointer: &String, key: &str) -> String {
        pointer_join(pointer, key)
    }

    fn target(&self, pointer: &String) -> Option<String> {
        let reference = self.0.schema.pointer(pointer)?.get("$ref")?.as_str()?;
        reference.strip_prefix('#').map(str::to_owned)
    }

    fn type_at(&self, pointer: &String) -> Option<String> {
        self.0
            .types
            .iter()
            .find(|t| &t.pointer == pointer)
            .map(|t| t.name.clone())
    }

    fn value(&self, pointer: &String) -> Option<&serde_json::Value> {
        self.0.schema.pointer(pointer)
    }
}

/// typify's impls that the runtime's macros write instead.
fn is_replaced_impl(item: &syn::ItemImpl) -> bool {
    item.trait_.as_ref().is_some_and(|(_, path, _)| {
        path.segments.last().is_some_and(|s| {
            matches!(
                s.ident.to_string().as_str(),
                "Deserialize" | "Serialize" | "Display" | "FromStr" | "TryFrom" | "Deref" | "From"
            )
        })
    })
}
