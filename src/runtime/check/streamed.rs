//! The checks a streaming reader runs around the members and items it checks one at a time:
//! an object's member names (`propertyNames`), its undeclared members (`additionalProperties`)
//! and what it can only tell at the end (`required`, `dependentRequired`, the member count), and
//! an array's item count. Same rules, same messages as checking the whole value.

use serde_json::Value;

use super::{bounded, condition_prefix, items_rule, members_rule, Checker, Fail, Violation, LOUD};
use crate::error::ErrorKind;
use crate::runtime::rules::Node;

/// `propertyNames` (`schema`) on one member name.
pub fn member_name(schema: &'static Node, key: &str) -> Result<(), Violation> {
    Checker::default()
        .member_name(schema, key, LOUD)
        .map_err(Fail::into_violation)
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
