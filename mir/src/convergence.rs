//! Extended cycles: how far a cycle's iterations reach because of convergence tokens
//! (ConvergentOperations, "Extended Cycles: Divergent Exit from a Loop" and "Temporal
//! Divergence at Cycle Exit").
//!
//! A token defined inside a cycle `C` changes its dynamic instance every time its definition
//! runs, i.e. in every iteration of `C` (the innermost cycle holding the definition). A
//! convergent op outside `C` that takes the token therefore runs once per iteration of `C`,
//! with exactly the threads that left `C` in that iteration — "the cycle is effectively
//! extended to include all uses of this token that lie outside the cycle". The use can be
//! several blocks after an exit of `C`, even after the exits of cycles around `C` (an inner
//! loop's token used after the outer loop), and the path to it can contain whole loops (a loop
//! after `C` whose heart takes `C`'s token).
//!
//! - The **extension** of `C`: the blocks outside `C` where such a token is live (the blocks
//!   from `C`'s exits to its uses). They must run within each iteration of `C`.
//! - The **extended cycle** `E(C)`: `C`, its extension, and the extended cycle of every other
//!   cycle inside them (`C`'s children; loops inside the extension), except `C`'s ancestors.
//!
//! Three facts make an extended cycle usable as a unit of the wave schedule, like a cycle:
//!
//! 1. *It is entered only through `C`.* A block `b` of the extension has `T` live-in, and the
//!    definition `D` of `T` dominates every use, so every predecessor `p` of `b` is dominated
//!    by `D` too (a path to `p` avoiding `D`, then on to the use along blocks outside `C`,
//!    would avoid `D`), so `p` is in `C` or in the extension. A cycle that meets the extension
//!    and is not an ancestor of `C` lies wholly inside it (each of its blocks reaches the use
//!    without entering `C`, and is dominated by `D` by the same argument).
//! 2. *Extended cycles nest.* `E(C)` contains the extended cycles of `C`'s descendants, so an
//!    ancestor's contains `C`'s; two extended cycles that meet without one containing the
//!    other would need a block dominated by definitions in two cycles neither of which reaches
//!    the other outside itself.
//! 3. *An extension never leads back into its cycle where the token is live.* Such an edge
//!    `b -> s` (`b` in the extension, `s` in `C`) closes a path `D .. b -> s .. D` that lies in
//!    a cycle `Q` strictly around `C`, so it passes `Q`'s header; but `D` dominates `b`, so every
//!    path from `Q`'s header to `b` passes `D`, and the part after the last `D` is a closed
//!    path through `C` and `b` that misses `Q`'s header — a contradiction.
//!
//! They hold for every program the verifier accepts. They are checked all the same: a
//! violation (a gap in the argument above, or unverified input) is reported as
//! [`Unsupported`], naming the token use, rather than turned into a schedule that mixes
//! iterations; no program is known to reach those errors.
//!
//! An extended cycle is the unit in which the backend's wave schedule keeps an iteration's
//! threads together, and the region after a divergent exit whose cross-lane results the
//! uniformity analysis must not take as uniform outside it. [`split_extended_cycles`] first cuts
//! blocks where a token's region ends mid-block, so that extended cycles end at block
//! boundaries, and gives edges leaving an extension with arguments a block of their own.

use crate::cycles::{CycleId, CycleInfo};
use crate::dom::reverse_postorder;
use crate::ir::*;
use crate::opcode::Opcode;
use crate::pass::{Pass, PassError};
use crate::types::Type;

/// A token use whose meaning the extended cycles cannot express, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsupported {
    pub op: OpId,
    pub reason: String,
}

/// The extended cycles of a function (see the module documentation).
#[derive(Clone, Debug, Default)]
pub struct ExtendedCycles {
    /// The blocks of each extended cycle: the cycle's blocks, then the extension's.
    blocks: Vec<Vec<Block>>,
    /// How many of `blocks[c]` are the cycle's own.
    own: Vec<usize>,
    /// Membership of `E(c)`, for cycles whose extended cycle is larger than the cycle.
    members: Vec<Option<Vec<bool>>>,
    /// The smallest other extended cycle containing `E(c)`.
    parent: Vec<Option<CycleId>>,
    /// 1 for outermost extended cycles.
    depth: Vec<u32>,
    /// The smallest extended cycle containing each block.
    innermost: Vec<Option<CycleId>>,
    /// The plain cycle tree, for membership of extended cycles that are just their cycle.
    cycle_innermost: Vec<Option<CycleId>>,
    cycle_parent: Vec<Option<CycleId>>,
    unsupported: Vec<Unsupported>,
}

fn is_token_def(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::ConvergenceEntry | Opcode::ConvergenceAnchor | Opcode::ConvergenceLoop
    )
}

/// The token controlling `op`: its last operand, if that is a token.
pub fn token_of(f: &Function, op: OpId) -> Option<Value> {
    f.op(op).operands.last().copied().filter(|&t| f.ty(t) == Type::Token)
}

impl ExtendedCycles {
    pub fn compute(f: &Function, cycles: &CycleInfo) -> ExtendedCycles {
        let mut ext = ExtendedCycles::plain(f, cycles);
        let nc = cycles.cycles.len();
        if nc == 0 || !f.values.iter().any(|v| v.ty == Type::Token) {
            return ext;
        }
        let n = f.blocks.len();
        let mut reachable = vec![false; n];
        for b in reverse_postorder(n, f.entry(), &|b| f.successors(b)) {
            reachable[b.index()] = true;
        }
        let preds = f.predecessors();
        // The uses of each token, in block order.
        let mut uses: Vec<Vec<OpId>> = vec![Vec::new(); f.values.len()];
        for b in f.block_ids().filter(|b| reachable[b.index()]) {
            for &op in &f.block(b).ops {
                if let Some(t) = token_of(f, op) {
                    uses[t.index()].push(op);
                }
            }
        }
        let mut member: Vec<Vec<bool>> = (0..nc)
            .map(|c| {
                let mut m = vec![false; n];
                for &b in &cycles.cycles[c].blocks {
                    m[b.index()] = true;
                }
                m
            })
            .collect();
        // The token use that first extended each extended cycle (for error messages).
        let mut cause: Vec<Option<OpId>> = vec![None; nc];
        let mut unsupported = Vec::new();
        for b in f.block_ids().filter(|b| reachable[b.index()]) {
            for &def in &f.block(b).ops {
                if !is_token_def(f.op(def).opcode) {
                    continue;
                }
                let Some(c) = cycles.innermost(b) else { continue };
                let t = f.result(def);
                let live_in = live_in_blocks(f, &preds, &reachable, b, &uses[t.index()]);
                let outside: Vec<Block> = f
                    .block_ids()
                    .filter(|&x| live_in[x.index()] && !cycles.contains(c, x))
                    .collect();
                let Some(&first) = uses[t.index()].iter().find(|&&u| !cycles.contains(c, f.op(u).block)) else {
                    continue;
                };
                if outside.is_empty() {
                    continue;
                }
                if let Some(&x) = outside.iter().find(|&&x| {
                    f.successors(x)
                        .iter()
                        .any(|&s| cycles.contains(c, s) && live_in[s.index()])
                }) {
                    unsupported.push(Unsupported {
                        op: first,
                        reason: format!(
                            "kcc cannot schedule a convergent op whose token {t} stays live on a path that leaves the cycle with header {} (at {x}) and re-enters it without passing the token's definition",
                            cycles.cycle(c).header()
                        ),
                    });
                    continue;
                }
                for x in outside {
                    member[c.index()][x.index()] = true;
                }
                cause[c.index()].get_or_insert(first);
            }
        }
        if cause.iter().all(|c| c.is_none()) {
            ext.unsupported = unsupported;
            return ext;
        }
        // Close: E(c) takes in E(d) for every cycle d that meets it and is not c's ancestor.
        let mut changed = true;
        while changed {
            changed = false;
            for c in 0..nc {
                for d in 0..nc {
                    if d == c || cycles.cycle_contains(CycleId(d as u32), CycleId(c as u32)) {
                        continue;
                    }
                    if !cycles.cycles[d].blocks.iter().any(|b| member[c][b.index()]) {
                        continue;
                    }
                    let absorbed = member[d].clone();
                    for (m, &a) in member[c].iter_mut().zip(&absorbed) {
                        changed |= a && !*m;
                        *m |= a;
                    }
                    if cause[c].is_none() {
                        cause[c] = cause[d];
                    }
                }
            }
        }
        let size: Vec<usize> = member.iter().map(|m| m.iter().filter(|&&x| x).count()).collect();
        // Fact 1: every edge into E(c) from outside enters c itself.
        for c in 0..nc {
            let Some(op) = cause[c] else { continue };
            for x in f
                .block_ids()
                .filter(|x| member[c][x.index()] && !cycles.contains(CycleId(c as u32), *x))
            {
                if let Some(&p) = preds[x.index()]
                    .iter()
                    .find(|p| reachable[p.index()] && !member[c][p.index()])
                {
                    unsupported.push(Unsupported {
                        op,
                        reason: format!(
                            "kcc cannot schedule this convergent op: the region where the loop's token is live after the cycle with header {} is entered at {x} from {p}, outside the loop",
                            cycles.cycle(CycleId(c as u32)).header()
                        ),
                    });
                    break;
                }
            }
        }
        // Fact 2: extended cycles nest.
        for c in 0..nc {
            for d in c + 1..nc {
                let (mc, md) = (&member[c], &member[d]);
                let meet = (0..n).any(|x| mc[x] && md[x]);
                let c_in_d = (0..n).all(|x| !mc[x] || md[x]);
                let d_in_c = (0..n).all(|x| !md[x] || mc[x]);
                if meet && (c_in_d == d_in_c) {
                    let op = cause[c]
                        .or(cause[d])
                        .expect("overlapping extended cycles come from an extension");
                    unsupported.push(Unsupported {
                        op,
                        reason: format!(
                            "kcc cannot schedule this convergent op: the regions where loop tokens are live after the cycles with headers {} and {} overlap without nesting",
                            cycles.cycles[c].header(),
                            cycles.cycles[d].header()
                        ),
                    });
                }
            }
        }
        if !unsupported.is_empty() {
            // The plain cycles still make a valid (maximally convergent) schedule; the code
            // generator refuses the function.
            ext.unsupported = unsupported;
            return ext;
        }
        // The nesting tree: each extended cycle's parent is the smallest one strictly around it.
        let contains = |outer: usize, inner: usize| {
            outer != inner && size[outer] > size[inner] && (0..n).all(|x| !member[inner][x] || member[outer][x])
        };
        for c in 0..nc {
            ext.parent[c] = (0..nc)
                .filter(|&d| contains(d, c))
                .min_by_key(|&d| size[d])
                .map(|d| CycleId(d as u32));
        }
        for b in f.block_ids() {
            ext.innermost[b.index()] = (0..nc)
                .filter(|&c| member[c][b.index()])
                .min_by_key(|&c| size[c])
                .map(|c| CycleId(c as u32));
        }
        for c in 0..nc {
            let mut d = 1;
            let mut p = ext.parent[c];
            while let Some(q) = p {
                d += 1;
                p = ext.parent[q.index()];
            }
            ext.depth[c] = d;
            if size[c] > cycles.cycles[c].blocks.len() {
                let mut list = cycles.cycles[c].blocks.clone();
                list.extend(
                    f.block_ids()
                        .filter(|x| member[c][x.index()] && !cycles.contains(CycleId(c as u32), *x)),
                );
                ext.blocks[c] = list;
                ext.members[c] = Some(std::mem::take(&mut member[c]));
            }
        }
        ext
    }

    /// Extended cycles equal to the cycles (no token is live outside its cycle).
    fn plain(f: &Function, cycles: &CycleInfo) -> ExtendedCycles {
        let nc = cycles.cycles.len();
        ExtendedCycles {
            blocks: cycles.cycles.iter().map(|c| c.blocks.clone()).collect(),
            own: cycles.cycles.iter().map(|c| c.blocks.len()).collect(),
            members: vec![None; nc],
            parent: cycles.cycles.iter().map(|c| c.parent).collect(),
            depth: cycles.cycles.iter().map(|c| c.depth).collect(),
            innermost: f.block_ids().map(|b| cycles.innermost(b)).collect(),
            cycle_innermost: f.block_ids().map(|b| cycles.innermost(b)).collect(),
            cycle_parent: cycles.cycles.iter().map(|c| c.parent).collect(),
            unsupported: Vec::new(),
        }
    }

    /// Is `b` in the extended cycle of `c`?
    pub fn contains(&self, c: CycleId, b: Block) -> bool {
        match &self.members[c.index()] {
            Some(m) => m[b.index()],
            None => {
                let mut cur = self.cycle_innermost[b.index()];
                while let Some(x) = cur {
                    if x == c {
                        return true;
                    }
                    cur = self.cycle_parent[x.index()];
                }
                false
            }
        }
    }

    /// The blocks of `E(c)`: the cycle's own first (in cycle order), then the extension's.
    pub fn blocks(&self, c: CycleId) -> &[Block] {
        &self.blocks[c.index()]
    }

    /// The extension of `c`: the blocks of `E(c)` outside the cycle `c`.
    pub fn extension(&self, c: CycleId) -> &[Block] {
        &self.blocks[c.index()][self.own[c.index()]..]
    }

    /// The smallest extended cycle strictly containing `E(c)`.
    pub fn parent(&self, c: CycleId) -> Option<CycleId> {
        self.parent[c.index()]
    }

    /// Nesting depth of `E(c)` among extended cycles (1 for the outermost).
    pub fn depth(&self, c: CycleId) -> u32 {
        self.depth[c.index()]
    }

    /// The smallest extended cycle containing `b`.
    pub fn innermost(&self, b: Block) -> Option<CycleId> {
        self.innermost[b.index()]
    }

    /// Does some cycle reach past its exits?
    pub fn is_trivial(&self) -> bool {
        self.members.iter().all(|m| m.is_none())
    }

    /// Token uses the extended cycles cannot give their meaning (then every extended cycle is
    /// just its cycle).
    pub fn unsupported(&self) -> &[Unsupported] {
        &self.unsupported
    }
}

/// The blocks where a token defined in `def_block` is live on entry: backwards from its uses
/// to the definition.
fn live_in_blocks(
    f: &Function,
    preds: &[Vec<Block>],
    reachable: &[bool],
    def_block: Block,
    uses: &[OpId],
) -> Vec<bool> {
    let mut live = vec![false; f.blocks.len()];
    let mut work = Vec::new();
    for &u in uses {
        let b = f.op(u).block;
        // A use in the defining block follows the definition (SSA).
        if b != def_block && !std::mem::replace(&mut live[b.index()], true) {
            work.push(b);
        }
    }
    while let Some(b) = work.pop() {
        for &p in &preds[b.index()] {
            if reachable[p.index()] && p != def_block && !std::mem::replace(&mut live[p.index()], true) {
                work.push(p);
            }
        }
    }
    live
}

/// Makes extended cycles ready for a wave schedule that runs them once per iteration, by
/// splitting blocks (the program's meaning is unchanged). Returns the number of splits.
///
/// - *Region tails.* A token's convergence region can end in the middle of a block
///   (`ballot [loop token]; ballot [entry token]` after a loop): the second ballot must run
///   once, with every thread that reaches it, not once per iteration. A block of an extension
///   where the extended cycle's tokens die is split after their last use when convergent ops
///   or token definitions follow (the static rules on convergence regions put every use of
///   the cycle's tokens before an op controlled by an outer token).
/// - *Exits with arguments.* A block of an extension runs once per iteration of the cycle,
///   but the block after the extended cycle (or the next iteration of an enclosing loop: an
///   outer loop's latch can lie in an inner loop's extension) runs once. An edge from the
///   extension to outside it that passes block arguments gets a block of its own, outside the
///   extended cycle, so the arguments are passed once, when that block runs: a code generator
///   that writes uniform block parameters at the end of the predecessor would otherwise write
///   an enclosing loop's header parameter while later runs of the extension still read its
///   current value.
pub fn split_extended_cycles(f: &mut Function) -> usize {
    let mut splits = 0;
    // Each split moves an op or an edge's arguments out of an extension.
    for _ in 0..f.ops.len() + 1 {
        let cycles = CycleInfo::compute(f);
        let ext = ExtendedCycles::compute(f, &cycles);
        if ext.is_trivial() {
            break;
        }
        if let Some((block, at)) = f
            .block_ids()
            .find_map(|b| tail_start(f, &cycles, &ext, b).map(|at| (b, at)))
        {
            split_block(f, block, at);
        } else if let Some((block, edge)) = exit_with_arguments(f, &cycles, &ext) {
            split_edge(f, block, edge);
        } else {
            break;
        }
        splits += 1;
    }
    splits
}

/// An edge (block, successor index) from an extension to outside its extended cycle that
/// passes arguments.
fn exit_with_arguments(f: &Function, cycles: &CycleInfo, ext: &ExtendedCycles) -> Option<(Block, usize)> {
    cycles.preorder().into_iter().find_map(|c| {
        ext.extension(c).iter().find_map(|&b| {
            let t = f.terminator(b)?;
            f.op(t)
                .successors
                .iter()
                .position(|s| !s.args.is_empty() && !ext.contains(c, s.block))
                .map(|k| (b, k))
        })
    })
}

/// Puts a new block on edge `edge` of `b`'s terminator, which passes the edge's arguments.
fn split_edge(f: &mut Function, b: Block, edge: usize) {
    let t = f.terminator(b).expect("an edge comes from a terminator");
    let call = std::mem::replace(
        &mut f.op_mut(t).successors[edge],
        BlockCall {
            block: Block(0),
            args: vec![],
        },
    );
    let middle = f.add_block();
    f.blocks[middle.index()].name = f.blocks[b.index()].name.as_ref().map(|n| format!("{n}.exit"));
    f.op_mut(t).successors[edge] = BlockCall {
        block: middle,
        args: vec![],
    };
    let loc = f.op(t).loc;
    let br = f.append_op(middle, Opcode::Br, vec![], &[]);
    f.op_mut(br).successors = vec![call];
    f.op_mut(br).loc = loc;
}

/// Where `b`, a block of an extension, must be split, if anywhere. When none of the extended
/// cycle's tokens is live after `b`, its region ends in `b`: after the last op controlled by a
/// token the extended cycle defined before `b`, or by a token defined in `b` before that op.
/// What follows belongs after the extended cycle if it holds a convergent op (controlled by
/// an outer token) or a token definition (an anchor whose threads would otherwise be one
/// iteration's).
fn tail_start(f: &Function, cycles: &CycleInfo, ext: &ExtendedCycles, b: Block) -> Option<usize> {
    let c = ext.innermost(b)?;
    if cycles.contains(c, b) || f.successors(b).iter().any(|&s| ext.contains(c, s)) {
        return None;
    }
    let ops = &f.block(b).ops;
    let defined_at = |t: Value| ops.iter().position(|&o| f.op(o).results.contains(&t));
    let mut at = 0;
    loop {
        let in_head = |t: Value| match defined_at(t) {
            Some(p) => p < at,
            None => ext.contains(c, f.def_block(t)),
        };
        let end = ops
            .iter()
            .rposition(|&op| token_of(f, op).is_some_and(in_head))
            .map_or(0, |p| p + 1);
        if end <= at {
            break;
        }
        at = end;
    }
    let convergent = |op: OpId| f.op(op).opcode.is_convergent() || is_token_def(f.op(op).opcode);
    (at > 0 && ops[at..].iter().any(|&op| convergent(op))).then_some(at)
}

/// Moves the ops of `b` from index `at` on into a new block that `b` branches to.
fn split_block(f: &mut Function, b: Block, at: usize) {
    let tail = f.split_block(b, at, ".tail");
    let loc = f.block(tail).ops.first().and_then(|&op| f.op(op).loc);
    let br = f.append_op(b, Opcode::Br, vec![], &[]);
    f.op_mut(br).successors = vec![BlockCall {
        block: tail,
        args: vec![],
    }];
    f.op_mut(br).loc = loc;
}

/// The pass form of [`split_extended_cycles`].
pub struct SplitExtendedCycles;

impl Pass for SplitExtendedCycles {
    fn name(&self) -> &'static str {
        "split-extended-cycles"
    }
    fn description(&self) -> &'static str {
        "split blocks where a loop token's region ends inside them, and edges with arguments leaving it"
    }
    fn run(&self, module: &mut Module) -> Result<(), PassError> {
        for f in &mut module.functions {
            split_extended_cycles(f);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    fn function(body: &str) -> Function {
        let m = parse_module(&format!("kernel @k {{\n{body}}}\n")).expect("test input parses");
        crate::verify::verify_module(&m).expect("test input follows the token rules");
        m.functions.into_iter().next().unwrap()
    }

    fn extended(f: &Function) -> (CycleInfo, ExtendedCycles) {
        let cycles = CycleInfo::compute(f);
        let ext = ExtendedCycles::compute(f, &cycles);
        assert_eq!(ext.unsupported(), &[], "valid programs are supported");
        (cycles, ext)
    }

    fn blocks(list: &[u32]) -> Vec<Block> {
        list.iter().map(|&b| Block(b)).collect()
    }

    /// A loop (bb1) with a heart; after its divergent exit, an if/else (bb3, bb4) and a join
    /// (bb5) that uses the heart's token, then the entry token, then a block after (bb6).
    const TWO_BLOCKS_AFTER: &str = "\
bb0:
  %0:_(token) = convergence.entry
  %1:_(s32) = workitem.id.x
  %2:_(s1) = const {value = 1}
  br bb1
bb1:
  %3:_(token) = convergence.loop %0
  %4:_(s1) = icmp.eq %1, %1
  condbr %4, bb1, bb2
bb2:
  condbr %4, bb3, bb4
bb3:
  %5:_(s64) = ballot %2, %3
  br bb5
bb4:
  br bb5
bb5:
  %6:_(s64) = ballot %2, %3
  %7:_(s64) = ballot %2, %0
  br bb6
bb6:
  ret
";

    #[test]
    fn the_extension_reaches_from_the_exit_to_the_last_use() {
        let f = function(TWO_BLOCKS_AFTER);
        let (cycles, ext) = extended(&f);
        let c = cycles.innermost(Block(1)).unwrap();
        assert_eq!(ext.extension(c), blocks(&[2, 3, 4, 5]));
        assert!(ext.contains(c, Block(5)) && !ext.contains(c, Block(6)) && !ext.contains(c, Block(0)));
        assert_eq!(ext.innermost(Block(4)), Some(c));
        assert_eq!(ext.innermost(Block(6)), None);
    }

    #[test]
    fn uses_inside_the_loop_extend_nothing() {
        let f = function("bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = const {value = 1}\n  br bb1\nbb1:\n  %2:_(token) = convergence.loop %0\n  %3:_(s64) = ballot %1, %2\n  condbr %1, bb1, bb2\nbb2:\n  %4:_(s64) = ballot %1, %0\n  ret\n");
        let (_, ext) = extended(&f);
        assert!(ext.is_trivial());
    }

    /// Nested loops: outer bb1 (latch bb3), inner bb2; after the outer loop (bb4) ballots under
    /// the inner heart's token, the outer one's and the entry token.
    const INNER_AFTER_OUTER: &str = "\
bb0:
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
  condbr %1, bb1(%6), bb4
bb4:
  %7:_(s64) = ballot %1, %5
  %8:_(s64) = ballot %1, %4
  %9:_(s64) = ballot %1, %0
  ret
";

    #[test]
    fn an_inner_token_used_after_the_outer_loop_extends_the_inner_loop_through_the_outer_latch() {
        let f = function(INNER_AFTER_OUTER);
        let (cycles, ext) = extended(&f);
        let (outer, inner) = (cycles.innermost(Block(1)).unwrap(), cycles.innermost(Block(2)).unwrap());
        assert_eq!(
            ext.extension(inner),
            blocks(&[3, 4]),
            "the outer latch runs once per inner iteration"
        );
        assert_eq!(ext.extension(outer), blocks(&[4]));
        assert_eq!(ext.parent(inner), Some(outer));
        assert_eq!((ext.depth(outer), ext.depth(inner)), (1, 2));
        assert_eq!(ext.innermost(Block(3)), Some(inner));
    }

    #[test]
    fn splitting_ends_each_token_region_at_a_block_boundary() {
        let mut f = function(INNER_AFTER_OUTER);
        // The latch's edge back to the outer header passes %6: it gets a block of its own; the
        // exit block is split after the inner token's last use and after the outer one's.
        assert_eq!(split_extended_cycles(&mut f), 3);
        crate::verify::verify_function(&f).unwrap();
        let (cycles, ext) = extended(&f);
        let (outer, inner) = (cycles.innermost(Block(1)).unwrap(), cycles.innermost(Block(2)).unwrap());
        let text = crate::text::print_module(&Module {
            functions: vec![f.clone()],
            ..Module::default()
        });
        let ballots: Vec<Block> = f
            .block_ids()
            .filter(|&b| f.block(b).ops.iter().any(|&op| f.op(op).opcode == Opcode::Ballot))
            .collect();
        assert_eq!(ballots.len(), 3, "{text}");
        // The block of the ballot under token %t.
        let under = |t: u32| {
            ballots
                .iter()
                .copied()
                .find(|&b| f.block(b).ops.iter().any(|&op| token_of(&f, op) == Some(Value(t))))
                .unwrap()
        };
        assert!(ext.contains(inner, under(5)), "{text}");
        assert!(
            !ext.contains(inner, under(4)) && ext.contains(outer, under(4)),
            "{text}"
        );
        assert!(!ext.contains(outer, under(0)), "{text}");
        // The outer header's argument is passed outside the inner loop's extended cycle.
        let latch_exit = f.predecessors()[1].iter().copied().find(|&p| p != Block(0)).unwrap();
        assert!(
            !ext.contains(inner, latch_exit) && ext.contains(inner, Block(3)),
            "{text}"
        );
    }

    /// A loop (bb1) and, after it, a loop (bb2) whose heart takes the first loop's token.
    #[test]
    fn a_loop_whose_heart_takes_the_token_lies_in_the_extension() {
        let f = function("bb0:\n  %0:_(token) = convergence.entry\n  %1:_(s1) = const {value = 1}\n  br bb1\nbb1:\n  %2:_(token) = convergence.loop %0\n  condbr %1, bb1, bb2\nbb2:\n  %3:_(token) = convergence.loop %2\n  %4:_(s64) = ballot %1, %3\n  condbr %1, bb2, bb3\nbb3:\n  ret\n");
        let (cycles, ext) = extended(&f);
        let (first, second) = (cycles.innermost(Block(1)).unwrap(), cycles.innermost(Block(2)).unwrap());
        assert_eq!(ext.extension(first), blocks(&[2]));
        assert_eq!(
            ext.parent(second),
            Some(first),
            "the second loop's iterations run within each of the first's"
        );
        assert_eq!(ext.innermost(Block(2)), Some(second));
    }
}
