//! Markdown from schema text: code spans, escaped prose and description blocks, shared by the
//! rustdoc of the generated types and the model pages, so a description reads the same in both
//! and nothing in it (a `[n]`, a `<tag>`, a bare URL) turns into markup by accident.

/// `text` as a Markdown code span.
pub fn code(text: &str) -> String {
    if text.is_empty() {
        return "(empty)".to_string();
    }
    let fence = "`".repeat(longest_run(text, '`') + 1);
    if text.starts_with('`')
        || text.ends_with('`')
        || (text.starts_with(' ') && text.ends_with(' '))
    {
        format!("{fence} {text} {fence}")
    } else {
        format!("{fence}{text}{fence}")
    }
}

/// The longest run of `c` in `text` (a code fence must be longer).
pub fn longest_run(text: &str, c: char) -> usize {
    let mut longest = 0;
    let mut run = 0;
    for ch in text.chars() {
        if ch == c {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    longest
}

/// The schema's own words (title, then description) as Markdown paragraphs, each followed by a
/// blank line: schema text is plain text, so nothing in it may become markup.
pub fn schema_prose(title: Option<&str>, description: Option<&str>) -> String {
    let mut text = String::new();
    if let Some(title) = title {
        text.push_str(&inline_text(title));
        text.push_str("\n\n");
    }
    for block in description.map(description_blocks).unwrap_or_default() {
        text.push_str(&block);
        text.push_str("\n\n");
    }
    text
}

/// `text` as the lines of a doc comment, each what follows `///`: a space and the line, or
/// nothing for a blank line. rustc refuses a bare carriage return in a doc comment, so every
/// `\r` ends a line.
pub fn doc_comment_lines(text: &str) -> Vec<String> {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    text.lines()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!(" {l}")
            }
        })
        .collect()
}

/// Free text on one line, with Markdown's special characters escaped.
pub fn inline_text(text: &str) -> String {
    escape_inline(&text.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Escapes the characters that would otherwise format text. An underscore
/// inside a word (as in `tool_call_id`) cannot start emphasis and is kept. A
/// bare URL becomes an autolink (`<https://...>`): escaping it would change it,
/// and rustdoc warns about URLs left bare.
pub fn escape_inline(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if let Some(len) = url_at(&chars, i) {
            out.push('<');
            out.extend(&chars[i..i + len]);
            out.push('>');
            i += len;
            continue;
        }
        let escape = match c {
            '\\' | '`' | '*' | '<' | '>' | '[' | ']' | '|' | '~' | '&' => true,
            '_' => {
                let before = i > 0 && chars[i - 1].is_alphanumeric();
                let after = chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
                !(before && after)
            }
            _ => false,
        };
        if escape {
            out.push('\\');
        }
        out.push(c);
        i += 1;
    }
    out
}

/// The length of the `http://` or `https://` URL starting at `chars[i]`, if
/// one does: up to the next space or character an autolink cannot hold, less
/// trailing punctuation that ends the sentence rather than the URL.
fn url_at(chars: &[char], i: usize) -> Option<usize> {
    if i > 0 && chars[i - 1].is_alphanumeric() {
        return None;
    }
    let rest = &chars[i..];
    let scheme = ["https://", "http://"]
        .into_iter()
        .find(|s| rest.iter().take(s.len()).copied().eq(s.chars()))?
        .len();
    let mut len = rest
        .iter()
        .position(|c| {
            c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | '"' | '`' | '\\')
        })
        .unwrap_or(rest.len());
    while len > scheme
        && matches!(
            rest[len - 1],
            '.' | ',' | ';' | ':' | '!' | '?' | ')' | '\''
        )
    {
        len -= 1;
    }
    (len > scheme).then_some(len)
}

/// Escapes what would make a line a heading, list item or rule.
fn escape_line_start(line: &str) -> String {
    if line.starts_with(['#', '-', '+', '=']) {
        return format!("\\{line}");
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && line[digits..].starts_with(['.', ')']) {
        return format!("{}\\{}", &line[..digits], &line[digits..]);
    }
    line.to_string()
}

/// A description as Markdown blocks. Line breaks inside a paragraph are kept
/// (they read as spaces); lines indented under a paragraph's first line, as
/// in a docstring's "Attributes:" section, become a list.
pub fn description_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    for line in text.lines().chain(std::iter::once("")) {
        if line.trim().is_empty() {
            if !paragraph.is_empty() {
                paragraph_blocks(&paragraph, &mut blocks);
                paragraph.clear();
            }
        } else {
            paragraph.push(line.trim_end());
        }
    }
    blocks
}

fn paragraph_blocks(lines: &[&str], blocks: &mut Vec<String>) {
    let indent = |line: &str| {
        line.chars()
            .take_while(|c| c.is_whitespace())
            .map(|c| if c == '\t' { 4 } else { 1 })
            .sum::<usize>()
    };
    let base = indent(lines[0]);
    let mut current: Vec<String> = Vec::new();
    let mut item_indent: Option<usize> = None;
    for (i, line) in lines.iter().enumerate() {
        let depth = indent(line);
        let text = escape_line_start(&escape_inline(line.trim()));
        if i > 0 && depth > base {
            match item_indent {
                Some(item) if depth > item => current.push(format!("  {text}")),
                Some(item) => {
                    current.push(format!("- {text}"));
                    item_indent = Some(item.min(depth));
                }
                None => {
                    if !current.is_empty() {
                        blocks.push(current.join("\n"));
                        current.clear();
                    }
                    current.push(format!("- {text}"));
                    item_indent = Some(depth);
                }
            }
        } else {
            if item_indent.take().is_some() && !current.is_empty() {
                blocks.push(current.join("\n"));
                current.clear();
            }
            current.push(text);
        }
    }
    if !current.is_empty() {
        blocks.push(current.join("\n"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brackets_tags_and_code_marks_stay_text() {
        assert_eq!(
            escape_inline("cite [n] as <b>`x`</b> * 2"),
            r"cite \[n\] as \<b\>\`x\`\</b\> \* 2"
        );
        // An underscore inside a word cannot start emphasis, so it is left alone.
        assert_eq!(escape_inline("tool_call_id _x_"), r"tool_call_id \_x\_");
    }

    #[test]
    fn bare_urls_become_autolinks_without_the_sentence_end() {
        assert_eq!(
            escape_inline("see https://example.com/a_b?q=[1]. Or (http://x.org/)"),
            r"see <https://example.com/a_b?q=[1]>. Or (<http://x.org/>)"
        );
        // Only a URL at a word start, and only with something after the scheme.
        assert_eq!(escape_inline("xhttp://a https://"), "xhttp://a https://");
    }

    #[test]
    fn code_spans_hold_backticks() {
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("`a"), "`` `a ``");
        assert_eq!(code("^[a-f0-9]{64}$"), "`^[a-f0-9]{64}$`");
    }

    #[test]
    fn a_docstring_attributes_section_becomes_a_list() {
        let blocks = description_blocks(
            "A hit.\n\nAttributes:\n    score: higher is better.\n    text: the [chunk].",
        );
        assert_eq!(
            blocks,
            [
                "A hit.",
                "Attributes:",
                "- score: higher is better.\n- text: the \\[chunk\\]."
            ]
        );
    }
}
