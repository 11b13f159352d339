//! `-g` line info: line markers in machine code survive the waitcnt and hazard passes without
//! changing the code, become line rows, and the `.debug_line` written into the code object
//! reads back with gimli (after applying the object's relocations) as those rows.

use backend::codeobj::{
    reloc, write_code_object_with_debug, CodeObjectVersion, DebugFile, DebugInfo, KernelCode, KernelDescriptorInfo,
    KernelMetadata, LineRow,
};
use backend::mc::{MBlock, MInst, MachineFunction};
use gfx9_isa::{op, Inst, Op, Operand};
use mir::SrcLoc;
use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget};
use std::collections::HashMap;

fn inst(o: Op, dst: Operand, src: &[Operand]) -> MInst {
    let mut i = Inst::new(o);
    i.dst = dst;
    for (k, s) in src.iter().enumerate() {
        i.src[k] = *s;
    }
    MInst::Inst(i)
}

fn line(file: u32, line: u32, col: u32) -> MInst {
    MInst::Line(SrcLoc { file, line, col })
}

/// A kernel that needs a wait (an SGPR loaded by s_load, then read) and hazard nops (a VALU
/// writes an SGPR pair a VMEM load then addresses with), each right after a line marker.
fn marked() -> MachineFunction {
    let (s, v) = (Operand::s, Operand::v);
    let insts = vec![
        line(0, 10, 3),
        inst(op::S_LOAD_DWORD, s(4), &[s(0)]),
        line(0, 11, 5),
        inst(op::V_MOV_B32, v(1), &[s(4)]),
        line(0, 11, 5), // the same location again: no new row
        line(0, 12, 1),
        inst(op::V_READFIRSTLANE_B32, s(6), &[v(1)]),
        line(1, 20, 7),
        inst(op::GLOBAL_LOAD_DWORD, v(1), &[v(2), Operand::NONE, s(6)]),
        line(1, 21, 1),
        inst(op::S_ENDPGM, Operand::NONE, &[]),
    ];
    MachineFunction {
        blocks: vec![MBlock { insts }],
    }
}

fn finish(mut mf: MachineFunction) -> MachineFunction {
    backend::waitcnt::insert_waitcnts(&mut mf);
    backend::hazards::insert_hazard_nops(&mut mf);
    mf
}

fn without_lines(mf: &MachineFunction) -> MachineFunction {
    let blocks = mf
        .blocks
        .iter()
        .map(|b| MBlock {
            insts: b.insts.iter().filter(|i| !i.is_line()).cloned().collect(),
        })
        .collect();
    MachineFunction { blocks }
}

fn row(offset: u32, file: u32, line: u32, column: u32) -> LineRow {
    LineRow {
        offset,
        file,
        line,
        column,
    }
}

#[test]
fn line_markers_change_no_code_and_become_rows() {
    let with = finish(marked());
    let plain = finish(without_lines(&marked()));
    assert_eq!(with.encode().unwrap(), plain.encode().unwrap());

    // s_load (8 bytes) | s_waitcnt, v_mov | v_readfirstlane | s_nop, global_load (8) | s_endpgm
    let rows = with.line_rows();
    assert_eq!(
        rows,
        vec![
            row(0, 0, 10, 3),
            row(8, 0, 11, 5),
            row(16, 0, 12, 1),
            row(20, 1, 20, 7),
            row(32, 1, 21, 1)
        ]
    );
    let insts = with.resolve().unwrap();
    let at = |offset: u32| {
        let mut pos = 0;
        insts.iter().find(|i| {
            let here = pos == offset;
            pos += i.len() as u32;
            here
        })
    };
    // The wait and the nops the passes inserted belong to the line of the instruction they serve.
    assert_eq!(at(8).map(|i| i.op), Some(op::S_WAITCNT));
    assert_eq!(at(20).map(|i| i.op), Some(op::S_NOP));
}

#[test]
fn a_wait_before_a_marker_is_strengthened_not_doubled() {
    let mut mf = marked();
    let mut wait = Inst::new(op::S_WAITCNT);
    wait.imm = 0xcf7f; // waits for nothing
    mf.blocks[0].insts.insert(2, MInst::Inst(wait));
    let with = finish(mf.clone());
    assert_eq!(with.encode().unwrap(), finish(without_lines(&mf)).encode().unwrap());
    let waits = with.blocks[0]
        .insts
        .iter()
        .filter(|i| matches!(i, MInst::Inst(x) if x.op == op::S_WAITCNT))
        .count();
    assert_eq!(waits, 1);
}

#[test]
fn code_before_the_first_marker_has_line_zero() {
    let mut mf = marked();
    mf.blocks[0]
        .insts
        .insert(0, inst(op::S_MOV_B32, Operand::s(9), &[Operand::s(8)]));
    assert_eq!(mf.line_rows()[..2], [row(0, 0, 0, 0), row(4, 0, 10, 3)]);
}

fn kernel(name: &str, code: &MachineFunction) -> KernelCode {
    KernelCode {
        name: name.into(),
        code: code.encode().unwrap(),
        relocations: vec![],
        lines: code.line_rows(),
        descriptor: KernelDescriptorInfo::default(),
        metadata: KernelMetadata::opencl(name),
    }
}

fn info() -> DebugInfo {
    DebugInfo {
        producer: "kcc test".into(),
        comp_dir: "/build".into(),
        files: vec![
            DebugFile {
                name: "k.ll".into(),
                directory: String::new(),
            },
            DebugFile {
                name: "k.cl".into(),
                directory: "/src".into(),
            },
        ],
    }
}

/// The `.debug_*` sections with their relocations applied, `.text` at address 0. Every
/// relocation is against a section symbol (value 0), so it writes its addend.
fn relocated_debug_sections(elf: &[u8]) -> HashMap<String, Vec<u8>> {
    let file = object::File::parse(elf).unwrap();
    let mut out = HashMap::new();
    for section in file.sections() {
        let name = section.name().unwrap().to_string();
        if !name.starts_with(".debug_") {
            continue;
        }
        let mut data = section.data().unwrap().to_vec();
        for (offset, r) in section.relocations() {
            let RelocationTarget::Symbol(index) = r.target() else {
                panic!("relocation against {:?}", r.target())
            };
            let symbol = file.symbol_by_index(index).unwrap();
            assert_eq!(
                symbol.kind(),
                object::SymbolKind::Section,
                "{name}: relocation against a non-section symbol"
            );
            let value = r.addend() as u64;
            let at = offset as usize;
            match r.flags() {
                RelocationFlags::Elf {
                    r_type: reloc::R_AMDGPU_ABS64,
                } => data[at..at + 8].copy_from_slice(&value.to_le_bytes()),
                RelocationFlags::Elf {
                    r_type: reloc::R_AMDGPU_ABS32,
                } => data[at..at + 4].copy_from_slice(&(value as u32).to_le_bytes()),
                other => panic!("{name}: unexpected relocation {other:?}"),
            }
        }
        out.insert(name, data);
    }
    out
}

/// (address, file name, line, column, end of sequence) of every row.
fn read_rows(sections: &HashMap<String, Vec<u8>>) -> Vec<(u64, String, u64, u64, bool)> {
    let dwarf = gimli::Dwarf::load(|id| -> gimli::Result<_> {
        Ok(gimli::EndianSlice::new(
            sections.get(id.name()).map(|v| v.as_slice()).unwrap_or(&[]),
            gimli::LittleEndian,
        ))
    })
    .unwrap();
    let mut units = dwarf.units();
    let header = units.next().unwrap().expect("a compile unit");
    assert!(units.next().unwrap().is_none(), "one compile unit");
    let unit = dwarf.unit(header).unwrap();
    let mut rows = unit.line_program.clone().expect("DW_AT_stmt_list").rows();
    let mut out = Vec::new();
    while let Some((header, r)) = rows.next_row().unwrap() {
        let file = r.file(header).unwrap();
        let mut name = dwarf
            .attr_string(&unit, file.path_name())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if let Some(dir) = file.directory(header) {
            let dir = dwarf.attr_string(&unit, dir).unwrap().to_string_lossy().into_owned();
            name = format!("{dir}/{name}");
        }
        let column = match r.column() {
            gimli::ColumnType::LeftEdge => 0,
            gimli::ColumnType::Column(c) => c.get(),
        };
        out.push((
            r.address(),
            name,
            r.line().map_or(0, |l| l.get()),
            column,
            r.end_sequence(),
        ));
    }
    out
}

#[test]
fn debug_line_reads_back_with_gimli() {
    let first = finish(marked());
    let second = MachineFunction {
        blocks: vec![MBlock {
            insts: vec![line(0, 30, 1), inst(op::S_ENDPGM, Operand::NONE, &[])],
        }],
    };
    let kernels = [kernel("a", &first), kernel("b", &second)];
    let elf = write_code_object_with_debug(&kernels, &[], CodeObjectVersion::V5, Some(&info())).unwrap();
    let rows = read_rows(&relocated_debug_sections(&elf));
    let r = |a: u64, f: &str, l: u64, c: u64, end: bool| (a, f.to_string(), l, c, end);
    assert_eq!(
        rows,
        vec![
            r(0, "/build/k.ll", 10, 3, false),
            r(8, "/build/k.ll", 11, 5, false),
            r(16, "/build/k.ll", 12, 1, false),
            r(20, "/src/k.cl", 20, 7, false),
            r(32, "/src/k.cl", 21, 1, false),
            r(36, "/src/k.cl", 21, 1, true),
            // Kernel b: its own sequence where .text places it (256-byte aligned).
            r(256, "/build/k.ll", 30, 1, false),
            r(260, "/build/k.ll", 30, 1, true),
        ]
    );
}

#[test]
fn without_debug_info_there_are_no_debug_sections() {
    let elf =
        backend::codeobj::write_code_object(&[kernel("a", &finish(marked()))], &[], CodeObjectVersion::V5).unwrap();
    let file = object::File::parse(&*elf).unwrap();
    let names: Vec<String> = file.sections().map(|s| s.name().unwrap().to_string()).collect();
    assert!(names.iter().all(|n| !n.contains(".debug")), "{names:?}");
}

#[test]
fn rows_naming_missing_files_are_errors() {
    let mut k = kernel("a", &finish(marked()));
    k.lines.push(row(34, 5, 1, 1));
    let err = write_code_object_with_debug(&[k], &[], CodeObjectVersion::V5, Some(&info())).unwrap_err();
    assert!(err.to_string().contains("names file 5"), "{err}");
}
