//! Register locations, and the registers kept out of allocation (kernel inputs, the exec
//! save/compare pairs, the slots' lane masks), handed out from the bottom of each file before
//! regalloc2 ([`super::regalloc`]) numbers what it used above them.

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

/// Hands out reserved registers from the bottom of each file.
pub struct Reserve {
    pub next_sgpr: u32,
    pub next_vgpr: u32,
}

impl Reserve {
    pub fn sgprs(&mut self, n: u8) -> Result<u8, String> {
        if n == 2 {
            self.next_sgpr = self.next_sgpr.next_multiple_of(2);
        }
        let first = self.next_sgpr;
        self.next_sgpr += n as u32;
        if self.next_sgpr > MAX_SGPRS {
            return Err(format!("needs more than {MAX_SGPRS} SGPRs"));
        }
        Ok(first as u8)
    }

    pub fn vgprs(&mut self, n: u8) -> Result<u8, String> {
        let first = self.next_vgpr;
        self.next_vgpr += n as u32;
        if self.next_vgpr > MAX_VGPRS {
            return Err(format!("needs more than {MAX_VGPRS} VGPRs"));
        }
        Ok(first as u8)
    }
}
