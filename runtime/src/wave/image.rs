//! Image instructions (MIMG) on linear images: `image_load`, `image_load_mip`, `image_store`,
//! `image_store_mip`, `image_get_resinfo` and the `image_atomic_*` read-modify-writes, through
//! an image resource (T#) of eight SGPRs; sampling (`image_sample*`, `image_gather4*`,
//! `image_get_lod`) is `sample.rs`'s. 16-bit addresses (`a16`) fault naming what is not
//! modelled.
//!
//! The T# fields read (gfx9's layout): the base address (word 0, and word 1's bits 0..8, in
//! 256-byte units), the data and number formats (word 1 bits 20..26 and 26..30), width - 1
//! and height - 1 (word 2 bits 0..14 and 14..28), the destination selects (word 3 bits
//! 0..12), base and last mip level (word 3 bits 12..16, 16..20), the swizzle mode (word 3 bits
//! 20..25: only 0, linear, is modelled), the type (word 3 bits 28..32), depth - 1 (word 4 bits
//! 0..13: the last slice of a 3D image, the last layer of an array or cube, face by face),
//! pitch - 1 in texels (word 4 bits 13..29) and the base array layer (word 5 bits 0..13).
//!
//! The emulator's linear layout: level after level from the base address (levels counted from
//! 0, so the T#'s base level is where its view starts), each level `l` of
//! `pitch_l * height_l * slices_l` texels, row after row, with `pitch_l = max(pitch >> l,
//! width_l)` and `width_l = max(width >> l, 1)` (height and 3D depth alike). A slice is a depth
//! slice (3D), an array layer (arrays; a cube's faces are six layers) or an MSAA fragment
//! (`1 << last_level` of them per layer). Coordinates outside the level read 0 and drop
//! stores, as the hardware's range checks do.

use super::sample::{split, Address, Form, Sampler, Unit};
use super::*;
use crate::class::AtomOp;

const TYPE_1D: u32 = 8;
const TYPE_2D: u32 = 9;
const TYPE_3D: u32 = 10;
const TYPE_CUBE: u32 = 11;
const TYPE_1D_ARRAY: u32 = 12;
const TYPE_2D_ARRAY: u32 = 13;
const TYPE_2D_MSAA: u32 = 14;
const TYPE_2D_MSAA_ARRAY: u32 = 15;

/// The fields of a T# the emulator uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Texture {
    base: u64,
    pub(super) fmt: Format,
    /// Bytes of one texel.
    pub(super) bytes: usize,
    width: u32,
    height: u32,
    /// Depth - 1 field: the last slice (3D) or layer (arrays, cubes).
    last_slice: u32,
    pitch: u32,
    kind: u32,
    /// Word 3, whose low 12 bits are the destination selects.
    pub(super) word3: u32,
    base_level: u32,
    last_level: u32,
    base_array: u32,
}

impl Texture {
    /// The T# in `t`, or what the emulator does not model in it.
    pub(crate) fn decode(t: &[u32; 8]) -> Result<Texture, String> {
        let base = ((t[0] as u64) | ((t[1] & 0xff) as u64) << 32) << 8;
        let (dfmt, nfmt) = ((t[1] >> 20) & 0x3f, (t[1] >> 26) & 0xf);
        let fmt = Format::image(dfmt, nfmt);
        let kind = t[3] >> 28;
        if !(TYPE_1D..=TYPE_2D_MSAA_ARRAY).contains(&kind) {
            return Err(format!("an image resource of type {kind} (not an image: 8..=15)"));
        }
        let swizzle = (t[3] >> 20) & 0x1f;
        if swizzle != 0 {
            return Err(format!(
                "an image in swizzle mode {swizzle} (only linear images, mode 0, are modelled)"
            ));
        }
        Ok(Texture {
            base,
            fmt,
            bytes: fmt.load_bytes().unwrap_or(0),
            width: (t[2] & 0x3fff) + 1,
            height: ((t[2] >> 14) & 0x3fff) + 1,
            last_slice: t[4] & 0x1fff,
            pitch: ((t[4] >> 13) & 0xffff) + 1,
            kind,
            word3: t[3],
            base_level: (t[3] >> 12) & 15,
            last_level: (t[3] >> 16) & 15,
            base_array: t[5] & 0x1fff,
        })
    }

    /// The T#'s type (8 = 1D .. 15 = 2D MSAA array).
    pub(crate) fn kind(&self) -> u32 {
        self.kind
    }
    /// Integer number formats (their values are not floats).
    pub(crate) fn integer(&self) -> bool {
        self.fmt.is_integer()
    }
    /// Levels of the view (from its base level).
    pub(crate) fn view_levels(&self) -> u32 {
        (self.last_level + 1).saturating_sub(self.base_level)
    }
    /// Layers (faces) of an array or cube view.
    pub(crate) fn view_layers(&self) -> u32 {
        self.layers()
    }
    /// Width, height and 3D depth of level `l` of the view.
    pub(crate) fn level_size(&self, l: u32) -> (u32, u32, u32) {
        let a = self.base_level.saturating_add(l).min(31);
        let (w, h, slices, _) = self.level(a);
        (w, h, if self.kind == TYPE_3D { slices } else { 1 })
    }

    fn msaa(&self) -> bool {
        matches!(self.kind, TYPE_2D_MSAA | TYPE_2D_MSAA_ARRAY)
    }
    fn layered(&self) -> bool {
        matches!(
            self.kind,
            TYPE_1D_ARRAY | TYPE_2D_ARRAY | TYPE_CUBE | TYPE_2D_MSAA_ARRAY
        )
    }

    /// Address dwords of a load or store before the mip level: x, then y, the slice (3D
    /// depth, layer or cube face) and the MSAA fragment the type has.
    pub(crate) fn coords(&self) -> usize {
        match self.kind {
            TYPE_1D => 1,
            TYPE_2D | TYPE_1D_ARRAY => 2,
            TYPE_2D_MSAA_ARRAY => 4,
            _ => 3,
        }
    }

    fn samples(&self) -> u32 {
        if self.msaa() {
            1 << self.last_level
        } else {
            1
        }
    }

    /// Width, height and slices of absolute level `l` (MSAA: fragments counted as slices).
    fn level(&self, l: u32) -> (u32, u32, u32, u32) {
        let w = (self.width >> l).max(1);
        let h = if matches!(self.kind, TYPE_1D | TYPE_1D_ARRAY) {
            1
        } else {
            (self.height >> l).max(1)
        };
        let slices = match self.kind {
            TYPE_3D => ((self.last_slice + 1) >> l).max(1),
            _ if self.layered() => (self.last_slice + 1) * self.samples(),
            _ => self.samples(),
        };
        let pitch = (self.pitch >> l).max(w);
        (w, h, slices, pitch)
    }

    /// Layers the view has (arrays and cubes: faces), from its base layer.
    fn layers(&self) -> u32 {
        (self.last_slice + 1).saturating_sub(self.base_array)
    }

    /// The address of the texel at coordinates `c` (as [`Texture::coords`] orders them) in
    /// mip level `mip` of the view, None outside the image.
    pub(crate) fn texel(&self, c: [u32; 4], mip: u32) -> Option<u64> {
        let l = self.base_level.checked_add(mip)?;
        if self.msaa() && mip != 0 || !self.msaa() && l > self.last_level {
            return None;
        }
        let (w, h, slices, pitch) = self.level(l);
        let (x, y) = (
            c[0],
            if matches!(self.kind, TYPE_1D | TYPE_1D_ARRAY) {
                0
            } else {
                c[1]
            },
        );
        let slice = match self.kind {
            TYPE_1D | TYPE_2D => 0,
            TYPE_1D_ARRAY => c[1].checked_add(self.base_array)?,
            TYPE_3D => c[2],
            TYPE_CUBE | TYPE_2D_ARRAY => c[2].checked_add(self.base_array)?,
            TYPE_2D_MSAA => {
                if c[2] >= self.samples() {
                    return None;
                }
                c[2]
            }
            _ => {
                if c[3] >= self.samples() {
                    return None;
                }
                c[2].checked_add(self.base_array)?
                    .checked_mul(self.samples())?
                    .checked_add(c[3])?
            }
        };
        if x >= w || y >= h || slice >= slices {
            return None;
        }
        let texel_bytes = self.bytes as u64;
        let mut at = self.base;
        for k in 0..l {
            let (_, hk, sk, pk) = self.level(k);
            at += pk as u64 * hk as u64 * sk as u64 * texel_bytes;
        }
        Some(at + ((slice as u64 * h as u64 + y as u64) * pitch as u64 + x as u64) * texel_bytes)
    }

    /// `image_get_resinfo` at mip level `mip` of the view: width, height (1D arrays: the
    /// layers), depth (3D) or layers (arrays and cubes: faces), and the levels (MSAA: the
    /// fragments) of the view.
    pub(crate) fn resinfo(&self, mip: u32) -> [u32; 4] {
        let l = self.base_level.saturating_add(mip).min(31);
        let (w, h, _, _) = self.level(l);
        let levels = if self.msaa() {
            self.samples()
        } else {
            (self.last_level + 1).saturating_sub(self.base_level)
        };
        let (y, z) = match self.kind {
            TYPE_1D => (1, 1),
            TYPE_1D_ARRAY => (self.layers(), 1),
            TYPE_3D => (h, ((self.last_slice + 1) >> l).max(1)),
            _ if self.layered() => (h, self.layers()),
            _ => (h, 1),
        };
        [w, y, z, levels]
    }
}

enum SampleError {
    Fault(Fault),
    Model(String),
}

impl From<Fault> for SampleError {
    fn from(f: Fault) -> SampleError {
        SampleError::Fault(f)
    }
}

impl Wave {
    /// A sampling instruction: each active lane's components through the S# (`sample.rs`).
    fn mimg_sample(&mut self, env: &mut Env, i: &Inst, tex: &Texture, form: &Form) -> Result<(), SampleError> {
        let mut s = [0u32; 4];
        for (k, w) in s.iter_mut().enumerate() {
            *w = self.sread(env, Operand(i.src[2].0 + k as u16), 0)?;
        }
        let samp = Sampler::decode(&s);
        let model = |what: &str| SampleError::Model(what.into());
        let dims = tex.sample_dims().ok_or_else(|| model("sampling an MSAA image"))?;
        let naddr = tex
            .sample_address_dwords(form)
            .ok_or_else(|| model("sampling an MSAA image"))?;
        let a0 = i.src[0].vgpr() as usize;
        if a0 + naddr > self.nvgpr {
            return Err(SampleError::Model(format!("{naddr} address VGPRs past the kernel's")));
        }
        self.check_v(env, a0, naddr)?;
        let (d, n) = self.dst_vgpr(env, i)?;
        let exec = self.exec();
        let dmask = i.m.dmask & 15;
        let address = |w: &Wave, lane: usize| -> Address {
            let words: Vec<u32> = (0..naddr).map(|k| w.v[(a0 + k) * 64 + lane]).collect();
            split(form, dims, &words)
        };
        let mut results = Vec::new();
        {
            let mem = env.mem;
            let mut read = |l: u32, at: [i64; 3]| -> Result<[u32; 4], String> {
                let c = [at[0] as u32, at[1] as u32, at[2] as u32, 0];
                let Some(addr) = tex.texel(c, l) else {
                    return Ok([0; 4]);
                };
                let mut b = [0u8; 16];
                mem.read(addr, &mut b[..tex.bytes])
                    .map_err(|e| format!("texel read at 0x{addr:x}: {e:?}"))?;
                Ok(tex.fmt.load(u128::from_le_bytes(b), tex.word3))
            };
            let mut unit = Unit {
                tex,
                samp,
                read: &mut read,
            };
            for lane in 0..64 {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let q = lane & !3;
                let quad = [address(self, q), address(self, q | 1), address(self, q | 2)];
                let a = address(self, lane);
                let v = unit
                    .sample(form, i.m.unorm, &a, &quad, dmask)
                    .map_err(SampleError::Model)?;
                results.push((lane, v));
            }
        }
        for (lane, comps) in results {
            let out = if form.gather {
                let mut out = [0u32; 5];
                out[..4].copy_from_slice(&comps);
                out
            } else {
                pack_components(&comps, dmask as u32, i.m.d16.then(|| tex.integer()))
            };
            for (k, &x) in out.iter().enumerate().take(n as usize) {
                self.v[(d + k) * 64 + lane] = x;
            }
        }
        self.pend_vmem(false, (d, n as usize));
        Ok(())
    }
}

/// A lane's texel coordinates and mip level, read from its address VGPRs.
type LaneAddress<'a> = dyn Fn(&Wave, usize) -> ([u32; 4], u32) + 'a;

/// The `dmask` components of `comps` in order, one per result dword, or two per dword as d16
/// halves when `d16` is given (whether the format is an integer one); the fifth dword is the
/// tfe/lwe status, 0.
fn pack_components(comps: &[u32; 4], dmask: u32, d16: Option<bool>) -> [u32; 5] {
    let mut out = [0u32; 5];
    let kept = comps.iter().enumerate().filter(|&(k, _)| dmask >> k & 1 != 0);
    for (next, (_, &x)) in kept.enumerate() {
        match d16 {
            Some(int) => out[next / 2] |= to_d16(x, int) << (16 * (next % 2)),
            None => out[next] = x,
        }
    }
    out
}

/// An f32 register value as a 16-bit d16 component: floats (and normalized formats) as f16,
/// integers as their low 16 bits.
fn to_d16(x: u32, int: bool) -> u32 {
    if int {
        x & 0xffff
    } else {
        f32_to_half(f32::from_bits(x)) as u32
    }
}

impl Wave {
    /// One MIMG instruction.
    pub(super) fn mimg(&mut self, env: &mut Env, i: &Inst) -> Result<(), Fault> {
        let fail = |w: &Wave, env: &Env, what: String| Fault::Image {
            what,
            at: w.at(env, true),
        };
        let name = i.op.name();
        if i.m.a16 {
            return Err(fail(
                self,
                env,
                format!("'{name}' with 16-bit addresses (a16) is not modelled"),
            ));
        }
        if name.contains("_pck") {
            return Err(fail(
                self,
                env,
                format!("'{name}' (unconverted packed data) is not modelled"),
            ));
        }
        let mut t = [0u32; 8];
        for (k, w) in t.iter_mut().enumerate() {
            *w = self.sread(env, Operand(i.src[1].0 + k as u16), 0)?;
        }
        let tex = Texture::decode(&t).map_err(|e| fail(self, env, e))?;
        if name.starts_with("image_sample") || name.starts_with("image_gather4") || name == "image_get_lod" {
            let form = Form::of(name).ok_or_else(|| fail(self, env, format!("'{name}' is not modelled")))?;
            return self.mimg_sample(env, i, &tex, &form).map_err(|e| match e {
                SampleError::Fault(f) => f,
                SampleError::Model(what) => fail(self, env, format!("'{name}': {what}")),
            });
        }
        let exec = self.exec();
        let mip = name.ends_with("_mip");
        let resinfo = name == "image_get_resinfo";
        // The address dwords: the mip level alone for resinfo, else the coordinates and mip.
        let naddr = if resinfo { 1 } else { tex.coords() + mip as usize };
        let a0 = i.src[0].vgpr() as usize;
        if !i.src[0].is_vgpr() || a0 + naddr > self.nvgpr {
            return Err(fail(
                self,
                env,
                format!("'{name}' reads {naddr} address VGPRs past the kernel's"),
            ));
        }
        self.check_v(env, a0, naddr)?;
        let addr = |w: &Wave, lane: usize| -> ([u32; 4], u32) {
            let mut c = [0u32; 4];
            let n = if resinfo { 0 } else { tex.coords() };
            for (k, x) in c.iter_mut().enumerate().take(n) {
                *x = w.v[(a0 + k) * 64 + lane];
            }
            let level = if resinfo || mip { w.v[(a0 + n) * 64 + lane] } else { 0 };
            (c, level)
        };
        let dmask = (i.m.dmask & 15) as u32;
        let int = tex.fmt.is_integer();
        if let Some(t) = name.strip_prefix("image_atomic_") {
            let aop = crate::class::atom(t)
                .ok_or_else(|| fail(self, env, format!("'{name}' is not modelled by the emulator")))?;
            return self.image_atomic(env, i, &tex, aop, &addr);
        }
        let store = name.starts_with("image_store");
        if store {
            if !tex.fmt.stores() {
                return Err(fail(
                    self,
                    env,
                    format!("'{name}' to an image in format {}", tex.fmt.name()),
                ));
            }
            let n = i.width(Field::Dst);
            let data = self.vsrc(env, i.dst, 0, n)?;
            for lane in 0..64 {
                if exec >> lane & 1 == 0 {
                    continue;
                }
                let (c, level) = addr(self, lane);
                let Some(at) = tex.texel(c, level) else { continue };
                let w = self.wide(data, lane, 4 * n);
                // The dmask components, in order, from the data (d16: two per dword).
                let mut next = 0;
                for k in 0..4 {
                    if dmask >> k & 1 == 0 {
                        continue;
                    }
                    let x = if i.m.d16 {
                        let h = (w >> (16 * next)) as u16;
                        if int {
                            h as u32
                        } else {
                            half_to_f32(h).to_bits()
                        }
                    } else {
                        (w >> (32 * next)) as u32
                    };
                    next += 1;
                    if let Some((off, size, bits)) = tex.fmt.store_component(k, x) {
                        self.target_write(env, Target::Global(at + off as u64), size, lane, bits)?;
                    }
                }
            }
            self.pend_vmem(false, (0, 0));
            return Ok(());
        }
        // Loads and resinfo: the dmask components, packed in order.
        let (d, n) = self.dst_vgpr(env, i)?;
        if !resinfo && tex.fmt.load_bytes().is_none() {
            return Err(fail(
                self,
                env,
                format!("'{name}' of an image in format {}", tex.fmt.name()),
            ));
        }
        for lane in 0..64 {
            if exec >> lane & 1 == 0 {
                continue;
            }
            let (c, level) = addr(self, lane);
            let comps = if resinfo {
                tex.resinfo(level)
            } else {
                match tex.texel(c, level) {
                    Some(at) => {
                        let x = self.target_read(env, Target::Global(at), tex.bytes, lane)?;
                        tex.fmt.load(x, tex.word3)
                    }
                    None => [0; 4],
                }
            };
            let out = pack_components(&comps, dmask, (i.m.d16 && !resinfo).then_some(int));
            // tfe/lwe's status dword: 0, no texel was missing.
            for (k, &x) in out.iter().enumerate().take(n as usize) {
                self.v[(d + k) * 64 + lane] = x;
            }
        }
        self.pend_vmem(false, (d, n as usize));
        Ok(())
    }

    /// `image_atomic_*`: a 32-bit read-modify-write of the texel (64-bit with dmask 0x3, cmpswap
    /// 0xf), the old value returned with glc; cmpswap's data is (new, expected).
    fn image_atomic(
        &mut self,
        env: &mut Env,
        i: &Inst,
        tex: &Texture,
        aop: AtomOp,
        addr: &LaneAddress,
    ) -> Result<(), Fault> {
        let cmpswap = aop == AtomOp::CmpSwap;
        let dmask = i.m.dmask & 15;
        let b64 = if cmpswap { dmask == 15 } else { dmask == 3 };
        let nw = if b64 { 2 } else { 1 };
        if tex.bytes != 4 * nw as usize || !tex.fmt.is_integer() {
            return Err(Fault::Image {
                what: format!(
                    "'{}' on an image in format {} (atomics need 32-bit integer texels, 64-bit with dmask 0x3)",
                    i.op.name(),
                    tex.fmt.name()
                ),
                at: self.at(env, true),
            });
        }
        let data = self.vsrc(env, i.dst, 0, if cmpswap { 2 * nw } else { nw })?;
        let dst = i.m.glc.then_some((i.dst.vgpr() as usize, nw));
        let exec = self.exec();
        for lane in 0..64 {
            if exec >> lane & 1 == 0 {
                continue;
            }
            let (c, level) = addr(self, lane);
            let w = self.wide(data, lane, if cmpswap { 8 * nw } else { 4 * nw });
            let (x, cmp) = if b64 {
                (w as u64, (w >> 64) as u64)
            } else {
                (w as u32 as u64, (w >> 32) as u32 as u64)
            };
            // Out of range: nothing written, 0 returned.
            let old = match tex.texel(c, level) {
                None => 0,
                Some(a) => global_atomic(env, a, aop, b64, x, cmp)
                    .map_err(|e| self.mem_fault(env, e, "image atomic", a, 4 * nw as u32, lane as u32))?,
            };
            if let Some((d, n)) = dst {
                self.vset(d, n, lane, old);
            }
        }
        let (d, n) = dst.unwrap_or((0, 0));
        self.pend_vmem(false, (d, n as usize));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 2D 4x3 array of 2 layers, 32_32_32_32 float, pitch 5, levels 0..=1.
    fn array2d() -> [u32; 8] {
        let base = 0x1_0000_0000u64;
        [
            (base >> 8) as u32,
            (base >> 40) as u32 | 14 << 20 | 7 << 26,
            3 | 2 << 14,
            0xfac | 1 << 16 | TYPE_2D_ARRAY << 28,
            1 | 4 << 13,
            0,
            0,
            0,
        ]
    }

    /// Addresses and sizes worked by hand from the layout the module describes.
    #[test]
    fn linear_layout_and_resinfo() {
        let t = Texture::decode(&array2d()).unwrap();
        assert_eq!(t.coords(), 3);
        // Texel (1, 2) of layer 1: ((1 * 3 + 2) * 5 + 1) * 16 bytes.
        assert_eq!(t.texel([1, 2, 1, 0], 0), Some(0x1_0000_0000 + 26 * 16));
        assert_eq!(t.texel([4, 0, 0, 0], 0), None);
        assert_eq!(t.texel([0, 0, 2, 0], 0), None);
        // Level 1 (2x1, pitch 2) starts after level 0's 5 * 3 * 2 texels.
        assert_eq!(t.texel([1, 0, 1, 0], 1), Some(0x1_0000_0000 + (30 + 3) * 16));
        assert_eq!(t.texel([0, 0, 0, 0], 2), None);
        assert_eq!(t.resinfo(0), [4, 3, 2, 2]);
        assert_eq!(t.resinfo(1), [2, 1, 2, 2]);
        // A tiled image is refused.
        let mut tiled = array2d();
        tiled[3] |= 9 << 20;
        assert!(Texture::decode(&tiled).is_err());
    }
}
