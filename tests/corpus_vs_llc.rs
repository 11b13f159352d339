//! kcc checked by execution against LLVM on the corpus: each kernel (OpenCL C through clang-22)
//! is compiled by llc-22 and run on the runtime's emulator; the same inputs then go through
//!
//! - kcc's frontend, run in the MIR reference interpreter (checks the frontend), and
//! - kcc's code objects, with and without uniformity, run on the emulator (checks the backend).
//!
//! Every buffer must come out the same (floats within a few ulps: llc may or may not fuse
//! multiply-adds). Kernels with cross-lane operations run in the interpreter's wave mode,
//! following the backend's reconvergence schedule and keeping uniform values once per wave.
//! Kernels the backend cannot compile yet are listed, not failed; what it compiles must agree.

use backend::schedule::Schedule;
use mir::interp::{run_kernel, run_kernel_waves, Arg as MirArg, Dispatch, WaveOptions};
use mir::uniformity::{Options, UniformityInfo};
use runtime::{Arg as RtArg, Device, Launch};
use std::path::{Path, PathBuf};
use std::process::Command;

/// How a buffer's elements are compared.
#[derive(Clone, Copy, Debug)]
enum Elem {
    Int(usize),
    F16,
    F32,
    /// f32 holding whole numbers (sums are exact in any order).
    WholeF32,
    F64,
}

#[derive(Clone, Debug)]
enum Input {
    /// A buffer of `len` elements with random integers in `lo..hi` (or random floats).
    Buffer { elem: Elem, len: usize, lo: i64, hi: i64 },
    I32(i32),
    F32(f32),
}

struct Case {
    kernel: &'static str,
    args: Vec<Input>,
    grid: [u32; 3],
    block: [u32; 3],
    /// Needs the wave mode (ballot, readfirstlane, bpermute, reductions).
    waves: bool,
}

fn buf(elem: Elem, len: usize, lo: i64, hi: i64) -> Input {
    Input::Buffer { elem, len, lo, hi }
}

fn cases() -> Vec<Case> {
    use Elem::*;
    let i32s = |len, lo, hi| buf(Int(4), len, lo, hi);
    let one = |kernel, args, n: u32, b: u32| Case { kernel, args, grid: [n, 1, 1], block: [b, 1, 1], waves: false };
    vec![
        one("vec_add", vec![i32s(1024, 0, 0), i32s(1024, -1 << 30, 1 << 30), i32s(1024, -1 << 30, 1 << 30), Input::I32(1000)], 1024, 64),
        one("saxpy", vec![buf(F32, 512, -10, 10), buf(F32, 512, -10, 10), Input::F32(2.5)], 512, 128),
        one("divergent_if", vec![i32s(256, 0, 0), i32s(256, -1000, 1000)], 256, 64),
        one("collatz", vec![i32s(300, 0, 0), i32s(300, 1, 3000)], 300, 100),
        one("nested_break", vec![i32s(256, 0, 0), i32s(256, 0, 1 << 20)], 256, 64),
        one("switch_case", vec![i32s(256, 0, 0), i32s(256, -20, 20)], 256, 64),
        one("lds_reverse", vec![i32s(1024, 0, 0), i32s(1024, -1 << 20, 1 << 20)], 1024, 256),
        one("lds_reduce", vec![i32s(8, 0, 0), i32s(2048, -1000, 1000)], 2048, 256),
        Case { kernel: "transpose", args: vec![i32s(48 * 32, 0, 0), i32s(48 * 32, -1000, 1000), Input::I32(48), Input::I32(32)], grid: [48, 32, 1], block: [16, 16, 1], waves: false },
        one("histogram", vec![i32s(17, 0, 0), i32s(1000, 0, 1 << 20)], 1000, 100),
        one("float_atomics", vec![buf(WholeF32, 8, 0, 0), buf(WholeF32, 512, -100, 100)], 512, 128),
        one("local_atomics", vec![i32s(512 / 128 + 2, 0, 0), i32s(512, -100, 100)], 512, 128),
        one("int64_math", vec![buf(Int(8), 256 * 8, 0, 0), buf(Int(8), 256, -1 << 40, 1 << 40), buf(Int(8), 256, 1, 1 << 20)], 256, 64),
        one("int_div", vec![i32s(256 * 4, 0, 0), i32s(256, -1 << 30, 1 << 30), i32s(256, 1, 1000)], 256, 64),
        one("double_math", vec![buf(F64, 256 * 8, 0, 0), buf(F64, 256, 1, 100), buf(F64, 256, 1, 100)], 256, 64),
        one("const_table", vec![i32s(200, 0, 0), i32s(200, 0, 1000)], 200, 50),
        Case { kernel: "matmul", args: vec![i32s(24 * 24, 0, 0), i32s(24 * 24, -100, 100), i32s(24 * 24, -100, 100), Input::I32(20)], grid: [24, 24, 1], block: [8, 8, 1], waves: false },
        Case { kernel: "ids3d", args: vec![i32s(8 * 6 * 4 * 4, 0, 0)], grid: [8, 6, 4], block: [4, 2, 2], waves: false },
        one("bytes_shorts", vec![buf(Int(2), 300, 0, 0), buf(Int(1), 300, 0, 0), buf(Int(1), 300, -128, 128), buf(Int(2), 300, -30000, 30000)], 300, 100),
        one("private_array", vec![i32s(256, 0, 0), i32s(256, -1000, 1000)], 256, 64),
        one("spill", vec![i32s(256, 0, 0), i32s(256, -1000, 1000), Input::I32(3)], 256, 64),
        one("scan", vec![i32s(1024, 0, 0), i32s(1024, -1000, 1000)], 1024, 256),
        one("calls", vec![i32s(256, 0, 0), i32s(256, -1000, 1000)], 256, 64),
        one("float_math", vec![buf(F32, 256, 0, 0), buf(F32, 256, -100, 100), buf(F32, 256, 1, 50)], 256, 64),
        one("half_math", vec![buf(F16, 512, 0, 0), buf(F16, 256, -100, 100), buf(F16, 256, -100, 100), buf(F32, 256, -1000, 1000)], 256, 64),
        Case { kernel: "wave_ops", args: vec![i32s(256 * 8, 0, 0), i32s(256, -1000, 1000)], grid: [256, 1, 1], block: [128, 1, 1], waves: true },
        Case { kernel: "wave_reduce", args: vec![i32s(256 * 8, 0, 0), i32s(256, -1000, 1000)], grid: [256, 1, 1], block: [256, 1, 1], waves: true },
        Case { kernel: "wave_builtins", args: vec![i32s(256 * 8, 0, 0), i32s(256, -1000, 1000), buf(Int(8), 256, 0, 0)], grid: [200, 1, 1], block: [100, 1, 1], waves: true },
    ]
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn run_tool(cmd: &mut Command) {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(out.status.success(), "{cmd:?}\n{}", String::from_utf8_lossy(&out.stderr));
}

/// clang-22 → `.ll` and llc-22 → `.o` in a scratch folder; returns both paths.
fn build(kernel: &str) -> (PathBuf, PathBuf) {
    let dir = root().join("target").join("frontend-vs-llc");
    std::fs::create_dir_all(&dir).unwrap();
    let (ll, obj) = (dir.join(format!("{kernel}.ll")), dir.join(format!("{kernel}.o")));
    let src = root().join("tests/kernels").join(format!("{kernel}.cl"));
    run_tool(Command::new("/usr/lib/llvm-22/bin/clang").args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=gfx900", "-nogpulib", "-O2", "-include"]).arg(root().join("tests/kernels/kcc_builtins.h")).args(["-emit-llvm", "-S"]).arg(&src).arg("-o").arg(&ll));
    run_tool(Command::new("/usr/lib/llvm-22/bin/llc").args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"]).arg(&ll).arg("-o").arg(&obj));
    (ll, obj)
}

/// Deterministic pseudo-random bytes for an input buffer.
fn fill(elem: Elem, len: usize, lo: i64, hi: i64, seed: u64) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::new();
    for _ in 0..len {
        let span = (hi - lo).max(0) as u64;
        let v = if span == 0 { lo } else { lo + (next() % span) as i64 };
        match elem {
            Elem::Int(size) => out.extend_from_slice(&v.to_le_bytes()[..size]),
            Elem::F16 => out.extend_from_slice(&f32_to_f16(v as f32 + (next() % 1000) as f32 / 1000.0).to_le_bytes()),
            Elem::F32 => out.extend_from_slice(&(v as f32 + (next() % 1000) as f32 / 1000.0).to_le_bytes()),
            Elem::WholeF32 => out.extend_from_slice(&(v as f32).to_le_bytes()),
            Elem::F64 => out.extend_from_slice(&(v as f64 + (next() % 1000) as f64 / 1000.0).to_le_bytes()),
        }
    }
    out
}

fn same(elem: Elem, a: &[u8], b: &[u8]) -> Result<(), String> {
    let close = |x: f64, y: f64, eps: f64| x == y || (x.is_nan() && y.is_nan()) || (x - y).abs() <= eps * x.abs().max(y.abs()).max(1e-30);
    let width = match elem {
        Elem::Int(s) => s,
        Elem::F16 => 2,
        Elem::F32 | Elem::WholeF32 => 4,
        Elem::F64 => 8,
    };
    for (i, (x, y)) in a.chunks(width).zip(b.chunks(width)).enumerate() {
        let ok = match elem {
            Elem::Int(_) => x == y,
            Elem::F16 => close(f16_to_f32(u16::from_le_bytes(x.try_into().unwrap())) as f64, f16_to_f32(u16::from_le_bytes(y.try_into().unwrap())) as f64, 4.0 / 1024.0),
            Elem::F32 | Elem::WholeF32 => close(f32::from_le_bytes(x.try_into().unwrap()) as f64, f32::from_le_bytes(y.try_into().unwrap()) as f64, 4.0 * f32::EPSILON as f64),
            Elem::F64 => close(f64::from_le_bytes(x.try_into().unwrap()), f64::from_le_bytes(y.try_into().unwrap()), 4.0 * f64::EPSILON),
        };
        if !ok {
            return Err(format!("element {i}: llc {x:?}, kcc {y:?}"));
        }
    }
    Ok(())
}

fn f16_to_f32(h: u16) -> f32 {
    runtime::wave::half_to_f32(h)
}

fn f32_to_f16(x: f32) -> u16 {
    runtime::wave::f32_to_half(x)
}

/// MIR text round-trips (parse ∘ print is the identity) and the parsed MIR verifies.
fn assert_round_trips(module: &mir::Module, what: &str) {
    let text = mir::text::print_module(module);
    let parsed = mir::text::parse_module(&text).unwrap_or_else(|e| panic!("{what}: printed MIR does not parse: {e}"));
    assert_eq!(mir::text::print_module(&parsed), text, "{what}: MIR text does not round-trip");
    mir::verify::verify_module(&parsed).unwrap_or_else(|e| panic!("{what}: {e}"));
}

#[test]
fn kcc_computes_what_llc_computes() {
    let mut failures = Vec::new();
    let mut unsupported = Vec::new();
    let mut compiled = 0;
    for (n, case) in cases().into_iter().enumerate() {
        let (ll, obj) = build(case.kernel);
        let inputs: Vec<Option<Vec<u8>>> = case
            .args
            .iter()
            .enumerate()
            .map(|(k, a)| match a {
                Input::Buffer { elem, len, lo, hi } => Some(fill(*elem, *len, *lo, *hi, (n * 16 + k) as u64 + 1)),
                _ => None,
            })
            .collect();
        // llc's code on the emulator.
        let dev = Device::new();
        let llc_module = dev.load(&std::fs::read(&obj).unwrap()).unwrap();
        let mut buffers = Vec::new();
        let rt_args: Vec<RtArg> = case
            .args
            .iter()
            .zip(&inputs)
            .map(|(a, bytes)| match a {
                Input::Buffer { .. } => {
                    let b = dev.alloc(bytes.as_ref().unwrap());
                    buffers.push(b.clone());
                    RtArg::Buffer(b)
                }
                Input::I32(v) => RtArg::I32(*v),
                Input::F32(v) => RtArg::F32(*v),
            })
            .collect();
        dev.launch(&llc_module, case.kernel, &rt_args, &Launch::new(case.grid, case.block)).unwrap_or_else(|e| panic!("{}: llc's code: {e}", case.kernel));
        let llc_out: Vec<Vec<u8>> = buffers.iter().map(|b| dev.read(b)).collect();
        // kcc's MIR in the interpreter.
        let lowered = frontend::lower_file(ll.to_str().unwrap(), &frontend::LowerOptions::compile()).unwrap_or_else(|e| panic!("{}: {e}", case.kernel));
        let elems: Vec<Elem> = case.args.iter().filter_map(|a| match a {
            Input::Buffer { elem, .. } => Some(*elem),
            _ => None,
        }).collect();
        assert_round_trips(&lowered.module, case.kernel);
        // kcc's code objects on the emulator.
        for no_uniformity in [false, true] {
            let mut module = lowered.module.clone();
            let result = backend::compile_module(&mut module, no_uniformity);
            assert_round_trips(&module, &format!("{} after the MIR passes", case.kernel));
            let object = match result {
                Ok(o) => o,
                Err(e) if e.contains("cannot generate code") || e.contains("not supported yet") || e.contains("register allocation is not done yet") => {
                    if !no_uniformity {
                        unsupported.push(format!("{}: {e}", case.kernel));
                    }
                    continue;
                }
                Err(e) => {
                    failures.push(format!("{} (no_uniformity={no_uniformity}): {e}", case.kernel));
                    continue;
                }
            };
            compiled += 1;
            let kernel = dev.load(&object).unwrap_or_else(|e| panic!("{}: kcc's object does not load: {e}", case.kernel));
            let mut outs = Vec::new();
            let args: Vec<RtArg> = case.args.iter().zip(&inputs).map(|(a, bytes)| match a {
                Input::Buffer { .. } => {
                    let b = dev.alloc(bytes.as_ref().unwrap());
                    outs.push(b);
                    RtArg::Buffer(b)
                }
                Input::I32(v) => RtArg::I32(*v),
                Input::F32(v) => RtArg::F32(*v),
            }).collect();
            if let Err(e) = dev.launch(&kernel, case.kernel, &args, &Launch::new(case.grid, case.block)) {
                failures.push(format!("{} (no_uniformity={no_uniformity}): kcc's code: {e}", case.kernel));
                continue;
            }
            for (k, ((l, b), elem)) in llc_out.iter().zip(&outs).zip(&elems).enumerate() {
                if let Err(e) = same(*elem, l, &dev.read(b)) {
                    failures.push(format!("{} (no_uniformity={no_uniformity}): buffer {k}: {e}", case.kernel));
                }
            }
        }
        let mut mir_args: Vec<MirArg> = case
            .args
            .iter()
            .zip(&inputs)
            .map(|(a, bytes)| match a {
                Input::Buffer { .. } => MirArg::Buffer(bytes.clone().unwrap()),
                Input::I32(v) => MirArg::Bytes(v.to_le_bytes().to_vec()),
                Input::F32(v) => MirArg::Bytes(v.to_le_bytes().to_vec()),
            })
            .collect();
        let dispatch = Dispatch { grid: case.grid, block: case.block };
        let result = if case.waves {
            let f = lowered.module.function(case.kernel).expect("kernel lowered");
            let ui = UniformityInfo::compute(f, &Options::default());
            let schedule = Schedule::compute(f);
            let options = WaveOptions { wave_size: 64, policy: &schedule, uniform_at: &|v, b| !ui.is_divergent_at(f, v, b), uniform: &|v| ui.is_uniform(v) };
            run_kernel_waves(&lowered.module, case.kernel, &dispatch, &mut mir_args, 100_000_000, &options)
        } else {
            run_kernel(&lowered.module, case.kernel, &dispatch, &mut mir_args, 100_000_000)
        };
        if let Err(e) = result {
            failures.push(format!("{}: interpreter: {e}", case.kernel));
            continue;
        }
        let kcc_out: Vec<Vec<u8>> = mir_args.iter().filter_map(|a| match a {
            MirArg::Buffer(b) => Some(b.clone()),
            MirArg::Bytes(_) => None,
        }).collect();
        for (k, ((l, c), elem)) in llc_out.iter().zip(&kcc_out).zip(elems.iter().copied()).enumerate() {
            if let Err(e) = same(elem, l, c) {
                failures.push(format!("{}: buffer {k}: {e}", case.kernel));
            }
        }
    }
    println!("kcc compiled {compiled} kernel variants; not yet supported by the backend:\n  {}", unsupported.join("\n  "));
    assert!(failures.is_empty(), "{} kernels differ:\n{}", failures.len(), failures.join("\n"));
    assert!(compiled >= 2, "the backend compiled no corpus kernel");
}
