//! How the benchmarks measure: cases that each parse one input text, timed by criterion and by an
//! interleaved summary (each case's median time and its median per-round ratio to a baseline, by
//! thread CPU time), and peak memory with the result alive. Shared by `benches/parse.rs` and
//! `bench-user/benches/user.rs`, so that their figures mean the same.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode, Throughput};
use serde::de::IgnoredAny;
use serde_json::Value;

use super::peak;

pub fn mb(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

fn parse_value(text: &str) -> Value {
    serde_json::from_str(text).expect("valid JSON")
}

/// One benchmarked operation. `baseline` names the case its ratio is taken against.
pub struct Case<'a> {
    pub name: &'static str,
    pub what: &'static str,
    pub baseline: &'static str,
    pub run: Box<dyn Fn() + 'a>,
}

pub fn case<'a>(
    name: &'static str,
    what: &'static str,
    baseline: &'static str,
    run: impl Fn() + 'a,
) -> Case<'a> {
    Case {
        name,
        what,
        baseline,
        run: Box::new(run),
    }
}

/// The cases every input has: parsing into `Value` (the baseline, named `value`), `Value` and
/// then boon with the schema `schema`, and serde_json's parser alone.
pub fn value_case(text: &str) -> Case<'_> {
    case(
        "value",
        "serde_json::from_str::<Value>",
        "value",
        move || {
            black_box(parse_value(black_box(text)));
        },
    )
}

pub fn value_boon_case<'a>(
    text: &'a str,
    schemas: &'a boon::Schemas,
    schema: boon::SchemaIndex,
) -> Case<'a> {
    case(
        "value_boon",
        "Value + boon validation",
        "value",
        move || {
            let v = parse_value(black_box(text));
            assert!(schemas.validate(&v, schema).is_ok());
            black_box(v);
        },
    )
}

pub fn ignored_any_case(text: &str) -> Case<'_> {
    case(
        "ignored_any",
        "serde_json::from_str::<IgnoredAny> (floor)",
        "value",
        move || {
            black_box(serde_json::from_str::<IgnoredAny>(black_box(text)).expect("JSON"));
        },
    )
}

pub fn criterion_group(c: &mut Criterion, group: &str, bytes: usize, cases: &[Case<'_>]) {
    let mut g = c.benchmark_group(group);
    g.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Bytes(bytes as u64));
    for case in cases {
        g.bench_function(case.name, |b| b.iter(|| (case.run)()));
    }
    g.finish();
}

pub fn median(xs: &mut [f64]) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

/// CPU time (user + system) of the calling thread. On a shared machine it is far less disturbed
/// by other processes than wall time (caches and memory bandwidth are still shared).
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn thread_cpu_time() -> Option<f64> {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec of the C layout on 64-bit Linux.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    (rc == 0).then_some(ts.sec as f64 + ts.nsec as f64 * 1e-9)
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn thread_cpu_time() -> Option<f64> {
    None
}

/// Per-round ratios `baseline / case` of one kind of time: (median, min, max).
pub fn ratios(times: &[Vec<f64>], case: usize, baseline: usize) -> (f64, f64, f64) {
    let mut r: Vec<f64> = (0..times[case].len())
        .map(|round| times[baseline][round] / times[case][round])
        .collect();
    let (lo, hi) = r
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &x| (lo.min(x), hi.max(x)));
    (median(&mut r), lo, hi)
}

/// Runs every case once per round, in an order rotating from round to round, and prints each
/// case's median wall and CPU time, MB/s of the input (by CPU time) and the median of its
/// per-round ratios to its baseline, by CPU time and by wall time. `note` is added to the
/// explanation above the table. Returns the CPU times, `[case][round]`, for other ratios.
pub fn summary(
    title: &str,
    bytes: usize,
    cases: &[Case<'_>],
    rounds: usize,
    note: &str,
) -> Vec<Vec<f64>> {
    let n = cases.len();
    let mut wall = vec![Vec::with_capacity(rounds); n];
    let mut cpu = vec![Vec::with_capacity(rounds); n];
    for case in cases {
        (case.run)(); // warm up: caches, allocator, lazily built regexes
    }
    for round in 0..rounds {
        for k in 0..n {
            let i = (k + round) % n;
            let (start, start_cpu) = (Instant::now(), thread_cpu_time());
            (cases[i].run)();
            let elapsed = start.elapsed().as_secs_f64();
            wall[i].push(elapsed);
            cpu[i].push(match (start_cpu, thread_cpu_time()) {
                (Some(a), Some(b)) => b - a,
                _ => elapsed,
            });
        }
    }
    let index = |name: &str| cases.iter().position(|c| c.name == name).expect("baseline");
    eprintln!(
        "\n{title}: {:.1} MB of JSON, {rounds} interleaved rounds. Times are medians; MB/s is the \
         input's size over the median CPU time{note}; × is the median over rounds of baseline \
         time / case time (higher is faster), by CPU time (min–max over rounds) and by wall \
         time.\n",
        mb(bytes)
    );
    eprintln!(
        "| case | operation | wall ms | CPU ms | MB/s | × baseline (CPU) | min–max | × (wall) |"
    );
    eprintln!("|---|---|---:|---:|---:|---:|---:|---:|");
    for (i, case) in cases.iter().enumerate() {
        let b = index(case.baseline);
        let (ratio, lo, hi) = ratios(&cpu, i, b);
        let (ratio_wall, _, _) = ratios(&wall, i, b);
        let t_cpu = median(&mut cpu[i].clone());
        eprintln!(
            "| {} | {} | {:.1} | {:.1} | {:.0} | {:.2} vs {} | {:.2}–{:.2} | {:.2} |",
            case.name,
            case.what,
            median(&mut wall[i].clone()) * 1e3,
            t_cpu * 1e3,
            mb(bytes) / t_cpu,
            ratio,
            case.baseline,
            lo,
            hi,
            ratio_wall
        );
    }
    cpu
}

/// Peak bytes of parses of one input, each with its result alive (see [`peak::peak_of`]), in
/// the order measured; the first is the one the others are compared with.
pub struct Peaks(pub Vec<(&'static str, usize)>);

impl Peaks {
    pub fn new() -> Peaks {
        Peaks(Vec::new())
    }

    /// Measures `parse`.
    pub fn row<T>(&mut self, name: &'static str, parse: impl FnOnce() -> T) -> &mut Peaks {
        let (value, peak) = peak::peak_of(parse);
        drop(value);
        self.0.push((name, peak));
        self
    }

    pub fn print(&self, title: &str, bytes: usize) {
        eprintln!(
            "\npeak memory, {title} ({:.1} MB of JSON), bytes requested while parsing, result alive:\n",
            mb(bytes)
        );
        eprintln!("| parse | peak MB | × Value |\n|---|---:|---:|");
        let base = self.0[0].1 as f64;
        for &(name, peak) in &self.0 {
            eprintln!("| {name} | {:.1} | {:.2} |", mb(peak), peak as f64 / base);
        }
    }
}

/// The machine, for the record: logical CPUs, the CPU's model and the load average (other
/// processes compete for the caches and the memory bus even when the CPU time is ours).
pub fn machine() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_owned())
        })
        .unwrap_or_else(|| "unknown CPU".to_owned());
    let load = std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|| "unknown".to_owned());
    format!(
        "{} logical CPUs, {model}, load average {load}",
        std::thread::available_parallelism().map_or(0, |n| n.get())
    )
}
