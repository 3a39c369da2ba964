//! How the time to read a hostile instance grows with its size: each case of `tests/hostile.rs`
//! is read through its generated type at size n and 10n, and the ratio time(10n)/time(n) is
//! printed at the end (about 10 for linear work, about 100 for quadratic), beside the same
//! ratio for parsing the text into a `serde_json::Value` with no checks (what the size alone
//! costs, caches and allocator included). Run with
//! `cargo bench -p wire-models-suite --bench hostile`.
//!
//! Sample sizes are small so the whole run takes about two minutes; the machine it runs on is
//! usually shared, so each figure is the median of criterion's samples rather than a mean.
//! Nothing here asserts a time: the verdict of each input is checked once before it is timed,
//! so a case that measures the wrong thing stops the run.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use criterion::{black_box, BenchmarkId, Criterion};
use serde::de::DeserializeOwned;
use wire_models::from_str;
use wire_models_suite::hostile::{
    HostileBackreference, HostileContains, HostileExponentialBackreference, HostileFilter,
    HostileMultipleOf, HostileNestedQuantifier, HostilePatternProperties, HostileSlug, HostileTree,
    HostileUnique,
};

/// The linear cases' sizes: n and 10n.
const N: usize = 10_000;

/// One measured input: (case, size, median time of the typed read, median time of
/// `serde_json::from_str::<Value>` on the same text).
type Figure = (&'static str, usize, Duration, Duration);

/// Times `read` on `input` as benchmark `id` of `group`; the median time per call of
/// criterion's samples, `None` when a filter on the command line skipped it.
fn measure<R>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    id: BenchmarkId,
    input: &str,
    read: impl Fn(&str) -> R,
) -> Option<Duration> {
    let mut samples: Vec<Duration> = Vec::new();
    group.bench_with_input(id, input, |b, input| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                black_box(read(black_box(input)));
            }
            let elapsed = start.elapsed();
            samples.push(elapsed / u32::try_from(iters.max(1)).unwrap_or(u32::MAX));
            elapsed
        })
    });
    samples.sort();
    samples.get(samples.len() / 2).copied()
}

/// Times reading each of `sizes` inputs made by `make` as a `T`, after checking that the read
/// gives `accepted`, and, for comparison, parsing the same text into a `serde_json::Value`
/// (no checks: the growth that memory and parsing alone show); records both in `figures`.
fn case<T: DeserializeOwned>(
    c: &mut Criterion,
    figures: &RefCell<Vec<Figure>>,
    name: &'static str,
    sizes: [usize; 2],
    accepted: bool,
    make: impl Fn(usize) -> String,
) {
    let mut group = c.benchmark_group(name);
    for n in sizes {
        let input = make(n);
        let verdict = from_str::<T>(&input).map(drop);
        assert_eq!(
            verdict.is_ok(),
            accepted,
            "{name} at {n}: {:?}",
            verdict.err().map(|e| e.to_string())
        );
        let typed = measure(&mut group, BenchmarkId::new("typed", n), &input, |text| {
            from_str::<T>(text).is_ok()
        });
        let value = measure(&mut group, BenchmarkId::new("Value", n), &input, |text| {
            serde_json::from_str::<serde_json::Value>(text).is_ok()
        });
        if let (Some(typed), Some(value)) = (typed, value) {
            figures.borrow_mut().push((name, n, typed, value));
        }
    }
    group.finish();
}

/// `{"<member>": "<text>"}`.
fn one_string(member: &str, text: &str) -> String {
    format!(r#"{{"{member}": "{text}"}}"#)
}

/// `n` near-duplicate points, the last one (if `duplicate`) equal to the first, written
/// differently.
fn points(n: usize, duplicate: bool) -> String {
    let mut items: Vec<String> = (0..n)
        .map(|i| format!(r#"{{"label": "the same label on every point", "x": {i}, "y": 1.5}}"#))
        .collect();
    if duplicate {
        items[n - 1] = r#"{"y": 1.50, "x": 0.0, "label": "the same label on every point"}"#.into();
    }
    format!(r#"{{"points": [{}]}}"#, items.join(","))
}

/// `n` readings, the last 3 of them alarms.
fn readings(n: usize) -> String {
    let mut items: Vec<String> = (0..n - 3).map(|i| (i % 1000).to_string()).collect();
    items.extend(["1000", "1001", "1002"].map(String::from));
    format!(r#"{{"readings": [{}]}}"#, items.join(","))
}

/// `n` members alternately matching each pattern.
fn headers(n: usize) -> String {
    let members: Vec<String> = (0..n)
        .map(|i| {
            if i % 2 == 0 {
                format!(r#""x-h{i}": "v""#)
            } else {
                format!(r#""n-{i}": {i}"#)
            }
        })
        .collect();
    format!("{{{}}}", members.join(","))
}

fn main() {
    let mut c = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .configure_from_args();
    let figures = RefCell::new(Vec::new());
    let linear = [N, 10 * N];

    case::<HostileNestedQuantifier>(
        &mut c,
        &figures,
        "pattern ^(a+)+$, a^n!",
        linear,
        false,
        |n| one_string("word", &format!("{}!", "a".repeat(n))),
    );
    case::<HostileSlug>(&mut c, &figures, "pattern slug, a^n!", linear, false, |n| {
        one_string("slug", &format!("{}!", "a".repeat(n)))
    });
    case::<HostileUnique>(
        &mut c,
        &figures,
        "uniqueItems, n near-duplicates",
        linear,
        true,
        |n| points(n, false),
    );
    case::<HostileUnique>(
        &mut c,
        &figures,
        "uniqueItems, duplicate at the end",
        linear,
        false,
        |n| points(n, true),
    );
    case::<HostileContains>(
        &mut c,
        &figures,
        "contains 2..5 of n items",
        linear,
        true,
        readings,
    );
    case::<HostileMultipleOf>(
        &mut c,
        &figures,
        "multipleOf 0.0001, n x 1.79e308",
        linear,
        true,
        |n| {
            format!(
                r#"{{"amounts": [{}]}}"#,
                vec!["1.7976931348623157e308"; n].join(",")
            )
        },
    );
    // One number whose exponent grows tenfold: the work must not grow with it (ratio about 1).
    case::<HostileMultipleOf>(
        &mut c,
        &figures,
        "multipleOf, one number 1e<n>",
        [30, 300],
        true,
        |e| format!(r#"{{"half": 1e{e}, "cent": 1e{e}, "basis": 1e{e}}}"#),
    );
    case::<HostileTree>(
        &mut c,
        &figures,
        "$ref tree, n children",
        linear,
        true,
        |n| {
            let children = vec![r#"{"label": "c"}"#; n].join(",");
            format!(r#"{{"label": "root", "children": [{children}]}}"#)
        },
    );
    // Groups nested n deep with a wrong condition inside: every group fits both recursive
    // branches (n and 10n levels, under serde_json's nesting limit of 128).
    case::<HostileFilter>(
        &mut c,
        &figures,
        "recursive anyOf, n groups deep",
        [12, 120],
        false,
        |n| format!("{}\"size > many\"{}", "[".repeat(n), "]".repeat(n)),
    );
    case::<HostilePatternProperties>(
        &mut c,
        &figures,
        "patternProperties, n members",
        linear,
        true,
        headers,
    );
    // Past the backtracking engine's 1,000-character bound: refused after counting, linear.
    case::<HostileBackreference>(
        &mut c,
        &figures,
        r"backreference, past the bound",
        linear,
        false,
        |n| {
            let word = "w".repeat(n / 2);
            one_string("twice", &format!("{word}-{word}"))
        },
    );
    // Inside the bound a backreference runs; this one is linear in the length.
    case::<HostileBackreference>(
        &mut c,
        &figures,
        r"backreference, near miss",
        [99, 999],
        false,
        |n| {
            let word = "w".repeat(n / 2);
            one_string("twice", &format!("{word}-{}x", &word[1..]))
        },
    );
    // Inside the bound, nested quantifiers before a backreference: exponential, which the
    // bound does not tame (n and n + 4 characters, not 10n).
    case::<HostileExponentialBackreference>(
        &mut c,
        &figures,
        r"^(a+)+\1$, a^n!",
        [14, 18],
        false,
        |n| one_string("doubled", &format!("{}!", "a".repeat(n))),
    );

    c.final_summary();
    println!();
    println!(
        "| case | size | time | larger size | time | time ratio | `Value` parse alone: ratio |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    let figures = figures.borrow();
    for pair in figures.windows(2) {
        if let [(name, n, small, small_value), (other, big_n, big, big_value)] = pair {
            if name != other {
                continue;
            }
            println!(
                "| {name} | {n} | {small:.2?} | {big_n} | {big:.2?} | {:.1} | {:.1} |",
                big.as_secs_f64() / small.as_secs_f64(),
                big_value.as_secs_f64() / small_value.as_secs_f64()
            );
        }
    }
}
