//! The dialects of JSON Schema the generator reads (draft-04, draft-06, draft-07, 2019-09 and
//! 2020-12), and what each one's keywords are: the front end of [`compile`](crate::compile),
//! which lowers every dialect into the one model of rules in [`ir`](crate::ir).
//!
//! A schema resource is written in the dialect its `$schema` names (an embedded resource may
//! name another); one that names none is in the default dialect, 2020-12 unless the
//! configuration (`"default_dialect"`) or [`Builder::default_dialect`](crate::Builder) says
//! otherwise. Everything a dialect does not have is an annotation in it, as its specification
//! says: `const` means nothing to draft-04, `if` nothing to draft-06.

use std::fmt;

/// A dialect of JSON Schema.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dialect {
    /// Draft 4 (`http://json-schema.org/draft-04/schema#`), also the base of OpenAPI 3.0's schema
    /// objects.
    Draft4,
    /// The schema objects of OpenAPI 3.0: draft-04's keywords less a few, with `nullable`,
    /// and the formats `int32`/`int64`. Chosen by an OpenAPI 3.0 document, never by `$schema`
    /// (so not among [`Dialect::ALL`]).
    OpenApi3_0,
    /// Draft 6 (`http://json-schema.org/draft-06/schema#`).
    Draft6,
    /// Draft 7 (`http://json-schema.org/draft-07/schema#`).
    Draft7,
    /// 2019-09 (`https://json-schema.org/draft/2019-09/schema`).
    Draft2019_09,
    /// 2020-12 (`https://json-schema.org/draft/2020-12/schema`), the default.
    #[default]
    Draft2020_12,
}

impl Dialect {
    /// Every dialect, oldest first.
    pub const ALL: [Dialect; 5] = [
        Dialect::Draft4,
        Dialect::Draft6,
        Dialect::Draft7,
        Dialect::Draft2019_09,
        Dialect::Draft2020_12,
    ];

    /// The name the configuration file and messages use: `draft-04`, `draft-06`, `draft-07`,
    /// `2019-09`, `2020-12`.
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Draft4 => "draft-04",
            Dialect::OpenApi3_0 => "openapi-3.0",
            Dialect::Draft6 => "draft-06",
            Dialect::Draft7 => "draft-07",
            Dialect::Draft2019_09 => "2019-09",
            Dialect::Draft2020_12 => "2020-12",
        }
    }

    /// The dialect named `name` (as [`Dialect::name`] writes it), among [`Dialect::ALL`].
    pub fn from_name(name: &str) -> Option<Dialect> {
        Dialect::ALL.into_iter().find(|d| d.name() == name)
    }

    /// The URI of the dialect's meta-schema, as a `$schema` declares it.
    pub fn meta_schema(self) -> &'static str {
        match self {
            Dialect::Draft4 => "http://json-schema.org/draft-04/schema#",
            Dialect::OpenApi3_0 => "https://spec.openapis.org/oas/3.0/schema/2021-09-28",
            Dialect::Draft6 => "http://json-schema.org/draft-06/schema#",
            Dialect::Draft7 => "http://json-schema.org/draft-07/schema#",
            Dialect::Draft2019_09 => "https://json-schema.org/draft/2019-09/schema",
            Dialect::Draft2020_12 => "https://json-schema.org/draft/2020-12/schema",
        }
    }

    /// The dialect whose official meta-schema `uri` (normalised, without fragment) is, under
    /// either scheme: `http://json-schema.org/draft-07/schema` and its `https` twin are both
    /// seen in the wild.
    pub(crate) fn of_meta_schema(uri: &str) -> Option<Dialect> {
        let rest = uri
            .strip_prefix("http://")
            .or_else(|| uri.strip_prefix("https://"))?
            .strip_prefix("json-schema.org/")?;
        Dialect::ALL.into_iter().find(|d| {
            let official = d.meta_schema().trim_end_matches('#');
            official.split_once("json-schema.org/").map(|(_, r)| r) == Some(rest)
        })
    }
}

/// Each format the runtime asserts, with the first dialect that defines it.
const FORMATS: &[(&str, Dialect)] = &[
    ("date-time", Dialect::Draft4),
    ("email", Dialect::Draft4),
    ("hostname", Dialect::Draft4),
    ("ipv4", Dialect::Draft4),
    ("ipv6", Dialect::Draft4),
    ("uri", Dialect::Draft4),
    ("uri-reference", Dialect::Draft6),
    ("uri-template", Dialect::Draft6),
    ("json-pointer", Dialect::Draft6),
    ("date", Dialect::Draft7),
    ("time", Dialect::Draft7),
    ("idn-email", Dialect::Draft7),
    ("idn-hostname", Dialect::Draft7),
    ("iri", Dialect::Draft7),
    ("iri-reference", Dialect::Draft7),
    ("relative-json-pointer", Dialect::Draft7),
    ("regex", Dialect::Draft7),
    ("duration", Dialect::Draft2019_09),
    ("uuid", Dialect::Draft2019_09),
];

/// How a member of a schema holds subschemas.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Holds {
    /// One schema (`not`, `additionalProperties`, ...).
    One,
    /// An object of schemas (`properties`, `$defs`, ...).
    Map,
    /// A non-empty array of schemas (`allOf`, `prefixItems`, ...).
    List,
    /// One schema, or an array of them: `items` before 2020-12.
    OneOrList,
    /// An object whose values are a schema or an array of member names: `dependencies`
    /// before 2019-09.
    Dependencies,
}

impl Dialect {
    /// How `keyword` holds subschemas in this dialect; `None` when it holds none here (a
    /// keyword the dialect does not have is an annotation, and what is inside it is not a
    /// schema).
    pub(crate) fn holds(self, keyword: &str) -> Option<Holds> {
        use Dialect::*;
        let since = |first: Dialect| self >= first;
        let until = |last: Dialect| self <= last;
        Some(match keyword {
            "additionalProperties" | "not" => Holds::One,
            "properties" | "patternProperties" => Holds::Map,
            "allOf" | "anyOf" | "oneOf" => Holds::List,
            "definitions" if until(Draft7) => Holds::Map,
            "dependencies" if until(Draft7) => Holds::Dependencies,
            "items" if until(Draft2019_09) => Holds::OneOrList,
            "additionalItems" if until(Draft2019_09) => Holds::One,
            "items" => Holds::One,
            "prefixItems" if since(Draft2020_12) => Holds::List,
            "contains" | "propertyNames" if since(Draft6) => Holds::One,
            "if" | "then" | "else" if since(Draft7) => Holds::One,
            "$defs" | "dependentSchemas" if since(Draft2019_09) => Holds::Map,
            "unevaluatedItems" | "unevaluatedProperties" | "contentSchema"
                if since(Draft2019_09) =>
            {
                Holds::One
            }
            _ => return None,
        })
    }

    /// Whether `keyword` is one of this dialect's own (assertions, applicators, core keywords
    /// and its annotations): a member that is not is an annotation, checked only for typos.
    pub(crate) fn has(self, keyword: &str) -> bool {
        use Dialect::*;
        if self.holds(keyword).is_some() {
            return true;
        }
        if self == OpenApi3_0 {
            match keyword {
                "nullable" | "discriminator" | "readOnly" | "writeOnly" | "example" | "xml"
                | "externalDocs" | "deprecated" => return true,
                "id" | "$schema" => return false,
                _ => {}
            }
        }
        let since = |first: Dialect| self >= first;
        match keyword {
            "$schema" | "$ref" | "type" | "enum" | "multipleOf" | "maximum"
            | "exclusiveMaximum" | "minimum" | "exclusiveMinimum" | "maxLength" | "minLength"
            | "pattern" | "maxItems" | "minItems" | "uniqueItems" | "maxProperties"
            | "minProperties" | "required" | "format" | "title" | "description" | "default" => true,
            "id" => self == Draft4,
            "$id" => since(Draft6),
            "const" | "examples" => since(Draft6),
            "$comment" | "readOnly" | "writeOnly" | "contentEncoding" | "contentMediaType" => {
                since(Draft7)
            }
            "$anchor" | "$vocabulary" | "dependentRequired" | "maxContains" | "minContains"
            | "deprecated" => since(Draft2019_09),
            "$recursiveRef" | "$recursiveAnchor" => self == Draft2019_09,
            "$dynamicRef" | "$dynamicAnchor" => since(Draft2020_12),
            _ => false,
        }
    }

    /// The member that gives a schema its URI: `id` in draft-04, `$id` after.
    pub(crate) fn id_keyword(self) -> &'static str {
        if self == Dialect::Draft4 {
            "id"
        } else {
            "$id"
        }
    }

    /// Whether an `id`/`$id` may carry a plain-name fragment that names the schema (`#foo`),
    /// as drafts 4 to 7 allow; later dialects have `$anchor` for that.
    pub(crate) fn anchors_in_id(self) -> bool {
        self <= Dialect::Draft7
    }

    /// Whether `exclusiveMaximum`/`exclusiveMinimum` are booleans that make `maximum`/`minimum`
    /// exclusive (draft-04 and OpenAPI 3.0), rather than numbers.
    pub(crate) fn boolean_bounds(self) -> bool {
        matches!(self, Dialect::Draft4 | Dialect::OpenApi3_0)
    }

    /// Whether `true` and `false` are schemas everywhere (draft-06 on); before, only as
    /// `additionalProperties` and `additionalItems`.
    pub(crate) fn has_boolean_schemas(self) -> bool {
        self >= Dialect::Draft6
    }

    /// Whether a `$ref` makes every other member of its schema ignored (drafts 4 to 7).
    pub(crate) fn ref_hides_siblings(self) -> bool {
        self <= Dialect::Draft7
    }

    /// Whether `format` is one this dialect defines, which the runtime asserts; any other
    /// `format` is an annotation in it.
    pub(crate) fn asserts_format(self, format: &str) -> bool {
        // OpenAPI 3.0's data types add `date` and the registry's `uuid` to draft-04's (`int32`
        // and `int64` are ranges, compiled as such; `byte`, `binary`, `password`, `float` and
        // `double` say nothing a value could break).
        const OPENAPI_3_0: &[&str] = &[
            "date-time",
            "date",
            "email",
            "hostname",
            "ipv4",
            "ipv6",
            "uri",
            "uuid",
        ];
        if self == Dialect::OpenApi3_0 {
            return OPENAPI_3_0.contains(&format);
        }
        FORMATS
            .iter()
            .any(|&(name, since)| name == format && self >= since)
    }
}

impl fmt::Display for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_meta_schemas_go_both_ways() {
        for d in Dialect::ALL {
            assert_eq!(Dialect::from_name(d.name()), Some(d));
            let uri = d.meta_schema().trim_end_matches('#');
            assert_eq!(Dialect::of_meta_schema(uri), Some(d));
            let other_scheme = if let Some(r) = uri.strip_prefix("https://") {
                format!("http://{r}")
            } else {
                format!("https://{}", &uri["http://".len()..])
            };
            assert_eq!(Dialect::of_meta_schema(&other_scheme), Some(d));
        }
        assert_eq!(Dialect::from_name("draft-7"), None);
        assert_eq!(
            Dialect::of_meta_schema("http://json-schema.org/draft-03/schema"),
            None
        );
        assert_eq!(
            Dialect::of_meta_schema("https://json-schema.org/draft/2020-12/meta/core"),
            None
        );
    }
}
