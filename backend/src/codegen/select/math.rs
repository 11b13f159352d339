//! The math library's building blocks (what ROCm's ocml calls): reciprocal, reciprocal square
//! root, fraction, class tests, exp2/log2, sine and cosine (of revolutions), median of three,
//! trig.preop. Each is one
//! instruction, except f32 exp2 and log2, which scale denormal inputs and results exactly as
//! llc-22 does (so kcc's and llc's objects compute the same bits).

use super::{put_result, result_reg, sop2, sopc, valu_src, vgpr32, vgpr_pair, vop, Ctx, Out};
use crate::codegen::assign::Loc;
use gfx9_isa::{op, Op, Operand};
use mir::{Bank, Opcode, Type, Value};

fn inline(v: i32) -> Operand {
    Operand::int(v).expect("inline constant")
}

fn op_named(name: &str, what: Opcode, ty: Type) -> Result<Op, String> {
    Op::from_name(name).ok_or_else(|| format!("kcc cannot generate code for '{what}' on {ty} values yet"))
}

/// A float source: a VGPR pair for f64, else any legal 32-bit VALU source.
fn float_src(ctx: &Ctx, out: &mut Out, x: Value, reads: &mut u32, temp: u8) -> Operand {
    if ctx.f.ty(x) == Type::F64 {
        vgpr_pair(ctx, out, x, reads, temp)
    } else {
        valu_src(out, ctx.src(x), reads, Operand::v(temp))
    }
}

/// `rcp`, `rsq`, `fract`: `v_{rcp,rsq,fract}_f{16,32,64}`; `sin.rev`, `cos.rev`:
/// `v_sin_f{16,32}`, `v_cos_f{16,32}`; f16 `exp2`/`log2`: `v_exp_f16`, `v_log_f16` (f16
/// denormals are kept by the hardware), and f32 ones marked `unscaled` (the frontend's
/// expansions of exp and log, whose operands and results are never f32 denormals):
/// `v_exp_f32`, `v_log_f32` alone.
pub(super) fn unary(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, x: Value) -> Result<(), String> {
    let how = match opcode {
        Opcode::Rcp => "rcp",
        Opcode::Rsq => "rsq",
        Opcode::Fract => "fract",
        Opcode::SinRev if ty != Type::F64 => "sin",
        Opcode::CosRev if ty != Type::F64 => "cos",
        Opcode::Exp2 if ty != Type::F64 => "exp",
        Opcode::Log2 if ty != Type::F64 => "log",
        _ => return Err(format!("kcc cannot generate code for '{opcode}' on {ty} values yet")),
    };
    let o = op_named(&format!("v_{how}_f{}", ty.bits()), opcode, ty)?;
    let mut reads = 0;
    let s = float_src(ctx, out, x, &mut reads, ctx.temps.v[0]);
    let r = result_reg(dst, ctx.temps.v[1]);
    out.push(vop(o, r, &[s]));
    put_result(out, dst, r, ty == Type::F64);
    Ok(())
}

/// `fclass x, mask`: `v_cmp_class_f*` into the lane mask, or (uniform i1) into an SGPR as 0/1.
pub(super) fn class(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, x: Value, mask: Value) -> Result<(), String> {
    let ty = ctx.f.ty(x);
    let o = op_named(&format!("v_cmp_class_f{}", ty.bits()), Opcode::FClass, ty)?;
    let mut reads = 0;
    let s0 = float_src(ctx, out, x, &mut reads, ctx.temps.v[0]);
    let s1 = valu_src(out, ctx.src(mask), &mut reads, Operand::v(ctx.temps.v[1]));
    match bank {
        Bank::LaneMask => out.push(vop(o, dst.lo(), &[s0, s1])),
        _ => {
            let t = Operand::s(ctx.temps.s[0]);
            out.push(vop(o, t, &[s0, s1]));
            out.push(sopc(op::S_CMP_LG_U64, t, inline(0)));
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), inline(1), inline(0)));
        }
    }
    Ok(())
}

/// f32 `exp2`, as llc-22 expands it when denormals are kept: inputs below -126 get 64 added
/// (`v_exp_f32` flushes denormal results) and the result is scaled back by 2^-64.
pub(super) fn exp2_f32(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let (xs, t, e) = (vgpr32(ctx, out, x, tv[0]), Operand::v(tv[1]), Operand::v(tv[2]));
    let (k, scaled) = (Operand::s(ctx.temps.s[0]), Operand::s(ctx.temps.s[1]));
    out.s_mov_imm(k, 0xc2fc_0000); // -126.0
    out.push(vop(op::V_CMP_GT_F32, scaled, &[k, xs]));
    out.v_mov_imm(t, 0x4280_0000); // 64.0
    out.push(vop(op::V_CNDMASK_B32, t, &[inline(0), t, scaled]));
    out.push(vop(op::V_ADD_F32, t, &[xs, t]));
    out.push(vop(op::V_EXP_F32, t, &[t]));
    out.v_mov_imm(e, -64i32 as u32);
    out.push(vop(op::V_CNDMASK_B32, e, &[inline(0), e, scaled]));
    let r = result_reg(dst, tv[3]);
    out.push(vop(op::V_LDEXP_F32, r, &[t, e]));
    put_result(out, dst, r, false);
    Ok(())
}

/// f32 `log2`, as llc-22 expands it when denormals are kept: inputs below 2^-126 are scaled
/// by 2^32 (`v_log_f32` flushes denormal inputs) and 32 is subtracted from the result.
pub(super) fn log2_f32(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let (xs, t, u) = (vgpr32(ctx, out, x, tv[0]), Operand::v(tv[1]), Operand::v(tv[2]));
    let (k, scaled) = (Operand::s(ctx.temps.s[0]), Operand::s(ctx.temps.s[1]));
    out.s_mov_imm(k, 0x0080_0000); // 2^-126, the smallest normal
    out.push(vop(op::V_CMP_GT_F32, scaled, &[k, xs]));
    out.push(vop(op::V_CNDMASK_B32, t, &[inline(0), inline(32), scaled]));
    out.push(vop(op::V_LDEXP_F32, t, &[xs, t]));
    out.push(vop(op::V_LOG_F32, t, &[t]));
    out.v_mov_imm(u, 0x4200_0000); // 32.0
    out.push(vop(op::V_CNDMASK_B32, u, &[inline(0), u, scaled]));
    let r = result_reg(dst, tv[3]);
    out.push(vop(op::V_SUB_F32, r, &[t, u]));
    put_result(out, dst, r, false);
    Ok(())
}

/// `fmed3 a, b, c`: `v_med3_f32` / `v_med3_f16`.
pub(super) fn med3(ctx: &Ctx, out: &mut Out, dst: Loc, ty: Type, ops: &[Value]) -> Result<(), String> {
    if !matches!(ty, Type::F16 | Type::F32) {
        return Err(format!("kcc cannot generate code for 'fmed3' on {ty} values yet"));
    }
    let o = op_named(&format!("v_med3_f{}", ty.bits()), Opcode::FMed3, ty)?;
    let tv = ctx.temps.v;
    let mut reads = 0;
    let srcs: Vec<Operand> = ops
        .iter()
        .zip(tv)
        .map(|(&v, t)| valu_src(out, ctx.src(v), &mut reads, Operand::v(t)))
        .collect();
    let r = result_reg(dst, tv[3]);
    out.push(vop(o, r, &srcs));
    put_result(out, dst, r, false);
    Ok(())
}

/// `trig.preop x, n`: `v_trig_preop_f64`.
pub(super) fn trig_preop(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value, n: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let mut reads = 0;
    let s0 = vgpr_pair(ctx, out, x, &mut reads, tv[0]);
    let s1 = valu_src(out, ctx.src(n), &mut reads, Operand::v(tv[1]));
    let r = result_reg(dst, tv[2]);
    out.push(vop(op::V_TRIG_PREOP_F64, r, &[s0, s1]));
    put_result(out, dst, r, true);
    Ok(())
}
