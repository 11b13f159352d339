//! MIR pass `sink-extensions`: a zero or sign extension read only in blocks below its own
//! moves to the nearest common dominator of those blocks, right before its first use there (or
//! its end), as LLVM's code sinking moves instructions towards the blocks that use them. The narrower operand then lives across the
//! blocks between instead of the wider result: OpenCL's 64-bit `get_group_id` of a work-group
//! id, made in the entry and read only by a guarded store at the end, held an SGPR pair across
//! the whole kernel, where the id takes one SGPR.
//!
//! The extension is pure, its operand is defined where it was (which dominates the new block,
//! as the definition dominates every use), and it never moves into or out of a
//! cycle (into one it would run on every trip; out of one it would read the operand's last
//! value, where lanes leaving at different trips see their own: temporal divergence, which
//! bank selection has already dealt with at the old place).

use mir::cycles::CycleInfo;
use mir::dom::DomTree;
use mir::*;
use std::collections::{HashMap, HashSet};

pub const SINK_EXTENSIONS: mir::pass::FunctionPass = mir::pass::FunctionPass {
    name: "sink-extensions",
    description: "an extension read only in blocks below its own moves down to them",
    run: sink_extensions,
};

pub fn sink_extensions(f: &mut Function) {
    // The blocks whose ops (terminators included) read each value. (`uses` walks a block's
    // ops together, so a block already listed is the last one.)
    let mut use_blocks: Vec<Vec<Block>> = vec![Vec::new(); f.values.len()];
    for (op, v) in f.uses() {
        let b = f.op(op).block;
        if use_blocks[v.index()].last() != Some(&b) {
            use_blocks[v.index()].push(b);
        }
    }
    let mut analyses: Option<(DomTree, CycleInfo)> = None;
    // Each extension to move, with the block it goes to.
    let mut moves: Vec<(OpId, Block)> = Vec::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            let (Opcode::ZExt | Opcode::SExt, &[r], &[x]) = (d.opcode, &d.results[..], &d.operands[..]) else {
                continue;
            };
            let blocks = &use_blocks[r.index()];
            if blocks.is_empty() || blocks.contains(&b) || f.ty(x).bits() >= f.ty(r).bits() {
                continue;
            }
            let (dom, cycles) = analyses.get_or_insert_with(|| (DomTree::compute(f), CycleInfo::compute(f)));
            // The nearest common dominator of the uses (below `b`, which dominates them all).
            let mut to = blocks[0];
            for &u in &blocks[1..] {
                while !dom.dominates(to, u) {
                    to = dom.idom(to).unwrap_or(b);
                }
            }
            if to == b || cycles.innermost(to) != cycles.innermost(b) {
                continue;
            }
            moves.push((op, to));
        }
    }
    if moves.is_empty() {
        return;
    }
    // Each block is rebuilt once: the moved ops leave their blocks, and each goes before its
    // first use in its new block (or before the terminator), in their old order.
    let moved: HashSet<OpId> = moves.iter().map(|&(op, _)| op).collect();
    let mut arriving: HashMap<Block, Vec<OpId>> = HashMap::new();
    for &(op, to) in &moves {
        arriving.entry(to).or_default().push(op);
    }
    for b in f.block_ids() {
        let incoming = arriving.remove(&b).unwrap_or_default();
        if incoming.is_empty() && !f.block(b).ops.iter().any(|o| moved.contains(o)) {
            continue;
        }
        let old = std::mem::take(&mut f.blocks[b.index()].ops);
        let results: HashMap<Value, OpId> = incoming.iter().map(|&op| (f.op(op).results[0], op)).collect();
        let mut placed: HashSet<OpId> = HashSet::new();
        let mut ops = Vec::with_capacity(old.len() + incoming.len());
        let last = old.len().saturating_sub(1);
        for (k, &o) in old.iter().enumerate() {
            if moved.contains(&o) {
                continue;
            }
            let before: Vec<OpId> = if k == last {
                // The rest, before the terminator.
                incoming.iter().copied().filter(|x| !placed.contains(x)).collect()
            } else {
                f.op(o)
                    .operands
                    .iter()
                    .filter_map(|v| results.get(v).copied())
                    .collect()
            };
            for x in before {
                if placed.insert(x) {
                    ops.push(x);
                }
            }
            ops.push(o);
        }
        for &x in &incoming {
            f.ops[x.index()].block = b;
        }
        f.blocks[b.index()].ops = ops;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mir::text::{parse_module, print_module};

    #[test]
    fn extensions_move_to_the_one_block_reading_them() {
        let mut m = parse_module(
            r#"
kernel @k {
bb0(%0:sgpr(s32), %1:sgpr(s1)):
  %2:sgpr(s64) = zext %0
  %3:sgpr(s64) = sext %0
  %4:sgpr(s64) = add %3, %3
  condbr %1, bb1, bb2
bb1:
  %5:sgpr(s64) = add %2, %2
  br bb2
bb2:
  ret
}
"#,
        )
        .expect("parses");
        sink_extensions(&mut m.functions[0]);
        mir::verify::verify_module(&m).expect("verifies");
        let text = print_module(&m);
        let bb1 = text.split("bb1:").nth(1).expect("bb1");
        // %2 moves next to its use; %3, read in its own block, stays.
        assert!(bb1.contains("%2:sgpr(s64) = zext %0"), "{text}");
        assert!(
            text.split("bb1:")
                .next()
                .expect("bb0")
                .contains("%3:sgpr(s64) = sext %0"),
            "{text}"
        );
    }
}
