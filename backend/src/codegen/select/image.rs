//! Image instructions (MIR `image`): one MIMG instruction on tuples kcc's allocator cannot
//! form (values are at most two dwords), so they are built in registers reserved past the
//! allocation, as buffer accesses build their resource quad: the T# in the eight SGPRs from
//! the kernel's resource quad and the S# in the four after them (`RESOURCE_SGPRS`), the data
//! in the first 8 of the `IMAGE_VGPRS` VGPRs past the allocated ones and the address dwords
//! in the other 16. Results come back in the data tuple and are moved to their values.
//! Selected after allocation (the registers are the frame's).

use super::*;

/// SGPRs past the allocation for image resources: a T# (eight) and an S# (four).
pub const RESOURCE_SGPRS: u32 = 12;
/// VGPRs past the allocation for an image instruction's data (8) and address (16) tuples.
pub const IMAGE_VGPRS: u32 = 24;
/// Where the address tuple starts in the reserved VGPRs, and its most dwords.
const ADDRESS_AT: u8 = 8;
const MAX_ADDRESS: usize = 16;

pub(super) fn image(ctx: &Ctx, out: &mut Out, d: &OpData) -> Result<(), String> {
    let Some(Attr::Str(mnemonic)) = d.attr("inst") else {
        return Err("an image op without its instruction".into());
    };
    let o = Op::from_name(mnemonic).ok_or_else(|| format!("no instruction {mnemonic}"))?;
    let q = ctx.rsrc_quad.ok_or("an image op without the kernel's resource SGPRs")?;
    // The reserved VGPRs: `needs_fixed_vtemps` gives image ops the block's first pairs.
    let b = ctx.temps.v[0];
    let sampler = d.has_word("sampler");
    let scalars = 8 + 4 * sampler as usize;
    let naddr = d.int_attr("addr").unwrap_or(0) as usize;
    if naddr == 0 || naddr > MAX_ADDRESS {
        return Err(format!("'{mnemonic}' with {naddr} address dwords (1 to {MAX_ADDRESS})"));
    }
    let data = &d.operands[scalars + naddr..];
    if data.len() > ADDRESS_AT as usize || d.results.len() > ADDRESS_AT as usize {
        return Err(format!("'{mnemonic}' with more than {ADDRESS_AT} data dwords"));
    }
    for (k, &v) in d.operands[..scalars].iter().enumerate() {
        let s = ctx.src(v);
        if s.is_vgpr() {
            // llc loops over the distinct descriptors with readfirstlane; kcc does not (yet).
            let what = if k < 8 { "resource (T#)" } else { "sampler (S#)" };
            return Err(format!(
                "the image {what} of '{mnemonic}' differs between lanes (kcc needs it uniform: it lives in SGPRs)"
            ));
        }
        out.mov(Operand::s(q + k as u8), s);
    }
    for (k, &v) in d.operands[scalars..scalars + naddr].iter().enumerate() {
        out.mov(Operand::v(b + ADDRESS_AT + k as u8), ctx.src(v));
    }
    for (k, &v) in data.iter().enumerate() {
        out.mov(Operand::v(b + k as u8), ctx.src(v));
    }
    let mut i = Inst::new(o);
    i.dst = Operand::v(b);
    i.src[0] = Operand::v(b + ADDRESS_AT);
    i.src[1] = Operand::s(q);
    if sampler {
        i.src[2] = Operand::s(q + 8);
    }
    i.m.vaddr = naddr as u8;
    i.m.dmask = d.int_attr("dmask").unwrap_or(1) as u8 & 15;
    i.m.unorm = d.has_word("unorm");
    i.m.glc = d.has_word("glc");
    i.m.slc = d.has_word("slc");
    i.m.da = d.has_word("da");
    i.m.d16 = d.has_word("d16");
    out.push(i);
    for (k, &r) in d.results.iter().enumerate() {
        match ctx.loc(r) {
            Loc::None => {}
            l => out.mov(l.lo(), Operand::v(b + k as u8)),
        }
    }
    Ok(())
}
