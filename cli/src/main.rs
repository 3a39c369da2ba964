//! `wire-models`: the generator for code that is checked in. `generate` writes a crate's
//! modules from its JSON Schemas into a folder (`mod models;` takes them in), `check` fails
//! with a diff and the fixing command when that folder is stale (for CI), and `docs` writes the
//! schemas' reference pages. It reads the schemas, calls the generator's pure core with the
//! options a build script's `Builder` would use (`wire-models.json` beside the schemas, remote
//! folders, runtime path, default dialect) and hands the files to the generator's `drift`
//! module, which compares, diffs and writes only what changed.
//!
//! Exit status: 0 done (for `check`: current); 1 stale files or a refused schema or
//! configuration; 2 a usage error or a file that cannot be read or written.

mod args;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;

use args::{Args, Command, Invocation};
use wire_models_codegen::drift::{self, Difference, DifferenceKind};
use wire_models_codegen::{
    generate_docs_with, generate_layout, Builder, Config, GeneratedFile, Layout, Options,
    SchemaSource,
};

/// From this many schemas on, a line on stderr says that generating has begun.
const PROGRESS_FROM: usize = 20;

/// Why a run stopped, and its exit status.
struct Failure {
    status: u8,
    message: String,
}

impl Failure {
    /// Stale files, or a schema or configuration refused: status 1.
    fn found(message: impl Into<String>) -> Failure {
        Failure {
            status: 1,
            message: message.into(),
        }
    }

    /// A usage error or a file that cannot be read or written: status 2.
    fn usage(message: impl Into<String>) -> Failure {
        Failure {
            status: 2,
            message: message.into(),
        }
    }
}

fn main() -> ExitCode {
    let mut words = Vec::new();
    for word in std::env::args_os().skip(1) {
        match word.into_string() {
            Ok(word) => words.push(word),
            Err(word) => {
                eprintln!("error: {}: not valid UTF-8", word.to_string_lossy());
                return ExitCode::from(2);
            }
        }
    }
    let result = match args::parse(&words) {
        Ok(Invocation::Help(text)) => {
            print!("{text}");
            Ok(())
        }
        Ok(Invocation::Version) => {
            println!("wire-models {}", env!("CARGO_PKG_VERSION"));
            Ok(())
        }
        Ok(Invocation::Run(args)) => run(&args),
        Err(usage) => Err(Failure::usage(usage)),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{}", failure.message);
            ExitCode::from(failure.status)
        }
    }
}

fn run(args: &Args) -> Result<(), Failure> {
    let schemas = read_schemas(&args.inputs)?;
    if schemas.len() >= PROGRESS_FROM {
        eprintln!(
            "wire-models: {} the {} schemas of {}...",
            match args.command {
                Command::Docs => "documenting",
                _ => "generating",
            },
            schemas.len(),
            args.inputs.join(", ")
        );
    }
    let out = Path::new(&args.out);
    match args.command {
        Command::Generate | Command::Check => {
            let files = generate(args, &schemas)?;
            let differences =
                drift::compare(out, &args.out, ".rs", &files).map_err(Failure::usage)?;
            if args.command == Command::Check {
                check(args, &schemas, &files, &differences)
            } else {
                write(&args.out, &files, &differences, true)
            }
        }
        Command::Docs => {
            let pages = generate_docs_with(&schemas, &options(args)?)
                .map_err(|d| Failure::found(d.to_string()))?;
            let differences =
                drift::compare(out, &args.out, ".md", &pages).map_err(Failure::usage)?;
            write(&args.out, &pages, &differences, false)
        }
    }
}

/// The schemas of every input, a folder's in order of name, each named as the user wrote it.
fn read_schemas(inputs: &[String]) -> Result<Vec<SchemaSource>, Failure> {
    let mut schemas: Vec<SchemaSource> = Vec::new();
    for input in inputs {
        let path = Path::new(input);
        let found = if path.is_dir() {
            let found = SchemaSource::read_folder(path, input)
                .map_err(|e| Failure::usage(format!("error: {e}")))?;
            if found.is_empty() {
                return Err(Failure::usage(format!(
                    "error: {input}/: holds no *.schema.json file"
                )));
            }
            found
        } else {
            let text = std::fs::read_to_string(path)
                .map_err(|e| Failure::usage(format!("error: {input}: {e}")))?;
            vec![SchemaSource {
                path: input.clone(),
                text,
            }]
        };
        for schema in found {
            if !schemas.iter().any(|s| s.path == schema.path) {
                schemas.push(schema);
            }
        }
    }
    Ok(schemas)
}

/// The folder of each input: where its `wire-models.json` would be.
fn folders(inputs: &[String]) -> BTreeMap<String, &Path> {
    inputs
        .iter()
        .map(|input| {
            let path = Path::new(input);
            if path.is_dir() {
                (input.clone(), path)
            } else {
                match path.parent().filter(|p| !p.as_os_str().is_empty()) {
                    Some(parent) => (parent.to_string_lossy().into_owned(), parent),
                    None => (".".to_owned(), Path::new(".")),
                }
            }
        })
        .collect()
}

/// The options a build script's `Builder` would use: the remote map and runtime path of the
/// arguments, the `wire-models.json` beside the schemas, the default dialect.
fn options(args: &Args) -> Result<Options, Failure> {
    let mut builder = Builder::new();
    for (prefix, folder) in &args.remotes {
        builder = builder.remote(prefix.clone(), folder);
    }
    if let Some(runtime) = &args.runtime {
        builder = builder.runtime_path(runtime.clone());
    }
    let configured: Vec<(String, &Path)> = folders(&args.inputs)
        .into_iter()
        .filter(|(_, path)| path.join("wire-models.json").is_file())
        .collect();
    let mut config = match configured.as_slice() {
        [] => Config::default(),
        [(shown, path)] => Config::read(path, shown).map_err(|d| Failure::found(d.to_string()))?,
        several => {
            let files: Vec<String> = several
                .iter()
                .map(|(shown, _)| format!("{shown}/wire-models.json"))
                .collect();
            return Err(Failure::usage(format!(
                "error: {}: one run reads one configuration; merge them, or generate each folder into its own --out",
                files.join(", ")
            )));
        }
    };
    if let Some(dialect) = args.default_dialect {
        config = config.with_default_dialect(dialect);
    }
    Ok(Options {
        config,
        ..builder.options()
    })
}

/// The modules and their `mod.rs`; warnings on stderr.
fn generate(args: &Args, schemas: &[SchemaSource]) -> Result<Vec<GeneratedFile>, Failure> {
    let layout = Layout::Files {
        regenerate: args.generate_command(),
    };
    let report = generate_layout(schemas, &options(args)?, &layout).map_err(|d| {
        Failure::found(format!(
            "{d}\n\nerror: {} problem(s) in the schemas; nothing was {}",
            d.0.len(),
            if args.command == Command::Check {
                "compared"
            } else {
                "written"
            }
        ))
    })?;
    for warning in &report.warnings {
        eprintln!("warning: {warning}");
    }
    Ok(report.files)
}

/// Whether a file is one the generator wrote (its header says so), so that removing it loses
/// nothing.
fn generated_by_us(difference: &Difference) -> bool {
    std::fs::read_to_string(&difference.path).is_ok_and(|text| {
        text.lines().next().is_some_and(|first| {
            first.starts_with("// @generated ") && first.contains(" by wire-models-codegen")
        })
    })
}

fn check(
    args: &Args,
    schemas: &[SchemaSource],
    files: &[GeneratedFile],
    differences: &[Difference],
) -> Result<(), Failure> {
    if differences.is_empty() {
        println!(
            "{}: {} files from {} schemas, all current",
            args.out,
            files.len(),
            schemas.len()
        );
        return Ok(());
    }
    let problems: Vec<String> = differences
        .iter()
        .map(|d| match d.kind {
            DifferenceKind::Stray if !generated_by_us(d) => format!(
                "{d}\n  (it was not written by wire-models: move it out of {}, which belongs to the generator)",
                args.out
            ),
            _ => d.to_string(),
        })
        .collect();
    Err(Failure::found(drift::failure(
        &problems,
        &args.generate_command(),
    )))
}

/// Writes what differs. With `remove`, a stray file is removed when the generator wrote it, and
/// refused (before anything is written) when it did not; without, it is only reported.
fn write(
    out: &str,
    files: &[GeneratedFile],
    differences: &[Difference],
    remove: bool,
) -> Result<(), Failure> {
    let mut strays = Vec::new();
    for d in differences {
        if d.kind == DifferenceKind::Stray && (!remove || !generated_by_us(d)) {
            strays.push(d);
        }
    }
    if remove && !strays.is_empty() {
        let names: Vec<&str> = strays.iter().map(|d| d.shown.as_str()).collect();
        return Err(Failure::usage(format!(
            "error: {}: not written by wire-models, and generated from no schema; {out} belongs to the generator: move {} elsewhere (nothing was written)",
            names.join(", "),
            if names.len() == 1 { "it" } else { "them" }
        )));
    }
    let mut changed = 0;
    for d in differences {
        if d.kind == DifferenceKind::Stray && !remove {
            continue;
        }
        println!(
            "{}",
            d.fix().map_err(|e| Failure::usage(format!("error: {e}")))?
        );
        changed += 1;
    }
    for d in &strays {
        eprintln!(
            "warning: {} is generated from no schema (was its model removed?); remove it if so",
            d.shown
        );
    }
    if changed == 0 {
        println!("{out}: {} files, all current; nothing written", files.len());
    }
    Ok(())
}
