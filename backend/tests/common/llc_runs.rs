//! The corpus kernels built by llc-22, with launches and inputs, for tests that rewrite llc's
//! code with a post-allocation pass and check it still computes what llc's object computes.

use super::llc;
use runtime::{Arg, Device, Launch};

/// Kernel arguments: buffers of some bytes (random contents) or scalars.
#[derive(Clone, Copy)]
pub enum A {
    /// Buffer of n i32s in [lo, hi].
    I32s(usize, i32, i32),
    /// Buffer of n f32s in [lo, hi).
    F32s(usize, f32, f32),
    /// Buffer of n f64s in [lo, hi).
    F64s(usize, f64, f64),
    /// Buffer of n random bytes.
    Bytes(usize),
    I32(i32),
    F32(f32),
    Local(u32),
}

/// Launches of the corpus kernels (sizes as in runtime/tests/kernels.rs).
pub fn launches() -> Vec<(&'static str, Vec<A>, Launch)> {
    use A::*;
    let l1 = |g: u32, b: u32| Launch::new_1d(g, b);
    vec![
        (
            "vec_add",
            vec![
                I32s(1000, 0, 0),
                I32s(1000, -1 << 30, 1 << 30),
                I32s(1000, -1 << 30, 1 << 30),
                I32(1000),
            ],
            l1(1024, 64),
        ),
        (
            "saxpy",
            vec![F32s(512, -10.0, 10.0), F32s(512, -10.0, 10.0), F32(2.5)],
            l1(512, 128),
        ),
        (
            "divergent_if",
            vec![I32s(256, 0, 0), I32s(256, -1000, 1000)],
            l1(256, 64),
        ),
        ("collatz", vec![I32s(300, 0, 0), I32s(300, 1, 3000)], l1(300, 100)),
        ("nested_break", vec![I32s(128, 0, 0), I32s(128, 0, 1000)], l1(128, 64)),
        (
            "switch_case",
            vec![I32s(256, 0, 0), I32s(256, -100000, 100000)],
            l1(256, 64),
        ),
        (
            "lds_reverse",
            vec![I32s(1024, 0, 0), I32s(1024, -5000, 5000)],
            l1(1024, 256),
        ),
        (
            "lds_reduce",
            vec![I32s(8, 0, 0), I32s(2048, -1000, 1000)],
            l1(2048, 256),
        ),
        (
            "transpose",
            vec![I32s(960, 0, 0), I32s(960, -5000, 5000), I32(40), I32(24)],
            Launch::new([48, 32, 1], [16, 16, 1]),
        ),
        ("histogram", vec![I32s(17, 0, 0), I32s(1000, 0, 1 << 20)], l1(1000, 100)),
        ("local_atomics", vec![I32s(7, 0, 0), I32s(640, 0, 1000)], l1(640, 128)),
        ("wave_ops", vec![I32s(256, 0, 0), I32s(256, 0, 100)], l1(256, 128)),
        ("wave_reduce", vec![I32s(8, 0, 0), I32s(512, -1000, 1000)], l1(512, 256)),
        (
            "int64_math",
            vec![
                I32s(400, 0, 0),
                I32s(400, i32::MIN, i32::MAX),
                I32s(400, i32::MIN, i32::MAX),
            ],
            l1(200, 64),
        ),
        (
            "int_div",
            vec![
                I32s(600, 0, 0),
                I32s(300, i32::MIN + 1, i32::MAX),
                I32s(300, -70000, 70000),
            ],
            l1(300, 64),
        ),
        (
            "float_math",
            vec![F32s(256, 0.0, 0.0), F32s(256, -100.0, 100.0), F32s(256, 0.5, 50.0)],
            l1(256, 64),
        ),
        (
            "double_math",
            vec![F64s(128, 0.0, 0.0), F64s(128, -1000.0, 1000.0), F64s(128, 0.25, 2000.0)],
            l1(128, 64),
        ),
        ("const_table", vec![I32s(200, 0, 0), I32s(200, 0, 1 << 30)], l1(200, 50)),
        (
            "matmul",
            vec![I32s(400, 0, 0), I32s(400, -50, 50), I32s(400, -50, 50), I32(20)],
            Launch::new([24, 24, 1], [8, 8, 1]),
        ),
        ("ids3d", vec![I32s(192 * 4, 0, 0)], Launch::new([8, 6, 4], [4, 3, 2])),
        (
            "bitops",
            vec![
                I32s(256, 0, 0),
                I32s(256, i32::MIN, i32::MAX),
                I32s(256, i32::MIN, i32::MAX),
            ],
            l1(256, 64),
        ),
        (
            "bytes_shorts",
            vec![Bytes(600), Bytes(300), Bytes(300), Bytes(600)],
            l1(300, 100),
        ),
        (
            "private_array",
            vec![I32s(128, 0, 0), I32s(128, -1000, 1000)],
            l1(128, 64),
        ),
        (
            "spill",
            vec![I32s(128, 0, 0), I32s(128, -1000, 1000), I32(3)],
            l1(128, 64),
        ),
        ("scan", vec![I32s(512, 0, 0), I32s(512, -100, 100)], l1(512, 128)),
        ("dpp_scan", vec![I32s(256, 0, 0), I32s(256, -1000, 1000)], l1(256, 128)),
        // `calls` is left out: it keeps a real non-kernel function (`poly`, reached by
        // s_swappc_b64), which the code-object writer cannot emit.
        (
            "local_arg",
            vec![I32s(512, 0, 0), I32s(512, -1000, 1000), Local(512)],
            l1(512, 128),
        ),
        (
            "float_atomics",
            vec![F32s(8, 0.0, 0.0), F32s(256, -100.0, 100.0)],
            l1(256, 64),
        ),
        (
            "flat_mix",
            vec![I32s(256, 0, 0), I32s(256, -1000, 1000), I32(1)],
            l1(256, 64),
        ),
    ]
}

/// Kernels only this test has: generic pointers that may point to LDS or global memory, so
/// llc must use FLAT loads (counted in both vmcnt and lgkmcnt) next to LDS and global ones.
const FLAT_MIX: &str = r#"
__kernel void flat_mix(__global int *out, __global const int *in, int sel) {
    __local int tile[64];
    int lid = get_local_id(0);
    size_t gid = get_global_id(0);
    tile[lid] = in[gid] * 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    const int *p = ((lid + sel) & 1) ? (const int *)&tile[63 - lid] : (const int *)&in[gid];
    const int *q = ((lid >> 1) & 1) ? (const int *)&tile[(lid + 5) & 63] : (const int *)&in[(gid + 3) % 64];
    int a = *p;
    int b = *q;
    out[gid] = a * 3 + b + tile[(lid + 1) & 63];
}
"#;

pub fn build(name: &str, opt: &str) -> std::sync::Arc<llc::LlcBuild> {
    match name {
        "flat_mix" => llc::build_source(name, FLAT_MIX, opt),
        _ => llc::build_opt(name, opt),
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % ((hi - lo) as u64 + 1)) as i64
    }
}

/// Runs `kernel` from `obj`; the bytes of every buffer argument afterwards.
pub fn run(obj: &[u8], kernel: &str, args: &[A], launch: &Launch) -> Result<Vec<Vec<u8>>, String> {
    let dev = Device::new();
    let m = dev.load(obj).map_err(|e| e.to_string())?;
    let mut rng = Rng(0x5eed ^ kernel.len() as u64);
    let mut bufs = Vec::new();
    let mut out = Vec::new();
    for a in args {
        let bytes: Option<Vec<u8>> = match *a {
            A::I32s(n, lo, hi) => Some(
                (0..n)
                    .flat_map(|_| (rng.range(lo as i64, hi as i64) as i32).to_le_bytes())
                    .collect(),
            ),
            // Whole numbers keep float sums exact whatever order atomics run in.
            A::F32s(n, lo, hi) => Some(
                (0..n)
                    .flat_map(|_| (rng.range(lo as i64, hi as i64) as f32).to_le_bytes())
                    .collect(),
            ),
            A::F64s(n, lo, hi) => Some(
                (0..n)
                    .flat_map(|_| (rng.range((lo * 8.0) as i64, (hi * 8.0) as i64) as f64 / 8.0).to_le_bytes())
                    .collect(),
            ),
            A::Bytes(n) => Some((0..n).map(|_| rng.next() as u8).collect()),
            _ => None,
        };
        match (bytes, *a) {
            (Some(b), _) => {
                let buf = dev.alloc(&b);
                bufs.push(buf);
                out.push(Arg::Buffer(buf));
            }
            (None, A::I32(v)) => out.push(Arg::I32(v)),
            (None, A::F32(v)) => out.push(Arg::F32(v)),
            (None, A::Local(v)) => out.push(Arg::Local(v)),
            _ => unreachable!(),
        }
    }
    dev.launch(&m, kernel, &out, launch).map_err(|e| e.to_string())?;
    Ok(bufs.iter().map(|b| dev.read(b)).collect())
}
