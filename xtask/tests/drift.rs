//! The drift check cannot be fooled: on a copy of the repository's schemas, snapshot and docs,
//! every way of making them part fails `check` with the difference and the fixing command, and
//! `regen` fixes it.
//!
//! Each test works in its own folder under the system's temporary folder (std only), removed
//! when the test ends.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::SystemTime;

use xtask::drift::{run, Mode};

const REGEN: &str = "cargo xtask regen";

/// A copy of `schemas/`, `generated/` and `docs/models/`, deleted on drop.
struct Tree(PathBuf);

impl Tree {
    fn new(name: &str) -> Tree {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "wire-models-drift-{name}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        if dir.exists() {
            fs::remove_dir_all(&dir).expect("remove a stale temp dir");
        }
        let repo = xtask::project_root();
        for sub in ["schemas", "generated", "docs/models"] {
            copy_dir(&repo.join(sub), &dir.join(sub));
        }
        Tree(dir)
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.0.join(relative)
    }

    fn read(&self, relative: &str) -> String {
        fs::read_to_string(self.path(relative)).unwrap_or_else(|e| panic!("{relative}: {e}"))
    }

    fn write(&self, relative: &str, contents: &str) {
        fs::write(self.path(relative), contents).unwrap_or_else(|e| panic!("{relative}: {e}"));
    }

    /// Replaces the first occurrence of `from` (which must be there) in a file.
    fn edit(&self, relative: &str, from: &str, to: &str) {
        let text = self.read(relative);
        assert!(text.contains(from), "{relative} has no {from:?}");
        self.write(relative, &text.replacen(from, to, 1));
    }

    fn check(&self) -> Result<(), String> {
        run(&self.0, Mode::Check)
    }

    /// `check` must fail, and must leave every file as it was.
    fn check_fails(&self) -> String {
        let before = snapshot(&self.0);
        let message = self.check().expect_err("check must fail");
        assert_eq!(before, snapshot(&self.0), "check changed files");
        message
    }

    /// `regen`, then `check` passes.
    fn regen_fixes_it(&self) {
        run(&self.0, Mode::Write).expect("regen succeeds");
        self.check().expect("check passes after regen");
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("create dir");
    for entry in fs::read_dir(from).unwrap_or_else(|e| panic!("{}: {e}", from.display())) {
        let entry = entry.expect("readable");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("file type").is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// Every file under `root`: its bytes and modification time.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, (Vec<u8>, SystemTime)> {
    fn walk(dir: &Path, out: &mut BTreeMap<PathBuf, (Vec<u8>, SystemTime)>) {
        for entry in fs::read_dir(dir).expect("readable dir") {
            let entry = entry.expect("readable");
            let path = entry.path();
            if entry.file_type().expect("file type").is_dir() {
                walk(&path, out);
            } else {
                let modified = entry.metadata().and_then(|m| m.modified()).expect("mtime");
                out.insert(path.clone(), (fs::read(&path).expect("read"), modified));
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(root, &mut out);
    out
}

/// The message names the fixing command and contains a unified diff of `file` in which
/// `removed` lines (on disk) and `added` lines (from the schemas) appear.
fn assert_diff(message: &str, file: &str, removed: &[&str], added: &[&str]) {
    assert!(message.contains(REGEN), "no fixing command in:\n{message}");
    assert!(
        message.contains(&format!("{file} is stale or was edited by hand:")),
        "{file} not reported in:\n{message}"
    );
    assert!(
        message.contains(&format!("--- {file} (on disk)"))
            && message.contains(&format!("+++ {file} (from the schemas)")),
        "no diff header for {file} in:\n{message}"
    );
    assert!(
        message.lines().any(|l| l.starts_with("@@ ")),
        "no hunk in:\n{message}"
    );
    for line in removed {
        assert!(
            message
                .lines()
                .any(|l| l.starts_with('-') && l.contains(line)),
            "no removed line with {line:?} in:\n{message}"
        );
    }
    for line in added {
        assert!(
            message
                .lines()
                .any(|l| l.starts_with('+') && l.contains(line)),
            "no added line with {line:?} in:\n{message}"
        );
    }
}

#[test]
fn a_clean_copy_passes() {
    let tree = Tree::new("clean");
    tree.check()
        .expect("the checked-in snapshot and docs are current");
}

#[test]
fn regen_on_a_clean_tree_changes_no_file() {
    let tree = Tree::new("regen-clean");
    let before = snapshot(&tree.0);
    run(&tree.0, Mode::Write).expect("regen succeeds");
    let after = snapshot(&tree.0);
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>(),
        "files were added or removed"
    );
    for (path, (bytes, modified)) in &before {
        let (bytes_after, modified_after) = &after[path];
        assert!(bytes == bytes_after, "{} changed", path.display());
        assert_eq!(modified, modified_after, "{} was rewritten", path.display());
    }
}

#[test]
fn a_schema_edited_without_regenerating_fails() {
    let tree = Tree::new("schema-edited");
    // A new member: the model, its docs and its page change.
    tree.edit(
        "schemas/conversation-context.schema.json",
        r#""text": {
          "title": "Text",
          "type": "string"
        },"#,
        r#""text": {
          "title": "Text",
          "type": "string"
        },
        "rank": {
          "title": "Rank",
          "type": "integer"
        },"#,
    );
    let message = tree.check_fails();
    assert_diff(
        &message,
        "generated/conversation_context.rs",
        &[],
        &["pub rank: "],
    );
    assert_diff(&message, "docs/models/SearchHit.md", &[], &["rank"]);
    tree.regen_fixes_it();
}

#[test]
fn a_description_edited_in_a_schema_fails() {
    let tree = Tree::new("description-edited");
    tree.edit(
        "schemas/memory-turn-reference.schema.json",
        r#""title": "Run Id","#,
        r#""title": "Run identifier","#,
    );
    let message = tree.check_fails();
    assert_diff(
        &message,
        "generated/memory_turn_reference.rs",
        &["Run Id"],
        &["Run identifier"],
    );
    tree.regen_fixes_it();
}

#[test]
fn a_snapshot_edited_by_hand_fails() {
    let tree = Tree::new("snapshot-edited");
    let file = "generated/memory_turn_reference.rs";
    tree.edit(file, "/// Run Id\n", "/// Run Id (edited by hand)\n");
    let message = tree.check_fails();
    assert_diff(
        &message,
        file,
        &["Run Id (edited by hand)"],
        &["/// Run Id"],
    );
    tree.regen_fixes_it();
}

/// What any change in the generator does: the body of a generated file changes while its
/// schema does not.
#[test]
fn generator_output_changing_fails() {
    let tree = Tree::new("generator-changed");
    let file = "generated/chat_export.rs";
    // The first derive of the file gains a trait, as a new generator might emit.
    let text = tree.read(file);
    let original = text
        .lines()
        .find(|l| l.starts_with("#[derive("))
        .expect("a derive")
        .to_owned();
    let changed = original.replacen("#[derive(", "#[derive(Hash, ", 1);
    tree.edit(file, &original, &changed);
    let message = tree.check_fails();
    assert_diff(&message, file, &[&changed], &[&original]);
    tree.regen_fixes_it();
}

#[test]
fn the_module_index_edited_by_hand_fails() {
    let tree = Tree::new("index-edited");
    let file = "generated/models.rs";
    let text = tree.read(file);
    tree.write(file, &text.replace("pub use ", "pub(crate) use "));
    let message = tree.check_fails();
    assert_diff(&message, file, &["pub(crate) use "], &["pub use "]);
    tree.regen_fixes_it();
}

#[test]
fn a_doc_page_edited_by_hand_fails() {
    let tree = Tree::new("doc-edited");
    let file = "docs/models/Role.md";
    let text = tree.read(file);
    tree.write(file, &format!("{text}\nA note added by hand.\n"));
    let message = tree.check_fails();
    assert_diff(&message, file, &["A note added by hand."], &[]);
    tree.regen_fixes_it();
}

#[test]
fn a_schema_deleted_while_its_snapshot_stays_fails() {
    let tree = Tree::new("schema-deleted");
    fs::remove_file(tree.path("schemas/memory-turn-reference.schema.json")).expect("remove");
    // Its options go with it (the configuration naming a type of no schema is an error of its
    // own, which would stop the check before it compares files).
    tree.write("schemas/wire-models.json", "{}\n");
    let message = tree.check_fails();
    for left_over in [
        "generated/memory_turn_reference.rs",
        "docs/models/MemoryTurnReference.md",
    ] {
        assert!(
            message.contains(&format!(
                "{left_over} is not generated from any schema (was its schema removed?)"
            )),
            "{left_over} not reported in:\n{message}"
        );
    }
    assert_diff(
        &message,
        "generated/models.rs",
        &["pub use memory_turn_reference::MemoryTurnReference;"],
        &[],
    );
    tree.regen_fixes_it();
    assert!(!tree.path("generated/memory_turn_reference.rs").exists());
    assert!(!tree.path("docs/models/MemoryTurnReference.md").exists());
}

#[test]
fn a_schema_added_without_a_snapshot_fails() {
    let tree = Tree::new("schema-added");
    let text = tree.read("schemas/memory-turn-reference.schema.json");
    tree.write("schemas/session-reference.schema.json", &text);
    let message = tree.check_fails();
    for missing in [
        "generated/session_reference.rs",
        "docs/models/SessionReference.md",
    ] {
        assert!(
            message.contains(&format!("{missing} is missing")),
            "{missing} not reported in:\n{message}"
        );
    }
    assert_diff(
        &message,
        "generated/models.rs",
        &[],
        &["pub use session_reference::SessionReference;"],
    );
    tree.regen_fixes_it();
    assert!(tree.path("generated/session_reference.rs").exists());
}

#[test]
fn a_stray_file_in_an_owned_folder_fails() {
    let tree = Tree::new("stray");
    tree.write("generated/old_model.rs", "pub struct Old;\n");
    tree.write("docs/models/Old.md", "# Old\n");
    let message = tree.check_fails();
    assert!(message.contains(REGEN), "{message}");
    for stray in ["generated/old_model.rs", "docs/models/Old.md"] {
        assert!(
            message.contains(&format!("{stray} is not generated from any schema")),
            "{stray} not reported in:\n{message}"
        );
    }
    tree.regen_fixes_it();
    assert!(!tree.path("generated/old_model.rs").exists());
}

#[test]
fn a_missing_snapshot_folder_fails() {
    let tree = Tree::new("no-snapshot");
    fs::remove_dir_all(tree.path("generated")).expect("remove");
    let message = tree.check_fails();
    assert!(
        message.contains("generated/models.rs is missing"),
        "{message}"
    );
    assert!(message.contains(REGEN), "{message}");
    tree.regen_fixes_it();
}

/// Changes that are invisible in an editor still fail: line endings (a checkout with
/// `core.autocrlf`), a trailing space, a missing final newline.
#[test]
fn invisible_edits_fail() {
    type Edit = fn(&str) -> String;
    let edits: [(&str, Edit); 3] = [
        ("crlf", |t| t.replace('\n', "\r\n")),
        ("trailing-space", |t| t.replacen(";\n", "; \n", 1)),
        ("no-final-newline", |t| t.trim_end_matches('\n').to_owned()),
    ];
    for (name, edit) in edits {
        let tree = Tree::new(name);
        let file = "generated/conversation_context.rs";
        let text = tree.read(file);
        tree.write(file, &edit(&text));
        let message = tree.check_fails();
        assert!(
            message.contains(&format!("{file} is stale or was edited by hand:")),
            "{name}: {message}"
        );
        assert!(message.contains(REGEN), "{name}: {message}");
        tree.regen_fixes_it();
    }
}

/// A schema the generator refuses (a keyword misspelt): check fails with the generator's
/// diagnostic (regen could not fix it, and fails the same way).
#[test]
fn a_configuration_written_without_regenerating_fails() {
    let tree = Tree::new("config");
    // `schemas/wire-models.json` shapes the code as it does in a build script's crate.
    tree.write(
        "schemas/wire-models.json",
        r##"{"fields": {"conversation_context::SearchHit::score": {"attributes": ["#[doc(alias = \"relevance\")]"]}}}"##,
    );
    let message = tree.check_fails();
    assert_diff(
        &message,
        "generated/conversation_context.rs",
        &[],
        &["#[doc(alias = \"relevance\")]"],
    );
    tree.regen_fixes_it();
    // A mistake in it is reported like a schema's, naming the file, pointer and option.
    tree.write("schemas/wire-models.json", r#"{"field": {}}"#);
    let message = tree.check_fails();
    assert!(
        message.contains("error: schemas/wire-models.json: (root): field: unknown option; did you mean `fields`?"),
        "{message}"
    );
}

#[test]
fn a_schema_the_generator_refuses_fails_with_its_diagnostic() {
    let tree = Tree::new("refused");
    tree.edit(
        "schemas/conversation-context.schema.json",
        r#""title": "Score",
          "type": "number""#,
        r#""title": "Score",
          "type": "number",
          "minimun": 0"#,
    );
    let expected = "error: schemas/conversation-context.schema.json: /$defs/SearchHit/properties/score: minimun: unknown keyword; did you mean `minimum`?";
    let message = tree.check_fails();
    assert!(message.contains(expected), "{message}");
    let message = run(&tree.0, Mode::Write).expect_err("regen refuses too");
    assert!(message.contains(expected), "{message}");
}

/// A schema the generator reads but that is not valid JSON Schema (a `title` must be a string):
/// the meta-schema check catches it, in check and in regen.
#[test]
fn a_schema_invalid_against_the_meta_schema_fails() {
    let tree = Tree::new("meta-invalid");
    tree.edit(
        "schemas/memory-turn-reference.schema.json",
        r#""title": "Run Id","#,
        r#""title": 7,"#,
    );
    let message = tree.check_fails();
    assert!(
        message.contains("schemas/memory-turn-reference.schema.json: not valid against the JSON Schema 2020-12 meta-schema"),
        "{message}"
    );
    assert!(
        run(&tree.0, Mode::Write).is_err(),
        "regen must not report success on an invalid schema"
    );
}
