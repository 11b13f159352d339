//! `<N x i1>` in memory. As a value it is N booleans (`types::value_types`); memory packs it
//! into N bits, element i at bit i (LLVM's layout for vectors of i1: `<3 x i1>` is one byte,
//! as llc loads and stores it), the bits above N of the last byte zero when stored.

use crate::llvm::Ty;
use crate::lower::{fail, Lowerer, R};
use crate::types::Leaf;
use inkwell::llvm_sys::LLVMTypeKind as K;
use mir::{Attr, OpId, Opcode, Type, Value};

/// N for `<N x i1>`, else `None`.
pub fn bool_vector_len(t: Ty) -> Option<u32> {
    (t.kind() == K::LLVMVectorTypeKind && t.element().kind() == K::LLVMIntegerTypeKind && t.element().int_width() == 1)
        .then(|| t.vector_len())
}

/// The integer leaf that holds `n` booleans in memory: whole bytes, at most 64 bits.
fn memory_leaf(n: u32) -> Result<Leaf, String> {
    let bits = n.div_ceil(8) * 8;
    if bits > 64 {
        return Err(format!(
            "unsupported vector of i1 '<{n} x i1>' in memory (at most 64 elements)"
        ));
    }
    Ok(match crate::wide::Shape::of(bits) {
        Some(shape) => shape.leaves(0)[0],
        None => Leaf::new(Type::int(bits).expect("a MIR width"), 0),
    })
}

impl Lowerer<'_> {
    /// Loads `n` booleans packed at `ptr` (aligned to `align`); `attrs` marks each load op.
    pub fn load_bools(
        &mut self,
        ptr: Value,
        n: u32,
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, OpId) -> R<()>,
    ) -> R<Vec<Value>> {
        let leaf = memory_leaf(n).or_else(fail)?;
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
            let bit = if i == 0 {
                packed
            } else {
                let k = self.constant(leaf.ty, i as u64);
                self.emit1(Opcode::LShr, vec![packed, k], leaf.ty)
            };
            out.push(self.emit1(Opcode::Trunc, vec![bit], Type::I1));
        }
        Ok(out)
    }

    /// Stores booleans `vals` packed at `ptr` (aligned to `align`).
    pub fn store_bools(
        &mut self,
        vals: &[Value],
        ptr: Value,
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, OpId) -> R<()>,
    ) -> R<()> {
        let leaf = memory_leaf(vals.len() as u32).or_else(fail)?;
        let mut packed = self.constant(leaf.ty, 0);
        for (i, &b) in vals.iter().enumerate() {
            let mut bit = self.emit1(Opcode::ZExt, vec![b], leaf.ty);
            if i > 0 {
                let k = self.constant(leaf.ty, i as u64);
                bit = self.emit1(Opcode::Shl, vec![bit, k], leaf.ty);
            }
            packed = self.emit1(Opcode::Or, vec![packed, bit], leaf.ty);
        }
        self.store_leaf(packed, ptr, leaf, align, attrs)
    }
}
