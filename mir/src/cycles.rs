//! Cycle info with the meaning of LLVM's GenericCycleInfo (`llvm/ADT/GenericCycleImpl.h`).
//!
//! A *cycle* is a maximal strongly connected region found by one depth-first search from the
//! entry: its *header* is the first block of the region the DFS reaches; the blocks of the
//! region that have predecessors outside it are its *entries* (a reducible cycle has exactly
//! one, the header). Nested cycles are found inside each cycle minus its header, so every
//! irreducible region gets a hierarchy that depends on the DFS, exactly as in LLVM 22.
//!
//! The computation mirrors LLVM 22 step by step — the DFS visits successors in reverse order
//! (LLVM pushes all successors and pops the last one first), predecessors are visited in the
//! order of an LLVM IR block's use list (the reverse of the textual order of the branches that
//! name the block), top-level cycles are removed from their list by swapping in the last one
//! — so that the headers chosen and the order of blocks and cycles printed by
//! [`print_llvm`] are exactly what `opt -passes='print<cycles>'` prints.

use crate::ir::{Block, Function};
use crate::source::IrFunctionMap;

/// Index of a cycle in [`CycleInfo::cycles`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CycleId(pub u32);

impl CycleId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug)]
pub struct Cycle {
    /// Entry blocks; `entries[0]` is the header.
    pub entries: Vec<Block>,
    /// Every block of the cycle (nested cycles' blocks included), in LLVM's storage order;
    /// the header comes first.
    pub blocks: Vec<Block>,
    pub parent: Option<CycleId>,
    pub children: Vec<CycleId>,
    /// 1 for top-level cycles.
    pub depth: u32,
}

impl Cycle {
    pub fn header(&self) -> Block {
        self.entries[0]
    }

    pub fn is_reducible(&self) -> bool {
        self.entries.len() == 1
    }

    pub fn is_entry(&self, b: Block) -> bool {
        self.entries.contains(&b)
    }
}

/// The cycle hierarchy of a function.
#[derive(Clone, Debug, Default)]
pub struct CycleInfo {
    pub cycles: Vec<Cycle>,
    /// Top-level cycles in LLVM's order.
    pub top_level: Vec<CycleId>,
    /// Innermost cycle of each block.
    innermost: Vec<Option<CycleId>>,
    /// Preorder interval of each cycle in the cycle tree, for O(1) containment.
    pre: Vec<u32>,
    last: Vec<u32>,
    /// Exit blocks of each cycle (computed lazily would need interior mutability; computed
    /// once here, in LLVM's order).
    exits: Vec<Vec<Block>>,
}

#[derive(Clone, Copy, Default)]
struct DfsInfo {
    start: u32,
    end: u32,
}

impl DfsInfo {
    fn is_ancestor_of(self, other: DfsInfo) -> bool {
        self.start <= other.start && other.end <= self.end
    }
}

/// A CFG in compact form: successors in terminator order (with repeats, as LLVM's
/// `successors()`), predecessors once per edge in the order LLVM's `predecessors(BB)` yields
/// them for IR parsed from text — a block's use list lists the newest use first, so the branch
/// written last comes first.
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    succ_start: Vec<u32>,
    succ: Vec<Block>,
    pred_start: Vec<u32>,
    pred: Vec<Block>,
}

impl Cfg {
    /// The CFG of `func`, without allocating per block.
    pub fn of(func: &Function) -> Cfg {
        let n = func.blocks.len();
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ = Vec::new();
        for b in func.block_ids() {
            succ_start.push(succ.len() as u32);
            if let Some(t) = func.terminator(b) {
                succ.extend(func.op(t).successors.iter().map(|s| s.block));
            }
        }
        succ_start.push(succ.len() as u32);
        Self::with_llvm_preds(succ_start, succ)
    }

    /// From successor lists; predecessors in LLVM's order.
    pub fn from_succs(succs: &[Vec<Block>]) -> Cfg {
        let mut succ_start = Vec::with_capacity(succs.len() + 1);
        let mut succ = Vec::new();
        for s in succs {
            succ_start.push(succ.len() as u32);
            succ.extend_from_slice(s);
        }
        succ_start.push(succ.len() as u32);
        Self::with_llvm_preds(succ_start, succ)
    }

    /// From successor and predecessor lists taken as they are.
    pub fn from_lists(succs: &[Vec<Block>], preds: &[Vec<Block>]) -> Cfg {
        let flat = |l: &[Vec<Block>]| {
            let mut start = Vec::with_capacity(l.len() + 1);
            let mut all = Vec::new();
            for s in l {
                start.push(all.len() as u32);
                all.extend_from_slice(s);
            }
            start.push(all.len() as u32);
            (start, all)
        };
        let (succ_start, succ) = flat(succs);
        let (pred_start, pred) = flat(preds);
        Cfg {
            succ_start,
            succ,
            pred_start,
            pred,
        }
    }

    fn with_llvm_preds(succ_start: Vec<u32>, succ: Vec<Block>) -> Cfg {
        let n = succ_start.len() - 1;
        let mut count = vec![0u32; n + 1];
        for s in &succ {
            count[s.index()] += 1;
        }
        let mut pred_start = Vec::with_capacity(n + 1);
        let mut acc = 0u32;
        for c in &count[..n] {
            pred_start.push(acc);
            acc += c;
        }
        pred_start.push(acc);
        let mut fill: Vec<u32> = pred_start[..n].to_vec();
        let mut pred = vec![Block(0); succ.len()];
        // Reverse block order: the branch written last comes first.
        for b in (0..n).rev() {
            for s in &succ[succ_start[b] as usize..succ_start[b + 1] as usize] {
                pred[fill[s.index()] as usize] = Block(b as u32);
                fill[s.index()] += 1;
            }
        }
        Cfg {
            succ_start,
            succ,
            pred_start,
            pred,
        }
    }

    pub fn len(&self) -> usize {
        self.succ_start.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succ[self.succ_start[b.index()] as usize..self.succ_start[b.index() + 1] as usize]
    }

    pub fn preds(&self, b: Block) -> &[Block] {
        &self.pred[self.pred_start[b.index()] as usize..self.pred_start[b.index() + 1] as usize]
    }
}

/// Predecessors in LLVM's order (see [`Cfg`]).
pub fn llvm_predecessors(func: &Function) -> Vec<Vec<Block>> {
    let cfg = Cfg::of(func);
    func.block_ids().map(|b| cfg.preds(b).to_vec()).collect()
}

impl CycleInfo {
    pub fn compute(func: &Function) -> CycleInfo {
        Self::compute_cfg(&Cfg::of(func))
    }

    /// Cycle info of the graph with these successor and predecessor lists (block 0 = entry).
    pub fn compute_from(n: usize, succs: &[Vec<Block>], preds: &[Vec<Block>]) -> CycleInfo {
        debug_assert_eq!(succs.len(), n);
        Self::compute_cfg(&Cfg::from_lists(succs, preds))
    }

    /// Cycle info of a CFG (block 0 = entry).
    pub fn compute_cfg(cfg: &Cfg) -> CycleInfo {
        let n = cfg.len();
        let mut info = CycleInfo {
            innermost: vec![None; n],
            ..Default::default()
        };
        if n == 0 {
            return info;
        }
        // Depth-first search exactly as LLVM's GenericCycleInfoCompute::dfs.
        let mut dfs = vec![DfsInfo::default(); n];
        let mut preorder: Vec<Block> = Vec::with_capacity(n);
        let mut tree_stack: Vec<usize> = Vec::new();
        let mut stack: Vec<Block> = vec![Block(0)];
        let mut counter = 0u32;
        while let Some(&block) = stack.last() {
            let d = &mut dfs[block.index()];
            if d.start == 0 {
                counter += 1;
                d.start = counter;
                tree_stack.push(stack.len());
                stack.extend_from_slice(cfg.succs(block));
                preorder.push(block);
            } else {
                if tree_stack.last() == Some(&stack.len()) {
                    dfs[block.index()].end = counter;
                    tree_stack.pop();
                }
                stack.pop();
            }
        }

        // Union-find over cycles giving each one's current top-level ancestor.
        let mut uf: Vec<u32> = Vec::new();
        fn find(uf: &mut [u32], mut c: u32) -> u32 {
            let mut root = c;
            while uf[root as usize] != root {
                root = uf[root as usize];
            }
            while uf[c as usize] != root {
                let next = uf[c as usize];
                uf[c as usize] = root;
                c = next;
            }
            root
        }
        let mut in_blocks_of_new: Vec<bool> = vec![false; n];
        let mut worklist: Vec<Block> = Vec::new();
        for &header in preorder.iter().rev() {
            let hinfo = dfs[header.index()];
            for &p in cfg.preds(header) {
                if hinfo.is_ancestor_of(dfs[p.index()]) {
                    worklist.push(p);
                }
            }
            if worklist.is_empty() {
                continue;
            }
            let new = CycleId(info.cycles.len() as u32);
            info.cycles.push(Cycle {
                entries: vec![header],
                blocks: vec![header],
                parent: None,
                children: Vec::new(),
                depth: 0,
            });
            uf.push(new.0);
            in_blocks_of_new[header.index()] = true;
            info.innermost[header.index()] = Some(new);

            let process_preds = |b: Block, worklist: &mut Vec<Block>, cycle: &mut Cycle| {
                let mut is_entry = false;
                for &p in cfg.preds(b) {
                    let pi = dfs[p.index()];
                    if hinfo.is_ancestor_of(pi) {
                        worklist.push(p);
                    } else if pi.start == 0 {
                        // Unreachable predecessor: ignored.
                    } else {
                        is_entry = true;
                    }
                }
                if is_entry {
                    cycle.entries.push(b);
                }
            };

            while let Some(block) = worklist.pop() {
                if block == header {
                    continue;
                }
                let top = info.innermost[block.index()].map(|c| CycleId(find(&mut uf, c.0)));
                match top {
                    Some(child) if child != new => {
                        // Move the top-level cycle `child` under `new` (LLVM swaps the last
                        // top-level cycle into its place).
                        let pos = info.top_level.iter().position(|&c| c == child).expect("top-level");
                        info.top_level.swap_remove(pos);
                        info.cycles[child.index()].parent = Some(new);
                        uf[child.index()] = new.0;
                        let (child_blocks, child_entries) = {
                            let c = &info.cycles[child.index()];
                            (c.blocks.clone(), c.entries.clone())
                        };
                        let nc = &mut info.cycles[new.index()];
                        nc.children.push(child);
                        for b in child_blocks {
                            if !in_blocks_of_new[b.index()] {
                                in_blocks_of_new[b.index()] = true;
                                nc.blocks.push(b);
                            }
                        }
                        for e in child_entries {
                            process_preds(e, &mut worklist, &mut info.cycles[new.index()]);
                        }
                    }
                    Some(_) => {}
                    None => {
                        info.innermost[block.index()] = Some(new);
                        in_blocks_of_new[block.index()] = true;
                        info.cycles[new.index()].blocks.push(block);
                        process_preds(block, &mut worklist, &mut info.cycles[new.index()]);
                    }
                }
            }
            for &b in &info.cycles[new.index()].blocks {
                in_blocks_of_new[b.index()] = false;
            }
            info.top_level.push(new);
        }

        // Depths, preorder intervals and exits.
        let nc = info.cycles.len();
        info.pre = vec![0; nc];
        info.last = vec![0; nc];
        let mut counter = 0u32;
        let mut stack: Vec<(CycleId, usize)> = Vec::new();
        for &t in &info.top_level.clone() {
            info.cycles[t.index()].depth = 1;
            info.pre[t.index()] = counter;
            counter += 1;
            stack.push((t, 0));
            while let Some((c, i)) = stack.last_mut() {
                let c = *c;
                if let Some(&child) = info.cycles[c.index()].children.get(*i) {
                    *i += 1;
                    info.cycles[child.index()].depth = info.cycles[c.index()].depth + 1;
                    info.pre[child.index()] = counter;
                    counter += 1;
                    stack.push((child, 0));
                } else {
                    info.last[c.index()] = counter - 1;
                    stack.pop();
                }
            }
        }
        info.exits = (0..nc)
            .map(|c| {
                let mut exits = Vec::new();
                for &b in &info.cycles[c].blocks {
                    for &s in cfg.succs(b) {
                        if !info.contains(CycleId(c as u32), s) && !exits.contains(&s) {
                            exits.push(s);
                        }
                    }
                }
                exits
            })
            .collect();
        info
    }

    pub fn cycle(&self, c: CycleId) -> &Cycle {
        &self.cycles[c.index()]
    }

    /// The innermost cycle containing `b`.
    pub fn innermost(&self, b: Block) -> Option<CycleId> {
        self.innermost[b.index()]
    }

    /// Cycle nesting depth of `b` (0 outside every cycle).
    pub fn depth_of(&self, b: Block) -> u32 {
        self.innermost(b).map_or(0, |c| self.cycles[c.index()].depth)
    }

    pub fn parent(&self, c: CycleId) -> Option<CycleId> {
        self.cycles[c.index()].parent
    }

    /// Is `inner` equal to `outer` or nested in it?
    pub fn cycle_contains(&self, outer: CycleId, inner: CycleId) -> bool {
        let p = self.pre[inner.index()];
        self.pre[outer.index()] <= p && p <= self.last[outer.index()]
    }

    pub fn contains(&self, c: CycleId, b: Block) -> bool {
        match self.innermost[b.index()] {
            Some(i) => self.cycle_contains(c, i),
            None => false,
        }
    }

    /// Blocks outside the cycle with a predecessor inside it, in LLVM's order.
    pub fn exit_blocks(&self, c: CycleId) -> &[Block] {
        &self.exits[c.index()]
    }

    /// The smallest cycle containing both blocks.
    pub fn smallest_common(&self, a: Block, b: Block) -> Option<CycleId> {
        let (mut x, mut y) = (self.innermost(a)?, self.innermost(b)?);
        while self.cycles[x.index()].depth > self.cycles[y.index()].depth {
            x = self.parent(x)?;
        }
        while self.cycles[y.index()].depth > self.cycles[x.index()].depth {
            y = self.parent(y)?;
        }
        while x != y {
            x = self.parent(x)?;
            y = self.parent(y)?;
        }
        Some(x)
    }

    /// Cycles in LLVM's print order: each top-level cycle, then its children depth-first.
    pub fn preorder(&self) -> Vec<CycleId> {
        let mut out = Vec::with_capacity(self.cycles.len());
        for &t in &self.top_level {
            let mut stack = vec![t];
            while let Some(c) = stack.pop() {
                out.push(c);
                stack.extend(self.cycles[c.index()].children.iter().rev());
            }
        }
        out
    }

    /// `depth=D: entries(A B) C D`, with `name` giving each block's label.
    pub fn format_cycle(&self, c: CycleId, name: &dyn Fn(Block) -> String) -> String {
        let cy = &self.cycles[c.index()];
        let mut s = format!("depth={}: entries(", cy.depth);
        for (i, e) in cy.entries.iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            s.push_str(&name(*e));
        }
        s.push(')');
        for &b in &cy.blocks {
            if !cy.is_entry(b) {
                s.push(' ');
                s.push_str(&name(b));
            }
        }
        s
    }

    /// The body of `print<cycles>` (without the function line).
    pub fn print_with(&self, name: &dyn Fn(Block) -> String) -> String {
        let mut out = String::new();
        for c in self.preorder() {
            for _ in 0..self.cycles[c.index()].depth {
                out.push_str("    ");
            }
            out.push_str(&self.format_cycle(c, name));
            out.push('\n');
        }
        out
    }
}

/// The label LLVM prints for MIR block `b`: the IR block's name or slot number.
pub fn block_label(func: &Function, map: &IrFunctionMap, b: Block) -> String {
    if let Some(ir) = map.blocks.get(b.index()) {
        return ir.label.clone();
    }
    match &func.block(b).name {
        Some(n) => n.clone(),
        None => b.index().to_string(),
    }
}

/// The function's cycles in the format of `opt -passes='print<cycles>'`.
pub fn print_llvm(func: &Function, map: &IrFunctionMap) -> String {
    let info = CycleInfo::compute(func);
    let mut out = format!("CycleInfo for function: {}\n", func.name);
    out.push_str(&info.print_with(&|b| block_label(func, map, b)));
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Graph from successor lists.
    pub(crate) fn graph(succs: &[Vec<usize>]) -> (Vec<Vec<Block>>, Vec<Vec<Block>>) {
        let s: Vec<Vec<Block>> = succs
            .iter()
            .map(|v| v.iter().map(|&x| Block(x as u32)).collect())
            .collect();
        let mut p = vec![Vec::new(); succs.len()];
        for (i, v) in succs.iter().enumerate() {
            for &x in v {
                p[x].push(Block(i as u32));
            }
        }
        for l in &mut p {
            l.reverse();
        }
        (s, p)
    }

    fn names(b: Block) -> String {
        format!("b{}", b.0)
    }

    fn print(succs: &[Vec<usize>]) -> String {
        let (s, p) = graph(succs);
        CycleInfo::compute_from(succs.len(), &s, &p).print_with(&names)
    }

    #[test]
    fn natural_loop() {
        // 0 -> 1 -> 2 -> 1, 2 -> 3
        assert_eq!(
            print(&[vec![1], vec![2], vec![1, 3], vec![]]),
            "    depth=1: entries(b1) b2\n"
        );
    }

    #[test]
    fn self_loop_and_nesting() {
        // 0 -> 1; 1 -> 2; 2 -> 2, 3; 3 -> 1, 4
        let out = print(&[vec![1], vec![2], vec![2, 3], vec![1, 4], vec![]]);
        // What opt-22 prints for the same CFG (the inner cycle's blocks are appended when found).
        assert_eq!(out, "    depth=1: entries(b1) b3 b2\n        depth=2: entries(b2)\n");
    }

    #[test]
    fn irreducible_two_entries() {
        // 0 -> 1, 2; 1 -> 2; 2 -> 1, 3
        let (s, p) = graph(&[vec![1, 2], vec![2], vec![1, 3], vec![]]);
        let info = CycleInfo::compute_from(4, &s, &p);
        assert_eq!(info.cycles.len(), 1);
        let c = &info.cycles[0];
        assert_eq!(c.entries.len(), 2);
        assert!(!c.is_reducible());
        // The DFS visits the last successor first, so block 2 is the header.
        assert_eq!(c.header(), Block(2));
        assert_eq!(info.exit_blocks(CycleId(0)), &[Block(3)]);
    }

    #[test]
    fn unreachable_blocks_are_in_no_cycle() {
        // 0 -> 1 (ret); 2 <-> 3 unreachable
        let (s, p) = graph(&[vec![1], vec![], vec![3], vec![2]]);
        let info = CycleInfo::compute_from(4, &s, &p);
        assert!(info.cycles.is_empty());
    }

    /// Brute-force checks on random graphs: every block of a cycle reaches every other inside
    /// the cycle, headers are entries, entries are exactly blocks with an outside reachable
    /// predecessor, and a block is in some cycle iff it lies on a closed path.
    #[test]
    fn random_graphs_brute_force() {
        let mut seed = 0x1234_5678_9abc_def0u64;
        let mut rnd = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for _ in 0..400 {
            let n = 2 + rnd(12) as usize;
            let succs: Vec<Vec<usize>> = (0..n)
                .map(|_| (0..rnd(3)).map(|_| rnd(n as u64) as usize).collect())
                .collect();
            let (s, p) = graph(&succs);
            let info = CycleInfo::compute_from(n, &s, &p);
            // reach[a][b]: a path of length >= 1 from a to b.
            let mut reach = vec![vec![false; n]; n];
            for a in 0..n {
                let mut st: Vec<usize> = succs[a].clone();
                while let Some(x) = st.pop() {
                    if !reach[a][x] {
                        reach[a][x] = true;
                        st.extend(succs[x].iter().copied());
                    }
                }
            }
            let reachable: Vec<bool> = (0..n).map(|b| b == 0 || reach[0][b]).collect();
            for b in 0..n {
                let on_cycle = reachable[b] && reach[b][b];
                assert_eq!(
                    info.innermost(Block(b as u32)).is_some(),
                    on_cycle,
                    "{succs:?} block {b}"
                );
            }
            for (ci, c) in info.cycles.iter().enumerate() {
                let set: Vec<bool> = (0..n)
                    .map(|b| info.contains(CycleId(ci as u32), Block(b as u32)))
                    .collect();
                assert_eq!(set.iter().filter(|x| **x).count(), c.blocks.len());
                for &e in &c.entries {
                    let outside = p[e.index()].iter().any(|q| !set[q.index()] && reachable[q.index()]);
                    assert!(outside || e.index() == 0, "{succs:?}");
                }
                for &b in &c.blocks {
                    if !c.is_entry(b) {
                        assert!(!p[b.index()].iter().any(|q| !set[q.index()] && reachable[q.index()]));
                    }
                }
            }
        }
    }
}
