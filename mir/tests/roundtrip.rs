//! Property tests: random well-formed MIR verifies, and printing then parsing it gives back
//! the same text (parse ∘ print is the identity).

use mir::text::{parse_module, print_module};
use mir::verify::verify_module;
use mir::*;
use proptest::prelude::*;

/// A small deterministic generator (xorshift), so a failing case is reproduced by its seed.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

const TYPES: &[Type] = &[
    Type::I1,
    Type::I16,
    Type::I32,
    Type::I64,
    Type::F32,
    Type::F64,
    Type::Ptr(1),
    Type::Ptr(3),
];

/// A value of type `ty` visible at the end of `block`: one of `avail`, or a fresh `undef`.
fn value_of(f: &mut Function, rng: &mut Rng, block: Block, avail: &mut Vec<Value>, ty: Type) -> Value {
    let candidates: Vec<Value> = avail.iter().copied().filter(|&v| f.ty(v) == ty).collect();
    if !candidates.is_empty() && rng.below(4) != 0 {
        return rng.pick(&candidates);
    }
    let op = f.append_op(block, Opcode::Undef, vec![], &[ty]);
    let v = f.result(op);
    avail.push(v);
    v
}

fn random_function(seed: u64) -> Function {
    let mut rng = Rng(seed | 1);
    let mut f = Function::new(format!("f{seed}"), FunctionKind::Kernel);
    let n = 1 + rng.below(7);
    let blocks: Vec<Block> = (0..n).map(|_| f.add_block()).collect();
    for &b in &blocks {
        for _ in 0..rng.below(3) {
            let ty = rng.pick(TYPES);
            f.add_block_param(b, ty);
        }
        if rng.below(2) == 0 {
            f.blocks[b.index()].name = Some(format!("block.{}", b.0));
        }
    }
    let entry_params = f.block(blocks[0]).params.clone();
    for (i, p) in entry_params.iter().enumerate() {
        let ty = f.ty(*p);
        f.args.push(ArgInfo {
            name: format!("a{i}"),
            offset: 8 * i as u32,
            size: ty.bits().div_ceil(8),
            align: 8,
            address_space: None,
            uniform: true,
            noalias: false,
        });
    }
    // Values of the entry block dominate everything; other blocks see their own values.
    let mut entry_values: Vec<Value> = entry_params;
    for &b in &blocks {
        let mut avail: Vec<Value> = if b == blocks[0] {
            Vec::new()
        } else {
            entry_values.clone()
        };
        avail.extend(f.block(b).params.clone());
        for _ in 0..rng.below(8) {
            let ty = rng.pick(&[Type::I32, Type::I64, Type::F32]);
            let a = value_of(&mut f, &mut rng, b, &mut avail, ty);
            let c = value_of(&mut f, &mut rng, b, &mut avail, ty);
            let op = match (ty, rng.below(5)) {
                (Type::F32, 0) => f.append_op(b, Opcode::Fcmp(FloatPredicate::Olt), vec![a, c], &[Type::I1]),
                (Type::F32, _) => f.append_op(
                    b,
                    rng.pick(&[Opcode::FAdd, Opcode::FMul, Opcode::MaxNum]),
                    vec![a, c],
                    &[ty],
                ),
                (_, 0) => f.append_op(b, Opcode::Icmp(IntPredicate::Slt), vec![a, c], &[Type::I1]),
                (_, 1) => {
                    let op = f.append_op(b, Opcode::Const, vec![], &[ty]);
                    f.op_mut(op).set_attr("value", Attr::Int(rng.below(1000) as i128 - 500));
                    op
                }
                _ => f.append_op(
                    b,
                    rng.pick(&[Opcode::Add, Opcode::Xor, Opcode::Shl, Opcode::SMax]),
                    vec![a, c],
                    &[ty],
                ),
            };
            if rng.below(3) == 0 {
                f.op_mut(op).loc = Some(SrcLoc {
                    file: rng.below(2) as u32,
                    line: rng.below(100) as u32 + 1,
                    col: rng.below(40) as u32 + 1,
                });
            }
            avail.extend(f.op(op).results.clone());
        }
        let targets: Vec<Block> = blocks[1..].to_vec();
        let (opcode, count) = if targets.is_empty() {
            (Opcode::Ret, 0)
        } else {
            rng.pick(&[
                (Opcode::Br, 1),
                (Opcode::CondBr, 2),
                (Opcode::Switch, 3),
                (Opcode::Ret, 0),
            ])
        };
        let mut operands = Vec::new();
        match opcode {
            Opcode::CondBr => operands.push(value_of(&mut f, &mut rng, b, &mut avail, Type::I1)),
            Opcode::Switch => operands.push(value_of(&mut f, &mut rng, b, &mut avail, Type::I32)),
            _ => {}
        }
        let mut successors = Vec::new();
        for _ in 0..count {
            let t = rng.pick(&targets);
            let params = f.block(t).params.clone();
            let args = params
                .iter()
                .map(|p| {
                    let ty = f.ty(*p);
                    value_of(&mut f, &mut rng, b, &mut avail, ty)
                })
                .collect();
            successors.push(BlockCall { block: t, args });
        }
        let term = f.append_op(b, opcode, operands, &[]);
        f.op_mut(term).successors = successors;
        if opcode == Opcode::Switch {
            f.op_mut(term).set_attr("cases", Attr::Ints(vec![-1, 7]));
        }
        if b == blocks[0] {
            entry_values = avail;
        }
    }
    f
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn generated_mir_verifies_and_round_trips(seed in any::<u64>()) {
        let mut module = Module::default();
        module.functions.push(random_function(seed));
        verify_module(&module).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let text = print_module(&module);
        let parsed = parse_module(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(print_module(&parsed), text);
        verify_module(&parsed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
}
