//! Typed buffer accesses (`buffer_load_format_*`, `buffer_store_format_*` and MTBUF's
//! `tbuffer_*`): the element layout of a data format, and each component's conversion by a
//! number format between memory and a 32-bit register.
//!
//! The formats come from the resource's word 3 (MUBUF) or from the instruction (MTBUF); loads
//! put the converted components through the resource's destination selects. Modelled: the
//! data formats of whole 8-, 16- and 32-bit components (8, 16, 8_8, 32, 16_16, 8_8_8_8, 32_32,
//! 16_16_16_16, 32_32_32, 32_32_32_32) with every number format that applies to them on loads
//! (unorm, snorm, uscaled, sscaled, uint, sint; float for 16 and 32 bits), and stores of
//! 32-bit components (the register's bits) and of 16-bit floats. Packed formats (10_11_11,
//! 2_10_10_10, ...) and the other store conversions are refused by name.

use crate::wave::{f32_to_half, half_to_f32};

/// A data and number format pair, as MTBUF's 7-bit field holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    dfmt: u8,
    nfmt: u8,
}

const UNORM: u8 = 0;
const SNORM: u8 = 1;
const USCALED: u8 = 2;
const SSCALED: u8 = 3;
const UINT: u8 = 4;
const SINT: u8 = 5;
const FLOAT: u8 = 7;

impl Format {
    /// MTBUF's field: the data format in bits 0..4, the number format in bits 4..7.
    pub fn from_mtbuf(fmt: u8) -> Format {
        Format {
            dfmt: fmt & 15,
            nfmt: (fmt >> 4) & 7,
        }
    }

    /// A buffer resource's word 3: NUM_FORMAT in bits 12..15, DATA_FORMAT in bits 15..19.
    pub fn from_resource(word3: u32) -> Format {
        Format {
            dfmt: ((word3 >> 15) & 15) as u8,
            nfmt: ((word3 >> 12) & 7) as u8,
        }
    }

    /// An image resource's formats (6-bit data, 4-bit number format); codes past the buffer
    /// formats' read as the invalid data format.
    pub fn image(dfmt: u32, nfmt: u32) -> Format {
        if dfmt < 16 && nfmt < 8 {
            Format {
                dfmt: dfmt as u8,
                nfmt: nfmt as u8,
            }
        } else {
            Format { dfmt: 0, nfmt: 0 }
        }
    }

    /// Integer number formats (uint, sint): loads give integers, not floats.
    pub fn is_integer(self) -> bool {
        matches!(self.nfmt, UINT | SINT)
    }

    /// The formats' names, for errors.
    pub fn name(self) -> String {
        let (d, n) = (
            gfx9_isa::DATA_FORMATS[self.dfmt as usize],
            gfx9_isa::NUM_FORMATS[self.nfmt as usize],
        );
        format!("{d}_{n}").to_lowercase()
    }

    /// The bits of each component, in memory order (x first); None for the packed and
    /// invalid data formats.
    fn components(self) -> Option<&'static [u8]> {
        Some(match self.dfmt {
            1 => &[8],
            2 => &[16],
            3 => &[8, 8],
            4 => &[32],
            5 => &[16, 16],
            10 => &[8, 8, 8, 8],
            11 => &[32, 32],
            12 => &[16, 16, 16, 16],
            13 => &[32, 32, 32],
            14 => &[32, 32, 32, 32],
            _ => return None,
        })
    }

    /// The element's size in bytes, if the format is one the emulator models for loads.
    pub fn load_bytes(self) -> Option<usize> {
        let c = self.components()?;
        let w = c[0];
        let ok = match self.nfmt {
            UNORM | SNORM | USCALED | SSCALED => w < 32,
            UINT | SINT => true,
            FLOAT => w >= 16,
            _ => false,
        };
        ok.then(|| c.iter().map(|&b| b as usize / 8).sum())
    }

    /// Whether the emulator models stores of this format.
    pub fn stores(self) -> bool {
        self.components().is_some_and(|c| match c[0] {
            32 => matches!(self.nfmt, UINT | SINT | FLOAT),
            16 => self.nfmt == FLOAT,
            _ => false,
        })
    }

    /// The four register values a load of `element` (its bytes, little-endian) gives before
    /// the destination selects: the converted components, then 0 for a missing x, y or z and
    /// 1 (in the number format) for a missing w.
    fn unpack(self, element: u128) -> [u32; 4] {
        let c = self.components().unwrap_or(&[]);
        let one = if matches!(self.nfmt, UINT | SINT) {
            1
        } else {
            1f32.to_bits()
        };
        let mut out = [0, 0, 0, one];
        let mut at = 0;
        for (k, &w) in c.iter().enumerate() {
            let raw = (element >> at) as u32 & (u64::MAX >> (64 - w)) as u32;
            at += w as u32;
            let signed = ((raw << (32 - w)) as i32) >> (32 - w);
            let max = ((1u64 << w) - 1) as f64;
            let smax = ((1u64 << (w - 1)) - 1) as f64;
            out[k] = match self.nfmt {
                UNORM => ((raw as f64 / max) as f32).to_bits(),
                // -2^(w-1) and -2^(w-1)+1 both read as -1.
                SNORM => ((signed as f64 / smax).max(-1.0) as f32).to_bits(),
                USCALED => (raw as f32).to_bits(),
                SSCALED => (signed as f32).to_bits(),
                SINT => signed as u32,
                FLOAT if w == 16 => half_to_f32(raw as u16).to_bits(),
                _ => raw,
            };
        }
        out
    }

    /// A load's register values: the element's components through the resource's
    /// destination selects (DST_SEL_X..W in word 3's bits 0..12: 0 and 1 are constants, 4 to
    /// 7 pick x to w).
    pub fn load(self, element: u128, word3: u32) -> [u32; 4] {
        let v = self.unpack(element);
        let one = if matches!(self.nfmt, UINT | SINT) {
            1
        } else {
            1f32.to_bits()
        };
        std::array::from_fn(|k| match (word3 >> (3 * k)) & 7 {
            1 => one,
            s @ 4..=7 => v[s as usize - 4],
            _ => 0,
        })
    }

    /// The memory bytes of component `k` stored from register value `x` (its bits for 32-bit
    /// components, an f16 rounded to nearest even for 16-bit floats): (byte offset in the
    /// element, size, bits). None past the format's components.
    pub fn store_component(self, k: usize, x: u32) -> Option<(usize, usize, u128)> {
        let c = self.components()?;
        let w = *c.get(k)?;
        let at = c[..k].iter().map(|&b| b as usize / 8).sum();
        let bits = match w {
            16 => f32_to_half(f32::from_bits(x)) as u128,
            _ => x as u128,
        };
        Some((at, w as usize / 8, bits))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values worked by hand from the formats' definitions.
    #[test]
    fn components_convert_by_number_format() {
        let f = |d: u8, n: u8| Format { dfmt: d, nfmt: n };
        // 8_8_8_8 unorm: 255 is 1.0, 0 is 0.0, 51 is 0.2.
        let v = f(10, UNORM).unpack(0x00_33_ff_00);
        assert_eq!(v.map(f32::from_bits), [0.0, 1.0, 0.2, 0.0]);
        // 8 snorm: -128 and -127 are -1.0, 127 is 1.0; y, z are 0 and w is 1.0.
        assert_eq!(f(1, SNORM).unpack(0x80)[0], (-1f32).to_bits());
        assert_eq!(f(1, SNORM).unpack(0x81)[0], (-1f32).to_bits());
        assert_eq!(f(1, SNORM).unpack(0x7f).map(f32::from_bits), [1.0, 0.0, 0.0, 1.0]);
        // 16_16 sint and uint, sscaled.
        assert_eq!(f(5, SINT).unpack(0x0002_fffe)[..2], [-2i32 as u32, 2]);
        assert_eq!(f(5, UINT).unpack(0x0002_fffe)[..2], [0xfffe, 2]);
        assert_eq!(
            f(5, SSCALED).unpack(0x0002_fffe)[..2],
            [(-2f32).to_bits(), 2f32.to_bits()]
        );
        // 16 float: 0x3c00 is 1.0.
        assert_eq!(f(2, FLOAT).unpack(0x3c00)[0], 1f32.to_bits());
        // 32_32_32 uint: w is the integer 1.
        assert_eq!(f(13, UINT).unpack(3 | 4 << 32 | 5 << 64), [3, 4, 5, 1]);
        // Destination selects: w, z, 0, 1.
        let sel = 7 | 6 << 3 | 1 << 9;
        assert_eq!(f(14, UINT).load(1 | 2 << 32 | 3 << 64 | 4 << 96, sel), [4, 3, 0, 1]);
        // 32 unorm and 8 float are not modelled.
        assert_eq!(f(4, UNORM).load_bytes(), None);
        assert_eq!(f(1, FLOAT).load_bytes(), None);
        assert_eq!(f(12, UNORM).load_bytes(), Some(8));
    }
}
