//! MIR pass `cse`: common-subexpression elimination. A pure op equal to one that dominates it
//! (same opcode, operands, attributes and result types) is replaced by it. Address arithmetic
//! repeats itself in the IR kcc gets (each `getelementptr` of the same index its own shift, each
//! OpenCL `get_*` query its own implicit-argument pointer).
//!
//! Constants are merged within a block only: one constant live across a whole kernel would hold
//! a register for nothing an inline operand or a one-instruction move cannot do.

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
    let mut seen: HashMap<(Opcode, Vec<Value>, Vec<Type>), Vec<OpId>> = HashMap::new();
    let mut replace: HashMap<Value, Value> = HashMap::new();
    for &b in dom.rpo() {
        let ops = std::mem::take(&mut f.blocks[b.index()].ops);
        let mut kept = Vec::with_capacity(ops.len());
        for op in ops {
            // Operands first: an earlier replacement may make this op equal to another.
            for v in f.ops[op.index()].operands.iter_mut() {
                if let Some(&to) = replace.get(v) {
                    *v = to;
                }
            }
            let data = f.op(op);
            if !is_pure(data.opcode) {
                kept.push(op);
                continue;
            }
            let key = (data.opcode, data.operands.clone(), data.results.iter().map(|&r| f.ty(r)).collect());
            let candidates = seen.entry(key).or_default();
            let reach = |other: &OpData| if data.opcode == Opcode::Const { other.block == b } else { dom.dominates(other.block, b) };
            match candidates.iter().find(|&&c| f.op(c).attrs == data.attrs && reach(f.op(c))) {
                Some(&earlier) => {
                    for (&from, &to) in data.results.iter().zip(&f.op(earlier).results) {
                        replace.insert(from, to);
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
    if replace.is_empty() {
        return;
    }
    // Block arguments (and operands in blocks RPO visited before their definitions' users).
    for data in &mut f.ops {
        for v in data.operands.iter_mut().chain(data.successors.iter_mut().flat_map(|s| s.args.iter_mut())) {
            while let Some(&to) = replace.get(v) {
                *v = to;
            }
        }
    }
}
