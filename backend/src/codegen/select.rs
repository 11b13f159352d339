//! Instruction selection for the first code generator: each generic op, with the banks its
//! values were given and the registers they live in, becomes a short sequence of gfx900
//! instructions. SGPR results use the scalar unit, VGPR results the vector unit, lane masks the
//! VALU compares. Anything not handled yet is a clear error naming the op.

use super::assign::{dwords, Loc};
use gfx9_isa::{op, Inst, Op, Operand};
use mir::*;

/// Scratch registers expansions may clobber (reserved by the code generator).
#[derive(Clone, Copy, Debug)]
pub struct Temps {
    /// Three SGPR pairs.
    pub s: [u8; 3],
    /// Four VGPR pairs (v[n:n+1] each).
    pub v: [u8; 4],
}

/// Instructions being emitted for one op.
pub struct Out<'a> {
    pub insts: &'a mut Vec<Inst>,
}

pub fn sop2(o: Op, dst: Operand, a: Operand, b: Operand) -> Inst {
    let mut i = Inst::new(o);
    i.dst = dst;
    i.src[0] = a;
    i.src[1] = b;
    i
}

pub fn sop1(o: Op, dst: Operand, a: Operand) -> Inst {
    let mut i = Inst::new(o);
    i.dst = dst;
    i.src[0] = a;
    i
}

pub fn sopc(o: Op, a: Operand, b: Operand) -> Inst {
    let mut i = Inst::new(o);
    i.src[0] = a;
    i.src[1] = b;
    i
}

/// A VALU instruction in its VOP3 (e64) form when it has one, else as it is.
pub fn vop(o: Op, dst: Operand, srcs: &[Operand]) -> Inst {
    let mut i = Inst::new(o);
    if !o.info().ops64.is_empty() {
        i.enc = gfx9_isa::Enc::E64;
    }
    i.dst = dst;
    for (k, s) in srcs.iter().enumerate() {
        i.src[k] = *s;
    }
    i
}

/// A 32-bit constant as an operand: inline when it can be, else a literal.
pub fn imm(i: &mut Inst, slot: usize, value: u32) {
    match Operand::int(value as i32) {
        Some(o) => i.src[slot] = o,
        None => {
            i.src[slot] = Operand::LITERAL;
            i.lit = value;
        }
    }
}

impl Out<'_> {
    pub fn push(&mut self, i: Inst) {
        self.insts.push(i);
    }

    /// `dst = value` (32-bit) in an SGPR.
    pub fn s_mov_imm(&mut self, dst: Operand, value: u32) {
        let mut i = sop1(op::S_MOV_B32, dst, Operand::NONE);
        imm(&mut i, 0, value);
        self.push(i);
    }

    /// `dst = value` (32-bit) in a VGPR.
    pub fn v_mov_imm(&mut self, dst: Operand, value: u32) {
        let mut i = Inst::new(op::V_MOV_B32);
        i.dst = dst;
        imm(&mut i, 0, value);
        self.push(i);
    }

    /// Copies one dword between any two registers (SGPR→SGPR, any→VGPR, VGPR→SGPR).
    pub fn mov(&mut self, dst: Operand, src: Operand) {
        if dst == src {
            return;
        }
        // VOP1 moves have the same dst/src0 shape as SOP1.
        let o = match (dst.is_vgpr(), src.is_vgpr()) {
            (true, _) => op::V_MOV_B32,
            (false, true) => op::V_READFIRSTLANE_B32,
            (false, false) => op::S_MOV_B32,
        };
        self.push(sop1(o, dst, src));
    }
}

/// What the selector needs to know about the function.
pub struct Ctx<'a> {
    pub f: &'a Function,
    pub loc: &'a [Loc],
    pub temps: Temps,
    /// SGPR pair holding the kernarg segment pointer, and the dispatch pointer if enabled.
    pub kernarg: u8,
    pub dispatch: Option<u8>,
    /// Offset of the hidden arguments in the kernarg segment.
    pub implicit_offset: u32,
    /// First SGPR of the work-group ids x, y, z (those enabled).
    pub workgroup_id: [Option<u8>; 3],
    /// Offsets of the LDS globals the kernel uses.
    pub lds: &'a std::collections::HashMap<String, u32>,
}

impl Ctx<'_> {
    fn loc(&self, v: Value) -> Loc {
        self.loc[v.index()]
    }

    /// The constant a value is defined by, if any.
    fn constant(&self, v: Value) -> Option<u64> {
        let op = self.f.def_op(v)?;
        let d = self.f.op(op);
        match d.opcode {
            Opcode::Const => d.int_attr("value").map(|x| x as u64),
            _ => None,
        }
    }

    /// A 32-bit source operand for `v` (its low dword): an inline constant when the value is
    /// one, else its register.
    pub fn src(&self, v: Value) -> Operand {
        if let Some(c) = self.constant(v) {
            if let Some(o) = Operand::int(c as u32 as i32) {
                return o;
            }
        }
        self.loc(v).lo()
    }

    pub fn src_hi(&self, v: Value) -> Operand {
        if let Some(c) = self.constant(v) {
            if let Some(o) = Operand::int((c >> 32) as u32 as i32) {
                return o;
            }
        }
        self.loc(v).hi()
    }
}

/// Selects `op` (not a terminator).
pub fn select(ctx: &Ctx, op: OpId, out: &mut Out) -> Result<(), String> {
    let f = ctx.f;
    let d = f.op(op);
    let res = d.results.first().copied();
    let operand = |k: usize| d.operands[k];
    let unsupported = || {
        let ty = res.or(d.operands.first().copied()).map_or(String::new(), |v| format!(" on {} values", f.ty(v)));
        Err(format!("kcc cannot generate code for '{}'{ty} yet", d.opcode))
    };
    let Some(r) = res else {
        return match d.opcode {
            Opcode::Store => store(ctx, out, operand(0), operand(1)),
            Opcode::Barrier => {
                out.push(Inst::new(op::S_BARRIER));
                Ok(())
            }
            Opcode::Fence => Ok(()),
            _ => unsupported(),
        };
    };
    let dst = ctx.loc(r);
    let ty = f.ty(r);
    let bank = f.value(r).bank;
    use Opcode::*;
    match d.opcode {
        Undef | ConvergenceEntry | ConvergenceAnchor | ConvergenceLoop => Ok(()),
        // Inline constants have no register (see `is_inline_constant`).
        Const if dst == Loc::None => Ok(()),
        Const => {
            let value = d.int_attr("value").unwrap_or(0) as u64;
            if bank == Bank::LaneMask {
                // A constant boolean as a lane mask: all lanes or none.
                let src = if value & 1 != 0 { Operand::EXEC } else { Operand::int(0).expect("inline") };
                out.push(sop1(op::S_MOV_B64, dst.lo(), src));
                return Ok(());
            }
            let put = |out: &mut Out, o: Operand, v: u32| if o.is_vgpr() { out.v_mov_imm(o, v) } else { out.s_mov_imm(o, v) };
            put(out, dst.lo(), value as u32);
            if dwords(ty) == 2 {
                put(out, dst.hi(), (value >> 32) as u32);
            }
            Ok(())
        }
        Copy | PtrToInt | IntToPtr | Bitcast | ReadFirstLane => copy_value(ctx, out, dst, bank, operand(0), ty),
        AddrSpaceCast if ty.bits() == f.ty(operand(0)).bits() => copy_value(ctx, out, dst, bank, operand(0), ty),
        And | Or | Xor if bank == Bank::LaneMask => {
            let o = match d.opcode {
                And => op::S_AND_B64,
                Or => op::S_OR_B64,
                _ => op::S_XOR_B64,
            };
            let x = mask_of(ctx, out, operand(0), ctx.temps.s[1]);
            let y = mask_of(ctx, out, operand(1), ctx.temps.s[2]);
            out.push(sop2(o, dst.lo(), x, y));
            Ok(())
        }
        Add | Sub | Mul | And | Or | Xor | Shl | LShr | AShr | UMin | UMax | SMin | SMax if ty.is_int() || ty.is_ptr() => {
            binary(ctx, out, d.opcode, dst, ty, operand(0), operand(1))
        }
        PtrAdd => binary(ctx, out, Add, dst, ty, operand(0), operand(1)),
        Icmp(p) => compare(ctx, out, p, dst, bank, operand(0), operand(1)),
        Select => select_op(ctx, out, dst, bank, ty, operand(0), operand(1), operand(2)),
        ZExt | SExt => extend(ctx, out, d.opcode == SExt, dst, bank, ty, operand(0)),
        Trunc => truncate(ctx, out, dst, bank, ty, operand(0)),
        Load => load(ctx, out, dst, bank, ty, operand(0)),
        WorkitemId(dim) => {
            out.mov(dst.lo(), Operand::v(dim.index() as u8));
            Ok(())
        }
        WorkgroupId(dim) => match ctx.workgroup_id[dim.index()] {
            Some(s) => {
                out.mov(dst.lo(), Operand::s(s));
                Ok(())
            }
            None => Err("work-group id register not enabled".into()),
        },
        KernargPtr => copy_pair(out, dst, Operand::s(ctx.kernarg), Operand::s(ctx.kernarg + 1)),
        DispatchPtr => match ctx.dispatch {
            Some(p) => copy_pair(out, dst, Operand::s(p), Operand::s(p + 1)),
            None => Err("dispatch pointer not enabled".into()),
        },
        ImplicitargPtr => {
            let t = ctx.temps.s[0];
            let mut add = sop2(op::S_ADD_U32, Operand::s(t), Operand::s(ctx.kernarg), Operand::NONE);
            imm(&mut add, 1, ctx.implicit_offset);
            out.push(add);
            out.push(sop2(op::S_ADDC_U32, Operand::s(t + 1), Operand::s(ctx.kernarg + 1), Operand::int(0).expect("inline")));
            copy_pair(out, dst, Operand::s(t), Operand::s(t + 1))
        }
        GlobalAddr => {
            let Some(Attr::Str(name)) = d.attr("global") else { return unsupported() };
            match (ty, ctx.lds.get(name)) {
                (Type::Ptr(3), Some(&offset)) => {
                    if dst.lo().is_vgpr() { out.v_mov_imm(dst.lo(), offset) } else { out.s_mov_imm(dst.lo(), offset) }
                    Ok(())
                }
                _ => unsupported(),
            }
        }
        AtomicRmw(a) => atomic(ctx, out, a, dst, operand(0), operand(1)),
        CmpXchg => cmpxchg(ctx, out, d, operand(0), operand(1), operand(2)),
        UDiv | URem | SDiv | SRem if ty == Type::I32 => divide(ctx, out, d.opcode, dst, operand(0), operand(1)),
        Ctpop if ty == Type::I64 && bank == Bank::Sgpr => {
            out.push(sop1(op::S_BCNT1_I32_B64, dst.lo(), pair_src(ctx, operand(0))));
            out.mov(dst.hi(), Operand::int(0).expect("inline"));
            Ok(())
        }
        Abs if ty == Type::I32 => {
            if bank == Bank::Sgpr {
                out.push(sop1(op::S_ABS_I32, dst.lo(), ctx.src(operand(0))));
            } else {
                let t = Operand::v(ctx.temps.v[0]);
                let x = vgpr32(ctx, out, operand(0), ctx.temps.v[1]);
                out.push(vop(op::V_SUB_U32, t, &[Operand::int(0).expect("inline"), x]));
                out.push(vop(op::V_MAX_I32, dst.lo(), &[x, t]));
            }
            Ok(())
        }
        Ctpop | Ctlz | Cttz if ty == Type::I32 => {
            let x = operand(0);
            let (s_op, v_op) = match d.opcode {
                Ctpop => (op::S_BCNT1_I32_B32, op::V_BCNT_U32_B32),
                Ctlz => (op::S_FLBIT_I32_B32, op::V_FFBH_U32),
                _ => (op::S_FF1_I32_B32, op::V_FFBL_B32),
            };
            let thirty_two = Operand::int(32).expect("inline");
            if bank == Bank::Sgpr {
                out.push(sop1(s_op, dst.lo(), ctx.src(x)));
                if d.opcode != Ctpop {
                    // The hardware gives -1 for a zero input; LLVM's count is the width.
                    out.push(sop2(op::S_MIN_U32, dst.lo(), dst.lo(), thirty_two));
                }
            } else {
                let mut reads = 0;
                let sx = valu_src(out, ctx.src(x), &mut reads, Operand::v(ctx.temps.v[0]));
                if d.opcode == Ctpop {
                    out.push(vop(v_op, dst.lo(), &[sx, Operand::int(0).expect("inline")]));
                } else {
                    out.push(vop(v_op, dst.lo(), &[sx]));
                    out.push(vop(op::V_MIN_U32, dst.lo(), &[dst.lo(), thirty_two]));
                }
            }
            Ok(())
        }
        MbcntLo | MbcntHi => {
            let o = if d.opcode == MbcntLo { op::V_MBCNT_LO_U32_B32 } else { op::V_MBCNT_HI_U32_B32 };
            let mut reads = 0;
            let m = valu_src(out, ctx.src(operand(0)), &mut reads, Operand::v(ctx.temps.v[0]));
            let acc = valu_src(out, ctx.src(operand(1)), &mut reads, Operand::v(ctx.temps.v[1]));
            out.push(vop(o, dst.lo(), &[m, acc]));
            Ok(())
        }
        DsBpermute | DsPermute => {
            let o = if d.opcode == DsBpermute { op::DS_BPERMUTE_B32 } else { op::DS_PERMUTE_B32 };
            let mut i = Inst::new(o);
            i.dst = dst.lo();
            i.src[0] = vgpr32(ctx, out, operand(0), ctx.temps.v[0]);
            i.src[1] = vgpr32(ctx, out, operand(1), ctx.temps.v[1]);
            out.push(i);
            Ok(())
        }
        ReadLane if dwords(ty) == 1 => {
            let mut i = Inst::new(op::V_READLANE_B32);
            i.dst = dst.lo();
            i.src[0] = vgpr32(ctx, out, operand(0), ctx.temps.v[0]);
            i.src[1] = scalar_src(ctx, out, operand(1), ctx.temps.s[0]);
            out.push(i);
            Ok(())
        }
        FDiv if ty == Type::F32 => fdiv32(ctx, out, dst, operand(0), operand(1)),
        FAdd | FSub | FMul | MinNum | MaxNum | Fma if matches!(ty, Type::F32 | Type::F64) => float_arith(ctx, out, d.opcode, dst, ty, &d.operands),
        FNeg | FAbs if matches!(ty, Type::F32 | Type::F64) => {
            // Sign-bit operations on the high dword; the low dword of a double is copied.
            let (o, mask) = if d.opcode == FNeg { (op::V_XOR_B32, 0x8000_0000) } else { (op::V_AND_B32, 0x7fff_ffff) };
            let x = operand(0);
            let (d_hi, x_hi) = if ty == Type::F64 { (dst.hi(), ctx.src_hi(x)) } else { (dst.lo(), ctx.src(x)) };
            if ty == Type::F64 {
                out.mov(dst.lo(), ctx.src(x));
            }
            let mut reads = 1;
            let v = valu_src(out, x_hi, &mut reads, Operand::v(ctx.temps.v[0]));
            let mut i = Inst::new(o);
            i.dst = d_hi;
            i.src = [Operand::LITERAL, v, Operand::NONE];
            i.lit = mask;
            out.push(i);
            Ok(())
        }
        Fcmp(p) => float_compare(ctx, out, p, dst, bank, operand(0), operand(1)),
        IcmpMask(_) | FcmpMask(_) => {
            // The compare's lane mask (inactive lanes' bits are cleared by v_cmp) as a value.
            let t = ctx.temps.s[0];
            let mask = Loc::Sgpr(t);
            match d.opcode {
                IcmpMask(p) => compare(ctx, out, p, mask, Bank::LaneMask, operand(0), operand(1))?,
                FcmpMask(p) => float_compare(ctx, out, p, mask, Bank::LaneMask, operand(0), operand(1))?,
                _ => unreachable!(),
            }
            out.mov(dst.lo(), Operand::s(t));
            if dwords(ty) == 2 {
                out.mov(dst.hi(), Operand::s(t + 1));
            }
            Ok(())
        }
        WriteLane if dwords(ty) == 1 => {
            // The result is `old` with one lane replaced; the value and lane are uniform.
            out.mov(dst.lo(), ctx.src(operand(2)));
            let value = scalar_src(ctx, out, operand(0), ctx.temps.s[0]);
            let lane = scalar_src(ctx, out, operand(1), ctx.temps.s[0] + 1);
            let mut i = Inst::new(op::V_WRITELANE_B32);
            i.dst = dst.lo();
            i.src = [value, lane, Operand::NONE];
            out.push(i);
            Ok(())
        }
        SIToFP | UIToFP | FPToSI | FPToUI | FPExt | FPTrunc => convert(ctx, out, d.opcode, dst, ty, operand(0)),
        Ballot => {
            let c = operand(0);
            match f.value(c).bank {
                Bank::LaneMask => {
                    // Bits of lanes that are not active now may be set in an older mask.
                    out.push(sop2(op::S_AND_B64, Operand::s(ctx.temps.s[0]), ctx.loc(c).lo(), Operand::EXEC));
                }
                _ => {
                    out.push(sopc(op::S_CMP_LG_U32, ctx.src(c), Operand::int(0).expect("inline")));
                    out.push(sop2(op::S_CSELECT_B64, Operand::s(ctx.temps.s[0]), Operand::EXEC, Operand::int(0).expect("inline")));
                }
            }
            let t = ctx.temps.s[0];
            out.mov(dst.lo(), Operand::s(t));
            if dwords(ty) == 2 {
                out.mov(dst.hi(), Operand::s(t + 1));
            }
            Ok(())
        }
        _ => unsupported(),
    }
}

fn copy_pair(out: &mut Out, dst: Loc, lo: Operand, hi: Operand) -> Result<(), String> {
    out.mov(dst.lo(), lo);
    out.mov(dst.hi(), hi);
    Ok(())
}

/// Makes a VALU source legal next to `others`: gfx900's VOP3 forms read at most one SGPR (or
/// none when an SGPR pair such as a carry or mask is also read) and no literal; anything
/// beyond that is first copied into VGPR `temp`.
fn valu_src(out: &mut Out, src: Operand, sgpr_reads: &mut u32, temp: Operand) -> Operand {
    let is_sgpr = !src.is_vgpr() && src.inline_b32().is_none();
    if is_sgpr && *sgpr_reads == 0 && src != Operand::LITERAL {
        *sgpr_reads += 1;
        return src;
    }
    if is_sgpr || src == Operand::LITERAL {
        out.mov(temp, src);
        return temp;
    }
    src
}

fn binary(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, a: Value, b: Value) -> Result<(), String> {
    use Opcode::*;
    let wide = dwords(ty) == 2;
    let scalar = matches!(dst, Loc::Sgpr(_));
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    if !wide {
        if scalar {
            let o = match opcode {
                Add => op::S_ADD_U32,
                Sub => op::S_SUB_U32,
                Mul => op::S_MUL_I32,
                And => op::S_AND_B32,
                Or => op::S_OR_B32,
                Xor => op::S_XOR_B32,
                Shl => op::S_LSHL_B32,
                LShr => op::S_LSHR_B32,
                AShr => op::S_ASHR_I32,
                UMin => op::S_MIN_U32,
                UMax => op::S_MAX_U32,
                SMin => op::S_MIN_I32,
                SMax => op::S_MAX_I32,
                _ => unreachable!(),
            };
            out.push(sop2(o, dst.lo(), ctx.src(a), ctx.src(b)));
            return Ok(());
        }
        // Shifts take the amount first in their "rev" VALU forms.
        let (o, x, y) = match opcode {
            Add => (op::V_ADD_U32, a, b),
            Sub => (op::V_SUB_U32, a, b),
            Mul => (op::V_MUL_LO_U32, a, b),
            And => (op::V_AND_B32, a, b),
            Or => (op::V_OR_B32, a, b),
            Xor => (op::V_XOR_B32, a, b),
            Shl => (op::V_LSHLREV_B32, b, a),
            LShr => (op::V_LSHRREV_B32, b, a),
            AShr => (op::V_ASHRREV_I32, b, a),
            UMin => (op::V_MIN_U32, a, b),
            UMax => (op::V_MAX_U32, a, b),
            SMin => (op::V_MIN_I32, a, b),
            SMax => (op::V_MAX_I32, a, b),
            _ => unreachable!(),
        };
        let mut reads = 0;
        let s0 = valu_src(out, ctx.src(x), &mut reads, Operand::v(tv[0]));
        let s1 = valu_src(out, ctx.src(y), &mut reads, Operand::v(tv[1]));
        out.push(vop(o, dst.lo(), &[s0, s1]));
        return Ok(());
    }
    match (opcode, scalar) {
        (Add | Sub, true) => {
            let (lo, hi) = if opcode == Add { (op::S_ADD_U32, op::S_ADDC_U32) } else { (op::S_SUB_U32, op::S_SUBB_U32) };
            out.push(sop2(lo, dst.lo(), ctx.src(a), ctx.src(b)));
            out.push(sop2(hi, dst.hi(), ctx.src_hi(a), ctx.src_hi(b)));
        }
        (Add | Sub, false) => {
            // The carry travels in an SGPR pair, which uses up the constant bus of the high
            // half: its sources must be VGPRs or inline constants.
            let (lo, hi) = if opcode == Add { (op::V_ADD_CO_U32, op::V_ADDC_CO_U32) } else { (op::V_SUB_CO_U32, op::V_SUBB_CO_U32) };
            let carry = Operand::s(ts[0]);
            let mut reads = 0;
            let a0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[0]));
            let b0 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[0] + 1));
            let mut i = vop(lo, dst.lo(), &[a0, b0]);
            i.sdst = carry;
            out.push(i);
            let mut reads = 1;
            let a1 = valu_src(out, ctx.src_hi(a), &mut reads, Operand::v(tv[1]));
            let b1 = valu_src(out, ctx.src_hi(b), &mut reads, Operand::v(tv[1] + 1));
            let mut i = vop(hi, dst.hi(), &[a1, b1, carry]);
            i.sdst = Operand::s(ts[1]);
            out.push(i);
        }
        (And | Or | Xor, true) => {
            let o = match opcode {
                And => op::S_AND_B64,
                Or => op::S_OR_B64,
                _ => op::S_XOR_B64,
            };
            let (sa, sb) = (pair_src(ctx, a), pair_src(ctx, b));
            out.push(sop2(o, dst.lo(), sa, sb));
        }
        (And | Or | Xor, false) => {
            let o = match opcode {
                And => op::V_AND_B32,
                Or => op::V_OR_B32,
                _ => op::V_XOR_B32,
            };
            for (d, x, y) in [(dst.lo(), ctx.src(a), ctx.src(b)), (dst.hi(), ctx.src_hi(a), ctx.src_hi(b))] {
                let mut reads = 0;
                let s0 = valu_src(out, x, &mut reads, Operand::v(tv[0]));
                let s1 = valu_src(out, y, &mut reads, Operand::v(tv[1]));
                out.push(vop(o, d, &[s0, s1]));
            }
        }
        (Shl | LShr | AShr, true) => {
            let o = match opcode {
                Shl => op::S_LSHL_B64,
                LShr => op::S_LSHR_B64,
                _ => op::S_ASHR_I64,
            };
            out.push(sop2(o, dst.lo(), pair_src(ctx, a), ctx.src(b)));
        }
        (Shl | LShr | AShr, false) => {
            let o = match opcode {
                Shl => op::V_LSHLREV_B64,
                LShr => op::V_LSHRREV_B64,
                _ => op::V_ASHRREV_I64,
            };
            let mut reads = 0;
            let amount = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[0]));
            let value = vgpr_pair(ctx, out, a, &mut reads, tv[1]);
            out.push(vop(o, dst.lo(), &[amount, value]));
        }
        (Mul, true) => {
            // (a1:a0) * (b1:b0) mod 2^64 = a0*b0 + ((a0*b1 + a1*b0) << 32)
            let t = ts[0];
            out.push(sop2(op::S_MUL_HI_U32, Operand::s(t), ctx.src(a), ctx.src(b)));
            out.push(sop2(op::S_MUL_I32, Operand::s(t + 1), ctx.src(a), ctx.src_hi(b)));
            out.push(sop2(op::S_ADD_U32, Operand::s(t), Operand::s(t), Operand::s(t + 1)));
            out.push(sop2(op::S_MUL_I32, Operand::s(t + 1), ctx.src_hi(a), ctx.src(b)));
            out.push(sop2(op::S_ADD_U32, dst.hi(), Operand::s(t), Operand::s(t + 1)));
            out.push(sop2(op::S_MUL_I32, dst.lo(), ctx.src(a), ctx.src(b)));
        }
        (Mul, false) => {
            let (t0, t1) = (Operand::v(tv[0]), Operand::v(tv[0] + 1));
            let mut parts = Vec::new();
            for (o, x, y, d) in [(op::V_MUL_HI_U32, ctx.src(a), ctx.src(b), t0), (op::V_MUL_LO_U32, ctx.src(a), ctx.src_hi(b), t1)] {
                let mut reads = 0;
                let s0 = valu_src(out, x, &mut reads, Operand::v(tv[1]));
                let s1 = valu_src(out, y, &mut reads, Operand::v(tv[1] + 1));
                out.push(vop(o, d, &[s0, s1]));
                parts.push(d);
            }
            out.push(vop(op::V_ADD_U32, t0, &[t0, t1]));
            let mut reads = 0;
            let s0 = valu_src(out, ctx.src_hi(a), &mut reads, Operand::v(tv[1]));
            let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
            out.push(vop(op::V_MUL_LO_U32, t1, &[s0, s1]));
            let mut reads = 0;
            let s0 = valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[1]));
            let s1 = valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1] + 1));
            out.push(vop(op::V_MUL_LO_U32, dst.lo(), &[s0, s1]));
            out.push(vop(op::V_ADD_U32, dst.hi(), &[t0, t1]));
        }
        _ => return Err(format!("kcc cannot generate code for '{opcode}' on {ty} values yet")),
    }
    Ok(())
}

/// A 64-bit scalar source: the register pair, or an inline constant when it fits.
fn pair_src(ctx: &Ctx, v: Value) -> Operand {
    match ctx.constant(v) {
        Some(c) if (c as i64) >= -16 && (c as i64) <= 64 => Operand::int(c as i64 as i32).expect("inline"),
        _ => ctx.loc(v).lo(),
    }
}

/// A 64-bit VALU source: VGPR pair, an SGPR pair if the constant bus allows, else copied.
fn vgpr_pair(ctx: &Ctx, out: &mut Out, v: Value, reads: &mut u32, temp: u8) -> Operand {
    match ctx.loc(v) {
        Loc::Vgpr(n) => Operand::v(n),
        Loc::Sgpr(n) if *reads == 0 && ctx.constant(v).is_none() => {
            *reads += 1;
            Operand::s(n)
        }
        _ => {
            out.mov(Operand::v(temp), ctx.src(v));
            out.mov(Operand::v(temp + 1), ctx.src_hi(v));
            Operand::v(temp)
        }
    }
}

fn compare(ctx: &Ctx, out: &mut Out, p: IntPredicate, dst: Loc, bank: Bank, a: Value, b: Value) -> Result<(), String> {
    use IntPredicate::*;
    let f = ctx.f;
    if f.ty(a) == Type::I1 {
        // Lane masks are not per-lane values a VALU compare could read.
        return Err("kcc cannot generate code for 'icmp' on s1 values yet".into());
    }
    let wide = dwords(f.ty(a)) == 2;
    let signed = matches!(p, Sgt | Sge | Slt | Sle);
    let rel = match p {
        Eq => "eq",
        Ne => "ne",
        Ugt | Sgt => "gt",
        Uge | Sge => "ge",
        Ult | Slt => "lt",
        Ule | Sle => "le",
    };
    let kind = format!("{}{}", if signed { "i" } else { "u" }, if wide { 64 } else { 32 });
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    let vcmp = |out: &mut Out, dst: Operand| -> Result<(), String> {
        let name = format!("v_cmp_{rel}_{kind}");
        let o = Op::from_name(&name).ok_or_else(|| format!("no instruction {name}"))?;
        let mut reads = 0;
        let (s0, s1) = if wide {
            (vgpr_pair(ctx, out, a, &mut reads, tv[0]), vgpr_pair(ctx, out, b, &mut reads, tv[1]))
        } else {
            (valu_src(out, ctx.src(a), &mut reads, Operand::v(tv[0])), valu_src(out, ctx.src(b), &mut reads, Operand::v(tv[1])))
        };
        out.push(vop(o, dst, &[s0, s1]));
        Ok(())
    };
    match bank {
        Bank::LaneMask => vcmp(out, dst.lo()),
        _ => {
            // A uniform comparison leaves 0 or 1 in an SGPR.
            if wide && !matches!(p, Eq | Ne) {
                // No 64-bit ordered scalar compare: compare in the VALU (all active lanes
                // agree) and test the mask.
                vcmp(out, Operand::s(ts[0]))?;
                out.push(sopc(op::S_CMP_LG_U64, Operand::s(ts[0]), Operand::int(0).expect("inline")));
            } else {
                let name = if wide {
                    format!("s_cmp_{}_u64", if p == Eq { "eq" } else { "lg" })
                } else {
                    format!("s_cmp_{}_{}", if p == Ne { "lg" } else { rel }, if signed { "i32" } else { "u32" })
                };
                let o = Op::from_name(&name).ok_or_else(|| format!("no instruction {name}"))?;
                let (s0, s1) = if wide { (pair_src(ctx, a), pair_src(ctx, b)) } else { (ctx.src(a), ctx.src(b)) };
                out.push(sopc(o, s0, s1));
            }
            let one = Operand::int(1).expect("inline");
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), one, Operand::int(0).expect("inline")));
            Ok(())
        }
    }
}

/// A lane mask for condition `c`: its own mask, or all active lanes / none for a uniform 0/1.
fn mask_of(ctx: &Ctx, out: &mut Out, c: Value, temp: u8) -> Operand {
    match ctx.f.value(c).bank {
        Bank::LaneMask => ctx.loc(c).lo(),
        _ => {
            out.push(sopc(op::S_CMP_LG_U32, ctx.src(c), Operand::int(0).expect("inline")));
            out.push(sop2(op::S_CSELECT_B64, Operand::s(temp), Operand::EXEC, Operand::int(0).expect("inline")));
            Operand::s(temp)
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn select_op(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, ty: Type, c: Value, a: Value, b: Value) -> Result<(), String> {
    let f = ctx.f;
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    match bank {
        Bank::LaneMask => {
            // (c & a) | (b & ~c), with uniform booleans turned into masks first.
            let m = mask_of(ctx, out, c, ts[0]);
            let ma = mask_of(ctx, out, a, ts[1]);
            out.push(sop2(op::S_AND_B64, Operand::s(ts[1]), m, ma));
            let mb = mask_of(ctx, out, b, ts[2]);
            out.push(sop2(op::S_ANDN2_B64, Operand::s(ts[2]), mb, m));
            out.push(sop2(op::S_OR_B64, dst.lo(), Operand::s(ts[1]), Operand::s(ts[2])));
        }
        Bank::Vgpr => {
            let m = mask_of(ctx, out, c, ts[0]);
            let halves: &[(Operand, Operand, Operand)] = &[(dst.lo(), ctx.src(b), ctx.src(a)), (dst.hi(), ctx.src_hi(b), ctx.src_hi(a))];
            for &(d, on_false, on_true) in &halves[..dwords(ty) as usize] {
                // The mask takes the one constant-bus read: both values must be VGPRs or inline.
                let mut reads = 1;
                let s0 = valu_src(out, on_false, &mut reads, Operand::v(tv[0]));
                let s1 = valu_src(out, on_true, &mut reads, Operand::v(tv[1]));
                out.push(vop(op::V_CNDMASK_B32, d, &[s0, s1, m]));
            }
        }
        _ => {
            if f.value(c).bank == Bank::LaneMask {
                return Err("a uniform select on a divergent condition".into());
            }
            out.push(sopc(op::S_CMP_LG_U32, ctx.src(c), Operand::int(0).expect("inline")));
            if dwords(ty) == 2 {
                out.push(sop2(op::S_CSELECT_B64, dst.lo(), pair_src(ctx, a), pair_src(ctx, b)));
            } else {
                out.push(sop2(op::S_CSELECT_B32, dst.lo(), ctx.src(a), ctx.src(b)));
            }
        }
    }
    Ok(())
}

fn extend(ctx: &Ctx, out: &mut Out, signed: bool, dst: Loc, bank: Bank, ty: Type, v: Value) -> Result<(), String> {
    let f = ctx.f;
    let from = f.ty(v);
    let scalar = bank == Bank::Sgpr;
    let zero = Operand::int(0).expect("inline");
    // The low dword: the value extended to 32 bits.
    match from {
        Type::I1 => {
            let one = if signed { Operand::int(-1).expect("inline") } else { Operand::int(1).expect("inline") };
            if f.value(v).bank == Bank::LaneMask {
                if scalar {
                    return Err("a uniform extension of a divergent boolean".into());
                }
                out.push(vop(op::V_CNDMASK_B32, dst.lo(), &[zero, one, ctx.loc(v).lo()]));
            } else if scalar {
                out.push(sopc(op::S_CMP_LG_U32, ctx.src(v), zero));
                out.push(sop2(op::S_CSELECT_B32, dst.lo(), one, zero));
            } else {
                let m = mask_of(ctx, out, v, ctx.temps.s[0]);
                out.push(vop(op::V_CNDMASK_B32, dst.lo(), &[zero, one, m]));
            }
        }
        Type::I8 | Type::I16 => {
            let width = from.bits();
            if scalar {
                if signed {
                    let o = if width == 8 { op::S_SEXT_I32_I8 } else { op::S_SEXT_I32_I16 };
                    out.push(sop1(o, dst.lo(), ctx.src(v)));
                } else {
                    let mut i = sop2(op::S_AND_B32, dst.lo(), ctx.src(v), Operand::NONE);
                    imm(&mut i, 1, (1u32 << width) - 1);
                    out.push(i);
                }
            } else {
                let o = if signed { op::V_BFE_I32 } else { op::V_BFE_U32 };
                let mut reads = 0;
                let s = valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[0]));
                out.push(vop(o, dst.lo(), &[s, zero, Operand::int(width as i32).expect("inline")]));
            }
        }
        _ => out.mov(dst.lo(), ctx.src(v)),
    }
    if dwords(ty) == 2 {
        if signed {
            let sign = Operand::int(31).expect("inline");
            if scalar {
                out.push(sop2(op::S_ASHR_I32, dst.hi(), dst.lo(), sign));
            } else {
                out.push(vop(op::V_ASHRREV_I32, dst.hi(), &[sign, dst.lo()]));
            }
        } else {
            out.mov(dst.hi(), zero);
        }
    }
    Ok(())
}

fn truncate(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, ty: Type, v: Value) -> Result<(), String> {
    if ty != Type::I1 {
        // Narrow values keep undefined high bits; only the low dword is needed.
        out.mov(dst.lo(), ctx.src(v));
        return Ok(());
    }
    let one = Operand::int(1).expect("inline");
    let zero = Operand::int(0).expect("inline");
    match bank {
        Bank::LaneMask => {
            let t = Operand::v(ctx.temps.v[0]);
            let mut reads = 0;
            let s = valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[1]));
            out.push(vop(op::V_AND_B32, t, &[one, s]));
            out.push(vop(op::V_CMP_NE_U32, dst.lo(), &[zero, t]));
        }
        _ => out.push(sop2(op::S_AND_B32, dst.lo(), ctx.src(v), one)),
    }
    Ok(())
}

/// The address of a vector memory access as a VGPR pair.
fn vaddr(ctx: &Ctx, out: &mut Out, ptr: Value) -> Operand {
    let mut reads = 1; // always copy SGPR pointers: VMEM addresses must be VGPRs
    vgpr_pair(ctx, out, ptr, &mut reads, ctx.temps.v[0])
}

/// A 32-bit VGPR address (LDS).
fn vaddr32(ctx: &Ctx, out: &mut Out, ptr: Value) -> Operand {
    match ctx.loc(ptr) {
        Loc::Vgpr(n) => Operand::v(n),
        _ => {
            out.mov(Operand::v(ctx.temps.v[0]), ctx.src(ptr));
            Operand::v(ctx.temps.v[0])
        }
    }
}

fn load(ctx: &Ctx, out: &mut Out, dst: Loc, bank: Bank, ty: Type, ptr: Value) -> Result<(), String> {
    let f = ctx.f;
    let space = f.ty(ptr);
    let bytes = ty.bits().div_ceil(8);
    if bank == Bank::Sgpr {
        // Scalar memory: bank selection allowed it (constant or read-only, dword-aligned).
        let o = match bytes {
            4 => op::S_LOAD_DWORD,
            8 => op::S_LOAD_DWORDX2,
            _ => return Err(format!("no scalar load of {ty}")),
        };
        let base = match ctx.loc(ptr) {
            Loc::Sgpr(n) => Operand::s(n),
            _ => {
                let t = ctx.temps.s[0];
                out.mov(Operand::s(t), ctx.src(ptr));
                out.mov(Operand::s(t + 1), ctx.src_hi(ptr));
                Operand::s(t)
            }
        };
        let mut i = Inst::new(o);
        i.dst = dst.lo();
        i.src[0] = base;
        out.push(i);
        return Ok(());
    }
    if bank != Bank::Vgpr {
        return Err(format!("kcc cannot generate code for a load of {ty} into {} yet", bank.name()));
    }
    let (global, lds) = match bytes {
        1 => (op::GLOBAL_LOAD_UBYTE, op::DS_READ_U8),
        2 => (op::GLOBAL_LOAD_USHORT, op::DS_READ_U16),
        4 => (op::GLOBAL_LOAD_DWORD, op::DS_READ_B32),
        8 => (op::GLOBAL_LOAD_DWORDX2, op::DS_READ_B64),
        _ => return Err(format!("no load of {ty}")),
    };
    let mut i = match space {
        Type::Ptr(1 | 4) => {
            let mut i = Inst::new(global);
            i.src[0] = vaddr(ctx, out, ptr);
            i
        }
        Type::Ptr(3) => {
            let mut i = Inst::new(lds);
            i.src[0] = vaddr32(ctx, out, ptr);
            i
        }
        other => return Err(format!("kcc cannot generate code for loads through {other} pointers yet")),
    };
    i.dst = dst.lo();
    out.push(i);
    Ok(())
}

fn store(ctx: &Ctx, out: &mut Out, value: Value, ptr: Value) -> Result<(), String> {
    let f = ctx.f;
    let ty = f.ty(value);
    let bytes = ty.bits().div_ceil(8);
    if ty == Type::I1 {
        return Err("kcc cannot generate code for stores of s1 values yet".into());
    }
    let (global, lds) = match bytes {
        1 => (op::GLOBAL_STORE_BYTE, op::DS_WRITE_B8),
        2 => (op::GLOBAL_STORE_SHORT, op::DS_WRITE_B16),
        4 => (op::GLOBAL_STORE_DWORD, op::DS_WRITE_B32),
        8 => (op::GLOBAL_STORE_DWORDX2, op::DS_WRITE_B64),
        _ => return Err(format!("no store of {ty}")),
    };
    // Store data must be in VGPRs.
    let data = match ctx.loc(value) {
        Loc::Vgpr(n) => Operand::v(n),
        _ => {
            let t = ctx.temps.v[1];
            out.mov(Operand::v(t), ctx.src(value));
            if bytes == 8 {
                out.mov(Operand::v(t + 1), ctx.src_hi(value));
            }
            Operand::v(t)
        }
    };
    let mut i = match f.ty(ptr) {
        Type::Ptr(1) => {
            let mut i = Inst::new(global);
            i.src[0] = vaddr(ctx, out, ptr);
            i.src[1] = data;
            i
        }
        Type::Ptr(3) => {
            let mut i = Inst::new(lds);
            i.src[0] = vaddr32(ctx, out, ptr);
            i.src[1] = data;
            i
        }
        other => return Err(format!("kcc cannot generate code for stores through {other} pointers yet")),
    };
    i.dst = Operand::NONE;
    out.push(i);
    Ok(())
}

/// `dst` takes `src`'s bits for the active lanes and keeps its own for the others.
pub fn merge_mask(ctx: &Ctx, out: &mut Out, dst: Operand, src: Operand) {
    if dst != src {
        let t = Operand::s(ctx.temps.s[2]);
        out.push(sop2(op::S_ANDN2_B64, dst, dst, Operand::EXEC));
        out.push(sop2(op::S_AND_B64, t, src, Operand::EXEC));
        out.push(sop2(op::S_OR_B64, dst, dst, t));
    }
}

/// Copies value `v` (of type `ty`) into `dst`, converting between SGPRs and VGPRs.
pub fn copy_value(ctx: &Ctx, out: &mut Out, dst: Loc, dst_bank: Bank, v: Value, ty: Type) -> Result<(), String> {
    let from = ctx.loc(v);
    if dst_bank == Bank::LaneMask {
        // Lane masks merge: only the active lanes' bits change, so a copy made in a loop keeps
        // every lane's bit from the last iteration it ran (temporal divergence). A uniform
        // boolean becomes all active lanes or none.
        let src = if ctx.f.value(v).bank == Bank::LaneMask { from.lo() } else { mask_of(ctx, out, v, ctx.temps.s[1]) };
        merge_mask(ctx, out, dst.lo(), src);
        return Ok(());
    }
    out.mov(dst.lo(), ctx.src(v));
    if dwords(ty) == 2 {
        out.mov(dst.hi(), ctx.src_hi(v));
    }
    Ok(())
}

/// A uniform 32-bit operand as a scalar source: a uniform value the vector unit computed is
/// read from its first active lane into SGPR `temp`.
fn scalar_src(ctx: &Ctx, out: &mut Out, v: Value, temp: u8) -> Operand {
    match ctx.loc(v) {
        Loc::Vgpr(n) => {
            out.mov(Operand::s(temp), Operand::v(n));
            Operand::s(temp)
        }
        _ => ctx.src(v),
    }
}

/// A 32-bit operand in a VGPR (copied into `temp` if it is not in one).
fn vgpr32(ctx: &Ctx, out: &mut Out, v: Value, temp: u8) -> Operand {
    match ctx.loc(v) {
        Loc::Vgpr(n) => Operand::v(n),
        _ => {
            out.mov(Operand::v(temp), ctx.src(v));
            Operand::v(temp)
        }
    }
}

fn atomic(ctx: &Ctx, out: &mut Out, a: AtomicOp, dst: Loc, ptr: Value, value: Value) -> Result<(), String> {
    let f = ctx.f;
    if dwords(f.ty(value)) != 1 || !f.ty(value).is_int() {
        return Err(format!("kcc cannot generate code for 'atomicrmw.{}' on {} values yet", a.name(), f.ty(value)));
    }
    let suffix = match a {
        AtomicOp::Add => "add",
        AtomicOp::Sub => "sub",
        AtomicOp::And => "and",
        AtomicOp::Or => "or",
        AtomicOp::Xor => "xor",
        AtomicOp::Max => "smax",
        AtomicOp::Min => "smin",
        AtomicOp::UMax => "umax",
        AtomicOp::UMin => "umin",
        AtomicOp::Xchg => "swap",
        AtomicOp::UIncWrap => "inc",
        AtomicOp::UDecWrap => "dec",
        _ => return Err(format!("kcc cannot generate code for 'atomicrmw.{}' yet", a.name())),
    };
    let data = vgpr32(ctx, out, value, ctx.temps.v[1]);
    // The old value is returned into a VGPR; a scalar result reads it back.
    let ret = match dst {
        Loc::Vgpr(_) => dst.lo(),
        _ => Operand::v(ctx.temps.v[1] + 1),
    };
    let mut i = match f.ty(ptr) {
        Type::Ptr(1) => {
            let o = Op::from_name(&format!("global_atomic_{suffix}")).ok_or("no global atomic")?;
            let mut i = Inst::new(o);
            i.src[0] = vaddr(ctx, out, ptr);
            i.m.glc = true;
            i
        }
        Type::Ptr(3) => {
            let name = match suffix {
                "smax" => "ds_max_rtn_i32".to_string(),
                "smin" => "ds_min_rtn_i32".to_string(),
                "umax" => "ds_max_rtn_u32".to_string(),
                "umin" => "ds_min_rtn_u32".to_string(),
                "swap" => "ds_wrxchg_rtn_b32".to_string(),
                "and" | "or" | "xor" => format!("ds_{suffix}_rtn_b32"),
                other => format!("ds_{other}_rtn_u32"),
            };
            let mut i = Inst::new(Op::from_name(&name).ok_or("no LDS atomic")?);
            i.src[0] = vaddr32(ctx, out, ptr);
            i
        }
        other => return Err(format!("kcc cannot generate code for atomics through {other} pointers yet")),
    };
    i.src[1] = data;
    i.dst = ret;
    out.push(i);
    if ret != dst.lo() {
        out.mov(dst.lo(), ret);
    }
    Ok(())
}

fn cmpxchg(ctx: &Ctx, out: &mut Out, d: &OpData, ptr: Value, expected: Value, new: Value) -> Result<(), String> {
    let f = ctx.f;
    if dwords(f.ty(expected)) != 1 {
        return Err("kcc cannot generate code for 64-bit cmpxchg yet".into());
    }
    let (old, ok) = (ctx.loc(d.results[0]), d.results[1]);
    let ret = match old {
        Loc::Vgpr(_) => old.lo(),
        _ => Operand::v(ctx.temps.v[1] + 1),
    };
    let t = ctx.temps.v[1];
    match f.ty(ptr) {
        Type::Ptr(1) => {
            // Data is the pair (new, expected).
            out.mov(Operand::v(t), ctx.src(new));
            let cmp = vgpr32(ctx, out, expected, ctx.temps.v[0] + 1);
            out.mov(Operand::v(t + 1), cmp);
            let mut i = Inst::new(op::GLOBAL_ATOMIC_CMPSWAP);
            i.src[0] = vaddr(ctx, out, ptr);
            i.src[1] = Operand::v(t);
            i.m.glc = true;
            i.dst = ret;
            out.push(i);
        }
        Type::Ptr(3) => {
            let mut i = Inst::new(op::DS_CMPST_RTN_B32);
            i.src[0] = vaddr32(ctx, out, ptr);
            i.src[1] = vgpr32(ctx, out, expected, t);
            i.src[2] = vgpr32(ctx, out, new, t + 1);
            i.dst = ret;
            out.push(i);
        }
        other => return Err(format!("kcc cannot generate code for cmpxchg through {other} pointers yet")),
    }
    if ret != old.lo() && old != Loc::None {
        out.mov(old.lo(), ret);
    }
    // Success: the old value equals the expected one.
    let okloc = ctx.loc(ok);
    if okloc != Loc::None {
        let mut reads = 0;
        let e = valu_src(out, ctx.src(expected), &mut reads, Operand::v(ctx.temps.v[0]));
        match f.value(ok).bank {
            Bank::LaneMask => out.push(vop(op::V_CMP_EQ_U32, okloc.lo(), &[e, ret])),
            _ => {
                out.push(vop(op::V_CMP_EQ_U32, Operand::s(ctx.temps.s[0]), &[e, ret]));
                out.push(sopc(op::S_CMP_LG_U64, Operand::s(ctx.temps.s[0]), Operand::int(0).expect("inline")));
                out.push(sop2(op::S_CSELECT_B32, okloc.lo(), Operand::int(1).expect("inline"), Operand::int(0).expect("inline")));
            }
        }
    }
    Ok(())
}

fn float_arith(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, operands: &[Value]) -> Result<(), String> {
    use Opcode::*;
    let bits = if ty == Type::F64 { 64 } else { 32 };
    let name = match opcode {
        FAdd => "add",
        FSub => "sub",
        FMul => "mul",
        MinNum => "min",
        MaxNum => "max",
        Fma => "fma",
        _ => unreachable!(),
    };
    let o = Op::from_name(&format!("v_{name}_f{bits}")).ok_or_else(|| format!("no v_{name}_f{bits}"))?;
    let mut reads = 0;
    let mut srcs = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        let s = if bits == 64 {
            vgpr_pair(ctx, out, v, &mut reads, ctx.temps.v[k.min(1)])
        } else {
            valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[k / 2] + (k % 2) as u8))
        };
        srcs.push(s);
    }
    // f64 sources beyond two share the temporaries: only fma has three.
    if bits == 64 && operands.len() == 3 && matches!(ctx.loc(operands[2]), Loc::Sgpr(_)) && reads > 0 {
        return Err("kcc cannot generate code for f64 fma with two scalar operands yet".into());
    }
    out.push(vop(o, dst.lo(), &srcs));
    Ok(())
}

fn float_compare(ctx: &Ctx, out: &mut Out, p: FloatPredicate, dst: Loc, bank: Bank, a: Value, b: Value) -> Result<(), String> {
    use FloatPredicate::*;
    let f = ctx.f;
    let bits = if f.ty(a) == Type::F64 { 64 } else { 32 };
    if !matches!(f.ty(a), Type::F32 | Type::F64) {
        return Err(format!("kcc cannot generate code for fcmp on {} yet", f.ty(a)));
    }
    let rel = match p {
        False => "f",
        Oeq => "eq",
        Ogt => "gt",
        Oge => "ge",
        Olt => "lt",
        Ole => "le",
        One => "lg",
        Ord => "o",
        Uno => "u",
        Ueq => "nlg",
        Ugt => "nle",
        Uge => "nlt",
        Ult => "nge",
        Ule => "ngt",
        Une => "neq",
        True => "tru",
    };
    let o = Op::from_name(&format!("v_cmp_{rel}_f{bits}")).ok_or("no float compare")?;
    let mut reads = 0;
    let (s0, s1) = if bits == 64 {
        (vgpr_pair(ctx, out, a, &mut reads, ctx.temps.v[0]), vgpr_pair(ctx, out, b, &mut reads, ctx.temps.v[1]))
    } else {
        (valu_src(out, ctx.src(a), &mut reads, Operand::v(ctx.temps.v[0])), valu_src(out, ctx.src(b), &mut reads, Operand::v(ctx.temps.v[1])))
    };
    match bank {
        Bank::LaneMask => out.push(vop(o, dst.lo(), &[s0, s1])),
        _ => {
            let t = Operand::s(ctx.temps.s[0]);
            out.push(vop(o, t, &[s0, s1]));
            out.push(sopc(op::S_CMP_LG_U64, t, Operand::int(0).expect("inline")));
            out.push(sop2(op::S_CSELECT_B32, dst.lo(), Operand::int(1).expect("inline"), Operand::int(0).expect("inline")));
        }
    }
    Ok(())
}

fn convert(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, ty: Type, v: Value) -> Result<(), String> {
    use Opcode::*;
    let from = ctx.f.ty(v);
    let name = match (opcode, from, ty) {
        (SIToFP, Type::I32, Type::F32) => "v_cvt_f32_i32",
        (UIToFP, Type::I32, Type::F32) => "v_cvt_f32_u32",
        (SIToFP, Type::I32, Type::F64) => "v_cvt_f64_i32",
        (UIToFP, Type::I32, Type::F64) => "v_cvt_f64_u32",
        (FPToSI, Type::F32, Type::I32) => "v_cvt_i32_f32",
        (FPToUI, Type::F32, Type::I32) => "v_cvt_u32_f32",
        (FPToSI, Type::F64, Type::I32) => "v_cvt_i32_f64",
        (FPToUI, Type::F64, Type::I32) => "v_cvt_u32_f64",
        (FPExt, Type::F32, Type::F64) => "v_cvt_f64_f32",
        (FPTrunc, Type::F64, Type::F32) => "v_cvt_f32_f64",
        (FPExt, Type::F16, Type::F32) => "v_cvt_f32_f16",
        (FPTrunc, Type::F32, Type::F16) => "v_cvt_f16_f32",
        _ => return Err(format!("kcc cannot generate code for '{opcode}' from {from} to {ty} yet")),
    };
    let o = Op::from_name(name).ok_or_else(|| format!("no {name}"))?;
    let mut reads = 0;
    let s = if dwords(from) == 2 { vgpr_pair(ctx, out, v, &mut reads, ctx.temps.v[0]) } else { valu_src(out, ctx.src(v), &mut reads, Operand::v(ctx.temps.v[0])) };
    if matches!(dst, Loc::Vgpr(_)) {
        out.push(vop(o, dst.lo(), &[s]));
    } else {
        // A uniform conversion result still comes from the VALU.
        let t = Operand::v(ctx.temps.v[1]);
        out.push(vop(o, t, &[s]));
        out.mov(dst.lo(), t);
        if dwords(ty) == 2 {
            out.mov(dst.hi(), Operand::v(ctx.temps.v[1] + 1));
        }
    }
    Ok(())
}

/// 32-bit division and remainder in the VALU, as LLVM expands them: a float reciprocal of the
/// divisor scaled to 2^32, refined by one Newton step, gives a quotient estimate that two
/// conditional corrections make exact. Signed forms divide the magnitudes and fix the signs.
fn divide(ctx: &Ctx, out: &mut Out, opcode: Opcode, dst: Loc, n: Value, d: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let (z, t, q, r) = (Operand::v(tv[0]), Operand::v(tv[0] + 1), Operand::v(tv[1]), Operand::v(tv[1] + 1));
    let (nn, dd) = (Operand::v(tv[2]), Operand::v(tv[2] + 1));
    let (sign_n, sign_q) = (Operand::v(tv[3]), Operand::v(tv[3] + 1));
    let m = Operand::s(ctx.temps.s[0]);
    let signed = matches!(opcode, Opcode::SDiv | Opcode::SRem);
    let int = |v: i32| Operand::int(v).expect("inline");
    out.mov(nn, ctx.src(n));
    out.mov(dd, ctx.src(d));
    if signed {
        // sign = x >> 31; |x| = (x + sign) ^ sign
        out.push(vop(op::V_ASHRREV_I32, sign_n, &[int(31), nn]));
        out.push(vop(op::V_ASHRREV_I32, t, &[int(31), dd]));
        out.push(vop(op::V_XOR_B32, sign_q, &[sign_n, t]));
        out.push(vop(op::V_ADD_U32, nn, &[nn, sign_n]));
        out.push(vop(op::V_XOR_B32, nn, &[nn, sign_n]));
        out.push(vop(op::V_ADD_U32, dd, &[dd, t]));
        out.push(vop(op::V_XOR_B32, dd, &[dd, t]));
    }
    out.push(vop(op::V_CVT_F32_U32, z, &[dd]));
    out.push(vop(op::V_RCP_IFLAG_F32, z, &[z]));
    let mut scale = Inst::new(op::V_MUL_F32);
    scale.dst = z;
    scale.src = [Operand::LITERAL, z, Operand::NONE];
    scale.lit = 0x4f7f_fffe; // 2^32 - 512, so the truncated product stays below 2^32 / d
    out.push(scale);
    out.push(vop(op::V_CVT_U32_F32, z, &[z]));
    out.push(vop(op::V_SUB_U32, t, &[int(0), dd]));
    out.push(vop(op::V_MUL_LO_U32, t, &[t, z]));
    out.push(vop(op::V_MUL_HI_U32, t, &[z, t]));
    out.push(vop(op::V_ADD_U32, z, &[z, t]));
    out.push(vop(op::V_MUL_HI_U32, q, &[nn, z]));
    out.push(vop(op::V_MUL_LO_U32, t, &[q, dd]));
    out.push(vop(op::V_SUB_U32, r, &[nn, t]));
    for _ in 0..2 {
        out.push(vop(op::V_CMP_GE_U32, m, &[r, dd]));
        out.push(vop(op::V_ADD_U32, t, &[int(1), q]));
        out.push(vop(op::V_CNDMASK_B32, q, &[q, t, m]));
        out.push(vop(op::V_SUB_U32, t, &[r, dd]));
        out.push(vop(op::V_CNDMASK_B32, r, &[r, t, m]));
    }
    let (result, sign) = match opcode {
        Opcode::UDiv => (q, None),
        Opcode::URem => (r, None),
        Opcode::SDiv => (q, Some(sign_q)),
        _ => (r, Some(sign_n)),
    };
    if let Some(sign) = sign {
        // (x ^ sign) - sign negates when the sign is -1.
        out.push(vop(op::V_XOR_B32, result, &[result, sign]));
        out.push(vop(op::V_SUB_U32, result, &[result, sign]));
    }
    out.mov(dst.lo(), result);
    Ok(())
}

/// Correctly rounded f32 division, as LLVM expands it: scale numerator and denominator into
/// range (`v_div_scale`), refine the reciprocal with FMAs, apply the scale with `v_div_fmas`
/// (which reads the scale flag from VCC) and fix up special cases with `v_div_fixup`.
fn fdiv32(ctx: &Ctx, out: &mut Out, dst: Loc, a: Value, b: Value) -> Result<(), String> {
    let tv = ctx.temps.v;
    let num = vgpr32(ctx, out, a, tv[0]);
    let den = vgpr32(ctx, out, b, tv[0] + 1);
    let (d, n, r, t, q) = (Operand::v(tv[1]), Operand::v(tv[1] + 1), Operand::v(tv[2]), Operand::v(tv[2] + 1), Operand::v(tv[3]));
    let one = Operand::float(1.0).expect("inline");
    let mut scale = |dst: Operand, flag: Operand, x: Operand| {
        let mut i = Inst::new(op::V_DIV_SCALE_F32);
        i.dst = dst;
        i.sdst = flag;
        i.src = [x, den, num];
        out.push(i);
    };
    scale(d, Operand::s(ctx.temps.s[0]), den);
    scale(n, Operand::VCC, num);
    out.push(vop(op::V_RCP_F32, r, &[d]));
    // fma with the first source negated: -d * x + y
    let neg_fma = |out: &mut Out, dst: Operand, x: Operand, y: Operand| {
        let mut i = vop(op::V_FMA_F32, dst, &[d, x, y]);
        i.m.neg = 1;
        out.push(i);
    };
    neg_fma(out, t, r, one);
    out.push(vop(op::V_FMA_F32, r, &[t, r, r]));
    out.push(vop(op::V_MUL_F32, q, &[n, r]));
    neg_fma(out, t, q, n);
    out.push(vop(op::V_FMA_F32, q, &[t, r, q]));
    neg_fma(out, t, q, n);
    out.push(vop(op::V_DIV_FMAS_F32, q, &[t, r, q]));
    let result = if matches!(dst, Loc::Vgpr(_)) { dst.lo() } else { t };
    out.push(vop(op::V_DIV_FIXUP_F32, result, &[q, den, num]));
    out.mov(dst.lo(), result);
    Ok(())
}
