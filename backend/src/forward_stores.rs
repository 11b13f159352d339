//! MIR pass `forward-stores`: a load from a private object (an `alloca`, at a constant offset)
//! that reads what a store on the same straight path wrote is the stored value, as LLVM's
//! store-to-load forwarding (GVN) has it. clang -O0's OpenCL code keeps every local variable
//! in an alloca reached through a generic pointer, which `mem2reg` cannot promote; after
//! `infer-address-spaces` its accesses go to the alloca directly, and forwarding then gives
//! the loads their values: a constant stays a constant for `combine` to fold (a dimension
//! index of 0 picks `get_global_id(0)` at compile time instead of by per-lane compares), and
//! a uniform value stays uniform instead of becoming a per-lane load of private memory.
//!
//! The known contents of private memory flow along the blocks in reverse postorder to a fixed
//! point (available stores, optimistic at loop headers): a block starts with what all its
//! predecessors end with alike, so a value a loop never overwrites stays known in it and
//! after it. Each store to a known object at a constant offset replaces what was known
//! about the bytes it overlaps; a load of the same object, offset and type takes the value.
//! Private memory is per lane, so barriers and fences do not change it; anything else that
//! may write it — a private store this cannot place, a store or atomic through a generic
//! pointer (an alloca's address may have escaped), inline asm, opaque ops, buffer writes,
//! dynamic stack changes — forgets everything. Volatile and ordered accesses are neither
//! forwarded nor recorded. At most [`LIMIT`] stores are remembered per block, so the pass
//! stays linear in the function's size.
//!
//! The forwarded loads go; so does an object nothing reads any more (only stored to), with
//! its stores: the variable now lives in SSA form, and a kernel left without private objects
//! sets up no private segment.

use mir::*;
use std::collections::{BTreeMap, HashMap};

/// The `forward-stores` pass.
pub const FORWARD_STORES: mir::pass::FunctionPass = mir::pass::FunctionPass {
    name: "forward-stores",
    description: "loads of private objects that read what an earlier store wrote take the stored value",
    run: forward_stores,
};

/// Stores remembered at once.
const LIMIT: usize = 64;

/// The widest access MIR makes (an i64, f64 or 64-bit pointer leaf), in bytes.
const WIDEST: i128 = 8;

/// What is known about private memory: (alloca, byte offset) → (type stored, value).
type Known = BTreeMap<(Value, i128), (Type, Value)>;

/// Rounds of the optimistic dataflow before the pass settles for the pessimistic one.
const ROUNDS: usize = 8;

pub fn forward_stores(f: &mut Function) {
    let dom = mir::dom::DomTree::compute(f);
    let preds = f.predecessors();
    // Optimistic first (a predecessor not done yet, a back edge, agrees with everything), to
    // the fixed point: what a loop never overwrites stays known in it and after it. Should
    // that take too long, pessimistic (a back edge knows nothing), which needs one round.
    let mut out: Vec<Option<Known>> = vec![None; f.block_ids().len()];
    let mut settled = None;
    for _ in 0..ROUNDS {
        let (changed, forwarded) = flow(f, dom.rpo(), &preds, &mut out, true);
        if !changed {
            settled = Some(forwarded);
            break;
        }
    }
    let forwarded = settled.unwrap_or_else(|| {
        let mut out = vec![None; f.block_ids().len()];
        flow(f, dom.rpo(), &preds, &mut out, false).1
    });
    if !forwarded.is_empty() {
        // One rewrite of every operand and block argument (a forwarded value may itself have
        // been forwarded, which recording resolved already), and the loads go.
        for b in f.block_ids().collect::<Vec<_>>() {
            let ops = std::mem::take(&mut f.blocks[b.index()].ops);
            let kept = ops
                .into_iter()
                .filter(|&op| !f.op(op).results.first().is_some_and(|r| forwarded.contains_key(r)))
                .collect();
            f.blocks[b.index()].ops = kept;
            for op in f.block(b).ops.clone() {
                let data = f.op_mut(op);
                for v in data
                    .operands
                    .iter_mut()
                    .chain(data.successors.iter_mut().flat_map(|s| s.args.iter_mut()))
                {
                    if let Some(&n) = forwarded.get(v) {
                        *v = n;
                    }
                }
            }
        }
    }
    remove_unread_objects(f);
}

/// Objects nothing reads any more — every use of the alloca is the address of a plain store,
/// directly or through `ptradd`s used only so — go with their stores (they were a local
/// variable's home, and its value now flows in SSA form).
fn remove_unread_objects(f: &mut Function) {
    // Uses of each value: (op, operand index); block arguments count as reads.
    let mut uses: HashMap<Value, Vec<(OpId, usize)>> = HashMap::new();
    let mut escapes: Vec<Value> = Vec::new();
    let mut allocas = Vec::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            if d.opcode == Opcode::Alloca {
                allocas.push(op);
            }
            for (k, &v) in d.operands.iter().enumerate() {
                uses.entry(v).or_default().push((op, k));
            }
            escapes.extend(d.successors.iter().flat_map(|s| s.args.iter().copied()));
        }
    }
    let escapes: std::collections::HashSet<Value> = escapes.into_iter().collect();
    let mut dead: std::collections::HashSet<OpId> = std::collections::HashSet::new();
    for alloca in allocas {
        // The alloca's pointers (it and `ptradd`s of it) and the stores through them (and
        // unused casts of them), which go with it.
        let (mut work, mut stores) = (vec![f.result(alloca)], Vec::new());
        let mut unread = true;
        while let Some(p) = work.pop() {
            if escapes.contains(&p) {
                unread = false;
                break;
            }
            for &(op, k) in uses.get(&p).map(Vec::as_slice).unwrap_or(&[]) {
                let d = f.op(op);
                match (d.opcode, k) {
                    (Opcode::Store, 1) if !d.has_word("volatile") && d.attr("ordering").is_none() => stores.push(op),
                    (Opcode::PtrAdd, 0) => {
                        work.push(d.results[0]);
                        stores.push(op);
                    }
                    // A cast nothing uses (clang -O0's generic pointer the accesses no longer
                    // go through) reads nothing.
                    (Opcode::AddrSpaceCast, _) if !uses.contains_key(&d.results[0]) => stores.push(op),
                    _ => unread = false,
                }
            }
            if !unread {
                break;
            }
        }
        if unread {
            dead.extend(stores);
            dead.insert(alloca);
        }
    }
    if dead.is_empty() {
        return;
    }
    for b in f.block_ids().collect::<Vec<_>>() {
        f.blocks[b.index()].ops.retain(|op| !dead.contains(op));
    }
}

/// One round over the blocks in reverse postorder: each block's state at its end into `out`;
/// whether any changed, and the loads that read a known value.
fn flow(
    f: &Function,
    rpo: &[Block],
    preds: &[Vec<Block>],
    out: &mut [Option<Known>],
    optimistic: bool,
) -> (bool, HashMap<Value, Value>) {
    let mut changed = false;
    // Forwarded load results and their values.
    let mut forwarded: HashMap<Value, Value> = HashMap::new();
    for &b in rpo {
        let mut known = entry_state(out, &preds[b.index()], optimistic, b == f.entry());
        for &op in &f.block(b).ops {
            let d = f.op(op);
            let plain = !d.has_word("volatile") && d.attr("ordering").is_none();
            match d.opcode {
                Opcode::Load => {
                    let Some(place) = place(f, d) else { continue };
                    let ty = f.ty(d.results[0]);
                    if let Some(&(t, v)) = known.get(&place) {
                        if plain && t == ty {
                            forwarded.insert(d.results[0], v);
                        }
                    }
                }
                Opcode::Store => match (place(f, d), f.ty(d.operands[1])) {
                    (Some(place), _) => {
                        forget_overlapping(&mut known, place, bytes(f.ty(d.operands[0])));
                        let v = d.operands[0];
                        let v = forwarded.get(&v).copied().unwrap_or(v);
                        if plain && known.len() < LIMIT {
                            known.insert(place, (f.ty(d.operands[0]), v));
                        }
                    }
                    (None, Type::Ptr(0 | 5)) => known.clear(),
                    _ => {}
                },
                Opcode::AtomicRmw(_) | Opcode::CmpXchg => {
                    if matches!(f.ty(d.operands[0]), Type::Ptr(0 | 5)) {
                        known.clear();
                    }
                }
                // Private memory is the lane's own: no other thread writes it.
                Opcode::Barrier | Opcode::Fence => {}
                o if o.has_side_effects() && !o.is_terminator() => known.clear(),
                _ => {}
            }
        }
        if out[b.index()].as_ref() != Some(&known) {
            changed = true;
            out[b.index()] = Some(known);
        }
    }
    (changed, forwarded)
}

/// What is known when a block starts: what all its predecessors agree on (the same value
/// stored on every path dominates the block, as its definition dominates every
/// predecessor). A predecessor not done yet agrees with everything when `optimistic`, else
/// nothing is known; so it is at the entry.
fn entry_state(out: &[Option<Known>], preds: &[Block], optimistic: bool, entry: bool) -> Known {
    if entry {
        return Known::new();
    }
    let mut known: Option<Known> = None;
    for p in preds {
        match (&out[p.index()], &mut known) {
            (None, _) if optimistic => {}
            (None, _) => return Known::new(),
            (Some(o), None) => known = Some(o.clone()),
            (Some(o), Some(k)) => k.retain(|key, v| o.get(key) == Some(v)),
        }
    }
    known.unwrap_or_default()
}

/// The alloca and constant byte offset a load or store `d` accesses, when they are known.
fn place(f: &Function, d: &OpData) -> Option<(Value, i128)> {
    let (ptr, extra) = d.opcode.address_operands()?;
    if d.operands.len() > extra || f.ty(d.operands[ptr]) != Type::Ptr(5) {
        return None;
    }
    let (base, offset) = object(f, d.operands[ptr])?;
    Some((base, offset + d.int_attr("offset").unwrap_or(0)))
}

/// The static alloca `p` points into, and the constant offset.
fn object(f: &Function, mut p: Value) -> Option<(Value, i128)> {
    let mut offset = 0;
    loop {
        let d = f.op(f.def_op(p)?);
        match d.opcode {
            Opcode::Alloca => return Some((p, offset)),
            Opcode::PtrAdd => {
                offset += crate::bits::signed_constant(f, d.operands[1])?;
                p = d.operands[0];
            }
            _ => return None,
        }
    }
}

/// Bytes a value of type `t` takes in memory.
fn bytes(t: Type) -> i128 {
    (t.bits().div_ceil(8) as i128).max(1)
}

/// Forgets what is known about bytes `size` bytes from `place` on.
fn forget_overlapping(known: &mut Known, (base, offset): (Value, i128), size: i128) {
    let stale: Vec<(Value, i128)> = known
        .range((base, offset - WIDEST + 1)..(base, offset + size))
        .filter(|(&(_, o), &(t, _))| o + bytes(t) > offset)
        .map(|(&k, _)| k)
        .collect();
    for k in stale {
        known.remove(&k);
    }
}
