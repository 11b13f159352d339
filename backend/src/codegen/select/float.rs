//! Float arithmetic, comparisons, conversions, division and square roots.

use super::*;

pub(super) fn float_arith(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, operands: &[Value]) -> Result<(), String> {
    use Opcode::*;
    let bits = if ty == Type::F64 { 64 } else { 32 };
    let name = match opcode {
        FAdd => "add",
        FSub => "sub",
        FMul => "mul",
        MinNum => "min",
        MaxNum => "max",
        Fma => "fma",
        _ => unreachable!(),
    };
    let o = Op::from_name(&format!("v_{name}_f{bits}")).ok_or_else(|| format!("no v_{name}_f{bits}"))?;
    let mut reads = 0;
    let mut srcs = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        let s = if bits == 64 {
            vgpr_pair(ctx, out, v, &mut reads, ctx.temps.v[k.min(1)])
        } else {
            valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[k / 2] + (k % 2) as u8))
        };
        srcs.push(s);
    }
    // f64 sources beyond two share the temporaries: only fma has three.
    if bits == 64 && operands.len() == 3 && matches!(ctx.loc(operands[2]), Loc::Sgpr(_)) && reads > 0 {
        return Err("kcc cannot generate code for f64 fma with two scalar operands yet".into());
    }
    out.push(vop(o, dst.lo(), &srcs));
    Ok(())
}

pub(super) fn float_compare(ctx: &Ctx, out: &mut Out, p: FloatPredicate, dst: Loc, bank: Bank, a: Value, b: Value) -> Result<(), String> {
    use FloatPredicate::*;
    let f = ctx.f;
    let bits = if f.ty(a) == Type::F64 { 64 } else { 32 };
    if !matches!(f.ty(a), Type::F32 | Type::F64) {
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
        (vgpr_pair(ctx, out, a, &mut reads, ctx.temps.v[0]), vgpr_pair(ctx, out, b, &mut reads, ctx.temps.v[1]))
    } else {
        (valu_src(out, ctx.src(a), &mut reads, Operand::v(ctx.temps.v[0])), valu_src(out, ctx.src(b), &mut reads, Operand::v(ctx.temps.v[1])))
    };
    match bank {
        Bank::LaneMask => out.push(vop(o, dst.lo(), &[s0, s1])),
        _ => {
            let t = Operand::s(ctx.temps.s[0]);
            out.push(vop(o, t, &[s0, s1]));
            out.push(sopc(op::S_CMP_LG_U64, t, Operand::int(0).expect("inline")));
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), Operand::int(1).expect("inline"), Operand::int(0).expect("inline")));
        }
    }
    Ok(())
}

pub(super) fn convert(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    use Opcode::*;
    let from = ctx.f.ty(v);
    let name = match (opcode, from, ty) {
        (SIToFP, Type::I32, Type::F32) => "v_cvt_f32_i32",
        (UIToFP, Type::I32, Type::F32) => "v_cvt_f32_u32",
        (SIToFP, Type::I32, Type::F64) => "v_cvt_f64_i32",
        (UIToFP, Type::I32, Type::F64) => "v_cvt_f64_u32",
        (FPToSI, Type::F32, Type::I32) => "v_cvt_i32_f32",
        (FPToUI, Type::F32, Type::I32) => "v_cvt_u32_f32",
        (FPToSI, Type::F64, Type::I32) => "v_cvt_i32_f64",
        (FPToUI, Type::F64, Type::I32) => "v_cvt_u32_f64",
        (FPExt, Type::F32, Type::F64) => "v_cvt_f64_f32",
        (FPTrunc, Type::F64, Type::F32) => "v_cvt_f32_f64",
        (FPExt, Type::F16, Type::F32) => "v_cvt_f32_f16",
        (FPTrunc, Type::F32, Type::F16) => "v_cvt_f16_f32",
        _ => return Err(format!("kcc cannot generate code for '{opcode}' from {from} to {ty} yet")),
    };
    let o = Op::from_name(name).ok_or_else(|| format!("no {name}"))?;
    let mut reads = 0;
    let s = if dwords(from) == 2 { vgpr_pair(ctx, out, v, &mut reads, ctx.temps.v[0]) } else { valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[0])) };
    if matches!(dst, Loc::Vgpr(_)) {
        out.push(vop(o, dst.lo(), &[s]));
    } else {
        // A uniform conversion result still comes from the VALU.
        let t = Operand::v(ctx.temps.v[1]);
        out.push(vop(o, t, &[s]));
        out.mov(dst.lo(), t);
        if dwords(ty) == 2 {
            out.mov(dst.hi(), Operand::v(ctx.temps.v[1] + 1));
        }
    }
    Ok(())
}

/// Correctly rounded f32 division, as LLVM expands it: scale numerator and denominator into
/// range (`v_div_scale`), refine the reciprocal with FMAs, apply the scale with `v_div_fmas`
/// (which reads the scale flag from VCC) and fix up special cases with `v_div_fixup`.
pub(super) fn fdiv32(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let num = vgpr32(ctx, out, a, tv[0]);
    let den = vgpr32(ctx, out, b, tv[0] + 1);
    let (d, n, r, t, q) = (Operand::v(tv[1]), Operand::v(tv[1] + 1), Operand::v(tv[2]), Operand::v(tv[2] + 1), Operand::v(tv[3]));
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
