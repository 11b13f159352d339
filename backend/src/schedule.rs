//! The wave schedule behind linearization: in which order a wave runs the blocks of a
//! function when its lanes disagree about where to go.
//!
//! Every block gets a *slot*, and a lane that takes a CFG edge waits in the slot of the edge's
//! target; the wave always runs the lowest slot that has waiting lanes, with exactly those lanes
//! active (its exec mask). Slots follow a loop-contiguous topological order of the CFG: each
//! cycle's blocks are consecutive and after whatever leads into the cycle, so
//!
//! - lanes that split at a divergent branch meet again at the first block both sides reach
//!   (they wait there until the other side has run), and
//! - an edge back into a cycle (a retreating edge) does not lead to the target's own slot but
//!   to a *continue slot* placed after all of the cycle's blocks: a new iteration starts only
//!   when every lane of the current one has finished it or left the cycle, and lanes that left
//!   wait after the cycle until no lane iterates any more.
//!
//! That is maximal convergence (threads reconverge as early as the CFG allows, iterations
//! stay together), which is what the uniformity analysis assumes when it calls a value
//! uniform, so scalar registers hold one correct value per wave.
//!
//! A uniform branch sends all active lanes the same way, so the lowest waiting slot after it
//! is often its target: then no mask needs to change and the branch stays a scalar branch.
//!
//! Convergence tokens (ConvergentOperations) mostly ask for what this order does anyway:
//! `convergence.entry` (after inlining: the call site's token) and loop hearts keep the
//! threads of a call or an iteration together. Two choices are kcc's:
//! - an anchor's threads are those the wave runs together when it reaches the anchor
//!   (maximal convergence at that point; the semantics leave it to the implementation);
//! - a convergent op after a cycle whose token comes from inside it must run once per
//!   iteration with the threads that leave in it: when the op's block is an exit of the cycle
//!   entered only from it, the block is scheduled inside the cycle's iteration (before the
//!   continue slots); other such ops are reported as unsupported by the code generator.

use mir::cycles::{CycleId, CycleInfo};
use mir::interp::Reconvergence;
use mir::{Block, Function};
use std::collections::HashMap;

/// What runs when a slot is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A block entered along a forward edge (or the function's entry).
    Block(Block),
    /// A block entered along a retreating edge of `cycle`: the next iteration.
    Continue { block: Block, cycle: CycleId },
}

impl Slot {
    pub fn block(self) -> Block {
        match self {
            Slot::Block(b) | Slot::Continue { block: b, .. } => b,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Schedule {
    /// Slots in priority order.
    pub slots: Vec<Slot>,
    /// Position of each block's own slot in the block order (before continue slots are added).
    position: Vec<usize>,
    slot_of_block: Vec<usize>,
    slot_of_continue: HashMap<(Block, CycleId), usize>,
    cycles: CycleInfo,
    /// For each block, the slots that may hold waiting lanes when it ends, in priority order.
    next: Vec<Vec<usize>>,
    /// For each block, the slots that may hold waiting lanes while it runs.
    waiting_during: Vec<Vec<usize>>,
    /// Token uses after a cycle that are not in one of its exit blocks.
    pub unsupported: UnsupportedTokenUses,
}

impl Schedule {
    pub fn compute(f: &Function) -> Schedule {
        let cycles = CycleInfo::compute(f);
        let mut unsupported = UnsupportedTokenUses::default();
        let token_exits = token_exits(f, &cycles, &mut unsupported);
        let mut layout = Layout { order: Vec::with_capacity(f.blocks.len()), placed: vec![false; f.blocks.len()], cycle_end: HashMap::new(), token_exits };
        order_region(f, &cycles, None, &mut layout);
        let Layout { mut order, cycle_end, .. } = layout;
        // Blocks unreachable from the entry never run; they still get slots, at the end.
        let mut placed = vec![false; f.blocks.len()];
        for b in &order {
            placed[b.index()] = true;
        }
        order.extend(f.block_ids().filter(|b| !placed[b.index()]));
        let mut position = vec![0; f.blocks.len()];
        for (i, b) in order.iter().enumerate() {
            position[b.index()] = i;
        }
        // Continue slots: one per (target, cycle) of each retreating edge.
        let mut continues: Vec<(usize, Block, CycleId)> = Vec::new();
        for x in f.block_ids() {
            for y in f.successors(x) {
                if position[y.index()] <= position[x.index()] {
                    if let Some(c) = cycles.smallest_common(x, y) {
                        if !continues.iter().any(|&(_, b, cc)| b == y && cc == c) {
                            continues.push((cycle_end[&c], y, c));
                        }
                    }
                }
            }
        }
        // Inner cycles end first; at one end position, keep the order deterministic.
        continues.sort_by_key(|&(end, b, c)| (end, std::cmp::Reverse(cycles.cycle(c).depth), position[b.index()]));
        let mut slots = Vec::with_capacity(order.len() + continues.len());
        let mut next_continue = 0;
        for (i, &b) in order.iter().enumerate() {
            slots.push(Slot::Block(b));
            while next_continue < continues.len() && continues[next_continue].0 == i {
                let (_, block, cycle) = continues[next_continue];
                slots.push(Slot::Continue { block, cycle });
                next_continue += 1;
            }
        }
        let mut slot_of_block = vec![0; f.blocks.len()];
        let mut slot_of_continue = HashMap::new();
        for (i, s) in slots.iter().enumerate() {
            match *s {
                Slot::Block(b) => slot_of_block[b.index()] = i,
                Slot::Continue { block, cycle } => {
                    slot_of_continue.insert((block, cycle), i);
                }
            }
        }
        let mut schedule = Schedule { slots, position, slot_of_block, slot_of_continue, cycles, next: Vec::new(), waiting_during: Vec::new(), unsupported };
        (schedule.next, schedule.waiting_during) = schedule.waiting_after(f);
        schedule
    }

    /// Which slots can hold waiting lanes when each block ends (a forward dataflow over the
    /// wave's possible paths). When the wave picks slot `c`, every slot before `c` is empty, so
    /// a slot can be waiting on entry to `c` only if it comes after `c`:
    ///
    /// - `waiting_in(c)` = ∪ over blocks `b` that can pick `c`: `{x in after(b), x > c}`
    /// - `after(b)` = `waiting_in(b's slots)` ∪ the slots of `b`'s edges.
    fn waiting_after(&self, f: &Function) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        use std::collections::BTreeSet;
        let n = self.slots.len();
        let mut waiting_in: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
        let edge_slots: Vec<BTreeSet<usize>> = f.block_ids().map(|b| f.successors(b).into_iter().map(|t| self.edge_slot(b, t)).collect()).collect();
        let mut after: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); f.blocks.len()];
        let mut changed = true;
        while changed {
            changed = false;
            for b in f.block_ids() {
                let mut out = edge_slots[b.index()].clone();
                for (s, slot) in self.slots.iter().enumerate() {
                    if slot.block() == b {
                        out.extend(waiting_in[s].iter().copied());
                    }
                }
                if out != after[b.index()] {
                    after[b.index()] = out;
                    changed = true;
                }
                for &c in &after[b.index()] {
                    let later: Vec<usize> = after[b.index()].range(c + 1..).copied().collect();
                    for x in later {
                        changed |= waiting_in[c].insert(x);
                    }
                }
            }
        }
        let during = f
            .block_ids()
            .map(|b| {
                let mut w = BTreeSet::new();
                for (s, slot) in self.slots.iter().enumerate() {
                    if slot.block() == b {
                        w.extend(waiting_in[s].iter().copied());
                    }
                }
                w.into_iter().collect()
            })
            .collect();
        (after.into_iter().map(|s| s.into_iter().collect()).collect(), during)
    }

    /// Can the lanes of `b` go straight on to slot `to`, exec unchanged? Yes when that is the
    /// only slot that can have lanes after `b` and none waited there before: its mask would be
    /// exactly exec.
    pub fn falls_into(&self, b: Block, to: usize) -> bool {
        self.next[b.index()] == [to] && !self.waiting_during[b.index()].contains(&to)
    }

    /// The slots that may hold waiting lanes when `b` ends, in priority order: the wave runs
    /// the first of them that has lanes.
    pub fn next_slots(&self, b: Block) -> &[usize] {
        &self.next[b.index()]
    }

    /// The slot lanes wait in after taking `from -> to`.
    pub fn edge_slot(&self, from: Block, to: Block) -> usize {
        if self.position[to.index()] <= self.position[from.index()] {
            if let Some(c) = self.cycles.smallest_common(from, to) {
                return self.slot_of_continue[&(to, c)];
            }
        }
        self.slot_of_block[to.index()]
    }

    pub fn cycles(&self) -> &CycleInfo {
        &self.cycles
    }
}

impl Reconvergence for Schedule {
    fn slot(&self, from: Block, to: Block) -> usize {
        self.edge_slot(from, to)
    }
    fn entry_slot(&self) -> usize {
        self.slot_of_block[0]
    }
    fn block(&self, slot: usize) -> Block {
        self.slots[slot].block()
    }
}

/// Appends the blocks of `region` (a cycle, or the whole function for `None`) in a
/// topological order of its CFG with edges into the region's header removed and each child
/// cycle collapsed to one node, expanding child cycles in place.
fn order_region(f: &Function, cycles: &CycleInfo, region: Option<CycleId>, layout: &mut Layout) {
    let header = region.map_or(f.entry(), |c| cycles.cycle(c).header());
    let in_region = |b: Block| region.is_none_or(|c| cycles.contains(c, b));
    // The node of `b` in this region: itself, or the outermost child cycle containing it.
    let node = |b: Block| -> Node {
        let mut c = cycles.innermost(b);
        let mut child = None;
        while let Some(cur) = c {
            if Some(cur) == region {
                break;
            }
            child = Some(cur);
            c = cycles.parent(cur);
        }
        match child {
            Some(ch) => Node::Cycle(ch),
            None => Node::Block(b),
        }
    };
    let members = |n: Node| -> Vec<Block> {
        match n {
            Node::Block(b) => vec![b],
            Node::Cycle(c) => cycles.cycle(c).blocks.clone(),
        }
    };
    // Successor nodes in the collapsed graph, in CFG successor order.
    let succs = |n: Node| -> Vec<Node> {
        let mut out = Vec::new();
        for x in members(n) {
            for y in f.successors(x) {
                if y == header || !in_region(y) {
                    continue;
                }
                let m = node(y);
                if m != n && !out.contains(&m) {
                    out.push(m);
                }
            }
        }
        out
    };
    // Reverse postorder of the collapsed DAG from the header's node (iterative DFS).
    let start = node(header);
    let mut visited: std::collections::HashSet<Node> = [start].into();
    let mut post = Vec::new();
    let mut stack = vec![(start, succs(start), 0usize)];
    while let Some((n, children, next)) = stack.last_mut() {
        if let Some(&c) = children.get(*next) {
            *next += 1;
            if visited.insert(c) {
                let grandchildren = succs(c);
                stack.push((c, grandchildren, 0));
            }
        } else {
            post.push(*n);
            stack.pop();
        }
    }
    for n in post.into_iter().rev() {
        match n {
            Node::Block(b) if !layout.placed[b.index()] => layout.place(b),
            Node::Block(_) => {}
            Node::Cycle(c) => order_region(f, cycles, Some(c), layout),
        }
    }
    if let Some(c) = region {
        // Exits where a convergent op uses a token of this cycle run in each iteration, with
        // the lanes that leave in it: before the cycle's next iteration starts.
        for x in layout.token_exits.get(&c).cloned().unwrap_or_default() {
            layout.place(x);
        }
        layout.cycle_end.insert(c, layout.order.len() - 1);
    }
}

/// The block order being built.
struct Layout {
    order: Vec<Block>,
    placed: Vec<bool>,
    /// Where each cycle's slots end (continue slots go right after).
    cycle_end: HashMap<CycleId, usize>,
    /// Exit blocks of each cycle that must run inside its iterations (see [`token_exits`]).
    token_exits: HashMap<CycleId, Vec<Block>>,
}

/// Convergent ops the schedule cannot give their token's meaning (see [`token_exits`]).
#[derive(Clone, Debug, Default)]
pub struct UnsupportedTokenUses(pub Vec<mir::OpId>);

impl Layout {
    fn place(&mut self, b: Block) {
        self.placed[b.index()] = true;
        self.order.push(b);
    }
}

/// Convergence tokens (ConvergentOperations): a convergent op outside a cycle whose token is
/// defined inside it runs once per iteration, with exactly the threads that leave the cycle in
/// that iteration. When the op's block is an exit of the cycle reached only from inside it,
/// that block is scheduled inside the cycle's iteration. (Ops further from the exit still
/// follow maximal convergence: not supported yet.)
fn token_exits(f: &Function, cycles: &CycleInfo, unsupported: &mut UnsupportedTokenUses) -> HashMap<CycleId, Vec<Block>> {
    let preds = f.predecessors();
    let mut exits: HashMap<CycleId, Vec<Block>> = HashMap::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            if !d.opcode.is_convergent() {
                continue;
            }
            let Some(&t) = d.operands.last().filter(|&&t| f.ty(t) == mir::Type::Token) else { continue };
            // The outermost cycle holding the token's definition but not the op.
            let mut c = cycles.innermost(f.def_block(t));
            let mut outermost = None;
            while let Some(cy) = c {
                if cycles.contains(cy, b) {
                    break;
                }
                outermost = Some(cy);
                c = cycles.parent(cy);
            }
            let Some(cy) = outermost else { continue };
            let only_from_inside = preds[b.index()].iter().all(|&p| cycles.contains(cy, p));
            if !only_from_inside {
                unsupported.0.push(op);
                continue;
            }
            let list = exits.entry(cy).or_default();
            if !list.contains(&b) {
                list.push(b);
            }
        }
    }
    exits
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node {
    Block(Block),
    Cycle(CycleId),
}
