//! Float arithmetic, comparisons, conversions, division and square roots.

use super::*;

pub(super) fn float_arith(
    ctx: &Ctx,
    out: &mut Out,
    opcode: Opcode,
    dst: Loc,
    ty: Type,
    operands: &[Value],
) -> Result<(), String> {
    use Opcode::*;
    let bits = ty.bits();
    // gfx900 has no v_sub_f64: a - b is a + (-b).
    let negate_b = opcode == FSub && bits == 64;
    let name = match opcode {
        FAdd => "add",
        FSub if negate_b => "add",
        FSub => "sub",
        FMul => "mul",
        MinNum => "min",
        MaxNum => "max",
        Fma => "fma",
        other => return Err(format!("'{other}' is not float arithmetic")),
    };
    let o = Op::from_name(&format!("v_{name}_f{bits}"))
        .ok_or_else(|| format!("kcc cannot generate code for '{opcode}' on {ty} values yet"))?;
    let mut reads = 0;
    let mut srcs = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        let s = if bits == 64 {
            vgpr_pair(ctx, out, v, &mut reads, ctx.temps.v[k])
        } else {
            valu_src(
                out,
                ctx.src(v),
                &mut reads,
                Operand::v(ctx.temps.v[k / 2] + (k % 2) as u8),
            )
        };
        srcs.push(s);
    }
    let mut i = vop(o, dst.lo(), &srcs);
    if negate_b {
        i.m.neg = 0b10;
    }
    out.push(i);
    Ok(())
}

pub(super) fn float_compare(
    ctx: &Ctx,
    out: &mut Out,
    p: FloatPredicate,
    dst: Loc,
    bank: Bank,
    a: Value,
    b: Value,
) -> Result<(), String> {
    use FloatPredicate::*;
    let f = ctx.f;
    let bits = f.ty(a).bits();
    if !matches!(f.ty(a), Type::F16 | Type::F32 | Type::F64) {
        return Err(format!("kcc cannot generate code for fcmp on {} yet", f.ty(a)));
    }
    let rel = match p {
        False => "f",
        Oeq => "eq",
        Ogt => "gt",
        Oge => "ge",
        Olt => "lt",
        Ole => "le",
        One => "lg",
        Ord => "o",
        Uno => "u",
        Ueq => "nlg",
        Ugt => "nle",
        Uge => "nlt",
        Ult => "nge",
        Ule => "ngt",
        Une => "neq",
        True => "tru",
    };
    let o = Op::from_name(&format!("v_cmp_{rel}_f{bits}")).ok_or("no float compare")?;
    let mut reads = 0;
    let (s0, s1) = if bits == 64 {
        (
            vgpr_pair(ctx, out, a, &mut reads, ctx.temps.v[0]),
            vgpr_pair(ctx, out, b, &mut reads, ctx.temps.v[1]),
        )
    } else {
        (
            valu_src(out, ctx.src(a), &mut reads, Operand::v(ctx.temps.v[0])),
            valu_src(out, ctx.src(b), &mut reads, Operand::v(ctx.temps.v[1])),
        )
    };
    match bank {
        Bank::LaneMask => out.push(vop(o, dst.lo(), &[s0, s1])),
        _ => {
            let t = Operand::s(ctx.temps.s[0]);
            out.push(vop(o, t, &[s0, s1]));
            out.push(sopc(op::S_CMP_LG_U64, t, Operand::int(0).expect("inline")));
            out.push(sop2(
                op::S_CSELECT_B32,
                dst.lo(),
                Operand::int(1).expect("inline"),
                Operand::int(0).expect("inline"),
            ));
        }
    }
    Ok(())
}

/// Conversions: one instruction, or two through f32 where gfx900 has none (f16 from and to
/// i32 and f64, as LLVM does it; exact but for i32 -> f16, whose f32 step is exact for every
/// value below f16's overflow threshold).
pub(super) fn convert(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    use Opcode::*;
    use Type::*;
    let from = ctx.f.ty(v);
    let signed = matches!(opcode, SIToFP | FPToSI);
    if from == I64 && ty.is_float() {
        return int64_to_float(ctx, out, signed, dst, ty, v);
    }
    if ty == I64 && from.is_float() {
        return float_to_int64(ctx, out, signed, dst, from, v);
    }
    let tv = ctx.temps.v;
    let mut reads = 0;
    let mut at = if dwords(from) == 2 {
        vgpr_pair(ctx, out, v, &mut reads, tv[0])
    } else {
        valu_src(out, ctx.src(v), &mut reads, Operand::v(tv[0]))
    };
    // Narrow integers (undefined above their width) are extended first, except where an
    // instruction reads 16 bits; narrow results are those of the i32 conversion (out of range
    // is poison).
    let (from, ty) = match (from, ty) {
        (I16, F16) | (F16, I16) => (from, ty),
        (I8 | I16, _) => {
            let o = if signed { op::V_BFE_I32 } else { op::V_BFE_U32 };
            let t = Operand::v(tv[0]);
            out.push(vop(
                o,
                t,
                &[
                    at,
                    Operand::int(0).expect("inline"),
                    Operand::int(from.bits() as i32).expect("inline"),
                ],
            ));
            at = t;
            (I32, ty)
        }
        (_, I8 | I16) => (from, I32),
        _ => (from, ty),
    };
    let steps: &[&str] = match (opcode, from, ty) {
        (SIToFP, I32, F32) => &["v_cvt_f32_i32"],
        (UIToFP, I32, F32) => &["v_cvt_f32_u32"],
        (SIToFP, I32, F64) => &["v_cvt_f64_i32"],
        (UIToFP, I32, F64) => &["v_cvt_f64_u32"],
        (SIToFP, I32, F16) => &["v_cvt_f32_i32", "v_cvt_f16_f32"],
        (UIToFP, I32, F16) => &["v_cvt_f32_u32", "v_cvt_f16_f32"],
        (SIToFP, I16, F16) => &["v_cvt_f16_i16"],
        (UIToFP, I16, F16) => &["v_cvt_f16_u16"],
        (FPToSI, F32, I32) => &["v_cvt_i32_f32"],
        (FPToUI, F32, I32) => &["v_cvt_u32_f32"],
        (FPToSI, F64, I32) => &["v_cvt_i32_f64"],
        (FPToUI, F64, I32) => &["v_cvt_u32_f64"],
        (FPToSI, F16, I32) => &["v_cvt_f32_f16", "v_cvt_i32_f32"],
        (FPToUI, F16, I32) => &["v_cvt_f32_f16", "v_cvt_u32_f32"],
        (FPToSI, F16, I16) => &["v_cvt_i16_f16"],
        (FPToUI, F16, I16) => &["v_cvt_u16_f16"],
        (FPExt, F32, F64) => &["v_cvt_f64_f32"],
        (FPTrunc, F64, F32) => &["v_cvt_f32_f64"],
        (FPExt, F16, F32) => &["v_cvt_f32_f16"],
        (FPExt, F16, F64) => &["v_cvt_f32_f16", "v_cvt_f64_f32"],
        (FPTrunc, F32, F16) => &["v_cvt_f16_f32"],
        _ => {
            return Err(format!(
                "kcc cannot generate code for '{opcode}' from {from} to {ty} yet"
            ))
        }
    };
    // A uniform conversion result still comes from the VALU.
    let result = result_reg(dst, tv[2]);
    for (k, name) in steps.iter().enumerate() {
        let o = Op::from_name(name).ok_or_else(|| format!("no {name}"))?;
        let to = if k + 1 == steps.len() {
            result
        } else {
            Operand::v(tv[1])
        };
        out.push(vop(o, to, &[at]));
        at = to;
    }
    put_result(out, dst, result, dwords(ty) == 2);
    Ok(())
}

/// i64 to float, as LLVM does it. To f64: hi * 2^32 + lo, rounded once by the addition. To
/// f32 (f16 through f32): the value shifted left until its high dword holds its leading bits,
/// with a sticky bit for anything nonzero below, so converting the high dword rounds as the
/// whole value would; then scaled back.
fn int64_to_float(ctx: &Ctx, out: &mut Out, signed: bool, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let r = result_reg(dst, tv[3]);
    if ty == Type::F64 {
        let x = Wide::of(ctx, v);
        let (hi, lo) = (Operand::v(tv[1]), Operand::v(tv[2]));
        out.push(vop(
            if signed { op::V_CVT_F64_I32 } else { op::V_CVT_F64_U32 },
            hi,
            &[x.hi],
        ));
        out.push(vop(op::V_LDEXP_F64, hi, &[hi, Operand::int(32).expect("inline")]));
        out.push(vop(op::V_CVT_F64_U32, lo, &[x.lo]));
        out.push(vop(op::V_ADD_F64, r, &[hi, lo]));
        put_result(out, dst, r, true);
        return Ok(());
    }
    let x = vector_wide(ctx, out, v, tv[0]);
    let (shift, t) = (Operand::v(tv[1]), Operand::v(tv[1] + 1));
    let y = Wide::vgprs(tv[2]);
    let int = |k: i32| Operand::int(k).expect("inline");
    if signed {
        // Leading copies of the sign bit, less one (the sign stays), at most 31 or 32 (when
        // the halves' signs differ, shifting 32 would lose the sign).
        out.push(vop(op::V_XOR_B32, t, &[x.lo, x.hi]));
        out.push(vop(op::V_ASHRREV_I32, t, &[int(31), t]));
        out.push(vop(op::V_ADD_U32, t, &[int(32), t]));
        out.push(vop(op::V_FFBH_I32, shift, &[x.hi]));
        out.push(vop(op::V_ADD_U32, shift, &[int(-1), shift]));
        out.push(vop(op::V_MIN_U32, shift, &[shift, t]));
    } else {
        out.push(vop(op::V_FFBH_U32, shift, &[x.hi]));
        out.push(vop(op::V_MIN_U32, shift, &[int(32), shift]));
    }
    out.push(vop(op::V_LSHLREV_B64, y.lo, &[shift, x.whole]));
    out.push(vop(op::V_MIN_U32, y.lo, &[int(1), y.lo]));
    out.push(vop(op::V_OR_B32, y.hi, &[y.hi, y.lo]));
    out.push(vop(
        if signed { op::V_CVT_F32_I32 } else { op::V_CVT_F32_U32 },
        y.lo,
        &[y.hi],
    ));
    out.push(vop(op::V_SUB_U32, t, &[int(32), shift]));
    if ty == Type::F16 {
        out.push(vop(op::V_LDEXP_F32, y.lo, &[y.lo, t]));
        out.push(vop(op::V_CVT_F16_F32, r, &[y.lo]));
    } else {
        out.push(vop(op::V_LDEXP_F32, r, &[y.lo, t]));
    }
    put_result(out, dst, r, false);
    Ok(())
}

/// Float to i64, as LLVM does it: the truncated value split into hi = floor(t / 2^32) and
/// lo = t - hi * 2^32 (exact, by an fma), each converted. f32 splits the magnitude and
/// applies the sign after; f16 converts to i32 and extends.
fn float_to_int64(ctx: &Ctx, out: &mut Out, signed: bool, dst: Loc, from: Type, v: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let ts = ctx.temps.s;
    let r = Wide::vgprs(result_reg(dst, tv[3]).vgpr());
    let (cvt_lo, cvt_hi) = (
        op::V_CVT_U32_F32,
        if signed { op::V_CVT_I32_F32 } else { op::V_CVT_U32_F32 },
    );
    if from == Type::F64 {
        let mut reads = 0;
        let x = vgpr_pair(ctx, out, v, &mut reads, tv[0]);
        let (t, h, l) = (Operand::v(tv[0]), Operand::v(tv[1]), Operand::v(tv[2]));
        out.push(vop(op::V_TRUNC_F64, t, &[x]));
        let minus_32 = Operand::s(ts[1]);
        out.s_mov_imm(minus_32, -32i32 as u32);
        out.push(vop(op::V_LDEXP_F64, h, &[t, minus_32]));
        out.push(vop(op::V_FLOOR_F64, h, &[h]));
        let k = Operand::s(ts[0]);
        out.s_mov_imm(k, 0);
        out.s_mov_imm(Operand::s(ts[0] + 1), 0xc1f0_0000); // -2^32
        out.push(vop(op::V_FMA_F64, l, &[h, k, t]));
        out.push(vop(op::V_CVT_U32_F64, r.lo, &[l]));
        out.push(vop(
            if signed { op::V_CVT_I32_F64 } else { op::V_CVT_U32_F64 },
            r.hi,
            &[h],
        ));
        put_result(out, dst, r.lo, true);
        return Ok(());
    }
    let (t, h, l, sign) = (
        Operand::v(tv[0]),
        Operand::v(tv[1]),
        Operand::v(tv[2]),
        Operand::v(tv[2] + 1),
    );
    if from == Type::F16 {
        // Every f16 value fits in 32 bits: convert to i32 and extend.
        out.push(vop(op::V_CVT_F32_F16, t, &[ctx.src(v)]));
        out.push(vop(cvt_hi, r.lo, &[t]));
        if signed {
            out.push(vop(op::V_ASHRREV_I32, r.hi, &[Operand::int(31).expect("inline"), r.lo]));
        } else {
            out.mov(r.hi, Operand::int(0).expect("inline"));
        }
        put_result(out, dst, r.lo, true);
        return Ok(());
    }
    let x = ctx.src(v);
    let (scale, minus) = (Operand::s(ts[0]), Operand::s(ts[0] + 1));
    out.s_mov_imm(scale, 0x2f80_0000); // 2^-32
    out.s_mov_imm(minus, 0xcf80_0000); // -2^32
    out.push(vop(op::V_TRUNC_F32, t, &[x]));
    // Signed: split |t|.
    let abs = if signed { 1 } else { 0 };
    let mut i = vop(op::V_MUL_F32, h, &[t, scale]);
    i.m.abs = abs;
    out.push(i);
    out.push(vop(op::V_FLOOR_F32, h, &[h]));
    let mut i = vop(op::V_FMA_F32, l, &[h, minus, t]);
    i.m.abs = abs << 2;
    out.push(i);
    if !signed {
        out.push(vop(cvt_lo, r.lo, &[l]));
        out.push(vop(cvt_hi, r.hi, &[h]));
        put_result(out, dst, r.lo, true);
        return Ok(());
    }
    out.push(vop(op::V_CVT_U32_F32, l, &[l]));
    out.push(vop(op::V_CVT_U32_F32, h, &[h]));
    out.push(vop(op::V_ASHRREV_I32, sign, &[Operand::int(31).expect("inline"), t]));
    out.push(vop(op::V_XOR_B32, l, &[l, sign]));
    out.push(vop(op::V_XOR_B32, h, &[h, sign]));
    sub64(
        out,
        r,
        Wide { lo: l, hi: h, whole: l },
        Wide {
            lo: sign,
            hi: sign,
            whole: sign,
        },
        Operand::s(ts[1]),
    );
    put_result(out, dst, r.lo, true);
    Ok(())
}

/// Correctly rounded f32 division, as LLVM expands it: scale numerator and denominator into
/// range (`v_div_scale`), refine the reciprocal with FMAs, apply the scale with `v_div_fmas`
/// (which reads the scale flag from VCC) and fix up special cases with `v_div_fixup`.
pub(super) fn fdiv32(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let num = vgpr32(ctx, out, a, tv[0]);
    let den = vgpr32(ctx, out, b, tv[0] + 1);
    let (d, n, r, t, q) = (
        Operand::v(tv[1]),
        Operand::v(tv[1] + 1),
        Operand::v(tv[2]),
        Operand::v(tv[2] + 1),
        Operand::v(tv[3]),
    );
    let one = Operand::float(1.0).expect("inline");
    let mut scale = |dst: Operand, flag: Operand, x: Operand| {
        let mut i = Inst::new(op::V_DIV_SCALE_F32);
        i.dst = dst;
        i.sdst = flag;
        i.src = [x, den, num];
        out.push(i);
    };
    scale(d, Operand::s(ctx.temps.s[0]), den);
    scale(n, Operand::VCC, num);
    out.push(vop(op::V_RCP_F32, r, &[d]));
    // fma with the first source negated: -d * x + y
    let neg_fma = |out: &mut Out, dst: Operand, x: Operand, y: Operand| {
        let mut i = vop(op::V_FMA_F32, dst, &[d, x, y]);
        i.m.neg = 1;
        out.push(i);
    };
    neg_fma(out, t, r, one);
    out.push(vop(op::V_FMA_F32, r, &[t, r, r]));
    out.push(vop(op::V_MUL_F32, q, &[n, r]));
    neg_fma(out, t, q, n);
    out.push(vop(op::V_FMA_F32, q, &[t, r, q]));
    neg_fma(out, t, q, n);
    out.push(vop(op::V_DIV_FMAS_F32, q, &[t, r, q]));
    let result = if matches!(dst, Loc::Vgpr(_)) { dst.lo() } else { t };
    out.push(vop(op::V_DIV_FIXUP_F32, result, &[q, den, num]));
    out.mov(dst.lo(), result);
    Ok(())
}

/// The error an op may have in ulps (its `fpmath` attribute, from LLVM's `!fpmath`); 0 when
/// it must be correctly rounded.
pub(super) fn allowed_ulps(d: &OpData) -> f64 {
    match d.attr("fpmath") {
        Some(Attr::Str(s)) => s.parse().unwrap_or(0.0),
        _ => 0.0,
    }
}

/// `-a * b + c` (fma with its first source negated).
fn neg_fma(o: Op, dst: Operand, a: Operand, b: Operand, c: Operand) -> Inst {
    let mut i = vop(o, dst, &[a, b, c]);
    i.m.neg = 1;
    i
}

/// f32 division allowed 2.5 ulps (OpenCL's default), as LLVM does it when denormals are kept:
/// the mantissas' quotient through `v_rcp_f32`, scaled back by the exponents' difference
/// (`v_frexp`/`v_ldexp`), so tiny and huge operands keep their precision.
pub(super) fn fdiv32_fast(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let (rcp, e_den, e_num, m_num) = (
        Operand::v(tv[0]),
        Operand::v(tv[0] + 1),
        Operand::v(tv[1]),
        Operand::v(tv[1] + 1),
    );
    let (num, den) = (ctx.src(a), ctx.src(b));
    out.push(vop(op::V_FREXP_MANT_F32, rcp, &[den]));
    out.push(vop(op::V_RCP_F32, rcp, &[rcp]));
    out.push(vop(op::V_FREXP_EXP_I32_F32, e_den, &[den]));
    out.push(vop(op::V_FREXP_EXP_I32_F32, e_num, &[num]));
    out.push(vop(op::V_FREXP_MANT_F32, m_num, &[num]));
    out.push(vop(op::V_MUL_F32, m_num, &[m_num, rcp]));
    out.push(vop(op::V_SUB_U32, e_num, &[e_num, e_den]));
    let r = result_reg(dst, tv[2]);
    out.push(vop(op::V_LDEXP_F32, r, &[m_num, e_num]));
    put_result(out, dst, r, false);
    Ok(())
}

/// Correctly rounded f64 division, as LLVM expands it: `v_div_scale` brings numerator and
/// denominator into range, two Newton steps refine `v_rcp_f64`, `v_div_fmas` applies the
/// scale (its flag comes in VCC) and `v_div_fixup` handles infinities, zeros and NaNs.
pub(super) fn fdiv64(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let [ds, ns, r, t] = tv.map(Operand::v);
    // One SGPR pair per instruction: operands not in VGPRs are copied (into pairs that are
    // free until the reciprocal is formed).
    let mut reads = 0;
    let den = vgpr_pair(ctx, out, b, &mut reads, tv[2]);
    let num = vgpr_pair(ctx, out, a, &mut reads, tv[3]);
    let one = Operand::float(1.0).expect("inline");
    out.push(with_carry(
        op::V_DIV_SCALE_F64,
        ds,
        Operand::s(ctx.temps.s[0]),
        &[den, den, num],
    ));
    out.push(with_carry(op::V_DIV_SCALE_F64, ns, Operand::VCC, &[num, den, num]));
    out.push(vop(op::V_RCP_F64, r, &[ds]));
    for _ in 0..2 {
        out.push(neg_fma(op::V_FMA_F64, t, ds, r, one));
        out.push(vop(op::V_FMA_F64, r, &[r, t, r]));
    }
    let q = t;
    out.push(vop(op::V_MUL_F64, q, &[ns, r]));
    out.push(neg_fma(op::V_FMA_F64, ds, ds, q, ns));
    out.push(vop(op::V_DIV_FMAS_F64, ds, &[ds, r, q]));
    let mut reads = 0;
    let den = vgpr_pair(ctx, out, b, &mut reads, tv[1]);
    let num = vgpr_pair(ctx, out, a, &mut reads, tv[2]);
    let result = result_reg(dst, tv[3]);
    out.push(vop(op::V_DIV_FIXUP_F64, result, &[ds, den, num]));
    put_result(out, dst, result, true);
    Ok(())
}

/// The class mask of ±0 and +inf (`v_cmp_class`), where a square root is its operand.
const ZERO_OR_INF: u32 = 0x260;

/// f32 square root. Allowed 1 ulp or more (`!fpmath`, OpenCL's 3): `v_sqrt_f32` with
/// denormal inputs scaled by 2^32 first and the result by 2^-16. Correctly rounded (LLVM's
/// default): inputs below 2^-32 scaled the same way, then the result's neighbours are
/// tried with FMA residuals and the right one kept; ±0 and +inf are their own roots.
/// Rounding to an integral value: one instruction at every width.
pub(super) fn round(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, x: Value) -> Result<(), String> {
    let how = match opcode {
        Opcode::FFloor => "floor",
        Opcode::FCeil => "ceil",
        Opcode::FTrunc => "trunc",
        _ => "rndne",
    };
    let name = format!("v_{how}_f{}", ty.bits());
    let o = Op::from_name(&name).ok_or_else(|| format!("no {name}"))?;
    let mut reads = 0;
    let s = if ty == Type::F64 {
        vgpr_pair(ctx, out, x, &mut reads, ctx.temps.v[0])
    } else {
        valu_src(out, ctx.src(x), &mut reads, Operand::v(ctx.temps.v[0]))
    };
    let r = result_reg(dst, ctx.temps.v[1]);
    out.push(vop(o, r, &[s]));
    put_result(out, dst, r, ty == Type::F64);
    Ok(())
}

/// `frexp.mant`, `frexp.exp` and `ldexp` on f32 and f64, and `frexp.mant` on f16: one
/// `v_frexp_*` / `v_ldexp_*` each.
pub(super) fn frexp_ldexp(
    ctx: &Ctx,
    out: &mut Out,
    opcode: Opcode,
    dst: Loc,
    x: Value,
    n: Option<Value>,
) -> Result<(), String> {
    let ty = ctx.f.ty(x);
    let bits = ty.bits();
    let name = match opcode {
        Opcode::FrexpMant => format!("v_frexp_mant_f{bits}"),
        Opcode::FrexpExp => format!("v_frexp_exp_i32_f{bits}"),
        _ => format!("v_ldexp_f{bits}"),
    };
    let o = match ty {
        Type::F32 | Type::F64 => Op::from_name(&name).ok_or_else(|| format!("no {name}"))?,
        Type::F16 if opcode == Opcode::FrexpMant => op::V_FREXP_MANT_F16,
        Type::F16 if opcode == Opcode::Ldexp => op::V_LDEXP_F16,
        Type::F16 if opcode == Opcode::FrexpExp => op::V_FREXP_EXP_I16_F16,
        _ => return Err(format!("kcc cannot generate code for '{opcode}' on {ty} values yet")),
    };
    let tv = ctx.temps.v;
    let mut reads = 0;
    let mut srcs = vec![if bits == 64 {
        vgpr_pair(ctx, out, x, &mut reads, tv[0])
    } else {
        valu_src(out, ctx.src(x), &mut reads, Operand::v(tv[0]))
    }];
    if let Some(n) = n {
        let e = ctx.src(n);
        srcs.push(if ty == Type::F16 && e.inline_b32().is_none() {
            // v_ldexp_f16 reads a 16-bit exponent: the i32 clamped to its range first, as
            // llc clamps it (a larger one gives the same infinity or zero).
            let t = Operand::v(tv[1]);
            out.mov(t, e);
            for (o, bound) in [(op::V_MAX_I32, -32768i32), (op::V_MIN_I32, 32767)] {
                let mut i = Inst::new(o);
                i.dst = t;
                super::imm(&mut i, 0, bound as u32);
                i.src[1] = t;
                out.push(i);
            }
            t
        } else {
            valu_src(out, e, &mut reads, Operand::v(tv[1]))
        });
    }
    // The exponent is one dword whatever the operand's width.
    let wide = bits == 64 && opcode != Opcode::FrexpExp;
    let r = result_reg(dst, tv[2]);
    out.push(vop(o, r, &srcs));
    if o == op::V_FREXP_EXP_I16_F16 {
        // (Its i16 exponent, sign-extended to the op's i32.)
        let mut bfe = vop(op::V_BFE_I32, r, &[r]);
        bfe.src[1] = Operand::int(0).expect("inline");
        bfe.src[2] = Operand::int(16).expect("inline");
        out.push(bfe);
    }
    put_result(out, dst, r, wide);
    Ok(())
}

/// f16 square root: `v_sqrt_f16` is correctly rounded.
pub(super) fn sqrt16(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value) -> Result<(), String> {
    let mut reads = 0;
    let s = valu_src(out, ctx.src(x), &mut reads, Operand::v(ctx.temps.v[0]));
    let r = result_reg(dst, ctx.temps.v[1]);
    out.push(vop(op::V_SQRT_F16, r, &[s]));
    put_result(out, dst, r, false);
    Ok(())
}

pub(super) fn sqrt32(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value, fast: bool) -> Result<(), String> {
    let tv = ctx.temps.v;
    let t = |k: usize| Operand::v(tv[k / 2] + (k % 2) as u8);
    let [scaled, k, cls] = ctx.temps.s.map(Operand::s);
    let xs = t(0);
    out.mov(xs, ctx.src(x));
    // Both tests compare against a constant in an SGPR (no literal in the VOP3 form).
    out.s_mov_imm(k, if fast { 0x0080_0000 } else { 0x0f80_0000 });
    out.push(vop(op::V_CMP_GT_F32, scaled, &[k, xs]));
    let r = result_reg(dst, tv[3]);
    if fast {
        let (e, y) = (t(1), t(2));
        out.push(vop(
            op::V_CNDMASK_B32,
            e,
            &[
                Operand::int(0).expect("inline"),
                Operand::int(32).expect("inline"),
                scaled,
            ],
        ));
        out.push(vop(op::V_LDEXP_F32, y, &[xs, e]));
        out.push(vop(op::V_SQRT_F32, y, &[y]));
        out.push(vop(
            op::V_CNDMASK_B32,
            e,
            &[
                Operand::int(0).expect("inline"),
                Operand::int(-16).expect("inline"),
                scaled,
            ],
        ));
        out.push(vop(op::V_LDEXP_F32, r, &[y, e]));
        put_result(out, dst, r, false);
        return Ok(());
    }
    let (y, below, above, r_below, r_above) = (t(1), t(2), t(3), t(4), t(5));
    out.push(with_literal(op::V_MUL_F32, y, 0x4f80_0000, xs)); // 2^32
    out.push(vop(op::V_CNDMASK_B32, xs, &[xs, y, scaled]));
    out.push(vop(op::V_SQRT_F32, y, &[xs]));
    // The neighbours one ulp below and above (integer steps of the bits).
    out.push(vop(op::V_ADD_U32, below, &[Operand::int(-1).expect("inline"), y]));
    out.push(vop(op::V_ADD_U32, above, &[Operand::int(1).expect("inline"), y]));
    out.push(neg_fma(op::V_FMA_F32, r_below, below, y, xs));
    out.push(neg_fma(op::V_FMA_F32, r_above, above, y, xs));
    let zero = Operand::int(0).expect("inline");
    out.push(vop(op::V_CMP_GE_F32, k, &[zero, r_below]));
    out.push(vop(op::V_CNDMASK_B32, y, &[y, below, k]));
    out.push(vop(op::V_CMP_LT_F32, k, &[zero, r_above]));
    out.push(vop(op::V_CNDMASK_B32, y, &[y, above, k]));
    out.push(with_literal(op::V_MUL_F32, below, 0x3780_0000, y)); // 2^-16
    out.push(vop(op::V_CNDMASK_B32, y, &[y, below, scaled]));
    out.s_mov_imm(k, ZERO_OR_INF);
    out.push(vop(op::V_CMP_CLASS_F32, cls, &[xs, k]));
    out.push(vop(op::V_CNDMASK_B32, r, &[y, xs, cls]));
    put_result(out, dst, r, false);
    Ok(())
}

/// f64 square root, LLVM's expansion: inputs below 2^-767 scaled by 2^256, `v_rsq_f64`
/// refined by Goldschmidt's iteration (g ≈ sqrt(x), h ≈ 1 / (2 sqrt(x))) and two Newton
/// corrections of g, the result scaled back by 2^-128; ±0 and +inf are their own roots.
pub(super) fn sqrt64(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let [xs, h, g, d] = tv.map(Operand::v);
    let [scaled, k, cls] = ctx.temps.s.map(Operand::s);
    out.mov(xs, ctx.src(x));
    out.mov(Operand::v(tv[0] + 1), ctx.src_hi(x));
    out.s_mov_imm(k, 0);
    out.s_mov_imm(Operand::s(ctx.temps.s[1] + 1), 0x1000_0000); // 2^-767
    out.push(vop(op::V_CMP_GT_F64, scaled, &[k, xs]));
    let zero = Operand::int(0).expect("inline");
    let half = Operand::float(0.5).expect("inline");
    // A scale factor per lane: `e` if the lane's input was scaled, else 0.
    let exponent = |out: &mut Out, to: Operand, e: i32| {
        out.v_mov_imm(to, e as u32);
        out.push(vop(op::V_CNDMASK_B32, to, &[zero, to, scaled]));
    };
    exponent(out, h, 256);
    out.push(vop(op::V_LDEXP_F64, xs, &[xs, h]));
    out.push(vop(op::V_RSQ_F64, h, &[xs]));
    out.push(vop(op::V_MUL_F64, g, &[xs, h]));
    out.push(vop(op::V_MUL_F64, h, &[h, half]));
    out.push(neg_fma(op::V_FMA_F64, d, h, g, half));
    out.push(vop(op::V_FMA_F64, g, &[g, d, g]));
    out.push(vop(op::V_FMA_F64, h, &[h, d, h]));
    for _ in 0..2 {
        out.push(neg_fma(op::V_FMA_F64, d, g, g, xs));
        out.push(vop(op::V_FMA_F64, g, &[d, h, g]));
    }
    exponent(out, d, -128);
    out.push(vop(op::V_LDEXP_F64, g, &[g, d]));
    out.s_mov_imm(k, ZERO_OR_INF);
    out.push(vop(op::V_CMP_CLASS_F64, cls, &[xs, k]));
    let r = result_reg(dst, tv[1]);
    out.push(vop(op::V_CNDMASK_B32, r, &[g, xs, cls]));
    out.push(vop(
        op::V_CNDMASK_B32,
        Operand::v(r.vgpr() + 1),
        &[Operand::v(tv[2] + 1), Operand::v(tv[0] + 1), cls],
    ));
    put_result(out, dst, r, true);
    Ok(())
}
