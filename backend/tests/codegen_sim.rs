//! The code generator, checked by execution on random control flow: random kernels (divergent
//! and uniform branches, loops with divergent exits, irreducible cycles, values used in
//! dominated blocks) are compiled to code objects, with and without uniformity, and run on the
//! runtime's emulator; every work-item's result must equal the reference interpreter's. So must
//! the same kernels with an anchor in a cycle and (unused) ballots under its token, whose
//! extended cycles reshape the wave schedule.

use mir::interp::{run_kernel, Dispatch};
use runtime::{Arg, Device, Launch};

mod common;
use common::{args, output, random_kernel, seeds, with_anchor_tokens};

#[test]
fn compiled_random_kernels_compute_what_the_interpreter_computes() {
    // regalloc2's checker verifies every register allocation.
    backend::set_verify(true);
    let dispatch = Dispatch {
        grid: [128, 1, 1],
        block: [128, 1, 1],
    };
    let dev = Device::new();
    let mut ran = 0;
    for seed in 0..seeds() {
        let mut module = mir::Module::default();
        module.functions.push(random_kernel(seed));
        let mut expected = args(seed);
        run_kernel(&module, "k", &dispatch, &mut expected, 10_000_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let mut variants = vec![(module.clone(), false), (module.clone(), true)];
        if let Some(g) = with_anchor_tokens(&module.functions[0], seed) {
            variants.push((
                mir::Module {
                    functions: vec![g],
                    ..mir::Module::default()
                },
                false,
            ));
        }
        for (module, no_uniformity) in variants {
            let mut compiled = module.clone();
            let object = backend::compile_module(&mut compiled, no_uniformity)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}\n{}", mir::text::print_module(&module)));
            ran += 1;
            let program = dev.load(&object).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            let out = dev.alloc_zeroed(4 * 128);
            let u = match &args(seed)[1] {
                mir::interp::Arg::Bytes(b) => u32::from_le_bytes(b[..4].try_into().expect("4 bytes")),
                mir::interp::Arg::Buffer(_) => unreachable!("argument 1 is the uniform value"),
            };
            dev.launch(
                &program,
                "k",
                &[Arg::Buffer(out), Arg::U32(u)],
                &Launch::new_1d(128, 128),
            )
            .unwrap_or_else(|e| {
                panic!(
                    "seed {seed} (no_uniformity={no_uniformity}): {e}\n{}",
                    mir::text::print_module(&module)
                )
            });
            assert_eq!(
                dev.read(&out),
                output(&expected),
                "seed {seed} (no_uniformity={no_uniformity})\n{}",
                mir::text::print_module(&module)
            );
        }
    }
    println!("{ran} compiled kernels ran");
}
