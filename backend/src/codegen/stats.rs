//! What a compiled kernel costs: registers, code, how much control flow stayed scalar, and the
//! occupancy its registers allow on gfx900 (`kcc --stats`).

use crate::budget::{waves_for_sgprs, waves_for_vgprs, Budget, MAX_WAVES_PER_SIMD};
use crate::mc::{MInst, MachineFunction};
use gfx9_isa::Operand;
use mir::*;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelStats {
    pub name: String,
    /// SGPRs and VGPRs the kernel descriptor reserves (what the hardware allocates).
    pub sgprs: u32,
    pub vgprs: u32,
    pub sgpr_spills: u32,
    pub vgpr_spills: u32,
    /// Static instructions and code size.
    pub instructions: u32,
    pub code_bytes: u32,
    /// Instructions that write EXEC.
    pub exec_mask_instructions: u32,
    /// Conditional branches that stayed scalar branches, and those linearized with exec masks.
    pub scalar_branches: u32,
    pub linearized_branches: u32,
    /// Values the scalar unit holds (SGPR bank) and per-lane values (VGPRs, lane masks).
    pub uniform_values: u32,
    pub divergent_values: u32,
    pub scratch_bytes: u32,
    /// Waves per SIMD the kernel reaches on gfx900 (at most 10), and what limits it:
    /// `vgprs`, `sgprs`, `lds`, `amdgpu-waves-per-eu` or `hardware`.
    pub occupancy: u32,
    pub occupancy_limit: &'static str,
    /// The register budget the kernel's attributes allow ([`crate::budget`]).
    pub sgpr_budget: u32,
    pub vgpr_budget: u32,
}

/// Waves per SIMD on gfx900 for these register counts (extra SGPRs included) alone.
pub fn occupancy(sgprs: u32, vgprs: u32) -> u32 {
    waves_for_vgprs(vgprs)
        .min(waves_for_sgprs(sgprs))
        .min(MAX_WAVES_PER_SIMD)
}

pub fn collect(
    f: &Function,
    code: &MachineFunction,
    (sgprs, vgprs): (u32, u32),
    budget: &Budget,
    lds_bytes: u32,
) -> KernelStats {
    let (occupancy, occupancy_limit) = budget.occupancy(sgprs, vgprs, lds_bytes);
    let mut st = KernelStats {
        name: f.name.clone(),
        sgprs,
        vgprs,
        occupancy,
        occupancy_limit,
        sgpr_budget: budget.max_sgprs,
        vgpr_budget: budget.max_vgprs,
        ..Default::default()
    };
    for m in code.blocks.iter().flat_map(|b| b.insts.iter()).filter(|m| !m.is_line()) {
        st.instructions += m.inst_count() as u32;
        st.code_bytes += m.size() as u32;
        if let MInst::Inst(i) | MInst::Reloc { inst: i, .. } = m {
            if i.dst == Operand::EXEC {
                st.exec_mask_instructions += 1;
            }
        }
    }
    for b in f.block_ids() {
        if let Some(t) = f.terminator(b) {
            let d = f.op(t);
            if matches!(d.opcode, Opcode::CondBr | Opcode::Switch) {
                match f.value(d.operands[0]).bank {
                    Bank::LaneMask | Bank::Vgpr => st.linearized_branches += 1,
                    _ => st.scalar_branches += 1,
                }
            }
        }
    }
    for b in f.block_ids() {
        let params = f.block(b).params.iter();
        let results = f.block(b).ops.iter().flat_map(|&op| f.op(op).results.iter());
        for &v in params.chain(results) {
            match f.value(v).bank {
                Bank::Sgpr | Bank::Scc => st.uniform_values += 1,
                Bank::Vgpr | Bank::LaneMask => st.divergent_values += 1,
                Bank::Unassigned => {}
            }
        }
    }
    st
}

/// The statistics of several kernels as a JSON array.
pub fn to_json(stats: &[KernelStats]) -> String {
    let kernels: Vec<serde_json::Value> = stats
        .iter()
        .map(|s| {
            serde_json::json!({
                "kernel": s.name, "sgprs": s.sgprs, "vgprs": s.vgprs,
                "sgpr_spills": s.sgpr_spills, "vgpr_spills": s.vgpr_spills,
                "instructions": s.instructions, "code_bytes": s.code_bytes,
                "exec_mask_instructions": s.exec_mask_instructions,
                "scalar_branches": s.scalar_branches, "linearized_branches": s.linearized_branches,
                "uniform_values": s.uniform_values, "divergent_values": s.divergent_values,
                "scratch_bytes": s.scratch_bytes, "occupancy": s.occupancy,
                "occupancy_limit": s.occupancy_limit, "sgpr_budget": s.sgpr_budget,
                "vgpr_budget": s.vgpr_budget,
            })
        })
        .collect();
    serde_json::to_string_pretty(&kernels).expect("plain values serialize") + "\n"
}

#[cfg(test)]
mod tests {
    use super::occupancy;

    #[test]
    fn occupancy_follows_the_gfx900_register_budget() {
        // 256 VGPRs per lane: 24 VGPRs allow 10 waves, 25 (allocated as 28) allow 9, 128 two.
        assert_eq!(occupancy(16, 24), 10);
        assert_eq!(occupancy(16, 25), 9);
        assert_eq!(occupancy(16, 128), 2);
        // 800 SGPRs: 81 SGPRs (allocated as 96) allow 8 waves.
        assert_eq!(occupancy(81, 4), 8);
    }
}
