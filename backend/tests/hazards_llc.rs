//! `insert_hazard_nops` checked against llc-22 on the shared OpenCL corpus: llc's `s_nop`s
//! are deleted, the pass puts nops back, and before every instruction where llc had wait
//! states the pass must give at least as many. Extra nops are counted and bounded; on
//! llc's code as it is the pass must add nothing.

#[path = "common/llc.rs"]
mod llc;

use backend::mc::{MInst, MachineFunction};
use gfx9_isa::{op, Family};

const CORPUS: &[&str] = &[
    "vec_add",
    "saxpy",
    "divergent_if",
    "collatz",
    "nested_break",
    "switch_case",
    "lds_reverse",
    "lds_reduce",
    "transpose",
    "histogram",
    "local_atomics",
    "wave_ops",
    "wave_reduce",
    "int64_math",
    "int_div",
    "float_math",
    "double_math",
    "const_table",
    "matmul",
    "ids3d",
    "bitops",
    "bytes_shorts",
    "private_array",
    "spill",
    "scan",
    "dpp_scan",
    "calls",
    "local_arg",
    "float_atomics",
];

fn nop_states(i: &MInst) -> Option<u32> {
    match i {
        MInst::Inst(x) if x.op == op::S_NOP => Some((x.imm as u32 & 0xf) + 1),
        _ => None,
    }
}

/// The non-nop instructions in order, each with the nop wait states right before it.
fn nops_before(mf: &MachineFunction) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    let mut pending = 0;
    for i in mf.blocks.iter().flat_map(|b| &b.insts) {
        match nop_states(i) {
            Some(n) => pending += n,
            None => {
                let text = match i {
                    MInst::Inst(x) | MInst::Reloc { inst: x, .. } => x.to_asm(),
                    MInst::Branch { op, target } => format!("{} {target}", op.name()),
                    MInst::LongBranch { target, .. } => format!("long branch {target}"),
                    MInst::Line(_) => continue,
                };
                out.push((text, pending));
                pending = 0;
            }
        }
    }
    out
}

fn is_vmem(i: &MInst) -> bool {
    matches!(i, MInst::Inst(x) if matches!(x.op.info().family, Family::MUBUF | Family::FLAT | Family::GLOBAL | Family::SCRATCH))
}

/// For each non-nop instruction of `mf`: is it a VMEM instruction ending a soft clause
/// (consecutive VMEM instructions; nops end clauses) of two or more in which no instruction
/// writes a register? The XNACK replay rule (no clause instruction may overwrite what another
/// reads) cannot apply there. llc still breaks such clauses where its spill expansion marks
/// the stored 64-bit register as implicitly defined by the first half's store (an artifact
/// of its operand lists, not a hardware rule).
fn writeless_clause(mf: &MachineFunction) -> Vec<bool> {
    let insts: Vec<&MInst> = mf.blocks.iter().flat_map(|b| &b.insts).collect();
    let mut out = Vec::new();
    for k in 0..insts.len() {
        if nop_states(insts[k]).is_some() {
            continue;
        }
        let start = (0..=k).rev().take_while(|&j| is_vmem(insts[j])).last();
        out.push(start.is_some_and(|s| {
            s < k
                && insts[s..=k].iter().all(|i| match i {
                    MInst::Inst(x) => x.access().writes.is_empty(),
                    _ => false,
                })
        }));
    }
    out
}

/// For each non-nop instruction: is it VMEM reading an SGPR that one of the five
/// instructions before it passes to `v_writelane_b32` as data? llc's SGPR spill expansion
/// marks the first `v_writelane` of a multi-dword spill as implicitly defining the whole
/// SGPR tuple, so its hazard recognizer sees "VALU writes SGPR, VMEM reads it"; the hardware
/// instruction only reads the SGPR.
fn after_writelane_of_read_sgpr(mf: &MachineFunction) -> Vec<bool> {
    let insts: Vec<&MInst> = mf
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter(|i| nop_states(i).is_none())
        .collect();
    (0..insts.len())
        .map(|k| {
            let MInst::Inst(x) = insts[k] else { return false };
            if !is_vmem(insts[k]) {
                return false;
            }
            let reads = x.access().reads;
            insts[k.saturating_sub(5)..k].iter().any(|p| {
                matches!(p, MInst::Inst(w) if w.op == op::V_WRITELANE_B32
                    && w.src[0].0 < 128 && reads.iter().any(|r| r.first < 128 && r.iter().any(|q| q == w.src[0].0 as usize)))
            })
        })
        .collect()
}

#[test]
fn stripped_llc_nops_come_back() {
    check_corpus("-O2", 150);
}

/// llc -O0: unscheduled code with many spills, so more hazards sit next to each other.
#[test]
fn stripped_llc_o0_nops_come_back() {
    check_corpus("-O0", 50);
}

#[test]
fn stripped_llc_o1_nops_come_back() {
    check_corpus("-O1", 50);
}

fn check_corpus(opt: &str, min_points: usize) {
    let (mut llc_points, mut llc_states, mut extra_points, mut extra_states) = (0, 0, 0, 0);
    let (mut writeless, mut writelane) = (0, 0);
    let mut missing = Vec::new();
    let mut extra = Vec::new();
    for name in CORPUS {
        let b = llc::build_opt(name, opt);
        for k in &b.inputs.kernels {
            let theirs = MachineFunction::decode(&k.code).unwrap();
            let mut ours = theirs.clone();
            for blk in &mut ours.blocks {
                blk.insts.retain(|i| nop_states(i).is_none());
            }
            backend::hazards::insert_hazard_nops(&mut ours);
            let (t, o) = (nops_before(&theirs), nops_before(&ours));
            assert_eq!(t.len(), o.len(), "{}: the pass changed instructions", k.name);
            let no_defs = writeless_clause(&ours);
            let lane_spill = after_writelane_of_read_sgpr(&theirs);
            for (at, ((text, want), (_, got))) in t.iter().zip(&o).enumerate() {
                if *want > 0 {
                    llc_points += 1;
                    llc_states += want;
                }
                if no_defs[at] && *got == 0 && *want == 1 {
                    writeless += 1;
                    continue;
                }
                if lane_spill[at] && got < want {
                    writelane += 1;
                    continue;
                }
                if got < want {
                    missing.push(format!("{} #{at} `{text}`: llc {want} wait states, ours {got}", k.name));
                } else if got > want {
                    extra_points += 1;
                    extra_states += got - want;
                    extra.push(format!("{} #{at} `{text}`: llc {want}, ours {got}", k.name));
                }
            }
        }
    }
    println!("llc {opt}: {llc_points} points, {llc_states} wait states; ours adds {extra_points} points / {extra_states} states more; \
              {writeless} llc nops break clauses that write no register, {writelane} follow a v_writelane \
              of an SGPR the VMEM instruction reads");
    for e in &extra {
        println!("  extra: {e}");
    }
    assert!(llc_points > min_points, "the corpus should need nops ({llc_points})");
    assert!(
        missing.is_empty(),
        "fewer wait states than llc:\n{}",
        missing.join("\n")
    );
    assert!(
        extra_states * 20 <= llc_states,
        "{extra_states} extra wait states vs llc's {llc_states}"
    );
}

#[test]
fn llc_code_needs_no_more_nops() {
    let mut diffs = Vec::new();
    for (name, opt) in CORPUS.iter().flat_map(|n| [(n, "-O2"), (n, "-O1"), (n, "-O0")]) {
        let b = llc::build_opt(name, opt);
        for k in &b.inputs.kernels {
            let theirs = MachineFunction::decode(&k.code).unwrap();
            let mut ours = theirs.clone();
            backend::hazards::insert_hazard_nops(&mut ours);
            for (at, ((text, want), (_, got))) in nops_before(&theirs).iter().zip(&nops_before(&ours)).enumerate() {
                if got != want {
                    diffs.push(format!("{} #{at} `{text}`: llc {want}, ours {got}", k.name));
                }
            }
        }
    }
    assert!(
        diffs.is_empty(),
        "the pass added nops to llc's code:\n{}",
        diffs.join("\n")
    );
}
