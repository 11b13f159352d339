//! The static rules of convergence control tokens, from LLVM's ConvergentOperations document
//! (the rules stated with each intrinsic, "Uncontrolled Convergent Operations" and "Static
//! Rules"), checked on MIR. Runs after the SSA checks, so every use is dominated by its
//! definition here.
//!
//! - Token values: a token operand is the result of `convergence.entry`, `.anchor` or `.loop`
//!   (tokens are not allowed in phis, so never a block parameter), it is the last operand of a
//!   convergent op, and only convergent ops take one.
//! - `convergence.entry`: at most once, in the entry block, before any other convergent op of
//!   the block. `convergence.loop`: before any other convergent op of its block.
//! - No mixing: with any token in the function every convergent op is controlled.
//! - Closed paths, checked on cycles (the document's "Sufficient Conditions"): a token used in
//!   a cycle without its definition is used only by a heart, which dominates the cycle, and a
//!   cycle has at most one such use.
//! - Convergence regions are nested.
//!
//! Like LLVM's verifier, the rules about paths (cycles, regions) are checked only on blocks
//! reachable from the entry.

use super::{Verifier, VerifyError};
use crate::cycles::{CycleId, CycleInfo};
use crate::dom::DomTree;
use crate::ir::*;
use crate::opcode::Opcode;
use crate::types::Type;
use std::collections::HashMap;

fn is_token_def(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::ConvergenceEntry | Opcode::ConvergenceAnchor | Opcode::ConvergenceLoop
    )
}

/// Convergent as LLVM means it: the control intrinsics are convergent calls too (so they
/// count for "must precede any other convergent operation"); an opaque op is convergent if
/// the call it stands for was. A `readfirstlane {uniform}` is the backend's move of a uniform
/// value into a scalar register (register-bank selection): every active lane holds the same
/// value, so the set of lanes does not matter and it is not convergent in this sense.
fn is_convergent(od: &OpData) -> bool {
    match od.opcode {
        Opcode::Opaque => od.has_word("convergent"),
        Opcode::ReadFirstLane if od.has_word("uniform") => false,
        op => op.is_convergent() || is_token_def(op),
    }
}

/// The token an op is controlled by: its last operand, if that is a token.
fn token_of(f: &Function, od: &OpData) -> Option<Value> {
    od.operands.last().copied().filter(|&v| f.ty(v) == Type::Token)
}

pub(super) fn check(v: &Verifier, dom: &DomTree) -> Result<(), VerifyError> {
    let f = v.f;
    let reachable: Vec<Block> = f.block_ids().filter(|&b| dom.is_reachable(b)).collect();
    // Most functions have no tokens: skip the cycle and liveness work for them.
    if !f.values.iter().any(|d| d.ty == Type::Token) {
        return Ok(());
    }
    // Like LLVM's verifier: rules about single ops hold in every block, the rules about paths
    // only where paths from the entry reach.
    let all: Vec<Block> = f.block_ids().collect();
    token_values(v)?;
    no_mixing(v, &all)?;
    // Before placement: two hearts in one header break "at most one use per cycle" (rules 2
    // and 3), the more telling message than "loop preceded by a convergent op".
    cycles(v, dom, &reachable)?;
    placement(v, &all)?;
    regions(v, dom, &reachable)
}

/// Tokens come only from the control intrinsics and go only to convergent ops, last.
fn token_values(v: &Verifier) -> Result<(), VerifyError> {
    let f = v.f;
    for b in f.block_ids() {
        if let Some(&p) = f.block(b).params.iter().find(|&&p| f.ty(p) == Type::Token) {
            return Err(v.err(
                Some(b),
                None,
                format!("block parameter {p} is a convergence token: tokens cannot be used in phis, so they cannot pass through block parameters"),
            ));
        }
        for &op in &f.block(b).ops {
            let od = f.op(op);
            let n = od.operands.len();
            for (i, &t) in od.operands.iter().enumerate().filter(|(_, &t)| f.ty(t) == Type::Token) {
                if !f.def_op(t).is_some_and(|d| is_token_def(f.op(d).opcode)) {
                    return Err(v.err(
                        Some(b),
                        Some(op),
                        format!("token {t} is not produced by a convergence control op: a convergence token must be the result of convergence.entry, convergence.anchor or convergence.loop"),
                    ));
                }
                // Opaque ops stand for calls LLVM's verifier already accepted.
                if !(od.opcode.is_convergent() || od.opcode == Opcode::ConvergenceLoop) {
                    return Err(v.err(Some(b), Some(op), format!("convergence token {t} used by a non-convergent op: only convergent ops take a convergencectrl token")));
                }
                if i + 1 != n {
                    return Err(v.err(Some(b), Some(op), format!("convergence token {t} is not the last operand: a convergent op takes one convergencectrl token, as its last operand")));
                }
            }
        }
    }
    Ok(())
}

/// Where entry and loop may stand in their block and in the function.
fn placement(v: &Verifier, blocks: &[Block]) -> Result<(), VerifyError> {
    let f = v.f;
    let mut entry: Option<OpId> = None;
    for &b in blocks {
        let mut seen_convergent = false;
        for &op in &f.block(b).ops {
            let od = f.op(op);
            match od.opcode {
                Opcode::ConvergenceEntry => {
                    if entry.is_some() {
                        return Err(v.err(
                            Some(b),
                            Some(op),
                            "second convergence.entry: the entry intrinsic can occur at most once in a function".into(),
                        ));
                    }
                    entry = Some(op);
                    if b != f.entry() {
                        return Err(v.err(Some(b), Some(op), "convergence.entry outside the entry block: the entry intrinsic can occur only in the entry block of the function".into()));
                    }
                    if seen_convergent {
                        return Err(v.err(Some(b), Some(op), "convergence.entry preceded by a convergent op in its block: the entry intrinsic must precede any other convergent operation in the same basic block".into()));
                    }
                }
                Opcode::ConvergenceLoop if seen_convergent => {
                    return Err(v.err(Some(b), Some(op), "convergence.loop preceded by a convergent op in its block: the loop intrinsic must precede any other convergent operation in the same basic block".into()));
                }
                _ => {}
            }
            seen_convergent |= is_convergent(od);
        }
    }
    Ok(())
}

/// "If a function contains a controlled convergent operation, then all convergent operations
/// in that function must either be controlled operations or calls to the convergence control
/// intrinsics." As in LLVM's verifier, a control intrinsic alone makes the function controlled.
fn no_mixing(v: &Verifier, blocks: &[Block]) -> Result<(), VerifyError> {
    let f = v.f;
    let ops = || blocks.iter().flat_map(|&b| f.block(b).ops.iter().copied());
    let controlled = ops().any(|op| is_token_def(f.op(op).opcode) || token_of(f, f.op(op)).is_some());
    if !controlled {
        return Ok(());
    }
    for op in ops() {
        let od = f.op(op);
        if is_convergent(od) && !is_token_def(od.opcode) && token_of(f, od).is_none() {
            return Err(v.err(
                Some(od.block),
                Some(op),
                "uncontrolled convergent op in a function with convergence tokens: controlled and uncontrolled convergence cannot be mixed in the same function".into(),
            ));
        }
    }
    Ok(())
}

/// The closed-path rules, on cycles. For a use U of token T in block B, the cycles that
/// contain B but not T's definition are the ancestors of B's innermost cycle up to the
/// outermost one, C, that still misses the definition; every closed path through U without
/// the definition lies in C.
/// - Rule 1: "Every closed path in the CFG that contains a use of a convergence token T other
///   than a use by llvm.experimental.convergence.loop must also contain the definition of T."
/// - Rule 4: "In every closed path that contains a use U of a token T but not the definition
///   of T, U must dominate all nodes in the closed path": B dominates every block of C (so C
///   is a natural loop and B its header).
/// - Rules 2 and 3: a closed path with two uses of one token, or uses of two tokens, contains
///   a definition: C has no other such use (given rule 4, only uses with the same C can share
///   a cycle that misses both definitions).
fn cycles(v: &Verifier, dom: &DomTree, reachable: &[Block]) -> Result<(), VerifyError> {
    let f = v.f;
    let info = CycleInfo::compute(f);
    let mut hearts: HashMap<CycleId, (OpId, Value)> = HashMap::new();
    for &b in reachable {
        for &op in &f.block(b).ops {
            let od = f.op(op);
            let Some(t) = token_of(f, od) else { continue };
            let def_block = f.def_block(t);
            let Some(mut c) = info.innermost(b) else { continue };
            if info.contains(c, def_block) {
                continue;
            }
            while let Some(p) = info.parent(c).filter(|&p| !info.contains(p, def_block)) {
                c = p;
            }
            let header = info.cycle(c).header();
            if od.opcode != Opcode::ConvergenceLoop {
                return Err(v.err(
                    Some(b),
                    Some(op),
                    format!("token {t} used inside the cycle with header {header}, which does not contain its definition, by an op other than convergence.loop: every closed path that contains a use of a token other than by convergence.loop must also contain its definition"),
                ));
            }
            if let Some(&x) = info.cycle(c).blocks.iter().find(|&&x| !dom.dominates(b, x)) {
                return Err(v.err(
                    Some(b),
                    Some(op),
                    format!("cycle heart does not dominate the cycle with header {header} ({x} is not dominated): a use of a token in a closed path without its definition must dominate every node of the path, so a heart stands only in the header of a natural loop"),
                ));
            }
            if let Some(&(other, u)) = hearts.get(&c) {
                let (rule, what) = if u == t {
                    ("two different uses of a token", format!("uses {t} twice"))
                } else {
                    ("uses of two different tokens", format!("uses {u} and {t}"))
                };
                return Err(v.err(
                    Some(b),
                    Some(op),
                    format!("the cycle with header {header} {what} without containing their definition (first use '{}'): every closed path that contains {rule} must also contain a definition", super::op_text(f, other)),
                ));
            }
            hearts.insert(c, (op, t));
        }
    }
    Ok(())
}

/// The convergence region of a token: "the set of program points dominated by the definition
/// D of T from which a use of T can be reached" (where T is live: a path to the use that does
/// not pass D again). An op is in the region if the point just before it is.
struct Region {
    def_block: Block,
    def_pos: usize,
    live_out: Vec<bool>,
    /// Position of the last use of the token in each block.
    last_use: Vec<Option<usize>>,
}

impl Region {
    fn new(f: &Function, dom: &DomTree, preds: &[Vec<Block>], pos: &[usize], def: OpId, uses: &[OpId]) -> Region {
        let def_block = f.op(def).block;
        let def_pos = pos[def.index()];
        let n = f.blocks.len();
        let (mut live_in, mut live_out, mut last_use) = (vec![false; n], vec![false; n], vec![None; n]);
        let mut work = Vec::new();
        for &u in uses {
            let b = f.op(u).block;
            let slot: &mut Option<usize> = &mut last_use[b.index()];
            *slot = Some(slot.map_or(pos[u.index()], |p: usize| p.max(pos[u.index()])));
            // A use in the defining block follows the definition (SSA), so T is not live-in.
            if b != def_block && !std::mem::replace(&mut live_in[b.index()], true) {
                work.push(b);
            }
        }
        while let Some(b) = work.pop() {
            for &p in &preds[b.index()] {
                if !dom.is_reachable(p) {
                    continue;
                }
                live_out[p.index()] = true;
                if p != def_block && !std::mem::replace(&mut live_in[p.index()], true) {
                    work.push(p);
                }
            }
        }
        Region {
            def_block,
            def_pos,
            live_out,
            last_use,
        }
    }

    fn contains(&self, b: Block, pos: usize) -> bool {
        if b == self.def_block && pos <= self.def_pos {
            return false;
        }
        // Elsewhere liveness implies dominance by the definition, since every use is dominated.
        self.live_out[b.index()] || self.last_use[b.index()].is_some_and(|u| u >= pos)
    }
}

/// The position of every placed op in its block.
fn positions(f: &Function) -> Vec<usize> {
    let mut pos = vec![0; f.ops.len()];
    for b in f.block_ids() {
        for (i, &op) in f.block(b).ops.iter().enumerate() {
            pos[op.index()] = i;
        }
    }
    pos
}

/// "If a convergence region R for a token T1 contains a use of a convergence token T2, then R
/// must also contain the definition of T2."
fn regions(v: &Verifier, dom: &DomTree, reachable: &[Block]) -> Result<(), VerifyError> {
    let f = v.f;
    let mut defs: Vec<OpId> = Vec::new();
    let mut uses: HashMap<Value, Vec<OpId>> = HashMap::new();
    for &b in reachable {
        for &op in &f.block(b).ops {
            let od = f.op(op);
            if is_token_def(od.opcode) {
                defs.push(op);
            }
            if let Some(t) = token_of(f, od) {
                uses.entry(t).or_default().push(op);
            }
        }
    }
    let preds = f.predecessors();
    let pos = positions(f);
    let none = Vec::new();
    let uses_of = |def: OpId| uses.get(&f.result(def)).unwrap_or(&none);
    for &d1 in &defs {
        let region = Region::new(f, dom, &preds, &pos, d1, uses_of(d1));
        for &d2 in defs.iter().filter(|&&d2| d2 != d1) {
            let def_inside = region.contains(f.op(d2).block, pos[d2.index()]);
            for &u in uses_of(d2) {
                if !def_inside && region.contains(f.op(u).block, pos[u.index()]) {
                    let (t1, t2) = (f.result(d1), f.result(d2));
                    return Err(v.err(
                        Some(f.op(u).block),
                        Some(u),
                        format!("convergence region of {t1} contains this use of {t2} but not its definition: convergence regions must be nested (a region that contains a use of a token must also contain its definition)"),
                    ));
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::text::parse_module;
    use crate::verify::{verify_function, VerifyError};

    fn check(body: &str) -> Result<(), VerifyError> {
        let text = format!("kernel @k {{\n{body}}}\n");
        let m = parse_module(&text).expect("test input parses");
        verify_function(&m.functions[0])
    }

    /// Entry token, used before and after a divergent branch.
    const ENTRY: &str = "\
bb0:
  %0:_(token) = convergence.entry
  %1:_(s32) = workitem.id.x
  %2:_(s32) = readfirstlane %1, %0
  %3:_(s1) = icmp.slt %1, %2
  condbr %3, bb1, bb2
bb1:
  %4:_(s64) = ballot %3, %0
  br bb2
bb2:
  %5:_(s64) = ballot %3, %0
  ret
";

    /// Seed 002's flag-and-ballot: an anchor inside the branch, and ballots on both sides.
    const ANCHOR: &str = "\
bb0:
  %0:_(s32) = workitem.id.x
  %1:_(s1) = undef
  condbr %1, bb1, bb2
bb1:
  %2:_(token) = convergence.anchor
  %3:_(s64) = ballot %1, %2
  br bb3
bb2:
  %4:_(token) = convergence.anchor
  %5:_(s64) = ballot %1, %4
  br bb3
bb3:
  ret
";

    /// Nested natural loops with hearts, tokens used in each loop and after each loop.
    const NESTED: &str = "\
bb0:
  %0:_(token) = convergence.entry
  %1:_(s1) = undef
  br bb1
bb1:
  %2:_(token) = convergence.loop %0
  br bb2
bb2:
  %3:_(token) = convergence.loop %2
  %4:_(s64) = ballot %1, %3
  condbr %1, bb2, bb3
bb3:
  %5:_(s64) = ballot %1, %3
  %6:_(s64) = ballot %1, %2
  condbr %1, bb1, bb4
bb4:
  %7:_(s64) = ballot %1, %2
  %8:_(s64) = ballot %1, %0
  ret
";

    /// Seed 001: natural loops A (bb2) and C (bb5) inside an irreducible cycle, each with an
    /// anchor in its preheader (bb1, bb4) and a heart using it.
    const PREHEADER_ANCHORS: &str = "\
bb0:
  %0:_(s1) = undef
  condbr %0, bb1, bb4
bb1:
  %1:_(token) = convergence.anchor
  br bb2
bb2:
  %2:_(token) = convergence.loop %1
  %3:_(s64) = ballot %0, %2
  condbr %0, bb2, bb3
bb3:
  condbr %0, bb4, bb7
bb4:
  %4:_(token) = convergence.anchor
  br bb5
bb5:
  %5:_(token) = convergence.loop %4
  %6:_(s64) = ballot %0, %5
  condbr %0, bb5, bb6
bb6:
  condbr %0, bb1, bb7
bb7:
  ret
";

    #[test]
    fn accepts_each_construct() {
        for (name, body) in [
            ("entry", ENTRY),
            ("anchor", ANCHOR),
            ("nested loops", NESTED),
            ("preheader anchors", PREHEADER_ANCHORS),
        ] {
            if let Err(e) = check(body) {
                panic!("{name}: {e}");
            }
        }
    }

    #[test]
    fn the_irreducible_example_is_an_irreducible_cycle() {
        let m = parse_module(&format!("kernel @k {{\n{PREHEADER_ANCHORS}}}\n")).unwrap();
        let info = crate::cycles::CycleInfo::compute(&m.functions[0]);
        assert!(
            info.cycles.iter().any(|c| !c.is_reducible()),
            "the test must exercise an irreducible cycle"
        );
    }

    #[test]
    fn accepts_degenerate_loop_ops() {
        // Not hearts: a loop op outside any cycle, and one whose token comes from its own cycle.
        check("bb0:\n  %0:_(token) = convergence.anchor\n  br bb1\nbb1:\n  %1:_(token) = convergence.loop %0\n  %2:_(s1) = undef\n  %3:_(s64) = ballot %2, %1\n  ret\n").unwrap();
        check("bb0:\n  %0:_(s1) = undef\n  br bb1\nbb1:\n  %1:_(token) = convergence.anchor\n  br bb2\nbb2:\n  %2:_(token) = convergence.loop %1\n  %3:_(s64) = ballot %0, %2\n  condbr %0, bb1, bb3\nbb3:\n  ret\n").unwrap();
    }

    #[test]
    fn a_uniform_values_register_bank_move_is_not_convergent() {
        let body = |attr: &str| {
            format!("bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s32) = workgroup.id.x\n  %2:_(s32) = readfirstlane %1{attr}\n  %3:_(s1) = undef\n  %4:_(s64) = ballot %3, %0\n  ret\n")
        };
        check(&body(" {uniform = uniform}")).unwrap();
        let e = check(&body("")).unwrap_err();
        assert!(
            e.to_string()
                .contains("controlled and uncontrolled convergence cannot be mixed"),
            "{e}"
        );
    }

    #[test]
    fn functions_without_tokens_may_have_uncontrolled_ops() {
        check("bb0:\n  %0:_(s1) = undef\n  %1:_(s64) = ballot %0\n  barrier\n  ret\n").unwrap();
    }

    /// One broken program per rule, with the words of the message that names the rule.
    const REJECTED: &[(&str, &str, &str)] = &[
        (
            "entry outside the entry block",
            "bb0:\n  br bb1\nbb1:\n  %0:_(token) = convergence.entry\n  ret\n",
            "convergence.entry outside the entry block",
        ),
        (
            "entry after a convergent op",
            "bb0:\n  %0:_(token) = convergence.anchor\n  %1:_(s1) = undef\n  %2:_(s64) = ballot %1, %0\n  %3:_(token) = convergence.entry\n  ret\n",
            "convergence.entry preceded by a convergent op",
        ),
        (
            "entry after an anchor",
            "bb0:\n  %0:_(token) = convergence.anchor\n  %1:_(token) = convergence.entry\n  ret\n",
            "convergence.entry preceded by a convergent op",
        ),
        (
            "two entries",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(token) = convergence.entry\n  ret\n",
            "at most once in a function",
        ),
        (
            "heart after an anchor in the header",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  %2:_(token) = convergence.anchor\n  %3:_(token) = convergence.loop %0\n  %4:_(s64) = ballot %1, %2\n  %5:_(s64) = ballot %1, %3\n  condbr %1, bb1, bb2\nbb2:\n  ret\n",
            "convergence.loop preceded by a convergent op",
        ),
        (
            "loop after a convergent op",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  %2:_(s64) = ballot %1, %0\n  %3:_(token) = convergence.loop %0\n  ret\n",
            "convergence.loop preceded by a convergent op",
        ),
        (
            "heart in the latch, not the header",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  condbr %1, bb2, bb3\nbb2:\n  %2:_(token) = convergence.loop %0\n  br bb1\nbb3:\n  ret\n",
            "cycle heart does not dominate the cycle with header bb1",
        ),
        (
            "inner heart uses a token from outside the outer loop, which has no heart",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  br bb2\nbb2:\n  %2:_(token) = convergence.loop %0\n  condbr %1, bb2, bb3\nbb3:\n  condbr %1, bb1, bb4\nbb4:\n  ret\n",
            "cycle heart does not dominate the cycle with header bb1",
        ),
        (
            "seed 001: hearts of an irreducible cycle use the entry token",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  condbr %1, bb1, bb2\nbb1:\n  %2:_(token) = convergence.loop %0\n  condbr %1, bb1, bb2\nbb2:\n  %3:_(token) = convergence.loop %0\n  condbr %1, bb2, bb3\nbb3:\n  condbr %1, bb1, bb4\nbb4:\n  ret\n",
            "cycle heart does not dominate",
        ),
        (
            "two hearts of one token in one cycle",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  %2:_(token) = convergence.loop %0\n  %3:_(token) = convergence.loop %0\n  condbr %1, bb1, bb2\nbb2:\n  ret\n",
            "every closed path that contains two different uses of a token must also contain a definition",
        ),
        (
            "hearts of two tokens in one cycle",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(token) = convergence.anchor\n  %2:_(s1) = undef\n  br bb1\nbb1:\n  %3:_(token) = convergence.loop %1\n  %4:_(token) = convergence.loop %0\n  condbr %2, bb1, bb2\nbb2:\n  ret\n",
            "every closed path that contains uses of two different tokens must also contain a definition",
        ),
        (
            "outer token used in a loop without a heart",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  %2:_(s64) = ballot %1, %0\n  condbr %1, bb1, bb2\nbb2:\n  ret\n",
            "by an op other than convergence.loop",
        ),
        (
            "heart's token used in the inner loop (no inner heart)",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  %2:_(token) = convergence.loop %0\n  br bb2\nbb2:\n  %3:_(s64) = ballot %1, %2\n  condbr %1, bb2, bb3\nbb3:\n  condbr %1, bb1, bb4\nbb4:\n  ret\n",
            "token %2 used inside the cycle with header bb2",
        ),
        (
            "uncontrolled op next to tokens",
            "bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = undef\n  %2:_(s64) = ballot %1, %0\n  %3:_(s64) = ballot %1\n  ret\n",
            "controlled and uncontrolled convergence cannot be mixed",
        ),
        (
            "uncontrolled op next to an unused anchor",
            "bb0:\n  %0:_(token) = convergence.anchor\n  barrier\n  ret\n",
            "controlled and uncontrolled convergence cannot be mixed",
        ),
        (
            "regions overlap",
            "bb0:\n  %0:_(token) = convergence.anchor\n  %1:_(token) = convergence.anchor\n  %2:_(s1) = undef\n  %3:_(s64) = ballot %2, %0\n  %4:_(s64) = ballot %2, %1\n  ret\n",
            "convergence region of %1 contains this use of %0 but not its definition",
        ),
        (
            "regions overlap across a branch",
            "bb0:\n  %0:_(token) = convergence.anchor\n  %1:_(s1) = undef\n  br bb1\nbb1:\n  %2:_(token) = convergence.anchor\n  condbr %1, bb2, bb3\nbb2:\n  %3:_(s64) = ballot %1, %0\n  br bb3\nbb3:\n  %4:_(s64) = ballot %1, %2\n  ret\n",
            "convergence region of %2 contains this use of %0",
        ),
        (
            "token through a block parameter",
            "bb0:\n  %0:_(token) = convergence.anchor\n  br bb1(%0)\nbb1(%1:_(token)):\n  %2:_(s1) = undef\n  %3:_(s64) = ballot %2, %1\n  ret\n",
            "block parameter %1 is a convergence token",
        ),
        (
            "token from undef",
            "bb0:\n  %0:_(token) = undef\n  %1:_(s1) = undef\n  %2:_(s64) = ballot %1, %0\n  ret\n",
            "token %0 is not produced by a convergence control op",
        ),
        (
            "token used by a non-convergent op",
            "bb0:\n  %0:_(token) = convergence.anchor\n  %1:_(token) = copy %0\n  ret\n",
            "convergence token %0 used by a non-convergent op",
        ),
        (
            "token not the last operand",
            "bb0:\n  %0:_(token) = convergence.anchor\n  %1:_(s32) = undef\n  %2:_(s32) = opaque %0, %1 {callee = \"f\", convergent = convergent}\n  ret\n",
            "is not the last operand",
        ),
    ];

    #[test]
    fn rejects_each_broken_rule() {
        for (name, body, expected) in REJECTED {
            let err = check(body).expect_err(name);
            assert!(
                err.to_string().contains(expected),
                "{name}:\n{body}\n=> {err}\n(expected '{expected}')"
            );
        }
    }

    #[test]
    fn errors_name_block_and_op() {
        let (_, body, _) = REJECTED
            .iter()
            .find(|c| c.0 == "outer token used in a loop without a heart")
            .unwrap();
        let err = check(body).unwrap_err();
        assert_eq!(err.block, Some(crate::ir::Block(1)));
        assert_eq!(err.op.as_deref(), Some("%2:_(s64) = ballot %1, %0"));
    }
}
