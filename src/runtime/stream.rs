//! Reading straight into the generated types, checking while reading.
//!
//! A generated type is read against a compiled [`Node`] ([`Typed::read`]). Where the node's
//! keywords can each be decided one member or one item at a time (`type`, `properties`,
//! `patternProperties`, `additionalProperties`, `propertyNames`, `required`,
//! `dependentRequired`, the member and item counts, `items`, `contains`, and an `if` on member
//! values whose `then` and `else` name members), objects and arrays are read member by member
//! and item by item into their Rust types, and each member or item is checked against its own
//! subschemas as it is read: no JSON tree of the whole document is built. A string or number
//! whose node has leaf keywords only is checked where the input holds it (a string is copied
//! once, into its type). A union whose branches a tag or the member names tell apart is read
//! into the branch they name; an object or an array of a union over JSON types, into its
//! variant. Anything else (other `anyOf`/`oneOf`, `not`, `unevaluated*`,
//! `uniqueItems` over items that are not strings, `dependentSchemas`, dynamic scopes) is read
//! into a [`Value`] first, and only that subtree: the checker runs over it and the value then
//! moves into the type. Both ways run the same rules of the same checker
//! ([`check`](super::check)) with the same messages, so the verdict does not depend on which
//! way a value took. Which failure is reported first can: a member's is reported as the member
//! is read, before the object's `required`; and a union the reader dispatches (a tagged union,
//! a nullable value, an object or array of a union over JSON types that one branch alone
//! admits) reports the failure of the branch it chose as that branch's own, without the
//! checker's "matched no branch" preamble.

use std::borrow::Cow;
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;
use std::sync::OnceLock;

use serde::de::{self, DeserializeSeed, Error as _, MapAccess, SeqAccess, Visitor};
use serde::Deserializer;
use serde_json::{Number, Value};

use super::check::{self, streamed, Violation};
use super::de::{duplicate, put_extra, AnyValue, AnyVisitor, Key};
use super::format::Format;
use super::pattern::Pattern;
use super::rules::{Lit, Node, Rule, Types};
use super::trail::{at_index, at_key};
use super::typed::{DynTyped, IndexMap, Mismatch, Typed};
use crate::error::Segment;
use crate::Object;

/// The schema `true`: what an array's items or a map's values must match when the schema says
/// nothing about them.
static ANYTHING: Node = Node {
    location: "",
    dynamic_anchors: None,
    rules: &[],
};

/// Reads a `T` against `node` through a [`Value`]: the whole subtree is read, checked, then moved.
pub fn buffered<'de, D: Deserializer<'de>, T: Typed>(
    deserializer: D,
    node: &'static Node,
) -> Result<T, D::Error> {
    let value = AnyValue.deserialize(deserializer)?;
    settle(node, value)
}

/// Checks a value read whole against `node` and moves it into `T`.
fn settle<T: Typed, E: de::Error>(node: &'static Node, value: Value) -> Result<T, E> {
    // Matches rather than `?`: this is code per type, and the conversions `?` goes through
    // are more of it.
    let checked = match checked(node, value, T::HOLDS) {
        Ok(Passed::Text(text)) => match T::from_text(text) {
            Ok(typed) => return Ok(typed),
            // Not of the format: the checker explains.
            Err(text) => checked(node, Value::String(text), None),
        },
        other => other,
    };
    match checked {
        Ok(value) => T::from_json(value.into_value()).map_err(E::custom),
        Err(violation) => Err(violation.into_de_error()),
    }
}

/// A value read whole that passed its node, but for the format of [`Passed::Text`].
enum Passed {
    Value(Value),
    /// A string that passed every rule but its format, which building the type checks.
    Text(String),
}

impl Passed {
    fn into_value(self) -> Value {
        match self {
            Passed::Value(value) => value,
            Passed::Text(text) => Value::String(text),
        }
    }
}

/// The part of [`settle`] that is the same for every type: the check. A string of a type that
/// checks its format `holds` itself when built is checked against the node's other rules here,
/// and its format once, by the type. Inlined: some documents read many values whole.
#[inline]
fn checked(node: &'static Node, value: Value, holds: Option<Format>) -> Result<Passed, Violation> {
    if let (Some(format), Value::String(_)) = (holds, &value) {
        if let Some(others) = check::leaves_but(node, &value, format) {
            others?;
            if let Value::String(text) = value {
                return Ok(Passed::Text(text));
            }
        }
    }
    check::check(node, &value)?;
    Ok(Passed::Value(value))
}

/// The node a bare reference chain (`{"$ref": ...}` to `{"$ref": ...}`) comes to: checking
/// against it is checking against the chain.
#[inline]
pub fn through_refs(mut node: &'static Node) -> &'static Node {
    for _ in 0..8 {
        match node.rules {
            // An `anyOf`, `oneOf` or `allOf` of one schema is that schema (OpenAPI's way to
            // describe a `$ref`), as is an `allOf` whose other parts say nothing.
            [Rule::Ref(target)
            | Rule::AllOf([target])
            | Rule::AnyOf([target])
            | Rule::OneOf([target])]
                if node.dynamic_anchors.is_none() =>
            {
                node = target
            }
            [Rule::AllOf(parts)] if node.dynamic_anchors.is_none() => {
                let mut saying = parts
                    .iter()
                    .filter(|p| !p.rules.is_empty() || p.dynamic_anchors.is_some());
                match (saying.next(), saying.next()) {
                    (Some(one), None) => node = one,
                    _ => break,
                }
            }
            _ => break,
        }
    }
    node
}

/// Whether `node` is `{"type": "null"}`: the branch of a union that makes it nullable.
fn is_null_only(node: &Node) -> bool {
    matches!(node.rules, [Rule::Type(Types(Types::NULL))])
}

/// What a value that is not `null` must match, for a node that admits it or `null`: the other
/// branch of an `anyOf`/`oneOf` with a `{"type": "null"}` branch (pydantic's `Optional[X]`), else
/// the node itself. (An object or array read through it reports a failure inside the branch as
/// it is, without the checker's "matched no branch" preamble.)
#[inline]
pub fn without_null(node: &'static Node) -> &'static Node {
    match node.rules {
        [Rule::AnyOf([a, b]) | Rule::OneOf([a, b])] if node.dynamic_anchors.is_none() => {
            match (is_null_only(a), is_null_only(b)) {
                (false, true) => a,
                (true, false) => b,
                _ => node,
            }
        }
        _ => node,
    }
}

/// Reads a `T` against `node`: the [`DeserializeSeed`] of a member or item.
pub struct Read<T> {
    node: &'static Node,
    of: PhantomData<fn() -> T>,
}

impl<T> Read<T> {
    /// Reads against `node`.
    pub fn new(node: &'static Node) -> Self {
        Read {
            node,
            of: PhantomData,
        }
    }
}

impl<'de, T: Typed> DeserializeSeed<'de> for Read<T> {
    type Value = T;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
        T::read(d, self.node)
    }
}

/// The keywords of an object node that a member-by-member read applies to each member as it
/// comes; `None` when the node has a keyword that needs the whole object. One per object read
/// (it notes what the object's members told the node's `if`s), made from [`Keywords`].
pub struct ObjectPlan<'k> {
    /// A generated struct's are worked out once ([`Layout`]); a map's, per map read.
    keywords: &'k Keywords,
    /// Bit `i`: a member's value failed the `if` of the `i`th such condition.
    failed: Cell<u8>,
}

/// What [`ObjectPlan`] reads off a node, once per node for a generated struct ([`Layout`]).
pub struct Keywords {
    node: &'static Node,
    /// `propertyNames`.
    names: Option<&'static Node>,
    /// `additionalProperties`, for members neither `properties` nor `patternProperties`
    /// declare.
    undeclared: Option<&'static Node>,
    /// `patternProperties`: every member whose name a pattern matches, declared or not, must
    /// match that pattern's schema too.
    patterns: &'static [(&'static Pattern, &'static Node)],
    /// Whether the node has an `if` (directly or in a part of its `allOf`) that looks at
    /// member values one at a time (each against the `if`'s `properties`, names against its
    /// `required`) and whose `then` and `else` look at names only; `allOf` parts say nothing
    /// else but names. Worked out once rather than per member read: its own first, then those
    /// of its `allOf` parts (the order of the bits of [`ObjectPlan`]'s `failed`). Empty, and
    /// so not allocated, for the many nodes without any.
    conditions: Box<[Condition]>,
    /// Whether the node has an `allOf` (whose parts say only what names must be there).
    parts: bool,
}

impl std::ops::Deref for ObjectPlan<'_> {
    type Target = Keywords;
    fn deref(&self) -> &Keywords {
        self.keywords
    }
}

/// What a generated struct's reader and writer need of its own node, worked out once per
/// struct: its [`Keywords`], and whether the end of an object is decided by the struct's
/// required fields alone.
pub struct Layout {
    own: &'static Node,
    keywords: Option<Keywords>,
    /// The node's only rule about member names is `required`, and every name it requires is
    /// a field the struct requires or one of its constants: an object that filled those has
    /// every required member, and nothing else is left to check at its end.
    required_by_fields: bool,
    /// The names of the struct's fields and constants.
    declared: Vec<&'static str>,
}

impl Layout {
    /// The layout of a struct made from `own`, with `fields` its members as `(name,
    /// required)` and `constants` those no field holds.
    pub fn new(
        own: &'static Node,
        fields: &[(&'static str, bool)],
        constants: &'static Constants,
    ) -> Layout {
        let keywords = Keywords::of(own);
        let names_rules_only_required = own.rules.iter().all(|rule| {
            !matches!(
                rule,
                Rule::MinProperties(_) | Rule::MaxProperties(_) | Rule::DependentRequired(_)
            )
        });
        let held = |name: &&str| {
            fields.iter().any(|(f, required)| f == name && *required)
                || constants.iter().any(|(c, _)| c == name)
        };
        let required_by_fields = keywords.as_ref().is_some_and(|k| !k.observes() && !k.parts)
            && names_rules_only_required
            && own.required().iter().all(held);
        let mut declared: Vec<&'static str> = fields.iter().map(|(name, _)| *name).collect();
        declared.extend(constants.iter().map(|(name, _)| *name));
        Layout {
            own,
            keywords,
            required_by_fields,
            declared,
        }
    }

    /// Whether the struct declares a member `name` (a field or a constant).
    pub fn declares(&self, name: &str) -> bool {
        // A struct's extra members are few: compared by length first, then bytes.
        self.declared.contains(&name)
    }

    /// The plan of reading the struct against `node`, when `node` (through bare references
    /// and a `null` branch) is the struct's own node and each of its keywords can be checked
    /// member by member: the reader's and the writer's test alike.
    #[inline]
    pub fn plan(&self, node: &'static Node) -> Option<ObjectPlan<'_>> {
        let at = through_refs(without_null(node));
        if !std::ptr::eq(at, self.own) {
            return None;
        }
        self.keywords.as_ref().map(ObjectPlan::new)
    }

    /// Whether an object that has every field the struct requires, and every constant, needs
    /// no check at its end (see [`ObjectPlan::end`]).
    #[inline]
    pub fn ends_with_fields(&self) -> bool {
        self.required_by_fields
    }
}

/// How many `if`s a plan follows; an object with more is read whole.
const MAX_CONDITIONS: usize = 8;

#[derive(Clone, Copy)]
struct Condition {
    /// The `if`.
    node: &'static Node,
    /// The `if`'s `properties`.
    members: &'static [(&'static str, &'static Node)],
    /// The `if`'s `required`.
    required: &'static [&'static str],
    then: Option<&'static Node>,
    otherwise: Option<&'static Node>,
}

impl Condition {
    /// The condition of an `if`/`then`/`else` that a member-by-member read can decide.
    fn of(rule: &'static Rule) -> Option<Condition> {
        let Rule::IfThenElse {
            condition,
            then,
            otherwise,
        } = rule
        else {
            return None;
        };
        let names_only =
            |node: &Node| node.dynamic_anchors.is_none() && node.rules.iter().all(is_names_rule);
        if !then.is_none_or(names_only) || !otherwise.is_none_or(names_only) {
            return None;
        }
        if condition.dynamic_anchors.is_some() {
            return None;
        }
        let mut found = Condition {
            node: condition,
            members: &[],
            required: &[],
            then: *then,
            otherwise: *otherwise,
        };
        for rule in condition.rules {
            match rule {
                Rule::Properties(members) => found.members = members,
                Rule::Required(names) => found.required = names,
                _ => return None,
            }
        }
        Some(found)
    }
}

/// A rule about an object's member names alone (or passing every object).
fn is_names_rule(rule: &Rule) -> bool {
    match rule {
        Rule::Type(types) => types.0 & Types::OBJECT != 0,
        Rule::Required(_)
        | Rule::DependentRequired(_)
        | Rule::MinProperties(_)
        | Rule::MaxProperties(_) => true,
        _ => false,
    }
}

impl Keywords {
    /// The keywords of `node`, when each can be decided member by member.
    fn of(node: &'static Node) -> Option<Keywords> {
        if node.dynamic_anchors.is_some() {
            return None;
        }
        let mut plan = Keywords {
            node,
            names: None,
            undeclared: None,
            patterns: &[],
            conditions: Box::default(),
            parts: false,
        };
        // Whether there is an `if`, each of which a member-by-member read must be able to
        // decide.
        let mut conditional = false;
        let mut condition = |rule: &'static Rule| -> Option<()> {
            Condition::of(rule)?;
            conditional = true;
            Some(())
        };
        for rule in node.rules {
            match rule {
                Rule::Type(types) if types.0 & Types::OBJECT != 0 => {}
                Rule::Properties(_)
                | Rule::Required(_)
                | Rule::DependentRequired(_)
                | Rule::MinProperties(_)
                | Rule::MaxProperties(_) => {}
                Rule::PropertyNames(schema) => plan.names = Some(schema),
                Rule::PatternProperties(patterns) => plan.patterns = patterns,
                // Its `patterns` are the node's `patternProperties`, which `patterned` matches.
                Rule::AdditionalProperties { schema, .. } => plan.undeclared = Some(schema),
                Rule::IfThenElse { .. } => condition(rule)?,
                // `allOf: [{if: ..., then: ...}]`, as hand-written schemas put conditions.
                Rule::AllOf(all) => {
                    plan.parts = true;
                    for part in *all {
                        if part.dynamic_anchors.is_some() {
                            return None;
                        }
                        for rule in part.rules {
                            match rule {
                                Rule::IfThenElse { .. } => condition(rule)?,
                                rule if is_names_rule(rule) => {}
                                _ => return None,
                            }
                        }
                    }
                }
                _ => return None,
            }
        }
        if conditional {
            plan.conditions = conditions_of(node).collect();
            if plan.conditions.len() > MAX_CONDITIONS {
                return None;
            }
        }
        Some(plan)
    }
}

/// The parts of `node`'s `allOf`.
fn parts_of(node: &'static Node) -> impl Iterator<Item = &'static Node> {
    node.rules.iter().flat_map(|rule| match rule {
        Rule::AllOf(all) => all.iter().copied(),
        _ => [].iter().copied(),
    })
}

/// The `if`s of `node` that a member-by-member read can decide: its own, then those of its
/// `allOf` parts.
fn conditions_of(node: &'static Node) -> impl Iterator<Item = Condition> {
    let in_parts = parts_of(node).flat_map(|part| part.rules.iter());
    node.rules.iter().chain(in_parts).filter_map(Condition::of)
}

impl Keywords {
    /// Whether the node has an `if` that looks at member values.
    #[inline]
    pub fn observes(&self) -> bool {
        !self.conditions.is_empty()
    }

    /// The keywords of an object without `properties` (a map, a free-form object), at
    /// `node` through bare references and a `null` branch, with the node they apply to.
    pub fn of_map(node: &'static Node) -> Option<(Keywords, &'static Node)> {
        let at = through_refs(without_null(node));
        if at.rules.iter().any(|r| matches!(r, Rule::Properties(_))) {
            return None;
        }
        Keywords::of(at).map(|keywords| (keywords, at))
    }
}

impl ObjectPlan<'_> {
    /// A plan of reading one object under `keywords`.
    pub fn new(keywords: &Keywords) -> ObjectPlan<'_> {
        ObjectPlan {
            keywords,
            failed: Cell::new(0),
        }
    }

    /// The parts of the node's `allOf` (which say only what names must be there, and `if`s).
    fn parts(&self) -> impl Iterator<Item = &'static Node> {
        parts_of(self.node)
    }

    /// The conditions [`Keywords::of`] accepted, always in the same order.
    fn conditions(&self) -> impl Iterator<Item = &Condition> {
        self.keywords.conditions.iter()
    }

    /// Notes member `name`'s value for the `if`s that look at it: `passes` says whether it
    /// is valid against a given schema.
    ///
    /// `passes` is a trait object, not a type parameter: this runs for a member of every type,
    /// and a copy per type cost LLVM a tenth of an 836-member struct's code.
    pub fn observe(&self, name: &str, passes: &dyn Fn(&'static Node) -> bool) {
        for (i, condition) in self.conditions().enumerate() {
            if let Some((_, schema)) = condition.members.iter().find(|(m, _)| *m == name) {
                if !passes(schema) {
                    self.failed.set(self.failed.get() | 1 << i);
                }
            }
        }
    }

    /// Notes a member the struct holds as a constant (see [`Constants`]) for the `if`s.
    pub fn observe_constant(&self, name: &str, constants: &'static Constants) {
        if let Some((_, node)) = constants.iter().find(|(n, _)| *n == name) {
            let value = constant_value(node);
            self.observe(name, &|schema| check::is_valid(schema, &value));
        }
    }

    /// Checks a member's name (`propertyNames`).
    pub fn name<E: de::Error>(&self, key: &str) -> Result<(), E> {
        self.check_name(key).map_err(Violation::into_de_error::<E>)
    }

    /// [`ObjectPlan::name`], for a writer.
    #[inline]
    pub fn check_name(&self, key: &str) -> Result<(), Violation> {
        match self.names {
            Some(schema) => streamed::member_name(schema, key),
            None => Ok(()),
        }
    }

    /// A member `properties` does not declare: against the schema of every pattern its name
    /// matches, else against `additionalProperties`.
    pub fn check_undeclared(&self, key: &str, value: &Value) -> Result<(), Violation> {
        if self.has_patterns() && self.patterned(key, &mut |schema| check::check(schema, value))? {
            return Ok(());
        }
        match self.undeclared {
            Some(schema) => streamed::undeclared_member(schema, key, value),
            None => Ok(()),
        }
    }

    /// Whether the node has `patternProperties`.
    #[inline]
    pub fn has_patterns(&self) -> bool {
        !self.patterns.is_empty()
    }

    /// `patternProperties` on member `key`: `check` runs on the schema of every pattern the
    /// name matches, its failure placed at the member. `true` when any matched (and so
    /// `additionalProperties` does not apply).
    pub fn patterned(
        &self,
        key: &str,
        check: &mut dyn FnMut(&'static Node) -> Result<(), Violation>,
    ) -> Result<bool, Violation> {
        let mut matched = false;
        for (pattern, schema) in self.patterns {
            if streamed::name_matches(pattern, key)? {
                matched = true;
                check(schema).map_err(|v| v.inside(Segment::Key(key.to_owned())))?;
            }
        }
        Ok(matched)
    }

    /// [`ObjectPlan::patterned`] on a member value that `check` checks (a typed value's
    /// [`Typed::check`], as writing checks it): nothing to do (and `false`) where the node has
    /// no `patternProperties`, as most have none.
    #[inline]
    pub fn check_patterned(
        &self,
        key: &str,
        check: &dyn Fn(&'static Node) -> Result<(), Violation>,
    ) -> Result<bool, Violation> {
        if !self.has_patterns() {
            return Ok(false);
        }
        self.patterned(key, &mut |schema| check(schema))
    }

    /// The schema of the members `properties` does not declare.
    pub fn undeclared_schema(&self) -> &'static Node {
        self.undeclared.unwrap_or(&ANYTHING)
    }

    /// Whether no undeclared member is allowed (`additionalProperties: false`).
    pub fn refuses_undeclared(&self) -> bool {
        self.undeclared
            .is_some_and(|schema| matches!(schema.rules, [Rule::Never]))
    }

    /// Reads a member that `properties` does not declare into `extra`, checked against
    /// `additionalProperties`. Out of line: most members are declared ones.
    #[inline(never)]
    pub fn undeclared<'de, A: MapAccess<'de>>(
        &self,
        extra: &mut Object,
        key: Cow<'_, str>,
        map: &mut A,
    ) -> Result<(), A::Error> {
        let value = map.next_value_seed(AnyValue).map_err(|e| at_key(&key, e))?;
        self.check_undeclared(&key, &value)
            .map_err(Violation::into_de_error::<A::Error>)?;
        self.observe(&key, &|schema| check::is_valid(schema, &value));
        put_extra(extra, key, value)
    }

    /// The checks that need every member name: `required`, `dependentRequired`, the count.
    #[inline(never)]
    pub fn end<E: de::Error>(&self, count: usize, has: &dyn Fn(&str) -> bool) -> Result<(), E> {
        self.check_end(count, has)
            .map_err(Violation::into_de_error::<E>)
    }

    /// [`ObjectPlan::end`], for a writer.
    pub fn check_end(&self, count: usize, has: &dyn Fn(&str) -> bool) -> Result<(), Violation> {
        streamed::members_end(self.node, count, has)?;
        if self.parts {
            for part in self.parts() {
                streamed::members_end(part, count, has)?;
            }
        }
        for (i, condition) in self.conditions().enumerate() {
            let holds =
                self.failed.get() & 1 << i == 0 && condition.required.iter().all(|r| has(r));
            let branch = if holds {
                condition.then
            } else {
                condition.otherwise
            };
            if let Some(branch) = branch {
                streamed::condition_end(condition.node, branch, holds, count, has)?;
            }
        }
        Ok(())
    }
}

/// A generated struct, read member by member.
pub trait Members: Typed {
    /// The struct's own node: the schema its fields were made from.
    fn node() -> &'static Node;
    /// What its reader and writer need of that node, worked out once.
    fn layout() -> &'static Layout;
    /// Reads the members of an object into the struct, each checked against its own
    /// subschema, the others and the end of the object as `plan` says.
    fn read_members<'de, A: MapAccess<'de>>(map: A, plan: &ObjectPlan) -> Result<Self, A::Error>;
}

/// Reads a generated struct against `node`: member by member when `node` is (a reference to)
/// the struct's own node and every keyword of it can be checked that way, else through a value.
pub fn object<'de, D: Deserializer<'de>, T: Members>(
    d: D,
    node: &'static Node,
) -> Result<T, D::Error> {
    match T::layout().plan(node) {
        Some(plan) => d.deserialize_any(Streamed {
            node: T::node(),
            shape: StructShape::<T>(plan, PhantomData),
        }),
        None => buffered(d, node),
    }
}

/// `cell`'s value, made by `init` the first time. A generated type keeps what it works out
/// once (its layout, its union's tag) this way: with a function pointer, `OnceLock`'s code is
/// compiled once for every type, where a closure per type compiled a copy for each.
pub fn once<T>(cell: &'static OnceLock<T>, init: fn() -> T) -> &'static T {
    cell.get_or_init(init)
}

/// A member of a generated struct, read into its slot (a second occurrence refused), then
/// checked against the struct's `patternProperties` and noted for its `if`s where it has
/// those. One function per member type rather than per member: a struct's reader stays small
/// enough to run from the instruction cache.
pub fn field<'de, A: MapAccess<'de>, T: Typed>(
    slot: &mut Option<T>,
    key: &'static str,
    node: &'static Node,
    map: &mut A,
    plan: &ObjectPlan,
) -> Result<(), A::Error> {
    member(slot, key, node, map)?;
    if plan.has_patterns() || plan.observes() {
        if let Some(value) = slot {
            patterned_and_observed(value, key, plan)
                .map_err(Violation::into_de_error::<A::Error>)?;
        }
    }
    Ok(())
}

/// The part of [`field`] that few structs need, out of the way of the others (and one function
/// for all member types).
#[cold]
#[inline(never)]
fn patterned_and_observed(
    value: &dyn DynTyped,
    key: &str,
    plan: &ObjectPlan,
) -> Result<(), Violation> {
    plan.check_patterned(key, &|schema| value.dyn_check(schema))?;
    if plan.observes() {
        plan.observe(key, &|schema| value.dyn_is_valid(schema));
    }
    Ok(())
}

/// A member of a generated struct: read into its slot, refusing a second occurrence.
fn member<'de, A: MapAccess<'de>, T: Typed>(
    slot: &mut Option<T>,
    key: &str,
    node: &'static Node,
    map: &mut A,
) -> Result<(), A::Error> {
    if slot.is_some() {
        return Err(duplicate(key));
    }
    *slot = Some(
        map.next_value_seed(Read::<T>::new(node))
            .map_err(|e| at_key(key, e))?,
    );
    Ok(())
}

/// The members of a generated struct that its schema fixes to one value (a required member
/// whose schema is a `const`, or an `enum` of one value): no field holds them. Each is checked
/// against its schema when read and written as that value; at most 64 per struct (the
/// generator makes fields of any beyond).
pub type Constants = [(&'static str, &'static Node)];

/// Reads member `key` if it is one of `constants`, checked against its schema, and notes it in
/// `seen` (bit `i` for the `i`th constant); `false` for any other member.
pub fn constant<'de, A: MapAccess<'de>>(
    seen: &mut u64,
    constants: &'static Constants,
    key: &str,
    map: &mut A,
) -> Result<bool, A::Error> {
    let Some(i) = constants.iter().position(|(name, _)| *name == key) else {
        return Ok(false);
    };
    if *seen & (1 << i) != 0 {
        return Err(duplicate(key));
    }
    map.next_value_seed(Constant(constants[i].1))
        .map_err(|e| at_key(key, e))?;
    *seen |= 1 << i;
    Ok(true)
}

/// Reads a constant member's value against its node, keeping nothing of it: a text is
/// compared where the input holds it.
struct Constant(&'static Node);

impl<'de> DeserializeSeed<'de> for Constant {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(Streamed {
            node: self.0,
            shape: ConstantShape(self.0),
        })
        .map(drop)
    }
}

struct ConstantShape(&'static Node);

impl<'de> Shape<'de> for ConstantShape {
    type Value = Value;
    const EXPECTING: &'static str = "the constant";
    fn text(&self, text: &str) -> Option<Value> {
        // Nothing of a constant is kept: `null` stands for the text that passed.
        matches!(
            check::scalar(self.0, check::Scalar::Str(text)),
            Some(Ok(()))
        )
        .then_some(Value::Null)
    }
}

/// Whether `name` is one of `constants`.
pub fn is_constant(constants: &'static Constants, name: &str) -> bool {
    constants.iter().any(|(n, _)| *n == name)
}

/// Whether `name` is one of `constants` that [`constant`] noted in `seen`.
#[inline]
pub fn has_constant(seen: u64, constants: &'static Constants, name: &str) -> bool {
    constants
        .iter()
        .position(|(n, _)| *n == name)
        .is_some_and(|i| seen & (1 << i) != 0)
}

/// The one value node `node` admits (its `const`, or its `enum` of one value, through bare
/// references): what a constant member is written as.
pub fn constant_value(node: &'static Node) -> Value {
    constant_literal(node).map_or(Value::Null, lit_value)
}

/// The literal of [`constant_value`].
fn constant_literal(node: &'static Node) -> Option<&'static Lit> {
    through_refs(node).rules.iter().find_map(|rule| match rule {
        Rule::Const(lit) => Some(*lit),
        Rule::Enum([lit]) => Some(lit),
        _ => None,
    })
}

/// A constant member's value as a writer writes it: a string straight from the schema's
/// text, anything else as [`constant_value`] builds it.
pub struct ConstantOf(pub &'static Node);

impl serde::Serialize for ConstantOf {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match constant_literal(self.0) {
            Some(Lit::Str(text)) => serializer.serialize_str(text),
            _ => constant_value(self.0).serialize(serializer),
        }
    }
}

fn lit_value(lit: &Lit) -> Value {
    match lit {
        Lit::Null => Value::Null,
        Lit::Bool(b) => Value::Bool(*b),
        Lit::Num(text) => serde_json::from_str(text).unwrap_or(Value::Null),
        Lit::Str(s) => Value::String((*s).to_owned()),
        Lit::Arr(items) => Value::Array(items.iter().map(lit_value).collect()),
        Lit::Obj(members) => Value::Object(
            members
                .iter()
                .map(|(k, v)| ((*k).to_owned(), lit_value(v)))
                .collect(),
        ),
    }
}

/// A required member's value once the object was read (`required` was checked by then).
#[inline]
pub fn required<T, E: de::Error>(slot: Option<T>, key: &str) -> Result<T, E> {
    match slot {
        Some(value) => Ok(value),
        None => Err(absent(key)),
    }
}

#[cold]
#[inline(never)]
fn absent<E: de::Error>(key: &str) -> E {
    at_key(
        key,
        E::custom(Mismatch(
            "a required member is absent although its schema requires it",
        )),
    )
}

/// Reads a generated string enum against `node`: the text is matched without being copied when
/// `node` is (a reference to) the enum's own node `own` and that node says nothing but `type`
/// and `enum`, so that being one of the variants is being valid. Otherwise, and for a text that
/// is no variant (which the checker then explains), the value is read whole.
///
/// `position` gives a text's position among the variants and `variant` the variant at a
/// position: the reader around them is the same code for every enum, not a copy per enum.
pub fn word<'de, D: Deserializer<'de>, T: Typed>(
    d: D,
    node: &'static Node,
    own: &'static Node,
    position: fn(&str) -> Option<usize>,
    variant: fn(usize) -> Option<T>,
) -> Result<T, D::Error> {
    if !is_own_word(node, own) {
        return buffered(d, node);
    }
    word_position(d, own, position)?
        .and_then(variant)
        .ok_or_else(|| D::Error::custom(Mismatch("a string enum's value is none of its texts")))
}

/// Whether every variant of the string enum whose own node is `own` is valid against `node`:
/// `node` is (a reference to) `own`, which says nothing but `type` and `enum`.
pub(crate) fn is_own_word(node: &'static Node, own: &'static Node) -> bool {
    std::ptr::eq(through_refs(node), own) && is_enum_only(own)
}

/// Whether a node says nothing but `type` (strings among them) and `enum`.
fn is_enum_only(node: &Node) -> bool {
    node.dynamic_anchors.is_none()
        && node.rules.iter().all(|r| match r {
            Rule::Type(types) => types.0 & Types::STRING != 0,
            Rule::Enum(_) => true,
            _ => false,
        })
}

/// The position of the text [`word`] reads against `own`.
fn word_position<'de, D: Deserializer<'de>>(
    d: D,
    own: &'static Node,
    position: fn(&str) -> Option<usize>,
) -> Result<Option<usize>, D::Error> {
    let found = d.deserialize_any(Streamed {
        node: own,
        shape: WordShape(position),
    })?;
    // The position of a text matched in place, or the value the checker passed whole.
    Ok(match found {
        Value::Number(n) => n.as_u64().and_then(|i| usize::try_from(i).ok()),
        Value::String(text) => position(&text),
        _ => None,
    })
}

/// A string enum's texts: a text that is one of them is read as its position (a number, as no
/// text is); input of another JSON type goes to the checker.
struct WordShape(fn(&str) -> Option<usize>);

impl<'de> Shape<'de> for WordShape {
    type Value = Value;
    const EXPECTING: &'static str = "a string";
    fn text(&self, text: &str) -> Option<Value> {
        (self.0)(text).map(Value::from)
    }
}

/// Reads a string type `T` (`String`, or a lossless format type) against `node`: the text is
/// checked where the input holds it and copied once, into `T`. Input of another type, and a
/// text that fails (which the checker then explains), are read whole; so is any value when
/// `node` has a subschema.
pub fn text<'de, D: Deserializer<'de>, T: Typed>(d: D, node: &'static Node) -> Result<T, D::Error> {
    d.deserialize_any(Streamed {
        node,
        shape: TextShape::<T>(node, PhantomData),
    })
}

/// Reads a number type `T` (`Number`, `Integer`) against `node`: the number is checked as
/// read, with no `Value` built. Input of another type, and a number that fails (which the
/// checker then explains), are read whole; so is any value when `node` has a subschema.
pub fn number<'de, D: Deserializer<'de>, T: Typed>(
    d: D,
    node: &'static Node,
) -> Result<T, D::Error> {
    d.deserialize_any(Streamed {
        node,
        shape: NumberShape::<T>(node, PhantomData),
    })
}

struct NumberShape<T>(&'static Node, PhantomData<fn() -> T>);

impl<'de, T: Typed> Shape<'de> for NumberShape<T> {
    type Value = T;
    const EXPECTING: &'static str = "a number";
    fn number(&self, number: &Number) -> Option<T> {
        match check::scalar(self.0, check::Scalar::Number(number)) {
            Some(Ok(())) => T::from_json(Value::Number(number.clone())).ok(),
            _ => None,
        }
    }
}

struct TextShape<T>(&'static Node, PhantomData<fn() -> T>);

impl<'de, T: Typed> Shape<'de> for TextShape<T> {
    type Value = T;
    const EXPECTING: &'static str = "a string";
    fn text(&self, text: &str) -> Option<T> {
        match check::scalar_but(self.0, check::Scalar::Str(text), T::HOLDS) {
            Some(Ok(())) => T::from_borrowed_text(text),
            _ => None,
        }
    }
}

/// Reads a `Vec<T>` against `node`: item by item when the node's keywords allow it.
pub fn vec<'de, D: Deserializer<'de>, T: Typed>(
    d: D,
    node: &'static Node,
) -> Result<Vec<T>, D::Error> {
    let own = through_refs(without_null(node));
    match items_of(own) {
        Some(items) => d.deserialize_any(Streamed {
            node: own,
            shape: VecShape::<T>(own, items, PhantomData),
        }),
        None => buffered(d, node),
    }
}

/// `uniqueItems`, when `node` has it, over items read one at a time.
pub fn unique<T: Typed>(node: &'static Node, items: &[T]) -> Result<(), Violation> {
    if !node.rules.iter().any(|r| matches!(r, Rule::UniqueItems)) {
        return Ok(());
    }
    // A few strings (a list of tags) are compared pair by pair, with nothing built.
    if items.len() <= 16 && items.iter().all(|i| i.text().is_some()) {
        let first = (1..items.len()).find_map(|j| {
            (0..j)
                .find(|&i| items[i].text() == items[j].text())
                .map(|i| (i, j))
        });
        return streamed::no_duplicate(first);
    }
    let texts: Option<Vec<Cow<'_, str>>> =
        items.iter().map(|i| i.text().map(Cow::Borrowed)).collect();
    streamed::unique_items(texts, || items.iter().map(T::to_json).collect())
}

/// The schema of every item, for an array node whose keywords are `type`, `items` (without
/// `prefixItems`), the item counts, `contains` and `uniqueItems` (see [`unique`]).
pub fn items_of(node: &'static Node) -> Option<&'static Node> {
    if node.dynamic_anchors.is_some() {
        return None;
    }
    let mut items = &ANYTHING;
    let mut unique = false;
    for rule in node.rules {
        match rule {
            Rule::Type(types) if types.0 & Types::ARRAY != 0 => {}
            Rule::MinItems(_) | Rule::MaxItems(_) => {}
            Rule::UniqueItems => unique = true,
            Rule::Items { prefix: 0, schema } => items = schema,
            // Counted over the items read ([`streamed::contains`]).
            Rule::Contains { .. } => {}
            _ => return None,
        }
    }
    // Items read one at a time are compared for `uniqueItems` by their texts: strings only
    // (others would be built into values again, which reading the array whole does once).
    let strings = || {
        through_refs(items)
            .rules
            .iter()
            .any(|r| matches!(r, Rule::Type(Types(Types::STRING))))
    };
    (!unique || strings()).then_some(items)
}

/// Reads a map against `node`: member by member when the node's keywords allow it.
pub fn map<'de, D: Deserializer<'de>, T: Typed>(
    d: D,
    node: &'static Node,
) -> Result<IndexMap<String, T>, D::Error> {
    match Keywords::of_map(node) {
        Some((keywords, own)) => d.deserialize_any(Streamed {
            node: own,
            shape: MapShape::<T>(ObjectPlan::new(&keywords), PhantomData),
        }),
        _ => buffered(d, node),
    }
}

/// Reads an `Option<T>` against `node`: `null` is `None` when the node admits it.
pub fn option<'de, D: Deserializer<'de>, T: Typed>(
    d: D,
    node: &'static Node,
) -> Result<Option<T>, D::Error> {
    d.deserialize_option(OptionVisitor::<T>(node, PhantomData))
}

struct OptionVisitor<T>(&'static Node, PhantomData<fn() -> T>);

impl<'de, T: Typed> Visitor<'de> for OptionVisitor<T> {
    type Value = Option<T>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a value or null")
    }
    fn visit_none<E: de::Error>(self) -> Result<Option<T>, E> {
        check::check(self.0, &Value::Null).map_err(Violation::into_de_error::<E>)?;
        Ok(None)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Option<T>, E> {
        self.visit_none()
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<T>, D::Error> {
        // A value that is not `null` is read against what such a value must match: for a
        // string, `{"type": "string", ...}` is checked in place where the whole `anyOf` with
        // `null` would go to the checker.
        T::read(d, without_null(self.0)).map(Some)
    }
    // A deserializer that has no `null` to tell apart hands its value straight to the visitor:
    // a definition's union's object read into a variant that is an `Option` of its struct
    // (see `choice`).
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Option<T>, A::Error> {
        self.visit_some(de::value::MapAccessDeserializer::new(map))
    }
}

/// How a container is read when its input is what the shape expects.
trait Shape<'de>: Sized {
    type Value: Typed;
    fn map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        let _ = map;
        Err(A::Error::custom("unreachable: this shape reads no objects"))
    }
    fn seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        let _ = seq;
        Err(A::Error::custom("unreachable: this shape reads no arrays"))
    }
    /// A string read in place, when the shape takes strings: `None` hands it to the checker.
    fn text(&self, text: &str) -> Option<Self::Value> {
        let _ = text;
        None
    }
    /// A number read in place, when the shape takes numbers: `None` hands it to the checker.
    fn number(&self, number: &Number) -> Option<Self::Value> {
        let _ = number;
        None
    }
    /// Whether the shape reads objects ([`Shape::map`]).
    const OBJECT: bool = false;
    /// Whether the shape reads arrays ([`Shape::seq`]).
    const ARRAY: bool = false;
    /// What the shape reads, for serde's messages.
    const EXPECTING: &'static str;
}

struct StructShape<'k, T>(ObjectPlan<'k>, PhantomData<fn() -> T>);

impl<'de, T: Members> Shape<'de> for StructShape<'_, T> {
    type Value = T;
    const OBJECT: bool = true;
    const EXPECTING: &'static str = "an object";
    fn map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        T::read_members(map, &self.0)
    }
}

struct MapShape<'k, T>(ObjectPlan<'k>, PhantomData<fn() -> T>);

impl<'de, T: Typed> Shape<'de> for MapShape<'_, T> {
    type Value = IndexMap<String, T>;
    const OBJECT: bool = true;
    const EXPECTING: &'static str = "an object";
    fn map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let plan = self.0;
        let values = plan.undeclared.unwrap_or(&ANYTHING);
        let mut out = IndexMap::new();
        while let Some(key) = map.next_key_seed(Key)? {
            plan.name(&key)?;
            // A name a pattern matches is read against the first such pattern's schema (its
            // type is the map's: the generator makes a map only of schemas of one type), and
            // checked against any other pattern it matches; any other name against
            // `additionalProperties`.
            let mut first = None;
            for (pattern, schema) in plan.patterns {
                if streamed::name_matches(pattern, &key)
                    .map_err(Violation::into_de_error::<A::Error>)?
                {
                    first = Some(*schema);
                    break;
                }
            }
            let schema = match first {
                Some(schema) => schema,
                None if matches!(values.rules, [Rule::Never]) => {
                    // `additionalProperties: false`: the checker's message.
                    let value = map.next_value_seed(AnyValue)?;
                    return Err(streamed::undeclared_member(values, &key, &value)
                        .err()
                        .map_or_else(
                            || A::Error::custom("unreachable: the schema false passed"),
                            Violation::into_de_error,
                        ));
                }
                None => values,
            };
            let value = map
                .next_value_seed(Read::<T>::new(schema))
                .map_err(|e| at_key(&key, e))?;
            if plan.patterns.len() > 1 {
                plan.patterned(&key, &mut |other| match std::ptr::eq(other, schema) {
                    true => Ok(()),
                    false => value.check(other),
                })
                .map_err(Violation::into_de_error::<A::Error>)?;
            }
            if plan.observes() {
                plan.observe(&key, &|schema| value.is_valid(schema));
            }
            match out.entry(key.into_owned()) {
                indexmap::map::Entry::Occupied(e) => return Err(duplicate(e.key())),
                indexmap::map::Entry::Vacant(e) => {
                    e.insert(value);
                }
            }
        }
        plan.end(out.len(), &|name| out.contains_key(name))?;
        // Growth leaves up to half the capacity unused; a map kept for the document's life
        // gives it back (as `AnyVisitor`'s arrays do).
        out.shrink_to_fit();
        Ok(out)
    }
}

struct VecShape<T>(&'static Node, &'static Node, PhantomData<fn() -> T>);

impl<'de, T: Typed> Shape<'de> for VecShape<T> {
    type Value = Vec<T>;
    const ARRAY: bool = true;
    const EXPECTING: &'static str = "an array";
    fn seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        let VecShape(node, items, _) = self;
        let mut out = Vec::new();
        while let Some(item) = seq
            .next_element_seed(Read::<T>::new(items))
            .map_err(|e| at_index(out.len(), e))?
        {
            out.push(item);
        }
        streamed::items_end(node, out.len()).map_err(Violation::into_de_error::<A::Error>)?;
        streamed::contains(node, out.len(), |i, schema| out[i].is_valid(schema))
            .map_err(Violation::into_de_error::<A::Error>)?;
        unique(node, &out).map_err(Violation::into_de_error::<A::Error>)?;
        // Growth leaves up to half the capacity unused (a short array at least four slots):
        // giving the spare back costs less than keeping it for the document's life.
        out.shrink_to_fit();
        Ok(out)
    }
}

/// Reads a container of shape `S` against `node`; input of another JSON type is read whole and
/// given to the checker, which explains what the schema expected.
struct Streamed<S> {
    node: &'static Node,
    shape: S,
}

impl<S> Streamed<S> {
    // `other` and the three `whole_*` below hand input the shape does not read to the checker:
    // rare (a type error, or a value that fails, which the checker explains), and kept out of
    // line so that each shape's reader stays small.
    #[cold]
    #[inline(never)]
    fn other<T: Typed, E: de::Error>(self, value: Value) -> Result<T, E> {
        settle(self.node, value)
    }

    #[cold]
    #[inline(never)]
    fn whole_map<'de, A: MapAccess<'de>>(self, map: A) -> Result<S::Value, A::Error>
    where
        S: Shape<'de>,
    {
        refuses(
            self.node,
            Types::OBJECT,
            Value::Object(serde_json::Map::new()),
        )?;
        self.other(AnyVisitor.visit_map(map)?)
    }

    #[cold]
    #[inline(never)]
    fn whole_seq<'de, A: SeqAccess<'de>>(self, seq: A) -> Result<S::Value, A::Error>
    where
        S: Shape<'de>,
    {
        refuses(self.node, Types::ARRAY, Value::Array(Vec::new()))?;
        self.other(AnyVisitor.visit_seq(seq)?)
    }

    #[cold]
    #[inline(never)]
    fn whole_text<'de, E: de::Error>(self, text: &str) -> Result<S::Value, E>
    where
        S: Shape<'de>,
    {
        self.other(Value::String(text.to_owned()))
    }

    /// A number, to the shape when it takes numbers, else (or when it fails) to the checker.
    fn read_number<'de, E: de::Error>(self, number: Number) -> Result<S::Value, E>
    where
        S: Shape<'de>,
    {
        match self.shape.number(&number) {
            Some(value) => Ok(value),
            None => self.other(Value::Number(number)),
        }
    }
}

/// The checker's verdict on input of JSON type `bit` (an array or an object), given without
/// reading it when the node's `type` admits no value of that type: what it holds cannot
/// matter, so a hostile document nested a million deep is refused at its first bracket.
/// `empty` is an empty value of that type, for the message. (A function of the node alone,
/// not a method of each shape's reader.)
fn refuses<E: de::Error>(node: &'static Node, bit: u8, empty: Value) -> Result<(), E> {
    let excluded = node
        .rules
        .iter()
        .any(|r| matches!(r, Rule::Type(types) if types.0 & bit == 0));
    if excluded {
        check::check(node, &empty).map_err(Violation::into_de_error::<E>)?;
    }
    Ok(())
}

impl<'de, S: Shape<'de>> Visitor<'de> for Streamed<S> {
    type Value = S::Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(S::EXPECTING)
    }
    // Input of the shape's JSON type is read by the shape; any other is read whole as
    // `AnyVisitor` reads it and handed to the checker.
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<S::Value, A::Error> {
        if S::OBJECT {
            self.shape.map(map)
        } else {
            self.whole_map(map)
        }
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<S::Value, A::Error> {
        if S::ARRAY {
            self.shape.seq(seq)
        } else {
            self.whole_seq(seq)
        }
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<S::Value, E> {
        self.other(AnyVisitor.visit_bool(v)?)
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<S::Value, E> {
        self.read_number(Number::from(v))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<S::Value, E> {
        self.read_number(Number::from(v))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<S::Value, E> {
        match Number::from_f64(v) {
            Some(number) => self.read_number(number),
            None => self.other(AnyVisitor.visit_f64(v)?),
        }
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<S::Value, E> {
        match self.shape.text(v) {
            Some(value) => Ok(value),
            None => self.whole_text(v),
        }
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<S::Value, E> {
        match self.shape.text(&v) {
            Some(value) => Ok(value),
            None => self.other(AnyVisitor.visit_string(v)?),
        }
    }
    fn visit_unit<E: de::Error>(self) -> Result<S::Value, E> {
        self.other(AnyVisitor.visit_unit()?)
    }
    fn visit_none<E: de::Error>(self) -> Result<S::Value, E> {
        self.other(AnyVisitor.visit_none()?)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<S::Value, D::Error> {
        d.deserialize_any(self)
    }
}

/// A generated enum over JSON types. Its object and array variants may each be read as they
/// are read, against a node the generator found exact for values of that type: one that a value
/// of the type passes exactly when it passes the union (the union's own node, the object facet
/// made of it and `type: object`, or the one branch of its `anyOf`/`oneOf` that admits the
/// type).
pub trait TypeUnion: Typed {
    /// Whether [`TypeUnion::read_object`] reads objects.
    const OBJECT: bool;
    /// Whether [`TypeUnion::read_array`] reads arrays.
    const ARRAY: bool;
    /// Reads an object into the object variant.
    fn read_object<'de, A: MapAccess<'de>>(map: A) -> Result<Self, A::Error>;
    /// Reads an array into the array variant.
    fn read_array<'de, A: SeqAccess<'de>>(seq: A) -> Result<Self, A::Error>;
}

/// Reads a generated enum over JSON types against `node`: an object or an array into its
/// variant as it is read, where the union streams that type and `node` is (a reference to) the
/// union's own node `own`; any other value, or any value against another node, read whole and
/// checked.
pub fn type_union<'de, D: Deserializer<'de>, T: TypeUnion>(
    d: D,
    node: &'static Node,
    own: &'static Node,
) -> Result<T, D::Error> {
    if std::ptr::eq(through_refs(node), own) && (T::OBJECT || T::ARRAY) {
        d.deserialize_any(Streamed {
            node: own,
            shape: UnionShape::<T>(PhantomData),
        })
    } else {
        buffered(d, node)
    }
}

struct UnionShape<T>(PhantomData<fn() -> T>);

impl<'de, T: TypeUnion> Shape<'de> for UnionShape<T> {
    type Value = T;
    const OBJECT: bool = T::OBJECT;
    const ARRAY: bool = T::ARRAY;
    const EXPECTING: &'static str = "a value of the union";
    fn map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
        T::read_object(map)
    }
    fn seq<A: SeqAccess<'de>>(self, seq: A) -> Result<T, A::Error> {
        T::read_array(seq)
    }
}

/// A generated enum over named types (`oneOf`/`anyOf` of references), in branch order.
pub trait Choice: Typed + super::typed::Checked {
    /// Moves a value that passed branch `index` into that branch's variant.
    fn branch(index: usize, value: Value) -> Result<Self, Mismatch>;
    /// Reads branch `index`'s variant against `node` (the branch's schema).
    fn read_branch<'de, D: Deserializer<'de>>(
        index: usize,
        node: &'static Node,
        d: D,
    ) -> Result<Self, D::Error>;
}

/// Reads a generated enum over named types against `node`.
///
/// Two things can tell the branches apart while the object is read, so that it streams into
/// the one branch that can match:
///
/// - a member that each branch requires and pins to its own string `const` (an OpenAPI
///   `discriminator`'s property, or the same written by hand): every other branch requires
///   another constant there, so checking the branch the value names decides `oneOf` and
///   `anyOf` alike. When the tag is not the first member the object is read whole and the
///   branch its tag names is checked;
/// - the first member's name, when only one branch admits a member of that name (the others
///   admit no object, or only members they declare, and not this one) and declares it: every
///   other branch fails whatever follows.
///
/// Either way a failure is reported as that branch's own. Otherwise the value is read whole
/// and the checker explains a failure against the whole union.
///
/// `tag` is [`Tag::of`] the type's own node, which the generated type works out once.
pub fn choice<'de, D: Deserializer<'de>, T: Choice>(
    d: D,
    node: &'static Node,
    tag: &Option<Tag>,
) -> Result<T, D::Error> {
    let own = through_refs(node);
    match tag {
        Some(tag) if std::ptr::eq(own, T::node()) => d.deserialize_any(Streamed {
            node: own,
            shape: TaggedShape::<T>(tag, PhantomData),
        }),
        _ => buffered(d, node),
    }
}

/// What tells a union's branches apart as its object is read.
pub struct Tag {
    /// `oneOf` (else `anyOf`).
    one_of: bool,
    /// The member every branch requires and pins to a string constant of its own, if any.
    member: Option<&'static str>,
    /// Per branch, in order.
    branches: Vec<TagBranch>,
}

struct TagBranch {
    /// The branch's node, through bare references.
    node: &'static Node,
    /// Its constant at [`Tag::member`].
    constant: &'static str,
    /// The member names it admits: `None` for any, else only these (none at all for a branch
    /// that admits no object).
    names: Option<&'static [&'static str]>,
    /// Its `properties`.
    declared: &'static [(&'static str, &'static Node)],
    /// Its `required` members.
    required: &'static [&'static str],
}

impl Tag {
    /// What tells apart the branches of a node that is a `oneOf`/`anyOf` (and at most a `type`
    /// admitting objects): a pinned tag member, or member names some branches do not admit.
    /// `None` when neither does. `variants` are the indices, in the `oneOf`/`anyOf`, of the
    /// branches the generated enum has a variant for, in its order.
    pub fn of(node: &'static Node, variants: &[usize]) -> Option<Tag> {
        if node.dynamic_anchors.is_some() {
            return None;
        }
        let mut branches = None;
        let mut one_of = false;
        for rule in node.rules {
            match rule {
                Rule::OneOf(bs) if branches.is_none() => {
                    branches = Some(*bs);
                    one_of = true;
                }
                Rule::AnyOf(bs) if branches.is_none() => branches = Some(*bs),
                Rule::Type(types) if types.0 & Types::OBJECT != 0 => {}
                _ => return None,
            }
        }
        let all = branches?;
        let branches = variants
            .iter()
            .map(|&i| all.get(i).map(|b| through_refs(b)))
            .collect::<Option<Vec<&'static Node>>>()?;
        Tag::of_branches(one_of, branches)
    }

    /// What tells apart the variants of a union that declares members beside its
    /// `oneOf`/`anyOf`, each variant a struct of the union's members and its branch's: as
    /// [`Tag::of`], with each branch's part played by `own`, the nodes of the variants' types
    /// (the union's keywords and the branch's), in order. A variant is read and checked
    /// against its own node, which an object passes exactly when it passes the union's
    /// keywords and that branch.
    pub fn of_merged(node: &'static Node, own: &[&'static Node]) -> Option<Tag> {
        if node.dynamic_anchors.is_some() {
            return None;
        }
        let one_of = node.rules.iter().find_map(|rule| match rule {
            Rule::OneOf(_) => Some(true),
            Rule::AnyOf(_) => Some(false),
            _ => None,
        })?;
        Tag::of_branches(one_of, own.to_vec())
    }

    /// [`Tag::of`] for the nodes `branches` are read against.
    fn of_branches(one_of: bool, branches: Vec<&'static Node>) -> Option<Tag> {
        if branches.len() < 2 {
            return None;
        }
        let member = pinned(branches[0], None).map(|(m, _)| m);
        let mut tag = Tag {
            one_of,
            member,
            branches: Vec::with_capacity(branches.len()),
        };
        for b in branches {
            let constant = member.and_then(|m| pinned(b, Some(m))).map(|(_, c)| c);
            if constant.is_none() || tag.branches.iter().any(|t| Some(t.constant) == constant) {
                tag.member = None;
            }
            tag.branches.push(TagBranch {
                node: b,
                constant: constant.unwrap_or(""),
                names: admitted_names(b),
                declared: b.properties(),
                required: b.required(),
            });
        }
        let some_names = tag.branches.iter().any(|b| b.names.is_some());
        (tag.member.is_some() || some_names).then_some(tag)
    }

    /// The node of branch `index` (through bare references).
    pub fn branch_node(&self, index: usize) -> Option<&'static Node> {
        self.branches.get(index).map(|b| b.node)
    }

    /// Whether an object that is valid against branch `index` and has the member names
    /// `names` (when known) is valid against the union: always for `anyOf`; for `oneOf` when
    /// the tag tells the branches apart, or when every other branch refuses those names (one
    /// it does not admit, or one it requires missing).
    pub fn decides(&self, index: usize, names: Option<&[&str]>) -> bool {
        if !self.one_of || self.member.is_some() {
            return true;
        }
        let Some(names) = names else {
            return false;
        };
        self.branches
            .iter()
            .enumerate()
            .all(|(j, b)| j == index || b.refuses(names))
    }

    /// The one branch an object with member names `names` can match, with its index, when
    /// every other branch refuses those names (a name it does not admit, or a name it
    /// requires missing).
    fn only_by_names(&self, names: &[&str]) -> Option<(usize, &'static Node)> {
        let mut open = self
            .branches
            .iter()
            .enumerate()
            .filter(|(_, b)| !b.refuses(names));
        match (open.next(), open.next()) {
            (Some((i, b)), None) => Some((i, b.node)),
            _ => None,
        }
    }

    /// The branch that `value` (the tag member's value) names, with its index.
    fn branch(&self, value: &Value) -> Option<(usize, &'static Node)> {
        self.branch_named(value.as_str()?)
    }

    /// The branch whose tag constant is `text`, with its index.
    fn branch_named(&self, text: &str) -> Option<(usize, &'static Node)> {
        self.member?;
        self.branches
            .iter()
            .position(|b| b.constant == text)
            .map(|i| (i, self.branches[i].node))
    }

    /// The one branch that admits a member named `name`, with its index, when it declares
    /// that member too (a member it merely tolerates says little of which branch was meant,
    /// and the checker, given the whole object, explains a failure against the likeliest).
    fn only_admitting(&self, name: &str) -> Option<(usize, &'static Node)> {
        let mut admitting = self
            .branches
            .iter()
            .enumerate()
            .filter(|(_, b)| b.names.is_none_or(|names| names.contains(&name)));
        match (admitting.next(), admitting.next()) {
            (Some((i, b)), None) if b.declared.iter().any(|(n, _)| *n == name) => Some((i, b.node)),
            _ => None,
        }
    }
}

impl TagBranch {
    /// Whether an object with member names `names` fails this branch by its names alone: a
    /// name it does not admit, or a name it requires missing.
    fn refuses(&self, names: &[&str]) -> bool {
        self.names
            .is_some_and(|admitted| names.iter().any(|n| !admitted.contains(n)))
            || self.required.iter().any(|r| !names.contains(r))
    }
}

/// The member names a branch admits, when it says so by itself: none when its `type` admits
/// no object or it is `false`; those `properties` declares when `additionalProperties` is
/// `false` and there is no `patternProperties`. `None` (any name) otherwise.
fn admitted_names(branch: &'static Node) -> Option<&'static [&'static str]> {
    if branch.dynamic_anchors.is_some() {
        return None;
    }
    branch.rules.iter().find_map(|rule| match rule {
        Rule::Never => Some(&[][..]),
        Rule::Type(types) if types.0 & Types::OBJECT == 0 => Some(&[][..]),
        Rule::AdditionalProperties {
            declared,
            patterns: [],
            schema,
        } if matches!(schema.rules, [Rule::Never]) => Some(*declared),
        _ => None,
    })
}

/// A member that `branch` requires and pins to a string constant (`name` when given, else the
/// first such), with the constant.
fn pinned(branch: &'static Node, name: Option<&str>) -> Option<(&'static str, &'static str)> {
    if branch.dynamic_anchors.is_some() {
        return None;
    }
    let required = branch.required();
    branch.properties().iter().find_map(|(m, schema)| {
        if name.is_some_and(|n| n != *m) || !required.contains(m) {
            return None;
        }
        schema.rules.iter().find_map(|r| match r {
            Rule::Const(Lit::Str(c)) => Some((*m, *c)),
            _ => None,
        })
    })
}

struct TaggedShape<'t, T>(&'t Tag, PhantomData<fn() -> T>);

impl<'de, T: Choice> Shape<'de> for TaggedShape<'_, T> {
    type Value = T;
    const OBJECT: bool = true;
    const EXPECTING: &'static str = "an object";
    fn map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let tag = self.0;
        let mut members = serde_json::Map::new();
        while let Some(key) = map.next_key_seed(Key)? {
            // The tag first: every branch declares it, so it is no name one branch alone admits.
            let is_tag = Some(&*key) == tag.member;
            if members.is_empty() && !is_tag {
                if let Some((index, branch)) = tag.only_admitting(&key) {
                    let rest = Replay {
                        first: Some((key, None)),
                        map,
                    };
                    let rest = de::value::MapAccessDeserializer::new(rest);
                    return T::read_branch(index, branch, rest);
                }
            }
            if members.is_empty() && is_tag {
                // The tag is looked at where the input holds it, and handed on as it was read.
                let value = map.next_value_seed(Peek).map_err(|e| at_key(&key, e))?;
                let named = match &value {
                    Peeked::Text(text) => tag.branch_named(text),
                    Peeked::Other(_) => None,
                };
                if let Some((index, branch)) = named {
                    let rest = Replay {
                        first: Some((key, Some(value))),
                        map,
                    };
                    let rest = de::value::MapAccessDeserializer::new(rest);
                    return T::read_branch(index, branch, rest);
                }
                put_extra(&mut members, key, value.into_value())?;
                continue;
            }
            let value = map.next_value_seed(AnyValue).map_err(|e| at_key(&key, e))?;
            put_extra(&mut members, key, value)?;
        }
        let value = Value::Object(members);
        if let Some((index, branch)) = members_branch(tag, &value) {
            check::check(branch, &value).map_err(Violation::into_de_error::<A::Error>)?;
            return T::branch(index, value).map_err(A::Error::custom);
        }
        // The names alone may leave one branch (`{"messages": [...]}` lacks what a document
        // requires): that branch alone is checked, and the value moves into its variant, where
        // the checker would try each branch and the enum each variant again. A value that
        // fails it is explained against the whole union, as the checker explains it.
        let by_names = value.as_object().and_then(|members| {
            let names: Vec<&str> = members.keys().map(String::as_str).collect();
            tag.only_by_names(&names)
        });
        match by_names {
            Some((index, branch)) if check::is_valid(branch, &value) => {
                T::branch(index, value).map_err(A::Error::custom)
            }
            // No tag, or one no branch pins: explained by the checker, against the union.
            _ => settle(T::node(), value),
        }
    }
}

fn members_branch(tag: &Tag, value: &Value) -> Option<(usize, &'static Node)> {
    tag.branch(value.get(tag.member?)?)
}

/// A value read to be looked at and then read again ([`Replay`]): a string as the input held
/// it, anything else as a [`Value`].
enum Peeked<'de> {
    Text(Cow<'de, str>),
    Other(Value),
}

impl Peeked<'_> {
    fn into_value(self) -> Value {
        match self {
            Peeked::Text(text) => Value::String(text.into_owned()),
            Peeked::Other(value) => value,
        }
    }
}

/// Reads a [`Peeked`].
struct Peek;

impl<'de> DeserializeSeed<'de> for Peek {
    type Value = Peeked<'de>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Peeked<'de>, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Peek {
    type Value = Peeked<'de>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Peeked<'de>, E> {
        Ok(Peeked::Text(Cow::Borrowed(v)))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Peeked<'de>, E> {
        Ok(Peeked::Text(Cow::Owned(v.to_owned())))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<Peeked<'de>, E> {
        Ok(Peeked::Text(Cow::Owned(v)))
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Peeked<'de>, E> {
        AnyVisitor.visit_bool(v).map(Peeked::Other)
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Peeked<'de>, E> {
        AnyVisitor.visit_i64(v).map(Peeked::Other)
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Peeked<'de>, E> {
        AnyVisitor.visit_u64(v).map(Peeked::Other)
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Peeked<'de>, E> {
        AnyVisitor.visit_f64(v).map(Peeked::Other)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Peeked<'de>, E> {
        AnyVisitor.visit_unit().map(Peeked::Other)
    }
    fn visit_none<E: de::Error>(self) -> Result<Peeked<'de>, E> {
        AnyVisitor.visit_none().map(Peeked::Other)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Peeked<'de>, D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Peeked<'de>, A::Error> {
        AnyVisitor.visit_seq(seq).map(Peeked::Other)
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Peeked<'de>, A::Error> {
        AnyVisitor.visit_map(map).map(Peeked::Other)
    }
}

/// The members of an object whose first member's name (and value, when read) was already
/// read: that one again, then the rest.
struct Replay<'de, A> {
    first: Option<(Cow<'de, str>, Option<Peeked<'de>>)>,
    map: A,
}

impl<'de, A: MapAccess<'de>> MapAccess<'de> for Replay<'de, A> {
    type Error = A::Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, A::Error> {
        // A name the input held is handed back borrowed, so a reader that borrows names
        // copies none.
        match &self.first {
            Some((Cow::Borrowed(key), _)) => seed
                .deserialize(de::value::BorrowedStrDeserializer::<A::Error>::new(key))
                .map(Some),
            Some((Cow::Owned(key), _)) => seed
                .deserialize(de::value::StrDeserializer::<A::Error>::new(key))
                .map(Some),
            None => self.map.next_key_seed(seed),
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        match self.first.take() {
            Some((_, Some(Peeked::Text(Cow::Borrowed(text))))) => {
                seed.deserialize(de::value::BorrowedStrDeserializer::new(text))
            }
            Some((_, Some(Peeked::Text(Cow::Owned(text))))) => {
                seed.deserialize(de::value::StringDeserializer::new(text))
            }
            Some((_, Some(Peeked::Other(value)))) => {
                seed.deserialize(value).map_err(A::Error::custom)
            }
            Some((_, None)) | None => self.map.next_value_seed(seed),
        }
    }
}
