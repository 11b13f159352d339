//! The `dynamic-alloca` pass against the MIR interpreter's own meaning of `alloca.dyn`,
//! `stacksave` and `stackrestore` (a per-thread stack pointer): the kernels of
//! `tests/backend/dynamic-alloca.ll` run in the interpreter before and after the pass with the
//! same inputs and must write the same bytes (pointer values included: both start at the
//! static frame's end and move in the same 16-byte steps). The emulator's results against the
//! host are the lit test's business.

use backend::expand::dynamic_alloca::expand_dynamic_allocas;
use mir::interp::{run_kernel, Arg, Dispatch};

const ITEMS: u32 = 128;

fn args(kernel: &str) -> Vec<Arg> {
    let zeros = |words: u32| Arg::Buffer(vec![0; (words * ITEMS * 4) as usize]);
    let i32_arg = |v: i32| Arg::Bytes(v.to_le_bytes().to_vec());
    match kernel {
        "uniform_size" => vec![zeros(1), i32_arg(7)],
        "divergent_size" => {
            let ns: Vec<u8> = (0..ITEMS).flat_map(|i| ((i * 7) % 23).to_le_bytes()).collect();
            vec![zeros(2), Arg::Buffer(ns)]
        }
        "loop_growth" => vec![zeros(5), i32_arg(6)],
        "inlined_callee" => vec![zeros(2)],
        _ => vec![zeros(1)],
    }
}

#[test]
fn dynamic_alloca_pass_keeps_the_interpreters_meaning() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/backend/dynamic-alloca.ll");
    let lowered = frontend::lower_file(path, &frontend::LowerOptions::compile()).expect("lowers");
    let mut expanded = lowered.module.clone();
    for f in &mut expanded.functions {
        expand_dynamic_allocas(f);
        mir::verify::verify_function(f).unwrap_or_else(|e| panic!("{}: {e:?}", f.name));
    }
    let dispatch = Dispatch {
        grid: [ITEMS, 1, 1],
        block: [64, 1, 1],
    };
    let kernels = [
        "uniform_size",
        "divergent_size",
        "loop_growth",
        "inlined_callee",
        "divergent_branch",
    ];
    for kernel in kernels {
        let (mut before, mut after) = (args(kernel), args(kernel));
        run_kernel(&lowered.module, kernel, &dispatch, &mut before, 10_000_000)
            .unwrap_or_else(|e| panic!("{kernel}: {e}"));
        run_kernel(&expanded, kernel, &dispatch, &mut after, 10_000_000).unwrap_or_else(|e| panic!("{kernel}: {e}"));
        let bytes = |a: &[Arg]| match &a[0] {
            Arg::Buffer(b) | Arg::Bytes(b) => b.clone(),
        };
        assert_eq!(bytes(&before), bytes(&after), "{kernel}");
        assert!(bytes(&after).iter().any(|&b| b != 0), "{kernel} wrote nothing");
    }
}
