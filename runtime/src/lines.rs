//! Source lines of a code object's instructions, read from its DWARF line tables with gimli
//! (kcc's `-g` objects and clang/llc `-g` objects alike), for `kcc run --trace`.
//!
//! Addresses are image offsets, as the loader lays the image out. In a relocatable object
//! the debug sections are relocated first: addresses are `R_AMDGPU_ABS64` against code
//! symbols, offsets into other debug sections `R_AMDGPU_ABS32` against their section symbols.

use crate::error::Error;
use gimli::{EndianSlice, LittleEndian as GLE};
use object::elf;
use object::read::elf::{FileHeader, Rela, SectionHeader, SectionTable, Sym};
use object::LittleEndian as LE;
use std::collections::HashMap;

/// Where an instruction came from. `line` 0: no source line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLine {
    pub file: String,
    pub line: u64,
    pub column: u64,
}

impl std::fmt::Display for SourceLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.column {
            0 => write!(f, "{}:{}", self.file, self.line),
            c => write!(f, "{}:{}:{c}", self.file, self.line),
        }
    }
}

/// One sequence of a line table: the rows cover `start..end`.
#[derive(Clone, Debug)]
struct Sequence {
    start: u64,
    end: u64,
    /// (address, row), addresses increasing.
    rows: Vec<(u64, SourceLine)>,
}

/// Rows of every line table in a code object (empty without `.debug_line`).
#[derive(Clone, Debug, Default)]
pub struct LineTable {
    sequences: Vec<Sequence>,
}

impl LineTable {
    /// The row in effect at image offset `offset`.
    pub fn lookup(&self, offset: u64) -> Option<&SourceLine> {
        let seq = self.sequences.iter().find(|s| s.start <= offset && offset < s.end)?;
        let k = seq.rows.partition_point(|(a, _)| *a <= offset);
        seq.rows.get(k.checked_sub(1)?).map(|(_, l)| l)
    }

    /// Reads the line tables of an ELF code object whose allocated section `i` sits at image
    /// offset `addr[i]` (linked objects: their own addresses, so no relocation is needed).
    pub(crate) fn read(data: &[u8], addr: &[Option<u64>], relocatable: bool) -> Result<LineTable, Error> {
        let sections = debug_sections(data, addr, relocatable)?;
        if !sections.contains_key(".debug_line") {
            return Ok(LineTable::default());
        }
        parse(&sections).map_err(|e| Error::Load(format!("bad DWARF line info: {e}")))
    }
}

fn err<E: std::fmt::Display>(e: E) -> Error {
    Error::Load(e.to_string())
}

/// The contents of every `.debug_*` section by name, relocated.
fn debug_sections(data: &[u8], addr: &[Option<u64>], relocatable: bool) -> Result<HashMap<String, Vec<u8>>, Error> {
    let hdr = elf::FileHeader64::<LE>::parse(data).map_err(err)?;
    let e = hdr.endian().map_err(err)?;
    let sections = hdr.sections(e, data).map_err(err)?;
    let mut out = HashMap::new();
    let mut index_of = HashMap::new();
    for (i, s) in sections.iter().enumerate() {
        let name = String::from_utf8_lossy(sections.section_name(e, s).map_err(err)?).into_owned();
        if name.starts_with(".debug_") && s.sh_type(e) == elf::SHT_PROGBITS {
            index_of.insert(i, name.clone());
            out.insert(name, s.data(e, data).map_err(err)?.to_vec());
        }
    }
    if !relocatable {
        return Ok(out);
    }
    for s in sections.iter() {
        if s.sh_type(e) != elf::SHT_RELA {
            continue;
        }
        let Some(name) = index_of.get(&(s.sh_info(e) as usize)) else {
            continue;
        };
        let Some((relas, link)) = s.rela(e, data).map_err(err)? else {
            continue;
        };
        let symbols = sections.symbol_table_by_index(e, data, link).map_err(err)?;
        let bytes = out.get_mut(name).expect("indexed above");
        for r in relas {
            let p = r.r_offset(e) as usize;
            let sym = symbols
                .symbol(object::SymbolIndex(r.r_sym(e, false) as usize))
                .map_err(err)?;
            let s_a = symbol_value(e, &sections, sym, addr)
                .ok_or_else(|| Error::Load(format!("{name}: relocation at 0x{p:x} against an undefined symbol")))?
                .wrapping_add(r.r_addend(e) as u64);
            let value = match r.r_type(e, false) {
                3 => s_a.to_le_bytes().to_vec(),          // R_AMDGPU_ABS64
                6 => (s_a as u32).to_le_bytes().to_vec(), // R_AMDGPU_ABS32
                t => {
                    return Err(Error::Load(format!(
                        "{name}: unsupported relocation type {t} at 0x{p:x}"
                    )))
                }
            };
            bytes
                .get_mut(p..p + value.len())
                .ok_or_else(|| Error::Load(format!("{name}: relocation at 0x{p:x} is outside the section")))?
                .copy_from_slice(&value);
        }
    }
    Ok(out)
}

/// A symbol's value for debug relocations: an image offset in a loaded section, an offset
/// into the section itself for a debug section (each is its own address space).
fn symbol_value(
    e: LE,
    sections: &SectionTable<elf::FileHeader64<LE>>,
    sym: &elf::Sym64<LE>,
    addr: &[Option<u64>],
) -> Option<u64> {
    match sym.st_shndx(e) {
        elf::SHN_UNDEF => None,
        elf::SHN_ABS => Some(sym.st_value(e)),
        i => {
            let s = sections.section(object::SectionIndex(i as usize)).ok()?;
            let base = if s.sh_flags(e) as u32 & elf::SHF_ALLOC != 0 {
                addr.get(i as usize).copied().flatten()?
            } else {
                0
            };
            Some(base + sym.st_value(e))
        }
    }
}

fn parse(sections: &HashMap<String, Vec<u8>>) -> gimli::Result<LineTable> {
    let dwarf = gimli::Dwarf::load(|id| -> gimli::Result<_> {
        let bytes = sections.get(id.name()).map(|v| v.as_slice()).unwrap_or(&[]);
        Ok(EndianSlice::new(bytes, GLE))
    })?;
    let mut table = LineTable::default();
    let mut units = dwarf.units();
    while let Some(header) = units.next()? {
        let unit = dwarf.unit(header)?;
        let Some(program) = unit.line_program.clone() else {
            continue;
        };
        let mut rows = program.rows();
        let mut current: Option<Sequence> = None;
        while let Some((header, row)) = rows.next_row()? {
            let seq = current.get_or_insert_with(|| Sequence {
                start: row.address(),
                end: row.address(),
                rows: Vec::new(),
            });
            if row.end_sequence() {
                seq.end = row.address();
                table.sequences.extend(current.take());
                continue;
            }
            let file = match row.file(header) {
                Some(f) => String::from_utf8_lossy(&dwarf.attr_string(&unit, f.path_name())?).into_owned(),
                None => String::from("?"),
            };
            let column = match row.column() {
                gimli::ColumnType::LeftEdge => 0,
                gimli::ColumnType::Column(c) => c.get(),
            };
            let line = SourceLine {
                file,
                line: row.line().map_or(0, |l| l.get()),
                column,
            };
            seq.rows.push((row.address(), line));
        }
    }
    Ok(table)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u64) -> SourceLine {
        SourceLine {
            file: "k.cl".into(),
            line,
            column: 0,
        }
    }

    #[test]
    fn lookup_finds_the_row_in_effect_inside_its_sequence() {
        let table = LineTable {
            sequences: vec![
                Sequence {
                    start: 0x100,
                    end: 0x110,
                    rows: vec![(0x100, at(3)), (0x108, at(4))],
                },
                Sequence {
                    start: 0x200,
                    end: 0x204,
                    rows: vec![(0x200, at(9))],
                },
            ],
        };
        assert_eq!(table.lookup(0x100), Some(&at(3)));
        assert_eq!(table.lookup(0x104), Some(&at(3)));
        assert_eq!(table.lookup(0x10c), Some(&at(4)));
        assert_eq!(table.lookup(0x200), Some(&at(9)));
        // Before, between and after the sequences (a sequence's end is exclusive).
        assert_eq!(table.lookup(0xfc), None);
        assert_eq!(table.lookup(0x110), None);
        assert_eq!(table.lookup(0x204), None);
    }
}
