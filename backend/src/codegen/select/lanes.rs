//! Cross-lane operations: ballots, lane reads and writes, permutes, swizzles, reductions.

use super::*;

pub(super) fn mbcnt(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, mask: Value, acc: Value) -> Result<(), String> {
    let o = if opcode == Opcode::MbcntLo {
        op::V_MBCNT_LO_U32_B32
    } else {
        op::V_MBCNT_HI_U32_B32
    };
    let mut reads = 0;
    let m = valu_src(out, ctx.src(mask), &mut reads, Operand::v(ctx.temps.v[0]));
    let a = valu_src(out, ctx.src(acc), &mut reads, Operand::v(ctx.temps.v[1]));
    out.push(vop(o, dst.lo(), &[m, a]));
    Ok(())
}

/// `ds_bpermute_b32` / `ds_permute_b32`: LDS hardware moving values between lanes.
pub(super) fn permute(
    ctx: &Ctx,
    out: &mut Out,
    opcode: Opcode,
    dst: Loc,
    index: Value,
    value: Value,
) -> Result<(), String> {
    let o = if opcode == Opcode::DsBpermute {
        op::DS_BPERMUTE_B32
    } else {
        op::DS_PERMUTE_B32
    };
    let mut i = Inst::new(o);
    i.dst = dst.lo();
    i.src[0] = vgpr32(ctx, out, index, ctx.temps.v[0]);
    i.src[1] = vgpr32(ctx, out, value, ctx.temps.v[1]);
    out.push(i);
    Ok(())
}

/// The first active lane's value. Into SGPRs it is `v_readfirstlane`; a result kept in VGPRs
/// (when uniformity is not used) is that value in every lane, not a plain copy.
pub(super) fn read_first_lane(ctx: &Ctx, out: &mut Out, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    let x = Wide::of(ctx, v);
    let halves = if dwords(ty) == 2 {
        vec![(dst.lo(), x.lo, ctx.temps.s[0]), (dst.hi(), x.hi, ctx.temps.s[0] + 1)]
    } else {
        vec![(dst.lo(), x.lo, ctx.temps.s[0])]
    };
    for (to, from, temp) in halves {
        if to.is_vgpr() && from.is_vgpr() {
            out.mov(Operand::s(temp), from);
            out.mov(to, Operand::s(temp));
        } else {
            out.mov(to, from);
        }
    }
    Ok(())
}

pub(super) fn read_lane(ctx: &Ctx, out: &mut Out, dst: Loc, value: Value, lane: Value) -> Result<(), String> {
    let mut i = Inst::new(op::V_READLANE_B32);
    // A lane index that differs between lanes makes the result a VGPR (the hardware reads
    // the index from the first lane, as llc's code does): read into an SGPR, then copy.
    let to_vgpr = dst.lo().is_vgpr();
    i.dst = if to_vgpr { Operand::s(ctx.temps.s[1]) } else { dst.lo() };
    i.src[0] = vgpr32(ctx, out, value, ctx.temps.v[0]);
    i.src[1] = scalar_src(ctx, out, lane, ctx.temps.s[0]);
    out.push(i);
    if to_vgpr {
        out.mov(dst.lo(), Operand::s(ctx.temps.s[1]));
    }
    Ok(())
}

/// The result is `old` with one lane replaced; the value and lane are uniform.
pub(super) fn write_lane(
    ctx: &Ctx,
    out: &mut Out,
    dst: Loc,
    value: Value,
    lane: Value,
    old: Value,
) -> Result<(), String> {
    let value = scalar_src(ctx, out, value, ctx.temps.s[0]);
    let mut lane = scalar_src(ctx, out, lane, ctx.temps.s[0] + 1);
    // gfx9's constant bus takes one SGPR besides M0: a lane select in another SGPR goes
    // into M0 when the value is in an SGPR too (as llc does).
    let scalar_reg = |o: Operand| o.0 < 128 && o != Operand::M0;
    if scalar_reg(value) && scalar_reg(lane) && value != lane {
        out.mov(Operand::M0, lane);
        lane = Operand::M0;
    }
    out.mov(dst.lo(), ctx.src(old));
    let mut i = Inst::new(op::V_WRITELANE_B32);
    i.dst = dst.lo();
    i.src = [value, lane, Operand::NONE];
    out.push(i);
    Ok(())
}

/// The compare's lane mask (inactive lanes' bits are cleared by v_cmp) as a value.
pub(super) fn compare_mask(
    ctx: &Ctx,
    out: &mut Out,
    opcode: Opcode,
    dst: Loc,
    ty: Type,
    a: Value,
    b: Value,
) -> Result<(), String> {
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
            out.push(sop2(
                op::S_CSELECT_B64,
                Operand::s(t),
                Operand::EXEC,
                Operand::int(0).expect("inline"),
            ));
        }
    }
    out.mov(dst.lo(), Operand::s(t));
    if dwords(ty) == 2 {
        out.mov(dst.hi(), Operand::s(t + 1));
    }
    Ok(())
}

/// `ds_swizzle_b32` with the pattern as its offset.
pub(super) fn swizzle(ctx: &Ctx, out: &mut Out, d: &OpData, dst: Loc, value: Value) -> Result<(), String> {
    let Some(pattern) = d.int_attr("pattern").and_then(|p| u16::try_from(p).ok()) else {
        return Err("ds.swizzle needs a 16-bit pattern".into());
    };
    let mut i = Inst::new(op::DS_SWIZZLE_B32);
    i.src[0] = vgpr32(ctx, out, value, ctx.temps.v[0]);
    i.imm = (pattern & 0xff) as i32;
    i.m.offset1 = (pattern >> 8) as u8;
    // The LDS unit returns the result into VGPRs; a scalar result reads it back.
    i.dst = match dst {
        Loc::Vgpr(_) => dst.lo(),
        _ => Operand::v(ctx.temps.v[1]),
    };
    let at = i.dst;
    out.push(i);
    out.mov(dst.lo(), at);
    Ok(())
}

/// The identity of a reduction on `bits`-bit values (what inactive lanes contribute).
fn identity(r: ReduceOp, bits: u32) -> u64 {
    let ones = u64::MAX >> (64 - bits);
    match r {
        ReduceOp::Add | ReduceOp::Sub | ReduceOp::Or | ReduceOp::Xor | ReduceOp::UMax => 0,
        ReduceOp::And | ReduceOp::UMin => ones,
        ReduceOp::Min => ones >> 1,
        ReduceOp::Max => 1 << (bits - 1),
        // (What llc-22's loop starts from, and what leaves each step's value alone.)
        ReduceOp::FAdd => 0x8000_0000,
        ReduceOp::FSub => 0,
        ReduceOp::FMin | ReduceOp::FMax => 0x7fc0_0000,
    }
}

/// A DPP control word for `v_*_dpp`: the lane pattern and which rows and banks are written
/// (lanes without a source lane keep their value: bound_ctrl is off).
fn dpp(ctrl: u32, row_mask: u32) -> u32 {
    ctrl << 8 | 0xf << 24 | row_mask << 28
}

/// DPP steps of a reduction over all 64 lanes: row_shr 1, 2, 4, 8 make each lane hold its
/// row's prefix; row_bcast 15 adds row 0's total to row 1 and row 2's to row 3; row_bcast 31
/// adds lanes 0-31's total to rows 2 and 3. Lane 63 then holds the whole wave's.
const REDUCE_STEPS: [(u32, u32); 6] = [
    (0x111, 0xf),
    (0x112, 0xf),
    (0x114, 0xf),
    (0x118, 0xf),
    (0x142, 0xa),
    (0x143, 0xc),
];

/// `llvm.amdgcn.wave.reduce.*`: the operation over the active lanes, as a uniform value.
/// - A uniform operand is folded as LLVM folds it: add and sub scale it by the number of
///   active lanes (sub negated), xor by that number's parity; the others are the value.
/// - A per-lane operand (LLVM loops over the active lanes with s_ff1/v_readlane): here a
///   straight-line DPP reduction. The inactive lanes' copies are set to the identity, all
///   lanes are enabled for the DPP steps, lane 63 is read and exec restored; the thread set
///   is still the current one, since only the active lanes contribute values.
pub(super) fn wave_reduce(ctx: &Ctx, out: &mut Out, r: ReduceOp, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    if r.is_float() && ty == Type::F32 {
        return float_reduce(ctx, out, r, dst, v);
    }
    if !matches!(ty, Type::I32 | Type::I64) || r.is_float() {
        return Err(format!(
            "kcc cannot generate code for 'wave.reduce.{}' on {ty} values yet",
            r.name()
        ));
    }
    let wide = ty == Type::I64;
    let [s0, s1, s2] = ctx.temps.s;
    let (save, res) = (Operand::s(s0), Wide::sgprs(s1));
    let zero = Operand::int(0).expect("inline");
    if !matches!(ctx.loc(v), Loc::Vgpr(_)) {
        let x = Wide::of(ctx, v);
        match r {
            ReduceOp::Add | ReduceOp::Sub | ReduceOp::Xor => {
                let (count, t) = (Operand::s(s2), Operand::s(s2 + 1));
                out.push(sop1(op::S_BCNT1_I32_B64, count, Operand::EXEC));
                if r == ReduceOp::Xor {
                    out.push(sop2(op::S_AND_B32, count, count, Operand::int(1).expect("inline")));
                }
                out.push(sop2(op::S_MUL_I32, res.lo, x.lo, count));
                if wide {
                    out.push(sop2(op::S_MUL_HI_U32, res.hi, x.lo, count));
                    out.push(sop2(op::S_MUL_I32, t, x.hi, count));
                    out.push(sop2(op::S_ADD_U32, res.hi, res.hi, t));
                }
            }
            _ => {
                out.mov(res.lo, x.lo);
                if wide {
                    out.mov(res.hi, x.hi);
                }
            }
        }
    } else {
        reduce_lanes(ctx, out, r, wide, v, res, save)?;
    }
    if r == ReduceOp::Sub {
        out.push(sop2(op::S_SUB_U32, res.lo, zero, res.lo));
        if wide {
            out.push(sop2(op::S_SUBB_U32, res.hi, zero, res.hi));
        }
    }
    out.mov(dst.lo(), res.lo);
    if wide {
        out.mov(dst.hi(), res.hi);
    }
    Ok(())
}

/// The DPP reduction of a per-lane operand into the SGPRs `res`; `save` keeps exec.
fn reduce_lanes(
    ctx: &Ctx,
    out: &mut Out,
    r: ReduceOp,
    wide: bool,
    v: Value,
    res: Wide,
    save: Operand,
) -> Result<(), String> {
    let (t, u) = (Wide::vgprs(ctx.temps.v[0]), Wide::vgprs(ctx.temps.v[1]));
    let (carry, lt) = (Operand::s(ctx.temps.s[1]), Operand::s(ctx.temps.s[2]));
    let bits = if wide { 64 } else { 32 };
    let id = identity(r, bits);
    let halves = if wide {
        vec![(t.lo, ctx.src(v), id as u32), (t.hi, ctx.src_hi(v), (id >> 32) as u32)]
    } else {
        vec![(t.lo, ctx.src(v), id as u32)]
    };
    out.push(sop1(op::S_MOV_B64, save, Operand::EXEC));
    for &(to, from, _) in &halves {
        out.mov(to, from);
    }
    out.push(sop1(op::S_NOT_B64, Operand::EXEC, save));
    for &(to, _, k) in &halves {
        out.v_mov_imm(to, k);
    }
    out.push(sop1(op::S_MOV_B64, Operand::EXEC, Operand::int(-1).expect("inline")));
    // 32-bit operations and the halves of bitwise ones fold the DPP move into the operation.
    let folded = match r {
        ReduceOp::Add | ReduceOp::Sub if !wide => Some(op::V_ADD_U32),
        ReduceOp::And => Some(op::V_AND_B32),
        ReduceOp::Or => Some(op::V_OR_B32),
        ReduceOp::Xor => Some(op::V_XOR_B32),
        ReduceOp::Min if !wide => Some(op::V_MIN_I32),
        ReduceOp::Max if !wide => Some(op::V_MAX_I32),
        ReduceOp::UMin if !wide => Some(op::V_MIN_U32),
        ReduceOp::UMax if !wide => Some(op::V_MAX_U32),
        _ => None,
    };
    for (ctrl, rows) in REDUCE_STEPS {
        let with_dpp = |o: Op, dst: Operand, src: Operand| {
            let mut i = Inst::new(o);
            i.enc = gfx9_isa::Enc::Dpp;
            i.dst = dst;
            i.src = [src, src, Operand::NONE];
            i.m.ext = dpp(ctrl, rows);
            i
        };
        if let Some(o) = folded {
            for &(half, _, _) in &halves {
                out.push(with_dpp(o, half, half));
            }
            continue;
        }
        // 64-bit add, min and max: the other lane's value into `u` (the identity where there
        // is none), then the operation.
        for (&(from, _, k), to) in halves.iter().zip([u.lo, u.hi]) {
            out.v_mov_imm(to, k);
            let mut i = with_dpp(op::V_MOV_B32, to, from);
            i.src[1] = Operand::NONE;
            out.push(i);
        }
        match r {
            ReduceOp::Add | ReduceOp::Sub => {
                out.push(with_carry(op::V_ADD_CO_U32, t.lo, carry, &[t.lo, u.lo]));
                out.push(with_carry(op::V_ADDC_CO_U32, t.hi, carry, &[t.hi, u.hi, carry]));
            }
            _ => {
                let take = match r {
                    ReduceOp::Min => op::V_CMP_LT_I64,
                    ReduceOp::Max => op::V_CMP_GT_I64,
                    ReduceOp::UMin => op::V_CMP_LT_U64,
                    _ => op::V_CMP_GT_U64,
                };
                out.push(vop(take, lt, &[u.whole, t.whole]));
                out.push(vop(op::V_CNDMASK_B32, t.lo, &[t.lo, u.lo, lt]));
                out.push(vop(op::V_CNDMASK_B32, t.hi, &[t.hi, u.hi, lt]));
            }
        }
    }
    for &(half, _, _) in &halves {
        let to = if half == t.lo { res.lo } else { res.hi };
        let mut i = Inst::new(op::V_READLANE_B32);
        i.dst = to;
        i.src = [half, Operand::int(63).expect("inline"), Operand::NONE];
        out.push(i);
    }
    out.push(sop1(op::S_MOV_B64, Operand::EXEC, save));
    Ok(())
}

/// A float wave reduction, bit for bit as llc-22's loop over the active lanes computes it:
/// - a uniform operand: fadd is x times the number of active lanes, fsub its negation, fmin
///   and fmax the value;
/// - a per-lane operand, folded in lane order from llc's starting value (-0.0 for fadd, +0.0
///   for fsub, a quiet NaN for fmin/fmax): a whole-wave scratch copy holds the operand in the
///   active lanes and that value in the others (where it changes nothing), and each of the 64
///   lanes is read and folded in turn (no branches: the order is what rounds).
fn float_reduce(ctx: &Ctx, out: &mut Out, r: ReduceOp, dst: Loc, v: Value) -> Result<(), String> {
    let [s0, s1, _] = ctx.temps.s;
    let (save, lane) = (Operand::s(s0), Operand::s(s1));
    let (t, acc) = (Operand::v(ctx.temps.v[0]), Operand::v(ctx.temps.v[1]));
    let fold = match r {
        ReduceOp::FAdd => op::V_ADD_F32,
        ReduceOp::FSub => op::V_SUBREV_F32,
        ReduceOp::FMin => op::V_MIN_F32,
        _ => op::V_MAX_F32,
    };
    let res = match dst {
        Loc::Sgpr(_) => dst.lo(),
        _ => lane,
    };
    if !matches!(ctx.loc(v), Loc::Vgpr(_)) {
        let x = ctx.src(v);
        match r {
            ReduceOp::FAdd | ReduceOp::FSub => {
                out.push(sop1(op::S_BCNT1_I32_B64, lane, Operand::EXEC));
                out.push(vop(op::V_CVT_F32_I32, acc, &[lane]));
                let mut reads = 0;
                let x = valu_src(out, x, &mut reads, t);
                out.push(vop(op::V_MUL_F32, acc, &[x, acc]));
                out.push(vop(op::V_READFIRSTLANE_B32, res, &[acc]));
                if r == ReduceOp::FSub {
                    let mut i = sop2(op::S_XOR_B32, res, res, Operand::NONE);
                    imm(&mut i, 1, 0x8000_0000);
                    out.push(i);
                }
            }
            _ => out.mov(res, x),
        }
        out.mov(dst.lo(), res);
        return Ok(());
    }
    out.push(sop1(op::S_MOV_B64, save, Operand::EXEC));
    out.mov(t, ctx.src(v));
    out.push(sop1(op::S_NOT_B64, Operand::EXEC, save));
    out.v_mov_imm(t, identity(r, 32) as u32);
    out.push(sop1(op::S_MOV_B64, Operand::EXEC, save));
    out.v_mov_imm(acc, identity(r, 32) as u32);
    for l in 0..64 {
        let mut i = Inst::new(op::V_READLANE_B32);
        i.dst = lane;
        i.src = [t, Operand::int(l).expect("inline"), Operand::NONE];
        out.push(i);
        out.push(vop(fold, acc, &[lane, acc]));
    }
    out.push(vop(op::V_READFIRSTLANE_B32, res, &[acc]));
    out.mov(dst.lo(), res);
    Ok(())
}
