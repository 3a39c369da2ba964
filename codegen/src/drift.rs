//! Drift: the files the generator makes compared with a folder on disk that it owns, for code
//! and docs that are checked in. [`compare`] takes the expected files and the folder and gives
//! each [`Difference`] (a file missing, stale with its unified diff, or stray: there but
//! generated from no schema); [`Difference::fix`] writes or removes that one file, so a run that
//! regenerates touches only what changed. `cargo xtask check`/`regen` and the `wire-models`
//! command line both use it, so their messages and their notion of stale are the same.

use std::fmt;
use std::fs;
use std::path::{Path, PathBuf};

use similar::TextDiff;

use crate::GeneratedFile;

/// How one file on disk differs from what the generator makes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The file as messages name it: `<shown folder>/<file name>`.
    pub shown: String,
    /// The file on disk.
    pub path: PathBuf,
    /// What is wrong with it.
    pub kind: DifferenceKind,
}

/// What is wrong with a file, and what fixes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DifferenceKind {
    /// Not on disk; `contents` is what the generator makes.
    Missing {
        /// The expected contents.
        contents: String,
    },
    /// On disk with other contents (or unreadable as UTF-8).
    Stale {
        /// The expected contents.
        contents: String,
        /// A unified diff from the file on disk to the expected contents.
        diff: String,
    },
    /// On disk, with the folder's extension, but generated from no schema.
    Stray,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = &self.shown;
        match &self.kind {
            DifferenceKind::Missing { .. } => write!(f, "{shown} is missing"),
            DifferenceKind::Stale { diff, .. } => {
                write!(f, "{shown} is stale or was edited by hand:\n{diff}")
            }
            DifferenceKind::Stray => write!(
                f,
                "{shown} is not generated from any schema (was its schema removed?)"
            ),
        }
    }
}

impl Difference {
    /// Writes the expected contents (creating the folder if need be) or removes the stray file;
    /// returns what it did, `updated <file>` or `removed <file>`. An error names the file.
    pub fn fix(&self) -> Result<String, String> {
        let shown = &self.shown;
        match &self.kind {
            DifferenceKind::Missing { contents } | DifferenceKind::Stale { contents, .. } => {
                if let Some(parent) = self.path.parent() {
                    fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
                }
                fs::write(&self.path, contents).map_err(|e| format!("{shown}: {e}"))?;
                Ok(format!("updated {shown}"))
            }
            DifferenceKind::Stray => {
                fs::remove_file(&self.path).map_err(|e| format!("{shown}: {e}"))?;
                Ok(format!("removed {shown}"))
            }
        }
    }
}

/// Compares `expected` with the folder `dir` (named `shown` in messages), which the generator
/// owns: every file in it ending with `extension` must be one of `expected`. The differences
/// come in order of file name; none means the folder is current. A folder that does not exist
/// holds nothing (every expected file is missing). An error names the folder it could not list.
pub fn compare(
    dir: &Path,
    shown: &str,
    extension: &str,
    expected: &[GeneratedFile],
) -> Result<Vec<Difference>, String> {
    let shown = shown.trim_end_matches('/');
    let named = |name: &str| {
        if shown.is_empty() {
            name.to_owned()
        } else {
            format!("{shown}/{name}")
        }
    };
    let mut differences = Vec::new();
    for name in list(dir, extension)? {
        if !expected.iter().any(|f| f.name == name) {
            differences.push(Difference {
                shown: named(&name),
                path: dir.join(&name),
                kind: DifferenceKind::Stray,
            });
        }
    }
    for file in expected {
        let shown = named(&file.name);
        let path = dir.join(&file.name);
        let kind = match fs::read(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => DifferenceKind::Missing {
                contents: file.contents.clone(),
            },
            Err(e) => return Err(format!("{shown}: {e}")),
            Ok(bytes) if bytes == file.contents.as_bytes() => continue,
            Ok(bytes) => {
                let current = String::from_utf8_lossy(&bytes);
                DifferenceKind::Stale {
                    contents: file.contents.clone(),
                    diff: TextDiff::from_lines(current.as_ref(), file.contents.as_str())
                        .unified_diff()
                        .context_radius(3)
                        .header(
                            &format!("{shown} (on disk)"),
                            &format!("{shown} (from the schemas)"),
                        )
                        .to_string(),
                }
            }
        };
        differences.push(Difference { shown, path, kind });
    }
    differences.sort_by(|a, b| a.shown.cmp(&b.shown));
    Ok(differences)
}

/// The message of a failed check: each problem, then their count and the command that fixes
/// them.
pub fn failure(problems: &[String], command: &str) -> String {
    format!(
        "{}\n\nerror: {} problem(s); to fix stale or missing files run `{command}`",
        problems.join("\n\n"),
        problems.len()
    )
}

/// File names in `dir` ending with `extension`, sorted; none when `dir` does not exist.
fn list(dir: &Path, extension: &str) -> Result<Vec<String>, String> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("{}: {e}", dir.display())),
    };
    let mut names = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        if let Some(name) = entry.file_name().to_str() {
            if name.ends_with(extension) && entry.path().is_file() {
                names.push(name.to_owned());
            }
        }
    }
    names.sort();
    Ok(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, contents: &str) -> GeneratedFile {
        GeneratedFile {
            name: name.to_owned(),
            contents: contents.to_owned(),
        }
    }

    /// A fresh folder under the build's temporary folder.
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "wire-models-drift-unit-{name}-{}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn missing_stale_and_stray_files_are_told_apart_and_fixed() {
        let dir = folder("kinds");
        fs::write(dir.join("a.rs"), "one\ntwo\n").unwrap();
        fs::write(dir.join("old.rs"), "x\n").unwrap();
        fs::write(dir.join("notes.txt"), "not ours: another extension\n").unwrap();
        fs::write(dir.join("same.rs"), "same\n").unwrap();
        let expected = [
            file("a.rs", "one\n2\n"),
            file("b.rs", "new\n"),
            file("same.rs", "same\n"),
        ];
        let found = compare(&dir, "out/", ".rs", &expected).unwrap();
        let messages: Vec<String> = found.iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), 3, "{messages:#?}");
        assert_eq!(
            messages[0],
            "out/a.rs is stale or was edited by hand:\n--- out/a.rs (on disk)\n+++ out/a.rs (from the schemas)\n@@ -1,2 +1,2 @@\n one\n-two\n+2\n"
        );
        assert_eq!(messages[1], "out/b.rs is missing");
        assert_eq!(
            messages[2],
            "out/old.rs is not generated from any schema (was its schema removed?)"
        );
        let done: Vec<String> = found.iter().map(|d| d.fix().unwrap()).collect();
        assert_eq!(
            done,
            ["updated out/a.rs", "updated out/b.rs", "removed out/old.rs"]
        );
        assert_eq!(compare(&dir, "out", ".rs", &expected).unwrap(), []);
        assert!(dir.join("notes.txt").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_folder_that_does_not_exist_is_empty_and_fixing_creates_it() {
        let dir = folder("absent").join("sub");
        let expected = [file("mod.rs", "m\n")];
        let found = compare(&dir, "sub", ".rs", &expected).unwrap();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].to_string(), "sub/mod.rs is missing");
        found[0].fix().unwrap();
        assert_eq!(fs::read_to_string(dir.join("mod.rs")).unwrap(), "m\n");
        fs::remove_dir_all(dir.parent().unwrap()).unwrap();
    }

    #[test]
    fn the_failure_names_the_count_and_the_command() {
        assert_eq!(
            failure(&["a".into(), "b".into()], "do it"),
            "a\n\nb\n\nerror: 2 problem(s); to fix stale or missing files run `do it`"
        );
    }
}
