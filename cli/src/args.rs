//! The command line's arguments: the words after `wire-models` in, an [`Invocation`] (a command
//! to run, or a help or version text to print) or a usage error out. Written by hand: three
//! commands sharing five options do not need a parser crate's compile time in a tool that
//! `cargo install` builds from source.

use wire_models_codegen::Dialect;

/// What the words ask for.
#[derive(Debug, PartialEq, Eq)]
pub enum Invocation {
    /// Run a command.
    Run(Args),
    /// Print this help text on stdout.
    Help(&'static str),
    /// Print the version.
    Version,
}

/// A command and its options.
#[derive(Debug, PartialEq, Eq)]
pub struct Args {
    /// Which command.
    pub command: Command,
    /// Schema folders and files, as written (normalised: no `./` prefix nor trailing `/`).
    pub inputs: Vec<String>,
    /// `--out`.
    pub out: String,
    /// `--remote <prefix>=<folder>`, in order.
    pub remotes: Vec<(String, String)>,
    /// `--runtime`, when given.
    pub runtime: Option<String>,
    /// `--default-dialect`, when given.
    pub default_dialect: Option<Dialect>,
}

/// The commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Write the modules into `--out`.
    Generate,
    /// Compare `--out` with what `generate` would write.
    Check,
    /// Write the reference pages into `--out`.
    Docs,
}

impl Command {
    fn name(self) -> &'static str {
        match self {
            Command::Generate => "generate",
            Command::Check => "check",
            Command::Docs => "docs",
        }
    }

    fn help(self) -> &'static str {
        match self {
            Command::Generate => GENERATE_HELP,
            Command::Check => CHECK_HELP,
            Command::Docs => DOCS_HELP,
        }
    }
}

impl Args {
    /// The `generate` command line these arguments stand for, normalised: what the header of
    /// every generated file and the message of a failed `check` name as the way to regenerate.
    pub fn generate_command(&self) -> String {
        let mut words = vec!["wire-models".to_owned(), "generate".to_owned()];
        words.extend(self.inputs.iter().map(|i| quote(i)));
        words.push("--out".to_owned());
        words.push(quote(&self.out));
        for (prefix, folder) in &self.remotes {
            words.push("--remote".to_owned());
            words.push(quote(&format!("{prefix}={folder}")));
        }
        if let Some(runtime) = &self.runtime {
            words.push("--runtime".to_owned());
            words.push(quote(runtime));
        }
        if let Some(dialect) = self.default_dialect {
            words.push("--default-dialect".to_owned());
            words.push(dialect.name().to_owned());
        }
        words.join(" ")
    }
}

/// A word as a POSIX shell reads it back: as is when it holds nothing special, else quoted.
fn quote(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./:=@%+,".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// A path as given, without what does not change its meaning: a leading `./`, a trailing `/`.
fn normalise(path: &str) -> String {
    let mut path = path;
    while let Some(rest) = path.strip_prefix("./") {
        path = rest;
    }
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() && !path.is_empty() {
        "/".to_owned()
    } else if trimmed.is_empty() {
        ".".to_owned()
    } else {
        trimmed.to_owned()
    }
}

/// Parses the words after the program's name. A usage error's text ends with where to find
/// help.
pub fn parse(words: &[String]) -> Result<Invocation, String> {
    let Some(first) = words.first() else {
        return Err(usage_error(None, "a command is required"));
    };
    let command = match first.as_str() {
        "generate" => Command::Generate,
        "check" => Command::Check,
        "docs" => Command::Docs,
        "-h" | "--help" | "help" => {
            return Ok(match words.get(1).map(String::as_str) {
                Some("generate") => Invocation::Help(GENERATE_HELP),
                Some("check") => Invocation::Help(CHECK_HELP),
                Some("docs") => Invocation::Help(DOCS_HELP),
                _ => Invocation::Help(HELP),
            })
        }
        "-V" | "--version" => return Ok(Invocation::Version),
        other if other.starts_with('-') => {
            return Err(usage_error(
                None,
                &format!("unknown option `{other}` before the command"),
            ))
        }
        other => {
            return Err(usage_error(
                None,
                &format!("unknown command `{other}`; the commands are generate, check and docs"),
            ))
        }
    };
    let fail = |message: &str| usage_error(Some(command), message);
    let mut inputs = Vec::new();
    let mut out = None;
    let mut remotes = Vec::new();
    let mut runtime = None;
    let mut default_dialect = None;
    let mut rest = words[1..].iter();
    let mut only_inputs = false;
    while let Some(word) = rest.next() {
        if only_inputs || !word.starts_with('-') || word == "-" {
            inputs.push(normalise(word));
            continue;
        }
        if word == "--" {
            only_inputs = true;
            continue;
        }
        if word == "-h" || word == "--help" {
            return Ok(Invocation::Help(command.help()));
        }
        let (option, inline) = match word.split_once('=') {
            Some((option, value)) => (option, Some(value.to_owned())),
            None => (word.as_str(), None),
        };
        if !["--out", "--remote", "--runtime", "--default-dialect"].contains(&option) {
            return Err(fail(&format!(
                "unknown option `{option}`; the options are --out, --remote, --runtime, --default-dialect and --help"
            )));
        }
        let value = match inline {
            Some(value) => value,
            None => rest
                .next()
                .cloned()
                .ok_or_else(|| fail(&format!("{option} needs a value")))?,
        };
        match option {
            "--out" if out.is_some() => return Err(fail("--out is given twice")),
            "--out" => out = Some(normalise(&value)),
            "--remote" => {
                let (prefix, folder) = value.split_once('=').filter(|(p, f)| !p.is_empty() && !f.is_empty()).ok_or_else(|| {
                    fail(&format!(
                        "--remote {value}: expected <prefix>=<folder>, e.g. --remote https://example.com/schemas/=schemas/remote"
                    ))
                })?;
                remotes.push((prefix.to_owned(), normalise(folder)));
            }
            "--runtime" => runtime = Some(value),
            _ => {
                let dialect = Dialect::from_name(&value).ok_or_else(|| {
                    let names: Vec<&str> = Dialect::ALL.iter().map(|d| d.name()).collect();
                    fail(&format!(
                        "--default-dialect {value}: unknown dialect; the dialects are {}",
                        names.join(", ")
                    ))
                })?;
                default_dialect = Some(dialect);
            }
        }
    }
    if inputs.is_empty() {
        return Err(fail(
            "no schemas given: name a folder of *.schema.json files or a schema file",
        ));
    }
    let Some(out) = out else {
        return Err(fail("--out <DIR> is required"));
    };
    Ok(Invocation::Run(Args {
        command,
        inputs,
        out,
        remotes,
        runtime,
        default_dialect,
    }))
}

fn usage_error(command: Option<Command>, message: &str) -> String {
    match command {
        Some(c) => format!(
            "error: {message}\n\nUsage: wire-models {} <SCHEMAS>... --out <DIR> [OPTIONS]\nRun `wire-models {} --help` for more.",
            c.name(),
            c.name()
        ),
        None => format!(
            "error: {message}\n\nUsage: wire-models <generate|check|docs> <SCHEMAS>... --out <DIR> [OPTIONS]\nRun `wire-models --help` for more."
        ),
    }
}

/// `wire-models --help`.
pub const HELP: &str = "\
wire-models: Rust types from JSON Schemas, checked in

Usage: wire-models <COMMAND> <SCHEMAS>... --out <DIR> [OPTIONS]

Commands:
  generate  Write the Rust modules of the schemas into <DIR>: `mod models;` takes them in
  check     Exit 1 with a diff and the fixing command when <DIR> is not what `generate` writes
  docs      Write a Markdown reference page per model into <DIR>

<SCHEMAS> are folders (each *.schema.json directly in them) and schema files. A
wire-models.json beside them shapes the code, as for a build script (see the README).

Options:
  -h, --help     Print help (`wire-models <COMMAND> --help` for a command's options)
  -V, --version  Print the version

Exit status:
  0  done; for `check`, the code is current
  1  `check` found stale, missing or stray files, or a schema or wire-models.json was refused
  2  a usage error, or a file or folder that cannot be read or written
";

/// `wire-models generate --help`.
pub const GENERATE_HELP: &str = "\
Write the Rust modules of the schemas into <DIR>, for checking in

Usage: wire-models generate <SCHEMAS>... --out <DIR> [OPTIONS]

Writes <DIR>/mod.rs and one <module>.rs per schema, so that `mod models;` (with
--out src/models) is all a crate adds; the crate depends on the `wire-models` runtime.
Only files whose contents change are written. <DIR> belongs to the generator: a .rs file
in it that no schema generates is removed if wire-models wrote it, and refused otherwise.

Arguments:
  <SCHEMAS>...  Folders (each *.schema.json directly in them) and schema files

Options:
      --out <DIR>                 The folder of the modules
      --remote <PREFIX>=<FOLDER>  Resolve remote references whose URL starts with PREFIX to
                                  files under FOLDER (repeatable); the network is never used
      --runtime <PATH>            The runtime's path in the generated code [default: ::wire_models]
      --default-dialect <NAME>    The dialect of schemas without `$schema`: draft-04, draft-06,
                                  draft-07, 2019-09 or 2020-12 [default: wire-models.json's
                                  default_dialect, else 2020-12]
  -h, --help                      Print help

Exit status: 0 written, 1 a schema or wire-models.json refused, 2 usage or file error.
";

/// `wire-models check --help`.
pub const CHECK_HELP: &str = "\
Check that the modules in <DIR> are what `generate` writes, changing nothing (for CI)

Usage: wire-models check <SCHEMAS>... --out <DIR> [OPTIONS]

Takes the arguments `generate` was run with. When a file in <DIR> is stale (edited by hand,
or its schema changed), missing, or generated from no schema, prints a unified diff of each
and the `wire-models generate` command that fixes them.

Arguments:
  <SCHEMAS>...  Folders (each *.schema.json directly in them) and schema files

Options:
      --out <DIR>                 The folder of the modules
      --remote <PREFIX>=<FOLDER>  As for `generate`
      --runtime <PATH>            As for `generate` [default: ::wire_models]
      --default-dialect <NAME>    As for `generate`
  -h, --help                      Print help

Exit status: 0 current, 1 stale, missing or stray files, or a schema or wire-models.json
refused, 2 usage or file error.
";

/// `wire-models docs --help`.
pub const DOCS_HELP: &str = "\
Write a Markdown reference page per model of the schemas into <DIR>

Usage: wire-models docs <SCHEMAS>... --out <DIR> [OPTIONS]

Writes <Model>.md for the root of each schema and each entry of its `$defs` or `definitions`
(an OpenAPI document: each of its components), with its fields' JSON and Rust types, required,
nullable and defaults, every constraint in words and the exact schema, and README.md, their
index. The pages are written from what `generate` compiles, so each keyword reads with its own
dialect's meaning, a reference links the page of the model it reaches in any file, and a
schema `generate` refuses is refused here with the same error. Only files whose contents
change are written; a .md file in <DIR> that no schema generates is reported, never removed.

Arguments:
  <SCHEMAS>...  Folders (each *.schema.json directly in them) and schema files

Options:
      --out <DIR>                 The folder of the pages
      --default-dialect <NAME>    As for `generate`
      --remote <PREFIX>=<FOLDER>  As for `generate`: where remote references resolve
      --runtime <PATH>            As for `generate`
  -h, --help                      Print help

Exit status: 0 written, 1 a schema or wire-models.json refused, 2 usage or file error.
";

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(line: &str) -> Result<Invocation, String> {
        parse(
            &line
                .split_whitespace()
                .map(str::to_owned)
                .collect::<Vec<_>>(),
        )
    }

    fn args(line: &str) -> Args {
        match parse_words(line) {
            Ok(Invocation::Run(args)) => args,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn options_take_their_value_after_a_space_or_an_equals_sign() {
        let a = args("check ./schemas/ extra/one.schema.json --out=src/models/ --remote https://x.org/s/=remote --runtime crate::wm --default-dialect draft-07");
        assert_eq!(a.command, Command::Check);
        assert_eq!(a.inputs, ["schemas", "extra/one.schema.json"]);
        assert_eq!(a.out, "src/models");
        assert_eq!(
            a.remotes,
            [("https://x.org/s/".to_owned(), "remote".to_owned())]
        );
        assert_eq!(a.runtime.as_deref(), Some("crate::wm"));
        assert_eq!(a.default_dialect, Some(Dialect::Draft7));
        assert_eq!(
            a.generate_command(),
            "wire-models generate schemas extra/one.schema.json --out src/models --remote https://x.org/s/=remote --runtime crate::wm --default-dialect draft-07"
        );
    }

    #[test]
    fn a_word_the_shell_would_split_is_quoted_in_the_command() {
        let a = Args {
            command: Command::Generate,
            inputs: vec!["my schemas".into()],
            out: "src/it's".into(),
            remotes: Vec::new(),
            runtime: None,
            default_dialect: None,
        };
        assert_eq!(
            a.generate_command(),
            r"wire-models generate 'my schemas' --out 'src/it'\''s'"
        );
    }

    #[test]
    fn help_is_there_for_every_command() {
        assert_eq!(parse_words("--help"), Ok(Invocation::Help(HELP)));
        assert_eq!(parse_words("help check"), Ok(Invocation::Help(CHECK_HELP)));
        assert_eq!(
            parse_words("generate schemas -h"),
            Ok(Invocation::Help(GENERATE_HELP))
        );
        assert_eq!(parse_words("docs --help"), Ok(Invocation::Help(DOCS_HELP)));
        assert_eq!(parse_words("-V"), Ok(Invocation::Version));
    }

    #[test]
    fn usage_errors_say_what_is_wrong_and_where_help_is() {
        for (line, message) in [
            ("", "error: a command is required"),
            ("build schemas", "error: unknown command `build`; the commands are generate, check and docs"),
            ("generate schemas", "error: --out <DIR> is required"),
            ("generate --out x", "error: no schemas given"),
            ("generate schemas --out", "error: --out needs a value"),
            ("generate schemas --out a --out b", "error: --out is given twice"),
            ("check schemas --out x --outt y", "error: unknown option `--outt`; the options are --out, --remote, --runtime, --default-dialect and --help"),
            ("check schemas --out x --remote nothing", "error: --remote nothing: expected <prefix>=<folder>"),
            ("check schemas --out x --default-dialect draft-7", "error: --default-dialect draft-7: unknown dialect; the dialects are draft-04, draft-06, draft-07, 2019-09, 2020-12"),
        ] {
            let error = parse_words(line).expect_err(line);
            assert!(error.starts_with(message), "{line}: {error}");
            assert!(error.contains("--help` for more."), "{line}: {error}");
        }
    }
}
