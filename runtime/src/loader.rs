//! Code-object loader: relocatable (`llc -filetype=obj`) and linked (`ld.lld -shared`)
//! AMDGPU ELF files, code object v5/v6. Produces one flat image (all allocatable
//! sections at their addresses, relocations applied) and the kernels' descriptors
//! and metadata.
use crate::descriptor::Descriptor;
use crate::error::Error;
use crate::metadata::KernelInfo;
use object::elf;
use object::read::elf::{FileHeader, Rela, SectionHeader, Sym};
use object::LittleEndian as LE;
use std::collections::HashMap;

/// A loaded code object: the image to map at some base, plus kernels.
#[derive(Clone, Debug)]
pub struct CodeObject {
    /// Bytes of the image; address `base + i` holds `image[i]`.
    pub image: Vec<u8>,
    /// Relocations that depend on the base the image is mapped at (S+A, or B+A).
    pub abs_relocs: Vec<(u64, u32, u64)>, // (offset, type, value relative to base)
    pub kernels: Vec<KernelInfo>,
    /// Code ranges (image offsets) of executable sections.
    pub code: Vec<(u64, u64)>,
    pub version: u32,
    /// Source lines of the code by image offset (empty without DWARF line info).
    pub lines: crate::lines::LineTable,
}

use gfx9_isa::abi::reloc::*;
use gfx9_isa::abi::{
    EF_AMDGPU_MACH, EF_AMDGPU_MACH_AMDGCN_GFX900, ELFABIVERSION_AMDGPU_HSA_V5, ELFABIVERSION_AMDGPU_HSA_V6, NOTE_OWNER,
    NT_AMDGPU_METADATA,
};

fn err<E: std::fmt::Display>(e: E) -> Error {
    Error::Load(e.to_string())
}

impl CodeObject {
    pub fn parse(data: &[u8]) -> Result<CodeObject, Error> {
        let hdr = elf::FileHeader64::<LE>::parse(data).map_err(err)?;
        let e = hdr.endian().map_err(err)?;
        if hdr.e_machine(e) != elf::EM_AMDGPU {
            return Err(Error::Load("not an AMDGPU ELF file".into()));
        }
        let mach = hdr.e_flags(e) & EF_AMDGPU_MACH;
        if mach != EF_AMDGPU_MACH_AMDGCN_GFX900 {
            return Err(Error::Load(format!(
                "code object is for another GPU (e_flags mach 0x{mach:x}), not gfx900"
            )));
        }
        // Code object version from the ELF ABI version: 3 = v5, 4 = v6 (v6 keeps amdhsa.version 1.2).
        let version = match hdr.e_ident().abi_version {
            ELFABIVERSION_AMDGPU_HSA_V5 => 5,
            ELFABIVERSION_AMDGPU_HSA_V6 => 6,
            v => {
                return Err(Error::Load(format!(
                    "code object ABI version {v} (v{}) is not supported: v5 and v6 are",
                    v as u32 + 2
                )))
            }
        };
        let relocatable = hdr.e_type(e) == elf::ET_REL;
        let sections = hdr.sections(e, data).map_err(err)?;
        // Lay out allocatable sections: linked objects keep their addresses,
        // relocatable ones are packed in order.
        let mut addr: Vec<Option<u64>> = vec![None; sections.len()];
        let mut end = 0u64;
        for (i, s) in sections.iter().enumerate() {
            if s.sh_flags(e) as u32 & elf::SHF_ALLOC == 0 {
                continue;
            }
            let a = if relocatable {
                let al = s.sh_addralign(e).max(1);
                end.div_ceil(al) * al
            } else {
                s.sh_addr(e)
            };
            addr[i] = Some(a);
            end = end.max(a + s.sh_size(e));
        }
        if end > 1 << 30 {
            return Err(Error::Load(format!(
                "loadable sections span {end} bytes (at most 1 GiB)"
            )));
        }
        let mut image = vec![0u8; end as usize];
        let mut code = Vec::new();
        for (i, s) in sections.iter().enumerate() {
            let Some(a) = addr[i] else { continue };
            if s.sh_type(e) != elf::SHT_NOBITS {
                let bytes = s.data(e, data).map_err(err)?;
                image[a as usize..a as usize + bytes.len()].copy_from_slice(bytes);
            }
            if s.sh_flags(e) as u32 & elf::SHF_EXECINSTR != 0 {
                code.push((a, a + s.sh_size(e)));
            }
        }
        // Symbols: name -> image offset.
        let symtab = sections.symbols(e, data, elf::SHT_SYMTAB).map_err(err)?;
        let mut syms: HashMap<String, u64> = HashMap::new();
        let sym_value = |s: &elf::Sym64<LE>| -> Option<u64> {
            let shndx = s.st_shndx(e);
            if shndx == elf::SHN_UNDEF {
                return None;
            }
            if relocatable {
                if shndx == elf::SHN_ABS {
                    return Some(s.st_value(e));
                }
                addr.get(shndx as usize).copied().flatten().map(|a| a + s.st_value(e))
            } else {
                Some(s.st_value(e))
            }
        };
        for s in symtab.iter() {
            if let (Ok(name), Some(v)) = (s.name(e, symtab.strings()), sym_value(s)) {
                syms.insert(String::from_utf8_lossy(name).into_owned(), v);
            }
        }
        // Relocations.
        let mut abs_relocs = Vec::new();
        for s in sections.iter() {
            if s.sh_type(e) != elf::SHT_RELA {
                continue;
            }
            let Some((relas, link)) = s.rela(e, data).map_err(err)? else {
                continue;
            };
            let target = s.sh_info(e) as usize;
            let base = if relocatable {
                match addr.get(target).copied().flatten() {
                    Some(a) => a,
                    None => continue, // relocations of non-loaded (debug) sections
                }
            } else {
                0
            };
            let rsyms = sections.symbol_table_by_index(e, data, link).map_err(err)?;
            for r in relas {
                let ty = r.r_type(e, false);
                let p = base + r.r_offset(e);
                let a = r.r_addend(e) as u64;
                let sidx = r.r_sym(e, false) as usize;
                let sv = if sidx == 0 {
                    0
                } else {
                    let sym = rsyms.symbol(object::SymbolIndex(sidx)).map_err(err)?;
                    match sym_value(sym) {
                        Some(v) => v,
                        None => {
                            let n = sym.name(e, rsyms.strings()).unwrap_or(b"?");
                            return Err(Error::Load(format!(
                                "undefined symbol `{}` (relocation at 0x{p:x})",
                                String::from_utf8_lossy(n)
                            )));
                        }
                    }
                };
                let s_a = sv.wrapping_add(a);
                let pc_rel = s_a.wrapping_sub(p);
                let put = |img: &mut Vec<u8>, off: u64, bytes: &[u8]| -> Result<(), Error> {
                    let o = off as usize;
                    img.get_mut(o..o + bytes.len())
                        .ok_or_else(|| Error::Load(format!("relocation at 0x{off:x} outside image")))?
                        .copy_from_slice(bytes);
                    Ok(())
                };
                match ty {
                    R_AMDGPU_NONE => {}
                    R_AMDGPU_REL32 => put(&mut image, p, &(pc_rel as u32).to_le_bytes())?,
                    R_AMDGPU_REL32_LO => put(&mut image, p, &(pc_rel as u32).to_le_bytes())?,
                    R_AMDGPU_REL32_HI => put(&mut image, p, &((pc_rel >> 32) as u32).to_le_bytes())?,
                    R_AMDGPU_REL64 => put(&mut image, p, &pc_rel.to_le_bytes())?,
                    // Absolute ones need the mapping base: applied at map time.
                    R_AMDGPU_ABS64 | R_AMDGPU_ABS32 | R_AMDGPU_ABS32_LO | R_AMDGPU_ABS32_HI => {
                        abs_relocs.push((p, ty, s_a))
                    }
                    R_AMDGPU_RELATIVE64 => abs_relocs.push((p, R_AMDGPU_ABS64, a)),
                    _ => return Err(Error::Load(format!("unsupported relocation type {ty} at 0x{p:x}"))),
                }
            }
        }
        // Metadata note.
        // (ld.lld keeps each input's note: an object of functions only lists no kernels.)
        let mut metas = Vec::new();
        for s in sections.iter() {
            if let Some(mut notes) = s.notes(e, data).map_err(err)? {
                while let Some(n) = notes.next().map_err(err)? {
                    if n.name() == NOTE_OWNER.as_bytes() && n.n_type(e) == NT_AMDGPU_METADATA {
                        metas.push(n.desc().to_vec());
                    }
                }
            }
        }
        if metas.is_empty() {
            return Err(Error::Load("no NT_AMDGPU_METADATA note".into()));
        }
        let mut kmeta = Vec::new();
        for meta in &metas {
            kmeta.extend(crate::metadata::parse(meta)?);
        }
        let mut kernels = Vec::new();
        for mut k in kmeta {
            let sym = k.1.clone();
            let kd = *syms
                .get(&sym)
                .ok_or_else(|| Error::Load(format!("kernel descriptor symbol `{sym}` not found")))?;
            let d = image
                .get(kd as usize..kd as usize + 64)
                .ok_or_else(|| Error::Load(format!("descriptor `{sym}` outside image")))?;
            let d: &[u8; 64] = d.try_into().map_err(err)?;
            k.0.desc = Descriptor::read(d, kd);
            kernels.push(k.0);
        }
        let lines = crate::lines::LineTable::read(data, &addr, relocatable)?;
        Ok(CodeObject {
            image,
            abs_relocs,
            kernels,
            code,
            version,
            lines,
        })
    }

    /// The image with base-dependent relocations applied for mapping at `base`.
    pub fn image_at(&self, base: u64) -> Vec<u8> {
        let mut img = self.image.clone();
        for &(p, ty, v) in &self.abs_relocs {
            let v = v.wrapping_add(base);
            let bytes: Vec<u8> = match ty {
                R_AMDGPU_ABS64 => v.to_le_bytes().to_vec(),
                R_AMDGPU_ABS32_HI => ((v >> 32) as u32).to_le_bytes().to_vec(),
                _ => (v as u32).to_le_bytes().to_vec(),
            };
            if let Some(dst) = img.get_mut(p as usize..p as usize + bytes.len()) {
                dst.copy_from_slice(&bytes);
            }
        }
        img
    }
}
