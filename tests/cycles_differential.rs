//! Differential test of `kcc --print-cycles` against `opt-22 -passes='print<cycles>'` on
//! hundreds of random CFGs (reducible and irreducible, several entries, nesting, self loops,
//! switches with repeated targets, unreachable blocks). Output must be byte-identical: the
//! headers LLVM's DFS picks, the entries, the block order and the cycle order.
//!
//! Set `KCC_DIFF_SEED` to vary the inputs and `KCC_DIFF_FILES` for more of them.

mod support {
    pub mod gen;
}
use support::gen::{cfg_function, Rng};
use std::process::Command;

fn opt() -> String {
    std::env::var("LLVM_BIN").map(|b| format!("{b}/opt")).unwrap_or_else(|_| "/usr/lib/llvm-22/bin/opt".into())
}

#[test]
fn cycles_match_opt_on_random_cfgs() {
    let seed: u64 = std::env::var("KCC_DIFF_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed_c1c1);
    let files: usize = std::env::var("KCC_DIFF_FILES").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
    let per_file = 20;
    if Command::new(opt()).arg("--version").output().is_err() {
        eprintln!("skipping: {} not found", opt());
        return;
    }
    let dir = std::env::temp_dir().join(format!("kcc-cycles-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = Rng(seed);
    let mut functions = 0;
    let mut mismatches = Vec::new();
    for file in 0..files {
        let mut text = String::new();
        for k in 0..per_file {
            let n = 2 + rng.below(14);
            text.push_str(&cfg_function(&mut rng, &format!("f{file}_{k}"), n));
            functions += 1;
        }
        let path = dir.join(format!("cfg{file}.ll"));
        std::fs::write(&path, &text).unwrap();
        let out = Command::new(opt())
            .args(["-passes=print<cycles>", "-disable-output"])
            .arg(&path)
            .output()
            .expect("runs opt");
        assert!(out.status.success(), "opt failed on {}: {}", path.display(), String::from_utf8_lossy(&out.stderr));
        let expected = String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
        let lowered = frontend::lower_file(path.to_str().unwrap(), &frontend::LowerOptions::analysis())
            .unwrap_or_else(|e| panic!("kcc frontend failed on {}: {e}", path.display()));
        let mut got = String::new();
        for (f, map) in lowered.module.functions.iter().zip(&lowered.maps) {
            got.push_str(&mir::cycles::print_llvm(f, map));
        }
        if got != expected {
            mismatches.push(format!("{}:\n--- opt\n{expected}--- kcc\n{got}", path.display()));
        }
    }
    assert!(mismatches.is_empty(), "{} of {files} files differ:\n{}", mismatches.len(), mismatches[0]);
    eprintln!("cycles: {functions} random functions, identical to opt-22");
    let _ = std::fs::remove_dir_all(&dir);
}
