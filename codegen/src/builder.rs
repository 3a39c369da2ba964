//! The build-script API, for a crate that generates types from its own schemas (the shape of
//! prost-build's `compile_protos` and cxx-build): point it at a folder, it writes `models.rs` and
//! one module per schema into `OUT_DIR` (shaped by the folder's `wire-models.json`, if it has
//! one: see [`Config`]), tells cargo when to run again, and stops the build with every
//! diagnostic (file, JSON pointer, keyword) and no backtrace when a schema is refused.
//!
//! ```no_run
//! // in build.rs's `main`:
//! wire_models_codegen::Builder::new()
//!     .remote("https://example.com/schemas/", "schemas/remote")
//!     .compile("schemas");
//! ```
//! and in the crate, with `wire-models` as a dependency:
//! ```ignore
//! include!(concat!(env!("OUT_DIR"), "/models.rs"));
//! ```

use std::path::{Path, PathBuf};

use crate::{generate_report, Config, Diagnostics, Dialect, Options, SchemaSource};

/// Configures and runs the generator from a build script.
#[derive(Clone, Debug, Default)]
pub struct Builder {
    remotes: Vec<(String, PathBuf)>,
    runtime: Option<String>,
    out_dir: Option<PathBuf>,
    default_dialect: Option<Dialect>,
    openapi: Vec<PathBuf>,
}

impl Builder {
    /// A builder with no remote map, writing into `OUT_DIR`, for a crate that depends on
    /// `wire-models` for the runtime.
    pub fn new() -> Self {
        Self::default()
    }

    /// Resolves remote references whose URL starts with `prefix` to files under `folder`
    /// (relative to the crate root): `https://example.com/schemas/a.json` with the prefix
    /// `https://example.com/schemas/` is `folder/a.json`. Nothing is ever fetched from the
    /// network: an unmapped remote reference is a build error naming file, pointer and URL.
    /// Each remote document reached gets a module of its own beside the schemas' (named by its
    /// file: `a`), so a member that refers to it has its type.
    pub fn remote(mut self, prefix: impl Into<String>, folder: impl Into<PathBuf>) -> Self {
        self.remotes.push((prefix.into(), folder.into()));
        self
    }

    /// The path of the wire-models runtime in the generated code (default `::wire_models`).
    pub fn runtime_path(mut self, path: impl Into<String>) -> Self {
        self.runtime = Some(path.into());
        self
    }

    /// The dialect of the schemas that declare none with `$schema` (default 2020-12, or what the
    /// folder's `wire-models.json` names as `default_dialect`; this call wins over the file).
    pub fn default_dialect(mut self, dialect: Dialect) -> Self {
        self.default_dialect = Some(dialect);
        self
    }

    /// Also generates the types of the OpenAPI document `file` (3.0 or 3.1, JSON or YAML,
    /// relative to the crate root): a module named after the file, with a type for every entry
    /// of its `components/schemas`. Its schemas may `$ref` the folder's schema files and the
    /// other way round.
    pub fn openapi(mut self, file: impl Into<PathBuf>) -> Self {
        self.openapi.push(file.into());
        self
    }

    /// Generates the types of the OpenAPI documents given with [`Builder::openapi`] alone, for a
    /// crate with no folder of schemas; the configuration file is read beside the first one.
    pub fn compile_openapi(self, file: impl Into<PathBuf>) {
        let builder = self.openapi(file);
        if let Err(message) = builder.run(None) {
            fail(&message);
        }
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Generates the types of every `*.schema.json` in `folder`; on failure prints every
    /// diagnostic and exits the build script with status 1 (no panic, no backtrace).
    pub fn compile(self, folder: impl AsRef<Path>) {
        if let Err(message) = self.try_compile(folder.as_ref()) {
            fail(&message);
        }
    }

    /// [`Builder::compile`], returning the error text instead of exiting.
    pub fn try_compile(self, folder: &Path) -> Result<(), String> {
        self.run(Some(folder))
    }

    /// Generates from `folder`'s schemas (if given) and the OpenAPI documents.
    fn run(self, folder: Option<&Path>) -> Result<(), String> {
        for (_, dir) in &self.remotes {
            println!("cargo:rerun-if-changed={}", dir.display());
        }
        let mut schemas = Vec::new();
        if let Some(folder) = folder {
            println!("cargo:rerun-if-changed={}", folder.display());
            schemas = SchemaSource::read_folder(folder, &folder.display().to_string())
                .map_err(|e| e.to_string())?;
        }
        for file in &self.openapi {
            println!("cargo:rerun-if-changed={}", file.display());
            let text =
                std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
            schemas.push(SchemaSource {
                path: file.display().to_string(),
                text,
            });
        }
        let out_dir = match self.out_dir.clone() {
            Some(dir) => dir,
            None => PathBuf::from(std::env::var("OUT_DIR").map_err(|e| format!("OUT_DIR: {e}"))?),
        };
        // The configuration file lies in the folder of schemas, or beside the OpenAPI document.
        let config_folder = match (folder, self.openapi.first()) {
            (Some(folder), _) => folder.to_owned(),
            (None, Some(file)) => file.parent().map(Path::to_owned).unwrap_or_default(),
            (None, None) => PathBuf::new(),
        };
        let shown = config_folder.display().to_string();
        let mut config = Config::read(&config_folder, &shown).map_err(|d| d.to_string())?;
        if let Some(dialect) = self.default_dialect {
            config = config.with_default_dialect(dialect);
        }
        let options = Options {
            config,
            ..self.options()
        };
        let report = generate_report(&schemas, &options).map_err(|d: Diagnostics| d.to_string())?;
        for warning in &report.warnings {
            println!("cargo:warning={warning}");
        }
        for file in report.files {
            let target = out_dir.join(&file.name);
            // Writing only on change keeps the crate from recompiling when nothing changed.
            if std::fs::read_to_string(&target).ok().as_deref() != Some(file.contents.as_str()) {
                std::fs::write(&target, file.contents)
                    .map_err(|e| format!("{}: {e}", target.display()))?;
            }
        }
        Ok(())
    }

    /// The generator options this builder stands for.
    pub fn options(&self) -> Options {
        let remotes = self.remotes.clone();
        let config = match self.default_dialect {
            Some(dialect) => Config::default().with_default_dialect(dialect),
            None => Config::default(),
        };
        Options {
            config,
            runtime: self
                .runtime
                .clone()
                .unwrap_or_else(|| "::wire_models".to_owned()),
            fetch: Box::new(move |uri: &str| {
                for (prefix, dir) in &remotes {
                    if let Some(rest) = uri.strip_prefix(prefix.as_str()) {
                        // Only plain relative paths: a URL must not climb out of its folder.
                        if rest.split('/').any(|s| s == ".." || s.is_empty()) {
                            return Err(format!("{uri}: not a plain path below {prefix}"));
                        }
                        let path = dir.join(rest);
                        return std::fs::read_to_string(&path)
                            .map(|text| Some((path.display().to_string(), text)))
                            .map_err(|e| format!("{}: {e}", path.display()));
                    }
                }
                Ok(None)
            }),
        }
    }
}

/// Stops the build script with `message`: as warnings cargo shows, and on standard error, with
/// status 1 (no panic, no backtrace).
fn fail(message: &str) -> ! {
    for line in message.lines() {
        println!("cargo:warning={line}");
    }
    eprintln!("{message}");
    std::process::exit(1)
}
