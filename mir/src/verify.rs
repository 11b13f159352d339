//! The MIR verifier: structure (one terminator per block, consistent ids), SSA (every use
//! dominated by its definition), block-parameter arity and types, operand types per op, and
//! the static rules of convergence tokens ([`tokens`]).
//! Every pass must leave it happy; the pass manager runs it after each one.

use crate::dom::DomTree;
use crate::ir::*;
use crate::opcode::{AtomicOp, Opcode};
use crate::types::Type;
use std::fmt;

mod tokens;

/// What is wrong, and where: the function, block and op text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerifyError {
    pub function: String,
    pub block: Option<Block>,
    /// The op as MIR text prints it, if the problem is in an op.
    pub op: Option<String>,
    /// The op's source location, so the driver can point at the input.
    pub loc: Option<SrcLoc>,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MIR verifier: function @{}", self.function)?;
        if let Some(b) = self.block {
            write!(f, ", {b}")?;
        }
        if let Some(op) = &self.op {
            write!(f, ", '{}'", op.trim())?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for VerifyError {}

pub fn verify_module(module: &Module) -> Result<(), VerifyError> {
    module.functions.iter().try_for_each(verify_function)
}

pub fn verify_function(f: &Function) -> Result<(), VerifyError> {
    let v = Verifier { f };
    v.structure()?;
    let dom = DomTree::compute(f);
    // Each placed op's position in its block, so that a use checks its same-block def in
    // constant time (searching the block before it was quadratic in the block's length).
    let mut position = vec![usize::MAX; f.ops.len()];
    for b in f.block_ids() {
        for (pos, &op) in f.block(b).ops.iter().enumerate() {
            position[op.index()] = pos;
        }
    }
    for b in f.block_ids() {
        for (pos, &op) in f.block(b).ops.iter().enumerate() {
            v.op_types(b, op)?;
            v.successor_args(b, op)?;
            v.dominance(&dom, &position, b, pos, op)?;
        }
    }
    // The static rules of convergence tokens (they rely on the SSA checks above).
    tokens::check(&v, &dom)
}

struct Verifier<'a> {
    f: &'a Function,
}

impl Verifier<'_> {
    fn err(&self, block: Option<Block>, op: Option<OpId>, message: String) -> VerifyError {
        VerifyError {
            function: self.f.name.clone(),
            block,
            op: op.map(|op| op_text(self.f, op)),
            loc: op.and_then(|op| self.f.op(op).loc),
            message,
        }
    }

    fn structure(&self) -> Result<(), VerifyError> {
        let f = self.f;
        if f.blocks.is_empty() {
            return Err(self.err(None, None, "function has no blocks".into()));
        }
        if f.args.len() != f.block(f.entry()).params.len() && !f.args.is_empty() {
            return Err(self.err(
                Some(f.entry()),
                None,
                format!(
                    "{} argument descriptions for {} entry parameters",
                    f.args.len(),
                    f.block(f.entry()).params.len()
                ),
            ));
        }
        let mut seen = vec![false; f.ops.len()];
        for b in f.block_ids() {
            let data = f.block(b);
            for (i, &p) in data.params.iter().enumerate() {
                if f.value(p).def != ValueDef::Param(b, i as u32) {
                    return Err(self.err(Some(b), None, format!("parameter {p} does not record its definition")));
                }
            }
            let Some(&last) = data.ops.last() else {
                return Err(self.err(Some(b), None, "block has no terminator".into()));
            };
            for &op in &data.ops {
                if std::mem::replace(&mut seen[op.index()], true) {
                    return Err(self.err(Some(b), Some(op), "op placed twice".into()));
                }
                let od = f.op(op);
                if od.block != b {
                    return Err(self.err(
                        Some(b),
                        Some(op),
                        format!("op records block {} but sits in {b}", od.block),
                    ));
                }
                if od.opcode.is_terminator() != (op == last) {
                    let what = if op == last {
                        "block does not end in a terminator"
                    } else {
                        "terminator in the middle of a block"
                    };
                    return Err(self.err(Some(b), Some(op), what.into()));
                }
                for (i, &r) in od.results.iter().enumerate() {
                    if f.value(r).def != ValueDef::Result(op, i as u32) {
                        return Err(self.err(Some(b), Some(op), format!("result {r} does not record its definition")));
                    }
                }
                if !od.opcode.is_terminator() && !od.successors.is_empty() {
                    return Err(self.err(Some(b), Some(op), "only terminators have successors".into()));
                }
            }
        }
        Ok(())
    }

    fn successor_args(&self, b: Block, op: OpId) -> Result<(), VerifyError> {
        let f = self.f;
        for s in &f.op(op).successors {
            let params = &f.block(s.block).params;
            if s.block == f.entry() {
                return Err(self.err(Some(b), Some(op), "branch to the entry block".into()));
            }
            if params.len() != s.args.len() {
                return Err(self.err(
                    Some(b),
                    Some(op),
                    format!("{} takes {} arguments, {} given", s.block, params.len(), s.args.len()),
                ));
            }
            for (a, p) in s.args.iter().zip(params) {
                if f.ty(*a) != f.ty(*p) {
                    return Err(self.err(
                        Some(b),
                        Some(op),
                        format!(
                            "argument {a} is {} but parameter {p} of {} is {}",
                            f.ty(*a),
                            s.block,
                            f.ty(*p)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn dominance(&self, dom: &DomTree, position: &[usize], b: Block, pos: usize, op: OpId) -> Result<(), VerifyError> {
        let f = self.f;
        let od = f.op(op);
        for &v in od
            .operands
            .iter()
            .chain(od.successors.iter().flat_map(|s| s.args.iter()))
        {
            if v.index() >= f.values.len() {
                return Err(self.err(Some(b), Some(op), format!("use of unknown value {v}")));
            }
            let def_ok = match f.value(v).def {
                ValueDef::Param(db, _) => db.index() < f.blocks.len() && dom.dominates(db, b),
                ValueDef::Result(dop, _) => {
                    let db = f.op(dop).block;
                    if db == b {
                        // (structure() made sure each op sits once, in the block it records.)
                        position[dop.index()] < pos
                    } else {
                        db.index() < f.blocks.len() && dom.dominates(db, b)
                    }
                }
            };
            if !def_ok {
                return Err(self.err(Some(b), Some(op), format!("{v} does not dominate this use")));
            }
        }
        Ok(())
    }

    /// An inline asm's text and constraints, and operand and result counts that match them.
    fn inline_asm(&self, b: Block, op: OpId) -> Result<(), VerifyError> {
        let od = self.f.op(op);
        let fail = |msg: String| Err(self.err(Some(b), Some(op), msg));
        let (Some(Attr::Str(_)), Some(Attr::Str(c))) = (od.attr("asm"), od.attr("constraints")) else {
            return fail("inline_asm needs string attributes asm and constraints".into());
        };
        let cs = match crate::asm::parse_constraints(c) {
            Ok(cs) => cs,
            Err(e) => return fail(e),
        };
        let (outs, ins, imms) = crate::asm::counts(&cs);
        let given_imms = match od.attr("immediates") {
            Some(Attr::Ints(v)) => v.len(),
            None => 0,
            _ => return fail("inline_asm's immediates must be a list of integers".into()),
        };
        if outs != od.results.len() || ins != od.operands.len() || imms != given_imms {
            return fail(format!(
                "inline_asm constraints '{c}' want {outs} results, {ins} operands and {imms} immediates; it has {}, {} and {given_imms}",
                od.results.len(),
                od.operands.len()
            ));
        }
        Ok(())
    }

    fn op_types(&self, b: Block, op: OpId) -> Result<(), VerifyError> {
        let f = self.f;
        let od = f.op(op);
        let fail = |msg: &str| Err(self.err(Some(b), Some(op), msg.to_string()));
        // A convergent op may carry its convergence token as a last operand.
        let mut operands: Vec<Type> = od.operands.iter().map(|&v| f.ty(v)).collect();
        if od.opcode.is_convergent() && od.opcode != Opcode::Opaque && operands.last() == Some(&Type::Token) {
            operands.pop();
        }
        // The backend's register offset of a memory access (an i32 after the usual operands).
        if let Some((_, offset)) = od.opcode.address_operands() {
            if operands.len() == offset + 1 && operands.pop() != Some(Type::I32) {
                return fail("a memory access's offset operand must be i32");
            }
        }
        let results: Vec<Type> = od.results.iter().map(|&v| f.ty(v)).collect();
        let (ops, res) = (operands.as_slice(), results.as_slice());
        use Opcode::*;
        let ok = match od.opcode {
            Opaque => true,
            InlineAsm(_) => return self.inline_asm(b, op),
            Const => ops.is_empty() && res.len() == 1 && matches!(od.attr("value"), Some(Attr::Int(_))),
            Undef => ops.is_empty() && res.len() == 1,
            Copy => ops.len() == 1 && res == ops,
            Add | Sub | Mul | UDiv | SDiv | URem | SRem | And | Or | Xor | Shl | LShr | AShr | UMin | UMax | SMin
            | SMax => same2(ops, res) && ops[0].is_int(),
            Abs | Ctpop | Ctlz | Cttz | Bswap => ops.len() == 1 && res == ops && ops[0].is_int(),
            BitReverse => ops == [Type::I32] && res == ops,
            Add3 | LShlAdd | AddLShl | LShlOr | AndOr | Or3 | MadU24 | BfeU | AlignBit => {
                ops.len() == 3
                    && res.len() == 1
                    && (res[0] == Type::I32 || (res[0].is_ptr() && res[0].bits() == 32))
                    && ops.iter().all(|&t| t == Type::I32 || t == res[0])
            }
            MulWideU | MulWideS => ops == [Type::I32, Type::I32] && res == [Type::I64],
            MulHiU | MulHiS => same2(ops, res) && matches!(ops[0], Type::I32 | Type::I64),
            SExtShl => ops == [Type::I32, Type::I32] && res == [Type::I64],
            AddZExt => {
                ops.len() == 2
                    && ops[1] == Type::I32
                    && res == &ops[..1]
                    && (res[0] == Type::I64 || (res[0].is_ptr() && res[0].bits() == 64))
            }
            ExtractLo | ExtractHi => ops.len() == 1 && ops[0].bits() == 64 && res.len() == 1 && res[0].bits() == 32,
            BuildPair => ops.len() == 2 && ops.iter().all(|t| t.bits() == 32) && res == [Type::I64],
            MadWideS => {
                ops.len() == 3
                    && ops[..2] == [Type::I32, Type::I32]
                    && res == &ops[2..]
                    && (res[0] == Type::I64 || (res[0].is_ptr() && res[0].bits() == 64))
            }
            MadWideU => {
                ops.len() == 3
                    && matches!(ops[0], Type::I32 | Type::I64)
                    && ops[1] == Type::I32
                    && res == &ops[2..]
                    && (res[0] == Type::I64 || (res[0].is_ptr() && res[0].bits() == 64))
            }
            FAdd | FSub | FMul | FDiv | FRem | MinNum | MaxNum => same2(ops, res) && ops[0].is_float(),
            FNeg | Sqrt | FAbs | FFloor | FCeil | FTrunc | FRoundEven | FrexpMant | Rcp | Rsq | Fract | Exp2 | Log2
            | SinRev | CosRev => ops.len() == 1 && res == ops && ops[0].is_float(),
            FrexpExp => ops.len() == 1 && ops[0].is_float() && res == [Type::I32],
            FClass => ops.len() == 2 && ops[0].is_float() && ops[1] == Type::I32 && res == [Type::I1],
            FMed3 => ops.len() == 3 && ops.iter().all(|t| *t == ops[0]) && res == &ops[..1] && ops[0].is_float(),
            TrigPreop => ops == [Type::F64, Type::I32] && res == [Type::F64],
            Ldexp => ops.len() == 2 && ops[0].is_float() && ops[1] == Type::I32 && res == &ops[..1],
            Fma => ops.len() == 3 && ops.iter().all(|t| *t == ops[0]) && res == &ops[..1] && ops[0].is_float(),
            Icmp(_) => ops.len() == 2 && ops[0] == ops[1] && (ops[0].is_int() || ops[0].is_ptr()) && res == [Type::I1],
            Fcmp(_) => ops.len() == 2 && ops[0] == ops[1] && ops[0].is_float() && res == [Type::I1],
            Select => ops.len() == 3 && ops[0] == Type::I1 && ops[1] == ops[2] && res == &ops[1..2],
            Trunc => cast(ops, res, Type::is_int, Type::is_int) && res[0].bits() < ops[0].bits(),
            ZExt | SExt => cast(ops, res, Type::is_int, Type::is_int) && res[0].bits() > ops[0].bits(),
            FPTrunc => cast(ops, res, Type::is_float, Type::is_float) && res[0].bits() < ops[0].bits(),
            FPExt => cast(ops, res, Type::is_float, Type::is_float) && res[0].bits() > ops[0].bits(),
            FPToUI | FPToSI => cast(ops, res, Type::is_float, Type::is_int),
            UIToFP | SIToFP => cast(ops, res, Type::is_int, Type::is_float),
            PtrToInt => cast(ops, res, Type::is_ptr, Type::is_int),
            IntToPtr => cast(ops, res, Type::is_int, Type::is_ptr),
            AddrSpaceCast => cast(ops, res, Type::is_ptr, Type::is_ptr),
            Bitcast => cast(ops, res, |t| t != Type::Token, |t| t != Type::Token) && ops[0].bits() == res[0].bits(),
            PtrAdd => ops.len() == 2 && ops[0].is_ptr() && Type::int(ops[0].bits()) == Some(ops[1]) && res == &ops[..1],
            Load => ops.len() == 1 && ops[0].is_ptr() && res.len() == 1 && res[0] != Type::Token,
            Store => ops.len() == 2 && ops[1].is_ptr() && ops[0] != Type::Token && res.is_empty(),
            AtomicRmw(a) => {
                let value_ok = |t: Type| match a {
                    AtomicOp::Xchg => t != Type::Token,
                    _ if a.is_float() => t.is_float(),
                    _ => t.is_int(),
                };
                ops.len() == 2 && ops[0].is_ptr() && res == &ops[1..] && value_ok(ops[1])
            }
            CmpXchg => ops.len() == 3 && ops[0].is_ptr() && ops[1] == ops[2] && res == [ops[1], Type::I1],
            Alloca | StackSave | StackBase => ops.is_empty() && res == [Type::Ptr(5)],
            AllocaDyn => ops == [Type::I32] && res == [Type::Ptr(5)],
            BufferLoad => ops == [Type::I32; 7] && res.len() == 1 && matches!(res[0].bits(), 8 | 16 | 32),
            BufferAtomic(_) => {
                ops.len() == 8
                    && ops[..7] == [Type::I32; 7]
                    && matches!(ops[7], Type::I32 | Type::I64)
                    && res == &ops[7..]
            }
            BufferCmpSwap => {
                ops.len() == 9
                    && ops[..7] == [Type::I32; 7]
                    && matches!(ops[7], Type::I32 | Type::I64)
                    && ops[8] == ops[7]
                    && res == &ops[7..8]
            }
            BufferStore => ops.len() == 8 && ops[..7] == [Type::I32; 7] && matches!(ops[7].bits(), 8 | 16 | 32),
            BufferLoadFormat => {
                ops == [Type::I32; 7]
                    && (1..=4).contains(&res.len())
                    && res.iter().all(|&t| matches!(t, Type::I32 | Type::F32))
            }
            BufferStoreFormat => {
                (8..=11).contains(&ops.len())
                    && ops[..7] == [Type::I32; 7]
                    && ops[7..].iter().all(|&t| matches!(t, Type::I32 | Type::F32))
            }
            StackRestore => ops == [Type::Ptr(5)] && res.is_empty(),
            Image => {
                let words = |t: &[Type]| t.iter().all(|&t| matches!(t, Type::I32 | Type::F32));
                let fixed = 8 + 4 * od.has_word("sampler") as usize;
                let addr = od.int_attr("addr").unwrap_or(-1);
                matches!(od.attr("inst"), Some(Attr::Str(s)) if s.starts_with("image_"))
                    && ops.len() >= fixed
                    && ops[..8] == [Type::I32; 8]
                    && ops[8..fixed] == [Type::I32; 4][..fixed - 8]
                    && addr >= 0
                    && ops.len() >= fixed + addr as usize
                    && words(ops)
                    && words(res)
            }
            GlobalAddr => {
                ops.is_empty() && res.len() == 1 && res[0].is_ptr() && matches!(od.attr("global"), Some(Attr::Str(_)))
            }
            Fence | Barrier => ops.is_empty() && res.is_empty(),
            WorkitemId(_) | WorkgroupId(_) | GroupStaticSize => ops.is_empty() && res == [Type::I32],
            KernargPtr | ImplicitargPtr | DispatchPtr => ops.is_empty() && res == [Type::Ptr(4)],
            DispatchId => ops.is_empty() && res == [Type::I64],
            ReadFirstLane => ops.len() == 1 && res == ops,
            ReadLane => ops.len() == 2 && ops[1] == Type::I32 && res == &ops[..1],
            WriteLane => ops.len() == 3 && ops[1] == Type::I32 && ops[2] == ops[0] && res == &ops[..1],
            Ballot => ops == [Type::I1] && (res == [Type::I32] || res == [Type::I64]),
            DsBpermute | DsPermute | MbcntLo | MbcntHi => ops == [Type::I32, Type::I32] && res == [Type::I32],
            DsSwizzle => ops == [Type::I32] && res == [Type::I32],
            IcmpMask(_) => {
                ops.len() == 2 && ops[0] == ops[1] && ops[0].is_int() && (res == [Type::I32] || res == [Type::I64])
            }
            FcmpMask(_) => {
                ops.len() == 2 && ops[0] == ops[1] && ops[0].is_float() && (res == [Type::I32] || res == [Type::I64])
            }
            WaveReduce(r) if r.is_float() => ops == [Type::F32] && res == ops,
            WaveReduce(_) => ops.len() == 1 && ops[0].is_int() && res == ops,
            ConvergenceEntry | ConvergenceAnchor => od.operands.is_empty() && res == [Type::Token],
            ConvergenceLoop => od.operands.len() == 1 && f.ty(od.operands[0]) == Type::Token && res == [Type::Token],
            Br => ops.is_empty() && od.successors.len() == 1,
            CondBr => ops == [Type::I1] && od.successors.len() == 2,
            Switch => {
                let cases = match od.attr("cases") {
                    Some(Attr::Ints(c)) => c.len(),
                    _ => return fail("switch without a 'cases' attribute"),
                };
                ops.len() == 1 && ops[0].is_int() && od.successors.len() == cases + 1
            }
            Ret => ops.len() <= 1 && od.successors.is_empty(),
            Unreachable => ops.is_empty() && od.successors.is_empty(),
        };
        if !ok {
            let ops: Vec<String> = operands.iter().map(|t| t.to_string()).collect();
            let res: Vec<String> = results.iter().map(|t| t.to_string()).collect();
            return fail(&format!(
                "bad operand or result types for {}: ({}) -> ({})",
                od.opcode,
                ops.join(", "),
                res.join(", ")
            ));
        }
        Ok(())
    }
}

/// Two operands and one result, all of one type.
fn same2(ops: &[Type], res: &[Type]) -> bool {
    ops.len() == 2 && ops[0] == ops[1] && res == &ops[..1]
}

/// One operand satisfying `from`, one result satisfying `to`.
fn cast(ops: &[Type], res: &[Type], from: impl Fn(Type) -> bool, to: impl Fn(Type) -> bool) -> bool {
    ops.len() == 1 && res.len() == 1 && from(ops[0]) && to(res[0])
}

/// One op as MIR text (for messages).
pub fn op_text(f: &Function, op: OpId) -> String {
    let mut single = f.clone();
    let b = f.op(op).block;
    if b.index() >= single.blocks.len() {
        return f.op(op).opcode.name();
    }
    single.blocks = vec![BlockData::default(); single.blocks.len()];
    single.blocks[b.index()].ops = vec![op];
    single.loc = None;
    let text = crate::text::print_function(&single);
    text.lines()
        .find(|l| l.starts_with("  ") && !l.starts_with("  arg ") && !l.starts_with("  attr "))
        .unwrap_or("")
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    fn check(body: &str) -> Result<(), VerifyError> {
        let text = format!("kernel @k {{\n{body}}}\n");
        let m = parse_module(&text).expect("test input parses");
        verify_function(&m.functions[0])
    }

    #[test]
    fn accepts_a_well_formed_loop() {
        check(
            "bb0(%0:_(s32)):\n  %1:_(s32) = const {value = 0}\n  br bb1(%1)\nbb1(%2:_(s32)):\n  %3:_(s32) = add %2, %0\n  %4:_(s1) = icmp.slt %3, %0\n  condbr %4, bb1(%3), bb2\nbb2:\n  ret\n",
        )
        .unwrap();
    }

    #[test]
    fn rejects_each_broken_rule() {
        let cases = [
            ("bb0:\n  %0:_(s32) = undef\n", "does not end in a terminator"),
            ("bb0:\n  ret\n  ret\n", "terminator in the middle"),
            ("bb0:\n  br bb1\nbb1(%0:_(s32)):\n  ret\n", "takes 1 arguments, 0 given"),
            ("bb0:\n  %0:_(s64) = undef\n  br bb1(%0)\nbb1(%1:_(s32)):\n  ret\n", "parameter %1 of bb1 is s32"),
            ("bb0:\n  %0:_(s1) = undef\n  condbr %0, bb1, bb2\nbb1:\n  %1:_(s32) = undef\n  br bb2\nbb2:\n  %2:_(s32) = copy %1\n  ret\n", "%1 does not dominate"),
            ("bb0:\n  %1:_(s32) = copy %0\n  %0:_(s32) = undef\n  ret\n", "%0 does not dominate"),
            ("bb0:\n  %0:_(s32) = undef\n  %1:_(s64) = undef\n  %2:_(s32) = add %0, %1\n  ret\n", "bad operand or result types for add"),
            ("bb0:\n  %0:_(s32) = undef\n  %1:_(s32) = trunc %0\n  ret\n", "bad operand or result types for trunc"),
            ("bb0:\n  %0:_(s32) = undef\n  condbr %0, bb1, bb1\nbb1:\n  ret\n", "bad operand or result types for condbr"),
            ("bb0:\n  %0:_(s32) = undef\n  switch %0, bb1, bb1\nbb1:\n  ret\n", "without a 'cases'"),
            ("bb0:\n  br bb0\n", "branch to the entry block"),
        ];
        for (body, expected) in cases {
            let err = check(body).expect_err(body);
            assert!(
                err.to_string().contains(expected),
                "{body}\n=> {err}\n(expected '{expected}')"
            );
        }
    }

    #[test]
    fn errors_name_function_block_and_op() {
        let err =
            check("bb0:\n  %0:_(s32) = undef\n  %1:_(s64) = undef\n  %2:_(s32) = add %0, %1\n  ret\n").unwrap_err();
        assert_eq!(err.function, "k");
        assert_eq!(err.block, Some(Block(0)));
        assert_eq!(err.op.as_deref(), Some("%2:_(s32) = add %0, %1"));
    }

    #[test]
    fn convergent_ops_may_take_a_token() {
        check("bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  %2:_(s64) = ballot %1, %0\n  ret\n")
            .unwrap();
    }
}
