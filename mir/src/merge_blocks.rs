//! MIR pass `merge-blocks`: a block whose only predecessor ends in an unconditional `br` to it
//! joins that predecessor, its parameters renamed to the branch's arguments. Inlining leaves
//! such chains behind (each call a block for the callee's body and one for the code after it);
//! merged, the later passes see one block where they work block by block (constants shared,
//! memory accesses merged, the schedule), and every pass walks fewer blocks.

use crate::ir::{Block, Function, Renames, ValueDef};
use crate::pass::FunctionPass;
use crate::Opcode;

pub const MERGE_BLOCKS: FunctionPass = FunctionPass {
    name: "merge-blocks",
    description: "merge a block into its only predecessor when that one branches straight to it",
    run: merge_blocks,
};

pub fn merge_blocks(f: &mut Function) {
    let mut predecessors = vec![0u32; f.blocks.len()];
    for b in f.block_ids() {
        for s in f.successors(b) {
            predecessors[s.index()] += 1;
        }
    }
    let mut renames = Renames::new();
    let mut merged = vec![false; f.blocks.len()];
    for p in f.block_ids() {
        // (A merged block's ops, and with them its own merges, live on in its predecessor.)
        while let Some(b) = straight_successor(f, p).filter(|&b| predecessors[b.index()] == 1) {
            let br = f.blocks[p.index()].ops.pop().expect("a terminator");
            let args = std::mem::take(&mut f.ops[br.index()].successors[0].args);
            for (&param, arg) in f.blocks[b.index()].params.iter().zip(args) {
                renames.insert(param, arg);
            }
            let ops = std::mem::take(&mut f.blocks[b.index()].ops);
            for &op in &ops {
                f.ops[op.index()].block = p;
            }
            f.blocks[p.index()].ops.extend(ops);
            merged[b.index()] = true;
        }
    }
    renames.apply(f);
    remove_blocks(f, &merged);
}

/// The block `p` branches to unconditionally, when that is neither `p` nor the entry.
fn straight_successor(f: &Function, p: Block) -> Option<Block> {
    let t = f.terminator(p)?;
    let d = f.op(t);
    let b = d.successors.first()?.block;
    (d.opcode == Opcode::Br && b != p && b != f.entry()).then_some(b)
}

/// Takes the blocks marked `removed` (emptied, with no branch left to them) out of `f`,
/// renumbering the others in their order.
fn remove_blocks(f: &mut Function, removed: &[bool]) {
    if !removed.contains(&true) {
        return;
    }
    let mut number = Vec::with_capacity(removed.len());
    let mut next = 0u32;
    for &r in removed {
        number.push(Block(next));
        next += u32::from(!r);
    }
    let blocks = std::mem::take(&mut f.blocks);
    for (old, data) in blocks.into_iter().enumerate() {
        if removed[old] {
            // Its parameters were renamed away: they belong to no block now.
            for &p in &data.params {
                f.values[p.index()].def = ValueDef::Param(Block(u32::MAX), 0);
            }
        } else {
            f.blocks.push(data);
        }
    }
    for (i, data) in f.blocks.iter().enumerate() {
        for (k, &p) in data.params.iter().enumerate() {
            f.values[p.index()].def = ValueDef::Param(Block(i as u32), k as u32);
        }
        for &op in &data.ops {
            let d = &mut f.ops[op.index()];
            d.block = Block(i as u32);
            for s in &mut d.successors {
                s.block = number[s.block.index()];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::{run_kernel, Arg, Dispatch};
    use crate::text::{parse_module, print_module};
    use crate::Module;

    /// bb0 → bb1 → bb2 is a chain (bb2 passes a value on to bb3 as a parameter); bb3 joins
    /// bb2 and bb4 and stays; bb4 is unreachable.
    const CHAIN: &str = r#"
kernel @k {
  arg {name = "out", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
bb0(%0:_(p1)):
  %1:_(s32) = workitem.id.x
  br bb1(%1)
bb1(%2:_(s32)):
  %3:_(s32) = const {value = 3}
  %4:_(s32) = mul %2, %3
  br bb2
bb2:
  %5:_(s32) = const {value = 1}
  %6:_(s32) = add %4, %5
  br bb3(%6)
bb3(%7:_(s32)):
  %8:_(s64) = zext %1
  %9:_(s64) = const {value = 2}
  %10:_(s64) = shl %8, %9
  %11:_(p1) = ptradd %0, %10
  store %7, %11 {align = 4}
  ret
bb4:
  %12:_(s32) = const {value = 9}
  br bb3(%12)
}
"#;

    fn run(m: &Module) -> Vec<u8> {
        let mut args = [Arg::Buffer(vec![0; 16 * 4])];
        let dispatch = Dispatch {
            grid: [16, 1, 1],
            block: [16, 1, 1],
        };
        run_kernel(m, "k", &dispatch, &mut args, 100_000).expect("runs");
        let Arg::Buffer(out) = &args[0] else { unreachable!() };
        out.clone()
    }

    #[test]
    fn a_chain_becomes_one_block_and_the_rest_stays() {
        let original = parse_module(CHAIN).expect("parses");
        let mut m = original.clone();
        merge_blocks(&mut m.functions[0]);
        crate::verify::verify_module(&m).expect("verifies");
        let f = &m.functions[0];
        // bb0 took bb1 and bb2; bb3 (two predecessors) and the unreachable bb4 stay.
        assert_eq!(f.blocks.len(), 3, "{}", print_module(&m));
        assert_eq!(f.successors(Block(0)), vec![Block(1)]);
        assert_eq!(f.successors(Block(2)), vec![Block(1)]);
        let expected: Vec<u8> = (0..16u32).flat_map(|i| (3 * i + 1).to_le_bytes()).collect();
        assert_eq!(run(&original), expected);
        assert_eq!(run(&m), expected);
    }
}
