//! The 64-byte code object v3+ kernel descriptor (`NAME.kd`) for gfx900.
//!
//! Layout and bit positions: AMDGPUUsage, "Kernel Descriptor" (`compute_pgm_rsrc1/2` for
//! GFX6-GFX12 and the kernel code properties). Register counts are granulated the way llc-22
//! and llvm-mc do it for GFX9, which differs from AMDGPUUsage's SGPR formula (see
//! [`KernelDescriptorInfo::granulated_sgpr_count`]).

use super::CodeObjectError;

/// Size in bytes of a kernel descriptor.
pub const DESCRIPTOR_SIZE: usize = 64;
/// Byte offset of `KERNEL_CODE_ENTRY_BYTE_OFFSET`; the ELF writer puts an `R_AMDGPU_REL64`
/// relocation here (as llc does) instead of a value.
pub const ENTRY_OFFSET_FIELD: usize = 16;

/// GFX9 limits: addressable SGPRs (without VCC, FLAT_SCRATCH, XNACK_MASK) and VGPRs.
pub const MAX_ADDRESSABLE_SGPRS: u32 = 102;
pub const MAX_VGPRS: u32 = 256;
/// GFX9 LDS per work-group.
pub const MAX_LDS_BYTES: u32 = 65536;

/// User SGPRs the CP preloads, in this order (AMDGPUUsage "Initial Kernel Execution State").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UserSgprs {
    pub private_segment_buffer: bool,
    pub dispatch_ptr: bool,
    pub queue_ptr: bool,
    pub kernarg_segment_ptr: bool,
    pub dispatch_id: bool,
    pub flat_scratch_init: bool,
    pub private_segment_size: bool,
}

impl UserSgprs {
    /// Number of user SGPRs these enables occupy (`USER_SGPR_COUNT`).
    pub fn count(&self) -> u32 {
        4 * self.private_segment_buffer as u32
            + 2 * self.dispatch_ptr as u32
            + 2 * self.queue_ptr as u32
            + 2 * self.kernarg_segment_ptr as u32
            + 2 * self.dispatch_id as u32
            + 2 * self.flat_scratch_init as u32
            + self.private_segment_size as u32
    }
}

/// Floating-point exception enables (`COMPUTE_PGM_RSRC2` bits 24..30).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FpExceptions {
    pub ieee_invalid_op: bool,
    pub denorm_src: bool,
    pub ieee_div_zero: bool,
    pub ieee_overflow: bool,
    pub ieee_underflow: bool,
    pub ieee_inexact: bool,
    pub int_div_zero: bool,
}

impl FpExceptions {
    /// The exceptions in bit order, with their `.amdhsa_exception_*` directive suffixes.
    pub fn named(&self) -> [(&'static str, bool); 7] {
        [
            ("fp_ieee_invalid_op", self.ieee_invalid_op),
            ("fp_denorm_src", self.denorm_src),
            ("fp_ieee_div_zero", self.ieee_div_zero),
            ("fp_ieee_overflow", self.ieee_overflow),
            ("fp_ieee_underflow", self.ieee_underflow),
            ("fp_ieee_inexact", self.ieee_inexact),
            ("int_div_zero", self.int_div_zero),
        ]
    }
}

/// Everything the kernel descriptor records about a finished kernel, in the terms of the
/// `.amdhsa_*` assembler directives (so the binary and the assembly writer share one input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelDescriptorInfo {
    /// Fixed LDS bytes per work-group.
    pub group_segment_fixed_size: u32,
    /// Fixed scratch bytes per work-item.
    pub private_segment_fixed_size: u32,
    /// Kernarg segment bytes, hidden arguments included.
    pub kernarg_size: u32,
    /// Highest VGPR referenced plus one (0 when none; the granulated count still covers 1).
    pub next_free_vgpr: u32,
    /// Highest SGPR referenced plus one, not counting VCC, FLAT_SCRATCH and XNACK_MASK.
    pub next_free_sgpr: u32,
    /// The kernel may use VCC (adds 2 SGPRs).
    pub reserve_vcc: bool,
    /// The kernel may use FLAT_SCRATCH (GFX9 then reserves 6 extra SGPRs).
    pub reserve_flat_scratch: bool,
    pub user_sgprs: UserSgprs,
    /// `ENABLE_PRIVATE_SEGMENT`: the private segment wavefront offset system SGPR.
    pub private_segment_wavefront_offset: bool,
    pub workgroup_id: [bool; 3],
    pub workgroup_info: bool,
    /// Work-item ID VGPRs set up: 0 = x, 1 = x and y, 2 = x, y and z.
    pub workitem_id: u8,
    pub float_round_mode_32: u8,
    pub float_round_mode_16_64: u8,
    pub float_denorm_mode_32: u8,
    pub float_denorm_mode_16_64: u8,
    pub dx10_clamp: bool,
    pub ieee_mode: bool,
    pub fp16_overflow: bool,
    pub exceptions: FpExceptions,
    pub uses_dynamic_stack: bool,
}

impl Default for KernelDescriptorInfo {
    /// llc-22's settings for a plain OpenCL kernel with arguments: private segment buffer and
    /// kernarg pointer, work-group id x, IEEE and DX10 clamp on, no denormal flushing; no
    /// registers, LDS, scratch or kernarg bytes yet.
    fn default() -> Self {
        KernelDescriptorInfo {
            group_segment_fixed_size: 0,
            private_segment_fixed_size: 0,
            kernarg_size: 0,
            next_free_vgpr: 0,
            next_free_sgpr: 0,
            reserve_vcc: false,
            reserve_flat_scratch: false,
            user_sgprs: UserSgprs {
                private_segment_buffer: true,
                kernarg_segment_ptr: true,
                ..UserSgprs::default()
            },
            private_segment_wavefront_offset: false,
            workgroup_id: [true, false, false],
            workgroup_info: false,
            workitem_id: 0,
            float_round_mode_32: 0,
            float_round_mode_16_64: 0,
            float_denorm_mode_32: 3,
            float_denorm_mode_16_64: 3,
            dx10_clamp: true,
            ieee_mode: true,
            fp16_overflow: false,
            exceptions: FpExceptions::default(),
            uses_dynamic_stack: false,
        }
    }
}

fn check(kernel: &str, ok: bool, what: impl FnOnce() -> String) -> Result<(), CodeObjectError> {
    if ok {
        Ok(())
    } else {
        Err(CodeObjectError::Descriptor {
            kernel: kernel.to_string(),
            message: what(),
        })
    }
}

impl KernelDescriptorInfo {
    /// SGPRs beyond `next_free_sgpr` that GFX9 allocates for VCC, FLAT_SCRATCH and XNACK_MASK.
    /// Plain gfx900 objects are "xnack any", which llc and llvm-mc count as XNACK in use
    /// (LLVM's `getNumExtraSGPRs`: XNACK gives 4, FLAT_SCRATCH 6, else VCC 2).
    pub fn extra_sgprs(&self) -> u32 {
        if self.reserve_flat_scratch {
            6
        } else {
            4 // XNACK_MASK (xnack any) dominates VCC's 2.
        }
    }

    /// Total SGPRs allocated: the metadata's `.sgpr_count`.
    pub fn total_sgprs(&self) -> u32 {
        self.next_free_sgpr + self.extra_sgprs()
    }

    /// VGPRs allocated: the metadata's `.vgpr_count`.
    pub fn total_vgprs(&self) -> u32 {
        self.next_free_vgpr
    }

    /// `GRANULATED_WAVEFRONT_SGPR_COUNT`. AMDGPUUsage gives `2 * (ceil(n / 16) - 1)` for GFX9,
    /// but llc-22 and llvm-mc both encode `ceil(max(n, 1) / 8) - 1`; we mirror the tools.
    pub fn granulated_sgpr_count(&self) -> u32 {
        self.total_sgprs().max(1).div_ceil(8) - 1
    }

    /// `GRANULATED_WORKITEM_VGPR_COUNT`: `ceil(max(n, 1) / 4) - 1` on GFX9.
    pub fn granulated_vgpr_count(&self) -> u32 {
        self.next_free_vgpr.max(1).div_ceil(4) - 1
    }

    /// `COMPUTE_PGM_RSRC2.USER_SGPR` (gfx900 has no kernarg preload, so it is the enables).
    pub fn user_sgpr_count(&self) -> u32 {
        self.user_sgprs.count()
    }

    /// Checks every field against what gfx900 can encode.
    pub fn validate(&self, kernel: &str) -> Result<(), CodeObjectError> {
        check(kernel, self.next_free_vgpr <= MAX_VGPRS, || {
            format!("uses {} VGPRs, gfx900 has {MAX_VGPRS}", self.next_free_vgpr)
        })?;
        check(kernel, self.next_free_sgpr <= MAX_ADDRESSABLE_SGPRS, || {
            format!(
                "uses {} SGPRs, gfx900 addresses {MAX_ADDRESSABLE_SGPRS}",
                self.next_free_sgpr
            )
        })?;
        check(kernel, self.user_sgpr_count() <= 16, || {
            format!("enables {} user SGPRs, at most 16 are set up", self.user_sgpr_count())
        })?;
        check(kernel, self.group_segment_fixed_size <= MAX_LDS_BYTES, || {
            format!(
                "needs {} bytes of LDS, gfx900 has {MAX_LDS_BYTES}",
                self.group_segment_fixed_size
            )
        })?;
        check(kernel, self.workitem_id <= 2, || {
            format!("work-item id enable {} is not 0, 1 or 2", self.workitem_id)
        })?;
        for (what, v) in [
            ("float_round_mode_32", self.float_round_mode_32),
            ("float_round_mode_16_64", self.float_round_mode_16_64),
            ("float_denorm_mode_32", self.float_denorm_mode_32),
            ("float_denorm_mode_16_64", self.float_denorm_mode_16_64),
        ] {
            check(kernel, v <= 3, || format!("{what} {v} does not fit in 2 bits"))?;
        }
        Ok(())
    }

    pub fn compute_pgm_rsrc1(&self) -> u32 {
        self.granulated_vgpr_count()
            | self.granulated_sgpr_count() << 6
            | (self.float_round_mode_32 as u32) << 12
            | (self.float_round_mode_16_64 as u32) << 14
            | (self.float_denorm_mode_32 as u32) << 16
            | (self.float_denorm_mode_16_64 as u32) << 18
            | (self.dx10_clamp as u32) << 21
            | (self.ieee_mode as u32) << 23
            | (self.fp16_overflow as u32) << 26
    }

    pub fn compute_pgm_rsrc2(&self) -> u32 {
        let mut exceptions = 0;
        for (i, (_, on)) in self.exceptions.named().iter().enumerate() {
            exceptions |= (*on as u32) << (24 + i);
        }
        self.private_segment_wavefront_offset as u32
            | self.user_sgpr_count() << 1
            | (self.workgroup_id[0] as u32) << 7
            | (self.workgroup_id[1] as u32) << 8
            | (self.workgroup_id[2] as u32) << 9
            | (self.workgroup_info as u32) << 10
            | (self.workitem_id as u32) << 11
            | exceptions
    }

    /// Kernel code properties (descriptor bits 448..463).
    pub fn kernel_code_properties(&self) -> u16 {
        let u = &self.user_sgprs;
        u.private_segment_buffer as u16
            | (u.dispatch_ptr as u16) << 1
            | (u.queue_ptr as u16) << 2
            | (u.kernarg_segment_ptr as u16) << 3
            | (u.dispatch_id as u16) << 4
            | (u.flat_scratch_init as u16) << 5
            | (u.private_segment_size as u16) << 6
            | (self.uses_dynamic_stack as u16) << 11
    }

    /// The 64 descriptor bytes with a zero entry offset: the object writer relocates that
    /// field against the kernel symbol, as llc does.
    pub fn encode(&self, kernel: &str) -> Result<[u8; DESCRIPTOR_SIZE], CodeObjectError> {
        self.validate(kernel)?;
        let mut d = [0u8; DESCRIPTOR_SIZE];
        d[0..4].copy_from_slice(&self.group_segment_fixed_size.to_le_bytes());
        d[4..8].copy_from_slice(&self.private_segment_fixed_size.to_le_bytes());
        d[8..12].copy_from_slice(&self.kernarg_size.to_le_bytes());
        // 12..16 reserved, 16..24 entry offset (relocated), 24..44 reserved,
        // 44..48 COMPUTE_PGM_RSRC3 (reserved on GFX9).
        d[48..52].copy_from_slice(&self.compute_pgm_rsrc1().to_le_bytes());
        d[52..56].copy_from_slice(&self.compute_pgm_rsrc2().to_le_bytes());
        d[56..58].copy_from_slice(&self.kernel_code_properties().to_le_bytes());
        // 58..60 kernarg preload (GFX90A+), 60..64 reserved.
        Ok(d)
    }
}
