//! gfx900's VOP3P instructions, lane by lane: the packed 16-bit operations (`v_pk_*`), which
//! compute a low and a high half from halves of their sources chosen by `op_sel` / `op_sel_hi`
//! (with `neg_lo` / `neg_hi` on f16 sources), and the mixed-precision mads (`v_mad_mix*`).
//!
//! Inline constants follow the hardware as LLVM's `getInlineEncodingV216` describes it: integer
//! constants are sign-extended 32-bit values, float constants are f16 values in the low half
//! (high half zero) for f16 sources and f32 values otherwise.

use crate::wave::{dx10_clamp, f32_to_half, fma_half, fmax, fmin, half_to_f32};
use gfx9_isa::{op, Inst, Mods, Op, Operand};

/// One half of a packed operation: the sources' halves in, the result's half out.
pub type Half = fn([u16; 3]) -> u16;

/// Whether source `k` of `i` is an f16 value: every source of an op named for an f16 source
/// (`v_add_f16`, `v_cvt_f32_f16`, `v_pk_fma_f16`), the sources a mad-mix reads as halves.
pub fn reads_f16(i: &Inst, k: usize) -> bool {
    if is_mad_mix(i.op) {
        return i.m.opsel_hi >> k & 1 != 0;
    }
    i.op.name().ends_with("_f16")
}

/// The f16 value an f16 source reads for the inline float constant `o` (None for registers,
/// literals and integer constants, whose f16 sources read the 32-bit value's low half).
pub fn float_const_half(o: Operand) -> Option<u16> {
    let h = o.inline_f16()?;
    // Integer constants are the same value in both views; float ones differ (f32 vs f16 bits).
    (o.inline_b32()? != h as i16 as u32).then_some(h)
}

pub fn is_mad_mix(o: Op) -> bool {
    matches!(o, op::V_MAD_MIX_F32 | op::V_MAD_MIXLO_F16 | op::V_MAD_MIXHI_F16)
}

/// The per-half function of packed op `o`; `clamp` saturates the integer adds and subtracts
/// and clamps f16 results to [0, 1]. None for ops not packed and for clamp on other integer
/// ops, whose meaning the ISA leaves open.
pub fn half_fn(o: Op, clamp: bool) -> Option<Half> {
    let f: Half = match (o, clamp) {
        (op::V_PK_ADD_F16, false) => |a| f16(h(a[0]) + h(a[1])),
        (op::V_PK_MUL_F16, false) => |a| f16(h(a[0]) * h(a[1])),
        // Each half as v_min_f16/v_max_f16: -0 below +0.
        (op::V_PK_MIN_F16, false) => |a| f16(pk_min(a)),
        (op::V_PK_MAX_F16, false) => |a| f16(pk_max(a)),
        (op::V_PK_FMA_F16, false) => |a| fma_half(a[0], a[1], a[2]),
        (op::V_PK_ADD_F16, true) => |a| clamp_half(f16(h(a[0]) + h(a[1]))),
        (op::V_PK_MUL_F16, true) => |a| clamp_half(f16(h(a[0]) * h(a[1]))),
        (op::V_PK_MIN_F16, true) => |a| clamp_half(f16(pk_min(a))),
        (op::V_PK_MAX_F16, true) => |a| clamp_half(f16(pk_max(a))),
        (op::V_PK_FMA_F16, true) => |a| clamp_half(fma_half(a[0], a[1], a[2])),
        (op::V_PK_ADD_U16, false) => |a| a[0].wrapping_add(a[1]),
        (op::V_PK_SUB_U16, false) => |a| a[0].wrapping_sub(a[1]),
        (op::V_PK_ADD_I16, false) => |a| a[0].wrapping_add(a[1]),
        (op::V_PK_SUB_I16, false) => |a| a[0].wrapping_sub(a[1]),
        (op::V_PK_ADD_U16, true) => |a| a[0].saturating_add(a[1]),
        (op::V_PK_SUB_U16, true) => |a| a[0].saturating_sub(a[1]),
        (op::V_PK_ADD_I16, true) => |a| (a[0] as i16).saturating_add(a[1] as i16) as u16,
        (op::V_PK_SUB_I16, true) => |a| (a[0] as i16).saturating_sub(a[1] as i16) as u16,
        (_, true) => return None,
        (op::V_PK_MUL_LO_U16, _) => |a| a[0].wrapping_mul(a[1]),
        (op::V_PK_MAD_U16 | op::V_PK_MAD_I16, _) => |a| a[0].wrapping_mul(a[1]).wrapping_add(a[2]),
        // The shifts take the amount from src0 (the "rev" forms), its low four bits.
        (op::V_PK_LSHLREV_B16, _) => |a| a[1] << (a[0] & 15),
        (op::V_PK_LSHRREV_B16, _) => |a| a[1] >> (a[0] & 15),
        (op::V_PK_ASHRREV_I16, _) => |a| ((a[1] as i16) >> (a[0] & 15)) as u16,
        (op::V_PK_MIN_U16, _) => |a| a[0].min(a[1]),
        (op::V_PK_MAX_U16, _) => |a| a[0].max(a[1]),
        (op::V_PK_MIN_I16, _) => |a| (a[0] as i16).min(a[1] as i16) as u16,
        (op::V_PK_MAX_I16, _) => |a| (a[0] as i16).max(a[1] as i16) as u16,
        _ => return None,
    };
    Some(f)
}

/// Whether packed op `o` computes on f16 values (and so takes `neg_lo` / `neg_hi`).
pub fn is_float(o: Op) -> bool {
    o.name().ends_with("_f16")
}

/// A packed op on one lane's 32-bit sources `a`: each half of the result from the halves
/// `op_sel` (low) and `op_sel_hi` (high) pick, negated by `neg_lo` / `neg_hi` (`Mods::neg` /
/// `Mods::abs` as decoded).
pub fn packed(f: Half, m: &Mods, a: [u64; 3]) -> u32 {
    let lo = f(halves(a, m.opsel, m.neg));
    let hi = f(halves(a, m.opsel_hi, m.abs));
    lo as u32 | (hi as u32) << 16
}

/// The half of each source that `sel` picks (bit k set: the high half of source k), its
/// sign flipped where `neg` says.
fn halves(a: [u64; 3], sel: u8, neg: u8) -> [u16; 3] {
    std::array::from_fn(|k| (a[k] >> (16 * (sel >> k & 1))) as u16 ^ ((neg as u16 >> k & 1) << 15))
}

/// `v_mad_mix_f32` / `v_mad_mixlo_f16` / `v_mad_mixhi_f16` on one lane's sources `a`, `old`
/// being the destination's value: an f32 mad (product rounded, then the sum, as `v_mad_f32`),
/// each source an f32 or, where `op_sel_hi` is set, the f16 half `op_sel` picks; the VOP3P
/// `neg_lo` / `neg_hi` bits are the sources' neg / abs. The f16 forms round the result into
/// the low / high half and keep the other.
pub fn mad_mix(o: Op, m: &Mods, a: [u64; 3], old: u32) -> u32 {
    let src = |k: usize| {
        let x = if m.opsel_hi >> k & 1 != 0 {
            half_to_f32((a[k] >> (16 * (m.opsel >> k & 1))) as u16)
        } else {
            f32::from_bits(a[k] as u32)
        };
        let x = if m.abs >> k & 1 != 0 { x.abs() } else { x };
        if m.neg >> k & 1 != 0 {
            -x
        } else {
            x
        }
    };
    let mut r = src(0) * src(1) + src(2);
    if m.clamp {
        r = dx10_clamp(r as f64) as f32;
    }
    match o {
        op::V_MAD_MIXLO_F16 => old & 0xffff_0000 | f32_to_half(r) as u32,
        op::V_MAD_MIXHI_F16 => old & 0xffff | (f32_to_half(r) as u32) << 16,
        _ => r.to_bits(),
    }
}

fn h(x: u16) -> f32 {
    half_to_f32(x)
}

/// An f16 result computed in f32: rounding an exact f16 sum, product, min or max through
/// f32 first does not change the f16 rounding (f32 has more than twice f16's precision).
fn f16(x: f32) -> u16 {
    f32_to_half(x)
}

/// v_pk_min_f16/v_pk_max_f16 on one half: the hardware's v_min/v_max order (-0 below +0).
fn pk_min(a: [u16; 3]) -> f32 {
    fmin(h(a[0]) as f64, h(a[1]) as f64) as f32
}

fn pk_max(a: [u16; 3]) -> f32 {
    fmax(h(a[0]) as f64, h(a[1]) as f64) as f32
}

fn clamp_half(x: u16) -> u16 {
    f16(dx10_clamp(h(x) as f64) as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values worked by hand from the ISA's definition of the modifiers.
    #[test]
    fn op_sel_picks_halves_and_neg_flips_them() {
        let add = half_fn(op::V_PK_ADD_U16, false).unwrap();
        let m = Mods {
            opsel: 0b01,    // low: src0's high half
            opsel_hi: 0b10, // high: src0's low half, src1's high half
            ..Mods::default()
        };
        assert_eq!(packed(add, &m, [0x0002_0001, 0x0020_0010, 0]), 0x0021_0012);
        let fadd = half_fn(op::V_PK_ADD_F16, false).unwrap();
        let m = Mods {
            opsel_hi: 0b11,
            neg: 0b10, // neg_lo on src1
            ..Mods::default()
        };
        // (1.0, 2.0) + (-(1.0), 2.0) = (0.0, 4.0)
        assert_eq!(packed(fadd, &m, [0x4000_3c00, 0x4000_3c00, 0]), 0x4400_0000);
    }

    #[test]
    fn clamp_saturates_integers_and_zeroes_nan() {
        assert_eq!(half_fn(op::V_PK_ADD_I16, true).unwrap()([0x7fff, 1, 0]), 0x7fff);
        assert_eq!(half_fn(op::V_PK_SUB_U16, true).unwrap()([1, 2, 0]), 0);
        assert_eq!(half_fn(op::V_PK_ADD_F16, true).unwrap()([0x7c00, 0xfc00, 0]), 0);
        assert!(half_fn(op::V_PK_MUL_LO_U16, true).is_none());
    }

    /// As v_min_f16/v_max_f16 (and what llc-22's minimumnum code relies on): -0 below +0,
    /// whichever operand holds it; a NaN operand yields the other.
    #[test]
    fn packed_min_max_order_signed_zeros() {
        let (min, max) = (
            half_fn(op::V_PK_MIN_F16, false).unwrap(),
            half_fn(op::V_PK_MAX_F16, false).unwrap(),
        );
        for (a, b) in [(0x0000, 0x8000), (0x8000, 0x0000)] {
            assert_eq!(min([a, b, 0]), 0x8000);
            assert_eq!(max([a, b, 0]), 0x0000);
        }
        assert_eq!(min([0x7e00, 0x3c00, 0]), 0x3c00);
    }

    #[test]
    fn float_constants_are_halves_for_f16_sources() {
        assert_eq!(float_const_half(Operand::float(1.0).unwrap()), Some(0x3c00));
        assert_eq!(float_const_half(Operand::int(-1).unwrap()), None);
        assert_eq!(float_const_half(Operand::int(64).unwrap()), None);
        assert_eq!(float_const_half(Operand(256)), None);
    }
}
