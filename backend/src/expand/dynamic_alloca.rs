//! The `dynamic-alloca` pass: allocas of a run-time size (`alloca.dyn`), `stacksave` and
//! `stackrestore` become arithmetic on a stack pointer, an SSA value of the function.
//!
//! Each lane's private memory is its own, and a private pointer is a per-lane byte offset
//! (`select/mem.rs`), so the stack pointer is one too: it starts at `stack.base` (past the
//! static frame and the spill slots) and each `alloca.dyn` takes its size in 16-byte units
//! from it. A size that differs between lanes simply makes the pointer divergent (a VGPR);
//! uniform sizes keep it in an SGPR. llc-22 keeps its stack pointer wave-scaled (bytes ×64)
//! in `s32` and takes the wave's largest size; kcc needs neither, since its private accesses
//! address each lane's bytes through `offen`.
//!
//! The pointer is put into SSA form with block parameters at the iterated dominance frontier
//! of the blocks that change it (Cytron et al.), then each block's uses are renamed in
//! reverse postorder (a block's incoming pointer is its parameter or its immediate
//! dominator's outgoing one).

use super::Emit;
use mir::dom::DomTree;
use mir::*;

/// Stack objects are 16-byte aligned, as llc-22 keeps its stack.
const STACK_ALIGN: i128 = 16;

/// (LLVM's entry block has no predecessors, so it never needs the parameter.)
pub fn expand_dynamic_allocas(f: &mut Function) {
    let is_stack_op = |o: Opcode| matches!(o, Opcode::AllocaDyn | Opcode::StackSave | Opcode::StackRestore);
    if !f.ops.iter().any(|o| is_stack_op(o.opcode)) {
        return;
    }
    let preds = f.predecessors();
    let dom = DomTree::compute(f);
    let changes: Vec<bool> = f
        .block_ids()
        .map(|b| {
            f.block(b)
                .ops
                .iter()
                .any(|&op| matches!(f.op(op).opcode, Opcode::AllocaDyn | Opcode::StackRestore))
        })
        .collect();
    let needs_param = iterated_frontier(f, &dom, &preds, &changes);
    let params: Vec<Option<Value>> = f
        .block_ids()
        .map(|b| needs_param[b.index()].then(|| f.add_block_param(b, Type::Ptr(5))))
        .collect();
    let entry = f.entry();
    let base = Emit::at_start(entry, None).op(f, Opcode::StackBase, vec![], Type::Ptr(5));
    let mut out: Vec<Option<Value>> = vec![None; f.blocks.len()];
    for &b in dom.rpo().to_vec().iter() {
        let incoming = match (params[b.index()], dom.idom(b)) {
            (Some(p), _) => p,
            (None, Some(d)) => out[d.index()].expect("the dominator comes first in reverse postorder"),
            (None, None) => base,
        };
        out[b.index()] = Some(rewrite_block(f, b, incoming));
    }
    // Blocks the entry does not reach pass an undefined pointer along.
    for b in f.block_ids() {
        if out[b.index()].is_none() {
            let undef = Emit::at_start(b, None).op(f, Opcode::Undef, vec![], Type::Ptr(5));
            out[b.index()] = Some(undef);
        }
    }
    pass_pointer(f, &params, &out);
}

/// The blocks that need the pointer as a parameter: the iterated dominance frontier of the
/// blocks that change it.
fn iterated_frontier(f: &Function, dom: &DomTree, preds: &[Vec<Block>], changes: &[bool]) -> Vec<bool> {
    let n = f.blocks.len();
    let mut frontier: Vec<Vec<Block>> = vec![Vec::new(); n];
    for b in f.block_ids() {
        let reachable: Vec<Block> = preds[b.index()]
            .iter()
            .copied()
            .filter(|&p| dom.is_reachable(p))
            .collect();
        if reachable.len() < 2 {
            continue;
        }
        let Some(idom) = dom.idom(b) else { continue };
        for p in reachable {
            let mut runner = p;
            while runner != idom {
                if !frontier[runner.index()].contains(&b) {
                    frontier[runner.index()].push(b);
                }
                match dom.idom(runner) {
                    Some(d) => runner = d,
                    None => break,
                }
            }
        }
    }
    let mut needs = vec![false; n];
    let mut work: Vec<Block> = f.block_ids().filter(|b| changes[b.index()]).collect();
    while let Some(b) = work.pop() {
        for &d in &frontier[b.index()] {
            if !needs[d.index()] {
                needs[d.index()] = true;
                work.push(d);
            }
        }
    }
    needs
}

/// Rewrites `b`'s stack ops with the pointer `sp` it starts with; returns the pointer it ends
/// with.
fn rewrite_block(f: &mut Function, b: Block, mut sp: Value) -> Value {
    let mut i = 0;
    while i < f.block(b).ops.len() {
        let op = f.block(b).ops[i];
        match f.op(op).opcode {
            Opcode::AllocaDyn => {
                let mut at = Emit::before(f, op);
                let (object, next) = allocate(f, &mut at, op, sp);
                sp = next;
                // The alloca itself becomes the object's pointer, so its uses stay.
                let d = f.op_mut(op);
                d.opcode = Opcode::IntToPtr;
                d.operands = vec![object];
                d.attrs.clear();
                i = at.cur.at + 1;
            }
            Opcode::StackSave => {
                let d = f.op_mut(op);
                d.opcode = Opcode::Copy;
                d.operands = vec![sp];
                i += 1;
            }
            Opcode::StackRestore => {
                sp = f.op(op).operands[0];
                f.blocks[b.index()].ops.remove(i);
            }
            _ => i += 1,
        }
    }
    sp
}

/// The object of `alloca.dyn` `op` at `sp` (as an i32 offset, aligned) and the stack pointer
/// past it.
fn allocate(f: &mut Function, at: &mut Emit, op: OpId, sp: Value) -> (Value, Value) {
    let bytes = f.op(op).operands[0];
    let align = f.op(op).int_attr("align").unwrap_or(4).clamp(1, 1 << 31);
    let mut start = at.op(f, Opcode::PtrToInt, vec![sp], Type::I32);
    if align > STACK_ALIGN {
        start = align_up(f, at, start, align);
    }
    let size = align_up(f, at, bytes, STACK_ALIGN);
    let end = at.op(f, Opcode::Add, vec![start, size], Type::I32);
    let next = at.op(f, Opcode::IntToPtr, vec![end], Type::Ptr(5));
    (start, next)
}

/// `x` rounded up to a multiple of the power of two `align`.
fn align_up(f: &mut Function, at: &mut Emit, x: Value, align: i128) -> Value {
    let bump = at.konst(f, align - 1, Type::I32);
    let sum = at.op(f, Opcode::Add, vec![x, bump], Type::I32);
    let mask = at.konst(f, -align, Type::I32);
    at.op(f, Opcode::And, vec![sum, mask], Type::I32)
}

/// Each edge into a block with the pointer parameter passes its source's final pointer.
fn pass_pointer(f: &mut Function, params: &[Option<Value>], out: &[Option<Value>]) {
    for b in f.block_ids() {
        let Some(t) = f.terminator(b) else { continue };
        let sp = out[b.index()].expect("every block has its final pointer");
        for s in &mut f.op_mut(t).successors {
            if params[s.block.index()].is_some() {
                s.args.push(sp);
            }
        }
    }
}
