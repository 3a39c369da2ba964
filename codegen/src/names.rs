//! Rust names from schema names, computed here only: a file's module and root type, a `$defs`
//! key's type, a value's enum variant. Both emitters, the docs pages and the configuration name
//! things through these, so a type is called the same everywhere; collisions are refused where
//! the names of one module are gathered (`emit::names`).

use heck::{ToSnakeCase, ToUpperCamelCase};

/// The file name without folders (`schemas/party.schema.json`: `party.schema.json`), as the
/// configuration names schema files.
pub fn file_name(file: &str) -> &str {
    file.rsplit(['/', '\\']).next().unwrap_or(file)
}

/// The file name without folders and without `.schema.json` (or `.json`, or an OpenAPI
/// document's `.openapi.json`, `.yaml`, `.yml`).
pub fn file_stem(file: &str) -> &str {
    let name = file_name(file);
    [".schema.json", ".openapi.json", ".json", ".yaml", ".yml"]
        .iter()
        .find_map(|suffix| name.strip_suffix(suffix))
        .unwrap_or(name)
}

/// The module of a schema file: its stem in snake_case (`chat-export.schema.json`:
/// `chat_export`).
pub fn module_name(file: &str) -> String {
    file_stem(file).to_snake_case()
}

/// The root type of a schema file: its stem in PascalCase (`ChatExport`).
pub fn root_type_name(file: &str) -> String {
    file_stem(file).to_upper_camel_case()
}

/// The Rust type name of a `$defs` entry (or a title): UpperCamelCase, with a leading `T` when
/// it would start with a digit, and `Unnamed` when nothing of the name is left.
pub fn type_name(def: &str) -> String {
    let name = def.to_upper_camel_case();
    let name: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    match name.chars().next() {
        None => "Unnamed".to_owned(),
        Some(c) if c.is_ascii_digit() => format!("T{name}"),
        Some(_) if name == "Self" => "Self_".to_owned(),
        Some(_) => name,
    }
}

/// The type name `name` followed by `suffix` (`<Parent><Member>`, `<Union>Object`, `Item2`):
/// a name that ends in `_` (`Self_`, from `type_name`) loses it first, since rustc warns in
/// the user's crate that `Self_Object` or `Self_2` is not an UpperCamelCase name.
pub fn joined(name: &str, suffix: &str) -> String {
    format!("{}{suffix}", name.trim_end_matches('_'))
}

/// Whether `name` can be a Rust type or variant name: an identifier, not a keyword, not empty.
pub fn is_rust_name(name: &str) -> bool {
    !name.is_empty() && syn::parse_str::<syn::Ident>(name).is_ok()
}

/// `name` if `is_free` says it is, else the first free of `name{separator}2`,
/// `name{separator}3`, ...: how two things that would get one name are told apart,
/// deterministically. With no separator (type names) the number is [`joined`] to the name:
/// `Self_` then `Self2`.
pub fn free_name(name: &str, separator: &str, is_free: impl Fn(&str) -> bool) -> String {
    if is_free(name) {
        return name.to_owned();
    }
    (2..)
        .map(|n| match separator {
            "" => joined(name, &n.to_string()),
            _ => format!("{name}{separator}{n}"),
        })
        .find(|candidate| is_free(candidate))
        .unwrap_or_else(|| name.to_owned())
}
