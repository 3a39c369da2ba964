//! Host names: RFC 1123 `hostname` and IDNA2008 (RFC 5890-5893) `idn-hostname`, and the domain
//! of an `idn-email`.
//!
//! The IDNA2008 repertoire (which code points a label may hold, RFC 5892) and the CONTEXTO rules
//! are checked here, against a table generated from the Unicode character database
//! (`idna_table.rs`). The `idna` crate's UTS 46 processing then supplies the rest: NFC, the
//! CONTEXTJ rules for the joiners, the Bidi rule (RFC 5893) across the whole name, and Punycode.
//! UTS 46 alone would be too lax (since Unicode 15.1 it accepts punctuation and symbols such as
//! U+00A1 that IDNA2008 disallows), and the table alone would leave out normalization and Bidi.

use super::idna_table::{self, Class};
use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

/// The label separators RFC 3490 section 3.1 lists: full stop, ideographic full stop, fullwidth
/// full stop and halfwidth ideographic full stop.
const SEPARATORS: [char; 4] = ['.', '\u{3002}', '\u{FF0E}', '\u{FF61}'];

/// The longest host name in octets, without a trailing dot (RFC 1123 section 2.1, RFC 1035).
const MAX_NAME: usize = 253;

/// The longest label in octets (RFC 1035 section 2.3.4).
const MAX_LABEL: usize = 63;

/// `hostname`: ASCII labels of letters, digits and hyphens, 1 to 63 octets long, neither
/// starting nor ending with a hyphen, at most 253 octets in all, without a trailing dot. A label
/// that starts with `xn--` must be a valid IDNA2008 A-label, as for `idn-hostname`.
pub(super) fn is_hostname(text: &str) -> bool {
    // Without an A-label, an ASCII name is its own A-label form: the label and length rules
    // are all there is to check, without the IDNA machinery (most host names and e-mail
    // domains are such names). One pass over the bytes, label by label in order: this runs
    // for every e-mail address a document holds. A label that is no LDH label fails
    // `is_idn_hostname` too, which checks ASCII labels the same way.
    let bytes = text.as_bytes();
    let mut start = 0;
    loop {
        let rest = &bytes[start..];
        if rest
            .get(..4)
            .is_some_and(|p| p.eq_ignore_ascii_case(b"xn--"))
        {
            return text.is_ascii() && is_idn_hostname(text);
        }
        // The label's LDH bytes; whatever ends them must be a dot or the end of the name
        // (anything else, a non-ASCII byte included, is in no LDH label).
        let length = rest
            .iter()
            .position(|&byte| !LDH[usize::from(byte)])
            .unwrap_or(rest.len());
        if !has_label_shape(&rest[..length]) {
            return false;
        }
        match rest.get(length) {
            None => return text.len() <= MAX_NAME,
            Some(b'.') => start += length + 1,
            Some(_) => return false,
        }
    }
}

/// `idn-hostname`: labels separated by any of [`SEPARATORS`], each either an ASCII label as in
/// [`is_hostname`] or a U-label that IDNA2008 allows, with the whole name at most 253 octets
/// and each label at most 63 once written as A-labels.
///
/// ASCII letters may be upper case in an ASCII label, as DNS compares those case-insensitively;
/// in a U-label every character must be exactly as IDNA2008 registers it (lower case, in NFC):
/// `Bücher` is refused, `bücher` and `BUCHER` are not.
pub(super) fn is_idn_hostname(text: &str) -> bool {
    // Every character adds at least one octet to the A-label form, so a longer text cannot fit;
    // refusing it first also bounds the work below.
    if text.len() > 4 * MAX_NAME || text.chars().count() > MAX_NAME {
        return false;
    }
    // The name as the A-labels it must become, and as Unicode labels for UTS 46 to check.
    let mut ascii = String::with_capacity(text.len() + 16);
    let mut unicode = String::with_capacity(text.len());
    for (index, label) in text.split(SEPARATORS).enumerate() {
        if index > 0 {
            ascii.push('.');
            unicode.push('.');
        }
        if label.is_ascii() {
            // DNS compares ASCII labels case-insensitively; a U-label's letters are as IDNA2008
            // registers them, and it disallows ASCII capitals (RFC 5892).
            let label = label.to_ascii_lowercase();
            if !is_ldh_label(label.as_bytes()) {
                return false;
            }
            if let Some(encoded) = label.strip_prefix("xn--") {
                let Some(decoded) = decode_a_label(encoded) else {
                    return false;
                };
                if !is_u_label(&decoded) {
                    return false;
                }
                unicode.push_str(&decoded);
            } else {
                unicode.push_str(&label);
            }
            ascii.push_str(&label);
        } else {
            if !is_u_label(label) {
                return false;
            }
            let Some(encoded) = idna::punycode::encode_str(label) else {
                return false;
            };
            if 4 + encoded.len() > MAX_LABEL {
                return false;
            }
            ascii.push_str("xn--");
            ascii.push_str(&encoded);
            unicode.push_str(label);
        }
    }
    if ascii.len() > MAX_NAME {
        return false;
    }
    // UTS 46 checks NFC, the joiners and the Bidi rule (which spans every label of a name with
    // a right-to-left character). Any mapping it applied would show as a different A-label
    // form, so requiring the same output also refuses characters IDNA2008 does not register.
    Uts46::new()
        .to_ascii(
            unicode.as_bytes(),
            AsciiDenyList::STD3,
            Hyphens::Allow,
            DnsLength::Ignore,
        )
        .is_ok_and(|processed| processed == ascii)
}

/// The domain of an `idn-email`: mapped as UTS 46 maps it, then an [`is_idn_hostname`].
///
/// The mapping is what puts a domain in NFC, and the official suite requires a domain that is
/// not in NFC (`cafe\u{301}.com`) to be accepted here, though `idn-hostname` refuses it. Domains
/// longer than 1024 bytes are refused without mapping, to bound the work.
pub(super) fn is_idn_email_domain(domain: &str) -> bool {
    domain.len() <= 1024
        && Uts46::new()
            .to_ascii(
                domain.as_bytes(),
                AsciiDenyList::STD3,
                Hyphens::Allow,
                DnsLength::Ignore,
            )
            .is_ok_and(|ascii| is_idn_hostname(&ascii))
}

/// Letters, digits and `-`, by byte value: what an LDH label is made of. A table, because a
/// label's bytes are tested for every e-mail address a document holds.
static LDH: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric() || b == b'-';
        byte += 1;
    }
    table
};

/// An RFC 1123 label (lower-cased): 1 to 63 letters, digits and hyphens, not starting or ending
/// with a hyphen. Hyphens in the third and fourth places are allowed, as RFC 1123 allows them
/// (`a--b` and `ab--c` are host names); `xn--` labels are checked further by the caller.
fn is_ldh_label(label: &[u8]) -> bool {
    has_label_shape(label) && label.iter().all(|&byte| LDH[usize::from(byte)])
}

/// The rules of an LDH label besides its bytes: 1 to 63 of them, no hyphen first or last.
fn has_label_shape(label: &[u8]) -> bool {
    (1..=MAX_LABEL).contains(&label.len())
        && label.first() != Some(&b'-')
        && label.last() != Some(&b'-')
}

/// Decodes the part of an A-label after `xn--` (RFC 5891 section 5.3): valid Punycode, not all
/// ASCII (or it would not need encoding), and in the one form that encodes back to itself.
fn decode_a_label(encoded: &str) -> Option<String> {
    let decoded = idna::punycode::decode_to_string(encoded)?;
    let canonical = !decoded.is_ascii()
        && idna::punycode::encode_str(&decoded).is_some_and(|again| again == encoded);
    canonical.then_some(decoded)
}

/// A U-label's own rules (RFC 5891 section 4.2.3, RFC 5892): no hyphen first, last, or in the
/// third and fourth places; no combining mark first; every code point PVALID, CONTEXTJ (checked
/// by UTS 46 in [`is_idn_hostname`]) or CONTEXTO with its rule satisfied.
fn is_u_label(label: &str) -> bool {
    let chars: Vec<char> = label.chars().collect();
    if chars.first() == Some(&'-')
        || chars.last() == Some(&'-')
        || chars.get(2..4) == Some(&['-', '-'])
    {
        return false;
    }
    if chars.first().and_then(|&c| class(c)) == Some(Class::Mark) {
        return false;
    }
    chars.iter().enumerate().all(|(index, &c)| match class(c) {
        None => false,
        Some(Class::Pvalid | Class::Mark | Class::ContextJ) => true,
        Some(Class::ContextO) => context_o_holds(&chars, index),
    })
}

/// RFC 5892 appendix A.3 to A.9: the rule for the CONTEXTO code point at `chars[index]`.
fn context_o_holds(chars: &[char], index: usize) -> bool {
    let before = index.checked_sub(1).and_then(|before| chars.get(before));
    let after = chars.get(index + 1);
    match chars[index] {
        // MIDDLE DOT: between two 'l's (Catalan "l·l").
        '\u{00B7}' => before == Some(&'l') && after == Some(&'l'),
        // GREEK LOWER NUMERAL SIGN (KERAIA): followed by a Greek character.
        '\u{0375}' => after.is_some_and(|&c| in_ranges(c, idna_table::GREEK)),
        // HEBREW PUNCTUATION GERESH and GERSHAYIM: preceded by a Hebrew character.
        '\u{05F3}' | '\u{05F4}' => before.is_some_and(|&c| in_ranges(c, idna_table::HEBREW)),
        // KATAKANA MIDDLE DOT: the label also holds Hiragana, Katakana or Han.
        '\u{30FB}' => chars.iter().any(|&c| {
            in_ranges(c, idna_table::HIRAGANA)
                || in_ranges(c, idna_table::KATAKANA)
                || in_ranges(c, idna_table::HAN)
        }),
        // ARABIC-INDIC DIGITS: no EXTENDED ARABIC-INDIC DIGITS in the label, and the reverse.
        '\u{0660}'..='\u{0669}' => !chars.iter().any(|c| ('\u{06F0}'..='\u{06F9}').contains(c)),
        '\u{06F0}'..='\u{06F9}' => !chars.iter().any(|c| ('\u{0660}'..='\u{0669}').contains(c)),
        _ => false,
    }
}

/// The IDNA2008 derived property of `c`, or `None` when it is DISALLOWED or UNASSIGNED.
fn class(c: char) -> Option<Class> {
    let c = u32::from(c);
    let table = idna_table::DERIVED_PROPERTY;
    let index = table.partition_point(|&(_, last, _)| last < c);
    table
        .get(index)
        .filter(|&&(first, _, _)| first <= c)
        .map(|&(_, _, class)| class)
}

/// Whether `c` is in one of the sorted, disjoint `ranges`.
fn in_ranges(c: char, ranges: &[(u32, u32)]) -> bool {
    let c = u32::from(c);
    let index = ranges.partition_point(|&(_, last)| last < c);
    ranges.get(index).is_some_and(|&(first, _)| first <= c)
}

/// [`class`], for the table's tests in the parent module.
#[cfg(test)]
pub(super) fn tests_class(c: char) -> Option<Class> {
    class(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ASCII shortcut of `is_hostname` gives the full IDNA check's verdict: on every name
    /// built from a few labels of troublesome pieces (hyphens at the ends and in the third and
    /// fourth places, capitals, digits, empty and over-long labels, `xn--` prefixes).
    #[test]
    fn the_ascii_shortcut_agrees_with_the_idna_check() {
        let pieces = [
            "",
            "a",
            "Z9",
            "-a",
            "a-",
            "ab--c",
            "a--b",
            "xn--",
            "XN--bcher-kva",
            "xn--bcher-kva",
            "xn--a",
            "-",
            "0",
            "under_score",
            "sp ace",
        ];
        let long = "a".repeat(63);
        let longer = "a".repeat(64);
        let mut labels: Vec<&str> = pieces.to_vec();
        labels.push(&long);
        labels.push(&longer);
        let mut checked = 0;
        for a in &labels {
            for b in &labels {
                for name in [a.to_string(), format!("{a}.{b}"), format!("{a}.{b}.")] {
                    assert_eq!(
                        is_hostname(&name),
                        name.is_ascii() && is_idn_hostname(&name),
                        "{name:?}"
                    );
                    checked += 1;
                }
            }
        }
        // And names near the 253-octet bound.
        for n in [61, 62, 63] {
            let name = [long.as_str(), &long, &long, &"b".repeat(n)].join(".");
            assert_eq!(is_hostname(&name), is_idn_hostname(&name), "{}", name.len());
            checked += 1;
        }
        assert_eq!(checked, 17 * 17 * 3 + 3);
    }
}
