//! The uniformity analysis (seed 000, "Convergence And Uniformity", is the specification).
//!
//! It follows the structure of LLVM 22's `GenericUniformityAnalysisImpl` so that
//! `opt -passes='print<uniformity>'` and LLVM's own tests serve as oracles:
//!
//! - **Sources and overrides.** Each op result is a source of divergence, always uniform, or
//!   propagates its operands' divergence ([`result_rule`]: the generic op table in
//!   `opcode.rs`, loads from flat/private memory, and for opaque ops (calls, intrinsics,
//!   inline asm) the `divergence` attribute the frontend writes from its one table);
//!   arguments of non-kernel functions are divergent unless passed in SGPRs (`inreg`).
//! - **Data dependence** is propagated with a worklist to a fixed point; a block parameter
//!   (LLVM's phi) is a user of every value passed to it.
//! - **Sync dependence.** For each divergent branch, labels are propagated along a *modified
//!   post-order* in which every cycle is contiguous (LLVM's `DivergencePropagator`): a block
//!   reached with two different labels is reachable along disjoint paths from the branch, a
//!   *join*; its parameters become divergent unless every incoming value is the same.
//!   Propagation does not stop at the immediate post-dominator when it is inside an
//!   irreducible cycle.
//! - **Divergent cycle exits and temporal divergence.** Labels that leave a cycle containing
//!   the branch mark *divergent exits*; every use outside the cycle of a value defined inside
//!   it is divergent (and recorded in the temporal-divergence list).
//! - **Irreducible cycles (m-convergence).** A join inside an irreducible cycle that violates
//!   the diverged-entry criterion, or diverged paths reaching an irreducible cycle from
//!   outside, make the whole (outermost such) cycle *assumed divergent*: every value defined
//!   in it is divergent, so the result does not depend on which header the DFS chose.
//!
//! - **Controlled convergence.** The blocks after a cycle where a convergence token defined
//!   inside it is live (its extension, [`crate::convergence`]) run once per iteration, with
//!   the threads leaving in that iteration; after a divergent exit the results of cross-lane
//!   ops there differ between iterations, so their uses outside that run are temporally
//!   divergent, like uses of values defined inside the cycle. Without tokens kcc behaves like
//!   LLVM's maximal convergence.
//!
//! Where LLVM 22 gives an answer a code generator cannot rely on, kcc deliberately differs
//! (each case has a lit test in `tests/uniformity/` that runs both kcc and opt-22):
//!
//! 1. a parameter of a divergent cycle-exit block receiving different values on edges from
//!    inside the cycle is divergent (LLVM 22 misses joins reached over the virtual exit edges of
//!    a reducible cycle: `divergent-cycle-exit-{phi,join}.ll`, `llvm22-bug-cycle-exit-*.ll`);
//! 2. a call to a `nodivergencesource` function propagates its arguments' divergence (LLVM 22
//!    makes it always uniform: `nodivergencesource-divergent-arg.ll`);
//! 3. uses after a divergent exit of always-uniform values defined in an assumed-divergent
//!    cycle are divergent on every run (opt-22's answer depends on hash order);
//! 4. controlled convergence as above (LLVM 22 ignores the token there);
//! 5. `readlane` is uniform only with a uniform lane index (conservative; LLVM: always);
//! 6. a cycle whose header holds the divergent branch has a divergent exit when lanes can
//!    come back to the header while others leave by another exit block's edge (LLVM 22 stops
//!    at the branch's block and sees only a join there: `divergent-header-exit-join.ll`).
//!
//! [`Compat::llvm22`] reproduces LLVM 22 on 1–6 so the differential test can tell kcc's fixes
//! from real precision gaps.

use crate::convergence::{token_of, ExtendedCycles};
use crate::cycles::{block_label, Cfg, CycleId, CycleInfo};
use crate::ir::Value;
use crate::ir::{Attr, Block, Function, FunctionKind, OpId, ValueDef};
use crate::opcode::{Divergence, Opcode};
use crate::source::IrFunctionMap;
use crate::types::Type;
use std::collections::{BTreeSet, HashMap};

#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Treat every non-constant value as divergent (`--no-uniformity`).
    pub assume_divergent: bool,
}

/// Which of LLVM 22's known-unsound answers to reproduce (for differential testing only).
#[derive(Clone, Copy, Debug, Default)]
pub struct Compat {
    /// Reproduce LLVM 22 exactly where it is unsound (exit phis of constants at divergent
    /// cycle exits; `nodivergencesource` calls with divergent arguments).
    pub llvm22: bool,
    /// With `llvm22`: behave as if every cycle that ends up assumed divergent had been
    /// assumed divergent before any of its exits was analysed. opt-22's answer for
    /// always-uniform values defined in such cycles and used after a divergent exit depends
    /// on hash order (so it varies from run to run); it always lies between the answers of
    /// `llvm22` with and without this flag.
    pub assumed_first: bool,
}

/// A use of a value outside the cycle that defines it, after a divergent exit of that cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TemporalDivergence {
    pub value: Value,
    pub user: User,
    pub cycle: CycleId,
}

/// Something that uses a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum User {
    /// A non-terminator op (as operand).
    Op(OpId),
    /// The terminator of a block (as condition or returned value).
    Term(Block),
    /// A block parameter (the value is passed to it by a branch).
    Param(Value),
}

/// Why a value or a branch first became divergent: one step back along its chain (the
/// analysis records it when it first marks the value, so following the steps back from any
/// value ends at a source of divergence; `kcc --report` prints these chains).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The op's result is a source of divergence (work-item id, atomic, load from flat or
    /// private memory, call, inline asm with a VGPR output, cross-lane op).
    Source,
    /// An argument of a device function not passed in SGPRs.
    Argument,
    /// Data dependence: computed from this divergent value (or, for a block parameter, passed
    /// it; for a branch, its condition).
    Operand(Value),
    /// Sync dependence: a parameter of a join of the paths from the divergent branch that
    /// ends this block.
    Join(Block),
    /// Temporal divergence: uses `value`, defined inside `cycle`, outside it after the cycle's
    /// divergent exit caused by the branch ending `branch`.
    Temporal {
        value: Value,
        cycle: CycleId,
        branch: Block,
    },
    /// Defined in an irreducible cycle assumed divergent because of the branch ending `branch`.
    AssumedCycle { cycle: CycleId, branch: Block },
    /// `--no-uniformity`: every non-constant value is divergent.
    AssumedAll,
}

/// The result of the analysis.
#[derive(Clone, Debug)]
pub struct UniformityInfo {
    divergent: Vec<bool>,
    /// Per value and per block's terminator: the first cause of divergence (None if uniform).
    causes: Vec<Option<Cause>>,
    term_causes: Vec<Option<Cause>>,
    /// Ops without results (stores, void calls) whose execution is divergent in LLVM's sense.
    op_divergent: Vec<bool>,
    div_term: Vec<bool>,
    divergent_exit_cycles: Vec<CycleId>,
    assumed_divergent: Vec<CycleId>,
    temporal: Vec<TemporalDivergence>,
    cycles: CycleInfo,
    extended: ExtendedCycles,
    /// Results of cross-lane ops in the extension of a cycle with a divergent exit, with the
    /// cycle: uniform only among the lanes of one iteration.
    per_iteration: Vec<(Value, CycleId)>,
}

impl UniformityInfo {
    pub fn compute(func: &Function, options: &Options) -> UniformityInfo {
        Self::compute_with(func, options, Compat::default())
    }

    pub fn compute_with(func: &Function, options: &Options, compat: Compat) -> UniformityInfo {
        let mut a = Analysis::new(func, compat);
        if compat.llvm22 && compat.assumed_first && !options.assume_divergent {
            let first = Self::compute_with(
                func,
                options,
                Compat {
                    assumed_first: false,
                    ..compat
                },
            );
            a.preassumed = first.assumed_divergent;
        }
        if options.assume_divergent {
            a.all_divergent();
        } else {
            a.initialize();
            a.run();
        }
        UniformityInfo {
            divergent: a.divergent,
            causes: a.causes,
            term_causes: a.term_causes,
            op_divergent: a.op_divergent,
            div_term: a.div_term,
            divergent_exit_cycles: a.divergent_exit_cycles,
            assumed_divergent: a.assumed_divergent,
            temporal: a.temporal,
            cycles: a.cycles,
            extended: a.extended,
            per_iteration: a.per_iteration,
        }
    }

    pub fn is_divergent(&self, v: Value) -> bool {
        self.divergent[v.index()]
    }

    pub fn is_uniform(&self, v: Value) -> bool {
        !self.is_divergent(v)
    }

    /// Why `v` is divergent (None if it is uniform).
    pub fn cause(&self, v: Value) -> Option<Cause> {
        self.causes[v.index()]
    }

    /// Why the terminator of `b` is divergent (None if it is uniform).
    pub fn branch_cause(&self, b: Block) -> Option<Cause> {
        self.term_causes[b.index()]
    }

    /// For an op without results: is it executed divergently with divergent inputs (LLVM
    /// prints such stores and calls as DIVERGENT)? For other ops: any result divergent.
    pub fn is_op_divergent(&self, func: &Function, op: OpId) -> bool {
        let data = func.op(op);
        if data.opcode.is_terminator() {
            return self.div_term[data.block.index()];
        }
        self.op_divergent[op.index()] || data.results.iter().any(|r| self.divergent[r.index()])
    }

    pub fn has_divergent_terminator(&self, b: Block) -> bool {
        self.div_term[b.index()]
    }

    /// Cycles with a divergent exit (outermost cycle exited), in discovery order.
    pub fn divergent_exit_cycles(&self) -> &[CycleId] {
        &self.divergent_exit_cycles
    }

    /// Irreducible cycles whose every value is divergent (m-convergence could not be shown).
    pub fn assumed_divergent_cycles(&self) -> &[CycleId] {
        &self.assumed_divergent
    }

    pub fn temporal_divergence(&self) -> &[TemporalDivergence] {
        &self.temporal
    }

    /// The extended cycles the analysis used (the blocks after a cycle that run once per
    /// iteration of it because one of its convergence tokens is live there).
    pub fn extended(&self) -> &ExtendedCycles {
        &self.extended
    }

    pub fn cycles(&self) -> &CycleInfo {
        &self.cycles
    }

    /// Is `v` divergent as seen from a use in `block` (temporal divergence included)? That is
    /// when lanes that computed it in different iterations of a cycle with a divergent exit can
    /// meet at `block`: `v` is defined in such a cycle and `block` is outside it, or `v` is the
    /// result of a cross-lane op that runs once per iteration after such a cycle (in its
    /// extension) and `block` is outside the extended cycle. (Other values computed in an
    /// extension are the same in every iteration's run, or divergent anyway.)
    pub fn is_divergent_at(&self, func: &Function, v: Value, block: Block) -> bool {
        if self.is_divergent(v) {
            return true;
        }
        let mut c = self.cycles.innermost(func.def_block(v));
        while let Some(cy) = c {
            if self.cycles.contains(cy, block) {
                break;
            }
            if self.divergent_exit_cycles.contains(&cy) {
                return true;
            }
            c = self.cycles.parent(cy);
        }
        self.per_iteration
            .iter()
            .any(|&(r, cy)| r == v && !self.extended.contains(cy, block))
    }
}

// ---------------------------------------------------------------------------------------
// Classification of ops.

fn str_attr<'a>(op: &'a crate::ir::OpData, key: &str) -> Option<&'a str> {
    match op.attr(key) {
        Some(Attr::Str(s)) | Some(Attr::Word(s)) => Some(s.as_str()),
        _ => None,
    }
}

/// The uniformity rule of result `index` of `op` (for ops without results, of the op).
pub fn result_rule(func: &Function, op: OpId, index: usize) -> Divergence {
    result_rule_with(func, op, index, Compat::default())
}

/// Is `callee` LLVM's `readlane` (whose result depends only on the lane index)?
fn is_readlane(func: &Function, op: OpId) -> bool {
    let data = func.op(op);
    data.opcode == Opcode::ReadLane
        || (data.opcode == Opcode::Opaque
            && str_attr(data, "callee")
                .is_some_and(|c| c == "llvm.amdgcn.readlane" || c.starts_with("llvm.amdgcn.readlane.")))
}

fn result_rule_with(func: &Function, op: OpId, index: usize, compat: Compat) -> Divergence {
    let data = func.op(op);
    if is_readlane(func, op) {
        // Uniform when the lane index is (see `push_users`); LLVM 22 says always uniform.
        return if compat.llvm22 {
            Divergence::AlwaysUniform
        } else {
            Divergence::Propagates
        };
    }
    match data.opcode {
        Opcode::Load => {
            // Loads from private and flat memory are divergent whatever the address (LLVM's
            // `isSourceOfDivergence`: threads may see different memory at the same address).
            return match data.operands.first().map(|&p| func.ty(p)) {
                Some(Type::Ptr(0)) | Some(Type::Ptr(5)) => Divergence::Source,
                _ => Divergence::Propagates,
            };
        }
        Opcode::Opaque => {}
        _ => return data.divergence(),
    }
    if data.has_word("nodivergencesource") {
        // Not a source, but the result still depends on the arguments. LLVM 22 treats such
        // calls as always uniform (nodivergencesource-divergent-arg.ll, "FIXME").
        return if compat.llvm22 {
            Divergence::AlwaysUniform
        } else {
            Divergence::Propagates
        };
    }
    // The frontend's classification, which owns LLVM's names (`frontend/src/intrinsics.rs`,
    // `call_divergence`): one word for every result, or a comma-separated word per result
    // (inline asm outputs, `amdgcn.if`'s mask).
    let word = match data.attr("divergence") {
        Some(Attr::Word(w)) => Some(w.as_str()),
        Some(Attr::Str(list)) => list.split(',').nth(index).or_else(|| list.split(',').next_back()),
        _ => None,
    };
    match word {
        Some("source") => Divergence::Source,
        Some("uniform") => Divergence::AlwaysUniform,
        // `propagates`, and frontend glue without a classification (`phi-operand`, `ret`).
        _ => Divergence::Propagates,
    }
}

/// Work-group facts from the function's attributes, as LLVM's AMDGPU subtarget reads them.
#[derive(Clone, Copy, Debug, Default)]
struct WorkGroup {
    /// At most one work-item: nothing diverges (LLVM skips the analysis).
    single_lane: bool,
    /// `reqd_work_group_size` with X a multiple of the wave size: waves never span two rows.
    x_splits_evenly: bool,
    /// Required sizes (0 = unknown).
    reqd: [u64; 3],
}

const WAVE_SIZE: u64 = 64;

impl WorkGroup {
    fn of(func: &Function) -> WorkGroup {
        let mut w = WorkGroup::default();
        for (k, v) in &func.attrs {
            let nums: Vec<u64> = v.split(',').filter_map(|x| x.trim().parse().ok()).collect();
            if k == "amdgpu-flat-work-group-size" && nums.len() == 2 && nums[1] == 1 {
                w.single_lane = true;
            }
            if k == "reqd_work_group_size" && nums.len() == 3 {
                w.reqd = [nums[0], nums[1], nums[2]];
                if nums.iter().product::<u64>() == 1 {
                    w.single_lane = true;
                }
                w.x_splits_evenly = nums[0].is_multiple_of(WAVE_SIZE);
            }
        }
        w
    }

    /// Is the work-item id in dimension `dim` (0..3) uniform across a wave?
    fn id_uniform(&self, dim: usize) -> bool {
        dim > 0 && (self.x_splits_evenly || self.reqd[dim] == 1)
    }
}

fn workitem_dim(func: &Function, op: OpId) -> Option<usize> {
    let data = func.op(op);
    match data.opcode {
        Opcode::WorkitemId(d) => Some(d.index()),
        Opcode::Opaque => match str_attr(data, "callee")? {
            "llvm.amdgcn.workitem.id.x" => Some(0),
            "llvm.amdgcn.workitem.id.y" => Some(1),
            "llvm.amdgcn.workitem.id.z" => Some(2),
            _ => None,
        },
        _ => None,
    }
}

fn const_value(func: &Function, v: Value) -> Option<i128> {
    let op = func.def_op(v)?;
    let data = func.op(op);
    (data.opcode == Opcode::Const).then(|| data.int_attr("value")).flatten()
}

/// LLVM 22's `isAlwaysUniform` patterns on work-item ids: `workitem.id.x >> C` and
/// `workitem.id.x & M` with `C` / the trailing zeros of `M` at least log2(wave size), when
/// waves never span two rows of the work-group.
fn id_x_pattern_uniform(func: &Function, op: OpId, wg: &WorkGroup) -> bool {
    if !wg.x_splits_evenly {
        return false;
    }
    let data = func.op(op);
    let is_id_x = |v: Value| func.def_op(v).is_some_and(|o| workitem_dim(func, o) == Some(0));
    match data.opcode {
        Opcode::LShr | Opcode::AShr => {
            data.operands.len() == 2
                && is_id_x(data.operands[0])
                && const_value(func, data.operands[1]).is_some_and(|c| c >= 6)
        }
        Opcode::And => {
            data.operands.len() == 2
                && (0..2).any(|i| {
                    is_id_x(data.operands[i])
                        && const_value(func, data.operands[1 - i]).is_some_and(|m| (m as u64).trailing_zeros() >= 6)
                })
        }
        _ => false,
    }
}

// ---------------------------------------------------------------------------------------
// The analysis.

struct DivDesc {
    join_blocks: Vec<Block>,
    cycle_div_blocks: Vec<Block>,
}

/// Immediate dominators over a compact CFG (Cooper, Harvey and Kennedy's iterative algorithm
/// over reverse postorder, as `dom::DomTree`, without per-block allocation): the entry is its
/// own, unreachable blocks have none.
pub fn immediate_dominators(cfg: &Cfg) -> Vec<Option<Block>> {
    let n = cfg.len();
    let mut idom: Vec<Option<Block>> = vec![None; n];
    if n == 0 {
        return idom;
    }
    // Reverse postorder (successors in order, iteratively).
    let mut visited = vec![false; n];
    let mut post: Vec<Block> = Vec::with_capacity(n);
    let mut stack: Vec<(Block, usize)> = vec![(Block(0), 0)];
    visited[0] = true;
    while let Some((b, i)) = stack.last_mut() {
        let b = *b;
        if let Some(&s) = cfg.succs(b).get(*i) {
            *i += 1;
            if !visited[s.index()] {
                visited[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    let mut order = vec![usize::MAX; n];
    let rpo: Vec<Block> = post.into_iter().rev().collect();
    for (i, b) in rpo.iter().enumerate() {
        order[b.index()] = i;
    }
    idom[0] = Some(Block(0));
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new: Option<Block> = None;
            for &p in cfg.preds(b) {
                if idom[p.index()].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(cur) => {
                        let (mut x, mut y) = (p, cur);
                        while x != y {
                            while order[x.index()] > order[y.index()] {
                                x = idom[x.index()].unwrap();
                            }
                            while order[y.index()] > order[x.index()] {
                                y = idom[y.index()].unwrap();
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
    idom
}

/// LLVM's ModifiedPostOrder: a post-order in which each cycle is contiguous and its header
/// comes last.
struct ModifiedPostOrder {
    order: Vec<Block>,
    index: Vec<usize>,
    reducible_header: Vec<bool>,
}

impl ModifiedPostOrder {
    fn compute(n: usize, succs: &Cfg, ci: &CycleInfo) -> ModifiedPostOrder {
        let mut po = ModifiedPostOrder {
            order: Vec::new(),
            index: vec![usize::MAX; n],
            reducible_header: vec![false; n],
        };
        if n == 0 {
            return po;
        }
        let mut finalized = vec![false; n];
        let mut stack = vec![Block(0)];
        po.stack_po(&mut stack, succs, ci, None, &mut finalized);
        po
    }

    fn append(&mut self, b: Block, reducible_header: bool) {
        self.index[b.index()] = self.order.len();
        self.order.push(b);
        self.reducible_header[b.index()] = reducible_header;
    }

    fn stack_po(
        &mut self,
        stack: &mut Vec<Block>,
        succs: &Cfg,
        ci: &CycleInfo,
        cycle: Option<CycleId>,
        finalized: &mut Vec<bool>,
    ) {
        while let Some(&next) = stack.last() {
            if finalized[next.index()] {
                stack.pop();
                continue;
            }
            let nested = ci.innermost(next);
            let enters = match (cycle, nested) {
                (None, Some(_)) => true,
                (Some(c), Some(n)) => c != n && ci.cycle_contains(c, n),
                _ => false,
            };
            if enters {
                let mut nested = nested.unwrap();
                while ci.parent(nested) != cycle {
                    nested = ci.parent(nested).unwrap();
                }
                let mut pushed = false;
                for &exit in ci.exit_blocks(nested) {
                    if let Some(c) = cycle {
                        if !ci.contains(c, exit) {
                            continue;
                        }
                    }
                    if finalized[exit.index()] {
                        continue;
                    }
                    pushed = true;
                    stack.push(exit);
                }
                if !pushed {
                    stack.pop();
                    self.cycle_po(succs, ci, nested, finalized);
                }
                continue;
            }
            let mut pushed = false;
            for &s in succs.succs(next) {
                if let Some(c) = cycle {
                    if !ci.contains(c, s) {
                        continue;
                    }
                }
                if finalized[s.index()] {
                    continue;
                }
                pushed = true;
                stack.push(s);
            }
            if !pushed {
                stack.pop();
                finalized[next.index()] = true;
                self.append(next, false);
            }
        }
    }

    fn cycle_po(&mut self, succs: &Cfg, ci: &CycleInfo, cycle: CycleId, finalized: &mut Vec<bool>) {
        let header = ci.cycle(cycle).header();
        finalized[header.index()] = true;
        self.append(header, ci.cycle(cycle).is_reducible());
        let mut stack: Vec<Block> = Vec::new();
        for &s in succs.succs(header) {
            if !ci.contains(cycle, s) || s == header {
                continue;
            }
            if !finalized[s.index()] {
                stack.push(s);
            }
        }
        self.stack_po(&mut stack, succs, ci, Some(cycle), finalized);
    }
}

struct Analysis<'a> {
    func: &'a Function,
    compat: Compat,
    cfg: Cfg,
    cycles: CycleInfo,
    /// Reachable from the entry (LLVM's `isReachableFromEntry`).
    reachable: Vec<bool>,
    /// Dominator-tree preorder intervals for O(1) dominance.
    dom_pre: Vec<u32>,
    dom_last: Vec<u32>,
    mpo: ModifiedPostOrder,
    uses: Vec<Vec<User>>,
    /// Results that are always uniform (overrides) or constants.
    uniform_override: Vec<bool>,
    is_const: Vec<bool>,
    divergent: Vec<bool>,
    causes: Vec<Option<Cause>>,
    term_causes: Vec<Option<Cause>>,
    op_divergent: Vec<bool>,
    div_term: Vec<bool>,
    divergent_exit_cycles: Vec<CycleId>,
    is_div_exit_cycle: Vec<bool>,
    assumed_divergent: Vec<CycleId>,
    is_assumed: Vec<bool>,
    /// Some cycle with a divergent exit is this cycle or nested in it.
    has_div_exit_inside: Vec<bool>,
    temporal: Vec<TemporalDivergence>,
    worklist: Vec<User>,
    sda_cache: HashMap<Block, std::rc::Rc<DivDesc>>,
    /// The work-group has one work-item: nothing is divergent.
    single_lane: bool,
    /// See [`Compat::assumed_first`].
    preassumed: Vec<CycleId>,
    /// Extended cycles: the blocks outside a cycle that run once per iteration of it because a
    /// convergence token defined inside it is live there.
    extended: ExtendedCycles,
    /// See [`UniformityInfo::is_divergent_at`].
    per_iteration: Vec<(Value, CycleId)>,
}

impl<'a> Analysis<'a> {
    fn new(func: &'a Function, compat: Compat) -> Analysis<'a> {
        let n = func.blocks.len();
        let cfg = Cfg::of(func);
        let cycles = CycleInfo::compute_cfg(&cfg);
        let idom = immediate_dominators(&cfg);
        let reachable: Vec<bool> = idom.iter().map(|d| d.is_some()).collect();
        // Dominator tree intervals.
        let mut children: Vec<Vec<Block>> = vec![Vec::new(); n];
        for b in func.block_ids() {
            if let Some(d) = idom[b.index()] {
                if d != b {
                    children[d.index()].push(b);
                }
            }
        }
        let mut dom_pre = vec![u32::MAX; n];
        let mut dom_last = vec![0u32; n];
        if n > 0 {
            let mut counter = 0u32;
            let mut stack: Vec<(Block, usize)> = vec![(Block(0), 0)];
            dom_pre[0] = 0;
            counter += 1;
            while let Some((b, i)) = stack.last_mut() {
                let b = *b;
                if let Some(&c) = children[b.index()].get(*i) {
                    *i += 1;
                    dom_pre[c.index()] = counter;
                    counter += 1;
                    stack.push((c, 0));
                } else {
                    dom_last[b.index()] = counter - 1;
                    stack.pop();
                }
            }
        }
        let mpo = ModifiedPostOrder::compute(n, &cfg, &cycles);
        let nv = func.values.len();
        let mut uses: Vec<Vec<User>> = vec![Vec::new(); nv];
        for b in func.block_ids() {
            for &op in &func.block(b).ops {
                let data = func.op(op);
                let term = data.opcode.is_terminator();
                for &v in &data.operands {
                    uses[v.index()].push(if term { User::Term(b) } else { User::Op(op) });
                }
                for s in &data.successors {
                    for (i, &v) in s.args.iter().enumerate() {
                        if let Some(&p) = func.block(s.block).params.get(i) {
                            uses[v.index()].push(User::Param(p));
                        }
                    }
                }
            }
        }
        let extended = ExtendedCycles::compute(func, &cycles);
        let wg = WorkGroup::of(func);
        let mut is_const = vec![false; nv];
        let mut uniform_override = vec![false; nv];
        for (i, vd) in func.values.iter().enumerate() {
            if let ValueDef::Result(op, idx) = vd.def {
                let data = func.op(op);
                if matches!(data.opcode, Opcode::Const | Opcode::Undef) {
                    is_const[i] = true;
                    uniform_override[i] = true;
                } else if result_rule_with(func, op, idx as usize, compat) == Divergence::AlwaysUniform
                    || workitem_dim(func, op).is_some_and(|d| wg.id_uniform(d))
                    || id_x_pattern_uniform(func, op, &wg)
                {
                    uniform_override[i] = true;
                }
            }
        }
        Analysis {
            func,
            compat,
            cfg,
            reachable,
            dom_pre,
            dom_last,
            mpo,
            uses,
            uniform_override,
            is_const,
            divergent: vec![false; nv],
            causes: vec![None; nv],
            term_causes: vec![None; n],
            op_divergent: vec![false; func.ops.len()],
            div_term: vec![false; n],
            divergent_exit_cycles: Vec::new(),
            is_div_exit_cycle: vec![false; cycles.cycles.len()],
            assumed_divergent: Vec::new(),
            is_assumed: vec![false; cycles.cycles.len()],
            has_div_exit_inside: vec![false; cycles.cycles.len()],
            temporal: Vec::new(),
            worklist: Vec::new(),
            sda_cache: HashMap::new(),
            single_lane: wg.single_lane,
            preassumed: Vec::new(),
            extended,
            per_iteration: Vec::new(),
            cycles,
        }
    }

    fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.reachable[b.index()] {
            return true;
        }
        if !self.reachable[a.index()] {
            return false;
        }
        let p = self.dom_pre[b.index()];
        self.dom_pre[a.index()] <= p && p <= self.dom_last[a.index()]
    }

    fn properly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    fn all_divergent(&mut self) {
        for v in 0..self.divergent.len() {
            if !self.is_const[v] {
                self.divergent[v] = true;
                self.causes[v] = Some(Cause::AssumedAll);
            }
        }
        for b in self.func.block_ids() {
            if let Some(t) = self.func.terminator(b) {
                if !self.func.op(t).operands.is_empty() {
                    self.div_term[b.index()] = true;
                    self.term_causes[b.index()] = Some(Cause::AssumedAll);
                }
            }
            for &op in &self.func.block(b).ops {
                let d = self.func.op(op);
                if d.results.is_empty() && !d.opcode.is_terminator() {
                    self.op_divergent[op.index()] = true;
                }
            }
        }
    }

    fn initialize(&mut self) {
        let func = self.func;
        if self.single_lane {
            return;
        }
        for b in func.block_ids() {
            for &op in &func.block(b).ops {
                let data = func.op(op);
                if data.opcode.is_terminator() {
                    continue;
                }
                if data.results.is_empty() {
                    if result_rule_with(func, op, 0, self.compat) == Divergence::Source {
                        self.op_divergent[op.index()] = true;
                    }
                    continue;
                }
                for (i, &r) in data.results.iter().enumerate() {
                    if result_rule_with(func, op, i, self.compat) == Divergence::Source
                        && !self.uniform_override[r.index()]
                    {
                        self.divergent[r.index()] = true;
                        self.causes[r.index()] = Some(Cause::Source);
                    }
                }
            }
        }
        let entry_params = if func.blocks.is_empty() {
            Vec::new()
        } else {
            func.block(Block(0)).params.clone()
        };
        for (i, &p) in entry_params.iter().enumerate() {
            let uniform = match func.kind {
                FunctionKind::Kernel => true,
                FunctionKind::Device => func.args.get(i).is_some_and(|a| a.uniform),
            };
            if !uniform {
                self.divergent[p.index()] = true;
                self.causes[p.index()] = Some(Cause::Argument);
            }
        }
    }

    fn run(&mut self) {
        let initial: Vec<Value> = (0..self.divergent.len())
            .filter(|&v| self.divergent[v])
            .map(|v| Value(v as u32))
            .collect();
        for v in initial {
            self.push_users(v);
        }
        while let Some(item) = self.worklist.pop() {
            match item {
                User::Term(b) => self.analyze_control_divergence(b),
                User::Param(v) => self.push_users(v),
                User::Op(op) => {
                    let func = self.func;
                    for &r in &func.op(op).results {
                        if self.divergent[r.index()] {
                            self.push_users(r);
                        }
                    }
                }
            }
        }
    }

    fn mark_value(&mut self, v: Value, cause: Cause) -> bool {
        if self.uniform_override[v.index()] || self.divergent[v.index()] {
            return false;
        }
        self.divergent[v.index()] = true;
        self.causes[v.index()] = Some(cause);
        true
    }

    /// LLVM's markDivergent(Instruction).
    fn mark_user(&mut self, u: User, cause: Cause) {
        match u {
            User::Term(b) => {
                if !self.div_term[b.index()] {
                    self.div_term[b.index()] = true;
                    self.term_causes[b.index()] = Some(cause);
                    self.worklist.push(u);
                }
            }
            User::Param(p) => {
                if self.mark_value(p, cause) {
                    self.worklist.push(u);
                }
            }
            User::Op(op) => {
                let func = self.func;
                let data = func.op(op);
                if data.results.is_empty() {
                    self.op_divergent[op.index()] = true;
                    return;
                }
                let mut any = false;
                for &r in &data.results {
                    any |= self.mark_value(r, cause);
                }
                if any {
                    self.worklist.push(u);
                }
            }
        }
    }

    fn push_users(&mut self, v: Value) {
        let n = self.uses[v.index()].len();
        for i in 0..n {
            let u = self.uses[v.index()][i];
            if let User::Op(op) = u {
                let data = self.func.op(op);
                // readlane: the result depends only on the lane index.
                if is_readlane(self.func, op) && data.operands.get(1) != Some(&v) {
                    continue;
                }
            }
            self.mark_user(u, Cause::Operand(v));
        }
    }

    fn block_of(&self, u: User) -> Block {
        match u {
            User::Op(op) => self.func.op(op).block,
            User::Term(b) => b,
            User::Param(p) => self.func.def_block(p),
        }
    }

    /// Incoming values of parameter `index` of `block`, one per incoming edge.
    fn incoming(&self, block: Block, index: usize) -> Vec<(Block, Value)> {
        let mut out = Vec::new();
        let mut preds = self.cfg.preds(block).to_vec();
        preds.sort();
        preds.dedup();
        for p in preds {
            if let Some(t) = self.func.terminator(p) {
                for s in &self.func.op(t).successors {
                    if s.block == block {
                        if let Some(&v) = s.args.get(index) {
                            out.push((p, v));
                        }
                    }
                }
            }
        }
        out
    }

    fn same_constant(&self, a: Value, b: Value) -> bool {
        if a == b {
            return true;
        }
        let (Some(oa), Some(ob)) = (self.func.def_op(a), self.func.def_op(b)) else {
            return false;
        };
        let (da, db) = (self.func.op(oa), self.func.op(ob));
        da.opcode == Opcode::Const
            && db.opcode == Opcode::Const
            && self.func.ty(a) == self.func.ty(b)
            && da.attr("value") == db.attr("value")
    }

    fn is_undef(&self, v: Value) -> bool {
        self.func
            .def_op(v)
            .is_some_and(|o| self.func.op(o).opcode == Opcode::Undef)
    }

    /// LLVM's `PHINode::hasConstantOrUndefValue` over the given incoming values.
    fn same_value_or_undef(&self, param: Value, incoming: &[(Block, Value)]) -> bool {
        let mut seen: Option<Value> = None;
        for &(_, v) in incoming {
            if v == param || self.is_undef(v) {
                continue;
            }
            match seen {
                Some(s) if !self.same_constant(s, v) => return false,
                _ => seen = Some(v),
            }
        }
        true
    }

    /// Marks the parameters of `block`, a join of the divergent branch ending `branch`.
    fn taint_params(&mut self, block: Block, branch: Block) {
        let func = self.func;
        for (i, &p) in func.block(block).params.iter().enumerate() {
            // (Already decided: a join of many divergent branches, such as a big switch's
            // exit, would gather its incoming values once per branch.)
            if self.divergent[p.index()] || self.uniform_override[p.index()] {
                continue;
            }
            let inc = self.incoming(block, i);
            if self.same_value_or_undef(p, &inc) {
                continue;
            }
            self.mark_user(User::Param(p), Cause::Join(branch));
        }
    }

    fn taint_all_defs(&mut self, block: Block, cause: Cause) {
        let func = self.func;
        for &p in &func.block(block).params {
            self.mark_user(User::Param(p), cause);
        }
        for &op in &func.block(block).ops {
            if func.op(op).opcode.is_terminator() {
                break;
            }
            self.mark_user(User::Op(op), cause);
        }
    }

    // --- sync dependence -------------------------------------------------------------

    fn join_blocks(&mut self, b: Block) -> std::rc::Rc<DivDesc> {
        if self.cfg.succs(b).len() <= 1 {
            return std::rc::Rc::new(DivDesc {
                join_blocks: Vec::new(),
                cycle_div_blocks: Vec::new(),
            });
        }
        if let Some(d) = self.sda_cache.get(&b) {
            return d.clone();
        }
        let d = std::rc::Rc::new(self.compute_join_points(b));
        self.sda_cache.insert(b, d.clone());
        d
    }

    fn compute_join_points(&self, div_block: Block) -> DivDesc {
        let ci = &self.cycles;
        let mut labels: HashMap<Block, Block> = HashMap::new();
        let mut fresh: BTreeSet<usize> = BTreeSet::new();
        let mut desc = DivDesc {
            join_blocks: Vec::new(),
            cycle_div_blocks: Vec::new(),
        };
        let div_idx = self.mpo.index[div_block.index()];
        let div_cycle = ci.innermost(div_block);
        let irreducible_ancestor = (|| {
            let mut c = div_cycle?;
            if ci.cycle(c).is_reducible() {
                return None;
            }
            while let Some(p) = ci.parent(c) {
                if ci.cycle(p).is_reducible() {
                    return Some(c);
                }
                c = p;
            }
            Some(c)
        })();
        let compute_join =
            |succ: Block, pushed: Block, labels: &mut HashMap<Block, Block>, fresh: &mut BTreeSet<usize>| -> bool {
                let old = labels.get(&succ).copied();
                if old == Some(pushed) {
                    return false;
                }
                if old != Some(succ) {
                    fresh.insert(self.mpo.index[succ.index()]);
                }
                if old.is_none() {
                    labels.insert(succ, pushed);
                    return false;
                }
                labels.insert(succ, succ);
                true
            };
        let push_unique = |v: &mut Vec<Block>, b: Block| {
            if !v.contains(&b) {
                v.push(b);
            }
        };
        for &succ in self.cfg.succs(div_block) {
            if let Some(c) = div_cycle {
                if !ci.contains(c, succ) {
                    push_unique(&mut desc.cycle_div_blocks, succ);
                }
            }
            if compute_join(succ, succ, &mut labels, &mut fresh) {
                push_unique(&mut desc.join_blocks, succ);
            }
        }
        while let Some(&idx) = fresh.iter().next_back() {
            let block = self.mpo.order[idx];
            if fresh.len() == 1 && irreducible_ancestor.is_none_or(|a| !ci.contains(a, block)) {
                break;
            }
            fresh.remove(&idx);
            let label = labels[&block];
            if idx == div_idx {
                // Lanes back at the divergent branch, the header of a reducible cycle, iterate
                // again while others may have left it on the way: the label leaves by the
                // cycle's exits, as from any other header (LLVM 22 skips the branch's block).
                if !self.compat.llvm22 && self.mpo.reducible_header[block.index()] {
                    let bc = ci.innermost(block).expect("header is in its cycle");
                    for &exit in ci.exit_blocks(bc) {
                        if compute_join(exit, label, &mut labels, &mut fresh) {
                            push_unique(&mut desc.cycle_div_blocks, exit);
                        }
                    }
                }
                continue;
            }
            if self.mpo.reducible_header[block.index()] {
                let bc = ci.innermost(block).expect("header is in its cycle");
                let inside = ci.contains(bc, div_block);
                for &exit in ci.exit_blocks(bc) {
                    if compute_join(exit, label, &mut labels, &mut fresh) {
                        if inside {
                            push_unique(&mut desc.cycle_div_blocks, exit);
                        } else {
                            push_unique(&mut desc.join_blocks, exit);
                        }
                    }
                }
            } else {
                for &succ in self.cfg.succs(block) {
                    if compute_join(succ, label, &mut labels, &mut fresh) {
                        push_unique(&mut desc.join_blocks, succ);
                    }
                }
            }
        }
        let mut c = div_cycle;
        while let Some(cy) = c {
            if !ci.cycle(cy).is_reducible() {
                let header_label = labels.get(&ci.cycle(cy).header()).copied();
                for &exit in ci.exit_blocks(cy) {
                    if labels.get(&exit).copied() != header_label {
                        push_unique(&mut desc.cycle_div_blocks, exit);
                    }
                }
            }
            c = ci.parent(cy);
        }
        desc
    }

    fn ext_div_cycle(&self, mut cycle: CycleId, div_block: Block, _join: Block) -> Option<CycleId> {
        let ci = &self.cycles;
        if ci.contains(cycle, div_block) {
            return None;
        }
        let mut parent = ci.parent(cycle);
        while let Some(p) = parent {
            if ci.contains(p, div_block) {
                break;
            }
            cycle = p;
            parent = ci.parent(cycle);
        }
        if ci.cycle(cycle).is_reducible() {
            return None;
        }
        Some(cycle)
    }

    fn int_div_cycle(&self, cycle: CycleId, div_block: Block, join: Block) -> Option<CycleId> {
        let ci = &self.cycles;
        if self.properly_dominates(div_block, join) {
            return None;
        }
        let mut c = Some(cycle);
        while let Some(cy) = c {
            if ci.contains(cy, div_block) {
                break;
            }
            c = ci.parent(cy);
        }
        let mut cycle = c?;
        if ci.cycle(cycle).is_reducible() {
            return None;
        }
        if self.properly_dominates(ci.cycle(cycle).header(), join) {
            return None;
        }
        let mut parent = ci.parent(cycle);
        while let Some(p) = parent {
            if self.properly_dominates(ci.cycle(p).header(), join) {
                break;
            }
            cycle = p;
            parent = ci.parent(p);
        }
        Some(cycle)
    }

    fn analyze_control_divergence(&mut self, b: Block) {
        self.div_term[b.index()] = true;
        if !self.reachable[b.index()] {
            return;
        }
        let desc = self.join_blocks(b);
        let mut div_cycles: Vec<CycleId> = Vec::new();
        for &join in &desc.join_blocks {
            if let Some(cycle) = self.cycles.innermost(join) {
                let ext = self.ext_div_cycle(cycle, b, join);
                let int = self.int_div_cycle(cycle, b, join);
                if let Some(c) = int.or(ext) {
                    div_cycles.push(c);
                    continue;
                }
            }
            self.taint_params(join, b);
        }
        div_cycles.sort_by_key(|c| std::cmp::Reverse(self.cycles.cycle(*c).depth));
        for c in div_cycles {
            if self.in_assumed(c) {
                continue;
            }
            self.assumed_divergent.push(c);
            self.is_assumed[c.index()] = true;
            let blocks = self.cycles.cycle(c).blocks.clone();
            for bb in blocks {
                self.taint_all_defs(bb, Cause::AssumedCycle { cycle: c, branch: b });
            }
            // Uses after a divergent exit of always-uniform values in this cycle (see below).
            if !self.compat.llvm22 && self.has_div_exit_inside[c.index()] {
                self.uniform_values_leave(c, b);
            }
        }
        if let Some(branch_cycle) = self.cycles.innermost(b) {
            for &exit in &desc.cycle_div_blocks {
                let outer = self.propagate_cycle_exit_divergence(exit, branch_cycle, b);
                if !self.compat.llvm22 {
                    self.exit_phi_join(exit, outer, b);
                }
            }
        }
    }

    /// kcc's fix of LLVM 22's missed join: threads leave `cycle` at `exit` on different
    /// iterations and along different edges, so a parameter receiving different values on
    /// two edges from inside the cycle is divergent.
    fn exit_phi_join(&mut self, exit: Block, cycle: CycleId, branch: Block) {
        let func = self.func;
        for (i, &p) in func.block(exit).params.iter().enumerate() {
            let inc: Vec<(Block, Value)> = self
                .incoming(exit, i)
                .into_iter()
                .filter(|(pred, _)| self.cycles.contains(cycle, *pred))
                .collect();
            if inc.len() >= 2 && !self.same_value_or_undef(p, &inc) {
                self.mark_user(User::Param(p), Cause::Join(branch));
            }
        }
    }

    /// Is `c` or a cycle containing it assumed divergent?
    fn in_assumed(&self, c: CycleId) -> bool {
        let mut cur = Some(c);
        while let Some(cy) = cur {
            if self.is_assumed[cy.index()] {
                return true;
            }
            cur = self.cycles.parent(cy);
        }
        false
    }

    /// Returns the outermost cycle exited.
    fn propagate_cycle_exit_divergence(&mut self, exit: Block, inner: CycleId, branch: Block) -> CycleId {
        let ci = &self.cycles;
        let exit_depth = ci.depth_of(exit);
        let mut div_cycle = Some(inner);
        let mut outer = inner;
        while let Some(c) = div_cycle {
            if ci.cycle(c).depth <= exit_depth {
                break;
            }
            outer = c;
            div_cycle = ci.parent(c);
        }
        if self.is_div_exit_cycle[outer.index()] {
            return outer;
        }
        self.is_div_exit_cycle[outer.index()] = true;
        self.divergent_exit_cycles.push(outer);
        let mut c = Some(outer);
        while let Some(cy) = c {
            self.has_div_exit_inside[cy.index()] = true;
            c = self.cycles.parent(cy);
        }
        if self.in_assumed(outer) || self.preassumed.iter().any(|&a| self.cycles.cycle_contains(a, outer)) {
            // LLVM stops here: every value of the cycle is already divergent — except the
            // always-uniform ones, whose uses outside still see temporal divergence. (Whether
            // opt-22 gets there first depends on hash order, so its answer varies by run.)
            if !self.compat.llvm22 {
                self.uniform_values_leave(outer, branch);
                self.controlled_ops_leave(outer, branch);
            }
            return outer;
        }
        self.analyze_cycle_exit_divergence(outer, branch);
        outer
    }

    /// Controlled convergence: the extension of `cycle` (the blocks after it where one of its
    /// convergence tokens is live, see [`ExtendedCycles`]) runs once per iteration, with the
    /// threads that left in that iteration. A cross-lane op there (a `readfirstlane` or
    /// `ballot` taking the loop's token after the loop) is uniform only among them, so after a
    /// divergent exit its results differ between threads that left in different iterations.
    /// Every use of such a result is temporal divergence, as for values defined inside the
    /// cycle — except by another cross-lane op of the same run. Marking the uses (rather than the results, which
    /// stay uniform where they are computed) also covers everything computed from them.
    /// (LLVM 22 gives these ops maximal convergence.)
    fn controlled_ops_leave(&mut self, cycle: CycleId, branch: Block) {
        let func = self.func;
        let extended = &self.extended;
        let in_extension = |b: Block| extended.contains(cycle, b) && !self.cycles.contains(cycle, b);
        // A cross-lane op of the extension's runs: one controlled by a token defined in the
        // extended cycle (ops controlled by outer tokens end their block's part of the region:
        // `split_extended_cycles` moves them out before code generation).
        let in_run = |op: OpId| {
            func.op(op).opcode.is_convergent()
                && in_extension(func.op(op).block)
                && token_of(func, op).is_some_and(|t| extended.contains(cycle, func.def_block(t)))
        };
        let same_run = |u: User| matches!(u, User::Op(uo) if in_run(uo));
        let mut leaving = Vec::new();
        for &b in extended.extension(cycle) {
            for &op in &func.block(b).ops {
                if !in_run(op) {
                    continue;
                }
                for &r in &func.op(op).results {
                    if self.is_const[r.index()] || func.ty(r) == Type::Token {
                        continue;
                    }
                    self.per_iteration.push((r, cycle));
                    for u in self.users_in_llvm_order(r) {
                        if !same_run(u) {
                            leaving.push((r, u));
                        }
                    }
                }
            }
        }
        for (r, u) in leaving {
            self.mark_user(
                u,
                Cause::Temporal {
                    value: r,
                    cycle,
                    branch,
                },
            );
            self.temporal.push(TemporalDivergence {
                value: r,
                user: u,
                cycle,
            });
        }
    }

    /// The users of `v` in the order of an LLVM use list (the user written last first), so the
    /// temporal-divergence list prints in opt's order.
    fn users_in_llvm_order(&self, v: Value) -> Vec<User> {
        let mut users = self.uses[v.index()].clone();
        let pos = |u: &User| -> (usize, usize) {
            match *u {
                User::Op(op) => {
                    let b = self.func.op(op).block;
                    (
                        b.index(),
                        1 + self.func.block(b).ops.iter().position(|&o| o == op).unwrap_or(0),
                    )
                }
                User::Term(b) => (b.index(), usize::MAX),
                User::Param(p) => (self.func.def_block(p).index(), 0),
            }
        };
        users.sort_by_key(|u| std::cmp::Reverse(pos(u)));
        users.dedup();
        users
    }

    /// Marks divergent the uses outside `cycle` of always-uniform values defined in it.
    fn uniform_values_leave(&mut self, cycle: CycleId, branch: Block) {
        let blocks = self.cycles.cycle(cycle).blocks.clone();
        for bb in blocks {
            let func = self.func;
            for &op in &func.block(bb).ops {
                for &r in &func.op(op).results {
                    if !self.uniform_override[r.index()] || self.is_const[r.index()] {
                        continue;
                    }
                    for u in self.users_in_llvm_order(r) {
                        if !self.cycles.contains(cycle, self.block_of(u)) {
                            self.mark_user(
                                u,
                                Cause::Temporal {
                                    value: r,
                                    cycle,
                                    branch,
                                },
                            );
                            self.temporal.push(TemporalDivergence {
                                value: r,
                                user: u,
                                cycle,
                            });
                        }
                    }
                }
            }
        }
    }

    fn analyze_cycle_exit_divergence(&mut self, cycle: CycleId, branch: Block) {
        let exits = self.cycles.exit_blocks(cycle).to_vec();
        let func = self.func;
        for &exit in &exits {
            for (i, &p) in func.block(exit).params.iter().enumerate() {
                let from_cycle = self
                    .incoming(exit, i)
                    .iter()
                    .find(|&&(_, v)| !self.is_const[v.index()] && self.cycles.contains(cycle, self.func.def_block(v)))
                    .map(|&(_, v)| v);
                if let Some(value) = from_cycle {
                    self.mark_user(User::Param(p), Cause::Temporal { value, cycle, branch });
                }
            }
        }
        let blocks = self.cycles.cycle(cycle).blocks.clone();
        for bb in blocks {
            if !exits.iter().any(|&e| self.dominates(bb, e)) {
                continue;
            }
            let mut defs: Vec<Value> = self.func.block(bb).params.clone();
            for &op in &self.func.block(bb).ops {
                defs.extend(self.func.op(op).results.iter().copied());
            }
            for v in defs {
                if self.is_const[v.index()] {
                    continue;
                }
                for u in self.users_in_llvm_order(v) {
                    if self.cycles.contains(cycle, self.block_of(u)) {
                        continue;
                    }
                    self.mark_user(
                        u,
                        Cause::Temporal {
                            value: v,
                            cycle,
                            branch,
                        },
                    );
                    self.temporal.push(TemporalDivergence {
                        value: v,
                        user: u,
                        cycle,
                    });
                }
            }
        }
        if !self.compat.llvm22 {
            self.controlled_ops_leave(cycle, branch);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Printing in LLVM's format.

/// The function's uniformity in the format of `opt -passes='print<uniformity>'`.
pub fn print_llvm(func: &Function, map: &IrFunctionMap, options: &Options) -> String {
    let info = UniformityInfo::compute(func, options);
    if std::env::var_os("KCC_DEBUG_UNIFORMITY").is_some() {
        // The analysed MIR with its results, to debug a mismatch with opt.
        eprint!(
            "{}",
            crate::text::print_function_annotated(func, &|op| annotate(func, &info, op))
        );
        for b in &map.blocks {
            for d in &b.defs {
                eprintln!("  ; map {} -> {:?} {:?}", d.text, d.values, d.op);
            }
        }
    }
    print_info(func, map, &info)
}

/// Prints a computed result in LLVM's format.
pub fn print_info(func: &Function, map: &IrFunctionMap, info: &UniformityInfo) -> String {
    let mut out = format!("UniformityInfo for function '{}':\n", func.name);
    let ir_divergent = |vals: &[Value], op: Option<OpId>| -> bool {
        vals.iter().any(|v| info.is_divergent(*v)) || op.is_some_and(|o| info.is_op_divergent(func, o))
    };
    let any_div_value = map.args.iter().any(|a| ir_divergent(&a.values, a.op))
        || map
            .blocks
            .iter()
            .any(|b| b.defs.iter().any(|d| ir_divergent(&d.values, d.op)));
    let any_div_term = func.block_ids().any(|b| info.has_divergent_terminator(b));
    if !any_div_value && !any_div_term && info.divergent_exit_cycles.is_empty() {
        out.push_str("ALL VALUES UNIFORM\n");
        return out;
    }
    let name = |b: Block| block_label(func, map, b);
    let div_args: Vec<&crate::source::IrValue> = map.args.iter().filter(|a| ir_divergent(&a.values, a.op)).collect();
    if !div_args.is_empty() {
        out.push_str("DIVERGENT ARGUMENTS:\n");
        for a in div_args {
            out.push_str(&format!("  DIVERGENT: {}\n", a.text));
        }
    }
    if !info.assumed_divergent.is_empty() {
        out.push_str("CYCLES ASSUMED DIVERGENT:\n");
        for &c in &info.assumed_divergent {
            out.push_str(&format!("  {}\n", info.cycles.format_cycle(c, &name)));
        }
    }
    if !info.divergent_exit_cycles.is_empty() {
        out.push_str("CYCLES WITH DIVERGENT EXIT:\n");
        for &c in &info.divergent_exit_cycles {
            out.push_str(&format!("  {}\n", info.cycles.format_cycle(c, &name)));
        }
    }
    // Map MIR values and ops back to IR instruction texts.
    let mut value_text: HashMap<Value, &str> = HashMap::new();
    let mut op_text: HashMap<OpId, &str> = HashMap::new();
    let mut term_text: HashMap<Block, &str> = HashMap::new();
    for (bi, b) in map.blocks.iter().enumerate() {
        for d in &b.defs {
            for &v in &d.values {
                value_text.entry(v).or_insert(&d.text);
                if let Some(o) = func.def_op(v) {
                    op_text.entry(o).or_insert(&d.text);
                }
            }
            if let Some(o) = d.op {
                op_text.entry(o).or_insert(&d.text);
            }
        }
        if let Some((t, _)) = &b.terminator {
            term_text.insert(Block(bi as u32), t);
        }
        // Ops emitted for an instruction before its final op belong to it too.
        if bi < func.blocks.len() {
            let mut pending: Vec<OpId> = Vec::new();
            for &o in &func.block(Block(bi as u32)).ops {
                if let Some(t) = op_text.get(&o).copied() {
                    for p in pending.drain(..) {
                        op_text.entry(p).or_insert(t);
                    }
                } else {
                    pending.push(o);
                }
            }
        }
    }
    if !info.temporal.is_empty() {
        let mut lines: Vec<String> = Vec::new();
        for t in &info.temporal {
            // opt usually skips the exits of cycles it has assumed divergent (their values
            // are all divergent already), so their entries are kept in the list but not printed.
            if info
                .assumed_divergent
                .iter()
                .any(|&a| info.cycles.cycle_contains(a, t.cycle))
            {
                continue;
            }
            let Some(vt) = value_text
                .get(&t.value)
                .copied()
                .or_else(|| func.def_op(t.value).and_then(|o| op_text.get(&o).copied()))
            else {
                continue;
            };
            let ut = match t.user {
                User::Op(o) => op_text.get(&o).copied(),
                User::Term(b) => term_text.get(&b).copied(),
                User::Param(p) => value_text.get(&p).copied(),
            };
            let Some(ut) = ut else { continue };
            let entry = format!(
                "Value         :{vt}\nUsed by       :{ut}\nOutside cycle :{}\n\n",
                info.cycles.format_cycle(t.cycle, &name)
            );
            if !lines.contains(&entry) {
                lines.push(entry);
            }
        }
        if !lines.is_empty() {
            out.push_str("\nTEMPORAL DIVERGENCE LIST:\n");
            for l in lines {
                out.push_str(&l);
            }
        }
    }
    for (bi, b) in map.blocks.iter().enumerate() {
        out.push_str(&format!("\nBLOCK {}\n", b.label));
        out.push_str("DEFINITIONS\n");
        for d in &b.defs {
            if ir_divergent(&d.values, d.op) {
                out.push_str("  DIVERGENT: ");
            } else {
                out.push_str("             ");
            }
            out.push_str(&d.text);
            out.push('\n');
        }
        out.push_str("TERMINATORS\n");
        if let Some((t, _)) = &b.terminator {
            if bi < func.blocks.len() && info.has_divergent_terminator(Block(bi as u32)) {
                out.push_str("  DIVERGENT: ");
            } else {
                out.push_str("             ");
            }
            out.push_str(t);
            out.push('\n');
        }
        out.push_str("END BLOCK\n");
    }
    out
}

/// The module's MIR text with every op annotated `uniform` / `divergent` (one word per
/// result; branches get the word of their condition).
pub fn print_module_annotated(module: &crate::ir::Module, options: &Options) -> String {
    let header = crate::ir::Module {
        functions: Vec::new(),
        ..module.clone()
    };
    let mut out = crate::text::print_module(&header);
    for f in &module.functions {
        let info = UniformityInfo::compute(f, options);
        out.push_str(&crate::text::print_function_annotated(f, &|op| annotate(f, &info, op)));
    }
    out
}

/// A note per op for the annotated MIR dump (`--emit=mir --print-uniformity`): one word per
/// result; a branch gets `divergent`/`uniform` for its condition; the first op of a block with
/// parameters also lists the parameters (`params(%2 divergent)`), which the printer cannot
/// annotate on the block line.
pub fn annotate(func: &Function, info: &UniformityInfo, op: OpId) -> Option<String> {
    let data = func.op(op);
    let mut words: Vec<String> = Vec::new();
    let block = func.block(data.block);
    if block.ops.first() == Some(&op) && !block.params.is_empty() {
        let ps: Vec<String> = block
            .params
            .iter()
            .map(|p| format!("{p} {}", if info.is_divergent(*p) { "divergent" } else { "uniform" }))
            .collect();
        words.push(format!("params({})", ps.join(", ")));
    }
    if data.opcode.is_terminator() {
        if data.successors.len() > 1 || !data.operands.is_empty() {
            words.push(if info.has_divergent_terminator(data.block) {
                "divergent".into()
            } else {
                "uniform".into()
            });
        }
    } else if !data.results.is_empty() {
        let rs: Vec<&str> = data
            .results
            .iter()
            .map(|r| if info.is_divergent(*r) { "divergent" } else { "uniform" })
            .collect();
        words.push(rs.join(","));
    } else if info.is_op_divergent(func, op) {
        words.push("divergent".into());
    }
    if words.is_empty() {
        None
    } else {
        Some(words.join(" "))
    }
}

pub mod report;

#[cfg(test)]
mod tests;
