//! The generic op set: what the frontend emits and instruction selection consumes.
//!
//! An opcode's static parameters (a compare predicate, a dimension, an atomic operation) are
//! part of its name (`icmp.slt`, `workitem.id.x`, `atomicrmw.add`), so every op is named by
//! one word in MIR text. Values that vary per op (constants, alignments, switch cases) are
//! attributes.

use std::fmt;

/// Integer comparison predicates (LLVM's `icmp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// Float comparison predicates (LLVM's `fcmp`), ordered and unordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Uno,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    True,
}

/// Read-modify-write operations of `atomicrmw`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AtomicOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
    USubCond,
    USubSat,
    /// IEEE 754-2019 maximum and minimum (NaN if either is NaN; -0 < +0).
    FMaximum,
    FMinimum,
}

/// Operations of `llvm.amdgcn.wave.reduce.*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    Min,
    Max,
    UMin,
    UMax,
    /// Floating point (f32), folded in lane order as LLVM defines them.
    FAdd,
    FSub,
    FMin,
    FMax,
}

impl ReduceOp {
    pub fn is_float(self) -> bool {
        matches!(self, ReduceOp::FAdd | ReduceOp::FSub | ReduceOp::FMin | ReduceOp::FMax)
    }
}

/// A grid dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    X,
    Y,
    Z,
}

/// How an op's result relates to the uniformity of its inputs (seed 000's divergence rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Divergence {
    /// Divergent if any operand is divergent (or if it is defined in a block whose execution
    /// is divergent and it is used outside — handled by the analysis).
    Propagates,
    /// Always divergent: a source of divergence (work-item ids, atomics, calls).
    Source,
    /// Always uniform whatever its inputs (readfirstlane, ballot, work-group ids).
    AlwaysUniform,
}

macro_rules! name_table {
    ($ty:ident { $($variant:ident => $name:literal),* $(,)? }) => {
        impl $ty {
            pub const ALL: &'static [$ty] = &[$($ty::$variant),*];
            pub fn name(self) -> &'static str {
                match self { $($ty::$variant => $name),* }
            }
            pub fn parse(s: &str) -> Option<$ty> {
                match s { $($name => Some($ty::$variant),)* _ => None }
            }
        }
    };
}

name_table!(IntPredicate {
    Eq => "eq", Ne => "ne", Ugt => "ugt", Uge => "uge", Ult => "ult", Ule => "ule",
    Sgt => "sgt", Sge => "sge", Slt => "slt", Sle => "sle",
});
name_table!(FloatPredicate {
    False => "false", Oeq => "oeq", Ogt => "ogt", Oge => "oge", Olt => "olt", Ole => "ole",
    One => "one", Ord => "ord", Uno => "uno", Ueq => "ueq", Ugt => "ugt", Uge => "uge",
    Ult => "ult", Ule => "ule", Une => "une", True => "true",
});
name_table!(AtomicOp {
    Xchg => "xchg", Add => "add", Sub => "sub", And => "and", Nand => "nand", Or => "or",
    Xor => "xor", Max => "max", Min => "min", UMax => "umax", UMin => "umin", FAdd => "fadd",
    FSub => "fsub", FMax => "fmax", FMin => "fmin", UIncWrap => "uinc_wrap",
    UDecWrap => "udec_wrap", USubCond => "usub_cond", USubSat => "usub_sat",
    FMaximum => "fmaximum", FMinimum => "fminimum",
});
name_table!(ReduceOp {
    Add => "add", Sub => "sub", And => "and", Or => "or", Xor => "xor", Min => "min",
    Max => "max", UMin => "umin", UMax => "umax", FAdd => "fadd", FSub => "fsub", FMin => "fmin",
    FMax => "fmax",
});
name_table!(Dim { X => "x", Y => "y", Z => "z" });

impl AtomicOp {
    /// Operations on floats (the others but `xchg`, which takes any value, on integers).
    pub fn is_float(self) -> bool {
        use AtomicOp::*;
        matches!(self, FAdd | FSub | FMax | FMin | FMaximum | FMinimum)
    }
}

impl Dim {
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Generic MIR opcodes. See `Opcode::name` for the spelling of each in MIR text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opcode {
    // Values without inputs.
    /// A constant; attribute `value` holds the bits (integers zero-extended, floats as IEEE bits).
    Const,
    /// `undef`/`poison`: any value of the result type.
    Undef,
    /// A plain copy (also what `freeze` becomes: kcc's values are never poison at run time).
    Copy,

    // Integer arithmetic (operands and result of one type).
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    UMin,
    UMax,
    SMin,
    SMax,
    Abs,
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    /// `bitreverse x` (i32): the bits in reverse order (`v_bfrev_b32`, `s_brev_b32`); other
    /// widths are built from it by the frontend.
    BitReverse,

    // Fused 32-bit integer ops, one gfx900 VALU instruction each (made by the backend's `fuse`
    // pass after bank selection). Shift amounts, offsets and widths are taken mod 32, as the
    // hardware does. The result is i32 or a 32-bit pointer; each operand is i32 or the
    // result's type (LDS and private addresses are 32-bit sums).
    /// `add3 a, b, c`: `a + b + c` (`v_add3_u32`).
    Add3,
    /// `lshl.add a, s, c`: `(a << s) + c` (`v_lshl_add_u32`).
    LShlAdd,
    /// `add.lshl a, b, s`: `(a + b) << s` (`v_add_lshl_u32`).
    AddLShl,
    /// `lshl.or a, s, c`: `(a << s) | c` (`v_lshl_or_b32`).
    LShlOr,
    /// `and.or a, b, c`: `(a & b) | c` (`v_and_or_b32`).
    AndOr,
    /// `or3 a, b, c`: `a | b | c` (`v_or3_b32`).
    Or3,
    /// `mad.u24 a, b, c`: the low 24 bits of `a` times those of `b`, plus `c`
    /// (`v_mad_u32_u24`).
    MadU24,
    /// `bfe.u a, offset, width`: `(a >> offset) & (2^width - 1)` (`v_bfe_u32`).
    BfeU,
    /// `alignbit a, b, s`: the low 32 bits of the 64-bit `a:b` shifted right by `s`
    /// (`v_alignbit_b32`): funnel shifts and rotates by a constant.
    AlignBit,
    /// `mul.wide.u a, b` (i32 operands, i64 result): the full product `zext a * zext b`
    /// (`s_mul_i32` and `s_mul_hi_u32`, or one `v_mad_u64_u32`).
    MulWideU,
    /// `mul.wide.s a, b` (i32 operands, i64 result): the full product `sext a * sext b`
    /// (`s_mul_i32` and `s_mul_hi_i32`, or one `v_mad_i64_i32`).
    MulWideS,
    /// `mad.wide.u a, b, c` (i32 `a` and `b`; `c` and the result an i64 or a 64-bit pointer):
    /// `zext a * zext b + c` (`v_mad_u64_u32`). With an i64 `a`: `a * zext b + c` (the same
    /// plus `a`'s high half times `b` in the high dword).
    MadWideU,
    /// `mad.wide.s a, b, c` (i32 `a` and `b`; `c` and the result an i64 or a 64-bit pointer):
    /// `sext a * sext b + c` (`v_mad_i64_i32`): a signed index scaled and added to a 64-bit
    /// address in one instruction (made by `fuse`, for VGPR results only).
    MadWideS,
    /// `mulhi.u a, b` / `mulhi.s a, b` (i32 or i64): the high half of the double-width
    /// product of unsigned / signed `a` and `b` (`s_mul_hi_u32`/`_i32`, `v_mul_hi_u32`/`_i32`;
    /// i64 from 32-bit partial products). Made by `combine` for division by constants.
    MulHiU,
    MulHiS,
    /// `sext.shl a, k` (i32 `a`, constant i32 `k` in 1..32, i64 result): `sext a << k`, the
    /// scaled 64-bit index of an address, two 32-bit shifts (made by `fuse`).
    SExtShl,
    /// `add.zext b, a` (`b` an i64 or 64-bit pointer, `a` an i32; the result `b`'s type):
    /// `b + zext a`, the extension's zero high dword an inline constant (made by `fuse`).
    AddZExt,

    // Halves of 64-bit values (made by the backend's `merge-memory` pass around merged
    // accesses): bit reinterpretations, no arithmetic.
    /// `extract.lo x` / `extract.hi x` (`x` 64 bits, a 32-bit result of any type): the low or
    /// high dword of `x`'s bits.
    ExtractLo,
    ExtractHi,
    /// `build.pair lo, hi` (two 32-bit values of any type, an s64 result): `lo` in the low
    /// dword and `hi` in the high one.
    BuildPair,

    // Float arithmetic.
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
    FNeg,
    Fma,
    Sqrt,
    FAbs,
    /// Rounding to an integral value: down, up, toward zero, to nearest (ties to even; what
    /// `llvm.rint`, `llvm.nearbyint` and `llvm.roundeven` do in the default environment).
    FFloor,
    FCeil,
    FTrunc,
    FRoundEven,
    MinNum,
    MaxNum,
    /// `frexp.mant x`: the significand of `x` in [0.5, 1) with `x`'s sign; `frexp.exp x`: the
    /// exponent (i32) that scales it back. Zeros, infinities and NaNs are their own
    /// significand, with exponent 0 (as gfx900's `v_frexp_*`).
    FrexpMant,
    FrexpExp,
    /// `ldexp x, n`: `x * 2^n` (n an i32), rounded once.
    Ldexp,
    /// `rcp x`, `rsq x`: the hardware's reciprocal and reciprocal square root (1 ulp;
    /// `llvm.amdgcn.rcp`, `llvm.amdgcn.rsq`).
    Rcp,
    Rsq,
    /// `fract x`: `x - floor(x)`, at most the largest value below 1.0; NaN for infinities
    /// (`llvm.amdgcn.fract`).
    Fract,
    /// `fclass x, mask` (i1): whether `x` is in a class the i32 mask names. The bits are those
    /// of `llvm.is.fpclass` and `v_cmp_class`: signalling NaN, quiet NaN, -inf, -normal,
    /// -subnormal, -0, +0, +subnormal, +normal, +inf.
    FClass,
    /// `exp2 x`, `log2 x`: `llvm.exp2` and `llvm.log2` (1 ulp on f32, as `v_exp_f32` and
    /// `v_log_f32` give them with denormals scaled).
    Exp2,
    Log2,
    /// `fmed3 a, b, c`: the median of three (`llvm.amdgcn.fmed3`).
    FMed3,
    /// `trig.preop x, n` (f64): 53 bits of 2/pi, from bit `n * 53` plus a shift that grows with
    /// `x`'s exponent, scaled to follow them (`llvm.amdgcn.trig.preop`, `v_trig_preop_f64`).
    TrigPreop,
    /// `sin.rev x`, `cos.rev x`: sin(2πx) and cos(2πx), x in revolutions, as gfx900's
    /// `v_sin`/`v_cos` compute them (`llvm.sin`/`llvm.cos` scale by 1/2π first).
    SinRev,
    CosRev,

    // Comparisons and selection.
    Icmp(IntPredicate),
    Fcmp(FloatPredicate),
    /// `select cond, a, b`.
    Select,

    // Conversions.
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    IntToPtr,
    Bitcast,
    AddrSpaceCast,

    // Addresses and memory.
    /// `ptradd ptr, offset`: pointer plus a byte offset of the pointer's width.
    PtrAdd,
    /// `load ptr` (attributes `align`, optional `volatile`).
    ///
    /// Memory ops may also carry the backend's addressing modes (`fold-addresses`; generic MIR
    /// has neither): an `offset` attribute and an i32 offset operand after their usual operands
    /// ([`Opcode::address_operands`]); they access `ptr + zext(offset operand) + offset`.
    Load,
    /// `store value, ptr`.
    Store,
    /// `atomicrmw.OP ptr, value` returns the old value.
    AtomicRmw(AtomicOp),
    /// `cmpxchg ptr, expected, new` returns (old value, success flag).
    CmpXchg,
    /// `buffer.load r0, r1, r2, r3, vindex, voffset, soffset`: one value (8 to 32 bits) from
    /// the buffer the resource words r0..r3 describe, at byte `voffset + soffset + offset`
    /// (attribute), plus `vindex` times the stride with attribute `idxen` (a structured
    /// buffer); out of the buffer's range it reads 0. Attributes `glc`, `slc`, `volatile`.
    BufferLoad,
    /// `buffer.store r0, r1, r2, r3, vindex, voffset, soffset, value`: as `buffer.load`; a
    /// store out of range does nothing.
    BufferStore,
    /// `buffer.load.format r0, r1, r2, r3, vindex, voffset, soffset`: a typed load of one to
    /// four 32-bit components (one result each) of the element at `buffer.load`'s address,
    /// converted by a data and number format: the `format` attribute (MTBUF's
    /// `dfmt | nfmt << 4`, `tbuffer.load`) or, without it, the resource's (word 3).
    BufferLoadFormat,
    /// `buffer.store.format r0, r1, r2, r3, vindex, voffset, soffset, x[, y, z, w]`: the typed
    /// store of `buffer.load.format`'s components.
    BufferStoreFormat,
    /// `buffer.atomic.OP r0, r1, r2, r3, vindex, voffset, soffset, value`: the read-modify-write
    /// atomic of `atomicrmw.OP` (i32, i64) on a buffer, returning the old value (0 out of
    /// range, where nothing is written).
    BufferAtomic(AtomicOp),
    /// `buffer.cmpswap r0, r1, r2, r3, vindex, voffset, soffset, new, expected` (i32 or i64): the old
    /// value; `new` is written where it equals `expected`.
    BufferCmpSwap,
    /// `image T0..T7, [S0..S3,] a0.., d0..`: one MIMG instruction (attribute `inst`, its
    /// mnemonic: `image_load`, `image_store_mip`, `image_atomic_add`, ...) on the image whose
    /// resource (T#) is the first eight operands; sampling ones take a sampler (S#, attribute
    /// `sampler`) in the next four; then the `addr` (attribute) address dwords in the
    /// instruction's vaddr order, then the data dwords (stores, atomics). Results are the
    /// dwords the instruction returns (i32 or f32 each). Attributes `dmask` and the flags
    /// `unorm`, `glc`, `slc`, `da`, `d16`; `divergence` = `source` for atomics, which the
    /// intrinsic table decides. Kept in order with every other memory operation.
    Image,
    /// A private stack object (attributes `size`, `align`); result is a `p5` pointer.
    Alloca,
    /// `alloca.dyn bytes`: a private object of a size known at run time (i32 operand, attribute
    /// `align`), from the dynamic stack; `dynamic-alloca` rewrites it with the stack pointer.
    AllocaDyn,
    /// `stacksave`: the dynamic stack pointer (`llvm.stacksave`), a `p5` pointer.
    StackSave,
    /// `stackrestore ptr`: frees what the dynamic stack allocated since `ptr` was saved.
    StackRestore,
    /// Where each lane's dynamic stack starts: past the static frame and the spill slots
    /// (the code generator knows the offset).
    StackBase,
    /// The address of a module global (attribute `global = Str(name)`).
    GlobalAddr,
    Fence,

    // Kernel inputs and GPU operations.
    WorkitemId(Dim),
    WorkgroupId(Dim),
    KernargPtr,
    ImplicitargPtr,
    DispatchPtr,
    /// `llvm.amdgcn.dispatch.id`: the dispatch's 64-bit ID (its packet's index in the queue),
    /// from the dispatch-id user SGPRs.
    DispatchId,
    /// The kernel's static LDS size in bytes (`llvm.amdgcn.groupstaticsize`), known once the
    /// code generator has laid out LDS.
    GroupStaticSize,
    Barrier,
    ReadFirstLane,
    /// `readlane value, lane`.
    ReadLane,
    /// `writelane value, lane, old`.
    WriteLane,
    /// `ballot cond`: the lane mask of active lanes where `cond` holds (s32 or s64).
    Ballot,
    /// `ds.bpermute byte_index, value`: each lane reads `value` from lane `index / 4`.
    DsBpermute,
    /// `ds.permute byte_index, value`: each lane writes `value` to lane `index / 4`.
    DsPermute,
    /// `ds.swizzle value` (attribute `pattern`).
    DsSwizzle,
    /// `icmp.mask.PRED a, b`: the lane mask of active lanes where the compare holds.
    IcmpMask(IntPredicate),
    FcmpMask(FloatPredicate),
    /// `wave.reduce.OP value`: the reduction over active lanes, uniform.
    WaveReduce(ReduceOp),
    /// `mbcnt.lo mask, acc` / `mbcnt.hi mask, acc`: count of set mask bits below this lane.
    MbcntLo,
    MbcntHi,

    // Convergence control tokens.
    ConvergenceEntry,
    ConvergenceAnchor,
    /// `convergence.loop parent`: the loop heart.
    ConvergenceLoop,

    /// An operation kcc only analyses (attribute `callee` names the IR intrinsic or function;
    /// attribute `divergence` = `source`, `uniform` or `propagates`). Produced for
    /// `--print-uniformity` of IR kcc cannot compile; instruction selection rejects it.
    Opaque,
    /// Inline assembly (attributes `asm`: the text, `constraints`: LLVM's constraint string,
    /// `immediates`: the values of its `i`/`n` inputs, which are not operands). Operands are its
    /// register inputs, results its outputs, in constraint order. The parameter is LLVM's
    /// divergence rule (`frontend::intrinsics::asm_outputs`): `true` when every output is an
    /// SGPR (uniform results, spelled `inline_asm.uniform`), else each result is a source.
    InlineAsm(bool),

    // Terminators.
    Br,
    /// `condbr cond` with two successors (taken when true, when false).
    CondBr,
    /// `switch value` with successors default, case 0, case 1, ... (attribute `cases`).
    Switch,
    Ret,
    Unreachable,
}

/// The opcodes without parameters, with their spelling.
const SIMPLE: &[(Opcode, &str)] = &[
    (Opcode::Const, "const"),
    (Opcode::Undef, "undef"),
    (Opcode::Copy, "copy"),
    (Opcode::Add, "add"),
    (Opcode::Sub, "sub"),
    (Opcode::Mul, "mul"),
    (Opcode::UDiv, "udiv"),
    (Opcode::SDiv, "sdiv"),
    (Opcode::URem, "urem"),
    (Opcode::SRem, "srem"),
    (Opcode::And, "and"),
    (Opcode::Or, "or"),
    (Opcode::Xor, "xor"),
    (Opcode::Shl, "shl"),
    (Opcode::LShr, "lshr"),
    (Opcode::AShr, "ashr"),
    (Opcode::UMin, "umin"),
    (Opcode::UMax, "umax"),
    (Opcode::SMin, "smin"),
    (Opcode::SMax, "smax"),
    (Opcode::Abs, "abs"),
    (Opcode::Ctpop, "ctpop"),
    (Opcode::Ctlz, "ctlz"),
    (Opcode::Cttz, "cttz"),
    (Opcode::Bswap, "bswap"),
    (Opcode::BitReverse, "bitreverse"),
    (Opcode::Add3, "add3"),
    (Opcode::LShlAdd, "lshl.add"),
    (Opcode::AddLShl, "add.lshl"),
    (Opcode::LShlOr, "lshl.or"),
    (Opcode::AndOr, "and.or"),
    (Opcode::Or3, "or3"),
    (Opcode::MadU24, "mad.u24"),
    (Opcode::BfeU, "bfe.u"),
    (Opcode::AlignBit, "alignbit"),
    (Opcode::MulWideU, "mul.wide.u"),
    (Opcode::MulWideS, "mul.wide.s"),
    (Opcode::MadWideU, "mad.wide.u"),
    (Opcode::MadWideS, "mad.wide.s"),
    (Opcode::MulHiU, "mulhi.u"),
    (Opcode::MulHiS, "mulhi.s"),
    (Opcode::SExtShl, "sext.shl"),
    (Opcode::AddZExt, "add.zext"),
    (Opcode::ExtractLo, "extract.lo"),
    (Opcode::ExtractHi, "extract.hi"),
    (Opcode::BuildPair, "build.pair"),
    (Opcode::FAdd, "fadd"),
    (Opcode::FSub, "fsub"),
    (Opcode::FMul, "fmul"),
    (Opcode::FDiv, "fdiv"),
    (Opcode::FRem, "frem"),
    (Opcode::FNeg, "fneg"),
    (Opcode::Fma, "fma"),
    (Opcode::Sqrt, "sqrt"),
    (Opcode::FAbs, "fabs"),
    (Opcode::FFloor, "ffloor"),
    (Opcode::FCeil, "fceil"),
    (Opcode::FTrunc, "ftrunc"),
    (Opcode::FRoundEven, "froundeven"),
    (Opcode::MinNum, "minnum"),
    (Opcode::MaxNum, "maxnum"),
    (Opcode::FrexpMant, "frexp.mant"),
    (Opcode::FrexpExp, "frexp.exp"),
    (Opcode::Ldexp, "ldexp"),
    (Opcode::Rcp, "rcp"),
    (Opcode::Rsq, "rsq"),
    (Opcode::Fract, "fract"),
    (Opcode::FClass, "fclass"),
    (Opcode::Exp2, "exp2"),
    (Opcode::Log2, "log2"),
    (Opcode::FMed3, "fmed3"),
    (Opcode::TrigPreop, "trig.preop"),
    (Opcode::SinRev, "sin.rev"),
    (Opcode::CosRev, "cos.rev"),
    (Opcode::Select, "select"),
    (Opcode::Trunc, "trunc"),
    (Opcode::ZExt, "zext"),
    (Opcode::SExt, "sext"),
    (Opcode::FPTrunc, "fptrunc"),
    (Opcode::FPExt, "fpext"),
    (Opcode::FPToUI, "fptoui"),
    (Opcode::FPToSI, "fptosi"),
    (Opcode::UIToFP, "uitofp"),
    (Opcode::SIToFP, "sitofp"),
    (Opcode::PtrToInt, "ptrtoint"),
    (Opcode::IntToPtr, "inttoptr"),
    (Opcode::Bitcast, "bitcast"),
    (Opcode::AddrSpaceCast, "addrspacecast"),
    (Opcode::PtrAdd, "ptradd"),
    (Opcode::Load, "load"),
    (Opcode::Store, "store"),
    (Opcode::CmpXchg, "cmpxchg"),
    (Opcode::Alloca, "alloca"),
    (Opcode::BufferLoad, "buffer.load"),
    (Opcode::BufferStore, "buffer.store"),
    (Opcode::BufferLoadFormat, "buffer.load.format"),
    (Opcode::BufferStoreFormat, "buffer.store.format"),
    (Opcode::BufferCmpSwap, "buffer.cmpswap"),
    (Opcode::Image, "image"),
    (Opcode::AllocaDyn, "alloca.dyn"),
    (Opcode::StackSave, "stacksave"),
    (Opcode::StackRestore, "stackrestore"),
    (Opcode::StackBase, "stack.base"),
    (Opcode::GlobalAddr, "global.addr"),
    (Opcode::Fence, "fence"),
    (Opcode::KernargPtr, "kernarg.ptr"),
    (Opcode::ImplicitargPtr, "implicitarg.ptr"),
    (Opcode::DispatchPtr, "dispatch.ptr"),
    (Opcode::DispatchId, "dispatch.id"),
    (Opcode::GroupStaticSize, "group.static.size"),
    (Opcode::Barrier, "barrier"),
    (Opcode::ReadFirstLane, "readfirstlane"),
    (Opcode::ReadLane, "readlane"),
    (Opcode::WriteLane, "writelane"),
    (Opcode::Ballot, "ballot"),
    (Opcode::DsBpermute, "ds.bpermute"),
    (Opcode::DsPermute, "ds.permute"),
    (Opcode::DsSwizzle, "ds.swizzle"),
    (Opcode::MbcntLo, "mbcnt.lo"),
    (Opcode::MbcntHi, "mbcnt.hi"),
    (Opcode::ConvergenceEntry, "convergence.entry"),
    (Opcode::ConvergenceAnchor, "convergence.anchor"),
    (Opcode::ConvergenceLoop, "convergence.loop"),
    (Opcode::Opaque, "opaque"),
    (Opcode::Br, "br"),
    (Opcode::CondBr, "condbr"),
    (Opcode::Switch, "switch"),
    (Opcode::Ret, "ret"),
    (Opcode::Unreachable, "unreachable"),
];

impl Opcode {
    /// The spelling in MIR text.
    pub fn name(self) -> String {
        match self {
            Opcode::Icmp(p) => format!("icmp.{}", p.name()),
            Opcode::Fcmp(p) => format!("fcmp.{}", p.name()),
            Opcode::AtomicRmw(op) => format!("atomicrmw.{}", op.name()),
            Opcode::BufferAtomic(op) => format!("buffer.atomic.{}", op.name()),
            Opcode::WorkitemId(d) => format!("workitem.id.{}", d.name()),
            Opcode::WorkgroupId(d) => format!("workgroup.id.{}", d.name()),
            Opcode::IcmpMask(p) => format!("icmp.mask.{}", p.name()),
            Opcode::FcmpMask(p) => format!("fcmp.mask.{}", p.name()),
            Opcode::WaveReduce(op) => format!("wave.reduce.{}", op.name()),
            Opcode::InlineAsm(false) => "inline_asm".into(),
            Opcode::InlineAsm(true) => "inline_asm.uniform".into(),
            simple => SIMPLE
                .iter()
                .find(|(op, _)| *op == simple)
                .map(|(_, name)| name.to_string())
                .expect("every parameterless opcode is in SIMPLE"),
        }
    }

    pub fn parse(s: &str) -> Option<Opcode> {
        match s {
            "inline_asm" => return Some(Opcode::InlineAsm(false)),
            "inline_asm.uniform" => return Some(Opcode::InlineAsm(true)),
            _ => {}
        }
        if let Some((_, op)) = SIMPLE.iter().map(|(op, n)| (n, op)).find(|(n, _)| **n == s) {
            return Some(*op);
        }
        let (head, tail) = s.rsplit_once('.')?;
        Some(match head {
            "icmp" => Opcode::Icmp(IntPredicate::parse(tail)?),
            "fcmp" => Opcode::Fcmp(FloatPredicate::parse(tail)?),
            "atomicrmw" => Opcode::AtomicRmw(AtomicOp::parse(tail)?),
            "buffer.atomic" => Opcode::BufferAtomic(AtomicOp::parse(tail)?),
            "workitem.id" => Opcode::WorkitemId(Dim::parse(tail)?),
            "workgroup.id" => Opcode::WorkgroupId(Dim::parse(tail)?),
            "icmp.mask" => Opcode::IcmpMask(IntPredicate::parse(tail)?),
            "fcmp.mask" => Opcode::FcmpMask(FloatPredicate::parse(tail)?),
            "wave.reduce" => Opcode::WaveReduce(ReduceOp::parse(tail)?),
            _ => return None,
        })
    }

    /// Every opcode, parameterised ones with each parameter (for tests and generators).
    pub fn all() -> Vec<Opcode> {
        let mut all: Vec<Opcode> = SIMPLE.iter().map(|(op, _)| *op).collect();
        all.extend(IntPredicate::ALL.iter().map(|p| Opcode::Icmp(*p)));
        all.extend(FloatPredicate::ALL.iter().map(|p| Opcode::Fcmp(*p)));
        all.extend(AtomicOp::ALL.iter().map(|p| Opcode::AtomicRmw(*p)));
        all.extend(AtomicOp::ALL.iter().map(|p| Opcode::BufferAtomic(*p)));
        all.extend(Dim::ALL.iter().map(|d| Opcode::WorkitemId(*d)));
        all.extend(Dim::ALL.iter().map(|d| Opcode::WorkgroupId(*d)));
        all.extend(IntPredicate::ALL.iter().map(|p| Opcode::IcmpMask(*p)));
        all.extend(FloatPredicate::ALL.iter().map(|p| Opcode::FcmpMask(*p)));
        all.extend(ReduceOp::ALL.iter().map(|p| Opcode::WaveReduce(*p)));
        all.extend([Opcode::InlineAsm(false), Opcode::InlineAsm(true)]);
        all
    }

    /// The fused integer ops that are one VALU instruction each (see `Opcode::Add3`): the
    /// 32-bit ones and `mad.wide.s`.
    pub fn is_fused_int(self) -> bool {
        matches!(
            self,
            Opcode::Add3
                | Opcode::LShlAdd
                | Opcode::AddLShl
                | Opcode::LShlOr
                | Opcode::AndOr
                | Opcode::Or3
                | Opcode::MadU24
                | Opcode::BfeU
                | Opcode::AlignBit
                | Opcode::MadWideS
        )
    }

    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            Opcode::Br | Opcode::CondBr | Opcode::Switch | Opcode::Ret | Opcode::Unreachable
        )
    }

    /// Ops whose set of participating threads matters (they may take a convergence token).
    /// Accesses through a buffer resource (MUBUF or MTBUF): their first seven operands are
    /// the resource words, `vindex`, `voffset` and `soffset`.
    pub fn is_buffer_access(self) -> bool {
        matches!(
            self,
            Opcode::BufferLoad
                | Opcode::BufferStore
                | Opcode::BufferLoadFormat
                | Opcode::BufferStoreFormat
                | Opcode::BufferAtomic(_)
                | Opcode::BufferCmpSwap
        )
    }

    pub fn is_convergent(self) -> bool {
        matches!(
            self,
            Opcode::Barrier
                | Opcode::ReadFirstLane
                | Opcode::ReadLane
                | Opcode::WriteLane
                | Opcode::Ballot
                | Opcode::DsBpermute
                | Opcode::DsPermute
                | Opcode::DsSwizzle
                | Opcode::IcmpMask(_)
                | Opcode::FcmpMask(_)
                | Opcode::WaveReduce(_)
                | Opcode::MbcntLo
                | Opcode::MbcntHi
                | Opcode::Opaque
        )
    }

    /// A memory op's pointer operand and the position its optional i32 offset operand takes.
    pub fn address_operands(self) -> Option<(usize, usize)> {
        match self {
            Opcode::Load => Some((0, 1)),
            Opcode::Store => Some((1, 2)),
            Opcode::AtomicRmw(_) => Some((0, 2)),
            Opcode::CmpXchg => Some((0, 3)),
            _ => None,
        }
    }

    /// Ops with effects beyond their results: never removed or reordered across each other.
    pub fn has_side_effects(self) -> bool {
        matches!(
            self,
            Opcode::Store
                | Opcode::AtomicRmw(_)
                | Opcode::CmpXchg
                | Opcode::Fence
                | Opcode::Barrier
                | Opcode::Opaque
                | Opcode::InlineAsm(_)
                | Opcode::BufferStore
                | Opcode::BufferStoreFormat
                | Opcode::BufferAtomic(_)
                | Opcode::BufferCmpSwap
                | Opcode::Image
                | Opcode::AllocaDyn
                | Opcode::StackSave
                | Opcode::StackRestore
        ) || self.is_terminator()
    }

    /// The uniformity rule of this opcode. `Opaque` ops carry theirs as an attribute and
    /// loads depend on their address space; `Op::divergence` handles both.
    pub fn divergence(self) -> Divergence {
        match self {
            Opcode::WorkitemId(_)
            | Opcode::AtomicRmw(_)
            | Opcode::BufferAtomic(_)
            | Opcode::BufferCmpSwap
            | Opcode::CmpXchg
            | Opcode::MbcntLo
            | Opcode::MbcntHi
            | Opcode::DsBpermute
            | Opcode::DsPermute
            | Opcode::DsSwizzle
            // writelane changes one lane of its input: per-lane by construction (LLVM 22 too).
            | Opcode::WriteLane
            | Opcode::InlineAsm(false) => Divergence::Source,
            // A private object's address is the same offset in every lane (scratch is
            // swizzled per lane), so `alloca` is uniform, as in LLVM's AMDGPU rules.
            Opcode::WorkgroupId(_)
            | Opcode::GlobalAddr
            | Opcode::KernargPtr
            | Opcode::ImplicitargPtr
            | Opcode::DispatchPtr
            | Opcode::DispatchId
            | Opcode::GroupStaticSize
            | Opcode::ReadFirstLane
            | Opcode::Ballot
            | Opcode::IcmpMask(_)
            | Opcode::FcmpMask(_)
            | Opcode::WaveReduce(_)
            | Opcode::InlineAsm(true) => Divergence::AlwaysUniform,
            // Token values follow their operands like any value, as in LLVM (a heart taking a
            // token from a loop with a divergent exit, after that loop, is divergent there).
            // They live in no register, so this only shows in reports.
            Opcode::ConvergenceEntry | Opcode::ConvergenceAnchor | Opcode::ConvergenceLoop => Divergence::Propagates,
            _ => Divergence::Propagates,
        }
    }
}

impl fmt::Display for Opcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_opcode_name_parses_back() {
        let all = Opcode::all();
        let mut names = std::collections::HashSet::new();
        for op in &all {
            let name = op.name();
            assert!(names.insert(name.clone()), "two opcodes spelled {name}");
            assert_eq!(Opcode::parse(&name), Some(*op), "{name}");
        }
    }

    #[test]
    fn unknown_names_are_rejected() {
        for bad in ["", "icmp", "icmp.", "icmp.foo", "workitem.id.w", "nonsense", "mask.eq"] {
            assert_eq!(Opcode::parse(bad), None, "{bad}");
        }
    }
}
