//! Stage 2, lower (with the audit built in): a loaded schema in, a [`Model`] out.
//!
//! Every schema object is read through `Keywords`, which remembers which keywords a lowering
//! rule consumed. A keyword that no rule consumes is an error naming the file, the JSON pointer
//! and the keyword. The audit is therefore not a separate list that could drift from what the
//! code generation does: a keyword is accepted exactly where a rule turns it into something the
//! generated code enforces (or, for annotations, documents).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use crate::diagnostic::{pointer_join, pointer_unescape, Diagnostic, Diagnostics};
use crate::model::*;
use crate::names::{
    is_rust_name, module_name, root_type_name, title_type_name, type_name, variant_name,
};

/// Keywords that only annotate: they never make a value invalid, and the generator puts them in
/// the documentation.
const ANNOTATIONS: &[&str] = &[
    "title",
    "description",
    "default",
    "examples",
    "$comment",
    "deprecated",
    "readOnly",
    "writeOnly",
];

/// Lowers the schema of `file` (already loaded) into a model.
pub fn lower(file: &str, schema: &Value) -> Result<Model, Diagnostics> {
    let root_name = root_type_name(file);
    let module = module_name(file);
    let empty = Map::new();
    let defs = match schema.get("$defs") {
        None => &empty,
        Some(Value::Object(defs)) => defs,
        Some(_) => {
            return Err(Diagnostic {
                file: file.to_owned(),
                pointer: String::new(),
                keyword: "$defs".into(),
                reason: "must be an object of schemas".into(),
            }
            .into())
        }
    };
    let mut lower = Lower {
        file,
        defs,
        def_shapes: BTreeMap::new(),
        types: Vec::new(),
        names: BTreeSet::new(),
        errors: Vec::new(),
    };
    lower.names.insert(root_name.clone());
    if !is_rust_name(&module) {
        lower.error(
            "",
            "",
            format!("the file name gives the module name `{module}`, which is not a Rust name (a keyword, or not an identifier); rename the file"),
        );
    }
    if !is_rust_name(&root_name) {
        lower.error(
            "",
            "",
            format!("the file name gives the root type the name `{root_name}`, which is not a Rust type name; rename the file"),
        );
    }
    for key in defs.keys() {
        let name = type_name(key);
        if is_named_kind(&defs[key]) && !is_rust_name(&name) {
            lower.error(
                &pointer_join("/$defs", key),
                "",
                format!("the definition name {key:?} gives the type name `{name}`, which is not a Rust type name; rename the definition"),
            );
        } else if is_named_kind(&defs[key]) && !lower.names.insert(name.clone()) {
            lower.error(
                &pointer_join("/$defs", key),
                "",
                format!("the type name `{name}` is already taken (by the root, named after the file, or another definition)"),
            );
        }
    }
    lower.lower_root(schema, &root_name);
    for key in defs.keys() {
        lower.def_shape(key, "");
    }
    lower.refuse_infinite_types();
    if !lower.errors.is_empty() {
        return Err(Diagnostics(lower.errors));
    }
    // The root first, then the rest in the order they were lowered: deterministic, and close
    // to the schema's own order.
    let mut types = lower.types;
    if let Some(at) = types.iter().position(|t| t.name == root_name) {
        let root = types.remove(at);
        types.insert(0, root);
    }
    Ok(Model {
        file: file.to_owned(),
        module,
        root: Some(root_name),
        title: text(schema.get("title")),
        description: text(schema.get("description")),
        types,
        schema: schema.clone(),
    })
}

fn text(v: Option<&Value>) -> Option<String> {
    v.and_then(Value::as_str).map(str::to_owned)
}

/// Whether a schema becomes a named type of its own (rather than an inline shape), decided from
/// its keywords alone so that a `$ref` can be named before its target is lowered.
fn is_named_kind(schema: &Value) -> bool {
    let Some(o) = schema.as_object() else {
        return false;
    };
    if o.contains_key("$ref") || o.contains_key("const") {
        return false;
    }
    if o.contains_key("enum") {
        return true;
    }
    if let Some(Value::Array(branches)) = o.get("oneOf") {
        return nullable_branch(branches).is_none();
    }
    let object_like = ["properties", "required", "allOf", "if"]
        .iter()
        .any(|k| o.contains_key(*k))
        || o.get("additionalProperties") == Some(&Value::Bool(false));
    let type_is = |t: &str| match o.get("type") {
        Some(Value::String(s)) => s == t,
        Some(Value::Array(a)) => a.iter().any(|x| x == t),
        _ => false,
    };
    (type_is("object") && object_like)
        || (type_is("string")
            && ["minLength", "maxLength", "pattern"]
                .iter()
                .any(|k| o.contains_key(*k)))
}

/// For `[S, {"type": "null"}]` in either order: the index of `S`.
fn nullable_branch(branches: &[Value]) -> Option<usize> {
    let is_null = |v: &Value| {
        v.as_object().is_some_and(|o| {
            o.get("type") == Some(&Value::String("null".into()))
                && o.keys()
                    .all(|k| k == "type" || ANNOTATIONS.contains(&k.as_str()))
        })
    };
    match branches {
        [a, b] if is_null(b) && !is_null(a) => Some(0),
        [a, b] if is_null(a) && !is_null(b) => Some(1),
        _ => None,
    }
}

/// The claim tracker, in a module of its own so that its only way in is [`keywords::scoped`]: a
/// `Keywords` exists only inside the closure that reads its object, and every keyword left
/// unclaimed is reported when the closure returns, on every path.
mod keywords {
    use std::collections::BTreeSet;

    use serde_json::{Map, Value};

    use super::{text, Lower, ANNOTATIONS};

    /// The keywords of one schema object, and which of them a rule has consumed.
    pub(super) struct Keywords<'a> {
        pub(super) object: &'a Map<String, Value>,
        claimed: BTreeSet<&'a str>,
    }

    /// Runs `body` over the keywords of `object` (at `pointer`), then reports each keyword
    /// that `body` did not consume: the generated code would not enforce it.
    pub(super) fn scoped<'a, R>(
        lower: &mut Lower<'a>,
        object: &'a Map<String, Value>,
        pointer: &str,
        body: impl FnOnce(&mut Lower<'a>, &mut Keywords<'a>) -> R,
    ) -> R {
        let mut kw = Keywords {
            object,
            claimed: object
                .keys()
                .map(String::as_str)
                .filter(|k| ANNOTATIONS.contains(k))
                .collect(),
        };
        let result = body(lower, &mut kw);
        for key in object.keys() {
            if !kw.claimed.contains(key.as_str()) {
                // A diagnostic with no keyword is about no one keyword, so a keyword spelled ""
                // is shown quoted.
                let shown = if key.is_empty() { "\"\"" } else { key.as_str() };
                lower.error(
                    pointer,
                    shown,
                    "not supported here: the generated code would not enforce it, so the build stops rather than accept documents the schema refuses".into(),
                );
            }
        }
        result
    }

    impl<'a> Keywords<'a> {
        /// Consumes `keyword`, returning its value when present.
        pub(super) fn take(&mut self, keyword: &str) -> Option<&'a Value> {
            let (k, v) = self.object.get_key_value(keyword)?;
            self.claimed.insert(k.as_str());
            Some(v)
        }

        pub(super) fn annotation(&self, keyword: &str) -> Option<String> {
            text(self.object.get(keyword))
        }
    }
}

use keywords::{scoped, Keywords};

/// Names proposed for a type that has none of its own: from its `title`, else from where it is.
struct Hint {
    from_title: Option<String>,
    from_place: String,
}

impl Hint {
    fn at(place: String, schema: &Value) -> Self {
        Hint {
            from_title: schema
                .get("title")
                .and_then(Value::as_str)
                .and_then(title_type_name),
            from_place: place,
        }
    }
}

enum DefState {
    Lowering,
    Done(Shape),
}

struct Lower<'a> {
    file: &'a str,
    defs: &'a Map<String, Value>,
    def_shapes: BTreeMap<String, DefState>,
    types: Vec<NamedType>,
    names: BTreeSet<String>,
    errors: Vec<Diagnostic>,
}

impl<'a> Lower<'a> {
    fn error(&mut self, pointer: &str, keyword: &str, reason: String) {
        self.errors.push(Diagnostic {
            file: self.file.to_owned(),
            pointer: pointer.to_owned(),
            keyword: keyword.to_owned(),
            reason,
        });
    }

    /// Refuses a struct that holds itself (through members that are not arrays or maps): it
    /// would be a type of infinite size, which rustc rejects.
    fn refuse_infinite_types(&mut self) {
        fn direct(shape: &Shape, out: &mut Vec<String>) {
            match shape {
                Shape::Named(n) => out.push(n.clone()),
                Shape::Nullable(inner) => direct(inner, out),
                _ => {}
            }
        }
        let mut edges: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for t in &self.types {
            let mut out = Vec::new();
            match &t.kind {
                TypeKind::Struct(s) => s.fields.iter().for_each(|f| direct(&f.shape, &mut out)),
                TypeKind::Union(branches) => out.extend(branches.iter().cloned()),
                _ => {}
            }
            edges.insert(&t.name, out);
        }
        let mut cyclic = Vec::new();
        for t in &self.types {
            // Depth-first from each type, bounded by the number of types.
            let mut stack = edges.get(t.name.as_str()).cloned().unwrap_or_default();
            let mut seen = BTreeSet::new();
            while let Some(next) = stack.pop() {
                if next == t.name {
                    cyclic.push((t.pointer.clone(), t.name.clone()));
                    break;
                }
                if seen.insert(next.clone()) {
                    stack.extend(edges.get(next.as_str()).cloned().unwrap_or_default());
                }
            }
        }
        for (pointer, name) in cyclic {
            self.error(
                &pointer,
                "$ref",
                format!("`{name}` contains itself through members that are not arrays or maps; such a recursive type is not supported (put the recursion inside an array, or in a map of values)"),
            );
        }
    }

    /// A free name for a type without one of its own.
    fn claim_name(&mut self, hint: &Hint, pointer: &str) -> Option<String> {
        let candidates = hint.from_title.iter().chain(Some(&hint.from_place));
        for candidate in candidates.filter(|c| is_rust_name(c)) {
            if self.names.insert(candidate.clone()) {
                return Some(candidate.clone());
            }
        }
        self.error(
            pointer,
            "",
            format!(
                "the type name `{}` is already taken; give this schema a distinct `title`",
                hint.from_place
            ),
        );
        None
    }

    fn lower_root(&mut self, schema: &'a Value, name: &str) {
        let Some(object) = schema.as_object() else {
            return;
        };
        if !is_named_kind(schema) {
            // Said once: the root's keywords are not audited one by one after this.
            self.error(
                "",
                "",
                "the root must be an object type, a string enum, a constrained string or a oneOf of object types, so that it can be a named Rust type".into(),
            );
            return;
        }
        self.lower_named(object, name.to_owned(), "");
    }

    /// The shape that a `$ref` to `$defs/<key>` stands for, lowering the definition on first use.
    fn def_shape(&mut self, key: &str, from: &str) -> Option<Shape> {
        let pointer = pointer_join("/$defs", key);
        match self.def_shapes.get(key) {
            Some(DefState::Done(shape)) => return Some(shape.clone()),
            Some(DefState::Lowering) => {
                if is_named_kind(&self.defs[key]) {
                    return Some(Shape::Named(type_name(key)));
                }
                self.error(
                    from,
                    "$ref",
                    format!("{pointer} refers back to itself without an object type in between"),
                );
                return None;
            }
            None => {}
        }
        let schema = &self.defs[key];
        self.def_shapes.insert(key.to_owned(), DefState::Lowering);
        let shape = if is_named_kind(schema) {
            let name = type_name(key);
            let object = schema.as_object()?;
            self.lower_named(object, name.clone(), &pointer);
            Some(Shape::Named(name))
        } else {
            self.lower_schema(schema, &pointer, &Hint::at(type_name(key), schema))
        };
        if let Some(shape) = &shape {
            self.def_shapes
                .insert(key.to_owned(), DefState::Done(shape.clone()));
        }
        shape
    }

    fn resolve_ref(&mut self, reference: &Value, pointer: &str) -> Option<Shape> {
        let at = pointer_join(pointer, "$ref");
        let Some(reference) = reference.as_str() else {
            self.error(pointer, "$ref", "must be a string".into());
            return None;
        };
        let Some(key) = reference.strip_prefix("#/$defs/") else {
            self.error(
                pointer,
                "$ref",
                format!("{reference:?}: only references to a definition of this file, \"#/$defs/<name>\", are supported"),
            );
            return None;
        };
        let key = pointer_unescape(key);
        if key.contains('/') {
            self.error(
                pointer,
                "$ref",
                format!("{reference:?} points inside a definition; only whole definitions (\"#/$defs/<name>\") can be referred to"),
            );
            return None;
        }
        if !self.defs.contains_key(&key) {
            self.error(
                pointer,
                "$ref",
                format!("{reference:?} points to no definition: $defs has no {key:?}"),
            );
            return None;
        }
        self.def_shape(&key, &at)
    }

    /// Lowers a schema that becomes a named type, registering it under `name`.
    fn lower_named(&mut self, object: &'a Map<String, Value>, name: String, pointer: &str) {
        scoped(self, object, pointer, |lower, kw| {
            lower.lower_named_keywords(kw, name, pointer)
        });
    }

    fn lower_named_keywords(&mut self, kw: &mut Keywords<'a>, name: String, pointer: &str) {
        if pointer.is_empty() {
            // The root's own keywords: the dialect is checked at load, `$defs` as referenced.
            kw.take("$schema");
            kw.take("$id");
            kw.take("$defs");
        }
        let title = kw.annotation("title");
        let description = kw.annotation("description");
        let kind = if let Some(values) = kw.take("enum") {
            self.lower_enum(kw, values, pointer)
        } else if let Some(branches) = kw.take("oneOf") {
            self.lower_union(branches, pointer)
        } else if matches!(kw.object.get("type"), Some(Value::String(t)) if t == "string") {
            kw.take("type");
            self.lower_string_rules(kw, pointer)
                .map(TypeKind::ConstrainedString)
        } else {
            if kw.take("type").is_some_and(|t| t != "object") {
                self.error(
                    pointer,
                    "type",
                    "an object type that also allows other types is not supported; for a nullable object write anyOf: [<object schema>, {\"type\": \"null\"}]".into(),
                );
            }
            self.lower_struct(kw, &name, pointer).map(TypeKind::Struct)
        };
        if let Some(kind) = kind {
            self.types.push(NamedType {
                name,
                pointer: pointer.to_owned(),
                title,
                description,
                kind,
            });
        }
    }

    fn lower_enum(
        &mut self,
        kw: &mut Keywords<'a>,
        values: &Value,
        pointer: &str,
    ) -> Option<TypeKind> {
        if let Some(t) = kw.take("type") {
            if t != "string" {
                self.error(pointer, "type", "an enum must be of strings".into());
            }
        }
        let strings: Option<Vec<String>> = values
            .as_array()
            .map(|a| a.iter().map(|v| v.as_str().map(str::to_owned)).collect())
            .unwrap_or(None);
        match strings {
            Some(s) if !s.is_empty() && s.iter().collect::<BTreeSet<_>>().len() == s.len() => {
                let mut variants = BTreeMap::new();
                for value in &s {
                    let variant = variant_name(value);
                    if !is_rust_name(&variant) {
                        self.error(pointer, "enum", format!("the value {value:?} gives the variant name `{variant}`, which is not a Rust name"));
                        return None;
                    }
                    if let Some(other) = variants.insert(variant.clone(), value) {
                        self.error(pointer, "enum", format!("the values {other:?} and {value:?} both give the variant name `{variant}`"));
                        return None;
                    }
                }
                Some(TypeKind::StringEnum(s))
            }
            _ => {
                self.error(
                    pointer,
                    "enum",
                    "only a non-empty list of distinct strings is supported".into(),
                );
                None
            }
        }
    }

    fn lower_union(&mut self, branches: &'a Value, pointer: &str) -> Option<TypeKind> {
        let Some(branches) = branches.as_array().filter(|b| b.len() >= 2) else {
            self.error(pointer, "oneOf", "must list at least two schemas".into());
            return None;
        };
        let mut names = Vec::new();
        for (i, branch) in branches.iter().enumerate() {
            let at = pointer_join(&pointer_join(pointer, "oneOf"), &i.to_string());
            let only_ref = branch
                .as_object()
                .filter(|o| {
                    o.keys()
                        .all(|k| k == "$ref" || ANNOTATIONS.contains(&k.as_str()))
                })
                .and_then(|o| o.get("$ref"));
            let shape = only_ref.and_then(|r| self.resolve_ref(r, &at));
            match shape {
                Some(Shape::Named(n)) if names.contains(&n) => self.error(
                    &at,
                    "oneOf",
                    format!("`{n}` is listed twice: every value would match both branches, so none could be valid"),
                ),
                Some(Shape::Named(n)) if self.is_struct_name(&n) => names.push(n),
                _ if only_ref.is_none() => self.error(
                    &at,
                    "oneOf",
                    "each branch must be a \"$ref\" to an object definition".into(),
                ),
                Some(_) => self.error(
                    &at,
                    "oneOf",
                    "each branch must refer to an object type with declared properties".into(),
                ),
                None => {}
            }
        }
        (names.len() == branches.len()).then_some(TypeKind::Union(names))
    }

    /// Whether `name` is (or, being lowered, will be) a struct.
    fn is_struct_name(&self, name: &str) -> bool {
        let defined = self
            .defs
            .iter()
            .find(|(k, _)| type_name(k) == name)
            .map(|(_, v)| v);
        defined.is_some_and(|schema| {
            is_named_kind(schema)
                && schema.get("enum").is_none()
                && schema.get("oneOf").is_none()
                && schema.get("type") != Some(&Value::String("string".into()))
        })
    }

    fn lower_string_rules(&mut self, kw: &mut Keywords<'a>, pointer: &str) -> Option<StringRules> {
        let mut rules = StringRules::default();
        for (keyword, slot) in [
            ("minLength", &mut rules.min_length),
            ("maxLength", &mut rules.max_length),
        ] {
            if let Some(v) = kw.take(keyword) {
                match v.as_u64() {
                    Some(n) if n <= u64::from(u32::MAX) => *slot = Some(n),
                    Some(_) => self.error(
                        pointer,
                        keyword,
                        format!("larger than {} is not supported", u32::MAX),
                    ),
                    None => self.error(pointer, keyword, "must be a non-negative integer".into()),
                }
            }
        }
        if let Some(p) = kw.take("pattern") {
            match p.as_str() {
                Some(p) => match regress::Regex::new(p) {
                    Ok(_) => rules.pattern = Some(p.to_owned()),
                    Err(e) => self.error(
                        pointer,
                        "pattern",
                        format!("not an ECMA-262 regular expression: {e}"),
                    ),
                },
                None => self.error(pointer, "pattern", "must be a string".into()),
            }
        }
        if let (Some(min), Some(max)) = (rules.min_length, rules.max_length) {
            if min > max {
                self.error(
                    pointer,
                    "minLength",
                    format!("{min} is more than maxLength {max}: no string is valid"),
                );
            }
        }
        Some(rules)
    }

    fn lower_struct(&mut self, kw: &mut Keywords<'a>, name: &str, pointer: &str) -> Option<Struct> {
        let mut fields = Vec::new();
        if let Some(properties) = kw.take("properties") {
            let Some(properties) = properties.as_object() else {
                self.error(pointer, "properties", "must be an object".into());
                return None;
            };
            let base = pointer_join(pointer, "properties");
            for (json_name, schema) in properties {
                let at = pointer_join(&base, json_name);
                let hint = Hint::at(format!("{name}{}", type_name(json_name)), schema);
                let Some(shape) = self.lower_schema(schema, &at, &hint) else {
                    continue;
                };
                fields.push(Field {
                    json_name: json_name.clone(),
                    shape,
                    required: false,
                    default: schema.get("default").cloned(),
                    title: text(schema.get("title")),
                    description: text(schema.get("description")),
                    pointer: at,
                });
            }
        }
        if let Some(required) = kw.take("required") {
            for member in self.member_list(required, pointer, "required") {
                match fields.iter_mut().find(|f| f.json_name == member) {
                    Some(f) => f.required = true,
                    None => self.error(
                        pointer,
                        "required",
                        format!("{member:?} is required but not declared in properties; declare it so that it gets a type"),
                    ),
                }
            }
        }
        let extra = match kw.take("additionalProperties") {
            None | Some(Value::Bool(true)) => Extra::Keep,
            Some(Value::Bool(false)) => Extra::Refuse,
            Some(schema) => {
                let at = pointer_join(pointer, "additionalProperties");
                Extra::Typed(self.lower_schema(
                    schema,
                    &at,
                    &Hint::at(format!("{name}Extra"), schema),
                )?)
            }
        };
        let mut conditionals = Vec::new();
        if let Some(all_of) = kw.take("allOf") {
            let Some(all_of) = all_of.as_array() else {
                self.error(pointer, "allOf", "must be an array".into());
                return None;
            };
            for (i, part) in all_of.iter().enumerate() {
                let at = pointer_join(&pointer_join(pointer, "allOf"), &i.to_string());
                let Some(object) = part.as_object() else {
                    self.error(&at, "allOf", "each part must be an object".into());
                    continue;
                };
                conditionals.extend(scoped(self, object, &at, |lower, part_kw| {
                    lower.lower_conditional(part_kw, &fields, &at)
                }));
            }
        }
        conditionals.extend(self.lower_conditional(kw, &fields, pointer));
        Some(Struct {
            fields,
            extra,
            conditionals,
        })
    }

    fn member_list(&mut self, list: &Value, pointer: &str, keyword: &str) -> Vec<String> {
        match list.as_array().and_then(|a| {
            a.iter()
                .map(|v| v.as_str().map(str::to_owned))
                .collect::<Option<Vec<_>>>()
        }) {
            Some(names) => names,
            None => {
                self.error(pointer, keyword, "must be an array of member names".into());
                Vec::new()
            }
        }
    }

    /// `if: {properties: {P: {const | enum}}, required?: [P]}` with `then`/`else` that require
    /// members: the form compiled into a check at the end of the object. Other forms are errors.
    fn lower_conditional(
        &mut self,
        kw: &mut Keywords<'a>,
        fields: &[Field],
        pointer: &str,
    ) -> Option<Conditional> {
        let condition = kw.take("if")?;
        let then = kw.take("then");
        let otherwise = kw.take("else");
        let if_at = pointer_join(pointer, "if");
        let unsupported = |lower: &mut Self, at: &str, keyword: &str, why: &str| {
            lower.error(at, keyword, format!("{why}; the supported form is {{\"if\": {{\"properties\": {{\"<member>\": {{\"const\": \"<value>\"}}}}}}, \"then\": {{\"required\": [...]}}, \"else\": {{\"required\": [...]}}}}"));
            None
        };
        let Some(if_object) = condition.as_object() else {
            return unsupported(self, &if_at, "if", "must be an object");
        };
        // The `if`: one member tested against a string `const` or `enum`, perhaps required.
        let test = scoped(self, if_object, &if_at, |lower, if_kw| {
            let properties = if_kw.take("properties").and_then(Value::as_object);
            let Some((discriminator, test)) = properties
                .filter(|p| p.len() == 1)
                .and_then(|p| p.iter().next())
            else {
                return Err((
                    if_at.clone(),
                    "if",
                    "must test exactly one member with \"properties\"",
                ));
            };
            let test_at = pointer_join(&pointer_join(&if_at, "properties"), discriminator);
            let values: Option<Vec<String>> = match test.as_object() {
                Some(t) if t.len() == 1 && t.contains_key("const") => {
                    t["const"].as_str().map(|s| vec![s.to_owned()])
                }
                Some(t) if t.len() == 1 && t.contains_key("enum") => t["enum"]
                    .as_array()
                    .and_then(|a| a.iter().map(|v| v.as_str().map(str::to_owned)).collect()),
                _ => None,
            };
            let Some(values) = values else {
                return Err((
                    test_at,
                    "if",
                    "the member must be tested with only a string \"const\" or an \"enum\" of strings",
                ));
            };
            let mut requires_discriminator = false;
            if let Some(required) = if_kw.take("required") {
                let names = lower.member_list(required, &if_at, "required");
                if names != [discriminator.clone()] {
                    return Err((
                        if_at.clone(),
                        "required",
                        "may only require the tested member",
                    ));
                }
                requires_discriminator = true;
            }
            Ok((discriminator, test_at, values, requires_discriminator))
        });
        let (discriminator, test_at, values, requires_discriminator) = match test {
            Ok(test) => test,
            Err((at, keyword, why)) => return unsupported(self, &at, keyword, why),
        };
        match fields
            .iter()
            .find(|f| &f.json_name == discriminator)
            .map(|f| &f.shape)
        {
            Some(Shape::Str) => {}
            Some(Shape::Named(n)) => {
                let allowed = self.enum_values(n);
                match allowed {
                    Some(allowed) => {
                        if let Some(v) = values.iter().find(|v| !allowed.contains(v)) {
                            return unsupported(
                                self,
                                &test_at,
                                "if",
                                &format!("{v:?} is not one of the values of `{n}`"),
                            );
                        }
                    }
                    None => {
                        return unsupported(
                            self,
                            &test_at,
                            "if",
                            "the tested member must be a string or a string enum",
                        )
                    }
                }
            }
            _ => return unsupported(
                self,
                &test_at,
                "if",
                "the tested member must be a declared string or string enum member of this object",
            ),
        }
        let branch = |lower: &mut Self, schema: Option<&'a Value>, keyword: &str| -> Vec<String> {
            let Some(schema) = schema else {
                return Vec::new();
            };
            let at = pointer_join(pointer, keyword);
            let Some(object) = schema.as_object() else {
                lower.error(&at, keyword, "must be an object".into());
                return Vec::new();
            };
            let names = scoped(lower, object, &at, |lower, branch_kw| {
                branch_kw
                    .take("required")
                    .map(|r| lower.member_list(r, &at, "required"))
                    .unwrap_or_default()
            });
            for name in &names {
                if !fields.iter().any(|f| &f.json_name == name) {
                    lower.error(
                        &at,
                        "required",
                        format!("{name:?} is not declared in properties"),
                    );
                }
            }
            names
        };
        let then_required = branch(self, then, "then");
        let else_required = branch(self, otherwise, "else");
        Some(Conditional {
            discriminator: discriminator.clone(),
            values,
            requires_discriminator,
            then_required,
            else_required,
        })
    }

    /// The values of the string enum type `name`, when it is one.
    fn enum_values(&self, name: &str) -> Option<Vec<String>> {
        self.types
            .iter()
            .find(|t| t.name == name)
            .and_then(|t| match &t.kind {
                TypeKind::StringEnum(v) => Some(v.clone()),
                _ => None,
            })
    }

    /// Lowers a schema in member, item or definition position into a shape, registering any
    /// named type it needs.
    fn lower_schema(&mut self, schema: &'a Value, pointer: &str, hint: &Hint) -> Option<Shape> {
        let object = match schema {
            Value::Bool(true) => return Some(Shape::Any),
            Value::Object(o) => o,
            _ => {
                self.error(
                    pointer,
                    "",
                    "only object schemas and `true` are supported here".into(),
                );
                return None;
            }
        };
        if is_named_kind(schema) {
            let name = self.claim_name(hint, pointer)?;
            self.lower_named(object, name.clone(), pointer);
            return Some(Shape::Named(name));
        }
        scoped(self, object, pointer, |lower, kw| {
            lower.lower_inline(kw, hint, pointer)
        })
    }

    fn lower_inline(&mut self, kw: &mut Keywords<'a>, hint: &Hint, pointer: &str) -> Option<Shape> {
        if let Some(reference) = kw.take("$ref") {
            return self.resolve_ref(reference, pointer);
        }
        if let Some(constant) = kw.take("const") {
            if let Some(t) = kw.take("type") {
                if !json_type_matches(t, constant) {
                    self.error(
                        pointer,
                        "type",
                        format!("no value is both of type {t} and the constant {constant}"),
                    );
                }
            }
            return Some(Shape::Const(constant.clone()));
        }
        for keyword in ["anyOf", "oneOf"] {
            if let Some(branches) = kw.take(keyword) {
                let branches = branches.as_array().map(Vec::as_slice).unwrap_or(&[]);
                return match nullable_branch(branches) {
                    Some(i) => {
                        let at = pointer_join(&pointer_join(pointer, keyword), &i.to_string());
                        let inner = self.lower_schema(&branches[i], &at, hint)?;
                        Some(nullable(inner))
                    }
                    None => {
                        self.error(pointer, keyword, "supported only as [<schema>, {\"type\": \"null\"}] here, or as the oneOf of object types of a definition".into());
                        None
                    }
                };
            }
        }
        let Some(types) = kw.take("type") else {
            return Some(Shape::Any);
        };
        let (type_name, null_too) = match types {
            Value::String(t) => (t.as_str(), false),
            Value::Array(list) => {
                let names: Vec<&str> = list.iter().filter_map(Value::as_str).collect();
                match names.as_slice() {
                    [t] => (*t, false),
                    [t, "null"] | ["null", t] if list.len() == 2 => (*t, true),
                    _ => {
                        self.error(
                            pointer,
                            "type",
                            format!(
                                "{types}: only one type, or one type and \"null\", is supported"
                            ),
                        );
                        return None;
                    }
                }
            }
            _ => {
                self.error(
                    pointer,
                    "type",
                    "must be a string or an array of strings".into(),
                );
                return None;
            }
        };
        let shape = match type_name {
            "string" => {
                if let Some(format) = kw.take("format") {
                    if format != "date-time" {
                        self.error(pointer, "format", format!("{format} is not asserted by the generated code; only \"date-time\" is"));
                        return None;
                    }
                    Shape::DateTime
                } else {
                    Shape::Str
                }
            }
            "integer" => Shape::Int,
            "number" => Shape::Num,
            "boolean" => Shape::Bool,
            "array" => match kw.take("items") {
                Some(items) => {
                    let at = pointer_join(pointer, "items");
                    let item_hint = Hint::at(format!("{}Item", hint.from_place), items);
                    Shape::Array(Box::new(self.lower_schema(items, &at, &item_hint)?))
                }
                None => Shape::Array(Box::new(Shape::Any)),
            },
            "object" => match kw.take("additionalProperties") {
                None | Some(Value::Bool(true)) => Shape::FreeObject,
                Some(values) => {
                    let at = pointer_join(pointer, "additionalProperties");
                    let value_hint = Hint::at(format!("{}Value", hint.from_place), values);
                    Shape::Map(Box::new(self.lower_schema(values, &at, &value_hint)?))
                }
            },
            other => {
                self.error(pointer, "type", format!("{other:?} is not supported here"));
                return None;
            }
        };
        Some(if null_too { nullable(shape) } else { shape })
    }
}

fn nullable(shape: Shape) -> Shape {
    match shape {
        Shape::Nullable(_) | Shape::Any => shape,
        other => Shape::Nullable(Box::new(other)),
    }
}

fn json_type_matches(t: &Value, v: &Value) -> bool {
    let one = |t: &str| match t {
        "string" => v.is_string(),
        "integer" => v.as_f64().is_some_and(|f| f.fract() == 0.0),
        "number" => v.is_number(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        "array" => v.is_array(),
        "object" => v.is_object(),
        _ => false,
    };
    match t {
        Value::String(t) => one(t),
        Value::Array(ts) => ts.iter().filter_map(Value::as_str).any(one),
        _ => false,
    }
}
