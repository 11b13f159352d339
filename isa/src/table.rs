//! The shape of the opcode table (`ops.rs` holds the rows, derived from the oracle).

/// Encoding family: decides the bit layout of the instruction words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs, clippy::upper_case_acronyms)]
pub enum Family {
    SOP1,
    SOP2,
    SOPC,
    SOPK,
    SOPP,
    SMEM,
    VOP1,
    VOP2,
    VOPC,
    VOP3,
    VOP3P,
    DS,
    FLAT,
    GLOBAL,
    SCRATCH,
    MUBUF,
    /// Typed buffer accesses: MUBUF's fields plus the data and number format (`Mods::fmt`).
    MTBUF,
    /// Image accesses through a T# in eight SGPRs (and an S# in four for sampling); the widths
    /// of vdata and vaddr come from the instruction's fields ([`crate::Inst::width`]).
    MIMG,
}

impl Family {
    /// MUBUF and MTBUF: buffer accesses through a resource in four SGPRs.
    pub fn is_buffer(self) -> bool {
        matches!(self, Family::MUBUF | Family::MTBUF)
    }
}

/// Which encoding field an assembly operand lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// sdst / vdst / sdata / vdata (also the store data of MUBUF).
    Dst,
    /// VOP3b scalar destination (carry-out, div_scale's flag).
    Sdst,
    /// ssrc0 / src0 / sbase / vaddr (MUBUF, FLAT) / addr (DS).
    Src0,
    /// ssrc1 / vsrc1 / src1 / data (FLAT) / data0 (DS).
    Src1,
    /// src2 / data1 (DS).
    Src2,
    /// MUBUF resource descriptor (4 SGPRs).
    Srsrc,
    /// MUBUF scalar offset.
    Soffset,
    /// MIMG sampler descriptor (4 SGPRs).
    Ssamp,
    /// Implicit VCC printed in the e32 form.
    Vcc,
    /// Implicit EXEC.
    Exec,
    /// FLAT-family saddr position printed as `off` (or an SGPR pair when used).
    Off,
    /// The instruction's immediate (simm16, SMEM offset).
    Imm,
}

/// One opcode of the table.
#[derive(Debug)]
pub struct OpInfo {
    /// llvm-mc mnemonic without an encoding suffix.
    pub name: &'static str,
    /// Native encoding family.
    pub family: Family,
    /// Opcode in that family's encoding.
    pub opcode: u16,
    /// Operands in assembly order: (field, dwords).
    pub ops: &'static [(Field, u8)],
    /// For VOP1/VOP2/VOPC, the operands of the VOP3 form (empty when there is none).
    pub ops64: &'static [(Field, u8)],
}

impl OpInfo {
    /// Whether a VOP1/VOP2/VOPC instruction has a VOP3 (`_e64`) form: operands for it, or
    /// none at all (`v_nop`, `v_clrexcp`, whose `_e64` forms llvm-mc takes too).
    pub fn has_vop3(&self) -> bool {
        !self.ops64.is_empty() || (self.family == Family::VOP1 && self.ops.is_empty())
    }
}
