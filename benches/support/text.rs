//! Pieces of realistic generated data that the benchmarks' generators share: words and prose
//! (mostly ASCII, one word in twenty from other scripts or with typographic punctuation), short
//! titles, hex digits, UUIDs and RFC 3339 date-times in any offset. Each takes the one seeded
//! [`Rng`], so an input is a function of its seed.

use super::rng::Rng;

const WORDS: &[&str] = &[
    "the",
    "recording",
    "meeting",
    "budget",
    "we",
    "agreed",
    "to",
    "move",
    "the",
    "launch",
    "date",
    "because",
    "design",
    "review",
    "found",
    "issues",
    "in",
    "onboarding",
    "flow",
    "and",
    "support",
    "team",
    "asked",
    "for",
    "more",
    "time",
    "a",
    "customer",
    "mentioned",
    "that",
    "export",
    "is",
    "slow",
    "when",
    "large",
    "files",
    "are",
    "attached",
    "so",
    "engineering",
    "will",
    "profile",
    "it",
    "next",
    "sprint",
    "after",
    "which",
    "marketing",
    "plans",
    "campaign",
    "around",
    "new",
    "pricing",
    "page",
    "with",
    "clearer",
    "tiers",
    "of",
    "usage",
    "limits",
    "per",
    "workspace",
    "summary",
    "action",
    "items",
    "owner",
    "deadline",
    "follow",
    "up",
    "on",
    "Tuesday",
    "quarter",
    "revenue",
    "grew",
    "by",
    "percent",
    "while",
    "costs",
    "stayed",
    "flat",
    "as",
    "expected",
    "from",
    "last",
    "forecast",
    "but",
    "hiring",
    "slowed",
    "down",
    "in",
    "Berlin",
    "office",
    "this",
    "is",
    "what",
    "was",
    "said",
    "about",
    "privacy",
    "policy",
    "legal",
    "reviewed",
    "contract",
    "terms",
    "vendor",
    "security",
    "audit",
    "passed",
    "without",
    "findings",
    "database",
    "migration",
    "needs",
    "downtime",
    "window",
    "weekend",
    "roll",
    "back",
    "plan",
    "tested",
    "staging",
    "environment",
    "metrics",
    "dashboard",
    "shows",
    "latency",
    "p95",
    "under",
    "200ms",
    "transcript",
    "speaker",
    "slide",
    "screen",
    "shared",
    "document",
    "page",
    "section",
    "notes",
];

/// Words outside ASCII: accents, other scripts, typographic punctuation and an emoji.
const RARE: &[&str] = &[
    "café",
    "naïve",
    "Zürich",
    "Ångström",
    "façade",
    "über",
    "résumé",
    "São Paulo",
    "東京",
    "会議",
    "データ",
    "Москва",
    "данные",
    "σχέδιο",
    "😀",
    "—",
    "…",
    "€12",
    "“quoted”",
    "½",
    "Kraków",
    "naïveté",
];

fn sentence(rng: &mut Rng, out: &mut String, cite_max: u64) {
    let n = rng.range(5, 18);
    for i in 0..n {
        if i > 0 {
            out.push(if rng.chance(6) && i + 1 < n { ',' } else { ' ' });
            if out.ends_with(',') {
                out.push(' ');
            }
        }
        let word = if rng.chance(5) {
            *rng.pick(RARE)
        } else {
            *rng.pick(WORDS)
        };
        if i == 0 {
            let mut chars = word.chars();
            if let Some(c) = chars.next() {
                out.extend(c.to_uppercase());
                out.push_str(chars.as_str());
            }
        } else if rng.chance(2) {
            out.push('"');
            out.push_str(word);
            out.push('"');
        } else {
            out.push_str(word);
        }
    }
    out.push(if rng.chance(10) { '?' } else { '.' });
    if cite_max > 0 && rng.chance(40) {
        out.push_str(&format!(" [{}]", rng.range(1, cite_max)));
    }
}

/// Prose of about `len` bytes: sentences, paragraphs, sometimes a list or a code block.
pub fn prose(rng: &mut Rng, len: usize, cite_max: u64) -> String {
    let mut out = String::with_capacity(len + 64);
    while out.len() < len {
        if !out.is_empty() {
            if rng.chance(25) {
                out.push_str("\n\n");
                if rng.chance(8) {
                    out.push_str("- first point\n- second point: ");
                } else if rng.chance(3) {
                    out.push_str(
                        "```json\n{\"limit\": 10, \"path\": \"C:\\\\exports\\\\q3.csv\"}\n```\n\n",
                    );
                }
            } else {
                out.push(' ');
            }
        }
        sentence(rng, &mut out, cite_max);
    }
    out
}

/// A short title: a few words, at most `max_chars` characters.
pub fn title(rng: &mut Rng, max_chars: usize) -> String {
    let mut out = String::new();
    sentence(rng, &mut out, 0);
    out.pop();
    if out.chars().count() > max_chars {
        out = out
            .chars()
            .take(max_chars)
            .collect::<String>()
            .trim_end()
            .to_owned();
    }
    out
}

/// `digits` lower-case hex digits.
pub fn hex(rng: &mut Rng, digits: usize) -> String {
    let mut out = String::with_capacity(digits);
    while out.len() < digits {
        out.push_str(&format!("{:016x}", rng.next_u64()));
    }
    out.truncate(digits);
    out
}

/// A UUID in its hyphenated lower-case form, all 128 bits random (`format: "uuid"` asks for the
/// form only).
pub fn uuid(rng: &mut Rng) -> String {
    let h = hex(rng, 32);
    format!(
        "{}-{}-{}-{}-{}",
        &h[0..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..32]
    )
}

/// Days since 1970-01-01 to (year, month, day); Howard Hinnant's `civil_from_days`.
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// An RFC 3339 date-time for `unix` seconds, written in the given offset (minutes), with
/// `frac` digits of fraction (0 for none); offset 0 is written `Z` or `+00:00`.
pub fn datetime(unix: i64, offset_min: i64, frac: usize, rng: &mut Rng, zulu: bool) -> String {
    let local = unix + offset_min * 60;
    let (y, mo, d) = civil(local.div_euclid(86_400));
    let s = local.rem_euclid(86_400);
    let mut out = format!(
        "{y:04}-{mo:02}-{d:02}T{:02}:{:02}:{:02}",
        s / 3600,
        s / 60 % 60,
        s % 60
    );
    if frac > 0 {
        let digits = format!("{:09}", rng.below(1_000_000_000));
        out.push('.');
        out.push_str(&digits[..frac]);
    }
    if offset_min == 0 && zulu {
        out.push('Z');
    } else {
        let sign = if offset_min < 0 { '-' } else { '+' };
        let a = offset_min.abs();
        out.push_str(&format!("{sign}{:02}:{:02}", a / 60, a % 60));
    }
    out
}

/// Where the generated timelines start: 2024-03-01T09:00:00Z.
pub const START: i64 = 1_709_283_600;
