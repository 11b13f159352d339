//! Semantics: kernels lowered from clang's output (-O2 and -O0 + mem2reg) run on the MIR
//! reference interpreter, and their buffers are compared with values computed here in Rust
//! from the OpenCL C source's meaning.

mod common;
use common::*;
use mir::interp::{run_kernel, Arg, Dispatch};

const BUDGET: u64 = 50_000_000;

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn bytes_u32(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn buffer(a: &Arg) -> &[u8] {
    match a {
        Arg::Buffer(b) => b,
        Arg::Bytes(b) => b,
    }
}

/// Lowers `src` at both optimisation levels and runs `kernel` on each with fresh `args`.
fn run_both(src: &str, kernel: &str, dispatch: Dispatch, args: &dyn Fn() -> Vec<Arg>, check: &dyn Fn(&str, &[Arg])) {
    for opt in ["-O2", "-O0"] {
        let ll = if opt == "-O0" {
            o0_for_interpreter(src)
        } else {
            clang_cl(&inputs().join(src), opt)
        };
        let lowered = lower(&ll, false);
        let mut a = args();
        if let Err(e) = run_kernel(&lowered.module, kernel, &dispatch, &mut a, BUDGET) {
            panic!("{kernel} {opt}: {e}");
        }
        check(opt, &a);
    }
}

/// -O0 output made runnable on the interpreter, which has no flat aperture for private
/// memory: without `optnone`, LLVM rewrites clang's flat accesses to allocas into private
/// ones (infer-address-spaces), then mem2reg promotes what it can.
fn o0_for_interpreter(src: &str) -> std::path::PathBuf {
    let stem = src.trim_end_matches(".cl");
    let raw = unique(&format!("{stem}-O0-nooptnone.ll"));
    run(std::process::Command::new(CLANG)
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
            "-O0",
            "-Xclang",
            "-disable-O0-optnone",
        ])
        .arg(inputs().join(src))
        .arg("-o")
        .arg(&raw));
    let out = unique(&format!("{stem}-O0-ias.ll"));
    run(std::process::Command::new(OPT)
        .args(["-S", "-passes=infer-address-spaces,mem2reg"])
        .arg(&raw)
        .arg("-o")
        .arg(&out));
    // clang -O0 makes every function `noinline`, and kcc keeps calls to those (without
    // `optnone`) as calls, which the interpreter does not model: inlined, they run.
    let text = std::fs::read_to_string(&out).expect("opt's output");
    let inlinable: String = text
        .lines()
        .map(|l| {
            if l.starts_with("attributes #") {
                l.replace(" noinline", "")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    std::fs::write(&out, inlinable).expect("write the inlinable copy");
    out
}

fn dispatch(grid: [u32; 3], block: [u32; 3]) -> Dispatch {
    Dispatch { grid, block }
}

#[test]
fn vadd_with_inlined_helper_and_constant_table() {
    let n = 100u32;
    let a: Vec<f32> = (0..128).map(|i| i as f32 * 0.25).collect();
    let b: Vec<f32> = (0..128).map(|i| 3.0 - i as f32 * 0.5).collect();
    let table = [1i32, 2, 3, 4];
    run_both(
        "basic.cl",
        "vadd",
        dispatch([128, 1, 1], [64, 1, 1]),
        &|| {
            vec![
                Arg::Buffer(bytes_f32(&a)),
                Arg::Buffer(bytes_f32(&b)),
                Arg::Buffer(vec![0; 512]),
                Arg::Bytes(n.to_le_bytes().to_vec()),
            ]
        },
        &|opt, args| {
            let c = words(buffer(&args[2]));
            for i in 0..128usize {
                let want = if (i as u32) < n {
                    let h = i as i32 * 3 + table[i & 3];
                    b[i].mul_add(h as f32, a[i])
                } else {
                    0.0
                };
                let got = f32::from_bits(c[i]);
                assert!(
                    (got - want).abs() <= want.abs() * 1e-6,
                    "{opt} c[{i}] = {got}, want {want}"
                );
            }
        },
    );
}

#[test]
fn work_item_functions() {
    let (grid, block) = ([8u32, 6, 2], [4u32, 3, 1]);
    let total = (grid[0] * grid[1] * grid[2]) as usize;
    run_both(
        "ids.cl",
        "ids",
        dispatch(grid, block),
        &|| vec![Arg::Buffer(vec![0; total * 48])],
        &|opt, args| {
            let out = words(buffer(&args[0]));
            for z in 0..grid[2] {
                for y in 0..grid[1] {
                    for x in 0..grid[0] {
                        let idx = ((z * grid[1] + y) * grid[0] + x) as usize;
                        let (lx, ly, lz) = (x % block[0], y % block[1], z % block[2]);
                        let want = [
                            lx,
                            ly,
                            lz,
                            x / block[0],
                            y / block[1],
                            z / block[2],
                            block[0] * 100 + block[1] * 10 + block[2],
                            (grid[0] / block[0]) * 100 + (grid[1] / block[1]) * 10 + grid[2] / block[2],
                            grid[2],
                            3,
                            (lz * block[1] + ly) * block[0] + lx,
                            // Offsets are 0; out-of-range dimensions give id 0 and size 1.
                            1,
                        ];
                        assert_eq!(&out[idx * 12..idx * 12 + 12], &want, "{opt} work-item ({x},{y},{z})");
                    }
                }
            }
        },
    );
}

#[test]
fn loops_and_switches() {
    let input: Vec<i32> = vec![5, 9, 2, 7, 1, 8, -1, 4];
    let n = 8i32;
    let mut acc = 0i32;
    for (k, v) in input.iter().enumerate() {
        if *v < 0 {
            break;
        }
        acc += v * k as i32;
    }
    let mut j = 0;
    while acc > 100 && j < 10 {
        acc = acc / 2 + (acc & 1);
        j += 1;
    }
    let expect_loops = (acc + j) as u32;
    let inp: Vec<u32> = input.iter().map(|v| *v as u32).collect();
    run_both(
        "control.cl",
        "loops",
        dispatch([64, 1, 1], [64, 1, 1]),
        &|| {
            vec![
                Arg::Buffer(vec![0; 256]),
                Arg::Buffer(bytes_u32(&inp)),
                Arg::Bytes(n.to_le_bytes().to_vec()),
            ]
        },
        &|opt, args| {
            let out = words(buffer(&args[0]));
            assert!(
                out.iter().all(|v| *v == expect_loops),
                "{opt}: {out:?} want {expect_loops}"
            );
        },
    );
    let mode = 3i32;
    run_both(
        "control.cl",
        "switches",
        dispatch([64, 1, 1], [32, 1, 1]),
        &|| vec![Arg::Buffer(vec![0; 256]), Arg::Bytes(mode.to_le_bytes().to_vec())],
        &|opt, args| {
            let out = words(buffer(&args[0]));
            for i in 0..64i32 {
                let r = match (i + mode) & 7 {
                    0 => 10,
                    1 => i * 3,
                    3 => -i,
                    6 => i ^ mode,
                    _ => 7,
                };
                let want = if r > 5 { r } else { -r };
                assert_eq!(out[i as usize] as i32, want, "{opt} switches[{i}]");
            }
        },
    );
}

#[test]
fn local_memory_reduction_with_barriers() {
    let input: Vec<f32> = (0..128).map(|i| (i % 13) as f32).collect();
    let coeffs = [0.5f32, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5];
    run_both(
        "memory.cl",
        "reduce",
        dispatch([128, 1, 1], [64, 1, 1]),
        &|| vec![Arg::Buffer(bytes_f32(&input)), Arg::Buffer(vec![0; 8])],
        &|opt, args| {
            let out = words(buffer(&args[1]));
            for g in 0..2usize {
                let want: f32 = (0..64).map(|l| input[g * 64 + l] * coeffs[l & 7]).sum();
                let got = f32::from_bits(out[g]);
                assert!((got - want).abs() < 1e-3, "{opt} group {g}: {got} want {want}");
            }
        },
    );
}

#[test]
fn opencl_atomics() {
    let items = 64u32;
    run_both(
        "memory.cl",
        "atomics",
        dispatch([items, 1, 1], [64, 1, 1]),
        &|| {
            let mut g = vec![0u32; 8 + items as usize];
            g[3] = 1000;
            g[4] = 50;
            g[6] = 0;
            let u = vec![0u32, 0xff, 0, 0];
            vec![
                Arg::Buffer(bytes_u32(&g)),
                Arg::Buffer(bytes_u32(&u)),
                Arg::Bytes(0u32.to_le_bytes().to_vec()),
            ]
        },
        &|opt, args| {
            let g = words(buffer(&args[0]));
            let u = words(buffer(&args[1]));
            assert_eq!(g[0], (0..items).sum::<u32>(), "{opt} add");
            assert_eq!(g[1] as i32, -2 * items as i32, "{opt} sub");
            assert_eq!(g[2], items, "{opt} inc");
            assert_eq!(g[3], 1000 - items, "{opt} dec");
            assert_eq!(g[4], 0, "{opt} min");
            assert_eq!(u[0], items - 1, "{opt} max");
            assert!(g[5] < items, "{opt} xchg");
            assert!(g[6] < items, "{opt} cmpxchg");
            assert_eq!(u[1], 3, "{opt} and");
            assert_eq!(u[2], 4, "{opt} or");
            assert_eq!(u[3], if items.is_multiple_of(2) { 0 } else { 5 }, "{opt} xor");
            // Each LDS counter was incremented by a quarter of the work-items before the
            // barrier; every work-item then reads counter 0.
            assert!(
                g[7..7 + items as usize].iter().all(|v| *v == items / 4),
                "{opt} lds: {:?}",
                &g[7..]
            );
        },
    );
}

#[test]
fn private_arrays() {
    let n = 5i32;
    run_both(
        "memory.cl",
        "priv",
        dispatch([16, 1, 1], [16, 1, 1]),
        &|| vec![Arg::Buffer(vec![0; 64]), Arg::Bytes(n.to_le_bytes().to_vec())],
        &|opt, args| {
            let out = words(buffer(&args[0]));
            let want = ((n & 15) * n + ((n + 3) & 15) * n) as u32;
            assert!(out.iter().all(|v| *v == want), "{opt}: {out:?} want {want}");
        },
    );
}

#[test]
fn opencl_integer_builtins() {
    let ins: Vec<i32> = (0..128)
        .map(|k: i32| match k % 7 {
            0 => 0,
            1 => -1,
            2 => k * 12345,
            3 => -k * 777,
            4 => i32::MIN + k,
            5 => 0x00f0_0000 >> (k % 20),
            _ => k,
        })
        .collect();
    let raw: Vec<u32> = ins.iter().map(|v| *v as u32).collect();
    run_both(
        "builtins.cl",
        "ints",
        dispatch([64, 1, 1], [64, 1, 1]),
        &|| vec![Arg::Buffer(vec![0; 64 * 48]), Arg::Buffer(bytes_u32(&raw))],
        &|opt, args| {
            let out = words(buffer(&args[0]));
            for i in 0..64usize {
                let (a, b) = (ins[i], ins[i + 64]);
                let (ua, ub) = (a as u32, b as u32);
                let rot = ua.rotate_left(ub % 32) as i32;
                let hadd = ((a as i64 + b as i64) >> 1) as i32;
                let mad = (a & 0xfff) * (b & 0xfff) + 7;
                let sel = if a > b { b } else { a };
                let want = [
                    a.min(b),
                    a.max(b),
                    ua.min(ub) as i32,
                    ua.max(ub) as i32,
                    a.clamp(-5, 5),
                    a.unsigned_abs() as i32,
                    a.count_ones() as i32,
                    a.leading_zeros() as i32,
                    a.trailing_zeros() as i32,
                    ((a as i64 * b as i64) >> 32) as i32,
                    ((ua as u64 * ub as u64) >> 32) as i32,
                    rot.wrapping_add(hadd).wrapping_add(mad).wrapping_add(sel),
                ];
                let got: Vec<i32> = out[i * 12..i * 12 + 12].iter().map(|v| *v as i32).collect();
                assert_eq!(got, want, "{opt} work-item {i}: a={a} b={b}");
            }
        },
    );
    run_both(
        "builtins.cl",
        "vecs",
        dispatch([16, 1, 1], [16, 1, 1]),
        &|| vec![Arg::Buffer(vec![0; 16 * 16]), Arg::Buffer(bytes_u32(&raw))],
        &|opt, args| {
            let out = words(buffer(&args[0]));
            for i in 0..16usize {
                for e in 0..4 {
                    let (a, b) = (ins[i * 4 + e], ins[(i + 16) * 4 + e]);
                    // Vector select takes b where the comparison's element is true (-1).
                    let want = a
                        .clamp(-3, 3)
                        .wrapping_add(a.max(b))
                        .wrapping_add(if a < b { b } else { a });
                    assert_eq!(out[i * 4 + e] as i32, want, "{opt} vecs[{i}].{e}");
                }
            }
        },
    );
}

/// Scalar and struct (byref) kernel arguments arrive intact: bytes placed at the offsets
/// the frontend reports (which match llc's, see opencl.rs), values as the source defines.
#[test]
fn scalar_and_struct_arguments() {
    let (c, uc, s, us, i, ui, l, ul) = (
        -3i8,
        250u8,
        -1000i16,
        60000u16,
        -70000i32,
        4_000_000_000u32,
        -5_000_000_000i64,
        7_000_000_000u64,
    );
    let (f, d, h) = (1.5f32, 2.25f64, 0x3c00u16); // h = 1.0 in IEEE half
    run_both(
        "args.cl",
        "scalars",
        dispatch([1, 1, 1], [1, 1, 1]),
        &|| {
            vec![
                Arg::Buffer(vec![0; 16]),
                Arg::Bytes(c.to_le_bytes().to_vec()),
                Arg::Bytes(uc.to_le_bytes().to_vec()),
                Arg::Bytes(s.to_le_bytes().to_vec()),
                Arg::Bytes(us.to_le_bytes().to_vec()),
                Arg::Bytes(i.to_le_bytes().to_vec()),
                Arg::Bytes(ui.to_le_bytes().to_vec()),
                Arg::Bytes(l.to_le_bytes().to_vec()),
                Arg::Bytes(ul.to_le_bytes().to_vec()),
                Arg::Bytes(f.to_le_bytes().to_vec()),
                Arg::Bytes(d.to_le_bytes().to_vec()),
                Arg::Bytes(h.to_le_bytes().to_vec()),
            ]
        },
        &|opt, args| {
            let out = buffer(&args[0]);
            let got0 = i64::from_le_bytes(out[0..8].try_into().unwrap());
            let got1 = i64::from_le_bytes(out[8..16].try_into().unwrap());
            // OpenCL's usual arithmetic conversions: everything ends up as (unsigned) long.
            let want0 =
                (c as i64 + uc as i64 + s as i64 + us as i64 + i as i64 + ui as i64 + l).wrapping_add(ul as i64);
            assert_eq!(got0, want0, "{opt} integer arguments");
            assert_eq!(got1, (f + d as f32 + 1.0) as i64, "{opt} float arguments");
        },
    );
    let (a, b, cc, tail) = (123i32, -7i8, 1i64 << 40, 9i8);
    run_both(
        "args.cl",
        "structs",
        dispatch([1, 1, 1], [1, 1, 1]),
        &|| {
            // struct { int a; char b; long c; }: a at 0, b at 4, c at 8, 16 bytes.
            let mut sb = vec![0u8; 16];
            sb[0..4].copy_from_slice(&a.to_le_bytes());
            sb[4] = b as u8;
            sb[8..16].copy_from_slice(&cc.to_le_bytes());
            vec![Arg::Buffer(vec![0; 8]), Arg::Bytes(sb), Arg::Bytes(vec![tail as u8])]
        },
        &|opt, args| {
            let got = i64::from_le_bytes(buffer(&args[0])[0..8].try_into().unwrap());
            assert_eq!(got, a as i64 + b as i64 + cc + tail as i64, "{opt} struct argument");
        },
    );
}

/// Vector kernel arguments keep one slot each (as llc's metadata has them); the elements
/// sit at their offsets inside the slot.
#[test]
fn vector_arguments() {
    let a = [1.5f32, -2.0];
    let b = [7i32, 8, 9];
    let c = [0.25f32, 0.5, 0.75, 1.0];
    let d = [-3i8, 4];
    let e = [1i16, 2, 3, -4];
    let g = [10.0f64, 20.0];
    // A slot's bytes: the elements, then padding up to its size (a 3-vector has 4 slots).
    fn slot<T: Copy, const N: usize>(v: &[T], size: usize, f: impl Fn(T) -> [u8; N]) -> Arg {
        let mut bytes: Vec<u8> = v.iter().flat_map(|x| f(*x)).collect();
        bytes.resize(size, 0);
        Arg::Bytes(bytes)
    }
    run_both(
        "args.cl",
        "vectors",
        dispatch([1, 1, 1], [1, 1, 1]),
        &|| {
            vec![
                Arg::Buffer(vec![0; 32]),
                slot(&a, 8, f32::to_le_bytes),
                slot(&b, 16, i32::to_le_bytes),
                slot(&c, 16, f32::to_le_bytes),
                slot(&d, 2, i8::to_le_bytes),
                slot(&e, 8, i16::to_le_bytes),
                slot(&g, 16, f64::to_le_bytes),
            ]
        },
        &|opt, args| {
            let out: Vec<f32> = words(buffer(&args[0])).iter().map(|w| f32::from_bits(*w)).collect();
            let want = [
                a[0] + c[0],
                a[1] + c[1],
                b[2] as f32 + c[2],
                c[3] + c[3],
                d[0] as f32,
                e[3] as f32,
                g[1] as f32,
                b[0] as f32,
            ];
            assert_eq!(out, want, "{opt}");
        },
    );
}

/// Runs blocks in layout order; every lane of these kernels takes the same path.
struct LayoutOrder;
impl mir::interp::Reconvergence for LayoutOrder {
    fn slot(&self, _from: mir::Block, to: mir::Block) -> usize {
        to.index()
    }
    fn entry_slot(&self) -> usize {
        0
    }
    fn block(&self, slot: usize) -> mir::Block {
        mir::Block(slot as u32)
    }
}

#[test]
fn wave_builtins_on_the_wave_interpreter() {
    let input: Vec<i32> = (0..128).map(|k| if k % 3 == 0 { -k } else { k * 5 }).collect();
    let raw: Vec<u32> = input.iter().map(|v| *v as u32).collect();
    for opt in ["-O2", "-O0"] {
        let ll = if opt == "-O0" {
            o0_for_interpreter("wave.cl")
        } else {
            clang_cl(&inputs().join("wave.cl"), opt)
        };
        let lowered = lower(&ll, false);
        let no = |_v: mir::Value, _b: mir::Block| false;
        let none = |_v: mir::Value| false;
        let options = mir::interp::WaveOptions {
            wave_size: 64,
            policy: &LayoutOrder,
            uniform_at: &no,
            uniform: &none,
        };
        let mut args = vec![Arg::Buffer(vec![0; 512]), Arg::Buffer(bytes_u32(&raw))];
        mir::interp::run_kernel_waves(
            &lowered.module,
            "wave",
            &dispatch([128, 1, 1], [128, 1, 1]),
            &mut args,
            BUDGET,
            &options,
        )
        .unwrap_or_else(|e| panic!("{opt}: {e}"));
        let out = words(buffer(&args[0]));
        for i in 0..128usize {
            let base = i / 64 * 64;
            let lane = i % 64;
            let mask: u64 = (0..64).filter(|l| input[base + l] > 0).fold(0, |m, l| m | 1 << l);
            let below = (mask & ((1u64 << lane) - 1)).count_ones();
            let want = (input[base] as u32)
                .wrapping_add(input[base + 3] as u32)
                .wrapping_add(below)
                .wrapping_add(input[i ^ 1] as u32)
                .wrapping_add(mask.count_ones());
            assert_eq!(out[i], want, "{opt} lane {i}");
        }
    }
}

#[test]
fn expanded_intrinsics() {
    let ins: Vec<u32> = (0..128u32).map(|k| k.wrapping_mul(0x9e37_79b9) ^ (k << 7)).collect();
    let lowered = lower(&inputs().join("expanded.ll"), false);
    let mut args = vec![Arg::Buffer(vec![0; 64 * 40]), Arg::Buffer(bytes_u32(&ins))];
    run_kernel(
        &lowered.module,
        "expanded",
        &dispatch([64, 1, 1], [64, 1, 1]),
        &mut args,
        BUDGET,
    )
    .unwrap();
    let out = words(buffer(&args[0]));
    let fshl = |a: u32, b: u32, c: u32| {
        if c.is_multiple_of(32) {
            a
        } else {
            (a << (c % 32)) | (b >> (32 - c % 32))
        }
    };
    let fshr = |a: u32, b: u32, c: u32| {
        if c.is_multiple_of(32) {
            b
        } else {
            (a << (32 - c % 32)) | (b >> (c % 32))
        }
    };
    let bfe = |v: u32, off: u32, w: u32, signed: bool| -> u32 {
        if w == 0 {
            return 0;
        }
        let field = (v >> off) & ((1u64 << w) - 1) as u32;
        if signed && field >> (w - 1) & 1 == 1 {
            field | !(((1u64 << w) - 1) as u32)
        } else {
            field
        }
    };
    for t in 0..64u32 {
        let (a, b) = (ins[t as usize], ins[t as usize + 64]);
        let sext24 = |v: u32| ((v << 8) as i32 >> 8) as u32;
        let want = [
            a,
            fshl(a, b, t),
            fshr(a, b, t),
            a.saturating_add(b),
            a.saturating_sub(b),
            (a & 0x7fff_ffff) | (b & 0x8000_0000),
            (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff),
            sext24(a).wrapping_mul(sext24(b)),
            bfe(a, t & 15, b & 15, false) ^ bfe(a, t & 15, b & 15, true),
            fshl(a, a, 3) ^ b,
        ];
        let base = (t * 10) as usize;
        assert_eq!(&out[base..base + 10], &want, "work-item {t}: a={a:#x} b={b:#x}");
    }
}

#[test]
fn tiled_matmul_histogram_and_scan() {
    let n = 16usize;
    let a: Vec<f32> = (0..n * n).map(|i| (i % 7) as f32 - 3.0).collect();
    let b: Vec<f32> = (0..n * n).map(|i| (i % 5) as f32 * 0.5).collect();
    run_both(
        "kernels.cl",
        "matmul",
        dispatch([16, 16, 1], [8, 8, 1]),
        &|| {
            vec![
                Arg::Buffer(bytes_f32(&a)),
                Arg::Buffer(bytes_f32(&b)),
                Arg::Buffer(vec![0; n * n * 4]),
                Arg::Bytes((n as i32).to_le_bytes().to_vec()),
            ]
        },
        &|opt, args| {
            let c = words(buffer(&args[2]));
            for r in 0..n {
                for col in 0..n {
                    let want: f32 = (0..n).map(|k| a[r * n + k] * b[k * n + col]).sum();
                    let got = f32::from_bits(c[r * n + col]);
                    assert!((got - want).abs() < 1e-3, "{opt} c[{r}][{col}] = {got}, want {want}");
                }
            }
        },
    );
    let data: Vec<u8> = (0..1000u32).map(|i| (i * 37 % 251) as u8).collect();
    run_both(
        "kernels.cl",
        "histogram",
        dispatch([128, 1, 1], [64, 1, 1]),
        &|| {
            vec![
                Arg::Buffer(data.clone()),
                Arg::Buffer(vec![0; 64]),
                Arg::Bytes(1000i32.to_le_bytes().to_vec()),
            ]
        },
        &|opt, args| {
            let bins = words(buffer(&args[1]));
            let mut want = [0u32; 16];
            for d in &data {
                want[(d & 15) as usize] += 1;
            }
            assert_eq!(bins, want, "{opt}");
        },
    );
    let input: Vec<u32> = (0..128).map(|i| (i * 3 % 11) as u32).collect();
    run_both(
        "kernels.cl",
        "scan",
        dispatch([128, 1, 1], [64, 1, 1]),
        &|| vec![Arg::Buffer(bytes_u32(&input)), Arg::Buffer(vec![0; 512])],
        &|opt, args| {
            let out = words(buffer(&args[1]));
            for g in 0..2 {
                let mut acc = 0;
                for l in 0..64 {
                    acc += input[g * 64 + l];
                    assert_eq!(out[g * 64 + l], acc, "{opt} scan[{g}][{l}]");
                }
            }
        },
    );
}

#[test]
fn opencl2_atomics_and_linear_id() {
    run_both(
        "c11.cl",
        "c11",
        dispatch([64, 1, 1], [32, 1, 1]),
        &|| {
            let mut a = vec![0u32; 4 + 64];
            a[2] = (-7i32) as u32;
            vec![
                Arg::Buffer(bytes_u32(&a)),
                Arg::Buffer(bytes_u32(&[1000, 0])),
                Arg::Buffer(vec![0; 256 * 4]),
            ]
        },
        &|opt, args| {
            let a = words(buffer(&args[0]));
            let u = words(buffer(&args[1]));
            let out: Vec<i32> = words(buffer(&args[2])).iter().map(|w| *w as i32).collect();
            assert_eq!(a[0], 64, "{opt} fetch_add");
            assert_eq!(a[1] as i32, -128, "{opt} fetch_sub");
            assert_eq!(a[2], 63, "{opt} fetch_max");
            assert_eq!(u[0], 5, "{opt} fetch_min");
            assert_eq!(u[1], u32::MAX, "{opt} fetch_or");
            // Exactly one work-item wins the compare-exchange; the others read its value.
            let winner = a[3] as i32 - 1;
            assert!((0..64).contains(&winner), "{opt} cmpxchg {winner}");
            for i in 0..64 {
                let want = if i == winner { -1 } else { winner + 1 };
                assert_eq!(out[i as usize], want, "{opt} cmpxchg result of {i}");
                assert_eq!(out[64 + i as usize], 4 * i, "{opt} load/store/exchange {i}");
                assert_eq!(out[128 + i as usize], i, "{opt} linear id {i}");
                assert_eq!(a[4 + i as usize], 0, "{opt} exchange {i}");
            }
        },
    );
}
