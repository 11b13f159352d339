//! MIR pass `cse`: common-subexpression elimination. A pure op equal to one that dominates it
//! (same opcode, operands, attributes and result types) is replaced by it. Address arithmetic
//! repeats itself in the IR kcc gets (each `getelementptr` of the same index its own shift, each
//! OpenCL `get_*` query its own implicit-argument pointer).
//!
//! Constants are merged within a block only: one constant live across a whole kernel would hold
//! a register for nothing an inline operand or a one-instruction move cannot do. Ops that read
//! equal constants of different blocks are still equal (the constant's value is their key).

use crate::dom::DomTree;
use crate::pass::{Pass, PassError};
use crate::*;
use std::collections::HashMap;

pub struct CommonSubexpressions;

impl Pass for CommonSubexpressions {
    fn name(&self) -> &'static str {
        "cse"
    }
    fn description(&self) -> &'static str {
        "replace pure ops by equal ones that dominate them"
    }
    fn run(&self, module: &mut Module) -> Result<(), PassError> {
        module.functions.iter_mut().for_each(eliminate_common_subexpressions);
        Ok(())
    }
}

/// Ops whose result depends only on their operands and attributes, and which can move to any
/// point the operands reach (so not cross-lane ops, whose result depends on the active lanes,
/// nor convergence tokens, each of which names where it is).
fn is_pure(opcode: Opcode) -> bool {
    !opcode.has_side_effects()
        && !opcode.is_convergent()
        && !matches!(
            opcode,
            Opcode::Load
                | Opcode::BufferLoad
                | Opcode::BufferLoadFormat
                | Opcode::Alloca
                | Opcode::Undef
                | Opcode::Opaque
                | Opcode::ConvergenceEntry
                | Opcode::ConvergenceAnchor
                | Opcode::ConvergenceLoop
        )
}

pub fn eliminate_common_subexpressions(f: &mut Function) {
    let dom = DomTree::compute(f);
    // Keyed by everything that makes two ops equal (attributes, and the block for constants):
    // a key shared by every constant of a type made each constant scan all earlier ones.
    type Key = (Opcode, Vec<Value>, Vec<Type>, Vec<(String, Attr)>, Option<Block>);
    let mut seen: HashMap<Key, Vec<OpId>> = HashMap::new();
    let mut renames = Renames::new();
    // In the keys of other ops, a constant operand stands for its value: the first constant of
    // its type and attributes. (`shl x, 2` in two blocks reads two constants, one per block.)
    let mut constants: HashMap<(Type, Vec<(String, Attr)>), Value> = HashMap::new();
    let mut key_of_constant: HashMap<Value, Value> = HashMap::new();
    for &b in dom.rpo() {
        let ops = std::mem::take(&mut f.blocks[b.index()].ops);
        let mut kept = Vec::with_capacity(ops.len());
        for op in ops {
            // Operands first: an earlier replacement may make this op equal to another.
            renames.rename_op(f, op);
            let data = f.op(op);
            if !is_pure(data.opcode) {
                kept.push(op);
                continue;
            }
            if data.opcode == Opcode::Const {
                let r = data.results[0];
                let canonical = *constants.entry((f.ty(r), data.attrs.clone())).or_insert(r);
                key_of_constant.insert(r, canonical);
            }
            let operands = data
                .operands
                .iter()
                .map(|v| key_of_constant.get(v).copied().unwrap_or(*v))
                .collect();
            let key = (
                data.opcode,
                operands,
                data.results.iter().map(|&r| f.ty(r)).collect(),
                data.attrs.clone(),
                (data.opcode == Opcode::Const).then_some(b),
            );
            let candidates = seen.entry(key).or_default();
            // Constants of this block only (the key says so); anything else where it dominates.
            match candidates
                .iter()
                .find(|&&c| data.opcode == Opcode::Const || dom.dominates(f.op(c).block, b))
            {
                Some(&earlier) => {
                    for (&from, &to) in data.results.iter().zip(&f.op(earlier).results) {
                        renames.insert(from, to);
                    }
                }
                None => {
                    candidates.push(op);
                    kept.push(op);
                }
            }
        }
        f.blocks[b.index()].ops = kept;
    }
    // Operands in blocks RPO visited before their definitions' users.
    renames.apply(f);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::{run_kernel, Arg, Dispatch};
    use crate::text::{parse_module, print_module};

    /// bb0 branches on the lane to bb1 or bb2, which join in bb3. bb0's `add` dominates the
    /// copies in bb1 and bb3; bb1's `mul` does not dominate bb2's. The ballots (cross-lane) and
    /// the constants in other blocks must stay.
    const INPUT: &str = "module {code_object_version = 5}
kernel @k {
  arg {name = \"out\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
bb0(%0:_(p1)):
  %1:_(s32) = workitem.id.x
  %2:_(s32) = const {value = 3}
  %3:_(s32) = add %1, %2
  %4:_(s1) = icmp.ult %1, %2
  condbr %4, bb1, bb2
bb1:
  %5:_(s32) = const {value = 3}
  %6:_(s32) = add %1, %5
  %7:_(s32) = mul %6, %3
  %8:_(s64) = ballot %4
  br bb3(%7)
bb2:
  %9:_(s32) = mul %3, %3
  %10:_(s64) = ballot %4
  br bb3(%9)
bb3(%11:_(s32)):
  %12:_(s32) = add %1, %2
  %13:_(s32) = sub %11, %12
  %14:_(s64) = zext %1
  %15:_(s64) = const {value = 4}
  %16:_(s64) = mul %14, %15
  %17:_(p1) = ptradd %0, %16
  store %13, %17 {align = 4}
  ret
}
";

    fn run(m: &Module) -> Vec<u8> {
        let mut args = [Arg::Buffer(vec![0; 64 * 4])];
        run_kernel(
            m,
            "k",
            &Dispatch {
                grid: [64, 1, 1],
                block: [64, 1, 1],
            },
            &mut args,
            100_000,
        )
        .expect("runs");
        let Arg::Buffer(out) = &args[0] else { unreachable!() };
        out.clone()
    }

    #[test]
    fn dominated_copies_go_and_the_rest_stay() {
        let original = parse_module(INPUT).expect("parses");
        let mut m = original.clone();
        eliminate_common_subexpressions(&mut m.functions[0]);
        crate::verify::verify_module(&m).expect("still valid");
        let text = print_module(&m);
        let count = |needle: &str| text.matches(needle).count();
        assert_eq!(count("= add %1, %2"), 1, "{text}");
        assert_eq!(
            count("= mul"),
            3,
            "the muls of bb1 and bb2 do not dominate each other: {text}"
        );
        assert_eq!(count("ballot"), 2, "{text}");
        assert_eq!(
            count("const {value = 3}"),
            2,
            "constants merge within a block only: {text}"
        );
        assert!(
            text.contains("%7:_(s32) = mul %3, %3"),
            "bb1's add (of its own constant 3) is bb0's: {text}"
        );
        assert!(text.contains("sub %11, %3"), "bb3's add is bb0's: {text}");
    }

    #[test]
    fn results_stay_the_same() {
        // (Without the ballots, which the per-thread interpreter does not model.)
        let input: String = INPUT
            .lines()
            .filter(|l| !l.contains("ballot"))
            .map(|l| format!("{l}\n"))
            .collect();
        let original = parse_module(&input).expect("parses");
        let mut m = original.clone();
        eliminate_common_subexpressions(&mut m.functions[0]);
        assert_eq!(run(&original), run(&m));
    }
}
