//! Generic (flat, address space 0) pointers. A FLAT instruction's 64-bit address picks the
//! memory: inside the shared aperture it reaches LDS, inside the private aperture the lane's
//! private memory (through FLAT_SCRATCH, which the prologue sets up), elsewhere global memory.
//! Loads, stores and atomics through such pointers are FLAT instructions; atomics and cmpxchg
//! share the global ones' selection in [`super::mem`] (same operands, other opcodes).
//!
//! Casts: an LDS or private (segment) pointer's generic form is {offset, aperture base}, the
//! base being the high dword of `src_shared_base` / `src_private_base` (read as 64 bits, as
//! llc does: LLVM notes that a 32-bit read of them returns a wrong value). A segment's null
//! is -1, the generic null 0: the casts map one to the other, as llc does. Global and constant
//! pointers are generic pointers already (same-size casts are copies, see `select`).

use super::*;

fn zero() -> Operand {
    Operand::int(0).expect("inline")
}

fn minus_one() -> Operand {
    Operand::int(-1).expect("inline")
}

/// The load of `bytes` through generic pointer `ptr`, without its destination.
pub(super) fn load(ctx: &Ctx, out: &mut Out, bytes: u32, ptr: Value) -> Result<Inst, String> {
    let o = match bytes {
        1 => op::FLAT_LOAD_UBYTE,
        2 => op::FLAT_LOAD_USHORT,
        4 => op::FLAT_LOAD_DWORD,
        8 => op::FLAT_LOAD_DWORDX2,
        _ => return Err(format!("no flat load of {bytes} bytes")),
    };
    Ok(access(ctx, out, o, ptr))
}

/// The store of `bytes` of `data` (in VGPRs) through generic pointer `ptr`.
pub(super) fn store(ctx: &Ctx, out: &mut Out, bytes: u32, ptr: Value, data: Operand) -> Result<Inst, String> {
    let o = match bytes {
        1 => op::FLAT_STORE_BYTE,
        2 => op::FLAT_STORE_SHORT,
        4 => op::FLAT_STORE_DWORD,
        8 => op::FLAT_STORE_DWORDX2,
        _ => return Err(format!("no flat store of {bytes} bytes")),
    };
    let mut i = access(ctx, out, o, ptr);
    i.src[1] = data;
    Ok(i)
}

/// FLAT instruction `o` at generic pointer `ptr`: a 64-bit VGPR address (FLAT has no SGPR
/// base, and `fold-addresses` folds no offsets into generic accesses).
pub(super) fn access(ctx: &Ctx, out: &mut Out, o: Op, ptr: Value) -> Inst {
    let mut i = Inst::new(o);
    i.src[0] = vaddr(ctx, out, ptr);
    i
}

/// `addrspacecast` between a generic pointer and an LDS or private one.
pub(super) fn cast(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, src: Value, to: Type) -> Result<(), String> {
    match (ctx.f.ty(src), to) {
        (Type::Ptr(space @ (3 | 5)), Type::Ptr(0)) => to_generic(ctx, out, dst, bank, src, space),
        (Type::Ptr(0), Type::Ptr(3 | 5)) => to_segment(ctx, out, dst, bank, src),
        (from, to) => Err(format!(
            "kcc cannot generate code for 'addrspacecast' from {from} to {to} yet"
        )),
    }
}

/// Segment offset → {offset, aperture base}, segment null (-1) → 0.
fn to_generic(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, src: Value, space: u8) -> Result<(), String> {
    let aperture = if space == 3 {
        Operand::SRC_SHARED_BASE
    } else {
        Operand::SRC_PRIVATE_BASE
    };
    let t = ctx.temps.s[0];
    if known_nonnull(ctx.f, src, 8) && matches!(bank, Bank::Sgpr | Bank::Vgpr) {
        return nonnull_to_generic(ctx, out, dst, src, aperture);
    }
    out.push(sop1(op::S_MOV_B64, Operand::s(t), aperture));
    let base = Operand::s(t + 1);
    match bank {
        Bank::Sgpr => {
            let x = ctx.src(src);
            out.push(sopc(op::S_CMP_LG_U32, x, minus_one()));
            out.push(sop2(op::S_CSELECT_B32, dst.hi(), base, zero()));
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), x, zero()));
        }
        Bank::Vgpr => {
            // The lane mask takes the one constant-bus read: both values go through VGPRs.
            let x = vgpr32(ctx, out, src, ctx.temps.v[1]);
            let hi = Operand::v(ctx.temps.v[0]);
            out.mov(hi, base);
            let nonnull = Operand::s(ctx.temps.s[1]);
            out.push(vop(op::V_CMP_NE_U32, nonnull, &[minus_one(), x]));
            out.push(vop(op::V_CNDMASK_B32, dst.hi(), &[zero(), hi, nonnull]));
            out.push(vop(op::V_CNDMASK_B32, dst.lo(), &[zero(), x, nonnull]));
        }
        other => return Err(format!("kcc cannot generate code for a pointer in {}", other.name())),
    }
    Ok(())
}

/// Whether segment pointer `v` is never the segment null (-1): an `alloca` or LDS global, a
/// small constant offset from one (segments are far smaller than 2^32 - 2^20), or a copy or
/// select of such (looked through `depth` ops deep).
fn known_nonnull(f: &Function, v: Value, depth: u32) -> bool {
    let Some(op) = f.def_op(v) else { return false };
    let d = f.op(op);
    let nonnull = |v: Value| depth > 0 && known_nonnull(f, v, depth - 1);
    match d.opcode {
        Opcode::Alloca | Opcode::GlobalAddr => true,
        Opcode::Copy => nonnull(d.operands[0]),
        Opcode::Select => nonnull(d.operands[1]) && nonnull(d.operands[2]),
        Opcode::PtrAdd => {
            let small = f
                .def_op(d.operands[1])
                .and_then(|c| (f.op(c).opcode == Opcode::Const).then(|| f.op(c).int_attr("value")))
                .flatten()
                .is_some_and(|c| (0..1 << 20).contains(&c));
            small && nonnull(d.operands[0])
        }
        _ => false,
    }
}

/// A segment pointer known not to be null → {offset, aperture base}: no null check.
fn nonnull_to_generic(ctx: &Ctx, out: &mut Out, dst: Loc, src: Value, aperture: Operand) -> Result<(), String> {
    let x = ctx.src(src);
    match dst {
        // The aperture straight into the result when that leaves the offset alone.
        Loc::Sgpr(_) if x != dst.lo() && x != dst.hi() => {
            out.push(sop1(op::S_MOV_B64, dst.lo(), aperture));
            out.mov(dst.lo(), x);
        }
        _ => {
            let t = ctx.temps.s[0];
            out.push(sop1(op::S_MOV_B64, Operand::s(t), aperture));
            out.mov(dst.lo(), x);
            out.mov(dst.hi(), Operand::s(t + 1));
        }
    }
    Ok(())
}

/// Generic pointer → its low dword (the segment offset), generic null (0) → -1.
fn to_segment(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, src: Value) -> Result<(), String> {
    match bank {
        Bank::Sgpr => {
            out.push(sopc(op::S_CMP_LG_U64, pair_src(ctx, src), zero()));
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), ctx.src(src), minus_one()));
        }
        Bank::Vgpr => {
            let p = vaddr(ctx, out, src);
            let nonnull = Operand::s(ctx.temps.s[1]);
            out.push(vop(op::V_CMP_NE_U64, nonnull, &[zero(), p]));
            out.push(vop(op::V_CNDMASK_B32, dst.lo(), &[minus_one(), p, nonnull]));
        }
        other => return Err(format!("kcc cannot generate code for a pointer in {}", other.name())),
    }
    Ok(())
}
