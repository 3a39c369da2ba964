//! [`Object`]: a JSON object kept as read, one pointer wide while it is empty.

use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::OnceLock;

use serde::ser::SerializeMap as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

/// A JSON object kept as read: any members, with any values, in the order read.
///
/// Generated types hold in an `Object` the members a schema does not declare (the `extra`
/// fields) and the members a schema types only as `"type": "object"`. Most of those are empty
/// in real documents, and a document has many of them (a chat export has six per node), so an
/// empty `Object` is one pointer wide, where a `serde_json::Map` takes 72 bytes; the map is
/// allocated when the first member goes in.
///
/// An `Object` dereferences to [`serde_json::Map`], so it reads and edits like one:
///
/// ```
/// use serde_json::json;
/// use wire_models::Object;
///
/// let mut extra = Object::new();
/// assert!(extra.is_empty());
/// extra.insert("rating".to_owned(), json!(5));
/// assert_eq!(extra.get("rating"), Some(&json!(5)));
/// assert_eq!(serde_json::to_string(&extra).unwrap(), r#"{"rating":5}"#);
/// ```
///
/// Reading an `Object` refuses a member name that appears twice, as the generated types do.
#[derive(Clone, Default)]
pub struct Object(Option<Box<Map<String, Value>>>);

impl Object {
    /// An empty object; allocates nothing.
    pub const fn new() -> Object {
        Object(None)
    }

    /// The members as a `serde_json::Map`, in order.
    pub fn into_map(self) -> Map<String, Value> {
        self.0.map(|map| *map).unwrap_or_default()
    }
}

/// The map every empty `Object` reads as.
fn empty() -> &'static Map<String, Value> {
    static EMPTY: OnceLock<Map<String, Value>> = OnceLock::new();
    EMPTY.get_or_init(Map::new)
}

impl Deref for Object {
    type Target = Map<String, Value>;
    fn deref(&self) -> &Map<String, Value> {
        self.0.as_deref().unwrap_or_else(|| empty())
    }
}

impl DerefMut for Object {
    /// Allocates the map if the object has none yet, since the caller may insert.
    fn deref_mut(&mut self) -> &mut Map<String, Value> {
        self.0.get_or_insert_with(Box::default)
    }
}

impl PartialEq for Object {
    fn eq(&self, other: &Object) -> bool {
        **self == **other
    }
}

impl Eq for Object {}

/// As the map it holds (an object never given a member hashes as an empty one), so a generated
/// type that asks for `Hash` in the configuration can derive it.
impl std::hash::Hash for Object {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state)
    }
}

impl fmt::Debug for Object {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

impl From<Map<String, Value>> for Object {
    fn from(map: Map<String, Value>) -> Object {
        if map.is_empty() {
            Object(None)
        } else {
            Object(Some(Box::new(map)))
        }
    }
}

impl From<Object> for Map<String, Value> {
    fn from(object: Object) -> Map<String, Value> {
        object.into_map()
    }
}

impl From<Object> for Value {
    fn from(object: Object) -> Value {
        Value::Object(object.into_map())
    }
}

impl FromIterator<(String, Value)> for Object {
    fn from_iter<I: IntoIterator<Item = (String, Value)>>(members: I) -> Object {
        Object::from(Map::from_iter(members))
    }
}

impl Extend<(String, Value)> for Object {
    fn extend<I: IntoIterator<Item = (String, Value)>>(&mut self, members: I) {
        let mut members = members.into_iter().peekable();
        // Extending with nothing must not allocate, or empty objects would stop being small.
        if members.peek().is_some() {
            (**self).extend(members);
        }
    }
}

impl IntoIterator for Object {
    type Item = (String, Value);
    type IntoIter = serde_json::map::IntoIter;
    fn into_iter(self) -> Self::IntoIter {
        self.into_map().into_iter()
    }
}

impl<'a> IntoIterator for &'a Object {
    type Item = (&'a String, &'a Value);
    type IntoIter = serde_json::map::Iter<'a>;
    fn into_iter(self) -> Self::IntoIter {
        (**self).iter()
    }
}

impl Serialize for Object {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match &self.0 {
            Some(members) => members.serialize(serializer),
            // Most are empty: written without reaching for the shared empty map.
            None => serializer.serialize_map(Some(0))?.end(),
        }
    }
}

impl<'de> Deserialize<'de> for Object {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Object, D::Error> {
        serde::de::DeserializeSeed::deserialize(super::de::FreeObject, deserializer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_empty_object_is_one_pointer_and_allocates_nothing() {
        assert_eq!(std::mem::size_of::<Object>(), std::mem::size_of::<usize>());
        let mut object = Object::new();
        object.extend(std::iter::empty());
        assert!(object.0.is_none());
        assert_eq!(object, Object::from(Map::new()));
    }

    #[test]
    fn an_object_emptied_after_use_equals_a_new_one() {
        let mut object = Object::new();
        object.insert("a".into(), json!(1));
        assert_ne!(object, Object::new());
        object.remove("a");
        assert_eq!(object, Object::new());
        assert_eq!(format!("{object:?}"), "{}");
    }

    #[test]
    fn reads_and_writes_members_in_order_and_refuses_duplicates() {
        let text = r#"{"z":1,"a":[true,null],"m":{"k":"v"}}"#;
        let object: Object = serde_json::from_str(text).unwrap();
        let names: Vec<&str> = object.keys().map(String::as_str).collect();
        assert_eq!(names, ["z", "a", "m"]);
        assert_eq!(serde_json::to_string(&object).unwrap(), text);
        assert_eq!(
            Value::from(object.clone()),
            json!({"z":1,"a":[true,null],"m":{"k":"v"}})
        );
        assert!(serde_json::from_str::<Object>(r#"{"a":1,"a":2}"#).is_err());
        assert!(serde_json::from_str::<Object>("[]").is_err());
    }
}
