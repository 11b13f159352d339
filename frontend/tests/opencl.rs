//! Compile-mode lowering of clang-22's OpenCL output (-O2, and -O0 + mem2reg), checked
//! against facts from the IR text and from llc-22.

mod common;
use common::*;
use mir::{Attr, Opcode};

#[test]
fn one_mir_kernel_per_amdgpu_kernel_and_all_verify() {
    let all = all_clang_outputs();
    let mlir = std::path::Path::new("/usr/lib/llvm-22/bin/mlir-opt").exists();
    for kind in [
        "-O2.ll",
        "-O0-mem2reg.ll",
        "-hip-O2.ll",
        "-hip-O0-mem2reg.ll",
        "-mlir.ll",
    ] {
        if kind == "-mlir.ll" && !mlir {
            continue;
        }
        assert!(
            all.iter().any(|p| p.to_string_lossy().ends_with(kind)),
            "no {kind} input"
        );
    }
    for ll in all {
        let text = std::fs::read_to_string(&ll).unwrap();
        let lowered = lower(&ll, false);
        let mut want = kernel_names(&text);
        let mut got: Vec<String> = lowered.module.functions.iter().map(|f| f.name.clone()).collect();
        want.sort();
        got.sort();
        assert_eq!(got, want, "{}", ll.display());
        assert!(lowered
            .module
            .functions
            .iter()
            .all(|f| f.kind == mir::FunctionKind::Kernel));
        verify_all(&lowered, &ll.display().to_string());
    }
}

#[test]
fn kernarg_layout_matches_llc_metadata() {
    for ll in all_clang_outputs() {
        let lowered = lower(&ll, false);
        let llc = llc_kernel_args(&ll);
        for f in &lowered.module.functions {
            let explicit: Vec<&LlcArg> = llc[&f.name]
                .iter()
                .filter(|a| !a.value_kind.starts_with("hidden_"))
                .collect();
            // One MIR argument per IR argument, with llc's offset and size.
            let mut mine = f.args.iter();
            for want in explicit {
                let got = mine.next().unwrap_or_else(|| panic!("{}: missing args", f.name));
                assert_eq!(
                    (got.offset, got.size),
                    (want.offset, want.size),
                    "{}: {:?} vs {:?}",
                    f.name,
                    got,
                    want
                );
            }
            assert!(mine.next().is_none(), "{}: extra args", f.name);
            assert!(f.args.iter().all(|a| a.uniform));
        }
    }
}

/// The hidden-argument offsets kcc reads (relative to implicitarg.ptr) are the ones llc
/// lays out for the same kernel (relative to the first hidden argument).
#[test]
fn implicitarg_loads_hit_llc_hidden_arguments() {
    let ll = clang_cl(&inputs().join("basic.cl"), "-O2");
    let lowered = lower(&ll, false);
    let llc = llc_kernel_args(&ll);
    let f = lowered.module.function("sizes").expect("sizes kernel");
    let hidden: Vec<&LlcArg> = llc["sizes"]
        .iter()
        .filter(|a| a.value_kind.starts_with("hidden_"))
        .collect();
    let base = hidden[0].offset;
    let by_kind = |k: &str| {
        hidden
            .iter()
            .find(|a| a.value_kind == k)
            .map(|a| (a.offset - base, a.size))
            .unwrap()
    };
    let mut loads = Vec::new();
    for op in &f.ops {
        if op.opcode != Opcode::Load {
            continue;
        }
        let Some(def) = f.def_op(op.operands[0]) else { continue };
        let def = f.op(def);
        let off = match def.opcode {
            Opcode::ImplicitargPtr => 0,
            Opcode::PtrAdd => {
                let (Some(b), Some(o)) = (f.def_op(def.operands[0]), f.def_op(def.operands[1])) else {
                    continue;
                };
                if f.op(b).opcode != Opcode::ImplicitargPtr {
                    continue;
                }
                f.op(o).int_attr("value").unwrap() as u32
            }
            _ => continue,
        };
        loads.push((off, f.ty(op.results[0]).bits() / 8));
    }
    for kind in [
        "hidden_block_count_x",
        "hidden_group_size_x",
        "hidden_group_size_y",
        "hidden_remainder_x",
        "hidden_global_offset_x",
        "hidden_grid_dims",
        "hidden_block_count_z",
        "hidden_remainder_z",
    ] {
        assert!(
            loads.contains(&by_kind(kind)),
            "no load of {kind} {:?} in {loads:?}",
            by_kind(kind)
        );
    }
    let all: Vec<(u32, u32)> = hidden.iter().map(|a| (a.offset - base, a.size)).collect();
    for l in &loads {
        assert!(all.contains(l), "load at {l:?} is not a hidden argument llc knows");
    }
}

#[test]
fn uncalled_clang_copies_are_not_emitted_and_calls_are_inlined() {
    for ll in all_clang_outputs() {
        let lowered = lower(&ll, false);
        for f in &lowered.module.functions {
            assert!(!f.name.starts_with("__clang_ocl_kern_imp_"));
            assert!(f.ops.iter().all(|o| o.opcode != Opcode::Opaque), "{}", f.name);
        }
    }
}

/// Every op carries the line of an instruction inside its kernel's (or an inlined
/// function's) body, and every instruction line of a call-free kernel shows up.
#[test]
fn locations_point_at_instruction_lines() {
    for ll in all_clang_outputs() {
        let text = std::fs::read_to_string(&ll).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let lowered = lower(&ll, false);
        for f in &lowered.module.functions {
            for b in &f.blocks {
                for &op in &b.ops {
                    let o = f.op(op);
                    let Some(loc) = o.loc else {
                        // Ops made for arguments (byref addresses) precede the body.
                        assert!(
                            matches!(
                                o.opcode,
                                Opcode::KernargPtr
                                    | Opcode::Const
                                    | Opcode::PtrAdd
                                    | Opcode::AddrSpaceCast
                                    | Opcode::Load
                                    | Opcode::Br
                            ),
                            "{}: op without location: {:?}",
                            f.name,
                            o.opcode
                        );
                        continue;
                    };
                    let line = lines[loc.line as usize - 1];
                    assert!(
                        line.starts_with("  "),
                        "{}:{} is not an instruction line: {line}",
                        ll.display(),
                        loc.line
                    );
                    assert_eq!(loc.col, 3);
                }
            }
        }
    }
}

#[test]
fn constant_tables_become_globals_with_their_bytes() {
    let ll = clang_cl(&inputs().join("memory.cl"), "-O2");
    let lowered = lower(&ll, false);
    let g = lowered
        .module
        .globals
        .iter()
        .find(|g| g.name == "coeffs")
        .expect("coeffs");
    assert_eq!(g.address_space, 4);
    assert_eq!(g.size, 32);
    let init = g.init.as_ref().unwrap();
    let floats: Vec<f32> = init
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(floats, vec![0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5]);
    // The local array is an LDS global without contents.
    let lds: Vec<_> = lowered.module.globals.iter().filter(|g| g.address_space == 3).collect();
    assert_eq!(lds.len(), 1);
    assert_eq!(lds[0].size, 256);
    assert!(lds[0].init.is_none());
    let f = lowered.module.function("reduce").unwrap();
    let names: Vec<&Attr> = f
        .ops
        .iter()
        .filter(|o| o.opcode == Opcode::GlobalAddr)
        .filter_map(|o| o.attr("global"))
        .collect();
    assert!(names.contains(&&Attr::Str("coeffs".into())));
}

#[test]
fn code_object_version_comes_from_the_module_flag() {
    let ll = clang_cl(&inputs().join("basic.cl"), "-O2");
    let text = std::fs::read_to_string(&ll).unwrap();
    let flag = text
        .lines()
        .find(|l| l.contains("\"amdhsa_code_object_version\""))
        .unwrap();
    let n: u32 = flag
        .rsplit("i32 ")
        .next()
        .unwrap()
        .trim_end_matches('}')
        .trim()
        .parse()
        .unwrap();
    assert_eq!(lower(&ll, false).module.code_object_version, n / 100);
    let without = "define amdgpu_kernel void @k() {\n  ret void\n}\n";
    assert_eq!(lower_text(without, false).unwrap().module.code_object_version, 5);
}

/// Locations in text made to confuse a line scanner: each located op's line holds its
/// instruction's opcode word (an independent reading of the same file).
#[test]
fn locations_survive_tricky_text() {
    let ll = inputs().join("tricky-text.ll");
    let text = std::fs::read_to_string(&ll).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let lowered = lower(&ll, false);
    let f = lowered.module.function("k").unwrap();
    let line_of = |needle: &str| lines.iter().position(|l| l.contains(needle)).unwrap() as u32 + 1;
    let loc_of = |opcode: Opcode| {
        f.ops
            .iter()
            .find(|o| o.opcode == opcode)
            .and_then(|o| o.loc)
            .map(|l| l.line)
    };
    assert_eq!(loc_of(Opcode::Load), Some(line_of("%b = load")));
    assert_eq!(loc_of(Opcode::ZExt), Some(line_of("%w = zext")));
    assert_eq!(
        loc_of(Opcode::Icmp(mir::IntPredicate::Sge)),
        Some(line_of("%done = icmp"))
    );
    assert_eq!(loc_of(Opcode::Store), Some(line_of("store i32")));
    assert_eq!(loc_of(Opcode::Add), Some(line_of("%x = add")));
    verify_all(&lowered, "tricky-text");
}
