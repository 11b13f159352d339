use super::*;
use crate::text::parse_module;

fn analyse(text: &str) -> (Function, UniformityInfo) {
    let m = parse_module(text).expect("parses");
    let f = m.functions.into_iter().next().unwrap();
    let info = UniformityInfo::compute(&f, &Options::default());
    (f, info)
}

const DIAMOND: &str = "\
kernel @k {
bb0(%0:_(s32)):
  %1:_(s32) = workitem.id.x
  %2:_(s1) = icmp.slt %1, %0
  %3:_(s32) = const {value = 1}
  %4:_(s32) = const {value = 2}
  condbr %2, bb1, bb2
bb1:
  br bb3(%3, %0)
bb2:
  br bb3(%4, %0)
bb3(%5:_(s32), %6:_(s32)):
  %7:_(s32) = add %0, %0
  ret
}
";

#[test]
fn join_of_a_divergent_branch() {
    let (f, u) = analyse(DIAMOND);
    assert!(u.is_divergent(Value(1)) && u.is_divergent(Value(2)));
    assert!(u.has_divergent_terminator(Block(0)));
    // Different constants on the two sides: divergent; the same value on both: uniform.
    assert!(u.is_divergent(Value(5)));
    assert!(u.is_uniform(Value(6)));
    assert!(u.is_uniform(Value(7)));
    assert!(u.is_uniform(Value(0)));
    let _ = f;
}

#[test]
fn no_uniformity_marks_everything_but_constants() {
    let m = parse_module(DIAMOND).unwrap();
    let f = &m.functions[0];
    let u = UniformityInfo::compute(f, &Options { assume_divergent: true });
    assert!(u.is_divergent(Value(0)) && u.is_divergent(Value(7)));
    assert!(u.is_uniform(Value(3)));
}

/// LLVM 22's divergent-cycle-exit-phi.ll / divergent-cycle-exit-join.ll: threads leave the
/// loop on different iterations through `bb1` (uniform exit of the header) and `bb2` (the
/// divergent branch); the exit block's parameter gets 0 or 1 depending on the thread, so it
/// is divergent. LLVM 22 calls it uniform (its own test says "BUG"); kcc does not.
const EXIT_PHI: &str = "\
kernel @k {
bb0(%0:_(s32)):
  %1:_(s32) = workitem.id.x
  %2:_(s32) = const {value = 0}
  br bb1(%2)
bb1(%3:_(s32)):
  %4:_(s1) = icmp.uge %3, %0
  %5:_(s32) = const {value = 0}
  condbr %4, bb3(%5), bb2
bb2:
  %6:_(s1) = icmp.eq %1, %0
  %7:_(s32) = const {value = 1}
  %8:_(s32) = add %3, %7
  condbr %6, bb3(%7), bb1(%8)
bb3(%9:_(s32)):
  ret
}
";

#[test]
fn exit_phi_of_constants_at_divergent_exit_is_divergent() {
    let (f, u) = analyse(EXIT_PHI);
    assert!(u.is_divergent(Value(9)), "kcc is sound here");
    assert_eq!(u.divergent_exit_cycles().len(), 1);
    // The loop counter is uniform inside the loop ...
    assert!(u.is_uniform(Value(3)) && u.is_uniform(Value(8)));
    // ... but temporally divergent when seen after the loop.
    assert!(u.is_divergent_at(&f, Value(3), Block(3)));
    let llvm = UniformityInfo::compute_with(
        &f,
        &Options::default(),
        Compat {
            llvm22: true,
            ..Default::default()
        },
    );
    assert!(llvm.is_uniform(Value(9)), "LLVM 22 reports it uniform");
}

/// nodivergencesource-divergent-arg.ll: the callee is no source of divergence, but its result
/// still depends on its (divergent) argument. LLVM 22 says uniform ("FIXME"); kcc divergent.
const NODIVSRC: &str = "\
device @f {
bb0:
  %0:_(s32) = workitem.id.x
  %1:_(s32) = opaque %0 {callee = \"nodivergencesourcefunc\", nodivergencesource = true}
  %2:_(s32) = opaque {callee = \"nodivergencesourcefunc\", nodivergencesource = true}
  ret
}
";

#[test]
fn nodivergencesource_call_with_divergent_argument() {
    let (f, u) = analyse(NODIVSRC);
    assert!(u.is_divergent(Value(1)));
    assert!(u.is_uniform(Value(2)));
    let llvm = UniformityInfo::compute_with(
        &f,
        &Options::default(),
        Compat {
            llvm22: true,
            ..Default::default()
        },
    );
    assert!(llvm.is_uniform(Value(1)));
}

/// Temporal divergence: a uniform counter used after a loop with a divergent exit.
const TEMPORAL: &str = "\
kernel @k {
bb0(%0:_(s32)):
  %1:_(s32) = workitem.id.x
  %2:_(s32) = const {value = 0}
  br bb1(%2)
bb1(%3:_(s32)):
  %4:_(s32) = const {value = 1}
  %5:_(s32) = add %3, %4
  %6:_(s1) = icmp.eq %5, %1
  condbr %6, bb2, bb1(%5)
bb2:
  %7:_(s32) = add %5, %4
  %8:_(s32) = readfirstlane %1
  ret
}
";

#[test]
fn temporal_divergence_after_divergent_exit() {
    let (_f, u) = analyse(TEMPORAL);
    assert!(u.is_uniform(Value(3)) && u.is_uniform(Value(5)));
    assert!(u.is_divergent(Value(7)));
    assert!(u.is_uniform(Value(8)));
    assert_eq!(u.temporal_divergence().len(), 1);
    assert_eq!(u.divergent_exit_cycles().len(), 1);
}

/// Irreducible cycle entered along both sides of a divergent branch: every value inside is
/// divergent, whatever header the DFS chose.
const IRREDUCIBLE: &str = "\
kernel @k {
bb0(%0:_(s32)):
  %1:_(s32) = workitem.id.x
  %2:_(s1) = icmp.eq %1, %0
  condbr %2, bb1, bb2
bb1:
  %3:_(s32) = add %0, %0
  br bb2
bb2:
  %4:_(s32) = add %0, %0
  %5:_(s1) = icmp.eq %0, %0
  condbr %5, bb1, bb3
bb3:
  ret
}
";

#[test]
fn irreducible_cycle_entered_divergently() {
    let (_f, u) = analyse(IRREDUCIBLE);
    assert_eq!(u.assumed_divergent_cycles().len(), 1);
    assert!(u.is_divergent(Value(3)) && u.is_divergent(Value(4)));
}

/// Controlled convergence: a readfirstlane after the loop using the loop heart's token runs per
/// iteration; its ordinary user after the divergent exit is temporally divergent.
const TOKEN: &str = "\
kernel @k {
bb0(%0:_(s32)):
  %1:_(token) = convergence.entry
  %2:_(s32) = workitem.id.x
  %3:_(s32) = const {value = 0}
  br bb1(%3)
bb1(%4:_(s32)):
  %5:_(token) = convergence.loop %1
  %6:_(s32) = const {value = 1}
  %7:_(s32) = add %4, %6
  %8:_(s1) = icmp.slt %7, %2
  condbr %8, bb1(%7), bb2
bb2:
  %9:_(s32) = readfirstlane %7, %5
  %10:_(s32) = add %9, %6
  %11:_(s32) = readfirstlane %7
  %12:_(s32) = add %11, %6
  ret
}
";

#[test]
fn controlled_convergence_after_divergent_exit() {
    let (f, u) = analyse(TOKEN);
    assert!(u.is_uniform(Value(9)), "uniform among the threads of one iteration");
    assert!(u.is_divergent(Value(10)), "mixes iterations");
    assert!(
        u.is_uniform(Value(11)) && u.is_uniform(Value(12)),
        "no token: one reconverged execution"
    );
    let llvm = UniformityInfo::compute_with(
        &f,
        &Options::default(),
        Compat {
            llvm22: true,
            ..Default::default()
        },
    );
    assert!(llvm.is_uniform(Value(10)), "LLVM 22 misses it");
}

#[test]
fn readlane_is_uniform_iff_its_lane_is() {
    let text = "\
kernel @k {
bb0(%0:_(s32)):
  %1:_(s32) = workitem.id.x
  %2:_(s32) = readlane %1, %0
  %3:_(s32) = readlane %0, %1
  ret
}
";
    let (_f, u) = analyse(text);
    assert!(u.is_uniform(Value(2)));
    assert!(u.is_divergent(Value(3)));
}

#[test]
fn same_answer_on_every_run() {
    for text in [DIAMOND, EXIT_PHI, TEMPORAL, IRREDUCIBLE, TOKEN] {
        let (f, a) = analyse(text);
        let b = UniformityInfo::compute(&f, &Options::default());
        for v in 0..f.values.len() {
            assert_eq!(a.is_divergent(Value(v as u32)), b.is_divergent(Value(v as u32)));
        }
    }
}

/// The analysis's own dominator computation agrees with `dom::DomTree` on random CFGs.
#[test]
fn immediate_dominators_match_dom_tree() {
    use crate::dom::DomTree;
    use crate::ir::{BlockCall, FunctionKind};
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rnd = |m: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % m
    };
    for _ in 0..300 {
        let n = 1 + rnd(12) as usize;
        let mut f = Function::new("f", FunctionKind::Kernel);
        let blocks: Vec<Block> = (0..n).map(|_| f.add_block()).collect();
        for &b in &blocks {
            let k = rnd(3) as usize;
            let targets: Vec<Block> = (0..k).map(|_| blocks[rnd(n as u64) as usize]).collect();
            let c = f.append_op(b, Opcode::Undef, vec![], &[Type::I32]);
            let v = f.result(c);
            let op = match k {
                0 => f.append_op(b, Opcode::Ret, vec![], &[]),
                _ => f.append_op(b, Opcode::Switch, vec![v], &[]),
            };
            f.op_mut(op).successors = targets.iter().map(|&t| BlockCall { block: t, args: vec![] }).collect();
        }
        let d = DomTree::compute(&f);
        let mine = immediate_dominators(&Cfg::of(&f));
        for b in f.block_ids() {
            assert_eq!(mine[b.index()].is_some(), d.is_reachable(b));
            if b != f.entry() && d.is_reachable(b) {
                assert_eq!(mine[b.index()], d.idom(b));
            }
        }
    }
}

/// The exact `print<uniformity>` format (what opt-22 prints for the equivalent IR).
#[test]
fn prints_llvm_format() {
    use crate::source::{IrBlock, IrValue};
    let (f, _) = analyse(DIAMOND);
    let v = |text: &str, vals: &[u32]| IrValue {
        text: text.into(),
        values: vals.iter().map(|&x| Value(x)).collect(),
        op: None,
        loc: None,
    };
    let map = IrFunctionMap {
        args: vec![v("i32 %n", &[0])],
        blocks: vec![
            IrBlock {
                label: "entry".into(),
                defs: vec![
                    v("  %tid = call i32 @llvm.amdgcn.workitem.id.x()", &[1]),
                    v("  %c = icmp slt i32 %tid, %n", &[2]),
                ],
                terminator: Some(("  br i1 %c, label %a, label %b".into(), OpId(4))),
                terminator_loc: None,
            },
            IrBlock {
                label: "a".into(),
                defs: vec![],
                terminator: Some(("  br label %j".into(), OpId(5))),
                terminator_loc: None,
            },
            IrBlock {
                label: "b".into(),
                defs: vec![],
                terminator: Some(("  br label %j".into(), OpId(6))),
                terminator_loc: None,
            },
            IrBlock {
                label: "j".into(),
                defs: vec![
                    v("  %p = phi i32 [ 1, %a ], [ 2, %b ]", &[5]),
                    v("  %q = phi i32 [ %n, %a ], [ %n, %b ]", &[6]),
                    v("  %s = add i32 %n, %n", &[7]),
                ],
                terminator: Some(("  ret void".into(), OpId(8))),
                terminator_loc: None,
            },
        ],
    };
    let out = print_llvm(&f, &map, &Options::default());
    let expected = "\
UniformityInfo for function 'k':

BLOCK entry
DEFINITIONS
  DIVERGENT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
  DIVERGENT:   %c = icmp slt i32 %tid, %n
TERMINATORS
  DIVERGENT:   br i1 %c, label %a, label %b
END BLOCK

BLOCK a
DEFINITIONS
TERMINATORS
               br label %j
END BLOCK

BLOCK b
DEFINITIONS
TERMINATORS
               br label %j
END BLOCK

BLOCK j
DEFINITIONS
  DIVERGENT:   %p = phi i32 [ 1, %a ], [ 2, %b ]
               %q = phi i32 [ %n, %a ], [ %n, %b ]
               %s = add i32 %n, %n
TERMINATORS
               ret void
END BLOCK
";
    assert_eq!(out, expected);
    let all_div = print_llvm(&f, &map, &Options { assume_divergent: true });
    assert!(all_div.starts_with("UniformityInfo for function 'k':\nDIVERGENT ARGUMENTS:\n  DIVERGENT: i32 %n\n"));
}
