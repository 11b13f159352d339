//! Buffer resources: `ptr addrspace(8)` and `<4 x i32>` descriptors (four i32 leaves, the
//! V# words), `llvm.amdgcn.make.buffer.rsrc`, and the raw and structured buffer loads and
//! stores (`llvm.amdgcn.{raw,struct}[.ptr].buffer.{load,store}`), typed ones
//! (`buffer.{load,store}.format`, `tbuffer.{load,store}`) included.
//!
//! Each access becomes `buffer.load`/`buffer.store` ops of 8 to 32 bits, one per leaf of the
//! value (a 64-bit leaf as two dwords), at the leaf's byte offset in the instruction's offset
//! field; the code generator selects MUBUF instructions with the resource in SGPRs.
//!
//! Buffer fat pointers (`ptr addrspace(7)`) are a resource and a 32-bit offset: five i32
//! leaves. A cast from `addrspace(8)` starts at offset 0, getelementptr moves the offset (in
//! 32 bits, `lower.rs`), and loads and stores through one are raw buffer accesses at that
//! offset, as LLVM's `amdgpu-lower-buffer-fat-pointers` defines them.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use crate::types;
use mir::{AtomicOp, Attr, Opcode, Type, Value};

/// The aux operand's cache bits kcc honours (glc, slc) and the volatile bit; others (swizzled
/// addressing) are refused.
const AUX_GLC: u64 = 1;
const AUX_SLC: u64 = 2;
const AUX_VOLATILE: u64 = 1 << 31;

/// What a buffer intrinsic's name says.
struct Form {
    store: bool,
    /// Structured (`struct.*`): a `vindex` operand, with `idxen`.
    indexed: bool,
    /// `atomic.OP`: the read-modify-write operation (`cmpswap`: None).
    atomic: Option<Option<AtomicOp>>,
    /// `atomic.buffer.load`: a load that may not be merged, removed or moved across other
    /// memory accesses (one that spins on a flag): a volatile one (llc-22 selects the plain
    /// `buffer_load_*`).
    volatile: bool,
}

/// The buffer atomics gfx900 has, by their intrinsic names.
fn atomic_op(name: &str) -> Option<Option<AtomicOp>> {
    Some(Some(match name {
        "swap" => AtomicOp::Xchg,
        "add" => AtomicOp::Add,
        "sub" => AtomicOp::Sub,
        "smin" => AtomicOp::Min,
        "umin" => AtomicOp::UMin,
        "smax" => AtomicOp::Max,
        "umax" => AtomicOp::UMax,
        "and" => AtomicOp::And,
        "or" => AtomicOp::Or,
        "xor" => AtomicOp::Xor,
        "inc" => AtomicOp::UIncWrap,
        "dec" => AtomicOp::UDecWrap,
        "cmpswap" => return Some(None),
        _ => return None,
    }))
}

fn form(name: &str) -> Option<Form> {
    let rest = name.strip_prefix("llvm.amdgcn.")?;
    let (indexed, rest) = match rest.strip_prefix("raw.") {
        Some(r) => (false, r),
        None => (true, rest.strip_prefix("struct.")?),
    };
    let rest = rest.strip_prefix("ptr.").unwrap_or(rest);
    if rest.starts_with("atomic.buffer.load.") {
        return Some(Form {
            store: false,
            indexed,
            atomic: None,
            volatile: true,
        });
    }
    let rest = rest.strip_prefix("buffer.")?;
    if let Some(a) = rest.strip_prefix("atomic.") {
        let op = a.split('.').next()?;
        return Some(Form {
            store: false,
            indexed,
            atomic: Some(atomic_op(op)?),
            volatile: false,
        });
    }
    let store = if rest.starts_with("load.") {
        false
    } else if rest.starts_with("store.") {
        true
    } else {
        return None;
    };
    Some(Form {
        store,
        indexed,
        atomic: None,
        volatile: false,
    })
}

/// Lowers `name` if it is a buffer intrinsic kcc handles (`Ok(None)` otherwise).
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    if name.starts_with("llvm.amdgcn.make.buffer.rsrc.") {
        return make_rsrc(l, frame, name, args).map(Some);
    }
    if crate::amdgcn::overload_of(name, "llvm.amdgcn.s.buffer.load") {
        return scalar_load(l, frame, inst, name, args).map(Some);
    }
    if let Some(typed_form) = typed_form(name) {
        return typed(l, frame, inst, name, args, typed_form).map(Some);
    }
    let Some(form) = form(name) else {
        return Ok(None);
    };
    // Operands: [data,] [expected,] rsrc, [vindex,] voffset, soffset, aux.
    let data_operands = match form.atomic {
        Some(None) => 2,
        Some(Some(_)) => 1,
        None => form.store as usize,
    };
    let want = 4 + data_operands + form.indexed as usize;
    if args.len() != want {
        return fail(format!("'{name}' with {} operands (expected {want})", args.len()));
    }
    let mut k = data_operands;
    let rsrc = l.get(frame, args[k])?;
    if rsrc.len() != 4 || rsrc.iter().any(|&w| l.ty(w) != Type::I32) {
        return fail(format!("'{name}' with a resource that is not four i32 words"));
    }
    k += 1;
    let zero = l.constant(Type::I32, 0);
    let vindex = if form.indexed {
        k += 1;
        i32_operand(l, frame, name, args[k - 1])?
    } else {
        zero
    };
    let voffset = i32_operand(l, frame, name, args[k])?;
    let soffset = i32_operand(l, frame, name, args[k + 1])?;
    let aux = args[k + 2]
        .const_zext()
        .ok_or_else(|| format!("'{name}' with a non-constant aux operand"))?;
    if aux & !(AUX_GLC | AUX_SLC | AUX_VOLATILE) != 0 {
        return fail(format!(
            "'{name}' with aux bits {aux:#x}: kcc supports only glc, slc and volatile"
        ));
    }
    let access = Access {
        operands: [rsrc[0], rsrc[1], rsrc[2], rsrc[3], vindex, voffset, soffset],
        indexed: form.indexed,
        aux: if form.volatile { aux | AUX_VOLATILE } else { aux },
    };
    if let Some(op) = form.atomic {
        return atomic(l, frame, name, &access, op, args).map(Some);
    }
    if form.store {
        let data = l.get(frame, args[0])?;
        let leaves = l.leaves_or_standin(args[0].ty())?;
        store(l, name, &access, &leaves, &data)?;
        Ok(Some(Vec::new()))
    } else {
        let leaves = l.leaves_or_standin(inst.ty())?;
        load(l, name, &access, &leaves).map(Some)
    }
}

/// What a typed buffer intrinsic's name says (`tbuffer.*`, `buffer.load.format`,
/// `buffer.store.format`: the hardware converts each element by a data and number format).
struct TypedForm {
    store: bool,
    indexed: bool,
    /// `tbuffer.*`: the format is an operand (MTBUF), else the resource's (MUBUF).
    tbuffer: bool,
}

fn typed_form(name: &str) -> Option<TypedForm> {
    let rest = name.strip_prefix("llvm.amdgcn.")?;
    let (indexed, rest) = match rest.strip_prefix("raw.") {
        Some(r) => (false, r),
        None => (true, rest.strip_prefix("struct.")?),
    };
    let rest = rest.strip_prefix("ptr.").unwrap_or(rest);
    let (tbuffer, rest) = match rest.strip_prefix("tbuffer.") {
        Some(r) => (true, r),
        None => (false, rest.strip_prefix("buffer.")?),
    };
    let store = if tbuffer {
        match rest.split('.').next()? {
            "load" => false,
            "store" => true,
            _ => return None,
        }
    } else if rest.starts_with("load.format.") {
        false
    } else if rest.starts_with("store.format.") {
        true
    } else {
        return None;
    };
    Some(TypedForm {
        store,
        indexed,
        tbuffer,
    })
}

/// A typed buffer load or store: one `buffer.load.format`/`buffer.store.format` op of one to
/// four 32-bit components (f32 or i32: `buffer_load_format_xyzw` and the like; the 16-bit
/// `d16` forms are refused). Operands: [data,] rsrc, [vindex,] voffset, soffset, [format,] aux.
fn typed(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val], form: TypedForm) -> R<Vec<Value>> {
    let want = 4 + form.store as usize + form.indexed as usize + form.tbuffer as usize;
    if args.len() != want {
        return fail(format!("'{name}' with {} operands (expected {want})", args.len()));
    }
    let mut k = form.store as usize;
    let rsrc = l.get(frame, args[k])?;
    if rsrc.len() != 4 || rsrc.iter().any(|&w| l.ty(w) != Type::I32) {
        return fail(format!("'{name}' with a resource that is not four i32 words"));
    }
    k += 1;
    let vindex = if form.indexed {
        k += 1;
        i32_operand(l, frame, name, args[k - 1])?
    } else {
        l.constant(Type::I32, 0)
    };
    let voffset = i32_operand(l, frame, name, args[k])?;
    let soffset = i32_operand(l, frame, name, args[k + 1])?;
    k += 2;
    let format = if form.tbuffer {
        k += 1;
        let f = args[k - 1]
            .const_zext()
            .ok_or_else(|| format!("'{name}' with a non-constant format"))?;
        if f >= 128 {
            return fail(format!(
                "'{name}' with format {f}: gfx900's is 7 bits (dfmt | nfmt << 4)"
            ));
        }
        Some(f)
    } else {
        None
    };
    let aux = args[k]
        .const_zext()
        .ok_or_else(|| format!("'{name}' with a non-constant aux operand"))?;
    if aux & !(AUX_GLC | AUX_SLC | AUX_VOLATILE) != 0 {
        return fail(format!(
            "'{name}' with aux bits {aux:#x}: kcc supports only glc, slc and volatile"
        ));
    }
    let value_ty = if form.store { args[0].ty() } else { inst.ty() };
    let leaves = l.leaves_or_standin(value_ty)?;
    if !(1..=4).contains(&leaves.len()) || leaves.iter().any(|x| !matches!(x.ty, Type::I32 | Type::F32)) {
        return fail(format!(
            "'{name}' of {} components of {}: kcc supports one to four 32-bit (f32 or i32) components",
            leaves.len(),
            leaves.first().map_or(Type::I32, |x| x.ty)
        ));
    }
    let mut operands = vec![rsrc[0], rsrc[1], rsrc[2], rsrc[3], vindex, voffset, soffset];
    // A constant added to the offset goes in the offset field, as for plain accesses.
    let (base, konst) = constant_part(l, voffset);
    let offset = if konst < MUBUF_OFFSET_REACH {
        operands[5] = base;
        konst
    } else {
        0
    };
    let (opcode, results) = if form.store {
        operands.extend(l.get(frame, args[0])?);
        (Opcode::BufferStoreFormat, vec![])
    } else {
        (Opcode::BufferLoadFormat, leaves.iter().map(|x| x.ty).collect())
    };
    let op = l.emit(opcode, operands, &results);
    let d = l.f.op_mut(op);
    d.set_attr("offset", Attr::Int(offset as i128));
    if let Some(f) = format {
        d.set_attr("format", Attr::Int(f as i128));
    }
    for (bit, word) in [(AUX_GLC, "glc"), (AUX_SLC, "slc"), (AUX_VOLATILE, "volatile")] {
        if aux & bit != 0 {
            d.set_attr(word, Attr::Word(word.into()));
        }
    }
    if form.indexed {
        d.set_attr("idxen", Attr::Word("idxen".into()));
    }
    Ok(l.f.op(op).results.clone())
}

/// `s.buffer.load(rsrc, offset, cachepolicy)`: a uniform load through a buffer resource,
/// range-checked as a raw buffer load is; kcc loads it as one (bank selection reads the
/// result into SGPRs where it is uniform).
fn scalar_load(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Vec<Value>> {
    let [rsrc, offset, policy] = args else {
        return fail(format!("'{name}' with {} operands (expected 3)", args.len()));
    };
    let rsrc = l.get(frame, *rsrc)?;
    if rsrc.len() != 4 || rsrc.iter().any(|&w| l.ty(w) != Type::I32) {
        return fail(format!("'{name}' with a resource that is not four i32 words"));
    }
    let offset = i32_operand(l, frame, name, *offset)?;
    let aux = policy
        .const_zext()
        .ok_or_else(|| format!("'{name}' with a non-constant cache policy"))?;
    let zero = l.constant(Type::I32, 0);
    let access = Access {
        operands: [rsrc[0], rsrc[1], rsrc[2], rsrc[3], zero, offset, zero],
        indexed: false,
        aux: aux & AUX_GLC,
    };
    let leaves = l.leaves_or_standin(inst.ty())?;
    load(l, name, &access, &leaves)
}

/// A buffer atomic on an i32 or i64 value: one op, the old value.
fn atomic(l: &mut Lowerer, frame: &Frame, name: &str, a: &Access, op: Option<AtomicOp>, args: &[Val]) -> R<Vec<Value>> {
    let mut value = l.get1(frame, args[0])?;
    let mut ty = l.ty(value);
    // A swap moves bits: a float is swapped as the integer of its width.
    let float = (op == Some(AtomicOp::Xchg) && matches!(ty, Type::F32 | Type::F64)).then_some(ty);
    if let Some(f) = float {
        ty = Type::int(f.bits()).unwrap_or(Type::I32);
        value = l.emit1(Opcode::Bitcast, vec![value], ty);
    }
    let mut operands = a.operands.to_vec();
    // A constant added to the offset goes in the offset field, as for loads and stores.
    let (voffset, konst) = constant_part(l, operands[5]);
    let offset = if konst < MUBUF_OFFSET_REACH {
        operands[5] = voffset;
        konst
    } else {
        0
    };
    operands.push(value);
    let opcode = match op {
        Some(op) if matches!(ty, Type::I32 | Type::I64) => Opcode::BufferAtomic(op),
        // (The 64-bit form sends a 4-VGPR tuple: two adjacent scratch pairs the code
        // generator sets aside, as for 64-bit cmpxchg.)
        None if matches!(ty, Type::I32 | Type::I64) => {
            operands.push(l.get1(frame, args[1])?);
            Opcode::BufferCmpSwap
        }
        _ => return fail(format!("'{name}' on {ty} values is not supported")),
    };
    let id = l.emit(opcode, operands, &[ty]);
    let d = l.f.op_mut(id);
    d.set_attr("offset", Attr::Int(offset as i128));
    if a.aux & AUX_SLC != 0 {
        d.set_attr("slc", Attr::Word("slc".into()));
    }
    if a.indexed {
        d.set_attr("idxen", Attr::Word("idxen".into()));
    }
    let old = l.f.result(id);
    Ok(vec![match float {
        Some(f) => l.emit1(Opcode::Bitcast, vec![old], f),
        None => old,
    }])
}

fn i32_operand(l: &mut Lowerer, frame: &Frame, name: &str, a: Val) -> R<Value> {
    let v = l.get1(frame, a)?;
    if l.ty(v) != Type::I32 {
        return fail(format!("'{name}' with an offset or index that is not i32"));
    }
    Ok(v)
}

/// The resource, index and offsets of one buffer access, and its aux bits.
struct Access {
    operands: [Value; 7],
    indexed: bool,
    aux: u64,
}

impl Access {
    /// One `buffer.load`/`buffer.store` at byte `offset` past the operands' address.
    fn emit(&self, l: &mut Lowerer, value: Option<Value>, ty: Type, offset: u64) -> Option<Value> {
        let mut operands = self.operands.to_vec();
        // A constant added to the offset goes in the offset field, as llc puts it there.
        let (voffset, konst) = constant_part(l, operands[5]);
        let offset = if offset + konst < MUBUF_OFFSET_REACH {
            operands[5] = voffset;
            offset + konst
        } else {
            offset
        };
        operands.extend(value);
        let (opcode, results) = match value {
            Some(_) => (Opcode::BufferStore, vec![]),
            None => (Opcode::BufferLoad, vec![ty]),
        };
        let op = l.emit(opcode, operands, &results);
        let d = l.f.op_mut(op);
        d.set_attr("offset", Attr::Int(offset as i128));
        for (bit, word) in [(AUX_GLC, "glc"), (AUX_SLC, "slc"), (AUX_VOLATILE, "volatile")] {
            if self.aux & bit != 0 {
                d.set_attr(word, Attr::Word(word.into()));
            }
        }
        if self.indexed {
            d.set_attr("idxen", Attr::Word("idxen".into()));
        }
        value.is_none().then(|| l.f.result(op))
    }
}

/// The 12-bit reach of MUBUF's offset field.
const MUBUF_OFFSET_REACH: u64 = 4096;

/// `x + c` with a constant `c` as `(x, c)`; any other value `v` as `(v, 0)`.
fn constant_part(l: &Lowerer, v: Value) -> (Value, u64) {
    let Some(op) = l.f.def_op(v) else { return (v, 0) };
    let d = l.f.op(op);
    if d.opcode != Opcode::Add {
        return (v, 0);
    }
    let konst = |x: Value| {
        let op = l.f.def_op(x)?;
        let c = l.f.op(op);
        (c.opcode == Opcode::Const).then(|| c.int_attr("value").unwrap_or(0) as u64 & 0xffff_ffff)
    };
    match (konst(d.operands[0]), konst(d.operands[1])) {
        (_, Some(c)) => (d.operands[0], c),
        (Some(c), _) => (d.operands[1], c),
        _ => (v, 0),
    }
}

/// `a + b` in i32, without adding a constant 0.
pub fn add_i32(l: &mut Lowerer, a: Value, b: Value) -> Value {
    let zero = |x: Value| {
        l.f.def_op(x)
            .is_some_and(|op| l.f.op(op).opcode == Opcode::Const && l.f.op(op).int_attr("value") == Some(0))
    };
    match (zero(a), zero(b)) {
        (true, _) => b,
        (_, true) => a,
        _ => l.emit1(Opcode::Add, vec![a, b], Type::I32),
    }
}

fn load(l: &mut Lowerer, name: &str, a: &Access, leaves: &[types::Leaf]) -> R<Vec<Value>> {
    let mut out = Vec::new();
    for leaf in leaves {
        let v = match leaf.ty.bits() {
            8 | 16 | 32 if leaf.ty != Type::I1 => a.emit(l, None, leaf.ty, leaf.offset).expect("a load"),
            64 => {
                let lo = a.emit(l, None, Type::I32, leaf.offset).expect("a load");
                let hi = a.emit(l, None, Type::I32, leaf.offset + 4).expect("a load");
                join64(l, lo, hi, leaf.ty)
            }
            _ => return fail(format!("'{name}' of {} values is not supported", leaf.ty)),
        };
        out.push(v);
    }
    Ok(out)
}

fn store(l: &mut Lowerer, name: &str, a: &Access, leaves: &[types::Leaf], data: &[Value]) -> R<()> {
    if leaves.len() != data.len() {
        return fail(format!("'{name}' with data of an unexpected shape"));
    }
    for (leaf, &v) in leaves.iter().zip(data) {
        match leaf.ty.bits() {
            8 | 16 | 32 if leaf.ty != Type::I1 => {
                a.emit(l, Some(v), leaf.ty, leaf.offset);
            }
            64 => {
                let (lo, hi) = split64(l, v);
                a.emit(l, Some(lo), Type::I32, leaf.offset);
                a.emit(l, Some(hi), Type::I32, leaf.offset + 4);
            }
            _ => return fail(format!("'{name}' of {} values is not supported", leaf.ty)),
        }
    }
    Ok(())
}

/// A 64-bit value of type `ty` from its two dwords.
fn join64(l: &mut Lowerer, lo: Value, hi: Value, ty: Type) -> Value {
    let lo = l.emit1(Opcode::ZExt, vec![lo], Type::I64);
    let hi = l.emit1(Opcode::ZExt, vec![hi], Type::I64);
    let c32 = l.constant(Type::I64, 32);
    let hi = l.emit1(Opcode::Shl, vec![hi, c32], Type::I64);
    let x = l.emit1(Opcode::Or, vec![lo, hi], Type::I64);
    match ty {
        Type::I64 => x,
        Type::Ptr(_) => l.emit1(Opcode::IntToPtr, vec![x], ty),
        _ => l.emit1(Opcode::Bitcast, vec![x], ty),
    }
}

/// The two dwords of a 64-bit value.
fn split64(l: &mut Lowerer, v: Value) -> (Value, Value) {
    let x = match l.ty(v) {
        Type::I64 => v,
        Type::Ptr(_) => l.emit1(Opcode::PtrToInt, vec![v], Type::I64),
        _ => l.emit1(Opcode::Bitcast, vec![v], Type::I64),
    };
    let lo = l.emit1(Opcode::Trunc, vec![x], Type::I32);
    let c32 = l.constant(Type::I64, 32);
    let hi = l.emit1(Opcode::LShr, vec![x, c32], Type::I64);
    let hi = l.emit1(Opcode::Trunc, vec![hi], Type::I32);
    (lo, hi)
}

/// `make.buffer.rsrc(base, stride, num_records, flags)`: the V# words — the base address's
/// 48 bits, the stride in bits 16..30 of word 1, the record count, the flags.
fn make_rsrc(l: &mut Lowerer, frame: &Frame, name: &str, args: &[Val]) -> R<Vec<Value>> {
    let [base, stride, records, flags] = args else {
        return fail(format!("'{name}' with {} operands (expected 4)", args.len()));
    };
    let base = l.get1(frame, *base)?;
    if !matches!(l.ty(base), Type::Ptr(0 | 1 | 4)) {
        return fail(format!(
            "'{name}' of a {} base (kcc takes 64-bit global pointers)",
            l.ty(base)
        ));
    }
    let (lo, hi) = split64(l, base);
    let mask = l.constant(Type::I32, 0xffff);
    let hi = l.emit1(Opcode::And, vec![hi, mask], Type::I32);
    let stride = l.get1(frame, *stride)?;
    let stride = l.resize(stride, Type::I32, false);
    let c16 = l.constant(Type::I32, 16);
    let stride = l.emit1(Opcode::Shl, vec![stride, c16], Type::I32);
    let word1 = l.emit1(Opcode::Or, vec![hi, stride], Type::I32);
    let records = l.get1(frame, *records)?;
    let records = l.resize(records, Type::I32, false);
    let flags = l.get1(frame, *flags)?;
    let flags = l.resize(flags, Type::I32, false);
    Ok(vec![lo, word1, records, flags])
}

/// Whether `v` is a buffer fat pointer (`ptr addrspace(7)`).
pub fn is_fat(v: Val) -> bool {
    let t = v.ty();
    t.kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMPointerTypeKind && t.addr_space() == 7
}

/// An addrspacecast from a resource to a fat pointer: offset 0. Other casts of fat pointers
/// have no meaning on gfx900 (llc refuses them too).
pub fn fat_cast(l: &mut Lowerer, frame: &Frame, inst: Val) -> R<Vec<Value>> {
    let from = inst.operand(0);
    let rsrc_type =
        from.ty().kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMPointerTypeKind && from.ty().addr_space() == 8;
    if !(is_fat(inst) && rsrc_type) {
        return fail(
            "only casts from buffer resources (addrspace(8)) to buffer fat pointers (addrspace(7)) are supported",
        );
    }
    let mut words = l.get(frame, from)?;
    words.push(l.constant(Type::I32, 0));
    Ok(words)
}

/// The resource-and-offset access of a fat pointer operand.
fn fat_access(l: &mut Lowerer, frame: &Frame, inst: Val, ptr: Val) -> R<Access> {
    if inst.ordering() != inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic {
        return fail("atomic loads and stores through buffer fat pointers are not supported");
    }
    let fat = l.get(frame, ptr)?;
    if fat.len() != 5 {
        return fail("a buffer fat pointer that is not five words");
    }
    let zero = l.constant(Type::I32, 0);
    Ok(Access {
        operands: [fat[0], fat[1], fat[2], fat[3], zero, fat[4], zero],
        indexed: false,
        aux: if inst.is_volatile() { AUX_VOLATILE } else { 0 },
    })
}

/// A load through a fat pointer.
pub fn fat_load(l: &mut Lowerer, frame: &Frame, inst: Val) -> R<Vec<Value>> {
    let access = fat_access(l, frame, inst, inst.operand(0))?;
    let leaves = l.leaves_or_standin(inst.ty())?;
    load(l, "load", &access, &leaves)
}

/// A store through a fat pointer.
pub fn fat_store(l: &mut Lowerer, frame: &Frame, inst: Val) -> R<()> {
    let access = fat_access(l, frame, inst, inst.operand(1))?;
    let data = l.get(frame, inst.operand(0))?;
    let leaves = l.leaves_or_standin(inst.operand(0).ty())?;
    store(l, "store", &access, &leaves, &data)
}
