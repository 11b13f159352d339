//! The wave schedule, checked by execution: random kernels with random (also irreducible)
//! control flow run once per thread on the logical CFG and once as waves following the
//! schedule, with uniform values kept once per wave as SGPRs keep them. The results must be
//! equal and no value the uniformity analysis calls uniform may differ between active lanes.
//! The same kernels with an anchor in a cycle and ballots under its token (after the cycle
//! too: extended cycles) run as waves again: the wave interpreter also checks that each ballot
//! runs exactly the lanes of one run of the anchor, all at once.

use backend::schedule::Schedule;
use mir::interp::{run_kernel, run_kernel_waves, Dispatch, WaveOptions};
use mir::uniformity::{Options, UniformityInfo};
use mir::*;

mod common;
use common::{args, output, random_kernel, seeds, with_anchor_tokens};

#[test]
fn waves_following_the_schedule_compute_what_threads_compute() {
    let dispatch = Dispatch {
        grid: [128, 1, 1],
        block: [128, 1, 1],
    };
    let (mut variants, mut extensions) = (0, 0);
    for seed in 0..seeds() {
        let f = random_kernel(seed);
        let mut module = Module::default();
        module.functions.push(f);
        mir::verify::verify_module(&module).unwrap_or_else(|e| panic!("seed {seed}: generator made bad MIR: {e}"));
        let f = &module.functions[0];
        let ui = UniformityInfo::compute(f, &Options::default());
        let schedule = Schedule::compute(f);
        let mut per_thread = args(seed);
        run_kernel(&module, "k", &dispatch, &mut per_thread, 10_000_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let mut waves = args(seed);
        let options = WaveOptions {
            wave_size: 64,
            policy: &schedule,
            uniform_at: &|v, b| !ui.is_divergent_at(f, v, b),
            uniform: &|v| ui.is_uniform(v),
        };
        if let Err(e) = run_kernel_waves(&module, "k", &dispatch, &mut waves, 10_000_000, &options) {
            panic!("seed {seed}: {e}\n{}", mir::text::print_module(&module));
        }
        assert_eq!(
            output(&per_thread),
            output(&waves),
            "seed {seed}\n{}",
            mir::text::print_module(&module)
        );
        // With tokens: the ballots' results are unused, so the output must not change.
        let Some(g) = with_anchor_tokens(f, seed) else { continue };
        variants += 1;
        let cycles = mir::cycles::CycleInfo::compute(&g);
        let extended = mir::convergence::ExtendedCycles::compute(&g, &cycles);
        assert_eq!(
            extended.unsupported(),
            &[],
            "seed {seed}: the verifier accepted it\n{}",
            print(&g)
        );
        extensions += !extended.is_trivial() as usize;
        let ui = UniformityInfo::compute(&g, &Options::default());
        let schedule = Schedule::compute(&g);
        let mut waves = args(seed);
        let options = WaveOptions {
            wave_size: 64,
            policy: &schedule,
            uniform_at: &|v, b| !ui.is_divergent_at(&g, v, b),
            uniform: &|v| ui.is_uniform(v),
        };
        let tokens = Module {
            functions: vec![g.clone()],
            ..Module::default()
        };
        if let Err(e) = run_kernel_waves(&tokens, "k", &dispatch, &mut waves, 10_000_000, &options) {
            panic!("seed {seed} with tokens: {e}\n{}", print(&g));
        }
        assert_eq!(
            output(&per_thread),
            output(&waves),
            "seed {seed} with tokens\n{}",
            print(&g)
        );
    }
    // The token variants must reach past cycles often enough to mean something.
    println!("{variants} kernels with tokens, {extensions} with an extended cycle");
    assert!(
        extensions * 10 >= seeds() as usize,
        "only {extensions} kernels had an extended cycle"
    );
}

fn print(f: &Function) -> String {
    mir::text::print_module(&Module {
        functions: vec![f.clone()],
        ..Module::default()
    })
}
