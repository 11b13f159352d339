//! `combine`, checked by execution: for each op it rewrites, every power of two of the type as
//! the constant (first or second for `mul`), and operands that include the edge cases, the
//! reference interpreter must compute the same before and after the pass. `fuse` likewise, on
//! random pairs of ops it may fuse (after bank selection, with VGPR, SGPR and constant
//! operands).

use backend::combine::combine;
use mir::interp::{run_kernel, Arg, Dispatch};
use mir::*;

mod common;
use common::{konst as push_const, push, run_in_out};

/// Appends an op with these operands and result type, returning its result.
type Emit<'a> = dyn FnMut(&mut Function, Opcode, Vec<Value>, Type) -> Value + 'a;

const LANES: usize = 128;

/// `out[tid] = OP(in[tid], c)` (or `OP(c, in[tid])`) on values of type `ty`.
fn kernel(opcode: Opcode, ty: Type, c: i128, constant_first: bool) -> Module {
    let mut f = Function::new("k", FunctionKind::Kernel);
    let b = f.add_block();
    let input = f.add_block_param(b, Type::Ptr(1));
    let out = f.add_block_param(b, Type::Ptr(1));
    f.args = vec![
        ArgInfo {
            name: "in".into(),
            offset: 0,
            size: 8,
            align: 8,
            address_space: Some(1),
            uniform: true,
            noalias: false,
        },
        ArgInfo {
            name: "out".into(),
            offset: 8,
            size: 8,
            align: 8,
            address_space: Some(1),
            uniform: true,
            noalias: false,
        },
    ];
    let mut append = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| {
        let op = f.append_op(b, opcode, operands, &[ty]);
        f.result(op)
    };
    let konst = |f: &mut Function, append: &mut Emit<'_>, v: i128, t: Type| {
        let r = append(f, Opcode::Const, vec![], t);
        let op = f.def_op(r).unwrap();
        f.op_mut(op).set_attr("value", Attr::Int(v));
        r
    };
    let tid = append(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let tid64 = append(&mut f, Opcode::ZExt, vec![tid], Type::I64);
    let size = konst(&mut f, &mut append, (ty.bits() / 8) as i128, Type::I64);
    let offset = append(&mut f, Opcode::Mul, vec![tid64, size], Type::I64);
    let from = append(&mut f, Opcode::PtrAdd, vec![input, offset], Type::Ptr(1));
    let to = append(&mut f, Opcode::PtrAdd, vec![out, offset], Type::Ptr(1));
    let x = append(&mut f, Opcode::Load, vec![from], ty);
    let c = konst(&mut f, &mut append, c, ty);
    let operands = if constant_first { vec![c, x] } else { vec![x, c] };
    let r = append(&mut f, opcode, operands, ty);
    f.append_op(b, Opcode::Store, vec![r, to], &[]);
    f.append_op(b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(f);
    m
}

/// Whether an op of `f`'s blocks has this opcode (a rewritten op may stay in `f.ops`, unplaced).
fn has_op(f: &Function, opcode: Opcode) -> bool {
    f.block_ids()
        .any(|b| f.block(b).ops.iter().any(|&op| f.op(op).opcode == opcode))
}

#[test]
fn powers_of_two_compute_the_same_as_shifts_and_masks() {
    for ty in [Type::I32, Type::I64] {
        let bits = ty.bits();
        let max = u64::MAX >> (64 - bits);
        let edges = [
            0,
            1,
            2,
            3,
            max,
            max - 1,
            max >> 1,
            (max >> 1) + 1,
            (max >> 1) - 1,
            5,
            7,
            8,
            9,
        ];
        let mut state = 0x9E3779B97F4A7C15u64;
        let mut input = Vec::new();
        for lane in 0..LANES {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let v = edges.get(lane).copied().unwrap_or(state & max);
            input.extend_from_slice(&v.to_le_bytes()[..(bits / 8) as usize]);
        }
        for k in 0..bits {
            let c = 1i128 << k;
            for (opcode, first) in [
                (Opcode::Mul, false),
                (Opcode::Mul, true),
                (Opcode::UDiv, false),
                (Opcode::URem, false),
                (Opcode::SDiv, false),
                (Opcode::SRem, false),
            ] {
                let original = kernel(opcode, ty, c, first);
                let mut combined = original.clone();
                combine(&mut combined.functions[0]);
                mir::verify::verify_module(&combined).unwrap_or_else(|e| panic!("{opcode} {ty} by 2^{k}: {e}"));
                let rewritten = !has_op(&combined.functions[0], opcode);
                // Everything but a multiply by 1 is rewritten.
                assert_eq!(rewritten, k > 0 || opcode != Opcode::Mul, "{opcode} {ty} by 2^{k}");
                assert_eq!(
                    run_in_out(&original, LANES, &input, input.len()),
                    run_in_out(&combined, LANES, &input, input.len()),
                    "{opcode} {ty} by 2^{k} (constant first: {first})"
                );
            }
        }
    }
}

/// `x OP d` on `bits`-bit operands as Rust computes it (the oracle for division by constants;
/// `None` where LLVM leaves the result undefined: signed overflow).
fn host_divide(opcode: Opcode, bits: u32, x: u64, d: u64) -> Option<u64> {
    let max = u64::MAX >> (64 - bits);
    let (x, d) = (x & max, d & max);
    let sext = |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
    let (sx, sd) = (sext(x), sext(d));
    let signed_min = 1i64.checked_shl(bits - 1).map_or(i64::MIN, |m| -m);
    let r = match opcode {
        Opcode::UDiv => x / d,
        Opcode::URem => x % d,
        _ if sx == signed_min && sd == -1 => return None,
        Opcode::SDiv => (sx / sd) as u64,
        _ => (sx % sd) as u64,
    };
    Some(r & max)
}

/// Division and remainder by constants that are not powers of two: after `combine` (magic
/// multiplies, negated divisors) the interpreter must compute what Rust's own `/` and `%`
/// compute, on edge and random dividends.
#[test]
fn divisions_by_constants_compute_what_rust_computes() {
    for ty in [Type::I32, Type::I64] {
        let bits = ty.bits();
        let max = u64::MAX >> (64 - bits);
        let min = (max >> 1) + 1;
        let edges = [
            0,
            1,
            2,
            3,
            7,
            16,
            17,
            18,
            640,
            641,
            642,
            max,
            max - 1,
            max >> 1,
            min,
            min + 1,
            max - 16,
        ];
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut xs = Vec::new();
        let mut input = Vec::new();
        for lane in 0..LANES {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let v = edges.get(lane).copied().unwrap_or(state >> (state % 64)) & max;
            xs.push(v);
            input.extend_from_slice(&v.to_le_bytes()[..(bits / 8) as usize]);
        }
        let divisors: [i64; 22] = [
            1,
            -1,
            3,
            -3,
            5,
            6,
            7,
            -7,
            10,
            14,
            17,
            -17,
            20,
            40,
            64,
            -64,
            641,
            1000,
            1000003,
            0x7fff_ffff,
            -0x7fff_ffff,
            -2,
        ];
        let extra = [
            max as i64,
            (max - 1) as i64,
            (min + 1) as i64,
            min as i64,
            0xffff_ffff,
            0x1_0000_0001,
            1_000_000_000_039,
            -0x7_0000_0003,
        ];
        for &d in divisors.iter().chain(&extra) {
            for opcode in [Opcode::UDiv, Opcode::URem, Opcode::SDiv, Opcode::SRem] {
                let original = kernel(opcode, ty, d as i128 & max as i128, false);
                let mut combined = original.clone();
                combine(&mut combined.functions[0]);
                mir::verify::verify_module(&combined).unwrap_or_else(|e| panic!("{opcode} {ty} by {d}: {e}"));
                assert!(!has_op(&combined.functions[0], opcode), "{opcode} {ty} by {d}");
                let got = run_in_out(&combined, LANES, &input, input.len());
                for (lane, &x) in xs.iter().enumerate() {
                    let Some(want) = host_divide(opcode, bits, x, d as u64) else {
                        continue;
                    };
                    let n = (bits / 8) as usize;
                    let mut bytes = [0u8; 8];
                    bytes[..n].copy_from_slice(&got[lane * n..lane * n + n]);
                    assert_eq!(u64::from_le_bytes(bytes), want, "{x:#x} {opcode} {d} on {ty}");
                }
            }
        }
    }
}

/// A random 32-bit operand for the `fuse` test: a per-lane load (VGPR), a uniform argument
/// (SGPR), an inline or a literal constant, or a per-lane value below 2^24.
fn leaf(f: &mut Function, b: Block, state: &mut u64, x: Value, u: Value) -> Value {
    let mut next = || {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    };
    let (kind, c) = (next() % 6, next());
    let konst = |f: &mut Function, v: i128| {
        let op = f.append_op(b, Opcode::Const, vec![], &[Type::I32]);
        f.op_mut(op).set_attr("value", Attr::Int(v));
        f.result(op)
    };
    match kind {
        0 | 1 => x,
        2 => u,
        3 => konst(f, (c % 81) as i128 - 16),
        4 => konst(f, (c as u32) as i128),
        _ => {
            let (opcode, k) = if c & 1 == 0 {
                (Opcode::And, 0xff_ffff)
            } else {
                (Opcode::LShr, 8 + (c >> 1) % 24)
            };
            let k = konst(f, k as i128);
            let op = f.append_op(b, opcode, vec![x, k], &[Type::I32]);
            f.result(op)
        }
    }
}

/// An empty kernel `k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %u)`: its one block and
/// the three parameters.
fn in_out_u_kernel() -> (Function, Block, [Value; 3]) {
    let mut f = Function::new("k", FunctionKind::Kernel);
    let b = f.add_block();
    let input = f.add_block_param(b, Type::Ptr(1));
    let out = f.add_block_param(b, Type::Ptr(1));
    let u = f.add_block_param(b, Type::I32);
    let arg = |name: &str, offset, size, space| ArgInfo {
        name: name.into(),
        offset,
        size,
        align: size,
        address_space: space,
        uniform: true,
        noalias: false,
    };
    f.args = vec![
        arg("in", 0, 8, Some(1)),
        arg("out", 8, 8, Some(1)),
        arg("u", 16, 4, None),
    ];
    (f, b, [input, out, u])
}

/// `out[tid] = OUTER(INNER(p, q), r)` (or with the inner op second, where OUTER commutes) with
/// random leaves; shift amounts are constants or masked to 0..31.
fn fusable_kernel(inner: Opcode, outer: Opcode, inner_first: bool, state: &mut u64) -> Module {
    let (mut f, b, [input, out, u]) = in_out_u_kernel();
    let append = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| push(f, b, opcode, operands, ty);
    let tid = append(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let tid64 = append(&mut f, Opcode::ZExt, vec![tid], Type::I64);
    let two = append(&mut f, Opcode::Const, vec![], Type::I64);
    let two_op = f.def_op(two).unwrap();
    f.op_mut(two_op).set_attr("value", Attr::Int(2));
    let offset = append(&mut f, Opcode::Shl, vec![tid64, two], Type::I64);
    let from = append(&mut f, Opcode::PtrAdd, vec![input, offset], Type::Ptr(1));
    let to = append(&mut f, Opcode::PtrAdd, vec![out, offset], Type::Ptr(1));
    let x = append(&mut f, Opcode::Load, vec![from], Type::I32);
    let seed = *state;
    let mut next = |f: &mut Function| leaf(f, b, state, x, u);
    let amount = |f: &mut Function, v: Value| {
        let op = f.append_op(b, Opcode::Const, vec![], &[Type::I32]);
        f.op_mut(op).set_attr("value", Attr::Int(31));
        let m = f.result(op);
        let op = f.append_op(b, Opcode::And, vec![v, m], &[Type::I32]);
        f.result(op)
    };
    let p = next(&mut f);
    let mut q = next(&mut f);
    if matches!(inner, Opcode::Shl | Opcode::LShr) {
        q = amount(&mut f, q);
    }
    // A funnel shift: `(r << (32 - k)) | (p >> k)` for a constant k, or one off it.
    let (k, off) = ((seed >> 5) % 32, u64::from((seed >> 11).is_multiple_of(4)));
    if inner == Opcode::LShr && outer == Opcode::Or {
        let op = f.append_op(b, Opcode::Const, vec![], &[Type::I32]);
        f.op_mut(op).set_attr("value", Attr::Int(k as i128));
        q = f.result(op);
    }
    let i = append(&mut f, inner, vec![p, q], Type::I32);
    let r = if inner == Opcode::LShr && outer == Opcode::Or {
        let op = f.append_op(b, Opcode::Const, vec![], &[Type::I32]);
        f.op_mut(op).set_attr("value", Attr::Int(((32 - k + off) % 32) as i128));
        let amount = f.result(op);
        let r = next(&mut f);
        append(&mut f, Opcode::Shl, vec![r, amount], Type::I32)
    } else if outer == Opcode::Shl {
        let r = next(&mut f);
        amount(&mut f, r)
    } else if outer == Opcode::And {
        // A mask of the low w bits (w = 0..32), or a random one.
        let w = (*state >> 3) % 34;
        let mask = if w == 33 {
            (*state >> 9) as u32 as i128
        } else {
            (1i128 << w) - 1
        };
        let op = f.append_op(b, Opcode::Const, vec![], &[Type::I32]);
        f.op_mut(op).set_attr("value", Attr::Int(mask));
        f.result(op)
    } else {
        next(&mut f)
    };
    let operands = if inner_first { vec![i, r] } else { vec![r, i] };
    let v = append(&mut f, outer, operands, Type::I32);
    f.append_op(b, Opcode::Store, vec![v, to], &[]);
    f.append_op(b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(f);
    m
}

#[test]
fn fused_ops_compute_what_their_pairs_compute() {
    use backend::fuse::fuse;
    use backend::regbank::select_banks;
    let mut state = 0x2545F4914F6CDD1Du64;
    let mut input = Vec::new();
    for lane in 0..LANES {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let v = [0, 1, u32::MAX, 0x8000_0000, 0xff_ffff, 0x100_0000]
            .get(lane)
            .copied()
            .unwrap_or(state as u32);
        input.extend_from_slice(&v.to_le_bytes());
    }
    let pairs = [
        (Opcode::Add, Opcode::Add),
        (Opcode::Shl, Opcode::Add),
        (Opcode::Mul, Opcode::Add),
        (Opcode::Add, Opcode::Shl),
        (Opcode::Shl, Opcode::Or),
        (Opcode::And, Opcode::Or),
        (Opcode::Or, Opcode::Or),
        (Opcode::LShr, Opcode::And),
        (Opcode::LShr, Opcode::Or),
    ];
    let mut fused = std::collections::HashMap::new();
    for case in 0..800 {
        let (inner, outer) = pairs[case % pairs.len()];
        let inner_first = outer == Opcode::Shl || outer == Opcode::And || (case / pairs.len()).is_multiple_of(2);
        let mut original = fusable_kernel(inner, outer, inner_first, &mut state);
        select_banks(&mut original.functions[0], &mir::uniformity::Options::default());
        let mut after = original.clone();
        fuse(&mut after.functions[0]);
        let text = mir::text::print_module(&after);
        mir::verify::verify_module(&after).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        for op in &after.functions[0].ops {
            if op.opcode.is_fused_int() {
                *fused.entry(op.opcode).or_insert(0) += 1;
            }
        }
        let mut uniform = 0x1234_5678u32.rotate_left(case as u32).to_le_bytes().to_vec();
        uniform.truncate(4);
        let run_with = |m: &Module| {
            let mut args = [
                Arg::Buffer(input.clone()),
                Arg::Buffer(vec![0; input.len()]),
                Arg::Bytes(uniform.clone()),
            ];
            let dispatch = Dispatch {
                grid: [LANES as u32, 1, 1],
                block: [LANES as u32, 1, 1],
            };
            run_kernel(m, "k", &dispatch, &mut args, 1_000_000).unwrap_or_else(|e| panic!("case {case}: {e}"));
            match &args[1] {
                Arg::Buffer(b) => b.clone(),
                Arg::Bytes(_) => unreachable!(),
            }
        };
        assert_eq!(run_with(&original), run_with(&after), "case {case}\n{text}");
    }
    // Every fused op was made (and checked) somewhere.
    for o in [
        Opcode::Add3,
        Opcode::LShlAdd,
        Opcode::AddLShl,
        Opcode::LShlOr,
        Opcode::AndOr,
        Opcode::Or3,
        Opcode::MadU24,
        Opcode::BfeU,
        Opcode::AlignBit,
    ] {
        assert!(fused.get(&o).copied().unwrap_or(0) > 0, "no {o} made: {fused:?}");
    }
}

#[test]
fn ops_on_constants_fold_to_what_they_compute() {
    let edges: [i128; 9] = [0, 1, 2, 31, 32, 63, -1, i32::MIN as i128, i64::MIN as i128];
    let opcodes = [
        Opcode::Add,
        Opcode::Sub,
        Opcode::Mul,
        Opcode::And,
        Opcode::Or,
        Opcode::Xor,
        Opcode::Shl,
    ]
    .into_iter()
    .chain([Opcode::LShr, Opcode::AShr])
    .chain(IntPredicate::ALL.iter().map(|&p| Opcode::Icmp(p)));
    let input = vec![0u8; LANES * 8];
    for opcode in opcodes {
        for ty in [Type::I32, Type::I64] {
            for &a in &edges {
                for &b in &edges {
                    // `out[tid] = select (OP a, b), 5, 9` for compares, else `OP a, b`; the
                    // interpreter sees the constants masked to the type.
                    let m = constant_kernel(opcode, ty, a, b);
                    let shift = matches!(opcode, Opcode::Shl | Opcode::LShr | Opcode::AShr);
                    if shift && (b & ((1i128 << ty.bits()) - 1)) >= ty.bits() as i128 {
                        continue;
                    }
                    let mut folded = m.clone();
                    combine(&mut folded.functions[0]);
                    mir::verify::verify_module(&folded).unwrap();
                    let text = mir::text::print_module(&folded);
                    let f = &folded.functions[0];
                    let store = f.ops.iter().find(|o| o.opcode == Opcode::Store).unwrap();
                    let stored = f.def_op(store.operands[0]).map(|o| f.op(o).opcode);
                    assert_eq!(stored, Some(Opcode::Const), "{opcode} {ty} {a} {b} not folded\n{text}");
                    assert_eq!(
                        run_in_out(&m, LANES, &input, input.len()),
                        run_in_out(&folded, LANES, &input, input.len()),
                        "{opcode} {ty} {a} {b}\n{text}"
                    );
                }
            }
        }
    }
}

/// `out[tid] = OP a, b` on constants (for compares, `select (OP a, b), 5, 9`).
fn constant_kernel(opcode: Opcode, ty: Type, a: i128, b: i128) -> Module {
    let mut m = kernel(Opcode::Add, ty, 0, false);
    let f = &mut m.functions[0];
    let b0 = f.entry();
    let store = f
        .block(b0)
        .ops
        .iter()
        .copied()
        .find(|&o| f.op(o).opcode == Opcode::Store)
        .unwrap();
    let ret = f.blocks[b0.index()].ops.pop().unwrap();
    f.blocks[b0.index()].ops.retain(|&o| o != store);
    let mask = (1i128 << ty.bits()) - 1;
    let konst = |f: &mut Function, v: i128| {
        let op = f.append_op(b0, Opcode::Const, vec![], &[ty]);
        f.op_mut(op).set_attr("value", Attr::Int(v & mask));
        f.result(op)
    };
    let (ca, cb) = (konst(f, a), konst(f, b));
    let r = if let Opcode::Icmp(_) = opcode {
        let c = f.append_op(b0, opcode, vec![ca, cb], &[Type::I1]);
        let c = f.result(c);
        let (five, nine) = (konst(f, 5), konst(f, 9));
        let op = f.append_op(b0, Opcode::Select, vec![c, five, nine], &[ty]);
        f.result(op)
    } else {
        let op = f.append_op(b0, opcode, vec![ca, cb], &[ty]);
        f.result(op)
    };
    f.op_mut(store).operands[0] = r;
    f.blocks[b0.index()].ops.push(store);
    f.blocks[b0.index()].ops.push(ret);
    m
}

/// `out[tid] = a * b` or `a * b + c` on i64, where each factor is a zero-extended 32- or 16-bit
/// leaf, a 64-bit constant, or a full 64-bit value; `fuse` makes `mul.wide.u` and
/// `mad.wide.u` of the extended ones (scalar and vector), and `mad.wide.u` of a full value
/// times an extended one plus an addend.
fn wide_multiply_kernel(state: &mut u64) -> Module {
    let (mut f, b, [input, out, u]) = in_out_u_kernel();
    let append = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| push(f, b, opcode, operands, ty);
    let konst = |f: &mut Function, v: i128, ty: Type| push_const(f, b, v, ty);
    let tid = append(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let tid64 = append(&mut f, Opcode::ZExt, vec![tid], Type::I64);
    let two = konst(&mut f, 2, Type::I64);
    let three = konst(&mut f, 3, Type::I64);
    let offset = append(&mut f, Opcode::Shl, vec![tid64, two], Type::I64);
    let from = append(&mut f, Opcode::PtrAdd, vec![input, offset], Type::Ptr(1));
    let offset8 = append(&mut f, Opcode::Shl, vec![tid64, three], Type::I64);
    let to = append(&mut f, Opcode::PtrAdd, vec![out, offset8], Type::Ptr(1));
    let x = append(&mut f, Opcode::Load, vec![from], Type::I32);
    let factor = |f: &mut Function, state: &mut u64| {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        let (kind, c) = (*state % 8, *state >> 8);
        match kind {
            0 | 1 => {
                let l = leaf(f, b, state, x, u);
                append(f, Opcode::ZExt, vec![l], Type::I64)
            }
            2 => {
                let l = leaf(f, b, state, x, u);
                let h = append(f, Opcode::Trunc, vec![l], Type::I16);
                append(f, Opcode::ZExt, vec![h], Type::I64)
            }
            3 => konst(
                f,
                [c as u32 as i128, (c % 81) as i128, c as i128][(c % 3) as usize],
                Type::I64,
            ),
            4 => append(f, Opcode::ZExt, vec![x], Type::I64),
            // Signed factors (`mul.wide.s`): a sign-extended i32, a negative constant.
            6 => {
                let l = leaf(f, b, state, x, u);
                append(f, Opcode::SExt, vec![l], Type::I64)
            }
            7 => konst(f, -((c % 100_000) as i128), Type::I64),
            _ => {
                // A full 64-bit value: (zext l << 32) | zext u.
                let l = leaf(f, b, state, x, u);
                let hi = append(f, Opcode::ZExt, vec![l], Type::I64);
                let k = konst(f, 32, Type::I64);
                let hi = append(f, Opcode::Shl, vec![hi, k], Type::I64);
                let lo = append(f, Opcode::ZExt, vec![u], Type::I64);
                append(f, Opcode::Or, vec![hi, lo], Type::I64)
            }
        }
    };
    let p = factor(&mut f, state);
    let q = factor(&mut f, state);
    let mut v = append(&mut f, Opcode::Mul, vec![p, q], Type::I64);
    if *state & 3 != 0 {
        let c = factor(&mut f, state);
        let operands = if *state & 4 == 0 { vec![v, c] } else { vec![c, v] };
        v = append(&mut f, Opcode::Add, operands, Type::I64);
    }
    f.append_op(b, Opcode::Store, vec![v, to], &[]);
    f.append_op(b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(f);
    m
}

#[test]
fn wide_multiplies_compute_what_64_bit_multiplies_compute() {
    use backend::fuse::fuse;
    use backend::regbank::select_banks;
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut input = Vec::new();
    for lane in 0..LANES {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let v = [0, 1, u32::MAX, 0x8000_0000, 0xffff, 0x1_0000]
            .get(lane)
            .copied()
            .unwrap_or(state as u32);
        input.extend_from_slice(&v.to_le_bytes());
    }
    let mut made = std::collections::HashMap::new();
    for case in 0..600u32 {
        let mut original = wide_multiply_kernel(&mut state);
        select_banks(&mut original.functions[0], &mir::uniformity::Options::default());
        let mut after = original.clone();
        fuse(&mut after.functions[0]);
        let text = mir::text::print_module(&after);
        mir::verify::verify_module(&after).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        for op in &after.functions[0].ops {
            if matches!(
                op.opcode,
                Opcode::MulWideU | Opcode::MadWideU | Opcode::MulWideS | Opcode::MadWideS
            ) {
                let f = &after.functions[0];
                let bank = f.value(op.results[0]).bank;
                *made.entry((op.opcode, bank, f.ty(op.operands[0]))).or_insert(0) += 1;
            }
        }
        let uniform = [u32::MAX, 0, 1, 0x8000_0000, 0x1234_5678u32.rotate_left(case)][case as usize % 5];
        let run_with = |m: &Module| {
            let mut args = [
                Arg::Buffer(input.clone()),
                Arg::Buffer(vec![0; 2 * input.len()]),
                Arg::Bytes(uniform.to_le_bytes().to_vec()),
            ];
            let dispatch = Dispatch {
                grid: [LANES as u32, 1, 1],
                block: [LANES as u32, 1, 1],
            };
            run_kernel(m, "k", &dispatch, &mut args, 1_000_000).unwrap_or_else(|e| panic!("case {case}: {e}"));
            match &args[1] {
                Arg::Buffer(b) => b.clone(),
                Arg::Bytes(_) => unreachable!(),
            }
        };
        assert_eq!(run_with(&original), run_with(&after), "case {case}\n{text}");
    }
    for key in [
        (Opcode::MulWideU, Bank::Vgpr, Type::I32),
        (Opcode::MulWideU, Bank::Sgpr, Type::I32),
        (Opcode::MadWideU, Bank::Vgpr, Type::I32),
        // A full i64 factor times a zero-extended one, plus an addend.
        (Opcode::MadWideU, Bank::Vgpr, Type::I64),
        (Opcode::MulWideS, Bank::Vgpr, Type::I32),
        (Opcode::MulWideS, Bank::Sgpr, Type::I32),
        (Opcode::MadWideS, Bank::Vgpr, Type::I32),
    ] {
        assert!(made.get(&key).copied().unwrap_or(0) > 0, "no {key:?} made: {made:?}");
    }
}

/// `out[tid] = zext64(CHAIN(in[tid]))` where CHAIN is a random sequence of truncations and
/// zero and sign extensions between 1, 8, 16, 32 and 64 bits, starting from the loaded word or
/// a constant: `combine`'s folds of extensions and truncations of each other and of constants
/// (before bank selection, and after it as `fold-addresses` runs them) must compute what the
/// chain computes.
#[test]
fn extension_chains_fold_to_what_they_compute() {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut input = Vec::new();
    for lane in 0..LANES {
        let v = [0, 1, u32::MAX, 0x8000_0000, 0xffff, 0x8000, 0x80, 0x7f, 0x1_0000]
            .get(lane)
            .copied()
            .unwrap_or(next() as u32);
        input.extend_from_slice(&v.to_le_bytes());
    }
    input.resize(LANES * 8, 0);
    let widths = [Type::I1, Type::I8, Type::I16, Type::I32, Type::I64];
    let mut folded_some = 0;
    for case in 0..400 {
        let (mut f, b, [input_ptr, out, _]) = in_out_u_kernel();
        let append =
            |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| push(f, b, opcode, operands, ty);
        let tid = append(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
        let tid64 = append(&mut f, Opcode::ZExt, vec![tid], Type::I64);
        let four = append(&mut f, Opcode::Const, vec![], Type::I64);
        let op = f.def_op(four).unwrap();
        f.op_mut(op).set_attr("value", Attr::Int(4));
        let eight = append(&mut f, Opcode::Add, vec![four, four], Type::I64);
        let from_offset = append(&mut f, Opcode::Mul, vec![tid64, four], Type::I64);
        let to_offset = append(&mut f, Opcode::Mul, vec![tid64, eight], Type::I64);
        let from = append(&mut f, Opcode::PtrAdd, vec![input_ptr, from_offset], Type::Ptr(1));
        let to = append(&mut f, Opcode::PtrAdd, vec![out, to_offset], Type::Ptr(1));
        let mut v = if next() % 4 == 0 {
            let c = append(&mut f, Opcode::Const, vec![], Type::I32);
            let op = f.def_op(c).unwrap();
            f.op_mut(op)
                .set_attr("value", Attr::Int((next() as u32 >> (next() % 32)) as i128));
            c
        } else {
            append(&mut f, Opcode::Load, vec![from], Type::I32)
        };
        for _ in 0..2 + next() % 4 {
            let from_bits = f.ty(v).bits();
            let to_ty = widths[(next() % widths.len() as u64) as usize];
            let opcode = match to_ty.bits().cmp(&from_bits) {
                std::cmp::Ordering::Equal => continue,
                std::cmp::Ordering::Less => Opcode::Trunc,
                std::cmp::Ordering::Greater if next() % 2 == 0 => Opcode::ZExt,
                std::cmp::Ordering::Greater => Opcode::SExt,
            };
            v = append(&mut f, opcode, vec![v], to_ty);
        }
        if f.ty(v) != Type::I64 {
            v = append(&mut f, Opcode::ZExt, vec![v], Type::I64);
        }
        f.append_op(b, Opcode::Store, vec![v, to], &[]);
        f.append_op(b, Opcode::Ret, vec![], &[]);
        let mut m = Module::default();
        m.functions.push(f);
        let mut after = m.clone();
        let before_ops = after.functions[0].block(b).ops.len();
        combine(&mut after.functions[0]);
        mir::pass::eliminate_dead_ops(&mut after.functions[0]);
        let text = mir::text::print_module(&after);
        mir::verify::verify_module(&after).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        folded_some += usize::from(after.functions[0].block(b).ops.len() < before_ops);
        // The same folds after bank selection (`fold-addresses` runs them there).
        let mut banked = m.clone();
        backend::regbank::select_banks(&mut banked.functions[0], &mir::uniformity::Options::default());
        backend::combine::fold_extension_chains(&mut banked.functions[0]);
        mir::pass::eliminate_dead_ops(&mut banked.functions[0]);
        let banked_text = mir::text::print_module(&banked);
        mir::verify::verify_module(&banked).unwrap_or_else(|e| panic!("case {case}: {e}\n{banked_text}"));
        assert_eq!(
            run_in_out_u(&m, &input, 0),
            run_in_out_u(&banked, &input, 0),
            "case {case} (banked)\n{banked_text}"
        );
        assert_eq!(
            run_in_out_u(&m, &input, 0),
            run_in_out_u(&after, &input, 0),
            "case {case}\n{text}"
        );
    }
    assert!(folded_some > 100, "only {folded_some} chains got shorter");
}

/// `out[tid] = *(select c, (ptradd p, k), (ptradd q, k))` with `c` per lane or uniform, `p`
/// and `q` per-lane addresses in `in` and `k` a constant: after `combine` (one select of `p`
/// and `q`, then `k`) the interpreter loads what it loaded before.
#[test]
fn selects_of_offset_addresses_load_the_same() {
    let mut input = Vec::new();
    for lane in 0..2 * LANES as u32 {
        input.extend_from_slice(&(lane.wrapping_mul(0x9E37_79B9) ^ 0x5555).to_le_bytes());
    }
    let mut made = 0;
    for case in 0..24 {
        let (k, uniform, same) = (4 * (case % 6) as i128, case % 2 == 0, case % 3 != 2);
        let (mut f, b, [input_ptr, out, u]) = in_out_u_kernel();
        let append =
            |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| push(f, b, opcode, operands, ty);
        let konst = |f: &mut Function, v: i128, ty: Type| push_const(f, b, v, ty);
        let tid = append(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
        let tid64 = append(&mut f, Opcode::ZExt, vec![tid], Type::I64);
        let four = konst(&mut f, 4, Type::I64);
        let offset = append(&mut f, Opcode::Mul, vec![tid64, four], Type::I64);
        let p = append(&mut f, Opcode::PtrAdd, vec![input_ptr, offset], Type::Ptr(1));
        let mirrored = konst(&mut f, 4 * LANES as i128, Type::I64);
        let mirrored = append(&mut f, Opcode::Sub, vec![mirrored, offset], Type::I64);
        let q = append(&mut f, Opcode::PtrAdd, vec![input_ptr, mirrored], Type::Ptr(1));
        let to = append(&mut f, Opcode::PtrAdd, vec![out, offset], Type::Ptr(1));
        let one = konst(&mut f, 1, Type::I32);
        let bit = append(&mut f, Opcode::And, vec![if uniform { u } else { tid }, one], Type::I32);
        let zero = konst(&mut f, 0, Type::I32);
        let c = append(&mut f, Opcode::Icmp(IntPredicate::Eq), vec![bit, zero], Type::I1);
        let kp = konst(&mut f, k, Type::I64);
        let kq = if same {
            konst(&mut f, k, Type::I64)
        } else {
            konst(&mut f, k + 4, Type::I64)
        };
        let pk = append(&mut f, Opcode::PtrAdd, vec![p, kp], Type::Ptr(1));
        let qk = append(&mut f, Opcode::PtrAdd, vec![q, kq], Type::Ptr(1));
        let chosen = append(&mut f, Opcode::Select, vec![c, pk, qk], Type::Ptr(1));
        let v = append(&mut f, Opcode::Load, vec![chosen], Type::I32);
        f.append_op(b, Opcode::Store, vec![v, to], &[]);
        f.append_op(b, Opcode::Ret, vec![], &[]);
        let mut m = Module::default();
        m.functions.push(f);
        let mut after = m.clone();
        combine(&mut after.functions[0]);
        let text = mir::text::print_module(&after);
        mir::verify::verify_module(&after).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        let f = &after.functions[0];
        let load = f.ops.iter().find(|o| o.opcode == Opcode::Load).unwrap();
        let rewritten = f
            .def_op(load.operands[0])
            .is_some_and(|o| f.op(o).opcode == Opcode::PtrAdd);
        assert_eq!(rewritten, same, "case {case}\n{text}");
        made += usize::from(rewritten);
        assert_eq!(
            run_in_out_u(&m, &input, 3),
            run_in_out_u(&after, &input, 3),
            "case {case}\n{text}"
        );
    }
    assert!(made > 0);
}

/// Runs an `in_out_u_kernel` on `LANES` lanes; returns `out` (as long as `input`).
fn run_in_out_u(m: &Module, input: &[u8], u: u32) -> Vec<u8> {
    let mut args = [
        Arg::Buffer(input.to_vec()),
        Arg::Buffer(vec![0; input.len()]),
        Arg::Bytes(u.to_le_bytes().to_vec()),
    ];
    let dispatch = Dispatch {
        grid: [LANES as u32, 1, 1],
        block: [LANES as u32, 1, 1],
    };
    run_kernel(m, "k", &dispatch, &mut args, 1_000_000).unwrap();
    match &args[1] {
        Arg::Buffer(b) => b.clone(),
        Arg::Bytes(_) => unreachable!(),
    }
}
