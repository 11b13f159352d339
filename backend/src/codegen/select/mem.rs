//! Loads, stores and atomics (global memory and LDS).

use super::*;

/// The address of a vector memory access as a VGPR pair.
pub(super) fn vaddr(ctx: &Ctx, out: &mut Out, ptr: Value) -> Operand {
    let mut reads = 1; // always copy SGPR pointers: VMEM addresses must be VGPRs
    vgpr_pair(ctx, out, ptr, &mut reads, ctx.temps.v[0])
}

/// A 32-bit VGPR address (LDS).
pub(super) fn vaddr32(ctx: &Ctx, out: &mut Out, ptr: Value) -> Operand {
    match ctx.loc(ptr) {
        Loc::Vgpr(n) => Operand::v(n),
        _ => {
            out.mov(Operand::v(ctx.temps.v[0]), ctx.src(ptr));
            Operand::v(ctx.temps.v[0])
        }
    }
}

pub(super) fn load(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, ty: Type, ptr: Value) -> Result<(), String> {
    let f = ctx.f;
    let space = f.ty(ptr);
    let bytes = ty.bits().div_ceil(8);
    if bank == Bank::Sgpr {
        // Scalar memory: bank selection allowed it (constant or read-only, dword-aligned).
        let o = match bytes {
            4 => op::S_LOAD_DWORD,
            8 => op::S_LOAD_DWORDX2,
            _ => return Err(format!("no scalar load of {ty}")),
        };
        let base = match ctx.loc(ptr) {
            Loc::Sgpr(n) => Operand::s(n),
            _ => {
                let t = ctx.temps.s[0];
                out.mov(Operand::s(t), ctx.src(ptr));
                out.mov(Operand::s(t + 1), ctx.src_hi(ptr));
                Operand::s(t)
            }
        };
        let mut i = Inst::new(o);
        i.dst = dst.lo();
        i.src[0] = base;
        out.push(i);
        return Ok(());
    }
    if bank != Bank::Vgpr {
        return Err(format!("kcc cannot generate code for a load of {ty} into {} yet", bank.name()));
    }
    let (global, lds) = match bytes {
        1 => (op::GLOBAL_LOAD_UBYTE, op::DS_READ_U8),
        2 => (op::GLOBAL_LOAD_USHORT, op::DS_READ_U16),
        4 => (op::GLOBAL_LOAD_DWORD, op::DS_READ_B32),
        8 => (op::GLOBAL_LOAD_DWORDX2, op::DS_READ_B64),
        _ => return Err(format!("no load of {ty}")),
    };
    let mut i = match space {
        Type::Ptr(1 | 4) => {
            let mut i = Inst::new(global);
            i.src[0] = vaddr(ctx, out, ptr);
            i
        }
        Type::Ptr(3) => {
            let mut i = Inst::new(lds);
            i.src[0] = vaddr32(ctx, out, ptr);
            i
        }
        other => return Err(format!("kcc cannot generate code for loads through {other} pointers yet")),
    };
    i.dst = dst.lo();
    out.push(i);
    Ok(())
}

pub(super) fn store(ctx: &Ctx, out: &mut Out, value: Value, ptr: Value) -> Result<(), String> {
    let f = ctx.f;
    let ty = f.ty(value);
    let bytes = ty.bits().div_ceil(8);
    if ty == Type::I1 {
        return Err("kcc cannot generate code for stores of s1 values yet".into());
    }
    let (global, lds) = match bytes {
        1 => (op::GLOBAL_STORE_BYTE, op::DS_WRITE_B8),
        2 => (op::GLOBAL_STORE_SHORT, op::DS_WRITE_B16),
        4 => (op::GLOBAL_STORE_DWORD, op::DS_WRITE_B32),
        8 => (op::GLOBAL_STORE_DWORDX2, op::DS_WRITE_B64),
        _ => return Err(format!("no store of {ty}")),
    };
    // Store data must be in VGPRs.
    let data = match ctx.loc(value) {
        Loc::Vgpr(n) => Operand::v(n),
        _ => {
            let t = ctx.temps.v[1];
            out.mov(Operand::v(t), ctx.src(value));
            if bytes == 8 {
                out.mov(Operand::v(t + 1), ctx.src_hi(value));
            }
            Operand::v(t)
        }
    };
    let mut i = match f.ty(ptr) {
        Type::Ptr(1) => {
            let mut i = Inst::new(global);
            i.src[0] = vaddr(ctx, out, ptr);
            i.src[1] = data;
            i
        }
        Type::Ptr(3) => {
            let mut i = Inst::new(lds);
            i.src[0] = vaddr32(ctx, out, ptr);
            i.src[1] = data;
            i
        }
        other => return Err(format!("kcc cannot generate code for stores through {other} pointers yet")),
    };
    i.dst = Operand::NONE;
    out.push(i);
    Ok(())
}

pub(super) fn atomic(ctx: &Ctx, out: &mut Out, a: AtomicOp, dst: Loc, ptr: Value, value: Value) -> Result<(), String> {
    let f = ctx.f;
    if dwords(f.ty(value)) != 1 || !f.ty(value).is_int() {
        return Err(format!("kcc cannot generate code for 'atomicrmw.{}' on {} values yet", a.name(), f.ty(value)));
    }
    let suffix = match a {
        AtomicOp::Add => "add",
        AtomicOp::Sub => "sub",
        AtomicOp::And => "and",
        AtomicOp::Or => "or",
        AtomicOp::Xor => "xor",
        AtomicOp::Max => "smax",
        AtomicOp::Min => "smin",
        AtomicOp::UMax => "umax",
        AtomicOp::UMin => "umin",
        AtomicOp::Xchg => "swap",
        AtomicOp::UIncWrap => "inc",
        AtomicOp::UDecWrap => "dec",
        _ => return Err(format!("kcc cannot generate code for 'atomicrmw.{}' yet", a.name())),
    };
    let data = vgpr32(ctx, out, value, ctx.temps.v[1]);
    // The old value is returned into a VGPR; a scalar result reads it back.
    let ret = match dst {
        Loc::Vgpr(_) => dst.lo(),
        _ => Operand::v(ctx.temps.v[1] + 1),
    };
    let mut i = match f.ty(ptr) {
        Type::Ptr(1) => {
            let o = Op::from_name(&format!("global_atomic_{suffix}")).ok_or("no global atomic")?;
            let mut i = Inst::new(o);
            i.src[0] = vaddr(ctx, out, ptr);
            i.m.glc = true;
            i
        }
        Type::Ptr(3) => {
            let name = match suffix {
                "smax" => "ds_max_rtn_i32".to_string(),
                "smin" => "ds_min_rtn_i32".to_string(),
                "umax" => "ds_max_rtn_u32".to_string(),
                "umin" => "ds_min_rtn_u32".to_string(),
                "swap" => "ds_wrxchg_rtn_b32".to_string(),
                "and" | "or" | "xor" => format!("ds_{suffix}_rtn_b32"),
                other => format!("ds_{other}_rtn_u32"),
            };
            let mut i = Inst::new(Op::from_name(&name).ok_or("no LDS atomic")?);
            i.src[0] = vaddr32(ctx, out, ptr);
            i
        }
        other => return Err(format!("kcc cannot generate code for atomics through {other} pointers yet")),
    };
    i.src[1] = data;
    i.dst = ret;
    out.push(i);
    if ret != dst.lo() {
        out.mov(dst.lo(), ret);
    }
    Ok(())
}

pub(super) fn cmpxchg(ctx: &Ctx, out: &mut Out, d: &OpData, ptr: Value, expected: Value, new: Value) -> Result<(), String> {
    let f = ctx.f;
    if dwords(f.ty(expected)) != 1 {
        return Err("kcc cannot generate code for 64-bit cmpxchg yet".into());
    }
    let (old, ok) = (ctx.loc(d.results[0]), d.results[1]);
    let ret = match old {
        Loc::Vgpr(_) => old.lo(),
        _ => Operand::v(ctx.temps.v[1] + 1),
    };
    let t = ctx.temps.v[1];
    match f.ty(ptr) {
        Type::Ptr(1) => {
            // Data is the pair (new, expected).
            out.mov(Operand::v(t), ctx.src(new));
            let cmp = vgpr32(ctx, out, expected, ctx.temps.v[0] + 1);
            out.mov(Operand::v(t + 1), cmp);
            let mut i = Inst::new(op::GLOBAL_ATOMIC_CMPSWAP);
            i.src[0] = vaddr(ctx, out, ptr);
            i.src[1] = Operand::v(t);
            i.m.glc = true;
            i.dst = ret;
            out.push(i);
        }
        Type::Ptr(3) => {
            let mut i = Inst::new(op::DS_CMPST_RTN_B32);
            i.src[0] = vaddr32(ctx, out, ptr);
            i.src[1] = vgpr32(ctx, out, expected, t);
            i.src[2] = vgpr32(ctx, out, new, t + 1);
            i.dst = ret;
            out.push(i);
        }
        other => return Err(format!("kcc cannot generate code for cmpxchg through {other} pointers yet")),
    }
    if ret != old.lo() && old != Loc::None {
        out.mov(old.lo(), ret);
    }
    // Success: the old value equals the expected one.
    let okloc = ctx.loc(ok);
    if okloc != Loc::None {
        let mut reads = 0;
        let e = valu_src(out, ctx.src(expected), &mut reads, Operand::v(ctx.temps.v[0]));
        match f.value(ok).bank {
            Bank::LaneMask => out.push(vop(op::V_CMP_EQ_U32, okloc.lo(), &[e, ret])),
            _ => {
                out.push(vop(op::V_CMP_EQ_U32, Operand::s(ctx.temps.s[0]), &[e, ret]));
                out.push(sopc(op::S_CMP_LG_U64, Operand::s(ctx.temps.s[0]), Operand::int(0).expect("inline")));
                out.push(sop2(op::S_CSELECT_B32, okloc.lo(), Operand::int(1).expect("inline"), Operand::int(0).expect("inline")));
            }
        }
    }
    Ok(())
}
