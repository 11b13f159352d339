//! MIR pass `fold-branches`: a `condbr` on a constant becomes a `br` to the side it takes, when
//! the other side is reached from nowhere else.

use mir::*;

/// The `fold-branches` pass.
pub const FOLD_BRANCHES: mir::pass::FunctionPass = mir::pass::FunctionPass {
    name: "fold-branches",
    description: "conditional branches on constants as unconditional branches",
    run: fold_branches,
};

/// A `condbr` on a constant (what `forward-stores` and `combine` leave of clang -O0's
/// dimension switches, `get_global_id(0)` asked as `i == 0 ? x : i == 1 ? y : ...`) branches
/// to the side it takes, with that side's arguments, when the other side is reached from
/// nowhere else: no compare, no lanes to sort, and the other side's blocks are no longer
/// reached (the code generator leaves them out). (A constant branch whose other side stays
/// reached only saves its compare; on wavelet53 folding those raised SGPR pressure by four,
/// past what `tests/backend/wavelet53-sgprs.test` allows, so they are left for now.)
pub fn fold_branches(f: &mut Function) {
    let preds = f.predecessors();
    for b in f.block_ids().collect::<Vec<_>>() {
        let Some(op) = f.terminator(b) else { continue };
        let d = f.op(op);
        if d.opcode != Opcode::CondBr {
            continue;
        }
        let Some(c) = crate::bits::signed_constant(f, d.operands[0]) else {
            continue;
        };
        let k = if c & 1 != 0 { 0 } else { 1 };
        if preds[d.successors[1 - k].block.index()].len() > 1 {
            continue;
        }
        let taken = d.successors[k].clone();
        let data = f.op_mut(op);
        data.opcode = Opcode::Br;
        data.operands.clear();
        data.successors = vec![taken];
    }
}
