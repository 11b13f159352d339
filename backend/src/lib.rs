//! The GFX9 (gfx900) backend: generic MIR in, a code object out.
//!
//! The pipeline, each stage a pass over MIR until registers are allocated:
//!
//! 1. `legalize` — i8/i16 arithmetic widened to i32, f16 arithmetic done in f32; what the
//!    hardware has no instruction for is split (64-bit multiply, division sequences).
//! 2. [`regbank`] — `regbankselect`: each value's register file from the uniformity analysis
//!    (uniform → SGPR where the scalar unit can compute it; divergent → VGPR; divergent
//!    booleans → lane masks), with per-lane copies for temporally divergent uses.
//! 3. `isel` — generic ops become gfx900 machine ops (`Opcode::Target`), SALU/SMEM for SGPR
//!    values and VALU/VMEM/DS for VGPR values. Branches stay generic; the bank of a branch
//!    condition says whether the branch is uniform (SCC) or divergent (lane mask).
//! 4. `linearize` — only divergent branches are linearized. [`schedule`] decides the order
//!    in which a wave runs blocks when its lanes disagree (slots in a loop-contiguous
//!    topological order, continue slots after each cycle: maximal convergence); exec-mask
//!    updates implement it. The function then has two CFGs: the *logical* one (what a lane
//!    walks) and the *linear* one (what the wave walks).
//! 5. `regalloc` — regalloc2 runs twice: VGPRs on the logical CFG, SGPRs and lane masks on the
//!    linear CFG (DESIGN.md's two-CFG rule). Single registers and aligned pairs are separate
//!    regalloc2 classes, packed into the real register files afterwards.
//! 6. After allocation the code is physical `gfx9_isa::Inst`s: `s_waitcnt` insertion, hazard
//!    `s_nop`s, prologue, then encoding and the ELF code object ([`codeobj`]).
//!
//! Stages 2 and 4 are checked by running MIR in the reference interpreter (`mir::interp`)
//! twice — once per thread, once as waves that keep SGPR values once per wave and follow the
//! schedule — on random kernels; stages after them by running code objects on the runtime.

pub mod codeobj;
pub mod schedule;
pub mod regbank;
pub mod mc;
pub mod legalize;
pub mod waitcnt;
pub mod hazards;
pub mod codegen;

/// Adds the backend's MIR passes to `registry`; `no_uniformity` makes bank selection treat
/// every non-constant value as divergent.
pub fn register_passes(registry: &mut mir::pass::Registry, no_uniformity: bool) {
    registry.register(Box::new(legalize::Legalize));
    registry.register(Box::new(regbank::RegBankSelect { options: mir::uniformity::Options { assume_divergent: no_uniformity } }));
}

/// The MIR passes before code generation, in order.
pub const PIPELINE: &[&str] = &["verify", "dce", "legalize", "regbankselect"];

/// Compiles a generic-MIR module (as the frontend makes it) to a code object.
pub fn compile_module(module: &mut mir::Module, no_uniformity: bool) -> Result<Vec<u8>, String> {
    let mut registry = mir::pass::Registry::generic();
    register_passes(&mut registry, no_uniformity);
    let names: Vec<String> = PIPELINE.iter().map(|s| s.to_string()).collect();
    mir::pass::Pipeline::named(&registry, &names)
        .and_then(|p| p.run(module, &mir::pass::Instrumentation::default(), &mut |_| {}))
        .map_err(|e| e.to_string())?;
    codegen::write_object(module)
}
