//! MIR pass `fuse`: pairs of 32-bit integer ops whose result goes to a VGPR become one of
//! gfx900's three-operand VALU instructions (`mir::Opcode::Add3` and its neighbours), as
//! llc's selection patterns do:
//!
//! - `add (add a, b), c` → `add3 a, b, c` (`ptradd` on LDS and private addresses too)
//! - `add (shl a, s), c` → `lshl.add a, s, c`; `shl (add a, b), s` → `add.lshl a, b, s`
//! - `or (shl a, s), c` → `lshl.or a, s, c`; `or (and a, b), c` → `and.or a, b, c`;
//!   `or (or a, b), c` → `or3 a, b, c`
//! - `add (mul a, b), c` → `mad.u24 a, b, c` when `a` and `b` are known below 2^24
//! - `and (lshr a, k), 2^w - 1` → `bfe.u a, k, w` (constant `k`, `0 < w < 32`)
//! - `or (shl a, k), (lshr b, 32 - k)` → `alignbit a, b, 32 - k` (funnel shifts, rotates)
//! - 64-bit `mul (zext a), (zext b)` → `mul.wide.u a, b`, and an add of it → `mad.wide.u`;
//!   `mul (sext a), (sext b)` → `mul.wide.s a, b`, and an add of it (`scale_signed_indices`)
//!   → `mad.wide.s` (`widen_multiplies`, for SGPR results too)
//! - 64-bit `shl (sext a), k` → `sext.shl a, k` (two 32-bit shifts, `shift_sign_extensions`)
//! - 64-bit `ptradd c, (sext.shl a, k)`, `ptradd c, (sext a)` and `ptradd c, (mul (sext a), m)`
//!   (and `add`s of them) with a VGPR result → `mad.wide.s a, 2^k, c` (one `v_mad_i64_i32`,
//!   `scale_signed_indices`)
//! - 64-bit `add b, (zext a)` → `add.zext b, a` (`add_zero_extensions`)
//! - `select c, x, 0` (or `select c, 0, x`) with an SGPR `x` and a lane mask `c` that picks
//!   between SGPRs and 0 at least twice → `and x, m` with one `m = select c, -1, 0`
//!   (`mask_selects`)
//! - with an SGPR result, `add (shl a, k), c` for `k <= 4` → `lshl.add a, k, c`
//!   (`s_lshl<k>_add_u32`)
//!
//! Runs after bank selection, because only the vector unit has these instructions: the outer
//! op's result must be a VGPR. The inner op must be in the same block (so its operands are
//! read where they were: no temporal divergence to mind) and have no other use (else it stays
//! and nothing is saved); it may be a scalar op, whose result the VALU then computes itself.
//! A fused op reads at most one SGPR or literal (gfx900's VOP3 constant-bus limit): fusions
//! needing a copy first would save nothing and are not made.

use crate::bits;
use crate::legalize::Cursor;
use mir::*;
use std::collections::HashMap;

/// The `fuse` pass.
pub const FUSE: mir::pass::FunctionPass = mir::pass::FunctionPass {
    name: "fuse",
    description: "pairs of 32-bit VALU integer ops as one three-operand instruction (add3, lshl_add, ...)",
    run: fuse,
};

/// A 32-bit integer or a 32-bit (LDS, private) pointer.
fn is_word(t: Type) -> bool {
    t == Type::I32 || (t.is_ptr() && t.bits() == 32)
}

/// Is `v` an inline constant (no register, no constant-bus read)?
fn is_inline(f: &Function, v: Value) -> bool {
    bits::signed_constant(f, v).is_some_and(|c| (-16..=64).contains(&(c as i32)))
}

pub fn fuse(f: &mut Function) {
    share_argument_copies(f);
    mask_selects(f);
    widen_multiplies(f);
    shift_sign_extensions(f);
    scale_signed_indices(f);
    add_zero_extensions(f);
    let mut uses: HashMap<Value, usize> = HashMap::new();
    for (_, v) in f.uses() {
        *uses.entry(v).or_default() += 1;
    }
    for b in f.block_ids() {
        for op in f.block(b).ops.clone() {
            if let Some((opcode, operands)) = pattern(f, b, op, &uses) {
                // The inner op loses its one use; `dce` removes it.
                for &o in &f.op(op).operands {
                    if let Some(n) = uses.get_mut(&o) {
                        *n -= 1;
                    }
                }
                for &o in &operands {
                    *uses.entry(o).or_default() += 1;
                }
                let mut operands = operands;
                if opcode == Opcode::BfeU {
                    // The field's width replaces the mask `2^w - 1`.
                    let mask = bits::signed_constant(f, operands[2]).expect("a mask") as u32;
                    let at = f.block(b).ops.iter().position(|&o| o == op).expect("placed op");
                    let loc = f.op(op).loc;
                    let width = Cursor { block: b, at }.constant(f, mask.trailing_ones() as i128, Type::I32, loc);
                    f.values[width.index()].bank = Bank::Sgpr;
                    operands[2] = width;
                }
                let data = f.op_mut(op);
                data.opcode = opcode;
                data.operands = operands;
            }
        }
    }
}

/// Copies of one value into one bank in one block are one copy. Bank selection copies each
/// block argument whose bank differs from its parameter's on its own (a uniform 0 passed to
/// two VGPR parameters, a loop's accumulator and the exit's value, is two copies); with one,
/// the allocator can give the loop's parameter, its update and the exit's parameter one
/// register, so no copy runs on the back edge.
fn share_argument_copies(f: &mut Function) {
    let mut renames = Renames::new();
    for b in f.block_ids() {
        let mut first: HashMap<(Value, Bank, Type), Value> = HashMap::new();
        for op in f.block(b).ops.clone() {
            renames.rename_op(f, op);
            let d = f.op(op);
            let (Opcode::Copy, &[x], &[r]) = (d.opcode, &d.operands[..], &d.results[..]) else {
                continue;
            };
            if !d.attrs.is_empty() {
                continue;
            }
            match first.entry((x, f.value(r).bank, f.ty(r))) {
                std::collections::hash_map::Entry::Occupied(e) => {
                    // The later copy is left without uses; `dce` removes it.
                    renames.insert(r, *e.get());
                }
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert(r);
                }
            }
        }
    }
    renames.apply(f);
}

/// `select c, x, 0` and `select c, 0, x` (i32, a VGPR result) with `x` an SGPR and `c` a
/// lane mask: `v_cndmask_b32` reads the mask from SGPRs, so `x` takes a copy into a VGPR
/// first (the constant bus), two instructions per select. When one mask (in one polarity)
/// chooses this way at least twice — a uniform table indexed by a divergent value's bits —
/// the mask is widened once to all-ones/zero lanes (`m = select c, -1, 0`, one `v_cndmask`
/// right after the mask) and each select is `and x, m`, one `v_and_b32` reading the SGPR.
fn mask_selects(f: &mut Function) {
    // (mask, whether `x` is chosen where it holds) -> the selects.
    let mut groups: HashMap<(Value, bool), Vec<(OpId, Value)>> = HashMap::new();
    let mut order = Vec::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            let (Opcode::Select, &[c, t, e], &[r]) = (d.opcode, &d.operands[..], &d.results[..]) else {
                continue;
            };
            if f.ty(r) != Type::I32 || f.value(r).bank != Bank::Vgpr || f.value(c).bank != Bank::LaneMask {
                continue;
            }
            let scalar = |v: Value| f.value(v).bank == Bank::Sgpr && bits::signed_constant(f, v).is_none();
            let zero = |v: Value| bits::signed_constant(f, v) == Some(0);
            let key = if zero(e) && scalar(t) {
                ((c, true), t)
            } else if zero(t) && scalar(e) {
                ((c, false), e)
            } else {
                continue;
            };
            let group = groups.entry(key.0).or_default();
            if group.is_empty() {
                order.push(key.0);
            }
            group.push((op, key.1));
        }
    }
    for key in order {
        let selects = &groups[&key];
        if selects.len() < 2 {
            continue;
        }
        let (c, when) = key;
        // Right after the mask's definition (which dominates every select reading it).
        let mut cur = match f.value(c).def {
            ValueDef::Param(b, _) => Cursor { block: b, at: 0 },
            ValueDef::Result(op, _) => {
                let b = f.op(op).block;
                let at = f.block(b).ops.iter().position(|&o| o == op).expect("placed op");
                Cursor { block: b, at: at + 1 }
            }
        };
        let loc = f.op(selects[0].0).loc;
        let ones = cur.constant(f, -1, Type::I32, loc);
        let zero = cur.constant(f, 0, Type::I32, loc);
        for k in [ones, zero] {
            f.values[k.index()].bank = Bank::Sgpr;
        }
        let (t, e) = if when { (ones, zero) } else { (zero, ones) };
        let m = cur.insert(f, Opcode::Select, vec![c, t, e], Type::I32, loc);
        f.values[m.index()].bank = Bank::Vgpr;
        for &(op, x) in selects {
            let data = f.op_mut(op);
            data.opcode = Opcode::And;
            data.operands = vec![x, m];
        }
    }
}

/// The fused op `op` becomes, if any.
fn pattern(f: &Function, b: Block, op: OpId, uses: &HashMap<Value, usize>) -> Option<(Opcode, Vec<Value>)> {
    let d = f.op(op);
    let &[r] = &d.results[..] else { return None };
    if f.value(r).bank == Bank::Sgpr && is_word(f.ty(r)) {
        return scalar_shift_add(f, b, op, uses);
    }
    if f.value(r).bank != Bank::Vgpr || !is_word(f.ty(r)) || d.operands.len() != 2 {
        return None;
    }
    let (x, y) = (d.operands[0], d.operands[1]);
    // The operands of `v`'s defining op, if it is `opcode` in this block, used only here.
    let inner = |v: Value, opcode: Opcode| -> Option<(Value, Value)> {
        let def = f.def_op(v)?;
        let i = f.op(def);
        (i.opcode == opcode
            && i.block == b
            && uses.get(&v) == Some(&1)
            && is_word(f.ty(v))
            && matches!(f.value(v).bank, Bank::Vgpr | Bank::Sgpr))
        .then(|| (i.operands[0], i.operands[1]))
    };
    // Commuting outer ops try the inner op on either side.
    let either = |opcode: Opcode| {
        inner(x, opcode)
            .map(|i| (i, y))
            .or_else(|| inner(y, opcode).map(|i| (i, x)))
    };
    // `x` = `shl a, k` and `y` = `lshr b, 32 - k`, for constant `0 < k < 32`.
    let funnel = |x: Value, y: Value| -> Option<(Value, Value, Value)> {
        let (a, k) = inner(x, Opcode::Shl)?;
        let (b, m) = inner(y, Opcode::LShr)?;
        let (k, mc) = (bits::signed_constant(f, k)?, bits::signed_constant(f, m)?);
        ((1..32).contains(&k) && k + mc == 32).then_some((a, b, m))
    };
    use Opcode::*;
    let (opcode, operands) = match d.opcode {
        Add => [(Add, Add3), (Shl, LShlAdd), (Mul, MadU24)]
            .into_iter()
            .find_map(|(i, o)| {
                let ((a, s), c) = either(i)?;
                (i != Mul || u24(f, a) && u24(f, s)).then(|| (o, vec![a, s, c]))
            })?,
        // `ptradd base, offset`: a 32-bit base plus a sum, shifted or multiplied offset.
        PtrAdd => [(Add, Add3), (Shl, LShlAdd), (Mul, MadU24)]
            .into_iter()
            .find_map(|(i, o)| {
                let (a, s) = inner(y, i)?;
                (i != Mul || u24(f, a) && u24(f, s)).then(|| (o, vec![a, s, x]))
            })?,
        Shl => inner(x, Add).map(|(a, c)| (AddLShl, vec![a, c, y]))?,
        // `(a << k) | (b >> (32 - k))`: a funnel shift (a rotate when `a` is `b`).
        Or => funnel(x, y)
            .or_else(|| funnel(y, x))
            .map(|(a, b, m)| (AlignBit, vec![a, b, m]))
            .or_else(|| {
                [(Shl, LShlOr), (And, AndOr), (Or, Or3)].into_iter().find_map(|(i, o)| {
                    let ((a, s), c) = either(i)?;
                    Some((o, vec![a, s, c]))
                })
            })?,
        And => {
            let mask = bits::signed_constant(f, y)? as u32;
            let (a, k) = inner(x, LShr)?;
            let shift = bits::signed_constant(f, k)?;
            let w = mask.trailing_ones();
            if !(0..32).contains(&shift) || mask.checked_shr(w) != Some(0) || !(1..32).contains(&w) {
                return None;
            }
            (BfeU, vec![a, k, y])
        }
        _ => return None,
    };
    // (`bfe.u`'s width is an inline constant made below, not the mask.)
    let counted = if opcode == BfeU { &operands[..2] } else { &operands[..] };
    let scalar_reads = counted
        .iter()
        .filter(|&&v| f.value(v).bank == Bank::Sgpr && !is_inline(f, v))
        .count();
    (scalar_reads <= 1 && operands.iter().all(|&v| is_word(f.ty(v)))).then_some((opcode, operands))
}

/// `add (shl a, k), c` (or `ptradd c, (shl a, k)`) with an SGPR result and `1 <= k <= 4` →
/// `lshl.add a, k, c`: gfx9's `s_lshl<k>_add_u32`. The shift must be in the same block and
/// have no other use.
fn scalar_shift_add(f: &Function, b: Block, op: OpId, uses: &HashMap<Value, usize>) -> Option<(Opcode, Vec<Value>)> {
    let d = f.op(op);
    let &[x, y] = &d.operands[..] else { return None };
    let shifted = |v: Value| -> Option<(Value, Value)> {
        let i = f.op(f.def_op(v)?);
        let k = bits::signed_constant(f, *i.operands.get(1)?)?;
        (i.opcode == Opcode::Shl
            && i.block == b
            && uses.get(&v) == Some(&1)
            && f.ty(v) == Type::I32
            && f.value(v).bank == Bank::Sgpr
            && (1..=4).contains(&k))
        .then(|| (i.operands[0], i.operands[1]))
    };
    let ((a, k), c) = match d.opcode {
        Opcode::Add => shifted(x).map(|i| (i, y)).or_else(|| shifted(y).map(|i| (i, x)))?,
        Opcode::PtrAdd => (shifted(y)?, x),
        _ => return None,
    };
    Some((Opcode::LShlAdd, vec![a, k, c]))
}

/// `shl (sext a), k` on i64 with `a` an i32 and constant `0 < k < 32` → `sext.shl a, k`: the
/// low dword `a << k` and the high one `a >>s (32 - k)`, two instructions, where the extension
/// and a 64-bit shift take two and a copy of `a` into the extension's low dword. The extension
/// must be in the shift's block with no other use, and in the shift's bank or a scalar one.
fn shift_sign_extensions(f: &mut Function) {
    let mut uses: HashMap<Value, usize> = HashMap::new();
    for (_, v) in f.uses() {
        *uses.entry(v).or_default() += 1;
    }
    for b in f.block_ids() {
        for op in f.block(b).ops.clone() {
            let d = f.op(op);
            let (Opcode::Shl, &[x, k], &[r]) = (d.opcode, &d.operands[..], &d.results[..]) else {
                continue;
            };
            let bank = f.value(r).bank;
            let Some(amount) = bits::signed_constant(f, k) else {
                continue;
            };
            let Some(ext) = f.def_op(x).map(|e| f.op(e)) else {
                continue;
            };
            let a = ext.operands.first().copied();
            let fits = ext.opcode == Opcode::SExt
                && ext.block == b
                && uses.get(&x) == Some(&1)
                && a.is_some_and(|a| f.ty(a) == Type::I32 && (bank == Bank::Vgpr || f.value(a).bank == Bank::Sgpr))
                && f.ty(r) == Type::I64
                && matches!(bank, Bank::Sgpr | Bank::Vgpr)
                && (1..32).contains(&amount);
            if !fits {
                continue;
            }
            let at = f.block(b).ops.iter().position(|&o| o == op).expect("placed op");
            let loc = f.op(op).loc;
            let k32 = Cursor { block: b, at }.constant(f, amount, Type::I32, loc);
            f.values[k32.index()].bank = Bank::Sgpr;
            let data = f.op_mut(op);
            data.opcode = Opcode::SExtShl;
            data.operands = vec![a.expect("checked"), k32];
        }
    }
}

/// A 64-bit address (or i64) plus a signed 32-bit index times a scale, with a VGPR result:
/// (and `ptradd c, (shl (zext a), k)`, an unsigned index, → `mad.wide.u a, 2^k, c`, one
/// `v_mad_u64_u32`, where the zero extension's copy, the 64-bit shift and the carry add take
/// four or five)
/// `ptradd c, (sext.shl a, k)` (or `shl (sext a), k`), `ptradd c, (sext a)`,
/// `ptradd c, (mul (sext a), m)` (`m` a
/// sign-extended i32 or a constant that fits one) and `add`s of them in either order →
/// `mad.wide.s a, 2^k, c` (or `a, 1, c`, `a, m, c`): one `v_mad_i64_i32`, where the shifts,
/// the carry add and a copy of an SGPR base's high dword take four or five (the carry takes
/// the high half's constant-bus read, so an SGPR base's high dword goes through a VGPR on
/// every use). A scale up to 64 is an inline constant; the three sources read at most one
/// SGPR, and a second costs one copy (still fewer instructions).
///
/// The index op may have other uses (each address it feeds is one instruction instead of two
/// or three; it goes when none is left). Its operand is then read at the address: it must be
/// in the index op's block, or a VGPR (a lane's VGPR value is the same wherever it is read, so
/// a uniform value read after a loop whose lanes left at different iterations is no concern).
fn scale_signed_indices(f: &mut Function) {
    for b in f.block_ids() {
        let mut at = 0;
        while at < f.block(b).ops.len() {
            let op = f.block(b).ops[at];
            at += 1;
            let d = f.op(op);
            let (&[x, y], &[r]) = (&d.operands[..], &d.results[..]) else {
                continue;
            };
            if !matches!(d.opcode, Opcode::Add | Opcode::PtrAdd)
                || f.value(r).bank != Bank::Vgpr
                || dwords64(f.ty(r)).is_none()
            {
                continue;
            }
            // `a` readable at the address (see above).
            let readable =
                |a: Value, def: &OpData| f.ty(a) == Type::I32 && (def.block == b || f.value(a).bank == Bank::Vgpr);
            // The i32 `v` sign-extends (in `v`'s block or a VGPR).
            let sext_of = |v: Value| -> Option<Value> {
                let e = f.op(f.def_op(v)?);
                let a = *e.operands.first()?;
                (e.opcode == Opcode::SExt && readable(a, e)).then_some(a)
            };
            // The i32 `v` zero-extends (likewise).
            let zext_of = |v: Value| -> Option<Value> {
                let e = f.op(f.def_op(v)?);
                let a = *e.operands.first()?;
                (e.opcode == Opcode::ZExt && readable(a, e)).then_some(a)
            };
            use Opcode::{MadWideS as S, MadWideU as U};
            // `v` as an i32 index, its scale and the op that extends and scales it.
            let scaled = |v: Value| -> Option<(Value, Scale, Opcode)> {
                if f.ty(v) != Type::I64 {
                    return None;
                }
                let i = f.op(f.def_op(v)?);
                match i.opcode {
                    Opcode::SExtShl => {
                        let k = bits::signed_constant(f, i.operands[1])?;
                        let a = i.operands[0];
                        ((0..=30).contains(&k) && readable(a, i)).then_some((a, Scale::Constant(1 << k), S))
                    }
                    Opcode::SExt => sext_of(v).map(|a| (a, Scale::Constant(1), S)),
                    // (`widen_multiplies` made it of `mul (sext a), (sext m)`.)
                    Opcode::MulWideS => {
                        let (a, m) = (i.operands[0], i.operands[1]);
                        (readable(a, i) && readable(m, i)).then_some((a, Scale::Value(m), S))
                    }
                    // (A shared extension is shifted by a 64-bit `shl`; an unsigned index is
                    // `v_mad_u64_u32`'s, whose factors are unsigned.)
                    Opcode::Shl => {
                        let k = bits::signed_constant(f, i.operands[1])?;
                        match (sext_of(i.operands[0]), zext_of(i.operands[0])) {
                            (Some(a), _) if (0..=30).contains(&k) => Some((a, Scale::Constant(1 << k), S)),
                            (_, Some(a)) if (1..=31).contains(&k) => Some((a, Scale::Constant(1 << k), U)),
                            _ => None,
                        }
                    }
                    Opcode::Mul => {
                        let &[p, q] = &i.operands[..] else { return None };
                        let factor = |m: Value| -> Option<Scale> {
                            match bits::signed_constant(f, m) {
                                Some(c) => (i32::MIN as i128..=i32::MAX as i128)
                                    .contains(&c)
                                    .then_some(Scale::Constant(c)),
                                None => sext_of(m).map(Scale::Value),
                            }
                        };
                        let (a, m) = sext_of(p).zip(factor(q)).or_else(|| sext_of(q).zip(factor(p)))?;
                        Some((a, m, S))
                    }
                    _ => None,
                }
            };
            let found = match d.opcode {
                Opcode::PtrAdd => scaled(y).map(|s| (s, x)),
                _ => scaled(y).map(|s| (s, x)).or_else(|| scaled(x).map(|s| (s, y))),
            };
            let Some(((a, scale, opcode), c)) = found else { continue };
            let loc = d.loc;
            let scale = match scale {
                Scale::Value(m) => m,
                Scale::Constant(k) => {
                    let mut cur = Cursor { block: b, at: at - 1 };
                    let k = cur.constant(f, k, Type::I32, loc);
                    f.values[k.index()].bank = Bank::Sgpr;
                    at = cur.at + 1;
                    k
                }
            };
            let data = f.op_mut(op);
            data.opcode = opcode;
            data.operands = vec![a, scale, c];
        }
    }
}

/// The second factor of `mad.wide.s`.
enum Scale {
    Constant(i128),
    Value(Value),
}

/// `add b, (zext a)` (either order) and `ptradd b, (zext a)` on 64 bits with `a` an i32 →
/// `add.zext b, a`: the extension's high dword is the inline 0 of the carry add, so neither
/// the extension's zero nor its copy of `a` is made. The extension must be in the add's block
/// with no other use, and in the add's bank or a scalar one.
fn add_zero_extensions(f: &mut Function) {
    let mut uses: HashMap<Value, usize> = HashMap::new();
    for (_, v) in f.uses() {
        *uses.entry(v).or_default() += 1;
    }
    for b in f.block_ids() {
        for op in f.block(b).ops.clone() {
            let d = f.op(op);
            let (&[x, y], &[r]) = (&d.operands[..], &d.results[..]) else {
                continue;
            };
            let bank = f.value(r).bank;
            if !matches!(d.opcode, Opcode::Add | Opcode::PtrAdd)
                || dwords64(f.ty(r)).is_none()
                || !matches!(bank, Bank::Sgpr | Bank::Vgpr)
            {
                continue;
            }
            // The i32 that `v` zero-extends, if it may be read here instead.
            let extended = |v: Value| -> Option<Value> {
                let e = f.op(f.def_op(v)?);
                let a = *e.operands.first()?;
                (e.opcode == Opcode::ZExt
                    && e.block == b
                    && uses.get(&v) == Some(&1)
                    && f.ty(a) == Type::I32
                    && (bank == Bank::Vgpr || f.value(a).bank == Bank::Sgpr))
                    .then_some(a)
            };
            let pair = match (extended(y), d.opcode) {
                (Some(a), _) => (x, a),
                (None, Opcode::Add) => match extended(x) {
                    Some(a) => (y, a),
                    None => continue,
                },
                _ => continue,
            };
            let data = f.op_mut(op);
            data.opcode = Opcode::AddZExt;
            data.operands = vec![pair.0, pair.1];
        }
    }
}

/// 64-bit multiplies of zero-extended 32-bit values, which a full 64 x 64 multiply would
/// compute with three partial products more than needed:
///
/// - `mul (sext a), (sext b)` → `mul.wide.s a, b` (`s_mul_i32` and `s_mul_hi_i32`, or one
///   `v_mad_i64_i32`); a zero extension of an 8- or 16-bit value counts as a sign extension of
///   its zero extension to 32 bits, a constant that fits an i32 as one of itself;
/// - `mul (zext a), (zext b)` → `mul.wide.u a, b` (a constant below 2^32 counts as extended;
///   `a` and `b` from 8 or 16 bits are zero-extended to 32 bits instead);
/// - `add (mul.wide.u a, b), c` and `ptradd c, (mul.wide.u a, b)` → `mad.wide.u a, b, c` when
///   the result is a VGPR (one `v_mad_u64_u32`) and the multiply has no other use; so is an
///   add of `mul x, (zext b)` with an i64 `x` (`mad.wide.u x, b, c`: a `v_mul_lo_u32` for `x`'s
///   high half, a `v_mad_u64_u32` and a 32-bit add, where the multiply and the add take five).
///
/// The extensions must be in the multiply's block (their operands are then read where they
/// were), and a scalar multiply needs scalar operands.
fn widen_multiplies(f: &mut Function) {
    let mut uses: HashMap<Value, usize> = HashMap::new();
    for (_, v) in f.uses() {
        *uses.entry(v).or_default() += 1;
    }
    for b in f.block_ids() {
        let mut at = 0;
        while at < f.block(b).ops.len() {
            let op = f.block(b).ops[at];
            at += 1;
            let d = f.op(op);
            let (Opcode::Mul, &[x, y], &[r]) = (d.opcode, &d.operands[..], &d.results[..]) else {
                continue;
            };
            let bank = f.value(r).bank;
            if f.ty(r) != Type::I64 || !matches!(bank, Bank::Sgpr | Bank::Vgpr) {
                continue;
            }
            // The 32-bit value `v` extends, and whether it needs a zero extension to 32 bits;
            // `None` for a constant. Unsigned factors: zero extensions and constants below
            // 2^32; signed ones: sign extensions of i32s, zero extensions of narrower values
            // (not negative as i32s) and constants that fit an i32.
            let source = |v: Value, signed: bool| -> Option<(Option<Value>, bool)> {
                if let Some(c) = bits::signed_constant(f, v) {
                    let fits = if signed {
                        (i32::MIN as i128..=i32::MAX as i128).contains(&c)
                    } else {
                        (0..1i128 << 32).contains(&(c & ((1 << 64) - 1)))
                    };
                    return fits.then_some((None, false));
                }
                let i = f.op(f.def_op(v)?);
                let s = i.operands.first().copied()?;
                let extends = match i.opcode {
                    Opcode::ZExt => !signed || f.ty(s) != Type::I32,
                    Opcode::SExt => signed && f.ty(s) == Type::I32,
                    _ => false,
                };
                (extends
                    && i.block == b
                    && f.ty(s).bits() <= 32
                    && (bank == Bank::Vgpr || f.value(s).bank == Bank::Sgpr))
                    .then(|| (Some(s), f.ty(s) != Type::I32))
            };
            let (signed, sx, sy) = match (source(x, false), source(y, false)) {
                (Some(sx), Some(sy)) => (false, sx, sy),
                _ => match (source(x, true), source(y, true)) {
                    (Some(sx), Some(sy)) => (true, sx, sy),
                    _ => continue,
                },
            };
            let loc = f.op(op).loc;
            let mut cur = Cursor { block: b, at: at - 1 };
            let mut operands = Vec::new();
            for (v, s) in [(x, sx), (y, sy)] {
                let w = match s {
                    (None, _) => {
                        let c = bits::signed_constant(f, v).expect("a constant") & 0xffff_ffff;
                        let w = cur.constant(f, c, Type::I32, loc);
                        f.values[w.index()].bank = Bank::Sgpr;
                        w
                    }
                    (Some(s), false) => s,
                    // `trunc v` or `zext s` to 32 bits earlier in the block is the extension
                    // already made.
                    (Some(s), true) => {
                        // `s` truncates an i32: it is that i32 if the bits above are zero,
                        // else that i32 masked (`combine` made such masks of extensions).
                        let word = f
                            .def_op(s)
                            .map(|t| f.op(t))
                            .filter(|t| t.opcode == Opcode::Trunc && f.ty(t.operands[0]) == Type::I32)
                            .map(|t| t.operands[0]);
                        let width = f.ty(s).bits();
                        if let Some(w) = word.filter(|&w| {
                            bits::known_leading_zeros(f, w, 0) >= 32 - width
                                && (bank == Bank::Vgpr || f.value(w).bank == Bank::Sgpr)
                        }) {
                            operands.push(w);
                            continue;
                        }
                        let mask = (1i128 << width) - 1;
                        let earlier = f.block(b).ops[..cur.at].iter().find(|&&o| {
                            let i = f.op(o);
                            (i.opcode == Opcode::Trunc && i.operands == [v]
                                || i.opcode == Opcode::ZExt && i.operands == [s]
                                || i.opcode == Opcode::And
                                    && word.is_some_and(|w| i.operands[0] == w)
                                    && bits::signed_constant(f, i.operands[1]) == Some(mask))
                                && f.ty(i.results[0]) == Type::I32
                                && (bank == Bank::Vgpr || f.value(i.results[0]).bank == Bank::Sgpr)
                        });
                        if let Some(&t) = earlier {
                            operands.push(f.op(t).results[0]);
                            continue;
                        }
                        let w = cur.insert(f, Opcode::ZExt, vec![s], Type::I32, loc);
                        // (An i32 lives in a register file: a lane mask's bits widen to
                        // one per lane, a boolean in SCC to an SGPR.)
                        f.values[w.index()].bank = match f.value(s).bank {
                            Bank::LaneMask => Bank::Vgpr,
                            Bank::Scc => Bank::Sgpr,
                            other => other,
                        };
                        w
                    }
                };
                operands.push(w);
            }
            at = cur.at + 1;
            for v in [x, y] {
                uses.entry(v).and_modify(|n| *n -= 1);
            }
            for &w in &operands {
                *uses.entry(w).or_default() += 1;
            }
            let data = f.op_mut(op);
            data.opcode = if signed { Opcode::MulWideS } else { Opcode::MulWideU };
            data.operands = operands;
        }
    }
    for b in f.block_ids() {
        for op in f.block(b).ops.clone() {
            let d = f.op(op);
            let (&[x, y], &[r]) = (&d.operands[..], &d.results[..]) else {
                continue;
            };
            if f.value(r).bank != Bank::Vgpr || dwords64(f.ty(r)).is_none() {
                continue;
            }
            // A 64-bit multiply by a zero-extended i32 (in the multiply's block): the i64
            // factor and the i32.
            let by_extended = |i: &OpData| -> Option<(Value, Value)> {
                let &[x, y] = &i.operands[..] else { return None };
                let extended = |v: Value| -> Option<Value> {
                    let e = f.op(f.def_op(v)?);
                    let s = *e.operands.first()?;
                    (e.opcode == Opcode::ZExt && e.block == b && f.ty(s) == Type::I32).then_some(s)
                };
                extended(y).map(|s| (x, s)).or_else(|| extended(x).map(|s| (y, s)))
            };
            let product = |v: Value| -> Option<(Value, Value)> {
                let i = f.op(f.def_op(v)?);
                if i.block != b || uses.get(&v) != Some(&1) {
                    return None;
                }
                match i.opcode {
                    Opcode::MulWideU => Some((i.operands[0], i.operands[1])),
                    Opcode::Mul if f.ty(v) == Type::I64 => by_extended(i),
                    _ => None,
                }
            };
            let found = match d.opcode {
                Opcode::Add => product(x).map(|p| (p, y)).or_else(|| product(y).map(|p| (p, x))),
                Opcode::PtrAdd => product(y).map(|p| (p, x)),
                _ => None,
            };
            let Some(((a, m), c)) = found else { continue };
            // `v_mad_u64_u32` reads one SGPR; one more costs a copy, still fewer instructions
            // than the separate add.
            let scalar_reads = [a, m, c]
                .iter()
                .filter(|&&v| f.value(v).bank == Bank::Sgpr && !is_inline(f, v))
                .count();
            if scalar_reads > 2 {
                continue;
            }
            let data = f.op_mut(op);
            data.opcode = Opcode::MadWideU;
            data.operands = vec![a, m, c];
        }
    }
}

/// `Some` for a 64-bit integer or pointer type.
fn dwords64(t: Type) -> Option<()> {
    (t == Type::I64 || (t.is_ptr() && t.bits() == 64)).then_some(())
}

/// Known below 2^24 (for `v_mad_u32_u24`).
fn u24(f: &Function, v: Value) -> bool {
    f.ty(v) == Type::I32 && bits::known_leading_zeros(f, v, 0) >= 8
}
