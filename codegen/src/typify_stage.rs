//! Stage 4, typify: the prepared definitions in, typify 0.8's items out (as a `syn::File`).
//!
//! typify panics on some schemas. The prepare stage only passes forms it handles, but a panic
//! that slips through must still not reach a user's build as a backtrace: it is caught and
//! turned into a diagnostic naming the schema.

use std::panic::{catch_unwind, AssertUnwindSafe};

use serde_json::Value;
use typify::{TypeSpace, TypeSpaceSettings};

use crate::diagnostic::Diagnostic;

/// Runs typify over `defs`.
pub fn run_typify(file: &str, defs: Vec<(String, Value)>) -> Result<syn::File, Diagnostic> {
    let error = |reason: String| Diagnostic {
        file: file.to_owned(),
        pointer: String::new(),
        keyword: String::new(),
        reason,
    };
    let mut schemas = Vec::with_capacity(defs.len());
    for (name, def) in defs {
        let schema: schemars::schema::Schema = serde_json::from_value(def).map_err(|e| {
            error(format!(
                "the prepared definition of `{name}` is not one schemars reads: {e}"
            ))
        })?;
        schemas.push((name, schema));
    }
    let outcome = silently(|| {
        catch_unwind(AssertUnwindSafe(|| {
            let mut settings = TypeSpaceSettings::default();
            settings.with_derive("PartialEq".to_owned());
            let mut space = TypeSpace::new(&settings);
            space.add_ref_types(schemas).map(|()| space.to_stream())
        }))
    });
    let tokens = match outcome {
        Ok(Ok(tokens)) => tokens,
        Ok(Err(e)) => return Err(error(format!("typify refused the prepared schema: {e}"))),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "no message".into());
            return Err(error(format!("typify panicked on this schema ({what}); the generator should have refused it earlier: please report it")));
        }
    };
    syn::parse2(tokens).map_err(|e| error(format!("typify's output does not parse as Rust: {e}")))
}

/// Runs `f` with the panic hook silenced, so a caught panic prints nothing to the build log.
/// The hook is process-wide: the lock keeps two callers (tests run in parallel) from restoring
/// each other's silent hook.
fn silently<T>(f: impl FnOnce() -> T) -> T {
    static HOOK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _guard = HOOK.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = f();
    std::panic::set_hook(previous);
    result
}
