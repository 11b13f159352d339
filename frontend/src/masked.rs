//! `llvm.masked.load` / `llvm.masked.store` (what MLIR's masked vector transfers become):
//! each element is loaded or stored only where its mask bit is set, as llc-22 scalarizes
//! them. A constant bit needs no test; any other is a branch around that element's access
//! (a lane's disabled element may point at memory it must not touch).

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use mir::{Attr, BlockCall, Opcode, Type, Value};

/// Lowers `name` when it is a masked load or store.
pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Option<Vec<Value>>> {
    let load = crate::amdgcn::overload_of(name, "llvm.masked.load");
    if !load && !crate::amdgcn::overload_of(name, "llvm.masked.store") {
        return Ok(None);
    }
    if l.cx.analysis {
        // Its branches are not LLVM's blocks: uniformity printing keeps the call opaque.
        return fail("kept opaque for analysis");
    }
    // Operands: load (ptr, [align,] mask, passthru); store (value, ptr, [align,] mask).
    let ptr_index = usize::from(!load);
    let old_form = args.len() == 4;
    let mask_index = ptr_index + 1 + usize::from(old_form);
    let (Some(&ptr_arg), Some(&mask_arg)) = (args.get(ptr_index), args.get(mask_index)) else {
        return fail(format!("'{name}' with {} operands", args.len()));
    };
    let align = if old_form {
        args[ptr_index + 1].const_zext()
    } else {
        inst.call_param_align(ptr_index as u32)
    }
    .unwrap_or(1)
    .max(1);
    let vector = if load { inst.ty() } else { args[0].ty() };
    let leaves = crate::types::leaves(vector, &l.cx.dl)?;
    let mask = l.get(frame, mask_arg)?;
    if mask.len() != leaves.len() || leaves.iter().any(|e| e.bits != e.ty.bits()) {
        return fail(format!("'{name}' of elements kcc does not split one per mask bit"));
    }
    let ptr = l.get1(frame, ptr_arg)?;
    let mut out = Vec::new();
    if load {
        let ptr = l.readable_address(frame, ptr)?;
        let pass = l.get(frame, args[mask_index + 1])?;
        for ((leaf, &m), &p) in leaves.iter().zip(&mask).zip(&pass) {
            let piece = crate::types::piece_align(align, leaf.offset);
            let v = guarded(l, m, Some(p), |l| {
                let q = l.offset_ptr(ptr, leaf.offset);
                let op = l.emit(Opcode::Load, vec![q], &[leaf.ty]);
                l.f.op_mut(op).set_attr("align", Attr::Int(piece as i128));
                Some(l.f.result(op))
            });
            out.push(v.expect("a load's value"));
        }
    } else {
        l.check_writable(ptr, "masked store")?;
        let data = l.get(frame, args[0])?;
        for ((leaf, &m), &v) in leaves.iter().zip(&mask).zip(&data) {
            let piece = crate::types::piece_align(align, leaf.offset);
            guarded(l, m, None, |l| {
                let q = l.offset_ptr(ptr, leaf.offset);
                let op = l.emit(Opcode::Store, vec![v, q], &[]);
                l.f.op_mut(op).set_attr("align", Attr::Int(piece as i128));
                None
            });
        }
    }
    Ok(Some(out))
}

/// The value of a constant i1, if `v` is one.
fn constant_bit(l: &Lowerer, v: Value) -> Option<bool> {
    let op = l.f.def_op(v)?;
    let d = l.f.op(op);
    (d.opcode == Opcode::Const).then(|| d.int_attr("value").unwrap_or(0) & 1 == 1)
}

/// `access` where `mask` holds, `otherwise` (a load's passthru) where it does not: inline for
/// a constant mask bit, else in a block of its own that the current one branches to.
fn guarded(
    l: &mut Lowerer,
    mask: Value,
    otherwise: Option<Value>,
    access: impl FnOnce(&mut Lowerer) -> Option<Value>,
) -> Option<Value> {
    match constant_bit(l, mask) {
        Some(true) => return access(l),
        Some(false) => return otherwise,
        None => {}
    }
    let then = l.f.add_block();
    let join = l.f.add_block();
    l.f.blocks[then.index()].name = Some("masked.element".into());
    l.f.blocks[join.index()].name = Some("masked.next".into());
    let skip_args: Vec<Value> = otherwise.into_iter().collect();
    let br = l.emit(Opcode::CondBr, vec![mask], &[]);
    l.f.op_mut(br).successors = vec![
        BlockCall {
            block: then,
            args: vec![],
        },
        BlockCall {
            block: join,
            args: skip_args,
        },
    ];
    l.cur = then;
    let v = access(l);
    let jump = l.emit(Opcode::Br, vec![], &[]);
    l.f.op_mut(jump).successors = vec![BlockCall {
        block: join,
        args: v.into_iter().collect(),
    }];
    l.cur = join;
    let ty: Option<Type> = v.map(|v| l.ty(v));
    ty.map(|t| l.f.add_block_param(join, t))
}
