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
    let c = (f.op(op).opcode == Opcode::Const).then(|| f.op(op).int_attr("value")).flatten()?;
    let bits = f.ty(v).bits();
    Some(if bits >= 128 { c } else { (c << (128 - bits)) >> (128 - bits) })
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
    let shift = || data.operands.get(1).and_then(|&s| signed_constant(f, s)).filter(|&s| (0..width as i128).contains(&s)).map(|s| s as u32);
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
        ZExt | SExt => f.ty(d.operands[0]) == Type::I32,
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
        Some(data) if matches!(data.opcode, Opcode::ZExt | Opcode::SExt) => data.operands[0],
        Some(data) if data.opcode == Opcode::Const => {
            let c = data.int_attr("value").unwrap_or(0) & 0xffff_ffff;
            let n = insert_after(f, v, Opcode::Const, vec![], data.loc);
            let op = f.def_op(n).expect("just made");
            f.op_mut(op).set_attr("value", Attr::Int(c));
            n
        }
        Some(data) => {
            let operands = data.operands.iter().map(|&o| narrow(f, o, depth + 1, narrowed)).collect();
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
    let at = f.def_op(v).map_or(0, |op| f.block(block).ops.iter().position(|&o| o == op).expect("placed op") + 1);
    let r = Cursor { block, at }.insert(f, opcode, operands, Type::I32, loc);
    f.values[r.index()].bank = f.value(v).bank;
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use mir::interp::{run_kernel, Arg, Dispatch};

    const LANES: usize = 64;

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// A kernel computing a random i64 expression of the work-item id and loaded values (i32
    /// and i16); returns it with the expression's root.
    fn random_expression(rng: &mut Rng) -> (Function, Value) {
        let mut f = Function::new("k", FunctionKind::Kernel);
        let b = f.add_block();
        let input = f.add_block_param(b, Type::Ptr(1));
        let _out = f.add_block_param(b, Type::Ptr(1));
        f.args = ["in", "out"].iter().enumerate().map(|(k, n)| ArgInfo { name: n.to_string(), offset: 8 * k as u32, size: 8, align: 8, address_space: Some(1), uniform: true }).collect();
        let mut emit = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| {
            let op = f.append_op(b, opcode, operands, &[ty]);
            f.result(op)
        };
        let constant = |f: &mut Function, emit: &mut dyn FnMut(&mut Function, Opcode, Vec<Value>, Type) -> Value, c: u64, ty: Type| {
            let v = emit(f, Opcode::Const, vec![], ty);
            let op = f.def_op(v).expect("const");
            f.op_mut(op).set_attr("value", Attr::Int((c & (u64::MAX >> (64 - ty.bits()))) as i128));
            v
        };
        let tid = emit(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
        let four = constant(&mut f, &mut emit, 4, Type::I64);
        let tid64 = emit(&mut f, Opcode::ZExt, vec![tid], Type::I64);
        let at = emit(&mut f, Opcode::Mul, vec![tid64, four], Type::I64);
        let p = emit(&mut f, Opcode::PtrAdd, vec![input, at], Type::Ptr(1));
        let word = emit(&mut f, Opcode::Load, vec![p], Type::I32);
        let half = emit(&mut f, Opcode::Load, vec![p], Type::I16);
        let mut pool = [vec![tid, word], vec![tid64]];
        let half32 = emit(&mut f, Opcode::ZExt, vec![half], Type::I32);
        pool[0].push(half32);
        for _ in 0..2 + rng.below(6) {
            let wide = rng.below(3) != 0;
            let (ty, k) = if wide { (Type::I64, 1) } else { (Type::I32, 0) };
            let pick = |rng: &mut Rng, pool: &[Vec<Value>; 2], k: usize| pool[k][rng.below(pool[k].len())];
            let a = pick(rng, &pool, k);
            let v = match rng.below(10) {
                0 => {
                    let from = pick(rng, &pool, 0);
                    if wide { emit(&mut f, if rng.below(2) == 0 { Opcode::ZExt } else { Opcode::SExt }, vec![from], ty) } else { from }
                }
                1 => {
                    let c = constant(&mut f, &mut emit, rng.next() >> rng.below(64), ty);
                    emit(&mut f, Opcode::And, vec![a, c], ty)
                }
                2 | 3 => {
                    let s = constant(&mut f, &mut emit, rng.below(ty.bits() as usize) as u64, ty);
                    emit(&mut f, if rng.below(2) == 0 { Opcode::Shl } else { Opcode::LShr }, vec![a, s], ty)
                }
                4 => {
                    let c = constant(&mut f, &mut emit, rng.next() >> rng.below(64), ty);
                    emit(&mut f, Opcode::Mul, vec![a, c], ty)
                }
                5 => {
                    let c = cond(&mut f, &mut emit, tid, rng.below(LANES));
                    let other = pick(rng, &pool, k);
                    emit(&mut f, Opcode::Select, vec![c, a, other], ty)
                }
                o => {
                    let other = pick(rng, &pool, k);
                    let opcode = [Opcode::Add, Opcode::Sub, Opcode::Or, Opcode::Xor][o - 6];
                    emit(&mut f, opcode, vec![a, other], ty)
                }
            };
            pool[k].push(v);
        }
        let root = *pool[1].last().expect("tid64");
        (f, root)
    }

    fn cond(f: &mut Function, emit: &mut dyn FnMut(&mut Function, Opcode, Vec<Value>, Type) -> Value, tid: Value, n: usize) -> Value {
        let c = emit(f, Opcode::Const, vec![], Type::I32);
        let op = f.def_op(c).expect("const");
        f.op_mut(op).set_attr("value", Attr::Int(n as i128));
        emit(f, Opcode::Icmp(IntPredicate::Ult), vec![tid, c], Type::I1)
    }

    /// Stores `values` (i64, then i32) to `out[tid * values.len() + k]` and runs the kernel.
    fn run(mut f: Function, values: &[Value], input: &[u8]) -> Vec<u64> {
        let b = f.entry();
        let out = f.block(b).params[1];
        let tid = f.block(b).ops.iter().map(|&o| f.result(o)).find(|&v| f.ty(v) == Type::I64).expect("tid64");
        for (k, &v) in values.iter().enumerate() {
            let emit = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| {
                let op = f.append_op(b, opcode, operands, &[ty]);
                f.result(op)
            };
            let stride = emit(&mut f, Opcode::Const, vec![], Type::I64);
            let op = f.def_op(stride).expect("const");
            f.op_mut(op).set_attr("value", Attr::Int(8 * values.len() as i128));
            let slot = emit(&mut f, Opcode::Const, vec![], Type::I64);
            let op = f.def_op(slot).expect("const");
            f.op_mut(op).set_attr("value", Attr::Int(8 * k as i128));
            let row = emit(&mut f, Opcode::Mul, vec![tid, stride], Type::I64);
            let at = emit(&mut f, Opcode::Add, vec![row, slot], Type::I64);
            let p = emit(&mut f, Opcode::PtrAdd, vec![out, at], Type::Ptr(1));
            let wide = if f.ty(v) == Type::I64 { v } else { emit(&mut f, Opcode::ZExt, vec![v], Type::I64) };
            f.append_op(b, Opcode::Store, vec![wide, p], &[]);
        }
        f.append_op(b, Opcode::Ret, vec![], &[]);
        let mut m = Module::default();
        m.functions.push(f);
        mir::verify::verify_module(&m).expect("valid kernel");
        let mut args = [Arg::Buffer(input.to_vec()), Arg::Buffer(vec![0; LANES * 8 * values.len()])];
        run_kernel(&m, "k", &Dispatch { grid: [LANES as u32, 1, 1], block: [LANES as u32, 1, 1] }, &mut args, 1_000_000).expect("runs");
        let Arg::Buffer(out) = &args[1] else { unreachable!() };
        out.chunks(8).map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes"))).collect()
    }

    /// On random expressions, the claimed leading zeros hold for every lane's value (as the
    /// interpreter computes it), and the 32-bit rewrite equals the truncated value.
    #[test]
    fn known_bits_hold_and_narrowing_keeps_the_low_half() {
        let mut rng = Rng(0x2545F4914F6CDD1D);
        let mut claimed_some = 0;
        for _ in 0..400 {
            let input: Vec<u8> = (0..LANES * 4).map(|_| match rng.below(4) {
                0 => 0xff,
                1 => 0,
                _ => rng.next() as u8,
            }).collect();
            let (mut f, root) = random_expression(&mut rng);
            let lz = known_leading_zeros(&f, root, 0);
            let narrowed = narrow(&mut f, root, 0, &mut HashMap::new());
            let values = run(f, &[root, narrowed], &input);
            for lane in values.chunks(2) {
                assert!(lane[0].leading_zeros() >= lz, "claimed {lz} leading zeros of {:#x}", lane[0]);
                assert_eq!(lane[0] as u32 as u64, lane[1], "narrowed value of {:#x}", lane[0]);
            }
            claimed_some += usize::from(lz >= 32);
        }
        assert!(claimed_some > 40, "only {claimed_some} expressions fit in 32 bits");
    }
}
