//! Legalization: rewrites generic ops on types gfx900 has no instructions for into ops on
//! types it has, staying in generic MIR.
//!
//! - i8/i16 arithmetic and comparisons are done in i32: operands are zero- or sign-extended as
//!   the operation's meaning requires, the result truncated. Add, sub, mul, and, or, xor and a
//!   shift's shifted value need no extension (their result's low bits depend on their operands'
//!   low bits only): the i32 a narrow operand truncates is read as it is. Narrow values may then sit in
//!   32-bit registers with undefined high bits; `zext`/`sext`/`trunc` of them are the only ops
//!   that look at the width, and instruction selection gives those their masks.
//! - i1 arithmetic and comparisons become boolean logic (add/sub = xor, mul = and, eq = not
//!   xor, ult = not a and b, ...).
//! - f16 division is done in f32 (gfx900 has no f16 division): the result is still correctly
//!   rounded, because f32 has twice f16's precision plus two bits. The other f16 arithmetic
//!   and comparisons have gfx900 instructions (`v_add_f16`, `v_fma_f16`, `v_cmp_*_f16`, ...)
//!   and stay.
//! - `fptrunc double to half` (no gfx900 instruction; through f32 it would round twice) is an
//!   integer sequence that rounds once, to nearest even.
//!
//! - Booleans in memory are bytes: an i1 store stores its zero extension to i8, an i1 load is
//!   the truncation of an i8 load.
//!
//! Loads, stores, selects, copies, conversions and sign-bit ops (`fneg`, `fabs`) of narrow
//! types stay as they are.

use mir::*;

/// How an operand of a widened op must be extended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ext {
    Zero,
    Sign,
}

fn int_widening(opcode: Opcode) -> Option<Ext> {
    use Opcode::*;
    Some(match opcode {
        Add | Sub | Mul | And | Or | Xor | Shl | UDiv | URem | LShr | UMin | UMax | Ctpop | Ctlz | Cttz | Bswap => {
            Ext::Zero
        }
        SDiv | SRem | AShr | SMin | SMax | Abs => Ext::Sign,
        Icmp(IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle) => Ext::Sign,
        Icmp(_) => Ext::Zero,
        _ => return None,
    })
}

/// f16 operations without a gfx900 instruction (`frem` is expanded before, by `frem-expand`).
fn is_f32_only(opcode: Opcode) -> bool {
    opcode == Opcode::FDiv
}

/// Inserts ops before position `at` of `block`, keeping track of the position (also used by
/// `combine`).
pub(crate) struct Cursor {
    pub block: Block,
    pub at: usize,
}

impl Cursor {
    pub fn insert(
        &mut self,
        f: &mut Function,
        opcode: Opcode,
        operands: Vec<Value>,
        ty: Type,
        loc: Option<SrcLoc>,
    ) -> Value {
        let op = f.create_op(opcode, operands, &[ty]);
        f.op_mut(op).loc = loc;
        f.place_op(self.block, op, Some(self.at));
        self.at += 1;
        f.result(op)
    }

    pub fn constant(&mut self, f: &mut Function, value: i128, ty: Type, loc: Option<SrcLoc>) -> Value {
        let v = self.insert(f, Opcode::Const, vec![], ty, loc);
        let op = f.def_op(v).expect("just created");
        f.op_mut(op).set_attr("value", Attr::Int(value));
        v
    }
}

/// Does the low `n` bits of `opcode`'s result depend on only the low `n` bits of operand `k`?
/// Then the operand needs no extension: any i32 with its bits will do.
fn low_bits_only(opcode: Opcode, k: usize) -> bool {
    use Opcode::*;
    matches!(opcode, Add | Sub | Mul | And | Or | Xor) || (opcode == Shl && k == 0)
}

/// An i32 whose low bits are the narrow `v`'s, without a mask: what `v` truncates (a widened
/// op's result, so chains of narrow arithmetic mask nothing in between), or `v`'s extension
/// from a narrower value made to 32 bits at once.
fn widened(f: &mut Function, cur: &mut Cursor, v: Value, loc: Option<SrcLoc>) -> Option<Value> {
    let d = f.op(f.def_op(v)?);
    let &[y] = &d.operands[..] else { return None };
    match d.opcode {
        Opcode::Trunc if f.ty(y) == Type::I32 => Some(y),
        Opcode::Trunc if matches!(f.ty(y), Type::I8 | Type::I16) => widened(f, cur, y, loc),
        Opcode::ZExt | Opcode::SExt if f.ty(y).is_int() && f.ty(y).bits() < 32 => {
            let opcode = d.opcode;
            Some(cur.insert(f, opcode, vec![y], Type::I32, loc))
        }
        _ => None,
    }
}

/// Legalizes every op of `f`.
pub fn legalize(f: &mut Function) -> Result<(), String> {
    for b in f.block_ids() {
        let mut i = 0;
        while i < f.block(b).ops.len() {
            let op = f.block(b).ops[i];
            i = legalize_op(f, b, i, op)? + 1;
        }
    }
    Ok(())
}

/// Legalizes the op at position `at`; returns the position of its last replacement.
fn legalize_op(f: &mut Function, block: Block, at: usize, op: OpId) -> Result<usize, String> {
    let data = f.op(op).clone();
    let Some(&first) = data.operands.first() else {
        return Ok(at);
    };
    let ty = f.ty(first);
    let loc = data.loc;
    let mut cur = Cursor { block, at };
    // Booleans in memory are bytes (0 or 1), as LLVM stores them.
    if data.opcode == Opcode::Store && ty == Type::I1 {
        let byte = cur.insert(f, Opcode::ZExt, vec![first], Type::I8, loc);
        f.op_mut(op).operands[0] = byte;
        return Ok(cur.at);
    }
    // Conversions between floats and booleans go through i32, as llc legalizes them: a
    // boolean is 0 or 1 (uitofp) or 0 or -1 (sitofp); a float converts to i32 and keeps its
    // low bit (results other than 0 and 1, or 0 and -1, are poison).
    if matches!(data.opcode, Opcode::UIToFP | Opcode::SIToFP) && ty == Type::I1 {
        let ext = if data.opcode == Opcode::SIToFP {
            Opcode::SExt
        } else {
            Opcode::ZExt
        };
        let wide = cur.insert(f, ext, vec![first], Type::I32, loc);
        f.op_mut(op).operands[0] = wide;
        return Ok(cur.at);
    }
    if matches!(data.opcode, Opcode::FPToUI | Opcode::FPToSI) && f.ty(data.results[0]) == Type::I1 {
        let wide = cur.insert(f, data.opcode, vec![first], Type::I32, loc);
        replace_with(f, op, &mut cur, Opcode::Trunc, vec![wide], Type::I1);
        return Ok(cur.at);
    }
    if data.opcode == Opcode::FPTrunc && ty == Type::F64 && f.ty(data.results[0]) == Type::F16 {
        return Ok(fptrunc_f64_to_f16(f, op, &mut cur, first, loc));
    }
    if data.opcode == Opcode::Load && f.ty(data.results[0]) == Type::I1 {
        let load = f.create_op(Opcode::Load, data.operands.clone(), &[Type::I8]);
        f.op_mut(load).attrs = data.attrs.clone();
        f.op_mut(load).loc = loc;
        f.place_op(block, load, Some(cur.at));
        cur.at += 1;
        replace_with(f, op, &mut cur, Opcode::Trunc, vec![f.result(load)], Type::I1);
        f.op_mut(op).attrs.clear();
        return Ok(cur.at);
    }
    match ty {
        Type::I8 | Type::I16 => {
            let Some(ext) = int_widening(data.opcode) else {
                return Ok(at);
            };
            let narrow = ty.bits() as i128;
            // Shift amounts are unsigned whatever the shift.
            let operands: Vec<Value> = data
                .operands
                .iter()
                .enumerate()
                .map(|(k, &v)| {
                    let e = if k == 1 && matches!(data.opcode, Opcode::Shl | Opcode::LShr | Opcode::AShr) {
                        Ext::Zero
                    } else {
                        ext
                    };
                    if low_bits_only(data.opcode, k) {
                        if let Some(w) = widened(f, &mut cur, v, loc) {
                            return w;
                        }
                    }
                    cur.insert(
                        f,
                        if e == Ext::Sign { Opcode::SExt } else { Opcode::ZExt },
                        vec![v],
                        Type::I32,
                        loc,
                    )
                })
                .collect();
            let wide = match data.opcode {
                // Leading zeros of the narrow value = those of its zero-extension minus the
                // extra width; trailing zeros stop at the narrow width (a set bit just above).
                Opcode::Ctlz => {
                    let c = cur.insert(f, Opcode::Ctlz, operands, Type::I32, loc);
                    let extra = cur.constant(f, 32 - narrow, Type::I32, loc);
                    cur.insert(f, Opcode::Sub, vec![c, extra], Type::I32, loc)
                }
                Opcode::Cttz => {
                    let stop = cur.constant(f, 1 << narrow, Type::I32, loc);
                    let x = cur.insert(f, Opcode::Or, vec![operands[0], stop], Type::I32, loc);
                    cur.insert(f, Opcode::Cttz, vec![x], Type::I32, loc)
                }
                Opcode::Bswap => {
                    let s = cur.insert(f, Opcode::Bswap, operands, Type::I32, loc);
                    let shift = cur.constant(f, 32 - narrow, Type::I32, loc);
                    cur.insert(f, Opcode::LShr, vec![s, shift], Type::I32, loc)
                }
                Opcode::Icmp(_) => {
                    replace_with(f, op, &mut cur, data.opcode, operands, Type::I1);
                    return Ok(cur.at);
                }
                other => cur.insert(f, other, operands, Type::I32, loc),
            };
            replace_with(f, op, &mut cur, Opcode::Trunc, vec![wide], ty);
            Ok(cur.at)
        }
        Type::I1 if int_widening(data.opcode).is_some() && !matches!(data.opcode, Opcode::Icmp(_)) => {
            let replacement = match data.opcode {
                Opcode::Add | Opcode::Sub | Opcode::Xor => Opcode::Xor,
                Opcode::Mul | Opcode::And => Opcode::And,
                Opcode::Or => Opcode::Or,
                // umin/smax of booleans: 1 is the unsigned maximum and the signed minimum (-1).
                Opcode::UMin | Opcode::SMax => Opcode::And,
                Opcode::UMax | Opcode::SMin => Opcode::Or,
                other => return Err(format!("'{other}' on s1 values is not supported")),
            };
            f.op_mut(op).opcode = replacement;
            Ok(at)
        }
        Type::I1 => match data.opcode {
            Opcode::Icmp(p) => {
                boolean_compare(f, op, &mut cur, p, data.operands[0], data.operands[1]);
                Ok(cur.at)
            }
            _ => Ok(at),
        },
        Type::F16 if is_f32_only(data.opcode) => {
            let operands: Vec<Value> = data
                .operands
                .iter()
                .map(|&v| cur.insert(f, Opcode::FPExt, vec![v], Type::F32, loc))
                .collect();
            let wide = cur.insert(f, data.opcode, operands, Type::F32, loc);
            replace_with(f, op, &mut cur, Opcode::FPTrunc, vec![wide], Type::F16);
            Ok(cur.at)
        }
        _ => Ok(at),
    }
}

/// `icmp p a, b` on booleans as logic: unsigned, true (1) is the larger; signed, true is -1,
/// the smaller.
fn boolean_compare(f: &mut Function, op: OpId, cur: &mut Cursor, p: IntPredicate, a: Value, b: Value) {
    use IntPredicate::*;
    let loc = f.op(op).loc;
    let not = |f: &mut Function, cur: &mut Cursor, x: Value| {
        let t = cur.constant(f, 1, Type::I1, loc);
        cur.insert(f, Opcode::Xor, vec![x, t], Type::I1, loc)
    };
    let (opcode, operands) = match p {
        Eq => {
            let differ = cur.insert(f, Opcode::Xor, vec![a, b], Type::I1, loc);
            let t = cur.constant(f, 1, Type::I1, loc);
            (Opcode::Xor, vec![differ, t])
        }
        Ne => (Opcode::Xor, vec![a, b]),
        // a < b: a false, b true (unsigned); a true, b false (signed).
        Ult | Sgt => (Opcode::And, vec![not(f, cur, a), b]),
        Ugt | Slt => (Opcode::And, vec![a, not(f, cur, b)]),
        Ule | Sge => (Opcode::Or, vec![not(f, cur, a), b]),
        Uge | Sle => (Opcode::Or, vec![a, not(f, cur, b)]),
    };
    replace_with(f, op, cur, opcode, operands, Type::I1);
}

/// Turns `op` (which sits at `cur.at`) into `opcode operands`, keeping its result value so
/// that its uses need no rewriting.
/// f64 -> f16 rounded once, to nearest even (through f32 it would round twice): in integer
/// ops on the high word, with the low 41 mantissa bits folded into a sticky bit.
fn fptrunc_f64_to_f16(f: &mut Function, op: OpId, cur: &mut Cursor, x: Value, loc: Option<SrcLoc>) -> usize {
    use IntPredicate as P;
    let i32_ = Type::I32;
    let k = |f: &mut Function, cur: &mut Cursor, v: i128| cur.constant(f, v, i32_, loc);
    let bits = cur.insert(f, Opcode::Bitcast, vec![x], Type::I64, loc);
    let lo = cur.insert(f, Opcode::Trunc, vec![bits], i32_, loc);
    let c32 = cur.constant(f, 32, Type::I64, loc);
    let hi64 = cur.insert(f, Opcode::LShr, vec![bits, c32], Type::I64, loc);
    let hi = cur.insert(f, Opcode::Trunc, vec![hi64], i32_, loc);
    let ins = |f: &mut Function, cur: &mut Cursor, o: Opcode, a: Vec<Value>| cur.insert(f, o, a, i32_, loc);
    // Exponent rebiased for f16 (1023 - 15 = 1008).
    let c20 = k(f, cur, 20);
    let e = ins(f, cur, Opcode::LShr, vec![hi, c20]);
    let c7ff = k(f, cur, 0x7ff);
    let e = ins(f, cur, Opcode::And, vec![e, c7ff]);
    let c1008 = k(f, cur, 1008);
    let e = ins(f, cur, Opcode::Sub, vec![e, c1008]);
    // The top 11 mantissa bits, shifted left by one (bit 0 is the sticky bit), then the
    // guard bits: m holds mantissa bits 51..41 in bits 11..1.
    let c8 = k(f, cur, 8);
    let m = ins(f, cur, Opcode::LShr, vec![hi, c8]);
    let cffe = k(f, cur, 0xffe);
    let m = ins(f, cur, Opcode::And, vec![m, cffe]);
    let c1ff = k(f, cur, 0x1ff);
    let rest = ins(f, cur, Opcode::And, vec![hi, c1ff]);
    let rest = ins(f, cur, Opcode::Or, vec![rest, lo]);
    let zero = k(f, cur, 0);
    let sticky = cur.insert(f, Opcode::Icmp(P::Ne), vec![rest, zero], Type::I1, loc);
    let sticky = ins(f, cur, Opcode::ZExt, vec![sticky]);
    let m = ins(f, cur, Opcode::Or, vec![m, sticky]);
    // Infinity, or a quiet NaN when any mantissa bit is set.
    let m_nonzero = cur.insert(f, Opcode::Icmp(P::Ne), vec![m, zero], Type::I1, loc);
    let c200 = k(f, cur, 0x200);
    let quiet = cur.insert(f, Opcode::Select, vec![m_nonzero, c200, zero], i32_, loc);
    let c7c00 = k(f, cur, 0x7c00);
    let inf_nan = ins(f, cur, Opcode::Or, vec![quiet, c7c00]);
    // Normal: exponent above the mantissa (12 bits: 10 + guard + sticky).
    let c12 = k(f, cur, 12);
    let e_hi = ins(f, cur, Opcode::Shl, vec![e, c12]);
    let normal = ins(f, cur, Opcode::Or, vec![m, e_hi]);
    // Subnormal: shift the mantissa with its implicit bit right by 1 - e (at most 13),
    // keeping what falls off as sticky.
    let one = k(f, cur, 1);
    let shift = ins(f, cur, Opcode::Sub, vec![one, e]);
    let shift = ins(f, cur, Opcode::SMax, vec![shift, zero]);
    let c13 = k(f, cur, 13);
    let shift = ins(f, cur, Opcode::SMin, vec![shift, c13]);
    let c1000 = k(f, cur, 0x1000);
    let sig = ins(f, cur, Opcode::Or, vec![m, c1000]);
    let d = ins(f, cur, Opcode::LShr, vec![sig, shift]);
    let back = ins(f, cur, Opcode::Shl, vec![d, shift]);
    let lost = cur.insert(f, Opcode::Icmp(P::Ne), vec![back, sig], Type::I1, loc);
    let lost = ins(f, cur, Opcode::ZExt, vec![lost]);
    let sub = ins(f, cur, Opcode::Or, vec![d, lost]);
    let tiny = cur.insert(f, Opcode::Icmp(P::Slt), vec![e, one], Type::I1, loc);
    let v = cur.insert(f, Opcode::Select, vec![tiny, sub, normal], i32_, loc);
    // Round to nearest even on the two low bits (guard, sticky) and the last kept bit.
    let c7 = k(f, cur, 7);
    let low = ins(f, cur, Opcode::And, vec![v, c7]);
    let c3 = k(f, cur, 3);
    let c5 = k(f, cur, 5);
    let is3 = cur.insert(f, Opcode::Icmp(P::Eq), vec![low, c3], Type::I1, loc);
    let gt5 = cur.insert(f, Opcode::Icmp(P::Ugt), vec![low, c5], Type::I1, loc);
    let up = cur.insert(f, Opcode::Or, vec![is3, gt5], Type::I1, loc);
    let up = ins(f, cur, Opcode::ZExt, vec![up]);
    let c2 = k(f, cur, 2);
    let v = ins(f, cur, Opcode::LShr, vec![v, c2]);
    let v = ins(f, cur, Opcode::Add, vec![v, up]);
    // Overflow to infinity; f64 infinities and NaNs (exponent 0x7ff - 1008).
    let c30 = k(f, cur, 30);
    let big = cur.insert(f, Opcode::Icmp(P::Sgt), vec![e, c30], Type::I1, loc);
    let v = cur.insert(f, Opcode::Select, vec![big, c7c00, v], i32_, loc);
    let c1039 = k(f, cur, 0x7ff - 1008);
    let special = cur.insert(f, Opcode::Icmp(P::Eq), vec![e, c1039], Type::I1, loc);
    let v = cur.insert(f, Opcode::Select, vec![special, inf_nan, v], i32_, loc);
    let c16 = k(f, cur, 16);
    let sign = ins(f, cur, Opcode::LShr, vec![hi, c16]);
    let c8000 = k(f, cur, 0x8000);
    let sign = ins(f, cur, Opcode::And, vec![sign, c8000]);
    let v = ins(f, cur, Opcode::Or, vec![v, sign]);
    let h = cur.insert(f, Opcode::Trunc, vec![v], Type::I16, loc);
    replace_with(f, op, cur, Opcode::Bitcast, vec![h], Type::F16);
    cur.at
}

fn replace_with(f: &mut Function, op: OpId, cur: &mut Cursor, opcode: Opcode, operands: Vec<Value>, result_ty: Type) {
    let data = f.op_mut(op);
    data.opcode = opcode;
    data.operands = operands;
    data.attrs.retain(|(k, _)| k != "value");
    debug_assert_eq!(f.ty(f.op(op).results[0]), result_ty);
    // The op moved behind the ops inserted before it.
    debug_assert_eq!(f.block(cur.block).ops[cur.at], op);
}

/// The `legalize` pass.
pub struct Legalize;

impl mir::pass::Pass for Legalize {
    fn name(&self) -> &'static str {
        "legalize"
    }
    fn description(&self) -> &'static str {
        "widen i8/i16 arithmetic and f16 division, i1 arithmetic to logic"
    }
    fn run(&self, module: &mut Module) -> Result<(), mir::pass::PassError> {
        for f in &mut module.functions {
            legalize(f).map_err(|message| mir::pass::PassError::Failed {
                pass: "legalize".into(),
                message: format!("@{}: {message}", f.name),
            })?;
        }
        Ok(())
    }
}
