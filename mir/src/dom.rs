//! The dominator tree (Cooper, Harvey and Kennedy's iterative algorithm over reverse
//! postorder: simple, and near-linear on the CFGs compilers see).

use crate::ir::{Block, Function};

#[derive(Clone, Debug)]
pub struct DomTree {
    /// Immediate dominator of each block; the entry is its own; `None` if unreachable.
    idom: Vec<Option<Block>>,
    /// Reverse postorder of the blocks reachable from the entry.
    rpo: Vec<Block>,
    /// Position of each block in `rpo` (`usize::MAX` if unreachable).
    rpo_index: Vec<usize>,
    /// Preorder interval of each block in the dominator tree, for O(1) `dominates`.
    tree_in: Vec<u32>,
    tree_out: Vec<u32>,
}

/// Reverse postorder of the blocks reachable from `entry` over `succs` (successors visited in
/// order, iteratively so deep CFGs cannot overflow the stack).
pub fn reverse_postorder(num_blocks: usize, entry: Block, succs: &dyn Fn(Block) -> Vec<Block>) -> Vec<Block> {
    let mut visited = vec![false; num_blocks];
    let mut post = Vec::with_capacity(num_blocks);
    let mut stack: Vec<(Block, Vec<Block>, usize)> = vec![(entry, succs(entry), 0)];
    visited[entry.index()] = true;
    while let Some((block, children, next)) = stack.last_mut() {
        if let Some(&child) = children.get(*next) {
            *next += 1;
            if !visited[child.index()] {
                visited[child.index()] = true;
                let grandchildren = succs(child);
                stack.push((child, grandchildren, 0));
            }
        } else {
            post.push(*block);
            stack.pop();
        }
    }
    post.reverse();
    post
}

impl DomTree {
    pub fn compute(func: &Function) -> DomTree {
        let n = func.blocks.len();
        if n == 0 {
            return DomTree {
                idom: Vec::new(),
                rpo: Vec::new(),
                rpo_index: Vec::new(),
                tree_in: Vec::new(),
                tree_out: Vec::new(),
            };
        }
        let rpo = reverse_postorder(n, func.entry(), &|b| func.successors(b));
        let mut rpo_index = vec![usize::MAX; n];
        for (i, b) in rpo.iter().enumerate() {
            rpo_index[b.index()] = i;
        }
        let preds = func.predecessors();
        let mut idom: Vec<Option<Block>> = vec![None; n];
        idom[func.entry().index()] = Some(func.entry());
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo.iter().skip(1) {
                let mut new_idom: Option<Block> = None;
                for &p in &preds[b.index()] {
                    if idom[p.index()].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo_index, p, cur),
                    });
                }
                if new_idom != idom[b.index()] {
                    idom[b.index()] = new_idom;
                    changed = true;
                }
            }
        }
        let (tree_in, tree_out) = tree_intervals(func.entry(), &idom, &rpo);
        DomTree {
            idom,
            rpo,
            rpo_index,
            tree_in,
            tree_out,
        }
    }

    /// The immediate dominator (`None` for the entry and for unreachable blocks).
    pub fn idom(&self, b: Block) -> Option<Block> {
        match self.idom[b.index()] {
            Some(d) if d != b => Some(d),
            _ => None,
        }
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index[b.index()] != usize::MAX
    }

    /// Reverse postorder of the reachable blocks.
    pub fn rpo(&self) -> &[Block] {
        &self.rpo
    }

    /// Does `a` dominate `b`? Every block dominates itself; as in LLVM, unreachable blocks
    /// are dominated by every block.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        self.tree_in[a.index()] <= self.tree_in[b.index()] && self.tree_out[b.index()] <= self.tree_out[a.index()]
    }
}

/// Entry and exit times of a depth-first walk of the dominator tree: `a` dominates `b` iff
/// `b`'s interval lies inside `a`'s.
fn tree_intervals(entry: Block, idom: &[Option<Block>], rpo: &[Block]) -> (Vec<u32>, Vec<u32>) {
    let n = idom.len();
    let mut children = vec![Vec::new(); n];
    for &b in rpo {
        if let Some(d) = idom[b.index()].filter(|&d| d != b) {
            children[d.index()].push(b);
        }
    }
    let (mut tree_in, mut tree_out) = (vec![0; n], vec![0; n]);
    let mut clock = 0;
    let mut stack = vec![(entry, 0usize)];
    tree_in[entry.index()] = clock;
    while let Some((b, next)) = stack.last_mut() {
        if let Some(&c) = children[b.index()].get(*next) {
            *next += 1;
            clock += 1;
            tree_in[c.index()] = clock;
            stack.push((c, 0));
        } else {
            clock += 1;
            tree_out[b.index()] = clock;
            stack.pop();
        }
    }
    (tree_in, tree_out)
}

fn intersect(idom: &[Option<Block>], rpo_index: &[usize], mut a: Block, mut b: Block) -> Block {
    while a != b {
        while rpo_index[a.index()] > rpo_index[b.index()] {
            a = idom[a.index()].expect("processed blocks have an idom");
        }
        while rpo_index[b.index()] > rpo_index[a.index()] {
            b = idom[b.index()].expect("processed blocks have an idom");
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{BlockCall, FunctionKind};
    use crate::opcode::Opcode;
    use crate::types::Type;

    /// A function whose CFG has the given edges (block i branches to each listed successor).
    pub(crate) fn cfg(succs: &[Vec<usize>]) -> Function {
        let mut f = Function::new("f", FunctionKind::Kernel);
        let blocks: Vec<Block> = succs.iter().map(|_| f.add_block()).collect();
        for (i, targets) in succs.iter().enumerate() {
            let op = match targets.len() {
                0 => f.append_op(blocks[i], Opcode::Ret, vec![], &[]),
                1 => f.append_op(blocks[i], Opcode::Br, vec![], &[]),
                _ => {
                    let c = f.append_op(blocks[i], Opcode::Undef, vec![], &[Type::I32]);
                    let v = f.result(c);
                    let op = f.append_op(blocks[i], Opcode::Switch, vec![v], &[]);
                    let cases = (1..targets.len() as i128).collect();
                    f.op_mut(op).set_attr("cases", crate::ir::Attr::Ints(cases));
                    op
                }
            };
            for &t in targets {
                f.op_mut(op).successors.push(BlockCall {
                    block: blocks[t],
                    args: vec![],
                });
            }
        }
        f
    }

    /// Dominance by definition: `a` dominates `b` iff `b` is unreachable from the entry once
    /// `a` is removed (or a == b).
    fn dominates_brute(f: &Function, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let mut seen = vec![false; f.blocks.len()];
        let mut stack = vec![f.entry()];
        while let Some(x) = stack.pop() {
            if x == a || seen[x.index()] {
                continue;
            }
            seen[x.index()] = true;
            stack.extend(f.successors(x));
        }
        !seen[b.index()]
    }

    #[test]
    fn matches_the_definition_on_random_cfgs() {
        let mut state = 0x2545F4914F6CDD1Du64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for _ in 0..300 {
            let n = 1 + next(12) as usize;
            let succs: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..next(3)).map(|_| next(n as u64) as usize).collect())
                .collect();
            let f = cfg(&succs);
            let dt = DomTree::compute(&f);
            for a in f.block_ids() {
                for b in f.block_ids() {
                    let expected = !dt.is_reachable(b) || dominates_brute(&f, a, b);
                    assert_eq!(dt.dominates(a, b), expected, "{succs:?}: {a} dom {b}");
                }
            }
        }
    }

    #[test]
    fn diamond() {
        let f = cfg(&[vec![1, 2], vec![3], vec![3], vec![]]);
        let dt = DomTree::compute(&f);
        assert_eq!(dt.idom(Block(3)), Some(Block(0)));
        assert_eq!(dt.idom(Block(1)), Some(Block(0)));
        assert!(!dt.dominates(Block(1), Block(3)));
    }
}
