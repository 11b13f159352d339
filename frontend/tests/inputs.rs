//! Input forms: bitcode gives the same MIR as its text, stdin-style names, and debug info
//! (DILocation) wins over `.ll` line numbers.

mod common;
use common::*;
use std::process::Command;

/// The MIR text of every function without its `loc(...)` annotations (the ops' and the
/// functions' own lines).
fn without_locations(lowered: &frontend::Lowered) -> String {
    let text = mir::text::print_module(&lowered.module);
    text.lines()
        .filter(|l| !l.trim_start().starts_with("loc("))
        .map(|l| match l.find(" loc(") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn bitcode_lowers_like_its_text() {
    let mut files = vec![inputs().join("ops.ll"), inputs().join("convergence.ll")];
    files.push(clang_cl(&inputs().join("memory.cl"), "-O2"));
    for ll in files {
        let bc = unique(&format!("{}.bc", ll.file_stem().unwrap().to_string_lossy()));
        run(Command::new("llvm-as-22").arg(&ll).arg("-o").arg(&bc));
        for analysis in [false, true] {
            let from_text = lower(&ll, analysis);
            let from_bc = lower(&bc, analysis);
            assert_eq!(
                without_locations(&from_text),
                without_locations(&from_bc),
                "{}",
                ll.display()
            );
            // Bitcode has no .ll lines and these inputs no debug info.
            assert!(from_bc
                .module
                .functions
                .iter()
                .all(|f| f.loc.is_none() && f.ops.iter().all(|o| o.loc.is_none())));
            if analysis {
                let texts = |l: &frontend::Lowered| -> Vec<String> {
                    l.maps
                        .iter()
                        .flat_map(|m| m.blocks.iter().flat_map(|b| b.defs.iter().map(|d| d.text.clone())))
                        .collect()
                };
                assert_eq!(texts(&from_text), texts(&from_bc));
            }
        }
    }
}

/// With `-g`, op locations are the OpenCL source lines (clang's DILocations).
#[test]
fn debug_locations_point_into_the_opencl_source() {
    let src = inputs().join("basic.cl");
    let ll = unique("basic-g.ll");
    run(Command::new(CLANG)
        .args([
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-nogpulib",
            "-emit-llvm",
            "-S",
            "-O2",
            "-g",
        ])
        .arg(&src)
        .arg("-o")
        .arg(&ll));
    let source = std::fs::read_to_string(&src).unwrap();
    let store_line = source.lines().position(|l| l.contains("c[i] = a[i]")).unwrap() as u32 + 1;
    let lowered = lower(&ll, false);
    let f = lowered.module.function("vadd").unwrap();
    let stores: Vec<u32> = f
        .ops
        .iter()
        .filter(|o| o.opcode == mir::Opcode::Store)
        .filter_map(|o| o.loc.map(|l| l.line))
        .collect();
    assert_eq!(stores, vec![store_line]);
    let n = source.lines().count() as u32;
    for o in &f.ops {
        if let Some(l) = o.loc {
            assert!(l.line >= 1 && l.line <= n, "{:?} at {l:?}", o.opcode);
        }
    }
}

#[test]
fn stdin_name_is_used_in_messages() {
    let e = frontend::lower_bytes(
        "<stdin>",
        b"define void @f() {\n  %x = add i32 1\n}\n",
        &frontend::LowerOptions::compile(),
    )
    .err()
    .unwrap();
    assert!(e.to_string().starts_with("<stdin>:3:1: "), "{e}");
}
