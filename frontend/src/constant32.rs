//! The 32-bit constant address space (6): a pointer is the low half of a 64-bit constant
//! address whose high half is the function's `"amdgpu-32bit-address-high-bits"` (0 when absent,
//! as in llc-22). Loads read through the widened 64-bit constant (address space 4) pointer, so
//! they take the constant address space's path (scalar loads when uniform); the space is
//! read-only, so writes through it are refused.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use mir::{Opcode, Type, Value};

/// The 32-bit constant address space.
pub const CONSTANT_32BIT: u8 = 6;

/// The function attribute that gives the high half of 32-bit constant addresses.
const HIGH_BITS_ATTR: &str = "amdgpu-32bit-address-high-bits";

/// The high half of `func`'s 32-bit constant addresses.
pub fn high_bits(func: Val) -> R<u32> {
    let attrs = func.string_fn_attrs();
    let Some((_, text)) = attrs.iter().find(|(k, _)| k == HIGH_BITS_ATTR) else {
        return Ok(0);
    };
    parse_auto_radix(text).and_then(|v| u32::try_from(v).ok()).map_or_else(
        || fail(format!("\"{HIGH_BITS_ATTR}\"=\"{text}\" is not a 32-bit integer")),
        Ok,
    )
}

/// An unsigned integer as LLVM's `StringRef::getAsInteger` with radix 0 reads it: `0x` hex,
/// `0b` binary, `0o` or a leading `0` octal, otherwise decimal.
fn parse_auto_radix(s: &str) -> Option<u64> {
    let lower = s.to_ascii_lowercase();
    let (digits, radix) = if let Some(h) = lower.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = lower.strip_prefix("0b") {
        (b, 2)
    } else if let Some(o) = lower.strip_prefix("0o") {
        (o, 8)
    } else if lower.len() > 1 && lower.starts_with('0') {
        (&lower[1..], 8)
    } else {
        (lower.as_str(), 10)
    };
    if digits.is_empty() || digits.starts_with('+') {
        return None;
    }
    u64::from_str_radix(digits, radix).ok()
}

impl Lowerer<'_> {
    /// `ptr` as an address loads can read through: a 32-bit constant pointer becomes the 64-bit
    /// constant pointer it stands for; others stay.
    pub(crate) fn readable_address(&mut self, frame: &Frame, ptr: Value) -> R<Value> {
        if self.ty(ptr) != Type::Ptr(CONSTANT_32BIT) {
            return Ok(ptr);
        }
        self.widen_constant32(frame, ptr, Type::Ptr(4))
    }

    /// Refuses a write (`what`) through a 32-bit constant pointer: that space is read-only
    /// (llc-22 has no atomics for it and stores through it without the high half).
    pub(crate) fn check_writable(&self, ptr: Value, what: &str) -> R<()> {
        if self.ty(ptr) == Type::Ptr(CONSTANT_32BIT) {
            return fail(format!(
                "unsupported {what} through a 32-bit constant address space (6) pointer: that space is read-only"
            ));
        }
        Ok(())
    }

    /// An `addrspacecast` from or to the 32-bit constant address space: to a 64-bit pointer
    /// it puts the high bits above the 32; from one it keeps the low half.
    pub(crate) fn cast_constant32(&mut self, frame: &Frame, v: Value, to: Type) -> R<Value> {
        let from = self.ty(v);
        match (from.bits(), to.bits()) {
            (32, 64) if from == Type::Ptr(CONSTANT_32BIT) => self.widen_constant32(frame, v, to),
            (64, 32) if to == Type::Ptr(CONSTANT_32BIT) => {
                let i = self.emit1(Opcode::PtrToInt, vec![v], Type::I64);
                let lo = self.emit1(Opcode::Trunc, vec![i], Type::I32);
                Ok(self.emit1(Opcode::IntToPtr, vec![lo], to))
            }
            _ => fail(format!(
                "unsupported addrspacecast from {from} to {to}: the 32-bit constant address space (6) \
                 converts only to and from 64-bit address spaces"
            )),
        }
    }

    /// The 64-bit pointer (of type `to`) a 32-bit constant pointer stands for.
    fn widen_constant32(&mut self, frame: &Frame, ptr: Value, to: Type) -> R<Value> {
        let high = high_bits(frame.func)?;
        let lo = self.emit1(Opcode::PtrToInt, vec![ptr], Type::I32);
        let mut wide = self.emit1(Opcode::ZExt, vec![lo], Type::I64);
        if high != 0 {
            let h = self.constant(Type::I64, (high as u64) << 32);
            wide = self.emit1(Opcode::Or, vec![wide, h], Type::I64);
        }
        Ok(self.emit1(Opcode::IntToPtr, vec![wide], to))
    }
}

#[cfg(test)]
mod tests {
    use super::parse_auto_radix;

    #[test]
    fn integers_read_as_llvm_reads_them_with_radix_zero() {
        assert_eq!(parse_auto_radix("0x12"), Some(0x12));
        assert_eq!(parse_auto_radix("0XfF"), Some(0xff));
        assert_eq!(parse_auto_radix("18"), Some(18));
        assert_eq!(parse_auto_radix("0"), Some(0));
        assert_eq!(parse_auto_radix("010"), Some(8));
        assert_eq!(parse_auto_radix("0b101"), Some(5));
        assert_eq!(parse_auto_radix(""), None);
        assert_eq!(parse_auto_radix("0x"), None);
        assert_eq!(parse_auto_radix("12 "), None);
        assert_eq!(parse_auto_radix("-1"), None);
    }
}
