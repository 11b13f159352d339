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
//! - a convergent op outside a cycle whose token comes from inside it must run once per
//!   iteration with the threads that leave in it. The schedule treats the *extended cycle*
//!   ([`mir::convergence`]: the cycle plus every block where such a token is live, from the
//!   exits up to the uses, however far) as the unit that stays contiguous: its blocks get
//!   slots before the cycle's continue slots, so the threads that leave in an iteration run
//!   the whole extension — the blocks in between, loops in between whose hearts take the
//!   token, the uses — before the next iteration starts, and wait after the continue slots
//!   once they leave it (inner extended cycles nest inside outer ones, so an inner loop's
//!   token used after the outer loop runs once per inner iteration of each outer iteration).
//!   Blocks are split beforehand where a token's region ends inside one, and edges leaving an
//!   extension with arguments get a block of their own outside it
//!   ([`mir::convergence::split_extended_cycles`]). No program the verifier accepts is known
//!   that extended cycles cannot express; should one appear, it is reported in
//!   [`Schedule::unsupported`] (with the reason) and refused by the code generator.

use mir::convergence::{ExtendedCycles, Unsupported};
use mir::cycles::{CycleId, CycleInfo};
use mir::interp::Reconvergence;
use mir::{Block, Function};
use std::collections::HashMap;

/// The slots that may hold waiting lanes: when each block ends, while it runs, and when the
/// wave picks each slot ([`Schedule::waiting_after`]).
type Waiting = (Vec<Vec<usize>>, Vec<Vec<usize>>, Vec<Vec<usize>>);

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
    /// For each slot, the slots that may hold waiting lanes when the wave picks it.
    waiting_in: Vec<Vec<usize>>,
    /// The slot whose lane mask each block primes ([`Schedule::primes`]), and by slot, the
    /// block priming it.
    primes: Vec<Option<usize>>,
    primed_by: Vec<Option<Block>>,
    /// By slot, the join whose mask lanes entering the slot prime ([`Schedule::entry_primes`]).
    entry_primes: Vec<Option<usize>>,
    /// Convergent ops whose token's meaning the schedule cannot give (see
    /// [`ExtendedCycles::unsupported`]); the schedule is maximally convergent there.
    pub unsupported: Vec<Unsupported>,
}

impl Schedule {
    pub fn compute(f: &Function) -> Schedule {
        let cycles = CycleInfo::compute(f);
        let extended = ExtendedCycles::compute(f, &cycles);
        let mut layout = Layout {
            order: Vec::with_capacity(f.blocks.len()),
            placed: vec![false; f.blocks.len()],
            closed: Vec::new(),
        };
        order_region(f, &cycles, &extended, None, &mut layout);
        let Layout { mut order, closed, .. } = layout;
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
        // Where each extended cycle ends, and in which order they closed (inner ones first).
        let mut cycle_end = HashMap::new();
        let mut closing = HashMap::new();
        for (rank, &(end, c)) in closed.iter().enumerate() {
            cycle_end.insert(c, end);
            closing.insert(c, rank);
        }
        // Continue slots: one per (target, cycle) of each retreating edge, after the cycle's
        // extended cycle.
        let mut continues: Vec<(usize, Block, CycleId)> = Vec::new();
        let mut have_continue = std::collections::HashSet::new();
        for x in f.block_ids() {
            for y in f.successors(x) {
                if position[y.index()] <= position[x.index()] {
                    if let Some(c) = cycles.smallest_common(x, y) {
                        if have_continue.insert((y, c)) {
                            continues.push((cycle_end[&c], y, c));
                        }
                    }
                }
            }
        }
        // Inner extended cycles end first; at one end position, keep the order deterministic.
        continues.sort_by_key(|&(end, b, c)| (end, closing[&c], position[b.index()]));
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
        let unsupported = extended.unsupported().to_vec();
        let mut schedule = Schedule {
            slots,
            position,
            slot_of_block,
            slot_of_continue,
            cycles,
            next: Vec::new(),
            waiting_during: Vec::new(),
            waiting_in: Vec::new(),
            primes: Vec::new(),
            primed_by: Vec::new(),
            entry_primes: Vec::new(),
            unsupported,
        };
        let apart: Vec<bool> = f
            .block_ids()
            .map(|b| ends_in_uniform_branch(f, b) && edges_stay_apart(&schedule.cycles, &extended, b))
            .collect();
        (schedule.next, schedule.waiting_during, schedule.waiting_in) = schedule.waiting_after(f, &apart);
        schedule.find_primed_joins(f);
        schedule
    }

    /// Finds the joins whose lane mask a divergent branch can *prime* ([`Schedule::primes`]):
    /// for a block `a` ending in a divergent branch, its immediate post-dominator `j`, when
    ///
    /// - every path from `a` reaches `j` (post-dominance), and the blocks `a` reaches before
    ///   `j` (the region) send lanes only to each other or to `j`, always into slots before
    ///   `j`'s: the wave then picks `j` only once every lane `a` ran with has arrived there;
    /// - `a` dominates the region and every edge into `j`'s slot comes from it: nobody else's
    ///   lanes join them; and every cycle through `j` and the region passes `a`, so lanes come
    ///   round to `j` again only through `a`. (When `a` heads a loop, lanes that left in
    ///   earlier iterations wait in `j` and are in the mask already: each run of `a` adds its
    ///   lanes again.)
    ///
    /// Then `j`'s mask is `a`'s exec, written once by `a`, and no edge into `j` adds to it.
    /// A uniform conditional branch outside every cycle primes `j` too when divergent
    /// branches would otherwise add lanes to `j`'s mask (it writes the mask afresh).
    /// This is the structured lowering of a divergent if/else or loop (llc's and ACO's
    /// `s_and_saveexec` ... `s_or_b64 exec, exec, saved`) expressed in the schedule: it changes
    /// how a mask is kept, not which lanes run when. Each region is walked once, and all the
    /// walks together visit at most `REGION_BUDGET` times the kernel's blocks (a region the
    /// budget no longer covers keeps its join's ordinary mask), so the cost stays linear in
    /// the kernel for any nesting, while a region may be as large as the kernel.
    fn find_primed_joins(&mut self, f: &Function) {
        const REGION_BUDGET: usize = 8;
        let n = f.blocks.len();
        let mut budget = REGION_BUDGET * n + 4096;
        self.primes = vec![None; n];
        self.primed_by = vec![None; self.slots.len()];
        self.entry_primes = vec![None; self.slots.len()];
        let postdom = mir::postdom::PostDomTree::compute(f);
        let dom = mir::dom::DomTree::compute(f);
        let preds = f.predecessors();
        // Region membership, stamped per candidate so no walk clears a whole-kernel vector.
        let mut stamp = vec![usize::MAX; n];
        let mut stack = Vec::new();
        let mut region = Vec::new();
        // For each block, the earliest primed join whose region holds it.
        let mut certain: Vec<Option<usize>> = vec![None; n];
        // Per join block: does a divergent branch add lanes to its slot? (Asked once per
        // block: the branches of a big uniform switch share one join of as many predecessors.)
        let mut divergent_into: Vec<Option<bool>> = vec![None; n];
        for a in f.block_ids() {
            let divergent = ends_in_divergent_branch(f, a);
            let uniform_condbr =
                ends_in_uniform_branch(f, a) && f.terminator(a).is_some_and(|t| f.op(t).opcode == mir::Opcode::CondBr);
            if !(divergent || uniform_condbr) {
                continue;
            }
            let Some(j) = postdom.ipdom(a) else { continue };
            let join = self.slot_of_block[j.index()];
            if j == a || self.primed_by[join].is_some() {
                continue;
            }
            // A uniform branch primes a join only that divergent branches would otherwise
            // add lanes to (so a mask is kept for it anyway): its mask is then the branch's
            // exec, written once, not lanes added on each edge into it. Outside any cycle the
            // branch runs once and no lanes wait in the join before it (the region's edges are
            // the only ones into it), so it writes the mask afresh.
            if !divergent
                && (self.cycles.innermost(a).is_some()
                    || !*divergent_into[j.index()].get_or_insert_with(|| {
                        preds[j.index()]
                            .iter()
                            .any(|&p| ends_in_divergent_branch(f, p) && self.edge_slot(p, j) == join)
                    }))
            {
                continue;
            }
            stamp[a.index()] = a.index();
            stack.clear();
            stack.push(a);
            region.clear();
            region.push(a);
            let mut closed = true;
            'walk: while let Some(x) = stack.pop() {
                for y in f.successors(x) {
                    let to = self.edge_slot(x, y);
                    if y == j {
                        if to != join {
                            closed = false;
                            break 'walk;
                        }
                        continue;
                    }
                    if to >= join || !dom.dominates(a, y) {
                        closed = false;
                        break 'walk;
                    }
                    if stamp[y.index()] != a.index() {
                        stamp[y.index()] = a.index();
                        if budget == 0 {
                            closed = false;
                            break 'walk;
                        }
                        budget -= 1;
                        stack.push(y);
                        region.push(y);
                    }
                }
            }
            // A branch going straight into `j`'s code (exec unchanged) would skip the stub
            // that empties the mask, leaving it primed with this run's lanes for the next.
            // (Edges into `j`'s continue slots, going round a cycle `j` heads, are not into its
            // mask.)
            let entered_by_stub = |p: &Block| ends_in_divergent_branch(f, *p) || !self.falls_into(*p, join);
            let from_region = preds[j.index()]
                .iter()
                .filter(|&&p| self.edge_slot(p, j) == join)
                .all(|p| stamp[p.index()] == a.index() && entered_by_stub(p));
            // A cycle through `j` that holds region blocks must pass `a` too: going round it
            // reaches `j` again only after `a` primes the mask again.
            let mut cycle = self.cycles.innermost(j);
            let mut rounds_prime = true;
            while let Some(c) = cycle.filter(|&c| !self.cycles.contains(c, a)) {
                rounds_prime &= !region.iter().any(|&x| self.cycles.contains(c, x));
                cycle = self.cycles.parent(c);
            }
            if closed && from_region && rounds_prime {
                self.primed_by[join] = Some(a);
                let in_region = |x: Block| stamp[x.index()] == a.index();
                match self.entry_slots(f, a, &preds[a.index()], in_region, join) {
                    // (A uniform branch primes only where it is: at the kernel's entry, or
                    // where no lanes wait to come in.)
                    Some(_) if !divergent => {
                        self.primed_by[join] = None;
                        continue;
                    }
                    Some(entries) => entries.into_iter().for_each(|s| self.entry_primes[s] = Some(join)),
                    None => self.primes[a.index()] = Some(join),
                }
                for x in &region {
                    let c = &mut certain[x.index()];
                    *c = Some(c.map_or(join, |c| c.min(join)));
                }
            }
        }
        // A block's lanes wait in its edges' slots, so the dispatch after it never looks past
        // the last of them; inside a region, nor past its join, whose mask holds the region's
        // lanes on their way.
        for (b, certain) in f.block_ids().zip(certain) {
            let own = f.successors(b).into_iter().map(|t| self.edge_slot(b, t)).max();
            let Some(last) = own.into_iter().chain(certain).min() else {
                continue;
            };
            let next = &mut self.next[b.index()];
            if let Some(at) = next.iter().position(|&s| s == last) {
                next.truncate(at + 1);
            }
        }
    }

    /// Where `a`'s region is entered, when lanes also come round to `a` inside it (a loop `a`
    /// heads): `a`'s branch would have to add its lanes to `join`'s mask on every run, keeping
    /// the mask live from one run of the region to the next. Priming the mask instead where lanes
    /// enter from outside (the stub of each such slot of `a`, or a block falling into it), it is
    /// live only while the region runs. That is right when nobody's lanes are in the region or
    /// wait at `join` as lanes enter: then the entering lanes are all the mask must hold.
    /// `None` (prime at the branch) when there is no lane coming round, when a slot of `a` is
    /// entered from both sides, or when an outside block may jump straight into `a`'s code from a
    /// uniform branch (no stub runs and nothing writes the mask there).
    fn entry_slots(
        &self,
        f: &Function,
        a: Block,
        preds: &[Block],
        in_region: impl Fn(Block) -> bool,
        join: usize,
    ) -> Option<Vec<usize>> {
        if a == f.entry() || !preds.iter().any(|&p| in_region(p)) {
            return None;
        }
        let mut entries: Vec<usize> = Vec::new();
        for &p in preds.iter().filter(|&&p| !in_region(p)) {
            let jumps_in = ends_in_uniform_branch(f, p)
                && f.successors(p)
                    .into_iter()
                    .all(|t| self.falls_into(p, self.edge_slot(p, t)));
            if jumps_in {
                return None;
            }
            let s = self.edge_slot(p, a);
            if !entries.contains(&s) {
                entries.push(s);
            }
        }
        let inside_too = preds
            .iter()
            .any(|&p| in_region(p) && entries.contains(&self.edge_slot(p, a)));
        let busy = entries.iter().any(|&s| {
            self.waiting_in[s]
                .iter()
                .any(|&w| w == join || in_region(self.slots[w].block()))
        });
        (!entries.is_empty() && !inside_too && !busy).then_some(entries)
    }

    /// Which slots can hold waiting lanes when each block ends (a forward dataflow over the
    /// wave's possible paths). When the wave picks slot `c`, every slot before `c` is empty, so
    /// a slot can be waiting on entry to `c` only if it comes after `c`:
    ///
    /// - `waiting_in(c)` = ∪ over blocks `b` that can pick `c`: `{x in after(b), x > c}`
    /// - `after(b)` = `waiting_in(b's slots)` ∪ the slots of `b`'s edges.
    ///
    /// A block whose edges stay apart (`apart`, [`edges_stay_apart`]) adds no pair of its own
    /// edge slots: its lanes never wait in two of them at once.
    fn waiting_after(&self, f: &Function, apart: &[bool]) -> Waiting {
        use std::collections::BTreeSet;
        let n = self.slots.len();
        let mut waiting_in: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
        let edge_slots: Vec<BTreeSet<usize>> = f
            .block_ids()
            .map(|b| f.successors(b).into_iter().map(|t| self.edge_slot(b, t)).collect())
            .collect();
        let mut slots_of: Vec<Vec<usize>> = vec![Vec::new(); f.blocks.len()];
        for (s, slot) in self.slots.iter().enumerate() {
            slots_of[slot.block().index()].push(s);
        }
        // A worklist of blocks whose `after` may grow (sweeping every block, each scanning
        // every slot, until nothing changed was quadratic and then some); the least fixpoint
        // is the same.

        let mut after: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); f.blocks.len()];
        let mut waiting_before: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); f.blocks.len()];
        let mut work: std::collections::VecDeque<usize> = (0..f.blocks.len()).collect();
        let mut queued = vec![true; f.blocks.len()];
        while let Some(b) = work.pop_front() {
            queued[b] = false;
            let mut waiting = BTreeSet::new();
            for &s in &slots_of[b] {
                waiting.extend(waiting_in[s].iter().copied());
            }
            let mut out = edge_slots[b].clone();
            out.extend(waiting.iter().copied());
            // (Which pairs a uniform branch adds depends on what waits, not only on `out`.)
            if out == after[b] && (!apart[b] || waiting == waiting_before[b]) {
                continue;
            }
            if apart[b] {
                waiting_before[b] = waiting.clone();
            }
            let only_this_branch = |s: &usize| apart[b] && !waiting.contains(s);
            for &c in &out {
                for &x in out.range(c + 1..) {
                    if only_this_branch(&c) && only_this_branch(&x) {
                        continue;
                    }
                    let to = self.slots[c].block().index();
                    if waiting_in[c].insert(x) && !std::mem::replace(&mut queued[to], true) {
                        work.push_back(to);
                    }
                }
            }
            after[b] = out;
        }
        let during = f
            .block_ids()
            .map(|b| {
                let mut w = BTreeSet::new();
                for &s in &slots_of[b.index()] {
                    w.extend(waiting_in[s].iter().copied());
                }
                w.into_iter().collect()
            })
            .collect();
        (
            after.into_iter().map(|s| s.into_iter().collect()).collect(),
            during,
            waiting_in.into_iter().map(|s| s.into_iter().collect()).collect(),
        )
    }

    /// Can the lanes leaving `b` for slot `to` go straight on, exec unchanged? Yes when none
    /// waited there before and it comes before every slot where lanes may wait: the dispatch
    /// would pick it, with exactly these lanes as its mask. (A uniform branch sends all lanes
    /// one way, so each of its targets qualifies alone; outside divergent regions nothing
    /// waits at all.)
    pub fn falls_into(&self, b: Block, to: usize) -> bool {
        let waiting = &self.waiting_during[b.index()];
        waiting.iter().all(|&w| to < w)
    }

    /// May lanes wait in `slot` while `b` runs? When none may, its mask is empty there.
    pub fn slot_may_hold_lanes(&self, b: Block, slot: usize) -> bool {
        self.waiting_during[b.index()].binary_search(&slot).is_ok()
    }

    /// May lanes wait to run block `to` (in any of its slots) while `b` runs? When none may, a
    /// scalar parameter of `to` written by `b` overwrites nobody's value, even when no lane of
    /// `b` takes the edge.
    pub fn lanes_may_wait_in(&self, b: Block, to: Block) -> bool {
        self.waiting_during[b.index()]
            .iter()
            .any(|&s| self.slots[s].block() == to)
    }

    /// The slot whose lane mask `b`'s divergent branch *primes*: it sets the mask to all of
    /// `b`'s lanes, which all reach that slot's block before the wave picks it, and no edge
    /// into it adds lanes again (see `find_primed_joins`).
    pub fn primes(&self, b: Block) -> Option<usize> {
        self.primes[b.index()]
    }

    /// The join whose mask lanes entering `slot` prime (see `entry_slots`): the slot's stub,
    /// and a block falling into it, set the mask to exec.
    pub fn entry_primes(&self, slot: usize) -> Option<usize> {
        self.entry_primes[slot]
    }

    /// Is `slot`'s mask primed by a divergent branch, so edges into it leave it alone?
    pub fn is_primed(&self, slot: usize) -> bool {
        self.primed_by[slot].is_some()
    }

    /// The slots that may hold waiting lanes when `b` ends, in priority order: the wave runs
    /// the first of them that has lanes (up to a primed join certain to have some).
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

/// Appends the blocks of `region` (an extended cycle, or the whole function for `None`) in a
/// topological order of its CFG with edges into the region's header removed and each extended
/// cycle directly inside it collapsed to one node, expanding those in place.
fn order_region(
    f: &Function,
    cycles: &CycleInfo,
    extended: &ExtendedCycles,
    region: Option<CycleId>,
    layout: &mut Layout,
) {
    let header = region.map_or(f.entry(), |c| cycles.cycle(c).header());
    let in_region = |b: Block| region.is_none_or(|c| extended.contains(c, b));
    // The node of `b` in this region: itself, or the outermost extended cycle inside the region
    // containing it.
    let node = |b: Block| -> Node {
        let mut c = extended.innermost(b);
        let mut child = None;
        while let Some(cur) = c {
            if Some(cur) == region {
                break;
            }
            child = Some(cur);
            c = extended.parent(cur);
        }
        match child {
            Some(ch) => Node::Cycle(ch),
            None => Node::Block(b),
        }
    };
    let members = |n: Node| -> Vec<Block> {
        match n {
            Node::Block(b) => vec![b],
            Node::Cycle(c) => extended.blocks(c).to_vec(),
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
            Node::Cycle(c) => order_region(f, cycles, extended, Some(c), layout),
        }
    }
    if let Some(c) = region {
        layout.closed.push((layout.order.len() - 1, c));
    }
}

/// The block order being built.
struct Layout {
    order: Vec<Block>,
    placed: Vec<bool>,
    /// Extended cycles in the order their slots ended, with the position of their last block
    /// (their continue slots go right after).
    closed: Vec<(usize, CycleId)>,
}

impl Layout {
    fn place(&mut self, b: Block) {
        self.placed[b.index()] = true;
        self.order.push(b);
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node {
    Block(Block),
    Cycle(CycleId),
}

/// Do the lanes a uniform branch out of `b` sends never wait in two of its targets at once?
/// Each run of `b` sends all its active lanes one way, so only lanes that already wait
/// elsewhere when `b` runs (which the dataflow tracks) can hold a second target. That needs
/// every run's active lanes to be one dynamic instance of the branch: `b` runs once per wave
/// (outside every extended cycle), or once per iteration of its innermost cycle (reducible,
/// `b` in no inner or extended cycle), where the schedule keeps each iteration's lanes
/// together. Targets outside the cycle are fine: lanes sent there in one iteration wait in
/// the exit's slot, which the dataflow carries around the cycle to `b`'s next run.
fn edges_stay_apart(cycles: &CycleInfo, extended: &ExtendedCycles, b: Block) -> bool {
    match extended.innermost(b) {
        None => true,
        Some(l) => cycles.innermost(b) == Some(l) && cycles.cycle(l).is_reducible(),
    }
}

/// Does `b` end in a branch whose lanes may disagree: a conditional branch on a lane mask or a
/// switch on a divergent value?
fn ends_in_divergent_branch(f: &Function, b: Block) -> bool {
    let Some(&term) = f.block(b).ops.last() else {
        return false;
    };
    let d = f.op(term);
    matches!(d.opcode, mir::Opcode::CondBr | mir::Opcode::Switch)
        && d.operands
            .first()
            .is_some_and(|&c| matches!(f.value(c).bank, mir::Bank::LaneMask | mir::Bank::Vgpr))
}

/// Does `b` end in a branch that sends all its lanes the same way: a conditional branch or a
/// switch on a uniform (scalar) value?
fn ends_in_uniform_branch(f: &Function, b: Block) -> bool {
    let Some(&term) = f.block(b).ops.last() else {
        return false;
    };
    let d = f.op(term);
    matches!(d.opcode, mir::Opcode::CondBr | mir::Opcode::Switch)
        && d.operands.first().is_some_and(|&c| f.value(c).bank == mir::Bank::Sgpr)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(body: &str) -> Schedule {
        let m = mir::text::parse_module(&format!("kernel @k {{\n{body}}}\n")).expect("test input parses");
        mir::verify::verify_module(&m).expect("valid");
        Schedule::compute(&m.functions[0])
    }

    fn slot(block: u32) -> Slot {
        Slot::Block(Block(block))
    }

    /// Nested loops (outer bb1 with latch bb3, inner bb2); the inner heart's token is used after
    /// the outer loop (bb4), the outer heart's in bb5, the entry token in bb6 (the blocks as
    /// split-extended-cycles leaves them; bb7 passes the outer counter).
    #[test]
    fn an_inner_loops_extended_cycle_runs_before_its_continue_slot_inside_the_outer_one() {
        let s = schedule(
            "bb0:
  %0:_(token) = convergence.entry
  %1:_(s1) = const {value = 1}
  %2:_(s32) = const {value = 0}
  br bb1(%2)
bb1(%3:_(s32)):
  %4:_(token) = convergence.loop %0
  br bb2
bb2:
  %5:_(token) = convergence.loop %4
  condbr %1, bb2, bb3
bb3:
  %6:_(s32) = add %3, %3
  condbr %1, bb7, bb4
bb4:
  %7:_(s64) = ballot %1, %5
  br bb5
bb5:
  %8:_(s64) = ballot %1, %4
  br bb6
bb6:
  %9:_(s64) = ballot %1, %0
  ret
bb7:
  br bb1(%6)
",
        );
        let outer = s.cycles().innermost(Block(1)).unwrap();
        let inner = s.cycles().innermost(Block(2)).unwrap();
        let at = |slot: Slot| {
            s.slots
                .iter()
                .position(|&x| x == slot)
                .unwrap_or_else(|| panic!("{slot:?} in {:?}", s.slots))
        };
        let (inner_next, outer_next) = (
            at(Slot::Continue {
                block: Block(2),
                cycle: inner,
            }),
            at(Slot::Continue {
                block: Block(1),
                cycle: outer,
            }),
        );
        // The outer latch and the exit run within each inner iteration: before the inner
        // loop's next one.
        assert!([1, 2, 3, 4].iter().all(|&b| at(slot(b)) < inner_next), "{:?}", s.slots);
        // bb5 and bb7 run once per outer iteration, after the inner loop, before the next.
        assert!(
            [5, 7].iter().all(|&b| (inner_next..outer_next).contains(&at(slot(b)))),
            "{:?}",
            s.slots
        );
        // bb6 once, after everything.
        assert!(at(slot(6)) > outer_next && at(slot(0)) == 0, "{:?}", s.slots);
        assert!(s.unsupported.is_empty());
    }
}
