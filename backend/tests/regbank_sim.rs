//! Bank selection, checked by execution: after `regbankselect`, waves that keep exactly the
//! SGPR-banked values once per wave (as the hardware does) must compute what independent
//! threads compute on the original kernel. A value wrongly put in an SGPR, or a missing
//! per-lane copy for a temporally divergent use, changes the result or trips the interpreter's
//! check that SGPR values agree across active lanes.

use backend::regbank::select_banks;
use backend::schedule::Schedule;
use mir::interp::{run_kernel, run_kernel_waves, Dispatch, WaveOptions};
use mir::uniformity::Options;
use mir::*;

mod common;
use common::{args, output, random_kernel, seeds};

#[test]
fn sgpr_values_kept_once_per_wave_give_the_threads_results() {
    let dispatch = Dispatch {
        grid: [128, 1, 1],
        block: [128, 1, 1],
    };
    let mut temporal_copies = 0;
    for seed in 0..seeds() {
        let mut module = Module::default();
        module.functions.push(random_kernel(seed));
        let mut expected = args(seed);
        run_kernel(&module, "k", &dispatch, &mut expected, 10_000_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let copies_before = count_copies(&module.functions[0]);
        select_banks(&mut module.functions[0], &Options::default());
        temporal_copies += count_copies(&module.functions[0]) - copies_before;
        mir::verify::verify_module(&module).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let f = &module.functions[0];
        for v in 0..f.values.len() {
            let data = &f.values[v];
            assert!(
                data.ty == Type::Token || data.bank != Bank::Unassigned || !is_defined(f, Value(v as u32)),
                "seed {seed}: %{v} has no bank"
            );
        }
        let schedule = Schedule::compute(f);
        let in_sgpr = |v: Value| f.value(v).bank == Bank::Sgpr;
        let options = WaveOptions {
            wave_size: 64,
            policy: &schedule,
            uniform_at: &|v, _| in_sgpr(v),
            uniform: &in_sgpr,
        };
        let mut actual = args(seed);
        if let Err(e) = run_kernel_waves(&module, "k", &dispatch, &mut actual, 10_000_000, &options) {
            panic!("seed {seed}: {e}\n{}", mir::text::print_module(&module));
        }
        assert_eq!(
            output(&expected),
            output(&actual),
            "seed {seed}\n{}",
            mir::text::print_module(&module)
        );
    }
    // The generator makes loops with divergent exits whose uniform values are used after them.
    assert!(temporal_copies > 0, "no kernel exercised temporal divergence");
}

fn count_copies(f: &Function) -> usize {
    f.block_ids()
        .flat_map(|b| f.block(b).ops.iter())
        .filter(|&&op| f.op(op).opcode == Opcode::Copy)
        .count()
}

/// Is `v` still defined by a placed op or a block parameter?
fn is_defined(f: &Function, v: Value) -> bool {
    match f.value(v).def {
        ValueDef::Param(b, i) => f
            .blocks
            .get(b.index())
            .is_some_and(|d| d.params.get(i as usize) == Some(&v)),
        ValueDef::Result(op, _) => f.block(f.op(op).block).ops.contains(&op),
    }
}
