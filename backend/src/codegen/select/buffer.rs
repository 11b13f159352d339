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

/// A typed buffer load or store (`buffer.load.format`, `buffer.store.format`): MUBUF's
/// `buffer_*_format_*` with the resource's format, MTBUF's `tbuffer_*_format_*` with the
/// `format` attribute's. One component is the value's own VGPR; two or more are a tuple: a
/// scratch pair, or for three and four the kernel's reserved quad (`needs_fixed_vtemps`),
/// with a move per component.
pub(super) fn format_access(ctx: &Ctx, out: &mut Out, d: &OpData) -> Result<(), String> {
    let store = d.opcode == Opcode::BufferStoreFormat;
    let values: &[Value] = if store { &d.operands[7..] } else { &d.results };
    let n = values.len();
    let suffix = ["x", "xy", "xyz", "xyzw"]
        .get(n.wrapping_sub(1))
        .ok_or_else(|| format!("a typed buffer access of {n} components"))?;
    let format = d.int_attr("format");
    let mnemonic = format!(
        "{}buffer_{}_format_{suffix}",
        if format.is_some() { "t" } else { "" },
        if store { "store" } else { "load" }
    );
    let o = Op::from_name(&mnemonic).ok_or_else(|| format!("no instruction {mnemonic}"))?;
    let mut i = addressed(ctx, out, d, o)?;
    if let Some(f) = format {
        i.m.fmt = u8::try_from(f)
            .ok()
            .filter(|&f| f < 128)
            .ok_or("a buffer format past 7 bits")?;
    }
    let tv = ctx.temps.v;
    let tuple = match n {
        1 => None,
        2 => Some(tv[1]),
        _ => Some(
            (1..3)
                .find(|&k| tv[k + 1] == tv[k] + 2)
                .map(|k| tv[k])
                .ok_or("a typed buffer access of 3 or 4 components needs two adjacent scratch VGPR pairs")?,
        ),
    };
    if store {
        i.dst = match tuple {
            None => vgpr32(ctx, out, values[0], tv[1]),
            Some(t) => {
                for (k, &v) in values.iter().enumerate() {
                    out.mov(Operand::v(t + k as u8), ctx.src(v));
                }
                Operand::v(t)
            }
        };
        out.push(i);
        return Ok(());
    }
    let dst = |k: usize| -> Result<Operand, String> {
        let o = ctx.loc(values[k]).lo();
        if o.is_vgpr() {
            Ok(o)
        } else {
            Err("a typed buffer load whose result is not in VGPRs".into())
        }
    };
    match tuple {
        None => {
            i.dst = dst(0)?;
            out.push(i);
        }
        Some(t) => {
            i.dst = Operand::v(t);
            out.push(i);
            for k in 0..n {
                out.mov(dst(k)?, Operand::v(t + k as u8));
            }
        }
    }
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
