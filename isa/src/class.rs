//! What kind of instruction an opcode is, worked out once per opcode from the table: the unit
//! that issues it ([`Class`]), the direction of its memory access ([`MemKind`]) and the
//! `s_waitcnt` counters it increments ([`MemEvent`]). The emulator's statistics, the backend's
//! waitcnt and hazard passes and [`Inst::access`] all read these facts from here.

use crate::{Enc, Family, Field, Inst, Op, Operand};
use std::sync::OnceLock;

/// The unit an instruction issues to, as the statistics count and the hazard rules name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// Scalar ALU: SOP1, SOP2, SOPC and SOPK, except the jumps among them.
    Salu,
    /// Vector ALU: VOP1, VOP2, VOPC, VOP3 and VOP3P, in any encoding.
    Valu,
    /// Scalar memory (SMEM), with `s_memtime` and the scalar cache operations.
    Smem,
    /// Vector memory: MUBUF and the FLAT family (flat, global, scratch).
    Vmem,
    /// LDS and GDS (DS).
    Lds,
    /// Jumps, calls and returns: the SOPP branches, `s_setpc_b64` and `s_swappc_b64`.
    Branch,
    /// The rest of SOPP: waits, nops, barriers, messages, `s_endpgm`.
    Other,
}

/// The direction of a memory instruction's access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemKind {
    /// Returns data: loads, `s_memtime`, the DS lane permutes and swizzle.
    Load,
    /// Sends data and returns none.
    Store,
    /// Read-modify-write; returns the old value with `glc` (DS: the `_rtn` forms).
    Atomic,
    /// Cache write-back, invalidate or discard: no data either way.
    Cache,
}

/// An `s_waitcnt` counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counter {
    /// vmcnt: VMEM and FLAT, loads and stores alike (gfx9 has no separate store counter).
    Vm = 0,
    /// lgkmcnt: SMEM, LDS, GDS, messages and FLAT.
    Lgkm = 1,
    /// expcnt: exports and GDS.
    Exp = 2,
}

/// The kind of outstanding operation an instruction starts. Operations of one kind return in
/// order on their counters, except SMEM; FLAT may decrement either counter first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemEvent {
    Smem = 0,
    Lds = 1,
    Gds = 2,
    /// `s_sendmsg`, `s_sendmsghalt`.
    Message = 3,
    Flat = 4,
    /// MUBUF, global and scratch.
    Vmem = 5,
}

impl MemEvent {
    /// How many kinds there are (for tables indexed by `kind as usize`).
    pub const COUNT: usize = 6;

    /// The counters an event of this kind increments.
    pub fn counters(self) -> &'static [Counter] {
        match self {
            MemEvent::Smem | MemEvent::Lds | MemEvent::Message => &[Counter::Lgkm],
            MemEvent::Gds => &[Counter::Lgkm, Counter::Exp],
            MemEvent::Flat => &[Counter::Vm, Counter::Lgkm],
            MemEvent::Vmem => &[Counter::Vm],
        }
    }
}

/// Per-opcode facts that follow from the mnemonic, computed once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Facts {
    pub class: Class,
    pub mem: Option<MemKind>,
    /// `s_cmpk_*`, `s_setreg_b32`, `s_cbranch_i_fork`: the Dst field is an input only.
    pub dst_input_only: bool,
    /// The Dst field is read as well as written: accumulators (`v_mac`, `v_fmac`), lane and
    /// conditional writes (`v_writelane`, `s_cmov*`, `s_cmovk`, `s_bitset*`), `v_swap`, d16
    /// loads (they keep the other half), SOPK arithmetic.
    pub reads_dst: bool,
    /// `v_swap_b32` writes its source as well.
    pub swap: bool,
    /// A FLAT, MUBUF or SMEM compare-and-swap: the data is twice what it returns.
    pub cmpswap: bool,
    /// `v_cmpx*` writes EXEC implicitly.
    pub cmpx: bool,
    /// `s_*_saveexec_b64`, `s_*_wrexec_b64` read and write EXEC implicitly.
    pub saveexec: bool,
    /// `v_div_fmas*` and `s_cbranch_vccz`/`vccnz` read VCC implicitly.
    pub reads_vcc: bool,
    /// `s_cbranch_execz`/`execnz` read EXEC implicitly.
    pub branch_reads_exec: bool,
    /// `s_set_gpr_idx_on`/`_idx` set the index (and mode) bits of M0 and keep the rest.
    pub gpr_idx: bool,
    /// `s_sendmsg`, `s_sendmsghalt`: counted on lgkmcnt.
    pub message: bool,
    /// Reads M0 whatever its modifiers: `s_movrel*`, `v_movrel*`, `v_interp*`, messages,
    /// `s_ttracedata`.
    pub reads_m0: bool,
    /// `buffer_wbinvl1*`: not counted (LLVM's SIInsertWaitcnts does not count buffer
    /// invalidates either; not counting only makes later waits stronger).
    pub uncounted: bool,
}

pub(crate) fn facts(op: Op) -> &'static Facts {
    static T: OnceLock<Vec<Facts>> = OnceLock::new();
    &T.get_or_init(|| Op::all().map(derive).collect())[op.0 as usize]
}

fn derive(op: Op) -> Facts {
    let fam = op.info().family;
    let n = op.name();
    let sopk_input = fam == Family::SOPK && (n.starts_with("s_cmpk") || n == "s_setreg_b32" || n == "s_cbranch_i_fork");
    Facts {
        class: class_of(fam, n),
        mem: mem_kind(fam, n),
        dst_input_only: sopk_input,
        reads_dst: reads_dst(fam, n),
        swap: n == "v_swap_b32",
        cmpswap: n.contains("_atomic_cmpswap"),
        cmpx: n.starts_with("v_cmpx"),
        saveexec: n.contains("saveexec") || n.contains("wrexec"),
        reads_vcc: n.starts_with("v_div_fmas") || n.starts_with("s_cbranch_vcc"),
        branch_reads_exec: n.starts_with("s_cbranch_exec"),
        gpr_idx: n == "s_set_gpr_idx_on" || n == "s_set_gpr_idx_idx",
        message: n.starts_with("s_sendmsg"),
        reads_m0: n.starts_with("s_movrel")
            || n.starts_with("v_movrel")
            || n.starts_with("v_interp")
            || n.starts_with("s_sendmsg")
            || n == "s_ttracedata"
            // The LDS counters address their dword through M0.
            || n == "ds_append"
            || n == "ds_consume",
        uncounted: n.starts_with("buffer_wbinvl1"),
    }
}

fn class_of(fam: Family, n: &str) -> Class {
    use Family::*;
    match fam {
        SOP1 if n == "s_setpc_b64" || n == "s_swappc_b64" => Class::Branch,
        SOP1 | SOP2 | SOPC | SOPK => Class::Salu,
        SOPP if n.contains("branch") => Class::Branch,
        SOPP => Class::Other,
        SMEM => Class::Smem,
        VOP1 | VOP2 | VOPC | VOP3 | VOP3P => Class::Valu,
        DS => Class::Lds,
        FLAT | GLOBAL | SCRATCH | MUBUF | MTBUF | MIMG => Class::Vmem,
    }
}

fn mem_kind(fam: Family, n: &str) -> Option<MemKind> {
    use Family::*;
    Some(match fam {
        DS if n.starts_with("ds_read") || n.contains("permute") || n.starts_with("ds_swizzle") => MemKind::Load,
        DS if n.starts_with("ds_write") => MemKind::Store,
        DS => MemKind::Atomic,
        SMEM | MUBUF | MTBUF | FLAT | GLOBAL | SCRATCH | MIMG => {
            if n.contains("_atomic_") {
                MemKind::Atomic
            } else if n.contains("store") {
                MemKind::Store
            } else if n.starts_with("s_dcache") || n.starts_with("buffer_wbinvl1") || n.starts_with("s_atc_probe") {
                MemKind::Cache
            } else {
                MemKind::Load
            }
        }
        _ => return None,
    })
}

/// Whether the Dst field is read, for the ALU families and the d16 memory forms (stores and
/// atomics read their data through it too: see [`Inst::access`]).
fn reads_dst(fam: Family, n: &str) -> bool {
    use Family::*;
    match fam {
        SOPK => !(n == "s_movk_i32" || n == "s_getreg_b32"),
        SOP1 | SOP2 => n.starts_with("s_cmov") || n.starts_with("s_bitset"),
        SMEM | MUBUF | MTBUF | MIMG => false,
        DS | FLAT | GLOBAL | SCRATCH => n.contains("d16"),
        _ => n.starts_with("v_mac") || n.starts_with("v_fmac") || n == "v_writelane_b32" || n == "v_swap_b32",
    }
}

impl Op {
    /// The unit this opcode issues to.
    pub fn class(self) -> Class {
        facts(self).class
    }
    /// The direction of its memory access (None for non-memory opcodes).
    pub fn mem_kind(self) -> Option<MemKind> {
        facts(self).mem
    }
}

impl Inst {
    /// The unit this instruction issues to.
    pub fn class(&self) -> Class {
        facts(self.op).class
    }
    /// The outstanding operation this instruction starts, if any: what `s_waitcnt` waits for.
    pub fn mem_event(&self) -> Option<MemEvent> {
        let f = facts(self.op);
        match self.op.info().family {
            Family::SMEM => Some(MemEvent::Smem),
            Family::DS if self.m.gds => Some(MemEvent::Gds),
            Family::DS => Some(MemEvent::Lds),
            Family::FLAT => Some(MemEvent::Flat),
            Family::MUBUF | Family::MTBUF | Family::MIMG | Family::GLOBAL | Family::SCRATCH if !f.uncounted => {
                Some(MemEvent::Vmem)
            }
            Family::SOPP if f.message => Some(MemEvent::Message),
            _ => None,
        }
    }
    /// For SMEM and MUBUF, whether the Dst field receives data (stores, cache operations,
    /// non-returning atomics and `buffer_load ... lds` send or return nothing there).
    pub(crate) fn dst_written_by_memory(&self) -> bool {
        let fam = self.op.info().family;
        if !matches!(fam, Family::SMEM | Family::MUBUF | Family::MTBUF | Family::MIMG) {
            return true;
        }
        // `buffer_load ... lds` sends the data to LDS, not to a VGPR.
        let to_lds = fam == Family::MUBUF && self.m.lds;
        match facts(self.op).mem {
            Some(MemKind::Load) => !to_lds,
            Some(MemKind::Atomic) => self.m.glc && !to_lds,
            _ => false,
        }
    }
    /// Does the Dst field hold an input as well (see [`Facts::reads_dst`]; DPP and SDWA write
    /// only some lanes or bits and keep the rest)?
    /// The operands the instruction reads and writes through the same field (a tied operand:
    /// `v_mac`'s accumulator, the old value DPP and SDWA keep in disabled lanes, a returning
    /// buffer atomic's data, `v_swap`'s first source): one register is its input and output.
    pub fn tied_operands(&self) -> Vec<Operand> {
        let f = facts(self.op);
        let mut tied = Vec::new();
        let has_dst = self.operands().iter().any(|&(g, _)| g == Field::Dst);
        if has_dst && self.dst_read() && !f.dst_input_only && self.dst_written_by_memory() {
            tied.push(self.dst);
        }
        if f.swap {
            tied.push(self.src[0]);
        }
        tied
    }

    pub(crate) fn dst_read(&self) -> bool {
        let f = facts(self.op);
        match self.op.info().family {
            Family::SMEM | Family::MUBUF | Family::MTBUF | Family::MIMG => {
                matches!(f.mem, Some(MemKind::Store | MemKind::Atomic | MemKind::Cache))
            }
            Family::VOP1 | Family::VOP2 | Family::VOPC | Family::VOP3 | Family::VOP3P => {
                f.reads_dst || self.enc == Enc::Dpp || self.enc == Enc::Sdwa
            }
            _ => f.reads_dst,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_inst;

    fn inst(text: &str) -> Inst {
        parse_inst(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// The counters each kind of instruction increments, as the Vega ISA manual's
    /// "Data Dependency Resolution" section lists them: VM_CNT for vector memory (buffer,
    /// global, scratch, flat), LGKM_CNT for LDS, GDS, constant (scalar) memory, messages and
    /// flat, EXP_CNT for exports and GDS.
    #[test]
    fn counters_follow_the_isa_manual() {
        use Counter::*;
        let cases: &[(&str, &[Counter])] = &[
            ("s_load_dword s0, s[2:3], 0x0", &[Lgkm]),
            ("s_memtime s[0:1]", &[Lgkm]),
            ("ds_read_b32 v0, v1", &[Lgkm]),
            ("ds_write_b32 v0, v1", &[Lgkm]),
            ("ds_read_u16 v1, v2 offset:2 gds", &[Lgkm, Exp]),
            ("flat_load_dword v0, v[2:3]", &[Vm, Lgkm]),
            ("flat_store_dword v[2:3], v0", &[Vm, Lgkm]),
            ("global_load_dword v0, v[2:3], off", &[Vm]),
            ("global_store_dword v[2:3], v0, off", &[Vm]),
            ("scratch_store_dword off, v2, s3 offset:8", &[Vm]),
            ("buffer_load_dword v1, v2, s[4:7], s3 offen", &[Vm]),
            ("buffer_atomic_add v1, v2, s[4:7], 0 offen glc", &[Vm]),
            ("s_sendmsg 1", &[Lgkm]),
            ("v_add_u32_e32 v0, v1, v2", &[]),
            ("s_add_u32 s0, s1, s2", &[]),
            ("s_waitcnt 0", &[]),
            ("s_barrier", &[]),
        ];
        for (text, want) in cases {
            let got = inst(text).mem_event().map_or(&[][..], MemEvent::counters);
            assert_eq!(got, *want, "{text}");
        }
    }

    /// Cache invalidation returns nothing to wait for; LLVM's SIInsertWaitcnts does not count
    /// it either.
    #[test]
    fn buffer_invalidate_starts_no_counted_event() {
        assert_eq!(inst("buffer_wbinvl1").mem_event(), None);
        assert_eq!(inst("buffer_wbinvl1").class(), Class::Vmem);
    }

    /// Memory direction by the ISA manual's description of each opcode.
    #[test]
    fn memory_kinds() {
        let cases = [
            ("global_load_dword", MemKind::Load),
            ("global_store_short", MemKind::Store),
            ("global_atomic_cmpswap", MemKind::Atomic),
            ("buffer_load_ubyte", MemKind::Load),
            ("buffer_store_dwordx4", MemKind::Store),
            ("buffer_wbinvl1", MemKind::Cache),
            ("s_load_dwordx2", MemKind::Load),
            ("s_store_dword", MemKind::Store),
            ("s_atomic_add", MemKind::Atomic),
            ("s_dcache_wb", MemKind::Cache),
            ("s_memtime", MemKind::Load),
            ("ds_read2_b32", MemKind::Load),
            ("ds_bpermute_b32", MemKind::Load),
            ("ds_write_b8_d16_hi", MemKind::Store),
            ("ds_add_u32", MemKind::Atomic),
            ("ds_cmpst_rtn_b32", MemKind::Atomic),
            ("ds_wrxchg_rtn_b32", MemKind::Atomic),
        ];
        for (name, want) in cases {
            let op = Op::from_name(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(op.mem_kind(), Some(want), "{name}");
        }
        assert_eq!(Op::from_name("v_add_f32").and_then(Op::mem_kind), None);
    }
}
