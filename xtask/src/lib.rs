//! The xtask's library: the drift check and regeneration, callable from tests on any folder.

use std::path::{Path, PathBuf};

pub mod drift;

/// The workspace root: the parent of this crate's folder.
pub fn project_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in a folder of the workspace")
        .to_path_buf()
}
