//! Setup shared by the differential tests against opt-22 on random inputs: the seed and file
//! count (`KCC_DIFF_SEED`, `KCC_DIFF_FILES`), the check that opt is there, and a scratch
//! directory for the generated `.ll` files.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use super::gen::Rng;

/// opt-22 (`$LLVM_BIN/opt` when `LLVM_BIN` is set).
pub fn opt() -> String {
    std::env::var("LLVM_BIN")
        .map(|b| format!("{b}/opt"))
        .unwrap_or_else(|_| "/usr/lib/llvm-22/bin/opt".into())
}

/// What a random differential run works with.
pub struct Run {
    /// The generator, seeded from `KCC_DIFF_SEED` or the test's default.
    pub rng: Rng,
    /// How many `.ll` files to check: `KCC_DIFF_FILES` or the test's default.
    pub files: usize,
    /// A scratch directory `kcc-{tag}-{pid}` under the temporary directory, created.
    pub dir: PathBuf,
}

/// The setup of a random differential run, or `None` (after saying so) when opt is not
/// installed and the test is skipped.
pub fn setup(tag: &str, default_seed: u64, default_files: usize) -> Option<Run> {
    let seed: u64 = std::env::var("KCC_DIFF_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default_seed);
    let files: usize = std::env::var("KCC_DIFF_FILES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default_files);
    if Command::new(opt()).arg("--version").output().is_err() {
        eprintln!("skipping: {} not found", opt());
        return None;
    }
    let dir = std::env::temp_dir().join(format!("kcc-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    Some(Run {
        rng: Rng(seed),
        files,
        dir,
    })
}

/// Writes `text` to `path` and runs opt with `args` on it; opt must succeed. Returns what it
/// printed: stderr (where the `print<...>` passes write) then stdout.
pub fn run_opt(path: &Path, text: &str, args: &[&str]) -> String {
    std::fs::write(path, text).unwrap();
    let out = Command::new(opt()).args(args).arg(path).output().expect("runs opt");
    assert!(
        out.status.success(),
        "opt failed on {}: {}",
        path.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout)
}
