//! The OpenCL C built-in functions clang leaves as calls when the device library is not
//! linked (`-nogpulib`): work-item functions, barriers and the OpenCL 1.x atomics. They are
//! expanded the way ROCm's device library (ockl, code object v5 and later) defines them:
//! sizes and offsets come from the hidden kernel arguments behind `implicitarg.ptr`.

use crate::llvm::Val;
use crate::lower::{fail, Frame, Lowerer, R};
use gfx9_isa::abi::ValueKind;
use mir::{AtomicOp, Attr, Dim, IntPredicate, Opcode, Type, Value};

/// Offsets in the hidden-argument block (AMDGPUUsage, code object v5), from the one ABI table.
const fn slot(k: ValueKind) -> u64 {
    match k.implicit_slot() {
        Some((off, _)) => off as u64,
        None => panic!("not a hidden argument with a fixed slot"),
    }
}
const BLOCK_COUNT: u64 = slot(ValueKind::HiddenBlockCountX);
const GROUP_SIZE: u64 = slot(ValueKind::HiddenGroupSizeX);
const REMAINDER: u64 = slot(ValueKind::HiddenRemainderX);
const GLOBAL_OFFSET: u64 = slot(ValueKind::HiddenGlobalOffsetX);
const GRID_DIMS: u64 = slot(ValueKind::HiddenGridDims);

/// The source name of an Itanium-mangled function (`_Z13get_global_idj` -> `get_global_id`).
pub fn demangle_name(mangled: &str) -> Option<&str> {
    let rest = mangled.strip_prefix("_Z")?;
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let len: usize = rest[..digits].parse().ok()?;
    rest.get(digits..digits + len)
}

pub fn lower(l: &mut Lowerer, frame: &Frame, inst: Val, mangled: &str, args: &[Val]) -> R<Vec<Value>> {
    // The device library's own entry points (`__ockl_get_local_size`, which MLIR's ROCDL
    // lowering calls) mean the same as the OpenCL functions.
    let ockl = mangled.strip_prefix("__ockl_").filter(|n| n.starts_with("get_"));
    let Some(name) = demangle_name(mangled).or(ockl) else {
        return fail(format!("call to undefined function '@{mangled}'"));
    };
    let ret = inst.ty();
    let dim_arg = || -> R<Option<Dim>> {
        let Some(d) = args.first().and_then(|a| a.const_zext()) else {
            return fail(format!("'{name}' needs a constant dimension"));
        };
        Ok(Dim::ALL.get(d as usize).copied())
    };
    match name {
        "get_local_id"
        | "get_group_id"
        | "get_global_id"
        | "get_local_size"
        | "get_enqueued_local_size"
        | "get_global_size"
        | "get_num_groups"
        | "get_global_offset" => {
            if l.cx.code_object_version < 5 {
                return fail(format!("'{name}' needs code object v5 or later"));
            }
            let rt = crate::types::scalar(ret)?;
            let v = match dim_arg()? {
                Some(d) => work_item(l, name, d),
                // Out-of-range dimensions: ids and offsets are 0, sizes and counts 1.
                None => {
                    let one = matches!(
                        name,
                        "get_local_size" | "get_enqueued_local_size" | "get_global_size" | "get_num_groups"
                    );
                    l.constant(Type::I64, one as u64)
                }
            };
            Ok(vec![l.resize(v, rt, false)])
        }
        "get_work_dim" => {
            let rt = crate::types::scalar(ret)?;
            let v = implicit_load(l, GRID_DIMS, Type::I16);
            Ok(vec![l.resize(v, rt, false)])
        }
        "get_local_linear_id" => {
            let rt = crate::types::scalar(ret)?;
            let (x, y, z) = (
                l.emit1(Opcode::WorkitemId(Dim::X), vec![], Type::I32),
                l.emit1(Opcode::WorkitemId(Dim::Y), vec![], Type::I32),
                l.emit1(Opcode::WorkitemId(Dim::Z), vec![], Type::I32),
            );
            let sx = local_size(l, Dim::X);
            let sy = local_size(l, Dim::Y);
            let zy = l.emit1(Opcode::Mul, vec![z, sy], Type::I32);
            let zy = l.emit1(Opcode::Add, vec![zy, y], Type::I32);
            let t = l.emit1(Opcode::Mul, vec![zy, sx], Type::I32);
            let v = l.emit1(Opcode::Add, vec![t, x], Type::I32);
            Ok(vec![l.resize(v, rt, false)])
        }
        "barrier" | "work_group_barrier" => {
            // A zero flags argument is a bare execution barrier.
            let fences = args.first().and_then(|a| a.const_zext()) != Some(0);
            if fences {
                fence(l, "release");
            }
            l.emit(Opcode::Barrier, vec![], &[]);
            if fences {
                fence(l, "acquire");
            }
            Ok(Vec::new())
        }
        "mem_fence" | "read_mem_fence" | "write_mem_fence" => {
            let order = match name {
                "read_mem_fence" => "acquire",
                "write_mem_fence" => "release",
                _ => "acq_rel",
            };
            fence(l, order);
            Ok(Vec::new())
        }
        "get_global_linear_id" => {
            let rt = crate::types::scalar(ret)?;
            let v = global_linear_id(l);
            Ok(vec![l.resize(v, rt, false)])
        }
        _ if c11_atomic_name(name).is_some() => c11_atomic(l, frame, name, mangled, args, ret),
        _ if name.starts_with("atomic_") || name.starts_with("atom_") => atomic(l, frame, name, mangled, args),
        _ => math(l, frame, name, mangled, args),
    }
}

/// How the first parameter's element type is mangled: signed, unsigned or float.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Elem {
    Signed,
    Unsigned,
    Float,
}

/// The element kind of the first parameter of a mangled builtin (`_Z3minDv4_jS_` -> j).
fn first_param(mangled: &str, name: &str) -> Option<Elem> {
    let rest = mangled.strip_prefix("_Z")?;
    let rest = rest
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .strip_prefix(name)?;
    // Vector parameters are `Dv<N>_<elem>`.
    let rest = match rest.strip_prefix("Dv") {
        Some(v) => v.trim_start_matches(|c: char| c.is_ascii_digit()).strip_prefix('_')?,
        None => rest,
    };
    match rest.chars().next()? {
        'a' | 'c' | 's' | 'i' | 'l' => Some(Elem::Signed),
        'h' | 't' | 'j' | 'm' => Some(Elem::Unsigned),
        'f' | 'd' => Some(Elem::Float),
        'D' if rest.starts_with("Dh") => Some(Elem::Float),
        _ => None,
    }
}

/// The OpenCL integer and common built-ins that map onto MIR's generic ops, element-wise
/// (a scalar argument next to vector ones is used for every element, as in `clamp`).
fn math(l: &mut Lowerer, frame: &Frame, name: &str, mangled: &str, args: &[Val]) -> R<Vec<Value>> {
    let undefined = || fail(format!("call to undefined function '@{mangled}'"));
    let Some(elem) = first_param(mangled, name) else {
        return undefined();
    };
    let arity = match name {
        "abs" | "popcount" | "clz" | "ctz" => 1,
        "min" | "max" | "mul24" | "mul_hi" | "rotate" | "hadd" => 2,
        "clamp" | "mad24" | "select" => 3,
        _ => return undefined(),
    };
    let mut ins = Vec::new();
    for a in args.iter().take(arity) {
        ins.push(l.get(frame, *a)?);
    }
    if ins.len() != arity {
        return fail(format!("'{name}' needs {arity} arguments"));
    }
    let lanes = ins.iter().map(|v| v.len()).max().unwrap_or(0);
    if ins.iter().any(|v| v.len() != 1 && v.len() != lanes) || lanes == 0 {
        return fail(format!("'{name}' with arguments of different shapes"));
    }
    let signed = elem == Elem::Signed;
    let float = elem == Elem::Float;
    let mut out = Vec::new();
    for i in 0..lanes {
        let x: Vec<Value> = ins.iter().map(|v| if v.len() == 1 { v[0] } else { v[i] }).collect();
        let t = l.ty(x[0]);
        let (min, max) = match (float, signed) {
            (true, _) => (Opcode::MinNum, Opcode::MaxNum),
            (false, true) => (Opcode::SMin, Opcode::SMax),
            (false, false) => (Opcode::UMin, Opcode::UMax),
        };
        let v = match (name, float) {
            ("min", _) => l.emit1(min, vec![x[0], x[1]], t),
            ("max", _) => l.emit1(max, vec![x[0], x[1]], t),
            ("clamp", _) => {
                let lo = l.emit1(max, vec![x[0], x[1]], t);
                l.emit1(min, vec![lo, x[2]], t)
            }
            ("abs", false) if signed => l.emit1(Opcode::Abs, vec![x[0]], t),
            ("abs", false) => x[0],
            ("popcount", false) => l.emit1(Opcode::Ctpop, vec![x[0]], t),
            ("clz", false) => l.emit1(Opcode::Ctlz, vec![x[0]], t),
            ("ctz", false) => l.emit1(Opcode::Cttz, vec![x[0]], t),
            // 24-bit multiplies: exact when the operands fit 24 bits (else undefined).
            ("mul24", false) => l.emit1(Opcode::Mul, vec![x[0], x[1]], t),
            ("mad24", false) => {
                let m = l.emit1(Opcode::Mul, vec![x[0], x[1]], t);
                l.emit1(Opcode::Add, vec![m, x[2]], t)
            }
            ("mul_hi", false) if t.bits() <= 32 => {
                let a = l.resize(x[0], Type::I64, signed);
                let b = l.resize(x[1], Type::I64, signed);
                let m = l.emit1(Opcode::Mul, vec![a, b], Type::I64);
                let sh = l.constant(Type::I64, t.bits() as u64);
                let hi = l.emit1(Opcode::LShr, vec![m, sh], Type::I64);
                l.resize(hi, t, false)
            }
            ("rotate", false) => {
                let w = t.bits() as u64;
                let mask = l.constant(t, w - 1);
                let n = l.emit1(Opcode::And, vec![x[1], mask], t);
                let width = l.constant(t, w);
                let back = l.emit1(Opcode::Sub, vec![width, n], t);
                let back = l.emit1(Opcode::And, vec![back, mask], t);
                let left = l.emit1(Opcode::Shl, vec![x[0], n], t);
                let right = l.emit1(Opcode::LShr, vec![x[0], back], t);
                l.emit1(Opcode::Or, vec![left, right], t)
            }
            ("hadd", false) => {
                // (a >> 1) + (b >> 1) + (a & b & 1): the average without overflow.
                let one = l.constant(t, 1);
                let shift = if signed { Opcode::AShr } else { Opcode::LShr };
                let a2 = l.emit1(shift, vec![x[0], one], t);
                let b2 = l.emit1(shift, vec![x[1], one], t);
                let both = l.emit1(Opcode::And, vec![x[0], x[1]], t);
                let carry = l.emit1(Opcode::And, vec![both, one], t);
                let s = l.emit1(Opcode::Add, vec![a2, b2], t);
                l.emit1(Opcode::Add, vec![s, carry], t)
            }
            ("select", _) => {
                // Scalars test c != 0, vector elements the sign bit of c.
                let c = x[2];
                let ct = l.ty(c);
                let zero = l.constant(ct, 0);
                let pred = if lanes == 1 {
                    mir::IntPredicate::Ne
                } else {
                    IntPredicate::Slt
                };
                let cond = l.emit1(Opcode::Icmp(pred), vec![c, zero], Type::I1);
                l.emit1(Opcode::Select, vec![cond, x[1], x[0]], t)
            }
            _ => return undefined(),
        };
        out.push(v);
    }
    Ok(out)
}

fn fence(l: &mut Lowerer, order: &str) {
    let op = l.emit(Opcode::Fence, vec![], &[]);
    l.f.op_mut(op).set_attr("ordering", Attr::Word(order.into()));
    l.f.op_mut(op).set_attr("scope", Attr::Str("workgroup".into()));
}

/// A load of a hidden argument, zero-extended to 32 bits (64-bit values stay 64-bit).
fn implicit_load(l: &mut Lowerer, offset: u64, ty: Type) -> Value {
    let p = l.emit1(Opcode::ImplicitargPtr, vec![], Type::Ptr(4));
    let q = l.offset_ptr(p, offset);
    let op = l.emit(Opcode::Load, vec![q], &[ty]);
    l.f.op_mut(op).set_attr("align", Attr::Int((ty.bits() / 8) as i128));
    let v = l.f.result(op);
    if ty.bits() < 32 {
        l.resize(v, Type::I32, false)
    } else {
        v
    }
}

/// `get_local_size(d)`: the full group size, or the remainder for the last partial group.
fn local_size(l: &mut Lowerer, d: Dim) -> Value {
    let i = d.index() as u64;
    let g = l.emit1(Opcode::WorkgroupId(d), vec![], Type::I32);
    let blocks = implicit_load(l, BLOCK_COUNT + 4 * i, Type::I32);
    let size = implicit_load(l, GROUP_SIZE + 2 * i, Type::I16);
    let rem = implicit_load(l, REMAINDER + 2 * i, Type::I16);
    let full = l.emit1(Opcode::Icmp(IntPredicate::Ult), vec![g, blocks], Type::I1);
    l.emit1(Opcode::Select, vec![full, size, rem], Type::I32)
}

/// One work-item function for dimension `d`, as a 64-bit value.
fn work_item(l: &mut Lowerer, name: &str, d: Dim) -> Value {
    let i = d.index() as u64;
    let v32 = match name {
        "get_local_id" => l.emit1(Opcode::WorkitemId(d), vec![], Type::I32),
        "get_group_id" => l.emit1(Opcode::WorkgroupId(d), vec![], Type::I32),
        "get_local_size" => local_size(l, d),
        "get_enqueued_local_size" => implicit_load(l, GROUP_SIZE + 2 * i, Type::I16),
        "get_global_size" => {
            let blocks = implicit_load(l, BLOCK_COUNT + 4 * i, Type::I32);
            let size = implicit_load(l, GROUP_SIZE + 2 * i, Type::I16);
            let rem = implicit_load(l, REMAINDER + 2 * i, Type::I16);
            let full = l.emit1(Opcode::Mul, vec![blocks, size], Type::I32);
            l.emit1(Opcode::Add, vec![full, rem], Type::I32)
        }
        "get_num_groups" => {
            let blocks = implicit_load(l, BLOCK_COUNT + 4 * i, Type::I32);
            let rem = implicit_load(l, REMAINDER + 2 * i, Type::I16);
            let zero = l.constant(Type::I32, 0);
            let partial = l.emit1(Opcode::Icmp(IntPredicate::Ne), vec![rem, zero], Type::I1);
            let extra = l.resize(partial, Type::I32, false);
            l.emit1(Opcode::Add, vec![blocks, extra], Type::I32)
        }
        "get_global_offset" => return implicit_load(l, GLOBAL_OFFSET + 8 * i, Type::I64),
        _ => {
            // get_global_id: (group * enqueued size + local id) in 32 bits, plus the offset.
            let lid = l.emit1(Opcode::WorkitemId(d), vec![], Type::I32);
            let g = l.emit1(Opcode::WorkgroupId(d), vec![], Type::I32);
            let s = implicit_load(l, GROUP_SIZE + 2 * i, Type::I16);
            let gs = l.emit1(Opcode::Mul, vec![g, s], Type::I32);
            let id = l.emit1(Opcode::Add, vec![gs, lid], Type::I32);
            let id = l.resize(id, Type::I64, false);
            let off = implicit_load(l, GLOBAL_OFFSET + 8 * i, Type::I64);
            return l.emit1(Opcode::Add, vec![id, off], Type::I64);
        }
    };
    l.resize(v32, Type::I64, false)
}

/// `get_global_linear_id()`: the row-major index of the work-item in a grid of
/// `get_work_dim()` dimensions (ockl's definition; 0 for other dimension counts).
fn global_linear_id(l: &mut Lowerer) -> Value {
    let mut ids = Vec::new();
    let mut sizes = Vec::new();
    for d in Dim::ALL {
        let i = d.index() as u64;
        let lid = l.emit1(Opcode::WorkitemId(*d), vec![], Type::I32);
        let g = l.emit1(Opcode::WorkgroupId(*d), vec![], Type::I32);
        let s = implicit_load(l, GROUP_SIZE + 2 * i, Type::I16);
        let gs = l.emit1(Opcode::Mul, vec![g, s], Type::I32);
        ids.push(l.emit1(Opcode::Add, vec![gs, lid], Type::I32));
        let blocks = implicit_load(l, BLOCK_COUNT + 4 * i, Type::I32);
        let rem = implicit_load(l, REMAINDER + 2 * i, Type::I16);
        let full = l.emit1(Opcode::Mul, vec![blocks, s], Type::I32);
        sizes.push(l.emit1(Opcode::Add, vec![full, rem], Type::I32));
    }
    let wide = |l: &mut Lowerer, v: Value| l.resize(v, Type::I64, false);
    let (i0, i1, i2) = (wide(l, ids[0]), wide(l, ids[1]), wide(l, ids[2]));
    let (n0, n1) = (wide(l, sizes[0]), wide(l, sizes[1]));
    let row = l.emit1(Opcode::Mul, vec![i1, n0], Type::I64);
    let lin2 = l.emit1(Opcode::Add, vec![row, i0], Type::I64);
    let plane = l.emit1(Opcode::Mul, vec![i2, n1], Type::I64);
    let plane = l.emit1(Opcode::Add, vec![plane, i1], Type::I64);
    let plane = l.emit1(Opcode::Mul, vec![plane, n0], Type::I64);
    let lin3 = l.emit1(Opcode::Add, vec![plane, i0], Type::I64);
    let dims = implicit_load(l, GRID_DIMS, Type::I16);
    let mut acc = l.constant(Type::I64, 0);
    for (n, v) in [(3u64, lin3), (2, lin2), (1, i0)] {
        let k = l.constant(Type::I32, n);
        let is = l.emit1(Opcode::Icmp(IntPredicate::Eq), vec![dims, k], Type::I1);
        acc = l.emit1(Opcode::Select, vec![is, v, acc], Type::I64);
    }
    acc
}

/// The operation of an OpenCL 2.0 C11-style atomic (`atomic_fetch_add_explicit` -> fetch_add).
fn c11_atomic_name(name: &str) -> Option<&str> {
    let base = name.strip_suffix("_explicit").unwrap_or(name);
    matches!(
        base,
        "atomic_load"
            | "atomic_store"
            | "atomic_exchange"
            | "atomic_compare_exchange_strong"
            | "atomic_compare_exchange_weak"
            | "atomic_fetch_add"
            | "atomic_fetch_sub"
            | "atomic_fetch_and"
            | "atomic_fetch_or"
            | "atomic_fetch_xor"
            | "atomic_fetch_min"
            | "atomic_fetch_max"
    )
    .then_some(base)
}

/// memory_order values of OpenCL C (relaxed 0, acquire 2, release 3, acq_rel 4, seq_cst 5).
fn order_name(v: u64) -> Option<&'static str> {
    Some(match v {
        0 => "monotonic",
        2 => "acquire",
        3 => "release",
        4 => "acq_rel",
        5 => "seq_cst",
        _ => return None,
    })
}

/// memory_scope values of OpenCL C as LLVM AMDGPU sync scopes.
fn scope_name(v: u64) -> Option<&'static str> {
    Some(match v {
        0 => "singlethread",
        1 => "workgroup",
        2 => "agent",
        3 => "system",
        4 => "wavefront",
        _ => return None,
    })
}

/// OpenCL 2.0 atomics on `atomic_*` objects: sequentially consistent at device scope
/// unless the `_explicit` form names an order (and scope); both must be constants.
fn c11_atomic(
    l: &mut Lowerer,
    frame: &Frame,
    name: &str,
    mangled: &str,
    args: &[Val],
    ret: crate::llvm::Ty,
) -> R<Vec<Value>> {
    let Some(base) = c11_atomic_name(name) else {
        return fail(format!("call to undefined function '@{mangled}'"));
    };
    let unsigned = mangled.ends_with('j')
        || mangled.ends_with('m')
        || mangled.contains("_Atomicjj")
        || mangled.contains("_Atomicmm");
    // Operands before the order/scope arguments.
    let data_args = match base {
        "atomic_load" => 1,
        "atomic_compare_exchange_strong" | "atomic_compare_exchange_weak" => 3,
        _ => 2,
    };
    let consts: Vec<Option<u64>> = args.iter().skip(data_args).map(|a| a.const_zext()).collect();
    if consts.iter().any(|c| c.is_none()) {
        return fail(format!("'{name}' needs constant memory order and scope arguments"));
    }
    let order = consts.first().copied().flatten().map_or(Some("seq_cst"), order_name);
    // compare_exchange_explicit has a failure order before the scope.
    let scope_at = if data_args == 3 { 2 } else { 1 };
    let scope = consts
        .get(scope_at)
        .copied()
        .flatten()
        .map_or(Some("agent"), scope_name);
    let (Some(order), Some(scope)) = (order, scope) else {
        return fail(format!("'{name}' with an unknown memory order or scope"));
    };
    let arg = |l: &mut Lowerer, i: usize| -> R<Value> {
        match args.get(i) {
            Some(v) => l.get1(frame, *v),
            None => fail(format!("'{name}' is missing an operand")),
        }
    };
    let ptr = arg(l, 0)?;
    let set = |l: &mut Lowerer, op: mir::OpId, order: &str| {
        let d = l.f.op_mut(op);
        d.set_attr("ordering", Attr::Word(order.into()));
        d.set_attr("scope", Attr::Str(scope.into()));
    };
    let ret_ty = |l: &Lowerer, v: Value| l.ty(v);
    match base {
        "atomic_load" => {
            let t = crate::types::scalar(ret)?;
            let op = l.emit(Opcode::Load, vec![ptr], &[t]);
            l.f.op_mut(op).set_attr("align", Attr::Int((t.bits() / 8) as i128));
            set(l, op, order);
            Ok(vec![l.f.result(op)])
        }
        "atomic_store" => {
            let v = arg(l, 1)?;
            let bytes = ret_ty(l, v).bits() / 8;
            let op = l.emit(Opcode::Store, vec![v, ptr], &[]);
            l.f.op_mut(op).set_attr("align", Attr::Int(bytes as i128));
            set(l, op, order);
            Ok(Vec::new())
        }
        "atomic_compare_exchange_strong" | "atomic_compare_exchange_weak" => {
            // (object, expected*, desired): on failure the old value goes to *expected.
            let expected_ptr = arg(l, 1)?;
            let desired = arg(l, 2)?;
            let t = ret_ty(l, desired);
            let lop = l.emit(Opcode::Load, vec![expected_ptr], &[t]);
            l.f.op_mut(lop).set_attr("align", Attr::Int((t.bits() / 8) as i128));
            let expected = l.f.result(lop);
            let op = l.emit(Opcode::CmpXchg, vec![ptr, expected, desired], &[t, Type::I1]);
            set(l, op, order);
            let r = l.f.op(op).results.clone();
            // Storing the old value back is right in both cases (it equals *expected on success).
            let st = l.emit(Opcode::Store, vec![r[0], expected_ptr], &[]);
            l.f.op_mut(st).set_attr("align", Attr::Int((t.bits() / 8) as i128));
            Ok(vec![r[1]])
        }
        _ => {
            let kind = match base {
                "atomic_exchange" => AtomicOp::Xchg,
                "atomic_fetch_add" => AtomicOp::Add,
                "atomic_fetch_sub" => AtomicOp::Sub,
                "atomic_fetch_and" => AtomicOp::And,
                "atomic_fetch_or" => AtomicOp::Or,
                "atomic_fetch_xor" => AtomicOp::Xor,
                "atomic_fetch_min" => {
                    if unsigned {
                        AtomicOp::UMin
                    } else {
                        AtomicOp::Min
                    }
                }
                _ => {
                    if unsigned {
                        AtomicOp::UMax
                    } else {
                        AtomicOp::Max
                    }
                }
            };
            let v = arg(l, 1)?;
            let t = ret_ty(l, v);
            let op = l.emit(Opcode::AtomicRmw(on_values_of(kind, t, name)?), vec![ptr, v], &[t]);
            set(l, op, order);
            Ok(vec![l.f.result(op)])
        }
    }
}

/// OpenCL 1.x `atomic_*` / `atom_*`: relaxed read-modify-write at device scope (work-group
/// scope for local memory), as the device library implements them.
fn atomic(l: &mut Lowerer, frame: &Frame, name: &str, mangled: &str, args: &[Val]) -> R<Vec<Value>> {
    let Some(op) = name.strip_prefix("atomic_").or_else(|| name.strip_prefix("atom_")) else {
        return fail(format!("call to undefined function '@{mangled}'"));
    };
    if (op == "cmpxchg" && args.len() != 3) || (op != "cmpxchg" && args.len() > 2) {
        return fail(format!(
            "call to undefined function '@{mangled}' ('{name}' is not supported)"
        ));
    }
    // The last mangled parameter type tells signed (i, l) from unsigned (j, m).
    let unsigned = mangled.ends_with('j') || mangled.ends_with('m');
    let Some(&p) = args.first() else {
        return fail("atomic without a pointer");
    };
    let ptr = l.get1(frame, p)?;
    let scope = if l.ty(ptr) == Type::Ptr(3) {
        "workgroup"
    } else {
        "agent"
    };
    let one_arg = |l: &mut Lowerer, i: usize| -> R<Value> {
        match args.get(i) {
            Some(v) => l.get1(frame, *v),
            None => fail(format!("'{name}' is missing an operand")),
        }
    };
    let set = |l: &mut Lowerer, op: mir::OpId| {
        let d = l.f.op_mut(op);
        d.set_attr("ordering", Attr::Word("monotonic".into()));
        d.set_attr("scope", Attr::Str(scope.into()));
    };
    if op == "cmpxchg" {
        let (cmp, new) = (one_arg(l, 1)?, one_arg(l, 2)?);
        let t = l.ty(cmp);
        let o = l.emit(Opcode::CmpXchg, vec![ptr, cmp, new], &[t, Type::I1]);
        set(l, o);
        return Ok(vec![l.f.op(o).results[0]]);
    }
    let (kind, value) = match op {
        "inc" => (AtomicOp::Add, None),
        "dec" => (AtomicOp::Sub, None),
        "add" => (AtomicOp::Add, Some(1)),
        "sub" => (AtomicOp::Sub, Some(1)),
        "xchg" => (AtomicOp::Xchg, Some(1)),
        "and" => (AtomicOp::And, Some(1)),
        "or" => (AtomicOp::Or, Some(1)),
        "xor" => (AtomicOp::Xor, Some(1)),
        "min" => (if unsigned { AtomicOp::UMin } else { AtomicOp::Min }, Some(1)),
        "max" => (if unsigned { AtomicOp::UMax } else { AtomicOp::Max }, Some(1)),
        _ => {
            return fail(format!(
                "call to undefined function '@{mangled}' ('{name}' is not supported)"
            ))
        }
    };
    let v = match value {
        Some(i) => one_arg(l, i)?,
        None => {
            // inc/dec: the value type is the call's return type.
            let Some(rt) = mangled.chars().last().and_then(value_type) else {
                return fail("unsupported atomic type");
            };
            l.constant(rt, 1)
        }
    };
    let t = l.ty(v);
    let o = l.emit(Opcode::AtomicRmw(on_values_of(kind, t, name)?), vec![ptr, v], &[t]);
    set(l, o);
    Ok(vec![l.f.result(o)])
}

/// The read-modify-write `kind` (named for integers) on values of type `t`: add, sub, min and
/// max of floats (`atomic_float`, `atomic_double`) are the float operations.
fn on_values_of(kind: AtomicOp, t: Type, name: &str) -> R<AtomicOp> {
    if !t.is_float() {
        return Ok(kind);
    }
    Ok(match kind {
        AtomicOp::Xchg => AtomicOp::Xchg,
        AtomicOp::Add => AtomicOp::FAdd,
        AtomicOp::Sub => AtomicOp::FSub,
        AtomicOp::Min | AtomicOp::UMin => AtomicOp::FMin,
        AtomicOp::Max | AtomicOp::UMax => AtomicOp::FMax,
        _ => return fail(format!("'{name}' on floating-point values")),
    })
}

/// The type of an Itanium builtin-type code.
fn value_type(c: char) -> Option<Type> {
    match c {
        'i' | 'j' => Some(Type::I32),
        'l' | 'm' => Some(Type::I64),
        'f' => Some(Type::F32),
        'd' => Some(Type::F64),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::demangle_name;

    #[test]
    fn demangles_builtin_names() {
        assert_eq!(demangle_name("_Z13get_global_idj"), Some("get_global_id"));
        assert_eq!(demangle_name("_Z10atomic_addPU3AS1Vjj"), Some("atomic_add"));
        assert_eq!(demangle_name("_Z12get_work_dimv"), Some("get_work_dim"));
        assert_eq!(demangle_name("foo"), None);
        assert_eq!(demangle_name("_Z99x"), None);
    }

    #[test]
    fn first_parameter_kinds() {
        use super::{first_param, Elem};
        assert!(first_param("_Z3minii", "min") == Some(Elem::Signed));
        assert!(first_param("_Z3maxjj", "max") == Some(Elem::Unsigned));
        assert!(first_param("_Z5clampDv4_fff", "clamp") == Some(Elem::Float));
        assert!(first_param("_Z3absDv2_l", "abs") == Some(Elem::Signed));
        assert!(first_param("_Z3minDh", "min") == Some(Elem::Float));
        assert!(first_param("_Z3minii", "max").is_none());
    }
}
