//! `llvm.*` intrinsic calls: the AMDGPU work-item, wave and convergence intrinsics and the
//! generic math ones kcc has ops for. Vector forms of the math intrinsics work element-wise.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use mir::{Attr, Dim, FloatPredicate, IntPredicate, Opcode, ReduceOp, Type, Value};

/// Intrinsics with no effect on the generated code (hints, debug info, lifetimes).
const IGNORED: &[&str] = &[
    "llvm.lifetime.start",
    "llvm.lifetime.end",
    "llvm.assume",
    "llvm.dbg.value",
    "llvm.dbg.declare",
    "llvm.dbg.label",
    "llvm.experimental.noalias.scope.decl",
    "llvm.donothing",
    "llvm.sideeffect",
    "llvm.amdgcn.wave.barrier",
    "llvm.amdgcn.sched.barrier",
    "llvm.amdgcn.sched.group.barrier",
    "llvm.amdgcn.iglp.opt",
    // A point the program never reaches (llc emits nothing for it).
    "llvm.amdgcn.unreachable",
    "llvm.pseudoprobe",
    "llvm.prefetch",
];

/// The base name of an overloaded intrinsic (`llvm.fma.f32` -> `llvm.fma`) among `names`.
fn base<'n>(name: &str, names: &[&'n str]) -> Option<&'n str> {
    names.iter().copied().find(|b| crate::amdgcn::overload_of(name, b))
}

fn dim(s: &str) -> Option<Dim> {
    match s {
        "x" => Some(Dim::X),
        "y" => Some(Dim::Y),
        "z" => Some(Dim::Z),
        _ => None,
    }
}

/// `llvm.stacksave`/`llvm.stackrestore` on the private dynamic stack (`alloca.dyn`), which
/// clang brackets variable-length arrays in loops with.
fn stack_save_restore(l: &mut Lowerer, frame: &Frame, inst: Val, b: &str, args: &[Val]) -> R<Vec<Value>> {
    if b == "llvm.stacksave" {
        if l.leaf_types(inst.ty())? != [Type::Ptr(5)] {
            return fail(format!("'{b}' must return a private (addrspace(5)) pointer"));
        }
        return Ok(vec![l.emit1(Opcode::StackSave, vec![], Type::Ptr(5))]);
    }
    let Some(&a) = args.first() else {
        return fail(format!("'{b}' without an operand"));
    };
    let p = l.get1(frame, a)?;
    if l.ty(p) != Type::Ptr(5) {
        return fail(format!("'{b}' of a non-private pointer"));
    }
    l.emit(Opcode::StackRestore, vec![p], &[]);
    Ok(Vec::new())
}

pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Vec<Value>> {
    if base(name, IGNORED).is_some() {
        if l.cx.analysis {
            return fail("kept opaque for analysis");
        }
        return Ok(Vec::new());
    }
    if let Some(d) = name.strip_prefix("llvm.amdgcn.workitem.id.").and_then(dim) {
        return Ok(vec![l.emit1(Opcode::WorkitemId(d), vec![], Type::I32)]);
    }
    if let Some(d) = name.strip_prefix("llvm.amdgcn.workgroup.id.").and_then(dim) {
        return Ok(vec![l.emit1(Opcode::WorkgroupId(d), vec![], Type::I32)]);
    }
    if let Some(b) = base(name, &["llvm.stacksave", "llvm.stackrestore"]) {
        return stack_save_restore(l, frame, inst, b, args);
    }
    let nullary = match name {
        "llvm.amdgcn.kernarg.segment.ptr" => Some(Opcode::KernargPtr),
        "llvm.amdgcn.implicitarg.ptr" => Some(Opcode::ImplicitargPtr),
        "llvm.amdgcn.dispatch.ptr" => Some(Opcode::DispatchPtr),
        _ => None,
    };
    if let Some(op) = nullary {
        return Ok(vec![l.emit1(op, vec![], Type::Ptr(4))]);
    }
    if name == "llvm.amdgcn.dispatch.id" {
        return Ok(vec![l.emit1(Opcode::DispatchId, vec![], Type::I64)]);
    }
    match name {
        "llvm.amdgcn.s.barrier" => {
            l.emit(Opcode::Barrier, vec![], &[]);
            return Ok(Vec::new());
        }
        "llvm.experimental.convergence.entry" => {
            // Inlined: the callee's entry token is the call site's token.
            if let Some(t) = frame.entry_token {
                return Ok(vec![t]);
            }
            if frame.ret_to.is_some() {
                // Which threads the callee's entry token names is the call site's business;
                // without a token there, any choice would change the program (LLVM's
                // inliner refuses this case too).
                return fail(
                    "cannot inline a function that uses convergence.entry at a call without a convergencectrl token",
                );
            }
            return Ok(vec![l.emit1(Opcode::ConvergenceEntry, vec![], Type::Token)]);
        }
        "llvm.experimental.convergence.anchor" => {
            return Ok(vec![l.emit1(Opcode::ConvergenceAnchor, vec![], Type::Token)]);
        }
        "llvm.experimental.convergence.loop" => {
            let Some(parent) = l.token else {
                return fail("convergence.loop without a convergencectrl token");
            };
            return Ok(vec![l.emit1(Opcode::ConvergenceLoop, vec![parent], Type::Token)]);
        }
        _ => {}
    }
    let a = |l: &mut Lowerer, i: usize| -> R<Value> {
        match args.get(i) {
            Some(v) => l.get1(frame, *v),
            None => fail("missing intrinsic operand"),
        }
    };
    if let Some(vals) = crate::strict::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = crate::masked::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = vector_parts(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = crate::amdgcn::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = crate::media::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    let ret = crate::types::scalar(inst.ty());
    if base(name, &["llvm.amdgcn.readfirstlane"]).is_some() {
        // Vectors element by element, as llc splits them.
        let Some(&arg) = args.first() else {
            return fail("missing intrinsic operand");
        };
        let vs = l.get(frame, arg)?;
        return Ok(vs
            .iter()
            .map(|&v| l.emit1(Opcode::ReadFirstLane, vec![v], l.ty(v)))
            .collect());
    }
    if base(name, &["llvm.amdgcn.readlane"]).is_some() {
        let (v, lane) = (a(l, 0)?, a(l, 1)?);
        return Ok(vec![l.emit1(Opcode::ReadLane, vec![v, lane], l.ty(v))]);
    }
    if base(name, &["llvm.amdgcn.writelane"]).is_some() {
        let (v, lane, old) = (a(l, 0)?, a(l, 1)?, a(l, 2)?);
        return Ok(vec![l.emit1(Opcode::WriteLane, vec![v, lane, old], l.ty(v))]);
    }
    if base(name, &["llvm.amdgcn.ballot"]).is_some() {
        if ret.as_ref().is_ok_and(|t| *t != Type::I64) {
            return fail(format!(
                "'{name}' is a wave32 ballot; gfx900 runs wave64 (llc-22 cannot select it)"
            ));
        }
        let c = a(l, 0)?;
        return Ok(vec![l.emit1(Opcode::Ballot, vec![c], ret?)]);
    }
    for (n, op) in [
        ("llvm.amdgcn.ds.bpermute", Opcode::DsBpermute),
        ("llvm.amdgcn.ds.permute", Opcode::DsPermute),
        ("llvm.amdgcn.mbcnt.lo", Opcode::MbcntLo),
        ("llvm.amdgcn.mbcnt.hi", Opcode::MbcntHi),
    ] {
        if name == n {
            let (x, y) = (a(l, 0)?, a(l, 1)?);
            return Ok(vec![l.emit1(op, vec![x, y], Type::I32)]);
        }
    }
    if base(name, &["llvm.amdgcn.wave.shuffle"]).is_some() {
        // The value of the lane `index` names: ds_bpermute by its byte address, as llc does.
        let (v, index) = (a(l, 0)?, a(l, 1)?);
        let t = l.ty(v);
        if !matches!(t, Type::I32 | Type::F32) || l.ty(index) != Type::I32 {
            return fail(format!("'{name}' on {t} values is not supported (i32 and f32 only)"));
        }
        let four = l.constant(Type::I32, 4);
        let addr = l.emit1(Opcode::Mul, vec![index, four], Type::I32);
        let bits = if t == Type::I32 {
            v
        } else {
            l.emit1(Opcode::Bitcast, vec![v], Type::I32)
        };
        let r = l.emit1(Opcode::DsBpermute, vec![addr, bits], Type::I32);
        return Ok(vec![if t == Type::I32 {
            r
        } else {
            l.emit1(Opcode::Bitcast, vec![r], t)
        }]);
    }
    if name == "llvm.amdgcn.ds.swizzle" {
        let v = a(l, 0)?;
        let Some(pattern) = args.get(1).and_then(|p| p.const_zext()) else {
            return fail("ds.swizzle needs a constant pattern");
        };
        let op = l.emit(Opcode::DsSwizzle, vec![v], &[Type::I32]);
        l.f.op_mut(op).set_attr("pattern", Attr::Int(pattern as i128));
        return Ok(vec![l.f.result(op)]);
    }
    if base(name, &["llvm.amdgcn.icmp", "llvm.amdgcn.fcmp"]).is_some() {
        let (mut x, mut y) = (a(l, 0)?, a(l, 1)?);
        let Some(p) = args.get(2).and_then(|p| p.const_zext()) else {
            return fail("compare intrinsic needs a constant predicate");
        };
        let op = if name.starts_with("llvm.amdgcn.icmp") {
            // CmpInst::Predicate numbers: ICMP_EQ = 32 .. ICMP_SLE = 41.
            let Some(pred) = p.checked_sub(32).and_then(|i| IntPredicate::ALL.get(i as usize)) else {
                return fail("bad icmp predicate");
            };
            // Booleans compare as the integers 0 and 1 (-1 when signed), as llc widens them.
            if l.ty(x) == Type::I1 {
                let signed = matches!(
                    pred,
                    IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
                );
                let ext = if signed { Opcode::SExt } else { Opcode::ZExt };
                x = l.emit1(ext, vec![x], Type::I32);
                y = l.emit1(ext, vec![y], Type::I32);
            }
            Opcode::IcmpMask(*pred)
        } else {
            // FCMP_FALSE = 0 .. FCMP_TRUE = 15, in FloatPredicate's order.
            let Some(pred) = FloatPredicate::ALL.get(p as usize) else {
                return fail("bad fcmp predicate");
            };
            Opcode::FcmpMask(*pred)
        };
        return Ok(vec![l.emit1(op, vec![x, y], ret?)]);
    }
    if let Some(rest) = name.strip_prefix("llvm.amdgcn.wave.reduce.") {
        let opname = rest.split('.').next().unwrap_or("");
        let Some(r) = ReduceOp::parse(opname) else {
            return fail("unsupported wave reduction");
        };
        let v = a(l, 0)?;
        if r.is_float() && l.ty(v) != Type::F32 {
            return fail(format!("'{name}' on {} values is not supported (f32 only)", l.ty(v)));
        }
        return Ok(vec![l.emit1(Opcode::WaveReduce(r), vec![v], l.ty(v))]);
    }
    if let Some(vals) = expanded(l, frame, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = crate::math::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = crate::buffer::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(vals) = crate::image::lower(l, frame, inst, name, args)? {
        return Ok(vals);
    }
    if let Some(b) = base(
        name,
        &[
            "llvm.memcpy",
            "llvm.memmove",
            "llvm.memset",
            "llvm.memcpy.inline",
            "llvm.memset.inline",
        ],
    ) {
        return memory_intrinsic(l, frame, inst, b, args).map(|_| Vec::new());
    }
    // Generic math, element-wise over vectors.
    let elementwise: &[(&str, Opcode, usize)] = &[
        ("llvm.fma", Opcode::Fma, 3),
        ("llvm.fmuladd", Opcode::Fma, 3),
        ("llvm.sqrt", Opcode::Sqrt, 1),
        ("llvm.floor", Opcode::FFloor, 1),
        ("llvm.ceil", Opcode::FCeil, 1),
        ("llvm.trunc", Opcode::FTrunc, 1),
        ("llvm.rint", Opcode::FRoundEven, 1),
        ("llvm.nearbyint", Opcode::FRoundEven, 1),
        ("llvm.roundeven", Opcode::FRoundEven, 1),
        ("llvm.fabs", Opcode::FAbs, 1),
        ("llvm.minnum", Opcode::MinNum, 2),
        ("llvm.maxnum", Opcode::MaxNum, 2),
        ("llvm.umin", Opcode::UMin, 2),
        ("llvm.umax", Opcode::UMax, 2),
        ("llvm.smin", Opcode::SMin, 2),
        ("llvm.smax", Opcode::SMax, 2),
        ("llvm.abs", Opcode::Abs, 1),
        ("llvm.ctpop", Opcode::Ctpop, 1),
        ("llvm.ctlz", Opcode::Ctlz, 1),
        ("llvm.cttz", Opcode::Cttz, 1),
        ("llvm.bswap", Opcode::Bswap, 1),
        ("llvm.exp2", Opcode::Exp2, 1),
        ("llvm.log2", Opcode::Log2, 1),
        ("llvm.ldexp", Opcode::Ldexp, 2),
        ("llvm.amdgcn.ldexp", Opcode::Ldexp, 2),
        ("llvm.amdgcn.rcp", Opcode::Rcp, 1),
        ("llvm.amdgcn.rsq", Opcode::Rsq, 1),
        ("llvm.amdgcn.fract", Opcode::Fract, 1),
        ("llvm.amdgcn.frexp.mant", Opcode::FrexpMant, 1),
        ("llvm.amdgcn.fmed3", Opcode::FMed3, 3),
        ("llvm.amdgcn.trig.preop", Opcode::TrigPreop, 2),
    ];
    if base(name, &["llvm.frexp"]).is_some() {
        return frexp(l, frame, name, args);
    }
    if let Some(b) = base(name, &["llvm.convert.from.fp16", "llvm.convert.to.fp16"]) {
        // The half's bits in an i16: extended to the result's float, or a float rounded to them.
        let Some(&arg) = args.first() else {
            return fail("missing intrinsic operand");
        };
        let to = l.leaf_types(inst.ty())?;
        let xs = l.get(frame, arg)?;
        let mut out = Vec::new();
        for (&x, &t) in xs.iter().zip(&to) {
            out.push(if b == "llvm.convert.from.fp16" {
                let h = l.emit1(Opcode::Bitcast, vec![x], Type::F16);
                l.emit1(Opcode::FPExt, vec![h], t)
            } else {
                let h = l.emit1(Opcode::FPTrunc, vec![x], Type::F16);
                l.emit1(Opcode::Bitcast, vec![h], Type::I16)
            });
        }
        return Ok(out);
    }
    if let Some(b) = base(name, WITH_OVERFLOW) {
        return with_overflow(l, frame, name, b, args);
    }
    let names: Vec<&str> = elementwise.iter().map(|e| e.0).collect();
    if let Some(b) = base(name, &names) {
        let Some(&(_, op, n)) = elementwise.iter().find(|e| e.0 == b) else {
            return fail("unreachable");
        };
        let mut ins = Vec::new();
        for v in args.iter().take(n) {
            ins.push(l.get(frame, *v)?);
        }
        let lanes = ins.first().map(|v| v.len()).unwrap_or(0);
        if ins.len() != n || ins.iter().any(|v| v.len() != lanes) {
            return fail(format!("'{name}' with operands of different shapes"));
        }
        let mut out = Vec::new();
        for i in 0..lanes {
            let ops: Vec<Value> = ins.iter().map(|v| v[i]).collect();
            let t = l.ty(ops[0]);
            // The hardware's exponent operands are i32 (LLVM also allows i16 ones).
            if op == Opcode::Ldexp && l.ty(ops[1]) != Type::I32 {
                return fail(format!("'{name}' with a non-i32 exponent is not supported"));
            }
            let op = l.emit(op, ops, &[t]);
            // ctlz/cttz: a constant `true` flag makes a zero input poison.
            if matches!(b, "llvm.ctlz" | "llvm.cttz") && args.get(1).and_then(|p| p.const_zext()) == Some(1) {
                l.f.op_mut(op).set_attr("zero_poison", Attr::Word("zero_poison".into()));
            }
            out.push(l.f.result(op));
        }
        l.mark_fpmath(inst, &out);
        return Ok(out);
    }
    fail(format!("unsupported intrinsic '{name}'"))
}

/// kcc's one table of how a call it keeps opaque behaves for uniformity, by callee name,
/// following LLVM 22's AMDGPU tables (`SourcesOfDivergence`, `AlwaysUniform`) and TTI rules:
/// `source`, `uniform` or `propagates`. The frontend writes it on each opaque op as its
/// `divergence` attribute; mir's uniformity analysis reads only the attribute.
pub fn intrinsic_divergence(callee: &str) -> &'static str {
    let name = callee.strip_prefix('@').unwrap_or(callee);
    let Some(intr) = name.strip_prefix("llvm.") else {
        // A call to an ordinary function: divergent (attributes are checked by the caller).
        return "source";
    };
    const UNIFORM: &[&str] = &[
        "amdgcn.readfirstlane",
        "amdgcn.readlane",
        "amdgcn.icmp",
        "amdgcn.fcmp",
        "amdgcn.ballot",
        "amdgcn.if.break",
        "amdgcn.s.getpc",
        "amdgcn.s.getreg",
        "amdgcn.s.memtime",
        "amdgcn.s.memrealtime",
        "amdgcn.s.sendmsg",
        "amdgcn.workgroup.id",
        "amdgcn.wave.reduce",
        "amdgcn.s.get.waveid.in.workgroup",
        "amdgcn.cluster.id",
        "amdgcn.cluster.workgroup",
        "amdgcn.s.getreg",
        "amdgcn.s.wait.event",
        "amdgcn.lds.kernel.id",
        "amdgcn.s.get.barrier.state",
        "amdgcn.s.get.named.barrier.state",
    ];
    const SOURCE: &[&str] = &[
        "amdgcn.workitem.id",
        "amdgcn.interp",
        "amdgcn.lds.param.load",
        "amdgcn.lds.direct.load",
        "amdgcn.mbcnt",
        "amdgcn.ds.swizzle",
        "amdgcn.ds.permute",
        "amdgcn.ds.bpermute",
        "amdgcn.ds.gws",
        "amdgcn.ds.ordered",
        "amdgcn.ds.fadd",
        "amdgcn.ds.fmin",
        "amdgcn.ds.fmax",
        "amdgcn.ds.bvh",
        "amdgcn.ds.read.tr",
        "amdgcn.ds.load.tr",
        "amdgcn.global.load.tr",
        "amdgcn.global.load.lds",
        "amdgcn.permlane",
        "amdgcn.mov.dpp",
        "amdgcn.update.dpp",
        "amdgcn.live.mask",
        "amdgcn.ps.live",
        "amdgcn.mfma",
        "amdgcn.smfmac",
        "amdgcn.wmma",
        "amdgcn.swmmac",
        "amdgcn.image.atomic",
        "amdgcn.raw.buffer.atomic",
        "amdgcn.raw.ptr.buffer.atomic",
        "amdgcn.struct.buffer.atomic",
        "amdgcn.struct.ptr.buffer.atomic",
        "amdgcn.buffer.atomic",
        "amdgcn.global.atomic",
        "amdgcn.flat.atomic",
        "amdgcn.atomic",
        "amdgcn.if",
        "amdgcn.else",
        "amdgcn.loop",
        "amdgcn.end.cf",
        "amdgcn.image.bvh",
        "amdgcn.inverse.ballot",
        "amdgcn.writelane",
        "amdgcn.dead",
        "amdgcn.call.whole.wave",
        "amdgcn.ds.bvh.stack",
        "amdgcn.interp.inreg",
        "amdgcn.cvt.pk",
        "amdgcn.addrspacecast.nonnull",
    ];
    let matches = |table: &[&str]| {
        table
            .iter()
            .any(|p| intr == *p || (intr.starts_with(p) && intr.as_bytes().get(p.len()) == Some(&b'.')))
    };
    // Families whose members extend the name itself (permlane16, permlanex16.var, mov.dpp8,
    // ds.read.tr16.b64, ...): all sources of divergence.
    const SOURCE_FAMILIES: &[&str] = &[
        "amdgcn.permlane",
        "amdgcn.mov.dpp",
        "amdgcn.ds.read.tr",
        "amdgcn.ds.load.tr",
        "amdgcn.global.load.tr",
        "amdgcn.mfma",
        "amdgcn.smfmac",
        "amdgcn.wmma",
        "amdgcn.swmmac",
    ];
    // Non-divergent look-alikes first (the prefix table is coarse).
    if matches(&["amdgcn.cvt.pk"]) || matches(&["amdgcn.addrspacecast.nonnull"]) {
        return "propagates";
    }
    if SOURCE_FAMILIES.iter().any(|p| intr.starts_with(p)) {
        return "source";
    }
    if matches(UNIFORM) {
        return "uniform";
    }
    if matches(SOURCE) {
        return "source";
    }
    "propagates"
}

/// The uniformity rule of a call kcc keeps opaque (analysis mode): intrinsics by the table
/// above; other calls are sources unless marked `nodivergencesource` (then their result still
/// depends on their arguments).
pub fn call_divergence(inst: Val, callee: &str) -> &'static str {
    if callee.starts_with("llvm.read_register") {
        // Uniform when it names an SGPR-class register (LLVM's rule, as for asm outputs).
        let reg = inst
            .arg_operands()
            .first()
            .and_then(|&a| crate::llvm::md_node_string(a));
        return match reg {
            Some(r) if asm_output_is_sgpr(&format!("={{{r}}}")) => "uniform",
            _ => "source",
        };
    }
    // (By the name, as LLVM's `Function::isIntrinsic`: a `llvm.*` name LLVM 22 has no
    // intrinsic for is no source of divergence to opt either, though kcc calls it.)
    if callee.starts_with("llvm.") {
        return intrinsic_divergence(callee);
    }
    let fn_index = inkwell::llvm_sys::LLVMAttributeFunctionIndex;
    let callee_val = inst.called_value();
    let marked = inst.call_has_enum_attr(fn_index, "nodivergencesource")
        || (callee_val.is_function() && callee_val.has_enum_attr(fn_index, "nodivergencesource"));
    if marked {
        "propagates"
    } else {
        "source"
    }
}

/// Is this inline-asm output constraint (`=s`, `=r`, `=&v`, `={s0}`, `={VCC_LO}`) an SGPR
/// class? (LLVM's generic `r` is one on AMDGPU; register names are case-insensitive.)
fn asm_output_is_sgpr(constraint: &str) -> bool {
    let c = constraint.trim_start_matches('=').trim_start_matches('&');
    if c == "s" || c == "r" {
        return true;
    }
    if let Some(reg) = c.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        let reg = reg.to_ascii_lowercase();
        return reg.starts_with('s')
            || reg.starts_with("vcc")
            || reg.starts_with("exec")
            || reg.starts_with("flat_scratch")
            || reg == "m0"
            || reg.starts_with("ttmp");
    }
    false
}

/// For each output of an inline-asm constraint string, in order: whether it is in an SGPR.
pub fn asm_outputs(constraints: &str) -> Vec<bool> {
    constraints
        .split(',')
        .filter(|c| c.starts_with('='))
        .map(asm_output_is_sgpr)
        .collect()
}

/// The divergence of each of `results` results of inline asm (LLVM's rule: an SGPR output is
/// uniform, any other output is a source; without outputs it propagates).
pub fn asm_divergence(constraints: &str, results: usize) -> Vec<&'static str> {
    let outs = asm_outputs(constraints);
    let all_sgpr = outs.iter().all(|&s| s);
    (0..results.max(1))
        .map(|i| match outs.get(i) {
            _ if outs.is_empty() => "propagates",
            Some(true) => "uniform",
            Some(false) => "source",
            None if all_sgpr => "uniform",
            None => "source",
        })
        .collect()
}

/// Intrinsics whose lowering handles integers of widths MIR has no type for (below 64 bits:
/// `llvm.bitreverse.i3`, `.v3i15`).
pub fn handles_odd_ints(name: &str) -> bool {
    let width = name.rsplit('i').next().and_then(|w| w.parse::<u32>().ok());
    base(name, &["llvm.bitreverse"]).is_some() && width.is_some_and(|w| w < 64)
}

/// Largest block a constant-length memcpy/memset is expanded for.
const MAX_MEM_BYTES: u64 = 4096;

/// memcpy/memmove/memset with a constant length: loads and stores of the widest unit the
/// alignments allow (up to 4 bytes). Copies load everything before storing, so an
/// overlapping memmove is right too.
/// memcpy/memset of a length known only when the kernel runs: a loop of byte accesses (LLVM
/// expands these into a loop too, in wider units). memmove would need its direction chosen
/// by the addresses; it is refused.
fn memory_loop(l: &mut Lowerer, frame: &Frame, b: &str, args: &[Val]) -> R<()> {
    if b.starts_with("llvm.memmove") {
        return fail(format!("'{b}' with a non-constant length is not supported"));
    }
    let is_set = b.starts_with("llvm.memset");
    let volatile = args.get(3).and_then(|v| v.const_zext()) == Some(1);
    let dst = l.get1(frame, args[0])?;
    l.check_writable(dst, b)?;
    let src = if is_set {
        let v = l.get1(frame, args[1])?;
        (l.ty(v) == Type::I8)
            .then_some(v)
            .ok_or_else(|| crate::lower::Fail::Msg(format!("'{b}' of a non-byte value")))?
    } else {
        let p = l.get1(frame, args[1])?;
        l.readable_address(frame, p)?
    };
    let n = l.get1(frame, args[2])?;
    let it = l.ty(n);
    let name = if is_set { "memset" } else { "memcpy" };
    let head = l.f.add_block();
    let body = l.f.add_block();
    let done = l.f.add_block();
    for (blk, part) in [(head, "loop"), (body, "body"), (done, "done")] {
        l.f.blocks[blk.index()].name = Some(format!("{name}.{part}"));
    }
    let zero = l.constant(it, 0);
    let enter = l.emit(Opcode::Br, vec![], &[]);
    l.f.op_mut(enter).successors.push(mir::BlockCall {
        block: head,
        args: vec![zero],
    });
    l.cur = head;
    let i = l.f.add_block_param(head, it);
    let more = l.emit1(Opcode::Icmp(IntPredicate::Ult), vec![i, n], Type::I1);
    let test = l.emit(Opcode::CondBr, vec![more], &[]);
    l.f.op_mut(test).successors.extend([
        mir::BlockCall {
            block: body,
            args: vec![],
        },
        mir::BlockCall {
            block: done,
            args: vec![],
        },
    ]);
    l.cur = body;
    let at = |l: &mut Lowerer, p: Value| {
        let pt = l.ty(p);
        let off = l.resize(i, Type::int(pt.bits()).unwrap_or(Type::I64), false);
        l.emit1(Opcode::PtrAdd, vec![p, off], pt)
    };
    let byte = if is_set {
        src
    } else {
        let p = at(l, src);
        let op = l.emit(Opcode::Load, vec![p], &[Type::I8]);
        l.f.op_mut(op).set_attr("align", Attr::Int(1));
        if volatile {
            l.f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
        }
        l.f.result(op)
    };
    let q = at(l, dst);
    let op = l.emit(Opcode::Store, vec![byte, q], &[]);
    l.f.op_mut(op).set_attr("align", Attr::Int(1));
    if volatile {
        l.f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
    }
    let one = l.constant(it, 1);
    let next = l.emit1(Opcode::Add, vec![i, one], it);
    let back = l.emit(Opcode::Br, vec![], &[]);
    l.f.op_mut(back).successors.push(mir::BlockCall {
        block: head,
        args: vec![next],
    });
    l.cur = done;
    Ok(())
}

fn memory_intrinsic(l: &mut Lowerer, frame: &Frame, inst: Val, b: &str, args: &[Val]) -> R<()> {
    let (Some(&dst), Some(&src_or_val), Some(len)) = (args.first(), args.get(1), args.get(2)) else {
        return fail("memory intrinsic with missing operands");
    };
    let Some(len) = len.const_zext() else {
        return memory_loop(l, frame, b, args);
    };
    if len > MAX_MEM_BYTES {
        return fail(format!("'{b}' of {len} bytes is too large (at most {MAX_MEM_BYTES})"));
    }
    let volatile = args.get(3).and_then(|v| v.const_zext()) == Some(1);
    let align_of = |i: u32| inst.call_param_align(i).unwrap_or(1).max(1);
    let is_set = b.starts_with("llvm.memset");
    let mut unit = align_of(0).min(4);
    if !is_set {
        unit = unit.min(align_of(1));
    }
    let dst_ptr = l.get1(frame, dst)?;
    l.check_writable(dst_ptr, b)?;
    let attrs = |l: &mut Lowerer, op: mir::OpId, align: u64| {
        l.f.op_mut(op).set_attr("align", Attr::Int(align as i128));
        if volatile {
            l.f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
        }
    };
    // Pieces: (offset, size) covering len bytes with `unit`-sized chunks and a tail.
    let mut pieces = Vec::new();
    let mut off = 0u64;
    while off < len {
        let mut size = unit;
        while off + size > len {
            size /= 2;
        }
        pieces.push((off, size));
        off += size;
    }
    let ty_of = |size: u64| match size {
        4 => Type::I32,
        2 => Type::I16,
        _ => Type::I8,
    };
    if is_set {
        let byte = l.get1(frame, src_or_val)?;
        for (off, size) in pieces {
            let t = ty_of(size);
            let v = match src_or_val.const_zext() {
                Some(c) => {
                    let pattern = (0..size).fold(0u64, |acc, _| (acc << 8) | (c & 0xff));
                    l.constant(t, pattern)
                }
                None => {
                    let w = l.resize(byte, t, false);
                    if size == 1 {
                        w
                    } else {
                        let ones = l.constant(t, if size == 4 { 0x0101_0101 } else { 0x0101 });
                        l.emit1(Opcode::Mul, vec![w, ones], t)
                    }
                }
            };
            let p = l.offset_ptr(dst_ptr, off);
            let op = l.emit(Opcode::Store, vec![v, p], &[]);
            attrs(l, op, crate::types::piece_align(align_of(0), off));
        }
        return Ok(());
    }
    let src_ptr = l.get1(frame, src_or_val)?;
    let src_ptr = l.readable_address(frame, src_ptr)?;
    let mut loaded = Vec::new();
    for &(off, size) in &pieces {
        let p = l.offset_ptr(src_ptr, off);
        let op = l.emit(Opcode::Load, vec![p], &[ty_of(size)]);
        attrs(l, op, crate::types::piece_align(align_of(1), off));
        loaded.push(l.f.result(op));
    }
    for (&(off, _), v) in pieces.iter().zip(loaded) {
        let p = l.offset_ptr(dst_ptr, off);
        let op = l.emit(Opcode::Store, vec![v, p], &[]);
        attrs(l, op, crate::types::piece_align(align_of(0), off));
    }
    Ok(())
}

/// Fixed-point `a * b >> scale` (or `(a << scale) / b`) of 8- to 32-bit integers, in 64 bits:
/// the product of the extended operands shifted right (rounding toward negative infinity, as
/// llc-22 does; LLVM leaves the direction open), or the shifted dividend divided (signed:
/// rounded toward negative infinity, as LLVM defines it), clamped to the type's range for
/// `.sat` (without it, a result out of range is undefined behaviour), then truncated.
#[allow(clippy::too_many_arguments)]
fn fixed_point(
    l: &mut Lowerer,
    name: &str,
    signed: bool,
    sat: bool,
    div: bool,
    a: Value,
    b: Value,
    scale: u64,
) -> R<Value> {
    let t = l.ty(a);
    let w = t.bits();
    if !matches!(t, Type::I8 | Type::I16 | Type::I32) || scale >= w as u64 {
        return fail(format!("'{name}' on {t} values with scale {scale} is not supported"));
    }
    let wide = Type::I64;
    let ext = if signed { Opcode::SExt } else { Opcode::ZExt };
    let (a, b) = (l.emit1(ext, vec![a], wide), l.emit1(ext, vec![b], wide));
    let k = l.constant(wide, scale);
    let mut r = if div {
        let n = l.emit1(Opcode::Shl, vec![a, k], wide);
        if signed {
            // The truncated quotient, one less when the remainder is nonzero and its sign
            // differs from the divisor's.
            let q = l.emit1(Opcode::SDiv, vec![n, b], wide);
            let rem = l.emit1(Opcode::SRem, vec![n, b], wide);
            let zero = l.constant(wide, 0);
            let inexact = l.emit1(Opcode::Icmp(mir::IntPredicate::Ne), vec![rem, zero], Type::I1);
            let signs = l.emit1(Opcode::Xor, vec![rem, b], wide);
            let differ = l.emit1(Opcode::Icmp(mir::IntPredicate::Slt), vec![signs, zero], Type::I1);
            let down = l.emit1(Opcode::And, vec![inexact, differ], Type::I1);
            let one = l.constant(wide, 1);
            let q1 = l.emit1(Opcode::Sub, vec![q, one], wide);
            l.emit1(Opcode::Select, vec![down, q1, q], wide)
        } else {
            l.emit1(Opcode::UDiv, vec![n, b], wide)
        }
    } else {
        let p = l.emit1(Opcode::Mul, vec![a, b], wide);
        let shift = if signed { Opcode::AShr } else { Opcode::LShr };
        l.emit1(shift, vec![p, k], wide)
    };
    if sat {
        let (lo, hi) = if signed {
            (-(1i64 << (w - 1)) as u64, (1u64 << (w - 1)) - 1)
        } else {
            (0, (1u64 << w) - 1)
        };
        let hi = l.constant(wide, hi);
        if signed {
            let lo = l.constant(wide, lo);
            r = l.emit1(Opcode::SMin, vec![r, hi], wide);
            r = l.emit1(Opcode::SMax, vec![r, lo], wide);
        } else {
            r = l.emit1(Opcode::UMin, vec![r, hi], wide);
        }
    }
    Ok(l.emit1(Opcode::Trunc, vec![r], t))
}

/// Intrinsics that are short sequences of generic ops, element-wise over vectors.
/// `Ok(None)`: not one of them.
fn expanded(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    const NAMES: &[&str] = &[
        "llvm.expect",
        "llvm.expect.with.probability",
        "llvm.arithmetic.fence",
        "llvm.launder.invariant.group",
        "llvm.strip.invariant.group",
        "llvm.fshl",
        "llvm.fshr",
        "llvm.uadd.sat",
        "llvm.usub.sat",
        "llvm.sadd.sat",
        "llvm.ssub.sat",
        "llvm.ushl.sat",
        "llvm.sshl.sat",
        "llvm.copysign",
        "llvm.canonicalize",
        "llvm.ptrmask",
        "llvm.amdgcn.mul.u24",
        "llvm.amdgcn.mul.i24",
        "llvm.amdgcn.ubfe",
        "llvm.amdgcn.sbfe",
        "llvm.amdgcn.class",
        "llvm.is.fpclass",
        "llvm.amdgcn.frexp.exp",
        "llvm.smul.fix",
        "llvm.umul.fix",
        "llvm.smul.fix.sat",
        "llvm.umul.fix.sat",
        "llvm.sdiv.fix",
        "llvm.udiv.fix",
        "llvm.sdiv.fix.sat",
        "llvm.udiv.fix.sat",
    ];
    // `llvm.expect.with.probability` must win over its prefix `llvm.expect`.
    let Some(b) = NAMES.iter().rev().copied().find(|b| base(name, &[b]).is_some()) else {
        return Ok(None);
    };
    let mut ins = Vec::new();
    for a in args {
        if a.is_metadata() {
            continue;
        }
        ins.push(l.get(frame, *a)?);
    }
    let Some(lanes) = ins.first().map(|v| v.len()) else {
        return fail(format!("'{name}' without operands"));
    };
    let mut out = Vec::new();
    for i in 0..lanes {
        let x: Vec<Value> = ins
            .iter()
            .map(|v| {
                if v.len() == 1 {
                    v[0]
                } else {
                    v.get(i).copied().unwrap_or(v[0])
                }
            })
            .collect();
        let t = l.ty(x[0]);
        let arg = |k: usize| -> R<Value> {
            x.get(k)
                .copied()
                .ok_or_else(|| crate::lower::Fail::Msg(format!("'{name}' is missing an operand")))
        };
        let v = match b {
            // Hints (and a fence against reassociation, which kcc never does): the value itself.
            "llvm.expect"
            | "llvm.expect.with.probability"
            | "llvm.arithmetic.fence"
            | "llvm.launder.invariant.group"
            | "llvm.strip.invariant.group" => x[0],
            "llvm.fshl" | "llvm.fshr" => funnel_shift(l, b == "llvm.fshl", arg(0)?, arg(1)?, arg(2)?),
            "llvm.smul.fix" | "llvm.umul.fix" | "llvm.smul.fix.sat" | "llvm.umul.fix.sat" | "llvm.sdiv.fix"
            | "llvm.udiv.fix" | "llvm.sdiv.fix.sat" | "llvm.udiv.fix.sat" => {
                let scale = args
                    .get(2)
                    .and_then(|a| a.const_zext())
                    .ok_or_else(|| crate::lower::Fail::Msg(format!("'{name}' needs a constant scale")))?;
                let (signed, sat, div) = (b.starts_with("llvm.s"), b.ends_with(".sat"), b.contains("div"));
                fixed_point(l, name, signed, sat, div, x[0], arg(1)?, scale)?
            }
            "llvm.uadd.sat" => {
                // a + umin(b, ~a) never wraps.
                let ones = l.constant(t, u64::MAX >> (64 - t.bits()));
                let not_a = l.emit1(Opcode::Xor, vec![x[0], ones], t);
                let room = l.emit1(Opcode::UMin, vec![arg(1)?, not_a], t);
                l.emit1(Opcode::Add, vec![x[0], room], t)
            }
            "llvm.usub.sat" => {
                let m = l.emit1(Opcode::UMin, vec![x[0], arg(1)?], t);
                l.emit1(Opcode::Sub, vec![x[0], m], t)
            }
            "llvm.sadd.sat" | "llvm.ssub.sat" | "llvm.ushl.sat" | "llvm.sshl.sat" => saturating(l, b, x[0], arg(1)?)?,
            "llvm.copysign" => {
                let it = Type::int(t.bits()).ok_or_else(|| crate::lower::Fail::Msg("bad copysign type".into()))?;
                let sign = l.constant(it, 1u64 << (t.bits() - 1));
                let magnitude = l.constant(it, (1u64 << (t.bits() - 1)) - 1);
                let a = l.emit1(Opcode::Bitcast, vec![x[0]], it);
                let s = l.emit1(Opcode::Bitcast, vec![arg(1)?], it);
                let a = l.emit1(Opcode::And, vec![a, magnitude], it);
                let s = l.emit1(Opcode::And, vec![s, sign], it);
                let r = l.emit1(Opcode::Or, vec![a, s], it);
                l.emit1(Opcode::Bitcast, vec![r], t)
            }
            "llvm.canonicalize" => {
                // x * 1.0 is LLVM's own expansion of canonicalize.
                let bits = crate::types::float_bits(t, 1.0)
                    .ok_or_else(|| crate::lower::Fail::Msg("bad canonicalize type".into()))?;
                let one = l.constant(t, bits);
                l.emit1(Opcode::FMul, vec![x[0], one], t)
            }
            "llvm.ptrmask" => {
                let m = arg(1)?;
                let it = l.ty(m);
                let p = l.emit1(Opcode::PtrToInt, vec![x[0]], it);
                let r = l.emit1(Opcode::And, vec![p, m], it);
                l.emit1(Opcode::IntToPtr, vec![r], t)
            }
            "llvm.amdgcn.mul.u24" | "llvm.amdgcn.mul.i24" => {
                // The hardware multiplies the low 24 bits (sign-extended for i24).
                let signed = b.ends_with("i24");
                let a = low24(l, x[0], signed);
                let c = low24(l, arg(1)?, signed);
                if name.ends_with(".i64") {
                    // The whole 48-bit product (v_mul_u32_u24 and v_mul_hi_u32_u24 in llc).
                    let ext = if signed { Opcode::SExt } else { Opcode::ZExt };
                    let (a, c) = (l.emit1(ext, vec![a], Type::I64), l.emit1(ext, vec![c], Type::I64));
                    l.emit1(Opcode::Mul, vec![a, c], Type::I64)
                } else {
                    l.emit1(Opcode::Mul, vec![a, c], t)
                }
            }
            // is.fpclass's mask bits are v_cmp_class's.
            "llvm.amdgcn.class" | "llvm.is.fpclass" => l.emit1(Opcode::FClass, vec![x[0], arg(1)?], Type::I1),
            "llvm.amdgcn.frexp.exp" if name.starts_with("llvm.amdgcn.frexp.exp.i32.") => {
                l.emit1(Opcode::FrexpExp, vec![x[0]], Type::I32)
            }
            // (The f16 form's i16 exponent: the hardware's, which the op sign-extends.)
            "llvm.amdgcn.frexp.exp" if name.starts_with("llvm.amdgcn.frexp.exp.i16.") && l.ty(x[0]) == Type::F16 => {
                let e = l.emit1(Opcode::FrexpExp, vec![x[0]], Type::I32);
                l.emit1(Opcode::Trunc, vec![e], Type::I16)
            }
            "llvm.amdgcn.frexp.exp" => return fail(format!("'{name}' (a non-i32 exponent) is not supported")),
            "llvm.amdgcn.ubfe" | "llvm.amdgcn.sbfe" => bitfield_extract(l, b.ends_with("sbfe"), x[0], arg(1)?, arg(2)?),
            _ => return Ok(None),
        };
        out.push(v);
    }
    Ok(Some(out))
}

/// `llvm.vector.extract`/`insert` (a constant index) and `vector.reverse`: the elements'
/// leaves moved about.
fn vector_parts(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    let Some(b) = base(
        name,
        &["llvm.vector.extract", "llvm.vector.insert", "llvm.vector.reverse"],
    ) else {
        return Ok(None);
    };
    let Some(&v) = args.first() else {
        return fail(format!("'{name}' without operands"));
    };
    let leaves = l.get(frame, v)?;
    // Leaves per element (an i128 element has two).
    let n = v.ty().vector_len() as usize;
    if n == 0 || leaves.len() % n != 0 {
        return fail(format!("'{name}' on a vector kcc cannot split"));
    }
    let per = leaves.len() / n;
    let index = |k: usize| -> R<usize> {
        match args.get(k).and_then(|a| a.const_zext()) {
            Some(i) => Ok(i as usize * per),
            None => fail(format!("'{name}' needs a constant index")),
        }
    };
    Ok(Some(match b {
        "llvm.vector.reverse" => leaves.chunks(per).rev().flatten().copied().collect(),
        "llvm.vector.extract" => {
            let (at, len) = (index(1)?, l.leaf_types(inst.ty())?.len());
            match leaves.get(at..at + len) {
                Some(part) => part.to_vec(),
                None => return fail(format!("'{name}' past the vector's end")),
            }
        }
        _ => {
            let Some(&sub) = args.get(1) else {
                return fail(format!("'{name}' without a subvector"));
            };
            let part = l.get(frame, sub)?;
            let at = index(2)?;
            let mut out = leaves;
            match out.get_mut(at..at + part.len()) {
                Some(slot) => slot.copy_from_slice(&part),
                None => return fail(format!("'{name}' past the vector's end")),
            }
            out
        }
    }))
}

/// `llvm.frexp`: { significand, exponent }, element-wise; the leaves are the significands
/// then the exponents. The exponent is i32 (gfx900's `v_frexp_exp_i32_*`).
fn frexp(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    if !name.ends_with("i32") {
        return fail(format!("'{name}' with a non-i32 exponent is not supported"));
    }
    let Some(&x) = args.first() else {
        return fail(format!("'{name}' without operands"));
    };
    let xs = l.get(frame, x)?;
    let mut mants = Vec::new();
    let mut exps = Vec::new();
    for v in xs {
        let t = l.ty(v);
        mants.push(l.emit1(Opcode::FrexpMant, vec![v], t));
        exps.push(l.emit1(Opcode::FrexpExp, vec![v], Type::I32));
    }
    mants.extend(exps);
    Ok(mants)
}

/// a + b or a - b, wrapping, and whether the signed result overflowed: for a sum, r's sign
/// differs from both operands'; for a difference, a's and b's signs differ and r's differs
/// from a's.
fn signed_add_sub(l: &mut Lowerer, add: bool, a: Value, b: Value) -> (Value, Value) {
    let t = l.ty(a);
    let r = l.emit1(if add { Opcode::Add } else { Opcode::Sub }, vec![a, b], t);
    let ra = l.emit1(Opcode::Xor, vec![r, a], t);
    let other = l.emit1(Opcode::Xor, vec![if add { r } else { a }, b], t);
    let both = l.emit1(Opcode::And, vec![ra, other], t);
    let zero = l.constant(t, 0);
    (r, l.emit1(Opcode::Icmp(IntPredicate::Slt), vec![both, zero], Type::I1))
}

/// sadd.sat, ssub.sat, ushl.sat and sshl.sat: the wrapping result unless it overflowed, then
/// the bound on the side of the exact result (for signed ones, the side of `a`'s sign: an
/// overflowing sum has both operands' sign, a difference `a`'s, a shift keeps `a`'s).
fn saturating(l: &mut Lowerer, name: &str, a: Value, b: Value) -> R<Value> {
    let t = l.ty(a);
    if t == Type::I1 {
        return fail(format!("'{name}' on i1 is not supported"));
    }
    let w = t.bits() as u64;
    let (r, overflow) = match name {
        "llvm.sadd.sat" | "llvm.ssub.sat" => signed_add_sub(l, name == "llvm.sadd.sat", a, b),
        _ => {
            // The shift lost bits iff shifting back does not give `a` again.
            let signed = name == "llvm.sshl.sat";
            let r = l.emit1(Opcode::Shl, vec![a, b], t);
            let back = l.emit1(if signed { Opcode::AShr } else { Opcode::LShr }, vec![r, b], t);
            (r, l.emit1(Opcode::Icmp(IntPredicate::Ne), vec![back, a], Type::I1))
        }
    };
    let bound = if name == "llvm.ushl.sat" {
        l.constant(t, u64::MAX >> (64 - w))
    } else {
        // a >= 0: INT_MAX; a < 0: INT_MIN (= INT_MAX ^ -1).
        let max = l.constant(t, (1u64 << (w - 1)) - 1);
        let top = l.constant(t, w - 1);
        let sign = l.emit1(Opcode::AShr, vec![a, top], t);
        l.emit1(Opcode::Xor, vec![sign, max], t)
    };
    Ok(l.emit1(Opcode::Select, vec![overflow, bound, r], t))
}

const WITH_OVERFLOW: &[&str] = &[
    "llvm.sadd.with.overflow",
    "llvm.uadd.with.overflow",
    "llvm.ssub.with.overflow",
    "llvm.usub.with.overflow",
    "llvm.smul.with.overflow",
    "llvm.umul.with.overflow",
];

/// `llvm.*.with.overflow`: { wrapped result, overflowed }, element-wise; the leaves are the
/// results then the flags.
fn with_overflow(l: &mut Lowerer, frame: &Frame, name: &str, b: &str, args: &[Val]) -> R<Vec<Value>> {
    let (Some(&x), Some(&y)) = (args.first(), args.get(1)) else {
        return fail(format!("'{name}' without operands"));
    };
    let (xs, ys) = (l.get(frame, x)?, l.get(frame, y)?);
    let mut results = Vec::new();
    let mut flags = Vec::new();
    for (&a, &c) in xs.iter().zip(&ys) {
        let t = l.ty(a);
        if t == Type::I1 {
            return fail(format!("'{name}' on i1 is not supported"));
        }
        let (r, o) = match b {
            "llvm.sadd.with.overflow" | "llvm.ssub.with.overflow" => {
                signed_add_sub(l, b == "llvm.sadd.with.overflow", a, c)
            }
            "llvm.uadd.with.overflow" => {
                let r = l.emit1(Opcode::Add, vec![a, c], t);
                (r, l.emit1(Opcode::Icmp(IntPredicate::Ult), vec![r, a], Type::I1))
            }
            "llvm.usub.with.overflow" => {
                let r = l.emit1(Opcode::Sub, vec![a, c], t);
                (r, l.emit1(Opcode::Icmp(IntPredicate::Ult), vec![a, c], Type::I1))
            }
            _ => {
                // The double-width product's high half must be the low half's extension.
                let signed = b == "llvm.smul.with.overflow";
                let [lo, hi] = l.full_product(a, c, signed);
                let ext = if signed {
                    let top = l.constant(t, t.bits() as u64 - 1);
                    l.emit1(Opcode::AShr, vec![lo, top], t)
                } else {
                    l.constant(t, 0)
                };
                (lo, l.emit1(Opcode::Icmp(IntPredicate::Ne), vec![hi, ext], Type::I1))
            }
        };
        results.push(r);
        flags.push(o);
    }
    results.extend(flags);
    Ok(results)
}

/// The low 24 bits of a 32-bit value, zero- or sign-extended.
pub(crate) fn low24(l: &mut Lowerer, v: Value, signed: bool) -> Value {
    let t = l.ty(v);
    let eight = l.constant(t, 8);
    let up = l.emit1(Opcode::Shl, vec![v, eight], t);
    l.emit1(if signed { Opcode::AShr } else { Opcode::LShr }, vec![up, eight], t)
}

/// fshl(a, b, c): the high half of (a:b) << (c mod w); fshr: the low half of (a:b) >> (c mod w).
pub(crate) fn funnel_shift(l: &mut Lowerer, left: bool, a: Value, b: Value, c: Value) -> Value {
    let t = l.ty(a);
    let w = t.bits() as u64;
    let mask = l.constant(t, w - 1);
    let n = l.emit1(Opcode::And, vec![c, mask], t);
    let width = l.constant(t, w);
    let back = l.emit1(Opcode::Sub, vec![width, n], t);
    let back = l.emit1(Opcode::And, vec![back, mask], t);
    let (hi, lo) = if left {
        (
            l.emit1(Opcode::Shl, vec![a, n], t),
            l.emit1(Opcode::LShr, vec![b, back], t),
        )
    } else {
        (
            l.emit1(Opcode::Shl, vec![a, back], t),
            l.emit1(Opcode::LShr, vec![b, n], t),
        )
    };
    let joined = l.emit1(Opcode::Or, vec![hi, lo], t);
    // A shift by 0 (mod w) leaves a (fshl) or b (fshr) unchanged.
    let zero = l.constant(t, 0);
    let none = l.emit1(Opcode::Icmp(IntPredicate::Eq), vec![n, zero], Type::I1);
    l.emit1(Opcode::Select, vec![none, if left { a } else { b }, joined], t)
}

/// ubfe/sbfe(v, offset, width) on 32 bits: offset and width are taken mod 32; width 0
/// gives 0.
fn bitfield_extract(l: &mut Lowerer, signed: bool, v: Value, offset: Value, width: Value) -> Value {
    let t = l.ty(v);
    let mask = l.constant(t, 31);
    let off = l.emit1(Opcode::And, vec![offset, mask], t);
    let wid = l.emit1(Opcode::And, vec![width, mask], t);
    let shifted = l.emit1(Opcode::LShr, vec![v, off], t);
    let thirty_two = l.constant(t, 32);
    let up = l.emit1(Opcode::Sub, vec![thirty_two, wid], t);
    let up = l.emit1(Opcode::And, vec![up, mask], t);
    let left = l.emit1(Opcode::Shl, vec![shifted, up], t);
    let r = l.emit1(if signed { Opcode::AShr } else { Opcode::LShr }, vec![left, up], t);
    let zero = l.constant(t, 0);
    let empty = l.emit1(Opcode::Icmp(IntPredicate::Eq), vec![wid, zero], Type::I1);
    l.emit1(Opcode::Select, vec![empty, zero, r], t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_table_for_intrinsics() {
        assert_eq!(intrinsic_divergence("llvm.amdgcn.workitem.id.x"), "source");
        assert_eq!(intrinsic_divergence("llvm.amdgcn.readfirstlane.i32"), "uniform");
        assert_eq!(intrinsic_divergence("llvm.amdgcn.ballot.i64"), "uniform");
        assert_eq!(
            intrinsic_divergence("llvm.amdgcn.struct.ptr.buffer.atomic.add.i32"),
            "source"
        );
        assert_eq!(intrinsic_divergence("llvm.amdgcn.interp.p1"), "source");
        assert_eq!(intrinsic_divergence("llvm.smax.i32"), "propagates");
        // Saturating arithmetic is plain arithmetic: uniform operands, uniform result.
        for sat in ["sadd", "ssub", "uadd", "usub", "sshl", "ushl"] {
            assert_eq!(intrinsic_divergence(&format!("llvm.{sat}.sat.v2i16")), "propagates");
        }
        assert_eq!(intrinsic_divergence("llvm.umul.with.overflow.i64"), "propagates");
        assert_eq!(intrinsic_divergence("llvm.amdgcn.writelane.i32"), "source");
        assert_eq!(intrinsic_divergence("llvm.amdgcn.permlanex16.var"), "source");
        assert_eq!(intrinsic_divergence("llvm.amdgcn.mov.dpp8.i32"), "source");
        // Look-alikes of table entries that are not in it.
        assert_eq!(intrinsic_divergence("llvm.amdgcn.cvt.pkrtz"), "propagates");
        assert_eq!(intrinsic_divergence("llvm.amdgcn.workitem.idx"), "propagates");
        // Issue #16's additions: pure functions of their operands.
        for f in [
            "cubeid",
            "cubema",
            "fmad.ftz.f32",
            "cvt.off.f32.i4",
            "fdiv.fast",
            "groupstaticsize",
        ] {
            assert_eq!(intrinsic_divergence(&format!("llvm.amdgcn.{f}")), "propagates");
        }
    }

    #[test]
    fn inline_asm_outputs() {
        assert_eq!(asm_divergence("=s,=v,v", 2), ["uniform", "source"]);
        assert_eq!(asm_divergence("={s0},={vcc},=&v", 3), ["uniform", "uniform", "source"]);
        assert_eq!(asm_divergence("v", 1), ["propagates"]);
        assert_eq!(asm_divergence("=s", 0), ["uniform"]);
        // (opt-22's print<uniformity> on the same constraints.)
        assert_eq!(asm_divergence("=r,={M0},={VCC_LO}", 3), ["uniform"; 3]);
    }
}
