//! MIR pass `combine`: strength reduction of integer multiplication, division and remainder by
//! powers of two, which address arithmetic is full of (`i * 4` in 64 bits) and which gfx900
//! would otherwise do with multi-instruction multiply and division sequences.
//!
//! - `mul x, 2^k` → `shl x, k`
//! - `udiv x, 2^k` → `lshr x, k`; `urem x, 2^k` → `and x, 2^k - 1`
//! - `sdiv x, 2^k` → `ashr (x + bias), k` and `srem x, 2^k` → `x - ((x + bias) & -2^k)`, where
//!   `bias = (x >>s (n-1)) >>u (n-k)` is `2^k - 1` for negative `x` (rounding towards zero).
//! - division and remainder by other constants → a multiply-high by a magic number and shifts
//!   (`magic`); a negative divisor divides by its magnitude and negates the quotient
//!
//! - `ashr (shl x, 32), k` on i64, `k <= 32` → `shl (sext (trunc x)), 32 - k`
//! - `trunc` to i32 of 64-bit arithmetic → the same arithmetic in 32 bits, where only the low
//!   half is used
//!
//! - integer ops and compares on constants → constants; `select` on a constant → its pick
//! - extensions and truncations of constants and of each other (`fold_extensions`)
//! - `select c, (ptradd x, k), (ptradd y, k)` → `ptradd (select c, x, y), k`
//!
//! Runs after `legalize`, so integers are i32 or i64.
//!
//! It also gives each work-item id one op, at the top of the entry block: the code generator
//! then keeps the id in the VGPR the hardware put it in (v0..v2) until the allocator needs it
//! elsewhere, instead of reserving those registers for the whole kernel.

mod magic;

use crate::bits;
use crate::legalize::Cursor;
use mir::*;
use std::collections::HashMap;

pub struct Combine;

impl mir::pass::Pass for Combine {
    fn name(&self) -> &'static str {
        "combine"
    }
    fn description(&self) -> &'static str {
        "multiply by powers of two with shifts, divide by constants with shifts and multiply-highs"
    }
    fn run(&self, module: &mut Module) -> Result<(), mir::pass::PassError> {
        for f in &mut module.functions {
            combine(f);
            narrow_truncations(f);
            hoist_workitem_ids(f);
        }
        Ok(())
    }
}

/// `v`'s value if a `const` defines it.
fn constant(f: &Function, v: Value) -> Option<i128> {
    let op = f.def_op(v)?;
    (f.op(op).opcode == Opcode::Const)
        .then(|| f.op(op).int_attr("value"))
        .flatten()
}

/// `k` when `c` (an `n`-bit constant) is `2^k` with `0 < k < n`; `signed`: as a positive
/// signed number.
fn power_of_two(c: i128, n: u32, signed: bool) -> Option<u32> {
    let u = (c as u128) & ((1u128 << n) - 1);
    let k = u.trailing_zeros();
    (u.is_power_of_two() && k > 0 && k < n && !(signed && k == n - 1)).then_some(k)
}

pub fn combine(f: &mut Function) {
    let mut renames = Renames::new();
    for b in f.block_ids() {
        let mut at = 0;
        while at < f.block(b).ops.len() {
            let op = f.block(b).ops[at];
            renames.rename_op(f, op);
            at = if fold_constants(f, op, &mut renames) || fold_extensions(f, op, false, &mut renames) {
                at + 1
            } else if select_of_offsets(f, b, at, op) {
                at + 2
            } else {
                combine_op(f, b, at, op, &mut renames)
            };
        }
    }
    renames.apply(f);
}

/// Folds an integer op on constants into a constant, and a select on a constant condition
/// into the value it picks (the frontend's funnel shifts and rotates by constant amounts
/// compute their amounts and a zero-amount select at run time otherwise). Returns whether
/// `op` was folded; a folded select is left for `dce`, its uses renamed in `renames`.
fn fold_constants(f: &mut Function, op: OpId, renames: &mut Renames) -> bool {
    let d = f.op(op);
    let &[r] = &d.results[..] else { return false };
    let n = f.ty(r).bits();
    if d.opcode == Opcode::Select {
        let Some(c) = constant(f, d.operands[0]) else {
            return boolean_select(f, op);
        };
        renames.insert(r, d.operands[if c & 1 != 0 { 1 } else { 2 }]);
        return true;
    }
    let &[x, y] = &d.operands[..] else { return false };
    if !matches!(f.ty(x), Type::I32 | Type::I64) {
        return false;
    }
    let (Some(a), Some(b)) = (constant(f, x), constant(f, y)) else {
        return false;
    };
    let w = f.ty(x).bits();
    let mask = |v: i128| (v as u128 & ((1u128 << w) - 1)) as i128;
    let signed = |v: i128| (mask(v) << (128 - w)) >> (128 - w);
    let (a, b) = (mask(a), mask(b));
    use IntPredicate::*;
    let value = match d.opcode {
        Opcode::Add => a + b,
        Opcode::Sub => a - b,
        Opcode::Mul => a.wrapping_mul(b),
        Opcode::And => a & b,
        Opcode::Or => a | b,
        Opcode::Xor => a ^ b,
        // (Shifts by the width or more are poison: left alone.)
        Opcode::Shl if b < w as i128 => a << b,
        Opcode::LShr if b < w as i128 => a >> b,
        Opcode::AShr if b < w as i128 => signed(a) >> b,
        Opcode::Icmp(p) => {
            let (sa, sb) = (signed(a), signed(b));
            (match p {
                Eq => a == b,
                Ne => a != b,
                Ugt => a > b,
                Uge => a >= b,
                Ult => a < b,
                Ule => a <= b,
                Sgt => sa > sb,
                Sge => sa >= sb,
                Slt => sa < sb,
                Sle => sa <= sb,
            }) as i128
        }
        _ => return false,
    };
    let value = value & ((1i128 << n) - 1);
    let data = f.op_mut(op);
    data.opcode = Opcode::Const;
    data.operands.clear();
    data.set_attr("value", Attr::Int(value));
    true
}

/// Extensions and truncations of constants and of each other: `zext`/`sext`/`trunc` of a
/// constant is a constant; `trunc (zext y)` is `y` (or `y` truncated or extended, by the
/// widths); `trunc (trunc y)` is one `trunc`, `zext (zext y)` and `sext (zext y)` one `zext`,
/// `sext (sext y)` one `sext`; `zext (trunc y)` back to `y`'s type is `and y, 2^n - 1`. The
/// frontend and `legalize` make such chains around narrow values (an `i16` load's `zext` to
/// `i64`, narrowed to 32 bits), each a move or a mask in the code. Returns whether `op`
/// changed (a replaced op is left for `dce`, its uses renamed in `renames`). `banked`: after
/// bank selection, where only ops whose operand is in their result's bank are folded (and
/// constants in SGPRs).
fn fold_extensions(f: &mut Function, op: OpId, banked: bool, renames: &mut Renames) -> bool {
    let d = f.op(op);
    let (opcode, &[x], &[r]) = (d.opcode, &d.operands[..], &d.results[..]) else {
        return false;
    };
    let bank = f.value(r).bank;
    if banked && (f.value(x).bank != bank || !matches!(bank, Bank::Sgpr | Bank::Vgpr)) {
        return false;
    }
    if !matches!(opcode, Opcode::ZExt | Opcode::SExt | Opcode::Trunc) {
        return false;
    }
    let (tx, tr) = (f.ty(x), f.ty(r));
    if !tx.is_int() || !tr.is_int() {
        return false;
    }
    let (nx, nr) = (tx.bits(), tr.bits());
    let low = |c: i128, n: u32| c & ((1i128 << n) - 1);
    if let Some(c) = constant(f, x).filter(|_| !banked || bank == Bank::Sgpr) {
        let c = match opcode {
            Opcode::SExt => low((low(c, nx) << (128 - nx)) >> (128 - nx), nr),
            Opcode::ZExt => low(c, nx),
            _ => low(c, nr),
        };
        let data = f.op_mut(op);
        data.opcode = Opcode::Const;
        data.operands.clear();
        data.set_attr("value", Attr::Int(c));
        return true;
    }
    let Some(inner) = f.def_op(x).map(|i| f.op(i)) else {
        return false;
    };
    let (inner_opcode, Some(&y)) = (inner.opcode, inner.operands.first()) else {
        return false;
    };
    if inner.results.len() != 1 || !f.ty(y).is_int() || banked && f.value(y).bank != bank {
        return false;
    }
    let ny = f.ty(y).bits();
    use Opcode::*;
    let (opcode, operands) = match (opcode, inner_opcode) {
        (Trunc, ZExt | SExt) if nr == ny => {
            renames.insert(r, y);
            return true;
        }
        (Trunc, ZExt | SExt) if nr < ny => (Trunc, vec![y]),
        (Trunc, ZExt | SExt) => (inner_opcode, vec![y]),
        (Trunc, Trunc) => (Trunc, vec![y]),
        (ZExt, ZExt) | (SExt, ZExt) => (ZExt, vec![y]),
        (SExt, SExt) => (SExt, vec![y]),
        // The bits above the truncation's are zero already (a field shifted down).
        (ZExt, Trunc) if f.ty(y) == tr && nx < 32 && bits::known_leading_zeros(f, y, 0) >= tr.bits() - nx => {
            renames.insert(r, y);
            return true;
        }
        (ZExt, Trunc) if f.ty(y) == tr && nx < 32 => {
            let at = f
                .block(f.op(op).block)
                .ops
                .iter()
                .position(|&o| o == op)
                .expect("placed op");
            let loc = f.op(op).loc;
            let block = f.op(op).block;
            let mask = Cursor { block, at }.constant(f, (1i128 << nx) - 1, tr, loc);
            if banked {
                f.values[mask.index()].bank = Bank::Sgpr;
            }
            (And, vec![y, mask])
        }
        _ => return false,
    };
    let data = f.op_mut(op);
    data.opcode = opcode;
    data.operands = operands;
    true
}

/// [`fold_extensions`] over the whole function after bank selection: `fold-addresses` makes
/// `trunc`s of merged dispatch-packet dwords that the frontend's extensions then read.
pub fn fold_extension_chains(f: &mut Function) {
    let mut renames = Renames::new();
    for b in f.block_ids() {
        let mut at = 0;
        while at < f.block(b).ops.len() {
            let op = f.block(b).ops[at];
            renames.rename_op(f, op);
            fold_extensions(f, op, true, &mut renames);
            at += 1;
        }
    }
    renames.apply(f);
}

/// `select c, (ptradd x, k), (ptradd y, k)` with the same constant `k` → `ptradd (select c, x,
/// y), k`: one select of the bases (often one `cse` then finds already made), and `k` goes into
/// the memory instructions' offset fields (`fold-addresses`), where selecting between two
/// offset addresses computes both and selects with their copies. Returns whether `op`
/// changed; the new select goes right before it.
fn select_of_offsets(f: &mut Function, block: Block, at: usize, op: OpId) -> bool {
    let d = f.op(op);
    let (Opcode::Select, &[c, a, b], &[r]) = (d.opcode, &d.operands[..], &d.results[..]) else {
        return false;
    };
    if !f.ty(r).is_ptr() {
        return false;
    }
    let offset = |v: Value| -> Option<(Value, Value, i128)> {
        let i = f.op(f.def_op(v)?);
        let (&[base, k], Opcode::PtrAdd) = (&i.operands[..], i.opcode) else {
            return None;
        };
        Some((base, k, constant(f, k)?))
    };
    let (Some((x, k, kx)), Some((y, ky_value, ky))) = (offset(a), offset(b)) else {
        return false;
    };
    if kx != ky || f.ty(k) != f.ty(ky_value) {
        return false;
    }
    let loc = d.loc;
    let ty = f.ty(r);
    let bases = Cursor { block, at }.insert(f, Opcode::Select, vec![c, x, y], ty, loc);
    let data = f.op_mut(op);
    data.opcode = Opcode::PtrAdd;
    data.operands = vec![bases, k];
    true
}

/// `select i1 c, a, false` → `and c, a`; `select i1 c, true, b` → `or c, b` (how clang
/// writes `&&` and `||`): one mask operation instead of a select's three. Returns whether the
/// op changed.
fn boolean_select(f: &mut Function, op: OpId) -> bool {
    let d = f.op(op);
    let &[c, on_true, on_false] = &d.operands[..] else {
        return false;
    };
    if f.ty(d.results[0]) != Type::I1 {
        return false;
    }
    let (opcode, other) = match (constant(f, on_true), constant(f, on_false)) {
        (_, Some(v)) if v & 1 == 0 => (Opcode::And, on_true),
        (Some(t), _) if t & 1 != 0 => (Opcode::Or, on_false),
        _ => return false,
    };
    let data = f.op_mut(op);
    data.opcode = opcode;
    data.operands = vec![c, other];
    true
}

/// Rewrites the op at position `at` of `block` if it multiplies by a power of two, divides by
/// a constant or sign-extends in register; returns the position of the op after it.
fn combine_op(f: &mut Function, block: Block, at: usize, op: OpId, renames: &mut Renames) -> usize {
    let d = f.op(op).clone();
    let next = at + 1;
    let ([x, y], [r]) = (&d.operands[..], &d.results[..]) else {
        return next;
    };
    let (x, y, ty) = (*x, *y, f.ty(*r));
    if !matches!(ty, Type::I32 | Type::I64) {
        return next;
    }
    let n = ty.bits();
    // Multiplication commutes: the constant may come first.
    let (x, c) = match (d.opcode, constant(f, y), constant(f, x)) {
        (_, Some(c), _) => (x, c),
        (Opcode::Mul, None, Some(c)) => (y, c),
        _ => return next,
    };
    if d.opcode == Opcode::AShr {
        return sign_extend_in_register(f, block, at, op, x, c) + 1;
    }
    let mut e = Emitter {
        cur: Cursor { block, at },
        ty,
        loc: d.loc,
    };
    let value = match d.opcode {
        Opcode::Mul => match power_of_two(c, n, false) {
            Some(k) => e.shift(f, Opcode::Shl, x, k),
            None => return next,
        },
        Opcode::UDiv | Opcode::URem => match unsigned_division(f, &mut e, d.opcode, x, c) {
            Some(v) => v,
            None => return next,
        },
        Opcode::SDiv | Opcode::SRem => match signed_division(f, &mut e, d.opcode, x, c) {
            Some(v) => v,
            None => return next,
        },
        _ => return next,
    };
    renames.insert(*r, value);
    // The op itself, now unused, goes: the next one is where it was.
    f.blocks[block.index()].ops.remove(e.cur.at);
    e.cur.at
}

/// Inserts the ops of a rewrite before the op being rewritten.
struct Emitter {
    cur: Cursor,
    ty: Type,
    loc: Option<SrcLoc>,
}

impl Emitter {
    fn op(&mut self, f: &mut Function, opcode: Opcode, operands: Vec<Value>) -> Value {
        self.cur.insert(f, opcode, operands, self.ty, self.loc)
    }

    fn is_equal(&mut self, f: &mut Function, x: Value, y: Value) -> Value {
        let op = Opcode::Icmp(IntPredicate::Eq);
        self.cur.insert(f, op, vec![x, y], Type::I1, self.loc)
    }

    fn constant(&mut self, f: &mut Function, value: i128) -> Value {
        self.cur.constant(f, value, self.ty, self.loc)
    }

    /// `x` shifted by `k` (`x` itself when `k` is 0).
    fn shift(&mut self, f: &mut Function, opcode: Opcode, x: Value, k: u32) -> Value {
        if k == 0 {
            return x;
        }
        let amount = self.constant(f, k as i128);
        self.op(f, opcode, vec![x, amount])
    }

    /// `x - q * d`: the remainder of a division whose quotient is `q`.
    fn remainder(&mut self, f: &mut Function, x: Value, q: Value, d: i128) -> Value {
        let d = self.constant(f, d);
        let product = self.op(f, Opcode::Mul, vec![q, d]);
        self.op(f, Opcode::Sub, vec![x, product])
    }
}

/// `udiv`/`urem x, c` without a division: a shift or mask for a power of two, a multiply-high
/// by a magic number otherwise (`magic::unsigned`). `None` leaves the op alone (a divisor of 0).
fn unsigned_division(f: &mut Function, e: &mut Emitter, opcode: Opcode, x: Value, c: i128) -> Option<Value> {
    let n = e.ty.bits();
    let d = (c as u128) & (u128::MAX >> (128 - n));
    let rem = opcode == Opcode::URem;
    if d == 0 {
        return None;
    }
    if d.is_power_of_two() {
        let k = d.trailing_zeros();
        return Some(if rem {
            let mask = e.constant(f, d as i128 - 1);
            e.op(f, Opcode::And, vec![x, mask])
        } else {
            e.shift(f, Opcode::LShr, x, k)
        });
    }
    let plan = magic::unsigned(d, n);
    let x0 = e.shift(f, Opcode::LShr, x, plan.pre_shift);
    let m = e.constant(f, plan.magic as i128);
    let t = e.op(f, Opcode::MulHiU, vec![x0, m]);
    let q = if plan.add {
        // t + (x - t) / 2 is the top n bits of the n+1-bit (2^n + m) * x / 2.
        let above = e.op(f, Opcode::Sub, vec![x, t]);
        let half = e.shift(f, Opcode::LShr, above, 1);
        let sum = e.op(f, Opcode::Add, vec![t, half]);
        e.shift(f, Opcode::LShr, sum, plan.post_shift)
    } else {
        e.shift(f, Opcode::LShr, t, plan.post_shift)
    };
    Some(if rem { e.remainder(f, x, q, d as i128) } else { q })
}

/// `sdiv`/`srem x, c` without a division: the quotient by `|c|` (shifts with a bias for a
/// power of two, a signed multiply-high by a magic number otherwise, `magic::signed`),
/// negated for a negative `c`; the remainder takes `x`'s sign whatever `c`'s. The most
/// negative divisor divides only itself. `None` leaves the op alone (a divisor of 0).
fn signed_division(f: &mut Function, e: &mut Emitter, opcode: Opcode, x: Value, c: i128) -> Option<Value> {
    let n = e.ty.bits();
    let s = (c << (128 - n)) >> (128 - n);
    let a = s.unsigned_abs();
    let rem = opcode == Opcode::SRem;
    if a == 0 {
        return None;
    }
    if a >> (n - 1) != 0 {
        // x / MIN is 1 for x = MIN, else 0; x % MIN is 0 for x = MIN, else x.
        let min = e.constant(f, s);
        let is_min = e.is_equal(f, x, min);
        return Some(if rem {
            let zero = e.constant(f, 0);
            e.op(f, Opcode::Select, vec![is_min, zero, x])
        } else {
            e.op(f, Opcode::ZExt, vec![is_min])
        });
    }
    let q = if a == 1 {
        if rem {
            return Some(e.constant(f, 0));
        }
        x
    } else if a.is_power_of_two() {
        let k = a.trailing_zeros();
        // bias = 2^k - 1 for negative x, so the shift rounds towards zero.
        let sign = e.shift(f, Opcode::AShr, x, n - 1);
        let bias = e.shift(f, Opcode::LShr, sign, n - k);
        let biased = e.op(f, Opcode::Add, vec![x, bias]);
        if rem {
            let mask = e.constant(f, -(1i128 << k));
            let rounded = e.op(f, Opcode::And, vec![biased, mask]);
            return Some(e.op(f, Opcode::Sub, vec![x, rounded]));
        }
        e.shift(f, Opcode::AShr, biased, k)
    } else {
        let plan = magic::signed(a, n);
        let m = e.constant(f, plan.magic as i128);
        let mut t = e.op(f, Opcode::MulHiS, vec![x, m]);
        if plan.add {
            t = e.op(f, Opcode::Add, vec![t, x]);
        }
        let floor = e.shift(f, Opcode::AShr, t, plan.shift);
        // One more where the floor is negative: truncation towards zero.
        let negative = e.shift(f, Opcode::LShr, floor, n - 1);
        let q = e.op(f, Opcode::Add, vec![floor, negative]);
        if rem {
            return Some(e.remainder(f, x, q, a as i128));
        }
        q
    };
    Some(if s < 0 {
        let zero = e.constant(f, 0);
        e.op(f, Opcode::Sub, vec![zero, q])
    } else {
        q
    })
}

/// `ashr (shl x, 32), k` on i64 with `k <= 32` (how clang sign-extends the low half of a
/// 64-bit value, as in `(long)(int)get_global_id(0)`, with a following `<< (32 - k)` merged
/// in) → `shl (sext (trunc x)), 32 - k`: the truncation is free and the sign extension one
/// 32-bit shift, and the low half alone may then be computed in 32 bits
/// (`narrow_truncations`).
fn sign_extend_in_register(f: &mut Function, block: Block, at: usize, op: OpId, shifted: Value, amount: i128) -> usize {
    let Some(shl) = f.def_op(shifted).map(|s| f.op(s).clone()) else {
        return at;
    };
    if !(1..=32).contains(&amount)
        || f.ty(shifted) != Type::I64
        || shl.opcode != Opcode::Shl
        || constant(f, shl.operands[1]) != Some(32)
    {
        return at;
    }
    let loc = f.op(op).loc;
    let mut cur = Cursor { block, at };
    let low = cur.insert(f, Opcode::Trunc, vec![shl.operands[0]], Type::I32, loc);
    let (opcode, operands) = if amount == 32 {
        (Opcode::SExt, vec![low])
    } else {
        let wide = cur.insert(f, Opcode::SExt, vec![low], Type::I64, loc);
        (Opcode::Shl, vec![wide, cur.constant(f, 32 - amount, Type::I64, loc)])
    };
    let data = f.op_mut(op);
    data.opcode = opcode;
    data.operands = operands;
    cur.at
}

/// `trunc` to i32 of an i64 value used only by truncations, computed by ops that have a 32-bit
/// form, is that form (`bits::narrow`): `(int)get_global_id(0)` needs no 64-bit arithmetic.
pub fn narrow_truncations(f: &mut Function) {
    let mut users: HashMap<Value, Vec<OpId>> = HashMap::new();
    for (op, v) in f.uses() {
        users.entry(v).or_default().push(op);
    }
    let mut narrower = bits::Narrower::new(f);
    let mut renames = Renames::new();
    let truncs: Vec<OpId> = f
        .block_ids()
        .flat_map(|b| f.block(b).ops.clone())
        .filter(|&op| f.op(op).opcode == Opcode::Trunc)
        .collect();
    for op in truncs {
        let (x, r) = (f.op(op).operands[0], f.op(op).results[0]);
        // (An operand made here has no entry: it is i32.)
        let Some(x_users) = users.get(&x).filter(|_| f.ty(x) == Type::I64 && f.ty(r) == Type::I32) else {
            continue;
        };
        // (Users left dead by the rewrites above do not count.)
        let dead =
            |u: OpId| !f.op(u).opcode.has_side_effects() && f.op(u).results.iter().all(|r| !users.contains_key(r));
        let only_truncated = x_users.iter().all(|&u| f.op(u).opcode == Opcode::Trunc || dead(u));
        if only_truncated && bits::has_32_bit_form(f, x) {
            let n = narrower.narrow(f, x, true);
            renames.insert(r, n);
        }
    }
    renames.apply(f);
    narrower.remove_dead_loads(f);
}

/// One `workitem.id` op per dimension, first in the entry block (in dimension order); the
/// others' uses go to it. (The ids are pure and the entry dominates every use.)
pub fn hoist_workitem_ids(f: &mut Function) {
    let mut first: [Option<OpId>; 3] = [None; 3];
    let mut renames = Renames::new();
    for b in f.block_ids() {
        let ops = std::mem::take(&mut f.blocks[b.index()].ops);
        let mut kept = Vec::with_capacity(ops.len());
        for op in ops {
            match f.op(op).opcode {
                Opcode::WorkitemId(d) => match first[d.index()] {
                    Some(canonical) => {
                        renames.insert(f.result(op), f.result(canonical));
                    }
                    None => first[d.index()] = Some(op),
                },
                _ => kept.push(op),
            }
        }
        f.blocks[b.index()].ops = kept;
    }
    let entry = f.entry();
    for (at, op) in first.into_iter().flatten().enumerate() {
        f.op_mut(op).block = entry;
        f.blocks[entry.index()].ops.insert(at, op);
    }
    renames.apply(f);
}
