//! The checks a streaming reader runs around the members and items it checks one at a time:
//! an object's member names (`propertyNames`, and which `patternProperties` apply), its
//! undeclared members (`additionalProperties`) and what it can only tell at the end
//! (`required`, `dependentRequired`, the member count), and an array's item count and
//! `contains`. Same rules, same messages as checking the whole value.

use serde_json::Value;

use super::{
    bounded, condition_prefix, contains_count, equal, items_rule, matches_pattern, members_rule,
    not_unique_message, Checker, Fail, Violation, LOUD,
};
use crate::error::ErrorKind;
use crate::runtime::rules::{Node, Rule};

/// `propertyNames` (`schema`) on one member name.
pub fn member_name(schema: &'static Node, key: &str) -> Result<(), Violation> {
    Checker::default()
        .member_name(schema, key, LOUD)
        .map_err(Fail::into_violation)
}

/// Whether a `patternProperties` pattern matches member name `key`; a name too long for a
/// backtracking pattern fails as the checker's `patternProperties` fails it.
pub fn name_matches(
    pattern: &'static crate::runtime::pattern::Pattern,
    key: &str,
) -> Result<bool, Violation> {
    matches_pattern(pattern, key, LOUD).map_err(|f| f.at_key(key).into_violation())
}

/// `additionalProperties` (`schema`) on a member that `properties` does not declare.
pub fn undeclared_member(schema: &'static Node, key: &str, value: &Value) -> Result<(), Violation> {
    Checker::default()
        .leftover_member(schema, key, value, LOUD, "additionalProperties")
        .map_err(Fail::into_violation)
}

/// The rules of `node` that look only at an object's member names, once all `count` members
/// were read; `has` tells whether a member is present.
pub fn members_end(
    node: &'static Node,
    count: usize,
    has: &dyn Fn(&str) -> bool,
) -> Result<(), Violation> {
    node.rules
        .iter()
        .try_for_each(|rule| members_rule(rule, count, has, LOUD))
        .map_err(Fail::into_violation)
}

/// `contains` of `node` (every one it has), once the items were read: `matches` says whether
/// an item is valid against a schema. An item is tested only while the count can still change
/// the verdict.
#[inline]
pub fn contains(
    node: &'static Node,
    len: usize,
    matches: impl Fn(usize, &'static Node) -> bool,
) -> Result<(), Violation> {
    // Every array a reader or writer checks comes here; few have `contains`.
    if !node
        .rules
        .iter()
        .any(|r| matches!(r, Rule::Contains { .. }))
    {
        return Ok(());
    }
    for rule in node.rules {
        let Rule::Contains { schema, min, max } = rule else {
            continue;
        };
        if *min == 0 && max.is_none() {
            continue;
        }
        let mut count = 0u64;
        for i in 0..len {
            if matches(i, schema) {
                count += 1;
                if max.is_none() && count >= *min {
                    break;
                }
            }
        }
        contains_count(*min, *max, count, LOUD).map_err(Fail::into_violation)?;
    }
    Ok(())
}

/// `minItems` and `maxItems` of `node`, once all `len` items were read.
pub fn items_end(node: &'static Node, len: usize) -> Result<(), Violation> {
    node.rules
        .iter()
        .try_for_each(|rule| items_rule(rule, len, LOUD))
        .map_err(Fail::into_violation)
}

/// The member-name rules of `branch`, the `then` (when `holds`) or `else` of the `if`
/// `condition` decided while the object was read, failing as the checker's `if` does.
pub fn condition_end(
    condition: &'static Node,
    branch: &'static Node,
    holds: bool,
    count: usize,
    has: &dyn Fn(&str) -> bool,
) -> Result<(), Violation> {
    members_end(branch, count, has).map_err(|mut v| {
        v.kind = ErrorKind::Conditional;
        v.message = bounded(format!(
            "{}: {}",
            condition_prefix(condition, holds),
            v.message
        ));
        v
    })
}

/// `uniqueItems` over items read one at a time: `keys` are the items' texts when every item is
/// a string (or a `null` or `true`/`false`, written as JSON) and equality is the texts';
/// otherwise `values` builds the items as JSON and they are compared as the checker does.
pub fn unique_items(
    keys: Option<Vec<std::borrow::Cow<'_, str>>>,
    values: impl FnOnce() -> Vec<Value>,
) -> Result<(), Violation> {
    let duplicate = match keys {
        Some(keys) => {
            let mut seen = std::collections::HashMap::with_capacity(keys.len());
            keys.iter()
                .enumerate()
                .find_map(|(j, key)| match seen.entry(key.as_ref()) {
                    std::collections::hash_map::Entry::Occupied(i) => Some((*i.get(), j)),
                    std::collections::hash_map::Entry::Vacant(slot) => {
                        slot.insert(j);
                        None
                    }
                })
        }
        None => equal::first_duplicate(&values()),
    };
    no_duplicate(duplicate)
}

/// `uniqueItems`' verdict once the first duplicate pair (if any) was found.
pub fn no_duplicate(duplicate: Option<(usize, usize)>) -> Result<(), Violation> {
    match duplicate {
        None => Ok(()),
        Some((i, j)) => Err(Violation {
            path: Vec::new(),
            kind: ErrorKind::Constraint,
            message: not_unique_message(i, j),
        }),
    }
}
