//! MIR pass `fold-addresses`: gfx900's addressing modes for memory accesses, chosen after
//! bank selection (they depend on which values are uniform).
//!
//! - **Immediate offsets.** `load (ptradd p, c)` becomes `load p {offset = c}` when the constant
//!   `c` fits the instruction's offset field: 13 bits signed for `global_*`, 16 bits unsigned for
//!   `ds_*`, 12 bits unsigned for private `buffer_*`, 20 bits unsigned for `s_load_*`. Stores
//!   and atomics alike. The implicit arguments sit at a known offset of the kernarg segment, so a
//!   scalar load from `implicitarg.ptr` reads through the kernarg pointer, with no address
//!   computed (as llc does).
//! - **The `saddr` form of global accesses.** `load (ptradd base, off)` with a uniform base (in
//!   SGPRs) and a divergent `off` known to fit in 32 unsigned bits becomes `load base, off32`,
//!   selected as `global_load v, v_off32, s[base:base+1]`: no 64-bit address per lane, no
//!   64-bit add. `off32` is `off` recomputed in 32 bits (the low half of an add, mul, shift
//!   left or bitwise op depends only on the low halves of its operands), or its truncation.
//!
//! The `ptradd` itself stays where other ops use it; `dce` removes it where none do.

use crate::bits::{known_leading_zeros, signed_constant, Narrower};
use crate::legalize::Cursor;
use mir::*;
use std::collections::HashMap;

pub struct FoldAddresses;

impl mir::pass::Pass for FoldAddresses {
    fn name(&self) -> &'static str {
        "fold-addresses"
    }
    fn description(&self) -> &'static str {
        "fold constant offsets and uniform bases of loads and stores into gfx900 addressing modes"
    }
    fn run(&self, module: &mut Module) -> Result<(), mir::pass::PassError> {
        for f in &mut module.functions {
            fold_addresses(f);
        }
        Ok(())
    }
}

/// The end of the explicit kernel arguments in the kernarg segment.
pub fn explicit_args_end(f: &Function) -> u32 {
    f.args.iter().map(|a| a.offset + a.size).max().unwrap_or(0)
}

pub fn fold_addresses(f: &mut Function) {
    let mut narrower = Narrower::new(f);
    let mut kernarg = None;
    for b in f.block_ids() {
        for op in f.block(b).ops.clone() {
            let Some((ptr, offset)) = f.op(op).opcode.address_operands() else {
                continue;
            };
            if f.op(op).operands.len() > offset {
                continue; // already folded
            }
            fold_constant_offsets(f, op, ptr);
            read_implicit_args_from_kernarg(f, op, ptr, &mut kernarg);
            fold_uniform_base(f, op, ptr, &mut narrower);
        }
    }
    narrower.remove_dead_loads(f);
    hoist_address_copies(f);
    merge_invariant_loads(f);
    hoist_entry_scalar_loads(f);
    crate::combine::fold_extension_chains(f);
}

/// Scalar loads of invariant memory in the entry block whose address is a kernel input
/// pointer go to the block's start, after those pointers, in their order: they are then issued
/// together and one `s_waitcnt` covers them all, as llc issues them (the frontend leaves them
/// where the IR reads them, each then waited for alone).
fn hoist_entry_scalar_loads(f: &mut Function) {
    let entry = f.entry();
    let ops = f.block(entry).ops.clone();
    let (mut order, mut rest): (Vec<OpId>, Vec<OpId>) = ops.iter().partition(|&&op| {
        matches!(
            f.op(op).opcode,
            Opcode::KernargPtr | Opcode::ImplicitargPtr | Opcode::DispatchPtr
        )
    });
    let pointers: std::collections::HashSet<OpId> = order.iter().copied().collect();
    let hoisted = |op: &OpId| {
        let d = f.op(*op);
        is_invariant_load(f, d)
            && f.value(d.results[0]).bank == Bank::Sgpr
            && d.operands
                .iter()
                .all(|&v| f.def_op(v).is_some_and(|p| pointers.contains(&p)))
    };
    let loads: Vec<OpId> = rest.iter().copied().filter(hoisted).collect();
    if loads.is_empty() {
        return;
    }
    rest.retain(|op| !hoisted(op));
    order.extend(loads);
    order.extend(rest);
    f.blocks[entry.index()].ops = order;
}

/// A load of memory no kernel writes (the constant address space: the kernarg segment, the
/// dispatch packet, `__constant` data), whose result is the same wherever it runs.
fn is_invariant_load(f: &Function, data: &OpData) -> bool {
    data.opcode == Opcode::Load && !data.has_word("volatile") && f.ty(data.operands[0]) == Type::Ptr(4)
}

/// Loads of invariant memory (`is_invariant_load`) with the same address, type and bank are
/// one load: a later one goes where an earlier one dominates it (OpenCL's `get_local_size(0)`
/// and `get_local_size(1)` read the same dword of the implicit arguments, each `get_*` query
/// its own loads). Stores, atomics and barriers in between do not matter: nothing writes that
/// memory. Narrow scalar loads of the dispatch segments that share their dword with another
/// load become a load of the dword and a shift, so the dword is loaded once.
fn merge_invariant_loads(f: &mut Function) {
    type Key = (Vec<Value>, Vec<(String, Attr)>, Type, Bank);
    let key = |f: &Function, op: OpId| -> Option<Key> {
        let d = f.op(op);
        if !is_invariant_load(f, d) {
            return None;
        }
        let mut attrs: Vec<(String, Attr)> = d.attrs.iter().filter(|(k, _)| k != "align").cloned().collect();
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        let r = d.results[0];
        Some((d.operands.clone(), attrs, f.ty(r), f.value(r).bank))
    };
    // The dword (pointer, offset) of each scalar segment load with a constant address.
    let dword = |f: &Function, op: OpId| -> Option<(Value, i128, u32)> {
        let d = f.op(op);
        let (ptr, bytes) = (d.operands[0], f.ty(d.results[0]).bits().div_ceil(8));
        (is_invariant_load(f, d)
            && d.operands.len() == 1
            && f.value(d.results[0]).bank == Bank::Sgpr
            && matches!(bytes, 1 | 2 | 4)
            && crate::regbank::dispatch_segment_field(f, ptr) == Some(0))
        .then(|| {
            let offset = d.int_attr("offset").unwrap_or(0);
            (bytes == 4 || offset / 4 == (offset + bytes as i128 - 1) / 4).then_some((ptr, offset & !3, bytes))
        })
        .flatten()
    };
    let loads: Vec<OpId> = f
        .block_ids()
        .flat_map(|b| f.block(b).ops.clone())
        .filter(|&op| f.op(op).opcode == Opcode::Load)
        .collect();
    let mut sharing: HashMap<(Value, i128), usize> = HashMap::new();
    for &op in &loads {
        if let Some((ptr, at, bytes)) = dword(f, op) {
            if bytes == 4 && f.op(op).int_attr("offset").unwrap_or(0) & 3 != 0 {
                continue;
            }
            *sharing.entry((ptr, at)).or_default() += 1;
        }
    }
    for &op in &loads {
        let Some((ptr, at, bytes)) = dword(f, op) else { continue };
        if bytes == 4 || sharing.get(&(ptr, at)).is_none_or(|&n| n < 2) {
            continue;
        }
        // `load.sN p {offset = o}` → `trunc (lshr (load.s32 p {offset = o & !3}), 8 * (o & 3))`.
        // The load itself becomes the truncation, so its uses stay.
        let (b, loc) = (f.op(op).block, f.op(op).loc);
        let shift = 8 * (f.op(op).int_attr("offset").unwrap_or(0) - at);
        let pos = f.block(b).ops.iter().position(|&o| o == op).expect("placed op");
        let mut cur = Cursor { block: b, at: pos };
        let mut word = cur.insert(f, Opcode::Load, vec![ptr], Type::I32, loc);
        let load = f.def_op(word).expect("just made");
        f.op_mut(load).set_attr("align", Attr::Int(4));
        if at != 0 {
            f.op_mut(load).set_attr("offset", Attr::Int(at));
        }
        f.values[word.index()].bank = Bank::Sgpr;
        if shift != 0 {
            let amount = cur.constant(f, shift, Type::I32, loc);
            f.values[amount.index()].bank = Bank::Sgpr;
            word = cur.insert(f, Opcode::LShr, vec![word, amount], Type::I32, loc);
            f.values[word.index()].bank = Bank::Sgpr;
        }
        // An f16 field: the i16 of its bits, then a bitcast (trunc makes integers only).
        let opcode = if f.ty(f.op(op).results[0]).is_float() {
            word = cur.insert(f, Opcode::Trunc, vec![word], Type::I16, loc);
            f.values[word.index()].bank = Bank::Sgpr;
            Opcode::Bitcast
        } else {
            Opcode::Trunc
        };
        let data = f.op_mut(op);
        data.opcode = opcode;
        data.operands = vec![word];
        data.attrs.clear();
    }
    let dom = mir::dom::DomTree::compute(f);
    let mut seen: HashMap<Key, Vec<OpId>> = HashMap::new();
    let mut renames = Renames::new();
    for &b in dom.rpo() {
        let ops = std::mem::take(&mut f.blocks[b.index()].ops);
        let mut kept = Vec::with_capacity(ops.len());
        for op in ops {
            renames.rename_op(f, op);
            let Some(k) = key(f, op) else {
                kept.push(op);
                continue;
            };
            let candidates = seen.entry(k).or_default();
            match candidates.iter().find(|&&c| dom.dominates(f.op(c).block, b)) {
                Some(&earlier) => renames.insert(f.op(op).results[0], f.op(earlier).results[0]),
                None => {
                    candidates.push(op);
                    kept.push(op);
                }
            }
        }
        f.blocks[b.index()].ops = kept;
    }
    renames.apply(f);
}

/// The bytes the 12-bit unsigned offset field of a MUBUF access (private memory) reaches; past
/// it, private addresses are in registers.
pub(crate) const MUBUF_OFFSET_REACH: u32 = 4096;

/// The offsets the access `op` (pointer operand `ptr`) can encode, by the instruction the code
/// generator will choose for it.
fn offset_field(f: &Function, op: OpId, ptr: usize) -> Option<std::ops::RangeInclusive<i128>> {
    let data = f.op(op);
    Some(match f.ty(data.operands[ptr]) {
        Type::Ptr(1 | 4) if is_scalar_load(f, data) => 0..=(1 << 20) - 1,
        Type::Ptr(1 | 4) => -4096..=4095,
        Type::Ptr(3) => 0..=0xffff,
        Type::Ptr(5) if matches!(data.opcode, Opcode::Load | Opcode::Store) => 0..=MUBUF_OFFSET_REACH as i128 - 1,
        // Generic accesses (FLAT) keep their whole address in VGPRs.
        _ => return None,
    })
}

/// Does bank selection give this access to the scalar memory unit (`s_load_*`)?
fn is_scalar_load(f: &Function, data: &OpData) -> bool {
    data.opcode == Opcode::Load && f.value(data.results[0]).bank == Bank::Sgpr
}

/// Uniform addresses that an access in a loop reads from a VGPR: an LDS address (`ds_*` take
/// their address in a VGPR), and the zero VGPR offset of a global access through a uniform
/// pointer (the `saddr` form). Selection moves them into a VGPR right before the access, on
/// every trip (a compare-and-swap loop on one uniform address, say); in a reducible loop the
/// access instead reads one VGPR copy made once before the outermost loop around it (at the end
/// of its header's immediate dominator, which dominates the whole loop, when that is in no loop
/// itself), shared by the loop's accesses of the same address.
fn hoist_address_copies(f: &mut Function) {
    let cycles = mir::cycles::CycleInfo::compute(f);
    let dom = mir::dom::DomTree::compute(f);
    // (preheader, uniform value) → its VGPR copy there; `None` stands for the zero offset.
    let mut copies: HashMap<(Block, Option<Value>), Value> = HashMap::new();
    for b in f.block_ids().collect::<Vec<_>>() {
        let Some(mut c) = cycles.innermost(b) else { continue };
        if !reducible_nest(&cycles, b) {
            continue;
        }
        while let Some(parent) = cycles.parent(c) {
            c = parent;
        }
        // (Not inside another loop, where the copy would be made on each of its trips.)
        let header = cycles.cycle(c).header();
        let Some(before) = dom
            .idom(header)
            .filter(|&p| p != header && cycles.innermost(p).is_none())
        else {
            continue;
        };
        for op in f.block(b).ops.clone() {
            let d = f.op(op);
            let Some((ptr, offset)) = d.opcode.address_operands() else {
                continue;
            };
            let p = d.operands[ptr];
            if f.value(p).bank != Bank::Sgpr || d.operands.len() > offset || is_scalar_load(f, d) {
                continue;
            }
            let (source, ty, k) = match f.ty(p) {
                // (An address computed in the loop stays where it is.)
                Type::Ptr(3) if dom.dominates(f.def_block(p), before) => (Some(p), Type::Ptr(3), ptr),
                Type::Ptr(1 | 4) if signed_constant(f, p).is_none() => (None, Type::I32, d.operands.len()),
                _ => continue,
            };
            let copy = *copies.entry((before, source)).or_insert_with(|| {
                let at = f.block(before).ops.len().saturating_sub(1);
                let mut cur = Cursor { block: before, at };
                let v = source.unwrap_or_else(|| {
                    let zero = cur.constant(f, 0, Type::I32, None);
                    f.values[zero.index()].bank = Bank::Sgpr;
                    zero
                });
                let copy = cur.insert(f, Opcode::Copy, vec![v], ty, None);
                f.values[copy.index()].bank = Bank::Vgpr;
                copy
            });
            let operands = &mut f.op_mut(op).operands;
            if k == operands.len() {
                operands.push(copy);
            } else {
                operands[k] = copy;
            }
        }
    }
}

/// Is every cycle around `b` reducible (so each header dominates its cycle)?
fn reducible_nest(cycles: &mir::cycles::CycleInfo, b: Block) -> bool {
    let mut c = cycles.innermost(b);
    while let Some(id) = c {
        if !cycles.cycle(id).is_reducible() {
            return false;
        }
        c = cycles.parent(id);
    }
    true
}

/// The operands of the `ptradd` defining `v`.
fn ptradd_operands(f: &Function, v: Value) -> Option<(Value, Value)> {
    let data = f.op(f.def_op(v)?);
    (data.opcode == Opcode::PtrAdd).then(|| (data.operands[0], data.operands[1]))
}

fn fold_constant_offsets(f: &mut Function, op: OpId, ptr: usize) {
    let Some(field) = offset_field(f, op, ptr) else { return };
    let mut offset = 0;
    while let Some((base, c)) =
        ptradd_operands(f, f.op(op).operands[ptr]).and_then(|(b, o)| Some((b, signed_constant(f, o)?)))
    {
        if !field.contains(&(offset + c)) {
            break;
        }
        offset += c;
        f.op_mut(op).operands[ptr] = base;
    }
    if offset != 0 {
        f.op_mut(op).set_attr("offset", Attr::Int(offset));
    }
}

/// A scalar load from `implicitarg.ptr` (plus an offset) as one from the kernarg pointer at
/// the hidden arguments' offset; `kernarg` is the kernel's `kernarg.ptr`, made once.
fn read_implicit_args_from_kernarg(f: &mut Function, op: OpId, ptr: usize, kernarg: &mut Option<Value>) {
    let data = f.op(op);
    let base = data.operands[ptr];
    let from_implicit_args = f.def_op(base).is_some_and(|d| f.op(d).opcode == Opcode::ImplicitargPtr);
    if !is_scalar_load(f, data) || !from_implicit_args {
        return;
    }
    let offset = data.int_attr("offset").unwrap_or(0)
        + crate::codeobj::metadata::hidden_args_start(explicit_args_end(f)) as i128;
    if offset >= 1 << 20 {
        return;
    }
    let kernarg = *kernarg.get_or_insert_with(|| {
        let entry = f.entry();
        let def = f.create_op(Opcode::KernargPtr, vec![], &[Type::Ptr(4)]);
        f.place_op(entry, def, Some(0));
        let v = f.result(def);
        f.values[v.index()].bank = Bank::Sgpr;
        v
    });
    let data = f.op_mut(op);
    data.operands[ptr] = kernarg;
    data.set_attr("offset", Attr::Int(offset));
}

/// The `saddr` form for a global access whose pointer is a uniform base plus a divergent
/// offset below 2^32; `narrower` remembers the 32-bit offsets made so far.
fn fold_uniform_base(f: &mut Function, op: OpId, ptr: usize, narrower: &mut Narrower) {
    let data = f.op(op);
    if is_scalar_load(f, data) || !matches!(f.ty(data.operands[ptr]), Type::Ptr(1 | 4)) {
        return;
    }
    let Some((base, off)) = ptradd_operands(f, data.operands[ptr]) else {
        return;
    };
    if f.value(base).bank != Bank::Sgpr || f.value(off).bank != Bank::Vgpr || known_leading_zeros(f, off, 0) < 32 {
        return;
    }
    // (The 64-bit offset goes once every access through its `ptradd` is folded; it has no
    // known leading zeros if a load, so none is loaded twice.)
    let off32 = narrower.narrow(f, off, true);
    let data = f.op_mut(op);
    data.operands[ptr] = base;
    data.operands.push(off32);
}
