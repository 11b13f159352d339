//! kcc's machine IR: SSA with block parameters, generic ops and register banks.
//!
//! Neighbours: the `frontend` builds it from LLVM IR, the `backend` lowers it to gfx900 code.
//! It depends on neither, nor on LLVM: everything here can be tested on `.mir` text.
//!
//! - [`ir`]: functions, blocks, values, ops; [`types`]: types and register banks;
//!   [`opcode`]: the generic op set.
//! - [`text`]: printer and parser (they round-trip); [`verify`]: the verifier.
//! - [`dom`], [`postdom`], [`cycles`]: CFG analyses; [`convergence`]: extended cycles (how far
//!   a loop's iterations reach through its convergence tokens); [`uniformity`]: the uniformity
//!   analysis.
//! - [`cse`]: common-subexpression elimination (the generic passes are `verify`, `dce`, `cse`
//!   and `split-extended-cycles`).
//! - [`pass`]: the pass manager behind `--print-after`, `--stop-after` and `--run-pass`.
//! - [`interp`]: a reference interpreter (per thread, or as waves following a schedule).
//! - [`source`]: the map from IR back to MIR for reports in LLVM's own terms.

pub mod asm;
pub mod convergence;
pub mod cse;
pub mod cycles;
pub mod dom;
pub mod interp;
pub mod ir;
pub mod merge_blocks;
pub mod opcode;
pub mod pass;
pub mod postdom;
pub mod source;
pub mod text;
pub mod types;
pub mod uniformity;
pub mod verify;

pub use ir::*;
pub use opcode::*;
pub use types::*;

use std::sync::atomic::{AtomicBool, Ordering};

/// Set by [`set_checking`].
static CHECKING: AtomicBool = AtomicBool::new(false);

/// Turns kcc's checks of its own work on (or off) for everything this process compiles (tests
/// turn them on; see [`checking`]).
pub fn set_checking(on: bool) {
    CHECKING.store(on, Ordering::Relaxed);
}

/// Does kcc check its own work: the MIR verifier after every pass, and in the backend
/// regalloc2's checker on every register allocation and the machine verifier after every
/// machine pass? Test aids that cost compile time (the MIR verifier after each of the
/// pipeline's thirty-odd passes was a quarter of a 50,000-instruction compile), so on in debug
/// builds and unit tests, when a test turned them on ([`set_checking`]) or when the environment
/// has `KCC_VERIFY=1` (how lit turns them on for `kcc`), and off otherwise. (The input is
/// always verified, by the pipeline's first pass.)
pub fn checking() -> bool {
    static FROM_ENV: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    cfg!(any(test, debug_assertions))
        || CHECKING.load(Ordering::Relaxed)
        || *FROM_ENV.get_or_init(|| std::env::var("KCC_VERIFY").is_ok_and(|v| v == "1"))
}
