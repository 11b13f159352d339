//! `frem-expand`: `frem x, y` as LLVM 22 expands it for AMDGPU (ExpandIRInsts, after the
//! device libraries' fmod), so that kcc's results are llc's bit for bit: the exact remainder
//! with the sign of `x`; the quiet NaN when `y` is 0 or NaN or `x` infinite; `x` itself when
//! it is a NaN.
//!
//! With |x| > |y| (otherwise the result is `x`, or a zero of `x`'s sign when |x| = |y|), both
//! are scaled by `frexp` to significands `ax` (times 2^k) and `ay` in [1, 2). Each iteration
//! takes k bits of the quotient (LLVM's k: 12 for f32, 26 for f64), `ax = fma(-rint(ax / ay),
//! ay, ax)` (plus `ay` when that went below 0), and shifts `ax` up by k bits, until at most k
//! exponent steps are left; a last step removes those, and the remainder is scaled back by
//! `y`'s exponent. f16 is done in f32 with k = 11 (its compares and final selects stay f16).
//!
//! ```text
//! head:                  gt = |x| > |y|; condbr gt, compute, small
//! small:                 br join(|x| == |y| ? copysign(0, x) : x)
//! compute:               scale x and y; condbr nb > k, body(nb, ax), exit(ax, nb)
//! body(nb, ax):          one k-bit step; condbr nb - k > k, body(..), exit(..)
//! exit(ax, nb):          the last step; br join(copysign(result, x))
//! join(r):               y == 0 or NaN, x infinite: NaN; else r
//! ```

use super::*;

pub fn expand_frem(f: &mut Function) {
    for op in ops_matching(f, |o| o == Opcode::FRem) {
        expand(f, op);
    }
}

/// The values the loop steps share: `ay` and 1 / `ay`, in the computation type.
struct Divisor {
    ay: Value,
    inverse: Value,
    ty: Type,
}

impl Divisor {
    /// `ax` less the multiple of `ay` nearest to it, plus `ay` if that went below 0.
    fn reduce(&self, e: &mut Emit, f: &mut Function, ax: Value) -> Value {
        let ty = self.ty;
        let q = e.op(f, Opcode::FMul, vec![ax, self.inverse], ty);
        let q = e.op(f, Opcode::FRoundEven, vec![q], ty);
        let minus_q = e.op(f, Opcode::FNeg, vec![q], ty);
        let r = e.op(f, Opcode::Fma, vec![minus_q, self.ay, ax], ty);
        let zero = e.konst(f, 0, ty);
        let below = e.op(f, Opcode::Fcmp(FloatPredicate::Olt), vec![r, zero], Type::I1);
        let up = e.op(f, Opcode::FAdd, vec![r, self.ay], ty);
        e.op(f, Opcode::Select, vec![below, up, r], ty)
    }
}

fn expand(f: &mut Function, op: OpId) {
    let d = f.op(op).clone();
    // (Malformed ones, which the verifier rejects, are left for it.)
    let (&[x, y], 1) = (&d.operands[..], d.results.len()) else {
        return;
    };
    let ty = f.ty(x);
    if f.ty(y) != ty || f.ty(d.results[0]) != ty {
        return;
    }
    let (cty, k): (Type, i128) = match ty {
        Type::F16 => (Type::F32, 11),
        Type::F32 => (Type::F32, 12),
        Type::F64 => (Type::F64, 26),
        _ => return,
    };
    let mut e = Emit::before(f, op);
    let ax = e.op(f, Opcode::FAbs, vec![x], ty);
    let ay = e.op(f, Opcode::FAbs, vec![y], ty);
    let widen = |e: &mut Emit, f: &mut Function, v: Value| {
        if ty == cty {
            v
        } else {
            e.op(f, Opcode::FPExt, vec![v], cty)
        }
    };
    let (axc, ayc) = (widen(&mut e, f, ax), widen(&mut e, f, ay));
    let gt = e.op(f, Opcode::Fcmp(FloatPredicate::Ogt), vec![axc, ayc], Type::I1);
    let (_, join) = split_before(f, op, "frem.join");
    let r = f.add_block_param(join, ty);
    let (compute, small) = (named_block(f, "frem.compute"), named_block(f, "frem.else"));
    e.branch(f, Some(gt), vec![call(compute, vec![]), call(small, vec![])]);

    // |x| <= |y|: x, or a zero of its sign.
    let mut s = Emit::at_start(small, d.loc);
    let sign = sign_bit(&mut s, f, x);
    let signed_zero = s.op(f, Opcode::Bitcast, vec![sign], ty);
    let eq = s.op(f, Opcode::Fcmp(FloatPredicate::Oeq), vec![axc, ayc], Type::I1);
    let small_r = s.op(f, Opcode::Select, vec![eq, signed_zero, x], ty);
    s.branch(f, None, vec![call(join, vec![small_r])]);

    // |x| > |y|: significands and exponents.
    let (body, exit) = (named_block(f, "frem.loop_body"), named_block(f, "frem.loop_exit"));
    let mut c = Emit::at_start(compute, d.loc);
    let one_i = c.konst(f, 1, Type::I32);
    let k_i = c.konst(f, k, Type::I32);
    let scaled = |c: &mut Emit, f: &mut Function, v: Value, by: Value| {
        let mant = c.op(f, Opcode::FrexpMant, vec![v], cty);
        let exp = c.op(f, Opcode::FrexpExp, vec![v], Type::I32);
        let exp = c.op(f, Opcode::Sub, vec![exp, one_i], Type::I32);
        (c.op(f, Opcode::Ldexp, vec![mant, by], cty), exp)
    };
    let (ax0, ex) = scaled(&mut c, f, axc, k_i);
    let (ay1, ey) = scaled(&mut c, f, ayc, one_i);
    let nb = c.op(f, Opcode::Sub, vec![ex, ey], Type::I32);
    let one = c.konst(f, float_bits(1.0, cty), cty);
    let inverse = c.op(f, Opcode::FDiv, vec![one, ay1], cty);
    let divisor = Divisor {
        ay: ay1,
        inverse,
        ty: cty,
    };
    let more = c.op(f, Opcode::Icmp(IntPredicate::Sgt), vec![nb, k_i], Type::I1);
    c.branch(
        f,
        Some(more),
        vec![call(body, vec![nb, ax0]), call(exit, vec![ax0, nb])],
    );

    // k bits of the quotient per iteration.
    let (nb_i, ax_i) = (f.add_block_param(body, Type::I32), f.add_block_param(body, cty));
    let mut l = Emit::at_start(body, d.loc);
    let reduced = divisor.reduce(&mut l, f, ax_i);
    let ax_next = l.op(f, Opcode::Ldexp, vec![reduced, k_i], cty);
    let nb_next = l.op(f, Opcode::Sub, vec![nb_i, k_i], Type::I32);
    let again = l.op(f, Opcode::Icmp(IntPredicate::Sgt), vec![nb_next, k_i], Type::I1);
    l.branch(
        f,
        Some(again),
        vec![call(body, vec![nb_next, ax_next]), call(exit, vec![ax_next, nb_next])],
    );

    // The last nb - k + 1 bits, then y's exponent back.
    let (ax_e, nb_e) = (f.add_block_param(exit, cty), f.add_block_param(exit, Type::I32));
    let mut t = Emit::at_start(exit, d.loc);
    let rest = t.op(f, Opcode::Sub, vec![nb_e, k_i], Type::I32);
    let rest = t.op(f, Opcode::Add, vec![rest, one_i], Type::I32);
    let ax_last = t.op(f, Opcode::Ldexp, vec![ax_e, rest], cty);
    let reduced = divisor.reduce(&mut t, f, ax_last);
    let magnitude = t.op(f, Opcode::Ldexp, vec![reduced, ey], cty);
    let magnitude = if ty == cty {
        magnitude
    } else {
        t.op(f, Opcode::FPTrunc, vec![magnitude], ty)
    };
    let sign = sign_bit(&mut t, f, x);
    let big_r = with_sign(&mut t, f, magnitude, sign);
    t.branch(f, None, vec![call(join, vec![big_r])]);

    // The quiet NaN for y = 0 or NaN and for infinite x (`ult` keeps r, x itself, for NaN x).
    let mut j = Emit::at_start(join, d.loc);
    let zero = j.konst(f, 0, ty);
    let y_zero = j.op(f, Opcode::Fcmp(FloatPredicate::Ueq), vec![y, zero], Type::I1);
    let nan = j.konst(f, ty.quiet_nan().expect("a float type") as i128, ty);
    let r = j.op(f, Opcode::Select, vec![y_zero, nan, r], ty);
    let inf = j.konst(f, infinity_bits(ty), ty);
    let finite = j.op(f, Opcode::Fcmp(FloatPredicate::Ult), vec![ax, inf], Type::I1);
    let value = j.op(f, Opcode::Select, vec![finite, r, nan], ty);
    replace_op(f, op, value);
}

/// The IEEE bits of `v` as a value of float type `ty` (f32 or f64).
fn float_bits(v: f64, ty: Type) -> i128 {
    if ty == Type::F64 {
        v.to_bits() as i128
    } else {
        (v as f32).to_bits() as i128
    }
}

fn infinity_bits(ty: Type) -> i128 {
    match ty {
        Type::F16 => 0x7c00,
        Type::F32 => f32::INFINITY.to_bits() as i128,
        _ => f64::INFINITY.to_bits() as i128,
    }
}

/// The sign bit of float `x`, alone in an integer of its width.
fn sign_bit(e: &mut Emit, f: &mut Function, x: Value) -> Value {
    let int = Type::int(f.ty(x).bits()).expect("a float type");
    let bits = e.op(f, Opcode::Bitcast, vec![x], int);
    let sign = e.konst(f, 1 << (int.bits() - 1), int);
    e.op(f, Opcode::And, vec![bits, sign], int)
}

/// `copysign(magnitude, x)` given `x`'s `sign_bit`.
fn with_sign(e: &mut Emit, f: &mut Function, magnitude: Value, sign: Value) -> Value {
    let (ty, int) = (f.ty(magnitude), f.ty(sign));
    let bits = e.op(f, Opcode::Bitcast, vec![magnitude], int);
    let rest = e.konst(f, (1 << (int.bits() - 1)) - 1, int);
    let bits = e.op(f, Opcode::And, vec![bits, rest], int);
    let bits = e.op(f, Opcode::Or, vec![bits, sign], int);
    e.op(f, Opcode::Bitcast, vec![bits], ty)
}
