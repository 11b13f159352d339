//! Calls that stay (recursive and `noinline` callees), by AMDGPU's C calling convention for
//! non-kernel functions (AMDGPUUsage, "Call Convention"), as llc-22 compiles them:
//! arguments in v0..v31, results in v0.., the return address in s[30:31] (`s_swappc_b64` /
//! `s_setpc_b64`), the stack pointer in s32 (unswizzled: wave bytes), the private segment
//! resource in s[0:3]; a callee preserves s0..s3, s32 and up, and VGPRs 40..47, 56..63, ...
//! (and every VGPR's lanes inactive at the call).
//!
//! kcc keeps it simple, after allocation, when the physical registers are known:
//! - a caller saves around each call the registers that may hold something live across it
//!   and that the callee may write (VGPRs with the call's EXEC, to its frame; SGPRs through
//!   [`TEMP_VGPR`]), except the call's results, and moves arguments and results as parallel
//!   moves; a callee of the module compiled before it ([`KnownCallee`]) writes only the VGPRs
//!   its code names;
//! - a callee keeps its entry EXEC, the caller's frame pointer and its own SGPRs in s4..s29
//!   (all caller-saved), so only the callee-saved VGPRs its code writes are saved, in its
//!   prologue, and restored before `s_setpc_b64`; its frame (those saves, then its own
//!   calls' save area) starts at s33 (the frame pointer), s32 moved past it.

use crate::codeobj::RelocKind;
use crate::mc::{MInst, MachineFunction};
use gfx9_isa::{op, Inst, Operand};
use mir::{Attr, Function, OpId, Opcode};

/// The return address pair.
pub const RA: u8 = 30;
/// The stack pointer (wave bytes from the scratch base).
pub const SP: u8 = 32;
/// The frame pointer: the stack pointer at entry.
pub const FP: u8 = 33;
/// A callee's copy of its entry EXEC (a pair).
pub const EXEC_SAVE: u8 = 4;
/// A callee's copy of its caller's frame pointer.
pub const OLD_FP: u8 = 6;
/// The SGPRs a callee allocates: caller-saved ones past those above.
pub const CALLEE_SGPR_BASE: u32 = 8;
pub const CALLEE_SGPR_END: u32 = 30;
/// VGPRs that pass arguments and results (the rest go on the stack, which kcc refuses).
pub const ARG_VGPRS: u32 = 32;
/// The VGPRs a calling kernel assumes a function of another object uses (v0..v47: llc's
/// callees keep values in v40..; kcc's callable functions stay within them).
pub const EXTERNAL_CALLEE_VGPRS: u32 = 48;
/// The VGPRs SGPR saves go through (in turn, so that restores wait once per eight):
/// caller-saved, never an argument or result.
pub const TEMP_VGPR: u8 = 32;
const TEMPS: u8 = 8;
/// The pair a call's target address is formed in (caller-saved, saved around the call).
const TARGET: u8 = 28;

/// Does a callee preserve SGPR `r`? (All but s4..s31, AMDGPUUsage's "Call Convention"; the
/// frame and stack pointers are the caller's own business.)
pub fn callee_saved_sgpr(r: u32) -> bool {
    r > FP as u32
}

/// Does a callee preserve VGPR `r`?
pub fn callee_saved_vgpr(r: u32) -> bool {
    r >= 40 && (r - 40) % 16 < 8
}

/// What a caller knows of a function of its module compiled before it (interprocedural
/// register allocation, as llc does for the callees it sees), counting every function it may
/// reach.
#[derive(Clone, Copy, Debug)]
pub struct KnownCallee {
    /// One past the highest VGPR its code names.
    pub vgpr_end: u32,
    /// Whether it reads the work-item ids (v31) and the work-group ids (s12..s14).
    pub reads_ids: bool,
    pub reads_group_ids: bool,
}

/// The callees compiled so far, by name. A callee not listed (defined elsewhere, or in a cycle
/// of calls not compiled yet) may write every caller-saved VGPR and read every input.
pub type KnownCallees = std::collections::HashMap<String, KnownCallee>;

impl KnownCallee {
    /// What the callers of `f`, compiled into `vgpr_end` VGPRs, know of it.
    pub fn of(f: &Function, vgpr_end: u32, known: &KnownCallees) -> KnownCallee {
        let callees: Vec<Option<&KnownCallee>> = callees(f).iter().map(|c| known.get(c)).collect();
        let reads = |own: &dyn Fn(Opcode) -> bool, passed: &dyn Fn(&KnownCallee) -> bool| {
            f.ops.iter().any(|o| own(o.opcode)) || callees.iter().any(|c| c.is_none_or(passed))
        };
        KnownCallee {
            vgpr_end: callees
                .iter()
                .fold(vgpr_end, |end, c| end.max(c.map_or(256, |c| c.vgpr_end))),
            reads_ids: reads(&|o| matches!(o, Opcode::WorkitemId(_)), &|c| c.reads_ids),
            reads_group_ids: reads(&|o| matches!(o, Opcode::WorkgroupId(_)), &|c| c.reads_group_ids),
        }
    }
}

/// The callee of call `op` as its callers know it (None: not known).
fn known_callee<'a>(f: &Function, op: OpId, known: &'a KnownCallees) -> Option<&'a KnownCallee> {
    match call_op(f, op) {
        Some(CallOp::Call(name)) => known.get(&name),
        _ => None,
    }
}

/// The VGPRs a call may write: what its callee (and all it reaches) names, unless the callee
/// is not known, and what the call's own code writes ([`call_sequence`]): the arguments from
/// v0 (at most one per operand dword), the work-item ids in v31, the SGPR saves and stack
/// arguments through v32..v39. Never the convention's callee-saved VGPRs.
#[derive(Clone, Copy, Debug)]
pub struct CallVgprs {
    /// One past the highest VGPR the callee names (256: not known).
    callee_end: u32,
    arguments: u32,
    ids: bool,
}

impl CallVgprs {
    /// Call `op` of `f`.
    pub fn of(f: &Function, op: OpId, known: &KnownCallees) -> CallVgprs {
        CallVgprs {
            callee_end: known_callee(f, op, known).map_or(256, |c| c.vgpr_end),
            arguments: f
                .op(op)
                .operands
                .iter()
                .map(|&v| f.ty(v).bits().div_ceil(32))
                .sum::<u32>()
                .min(ARG_VGPRS),
            ids: passes_ids(f, op),
        }
    }

    /// Does the call leave VGPR `r` as it was?
    pub fn preserves(self, r: u32) -> bool {
        let temps = TEMP_VGPR as u32..(TEMP_VGPR + TEMPS) as u32;
        callee_saved_vgpr(r)
            || !(r < self.callee_end || r < self.arguments || (self.ids && r == IDS_VGPR) || temps.contains(&r))
    }
}

/// What a call-convention op is: the frontend's `opaque` ops with a `call` word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallOp {
    /// A call to the named function.
    Call(String),
    /// A callee's return of its operands.
    Return,
    /// A callee's arguments: result `k` is the dword that arrives in v`k`.
    Args,
    /// A callee's `inreg` arguments (see [`inreg_inputs`]).
    Inreg,
}

pub fn call_op(f: &Function, op: OpId) -> Option<CallOp> {
    let d = f.op(op);
    if d.opcode != Opcode::Opaque {
        return None;
    }
    match d.attr("call") {
        Some(Attr::Word(w)) if w == "call" => match d.attr("callee") {
            Some(Attr::Str(name)) => Some(CallOp::Call(name.clone())),
            _ => None,
        },
        Some(Attr::Word(w)) if w == "return" => Some(CallOp::Return),
        Some(Attr::Word(w)) if w == "args" => Some(CallOp::Args),
        Some(Attr::Word(w)) if w == "inreg" => Some(CallOp::Inreg),
        _ => None,
    }
}

/// Ops at the entry that name VGPRs the hardware or the caller filled: work-item ids, a
/// called function's arguments.
pub fn is_vgpr_input(f: &Function, op: OpId) -> bool {
    matches!(f.op(op).opcode, Opcode::WorkitemId(_)) || call_op(f, op) == Some(CallOp::Args)
}

/// Does `f` make calls that stay?
pub fn has_calls(f: &Function) -> bool {
    f.ops
        .iter()
        .enumerate()
        .any(|(i, _)| matches!(call_op(f, OpId(i as u32)), Some(CallOp::Call(_))))
}

/// The callees `f` calls.
pub fn callees(f: &Function) -> Vec<String> {
    let mut out = Vec::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            if let Some(CallOp::Call(name)) = call_op(f, op) {
                if !out.contains(&name) {
                    out.push(name);
                }
            }
        }
    }
    out
}

/// A callee's arguments as ops: the entry-block parameters become the results of one
/// `opaque` op at the entry whose result `k` is the dword in v`k` (a 64-bit leaf is two,
/// joined by `build.pair`), so the allocator takes them from there, as it takes the
/// work-item ids (one op: every argument register is defined at once). Dwords past v30 and
/// `byval` objects (an `ArgInfo` with a size) arrive on the stack ([`lay_out_args`]): the
/// caller's area is the frame's first object (an alloca at offset 0, the frame pointer),
/// read by loads; a `byval` argument is its address there.
pub fn arguments_as_ops(f: &Function, known: &KnownCallees) -> Result<Function, String> {
    let mut g = f.clone();
    let entry = g.entry();
    let params = std::mem::take(&mut g.blocks[entry.index()].params);
    let infos = std::mem::take(&mut g.args);
    let mut items = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        let t = g.ty(p);
        if let Some(info) = infos.get(k).filter(|i| i.size > 0) {
            items.push(ArgItem::Byval {
                bytes: info.size,
                align: info.align,
            });
            continue;
        }
        let uniform = infos.get(k).is_some_and(|i| i.uniform);
        if uniform && (t.bits() == 1 || g.value(p).bank != mir::Bank::Sgpr) {
            return Err(format!(
                "an inreg argument of type {t} of a called function (a call kcc does not inline) is not supported"
            ));
        }
        match t.bits() {
            1 | 64 => {}
            b if b <= 32 => {}
            _ => {
                return Err(format!(
                    "an argument of type {t} of a called function (a call kcc does not inline) is not supported"
                ))
            }
        }
        let n = if t.bits() == 64 { 2 } else { 1 };
        let item = if uniform { ArgItem::Uniform } else { ArgItem::Dword };
        items.extend((0..n).map(|_| item));
    }
    let (slots, stack_bytes) = lay_out_args(&items)?;
    // Each register dword's type: a leaf of at most 32 bits keeps its own.
    let mut dword_types = Vec::new();
    {
        let mut item = 0;
        for &p in &params {
            let t = g.ty(p);
            if matches!(items[item], ArgItem::Byval { .. }) {
                item += 1;
                continue;
            }
            let n = if t.bits() == 64 { 2 } else { 1 };
            for j in 0..n {
                if let ArgSlot::Vgpr(_) = slots[item + j] {
                    dword_types.push(if t.bits() == 64 || t == mir::Type::I1 {
                        mir::Type::I32
                    } else {
                        t
                    });
                }
            }
            item += n;
        }
    }
    // The packed work-item ids in v31 (unused padding before them).
    let explicit = dword_types.len();
    dword_types.resize(IDS_VGPR as usize, mir::Type::I32);
    dword_types.push(mir::Type::I32);
    let mut new_ops = Vec::new();
    let args = g.append_op(entry, Opcode::Opaque, vec![], &dword_types);
    {
        let d = g.op_mut(args);
        d.set_attr("call", Attr::Word("args".into()));
        d.set_attr("divergence", Attr::Word("source".into()));
    }
    new_ops.push(args);
    let dwords = g.op(args).results.clone();
    for &r in &dwords {
        g.values[r.index()].bank = mir::Bank::Vgpr;
    }
    // `inreg` values and the work-group ids (when the function reads them or passes them
    // on): one op, whose results the prologue copies down to s8.. (pairs aligned), where they
    // stay ([`inreg_inputs`]).
    // (The ids first: moved below s12 before any `inreg` value is moved over them.)
    let mut uniform_types: Vec<mir::Type> = Vec::new();
    let mut from = Vec::new();
    let wants_group_ids = g.ops.iter().any(|o| matches!(o.opcode, Opcode::WorkgroupId(_)))
        || call_ops(&g).into_iter().any(|op| needs_group_ids(&g, op, known));
    if wants_group_ids {
        uniform_types.extend([mir::Type::I32; 3]);
        from.extend((0..3).map(|d| GROUP_ID_SGPR as i128 + d));
    }
    let first_inreg = uniform_types.len();
    let mut sgpr = INREG_SGPR as i128;
    for (k, &p) in params.iter().enumerate() {
        if infos.get(k).is_some_and(|i| i.uniform && i.size == 0) {
            uniform_types.push(g.ty(p));
            from.push(sgpr);
            sgpr += if g.ty(p).bits() == 64 { 2 } else { 1 };
        }
    }
    let inreg = (!uniform_types.is_empty()).then(|| {
        let op = g.append_op(entry, Opcode::Opaque, vec![], &uniform_types);
        let d = g.op_mut(op);
        d.set_attr("call", Attr::Word("inreg".into()));
        d.set_attr("from", Attr::Ints(from.clone()));
        new_ops.push(op);
        let rs = g.op(op).results.clone();
        for &r in &rs {
            g.values[r.index()].bank = mir::Bank::Sgpr;
        }
        rs
    });
    let mut next_inreg = first_inreg;
    // The caller's stack area: the frame's first object.
    let area = (stack_bytes > 0).then(|| {
        let op = g.append_op(entry, Opcode::Alloca, vec![], &[mir::Type::Ptr(5)]);
        g.op_mut(op).set_attr("size", Attr::Int(stack_bytes as i128));
        g.op_mut(op).set_attr("align", Attr::Int(16));
        new_ops.push(op);
        let r = g.result(op);
        g.values[r.index()].bank = mir::Bank::Sgpr;
        r
    });
    let at_offset = |g: &mut Function, new_ops: &mut Vec<OpId>, off: u32| {
        let base = area.expect("a stack slot has its area");
        if off == 0 {
            return base;
        }
        let c = g.append_op(entry, Opcode::Const, vec![], &[mir::Type::I32]);
        g.op_mut(c).set_attr("value", Attr::Int(off as i128));
        let add = g.append_op(entry, Opcode::PtrAdd, vec![base, g.result(c)], &[mir::Type::Ptr(5)]);
        new_ops.extend([c, add]);
        for o in [c, add] {
            let r = g.result(o);
            g.values[r.index()].bank = mir::Bank::Sgpr;
        }
        g.result(add)
    };
    // (A load's constant offset is its `offset` attribute: the frame pointer's MUBUF offset.)
    let load = |g: &mut Function, new_ops: &mut Vec<OpId>, off: u32, t: mir::Type| {
        let ptr = area.expect("a stack slot has its area");
        let op = g.append_op(entry, Opcode::Load, vec![ptr], &[t]);
        g.op_mut(op).set_attr("align", Attr::Int(4));
        if off > 0 {
            g.op_mut(op).set_attr("offset", Attr::Int(off as i128));
        }
        new_ops.push(op);
        let r = g.result(op);
        g.values[r.index()].bank = mir::Bank::Vgpr;
        r
    };
    let mut renames = mir::Renames::new();
    let (mut item, mut reg) = (0, 0);
    for p in params {
        let t = g.ty(p);
        if let ArgItem::Byval { .. } = items[item] {
            let ArgSlot::Stack(off) = slots[item] else {
                return Err("kcc bug: a byval argument in a register".into());
            };
            item += 1;
            let v = at_offset(&mut g, &mut new_ops, off);
            renames.insert(p, v);
            continue;
        }
        let n = if t.bits() == 64 { 2 } else { 1 };
        if let ArgSlot::Sgpr(_) = slots[item] {
            item += n;
            next_inreg += 1;
            let r = inreg.as_ref().ok_or("kcc bug: an inreg argument without its op")?[next_inreg - 1];
            renames.insert(p, r);
            continue;
        }
        // The leaf's dwords: from their registers, or loaded from the stack.
        let mut parts = Vec::new();
        for j in 0..n {
            parts.push(match slots[item + j] {
                ArgSlot::Sgpr(_) => return Err("kcc bug: half of a 64-bit argument inreg".into()),
                ArgSlot::Vgpr(_) => {
                    reg += 1;
                    dwords[reg - 1]
                }
                ArgSlot::Stack(off) => {
                    let lt = if n == 2 || t == mir::Type::I1 {
                        mir::Type::I32
                    } else {
                        t
                    };
                    load(&mut g, &mut new_ops, off, lt)
                }
            });
        }
        item += n;
        let v = if n == 2 {
            let op = g.append_op(entry, Opcode::BuildPair, parts.clone(), &[mir::Type::I64]);
            new_ops.push(op);
            let mut v = g.result(op);
            g.values[v.index()].bank = mir::Bank::Vgpr;
            let cast = match t {
                mir::Type::I64 => None,
                mir::Type::Ptr(_) => Some(Opcode::IntToPtr),
                _ => Some(Opcode::Bitcast),
            };
            if let Some(c) = cast {
                let op = g.append_op(entry, c, vec![v], &[t]);
                new_ops.push(op);
                v = g.result(op);
                g.values[v.index()].bank = mir::Bank::Vgpr;
            }
            v
        } else if t == mir::Type::I1 {
            // A boolean is a VGPR whose bit 0 is the value (as llc passes it).
            let one = g.append_op(entry, Opcode::Const, vec![], &[mir::Type::I32]);
            g.op_mut(one).set_attr("value", Attr::Int(1));
            let bit = g.append_op(entry, Opcode::And, vec![parts[0], g.result(one)], &[mir::Type::I32]);
            let cmp = g.append_op(
                entry,
                Opcode::Icmp(mir::IntPredicate::Eq),
                vec![g.result(bit), g.result(one)],
                &[mir::Type::I1],
            );
            new_ops.extend([one, bit, cmp]);
            let r = g.result(cmp);
            g.values[r.index()].bank = mir::Bank::LaneMask;
            let c = g.result(one);
            g.values[c.index()].bank = mir::Bank::Sgpr;
            let b = g.result(bit);
            g.values[b.index()].bank = mir::Bank::Vgpr;
            r
        } else {
            parts[0]
        };
        renames.insert(p, v);
    }
    for &pad in &dwords[explicit..IDS_VGPR as usize] {
        g.values[pad.index()].bank = mir::Bank::Unassigned;
    }
    // `append_op` put them at the end of the entry: they go first, in order.
    let ops = &mut g.blocks[entry.index()].ops;
    ops.retain(|o| !new_ops.contains(o));
    let tail = std::mem::take(ops);
    ops.extend(new_ops);
    ops.extend(tail);
    renames.apply(&mut g);
    if wants_group_ids {
        let inputs = inreg.as_ref().ok_or("kcc bug: work-group ids without their op")?;
        let ids = [inputs[0], inputs[1], inputs[2]];
        callee_takes_group_ids(&mut g, ids, known);
    }
    callee_takes_ids(&mut g, dwords[IDS_VGPR as usize], known)?;
    Ok(g)
}

/// The SGPRs the work-group ids x, y, z travel in (llc's implicit inputs s12..s14).
pub const GROUP_ID_SGPR: u32 = 12;

/// Appends the work-group ids to call `op`'s operands (before the packed work-item ids).
fn add_group_id_operands(g: &mut Function, op: OpId, ids: [mir::Value; 3]) {
    g.op_mut(op).operands.extend(ids);
    g.op_mut(op).set_attr("group-ids", Attr::Word("group-ids".into()));
}

/// Must call `op` pass the work-group ids? (Unless its callee is known not to read them.)
fn needs_group_ids(f: &Function, op: OpId, known: &KnownCallees) -> bool {
    known_callee(f, op, known).is_none_or(|c| c.reads_group_ids)
}

/// Must call `op` pass the work-item ids? (Unless its callee is known not to read them.)
fn needs_ids(f: &Function, op: OpId, known: &KnownCallees) -> bool {
    known_callee(f, op, known).is_none_or(|c| c.reads_ids)
}

/// Does call op `op` pass the work-group ids (three operands before the work-item ids)?
pub fn passes_group_ids(f: &Function, op: OpId) -> bool {
    f.op(op).has_word("group-ids")
}

/// A called function's work-group ids are `ids` (its inputs): each `workgroup.id` is one,
/// and its calls pass them on.
fn callee_takes_group_ids(g: &mut Function, ids: [mir::Value; 3], known: &KnownCallees) {
    for op in call_ops(g) {
        if needs_group_ids(g, op, known) {
            add_group_id_operands(g, op, ids);
        }
    }
    let mut renames = mir::Renames::new();
    for b in g.block_ids().collect::<Vec<_>>() {
        let f = &*g;
        let (gone, kept): (Vec<OpId>, Vec<OpId>) = f
            .block(b)
            .ops
            .iter()
            .partition(|&&op| matches!(f.op(op).opcode, Opcode::WorkgroupId(_)));
        for op in gone {
            let Opcode::WorkgroupId(d) = g.op(op).opcode else {
                continue;
            };
            renames.insert(g.result(op), ids[d.index()]);
        }
        g.blocks[b.index()].ops = kept;
    }
    renames.apply(g);
}

/// Values and their SGPRs, (destination, source) moves, the first SGPR past them.
pub type InregInputs = (Vec<(mir::Value, u8)>, Vec<(u8, u8)>, u32);

/// A callee's `inreg` values and work-group ids and where they stay (from s8, a pair at an
/// even SGPR), the moves that bring them there from where they arrive (the ids from
/// s12..s14, then s16.. in order), and the first SGPR past them. The prologue makes the moves in order:
/// the ids' go below s12 first; then each `inreg` destination is below its source and
/// every later one's (at most four pads for pairs), so no source is overwritten unread.
pub fn inreg_inputs(f: &Function) -> InregInputs {
    let op = f
        .block(f.entry())
        .ops
        .iter()
        .copied()
        .find(|&op| call_op(f, op) == Some(CallOp::Inreg));
    let (mut values, mut moves) = (Vec::new(), Vec::new());
    let mut to = CALLEE_SGPR_BASE as u8;
    let Some(op) = op else {
        return (values, moves, to as u32);
    };
    let from: Vec<u8> = match f.op(op).attr("from") {
        Some(Attr::Ints(v)) => v.iter().map(|&x| x as u8).collect(),
        _ => Vec::new(),
    };
    for (&r, &from) in f.op(op).results.iter().zip(&from) {
        let n = if f.ty(r).bits() == 64 { 2 } else { 1 };
        if n == 2 {
            to = to.next_multiple_of(2);
        }
        values.push((r, to));
        for k in 0..n {
            moves.push((to + k, from + k));
        }
        to += n;
    }
    (values, moves, to as u32)
}

/// The VGPRs a callee's arguments arrive in and it reads (after [`arguments_as_ops`]), as a
/// mask: v`k` is bit `k`.
pub fn argument_vgprs(f: &Function) -> u64 {
    let Some(&args) = f
        .block(f.entry())
        .ops
        .iter()
        .find(|&&op| call_op(f, op) == Some(CallOp::Args))
    else {
        return 0;
    };
    let results = &f.op(args).results;
    let mut read = vec![false; f.values.len()];
    for (_, v) in f.uses() {
        read[v.index()] = true;
    }
    (0..results.len().min(64))
        .filter(|&k| f.value(results[k]).bank == mir::Bank::Vgpr && read[results[k].index()])
        .fold(0, |mask, k| mask | 1 << k)
}

/// Where the convention puts an argument dword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgSlot {
    Vgpr(u8),
    /// An `inreg` dword.
    Sgpr(u8),
    /// Each lane's byte offset from the stack pointer at the call (the callee's frame
    /// pointer).
    Stack(u32),
}

/// What a call passes: a dword, or a `byval` object (its bytes and alignment), which only
/// the stack holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgItem {
    Dword,
    /// An `inreg` dword.
    Uniform,
    Byval {
        bytes: u32,
        align: u32,
    },
}

/// The first SGPR of `inreg` arguments (s4..s15 are llc's implicit inputs) and the end of
/// those kcc passes (s[28:29] forms a call's target).
pub const INREG_SGPR: u32 = 16;
const INREG_END: u32 = INREG_SGPR + TEMPS as u32;

/// The convention's places for `items` (llc-22's layout): dwords in v0..v30 while they last,
/// then on the stack, 4 bytes each, in order; a `byval` object on the stack at its alignment;
/// `inreg` dwords in s16 and up. Returns each item's place (a `byval` object's start) and the
/// stack's bytes.
pub fn lay_out_args(items: &[ArgItem]) -> Result<(Vec<ArgSlot>, u32), String> {
    let (mut vgpr, mut stack, mut sgpr) = (0u32, 0u32, INREG_SGPR);
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match *item {
            ArgItem::Uniform => {
                if sgpr >= INREG_END {
                    return Err(format!(
                        "more than {} inreg argument dwords: kcc passes them in s{INREG_SGPR}..s{} only",
                        INREG_END - INREG_SGPR,
                        INREG_END - 1
                    ));
                }
                out.push(ArgSlot::Sgpr(sgpr as u8));
                sgpr += 1;
            }
            ArgItem::Dword if vgpr < IDS_VGPR => {
                out.push(ArgSlot::Vgpr(vgpr as u8));
                vgpr += 1;
            }
            ArgItem::Dword => {
                out.push(ArgSlot::Stack(stack));
                stack += 4;
            }
            ArgItem::Byval { bytes, align } => {
                stack = stack.next_multiple_of(align.max(4));
                out.push(ArgSlot::Stack(stack));
                stack += bytes.next_multiple_of(4);
            }
        }
    }
    Ok((out, stack))
}

/// An argument or returned dword: a value to move, or a lane mask (a boolean) to pass as 0/1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dword {
    Move(Operand),
    Mask(Operand),
    /// Nothing to pass (the registers between the arguments and v31).
    Unused,
}

/// Where a call's result dword goes: a VGPR, or (a boolean) an SGPR pair's lane mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultTo {
    Vgpr(u8),
    Mask(u8),
}

/// Moves `values` into v0.. at once; booleans become 0/1 after (their masks are SGPRs, which
/// the moves leave alone).
fn into_v0(values: &[Dword], out: &mut Vec<MInst>) {
    let moves = values
        .iter()
        .enumerate()
        .filter_map(|(k, d)| match *d {
            Dword::Move(s) => Some((k as u8, s)),
            Dword::Mask(_) | Dword::Unused => None,
        })
        .collect();
    parallel_move(moves, out);
    for (k, d) in values.iter().enumerate() {
        if let Dword::Mask(m) = *d {
            let mut i = Inst::new(op::V_CNDMASK_B32);
            i.enc = gfx9_isa::Enc::E64;
            i.dst = Operand::v(k as u8);
            i.src[0] = Operand::int(0).expect("inline");
            i.src[1] = Operand::int(1).expect("inline");
            i.src[2] = m;
            out.push(MInst::Inst(i));
        }
    }
}

/// Where a function's call-site saves go and what they hold.
#[derive(Clone, Debug)]
pub struct SaveArea {
    /// The MUBUF `soffset` of the frame: inline 0 in a kernel (its resource's base is the
    /// wave's scratch), the frame pointer in a callee.
    pub soffset: Operand,
    /// Each lane's byte offset of the area in the frame.
    pub base: u32,
    /// Caller-saved VGPRs the allocation may hold.
    pub vgprs: Vec<u8>,
    /// SGPRs to keep across calls.
    pub sgprs: Vec<u8>,
    /// A kernel sets the stack pointer at each call (wave bytes past its frame).
    pub set_sp: Option<u32>,
}

/// A register of the save area, asked whether a call saves it.
#[derive(Clone, Copy, Debug)]
pub enum Saved {
    Vgpr(u8),
    Sgpr(u8),
}

impl SaveArea {
    pub fn bytes(vgprs: usize, sgprs: usize) -> u32 {
        4 * (vgprs + sgprs) as u32
    }
}

fn mubuf(o: gfx9_isa::Op, v: u8, soffset: Operand, offset: u32) -> Result<Inst, String> {
    if offset >= crate::addressing::MUBUF_OFFSET_REACH {
        return Err(format!(
            "a call's register saves need {offset} bytes of frame per lane; kcc reaches {} (the MUBUF offset field)",
            crate::addressing::MUBUF_OFFSET_REACH
        ));
    }
    let mut i = Inst::new(o);
    i.dst = Operand::v(v);
    i.src[1] = Operand::s(0);
    i.src[2] = soffset;
    i.imm = offset as i32;
    Ok(i)
}

fn mov(dst: Operand, src: Operand) -> Inst {
    let o = match (dst.is_vgpr(), src.is_vgpr()) {
        (true, _) => op::V_MOV_B32,
        (false, true) => op::V_READFIRSTLANE_B32,
        (false, false) => op::S_MOV_B32,
    };
    super::select::sop1(o, dst, src)
}

/// Moves `moves` (VGPR destination, source) all at once: each destination gets its source's
/// value from before any of them is written (cycles by `v_swap_b32`).
pub fn parallel_move(mut moves: Vec<(u8, Operand)>, out: &mut Vec<MInst>) {
    moves.retain(|&(d, s)| Operand::v(d) != s);
    while !moves.is_empty() {
        let free = (0..moves.len()).find(|&i| {
            let d = Operand::v(moves[i].0);
            !moves.iter().enumerate().any(|(j, &(_, s))| j != i && s == d)
        });
        match free {
            Some(i) => {
                let (d, s) = moves.remove(i);
                out.push(MInst::Inst(mov(Operand::v(d), s)));
            }
            None => {
                // Every destination is another move's source: a cycle of VGPRs.
                let (d, s) = moves.remove(0);
                let mut swap = Inst::new(op::V_SWAP_B32);
                swap.dst = Operand::v(d);
                swap.src[0] = s;
                out.push(MInst::Inst(swap));
                // d's old value is now in s.
                for m in moves.iter_mut() {
                    if m.1 == Operand::v(d) {
                        m.1 = s;
                    }
                }
                moves.retain(|&(d2, s2)| Operand::v(d2) != s2);
            }
        }
    }
}

/// Moves `moves` (SGPR destination, source) all at once, as [`parallel_move`]; a cycle is
/// broken through a temporary VGPR (free once the call's SGPRs are saved).
fn parallel_move_sgprs(mut moves: Vec<(u8, Operand)>, out: &mut Vec<MInst>) -> Result<(), String> {
    moves.retain(|&(d, s)| Operand::s(d) != s);
    let mut temps = 0;
    while !moves.is_empty() {
        let free = (0..moves.len()).find(|&i| {
            let d = Operand::s(moves[i].0);
            !moves.iter().enumerate().any(|(j, &(_, s))| j != i && s == d)
        });
        match free {
            Some(i) => {
                let (d, s) = moves.remove(i);
                out.push(MInst::Inst(mov(Operand::s(d), s)));
            }
            None => {
                // Every destination is another move's source: keep one aside.
                if temps == TEMPS {
                    return Err("kcc bug: too many cycles among a call's SGPR arguments".into());
                }
                let d = Operand::s(moves[0].0);
                let t = Operand::v(TEMP_VGPR + temps);
                temps += 1;
                out.push(MInst::Inst(mov(t, d)));
                for m in moves.iter_mut() {
                    if m.1 == d {
                        m.1 = t;
                    }
                }
            }
        }
    }
    Ok(())
}

/// The code of a call to `callee`: saves, arguments into v0.., the jump, results out of
/// v0.. into `results` (VGPR numbers, `None` for unused ones), restores.
pub fn call_sequence(
    callee: &str,
    external: bool,
    ids: Option<Operand>,
    args: &[(Dword, ArgSlot)],
    results: &[Option<ResultTo>],
    area: &SaveArea,
    saves: &dyn Fn(Saved) -> bool,
) -> Result<Vec<MInst>, String> {
    if results.len() > ARG_VGPRS as usize {
        return Err(format!(
            "a call with {} result dwords: kcc returns at most {ARG_VGPRS} in v0..v31 (a larger result goes through memory)",
            results.len()
        ));
    }
    let mut out = Vec::new();
    let kept: Vec<u8> = area
        .vgprs
        .iter()
        .copied()
        .filter(|&v| saves(Saved::Vgpr(v)) && !results.contains(&Some(ResultTo::Vgpr(v))))
        .collect();
    // The SGPRs kept, each with its place in the area.
    let kept_sgprs: Vec<(usize, u8)> = area
        .sgprs
        .iter()
        .copied()
        .enumerate()
        .filter(|&(_, s)| saves(Saved::Sgpr(s)))
        .collect();
    // (A boolean result's mask is not restored either.)
    let masks: Vec<u8> = results
        .iter()
        .filter_map(|r| match r {
            Some(ResultTo::Mask(m)) => Some(*m),
            _ => None,
        })
        .flat_map(|m| [m, m + 1])
        .collect();
    let nv = area.vgprs.len() as u32;
    let vslot = |v: u8| area.base + 4 * area.vgprs.iter().position(|&x| x == v).unwrap_or(0) as u32;
    let sslot = |k: usize| area.base + 4 * (nv + k as u32);
    for &v in &kept {
        out.push(MInst::Inst(mubuf(op::BUFFER_STORE_DWORD, v, area.soffset, vslot(v))?));
    }
    // Stack arguments first (their sources are still in place), at the stack pointer the
    // call will have: a kernel's is a constant past its frame, a callee's is s32.
    let (stack_soffset, stack_base) = match area.set_sp {
        Some(sp) => (Operand::int(0).expect("inline"), sp / 64),
        None => (Operand::s(SP), 0),
    };
    let on_stack: Vec<(Dword, u32)> = args
        .iter()
        .filter_map(|&(d, s)| match s {
            ArgSlot::Stack(off) => Some((d, stack_base + off)),
            ArgSlot::Vgpr(_) | ArgSlot::Sgpr(_) => None,
        })
        .collect();
    // (VGPR sources before the moves into v0..; the others after them, through the
    // temporaries, which then hold nothing a move still reads.)
    for &(d, off) in &on_stack {
        if let Dword::Move(s) = d {
            if s.is_vgpr() {
                let reg = (s.0 - Operand::v(0).0) as u8;
                out.push(MInst::Inst(mubuf(op::BUFFER_STORE_DWORD, reg, stack_soffset, off)?));
            }
        }
    }
    let mut with_ids: Vec<Dword> = args
        .iter()
        .filter(|(_, s)| matches!(s, ArgSlot::Vgpr(_)))
        .map(|&(d, _)| d)
        .collect();
    if let Some(ids) = ids {
        with_ids.resize(IDS_VGPR as usize, Dword::Unused);
        with_ids.push(Dword::Move(ids));
    }
    into_v0(&with_ids, &mut out);
    let mut k = 0;
    for &(d, off) in &on_stack {
        let t = TEMP_VGPR + (k % TEMPS as usize) as u8;
        match d {
            Dword::Move(s) if !s.is_vgpr() => out.push(MInst::Inst(mov(Operand::v(t), s))),
            Dword::Mask(m) => {
                let mut i = Inst::new(op::V_CNDMASK_B32);
                i.enc = gfx9_isa::Enc::E64;
                i.dst = Operand::v(t);
                i.src[0] = Operand::int(0).expect("inline");
                i.src[1] = Operand::int(1).expect("inline");
                i.src[2] = m;
                out.push(MInst::Inst(i));
            }
            _ => continue,
        }
        out.push(MInst::Inst(mubuf(op::BUFFER_STORE_DWORD, t, stack_soffset, off)?));
        k += 1;
    }
    // (Arguments went into v0.. above, the ids' source saved with the rest; the argument
    // moves leave v31 to them.) The SGPRs through v32.. (above the arguments).
    let temp = |k: usize| TEMP_VGPR + (k % TEMPS as usize) as u8;
    for (n, &(k, s)) in kept_sgprs.iter().enumerate() {
        out.push(MInst::Inst(mov(Operand::v(temp(n)), Operand::s(s))));
        out.push(MInst::Inst(mubuf(
            op::BUFFER_STORE_DWORD,
            temp(n),
            area.soffset,
            sslot(k),
        )?));
    }
    // `inreg` dwords and the work-group ids into their SGPRs once every SGPR is saved.
    let uniform: Vec<(u8, Operand)> = args
        .iter()
        .filter_map(|&(d, s)| match (d, s) {
            (Dword::Move(src), ArgSlot::Sgpr(to)) => Some((to, src)),
            _ => None,
        })
        .collect();
    parallel_move_sgprs(uniform, &mut out)?;
    if let Some(sp) = area.set_sp {
        let mut i = super::select::sop1(op::S_MOV_B32, Operand::s(SP), Operand::NONE);
        super::select::imm(&mut i, 0, sp);
        out.push(MInst::Inst(i));
    }
    let lo = Operand::s(TARGET);
    // A function of this code object by its PC-relative address; one defined elsewhere
    // (which the linker may resolve to another object) through its GOT entry, as llc does.
    let kinds = if external {
        [RelocKind::GotPcRel32Lo, RelocKind::GotPcRel32Hi]
    } else {
        [RelocKind::Rel32Lo, RelocKind::Rel32Hi]
    };
    for (inst, reloc) in super::select::pc_relative_address(lo, callee, kinds) {
        out.push(match reloc {
            Some(reloc) => MInst::Reloc { inst, reloc },
            None => MInst::Inst(inst),
        });
    }
    if external {
        let mut load = Inst::new(op::S_LOAD_DWORDX2);
        load.dst = lo;
        load.src[0] = lo;
        load.imm = 0;
        out.push(MInst::Inst(load));
    }
    out.push(MInst::Inst(super::select::sop1(op::S_SWAPPC_B64, Operand::s(RA), lo)));
    for (chunk, sgprs) in kept_sgprs.chunks(TEMPS as usize).enumerate() {
        let first = chunk * TEMPS as usize;
        for (n, &(k, _)) in (first..).zip(sgprs) {
            out.push(MInst::Inst(mubuf(
                op::BUFFER_LOAD_DWORD,
                temp(n),
                area.soffset,
                sslot(k),
            )?));
        }
        for (n, &(_, s)) in (first..).zip(sgprs) {
            if !masks.contains(&s) {
                out.push(MInst::Inst(mov(Operand::s(s), Operand::v(temp(n)))));
            }
        }
    }
    for (k, r) in results.iter().enumerate() {
        if let Some(ResultTo::Mask(m)) = *r {
            // Bit 0 is the value.
            let mut and = Inst::new(op::V_AND_B32);
            and.dst = Operand::v(k as u8);
            and.src[0] = Operand::int(1).expect("inline");
            and.src[1] = Operand::v(k as u8);
            out.push(MInst::Inst(and));
            let mut cmp = Inst::new(op::V_CMP_NE_U32);
            cmp.enc = gfx9_isa::Enc::E64;
            cmp.dst = Operand::s(m);
            cmp.src[0] = Operand::int(0).expect("inline");
            cmp.src[1] = Operand::v(k as u8);
            out.push(MInst::Inst(cmp));
        }
    }
    let moves = results
        .iter()
        .enumerate()
        .filter_map(|(k, d)| match d {
            Some(ResultTo::Vgpr(v)) => Some((*v, Operand::v(k as u8))),
            _ => None,
        })
        .collect();
    parallel_move(moves, &mut out);
    for &v in &kept {
        out.push(MInst::Inst(mubuf(op::BUFFER_LOAD_DWORD, v, area.soffset, vslot(v))?));
    }
    Ok(out)
}

/// The places of call `op`'s argument dwords `dwords` (of operands `explicit`): its
/// `byval` attribute lists (first operand, count, alignment) for the operands that are a
/// `byval` object's dwords, which only the stack holds.
pub fn arg_slots(
    f: &Function,
    op: OpId,
    explicit: &[mir::Value],
    dwords: Vec<Dword>,
) -> Result<Vec<(Dword, ArgSlot)>, String> {
    let groups: Vec<(usize, usize, u32)> = match f.op(op).attr("byval") {
        Some(Attr::Ints(v)) => v
            .chunks(3)
            .map(|c| (c[0] as usize, c[1] as usize, c[2] as u32))
            .collect(),
        _ => Vec::new(),
    };
    let inreg: Vec<usize> = match f.op(op).attr("inreg") {
        Some(Attr::Ints(v)) => v.iter().map(|&i| i as usize).collect(),
        _ => Vec::new(),
    };
    // Items, and the dwords each covers.
    let mut items = Vec::new();
    let mut covers = Vec::new();
    let mut k = 0;
    while k < explicit.len() {
        if inreg.contains(&k) {
            let n = if f.ty(explicit[k]).bits() == 64 { 2 } else { 1 };
            items.extend((0..n).map(|_| ArgItem::Uniform));
            covers.extend((0..n).map(|_| 1));
            k += 1;
            continue;
        }
        if let Some(&(_, n, align)) = groups.iter().find(|g| g.0 == k) {
            items.push(ArgItem::Byval {
                bytes: 4 * n as u32,
                align,
            });
            covers.push(n);
            k += n;
            continue;
        }
        let n = if f.ty(explicit[k]).bits() == 64 { 2 } else { 1 };
        items.extend((0..n).map(|_| ArgItem::Dword));
        covers.extend((0..n).map(|_| 1));
        k += 1;
    }
    let (slots, _) = lay_out_args(&items)?;
    let mut out = Vec::with_capacity(dwords.len());
    let mut d = dwords.into_iter();
    for (slot, n) in slots.into_iter().zip(covers) {
        for j in 0..n {
            let dword = d.next().ok_or("kcc bug: a call's dwords and operands disagree")?;
            out.push(match slot {
                ArgSlot::Stack(off) => (dword, ArgSlot::Stack(off + 4 * j as u32)),
                ArgSlot::Vgpr(_) | ArgSlot::Sgpr(_) => (dword, slot),
            });
        }
    }
    Ok(out)
}

/// A callee's return of `values`: its entry EXEC back, the values into v0...
pub fn return_values(values: &[Dword]) -> Result<Vec<MInst>, String> {
    if values.len() > ARG_VGPRS as usize {
        return Err(format!(
            "a return of {} dwords: kcc returns at most {ARG_VGPRS} (in v0..v31)",
            values.len()
        ));
    }
    let mut out = vec![MInst::Inst(super::select::sop1(
        op::S_MOV_B64,
        Operand::EXEC,
        Operand::s(EXEC_SAVE),
    ))];
    into_v0(values, &mut out);
    Ok(out)
}

/// A callee's last instructions: the stack and frame pointers back, the jump to the return
/// address (its callee-saved VGPRs are restored before them by [`finish_callee`]).
pub fn epilogue() -> Vec<Inst> {
    vec![
        super::select::sop1(op::S_MOV_B32, Operand::s(SP), Operand::s(FP)),
        super::select::sop1(op::S_MOV_B32, Operand::s(FP), Operand::s(OLD_FP)),
        super::select::sop1(op::S_SETPC_B64, Operand::NONE, Operand::s(RA)),
    ]
}

/// A callee's first instructions: its `inreg` values moved where they stay
/// ([`inreg_inputs`]), its entry EXEC and the caller's frame pointer kept, the frame set up
/// (its size filled in by [`finish_callee`]).
pub fn prologue(inreg_moves: &[(u8, u8)]) -> Vec<Inst> {
    let mut grow = super::select::sop2(op::S_ADD_U32, Operand::s(SP), Operand::s(SP), Operand::LITERAL);
    grow.lit = 0;
    let moves = inreg_moves
        .iter()
        .map(|&(to, from)| super::select::sop1(op::S_MOV_B32, Operand::s(to), Operand::s(from)));
    moves
        .chain([
            super::select::sop1(op::S_MOV_B64, Operand::s(EXEC_SAVE), Operand::EXEC),
            super::select::sop1(op::S_MOV_B32, Operand::s(OLD_FP), Operand::s(FP)),
            super::select::sop1(op::S_MOV_B32, Operand::s(FP), Operand::s(SP)),
            grow,
        ])
        .collect()
}

/// Completes a callee's machine function: the callee-saved VGPRs its code writes are saved
/// after the prologue (at `saves_at` each lane's bytes of the frame) and restored before
/// each epilogue, and so are the VGPRs in `lanes`, which hold spilled SGPRs, in every lane
/// (`v_writelane` writes lanes inactive at the call, which the caller keeps); the frame's
/// size goes into the prologue. Returns the frame's bytes per lane.
pub fn finish_callee(mf: &mut MachineFunction, saves_at: u32, lanes: std::ops::Range<u8>) -> Result<u32, String> {
    let mut written = std::collections::BTreeSet::new();
    for m in mf.blocks.iter().flat_map(|b| &b.insts) {
        let (MInst::Inst(i) | MInst::Reloc { inst: i, .. }) = m else {
            continue;
        };
        for r in i.access().writes {
            for k in 0..r.len {
                let o = Operand(r.first + k);
                if o.is_vgpr() {
                    let n = (o.0 - Operand::v(0).0) as u32;
                    if callee_saved_vgpr(n) {
                        written.insert(n as u8);
                    }
                }
            }
        }
    }
    let saved: Vec<u8> = written.into_iter().filter(|v| !lanes.contains(v)).collect();
    let frame = (saves_at + 4 * (saved.len() + lanes.len()) as u32).next_multiple_of(16);
    if frame == 0 {
        // No frame (a leaf without allocas or callee-saved VGPRs): the stack and frame
        // pointers stay as they came.
        let fp = Operand::s(FP);
        let frame_code = |m: &MInst| {
            matches!(m, MInst::Inst(i) if (i.op == op::S_MOV_B32 || i.op == op::S_ADD_U32)
                && ((i.dst == Operand::s(SP) && (i.src[0] == fp || i.src[0] == Operand::s(SP)))
                    || (i.dst == fp && (i.src[0] == Operand::s(SP) || i.src[0] == Operand::s(OLD_FP)))
                    || (i.dst == Operand::s(OLD_FP) && i.src[0] == fp)))
        };
        for b in &mut mf.blocks {
            b.insts.retain(|m| !frame_code(m));
        }
        return Ok(0);
    }
    let fp = Operand::s(FP);
    let mut stores = Vec::new();
    let mut loads = Vec::new();
    for (k, &v) in saved.iter().enumerate() {
        stores.push(MInst::Inst(mubuf(
            op::BUFFER_STORE_DWORD,
            v,
            fp,
            saves_at + 4 * k as u32,
        )?));
        loads.push(MInst::Inst(mubuf(
            op::BUFFER_LOAD_DWORD,
            v,
            fp,
            saves_at + 4 * k as u32,
        )?));
    }
    // The spill lanes with every lane on; the entry EXEC is in EXEC_SAVE from the prologue
    // on (and back in EXEC at each return).
    if !lanes.is_empty() {
        let all_lanes = || {
            MInst::Inst(super::select::sop1(
                op::S_MOV_B64,
                Operand::EXEC,
                Operand::int(-1).expect("inline"),
            ))
        };
        let entry_exec = || MInst::Inst(super::select::sop1(op::S_MOV_B64, Operand::EXEC, Operand::s(EXEC_SAVE)));
        stores.push(all_lanes());
        loads.push(all_lanes());
        for (k, v) in lanes.clone().enumerate() {
            let at = saves_at + 4 * (saved.len() + k) as u32;
            stores.push(MInst::Inst(mubuf(op::BUFFER_STORE_DWORD, v, fp, at)?));
            loads.push(MInst::Inst(mubuf(op::BUFFER_LOAD_DWORD, v, fp, at)?));
        }
        stores.push(entry_exec());
        loads.push(entry_exec());
    }
    // (The prologue's is the first stack pointer write.)
    let first = &mut mf.blocks[0].insts;
    let grow = first
        .iter_mut()
        .find_map(|m| match m {
            MInst::Inst(i) if i.op == op::S_ADD_U32 && i.dst == Operand::s(SP) => Some(i),
            _ => None,
        })
        .ok_or("kcc bug: a callee without its prologue")?;
    grow.lit = frame * 64;
    let at = first
        .iter()
        .position(|m| matches!(m, MInst::Inst(i) if i.op == op::S_ADD_U32 && i.dst == Operand::s(SP)))
        .unwrap_or(0)
        + 1;
    first.splice(at..at, stores);
    for b in &mut mf.blocks {
        let mut k = 0;
        while k < b.insts.len() {
            let ends = matches!(&b.insts[k], MInst::Inst(i) if i.op == op::S_MOV_B32 && i.dst == Operand::s(SP) && i.src[0] == fp);
            if ends {
                b.insts.splice(k..k, loads.iter().cloned());
                k += loads.len();
            }
            k += 1;
        }
    }
    Ok(frame)
}

/// VGPRs as a bit set.
type VSet = [u64; 4];

fn vset_add(s: &mut VSet, r: u16) {
    let n = (r - 256) as usize;
    s[n / 64] |= 1 << (n % 64);
}

fn vset_has(s: &VSet, n: u8) -> bool {
    s[n as usize / 64] & (1 << (n % 64)) != 0
}

/// Is `m` a save to (`store`) or a restore from the call-site save area?
fn area_access(m: &MInst, area: &SaveArea, store: bool) -> Option<(u8, u32)> {
    let MInst::Inst(i) = m else { return None };
    let o = if store {
        op::BUFFER_STORE_DWORD
    } else {
        op::BUFFER_LOAD_DWORD
    };
    let end = area.base + SaveArea::bytes(area.vgprs.len(), area.sgprs.len());
    let off = i.imm as u32;
    (i.op == o && i.src[0] == Operand::NONE && i.src[2] == area.soffset && (area.base..end).contains(&off))
        .then(|| ((i.dst.0 - 256) as u8, off))
}

/// Leaves out the saves and restores of registers no code reads after the call: a VGPR
/// restore when nothing reachable from the call reads the register (VGPR writes are never
/// kills here: they write the active lanes only, so a lane waiting elsewhere may still read
/// what the call must keep), an SGPR restore whose `v_readfirstlane` the scalar peephole
/// found dead (scalar liveness is exact on the final code); and then their saves.
pub fn prune_saves(mf: &mut MachineFunction, area: &SaveArea) {
    let nb = mf.blocks.len();
    // VGPRs each block reads (saves to the area aside: a save only serves a later read).
    let reads_of = |insts: &[MInst], from: usize| {
        let mut s: VSet = [0; 4];
        for m in &insts[from..] {
            if area_access(m, area, true).is_some() {
                continue;
            }
            let Some(i) = m.inst() else { continue };
            for r in i.access().reads {
                for k in 0..r.len {
                    if r.first + k >= 256 {
                        vset_add(&mut s, r.first + k);
                    }
                }
            }
        }
        s
    };
    let succs: Vec<Vec<usize>> = (0..nb)
        .map(|b| {
            let insts = &mf.blocks[b].insts;
            let mut s: Vec<usize> = insts.iter().filter_map(MInst::target).collect();
            if crate::waitcnt::falls_through(insts) && b + 1 < nb {
                s.push(b + 1);
            }
            s
        })
        .collect();
    let own: Vec<VSet> = (0..nb).map(|b| reads_of(&mf.blocks[b].insts, 0)).collect();
    let mut live_in = own.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let mut s = own[b];
            for &t in &succs[b] {
                for w in 0..4 {
                    s[w] |= live_in[t][w];
                }
            }
            if s != live_in[b] {
                live_in[b] = s;
                changed = true;
            }
        }
    }
    for (b, succ) in succs.iter().enumerate() {
        let calls: Vec<usize> = mf.blocks[b]
            .insts
            .iter()
            .enumerate()
            .filter(|(_, m)| matches!(m, MInst::Inst(i) if i.op == op::S_SWAPPC_B64))
            .map(|(k, _)| k)
            .collect();
        let mut delete = vec![false; mf.blocks[b].insts.len()];
        // VGPRs read after each call, to the block's end and beyond (reads past the next call
        // count too), gathered backwards over the calls once.
        let mut live_after: Vec<VSet> = vec![[0; 4]; calls.len()];
        let mut later: VSet = [0; 4];
        for &t in succ {
            for w in 0..4 {
                later[w] |= live_in[t][w];
            }
        }
        for c in (0..calls.len()).rev() {
            let insts = &mf.blocks[b].insts;
            let end = calls.get(c + 1).copied().unwrap_or(insts.len());
            let between = reads_of(&insts[..end], calls[c] + 1);
            for w in 0..4 {
                later[w] |= between[w];
            }
            live_after[c] = later;
        }
        for (c, &at) in calls.iter().enumerate() {
            let insts = &mf.blocks[b].insts;
            let start = if c == 0 { 0 } else { calls[c - 1] + 1 };
            let end = calls.get(c + 1).copied().unwrap_or(insts.len());
            let live = live_after[c];
            // Restores: a VGPR's own, or an SGPR's through TEMP_VGPR (a load then its
            // `v_readfirstlane`).
            let mut dead_slots = Vec::new();
            for k in at + 1..end {
                let Some((v, off)) = area_access(&insts[k], area, false) else {
                    continue;
                };
                // An SGPR's restore: read by its `v_readfirstlane` before the temporary is
                // loaded again.
                let sgpr = insts[k + 1..end]
                    .iter()
                    .take_while(|m| area_access(m, area, false).is_none_or(|(t, _)| t != v))
                    .any(
                        |m| matches!(m, MInst::Inst(i) if i.op == op::V_READFIRSTLANE_B32 && i.src[0] == Operand::v(v)),
                    );
                // (SGPR slots come after the VGPR slots.)
                let through_temp = off >= area.base + 4 * area.vgprs.len() as u32;
                let dead = if through_temp { !sgpr } else { !vset_has(&live, v) };
                if dead {
                    delete[k] = true;
                    dead_slots.push(off);
                }
            }
            for k in start..at {
                let Some((_, off)) = area_access(&insts[k], area, true) else {
                    continue;
                };
                if dead_slots.contains(&off) {
                    delete[k] = true;
                    // An SGPR's save is its move into TEMP_VGPR, then the store.
                    let stored = insts[k].inst().map_or(Operand::NONE, |i| i.dst);
                    if k > 0
                        && matches!(&insts[k - 1], MInst::Inst(i) if i.op == op::V_MOV_B32 && i.dst == stored && !i.src[0].is_vgpr())
                    {
                        delete[k - 1] = true;
                    }
                }
            }
        }
        let mut k = 0;
        mf.blocks[b].insts.retain(|_| {
            k += 1;
            !delete[k - 1]
        });
    }
}

/// The VGPR the packed work-item ids travel in (x | y << 10 | z << 20, as llc passes them).
pub const IDS_VGPR: u32 = 31;

/// Appends an operand to op `op`'s call: its packed work-item ids.
fn add_ids_operand(g: &mut Function, op: OpId, ids: mir::Value) {
    g.op_mut(op).operands.push(ids);
    g.op_mut(op).set_attr("ids", Attr::Word("ids".into()));
}

/// Does call op `op` pass the packed work-item ids (its last operand)?
pub fn passes_ids(f: &Function, op: OpId) -> bool {
    f.op(op).has_word("ids")
}

/// The calls of `g`.
fn call_ops(g: &Function) -> Vec<OpId> {
    g.block_ids()
        .flat_map(|b| g.block(b).ops.clone())
        .filter(|&op| matches!(call_op(g, op), Some(CallOp::Call(_))))
        .collect()
}

/// A calling kernel passes its work-item ids to every call whose callee may read them,
/// packed into one VGPR at the entry (after the ids, which stay first there), and its
/// work-group ids likewise.
pub fn kernel_passes_ids(f: &Function, known: &KnownCallees) -> Function {
    let mut g = f.clone();
    let calls: Vec<(OpId, bool, bool)> = call_ops(&g)
        .into_iter()
        .map(|op| (op, needs_group_ids(&g, op, known), needs_ids(&g, op, known)))
        .filter(|&(_, group, ids)| group || ids)
        .collect();
    let packed = calls
        .iter()
        .any(|&(_, _, ids)| ids)
        .then(|| pack_workitem_ids(&mut g, f));
    let group = calls
        .iter()
        .any(|&(_, group, _)| group)
        .then(|| workgroup_ids_at_entry(&mut g));
    for (op, passes_group, passes_ids) in calls {
        if let (true, Some(group)) = (passes_group, group) {
            add_group_id_operands(&mut g, op, group);
        }
        if let (true, Some(packed)) = (passes_ids, packed) {
            add_ids_operand(&mut g, op, packed);
        }
    }
    g
}

/// The work-item ids of kernel `g` (a copy of `f`) packed into one value at its entry, as
/// calls pass them in v31: x, y << 10, z << 20.
fn pack_workitem_ids(g: &mut Function, f: &Function) -> mir::Value {
    let entry = g.entry();
    let existing = |g: &Function, d: mir::Dim| {
        g.block(entry)
            .ops
            .iter()
            .copied()
            .find(|&op| g.op(op).opcode == Opcode::WorkitemId(d))
    };
    let mut new_ops = Vec::new();
    let id = |g: &mut Function, d: mir::Dim, new_ops: &mut Vec<OpId>| match existing(g, d) {
        Some(op) => g.result(op),
        None => {
            let op = g.append_op(entry, Opcode::WorkitemId(d), vec![], &[mir::Type::I32]);
            new_ops.push(op);
            let r = g.result(op);
            g.values[r.index()].bank = mir::Bank::Vgpr;
            r
        }
    };
    let x = id(g, mir::Dim::X, &mut new_ops);
    let y = id(g, mir::Dim::Y, &mut new_ops);
    let z = id(g, mir::Dim::Z, &mut new_ops);
    let ids_first = new_ops.len();
    let konst = |g: &mut Function, v: i128, new_ops: &mut Vec<OpId>| {
        let op = g.append_op(entry, Opcode::Const, vec![], &[mir::Type::I32]);
        g.op_mut(op).set_attr("value", Attr::Int(v));
        new_ops.push(op);
        let r = g.result(op);
        g.values[r.index()].bank = mir::Bank::Sgpr;
        r
    };
    let ten = konst(g, 10, &mut new_ops);
    let twenty = konst(g, 20, &mut new_ops);
    let vop = |g: &mut Function, o: Opcode, a: mir::Value, b: mir::Value, new_ops: &mut Vec<OpId>| {
        let op = g.append_op(entry, o, vec![a, b], &[mir::Type::I32]);
        new_ops.push(op);
        let r = g.result(op);
        g.values[r.index()].bank = mir::Bank::Vgpr;
        r
    };
    let ys = vop(g, Opcode::Shl, y, ten, &mut new_ops);
    let zs = vop(g, Opcode::Shl, z, twenty, &mut new_ops);
    let xy = vop(g, Opcode::Or, x, ys, &mut new_ops);
    let packed = vop(g, Opcode::Or, xy, zs, &mut new_ops);
    // The ids first (the entry's own, wherever they were, and the new ones), the packing
    // after them.
    let ops = &mut g.blocks[entry.index()].ops;
    ops.retain(|o| !new_ops.contains(o));
    let (mut front, tail): (Vec<OpId>, Vec<OpId>) = ops
        .iter()
        .partition(|&&o| matches!(f.op(o).opcode, Opcode::WorkitemId(_)));
    ops.clear();
    ops.append(&mut front);
    ops.extend(new_ops[..ids_first].iter().copied());
    ops.extend(new_ops[ids_first..].iter().copied());
    ops.extend(tail);
    packed
}

/// The work-group ids of kernel `g` as ops at its entry, after the work-item ids, where the
/// kernel's arrive (`one_op_per_scalar_input` merges these ops with any others naming them).
fn workgroup_ids_at_entry(g: &mut Function) -> [mir::Value; 3] {
    let entry = g.entry();
    let mut group = Vec::new();
    let mut group_ops = Vec::new();
    for d in [mir::Dim::X, mir::Dim::Y, mir::Dim::Z] {
        let op = g.append_op(entry, Opcode::WorkgroupId(d), vec![], &[mir::Type::I32]);
        let r = g.result(op);
        g.values[r.index()].bank = mir::Bank::Sgpr;
        group.push(r);
        group_ops.push(op);
    }
    let ops = &mut g.blocks[entry.index()].ops;
    ops.retain(|o| !group_ops.contains(o));
    let at = ops
        .iter()
        .take_while(|&&o| matches!(g.ops[o.index()].opcode, Opcode::WorkitemId(_)))
        .count();
    let tail = ops.split_off(at);
    ops.extend(group_ops);
    ops.extend(tail);
    [group[0], group[1], group[2]]
}

/// A called function's work-item ids come packed in v31 (`ids`, an argument): each
/// `workitem.id` is its field, and its own calls pass the packed value on.
pub fn callee_takes_ids(g: &mut Function, ids: mir::Value, known: &KnownCallees) -> Result<(), String> {
    for op in call_ops(g) {
        if needs_ids(g, op, known) {
            add_ids_operand(g, op, ids);
        }
    }
    let mut renames = mir::Renames::new();
    for b in g.block_ids().collect::<Vec<_>>() {
        let ops = g.block(b).ops.clone();
        let mut out = Vec::with_capacity(ops.len());
        for op in ops {
            let Opcode::WorkitemId(d) = g.op(op).opcode else {
                out.push(op);
                continue;
            };
            if g.value(g.result(op)).bank != mir::Bank::Vgpr {
                return Err("a uniform work-item id in a called function is not supported".into());
            }
            let shift = 10 * d.index() as i128;
            let mut made = Vec::new();
            let mut konst = |g: &mut Function, v: i128| {
                let c = g.create_op(Opcode::Const, vec![], &[mir::Type::I32]);
                g.op_mut(c).set_attr("value", Attr::Int(v));
                g.op_mut(c).block = b;
                let r = g.result(c);
                g.values[r.index()].bank = mir::Bank::Sgpr;
                made.push(c);
                r
            };
            let sh = konst(g, shift);
            let mask = konst(g, 0x3ff);
            let bank = g.value(g.result(op)).bank;
            let shr = g.create_op(Opcode::LShr, vec![ids, sh], &[mir::Type::I32]);
            let and = g.create_op(Opcode::And, vec![g.result(shr), mask], &[mir::Type::I32]);
            for o in [shr, and] {
                g.op_mut(o).block = b;
                let r = g.result(o);
                g.values[r.index()].bank = if bank == mir::Bank::Unassigned {
                    mir::Bank::Vgpr
                } else {
                    bank
                };
            }
            made.extend([shr, and]);
            out.extend(made);
            renames.insert(g.result(op), g.result(and));
        }
        g.blocks[b.index()].ops = out;
    }
    renames.apply(g);
    Ok(())
}
