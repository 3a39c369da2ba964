//! Writing a typed value: checked against its compiled node first, then written straight from
//! the Rust types, never through a [`Value`] where the node allows.
//!
//! The check is the reader's plan in reverse ([`stream`](super::stream)): a struct, array or
//! map whose keywords can be decided one member or item at a time is checked part by part,
//! each part against its own subschema, with the same checker and messages; a scalar of a node
//! of leaf keywords is checked in place ([`check::scalar`]). Anything else (a keyword that needs
//! the whole value) is checked on the value [`Typed::to_json`] builds. The whole value is
//! checked before the first byte is written, so an invalid value is refused, never half written.

use std::ops::ControlFlow;

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use serde_json::Value;

use super::check::{self, streamed, Scalar, Violation};
use super::format::Format;
use super::rules::Node;
use super::stream::{self, Keywords, ObjectPlan};
use super::typed::{struct_to_json, DynTyped, Fields, IndexMap, Typed};
use crate::error::Segment;

/// Checks a scalar, in place where the node's keywords allow, else as the value `whole` builds.
/// `format: <holds>` is passed over in place: the scalar's type holds only text of that format
/// ([`Typed::HOLDS`]), checked when the value was built.
pub fn scalar(
    node: &'static Node,
    value: Scalar<'_>,
    holds: Option<Format>,
    whole: &dyn Fn() -> Value,
) -> Result<(), Violation> {
    check::scalar_but(node, value, holds).unwrap_or_else(|| check::check(node, &whole()))
}

/// Whether a scalar is valid against `node`, as [`scalar`] decides, without explaining why
/// not (an `if` that looks at a member asks this of its value).
pub fn scalar_is_valid(
    node: &'static Node,
    value: Scalar<'_>,
    holds: Option<Format>,
    whole: &dyn Fn() -> Value,
) -> bool {
    check::scalar_is_valid(node, value, holds).unwrap_or_else(|| check::is_valid(node, &whole()))
}

/// Checks a generated string enum's value, written `text`, against `node`: nothing to check
/// where `node` is the enum's own node `own` and says nothing but `type` and `enum` (every
/// variant is one of its texts; [`stream::word`] reads by the same test), else as a string.
pub fn word(node: &'static Node, own: &'static Node, text: &str) -> Result<(), Violation> {
    if stream::is_own_word(node, own) {
        return Ok(());
    }
    scalar(node, Scalar::Str(text), None, &|| {
        Value::String(text.into())
    })
}

/// Whether a generated string enum's value is valid against `node`, as [`word`] decides.
pub fn word_is_valid(node: &'static Node, own: &'static Node, text: &str) -> bool {
    stream::is_own_word(node, own)
        || scalar_is_valid(node, Scalar::Str(text), None, &|| {
            Value::String(text.into())
        })
}

/// Checks the items of a `Vec` against `node`.
pub fn items<T: Typed>(items: &[T], node: &'static Node) -> Result<(), Violation> {
    let own = stream::through_refs(node);
    let Some(item_node) = stream::items_of(own) else {
        return check::check(node, &Value::Array(items.iter().map(T::to_json).collect()));
    };
    for (i, item) in items.iter().enumerate() {
        item.check(item_node)
            .map_err(|v| v.inside(Segment::Index(i)))?;
    }
    streamed::items_end(own, items.len())?;
    streamed::contains(own, items.len(), |i, schema| items[i].is_valid(schema))?;
    stream::unique(own, items)
}

/// Checks an `Option` against `node`: `None` is `null`; a value is checked against what a value
/// that is not `null` must match.
pub fn option<T: Typed>(value: &Option<T>, node: &'static Node) -> Result<(), Violation> {
    match value {
        None => scalar(node, Scalar::Null, None, &|| Value::Null),
        Some(v) => v.check(stream::without_null(node)),
    }
}

/// Checks a map against `node`: each name against `propertyNames`, each value against the
/// schema of every pattern of `patternProperties` its name matches (else against
/// `additionalProperties`) and the `if`s that look at it, then the counts and required names.
pub fn map<T: Typed>(map: &IndexMap<String, T>, node: &'static Node) -> Result<(), Violation> {
    let Some((keywords, _)) = Keywords::of_map(node) else {
        return check::check(node, &map.to_json());
    };
    let plan = ObjectPlan::new(&keywords);
    for (key, value) in map {
        plan.check_name(key)?;
        if !plan.check_patterned(key, &|schema| value.check(schema))? {
            if plan.refuses_undeclared() {
                // `additionalProperties: false`: the checker's message.
                let value = value.to_json();
                return streamed::undeclared_member(plan.undeclared_schema(), key, &value);
            }
            value
                .check(plan.undeclared_schema())
                .map_err(|v| v.inside(Segment::Key(key.clone())))?;
        }
        if plan.observes() {
            plan.observe(key, &|schema| value.is_valid(schema));
        }
    }
    plan.check_end(map.len(), &|name| map.contains_key(name))
}

/// Checks a free-form object (a struct's `extra` aside: `wire_models::Object`) against `node`,
/// member by member where the node allows, without copying it into a `Value`.
pub fn object(object: &crate::Object, node: &'static Node) -> Result<(), Violation> {
    if object.is_empty() {
        // Most are: the node's rules decide at once, on one shared empty object.
        static EMPTY: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
        let empty = EMPTY.get_or_init(|| Value::Object(serde_json::Map::new()));
        return check::check(node, empty);
    }
    let Some((keywords, _)) = Keywords::of_map(node) else {
        return check::check(node, &object.to_json());
    };
    let plan = ObjectPlan::new(&keywords);
    for (key, value) in object.iter() {
        undeclared(&plan, key, value)?;
    }
    plan.check_end(object.len(), &|name| object.contains_key(name))
}

/// Checks a generated struct against `node`: member by member where its layout has a plan for
/// `node`, each field's value against its own schema, else as the value it stands for.
pub fn fields(value: &dyn Fields, node: &'static Node) -> Result<(), Violation> {
    let layout = value.layout();
    let plan = match layout.plan(node) {
        Some(plan) if !shadowed(value) => plan,
        _ => return check::check(node, &struct_to_json(value)),
    };
    let constants = value.constants();
    let mut count = 0usize;
    for (name, _) in constants {
        count += 1;
        plan.check_name(name)?;
        if plan.observes() {
            plan.observe_constant(name, constants);
        }
    }
    let mut failure = None;
    let _ = value.each(&mut |name, v, schema| {
        count += 1;
        match field(&plan, name, v, schema) {
            Ok(()) => ControlFlow::Continue(()),
            Err(violation) => {
                failure = Some(violation);
                ControlFlow::Break(())
            }
        }
    });
    if let Some(violation) = failure {
        return Err(violation);
    }
    let extra = value.extra();
    for (name, member) in extra.into_iter().flat_map(|e| e.iter()) {
        count += 1;
        undeclared(&plan, name, member)?;
    }
    // The required fields are there: a struct always has them.
    if layout.ends_with_fields() {
        return Ok(());
    }
    // The names of the fields present, sorted, listed only if a rule asks for a name.
    let present = std::cell::OnceCell::new();
    let present = || {
        present.get_or_init(|| {
            let mut names = Vec::new();
            let _ = value.each(&mut |name, _, _| {
                names.push(name);
                ControlFlow::Continue(())
            });
            names.sort_unstable();
            names
        })
    };
    plan.check_end(count, &|name| {
        present().binary_search(&name).is_ok()
            || stream::is_constant(constants, name)
            || extra.is_some_and(|e| e.contains_key(name))
    })
}

/// Checks a member a struct's field holds: its name, then its value against its schema and
/// the patterns its name matches.
fn field(
    plan: &ObjectPlan,
    name: &str,
    value: &dyn DynTyped,
    schema: &'static Node,
) -> Result<(), Violation> {
    plan.check_name(name)?;
    value
        .dyn_check(schema)
        .map_err(|v| v.inside(Segment::Key(name.to_owned())))?;
    plan.check_patterned(name, &|s| value.dyn_check(s))?;
    if plan.observes() {
        plan.observe(name, &|s| value.dyn_is_valid(s));
    }
    Ok(())
}

/// Checks a member the struct keeps in `extra`: its name, and its value against
/// `additionalProperties`.
pub fn undeclared(plan: &ObjectPlan, name: &str, value: &Value) -> Result<(), Violation> {
    plan.check_name(name)?;
    plan.check_undeclared(name, value)?;
    plan.observe(name, &|schema| check::is_valid(schema, value));
    Ok(())
}

/// Whether a struct's `extra` holds a member under a name the struct declares (which writing
/// would put twice): such a value is checked and written as the JSON value, where `extra`'s
/// wins.
pub fn shadowed(value: &dyn Fields) -> bool {
    // An object's few unknown members against the declared names, without hashing.
    match value.extra() {
        Some(extra) if !extra.is_empty() => {
            let layout = value.layout();
            extra.keys().any(|key| layout.declares(key))
        }
        _ => false,
    }
}

/// Serializes a typed value without checking it again ([`Typed::write`]).
pub struct Unchecked<'a, T>(pub &'a T);

impl<T: Typed> Serialize for Unchecked<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.write(serializer)
    }
}

/// Writes the items of a `Vec`.
pub fn write_items<T: Typed, S: Serializer>(items: &[T], serializer: S) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(items.len()))?;
    for item in items {
        seq.serialize_element(&Unchecked(item))?;
    }
    seq.end()
}

/// Writes a map.
pub fn write_map<T: Typed, S: Serializer>(
    map: &IndexMap<String, T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let mut out = serializer.serialize_map(Some(map.len()))?;
    for (key, value) in map {
        out.serialize_entry(key, &Unchecked(value))?;
    }
    out.end()
}

/// Checks a generated union whose value is branch `index`'s `variant`: against that branch
/// alone where `tag` shows that decides the union (see [`Tag::decides`](stream::Tag::decides)),
/// else as the whole value.
pub fn choice<T: Typed, V: Typed>(
    union: &T,
    own: &'static Node,
    node: &'static Node,
    tag: &Option<stream::Tag>,
    index: usize,
    variant: &V,
) -> Result<(), Violation> {
    let decided = tag
        .as_ref()
        .filter(|_| std::ptr::eq(stream::through_refs(node), own));
    if let Some((tag, branch)) = decided.and_then(|t| Some((t, t.branch_node(index)?))) {
        // The member names only where the tag alone does not decide.
        if tag.decides(index, None) {
            return variant.check(branch);
        }
        let mut names = Vec::new();
        let known = variant.member_names(&mut |name| names.push(name.to_owned()));
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        if known && tag.decides(index, Some(&names)) {
            return variant.check(branch);
        }
    }
    check::check(node, &union.to_json())
}
