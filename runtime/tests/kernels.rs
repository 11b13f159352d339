//! Corpus kernels compiled by clang-22/llc-22 run on the emulator and must match
//! a plain-Rust reference computation.
mod common;
use common::*;
use runtime::{Arg, Buffer, Device, Launch, Stats};

fn i32_buf(dev: &Device, v: &[i32]) -> Buffer {
    dev.alloc(&bytes(v))
}
fn read_i32(dev: &Device, b: &Buffer) -> Vec<i32> {
    from_bytes(&dev.read(b))
}

/// Load the code object `obj` on `dev` and run its kernel `name` with `args` over `launch`.
fn run_obj(obj: &[u8], name: &str, args: &[Arg], launch: &Launch, dev: &Device) -> Stats {
    let m = dev.load(obj).unwrap();
    dev.launch(&m, name, args, launch)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Load the corpus kernel `name`, run it with `args` over `launch`, return the statistics.
fn run(name: &str, args: &[Arg], launch: &Launch, dev: &Device) -> Stats {
    run_obj(&object(name), name, args, launch, dev)
}

/// Run kernel `name` of `obj` on `dev` as `name(out, ins..., extra...)`: `out` starts as
/// `out_len` zeroed `R`s and each of `ins` is a buffer holding its values. Returns what the
/// kernel left in `out`, and the statistics.
fn run_obj_out<T: Copy, R: Copy + Default>(
    dev: &Device,
    obj: &[u8],
    name: &str,
    ins: &[&[T]],
    out_len: usize,
    extra: &[Arg],
    launch: &Launch,
) -> (Vec<R>, Stats) {
    let out = dev.alloc_zeroed(out_len * std::mem::size_of::<R>());
    let mut args = vec![Arg::Buffer(out)];
    args.extend(ins.iter().map(|v| Arg::Buffer(dev.alloc(&bytes(v)))));
    args.extend_from_slice(extra);
    let st = run_obj(obj, name, &args, launch, dev);
    (from_bytes(&dev.read(&out)), st)
}

/// [`run_obj_out`] for the corpus kernel `name`.
fn run_out<T: Copy, R: Copy + Default>(
    dev: &Device,
    name: &str,
    ins: &[&[T]],
    out_len: usize,
    extra: &[Arg],
    launch: &Launch,
) -> (Vec<R>, Stats) {
    run_obj_out(dev, &object(name), name, ins, out_len, extra, launch)
}

/// [`run_out`] for the commonest shape, `name(int *out, const int *in, extra...)`.
fn run_i32(
    dev: &Device,
    name: &str,
    input: &[i32],
    out_len: usize,
    extra: &[Arg],
    launch: &Launch,
) -> (Vec<i32>, Stats) {
    run_out(dev, name, &[input], out_len, extra, launch)
}

#[test]
fn vec_add() {
    let n = 1000;
    let mut r = Rng(1);
    let (a, b) = (r.i32s(n, -1 << 30, 1 << 30), r.i32s(n, -1 << 30, 1 << 30));
    // Grid rounded up to whole groups; the kernel guards i < n.
    let (got, _) = run_out::<i32, i32>(
        &Device::new(),
        "vec_add",
        &[&a, &b],
        n,
        &[Arg::I32(n as i32)],
        &Launch::new_1d(1024, 64),
    );
    let want: Vec<i32> = a.iter().zip(&b).map(|(x, y)| x.wrapping_add(*y)).collect();
    assert_eq!(got, want);
}

#[test]
fn saxpy() {
    let n = 512;
    let mut r = Rng(2);
    let (x, y) = (r.f32s(n, -10.0, 10.0), r.f32s(n, -10.0, 10.0));
    let a = 2.5f32;
    let dev = Device::new();
    let (bx, by) = (dev.alloc(&bytes(&x)), dev.alloc(&bytes(&y)));
    run(
        "saxpy",
        &[Arg::Buffer(by), Arg::Buffer(bx), Arg::F32(a)],
        &Launch::new_1d(n as u32, 128),
        &dev,
    );
    let got: Vec<f32> = from_bytes(&dev.read(&by));
    for k in 0..n {
        // llc may or may not fuse: allow one rounding of difference.
        let want = a * x[k] + y[k];
        assert!(
            (got[k] - want).abs() <= 1e-5 * want.abs().max(1.0),
            "{k}: {} vs {want}",
            got[k]
        );
    }
}

fn divergent_if_ref(x: i32) -> i32 {
    let x = x.abs();
    if x & 1 != 0 {
        3 * x + 1
    } else {
        x / 2
    }
}

#[test]
fn divergent_if() {
    let n = 256;
    let input = Rng(3).i32s(n, -1000, 1000);
    let (got, st) = run_i32(
        &Device::new(),
        "divergent_if",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = input.iter().map(|&x| divergent_if_ref(x)).collect();
    assert_eq!(got, want);
    assert!(
        st.active_fraction() < 1.0,
        "divergence must show in the active-lane fraction"
    );
    assert!(st.exec_mask > 0 && st.valu > 0 && st.vmem > 0 && st.smem > 0, "{st}");
    assert_eq!(st.lds, 0);
}

#[test]
fn collatz() {
    let n = 300;
    let input: Vec<i32> = (0..n as i32).map(|i| i * 7 + 1).collect();
    let (got, _) = run_i32(
        &Device::new(),
        "collatz",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 100),
    );
    let want: Vec<i32> = input
        .iter()
        .map(|&x| {
            let (mut x, mut s) = (x as u32, 0);
            while x > 1 && s < 1000 {
                x = if x & 1 != 0 {
                    3u32.wrapping_mul(x).wrapping_add(1)
                } else {
                    x >> 1
                };
                s += 1;
            }
            s
        })
        .collect();
    assert_eq!(got, want);
}

fn nested_break_ref(x: i32) -> i32 {
    let mut sum = 0;
    for j in 0..x % 17 {
        for k in 0..10 {
            if k == j {
                continue;
            }
            sum += j * k;
            if sum > 200 {
                break;
            }
        }
    }
    sum
}

#[test]
fn nested_break() {
    let n = 128;
    let input = Rng(4).i32s(n, 0, 1000);
    let (got, _) = run_i32(
        &Device::new(),
        "nested_break",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = input.iter().map(|&x| nested_break_ref(x)).collect();
    assert_eq!(got, want);
}

#[test]
fn switch_case() {
    let n = 256;
    let input = Rng(5).i32s(n, -100000, 100000);
    let (got, _) = run_i32(
        &Device::new(),
        "switch_case",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = input
        .iter()
        .map(|&x| match x & 7 {
            0 => x * 2,
            1 => x + 100,
            2 => x ^ 0x55,
            3 | 4 => x - 7,
            5 => x << 3,
            _ => 42,
        })
        .collect();
    assert_eq!(got, want);
}

/// Sum of each `b`-item slice of `input`.
fn group_sums_ref(input: &[i32], b: usize) -> Vec<i32> {
    input.chunks(b).map(|c| c.iter().sum()).collect()
}

/// Inclusive prefix sums within each `b`-item slice of `input`.
fn group_scan_ref(input: &[i32], b: usize) -> Vec<i32> {
    input
        .chunks(b)
        .flat_map(|c| {
            c.iter()
                .scan(0, |s, v| {
                    *s += v;
                    Some(*s)
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn lds_reverse() {
    let (n, b) = (1024, 256);
    let input: Vec<i32> = (0..n as i32).map(|i| i * 3 - 7).collect();
    let (got, _) = run_i32(
        &Device::new(),
        "lds_reverse",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, b as u32),
    );
    let want: Vec<i32> = (0..n).map(|i| input[(i / b) * b + (b - 1 - i % b)]).collect();
    assert_eq!(got, want);
}

#[test]
fn lds_reduce() {
    let (n, b) = (2048, 256);
    let input = Rng(6).i32s(n, -1000, 1000);
    let (got, st) = run_i32(
        &Device::new(),
        "lds_reduce",
        &input,
        n / b,
        &[],
        &Launch::new_1d(n as u32, b as u32),
    );
    assert!(st.lds > 0, "{st}");
    assert_eq!(got, group_sums_ref(&input, b));
}

#[test]
fn transpose() {
    let (w, h) = (40usize, 24usize);
    let input: Vec<i32> = (0..(w * h) as i32).collect();
    // Grid rounded up to 16x16 tiles; the kernel guards the edges.
    let (got, _) = run_i32(
        &Device::new(),
        "transpose",
        &input,
        w * h,
        &[Arg::I32(w as i32), Arg::I32(h as i32)],
        &Launch::new([48, 32, 1], [16, 16, 1]),
    );
    let mut want = vec![0; w * h];
    for y in 0..h {
        for x in 0..w {
            want[x * h + y] = input[y * w + x];
        }
    }
    assert_eq!(got, want);
}

#[test]
fn histogram() {
    let n = 1000;
    let input = Rng(7).i32s(n, 0, 1 << 20);
    let (got, _) = run_i32(
        &Device::new(),
        "histogram",
        &input,
        17,
        &[],
        &Launch::new_1d(n as u32, 100),
    );
    let mut want = vec![0i32; 17];
    for &v in &input {
        want[(v & 15) as usize] += 1;
        want[16] = want[16].max(v);
    }
    assert_eq!(got, want);
}

#[test]
fn local_atomics() {
    let (n, b) = (640, 128);
    let input = Rng(8).i32s(n, 0, 1000);
    let ng = n / b;
    let (got, _) = run_i32(
        &Device::new(),
        "local_atomics",
        &input,
        ng + 2,
        &[],
        &Launch::new_1d(n as u32, b as u32),
    );
    let counts: Vec<i32> = input
        .chunks(b)
        .map(|c| c.iter().filter(|&&v| v & 1 == 0).count() as i32)
        .collect();
    let mut want = counts.clone();
    want.push(counts.iter().sum());
    want.push(counts.iter().fold(0, |a, c| a ^ c));
    assert_eq!(got, want);
}

#[test]
fn wave_ops() {
    let n = 256;
    let input = Rng(9).i32s(n, 0, 100);
    let (got, _) = run_i32(
        &Device::new(),
        "wave_ops",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 128),
    );
    let want: Vec<i32> = (0..n)
        .map(|i| {
            let w = &input[i / 64 * 64..i / 64 * 64 + 64];
            let lane = i % 64;
            w[lane ^ 1] + w[0] + w.iter().filter(|&&v| v > 50).count() as i32
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn wave_reduce() {
    let n = 512;
    let input = Rng(10).i32s(n, -1000, 1000);
    let (got, _) = run_i32(
        &Device::new(),
        "wave_reduce",
        &input,
        n / 64,
        &[],
        &Launch::new_1d(n as u32, 256),
    );
    assert_eq!(got, group_sums_ref(&input, 64));
}

#[test]
fn int64_math() {
    let n = 200;
    let mut r = Rng(11);
    let a: Vec<i64> = (0..n).map(|_| r.next() as i64 >> (r.next() % 40)).collect();
    let b: Vec<i64> = (0..n).map(|_| r.next() as i64 >> (r.next() % 60)).collect();
    let (got, _) = run_out::<i64, i64>(
        &Device::new(),
        "int64_math",
        &[&a, &b],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i64> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| {
            let q = (x.wrapping_mul(y) as u64) / ((y | 1) as u64);
            (q as i64).wrapping_add(x % 1000003).wrapping_add(x >> 7)
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn int_div() {
    let n = 300;
    let mut r = Rng(12);
    let a = r.i32s(n, i32::MIN + 1, i32::MAX);
    let mut b = r.i32s(n, -70000, 70000);
    b[0] = 0;
    b[1] = -1;
    b[2] = 1;
    let (got, _) = run_out::<i32, i32>(
        &Device::new(),
        "int_div",
        &[&a, &b],
        2 * n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let mut want = Vec::new();
    for (&x, &y) in a.iter().zip(&b) {
        let y = if y == 0 { 1 } else { y };
        want.push(x.wrapping_div(y).wrapping_add(x.wrapping_rem(y)));
        want.push(((x as u32) / (y as u32)) as i32 ^ ((x as u32) % (y as u32)) as i32);
    }
    assert_eq!(got, want);
}

fn close32(got: f32, want: f64, rel: f64) -> bool {
    (got as f64 - want).abs() <= rel * want.abs().max(1.0) || (got.is_nan() && want.is_nan())
}

#[test]
fn float_math() {
    let n = 256;
    let mut r = Rng(13);
    let a = r.f32s(n, -100.0, 100.0);
    let b: Vec<f32> = r
        .f32s(n, 0.5, 50.0)
        .iter()
        .enumerate()
        .map(|(k, v)| if k % 2 == 0 { *v } else { -*v })
        .collect();
    let (got, _) = run_out::<f32, f32>(
        &Device::new(),
        "float_math",
        &[&a, &b],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    for k in 0..n {
        let (x, y) = (a[k] as f64, b[k] as f64);
        let want = x.abs().sqrt() + x / y + x.floor() * x.min(y) + (y as i32) as f64;
        // OpenCL allows 2.5 ulp for division and 3 ulp for sqrt; compare loosely.
        assert!(close32(got[k], want, 1e-5), "{k}: x={x} y={y}: {} vs {want}", got[k]);
    }
}

#[test]
fn double_math() {
    let n = 128;
    let mut r = Rng(14);
    let a: Vec<f64> = (0..n)
        .map(|_| (r.next() % 2_000_000) as f64 / 1000.0 - 1000.0)
        .collect();
    let b: Vec<f64> = (0..n).map(|_| (r.next() % 2_000_000) as f64 / 777.0 + 0.25).collect();
    let (got, _) = run_out::<f64, f64>(
        &Device::new(),
        "double_math",
        &[&a, &b],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    for k in 0..n {
        let (x, y) = (a[k], b[k]);
        let want = x.abs().sqrt() + x / y + x.mul_add(y, 1.0);
        assert!(
            (got[k] - want).abs() <= 1e-12 * want.abs().max(1.0),
            "{k}: {} vs {want}",
            got[k]
        );
    }
}

/// Item `i` of `const_table` given its input `x`.
fn const_table_ref(i: usize, x: i32) -> i32 {
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53];
    primes[(x as u32 % 16) as usize] * 3 + ((i % 8) * (i % 8)) as i32
}

#[test]
fn const_table() {
    let n = 200;
    let input: Vec<i32> = Rng(15).i32s(n, 0, 1 << 30);
    let (got, _) = run_i32(
        &Device::new(),
        "const_table",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 50),
    );
    let want: Vec<i32> = (0..n).map(|i| const_table_ref(i, input[i])).collect();
    assert_eq!(got, want);
}

fn matmul_ref(a: &[i32], b: &[i32], n: usize) -> Vec<i32> {
    let mut c = vec![0i32; n * n];
    for r in 0..n {
        for col in 0..n {
            c[r * n + col] = (0..n).fold(0i32, |s, k| s.wrapping_add(a[r * n + k].wrapping_mul(b[k * n + col])));
        }
    }
    c
}

#[test]
fn matmul() {
    let n = 20;
    let mut r = Rng(16);
    let (a, b) = (r.i32s(n * n, -50, 50), r.i32s(n * n, -50, 50));
    let (got, _) = run_out::<i32, i32>(
        &Device::new(),
        "matmul",
        &[&a, &b],
        n * n,
        &[Arg::I32(n as i32)],
        &Launch::new([24, 24, 1], [8, 8, 1]),
    );
    assert_eq!(got, matmul_ref(&a, &b, n));
}

#[test]
fn ids3d() {
    let (g, b) = ([8u32, 6, 4], [4u32, 3, 2]);
    let total = (g[0] * g[1] * g[2]) as usize;
    let (got, _) = run_out::<i32, i32>(&Device::new(), "ids3d", &[], total * 4, &[], &Launch::new(g, b));
    for z in 0..g[2] {
        for y in 0..g[1] {
            for x in 0..g[0] {
                let lin = ((z * g[1] + y) * g[0] + x) as usize;
                let want = [
                    (x + 1000 * y + 1000000 * z) as i32,
                    (x % b[0] + 16 * (y % b[1]) + 256 * (z % b[2])) as i32,
                    (x / b[0] + 16 * (y / b[1]) + 256 * (z / b[2])) as i32,
                    (b[0] + 16 * b[1] + 256 * b[2] + 4096 * g[0]) as i32,
                ];
                assert_eq!(&got[lin * 4..lin * 4 + 4], &want, "item {x},{y},{z}");
            }
        }
    }
}

#[test]
fn bitops() {
    let n = 256;
    let mut r = Rng(17);
    let a: Vec<u32> = (0..n)
        .map(|k| if k == 0 { 0 } else { r.next() as u32 >> (k % 32) })
        .collect();
    let b: Vec<u32> = (0..n).map(|_| r.next() as u32).collect();
    let (got, _) = run_out::<u32, u32>(
        &Device::new(),
        "bitops",
        &[&a, &b],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<u32> = a
        .iter()
        .zip(&b)
        .map(|(&x, &y)| {
            let clz = if x == 0 { 32 } else { x.leading_zeros() };
            let mul_hi = ((x as u64 * y as u64) >> 32) as u32;
            let mad24 = (x & 0x7fffff).wrapping_mul(y & 0x7fffff).wrapping_add(5);
            x.count_ones()
                .wrapping_add(clz)
                .wrapping_add(x.rotate_left(7) ^ mul_hi)
                .wrapping_add(mad24)
                .wrapping_add(x & 0xff0)
                .wrapping_add((y | 1).trailing_zeros())
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn bytes_shorts() {
    let n = 300;
    let mut r = Rng(18);
    let c: Vec<i8> = (0..n).map(|_| r.next() as i8).collect();
    let s: Vec<i16> = (0..n).map(|_| r.next() as i16).collect();
    let dev = Device::new();
    let (os, oc, bc, bs) = (
        dev.alloc_zeroed(n * 2),
        dev.alloc_zeroed(n),
        dev.alloc(&bytes(&c)),
        dev.alloc(&bytes(&s)),
    );
    run(
        "bytes_shorts",
        &[Arg::Buffer(os), Arg::Buffer(oc), Arg::Buffer(bc), Arg::Buffer(bs)],
        &Launch::new_1d(n as u32, 100),
        &dev,
    );
    let want_s: Vec<i16> = (0..n).map(|i| (c[i] as i32 * 3 + s[i] as i32) as i16).collect();
    let want_c: Vec<i8> = (0..n).map(|i| c[i] ^ s[i] as i8).collect();
    assert_eq!(from_bytes::<i16>(&dev.read(&os)), want_s);
    assert_eq!(from_bytes::<i8>(&dev.read(&oc)), want_c);
}

#[test]
fn private_array() {
    let n = 128;
    let input = Rng(19).i32s(n, -1000, 1000);
    let (got, _) = run_i32(
        &Device::new(),
        "private_array",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = (0..n)
        .map(|i| {
            let x = input[i];
            let t: Vec<i32> = (0..32).map(|k| x.wrapping_mul(k) + i as i32).collect();
            (0..32).fold(0i32, |s, k| {
                s.wrapping_add(t[((k * 7 + (x & 31)) & 31) as usize].wrapping_mul(k + 1))
            })
        })
        .collect();
    assert_eq!(got, want);
}

/// generic_mix for work-groups of 64: (out, counts). Each work-item's generic pointer reaches
/// LDS or its own out element, and only it does; the histogram is the same in both modes.
fn generic_mix_ref(input: &[i32]) -> (Vec<i32>, Vec<i32>) {
    let mut out: Vec<i32> = input.iter().map(|&x| x.wrapping_mul(3)).collect();
    let mut counts = vec![0; 4];
    for (g, xs) in input.chunks(64).enumerate() {
        let mut tile = xs.to_vec();
        let mut seen = vec![(0, 0, 0); xs.len()];
        for (l, &x) in xs.iter().enumerate() {
            let i = g * 64 + l;
            let p = if x & 1 != 0 { &mut tile[63 - l] } else { &mut out[i] };
            let v = *p;
            let old = v.wrapping_add(7);
            let cas = old.wrapping_add(l as i32);
            *p = cas.wrapping_mul(2);
            seen[l] = (v, old, cas);
            counts[(x & 3) as usize] += 1;
        }
        for (l, &(v, old, cas)) in seen.iter().enumerate() {
            let i = g * 64 + l;
            out[i] = out[i]
                .wrapping_add(v)
                .wrapping_add(old)
                .wrapping_add(cas)
                .wrapping_add(tile[l]);
        }
    }
    (out, counts)
}

#[test]
fn generic_mix() {
    let n = 256;
    let input = Rng(21).i32s(n, -1000, 1000);
    let want = generic_mix_ref(&input);
    let dev = Device::new();
    for mode in [1, 0] {
        let counts = dev.alloc_zeroed(16);
        let (got, _) = run_i32(
            &dev,
            "generic_mix",
            &input,
            n,
            &[Arg::Buffer(counts), Arg::I32(mode)],
            &Launch::new_1d(n as u32, 64),
        );
        assert_eq!((got, read_i32(&dev, &counts)), want, "mode {mode}");
    }
}

fn generic_private_ref(x: i32) -> i32 {
    let mut a: Vec<i32> = (0..8).map(|k| x.wrapping_add(k)).collect();
    let mut b: Vec<i32> = (0..8).map(|k| x.wrapping_mul(k)).collect();
    let mut s = 0i32;
    let p = if x & 1 != 0 { &mut a } else { &mut b };
    for k in 0..8 {
        p[k] = p[k].wrapping_add(k as i32);
        s = s.wrapping_add(p[((k as i32 * 3 + x) & 7) as usize]);
    }
    let mut out = 0i32;
    if x & 2 != 0 {
        out = s
    } else {
        a[(x & 7) as usize] = s
    }
    match (0..8).rev().find(|k| (x >> k) & 1 != 0) {
        Some(k) => b[k] = b[k].wrapping_add(5),
        None => out = out.wrapping_add(5),
    }
    out.wrapping_add(a[((x >> 2) & 7) as usize])
        .wrapping_sub(b[((x >> 5) & 7) as usize])
        .wrapping_add(s)
}

#[test]
fn generic_private() {
    let n = 256;
    let input = Rng(22).i32s(n, -1000, 1000);
    for opt in ["-O2", "-O0"] {
        let (got, _) = run_obj_out::<i32, i32>(
            &Device::new(),
            &object_opt("generic_private", opt),
            "generic_private",
            &[&input],
            n,
            &[],
            &Launch::new_1d(n as u32, 64),
        );
        let want: Vec<i32> = input.iter().map(|&x| generic_private_ref(x)).collect();
        assert_eq!(got, want, "clang {opt}");
    }
}

fn spill_ref(x: i32, rounds: i32) -> i32 {
    let mut a: Vec<i32> = (0..40).map(|j| x.wrapping_mul(j + 1).wrapping_add(j)).collect();
    for r in 0..rounds {
        // Sequential in-place update, as the C loop does.
        for j in 0..40 {
            a[j] = a[j].wrapping_mul(3).wrapping_add(a[(j + 1) % 40]).wrapping_add(r);
        }
    }
    (0..40).fold(0, |s, j| s ^ a[j].wrapping_add(j as i32))
}

#[test]
fn spill() {
    let n = 128;
    let input = Rng(20).i32s(n, -1000, 1000);
    let obj = object("spill");
    let m = runtime::CodeObject::parse(&obj).unwrap();
    assert!(m.kernels[0].vgpr_spill_count > 0, "the spill kernel must spill VGPRs");
    let (got, _) = run_i32(
        &Device::new(),
        "spill",
        &input,
        n,
        &[Arg::I32(3)],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = input.iter().map(|&x| spill_ref(x, 3)).collect();
    assert_eq!(got, want);
}

#[test]
fn scan() {
    let (n, b) = (512, 128);
    let input = Rng(21).i32s(n, -100, 100);
    let (got, _) = run_i32(
        &Device::new(),
        "scan",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, b as u32),
    );
    assert_eq!(got, group_scan_ref(&input, b));
}

/// `ld.lld -shared` output (addresses assigned, .rodata reached through the linked
/// image) runs like the relocatable object.
#[test]
fn linked_objects() {
    let dev = Device::new();
    let n = 64;
    let input: Vec<i32> = (0..n as i32).collect();
    let (got, _) = run_obj_out::<i32, i32>(
        &dev,
        &linked("const_table"),
        "const_table",
        &[&input],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = (0..n).map(|i| const_table_ref(i, input[i])).collect();
    assert_eq!(got, want);

    let input = Rng(30).i32s(512, -9, 9);
    let (got, _) = run_obj_out::<i32, i32>(
        &dev,
        &linked("lds_reduce"),
        "lds_reduce",
        &[&input],
        2,
        &[],
        &Launch::new_1d(512, 256),
    );
    assert_eq!(got, group_sums_ref(&input, 256));
}

/// Code object v5 (ELF ABI version 3) and v6 (4, clang-22's default) both load and run.
#[test]
fn code_object_v5_and_v6() {
    assert_eq!(runtime::CodeObject::parse(&object("vec_add")).unwrap().version, 6);
    for (flag, version) in [("-O2 -mcode-object-version=5", 5), ("-O2 -mcode-object-version=6", 6)] {
        let obj = object_opt("vec_add", flag);
        assert_eq!(runtime::CodeObject::parse(&obj).unwrap().version, version);
        let dev = Device::new();
        let m = dev.load(&obj).unwrap();
        let a: Vec<i32> = (0..64).collect();
        let (out, ba) = (dev.alloc_zeroed(256), i32_buf(&dev, &a));
        dev.launch(
            &m,
            "vec_add",
            &[Arg::Buffer(out), Arg::Buffer(ba), Arg::Buffer(ba), Arg::I32(64)],
            &Launch::new_1d(64, 64),
        )
        .unwrap();
        assert_eq!(read_i32(&dev, &out), (0..64).map(|x| 2 * x).collect::<Vec<_>>());
    }
}

/// clang -O0 code (everything through scratch, no SROA) gives the same results.
#[test]
fn clang_o0_builds() {
    let dev = Device::new();
    let n = 200;
    let input = Rng(31).i32s(n, -1000, 1000);
    let obj = object_opt("divergent_if", "-O0");
    let m = runtime::CodeObject::parse(&obj).unwrap();
    assert!(
        m.kernels[0].private_segment_fixed_size > 0,
        "-O0 code keeps locals in scratch"
    );
    let (got, _) = run_obj_out::<i32, i32>(
        &dev,
        &obj,
        "divergent_if",
        &[&input],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = input.iter().map(|&x| divergent_if_ref(x)).collect();
    assert_eq!(got, want);

    let input = Rng(32).i32s(n, 0, 1000);
    let (got, _) = run_obj_out::<i32, i32>(
        &dev,
        &object_opt("nested_break", "-O0"),
        "nested_break",
        &[&input],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<i32> = input.iter().map(|&x| nested_break_ref(x)).collect();
    assert_eq!(got, want);

    let input = Rng(33).i32s(512, -1000, 1000);
    let (got, _) = run_obj_out::<i32, i32>(
        &dev,
        &object_opt("lds_reduce", "-O0"),
        "lds_reduce",
        &[&input],
        4,
        &[],
        &Launch::new_1d(512, 128),
    );
    assert_eq!(got, group_sums_ref(&input, 128));

    let nn = 9;
    let (a, b) = (Rng(34).i32s(nn * nn, -9, 9), Rng(35).i32s(nn * nn, -9, 9));
    let (got, _) = run_obj_out::<i32, i32>(
        &dev,
        &object_opt("matmul", "-O0"),
        "matmul",
        &[&a, &b],
        nn * nn,
        &[Arg::I32(nn as i32)],
        &Launch::new([16, 16, 1], [8, 8, 1]),
    );
    assert_eq!(got, matmul_ref(&a, &b, nn));
}

/// Every instruction word of every corpus object decodes, and re-encodes to the same words.
#[test]
fn corpus_decodes_and_reencodes() {
    let dir = root().join("tests/kernels");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "cl").then(|| p.file_stem().unwrap().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    assert!(names.len() >= 20, "corpus has {} kernels", names.len());
    let mut count = 0;
    for name in &names {
        let obj = runtime::CodeObject::parse(&object(name)).unwrap();
        for &(start, end) in &obj.code {
            let words: Vec<u32> = obj.image[start as usize..end as usize]
                .chunks(4)
                .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
                .collect();
            let mut at = 0;
            while at < words.len() {
                let (inst, n) = gfx9_isa::decode(&words[at..])
                    .unwrap_or_else(|e| panic!("{name}: word {at} ({:#x}): {e}", start + 4 * at as u64));
                assert_eq!(
                    gfx9_isa::encode(&inst),
                    words[at..at + n].to_vec(),
                    "{name}: {}",
                    inst.to_asm()
                );
                at += n;
                count += 1;
            }
        }
    }
    assert!(count > 1000);
}

#[test]
fn dpp_scan() {
    let n = 256;
    let input = Rng(22).i32s(n, -1000, 1000);
    let (got, _) = run_i32(
        &Device::new(),
        "dpp_scan",
        &input,
        n,
        &[],
        &Launch::new_1d(n as u32, 128),
    );
    assert_eq!(got, group_scan_ref(&input, 64));
}

#[test]
fn calls() {
    let n = 200;
    let input = Rng(23).i32s(n, -1000, 1000);
    let (got, st) = run_i32(&Device::new(), "calls", &input, n, &[], &Launch::new_1d(n as u32, 64));
    assert!(st.branch > 0);
    let want: Vec<i32> = (0..n)
        .map(|i| {
            let x = input[i];
            let t: Vec<i32> = (0..8).map(|k| x.wrapping_mul(k) + i as i32).collect();
            let poly = t[(x & 7) as usize] * 3 - t[((x + 3) & 7) as usize];
            let (mut a, mut b) = (0i32, 1i32);
            for _ in 0..x % 20 {
                let c = a.wrapping_add(b);
                a = b;
                b = c;
            }
            poly + a
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn local_pointer_argument() {
    let (n, b) = (512, 128);
    let input: Vec<i32> = (0..n as i32).map(|i| i * 5).collect();
    let dev = Device::new();
    let (got, _) = run_i32(
        &dev,
        "local_arg",
        &input,
        n,
        &[Arg::Local(b as u32 * 4)],
        &Launch::new_1d(n as u32, b as u32),
    );
    let want: Vec<i32> = (0..n)
        .map(|i| input[(i / b) * b + (b - 1 - i % b)] + (i / b) as i32)
        .collect();
    assert_eq!(got, want);
    // Too little LDS for the tile is caught as an out-of-bounds LDS access.
    let m = dev.load(&object("local_arg")).unwrap();
    let (out, inb) = (dev.alloc_zeroed(n * 4), i32_buf(&dev, &input));
    let e = dev
        .launch(
            &m,
            "local_arg",
            &[Arg::Buffer(out), Arg::Buffer(inb), Arg::Local(64)],
            &Launch::new_1d(n as u32, b as u32),
        )
        .unwrap_err();
    assert!(e.to_string().contains("out-of-bounds LDS access"), "{e}");
}

#[test]
fn float_atomics() {
    let (n, b) = (768, 256);
    let input: Vec<f32> = Rng(24).i32s(n, -500, 500).iter().map(|&v| v as f32).collect();
    let (got, _) = run_out::<f32, f32>(
        &Device::new(),
        "float_atomics",
        &[&input],
        n / b * 2,
        &[],
        &Launch::new_1d(n as u32, b as u32),
    );
    let want: Vec<f32> = input
        .chunks(b)
        .flat_map(|c| [c.iter().sum::<f32>(), c.iter().cloned().fold(f32::MIN, f32::max)])
        .collect();
    assert_eq!(got, want);
}

/// Work-groups run on several threads; the result (and the statistics) do not depend on it.
#[test]
fn threads_do_not_change_results() {
    let n = 4096;
    let input = Rng(25).i32s(n, 0, 1 << 20);
    let mut results = Vec::new();
    for threads in [1, 2, 4] {
        let mut l = Launch::new_1d(n as u32, 64);
        l.threads = threads;
        results.push(run_i32(&Device::new(), "histogram", &input, 17, &[], &l));
    }
    assert_eq!(results[0], results[1]);
    assert_eq!(results[0], results[2]);
}

/// A large dispatch on all cores against the reference (slow in the test profile).
#[test]
#[ignore]
fn stress_large_matmul() {
    let n = 256;
    let mut r = Rng(26);
    let (a, b) = (r.i32s(n * n, -100, 100), r.i32s(n * n, -100, 100));
    let (got, _) = run_out::<i32, i32>(
        &Device::new(),
        "matmul",
        &[&a, &b],
        n * n,
        &[Arg::I32(n as i32)],
        &Launch::new([n as u32, n as u32, 1], [16, 16, 1]),
    );
    assert_eq!(got, matmul_ref(&a, &b, n));
}

fn stencil_ref(input: &[i32], w: usize, h: usize) -> Vec<i32> {
    let at = |x: usize, y: usize| input[y * w + x];
    (0..w * h)
        .map(|k| {
            let (x, y) = (k % w, k / w);
            if x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                at(x, y)
            } else {
                4 * at(x, y) - at(x, y - 1) - at(x, y + 1) - at(x - 1, y) - at(x + 1, y)
            }
        })
        .collect()
}

#[test]
fn stencil() {
    let (w, h) = (30, 20);
    let input = Rng(40).i32s(w * h, -1000, 1000);
    // The grid overhangs the w x h field on both axes.
    let launch = Launch::new([32, 24, 1], [16, 4, 1]);
    let (got, _) = run_i32(
        &Device::new(),
        "stencil",
        &input,
        w * h,
        &[Arg::I32(w as i32), Arg::I32(h as i32)],
        &launch,
    );
    assert_eq!(got, stencil_ref(&input, w, h));
}

#[test]
fn row_reduce() {
    let (n, b) = (512, 256);
    let mut r = Rng(41);
    let (rows, len) = (r.i32s(16 * n, -1000, 1000), r.i32s(n, 0, 1000));
    let (got, _) = run_out::<i32, i32>(
        &Device::new(),
        "row_reduce",
        &[&rows, &len],
        n / b,
        &[],
        &Launch::new_1d(n as u32, b as u32),
    );
    let item = |i: usize| -> i32 {
        rows[16 * i..16 * i + (len[i] & 15) as usize]
            .iter()
            .map(|&v| if v > 0 { v } else { -(v >> 1) })
            .sum()
    };
    let want: Vec<i32> = (0..n / b).map(|g| (g * b..(g + 1) * b).map(item).sum()).collect();
    assert_eq!(got, want);
}

#[test]
fn uniform_loops() {
    let (len, n, m) = (256, 5, 7);
    let input = Rng(42).i32s(len, -1000, 1000);
    let (got, _) = run_i32(
        &Device::new(),
        "uniform_loops",
        &input,
        len,
        &[Arg::I32(n), Arg::I32(m)],
        &Launch::new_1d(len as u32, 64),
    );
    let want: Vec<i32> = (0..len)
        .map(|i| {
            let x = input[i];
            if x & 1 != 0 {
                let mut s = 0;
                for a in 0..n {
                    for b in 0..m {
                        s += (x ^ a) * b + input[(i as i32 + a * m + b) as usize & 255];
                    }
                }
                s
            } else if x > 100 {
                (0..m).fold(0, |s, a| s * 3 + a + x)
            } else {
                -x
            }
        })
        .collect();
    assert_eq!(got, want);
}

fn spill_divergent_ref(x: u32) -> u32 {
    if x & 1 == 0 {
        return x;
    }
    let mut a: Vec<u32> = (0..48u32).map(|j| x.wrapping_mul(j + 3) ^ j).collect();
    for r in 0..x & 7 {
        for j in 0..48 {
            a[j] = a[j].wrapping_mul(5).wrapping_add(a[(j + 7) % 48]).wrapping_sub(r);
        }
    }
    (0..48u32).fold(x, |s, j| s.wrapping_add(a[j as usize].wrapping_mul(j | 1)))
}

#[test]
fn spill_divergent() {
    let n = 256;
    let input = Rng(43).i32s(n, -1000, 1000);
    let m = runtime::CodeObject::parse(&object("spill_divergent")).unwrap();
    assert!(
        m.kernels[0].vgpr_spill_count > 0,
        "spill_divergent must make llc spill VGPRs"
    );
    let (got, _) = run_out::<i32, u32>(
        &Device::new(),
        "spill_divergent",
        &[&input],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let want: Vec<u32> = input.iter().map(|&x| spill_divergent_ref(x as u32)).collect();
    assert_eq!(got, want);
}

fn spill_uniform_ref(x: u32, c: &[u32]) -> u32 {
    let mut t = x;
    for k in 0..x & 15 {
        let acc = (0..40).fold(0u32, |acc, j| acc.wrapping_add(c[j].wrapping_mul((t >> (j & 7)) & 1)));
        let k = k as usize;
        t = t
            .wrapping_mul(c[k % 40])
            .wrapping_add(c[(k * 7) % 40] ^ k as u32)
            .wrapping_add(acc);
        if t & 1 != 0 {
            for j in (0..40).step_by(3) {
                t ^= c[39 - j] << (j & 15);
            }
        }
    }
    t
}

#[test]
fn spill_uniform() {
    let n = 256;
    let mut r = Rng(44);
    let (input, coef) = (r.i32s(n, -100000, 100000), r.i32s(40, -50, 50));
    let m = runtime::CodeObject::parse(&object("spill_uniform")).unwrap();
    assert!(
        m.kernels[0].sgpr_spill_count > 0,
        "spill_uniform must make llc spill SGPRs"
    );
    let (got, _) = run_out::<i32, u32>(
        &Device::new(),
        "spill_uniform",
        &[&input, &coef],
        n,
        &[],
        &Launch::new_1d(n as u32, 64),
    );
    let c: Vec<u32> = coef.iter().map(|&v| v as u32).collect();
    let want: Vec<u32> = input.iter().map(|&x| spill_uniform_ref(x as u32, &c)).collect();
    assert_eq!(got, want);
}

/// `irreducible_divergent.ll` per lane: (out, trace).
fn irreducible_divergent_ref(x: u32) -> (u32, u32) {
    let (mut v, mut n, mut trace) = (x, 0u32, 0u32);
    let mut in_a = x & 1 != 0;
    loop {
        if in_a {
            v = v.wrapping_mul(3).wrapping_add(1);
            n += 1;
        }
        v >>= 1;
        n += 1;
        if v <= 1 || n >= 64 {
            return (n << 16 | (v & 0xffff), trace);
        }
        in_a = v & 1 != 0;
        if in_a {
            trace = v;
        }
    }
}

#[test]
fn irreducible_divergent() {
    let n = 256;
    let input = Rng(45).i32s(n, 1, 100000);
    let dev = Device::new();
    let (out, trace) = (dev.alloc_zeroed(4 * n), dev.alloc_zeroed(4 * n));
    let args = [
        Arg::Buffer(out),
        Arg::Buffer(trace),
        Arg::Buffer(dev.alloc(&bytes(&input))),
    ];
    run_obj(
        &object_ll("irreducible_divergent"),
        "irreducible_divergent",
        &args,
        &Launch::new_1d(n as u32, 64),
        &dev,
    );
    let want: Vec<(u32, u32)> = input.iter().map(|&x| irreducible_divergent_ref(x as u32)).collect();
    let got: Vec<(u32, u32)> = from_bytes::<u32>(&dev.read(&out))
        .into_iter()
        .zip(from_bytes::<u32>(&dev.read(&trace)))
        .collect();
    assert_eq!(got, want);
}

/// `irreducible_mixed.ll` per lane: (out, steps).
fn irreducible_mixed_ref(input: &[i32], i: usize, at_h1: bool, lim: i32) -> (i32, i32) {
    let (x, mut steps) = (input[i], 0);
    if !at_h1 && x <= 0 {
        return (x, steps);
    }
    let (mut acc, mut k, mut h1) = (x, 0i32, at_h1);
    loop {
        if h1 {
            acc = acc.wrapping_mul(5).wrapping_add(k);
            k += 1;
            if acc & 3 != 0 {
                if k < lim {
                    continue;
                }
                return (acc, steps);
            }
        }
        acc = (acc ^ (acc >> 3)).wrapping_add(input[(k + i as i32) as usize & 255]);
        k += 2;
        steps = acc;
        if k >= lim {
            return (acc, steps);
        }
        h1 = true;
    }
}

#[test]
fn irreducible_mixed() {
    let (n, mode, lim) = (256, 1, 40);
    let input = Rng(46).i32s(n, -50, 1000);
    let dev = Device::new();
    let (out, steps) = (dev.alloc_zeroed(4 * n), dev.alloc_zeroed(4 * n));
    let args = [
        Arg::Buffer(out),
        Arg::Buffer(steps),
        Arg::Buffer(dev.alloc(&bytes(&input))),
        Arg::I32(mode),
        Arg::I32(lim),
    ];
    run_obj(
        &object_ll("irreducible_mixed"),
        "irreducible_mixed",
        &args,
        &Launch::new_1d(n as u32, 64),
        &dev,
    );
    // Work-group g enters at H1 when mode + g is odd (uniform), else at H2 lane by lane.
    let want: Vec<(i32, i32)> = (0..n)
        .map(|i| irreducible_mixed_ref(&input, i, (mode as usize + i / 64) % 2 == 1, lim))
        .collect();
    let got: Vec<(i32, i32)> = from_bytes::<i32>(&dev.read(&out))
        .into_iter()
        .zip(from_bytes::<i32>(&dev.read(&steps)))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn global_float_atomics() {
    let (n, b) = (1024, 256);
    let input: Vec<f32> = Rng(25).i32s(n, -100, 100).iter().map(|&v| v as f32).collect();
    let dev = Device::new();
    let (out, dout, inb) = (
        dev.alloc_zeroed(34 * 4),
        dev.alloc_zeroed(32 * 8),
        dev.alloc(&bytes(&input)),
    );
    run(
        "global_float_atomics",
        &[Arg::Buffer(out), Arg::Buffer(dout), Arg::Buffer(inb)],
        &Launch::new_1d(n as u32, b as u32),
        &dev,
    );
    // Whole numbers: every sum is exact, whatever order the lanes' swaps succeed in.
    let mut want = vec![0f32; 34];
    let mut dwant = vec![0f64; 32];
    for &v in &input {
        let bin = (v as i32 & 15) as usize;
        want[bin] += v;
        want[16 + bin] -= v;
        want[32] = want[32].min(v);
        want[33] = want[33].max(v);
        dwant[bin] += v as f64;
    }
    for (g, chunk) in input.chunks(b).enumerate() {
        let sum: f64 = chunk.iter().map(|&v| v as f64).sum();
        let lo = chunk.iter().fold(1e300f64, |m, &v| m.min(v as f64));
        let hi = chunk.iter().fold(-1e300f64, |m, &v| m.max(v as f64));
        dwant[16 + 4 * g..20 + 4 * g].copy_from_slice(&[sum, -sum, lo, hi]);
    }
    assert_eq!(from_bytes::<f32>(&dev.read(&out)), want);
    assert_eq!(from_bytes::<f64>(&dev.read(&dout)), dwant);
}

#[test]
fn narrow_atomics() {
    let (n, b) = (1024, 256);
    let input: Vec<u32> = Rng(26).i32s(n, 0, 1 << 30).iter().map(|&v| v as u32).collect();
    let dev = Device::new();
    let (bytes_b, halves_b, inb) = (
        dev.alloc_zeroed(320),
        dev.alloc_zeroed(160 * 2),
        dev.alloc(&bytes(&input)),
    );
    run(
        "narrow_atomics",
        &[Arg::Buffer(bytes_b), Arg::Buffer(halves_b), Arg::Buffer(inb)],
        &Launch::new_1d(n as u32, b as u32),
        &dev,
    );
    let mut want = vec![0u8; 320];
    let mut hwant = vec![0i16; 160];
    for (i, &v) in input.iter().enumerate() {
        let s = (v & 63) as usize;
        want[s] = want[s].wrapping_add(1);
        want[64 + s] = want[64 + s].max((v >> 8) as u8);
        want[128 + (v & 3) as usize] |= 1 << (v >> 4 & 7);
        want[132 + (v & 3) as usize] &= !(1u8 << (v >> 7 & 7));
        want[136 + (v & 3) as usize] ^= (v >> 10) as u8;
        hwant[s] = hwant[s].wrapping_sub((v >> 12) as i16);
        hwant[64 + (v & 7) as usize] = hwant[64 + (v & 7) as usize].min((v >> 8) as i16);
        let g = i / b;
        want[256 + 16 * g + (v & 15) as usize] = want[256 + 16 * g + (v & 15) as usize].wrapping_add(1);
        let m = &mut hwant[128 + 8 * g + (v & 7) as usize];
        *m = (*m as u16).max((v >> 16) as u16) as i16;
    }
    assert_eq!(dev.read(&bytes_b), want);
    assert_eq!(from_bytes::<i16>(&dev.read(&halves_b)), hwant);
}

/// `frem` as LLVM 22 computes it for AMDGPU, from the operands' values and the bits of `x`:
/// the exact remainder (`%` is exact), the quiet NaN for y = 0 or NaN or infinite x, x for a
/// NaN x.
fn frem_ref(x: f64, y: f64, x_bits: u64, quiet_nan: u64, bits_of: impl Fn(f64) -> u64) -> u64 {
    if y.is_nan() || y == 0.0 || x.is_infinite() {
        quiet_nan
    } else if x.is_nan() {
        x_bits
    } else {
        bits_of(x % y)
    }
}

#[test]
fn frem() {
    use runtime::wave::{f32_to_half, half_to_f32};
    const SPECIAL32: [u32; 20] = [
        0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00123, 0x7fa00001, 0x00000001, 0x807fffff,
        0x00800000, 0x7f7fffff, 0xff7fffff, 0x3f800000, 0xbf800000, 0x40400000, 0xc0f00000, 0x3dcccccd, 0x4c000001,
        0x0d8a3d71, 0x72a3d70b,
    ];
    const SPECIAL64: [u64; 20] = [
        0x0000000000000000,
        0x8000000000000000,
        0x7ff0000000000000,
        0xfff0000000000000,
        0x7ff8000000000000,
        0xfff8000000000123,
        0x7ff4000000000001,
        0x0000000000000001,
        0x800fffffffffffff,
        0x0010000000000000,
        0x7fefffffffffffff,
        0xffefffffffffffff,
        0x3ff0000000000000,
        0xbff0000000000000,
        0x4008000000000000,
        0xc01e000000000000,
        0x3fb999999999999a,
        0x4340000000000001,
        0x01a56e1fc2f8f359,
        0x7e37e43c8800759c,
    ];
    const SPECIAL16: [u16; 20] = [
        0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0xfe23, 0x7d01, 0x0001, 0x83ff, 0x0400, 0x7bff, 0xfbff, 0x3c00, 0xbc00,
        0x4200, 0xc780, 0x2e66, 0x6401, 0x0a3d, 0x7a3d,
    ];
    let n = 1024;
    let mut r = Rng(27);
    let (a, b) = (r.f32s(n, -1000.0, 1000.0), r.f32s(n, -50.0, 50.0));
    let dev = Device::new();
    let (o32, o64, o16) = (
        dev.alloc_zeroed(n * 4),
        dev.alloc_zeroed(n * 8),
        dev.alloc_zeroed(n * 2),
    );
    let args = [
        Arg::Buffer(o32),
        Arg::Buffer(o64),
        Arg::Buffer(o16),
        Arg::Buffer(dev.alloc(&bytes(&a))),
        Arg::Buffer(dev.alloc(&bytes(&b))),
    ];
    run("frem", &args, &Launch::new_1d(n as u32, 64), &dev);
    let (got32, got64, got16) = (
        from_bytes::<u32>(&dev.read(&o32)),
        from_bytes::<u64>(&dev.read(&o64)),
        from_bytes::<u16>(&dev.read(&o16)),
    );
    let half = |h: u16| half_to_f32(h) as f64;
    for i in 0..n {
        let (x, y, xd, yd, hx, hy) = if i < 400 {
            let (p, q) = (i % 20, i / 20);
            (
                f32::from_bits(SPECIAL32[p]),
                f32::from_bits(SPECIAL32[q]),
                f64::from_bits(SPECIAL64[p]),
                f64::from_bits(SPECIAL64[q]),
                SPECIAL16[p],
                SPECIAL16[q],
            )
        } else if i % 2 == 1 {
            // Scaled apart (exactly, but for the f16 divisor, rounded once as the kernel's multiply).
            let (hx, hy) = (f32_to_half(a[i]), f32_to_half(b[i]));
            (
                a[i] * 2f32.powi(100),
                b[i] * 2f32.powi(-60),
                a[i] as f64 / 3.0 * 2f64.powi(700),
                b[i] as f64 * 2f64.powi(-300),
                f32_to_half(half_to_f32(hx) * 32.0),
                f32_to_half(half_to_f32(hy) * 2f32.powi(-12)),
            )
        } else {
            (
                a[i],
                b[i],
                a[i] as f64 / 3.0,
                b[i] as f64,
                f32_to_half(a[i]),
                f32_to_half(b[i]),
            )
        };
        let want32 = frem_ref(x as f64, y as f64, x.to_bits() as u64, 0x7fc0_0000, |r| {
            (r as f32).to_bits() as u64
        });
        let want64 = frem_ref(xd, yd, xd.to_bits(), 0x7ff8_0000_0000_0000, f64::to_bits);
        let want16 = frem_ref(half(hx), half(hy), hx as u64, 0x7e00, |r| f32_to_half(r as f32) as u64);
        assert_eq!(got32[i] as u64, want32, "{i}: f32 {x:e} % {y:e}");
        assert_eq!(got64[i], want64, "{i}: f64 {xd:e} % {yd:e}");
        assert_eq!(got16[i] as u64, want16, "{i}: f16 {hx:#x} % {hy:#x}");
    }
}
