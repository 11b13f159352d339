//! AMDGPU ELF and kernel ABI constants (AMDGPUUsage: "ELF Code Object", "Relocation Records",
//! "Code Object V5 Metadata"), shared by the backend, which writes code objects, and the
//! runtime, which loads and launches them: one definition, so the two cannot drift apart.

/// `ELFOSABI_AMDGPU_HSA`.
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `EI_ABIVERSION` of code object v5.
pub const ELFABIVERSION_AMDGPU_HSA_V5: u8 = 3;
/// `EI_ABIVERSION` of code object v6.
pub const ELFABIVERSION_AMDGPU_HSA_V6: u8 = 4;

/// `e_flags` bits holding the target machine.
pub const EF_AMDGPU_MACH: u32 = 0xff;
/// `EF_AMDGPU_MACH_AMDGCN_GFX900`.
pub const EF_AMDGPU_MACH_AMDGCN_GFX900: u32 = 0x2c;
/// `EF_AMDGPU_FEATURE_XNACK_ANY_V4`: what llc-22 sets for gfx900 without `+xnack`/`-xnack`.
pub const EF_AMDGPU_FEATURE_XNACK_ANY_V4: u32 = 0x100;

/// `NT_AMDGPU_METADATA`, a note owned by [`NOTE_OWNER`].
pub const NT_AMDGPU_METADATA: u32 = 32;
/// The owner name of AMDGPU notes.
pub const NOTE_OWNER: &str = "AMDGPU";

/// AMDGPU relocation types (AMDGPUUsage "Relocation Records").
pub mod reloc {
    pub const R_AMDGPU_NONE: u32 = 0;
    pub const R_AMDGPU_ABS32_LO: u32 = 1;
    pub const R_AMDGPU_ABS32_HI: u32 = 2;
    pub const R_AMDGPU_ABS64: u32 = 3;
    pub const R_AMDGPU_REL32: u32 = 4;
    pub const R_AMDGPU_REL64: u32 = 5;
    pub const R_AMDGPU_ABS32: u32 = 6;
    pub const R_AMDGPU_GOTPCREL: u32 = 7;
    pub const R_AMDGPU_GOTPCREL32_LO: u32 = 8;
    pub const R_AMDGPU_GOTPCREL32_HI: u32 = 9;
    pub const R_AMDGPU_REL32_LO: u32 = 10;
    pub const R_AMDGPU_REL32_HI: u32 = 11;
    pub const R_AMDGPU_RELATIVE64: u32 = 13;
}

/// Bytes of implicit (hidden) kernel arguments in code object v5/v6.
pub const IMPLICIT_ARG_BYTES: u32 = 256;

/// The most private memory a work-item can have on gfx900: a wave's scratch size is a 13-bit
/// count of 1 KiB units (`COMPUTE_TMPRING_SIZE.WAVESIZE`), shared by 64 lanes; llc-22 refuses
/// larger frames ("stack frame size exceeds limit (131056)").
pub const MAX_PRIVATE_SEGMENT_BYTES: u32 = ((1 << 13) - 1) * 1024 / 64;

/// The kernarg segment is allocated in whole 16-byte units, as ROCm's runtime does: compilers
/// load arguments with `s_load_dwordx4`/`x8` that may reach past the last one.
pub const KERNARG_SEGMENT_GRANULE: u32 = 16;

macro_rules! value_kinds {
    ($($(#[$m:meta])* $variant:ident = $text:literal $(@ $off:literal : $size:literal)?,)*) => {
        /// `.value_kind` of a kernel argument (code object v5/v6).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ValueKind { $($(#[$m])* $variant,)* }

        impl ValueKind {
            pub const ALL: &'static [ValueKind] = &[$(ValueKind::$variant,)*];
            /// The metadata spelling.
            pub fn as_str(self) -> &'static str {
                match self { $(ValueKind::$variant => $text,)* }
            }
            pub fn parse(s: &str) -> Option<Self> {
                match s { $($text => Some(ValueKind::$variant),)* _ => None }
            }
            /// Where a hidden argument sits in the implicit-argument block (offset from its
            /// start, which is the explicit arguments' end rounded up to 8) and its size.
            /// `None` for explicit kinds and for the v4-style global offsets and `hidden_none`,
            /// whose place the metadata alone gives.
            pub const fn implicit_slot(self) -> Option<(u32, u32)> {
                match self {
                    $($(ValueKind::$variant => Some(($off, $size)),)?)*
                    _ => None,
                }
            }
        }
    };
}

value_kinds! {
    ByValue = "by_value",
    GlobalBuffer = "global_buffer",
    DynamicSharedPointer = "dynamic_shared_pointer",
    Sampler = "sampler",
    Image = "image",
    Pipe = "pipe",
    Queue = "queue",
    HiddenGlobalOffsetX = "hidden_global_offset_x" @ 40:8,
    HiddenGlobalOffsetY = "hidden_global_offset_y" @ 48:8,
    HiddenGlobalOffsetZ = "hidden_global_offset_z" @ 56:8,
    HiddenNone = "hidden_none",
    HiddenPrintfBuffer = "hidden_printf_buffer" @ 72:8,
    HiddenHostcallBuffer = "hidden_hostcall_buffer" @ 80:8,
    HiddenDefaultQueue = "hidden_default_queue" @ 104:8,
    HiddenCompletionAction = "hidden_completion_action" @ 112:8,
    HiddenMultigridSyncArg = "hidden_multigrid_sync_arg" @ 88:8,
    HiddenHeapV1 = "hidden_heap_v1" @ 96:8,
    HiddenBlockCountX = "hidden_block_count_x" @ 0:4,
    HiddenBlockCountY = "hidden_block_count_y" @ 4:4,
    HiddenBlockCountZ = "hidden_block_count_z" @ 8:4,
    HiddenGroupSizeX = "hidden_group_size_x" @ 12:2,
    HiddenGroupSizeY = "hidden_group_size_y" @ 14:2,
    HiddenGroupSizeZ = "hidden_group_size_z" @ 16:2,
    HiddenRemainderX = "hidden_remainder_x" @ 18:2,
    HiddenRemainderY = "hidden_remainder_y" @ 20:2,
    HiddenRemainderZ = "hidden_remainder_z" @ 22:2,
    HiddenGridDims = "hidden_grid_dims" @ 64:2,
    HiddenDynamicLdsSize = "hidden_dynamic_lds_size" @ 120:4,
    HiddenPrivateBase = "hidden_private_base" @ 192:4,
    HiddenSharedBase = "hidden_shared_base" @ 196:4,
    HiddenQueuePtr = "hidden_queue_ptr" @ 200:8,
}

impl ValueKind {
    /// Whether the runtime, not the caller, supplies this argument.
    pub fn is_hidden(self) -> bool {
        self.as_str().starts_with("hidden_")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_hidden_slots_do_not_overlap() {
        let mut used = [false; IMPLICIT_ARG_BYTES as usize];
        for &k in ValueKind::ALL {
            assert_eq!(ValueKind::parse(k.as_str()), Some(k));
            if let Some((off, size)) = k.implicit_slot() {
                assert!(k.is_hidden(), "{k:?}");
                assert_eq!(off % size, 0, "{k:?} is naturally aligned");
                for b in &mut used[off as usize..(off + size) as usize] {
                    assert!(!*b, "{k:?} overlaps another hidden argument");
                    *b = true;
                }
            }
        }
    }
}
