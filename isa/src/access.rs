//! Which registers an instruction reads and writes: its explicit operands as the table lists
//! them, plus the per-family rules the table cannot express (store data in the Dst field,
//! returning atomics, partial writes that keep the old value) and the implicit EXEC, VCC, M0
//! and FLAT_SCRATCH operands. SCC and the other special operands (codes 128..256) are not
//! tracked.

use crate::class::{facts, MemKind};
use crate::{Family, Field, Inst, Operand};
use smallvec::SmallVec;

/// A run of registers in the 9-bit operand space: scalar codes 0..128, VGPRs 256..512.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRange {
    pub first: u16,
    pub len: u16,
}

impl RegRange {
    /// The register codes of the run (scalar ones below 128, VGPRs from 256).
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (self.first as usize..self.first as usize + self.len as usize).filter(|&r| r < 128 || (256..512).contains(&r))
    }
    pub fn contains(self, r: u16) -> bool {
        (self.first..self.first + self.len).contains(&r)
    }
}

/// Registers an instruction reads and writes, implicit ones included.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Access {
    pub reads: SmallVec<[RegRange; 8]>,
    pub writes: SmallVec<[RegRange; 4]>,
}

impl Access {
    pub fn reads_reg(&self, r: u16) -> bool {
        self.reads.iter().any(|x| x.contains(r))
    }
    pub fn writes_reg(&self, r: u16) -> bool {
        self.writes.iter().any(|x| x.contains(r))
    }
}

/// Whether an instruction reads or writes a register run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    Read,
    Write,
}

/// The register run of an operand of `n` dwords, or None for constants and literals.
fn reg_range(o: Operand, n: u8) -> Option<RegRange> {
    // Scalar registers and specials (VCC, M0, EXEC, TTMPs) are 0..128; VGPRs 256..512.
    (n > 0 && (o.0 < 128 || o.0 >= 256)).then_some(RegRange {
        first: o.0,
        len: n as u16,
    })
}

impl Inst {
    /// The registers this instruction reads and writes.
    pub fn access(&self) -> Access {
        let mut a = Access::default();
        self.each_access(|d, r| match d {
            Dir::Read => a.reads.push(r),
            Dir::Write => a.writes.push(r),
        });
        a
    }

    /// Does it write EXEC (either half), explicitly or implicitly? Allocates nothing, for the
    /// emulator's per-instruction statistics.
    pub fn writes_exec(&self) -> bool {
        let mut hit = false;
        self.each_access(|d, r| {
            hit |= d == Dir::Write && (r.contains(Operand::EXEC_LO.0) || r.contains(Operand::EXEC_HI.0))
        });
        hit
    }

    /// Does it read M0 as an implicit input (the readers the M0 hazard names)? On gfx9 plain LDS
    /// does not any more; GDS, LDS DMA, the LDS counters (`ds_append`), messages, relative moves
    /// and interpolation do.
    /// (`s_set_gpr_idx_on` reads M0 only to keep the bits it does not set: see [`Inst::access`].)
    pub fn reads_m0(&self) -> bool {
        let fam = self.op.info().family;
        facts(self.op).reads_m0
            || (fam == Family::DS && self.m.gds)
            || (matches!(fam, Family::MUBUF | Family::GLOBAL | Family::SCRATCH) && self.m.lds)
    }

    /// Calls `emit` with every register run read or written, explicit operands first in
    /// assembly order, then the implicit ones: [`Inst::access`] without building lists, for
    /// passes that ask per instruction many times over a kernel.
    pub fn each_access(&self, mut emit: impl FnMut(Dir, RegRange)) {
        let mut put = |d: Dir, o: Operand, n: u8| {
            if let Some(r) = reg_range(o, n) {
                emit(d, r)
            }
        };
        let f = facts(self.op);
        let fam = self.op.info().family;
        let ops = self.operands();
        let mut seen_src = false;
        let mimg = fam == Family::MIMG;
        for &(field, w) in ops {
            let o = self.field(field);
            let w = if mimg { self.width(field) } else { w };
            match field {
                Field::Dst => {
                    if self.dst_read() {
                        put(Dir::Read, o, w);
                    }
                    if !f.dst_input_only && self.dst_written_by_memory() {
                        // A returning cmpswap gets back half of what it sends.
                        let w = if f.cmpswap { w / 2 } else { w };
                        // MIMG's width counts the tfe/lwe dword already.
                        put(Dir::Write, o, w + (self.m.tfe && !mimg) as u8);
                    }
                }
                Field::Sdst => put(Dir::Write, o, w),
                Field::Src0 | Field::Src1 | Field::Src2 | Field::Srsrc | Field::Soffset | Field::Ssamp => {
                    seen_src = true;
                    let w = match (fam, field) {
                        // MUBUF vaddr is "off" unless offen/idxen say otherwise.
                        (Family::MUBUF | Family::MTBUF, Field::Src0) => self.m.offen as u8 + self.m.idxen as u8,
                        // With an SGPR base, the VGPR address is a 32-bit offset.
                        (Family::GLOBAL, Field::Src0) if self.src[2].0 != 0x7f => 1,
                        _ => w,
                    };
                    put(Dir::Read, o, w);
                    if f.swap && field == Field::Src0 {
                        put(Dir::Write, o, w);
                    }
                }
                Field::Off => {
                    // saddr: 0x7f means "off" for GLOBAL/SCRATCH.
                    if o.0 != 0x7f && fam != Family::FLAT {
                        put(Dir::Read, o, if fam == Family::SCRATCH { 1 } else { 2 });
                    }
                }
                // VOP2/VOPC e32 print VCC: before the sources it is the carry-out/compare result,
                // after them the carry-in/select mask.
                Field::Vcc if seen_src => put(Dir::Read, Operand::VCC, 2),
                Field::Vcc => put(Dir::Write, self.sdwa_sdst().unwrap_or(Operand::VCC), 2),
                Field::Exec => put(Dir::Write, Operand::EXEC, 2),
                Field::Imm => {}
            }
        }
        // Returning FLAT-family atomics: the table lists the non-returning form.
        let flat_family = matches!(fam, Family::FLAT | Family::GLOBAL | Family::SCRATCH);
        if flat_family && f.mem == Some(MemKind::Atomic) && self.m.glc {
            let w = self.width(Field::Src1);
            put(Dir::Write, self.dst, if f.cmpswap { w / 2 } else { w });
        }
        // SMEM register offset (the decoder marks it with imm == -1).
        if fam == Family::SMEM && (self.imm == -1 || self.m.soe) && ops.iter().any(|(g, _)| *g == Field::Imm) {
            put(Dir::Read, self.src[1], 1);
        }
        if vector(fam) {
            put(Dir::Read, Operand::EXEC, 2);
        }
        // Flat and scratch addresses reach the private segment through FLAT_SCRATCH.
        if matches!(fam, Family::FLAT | Family::SCRATCH) {
            put(Dir::Read, Operand::FLAT_SCRATCH, 2);
        }
        if f.branch_reads_exec {
            put(Dir::Read, Operand::EXEC, 2);
        }
        if f.cmpx {
            put(Dir::Write, Operand::EXEC, 2);
        }
        if f.reads_vcc {
            put(Dir::Read, Operand::VCC, 2);
        }
        if f.saveexec {
            put(Dir::Read, Operand::EXEC, 2);
            put(Dir::Write, Operand::EXEC, 2);
        }
        if self.reads_m0() || f.gpr_idx {
            put(Dir::Read, Operand::M0, 1);
        }
        if f.gpr_idx {
            put(Dir::Write, Operand::M0, 1);
        }
    }
}

/// Families that run per lane under EXEC.
fn vector(fam: Family) -> bool {
    use Family::*;
    matches!(
        fam,
        VOP1 | VOP2 | VOPC | VOP3 | VOP3P | DS | FLAT | GLOBAL | SCRATCH | MUBUF | MTBUF | MIMG
    )
}
