//! The reading pieces the generated types share: any JSON value read into a [`Value`] (member
//! names unique, every step on the error trail), member names borrowed from the input, and the
//! error for a member given twice.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use super::trail::{at_index, at_key, fail};
use crate::{ErrorKind, Object};

/// A short description of a JSON value for error messages.
pub struct Brief<'a>(pub &'a Value);

impl fmt::Display for Brief<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.0 {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => write!(f, "the boolean {b}"),
            Value::Number(n) => write!(f, "the number {n}"),
            Value::String(s) if s.chars().count() <= 40 => write!(f, "the string {:?}", s),
            Value::String(_) => f.write_str("a longer string"),
            Value::Array(_) => f.write_str("an array"),
            Value::Object(_) => f.write_str("an object"),
        }
    }
}

/// Any JSON value. Objects inside it must not repeat a member name.
#[derive(Clone, Copy)]
pub struct AnyValue;

impl<'de> DeserializeSeed<'de> for AnyValue {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(AnyVisitor)
    }
}

/// Reads any JSON value into a [`Value`] (what [`AnyValue`] deserializes with).
pub(crate) struct AnyVisitor;

impl<'de> Visitor<'de> for AnyVisitor {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(v.into())
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        AnyValue.deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Value, A::Error> {
        SeqVisitor(AnyValue).visit_seq(seq).map(Value::Array)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Value, A::Error> {
        ObjectOf(AnyValue).visit_map(map).map(Value::Object)
    }
}

/// A JSON object with any members.
#[derive(Clone, Copy)]
pub struct FreeObject;

impl<'de> DeserializeSeed<'de> for FreeObject {
    type Value = Object;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Object, D::Error> {
        d.deserialize_map(ObjectOf(AnyValue)).map(Object::from)
    }
}

struct ObjectOf<S>(S);

impl<'de, S: DeserializeSeed<'de, Value = Value> + Copy> Visitor<'de> for ObjectOf<S> {
    type Value = Map<String, Value>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key_seed(Key)? {
            let value = map.next_value_seed(self.0).map_err(|e| at_key(&key, e))?;
            put_extra(&mut out, key, value)?;
        }
        Ok(out)
    }
}

/// Stores an unknown member, refusing a name seen before in the same object (one hash lookup).
pub fn put_extra<E: de::Error>(
    extra: &mut Map<String, Value>,
    key: Cow<'_, str>,
    value: Value,
) -> Result<(), E> {
    match extra.entry(key.into_owned()) {
        serde_json::map::Entry::Occupied(entry) => Err(duplicate(entry.key())),
        serde_json::map::Entry::Vacant(entry) => {
            entry.insert(value);
            Ok(())
        }
    }
}

/// The error for a member name that appears twice in one object.
#[cold]
#[inline(never)]
pub fn duplicate<E: de::Error>(key: &str) -> E {
    at_key(
        key,
        fail(
            ErrorKind::DuplicateMember,
            format!(
                "the member {} appears more than once in this object",
                brief_key(key)
            ),
        ),
    )
}

/// A member name for messages: quoted, and shortened when long, so that a hostile 100 MB name
/// does not make a 100 MB message.
pub fn brief_key(key: &str) -> String {
    let n = key.chars().count();
    if n <= 64 {
        format!("{key:?}")
    } else {
        let start: String = key.chars().take(32).collect();
        format!("{start:?}... ({n} characters)")
    }
}

/// The items of an array, each read with `S`.
struct SeqVisitor<S>(S);

impl<'de, S: DeserializeSeed<'de> + Copy> Visitor<'de> for SeqVisitor<S> {
    type Value = Vec<S::Value>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an array")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        // Never trust a length hint from the input for allocation beyond a modest bound.
        let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        loop {
            let index = out.len();
            match seq
                .next_element_seed(self.0)
                .map_err(|e| at_index(index, e))?
            {
                Some(element) => out.push(element),
                None => {
                    // Growth leaves up to half the capacity unused, and a short array at least
                    // four slots; a large document has tens of thousands of short arrays, and
                    // giving the spare back costs less than keeping it.
                    out.shrink_to_fit();
                    return Ok(out);
                }
            }
        }
    }
}

/// A member name, borrowed from the input where the format allows.
#[derive(Clone, Copy)]
pub struct Key;

impl<'de> DeserializeSeed<'de> for Key {
    type Value = Cow<'de, str>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(CowStr("a member name"))
    }
}

/// Reads a string, borrowing it from the input where the format allows; the text is what a
/// type error says was expected.
struct CowStr(&'static str);

impl<'de> Visitor<'de> for CowStr {
    type Value = Cow<'de, str>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.0)
    }
    fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Self::Value, E> {
        Ok(Cow::Owned(v))
    }
}
