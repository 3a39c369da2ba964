//! Where references lead: RFC 3986 URI resolution, and the index of schema resources (`$id`),
//! anchors (`$anchor`, `$dynamicAnchor`) and base URIs that [`compile`](crate::compile) looks
//! references up in, with the `$schema` each location is written in.
//!
//! URIs are compared as strings after a light RFC 3986 §6.2.2 normalisation (scheme and host in
//! lower case, percent-encodings in upper case, unreserved characters decoded, characters a URI
//! cannot hold percent-encoded), so `party.schema.json` resolved against
//! `file:///schemas/invoice.schema.json` finds the document given as `schemas/party.schema.json`.
//! The resolver is written here rather than taken from the `url` crate because `url` follows the
//! WHATWG URL standard, which rewrites `file:` and special-scheme URIs in ways RFC 3986 (the one
//! JSON Schema names) does not; URNs and `tag:` URIs need nothing special under RFC 3986.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::diagnostic::{pointer_join, pointer_unescape, Diagnostic};
use crate::dialect::{Dialect, Holds};

/// A schema location: a document (its index in the program) and a JSON pointer within it,
/// escaped as RFC 6901 says.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Loc {
    pub doc: usize,
    pub pointer: String,
}

/// The parts of a URI reference (RFC 3986 appendix B), borrowed from its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Parts<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

fn is_scheme(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

fn parse(s: &str) -> Parts<'_> {
    let (rest, fragment) = match s.find('#') {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let (rest, query) = match rest.find('?') {
        Some(i) => (&rest[..i], Some(&rest[i + 1..])),
        None => (rest, None),
    };
    let (scheme, rest) = match rest.find([':', '/']) {
        Some(i) if rest[i..].starts_with(':') && is_scheme(&rest[..i]) => {
            (Some(&rest[..i]), &rest[i + 1..])
        }
        _ => (None, rest),
    };
    let (authority, path) = match rest.strip_prefix("//") {
        Some(after) => {
            let end = after.find('/').unwrap_or(after.len());
            (Some(&after[..end]), &after[end..])
        }
        None => (None, rest),
    };
    Parts {
        scheme,
        authority,
        path,
        query,
        fragment,
    }
}

fn recompose(p: &Parts<'_>, path: &str) -> String {
    let mut out = String::new();
    if let Some(s) = p.scheme {
        out.push_str(&s.to_ascii_lowercase());
        out.push(':');
    }
    if let Some(a) = p.authority {
        out.push_str("//");
        // The host is case-insensitive, the user information is not.
        match a.rfind('@') {
            Some(i) => {
                out.push_str(&a[..=i]);
                out.push_str(&a[i + 1..].to_ascii_lowercase());
            }
            None => out.push_str(&a.to_ascii_lowercase()),
        }
    }
    let http = matches!(
        p.scheme.map(str::to_ascii_lowercase).as_deref(),
        Some("http" | "https")
    );
    if path.is_empty() && p.authority.is_some() && http {
        out.push('/');
    } else {
        out.push_str(path);
    }
    if let Some(q) = p.query {
        out.push('?');
        out.push_str(q);
    }
    if let Some(f) = p.fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

/// RFC 3986 §5.2.4.
fn remove_dot_segments(path: &str) -> String {
    let mut input = path;
    let mut output: Vec<&str> = Vec::new();
    // Each pushed piece is "/segment" or, at the start of a relative path, "segment".
    while !input.is_empty() {
        if let Some(r) = input.strip_prefix("../") {
            input = r;
        } else if let Some(r) = input.strip_prefix("./") {
            input = r;
        } else if input.starts_with("/./") {
            input = &input[2..];
        } else if input == "/." {
            input = "/";
        } else if input.starts_with("/../") {
            input = &input[3..];
            output.pop();
        } else if input == "/.." {
            input = "/";
            output.pop();
        } else if input == "." || input == ".." {
            input = "";
        } else {
            let start = usize::from(input.starts_with('/'));
            let end = input[start..].find('/').map_or(input.len(), |i| i + start);
            output.push(&input[..end]);
            input = &input[end..];
        }
    }
    output.concat()
}

fn merge(base: &Parts<'_>, reference: &str) -> String {
    if base.authority.is_some() && base.path.is_empty() {
        format!("/{reference}")
    } else {
        match base.path.rfind('/') {
            Some(i) => format!("{}{reference}", &base.path[..=i]),
            None => reference.to_owned(),
        }
    }
}

/// Resolves `reference` against the absolute URI `base` (RFC 3986 §5.2.2), both normalised.
/// The result keeps the reference's fragment, if any.
pub(crate) fn resolve(base: &str, reference: &str) -> String {
    let base = normalize(base);
    let reference = normalize(reference);
    let b = parse(&base);
    let r = parse(&reference);
    let (mut t, path) = if r.scheme.is_some() {
        (r, remove_dot_segments(r.path))
    } else if r.authority.is_some() {
        (
            Parts {
                scheme: b.scheme,
                ..r
            },
            remove_dot_segments(r.path),
        )
    } else if r.path.is_empty() {
        (
            Parts {
                query: r.query.or(b.query),
                fragment: r.fragment,
                ..b
            },
            b.path.to_owned(),
        )
    } else {
        let path = if r.path.starts_with('/') {
            remove_dot_segments(r.path)
        } else {
            remove_dot_segments(&merge(&b, r.path))
        };
        (
            Parts {
                query: r.query,
                fragment: r.fragment,
                ..b
            },
            path,
        )
    };
    t.fragment = r.fragment;
    recompose(&t, &path)
}

/// Whether `uri` has a scheme, i.e. is absolute (possibly with a fragment).
pub(crate) fn is_absolute(uri: &str) -> bool {
    parse(uri).scheme.is_some()
}

/// `uri` without its fragment, and the fragment (`None` when there is no `#`).
pub(crate) fn split_fragment(uri: &str) -> (&str, Option<&str>) {
    match uri.find('#') {
        Some(i) => (&uri[..i], Some(&uri[i + 1..])),
        None => (uri, None),
    }
}

/// The base URI of a schema given as `file` (a path as users write it, `/`-separated).
pub(crate) fn file_uri(file: &str) -> String {
    let path = format!("/{}", file.replace('\\', "/").trim_start_matches('/'));
    normalize(&format!("file://{}", remove_dot_segments(&path)))
}

fn hex(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

fn is_uri_char(b: u8) -> bool {
    is_unreserved(b) || b":/?#[]@!$&'()*+,;=".contains(&b)
}

/// RFC 3986 §6.2.2: one spelling per URI, so that equal URIs compare equal as strings.
pub(crate) fn normalize(uri: &str) -> String {
    let bytes = uri.as_bytes();
    let mut out = String::with_capacity(uri.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'%' {
            if let (Some(h), Some(l)) = (
                bytes.get(i + 1).copied().and_then(hex),
                bytes.get(i + 2).copied().and_then(hex),
            ) {
                let decoded = h * 16 + l;
                if is_unreserved(decoded) {
                    out.push(char::from(decoded));
                } else {
                    out.push_str(&format!("%{decoded:02X}"));
                }
                i += 3;
                continue;
            }
            out.push_str("%25");
        } else if is_uri_char(b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
        i += 1;
    }
    out
}

/// Decodes the percent-encodings of a fragment; `None` when the bytes are not UTF-8.
pub(crate) fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            if let (Some(h), Some(l)) = (
                bytes.get(i + 1).copied().and_then(hex),
                bytes.get(i + 2).copied().and_then(hex),
            ) {
                out.push(h * 16 + l);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// What a fragment names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Fragment {
    /// A JSON pointer, as unescaped tokens (`#` alone is the empty pointer).
    Pointer(Vec<String>),
    /// A plain name: an `$anchor` or `$dynamicAnchor`.
    Anchor(String),
}

/// Reads a (still percent-encoded) fragment; `None` when it does not decode to UTF-8.
pub(crate) fn read_fragment(fragment: &str) -> Option<Fragment> {
    let text = percent_decode(fragment)?;
    Some(if text.is_empty() {
        Fragment::Pointer(Vec::new())
    } else if let Some(rest) = text.strip_prefix('/') {
        Fragment::Pointer(rest.split('/').map(pointer_unescape).collect())
    } else {
        Fragment::Anchor(text)
    })
}

/// Whether `name` is a valid `$anchor`/`$dynamicAnchor` (an XML NCName as 2020-12 restricts it).
pub(crate) fn is_anchor_name(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// Every subschema directly inside `schema`, a schema of `dialect`, with its pointer, in the
/// order written. Operands of the wrong shape are skipped here (the compiler reports them).
pub(crate) fn subschemas<'v>(
    schema: &'v Map<String, Value>,
    pointer: &str,
    dialect: Dialect,
) -> Vec<(String, &'v Value)> {
    let mut out = Vec::new();
    for (key, value) in schema {
        let Some(holds) = dialect.holds(key) else {
            continue;
        };
        let here = pointer_join(pointer, key);
        match (holds, value) {
            (Holds::One, _) | (Holds::OneOrList, Value::Object(_) | Value::Bool(_)) => {
                out.push((here, value))
            }
            (Holds::Map | Holds::Dependencies, Value::Object(members)) => out.extend(
                members
                    .iter()
                    .filter(|(_, v)| holds == Holds::Map || !v.is_array())
                    .map(|(k, v)| (pointer_join(&here, k), v)),
            ),
            (Holds::List | Holds::OneOrList, Value::Array(items)) => out.extend(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (pointer_join(&here, &i.to_string()), v)),
            ),
            _ => {}
        }
    }
    out
}

/// Why a reference leads nowhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Miss {
    /// No resource has this URI (the caller may fetch it).
    NoResource,
    /// The resource has no such anchor.
    NoAnchor(String),
    /// The pointer names nothing in the document.
    NoPointer(String),
    /// The fragment is neither a pointer nor a name.
    BadFragment,
}

/// The resources, anchors and base URIs of every document indexed so far.
#[derive(Debug, Default)]
pub(crate) struct Index {
    /// Resource URIs (absolute, no fragment) to their root locations.
    resources: BTreeMap<String, Loc>,
    /// `(resource URI, name)` of each `$anchor` and `$dynamicAnchor`.
    anchors: BTreeMap<(String, String), Loc>,
    /// The base URI in effect at each schema location (after its own `$id`).
    bases: BTreeMap<Loc, String>,
    /// Each resource root, with the `$dynamicAnchor`s its resource declares, in document order.
    roots: BTreeMap<Loc, Vec<(String, Loc)>>,
    /// The file of each document, for diagnostics.
    files: BTreeMap<usize, String>,
    /// The schema locations that declare `$schema` (as a string), with its text: the dialect
    /// of the location and of everything below it that declares none of its own.
    dialects: BTreeMap<Loc, String>,
}

impl Index {
    /// Indexes document `doc` (written `file` in diagnostics), first known by `uri` (absolute,
    /// normalised, no fragment), whose schemas start at the JSON pointers `roots` (`[""]`: the
    /// document is a schema) and are in `dialect` unless they declare another with `$schema`
    /// (`dialect_of` names the dialect of a `$schema` value, when it can tell). Returns its
    /// base URI (its root `$id` resolved against `uri`).
    #[allow(clippy::too_many_arguments)]
    pub fn add_document(
        &mut self,
        doc: usize,
        file: &str,
        uri: &str,
        json: &Value,
        roots: &[String],
        dialect: Dialect,
        dialect_of: &dyn Fn(&str) -> Option<Dialect>,
        diags: &mut Vec<Diagnostic>,
    ) -> String {
        let root = Loc {
            doc,
            pointer: String::new(),
        };
        self.files.insert(doc, file.to_owned());
        self.register(uri, &root, "", file, diags);
        self.roots.insert(root.clone(), Vec::new());
        let mut walker = Walker {
            index: self,
            file,
            dialect_of,
            diags,
        };
        walker.index.bases.insert(root.clone(), uri.to_owned());
        for pointer in roots {
            let Some(schema) = json.pointer(pointer) else {
                continue;
            };
            let at = Loc {
                doc,
                pointer: pointer.clone(),
            };
            walker.walk(schema, &at, uri, &root, dialect);
        }
        self.base_of(&root)
    }

    /// Records that `uri` names `loc`; `keyword` is the member that says so (`$id`, or `""`
    /// for the URI a document is given or fetched by).
    fn register(
        &mut self,
        uri: &str,
        loc: &Loc,
        keyword: &str,
        file: &str,
        diags: &mut Vec<Diagnostic>,
    ) {
        match self.resources.get(uri) {
            Some(other) if other != loc => {
                let other_file = self.files.get(&other.doc).map_or("", String::as_str);
                diags.push(Diagnostic {
                    file: file.to_owned(),
                    pointer: loc.pointer.clone(),
                    keyword: keyword.to_owned(),
                    reason: format!(
                        "`{uri}` already names the schema at {other_file}#{}; each URI must name one schema",
                        other.pointer
                    ),
                });
            }
            Some(_) => {}
            None => {
                self.resources.insert(uri.to_owned(), loc.clone());
            }
        }
    }

    /// The base URI in effect at `loc`: its own, or that of the nearest indexed location above
    /// it (for locations reached only by a pointer, such as inside an unknown keyword).
    pub fn base_of(&self, loc: &Loc) -> String {
        let mut pointer = loc.pointer.as_str();
        loop {
            let here = Loc {
                doc: loc.doc,
                pointer: pointer.to_owned(),
            };
            if let Some(base) = self.bases.get(&here) {
                return base.clone();
            }
            match pointer.rfind('/') {
                Some(i) => pointer = &pointer[..i],
                None => return String::new(),
            }
        }
    }

    /// The nearest location at or above `loc` that declares `$schema`, with the text it
    /// declares; `None` when none does (the 2020-12 dialect then applies).
    pub fn dialect_of(&self, loc: &Loc) -> Option<(Loc, &str)> {
        let mut pointer = loc.pointer.as_str();
        loop {
            let here = Loc {
                doc: loc.doc,
                pointer: pointer.to_owned(),
            };
            if let Some(uri) = self.dialects.get(&here) {
                return Some((here, uri.as_str()));
            }
            match pointer.rfind('/') {
                Some(i) => pointer = &pointer[..i],
                None => return None,
            }
        }
    }

    /// The `$dynamicAnchor`s of the resource that contains `loc` (the nearest resource root at
    /// or above it). Evaluation that reaches `loc`, by a `$ref` from elsewhere too, enters that
    /// resource, so the runtime puts its anchors in the dynamic scope at every node of it:
    /// repeating a resource changes nothing, since the outermost occurrence decides.
    pub fn dynamic_anchors(&self, loc: &Loc) -> Option<&[(String, Loc)]> {
        let mut pointer = loc.pointer.as_str();
        loop {
            let here = Loc {
                doc: loc.doc,
                pointer: pointer.to_owned(),
            };
            if let Some(anchors) = self.roots.get(&here) {
                return Some(anchors.as_slice());
            }
            match pointer.rfind('/') {
                Some(i) => pointer = &pointer[..i],
                None => return None,
            }
        }
    }

    /// The location an absolute URI (normalised, fragment included or not) names, given the
    /// documents so far (`json_of(doc)` gives a document's text).
    pub fn locate<'j>(
        &self,
        uri: &str,
        json_of: impl Fn(usize) -> Option<&'j Value>,
    ) -> Result<Loc, Miss> {
        let (resource, fragment) = split_fragment(uri);
        let root = self.resources.get(resource).ok_or(Miss::NoResource)?;
        match read_fragment(fragment.unwrap_or("")).ok_or(Miss::BadFragment)? {
            Fragment::Anchor(name) => self
                .anchors
                .get(&(resource.to_owned(), name.clone()))
                .cloned()
                .ok_or(Miss::NoAnchor(name)),
            Fragment::Pointer(tokens) => {
                let pointer = tokens
                    .iter()
                    .fold(root.pointer.clone(), |p, t| pointer_join(&p, t));
                let found = json_of(root.doc)
                    .and_then(|j| j.pointer(&pointer))
                    .is_some();
                if found {
                    Ok(Loc {
                        doc: root.doc,
                        pointer,
                    })
                } else {
                    Err(Miss::NoPointer(pointer))
                }
            }
        }
    }
}

struct Walker<'i, 'd> {
    index: &'i mut Index,
    file: &'i str,
    dialect_of: &'i dyn Fn(&str) -> Option<Dialect>,
    diags: &'d mut Vec<Diagnostic>,
}

impl Walker<'_, '_> {
    fn report(&mut self, loc: &Loc, keyword: &str, reason: String) {
        self.diags.push(Diagnostic {
            file: self.file.to_owned(),
            pointer: loc.pointer.clone(),
            keyword: keyword.to_owned(),
            reason,
        });
    }

    fn walk(&mut self, value: &Value, loc: &Loc, base: &str, resource: &Loc, dialect: Dialect) {
        let Some(schema) = value.as_object() else {
            self.index.bases.insert(loc.clone(), base.to_owned());
            return;
        };
        let mut base = base.to_owned();
        let mut resource = resource.clone();
        let mut dialect = dialect;
        if let Some(Value::String(declared)) = schema.get("$schema") {
            self.index.dialects.insert(loc.clone(), declared.clone());
            dialect = (self.dialect_of)(declared).unwrap_or(dialect);
        }
        let id_keyword = dialect.id_keyword();
        // Up to draft-07 a `$ref` hides its siblings, `$id` included: it does not change the
        // base URI the reference is resolved against.
        let hidden = dialect.ref_hides_siblings() && schema.contains_key("$ref");
        let mut anchors = Vec::new();
        match schema.get(id_keyword) {
            _ if hidden => {}
            None => {}
            // Schema generators (jsonschema.net's among them) write `"$id":
            // "#/properties/name"` in each subschema: a JSON pointer alone, which names no
            // resource (it has no URI) and no anchor (it is no plain name), and which other
            // validators pass over. So do we; a `$ref` with that pointer resolves as a pointer.
            Some(Value::String(id)) if id.starts_with("#/") => {}
            Some(Value::String(id)) => {
                let resolved = resolve(&base, id);
                let (uri, fragment) = split_fragment(&resolved);
                let fragment = fragment.filter(|f| !f.is_empty());
                let names_anchor = dialect.anchors_in_id()
                    && fragment.is_some_and(|f| !f.starts_with('/') && is_anchor_name(f));
                if fragment.is_some() && !names_anchor {
                    let hint = if dialect.anchors_in_id() {
                        "a fragment here must be a plain name (`#foo`)"
                    } else {
                        "use `$anchor` to name a location"
                    };
                    self.report(
                        loc,
                        id_keyword,
                        format!("`{id}` has a fragment; `{id_keyword}` names a resource, {hint}"),
                    );
                } else if !is_absolute(uri) {
                    self.report(
                        loc,
                        id_keyword,
                        format!("`{id}` does not resolve to an absolute URI"),
                    );
                } else {
                    // `#foo` alone names this schema within the current resource; with a URI
                    // before it, that URI is a resource of its own.
                    if !id.starts_with('#') {
                        base = uri.to_owned();
                        self.index
                            .register(&base, loc, id_keyword, self.file, self.diags);
                        self.index.roots.entry(loc.clone()).or_default();
                        resource = loc.clone();
                    }
                    if let Some(name) = fragment.filter(|_| names_anchor) {
                        anchors.push((id_keyword, name.to_owned()));
                    }
                }
            }
            Some(_) => self.report(loc, id_keyword, "must be a string (a URI reference)".into()),
        }
        self.index.bases.insert(loc.clone(), base.clone());
        for keyword in ["$anchor", "$dynamicAnchor"] {
            if !dialect.has(keyword) || hidden {
                continue;
            }
            match schema.get(keyword) {
                None => {}
                Some(Value::String(name)) if is_anchor_name(name) => {
                    anchors.push((keyword, name.clone()))
                }
                Some(_) => self.report(
                    loc,
                    keyword,
                    "must be a name: a letter or `_`, then letters, digits, `-`, `_` or `.`".into(),
                ),
            }
        }
        for (keyword, name) in anchors {
            let key = (base.clone(), name.clone());
            match self.index.anchors.get(&key) {
                Some(other) if other != loc => {
                    let reason = format!(
                        "the anchor `{name}` is also declared at `{}` in the same resource `{base}`",
                        other.pointer
                    );
                    self.report(loc, keyword, reason);
                }
                Some(_) => {}
                None => {
                    self.index.anchors.insert(key, loc.clone());
                }
            }
            if keyword == "$dynamicAnchor" {
                if let Some(list) = self.index.roots.get_mut(&resource) {
                    list.push((name, loc.clone()));
                }
            }
        }
        // 2019-09's `$recursiveAnchor: true` at a resource root is a dynamic anchor with a
        // name no `$dynamicAnchor` can have, which `$recursiveRef` looks for.
        if dialect.has("$recursiveAnchor")
            && &resource == loc
            && schema.get("$recursiveAnchor") == Some(&Value::Bool(true))
        {
            if let Some(list) = self.index.roots.get_mut(&resource) {
                list.push((RECURSIVE_ANCHOR.to_owned(), loc.clone()));
            }
        }
        for (pointer, child) in subschemas(schema, &loc.pointer, dialect) {
            let child_loc = Loc {
                doc: loc.doc,
                pointer,
            };
            self.walk(child, &child_loc, &base, &resource, dialect);
        }
    }
}

/// The dynamic anchor that stands for 2019-09's `$recursiveAnchor: true` (empty, which no
/// `$dynamicAnchor` can be).
pub(crate) const RECURSIVE_ANCHOR: &str = "";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_rfc3986_examples() {
        // RFC 3986 §5.4.1 and §5.4.2.
        let base = "http://a/b/c/d;p?q";
        for (r, want) in [
            ("g:h", "g:h"),
            ("g", "http://a/b/c/g"),
            ("./g", "http://a/b/c/g"),
            ("g/", "http://a/b/c/g/"),
            ("/g", "http://a/g"),
            ("//g", "http://g/"),
            ("?y", "http://a/b/c/d;p?y"),
            ("g?y", "http://a/b/c/g?y"),
            ("#s", "http://a/b/c/d;p?q#s"),
            ("g#s", "http://a/b/c/g#s"),
            ("", "http://a/b/c/d;p?q"),
            (".", "http://a/b/c/"),
            ("..", "http://a/b/"),
            ("../g", "http://a/b/g"),
            ("../../g", "http://a/g"),
            ("../../../g", "http://a/g"),
            ("/./g", "http://a/g"),
            ("g.", "http://a/b/c/g."),
            ("./../g", "http://a/b/g"),
            ("g/./h", "http://a/b/c/g/h"),
            ("g/../h", "http://a/b/c/h"),
            ("g;x=1/../y", "http://a/b/c/y"),
        ] {
            assert_eq!(resolve(base, r), want, "{r}");
        }
    }

    #[test]
    fn resolves_against_urns_and_files() {
        assert_eq!(
            resolve("urn:uuid:deadbeef-1234", "#/$defs/bar"),
            "urn:uuid:deadbeef-1234#/$defs/bar"
        );
        assert_eq!(
            resolve("urn:example:weather?=op=map", "#foo"),
            "urn:example:weather?=op=map#foo"
        );
        assert_eq!(
            resolve(
                &file_uri("schemas/invoice.schema.json"),
                "party.schema.json#/$defs/a"
            ),
            "file:///schemas/party.schema.json#/$defs/a"
        );
        assert_eq!(
            resolve("HTTP://Example.COM", "a%7e%2f b"),
            "http://example.com/a~%2F%20b"
        );
        assert_eq!(file_uri("./schemas/../x y.json"), "file:///x%20y.json");
        assert_eq!(file_uri("C:\\s\\a.json"), "file:///C:/s/a.json");
    }

    #[test]
    fn reads_fragments() {
        assert_eq!(
            read_fragment("/$defs/percent%25field/a~1b~0c"),
            Some(Fragment::Pointer(vec![
                "$defs".into(),
                "percent%field".into(),
                "a/b~c".into()
            ]))
        );
        assert_eq!(read_fragment(""), Some(Fragment::Pointer(vec![])));
        assert_eq!(read_fragment("foo"), Some(Fragment::Anchor("foo".into())));
        assert_eq!(read_fragment("%FF"), None);
    }
}
