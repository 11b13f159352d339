//! The hardware-register fields `s_getreg_b32` and `s_setreg_b32` read and write, named by
//! their 16-bit immediate: `hwreg(id, offset, size)`.

/// A field of a hardware register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HwReg {
    /// The register (`HW_REG_*`, e.g. [`HwReg::MODE`]).
    pub id: u8,
    /// The field's first bit.
    pub offset: u8,
    /// Its width in bits, 1 to 32.
    pub size: u8,
}

impl HwReg {
    /// `HW_REG_MODE`: float rounding and denormal modes, DX10 clamp, IEEE.
    pub const MODE: u8 = 1;

    /// The instructions' immediate: id in bits 5:0, offset in 10:6, size - 1 in 15:11.
    pub fn simm16(self) -> u16 {
        (self.id as u16 & 0x3f) | (self.offset as u16 & 0x1f) << 6 | ((self.size as u16 - 1) & 0x1f) << 11
    }

    /// The field an immediate names.
    pub fn decode(simm16: u16) -> HwReg {
        HwReg {
            id: (simm16 & 0x3f) as u8,
            offset: (simm16 >> 6 & 0x1f) as u8,
            size: (simm16 >> 11 & 0x1f) as u8 + 1,
        }
    }

    /// The field's bits, shifted down to bit 0.
    pub fn mask(self) -> u32 {
        if self.size >= 32 {
            u32::MAX
        } else {
            (1 << self.size) - 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Immediates as llvm-mc-22 encodes `hwreg(HW_REG_MODE, 0, 4)` and
    /// `hwreg(HW_REG_MODE, 4, 4)` (`s_getreg_b32 s0, hwreg(...)`, `--show-encoding`).
    #[test]
    fn fields_encode_as_llvm_mc_does() {
        let round = HwReg {
            id: HwReg::MODE,
            offset: 0,
            size: 4,
        };
        assert_eq!(round.simm16(), 0x1801);
        let denorm = HwReg {
            id: HwReg::MODE,
            offset: 4,
            size: 4,
        };
        assert_eq!(denorm.simm16(), 0x1901);
        for simm16 in [0x1801u16, 0x1901, 0xf801, 0x0001] {
            assert_eq!(HwReg::decode(simm16).simm16(), simm16);
        }
        assert_eq!(HwReg::decode(0xf801).mask(), u32::MAX);
    }
}
