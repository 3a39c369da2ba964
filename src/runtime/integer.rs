//! [`Integer`]: a JSON Schema `integer`, held exactly.

use std::fmt;

use serde::{Serialize, Serializer};
use serde_json::Number;

/// A JSON Schema `integer`: any number with no fractional part, of any size.
///
/// JSON Schema puts no bound on integers, so a value outside `i64` is valid and must not be
/// refused or changed; `Integer` holds the number exactly as read (`7.0` stays `7.0`, which JSON
/// Schema counts as the integer 7). Most values fit an `i64`:
///
/// ```
/// use wire_models::Integer;
/// let n = Integer::from(42);
/// assert_eq!(n.as_i64(), Some(42));
/// assert_eq!(n, 42);
/// assert!(Integer::try_from(serde_json::Number::from_f64(7.5).unwrap()).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Integer(Number);

/// A number with a fractional part given where an [`Integer`] belongs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAnInteger(pub Number);

impl fmt::Display for NotAnInteger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not an integer", self.0)
    }
}

impl std::error::Error for NotAnInteger {}

impl Integer {
    /// The value as an `i64`, when it is one (a whole `f64` such as `7.0` counts).
    pub fn as_i64(&self) -> Option<i64> {
        self.0.as_i64().or_else(|| {
            let f = self.0.as_f64()?;
            (-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0)
                .contains(&f)
                .then_some(f as i64)
        })
    }

    /// The value as a `u64`, when it is one.
    pub fn as_u64(&self) -> Option<u64> {
        self.0.as_u64().or_else(|| {
            let f = self.0.as_f64()?;
            (0.0..18_446_744_073_709_551_616.0)
                .contains(&f)
                .then_some(f as u64)
        })
    }

    /// The value as an `f64` (exact up to 2^53).
    pub fn as_f64(&self) -> f64 {
        self.0.as_f64().unwrap_or_default()
    }

    /// The number as read.
    pub fn as_number(&self) -> &Number {
        &self.0
    }
}

impl TryFrom<Number> for Integer {
    type Error = NotAnInteger;
    fn try_from(n: Number) -> Result<Self, NotAnInteger> {
        let whole = n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0);
        if whole {
            Ok(Integer(n))
        } else {
            Err(NotAnInteger(n))
        }
    }
}

impl From<i64> for Integer {
    fn from(v: i64) -> Self {
        Integer(v.into())
    }
}

impl From<u64> for Integer {
    fn from(v: u64) -> Self {
        Integer(v.into())
    }
}

impl From<i32> for Integer {
    fn from(v: i32) -> Self {
        Integer(v.into())
    }
}

impl From<u32> for Integer {
    fn from(v: u32) -> Self {
        Integer(v.into())
    }
}

impl PartialEq<i64> for Integer {
    fn eq(&self, other: &i64) -> bool {
        self.as_i64() == Some(*other)
    }
}

impl fmt::Display for Integer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl Serialize for Integer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}
