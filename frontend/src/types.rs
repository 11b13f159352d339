//! LLVM types as MIR sees them: every first-class value is a list of scalar "leaves"
//! (vectors, structs and arrays are split), each with its byte offset in memory.

use crate::llvm::{Layout, Ty};
use inkwell::llvm_sys::LLVMTypeKind as K;
use mir::Type;

/// Aggregates larger than this many leaves are not split (they would explode the MIR).
const MAX_LEAVES: usize = 256;

/// The MIR type of a scalar LLVM type.
pub fn scalar(t: Ty) -> Result<Type, String> {
    match t.kind() {
        // Other widths are split into leaves by `collect` and handled by `wide`, never here.
        K::LLVMIntegerTypeKind => Type::int(t.int_width()).ok_or_else(|| unsupported_int(t)),
        K::LLVMHalfTypeKind => Ok(Type::F16),
        // Its bits; `bf16` widens it where it is computed on.
        K::LLVMBFloatTypeKind => Ok(Type::I16),
        K::LLVMFloatTypeKind => Ok(Type::F32),
        K::LLVMDoubleTypeKind => Ok(Type::F64),
        K::LLVMPointerTypeKind => match t.addr_space() {
            // (GDS pointers only pass through: kcc refuses accesses through them.)
            a @ (0..=6) => Ok(Type::Ptr(a as u8)),
            a => Err(format!("unsupported address space {a} in type '{}'", t.text())),
        },
        K::LLVMTokenTypeKind => Ok(Type::Token),
        _ => Err(format!("unsupported type '{}'", t.text())),
    }
}

fn unsupported_int(t: Ty) -> String {
    format!("unsupported integer type '{}'", t.text())
}

/// Vectors, structs and arrays (values the frontend splits into leaves).
pub fn is_aggregate(t: Ty) -> bool {
    matches!(
        t.kind(),
        K::LLVMVectorTypeKind | K::LLVMStructTypeKind | K::LLVMArrayTypeKind | K::LLVMScalableVectorTypeKind
    )
}

/// One scalar piece of a value and where it sits in memory.
#[derive(Clone, Copy, Debug)]
pub struct Leaf {
    pub ty: Type,
    /// Byte offset from the start of the value in memory.
    pub offset: u64,
    /// The bits of `ty` the value owns: `ty.bits()` except for the pieces of integers of
    /// other widths (`wide::Shape`), whose leaves hold `bits` in a wider type.
    pub bits: u32,
}

impl Leaf {
    pub fn new(ty: Type, offset: u64) -> Leaf {
        Leaf {
            ty,
            offset,
            bits: ty.bits(),
        }
    }
}

/// The scalar leaves of `t` in order (empty for `void`).
pub fn leaves(t: Ty, dl: &Layout) -> Result<Vec<Leaf>, String> {
    let mut out = Vec::new();
    collect(t, 0, dl, &mut out)?;
    Ok(out)
}

fn collect(t: Ty, base: u64, dl: &Layout, out: &mut Vec<Leaf>) -> Result<(), String> {
    if out.len() > MAX_LEAVES {
        return Err(format!("type '{}' is too large to split into scalars", t.text()));
    }
    match t.kind() {
        K::LLVMVoidTypeKind => Ok(()),
        K::LLVMVectorTypeKind => {
            let e = t.element();
            let ty = scalar(e)?;
            // Vector elements are packed: element i sits at i * its size in bits / 8.
            if ty == Type::I1 {
                return Err(format!("unsupported vector of i1 '{}'", t.text()));
            }
            let step = ty.bits() as u64 / 8;
            for i in 0..t.vector_len() as u64 {
                out.push(Leaf::new(ty, base + i * step));
            }
            Ok(())
        }
        K::LLVMStructTypeKind => {
            for (i, f) in t.struct_fields().into_iter().enumerate() {
                collect(f, base + dl.field_offset(t, i as u32), dl, out)?;
            }
            Ok(())
        }
        K::LLVMArrayTypeKind => {
            let e = t.element();
            let step = dl.alloc_size(e);
            let n = t.array_len();
            if n > MAX_LEAVES as u64 {
                return Err(format!("type '{}' is too large to split into scalars", t.text()));
            }
            for i in 0..n {
                collect(e, base + i * step, dl, out)?;
            }
            Ok(())
        }
        K::LLVMScalableVectorTypeKind => Err(format!("unsupported scalable vector type '{}'", t.text())),
        // A buffer resource (V#) is four dwords; a buffer fat pointer is one and an offset.
        K::LLVMPointerTypeKind if matches!(t.addr_space(), 7 | 8) => {
            let words = if t.addr_space() == 7 { 5 } else { 4 };
            out.extend((0..words).map(|i| Leaf::new(Type::I32, base + 4 * i)));
            Ok(())
        }
        K::LLVMIntegerTypeKind if Type::int(t.int_width()).is_none() => {
            let shape = crate::wide::Shape::of(t.int_width()).ok_or_else(|| unsupported_int(t))?;
            out.extend(shape.leaves(base));
            Ok(())
        }
        _ => {
            out.push(Leaf::new(scalar(t)?, base));
            Ok(())
        }
    }
}

/// The types of the leaves of a value of type `t`. As `leaves`, except that `<N x i1>` (which
/// has no byte layout: memory packs it into bits) is N booleans, also inside aggregates
/// (`{ <2 x i32>, <2 x i1> }` from `llvm.sadd.with.overflow.v2i32`).
pub fn value_types(t: Ty, dl: &Layout) -> Result<Vec<Type>, String> {
    if let Some((n, k)) = crate::bools::packed_vector(t) {
        // (`<3 x i15>`: each element owns the low bits of the next MIR integer.)
        return Ok(vec![crate::bools::element_type(k); n as usize]);
    }
    match t.kind() {
        K::LLVMStructTypeKind => {
            let mut out = Vec::new();
            for f in t.struct_fields() {
                out.extend(value_types(f, dl)?);
            }
            Ok(out)
        }
        K::LLVMArrayTypeKind => {
            let one = value_types(t.element(), dl)?;
            let n = t.array_len();
            if n.saturating_mul(one.len() as u64) > MAX_LEAVES as u64 {
                return Err(format!("type '{}' is too large to split into scalars", t.text()));
            }
            Ok((0..n).flat_map(|_| one.iter().copied()).collect())
        }
        _ => Ok(leaves(t, dl)?.iter().map(|l| l.ty).collect()),
    }
}

/// The range of leaves that `indices` (as in extractvalue) selects in aggregate `t`.
pub fn leaf_range(t: Ty, indices: &[u32], dl: &Layout) -> Result<std::ops::Range<usize>, String> {
    let mut start = 0usize;
    let mut cur = t;
    for &i in indices {
        let parts: Vec<Ty> = match cur.kind() {
            K::LLVMStructTypeKind => cur.struct_fields(),
            K::LLVMArrayTypeKind => vec![cur.element(); cur.array_len() as usize],
            _ => return Err(format!("bad aggregate index into '{}'", cur.text())),
        };
        let Some(&chosen) = parts.get(i as usize) else {
            return Err(format!("aggregate index {i} out of range for '{}'", cur.text()));
        };
        for p in &parts[..i as usize] {
            start += value_types(*p, dl)?.len();
        }
        cur = chosen;
    }
    let n = value_types(cur, dl)?.len();
    Ok(start..start + n)
}

/// The largest power of two dividing both `align` and `offset` (the alignment of a piece at
/// `offset` inside an object aligned to `align`).
pub fn piece_align(align: u64, offset: u64) -> u64 {
    let align = align.max(1);
    if offset == 0 {
        return align;
    }
    align.min(1 << offset.trailing_zeros())
}

/// Bit pattern of a float constant given as f64, in the leaf type's format.
pub fn float_bits(ty: Type, d: f64) -> Option<u64> {
    match ty {
        Type::F64 => Some(d.to_bits()),
        Type::F32 => Some((d as f32).to_bits() as u64),
        Type::F16 => Some(f64_to_f16_bits(d) as u64),
        _ => None,
    }
}

/// f64 -> IEEE half, round to nearest even (the constant came from a half, so it is exact
/// except for NaN payloads, which are kept quiet).
fn f64_to_f16_bits(d: f64) -> u16 {
    let bits = d.to_bits();
    let sign = ((bits >> 63) as u16) << 15;
    if d.is_nan() {
        return sign | 0x7e00;
    }
    if d.is_infinite() {
        return sign | 0x7c00;
    }
    let a = d.abs();
    if a == 0.0 {
        return sign;
    }
    let exp = a.log2().floor() as i32;
    if exp >= 16 {
        return sign | 0x7c00;
    }
    if exp < -14 {
        // Subnormal: units of 2^-24.
        let m = (a / 2f64.powi(-24)).round_ties_even() as u16;
        return sign | m;
    }
    let mant = ((a / 2f64.powi(exp) - 1.0) * 1024.0).round_ties_even() as u32;
    let (e, m) = if mant == 1024 { (exp + 1, 0) } else { (exp, mant) };
    if e >= 16 {
        return sign | 0x7c00;
    }
    sign | (((e + 15) as u16) << 10) | m as u16
}

/// The layout of one kernel argument in the kernarg segment, as llc computes it: ABI
/// alignment and allocation size of the type (of the pointee type for `byref`).
pub fn kernarg_slot(t: Ty, dl: &Layout, offset: &mut u64) -> (u64, u64, u64) {
    let align = dl.abi_align(t) as u64;
    let size = dl.alloc_size(t);
    let at = offset.div_ceil(align.max(1)) * align.max(1);
    *offset = at + size;
    (at, size, align)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_bits_match_known_encodings() {
        assert_eq!(f64_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f64_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f64_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f64_to_f16_bits(0.5), 0x3800);
        assert_eq!(f64_to_f16_bits(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16_bits(0.333251953125), 0x3555);
    }

    #[test]
    fn piece_alignment() {
        assert_eq!(piece_align(16, 0), 16);
        assert_eq!(piece_align(16, 4), 4);
        assert_eq!(piece_align(4, 8), 4);
        assert_eq!(piece_align(8, 2), 2);
    }
}
