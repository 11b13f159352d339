//! The media instructions (`v_sad_*`, `v_msad_u8`, `v_lerp_u8`, the quad SADs,
//! `v_cvt_pk_u8_f32`): per-lane byte arithmetic on packed pixels, as the Vega ISA manual's
//! pseudocode defines them.

/// Byte `k` of `x`.
fn byte(x: u64, k: u32) -> u32 {
    (x >> (8 * k)) as u32 & 0xff
}

/// Sum of the absolute differences of the four bytes of `a` and `b`; with `masked`, bytes whose
/// reference (`b`) byte is 0 count nothing (`v_msad_u8`).
fn byte_sad(a: u64, b: u64, masked: bool) -> u32 {
    (0..4)
        .filter(|&k| !masked || byte(b, k) != 0)
        .map(|k| byte(a, k).abs_diff(byte(b, k)))
        .sum()
}

/// `v_sad_u8`: byte SAD plus the accumulator.
pub fn sad_u8(a: [u64; 3]) -> u64 {
    byte_sad(a[0], a[1], false).wrapping_add(a[2] as u32) as u64
}

/// `v_msad_u8`: masked byte SAD plus the accumulator.
pub fn msad_u8(a: [u64; 3]) -> u64 {
    byte_sad(a[0], a[1], true).wrapping_add(a[2] as u32) as u64
}

/// `v_sad_hi_u8`: the byte SAD in the high half, plus the accumulator.
pub fn sad_hi_u8(a: [u64; 3]) -> u64 {
    (byte_sad(a[0], a[1], false) << 16).wrapping_add(a[2] as u32) as u64
}

/// `v_sad_u16`: SAD of the two 16-bit halves plus the accumulator.
pub fn sad_u16(a: [u64; 3]) -> u64 {
    let half = |x: u64, k: u32| (x >> (16 * k)) as u32 & 0xffff;
    let d: u32 = (0..2).map(|k| half(a[0], k).abs_diff(half(a[1], k))).sum();
    d.wrapping_add(a[2] as u32) as u64
}

/// `v_lerp_u8`: per byte, the average of `a` and `b` rounded up when bit 0 of `c`'s byte is set.
pub fn lerp_u8(a: [u64; 3]) -> u64 {
    (0..4)
        .map(|k| (((byte(a[0], k) + byte(a[1], k) + (byte(a[2], k) & 1)) >> 1) << (8 * k)) as u64)
        .sum()
}

/// The four 4-byte windows of the 8 bytes of `s0` starting at bytes 0..3, each SADed against
/// `s1` and added to its accumulator of `width` bits from `s2` (16 for the packed forms,
/// truncated as the manual's `16'B` cast; 32 for `v_mqsad_u32_u8`).
pub fn quad_sad(s0: u64, s1: u64, s2: [u32; 4], masked: bool) -> [u32; 4] {
    let mut out = [0; 4];
    for (k, o) in out.iter_mut().enumerate() {
        let window = s0 >> (8 * k);
        *o = byte_sad(window, s1, masked).wrapping_add(s2[k]);
    }
    out
}

/// `v_qsad_pk_u16_u8` / `v_mqsad_pk_u16_u8`: quad SAD with four 16-bit accumulators.
pub fn qsad_pk_u16_u8(a: [u64; 3], masked: bool) -> u64 {
    let acc = [0, 1, 2, 3].map(|k| (a[2] >> (16 * k)) as u32 & 0xffff);
    let r = quad_sad(a[0], a[1], acc, masked);
    (0..4).map(|k| ((r[k] & 0xffff) as u64) << (16 * k)).sum()
}

/// `v_cvt_pk_u8_f32`: `c` with byte `b & 3` replaced by `a` converted to u8 (rounded to
/// nearest even, clamped to 0..255, NaN as 0).
pub fn cvt_pk_u8_f32(a: [u64; 3]) -> u64 {
    let x = f32::from_bits(a[0] as u32);
    let v = if x.is_nan() {
        0
    } else {
        x.round_ties_even().clamp(0.0, 255.0) as u32
    };
    let shift = 8 * (a[1] as u32 & 3);
    ((a[2] as u32 & !(0xff << shift)) | (v << shift)) as u64
}

/// The cube-map face of the direction (x, y, z) = (a[0], a[1], a[2]) and the face
/// coordinates, as the ISA's `V_CUBE*_F32` pseudo-code defines them: the major axis is z
/// when |z| is the largest (ties to z, then y), then y, else x.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Cube {
    Id,
    Sc,
    Tc,
    Ma,
}

pub fn cube(which: Cube, a: [u64; 3]) -> u64 {
    let [x, y, z] = a.map(|v| f32::from_bits(v as u32));
    let r = if z.abs() >= x.abs() && z.abs() >= y.abs() {
        match which {
            Cube::Id => {
                if z < 0.0 {
                    5.0
                } else {
                    4.0
                }
            }
            Cube::Sc => {
                if z < 0.0 {
                    -x
                } else {
                    x
                }
            }
            Cube::Tc => -y,
            Cube::Ma => 2.0 * z,
        }
    } else if y.abs() >= x.abs() {
        match which {
            Cube::Id => {
                if y < 0.0 {
                    3.0
                } else {
                    2.0
                }
            }
            Cube::Sc => x,
            Cube::Tc => {
                if y < 0.0 {
                    -z
                } else {
                    z
                }
            }
            Cube::Ma => 2.0 * y,
        }
    } else {
        match which {
            Cube::Id => {
                if x < 0.0 {
                    1.0
                } else {
                    0.0
                }
            }
            Cube::Sc => {
                if x < 0.0 {
                    z
                } else {
                    -z
                }
            }
            Cube::Tc => -y,
            Cube::Ma => 2.0 * x,
        }
    };
    r.to_bits() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_of_absolute_differences() {
        // bytes 1,2,3,4 against 4,3,2,1: 3+1+1+3 = 8.
        assert_eq!(sad_u8([0x0403_0201, 0x0102_0304, 5]), 13);
        assert_eq!(msad_u8([0x0403_0201, 0x0100_0304, 0]), 3 + 1 + 3);
        assert_eq!(sad_hi_u8([0x0403_0201, 0x0102_0304, 1]), (8 << 16) + 1);
        assert_eq!(sad_u16([0x0001_0010, 0x0003_0008, 0]), 2 + 8);
        assert_eq!(lerp_u8([0x0000_0103, 0x0000_0204, 0x0000_0101]), 0x0000_0204);
        assert_eq!(cvt_pk_u8_f32([2.5f32.to_bits() as u64, 1, 0xffff_ffff]), 0xffff_02ff);
        assert_eq!(cvt_pk_u8_f32([300f32.to_bits() as u64, 0, 0]), 255);
    }
}
