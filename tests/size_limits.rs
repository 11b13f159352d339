//! Issue #18's "no size limits", by execution: switches of 2 to 1,000 cases on a uniform and on
//! a divergent selector, and a kernel of a few thousand global and LDS loads and stores (the
//! scaling benchmark's generators, `backend/benches/scaling/shapes.rs`), compiled by kcc and by
//! llc-22, run on the emulator with the same inputs: both must leave `%out` the same. The
//! largest sizes (10,000–50,000 memory operations) are timed against llc-22 by
//! `scripts/bench --limits`; llc-22 alone would take minutes on them here.

#[path = "../backend/benches/scaling/shapes.rs"]
#[allow(dead_code)]
mod shapes;
mod support {
    pub mod corpus;
}
use runtime::{Arg, Device, Launch};
use std::path::{Path, PathBuf};
use support::corpus;

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

/// kcc's code object of `ir`, with regalloc2's checker on.
fn kcc(name: &str, ir: &str) -> Vec<u8> {
    backend::set_verify(true);
    let mut module = frontend::lower_bytes(name, ir.as_bytes(), &frontend::LowerOptions::compile())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .module;
    backend::run_pipeline(&mut module, false).unwrap_or_else(|e| panic!("{name}: {e}"));
    backend::codegen::write_object_with_stats(&module, None, &mut backend::codegen::Passes::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .0
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
    let (ours, theirs) = (kcc(name, ir), llc(name, ir));
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
