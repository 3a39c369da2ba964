//! The OpenAPI front end: an OpenAPI 3.0 or 3.1 document (JSON or YAML) in, the document as
//! JSON and where its schemas are out. Each entry of `components/schemas` becomes a named type
//! of the document's module, compiled like a `$defs` entry; the rest of the document (paths,
//! parameters, responses) is not a schema and generates nothing.
//!
//! OpenAPI 3.0's schema objects are their own dialect of draft-04
//! ([`Dialect::OpenApi3_0`]: `nullable`, formats `int32`/`int64` as ranges, no boolean schemas
//! but `additionalProperties`); 3.1's are JSON Schema 2020-12, or the dialect its
//! `jsonSchemaDialect` names. `discriminator`, `xml`, `externalDocs` and `example` are
//! annotations in both: validation follows `oneOf`/`anyOf`, as the specification says.

use serde_json::Value;
#[cfg(feature = "yaml")]
use serde_json::{Map, Number};
#[cfg(feature = "yaml")]
use yaml_rust2::{Yaml, YamlLoader};

use crate::diagnostic::Diagnostic;
use crate::Dialect;

/// Where an OpenAPI document keeps its schemas.
pub(crate) const COMPONENTS: &str = "/components/schemas";

/// An OpenAPI document, read.
pub(crate) struct OpenApi {
    /// The whole document, as JSON (a `$ref` into it resolves by JSON pointer as usual).
    pub json: Value,
    /// The dialect of its schema objects.
    pub dialect: Dialect,
}

/// Whether the file `file` is given as an OpenAPI document: by name (`.yaml`, `.yml`,
/// `.openapi.json`), or as JSON whose top level has an `openapi` member.
pub(crate) fn is_openapi(file: &str, json: Option<&Value>) -> bool {
    let name = crate::names::file_name(file);
    name.ends_with(".yaml")
        || name.ends_with(".yml")
        || name.ends_with(".openapi.json")
        || json.is_some_and(|j| j.get("openapi").is_some_and(Value::is_string))
}

/// Reads the OpenAPI document `text` (JSON or YAML), the contents of `file`.
pub(crate) fn read(file: &str, text: &str) -> Result<OpenApi, Diagnostic> {
    let error = |pointer: &str, keyword: &str, reason: String| Diagnostic {
        file: file.to_owned(),
        pointer: pointer.to_owned(),
        keyword: keyword.to_owned(),
        reason,
    };
    let json = match serde_json::from_str::<Value>(text) {
        Ok(json) => json,
        // YAML is a superset of JSON: text that is neither reports YAML's complaint.
        Err(_) => yaml_to_json(text).map_err(|reason| error("", "", reason))?,
    };
    let version = match json.get("openapi") {
        Some(Value::String(v)) => v.clone(),
        Some(other) => {
            return Err(error(
                "",
                "openapi",
                format!("must be a version string such as \"3.1.0\", not {other}"),
            ))
        }
        None if json.get("swagger").is_some() => {
            return Err(error(
                "",
                "swagger",
                "Swagger 2.0 is not read; convert the document to OpenAPI 3 first".into(),
            ))
        }
        None => {
            return Err(error(
                "",
                "",
                "not an OpenAPI document: it has no `openapi` member".into(),
            ))
        }
    };
    let dialect = if version.starts_with("3.0.") {
        Dialect::OpenApi3_0
    } else if version.starts_with("3.1.") {
        match json.get("jsonSchemaDialect") {
            None => Dialect::Draft2020_12,
            Some(Value::String(uri)) => match dialect_of(uri) {
                Some(d) => d,
                None => {
                    return Err(error(
                        "",
                        "jsonSchemaDialect",
                        format!("`{uri}` is not a dialect the generator knows: {}, or OpenAPI 3.1's `https://spec.openapis.org/oas/3.1/dialect/base`", known()),
                    ))
                }
            },
            Some(other) => {
                return Err(error(
                    "",
                    "jsonSchemaDialect",
                    format!("must be a URI, not {other}"),
                ))
            }
        }
    } else {
        return Err(error(
            "",
            "openapi",
            format!("version `{version}` is not read; the generator reads OpenAPI 3.0 and 3.1"),
        ));
    };
    match json.pointer(COMPONENTS) {
        Some(Value::Object(_)) | None => {}
        Some(_) => {
            return Err(error(
                "/components",
                "schemas",
                "must be an object of schemas by name".into(),
            ))
        }
    }
    Ok(OpenApi { json, dialect })
}

/// The dialect a 3.1 document's `jsonSchemaDialect` names.
fn dialect_of(uri: &str) -> Option<Dialect> {
    // OpenAPI 3.1's own dialect is 2020-12 with the OpenAPI vocabulary, whose keywords are
    // annotations here.
    if uri.trim_end_matches('#') == "https://spec.openapis.org/oas/3.1/dialect/base" {
        return Some(Dialect::Draft2020_12);
    }
    let normalized = crate::resolve::normalize(uri);
    Dialect::of_meta_schema(crate::resolve::split_fragment(&normalized).0)
}

fn known() -> String {
    Dialect::ALL
        .map(|d| format!("`{}`", d.meta_schema()))
        .join(", ")
}

/// Without the `yaml` feature a document that is not JSON is refused, saying how to read it.
#[cfg(not(feature = "yaml"))]
fn yaml_to_json(_: &str) -> Result<Value, String> {
    Err("not valid JSON; an OpenAPI document in YAML needs wire-models-codegen's cargo feature `yaml`".to_owned())
}

/// The JSON value of the YAML document `text` (its first document), or why there is none:
/// YAML's own error with its line and column, or a key or number JSON cannot hold.
#[cfg(feature = "yaml")]
fn yaml_to_json(text: &str) -> Result<Value, String> {
    let documents = YamlLoader::load_from_str(text).map_err(|e| {
        let at = e.marker();
        format!(
            "not valid JSON or YAML: {} (line {}, column {})",
            e.info(),
            at.line(),
            at.col() + 1
        )
    })?;
    let first = documents
        .into_iter()
        .next()
        .ok_or_else(|| "the file holds no YAML document".to_owned())?;
    convert(&first, "")
}

/// `yaml` as JSON; `at` is its JSON pointer, for messages.
#[cfg(feature = "yaml")]
fn convert(yaml: &Yaml, at: &str) -> Result<Value, String> {
    Ok(match yaml {
        Yaml::Null => Value::Null,
        Yaml::Boolean(b) => Value::Bool(*b),
        Yaml::Integer(i) => Value::Number((*i).into()),
        // The text as written, so `7.0` stays `7.0` and `1e400` is refused rather than rounded.
        Yaml::Real(text) => {
            let number: Option<Number> = serde_json::from_str(text).ok().or_else(|| {
                // YAML writes `+1.5`, `.5` and `1.` where JSON cannot.
                let cleaned = text.trim_start_matches('+');
                let cleaned = if cleaned.starts_with('.') {
                    format!("0{cleaned}")
                } else {
                    cleaned.replace("-.", "-0.")
                };
                let cleaned = cleaned.replace(".e", ".0e").replace(".E", ".0E");
                let cleaned = match cleaned.strip_suffix('.') {
                    Some(whole) => format!("{whole}.0"),
                    None => cleaned,
                };
                serde_json::from_str(&cleaned).ok()
            });
            Value::Number(
                number.ok_or_else(|| {
                    format!("{}: the number `{text}` has no JSON value", shown(at))
                })?,
            )
        }
        Yaml::String(s) => Value::String(s.clone()),
        Yaml::Array(items) => Value::Array(
            items
                .iter()
                .enumerate()
                .map(|(i, item)| convert(item, &format!("{at}/{i}")))
                .collect::<Result<_, _>>()?,
        ),
        Yaml::Hash(members) => {
            let mut object = Map::new();
            for (key, value) in members {
                let key = match key {
                    Yaml::String(s) => s.clone(),
                    // Keys such as `200:` (a response code) or `true:` are read as text.
                    Yaml::Integer(i) => i.to_string(),
                    Yaml::Real(r) => r.clone(),
                    Yaml::Boolean(b) => b.to_string(),
                    Yaml::Null => "null".to_owned(),
                    _ => return Err(format!("{}: a key must be a string", shown(at))),
                };
                let here = crate::diagnostic::pointer_join(at, &key);
                let value = convert(value, &here)?;
                object.insert(key, value);
            }
            Value::Object(object)
        }
        Yaml::Alias(_) | Yaml::BadValue => {
            return Err(format!("{}: a value YAML could not read", shown(at)))
        }
    })
}

#[cfg(feature = "yaml")]
fn shown(pointer: &str) -> &str {
    if pointer.is_empty() {
        "(root)"
    } else {
        pointer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "yaml")]
    #[test]
    fn yaml_reads_as_the_json_it_means() {
        use serde_json::json;
        let text = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    Pet:\n      type: object\n      properties:\n        weight: {type: number, minimum: 0.5, maximum: 7.0}\n        tags: [a, b]\n      nullable: true\nresponses:\n  200: {description: ok}\n";
        let api = read("api.yaml", text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(api.dialect, Dialect::OpenApi3_0);
        assert_eq!(
            api.json["components"]["schemas"]["Pet"],
            json!({"type": "object", "properties": {"weight": {"type": "number", "minimum": 0.5, "maximum": 7.0}, "tags": ["a", "b"]}, "nullable": true})
        );
        // `7.0` stays a float, as written; the response code is a key.
        assert!(api
            .json
            .pointer("/components/schemas/Pet/properties/weight/maximum")
            .unwrap()
            .is_f64());
        assert_eq!(api.json["responses"]["200"]["description"], "ok");
    }

    #[test]
    fn versions_and_dialects() {
        let doc = |v: &str, extra: &str| format!("{{\"openapi\": \"{v}\"{extra}}}");
        assert_eq!(
            read("a.json", &doc("3.1.0", "")).map(|a| a.dialect).ok(),
            Some(Dialect::Draft2020_12)
        );
        let draft7 = ", \"jsonSchemaDialect\": \"http://json-schema.org/draft-07/schema#\"";
        assert_eq!(
            read("a.json", &doc("3.1.1", draft7))
                .map(|a| a.dialect)
                .ok(),
            Some(Dialect::Draft7)
        );
        let e = read("a.json", &doc("2.5", "")).err().map(|e| e.to_string());
        assert_eq!(e.as_deref(), Some("a.json: (root): openapi: version `2.5` is not read; the generator reads OpenAPI 3.0 and 3.1"));
        let e = read("a.json", "{\"swagger\": \"2.0\"}")
            .err()
            .map(|e| e.to_string());
        assert_eq!(e.as_deref(), Some("a.json: (root): swagger: Swagger 2.0 is not read; convert the document to OpenAPI 3 first"));
        let e = read("a.yaml", "openapi: [").err().map(|e| e.to_string());
        let expected = if cfg!(feature = "yaml") {
            "a.yaml: (root): not valid JSON or YAML: "
        } else {
            "a.yaml: (root): not valid JSON; an OpenAPI document in YAML needs wire-models-codegen's cargo feature `yaml`"
        };
        assert!(
            e.as_deref().is_some_and(|e| e.starts_with(expected)),
            "{e:?}"
        );
    }
}
