//! The configuration file beside the schemas, `wire-models.json`: per type or field extra
//! derives and attributes, renames and extern types, and unknown keywords allowed by name. Read
//! by `Builder` (and by any build script or xtask through [`Config::read`]), so what compiles and
//! what a drift check regenerates are the same; every mistake in it is a diagnostic naming
//! `wire-models.json`, the JSON pointer and the option.
//!
//! A type or field is named the way the generated code names it (`invoice::Line`,
//! `invoice::Invoice::number`) or by where the schema defines it
//! (`invoice.schema.json#/$defs/line`, `invoice.schema.json#/properties/number`).

use serde_json::{Map, Value};

use crate::diagnostic::{pointer_join, Diagnostic, Diagnostics};
use crate::Dialect;

/// The file's name, in the schemas' folder.
pub const FILE_NAME: &str = "wire-models.json";

/// The parsed configuration; empty by default.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Config {
    /// Where it was read from, as messages name it.
    pub(crate) file: String,
    /// Keywords that are annotations even though they look like a misspelt keyword.
    pub(crate) allow_keywords: Vec<String>,
    /// Formats whose strings are held in the runtime's lossless type of that format
    /// (`date-time`: `wire_models::DateTime`, `uuid`: `wire_models::Uuid`) instead of `String`,
    /// when the configuration says; `None` holds every format that has a type of its own so.
    pub(crate) formats: Option<Vec<String>>,
    /// Options per type.
    pub(crate) types: Vec<(Target, TypeOptions)>,
    /// Options per struct field.
    pub(crate) fields: Vec<(Target, FieldOptions)>,
    /// The dialect of a schema that declares none with `$schema` (2020-12 when not given).
    pub(crate) default_dialect: Option<Dialect>,
}

/// What an option applies to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// `<file>#<pointer>`: the schema at `pointer` of the schema file named `file`.
    Location { file: String, pointer: String },
    /// `module::Type` or `module::Type::field`, as the generated code names it.
    Rust(String),
}

/// The options of one type.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct TypeOptions {
    /// The key as written, for messages.
    pub(crate) key: String,
    /// Its name instead of the one the schema gives.
    pub(crate) rename: Option<String>,
    /// Derives added to the generated ones (checked against what the members support).
    pub(crate) derive: Vec<String>,
    /// Attributes written on the declaration, e.g. `#[non_exhaustive]`.
    pub(crate) attributes: Vec<String>,
    /// A Rust type of the user's that replaces the definition (its schema is still checked).
    pub(crate) extern_type: Option<String>,
}

/// The options of one struct field.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct FieldOptions {
    /// The key as written, for messages.
    pub(crate) key: String,
    /// Its Rust name instead of the one the member name gives.
    pub(crate) rename: Option<String>,
    /// Attributes written on the field.
    pub(crate) attributes: Vec<String>,
}

/// The formats that have a type of their own in the runtime, for the `formats` option.
pub(crate) const FORMAT_TYPES: &[(&str, &str)] = &[("date-time", "DateTime"), ("uuid", "Uuid")];

/// The derives a type may ask for; each is checked against the members.
/// (`Default` is not among them: a default value would break most schemas, say any required
/// string with a `minLength`.)
pub(crate) const DERIVES: &[&str] = &["Eq", "Hash", "PartialOrd", "Ord"];

impl Config {
    /// The formats held in their runtime types: those the configuration names, by default all
    /// that have one.
    pub(crate) fn held_formats(&self) -> Vec<String> {
        match &self.formats {
            Some(list) => list.clone(),
            None => FORMAT_TYPES.iter().map(|(f, _)| (*f).to_owned()).collect(),
        }
    }

    /// Reads `<folder>/wire-models.json` (named `<shown>/wire-models.json` in messages): the
    /// empty configuration when there is no such file.
    pub fn read(folder: &std::path::Path, shown: &str) -> Result<Config, Diagnostics> {
        let path = folder.join(FILE_NAME);
        let shown = format!("{}/{FILE_NAME}", shown.trim_end_matches('/'));
        match std::fs::read_to_string(&path) {
            Ok(text) => Config::parse(&shown, &text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Config::default()),
            Err(e) => Err(error(&shown, "", "", e.to_string()).into()),
        }
    }

    /// Parses the configuration `text` of the file `file`.
    pub fn parse(file: &str, text: &str) -> Result<Config, Diagnostics> {
        let json: Value = serde_json::from_str(text)
            .map_err(|e| error(file, "", "", format!("not JSON: {e}")))?;
        let mut errors = Vec::new();
        let mut config = Config {
            file: file.to_owned(),
            ..Config::default()
        };
        let Some(top) = json.as_object() else {
            return Err(error(file, "", "", "must be an object of options".into()).into());
        };
        for (key, value) in top {
            let at = pointer_join("", key);
            match key.as_str() {
                "allow_keywords" => match strings(value) {
                    Some(list) => config.allow_keywords = list,
                    None => errors.push(error(
                        file,
                        "",
                        key,
                        "must be an array of keyword names".into(),
                    )),
                },
                "formats" => match strings(value) {
                    Some(list) => {
                        for f in &list {
                            if !FORMAT_TYPES.iter().any(|(name, _)| name == f) {
                                errors.push(error(
                                    file,
                                    "",
                                    key,
                                    format!("`{f}` has no type of its own in the runtime (the formats that do: date-time, uuid)"),
                                ));
                            }
                        }
                        config.formats = Some(list);
                    }
                    None => errors.push(error(
                        file,
                        "",
                        key,
                        "must be an array of format names".into(),
                    )),
                },
                "default_dialect" => match value.as_str().map(|s| (s, Dialect::from_name(s))) {
                    Some((_, Some(dialect))) => config.default_dialect = Some(dialect),
                    shown => errors.push(error(
                        file,
                        "",
                        key,
                        format!(
                            "{} is not a dialect; one of {}",
                            shown.map_or_else(|| "this".to_owned(), |(s, _)| format!("`{s}`")),
                            Dialect::ALL.map(Dialect::name).join(", ")
                        ),
                    )),
                },
                "types" => {
                    for (target, options) in entries(file, &at, key, value, &mut errors) {
                        let parsed = type_options(file, &at, &target, options, &mut errors);
                        config.types.push((parse_target(&target), parsed));
                    }
                }
                "fields" => {
                    for (target, options) in entries(file, &at, key, value, &mut errors) {
                        let parsed = field_options(file, &at, &target, options, &mut errors);
                        config.fields.push((parse_target(&target), parsed));
                    }
                }
                other => errors.push(unknown(
                    file,
                    "",
                    other,
                    &[
                        "allow_keywords",
                        "default_dialect",
                        "formats",
                        "types",
                        "fields",
                    ],
                )),
            }
        }
        if errors.is_empty() {
            Ok(config)
        } else {
            Err(Diagnostics(errors))
        }
    }

    /// The same configuration with `dialect` as the dialect of schemas that declare none.
    pub fn with_default_dialect(mut self, dialect: Dialect) -> Config {
        self.default_dialect = Some(dialect);
        self
    }

    /// The dialect of a schema that declares none with `$schema`.
    pub fn default_dialect(&self) -> Dialect {
        self.default_dialect.unwrap_or_default()
    }
}

/// The members of an object option (`types`, `fields`), by target.
fn entries<'v>(
    file: &str,
    at: &str,
    key: &str,
    value: &'v Value,
    errors: &mut Vec<Diagnostic>,
) -> Vec<(String, &'v Map<String, Value>)> {
    let Some(object) = value.as_object() else {
        errors.push(error(
            file,
            "",
            key,
            "must be an object whose keys name types or fields".into(),
        ));
        return Vec::new();
    };
    let mut out = Vec::new();
    for (target, options) in object {
        match options.as_object() {
            Some(options) => out.push((target.clone(), options)),
            None => errors.push(error(
                file,
                at,
                target,
                "must be an object of options".into(),
            )),
        }
    }
    out
}

fn parse_target(key: &str) -> Target {
    match key.split_once('#') {
        Some((file, pointer)) => Target::Location {
            file: file.to_owned(),
            pointer: pointer.to_owned(),
        },
        None => Target::Rust(key.to_owned()),
    }
}

fn type_options(
    file: &str,
    at: &str,
    target: &str,
    options: &Map<String, Value>,
    errors: &mut Vec<Diagnostic>,
) -> TypeOptions {
    let here = pointer_join(at, target);
    let mut parsed = TypeOptions {
        key: target.to_owned(),
        ..TypeOptions::default()
    };
    for (option, value) in options {
        match option.as_str() {
            "rename" => parsed.rename = rust_name(file, &here, option, value, errors),
            "extern" => match value.as_str() {
                Some(path) if syn::parse_str::<syn::Type>(path).is_ok() => {
                    parsed.extern_type = Some(path.to_owned())
                }
                _ => errors.push(error(
                    file,
                    &here,
                    option,
                    format!("{value} is not a Rust type"),
                )),
            },
            "derive" => match strings(value) {
                Some(list) => {
                    for d in &list {
                        if !DERIVES.contains(&d.as_str()) {
                            errors.push(error(
                                file,
                                &here,
                                option,
                                format!(
                                    "`{d}` is not a derive this option adds (it adds {}; the generated types already derive Clone, Debug and PartialEq)",
                                    DERIVES.join(", ")
                                ),
                            ));
                        }
                    }
                    parsed.derive = list;
                }
                None => errors.push(error(
                    file,
                    &here,
                    option,
                    "must be an array of derive names".into(),
                )),
            },
            "attributes" => parsed.attributes = attributes(file, &here, option, value, errors),
            other => errors.push(unknown(
                file,
                &here,
                other,
                &["rename", "derive", "attributes", "extern"],
            )),
        }
    }
    parsed
}

fn field_options(
    file: &str,
    at: &str,
    target: &str,
    options: &Map<String, Value>,
    errors: &mut Vec<Diagnostic>,
) -> FieldOptions {
    let here = pointer_join(at, target);
    let mut parsed = FieldOptions {
        key: target.to_owned(),
        ..FieldOptions::default()
    };
    for (option, value) in options {
        match option.as_str() {
            "rename" => parsed.rename = rust_name(file, &here, option, value, errors),
            "attributes" => parsed.attributes = attributes(file, &here, option, value, errors),
            other => errors.push(unknown(file, &here, other, &["rename", "attributes"])),
        }
    }
    parsed
}

fn rust_name(
    file: &str,
    at: &str,
    option: &str,
    value: &Value,
    errors: &mut Vec<Diagnostic>,
) -> Option<String> {
    match value.as_str() {
        Some(name) if syn::parse_str::<syn::Ident>(name).is_ok() => Some(name.to_owned()),
        _ => {
            errors.push(error(
                file,
                at,
                option,
                format!("{value} is not a Rust identifier"),
            ));
            None
        }
    }
}

fn attributes(
    file: &str,
    at: &str,
    option: &str,
    value: &Value,
    errors: &mut Vec<Diagnostic>,
) -> Vec<String> {
    let Some(list) = strings(value) else {
        errors.push(error(
            file,
            at,
            option,
            "must be an array of attributes, e.g. [\"#[non_exhaustive]\"]".into(),
        ));
        return Vec::new();
    };
    for attribute in &list {
        let parses = syn::parse_str::<syn::DeriveInput>(&format!("{attribute} struct S;")).is_ok();
        if !parses || !attribute.trim_start().starts_with("#[") {
            errors.push(error(
                file,
                at,
                option,
                format!("`{attribute}` is not an outer attribute (`#[...]`)"),
            ));
        }
    }
    list
}

fn strings(value: &Value) -> Option<Vec<String>> {
    value
        .as_array()?
        .iter()
        .map(|v| v.as_str().map(str::to_owned))
        .collect()
}

fn unknown(file: &str, at: &str, option: &str, known: &[&str]) -> Diagnostic {
    let hint = crate::compile::closest(option, known.iter().copied())
        .map(|k| format!("; did you mean `{k}`?"))
        .unwrap_or_else(|| format!(" (the options here: {})", known.join(", ")));
    error(file, at, option, format!("unknown option{hint}"))
}

fn error(file: &str, pointer: &str, keyword: &str, reason: String) -> Diagnostic {
    Diagnostic {
        file: file.to_owned(),
        pointer: pointer.to_owned(),
        keyword: keyword.to_owned(),
        reason,
    }
}
