//! Integers of widths MIR has no type for (`i2`…`i63` other than 8, 16 and 32, and `i65`…`i128`),
//! legalized while lowering so that MIR and the backend only see 1/8/16/32/64-bit integers.
//!
//! An *odd* width lives in the next MIR integer type (`i24` in `s32`, `i4` in `s8`); a *wide* one
//! is two `s64` leaves, low then high (the high leaf holds the width minus 64 bits). The bits
//! above the width are left undefined ("any-extended"), as LLVM's type promotion does: add, sub,
//! mul, and, or, xor and shl only ever carry garbage upwards, so they run in the container as
//! they are; the operations that read the high bits (lshr, ashr, division, compares, zext and
//! sext, stores) first zero- or sign-extend their operands in register.

use crate::llvm::{Ty, Val};
use crate::lower::{fail, Lowerer, R};
use crate::types::Leaf;
use inkwell::llvm_sys::LLVMOpcode as O;
use inkwell::llvm_sys::LLVMTypeKind as K;
use mir::{IntPredicate as P, Opcode, Type, Value};

/// How an integer of a width without a MIR type is held.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `bits` (< 64) in one leaf of type `ty`.
    Odd { bits: u32, ty: Type },
    /// `bits` (65..=128) in two `s64` leaves.
    Wide { bits: u32 },
}

impl Shape {
    /// The shape of `iN`; `None` for widths MIR has (1, 8, 16, 32, 64) and beyond 128.
    pub fn of(bits: u32) -> Option<Shape> {
        if Type::int(bits).is_some() {
            return None;
        }
        Some(match bits {
            2..=7 => Shape::Odd { bits, ty: Type::I8 },
            9..=15 => Shape::Odd { bits, ty: Type::I16 },
            17..=31 => Shape::Odd { bits, ty: Type::I32 },
            33..=63 => Shape::Odd { bits, ty: Type::I64 },
            65..=128 => Shape::Wide { bits },
            _ => return None,
        })
    }

    /// The shape of an LLVM type, if it is an integer of such a width.
    pub fn of_ty(t: Ty) -> Option<Shape> {
        match t.kind() {
            K::LLVMIntegerTypeKind => Shape::of(t.int_width()),
            _ => None,
        }
    }

    /// The shape of the elements of a vector of integers of such a width below 64 bits
    /// (`<3 x i15>`: each element is one leaf).
    pub fn of_elements(t: Ty) -> Option<Shape> {
        match t.kind() {
            K::LLVMVectorTypeKind => Shape::of_ty(t.element()).filter(|s| matches!(s, Shape::Odd { .. })),
            _ => None,
        }
    }

    pub fn bits(self) -> u32 {
        match self {
            Shape::Odd { bits, .. } | Shape::Wide { bits } => bits,
        }
    }

    /// The leaves of a value of this shape at byte offset `base` (little-endian: low first).
    pub fn leaves(self, base: u64) -> Vec<Leaf> {
        match self {
            Shape::Odd { bits, ty } => vec![Leaf { ty, offset: base, bits }],
            Shape::Wide { bits } => vec![
                Leaf::new(Type::I64, base),
                Leaf {
                    ty: Type::I64,
                    offset: base + 8,
                    bits: bits - 64,
                },
            ],
        }
    }
}

/// Whether `t` is or contains an integer of a width without a MIR type.
pub fn involves(t: Ty) -> bool {
    match t.kind() {
        K::LLVMIntegerTypeKind => Type::int(t.int_width()).is_none(),
        K::LLVMVectorTypeKind | K::LLVMArrayTypeKind => involves(t.element()),
        K::LLVMStructTypeKind => t.struct_fields().into_iter().any(involves),
        _ => false,
    }
}

/// Byte pieces of a store of `bytes` (1..=8) bytes, each a power of two: (offset, size).
fn chunks(bytes: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes {
        let size = 1 << (63 - (bytes - at).leading_zeros());
        out.push((at, size));
        at += size;
    }
    out
}

fn signed(p: P) -> bool {
    matches!(p, P::Slt | P::Sle | P::Sgt | P::Sge)
}

impl Lowerer<'_> {
    fn konst(&mut self, ty: Type, bits: u64) -> Value {
        self.constant(ty, bits)
    }

    fn op2(&mut self, opc: Opcode, a: Value, b: Value) -> Value {
        let t = self.ty(a);
        self.emit1(opc, vec![a, b], t)
    }

    fn op2k(&mut self, opc: Opcode, a: Value, k: u64) -> Value {
        let t = self.ty(a);
        let k = self.konst(t, k);
        self.emit1(opc, vec![a, k], t)
    }

    fn cmp(&mut self, p: P, a: Value, b: Value) -> Value {
        self.emit1(Opcode::Icmp(p), vec![a, b], Type::I1)
    }

    /// `v`'s low `bits` zero- or sign-extended through its whole type.
    pub fn extend_in_reg(&mut self, v: Value, bits: u32, sign: bool) -> Value {
        let c = self.ty(v).bits();
        if bits >= c {
            return v;
        }
        if sign {
            let s = self.op2k(Opcode::Shl, v, (c - bits) as u64);
            self.op2k(Opcode::AShr, s, (c - bits) as u64)
        } else {
            self.op2k(Opcode::And, v, (1u64 << bits) - 1)
        }
    }

    /// The leaves of a value of `shape` with the bits above its width made defined.
    fn extended(&mut self, shape: Shape, v: &[Value], sign: bool) -> Vec<Value> {
        match shape {
            Shape::Odd { bits, .. } => vec![self.extend_in_reg(v[0], bits, sign)],
            Shape::Wide { bits } => vec![v[0], self.extend_in_reg(v[1], bits - 64, sign)],
        }
    }

    /// An integer binary operation on `shape`-typed operands.
    pub fn odd_binary(&mut self, op: O, shape: Shape, x: Vec<Value>, y: Vec<Value>) -> R<Vec<Value>> {
        let Some(opc) = crate::lower::integer_binary_opcode(op) else {
            return fail(format!("unsupported operation on 'i{}'", shape.bits()));
        };
        // Which operands must have their high bits defined, and how.
        let (x_ext, y_ext) = match opc {
            Opcode::Shl => (None, Some(false)),
            Opcode::LShr | Opcode::UDiv | Opcode::URem => (Some(false), Some(false)),
            Opcode::AShr => (Some(true), Some(false)),
            Opcode::SDiv | Opcode::SRem => (Some(true), Some(true)),
            _ => (None, None),
        };
        let x = match x_ext {
            Some(s) => self.extended(shape, &x, s),
            None => x,
        };
        let y = match y_ext {
            Some(s) => self.extended(shape, &y, s),
            None => y,
        };
        match shape {
            Shape::Odd { .. } => Ok(vec![self.op2(opc, x[0], y[0])]),
            Shape::Wide { bits } => match opc {
                Opcode::And | Opcode::Or | Opcode::Xor => {
                    Ok(vec![self.op2(opc, x[0], y[0]), self.op2(opc, x[1], y[1])])
                }
                Opcode::Add => {
                    let lo = self.op2(Opcode::Add, x[0], y[0]);
                    let carry = self.cmp(P::Ult, lo, x[0]);
                    let carry = self.emit1(Opcode::ZExt, vec![carry], Type::I64);
                    let hi = self.op2(Opcode::Add, x[1], y[1]);
                    Ok(vec![lo, self.op2(Opcode::Add, hi, carry)])
                }
                Opcode::Sub => Ok(self.wide_sub(&x, &y)),
                Opcode::Mul => Ok(self.wide_mul(&x, &y)),
                // Amounts of the width or more are poison, so the low leaf is the amount.
                Opcode::Shl | Opcode::LShr | Opcode::AShr => Ok(self.wide_shift(opc, &x, y[0])),
                Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem => self.wide_divrem(opc, bits, &x, &y),
                _ => fail(format!("unsupported operation on 'i{bits}'")),
            },
        }
    }

    /// uitofp/sitofp of an i65..i128 to f32 or f64: the top 64 bits of the magnitude (the
    /// bits below them ORed into the lowest, so a tie still knows it is above one) converted
    /// once, then scaled by the bits shifted out; a magnitude below 2^64 converts directly.
    pub fn wide_to_float(&mut self, bits: u32, v: &[Value], signed: bool, to: Type) -> R<Value> {
        if !matches!(to, Type::F32 | Type::F64) {
            return fail(format!("conversion of 'i{bits}' to {to} is not supported"));
        }
        let x = self.extended(Shape::Wide { bits }, v, signed);
        let sign = self.op2k(Opcode::AShr, x[1], 63);
        let m = if signed {
            self.wide_negate_if(&x, sign)
        } else {
            x.clone()
        };
        let (lo, hi) = (m[0], m[1]);
        let small = self.emit1(Opcode::UIToFP, vec![lo], to);
        // shift = 64 - ctlz(hi) in 1..=64 when hi != 0: the top 64 bits are m >> shift.
        let lz = self.emit1(Opcode::Ctlz, vec![hi], Type::I64);
        let k64 = self.konst(Type::I64, 64);
        let shift = self.op2(Opcode::Sub, k64, lz);
        let top = self.wide_shift(Opcode::LShr, &m, shift)[0];
        let back = self.op2(Opcode::Sub, k64, shift);
        let ones = self.konst(Type::I64, u64::MAX);
        let mask = self.op2(Opcode::LShr, ones, back);
        let dropped = self.op2(Opcode::And, lo, mask);
        let zero = self.konst(Type::I64, 0);
        let sticky = self.cmp(P::Ne, dropped, zero);
        let sticky = self.emit1(Opcode::ZExt, vec![sticky], Type::I64);
        let top = self.op2(Opcode::Or, top, sticky);
        let f = self.emit1(Opcode::UIToFP, vec![top], to);
        let e = self.emit1(Opcode::Trunc, vec![shift], Type::I32);
        let big = self.emit1(Opcode::Ldexp, vec![f, e], to);
        let fits = self.cmp(P::Eq, hi, zero);
        let r = self.emit1(Opcode::Select, vec![fits, small, big], to);
        if !signed {
            return Ok(r);
        }
        let neg = self.cmp(P::Slt, x[1], zero);
        let minus = self.emit1(Opcode::FNeg, vec![r], to);
        Ok(self.emit1(Opcode::Select, vec![neg, minus, r], to))
    }

    /// fptoui/fptosi of an f16, f32 or f64 to an i65..i128 (out of range is poison): the
    /// magnitude's whole multiples of 2^64 and the rest, each exact in the float and below
    /// 2^64, converted apart.
    pub fn float_to_wide(&mut self, x: Value, signed: bool) -> R<Vec<Value>> {
        let mut x = x;
        if self.ty(x) == Type::F16 {
            x = self.emit1(Opcode::FPExt, vec![x], Type::F32);
        }
        let t = self.ty(x);
        let (two64, inv) = match t {
            Type::F32 => (0x5f80_0000u64, 0x1f80_0000u64),
            Type::F64 => (0x43f0_0000_0000_0000, 0x3bf0_0000_0000_0000),
            other => return fail(format!("conversion of {other} to a wide integer is not supported")),
        };
        let a = self.emit1(Opcode::FAbs, vec![x], t);
        let (two64, inv) = (self.konst(t, two64), self.konst(t, inv));
        let scaled = self.op2(Opcode::FMul, a, inv);
        let hi_f = self.emit1(Opcode::FTrunc, vec![scaled], t);
        let whole = self.op2(Opcode::FMul, hi_f, two64);
        let rest = self.op2(Opcode::FSub, a, whole);
        let hi = self.emit1(Opcode::FPToUI, vec![hi_f], Type::I64);
        let lo = self.emit1(Opcode::FPToUI, vec![rest], Type::I64);
        if !signed {
            return Ok(vec![lo, hi]);
        }
        let fzero = self.konst(t, 0);
        let neg = self.emit1(Opcode::Fcmp(mir::FloatPredicate::Olt), vec![x, fzero], Type::I1);
        let sign = self.emit1(Opcode::SExt, vec![neg], Type::I64);
        Ok(self.wide_negate_if(&[lo, hi], sign))
    }

    fn wide_sub(&mut self, x: &[Value], y: &[Value]) -> Vec<Value> {
        let lo = self.op2(Opcode::Sub, x[0], y[0]);
        let borrow = self.cmp(P::Ult, x[0], y[0]);
        let borrow = self.emit1(Opcode::ZExt, vec![borrow], Type::I64);
        let hi = self.op2(Opcode::Sub, x[1], y[1]);
        vec![lo, self.op2(Opcode::Sub, hi, borrow)]
    }

    /// `x` negated where `sign` (all ones or zero) is all ones: (x ^ sign) - sign.
    fn wide_negate_if(&mut self, x: &[Value], sign: Value) -> Vec<Value> {
        let flipped = [self.op2(Opcode::Xor, x[0], sign), self.op2(Opcode::Xor, x[1], sign)];
        self.wide_sub(&flipped, &[sign, sign])
    }

    /// Division and remainder of `bits`-wide operands whose leaves are extended to 128 bits
    /// (zero for unsigned, sign for signed): restoring shift-subtract division of magnitudes,
    /// one quotient bit per iteration. The loop runs `bits` times whatever the operands, so its
    /// branch is uniform and no lane waits for another. Division by zero and signed overflow
    /// are undefined, so whatever the loop gives then is right.
    fn wide_divrem(&mut self, opc: Opcode, bits: u32, x: &[Value], y: &[Value]) -> R<Vec<Value>> {
        if self.cx.analysis {
            // Analysis keeps LLVM's blocks: no loop of its own.
            return fail(format!("i{bits} division kept opaque for analysis"));
        }
        let signed = matches!(opc, Opcode::SDiv | Opcode::SRem);
        let (mut n, d, sx, sy) = if signed {
            let sx = self.op2k(Opcode::AShr, x[1], 63);
            let sy = self.op2k(Opcode::AShr, y[1], 63);
            (
                self.wide_negate_if(x, sx),
                self.wide_negate_if(y, sy),
                Some(sx),
                Some(sy),
            )
        } else {
            (x.to_vec(), y.to_vec(), None, None)
        };
        // The magnitudes fit in `bits` bits: start with them at the top, so `bits` steps do.
        if bits < 128 {
            let up = self.konst(Type::I64, 128 - bits as u64);
            n = self.wide_shift(Opcode::Shl, &n, up);
        }
        let zero = self.konst(Type::I64, 0);
        let count = self.konst(Type::I32, bits as u64);
        let body = self.f.add_block();
        let done = self.f.add_block();
        let name = format!("{}{bits}", opc.name());
        self.f.blocks[body.index()].name = Some(format!("{name}.loop"));
        self.f.blocks[done.index()].name = Some(format!("{name}.done"));
        let enter = self.emit(Opcode::Br, vec![], &[]);
        self.f.op_mut(enter).successors.push(mir::BlockCall {
            block: body,
            args: vec![n[0], n[1], zero, zero, count],
        });
        // State: the dividend shifting out at the top as quotient bits shift in at the
        // bottom (n), the partial remainder (r), the steps left (i).
        self.cur = body;
        let mut p = Vec::new();
        for t in [Type::I64, Type::I64, Type::I64, Type::I64, Type::I32] {
            p.push(self.f.add_block_param(body, t));
        }
        let (n, r, i) = ([p[0], p[1]], [p[2], p[3]], p[4]);
        // (r:n) <<= 1; r's top bit leaves r (then r >= d for sure).
        let out = self.op2k(Opcode::LShr, r[1], 63);
        let up = |l: &mut Self, v: Value, from: Value| {
            let v = l.op2k(Opcode::Shl, v, 1);
            let b = l.op2k(Opcode::LShr, from, 63);
            l.op2(Opcode::Or, v, b)
        };
        let r = [up(self, r[0], n[1]), up(self, r[1], r[0])];
        let n = [self.op2k(Opcode::Shl, n[0], 1), up(self, n[1], n[0])];
        let fits = self.odd_icmp(P::Uge, Shape::Wide { bits: 128 }, r.to_vec(), d.clone());
        let out = self.cmp(P::Ne, out, zero);
        let ge = self.emit1(Opcode::Or, vec![out, fits], Type::I1);
        let less = self.wide_sub(&r, &d);
        let r = [
            self.emit1(Opcode::Select, vec![ge, less[0], r[0]], Type::I64),
            self.emit1(Opcode::Select, vec![ge, less[1], r[1]], Type::I64),
        ];
        let bit = self.emit1(Opcode::ZExt, vec![ge], Type::I64);
        let n = [self.op2(Opcode::Or, n[0], bit), n[1]];
        let i = self.op2k(Opcode::Sub, i, 1);
        let zero32 = self.konst(Type::I32, 0);
        let more = self.cmp(P::Ne, i, zero32);
        let back = self.emit(Opcode::CondBr, vec![more], &[]);
        self.f.op_mut(back).successors.extend([
            mir::BlockCall {
                block: body,
                args: vec![n[0], n[1], r[0], r[1], i],
            },
            mir::BlockCall {
                block: done,
                args: vec![n[0], n[1], r[0], r[1]],
            },
        ]);
        self.cur = done;
        let q: Vec<Value> = (0..2).map(|_| self.f.add_block_param(done, Type::I64)).collect();
        let r: Vec<Value> = (0..2).map(|_| self.f.add_block_param(done, Type::I64)).collect();
        Ok(match (opc, sx, sy) {
            (Opcode::SDiv, Some(sx), Some(sy)) => {
                let s = self.op2(Opcode::Xor, sx, sy);
                self.wide_negate_if(&q, s)
            }
            // The remainder has the dividend's sign.
            (Opcode::SRem, Some(sx), _) => self.wide_negate_if(&r, sx),
            (Opcode::UDiv, ..) => q,
            _ => r,
        })
    }

    /// The whole product of two 8/16/32/64-bit integers, as its low and high halves: in the
    /// type twice as wide, or for 64 bits as a 128-bit product of the extended operands.
    pub fn full_product(&mut self, a: Value, b: Value, signed: bool) -> [Value; 2] {
        let t = self.ty(a);
        let w = t.bits();
        match Type::int(2 * w) {
            Some(wide) => {
                let (x, y) = (self.resize(a, wide, signed), self.resize(b, wide, signed));
                let p = self.op2(Opcode::Mul, x, y);
                let hi = self.op2k(Opcode::LShr, p, w as u64);
                [self.resize(p, t, false), self.resize(hi, t, false)]
            }
            None => {
                let high = |l: &mut Self, v: Value| {
                    if signed {
                        l.op2k(Opcode::AShr, v, 63)
                    } else {
                        l.konst(Type::I64, 0)
                    }
                };
                let (ah, bh) = (high(self, a), high(self, b));
                let p = self.wide_mul(&[a, ah], &[b, bh]);
                [p[0], p[1]]
            }
        }
    }

    /// The low 128 bits of a 128-bit product: the 64x64 -> 128 product of the low leaves from
    /// four 32x32 -> 64 products (MIR has no multiply-high), plus the cross terms' low halves.
    fn wide_mul(&mut self, x: &[Value], y: &[Value]) -> Vec<Value> {
        let m = 0xffff_ffffu64;
        let a0 = self.op2k(Opcode::And, x[0], m);
        let a1 = self.op2k(Opcode::LShr, x[0], 32);
        let b0 = self.op2k(Opcode::And, y[0], m);
        let b1 = self.op2k(Opcode::LShr, y[0], 32);
        let p00 = self.op2(Opcode::Mul, a0, b0);
        let p01 = self.op2(Opcode::Mul, a0, b1);
        let p10 = self.op2(Opcode::Mul, a1, b0);
        let p11 = self.op2(Opcode::Mul, a1, b1);
        // The middle column: at most 3 * (2^32 - 1), no overflow.
        let c00 = self.op2k(Opcode::LShr, p00, 32);
        let l01 = self.op2k(Opcode::And, p01, m);
        let l10 = self.op2k(Opcode::And, p10, m);
        let mid = self.op2(Opcode::Add, c00, l01);
        let mid = self.op2(Opcode::Add, mid, l10);
        let h01 = self.op2k(Opcode::LShr, p01, 32);
        let h10 = self.op2k(Opcode::LShr, p10, 32);
        let hm = self.op2k(Opcode::LShr, mid, 32);
        let hi = self.op2(Opcode::Add, p11, h01);
        let hi = self.op2(Opcode::Add, hi, h10);
        let hi = self.op2(Opcode::Add, hi, hm);
        let lo = self.op2(Opcode::Mul, x[0], y[0]);
        let x1y0 = self.op2(Opcode::Mul, x[1], y[0]);
        let x0y1 = self.op2(Opcode::Mul, x[0], y[1]);
        let hi = self.op2(Opcode::Add, hi, x1y0);
        let hi = self.op2(Opcode::Add, hi, x0y1);
        vec![lo, hi]
    }

    /// A 128-bit shift by `amount` (< 128): both halves for an amount below 64, then a select
    /// on bit 6. Every 64-bit shift here is by less than 64 (the amount masked, and the bits
    /// crossing between halves moved in two steps), so none is poison itself.
    fn wide_shift(&mut self, opc: Opcode, x: &[Value], amount: Value) -> Vec<Value> {
        let s = self.op2k(Opcode::And, amount, 63);
        let bit6 = self.op2k(Opcode::And, amount, 64);
        let zero = self.konst(Type::I64, 0);
        let big = self.cmp(P::Ne, bit6, zero);
        let inv = self.op2k(Opcode::Xor, s, 63); // 63 - s
        let sel = |l: &mut Self, a: Value, b: Value| l.emit1(Opcode::Select, vec![big, a, b], Type::I64);
        if opc == Opcode::Shl {
            let t = self.op2(Opcode::Shl, x[0], s);
            let hs = self.op2(Opcode::Shl, x[1], s);
            let cross = self.op2k(Opcode::LShr, x[0], 1);
            let cross = self.op2(Opcode::LShr, cross, inv);
            let hs = self.op2(Opcode::Or, hs, cross);
            let lo = sel(self, zero, t);
            let hi = sel(self, t, hs);
            return vec![lo, hi];
        }
        let t = self.op2(opc, x[1], s);
        let ls = self.op2(Opcode::LShr, x[0], s);
        let cross = self.op2k(Opcode::Shl, x[1], 1);
        let cross = self.op2(Opcode::Shl, cross, inv);
        let ls = self.op2(Opcode::Or, ls, cross);
        let fill = if opc == Opcode::AShr {
            self.op2k(Opcode::AShr, x[1], 63)
        } else {
            zero
        };
        let lo = sel(self, t, ls);
        let hi = sel(self, fill, t);
        vec![lo, hi]
    }

    /// `icmp` of `shape`-typed operands.
    pub fn odd_icmp(&mut self, p: P, shape: Shape, x: Vec<Value>, y: Vec<Value>) -> Value {
        let x = self.extended(shape, &x, signed(p));
        let y = self.extended(shape, &y, signed(p));
        if let Shape::Odd { .. } = shape {
            return self.cmp(p, x[0], y[0]);
        }
        match p {
            P::Eq | P::Ne => {
                let lo = self.op2(Opcode::Xor, x[0], y[0]);
                let hi = self.op2(Opcode::Xor, x[1], y[1]);
                let d = self.op2(Opcode::Or, lo, hi);
                let zero = self.konst(Type::I64, 0);
                self.cmp(p, d, zero)
            }
            _ => {
                // Decided by the high halves unless they are equal; then by the low halves,
                // unsigned, with the same strictness.
                let (strict, low) = match p {
                    P::Ult | P::Ule => (P::Ult, if p == P::Ult { P::Ult } else { P::Ule }),
                    P::Ugt | P::Uge => (P::Ugt, if p == P::Ugt { P::Ugt } else { P::Uge }),
                    P::Slt | P::Sle => (P::Slt, if p == P::Slt { P::Ult } else { P::Ule }),
                    _ => (P::Sgt, if p == P::Sgt { P::Ugt } else { P::Uge }),
                };
                let hs = self.cmp(strict, x[1], y[1]);
                let he = self.cmp(P::Eq, x[1], y[1]);
                let l = self.cmp(low, x[0], y[0]);
                let el = self.emit1(Opcode::And, vec![he, l], Type::I1);
                self.emit1(Opcode::Or, vec![hs, el], Type::I1)
            }
        }
    }

    /// trunc/zext/sext where the source or the result has no MIR type; `to` is the result's
    /// integer width.
    pub fn odd_resize(&mut self, op: O, from: u32, to: u32, vals: Vec<Value>) -> R<Vec<Value>> {
        let sign = op == O::LLVMSExt;
        let vals = match (op, Shape::of(from)) {
            (O::LLVMZExt | O::LLVMSExt, Some(s)) => self.extended(s, &vals, sign),
            _ => vals,
        };
        match Shape::of(to) {
            Some(Shape::Wide { .. }) => {
                let lo = self.resize(vals[0], Type::I64, sign);
                let hi = if let Some(&hi) = vals.get(1) {
                    hi
                } else if sign {
                    self.op2k(Opcode::AShr, lo, 63)
                } else {
                    self.konst(Type::I64, 0)
                };
                Ok(vec![lo, hi])
            }
            Some(Shape::Odd { ty, .. }) => Ok(vec![self.resize(vals[0], ty, sign)]),
            None => match Type::int(to) {
                Some(ty) => Ok(vec![self.resize(vals[0], ty, sign)]),
                None => fail(format!("unsupported integer type 'i{to}'")),
            },
        }
    }

    /// A ConstantInt of a width without a MIR type.
    pub fn odd_constant(&mut self, c: Val, shape: Shape) -> R<Vec<Value>> {
        // Wider than 64 bits the C API gives no words: LLVM prints the value in decimal.
        let text = c.text();
        let Some(v) = text.rsplit(' ').next().and_then(|d| d.parse::<i128>().ok()) else {
            return fail(format!("unsupported constant '{text}'"));
        };
        Ok(match shape {
            Shape::Odd { ty, .. } => vec![self.konst(ty, v as u64)],
            Shape::Wide { .. } => vec![self.konst(Type::I64, v as u64), self.konst(Type::I64, (v >> 64) as u64)],
        })
    }

    /// Loads a leaf holding fewer bits than its type (`i24` is 3 bytes in memory, `i48` 6) as
    /// power-of-two pieces; `attrs` marks each load as the instruction's.
    pub fn load_narrow(
        &mut self,
        ptr: Value,
        leaf: Leaf,
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, mir::OpId) -> R<()>,
    ) -> R<Value> {
        let bytes = leaf.bits.div_ceil(8) as u64;
        let mut acc: Option<Value> = None;
        for (at, size) in chunks(bytes) {
            let it = Type::int(size as u32 * 8).unwrap_or(Type::I8);
            let p = self.offset_ptr(ptr, leaf.offset + at);
            let op = self.emit(Opcode::Load, vec![p], &[it]);
            let a = crate::types::piece_align(align, leaf.offset + at);
            self.f.op_mut(op).set_attr("align", mir::Attr::Int(a as i128));
            attrs(self, op)?;
            let v = self.f.result(op);
            let mut w = self.resize(v, leaf.ty, false);
            if at > 0 {
                w = self.op2k(Opcode::Shl, w, at * 8);
            }
            acc = Some(match acc {
                None => w,
                Some(a) => self.op2(Opcode::Or, a, w),
            });
        }
        acc.map_or_else(|| fail("empty load"), Ok)
    }

    /// Stores a leaf holding fewer bits than its type: its store size in bytes, the bits
    /// above its width zero (what llc writes).
    pub fn store_narrow(
        &mut self,
        v: Value,
        ptr: Value,
        leaf: Leaf,
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, mir::OpId) -> R<()>,
    ) -> R<()> {
        let v = self.extend_in_reg(v, leaf.bits, false);
        let bytes = leaf.bits.div_ceil(8) as u64;
        for (at, size) in chunks(bytes) {
            let it = Type::int(size as u32 * 8).unwrap_or(Type::I8);
            let w = if at > 0 { self.op2k(Opcode::LShr, v, at * 8) } else { v };
            let w = self.resize(w, it, false);
            let p = self.offset_ptr(ptr, leaf.offset + at);
            let op = self.emit(Opcode::Store, vec![w, p], &[]);
            let a = crate::types::piece_align(align, leaf.offset + at);
            self.f.op_mut(op).set_attr("align", mir::Attr::Int(a as i128));
            attrs(self, op)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_pieces_cover_the_bytes() {
        assert_eq!(chunks(1), vec![(0, 1)]);
        assert_eq!(chunks(3), vec![(0, 2), (2, 1)]);
        assert_eq!(chunks(6), vec![(0, 4), (4, 2)]);
        assert_eq!(chunks(7), vec![(0, 4), (4, 2), (6, 1)]);
    }

    #[test]
    fn shapes() {
        assert_eq!(Shape::of(32), None);
        assert_eq!(Shape::of(4), Some(Shape::Odd { bits: 4, ty: Type::I8 }));
        assert_eq!(
            Shape::of(24),
            Some(Shape::Odd {
                bits: 24,
                ty: Type::I32
            })
        );
        assert_eq!(
            Shape::of(48),
            Some(Shape::Odd {
                bits: 48,
                ty: Type::I64
            })
        );
        assert_eq!(Shape::of(96), Some(Shape::Wide { bits: 96 }));
        assert_eq!(Shape::of(129), None);
    }
}
