//! Loads, stores and atomics (global memory and LDS), and private memory (MUBUF); generic
//! pointers' FLAT forms are in [`super::flat`].

use super::*;

/// Loads kernel argument `i` (the entry block's parameter) from the kernarg segment into its
/// registers: through scratch slot 0 when they are VGPRs.
pub fn argument_load(ctx: &Ctx, i: usize, out: &mut Out) -> Result<(), String> {
    let f = ctx.f;
    let arg = &f.args[i];
    let dst = ctx.loc[f.block(f.entry()).params[i].index()];
    // Scalar loads are dword-granular: narrow arguments come from their dword.
    let (o, width) = match arg.size {
        1..=4 => (op::S_LOAD_DWORD, 1),
        8 => (op::S_LOAD_DWORDX2, 2),
        n => {
            return Err(format!(
                "argument '{}' of {n} bytes is used directly (not supported yet)",
                arg.name
            ))
        }
    };
    let target = match dst {
        Loc::Sgpr(n) => n,
        _ => ctx.temps.s[0],
    };
    let mut load = Inst::new(o);
    load.dst = Operand::s(target);
    load.src[0] = Operand::s(ctx.kernarg);
    load.imm = (arg.offset & !3) as i32;
    out.push(load);
    let shift = (arg.offset & 3) * 8;
    if shift != 0 {
        let mut i = sop2(op::S_LSHR_B32, Operand::s(target), Operand::s(target), Operand::NONE);
        imm(&mut i, 1, shift);
        out.push(i);
    }
    if let Loc::Vgpr(n) = dst {
        for k in 0..width {
            out.mov(Operand::v(n + k), Operand::s(target + k));
        }
    }
    Ok(())
}

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

/// Where a load or store goes: its MIR address operands (see `addressing`).
#[derive(Clone, Copy)]
pub(super) struct Address {
    pub ptr: Value,
    /// The `saddr` form's 32-bit VGPR offset (then `ptr` is the uniform base).
    pub offset32: Option<Value>,
    /// The instruction's immediate offset.
    pub imm: i32,
    /// The access's alignment in bytes (the op's `align`, 1 when absent).
    pub align: u32,
}

impl Address {
    /// The address of the memory access `d`.
    pub fn of(d: &OpData) -> Address {
        let (ptr, offset) = d.opcode.address_operands().expect("a memory access");
        Address {
            ptr: d.operands[ptr],
            offset32: d.operands.get(offset).copied(),
            imm: d.int_attr("offset").unwrap_or(0) as i32,
            align: d.int_attr("align").unwrap_or(1).clamp(1, 1 << 16) as u32,
        }
    }
}

/// A `global_*` access of `addr`: the `saddr` form (SGPR base, 32-bit VGPR offset) when the
/// base is uniform, else a 64-bit VGPR address.
fn global_access(ctx: &Ctx, out: &mut Out, o: Op, addr: Address) -> Inst {
    let mut i = Inst::new(o);
    i.imm = addr.imm;
    let sbase = match ctx.loc(addr.ptr) {
        Loc::Sgpr(n) if ctx.constant(addr.ptr).is_none() => Some(Operand::s(n)),
        _ => None,
    };
    match (addr.offset32, sbase) {
        (None, None) => i.src[0] = vaddr(ctx, out, addr.ptr),
        (offset, sbase) => {
            // A uniform pointer needs only a zero offset VGPR, not a copy of the pointer.
            i.src[0] = match offset {
                Some(v) => vgpr32(ctx, out, v, ctx.temps.v[0]),
                None => {
                    out.v_mov_imm(Operand::v(ctx.temps.v[0]), 0);
                    Operand::v(ctx.temps.v[0])
                }
            };
            i.src[2] = sbase.unwrap_or_else(|| {
                let t = ctx.temps.s[0];
                out.mov(Operand::s(t), ctx.src(addr.ptr));
                out.mov(Operand::s(t + 1), ctx.src_hi(addr.ptr));
                Operand::s(t)
            });
        }
    }
    i
}

pub(super) fn load(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, ty: Type, addr: Address) -> Result<(), String> {
    let f = ctx.f;
    let ptr = addr.ptr;
    let space = f.ty(ptr);
    let bytes = ty.bits().div_ceil(8);
    if bank == Bank::Sgpr {
        // Scalar memory: bank selection allowed it (constant or read-only, dword-aligned, or a
        // narrow field of a dword-aligned dispatch segment: its dword, shifted down; the bits
        // above a narrow value are undefined).
        let (o, shift) = match bytes {
            4 => (op::S_LOAD_DWORD, 0),
            8 => (op::S_LOAD_DWORDX2, 0),
            1 | 2 if addr.offset32.is_none() && crate::regbank::dispatch_segment_field(f, ptr) == Some(0) => {
                (op::S_LOAD_DWORD, 8 * (addr.imm & 3))
            }
            _ => return Err(format!("no scalar load of {ty}")),
        };
        let kernarg = f.def_op(ptr).is_some_and(|d| f.op(d).opcode == Opcode::KernargPtr);
        let base = match ctx.loc(ptr) {
            _ if kernarg => Operand::s(ctx.kernarg),
            Loc::Sgpr(n) => Operand::s(n),
            _ => {
                let t = ctx.temps.s[0];
                out.mov(Operand::s(t), ctx.src(ptr));
                out.mov(Operand::s(t + 1), ctx.src_hi(ptr));
                Operand::s(t)
            }
        };
        if addr.offset32.is_some() {
            return Err("scalar load with a register offset".into());
        }
        let mut i = Inst::new(o);
        i.dst = dst.lo();
        i.src[0] = base;
        i.imm = addr.imm - shift / 8;
        out.push(i);
        if shift != 0 {
            out.push(sop2(
                op::S_LSHR_B32,
                dst.lo(),
                dst.lo(),
                Operand::int(shift).expect("inline"),
            ));
        }
        return Ok(());
    }
    if bank != Bank::Vgpr {
        return Err(format!(
            "kcc cannot generate code for a load of {ty} into {} yet",
            bank.name()
        ));
    }
    let (global, lds) = match bytes {
        1 => (op::GLOBAL_LOAD_UBYTE, op::DS_READ_U8),
        2 => (op::GLOBAL_LOAD_USHORT, op::DS_READ_U16),
        4 => (op::GLOBAL_LOAD_DWORD, op::DS_READ_B32),
        8 => (op::GLOBAL_LOAD_DWORDX2, op::DS_READ_B64),
        _ => return Err(format!("no load of {ty}")),
    };
    if addr.offset32.is_some() && !matches!(space, Type::Ptr(1 | 4)) {
        return Err(format!("register offset on a load through {space} pointers"));
    }
    let mut i = match space {
        Type::Ptr(1 | 4) => global_access(ctx, out, global, addr),
        Type::Ptr(3) if bytes == 8 && addr.align < 8 => match read2_offsets(addr.imm) {
            Some(offsets) => lds_access2(ctx, out, op::DS_READ2_B32, addr, offsets),
            None => lds_access(ctx, out, lds, addr),
        },
        Type::Ptr(3) => lds_access(ctx, out, lds, addr),
        Type::Ptr(5) => {
            let o = match bytes {
                1 => op::BUFFER_LOAD_UBYTE,
                2 => op::BUFFER_LOAD_USHORT,
                4 => op::BUFFER_LOAD_DWORD,
                _ => op::BUFFER_LOAD_DWORDX2,
            };
            private_access(ctx, out, o, addr)?
        }
        Type::Ptr(0) => flat::load(ctx, out, bytes, ptr)?,
        other => {
            return Err(format!(
                "kcc cannot generate code for loads through {other} pointers yet"
            ))
        }
    };
    i.dst = dst.lo();
    out.push(i);
    Ok(())
}

pub(super) fn store(ctx: &Ctx, out: &mut Out, value: Value, addr: Address) -> Result<(), String> {
    let f = ctx.f;
    let ptr = addr.ptr;
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
    if addr.offset32.is_some() && f.ty(ptr) != Type::Ptr(1) {
        return Err(format!("register offset on a store through {} pointers", f.ty(ptr)));
    }
    let mut i = match f.ty(ptr) {
        Type::Ptr(1) => global_access(ctx, out, global, addr),
        Type::Ptr(3) if bytes == 8 && addr.align < 8 => match read2_offsets(addr.imm) {
            Some(offsets) => {
                // ds_write2_b32 takes its two dwords as separate operands.
                let mut i = lds_access2(ctx, out, op::DS_WRITE2_B32, addr, offsets);
                i.src[1] = data;
                i.src[2] = Operand::v(data.vgpr() + 1);
                out.push(i);
                return Ok(());
            }
            None => lds_access(ctx, out, lds, addr),
        },
        Type::Ptr(3) => lds_access(ctx, out, lds, addr),
        Type::Ptr(5) => {
            let o = match bytes {
                1 => op::BUFFER_STORE_BYTE,
                2 => op::BUFFER_STORE_SHORT,
                4 => op::BUFFER_STORE_DWORD,
                _ => op::BUFFER_STORE_DWORDX2,
            };
            // MUBUF stores carry their data in the vdata (destination) field.
            let mut i = private_access(ctx, out, o, addr)?;
            i.dst = data;
            out.push(i);
            return Ok(());
        }
        Type::Ptr(0) => flat::store(ctx, out, bytes, ptr, data)?,
        other => {
            return Err(format!(
                "kcc cannot generate code for stores through {other} pointers yet"
            ))
        }
    };
    i.src[1] = data;
    i.dst = Operand::NONE;
    out.push(i);
    Ok(())
}

/// A DS access of LDS at `addr`.
fn lds_access(ctx: &Ctx, out: &mut Out, o: Op, addr: Address) -> Inst {
    let mut i = Inst::new(o);
    i.src[0] = vaddr32(ctx, out, addr.ptr);
    // The 16-bit offset is split into the offset0 and offset1 bytes.
    i.imm = addr.imm & 0xff;
    i.m.offset1 = (addr.imm >> 8) as u8;
    i
}

/// The dword offsets (offset0, offset1) of a `ds_read2_b32`/`ds_write2_b32` for the 8 bytes
/// at byte offset `imm`: a 64-bit LDS access aligned to only 4 bytes, as llc splits it (each
/// field is 8 bits, in dwords).
pub(crate) fn read2_offsets(imm: i32) -> Option<(u8, u8)> {
    let first = u8::try_from(imm / 4).ok().filter(|_| imm % 4 == 0)?;
    Some((first, first.checked_add(1)?))
}

/// A DS access of two dwords of LDS at `addr`, at the dword offsets `offsets`.
fn lds_access2(ctx: &Ctx, out: &mut Out, o: Op, addr: Address, offsets: (u8, u8)) -> Inst {
    let mut i = Inst::new(o);
    i.src[0] = vaddr32(ctx, out, addr.ptr);
    i.imm = offsets.0.into();
    i.m.offset1 = offsets.1;
    i
}

/// `extract.lo`/`extract.hi`: one dword of a 64-bit value, moved into the result's register.
pub(super) fn extract_half(ctx: &Ctx, out: &mut Out, dst: Loc, x: Value, high: bool) -> Result<(), String> {
    let src = if high { ctx.src_hi(x) } else { ctx.src(x) };
    if !dst.lo().is_vgpr() && src.is_vgpr() {
        return Err("extract of a VGPR value into an SGPR".into());
    }
    out.mov(dst.lo(), src);
    Ok(())
}

/// `build.pair lo, hi`: two dwords moved into the halves of a 64-bit result.
pub(super) fn build_pair(ctx: &Ctx, out: &mut Out, dst: Loc, lo: Value, hi: Value) -> Result<(), String> {
    let (slo, shi) = (ctx.src(lo), ctx.src(hi));
    if !dst.lo().is_vgpr() && (slo.is_vgpr() || shi.is_vgpr()) {
        return Err("build.pair of VGPR values into SGPRs".into());
    }
    out.mov(dst.lo(), slo);
    out.mov(dst.hi(), shi);
    Ok(())
}

/// A MUBUF access of the lane's private memory at `addr` (a byte offset in the segment): the
/// 32-bit offset in a VGPR (`offen`), so any offset the segment has is reachable; only the
/// constant part `fold-addresses` put in the 12-bit offset field is limited. An address that
/// is an `alloca` plus a constant, within the field's reach, is the field alone (no VGPR, as
/// llc addresses frame objects).
fn private_access(ctx: &Ctx, out: &mut Out, o: Op, addr: Address) -> Result<Inst, String> {
    let p = ctx.private.ok_or("private memory without a private segment")?;
    let mut i = Inst::new(o);
    i.src[1] = Operand::s(p.rsrc);
    i.src[2] = Operand::int(0).expect("inline");
    // (A called function's frame is at its frame pointer, which goes in `soffset`.)
    let frame_soffset = p.frame_pointer.map_or(i.src[2], Operand::s);
    let constant = p
        .allocas
        .get(&addr.ptr)
        .map(|&base| i64::from(base) + i64::from(addr.imm))
        .filter(|&at| (0..i64::from(crate::addressing::MUBUF_OFFSET_REACH)).contains(&at));
    match constant {
        Some(at) => {
            i.imm = at as i32;
            i.src[2] = frame_soffset;
        }
        None => {
            i.src[0] = vaddr32(ctx, out, addr.ptr);
            i.imm = addr.imm;
            i.m.offen = true;
        }
    }
    Ok(i)
}

/// The mnemonic of a read-modify-write atomic returning the old value: integer ones on 32 and
/// 64 bits, and f32 add, min and max on LDS. The `atomic-expand` pass turns the others into
/// compare-and-swap loops.
pub(crate) fn atomic_name(a: AtomicOp, space: u8, ty: Type) -> Option<String> {
    use AtomicOp::*;
    if ty == Type::F32 {
        return match (a, space) {
            (FAdd, 3) => Some("ds_add_rtn_f32".into()),
            (FMin, 3) => Some("ds_min_rtn_f32".into()),
            (FMax, 3) => Some("ds_max_rtn_f32".into()),
            _ => None,
        };
    }
    if !ty.is_int() || ty.bits() < 32 {
        return None;
    }
    let wide = ty.bits() == 64;
    let global = match a {
        Add => "add",
        Sub => "sub",
        And => "and",
        Or => "or",
        Xor => "xor",
        Max => "smax",
        Min => "smin",
        UMax => "umax",
        UMin => "umin",
        Xchg => "swap",
        UIncWrap => "inc",
        UDecWrap => "dec",
        _ => return None,
    };
    let (bits, x2) = if wide { ("64", "_x2") } else { ("32", "") };
    Some(match space {
        0 => format!("flat_atomic_{global}{x2}"),
        1 => format!("global_atomic_{global}{x2}"),
        3 => match a {
            Max | Min => format!("ds_{}_rtn_i{bits}", &global[1..]),
            UMax | UMin => format!("ds_{}_rtn_u{bits}", &global[1..]),
            Xchg => format!("ds_wrxchg_rtn_b{bits}"),
            And | Or | Xor => format!("ds_{global}_rtn_b{bits}"),
            _ => format!("ds_{global}_rtn_u{bits}"),
        },
        _ => return None,
    })
}

/// A 32- or 64-bit operand in VGPRs (copied into the pair `temp` if it is not in them).
fn vgprs(ctx: &Ctx, out: &mut Out, v: Value, temp: u8) -> Operand {
    if dwords(ctx.f.ty(v)) == 1 {
        return vgpr32(ctx, out, v, temp);
    }
    let mut reads = 1; // data operands take no SGPRs
    vgpr_pair(ctx, out, v, &mut reads, temp)
}

/// Copies an atomic's returned old value (in VGPRs) into its result, if it is elsewhere.
fn take_returned(out: &mut Out, dst: Loc, ret: Operand, wide: bool) {
    if ret != dst.lo() && dst != Loc::None {
        out.mov(dst.lo(), ret);
        if wide {
            out.mov(dst.hi(), Operand::v(ret.vgpr() + 1));
        }
    }
}

pub(super) fn atomic(
    ctx: &Ctx,
    out: &mut Out,
    a: AtomicOp,
    dst: Loc,
    addr: Address,
    value: Value,
) -> Result<(), String> {
    let f = ctx.f;
    let ptr = addr.ptr;
    let ty = f.ty(value);
    let wide = dwords(ty) == 2;
    let Type::Ptr(space) = f.ty(ptr) else {
        return Err("atomic through a non-pointer".into());
    };
    let name = atomic_name(a, space, ty).ok_or_else(|| {
        format!(
            "kcc cannot generate code for 'atomicrmw.{}' on {ty} values through {} pointers yet",
            a.name(),
            f.ty(ptr)
        )
    })?;
    let o = Op::from_name(&name).ok_or_else(|| format!("no instruction {name}"))?;
    let data = vgprs(ctx, out, value, ctx.temps.v[1]);
    // The old value is returned into VGPRs; a scalar result reads it back.
    let ret = match dst {
        Loc::Vgpr(_) => dst.lo(),
        _ => Operand::v(ctx.temps.v[2]),
    };
    let mut i = match space {
        0 => flat::access(ctx, out, o, ptr),
        1 => global_access(ctx, out, o, addr),
        _ => lds_access(ctx, out, o, addr),
    };
    i.m.glc = matches!(space, 0 | 1);
    i.src[1] = data;
    i.dst = ret;
    out.push(i);
    take_returned(out, dst, ret, wide);
    Ok(())
}

/// Two adjacent scratch pairs (a 4-VGPR tuple) other than the first (addresses use it).
fn scratch_quad(ctx: &Ctx) -> Result<(u8, u8), String> {
    let tv = ctx.temps.v;
    (1..3)
        .find(|&k| tv[k + 1] == tv[k] + 2)
        .map(|k| (tv[k], tv[if k == 1 { 3 } else { 1 }]))
        .ok_or_else(|| "64-bit cmpxchg needs two adjacent scratch VGPR pairs".to_string())
}

pub(super) fn cmpxchg(ctx: &Ctx, out: &mut Out, d: &OpData, expected: Value, new: Value) -> Result<(), String> {
    let f = ctx.f;
    let addr = Address::of(d);
    let ptr = addr.ptr;
    let ty = f.ty(expected);
    let wide = dwords(ty) == 2;
    let (old, ok) = (ctx.loc(d.results[0]), d.results[1]);
    let okloc = ctx.loc(ok);
    // The expected value in VGPRs, kept for the success test after the atomic wrote its
    // result; so the old value comes back in scratch VGPRs when that test is needed.
    let (expect, ret) = match f.ty(ptr) {
        Type::Ptr(space @ (0 | 1)) => {
            // The data is the tuple (new, expected), for global and flat alike.
            let (quad, spare) = if wide {
                scratch_quad(ctx)?
            } else {
                (ctx.temps.v[1], ctx.temps.v[2])
            };
            let step = if wide { 2 } else { 1 };
            for (k, v) in [(0, new), (step, expected)] {
                out.mov(Operand::v(quad + k), ctx.src(v));
                if wide {
                    out.mov(Operand::v(quad + k + 1), ctx.src_hi(v));
                }
            }
            let ret = if okloc == Loc::None && matches!(old, Loc::Vgpr(_)) {
                old.lo()
            } else {
                Operand::v(spare)
            };
            let o = match (space, wide) {
                (0, false) => op::FLAT_ATOMIC_CMPSWAP,
                (0, true) => op::FLAT_ATOMIC_CMPSWAP_X2,
                (_, false) => op::GLOBAL_ATOMIC_CMPSWAP,
                (_, true) => op::GLOBAL_ATOMIC_CMPSWAP_X2,
            };
            let mut i = if space == 0 {
                flat::access(ctx, out, o, ptr)
            } else {
                global_access(ctx, out, o, addr)
            };
            i.src[1] = Operand::v(quad);
            i.m.glc = true;
            i.dst = ret;
            out.push(i);
            (Operand::v(quad + step), ret)
        }
        Type::Ptr(3) => {
            let (t, spare) = (ctx.temps.v[1], ctx.temps.v[3]);
            let mut i = lds_access(
                ctx,
                out,
                if wide {
                    op::DS_CMPST_RTN_B64
                } else {
                    op::DS_CMPST_RTN_B32
                },
                addr,
            );
            let expect = vgprs(ctx, out, expected, t);
            i.src[1] = expect;
            i.src[2] = vgprs(ctx, out, new, ctx.temps.v[2]);
            let ret = if okloc == Loc::None && matches!(old, Loc::Vgpr(_)) {
                old.lo()
            } else {
                Operand::v(spare)
            };
            i.dst = ret;
            out.push(i);
            (expect, ret)
        }
        other => {
            return Err(format!(
                "kcc cannot generate code for cmpxchg through {other} pointers yet"
            ))
        }
    };
    // Success: the old value equals the expected one.
    if okloc != Loc::None {
        let eq = if wide { op::V_CMP_EQ_U64 } else { op::V_CMP_EQ_U32 };
        match f.value(ok).bank {
            Bank::LaneMask => out.push(vop(eq, okloc.lo(), &[expect, ret])),
            _ => {
                out.push(vop(eq, Operand::s(ctx.temps.s[0]), &[expect, ret]));
                out.push(sopc(
                    op::S_CMP_LG_U64,
                    Operand::s(ctx.temps.s[0]),
                    Operand::int(0).expect("inline"),
                ));
                out.push(sop2(
                    op::S_CSELECT_B32,
                    okloc.lo(),
                    Operand::int(1).expect("inline"),
                    Operand::int(0).expect("inline"),
                ));
            }
        }
    }
    take_returned(out, old, ret, wide);
    Ok(())
}
