//! `llvm.amdgcn.image.*`: one MIR `image` op per call, the gfx900 MIMG instruction it is
//! (`image_load`, `image_store_mip`, `image_get_resinfo`, `image_atomic_add`, `image_sample_l`,
//! `image_gather4_c_lz_o`, ...) named in its `inst` attribute.
//!
//! An image intrinsic's operands are `[data,] [dmask,] address..., rsrc, [samp, unorm,]
//! texfailctrl, cachepolicy`: the address operands are the instruction's vaddr dwords in
//! order (offsets, bias, compare value, derivatives, coordinates, then the lod, mip level or
//! clamp), so they become the op's address operands one dword each. Results are the dwords the
//! instruction writes (one per dmask component; d16 halves two per dword) and go back into the
//! call's leaves; texfailctrl's tfe and lwe add the status dword (the call's `{ data, i32 }`).
//! Refused, each with its reason: 16-bit addresses (gfx900's `a16`), float atomics and
//! `msaa.load` (gfx900 has no such instructions), and resources that are not `<8 x i32>` /
//! `<4 x i32>`.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use mir::{Attr, Opcode, Type, Value};

/// The MIMG mnemonic of an image intrinsic's operation (`sample.c.lz.o` -> `image_sample_c_lz_o`).
fn mnemonic(op: &str) -> String {
    match op {
        "getresinfo" => "image_get_resinfo".into(),
        "getlod" => "image_get_lod".into(),
        _ => format!("image_{}", op.replace('.', "_")),
    }
}

/// The dimension suffixes of image intrinsics, with whether each is an array (or cube:
/// gfx9's `da` bit).
const DIMS: &[(&str, bool)] = &[
    ("1d", false),
    ("2d", false),
    ("3d", false),
    ("cube", true),
    ("1darray", true),
    ("2darray", true),
    ("2dmsaa", false),
    ("2darraymsaa", true),
];

/// Lowers `name` when it is an image intrinsic.
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    let Some(rest) = name.strip_prefix("llvm.amdgcn.image.") else {
        return Ok(None);
    };
    if l.cx.analysis {
        return fail("kept opaque for analysis");
    }
    // `<op>.<dim>.<types>`: the dimension is the first dot-separated part that names one.
    let parts: Vec<&str> = rest.split('.').collect();
    let Some((at, da)) = parts
        .iter()
        .enumerate()
        .find_map(|(k, p)| DIMS.iter().find(|d| d.0 == *p).map(|d| (k, d.1)))
    else {
        return fail(format!("'{name}': kcc does not know this image intrinsic's dimension"));
    };
    let op = parts[..at].join(".");
    let store = op.starts_with("store");
    let atomic = op.strip_prefix("atomic.");
    if let Some(undef) = dmask_zero(l, inst, name, args, store || atomic.is_some())? {
        return Ok(Some(undef));
    }
    if op == "msaa.load" || op.starts_with("msaa.load.") {
        return fail(format!("'{name}': gfx900 has no image_msaa_load"));
    }
    if let Some(a) = atomic {
        if a.starts_with('f') || a == "pk.add" || a.contains("add.flt") {
            return fail(format!("'{name}': gfx900 has no float image atomics"));
        }
    }
    let mnem = mnemonic(&op);
    if gfx9_isa::Op::from_name(&mnem).is_none() {
        return fail(format!("'{name}': gfx900 has no instruction {mnem}"));
    }
    let sampler = op.starts_with("sample") || op.starts_with("gather4") || op == "getlod";
    let cmpswap = atomic == Some("cmpswap");
    // Operand positions: data, dmask, address, rsrc, [samp, unorm,] texfailctrl, cachepolicy.
    let Some(rsrc_at) = args
        .iter()
        .position(|a| l.leaf_types(a.ty()).is_ok_and(|t| t.len() == 8))
    else {
        return fail(format!("'{name}' without an <8 x i32> image resource"));
    };
    let ndata = if store {
        1
    } else if atomic.is_some() {
        1 + cmpswap as usize
    } else {
        0
    };
    let has_dmask = atomic.is_none();
    let first_addr = ndata + has_dmask as usize;
    let tail = if sampler { 4 } else { 2 };
    if rsrc_at < first_addr || args.len() != rsrc_at + 1 + tail {
        return fail(format!(
            "'{name}' with {} operands, not an image intrinsic's",
            args.len()
        ));
    }
    let konst = |k: usize, what: &str| -> R<u64> {
        match args[k].const_zext() {
            Some(v) => Ok(v),
            None => fail(format!("'{name}' with a non-constant {what}")),
        }
    };
    let policy = konst(args.len() - 1, "cache policy")?;
    // texfailctrl: tfe (bit 0) and lwe (bit 1) add a status dword after the data.
    let texfail = konst(args.len() - 2, "texfailctrl")?;
    if texfail > 3 || (texfail != 0 && (store || atomic.is_some())) {
        return fail(format!("'{name}' with texfailctrl {texfail}"));
    }
    if policy & !3 != 0 {
        return fail(format!(
            "'{name}' with cache policy {policy:#x}: gfx900 has glc and slc only"
        ));
    }
    // Result (or store data) type decides d16 and the value's dwords.
    let value_ty = if store { args[0].ty() } else { inst.ty() };
    let mut leaves = if store || !l.leaf_types(inst.ty())?.is_empty() {
        l.leaves_or_standin(value_ty)?
    } else {
        Vec::new()
    };
    // With texfailctrl the result is { data, i32 status }.
    let status = texfail != 0;
    if status && leaves.pop().is_none_or(|s| s.ty != Type::I32) {
        return fail(format!("'{name}' with texfailctrl returns no i32 status"));
    }
    let d16 = leaves.iter().any(|x| x.ty == Type::F16 || x.ty == Type::I16);
    let wide = leaves.iter().any(|x| x.ty.bits() == 64);
    if leaves
        .iter()
        .any(|x| !matches!(x.ty, Type::I32 | Type::F32 | Type::F16 | Type::I16 | Type::I64))
    {
        return fail(format!("'{name}' of {} values", leaves[0].ty));
    }
    let mut dmask = if has_dmask {
        let d = konst(ndata, "dmask")?;
        if d > 15 {
            return fail(format!("'{name}' with dmask {d:#x} (4 bits)"));
        }
        d as u8
    } else {
        // Atomics: one component, a 64-bit one or cmpswap's pair two, 64-bit cmpswap four.
        match (wide, cmpswap) {
            (false, false) => 1,
            (true, false) | (false, true) => 3,
            (true, true) => 15,
        }
    };
    if op.starts_with("gather4") && dmask.count_ones() != 1 {
        return fail(format!("'{name}' gathers one component: its dmask has one bit set"));
    }
    if !store && atomic.is_none() && dmask == 0 {
        // No component: the hardware still returns one (llc asks for x).
        dmask = 1;
    }
    // Address dwords, 32 bits each.
    let mut operands = Vec::new();
    let mut address = Vec::new();
    for &a in &args[first_addr..rsrc_at] {
        for v in l.get(frame, a)? {
            match l.ty(v) {
                Type::I32 | Type::F32 => address.push(v),
                Type::F16 | Type::I16 => {
                    return fail(format!(
                        "'{name}' with 16-bit addresses: kcc does not pack them into gfx900's a16 form yet"
                    ))
                }
                t => return fail(format!("'{name}' with a {t} address operand")),
            }
        }
    }
    let words = |l: &mut Lowerer, v: Val, n: usize, what: &str| -> R<Vec<Value>> {
        let w = l.get(frame, v)?;
        if w.len() != n || w.iter().any(|&x| l.ty(x) != Type::I32) {
            return fail(format!("'{name}' with a {what} that is not <{n} x i32>"));
        }
        Ok(w)
    };
    operands.extend(words(l, args[rsrc_at], 8, "resource")?);
    let unorm = if sampler {
        operands.extend(words(l, args[rsrc_at + 1], 4, "sampler")?);
        konst(rsrc_at + 2, "unorm")? != 0
    } else {
        true
    };
    let naddr = address.len();
    operands.extend(address);
    // Data dwords: stores and atomics (cmpswap: the new value, then the compare value).
    for &a in &args[..ndata] {
        let vals = l.get(frame, a)?;
        operands.extend(pack(l, &vals, d16 && store)?);
    }
    // Results: the instruction's dwords.
    let returns = !store && !leaves.is_empty();
    let ndwords = if !returns {
        0
    } else if atomic.is_some() {
        1 + wide as usize
    } else {
        let n = if op.starts_with("gather4") {
            4
        } else {
            dmask.count_ones() as usize
        };
        if d16 {
            n.div_ceil(2)
        } else {
            n
        }
    };
    let op_id = l.emit(Opcode::Image, operands, &vec![Type::I32; ndwords + status as usize]);
    let d = l.f.op_mut(op_id);
    d.set_attr("inst", Attr::Str(mnem));
    d.set_attr("addr", Attr::Int(naddr as i128));
    d.set_attr("dmask", Attr::Int(dmask as i128));
    let glc = policy & 1 != 0 || (atomic.is_some() && returns);
    for (on, word) in [
        (sampler, "sampler"),
        (unorm, "unorm"),
        (glc, "glc"),
        (policy & 2 != 0, "slc"),
        (da, "da"),
        (d16, "d16"),
        (texfail & 1 != 0, "tfe"),
        (texfail & 2 != 0, "lwe"),
    ] {
        if on {
            d.set_attr(word, Attr::Word(word.into()));
        }
    }
    if atomic.is_some() {
        let rule = crate::intrinsics::intrinsic_divergence(name);
        d.set_attr("divergence", Attr::Word(rule.into()));
    }
    let mut dwords = l.f.op(op_id).results.clone();
    if store || (leaves.is_empty() && !status) {
        return Ok(Some(Vec::new()));
    }
    let status = status.then(|| dwords.pop()).flatten();
    // Back into the call's leaves; components past the dmask's are undefined (0 here).
    let mut out = Vec::new();
    for (k, leaf) in leaves.iter().enumerate() {
        let v = match leaf.ty {
            Type::I64 => {
                let lo = dwords[0];
                let hi = dwords[1];
                crate::amdgcn::join(l, lo, hi, Type::I64)
            }
            Type::I32 | Type::F32 => match dwords.get(k) {
                Some(&w) if leaf.ty == Type::F32 => l.emit1(Opcode::Bitcast, vec![w], Type::F32),
                Some(&w) => w,
                None => l.constant(leaf.ty, 0),
            },
            _ => match dwords.get(k / 2) {
                Some(&w) => {
                    let w = if k % 2 == 1 {
                        let k16 = l.constant(Type::I32, 16);
                        l.emit1(Opcode::LShr, vec![w, k16], Type::I32)
                    } else {
                        w
                    };
                    let h = l.emit1(Opcode::Trunc, vec![w], Type::I16);
                    if leaf.ty == Type::F16 {
                        l.emit1(Opcode::Bitcast, vec![h], Type::F16)
                    } else {
                        h
                    }
                }
                None => l.constant(leaf.ty, 0),
            },
        };
        out.push(v);
    }
    out.extend(status);
    Ok(Some(out))
}

/// A load, sample or query with dmask 0 (and texfailctrl 0) asks for no component: its result
/// is undefined, and there is no instruction, as llc-22 folds it (whatever the operands' types).
fn dmask_zero(l: &mut Lowerer, inst: Val, name: &str, args: &[Val], writes: bool) -> R<Option<Vec<Value>>> {
    let n = args.len();
    let zero = |k: usize| args.get(k).and_then(|a| a.const_zext()) == Some(0);
    if writes || n < 3 || !zero(0) || !zero(n - 2) {
        return Ok(None);
    }
    let leaves = l.leaf_types(inst.ty())?;
    if leaves.is_empty() {
        return fail(format!("'{name}' without a result"));
    }
    Ok(Some(
        leaves.into_iter().map(|t| l.emit1(Opcode::Undef, vec![], t)).collect(),
    ))
}

/// A value's leaves as i32 dwords: 32-bit ones bitcast, 64-bit ones split, 16-bit ones
/// (`d16`) two to a dword, the first in the low half.
fn pack(l: &mut Lowerer, vals: &[Value], d16: bool) -> R<Vec<Value>> {
    let mut out = Vec::new();
    if d16 {
        for pair in vals.chunks(2) {
            let mut w = None;
            for (k, &h) in pair.iter().enumerate() {
                let h = if l.ty(h) == Type::F16 {
                    l.emit1(Opcode::Bitcast, vec![h], Type::I16)
                } else {
                    h
                };
                let x = l.emit1(Opcode::ZExt, vec![h], Type::I32);
                let x = if k == 1 {
                    let k16 = l.constant(Type::I32, 16);
                    l.emit1(Opcode::Shl, vec![x, k16], Type::I32)
                } else {
                    x
                };
                w = Some(match w {
                    None => x,
                    Some(lo) => l.emit1(Opcode::Or, vec![lo, x], Type::I32),
                });
            }
            out.extend(w);
        }
        return Ok(out);
    }
    for &v in vals {
        match l.ty(v) {
            Type::I32 => out.push(v),
            Type::F32 => out.push(l.emit1(Opcode::Bitcast, vec![v], Type::I32)),
            Type::I64 | Type::F64 => {
                let (lo, hi) = crate::amdgcn::halves(l, v);
                out.extend([lo, hi]);
            }
            t => return fail(format!("image data of type {t}")),
        }
    }
    Ok(out)
}
