//! Random kernels for the backend's execution tests: random (also irreducible) control flow
//! with conditions that depend on the lane (divergent) or on a kernel argument (uniform).
#![allow(dead_code)]

use mir::interp::Arg;
use mir::*;

/// A xorshift generator: the same sequence for the same seed, on every machine.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// After this many steps a thread takes only forward edges, so every kernel terminates.
const STEP_LIMIT: i128 = 12;

/// Appends the constant `value` of type `ty` to block `b`; returns it.
pub fn konst(f: &mut Function, b: Block, value: i128, ty: Type) -> Value {
    let op = f.append_op(b, Opcode::Const, vec![], &[ty]);
    f.op_mut(op).set_attr("value", Attr::Int(value));
    f.result(op)
}

/// A kernel argument: a global pointer (8 bytes) at `offset` of the kernarg segment.
pub fn global_pointer_arg(name: &str, offset: u32) -> ArgInfo {
    ArgInfo {
        name: name.into(),
        offset,
        size: 8,
        align: 8,
        address_space: Some(1),
        uniform: true,
        noalias: false,
    }
}

/// Appends an op of one result to block `b`; returns the result.
pub fn push(f: &mut Function, b: Block, opcode: Opcode, operands: Vec<Value>, ty: Type) -> Value {
    let op = f.append_op(b, opcode, operands, &[ty]);
    f.result(op)
}

/// Runs kernel `k(in, out)` of `m` on the interpreter, `lanes` work-items in one group, with
/// `input` in the first buffer and `out_len` zero bytes in the second; returns the second.
pub fn run_in_out(m: &Module, lanes: usize, input: &[u8], out_len: usize) -> Vec<u8> {
    let mut args = [Arg::Buffer(input.to_vec()), Arg::Buffer(vec![0; out_len])];
    let dispatch = mir::interp::Dispatch {
        grid: [lanes as u32, 1, 1],
        block: [lanes as u32, 1, 1],
    };
    mir::interp::run_kernel(m, "k", &dispatch, &mut args, 1_000_000)
        .unwrap_or_else(|e| panic!("{e}\n{}", mir::text::print_module(m)));
    match &args[1] {
        Arg::Buffer(b) => b.clone(),
        Arg::Bytes(_) => unreachable!("a buffer"),
    }
}

fn bin(f: &mut Function, b: Block, opcode: Opcode, x: Value, y: Value) -> Value {
    let ty = if matches!(opcode, Opcode::Icmp(_)) {
        Type::I1
    } else {
        f.ty(x)
    };
    let op = f.append_op(b, opcode, vec![x, y], &[ty]);
    f.result(op)
}

fn unary(f: &mut Function, b: Block, opcode: Opcode, x: Value, ty: Type) -> Value {
    let op = f.append_op(b, opcode, vec![x], &[ty]);
    f.result(op)
}

/// `acc ^ trunc(n OP d)` for a random 64-bit division or remainder: `n` is `acc` widened
/// (signed) and shifted into the high dword, `d` the other value widened, shifted by a random
/// amount and made odd (never zero).
fn divide64(f: &mut Function, b: Block, rng: &mut Rng, acc: Value, other: Value) -> Value {
    let opcode = [Opcode::UDiv, Opcode::SDiv, Opcode::URem, Opcode::SRem][rng.below(4)];
    let wide = unary(f, b, Opcode::SExt, acc, Type::I64);
    let k = konst(f, b, 1 + rng.below(40) as i128, Type::I64);
    let n = bin(f, b, Opcode::Shl, wide, k);
    let d = unary(f, b, Opcode::ZExt, other, Type::I64);
    let k = konst(f, b, rng.below(31) as i128, Type::I64);
    let d = bin(f, b, Opcode::Shl, d, k);
    let one = konst(f, b, 1, Type::I64);
    let d = bin(f, b, Opcode::Or, d, one);
    let r = bin(f, b, opcode, n, d);
    let low = unary(f, b, Opcode::Trunc, r, Type::I32);
    bin(f, b, Opcode::Xor, acc, low)
}

/// A kernel `k(out: p1, u: s32)` whose CFG has `n` blocks: each block has a forward edge and
/// maybe a second edge anywhere; conditions mix the lane id (divergent) and `u` (uniform).
/// Every block passes (step count, accumulator) to its successors and also uses a value from
/// one of its dominators (sometimes through a 64-bit division); the last block writes the
/// accumulator to `out[tid]`.
pub fn random_kernel(seed: u64) -> Function {
    let mut rng = Rng(seed.wrapping_mul(0x9E3779B97F4A7C15) | 1);
    let n = 2 + rng.below(9);
    let mut f = Function::new("k", FunctionKind::Kernel);
    let blocks: Vec<Block> = (0..n).map(|_| f.add_block()).collect();
    let out = f.add_block_param(blocks[0], Type::Ptr(1));
    let u = f.add_block_param(blocks[0], Type::I32);
    f.args = vec![
        ArgInfo {
            name: "out".into(),
            offset: 0,
            size: 8,
            align: 8,
            address_space: Some(1),
            uniform: true,
            noalias: false,
        },
        ArgInfo {
            name: "u".into(),
            offset: 8,
            size: 4,
            align: 4,
            address_space: None,
            uniform: true,
            noalias: false,
        },
    ];
    let mut state = vec![(Value(0), Value(0)); n];
    for &b in &blocks[1..] {
        let c = f.add_block_param(b, Type::I32);
        let acc = f.add_block_param(b, Type::I32);
        state[b.index()] = (c, acc);
    }
    let entry = blocks[0];
    let tid = {
        let op = f.append_op(entry, Opcode::WorkitemId(Dim::X), vec![], &[Type::I32]);
        f.result(op)
    };
    let zero = konst(&mut f, entry, 0, Type::I32);
    state[0] = (zero, u);
    // Successors: a forward one, and sometimes another one anywhere but the entry.
    let succs: Vec<Vec<Block>> = (0..n - 1)
        .map(|i| {
            let mut s = vec![blocks[i + 1 + rng.below(n - 1 - i)]];
            if rng.below(3) != 0 {
                s.push(blocks[1 + rng.below(n - 1)]);
            }
            s
        })
        .collect();
    // Values each block defines, for its dominated blocks to use.
    let mut defined: Vec<Option<Value>> = vec![None; n];
    // A boolean each block defines (lane-dependent or not), read by blocks it dominates: across
    // loop exits these are the lane masks whose bits must survive later iterations.
    let mut flags: Vec<Option<Value>> = vec![None; n];
    let mut skeleton = f.clone();
    for (i, s) in succs.iter().enumerate() {
        let t = skeleton.append_op(blocks[i], Opcode::Br, vec![], &[]);
        skeleton.op_mut(t).successors = s.iter().map(|&b| BlockCall { block: b, args: vec![] }).collect();
    }
    skeleton.append_op(blocks[n - 1], Opcode::Ret, vec![], &[]);
    let dom = mir::dom::DomTree::compute(&skeleton);
    let mut visit_order = dom.rpo().to_vec();
    visit_order.extend(blocks.iter().copied().filter(|b| !dom.is_reachable(*b)));
    for &b in &visit_order {
        let i = b.index();
        let (c, acc) = state[i];
        let sources = [tid, u];
        let src = sources[rng.below(2)];
        // A value from a dominator (its uniformity follows that block's).
        let mut d = dom.idom(b).unwrap_or(b);
        for _ in 0..rng.below(2) {
            d = dom.idom(d).unwrap_or(d);
        }
        let from_dom = defined[d.index()].filter(|_| d != b).unwrap_or(src);
        let k31 = konst(&mut f, b, 31, Type::I32);
        let ki = konst(&mut f, b, i as i128 * 7 + 3, Type::I32);
        let m = bin(&mut f, b, Opcode::Mul, acc, k31);
        let x = bin(&mut f, b, Opcode::Xor, from_dom, ki);
        let sum = bin(&mut f, b, Opcode::Add, m, x);
        let acc2 = match flags[d.index()].filter(|_| d != b) {
            Some(flag) => {
                let alt = bin(&mut f, b, Opcode::Xor, sum, ki);
                let op = f.append_op(b, Opcode::Select, vec![flag, sum, alt], &[Type::I32]);
                f.result(op)
            }
            None => sum,
        };
        let acc2 = if rng.below(4) == 0 {
            divide64(&mut f, b, &mut rng, acc2, from_dom)
        } else {
            acc2
        };
        let w = bin(&mut f, b, Opcode::Add, src, c);
        defined[i] = Some(w);
        let k7 = konst(&mut f, b, 7, Type::I32);
        let low = bin(&mut f, b, Opcode::And, w, k7);
        let k3 = konst(&mut f, b, 3, Type::I32);
        flags[i] = Some(bin(&mut f, b, Opcode::Icmp(IntPredicate::Ult), low, k3));
        if i == n - 1 {
            let wide = {
                let op = f.append_op(b, Opcode::ZExt, vec![tid], &[Type::I64]);
                f.result(op)
            };
            let two = konst(&mut f, b, 2, Type::I64);
            let offset = bin(&mut f, b, Opcode::Shl, wide, two);
            let addr = bin(&mut f, b, Opcode::PtrAdd, out, offset);
            let st = f.append_op(b, Opcode::Store, vec![acc2, addr], &[]);
            f.op_mut(st).set_attr("align", Attr::Int(4));
            f.append_op(b, Opcode::Ret, vec![], &[]);
            continue;
        }
        let one = konst(&mut f, b, 1, Type::I32);
        let c2 = bin(&mut f, b, Opcode::Add, c, one);
        let targets = &succs[i];
        let args = vec![c2, acc2];
        if targets.len() == 1 {
            let t = f.append_op(b, Opcode::Br, vec![], &[]);
            f.op_mut(t).successors = vec![BlockCall {
                block: targets[0],
                args,
            }];
            continue;
        }
        // Branch on a bit of (source ^ step * 5): lane-dependent or not, then forced forward.
        let cond_src = sources[rng.below(2)];
        let k5 = konst(&mut f, b, 5, Type::I32);
        let scaled = bin(&mut f, b, Opcode::Mul, c2, k5);
        let mixed = bin(&mut f, b, Opcode::Xor, cond_src, scaled);
        let bit = konst(&mut f, b, 1 << rng.below(3), Type::I32);
        let masked = bin(&mut f, b, Opcode::And, mixed, bit);
        let free = bin(&mut f, b, Opcode::Icmp(IntPredicate::Ne), masked, zero);
        let limit = konst(&mut f, b, STEP_LIMIT, Type::I32);
        let late = bin(&mut f, b, Opcode::Icmp(IntPredicate::Sgt), c2, limit);
        let forced = konst(&mut f, b, 1, Type::I1);
        let sel = f.append_op(b, Opcode::Select, vec![late, forced, free], &[Type::I1]);
        let cond = f.result(sel);
        let t = f.append_op(b, Opcode::CondBr, vec![cond], &[]);
        f.op_mut(t).successors = vec![
            BlockCall {
                block: targets[0],
                args: args.clone(),
            },
            BlockCall {
                block: targets[1],
                args,
            },
        ];
    }
    f
}

/// How many random kernels one test run checks (`KCC_RANDOM_KERNELS` runs more by hand).
pub fn seeds() -> u64 {
    std::env::var("KCC_RANDOM_KERNELS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000)
}

/// The arguments of a random kernel for a 128-item launch: `out` and the uniform `u`.
pub fn args(seed: u64) -> Vec<Arg> {
    let u = (seed as u32).wrapping_mul(2654435761);
    vec![Arg::Buffer(vec![0; 4 * 128]), Arg::Bytes(u.to_le_bytes().to_vec())]
}

pub fn output(args: &[Arg]) -> Vec<u8> {
    match &args[0] {
        Arg::Buffer(b) => b.clone(),
        Arg::Bytes(_) => unreachable!("argument 0 is the output buffer"),
    }
}

/// `f` with convergence tokens added, if the static rules allow the random placement: an anchor
/// at the start of a random block A in a cycle, and ballots controlled by it (results unused, so
/// the kernel computes what `f` computes) in random blocks that A dominates — inside A's cycle
/// or after it, where the anchor's token makes the blocks up to the ballot run once per
/// iteration (an extended cycle, `mir::convergence`), over random and irreducible control flow.
/// `None` when no placement tried passes the verifier.
pub fn with_anchor_tokens(f: &Function, seed: u64) -> Option<Function> {
    let mut rng = Rng(seed.wrapping_mul(0xD1B5_4A32_D192_ED03) | 1);
    let dom = mir::dom::DomTree::compute(f);
    let cycles = mir::cycles::CycleInfo::compute(f);
    let in_cycles: Vec<Block> = f
        .block_ids()
        .filter(|&b| dom.is_reachable(b) && cycles.innermost(b).is_some())
        .collect();
    if in_cycles.is_empty() {
        return None;
    }
    for _ in 0..8 {
        let a = in_cycles[rng.below(in_cycles.len())];
        let dominated: Vec<Block> = f
            .block_ids()
            .filter(|&b| dom.is_reachable(b) && dom.dominates(a, b))
            .collect();
        let mut g = f.clone();
        let anchor = g.create_op(Opcode::ConvergenceAnchor, vec![], &[Type::Token]);
        g.place_op(a, anchor, Some(0));
        let token = g.result(anchor);
        // Mostly after A's cycle, where the token's uses extend it.
        let c = cycles.innermost(a).expect("A is in a cycle");
        let after: Vec<Block> = dominated.iter().copied().filter(|&b| !cycles.contains(c, b)).collect();
        for _ in 0..1 + rng.below(2) {
            let pool = if !after.is_empty() && rng.below(4) != 0 {
                &after
            } else {
                &dominated
            };
            let b = pool[rng.below(pool.len())];
            let at = if b == a { 1 } else { 0 };
            let yes = g.create_op(Opcode::Const, vec![], &[Type::I1]);
            g.op_mut(yes).set_attr("value", Attr::Int(1));
            g.place_op(b, yes, Some(at));
            let ballot = g.create_op(Opcode::Ballot, vec![g.result(yes), token], &[Type::I64]);
            g.place_op(b, ballot, Some(at + 1));
        }
        if mir::verify::verify_function(&g).is_ok() {
            return Some(g);
        }
    }
    None
}
