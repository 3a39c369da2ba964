//! The official meta-schemas of every dialect the generator reads (`metaschemas/`, vendored
//! unedited with json-schema-spec's licence): what a `$ref` or `$schema` naming one resolves to,
//! offline and without a remote map. Takes a normalised absolute URI without fragment and
//! produces the file name to show in messages and the document's text.

/// Every built-in meta-schema: (path of its URL under `json-schema.org/`, file name shown in
/// messages, text). The file sits at the URL's path with `.json` added, so one literal gives all
/// three and the table cannot name a file that is not the URL's.
macro_rules! official_table {
    ($($path:literal),* $(,)?) => {
        &[$((
            $path,
            concat!("metaschemas/", $path, ".json"),
            include_str!(concat!("../metaschemas/", $path, ".json")),
        )),*]
    };
}

static OFFICIAL: &[(&str, &str, &str)] = official_table![
    "draft-04/schema",
    "draft-06/schema",
    "draft-07/schema",
    "draft/2019-09/schema",
    "draft/2019-09/meta/core",
    "draft/2019-09/meta/applicator",
    "draft/2019-09/meta/validation",
    "draft/2019-09/meta/meta-data",
    "draft/2019-09/meta/format",
    "draft/2019-09/meta/content",
    "draft/2020-12/schema",
    "draft/2020-12/meta/core",
    "draft/2020-12/meta/applicator",
    "draft/2020-12/meta/unevaluated",
    "draft/2020-12/meta/validation",
    "draft/2020-12/meta/meta-data",
    "draft/2020-12/meta/format-annotation",
    "draft/2020-12/meta/format-assertion",
    "draft/2020-12/meta/content",
];

/// Every built-in meta-schema: its path under `json-schema.org/` and its text.
pub(crate) fn all() -> impl Iterator<Item = (&'static str, &'static str)> {
    OFFICIAL.iter().map(|&(path, _, text)| (path, text))
}

/// The official meta-schema at `uri` (normalised, its fragment already removed), under either
/// scheme: draft-04 to draft-07 are named with `http://` and 2019-09 on with `https://`, and
/// both are met in the wild for each. Gives (file name for messages, e.g.
/// `metaschemas/draft-07/schema.json`, the document's text), or `None` for any other URI.
pub(crate) fn official(uri: &str) -> Option<(&'static str, &'static str)> {
    let path = uri
        .strip_prefix("https://")
        .or_else(|| uri.strip_prefix("http://"))?
        .strip_prefix("json-schema.org/")?;
    OFFICIAL
        .iter()
        .find(|(p, _, _)| *p == path)
        .map(|&(_, file, text)| (file, text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Dialect;
    use serde_json::Value;

    fn parsed(file: &str, text: &str) -> Value {
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{file}: {e}"))
    }

    /// The identifier a meta-schema declares for itself (`id` in draft-04, `$id` after), without
    /// the empty fragment draft-04 to draft-07 write.
    fn own_id(file: &str, json: &Value) -> String {
        let id = json.get("$id").or_else(|| json.get("id"));
        let id = id.and_then(Value::as_str);
        let id = id.unwrap_or_else(|| panic!("{file}: no `$id` or `id`"));
        id.strip_suffix('#').unwrap_or(id).to_owned()
    }

    fn other_scheme(uri: &str) -> String {
        match uri.strip_prefix("https://") {
            Some(rest) => format!("http://{rest}"),
            None => format!("https://{}", uri.strip_prefix("http://").unwrap()),
        }
    }

    #[test]
    fn each_meta_schema_is_found_by_its_own_id_under_both_schemes() {
        for &(_, file, text) in OFFICIAL {
            let json = parsed(file, text);
            assert!(json.is_object(), "{file}: not an object");
            let id = own_id(file, &json);
            for uri in [id.clone(), other_scheme(&id)] {
                let (found_file, found_text) =
                    official(&uri).unwrap_or_else(|| panic!("{uri} ({file}): not found"));
                assert_eq!(found_file, file, "{uri}");
                assert!(std::ptr::eq(found_text, text), "{uri}: another text");
            }
        }
    }

    #[test]
    fn every_dialect_has_its_meta_schema_built_in() {
        for dialect in Dialect::ALL {
            let uri = dialect.meta_schema().trim_end_matches('#');
            let (file, text) = official(uri).unwrap_or_else(|| panic!("{dialect}: {uri}"));
            assert_eq!(own_id(file, &parsed(file, text)), uri, "{dialect}");
        }
    }

    /// The documents form a closed set: every `$schema` and every `$ref` to another document
    /// (2019-09 and 2020-12 assemble `schema` from `meta/*` by relative references) is built in.
    #[test]
    fn every_meta_schema_a_built_in_one_names_is_built_in() {
        fn refs<'v>(value: &'v Value, out: &mut Vec<&'v str>) {
            match value {
                Value::Object(members) => {
                    for (key, member) in members {
                        match (key.as_str(), member.as_str()) {
                            ("$ref" | "$schema", Some(target)) => out.push(target),
                            _ => refs(member, out),
                        }
                    }
                }
                Value::Array(items) => items.iter().for_each(|item| refs(item, out)),
                _ => {}
            }
        }
        for &(_, file, text) in OFFICIAL {
            let json = parsed(file, text);
            let id = own_id(file, &json);
            let base = &id[..=id.rfind('/').unwrap()];
            let mut targets = Vec::new();
            refs(&json, &mut targets);
            assert!(!targets.is_empty(), "{file}: names no meta-schema");
            for target in targets {
                let target = target.split('#').next().unwrap();
                let uri = match target {
                    "" => continue, // a reference inside the document
                    t if t.contains("://") => t.to_owned(),
                    t => format!("{base}{t}"),
                };
                assert!(official(&uri).is_some(), "{file}: {uri} is not built in");
            }
        }
    }

    /// Every vendored file is reachable, so none is vendored in vain or left out of the table.
    #[test]
    fn the_table_lists_every_vendored_file() {
        fn json_files(dir: &std::path::Path, under: &str, out: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let entry = entry.unwrap();
                let name = entry.file_name().into_string().unwrap();
                if entry.file_type().unwrap().is_dir() {
                    json_files(&entry.path(), &format!("{under}{name}/"), out);
                } else if name.ends_with(".json") {
                    out.push(format!("{under}{name}"));
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("metaschemas");
        let mut on_disk = Vec::new();
        json_files(&root, "metaschemas/", &mut on_disk);
        on_disk.sort();
        let mut listed: Vec<String> = OFFICIAL.iter().map(|(_, f, _)| f.to_string()).collect();
        listed.sort();
        assert_eq!(listed, on_disk);
    }

    #[test]
    fn other_uris_are_not_official_meta_schemas() {
        for uri in [
            "http://json-schema.org/draft-03/schema",
            "https://json-schema.org/draft/2020-12/meta/hyper-schema",
            "https://json-schema.org/draft/2020-12/links",
            "https://json-schema.org/draft/2020-12/schema.json",
            "https://json-schema.org/draft/2020-12/",
            "https://json-schema.org/",
            "https://json-schema.org/v1",
            "https://example.com/draft-07/schema",
            "https://json-schema.org.example.com/draft-07/schema",
            "ftp://json-schema.org/draft-07/schema",
            "json-schema.org/draft-07/schema",
            "urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed",
            "",
        ] {
            assert_eq!(official(uri), None, "{uri}");
        }
    }
}
