//! `insert_waitcnts` checked on llc-22's code for the shared OpenCL corpus:
//!
//! * every `s_waitcnt` is deleted, the pass (and the hazard pass after it, as in the
//!   pipeline) puts waits back, the object is rebuilt with our writer, and it must run on the
//!   emulator (which faults when a register is read before the wait covering its load) and
//!   write the same buffers as llc's own object;
//! * the stripped code without the pass must fault (so the run above can fail);
//! * on llc's code as it is, the pass must add nothing, and the number of waits it puts back
//!   is compared with llc's.

#[path = "common/llc.rs"]
mod llc;
#[path = "common/llc_runs.rs"]
mod llc_runs;

use backend::codeobj::KernelCode;
use backend::mc::{MInst, MachineFunction};
use gfx9_isa::op;
use llc_runs::{build, launches, run};

fn is_op(i: &MInst, o: gfx9_isa::Op) -> bool {
    matches!(i, MInst::Inst(x) if x.op == o)
}

fn strip(mf: &mut MachineFunction, o: gfx9_isa::Op) {
    for b in &mut mf.blocks {
        b.insts.retain(|i| !is_op(i, o));
    }
}

fn count(code: &[u8], o: gfx9_isa::Op) -> usize {
    let mf = MachineFunction::decode(code).unwrap();
    mf.blocks.iter().flat_map(|b| &b.insts).filter(|i| is_op(i, o)).count()
}

/// The wait (if any) before each non-wait instruction, with the instruction's text.
fn waits_before(code: &[u8]) -> Vec<(Option<i32>, String)> {
    let mf = MachineFunction::decode(code).unwrap();
    let mut out = Vec::new();
    let mut last = None;
    for i in mf.blocks.iter().flat_map(|b| &b.insts) {
        match i {
            MInst::Inst(x) if x.op == op::S_WAITCNT => last = Some(x.imm),
            MInst::Inst(x) | MInst::Reloc { inst: x, .. } => out.push((last.take(), x.to_asm())),
            MInst::Branch { op, target } => out.push((last.take(), format!("{} {target}", op.name()))),
            MInst::LongBranch { target, .. } => out.push((last.take(), format!("long branch {target}"))),
            MInst::Line(_) => {}
        }
    }
    out
}

fn rewrite_all(kernels: &[KernelCode], pass: impl Fn(&mut MachineFunction)) -> Vec<KernelCode> {
    kernels
        .iter()
        .map(|k| llc::rewrite(k, &pass).unwrap_or_else(|e| panic!("{}: {e}", k.name)))
        .collect()
}

#[test]
fn stripped_llc_code_runs_after_insert_waitcnts() {
    check_corpus("-O2", 20);
}

/// llc -O0 code: fast register allocation, no scheduling, many more spills and waits.
#[test]
fn stripped_llc_o0_code_runs_after_insert_waitcnts() {
    check_corpus("-O0", 20);
}

/// llc -O1: another schedule and allocation of the same kernels.
#[test]
fn stripped_llc_o1_code_runs_after_insert_waitcnts() {
    check_corpus("-O1", 20);
}

fn check_corpus(opt: &str, min_faults: usize) {
    let mut report = Vec::new();
    let (mut ours_total, mut llc_total, mut faulted) = (0, 0, 0);
    // Wait by wait: same place and fields, only ours, only llc's, both but different.
    let (mut n_same, mut only_ours, mut only_llc, mut differ) = (0, 0, 0, 0);
    for (name, args, launch) in launches() {
        let b = build(name, opt);
        let want = run(&b.object, name, &args, &launch).unwrap_or_else(|e| panic!("{name}: llc's object: {e}"));

        // Our writer reproduces llc's object faithfully enough to run identically.
        let same = llc::rebuild(&b, &b.inputs.kernels);
        assert_eq!(
            run(&same, name, &args, &launch).unwrap(),
            want,
            "{name}: rebuilt llc object"
        );

        let stripped = rewrite_all(&b.inputs.kernels, |mf| strip(mf, op::S_WAITCNT));
        if run(&llc::rebuild(&b, &stripped), name, &args, &launch).is_err() {
            faulted += 1;
        }

        let ours = rewrite_all(&b.inputs.kernels, |mf| {
            strip(mf, op::S_WAITCNT);
            backend::waitcnt::insert_waitcnts(mf);
            backend::hazards::insert_hazard_nops(mf);
        });
        let got = run(&llc::rebuild(&b, &ours), name, &args, &launch)
            .unwrap_or_else(|e| panic!("{name}: with our waits: {e}"));
        assert_eq!(got, want, "{name}: buffers differ from llc's");

        for (k, o) in b.inputs.kernels.iter().zip(&ours) {
            let (a, c) = (waits_before(&k.code), waits_before(&o.code));
            assert_eq!(a.len(), c.len());
            for ((x, text), (y, _)) in a.iter().zip(&c) {
                let w = |x: &i32| backend::waitcnt::Wait::decode(*x);
                match (x, y) {
                    (Some(x), Some(y)) if x == y => n_same += 1,
                    (Some(x), Some(y)) => {
                        differ += 1;
                        report.push(format!("  {name}: before `{text}`: llc {:?}, ours {:?}", w(x), w(y)));
                    }
                    (None, Some(y)) => {
                        only_ours += 1;
                        report.push(format!("  {name}: before `{text}`: only ours {:?}", w(y)));
                    }
                    (Some(x), None) => {
                        only_llc += 1;
                        report.push(format!("  {name}: before `{text}`: only llc {:?}", w(x)));
                    }
                    (None, None) => {}
                }
            }
        }
        let n_llc: usize = b.inputs.kernels.iter().map(|k| count(&k.code, op::S_WAITCNT)).sum();
        let n_ours: usize = ours.iter().map(|k| count(&k.code, op::S_WAITCNT)).sum();
        report.push(format!("{name}: llc {n_llc} waits, ours {n_ours}"));
        llc_total += n_llc;
        ours_total += n_ours;
    }
    println!(
        "llc {opt}:\n{}\ntotal: llc {llc_total}, ours {ours_total}; stripped code faulted in {faulted} kernels",
        report.join("\n")
    );
    println!("same place and fields {n_same}, different fields {differ}, only ours {only_ours}, only llc {only_llc}");
    // Most corpus kernels read a loaded register: without waits they must fault.
    assert!(faulted >= min_faults, "only {faulted} stripped kernels faulted");
    // Not many more waits than llc (it knows address spaces and alias info we do not).
    assert!(
        ours_total * 10 <= llc_total * 12,
        "ours {ours_total} vs llc {llc_total}"
    );
}

#[test]
fn llc_waits_already_suffice() {
    let mut diffs = Vec::new();
    for (name, opt) in launches()
        .into_iter()
        .flat_map(|(n, _, _)| [(n, "-O2"), (n, "-O1"), (n, "-O0")])
    {
        let b = build(name, opt);
        for k in &b.inputs.kernels {
            let mut mf = MachineFunction::decode(&k.code).unwrap();
            let before = mf.clone();
            backend::waitcnt::insert_waitcnts(&mut mf);
            if mf != before {
                for (x, y) in before.blocks.iter().zip(&mf.blocks) {
                    if x != y {
                        let lines = |b: &backend::mc::MBlock| {
                            b.insts
                                .iter()
                                .map(|i| match i {
                                    MInst::Inst(i) | MInst::Reloc { inst: i, .. } => i.to_asm(),
                                    MInst::Branch { op, target } => format!("{} {target}", op.name()),
                                    MInst::LongBranch { target, .. } => format!("long branch {target}"),
                                    MInst::Line(l) => format!("; line {}", l.line),
                                })
                                .collect::<Vec<_>>()
                                .join("\n  ")
                        };
                        diffs.push(format!("{}:\n  {}\n=>\n  {}", k.name, lines(x), lines(y)));
                    }
                }
            }
        }
    }
    assert!(
        diffs.is_empty(),
        "the pass changed llc's waits:\n{}",
        diffs.join("\n\n")
    );
}
