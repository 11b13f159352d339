//! Register locations, and the sizes of the register files.

use gfx9_isa::Operand;
use mir::*;

/// Where a value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loc {
    /// Not in a register (tokens, unused undefs).
    None,
    /// SGPRs `n`, `n+1` for 64-bit values (even-aligned).
    Sgpr(u8),
    /// VGPRs `n`, `n+1` for 64-bit values.
    Vgpr(u8),
}

impl Loc {
    /// The low (or only) dword as an instruction operand.
    pub fn lo(self) -> Operand {
        match self {
            Loc::Sgpr(n) => Operand::s(n),
            Loc::Vgpr(n) => Operand::v(n),
            Loc::None => Operand::int(0).expect("0 is inline"),
        }
    }

    /// The high dword of a 64-bit value.
    pub fn hi(self) -> Operand {
        match self {
            Loc::Sgpr(n) => Operand::s(n + 1),
            Loc::Vgpr(n) => Operand::v(n + 1),
            Loc::None => Operand::int(0).expect("0 is inline"),
        }
    }
}

/// Number of 32-bit registers a value of `ty` occupies.
pub fn dwords(ty: Type) -> u8 {
    if ty.bits() > 32 {
        2
    } else {
        1
    }
}

/// SGPRs kcc may use (s0..s101 on gfx900; VCC, FLAT_SCRATCH and XNACK_MASK live above).
pub const MAX_SGPRS: u32 = 102;
pub const MAX_VGPRS: u32 = 256;
