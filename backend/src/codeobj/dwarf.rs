//! DWARF for `-g`, written with gimli: a DWARF 5 compile unit (name, directory, producer, the
//! `.text` range, one `DW_TAG_subprogram` per kernel) and a line table (`.debug_line`) with one
//! sequence per kernel mapping its code back to source lines.
//!
//! The object is relocatable, so every address and every offset into another debug section
//! is a relocation, as llc writes them: `R_AMDGPU_ABS64` against `.text` (addend = the code
//! offset) for addresses, `R_AMDGPU_ABS32` against the target section for offsets.

use gimli::write::{
    Address, AttributeValue, DwarfUnit, EndianVec, LineProgram, LineString, RelocateWriter, Relocation,
    RelocationTarget, Sections,
};
use gimli::{Encoding, Format, LineEncoding, LittleEndian, SectionId};

use super::CodeObjectError;

/// A row of a kernel's line table: the code from byte `offset` on comes from `line`:`column`
/// of file `file` (an index into [`DebugInfo::files`]; line 0 means no source line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineRow {
    pub offset: u32,
    pub file: u32,
    pub line: u32,
    pub column: u32,
}

/// A source file of the line table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugFile {
    /// As given: absolute, or relative to `directory`.
    pub name: String,
    /// Empty: the compile unit's directory.
    pub directory: String,
}

/// What `-g` adds to a code object besides each kernel's [`LineRow`]s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugInfo {
    /// `DW_AT_producer`.
    pub producer: String,
    /// `DW_AT_comp_dir`: the directory relative names are relative to.
    pub comp_dir: String,
    /// The files `LineRow::file` indexes; file 0 is the compile unit's own (`DW_AT_name`).
    pub files: Vec<DebugFile>,
}

/// Where a debug-section relocation points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RelocTarget {
    /// The `.text` section (the addend is the code offset).
    Text,
    /// Another debug section (the addend is the offset into it).
    Section(&'static str),
}

/// A relocation in a debug section: `size` bytes at `offset` hold `target + addend`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DebugReloc {
    pub offset: u64,
    pub size: u8,
    pub target: RelocTarget,
    pub addend: i64,
}

/// One finished debug section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DebugSection {
    pub name: &'static str,
    pub data: Vec<u8>,
    pub relocs: Vec<DebugReloc>,
}

/// Where one kernel's code sits in `.text`, and its line rows.
pub struct KernelLines<'a> {
    pub name: &'a str,
    pub start: u64,
    pub size: u64,
    pub rows: &'a [LineRow],
}

/// gimli's writer for one section, keeping its relocations.
#[derive(Clone)]
struct Section {
    writer: EndianVec<LittleEndian>,
    relocs: Vec<Relocation>,
}

impl RelocateWriter for Section {
    type Writer = EndianVec<LittleEndian>;

    fn writer(&self) -> &Self::Writer {
        &self.writer
    }

    fn writer_mut(&mut self) -> &mut Self::Writer {
        &mut self.writer
    }

    fn relocate(&mut self, relocation: Relocation) {
        self.relocs.push(relocation);
    }
}

/// The one symbol gimli addresses are relative to.
const TEXT_SYMBOL: usize = 0;

fn text(offset: u64) -> Address {
    Address::Symbol {
        symbol: TEXT_SYMBOL,
        addend: offset as i64,
    }
}

fn error(message: String) -> CodeObjectError {
    CodeObjectError::Debug(message)
}

/// A non-empty string without NUL bytes, as DWARF strings must be.
fn dwarf_string(s: &str, what: &str) -> Result<Vec<u8>, CodeObjectError> {
    if s.is_empty() || s.contains('\0') {
        return Err(error(format!("{what} {s:?} is empty or contains a NUL byte")));
    }
    Ok(s.as_bytes().to_vec())
}

/// The debug sections for kernels laid out in a `.text` of `text_size` bytes.
pub fn debug_sections(
    info: &DebugInfo,
    kernels: &[KernelLines],
    text_size: u64,
) -> Result<Vec<DebugSection>, CodeObjectError> {
    let cu_file = info.files.first().ok_or_else(|| error("no source file".into()))?;
    let encoding = Encoding {
        format: Format::Dwarf32,
        version: 5,
        address_size: 8,
    };
    let mut dwarf = DwarfUnit::new(encoding);

    let comp_dir = dwarf_string(&info.comp_dir, "compilation directory")?;
    let cu_name = dwarf_string(&cu_file.name, "file name")?;
    let line_str = |dwarf: &mut DwarfUnit, bytes: Vec<u8>| LineString::LineStringRef(dwarf.line_strings.add(bytes));
    let comp_dir_ref = line_str(&mut dwarf, comp_dir.clone());
    let cu_name_ref = line_str(&mut dwarf, cu_name.clone());
    let mut program = LineProgram::new(encoding, LineEncoding::default(), comp_dir_ref, None, cu_name_ref, None);
    // File 0 is the compile unit's (added by `LineProgram::new`); the others in order.
    let mut file_ids = Vec::with_capacity(info.files.len());
    for (i, f) in info.files.iter().enumerate() {
        let dir = if f.directory.is_empty() || f.directory == info.comp_dir {
            program.default_directory()
        } else {
            let d = line_str(&mut dwarf, dwarf_string(&f.directory, "directory")?);
            program.add_directory(d)
        };
        let name = if i == 0 {
            cu_name.clone()
        } else {
            dwarf_string(&f.name, "file name")?
        };
        let name = line_str(&mut dwarf, name);
        file_ids.push(program.add_file(name, dir, None));
    }
    for k in kernels {
        program.begin_sequence(Some(text(k.start)));
        for r in k.rows {
            let file = *file_ids.get(r.file as usize).ok_or_else(|| {
                error(format!(
                    "kernel {}: line row names file {}, which does not exist",
                    k.name, r.file
                ))
            })?;
            if r.offset as u64 >= k.size {
                return Err(error(format!(
                    "kernel {}: line row at {} is outside its {} bytes of code",
                    k.name, r.offset, k.size
                )));
            }
            let row = program.row();
            row.address_offset = r.offset as u64;
            row.file = file;
            row.line = r.line as u64;
            row.column = r.column as u64;
            program.generate_row();
        }
        program.end_sequence(k.size);
    }
    dwarf.unit.line_program = program;

    let strings = &mut dwarf.strings;
    let producer = AttributeValue::StringRef(strings.add(dwarf_string(&info.producer, "producer")?));
    let name = AttributeValue::StringRef(strings.add(cu_name));
    let dir = AttributeValue::StringRef(strings.add(comp_dir));
    let subprograms: Vec<(AttributeValue, u64, u64)> = kernels
        .iter()
        .map(|k| {
            Ok((
                AttributeValue::StringRef(strings.add(dwarf_string(k.name, "kernel name")?)),
                k.start,
                k.size,
            ))
        })
        .collect::<Result<_, CodeObjectError>>()?;
    let unit = &mut dwarf.unit;
    let root = unit.root();
    let cu = unit.get_mut(root);
    cu.set(gimli::DW_AT_producer, producer);
    cu.set(gimli::DW_AT_name, name);
    cu.set(gimli::DW_AT_comp_dir, dir);
    cu.set(gimli::DW_AT_low_pc, AttributeValue::Address(text(0)));
    cu.set(gimli::DW_AT_high_pc, AttributeValue::Udata(text_size));
    for (name, start, size) in subprograms {
        let id = unit.add(root, gimli::DW_TAG_subprogram);
        let sp = unit.get_mut(id);
        sp.set(gimli::DW_AT_name, name);
        sp.set(gimli::DW_AT_external, AttributeValue::Flag(true));
        sp.set(gimli::DW_AT_low_pc, AttributeValue::Address(text(start)));
        sp.set(gimli::DW_AT_high_pc, AttributeValue::Udata(size));
    }

    let mut sections = Sections::new(Section {
        writer: EndianVec::new(LittleEndian),
        relocs: Vec::new(),
    });
    dwarf.write(&mut sections).map_err(|e| error(e.to_string()))?;
    let mut out = Vec::new();
    sections.for_each(|id, s| {
        if !s.writer.slice().is_empty() {
            let relocs = s.relocs.iter().map(reloc).collect::<Result<_, _>>()?;
            out.push(DebugSection {
                name: id.name(),
                data: s.writer.slice().to_vec(),
                relocs,
            });
        }
        Ok::<(), CodeObjectError>(())
    })?;
    Ok(out)
}

fn reloc(r: &Relocation) -> Result<DebugReloc, CodeObjectError> {
    let target = match r.target {
        RelocationTarget::Symbol(TEXT_SYMBOL) => RelocTarget::Text,
        RelocationTarget::Section(id) if id != SectionId::EhFrame => RelocTarget::Section(id.name()),
        other => return Err(error(format!("unexpected relocation target {other:?}"))),
    };
    if !matches!(r.size, 4 | 8) {
        return Err(error(format!("unexpected {}-byte relocation", r.size)));
    }
    Ok(DebugReloc {
        offset: r.offset as u64,
        size: r.size,
        target,
        addend: r.addend,
    })
}
