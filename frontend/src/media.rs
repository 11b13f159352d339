//! AMDGPU intrinsics that are one VALU instruction (or two) kcc has no generic op for: the
//! media operations (`sad.u8`, `msad.u8`, `sad.hi.u8`, `sad.u16`, `lerp`, the quad SADs,
//! `cvt.pk.u8.f32`) and the division helpers (`div.scale`, `div.fmas`, `div.fixup`). Each is
//! an `inline_asm` op of the instruction's text (so are `ds.append`/`ds.consume`, the LDS
//! counters addressed through M0) over VGPR operands, which kcc's assembler
//! reads and its allocator sees as ordinary uses and defs; unlike user inline asm, the result
//! follows its operands' uniformity (attribute `divergence`), as LLVM's rule for these
//! intrinsics says. `wqm`, `strict.wqm` and `softwqm` are their operand: a compute kernel has
//! no helper lanes, so whole-quad mode changes no active lane's value.

use crate::amdgcn::overload_of;
use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use mir::{Attr, Opcode, Type, Value};

/// (intrinsic, instruction): three 32-bit VGPR operands, one result.
const THREE_OPERANDS: &[(&str, &str)] = &[
    ("llvm.amdgcn.sad.u8", "v_sad_u8"),
    ("llvm.amdgcn.msad.u8", "v_msad_u8"),
    ("llvm.amdgcn.sad.hi.u8", "v_sad_hi_u8"),
    ("llvm.amdgcn.sad.u16", "v_sad_u16"),
    ("llvm.amdgcn.lerp", "v_lerp_u8"),
    ("llvm.amdgcn.perm", "v_perm_b32"),
    ("llvm.amdgcn.cvt.pk.u8.f32", "v_cvt_pk_u8_f32"),
    ("llvm.amdgcn.qsad.pk.u16.u8", "v_qsad_pk_u16_u8"),
    ("llvm.amdgcn.mqsad.pk.u16.u8", "v_mqsad_pk_u16_u8"),
];

/// (intrinsic, instruction) of the cube-map units.
const CUBE: &[(&str, &str)] = &[
    ("llvm.amdgcn.cubeid", "v_cubeid_f32"),
    ("llvm.amdgcn.cubesc", "v_cubesc_f32"),
    ("llvm.amdgcn.cubetc", "v_cubetc_f32"),
    ("llvm.amdgcn.cubema", "v_cubema_f32"),
];

/// Lowers `name` when it is one of this module's intrinsics.
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    if l.cx.analysis && handles(name) {
        // Uniformity printing keeps LLVM's rule for the call itself (one opaque op).
        return fail("kept opaque for analysis");
    }
    if WWM.iter().any(|b| overload_of(name, b)) {
        return crate::wwm::lower_call(l, frame, inst, name, args).map(Some);
    }
    if WQM.iter().any(|b| overload_of(name, b)) {
        let Some(&a) = args.first() else {
            return fail(format!("'{name}' is missing an operand"));
        };
        return l.get(frame, a).map(Some);
    }
    let operands = |l: &mut Lowerer, n: usize| -> R<Vec<Value>> {
        if args.len() < n {
            return fail(format!("'{name}' is missing an operand"));
        }
        args[..n].iter().map(|&a| l.get1(frame, a)).collect()
    };
    // Two f32 as halves rounded toward zero, packed: the dword's halves are the two results.
    if name == "llvm.amdgcn.cvt.pkrtz" {
        let x = operands(l, 2)?;
        if x.iter().any(|&v| l.ty(v) != Type::F32) {
            return fail(format!("'{name}' takes two floats"));
        }
        let w = valu(l, "v_cvt_pkrtz_f16_f32 $0, $1, $2", "=v,v,v", x, Type::I32, Type::F32)?;
        let sixteen = l.constant(Type::I32, 16);
        let hi = l.emit1(Opcode::LShr, vec![w, sixteen], Type::I32);
        let half = |l: &mut Lowerer, v: Value| {
            let b = l.emit1(Opcode::Trunc, vec![v], Type::I16);
            l.emit1(Opcode::Bitcast, vec![b], Type::F16)
        };
        return Ok(Some(vec![half(l, w), half(l, hi)]));
    }
    // Two f32 to 16-bit normalized integers (signed: [-1, 1] to +-32767; unsigned: [0, 1] to
    // 65535), packed: the dword's halves are the two elements.
    if name == "llvm.amdgcn.cvt.pknorm.i16" || name == "llvm.amdgcn.cvt.pknorm.u16" {
        let x = operands(l, 2)?;
        if x.iter().any(|&v| l.ty(v) != Type::F32) {
            return fail(format!("'{name}' takes two floats"));
        }
        let m = if name.ends_with("i16") {
            "v_cvt_pknorm_i16_f32"
        } else {
            "v_cvt_pknorm_u16_f32"
        };
        let w = valu(l, &format!("{m} $0, $1, $2"), "=v,v,v", x, Type::I32, Type::F32)?;
        let sixteen = l.constant(Type::I32, 16);
        let hi = l.emit1(Opcode::LShr, vec![w, sixteen], Type::I32);
        let lo = l.emit1(Opcode::Trunc, vec![w], Type::I16);
        return Ok(Some(vec![lo, l.emit1(Opcode::Trunc, vec![hi], Type::I16)]));
    }
    // The square root unit itself (no denormal scaling or refinement), as llc selects it.
    if overload_of(name, "llvm.amdgcn.sqrt") {
        let x = operands(l, 1)?;
        let t = l.ty(x[0]);
        let suffix = match t {
            Type::F16 => "f16",
            Type::F32 => "f32",
            Type::F64 => "f64",
            _ => return fail(format!("'{name}' on {t} values is not supported")),
        };
        return Ok(Some(vec![valu(
            l,
            &format!("v_sqrt_{suffix} $0, $1"),
            "=v,v",
            x,
            t,
            t,
        )?]));
    }
    if let Some(&(_, mnemonic)) = THREE_OPERANDS.iter().find(|e| e.0 == name) {
        let x = operands(l, 3)?;
        let t = l.ty(x[0]);
        let ret = if mnemonic.contains("qsad") {
            Type::I64
        } else {
            Type::I32
        };
        return Ok(Some(vec![valu(
            l,
            &format!("{mnemonic} $0, $1, $2, $3"),
            "=v,v,v,v",
            x,
            ret,
            t,
        )?]));
    }
    // The cube-map units, three f32 (a direction) to an f32 face id or coordinate.
    if let Some(&(_, mnemonic)) = CUBE.iter().find(|e| e.0 == name) {
        let x = operands(l, 3)?;
        if x.iter().any(|&v| l.ty(v) != Type::F32) {
            return fail(format!("'{name}' takes three floats"));
        }
        let text = format!("{mnemonic} $0, $1, $2, $3");
        return Ok(Some(vec![valu(l, &text, "=v,v,v,v", x, Type::F32, Type::F32)?]));
    }
    if name == "llvm.amdgcn.cvt.off.f32.i4" {
        let x = operands(l, 1)?;
        if l.ty(x[0]) != Type::I32 {
            return fail(format!("'{name}' takes an i32"));
        }
        return Ok(Some(vec![valu(
            l,
            "v_cvt_off_f32_i4 $0, $1",
            "=v,v",
            x,
            Type::F32,
            Type::I32,
        )?]));
    }
    // The unfused multiply-add that flushes denormals whatever the mode.
    if overload_of(name, "llvm.amdgcn.fmad.ftz") {
        let x = operands(l, 3)?;
        let t = l.ty(x[0]);
        let text = match t {
            Type::F32 => "v_mad_f32 $0, $1, $2, $3",
            // (llc's choice: the form without op_sel.)
            Type::F16 => "v_mad_legacy_f16 $0, $1, $2, $3",
            _ => return fail(format!("'{name}' on {t} values is not supported (f16 and f32 only)")),
        };
        return Ok(Some(vec![valu(l, text, "=v,v,v,v", x, t, t)?]));
    }
    if overload_of(name, "llvm.amdgcn.ds.append") || overload_of(name, "llvm.amdgcn.ds.consume") {
        return ds_append(l, frame, name, args).map(Some);
    }
    if name == "llvm.amdgcn.mqsad.u32.u8" {
        return mqsad_u32(l, frame, args).map(Some);
    }
    for (base, width) in [
        ("llvm.amdgcn.div.fixup", 3),
        ("llvm.amdgcn.div.fmas", 4),
        ("llvm.amdgcn.div.scale", 3),
    ] {
        if !overload_of(name, base) {
            continue;
        }
        let x = operands(l, width)?;
        let t = l.ty(x[0]);
        let suffix = match t {
            Type::F32 => "f32",
            Type::F64 => "f64",
            Type::F16 if base.ends_with("fixup") => "f16",
            Type::F16 if base.ends_with("scale") => {
                return fail(format!(
                    "'{name}': gfx900 has no f16 div.scale (llc-22 applies v_div_scale_f32 to the half's bits)"
                ))
            }
            _ => return fail(format!("'{name}' on {t} values is not supported")),
        };
        return Ok(Some(match base {
            "llvm.amdgcn.div.fixup" => vec![valu(
                l,
                &format!("v_div_fixup_{suffix} $0, $1, $2, $3"),
                "=v,v,v,v",
                x,
                t,
                t,
            )?],
            "llvm.amdgcn.div.fmas" => {
                // The i1 selects the 2^32 (2^64) scale through VCC: a lane mask of it first.
                let flag = l.emit1(Opcode::ZExt, vec![x[3]], Type::I32);
                let text = format!("v_cmp_ne_u32 vcc, 0, $4\nv_div_fmas_{suffix} $0, $1, $2, $3");
                let ins = vec![x[0], x[1], x[2], flag];
                vec![valu(l, &text, "=v,v,v,v,v,~{vcc}", ins, t, t)?]
            }
            _ => div_scale(l, args, x, t, suffix)?,
        }));
    }
    Ok(None)
}

/// Whether `name` is one of this module's intrinsics.
fn handles(name: &str) -> bool {
    THREE_OPERANDS.iter().any(|e| e.0 == name)
        || name == "llvm.amdgcn.mqsad.u32.u8"
        || overload_of(name, "llvm.amdgcn.ds.append")
        || overload_of(name, "llvm.amdgcn.ds.consume")
        || overload_of(name, "llvm.amdgcn.sqrt")
        || name == "llvm.amdgcn.cvt.pkrtz"
        || name == "llvm.amdgcn.cvt.pknorm.i16"
        || name == "llvm.amdgcn.cvt.pknorm.u16"
        || CUBE.iter().any(|e| e.0 == name)
        || name == "llvm.amdgcn.cvt.off.f32.i4"
        || overload_of(name, "llvm.amdgcn.fmad.ftz")
        || WQM.iter().chain(&DIVISION).chain(&WWM).any(|b| overload_of(name, b))
}

const WWM: [&str; 4] = [
    "llvm.amdgcn.wwm",
    "llvm.amdgcn.strict.wwm",
    "llvm.amdgcn.set.inactive",
    "llvm.amdgcn.set.inactive.chain.arg",
];
const WQM: [&str; 3] = ["llvm.amdgcn.wqm", "llvm.amdgcn.strict.wqm", "llvm.amdgcn.softwqm"];
const DIVISION: [&str; 3] = ["llvm.amdgcn.div.fixup", "llvm.amdgcn.div.fmas", "llvm.amdgcn.div.scale"];

/// One `inline_asm` op: `text` over `operands` (VGPRs), one result of type `ret`, following
/// its operands' uniformity. `t` is the first operand's type (for the error message).
pub(crate) fn valu(
    l: &mut Lowerer,
    text: &str,
    constraints: &str,
    operands: Vec<Value>,
    ret: Type,
    t: Type,
) -> R<Value> {
    if t.bits() > 64 {
        return fail(format!("'{text}' on {t} values is not supported"));
    }
    let op = l.emit(Opcode::InlineAsm(false), operands, &[ret]);
    let data = l.f.op_mut(op);
    data.set_attr("asm", Attr::Str(text.into()));
    data.set_attr("constraints", Attr::Str(constraints.into()));
    data.set_attr("divergence", Attr::Word("propagates".into()));
    Ok(l.f.result(op))
}

/// `div.scale(num, den, sel)`: `v_div_scale` of the numerator (sel true) or the denominator
/// against the denominator and numerator; its VCC flag (whether the operands needed scaling)
/// comes back as a 0/1 VGPR, then a boolean.
fn div_scale(l: &mut Lowerer, args: &[Val], x: Vec<Value>, t: Type, suffix: &str) -> R<Vec<Value>> {
    let Some(sel) = args.get(2).and_then(|a| a.const_zext()) else {
        return fail("'llvm.amdgcn.div.scale' needs a constant selector");
    };
    let (num, den) = (x[0], x[1]);
    let scaled = if sel & 1 != 0 { num } else { den };
    let text = format!("v_div_scale_{suffix} $0, vcc, $2, $3, $4\nv_cndmask_b32_e64 $1, 0, 1, vcc");
    let op = l.emit(Opcode::InlineAsm(false), vec![scaled, den, num], &[t, Type::I32]);
    let data = l.f.op_mut(op);
    data.set_attr("asm", Attr::Str(text));
    data.set_attr("constraints", Attr::Str("=v,=&v,v,v,v,~{vcc}".into()));
    data.set_attr("divergence", Attr::Word("propagates".into()));
    let r = l.f.op(op).results.clone();
    let zero = l.constant(Type::I32, 0);
    let flag = l.emit1(Opcode::Icmp(mir::IntPredicate::Ne), vec![r[1], zero], Type::I1);
    Ok(vec![r[0], flag])
}

/// `ds.append(p, gds)` / `ds.consume`: the LDS dword at `p` gains (loses) the number of
/// active lanes in one step, and each lane gets its old value. The address goes in M0 (read
/// from the first lane, as llc does for a divergent one); GDS, which kcc never allocates, is
/// refused.
fn ds_append(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    let [p, gds] = args else {
        return fail(format!("'{name}' takes a pointer and a flag"));
    };
    if gds.const_zext() != Some(0) {
        return fail(format!("'{name}' on GDS is not supported (kcc allocates no GDS)"));
    }
    let p = l.get1(frame, *p)?;
    if l.ty(p) != Type::Ptr(3) {
        return fail(format!("'{name}' needs an LDS (addrspace(3)) pointer"));
    }
    let a = l.emit1(Opcode::PtrToInt, vec![p], Type::I32);
    let a = l.emit1(Opcode::ReadFirstLane, vec![a], Type::I32);
    let mnemonic = if name.contains("append") {
        "ds_append"
    } else {
        "ds_consume"
    };
    let text = format!("s_mov_b32 m0, $1\n{mnemonic} $0");
    let op = l.emit(Opcode::InlineAsm(false), vec![a], &[Type::I32]);
    let data = l.f.op_mut(op);
    data.set_attr("asm", Attr::Str(text));
    data.set_attr("constraints", Attr::Str("=v,s,~{m0}".into()));
    data.set_attr("divergence", Attr::Word("propagates".into()));
    Ok(vec![l.f.result(op)])
}

/// `mqsad.u32.u8(src, ref, <4 x i32> acc)`: element k is the masked byte SAD of bytes k..k+3
/// of the 64-bit `src` against `ref`, plus `acc[k]` — `v_mqsad_u32_u8` spelled per element as
/// `v_alignbyte_b32` (the window) and `v_msad_u8`, since its 128-bit operands have no MIR type.
fn mqsad_u32(l: &mut Lowerer, frame: &Frame, args: &[Val]) -> R<Vec<Value>> {
    let name = "llvm.amdgcn.mqsad.u32.u8";
    let [s, r, acc] = args else {
        return fail(format!("'{name}' takes three operands"));
    };
    let (s, r, acc) = (l.get1(frame, *s)?, l.get1(frame, *r)?, l.get(frame, *acc)?);
    if l.ty(s) != Type::I64 || acc.len() != 4 {
        return fail(format!("'{name}' takes an i64, an i32 and a <4 x i32>"));
    }
    let k32 = l.constant(Type::I64, 32);
    let lo = l.emit1(Opcode::Trunc, vec![s], Type::I32);
    let hi = l.emit1(Opcode::LShr, vec![s, k32], Type::I64);
    let hi = l.emit1(Opcode::Trunc, vec![hi], Type::I32);
    let mut out = Vec::new();
    for (k, &a) in acc.iter().enumerate() {
        let text = format!("v_alignbyte_b32 $0, $2, $1, {k}\nv_msad_u8 $0, $0, $3, $4");
        out.push(valu(l, &text, "=&v,v,v,v,v", vec![lo, hi, r, a], Type::I32, Type::I32)?);
    }
    Ok(out)
}
