//! Integer arithmetic, comparisons and conversions between integer widths.

use super::*;

pub(super) fn binary(
    ctx: &Ctx,
    out: &mut Out,
    opcode: Opcode,
    dst: Loc,
    ty: Type,
    a: Value,
    b: Value,
) -> Result<(), String> {
    use Opcode::*;
    let wide = dwords(ty) == 2;
    let scalar = matches!(dst, Loc::Sgpr(_));
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    // Adding 0 (an address at the start of LDS) is the other operand.
    if !wide && opcode == Add {
        if let Some(other) = [(a, b), (b, a)]
            .into_iter()
            .find_map(|(x, zero)| (ctx.constant(zero) == Some(0)).then_some(x))
        {
            out.mov(dst.lo(), ctx.src(other));
            return Ok(());
        }
    }
    if !wide {
        if scalar {
            let o = match opcode {
                Add => op::S_ADD_U32,
                Sub => op::S_SUB_U32,
                Mul => op::S_MUL_I32,
                And => op::S_AND_B32,
                Or => op::S_OR_B32,
                Xor => op::S_XOR_B32,
                Shl => op::S_LSHL_B32,
                LShr => op::S_LSHR_B32,
                AShr => op::S_ASHR_I32,
                UMin => op::S_MIN_U32,
                UMax => op::S_MAX_U32,
                SMin => op::S_MIN_I32,
                SMax => op::S_MAX_I32,
                _ => unreachable!(),
            };
            out.push(sop2(o, dst.lo(), ctx.src(a), ctx.src(b)));
            return Ok(());
        }
        // Shifts take the amount first in their "rev" VALU forms.
        let (o, x, y) = match opcode {
            Add => (op::V_ADD_U32, a, b),
            Sub => (op::V_SUB_U32, a, b),
            Mul => (op::V_MUL_LO_U32, a, b),
            And => (op::V_AND_B32, a, b),
            Or => (op::V_OR_B32, a, b),
            Xor => (op::V_XOR_B32, a, b),
            Shl => (op::V_LSHLREV_B32, b, a),
            LShr => (op::V_LSHRREV_B32, b, a),
            AShr => (op::V_ASHRREV_I32, b, a),
            UMin => (op::V_MIN_U32, a, b),
            UMax => (op::V_MAX_U32, a, b),
            SMin => (op::V_MIN_I32, a, b),
            SMax => (op::V_MAX_I32, a, b),
            _ => unreachable!(),
        };
        let mut reads = 0;
        let s0 = valu_src(out, ctx.src(x), &mut reads, Operand::v(tv[0]));
        let s1 = valu_src(out, ctx.src(y), &mut reads, Operand::v(tv[1]));
        out.push(vop(o, dst.lo(), &[s0, s1]));
        return Ok(());
    }
    match (opcode, scalar) {
        (Add | Sub, true) => {
            let (lo, hi) = if opcode == Add {
                (op::S_ADD_U32, op::S_ADDC_U32)
            } else {
                (op::S_SUB_U32, op::S_SUBB_U32)
            };
            out.push(sop2(lo, dst.lo(), ctx.src(a), ctx.src(b)));
            out.push(sop2(hi, dst.hi(), ctx.src_hi(a), ctx.src_hi(b)));
        }
        (Add | Sub, false) => {
            // The carry travels in an SGPR pair, which uses up the constant bus of the high
            // half: its sources must be VGPRs or inline constants.
            let (lo, hi) = if opcode == Add {
                (op::V_ADD_CO_U32, op::V_ADDC_CO_U32)
            } else {
                (op::V_SUB_CO_U32, op::V_SUBB_CO_U32)
            };
            let carry = Operand::s(ts[0]);
            let mut reads = 0;
            let a0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[0]));
            let b0 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[0] + 1));
            let mut i = vop(lo, dst.lo(), &[a0, b0]);
            i.sdst = carry;
            out.push(i);
            let mut reads = 1;
            let a1 = valu_src(out, ctx.src_hi(a), &mut reads, Operand::v(tv[1]));
            let b1 = valu_src(out, ctx.src_hi(b), &mut reads, Operand::v(tv[1] + 1));
            // (The high half's carry-out is dead: it overwrites the carry it reads.)
            let mut i = vop(hi, dst.hi(), &[a1, b1, carry]);
            i.sdst = carry;
            out.push(i);
        }
        (And | Or | Xor, true) => {
            let o = match opcode {
                And => op::S_AND_B64,
                Or => op::S_OR_B64,
                _ => op::S_XOR_B64,
            };
            let (sa, sb) = (pair_src(ctx, a), pair_src(ctx, b));
            out.push(sop2(o, dst.lo(), sa, sb));
        }
        (And | Or | Xor, false) => {
            let o = match opcode {
                And => op::V_AND_B32,
                Or => op::V_OR_B32,
                _ => op::V_XOR_B32,
            };
            for (d, x, y) in [
                (dst.lo(), ctx.src(a), ctx.src(b)),
                (dst.hi(), ctx.src_hi(a), ctx.src_hi(b)),
            ] {
                let mut reads = 0;
                let s0 = valu_src(out, x, &mut reads, Operand::v(tv[0]));
                let s1 = valu_src(out, y, &mut reads, Operand::v(tv[1]));
                out.push(vop(o, d, &[s0, s1]));
            }
        }
        (Shl | LShr | AShr, true) => {
            let o = match opcode {
                Shl => op::S_LSHL_B64,
                LShr => op::S_LSHR_B64,
                _ => op::S_ASHR_I64,
            };
            out.push(sop2(o, dst.lo(), pair_src(ctx, a), ctx.src(b)));
        }
        (Shl | LShr | AShr, false) => {
            let o = match opcode {
                Shl => op::V_LSHLREV_B64,
                LShr => op::V_LSHRREV_B64,
                _ => op::V_ASHRREV_I64,
            };
            let mut reads = 0;
            let amount = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[0]));
            let value = vgpr_pair(ctx, out, a, &mut reads, tv[1]);
            out.push(vop(o, dst.lo(), &[amount, value]));
        }
        (Mul, true) => {
            // (a1:a0) * (b1:b0) mod 2^64 = a0*b0 + ((a0*b1 + a1*b0) << 32); a partial product
            // whose high factor is known zero (a zero-extended 32-bit value) is left out.
            let (a_wide, b_wide) = (!high_half_zero(ctx, a), !high_half_zero(ctx, b));
            let t = ts[0];
            if !a_wide && !b_wide {
                out.push(sop2(op::S_MUL_HI_U32, dst.hi(), ctx.src(a), ctx.src(b)));
                out.push(sop2(op::S_MUL_I32, dst.lo(), ctx.src(a), ctx.src(b)));
                return Ok(());
            }
            out.push(sop2(op::S_MUL_HI_U32, Operand::s(t), ctx.src(a), ctx.src(b)));
            if b_wide {
                out.push(sop2(op::S_MUL_I32, Operand::s(t + 1), ctx.src(a), ctx.src_hi(b)));
                let last = if a_wide { Operand::s(t) } else { dst.hi() };
                out.push(sop2(op::S_ADD_U32, last, Operand::s(t), Operand::s(t + 1)));
            }
            if a_wide {
                out.push(sop2(op::S_MUL_I32, Operand::s(t + 1), ctx.src_hi(a), ctx.src(b)));
                out.push(sop2(op::S_ADD_U32, dst.hi(), Operand::s(t), Operand::s(t + 1)));
            }
            out.push(sop2(op::S_MUL_I32, dst.lo(), ctx.src(a), ctx.src(b)));
        }
        (Mul, false) => {
            let (a_wide, b_wide) = (!high_half_zero(ctx, a), !high_half_zero(ctx, b));
            let (t0, t1) = (Operand::v(tv[0]), Operand::v(tv[0] + 1));
            // A cross term `x * y` (low halves) into `d`.
            let mul_lo = |out: &mut Out, d: Operand, x: Operand, y: Operand| {
                let mut reads = 0;
                let s0 = valu_src(out, x, &mut reads, Operand::v(tv[1]));
                let s1 = valu_src(out, y, &mut reads, Operand::v(tv[1] + 1));
                out.push(vop(op::V_MUL_LO_U32, d, &[s0, s1]));
            };
            if !a_wide || !b_wide {
                // The full 32 x 32 -> 64 product of the low halves in one `v_mad_u64_u32`, then
                // the one cross term whose factors may both be nonzero.
                let mut reads = 0;
                let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[1]));
                let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
                let zero = Operand::int(0).expect("inline");
                out.push(with_carry(
                    op::V_MAD_U64_U32,
                    dst.lo(),
                    Operand::s(ts[0]),
                    &[s0, s1, zero],
                ));
                if a_wide || b_wide {
                    let (x, y) = if b_wide {
                        (ctx.src(a), ctx.src_hi(b))
                    } else {
                        (ctx.src_hi(a), ctx.src(b))
                    };
                    mul_lo(out, t0, x, y);
                    out.push(vop(op::V_ADD_U32, dst.hi(), &[dst.hi(), t0]));
                }
                return Ok(());
            }
            let mut reads = 0;
            let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[1]));
            let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
            out.push(vop(op::V_MUL_HI_U32, t0, &[s0, s1]));
            mul_lo(out, t1, ctx.src(a), ctx.src_hi(b));
            out.push(vop(op::V_ADD_U32, t0, &[t0, t1]));
            mul_lo(out, t1, ctx.src_hi(a), ctx.src(b));
            mul_lo(out, dst.lo(), ctx.src(a), ctx.src(b));
            out.push(vop(op::V_ADD_U32, dst.hi(), &[t0, t1]));
        }
        _ => return Err(format!("kcc cannot generate code for '{opcode}' on {ty} values yet")),
    }
    Ok(())
}

/// `mul.wide.u a, b` and `mad.wide.u a, b, c`: the 64-bit product of two 32-bit values (plus
/// `c`). Scalar: `s_mul_hi_u32` and `s_mul_i32` (then a 64-bit add); vector: one
/// `v_mad_u64_u32`, whose sources may read one SGPR (others are copied first).
pub(super) fn mul_wide(ctx: &Ctx, out: &mut Out, dst: Loc, operands: &[Value]) -> Result<(), String> {
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    let (a, b) = (operands[0], operands[1]);
    if matches!(dst, Loc::Sgpr(_)) {
        let Some(&c) = operands.get(2) else {
            out.push(sop2(op::S_MUL_HI_U32, dst.hi(), ctx.src(a), ctx.src(b)));
            out.push(sop2(op::S_MUL_I32, dst.lo(), ctx.src(a), ctx.src(b)));
            return Ok(());
        };
        let t = ts[0];
        out.push(sop2(op::S_MUL_HI_U32, Operand::s(t + 1), ctx.src(a), ctx.src(b)));
        out.push(sop2(op::S_MUL_I32, Operand::s(t), ctx.src(a), ctx.src(b)));
        out.push(sop2(op::S_ADD_U32, dst.lo(), Operand::s(t), ctx.src(c)));
        out.push(sop2(op::S_ADDC_U32, dst.hi(), Operand::s(t + 1), ctx.src_hi(c)));
        return Ok(());
    }
    if ctx.f.ty(a) == Type::I64 {
        // `a * zext b + c` (`fuse` makes it for VGPR results only): the high partial product
        // `a.hi * b` first (`dst` may share registers with the operands), then the low one
        // plus `c`, then the high one added to its high dword.
        let &c = operands.get(2).ok_or("mad.wide.u of an i64 without an addend")?;
        if !matches!(dst, Loc::Vgpr(_)) {
            return Err("kcc cannot generate code for a 64-bit 'mad.wide.u' outside VGPRs yet".into());
        }
        let high = Operand::v(tv[3]);
        let mut reads = 0;
        let ah = valu_src(out, ctx.src_hi(a), &mut reads, Operand::v(tv[2]));
        let bh = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[2] + 1));
        out.push(vop(op::V_MUL_LO_U32, high, &[ah, bh]));
        let mut reads = 0;
        let c = vgpr_pair(ctx, out, c, &mut reads, tv[0]);
        let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[1]));
        let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
        out.push(with_carry(op::V_MAD_U64_U32, dst.lo(), Operand::s(ts[0]), &[s0, s1, c]));
        out.push(vop(op::V_ADD_U32, dst.hi(), &[dst.hi(), high]));
        return Ok(());
    }
    let mut reads = 0;
    let c = match operands.get(2) {
        Some(&c) => vgpr_pair(ctx, out, c, &mut reads, tv[0]),
        None => Operand::int(0).expect("inline"),
    };
    let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[1]));
    let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
    out.push(with_carry(op::V_MAD_U64_U32, dst.lo(), Operand::s(ts[0]), &[s0, s1, c]));
    Ok(())
}

/// `mul.wide.s a, b`: the 64-bit product of two signed 32-bit values. Scalar: `s_mul_hi_i32`
/// and `s_mul_i32`; vector: one `v_mad_i64_i32` with a 0 addend.
pub(super) fn mul_wide_s(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    if matches!(dst, Loc::Sgpr(_)) {
        out.push(sop2(op::S_MUL_HI_I32, dst.hi(), ctx.src(a), ctx.src(b)));
        out.push(sop2(op::S_MUL_I32, dst.lo(), ctx.src(a), ctx.src(b)));
        return Ok(());
    }
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    let mut reads = 0;
    let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[1]));
    let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
    let zero = Operand::int(0).expect("inline");
    out.push(with_carry(
        op::V_MAD_I64_I32,
        dst.lo(),
        Operand::s(ts[0]),
        &[s0, s1, zero],
    ));
    Ok(())
}

/// Is the high half of the 64-bit integer `v` known to be zero (a zero-extended 32-bit value,
/// a small constant, a mask)?
fn high_half_zero(ctx: &Ctx, v: Value) -> bool {
    crate::bits::known_leading_zeros(ctx.f, v, 0) >= 32
}

/// A fused op (`Opcode::is_fused_int`): one VOP3 instruction, for VGPR results (the `fuse`
/// pass makes no others).
pub(super) fn fused(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, operands: &[Value]) -> Result<(), String> {
    use Opcode::*;
    if opcode == MadWideS {
        return mad_wide_s(ctx, out, dst, operands);
    }
    let o = match opcode {
        Add3 => op::V_ADD3_U32,
        LShlAdd => op::V_LSHL_ADD_U32,
        AddLShl => op::V_ADD_LSHL_U32,
        LShlOr => op::V_LSHL_OR_B32,
        AndOr => op::V_AND_OR_B32,
        Or3 => op::V_OR3_B32,
        MadU24 => op::V_MAD_U32_U24,
        BfeU => op::V_BFE_U32,
        AlignBit => op::V_ALIGNBIT_B32,
        _ => unreachable!(),
    };
    if let (Loc::Sgpr(_), LShlAdd) = (dst, opcode) {
        if let Some(o) = ctx.constant(operands[1]).and_then(scalar_shift_add) {
            out.push(sop2(o, dst.lo(), ctx.src(operands[0]), ctx.src(operands[2])));
            return Ok(());
        }
    }
    if !matches!(dst, Loc::Vgpr(_)) {
        return Err(format!("kcc cannot generate code for '{opcode}' outside VGPRs yet"));
    }
    let tv = ctx.temps.v;
    let temps = [tv[0], tv[0] + 1, tv[1]];
    let mut reads = 0;
    let srcs: Vec<Operand> = operands
        .iter()
        .zip(temps)
        .map(|(&v, t)| valu_src(out, ctx.src(v), &mut reads, Operand::v(t)))
        .collect();
    out.push(vop(o, dst.lo(), &srcs));
    Ok(())
}

/// `mad.wide.s a, b, c`: `sext a * sext b + c` in one `v_mad_i64_i32`, whose three sources
/// may read one SGPR (a 64-bit addend in SGPRs is one read); others are copied first.
fn mad_wide_s(ctx: &Ctx, out: &mut Out, dst: Loc, operands: &[Value]) -> Result<(), String> {
    if !matches!(dst, Loc::Vgpr(_)) {
        return Err("kcc cannot generate code for 'mad.wide.s' outside VGPRs yet".into());
    }
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    let mut reads = 0;
    let c = vgpr_pair(ctx, out, operands[2], &mut reads, tv[0]);
    let s0 = valu_src(out, ctx.src(operands[0]), &mut reads, Operand::v(tv[1]));
    let s1 = valu_src(out, ctx.src(operands[1]), &mut reads, Operand::v(tv[1] + 1));
    out.push(with_carry(op::V_MAD_I64_I32, dst.lo(), Operand::s(ts[0]), &[s0, s1, c]));
    Ok(())
}

/// gfx9's `s_lshl<k>_add_u32` for a shift by `k`, if there is one.
fn scalar_shift_add(k: u64) -> Option<Op> {
    Some(match k {
        1 => op::S_LSHL1_ADD_U32,
        2 => op::S_LSHL2_ADD_U32,
        3 => op::S_LSHL3_ADD_U32,
        4 => op::S_LSHL4_ADD_U32,
        _ => return None,
    })
}

pub(super) fn compare(
    ctx: &Ctx,
    out: &mut Out,
    p: IntPredicate,
    dst: Loc,
    bank: Bank,
    a: Value,
    b: Value,
) -> Result<(), String> {
    use IntPredicate::*;
    let f = ctx.f;
    if f.ty(a) == Type::I1 {
        // Lane masks are not per-lane values a VALU compare could read.
        return Err("kcc cannot generate code for 'icmp' on s1 values yet".into());
    }
    let wide = dwords(f.ty(a)) == 2;
    let signed = matches!(p, Sgt | Sge | Slt | Sle);
    let rel = match p {
        Eq => "eq",
        Ne => "ne",
        Ugt | Sgt => "gt",
        Uge | Sge => "ge",
        Ult | Slt => "lt",
        Ule | Sle => "le",
    };
    let kind = format!("{}{}", if signed { "i" } else { "u" }, if wide { 64 } else { 32 });
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    let vcmp = |out: &mut Out, dst: Operand| -> Result<(), String> {
        let name = format!("v_cmp_{rel}_{kind}");
        let o = Op::from_name(&name).ok_or_else(|| format!("no instruction {name}"))?;
        let mut reads = 0;
        let (s0, s1) = if wide {
            (
                vgpr_pair(ctx, out, a, &mut reads, tv[0]),
                vgpr_pair(ctx, out, b, &mut reads, tv[1]),
            )
        } else {
            (
                valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[0])),
                valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1])),
            )
        };
        out.push(vop(o, dst, &[s0, s1]));
        Ok(())
    };
    match bank {
        Bank::LaneMask => vcmp(out, dst.lo()),
        _ => {
            // A uniform comparison leaves 0 or 1 in an SGPR.
            if wide && !matches!(p, Eq | Ne) {
                // No 64-bit ordered scalar compare: compare in the VALU (all active lanes
                // agree) and test the mask.
                vcmp(out, Operand::s(ts[0]))?;
                out.push(sopc(
                    op::S_CMP_LG_U64,
                    Operand::s(ts[0]),
                    Operand::int(0).expect("inline"),
                ));
            } else {
                let name = if wide {
                    format!("s_cmp_{}_u64", if p == Eq { "eq" } else { "lg" })
                } else {
                    format!(
                        "s_cmp_{}_{}",
                        if p == Ne { "lg" } else { rel },
                        if signed { "i32" } else { "u32" }
                    )
                };
                let o = Op::from_name(&name).ok_or_else(|| format!("no instruction {name}"))?;
                let (s0, s1) = if wide {
                    (pair_src(ctx, a), pair_src(ctx, b))
                } else {
                    (ctx.src(a), ctx.src(b))
                };
                out.push(sopc(o, s0, s1));
            }
            let one = Operand::int(1).expect("inline");
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), one, Operand::int(0).expect("inline")));
            Ok(())
        }
    }
}

pub(super) fn extend(
    ctx: &Ctx,
    out: &mut Out,
    signed: bool,
    dst: Loc,
    bank: Bank,
    ty: Type,
    v: Value,
) -> Result<(), String> {
    let f = ctx.f;
    let from = f.ty(v);
    let scalar = bank == Bank::Sgpr;
    let zero = Operand::int(0).expect("inline");
    // The low dword: the value extended to 32 bits.
    match from {
        Type::I1 => {
            let one = if signed {
                Operand::int(-1).expect("inline")
            } else {
                Operand::int(1).expect("inline")
            };
            if f.value(v).bank == Bank::LaneMask {
                if scalar {
                    // The analysis found the value the same in every active lane (one the
                    // lanes carry out of a loop, equal in every iteration): any active lane's.
                    let t = Operand::s(ctx.temps.s[0]);
                    out.push(sop2(op::S_AND_B64, t, ctx.loc(v).lo(), Operand::EXEC));
                    out.push(sop2(op::S_CSELECT_B32, dst.lo(), one, zero));
                } else {
                    out.push(vop(op::V_CNDMASK_B32, dst.lo(), &[zero, one, ctx.loc(v).lo()]));
                }
            } else if scalar {
                out.push(sopc(op::S_CMP_LG_U32, ctx.src(v), zero));
                out.push(sop2(op::S_CSELECT_B32, dst.lo(), one, zero));
            } else {
                let m = mask_of(ctx, out, v, ctx.temps.s[0]);
                out.push(vop(op::V_CNDMASK_B32, dst.lo(), &[zero, one, m]));
            }
        }
        Type::I8 | Type::I16 => {
            let width = from.bits();
            if scalar {
                if signed {
                    let o = if width == 8 {
                        op::S_SEXT_I32_I8
                    } else {
                        op::S_SEXT_I32_I16
                    };
                    out.push(sop1(o, dst.lo(), ctx.src(v)));
                } else {
                    let mut i = sop2(op::S_AND_B32, dst.lo(), ctx.src(v), Operand::NONE);
                    imm(&mut i, 1, (1u32 << width) - 1);
                    out.push(i);
                }
            } else if !signed && zero_extending_load(ctx, v) {
                out.mov(dst.lo(), ctx.src(v));
            } else {
                let o = if signed { op::V_BFE_I32 } else { op::V_BFE_U32 };
                let mut reads = 0;
                let s = valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[0]));
                out.push(vop(
                    o,
                    dst.lo(),
                    &[s, zero, Operand::int(width as i32).expect("inline")],
                ));
            }
        }
        _ => out.mov(dst.lo(), ctx.src(v)),
    }
    if dwords(ty) == 2 {
        if signed {
            let sign = Operand::int(31).expect("inline");
            if scalar {
                out.push(sop2(op::S_ASHR_I32, dst.hi(), dst.lo(), sign));
            } else {
                out.push(vop(op::V_ASHRREV_I32, dst.hi(), &[sign, dst.lo()]));
            }
        } else {
            out.mov(dst.hi(), zero);
        }
    }
    Ok(())
}

/// Is the narrow `v` loaded into a VGPR, by an instruction that zero-extends it to the dword
/// (`global_load_ubyte`/`_ushort`, `ds_read_u8`/`_u16`, `buffer_load_ubyte`/`_ushort`,
/// `flat_load_ubyte`/`_ushort`: `mem::load`)? Then its zero extension is a move.
fn zero_extending_load(ctx: &Ctx, v: Value) -> bool {
    let f = ctx.f;
    f.value(v).bank == Bank::Vgpr
        && matches!(f.ty(v), Type::I8 | Type::I16)
        && f.def_op(v).is_some_and(|op| f.op(op).opcode == Opcode::Load)
}

pub(super) fn truncate(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, ty: Type, v: Value) -> Result<(), String> {
    if ty != Type::I1 {
        // Narrow values keep undefined high bits; only the low dword is needed.
        out.mov(dst.lo(), ctx.src(v));
        return Ok(());
    }
    let one = Operand::int(1).expect("inline");
    let zero = Operand::int(0).expect("inline");
    match bank {
        Bank::LaneMask => {
            let t = Operand::v(ctx.temps.v[0]);
            let mut reads = 0;
            let s = valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[1]));
            out.push(vop(op::V_AND_B32, t, &[one, s]));
            out.push(vop(op::V_CMP_NE_U32, dst.lo(), &[zero, t]));
        }
        _ => out.push(sop2(op::S_AND_B32, dst.lo(), ctx.src(v), one)),
    }
    Ok(())
}

/// `sext a << k` into a register pair: `a << k` low, `a >>s (32 - k)` high, the half that
/// overlaps `a` written last.
pub(super) fn sext_shl(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, k: Value) -> Result<(), String> {
    let k = ctx
        .constant(k)
        .filter(|k| (1..32).contains(k))
        .ok_or("sext.shl by a non-constant")? as i32;
    let x = ctx.src(a);
    let lo = |out: &mut Out| match dst {
        Loc::Sgpr(_) => out.push(sop2(op::S_LSHL_B32, dst.lo(), x, Operand::int(k).expect("inline"))),
        _ => out.push(vop(op::V_LSHLREV_B32, dst.lo(), &[Operand::int(k).expect("inline"), x])),
    };
    let hi = |out: &mut Out| match dst {
        Loc::Sgpr(_) => out.push(sop2(op::S_ASHR_I32, dst.hi(), x, Operand::int(32 - k).expect("inline"))),
        _ => out.push(vop(
            op::V_ASHRREV_I32,
            dst.hi(),
            &[Operand::int(32 - k).expect("inline"), x],
        )),
    };
    if x == dst.lo() {
        hi(out);
        lo(out);
    } else {
        lo(out);
        hi(out);
    }
    Ok(())
}

/// `b + zext a` on 64 bits: an add of the low dwords and a carry add of `b`'s high dword and
/// the inline 0. In the VALU the carry takes the high half's constant-bus read, so an SGPR
/// high dword goes through a VGPR.
pub(super) fn add_zext(ctx: &Ctx, out: &mut Out, dst: Loc, b: Value, a: Value) -> Result<(), String> {
    let zero = Operand::int(0).expect("inline");
    if let Loc::Sgpr(_) = dst {
        out.push(sop2(op::S_ADD_U32, dst.lo(), ctx.src(b), ctx.src(a)));
        out.push(sop2(op::S_ADDC_U32, dst.hi(), ctx.src_hi(b), zero));
        return Ok(());
    }
    let tv = ctx.temps.v;
    let carry = Operand::s(ctx.temps.s[0]);
    let mut reads = 0;
    let lo_b = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[0]));
    let lo_a = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[0] + 1));
    // (The high dword of `b` is read after the low dword is written: copy it first.)
    let mut reads = 1;
    let hi_b = valu_src(out, ctx.src_hi(b), &mut reads, Operand::v(tv[1]));
    let hi_b = if hi_b == dst.lo() {
        out.mov(Operand::v(tv[1]), hi_b);
        Operand::v(tv[1])
    } else {
        hi_b
    };
    out.push(with_carry(op::V_ADD_CO_U32, dst.lo(), carry, &[lo_b, lo_a]));
    out.push(with_carry(op::V_ADDC_CO_U32, dst.hi(), carry, &[hi_b, zero, carry]));
    Ok(())
}

/// The high half of a 32-bit product: one `s_mul_hi` or `v_mul_hi` (VOP3 only, so a literal
/// operand goes through a register).
pub(super) fn mul_hi(ctx: &Ctx, out: &mut Out, signed: bool, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    if let Loc::Sgpr(_) = dst {
        let o = if signed { op::S_MUL_HI_I32 } else { op::S_MUL_HI_U32 };
        out.push(sop2(o, dst.lo(), ctx.src(a), ctx.src(b)));
        return Ok(());
    }
    let o = if signed { op::V_MUL_HI_I32 } else { op::V_MUL_HI_U32 };
    let tv = ctx.temps.v;
    let mut reads = 0;
    let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[0]));
    let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1]));
    out.push(vop(o, dst.lo(), &[s0, s1]));
    Ok(())
}

/// 32-bit division and remainder in the VALU, as LLVM expands them: a float reciprocal of the
/// divisor scaled to 2^32, refined by one Newton step, gives a quotient estimate that two
/// conditional corrections make exact. Signed forms divide the magnitudes and fix the signs.
/// Unsigned forms read the operands where they are; the second correction only updates the
/// result the op returns, and the last instruction writes it (so it may share a register with
/// an operand): as llc-22's code, no copies in or out.
pub(super) fn divide(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, n: Value, d: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let (z, t) = (Operand::v(tv[0]), Operand::v(tv[0] + 1));
    let (q, r) = (Operand::v(tv[1]), Operand::v(tv[1] + 1));
    let m = Operand::s(ctx.temps.s[0]);
    let signed = matches!(opcode, Opcode::SDiv | Opcode::SRem);
    let quotient = matches!(opcode, Opcode::UDiv | Opcode::SDiv);
    let int = |v: i32| Operand::int(v).expect("inline");
    // The magnitudes divided: |x| = max(x, -x) (as unsigned, |INT_MIN| too).
    let (nn, dd) = if signed {
        let (nn, dd) = (Operand::v(tv[2]), Operand::v(tv[2] + 1));
        for (x, magnitude) in [(ctx.src(n), nn), (ctx.src(d), dd)] {
            out.push(vop(op::V_SUB_U32, t, &[int(0), x]));
            out.push(vop(op::V_MAX_I32, magnitude, &[x, t]));
        }
        (nn, dd)
    } else {
        // (Each instruction below reads one of them at most: one SGPR on the constant bus.)
        (ctx.src(n), ctx.src(d))
    };
    out.push(vop(op::V_CVT_F32_U32, z, &[dd]));
    out.push(vop(op::V_RCP_IFLAG_F32, z, &[z]));
    let mut scale = Inst::new(op::V_MUL_F32);
    scale.dst = z;
    scale.src = [Operand::LITERAL, z, Operand::NONE];
    scale.lit = 0x4f7f_fffe; // 2^32 - 512, so the truncated product stays below 2^32 / d
    out.push(scale);
    out.push(vop(op::V_CVT_U32_F32, z, &[z]));
    out.push(vop(op::V_SUB_U32, t, &[int(0), dd]));
    out.push(vop(op::V_MUL_LO_U32, t, &[t, z]));
    out.push(vop(op::V_MUL_HI_U32, t, &[z, t]));
    out.push(vop(op::V_ADD_U32, z, &[z, t]));
    out.push(vop(op::V_MUL_HI_U32, q, &[nn, z]));
    out.push(vop(op::V_MUL_LO_U32, t, &[q, dd]));
    out.push(vop(op::V_SUB_U32, r, &[nn, t]));
    // Where the last instruction writes: the result's VGPR when it has one and needs no sign.
    let last = match dst {
        Loc::Vgpr(_) if !signed => dst.lo(),
        _ if quotient => q,
        _ => r,
    };
    out.push(vop(op::V_CMP_GE_U32, m, &[r, dd]));
    out.push(vop(op::V_ADD_U32, t, &[int(1), q]));
    out.push(vop(op::V_CNDMASK_B32, q, &[q, t, m]));
    out.push(vop(op::V_SUB_U32, t, &[r, dd]));
    out.push(vop(op::V_CNDMASK_B32, r, &[r, t, m]));
    out.push(vop(op::V_CMP_GE_U32, m, &[r, dd]));
    if quotient {
        out.push(vop(op::V_ADD_U32, t, &[int(1), q]));
        out.push(vop(op::V_CNDMASK_B32, last, &[q, t, m]));
    } else {
        out.push(vop(op::V_SUB_U32, t, &[r, dd]));
        out.push(vop(op::V_CNDMASK_B32, last, &[r, t, m]));
    }
    let mut result = last;
    if signed {
        // The result's sign, into z (free by now): the remainder's is the dividend's, the
        // quotient's the xor of both (the operands are still there: nothing wrote the result
        // yet). A VOP3 reads one SGPR at most.
        let (x, y) = (ctx.src(n), ctx.src(d));
        let sign = z;
        if !quotient {
            out.push(vop(op::V_ASHRREV_I32, sign, &[int(31), x]));
        } else if x.is_vgpr() || y.is_vgpr() || x.inline_b32().is_some() || y.inline_b32().is_some() || x == y {
            out.push(vop(op::V_XOR_B32, sign, &[x, y]));
            out.push(vop(op::V_ASHRREV_I32, sign, &[int(31), sign]));
        } else {
            out.push(vop(op::V_ASHRREV_I32, sign, &[int(31), x]));
            out.push(vop(op::V_ASHRREV_I32, t, &[int(31), y]));
            out.push(vop(op::V_XOR_B32, sign, &[sign, t]));
        }
        // (x ^ sign) - sign negates when the sign is -1.
        out.push(vop(op::V_XOR_B32, result, &[result, sign]));
        if let Loc::Vgpr(_) = dst {
            result = dst.lo();
        }
        out.push(vop(op::V_SUB_U32, result, &[last, sign]));
    }
    out.mov(dst.lo(), result);
    Ok(())
}

/// A 64-bit operand of a VALU expansion: its two dwords (registers or inline constants) and
/// the operand an instruction reading all 64 bits takes.
#[derive(Clone, Copy)]
pub(super) struct Wide {
    pub lo: Operand,
    pub hi: Operand,
    pub whole: Operand,
}

impl Wide {
    /// VGPRs `n`, `n + 1`.
    pub fn vgprs(n: u8) -> Wide {
        Wide {
            lo: Operand::v(n),
            hi: Operand::v(n + 1),
            whole: Operand::v(n),
        }
    }

    /// SGPRs `n`, `n + 1`.
    pub fn sgprs(n: u8) -> Wide {
        Wide {
            lo: Operand::s(n),
            hi: Operand::s(n + 1),
            whole: Operand::s(n),
        }
    }

    pub fn of(ctx: &Ctx, v: Value) -> Wide {
        Wide {
            lo: ctx.src(v),
            hi: ctx.src_hi(v),
            whole: pair_src(ctx, v),
        }
    }

    pub fn at(l: Loc) -> Wide {
        Wide {
            lo: l.lo(),
            hi: l.hi(),
            whole: l.lo(),
        }
    }

    pub fn zero() -> Wide {
        let zero = Operand::int(0).expect("inline");
        Wide {
            lo: zero,
            hi: zero,
            whole: zero,
        }
    }
}

/// A VALU instruction that also writes a carry (or other lane mask) to the SGPR pair `sdst`.
pub(super) fn with_carry(o: Op, dst: Operand, sdst: Operand, srcs: &[Operand]) -> Inst {
    let mut i = vop(o, dst, srcs);
    i.sdst = sdst;
    i
}

/// A register the constant bus carries (SGPRs; inline constants are free).
fn on_bus(o: Operand) -> bool {
    !o.is_vgpr() && o.inline_b32().is_none()
}

/// `dst = a - b` on 64 bits into VGPRs, the borrow passing through the SGPR pair `carry`.
/// gfx900's VALU reads one SGPR (or pair) per instruction and the borrow is one, so a high
/// dword in an SGPR is subtracted before the borrow. `dst` may be `a` or `b`.
pub(super) fn sub64(out: &mut Out, dst: Wide, a: Wide, b: Wide, carry: Operand) {
    let (mut alo, mut ahi) = (a.lo, a.hi);
    // Two SGPR sources: one goes through `dst` first (it is neither, being VGPRs).
    if on_bus(a.lo) && on_bus(b.lo) && a.lo != b.lo {
        out.mov(dst.lo, a.lo);
        alo = dst.lo;
    }
    out.push(with_carry(op::V_SUB_CO_U32, dst.lo, carry, &[alo, b.lo]));
    if !on_bus(a.hi) && !on_bus(b.hi) {
        out.push(with_carry(op::V_SUBB_CO_U32, dst.hi, carry, &[a.hi, b.hi, carry]));
        return;
    }
    if on_bus(a.hi) && on_bus(b.hi) && a.hi != b.hi {
        out.mov(dst.hi, a.hi);
        ahi = dst.hi;
    }
    out.push(vop(op::V_SUB_U32, dst.hi, &[ahi, b.hi]));
    out.push(with_carry(
        op::V_SUBB_CO_U32,
        dst.hi,
        carry,
        &[dst.hi, Operand::int(0).expect("inline"), carry],
    ));
}

/// The high 64 bits of the 128-bit product `a * b` into the VGPR pair `x` (which must not
/// overlap `a` or `b`), with `v_mad_u64_u32`: a partial sum that could exceed 64 bits leaves
/// its carry in the SGPR pair `carry`, which then becomes bit 32 of the next addend.
fn mul_hi64(out: &mut Out, x: Wide, a: Wide, b: Wide, carry: Operand) {
    let zero = Operand::int(0).expect("inline");
    let one = Operand::int(1).expect("inline");
    out.push(vop(op::V_MUL_HI_U32, x.lo, &[a.lo, b.lo]));
    out.mov(x.hi, zero);
    // a.lo * b.hi + hi(a.lo * b.lo) < 2^64: no carry.
    out.push(with_carry(op::V_MAD_U64_U32, x.lo, carry, &[a.lo, b.hi, x.whole]));
    out.push(with_carry(op::V_MAD_U64_U32, x.lo, carry, &[a.hi, b.lo, x.whole]));
    out.mov(x.lo, x.hi);
    out.push(vop(op::V_CNDMASK_B32, x.hi, &[zero, one, carry]));
    out.push(with_carry(op::V_MAD_U64_U32, x.lo, carry, &[a.hi, b.hi, x.whole]));
}

/// The high half of a 64-bit product (`mulhi.u`/`mulhi.s` on i64) in the VALU: the unsigned
/// high half from 32-bit partial products (`mul_hi64`), then for signed operands minus `b`
/// where `a` is negative and minus `a` where `b` is (mod 2^64). A constant operand's sign is
/// known, so its correction is a plain subtraction or nothing.
pub(super) fn mul_hi64_op(ctx: &Ctx, out: &mut Out, signed: bool, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    if dst == Loc::None {
        return Ok(());
    }
    let tv = ctx.temps.v;
    let carry = Operand::s(ctx.temps.s[0]);
    // One operand in VGPRs, so each instruction reads at most one SGPR (the other operand).
    let (x, y) = (vector_wide(ctx, out, a, tv[0]), Wide::of(ctx, b));
    let r = Wide::vgprs(tv[1]);
    mul_hi64(out, r, x, y, carry);
    if signed {
        let t = Wide::vgprs(tv[2]);
        for (neg, value, other) in [(x, a, y), (y, b, x)] {
            let known_negative = ctx.constant(value).map(|c| (c as i64) < 0);
            subtract_where_negative(out, r, neg, known_negative, other, t, carry);
        }
    }
    put_result(out, dst, r.lo, true);
    Ok(())
}

/// `r -= other` where the 64-bit `neg` is negative (`r` and `t` VGPR pairs, `t` scratch;
/// `known_negative` when `neg` is a constant).
fn subtract_where_negative(
    out: &mut Out,
    r: Wide,
    neg: Wide,
    known_negative: Option<bool>,
    other: Wide,
    t: Wide,
    carry: Operand,
) {
    match known_negative {
        Some(false) => {}
        Some(true) => sub64(out, r, r, other, carry),
        None => {
            // All ones where negative; `other` is masked with it (one SGPR read each).
            out.push(vop(
                op::V_ASHRREV_I32,
                t.hi,
                &[Operand::int(31).expect("inline"), neg.hi],
            ));
            out.push(vop(op::V_AND_B32, t.lo, &[t.hi, other.lo]));
            out.push(vop(op::V_AND_B32, t.hi, &[t.hi, other.hi]));
            sub64(out, r, r, t, carry);
        }
    }
}

/// The low 64 bits of `a * b` into the VGPR pair `x` (not overlapping `a` or `b`); `t` is a
/// scratch VGPR.
fn mul_lo64(out: &mut Out, x: Wide, a: Wide, b: Wide, t: Operand, carry: Operand) {
    out.push(with_carry(
        op::V_MAD_U64_U32,
        x.lo,
        carry,
        &[a.lo, b.lo, Operand::int(0).expect("inline")],
    ));
    out.push(vop(op::V_MUL_LO_U32, t, &[a.lo, b.hi]));
    out.push(vop(op::V_ADD_U32, x.hi, &[x.hi, t]));
    out.push(vop(op::V_MUL_LO_U32, t, &[a.hi, b.lo]));
    out.push(vop(op::V_ADD_U32, x.hi, &[x.hi, t]));
}

/// A VOP2 instruction with a literal as its first source.
pub(super) fn with_literal(o: Op, dst: Operand, lit: u32, src1: Operand) -> Inst {
    let mut i = Inst::new(o);
    i.dst = dst;
    i.src = [Operand::LITERAL, src1, Operand::NONE];
    i.lit = lit;
    i
}

/// `v_madmk_f32 dst, a, K, b`: a * K + b.
fn madmk(dst: Operand, a: Operand, k: u32, b: Operand) -> Inst {
    let mut i = Inst::new(op::V_MADMK_F32);
    i.dst = dst;
    i.src = [a, b, Operand::NONE];
    i.lit = k;
    i
}

/// Unsigned 64-bit division with remainder in the VALU, LLVM's expansion (after Rodeheffer,
/// "Software Integer Division"): a float reciprocal of `d` scaled to 2^64 and split into two
/// dwords, two Newton-Raphson steps in integer arithmetic (R += mulhi(R, -d * R)), the quotient
/// estimate mulhi(n, R), and two conditional corrections. `n` and `d` may be SGPRs or
/// constants; `p` are three scratch VGPR pairs; quotient in `p[1]`, remainder in `p[0]`.
fn udivrem64_core(out: &mut Out, n: Wide, d: Wide, p: [Wide; 3], carry: Operand, cond: Operand) {
    let [r, e, x] = p;
    // R ≈ 2^64 / d from f32: (d.hi * 2^32 + d.lo), its reciprocal times 2^64 (a little less,
    // so R stays below the true value), split into a high and a low dword.
    out.push(vop(op::V_CVT_F32_U32, r.lo, &[d.lo]));
    out.push(vop(op::V_CVT_F32_U32, r.hi, &[d.hi]));
    out.push(madmk(r.lo, r.hi, 0x4f80_0000, r.lo)); // 2^32
    out.push(vop(op::V_RCP_F32, r.lo, &[r.lo]));
    out.push(with_literal(op::V_MUL_F32, r.lo, 0x5f7f_fffc, r.lo)); // 2^64 - 2^41
    out.push(with_literal(op::V_MUL_F32, r.hi, 0x2f80_0000, r.lo)); // 2^-32
    out.push(vop(op::V_TRUNC_F32, r.hi, &[r.hi]));
    out.push(madmk(r.lo, r.hi, 0xcf80_0000, r.lo)); // -2^32
    out.push(vop(op::V_CVT_U32_F32, r.hi, &[r.hi]));
    out.push(vop(op::V_CVT_U32_F32, r.lo, &[r.lo]));
    for _ in 0..2 {
        // e = -d * R (mod 2^64), the error of R; R += mulhi(R, e).
        mul_lo64(out, e, d, r, x.lo, carry);
        sub64(out, e, Wide::zero(), e, carry);
        mul_hi64(out, x, r, e, carry);
        out.push(with_carry(op::V_ADD_CO_U32, r.lo, carry, &[r.lo, x.lo]));
        out.push(with_carry(op::V_ADDC_CO_U32, r.hi, carry, &[r.hi, x.hi, carry]));
    }
    let (q, rem) = (e, r);
    mul_hi64(out, q, n, r, carry);
    mul_lo64(out, rem, q, d, x.lo, carry);
    sub64(out, rem, n, rem, carry);
    // The estimate is at most two below the quotient.
    let zero = Operand::int(0).expect("inline");
    for _ in 0..2 {
        out.push(vop(op::V_CMP_GE_U64, cond, &[rem.whole, d.whole]));
        sub64(out, x, rem, d, carry);
        out.push(vop(op::V_CNDMASK_B32, rem.lo, &[rem.lo, x.lo, cond]));
        out.push(vop(op::V_CNDMASK_B32, rem.hi, &[rem.hi, x.hi, cond]));
        // q += 1 where cond: the condition is the carry into the low dword.
        out.push(with_carry(op::V_ADDC_CO_U32, q.lo, carry, &[zero, q.lo, cond]));
        out.push(with_carry(op::V_ADDC_CO_U32, q.hi, carry, &[zero, q.hi, carry]));
    }
}

/// `dst = v` where the lane's bit of `mask` is clear, `-v` where it is set, into VGPRs; `v`
/// must be VGPRs (`dst` may be `v`), `t` is a scratch VGPR pair.
fn negate_where(out: &mut Out, dst: Wide, v: Wide, t: Wide, mask: Operand, carry: Operand) {
    sub64(out, t, Wide::zero(), v, carry);
    out.push(vop(op::V_CNDMASK_B32, dst.lo, &[v.lo, t.lo, mask]));
    out.push(vop(op::V_CNDMASK_B32, dst.hi, &[v.hi, t.hi, mask]));
}

/// 64-bit division and remainder, uniform or divergent, in the VALU (a uniform result is read
/// back from the first active lane). Signed forms divide the magnitudes: the signs are kept
/// as lane masks, the magnitude of `d` in the fourth scratch pair and that of `n` in the
/// result's registers, which are free once both operands have been read.
pub(super) fn divide64(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, n: Value, d: Value) -> Result<(), String> {
    if dst == Loc::None {
        return Ok(());
    }
    let tv = ctx.temps.v;
    let p = [Wide::vgprs(tv[0]), Wide::vgprs(tv[1]), Wide::vgprs(tv[2])];
    let [carry, cond, sign] = ctx.temps.s.map(Operand::s);
    let signed = matches!(opcode, Opcode::SDiv | Opcode::SRem);
    let (nn, dd) = if signed {
        let (abs_n, abs_d) = (p[0], Wide::vgprs(tv[3]));
        let negative = |out: &mut Out, mask: Operand, x: Value| {
            out.push(vop(
                op::V_CMP_GT_I32,
                mask,
                &[Operand::int(0).expect("inline"), ctx.src_hi(x)],
            ));
        };
        negative(out, cond, d);
        negative(out, sign, n);
        for (to, from, mask) in [(abs_d, d, cond), (abs_n, n, sign)] {
            out.mov(to.lo, ctx.src(from));
            out.mov(to.hi, ctx.src_hi(from));
            negate_where(out, to, to, p[2], mask, carry);
        }
        if opcode == Opcode::SDiv {
            // The quotient is negative where exactly one operand is.
            out.push(sop2(op::S_XOR_B64, sign, sign, cond));
        }
        out.mov(dst.lo(), abs_n.lo);
        out.mov(dst.hi(), abs_n.hi);
        (Wide::at(dst), abs_d)
    } else {
        (Wide::of(ctx, n), Wide::of(ctx, d))
    };
    udivrem64_core(out, nn, dd, p, carry, cond);
    let result = if matches!(opcode, Opcode::UDiv | Opcode::SDiv) {
        p[1]
    } else {
        p[0]
    };
    if signed {
        // The remainder takes the sign of n; the quotient that of n / d.
        negate_where(out, result, result, p[2], sign, carry);
    }
    out.mov(dst.lo(), result.lo);
    out.mov(dst.hi(), result.hi);
    Ok(())
}

/// A 64-bit operand in VGPRs or inline constants (an SGPR pair is copied into `temp`), so
/// that instructions reading it also have the constant bus for a mask or carry.
pub(super) fn vector_wide(ctx: &Ctx, out: &mut Out, v: Value, temp: u8) -> Wide {
    let x = Wide::of(ctx, v);
    if !on_bus(x.lo) && !on_bus(x.hi) {
        return x;
    }
    let t = Wide::vgprs(temp);
    out.mov(t.lo, x.lo);
    out.mov(t.hi, x.hi);
    t
}

/// 64-bit minimum and maximum: a 64-bit compare and two selects, in the VALU.
pub(super) fn min_max64(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let (x, y) = (vector_wide(ctx, out, a, tv[0]), vector_wide(ctx, out, b, tv[1]));
    let pick_a = match opcode {
        Opcode::UMin => op::V_CMP_LT_U64,
        Opcode::UMax => op::V_CMP_GT_U64,
        Opcode::SMin => op::V_CMP_LT_I64,
        _ => op::V_CMP_GT_I64,
    };
    let mask = Operand::s(ctx.temps.s[0]);
    out.push(vop(pick_a, mask, &[x.whole, y.whole]));
    let r = result_reg(dst, tv[2]);
    out.push(vop(op::V_CNDMASK_B32, r, &[y.lo, x.lo, mask]));
    out.push(vop(op::V_CNDMASK_B32, Operand::v(r.vgpr() + 1), &[y.hi, x.hi, mask]));
    put_result(out, dst, r, true);
    Ok(())
}

/// |x| on 64 bits: (x ^ s) - s with s the sign spread over a dword.
pub(super) fn abs64(ctx: &Ctx, out: &mut Out, dst: Loc, v: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let x = Wide::of(ctx, v);
    let (s, t) = (Operand::v(tv[0]), Wide::vgprs(tv[1]));
    let carry = Operand::s(ctx.temps.s[0]);
    out.push(vop(op::V_ASHRREV_I32, s, &[Operand::int(31).expect("inline"), x.hi]));
    out.push(vop(op::V_XOR_B32, t.lo, &[x.lo, s]));
    out.push(vop(op::V_XOR_B32, t.hi, &[x.hi, s]));
    let r = Wide::vgprs(result_reg(dst, tv[2]).vgpr());
    sub64(out, r, t, Wide { lo: s, hi: s, whole: s }, carry);
    put_result(out, dst, r.lo, true);
    Ok(())
}

/// ctpop, ctlz and cttz of a 64-bit value. The scalar unit has 64-bit forms (ctlz and cttz
/// then clamp the "none" answer, -1, to 64); the VALU counts each half: the far half's count
/// is capped at 32 and offset by 32, so the minimum of the two is the answer.
pub(super) fn count64(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, v: Value) -> Result<(), String> {
    let zero = Operand::int(0).expect("inline");
    let thirty_two = Operand::int(32).expect("inline");
    if let Loc::Sgpr(_) = dst {
        let o = match opcode {
            Opcode::Ctpop => op::S_BCNT1_I32_B64,
            Opcode::Ctlz => op::S_FLBIT_I32_B64,
            _ => op::S_FF1_I32_B64,
        };
        out.push(sop1(o, dst.lo(), pair_src(ctx, v)));
        if opcode != Opcode::Ctpop {
            out.push(sop2(
                op::S_MIN_U32,
                dst.lo(),
                dst.lo(),
                Operand::int(64).expect("inline"),
            ));
        }
        out.mov(dst.hi(), zero);
        return Ok(());
    }
    let x = Wide::of(ctx, v);
    let t = Operand::v(ctx.temps.v[0]);
    match opcode {
        Opcode::Ctpop => {
            out.push(vop(op::V_BCNT_U32_B32, t, &[x.lo, zero]));
            out.push(vop(op::V_BCNT_U32_B32, dst.lo(), &[x.hi, t]));
        }
        _ => {
            let (o, near, far) = if opcode == Opcode::Ctlz {
                (op::V_FFBH_U32, x.hi, x.lo)
            } else {
                (op::V_FFBL_B32, x.lo, x.hi)
            };
            let u = Operand::v(ctx.temps.v[0] + 1);
            out.push(vop(o, t, &[far]));
            out.push(vop(op::V_MIN_U32, t, &[thirty_two, t]));
            out.push(vop(op::V_ADD_U32, t, &[thirty_two, t]));
            out.push(vop(o, u, &[near]));
            out.push(vop(op::V_MIN_U32, dst.lo(), &[u, t]));
        }
    }
    out.mov(dst.hi(), zero);
    Ok(())
}

/// Byte swaps with `v_perm_b32` (selector 0x00010203 reverses the bytes of its second
/// source); a 64-bit value also swaps its halves.
pub(super) fn bswap(ctx: &Ctx, out: &mut Out, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    let sel = Operand::s(ctx.temps.s[0]);
    out.s_mov_imm(sel, 0x0001_0203);
    let wide = ty == Type::I64;
    let x = if wide {
        vector_wide(ctx, out, v, ctx.temps.v[0])
    } else {
        Wide::of(ctx, v)
    };
    let r = result_reg(dst, ctx.temps.v[1]);
    let halves: &[(Operand, Operand)] = if wide {
        &[(r, x.hi), (Operand::v(r.vgpr() + 1), x.lo)]
    } else {
        &[(r, x.lo)]
    };
    for &(to, from) in halves {
        let mut reads = 1; // the selector
        let from = valu_src(out, from, &mut reads, Operand::v(ctx.temps.v[2]));
        out.push(vop(op::V_PERM_B32, to, &[Operand::int(0).expect("inline"), from, sel]));
    }
    put_result(out, dst, r, wide);
    Ok(())
}
