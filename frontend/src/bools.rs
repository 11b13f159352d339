//! Vectors whose elements have no byte layout of their own in memory: `<N x i1>` and vectors
//! of integers of odd widths (`<3 x i15>`). As values they are N booleans or N leaves of
//! the next MIR integer (`types::value_types`); memory packs them into N·K bits, element i at
//! bit i·K (LLVM's layout: `<3 x i1>` is one byte, `<3 x i15>` six, as llc loads and stores
//! them), the bits above them in the last byte zero when stored.

use crate::llvm::Ty;
use crate::lower::{fail, Lowerer, R};
use crate::types::Leaf;
use inkwell::llvm_sys::LLVMTypeKind as K;
use mir::{Attr, OpId, Opcode, Type, Value};

/// (N, K) for a vector of N integers of K bits that memory packs (K = 1 or a width MIR has
/// no type for), else `None`.
pub fn packed_vector(t: Ty) -> Option<(u32, u32)> {
    if t.kind() != K::LLVMVectorTypeKind || t.element().kind() != K::LLVMIntegerTypeKind {
        return None;
    }
    let k = t.element().int_width();
    (k == 1 || matches!(crate::wide::Shape::of(k), Some(crate::wide::Shape::Odd { .. }))).then(|| (t.vector_len(), k))
}

/// The integer leaf that holds `bits` bits in memory: whole bytes, at most 64 bits.
fn memory_leaf(n: u32, k: u32) -> Result<Leaf, String> {
    let bits = (n * k).div_ceil(8) * 8;
    if bits > 64 {
        return Err(format!(
            "unsupported vector '<{n} x i{k}>' in memory (at most 64 bits packed)"
        ));
    }
    Ok(match crate::wide::Shape::of(bits) {
        Some(shape) => shape.leaves(0)[0],
        None => Leaf::new(Type::int(bits).expect("a MIR width"), 0),
    })
}

/// The MIR type of one element of K bits as a value.
pub fn element_type(k: u32) -> Type {
    match crate::wide::Shape::of(k) {
        Some(crate::wide::Shape::Odd { ty, .. }) => ty,
        _ => Type::int(k).unwrap_or(Type::I1),
    }
}

impl Lowerer<'_> {
    /// Loads `n` elements of `k` bits packed at `ptr` (aligned to `align`); `attrs` marks
    /// each load op.
    pub fn load_packed(
        &mut self,
        ptr: Value,
        (n, k): (u32, u32),
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, OpId) -> R<()>,
    ) -> R<Vec<Value>> {
        let leaf = memory_leaf(n, k).or_else(fail)?;
        let packed = if leaf.bits < leaf.ty.bits() {
            self.load_narrow(ptr, leaf, align, attrs)?
        } else {
            let op = self.emit(Opcode::Load, vec![ptr], &[leaf.ty]);
            self.f.op_mut(op).set_attr("align", Attr::Int(align as i128));
            attrs(self, op)?;
            self.f.result(op)
        };
        let mut out = Vec::new();
        for i in 0..n {
            let bits = if i == 0 {
                packed
            } else {
                let s = self.constant(leaf.ty, (i * k) as u64);
                self.emit1(Opcode::LShr, vec![packed, s], leaf.ty)
            };
            // (An element of an odd width owns the low bits of its leaf.)
            let t = element_type(k);
            out.push(if t.bits() < leaf.ty.bits() {
                self.emit1(Opcode::Trunc, vec![bits], t)
            } else {
                self.resize(bits, t, false)
            });
        }
        Ok(out)
    }

    /// Stores elements `vals` of `k` bits packed at `ptr` (aligned to `align`).
    pub fn store_packed(
        &mut self,
        vals: &[Value],
        k: u32,
        ptr: Value,
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, OpId) -> R<()>,
    ) -> R<()> {
        let leaf = memory_leaf(vals.len() as u32, k).or_else(fail)?;
        let mut packed = self.constant(leaf.ty, 0);
        for (i, &v) in vals.iter().enumerate() {
            let v = if k > 1 { self.extend_in_reg(v, k, false) } else { v };
            let mut bits = self.resize(v, leaf.ty, false);
            if i > 0 {
                let s = self.constant(leaf.ty, i as u64 * k as u64);
                bits = self.emit1(Opcode::Shl, vec![bits, s], leaf.ty);
            }
            packed = self.emit1(Opcode::Or, vec![packed, bits], leaf.ty);
        }
        self.store_leaf(packed, ptr, leaf, align, attrs)
    }
}
