//! The Boardspace records of `tests/data/boardspace/`, for the tests that read them, and
//! what those tests say when the records are not there.
//!
//! The records are GPL-3.0-or-later (`tests/data/boardspace/SOURCE.txt`) and this crate
//! is MIT OR Apache-2.0, so its published package leaves the folder out. There a test
//! that needs them checks nothing and says so on standard error, where `cargo test`
//! shows it: `skipped: <test>: ...`, written to the stream itself because the test
//! harness keeps what `eprintln!` prints in a test that passes. In a clone the folder is
//! there, and a test that misses it fails.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The folder of the records.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/boardspace")
}

/// Whether the records are here; if not, in the published package (`cargo package` adds
/// `Cargo.toml.orig`, which a clone does not have), says on standard error that `test`
/// is skipped and why. A clone without them fails.
pub fn present(test: &str) -> bool {
    let dir = dir();
    if dir.is_dir() {
        return true;
    }
    let package = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml.orig").is_file();
    assert!(package, "{} is missing: only the published package leaves it out", dir.display());
    let line =
        format!("skipped: {test}: the published package leaves out tests/data/boardspace (GPL-3.0-or-later records)\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    false
}
