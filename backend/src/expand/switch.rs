//! `lower-switch`: a switch with many cases becomes a balanced tree of unsigned compares whose
//! leaves are small switches, as LLVM's LowerSwitch builds it.
//!
//! The code generator turns a switch into one compare and one lane-mask (or scalar) test per
//! case, and gives each target a slot whose mask lives until it runs; past a few dozen cases
//! those masks alone outgrow the SGPR file. A tree of depth log2(cases) keeps at most that
//! many pending at once, and its compares are uniform exactly when the selector is, so a
//! uniform switch stays a chain of scalar branches.

use super::{call, named_block, Emit};
use mir::*;

/// Switches with at most this many cases are left for the code generator; so are the tree's
/// leaves.
pub const MAX_DIRECT_CASES: usize = 4;

pub fn lower_switches(f: &mut Function) {
    let switches: Vec<OpId> = super::ops_matching(f, |o| o == Opcode::Switch);
    for op in switches {
        let cases = match f.op(op).attr("cases") {
            Some(Attr::Ints(c)) => c.len(),
            _ => continue, // the verifier reports it
        };
        if cases > MAX_DIRECT_CASES {
            lower(f, op);
        }
    }
}

/// A case: its value as an unsigned number of the selector's width, and its target.
type Case = (u128, BlockCall);

fn lower(f: &mut Function, op: OpId) {
    let data = f.op(op).clone();
    let selector = data.operands[0];
    let ty = f.ty(selector);
    let mask = if ty.bits() >= 128 {
        u128::MAX
    } else {
        (1u128 << ty.bits()) - 1
    };
    let Some(Attr::Ints(values)) = data.attr("cases") else {
        unreachable!("checked by lower_switches")
    };
    let default = data.successors[0].clone();
    let mut cases: Vec<Case> = values
        .iter()
        .zip(&data.successors[1..])
        .map(|(&v, target)| (v as u128 & mask, target.clone()))
        .collect();
    cases.sort_by_key(|&(v, _)| v);
    // The switch's place in its block becomes the tree's root.
    let mut root = Emit::before(f, op);
    let block = data.block;
    f.blocks[block.index()].ops.retain(|&o| o != op);
    build(f, &mut root, selector, ty, &cases, &default);
}

/// Emits at `at` the code that sends `selector` to its case among `cases` (sorted), or to
/// `default`: a switch when they are few, else a compare against the middle value and a
/// branch to one new block per half.
fn build(f: &mut Function, at: &mut Emit, selector: Value, ty: Type, cases: &[Case], default: &BlockCall) {
    if cases.len() <= MAX_DIRECT_CASES {
        let leaf = f.create_op(Opcode::Switch, vec![selector], &[]);
        let data = f.op_mut(leaf);
        data.successors = std::iter::once(default.clone())
            .chain(cases.iter().map(|(_, target)| target.clone()))
            .collect();
        data.set_attr("cases", Attr::Ints(cases.iter().map(|&(v, _)| v as i128).collect()));
        at.place(f, leaf);
        return;
    }
    let (low, high) = cases.split_at(cases.len() / 2);
    let pivot = at.konst(f, high[0].0 as i128, ty);
    let below = at.op(f, Opcode::Icmp(IntPredicate::Ult), vec![selector, pivot], Type::I1);
    let low_block = named_block(f, "switch.node");
    let high_block = named_block(f, "switch.node");
    at.branch(f, Some(below), vec![call(low_block, vec![]), call(high_block, vec![])]);
    let loc = at.loc;
    for (half, block) in [(low, low_block), (high, high_block)] {
        build(f, &mut Emit::at_start(block, loc), selector, ty, half, default);
    }
}
