//! The two CFGs of a linearized kernel as data (ARCHITECTURE.md, "Linearization: the wave
//! schedule and the two CFGs"), built once from the wave schedule and read by the register
//! allocator and by emission:
//!
//! - the **logical CFG** ([`LogicalCfg`]): what one lane walks, the MIR CFG with one edge node
//!   per edge (its moves run under exactly the lanes taking it). VGPRs live on it.
//! - the **linear CFG** ([`LinearCfg`]): what the wave walks. Each block goes on the way its
//!   [`Exit`] says — straight into the next block's code, straight to a uniform branch's
//!   targets, or through the dispatch to the stubs of the slots it may pick — and each stub
//!   (exec := its slot's mask) goes on to its slot's block. SGPRs and lane masks live on it.
//!
//! Both number their nodes blocks first (node `b` is block `b`), so a block is the same node
//! in both; unreachable blocks are nodes without edges.

use crate::schedule::{Schedule, Slot};
use mir::*;
use std::fmt::Write;

/// How the wave leaves a block: its linear CFG edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// An unconditional branch whose lanes are the only ones going on: straight into the
    /// target's code, exec unchanged, no slot mask written ([`Schedule::falls_into`]).
    FallsInto(Block),
    /// A uniform branch whose lanes go straight to each target's code, exec unchanged: one
    /// linear edge node per successor, the branch reading its selector at the block's end.
    Direct,
    /// The dispatch: run the first of `candidates` (slots, in priority order) with waiting
    /// lanes. The first `tested` are tested; after a block that sends lanes on, the last needs
    /// no test. With tests, each candidate has an edge node of its own. With a `shared` tail,
    /// the block tests only the candidates before it and then goes on to the tail's tests.
    Dispatch {
        candidates: Vec<usize>,
        tested: usize,
        shared: Option<SharedTail>,
    },
    /// The block is unreachable: it has no code.
    Unreachable,
}

/// The last candidates of a dispatch, `candidates[from..]`, tested by the chain of shared
/// [`Test`]s starting at `test` (reached through the block's edge `from`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedTail {
    pub from: usize,
    pub test: usize,
}

/// A test shared by the dispatches whose candidates end alike: the lanes waiting in `slot`
/// run next if there are any (edge 0, to the slot's stub), else the wave goes on to `next`
/// (edge 1, when there is one).
///
/// Where many blocks may leave lanes in the same later slots (the cases of a switch on a
/// divergent selector, lowered as a tree: every case's dispatch tests the slots of the other
/// halves still to run), each block testing all of its candidates makes code and allocation
/// nodes grow as blocks × candidates; sharing the common tails makes them grow as both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Test {
    pub slot: usize,
    pub next: Next,
}

/// Where a shared test sends the wave when its slot has no waiting lanes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The next test of the chain.
    Test(usize),
    /// The last candidate, which needs no test (the dispatching block sent lanes on).
    Stub(usize),
    /// Nowhere: the dispatching block ends the kernel, and no lanes wait anywhere.
    End,
}

/// Dispatch tails are shared only when they save at least this many tests each.
const MIN_SHARED_TESTS: usize = 3;

/// A node of the linear CFG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinearNode {
    /// A block's code (node index = block index).
    Block(Block),
    /// A slot's stub: exec := its mask, mask := 0, then the slot's block.
    Stub(usize),
    /// The `k`-th linear edge out of block `from` (a direct branch's successor, a tested
    /// dispatch candidate, or the way on to its shared tail), leading to node `to`.
    Edge { from: Block, k: usize, to: usize },
    /// A shared dispatch test (index into [`LinearCfg::tests`]).
    Test(usize),
    /// The `k`-th edge out of shared test `test`, leading to node `to`.
    TestEdge { test: usize, k: usize, to: usize },
}

/// The linear CFG (what the wave executes).
pub struct LinearCfg {
    /// Blocks reachable from the entry; the others get no code.
    pub reachable: Vec<bool>,
    /// Per block: how the wave leaves it.
    pub exits: Vec<Exit>,
    /// Per slot: does some dispatch pick it (so it has a stub)?
    pub dispatched: Vec<bool>,
    /// The shared dispatch tests.
    pub tests: Vec<Test>,
    /// Blocks `0..nb`, then stubs `nb..nb + slots`, then the shared tests
    /// `nb + slots..nb + slots + tests`, then edge nodes.
    pub nodes: Vec<LinearNode>,
    pub succs: Vec<Vec<usize>>,
    pub preds: Vec<Vec<usize>>,
    /// Per node, per successor: the node's place among that successor's predecessors (the
    /// index of the successor's block parameters' operands it passes).
    pub pred_index: Vec<Vec<usize>>,
    /// Per node, its place in the wave's order: a slot's stub, then its block's code and the
    /// block's edge nodes (which share the block's number).
    pub wave_order: Vec<usize>,
}

/// The logical CFG (what one lane walks): blocks, then one edge node per edge.
pub struct LogicalCfg {
    /// Edge node `nb + e` is the `k`-th successor edge of block `from`: `edges[e] = (from, k)`.
    pub edges: Vec<(Block, usize)>,
    /// Per block: its edge nodes, one per successor.
    pub edge_nodes: Vec<Vec<usize>>,
}

/// Blocks reachable from the entry.
fn reachable_blocks(f: &Function) -> Vec<bool> {
    let mut reachable = vec![false; f.blocks.len()];
    let mut stack = vec![f.entry()];
    while let Some(b) = stack.pop() {
        if !std::mem::replace(&mut reachable[b.index()], true) {
            if let Some(&term) = f.block(b).ops.last() {
                stack.extend(f.op(term).successors.iter().map(|e| e.block));
            }
        }
    }
    reachable
}

fn terminator(f: &Function, b: Block) -> Option<&OpData> {
    f.block(b).ops.last().map(|&t| f.op(t))
}

/// Does `b` end the kernel (a return, or unreachable code)?
pub fn returns(f: &Function, b: Block) -> bool {
    terminator(f, b).is_some_and(|t| matches!(t.opcode, Opcode::Ret | Opcode::Unreachable))
}

/// Where an unconditional branch's lanes go straight on, exec unchanged (no slot masks):
/// [`Schedule::falls_into`].
fn falls_into(f: &Function, schedule: &Schedule, b: Block) -> Option<Block> {
    let term = terminator(f, b)?;
    match (term.opcode, term.successors.first()) {
        (Opcode::Br, Some(e)) if schedule.falls_into(b, schedule.edge_slot(b, e.block)) => Some(e.block),
        _ => None,
    }
}

/// Does `b` end in a uniform branch (conditional, or a 32-bit switch) whose lanes go straight
/// to the target's code, exec unchanged and no slot mask written ([`Schedule::falls_into`])?
fn jumps_directly(f: &Function, schedule: &Schedule, b: Block) -> bool {
    let Some(d) = terminator(f, b) else {
        return false;
    };
    // (A 64-bit switch compares through scratch registers only the terminator has.)
    let selects = match d.opcode {
        Opcode::CondBr => true,
        Opcode::Switch => f.ty(d.operands[0]).bits() <= 32,
        _ => false,
    };
    selects
        && matches!(f.value(d.operands[0]).bank, Bank::Sgpr)
        && f.def_op(d.operands[0])
            .is_none_or(|op| f.op(op).opcode != Opcode::Const)
        && d.successors
            .iter()
            .all(|e| schedule.falls_into(b, schedule.edge_slot(b, e.block)))
}

/// Finds the dispatch tails several blocks share ([`Test`]) and gives each block whose
/// candidates end in one, with at least [`MIN_SHARED_TESTS`] tests, that tail. Each tail is
/// interned from its end (a candidate and the tail after it), so this is linear in the
/// candidates.
fn share_tails(f: &Function, mut exits: Vec<Exit>) -> (Vec<Exit>, Vec<Test>) {
    use std::collections::HashMap;
    // A tail: its first slot and what follows it (the rest's id, or how the list ends).
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    enum Rest {
        Tail(usize),
        Untested(usize),
        End,
    }
    let mut ids: HashMap<(usize, Rest), usize> = HashMap::new();
    let mut tails: Vec<(usize, Rest, usize)> = Vec::new(); // (slot, rest, tests)
    let mut users: Vec<usize> = Vec::new();
    // Per dispatching block: the id of the tail starting at each tested candidate.
    let mut block_tails: Vec<(Block, Vec<usize>)> = Vec::new();
    for b in f.block_ids() {
        let Exit::Dispatch { candidates, tested, .. } = &exits[b.index()] else {
            continue;
        };
        if *tested == 0 {
            continue;
        }
        let mut rest = if *tested == candidates.len() {
            Rest::End
        } else {
            Rest::Untested(candidates[*tested])
        };
        let mut at = vec![0; *tested];
        for p in (0..*tested).rev() {
            let next = ids.len();
            let id = *ids.entry((candidates[p], rest)).or_insert(next);
            if id == tails.len() {
                tails.push((candidates[p], rest, tested - p));
                users.push(0);
            }
            users[id] += 1;
            at[p] = id;
            rest = Rest::Tail(id);
        }
        block_tails.push((b, at));
    }
    let mut test_of: Vec<Option<usize>> = vec![None; tails.len()];
    let mut tests: Vec<Test> = Vec::new();
    for (b, at) in block_tails {
        let Some(from) = at
            .iter()
            .position(|&id| users[id] >= 2 && tails[id].2 >= MIN_SHARED_TESTS)
        else {
            continue;
        };
        // The chain of tests from the tail on, made once per tail (each later one is itself a
        // tail of this one).
        let mut chain = Vec::new();
        let mut id = Some(at[from]);
        while let Some(i) = id.filter(|&i| test_of[i].is_none()) {
            test_of[i] = Some(tests.len());
            tests.push(Test {
                slot: tails[i].0,
                next: Next::End,
            });
            chain.push(i);
            id = match tails[i].1 {
                Rest::Tail(r) => Some(r),
                _ => None,
            };
        }
        for i in chain {
            let t = test_of[i].expect("made above");
            tests[t].next = match tails[i].1 {
                Rest::Tail(r) => Next::Test(test_of[r].expect("made above or for an earlier block")),
                Rest::Untested(s) => Next::Stub(s),
                Rest::End => Next::End,
            };
        }
        let t = test_of[at[from]].expect("made above");
        if let Exit::Dispatch { shared, .. } = &mut exits[b.index()] {
            *shared = Some(SharedTail { from, test: t });
        }
    }
    (exits, tests)
}

impl LinearCfg {
    pub fn build(f: &Function, schedule: &Schedule) -> LinearCfg {
        let nb = f.blocks.len();
        let ns = schedule.slots.len();
        let reachable = reachable_blocks(f);
        let slot_reachable = |s: usize| reachable[schedule.slots[s].block().index()];
        let exits: Vec<Exit> = f
            .block_ids()
            .map(|b| {
                if !reachable[b.index()] {
                    Exit::Unreachable
                } else if let Some(to) = falls_into(f, schedule, b) {
                    Exit::FallsInto(to)
                } else if jumps_directly(f, schedule, b) {
                    Exit::Direct
                } else {
                    let candidates: Vec<usize> = schedule
                        .next_slots(b)
                        .iter()
                        .copied()
                        .filter(|&s| slot_reachable(s))
                        .collect();
                    let tested = if returns(f, b) {
                        candidates.len()
                    } else {
                        candidates.len().saturating_sub(1)
                    };
                    Exit::Dispatch {
                        candidates,
                        tested,
                        shared: None,
                    }
                }
            })
            .collect();
        let (exits, tests) = share_tails(f, exits);
        let mut dispatched = vec![false; ns];
        for exit in &exits {
            if let Exit::Dispatch { candidates, .. } = exit {
                for &s in candidates {
                    dispatched[s] = true;
                }
            }
        }
        let mut nodes: Vec<LinearNode> = f.block_ids().map(LinearNode::Block).collect();
        nodes.extend((0..ns).map(LinearNode::Stub));
        nodes.extend((0..tests.len()).map(LinearNode::Test));
        let stub = |s: usize| nb + s;
        let test_node = |t: usize| nb + ns + t;
        let mut succs: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        for b in f.block_ids() {
            let edge = |nodes: &mut Vec<LinearNode>, succs: &mut Vec<Vec<usize>>, k: usize, to: usize| {
                nodes.push(LinearNode::Edge { from: b, k, to });
                succs.push(vec![to]);
                succs[b.index()].push(nodes.len() - 1);
            };
            match &exits[b.index()] {
                Exit::Unreachable => {}
                Exit::FallsInto(to) => succs[b.index()].push(to.index()),
                Exit::Direct => {
                    let targets = &terminator(f, b).expect("a branch").successors;
                    for (k, e) in targets.iter().enumerate() {
                        edge(&mut nodes, &mut succs, k, e.block.index());
                    }
                }
                Exit::Dispatch {
                    candidates, tested: 0, ..
                } => {
                    succs[b.index()].extend(candidates.iter().map(|&s| stub(s)));
                }
                Exit::Dispatch { candidates, shared, .. } => {
                    let inline = shared.map_or(candidates.len(), |tail| tail.from);
                    for (k, &s) in candidates[..inline].iter().enumerate() {
                        edge(&mut nodes, &mut succs, k, stub(s));
                    }
                    if let Some(tail) = shared {
                        edge(&mut nodes, &mut succs, tail.from, test_node(tail.test));
                    }
                }
            }
        }
        for (t, test) in tests.iter().enumerate() {
            let next = match test.next {
                Next::Test(u) => Some(test_node(u)),
                Next::Stub(s) => Some(stub(s)),
                Next::End => None,
            };
            for (k, to) in std::iter::once(stub(test.slot)).chain(next).enumerate() {
                nodes.push(LinearNode::TestEdge { test: t, k, to });
                succs.push(vec![to]);
                succs[test_node(t)].push(nodes.len() - 1);
            }
        }
        for (s, slot) in schedule.slots.iter().enumerate() {
            if dispatched[s] {
                succs[stub(s)].push(slot.block().index());
            }
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        let mut pred_index = vec![Vec::new(); nodes.len()];
        for (n, ss) in succs.iter().enumerate() {
            for &s in ss {
                pred_index[n].push(preds[s].len());
                preds[s].push(n);
            }
        }
        // A shared test runs after every block whose dispatch reaches it and before its slot's
        // stub: its slots are later than theirs.
        let mut wave_order = vec![0; nodes.len()];
        for (s, slot) in schedule.slots.iter().enumerate() {
            wave_order[stub(s)] = 4 * s;
            if let Slot::Block(b) = slot {
                wave_order[b.index()] = 4 * s + 1;
            }
        }
        for (t, test) in tests.iter().enumerate() {
            wave_order[test_node(t)] = 4 * test.slot - 1;
        }
        for (n, node) in nodes.iter().enumerate() {
            match *node {
                LinearNode::Edge { from, .. } => wave_order[n] = wave_order[from.index()],
                LinearNode::TestEdge { test, .. } => wave_order[n] = wave_order[test_node(test)],
                _ => {}
            }
        }
        LinearCfg {
            reachable,
            exits,
            dispatched,
            tests,
            nodes,
            succs,
            preds,
            pred_index,
            wave_order,
        }
    }

    /// The slots the dispatch after `b` may pick, in priority order (none unless `b` ends in a
    /// dispatch).
    pub fn candidates(&self, b: Block) -> &[usize] {
        match &self.exits[b.index()] {
            Exit::Dispatch { candidates, .. } => candidates,
            _ => &[],
        }
    }

    /// The candidates the dispatch after `b` tests itself (not in a shared tail).
    pub fn tested(&self, b: Block) -> &[usize] {
        match &self.exits[b.index()] {
            Exit::Dispatch {
                candidates,
                shared: Some(tail),
                ..
            } => &candidates[..tail.from],
            Exit::Dispatch { candidates, tested, .. } => &candidates[..*tested],
            _ => &[],
        }
    }

    /// The shared tail of the dispatch after `b`, if it has one.
    pub fn shared_tail(&self, b: Block) -> Option<SharedTail> {
        match &self.exits[b.index()] {
            Exit::Dispatch { shared, .. } => *shared,
            _ => None,
        }
    }

    /// The node of shared test `t`.
    pub fn test_node(&self, t: usize) -> usize {
        self.dispatched.len() + self.exits.len() + t
    }

    /// Does the wave leave `b` through a dispatch (its lanes go to slot masks)?
    pub fn dispatches(&self, b: Block) -> bool {
        matches!(self.exits[b.index()], Exit::Dispatch { .. })
    }

    /// The text form `--print-after=schedule` prints: one line per node in the wave's order,
    /// with its successors.
    pub fn to_text(&self, f: &Function, schedule: &Schedule) -> String {
        let name = |n: usize| match self.nodes[n] {
            LinearNode::Block(b) => format!("{b}"),
            LinearNode::Stub(s) => format!("stub{s}"),
            LinearNode::Edge { from, k, .. } => format!("{from}.edge{k}"),
            LinearNode::Test(t) => format!("test{t}"),
            LinearNode::TestEdge { test, k, .. } => format!("test{test}.edge{k}"),
        };
        let mut order: Vec<usize> = (0..self.nodes.len())
            .filter(|&n| match self.nodes[n] {
                LinearNode::Block(b) => self.reachable[b.index()],
                LinearNode::Stub(s) => self.dispatched[s],
                LinearNode::Edge { .. } | LinearNode::Test(_) | LinearNode::TestEdge { .. } => true,
            })
            .collect();
        order.sort_by_key(|&n| (self.wave_order[n], n));
        let mut text = String::new();
        for n in order {
            let how = match self.nodes[n] {
                LinearNode::Block(b) => match &self.exits[b.index()] {
                    Exit::FallsInto(_) => "falls into".to_string(),
                    Exit::Direct => "jumps directly".to_string(),
                    Exit::Dispatch { tested, .. } if returns(f, b) && *tested == 0 => "ends".to_string(),
                    Exit::Dispatch { shared: Some(tail), .. } => {
                        format!("dispatch, {} tested, then test{}", tail.from, tail.test)
                    }
                    Exit::Dispatch { tested, .. } => format!("dispatch, {tested} tested"),
                    Exit::Unreachable => "unreachable".to_string(),
                },
                LinearNode::Stub(s) => match schedule.slots[s] {
                    Slot::Block(_) => format!("exec := mask{s}"),
                    Slot::Continue { .. } => format!("exec := mask{s} (next iteration)"),
                },
                LinearNode::Edge { .. } | LinearNode::TestEdge { .. } => "edge".to_string(),
                LinearNode::Test(t) => format!("test mask{}", self.tests[t].slot),
            };
            let succs: Vec<String> = self.succs[n].iter().map(|&s| name(s)).collect();
            let _ = writeln!(text, "  {}: {how} -> [{}]", name(n), succs.join(", "));
        }
        text
    }
}

impl LogicalCfg {
    pub fn build(f: &Function, linear: &LinearCfg) -> LogicalCfg {
        let nb = f.blocks.len();
        let mut edges = Vec::new();
        let mut edge_nodes = vec![Vec::new(); nb];
        for b in f.block_ids().filter(|b| linear.reachable[b.index()]) {
            for k in 0..terminator(f, b).map_or(0, |t| t.successors.len()) {
                edge_nodes[b.index()].push(nb + edges.len());
                edges.push((b, k));
            }
        }
        LogicalCfg { edges, edge_nodes }
    }

    /// The text form `--print-after=schedule` prints: each block's edges to its successors.
    pub fn to_text(&self, f: &Function, linear: &LinearCfg) -> String {
        let mut text = String::new();
        for b in f.block_ids().filter(|b| linear.reachable[b.index()]) {
            let targets: Vec<String> = terminator(f, b)
                .map(|t| t.successors.iter().map(|e| format!("{}", e.block)).collect())
                .unwrap_or_default();
            let _ = writeln!(text, "  {b} -> [{}]", targets.join(", "));
        }
        text
    }
}

/// Both CFGs of a kernel, built together after the wave schedule.
pub struct Cfgs {
    pub linear: LinearCfg,
    pub logical: LogicalCfg,
}

impl Cfgs {
    pub fn build(f: &Function, schedule: &Schedule) -> Cfgs {
        let linear = LinearCfg::build(f, schedule);
        let logical = LogicalCfg::build(f, &linear);
        Cfgs { linear, logical }
    }

    /// What `--print-after=schedule` prints for a kernel: both CFGs.
    pub fn to_text(&self, f: &Function, schedule: &Schedule) -> String {
        format!(
            "logical CFG:\n{}linear CFG:\n{}",
            self.logical.to_text(f, &self.linear),
            self.linear.to_text(f, schedule)
        )
    }
}
