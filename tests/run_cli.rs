//! `kcc run` (the binary) on llc-22's code:
//!
//! - every kind of kernel argument reaches the kernel: a kernel stores each argument's bytes
//!   to a buffer, and the buffer must hold the values given on the command line, encoded here
//!   independently (Rust's own little-endian encodings and IEEE half constants);
//! - bad `--arg`s are clear errors, never panics;
//! - a racy kernel (every work-item storing to one address, float sums by compare-and-swap in
//!   whatever order work-items get there) gives the same output and counts on every run.

mod support {
    pub mod corpus;
}
use std::path::{Path, PathBuf};
use std::process::Command;
use support::corpus::{llc, llvm_tool};

fn scratch(tag: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("run-cli").join(tag);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// OpenCL C source -> llc-22's object (clang-22 to IR with the corpus's built-ins, then llc).
fn llc_object(dir: &Path, name: &str, src: &str) -> PathBuf {
    let cl = dir.join(format!("{name}.cl"));
    let ll = dir.join(format!("{name}.ll"));
    let obj = dir.join(format!("{name}.o"));
    std::fs::write(&cl, src).unwrap();
    let builtins = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/kcc_builtins.h");
    let out = Command::new(llvm_tool("clang"))
        .args([
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
        ])
        .args(["-nogpulib", "-O2", "-emit-llvm", "-S", "-include"])
        .arg(&builtins)
        .arg(&cl)
        .arg("-o")
        .arg(&ll)
        .output()
        .expect("clang-22 runs");
    assert!(out.status.success(), "clang: {}", String::from_utf8_lossy(&out.stderr));
    llc(&ll, &obj).unwrap_or_else(|e| panic!("{e}"));
    obj
}

/// Runs `kcc run OBJ ARGS...`; returns (success, stdout, stderr).
fn kcc_run(obj: &Path, args: &[String]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_kcc"))
        .arg("run")
        .arg(obj)
        .args(args)
        .output()
        .expect("kcc runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

const ARGS_KERNEL: &str = r#"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef struct { int a; char b; double c; short2 d; } S;
#define PUT(T, off, v) (*(global T *)(out + (off)) = (v))
kernel void all_args(global uchar *out, global const int *in, char c, uchar uc, short s,
                     ushort us, int i, uint u, long l, ulong ul, half h, float f, double d,
                     float4 f4, int2 i2, float3 f3, S st, local int *lp, uchar16 v16) {
    PUT(char, 0, c);
    PUT(uchar, 1, uc);
    PUT(short, 2, s);
    PUT(ushort, 4, us);
    PUT(int, 8, i);
    PUT(uint, 12, u);
    PUT(long, 16, l);
    PUT(ulong, 24, ul);
    PUT(half, 32, h);
    PUT(float, 36, f);
    PUT(double, 40, d);
    PUT(float4, 48, f4);
    PUT(int2, 64, i2);
    PUT(float, 72, f3.x);
    PUT(float, 76, f3.y);
    PUT(float, 80, f3.z);
    PUT(int, 84, st.a);
    PUT(char, 88, st.b);
    PUT(double, 96, st.c);
    PUT(short2, 104, st.d);
    PUT(uchar16, 112, v16);
    // The global and local pointers: in[] goes through LDS to out.
    uint k = get_local_id(0);
    lp[k] = in[k] * 3;
    barrier(CLK_LOCAL_MEM_FENCE);
    PUT(int, 128 + 4 * k, lp[7 - k]);
}
"#;

#[test]
fn every_argument_type_reaches_the_kernel() {
    let d = scratch("args");
    let obj = llc_object(&d, "all_args", ARGS_KERNEL);
    let input: Vec<i32> = vec![5, -6, 7, 100, -1000, 0, 1 << 20, 42];
    let input_bytes: Vec<u8> = input.iter().flat_map(|v| v.to_le_bytes()).collect();
    std::fs::write(d.join("in.bin"), &input_bytes).unwrap();
    let out_dir = d.join("out");
    let mut args = strings(&["--kernel", "all_args", "--grid", "8", "--block", "8", "--out-dir"]);
    args.push(out_dir.to_string_lossy().into_owned());
    let values = [
        "zeros:160".to_string(),
        format!("buf:{}", d.join("in.bin").display()),
        "i8:-3".into(),
        "u8:0xfe".into(),
        "i16:-30000".into(),
        "u16:65535".into(),
        "i32:-2000000000".into(),
        "u32:4000000000".into(),
        "i64:-9000000000000000000".into(),
        "u64:0x8000000000000001".into(),
        "f16:-2.25".into(),
        "f32:0.1".into(),
        "f64:-1e300".into(),
        "f32x4:1.5,-2,3e10,-0".into(),
        "i32x2:7,-8".into(),
        "f32x3:0.25,0.5,0.75".into(),
        "struct:i32:-77;i8:65;f64:2.5;i16x2:-1,300".into(),
        "local:32".into(),
        "u8x16:0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,255".into(),
    ];
    for v in &values {
        args.push("--arg".into());
        args.push(v.clone());
    }
    let (ok, _, err) = kcc_run(&obj, &args);
    assert!(ok, "kcc run failed: {err}");
    let got = std::fs::read(out_dir.join("arg0.bin")).unwrap();
    // The oracle: each value encoded by Rust, at the offsets the kernel stores to.
    let mut want = vec![0u8; 160];
    let mut put = |off: usize, b: &[u8]| want[off..off + b.len()].copy_from_slice(b);
    put(0, &(-3i8).to_le_bytes());
    put(1, &[0xfe]);
    put(2, &(-30000i16).to_le_bytes());
    put(4, &u16::MAX.to_le_bytes());
    put(8, &(-2_000_000_000i32).to_le_bytes());
    put(12, &4_000_000_000u32.to_le_bytes());
    put(16, &(-9_000_000_000_000_000_000i64).to_le_bytes());
    put(24, &0x8000_0000_0000_0001u64.to_le_bytes());
    put(32, &0xc080u16.to_le_bytes()); // -2.25 in IEEE half: sign, exponent 16, mantissa 0x080
    put(36, &0.1f32.to_le_bytes());
    put(40, &(-1e300f64).to_le_bytes());
    for (k, x) in [1.5f32, -2.0, 3e10, -0.0].iter().enumerate() {
        put(48 + 4 * k, &x.to_le_bytes());
    }
    put(64, &7i32.to_le_bytes());
    put(68, &(-8i32).to_le_bytes());
    for (k, x) in [0.25f32, 0.5, 0.75].iter().enumerate() {
        put(72 + 4 * k, &x.to_le_bytes());
    }
    put(84, &(-77i32).to_le_bytes());
    put(88, b"A");
    put(96, &2.5f64.to_le_bytes());
    put(104, &(-1i16).to_le_bytes());
    put(106, &300i16.to_le_bytes());
    put(112, &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255]);
    for k in 0..8 {
        put(128 + 4 * k, &(input[7 - k] * 3).to_le_bytes());
    }
    for (off, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "byte {off} of the output: {got:?}\nwant {want:?}");
    }
    assert_eq!(got.len(), want.len());
    // The input buffer is written back unchanged.
    assert_eq!(std::fs::read(out_dir.join("arg1.bin")).unwrap(), input_bytes);
}

#[test]
fn bad_arguments_are_clear_errors() {
    let d = scratch("bad-args");
    let obj = llc_object(&d, "all_args", ARGS_KERNEL);
    let fixed = strings(&["--kernel", "all_args", "--grid", "8", "--block", "8"]);
    let good = [
        "zeros:160",
        "zeros:32",
        "i8:1",
        "u8:1",
        "i16:1",
        "u16:1",
        "i32:1",
        "u32:1",
        "i64:1",
        "u64:1",
        "f16:1",
        "f32:1",
        "f64:1",
        "f32x4:1,2,3,4",
        "i32x2:1,2",
        "f32x3:1,2,3",
        "struct:i32:1;i8:2;f64:3;i16x2:4,5",
        "local:32",
        "bytes:000102030405060708090a0b0c0d0e0f",
    ];
    let with = |k: usize, v: &str| {
        let mut a = fixed.clone();
        for (n, g) in good.iter().enumerate() {
            a.push("--arg".into());
            a.push(if n == k { v.to_string() } else { g.to_string() });
        }
        a
    };
    let (ok, _, err) = kcc_run(&obj, &with(99, ""));
    assert!(ok, "the good arguments run: {err}");
    for (k, v, want) in [
        (2, "i8:200", "not a valid i8"),
        (3, "u8:-1", "not a valid u8"),
        (6, "i32:7x", "not a valid i32"),
        (6, "i16:7", "another type"),
        (11, "i32:1", "another type"),
        (13, "f32x4:1,2,3", "3 values for 4 lanes"),
        (13, "i32x4:1,2,3,4", "another type"),
        (13, "f32x5:1,2,3,4,5", "unknown type `f32x5`"),
        (16, "struct:i32:1;i8:2", "is given 8 bytes"),
        (16, "struct:i32", "not TYPE:VALUE"),
        (0, "i32:1", "is a pointer"),
        (1, "buf:/nonexistent/in.bin", "cannot read /nonexistent/in.bin"),
        (2, "zeros:4", "passed by value"),
        (17, "i32:4", "__local pointer"),
        (18, "bytes:0g", "hex digits"),
        (18, "bytes:00", "is given 1 bytes"),
        (4, "q16:1", "unknown type `q16`"),
        (4, "16", "expected TYPE:VALUE"),
    ] {
        let (ok, _, err) = kcc_run(&obj, &with(k, v));
        assert!(!ok, "--arg {v} was accepted");
        assert!(err.contains(want), "--arg {v}: {err}");
        assert!(!err.contains("panicked"), "--arg {v}: {err}");
    }
    let mut too_few = fixed.clone();
    too_few.extend(strings(&["--arg", "zeros:4"]));
    let (ok, _, err) = kcc_run(&obj, &too_few);
    assert!(!ok && err.contains("takes 19 arguments, 1 given"), "{err}");
}

const RACY_KERNEL: &str = r#"
kernel void racy(global float *out, global int *last) {
    uint g = get_global_id(0);
    // Every work-item of every group stores to one word: the last writer wins.
    *last = (int)g;
    // A float sum by compare-and-swap: the result and the retries depend on the order.
    volatile global atomic_int *p = (volatile global atomic_int *)out;
    int old = __opencl_atomic_load(p, memory_order_relaxed, memory_scope_device);
    for (;;) {
        int sum = as_int(as_float(old) + 0.1f * (float)g);
        if (__opencl_atomic_compare_exchange_strong(p, &old, sum, memory_order_relaxed,
                                                    memory_order_relaxed, memory_scope_device))
            break;
    }
}
"#;

#[test]
fn racy_kernels_run_the_same_every_time() {
    let d = scratch("racy");
    let obj = llc_object(&d, "racy", RACY_KERNEL);
    let mut runs = Vec::new();
    for n in 0..3 {
        let out_dir = d.join(format!("out{n}"));
        let mut args = strings(&["--kernel", "racy", "--grid", "4096", "--block", "64", "--stats"]);
        args.extend(strings(&["--arg", "zeros:4", "--arg", "zeros:4", "--out-dir"]));
        args.push(out_dir.to_string_lossy().into_owned());
        let (ok, stats, err) = kcc_run(&obj, &args);
        assert!(ok, "kcc run failed: {err}");
        let out = std::fs::read(out_dir.join("arg0.bin")).unwrap();
        let last = std::fs::read(out_dir.join("arg1.bin")).unwrap();
        runs.push((stats, out, last));
    }
    assert!(!runs[0].0.trim().is_empty(), "--stats printed nothing");
    for r in &runs[1..] {
        assert_eq!(r.0, runs[0].0, "instruction counts differ between runs");
        assert_eq!(r.1, runs[0].1, "the float sum differs between runs");
        assert_eq!(r.2, runs[0].2, "the last writer differs between runs");
    }
}
