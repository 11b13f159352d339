//! `bfloat`: 16-bit floats (the high half of an f32) that gfx900 has no instructions for. A
//! bfloat leaf is an `i16` holding its bits, so loads, stores, phis, selects, vector moves and
//! bitcasts need nothing; arithmetic, compares and conversions widen to f32 (exact: a shift),
//! compute there and round back to nearest even, as llc-22 promotes them.

use crate::llvm::{Ty, Val};
use crate::lower::{fail, Frame, Lowerer, R};
use inkwell::llvm_sys::LLVMOpcode as O;
use inkwell::llvm_sys::LLVMTypeKind as K;
use mir::{FloatPredicate, Opcode, Type, Value};

/// `t` is bfloat or a vector of it.
pub fn is_bf16(t: Ty) -> bool {
    match t.kind() {
        K::LLVMBFloatTypeKind => true,
        K::LLVMVectorTypeKind => t.element().kind() == K::LLVMBFloatTypeKind,
        _ => false,
    }
}

/// The instruction produces or reads bfloat values.
pub fn involves(inst: Val) -> bool {
    is_bf16(inst.ty())
        || inst
            .operands()
            .into_iter()
            .any(|v| !v.is_basic_block() && !v.is_metadata() && is_bf16(v.ty()))
}

/// The bits of a bfloat constant (exact in f32; NaN quiet).
pub fn constant_bits(d: f64) -> u64 {
    ((d as f32).to_bits() >> 16) as u64
}

/// Lowers `inst` when it computes on bfloat values; `None` for the instructions that move
/// them unchanged (their `i16` leaves need nothing).
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val) -> R<Option<Vec<Value>>> {
    let op = inst.opcode();
    let operand = |l: &mut Lowerer, k: u32| l.get(frame, inst.operand(k));
    Ok(Some(match op {
        O::LLVMFAdd | O::LLVMFSub | O::LLVMFMul | O::LLVMFDiv | O::LLVMFRem => {
            let opc = match op {
                O::LLVMFAdd => Opcode::FAdd,
                O::LLVMFSub => Opcode::FSub,
                O::LLVMFMul => Opcode::FMul,
                O::LLVMFDiv => Opcode::FDiv,
                _ => Opcode::FRem,
            };
            let (a, b) = (operand(l, 0)?, operand(l, 1)?);
            let mut out = Vec::new();
            for (x, y) in a.into_iter().zip(b) {
                let (x, y) = (widen(l, x), widen(l, y));
                let r = l.emit1(opc, vec![x, y], Type::F32);
                out.push(round(l, r));
            }
            out
        }
        O::LLVMFNeg => {
            let sign = l.constant(Type::I16, 0x8000);
            let a = operand(l, 0)?;
            a.into_iter()
                .map(|x| l.emit1(Opcode::Xor, vec![x, sign], Type::I16))
                .collect()
        }
        O::LLVMFCmp => {
            let pred = crate::lower::float_pred(inst.fcmp_predicate());
            let (a, b) = (operand(l, 0)?, operand(l, 1)?);
            let mut out = Vec::new();
            for (x, y) in a.into_iter().zip(b) {
                let (x, y) = (widen(l, x), widen(l, y));
                out.push(l.emit1(Opcode::Fcmp(pred), vec![x, y], Type::I1));
            }
            out
        }
        O::LLVMFPExt | O::LLVMFPTrunc | O::LLVMSIToFP | O::LLVMUIToFP | O::LLVMFPToSI | O::LLVMFPToUI => {
            let to = crate::types::scalar(element(inst.ty())).map_err(crate::lower::Fail::Msg)?;
            let from_bf16 = is_bf16(inst.operand(0).ty());
            let a = operand(l, 0)?;
            let mut out = Vec::new();
            for x in a {
                out.push(convert(l, op, x, from_bf16, to)?);
            }
            out
        }
        O::LLVMAtomicRMW | O::LLVMAtomicCmpXchg if op != O::LLVMAtomicRMW || !is_xchg(inst) => {
            return fail("atomics on bfloat values are not supported")
        }
        O::LLVMCall => {
            let callee = inst.called_value();
            let name = callee.name();
            let moves = ["llvm.vector.extract", "llvm.vector.insert", "llvm.vector.reverse"];
            if name.starts_with("llvm.") && !moves.iter().any(|m| name.starts_with(m)) {
                return fail(format!("'{name}' on bfloat values is not supported"));
            }
            return Ok(None);
        }
        _ => return Ok(None),
    }))
}

fn is_xchg(inst: Val) -> bool {
    inst.rmw_op() == Some(inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXchg)
}

fn element(t: Ty) -> Ty {
    if t.kind() == K::LLVMVectorTypeKind {
        t.element()
    } else {
        t
    }
}

/// One element of a conversion from or to bfloat.
fn convert(l: &mut Lowerer, op: O, x: Value, from_bf16: bool, to: Type) -> R<Value> {
    let from = l.ty(x);
    Ok(match op {
        // bfloat -> f32 is exact, f64 after it too.
        O::LLVMFPExt => {
            let w = widen(l, x);
            if to == Type::F32 {
                w
            } else {
                l.emit1(Opcode::FPExt, vec![w], to)
            }
        }
        O::LLVMFPTrunc if from == Type::F32 => round(l, x),
        // From f16 (exact in f32) as from f32; from f64 it would round twice.
        O::LLVMFPTrunc if from == Type::F16 => {
            let w = l.emit1(Opcode::FPExt, vec![x], Type::F32);
            round(l, w)
        }
        // From f64: to f32 rounding to odd, then to nearest even: one rounding, as llc does.
        O::LLVMFPTrunc if from == Type::F64 => {
            let f = round_to_odd_f32(l, x);
            round(l, f)
        }
        O::LLVMFPTrunc => return fail(format!("fptrunc from {from} to bfloat is not supported")),
        O::LLVMSIToFP | O::LLVMUIToFP if from.is_int() => {
            let opc = if op == O::LLVMSIToFP {
                Opcode::SIToFP
            } else {
                Opcode::UIToFP
            };
            let f = l.emit1(opc, vec![x], Type::F32);
            round(l, f)
        }
        O::LLVMFPToSI | O::LLVMFPToUI if from_bf16 && to.is_int() => {
            let opc = if op == O::LLVMFPToSI {
                Opcode::FPToSI
            } else {
                Opcode::FPToUI
            };
            let w = widen(l, x);
            l.emit1(opc, vec![w], to)
        }
        _ => return fail("unsupported bfloat conversion"),
    })
}

/// f64 to f32 rounded to odd: toward zero, the last bit set when inexact, so a second
/// rounding to fewer bits rounds as the f64 would have.
fn round_to_odd_f32(l: &mut Lowerer, x: Value) -> Value {
    let t = l.emit1(Opcode::FPTrunc, vec![x], Type::F32);
    let back = l.emit1(Opcode::FPExt, vec![t], Type::F64);
    let inexact = l.emit1(Opcode::Fcmp(FloatPredicate::One), vec![back, x], Type::I1);
    let (ax, aback) = (
        l.emit1(Opcode::FAbs, vec![x], Type::F64),
        l.emit1(Opcode::FAbs, vec![back], Type::F64),
    );
    let away = l.emit1(Opcode::Fcmp(FloatPredicate::Ogt), vec![aback, ax], Type::I1);
    let bits = l.emit1(Opcode::Bitcast, vec![t], Type::I32);
    let one = l.constant(Type::I32, 1);
    let down = l.emit1(Opcode::Sub, vec![bits, one], Type::I32);
    let toward_zero = l.emit1(Opcode::Select, vec![away, down, bits], Type::I32);
    let odd = l.emit1(Opcode::Or, vec![toward_zero, one], Type::I32);
    let r = l.emit1(Opcode::Select, vec![inexact, odd, bits], Type::I32);
    l.emit1(Opcode::Bitcast, vec![r], Type::F32)
}

/// The f32 of a bfloat's bits: they are its high half.
fn widen(l: &mut Lowerer, x: Value) -> Value {
    let w = l.emit1(Opcode::ZExt, vec![x], Type::I32);
    let k16 = l.constant(Type::I32, 16);
    let w = l.emit1(Opcode::Shl, vec![w, k16], Type::I32);
    l.emit1(Opcode::Bitcast, vec![w], Type::F32)
}

/// f32 to bfloat, to nearest even; a NaN stays a NaN, quieted (llc-22's sequence:
/// bits + 0x7fff + bit 16, or bits | 0x400000 for a NaN, then the high half).
fn round(l: &mut Lowerer, x: Value) -> Value {
    let t = Type::I32;
    let b = l.emit1(Opcode::Bitcast, vec![x], t);
    let (k16, one) = (l.constant(t, 16), l.constant(t, 1));
    let lsb = l.emit1(Opcode::LShr, vec![b, k16], t);
    let lsb = l.emit1(Opcode::And, vec![lsb, one], t);
    let bias = l.constant(t, 0x7fff);
    let r = l.emit1(Opcode::Add, vec![b, bias], t);
    let r = l.emit1(Opcode::Add, vec![r, lsb], t);
    let quiet = l.constant(t, 0x40_0000);
    let q = l.emit1(Opcode::Or, vec![b, quiet], t);
    let nan = l.emit1(Opcode::Fcmp(FloatPredicate::Uno), vec![x, x], Type::I1);
    let r = l.emit1(Opcode::Select, vec![nan, q, r], t);
    let r = l.emit1(Opcode::LShr, vec![r, k16], t);
    l.emit1(Opcode::Trunc, vec![r], Type::I16)
}
