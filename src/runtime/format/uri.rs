//! URIs and IRIs (RFC 3986, RFC 3987) and URI templates (RFC 6570), read in one pass over
//! their components.

/// Which of the four URI formats to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// `uri`: RFC 3986 `URI`, which needs a scheme.
    Uri,
    /// `uri-reference`: RFC 3986 `URI-reference`.
    UriReference,
    /// `iri`: RFC 3987 `IRI`.
    Iri,
    /// `iri-reference`: RFC 3987 `IRI-reference`.
    IriReference,
}

impl Kind {
    fn international(self) -> bool {
        matches!(self, Kind::Iri | Kind::IriReference)
    }

    fn needs_scheme(self) -> bool {
        matches!(self, Kind::Uri | Kind::Iri)
    }
}

/// RFC 3986 section 3 (with RFC 3987's `i` rules when `kind` is an IRI):
///
/// ```text
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
/// relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// The string is split at the first `#`, then at the first `?`, then at the scheme's `:`, which
/// is the first `:` if it comes before any `/` (otherwise there is no scheme, and a `:` in the
/// first segment of a relative path is refused, as `path-noscheme` requires).
pub(super) fn is_uri(text: &str, kind: Kind) -> bool {
    let iri = kind.international();
    let (rest, fragment) = match text.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (text, None),
    };
    if let Some(fragment) = fragment {
        // fragment = *( pchar / "/" / "?" )
        if !chars_ok(fragment, |c| is_pchar(c, iri) || c == '/' || c == '?') {
            return false;
        }
    }
    let (rest, query) = match rest.split_once('?') {
        Some((rest, query)) => (rest, Some(query)),
        None => (rest, None),
    };
    if let Some(query) = query {
        // query = *( pchar / "/" / "?" ); RFC 3987 adds iprivate to the query only.
        let query_char = |c| is_pchar(c, iri) || c == '/' || c == '?' || (iri && is_iprivate(c));
        if !chars_ok(query, query_char) {
            return false;
        }
    }
    let first_slash = rest.find('/').unwrap_or(rest.len());
    let hier = match rest[..first_slash].find(':') {
        Some(colon) => {
            if !is_scheme(&rest[..colon]) {
                // No valid scheme, so this is a relative path whose first segment holds ':'.
                return false;
            }
            &rest[colon + 1..]
        }
        None if kind.needs_scheme() => return false,
        None => rest,
    };
    match hier.strip_prefix("//") {
        Some(after) => {
            let end = after.find('/').unwrap_or(after.len());
            let (authority, path) = after.split_at(end);
            is_authority(authority, iri) && is_path(path, iri)
        }
        None => is_path(hier, iri),
    }
}

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
fn is_scheme(scheme: &str) -> bool {
    let mut bytes = scheme.bytes();
    bytes
        .next()
        .is_some_and(|first| first.is_ascii_alphabetic())
        && bytes.all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'+' | b'-' | b'.'))
}

/// `authority = [ userinfo "@" ] host [ ":" port ]`, where `host` is an IP literal in brackets
/// or a `reg-name` (which includes every dotted-quad IPv4 address, so `999.1.1.1` is a valid
/// name even though it is no address).
fn is_authority(authority: &str, iri: bool) -> bool {
    let (userinfo, host_port) = match authority.split_once('@') {
        Some((userinfo, host_port)) => (Some(userinfo), host_port),
        None => (None, authority),
    };
    if let Some(userinfo) = userinfo {
        // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
        if !chars_ok(userinfo, |c| {
            is_unreserved(c, iri) || is_sub_delim(c) || c == ':'
        }) {
            return false;
        }
    }
    let (host, port) = if let Some(literal) = host_port.strip_prefix('[') {
        let Some((literal, after)) = literal.split_once(']') else {
            return false;
        };
        if !is_ip_literal(literal) {
            return false;
        }
        match after.strip_prefix(':') {
            Some(port) => ("", Some(port)),
            None if after.is_empty() => ("", None),
            None => return false,
        }
    } else {
        match host_port.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (host_port, None),
        }
    };
    // reg-name = *( unreserved / pct-encoded / sub-delims ); `@` in it means a second `@`.
    chars_ok(host, |c| is_unreserved(c, iri) || is_sub_delim(c))
        && port.is_none_or(|port| port.bytes().all(|byte| byte.is_ascii_digit()))
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`, given what is inside the brackets.
/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`; the `v` is
/// case-insensitive, as every ABNF literal is.
fn is_ip_literal(literal: &str) -> bool {
    match literal.strip_prefix(['v', 'V']) {
        Some(future) => {
            let Some((version, rest)) = future.split_once('.') else {
                return false;
            };
            !version.is_empty()
                && version.bytes().all(|byte| byte.is_ascii_hexdigit())
                && !rest.is_empty()
                && rest
                    .chars()
                    .all(|c| is_unreserved(c, false) || is_sub_delim(c) || c == ':')
        }
        None => super::is_ipv6(literal),
    }
}

/// A path of any of RFC 3986's kinds: segments of `pchar` separated by `/`. Which kind is
/// allowed where follows from how [`is_uri`] splits: an authority is only read after `//`, and
/// the first segment's `:` is checked there.
fn is_path(path: &str, iri: bool) -> bool {
    chars_ok(path, |c| is_pchar(c, iri) || c == '/')
}

/// Whether every character of `text` is a percent-encoded octet (`%` and two hexadecimal
/// digits) or satisfies `allowed`.
fn chars_ok(text: &str, allowed: impl Fn(char) -> bool) -> bool {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '%' {
            let hex = |c: Option<char>| c.is_some_and(|c| c.is_ascii_hexdigit());
            if !hex(chars.next()) || !hex(chars.next()) {
                return false;
            }
        } else if !allowed(c) {
            return false;
        }
    }
    true
}

/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (the `%` is handled by
/// [`chars_ok`]).
fn is_pchar(c: char, iri: bool) -> bool {
    is_unreserved(c, iri) || is_sub_delim(c) || c == ':' || c == '@'
}

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`; RFC 3987's `iunreserved` adds
/// `ucschar`.
fn is_unreserved(c: char, iri: bool) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~') || (iri && is_ucschar(c))
}

/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
fn is_sub_delim(c: char) -> bool {
    matches!(
        c,
        '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | ';' | '='
    )
}

/// RFC 3987 `ucschar`: the non-ASCII characters an IRI may hold anywhere, which leave out
/// controls, surrogates, private use, specials and each plane's last two code points.
fn is_ucschar(c: char) -> bool {
    let c = u32::from(c);
    matches!(c, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF)
        || (0x1_0000..=0xE_FFFD).contains(&c)
            && (c & 0xFFFF) <= 0xFFFD
            && !(0xE_0000..0xE_1000).contains(&c)
}

/// RFC 3987 `iprivate`: private-use characters, allowed in an IRI's query only.
fn is_iprivate(c: char) -> bool {
    matches!(u32::from(c), 0xE000..=0xF8FF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

/// RFC 6570 section 2 (level 4):
///
/// ```text
/// URI-Template  = *( literals / expression )
/// expression    = "{" [ operator ] variable-list "}"
/// operator      = "+" / "#" / "." / "/" / ";" / "?" / "&" / "=" / "," / "!" / "@" / "|"
/// variable-list = varspec *( "," varspec )
/// varspec       = varname [ ":" max-length / "*" ]     max-length = %x31-39 0*3DIGIT
/// varname       = varchar *( ["."] varchar )           varchar = ALPHA / DIGIT / "_" / pct-encoded
/// ```
///
/// The operators `=`, `,`, `!`, `@` and `|` are reserved for future extensions, which RFC 6570
/// says a processor must refuse; they are refused here too, since no template using them can be
/// expanded. `literals` admits the apostrophe, as erratum 6937 corrects.
pub(super) fn is_uri_template(text: &str) -> bool {
    let mut rest = text;
    while !rest.is_empty() {
        let literal_end = rest.find(['{', '}']).unwrap_or(rest.len());
        if !chars_ok(&rest[..literal_end], is_template_literal) {
            return false;
        }
        rest = &rest[literal_end..];
        let Some(expression) = rest.strip_prefix('{') else {
            // Either the end, or a '}' that closes nothing.
            return rest.is_empty();
        };
        let Some((expression, after)) = expression.split_once('}') else {
            return false;
        };
        if !is_template_expression(expression) {
            return false;
        }
        rest = after;
    }
    true
}

/// A literal character of a URI template (the `%` of a triplet is handled by [`chars_ok`]):
/// any but controls, space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|` and the braces, plus
/// `ucschar` and `iprivate`.
fn is_template_literal(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_graphic() && !matches!(c, '"' | '<' | '>' | '\\' | '^' | '`' | '{' | '|' | '}')
    } else {
        is_ucschar(c) || is_iprivate(c)
    }
}

/// What is between an expression's braces.
fn is_template_expression(expression: &str) -> bool {
    let variables = expression
        .strip_prefix(['+', '#', '.', '/', ';', '?', '&'])
        .unwrap_or(expression);
    variables.split(',').all(|varspec| {
        let (name, modifier) = match varspec.find([':', '*']) {
            Some(index) => varspec.split_at(index),
            None => (varspec, ""),
        };
        let modifier_ok = match modifier.strip_prefix(':') {
            Some(length) => {
                (1..=4).contains(&length.len())
                    && !length.starts_with('0')
                    && length.bytes().all(|byte| byte.is_ascii_digit())
            }
            None => modifier.is_empty() || modifier == "*",
        };
        modifier_ok
            && name.split('.').all(|part| {
                !part.is_empty() && chars_ok(part, |c| c.is_ascii_alphanumeric() || c == '_')
            })
    })
}
