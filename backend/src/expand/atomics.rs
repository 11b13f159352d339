//! `atomic-expand`: read-modify-write atomics gfx900 has no instruction for, as LLVM's
//! AtomicExpand lowers them for AMDGPU.
//!
//! - Float and pointer exchange is an integer exchange of the bits.
//! - i8, i16 and f16 atomics work on the aligned dword that holds them (gfx900's atomics are
//!   32 or 64 bits wide): `and`, `or` and `xor` as one dword atomic on the operand shifted into
//!   place (the other bytes kept by ones for `and`, zeros for the others), the rest as a
//!   compare-and-swap loop that replaces only their bits.
//! - The others (float add, sub, min and max on global memory, f64 ones and f32 sub on LDS,
//!   nand, usub_cond, usub_sat) as a compare-and-swap loop on the value's bits:
//!
//!   ```text
//!   head:                  init = load ptr; br start(init)
//!   start(loaded):         new = OP(loaded, v); (old, ok) = cmpxchg ptr, loaded, new
//!                          condbr ok, end, start(old)
//!   end:                   the atomic's result is old
//!   ```
//!
//!   `ok` differs per lane, so this is a loop with a divergent exit: lanes on one address
//!   succeed one by one, each leaving in its own iteration.
//!
//! The cmpxchg keeps the atomic's ordering (failing with the strongest ordering a failure may
//! have), scope, alignment and `volatile`; the first load is a plain one, as LLVM's: it only
//! guesses the value, which the cmpxchg checks.
//!
//! Atomics and cmpxchg on private memory are a plain load, the operation and a store (the
//! memory is the lane's own); 64-bit atomics through generic pointers that may reach private
//! memory (which the hardware drops there) branch on the address to that or the FLAT atomic.
//! Atomics through other address spaces with no cmpxchg (constant) are left for instruction
//! selection to report.

use super::*;
use crate::codegen::select::atomic_name;
use AtomicOp::*;

/// Address spaces instruction selection has a cmpxchg for: generic (FLAT), global memory and LDS.
fn has_cmpxchg(space: u8) -> bool {
    matches!(space, 0 | 1 | 3)
}

/// How an atomic is expanded.
enum Strategy {
    /// An exchange of the bits as an integer of this type.
    AsInteger(Type),
    /// One dword atomic on the operand shifted into place.
    Widened,
    /// A compare-and-swap loop on the containing dword.
    MaskedLoop,
    /// A compare-and-swap loop on the bits, as an integer of this type.
    Loop(Type),
    /// A plain load, the operation and a store: private memory is the lane's own, so no other
    /// thread can come between them (LLVM lowers private atomics the same way).
    Private,
}

fn strategy(a: AtomicOp, space: u8, ty: Type) -> Option<Strategy> {
    // (Mistyped atomics, which the verifier rejects, are left for it to report too.)
    let typed = a == Xchg || a.is_float() == ty.is_float();
    if typed && space == 5 {
        return Some(Strategy::Private);
    }
    if !typed || atomic_name(a, space, ty).is_some() || !has_cmpxchg(space) {
        return None;
    }
    let bits = Type::int(ty.bits())?;
    Some(match ty.bits() {
        8 | 16 if ty.is_int() && matches!(a, And | Or | Xor) => Strategy::Widened,
        8 | 16 => Strategy::MaskedLoop,
        32 | 64 if a == Xchg && atomic_name(Xchg, space, bits).is_some() => Strategy::AsInteger(bits),
        32 | 64 => Strategy::Loop(bits),
        _ => return None,
    })
}

pub fn expand_atomics(f: &mut Function) {
    split_wide_generic_atomics(f);
    expand_private_cmpxchg(f);
    for op in ops_matching(f, |o| matches!(o, Opcode::AtomicRmw(_))) {
        let d = f.op(op);
        let (Opcode::AtomicRmw(a), &[ptr, v], 1) = (d.opcode, &d.operands[..], d.results.len()) else {
            continue;
        };
        let (Type::Ptr(space), ty) = (f.ty(ptr), f.ty(v)) else {
            continue;
        };
        if f.ty(d.results[0]) != ty {
            continue;
        }
        let Some(strategy) = strategy(a, space, ty) else {
            continue;
        };
        let align = d.int_attr("align").unwrap_or(1);
        let mut e = Emit::before(f, op);
        let value = match strategy {
            Strategy::AsInteger(int) => {
                let bits = e.op(f, Opcode::Bitcast, vec![v], int);
                let old = atomic_like(f, &mut e, op, Xchg, ptr, bits, align);
                e.op(f, Opcode::Bitcast, vec![old], ty)
            }
            Strategy::Widened => {
                let w = Word::of(&mut e, f, ptr, ty, align);
                let placed = w.insert(&mut e, f, v);
                let operand = if a == And {
                    e.op(f, Opcode::Or, vec![placed, w.inv_mask], Type::I32)
                } else {
                    placed
                };
                let old = atomic_like(f, &mut e, op, a, w.ptr, operand, 4);
                w.extract(&mut e, f, old, ty)
            }
            Strategy::MaskedLoop => {
                let w = Word::of(&mut e, f, ptr, ty, align);
                let (mut end, old) = cas_loop(f, e, op, w.ptr, Type::I32, 4, |e, f, loaded| {
                    let field = w.extract(e, f, loaded, ty);
                    let new = apply(e, f, a, field, v);
                    let kept = e.op(f, Opcode::And, vec![loaded, w.inv_mask], Type::I32);
                    let placed = w.insert(e, f, new);
                    e.op(f, Opcode::Or, vec![kept, placed], Type::I32)
                });
                w.extract(&mut end, f, old, ty)
            }
            Strategy::Private => {
                let old = e.op(f, Opcode::Load, vec![ptr], ty);
                let new = apply(&mut e, f, a, old, v);
                private_store(f, &mut e, op, new, ptr, old)
            }
            Strategy::Loop(int) => {
                let (mut end, old) = cas_loop(f, e, op, ptr, int, align, |e, f, loaded| {
                    let current = cast(e, f, loaded, ty);
                    let new = apply(e, f, a, current, v);
                    cast(e, f, new, int)
                });
                cast(&mut end, f, old, ty)
            }
        };
        replace_op(f, op, value);
    }
}

/// The hardware drops 64-bit FLAT atomics on private memory, so where a generic pointer may
/// point there (the kernel casts a private pointer to a generic one) such an atomic gets a
/// branch, as LLVM's AtomicExpand gives it: addresses in the private aperture take the plain
/// load, operation and store of private memory; the others the FLAT atomic.
///
/// ```text
/// head:     private = hi(ptr) == hi(private aperture); condbr private, priv, atomic
/// priv:     q = addrspacecast ptr to p5; old = load q; store OP(old, v), q; br join(old)
/// atomic:   old = the atomic; br join(old)
/// join(r):  the atomic's result is r
/// ```
fn split_wide_generic_atomics(f: &mut Function) {
    let casts_private = f.block_ids().flat_map(|b| f.block(b).ops.iter()).any(|&op| {
        let d = f.op(op);
        d.opcode == Opcode::AddrSpaceCast && f.ty(d.operands[0]) == Type::Ptr(5) && f.ty(d.results[0]) == Type::Ptr(0)
    });
    if !casts_private {
        return;
    }
    for op in ops_matching(f, |o| matches!(o, Opcode::AtomicRmw(_) | Opcode::CmpXchg)) {
        let d = f.op(op).clone();
        let ptr = d.operands[0];
        if f.ty(ptr) != Type::Ptr(0) || f.ty(d.operands[1]).bits() != 64 {
            continue;
        }
        let mut e = Emit::before(f, op);
        // The aperture's high dword: that of private address 0 as a generic pointer.
        let zero = e.konst(f, 0, Type::I32);
        let private_zero = e.op(f, Opcode::IntToPtr, vec![zero], Type::Ptr(5));
        let base = e.op(f, Opcode::AddrSpaceCast, vec![private_zero], Type::Ptr(0));
        let high = |e: &mut Emit, f: &mut Function, p: Value| {
            let bits = e.op(f, Opcode::PtrToInt, vec![p], Type::I64);
            let thirty_two = e.konst(f, 32, Type::I64);
            e.op(f, Opcode::LShr, vec![bits, thirty_two], Type::I64)
        };
        let (aperture, own) = (high(&mut e, f, base), high(&mut e, f, ptr));
        let private = e.op(f, Opcode::Icmp(IntPredicate::Eq), vec![own, aperture], Type::I1);
        let (_, atomic) = split_before(f, op, "atomicrmw.global");
        let join = f.split_block(atomic, 1, "");
        f.blocks[join.index()].name = Some("atomicrmw.phi".into());
        let private_block = named_block(f, "atomicrmw.private");
        e.branch(
            f,
            Some(private),
            vec![call(private_block, vec![]), call(atomic, vec![])],
        );
        let params: Vec<Value> = d.results.iter().map(|&r| f.add_block_param(join, f.ty(r))).collect();
        for (&r, &p) in d.results.iter().zip(&params) {
            f.replace_all_uses(r, p);
        }
        Emit::at_start(atomic, d.loc)
            .at_end(f)
            .branch(f, None, vec![call(join, d.results.clone())]);
        let mut p = Emit::at_start(private_block, d.loc);
        let q = p.op(f, Opcode::AddrSpaceCast, vec![ptr], Type::Ptr(5));
        let ty = f.ty(d.operands[1]);
        let old = p.op(f, Opcode::Load, vec![q], ty);
        let results = match d.opcode {
            Opcode::AtomicRmw(a) => {
                let new = apply(&mut p, f, a, old, d.operands[1]);
                private_store(f, &mut p, op, new, q, old);
                vec![old]
            }
            _ => {
                let ok = p.op(f, Opcode::Icmp(IntPredicate::Eq), vec![old, d.operands[1]], Type::I1);
                let stored = p.op(f, Opcode::Select, vec![ok, d.operands[2], old], ty);
                private_store(f, &mut p, op, stored, q, old);
                vec![old, ok]
            }
        };
        p.branch(f, None, vec![call(join, results)]);
    }
}

/// `cmpxchg` on private memory: a load, the comparison and a store of the new value or the
/// old one (as LLVM lowers it).
fn expand_private_cmpxchg(f: &mut Function) {
    for op in ops_matching(f, |o| o == Opcode::CmpXchg) {
        let d = f.op(op);
        let (&[ptr, expected, new], &[old_result, ok_result]) = (&d.operands[..], &d.results[..]) else {
            continue;
        };
        if f.ty(ptr) != Type::Ptr(5) {
            continue;
        }
        let ty = f.ty(expected);
        let mut e = Emit::before(f, op);
        let old = e.op(f, Opcode::Load, vec![ptr], ty);
        let ok = e.op(f, Opcode::Icmp(IntPredicate::Eq), vec![old, expected], Type::I1);
        let stored = e.op(f, Opcode::Select, vec![ok, new, old], ty);
        private_store(f, &mut e, op, stored, ptr, old);
        f.replace_all_uses(old_result, old);
        f.replace_all_uses(ok_result, ok);
        let block = f.op(op).block;
        f.blocks[block.index()].ops.retain(|&o| o != op);
    }
}

/// Stores `v` at `ptr` with the alignment and volatility of atomic `op`, and gives `old`
/// the same, for the load that read it.
fn private_store(f: &mut Function, e: &mut Emit, op: OpId, v: Value, ptr: Value, old: Value) -> Value {
    let attrs: Vec<(String, Attr)> = f
        .op(op)
        .attrs
        .iter()
        .filter(|(k, _)| k == "align" || k == "volatile")
        .cloned()
        .collect();
    let load = f.def_op(old).expect("the load");
    f.op_mut(load).attrs = attrs.clone();
    let store = f.create_op(Opcode::Store, vec![v, ptr], &[]);
    f.op_mut(store).attrs = attrs;
    e.place(f, store);
    old
}

/// `v` as a value of type `ty` (of the same width).
fn cast(e: &mut Emit, f: &mut Function, v: Value, ty: Type) -> Value {
    if f.ty(v) == ty {
        v
    } else {
        e.op(f, Opcode::Bitcast, vec![v], ty)
    }
}

/// An atomic `a` with the attributes of `op` (and alignment `align`).
fn atomic_like(f: &mut Function, e: &mut Emit, op: OpId, a: AtomicOp, ptr: Value, v: Value, align: i128) -> Value {
    let attrs = f.op(op).attrs.clone();
    let new = f.create_op(Opcode::AtomicRmw(a), vec![ptr, v], &[f.ty(v)]);
    f.op_mut(new).attrs = attrs;
    f.op_mut(new).set_attr("align", Attr::Int(align));
    e.place(f, new);
    f.result(new)
}

/// The ordering a failing cmpxchg of a read-modify-write with ordering `success` has (LLVM's
/// strongest failure ordering: no release part).
fn failure_ordering(success: &str) -> &'static str {
    match success {
        "seq_cst" => "seq_cst",
        "acquire" | "acq_rel" => "acquire",
        _ => "monotonic",
    }
}

/// Builds the compare-and-swap loop replacing `op`, with `e` before `op` in its block: `new`
/// computes (in the loop) the value to swap in from the loaded one. Returns an `Emit` at the
/// start of the block after the loop, and the value memory held before the successful swap.
fn cas_loop(
    f: &mut Function,
    mut e: Emit,
    op: OpId,
    ptr: Value,
    word: Type,
    align: i128,
    new: impl FnOnce(&mut Emit, &mut Function, Value) -> Value,
) -> (Emit, Value) {
    let d = f.op(op).clone();
    let volatile = d.has_word("volatile");
    let init = e.op(f, Opcode::Load, vec![ptr], word);
    let load = f.def_op(init).expect("just created");
    f.op_mut(load).set_attr("align", Attr::Int(align));
    if volatile {
        f.op_mut(load).set_attr("volatile", Attr::Word("volatile".into()));
    }
    let (_, end) = split_before(f, op, "atomicrmw.end");
    let start = named_block(f, "atomicrmw.start");
    let loaded = f.add_block_param(start, word);
    e.branch(f, None, vec![call(start, vec![init])]);
    let mut body = Emit::at_start(start, d.loc);
    let new = new(&mut body, f, loaded);
    let cmpxchg = f.create_op(Opcode::CmpXchg, vec![ptr, loaded, new], &[word, Type::I1]);
    let c = f.op_mut(cmpxchg);
    if let Some(Attr::Word(order)) = d.attr("ordering") {
        c.set_attr("ordering", Attr::Word(order.clone()));
        c.set_attr("failure_ordering", Attr::Word(failure_ordering(order).into()));
    }
    if let Some(scope) = d.attr("scope") {
        c.set_attr("scope", scope.clone());
    }
    c.set_attr("align", Attr::Int(align));
    if volatile {
        c.set_attr("volatile", Attr::Word("volatile".into()));
    }
    body.place(f, cmpxchg);
    let (old, ok) = (f.op(cmpxchg).results[0], f.op(cmpxchg).results[1]);
    body.branch(f, Some(ok), vec![call(end, vec![]), call(start, vec![old])]);
    (Emit::at_start(end, d.loc), old)
}

/// Where a narrow value sits in the aligned dword holding it.
struct Word {
    /// The dword's address.
    ptr: Value,
    /// The value's offset in the dword, in bits (i32).
    shift: Value,
    /// Ones everywhere but the value's bits (i32).
    inv_mask: Value,
}

impl Word {
    /// The dword holding a value of type `ty` at `ptr`, known aligned to `align` bytes.
    fn of(e: &mut Emit, f: &mut Function, ptr: Value, ty: Type, align: i128) -> Word {
        let (ptr, shift) = if align >= 4 {
            (ptr, e.konst(f, 0, Type::I32))
        } else {
            let pty = f.ty(ptr);
            let int = Type::int(pty.bits()).expect("pointers are 32 or 64 bits");
            let addr = e.op(f, Opcode::PtrToInt, vec![ptr], int);
            let down = e.konst(f, -4, int);
            let aligned = e.op(f, Opcode::And, vec![addr, down], int);
            let aligned = e.op(f, Opcode::IntToPtr, vec![aligned], pty);
            let low = if int == Type::I32 {
                addr
            } else {
                e.op(f, Opcode::Trunc, vec![addr], Type::I32)
            };
            let three = e.konst(f, 3, Type::I32);
            let byte = e.op(f, Opcode::And, vec![low, three], Type::I32);
            let shift = e.op(f, Opcode::Shl, vec![byte, three], Type::I32);
            (aligned, shift)
        };
        let ones = e.konst(f, (1 << ty.bits()) - 1, Type::I32);
        let mask = e.op(f, Opcode::Shl, vec![ones, shift], Type::I32);
        let all = e.konst(f, -1, Type::I32);
        let inv_mask = e.op(f, Opcode::Xor, vec![mask, all], Type::I32);
        Word { ptr, shift, inv_mask }
    }

    /// The value of type `ty` in `word`.
    fn extract(&self, e: &mut Emit, f: &mut Function, word: Value, ty: Type) -> Value {
        let shifted = e.op(f, Opcode::LShr, vec![word, self.shift], Type::I32);
        let int = Type::int(ty.bits()).expect("a narrow type");
        let field = e.op(f, Opcode::Trunc, vec![shifted], int);
        cast(e, f, field, ty)
    }

    /// `v` in its place in a dword of zeros.
    fn insert(&self, e: &mut Emit, f: &mut Function, v: Value) -> Value {
        let int = Type::int(f.ty(v).bits()).expect("a narrow type");
        let bits = cast(e, f, v, int);
        let wide = e.op(f, Opcode::ZExt, vec![bits], Type::I32);
        e.op(f, Opcode::Shl, vec![wide, self.shift], Type::I32)
    }
}

/// What atomic `a` stores given the old value and its operand `v` (of one type).
fn apply(e: &mut Emit, f: &mut Function, a: AtomicOp, old: Value, v: Value) -> Value {
    let ty = f.ty(v);
    let op = |e: &mut Emit, f: &mut Function, opcode: Opcode, operands: Vec<Value>| {
        let result = if matches!(opcode, Opcode::Icmp(_) | Opcode::Fcmp(_)) {
            Type::I1
        } else {
            ty
        };
        e.op(f, opcode, operands, result)
    };
    let (uge, zero) = (Opcode::Icmp(IntPredicate::Uge), |e: &mut Emit, f: &mut Function| {
        e.konst(f, 0, ty)
    });
    match a {
        Xchg => v,
        Add => op(e, f, Opcode::Add, vec![old, v]),
        Sub => op(e, f, Opcode::Sub, vec![old, v]),
        And => op(e, f, Opcode::And, vec![old, v]),
        Or => op(e, f, Opcode::Or, vec![old, v]),
        Xor => op(e, f, Opcode::Xor, vec![old, v]),
        Nand => {
            let both = op(e, f, Opcode::And, vec![old, v]);
            let ones = e.konst(f, -1, ty);
            op(e, f, Opcode::Xor, vec![both, ones])
        }
        Max => op(e, f, Opcode::SMax, vec![old, v]),
        Min => op(e, f, Opcode::SMin, vec![old, v]),
        UMax => op(e, f, Opcode::UMax, vec![old, v]),
        UMin => op(e, f, Opcode::UMin, vec![old, v]),
        // old >= v ? 0 : old + 1
        UIncWrap => {
            let wraps = op(e, f, uge, vec![old, v]);
            let one = e.konst(f, 1, ty);
            let next = op(e, f, Opcode::Add, vec![old, one]);
            let zero = zero(e, f);
            op(e, f, Opcode::Select, vec![wraps, zero, next])
        }
        // old == 0 || old > v ? v : old - 1
        UDecWrap => {
            let zero = zero(e, f);
            let at_zero = op(e, f, Opcode::Icmp(IntPredicate::Eq), vec![old, zero]);
            let above = op(e, f, Opcode::Icmp(IntPredicate::Ugt), vec![old, v]);
            let wraps = e.op(f, Opcode::Or, vec![at_zero, above], Type::I1);
            let one = e.konst(f, 1, ty);
            let next = op(e, f, Opcode::Sub, vec![old, one]);
            op(e, f, Opcode::Select, vec![wraps, v, next])
        }
        // old >= v ? old - v : old (usub_cond), 0 (usub_sat)
        USubCond | USubSat => {
            let fits = op(e, f, uge, vec![old, v]);
            let difference = op(e, f, Opcode::Sub, vec![old, v]);
            let otherwise = if a == USubCond { old } else { zero(e, f) };
            op(e, f, Opcode::Select, vec![fits, difference, otherwise])
        }
        FAdd => op(e, f, Opcode::FAdd, vec![old, v]),
        FSub => op(e, f, Opcode::FSub, vec![old, v]),
        FMax => op(e, f, Opcode::MaxNum, vec![old, v]),
        FMin => op(e, f, Opcode::MinNum, vec![old, v]),
        // As LLVM lowers maximum/minimum for gfx900: it relies on v_max/v_min ordering -0
        // below +0, so only NaNs need a fix-up (to the quiet NaN).
        FMaximum | FMinimum => {
            let m = op(
                e,
                f,
                if a == FMaximum { Opcode::MaxNum } else { Opcode::MinNum },
                vec![old, v],
            );
            let ordered = op(e, f, Opcode::Fcmp(FloatPredicate::Ord), vec![old, v]);
            let nan = e.konst(f, ty.quiet_nan().expect("a float type") as i128, ty);
            op(e, f, Opcode::Select, vec![ordered, m, nan])
        }
    }
}
