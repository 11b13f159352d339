//! The 64-byte kernel descriptor (AMDGPUUsage "Kernel Descriptor"): what the emulator needs
//! to set up a wave's registers.

/// The 64-byte kernel descriptor's fields the emulator needs.
#[derive(Clone, Debug, Default)]
pub struct Descriptor {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// Address of the descriptor itself relative to the image base (the dispatch packet's
    /// `kernel_object`).
    pub address: u64,
    /// Entry address relative to the image base.
    pub entry: u64,
    pub rsrc1: u32,
    pub rsrc2: u32,
    pub properties: u16,
}

impl Descriptor {
    /// Reads the descriptor at image offset `address` (`d` holds its 64 bytes).
    pub fn read(d: &[u8; 64], address: u64) -> Descriptor {
        let u32_at = |o: usize| u32::from_le_bytes([d[o], d[o + 1], d[o + 2], d[o + 3]]);
        let entry_off = u64::from_le_bytes([d[16], d[17], d[18], d[19], d[20], d[21], d[22], d[23]]);
        Descriptor {
            group_segment_fixed_size: u32_at(0),
            private_segment_fixed_size: u32_at(4),
            kernarg_size: u32_at(8),
            address,
            entry: address.wrapping_add(entry_off),
            rsrc1: u32_at(48),
            rsrc2: u32_at(52),
            properties: u16::from_le_bytes([d[56], d[57]]),
        }
    }
    pub fn vgprs(&self) -> u32 {
        ((self.rsrc1 & 0x3f) + 1) * 4
    }
    pub fn user_sgpr_count(&self) -> u32 {
        (self.rsrc2 >> 1) & 0x1f
    }
    pub fn private_segment(&self) -> bool {
        self.rsrc2 & 1 != 0
    }
    pub fn workgroup_id(&self, d: usize) -> bool {
        self.rsrc2 >> (7 + d) & 1 != 0
    }
    pub fn workgroup_info(&self) -> bool {
        self.rsrc2 >> 10 & 1 != 0
    }
    pub fn workitem_id_dims(&self) -> u32 {
        (self.rsrc2 >> 11) & 3
    }
}
