//! Expansions into control flow, in generic MIR before bank selection: what gfx900 has no
//! instruction for becomes a loop that the uniformity analysis and the linearization then treat
//! like any loop of the kernel (a per-lane exit condition makes it a divergent loop).
//!
//! - [`atomics`] (pass `atomic-expand`): read-modify-write atomics without an instruction
//!   become compare-and-swap loops, as LLVM's AtomicExpand does it.
//! - [`frem`] (pass `frem-expand`): `frem` becomes LLVM 22's exact remainder loop.
//! - [`dynamic_alloca`] (pass `dynamic-alloca`): allocas of a run-time size, `stacksave` and
//!   `stackrestore` as arithmetic on a stack pointer in SSA form (no new control flow).
//! - [`switch`] (pass `lower-switch`): a switch with many cases becomes a balanced tree of
//!   compares with small switches at its leaves.
//! - [`divide`] (pass `bypass-division`): 64-bit divisions and remainders whose operands
//!   fit in 32 bits (known, or tested at run time) as 32-bit ones.
//! - [`waterfall`] (pass `buffer-waterfall`): buffer accesses whose resource or `soffset`
//!   differs between lanes run in a loop over its distinct values (`readfirstlane`).
//!
//! Each expansion splits the op's block where the op is, builds its blocks between the two
//! halves and replaces the op's result by the value it computes. Every op it creates carries
//! the expanded op's source location.

pub mod atomics;
pub mod divide;
pub mod dynamic_alloca;
pub mod frem;
pub mod switch;
pub mod waterfall;

use crate::legalize::Cursor;
use mir::pass::FunctionPass;
use mir::*;

/// Inserts ops at a position of a block, all with one source location.
pub(crate) struct Emit {
    cur: Cursor,
    loc: Option<SrcLoc>,
}

impl Emit {
    /// Before `op`, with its location.
    fn before(f: &Function, op: OpId) -> Emit {
        let block = f.op(op).block;
        let at = f
            .block(block)
            .ops
            .iter()
            .position(|&o| o == op)
            .expect("the op is placed");
        Emit {
            cur: Cursor { block, at },
            loc: f.op(op).loc,
        }
    }

    /// At the end of `block`'s ops (for a block still without a terminator).
    fn at_end(mut self, f: &Function) -> Emit {
        self.cur.at = f.block(self.cur.block).ops.len();
        self
    }

    /// At the start of `block` (so, in a new block, in order).
    fn at_start(block: Block, loc: Option<SrcLoc>) -> Emit {
        Emit {
            cur: Cursor { block, at: 0 },
            loc,
        }
    }

    fn op(&mut self, f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type) -> Value {
        self.cur.insert(f, opcode, operands, ty, self.loc)
    }

    /// A constant of `ty` (integer bits, or IEEE bits of a float), truncated to its width.
    fn konst(&mut self, f: &mut Function, bits: i128, ty: Type) -> Value {
        let width = ty.bits();
        let value = if width >= 64 {
            bits & u64::MAX as i128
        } else {
            bits & ((1i128 << width) - 1)
        };
        self.cur.constant(f, value, ty, self.loc)
    }

    /// Places `op` (created with `create_op`) here.
    fn place(&mut self, f: &mut Function, op: OpId) {
        f.op_mut(op).loc = self.loc;
        f.place_op(self.cur.block, op, Some(self.cur.at));
        self.cur.at += 1;
    }

    /// Ends the block with a branch (`cond` given: a conditional one to the first successor
    /// when it holds).
    fn branch(&mut self, f: &mut Function, cond: Option<Value>, successors: Vec<BlockCall>) {
        let opcode = if cond.is_some() { Opcode::CondBr } else { Opcode::Br };
        let op = f.create_op(opcode, cond.into_iter().collect(), &[]);
        f.op_mut(op).successors = successors;
        self.place(f, op);
    }
}

fn call(block: Block, args: Vec<Value>) -> BlockCall {
    BlockCall { block, args }
}

/// A new block named `name` (as LLVM names the blocks of its expansions).
fn named_block(f: &mut Function, name: &str) -> Block {
    let b = f.add_block();
    f.blocks[b.index()].name = Some(name.to_string());
    b
}

/// Splits `op`'s block before `op`: the ops before stay (and need a terminator), `op` and
/// the ops after move to a new block `name`.
fn split_before(f: &mut Function, op: OpId, name: &str) -> (Block, Block) {
    let block = f.op(op).block;
    let at = f
        .block(block)
        .ops
        .iter()
        .position(|&o| o == op)
        .expect("the op is placed");
    let tail = f.split_block(block, at, "");
    f.blocks[tail.index()].name = Some(name.to_string());
    (block, tail)
}

/// Replaces `op` (a single-result op) by `value` and takes it out of its block.
fn replace_op(f: &mut Function, op: OpId, value: Value) {
    let old = f.result(op);
    f.replace_all_uses(old, value);
    let block = f.op(op).block;
    f.blocks[block.index()].ops.retain(|&o| o != op);
}

/// The ops of `f` with `opcode` matching, in block order (collected first: expansions add
/// blocks and move ops).
fn ops_matching(f: &Function, pred: impl Fn(Opcode) -> bool) -> Vec<OpId> {
    f.block_ids()
        .flat_map(|b| f.block(b).ops.iter().copied())
        .filter(|&op| pred(f.op(op).opcode))
        .collect()
}

/// The `atomic-expand` pass.
pub const ATOMIC_EXPAND: FunctionPass = FunctionPass {
    name: "atomic-expand",
    description: "read-modify-write atomics without a gfx900 instruction as compare-and-swap loops",
    run: atomics::expand_atomics,
};

/// The `frem-expand` pass.
pub const FREM_EXPAND: FunctionPass = FunctionPass {
    name: "frem-expand",
    description: "frem as LLVM's exact remainder loop",
    run: frem::expand_frem,
};

/// The `dynamic-alloca` pass.
pub const DYNAMIC_ALLOCA: FunctionPass = FunctionPass {
    name: "dynamic-alloca",
    description: "allocas of a run-time size as a stack pointer past the static frame",
    run: dynamic_alloca::expand_dynamic_allocas,
};

/// The `lower-switch` pass.
pub const LOWER_SWITCH: FunctionPass = FunctionPass {
    name: "lower-switch",
    description: "switches with many cases as a balanced tree of compares",
    run: switch::lower_switches,
};
