//! Compiled schemas: the static tables that generated code declares and [`check`](super::check)
//! executes.
//!
//! The generator resolves every `$ref`, `$anchor` and `$id`, parses every number, translates
//! every pattern and picks every format at build time, and writes what is left as `static`
//! [`Node`]s that point at each other (cycles included, across modules too). Nothing here parses
//! a schema at run time: a node is a list of [`Rule`]s, each one keyword of JSON Schema 2020-12
//! with its operands already in the form the checker needs.

use super::format::Format;
use super::pattern::Pattern;

/// One schema location, compiled: the rules of its keywords.
#[derive(Debug)]
pub struct Node {
    /// Where it was compiled from (for diagnostics and for a reader of the generated tables):
    /// a JSON pointer in its module's schema (`#/properties/a`), or `<URI>#<JSON pointer>` for
    /// a document that has no module of its own (an official meta-schema).
    pub location: &'static str,
    /// The `$dynamicAnchor`s of the schema resource this node belongs to (its document, or the
    /// nearest subschema with `$id` around it), which join the dynamic scope while the node is
    /// evaluated. Every node of such a resource carries them, since a `$ref` into the middle of
    /// a resource enters it too; repeats change nothing, as the outermost occurrence decides.
    /// `None` when the resource declares none.
    pub dynamic_anchors: Option<&'static [(&'static str, &'static Node)]>,
    /// The rules, in an order the checker may rely on: `Properties` and `PatternProperties`
    /// before `AdditionalProperties`, `PrefixItems` before `Items`, and the `Unevaluated*`
    /// rules last.
    pub rules: &'static [Rule],
}

impl Node {
    /// The node compiled from `location` with `rules`, in a schema resource that declares no
    /// `$dynamicAnchor`: how generated rule tables write most nodes.
    pub const fn at(location: &'static str, rules: &'static [Rule]) -> Node {
        Node {
            location,
            dynamic_anchors: None,
            rules,
        }
    }

    /// Its `properties` (none when it has no such keyword).
    pub fn properties(&self) -> &'static [(&'static str, &'static Node)] {
        self.rules
            .iter()
            .find_map(|r| match r {
                Rule::Properties(props) => Some(*props),
                _ => None,
            })
            .unwrap_or(&[])
    }

    /// Its `required` (none when it has no such keyword).
    pub fn required(&self) -> &'static [&'static str] {
        self.rules
            .iter()
            .find_map(|r| match r {
                Rule::Required(names) => Some(*names),
                _ => None,
            })
            .unwrap_or(&[])
    }
}

/// The set of JSON types a `type` keyword allows, as bits ([`Types::NULL`], ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Types(pub u8);

impl Types {
    /// `"null"`.
    pub const NULL: u8 = 1;
    /// `"boolean"`.
    pub const BOOLEAN: u8 = 2;
    /// `"object"`.
    pub const OBJECT: u8 = 4;
    /// `"array"`.
    pub const ARRAY: u8 = 8;
    /// `"number"` (which includes every integer).
    pub const NUMBER: u8 = 16;
    /// `"string"`.
    pub const STRING: u8 = 32;
    /// `"integer"`: a number with no fractional part (`7.0` is one).
    pub const INTEGER: u8 = 64;
}

/// A JSON value written into the program (`const`, `enum`), compared with JSON equality:
/// numbers by value (`1` equals `1.0`), objects regardless of member order.
#[derive(Debug)]
pub enum Lit {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as JSON text (`"1"`, `"0.5"`, `"1e+308"`).
    Num(&'static str),
    /// A string.
    Str(&'static str),
    /// An array.
    Arr(&'static [Lit]),
    /// An object: its members in the schema's order, names unique.
    Obj(&'static [(&'static str, Lit)]),
}

/// A number of the schema (a bound or a divisor), as JSON text, compared exactly as a decimal.
#[derive(Clone, Copy, Debug)]
pub struct Num(pub &'static str);

/// One keyword of a schema, compiled. Keywords that apply to one JSON type pass every value of
/// another type (`{"minimum": 5}` accepts `"abc"`).
#[derive(Debug)]
pub enum Rule {
    /// The boolean schema `false`, or anything equivalent: no value is valid.
    Never,
    /// `type`.
    Type(Types),
    /// `const`.
    Const(&'static Lit),
    /// `enum`.
    Enum(&'static [Lit]),
    /// `multipleOf`: exact on decimals (`0.07` is a multiple of `0.01`).
    MultipleOf(Num),
    /// `maximum`.
    Maximum(Num),
    /// `exclusiveMaximum`.
    ExclusiveMaximum(Num),
    /// `minimum`.
    Minimum(Num),
    /// `exclusiveMinimum`.
    ExclusiveMinimum(Num),
    /// `maxLength`, in Unicode code points.
    MaxLength(u64),
    /// `minLength`, in Unicode code points.
    MinLength(u64),
    /// `pattern`: ECMA-262 with the unicode flag, not anchored.
    Pattern(&'static Pattern),
    /// `format`, asserted (unknown formats are not compiled into a rule).
    Format(Format),
    /// `maxItems`.
    MaxItems(u64),
    /// `minItems`.
    MinItems(u64),
    /// `uniqueItems: true` (`false` compiles to nothing).
    UniqueItems,
    /// `contains`, with `minContains` (default 1) and `maxContains` of the same schema object.
    Contains {
        /// The schema some items must match.
        schema: &'static Node,
        /// `minContains`; 0 makes `contains` unable to fail.
        min: u64,
        /// `maxContains`.
        max: Option<u64>,
    },
    /// `maxProperties`.
    MaxProperties(u64),
    /// `minProperties`.
    MinProperties(u64),
    /// `required`.
    Required(&'static [&'static str]),
    /// `dependentRequired`: when the member is present, these must be too.
    DependentRequired(&'static [(&'static str, &'static [&'static str])]),
    /// `properties`.
    Properties(&'static [(&'static str, &'static Node)]),
    /// `patternProperties`.
    PatternProperties(&'static [(&'static Pattern, &'static Node)]),
    /// `additionalProperties`: every member that the same schema object's `properties` and
    /// `patternProperties` (given here again, so the rule stands alone) do not cover.
    AdditionalProperties {
        /// The names `properties` declares.
        declared: &'static [&'static str],
        /// The patterns of `patternProperties`.
        patterns: &'static [&'static Pattern],
        /// The schema the other members must match.
        schema: &'static Node,
    },
    /// `propertyNames`: every member name, as a string, must match.
    PropertyNames(&'static Node),
    /// `dependentSchemas`: when the member is present, the whole object must match.
    DependentSchemas(&'static [(&'static str, &'static Node)]),
    /// `prefixItems`.
    PrefixItems(&'static [&'static Node]),
    /// `items`: every item after those `prefix` covers (the length of the same schema object's
    /// `prefixItems`, 0 when there is none).
    Items {
        /// How many leading items `prefixItems` covers.
        prefix: usize,
        /// The schema of the other items.
        schema: &'static Node,
    },
    /// `allOf`.
    AllOf(&'static [&'static Node]),
    /// `anyOf`.
    AnyOf(&'static [&'static Node]),
    /// `oneOf`: exactly one branch.
    OneOf(&'static [&'static Node]),
    /// `not`.
    Not(&'static Node),
    /// `if`/`then`/`else` (an `if` alone compiles to nothing: it cannot fail, but it can
    /// evaluate members, so it is kept when `Unevaluated*` rules need it).
    IfThenElse {
        /// `if`.
        condition: &'static Node,
        /// `then`, when present.
        then: Option<&'static Node>,
        /// `else`, when present.
        otherwise: Option<&'static Node>,
    },
    /// `$ref`, resolved at build time.
    Ref(&'static Node),
    /// `$dynamicRef`. `target` is where it resolves statically. When `anchor` is set (the target
    /// itself declares `$dynamicAnchor` with that name), the outermost resource of the dynamic
    /// scope that declares it wins instead.
    DynamicRef {
        /// The static resolution.
        target: &'static Node,
        /// The anchor name to look up in the dynamic scope, when the target is "bookended".
        anchor: Option<&'static str>,
    },
    /// `unevaluatedProperties`: members that no other keyword of this node, nor of the
    /// subschemas it applied successfully (`allOf`, matching `anyOf`/`oneOf` branches, the
    /// `if`/`then`/`else` taken, `$ref`, `dependentSchemas`, ...), evaluated.
    UnevaluatedProperties(&'static Node),
    /// `unevaluatedItems`: likewise for array items.
    UnevaluatedItems(&'static Node),
}
