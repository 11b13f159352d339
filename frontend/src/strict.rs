//! Constrained floating point (`llvm.experimental.constrained.*`, what clang emits under
//! `-ffp-model=strict` or `#pragma STDC FENV_ACCESS ON`). The hardware rounds by MODE (the
//! descriptor's to nearest even, or what `llvm.set.rounding` wrote) and gfx900's exception flags
//! are not observable, so an operation with dynamic or to-nearest rounding is the plain one; a
//! static other rounding is refused.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use inkwell::llvm_sys::LLVMOpcode as O;
use mir::{FloatPredicate, Opcode, Type, Value};

/// Lowers `name` when it is a constrained operation.
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    let Some(rest) = name.strip_prefix("llvm.experimental.constrained.") else {
        return Ok(None);
    };
    let op = rest.split('.').next().unwrap_or("");
    let notes: Vec<String> = args
        .iter()
        .filter(|a| a.is_metadata())
        .filter_map(|a| a.md_string())
        .collect();
    if let Some(r) = notes
        .iter()
        .find(|m| m.starts_with("round.") && !matches!(m.as_str(), "round.dynamic" | "round.tonearest"))
    {
        return fail(format!(
            "'{name}' with rounding '{r}' (kcc computes to nearest even only)"
        ));
    }
    let vals: Vec<Val> = args.iter().copied().filter(|a| !a.is_metadata()).collect();
    let arg = |k: usize| -> R<Val> {
        match vals.get(k) {
            Some(v) => Ok(*v),
            None => fail(format!("'{name}' is missing an operand")),
        }
    };
    let binary = match op {
        "fadd" => Some(O::LLVMFAdd),
        "fsub" => Some(O::LLVMFSub),
        "fmul" => Some(O::LLVMFMul),
        "fdiv" => Some(O::LLVMFDiv),
        "frem" => Some(O::LLVMFRem),
        _ => None,
    };
    if let Some(b) = binary {
        return l.binary(frame, b, arg(0)?, arg(1)?).map(Some);
    }
    let cast = match op {
        "fptosi" => Some(O::LLVMFPToSI),
        "fptoui" => Some(O::LLVMFPToUI),
        "sitofp" => Some(O::LLVMSIToFP),
        "uitofp" => Some(O::LLVMUIToFP),
        "fptrunc" => Some(O::LLVMFPTrunc),
        "fpext" => Some(O::LLVMFPExt),
        _ => None,
    };
    if let Some(c) = cast {
        return l.cast(frame, c, arg(0)?, inst.ty()).map(Some);
    }
    if op == "fcmp" || op == "fcmps" {
        // The predicate is the first string that names one (fcmps signals on quiet NaNs too,
        // which nothing here observes).
        let Some(p) = notes.iter().find_map(|m| FloatPredicate::parse(m)) else {
            return fail(format!("'{name}' without a predicate"));
        };
        let (a, b) = (l.get(frame, arg(0)?)?, l.get(frame, arg(1)?)?);
        let out = a
            .iter()
            .zip(&b)
            .map(|(x, y)| l.emit1(Opcode::Fcmp(p), vec![*x, *y], Type::I1))
            .collect();
        return Ok(Some(out));
    }
    let (opcode, n) = match op {
        "fma" | "fmuladd" => (Opcode::Fma, 3),
        "sqrt" => (Opcode::Sqrt, 1),
        "floor" => (Opcode::FFloor, 1),
        "ceil" => (Opcode::FCeil, 1),
        "trunc" => (Opcode::FTrunc, 1),
        "rint" | "nearbyint" | "roundeven" => (Opcode::FRoundEven, 1),
        "minnum" => (Opcode::MinNum, 2),
        "maxnum" => (Opcode::MaxNum, 2),
        _ => return fail(format!("unsupported intrinsic '{name}'")),
    };
    let mut ins = Vec::new();
    for k in 0..n {
        ins.push(l.get(frame, arg(k)?)?);
    }
    let lanes = ins[0].len();
    let mut out = Vec::new();
    for i in 0..lanes {
        let ops: Vec<Value> = ins.iter().map(|v| v[i]).collect();
        let t = l.ty(ops[0]);
        out.push(l.emit1(opcode, ops, t));
    }
    l.mark_fpmath(inst, &out);
    Ok(Some(out))
}
