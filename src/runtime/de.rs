//! Deserialize seeds, one per value shape the generator knows, and the object and `oneOf`
//! visitors that generated code plugs its member slots into.
//!
//! The generator writes, for every member, a seed expression built from these pieces
//! (`Seq(Int)` for an array of integers, `Nullable(Str)` for a string or null, ...). Each seed
//! checks exactly the JSON type the schema allows, so what it accepts and what the schema
//! accepts are the same by construction, and each adds its step to the error trail.

use std::borrow::Cow;
use std::fmt;
use std::marker::PhantomData;

use indexmap::IndexMap;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_json::{Map, Value};

use super::trail::{self, at_index, at_key, fail};
use crate::{DateTime, ErrorKind, Integer, Object};

/// A JSON string.
#[derive(Clone, Copy)]
pub struct Str;

impl<'de> DeserializeSeed<'de> for Str {
    type Value = String;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<String, D::Error> {
        String::deserialize(d)
    }
}

/// A JSON boolean.
#[derive(Clone, Copy)]
pub struct Bool;

impl<'de> DeserializeSeed<'de> for Bool {
    type Value = bool;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<bool, D::Error> {
        bool::deserialize(d)
    }
}

/// A JSON Schema `integer`: any number with no fractional part, of any size, so `7.0` counts
/// and `7.5` does not.
#[derive(Clone, Copy)]
pub struct Int;

impl<'de> DeserializeSeed<'de> for Int {
    type Value = Integer;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Integer, D::Error> {
        let n = d.deserialize_any(IntVisitor)?;
        Integer::try_from(n).map_err(|e| {
            fail(
                ErrorKind::Type,
                format!("expected an integer, found the number {}", e.0),
            )
        })
    }
}

/// Reads any number; [`Int`] then refuses a fractional one. Its own visitor (not
/// `serde_json::Number`'s) so that a value of another type is "expected an integer".
struct IntVisitor;

impl<'de> Visitor<'de> for IntVisitor {
    type Value = serde_json::Number;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an integer")
    }
    fn visit_i64<E>(self, v: i64) -> Result<serde_json::Number, E> {
        Ok(v.into())
    }
    fn visit_u64<E>(self, v: u64) -> Result<serde_json::Number, E> {
        Ok(v.into())
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<serde_json::Number, E> {
        serde_json::Number::from_f64(v).ok_or_else(|| E::custom("not a JSON number"))
    }
}

/// A JSON number, held exactly as [`serde_json::Number`] (an `f64` would change integers
/// above 2^53).
#[derive(Clone, Copy)]
pub struct Num;

impl<'de> DeserializeSeed<'de> for Num {
    type Value = serde_json::Number;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<serde_json::Number, D::Error> {
        serde_json::Number::deserialize(d)
    }
}

/// A string in the `date-time` format of RFC 3339, kept as written.
#[derive(Clone, Copy)]
pub struct DateTimeText;

impl<'de> DeserializeSeed<'de> for DateTimeText {
    type Value = DateTime;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<DateTime, D::Error> {
        let text = String::deserialize(d)?;
        DateTime::try_from(text).map_err(|e| {
            fail(
                ErrorKind::Constraint,
                format!("expected an RFC 3339 date-time such as \"2024-05-01T12:30:00Z\": {e}"),
            )
        })
    }
}

/// A string equal to one constant.
#[derive(Clone, Copy)]
pub struct ConstStr(pub &'static str);

impl<'de> DeserializeSeed<'de> for ConstStr {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        let found = Value::deserialize(d)?;
        if found.as_str() == Some(self.0) {
            Ok(())
        } else {
            Err(fail(
                ErrorKind::Constraint,
                format!(
                    "expected the constant {}, found {}",
                    Value::String(self.0.to_owned()),
                    Brief(&found)
                ),
            ))
        }
    }
}

impl ConstStr {
    /// The constant in the words of a "missing" message.
    pub fn describe(&self) -> String {
        format!("the constant {}", Value::String(self.0.to_owned()))
    }
}

/// Writes the constant.
impl serde::Serialize for ConstStr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

/// A value equal to one constant that is not a string, given as JSON text.
#[derive(Clone, Copy)]
pub struct ConstJson(pub &'static str);

impl<'de> DeserializeSeed<'de> for ConstJson {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        let found = AnyValue.deserialize(d)?;
        let expected: Value = serde_json::from_str(self.0).map_err(de::Error::custom)?;
        if super::check::value_equal(&found, &expected) {
            Ok(())
        } else {
            Err(fail(
                ErrorKind::Constraint,
                format!("expected the constant {}, found {}", self.0, Brief(&found)),
            ))
        }
    }
}

impl ConstJson {
    /// The constant in the words of a "missing" message.
    pub fn describe(&self) -> String {
        format!("the constant {}", self.0)
    }
}

/// Writes the constant.
impl serde::Serialize for ConstJson {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let value: Value = serde_json::from_str(self.0).map_err(serde::ser::Error::custom)?;
        value.serialize(s)
    }
}

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

/// A JSON array whose elements all have the shape `S`.
#[derive(Clone, Copy)]
pub struct Seq<S>(pub S);

impl<'de, S: DeserializeSeed<'de> + Copy> DeserializeSeed<'de> for Seq<S> {
    type Value = Vec<S::Value>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_seq(SeqVisitor(self.0))
    }
}

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

/// A JSON object used as a map from member name to values of shape `S`, in the order read.
#[derive(Clone, Copy)]
pub struct MapOf<S>(pub S);

impl<'de, S: DeserializeSeed<'de> + Copy> DeserializeSeed<'de> for MapOf<S> {
    type Value = IndexMap<String, S::Value>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_map(MapVisitor(self.0))
    }
}

struct MapVisitor<S>(S);

impl<'de, S: DeserializeSeed<'de> + Copy> Visitor<'de> for MapVisitor<S> {
    type Value = IndexMap<String, S::Value>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an object")
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut out = IndexMap::new();
        while let Some(key) = map.next_key_seed(Key)? {
            let value = map.next_value_seed(self.0).map_err(|e| at_key(&key, e))?;
            match out.entry(key.into_owned()) {
                indexmap::map::Entry::Occupied(entry) => return Err(duplicate(entry.key())),
                indexmap::map::Entry::Vacant(entry) => {
                    entry.insert(value);
                }
            }
        }
        Ok(out)
    }
}

/// `null` or a value of shape `S`.
#[derive(Clone, Copy)]
pub struct Nullable<S>(pub S);

impl<'de, S: DeserializeSeed<'de>> DeserializeSeed<'de> for Nullable<S> {
    type Value = Option<S::Value>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_option(NullableVisitor(self.0))
    }
}

struct NullableVisitor<S>(S);

impl<'de, S: DeserializeSeed<'de>> Visitor<'de> for NullableVisitor<S> {
    type Value = Option<S::Value>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("null or a value")
    }
    fn visit_none<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_unit<E>(self) -> Result<Self::Value, E> {
        Ok(None)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.0.deserialize(d).map(Some)
    }
}

/// A value of a generated type, read by that type's own `Deserialize`.
pub struct Named<T>(PhantomData<fn() -> T>);

impl<T> Named<T> {
    /// The seed for `T`.
    pub const fn new() -> Self {
        Named(PhantomData)
    }
}

impl<T> Default for Named<T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T> Clone for Named<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Named<T> {}

impl<'de, T: Deserialize<'de>> DeserializeSeed<'de> for Named<T> {
    type Value = T;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        T::deserialize(d)
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

/// Reads one member of shape `seed` into `slot`, refusing a second occurrence of the member.
pub fn put<'de, S: DeserializeSeed<'de>, D: Deserializer<'de>>(
    slot: &mut Option<S::Value>,
    key: &str,
    seed: S,
    value: D,
) -> Result<(), D::Error> {
    if slot.is_some() {
        return Err(duplicate(key));
    }
    *slot = Some(seed.deserialize(value).map_err(|e| at_key(key, e))?);
    Ok(())
}

/// The error for a required member that is absent.
pub fn missing<E: de::Error>(key: &str, what: &str) -> E {
    at_key(
        key,
        fail(
            ErrorKind::Missing,
            format!("the required member {key:?} is missing: it must be {what}"),
        ),
    )
}

/// The error for a member that the schema does not allow in this object, whose declared
/// members are `allowed`.
pub fn unknown<E: de::Error>(key: &str, allowed: &[&str]) -> E {
    let allowed = if allowed.is_empty() {
        "none".to_owned()
    } else {
        allowed
            .iter()
            .map(|name| format!("{name:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    at_key(
        key,
        fail(
            ErrorKind::UnknownMember,
            format!(
                "the member {} is not allowed here; the members allowed are {allowed}",
                brief_key(key)
            ),
        ),
    )
}

/// What the generated code declares of an object type, whatever the input's lifetime.
pub trait ObjectShape {
    /// What the object is, for "expected ..." messages.
    const EXPECTING: &'static str;
    /// Whether members the schema does not declare are refused.
    const CLOSED: bool;
    /// The declared member names, in the schema's order.
    const NAMES: &'static [&'static str];
    /// Whether the schema declares the member `key` (for choosing a `oneOf` branch).
    fn declares(key: &str) -> bool;
}

/// The member slots of one generated object type: what its `Deserialize` fills as it reads the
/// members, then checks and turns into the value.
pub trait Slots<'de>: ObjectShape + Default {
    /// The finished value.
    type Value;
    /// Reads the member `key` from `value`.
    fn accept<D: Deserializer<'de>>(
        &mut self,
        key: Cow<'de, str>,
        value: D,
    ) -> Result<(), D::Error>;
    /// Checks what only the whole object can tell (required members, conditional rules) and
    /// builds the value.
    fn finish<E: de::Error>(self) -> Result<Self::Value, E>;
}

/// Hands one member's value to [`Slots::accept`], so that the same code reads a member straight
/// from the input or from a buffered [`Value`].
pub struct Member<'a, 'de, S> {
    /// The slots receiving the member.
    pub slots: &'a mut S,
    /// The member name.
    pub key: Cow<'de, str>,
}

impl<'de, S: Slots<'de>> DeserializeSeed<'de> for Member<'_, 'de, S> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        self.slots.accept(self.key, d)
    }
}

/// Deserializes an object through its slots.
pub fn object<'de, S: Slots<'de>, D: Deserializer<'de>>(d: D) -> Result<S::Value, D::Error> {
    d.deserialize_map(ObjectVisitor::<S>(PhantomData))
}

struct ObjectVisitor<S>(PhantomData<fn() -> S>);

impl<'de, S: Slots<'de>> Visitor<'de> for ObjectVisitor<S> {
    type Value = S::Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(S::EXPECTING)
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<S::Value, A::Error> {
        let mut slots = S::default();
        while let Some(key) = map.next_key_seed(Key)? {
            map.next_value_seed(Member {
                slots: &mut slots,
                key,
            })?;
        }
        slots.finish()
    }
}

/// One branch of a `oneOf` being read: its slots while it can still match, or why it cannot.
pub struct Branch<S> {
    state: BranchState<S>,
    /// How many members declared by this branch were seen: how evidently the input meant it.
    declared_seen: usize,
}

enum BranchState<S> {
    Open(S),
    Failed(String, trail::Saved),
}

impl<S: Default> Default for Branch<S> {
    /// A branch that has not seen any member yet.
    fn default() -> Self {
        Branch {
            state: BranchState::Open(S::default()),
            declared_seen: 0,
        }
    }
}

impl<S: ObjectShape + Default> Branch<S> {
    /// Whether the branch can still match.
    pub fn is_open(&self) -> bool {
        matches!(self.state, BranchState::Open(_))
    }

    /// Notes the member `key`; a closed branch that does not declare it fails here.
    pub fn see_key(&mut self, key: &str) {
        if S::declares(key) {
            self.declared_seen += 1;
        } else if S::CLOSED && self.is_open() {
            let e: serde_json::Error = unknown(key, S::NAMES);
            self.fail_with(e);
        }
    }

    /// Reads a member straight from the input: used when this is the only open branch, so its
    /// error is the document's error.
    pub fn read<'de, A: MapAccess<'de>>(
        &mut self,
        key: Cow<'de, str>,
        map: &mut A,
    ) -> Result<(), A::Error>
    where
        S: Slots<'de>,
    {
        match &mut self.state {
            BranchState::Open(slots) => map.next_value_seed(Member { slots, key }),
            BranchState::Failed(..) => map.next_value::<de::IgnoredAny>().map(drop),
        }
    }

    /// Reads a member from a buffered value: used while several branches are open.
    pub fn read_buffered<'v>(&mut self, key: &'v str, value: &'v Value)
    where
        S: Slots<'v>,
    {
        if let BranchState::Open(slots) = &mut self.state {
            let member = Member {
                slots,
                key: Cow::Borrowed(key),
            };
            if let Err(e) = member.deserialize(value) {
                self.fail_with(e);
            }
        }
    }

    fn fail_with(&mut self, e: serde_json::Error) {
        self.state = BranchState::Failed(e.to_string(), trail::save());
    }

    /// Ends the branch: its value or the error it ran into, with that error's trail (if any)
    /// for [`pick`]. The current trail is left empty.
    pub fn conclude<'de, E: de::Error>(self) -> (Result<<S as Slots<'de>>::Value, E>, trail::Saved)
    where
        S: Slots<'de>,
    {
        match self.state {
            BranchState::Open(slots) => {
                let result = slots.finish();
                (result, trail::save())
            }
            BranchState::Failed(message, saved) => {
                trail::reset();
                (Err(E::custom(message)), saved)
            }
        }
    }

    /// How evidently the input was meant as this branch: members it declares that were seen;
    /// a branch still open counts over one that has failed.
    pub fn evidence(&self) -> (usize, bool) {
        (self.declared_seen, self.is_open())
    }
}

/// Reads a member that several open branches may read differently, once, as a [`Value`] that
/// each branch then reads in turn.
pub fn buffer<'de, A: MapAccess<'de>>(map: &mut A, key: &str) -> Result<Value, A::Error> {
    map.next_value_seed(AnyValue).map_err(|e| at_key(key, e))
}

/// The error for a `oneOf` that more than one branch matches.
pub fn ambiguous<E: de::Error>(labels: &[&str]) -> E {
    fail(
        ErrorKind::NoBranch,
        format!(
            "the value matches more than one of the allowed forms ({}), and must match exactly one",
            labels.join(", ")
        ),
    )
}

/// Of several failed branches, the error of the one the input most evidently meant (ties go to
/// the branch listed first), with its trail made current again.
pub fn pick<E, const N: usize>(
    failures: [(E, trail::Saved); N],
    evidence: [(usize, bool); N],
) -> E {
    let mut best = 0;
    for (i, e) in evidence.iter().enumerate() {
        if *e > evidence[best] {
            best = i;
        }
    }
    let (error, saved) = failures
        .into_iter()
        .nth(best)
        .expect("best is an index of the array");
    trail::restore(saved);
    error
}

/// A string, borrowed from the input where the format allows (for enum values).
#[derive(Clone, Copy)]
pub struct Text;

impl<'de> DeserializeSeed<'de> for Text {
    type Value = Cow<'de, str>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(CowStr("a string"))
    }
}

/// A string for messages: quoted when short, else its length.
pub fn brief_str(s: &str) -> String {
    let n = s.chars().count();
    if n <= 40 {
        format!("{s:?} ({n} characters)")
    } else {
        format!("a string of {n} characters")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The streaming reader's `const` is the checker's: numbers compare exactly, not as `f64`s
    /// (2^53 + 1 is not 2^53).
    #[test]
    fn a_constant_number_compares_exactly() {
        let read = |text: &str| {
            let mut d = serde_json::Deserializer::from_str(text);
            ConstJson("9007199254740993").deserialize(&mut d).is_ok()
        };
        assert!(read("9007199254740993"));
        assert!(!read("9007199254740992"));
        assert!(!read("9007199254740992.0"));
    }
}
