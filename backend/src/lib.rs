//! The GFX9 (gfx900) backend: generic MIR in, a code object out.
//!
//! Neighbours: it takes the `mir::Module` the `frontend` made, runs its MIR passes through
//! `mir::pass`, encodes with `gfx9_isa`, and writes the code objects the `runtime` loads.
//! `docs/ARCHITECTURE.md` walks through the stages.
//!
//! The pipeline today (with the generic `dce` and, before bank selection,
//! `split-extended-cycles`, which splits blocks where a loop token's convergence region ends
//! inside one and gives edges with arguments leaving such a region a block of their own, so the
//! schedule can run the region once per iteration: `mir::convergence`):
//!
//! 1. [`address_spaces`] (MIR pass `infer-address-spaces`) — loads and stores through casts
//!    to generic pointers use the specific pointer; [`expand`] (MIR passes `atomic-expand`,
//!    `frem-expand`) — atomics without an instruction as compare-and-swap loops, `frem` as
//!    LLVM's exact remainder loop (loops with per-lane exits, so built before the uniformity
//!    analysis), `lower-switch` — switches with many cases as a tree of compares,
//!    `buffer-waterfall` — buffer accesses whose resource differs between lanes in a
//!    `readfirstlane` loop over its values; [`legalize`] (MIR pass) — i8/i16
//!    arithmetic widened to i32, i1 arithmetic turned into boolean logic; [`combine`] (MIR
//!    pass) — multiplication, division and remainder by powers of two as shifts and masks;
//!    `cse` (generic MIR pass) — repeated pure ops merged.
//! 2. [`regbank`] (MIR pass `regbankselect`) — each value's register file from the uniformity
//!    analysis (uniform → SGPR where the scalar unit can compute it; divergent → VGPR;
//!    divergent booleans → lane masks), with per-lane copies for temporally divergent uses;
//!    then [`addressing`] (MIR pass `fold-addresses`) — constant offsets into the memory
//!    instructions' offset fields, uniform bases into `global_*`'s `saddr` form; [`fuse`]
//!    (MIR pass) — pairs of 32-bit vector ops as one three-operand instruction (`add3`, ...);
//!    [`merge_memory`] (MIR pass `merge-memory`) — loads and stores of adjacent dwords as one
//!    64-bit access; [`sink_compares`] (MIR pass `sink-compares`) — a uniform compare next to
//!    the scalar select or branch reading it, so SCC carries it.
//! 3. [`codegen`] — from bank-assigned MIR to physical `gfx9_isa::Inst`s in [`mc`] blocks:
//!    each op selected on virtual registers (`isel`), both register files allocated, the frame
//!    laid out, then the code emitted on the allocation. [`schedule`] decides the order in which a
//!    wave runs blocks when its lanes disagree (slots in a loop-contiguous topological order,
//!    continue slots after each cycle: maximal convergence; a loop's extended cycle — the loop and
//!    the blocks after it where one of its convergence tokens is live — stays together); each slot
//!    has a lane mask, divergent branches split exec, uniform branches stay scalar branches; every
//!    op is expanded for the banks of its values. The function has two CFGs: the *logical* one
//!    (what a lane walks) and the *linear* one (what the wave walks: each block's candidates are
//!    `Schedule::next_slots`).
//! 4. [`peephole`], [`waitcnt`] and [`hazards`] on the physical code, then branch relaxation
//!    (branches past ±128 KiB become long jumps, [`mc::MachineFunction::relax`]), encoding and
//!    the ELF code object ([`codeobj`]).
//!
//! Stages 3 and 4 run as named machine passes after the MIR passes
//! ([`codegen::MACHINE_PASSES`]), which `--time-passes`, `--print-after` and `--stop-after`
//! reach.
//!
//! Registers are allocated by regalloc2 (`codegen::regalloc`), run twice — VGPRs on the
//! logical CFG, SGPRs and lane masks on the linear CFG (DESIGN.md's two-CFG rule) — with single
//! registers and pairs in separate regalloc2 classes, packed into the real files afterwards.
//!
//! Stages 1 and 2 and the schedule are checked by running MIR in the reference interpreter
//! (`mir::interp`) — once per thread, once as waves that keep SGPR values once per wave and
//! follow the schedule — on random kernels; stage 3 by running code objects on the runtime
//! against the interpreter (random kernels) and against llc-22's code (the corpus).

pub mod address_spaces;
pub mod addressing;
pub mod bits;
pub mod budget;
pub mod clobbers;
pub mod codegen;
pub mod codeobj;
pub mod combine;
pub mod expand;
pub mod fold_branches;
pub mod forward_stores;
pub mod fuse;
pub mod hazards;
pub mod legalize;
pub mod machine_verify;
pub mod mc;
pub mod merge_memory;
pub mod peephole;
pub mod regbank;
pub mod schedule;
pub mod sink_compares;
pub mod sink_extensions;
pub mod waitcnt;

/// Turns the code generator's checks on (or off) for every kernel this process compiles
/// (tests turn them on; see [`verify`]).
pub fn set_verify(on: bool) {
    mir::set_checking(on);
}

/// Does the code generator check its own work: regalloc2's checker on every register
/// allocation, the machine verifier ([`machine_verify`]) after every machine pass? The switch
/// is `mir`'s ([`mir::checking`]), which also runs the MIR verifier after every pass.
pub fn verify() -> bool {
    mir::checking()
}

/// Adds the backend's MIR passes to `registry`; `no_uniformity` makes bank selection treat
/// every non-constant value as divergent.
pub fn register_passes(registry: &mut mir::pass::Registry, no_uniformity: bool) {
    registry.register(Box::new(address_spaces::InferAddressSpaces));
    registry.register(Box::new(expand::DYNAMIC_ALLOCA));
    registry.register(Box::new(forward_stores::FORWARD_STORES));
    registry.register(Box::new(expand::ATOMIC_EXPAND));
    registry.register(Box::new(expand::FREM_EXPAND));
    registry.register(Box::new(expand::LOWER_SWITCH));
    registry.register(Box::new(expand::waterfall::Waterfall {
        options: mir::uniformity::Options {
            assume_divergent: no_uniformity,
        },
    }));
    registry.register(Box::new(legalize::Legalize));
    registry.register(Box::new(combine::Combine));
    registry.register(Box::new(fold_branches::FOLD_BRANCHES));
    registry.register(Box::new(expand::divide::BYPASS_DIVISION));
    registry.register(Box::new(regbank::RegBankSelect {
        options: mir::uniformity::Options {
            assume_divergent: no_uniformity,
        },
    }));
    registry.register(Box::new(addressing::FoldAddresses));
    registry.register(Box::new(fuse::FUSE));
    registry.register(Box::new(merge_memory::MergeMemory));
    registry.register(Box::new(sink_compares::SINK_COMPARES));
    registry.register(Box::new(sink_extensions::SINK_EXTENSIONS));
}

/// The MIR passes before code generation, in order.
pub const PIPELINE: &[&str] = &[
    "verify",
    "merge-blocks",
    "infer-address-spaces",
    "dynamic-alloca",
    "forward-stores",
    "atomic-expand",
    "frem-expand",
    "lower-switch",
    "buffer-waterfall",
    "legalize",
    "combine",
    "fold-branches",
    "bypass-division",
    "cse",
    "dce",
    "split-extended-cycles",
    "regbankselect",
    "fold-addresses",
    "fuse",
    "merge-memory",
    "sink-compares",
    "sink-extensions",
    "dce",
];

/// Runs the MIR [`PIPELINE`] on a generic-MIR module (as the frontend makes it): what code
/// generation takes.
pub fn run_pipeline(module: &mut mir::Module, no_uniformity: bool) -> Result<(), String> {
    let mut registry = mir::pass::Registry::generic();
    register_passes(&mut registry, no_uniformity);
    let names: Vec<String> = PIPELINE.iter().map(|s| s.to_string()).collect();
    mir::pass::Pipeline::named(&registry, &names)
        .and_then(|p| p.run(module, &mir::pass::Instrumentation::default(), &mut |_| {}))
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Compiles a generic-MIR module (as the frontend makes it) to a code object.
pub fn compile_module(module: &mut mir::Module, no_uniformity: bool) -> Result<Vec<u8>, String> {
    run_pipeline(module, no_uniformity)?;
    codegen::write_object(module)
}
