//! Instruction selection for the first code generator: each generic op, with the banks its
//! values were given and the registers they live in, becomes a short sequence of gfx900
//! instructions. SGPR results use the scalar unit, VGPR results the vector unit, lane masks the
//! VALU compares. Anything not handled yet is a clear error naming the op.
//!
//! Every expansion reads only its op's operands, writes only its results (after the last read
//! of an operand, so a result may share registers with an operand) and uses [`Temps`] as
//! scratch; none branches. By kind: [`int`], [`mem`] (and [`flat`] for generic pointers),
//! [`float`], [`lanes`] (cross-lane ops).

pub mod asm;
mod buffer;
mod flat;
mod float;
pub mod image;
mod int;
mod lanes;
mod math;
mod mem;
mod memory_model;

use super::assign::{dwords, Loc};
use float::*;
use gfx9_isa::{op, Inst, Op, Operand};
use int::*;
use lanes::*;
use mem::*;
pub(crate) use mem::{argument_load, atomic_name, read2_offsets};
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

/// A symbol's address into the SGPR pair at `lo`, PC-relative as llc forms it: `s_getpc_b64`,
/// then the symbol's offset added by the literals of `s_add_u32`/`s_addc_u32`, relocated by
/// `kinds` (low, high; the addends count from the end of `s_getpc_b64`). Each instruction
/// comes with its literal's relocation.
pub fn pc_relative_address(
    lo: Operand,
    symbol: &str,
    kinds: [crate::codeobj::RelocKind; 2],
) -> Vec<(Inst, Option<crate::mc::LiteralReloc>)> {
    let hi = Operand(lo.0 + 1);
    let mut out = vec![(sop1(op::S_GETPC_B64, lo, Operand::NONE), None)];
    for (o, dst, kind, addend) in [(op::S_ADD_U32, lo, kinds[0], 4), (op::S_ADDC_U32, hi, kinds[1], 12)] {
        let mut i = sop2(o, dst, dst, Operand::LITERAL);
        i.lit = 0;
        let reloc = crate::mc::LiteralReloc {
            symbol: symbol.to_string(),
            kind,
            addend,
        };
        out.push((i, Some(reloc)));
    }
    out
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
    /// SGPR pair holding the dispatch ID, if enabled.
    pub dispatch_id: Option<u8>,
    /// Offset of the hidden arguments in the kernarg segment.
    pub implicit_offset: u32,
    /// First SGPR of the work-group ids x, y, z (those enabled).
    pub workgroup_id: [Option<u8>; 3],
    /// Offsets of the LDS globals the kernel uses.
    pub lds: &'a std::collections::HashMap<String, u32>,
    /// The static LDS size (`group.static.size`).
    pub lds_size: u32,
    /// The private segment, when the kernel has one.
    pub private: Option<Private<'a>>,
    /// The aligned SGPR quad buffer accesses copy their resource words to.
    pub rsrc_quad: Option<u8>,
}

/// Each lane's private memory: `alloca`s first, then spilled VGPRs. MUBUF accesses name the
/// segment's buffer resource, whose base the prologue moved to the wave's scratch, so their
/// `soffset` is 0 (as llc's).
#[derive(Clone, Copy, Debug)]
pub struct Private<'a> {
    /// First of the four SGPRs of the buffer resource.
    pub rsrc: u8,
    /// Offset of each `alloca`'s memory, by its result.
    pub allocas: &'a std::collections::HashMap<Value, u32>,
    /// Where the dynamic stack (`stack.base`) starts: past the allocas and the spill slots,
    /// so known only after register allocation (`stack.base` is selected after it).
    pub dynamic_base: u32,
    /// In a called function, the frame pointer (wave bytes) its allocas are offsets from;
    /// a private pointer is then that over 64 plus the offset (per-lane bytes from the
    /// wave's scratch base, as the calling convention has it).
    pub frame_pointer: Option<u8>,
}

impl Ctx<'_> {
    fn loc(&self, v: Value) -> Loc {
        self.loc[v.index()]
    }

    /// The constant a value is defined by, if any: a `const`, or the address of an LDS global
    /// when the layout put it at an inline constant (the first one is at 0), which its uses
    /// then read instead of the register its `global.addr` writes.
    fn constant(&self, v: Value) -> Option<u64> {
        let op = self.f.def_op(v)?;
        let d = self.f.op(op);
        match (d.opcode, d.attr("global")) {
            (Opcode::Const, _) => d.int_attr("value").map(|x| x as u64),
            (Opcode::GlobalAddr, Some(Attr::Str(name))) if self.f.ty(v) == Type::Ptr(3) => {
                self.lds.get(name).filter(|&&o| o <= 64).map(|&o| o as u64)
            }
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

/// Selects `op` (not a terminator), with what the memory model asks around an ordered or
/// volatile access or a fence ([`memory_model`]).
pub fn select(ctx: &Ctx, op: OpId, out: &mut Out) -> Result<(), String> {
    let start = out.insts.len();
    select_alone(ctx, op, out)?;
    memory_model::apply(ctx.f, ctx.f.op(op), out.insts, start);
    Ok(())
}

/// Selects `op` by itself.
fn select_alone(ctx: &Ctx, op: OpId, out: &mut Out) -> Result<(), String> {
    let f = ctx.f;
    let d = f.op(op);
    let res = d.results.first().copied();
    if let Opcode::InlineAsm(_) = d.opcode {
        return asm::inline_asm(ctx, op, out);
    }
    let operand = |k: usize| d.operands[k];
    let unsupported = || {
        let ty = res
            .or(d.operands.first().copied())
            .map_or(String::new(), |v| format!(" on {} values", f.ty(v)));
        Err(format!("kcc cannot generate code for '{}'{ty} yet", d.opcode))
    };
    if d.opcode == Opcode::Image {
        return image::image(ctx, out, d);
    }
    if matches!(d.opcode, Opcode::BufferLoadFormat | Opcode::BufferStoreFormat) {
        return buffer::format_access(ctx, out, d);
    }
    let Some(r) = res else {
        return match d.opcode {
            Opcode::Store => store(ctx, out, operand(0), Address::of(d)),
            Opcode::BufferStore => buffer::buffer_access(ctx, out, d, None),
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
        // Inline constants (LDS address 0 too), and kernarg pointers only scalar loads read,
        // have no register (see `is_inline_constant`, `lds_address_zero`,
        // `kernarg_pointers_read_in_place`).
        Const | KernargPtr | GlobalAddr if dst == Loc::None => Ok(()),
        GroupStaticSize => {
            if dst.lo().is_vgpr() {
                out.v_mov_imm(dst.lo(), ctx.lds_size)
            } else {
                out.s_mov_imm(dst.lo(), ctx.lds_size)
            }
            Ok(())
        }
        Const => {
            let value = d.int_attr("value").unwrap_or(0) as u64;
            if bank == Bank::LaneMask {
                // A constant boolean as a lane mask: all lanes or none.
                let src = if value & 1 != 0 {
                    Operand::EXEC
                } else {
                    Operand::int(0).expect("inline")
                };
                out.push(sop1(op::S_MOV_B64, dst.lo(), src));
                return Ok(());
            }
            let put = |out: &mut Out, o: Operand, v: u32| {
                if o.is_vgpr() {
                    out.v_mov_imm(o, v)
                } else {
                    out.s_mov_imm(o, v)
                }
            };
            put(out, dst.lo(), value as u32);
            if dwords(ty) == 2 {
                put(out, dst.hi(), (value >> 32) as u32);
            }
            Ok(())
        }
        Copy | PtrToInt | IntToPtr | Bitcast => copy_value(ctx, out, dst, bank, operand(0), ty),
        ReadFirstLane => read_first_lane(ctx, out, dst, ty, operand(0)),
        AddrSpaceCast if ty.bits() == f.ty(operand(0)).bits() => copy_value(ctx, out, dst, bank, operand(0), ty),
        AddrSpaceCast => flat::cast(ctx, out, dst, bank, operand(0), ty),
        And | Or | Xor if bank == Bank::LaneMask => {
            let o = match d.opcode {
                And => op::S_AND_B64,
                Or => op::S_OR_B64,
                _ => op::S_XOR_B64,
            };
            let x = scalar_mask_of(ctx, out, operand(0), ctx.temps.s[1]);
            let y = scalar_mask_of(ctx, out, operand(1), ctx.temps.s[2]);
            out.push(sop2(o, dst.lo(), x, y));
            Ok(())
        }
        UMin | UMax | SMin | SMax if ty == Type::I64 => min_max64(ctx, out, d.opcode, dst, operand(0), operand(1)),
        Add | Sub | Mul | And | Or | Xor | Shl | LShr | AShr | UMin | UMax | SMin | SMax
            if ty.is_int() || ty.is_ptr() =>
        {
            binary(ctx, out, d.opcode, dst, ty, operand(0), operand(1))
        }
        PtrAdd => binary(ctx, out, Add, dst, ty, operand(0), operand(1)),
        o if o.is_fused_int() => fused(ctx, out, o, dst, &d.operands),
        MulWideU | MadWideU => mul_wide(ctx, out, dst, &d.operands),
        MulWideS => mul_wide_s(ctx, out, dst, operand(0), operand(1)),
        MulHiU | MulHiS if ty == Type::I32 => mul_hi(ctx, out, d.opcode == MulHiS, dst, operand(0), operand(1)),
        SExtShl => sext_shl(ctx, out, dst, operand(0), operand(1)),
        AddZExt => add_zext(ctx, out, dst, operand(0), operand(1)),
        ExtractLo | ExtractHi => extract_half(ctx, out, dst, operand(0), d.opcode == ExtractHi),
        BuildPair => build_pair(ctx, out, dst, operand(0), operand(1)),
        MulHiU | MulHiS if ty == Type::I64 => mul_hi64_op(ctx, out, d.opcode == MulHiS, dst, operand(0), operand(1)),
        Icmp(p) => compare(ctx, out, p, dst, bank, operand(0), operand(1)),
        Select => select_op(ctx, out, dst, bank, ty, operand(0), operand(1), operand(2)),
        ZExt | SExt => extend(ctx, out, d.opcode == SExt, dst, bank, ty, operand(0)),
        Trunc => truncate(ctx, out, dst, bank, ty, operand(0)),
        Load => load(ctx, out, dst, bank, ty, Address::of(d)),
        BufferLoad => buffer::buffer_access(ctx, out, d, Some(dst)),
        BufferAtomic(_) | BufferCmpSwap => buffer::buffer_atomic(ctx, out, d, dst),
        Alloca | StackBase => {
            let offset = ctx
                .private
                .and_then(|p| {
                    if d.opcode == StackBase {
                        Some(p.dynamic_base)
                    } else {
                        p.allocas.get(&r).copied()
                    }
                })
                .ok_or("alloca outside the private segment")?;
            if let Some(fp) = ctx.private.and_then(|p| p.frame_pointer) {
                // The frame pointer over 64 (per-lane bytes), plus the offset.
                if dst.lo().is_vgpr() {
                    out.push(vop(
                        op::V_LSHRREV_B32,
                        dst.lo(),
                        &[Operand::int(6).expect("inline"), Operand::s(fp)],
                    ));
                    let mut add = Inst::new(op::V_ADD_U32);
                    add.dst = dst.lo();
                    add.src[0] = Operand::LITERAL;
                    add.lit = offset;
                    add.src[1] = dst.lo();
                    out.push(add);
                } else {
                    out.push(sop2(
                        op::S_LSHR_B32,
                        dst.lo(),
                        Operand::s(fp),
                        Operand::int(6).expect("inline"),
                    ));
                    let mut add = sop2(op::S_ADD_U32, dst.lo(), dst.lo(), Operand::LITERAL);
                    add.lit = offset;
                    out.push(add);
                }
                return Ok(());
            }
            if dst.lo().is_vgpr() {
                out.v_mov_imm(dst.lo(), offset)
            } else {
                out.s_mov_imm(dst.lo(), offset)
            }
            Ok(())
        }
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
        DispatchId => match ctx.dispatch_id {
            Some(p) => copy_pair(out, dst, Operand::s(p), Operand::s(p + 1)),
            None => Err("dispatch id not enabled".into()),
        },
        ImplicitargPtr => {
            // Computed in SGPRs: in place, or in scratch ones when it lives in VGPRs.
            let (lo, hi) = match dst {
                Loc::Sgpr(_) => (dst.lo(), dst.hi()),
                _ => (Operand::s(ctx.temps.s[0]), Operand::s(ctx.temps.s[0] + 1)),
            };
            let mut add = sop2(op::S_ADD_U32, lo, Operand::s(ctx.kernarg), Operand::NONE);
            imm(&mut add, 1, ctx.implicit_offset);
            out.push(add);
            out.push(sop2(
                op::S_ADDC_U32,
                hi,
                Operand::s(ctx.kernarg + 1),
                Operand::int(0).expect("inline"),
            ));
            copy_pair(out, dst, lo, hi)
        }
        GlobalAddr => {
            let Some(Attr::Str(name)) = d.attr("global") else {
                return unsupported();
            };
            match (ty, ctx.lds.get(name)) {
                (Type::Ptr(3), Some(&offset)) => {
                    if dst.lo().is_vgpr() {
                        out.v_mov_imm(dst.lo(), offset)
                    } else {
                        out.s_mov_imm(dst.lo(), offset)
                    }
                    Ok(())
                }
                _ => unsupported(),
            }
        }
        AtomicRmw(a) => atomic(ctx, out, a, dst, Address::of(d), operand(1)),
        CmpXchg => cmpxchg(ctx, out, d, operand(1), operand(2)),
        UDiv | URem | SDiv | SRem if ty == Type::I32 => divide(ctx, out, d.opcode, dst, operand(0), operand(1)),
        UDiv | URem | SDiv | SRem if ty == Type::I64 => divide64(ctx, out, d.opcode, dst, operand(0), operand(1)),
        Ctpop | Ctlz | Cttz if ty == Type::I64 => count64(ctx, out, d.opcode, dst, operand(0)),
        Abs if ty == Type::I64 => abs64(ctx, out, dst, operand(0)),
        Bswap if matches!(ty, Type::I32 | Type::I64) => bswap(ctx, out, dst, ty, operand(0)),
        BitReverse if ty == Type::I32 => {
            if bank == Bank::Sgpr {
                out.push(sop1(op::S_BREV_B32, dst.lo(), ctx.src(operand(0))));
            } else {
                let mut reads = 0;
                let x = valu_src(out, ctx.src(operand(0)), &mut reads, Operand::v(ctx.temps.v[0]));
                out.push(vop(op::V_BFREV_B32, dst.lo(), &[x]));
            }
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
        FDiv if ty == Type::F32 && allowed_ulps(d) >= 2.5 => fdiv32_fast(ctx, out, dst, operand(0), operand(1)),
        FDiv if ty == Type::F32 => fdiv32(ctx, out, dst, operand(0), operand(1)),
        FDiv if ty == Type::F64 => fdiv64(ctx, out, dst, operand(0), operand(1)),
        Sqrt if ty == Type::F32 => sqrt32(ctx, out, dst, operand(0), allowed_ulps(d) >= 1.0),
        Sqrt if ty == Type::F64 => sqrt64(ctx, out, dst, operand(0)),
        FAdd | FSub | FMul | MinNum | MaxNum | Fma if ty.is_float() => {
            float_arith(ctx, out, d.opcode, dst, ty, &d.operands)
        }
        Sqrt if ty == Type::F16 => sqrt16(ctx, out, dst, operand(0)),
        FFloor | FCeil | FTrunc | FRoundEven if ty.is_float() => round(ctx, out, d.opcode, dst, ty, operand(0)),
        Rcp | Rsq | Fract => math::unary(ctx, out, d.opcode, dst, ty, operand(0)),
        Exp2 if ty == Type::F32 && d.attr("unscaled").is_none() => math::exp2_f32(ctx, out, dst, operand(0)),
        Log2 if ty == Type::F32 && d.attr("unscaled").is_none() => math::log2_f32(ctx, out, dst, operand(0)),
        Exp2 | Log2 | SinRev | CosRev => math::unary(ctx, out, d.opcode, dst, ty, operand(0)),
        FClass => math::class(ctx, out, dst, bank, operand(0), operand(1)),
        FMed3 => math::med3(ctx, out, dst, ty, &d.operands),
        TrigPreop => math::trig_preop(ctx, out, dst, operand(0), operand(1)),
        FrexpMant | FrexpExp | Ldexp => frexp_ldexp(ctx, out, d.opcode, dst, operand(0), d.operands.get(1).copied()),
        FNeg | FAbs if ty.is_float() => {
            // Sign-bit operations on the high dword; the low dword of a double is copied.
            let sign = if ty == Type::F16 { 0x8000 } else { 0x8000_0000 };
            let (o, mask) = if d.opcode == FNeg {
                (op::V_XOR_B32, sign)
            } else {
                (op::V_AND_B32, !sign)
            };
            let x = operand(0);
            let (d_hi, x_hi) = if ty == Type::F64 {
                (dst.hi(), ctx.src_hi(x))
            } else {
                (dst.lo(), ctx.src(x))
            };
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
        SIToFP | UIToFP | FPToSI | FPToUI | FPExt | FPTrunc => convert(ctx, out, d.opcode, dst, ty, operand(0)),
        MbcntLo | MbcntHi => mbcnt(ctx, out, d.opcode, dst, operand(0), operand(1)),
        DsBpermute | DsPermute => permute(ctx, out, d.opcode, dst, operand(0), operand(1)),
        ReadLane if dwords(ty) == 1 => read_lane(ctx, out, dst, operand(0), operand(1)),
        WriteLane if dwords(ty) == 1 => write_lane(ctx, out, dst, operand(0), operand(1), operand(2)),
        IcmpMask(_) | FcmpMask(_) => compare_mask(ctx, out, d.opcode, dst, ty, operand(0), operand(1)),
        Ballot => ballot(ctx, out, dst, ty, operand(0)),
        DsSwizzle => swizzle(ctx, out, d, dst, operand(0)),
        WaveReduce(r) => wave_reduce(ctx, out, r, dst, ty, operand(0)),
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

/// Where a VALU result is computed: its own VGPRs, or `temp` to be read back into SGPRs.
fn result_reg(dst: Loc, temp: u8) -> Operand {
    match dst {
        Loc::Vgpr(_) => dst.lo(),
        _ => Operand::v(temp),
    }
}

/// Copies a result computed in `at` (one or two dwords) into `dst` if it is elsewhere.
fn put_result(out: &mut Out, dst: Loc, at: Operand, wide: bool) {
    if at != dst.lo() {
        out.mov(dst.lo(), at);
        if wide {
            out.mov(dst.hi(), Operand::v(at.vgpr() + 1));
        }
    }
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

/// A lane mask for condition `c` as a scalar source: a constant boolean is EXEC or 0 itself
/// (no compare and select to build it); anything else is [`mask_of`]'s.
fn scalar_mask_of(ctx: &Ctx, out: &mut Out, c: Value, temp: u8) -> Operand {
    match ctx.constant(c) {
        Some(k) if ctx.f.value(c).bank != Bank::LaneMask => {
            if k & 1 != 0 {
                Operand::EXEC
            } else {
                Operand::int(0).expect("inline")
            }
        }
        _ => mask_of(ctx, out, c, temp),
    }
}

/// A lane mask for condition `c`: its own mask, or all active lanes / none for a uniform 0/1.
fn mask_of(ctx: &Ctx, out: &mut Out, c: Value, temp: u8) -> Operand {
    match ctx.f.value(c).bank {
        Bank::LaneMask => ctx.loc(c).lo(),
        _ => {
            out.push(sopc(op::S_CMP_LG_U32, ctx.src(c), Operand::int(0).expect("inline")));
            out.push(sop2(
                op::S_CSELECT_B64,
                Operand::s(temp),
                Operand::EXEC,
                Operand::int(0).expect("inline"),
            ));
            Operand::s(temp)
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn select_op(
    ctx: &Ctx,
    out: &mut Out,
    dst: Loc,
    bank: Bank,
    ty: Type,
    c: Value,
    a: Value,
    b: Value,
) -> Result<(), String> {
    let f = ctx.f;
    let (tv, ts) = (ctx.temps.v, ctx.temps.s);
    match bank {
        Bank::LaneMask => {
            // (c & a) | (b & ~c), with uniform booleans turned into masks first.
            let m = scalar_mask_of(ctx, out, c, ts[0]);
            let ma = scalar_mask_of(ctx, out, a, ts[1]);
            out.push(sop2(op::S_AND_B64, Operand::s(ts[1]), m, ma));
            let mb = scalar_mask_of(ctx, out, b, ts[2]);
            out.push(sop2(op::S_ANDN2_B64, Operand::s(ts[2]), mb, m));
            out.push(sop2(op::S_OR_B64, dst.lo(), Operand::s(ts[1]), Operand::s(ts[2])));
        }
        Bank::Vgpr => {
            let m = mask_of(ctx, out, c, ts[0]);
            let halves: &[(Operand, Operand, Operand)] = &[
                (dst.lo(), ctx.src(b), ctx.src(a)),
                (dst.hi(), ctx.src_hi(b), ctx.src_hi(a)),
            ];
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

/// `dst` takes `src`'s bits for the active lanes and keeps its own for the others (a constant
/// `src`, 0 or EXEC, clears or sets them in one instruction; a `src` with no bits outside
/// EXEC, `within`, needs no AND with it).
pub fn merge_mask(ctx: &Ctx, out: &mut Out, dst: Operand, src: Operand, within: bool) {
    let zero = Operand::int(0).expect("inline");
    if src == zero {
        out.push(sop2(op::S_ANDN2_B64, dst, dst, Operand::EXEC));
    } else if src == Operand::EXEC {
        out.push(sop2(op::S_OR_B64, dst, dst, Operand::EXEC));
    } else if within && dst != src {
        out.push(sop2(op::S_ANDN2_B64, dst, dst, Operand::EXEC));
        out.push(sop2(op::S_OR_B64, dst, dst, src));
    } else if dst != src {
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
        // (A uniform boolean's mask is EXEC or 0, within EXEC.)
        let uniform = ctx.f.value(v).bank != Bank::LaneMask;
        let src = if uniform {
            scalar_mask_of(ctx, out, v, ctx.temps.s[1])
        } else {
            from.lo()
        };
        merge_mask(ctx, out, dst.lo(), src, uniform);
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
