//! Math intrinsics kcc expands into MIR's generic ops, element-wise over vectors (their
//! uniformity is then their operands'):
//!
//! - `llvm.exp`, `llvm.exp10` (f32): x·log_2(b) in extended precision (a head and a tail
//!   constant, fma for the product's rounding error), split into an integer n and a rest in
//!   [-0.5, 0.5]; 2^rest from the hardware's exp2 (`v_exp_f32`, never a denormal there), scaled by
//!   2^n with ldexp (which rounds denormal results once); below the smallest denormal's
//!   logarithm 0, above the largest float's +inf. f16: exp2 of x·log_2(b) in f32.
//! - `llvm.log`, `llvm.log10` (f32): log2 from `v_log_f32` of x scaled by 2^32 when it is below
//!   the smallest normal (the hardware flushes denormal inputs), times log_b(2) in extended
//!   precision (head and tail, as above), then 32·log_b(2) taken off again; ±inf and NaN pass
//!   through. f16: `v_log_f16` times log_b(2) in f16.
//! - `llvm.sin`, `llvm.cos` (f32, f16): the argument times 1/2π, then `sin.rev`/`cos.rev`
//!   (`v_sin`, `v_cos` take revolutions; gfx900's reduce any argument themselves).
//! - `llvm.round`, `llvm.lround`, `llvm.llround`, `llvm.minimum`, `llvm.maximum`,
//!   `llvm.minimumnum`, `llvm.maximumnum`,
//!   `llvm.bitreverse`, `llvm.fptosi.sat`, `llvm.fptoui.sat`, `llvm.vector.reduce.*`.
//!
//! The expansions are those of llc-22 for gfx900, so both compilers' code computes the same bits
//! (`tests/backend/math-*.ll` check that and the host's libm).

use crate::llvm::Val;
use crate::lower::{fail, Fail, Frame, Lowerer, R};
use mir::{Attr, FloatPredicate as P, Opcode, Type, Value};

/// The intrinsics this module expands.
const NAMES: &[&str] = &[
    "llvm.exp",
    "llvm.exp10",
    "llvm.log",
    "llvm.log10",
    "llvm.sin",
    "llvm.cos",
    "llvm.round",
    "llvm.lround",
    "llvm.llround",
    "llvm.lrint",
    "llvm.llrint",
    "llvm.powi",
    "llvm.minimum",
    "llvm.maximum",
    "llvm.minimumnum",
    "llvm.maximumnum",
    "llvm.bitreverse",
    "llvm.fptosi.sat",
    "llvm.fptoui.sat",
    "llvm.pow",
    "llvm.exp2",
    "llvm.log2",
];

/// A constant `c` split into f32 `hi + lo`, each rounded toward zero: `hi` carries c's first 24
/// bits, `lo` the next 24, so `x·hi + x·lo` (with fma) is x·c to about 48 bits.
struct Split {
    hi: u32,
    lo: u32,
}

/// log2(e), log2(10): exp's and exp10's scale to base 2.
const LOG2_E: Split = Split {
    hi: 0x3fb8_aa3b,
    lo: 0x32a5_705f,
};
const LOG2_10: Split = Split {
    hi: 0x4054_9a78,
    lo: 0x3397_9a37,
};
/// ln(2), log10(2): log's and log10's scale from base 2.
const LN_2: Split = Split {
    hi: 0x3f31_7217,
    lo: 0x3377_d1cf,
};
const LOG10_2: Split = Split {
    hi: 0x3e9a_209a,
    lo: 0x3284_fbcf,
};

/// f32 exp and exp10: the scale and the inputs beyond which the result is 0 (below the
/// logarithm of the smallest denormal, 2^-149, rounded to f32) or +inf (above the logarithm of
/// 2^128, rounded).
struct ExpBase {
    scale: Split,
    zero_below: u32,
    inf_above: u32,
}
const EXP: ExpBase = ExpBase {
    scale: LOG2_E,
    zero_below: 0xc2ce_8ed0,
    inf_above: 0x42b1_7218,
};
const EXP10: ExpBase = ExpBase {
    scale: LOG2_10,
    zero_below: 0xc233_69f4,
    inf_above: 0x421a_209b,
};

/// f32 log and log10: the scale, and 32 times it (taken off results of inputs scaled by 2^32).
struct LogBase {
    scale: Split,
    scaled_offset: u32,
}
const LOG: LogBase = LogBase {
    scale: LN_2,
    scaled_offset: 0x41b1_7218,
};
const LOG10: LogBase = LogBase {
    scale: LOG10_2,
    scaled_offset: 0x411a_209b,
};

/// f16 forms: f32 log2(e), log2(10) for exp; f16 ln(2), log10(2), 1/2π (round to nearest).
const F32_LOG2_E: u64 = 0x3fb8_aa3b;
const F32_LOG2_10: u64 = 0x4054_9a78;
const F16_LN_2: u64 = 0x398c;
const F16_LOG10_2: u64 = 0x34d1;
/// 1/2π in f32 and f16 (round to nearest).
const F32_INV_2PI: u64 = 0x3e22_f983;
const F16_INV_2PI: u64 = 0x3118;

fn base<'n>(name: &str, names: &[&'n str]) -> Option<&'n str> {
    names
        .iter()
        .copied()
        .find(|b| name == *b || name.strip_prefix(b).is_some_and(|rest| rest.starts_with('.')))
}

fn msg(m: String) -> Fail {
    Fail::Msg(m)
}

/// Expands `name` if it is one of this module's intrinsics (`Ok(None)` otherwise).
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    if let Some(op) = name.strip_prefix("llvm.vector.reduce.") {
        let op = op.split('.').next().unwrap_or("");
        return reduce(l, frame, name, op, args).map(Some);
    }
    let Some(b) = base(name, NAMES) else {
        return Ok(None);
    };
    // exp2 and log2 of f16/f32 are generic ops; only f64's are expanded here.
    if matches!(b, "llvm.exp2" | "llvm.log2") && !name.ends_with("f64") {
        return Ok(None);
    }
    let arity = if matches!(
        b,
        "llvm.minimum" | "llvm.maximum" | "llvm.minimumnum" | "llvm.maximumnum" | "llvm.pow" | "llvm.powi"
    ) {
        2
    } else {
        1
    };
    let mut ins = Vec::new();
    for a in args.iter().take(arity) {
        ins.push(l.get(frame, *a)?);
    }
    let lanes = ins.first().map_or(0, Vec::len);
    // powi's exponent is one integer for every element.
    if b == "llvm.powi" && ins.len() == 2 && ins[1].len() == 1 {
        ins[1] = vec![ins[1][0]; lanes];
    }
    if ins.len() != arity || ins.iter().any(|v| v.len() != lanes) {
        return fail(format!("'{name}' with operands of different shapes"));
    }
    // Integer results: the element type the call returns.
    let ret_elem = {
        let t = inst.ty();
        if t.kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind {
            t.element()
        } else {
            t
        }
    };
    let mut out = Vec::new();
    for (i, &x) in ins[0].iter().enumerate() {
        let t = l.ty(x);
        let v = match b {
            "llvm.bitreverse" => {
                let r = bitreverse(l, name, x)?;
                // (An integer of an odd width owns the low bits of its leaf: they come out on
                // top, and the leaf's other bits below them.)
                let extra = t.bits().saturating_sub(ret_elem.int_width());
                if extra > 0 {
                    let s = l.constant(t, extra as u64);
                    l.emit1(Opcode::LShr, vec![r, s], t)
                } else {
                    r
                }
            }
            "llvm.minimum" | "llvm.maximum" => minimum(l, b == "llvm.minimum", x, ins[1][i])?,
            "llvm.minimumnum" | "llvm.maximumnum" if t.is_float() => {
                minimum_num(l, b == "llvm.minimumnum", x, ins[1][i])
            }
            _ if !t.is_float() => return fail(format!("'{name}' on {t} values is not supported")),
            "llvm.exp" | "llvm.exp10" => exp(l, name, b == "llvm.exp10", x)?,
            "llvm.exp2" if t == Type::F64 => exp_f64(l, x, Base::Two),
            "llvm.log2" if t == Type::F64 => log_f64(l, x, Base::Two),
            "llvm.log" | "llvm.log10" => log(l, name, b == "llvm.log10", x)?,
            "llvm.sin" | "llvm.cos" if t == Type::F64 => sin_cos_f64(l, x, b == "llvm.cos"),
            "llvm.sin" | "llvm.cos" => {
                let scale = match t {
                    Type::F32 => F32_INV_2PI,
                    Type::F16 => F16_INV_2PI,
                    _ => return fail(format!("'{name}' on {t} values is not supported")),
                };
                let c = l.constant(t, scale);
                let rev = l.emit1(Opcode::FMul, vec![x, c], t);
                let op = if b == "llvm.sin" {
                    Opcode::SinRev
                } else {
                    Opcode::CosRev
                };
                l.emit1(op, vec![rev], t)
            }
            "llvm.round" => round(l, x)?,
            // As llc-22 lowers it: exp2(y * log2(x)) on the raw units, the product a legacy
            // multiply (so pow(1, inf) and pow(x, 0) are 1). No sign or denormal handling:
            // OpenCL's pow is the device library's, not this.
            "llvm.pow" if t == Type::F32 => {
                let lg = unscaled(l, Opcode::Log2, x);
                let m = crate::amdgcn::fmul_legacy(l, ins[1][i], lg)?;
                unscaled(l, Opcode::Exp2, m)
            }
            // llc-22 promotes f16 to f32's lowering and rounds the result back.
            "llvm.pow" if t == Type::F16 => {
                let (x, y) = (
                    l.emit1(Opcode::FPExt, vec![x], Type::F32),
                    l.emit1(Opcode::FPExt, vec![ins[1][i]], Type::F32),
                );
                let lg = unscaled(l, Opcode::Log2, x);
                let m = crate::amdgcn::fmul_legacy(l, y, lg)?;
                let r = unscaled(l, Opcode::Exp2, m);
                l.emit1(Opcode::FPTrunc, vec![r], Type::F16)
            }
            "llvm.pow" if t == Type::F64 => pow_f64(l, x, ins[1][i]),
            "llvm.powi" => powi(l, name, x, ins[1][i], args[1].const_sext())?,
            "llvm.pow" => return fail(format!("'{name}' on {t} values is not supported")),
            "llvm.lround" | "llvm.llround" | "llvm.lrint" | "llvm.llrint" | "llvm.fptosi.sat" | "llvm.fptoui.sat" => {
                let it = crate::types::scalar(ret_elem).map_err(msg)?;
                if !matches!(it, Type::I8 | Type::I16 | Type::I32 | Type::I64) {
                    return fail(format!("'{name}' to {it} is not supported"));
                }
                match b {
                    "llvm.fptosi.sat" | "llvm.fptoui.sat" => fp_to_int_sat(l, b == "llvm.fptosi.sat", x, it)?,
                    // The current rounding mode, which kcc never changes: to nearest even.
                    "llvm.lrint" | "llvm.llrint" => {
                        let r = l.emit1(Opcode::FRoundEven, vec![x], t);
                        l.emit1(Opcode::FPToSI, vec![r], it)
                    }
                    _ => {
                        let r = round(l, x)?;
                        l.emit1(Opcode::FPToSI, vec![r], it)
                    }
                }
            }
            _ => return fail(format!("unsupported intrinsic '{name}'")),
        };
        out.push(v);
    }
    Ok(Some(out))
}

fn fconst(l: &mut Lowerer, t: Type, d: f64) -> R<Value> {
    let bits = crate::types::float_bits(t, d).ok_or_else(|| msg(format!("no {t} constant")))?;
    Ok(l.constant(t, bits))
}

fn fcmp(l: &mut Lowerer, p: P, a: Value, b: Value) -> Value {
    l.emit1(Opcode::Fcmp(p), vec![a, b], Type::I1)
}

fn select(l: &mut Lowerer, c: Value, a: Value, b: Value) -> Value {
    let t = l.ty(a);
    l.emit1(Opcode::Select, vec![c, a, b], t)
}

/// x·c to about 48 bits, rounded once: hi·x + (the product's rounding error + lo·x).
fn mul_split(l: &mut Lowerer, x: Value, c: &Split) -> (Value, Value) {
    let t = Type::F32;
    let (hi, lo) = (l.constant(t, c.hi as u64), l.constant(t, c.lo as u64));
    let p = l.emit1(Opcode::FMul, vec![x, hi], t);
    let neg = l.emit1(Opcode::FNeg, vec![p], t);
    let e = l.emit1(Opcode::Fma, vec![x, hi, neg], t);
    let e = l.emit1(Opcode::Fma, vec![x, lo, e], t);
    (p, e)
}

/// The hardware's exp2/log2 alone (`v_exp_f32`/`v_log_f32`, no denormal scaling).
fn unscaled(l: &mut Lowerer, op: Opcode, x: Value) -> Value {
    let t = l.ty(x);
    let o = l.emit(op, vec![x], &[t]);
    l.f.op_mut(o).set_attr("unscaled", Attr::Word("unscaled".into()));
    l.f.result(o)
}

fn exp(l: &mut Lowerer, name: &str, ten: bool, x: Value) -> R<Value> {
    let t = l.ty(x);
    match t {
        Type::F32 => {}
        Type::F64 => return Ok(exp_f64(l, x, if ten { Base::Ten } else { Base::E })),
        Type::F16 => {
            let w = l.emit1(Opcode::FPExt, vec![x], Type::F32);
            let c = l.constant(Type::F32, if ten { F32_LOG2_10 } else { F32_LOG2_E });
            let a = l.emit1(Opcode::FMul, vec![w, c], Type::F32);
            // Results below 2^-126 are below f16's smallest denormal too.
            let r = unscaled(l, Opcode::Exp2, a);
            return Ok(l.emit1(Opcode::FPTrunc, vec![r], Type::F16));
        }
        _ => return fail(format!("'{name}' on {t} values is not supported")),
    }
    let base = if ten { &EXP10 } else { &EXP };
    let (p, e) = mul_split(l, x, &base.scale);
    let n = l.emit1(Opcode::FRoundEven, vec![p], t);
    let f = l.emit1(Opcode::FSub, vec![p, n], t);
    let a = l.emit1(Opcode::FAdd, vec![f, e], t);
    let k = l.emit1(Opcode::FPToSI, vec![n], Type::I32);
    let m = unscaled(l, Opcode::Exp2, a);
    let r = l.emit1(Opcode::Ldexp, vec![m, k], t);
    let lo = l.constant(t, base.zero_below as u64);
    let zero = l.constant(t, 0);
    let under = fcmp(l, P::Olt, x, lo);
    let r = select(l, under, zero, r);
    let hi = l.constant(t, base.inf_above as u64);
    let inf = l.constant(t, 0x7f80_0000);
    let over = fcmp(l, P::Ogt, x, hi);
    Ok(select(l, over, inf, r))
}

/// The base of an f64 exponential.
#[derive(Clone, Copy, PartialEq)]
enum Base {
    E,
    Two,
    Ten,
}

/// base^x of an f64, which llc-22 cannot lower (it has no libcall): k = round(x·log2 base)
/// and r = x·ln base - k·ln 2, so base^x = 2^k·e^r with |r| at most ln 2 / 2. k·ln 2 is taken
/// off in two parts by fma (ln 2's high part has trailing zeros, so k times it is exact); for
/// bases 2 and 10, x·ln base is a double-double whose low part `rl` is applied at the end as
/// e^(r + rl) = e^r + e^r·rl. e^r is its Taylor series to r^13 by Horner's rule in fma (the
/// truncation is below 2^-57 of the result), then 2^k comes from v_ldexp_f64, which rounds a
/// denormal result once. Within 1 ulp on the test's inputs (OpenCL allows 3). Past the largest
/// finite result +inf, below half the smallest denormal 0; NaN propagates.
fn exp_f64(l: &mut Lowerer, x: Value, base: Base) -> Value {
    exp_f64_dd(l, x, None, base)
}

/// base^(x + lo) for a small `lo` (below half an ulp of x), as [`exp_f64`]: `pow` passes
/// y·log2 x as a double-double.
fn exp_f64_dd(l: &mut Lowerer, x: Value, lo: Option<Value>, base: Base) -> Value {
    let t = Type::F64;
    let c = |l: &mut Lowerer, v: f64| l.constant(t, v.to_bits());
    let (log2b, over, under) = match base {
        Base::E => (std::f64::consts::LOG2_E, 709.782712893384, -745.1332191019412),
        Base::Two => (1.0, 1024.0, -1075.0),
        Base::Ten => (std::f64::consts::LOG2_10, 308.25471555991675, -323.60724533877976),
    };
    let scale = c(l, log2b);
    let p = l.emit1(Opcode::FMul, vec![x, scale], t);
    let kf = l.emit1(Opcode::FRoundEven, vec![p], t);
    let nk = l.emit1(Opcode::FNeg, vec![kf], t);
    let (ln2_hi, ln2_lo) = (
        c(l, f64::from_bits(0x3FE6_2E42_FEFA_3800)),
        c(l, f64::from_bits(0x3D2E_F357_93C7_6730)),
    );
    let (r, rl) = match base {
        Base::E => {
            let r = l.emit1(Opcode::Fma, vec![nk, ln2_hi, x], t);
            (l.emit1(Opcode::Fma, vec![nk, ln2_lo, r], t), None)
        }
        Base::Two => {
            // x - k is exact; (x - k)·ln 2 as a double-double.
            let f = l.emit1(Opcode::FSub, vec![x, kf], t);
            let (ln2, ln2_tail) = (c(l, std::f64::consts::LN_2), c(l, 2.3190468138462996e-17));
            let r = l.emit1(Opcode::FMul, vec![f, ln2], t);
            let nr = l.emit1(Opcode::FNeg, vec![r], t);
            let err = l.emit1(Opcode::Fma, vec![f, ln2, nr], t);
            let err = match lo {
                Some(lo) => l.emit1(Opcode::Fma, vec![lo, ln2, err], t),
                None => err,
            };
            (r, Some(l.emit1(Opcode::Fma, vec![f, ln2_tail, err], t)))
        }
        Base::Ten => {
            let (ln10, ln10_tail) = (c(l, std::f64::consts::LN_10), c(l, -2.1707562233822494e-16));
            let h = l.emit1(Opcode::FMul, vec![x, ln10], t);
            let nh = l.emit1(Opcode::FNeg, vec![h], t);
            let err = l.emit1(Opcode::Fma, vec![x, ln10, nh], t);
            let hl = l.emit1(Opcode::Fma, vec![x, ln10_tail, err], t);
            let r = l.emit1(Opcode::Fma, vec![nk, ln2_hi, h], t);
            (l.emit1(Opcode::Fma, vec![nk, ln2_lo, r], t), Some(hl))
        }
    };
    // 1/n! for n = 13 down to 0.
    let mut inv = [1.0f64; 14];
    for n in 1..14 {
        inv[n] = inv[n - 1] / n as f64;
    }
    let mut s = c(l, inv[13]);
    for &k in inv[..13].iter().rev() {
        let ck = c(l, k);
        s = l.emit1(Opcode::Fma, vec![s, r, ck], t);
    }
    if let Some(rl) = rl {
        s = l.emit1(Opcode::Fma, vec![s, rl, s], t);
    }
    let k = l.emit1(Opcode::FPToSI, vec![kf], Type::I32);
    let res = l.emit1(Opcode::Ldexp, vec![s, k], t);
    let (hi, lo) = (c(l, over), c(l, under));
    let (inf, zero) = (c(l, f64::INFINITY), c(l, 0.0));
    let below = fcmp(l, P::Olt, x, lo);
    let res = select(l, below, zero, res);
    let above = fcmp(l, P::Ogt, x, hi);
    select(l, above, inf, res)
}

/// log2 of a positive (finite, nonzero) f64 as a double-double, to about 2^-100: x = 2^e·m
/// as for [`log_f64`], f = m - 1, s = f / (2 + f) as a double-double (2 + f's rounding error
/// and the division's remainder, both exact, give its low part), and log m = 2·atanh(s) =
/// 2s + (2/3)·s³ + s⁵·R(s²): the cube term (up to 2^-8) as a double-double too (with s's low
/// part to first order), the series' rest (below 2^-14) in double; times log2 e as a double-double, plus e by a two-sum.
fn log2_dd(l: &mut Lowerer, x: Value) -> (Value, Value) {
    let t = Type::F64;
    let c = |l: &mut Lowerer, v: f64| l.constant(t, v.to_bits());
    let bin = |l: &mut Lowerer, op: Opcode, a: Value, b: Value| l.emit1(op, vec![a, b], t);
    let fma = |l: &mut Lowerer, a: Value, b: Value, d: Value| l.emit1(Opcode::Fma, vec![a, b, d], t);
    let neg = |l: &mut Lowerer, a: Value| l.emit1(Opcode::FNeg, vec![a], t);
    let (ef, m) = exponent_mantissa(l, x);
    let (one, two) = (c(l, 1.0), c(l, 2.0));
    let f = bin(l, Opcode::FSub, m, one);
    let dh = bin(l, Opcode::FAdd, f, two);
    let d2 = bin(l, Opcode::FSub, dh, two);
    let de = bin(l, Opcode::FSub, f, d2);
    let sh = bin(l, Opcode::FDiv, f, dh);
    let nsh = neg(l, sh);
    let rem = fma(l, nsh, dh, f);
    let rem = fma(l, nsh, de, rem);
    let sl = bin(l, Opcode::FDiv, rem, dh);
    // s² and s³ as double-doubles (s's low part only matters in 2s).
    let z = bin(l, Opcode::FMul, sh, sh);
    let nz = neg(l, z);
    let ze = fma(l, sh, sh, nz);
    let cube = bin(l, Opcode::FMul, sh, z);
    let ncube = neg(l, cube);
    let cube_e = fma(l, sh, z, ncube);
    let cube_e = fma(l, sh, ze, cube_e);
    // (2/3)·s³.
    let (th, tl) = (c(l, 2.0 / 3.0), c(l, 3.700743415417188e-17));
    let t3 = bin(l, Opcode::FMul, cube, th);
    let nt3 = neg(l, t3);
    let t3e = fma(l, cube, th, nt3);
    let t3e = fma(l, cube, tl, t3e);
    let t3e = fma(l, cube_e, th, t3e);
    // (2/3)·((sh + sl)³ - sh³) is 2·sh²·sl to first order.
    let sl2 = bin(l, Opcode::FAdd, sl, sl);
    let t3e = fma(l, z, sl2, t3e);
    // s⁵·R(s²) with R(z) = Σ 2z^k/(2k + 5) for k = 0..9 (2/5 + 2z/7 + ...).
    let mut r = c(l, 2.0 / 23.0);
    for k in (0..9).rev() {
        let ck = c(l, 2.0 / (2 * k + 5) as f64);
        r = fma(l, r, z, ck);
    }
    let s5 = bin(l, Opcode::FMul, cube, z);
    let rest = bin(l, Opcode::FMul, s5, r);
    let small = bin(l, Opcode::FAdd, sl2, t3e);
    let small = bin(l, Opcode::FAdd, small, rest);
    let hi = bin(l, Opcode::FAdd, sh, sh);
    let (a, ae) = two_sum(l, hi, t3);
    let lo = bin(l, Opcode::FAdd, ae, small);
    // × log2 e.
    let (k_hi, k_lo) = (c(l, std::f64::consts::LOG2_E), c(l, 2.0355273740931033e-17));
    let y = bin(l, Opcode::FMul, a, k_hi);
    let ny = neg(l, y);
    let ye = fma(l, a, k_hi, ny);
    let ye = fma(l, a, k_lo, ye);
    let ye = fma(l, lo, k_hi, ye);
    let (s0, err) = two_sum(l, ef, y);
    let small = bin(l, Opcode::FAdd, err, ye);
    let h = bin(l, Opcode::FAdd, s0, small);
    let back = bin(l, Opcode::FSub, h, s0);
    (h, bin(l, Opcode::FSub, small, back))
}

/// pow of f64s, which llc-22 cannot lower: |x|^y = 2^(y·log2 |x|) with log2 |x| a
/// double-double ([`log2_dd`]), its product with y a double-double (no low part once the
/// product is past 2048, where the result is 0 or infinite anyway), and [`exp_f64`]'s 2^x
/// taking the low part. Then C's special cases: a negative x gives the sign of an odd integer
/// y, and NaN for a finite non-integer y; x = ±0 and ±inf give 0 or inf by y's sign;
/// pow(±1, ±inf), pow(1, y) and pow(x, ±0) are 1 (NaN included), NaN otherwise propagates.
/// Within 1 ulp of the host's libm on the test's inputs (OpenCL allows 16), results near
/// overflow and in the denormal range included.
fn pow_f64(l: &mut Lowerer, x: Value, y: Value) -> Value {
    let t = Type::F64;
    let c = |l: &mut Lowerer, v: f64| l.constant(t, v.to_bits());
    let bin = |l: &mut Lowerer, op: Opcode, a: Value, b: Value| l.emit1(op, vec![a, b], t);
    let ax = l.emit1(Opcode::FAbs, vec![x], t);
    let (lh, ll) = log2_dd(l, ax);
    let p = bin(l, Opcode::FMul, y, lh);
    let np = l.emit1(Opcode::FNeg, vec![p], t);
    let pe = l.emit1(Opcode::Fma, vec![y, lh, np], t);
    let pl = l.emit1(Opcode::Fma, vec![y, ll, pe], t);
    let ap = l.emit1(Opcode::FAbs, vec![p], t);
    let limit = c(l, 2048.0);
    let moderate = fcmp(l, P::Olt, ap, limit);
    let zero = c(l, 0.0);
    let pl = select(l, moderate, pl, zero);
    let mut res = exp_f64_dd(l, p, Some(pl), Base::Two);
    let (one, inf, nan) = (c(l, 1.0), c(l, f64::INFINITY), c(l, f64::NAN));
    // y an integer, an odd one (past 2^53 every double is even).
    let yt = l.emit1(Opcode::FTrunc, vec![y], t);
    let yint = fcmp(l, P::Oeq, yt, y);
    let half = c(l, 0.5);
    let yh = bin(l, Opcode::FMul, y, half);
    let yht = l.emit1(Opcode::FTrunc, vec![yh], t);
    let halves = fcmp(l, P::One, yht, yh);
    let yodd = l.emit1(Opcode::And, vec![yint, halves], Type::I1);
    let yneg = fcmp(l, P::Olt, y, zero);
    // |x| = 0 or inf: 0 or inf by y's sign.
    let (to_inf, to_zero) = (select(l, yneg, inf, zero), select(l, yneg, zero, inf));
    let is_zero = fcmp(l, P::Oeq, ax, zero);
    res = select(l, is_zero, to_inf, res);
    let is_inf = fcmp(l, P::Oeq, ax, inf);
    res = select(l, is_inf, to_zero, res);
    // The sign of a negative x (-0 and -inf too) to an odd power.
    let bits = l.emit1(Opcode::Bitcast, vec![x], Type::I64);
    let zero_i = l.constant(Type::I64, 0);
    let xsign = l.emit1(Opcode::Icmp(mir::IntPredicate::Slt), vec![bits, zero_i], Type::I1);
    let flip = l.emit1(Opcode::And, vec![xsign, yodd], Type::I1);
    let nres = l.emit1(Opcode::FNeg, vec![res], t);
    res = select(l, flip, nres, res);
    // A finite negative x to a non-integer power.
    let ninf = c(l, f64::NEG_INFINITY);
    let xneg = fcmp(l, P::Olt, x, zero);
    let xfin = fcmp(l, P::Ogt, x, ninf);
    let bad = l.emit1(Opcode::And, vec![xneg, xfin], Type::I1);
    let frac = fcmp(l, P::Une, yt, y);
    let bad = l.emit1(Opcode::And, vec![bad, frac], Type::I1);
    res = select(l, bad, nan, res);
    let unordered = fcmp(l, P::Uno, x, y);
    res = select(l, unordered, nan, res);
    let ay = l.emit1(Opcode::FAbs, vec![y], t);
    let y_inf = fcmp(l, P::Oeq, ay, inf);
    let x_one = fcmp(l, P::Oeq, ax, one);
    let ones = l.emit1(Opcode::And, vec![y_inf, x_one], Type::I1);
    res = select(l, ones, one, res);
    let x_is_one = fcmp(l, P::Oeq, x, one);
    res = select(l, x_is_one, one, res);
    let y_zero = fcmp(l, P::Oeq, y, zero);
    select(l, y_zero, one, res)
}

/// `powi(x, n)` as llc-22 lowers it: for a constant n, x to |n| by repeated squaring (each set
/// bit of |n|, lowest first, multiplies the squares into the result) and 1 / that for a
/// negative n; for a variable n on f16/f32, pow's lowering with n converted to f32.
fn powi(l: &mut Lowerer, name: &str, x: Value, n: Value, konst: Option<i64>) -> R<Value> {
    let t = l.ty(x);
    if let Some(k) = konst {
        let k = k as i32;
        let mut bits = k.unsigned_abs();
        let mut res: Option<Value> = None;
        let mut square = x;
        while bits != 0 {
            if bits & 1 != 0 {
                res = Some(match res {
                    Some(r) => l.emit1(Opcode::FMul, vec![r, square], t),
                    None => square,
                });
            }
            bits >>= 1;
            if bits != 0 {
                square = l.emit1(Opcode::FMul, vec![square, square], t);
            }
        }
        let one = fconst(l, t, 1.0)?;
        let res = res.unwrap_or(one);
        return Ok(if k < 0 {
            l.emit1(Opcode::FDiv, vec![one, res], t)
        } else {
            res
        });
    }
    if !matches!(t, Type::F16 | Type::F32) || l.ty(n) != Type::I32 {
        return fail(format!(
            "'{name}' with a variable exponent on {t} values is not supported (llc-22 refuses it too)"
        ));
    }
    let f32 = Type::F32;
    let xf = if t == Type::F16 {
        l.emit1(Opcode::FPExt, vec![x], f32)
    } else {
        x
    };
    let nf = l.emit1(Opcode::SIToFP, vec![n], f32);
    let lg = unscaled(l, Opcode::Log2, xf);
    let m = crate::amdgcn::fmul_legacy(l, nf, lg)?;
    let r = unscaled(l, Opcode::Exp2, m);
    Ok(if t == Type::F16 {
        l.emit1(Opcode::FPTrunc, vec![r], t)
    } else {
        r
    })
}

/// a + b exactly, as the rounded sum and its rounding error (Knuth's two-sum).
fn two_sum(l: &mut Lowerer, a: Value, b: Value) -> (Value, Value) {
    let t = Type::F64;
    let s = l.emit1(Opcode::FAdd, vec![a, b], t);
    let bb = l.emit1(Opcode::FSub, vec![s, a], t);
    let ab = l.emit1(Opcode::FSub, vec![s, bb], t);
    let ea = l.emit1(Opcode::FSub, vec![a, ab], t);
    let eb = l.emit1(Opcode::FSub, vec![b, bb], t);
    (s, l.emit1(Opcode::FAdd, vec![ea, eb], t))
}

/// π/2 in three doubles (P1 is π/2 rounded, P2 and P3 the next 53 bits each: what is left
/// is below 2^-163), and 2/π rounded.
const PIO2: [u64; 3] = [0x3FF9_21FB_5444_2D18, 0x3C91_A626_3314_5C07, 0xB91F_1976_B7ED_8FBC];
const TWO_OVER_PI: u64 = 0x3FE4_5F30_6DC9_C883;

/// sin or cos of an f64, which llc-22 cannot lower (it has no libcall). The argument is
/// reduced to r = x - n·π/2 as a double-double (rh, rl) with |r| about π/4 at most:
/// - below 2^30, n = rint(x·2/π) and x - n·P1 is exact in one fma (both are multiples of
///   2^-52 and the difference is below 1), n·P2 a double-double, n·P3 one product;
/// - from 2^30 (Payne–Hanek), x·2/π comes from four 53-bit segments of 2/π that
///   `v_trig_preop_f64` picks for x's exponent (the bits before them only add multiples of 4
///   to x·2/π, which the quadrant ignores; x and the segments are rescaled by 2^∓128 past
///   2^945): the products exactly as double-doubles, the first less a multiple of 4, summed
///   with their rounding errors, then the fraction times π/2 as a double-double.
///
/// Then sin(rh + rl) = rh + rh³·S(rh²) + rl·(1 - rh²/2) and cos(rh + rl) = (1 - rh²/2) +
/// rh⁴·C(rh²) - rh·rl, with 1 - rh²/2's rounding error added back; S and C are the Taylor
/// series to r^17 and r^16 in fma (truncation below 2^-60 of the result), and n mod 4
/// picks the function and sign. sin of |x| below 2^-27 is x (so sin(-0) is -0); infinities
/// and NaN give NaN. Within 1 ulp of the host's libm on the test's inputs (OpenCL allows 4),
/// the double closest to a multiple of π/2 (6381956970095103·2^797, 2^-61 away) included.
fn sin_cos_f64(l: &mut Lowerer, x: Value, cos: bool) -> Value {
    let t = Type::F64;
    let c = |l: &mut Lowerer, v: f64| l.constant(t, v.to_bits());
    let bin = |l: &mut Lowerer, op: Opcode, a: Value, b: Value| l.emit1(op, vec![a, b], t);
    let fma = |l: &mut Lowerer, a: Value, b: Value, d: Value| l.emit1(Opcode::Fma, vec![a, b, d], t);
    let neg = |l: &mut Lowerer, a: Value| l.emit1(Opcode::FNeg, vec![a], t);
    let [p1, p2, p3] = PIO2.map(|b| l.constant(t, b));
    // Medium arguments: Cody–Waite in three parts.
    let tp = l.constant(t, TWO_OVER_PI);
    let xt = bin(l, Opcode::FMul, x, tp);
    let nm = l.emit1(Opcode::FRoundEven, vec![xt], t);
    let nnm = neg(l, nm);
    let r1 = fma(l, nnm, p1, x);
    let w = bin(l, Opcode::FMul, nm, p2);
    let nw = neg(l, w);
    let wl = fma(l, nm, p2, nw);
    let (rh_m, e) = two_sum(l, r1, nw);
    let tail = fma(l, nm, p3, wl);
    let rl_m = bin(l, Opcode::FSub, e, tail);
    // Large arguments: Payne–Hanek with the hardware's segments of 2/π.
    let ax = l.emit1(Opcode::FAbs, vec![x], t);
    let huge_at = c(l, 2f64.powi(945));
    let huge = fcmp(l, P::Oge, ax, huge_at);
    let down = c(l, 2f64.powi(-128));
    let xd = bin(l, Opcode::FMul, x, down);
    let xs = select(l, huge, xd, x);
    let seg: Vec<Value> = (0..4)
        .map(|k| {
            let k = l.constant(Type::I32, k);
            l.emit1(Opcode::TrigPreop, vec![x, k], t)
        })
        .collect();
    // Each of the first three products as a double-double (product and rounding error).
    let prod = |l: &mut Lowerer, p: Value| {
        let hi = bin(l, Opcode::FMul, xs, p);
        let nhi = neg(l, hi);
        (hi, fma(l, xs, p, nhi))
    };
    let (h, hl) = prod(l, seg[0]);
    let (m, ml) = prod(l, seg[1]);
    let (s, sl) = prod(l, seg[2]);
    let u = bin(l, Opcode::FMul, xs, seg[3]);
    let quarter = c(l, 0.25);
    let hq = bin(l, Opcode::FMul, h, quarter);
    let fours = l.emit1(Opcode::FRoundEven, vec![hq], t);
    let minus4 = c(l, -4.0);
    let a = fma(l, fours, minus4, h);
    let (s1, e1) = two_sum(l, a, m);
    let (s2, e2) = two_sum(l, s1, hl);
    // The small terms (below 2^-47) as a double-double too: where x·2/π is within 2^-60 of
    // an integer, its fraction needs about 2^-115.
    let (c1, d1) = two_sum(l, e1, e2);
    let (c2, d2) = two_sum(l, c1, ml);
    let (lo, d3) = two_sum(l, c2, s);
    let lo_lo = bin(l, Opcode::FAdd, d1, d2);
    let lo_lo = bin(l, Opcode::FAdd, lo_lo, d3);
    let lo_lo = bin(l, Opcode::FAdd, lo_lo, sl);
    let lo_lo = bin(l, Opcode::FAdd, lo_lo, u);
    let nl = l.emit1(Opcode::FRoundEven, vec![s2], t);
    let frac = bin(l, Opcode::FSub, s2, nl);
    let (th, t0) = two_sum(l, frac, lo);
    let tl = bin(l, Opcode::FAdd, t0, lo_lo);
    let rh_l = bin(l, Opcode::FMul, th, p1);
    let nrh = neg(l, rh_l);
    let err = fma(l, th, p1, nrh);
    let small = bin(l, Opcode::FMul, th, p2);
    let small = fma(l, tl, p1, small);
    let rl_l = bin(l, Opcode::FAdd, err, small);
    let big_at = c(l, 2f64.powi(30));
    let big = fcmp(l, P::Oge, ax, big_at);
    let rh = select(l, big, rh_l, rh_m);
    let rl = select(l, big, rl_l, rl_m);
    let n = select(l, big, nl, nm);
    // The polynomials on [-π/4, π/4].
    let z = bin(l, Opcode::FMul, rh, rh);
    let fact = |k: u32| (1..=k).map(f64::from).product::<f64>();
    let horner = |l: &mut Lowerer, ks: &mut dyn Iterator<Item = u32>| {
        let mut acc: Option<Value> = None;
        for k in ks {
            let sign = if (k / 2) % 2 == 0 { 1.0 } else { -1.0 };
            let ck = c(l, sign / fact(k));
            acc = Some(match acc {
                None => ck,
                Some(a) => fma(l, a, z, ck),
            });
        }
        acc.expect("terms")
    };
    // sin: rh + rh·z·(-1/3! + z/5! - ... + z^7/17!) + rl·(1 - z/2).
    let ps = horner(l, &mut (3..=17).rev().step_by(2));
    let v = bin(l, Opcode::FMul, rh, z);
    let one = c(l, 1.0);
    let mhalf = c(l, -0.5);
    let fall = fma(l, z, mhalf, one);
    let corr = bin(l, Opcode::FMul, rl, fall);
    let sin_tail = fma(l, v, ps, corr);
    let sin_r = bin(l, Opcode::FAdd, rh, sin_tail);
    // cos: w = 1 - z/2 with its rounding error, + z²·(1/4! - z/6! + ... + z^6/16!) - rh·rl.
    let pc = horner(l, &mut (4..=16).rev().step_by(2));
    let half = c(l, 0.5);
    let hz = bin(l, Opcode::FMul, z, half);
    let w = bin(l, Opcode::FSub, one, hz);
    let back = bin(l, Opcode::FSub, one, w);
    let werr = bin(l, Opcode::FSub, back, hz);
    let z2 = bin(l, Opcode::FMul, z, z);
    let rr = bin(l, Opcode::FMul, rh, rl);
    let nrr = neg(l, rr);
    let cos_tail = fma(l, z2, pc, nrr);
    let cos_tail = bin(l, Opcode::FAdd, werr, cos_tail);
    let cos_r = bin(l, Opcode::FAdd, w, cos_tail);
    // n mod 4: sin(x) is sin r, cos r, -sin r, -cos r; cos(x) is sin at n + 1.
    let q = l.emit1(Opcode::FPToSI, vec![n], Type::I32);
    let q = if cos {
        let k1 = l.constant(Type::I32, 1);
        l.emit1(Opcode::Add, vec![q, k1], Type::I32)
    } else {
        q
    };
    let bit = |l: &mut Lowerer, b: u64| {
        let k = l.constant(Type::I32, b);
        let a = l.emit1(Opcode::And, vec![q, k], Type::I32);
        let zero = l.constant(Type::I32, 0);
        l.emit1(Opcode::Icmp(mir::IntPredicate::Ne), vec![a, zero], Type::I1)
    };
    let odd = bit(l, 1);
    let r = select(l, odd, cos_r, sin_r);
    let flip = bit(l, 2);
    let nr = neg(l, r);
    let r = select(l, flip, nr, r);
    if cos {
        return r;
    }
    let tiny_at = c(l, 2f64.powi(-27));
    let tiny = fcmp(l, P::Olt, ax, tiny_at);
    select(l, tiny, x, r)
}

/// log of an f64, which llc-22 cannot lower: x = 2^e·m with m in [√½, √2) (denormals scaled
/// by 2^54 first), f = m - 1 (exact), and log m = 2·atanh(s) for s = f / (2 + f), written as
/// f - f²/2 + s·(f²/2 + R(s²)) so that the division's rounding only reaches the small last
/// term; R(z) = Σ 2z^k/(2k+1) to k = 11 (the truncation is below 2^-60 of the result). Then
/// e·ln 2 is added with ln 2 in two parts; for log2 and log10, log m is carried as a
/// double-double, scaled by 1/ln base in two parts and added to e·log_base 2 by a two-sum.
/// Within 1 ulp on the test's inputs (OpenCL allows 3). Negative inputs give NaN, ±0 give -inf, +inf and NaN themselves.
fn log_f64(l: &mut Lowerer, x: Value, base: Base) -> Value {
    let t = Type::F64;
    let c = |l: &mut Lowerer, v: f64| l.constant(t, v.to_bits());
    let (ef, m) = exponent_mantissa(l, x);
    let two = c(l, 2.0);
    // log m.
    let one = c(l, 1.0);
    let f = l.emit1(Opcode::FSub, vec![m, one], t);
    let den = l.emit1(Opcode::FAdd, vec![f, two], t);
    let s = l.emit1(Opcode::FDiv, vec![f, den], t);
    let z = l.emit1(Opcode::FMul, vec![s, s], t);
    let mut r = c(l, 2.0 / 23.0);
    for k in (1..11).rev() {
        let ck = c(l, 2.0 / (2 * k + 1) as f64);
        r = l.emit1(Opcode::Fma, vec![r, z, ck], t);
    }
    let r = l.emit1(Opcode::FMul, vec![r, z], t);
    let half_f = c(l, 0.5);
    let hf = l.emit1(Opcode::FMul, vec![f, f], t);
    let hfsq = l.emit1(Opcode::FMul, vec![hf, half_f], t);
    let sum = l.emit1(Opcode::FAdd, vec![hfsq, r], t);
    let res = match base {
        Base::E => {
            let ln2_hi = c(l, f64::from_bits(0x3FE6_2E42_FEE0_0000));
            let ln2_lo = c(l, f64::from_bits(0x3DEA_39EF_3579_3C76));
            // e·ln2_lo + s·(hfsq + R), then f - (hfsq - that), then + e·ln2_hi (exact: 32 bits).
            let lo = l.emit1(Opcode::FMul, vec![ef, ln2_lo], t);
            let tail = l.emit1(Opcode::Fma, vec![s, sum, lo], t);
            let inner = l.emit1(Opcode::FSub, vec![hfsq, tail], t);
            let body = l.emit1(Opcode::FSub, vec![f, inner], t);
            l.emit1(Opcode::Fma, vec![ef, ln2_hi, body], t)
        }
        Base::Two | Base::Ten => {
            // log m as a double-double: f - hfsq (Sterbenz: exact up to its rounding, which
            // (f - hi) - hfsq recovers) plus s·(hfsq + R); times 1/ln base as a double-double.
            let hi = l.emit1(Opcode::FSub, vec![f, hfsq], t);
            let d = l.emit1(Opcode::FSub, vec![f, hi], t);
            let d = l.emit1(Opcode::FSub, vec![d, hfsq], t);
            let lo = l.emit1(Opcode::Fma, vec![s, sum, d], t);
            let (k_hi, k_lo) = if base == Base::Two {
                (std::f64::consts::LOG2_E, 2.0355273740931033e-17)
            } else {
                (std::f64::consts::LOG10_E, 1.098319650216765e-17)
            };
            let (k_hi, k_lo) = (c(l, k_hi), c(l, k_lo));
            let y = l.emit1(Opcode::FMul, vec![hi, k_hi], t);
            let ny = l.emit1(Opcode::FNeg, vec![y], t);
            let y_err = l.emit1(Opcode::Fma, vec![hi, k_hi, ny], t);
            let y_err = l.emit1(Opcode::Fma, vec![hi, k_lo, y_err], t);
            let y_lo = l.emit1(Opcode::Fma, vec![lo, k_hi, y_err], t);
            // e·log_base 2: e itself, or e times log10(2) in two parts (the high one has 32
            // bits, so e times it is exact).
            let (e_hi, e_lo) = if base == Base::Two {
                (ef, c(l, 0.0))
            } else {
                let h = c(l, f64::from_bits(0x3FD3_4413_5080_0000));
                let lw = c(l, 1.1451100898021838e-10);
                (
                    l.emit1(Opcode::FMul, vec![ef, h], t),
                    l.emit1(Opcode::FMul, vec![ef, lw], t),
                )
            };
            // Two-sum of e_hi and y, then the small parts.
            let s0 = l.emit1(Opcode::FAdd, vec![e_hi, y], t);
            let bb = l.emit1(Opcode::FSub, vec![s0, e_hi], t);
            let ab = l.emit1(Opcode::FSub, vec![s0, bb], t);
            let ea = l.emit1(Opcode::FSub, vec![e_hi, ab], t);
            let eb = l.emit1(Opcode::FSub, vec![y, bb], t);
            let err = l.emit1(Opcode::FAdd, vec![ea, eb], t);
            let small = l.emit1(Opcode::FAdd, vec![y_lo, e_lo], t);
            let small = l.emit1(Opcode::FAdd, vec![small, err], t);
            l.emit1(Opcode::FAdd, vec![s0, small], t)
        }
    };
    // Specials: x < 0 is NaN, ±0 is -inf, +inf and NaN are themselves.
    let zero = c(l, 0.0);
    let (nan, ninf, inf) = (c(l, f64::NAN), c(l, f64::NEG_INFINITY), c(l, f64::INFINITY));
    let neg = fcmp(l, P::Olt, x, zero);
    let is_zero = fcmp(l, P::Oeq, x, zero);
    let is_inf = fcmp(l, P::Oeq, x, inf);
    let unordered = fcmp(l, P::Uno, x, x);
    let res = select(l, is_inf, inf, res);
    let res = select(l, is_zero, ninf, res);
    let res = select(l, neg, nan, res);
    select(l, unordered, x, res)
}

/// x = 2^e·m with m in [√½, √2) (denormals scaled by 2^54 first): e as an f64, and m.
fn exponent_mantissa(l: &mut Lowerer, x: Value) -> (Value, Value) {
    let (t, it) = (Type::F64, Type::I64);
    let c = |l: &mut Lowerer, v: f64| l.constant(t, v.to_bits());
    let ci = |l: &mut Lowerer, v: i64| l.constant(it, v as u64);
    // Denormals up into the normal range.
    let tiny = c(l, f64::MIN_POSITIVE);
    let small = fcmp(l, P::Olt, x, tiny);
    let scale = c(l, 2f64.powi(54));
    let scaled = l.emit1(Opcode::FMul, vec![x, scale], t);
    let y = select(l, small, scaled, x);
    let (k54, k0) = (ci(l, 54), ci(l, 0));
    let adjust = select(l, small, k54, k0);
    // Exponent and mantissa in [0.5, 1), then [√½, √2).
    let bits = l.emit1(Opcode::Bitcast, vec![y], it);
    let k52 = ci(l, 52);
    let ex = l.emit1(Opcode::LShr, vec![bits, k52], it);
    let k7ff = ci(l, 0x7ff);
    let ex = l.emit1(Opcode::And, vec![ex, k7ff], it);
    let bias = ci(l, 1022);
    let ex = l.emit1(Opcode::Sub, vec![ex, bias], it);
    let e = l.emit1(Opcode::Sub, vec![ex, adjust], it);
    let frac = ci(l, 0x000f_ffff_ffff_ffff);
    let mbits = l.emit1(Opcode::And, vec![bits, frac], it);
    let half = ci(l, 0x3fe0_0000_0000_0000);
    let mbits = l.emit1(Opcode::Or, vec![mbits, half], it);
    let m = l.emit1(Opcode::Bitcast, vec![mbits], t);
    let sqrt_half = c(l, std::f64::consts::FRAC_1_SQRT_2);
    let low = fcmp(l, P::Olt, m, sqrt_half);
    let two = c(l, 2.0);
    let m2 = l.emit1(Opcode::FMul, vec![m, two], t);
    let m = select(l, low, m2, m);
    let (one_i, zero_i) = (ci(l, 1), ci(l, 0));
    let dec = select(l, low, one_i, zero_i);
    let e = l.emit1(Opcode::Sub, vec![e, dec], it);
    (l.emit1(Opcode::SIToFP, vec![e], t), m)
}

fn log(l: &mut Lowerer, name: &str, ten: bool, x: Value) -> R<Value> {
    let t = l.ty(x);
    match t {
        Type::F32 => {}
        Type::F64 => return Ok(log_f64(l, x, if ten { Base::Ten } else { Base::E })),
        Type::F16 => {
            let g = l.emit1(Opcode::Log2, vec![x], t);
            let c = l.constant(t, if ten { F16_LOG10_2 } else { F16_LN_2 });
            return Ok(l.emit1(Opcode::FMul, vec![g, c], t));
        }
        _ => return fail(format!("'{name}' on {t} values is not supported")),
    }
    let base = if ten { &LOG10 } else { &LOG };
    let smallest_normal = l.constant(t, 0x0080_0000);
    let scaled = fcmp(l, P::Olt, x, smallest_normal);
    let (k32, k0) = (l.constant(Type::I32, 32), l.constant(Type::I32, 0));
    let k = select(l, scaled, k32, k0);
    let y = l.emit1(Opcode::Ldexp, vec![x, k], t);
    let g = unscaled(l, Opcode::Log2, y);
    let (p, e) = mul_split(l, g, &base.scale);
    let r = l.emit1(Opcode::FAdd, vec![p, e], t);
    // ±inf and NaN: log2's own result.
    let abs = l.emit1(Opcode::FAbs, vec![g], t);
    let inf = l.constant(t, 0x7f80_0000);
    let finite = fcmp(l, P::Olt, abs, inf);
    let r = select(l, finite, r, g);
    let (off, zero) = (l.constant(t, base.scaled_offset as u64), l.constant(t, 0));
    let off = select(l, scaled, off, zero);
    Ok(l.emit1(Opcode::FSub, vec![r, off], t))
}

/// The integer type of a float's bits.
fn bits_type(t: Type) -> R<Type> {
    Type::int(t.bits()).ok_or_else(|| msg(format!("no integer type for {t}")))
}

/// `mag` with `sign`'s sign bit.
fn copysign(l: &mut Lowerer, mag: Value, sign: Value) -> R<Value> {
    let t = l.ty(mag);
    let it = bits_type(t)?;
    let top = 1u64 << (t.bits() - 1);
    let (sm, mm) = (l.constant(it, top), l.constant(it, top - 1));
    let a = l.emit1(Opcode::Bitcast, vec![mag], it);
    let s = l.emit1(Opcode::Bitcast, vec![sign], it);
    let a = l.emit1(Opcode::And, vec![a, mm], it);
    let s = l.emit1(Opcode::And, vec![s, sm], it);
    let r = l.emit1(Opcode::Or, vec![a, s], it);
    Ok(l.emit1(Opcode::Bitcast, vec![r], t))
}

/// Round half away from zero: trunc(x), plus ±1 (x's sign) when the dropped part is at least
/// 0.5; -0.4 gives -0, NaN stays NaN.
fn round(l: &mut Lowerer, x: Value) -> R<Value> {
    let t = l.ty(x);
    let tr = l.emit1(Opcode::FTrunc, vec![x], t);
    let d = l.emit1(Opcode::FSub, vec![x, tr], t);
    let d = l.emit1(Opcode::FAbs, vec![d], t);
    let half = fconst(l, t, 0.5)?;
    let up = fcmp(l, P::Oge, d, half);
    let (one, zero) = (fconst(l, t, 1.0)?, fconst(l, t, 0.0)?);
    let step = select(l, up, one, zero);
    let step = copysign(l, step, x)?;
    Ok(l.emit1(Opcode::FAdd, vec![tr, step], t))
}

/// minimum/maximum: minnum/maxnum (the hardware's min/max order -0 below +0), NaN if either
/// operand is NaN.
fn minimum(l: &mut Lowerer, min: bool, a: Value, b: Value) -> R<Value> {
    let t = l.ty(a);
    let nan = match t {
        Type::F16 => 0x7e00,
        Type::F32 => 0x7fc0_0000,
        Type::F64 => 0x7ff8_0000_0000_0000,
        _ => {
            return fail(format!(
                "'llvm.{}' on {t} values",
                if min { "minimum" } else { "maximum" }
            ))
        }
    };
    let m = l.emit1(if min { Opcode::MinNum } else { Opcode::MaxNum }, vec![a, b], t);
    let ordered = fcmp(l, P::Ord, a, b);
    let nan = l.constant(t, nan);
    Ok(select(l, ordered, m, nan))
}

/// minimumnum/maximumnum (IEEE 754-2019 minimumNumber): a NaN operand, signalling or quiet,
/// yields the other one. gfx900's v_min/v_max in IEEE mode answer a signalling NaN with a
/// quiet NaN, so both operands are quieted first with max(x, x), as llc-22 does; the
/// hardware already orders -0 below +0.
fn minimum_num(l: &mut Lowerer, min: bool, a: Value, b: Value) -> Value {
    let t = l.ty(a);
    let a = l.emit1(Opcode::MaxNum, vec![a, a], t);
    let b = l.emit1(Opcode::MaxNum, vec![b, b], t);
    l.emit1(if min { Opcode::MinNum } else { Opcode::MaxNum }, vec![a, b], t)
}

/// bitreverse: `bitreverse` (i32) on each 32-bit half; i8/i16 from the top of the reversed
/// zero-extension.
fn bitreverse(l: &mut Lowerer, name: &str, x: Value) -> R<Value> {
    let t = l.ty(x);
    Ok(match t {
        Type::I1 => x,
        Type::I32 => l.emit1(Opcode::BitReverse, vec![x], t),
        Type::I8 | Type::I16 => {
            let w = l.resize(x, Type::I32, false);
            let r = l.emit1(Opcode::BitReverse, vec![w], Type::I32);
            let s = l.constant(Type::I32, 32 - t.bits() as u64);
            let r = l.emit1(Opcode::LShr, vec![r, s], Type::I32);
            l.resize(r, t, false)
        }
        Type::I64 => {
            let lo = l.resize(x, Type::I32, false);
            let s = l.constant(t, 32);
            let hi = l.emit1(Opcode::LShr, vec![x, s], t);
            let hi = l.resize(hi, Type::I32, false);
            let (rlo, rhi) = (
                l.emit1(Opcode::BitReverse, vec![lo], Type::I32),
                l.emit1(Opcode::BitReverse, vec![hi], Type::I32),
            );
            // The reversed low half is the result's high half.
            let up = l.resize(rlo, t, false);
            let up = l.emit1(Opcode::Shl, vec![up, s], t);
            let down = l.resize(rhi, t, false);
            l.emit1(Opcode::Or, vec![up, down], t)
        }
        _ => return fail(format!("'{name}' on {t} values is not supported")),
    })
}

/// fptosi.sat/fptoui.sat to `it`: the conversion in range, the bound nearer x outside it, 0
/// for NaN. x ≥ 2^(w-1) (2^w unsigned) is exactly the top overflow; where that bound is past
/// the float type's range (f16), only +inf overflows.
fn fp_to_int_sat(l: &mut Lowerer, signed: bool, x: Value, it: Type) -> R<Value> {
    let t = l.ty(x);
    let w = it.bits();
    let max_finite = match t {
        Type::F16 => 65504.0,
        Type::F32 => f32::MAX as f64,
        _ => f64::MAX,
    };
    let conv = l.emit1(if signed { Opcode::FPToSI } else { Opcode::FPToUI }, vec![x], it);
    let ones = u64::MAX >> (64 - w);
    let (imax, imin, top) = if signed {
        (ones >> 1, (ones >> 1) + 1, 2f64.powi(w as i32 - 1))
    } else {
        (ones, 0, 2f64.powi(w as i32))
    };
    let too_high = if top <= max_finite {
        let c = fconst(l, t, top)?;
        fcmp(l, P::Oge, x, c)
    } else {
        let c = fconst(l, t, max_finite)?;
        fcmp(l, P::Ogt, x, c)
    };
    let too_low = if !signed {
        let c = fconst(l, t, 0.0)?;
        fcmp(l, P::Olt, x, c)
    } else if top <= max_finite {
        let c = fconst(l, t, -top)?;
        fcmp(l, P::Olt, x, c)
    } else {
        let c = fconst(l, t, -max_finite)?;
        fcmp(l, P::Olt, x, c)
    };
    let nan = fcmp(l, P::Uno, x, x);
    let (hi, lo, zero) = (l.constant(it, imax), l.constant(it, imin), l.constant(it, 0));
    let r = select(l, too_high, hi, conv);
    let r = select(l, too_low, lo, r);
    Ok(select(l, nan, zero, r))
}

/// How a reduction combines two elements.
type Combine = Box<dyn Fn(&mut Lowerer, Value, Value) -> R<Value>>;

/// `llvm.vector.reduce.OP`: the elements folded with OP — integers pairwise (exact in any
/// order), `fadd`/`fmul` in order from the start value (as without `reassoc`), `fmin`/`fmax`
/// with minnum/maxnum, `fminimum`/`fmaximum` with minimum/maximum.
fn reduce(l: &mut Lowerer, frame: &Frame, name: &str, op: &str, args: &[Val]) -> R<Vec<Value>> {
    let ordered = matches!(op, "fadd" | "fmul");
    let (start, vec_arg) = if ordered {
        match (args.first(), args.get(1)) {
            (Some(s), Some(v)) => (Some(l.get1(frame, *s)?), *v),
            _ => return fail(format!("'{name}' is missing an operand")),
        }
    } else {
        match args.first() {
            Some(v) => (None, *v),
            None => return fail(format!("'{name}' is missing an operand")),
        }
    };
    let xs = l.get(frame, vec_arg)?;
    let Some(&first) = xs.first() else {
        return fail(format!("'{name}' of an empty vector"));
    };
    let t = l.ty(first);
    let bool_op = |op: &str| match op {
        "add" | "xor" => Some(Opcode::Xor),
        "mul" | "and" | "umin" | "smax" => Some(Opcode::And),
        "or" | "umax" | "smin" => Some(Opcode::Or),
        _ => None,
    };
    let int_op = |op: &str| match op {
        "add" => Some(Opcode::Add),
        "mul" => Some(Opcode::Mul),
        "and" => Some(Opcode::And),
        "or" => Some(Opcode::Or),
        "xor" => Some(Opcode::Xor),
        "smin" => Some(Opcode::SMin),
        "smax" => Some(Opcode::SMax),
        "umin" => Some(Opcode::UMin),
        "umax" => Some(Opcode::UMax),
        _ => None,
    };
    if ordered {
        if !t.is_float() {
            return fail(format!("'{name}' on {t} values is not supported"));
        }
        let o = if op == "fadd" { Opcode::FAdd } else { Opcode::FMul };
        let mut acc = start.unwrap_or(first);
        for &x in &xs {
            acc = l.emit1(o, vec![acc, x], t);
        }
        return Ok(vec![acc]);
    }
    let combine: Combine = match op {
        "fmin" | "fmax" if t.is_float() => {
            let o = if op == "fmin" { Opcode::MinNum } else { Opcode::MaxNum };
            Box::new(move |l: &mut Lowerer, a, b| Ok(l.emit1(o, vec![a, b], t)))
        }
        "fminimum" | "fmaximum" if t.is_float() => {
            let min = op == "fminimum";
            Box::new(move |l: &mut Lowerer, a, b| minimum(l, min, a, b))
        }
        _ if t == Type::I1 && bool_op(op).is_some() => {
            let o = bool_op(op).unwrap_or(Opcode::And);
            Box::new(move |l: &mut Lowerer, a, b| Ok(l.emit1(o, vec![a, b], t)))
        }
        _ if t.is_int() && t != Type::I1 && int_op(op).is_some() => {
            let o = int_op(op).unwrap_or(Opcode::Add);
            Box::new(move |l: &mut Lowerer, a, b| Ok(l.emit1(o, vec![a, b], t)))
        }
        _ => return fail(format!("unsupported intrinsic '{name}'")),
    };
    // Pairwise: element i with element i + half, until one is left.
    let mut cur = xs;
    while cur.len() > 1 {
        let half = cur.len().div_ceil(2);
        let mut next = Vec::with_capacity(half);
        for i in 0..half {
            next.push(match cur.get(i + half) {
                Some(&b) => combine(l, cur[i], b)?,
                None => cur[i],
            });
        }
        cur = next;
    }
    Ok(cur)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each split is c rounded toward zero to f32, then the rest rounded toward zero: hi + lo
    /// is c to within 2^-47 relative.
    #[test]
    fn split_constants() {
        let check = |s: &Split, c: f64| {
            let (hi, lo) = (f32::from_bits(s.hi) as f64, f32::from_bits(s.lo) as f64);
            assert!(hi <= c && c - hi < hi * 2f64.powi(-23), "{c}");
            assert!(lo <= c - hi && (c - hi - lo) < hi * 2f64.powi(-46), "{c}");
        };
        check(&LOG2_E, std::f64::consts::LOG2_E);
        check(&LOG2_10, std::f64::consts::LOG2_10);
        check(&LN_2, std::f64::consts::LN_2);
        check(&LOG10_2, std::f64::consts::LOG10_2);
        let near = |bits: u32, d: f64| ((f32::from_bits(bits) as f64) - d).abs() < 1e-5 * d.abs();
        assert!(near(EXP.zero_below, -149.0 * std::f64::consts::LN_2));
        assert!(near(EXP.inf_above, 128.0 * std::f64::consts::LN_2));
        assert!(near(EXP10.zero_below, -149.0 * std::f64::consts::LOG10_2));
        assert!(near(EXP10.inf_above, 128.0 * std::f64::consts::LOG10_2));
        assert!(near(LOG.scaled_offset, 32.0 * std::f64::consts::LN_2));
        assert!(near(LOG10.scaled_offset, 32.0 * std::f64::consts::LOG10_2));
        assert!(near(F32_INV_2PI as u32, 0.5 / std::f64::consts::PI));
    }
}
