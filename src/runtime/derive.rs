//! What the generated models expand from: one macro per kind of type (`object!`, `union!`,
//! `string_enum!`, `checked_string!`), and the traits and functions their expansions share.
//!
//! The generator writes each type's declaration, docs and `new` as plain Rust, then one macro
//! invocation holding a table of its members and rules; the bodies that read, check and write
//! the type are written once, here, and monomorphised per type. So a schema of 70 members is
//! read as 70 table rows, not 70 hand-expanded `match` arms, and what every object does (refuse
//! a repeated member, locate each error, check the rules at the end) cannot differ by type.
//!
//! Every helper item a macro needs (the member slots, the list of rules) is declared inside a
//! `const _: () = { ... };` block, so no name of a schema type can collide with it.
//!
//! A member's type says how it is read and described ([`Read`]): `String` reads a string,
//! `crate::Integer` an integer, `Vec<T>` an array of `T`, `Option<T>` `null` or a `T`, a
//! generated type its own `Deserialize`. The table only says how the member is held.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use indexmap::IndexMap;
use serde::de::{self, DeserializeSeed, Deserializer};
use serde::ser::{self, SerializeMap};
use serde_json::{Number, Value};

pub use super::de::{
    ambiguous, brief_str, buffer, duplicate, missing, object as read_object, pick, put, put_extra,
    unknown, AnyValue, Branch, ConstJson, ConstStr, Key, ObjectShape, Slots, Text,
};
use super::de::{Bool, DateTimeText, FreeObject, Int, MapOf, Nullable, Num, Seq, Str};
pub use super::trail::{at_key, enter, fail};
use crate::{DateTime, ErrorKind, Integer, Object};

/// How a member's type is read from JSON and named in messages.
pub trait Read: Sized {
    /// Reads a value, checking exactly what the schema allows.
    fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error>;
    /// What a value of this type is, in the words of a "missing" message (`an array of a
    /// Node object`).
    fn describe(out: &mut String);
}

/// The words [`Read::describe`] writes for `T`.
pub fn describe<T: Read>() -> String {
    let mut out = String::new();
    T::describe(&mut out);
    out
}

/// The seed that reads a `T` through [`Read`].
pub struct Of<T>(PhantomData<fn() -> T>);

impl<T> Of<T> {
    /// The seed for `T`.
    pub const fn new() -> Self {
        Of(PhantomData)
    }
}

impl<T> Default for Of<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Clone for Of<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Of<T> {}

impl<'de, T: Read> DeserializeSeed<'de> for Of<T> {
    type Value = T;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        T::read(d)
    }
}

macro_rules! read_with {
    ($($ty:ty => $seed:expr, $what:literal;)*) => {$(
        impl Read for $ty {
            fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $seed.deserialize(d)
            }
            fn describe(out: &mut String) {
                out.push_str($what);
            }
        }
    )*};
}

read_with! {
    String => Str, "a string";
    bool => Bool, "a boolean";
    Integer => Int, "an integer";
    Number => Num, "a number";
    DateTime => DateTimeText, "an RFC 3339 date-time string";
    Object => FreeObject, "an object";
    Value => AnyValue, "any JSON value";
}

impl<T: Read> Read for Vec<T> {
    fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Seq(Of::<T>::new()).deserialize(d)
    }
    fn describe(out: &mut String) {
        out.push_str("an array of ");
        T::describe(out);
    }
}

impl<T: Read> Read for IndexMap<String, T> {
    fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        MapOf(Of::<T>::new()).deserialize(d)
    }
    fn describe(out: &mut String) {
        out.push_str("an object whose members are each ");
        T::describe(out);
    }
}

/// `Option<T>` is `null` or a `T` (an optional member that may not be null is held as an
/// `Option` too, but read as a `T`).
impl<T: Read> Read for Option<T> {
    fn read<'de, D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Nullable(Of::<T>::new()).deserialize(d)
    }
    fn describe(out: &mut String) {
        T::describe(out);
        out.push_str(" or null");
    }
}

/// The text of a member that an `if` rule tests: a string or a string enum, present or not.
pub trait Discriminant {
    /// The value as written in JSON, or `None` when the member is absent.
    fn text(&self) -> Option<&str>;
}

impl Discriminant for String {
    fn text(&self) -> Option<&str> {
        Some(self)
    }
}

impl<T: Discriminant> Discriminant for Option<T> {
    fn text(&self) -> Option<&str> {
        self.as_ref().and_then(T::text)
    }
}

/// One `if`/`then`/`else` rule of an object: when the member `discriminator` has one of
/// `values` (or is absent and `when_absent`), the members `then` must be present, otherwise
/// the members `otherwise`. Members the schema requires anyway are not listed.
pub struct Rule {
    /// The JSON name of the tested member.
    pub discriminator: &'static str,
    /// The values for which the `if` holds.
    pub values: &'static [&'static str],
    /// Whether the `if` holds when the member is absent.
    pub when_absent: bool,
    /// Members required when the `if` holds.
    pub then: &'static [&'static str],
    /// Members required when it does not.
    pub otherwise: &'static [&'static str],
}

impl Rule {
    /// Whether the `if` holds for the tested member's value `text`.
    pub fn holds(&self, text: Option<&str>) -> bool {
        text.map_or(self.when_absent, |t| self.values.contains(&t))
    }

    /// The members required given whether the `if` holds.
    fn required(&self, holds: bool) -> &'static [&'static str] {
        if holds {
            self.then
        } else {
            self.otherwise
        }
    }

    /// What the `if` says, for messages: `"role" is "tool"`, or, when it does not hold,
    /// `"role" is present and not "tool"`.
    fn describe(&self, holds: bool) -> String {
        let mut values = list(self.values);
        if self.values.len() > 1 {
            values = format!("one of {values}");
        }
        if holds {
            format!("{:?} is {values}", self.discriminator)
        } else {
            format!("{:?} is present and not {values}", self.discriminator)
        }
    }
}

/// Whether each rule's `if` holds, given the value of the member each tests (`None` when
/// absent); computed before the members are moved out of their slots.
pub fn holds<const N: usize>(rules: &[Rule], texts: [Option<&str>; N]) -> [bool; N] {
    let mut out = [false; N];
    for ((out, rule), text) in out.iter_mut().zip(rules).zip(texts) {
        *out = rule.holds(text);
    }
    out
}

/// Checks every rule once the object is read: `holds` says which `if`s hold, `present` whether
/// a member was read.
pub fn check_rules<E: de::Error>(
    rules: &[Rule],
    holds: &[bool],
    present: impl Fn(&str) -> bool,
) -> Result<(), E> {
    for (rule, holds) in rules.iter().zip(holds) {
        for member in rule.required(*holds) {
            if !present(member) {
                let message = format!("{}, so {member:?} is required", rule.describe(*holds));
                return Err(at_key(member, fail(ErrorKind::Conditional, message)));
            }
        }
    }
    Ok(())
}

/// Whether a rule requires `member` of a value about to be written.
pub fn required_now(rules: &[Rule], holds: &[bool], member: &str) -> bool {
    rules
        .iter()
        .zip(holds)
        .any(|(rule, holds)| rule.required(*holds).contains(&member))
}

/// The error for writing a value whose optional member a rule requires but which is `None`.
pub fn required_but_none<E: ser::Error>(type_name: &str, member: &str) -> E {
    E::custom(format_args!(
        "{type_name}: the member {member:?} is required here (see the type's docs) but is None"
    ))
}

/// String values as JSON, for messages: `"a", "b"`.
pub fn list(values: &[&str]) -> String {
    values
        .iter()
        .map(|v| format!("{v:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The `extra` field of an object that keeps members its schema does not declare: a
/// [`crate::Object`] keeps any value, an `IndexMap` of a type keeps values of that type.
pub trait Extra {
    /// Reads the undeclared member `key`, refusing one seen before.
    fn accept<'de, D: Deserializer<'de>>(
        &mut self,
        key: Cow<'de, str>,
        value: D,
    ) -> Result<(), D::Error>;
    /// Writes the members, refusing one the schema declares (it belongs in its field).
    fn write<M: SerializeMap>(
        &self,
        map: &mut M,
        type_name: &str,
        declares: fn(&str) -> bool,
    ) -> Result<(), M::Error>;
}

/// Writes the members of an `extra`, refusing one the schema declares (it belongs in its field).
fn write_extra<'a, M: SerializeMap, V: serde::Serialize + 'a>(
    members: impl IntoIterator<Item = (&'a String, &'a V)>,
    map: &mut M,
    type_name: &str,
    declares: fn(&str) -> bool,
) -> Result<(), M::Error> {
    for (key, value) in members {
        if declares(key) {
            return Err(ser::Error::custom(format_args!(
                "{type_name}: `extra` holds the member {key:?}, which the schema declares: set the field instead"
            )));
        }
        map.serialize_entry(key, value)?;
    }
    Ok(())
}

impl Extra for Object {
    fn accept<'de, D: Deserializer<'de>>(
        &mut self,
        key: Cow<'de, str>,
        value: D,
    ) -> Result<(), D::Error> {
        let member = AnyValue.deserialize(value).map_err(|e| at_key(&key, e))?;
        put_extra(self, key, member)
    }
    fn write<M: SerializeMap>(
        &self,
        map: &mut M,
        type_name: &str,
        declares: fn(&str) -> bool,
    ) -> Result<(), M::Error> {
        write_extra(self, map, type_name, declares)
    }
}

impl<T: Read + serde::Serialize> Extra for IndexMap<String, T> {
    fn accept<'de, D: Deserializer<'de>>(
        &mut self,
        key: Cow<'de, str>,
        value: D,
    ) -> Result<(), D::Error> {
        if self.contains_key(key.as_ref()) {
            return Err(duplicate(&key));
        }
        let member = T::read(value).map_err(|e| at_key(&key, e))?;
        self.insert(key.into_owned(), member);
        Ok(())
    }
    fn write<M: SerializeMap>(
        &self,
        map: &mut M,
        type_name: &str,
        declares: fn(&str) -> bool,
    ) -> Result<(), M::Error> {
        write_extra(self, map, type_name, declares)
    }
}

/// A generated object type's member slots, for a `oneOf` that reads it as one of its branches.
pub trait HasSlots {
    /// The slots its `Deserialize` fills.
    type Slots;
}

/// Reads a string-enum value: its variant, or the error naming the allowed values.
pub fn enum_value<'de, D: Deserializer<'de>, T>(
    d: D,
    values: &[&str],
    variant: impl Fn(&str) -> Option<T>,
) -> Result<T, D::Error> {
    let text = Text.deserialize(d)?;
    variant(&text).ok_or_else(|| {
        fail(
            ErrorKind::Constraint,
            format_args!(
                "expected one of {}, found {}",
                list(values),
                brief_str(&text)
            ),
        )
    })
}

/// Reads a checked string: the value `parse` builds, or the error naming the rule.
pub fn checked_value<'de, D: Deserializer<'de>, T>(
    d: D,
    rule: &str,
    parse: impl Fn(&str) -> Option<T>,
) -> Result<T, D::Error> {
    let text = Text.deserialize(d)?;
    parse(&text).ok_or_else(|| {
        fail(
            ErrorKind::Constraint,
            format_args!("expected {rule}, found {}", brief_str(&text)),
        )
    })
}

/// Why a value could not be converted to a generated type (`TryFrom`, `FromStr`): the
/// constraint it breaks.
pub struct ConversionError(Cow<'static, str>);

impl std::error::Error for ConversionError {}

impl fmt::Display for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl fmt::Debug for ConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl From<&'static str> for ConversionError {
    fn from(value: &'static str) -> Self {
        Self(value.into())
    }
}

impl From<String> for ConversionError {
    fn from(value: String) -> Self {
        Self(value.into())
    }
}

/// An object type: its `Deserialize` (member slots, checks at the end of the object),
/// `Serialize` and [`Read`], from a table of its members in the schema's order.
///
/// ```text
/// object! {
///     Name { field, other } extra: crate::Object;  // the struct's fields, then `extra` if kept
///     field "json name": required(Type);            // one row per member, in the schema's order
///     other "other": optional(Type);
///     @if field "json name" in ["a"] when_absent true then ["other"] else [];
/// }
/// ```
///
/// A row's kind says how the member is held; the type in it is the type read:
/// - `required(T)`: the field is a `T`, and the member must be present;
/// - `optional(T)`: the field is an `Option<T>`, `None` when absent; `null` is refused;
/// - `nullable(T)`: the same, but `null` is allowed and reads as `None`;
/// - `empty(T)`: the field is an array or map, empty when absent (and then not written);
/// - `constant(seed)`, `optional_constant(seed)`: no field; the value is checked when read
///   (`ConstStr`, `ConstJson`) and always written.
///
/// An `@if` row is an `if`/`then`/`else` rule on a string or string-enum member: when it has
/// one of the values (or is absent and `when_absent`), the `then` members must be present, else
/// the `else` ones; checked at the end of the object, and before writing (a nullable member is
/// then written as `null`, an optional one is an error).
#[cfg(feature = "chat-models")]
macro_rules! object {
    (
        $name:ident { $($field:ident),* $(,)? } $($xf:ident: $extra:ty)?;
        $( $f:ident $json:literal: $kind:ident($($x:tt)*); )*
        $( @if $d:ident $dj:literal in [$($v:literal),*] when_absent $absent:literal
            then [$($t:literal),*] else [$($e:literal),*]; )*
    ) => {
        const _: () = {
            use $crate::runtime::derive as rt;
            use ::serde::ser::SerializeMap as _;

            #[derive(Default)]
            pub struct __Slots {
                $( $f: rt::object!(@slot $kind($($x)*)), )*
                $( $xf: $extra, )?
            }

            const __RULES: &[rt::Rule] = &[$(rt::Rule {
                discriminator: $dj,
                values: &[$($v),*],
                when_absent: $absent,
                then: &[$($t),*],
                otherwise: &[$($e),*],
            }),*];

            impl rt::ObjectShape for __Slots {
                const EXPECTING: &'static str = concat!("an object (", stringify!($name), ")");
                const CLOSED: bool = !rt::object!(@has $($xf)?);
                const NAMES: &'static [&'static str] = &[$($json),*];
                fn declares(key: &str) -> bool {
                    false $(|| key == $json)*
                }
            }

            impl<'de> rt::Slots<'de> for __Slots {
                type Value = $name;
                fn accept<D: ::serde::Deserializer<'de>>(
                    &mut self,
                    key: ::std::borrow::Cow<'de, str>,
                    value: D,
                ) -> ::std::result::Result<(), D::Error> {
                    match key.as_ref() {
                        $( $json => rt::put(
                            &mut self.$f, $json, rt::object!(@seed $kind($($x)*)), value,
                        ), )*
                        _ => rt::object!(@extra self key value $($xf)?),
                    }
                }
                #[allow(unused_mut)]
                fn finish<E: ::serde::de::Error>(mut self) -> ::std::result::Result<$name, E> {
                    let holds = rt::holds(
                        __RULES,
                        [$( self.$d.as_ref().and_then(rt::Discriminant::text) ),*],
                    );
                    $( rt::object!(@require self $kind $f $json($($x)*)); )*
                    rt::check_rules::<E>(__RULES, &holds, |member| match member {
                        $( $json => self.$f.is_some(), )*
                        _ => true,
                    })?;
                    $( rt::object!(@take self $kind $f); )*
                    ::std::result::Result::Ok($name { $($field,)* $($xf: self.$xf,)? })
                }
            }

            impl rt::HasSlots for $name {
                type Slots = __Slots;
            }

            impl<'de> ::serde::Deserialize<'de> for $name {
                fn deserialize<D: ::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    let _depth = rt::enter();
                    rt::read_object::<__Slots, D>(deserializer)
                }
            }

            impl rt::Read for $name {
                fn read<'de, D: ::serde::Deserializer<'de>>(
                    d: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    <Self as ::serde::Deserialize<'de>>::deserialize(d)
                }
                fn describe(out: &mut ::std::string::String) {
                    out.push_str(concat!("a ", stringify!($name), " object"));
                }
            }

            impl ::serde::Serialize for $name {
                fn serialize<S: ::serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> ::std::result::Result<S::Ok, S::Error> {
                    let holds = rt::holds(__RULES, [$( rt::Discriminant::text(&self.$d) ),*]);
                    let _ = &holds;
                    let mut map = serializer.serialize_map(::std::option::Option::None)?;
                    $( rt::object!(@write self map holds $name $kind $f $json($($x)*)); )*
                    $( rt::Extra::write(
                        &self.$xf, &mut map, stringify!($name),
                        <__Slots as rt::ObjectShape>::declares,
                    )?; )?
                    map.end()
                }
            }
        };
    };

    (@slot constant($($x:tt)*)) => { ::std::option::Option<()> };
    (@slot optional_constant($($x:tt)*)) => { ::std::option::Option<()> };
    (@slot nullable($($x:tt)*)) => {
        ::std::option::Option<::std::option::Option<$($x)*>>
    };
    (@slot $kind:ident($($x:tt)*)) => { ::std::option::Option<$($x)*> };

    (@seed constant($($x:tt)*)) => { $($x)* };
    (@seed optional_constant($($x:tt)*)) => { $($x)* };
    (@seed $kind:ident($($x:tt)*)) => { $crate::runtime::derive::Of::new() };

    (@has) => { false };
    (@has $xf:ident) => { true };

    (@extra $s:ident $key:ident $value:ident) => {
        ::std::result::Result::Err($crate::runtime::derive::unknown(
            &$key,
            <Self as $crate::runtime::derive::ObjectShape>::NAMES,
        ))
    };
    (@extra $s:ident $key:ident $value:ident $xf:ident) => {
        $crate::runtime::derive::Extra::accept(&mut $s.$xf, $key, $value)
    };

    // A required member must be present; its value becomes a local of the field's name.
    (@require $s:ident required $f:ident $json:literal($($x:tt)*)) => {
        let $f = match $s.$f.take() {
            ::std::option::Option::Some(value) => value,
            ::std::option::Option::None => {
                return ::std::result::Result::Err($crate::runtime::derive::missing(
                    $json,
                    &$crate::runtime::derive::describe::<$($x)*>(),
                ));
            }
        };
    };
    (@require $s:ident constant $f:ident $json:literal($($x:tt)*)) => {
        if $s.$f.is_none() {
            return ::std::result::Result::Err($crate::runtime::derive::missing(
                $json,
                &($($x)*).describe(),
            ));
        }
    };
    (@require $s:ident $kind:ident $f:ident $json:literal($($x:tt)*)) => {};

    (@take $s:ident optional $f:ident) => { let $f = $s.$f.take(); };
    (@take $s:ident nullable $f:ident) => { let $f = $s.$f.take().flatten(); };
    (@take $s:ident empty $f:ident) => { let $f = $s.$f.take().unwrap_or_default(); };
    (@take $s:ident $kind:ident $f:ident) => {};

    (@write $s:ident $map:ident $holds:ident $name:ident required $f:ident $json:literal($($x:tt)*)) => {
        $map.serialize_entry($json, &$s.$f)?;
    };
    (@write $s:ident $map:ident $holds:ident $name:ident optional $f:ident $json:literal($($x:tt)*)) => {
        if let ::std::option::Option::Some(value) = &$s.$f {
            $map.serialize_entry($json, value)?;
        } else if $crate::runtime::derive::required_now(__RULES, &$holds, $json) {
            return ::std::result::Result::Err(
                $crate::runtime::derive::required_but_none::<S::Error>(stringify!($name), $json),
            );
        }
    };
    (@write $s:ident $map:ident $holds:ident $name:ident nullable $f:ident $json:literal($($x:tt)*)) => {
        if let ::std::option::Option::Some(value) = &$s.$f {
            $map.serialize_entry($json, value)?;
        } else if $crate::runtime::derive::required_now(__RULES, &$holds, $json) {
            $map.serialize_entry($json, &())?;
        }
    };
    (@write $s:ident $map:ident $holds:ident $name:ident empty $f:ident $json:literal($($x:tt)*)) => {
        if !$s.$f.is_empty() || $crate::runtime::derive::required_now(__RULES, &$holds, $json) {
            $map.serialize_entry($json, &$s.$f)?;
        }
    };
    (@write $s:ident $map:ident $holds:ident $name:ident $kind:ident $f:ident $json:literal($($x:tt)*)) => {
        $map.serialize_entry($json, &$($x)*)?;
    };
}
#[cfg(feature = "chat-models")]
pub(crate) use object;

/// A `oneOf` of object types: reads each member once, straight into the one branch that can
/// still match, buffering only members that several open branches would read differently.
///
/// ```text
/// union! { Name { Variant(Type) as local, ... } }
/// ```
/// (`local` names the branch's state in the reader; the generator numbers them.)
#[cfg(feature = "chat-models")]
macro_rules! union {
    ($name:ident { $( $variant:ident($ty:ident) as $b:ident ),* $(,)? }) => {
        const _: () = {
            use $crate::runtime::derive as rt;

            const __LABELS: &[&str] = &[$(concat!("a ", stringify!($ty))),*];

            struct __Visitor;

            impl<'de> ::serde::de::Visitor<'de> for __Visitor {
                type Value = $name;
                fn expecting(&self, f: &mut ::std::fmt::Formatter) -> ::std::fmt::Result {
                    write!(f, "an object: {}", __LABELS.join(" or "))
                }
                fn visit_map<A: ::serde::de::MapAccess<'de>>(
                    self,
                    mut map: A,
                ) -> ::std::result::Result<$name, A::Error> {
                    $( let mut $b = rt::Branch::<<$ty as rt::HasSlots>::Slots>::default(); )*
                    while let ::std::option::Option::Some(key) = map.next_key_seed(rt::Key)? {
                        $( $b.see_key(&key); )*
                        let open = 0 $(+ usize::from($b.is_open()))*;
                        if open == 0 {
                            break;
                        }
                        if open == 1 {
                            $( if $b.is_open() {
                                $b.read(key, &mut map)?;
                                continue;
                            } )*
                        }
                        // Several forms are still possible and may read this member
                        // differently: read it once, then let each read it from the buffer.
                        let value = rt::buffer(&mut map, &key)?;
                        $( $b.read_buffered(&key, &value); )*
                    }
                    let evidence = [$($b.evidence()),*];
                    $( let $b = $b.conclude::<A::Error>(); )*
                    let matched = 0 $(+ usize::from($b.0.is_ok()))*;
                    if matched > 1 {
                        return ::std::result::Result::Err(rt::ambiguous(__LABELS));
                    }
                    $( let $b = match $b {
                        (::std::result::Result::Ok(value), _) => {
                            return ::std::result::Result::Ok($name::$variant(value));
                        }
                        (::std::result::Result::Err(error), saved) => (error, saved),
                    }; )*
                    ::std::result::Result::Err(rt::pick([$($b),*], evidence))
                }
            }

            impl<'de> ::serde::Deserialize<'de> for $name {
                fn deserialize<D: ::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    let _depth = rt::enter();
                    deserializer.deserialize_map(__Visitor)
                }
            }

            impl rt::Read for $name {
                fn read<'de, D: ::serde::Deserializer<'de>>(
                    d: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    <Self as ::serde::Deserialize<'de>>::deserialize(d)
                }
                fn describe(out: &mut ::std::string::String) {
                    out.push_str("an object: ");
                    out.push_str(&[$(stringify!($ty)),*].join(" or "));
                }
            }

            impl ::serde::Serialize for $name {
                fn serialize<S: ::serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> ::std::result::Result<S::Ok, S::Error> {
                    match self {
                        $( Self::$variant(value) => value.serialize(serializer), )*
                    }
                }
            }

            $( impl ::std::convert::From<$ty> for $name {
                fn from(value: $ty) -> Self {
                    Self::$variant(value)
                }
            } )*
        };
    };
}
#[cfg(feature = "chat-models")]
pub(crate) use union;

/// A string enum: `Deserialize` (case-sensitive, naming the allowed values when it fails),
/// `Serialize`, `Display`, `FromStr` and `TryFrom`, from its variants and their JSON values.
///
/// ```text
/// string_enum! { Name { Variant = "value", ... } }
/// ```
#[cfg(feature = "chat-models")]
macro_rules! string_enum {
    ($name:ident { $( $variant:ident = $value:literal ),* $(,)? }) => {
        const _: () = {
            use $crate::runtime::derive as rt;

            const __VALUES: &[&str] = &[$($value),*];

            fn __text(value: &$name) -> &'static str {
                match value {
                    $( $name::$variant => $value, )*
                }
            }

            fn __variant(text: &str) -> ::std::option::Option<$name> {
                match text {
                    $( $value => ::std::option::Option::Some($name::$variant), )*
                    _ => ::std::option::Option::None,
                }
            }

            impl<'de> ::serde::Deserialize<'de> for $name {
                fn deserialize<D: ::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    let _depth = rt::enter();
                    rt::enum_value(deserializer, __VALUES, __variant)
                }
            }

            impl ::serde::Serialize for $name {
                fn serialize<S: ::serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> ::std::result::Result<S::Ok, S::Error> {
                    serializer.serialize_str(__text(self))
                }
            }

            impl rt::Read for $name {
                fn read<'de, D: ::serde::Deserializer<'de>>(
                    d: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    <Self as ::serde::Deserialize<'de>>::deserialize(d)
                }
                fn describe(out: &mut ::std::string::String) {
                    out.push_str("one of ");
                    out.push_str(&rt::list(__VALUES));
                }
            }

            impl rt::Discriminant for $name {
                fn text(&self) -> ::std::option::Option<&str> {
                    ::std::option::Option::Some(__text(self))
                }
            }

            impl ::std::fmt::Display for $name {
                fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                    f.write_str(__text(self))
                }
            }

            impl ::std::str::FromStr for $name {
                type Err = rt::ConversionError;
                fn from_str(value: &str) -> ::std::result::Result<Self, rt::ConversionError> {
                    __variant(value).ok_or_else(|| "invalid value".into())
                }
            }

            impl ::std::convert::TryFrom<&str> for $name {
                type Error = rt::ConversionError;
                fn try_from(value: &str) -> ::std::result::Result<Self, rt::ConversionError> {
                    value.parse()
                }
            }

            impl ::std::convert::TryFrom<::std::string::String> for $name {
                type Error = rt::ConversionError;
                fn try_from(
                    value: ::std::string::String,
                ) -> ::std::result::Result<Self, rt::ConversionError> {
                    value.parse()
                }
            }
        };
    };
}
#[cfg(feature = "chat-models")]
pub(crate) use string_enum;

/// A string newtype checked on construction (length in code points, an ECMA-262 pattern):
/// `FromStr`, `TryFrom`, `Deref<Target = String>`, `Deserialize` (naming the rule when it
/// fails) and `Serialize`.
///
/// ```text
/// checked_string! { Name: "a string of 1 to 64 characters", min 1, max 64, pattern "^a" linear "\\Aa" }
/// ```
/// (`rule` is the rule in words, for messages; `min`, `max` and `pattern` are each optional.
/// `linear` is the pattern as the generator translated it for the linear-time engine; without
/// it the pattern runs on the bounded backtracking engine, see [`crate::runtime::pattern`].)
#[cfg(feature = "chat-models")]
macro_rules! checked_string {
    (@pattern $pattern:literal, $linear:literal) => {
        $crate::runtime::pattern::Pattern::linear($pattern, $linear)
    };
    (@pattern $pattern:literal) => {
        $crate::runtime::pattern::Pattern::backtracking($pattern)
    };
    (
        $name:ident: $rule:literal
        $(, min $min:literal)? $(, max $max:literal)?
        $(, pattern $pattern:literal $(linear $linear:literal)?)? $(,)?
    ) => {
        const _: () = {
            use $crate::runtime::derive as rt;

            impl ::std::str::FromStr for $name {
                type Err = rt::ConversionError;
                fn from_str(value: &str) -> ::std::result::Result<Self, rt::ConversionError> {
                    $( if value.chars().count() > $max {
                        return ::std::result::Result::Err(
                            concat!("longer than ", $max, " characters").into(),
                        );
                    } )?
                    $( if value.chars().count() < $min {
                        return ::std::result::Result::Err(
                            concat!("shorter than ", $min, " characters").into(),
                        );
                    } )?
                    $(
                        static PATTERN: $crate::runtime::pattern::Pattern =
                            $crate::runtime::derive::checked_string!(@pattern $pattern $(, $linear)?);
                        match PATTERN.is_match(value) {
                            ::std::result::Result::Ok(true) => {}
                            ::std::result::Result::Ok(false) => {
                                return ::std::result::Result::Err(
                                    concat!("doesn't match pattern \"", $pattern, "\"").into(),
                                );
                            }
                            ::std::result::Result::Err(e) => {
                                return ::std::result::Result::Err(e.to_string().into());
                            }
                        }
                    )?
                    ::std::result::Result::Ok(Self(value.to_owned()))
                }
            }

            impl ::std::convert::TryFrom<&str> for $name {
                type Error = rt::ConversionError;
                fn try_from(value: &str) -> ::std::result::Result<Self, rt::ConversionError> {
                    value.parse()
                }
            }

            impl ::std::convert::TryFrom<::std::string::String> for $name {
                type Error = rt::ConversionError;
                fn try_from(
                    value: ::std::string::String,
                ) -> ::std::result::Result<Self, rt::ConversionError> {
                    value.parse()
                }
            }

            impl ::std::ops::Deref for $name {
                type Target = ::std::string::String;
                fn deref(&self) -> &::std::string::String {
                    &self.0
                }
            }

            impl ::std::convert::From<$name> for ::std::string::String {
                fn from(value: $name) -> Self {
                    value.0
                }
            }

            impl<'de> ::serde::Deserialize<'de> for $name {
                fn deserialize<D: ::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    let _depth = rt::enter();
                    rt::checked_value(deserializer, $rule, |text| text.parse().ok())
                }
            }

            impl ::serde::Serialize for $name {
                fn serialize<S: ::serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> ::std::result::Result<S::Ok, S::Error> {
                    serializer.serialize_str(&self.0)
                }
            }

            impl rt::Read for $name {
                fn read<'de, D: ::serde::Deserializer<'de>>(
                    d: D,
                ) -> ::std::result::Result<Self, D::Error> {
                    <Self as ::serde::Deserialize<'de>>::deserialize(d)
                }
                fn describe(out: &mut ::std::string::String) {
                    out.push_str($rule);
                }
            }
        };
    };
}
#[cfg(feature = "chat-models")]
pub(crate) use checked_string;
