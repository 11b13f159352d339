//! `forward-stores` and `fold-branches`, checked by execution: random kernels keep values in
//! three private objects (stores and loads of 16, 32 and 64 bits at constant offsets, partial
//! overlaps, stores at a per-lane index), inside divergent and uniform diamonds (some on
//! constant conditions) and uniform loops; the reference interpreter must compute the same
//! before and after the passes, and the passes must forward some loads.

use backend::fold_branches::fold_branches;
use backend::forward_stores::forward_stores;
use mir::*;

mod common;
use common::{global_pointer_arg, konst, push, run_in_out};

const LANES: usize = 64;

struct Gen {
    state: u64,
}

impl Gen {
    fn next(&mut self) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn branch(f: &mut Function, from: Block, cond: Option<Value>, to: &[(Block, Vec<Value>)]) {
    let (opcode, operands) = match cond {
        Some(c) => (Opcode::CondBr, vec![c]),
        None => (Opcode::Br, vec![]),
    };
    let op = f.append_op(from, opcode, operands, &[]);
    f.op_mut(op).successors = to
        .iter()
        .map(|(block, args)| BlockCall {
            block: *block,
            args: args.clone(),
        })
        .collect();
}

/// The kernel being built: the block ops go into, the objects, the values usable there.
struct Builder {
    f: Function,
    b: Block,
    objects: [Value; 3],
    /// i32 values defined where they dominate `b`.
    words: Vec<Value>,
    x: Value,
}

impl Builder {
    /// A pointer into object `k` at byte `offset`.
    fn at(&mut self, k: usize, offset: i128) -> Value {
        let o = konst(&mut self.f, self.b, offset, Type::I32);
        push(
            &mut self.f,
            self.b,
            Opcode::PtrAdd,
            vec![self.objects[k], o],
            Type::Ptr(5),
        )
    }

    fn word(&mut self, g: &mut Gen) -> Value {
        match g.below(4) {
            0 => konst(&mut self.f, self.b, g.below(1000) as i128 - 500, Type::I32),
            _ => self.words[g.below(self.words.len() as u64) as usize],
        }
    }

    /// One random access: a store or a load of 16, 32 or 64 bits at a constant offset, or a
    /// store at a per-lane index.
    fn access(&mut self, g: &mut Gen) {
        let k = g.below(3) as usize;
        let size = [16, 8, 4][k] as i128;
        match g.below(7) {
            0 | 1 => {
                let v = self.word(g);
                let p = self.at(k, 4 * g.below(size as u64 / 4) as i128);
                self.f.append_op(self.b, Opcode::Store, vec![v, p], &[]);
            }
            2 if size >= 8 => {
                let v = self.word(g);
                let w = push(&mut self.f, self.b, Opcode::SExt, vec![v], Type::I64);
                let p = self.at(k, 8 * g.below(size as u64 / 8) as i128);
                self.f.append_op(self.b, Opcode::Store, vec![w, p], &[]);
            }
            3 => {
                let v = self.word(g);
                let h = push(&mut self.f, self.b, Opcode::Trunc, vec![v], Type::I16);
                let p = self.at(k, 2 * g.below(size as u64 / 2) as i128);
                self.f.append_op(self.b, Opcode::Store, vec![h, p], &[]);
            }
            4 => {
                // At a per-lane index: x & (size / 4 - 1) words in.
                let m = konst(&mut self.f, self.b, size / 4 - 1, Type::I32);
                let i = push(&mut self.f, self.b, Opcode::And, vec![self.x, m], Type::I32);
                let four = konst(&mut self.f, self.b, 4, Type::I32);
                let o = push(&mut self.f, self.b, Opcode::Mul, vec![i, four], Type::I32);
                let p = push(
                    &mut self.f,
                    self.b,
                    Opcode::PtrAdd,
                    vec![self.objects[k], o],
                    Type::Ptr(5),
                );
                let v = self.word(g);
                self.f.append_op(self.b, Opcode::Store, vec![v, p], &[]);
            }
            5 if size >= 8 => {
                let p = self.at(k, 8 * g.below(size as u64 / 8) as i128);
                let w = push(&mut self.f, self.b, Opcode::Load, vec![p], Type::I64);
                let v = push(&mut self.f, self.b, Opcode::Trunc, vec![w], Type::I32);
                self.words.push(v);
            }
            _ => {
                let p = self.at(k, 4 * g.below(size as u64 / 4) as i128);
                let v = push(&mut self.f, self.b, Opcode::Load, vec![p], Type::I32);
                let s = self.word(g);
                let v = push(&mut self.f, self.b, Opcode::Add, vec![v, s], Type::I32);
                self.words.push(v);
            }
        }
    }

    /// A region: accesses, a diamond (divergent, uniform or constant condition) or a uniform
    /// loop, nested up to `depth`.
    fn region(&mut self, g: &mut Gen, depth: u32) {
        for _ in 0..1 + g.below(4) {
            match g.below(if depth == 0 { 1 } else { 4 }) {
                0 => self.access(g),
                1 => {
                    let c = match g.below(3) {
                        0 => {
                            let one = konst(&mut self.f, self.b, 1 << g.below(3), Type::I32);
                            let bit = push(&mut self.f, self.b, Opcode::And, vec![self.x, one], Type::I32);
                            let zero = konst(&mut self.f, self.b, 0, Type::I32);
                            push(
                                &mut self.f,
                                self.b,
                                Opcode::Icmp(IntPredicate::Ne),
                                vec![bit, zero],
                                Type::I1,
                            )
                        }
                        _ => konst(&mut self.f, self.b, g.below(2) as i128, Type::I1),
                    };
                    let (then, other, join) = (self.f.add_block(), self.f.add_block(), self.f.add_block());
                    branch(&mut self.f, self.b, Some(c), &[(then, vec![]), (other, vec![])]);
                    let words = self.words.clone();
                    for side in [then, other] {
                        self.b = side;
                        self.region(g, depth - 1);
                        branch(&mut self.f, self.b, None, &[(join, vec![])]);
                        self.words.truncate(words.len());
                    }
                    self.b = join;
                }
                2 => {
                    let (header, exit) = (self.f.add_block(), self.f.add_block());
                    let i = self.f.add_block_param(header, Type::I32);
                    let zero = konst(&mut self.f, self.b, 0, Type::I32);
                    branch(&mut self.f, self.b, None, &[(header, vec![zero])]);
                    let words = self.words.clone();
                    self.b = header;
                    self.words.push(i);
                    self.region(g, depth - 1);
                    let one = konst(&mut self.f, self.b, 1, Type::I32);
                    let next = push(&mut self.f, self.b, Opcode::Add, vec![i, one], Type::I32);
                    let n = konst(&mut self.f, self.b, 1 + g.below(3) as i128, Type::I32);
                    let more = push(
                        &mut self.f,
                        self.b,
                        Opcode::Icmp(IntPredicate::Slt),
                        vec![next, n],
                        Type::I1,
                    );
                    branch(&mut self.f, self.b, Some(more), &[(header, vec![next]), (exit, vec![])]);
                    self.words.truncate(words.len());
                    self.b = exit;
                }
                _ => {
                    self.access(g);
                    self.access(g);
                }
            }
        }
    }
}

fn random_kernel(g: &mut Gen) -> Module {
    let mut f = Function::new("k", FunctionKind::Kernel);
    let b = f.add_block();
    let input = f.add_block_param(b, Type::Ptr(1));
    let out = f.add_block_param(b, Type::Ptr(1));
    f.args = vec![global_pointer_arg("in", 0), global_pointer_arg("out", 8)];
    let tid = push(&mut f, b, Opcode::WorkitemId(Dim::X), vec![], Type::I32);
    let tid64 = push(&mut f, b, Opcode::ZExt, vec![tid], Type::I64);
    let four = konst(&mut f, b, 4, Type::I64);
    let offset = push(&mut f, b, Opcode::Mul, vec![tid64, four], Type::I64);
    let from = push(&mut f, b, Opcode::PtrAdd, vec![input, offset], Type::Ptr(1));
    let x = push(&mut f, b, Opcode::Load, vec![from], Type::I32);
    let objects = [16, 8, 4].map(|size| {
        let op = f.append_op(b, Opcode::Alloca, vec![], &[Type::Ptr(5)]);
        f.op_mut(op).set_attr("size", Attr::Int(size));
        f.op_mut(op).set_attr("align", Attr::Int(8));
        f.result(op)
    });
    let mut k = Builder {
        f,
        b,
        objects,
        words: vec![x, tid],
        x,
    };
    // Every byte written first, so no load reads what nothing stored.
    for (o, size) in [(0, 16), (1, 8), (2, 4)] {
        for at in (0..size).step_by(4) {
            let p = k.at(o, at);
            let v = konst(&mut k.f, k.b, 7 * at + o as i128, Type::I32);
            k.f.append_op(k.b, Opcode::Store, vec![v, p], &[]);
        }
    }
    k.region(g, 3);
    // out[tid] = the sum of every word of the objects and of the values loaded on the way.
    let mut sum = konst(&mut k.f, k.b, 0, Type::I32);
    for (o, size) in [(0, 16), (1, 8), (2, 4)] {
        for at in (0..size).step_by(4) {
            let p = k.at(o, at);
            let v = push(&mut k.f, k.b, Opcode::Load, vec![p], Type::I32);
            sum = push(&mut k.f, k.b, Opcode::Add, vec![sum, v], Type::I32);
            let three = konst(&mut k.f, k.b, 3, Type::I32);
            sum = push(&mut k.f, k.b, Opcode::Mul, vec![sum, three], Type::I32);
        }
    }
    for w in k.words.clone() {
        sum = push(&mut k.f, k.b, Opcode::Xor, vec![sum, w], Type::I32);
    }
    let to = push(&mut k.f, k.b, Opcode::PtrAdd, vec![out, offset], Type::Ptr(1));
    k.f.append_op(k.b, Opcode::Store, vec![sum, to], &[]);
    k.f.append_op(k.b, Opcode::Ret, vec![], &[]);
    let mut m = Module::default();
    m.functions.push(k.f);
    m
}

#[test]
fn forwarded_loads_read_what_memory_held() {
    let mut g = Gen {
        state: 0x9E37_79B9_7F4A_7C15,
    };
    let input: Vec<u8> = (0..LANES as u32)
        .flat_map(|i| (i.wrapping_mul(2_654_435_761) >> 3).to_le_bytes())
        .collect();
    let mut forwarded = 0;
    for case in 0..400 {
        let original = random_kernel(&mut g);
        mir::verify::verify_module(&original)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{}", mir::text::print_module(&original)));
        let mut after = original.clone();
        forward_stores(&mut after.functions[0]);
        fold_branches(&mut after.functions[0]);
        let text = mir::text::print_module(&after);
        mir::verify::verify_module(&after).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        let loads = |m: &Module| m.functions[0].ops_count_of(Opcode::Load);
        forwarded += loads(&original) - loads(&after);
        assert_eq!(
            run_in_out(&original, LANES, &input, input.len()),
            run_in_out(&after, LANES, &input, input.len()),
            "case {case}\n{text}"
        );
    }
    assert!(forwarded > 400, "only {forwarded} loads forwarded");
}

trait CountOps {
    fn ops_count_of(&self, opcode: Opcode) -> usize;
}

impl CountOps for Function {
    /// Ops of `opcode` in the function's blocks.
    fn ops_count_of(&self, opcode: Opcode) -> usize {
        self.block_ids()
            .flat_map(|b| self.block(b).ops.iter())
            .filter(|&&op| self.op(op).opcode == opcode)
            .count()
    }
}
