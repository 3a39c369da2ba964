//! JSON equality as JSON Schema defines it (for `const`, `enum` and `uniqueItems`), and a hash
//! that agrees with it, so that `uniqueItems` runs in expected linear time.
//!
//! Numbers are equal when their mathematical values are (`1`, `1.0` and `1e0` are one number),
//! objects regardless of member order, and values of different JSON types never (`false` is
//! not `0`).

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher, RandomState};

use serde_json::{Number, Value};

use super::number;
use crate::runtime::rules::Lit;

/// A number reduced to a form where equal values are equal keys: every integral value that an
/// `i128` holds (all `u64`, all `i64`, and whole `f64`s up to 2^127, which convert exactly),
/// else the `f64` itself (then no integer can equal it).
#[derive(Clone, Copy, PartialEq)]
enum NumKey {
    Int(i128),
    Float(f64),
}

fn num_key(n: &Number) -> NumKey {
    if let Some(u) = n.as_u64() {
        return NumKey::Int(i128::from(u));
    }
    if let Some(i) = n.as_i64() {
        return NumKey::Int(i128::from(i));
    }
    let f = n.as_f64().unwrap_or(f64::NAN);
    const LIMIT: f64 = 170_141_183_460_469_231_731_687_303_715_884_105_728.0; // 2^127
    if f.fract() == 0.0 && f.abs() < LIMIT {
        NumKey::Int(f as i128)
    } else {
        NumKey::Float(f)
    }
}

/// Whether two instance values are equal as JSON.
pub(crate) fn value_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Null, Value::Null) => true,
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::Number(x), Value::Number(y)) => num_key(x) == num_key(y),
        (Value::String(x), Value::String(y)) => x == y,
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| value_equal(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| value_equal(v, w)))
        }
        _ => false,
    }
}

/// Whether an instance value equals a value written in the schema.
pub(crate) fn lit_equal(lit: &Lit, value: &Value) -> bool {
    match (lit, value) {
        (Lit::Null, Value::Null) => true,
        (Lit::Bool(x), Value::Bool(y)) => x == y,
        (Lit::Num(text), Value::Number(n)) => number::equals(n, text),
        (Lit::Str(x), Value::String(y)) => x == y,
        (Lit::Arr(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| lit_equal(x, y))
        }
        (Lit::Obj(x), Value::Object(y)) => {
            // Schema objects have unique names, so equal counts and every name found with an
            // equal value is equality.
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(*k).is_some_and(|w| lit_equal(v, w)))
        }
        _ => false,
    }
}

/// A hash of `value` that equal values share: numbers by [`NumKey`], object members in any
/// order (their hashes are summed).
fn canonical_hash(value: &Value, keys: &RandomState) -> u64 {
    match value {
        Value::Null => keys.hash_one(0u8),
        Value::Bool(b) => keys.hash_one((1u8, b)),
        Value::Number(n) => match num_key(n) {
            NumKey::Int(i) => keys.hash_one((2u8, i)),
            NumKey::Float(f) => keys.hash_one((3u8, f.to_bits())),
        },
        Value::String(s) => keys.hash_one((4u8, s)),
        Value::Array(items) => {
            let mut h = keys.build_hasher();
            5u8.hash(&mut h);
            items.len().hash(&mut h);
            for item in items {
                h.write_u64(canonical_hash(item, keys));
            }
            h.finish()
        }
        Value::Object(members) => {
            let sum = members.iter().fold(0u64, |sum, (k, v)| {
                sum.wrapping_add(keys.hash_one((k, canonical_hash(v, keys))))
            });
            keys.hash_one((6u8, members.len(), sum))
        }
    }
}

/// The first pair of equal items, as their indexes, if any. Expected linear time: items are
/// bucketed by [`canonical_hash`] (with per-run random keys, so crafted collisions cannot be
/// planned) and only items of one bucket are compared.
pub(crate) fn first_duplicate(items: &[Value]) -> Option<(usize, usize)> {
    // A short array is compared pairwise: at most 28 comparisons, cheaper than a hash table.
    const PAIRWISE: usize = 8;
    if items.len() <= PAIRWISE {
        for j in 1..items.len() {
            if let Some(i) = (0..j).find(|&i| value_equal(&items[i], &items[j])) {
                return Some((i, j));
            }
        }
        return None;
    }
    let keys = RandomState::new();
    let mut seen: HashMap<u64, Vec<usize>> = HashMap::with_capacity(items.len());
    for (j, item) in items.iter().enumerate() {
        let bucket = seen.entry(canonical_hash(item, &keys)).or_default();
        if let Some(&i) = bucket.iter().find(|&&i| value_equal(&items[i], item)) {
            return Some((i, j));
        }
        bucket.push(j);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn equality_by_value() {
        assert!(value_equal(&json!(1), &json!(1.0)));
        assert!(value_equal(
            &json!({"a": 1, "b": 2}),
            &json!({"b": 2, "a": 1.0})
        ));
        assert!(!value_equal(&json!(false), &json!(0)));
        assert!(!value_equal(&json!([1, 2]), &json!([2, 1])));
        assert!(value_equal(&json!(-0.0), &json!(0)));
        assert!(!value_equal(
            &json!(9007199254740993u64),
            &json!(9007199254740992.0)
        ));
        assert!(value_equal(&json!(1e20), &json!(100000000000000000000.0)));
        assert!(!value_equal(&json!(0.5), &json!(1)));
        let lit = Lit::Obj(&[("a", Lit::Num("1")), ("b", Lit::Arr(&[Lit::Num("2.0")]))]);
        assert!(lit_equal(&lit, &json!({"b": [2], "a": 1.0})));
        assert!(!lit_equal(&lit, &json!({"b": [2], "a": 1.5})));
        assert!(!lit_equal(&Lit::Bool(false), &json!(0)));
        assert!(!lit_equal(&Lit::Null, &json!(false)));
    }

    #[test]
    fn duplicates_found_across_representations() {
        assert_eq!(
            first_duplicate(&[json!(1), json!(2), json!(1.0)]),
            Some((0, 2))
        );
        assert_eq!(
            first_duplicate(&[json!({"a": [1]}), json!({"a": [1.0]})]),
            Some((0, 1))
        );
        assert_eq!(
            first_duplicate(&[json!(false), json!(0), json!(null)]),
            None
        );
        assert_eq!(first_duplicate(&[json!([1, 2]), json!([2, 1])]), None);
        // Past the pairwise bound, through the hash table.
        let mut many: Vec<Value> = (0..20).map(|i| json!({"n": i, "k": [i]})).collect();
        assert_eq!(first_duplicate(&many), None);
        many.push(json!({"k": [7.0], "n": 7}));
        assert_eq!(first_duplicate(&many), Some((7, 20)));
    }
}
