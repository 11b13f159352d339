//! The post-dominator tree, with LLVM's treatment of several exits and of infinite loops.
//!
//! The tree hangs below a virtual exit whose children are the *roots*: every block without
//! successors (`ret`, `unreachable`), plus, as in LLVM's `PostDominatorTree`, one extra root
//! for every region that reaches no exit (an infinite loop): a block of a terminal strongly
//! connected component of what is left. With those roots every block reaches the virtual exit
//! and post-dominance is well defined: `a` post-dominates `b` iff every path from `b` to the
//! virtual exit passes through `a`.
//!
//! Computed with Cooper, Harvey and Kennedy's iterative algorithm on the reverse CFG.

use crate::ir::{Block, Function};

#[derive(Clone, Debug)]
pub struct PostDomTree {
    /// Immediate post-dominator; `None` for roots (their parent is the virtual exit).
    ipdom: Vec<Option<Block>>,
    roots: Vec<Block>,
    /// Position in reverse postorder of the reverse CFG from the virtual exit (virtual = 0).
    order: Vec<usize>,
}

const VIRTUAL: usize = usize::MAX;

impl PostDomTree {
    pub fn compute(func: &Function) -> PostDomTree {
        let succs: Vec<Vec<Block>> = func.block_ids().map(|b| func.successors(b)).collect();
        Self::compute_from(&succs)
    }

    /// Post-dominators of the graph with these successor lists.
    pub fn compute_from(succs: &[Vec<Block>]) -> PostDomTree {
        let n = succs.len();
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for s in ss {
                preds[s.index()].push(Block(b as u32));
            }
        }
        // Roots: exits, then one block per terminal SCC of the blocks reaching no root.
        let mut roots: Vec<Block> = (0..n)
            .filter(|&b| succs[b].is_empty())
            .map(|b| Block(b as u32))
            .collect();
        let mut reaches = vec![false; n];
        let mark = |start: &[Block], reaches: &mut Vec<bool>| {
            let mut st: Vec<Block> = start.iter().copied().filter(|b| !reaches[b.index()]).collect();
            for b in &st {
                reaches[b.index()] = true;
            }
            while let Some(b) = st.pop() {
                for &p in &preds[b.index()] {
                    if !reaches[p.index()] {
                        reaches[p.index()] = true;
                        st.push(p);
                    }
                }
            }
        };
        mark(&roots, &mut reaches);
        if reaches.iter().any(|r| !r) {
            // Tarjan's SCCs over the remaining blocks (iteratively); an SCC is terminal if no
            // edge leaves it to a block that does not reach an exit either.
            let scc = sccs(n, succs, &reaches);
            let mut terminal = vec![true; n];
            for b in 0..n {
                if reaches[b] {
                    continue;
                }
                for s in &succs[b] {
                    if !reaches[s.index()] && scc[s.index()] != scc[b] {
                        terminal[scc[b]] = false;
                    }
                }
            }
            let mut seen = vec![false; n];
            for b in 0..n {
                if !reaches[b] && terminal[scc[b]] && !seen[scc[b]] {
                    seen[scc[b]] = true;
                    roots.push(Block(b as u32));
                }
            }
            let extra: Vec<Block> = roots.clone();
            mark(&extra, &mut reaches);
        }
        // Reverse postorder of the reverse graph from the virtual exit.
        let mut is_root = vec![false; n];
        for r in &roots {
            is_root[r.index()] = true;
        }
        let mut post: Vec<Block> = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        for &r in &roots {
            if visited[r.index()] {
                continue;
            }
            visited[r.index()] = true;
            let mut stack: Vec<(Block, usize)> = vec![(r, 0)];
            while let Some((b, i)) = stack.last_mut() {
                let b = *b;
                if let Some(&p) = preds[b.index()].get(*i) {
                    *i += 1;
                    if !visited[p.index()] {
                        visited[p.index()] = true;
                        stack.push((p, 0));
                    }
                } else {
                    post.push(b);
                    stack.pop();
                }
            }
        }
        post.reverse();
        let mut order = vec![0usize; n];
        for (i, b) in post.iter().enumerate() {
            order[b.index()] = i + 1;
        }
        // idom over the reverse graph; VIRTUAL stands for the virtual exit.
        let mut idom: Vec<Option<usize>> = vec![None; n];
        for r in &roots {
            idom[r.index()] = Some(VIRTUAL);
        }
        let pos = |x: usize, order: &Vec<usize>| if x == VIRTUAL { 0 } else { order[x] };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &post {
                if is_root[b.index()] {
                    continue;
                }
                let mut new: Option<usize> = None;
                for s in &succs[b.index()] {
                    if idom[s.index()].is_none() {
                        continue;
                    }
                    new = Some(match new {
                        None => s.index(),
                        Some(cur) => {
                            let (mut x, mut y) = (s.index(), cur);
                            while x != y {
                                while pos(x, &order) > pos(y, &order) {
                                    x = idom[x].unwrap();
                                }
                                while pos(y, &order) > pos(x, &order) {
                                    y = idom[y].unwrap();
                                }
                            }
                            x
                        }
                    });
                }
                if new != idom[b.index()] {
                    idom[b.index()] = new;
                    changed = true;
                }
            }
        }
        let ipdom = idom
            .iter()
            .map(|d| match d {
                Some(x) if *x != VIRTUAL => Some(Block(*x as u32)),
                _ => None,
            })
            .collect();
        PostDomTree { ipdom, roots, order }
    }

    /// Blocks whose post-dominator parent is the virtual exit.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    /// The immediate post-dominator (`None` for roots).
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        self.ipdom[b.index()]
    }

    /// Does `a` post-dominate `b`? (Every block post-dominates itself.)
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            if self.order[cur.index()] < self.order[a.index()] {
                return false;
            }
            match self.ipdom(cur) {
                Some(up) => cur = up,
                None => return false,
            }
        }
    }

    /// The nearest common post-dominator (`None` if only the virtual exit is common).
    pub fn nearest_common(&self, a: Block, b: Block) -> Option<Block> {
        let (mut x, mut y) = (a, b);
        while x != y {
            if self.order[x.index()] > self.order[y.index()] {
                x = self.ipdom(x)?;
            } else {
                y = self.ipdom(y)?;
            }
        }
        Some(x)
    }
}

/// Strongly connected components of the blocks with `skip[b] == false`; returns a component
/// index per block (blocks skipped get `usize::MAX`).
fn sccs(n: usize, succs: &[Vec<Block>], skip: &[bool]) -> Vec<usize> {
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0usize; n];
    let mut on_stack = vec![false; n];
    let mut comp = vec![usize::MAX; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut counter = 0usize;
    let mut ncomp = 0usize;
    for start in 0..n {
        if skip[start] || index[start] != usize::MAX {
            continue;
        }
        let mut call: Vec<(usize, usize)> = vec![(start, 0)];
        index[start] = counter;
        low[start] = counter;
        counter += 1;
        stack.push(start);
        on_stack[start] = true;
        while let Some(&mut (v, ref mut i)) = call.last_mut() {
            if let Some(w) = succs[v].get(*i).map(|b| b.index()) {
                *i += 1;
                if skip[w] {
                    continue;
                }
                if index[w] == usize::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    call.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
            } else {
                call.pop();
                if let Some(&(u, _)) = call.last() {
                    low[u] = low[u].min(low[v]);
                }
                if low[v] == index[v] {
                    loop {
                        let w = stack.pop().unwrap();
                        on_stack[w] = false;
                        comp[w] = ncomp;
                        if w == v {
                            break;
                        }
                    }
                    ncomp += 1;
                }
            }
        }
    }
    comp
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blocks(succs: &[Vec<usize>]) -> Vec<Vec<Block>> {
        succs
            .iter()
            .map(|v| v.iter().map(|&x| Block(x as u32)).collect())
            .collect()
    }

    #[test]
    fn diamond() {
        let t = PostDomTree::compute_from(&blocks(&[vec![1, 2], vec![3], vec![3], vec![]]));
        assert_eq!(t.ipdom(Block(0)), Some(Block(3)));
        assert_eq!(t.ipdom(Block(1)), Some(Block(3)));
        assert_eq!(t.roots(), &[Block(3)]);
    }

    #[test]
    fn two_exits_and_infinite_loop() {
        // 0 -> 1, 2; 1 -> ret; 2 -> 3; 3 -> 2 (infinite loop)
        let t = PostDomTree::compute_from(&blocks(&[vec![1, 2], vec![], vec![3], vec![2]]));
        assert_eq!(t.roots().len(), 2);
        assert_eq!(t.ipdom(Block(0)), None);
        assert!(t.post_dominates(Block(2), Block(3)) || t.post_dominates(Block(3), Block(2)));
    }

    /// Brute force: `a` post-dominates `b` iff with `a` removed, `b` reaches no root.
    #[test]
    fn random_graphs_brute_force() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut rnd = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for _ in 0..500 {
            let n = 1 + rnd(10) as usize;
            let succs: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..rnd(3)).map(|_| rnd(n as u64) as usize).collect())
                .collect();
            let s = blocks(&succs);
            let t = PostDomTree::compute_from(&s);
            let is_root: Vec<bool> = (0..n).map(|b| t.roots().contains(&Block(b as u32))).collect();
            // Every block reaches a root.
            for a in 0..n {
                for b in 0..n {
                    let expect = a == b || {
                        let mut seen = vec![false; n];
                        let mut st = vec![b];
                        seen[b] = true;
                        let mut reaches = false;
                        while let Some(x) = st.pop() {
                            if is_root[x] {
                                reaches = true;
                                break;
                            }
                            for &y in &succs[x] {
                                if y != a && !seen[y] {
                                    seen[y] = true;
                                    st.push(y);
                                }
                            }
                        }
                        !reaches
                    };
                    assert_eq!(
                        t.post_dominates(Block(a as u32), Block(b as u32)),
                        expect,
                        "{succs:?} {a} pdom {b}"
                    );
                }
            }
        }
    }
}
