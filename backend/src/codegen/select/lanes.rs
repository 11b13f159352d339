//! Cross-lane operations: ballots, lane reads and writes, permutes, swizzles, reductions.

use super::*;

pub(super) fn mbcnt(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, mask: Value, acc: Value) -> Result<(), String> {
    let o = if opcode == Opcode::MbcntLo { op::V_MBCNT_LO_U32_B32 } else { op::V_MBCNT_HI_U32_B32 };
    let mut reads = 0;
    let m = valu_src(out, ctx.src(mask), &mut reads, Operand::v(ctx.temps.v[0]));
    let a = valu_src(out, ctx.src(acc), &mut reads, Operand::v(ctx.temps.v[1]));
    out.push(vop(o, dst.lo(), &[m, a]));
    Ok(())
}

/// `ds_bpermute_b32` / `ds_permute_b32`: LDS hardware moving values between lanes.
pub(super) fn permute(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, index: Value, value: Value) -> Result<(), String> {
    let o = if opcode == Opcode::DsBpermute { op::DS_BPERMUTE_B32 } else { op::DS_PERMUTE_B32 };
    let mut i = Inst::new(o);
    i.dst = dst.lo();
    i.src[0] = vgpr32(ctx, out, index, ctx.temps.v[0]);
    i.src[1] = vgpr32(ctx, out, value, ctx.temps.v[1]);
    out.push(i);
    Ok(())
}

pub(super) fn read_lane(ctx: &Ctx, out: &mut Out, dst: Loc, value: Value, lane: Value) -> Result<(), String> {
    let mut i = Inst::new(op::V_READLANE_B32);
    i.dst = dst.lo();
    i.src[0] = vgpr32(ctx, out, value, ctx.temps.v[0]);
    i.src[1] = scalar_src(ctx, out, lane, ctx.temps.s[0]);
    out.push(i);
    Ok(())
}

/// The result is `old` with one lane replaced; the value and lane are uniform.
pub(super) fn write_lane(ctx: &Ctx, out: &mut Out, dst: Loc, value: Value, lane: Value, old: Value) -> Result<(), String> {
    let value = scalar_src(ctx, out, value, ctx.temps.s[0]);
    let lane = scalar_src(ctx, out, lane, ctx.temps.s[0] + 1);
    out.mov(dst.lo(), ctx.src(old));
    let mut i = Inst::new(op::V_WRITELANE_B32);
    i.dst = dst.lo();
    i.src = [value, lane, Operand::NONE];
    out.push(i);
    Ok(())
}

/// The compare's lane mask (inactive lanes' bits are cleared by v_cmp) as a value.
pub(super) fn compare_mask(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, a: Value, b: Value) -> Result<(), String> {
    let t = ctx.temps.s[0];
    let mask = Loc::Sgpr(t);
    match opcode {
        Opcode::IcmpMask(p) => compare(ctx, out, p, mask, Bank::LaneMask, a, b)?,
        Opcode::FcmpMask(p) => float_compare(ctx, out, p, mask, Bank::LaneMask, a, b)?,
        other => return Err(format!("'{other}' is not a compare mask")),
    }
    out.mov(dst.lo(), Operand::s(t));
    if dwords(ty) == 2 {
        out.mov(dst.hi(), Operand::s(t + 1));
    }
    Ok(())
}

pub(super) fn ballot(ctx: &Ctx, out: &mut Out, dst: Loc, ty: Type, c: Value) -> Result<(), String> {
    let t = ctx.temps.s[0];
    match ctx.f.value(c).bank {
        Bank::LaneMask => {
            // Bits of lanes that are not active now may be set in an older mask.
            out.push(sop2(op::S_AND_B64, Operand::s(t), ctx.loc(c).lo(), Operand::EXEC));
        }
        _ => {
            out.push(sopc(op::S_CMP_LG_U32, ctx.src(c), Operand::int(0).expect("inline")));
            out.push(sop2(op::S_CSELECT_B64, Operand::s(t), Operand::EXEC, Operand::int(0).expect("inline")));
        }
    }
    out.mov(dst.lo(), Operand::s(t));
    if dwords(ty) == 2 {
        out.mov(dst.hi(), Operand::s(t + 1));
    }
    Ok(())
}
