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

use crate::{generate_report, Config, Diagnostics, Options, SchemaSource};

/// Configures and runs the generator from a build script.
#[derive(Clone, Debug, Default)]
pub struct Builder {
    remotes: Vec<(String, PathBuf)>,
    runtime: Option<String>,
    out_dir: Option<PathBuf>,
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
    pub fn remote(mut self, prefix: impl Into<String>, folder: impl Into<PathBuf>) -> Self {
        self.remotes.push((prefix.into(), folder.into()));
        self
    }

    /// The path of the wire-models runtime in the generated code (default `::wire_models`).
    pub fn runtime_path(mut self, path: impl Into<String>) -> Self {
        self.runtime = Some(path.into());
        self
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
            for line in message.lines() {
                println!("cargo:warning={line}");
            }
            eprintln!("{message}");
            std::process::exit(1);
        }
    }

    /// [`Builder::compile`], returning the error text instead of exiting.
    pub fn try_compile(self, folder: &Path) -> Result<(), String> {
        println!("cargo:rerun-if-changed={}", folder.display());
        for (_, dir) in &self.remotes {
            println!("cargo:rerun-if-changed={}", dir.display());
        }
        let schemas = SchemaSource::read_folder(folder, &folder.display().to_string())
            .map_err(|e| e.to_string())?;
        let out_dir = match self.out_dir.clone() {
            Some(dir) => dir,
            None => PathBuf::from(std::env::var("OUT_DIR").map_err(|e| format!("OUT_DIR: {e}"))?),
        };
        let shown = folder.display().to_string();
        let options = Options {
            config: Config::read(folder, &shown).map_err(|d| d.to_string())?,
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
        Options {
            config: Config::default(),
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
