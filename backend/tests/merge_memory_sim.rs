//! `merge-memory`, checked by execution: random straight-line sequences of 32-bit loads and
//! stores (some volatile, some under-aligned) through two pointers into each lane's slice of a
//! buffer, one of them displaced by a lane-dependent number of dwords (so accesses through the
//! two may or may not overlap, as the pass cannot know), must leave the same memory and load the
//! same values after bank selection, address folding and the merge as before.

use mir::interp::{run_kernel, Arg, Dispatch};
use mir::*;

mod common;
use common::{global_pointer_arg as arg, konst, push as emit, Rng};

const LANES: usize = 128;
/// Each lane's slice of the buffer, in bytes.
const SLICE: usize = 64;

/// `p + off` (a constant byte offset).
fn at(f: &mut Function, b: Block, p: Value, off: i128) -> Value {
    let c = konst(f, b, off, Type::I64);
    emit(f, b, Opcode::PtrAdd, vec![p, c], Type::Ptr(1))
}

/// A kernel of `n` random accesses; it writes the xor of every loaded value to `out[tid]`.
fn kernel(seed: u64, n: usize) -> Module {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut f = Function::new("k", FunctionKind::Kernel);
    let b = f.add_block();
    let buf = f.add_block_param(b, Type::Ptr(1));
    let out = f.add_block_param(b, Type::Ptr(1));
    f.args = vec![arg("buf", 0), arg("out", 8)];
    let tid = emit(&mut f, b, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let tid64 = emit(&mut f, b, Opcode::ZExt, vec![tid], Type::I64);
    let slice = konst(&mut f, b, SLICE as i128, Type::I64);
    let base = emit(&mut f, b, Opcode::Mul, vec![tid64, slice], Type::I64);
    let p = emit(&mut f, b, Opcode::PtrAdd, vec![buf, base], Type::Ptr(1));
    let three = konst(&mut f, b, 3, Type::I64);
    let lane_dwords = emit(&mut f, b, Opcode::And, vec![tid64, three], Type::I64);
    let four = konst(&mut f, b, 4, Type::I64);
    let shift = emit(&mut f, b, Opcode::Mul, vec![lane_dwords, four], Type::I64);
    let q = emit(&mut f, b, Opcode::PtrAdd, vec![p, shift], Type::Ptr(1));
    let mut loaded = vec![tid];
    for _ in 0..n {
        let ptr = if rng.below(4) == 0 { q } else { p };
        let off = 4 * rng.below(10) as i128;
        let addr = at(&mut f, b, ptr, off);
        let align = match rng.below(8) {
            0 => 2,
            1 | 2 => 8,
            _ => 4,
        };
        let op = if rng.below(2) == 0 {
            let ty = if rng.below(4) == 0 { Type::F32 } else { Type::I32 };
            let op = f.append_op(b, Opcode::Load, vec![addr], &[ty]);
            let r = f.result(op);
            loaded.push(if ty == Type::F32 {
                emit(&mut f, b, Opcode::Bitcast, vec![r], Type::I32)
            } else {
                r
            });
            op
        } else {
            let value = match rng.below(3) {
                0 => konst(&mut f, b, rng.below(1000) as i128, Type::I32),
                _ => loaded[rng.below(loaded.len())],
            };
            f.append_op(b, Opcode::Store, vec![value, addr], &[])
        };
        f.op_mut(op).set_attr("align", Attr::Int(align));
        if rng.below(10) == 0 {
            f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
        }
    }
    let mut acc = loaded[0];
    for &v in &loaded[1..] {
        acc = emit(&mut f, b, Opcode::Xor, vec![acc, v], Type::I32);
    }
    let four32 = konst(&mut f, b, 4, Type::I64);
    let o = emit(&mut f, b, Opcode::Mul, vec![tid64, four32], Type::I64);
    let dst = emit(&mut f, b, Opcode::PtrAdd, vec![out, o], Type::Ptr(1));
    let st = f.append_op(b, Opcode::Store, vec![acc, dst], &[]);
    f.op_mut(st).set_attr("align", Attr::Int(4));
    f.append_op(b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(f);
    m
}

fn run(m: &Module, seed: u64) -> Vec<Vec<u8>> {
    let mut rng = Rng(seed | 1);
    let bytes: Vec<u8> = (0..LANES * SLICE + SLICE).map(|_| rng.next() as u8).collect();
    let mut args = [Arg::Buffer(bytes), Arg::Buffer(vec![0; LANES * 4])];
    let dispatch = Dispatch {
        grid: [LANES as u32, 1, 1],
        block: [64, 1, 1],
    };
    run_kernel(m, "k", &dispatch, &mut args, 1_000_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    args.iter()
        .map(|a| match a {
            Arg::Buffer(b) => b.clone(),
            _ => Vec::new(),
        })
        .collect()
}

fn count(m: &Module, opcode: Opcode) -> usize {
    let f = &m.functions[0];
    f.block_ids()
        .flat_map(|b| f.block(b).ops.iter())
        .filter(|&&op| f.op(op).opcode == opcode)
        .count()
}

#[test]
fn merged_accesses_leave_memory_and_loads_as_they_were() {
    let mut registry = mir::pass::Registry::generic();
    backend::register_passes(&mut registry, false);
    let names: Vec<String> = ["regbankselect", "fold-addresses", "merge-memory", "dce", "verify"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let pipeline = mir::pass::Pipeline::named(&registry, &names).expect("passes");
    let (mut loads, mut stores) = (0, 0);
    for seed in 0..300 {
        let mut m = kernel(seed, 4 + seed as usize % 24);
        let expected = run(&m, seed);
        pipeline
            .run(&mut m, &mir::pass::Instrumentation::default(), &mut |_| {})
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        loads += count(&m, Opcode::ExtractLo);
        stores += count(&m, Opcode::BuildPair);
        assert_eq!(run(&m, seed), expected, "seed {seed}\n{}", mir::text::print_module(&m));
    }
    assert!(
        loads > 50 && stores > 20,
        "too few merges: {loads} loads, {stores} stores"
    );
}
