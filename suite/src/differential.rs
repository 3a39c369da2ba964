//! The general path against a reference validator: the generated type of a user's schema (one of
//! the suite's groups, or one of example-app's schemas) and boon 0.6 (the schema's dialect,
//! formats asserted) judge the same JSON text, and `Subject::compare` says whether they agree.
//! A disagreement is either one of the `KNOWN` differences, each with the reason the RFCs and the
//! suite give for our verdict, one of the `REPORTED` ones (where boon is right: a bug of ours,
//! reported, kept out of the assertions until it is fixed), or a finding.
//!
//! Shared by `tests/differential.rs` (seeded mutants of the suite's and example-app's instances)
//! and the cargo-fuzz targets `general_*` (any bytes), so that both judge alike.

use std::cell::OnceCell;
use std::collections::HashSet;
use std::error::Error;
use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use crate::Group;

/// A schema whose generated type is compared with boon.
pub struct Subject {
    /// How reports name it: `draft7/minLength.json #0` or `example-app/invoice.schema.json`.
    pub name: String,
    /// What its counts are shown under: the dialect's name (`draft-07`) or `example-app`.
    pub origin: &'static str,
    /// The schema, as JSON text.
    pub schema: &'static str,
    read: Reader,
    /// The schema's documents: (location, JSON text), the root first.
    resources: Vec<(String, &'static str)>,
    draft: boon::Draft,
    reference: Compiled,
    /// boon given the official meta-schema documents, and boon asserting only the dialect's
    /// formats: compiled when a disagreement asks (see `KNOWN`).
    official_meta_schemas: OnceCell<Option<Compiled>>,
    dialect_formats: OnceCell<Option<Compiled>>,
}

/// A schema compiled by boon.
struct Compiled {
    schemas: boon::Schemas,
    root: boon::SchemaIndex,
}

impl Compiled {
    fn validate(&self, instance: &Value) -> Result<(), Vec<Leaf>> {
        self.schemas.validate(instance, self.root).map_err(|e| {
            let mut leaves = Vec::new();
            leaves_of(&e, &mut leaves);
            leaves
        })
    }
}

/// How a subject's generated type is reached.
enum Reader {
    /// Through `crate::read`, by the group's module.
    Suite(&'static str),
    /// Directly.
    Typed(fn(&str) -> Result<Value, String>),
}

/// An entry of `EXAMPLE_APP`: `("invoice", Invoice)` for `schemas/invoice.schema.json`, whose
/// root type is `example_app::Invoice`.
macro_rules! example_app_schema {
    ($stem:literal, $root:ident) => {
        (
            concat!($stem, ".schema.json"),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../example-app/schemas/",
                $stem,
                ".schema.json"
            )),
            crate::round_trip::<example_app::$root>,
        )
    };
}

/// example-app's JSON Schema files (its OpenAPI documents are not JSON Schemas boon reads): the
/// file under `example-app/schemas/`, its text, and how its root type reads and writes back.
pub const EXAMPLE_APP: &[(&str, &str, fn(&str) -> Result<Value, String>)] = &[
    example_app_schema!("chat-request", ChatRequest),
    example_app_schema!("ci-pipeline", CiPipeline),
    example_app_schema!("form-field", FormField),
    example_app_schema!("invoice", Invoice),
    example_app_schema!("note", Note),
    example_app_schema!("notification", Notification),
    example_app_schema!("outline", Outline),
    example_app_schema!("party", Party),
    example_app_schema!("payment", Payment),
    example_app_schema!("pydantic-order", PydanticOrder),
    example_app_schema!("sensor-batch", SensorBatch),
    example_app_schema!("shipment", Shipment),
];

/// Where boon finds the schemas: a group under its module's name (groups declare `$id`s that
/// other groups declare too, so each is compiled alone), example-app's files by their names, so
/// that `"$ref": "party.schema.json"` resolves as it does for the generator.
const SUITE_BASE: &str = "http://wire-models-suite.test/";
const EXAMPLE_APP_BASE: &str = "http://example-app.test/schemas/";

/// Where boon finds one of example-app's files: at the `$id` it declares, else by its name (a
/// reference by path or by `$id` URL then resolves as it does for the generator).
fn example_app_url(file: &str, text: &str) -> String {
    serde_json::from_str::<Value>(text)
        .ok()
        .and_then(|schema| schema.get("$id")?.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{EXAMPLE_APP_BASE}{file}"))
}

impl Subject {
    /// The group `group`, or why it cannot be compared: the generator refused it, or boon
    /// cannot compile its schema.
    pub fn suite(group: &'static Group) -> Result<Subject, String> {
        if let Some((_, why)) = crate::REFUSED.iter().find(|(m, _)| *m == group.module) {
            return Err(format!("the generator refused it: {why}"));
        }
        let origin = crate::DIALECTS
            .iter()
            .find(|(folder, _)| *folder == group.folder)
            .map(|(_, name)| *name)
            .ok_or_else(|| format!("no dialect {}", group.folder))?;
        let draft = match group.folder {
            "draft4" => boon::Draft::V4,
            "draft6" => boon::Draft::V6,
            "draft7" => boon::Draft::V7,
            "draft2019-09" => boon::Draft::V2019_09,
            _ => boon::Draft::V2020_12,
        };
        let resources = vec![(format!("{SUITE_BASE}{}.json", group.module), group.schema)];
        Subject::new(
            format!("{}/{} #{}", group.folder, group.file, group.index),
            origin,
            Reader::Suite(group.module),
            resources,
            draft,
        )
    }

    /// example-app's schema `file` (as `EXAMPLE_APP` names it), compiled by boon with all the
    /// others, in the dialect its `$schema` names or else 2020-12, as example-app's build
    /// script has it.
    pub fn example_app(file: &str) -> Result<Subject, String> {
        let &(file, schema, read) = EXAMPLE_APP
            .iter()
            .find(|(f, ..)| *f == file)
            .ok_or_else(|| format!("example-app has no schema {file}"))?;
        let declared = serde_json::from_str::<Value>(schema)
            .map_err(|e| format!("{file}: {e}"))?
            .get("$schema")
            .and_then(Value::as_str)
            .and_then(boon::Draft::from_url);
        let mut resources = vec![(example_app_url(file, schema), schema)];
        resources.extend(
            EXAMPLE_APP
                .iter()
                .filter(|(f, ..)| *f != file)
                .map(|(f, text, _)| (example_app_url(f, text), *text)),
        );
        Subject::new(
            format!("example-app/{file}"),
            "example-app",
            Reader::Typed(read),
            resources,
            declared.unwrap_or(boon::Draft::V2020_12),
        )
    }

    fn new(
        name: String,
        origin: &'static str,
        read: Reader,
        resources: Vec<(String, &'static str)>,
        draft: boon::Draft,
    ) -> Result<Subject, String> {
        let reference = compile(draft, &resources, &[])?;
        Ok(Subject {
            name,
            origin,
            schema: resources[0].1,
            read,
            resources,
            draft,
            reference,
            official_meta_schemas: OnceCell::new(),
            dialect_formats: OnceCell::new(),
        })
    }

    /// Reads `text` with the generated type and writes back what it accepted.
    pub fn read(&self, text: &str) -> Result<Value, String> {
        match self.read {
            Reader::Suite(module) => crate::read(module, text)
                .unwrap_or_else(|| Err(format!("{module}: no generated type"))),
            Reader::Typed(read) => read(text),
        }
    }

    /// boon's verdict on `instance`: valid, or the errors it reports.
    pub fn reference(&self, instance: &Value) -> Result<(), Vec<Leaf>> {
        self.reference.validate(instance)
    }

    /// Both verdicts on `text`, and what they make.
    pub fn compare(&self, text: &str) -> Comparison {
        let ours = self.read(text);
        let instance: Option<Value> = serde_json::from_str(text).ok();
        let boon = instance.as_ref().map(|i| self.reference(i));
        let case = Case {
            subject: self,
            text,
            instance: instance.as_ref(),
            ours: &ours,
            boon: boon.as_ref(),
        };
        let verdict = case.verdict();
        Comparison {
            ours,
            boon,
            verdict,
        }
    }

    /// boon's verdict with the official meta-schema documents in place of its own copies.
    fn with_official_meta_schemas(&self, instance: &Value) -> Option<bool> {
        let compiled = self.official_meta_schemas.get_or_init(|| {
            let mut resources = self.resources.clone();
            for (path, text) in wire_models_codegen::official_meta_schemas() {
                // Each where its `$id` puts it: draft-04 to draft-07 under http, later ones https.
                let scheme = if path.starts_with("draft/") {
                    "https"
                } else {
                    "http"
                };
                resources.push((format!("{scheme}://json-schema.org/{path}"), text));
            }
            compile(self.draft, &resources, &[]).ok()
        });
        Some(compiled.as_ref()?.validate(instance).is_ok())
    }

    /// boon's verdict when it asserts only the formats the subject's dialect defines.
    fn with_dialect_formats(&self, instance: &Value) -> Option<bool> {
        let compiled = self.dialect_formats.get_or_init(|| {
            let defined = dialect_formats(self.draft);
            let annotations: Vec<&'static str> = BOON_FORMATS
                .iter()
                .copied()
                .filter(|f| !defined.contains(f))
                .collect();
            compile(self.draft, &self.resources, &annotations).ok()
        });
        Some(compiled.as_ref()?.validate(instance).is_ok())
    }
}

/// Compiles the first of `resources` (location, JSON text) with boon after adding them all, in
/// the dialect `draft` unless a schema says otherwise, formats asserted but for `annotations`,
/// the suite's remote documents at `http://localhost:1234/`.
fn compile(
    draft: boon::Draft,
    resources: &[(String, &str)],
    annotations: &[&'static str],
) -> Result<Compiled, String> {
    let mut compiler = boon::Compiler::new();
    compiler.set_default_draft(draft);
    compiler.enable_format_assertions();
    compiler.use_loader(Box::new(Remotes));
    for name in annotations {
        compiler.register_format(boon::Format {
            name,
            func: |_| Ok(()),
        });
    }
    for (location, text) in resources {
        let json = serde_json::from_str(text).map_err(|e| format!("{location}: {e}"))?;
        compiler
            .add_resource(location, json)
            .map_err(|e| format!("boon cannot read {location}: {e:#}"))?;
    }
    let root = &resources[0].0;
    let mut schemas = boon::Schemas::new();
    let root = compiler
        .compile(root, &mut schemas)
        .map_err(|e| format!("boon cannot compile {root}: {e:#}"))?;
    Ok(Compiled { schemas, root })
}

/// The suite's `remotes/` folder at `http://localhost:1234/`, as `build.rs` gives it to the
/// generator. (The meta-schemas are built into boon.)
struct Remotes;

impl boon::UrlLoader for Remotes {
    fn load(&self, url: &str) -> Result<Value, Box<dyn Error>> {
        let Some(rest) = url.strip_prefix("http://localhost:1234/") else {
            return Err(format!("no document at {url}").into());
        };
        let path = format!("{}/vendor/remotes/{rest}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
        Ok(serde_json::from_str(&text)?)
    }
}

/// Every format boon asserts, `period` (its own) included.
const BOON_FORMATS: &[&str] = &[
    "regex",
    "ipv4",
    "ipv6",
    "hostname",
    "idn-hostname",
    "email",
    "idn-email",
    "date",
    "time",
    "date-time",
    "duration",
    "period",
    "json-pointer",
    "relative-json-pointer",
    "uuid",
    "uri",
    "iri",
    "uri-reference",
    "iri-reference",
    "uri-template",
];

/// The formats a dialect defines: draft-04 §7.3, draft-06 §8.3, draft-07 §7.3, 2019-09 §7.3
/// (2020-12 adds none).
fn dialect_formats(draft: boon::Draft) -> &'static [&'static str] {
    const ALL: &[&str] = &[
        "date-time",
        "email",
        "hostname",
        "ipv4",
        "ipv6",
        "uri",
        "uri-reference",
        "uri-template",
        "json-pointer",
        "date",
        "time",
        "idn-email",
        "idn-hostname",
        "iri",
        "iri-reference",
        "relative-json-pointer",
        "regex",
        "duration",
        "uuid",
    ];
    match draft {
        boon::Draft::V4 => &ALL[..6],
        boon::Draft::V6 => &ALL[..9],
        boon::Draft::V7 => &ALL[..17],
        _ => ALL,
    }
}

/// One error boon reports: where, which keyword, and its message.
#[derive(Clone, Debug)]
pub struct Leaf {
    /// The instance location, as a JSON pointer.
    pub at: String,
    /// The kind of error (`Type`, `MultipleOf`, …), or `format` and the format's name
    /// (`format date`).
    pub keyword: String,
    pub message: String,
}

impl fmt::Display for Leaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at {:?}: {}", self.at, self.message)
    }
}

/// The innermost errors of boon's error tree.
fn leaves_of(e: &boon::ValidationError, out: &mut Vec<Leaf>) {
    if !e.causes.is_empty() {
        for cause in &e.causes {
            leaves_of(cause, out);
        }
        return;
    }
    let keyword = match &e.kind {
        boon::ErrorKind::Format { want, .. } => format!("format {want}"),
        other => format!("{other:?}")
            .split([' ', '{', '('])
            .next()
            .unwrap_or_default()
            .to_owned(),
    };
    out.push(Leaf {
        at: e.instance_location.to_string(),
        keyword,
        message: e.kind.to_string(),
    });
}

/// Both verdicts on a text, and what they make.
pub struct Comparison {
    /// What the generated type wrote back, or why it refused.
    pub ours: Result<Value, String>,
    /// boon's verdict, `None` when the text is not JSON.
    pub boon: Option<Result<(), Vec<Leaf>>>,
    pub verdict: Verdict,
}

/// What two verdicts make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Both accept, and what we wrote back equals what was read.
    Valid,
    /// Both refuse (or the text is not JSON and we refuse it).
    Invalid,
    /// They disagree, as one of the `KNOWN` differences says they may.
    Known(&'static str),
    /// They disagree, and one of the `REPORTED` bugs of ours explains it.
    Reported(&'static str),
    /// boon refuses (or the text is not JSON) and we accept.
    FalseAccept,
    /// boon accepts and we refuse.
    FalseReject,
    /// Both accept, but what we wrote back differs (or did not serialize).
    WrittenBackChanged,
}

impl Verdict {
    /// Whether the verdict is agreement, a known difference or a reported bug.
    pub fn is_fine(self) -> bool {
        matches!(
            self,
            Verdict::Valid | Verdict::Invalid | Verdict::Known(_) | Verdict::Reported(_)
        )
    }
}

/// A text both sides judged, for the differences to recognise.
struct Case<'a> {
    subject: &'a Subject,
    text: &'a str,
    /// The text as JSON, if it is.
    instance: Option<&'a Value>,
    ours: &'a Result<Value, String>,
    boon: Option<&'a Result<(), Vec<Leaf>>>,
}

impl Case<'_> {
    fn verdict(&self) -> Verdict {
        let (Some(instance), Some(boon)) = (self.instance, self.boon) else {
            return match self.ours {
                Ok(_) => Verdict::FalseAccept,
                Err(_) => Verdict::Invalid,
            };
        };
        let plain = match (self.ours, boon) {
            (Ok(back), Ok(())) if same_json(back, instance) => return Verdict::Valid,
            (Err(_), Err(_)) => return Verdict::Invalid,
            (Ok(_), Ok(())) => return Verdict::WrittenBackChanged,
            (Err(e), Ok(())) if e.starts_with(crate::CANNOT_WRITE_BACK) => {
                return Verdict::WrittenBackChanged
            }
            (Ok(_), Err(_)) => Verdict::FalseAccept,
            (Err(_), Ok(())) => Verdict::FalseReject,
        };
        if let Some(d) = KNOWN.iter().find(|d| (d.covers)(self)) {
            return Verdict::Known(d.name);
        }
        match REPORTED.iter().find(|d| (d.covers)(self)) {
            Some(d) => Verdict::Reported(d.name),
            None => plain,
        }
    }

    /// Whether we accept and boon refuses (else we refuse and boon accepts: `covers` is only
    /// asked about these two).
    fn we_accept(&self) -> bool {
        self.ours.is_ok()
    }

    /// The errors boon reports (none when it accepts or the text is not JSON).
    fn boon_leaves(&self) -> &[Leaf] {
        match self.boon {
            Some(Err(leaves)) => leaves,
            _ => &[],
        }
    }

    /// The format our error names (`(format "hostname")`), if it names one.
    fn our_format(&self) -> Option<&str> {
        let e = self.ours.as_ref().err()?;
        let from = e.find("(format \"")? + "(format \"".len();
        let len = e[from..].find('"')?;
        Some(&e[from..from + len])
    }

    /// The strings of the instance, member names included.
    fn strings(&self) -> Vec<&str> {
        fn walk<'v>(v: &'v Value, out: &mut Vec<&'v str>) {
            match v {
                Value::String(s) => out.push(s),
                Value::Array(items) => items.iter().for_each(|i| walk(i, out)),
                Value::Object(m) => {
                    for (k, v) in m {
                        out.push(k);
                        walk(v, out);
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        if let Some(instance) = self.instance {
            walk(instance, &mut out);
        }
        out
    }

    /// Whether a format's check alone makes the difference: when we accept, boon refuses only
    /// for formats of `formats` (`accepting` allowed), and some string it refuses has `trait_`;
    /// when we refuse (`refusing` allowed), our error is for one of `formats`, and a string of
    /// the instance has `trait_`.
    fn format_alone(
        &self,
        formats: &[&str],
        (accepting, refusing): (bool, bool),
        trait_: fn(&str) -> bool,
    ) -> bool {
        if self.we_accept() {
            let leaves = self.boon_leaves();
            accepting
                && !leaves.is_empty()
                && leaves.iter().all(|l| {
                    formats
                        .iter()
                        .any(|f| l.keyword.strip_prefix("format ") == Some(f))
                })
                && leaves.iter().any(|l| {
                    self.instance
                        .and_then(|i| i.pointer(&l.at))
                        .and_then(Value::as_str)
                        .is_some_and(trait_)
                })
        } else {
            refusing
                && self.our_format().is_some_and(|f| formats.contains(&f))
                && self.strings().into_iter().any(trait_)
        }
    }
}

/// A difference between our verdict and boon's that is expected: which cases it covers, and why
/// our verdict is the right one.
pub struct Difference {
    pub name: &'static str,
    pub reason: &'static str,
    covers: fn(&Case) -> bool,
}

const ACCEPTING: (bool, bool) = (true, false);
const REFUSING: (bool, bool) = (false, true);
const BOTH: (bool, bool) = (true, true);

/// The known differences, the one place they are listed. A disagreement none of them covers is
/// a finding. Each says which cases it covers; where boon's deviation has a shape, only cases
/// of that shape.
pub const KNOWN: &[Difference] = &[
    Difference {
        name: "multipleOf in decimal",
        reason: "`multipleOf` holds when dividing the number by it gives an integer (Validation \
                 §6.2.1), and a JSON number is the decimal written (RFC 8259 §6): we divide \
                 decimals exactly. boon divides f64s: 19.99 / 0.01 is 1998.9999999999998 for it, \
                 1e308 / 0.0001 overflows, and 1e19, 9007199254740993 and 5e-324 lose the digits \
                 that decide. The suite agrees (\"by number\", \"float division = inf\"). Covered: \
                 the text holds a number whose verdict for one of the schema's `multipleOf` \
                 values, exact on the number as we read it, is not boon's and is that of the \
                 number written.",
        covers: |c| {
            multiple_of_pairs(c).any(|(n, m)| {
                let ours = exact_multiple(&as_read(n), &m);
                ours.is_some_and(|o| o != float_multiple(n, &m)) && ours == exact_multiple(n, &m)
            })
        },
    },
    Difference {
        name: "numbers rounded when read (documented limitation)",
        reason: "LIMITATION OF OURS, documented (README, Limitations): a number beyond \
                 `i64`/`u64`, or with a fraction, reaches the generated code as serde_json reads \
                 it without `arbitrary_precision`, rounded to an f64, and is checked exactly from \
                 there; the spec's verdict is the written decimal's. So `[6184467440737095516162]` \
                 (a multiple of 6) against `{\"items\": {\"multipleOf\": 2}, \"contains\": \
                 {\"multipleOf\": 3}}` is refused: we check 6184467440737096000000. boon rounds \
                 too, and its f64 division happens to say 'multiple'. Covered: the text holds a \
                 number whose verdict for one of the schema's `multipleOf` values, exact on the \
                 number as we read it, is not boon's nor that of the number written.",
        covers: |c| {
            multiple_of_pairs(c).any(|(n, m)| {
                let ours = exact_multiple(&as_read(n), &m);
                ours.is_some_and(|o| o != float_multiple(n, &m)) && ours != exact_multiple(n, &m)
            })
        },
    },
    Difference {
        name: "official meta-schemas",
        reason: "A schema that refers to a meta-schema is judged by the document at \
                 json-schema.org (vendored unedited in `codegen/metaschemas/`). boon's built-in \
                 copies are edited: draft-04's adds `\"$ref\": {\"type\": \"string\"}` and \
                 `format`s on `$schema` and `id`, draft-06 and draft-07 give `enum` \
                 `minItems: 1` and `uniqueItems`, draft-06 lacks `examples`. Covered: boon, given \
                 the official documents, agrees with us.",
        covers: |c| {
            let instance = c.instance.cloned().unwrap_or_default();
            c.subject.schema.contains("json-schema.org")
                && c.subject.with_official_meta_schemas(&instance) == Some(c.we_accept())
        },
    },
    Difference {
        name: "formats of the dialect",
        reason: "A format the dialect does not define is an annotation: draft-04 (§7.3) \
                 defines date-time, email, hostname, ipv4, ipv6 and uri, draft-06 adds \
                 uri-reference, uri-template and json-pointer, draft-07 date, time, the idn and \
                 iri formats, relative-json-pointer and regex, 2019-09 duration and uuid. boon \
                 asserts every format it knows in every dialect, its own `period` too (`uuid` in \
                 example-app's draft-04 `payment.reference`). Covered: boon, asserting only the \
                 dialect's formats, agrees with us.",
        covers: |c| {
            let instance = c.instance.cloned().unwrap_or_default();
            c.subject.schema.contains("format")
                && c.subject.with_dialect_formats(&instance) == Some(c.we_accept())
        },
    },
    Difference {
        name: "duplicate member names",
        reason: "An object that names a member twice is refused (`ErrorKind::DuplicateMember`): \
                 RFC 8259 §4 leaves the meaning of such an object to the implementation, I-JSON \
                 (RFC 7493 §2.3) forbids it, and JSON Schema's data model (Core §4.2.1) has no \
                 place for it. boon judges serde_json's reading, which keeps the last value. \
                 Covered: texts that repeat a name, which we refuse.",
        covers: |c| !c.we_accept() && has_duplicate_members(c.text),
    },
    Difference {
        name: "date and time fields are digits",
        reason: "RFC 3339 §5.6 writes every field of a date, time and date-time as DIGITs; \
                 boon reads each with `usize::from_str`, which takes a leading `+` \
                 (`2024-+5-01`, `12:+4:56Z`). Covered: we refuse for one of those formats a \
                 string with a `+` that is not an offset's sign (no digit before it).",
        covers: |c| c.format_alone(&["date-time", "date", "time"], REFUSING, plus_inside),
    },
    Difference {
        name: "duration designators in order",
        reason: "RFC 3339 Appendix A: `dur-year = 1*DIGIT \"Y\" [dur-month]`, `dur-month = \
                 1*DIGIT \"M\" [dur-day]`, `dur-hour = 1*DIGIT \"H\" [dur-minute]`, so a day \
                 after a year, or a second after an hour, needs the unit between (`P1Y2D`, \
                 `PT1H2S` are not durations; the suite's `P1Y2M3DT4H5M6S` has all). boon skips \
                 units. Covered: we refuse a `duration` string that skips one.",
        covers: |c| c.format_alone(&["duration"], REFUSING, skips_a_unit),
    },
    Difference {
        name: "hostname: no trailing dot, A-labels checked",
        reason: "A `hostname` is an RFC 1123 §2.1 name, without the trailing dot of a DNS \
                 FQDN (the suite: \"trailing dot\" is invalid), whose `xn--` labels are A-labels \
                 (Validation §7.3.3 names RFC 5891 §4.4): Punycode that decodes to a valid \
                 U-label (RFC 5890 §2.3.2.1, RFC 5892, RFC 5893; the suite's A-label group). boon \
                 accepts a trailing dot and does not decode `xn--` labels. Covered: we refuse a \
                 `hostname` string that ends with a dot or has an `xn--` label.",
        covers: |c| {
            c.format_alone(&["hostname"], REFUSING, |s| {
                s.ends_with('.') || labels(s).any(is_xn_label)
            })
        },
    },
    Difference {
        name: "idn-hostname: IDNA2008 as written",
        reason: "An internationalized host name (RFC 5890 §2.3.2.3) is checked as written: a \
                 U-label must be in NFC and hold only PVALID or contextual code points (RFC 5891 \
                 §5.4, RFC 5892: capitals such as `Ü`, full-width forms and emoji are \
                 DISALLOWED), an A-label must decode to such a U-label. boon first maps the \
                 string the way browsers do (UTS #46: case folding, width mapping, \
                 normalization) and then accepts it. The domain of an `idn-email` (RFC 6531 \
                 §3.3) is checked the same. Covered: we refuse an `idn-hostname` or `idn-email` \
                 string with a non-ASCII character, an `xn--` label or a trailing dot.",
        covers: |c| {
            c.format_alone(&["idn-hostname", "idn-email"], REFUSING, |s| {
                !s.is_ascii() || s.ends_with('.') || labels(s).any(is_xn_label)
            })
        },
    },
    Difference {
        name: "idn-hostname: RFC 1123 names, contextual rules per label",
        reason: "Every `hostname` is an `idn-hostname` (Validation §7.3.3: \"as defined by \
                 either RFC 1123 as for hostname, or ...\"), so an ASCII label with `--` in the \
                 third and fourth places that is not an `xn--` label (`ab--cd`) is one; boon \
                 applies UTS #46's CheckHyphens to it. The CONTEXTO rules of RFC 5892 Appendix A \
                 hold in a label (RFC 5891 §5.4): U+00B7 MIDDLE DOT between two `l`s wherever \
                 the label goes on (`l·la`), which boon refuses unless the label ends there; \
                 Arabic-Indic and Extended Arabic-Indic digits may not mix in one label \
                 (A.8, A.9), while boon refuses them in two (`ب٠.z۰`). Covered: boon refuses \
                 an `idn-hostname` with such a label, `l·l`, or both kinds of digit.",
        covers: |c| {
            c.format_alone(&["idn-hostname"], ACCEPTING, |s| {
                s.contains("l\u{b7}l")
                    || digits_apart(s)
                    || labels(s).any(is_rfc_1123_reserved_label)
            })
        },
    },
    Difference {
        name: "email: RFC 5321 Mailbox",
        reason: "An `email` is an RFC 5321 §4.1.2 Mailbox: its local part is not empty (the \
                 suite: \"local part is required\") and is ASCII (`qtextSMTP` is %d32-126 but \
                 for `\"` and `\\`), a quoted local part may hold any `quoted-pairSMTP` (`\\` \
                 and a printable character), the domain is `sub-domain *(\".\" sub-domain)`, with \
                 no trailing dot, and the tag of an IPv6 address literal is matched without \
                 regard to case (`IPV6:`, RFC 5234 §2.3). boon accepts an empty or non-ASCII \
                 local part and a trailing dot, and refuses quoted pairs and `[IPV6:...]`. \
                 Covered: we refuse an `email` that starts with `@`, ends with `.` or holds a \
                 character outside printable ASCII; boon refuses one with a `\\` inside quotes \
                 or an IPv6 tag not written `IPv6`.",
        covers: |c| {
            c.format_alone(&["email"], REFUSING, |s| {
                s.starts_with('@')
                    || s.ends_with('.')
                    || s.chars().any(|ch| !(' '..='~').contains(&ch))
            }) || c.format_alone(&["email"], ACCEPTING, |s| {
                let quoted = s.rfind("\"@").filter(|_| s.starts_with('"'));
                let quoted_pair = quoted.is_some_and(|end| s[..end].contains('\\'));
                let ipv6_tag = s.to_ascii_lowercase().contains("@[ipv6:") && !s.contains("@[IPv6:");
                quoted_pair || ipv6_tag
            })
        },
    },
    Difference {
        name: "idn-email: RFC 6531 local parts",
        reason: "An `idn-email`'s local part is RFC 6531 §3.3's: atext with UTF-8 (any \
                 non-ASCII code point, C1 controls and noncharacters included), `%`, `/` and \
                 `+` among the ASCII ones, quoted strings with UTF-8, up to 64 octets (RFC 5321 \
                 §4.5.3.1.1); the suite has each. boon puts the local part through IDNA's \
                 domain processing (`idna::domain_to_ascii_strict`), which refuses all of these. \
                 Covered: boon refuses only for `idn-email`.",
        covers: |c| c.format_alone(&["idn-email"], ACCEPTING, |_| true),
    },
    Difference {
        name: "iri: RFC 3987",
        reason: "An `iri` and an `iri-reference` follow RFC 3987 §2.2's grammar: no space, \
                 control, `\"`, `\\`, `<`, `>` or second `#`, `%` only before two hex digits, \
                 `[` only around a host, no `:` in the first segment of a relative reference \
                 (`2024-05-01T12:30:00Z` is not one); while `[v1.fe]` (IPvFuture), an empty host \
                 (`http://`), a reg-name like `192.Z168.0.1` and `http:/:/x` are IRIs. boon \
                 checks with the `url` crate's WHATWG parser, which is lenient in the first ways \
                 and strict in the others. Covered: the difference is the `iri` or \
                 `iri-reference` check alone.",
        covers: |c| c.format_alone(&["iri", "iri-reference"], BOTH, |_| true),
    },
    Difference {
        name: "uri-template: RFC 6570",
        reason: "A `uri-template` is one of RFC 6570's, of any level (§1.2): expressions with \
                 the operators of levels 2 to 4 (`{#x}`, `{/x}`, `{?x}`, ...) and `pct-encoded` \
                 names are valid; literals are any characters but controls, space, `\"`, `'`, \
                 `%` (unless pct-encoded), `<`, `>`, `\\`, `^`, `` ` ``, `{`, `|` and `}` \
                 (§2.1); a name is `varchar *([\".\"] varchar)`, a prefix `:` 1 to 9999 without a \
                 leading zero, and an expression is not empty (§2.3, §2.4). The operators `=`, \
                 `,`, `!`, `@` and `|` are reserved for future extensions (§2.2) and belong to no \
                 level; we refuse them, as a processor reports them (§3). boon reads a template \
                 as a URL: it refuses `{#x}`, `{/x}` and `{?x}` and accepts nearly anything else. \
                 Covered: the difference is the `uri-template` check alone.",
        covers: |c| c.format_alone(&["uri-template"], BOTH, |_| true),
    },
    Difference {
        name: "regex: ECMA-262",
        reason: "A `regex` is an ECMA-262 pattern (Validation §7.3.8), as the suite's \
                 `ecmascript-regex.json` reads it (Unicode mode, no Annex B): named \
                 back-references, look-behind and `[]`/`[^]` are valid, Python's `(?P<n>...)`, \
                 inline flags `(?i)`, `\\a`, `\\A` and a lone `]` are not. boon checks with the \
                 `regex` crate's syntax. Covered: the difference is the `regex` check alone.",
        covers: |c| c.format_alone(&["regex"], BOTH, |_| true),
    },
];

/// Disagreements where boon is right: bugs of the runtime or the generator, reported with a
/// reproduction, each covering only its own shape of case, to be removed when fixed.
pub const REPORTED: &[Difference] = &[];

/// The labels of a host name, split at every separator IDNA knows (RFC 3490 §3.1).
fn labels(s: &str) -> impl Iterator<Item = &str> {
    s.split(['.', '\u{3002}', '\u{ff0e}', '\u{ff61}'])
}

fn is_xn_label(label: &str) -> bool {
    label.len() >= 4 && label.is_char_boundary(4) && label[..4].eq_ignore_ascii_case("xn--")
}

/// An ASCII label with `--` in the third and fourth places that is not an `xn--` label.
fn is_rfc_1123_reserved_label(label: &str) -> bool {
    label.is_ascii() && label.get(2..4) == Some("--") && !is_xn_label(label)
}

/// Arabic-Indic digits (U+0660..U+0669) in one label and Extended Arabic-Indic digits
/// (U+06F0..U+06F9) in another, never both in one.
fn digits_apart(s: &str) -> bool {
    let has = |label: &str, lo: char, hi: char| label.contains(|d| (lo..=hi).contains(&d));
    let (mut arabic, mut extended) = (false, false);
    for label in labels(s) {
        let (a, e) = (
            has(label, '\u{660}', '\u{669}'),
            has(label, '\u{6f0}', '\u{6f9}'),
        );
        if a && e {
            return false;
        }
        arabic |= a;
        extended |= e;
    }
    arabic && extended
}

/// A `+` with no digit before it: not an offset's sign, so inside a field.
fn plus_inside(s: &str) -> bool {
    s.char_indices()
        .any(|(i, c)| c == '+' && !s[..i].ends_with(|p: char| p.is_ascii_digit()))
}

/// A duration that skips a unit between two it has: `Y` then `D` without `M` in the date
/// part, `H` then `S` without `M` in the time part.
fn skips_a_unit(s: &str) -> bool {
    let Some(rest) = s.strip_prefix('P') else {
        return false;
    };
    let (date, time) = rest.split_once('T').unwrap_or((rest, ""));
    let skips = |part: &str, first: char, last: char| {
        part.contains(first) && part.contains(last) && !part.contains('M')
    };
    skips(date, 'Y', 'D') || skips(time, 'H', 'S')
}

/// Every (number literal of the text, `multipleOf` value of the schema).
fn multiple_of_pairs<'c>(c: &'c Case) -> impl Iterator<Item = (&'c str, String)> {
    let schema: Value = serde_json::from_str(c.subject.schema).unwrap_or_default();
    let mut divisors = Vec::new();
    multiple_of_values(&schema, &mut divisors);
    number_literals(c.text)
        .into_iter()
        .flat_map(move |n| divisors.clone().into_iter().map(move |m| (n, m)))
}

/// The number as serde_json reads it (without `arbitrary_precision`), written back: the
/// integer, or the shortest text of the f64.
fn as_read(literal: &str) -> String {
    serde_json::from_str::<Value>(literal).map_or_else(|_| literal.to_owned(), |v| v.to_string())
}

/// Every number given to `multipleOf` in a schema.
fn multiple_of_values(node: &Value, out: &mut Vec<String>) {
    match node {
        Value::Object(m) => {
            for (k, v) in m {
                match v {
                    Value::Number(n) if k == "multipleOf" => out.push(n.to_string()),
                    _ => multiple_of_values(v, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|i| multiple_of_values(i, out)),
        _ => {}
    }
}

/// The number literals of a JSON text, as written.
fn number_literals(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                out.push(&text[start..i]);
            }
            _ => i += 1,
        }
    }
    out
}

/// A decimal literal's magnitude as (its digits without leading or trailing zeros, the power of
/// ten they are multiplied by; zero is no digits and power 0); `None` when it is not a JSON
/// number.
fn decimal(literal: &str) -> Option<(String, i64)> {
    let unsigned = literal.strip_prefix('-').unwrap_or(literal);
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(i) => (&unsigned[..i], unsigned[i + 1..].parse::<i64>().ok()?),
        None => (unsigned, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if whole.is_empty()
        || !(whole
            .bytes()
            .chain(fraction.bytes())
            .all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let digits = format!("{whole}{fraction}");
    let mut power = exponent.checked_sub(i64::try_from(fraction.len()).ok()?)?;
    let significant = digits.trim_start_matches('0');
    let trimmed = significant.trim_end_matches('0');
    if trimmed.is_empty() {
        return Some((String::new(), 0));
    }
    power += i64::try_from(significant.len() - trimmed.len()).ok()?;
    Some((trimmed.to_owned(), power))
}

/// Whether `n` is an integer multiple of `m`, both decimal literals, in exact arithmetic;
/// `None` when they are too long for it here.
fn exact_multiple(n: &str, m: &str) -> Option<bool> {
    let ((a, p), (b, q)) = (decimal(n)?, decimal(m)?);
    if a.is_empty() {
        return Some(true); // zero
    }
    let mut b: u128 = b.parse().ok()?;
    if b == 0 {
        return None;
    }
    // n / m = (a / b) * 10^e. With e < 0 it is an integer only if 10^-e divides a, which has no
    // trailing zero.
    let e = p - q;
    if e < 0 {
        return Some(false);
    }
    // b must divide a * 10^e: take out of b the twos and fives 10^e supplies.
    for f in [2, 5] {
        let mut left = e;
        while left > 0 && b % f == 0 {
            b /= f;
            left -= 1;
        }
    }
    if b > u128::MAX / 10 {
        return None;
    }
    let rest = a
        .bytes()
        .fold(0u128, |r, d| (r * 10 + u128::from(d - b'0')) % b);
    Some(rest == 0)
}

/// boon's verdict on the same: `(n / m).fract() == 0` in f64.
fn float_multiple(n: &str, m: &str) -> bool {
    let f = |l: &str| {
        serde_json::from_str::<Value>(l)
            .ok()
            .and_then(|v| v.as_f64())
    };
    match (f(n), f(m)) {
        (Some(n), Some(m)) => (n / m).fract() == 0.0,
        _ => true,
    }
}

/// Whether a JSON text names a member twice in one object (false when it is not JSON).
fn has_duplicate_members(text: &str) -> bool {
    /// Any JSON value; reading it fails at the first object with a repeated name.
    struct Unique;
    impl<'de> Deserialize<'de> for Unique {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            d.deserialize_any(Unique)
        }
    }
    impl<'de> Visitor<'de> for Unique {
        type Value = Unique;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("JSON")
        }
        fn visit_bool<E>(self, _: bool) -> Result<Unique, E> {
            Ok(Unique)
        }
        fn visit_i64<E>(self, _: i64) -> Result<Unique, E> {
            Ok(Unique)
        }
        fn visit_u64<E>(self, _: u64) -> Result<Unique, E> {
            Ok(Unique)
        }
        fn visit_f64<E>(self, _: f64) -> Result<Unique, E> {
            Ok(Unique)
        }
        fn visit_str<E>(self, _: &str) -> Result<Unique, E> {
            Ok(Unique)
        }
        fn visit_unit<E>(self) -> Result<Unique, E> {
            Ok(Unique)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Unique, A::Error> {
            while seq.next_element::<Unique>()?.is_some() {}
            Ok(Unique)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Unique, A::Error> {
            let mut names = HashSet::new();
            while let Some(name) = map.next_key::<String>()? {
                if !names.insert(name) {
                    return Err(serde::de::Error::custom("a name twice"));
                }
                map.next_value::<Unique>()?;
            }
            Ok(Unique)
        }
    }
    serde_json::from_str::<Value>(text).is_ok() && serde_json::from_str::<Unique>(text).is_err()
}

/// Equality as JSON Schema defines it (Core §4.2.2): the same type, numbers mathematically equal
/// (`1` is `1.0`), strings the same code points, arrays item by item, objects the same names with
/// equal values, in any order.
fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => same_number(x, y),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same_json(v, w))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

/// Numbers by value, integers beyond 2^53 exactly (`9007199254740993` is not the float
/// `9007199254740992.0`).
fn same_number(x: &serde_json::Number, y: &serde_json::Number) -> bool {
    fn int(n: &serde_json::Number) -> Option<i128> {
        n.as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
    }
    let float_is = |f: Option<f64>, i: i128| {
        f.is_some_and(|f| f.fract() == 0.0 && f.abs() < 1e30 && f as i128 == i)
    };
    match (int(x), int(y)) {
        (Some(i), Some(j)) => i == j,
        (Some(i), None) => float_is(y.as_f64(), i),
        (None, Some(j)) => float_is(x.as_f64(), j),
        (None, None) => x.as_f64() == y.as_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_multiples() {
        for (n, m, want) in [
            ("19.99", "0.01", Some(true)),
            ("19.995", "0.01", Some(false)),
            ("1e308", "0.0001", Some(true)),
            ("1e308", "0.123456789", Some(false)),
            ("1e19", "3", Some(false)),
            ("9007199254740993", "3", Some(true)),
            ("9007199254740993", "2", Some(false)),
            ("5e-324", "2", Some(false)),
            ("0", "0.5", Some(true)),
            ("-7.5", "1.5", Some(true)),
            ("12", "8", Some(false)),
            ("120", "0.8", Some(true)),
            ("0.0075", "0.0001", Some(true)),
            ("0.00751", "0.0001", Some(false)),
        ] {
            assert_eq!(exact_multiple(n, m), want, "{n} / {m}");
        }
    }

    #[test]
    fn reading_rounds_long_numbers() {
        for (literal, read) in [
            ("19.99", "19.99"),
            ("1e19", "1e+19"),
            ("18446744073709551615", "18446744073709551615"),
            ("6184467440737095516162", "6.184467440737096e+21"),
        ] {
            assert_eq!(as_read(literal), read);
        }
        assert_eq!(decimal("-0"), decimal("0.0"));
    }

    #[test]
    fn number_literals_skip_strings() {
        assert_eq!(
            number_literals(r#"{"a\"1": [1, -2.5e+3, "3"], "b": 4}"#),
            ["1", "-2.5e+3", "4"]
        );
    }

    #[test]
    fn shapes() {
        assert!(plus_inside("2024-+5-01") && plus_inside("+024-05-01"));
        assert!(!plus_inside("2024-05-01T12:30:00+02:00"));
        assert!(skips_a_unit("P1Y2D") && skips_a_unit("PT1H2S"));
        assert!(!skips_a_unit("P1Y2M3DT4H5M6S") && !skips_a_unit("P4W"));
        assert!(is_rfc_1123_reserved_label("ab--cd") && !is_rfc_1123_reserved_label("xn--7a"));
        assert!(digits_apart("\u{628}\u{660}.z\u{6f0}"));
        assert!(!digits_apart("\u{628}\u{660}\u{6f0}.z\u{6f0}"));
        assert!(has_duplicate_members(r#"{"a":1,"b":{"c":1,"c":2}}"#));
        assert!(!has_duplicate_members(r#"{"a":1,"b":{"a":1}}"#));
    }
}
