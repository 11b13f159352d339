//! The map from a function's LLVM IR back to its MIR, kept by the frontend so reports can be
//! printed in LLVM's own terms (`--print-uniformity` prints exactly what opt prints).
//!
//! Only functions lowered for analysis (no inlining, one MIR block per IR block, in IR order)
//! have a complete map; compiled kernels keep source locations on their ops instead.

use crate::ir::{OpId, SrcLoc, Value};

/// One IR function as LLVM prints it, with the MIR values that stand for its parts.
#[derive(Clone, Debug, Default)]
pub struct IrFunctionMap {
    /// Each argument as LLVM prints it as an operand with its type (`i32 %x`) and its MIR value.
    pub args: Vec<IrValue>,
    /// Blocks in IR order; MIR block `i` is IR block `i`.
    pub blocks: Vec<IrBlock>,
}

#[derive(Clone, Debug, Default)]
pub struct IrBlock {
    /// `entry`, or the slot number (`0`) for an unnamed block: LLVM's `BLOCK` line.
    pub label: String,
    /// Every instruction but the terminator, in order.
    pub defs: Vec<IrValue>,
    /// The terminator as LLVM prints it and the MIR terminator op it became.
    pub terminator: Option<(String, OpId)>,
    /// Where the terminator is in the source (`kcc --report`).
    pub terminator_loc: Option<SrcLoc>,
}

/// An IR value as LLVM prints it and the MIR values it became (several for a split vector,
/// none for an instruction without a result such as a store).
#[derive(Clone, Debug, Default)]
pub struct IrValue {
    pub text: String,
    pub values: Vec<Value>,
    /// The MIR op it became, when it has no result (stores, void calls).
    pub op: Option<OpId>,
    /// Where the instruction is in the source (its DILocation, else its `.ll` line).
    pub loc: Option<SrcLoc>,
}
