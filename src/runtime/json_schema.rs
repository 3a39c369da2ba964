//! `schemars::JsonSchema` for the generated types (cargo feature `schemars`): each type answers
//! with its own source schema, as its schema file writes it, so a web framework documents an
//! API with the very schema the types enforce rather than one re-derived from the Rust types.
//!
//! The generator writes one `__wm_json_schema!` line per type: the schema's JSON text and, for
//! each `$ref` to another generated type, where it is and which type. Here those references are
//! pointed at the definitions the `schemars::SchemaGenerator` keeps (`#/$defs/<Type>` by default), so a
//! document that holds several types refers to each once. Without the feature the macro
//! expands to nothing and schemars is not compiled.

#[cfg(feature = "schemars")]
pub use schemars;

#[cfg(feature = "schemars")]
use schemars::{JsonSchema, Schema, SchemaGenerator};

/// How a `$ref` to a generated type is made: [`subschema`] for that type.
#[cfg(feature = "schemars")]
pub type Subschema = fn(&mut SchemaGenerator) -> Schema;

/// The schema `text` of a type, each object at `refs` pointed at its type's definition (an
/// object that stands for a type, or a `$ref` to one, with the keywords beside it).
#[cfg(feature = "schemars")]
pub fn source(text: &str, refs: &[(&str, Subschema)], generator: &mut SchemaGenerator) -> Schema {
    // The text is JSON that wire-models-codegen wrote from a parsed schema.
    let mut value: serde_json::Value =
        serde_json::from_str(text).unwrap_or(serde_json::Value::Bool(true));
    for (pointer, subschema) in refs {
        let reference = subschema(generator);
        let Some(serde_json::Value::Object(object)) = value.pointer_mut(pointer) else {
            continue;
        };
        match (reference.get("$ref"), reference.as_object()) {
            (Some(target), _) => {
                object.insert("$ref".to_owned(), target.clone());
            }
            // A generator that inlines subschemas gives the type's schema itself.
            (None, Some(inline)) => {
                object.extend(inline.iter().map(|(k, v)| (k.clone(), v.clone())));
            }
            (None, None) => {}
        }
    }
    Schema::try_from(value).unwrap_or_else(|_| Schema::from(true))
}

/// The reference to `T`'s definition, registering it with `generator`.
#[cfg(feature = "schemars")]
pub fn subschema<T: JsonSchema>(generator: &mut SchemaGenerator) -> Schema {
    generator.subschema_for::<T>()
}

/// Implements `JsonSchema` for a generated type from its schema text.
#[cfg(feature = "schemars")]
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_json_schema {
    ($name:ident, $text:literal $(; $($pointer:literal => $target:ty),* $(,)?)?) => {
        impl $crate::runtime::json_schema::schemars::JsonSchema for $name {
            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed(::std::stringify!($name))
            }
            // Two modules may each have a type of one name: the id tells them apart, and
            // schemars then numbers the second definition's name.
            fn schema_id() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed(::std::concat!(
                    ::std::module_path!(),
                    "::",
                    ::std::stringify!($name)
                ))
            }
            fn json_schema(
                generator: &mut $crate::runtime::json_schema::schemars::SchemaGenerator,
            ) -> $crate::runtime::json_schema::schemars::Schema {
                $crate::runtime::json_schema::source(
                    $text,
                    &[$($(($pointer, $crate::runtime::json_schema::subschema::<$target>)),*)?],
                    generator,
                )
            }
        }
    };
}

/// Without the `schemars` feature: nothing.
#[cfg(not(feature = "schemars"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_json_schema {
    ($($tokens:tt)*) => {};
}
