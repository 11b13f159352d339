//! `bypass-division`: a 64-bit division or remainder whose operands fit in 32 bits is a 32-bit
//! one, as LLVM's `BypassSlowDivision` does it for AMDGPU (64 bits bypassed by 32). gfx900 has
//! no divide instruction: the 64-bit expansion takes over 100 instructions, the 32-bit one
//! about 20.
//!
//! - Operands known below 2^32 (`bits::known_leading_zeros`; for signed ops below 2^31, where
//!   the signed and unsigned results agree): the 32-bit unsigned op on the truncations, then
//!   zero-extended. No branch.
//! - One operand known to fit (a size or count extended from 32 bits): the other one's high
//!   half is tested at run time. (Two operands of unknown width are likely 64-bit values, for
//!   which the test and the 32-bit side would only add to the 64-bit op; llc tests them too.)
//!
//! ```text
//! head:            small = trunc (a >> 32) == 0; condbr small, fast, slow   (b known narrow)
//! fast:            br join(zext (udiv|urem (trunc a), (trunc b)))
//! slow:            br join(the 64-bit op)
//! join(r):         ...
//! ```
//!
//! Signed ops take the unsigned 32-bit op too: both operands are then non-negative. A uniform
//! test is one scalar compare and branch; a divergent one runs the side each lane needs (both
//! when lanes differ), as llc's code does. Runs after `combine`, which turned divisions by
//! constants into multiplies.

use super::*;
use crate::bits;

/// The `bypass-division` pass.
pub const BYPASS_DIVISION: FunctionPass = FunctionPass {
    name: "bypass-division",
    description: "64-bit divisions and remainders of 32-bit values as 32-bit ones",
    run: bypass_divisions,
};

fn is_division(o: Opcode) -> bool {
    matches!(o, Opcode::UDiv | Opcode::URem | Opcode::SDiv | Opcode::SRem)
}

pub fn bypass_divisions(f: &mut Function) {
    for op in ops_matching(f, is_division) {
        let d = f.op(op);
        let (&[a, b], &[r]) = (&d.operands[..], &d.results[..]) else {
            continue;
        };
        if f.ty(r) != Type::I64 || bits::signed_constant(f, b).is_some() {
            continue;
        }
        let signed = matches!(d.opcode, Opcode::SDiv | Opcode::SRem);
        let remainder = matches!(d.opcode, Opcode::URem | Opcode::SRem);
        // Known to fit: below 2^32, or 2^31 for a signed op (non-negative).
        let fits = |v: Value| bits::known_leading_zeros(f, v, 0) >= if signed { 33 } else { 32 };
        let unknown: Vec<Value> = [a, b].into_iter().filter(|&v| !fits(v)).collect();
        let narrow_op = if remainder { Opcode::URem } else { Opcode::UDiv };
        // Two operands of unknown width are likely 64-bit values (the test and the 32-bit
        // side would only add to the 64-bit op); one known narrow value (a size, a count
        // extended from 32 bits) makes a small other one likely, as in index arithmetic.
        if unknown.len() == 2 {
            continue;
        }
        if unknown.is_empty() {
            let mut e = Emit::before(f, op);
            let q = narrow(&mut e, f, narrow_op, a, b);
            replace_op(f, op, q);
            continue;
        }
        // head: the test; the op moves to `slow`, the ops after it to `join`.
        let (head, slow) = split_before(f, op, "bypass.slow");
        let next = f.block(slow).ops[1];
        let (_, join) = split_before(f, next, "bypass.join");
        let fast = named_block(f, "bypass.fast");
        let loc = f.op(op).loc;
        let mut e = Emit::at_start(head, loc).at_end(f);
        let k32 = e.konst(f, 32, Type::I64);
        let high = e.op(f, Opcode::LShr, vec![unknown[0], k32], Type::I64);
        let high = e.op(f, Opcode::Trunc, vec![high], Type::I32);
        let zero = e.konst(f, 0, Type::I32);
        let small = e.op(f, Opcode::Icmp(IntPredicate::Eq), vec![high, zero], Type::I1);
        e.branch(f, Some(small), vec![call(fast, vec![]), call(slow, vec![])]);
        let mut e = Emit::at_start(fast, loc);
        let q = narrow(&mut e, f, narrow_op, a, b);
        let param = f.add_block_param(join, Type::I64);
        f.replace_all_uses(r, param);
        e.branch(f, None, vec![call(join, vec![q])]);
        let mut e = Emit::at_start(slow, loc).at_end(f);
        e.branch(f, None, vec![call(join, vec![r])]);
    }
}

/// `zext (op (trunc a), (trunc b))` at `e`.
fn narrow(e: &mut Emit, f: &mut Function, opcode: Opcode, a: Value, b: Value) -> Value {
    let a32 = e.op(f, Opcode::Trunc, vec![a], Type::I32);
    let b32 = e.op(f, Opcode::Trunc, vec![b], Type::I32);
    let q = e.op(f, opcode, vec![a32, b32], Type::I32);
    e.op(f, Opcode::ZExt, vec![q], Type::I64)
}
