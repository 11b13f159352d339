//! Legalization, checked by execution: for every narrow-typed op, a kernel applies it to
//! random operands (edge cases included) once as written and once legalized, in the reference
//! interpreter; the results must be bit-identical.

use backend::legalize::legalize;
use mir::*;

mod common;
use common::run_in_out;

const LANES: usize = 256;

/// `out[tid] = OP(in[3 tid], in[3 tid + 1], in[3 tid + 2])` over values of type `ty`
/// (comparisons store their boolean as a byte).
fn kernel(opcode: Opcode, ty: Type, arity: usize) -> Module {
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
    let size = (ty.bits() / 8) as i128;
    let konst = |f: &mut Function, v: i128, t: Type| {
        let op = f.append_op(b, Opcode::Const, vec![], &[t]);
        f.op_mut(op).set_attr("value", Attr::Int(v));
        f.result(op)
    };
    let tid = {
        let op = f.append_op(b, Opcode::WorkitemId(Dim::X), vec![], &[Type::I32]);
        f.result(op)
    };
    let tid64 = {
        let op = f.append_op(b, Opcode::ZExt, vec![tid], &[Type::I64]);
        f.result(op)
    };
    let stride = konst(&mut f, 3 * size, Type::I64);
    let base_off = {
        let op = f.append_op(b, Opcode::Mul, vec![tid64, stride], &[Type::I64]);
        f.result(op)
    };
    let mut operands = Vec::new();
    for k in 0..arity {
        let off_k = konst(&mut f, k as i128 * size, Type::I64);
        let off = {
            let op = f.append_op(b, Opcode::Add, vec![base_off, off_k], &[Type::I64]);
            f.result(op)
        };
        let addr = {
            let op = f.append_op(b, Opcode::PtrAdd, vec![input, off], &[Type::Ptr(1)]);
            f.result(op)
        };
        let load = f.append_op(b, Opcode::Load, vec![addr], &[ty]);
        f.op_mut(load).set_attr("align", Attr::Int(1));
        operands.push(f.result(load));
    }
    let is_cmp = matches!(opcode, Opcode::Icmp(_) | Opcode::Fcmp(_));
    let r = {
        let op = f.append_op(b, opcode, operands, &[if is_cmp { Type::I1 } else { ty }]);
        f.result(op)
    };
    let (stored, out_size) = if is_cmp {
        (
            ({
                let op = f.append_op(b, Opcode::ZExt, vec![r], &[Type::I8]);
                f.result(op)
            }),
            1,
        )
    } else {
        (r, size)
    };
    let osz = konst(&mut f, out_size, Type::I64);
    let out_off = {
        let op = f.append_op(b, Opcode::Mul, vec![tid64, osz], &[Type::I64]);
        f.result(op)
    };
    let out_addr = {
        let op = f.append_op(b, Opcode::PtrAdd, vec![out, out_off], &[Type::Ptr(1)]);
        f.result(op)
    };
    let st = f.append_op(b, Opcode::Store, vec![stored, out_addr], &[]);
    f.op_mut(st).set_attr("align", Attr::Int(1));
    f.append_op(b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(f);
    m
}

/// Operand bytes: random values, with the edge cases of the type in the first lanes and
/// operands adjusted so that no lane divides by zero, overflows a signed division or shifts
/// by the width or more (those are undefined, not wrong).
fn inputs(opcode: Opcode, ty: Type, seed: u64) -> Vec<u8> {
    let bits = ty.bits();
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let edges: Vec<u64> = if ty == Type::F16 {
        vec![
            0x0000, 0x8000, 0x3c00, 0xbc00, 0x7bff, 0x0001, 0x03ff, 0x7c00, 0xfc00, 0x7e00, 0x3555, 0x4248,
        ]
    } else {
        let max = (1u64 << bits) - 1;
        vec![0, 1, max, max >> 1, (max >> 1) + 1, 2, 3, 7, max - 1]
    };
    let mask = (1u64 << bits) - 1;
    let mut out = Vec::new();
    for lane in 0..LANES {
        let mut vals: Vec<u64> = (0..3)
            .map(|k| {
                if lane * 3 + k < edges.len() * 3 {
                    edges[(lane * 7 + k * 5) % edges.len()]
                } else {
                    next() & mask
                }
            })
            .collect();
        match opcode {
            Opcode::UDiv | Opcode::URem | Opcode::SDiv | Opcode::SRem => {
                if vals[1] == 0 {
                    vals[1] = 1;
                }
                let min = 1u64 << (bits - 1);
                if vals[0] == min && vals[1] == mask {
                    vals[1] = 1;
                }
            }
            Opcode::Shl | Opcode::LShr | Opcode::AShr => vals[1] %= bits as u64,
            _ => {}
        }
        for v in vals {
            out.extend_from_slice(&v.to_le_bytes()[..(bits / 8) as usize]);
        }
    }
    out
}

fn check(opcode: Opcode, ty: Type, arity: usize) {
    let original = kernel(opcode, ty, arity);
    let mut legal = original.clone();
    legalize(&mut legal.functions[0]).unwrap();
    mir::verify::verify_module(&legal).unwrap_or_else(|e| panic!("{opcode} on {ty}: {e}"));
    // Nothing narrow may be left for the arithmetic itself.
    let f = &legal.functions[0];
    for &op in &f.block(Block(0)).ops {
        let d = f.op(op);
        if d.opcode == opcode && !d.operands.is_empty() {
            assert!(
                !matches!(f.ty(d.operands[0]), Type::I8 | Type::I16 | Type::F16),
                "{opcode} on {ty} left as is"
            );
        }
    }
    let out_len = LANES
        * if matches!(opcode, Opcode::Icmp(_) | Opcode::Fcmp(_)) {
            1
        } else {
            (ty.bits() / 8) as usize
        };
    for seed in 1..4u64 {
        let input = inputs(opcode, ty, seed.wrapping_mul(0x9E3779B97F4A7C15));
        assert_eq!(
            run_in_out(&original, LANES, &input, out_len),
            run_in_out(&legal, LANES, &input, out_len),
            "{opcode} on {ty}, seed {seed}"
        );
    }
}

#[test]
fn narrow_integer_ops_compute_the_same_in_i32() {
    use Opcode::*;
    let binary = [
        Add, Sub, Mul, UDiv, SDiv, URem, SRem, And, Or, Xor, Shl, LShr, AShr, UMin, UMax, SMin, SMax,
    ];
    for ty in [Type::I8, Type::I16] {
        for op in binary {
            check(op, ty, 2);
        }
        for op in [Abs, Ctpop, Ctlz, Cttz] {
            check(op, ty, 1);
        }
        for p in IntPredicate::ALL {
            check(Icmp(*p), ty, 2);
        }
    }
    check(Bswap, Type::I16, 1);
}

#[test]
fn half_division_computes_the_same_in_f32() {
    check(Opcode::FDiv, Type::F16, 2);
}

/// gfx900 has f16 instructions for the rest: legalization leaves them alone.
#[test]
fn other_half_ops_stay() {
    use Opcode::*;
    let ops = [
        (FAdd, 2),
        (FSub, 2),
        (FMul, 2),
        (MinNum, 2),
        (MaxNum, 2),
        (Sqrt, 1),
        (Fma, 3),
        (Fcmp(FloatPredicate::Olt), 2),
    ];
    for (op, arity) in ops {
        let mut m = kernel(op, Type::F16, arity);
        let before = mir::text::print_module(&m);
        legalize(&mut m.functions[0]).unwrap();
        assert_eq!(mir::text::print_module(&m), before, "{op} on f16 was rewritten");
    }
}
