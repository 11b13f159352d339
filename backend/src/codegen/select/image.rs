//! Image instructions (MIR `image`): one MIMG instruction on tuples kcc's allocator cannot
//! form (values are at most two dwords), so they are built in registers reserved past the
//! allocation, as buffer accesses build their resource quad: the T# in the eight SGPRs from
//! the kernel's resource quad and the S# in the four after them (`RESOURCE_SGPRS`), the data
//! in the first VGPRs past the allocated ones and the address dwords right after the data
//! (the kernel reserves the most any of its image ops takes: `reserved_vgprs`). Results come
//! back in the data tuple and are moved to their values. Selected before allocation, on
//! stand-ins for those registers (`isel`), which the frame then places.

use super::*;

/// SGPRs past the allocation for image resources: a T# (eight) and an S# (four).
pub const RESOURCE_SGPRS: u32 = 12;
/// The most address and data dwords of an image instruction (gfx9's vaddr and vdata).
const MAX_ADDRESS: usize = 16;
const MAX_DATA: usize = 5;

/// The data dwords of image op `d`: the larger of what it sends and what it returns.
fn data_dwords(d: &OpData) -> usize {
    let scalars = 8 + 4 * d.has_word("sampler") as usize;
    let naddr = d.int_attr("addr").unwrap_or(0).max(0) as usize;
    let sent = d.operands.len().saturating_sub(scalars + naddr);
    sent.max(d.results.len()).max(1)
}

/// The VGPRs past the allocation image op `d` takes: its data tuple, then its address.
pub fn reserved_vgprs(d: &OpData) -> u32 {
    (data_dwords(d) + d.int_attr("addr").unwrap_or(0).clamp(0, MAX_ADDRESS as i128) as usize) as u32
}

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
    let at = data_dwords(d);
    if at > MAX_DATA {
        return Err(format!("'{mnemonic}' with more than {MAX_DATA} data dwords"));
    }
    let address_at = b + at as u8;
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
        out.mov(Operand::v(address_at + k as u8), ctx.src(v));
    }
    for (k, &v) in data.iter().enumerate() {
        out.mov(Operand::v(b + k as u8), ctx.src(v));
    }
    let (tfe, lwe) = (d.has_word("tfe"), d.has_word("lwe"));
    if tfe || lwe {
        // A texel that fails leaves its data dwords alone: they read 0 then, as llc's do.
        for k in 0..d.results.len() {
            out.mov(Operand::v(b + k as u8), Operand::int(0).expect("inline"));
        }
    }
    let mut i = Inst::new(o);
    i.dst = Operand::v(b);
    i.src[0] = Operand::v(address_at);
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
    i.m.tfe = tfe;
    i.m.lwe = lwe;
    out.push(i);
    for (k, &r) in d.results.iter().enumerate() {
        match ctx.loc(r) {
            Loc::None => {}
            l => out.mov(l.lo(), Operand::v(b + k as u8)),
        }
    }
    Ok(())
}
