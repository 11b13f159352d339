//! The corpus's MLIR kernels (`tests/kernels/mlir_*.ll`, from `mlir_*.mlir` by
//! `scripts/mlir-kernels`) compiled by llc-22 run on the emulator and must match a plain-Rust
//! reference; the math one within OpenCL's ulp bounds of the host's f64 results. (kcc's code
//! of the same IR must equal llc's, byte for byte: `tests/corpus_vs_llc.rs`.)
mod common;
use common::*;
use runtime::{Arg, Device, Launch};

/// Runs `name` with a zeroed output of `out_len` elements first and `rest` after it.
fn run_ll<R: Copy + Default>(name: &str, out_len: usize, rest: Vec<Arg>, launch: &Launch, dev: &Device) -> Vec<R> {
    let out = dev.alloc_zeroed(out_len * std::mem::size_of::<R>());
    let mut args = vec![Arg::Buffer(out)];
    args.extend(rest);
    dev.launch(&dev.load(&object_ll(name)).unwrap(), name, &args, launch)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    from_bytes(&dev.read(&out))
}

#[test]
fn mlir_vec_add() {
    let (a, b) = (Rng(61).f32s(1024, -1000.0, 1000.0), Rng(62).f32s(1024, -1000.0, 1000.0));
    let dev = Device::new();
    let args = vec![
        Arg::Buffer(dev.alloc(&bytes(&a))),
        Arg::Buffer(dev.alloc(&bytes(&b))),
        Arg::I32(1000),
    ];
    let got: Vec<f32> = run_ll("mlir_vec_add", 1024, args, &Launch::new_1d(1024, 64), &dev);
    for i in 0..1024 {
        let want = if i < 1000 { a[i] + b[i] } else { 0.0 };
        assert_eq!(got[i].to_bits(), want.to_bits(), "{i}");
    }
}

#[test]
fn mlir_reduce() {
    let input = Rng(63).i32s(2048, -100_000, 100_000);
    let dev = Device::new();
    let got: Vec<i32> = run_ll(
        "mlir_reduce",
        8,
        vec![Arg::Buffer(dev.alloc(&bytes(&input)))],
        &Launch::new_1d(2048, 256),
        &dev,
    );
    let want: Vec<i32> = input.chunks(256).map(|c| c.iter().sum()).collect();
    assert_eq!(got, want);
}

#[test]
fn mlir_transpose() {
    let (cols, rows) = (48, 32);
    let input = Rng(64).i32s(cols * rows, -1000, 1000);
    let dev = Device::new();
    let launch = Launch {
        grid: [cols as u32, rows as u32, 1],
        block: [16, 16, 1],
        dims: 2,
        ..Launch::new_1d(1, 1)
    };
    let got: Vec<i32> = run_ll(
        "mlir_transpose",
        cols * rows,
        vec![Arg::Buffer(dev.alloc(&bytes(&input)))],
        &launch,
        &dev,
    );
    for y in 0..rows {
        for x in 0..cols {
            assert_eq!(got[x * rows + y], input[y * cols + x], "({x}, {y})");
        }
    }
}

fn mlir_branchy_ref(x: i32) -> i32 {
    if x < 0 {
        let (mut v, mut n) = (-x, 0);
        while v > 1 && n < 500 {
            v = if v & 1 != 0 { v * 3 + 1 } else { v >> 1 };
            n += 1;
        }
        n
    } else if x % 3 == 0 {
        (0..x % 17).map(|j| j * x).sum()
    } else if x & 1 == 0 {
        x * 2
    } else {
        -x
    }
}

#[test]
fn mlir_branchy() {
    let input = Rng(65).i32s(256, -1000, 1000);
    let dev = Device::new();
    let got: Vec<i32> = run_ll(
        "mlir_branchy",
        256,
        vec![Arg::Buffer(dev.alloc(&bytes(&input)))],
        &Launch::new_1d(256, 64),
        &dev,
    );
    let want: Vec<i32> = input.iter().map(|&x| mlir_branchy_ref(x)).collect();
    assert_eq!(got, want);
}

/// Distance in units in the last place of `got` from the exact `want` (0 for equal infinities
/// and both NaN).
fn ulps(got: f32, want: f64) -> f64 {
    if got.is_nan() && want.is_nan() || got as f64 == want {
        return 0.0;
    }
    let w = want as f32;
    let ulp = (f32::from_bits(w.abs().to_bits() + 1) - w.abs()) as f64;
    (got as f64 - want).abs() / ulp
}

#[test]
fn mlir_math() {
    let n = 512;
    let mut input = Rng(66).f32s(n, -10.0, 10.0);
    input[0] = 0.0;
    input[1] = -0.0;
    input[2] = 88.0;
    input[3] = -87.0;
    input[4] = 1e-30;
    let dev = Device::new();
    let (l, t) = (dev.alloc_zeroed(n * 4), dev.alloc_zeroed(n * 4));
    let args = vec![Arg::Buffer(l), Arg::Buffer(t), Arg::Buffer(dev.alloc(&bytes(&input)))];
    let e: Vec<f32> = run_ll("mlir_math", n, args, &Launch::new_1d(n as u32, 64), &dev);
    let (l, t): (Vec<f32>, Vec<f32>) = (from_bytes(&dev.read(&l)), from_bytes(&dev.read(&t)));
    for i in 0..n {
        let x = input[i] as f64;
        // OpenCL C's bounds for single precision: exp and log 3 ulp, tanh 5 ulp.
        assert!(ulps(e[i], x.exp()) <= 3.0, "exp({x}) = {} vs {}", e[i], x.exp());
        assert!(
            ulps(l[i], x.abs().ln()) <= 3.0,
            "log({x}) = {} vs {}",
            l[i],
            x.abs().ln()
        );
        assert!(ulps(t[i], x.tanh()) <= 5.0, "tanh({x}) = {} vs {}", t[i], x.tanh());
    }
}
