//! The model the stages share: what a schema means, in the terms the generated code enforces.
//! `lower` builds it from the schema, `prepare` shows typify its shapes, and `refine` writes
//! the serde code from it.
//!
//! Only the built-in models' emitter (feature `builtin-models`) reads the types it describes;
//! without it, the module header (file, module, root, title) is all the index uses.
#![cfg_attr(not(feature = "builtin-models"), allow(dead_code))]

use serde_json::Value;

/// Everything generated from one schema file.
#[derive(Clone, Debug)]
pub struct Model {
    /// The schema file, as named in messages and headers (`schemas/x.schema.json`).
    pub file: String,
    /// The Rust module, the file stem in snake_case.
    pub module: String,
    /// The root type, the file stem in PascalCase; `None` for an OpenAPI document, which is
    /// not a schema itself.
    pub root: Option<String>,
    /// The schema's `title` and `description`, for the module's docs.
    pub title: Option<String>,
    /// See `title`.
    pub description: Option<String>,
    /// Every named type, the root first, then in the order the schema declares them.
    pub types: Vec<NamedType>,
    /// The schema file as read, for the `JsonSchema` impls (each type's own part of it).
    pub schema: Value,
}

impl Model {
    /// The named type called `name`.
    pub fn get(&self, name: &str) -> Option<&NamedType> {
        self.types.iter().find(|t| t.name == name)
    }
}

/// A type the generated code names: a struct, an enum or a newtype.
#[derive(Clone, Debug)]
pub struct NamedType {
    /// The Rust name.
    pub name: String,
    /// Where the schema defines it.
    pub pointer: String,
    /// The schema's `title`, when it has one.
    pub title: Option<String>,
    /// The schema's `description`, when it has one.
    pub description: Option<String>,
    /// What it is.
    pub kind: TypeKind,
}

/// The kinds of named type.
#[derive(Clone, Debug)]
pub enum TypeKind {
    /// An object with declared members.
    Struct(Struct),
    /// A string with one of a fixed set of values.
    StringEnum(Vec<String>),
    /// A string with length or pattern constraints.
    ConstrainedString(StringRules),
    /// `oneOf` over object types: exactly one must match.
    Union(Vec<String>),
}

/// Length and pattern constraints of a string.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StringRules {
    /// `minLength`, in Unicode code points.
    pub min_length: Option<u64>,
    /// `maxLength`, in Unicode code points.
    pub max_length: Option<u64>,
    /// `pattern`, an ECMA-262 regular expression, not anchored.
    pub pattern: Option<String>,
}

/// An object type with declared members.
#[derive(Clone, Debug)]
pub struct Struct {
    /// The declared members, in the schema's order.
    pub fields: Vec<Field>,
    /// What happens to members the schema does not declare.
    pub extra: Extra,
    /// `if`/`then`/`else` rules.
    pub conditionals: Vec<Conditional>,
}

/// What an object does with members it does not declare (`additionalProperties`).
#[derive(Clone, Debug)]
pub enum Extra {
    /// Kept, whatever their value (`true` or absent).
    Keep,
    /// Refused (`false`).
    Refuse,
    /// Kept when valid against this shape.
    Typed(Shape),
}

/// A declared member of an object.
#[derive(Clone, Debug)]
pub struct Field {
    /// The member name in JSON.
    pub json_name: String,
    /// Its value's shape.
    pub shape: Shape,
    /// Whether `required` lists it.
    pub required: bool,
    /// The schema's `default`, an annotation: documented, not inserted.
    pub default: Option<Value>,
    /// The schema's `title`.
    pub title: Option<String>,
    /// The schema's `description`.
    pub description: Option<String>,
    /// Where the schema defines it.
    pub pointer: String,
}

/// A rule `if <discriminator matches> then <required> else <required>`.
#[derive(Clone, Debug)]
pub struct Conditional {
    /// The member whose value decides.
    pub discriminator: String,
    /// The values for which the `if` holds (a `const` is one value).
    pub values: Vec<String>,
    /// Whether the `if` also requires the discriminator to be present; when it does not, an
    /// absent discriminator makes the `if` hold, as JSON Schema's `properties` does.
    pub requires_discriminator: bool,
    /// Members required when the `if` holds.
    pub then_required: Vec<String>,
    /// Members required when it does not.
    pub else_required: Vec<String>,
}

/// The shape of a value that is not a named type of its own.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Any JSON value.
    Any,
    /// A string.
    Str,
    /// A string in RFC 3339 `date-time` format.
    DateTime,
    /// An integer (a number with no fractional part).
    Int,
    /// A number, held exactly as `serde_json::Number`.
    Num,
    /// A boolean.
    Bool,
    /// A constant value.
    Const(Value),
    /// An array of values of one shape.
    Array(Box<Shape>),
    /// An object with any members.
    FreeObject,
    /// An object whose members all have one shape, as a map in the order read.
    Map(Box<Shape>),
    /// A value of a named type.
    Named(String),
    /// `null` or a value of the inner shape.
    Nullable(Box<Shape>),
}

impl Shape {
    /// Whether an empty value of this shape stands for an absent optional member, so the field
    /// need not be an `Option` (arrays and free objects: absent and empty read the same).
    pub fn empty_means_absent(&self) -> bool {
        matches!(self, Shape::Array(_) | Shape::FreeObject | Shape::Map(_))
    }
}
