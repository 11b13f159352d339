//! What AMDGPU's C calling convention makes of LLVM types, for calls that stay and the
//! functions they call (the backend's `call` places the dwords): values are their leaves,
//! but two 16-bit elements of a vector share a dword (as llc passes `<2 x i16>` in one VGPR;
//! an odd last element is alone in the low half); a result of more than 32 dwords is
//! returned through memory (a hidden first argument, the caller's private object, as llc
//! demotes it); a `byval` argument's bytes travel on the stack (its dwords, loaded by the
//! caller; the callee's argument is their address there).

use crate::llvm::{Layout, Ty, Val};
use crate::lower::{fail, Lowerer, R};
use crate::types;
use inkwell::llvm_sys::LLVMTypeKind as K;
use mir::{Attr, Opcode, Type, Value};

/// The most result dwords the convention returns in registers (v0..v31).
pub const RETURN_DWORDS: usize = 32;

/// For each value leaf of `t` (as `types::value_types`): `Some(i)` when it is element `i` of
/// a vector of 16-bit elements.
pub fn half_elements(t: Ty, dl: &Layout) -> Result<Vec<Option<u32>>, String> {
    match t.kind() {
        K::LLVMVectorTypeKind => {
            let n = t.vector_len();
            let half = matches!(types::scalar(t.element()), Ok(Type::I16 | Type::F16));
            Ok((0..n).map(|i| half.then_some(i)).collect())
        }
        K::LLVMStructTypeKind => {
            let mut out = Vec::new();
            for f in t.struct_fields() {
                out.extend(half_elements(f, dl)?);
            }
            Ok(out)
        }
        K::LLVMArrayTypeKind => {
            let one = half_elements(t.element(), dl)?;
            Ok((0..t.array_len()).flat_map(|_| one.iter().copied()).collect())
        }
        _ => Ok(vec![None; types::value_types(t, dl)?.len()]),
    }
}

/// The dwords the convention passes for leaves of types `types` (marked by
/// [`half_elements`]): a leaf each, but a 32-bit one per pair of 16-bit vector elements.
pub fn part_types(types: &[Type], marks: &[Option<u32>]) -> Vec<Type> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < types.len() {
        match marks[k] {
            Some(i) if i % 2 == 0 => {
                out.push(Type::I32);
                k += if marks.get(k + 1) == Some(&Some(i + 1)) { 2 } else { 1 };
            }
            _ => {
                out.push(types[k]);
                k += 1;
            }
        }
    }
    out
}

/// The convention's dwords of a value (one MIR value per 32-bit or 64-bit part).
pub fn dwords(types: &[Type]) -> usize {
    types.iter().map(|t| if t.bits() == 64 { 2 } else { 1 }).sum()
}

impl Lowerer<'_> {
    fn as_i16(&mut self, v: Value) -> Value {
        match self.ty(v) {
            Type::F16 => self.emit1(Opcode::Bitcast, vec![v], Type::I16),
            _ => v,
        }
    }

    /// `vals` (leaves marked by [`half_elements`]) as the convention's parts.
    pub fn abi_pack(&mut self, vals: &[Value], marks: &[Option<u32>]) -> Vec<Value> {
        let mut out = Vec::new();
        let mut k = 0;
        while k < vals.len() {
            match marks[k] {
                Some(i) if i % 2 == 0 => {
                    let lo = self.as_i16(vals[k]);
                    let mut d = self.emit1(Opcode::ZExt, vec![lo], Type::I32);
                    if marks.get(k + 1) == Some(&Some(i + 1)) {
                        let hi = self.as_i16(vals[k + 1]);
                        let hi = self.emit1(Opcode::ZExt, vec![hi], Type::I32);
                        let sixteen = self.constant(Type::I32, 16);
                        let hi = self.emit1(Opcode::Shl, vec![hi, sixteen], Type::I32);
                        d = self.emit1(Opcode::Or, vec![d, hi], Type::I32);
                        k += 1;
                    }
                    out.push(d);
                }
                _ => out.push(vals[k]),
            }
            k += 1;
        }
        out
    }

    /// The leaves (of types `types`) of the convention's parts `parts`.
    pub fn abi_unpack(&mut self, parts: &[Value], types: &[Type], marks: &[Option<u32>]) -> Vec<Value> {
        let mut out = Vec::new();
        let mut parts = parts.iter().copied();
        let mut k = 0;
        while k < types.len() {
            let Some(p) = parts.next() else { break };
            match marks[k] {
                Some(i) if i % 2 == 0 => {
                    let pair = marks.get(k + 1) == Some(&Some(i + 1));
                    let mut halves = vec![self.emit1(Opcode::Trunc, vec![p], Type::I16)];
                    if pair {
                        let sixteen = self.constant(Type::I32, 16);
                        let hi = self.emit1(Opcode::LShr, vec![p, sixteen], Type::I32);
                        halves.push(self.emit1(Opcode::Trunc, vec![hi], Type::I16));
                    }
                    for (j, h) in halves.into_iter().enumerate() {
                        out.push(match types[k + j] {
                            Type::F16 => self.emit1(Opcode::Bitcast, vec![h], Type::F16),
                            _ => h,
                        });
                    }
                    k += 1 + pair as usize;
                }
                _ => {
                    out.push(p);
                    k += 1;
                }
            }
        }
        out
    }

    /// Does a value of type `t` come back through memory (more than [`RETURN_DWORDS`])?
    pub fn returns_in_memory(&self, t: Ty) -> R<bool> {
        if t.is_void() {
            return Ok(false);
        }
        let types = self.leaf_types(t)?;
        let marks = half_elements(t, &self.cx.dl).or_else(fail)?;
        Ok(dwords(&part_types(&types, &marks)) > RETURN_DWORDS)
    }

    /// Stores `vals`, the leaves of a value of type `t`, at `ptr` (a result returned through
    /// memory: its layout is the type's in memory).
    pub fn store_leaves(&mut self, vals: &[Value], t: Ty, ptr: Value) -> R<()> {
        let leaves = types::leaves(t, &self.cx.dl).or_else(fail)?;
        if leaves.len() != vals.len() {
            return fail(format!(
                "a result of type '{}' returned through memory is not supported",
                t.text()
            ));
        }
        let align = self.cx.dl.abi_align(t) as u64;
        for (leaf, &v) in leaves.iter().zip(vals) {
            self.store_leaf(v, ptr, *leaf, align, &mut |_, _| Ok(()))?;
        }
        Ok(())
    }

    /// The leaves of a value of type `t` at `ptr` (a result returned through memory).
    pub fn load_leaves(&mut self, t: Ty, ptr: Value) -> R<Vec<Value>> {
        let leaves = types::leaves(t, &self.cx.dl).or_else(fail)?;
        if leaves.len() != self.leaf_types(t)?.len() {
            return fail(format!(
                "a result of type '{}' returned through memory is not supported",
                t.text()
            ));
        }
        let align = self.cx.dl.abi_align(t) as u64;
        let mut out = Vec::new();
        for leaf in leaves {
            if leaf.bits.div_ceil(8) < leaf.ty.bits() / 8 {
                out.push(self.load_narrow(ptr, leaf, align, &mut |_, _| Ok(()))?);
                continue;
            }
            let p = self.offset_ptr(ptr, leaf.offset);
            let op = self.emit(Opcode::Load, vec![p], &[leaf.ty]);
            self.f
                .op_mut(op)
                .set_attr("align", Attr::Int(types::piece_align(align, leaf.offset) as i128));
            out.push(self.f.result(op));
        }
        Ok(out)
    }

    /// A private object of `t`'s size in the current function's frame.
    pub fn frame_object(&mut self, t: Ty) -> Value {
        let op = self.emit(Opcode::Alloca, vec![], &[Type::Ptr(5)]);
        let size = self.cx.dl.alloc_size(t).max(1);
        let align = self.cx.dl.abi_align(t).max(4);
        self.f.op_mut(op).set_attr("size", Attr::Int(size as i128));
        self.f.op_mut(op).set_attr("align", Attr::Int(align as i128));
        self.f.result(op)
    }

    /// The dwords of the `bytes` bytes at private address `ptr` (a `byval` argument's copy):
    /// whole dwords, then the tail's bytes.
    pub fn byval_dwords(&mut self, ptr: Value, bytes: u64) -> Vec<Value> {
        let mut out = Vec::new();
        for j in 0..bytes / 4 {
            let p = self.offset_ptr(ptr, 4 * j);
            let op = self.emit(Opcode::Load, vec![p], &[Type::I32]);
            self.f.op_mut(op).set_attr("align", Attr::Int(1));
            out.push(self.f.result(op));
        }
        if !bytes.is_multiple_of(4) {
            let mut d = self.constant(Type::I32, 0);
            for b in bytes / 4 * 4..bytes {
                let p = self.offset_ptr(ptr, b);
                let byte = self.emit1(Opcode::Load, vec![p], Type::I8);
                let wide = self.emit1(Opcode::ZExt, vec![byte], Type::I32);
                let sh = self.constant(Type::I32, 8 * (b % 4));
                let at = self.emit1(Opcode::Shl, vec![wide, sh], Type::I32);
                d = self.emit1(Opcode::Or, vec![d, at], Type::I32);
            }
            out.push(d);
        }
        out
    }
}

/// A function parameter's `byval` type, its bytes and alignment.
pub fn byval_of(func: Val, i: u32, dl: &Layout) -> Option<(Ty, u64, u64)> {
    let t = func.param_type_attr(i, "byval")?;
    let align = func.param_int_attr(i, "align").unwrap_or(dl.abi_align(t) as u64).max(4);
    Some((t, dl.alloc_size(t), align))
}
