//! `combine`, checked by execution: for each op it rewrites, every power of two of the type as
//! the constant (first or second for `mul`), and operands that include the edge cases, the
//! reference interpreter must compute the same before and after the pass.

use backend::combine::combine;
use mir::interp::{run_kernel, Arg, Dispatch};
use mir::*;

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

fn run(m: &Module, input: &[u8]) -> Vec<u8> {
    let mut args = [Arg::Buffer(input.to_vec()), Arg::Buffer(vec![0; input.len()])];
    run_kernel(
        m,
        "k",
        &Dispatch {
            grid: [LANES as u32, 1, 1],
            block: [LANES as u32, 1, 1],
        },
        &mut args,
        1_000_000,
    )
    .unwrap();
    match &args[1] {
        Arg::Buffer(b) => b.clone(),
        Arg::Bytes(_) => unreachable!(),
    }
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
                let rewritten = combined.functions[0].ops.iter().all(|o| o.opcode != opcode);
                // Everything but 2^0 (and, for signed division, the negative 2^(n-1)) is rewritten.
                assert_eq!(
                    rewritten,
                    k > 0 && !(matches!(opcode, Opcode::SDiv | Opcode::SRem) && k == bits - 1),
                    "{opcode} {ty} by 2^{k}"
                );
                assert_eq!(
                    run(&original, &input),
                    run(&combined, &input),
                    "{opcode} {ty} by 2^{k} (constant first: {first})"
                );
            }
        }
    }
}
