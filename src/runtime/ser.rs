//! Serialization helpers for generated code: numbers are checked to be finite, since JSON has no
//! NaN or infinity and serde_json would otherwise write them as `null`, a value the schema refuses.

use indexmap::IndexMap;
use serde::ser::{Error, Serialize, Serializer};

/// Serializes a value holding `f64`s, refusing NaN and the infinities.
pub struct Finite<'a, T: ?Sized>(pub &'a T);

/// Values that may hold `f64`s and can be written only when every one is finite.
pub trait FiniteNumbers {
    /// Serializes `self`, or fails on a number JSON cannot represent.
    fn serialize_finite<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error>;
}

impl FiniteNumbers for f64 {
    fn serialize_finite<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.is_finite() {
            serializer.serialize_f64(*self)
        } else {
            Err(S::Error::custom(format!(
                "{self} cannot be written as a JSON number"
            )))
        }
    }
}

impl<T: FiniteNumbers> FiniteNumbers for Option<T> {
    fn serialize_finite<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Some(v) => v.serialize_finite(serializer),
            None => serializer.serialize_none(),
        }
    }
}

impl<T: FiniteNumbers> FiniteNumbers for Vec<T> {
    fn serialize_finite<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter().map(Finite))
    }
}

impl<T: FiniteNumbers> FiniteNumbers for IndexMap<String, T> {
    fn serialize_finite<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter().map(|(k, v)| (k, Finite(v))))
    }
}

impl<T: FiniteNumbers + ?Sized> Serialize for Finite<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize_finite(serializer)
    }
}

/// The error for a value built in Rust that breaks a rule only the whole object can check,
/// such as a conditional requirement.
pub fn invalid<E: Error>(message: &str) -> E {
    E::custom(message)
}
