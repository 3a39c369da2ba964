//! Arrays whose first items each have a schema of their own (`prefixItems`; before 2020-12, an
//! `items` array): a tuple when the array is exactly those items, [`Partial`] when the later
//! ones among them may be absent (`minItems` below their number), and [`Prefixed`] around
//! either when other items may follow them. Each is read whole, checked, then moved in.

use serde_json::Value;

use super::check::{self, Violation};
use super::rules::Node;
use super::typed::{Mismatch, Typed};
use crate::{ErrorKind, Segment};

/// Arrays of a fixed length with a schema per position are tuples; the same tuples hold the
/// items always there of a [`Partial`] or a [`Prefixed`], and tuples of `Option`s a
/// [`Partial`]'s optional items.
macro_rules! tuple_typed {
    ($($t:ident $i:tt),+) => {
        impl<$($t: Typed),+> Typed for ($($t,)+) {
            fn from_json(value: Value) -> Result<Self, Mismatch> {
                take_all(value)
            }
            fn to_json(&self) -> Value {
                array_of(self)
            }
        }
        impl<$($t: Typed),+> Prefix for ($($t,)+) {
            const LEN: usize = [$($i),+].len();
            fn take(items: &mut std::vec::IntoIter<Value>) -> Result<Self, Mismatch> {
                Ok(($($t::from_json(items.next().ok_or(Mismatch("too few items"))?)?,)+))
            }
            fn put(&self, items: &mut Vec<Value>, _followed: bool) {
                $(items.push(self.$i.to_json());)+
            }
        }
        impl<$($t: Typed),+> Optional for ($(Option<$t>,)+) {
            const LEN: usize = [$($i),+].len();
            fn take(items: &mut std::vec::IntoIter<Value>) -> Result<Self, Mismatch> {
                // Once the array has ended, `next` stays `None`: every later item is absent.
                Ok(($(items.next().map($t::from_json).transpose()?,)+))
            }
            fn present(&self) -> u16 {
                0 $(| u16::from(self.$i.is_some()) << $i)+
            }
            fn put(&self, items: &mut Vec<Value>, until: usize) {
                $(
                    if $i < until {
                        items.push(self.$i.as_ref().map_or(Value::Null, Typed::to_json));
                    }
                )+
            }
        }
    };
}
tuple_typed!(A 0);
tuple_typed!(A 0, B 1);
tuple_typed!(A 0, B 1, C 2);
tuple_typed!(A 0, B 1, C 2, D 3);
tuple_typed!(A 0, B 1, C 2, D 3, E 4);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10);
tuple_typed!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11);

/// No item always there: the part of a [`Partial`] whose every position is optional.
impl Prefix for () {
    const LEN: usize = 0;
    fn take(_: &mut std::vec::IntoIter<Value>) -> Result<Self, Mismatch> {
        Ok(())
    }
    fn put(&self, _: &mut Vec<Value>, _: bool) {}
}

/// The first items of an array, each of its own type: a tuple, or a [`Partial`].
pub trait Prefix: Sized {
    /// How many positions it has.
    const LEN: usize;
    /// Takes its items from the front of `items`.
    fn take(items: &mut std::vec::IntoIter<Value>) -> Result<Self, Mismatch>;
    /// Appends its items to `items`; `followed` when other items come after them.
    fn put(&self, items: &mut Vec<Value>, followed: bool);
    /// The first of its positions that an array of its items would skip (see
    /// [`Partial::skipped`]); `followed` when other items come after them.
    fn skipped(&self, followed: bool) -> Option<usize> {
        let _ = followed;
        None
    }
}

/// The tuples of `Option`s that hold a [`Partial`]'s optional items.
pub trait Optional: Sized {
    /// How many positions it has.
    const LEN: usize;
    /// Takes its items from the front of `items`, `None` from where `items` ends.
    fn take(items: &mut std::vec::IntoIter<Value>) -> Result<Self, Mismatch>;
    /// Which positions hold an item: bit `i` for position `i`.
    fn present(&self) -> u16;
    /// Appends the items at its first `until` positions, an absent one as `null` (which
    /// [`Partial::skipped`] refuses before anything is written).
    fn put(&self, items: &mut Vec<Value>, until: usize);
}

/// An array whose first items each have a schema of their own and whose later ones among them
/// may be absent: `prefixItems` with a `minItems` below their number. The items always there
/// are a tuple, the others a tuple of `Option`s, `None` where the array ends before them.
/// Against `"prefixItems": [{"type": "number"}, {"type": "number"}, {"type": "number"}],
/// "minItems": 2, "items": false`, `[1.5, -2]` is `required: (1.5, -2)`, `optional: (None,)`.
/// An array has no holes: a value with an item after an absent one is refused when written.
///
/// ```
/// use wire_models::{Number, Partial};
/// let point = Partial {
///     required: (Number::from(3), Number::from(4)),
///     optional: (Some(Number::from(5)),),
/// };
/// assert!(point.optional.0.is_some());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Partial<R, O> {
    /// The items always there, one type each.
    pub required: R,
    /// The items after them that may be absent, each `None` where the array ends first.
    pub optional: O,
}

impl<R: Prefix, O: Optional> Partial<R, O> {
    /// The position of an absent optional item that an array of these items would skip: one
    /// followed by a present item, or, when other items come after the positions (`followed`),
    /// any. `None` when the items make an array.
    pub fn skipped(&self, followed: bool) -> Option<usize> {
        let present = self.optional.present();
        let first_absent = present.trailing_ones() as usize;
        let full = first_absent >= O::LEN;
        let hole = !full && (present >> first_absent != 0 || followed);
        hole.then_some(R::LEN + first_absent)
    }
}

impl<R: Prefix, O: Optional> Prefix for Partial<R, O> {
    const LEN: usize = R::LEN + O::LEN;
    fn take(items: &mut std::vec::IntoIter<Value>) -> Result<Self, Mismatch> {
        Ok(Partial {
            required: R::take(items)?,
            optional: O::take(items)?,
        })
    }
    fn put(&self, items: &mut Vec<Value>, followed: bool) {
        self.required.put(items, false);
        // Up to the last present item, or every position when items follow.
        let until = match followed {
            true => O::LEN,
            false => 16 - self.optional.present().leading_zeros() as usize,
        };
        self.optional.put(items, until);
    }
    fn skipped(&self, followed: bool) -> Option<usize> {
        Partial::skipped(self, followed)
    }
}

impl<R: Prefix, O: Optional> Typed for Partial<R, O> {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        take_all(value)
    }
    fn to_json(&self) -> Value {
        array_of(self)
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        no_hole(self.skipped(false))?;
        check::check(node, &self.to_json())
    }
}

/// An array whose first items each have a schema of their own and whose other items share
/// one: `prefixItems` and `items` (before 2020-12, an `items` array and `additionalItems`).
/// The first items are a tuple (a [`Partial`] when some of them may be absent), the others a
/// `Vec`: against `"prefixItems": [{"type": "number"}, {"type": "string"}], "items": {"type":
/// "boolean"}, "minItems": 2`, `[1.5, "a", true]` is `prefix: (1.5, "a")`, `rest: [true]`.
///
/// ```
/// use wire_models::{Number, Prefixed};
/// let point = Prefixed { prefix: (Number::from(3), "north".to_owned()), rest: vec![true] };
/// assert_eq!(point.rest.len(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Prefixed<P, R> {
    /// The first items, one type each.
    pub prefix: P,
    /// The items after them.
    pub rest: Vec<R>,
}

impl<P: Prefix, R: Typed> Typed for Prefixed<P, R> {
    fn from_json(value: Value) -> Result<Self, Mismatch> {
        let mut items = items_of(value)?;
        Ok(Prefixed {
            prefix: P::take(&mut items)?,
            rest: items.map(R::from_json).collect::<Result<_, _>>()?,
        })
    }
    fn to_json(&self) -> Value {
        let mut items = Vec::with_capacity(P::LEN + self.rest.len());
        self.prefix.put(&mut items, !self.rest.is_empty());
        items.extend(self.rest.iter().map(R::to_json));
        Value::Array(items)
    }
    fn check(&self, node: &'static Node) -> Result<(), Violation> {
        no_hole(self.prefix.skipped(!self.rest.is_empty()))?;
        check::check(node, &self.to_json())
    }
}

/// The array of exactly the items of `prefix`.
fn array_of<P: Prefix>(prefix: &P) -> Value {
    let mut items = Vec::with_capacity(P::LEN);
    prefix.put(&mut items, false);
    Value::Array(items)
}

/// A checked array of exactly the positions of `P`.
fn take_all<P: Prefix>(value: Value) -> Result<P, Mismatch> {
    let mut items = items_of(value)?;
    let taken = P::take(&mut items)?;
    match items.next() {
        None => Ok(taken),
        Some(_) => Err(Mismatch("too many items")),
    }
}

/// The items of a checked array, in order.
fn items_of(value: Value) -> Result<std::vec::IntoIter<Value>, Mismatch> {
    match value {
        Value::Array(items) => Ok(items.into_iter()),
        _ => Err(Mismatch("expected an array")),
    }
}

/// Refuses an array that would skip the position `skipped`.
fn no_hole(skipped: Option<usize>) -> Result<(), Violation> {
    match skipped {
        None => Ok(()),
        Some(i) => Err(Violation {
            path: vec![Segment::Index(i)],
            kind: ErrorKind::Missing,
            message: format!(
                "item {i} is absent (None) but an item after it is present: an array cannot skip a position"
            ),
        }),
    }
}
