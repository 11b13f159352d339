//! Post-allocation passes checked on llc-22's code for the shared OpenCL corpus (code nobody
//! here wrote, with its own allocation, dispatch and exec-mask idioms):
//! - `scalar-peephole` runs on each kernel of llc's object, the object is rebuilt, and it must
//!   write the same buffers as llc's own object on the emulator (kernels with relocations,
//!   whose literals would move, are left as they are). What the pass removes is reported; at
//!   -O0, where llc leaves dead scalar copies, it must remove some (so the runs test a pass
//!   that does something);
//! - the machine verifier accepts llc's code at every optimization level.

#[path = "common/llc.rs"]
mod llc;
#[path = "common/llc_runs.rs"]
mod llc_runs;

use llc_runs::{build, launches, run};

fn check_corpus(opt: &str) -> usize {
    let mut removed_total = 0;
    for (name, args, launch) in launches() {
        let b = build(name, opt);
        let want = run(&b.object, name, &args, &launch).unwrap_or_else(|e| panic!("{name}: llc's object: {e}"));
        let mut removed = 0;
        let kernels: Vec<_> = b
            .inputs
            .kernels
            .iter()
            .map(|k| {
                llc::rewrite_freely(k, |mf| removed += backend::peephole::run(mf))
                    .unwrap_or_else(|e| panic!("{name}: {e}"))
                    .unwrap_or_else(|| k.clone())
            })
            .collect();
        let got = run(&llc::rebuild(&b, &kernels), name, &args, &launch)
            .unwrap_or_else(|e| panic!("{name} {opt}: after the peephole: {e}"));
        assert_eq!(got, want, "{name} {opt}: buffers differ from llc's after the peephole");
        println!("{name} {opt}: {removed} instructions removed");
        removed_total += removed;
    }
    removed_total
}

#[test]
fn llc_o2_code_computes_the_same_after_the_peephole() {
    check_corpus("-O2");
}

#[test]
fn llc_o1_code_computes_the_same_after_the_peephole() {
    check_corpus("-O1");
}

#[test]
fn llc_o0_code_computes_the_same_after_the_peephole() {
    let removed = check_corpus("-O0");
    assert!(removed > 0, "the peephole found nothing to remove in llc's -O0 code");
}

/// The machine verifier's rules are the hardware's: llc-22's code of the corpus, at every
/// optimization level, passes them (so a rule stricter than gfx900 fails here).
#[test]
fn llc_code_passes_the_machine_verifier() {
    for opt in ["-O0", "-O1", "-O2"] {
        for (name, _, _) in launches() {
            for k in &build(name, opt).inputs.kernels {
                let mf = backend::mc::MachineFunction::decode(&k.code).unwrap_or_else(|e| panic!("{name}: {e}"));
                if let Err(e) = backend::machine_verify::verify(&mf) {
                    panic!("{name} {opt}: llc's code fails the machine verifier: {e}");
                }
            }
        }
    }
}
