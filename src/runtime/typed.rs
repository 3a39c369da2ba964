//! Typed values over checked JSON: what the generated types of compiled schemas call.
//!
//! A type generated from a compiled schema is read against its compiled [`Node`] with
//! [`Typed::read`]: member by member and item by item where the node allows, each checked as it
//! is read (see [`stream`](super::stream)); else the subtree is parsed into a [`Value`]
//! (duplicate member names refused, nesting bounded), checked against the node (every keyword of
//! the schema, see [`check`](super::check)), and moved into the Rust type
//! ([`Typed::from_json`]), which cannot fail for a value that passed. Writing checks before
//! anything is written, so a value built in Rust that breaks its schema is refused instead of
//! written.
//!
//! The per-type impls are macros (`__wm_object!`, `__wm_newtype!`, `__wm_union!`, ... at the
//! crate root, hidden), so a generated file holds declarations and one macro call per type
//! naming its nodes.

#[doc(hidden)]
pub use indexmap::IndexMap;

#[doc(hidden)]
pub use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
pub use serde::de::{Error as DeError, MapAccess, SeqAccess};
use serde::ser::Error as _;
#[doc(hidden)]
pub use serde::ser::SerializeMap;
#[doc(hidden)]
pub use serde::{Deserialize, Deserializer, Serialize, Serializer};
#[doc(hidden)]
pub use serde_json::{Map, Number, Value};

use std::ops::ControlFlow;

use super::check::{self, Scalar, Violation};
use super::format::Format;
use super::rules::Node;
use super::stream::{self, Constants};
use super::trail;
use super::write;
use crate::{Integer, Object};

/// A Rust value that a checked JSON value moves into, and back out of.
pub trait Typed: Sized {
    /// Moves a value that passed its schema into `Self`. [`Mismatch`] only when the generated
    /// type cannot hold a value its schema admits, which would be a generator bug.
    fn from_json(value: Value) -> Result<Self, Mismatch>;
    /// The JSON value `self` stands for.
    fn to_json(&self) -> Value;
    /// Reads a value that passes `node` (a schema that admits only values `Self` can hold),
    /// checking while reading ([`stream`](super::stream)). By default the value is read whole,
    /// checked, then moved in with [`Typed::from_json`].
    fn read<'de, D: Deserializer<'de>>(
        deserializer: D,
        node: &'static Node,
    ) -> Result<Self, D::Error> {
        stream::buffered(deserializer, node)
    }
    /// The format that building `Self` from a string checks already (a lossless format type),
    /// so that a reader need not check it twice.
    const HOLDS: Option<Format> = None;
    /// `Self` from a string of format [`Typed::HOLDS`] (any string when that is `None`), or
    /// the string back when `Self` cannot hold it.
    fn from_text(text: String) -> Result<Self, String> {
        Err(text)
    }
    /// [`Typed::from_text`] of text the input holds: a type that keeps no `String` (a
    /// [`Uuid`](crate::Uuid)) builds itself without copying it to the heap first.
    fn from_borrowed_text(text: &str) -> Option<Self> {
        Self::from_text(text.to_owned()).ok()
    }
    /// Checks `self` against `node`, what writing does first ([`write`](super::write)): part
    /// by part where the node allows, by default as the value [`Typed::to_json`] builds.
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        if Self::HOLDS.is_some_and(|holds| check::holds_enough(node, holds)) {
            return Ok(());
        }
        match self.scalar() {
            Some(scalar) => write::scalar(node, scalar, Self::HOLDS, &|| self.to_json()),
            None => check::check(node, &self.to_json()),
        }
    }
    /// Whether `self` is valid against `node`, as [`Typed::check`] decides, without
    /// explaining why not: what an `if` asks of a member's value. Scalars answer in place.
    fn is_valid(&self, node: &'static Node) -> bool {
        if Self::HOLDS.is_some_and(|holds| check::holds_enough(node, holds)) {
            return true;
        }
        match self.scalar() {
            Some(scalar) => write::scalar_is_valid(node, scalar, Self::HOLDS, &|| self.to_json()),
            None => self.check(node).is_ok(),
        }
    }
    /// The JSON scalar `self` is written as, borrowed, when it is one (a string, number,
    /// boolean or `null`): what [`Typed::check`] and [`Typed::is_valid`] check in place.
    fn scalar(&self) -> Option<Scalar<'_>> {
        None
    }
    /// The text `self` is written as, when it is a JSON string (for `uniqueItems`, which
    /// then compares texts).
    fn text(&self) -> Option<&str> {
        match self.scalar() {
            Some(Scalar::Str(text)) => Some(text),
            _ => None,
        }
    }
    /// Calls `visit` with each member name `self` is written with, if it is an object whose
    /// names are known without building it (a generated struct); `false` otherwise.
    fn member_names(&self, visit: &mut dyn FnMut(&str)) -> bool {
        let _ = visit;
        false
    }
    /// Writes `self` as JSON without checking it (the writer checked it first): straight from
    /// the Rust value, by default through [`Typed::to_json`].
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(serializer)
    }
}

/// The part of [`Typed`] that code shared by every generated struct calls on a member's value
/// without knowing its type (as `dyn`): a struct lists its members once ([`Fields::each`]),
/// and checking, building JSON and listing names walk that list, compiled once in this crate
/// rather than unrolled over the members of each struct.
pub trait DynTyped {
    /// [`Typed::to_json`].
    fn dyn_to_json(&self) -> Value;
    /// [`Typed::check`].
    fn dyn_check(&self, node: &'static Node) -> Result<(), Violation>;
    /// [`Typed::is_valid`].
    fn dyn_is_valid(&self, node: &'static Node) -> bool;
}

impl<T: Typed> DynTyped for T {
    fn dyn_to_json(&self) -> Value {
        self.to_json()
    }
    fn dyn_check(&self, node: &'static Node) -> Result<(), Violation> {
        self.check(node)
    }
    fn dyn_is_valid(&self, node: &'static Node) -> bool {
        self.is_valid(node)
    }
}

/// What [`Fields::each`] calls for each member a struct's fields hold: its JSON name, its
/// value and its schema (the `properties` entry); it breaks to stop the walk.
pub type Visit<'a> = dyn FnMut(&'static str, &dyn DynTyped, &'static Node) -> ControlFlow<()> + 'a;

/// A generated struct as the code all structs share sees it (`__wm_object!` implements it).
pub trait Fields {
    /// The struct's layout ([`stream::Layout`]), worked out once.
    fn layout(&self) -> &'static stream::Layout;
    /// The required members the schema fixes to one value, which no field holds.
    fn constants(&self) -> &'static stream::Constants;
    /// The members the schema does not declare, unless the struct allows none.
    fn extra(&self) -> Option<&Object>;
    /// Calls `visit` with each member a field holds, in the struct's order, until it breaks.
    fn each(&self, visit: &mut Visit<'_>) -> ControlFlow<()>;
}

/// [`Typed::to_json`] of a generated struct: its constants first (a reader that tells types
/// apart by one finds it at once), then its fields, then `extra`.
pub fn struct_to_json(value: &dyn Fields) -> Value {
    let mut members = Map::new();
    for (name, node) in value.constants() {
        members.insert((*name).into(), stream::constant_value(node));
    }
    let _ = value.each(&mut |name, v, _| {
        members.insert(name.into(), v.dyn_to_json());
        ControlFlow::Continue(())
    });
    for (k, v) in value.extra().into_iter().flat_map(|e| e.iter()) {
        members.insert(k.clone(), v.clone());
    }
    Value::Object(members)
}

/// [`Typed::member_names`] of a generated struct, in the order [`struct_to_json`] writes them.
pub fn struct_member_names(value: &dyn Fields, visit: &mut dyn FnMut(&str)) -> bool {
    for (name, _) in value.constants() {
        visit(name);
    }
    let _ = value.each(&mut |name, _, _| {
        visit(name);
        ControlFlow::Continue(())
    });
    for name in value.extra().into_iter().flat_map(|e| e.keys()) {
        visit(name);
    }
    true
}

/// A checked value that does not fit the generated type: a bug in the generator, reported as an
/// error (never a panic) so that one bad type cannot stop a service.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub &'static str);

impl std::fmt::Display for Mismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the Rust type cannot hold this valid value ({}); for a generated type, please report this wire-models bug",
            self.0
        )
    }
}

impl std::error::Error for Mismatch {}

/// Reads a type of the user's (the configuration's `extern`) with serde, from a value that
/// passed its schema.
pub fn from_serde<T: serde::de::DeserializeOwned>(value: Value) -> Result<T, Mismatch> {
    serde_json::from_value(value)
        .map_err(|_| Mismatch("an extern type's Deserialize refused a value its schema admits"))
}

/// Writes a type of the user's with serde; a value that does not serialize is written as
/// `null`, which the schema's check then refuses unless the schema admits it.
pub fn to_serde<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Makes types of yours usable where the configuration (`wire-models.json`, option `extern`)
/// puts them in place of a generated type. They are read with their `Deserialize` from the JSON
/// value once it passed the schema, and written with their `Serialize`, the written value
/// checked against the schema before anything is written.
///
/// ```
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Address { street: String, city: String }
/// wire_models::extern_type!(Address);
/// ```
#[macro_export]
macro_rules! extern_type {
    ($($ty:ty),+ $(,)?) => {$(
        impl $crate::runtime::typed::Typed for $ty {
            fn from_json(
                value: $crate::Value,
            ) -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                $crate::runtime::typed::from_serde(value)
            }
            fn to_json(&self) -> $crate::Value {
                $crate::runtime::typed::to_serde(self)
            }
        }
    )+};
}

impl Typed for Value {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        Ok(value)
    }
    fn to_json(&self) -> Value {
        self.clone()
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        check::check(node, self)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.serialize(serializer)
    }
}

impl Typed for String {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::String(s) => Ok(s),
            _ => Err(Mismatch("expected a string")),
        }
    }
    fn to_json(&self) -> Value {
        Value::String(self.clone())
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::text(d, node)
    }
    fn from_text(text: String) -> Result<Self, String> {
        Ok(text)
    }
    fn scalar(&self) -> Option<Scalar<'_>> {
        Some(Scalar::Str(self))
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self)
    }
}

impl Typed for bool {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        value.as_bool().ok_or(Mismatch("expected a boolean"))
    }
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
    fn scalar(&self) -> Option<Scalar<'_>> {
        Some(Scalar::Bool(*self))
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bool(*self)
    }
}

impl Typed for () {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        value
            .is_null()
            .then_some(())
            .ok_or(Mismatch("expected null"))
    }
    fn to_json(&self) -> Value {
        Value::Null
    }
    fn scalar(&self) -> Option<Scalar<'_>> {
        Some(Scalar::Null)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_unit()
    }
}

impl Typed for Number {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::Number(n) => Ok(n),
            _ => Err(Mismatch("expected a number")),
        }
    }
    fn to_json(&self) -> Value {
        Value::Number(self.clone())
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::number(d, node)
    }
    fn scalar(&self) -> Option<Scalar<'_>> {
        Some(Scalar::Number(self))
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.serialize(serializer)
    }
}

impl Typed for Integer {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        Number::from_json(value)
            .and_then(|n| Integer::try_from(n).map_err(|_| Mismatch("expected an integer")))
    }
    fn to_json(&self) -> Value {
        Value::Number(self.as_number().clone())
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::number(d, node)
    }
    fn scalar(&self) -> Option<Scalar<'_>> {
        Some(Scalar::Number(self.as_number()))
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.as_number().serialize(serializer)
    }
}

impl Typed for Object {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::Object(m) => Ok(m.into()),
            _ => Err(Mismatch("expected an object")),
        }
    }
    fn to_json(&self) -> Value {
        Value::Object(self.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        write::object(self, node)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.serialize(serializer)
    }
}

impl<T: Typed> Typed for Vec<T> {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::Array(items) => items.into_iter().map(T::from_json).collect(),
            _ => Err(Mismatch("expected an array")),
        }
    }
    fn to_json(&self) -> Value {
        Value::Array(self.iter().map(T::to_json).collect())
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::vec(d, node)
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        write::items(self, node)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write::write_items(self, serializer)
    }
}

impl<T: Typed> Typed for Box<T> {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        T::from_json(value).map(Box::new)
    }
    fn to_json(&self) -> Value {
        (**self).to_json()
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        T::read(d, node).map(Box::new)
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        (**self).check(node)
    }
    fn member_names(&self, visit: &mut dyn FnMut(&str)) -> bool {
        (**self).member_names(visit)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).write(serializer)
    }
}

/// The methods a lossless text type (`DateTime`, `Uuid`) shares: written and checked as the
/// text it holds, without copying it.
macro_rules! held_text {
    () => {
        fn to_json(&self) -> Value {
            Value::String(self.as_str().to_owned())
        }
        fn scalar(&self) -> Option<Scalar<'_>> {
            Some(Scalar::Str(self.as_str()))
        }
        fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.as_str())
        }
    };
}

/// A `date-time` string held as written (the configuration's `formats`).
impl Typed for crate::DateTime {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::String(text) => {
                crate::DateTime::try_from(text).map_err(|_| Mismatch("a date-time"))
            }
            _ => Err(Mismatch("a date-time string")),
        }
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::text(d, node)
    }
    const HOLDS: Option<Format> = Some(Format::DateTime);
    fn from_text(text: String) -> Result<Self, String> {
        crate::DateTime::from_text(text)
    }
    fn from_borrowed_text(text: &str) -> Option<Self> {
        crate::DateTime::parse(text).ok()
    }
    held_text!();
}

/// A `uuid` string held as written (the configuration's `formats`).
impl Typed for crate::Uuid {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::String(text) => crate::Uuid::try_from(text).map_err(|_| Mismatch("a UUID")),
            _ => Err(Mismatch("a UUID string")),
        }
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::text(d, node)
    }
    const HOLDS: Option<Format> = Some(Format::Uuid);
    fn from_text(text: String) -> Result<Self, String> {
        crate::Uuid::try_from(text).map_err(|e| e.0)
    }
    fn from_borrowed_text(text: &str) -> Option<Self> {
        crate::Uuid::parse(text)
    }
    held_text!();
}

/// `null` is `None`: the Rust side of a schema that admits a value or `null`.
impl<T: Typed> Typed for Option<T> {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        match value {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }
    fn to_json(&self) -> Value {
        self.as_ref().map_or(Value::Null, T::to_json)
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::option(d, node)
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        write::option(self, node)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            None => serializer.serialize_unit(),
            Some(v) => v.write(serializer),
        }
    }
}

/// An object whose members all have one schema (`additionalProperties`), in the order read.
impl<T: Typed> Typed for IndexMap<String, T> {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        members(value, &[])?
            .into_iter()
            .map(|(k, v)| T::from_json(v).map(|v| (k, v)))
            .collect()
    }
    fn to_json(&self) -> Value {
        Value::Object(self.iter().map(|(k, v)| (k.clone(), v.to_json())).collect())
    }
    fn read<'de, D: Deserializer<'de>>(d: D, node: &'static Node) -> Result<Self, D::Error> {
        stream::map(d, node)
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        write::map(self, node)
    }
    fn write<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write::write_map(self, serializer)
    }
}

/// The members of a checked object, for a generated struct to take its fields from: all but
/// its `constants`, which no field holds.
pub fn members(value: Value, constants: &Constants) -> Result<Map<String, Value>, Mismatch> {
    match value {
        Value::Object(mut members) => {
            for (name, _) in constants {
                members.shift_remove(*name);
            }
            Ok(members)
        }
        _ => Err(Mismatch("expected an object")),
    }
}

/// A required member, taken out of `members`. Not inlined, here and in [`optional`]: one copy
/// per member type, where a struct's `from_json` would hold one per member.
#[inline(never)]
pub fn required<T: Typed>(members: &mut Map<String, Value>, name: &str) -> Result<T, Mismatch> {
    match take(members, name) {
        Some(v) => T::from_json(v),
        None => Err(Mismatch("a required member is absent")),
    }
}

/// Member `name`, taken out of `members`: once for every member type, not a copy per type.
#[inline(never)]
fn take(members: &mut Map<String, Value>, name: &str) -> Option<Value> {
    members.shift_remove(name)
}

/// An optional member, taken out of `members`: `None` when absent.
#[inline(never)]
pub fn optional<T: Typed>(
    members: &mut Map<String, Value>,
    name: &str,
) -> Result<Option<T>, Mismatch> {
    take(members, name).map(T::from_json).transpose()
}

/// Reads a `T` from `deserializer`, checked against `node` while it is read ([`Typed::read`]).
/// The error names the path and the rule, as every reader of this crate does.
pub fn deserialize<'de, D: Deserializer<'de>, T: Typed>(
    deserializer: D,
    node: &'static Node,
) -> Result<T, D::Error> {
    let _depth = trail::enter();
    T::read(deserializer, node)
}

/// Writes `value` after checking it against `node`: a value built in Rust that breaks its schema
/// is refused with the path and the rule, never written.
pub fn serialize<S: Serializer, T: Typed>(
    value: &T,
    node: &'static Node,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    value.check(node).map_err(S::Error::custom)?;
    value.write(serializer)
}

/// Builds a `T` from a JSON value, checked against `node`: what `TryFrom` of generated types runs.
pub fn build<T: Typed>(node: &'static Node, value: Value) -> Result<T, Violation> {
    check::check(node, &value)?;
    T::from_json(value).map_err(mismatch)
}

/// A value that passed its node but fits no variant of its type: a generator bug, reported.
fn mismatch(m: Mismatch) -> Violation {
    Violation {
        path: Vec::new(),
        kind: crate::ErrorKind::Constraint,
        message: m.to_string(),
    }
}

/// The impls of a generated struct: `Typed`, `Members`, `Deserialize`, `Serialize`.
/// `$field: "json name" = node` for required members, `$field "?": "json name" = node` for
/// optional ones, `node` being the member's schema (its `properties` entry); the struct's last
/// field is `extra`, the members the schema does not declare, unless the type is marked
/// `closed` (its schema allows no other member). After the fields, `; const "json name" =
/// node, ...` lists the required members the schema fixes to one value: no field holds them.
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_object {
    // A struct that keeps the members its schema does not declare in its field `extra`.
    ($name:ident = $node:expr; $($fields:tt)*) => {
        $crate::__wm_object!(@impl $name [extra] = $node; $($fields)*);
    };
    // A struct whose schema allows no other members (`additionalProperties: false`): no `extra`.
    ($name:ident = $node:expr, closed; $($fields:tt)*) => {
        $crate::__wm_object!(@impl $name [] = $node; $($fields)*);
    };
    (@impl $name:ident [$($open:ident)?] = $node:expr;
        $($field:ident $($opt:literal)? : $json:literal = $member:expr),* $(,)?
        $(; $(const $cjson:literal = $cnode:expr),+ $(,)?)?) => {
        impl $name {
            /// The members fixed to one value, which no field holds.
            #[allow(dead_code)]
            fn __constants() -> &'static $crate::runtime::stream::Constants {
                static CONSTANTS: &$crate::runtime::stream::Constants = &[$($(($cjson, &$cnode)),+)?];
                CONSTANTS
            }
            /// What reading and writing need of the struct's node, worked out once.
            fn __layout() -> &'static $crate::runtime::stream::Layout {
                static LAYOUT: ::std::sync::OnceLock<$crate::runtime::stream::Layout> =
                    ::std::sync::OnceLock::new();
                fn init() -> $crate::runtime::stream::Layout {
                    $crate::runtime::stream::Layout::new(
                        &$node,
                        &[$(($json, $crate::__wm_object!(@required $($opt)?)),)*],
                        $name::__constants(),
                    )
                }
                $crate::runtime::stream::once(&LAYOUT, init)
            }
        }
        impl $crate::runtime::typed::Fields for $name {
            fn layout(&self) -> &'static $crate::runtime::stream::Layout {
                Self::__layout()
            }
            fn constants(&self) -> &'static $crate::runtime::stream::Constants {
                Self::__constants()
            }
            fn extra(&self) -> ::std::option::Option<&$crate::Object> {
                $crate::__wm_object!(@extra self $($open)?)
            }
            fn each(
                &self,
                visit: &mut $crate::runtime::typed::Visit<'_>,
            ) -> ::std::ops::ControlFlow<()> {
                let _ = &visit; // a struct of constants alone has no field to visit
                $(
                    if let ::std::option::Option::Some(v) = $crate::__wm_object!(@present self.$field $(, $opt)?) {
                        if visit($json, v, &$member).is_break() {
                            return ::std::ops::ControlFlow::Break(());
                        }
                    }
                )*
                ::std::ops::ControlFlow::Continue(())
            }
        }
        impl $crate::runtime::typed::Typed for $name {
            fn from_json(value: $crate::runtime::typed::Value)
                -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                #[allow(unused_mut)]
                let mut members = $crate::runtime::typed::members(value, Self::__constants())?;
                // One `let` per field, then the struct: a failure in a struct literal drops the
                // fields before it by a cleanup path of its own, so a struct of n members would
                // have n² drops (1.65M lines of LLVM IR for a struct of 606 members of owned
                // types, whose release build had not ended after 43 minutes); `let`s share one.
                $(let $field = $crate::__wm_object!(@take members $json $($opt)?);)*
                ::std::result::Result::Ok(Self {
                    $($field,)*
                    $($open: members.into(),)?
                })
            }
            fn to_json(&self) -> $crate::runtime::typed::Value {
                $crate::runtime::typed::struct_to_json(self)
            }
            fn read<'de, D: $crate::runtime::typed::Deserializer<'de>>(
                d: D,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::runtime::stream::object(d, node)
            }
            fn check(
                &self,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<(), $crate::runtime::check::Violation> {
                $crate::runtime::write::fields(self, node)
            }
            fn member_names(&self, visit: &mut dyn FnMut(&str)) -> bool {
                $crate::runtime::typed::struct_member_names(self, visit)
            }
            fn write<S: $crate::runtime::typed::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                use $crate::runtime::typed::SerializeMap as _;
                if $crate::runtime::write::shadowed(self) {
                    return $crate::runtime::typed::Serialize::serialize(&self.to_json(), serializer);
                }
                let mut map = serializer.serialize_map(::std::option::Option::None)?;
                for (name, node) in Self::__constants() {
                    map.serialize_entry(*name, &$crate::runtime::stream::ConstantOf(node))?;
                }
                $(
                    if let ::std::option::Option::Some(v) = $crate::__wm_object!(@present self.$field $(, $opt)?) {
                        $crate::__wm_object!(@try map.serialize_entry($json, &$crate::runtime::write::Unchecked(v)));
                    }
                )*
                $(
                    for (name, value) in self.$open.iter() {
                        map.serialize_entry(name, value)?;
                    }
                )?
                map.end()
            }
        }
        impl $crate::runtime::stream::Members for $name {
            fn node() -> &'static $crate::runtime::rules::Node {
                &$node
            }
            fn layout() -> &'static $crate::runtime::stream::Layout {
                Self::__layout()
            }
            fn read_members<'de, A: $crate::runtime::typed::MapAccess<'de>>(
                mut map: A,
                plan: &$crate::runtime::stream::ObjectPlan,
            ) -> ::std::result::Result<Self, A::Error> {
                $(let mut $field = ::std::option::Option::None;)*
                let mut extra = $crate::Object::default();
                let mut count = 0usize;
                let constants = Self::__constants();
                let mut seen = 0u64;
                while let ::std::option::Option::Some(key) = map.next_key_seed($crate::runtime::de::Key)? {
                    count += 1;
                    plan.name::<A::Error>(&key)?;
                    match &*key {
                        $($json => {
                            $crate::__wm_object!(@try $crate::runtime::stream::field(&mut $field, $json, &$member, &mut map, plan));
                        })*
                        _ if $crate::runtime::stream::constant(&mut seen, constants, &key, &mut map)? => {
                            if plan.observes() {
                                plan.observe_constant(&key, constants);
                            }
                        }
                        _ => plan.undeclared(&mut extra, key, &mut map)?,
                    }
                }
                // Every required field and constant read: where those are all the node
                // requires, nothing is left to check.
                let filled = $($crate::__wm_object!(@filled $field $($opt)?) &&)*
                    seen.count_ones() as usize == constants.len();
                if !(filled && Self::__layout().ends_with_fields()) {
                    plan.end::<A::Error>(count, &|name| match name {
                        $($json => $field.is_some(),)*
                        _ => $crate::runtime::stream::has_constant(seen, constants, name)
                            || extra.contains_key(name),
                    })?;
                }
                // `let`s, not the struct literal's fields, for the reason `from_json` gives.
                $(let $field = $crate::__wm_object!(@slot A $field $json $($opt)?);)*
                ::std::result::Result::Ok(Self {
                    $($field,)*
                    $($open: extra,)?
                })
            }
        }
        $crate::__wm_serde!($name = $node);
    };
    (@required) => { true };
    (@required $opt:literal) => { false };
    (@filled $field:ident) => { $field.is_some() };
    (@filled $field:ident $opt:literal) => { true };
    (@slot $a:ident $field:ident $json:literal) => {
        $crate::__wm_object!(@try $crate::runtime::stream::required::<_, $a::Error>($field, $json))
    };
    (@slot $a:ident $field:ident $json:literal $opt:literal) => {
        $field
    };
    (@take $members:ident $json:literal) => {
        $crate::__wm_object!(@try $crate::runtime::typed::required(&mut $members, $json))
    };
    (@take $members:ident $json:literal $opt:literal) => {
        $crate::__wm_object!(@try $crate::runtime::typed::optional(&mut $members, $json))
    };
    // `?` for a member's result, the error unchanged: `?`'s conversion through `From` is
    // front-end code per member, which a struct of hundreds of members pays hundreds of times.
    (@try $result:expr) => {
        match $result {
            ::std::result::Result::Ok(v) => v,
            ::std::result::Result::Err(e) => return ::std::result::Result::Err(e),
        }
    };
    (@extra $self:ident) => { ::std::option::Option::None };
    (@extra $self:ident $open:ident) => { ::std::option::Option::Some(&$self.$open) };
    (@present $value:expr) => {
        ::std::option::Option::Some(&$value)
    };
    (@present $value:expr, $opt:literal) => {
        $value.as_ref()
    };
}

/// The impls of a generated newtype over a checked value: `Typed`, `Deserialize`, `Serialize`,
/// `TryFrom` of its inner type and of `Value`, `Deref` to it and `into_inner`.
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_newtype {
    ($name:ident($inner:ty) = $node:expr) => {
        impl $crate::runtime::typed::Typed for $name {
            fn from_json(
                value: $crate::runtime::typed::Value,
            ) -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                <$inner as $crate::runtime::typed::Typed>::from_json(value).map(Self)
            }
            fn to_json(&self) -> $crate::runtime::typed::Value {
                $crate::runtime::typed::Typed::to_json(&self.0)
            }
            fn read<'de, D: $crate::runtime::typed::Deserializer<'de>>(
                d: D,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<Self, D::Error> {
                <$inner as $crate::runtime::typed::Typed>::read(d, node).map(Self)
            }
            fn check(
                &self,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<(), $crate::runtime::check::Violation> {
                $crate::runtime::typed::Typed::check(&self.0, node)
            }
            fn scalar(&self) -> ::std::option::Option<$crate::runtime::check::Scalar<'_>> {
                $crate::runtime::typed::Typed::scalar(&self.0)
            }
            fn write<S: $crate::runtime::typed::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                $crate::runtime::typed::Typed::write(&self.0, serializer)
            }
        }
        impl ::std::convert::TryFrom<$inner> for $name {
            type Error = $crate::runtime::check::Violation;
            fn try_from(value: $inner) -> ::std::result::Result<Self, Self::Error> {
                $crate::runtime::typed::build(
                    &$node,
                    $crate::runtime::typed::Typed::to_json(&value),
                )
            }
        }
        impl ::std::ops::Deref for $name {
            type Target = $inner;
            fn deref(&self) -> &$inner {
                &self.0
            }
        }
        impl $name {
            /// The value inside.
            pub fn into_inner(self) -> $inner {
                self.0
            }
        }
        $crate::__wm_serde!($name = $node);
    };
}

/// The impls of a generated enum over the JSON types its schema admits. Variants are named after
/// the JSON type they hold (`Null`, `Boolean(bool)`, `Integer(Integer)`, `Number(Number)`,
/// `String(..)`, `Array(..)`, `Object(..)`, the last three holding what the schema says of such
/// values: `Vec<Part>`, `Box<PersonObject>`, or `Vec<Value>` and `Object` when it says nothing).
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_union {
    // `object = <node>` and `array = <node>`: the node to read that variant against as it is
    // read (see `TypeUnion`); a type without one is read whole.
    ($name:ident = $node:expr; $($variant:ident),+ $(; object = $object:expr)? $(; array = $array:expr)? $(,)?) => {
        impl $crate::runtime::stream::TypeUnion for $name {
            const OBJECT: bool = $crate::__wm_union!(@has $($object)?);
            const ARRAY: bool = $crate::__wm_union!(@has $($array)?);
            fn read_object<'de, A: $crate::runtime::typed::MapAccess<'de>>(
                map: A,
            ) -> ::std::result::Result<Self, A::Error> {
                $(
                    return $crate::runtime::typed::Typed::read(
                        $crate::runtime::typed::MapAccessDeserializer::new(map),
                        &$object,
                    )
                    .map(Self::Object);
                )?
                #[allow(unreachable_code)]
                ::std::result::Result::Err(<A::Error as $crate::runtime::typed::DeError>::custom(
                    "unreachable: the union reads no objects as they are read",
                ))
            }
            fn read_array<'de, A: $crate::runtime::typed::SeqAccess<'de>>(
                seq: A,
            ) -> ::std::result::Result<Self, A::Error> {
                $(
                    return $crate::runtime::typed::Typed::read(
                        $crate::runtime::typed::SeqAccessDeserializer::new(seq),
                        &$array,
                    )
                    .map(Self::Array);
                )?
                #[allow(unreachable_code)]
                ::std::result::Result::Err(<A::Error as $crate::runtime::typed::DeError>::custom(
                    "unreachable: the union reads no arrays as they are read",
                ))
            }
        }
        impl $crate::runtime::typed::Typed for $name {
            fn read<'de, D: $crate::runtime::typed::Deserializer<'de>>(
                d: D,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::runtime::stream::type_union(d, node, &$node)
            }
            fn from_json(value: $crate::runtime::typed::Value)
                -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                $(
                    if $crate::__wm_union!(@is $variant value) {
                        return $crate::__wm_union!(@from $variant value);
                    }
                )+
                let _ = value;
                ::std::result::Result::Err($crate::runtime::typed::Mismatch("a JSON type no variant holds"))
            }
            fn to_json(&self) -> $crate::runtime::typed::Value {
                use $crate::runtime::typed::Typed as _;
                match self {
                    $($crate::__wm_union!(@pat $variant v) => $crate::__wm_union!(@to $variant v),)+
                }
            }
            fn write<S: $crate::runtime::typed::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                use $crate::runtime::typed::Typed as _;
                match self {
                    $($crate::__wm_union!(@pat $variant v) => $crate::__wm_union!(@write $variant v serializer),)+
                }
            }
        }
        impl ::std::convert::TryFrom<$crate::runtime::typed::Value> for $name {
            type Error = $crate::runtime::check::Violation;
            fn try_from(value: $crate::runtime::typed::Value) -> ::std::result::Result<Self, Self::Error> {
                $crate::runtime::typed::build(&$node, value)
            }
        }
        $crate::__wm_serde!($name = $node);
    };
    (@has) => { false };
    (@has $node:expr) => { true };
    (@is Null $v:ident) => { $v.is_null() };
    (@is Boolean $v:ident) => { $v.is_boolean() };
    (@is Integer $v:ident) => { $crate::runtime::typed::is_integer(&$v) };
    (@is Number $v:ident) => { $v.is_number() };
    (@is String $v:ident) => { $v.is_string() };
    (@is Array $v:ident) => { $v.is_array() };
    (@is Object $v:ident) => { $v.is_object() };
    (@from Null $v:ident) => { ::std::result::Result::Ok(Self::Null) };
    (@from $variant:ident $v:ident) => { $crate::runtime::typed::Typed::from_json($v).map(Self::$variant) };
    (@pat Null $v:ident) => { Self::Null };
    (@pat $variant:ident $v:ident) => { Self::$variant($v) };
    (@to Null $v:ident) => { $crate::runtime::typed::Value::Null };
    (@write Null $v:ident $s:ident) => { $s.serialize_unit() };
    (@write $variant:ident $v:ident $s:ident) => { $v.write($s) };
    (@to $variant:ident $v:ident) => { $v.to_json() };
}

/// The impls of a generated enum over named types (`oneOf`/`anyOf` of references): the variant
/// is the first branch the checked value matches (for `oneOf`, the only one). Each variant is
/// written after the index of its branch in the union's `oneOf`/`anyOf`: the generator leaves
/// out the branches that are no variant (`{"type": "null"}`, which an `Option` holds, and,
/// where the union admits objects only, a branch that admits none), and says which are left.
///
/// `; merged` ends the list of a union that declares members beside its `oneOf`/`anyOf`: each
/// variant's type holds the union's members and its branch's, and its own node checks both,
/// so the variants are told apart and read against their types' nodes (see
/// [`Tag::of_merged`](crate::runtime::stream::Tag::of_merged)).
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_choice {
    ($name:ident = $node:expr; $($branch:literal => $variant:ident($ty:ty)),+ ; merged $(,)?) => {
        $crate::__wm_choice!(@impl $name = $node;
            $crate::runtime::stream::Tag::of_merged(
                &$node,
                &[$(<$ty as $crate::runtime::typed::Checked>::node()),+],
            );
            $($branch => $variant($ty)),+);
    };
    ($name:ident = $node:expr; $($branch:literal => $variant:ident($ty:ty)),+ $(,)?) => {
        $crate::__wm_choice!(@impl $name = $node;
            $crate::runtime::stream::Tag::of(&$node, &[$($branch),+]);
            $($branch => $variant($ty)),+);
    };
    (@impl $name:ident = $node:expr; $tag:expr; $($branch:literal => $variant:ident($ty:ty)),+) => {
        impl $crate::runtime::typed::Typed for $name {
            fn from_json(value: $crate::runtime::typed::Value)
                -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                $(
                    if $crate::runtime::check::is_valid(
                        <$ty as $crate::runtime::typed::Checked>::node(), &value) {
                        return $crate::runtime::typed::Typed::from_json(value).map(Self::$variant);
                    }
                )+
                ::std::result::Result::Err($crate::runtime::typed::Mismatch("no branch matches"))
            }
            fn to_json(&self) -> $crate::runtime::typed::Value {
                match self {
                    $(Self::$variant(v) => $crate::runtime::typed::Typed::to_json(v),)+
                }
            }
            fn read<'de, D: $crate::runtime::typed::Deserializer<'de>>(
                d: D,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::runtime::stream::choice(d, node, Self::__tag())
            }
            fn check(
                &self,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<(), $crate::runtime::check::Violation> {
                let mut i = 0usize;
                $(
                    if let Self::$variant(v) = self {
                        return $crate::runtime::write::choice(self, &$node, node, Self::__tag(), i, v);
                    }
                    i += 1;
                )+
                let _ = i;
                $crate::runtime::check::check(node, &self.to_json())
            }
            fn write<S: $crate::runtime::typed::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                match self {
                    $(Self::$variant(v) => $crate::runtime::typed::Typed::write(v, serializer),)+
                }
            }
        }
        impl $name {
            /// What tells the branches apart, worked out once, not per value.
            fn __tag() -> &'static ::std::option::Option<$crate::runtime::stream::Tag> {
                static TAG: ::std::sync::OnceLock<
                    ::std::option::Option<$crate::runtime::stream::Tag>,
                > = ::std::sync::OnceLock::new();
                fn init() -> ::std::option::Option<$crate::runtime::stream::Tag> {
                    $tag
                }
                $crate::runtime::stream::once(&TAG, init)
            }
        }
        impl $crate::runtime::stream::Choice for $name {
            fn branch(index: usize, value: $crate::runtime::typed::Value)
                -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                let mut i = 0usize;
                $(
                    if index == i {
                        return $crate::runtime::typed::Typed::from_json(value).map(Self::$variant);
                    }
                    i += 1;
                )+
                let _ = i;
                ::std::result::Result::Err($crate::runtime::typed::Mismatch("no such branch"))
            }
            fn read_branch<'de, D: $crate::runtime::typed::Deserializer<'de>>(
                index: usize,
                node: &'static $crate::runtime::rules::Node,
                d: D,
            ) -> ::std::result::Result<Self, D::Error> {
                let mut i = 0usize;
                $(
                    if index == i {
                        // Into the variant's field: the type itself, or a `Box` of it where
                        // the type holds the union.
                        return <$ty as $crate::runtime::typed::Typed>::read(d, node)
                            .map(|v| Self::$variant(::std::convert::From::from(v)));
                    }
                    i += 1;
                )+
                let _ = (i, node);
                ::std::result::Result::Err(<D::Error as $crate::runtime::typed::DeError>::custom(
                    $crate::runtime::typed::Mismatch("no such branch"),
                ))
            }
        }
        $crate::__wm_serde!($name = $node);
    };
}

/// The impls of a generated enum of string values: `Typed`, `Deserialize`, `Serialize`,
/// `FromStr`, `Display` and `as_str`.
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_str_enum {
    ($name:ident = $node:expr; $($variant:ident = $text:literal),+ $(,)?) => {
        impl $name {
            /// The value as the schema writes it.
            pub fn as_str(&self) -> &'static str {
                match self {
                    $(Self::$variant => $text,)+
                }
            }
            /// The position among the variants of the one written `text`: its discriminant,
            /// the enum declaring its variants in this order.
            fn __position(text: &str) -> ::std::option::Option<usize> {
                match text {
                    $($text => ::std::option::Option::Some(Self::$variant as usize),)+
                    _ => ::std::option::Option::None,
                }
            }
            /// The variant at a position [`Self::__position`] gave.
            fn __at(position: usize) -> ::std::option::Option<Self> {
                const VARIANTS: &[$name] = &[$($name::$variant),+];
                VARIANTS.get(position).copied()
            }
        }
        impl ::std::str::FromStr for $name {
            type Err = $crate::runtime::check::Violation;
            fn from_str(text: &str) -> ::std::result::Result<Self, Self::Err> {
                $crate::runtime::typed::build(&$node, $crate::runtime::typed::Value::String(text.into()))
            }
        }
        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
        impl $crate::runtime::typed::Typed for $name {
            fn from_json(value: $crate::runtime::typed::Value)
                -> ::std::result::Result<Self, $crate::runtime::typed::Mismatch> {
                value
                    .as_str()
                    .and_then(Self::__position)
                    .and_then(Self::__at)
                    .ok_or($crate::runtime::typed::Mismatch("not one of the values"))
            }
            fn to_json(&self) -> $crate::runtime::typed::Value {
                $crate::runtime::typed::Value::String(self.as_str().into())
            }
            fn read<'de, D: $crate::runtime::typed::Deserializer<'de>>(
                d: D,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::runtime::stream::word(d, node, &$node, Self::__position, Self::__at)
            }
            fn check(
                &self,
                node: &'static $crate::runtime::rules::Node,
            ) -> ::std::result::Result<(), $crate::runtime::check::Violation> {
                $crate::runtime::write::word(node, &$node, self.as_str())
            }
            fn is_valid(&self, node: &'static $crate::runtime::rules::Node) -> bool {
                $crate::runtime::write::word_is_valid(node, &$node, self.as_str())
            }
            fn scalar(&self) -> ::std::option::Option<$crate::runtime::check::Scalar<'_>> {
                ::std::option::Option::Some($crate::runtime::check::Scalar::Str(self.as_str()))
            }
            fn write<S: $crate::runtime::typed::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }
        $crate::__wm_serde!($name = $node);
    };
}

/// A generated type's compiled schema.
pub trait Checked {
    /// The node every value of the type passed.
    fn node() -> &'static Node;
}

/// In a definition's union, which holds its `null` itself, the variant of an inline struct or
/// enum whose own schema admits `null` too (a `oneOf` branch `{"type": ["object", "null"],
/// ...}`) is an `Option` of its type: `null` is `None`, and the type's node, which admits
/// `null`, is the variant's. (A union written inline has an `Option` of its own for `null`.)
impl<T: Checked> Checked for Option<T> {
    fn node() -> &'static Node {
        T::node()
    }
}

/// `Deserialize` and `Serialize` of a generated type through its compiled node.
#[doc(hidden)]
#[macro_export]
macro_rules! __wm_serde {
    ($name:ident = $node:expr) => {
        impl $crate::runtime::typed::Checked for $name {
            fn node() -> &'static $crate::runtime::rules::Node {
                &$node
            }
        }
        impl<'de> $crate::runtime::typed::Deserialize<'de> for $name {
            fn deserialize<D: $crate::runtime::typed::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::runtime::typed::deserialize(deserializer, &$node)
            }
        }
        impl $crate::runtime::typed::Serialize for $name {
            fn serialize<S: $crate::runtime::typed::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                $crate::runtime::typed::serialize(self, &$node, serializer)
            }
        }
    };
}

/// Whether a JSON value is an integer in JSON Schema's sense: a number with no fractional part.
pub fn is_integer(value: &Value) -> bool {
    match value {
        Value::Number(n) => Integer::try_from(n.clone()).is_ok(),
        _ => false,
    }
}
