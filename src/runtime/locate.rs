//! Where a JSON path stands in the text it was read from: the line and column that an error of a
//! checked type reports. Those types are checked after the whole document is parsed, when the
//! reader's position is the document's end; so on the error path (and only there) the text is
//! scanned again along the error's path. Linear in the text, no allocation but for member names
//! with escapes.

use crate::Segment;

/// The line and column (from 1; the column counts bytes, as serde_json's do) of the value at
/// `path` in `text`, or of the deepest container on the way when the path goes on past what the
/// text holds (a missing member is reported at its object). `None` when `text` is not the JSON
/// the path was taken in.
pub fn locate(text: &[u8], path: &[Segment]) -> Option<(usize, usize)> {
    let offset = offset_of(text, path)?;
    let before = &text[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    Some((line, offset - line_start + 1))
}

fn offset_of(text: &[u8], path: &[Segment]) -> Option<usize> {
    let mut at = skip_space(text, 0);
    for segment in path {
        let found = match segment {
            Segment::Key(key) => member(text, at, key)?,
            Segment::Index(index) => item(text, at, *index)?,
        };
        match found {
            Some(value) => at = value,
            // The path names something the text does not have: its container is the place.
            None => break,
        }
    }
    Some(at)
}

/// The offset of the value of member `key` of the object at `at`; `Some(None)` when the object
/// has no such member.
fn member(text: &[u8], at: usize, key: &str) -> Option<Option<usize>> {
    if text.get(at) != Some(&b'{') {
        return None;
    }
    let mut i = skip_space(text, at + 1);
    if text.get(i) == Some(&b'}') {
        return Some(None);
    }
    loop {
        let name_end = string_end(text, i)?;
        let name = &text[i..name_end];
        i = skip_space(text, name_end);
        if text.get(i) != Some(&b':') {
            return None;
        }
        i = skip_space(text, i + 1);
        if name_is(name, key) {
            return Some(Some(i));
        }
        i = skip_space(text, value_end(text, i)?);
        match text.get(i) {
            Some(b',') => i = skip_space(text, i + 1),
            Some(b'}') => return Some(None),
            _ => return None,
        }
    }
}

/// The offset of item `index` of the array at `at`; `Some(None)` when it is shorter.
fn item(text: &[u8], at: usize, index: usize) -> Option<Option<usize>> {
    if text.get(at) != Some(&b'[') {
        return None;
    }
    let mut i = skip_space(text, at + 1);
    if text.get(i) == Some(&b']') {
        return Some(None);
    }
    for _ in 0..index {
        i = skip_space(text, value_end(text, i)?);
        match text.get(i) {
            Some(b',') => i = skip_space(text, i + 1),
            Some(b']') => return Some(None),
            _ => return None,
        }
    }
    Some(Some(i))
}

/// Whether the JSON string `quoted` (quotes included) is `key`.
fn name_is(quoted: &[u8], key: &str) -> bool {
    let inner = &quoted[1..quoted.len() - 1];
    if !inner.contains(&b'\\') {
        return inner == key.as_bytes();
    }
    std::str::from_utf8(quoted)
        .ok()
        .and_then(|q| serde_json::from_str::<String>(q).ok())
        .is_some_and(|name| name == key)
}

/// The offset just past the value that starts at `at`.
fn value_end(text: &[u8], at: usize) -> Option<usize> {
    match text.get(at)? {
        b'"' => string_end(text, at),
        b'{' | b'[' => {
            // Brackets nest; strings inside are skipped whole, so their brackets do not count.
            let mut depth = 0usize;
            let mut i = at;
            while i < text.len() {
                match text[i] {
                    b'"' => {
                        i = string_end(text, i)?;
                        continue;
                    }
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth -= 1;
                        if depth == 0 {
                            return Some(i + 1);
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
            None
        }
        _ => {
            // A number or a literal: up to the next delimiter.
            let rest = &text[at..];
            let len = rest
                .iter()
                .position(|b| matches!(b, b',' | b'}' | b']') || b.is_ascii_whitespace())
                .unwrap_or(rest.len());
            Some(at + len)
        }
    }
}

/// The offset just past the string whose opening quote is at `at`.
fn string_end(text: &[u8], at: usize) -> Option<usize> {
    if text.get(at) != Some(&b'"') {
        return None;
    }
    let mut i = at + 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

fn skip_space(text: &[u8], mut i: usize) -> usize {
    while text.get(i).is_some_and(u8::is_ascii_whitespace) {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(k: &str) -> Segment {
        Segment::Key(k.to_owned())
    }

    #[test]
    fn finds_members_and_items_through_strings_escapes_and_nesting() {
        let text = br#"{
  "a": "x}]\"{",
  "b\u0022c": [1, {"d": [true, null]}, "e"],
  "lines": [
    {"sku": "A", "price": 0.005}
  ]
}"#;
        assert_eq!(locate(text, &[]), Some((1, 1)));
        assert_eq!(locate(text, &[key("a")]), Some((2, 8)));
        // An escaped name is compared unescaped.
        assert_eq!(locate(text, &[key("b\"c")]), Some((3, 15)));
        assert_eq!(
            locate(text, &[key("b\"c"), Segment::Index(2)]),
            Some((3, 40))
        );
        assert_eq!(
            locate(
                text,
                &[key("b\"c"), Segment::Index(1), key("d"), Segment::Index(1)]
            ),
            Some((3, 32))
        );
        assert_eq!(
            locate(text, &[key("lines"), Segment::Index(0), key("price")]),
            Some((5, 27))
        );
    }

    #[test]
    fn a_missing_member_is_placed_at_its_object() {
        let text = br#"{"readings": [{"celsius": 20}]}"#;
        let path = [key("readings"), Segment::Index(0), key("status")];
        assert_eq!(locate(text, &path), Some((1, 15)));
        assert_eq!(
            locate(text, &[key("readings"), Segment::Index(3)]),
            Some((1, 14))
        );
    }

    #[test]
    fn text_that_does_not_hold_the_path_gives_none() {
        assert_eq!(locate(br#"[1, 2]"#, &[key("a")]), None);
        assert_eq!(locate(br#"{"a": "unterminated"#, &[key("b")]), None);
    }
}
