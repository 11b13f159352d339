//! AMDGPU intrinsics that are a hardware instruction kcc already selects, a short sequence of
//! generic ops, or one gfx900 instruction with no operands to allocate (written as inline
//! assembly, which kcc's assembler reads): the raw transcendental units, media and bit
//! operations, lane masks, address-space tests, cache and scheduling controls, traps.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use mir::{Attr, IntPredicate, Opcode, Type, Value};

/// Intrinsics gfx900 does not have, as llc-22 refuses them.
const NOT_ON_GFX900: &[&str] = &["llvm.amdgcn.rcp.legacy", "llvm.amdgcn.fma.legacy"];

/// Lowers `name` when it is one of this module's intrinsics.
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    if let Some(b) = NOT_ON_GFX900.iter().find(|b| overload_of(name, b)) {
        return fail(format!("'{b}' is not supported on gfx900 (llc-22 refuses it too)"));
    }
    if l.cx.analysis && expands(name) {
        // Uniformity printing keeps LLVM's rule for the call itself (one opaque op).
        return fail("kept opaque for analysis");
    }
    if name.starts_with("llvm.amdgcn.interp.") {
        return fail(format!(
            "'{name}' interpolates a pixel shader's attributes (v_interp_* read the parameters the rasterizer \
             leaves in LDS, through M0); kcc compiles compute kernels, which have none"
        ));
    }
    if name.starts_with("llvm.amdgcn.ds.gws.") {
        return fail(format!(
            "'{name}' uses the global wave sync (GWS) unit, which a queue must be given for a dispatch; kcc's code objects and runtime never set it up"
        ));
    }
    if name.starts_with("llvm.amdgcn.ds.ordered.") {
        return fail(format!(
            "'{name}' counts through GDS's ordered-count unit (the graphics pipeline's ordered append); kcc allocates no GDS"
        ));
    }
    if name == "llvm.amdgcn.kill" || name == "llvm.amdgcn.wqm.demote" {
        return fail(format!(
            "'{name}' ends lanes for the rest of the program (a pixel shader's discard); kcc's control flow does not model lanes leaving a kernel early"
        ));
    }
    if overload_of(name, "llvm.amdgcn.if.break")
        || overload_of(name, "llvm.amdgcn.end.cf")
        || overload_of(name, "llvm.amdgcn.if")
        || overload_of(name, "llvm.amdgcn.else")
        || overload_of(name, "llvm.amdgcn.loop")
    {
        return fail(format!(
            "'{name}' belongs to LLVM's own lowering of divergent control flow (SIAnnotateControlFlow); kcc linearizes the IR's branches itself"
        ));
    }
    if overload_of(name, "llvm.amdgcn.exp") || overload_of(name, "llvm.amdgcn.exp.compr") {
        return fail(format!(
            "'{name}' exports to the graphics pipeline's render targets or positions; a compute kernel has no export targets"
        ));
    }
    if name == "llvm.amdgcn.pops.exiting.wave.id" {
        return fail(format!(
            "'{name}' reads the exiting wave id of a pixel shader's primitive-ordered section; a compute kernel has none"
        ));
    }
    if name.starts_with("llvm.amdgcn.cluster.") {
        return fail(format!(
            "'{name}' reads the work-group cluster, which gfx900 does not have (llc-22 leaves the value undefined)"
        ));
    }
    if overload_of(name, "llvm.amdgcn.addrspacecast.nonnull") {
        // A cast LLVM knows is of a non-null pointer: the plain cast (its null check is moot).
        let (Some(&a), Ok(t)) = (args.first(), crate::types::scalar(inst.ty())) else {
            return fail(format!("'{name}' of an unexpected type"));
        };
        let p = l.get1(frame, a)?;
        return Ok(Some(vec![l.emit1(Opcode::AddrSpaceCast, vec![p], t)]));
    }
    if name == "llvm.amdgcn.groupstaticsize" {
        return Ok(Some(vec![l.emit1(Opcode::GroupStaticSize, vec![], Type::I32)]));
    }
    if name == "llvm.amdgcn.queue.ptr" {
        return queue_ptr(l).map(Some);
    }
    if overload_of(name, "llvm.read_register") || overload_of(name, "llvm.write_register") {
        return named_register(l, frame, inst, name, args).map(Some);
    }
    if let Some(v) = machine_instruction(l, frame, name, args)? {
        return Ok(Some(v));
    }
    if let Some(v) = constant_result(l, frame, inst, name, args)? {
        return Ok(Some(v));
    }
    let Some(b) = ELEMENTWISE.iter().copied().find(|b| overload_of(name, b)) else {
        return Ok(None);
    };
    let mut ins = Vec::new();
    for a in args {
        ins.push(l.get(frame, *a)?);
    }
    let lanes = ins.first().map(|v| v.len()).unwrap_or(0);
    let mut out = Vec::new();
    for i in 0..lanes {
        let x: Vec<Value> = ins.iter().map(|v| if v.len() == 1 { v[0] } else { v[i] }).collect();
        let ret = inst.ty();
        out.push(elementwise(l, b, name, ret, &x)?);
    }
    Ok(Some(out))
}

/// Intrinsics this module expands into several ops (all but the 64-bit lane reads, whose
/// halves keep their uniformity).
fn expands(name: &str) -> bool {
    let named = |list: &[&str]| list.iter().any(|b| overload_of(name, b));
    named(ELEMENTWISE)
        || named(CONSTANT)
        || named(&[
            "llvm.amdgcn.inverse.ballot",
            "llvm.amdgcn.is.shared",
            "llvm.amdgcn.is.private",
            "llvm.amdgcn.addrspacecast.nonnull",
            "llvm.amdgcn.groupstaticsize",
            "llvm.amdgcn.queue.ptr",
            "llvm.amdgcn.wqm.vote",
            "llvm.amdgcn.s.wqm",
            "llvm.amdgcn.s.quadmask",
            "llvm.amdgcn.s.bitreplicate",
            "llvm.amdgcn.s.sendmsg",
            "llvm.amdgcn.s.sendmsghalt",
            "llvm.amdgcn.s.ttracedata",
        ])
        || MACHINE.iter().any(|e| e.0 == name)
        || name == "llvm.amdgcn.s.getreg"
        || name == "llvm.amdgcn.s.setreg"
        || named(&["llvm.amdgcn.mov.dpp", "llvm.amdgcn.update.dpp"])
}

/// `name` is `base` or an overload of it (`base.f32`, `base.i64.i32`...): what follows is
/// a type suffix, not another intrinsic's name (`llvm.amdgcn.rsq` against `rsq.clamp`).
pub fn overload_of(name: &str, base: &str) -> bool {
    let Some(rest) = name.strip_prefix(base) else {
        return false;
    };
    if rest.is_empty() {
        return true;
    }
    let Some(first) = rest.strip_prefix('.').and_then(|r| r.split('.').next()) else {
        return false;
    };
    is_type_suffix(first)
}

/// One component of an intrinsic's type mangling: `i32`, `f16`, `bf16`, `v4f32`, `p1`,
/// `nxv2i32`, `s_...`, `sl_...`, `a4i32`, `isVoid`.
fn is_type_suffix(s: &str) -> bool {
    let digits_after = |p: &str| {
        s.strip_prefix(p)
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|c| c.is_ascii_digit()))
    };
    digits_after("i")
        || digits_after("f")
        || digits_after("p")
        || s == "bf16"
        || s == "isVoid"
        || s.starts_with("s_")
        || s.starts_with("sl_")
        || s.strip_prefix('v')
            .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        || s.strip_prefix("nxv")
            .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        || s.strip_prefix('a')
            .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
}

const ELEMENTWISE: &[&str] = &[
    "llvm.amdgcn.sin",
    "llvm.amdgcn.cos",
    "llvm.amdgcn.exp2",
    "llvm.amdgcn.log",
    "llvm.amdgcn.rsq.clamp",
    "llvm.amdgcn.alignbyte",
    "llvm.amdgcn.sffbh",
    "llvm.amdgcn.mulhi.i24",
    "llvm.amdgcn.mulhi.u24",
    "llvm.amdgcn.fmul.legacy",
    "llvm.amdgcn.fdiv.fast",
    "llvm.ucmp",
    "llvm.scmp",
];

fn elementwise(l: &mut Lowerer, b: &str, name: &str, ret: crate::llvm::Ty, x: &[Value]) -> R<Value> {
    let t = l.ty(x[0]);
    let arg = |k: usize| -> R<Value> {
        match x.get(k) {
            Some(v) => Ok(*v),
            None => fail(format!("'{name}' is missing an operand")),
        }
    };
    let float = matches!(t, Type::F16 | Type::F32);
    Ok(match b {
        // The units themselves: sin/cos of revolutions, exp2 and log2 without denormal scaling.
        "llvm.amdgcn.sin" | "llvm.amdgcn.cos" if float => {
            let op = if b.ends_with("sin") {
                Opcode::SinRev
            } else {
                Opcode::CosRev
            };
            l.emit1(op, vec![x[0]], t)
        }
        "llvm.amdgcn.exp2" | "llvm.amdgcn.log" if float => {
            let op = if b.ends_with("exp2") {
                Opcode::Exp2
            } else {
                Opcode::Log2
            };
            let o = l.emit(op, vec![x[0]], &[t]);
            l.f.op_mut(o).set_attr("unscaled", Attr::Word("unscaled".into()));
            l.f.result(o)
        }
        "llvm.amdgcn.rsq.clamp" if matches!(t, Type::F16 | Type::F32 | Type::F64) => {
            // rsq with its result clamped to the largest finite magnitudes (as llc: min, max).
            let r = l.emit1(Opcode::Rsq, vec![x[0]], t);
            let (max, min) = if t == Type::F16 {
                (0x7bffu64, 0xfbffu64)
            } else if t == Type::F32 {
                (0x7f7f_ffffu64, 0xff7f_ffffu64)
            } else {
                (0x7fef_ffff_ffff_ffff, 0xffef_ffff_ffff_ffff)
            };
            let (max, min) = (l.constant(t, max), l.constant(t, min));
            let r = l.emit1(Opcode::MinNum, vec![r, max], t);
            l.emit1(Opcode::MaxNum, vec![r, min], t)
        }
        "llvm.amdgcn.alignbyte" if t == Type::I32 => {
            // ({a, b} >> 8 * (c & 3)) truncated: a funnel shift right by whole bytes.
            let (three, three_bits) = (l.constant(t, 3), l.constant(t, 3));
            let c = l.emit1(Opcode::And, vec![arg(2)?, three], t);
            let n = l.emit1(Opcode::Shl, vec![c, three_bits], t);
            crate::intrinsics::funnel_shift(l, false, x[0], arg(1)?, n)
        }
        "llvm.amdgcn.sffbh" if t == Type::I32 => {
            // The bits after the sign bit equal to it (LLVM folds it as sign bits - 1); -1 for
            // 0 and -1 (v_ffbh_i32).
            let k31 = l.constant(t, 31);
            let sign = l.emit1(Opcode::AShr, vec![x[0], k31], t);
            let y = l.emit1(Opcode::Xor, vec![x[0], sign], t);
            let n = l.emit1(Opcode::Ctlz, vec![y], t);
            let (k32, one, none) = (l.constant(t, 32), l.constant(t, 1), l.constant(t, u32::MAX as u64));
            let after = l.emit1(Opcode::Sub, vec![n, one], t);
            let all = l.emit1(Opcode::Icmp(IntPredicate::Eq), vec![n, k32], Type::I1);
            l.emit1(Opcode::Select, vec![all, none, after], t)
        }
        "llvm.amdgcn.mulhi.i24" | "llvm.amdgcn.mulhi.u24" if t == Type::I32 => {
            // Bits 32..47 of the 48-bit product of the low 24 bits.
            let signed = b.ends_with("i24");
            let ext = if signed { Opcode::SExt } else { Opcode::ZExt };
            let a = crate::intrinsics::low24(l, x[0], signed);
            let c = crate::intrinsics::low24(l, arg(1)?, signed);
            let (a, c) = (l.emit1(ext, vec![a], Type::I64), l.emit1(ext, vec![c], Type::I64));
            let p = l.emit1(Opcode::Mul, vec![a, c], Type::I64);
            let k32 = l.constant(Type::I64, 32);
            let hi = l.emit1(Opcode::LShr, vec![p, k32], Type::I64);
            l.emit1(Opcode::Trunc, vec![hi], Type::I32)
        }
        "llvm.amdgcn.fmul.legacy" if t == Type::F32 => fmul_legacy(l, x[0], arg(1)?)?,
        "llvm.amdgcn.fdiv.fast" if t == Type::F32 => fdiv_fast(l, x[0], arg(1)?),
        "llvm.ucmp" | "llvm.scmp" if t.is_int() => {
            // 1, 0 or -1 as a > b, a == b, a < b.
            let elem = if ret.kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind {
                ret.element()
            } else {
                ret
            };
            let rt = crate::types::scalar(elem).map_err(crate::lower::Fail::Msg)?;
            let (gt, lt) = if b == "llvm.scmp" {
                (IntPredicate::Sgt, IntPredicate::Slt)
            } else {
                (IntPredicate::Ugt, IntPredicate::Ult)
            };
            let y = arg(1)?;
            let is_gt = l.emit1(Opcode::Icmp(gt), vec![x[0], y], Type::I1);
            let is_lt = l.emit1(Opcode::Icmp(lt), vec![x[0], y], Type::I1);
            let ones = if rt.bits() >= 64 {
                u64::MAX
            } else {
                (1u64 << rt.bits()) - 1
            };
            let (one, minus, zero) = (l.constant(rt, 1), l.constant(rt, ones), l.constant(rt, 0));
            let below = l.emit1(Opcode::Select, vec![is_lt, minus, zero], rt);
            l.emit1(Opcode::Select, vec![is_gt, one, below], rt)
        }
        _ => return fail(format!("'{name}' on {t} values is not supported")),
    })
}

/// f32 `x * y` where 0 times anything, infinities and NaNs too, is +0 (DX9's rule): the
/// instruction itself, `v_mul_legacy_f32`.
pub fn fmul_legacy(l: &mut Lowerer, x: Value, y: Value) -> R<Value> {
    crate::media::valu(
        l,
        "v_mul_legacy_f32 $0, $1, $2",
        "=v,v,v",
        vec![x, y],
        Type::F32,
        Type::F32,
    )
}

/// The queue pointer from the v5 hidden argument `hidden_queue_ptr`, which the runtime fills
/// with the address llc reads from its queue-pointer user SGPRs; the function attribute
/// `kcc-hidden-queue-ptr` makes the metadata list the argument.
fn queue_ptr(l: &mut Lowerer) -> R<Vec<Value>> {
    let (offset, _) = gfx9_isa::abi::ValueKind::HiddenQueuePtr
        .implicit_slot()
        .ok_or_else(|| crate::lower::Fail::Msg("hidden_queue_ptr has no slot".into()))?;
    let base = l.emit1(Opcode::ImplicitargPtr, vec![], Type::Ptr(4));
    let at = l.offset_ptr(base, offset as u64);
    let op = l.emit(Opcode::Load, vec![at], &[Type::Ptr(4)]);
    l.f.op_mut(op).set_attr("align", Attr::Int(8));
    if !l.f.attrs.iter().any(|(k, _)| k == QUEUE_PTR_ATTR) {
        l.f.attrs.push((QUEUE_PTR_ATTR.into(), String::new()));
    }
    Ok(vec![l.f.result(op)])
}

/// The MIR function attribute saying the kernel reads `hidden_queue_ptr`.
pub const QUEUE_PTR_ATTR: &str = "kcc-hidden-queue-ptr";

/// f32 `a / b` as `a * rcp(b)`, with b scaled by 2^-32 first when |b| > 2^96 (so its
/// reciprocal stays normal) and the quotient by the same factor: llc-22's sequence.
fn fdiv_fast(l: &mut Lowerer, a: Value, b: Value) -> Value {
    let t = Type::F32;
    let big = l.constant(t, 0x6f80_0000); // 2^96
    let (small, one) = (l.constant(t, 0x2f80_0000), l.constant(t, 0x3f80_0000)); // 2^-32, 1
    let mag = l.emit1(Opcode::FAbs, vec![b], t);
    let is_big = l.emit1(Opcode::Fcmp(mir::FloatPredicate::Ogt), vec![mag, big], Type::I1);
    let scale = l.emit1(Opcode::Select, vec![is_big, small, one], t);
    let scaled = l.emit1(Opcode::FMul, vec![b, scale], t);
    let r = l.emit1(Opcode::Rcp, vec![scaled], t);
    let q = l.emit1(Opcode::FMul, vec![a, r], t);
    l.emit1(Opcode::FMul, vec![scale, q], t)
}

const CONSTANT: &[&str] = &[
    "llvm.fake.use",
    "llvm.invariant.end",
    "llvm.invariant.start",
    "llvm.objectsize",
    "llvm.amdgcn.live.mask",
    "llvm.amdgcn.wavefrontsize",
    "llvm.amdgcn.ps.live",
    "llvm.amdgcn.dead",
];

/// Intrinsics whose value is known without computing anything.
fn constant_result(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    let b = CONSTANT.iter().copied().find(|b| overload_of(name, b));
    Ok(Some(match b {
        // A use that only keeps a value alive for debugging; the end of an invariant region.
        Some("llvm.fake.use" | "llvm.invariant.end") => Vec::new(),
        // The start of an invariant region: its token (a pointer nothing reads).
        Some("llvm.invariant.start") => {
            let t = l.leaf_types(inst.ty())?;
            t.into_iter().map(|t| l.constant(t, 0)).collect()
        }
        // An object size LLVM did not fold is unknown: 0 as a minimum, -1 as a maximum.
        Some("llvm.objectsize") => {
            let t = crate::types::scalar(inst.ty()).map_err(crate::lower::Fail::Msg)?;
            let min = args.get(1).and_then(|a| a.const_zext()) == Some(1);
            let v = if min { 0 } else { u64::MAX >> (64 - t.bits()) };
            vec![l.constant(t, v)]
        }
        // No lane of a compute kernel is ever demoted.
        Some("llvm.amdgcn.live.mask" | "llvm.amdgcn.ps.live") => vec![l.constant(Type::I1, 1)],
        // A value nothing defines (llc leaves its register as it is).
        Some("llvm.amdgcn.dead") => {
            let t = l.leaf_types(inst.ty())?;
            t.into_iter().map(|t| l.emit1(Opcode::Undef, vec![], t)).collect()
        }
        // gfx900 runs wave64 only.
        Some("llvm.amdgcn.wavefrontsize") => vec![l.constant(Type::I32, 64)],
        _ => return lanes_and_pointers(l, frame, name, args),
    }))
}

/// Lane masks and address-space tests, from generic ops.
fn lanes_and_pointers(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    let arg = |l: &mut Lowerer, k: usize| -> R<Value> {
        match args.get(k) {
            Some(a) => l.get1(frame, *a),
            None => fail(format!("'{name}' is missing an operand")),
        }
    };
    if overload_of(name, "llvm.amdgcn.inverse.ballot") {
        let mask = arg(l, 0)?;
        if l.ty(mask) != Type::I64 {
            return fail(format!("'{name}' needs a 64-bit mask on gfx900 (wave64)"));
        }
        return Ok(Some(vec![lane_bit(l, mask)]));
    }
    if name == "llvm.amdgcn.wqm.vote" {
        // Whether any active lane of the lane's quad votes true: the ballot, every quad
        // with a bit set filled (`s_wqm_b64`, as llc), and the lane's bit.
        let c = arg(l, 0)?;
        let mask = l.emit1(Opcode::Ballot, vec![c], Type::I64);
        let w = salu(l, "s_wqm_b64", mask, Type::I64)?;
        return Ok(Some(vec![lane_bit(l, w)]));
    }
    let sop1 = [("llvm.amdgcn.s.wqm", "s_wqm"), ("llvm.amdgcn.s.quadmask", "s_quadmask")];
    if let Some(&(_, m)) = sop1.iter().find(|e| overload_of(name, e.0)) {
        // A scalar instruction on a uniform operand (a per-lane one is read from the first
        // lane, as llc reads it).
        let x = arg(l, 0)?;
        let t = l.ty(x);
        let suffix = match t {
            Type::I32 => "b32",
            Type::I64 => "b64",
            _ => return fail(format!("'{name}' on {t} values is not supported")),
        };
        return Ok(Some(vec![salu(l, &format!("{m}_{suffix}"), x, t)?]));
    }
    if name == "llvm.amdgcn.s.bitreplicate" {
        let x = arg(l, 0)?;
        if l.ty(x) != Type::I32 {
            return fail(format!("'{name}' takes an i32"));
        }
        return Ok(Some(vec![salu(l, "s_bitreplicate_b64_b32", x, Type::I64)?]));
    }
    if name == "llvm.amdgcn.s.sendmsg" || name == "llvm.amdgcn.s.sendmsghalt" || name == "llvm.amdgcn.s.ttracedata" {
        // The message in the instruction (a trace has none), the data in M0 (from the first
        // lane).
        let text = match name {
            "llvm.amdgcn.s.ttracedata" => "s_ttracedata".to_string(),
            _ => {
                let Some(msg) = args.first().and_then(|a| a.const_zext()).filter(|&m| m <= 0xffff) else {
                    return fail(format!("'{name}' needs a constant 16-bit message"));
                };
                let mnemonic = if name.ends_with("halt") {
                    "s_sendmsghalt"
                } else {
                    "s_sendmsg"
                };
                format!("{mnemonic} {msg:#x}")
            }
        };
        let data = arg(l, args.len() - 1)?;
        if l.ty(data) != Type::I32 {
            return fail(format!("'{name}' takes its M0 data as an i32"));
        }
        let data = l.emit1(Opcode::ReadFirstLane, vec![data], Type::I32);
        let op = l.emit(Opcode::InlineAsm(false), vec![data], &[]);
        let d = l.f.op_mut(op);
        d.set_attr("asm", Attr::Str(format!("s_mov_b32 m0, $0\n{text}")));
        d.set_attr("constraints", Attr::Str("s,~{m0}".into()));
        return Ok(Some(Vec::new()));
    }
    if name == "llvm.amdgcn.cvt.pk.i16" || name == "llvm.amdgcn.cvt.pk.u16" {
        // Two i32 saturated into the i16 range (signed or unsigned) and packed.
        let signed = name.ends_with("i16");
        let mut out = Vec::new();
        for k in 0..2 {
            let x = arg(l, k)?;
            let t = Type::I32;
            let clamped = if signed {
                let (lo, hi) = (l.constant(t, 0xffff_8000), l.constant(t, 0x7fff));
                let x = l.emit1(Opcode::SMax, vec![x, lo], t);
                l.emit1(Opcode::SMin, vec![x, hi], t)
            } else {
                let hi = l.constant(t, 0xffff);
                l.emit1(Opcode::UMin, vec![x, hi], t)
            };
            out.push(l.emit1(Opcode::Trunc, vec![clamped], Type::I16));
        }
        return Ok(Some(out));
    }
    for (b, space) in [("llvm.amdgcn.is.shared", 3u8), ("llvm.amdgcn.is.private", 5)] {
        if name != b {
            continue;
        }
        // A generic address is in an aperture when its high half is the aperture's: that of
        // the space's address 0 cast to generic (0 is not the space's null, -1, so the cast
        // keeps it).
        let p = arg(l, 0)?;
        if l.ty(p) != Type::Ptr(0) {
            return fail(format!("'{name}' of a non-generic pointer"));
        }
        let zero = l.constant(Type::I32, 0);
        let base = l.emit1(Opcode::IntToPtr, vec![zero], Type::Ptr(space));
        let base = l.emit1(Opcode::AddrSpaceCast, vec![base], Type::Ptr(0));
        let high = |l: &mut Lowerer, p: Value| {
            let bits = l.emit1(Opcode::PtrToInt, vec![p], Type::I64);
            let k32 = l.constant(Type::I64, 32);
            let h = l.emit1(Opcode::LShr, vec![bits, k32], Type::I64);
            l.emit1(Opcode::Trunc, vec![h], Type::I32)
        };
        let (a, own) = (high(l, base), high(l, p));
        return Ok(Some(vec![l.emit1(
            Opcode::Icmp(IntPredicate::Eq),
            vec![own, a],
            Type::I1,
        )]));
    }
    Ok(None)
}

/// (intrinsic, instruction, whether it returns a 64-bit SGPR pair).
const MACHINE: &[(&str, &str, bool)] = &[
    ("llvm.amdgcn.s.memtime", "s_memtime", true),
    ("llvm.amdgcn.s.memrealtime", "s_memrealtime", true),
    ("llvm.amdgcn.s.getpc", "s_getpc_b64", true),
    ("llvm.amdgcn.s.sleep", "s_sleep", false),
    ("llvm.amdgcn.s.setprio", "s_setprio", false),
    ("llvm.amdgcn.s.nop", "s_nop", false),
    ("llvm.amdgcn.s.incperflevel", "s_incperflevel", false),
    ("llvm.amdgcn.s.decperflevel", "s_decperflevel", false),
    ("llvm.amdgcn.s.waitcnt", "s_waitcnt", false),
    ("llvm.amdgcn.s.dcache.wb", "s_dcache_wb", false),
    ("llvm.amdgcn.s.dcache.wb.vol", "s_dcache_wb_vol", false),
    ("llvm.amdgcn.s.dcache.inv", "s_dcache_inv", false),
    ("llvm.amdgcn.s.dcache.inv.vol", "s_dcache_inv_vol", false),
    ("llvm.amdgcn.buffer.wbinvl1", "buffer_wbinvl1", false),
    ("llvm.amdgcn.buffer.wbinvl1.vol", "buffer_wbinvl1_vol", false),
    ("llvm.amdgcn.s.sethalt", "s_sethalt", false),
    // Ends the wave, every lane (what follows is unreachable or never runs).
    ("llvm.amdgcn.endpgm", "s_endpgm", false),
    // What llc-22 emits for a trap on gfx900: the HSA abort trap.
    ("llvm.trap", "s_trap 2", false),
    ("llvm.ubsantrap", "s_trap 2", false),
    // The debugger's breakpoint trap; without a debugger the trap handler returns at once.
    ("llvm.debugtrap", "s_trap 3", false),
];

/// `llvm.read_register` / `llvm.write_register` of the scalar registers kcc leaves to the
/// program: reads of M0, EXEC and FLAT_SCRATCH (and their halves) as one `s_mov` into an
/// SGPR (uniform, as LLVM's rule for SGPR names has it; a kernel whose inline asm names
/// FLAT_SCRATCH sets it up, as llc's does), writes of M0. EXEC is kcc's own (its control
/// flow keeps the lanes' masks), and it allocates SGPRs and VGPRs itself.
fn named_register(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Vec<Value>> {
    if l.cx.analysis {
        // (LLVM's rule for the call: `intrinsics::call_divergence`.)
        return fail("kept opaque for analysis");
    }
    let reg = args
        .first()
        .and_then(|a| crate::llvm::md_node_string(*a))
        .ok_or_else(|| crate::lower::Fail::Msg(format!("'{name}' without a register name")))?;
    let (_, dwords) = gfx9_isa::register(&reg.to_ascii_lowercase())
        .ok_or_else(|| crate::lower::Fail::Msg(format!("'{name}' of unknown register '{reg}'")))?;
    let reg = reg.to_ascii_lowercase();
    let readable = reg == "m0" || reg.starts_with("exec") || reg.starts_with("flat_scratch");
    if name.starts_with("llvm.read_register") {
        let t = crate::types::scalar(inst.ty()).or_else(fail)?;
        if !readable || t.bits() != 32 * dwords as u32 {
            return fail(format!(
                "'{name}' of register '{reg}' is not supported (kcc reads m0, exec and flat_scratch)"
            ));
        }
        let mov = if dwords == 2 { "s_mov_b64" } else { "s_mov_b32" };
        let op = l.emit(Opcode::InlineAsm(true), vec![], &[t]);
        let data = l.f.op_mut(op);
        data.set_attr("asm", Attr::Str(format!("{mov} $0, {reg}")));
        data.set_attr("constraints", Attr::Str("=s".into()));
        return Ok(l.f.op(op).results.clone());
    }
    if reg != "m0" {
        return fail(format!("'{name}' of register '{reg}' is not supported (kcc writes m0 only: it keeps EXEC and allocates registers itself)"));
    }
    let Some(&a) = args.get(1) else {
        return fail(format!("'{name}' is missing its value"));
    };
    let v = l.get1(frame, a)?;
    let op = l.emit(Opcode::InlineAsm(false), vec![v], &[]);
    let data = l.f.op_mut(op);
    data.set_attr("asm", Attr::Str("s_mov_b32 m0, $0".into()));
    data.set_attr("constraints", Attr::Str("s,~{m0}".into()));
    Ok(Vec::new())
}

/// Intrinsics that are one gfx900 instruction with only constant operands, and the 64-bit
/// cross-lane reads gfx900 does one dword at a time.
fn machine_instruction(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    if let Some(&(_, text, pair)) = MACHINE.iter().find(|e| e.0 == name) {
        let mut text = text.to_string();
        if !pair
            && matches!(
                name,
                "llvm.amdgcn.s.sleep"
                    | "llvm.amdgcn.s.setprio"
                    | "llvm.amdgcn.s.nop"
                    | "llvm.amdgcn.s.waitcnt"
                    | "llvm.amdgcn.s.incperflevel"
                    | "llvm.amdgcn.s.decperflevel"
                    | "llvm.amdgcn.s.sethalt"
            )
        {
            let Some(n) = args.first().and_then(|a| a.const_zext()) else {
                return fail(format!("'{name}' needs a constant operand"));
            };
            text = format!("{text} {n}");
        }
        let (constraints, results) = if pair {
            ("=s".to_string(), vec![Type::I64])
        } else {
            (String::new(), Vec::new())
        };
        if pair {
            text.push_str(" $0");
        }
        let op = l.emit(Opcode::InlineAsm(pair), vec![], &results);
        let data = l.f.op_mut(op);
        data.set_attr("asm", Attr::Str(text));
        data.set_attr("constraints", Attr::Str(constraints));
        return Ok(Some(l.f.op(op).results.clone()));
    }
    if name == "llvm.amdgcn.s.getreg" || name == "llvm.amdgcn.s.setreg" {
        return hwreg(l, frame, name, args).map(Some);
    }
    if name == "llvm.get.rounding" || overload_of(name, "llvm.set.rounding") {
        return rounding(l, frame, name, args).map(Some);
    }
    if overload_of(name, "llvm.amdgcn.mov.dpp") || overload_of(name, "llvm.amdgcn.update.dpp") {
        return dpp(l, frame, name, args).map(Some);
    }
    if overload_of(name, "llvm.amdgcn.readlane") || overload_of(name, "llvm.amdgcn.writelane") {
        return lanes(l, frame, name, args).map(Some);
    }
    Ok(None)
}

/// `s.getreg(hwreg)` / `s.setreg(hwreg, value)`: `s_getreg_b32` (a uniform SGPR result) and
/// `s_setreg_b32` of the value read from the first lane, then the two wait states gfx9 needs
/// before the register is read again. The operand is the instructions' simm16
/// (`hwreg(id, offset, size)`), written as a number, which llvm-mc accepts too.
fn hwreg(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    let Some(field) = args.first().and_then(|a| a.const_zext()).filter(|&f| f <= 0xffff) else {
        return fail(format!("'{name}' needs a constant 16-bit register field"));
    };
    let (text, operands, results, constraints) = if name.ends_with("getreg") {
        (format!("s_getreg_b32 $0, {field:#x}"), vec![], vec![Type::I32], "=s")
    } else {
        let Some(&v) = args.get(1) else {
            return fail(format!("'{name}' is missing its value"));
        };
        let v = l.get1(frame, v)?;
        if l.ty(v) != Type::I32 {
            return fail(format!("'{name}' of a non-i32 value"));
        }
        let v = l.emit1(Opcode::ReadFirstLane, vec![v], Type::I32);
        (format!("s_setreg_b32 {field:#x}, $0\ns_nop 1"), vec![v], vec![], "s")
    };
    let op = l.emit(Opcode::InlineAsm(!results.is_empty()), operands, &results);
    let data = l.f.op_mut(op);
    data.set_attr("asm", Attr::Str(text));
    data.set_attr("constraints", Attr::Str(constraints.into()));
    Ok(l.f.op(op).results.clone())
}

/// MODE's two rounding-mode fields (bits 1:0 for f32, 3:2 for f64 and f16).
const ROUND_MODE_FIELD: gfx9_isa::HwReg = gfx9_isa::HwReg {
    id: gfx9_isa::HwReg::MODE,
    offset: 0,
    size: 4,
};

/// `llvm.get.rounding` / `llvm.set.rounding` (AMDGPUUsage: both modes the same give FLT_ROUNDS'
/// 0..3; different ones one of twelve extended values 8..19, "rounding mode enumeration
/// values"). Each direction is a lookup of 16 four-bit entries in a 64-bit constant, indexed by
/// the MODE field or by the value (extended values less 4).
fn rounding(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    // By MODE's field (f32 | f64 << 2; each 0 to nearest even, 1 up, 2 down, 3 towards zero),
    // the value, with the extended values (8..19) less 4 so each fits four bits.
    const VALUE_OF_FIELD: [u64; 16] = [1, 7, 10, 13, 4, 2, 11, 14, 5, 8, 3, 15, 6, 9, 12, 0];
    let table = |entries: &[u64; 16]| entries.iter().enumerate().fold(0u64, |t, (i, &e)| t | e << (4 * i));
    let lookup = |l: &mut Lowerer, table: u64, index: Value| {
        let four = l.constant(Type::I32, 2);
        let shift = l.emit1(Opcode::Shl, vec![index, four], Type::I32);
        let shift = l.emit1(Opcode::ZExt, vec![shift], Type::I64);
        let table = l.constant(Type::I64, table);
        let entries = l.emit1(Opcode::LShr, vec![table, shift], Type::I64);
        let entry = l.emit1(Opcode::Trunc, vec![entries], Type::I32);
        let mask = l.constant(Type::I32, 0xf);
        l.emit1(Opcode::And, vec![entry, mask], Type::I32)
    };
    if name == "llvm.get.rounding" {
        let op = l.emit(Opcode::InlineAsm(true), vec![], &[Type::I32]);
        let data = l.f.op_mut(op);
        data.set_attr(
            "asm",
            Attr::Str(format!("s_getreg_b32 $0, {:#x}", ROUND_MODE_FIELD.simm16())),
        );
        data.set_attr("constraints", Attr::Str("=s".into()));
        let field = l.f.result(op);
        let entry = lookup(l, table(&VALUE_OF_FIELD), field);
        let four = l.constant(Type::I32, 4);
        let extended = l.emit1(Opcode::Icmp(IntPredicate::Uge), vec![entry, four], Type::I1);
        let plus_four = l.emit1(Opcode::Add, vec![entry, four], Type::I32);
        return Ok(vec![l.emit1(
            Opcode::Select,
            vec![extended, plus_four, entry],
            Type::I32,
        )]);
    }
    let Some(&v) = args.first() else {
        return fail(format!("'{name}' is missing its value"));
    };
    let v = l.get1(frame, v)?;
    if l.ty(v) != Type::I32 {
        return fail(format!("'{name}' of a non-i32 value"));
    }
    // The inverse: index v for FLT_ROUNDS' 0..3, v - 4 for the extended 8..19.
    let mut field_of_index = [0u64; 16];
    for (field, &entry) in VALUE_OF_FIELD.iter().enumerate() {
        field_of_index[entry as usize] = field as u64;
    }
    let v = l.emit1(Opcode::ReadFirstLane, vec![v], Type::I32);
    let four = l.constant(Type::I32, 4);
    let extended = l.emit1(Opcode::Icmp(IntPredicate::Uge), vec![v, four], Type::I1);
    let minus_four = l.emit1(Opcode::Sub, vec![v, four], Type::I32);
    let index = l.emit1(Opcode::Select, vec![extended, minus_four, v], Type::I32);
    let field = lookup(l, table(&field_of_index), index);
    let op = l.emit(Opcode::InlineAsm(false), vec![field], &[]);
    let data = l.f.op_mut(op);
    data.set_attr(
        "asm",
        Attr::Str(format!("s_setreg_b32 {:#x}, $0\ns_nop 1", ROUND_MODE_FIELD.simm16())),
    );
    data.set_attr("constraints", Attr::Str("s".into()));
    Ok(Vec::new())
}

/// `v_mov_b32_dpp DST, SRC` under the controls of `mov.dpp`/`update.dpp` call `name`
/// (`[dpp_ctrl, row_mask, bank_mask, bound_ctrl]`), as assembly text; a control gfx900 lacks
/// is an error.
pub(crate) fn dpp_move_text(name: &str, dst: &str, src: &str, [ctrl, row, bank, bound]: [u64; 4]) -> R<String> {
    let Some(control) = u32::try_from(ctrl).ok().and_then(gfx9_isa::dpp_control) else {
        return fail(format!(
            "'{name}' with DPP control {ctrl:#x}, which gfx900 does not have"
        ));
    };
    let mut text = format!(
        "v_mov_b32_dpp {dst}, {src} {control} row_mask:{:#x} bank_mask:{:#x}",
        row & 15,
        bank & 15
    );
    if bound != 0 {
        text.push_str(" bound_ctrl:0");
    }
    Ok(text)
}

/// `mov.dpp(src, ctrl, row_mask, bank_mask, bound_ctrl)` and `update.dpp(old, src, ...)`:
/// `v_mov_b32_dpp` as inline assembly, the old value tied to the result (lanes the masks
/// leave out keep it); 64-bit values one dword at a time, as llc does.
fn dpp(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    let update = name.starts_with("llvm.amdgcn.update.dpp");
    let first = usize::from(update) + 1;
    let consts: Vec<u64> = args
        .iter()
        .skip(first)
        .map(|a| a.const_zext())
        .collect::<Option<_>>()
        .ok_or_else(|| crate::lower::Fail::Msg(format!("'{name}' needs constant controls")))?;
    let [ctrl, row, bank, bound] = consts[..] else {
        return fail(format!("'{name}' with {} operands", args.len()));
    };
    let text = dpp_move_text(name, "$0", "$1", [ctrl, row, bank, bound])?;
    let src = l.get1(frame, args[first - 1])?;
    let old = if update { Some(l.get1(frame, args[0])?) } else { None };
    let t = l.ty(src);
    let one = |l: &mut Lowerer, src: Value, old: Option<Value>| {
        let t = l.ty(src);
        let (constraints, operands) = match old {
            Some(o) => ("=v,v,0", vec![src, o]),
            None => ("=v,v", vec![src]),
        };
        let op = l.emit(Opcode::InlineAsm(false), operands, &[t]);
        let data = l.f.op_mut(op);
        data.set_attr("asm", Attr::Str(text.clone()));
        data.set_attr("constraints", Attr::Str(constraints.into()));
        l.f.result(op)
    };
    match t.bits() {
        32 => Ok(vec![one(l, src, old)]),
        // A 16-bit value moves in the low half of its dword, as llc moves it.
        16 => {
            let widen = |l: &mut Lowerer, v: Value| {
                let bits = l.emit1(Opcode::Bitcast, vec![v], Type::I16);
                l.emit1(Opcode::ZExt, vec![bits], Type::I32)
            };
            let (w, o) = (widen(l, src), old.map(|o| widen(l, o)));
            let r = one(l, w, o);
            let bits = l.emit1(Opcode::Trunc, vec![r], Type::I16);
            Ok(vec![l.emit1(Opcode::Bitcast, vec![bits], t)])
        }
        64 => {
            let (lo, hi) = halves(l, src);
            let (olo, ohi) = match old {
                Some(o) => {
                    let (a, b) = halves(l, o);
                    (Some(a), Some(b))
                }
                None => (None, None),
            };
            let (rlo, rhi) = (one(l, lo, olo), one(l, hi, ohi));
            Ok(vec![join(l, rlo, rhi, t)])
        }
        _ => fail(format!("'{name}' on {t} values is not supported")),
    }
}

/// The low and high dwords of a 64-bit value.
pub(crate) fn halves(l: &mut Lowerer, v: Value) -> (Value, Value) {
    let w = match l.ty(v) {
        Type::I64 => v,
        Type::Ptr(_) => l.emit1(Opcode::PtrToInt, vec![v], Type::I64),
        _ => l.emit1(Opcode::Bitcast, vec![v], Type::I64),
    };
    let k32 = l.constant(Type::I64, 32);
    let lo = l.emit1(Opcode::Trunc, vec![w], Type::I32);
    let hi = l.emit1(Opcode::LShr, vec![w, k32], Type::I64);
    (lo, l.emit1(Opcode::Trunc, vec![hi], Type::I32))
}

/// A 64-bit value of type `t` from its dwords.
pub(crate) fn join(l: &mut Lowerer, lo: Value, hi: Value, t: Type) -> Value {
    let lo = l.emit1(Opcode::ZExt, vec![lo], Type::I64);
    let hi = l.emit1(Opcode::ZExt, vec![hi], Type::I64);
    let k32 = l.constant(Type::I64, 32);
    let hi = l.emit1(Opcode::Shl, vec![hi, k32], Type::I64);
    let w = l.emit1(Opcode::Or, vec![lo, hi], Type::I64);
    match t {
        Type::I64 => w,
        Type::Ptr(_) => l.emit1(Opcode::IntToPtr, vec![w], t),
        _ => l.emit1(Opcode::Bitcast, vec![w], t),
    }
}

/// readlane/writelane element by element, 64-bit ones a dword at a time, as llc splits them.
fn lanes(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    let write = name.starts_with("llvm.amdgcn.writelane");
    let (Some(&src), Some(&lane)) = (args.first(), args.get(1)) else {
        return fail(format!("'{name}' is missing an operand"));
    };
    let src = l.get(frame, src)?;
    let lane = l.get1(frame, lane)?;
    let old = match (write, args.get(2)) {
        (false, _) => None,
        (true, Some(&o)) => Some(l.get(frame, o)?),
        (true, None) => return fail(format!("'{name}' is missing an operand")),
    };
    let mut out = Vec::new();
    for (i, &v) in src.iter().enumerate() {
        let t = l.ty(v);
        let mut vals = vec![v, lane];
        vals.extend(old.as_ref().and_then(|o| o.get(i)));
        out.push(match (t.bits(), write) {
            (64, _) => lanes_by_dword(l, name, &vals)?,
            (_, false) => l.emit1(Opcode::ReadLane, vals, t),
            (_, true) => l.emit1(Opcode::WriteLane, vals, t),
        });
    }
    Ok(out)
}

/// readlane/writelane of a 64-bit value as two 32-bit ones, as llc splits them.
fn lanes_by_dword(l: &mut Lowerer, name: &str, vals: &[Value]) -> R<Value> {
    let t = l.ty(vals[0]);
    let (lo, hi) = halves(l, vals[0]);
    let lane = vals[1];
    let (rlo, rhi) = if name.starts_with("llvm.amdgcn.readlane") {
        (
            l.emit1(Opcode::ReadLane, vec![lo, lane], Type::I32),
            l.emit1(Opcode::ReadLane, vec![hi, lane], Type::I32),
        )
    } else {
        let Some(&old) = vals.get(2) else {
            return fail(format!("'{name}' is missing an operand"));
        };
        let (olo, ohi) = halves(l, old);
        (
            l.emit1(Opcode::WriteLane, vec![lo, lane, olo], Type::I32),
            l.emit1(Opcode::WriteLane, vec![hi, lane, ohi], Type::I32),
        )
    };
    Ok(join(l, rlo, rhi, t))
}

/// Whether bit `lane` of the 64-bit `mask` is set, the lane's index from mbcnt.
fn lane_bit(l: &mut Lowerer, mask: Value) -> Value {
    let (all, zero) = (l.constant(Type::I32, u32::MAX as u64), l.constant(Type::I32, 0));
    let lo = l.emit1(Opcode::MbcntLo, vec![all, zero], Type::I32);
    let lane = l.emit1(Opcode::MbcntHi, vec![all, lo], Type::I32);
    let lane = l.emit1(Opcode::ZExt, vec![lane], Type::I64);
    let bit = l.emit1(Opcode::LShr, vec![mask, lane], Type::I64);
    let one = l.constant(Type::I64, 1);
    let bit = l.emit1(Opcode::And, vec![bit, one], Type::I64);
    let zero64 = l.constant(Type::I64, 0);
    l.emit1(Opcode::Icmp(IntPredicate::Ne), vec![bit, zero64], Type::I1)
}

/// One SOP1 instruction `mnemonic $0, $1` on `x` read from the first lane, as an `inline_asm`
/// op with a result of type `ret` (uniform, as its operand then is).
fn salu(l: &mut Lowerer, mnemonic: &str, x: Value, ret: Type) -> R<Value> {
    let t = l.ty(x);
    let x = l.emit1(Opcode::ReadFirstLane, vec![x], t);
    let op = l.emit(Opcode::InlineAsm(false), vec![x], &[ret]);
    let d = l.f.op_mut(op);
    d.set_attr("asm", Attr::Str(format!("{mnemonic} $0, $1")));
    d.set_attr("constraints", Attr::Str("=s,s".into()));
    d.set_attr("divergence", Attr::Word("propagates".into()));
    Ok(l.f.result(op))
}
