//! Helpers shared by the frontend's integration tests: running LLVM 22's tools (the
//! oracles) and reading their output.
#![allow(dead_code)]

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

pub const CLANG: &str = "clang-22";
pub const OPT: &str = "opt-22";
pub const LLC: &str = "llc-22";

/// `tests/Inputs/frontend` in the workspace.
pub fn inputs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/Inputs/frontend")
}

/// A scratch directory for this test process (under cargo's per-target temporary folder).
pub fn scratch() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("frontend-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// A fresh path in the scratch directory (tests run in parallel threads, so two tests
/// never share a generated file).
pub fn unique(name: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    scratch().join(format!("{n}-{name}"))
}

pub fn run(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut s = String::from_utf8_lossy(&out.stdout).into_owned();
    s.push_str(&String::from_utf8_lossy(&out.stderr));
    s
}

/// The `.cl` inputs in tests/Inputs/frontend.
pub fn cl_inputs() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(inputs())
        .expect("inputs dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    v.sort();
    v
}

/// OpenCL C to LLVM IR with clang-22, as the lit tests do; `-O0` output then goes through
/// `opt -passes=mem2reg`. Returns the path of the `.ll` file.
pub fn clang_cl(src: &Path, opt: &str) -> PathBuf {
    let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
    let out = unique(&format!("{stem}{opt}.ll"));
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
            opt,
        ])
        .arg(src)
        .arg("-o")
        .arg(&out));
    if opt == "-O0" {
        let m2r = unique(&format!("{stem}-O0-mem2reg.ll"));
        run(Command::new(OPT)
            .args(["-S", "-passes=mem2reg"])
            .arg(&out)
            .arg("-o")
            .arg(&m2r));
        return m2r;
    }
    out
}

/// HIP device code to LLVM IR (no HIP headers or device library); -O0 output then goes
/// through mem2reg.
pub fn clang_hip(src: &Path, opt: &str) -> PathBuf {
    let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
    let out = unique(&format!("{stem}-hip{opt}.ll"));
    run(Command::new(CLANG)
        .args([
            "-x",
            "hip",
            "--offload-arch=gfx900",
            "--cuda-device-only",
            "-nogpulib",
            "-nogpuinc",
            "-emit-llvm",
            "-S",
            opt,
        ])
        .arg(src)
        .arg("-o")
        .arg(&out));
    if opt == "-O0" {
        let m2r = unique(&format!("{stem}-hip-O0-mem2reg.ll"));
        run(Command::new(OPT)
            .args(["-S", "-passes=mem2reg"])
            .arg(&out)
            .arg("-o")
            .arg(&m2r));
        return m2r;
    }
    out
}

/// Every clang output the tests use: each OpenCL and HIP input at -O2 and at -O0 + mem2reg.
pub fn all_clang_outputs() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for src in cl_inputs() {
        v.push(clang_cl(&src, "-O2"));
        v.push(clang_cl(&src, "-O0"));
    }
    let mut hip: Vec<PathBuf> = std::fs::read_dir(inputs())
        .expect("inputs dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "hip"))
        .collect();
    hip.sort();
    for src in hip {
        v.push(clang_hip(&src, "-O2"));
        v.push(clang_hip(&src, "-O0"));
    }
    let mut mlir: Vec<PathBuf> = std::fs::read_dir(inputs())
        .expect("inputs dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    mlir.sort();
    // MLIR's tools come in Debian's mlir-22-tools, which not every machine has.
    if Path::new(MLIR_OPT).exists() {
        v.extend(mlir.iter().map(|m| mlir_to_ll(m)));
    } else {
        eprintln!("note: {MLIR_OPT} not installed; MLIR inputs skipped");
    }
    v
}

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// An MLIR GPU module to LLVM IR the way MLIR's ROCDL path produces it: convert-gpu-to-rocdl,
/// then the GPU module's body (with its data layout and the AMDGPU triple) through
/// mlir-translate.
pub fn mlir_to_ll(src: &Path) -> PathBuf {
    let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
    let rocdl = unique(&format!("{stem}.rocdl.mlir"));
    run(Command::new(MLIR_OPT)
        .arg(src)
        .arg("--pass-pipeline=builtin.module(convert-scf-to-cf,gpu.module(convert-gpu-to-rocdl{chipset=gfx900}),reconcile-unrealized-casts)")
        .arg("-o")
        .arg(&rocdl));
    // Unwrap `module { gpu.module @m [...] attributes {llvm.data_layout = ...} { BODY } }`.
    let text = std::fs::read_to_string(&rocdl).unwrap();
    let start = text.find("gpu.module").expect("a gpu.module");
    let header_end = start + text[start..].find("{llvm.data_layout").expect("data layout");
    let dl_end = header_end + text[header_end..].find('}').unwrap();
    let data_layout = &text[header_end + 1..dl_end];
    let body_start = dl_end + text[dl_end..].find('{').unwrap() + 1;
    let body_end = text[..text.trim_end().rfind('}').unwrap()].rfind('}').unwrap();
    let module = format!(
        "module attributes {{{data_layout}, llvm.target_triple = \"amdgcn-amd-amdhsa\"}} {{{}}}\n",
        &text[body_start..body_end]
    );
    let llvm_dialect = unique(&format!("{stem}.llvm.mlir"));
    std::fs::write(&llvm_dialect, module).unwrap();
    let out = unique(&format!("{stem}-mlir.ll"));
    run(Command::new("/usr/lib/llvm-22/bin/mlir-translate")
        .arg("--mlir-to-llvmir")
        .arg(&llvm_dialect)
        .arg("-o")
        .arg(&out));
    out
}

/// One kernel argument as llc's `.amdhsa.kernels` metadata lists it.
#[derive(Debug, Clone, Default)]
pub struct LlcArg {
    pub offset: u32,
    pub size: u32,
    pub value_kind: String,
}

/// Kernel name -> its arguments (explicit and hidden), from llc-22's assembly output.
pub fn llc_kernel_args(ll: &Path) -> HashMap<String, Vec<LlcArg>> {
    let asm = run(Command::new(LLC)
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-o", "-"])
        .arg(ll));
    let mut kernels = HashMap::new();
    let mut in_meta = false;
    let mut args: Vec<LlcArg> = Vec::new();
    for line in asm.lines() {
        if line.starts_with("amdhsa.kernels:") {
            in_meta = true;
            continue;
        }
        if !in_meta {
            continue;
        }
        if !line.starts_with(' ') {
            break; // the next top-level key
        }
        if line.starts_with("  - ") {
            args.clear();
        }
        let field = line.trim_start().trim_start_matches("- ");
        let Some((key, value)) = field.split_once(':') else {
            continue;
        };
        let value = value.trim().to_string();
        let indent = line.len() - line.trim_start().len();
        if line.trim_start().starts_with("- .") && indent == 6 {
            args.push(LlcArg::default());
        }
        match (key, indent) {
            (".name", 4) => {
                kernels.insert(value, std::mem::take(&mut args));
            }
            (".offset", _) if indent >= 6 => args.last_mut().unwrap().offset = value.parse().unwrap(),
            (".size", _) if indent >= 6 => args.last_mut().unwrap().size = value.parse().unwrap(),
            (".value_kind", _) if indent >= 6 => args.last_mut().unwrap().value_kind = value,
            _ => {}
        }
    }
    kernels
}

/// Names of the `amdgpu_kernel` functions defined in IR text.
pub fn kernel_names(ll_text: &str) -> Vec<String> {
    ll_text
        .lines()
        .filter(|l| l.starts_with("define ") && l.contains("amdgpu_kernel"))
        .filter_map(|l| {
            let at = l.find('@')?;
            let rest = &l[at + 1..];
            Some(rest[..rest.find('(')?].to_string())
        })
        .collect()
}

/// opt-22's print<uniformity> output for an IR file.
pub fn opt_uniformity(ll: &Path) -> String {
    run(Command::new(OPT)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-passes=print<uniformity>",
            "-disable-output",
        ])
        .arg(ll))
}

pub fn lower(path: &Path, analysis: bool) -> frontend::Lowered {
    let options = if analysis {
        frontend::LowerOptions::analysis()
    } else {
        frontend::LowerOptions::compile()
    };
    match frontend::lower_file(path.to_str().unwrap(), &options) {
        Ok(l) => l,
        Err(e) => panic!("lowering {} failed: {e}", path.display()),
    }
}

pub fn verify_all(lowered: &frontend::Lowered, what: &str) {
    for f in &lowered.module.functions {
        if let Err(e) = mir::verify::verify_function(f) {
            panic!("{what}: {e}\n{}", mir::text::print_function(f));
        }
    }
}

pub fn lower_text(text: &str, analysis: bool) -> Result<frontend::Lowered, frontend::FrontendError> {
    let options = if analysis {
        frontend::LowerOptions::analysis()
    } else {
        frontend::LowerOptions::compile()
    };
    frontend::lower_bytes("test.ll", text.as_bytes(), &options)
}
