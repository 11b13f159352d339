//! Executed-instruction counts by class and the average active-lane fraction.
use gfx9_isa::{Class, Inst};
use std::fmt;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub instructions: u64,
    pub salu: u64,
    pub valu: u64,
    pub smem: u64,
    pub vmem: u64,
    pub lds: u64,
    pub branch: u64,
    pub exec_mask: u64,
    pub other: u64,
    /// Sum of active lanes over vector instructions (VALU, VMEM, LDS).
    pub active_lanes: u64,
    pub vector_instructions: u64,
}

impl Stats {
    /// Counts one executed instruction by its `gfx9-isa` class. Scalar instructions that write
    /// EXEC count as exec-mask instead of SALU; vector ones (`v_cmpx`) as VALU and exec-mask.
    #[inline]
    pub fn count(&mut self, i: &Inst, exec: u64) {
        self.instructions += 1;
        match i.class() {
            Class::Salu if i.writes_exec() => self.exec_mask += 1,
            Class::Salu => self.salu += 1,
            Class::Valu => {
                self.valu += 1;
                if i.writes_exec() {
                    self.exec_mask += 1;
                }
            }
            Class::Smem => self.smem += 1,
            Class::Vmem => self.vmem += 1,
            Class::Lds => self.lds += 1,
            Class::Branch => self.branch += 1,
            Class::Other => self.other += 1,
        }
        if matches!(i.class(), Class::Valu | Class::Vmem | Class::Lds) {
            self.vector_instructions += 1;
            self.active_lanes += exec.count_ones() as u64;
        }
    }
    pub fn add(&mut self, o: &Stats) {
        self.instructions += o.instructions;
        self.salu += o.salu;
        self.valu += o.valu;
        self.smem += o.smem;
        self.vmem += o.vmem;
        self.lds += o.lds;
        self.branch += o.branch;
        self.exec_mask += o.exec_mask;
        self.other += o.other;
        self.active_lanes += o.active_lanes;
        self.vector_instructions += o.vector_instructions;
    }
    /// Average fraction of the 64 lanes active in vector instructions.
    pub fn active_fraction(&self) -> f64 {
        if self.vector_instructions == 0 {
            0.0
        } else {
            self.active_lanes as f64 / (64.0 * self.vector_instructions as f64)
        }
    }
    /// Lane-instructions: active lanes of vector instructions plus one per scalar instruction.
    pub fn lane_instructions(&self) -> u64 {
        self.active_lanes + (self.instructions - self.vector_instructions)
    }
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "instructions: {}", self.instructions)?;
        writeln!(f, "  SALU:      {}", self.salu)?;
        writeln!(f, "  VALU:      {}", self.valu)?;
        writeln!(f, "  SMEM:      {}", self.smem)?;
        writeln!(f, "  VMEM:      {}", self.vmem)?;
        writeln!(f, "  LDS:       {}", self.lds)?;
        writeln!(f, "  branch:    {}", self.branch)?;
        writeln!(f, "  exec-mask: {}", self.exec_mask)?;
        writeln!(f, "  other:     {}", self.other)?;
        write!(f, "active lanes: {:.1}%", 100.0 * self.active_fraction())
    }
}
