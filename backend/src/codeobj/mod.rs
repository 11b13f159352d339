//! The last stage of the backend: finished machine code in, a relocatable AMDGPU code object
//! (ELF, code object v5 or v6, gfx900) or its assembly text out, written the way llc-22 writes
//! them (AMDGPUUsage: "ELF Code Object", "Kernel Descriptor", "Code Object V5 Metadata").
//!
//! - [`descriptor`]: the 64-byte kernel descriptor.
//! - [`metadata`]: the `NT_AMDGPU_METADATA` document (MessagePack, and YAML for assembly).
//! - [`write_code_object`]: the ELF writer ([`write_code_object_with_debug`] adds [`dwarf`]).
//! - [`write_assembly`]: the `-S` printer, which llvm-mc assembles to the same object.

pub mod descriptor;
pub mod dwarf;
pub mod metadata;

pub(crate) mod asm;
mod elf;

pub use asm::{write_assembly, KernelAsm};
pub use asm::{write_assembly_with_functions, FunctionAsm};
pub use descriptor::{FpExceptions, KernelDescriptorInfo, UserSgprs};
pub use dwarf::{DebugFile, DebugInfo, LineRow};
pub use elf::{write_code_object, write_code_object_with_debug, write_code_object_with_functions};
pub use metadata::{Access, AddressSpace, HiddenArgUse, KernelArg, KernelMetadata, ValueKind};

/// The target id llc-22 writes for plain gfx900 (xnack "any", no sramecc on gfx900).
pub const TARGET_ID: &str = "amdgcn-amd-amdhsa--gfx900";
// The ELF and ABI constants live in the ISA crate, which the runtime shares.
pub use gfx9_isa::abi::{
    reloc, EF_AMDGPU_FEATURE_XNACK_ANY_V4, EF_AMDGPU_MACH_AMDGCN_GFX900, ELFOSABI_AMDGPU_HSA, NT_AMDGPU_METADATA,
};

/// Code object version: v5 (ABI version 3) or v6 (ABI version 4). clang-22 asks for one with
/// the module flag `amdhsa_code_object_version` (500 or 600).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeObjectVersion {
    V5,
    V6,
}

impl CodeObjectVersion {
    /// From the `amdhsa_code_object_version` module flag; v5 when absent, as llc does.
    pub fn from_module_flag(flag: Option<u64>) -> Result<Self, CodeObjectError> {
        match flag {
            None | Some(500) => Ok(CodeObjectVersion::V5),
            Some(600) => Ok(CodeObjectVersion::V6),
            Some(other) => Err(CodeObjectError::UnsupportedVersion(other)),
        }
    }

    /// `EI_ABIVERSION`.
    pub fn abi_version(self) -> u8 {
        match self {
            CodeObjectVersion::V5 => gfx9_isa::abi::ELFABIVERSION_AMDGPU_HSA_V5,
            CodeObjectVersion::V6 => gfx9_isa::abi::ELFABIVERSION_AMDGPU_HSA_V6,
        }
    }

    /// The number `.amdhsa_code_object_version` takes.
    pub fn number(self) -> u32 {
        match self {
            CodeObjectVersion::V5 => 5,
            CodeObjectVersion::V6 => 6,
        }
    }
}

/// Relocation kinds a kernel's code or constant data can carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelocKind {
    /// Low 32 bits of `S + A - P` (`sym@rel32@lo`, after `s_getpc_b64`).
    Rel32Lo,
    /// High 32 bits of `S + A - P` (`sym@rel32@hi`).
    Rel32Hi,
    /// 32-bit `S + A - P`.
    Rel32,
    /// 64-bit `S + A - P`.
    Rel64,
    /// Low / high 32 bits of `S + A` (`sym@abs32@lo` / `@hi`).
    Abs32Lo,
    Abs32Hi,
    /// 32-bit / 64-bit `S + A` (pointers in constant data).
    Abs32,
    Abs64,
    /// Low / high 32 bits of `G + GOT + A - P` (`sym@gotpcrel32@lo` / `@hi`): the address of
    /// the symbol's GOT entry, for calls to functions defined elsewhere.
    GotPcRel32Lo,
    GotPcRel32Hi,
}

impl RelocKind {
    pub fn r_type(self) -> u32 {
        use reloc::*;
        match self {
            RelocKind::Rel32Lo => R_AMDGPU_REL32_LO,
            RelocKind::Rel32Hi => R_AMDGPU_REL32_HI,
            RelocKind::Rel32 => R_AMDGPU_REL32,
            RelocKind::Rel64 => R_AMDGPU_REL64,
            RelocKind::Abs32Lo => R_AMDGPU_ABS32_LO,
            RelocKind::Abs32Hi => R_AMDGPU_ABS32_HI,
            RelocKind::Abs32 => R_AMDGPU_ABS32,
            RelocKind::Abs64 => R_AMDGPU_ABS64,
            RelocKind::GotPcRel32Lo => R_AMDGPU_GOTPCREL32_LO,
            RelocKind::GotPcRel32Hi => R_AMDGPU_GOTPCREL32_HI,
        }
    }

    pub fn from_r_type(r_type: u32) -> Option<Self> {
        [
            RelocKind::Rel32Lo,
            RelocKind::Rel32Hi,
            RelocKind::Rel32,
            RelocKind::Rel64,
            RelocKind::Abs32Lo,
            RelocKind::Abs32Hi,
            RelocKind::Abs32,
            RelocKind::Abs64,
            RelocKind::GotPcRel32Lo,
            RelocKind::GotPcRel32Hi,
        ]
        .into_iter()
        .find(|k| k.r_type() == r_type)
    }

    /// Bytes the relocation patches.
    pub fn width(self) -> u32 {
        match self {
            RelocKind::Rel64 | RelocKind::Abs64 => 8,
            _ => 4,
        }
    }
}

/// A relocation at `offset` in a kernel's code (or a global's bytes) against `symbol`: a
/// kernel, a [`GlobalData`], or an external symbol (left undefined, as llc does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeReloc {
    pub offset: u32,
    pub symbol: String,
    pub kind: RelocKind,
    pub addend: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Binding {
    Local,
    Global,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Visibility {
    Default,
    Hidden,
    Protected,
}

impl Visibility {
    pub fn st_other(self) -> u8 {
        match self {
            Visibility::Default => 0,
            Visibility::Hidden => 2,
            Visibility::Protected => 3,
        }
    }
}

/// Where a constant global goes; [`DataSection::for_constant`] picks it as llc does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataSection {
    /// `.rodata`, after the kernel descriptors.
    ReadOnly,
    /// `.rodata.cstN` (N = the global's size: 4, 8, 16 or 32), which the linker may merge.
    MergeableConst,
    /// `.rodata.strN.N`: a null-terminated array of N-byte integers without interior nulls.
    MergeableString { char_size: u8 },
    /// `.data.rel.ro`: constants that need relocations (pointer tables).
    RelRo,
}

impl DataSection {
    /// LLVM's choice for a constant global (`TargetLoweringObjectFile::getKindForGlobal`):
    /// relocated data is relro; only `unnamed_addr` globals may be merged, as strings when
    /// they are arrays of 1-, 2- or 4-byte integers (`element_size`, 0 for anything else) that
    /// are null-terminated, else as fixed-size constants when 4, 8, 16 or 32 bytes long.
    pub fn for_constant(bytes: &[u8], element_size: usize, unnamed_addr: bool, has_relocations: bool) -> Self {
        if has_relocations {
            DataSection::RelRo
        } else if !unnamed_addr {
            DataSection::ReadOnly
        } else if matches!(element_size, 1 | 2 | 4) && is_c_string(bytes, element_size) {
            DataSection::MergeableString {
                char_size: element_size as u8,
            }
        } else if matches!(bytes.len(), 4 | 8 | 16 | 32) {
            DataSection::MergeableConst
        } else {
            DataSection::ReadOnly
        }
    }

    /// Section name for a global of `size` bytes.
    pub fn section_name(self, size: usize) -> String {
        match self {
            DataSection::ReadOnly => ".rodata".into(),
            DataSection::MergeableConst => format!(".rodata.cst{size}"),
            DataSection::MergeableString { char_size: c } => format!(".rodata.str{c}.{c}"),
            DataSection::RelRo => ".data.rel.ro".into(),
        }
    }

    /// `sh_entsize`.
    pub fn entry_size(self, size: usize) -> usize {
        match self {
            DataSection::MergeableConst => size,
            DataSection::MergeableString { char_size } => char_size as usize,
            _ => 0,
        }
    }
}

/// Null-terminated, with no other null element.
fn is_c_string(bytes: &[u8], char_size: usize) -> bool {
    if bytes.is_empty() || !bytes.len().is_multiple_of(char_size) {
        return false;
    }
    let chars: Vec<&[u8]> = bytes.chunks(char_size).collect();
    let zero = |c: &[u8]| c.iter().all(|&b| b == 0);
    zero(chars[chars.len() - 1]) && !chars[..chars.len() - 1].iter().any(|c| zero(c))
}

/// A constant global (`__constant` tables). clang gives these global binding and hidden
/// visibility.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalData {
    pub name: String,
    pub bytes: Vec<u8>,
    /// Power of two.
    pub align: u32,
    pub binding: Binding,
    pub visibility: Visibility,
    pub section: DataSection,
    /// Only in [`DataSection::RelRo`] data.
    pub relocations: Vec<CodeReloc>,
}

/// One finished kernel for the ELF writer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelCode {
    pub name: String,
    /// Encoded instructions, ending in `s_endpgm`.
    pub code: Vec<u8>,
    pub relocations: Vec<CodeReloc>,
    /// Source lines of the code, for `-g` (offsets increasing).
    pub lines: Vec<LineRow>,
    pub descriptor: KernelDescriptorInfo,
    /// Its `name` must equal the kernel's.
    pub metadata: KernelMetadata,
}

/// One finished function that calls stay to (no descriptor or metadata).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionCode {
    pub name: String,
    /// A local symbol (internal linkage), else global.
    pub local: bool,
    pub code: Vec<u8>,
    pub relocations: Vec<CodeReloc>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CodeObjectError {
    #[error("unsupported code object version {0} (expected 500 or 600)")]
    UnsupportedVersion(u64),
    #[error("kernel {kernel}: {message}")]
    Descriptor { kernel: String, message: String },
    #[error("kernel {kernel}: {message}")]
    Code { kernel: String, message: String },
    #[error("global {global}: {message}")]
    Global { global: String, message: String },
    #[error("symbol {0} is defined more than once")]
    DuplicateSymbol(String),
    #[error("kernel metadata: {0}")]
    Metadata(String),
    #[error("ELF writer: {0}")]
    Elf(String),
    #[error("debug info: {0}")]
    Debug(String),
}

/// Checks the inputs shared by the ELF and the assembly writer.
pub(crate) fn validate(
    kernels: &[(&str, &KernelDescriptorInfo, &KernelMetadata)],
    rodata: &[GlobalData],
) -> Result<(), CodeObjectError> {
    let mut names = std::collections::HashSet::new();
    for (name, d, md) in kernels {
        if name.is_empty() {
            return Err(CodeObjectError::Code {
                kernel: String::new(),
                message: "empty kernel name".into(),
            });
        }
        if md.name != *name {
            return Err(CodeObjectError::Code {
                kernel: name.to_string(),
                message: format!("metadata names the kernel '{}'", md.name),
            });
        }
        d.validate(name)?;
        for sym in [name.to_string(), format!("{name}.kd")] {
            if !names.insert(sym.clone()) {
                return Err(CodeObjectError::DuplicateSymbol(sym));
            }
        }
    }
    for g in rodata {
        let err = |message: String| CodeObjectError::Global {
            global: g.name.clone(),
            message,
        };
        if g.name.is_empty() {
            return Err(err("empty name".into()));
        }
        if !g.align.is_power_of_two() {
            return Err(err(format!("alignment {} is not a power of two", g.align)));
        }
        if !names.insert(g.name.clone()) {
            return Err(CodeObjectError::DuplicateSymbol(g.name.clone()));
        }
        if !g.relocations.is_empty() && g.section != DataSection::RelRo {
            return Err(err(format!(
                "has relocations but goes to {}",
                g.section.section_name(g.bytes.len())
            )));
        }
        match g.section {
            DataSection::MergeableConst if !matches!(g.bytes.len(), 4 | 8 | 16 | 32) => {
                return Err(err(format!(
                    "{} bytes cannot go to a mergeable constant section",
                    g.bytes.len()
                )));
            }
            DataSection::MergeableString { char_size }
                if !matches!(char_size, 1 | 2 | 4) || !is_c_string(&g.bytes, char_size as usize) =>
            {
                return Err(err(format!(
                    "is not a null-terminated string of {char_size}-byte characters"
                )));
            }
            _ => {}
        }
        for r in &g.relocations {
            if r.offset as u64 + r.kind.width() as u64 > g.bytes.len() as u64 {
                return Err(err(format!(
                    "relocation at {} is outside its {} bytes",
                    r.offset,
                    g.bytes.len()
                )));
            }
        }
    }
    Ok(())
}
