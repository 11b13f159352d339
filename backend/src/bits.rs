//! Facts about integer values, and their 32-bit forms.
//!
//! - [`known_leading_zeros`]: a lower bound on the leading zero bits of a value, from how it
//!   is computed (constants, extensions, masks, shifts, work-item ids below 1024).
//! - [`narrow`]: the low 32 bits of an i64 value computed in 32 bits. The low half of an add,
//!   sub, mul, shift left or bitwise op depends only on the low halves of its operands, so
//!   `trunc (add (zext x), y)` is `add x, (trunc y)`: `get_global_id` arithmetic done in 64
//!   bits for an `int` index, or a 64-bit address offset known to fit in 32 bits.

use crate::legalize::Cursor;
use mir::*;
use std::collections::HashMap;

/// `v`'s value if a `const` defines it, sign-extended from its width.
pub fn signed_constant(f: &Function, v: Value) -> Option<i128> {
    let op = f.def_op(v)?;
    let c = (f.op(op).opcode == Opcode::Const)
        .then(|| f.op(op).int_attr("value"))
        .flatten()?;
    let bits = f.ty(v).bits();
    Some(if bits >= 128 {
        c
    } else {
        (c << (128 - bits)) >> (128 - bits)
    })
}

/// How deep the known-bits and narrowing walks look through an expression.
const MAX_DEPTH: u32 = 6;

/// A lower bound on the number of leading zero bits of the integer `v` (in its width).
pub fn known_leading_zeros(f: &Function, v: Value, depth: u32) -> u32 {
    let width = f.ty(v).bits();
    let Some(op) = f.def_op(v) else { return 0 };
    let data = f.op(op);
    if depth > MAX_DEPTH {
        return 0;
    }
    let lz = |k: usize| known_leading_zeros(f, data.operands[k], depth + 1);
    let shift = || {
        data.operands
            .get(1)
            .and_then(|&s| signed_constant(f, s))
            .filter(|&s| (0..width as i128).contains(&s))
            .map(|s| s as u32)
    };
    use Opcode::*;
    match data.opcode {
        Const => {
            let c = data.int_attr("value").unwrap_or(0) as u128 & (u128::MAX >> (128 - width));
            (c.leading_zeros() - (128 - width)).min(width)
        }
        ZExt => width - f.ty(data.operands[0]).bits() + lz(0),
        SExt if lz(0) > 0 => width - f.ty(data.operands[0]).bits() + lz(0),
        // gfx900 work-groups have at most 1024 work-items.
        WorkitemId(_) => width - 10,
        And => lz(0).max(lz(1)),
        Or | Xor => lz(0).min(lz(1)),
        Select => lz(1).min(lz(2)),
        Add => lz(0).min(lz(1)).saturating_sub(1),
        Mul => (lz(0) + lz(1)).saturating_sub(width),
        Shl => shift().map_or(0, |s| lz(0).saturating_sub(s)),
        LShr => shift().map_or(0, |s| (lz(0) + s).min(width)),
        _ => 0,
    }
}

/// Does [`narrow`] compute the i64 `v` in 32 bits, rather than truncate it?
pub fn has_32_bit_form(f: &Function, v: Value) -> bool {
    let Some(op) = f.def_op(v) else { return false };
    let d = f.op(op);
    use Opcode::*;
    match d.opcode {
        ZExt | SExt => f.ty(d.operands[0]).bits() <= 32,
        Const | Add | Sub | Mul | And | Or | Xor => true,
        // Constant shifts below 32 keep the low half's meaning; wider ones do not.
        Shl => signed_constant(f, d.operands[1]).is_some_and(|s| (0..32).contains(&s)),
        _ => false,
    }
}

/// An i32 value equal to the low 32 bits of the i64 `v`, defined right after `v` (so it is
/// available wherever `v` is); `narrowed` remembers the ones made so far.
pub fn narrow(f: &mut Function, v: Value, depth: u32, narrowed: &mut HashMap<Value, Value>) -> Value {
    if let Some(&n) = narrowed.get(&v) {
        return n;
    }
    let def = f.def_op(v).map(|op| f.op(op).clone());
    let n = match def.filter(|_| depth <= MAX_DEPTH && has_32_bit_form(f, v)) {
        Some(data) if matches!(data.opcode, Opcode::ZExt | Opcode::SExt) && f.ty(data.operands[0]) == Type::I32 => {
            data.operands[0]
        }
        // (From a narrower integer: the same extension to i32.)
        Some(data) if matches!(data.opcode, Opcode::ZExt | Opcode::SExt) => {
            insert_after(f, v, data.opcode, data.operands.clone(), data.loc)
        }
        Some(data) if data.opcode == Opcode::Const => {
            let c = data.int_attr("value").unwrap_or(0) & 0xffff_ffff;
            let n = insert_after(f, v, Opcode::Const, vec![], data.loc);
            let op = f.def_op(n).expect("just made");
            f.op_mut(op).set_attr("value", Attr::Int(c));
            n
        }
        Some(data) => {
            let operands = data
                .operands
                .iter()
                .map(|&o| narrow(f, o, depth + 1, narrowed))
                .collect();
            insert_after(f, v, data.opcode, operands, data.loc)
        }
        None => {
            let loc = f.def_op(v).and_then(|op| f.op(op).loc);
            insert_after(f, v, Opcode::Trunc, vec![v], loc)
        }
    };
    narrowed.insert(v, n);
    n
}

/// Inserts an i32 op right after the definition of `v` (at the top of its block if a block
/// parameter), in `v`'s register bank.
fn insert_after(f: &mut Function, v: Value, opcode: Opcode, operands: Vec<Value>, loc: Option<SrcLoc>) -> Value {
    let block = f.def_block(v);
    let at = f.def_op(v).map_or(0, |op| {
        f.block(block).ops.iter().position(|&o| o == op).expect("placed op") + 1
    });
    let r = Cursor { block, at }.insert(f, opcode, operands, Type::I32, loc);
    f.values[r.index()].bank = f.value(v).bank;
    r
}
