//! MIR pass `merge-memory`: two 32-bit loads (or stores) of adjacent dwords in one block
//! become one 64-bit access, as llc's load/store optimizer pairs them: `global_load_dwordx2`,
//! `s_load_dwordx2`, `ds_read_b64` or `ds_read2_b32` (LDS aligned to 4 only), and the stores'
//! `global_store_dwordx2`, `ds_write_b64`/`ds_write2_b32`.
//!
//! A merged load is `load s64` and an `extract.lo`/`extract.hi` for each old result, placed
//! before that result's first use in the block (so the load's latency stays hidden as long as
//! it was); a merged store is `build.pair lo, hi` and `store s64`, in VGPRs (store data always
//! is). Runs after `fold-addresses`, so that two accesses are adjacent when they have the same
//! base, register offset and bank and their offset fields differ by 4.
//!
//! Which accesses may be merged: not volatile, not atomic, 4-byte values (`s32`, `f32`, 32-bit
//! pointers) through global, constant or LDS pointers, each aligned to at least 4 bytes (gfx9's
//! `_dwordx2` and SMEM accesses need only dword alignment; a 64-bit LDS access aligned to less
//! than 8 bytes is a `ds_*2_b32` pair, whose 8-bit dword offsets must reach both halves).
//! Private and generic accesses are left alone. Four-dword accesses (`_dwordx4`) would need
//! four consecutive registers, which the allocator cannot ask for (it knows singles and pairs).
//!
//! Cost: for the same reason each extract or half of a `build.pair` is a move. A load pair
//! trades a load (and often an `s_waitcnt`) for two moves and is always merged; a store pair is
//! merged only when it adds no instruction (`store_pays`).
//!
//! Ordering. Each block is walked once. Memory is split into three classes that never alias:
//! global (with constant), LDS and private; a generic access, an atomic, a volatile or ordered
//! access, a fence, a barrier, inline asm or an opaque op touches all three. Accesses are
//! bucketed by (base, register offset, bank) and by a *segment* number per class:
//! - loads: the segment changes at every write to the class, so no write lies between two
//!   loads of one segment and the later one may move up to the earlier one;
//! - stores: the segment changes at every read or write of the class, except a run of mergeable
//!   stores with one base writing distinct offsets (disjoint dwords); the earlier store moves
//!   down to the later one, past only stores it does not overlap.
//!
//! Within a bucket, accesses sorted by offset are paired greedily (`o` with `o + 4`). The pass
//! is linear in the block's size (plus the sort of each bucket); uses are renamed once per
//! function.

use mir::*;
use std::collections::HashMap;

pub struct MergeMemory;

impl mir::pass::Pass for MergeMemory {
    fn name(&self) -> &'static str {
        "merge-memory"
    }
    fn description(&self) -> &'static str {
        "merge loads and stores of adjacent dwords in a block into 64-bit accesses"
    }
    fn run(&self, module: &mut Module) -> Result<(), mir::pass::PassError> {
        for f in &mut module.functions {
            merge_memory(f);
        }
        Ok(())
    }
}

/// Memory classes that never alias, as bits.
const GLOBAL: u8 = 1;
const LDS: u8 = 2;
const PRIVATE: u8 = 4;
const ALL: u8 = GLOBAL | LDS | PRIVATE;
const CLASSES: [u8; 3] = [GLOBAL, LDS, PRIVATE];

/// The memory classes an access through a pointer of type `ptr` may touch.
fn classes_of(ptr: Type) -> u8 {
    match ptr {
        Type::Ptr(1 | 4 | 6) => GLOBAL,
        Type::Ptr(3) => LDS,
        Type::Ptr(5) => PRIVATE,
        _ => ALL,
    }
}

/// The classes an op may read and may write.
fn effects(f: &Function, op: OpId) -> (u8, u8) {
    let d = f.op(op);
    let ordered = d.has_word("volatile") || d.attr("ordering").is_some();
    let space = |k: usize| classes_of(f.ty(d.operands[k]));
    match d.opcode {
        Opcode::Load if ordered => (ALL, ALL),
        Opcode::Store if ordered => (ALL, ALL),
        Opcode::Load => (space(0), 0),
        Opcode::Store => (0, space(1)),
        Opcode::AtomicRmw(_) | Opcode::CmpXchg | Opcode::Fence | Opcode::Barrier => (ALL, ALL),
        Opcode::Opaque | Opcode::InlineAsm(_) | Opcode::Image => (ALL, ALL),
        _ => (0, 0),
    }
}

/// Accesses that may merge: same base pointer, register offset and (loads) result bank.
type Key = (Value, Option<Value>, Bank);

/// A mergeable access: its bucket key, constant offset and 32-bit value (a load's result or a
/// store's data).
struct Access {
    op: OpId,
    key: Key,
    offset: i128,
    value: Value,
}

/// The access `op` as a merge candidate, if it is one.
fn candidate(f: &Function, op: OpId) -> Option<Access> {
    let d = f.op(op);
    let load = match d.opcode {
        Opcode::Load => true,
        Opcode::Store => false,
        _ => return None,
    };
    if d.has_word("volatile") || d.attr("ordering").is_some() || d.int_attr("align").unwrap_or(1) < 4 {
        return None;
    }
    let (ptr_at, offset_at) = d.opcode.address_operands()?;
    let ptr = d.operands[ptr_at];
    let value = if load { d.results[0] } else { d.operands[0] };
    let ty = f.ty(value);
    if ty.bits() != 32 || !(ty.is_int() || ty.is_float() || ty.is_ptr()) {
        return None;
    }
    let bank = if load { f.value(value).bank } else { Bank::Vgpr };
    let space_ok = matches!(
        (f.ty(ptr), load, bank),
        (Type::Ptr(1 | 4), true, Bank::Sgpr | Bank::Vgpr)
            | (Type::Ptr(3), true, Bank::Vgpr)
            | (Type::Ptr(1 | 3), false, _)
    );
    if !space_ok {
        return None;
    }
    Some(Access {
        op,
        key: (ptr, d.operands.get(offset_at).copied(), bank),
        offset: d.int_attr("offset").unwrap_or(0),
        value,
    })
}

/// Can `lo` (at the lower offset) and the access 4 bytes above it be one 64-bit access?
fn pair_allowed(f: &Function, lo: &Access) -> bool {
    let d = f.op(lo.op);
    let ptr = d.operands[d.opcode.address_operands().expect("a memory access").0];
    let align = d.int_attr("align").unwrap_or(1);
    // A 64-bit LDS access aligned to 4 is a ds_*2_b32 pair: both dword offsets in 8 bits.
    f.ty(ptr) != Type::Ptr(3) || align >= 8 || crate::codegen::select::read2_offsets(lo.offset as i32).is_some()
}

/// The segment counters of one block walk (see the module comment).
#[derive(Default)]
struct Segments {
    loads: [u32; 3],
    stores: [u32; 3],
    /// Per class: the key of the current run of mergeable stores and its offsets.
    run: [Option<(Key, Vec<i128>)>; 3],
}

impl Segments {
    fn index(class: u8) -> usize {
        CLASSES.iter().position(|&c| c == class).expect("one class")
    }

    /// An op that may read `reads` and write `writes` (not a mergeable store).
    fn touch(&mut self, reads: u8, writes: u8) {
        for (k, &c) in CLASSES.iter().enumerate() {
            if writes & c != 0 {
                self.loads[k] += 1;
            }
            if (reads | writes) & c != 0 {
                self.stores[k] += 1;
                self.run[k] = None;
            }
        }
    }

    /// A mergeable store of class `class`: its segment (it goes on the current run when it has
    /// the run's key and a new offset, else it starts a new run).
    fn store(&mut self, class: u8, key: Key, offset: i128) -> u32 {
        let k = Self::index(class);
        self.loads[k] += 1;
        match &mut self.run[k] {
            Some((run_key, offsets)) if *run_key == key && !offsets.contains(&offset) => offsets.push(offset),
            run => {
                self.stores[k] += 1;
                *run = Some((key, vec![offset]));
            }
        }
        self.stores[k]
    }
}

/// A pair of accesses to merge: the lower and the upper dword.
struct Pair {
    lo: Access,
    hi: Access,
}

pub fn merge_memory(f: &mut Function) {
    let mut renames = Renames::new();
    for b in f.block_ids() {
        let pairs = find_pairs(f, b);
        if !pairs.is_empty() {
            rewrite_block(f, b, pairs, &mut renames);
        }
    }
    renames.apply(f);
}

/// The pairs of block `b`: its candidates bucketed by key, load or store, and segment, then
/// paired by offset.
fn find_pairs(f: &Function, b: Block) -> Vec<Pair> {
    type Bucket = (Key, bool, u32);
    let mut buckets: HashMap<Bucket, Vec<(usize, Access)>> = HashMap::new();
    let mut seg = Segments::default();
    for (i, &op) in f.block(b).ops.iter().enumerate() {
        let (reads, writes) = effects(f, op);
        match candidate(f, op) {
            Some(a) if writes != 0 => {
                let s = seg.store(writes, a.key, a.offset);
                buckets.entry((a.key, false, s)).or_default().push((i, a));
            }
            Some(a) => {
                let s = seg.loads[Segments::index(reads)];
                seg.touch(reads, 0);
                buckets.entry((a.key, true, s)).or_default().push((i, a));
            }
            None => seg.touch(reads, writes),
        }
    }
    let mut pairs = Vec::new();
    for (_, mut accesses) in buckets {
        if accesses.len() < 2 {
            continue;
        }
        accesses.sort_by_key(|(i, a)| (a.offset, *i));
        let mut it = accesses.into_iter().map(|(_, a)| a).peekable();
        while let Some(lo) = it.next() {
            if it.peek().is_some_and(|hi| hi.offset == lo.offset + 4) && pair_allowed(f, &lo) {
                let hi = it.next().expect("peeked");
                pairs.push(Pair { lo, hi });
            }
        }
    }
    pairs
}

/// Replaces each pair of `b` by its 64-bit access: loads where the earlier of the two was,
/// stores where the later one was.
fn rewrite_block(f: &mut Function, b: Block, pairs: Vec<Pair>, renames: &mut Renames) {
    let ops = f.block(b).ops.clone();
    let position: HashMap<OpId, usize> = ops.iter().enumerate().map(|(i, &op)| (op, i)).collect();
    let first_use = first_uses(f, &ops);
    let end = ops.len() - usize::from(f.terminator(b).is_some());
    // New ops to put before the op at each index (or at `end`), and the ops removed.
    let mut before: HashMap<usize, Vec<OpId>> = HashMap::new();
    let mut removed = std::collections::HashSet::new();
    // Loads first, so that a store of two halves of a merged load stores the loaded pair.
    let mut pairs = pairs;
    pairs.sort_by_key(|p| (f.op(p.lo.op).opcode == Opcode::Store, position[&p.lo.op]));
    for Pair { lo, hi } in pairs {
        let (i, j) = (position[&lo.op], position[&hi.op]);
        let renamed = |v: Value| renames.get(v);
        let store = f.op(lo.op).opcode == Opcode::Store;
        if store && !store_pays(f, renamed(lo.value), renamed(hi.value)) {
            continue;
        }
        removed.insert(lo.op);
        removed.insert(hi.op);
        if f.op(lo.op).opcode == Opcode::Load {
            let wide = wide_load(f, &lo);
            before.entry(i.min(j)).or_default().push(wide);
            let loaded = f.result(wide);
            for (half, old) in [(Opcode::ExtractLo, lo.value), (Opcode::ExtractHi, hi.value)] {
                let x = f.create_op(half, vec![loaded], &[f.ty(old)]);
                let new = f.result(x);
                f.values[new.index()].bank = f.value(old).bank;
                f.op_mut(x).loc = f.op(lo.op).loc;
                renames.insert(old, new);
                before
                    .entry(first_use.get(&old).copied().unwrap_or(end))
                    .or_default()
                    .push(x);
            }
        } else {
            let new = wide_store(f, &lo, renamed(lo.value), renamed(hi.value));
            before.entry(i.max(j)).or_default().extend(new);
        }
    }
    let mut new_ops = Vec::with_capacity(ops.len());
    for (i, &op) in ops.iter().enumerate() {
        new_ops.extend(before.remove(&i).unwrap_or_default());
        if !removed.contains(&op) {
            new_ops.push(op);
        }
    }
    new_ops.extend(before.remove(&ops.len()).unwrap_or_default());
    for &op in &new_ops {
        f.op_mut(op).block = b;
    }
    f.blocks[b.index()].ops = new_ops;
}

/// Is a merged store of `lo` and `hi` no more instructions than two stores? Its data must be a
/// VGPR pair, so each half in a VGPR of its own costs a move the two stores did not need (the
/// allocator has no way to put two values in adjacent registers), while a value in an SGPR or
/// a constant is moved into a VGPR for any store. The store saved pays for one such move; the
/// halves of a merged load are stored as loaded.
fn store_pays(f: &Function, lo: Value, hi: Value) -> bool {
    let in_vgpr =
        |v: Value| f.value(v).bank == Bank::Vgpr && f.def_op(v).is_none_or(|d| f.op(d).opcode != Opcode::Const);
    halves_of(f, lo, hi).is_some() || !(in_vgpr(lo) && in_vgpr(hi))
}

/// The index of the first op of `ops` (operands or block arguments) using each value.
fn first_uses(f: &Function, ops: &[OpId]) -> HashMap<Value, usize> {
    let mut first = HashMap::new();
    for (i, &op) in ops.iter().enumerate() {
        let d = f.op(op);
        for &v in d.operands.iter().chain(d.successors.iter().flat_map(|s| s.args.iter())) {
            first.entry(v).or_insert(i);
        }
    }
    first
}

/// The 64-bit load replacing the pair whose lower half `lo` reads (unplaced).
fn wide_load(f: &mut Function, lo: &Access) -> OpId {
    let d = f.op(lo.op).clone();
    let wide = f.create_op(Opcode::Load, d.operands.clone(), &[Type::I64]);
    let r = f.result(wide);
    f.values[r.index()].bank = f.value(lo.value).bank;
    let w = f.op_mut(wide);
    w.attrs = d.attrs;
    w.loc = d.loc;
    wide
}

/// The 64-bit store replacing a pair storing `lo` and `hi` (unplaced), after the
/// `build.pair` of the two, unless they are the halves of one value (a copy of a merged load).
fn wide_store(f: &mut Function, first: &Access, lo: Value, hi: Value) -> Vec<OpId> {
    let d = f.op(first.op).clone();
    let mut ops = Vec::new();
    let data = match halves_of(f, lo, hi) {
        Some(pair) => pair,
        None => {
            let build = f.create_op(Opcode::BuildPair, vec![lo, hi], &[Type::I64]);
            let data = f.result(build);
            f.values[data.index()].bank = Bank::Vgpr;
            f.op_mut(build).loc = d.loc;
            ops.push(build);
            data
        }
    };
    let mut operands = d.operands.clone();
    operands[0] = data;
    let wide = f.create_op(Opcode::Store, operands, &[]);
    let w = f.op_mut(wide);
    w.attrs = d.attrs;
    w.loc = d.loc;
    ops.push(wide);
    ops
}

/// The 64-bit value whose `extract.lo` is `lo` and `extract.hi` is `hi`, if there is one.
fn halves_of(f: &Function, lo: Value, hi: Value) -> Option<Value> {
    let (dl, dh) = (f.op(f.def_op(lo)?), f.op(f.def_op(hi)?));
    let halves = dl.opcode == Opcode::ExtractLo && dh.opcode == Opcode::ExtractHi;
    (halves && dl.operands[0] == dh.operands[0]).then(|| dl.operands[0])
}
