//! `bits`, checked by execution: on random integer expressions of the work-item id and
//! loaded values, the leading zeros `known_leading_zeros` claims hold for every lane's value (as
//! the reference interpreter computes it), and `narrow`'s 32-bit form equals the truncation.

mod common;

use backend::bits::{known_leading_zeros, Narrower};
use common::Rng;
use mir::interp::{run_kernel, Arg, Dispatch};
use mir::*;

/// Appends an op with these operands and result type, returning its result.
type Emit<'a> = dyn FnMut(&mut Function, Opcode, Vec<Value>, Type) -> Value + 'a;

const LANES: usize = 64;

/// A kernel computing a random i64 expression of the work-item id and loaded values (i32
/// and i16); returns it with the expression's root.
fn random_expression(rng: &mut Rng) -> (Function, Value) {
    let mut f = Function::new("k", FunctionKind::Kernel);
    let b = f.add_block();
    let input = f.add_block_param(b, Type::Ptr(1));
    let _out = f.add_block_param(b, Type::Ptr(1));
    f.args = ["in", "out"]
        .iter()
        .enumerate()
        .map(|(k, n)| ArgInfo {
            name: n.to_string(),
            offset: 8 * k as u32,
            size: 8,
            align: 8,
            address_space: Some(1),
            uniform: true,
            noalias: false,
        })
        .collect();
    let mut emit = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| {
        let op = f.append_op(b, opcode, operands, &[ty]);
        f.result(op)
    };
    let constant = |f: &mut Function, emit: &mut Emit<'_>, c: u64, ty: Type| {
        let v = emit(f, Opcode::Const, vec![], ty);
        let op = f.def_op(v).expect("const");
        f.op_mut(op)
            .set_attr("value", Attr::Int((c & (u64::MAX >> (64 - ty.bits()))) as i128));
        v
    };
    let tid = emit(&mut f, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let four = constant(&mut f, &mut emit, 4, Type::I64);
    let tid64 = emit(&mut f, Opcode::ZExt, vec![tid], Type::I64);
    let at = emit(&mut f, Opcode::Mul, vec![tid64, four], Type::I64);
    let p = emit(&mut f, Opcode::PtrAdd, vec![input, at], Type::Ptr(1));
    let word = emit(&mut f, Opcode::Load, vec![p], Type::I32);
    let half = emit(&mut f, Opcode::Load, vec![p], Type::I16);
    let long = emit(&mut f, Opcode::Load, vec![p], Type::I64);
    let mut pool = [vec![tid, word], vec![tid64, long]];
    let half32 = emit(&mut f, Opcode::ZExt, vec![half], Type::I32);
    pool[0].push(half32);
    let half64 = emit(&mut f, Opcode::SExt, vec![half], Type::I64);
    pool[1].push(half64);
    for _ in 0..2 + rng.below(6) {
        let wide = rng.below(3) != 0;
        let (ty, k) = if wide { (Type::I64, 1) } else { (Type::I32, 0) };
        let pick = |rng: &mut Rng, pool: &[Vec<Value>; 2], k: usize| pool[k][rng.below(pool[k].len())];
        let a = pick(rng, &pool, k);
        let v = match rng.below(10) {
            0 => {
                let from = pick(rng, &pool, 0);
                if wide {
                    emit(
                        &mut f,
                        if rng.below(2) == 0 { Opcode::ZExt } else { Opcode::SExt },
                        vec![from],
                        ty,
                    )
                } else {
                    from
                }
            }
            1 => {
                let c = constant(&mut f, &mut emit, rng.next() >> rng.below(64), ty);
                emit(&mut f, Opcode::And, vec![a, c], ty)
            }
            2 | 3 => {
                let s = constant(&mut f, &mut emit, rng.below(ty.bits() as usize) as u64, ty);
                emit(
                    &mut f,
                    if rng.below(2) == 0 { Opcode::Shl } else { Opcode::LShr },
                    vec![a, s],
                    ty,
                )
            }
            4 => {
                let c = constant(&mut f, &mut emit, rng.next() >> rng.below(64), ty);
                emit(&mut f, Opcode::Mul, vec![a, c], ty)
            }
            5 => {
                let c = cond(&mut f, &mut emit, tid, rng.below(LANES));
                let other = pick(rng, &pool, k);
                emit(&mut f, Opcode::Select, vec![c, a, other], ty)
            }
            o => {
                let other = pick(rng, &pool, k);
                let opcode = [Opcode::Add, Opcode::Sub, Opcode::Or, Opcode::Xor][o - 6];
                emit(&mut f, opcode, vec![a, other], ty)
            }
        };
        pool[k].push(v);
    }
    let root = *pool[1].last().expect("tid64");
    (f, root)
}

fn cond(f: &mut Function, emit: &mut Emit<'_>, tid: Value, n: usize) -> Value {
    let c = emit(f, Opcode::Const, vec![], Type::I32);
    let op = f.def_op(c).expect("const");
    f.op_mut(op).set_attr("value", Attr::Int(n as i128));
    emit(f, Opcode::Icmp(IntPredicate::Ult), vec![tid, c], Type::I1)
}

/// Stores `values` (i64, then i32) to `out[tid * values.len() + k]` and runs the kernel.
fn run(mut f: Function, values: &[Value], input: &[u8]) -> Vec<u64> {
    let b = f.entry();
    let out = f.block(b).params[1];
    let tid = f
        .block(b)
        .ops
        .iter()
        .find(|&&o| f.op(o).opcode == Opcode::ZExt && f.ty(f.result(o)) == Type::I64)
        .map(|&o| f.result(o))
        .expect("tid64");
    for (k, &v) in values.iter().enumerate() {
        let emit = |f: &mut Function, opcode: Opcode, operands: Vec<Value>, ty: Type| {
            let op = f.append_op(b, opcode, operands, &[ty]);
            f.result(op)
        };
        let stride = emit(&mut f, Opcode::Const, vec![], Type::I64);
        let op = f.def_op(stride).expect("const");
        f.op_mut(op).set_attr("value", Attr::Int(8 * values.len() as i128));
        let slot = emit(&mut f, Opcode::Const, vec![], Type::I64);
        let op = f.def_op(slot).expect("const");
        f.op_mut(op).set_attr("value", Attr::Int(8 * k as i128));
        let row = emit(&mut f, Opcode::Mul, vec![tid, stride], Type::I64);
        let at = emit(&mut f, Opcode::Add, vec![row, slot], Type::I64);
        let p = emit(&mut f, Opcode::PtrAdd, vec![out, at], Type::Ptr(1));
        let wide = if f.ty(v) == Type::I64 {
            v
        } else {
            emit(&mut f, Opcode::ZExt, vec![v], Type::I64)
        };
        f.append_op(b, Opcode::Store, vec![wide, p], &[]);
    }
    f.append_op(b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(f);
    mir::verify::verify_module(&m).expect("valid kernel");
    let mut args = [
        Arg::Buffer(input.to_vec()),
        Arg::Buffer(vec![0; LANES * 8 * values.len()]),
    ];
    run_kernel(
        &m,
        "k",
        &Dispatch {
            grid: [LANES as u32, 1, 1],
            block: [LANES as u32, 1, 1],
        },
        &mut args,
        1_000_000,
    )
    .expect("runs");
    let Arg::Buffer(out) = &args[1] else { unreachable!() };
    out.chunks(8)
        .map(|c| u64::from_le_bytes(c.try_into().expect("8 bytes")))
        .collect()
}

/// On random expressions, the claimed leading zeros hold for every lane's value (as the
/// interpreter computes it), and the 32-bit rewrite equals the truncated value.
#[test]
fn known_bits_hold_and_narrowing_keeps_the_low_half() {
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let mut claimed_some = 0;
    for _ in 0..400 {
        // (The last lane's i64 load reads 4 bytes past its word.)
        let input: Vec<u8> = (0..LANES * 4 + 4)
            .map(|_| match rng.below(4) {
                0 => 0xff,
                1 => 0,
                _ => rng.next() as u8,
            })
            .collect();
        let (mut f, root) = random_expression(&mut rng);
        let lz = known_leading_zeros(&f, root, 0);
        let narrowed = Narrower::new(&f).narrow(&mut f, root, true);
        let values = run(f, &[root, narrowed], &input);
        for lane in values.chunks(2) {
            assert!(
                lane[0].leading_zeros() >= lz,
                "claimed {lz} leading zeros of {:#x}",
                lane[0]
            );
            assert_eq!(lane[0] as u32 as u64, lane[1], "narrowed value of {:#x}", lane[0]);
        }
        claimed_some += usize::from(lz >= 32);
    }
    assert!(claimed_some > 40, "only {claimed_some} expressions fit in 32 bits");
}
