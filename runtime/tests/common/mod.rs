//! Shared test helpers: compile corpus kernels with clang-22 + llc-22 into the
//! target dir, deterministic inputs, byte conversions.
#![allow(dead_code)]
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn out_dir() -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join("runtime-kernels");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A fresh path next to `p`: tests compile the same kernel concurrently, so each
/// writes its own file and renames it into place (rename is atomic).
fn tmp(p: &Path) -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    p.with_extension(format!(
        "tmp{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

fn run(cmd: &mut Command) {
    let o = cmd.output().unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        o.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// IR of a corpus kernel at the given clang optimisation level.
pub fn ir(name: &str, opt: &str) -> PathBuf {
    let kdir = root().join("tests/kernels");
    let ll = out_dir().join(format!("{name}{}.ll", opt.replace(' ', "")));
    let t = tmp(&ll);
    run(Command::new("clang-22")
        .args([
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-nogpulib",
        ])
        .args(opt.split_whitespace())
        .arg("-include")
        .arg(kdir.join("kcc_builtins.h"))
        .args(["-emit-llvm", "-S"])
        .arg(kdir.join(format!("{name}.cl")))
        .arg("-o")
        .arg(&t));
    std::fs::rename(&t, &ll).unwrap();
    ll
}

/// Relocatable object of a corpus kernel: clang at `opt`, llc at -O2.
pub fn object_opt(name: &str, opt: &str) -> Vec<u8> {
    let ll = ir(name, opt);
    let obj = out_dir().join(format!("{name}{}.o", opt.replace(' ', "")));
    let t = tmp(&obj);
    run(Command::new("llc-22")
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"])
        .arg(&ll)
        .arg("-o")
        .arg(&t));
    std::fs::rename(&t, &obj).unwrap();
    std::fs::read(&obj).unwrap()
}

pub fn object(name: &str) -> Vec<u8> {
    object_opt(name, "-O2")
}

/// The object linked with `ld.lld -shared`.
pub fn linked(name: &str) -> Vec<u8> {
    let _ = object(name);
    let obj = out_dir().join(format!("{name}-O2.o"));
    let so = out_dir().join(format!("{name}.so"));
    let t = tmp(&so);
    run(Command::new("ld.lld-22").arg("-shared").arg(&obj).arg("-o").arg(&t));
    std::fs::rename(&t, &so).unwrap();
    std::fs::read(&so).unwrap()
}

/// Relocatable object of a hand-written LLVM IR kernel of the corpus (`tests/kernels/NAME.ll`).
pub fn object_ll(name: &str) -> Vec<u8> {
    let ll = root().join("tests/kernels").join(format!("{name}.ll"));
    let obj = out_dir().join(format!("{name}-ll.o"));
    let t = tmp(&obj);
    run(Command::new("llc-22")
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"])
        .arg(&ll)
        .arg("-o")
        .arg(&t));
    std::fs::rename(&t, &obj).unwrap();
    std::fs::read(&obj).unwrap()
}

/// Object from hand-written LLVM IR text.
pub fn object_from_ir(tag: &str, ir: &str) -> Vec<u8> {
    let ll = out_dir().join(format!("{tag}.ll"));
    std::fs::write(&ll, ir).unwrap();
    let obj = out_dir().join(format!("{tag}.o"));
    run(Command::new("llc-22")
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"])
        .arg(&ll)
        .arg("-o")
        .arg(&obj));
    std::fs::read(&obj).unwrap()
}

/// Object from hand-written assembly (llvm-mc).
pub fn object_from_asm(tag: &str, asm: &str) -> Vec<u8> {
    let s = out_dir().join(format!("{tag}.s"));
    std::fs::write(&s, asm).unwrap();
    let obj = out_dir().join(format!("{tag}.o"));
    run(Command::new("llvm-mc-22")
        .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"])
        .arg(&s)
        .arg("-o")
        .arg(&obj));
    std::fs::read(&obj).unwrap()
}

/// Deterministic pseudo-random numbers (xorshift64*).
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    pub fn i32s(&mut self, n: usize, lo: i32, hi: i32) -> Vec<i32> {
        (0..n)
            .map(|_| (lo as i64 + (self.next() % (hi as i64 - lo as i64 + 1) as u64) as i64) as i32)
            .collect()
    }
    pub fn f32s(&mut self, n: usize, lo: f32, hi: f32) -> Vec<f32> {
        (0..n)
            .map(|_| lo + (self.next() % 1_000_000) as f32 / 1_000_000.0 * (hi - lo))
            .collect()
    }
}

pub fn bytes<T: Copy>(v: &[T]) -> Vec<u8> {
    let n = std::mem::size_of_val(v);
    // Safety: plain-old-data numbers viewed as bytes.
    unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, n) }.to_vec()
}
pub fn from_bytes<T: Copy + Default>(b: &[u8]) -> Vec<T> {
    let sz = std::mem::size_of::<T>();
    b.chunks_exact(sz)
        .map(|c| {
            let mut x = T::default();
            // Safety: as above.
            unsafe { std::ptr::copy_nonoverlapping(c.as_ptr(), &mut x as *mut T as *mut u8, sz) };
            x
        })
        .collect()
}

/// Object from OpenCL C source text (compiled like the corpus, with the built-ins header).
pub fn object_from_cl(tag: &str, src: &str) -> Vec<u8> {
    let kdir = root().join("tests/kernels");
    let cl = out_dir().join(format!("{tag}.cl"));
    std::fs::write(&cl, src).unwrap();
    let ll = out_dir().join(format!("{tag}.ll"));
    run(Command::new("clang-22")
        .args([
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-nogpulib",
            "-O2",
            "-include",
        ])
        .arg(kdir.join("kcc_builtins.h"))
        .args(["-emit-llvm", "-S"])
        .arg(&cl)
        .arg("-o")
        .arg(&ll));
    let obj = out_dir().join(format!("{tag}.o"));
    run(Command::new("llc-22")
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"])
        .arg(&ll)
        .arg("-o")
        .arg(&obj));
    std::fs::read(&obj).unwrap()
}

/// A one-buffer-argument assembly kernel `name` whose body is `body` (kernarg pointer in s[0:1]).
pub fn asm_kernel(name: &str, body: &str) -> Vec<u8> {
    let src = format!(
        r#".amdgcn_target "amdgcn-amd-amdhsa--gfx900"
.amdhsa_code_object_version 5
.text
.globl {name}
.p2align 8
.type {name},@function
{name}:
{body}
.rodata
.p2align 6
.amdhsa_kernel {name}
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 8
  .amdhsa_next_free_sgpr 16
.end_amdhsa_kernel
.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels:
  - .name: {name}
    .symbol: {name}.kd
    .kernarg_segment_size: 8
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .wavefront_size: 64
    .sgpr_count: 16
    .vgpr_count: 8
    .max_flat_workgroup_size: 256
    .args:
      - .offset: 0
        .size: 8
        .value_kind: global_buffer
        .address_space: global
...
.end_amdgpu_metadata
"#
    );
    object_from_asm(name, &src)
}

/// Runs the hand-written kernel `body` (see [`asm_kernel`]) as one wave of 64 lanes whose one
/// argument is a buffer holding `input`; returns the buffer afterwards.
pub fn run_asm_on_buffer<T: Copy + Default>(tag: &str, body: &str, input: &[T]) -> Vec<T> {
    let dev = runtime::Device::new();
    let m = dev.load(&asm_kernel(tag, body)).unwrap();
    let buf = dev.alloc(&bytes(input));
    dev.launch(&m, tag, &[runtime::Arg::Buffer(buf)], &runtime::Launch::new_1d(64, 64))
        .unwrap();
    from_bytes(&dev.read(&buf))
}
