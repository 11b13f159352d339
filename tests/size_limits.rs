//! Issue #18's "no size limits", by execution: switches of 2 to 1,000 cases on a uniform and on
//! a divergent selector, and a kernel of a few thousand global and LDS loads and stores (the
//! scaling benchmark's generators, `backend/benches/scaling/shapes.rs`), compiled by kcc and by
//! llc-22, run on the emulator with the same inputs: both must leave `%out` the same. So must
//! random switches of 5 to 60 cases in a loop ([`random_switch`]: shared targets, cases falling
//! into the next, divergent `if`s inside cases), whose dispatches share tails. The
//! largest sizes (10,000–50,000 memory operations) are timed against llc-22 by
//! `scripts/bench --limits`; llc-22 alone would take minutes on them here.

#[path = "../backend/benches/scaling/shapes.rs"]
#[allow(dead_code)]
mod shapes;
mod support {
    pub mod corpus;
    pub mod gen;
    pub mod kcc;
}
use runtime::{Arg, Device, Launch};
use std::path::{Path, PathBuf};
use support::corpus;
use support::gen::Rng;

/// Work-items per launch: four waves, one per group (the shapes index by `group * 64 + lane`).
const GRID: u32 = 256;
const BLOCK: u32 = 64;
/// Words past the last work-item's the memory shape reaches (offsets up to 96 × 64).
const MEMORY_REACH: usize = 97 * 64;

fn scratch_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target").join("size-limits");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// llc-22's code object of `ir`.
fn llc(name: &str, ir: &str) -> Vec<u8> {
    let ll = scratch_dir().join(format!("{name}-{}.ll", std::process::id()));
    let obj = ll.with_extension("o");
    std::fs::write(&ll, ir).unwrap();
    corpus::llc(&ll, &obj).unwrap_or_else(|e| panic!("{name}: {e}"));
    let bytes = std::fs::read(&obj).unwrap();
    let _ = std::fs::remove_file(&ll);
    let _ = std::fs::remove_file(&obj);
    bytes
}

/// Little-endian words `f(0..len)`.
fn words(len: usize, f: impl Fn(usize) -> u32) -> Vec<u8> {
    (0..len).flat_map(|i| f(i).to_le_bytes()).collect()
}

/// `%out` (of `out_words` words) after `kernel(out, in, n)` runs from `object`.
fn run(object: &[u8], kernel: &str, input: &[u8], n: u32, out_words: usize) -> Vec<u8> {
    let dev = Device::new();
    let module = dev.load(object).unwrap_or_else(|e| panic!("{kernel}: {e}"));
    let (out, inp) = (dev.alloc_zeroed(4 * out_words), dev.alloc(input));
    let mut launch = Launch::new_1d(GRID, BLOCK);
    launch.threads = 1;
    dev.launch(
        &module,
        kernel,
        &[Arg::Buffer(out), Arg::Buffer(inp), Arg::U32(n)],
        &launch,
    )
    .unwrap_or_else(|e| panic!("{kernel}: {e}"));
    dev.read(&out)
}

/// kcc's and llc-22's objects of `ir` leave the same `%out` for each selector `n`.
fn same_as_llc(name: &str, kernel: &str, ir: &str, input: &[u8], ns: &[u32], out_words: usize) {
    let (ours, theirs) = (support::kcc::object(name, ir), llc(name, ir));
    for &n in ns {
        let want = run(&theirs, kernel, input, n, out_words);
        let got = run(&ours, kernel, input, n, out_words);
        if let Some(w) = (0..out_words).find(|&w| want[4 * w..4 * w + 4] != got[4 * w..4 * w + 4]) {
            let word = |b: &[u8]| u32::from_le_bytes(b[4 * w..4 * w + 4].try_into().unwrap());
            panic!(
                "{name}, n = {n}: word {w} is {:#x}, llc-22's {:#x}",
                word(&got),
                word(&want)
            );
        }
    }
}

/// Each switch size, selector by selector: cases sit at multiples of 3, so inputs below
/// `3 * cases + 3` hit every case and the default between and after them.
fn switches(divergent: bool) {
    for cases in [2, 10, 50, 200, 1_000] {
        let k = shapes::switch_cases(cases, divergent);
        let span = 3 * cases as u32 + 3;
        let input = words(GRID as usize, |i| (i as u32).wrapping_mul(2_654_435_761) % span);
        // A uniform selector picks one case per launch: first, last, middle, and defaults.
        let ns: &[u32] = if divergent {
            &[0]
        } else {
            &[0, 3, 1, 3 * (cases as u32 - 1), 3 * (cases as u32 / 2), span, u32::MAX]
        };
        let kind = if divergent { "divergent" } else { "uniform" };
        same_as_llc(
            &format!("{kind}-switch-{cases}"),
            "switch",
            &k.ir,
            &input,
            ns,
            GRID as usize,
        );
    }
}

#[test]
fn uniform_switches_compute_what_llc_computes() {
    switches(false);
}

#[test]
fn divergent_switches_compute_what_llc_computes() {
    switches(true);
}

#[test]
fn thousands_of_memory_operations_compute_what_llc_computes() {
    let k = shapes::memory_ops(3_000);
    let len = GRID as usize + MEMORY_REACH;
    let input = words(len, |i| (i as u32).wrapping_mul(2_246_822_519) ^ 0x5bd1_e995);
    same_as_llc("memory-3000", "memory", &k.ir, &input, &[7], len);
}

/// Kernel `k(out, in, n)`: a loop of up to three trips around a switch of 5 to 60 cases on
/// `(in[i] + trip) % m` (divergent) or, for some seeds, `n % (trip + 7)` (uniform). Cases
/// share targets, fall into the next case, or branch on a divergent compare first; every path
/// adds a value to an accumulator that is stored at the end.
fn random_switch(seed: u64) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let cases = 5 + rng.below(56);
    let trips = 1 + rng.below(3);
    let modulus = cases + rng.below(cases + 5);
    let uniform = rng.chance(25);
    let mut ir = String::from(
        "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %grp, 6
  %i = add i32 %base, %tid
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %x0 = load i32, ptr addrspace(1) %pin, align 4
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %x = add i32 %x0, %k
",
    );
    if uniform {
        ir += "  %k7 = add i32 %k, 7\n  %sel = urem i32 %n, %k7\n";
    } else {
        ir += &format!("  %sel = urem i32 %x, {modulus}\n");
    }
    // Distinct case values below the modulus.
    let mut values: Vec<usize> = (0..modulus).collect();
    for j in 0..cases {
        let r = j + rng.below(modulus - j);
        values.swap(j, r);
    }
    let arms: Vec<String> = (0..cases)
        .map(|c| {
            let target = match rng.below(20) {
                0 => "other".to_string(),
                1..=3 => format!("case{}", rng.below(cases)),
                _ => format!("case{c}"),
            };
            format!("i32 {}, label %{target}", values[c])
        })
        .collect();
    let default = if rng.chance(80) { "default" } else { "case0" };
    ir += &format!("  switch i32 %sel, label %{default} [ {} ]\n", arms.join(" "));
    let mut incoming = vec!["[ 5, %default ]".to_string(), "[ 9, %other ]".to_string()];
    for c in 0..cases {
        ir += &format!("case{c}:\n  %m{c} = mul i32 %x, {}\n", c + 3);
        match rng.below(20) {
            0..=4 => {
                ir += &format!(
                    "  %c{c} = icmp ult i32 %m{c}, {}\n  br i1 %c{c}, label %inner{c}, label %latch\n\
                     inner{c}:\n  %w{c} = xor i32 %m{c}, {}\n  br label %latch\n",
                    50 + rng.below(350),
                    7 * c + 1
                );
                incoming.push(format!("[ %m{c}, %case{c} ]"));
                incoming.push(format!("[ %w{c}, %inner{c} ]"));
            }
            5..=6 if c + 1 < cases => ir += &format!("  br label %case{}\n", c + 1),
            _ => {
                ir += "  br label %latch\n";
                incoming.push(format!("[ %m{c}, %case{c} ]"));
            }
        }
    }
    ir += &format!(
        "default:
  br label %latch
other:
  br label %latch
latch:
  %r = phi i32 {}
  %acc1 = add i32 %acc, %r
  %k1 = add i32 %k, 1
  %again = icmp ult i32 %k1, {trips}
  br i1 %again, label %head, label %exit
exit:
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i
  store i32 %acc1, ptr addrspace(1) %pout, align 4
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
",
        incoming.join(", ")
    );
    ir
}

#[test]
fn random_switches_compute_what_llc_computes() {
    for seed in 0..40 {
        let ir = random_switch(seed);
        let input = words(GRID as usize, |i| ((i as u64 * 2_654_435_761 + seed) % 1000) as u32);
        same_as_llc(
            &format!("random-switch-{seed}"),
            "k",
            &ir,
            &input,
            &[seed as u32],
            GRID as usize,
        );
    }
}
