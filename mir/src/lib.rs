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
