//! Differential test of `kcc --print-cycles` against `opt-22 -passes='print<cycles>'` on
//! hundreds of random CFGs (reducible and irreducible, several entries, nesting, self loops,
//! switches with repeated targets, unreachable blocks). Output must be byte-identical: the
//! headers LLVM's DFS picks, the entries, the block order and the cycle order.
//!
//! Set `KCC_DIFF_SEED` to vary the inputs and `KCC_DIFF_FILES` for more of them.

mod support {
    pub mod diff;
    pub mod gen;
}
use support::diff::{run_opt, setup, Run};
use support::gen::cfg_function;

#[test]
fn cycles_match_opt_on_random_cfgs() {
    let Some(Run { mut rng, files, dir }) = setup("cycles-diff", 0x5eed_c1c1, 20) else {
        return;
    };
    let per_file = 20;
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
        let expected = run_opt(&path, &text, &["-passes=print<cycles>", "-disable-output"]);
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
    assert!(
        mismatches.is_empty(),
        "{} of {files} files differ:\n{}",
        mismatches.len(),
        mismatches[0]
    );
    eprintln!("cycles: {functions} random functions, identical to opt-22");
    let _ = std::fs::remove_dir_all(&dir);
}
