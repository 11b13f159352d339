//! Analysis-mode lowering: every defined function, one MIR block per IR block, and an IR map
//! whose texts are exactly what opt-22's print<uniformity> prints for the same input.

mod common;
use common::*;
use std::path::{Path, PathBuf};

/// One function's section of opt's print<uniformity> output.
#[derive(Debug, Default)]
struct OptFunction {
    name: String,
    divergent_args: Vec<String>,
    /// (label, definitions, terminators), empty when opt says ALL VALUES UNIFORM.
    blocks: Vec<(String, Vec<String>, Vec<String>)>,
}

fn parse_opt(out: &str) -> Vec<OptFunction> {
    let mut funcs: Vec<OptFunction> = Vec::new();
    let mut section = "";
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix("UniformityInfo for function '") {
            funcs.push(OptFunction {
                name: rest.trim_end_matches("':").to_string(),
                ..Default::default()
            });
            section = "";
            continue;
        }
        let Some(f) = funcs.last_mut() else { continue };
        match line {
            "DIVERGENT ARGUMENTS:" => section = "args",
            _ if line.starts_with("CYCLES ") => section = "cycles",
            "DEFINITIONS" => section = "defs",
            "TERMINATORS" => section = "terms",
            "END BLOCK" | "" | "ALL VALUES UNIFORM" => section = "",
            _ if line.starts_with("BLOCK ") => {
                f.blocks
                    .push((line["BLOCK ".len()..].to_string(), Vec::new(), Vec::new()));
            }
            _ => {
                // "  DIVERGENT: " or 13 spaces, then the text as LLVM prints it (which
                // starts with two spaces); other lines continue a multi-line text (switch).
                let starts = line.starts_with("  DIVERGENT: ") || line.starts_with(&" ".repeat(15));
                let text = line.get(13..).unwrap_or("").to_string();
                let list = match section {
                    "args" => {
                        f.divergent_args
                            .push(line.trim_start().trim_start_matches("DIVERGENT: ").to_string());
                        continue;
                    }
                    "defs" => &mut f.blocks.last_mut().unwrap().1,
                    "terms" => &mut f.blocks.last_mut().unwrap().2,
                    _ => continue,
                };
                match list.last_mut() {
                    Some(last) if !starts => {
                        last.push('\n');
                        last.push_str(line);
                    }
                    _ => list.push(text),
                }
            }
        }
    }
    funcs
}

/// LLVM's own AMDGPU uniformity tests (the conformance suite kept in the repository).
fn conformance() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance/uniformity")
}

fn ll_files(dir: &std::path::Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p);
        }
    }
}

/// Inputs opt itself accepts (a few upstream tests use syntax or intrinsics newer than
/// LLVM 22; kcc must reject those too, since it uses LLVM 22's parser and verifier).
fn analysis_inputs() -> Vec<PathBuf> {
    let mut v = all_clang_outputs();
    ll_files(&inputs(), &mut v);
    let mut upstream = Vec::new();
    ll_files(&conformance(), &mut upstream);
    assert!(
        !upstream.is_empty(),
        "no conformance tests in {}",
        conformance().display()
    );
    for p in upstream {
        let ok = std::process::Command::new(OPT)
            .args(["-mtriple=amdgcn-amd-amdhsa", "-passes=verify", "-disable-output"])
            .arg(&p)
            .output()
            .is_ok_and(|o| o.status.success());
        if ok {
            v.push(p);
        } else {
            assert!(
                frontend::lower_file(p.to_str().unwrap(), &frontend::LowerOptions::analysis()).is_err(),
                "{}",
                p.display()
            );
        }
    }
    v.sort();
    v
}

#[test]
fn ir_texts_and_blocks_match_opt_print_uniformity() {
    let mut compared = 0;
    for ll in analysis_inputs() {
        let lowered = lower(&ll, true);
        verify_all(&lowered, &ll.display().to_string());
        let opt = parse_opt(&opt_uniformity(&ll));
        let names: Vec<&str> = lowered.module.functions.iter().map(|f| f.name.as_str()).collect();
        let opt_names: Vec<&str> = opt.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, opt_names, "{}", ll.display());
        for ((f, map), o) in lowered.module.functions.iter().zip(&lowered.maps).zip(&opt) {
            let what = format!("{} @{}", ll.display(), f.name);
            assert_eq!(f.blocks.len(), map.blocks.len(), "{what}");
            let arg_texts: Vec<&str> = map.args.iter().map(|a| a.text.as_str()).collect();
            for a in &o.divergent_args {
                assert!(
                    arg_texts.contains(&a.as_str()),
                    "{what}: opt's argument {a} not in {arg_texts:?}"
                );
            }
            if o.blocks.is_empty() {
                continue; // ALL VALUES UNIFORM: opt prints no instructions
            }
            assert_eq!(o.blocks.len(), map.blocks.len(), "{what}");
            for (i, ((label, defs, terms), mb)) in o.blocks.iter().zip(&map.blocks).enumerate() {
                assert_eq!(&mb.label, label, "{what}");
                assert_eq!(f.blocks[i].name.as_deref(), Some(label.as_str()), "{what}");
                let mine: Vec<&str> = mb.defs.iter().map(|d| d.text.as_str()).collect();
                assert_eq!(
                    mine,
                    defs.iter().map(|s| s.as_str()).collect::<Vec<_>>(),
                    "{what} block {label}"
                );
                let (text, op) = mb
                    .terminator
                    .as_ref()
                    .unwrap_or_else(|| panic!("{what}: no terminator"));
                assert_eq!(
                    vec![text.as_str()],
                    terms.iter().map(|s| s.as_str()).collect::<Vec<_>>(),
                    "{what}"
                );
                // The terminator op sits at the end of the MIR block of the same index.
                assert_eq!(f.blocks[i].ops.last(), Some(op), "{what} block {label}");
                compared += 1;
            }
        }
    }
    assert!(compared > 20, "only {compared} blocks compared");
}

/// Every IR instruction with a result maps to MIR values; results without values are only
/// the void ones (stores, void calls), which map to an op.
#[test]
fn every_instruction_maps_to_values_or_an_op() {
    for ll in analysis_inputs() {
        let lowered = lower(&ll, true);
        for (f, map) in lowered.module.functions.iter().zip(&lowered.maps) {
            for b in &map.blocks {
                for d in &b.defs {
                    assert!(
                        !d.values.is_empty() || d.op.is_some(),
                        "{} @{}: {}",
                        ll.display(),
                        f.name,
                        d.text
                    );
                    let void = !d.text.trim_start().starts_with('%');
                    assert_eq!(d.values.is_empty(), void, "{} @{}: {}", ll.display(), f.name, d.text);
                }
            }
        }
    }
}

#[test]
fn non_kernels_are_device_functions_with_inreg_uniform_args() {
    let text = "define void @f(i32 %a, i32 inreg %b) {\n  %c = add i32 %a, %b\n  ret void\n}\n\
                define amdgpu_kernel void @k(i32 %x) {\n  ret void\n}\n";
    let lowered = lower_text(text, true).unwrap();
    let f = &lowered.module.functions[0];
    assert_eq!(f.kind, mir::FunctionKind::Device);
    assert_eq!(f.args.iter().map(|a| a.uniform).collect::<Vec<_>>(), vec![false, true]);
    assert_eq!(lowered.maps[0].args.len(), 2);
    assert_eq!(lowered.module.functions[1].kind, mir::FunctionKind::Kernel);
}
