//! The relocatable ELF writer. Layout follows llc-22: `.text` holds the kernels, each 256-byte
//! aligned and padded with `s_nop 0`; `.rodata` holds the 64-byte descriptors (one `NAME.kd`
//! each, its entry offset filled by an `R_AMDGPU_REL64` against `NAME` with addend 16) and then
//! the constant data (or `.rodata.cstN`, `.rodata.strN.N`, `.data.rel.ro`, as
//! [`DataSection`] says); `.note` holds the metadata note. With debug info, the
//! [`super::dwarf`] sections follow the data, with section symbols for their relocations.

use std::collections::HashMap;

use object::elf;
use object::write::elf::{FileHeader, Rel, SectionHeader, Sym, Writer};
use object::Endianness;

use super::descriptor::{DESCRIPTOR_SIZE, ENTRY_OFFSET_FIELD};
use super::dwarf::{self, DebugInfo, KernelLines, RelocTarget};
use super::{
    metadata, validate, Binding, CodeObjectError, CodeObjectVersion, DataSection, FunctionCode, GlobalData, KernelCode,
    Visibility, EF_AMDGPU_FEATURE_XNACK_ANY_V4, EF_AMDGPU_MACH_AMDGCN_GFX900, ELFOSABI_AMDGPU_HSA, NT_AMDGPU_METADATA,
};

/// `s_nop 0`, which llc pads `.text` with between kernels.
const S_NOP_0: [u8; 4] = 0xbf80_0000u32.to_le_bytes();
/// Kernel entry points must be 256-byte aligned.
const CODE_ALIGN: usize = 256;

/// Where a symbol is defined: one of the content sections, or nowhere.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Section(usize),
    Undefined,
}

const TEXT: usize = 0;
const RODATA: usize = 1;

/// An allocated section with its relocations.
struct Content {
    name: String,
    flags: u32,
    align: usize,
    entsize: usize,
    data: Vec<u8>,
    relocs: Vec<Relocation>,
}

impl Content {
    fn new(name: &str, flags: u32, align: usize, entsize: usize) -> Self {
        Content {
            name: name.into(),
            flags,
            align,
            entsize,
            data: vec![],
            relocs: vec![],
        }
    }
}

struct SymbolDef {
    name: String,
    place: Place,
    value: u64,
    size: u64,
    st_type: u8,
    binding: Binding,
    visibility: Visibility,
}

/// Appends `code` to `.text` at the next multiple of `align` (padded with `s_nop 0`), with
/// its relocations; returns where it starts. A relocation outside the code is an error.
fn place_code(text: &mut Content, align: usize, code: &[u8], relocations: &[super::CodeReloc]) -> Result<u64, String> {
    while !text.data.len().is_multiple_of(align) {
        text.data.extend_from_slice(&S_NOP_0);
    }
    let start = text.data.len() as u64;
    for r in relocations {
        if r.offset as u64 + r.kind.width() as u64 > code.len() as u64 {
            return Err(format!("relocation at {} is outside the code", r.offset));
        }
        text.relocs.push(Relocation {
            offset: start + r.offset as u64,
            symbol: r.symbol.clone(),
            r_type: r.kind.r_type(),
            addend: r.addend,
        });
    }
    text.data.extend_from_slice(code);
    Ok(start)
}

struct Relocation {
    offset: u64,
    symbol: String,
    r_type: u32,
    addend: i64,
}

/// Builds the note record: name "AMDGPU", type `NT_AMDGPU_METADATA`, 4-byte padding.
fn note(desc: &[u8]) -> Vec<u8> {
    let name = b"AMDGPU\0";
    let mut out = Vec::new();
    out.extend_from_slice(&(name.len() as u32).to_le_bytes());
    out.extend_from_slice(&(desc.len() as u32).to_le_bytes());
    out.extend_from_slice(&NT_AMDGPU_METADATA.to_le_bytes());
    out.extend_from_slice(name);
    out.resize(out.len().next_multiple_of(4), 0);
    out.extend_from_slice(desc);
    out.resize(out.len().next_multiple_of(4), 0);
    out
}

fn pad_to(buf: &mut Vec<u8>, align: usize) {
    buf.resize(buf.len().next_multiple_of(align), 0);
}

/// Writes a relocatable gfx900 code object holding `kernels` and the constant data `rodata`.
pub fn write_code_object(
    kernels: &[KernelCode],
    rodata: &[GlobalData],
    version: CodeObjectVersion,
) -> Result<Vec<u8>, CodeObjectError> {
    write_code_object_with_debug(kernels, rodata, version, None)
}

/// [`write_code_object`], with DWARF debug info (the kernels' line rows) when `debug` is given.
pub fn write_code_object_with_debug(
    kernels: &[KernelCode],
    rodata: &[GlobalData],
    version: CodeObjectVersion,
    debug: Option<&DebugInfo>,
) -> Result<Vec<u8>, CodeObjectError> {
    write_code_object_with_functions(kernels, &[], rodata, version, debug)
}

/// [`write_code_object_with_debug`], with functions that calls stay to after the kernels in
/// `.text` (global `STT_FUNC` symbols, no descriptor or metadata, as llc writes them).
pub fn write_code_object_with_functions(
    kernels: &[KernelCode],
    functions: &[FunctionCode],
    rodata: &[GlobalData],
    version: CodeObjectVersion,
    debug: Option<&DebugInfo>,
) -> Result<Vec<u8>, CodeObjectError> {
    let shared: Vec<_> = kernels
        .iter()
        .map(|k| (k.name.as_str(), &k.descriptor, &k.metadata))
        .collect();
    validate(&shared, rodata)?;

    // .text and .rodata always; the other data sections in order of first use.
    let mut sections = vec![
        Content::new(".text", elf::SHF_ALLOC | elf::SHF_EXECINSTR, CODE_ALIGN, 0),
        Content::new(".rodata", elf::SHF_ALLOC, 1, 0),
    ];
    let mut symbols = Vec::new();
    let mut placed = Vec::new(); // each kernel's (start, size) in .text

    // .text
    for k in kernels {
        let err = |message: String| CodeObjectError::Code {
            kernel: k.name.clone(),
            message,
        };
        if k.code.is_empty() || !k.code.len().is_multiple_of(4) {
            return Err(err(format!(
                "code size {} is not a positive multiple of 4",
                k.code.len()
            )));
        }
        let start = place_code(&mut sections[TEXT], CODE_ALIGN, &k.code, &k.relocations).map_err(err)?;
        placed.push((start, k.code.len() as u64));
        symbols.push(SymbolDef {
            name: k.name.clone(),
            place: Place::Section(TEXT),
            value: start,
            size: k.code.len() as u64,
            st_type: elf::STT_FUNC,
            binding: Binding::Global,
            visibility: Visibility::Protected,
        });
    }

    for func in functions {
        let start = place_code(&mut sections[TEXT], 4, &func.code, &func.relocations).map_err(|message| {
            CodeObjectError::Code {
                kernel: func.name.clone(),
                message,
            }
        })?;
        symbols.push(SymbolDef {
            name: func.name.clone(),
            place: Place::Section(TEXT),
            value: start,
            size: func.code.len() as u64,
            st_type: elf::STT_FUNC,
            binding: if func.local { Binding::Local } else { Binding::Global },
            // (Protected: calls within the object stay PC-relative when it is linked.)
            visibility: Visibility::Protected,
        });
    }

    // .rodata: descriptors first, then constant data, as llc orders them.
    for k in kernels {
        let ro = &mut sections[RODATA];
        ro.align = DESCRIPTOR_SIZE;
        let at = ro.data.len() as u64;
        ro.data.extend_from_slice(&k.descriptor.encode(&k.name)?);
        ro.relocs.push(Relocation {
            offset: at + ENTRY_OFFSET_FIELD as u64,
            symbol: k.name.clone(),
            r_type: super::reloc::R_AMDGPU_REL64,
            addend: ENTRY_OFFSET_FIELD as i64,
        });
        symbols.push(SymbolDef {
            name: format!("{}.kd", k.name),
            place: Place::Section(RODATA),
            value: at,
            size: DESCRIPTOR_SIZE as u64,
            st_type: elf::STT_OBJECT,
            binding: Binding::Global,
            visibility: Visibility::Protected,
        });
    }
    for g in rodata {
        let name = g.section.section_name(g.bytes.len());
        let which = match sections.iter().position(|c| c.name == name) {
            Some(i) => i,
            None => {
                let flags = elf::SHF_ALLOC
                    | match g.section {
                        DataSection::ReadOnly => 0,
                        DataSection::MergeableConst => elf::SHF_MERGE,
                        DataSection::MergeableString { .. } => elf::SHF_MERGE | elf::SHF_STRINGS,
                        DataSection::RelRo => elf::SHF_WRITE,
                    };
                sections.push(Content::new(&name, flags, 1, g.section.entry_size(g.bytes.len())));
                sections.len() - 1
            }
        };
        let sec = &mut sections[which];
        pad_to(&mut sec.data, g.align as usize);
        sec.align = sec.align.max(g.align as usize);
        let at = sec.data.len() as u64;
        sec.data.extend_from_slice(&g.bytes);
        for r in &g.relocations {
            sec.relocs.push(Relocation {
                offset: at + r.offset as u64,
                symbol: r.symbol.clone(),
                r_type: r.kind.r_type(),
                addend: r.addend,
            });
        }
        symbols.push(SymbolDef {
            name: g.name.clone(),
            place: Place::Section(which),
            value: at,
            size: g.bytes.len() as u64,
            st_type: elf::STT_OBJECT,
            binding: g.binding,
            visibility: g.visibility,
        });
    }

    if let Some(info) = debug {
        let lines: Vec<KernelLines> = kernels
            .iter()
            .zip(&placed)
            .map(|(k, &(start, size))| KernelLines {
                name: &k.name,
                start,
                size,
                rows: &k.lines,
            })
            .collect();
        let text_size = sections[TEXT].data.len() as u64;
        add_debug_sections(
            &mut sections,
            &mut symbols,
            dwarf::debug_sections(info, &lines, text_size)?,
        )?;
    }

    // Relocations against names defined nowhere become undefined globals, as in llc's objects.
    let defined: HashMap<String, ()> = symbols.iter().map(|s| (s.name.clone(), ())).collect();
    let mut undefined: Vec<String> = sections
        .iter()
        .flat_map(|c| &c.relocs)
        .map(|r| r.symbol.clone())
        .filter(|n| !defined.contains_key(n))
        .collect();
    undefined.sort();
    undefined.dedup();
    for name in undefined {
        symbols.push(SymbolDef {
            name,
            place: Place::Undefined,
            value: 0,
            size: 0,
            st_type: elf::STT_NOTYPE,
            binding: Binding::Global,
            visibility: Visibility::Default,
        });
    }
    // ELF wants local symbols before global ones; keep the order otherwise.
    symbols.sort_by_key(|s| s.binding == Binding::Global);

    let docs: Vec<_> = kernels.iter().map(|k| (&k.metadata, &k.descriptor)).collect();
    let note = note(&metadata::to_msgpack(&metadata::document(&docs, version)));

    emit(&sections, &note, &symbols, version).map_err(|e| CodeObjectError::Elf(e.to_string()))
}

/// Appends the debug sections, with a section symbol for each section their relocations
/// point into (llc relocates debug info against section symbols too).
fn add_debug_sections(
    sections: &mut Vec<Content>,
    symbols: &mut Vec<SymbolDef>,
    debug: Vec<dwarf::DebugSection>,
) -> Result<(), CodeObjectError> {
    let first = sections.len();
    for d in &debug {
        let mut c = Content::new(d.name, 0, 1, 0);
        c.data = d.data.clone();
        sections.push(c);
    }
    for (k, d) in debug.into_iter().enumerate() {
        for r in d.relocs {
            let target = match r.target {
                RelocTarget::Text => ".text",
                RelocTarget::Section(name) => name,
            };
            let which = sections
                .iter()
                .position(|c| c.name == target)
                .ok_or_else(|| CodeObjectError::Debug(format!("{} refers to missing section {target}", d.name)))?;
            if !symbols.iter().any(|s| s.name == target) {
                symbols.push(SymbolDef {
                    name: target.into(),
                    place: Place::Section(which),
                    value: 0,
                    size: 0,
                    st_type: elf::STT_SECTION,
                    binding: Binding::Local,
                    visibility: Visibility::Default,
                });
            } else if !symbols
                .iter()
                .any(|s| s.name == target && s.st_type == elf::STT_SECTION)
            {
                return Err(CodeObjectError::DuplicateSymbol(target.into()));
            }
            sections[first + k].relocs.push(Relocation {
                offset: r.offset,
                symbol: target.into(),
                r_type: if r.size == 8 {
                    super::reloc::R_AMDGPU_ABS64
                } else {
                    super::reloc::R_AMDGPU_ABS32
                },
                addend: r.addend,
            });
        }
    }
    Ok(())
}

fn emit(
    sections: &[Content],
    note: &[u8],
    symbols: &[SymbolDef],
    version: CodeObjectVersion,
) -> object::write::Result<Vec<u8>> {
    let mut buf = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buf);
    w.reserve_file_header();

    // Section indices, in llc's order: each content section followed by its relocations.
    let present: Vec<&Content> = sections.iter().collect();
    let rela_names: Vec<String> = present.iter().map(|c| format!(".rela{}", c.name)).collect();
    w.reserve_null_section_index();
    let mut indices = Vec::new(); // (name, index, rela name, rela index)
    for (c, rela_name) in present.iter().zip(&rela_names) {
        let name = w.add_section_name(c.name.as_bytes());
        let idx = w.reserve_section_index();
        let rela =
            (!c.relocs.is_empty()).then(|| (w.add_section_name(rela_name.as_bytes()), w.reserve_section_index()));
        indices.push((name, idx, rela));
    }
    let stack_name = w.add_section_name(b".note.GNU-stack");
    w.reserve_section_index();
    let note_name = w.add_section_name(b".note");
    w.reserve_section_index();
    let symtab_idx = w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();
    let section_index = |place: Place| match place {
        Place::Section(i) => Some(indices[i].1),
        Place::Undefined => None,
    };

    // Symbols.
    w.reserve_null_symbol_index();
    let mut sym_index = HashMap::new();
    let mut sym_names = Vec::new();
    for s in symbols {
        // Section symbols are nameless; `name` only keys relocations to them.
        sym_names.push((s.st_type != elf::STT_SECTION).then(|| w.add_string(s.name.as_bytes())));
        sym_index.insert(s.name.as_str(), w.reserve_symbol_index(section_index(s.place)));
    }
    let num_local = 1 + symbols.iter().filter(|s| s.binding == Binding::Local).count() as u32;

    // File layout.
    let mut offsets = Vec::new(); // (data offset, relocation offset)
    for c in &present {
        let data = w.reserve(c.data.len(), c.align);
        let rel = w.reserve_relocations(c.relocs.len(), true);
        offsets.push((data, rel));
    }
    let note_off = w.reserve(note.len(), 4);
    w.reserve_symtab();
    w.reserve_strtab();
    w.reserve_shstrtab();
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: ELFOSABI_AMDGPU_HSA,
        abi_version: version.abi_version(),
        e_type: elf::ET_REL,
        e_machine: elf::EM_AMDGPU,
        e_entry: 0,
        e_flags: EF_AMDGPU_MACH_AMDGCN_GFX900 | EF_AMDGPU_FEATURE_XNACK_ANY_V4,
    })?;
    for c in &present {
        w.write_align(c.align);
        w.write(&c.data);
        w.write_align_relocation();
        for r in &c.relocs {
            let r_sym = sym_index[r.symbol.as_str()].0;
            w.write_relocation(
                true,
                &Rel {
                    r_offset: r.offset,
                    r_sym,
                    r_type: r.r_type,
                    r_addend: r.addend,
                },
            );
        }
    }
    w.write_align(4);
    w.write(note);

    w.write_null_symbol();
    for (s, name) in symbols.iter().zip(&sym_names) {
        let bind = match s.binding {
            Binding::Local => elf::STB_LOCAL,
            Binding::Global => elf::STB_GLOBAL,
        };
        w.write_symbol(&Sym {
            name: *name,
            section: section_index(s.place),
            st_info: (bind << 4) | s.st_type,
            st_other: s.visibility.st_other(),
            st_shndx: 0,
            st_value: s.value,
            st_size: s.size,
        });
    }
    w.write_strtab();
    w.write_shstrtab();

    w.write_null_section_header();
    let progbits = |name, flags: u32, offset: usize, size: usize, align: usize| SectionHeader {
        name: Some(name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: flags as u64,
        sh_addr: 0,
        sh_offset: offset as u64,
        sh_size: size as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: align as u64,
        sh_entsize: 0,
    };
    for ((c, (name, idx, rela)), (data_off, rel_off)) in present.iter().zip(&indices).zip(&offsets) {
        w.write_section_header(&SectionHeader {
            sh_entsize: c.entsize as u64,
            ..progbits(*name, c.flags, *data_off, c.data.len(), c.align)
        });
        if let Some((rela_name, _)) = rela {
            w.write_relocation_section_header(*rela_name, *idx, symtab_idx, *rel_off, c.relocs.len(), true);
        }
    }
    w.write_section_header(&progbits(stack_name, 0, note_off, 0, 1));
    w.write_section_header(&SectionHeader {
        sh_type: elf::SHT_NOTE,
        ..progbits(note_name, elf::SHF_ALLOC, note_off, note.len(), 4)
    });
    w.write_symtab_section_header(num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    Ok(buf)
}
