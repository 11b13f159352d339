//! Initial bytes of global variables (constant tables in `.rodata`), laid out with the
//! module's data layout, little-endian.

use crate::llvm::{Layout, Val};
use crate::types;
use inkwell::llvm_sys::LLVMTypeKind as K;

pub fn write_constant(c: Val, dl: &Layout, out: &mut [u8], at: u64) -> Result<(), String> {
    let t = c.ty();
    if c.is_undef() || c.is_null_constant() {
        return Ok(()); // already zero
    }
    let mut put = |bits: u64, bytes: u64| -> Result<(), String> {
        let end = (at + bytes) as usize;
        let slot = out.get_mut(at as usize..end).ok_or("constant larger than its global")?;
        slot.copy_from_slice(&bits.to_le_bytes()[..bytes as usize]);
        Ok(())
    };
    if c.is_const_int() {
        let bits = c
            .const_zext()
            .ok_or_else(|| format!("unsupported constant '{}'", c.text()))?;
        return put(bits, dl.store_size(t));
    }
    if c.is_const_fp() {
        let ty = types::scalar(t)?;
        let bits = c.const_double().and_then(|d| types::float_bits(ty, d));
        let bits = bits.ok_or_else(|| format!("unsupported constant '{}'", c.text()))?;
        return put(bits, dl.store_size(t));
    }
    let step = |i: u32| -> u64 {
        match t.kind() {
            K::LLVMStructTypeKind => dl.field_offset(t, i),
            K::LLVMVectorTypeKind => i as u64 * dl.store_size(t.element()),
            _ => i as u64 * dl.alloc_size(t.element()),
        }
    };
    if matches!(
        t.kind(),
        K::LLVMStructTypeKind | K::LLVMArrayTypeKind | K::LLVMVectorTypeKind
    ) {
        let mut i = 0;
        loop {
            let e = c.aggregate_element(i);
            if e.is_null() {
                break;
            }
            write_constant(e, dl, out, at + step(i))?;
            i += 1;
        }
        return Ok(());
    }
    Err(format!(
        "unsupported initializer '{}' (relocations are not supported)",
        c.text()
    ))
}
