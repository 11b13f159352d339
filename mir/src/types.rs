//! Value types and register banks.

use std::fmt;

/// The type of a MIR value. Integers are sign-less (`sN`, as in LLVM's GlobalISel); pointers
/// carry their address space; vectors are split by the frontend and never appear here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    F32,
    F64,
    /// Pointer in an address space (0 flat, 1 global, 3 local/LDS, 4 constant, 5 private).
    Ptr(u8),
    /// A convergence token.
    Token,
}

impl Type {
    /// Size in bits (pointers: 64, except LDS and private pointers, which are 32 on AMDGPU).
    pub fn bits(self) -> u32 {
        match self {
            Type::I1 => 1,
            Type::I8 => 8,
            Type::I16 | Type::F16 => 16,
            Type::I32 | Type::F32 => 32,
            Type::I64 | Type::F64 => 64,
            // GDS (the region address space), LDS, private, and the 32-bit constant address
            // space.
            Type::Ptr(2 | 3 | 5 | 6) => 32,
            Type::Ptr(_) => 64,
            Type::Token => 0,
        }
    }

    pub fn is_int(self) -> bool {
        matches!(self, Type::I1 | Type::I8 | Type::I16 | Type::I32 | Type::I64)
    }

    pub fn is_float(self) -> bool {
        matches!(self, Type::F16 | Type::F32 | Type::F64)
    }

    pub fn is_ptr(self) -> bool {
        matches!(self, Type::Ptr(_))
    }

    /// The bits of the quiet NaN LLVM and gfx900 produce for a float type (sign clear, only
    /// the quiet bit set).
    pub fn quiet_nan(self) -> Option<u64> {
        match self {
            Type::F16 => Some(0x7e00),
            Type::F32 => Some(0x7fc0_0000),
            Type::F64 => Some(0x7ff8_0000_0000_0000),
            _ => None,
        }
    }

    /// The integer type of the given width, if there is one.
    pub fn int(bits: u32) -> Option<Type> {
        Some(match bits {
            1 => Type::I1,
            8 => Type::I8,
            16 => Type::I16,
            32 => Type::I32,
            64 => Type::I64,
            _ => return None,
        })
    }

    pub fn parse(s: &str) -> Option<Type> {
        Some(match s {
            "s1" => Type::I1,
            "s8" => Type::I8,
            "s16" => Type::I16,
            "s32" => Type::I32,
            "s64" => Type::I64,
            "f16" => Type::F16,
            "f32" => Type::F32,
            "f64" => Type::F64,
            "token" => Type::Token,
            _ => {
                let n = s.strip_prefix('p')?;
                if n.is_empty() || (n.len() > 1 && n.starts_with('0')) {
                    return None;
                }
                Type::Ptr(n.parse().ok()?)
            }
        })
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::I1 => f.write_str("s1"),
            Type::I8 => f.write_str("s8"),
            Type::I16 => f.write_str("s16"),
            Type::I32 => f.write_str("s32"),
            Type::I64 => f.write_str("s64"),
            Type::F16 => f.write_str("f16"),
            Type::F32 => f.write_str("f32"),
            Type::F64 => f.write_str("f64"),
            Type::Ptr(a) => write!(f, "p{a}"),
            Type::Token => f.write_str("token"),
        }
    }
}

/// Which register file holds a value. `Unassigned` until the backend's bank selection runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Bank {
    #[default]
    Unassigned,
    /// One value per wave.
    Sgpr,
    /// One value per lane.
    Vgpr,
    /// A divergent boolean: one bit per lane in an SGPR pair.
    LaneMask,
    /// A uniform boolean in the scalar condition code.
    Scc,
}

impl Bank {
    /// The spelling in MIR text, as in `%3:sgpr(s32)`; `_` when unassigned (GlobalISel style).
    pub fn name(self) -> &'static str {
        match self {
            Bank::Unassigned => "_",
            Bank::Sgpr => "sgpr",
            Bank::Vgpr => "vgpr",
            Bank::LaneMask => "vcc",
            Bank::Scc => "scc",
        }
    }

    pub fn parse(s: &str) -> Option<Bank> {
        Some(match s {
            "_" => Bank::Unassigned,
            "sgpr" => Bank::Sgpr,
            "vgpr" => Bank::Vgpr,
            "vcc" => Bank::LaneMask,
            "scc" => Bank::Scc,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_spellings_round_trip() {
        let all = [
            Type::I1,
            Type::I8,
            Type::I16,
            Type::I32,
            Type::I64,
            Type::F16,
            Type::F32,
            Type::F64,
            Type::Ptr(0),
            Type::Ptr(5),
            Type::Ptr(7),
            Type::Token,
        ];
        for t in all {
            assert_eq!(Type::parse(&t.to_string()), Some(t));
        }
        assert_eq!(Type::parse("p"), None);
        assert_eq!(Type::parse("p01"), None);
        assert_eq!(Type::parse("s7"), None);
    }

    #[test]
    fn pointer_widths_follow_amdgpu_data_layout() {
        assert_eq!(Type::Ptr(1).bits(), 64);
        assert_eq!(Type::Ptr(3).bits(), 32);
        assert_eq!(Type::Ptr(5).bits(), 32);
        assert_eq!(Type::Ptr(6).bits(), 32);
    }
}
