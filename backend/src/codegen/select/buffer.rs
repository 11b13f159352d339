//! Buffer accesses (`buffer.load`, `buffer.store`, `buffer.atomic.*`, `buffer.cmpswap`): MUBUF
//! instructions with the resource's four words copied to the kernel's aligned SGPR quad,
//! `soffset` an SGPR or inline constant, and the index and offset in VGPRs (`idxen`, `offen`;
//! both: a VGPR pair) unless the offset is a constant the 12-bit offset field holds.

use super::*;

/// The MUBUF instruction of one `buffer.load` (result in `dst`) or `buffer.store`.
pub(super) fn buffer_access(ctx: &Ctx, out: &mut Out, d: &OpData, dst: Option<Loc>) -> Result<(), String> {
    let f = ctx.f;
    let (value, bytes) = match dst {
        Some(_) => (None, f.ty(d.results[0]).bits() / 8),
        None => (Some(d.operands[7]), f.ty(d.operands[7]).bits() / 8),
    };
    let o = match (value.is_some(), bytes) {
        (false, 1) => op::BUFFER_LOAD_UBYTE,
        (false, 2) => op::BUFFER_LOAD_USHORT,
        (false, 4) => op::BUFFER_LOAD_DWORD,
        (true, 1) => op::BUFFER_STORE_BYTE,
        (true, 2) => op::BUFFER_STORE_SHORT,
        (true, 4) => op::BUFFER_STORE_DWORD,
        _ => return Err(format!("no buffer access of {bytes} bytes")),
    };
    let mut i = addressed(ctx, out, d, o)?;
    // MUBUF carries both load results and store data in its vdata (destination) field.
    i.dst = match (dst, value) {
        (Some(l), _) => l.lo(),
        (None, Some(v)) => vgpr32(ctx, out, v, ctx.temps.v[1]),
        (None, None) => return Err("a buffer store without data".into()),
    };
    out.push(i);
    Ok(())
}

/// A buffer atomic: the data moved to the result's VGPRs, which the returning (glc) atomic
/// overwrites with the old value; cmpswap sends (new, expected) in a scratch pair and returns
/// the old value in its first register.
pub(super) fn buffer_atomic(ctx: &Ctx, out: &mut Out, d: &OpData, dst: Loc) -> Result<(), String> {
    let f = ctx.f;
    if !dst.lo().is_vgpr() {
        return Err("a buffer atomic whose result is not in VGPRs".into());
    }
    let data = d.operands[7];
    let wide = f.ty(data).bits() == 64;
    let name = match d.opcode {
        Opcode::BufferCmpSwap => "cmpswap",
        Opcode::BufferAtomic(a) => match a {
            AtomicOp::Xchg => "swap",
            AtomicOp::Add => "add",
            AtomicOp::Sub => "sub",
            AtomicOp::Min => "smin",
            AtomicOp::UMin => "umin",
            AtomicOp::Max => "smax",
            AtomicOp::UMax => "umax",
            AtomicOp::And => "and",
            AtomicOp::Or => "or",
            AtomicOp::Xor => "xor",
            AtomicOp::UIncWrap => "inc",
            AtomicOp::UDecWrap => "dec",
            other => return Err(format!("gfx900 has no buffer atomic '{}'", other.name())),
        },
        other => return Err(format!("'{other}' is no buffer atomic")),
    };
    let mnemonic = format!("buffer_atomic_{name}{}", if wide { "_x2" } else { "" });
    let o = Op::from_name(&mnemonic).ok_or_else(|| format!("no instruction {mnemonic}"))?;
    let mut i = addressed(ctx, out, d, o)?;
    i.m.glc = true;
    if d.opcode == Opcode::BufferCmpSwap {
        // The data is (new, expected): a pair, or for 64 bits a quad of two adjacent pairs.
        let t = if wide {
            let tv = ctx.temps.v;
            (1..3)
                .find(|&k| tv[k + 1] == tv[k] + 2)
                .map(|k| tv[k])
                .ok_or("a 64-bit buffer cmpswap needs two adjacent scratch VGPR pairs")?
        } else {
            ctx.temps.v[1]
        };
        let step = if wide { 2 } else { 1 };
        for (k, v) in [(0, data), (step, d.operands[8])] {
            out.mov(Operand::v(t + k), ctx.src(v));
            if wide {
                out.mov(Operand::v(t + k + 1), ctx.src_hi(v));
            }
        }
        i.dst = Operand::v(t);
        out.push(i);
        out.mov(dst.lo(), Operand::v(t));
        if wide {
            out.mov(dst.hi(), Operand::v(t + 1));
        }
        return Ok(());
    }
    out.mov(dst.lo(), ctx.src(data));
    if wide {
        out.mov(dst.hi(), ctx.src_hi(data));
    }
    i.dst = dst.lo();
    out.push(i);
    Ok(())
}

/// MUBUF instruction `o` with the address of buffer access `d`: its vaddr, resource quad,
/// soffset, offset field, offen and idxen (the data field left to the caller).
fn addressed(ctx: &Ctx, out: &mut Out, d: &OpData, o: Op) -> Result<Inst, String> {
    let quad = ctx.rsrc_quad.ok_or("a buffer access without a resource quad")?;
    let scalar = |k: usize, what: &str| -> Result<Operand, String> {
        let s = ctx.src(d.operands[k]);
        if s.is_vgpr() {
            // llc loops over the distinct values with readfirstlane; kcc does not (yet).
            return Err(format!(
                "the buffer {what} differs between lanes (kcc needs it uniform: it lives in SGPRs)"
            ));
        }
        Ok(s)
    };
    let words: Vec<Operand> = (0..4).map(|k| scalar(k, "resource")).collect::<Result<_, _>>()?;
    let soffset = scalar(6, "soffset")?;
    let (vindex, voffset) = (d.operands[4], d.operands[5]);
    let mut imm = d.int_attr("offset").unwrap_or(0) as u64;
    // A constant offset goes in the offset field when it fits.
    let reach = u64::from(crate::addressing::MUBUF_OFFSET_REACH);
    let offen = match ctx.constant(voffset) {
        Some(c) if (c & 0xffff_ffff) + imm < reach => {
            imm += c & 0xffff_ffff;
            false
        }
        _ => true,
    };
    let idxen = d.has_word("idxen");
    let mut i = Inst::new(o);
    i.src[0] = match (idxen, offen) {
        (true, true) => {
            // vaddr is v[index:offset].
            let t = ctx.temps.v[0];
            out.mov(Operand::v(t), ctx.src(vindex));
            out.mov(Operand::v(t + 1), ctx.src(voffset));
            Operand::v(t)
        }
        (true, false) => vgpr32(ctx, out, vindex, ctx.temps.v[0]),
        (false, true) => vgpr32(ctx, out, voffset, ctx.temps.v[0]),
        (false, false) => i.src[0],
    };
    for (k, &w) in words.iter().enumerate() {
        out.mov(Operand::s(quad + k as u8), w);
    }
    i.src[1] = Operand::s(quad);
    i.src[2] = soffset;
    i.imm = imm as i32;
    i.m.offen = offen;
    i.m.idxen = idxen;
    i.m.glc = d.has_word("glc");
    i.m.slc = d.has_word("slc");
    Ok(i)
}
