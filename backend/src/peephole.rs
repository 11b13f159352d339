//! `scalar-peephole`: cleans up the scalar and exec-mask code around the wave schedule's
//! dispatch after allocation, using the liveness of the scalar registers (SGPRs, VCC, M0, EXEC
//! and SCC) over the machine CFG.
//!
//! Code generation emits each edge and dispatch in a general form — lanes are ORed into the
//! target slot's mask, the mask is moved into EXEC, the mask is cleared for the next wave of
//! lanes — and only here, where the whole kernel's code is known, do we see which of those
//! values nobody reads:
//!
//! - a scalar instruction whose results (and SCC) are all dead is deleted, e.g. the restore of
//!   EXEC before `s_endpgm` and mask clears no dispatch reads again;
//! - `s_mov_b64 x, exec; s_and_b64 exec, x, c` becomes `s_and_saveexec_b64 x, c`, or
//!   `s_and_b64 exec, exec, c` when `x` is dead after (`s_andn2_b64` likewise);
//! - `s_or_b64 m, m, exec; s_mov_b64 exec, m` becomes `s_or_b64 exec, exec, m` when `m` is dead
//!   after (the join of a divergent branch);
//! - `s_and_b64 t, exec, c; s_cbranch_scc0 X; s_mov_b64 exec, t` becomes
//!   `s_and_b64 exec, exec, c; s_cbranch_scc0 X` (`s_andn2_b64` likewise) when `t` is dead
//!   after and neither `t` nor
//!   EXEC is live at `X` (entering a divergent branch's first side);
//! - `s_cmp_lg_u32 r, 0` goes where SCC already says whether `r` is zero (after the compare
//!   and `s_cselect r, 1, 0` that made a uniform boolean, or a logic op that wrote `r`);
//! - `s_mov_b32 r, literal` feeding one SALU instruction puts the literal there instead;
//! - `s_mov_b32 a, b` where `a` already equals `b` (moved earlier in the block or at the end
//!   of its only predecessor) goes;
//! - `x = OP ...; ...; s_mov_b32 d, x` with `x` dead after and `d` untouched between: `OP`
//!   writes `d` and the move goes (loop-carried SGPRs updated in place);
//! - `s_mov_b64 exec, x` goes where EXEC already equals `x` on every path (the dispatch moving
//!   a slot's mask into EXEC right after the branch that made the mask from EXEC), and so does
//!   `s_mov_b64 x, exec` there;
//! - `s_cselect_b64 t, exec, 0; s_and_b64 d, x, t` becomes `s_cselect_b64 d, x, 0` where `x`
//!   holds only lanes of EXEC (a compare's result, known by the same dataflow);
//! - `s_and_b64 x, exec, exec; s_cbranch_scc1 L` (a copy of EXEC made only to test it) becomes
//!   `s_cbranch_execnz L` when `x` is dead.
//!
//! Liveness is a backward dataflow over the blocks with a worklist (a 128-bit set per block:
//! the scalar operand codes 0..128, with SCC in the unused code 125), so the pass is linear in
//! the code size but for the iterations loops need. Each round recomputes it (unless the round
//! before left the code as that liveness saw it); a round that changes nothing ends the pass.

use crate::codegen::select::{sop1, sop2};
use crate::mc::{MInst, MachineFunction};
use gfx9_isa::{op, Dir, Family, Field, Inst, Op, Operand};

/// Scalar registers as a bit set over the operand codes 0..128.
type Regs = u128;

/// SCC has no register code below 128; it takes the reserved code 125.
const SCC: Regs = 1 << 125;
const EXEC: Regs = 0b11 << 126;
/// The registers whose dead writes may be deleted: s0..s101, VCC, M0, EXEC and SCC (not
/// FLAT_SCRATCH, XNACK_MASK or the trap registers, which the hardware may read).
const DELETABLE: Regs = ((1 << 102) - 1) | (0b11 << 106) | (1 << 124) | SCC | EXEC;

/// Rounds of the pass at most: each deletion may make the instructions feeding it dead.
const MAX_ROUNDS: usize = 4;

/// Runs the pass; returns how many instructions it removed.
pub fn run(mf: &mut MachineFunction) -> usize {
    let before = count(mf);
    let mut cfg = Cfg::new(mf);
    let mut scratch = Scratch::default();
    // The liveness of `mf` as it stands, when the previous round left it known.
    let mut known_live_in: Option<Vec<Regs>> = None;
    for _ in 0..MAX_ROUNDS {
        cfg.refresh(mf);
        let live_in = known_live_in.take().unwrap_or_else(|| liveness(mf, &cfg));
        let mut changed = false;
        for b in 0..mf.blocks.len() {
            changed |= rewrite_block(mf, b, &live_in, &mut scratch);
            changed |= enter_branch_side(mf, b, &live_in, &cfg);
        }
        // The moves of EXEC see the CFG as it is now, the copies the one the round began with.
        let now = cfg.refreshed(mf);
        changed |= drop_redundant_exec_moves(mf, now.as_ref().unwrap_or(&cfg));
        changed |= drop_redundant_copies(mf, &cfg);
        if let Some(now) = now {
            cfg = now;
        }
        // (Most kernels have no masked selects: then neither their liveness nor their facts.)
        if has_masked_selects(mf) {
            cfg.refresh(mf);
            let live_in = liveness(mf, &cfg);
            let folded = fold_masked_selects(mf, &cfg, &live_in, &mut scratch);
            if !folded {
                known_live_in = Some(live_in);
            }
            changed |= folded;
        }
        if !changed {
            break;
        }
    }
    before - count(mf)
}

/// Buffers the per-block walks reuse rather than allocate per block.
#[derive(Default)]
struct Scratch {
    /// The registers live after each instruction of the block.
    live_after: Vec<Regs>,
    /// The instructions of the block to delete.
    delete: Vec<bool>,
}

impl Scratch {
    /// Fills `live_after` for block `b` and clears `delete` for it.
    fn start(&mut self, mf: &MachineFunction, b: usize, live_in: &[Regs]) {
        let n = mf.blocks[b].insts.len();
        self.live_after.clear();
        self.live_after.resize(n, 0);
        let live_after = &mut self.live_after;
        live_before(mf, b, live_in, |k, live| live_after[k] = live);
        self.delete.clear();
        self.delete.resize(n, false);
    }
}

/// Deletes the instructions `delete` marks.
fn delete_marked(insts: &mut Vec<MInst>, delete: &[bool]) {
    let mut k = 0;
    insts.retain(|_| {
        k += 1;
        !delete[k - 1]
    });
}

fn count(mf: &MachineFunction) -> usize {
    mf.blocks
        .iter()
        .map(|b| b.insts.iter().filter(|m| !m.is_line()).count())
        .sum()
}

/// The scalar registers of an operand of `n` dwords.
fn regs(o: Operand, n: u16) -> Regs {
    // The bits `o..o + n`, cut at 128.
    let (first, end) = (o.0.min(128), (o.0 + n).min(128));
    if first >= end {
        return 0;
    }
    (Regs::MAX >> (128 - (end - first))) << first
}

fn pair(o: Operand) -> Regs {
    regs(o, 2)
}

/// The scalar registers `i` writes (SCC not among them).
fn written(i: &Inst) -> Regs {
    let mut writes = 0;
    i.each_access(|d, r| {
        if d == Dir::Write {
            writes |= regs(Operand(r.first), r.len);
        }
    });
    writes
}

/// What an instruction reads and writes among the scalar registers. `kills` are the writes
/// that certainly replace the whole register (SCC is counted only for instructions known to
/// set it, so an unknown instruction keeps SCC live).
struct Effect {
    reads: Regs,
    kills: Regs,
}

/// What the pass asks of an opcode, worked out from its name once per opcode (the questions
/// below compare name prefixes, and the pass asks them of every instruction in every walk).
#[derive(Clone, Copy)]
struct OpFacts {
    reads_scc: bool,
    scc: SccEffect,
    sets_scc_to_nonzero: bool,
    pure: bool,
    /// A VALU compare (`v_cmp_*`).
    compare: bool,
}

fn op_facts(o: Op) -> OpFacts {
    static TABLE: std::sync::OnceLock<Vec<OpFacts>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        Op::all()
            .map(|o| OpFacts {
                reads_scc: derive_reads_scc(o),
                scc: derive_scc_effect(o),
                sets_scc_to_nonzero: derive_sets_scc_to_nonzero(o),
                pure: derive_is_pure(o),
                compare: o.name().starts_with("v_cmp_"),
            })
            .collect()
    });
    table[o.0 as usize]
}

fn reads_scc(o: Op) -> bool {
    op_facts(o).reads_scc
}

fn scc_effect(o: Op) -> SccEffect {
    op_facts(o).scc
}

fn derive_reads_scc(o: Op) -> bool {
    let n = o.name();
    ["s_cselect", "s_addc", "s_subb", "s_cmov", "s_cbranch_scc"]
        .iter()
        .any(|p| n.starts_with(p))
}

/// What an instruction does to SCC.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SccEffect {
    /// Leaves it alone: vector and memory instructions, and the SALU ones listed below.
    Untouched,
    /// Sets it (gfx9 ISA manual, "Scalar ALU Operations"): compares, and logic, arithmetic and
    /// shift operations.
    Sets,
    /// Any other scalar instruction: treated as possibly setting it.
    Unknown,
}

fn derive_scc_effect(o: Op) -> SccEffect {
    let n = o.name();
    let starts = |prefixes: &[&str]| prefixes.iter().any(|p| n.starts_with(p));
    match o.info().family {
        Family::SOPC => SccEffect::Sets,
        Family::SOPK if starts(&["s_cmpk", "s_addk"]) => SccEffect::Sets,
        Family::SOPK if starts(&["s_movk", "s_cmovk", "s_mulk"]) => SccEffect::Untouched,
        Family::SOP1 | Family::SOP2
            if starts(&[
                "s_and",
                "s_or",
                "s_xor",
                "s_andn2",
                "s_orn2",
                "s_nand",
                "s_nor",
                "s_xnor",
                "s_not",
                "s_add_",
                "s_sub_",
                "s_addc",
                "s_subb",
                "s_lshl",
                "s_lshr",
                "s_ashr",
                "s_bfe",
                "s_min",
                "s_max",
                "s_abs",
                "s_bcnt",
                "s_wqm",
                "s_quadmask",
                "s_absdiff",
            ]) =>
        {
            SccEffect::Sets
        }
        Family::SOP1 | Family::SOP2
            if starts(&[
                "s_mov_",
                "s_cmov_",
                "s_cselect",
                "s_mul_",
                "s_bfm",
                "s_pack",
                "s_brev",
                "s_ff0",
                "s_ff1",
                "s_flbit",
                "s_sext",
                "s_bitset",
                "s_getpc",
            ]) =>
        {
            SccEffect::Untouched
        }
        Family::SOP1 | Family::SOP2 | Family::SOPK => SccEffect::Unknown,
        _ => SccEffect::Untouched,
    }
}

/// Logic and shift operations set SCC to "the result is not zero".
fn sets_scc_to_nonzero(o: Op) -> bool {
    op_facts(o).sets_scc_to_nonzero
}

fn derive_sets_scc_to_nonzero(o: Op) -> bool {
    let n = o.name();
    derive_scc_effect(o) == SccEffect::Sets
        && !n.contains("saveexec")
        && [
            "s_and", "s_or", "s_xor", "s_andn2", "s_orn2", "s_nand", "s_nor", "s_xnor", "s_not", "s_lshl_", "s_lshr_",
            "s_ashr_", "s_bfe_", "s_bcnt1",
        ]
        .iter()
        .any(|p| n.starts_with(p))
}

fn effect(m: &MInst) -> Effect {
    match m {
        MInst::Inst(i) | MInst::Reloc { inst: i, .. } => {
            let (mut reads, mut kills): (Regs, Regs) = (0, 0);
            i.each_access(|d, r| match d {
                Dir::Read => reads |= regs(Operand(r.first), r.len),
                Dir::Write => kills |= regs(Operand(r.first), r.len),
            });
            if reads_scc(i.op) || i.src.contains(&Operand::SCC) {
                reads |= SCC;
            }
            if scc_effect(i.op) == SccEffect::Sets {
                kills |= SCC;
            }
            // A call's callee may read the registers arguments and implicit inputs come in
            // (s0..s33, AMDGPUUsage's "Call Convention"), FLAT_SCRATCH and EXEC, but not the
            // SGPRs it must preserve (s34 up); it clobbers s4..s31, VCC and M0. A return's
            // caller may read what the convention preserves: s0..s3, s30 up (the return
            // address among them), FLAT_SCRATCH and EXEC (not VCC, M0 or SCC).
            if i.op == op::S_SWAPPC_B64 {
                reads |= regs(Operand::s(0), 34) | pair(Operand::FLAT_SCRATCH) | EXEC;
                kills |= regs(Operand::s(4), 28) | pair(Operand::VCC) | regs(Operand::M0, 1);
            }
            if i.op == op::S_SETPC_B64 {
                reads |= regs(Operand::s(0), 4) | regs(Operand::s(30), 102 - 30) | pair(Operand::FLAT_SCRATCH) | EXEC;
            }
            // A partial or lane-wise write keeps the rest of the register: not a kill.
            if i.op == op::V_WRITELANE_B32 {
                kills = 0;
            }
            Effect { reads, kills }
        }
        MInst::Branch { op: o, .. } | MInst::LongBranch { skip: Some(o), .. } => {
            let reads = match *o {
                op::S_CBRANCH_SCC0 | op::S_CBRANCH_SCC1 => SCC,
                op::S_CBRANCH_VCCZ | op::S_CBRANCH_VCCNZ => pair(Operand::VCC),
                op::S_CBRANCH_EXECZ | op::S_CBRANCH_EXECNZ => EXEC,
                _ => 0,
            };
            Effect { reads, kills: 0 }
        }
        MInst::LongBranch { .. } | MInst::Line(_) => Effect { reads: 0, kills: 0 },
    }
}

/// Does control go on to the next block after `insts`?
fn falls_through(insts: &[MInst]) -> bool {
    crate::waitcnt::falls_through(insts)
}

/// The machine CFG (branches and fall-through) as flat lists, built in one walk of the code.
/// Its edges are numbered in code order: block `p`'s are `out[p]..out[p + 1]`, its branches'
/// in order and then its fall-through, each going to `succ[e]`. Block `b`'s predecessors are
/// `preds[pred_start[b]..pred_start[b + 1]]` in block order, one per edge (so a block
/// reached twice from `p` lists it twice), and `pred_edge` holds those edges.
struct Cfg {
    /// Whether each block falls through into the next.
    falls: Vec<bool>,
    out: Vec<usize>,
    succ: Vec<usize>,
    pred_start: Vec<usize>,
    preds: Vec<usize>,
    pred_edge: Vec<usize>,
}

impl Cfg {
    fn new(mf: &MachineFunction) -> Cfg {
        let nb = mf.blocks.len();
        let (mut out, mut succ, mut falls) = (Vec::with_capacity(nb + 1), Vec::new(), Vec::with_capacity(nb));
        for (b, block) in mf.blocks.iter().enumerate() {
            out.push(succ.len());
            succ.extend(block.insts.iter().filter_map(MInst::target));
            let f = falls_through(&block.insts) && b + 1 < nb;
            if f {
                succ.push(b + 1);
            }
            falls.push(f);
        }
        out.push(succ.len());
        // The edges sorted by target (a counting sort keeps them in code order).
        let mut pred_start = vec![0; nb + 1];
        for &t in &succ {
            pred_start[t + 1] += 1;
        }
        for b in 0..nb {
            pred_start[b + 1] += pred_start[b];
        }
        let mut next = pred_start.clone();
        let (mut preds, mut pred_edge) = (vec![0; succ.len()], vec![0; succ.len()]);
        for p in 0..nb {
            let edges = out[p]..out[p + 1];
            for (e, &t) in edges.clone().zip(&succ[edges]) {
                preds[next[t]] = p;
                pred_edge[next[t]] = e;
                next[t] += 1;
            }
        }
        Cfg {
            falls,
            out,
            succ,
            pred_start,
            preds,
            pred_edge,
        }
    }

    /// Brings the CFG up to date after the pass changed `mf`. The pass never adds, removes or
    /// retargets a branch, so only a block's fall-through can change (deleting the code after
    /// a branch ending it): the lists are rebuilt only then.
    fn refresh(&mut self, mf: &MachineFunction) {
        if let Some(cfg) = self.refreshed(mf) {
            *self = cfg;
        }
        debug_assert!(self.succ == Cfg::new(mf).succ, "the pass retargeted a branch");
    }

    /// The CFG of `mf` now, if it is not this one.
    fn refreshed(&self, mf: &MachineFunction) -> Option<Cfg> {
        let nb = mf.blocks.len();
        let same = mf
            .blocks
            .iter()
            .enumerate()
            .all(|(b, block)| self.falls[b] == (falls_through(&block.insts) && b + 1 < nb));
        (!same).then(|| Cfg::new(mf))
    }

    fn preds(&self, b: usize) -> &[usize] {
        &self.preds[self.pred_start[b]..self.pred_start[b + 1]]
    }
}

/// Live scalar registers at each block's start. Each block is walked once, into what it does
/// to the registers live at its start: those it reads before writing them, plus those live
/// where each of its edges goes that no instruction before the edge (up to and including its
/// branch) writes; the fixed point works on those.
fn liveness(mf: &MachineFunction, cfg: &Cfg) -> Vec<Regs> {
    let nb = mf.blocks.len();
    let mut reads: Vec<Regs> = Vec::with_capacity(nb);
    // Per edge: the registers kept from its target's live set.
    let mut kept_at: Vec<Regs> = Vec::with_capacity(cfg.succ.len());
    for (b, block) in mf.blocks.iter().enumerate() {
        let (mut read, mut kept) = (0, !0);
        for m in &block.insts {
            let e = effect(m);
            read |= e.reads & kept;
            kept &= !e.kills;
            if m.target().is_some() {
                kept_at.push(kept);
            }
        }
        if cfg.falls[b] {
            kept_at.push(kept);
        }
        reads.push(read);
    }
    let mut live_in: Vec<Regs> = vec![0; nb];
    let mut queued = vec![true; nb];
    let mut work: Vec<usize> = (0..nb).collect();
    while let Some(b) = work.pop() {
        queued[b] = false;
        let live = (cfg.out[b]..cfg.out[b + 1]).fold(reads[b], |live, e| live | (live_in[cfg.succ[e]] & kept_at[e]));
        if live != live_in[b] {
            live_in[b] = live;
            for &p in cfg.preds(b) {
                if !queued[p] {
                    queued[p] = true;
                    work.push(p);
                }
            }
        }
    }
    live_in
}

/// Walks block `b` backwards from its end; `visit(k, live)` sees each instruction with the
/// registers live just after it. Returns the registers live at the block's start.
fn live_before(mf: &MachineFunction, b: usize, live_in: &[Regs], mut visit: impl FnMut(usize, Regs)) -> Regs {
    let insts = &mf.blocks[b].insts;
    let mut live = if falls_through(insts) {
        live_in.get(b + 1).copied().unwrap_or(0)
    } else {
        0
    };
    for (k, m) in insts.iter().enumerate().rev() {
        if let Some(t) = m.target() {
            live |= live_in[t];
        }
        visit(k, live);
        let e = effect(m);
        live = (live & !e.kills) | e.reads;
    }
    live
}

/// For each branch of `mf` (by block and instruction), the lowest even SGPR pair below `end`
/// that nothing reads at its target: a long jump puts the target's address there, on the way
/// to the target only (a conditional one first skips the jump where it falls through).
/// Branches with no such pair are left out.
pub fn dead_pairs_at_branches(mf: &MachineFunction, end: u8) -> std::collections::HashMap<(usize, usize), u8> {
    let live_in = liveness(mf, &Cfg::new(mf));
    let mut pairs = std::collections::HashMap::new();
    for (b, block) in mf.blocks.iter().enumerate() {
        for (k, m) in block.insts.iter().enumerate() {
            let MInst::Branch { target, .. } = *m else { continue };
            let live = live_in[target];
            if let Some(r) = (0..end.saturating_sub(1))
                .step_by(2)
                .find(|&r| live & pair(Operand::s(r)) == 0)
            {
                pairs.insert((b, k), r);
            }
        }
    }
    pairs
}

/// Instructions with no effect but their register writes (and SCC, when they are known to set
/// it), which may go when those are dead.
fn is_pure(i: &Inst) -> bool {
    op_facts(i.op).pure
}

fn derive_is_pure(o: Op) -> bool {
    if derive_scc_effect(o) == SccEffect::Unknown {
        return false;
    }
    let n = o.name();
    let scalar = matches!(
        o.info().family,
        Family::SOP1 | Family::SOP2 | Family::SOPC | Family::SOPK
    );
    let excluded = [
        "s_setpc",
        "s_swappc",
        "s_setreg",
        "s_movrel",
        "s_rfe",
        "s_set_gpr_idx",
        "s_cbranch",
        "s_getreg",
        "s_call",
    ]
    .iter()
    .any(|p| n.starts_with(p));
    (scalar && !excluded) || o == op::V_READFIRSTLANE_B32 || o == op::V_READLANE_B32
}

/// The instruction at `k` and the index of the next instruction that is not a line marker.
fn next_code(insts: &[MInst], k: usize) -> Option<usize> {
    (k + 1..insts.len()).find(|&j| !insts[j].is_line())
}

fn as_inst(m: &MInst) -> Option<&Inst> {
    match m {
        MInst::Inst(i) => Some(i),
        _ => None,
    }
}

/// `s_and_b64 t, exec, c` (either order) or `s_andn2_b64 t, exec, c`: `(t, c)`, the lanes of
/// EXEC with (or without) `c`.
fn and_with_exec(i: &Inst) -> Option<(Operand, Operand)> {
    if i.dst == Operand::EXEC {
        return None;
    }
    match (i.op, i.src[0], i.src[1]) {
        (op::S_AND_B64, Operand::EXEC, c) | (op::S_AND_B64, c, Operand::EXEC) | (op::S_ANDN2_B64, Operand::EXEC, c)
            if c != Operand::EXEC =>
        {
            Some((i.dst, c))
        }
        _ => None,
    }
}

fn rewrite_block(mf: &mut MachineFunction, b: usize, live_in: &[Regs], scratch: &mut Scratch) -> bool {
    scratch.start(mf, b, live_in);
    let (live_after, delete) = (&scratch.live_after, &mut scratch.delete);
    let insts = &mut mf.blocks[b].insts;
    let mut changed = false;
    for k in 0..insts.len() {
        if delete[k] {
            continue;
        }
        let Some(i) = as_inst(&insts[k]).cloned() else { continue };
        // Dead code: nothing reads what it writes (a self-move writes nothing new).
        let self_move = matches!(i.op, op::S_MOV_B32 | op::S_MOV_B64) && i.dst == i.src[0];
        let dead = || {
            let e = effect(&insts[k]);
            e.kills & !DELETABLE == 0 && (e.kills & live_after[k] == 0 || self_move)
        };
        if is_pure(&i) && dead() {
            delete[k] = true;
            changed = true;
            continue;
        }
        // `s_and_saveexec_b64 x, c` whose saved copy nobody reads (a branch side removed after
        // the copy was folded in): `s_and_b64 exec, exec, c`.
        if i.op == op::S_AND_SAVEEXEC_B64 && live_after[k] & pair(i.dst) == 0 && i.dst != i.src[0] {
            insts[k] = MInst::Inst(sop2(op::S_AND_B64, Operand::EXEC, Operand::EXEC, i.src[0]));
            changed = true;
            continue;
        }
        let Some(j) = next_code(insts, k) else { continue };
        // `s_and_b64 x, exec, exec; s_cbranch_scc0/1 L` with `x` dead after only asks whether
        // EXEC is empty: `s_cbranch_execz/execnz L` (when nothing reads SCC after the branch).
        if let MInst::Branch { op: branch, target } = insts[j] {
            let exec_test = matches!(i.op, op::S_AND_B64 | op::S_OR_B64)
                && i.src[0] == Operand::EXEC
                && i.src[1] == Operand::EXEC
                && i.dst.is_sgpr()
                && live_after[k] & pair(i.dst) == 0
                && live_after[j] & SCC == 0;
            let on_exec = match branch {
                op::S_CBRANCH_SCC0 => Some(op::S_CBRANCH_EXECZ),
                op::S_CBRANCH_SCC1 => Some(op::S_CBRANCH_EXECNZ),
                _ => None,
            };
            if let (true, Some(on_exec)) = (exec_test, on_exec) {
                insts[j] = MInst::Branch { op: on_exec, target };
                delete[k] = true;
                changed = true;
            }
            continue;
        }
        let Some(next) = as_inst(&insts[j]).cloned() else {
            continue;
        };
        // `s_mov_b64 x, exec; s_and(n2)_b64 exec, x, c` with `x` dead after →
        // `s_and(n2)_b64 exec, exec, c` (a copy of EXEC nobody else reads; the AND may read
        // EXEC itself, equal to `x` there, and an AND either way round).
        if i.op == op::S_MOV_B64
            && i.src[0] == Operand::EXEC
            && matches!(next.op, op::S_AND_B64 | op::S_ANDN2_B64)
            && next.dst == Operand::EXEC
            && live_after[j] & pair(i.dst) == 0
        {
            let is_exec = |o: Operand| o == i.dst || o == Operand::EXEC;
            let c = match (next.src[0], next.src[1]) {
                (s, c) if is_exec(s) && !is_exec(c) => Some(c),
                (c, s) if next.op == op::S_AND_B64 && is_exec(s) && !is_exec(c) => Some(c),
                _ => None,
            };
            if let Some(c) = c {
                insts[j] = MInst::Inst(sop2(next.op, Operand::EXEC, Operand::EXEC, c));
                delete[k] = true;
                changed = true;
                continue;
            }
        }
        // `s_mov_b64 x, exec; s_and_b64 exec, x, c` → `s_and_saveexec_b64 x, c` (unless the AND
        // is dead: a divergent branch whose first side is empty goes straight on to the second,
        // `s_andn2_b64 exec, x, c`, and the copy then folds into it as above). The AND may read
        // EXEC itself, which equals `x` there.
        if i.op == op::S_MOV_B64
            && i.src[0] == Operand::EXEC
            && next.op == op::S_AND_B64
            && next.dst == Operand::EXEC
            && live_after[j] & (EXEC | SCC) != 0
        {
            let x = i.dst;
            let c = match (next.src[0], next.src[1]) {
                (s, c) | (c, s) if (s == x || s == Operand::EXEC) && c != x && c != Operand::EXEC => Some(c),
                _ => None,
            };
            if let Some(c) = c {
                insts[k] = MInst::Inst(sop1(op::S_AND_SAVEEXEC_B64, x, c));
                delete[j] = true;
                changed = true;
                continue;
            }
        }
        // `s_or_b64 m, m, exec; s_mov_b64 exec, m` → `s_or_b64 exec, exec, m` (m dead after).
        if i.op == op::S_OR_B64
            && i.dst != Operand::EXEC
            && (i.src == [i.dst, Operand::EXEC, i.src[2]] || i.src == [Operand::EXEC, i.dst, i.src[2]])
            && next.op == op::S_MOV_B64
            && next.dst == Operand::EXEC
            && next.src[0] == i.dst
            && live_after[j] & pair(i.dst) == 0
        {
            insts[k] = MInst::Inst(sop2(op::S_OR_B64, Operand::EXEC, Operand::EXEC, i.dst));
            delete[j] = true;
            changed = true;
        }
    }
    changed |= fold_literal_moves(insts, live_after, delete);
    changed |= forward_copied_sgprs(insts, live_after, delete);
    delete_marked(insts, delete);
    changed |= drop_redundant_zero_tests(insts, delete);
    changed
}

/// `x = OP ...; ...; s_mov_b32 d, x` with `x` dead after the move, and nothing between
/// reading or writing `d`: `OP` writes `d` itself, the reads of `x` between read `d`, and the
/// move goes. The allocator's copies of loop-carried SGPRs (a counter incremented into a new
/// register and moved back, a parallel copy through a temporary) become the update in place.
/// `OP` is a SOP1/SOP2 instruction (or `s_movk_i32`) writing `x` alone (and SCC); each
/// instruction between reads `x` only as a whole 32-bit source field. Ranges already rewritten
/// in this pass are left alone (the liveness is from before it).
fn forward_copied_sgprs(insts: &mut [MInst], live_after: &[Regs], delete: &mut [bool]) -> bool {
    let mut changed = false;
    // Instructions at or after this index may be rewritten (ranges never overlap).
    let mut free_from = 0;
    for j in 0..insts.len() {
        if delete[j] {
            continue;
        }
        let Some(mv) = as_inst(&insts[j]).cloned() else {
            continue;
        };
        let (d, x) = (mv.dst, mv.src[0]);
        if mv.op != op::S_MOV_B32 || !d.is_sgpr() || !x.is_sgpr() || d == x || live_after[j] & regs(x, 1) != 0 {
            continue;
        }
        let (xr, dr) = (regs(x, 1), regs(d, 1));
        // The last writer of `x` before the move, with nothing between touching `d`.
        let mut found = None;
        for i in (free_from..j).rev() {
            if delete[i] || insts[i].is_line() {
                continue;
            }
            let MInst::Inst(m) = &insts[i] else { break };
            let a = m.access();
            let writes: Regs = a
                .writes
                .iter()
                .map(|r| regs(Operand(r.first), r.len))
                .fold(0, |p, q| p | q);
            let reads: Regs = a
                .reads
                .iter()
                .map(|r| regs(Operand(r.first), r.len))
                .fold(0, |p, q| p | q);
            if writes & xr != 0 {
                // (An instruction that reads its destination, `s_cmov`, would read `d`.)
                let reads_dst = reads & xr != 0 && !m.src.contains(&x);
                let renamable = (matches!(m.op.info().family, Family::SOP1 | Family::SOP2) || m.op == op::S_MOVK_I32)
                    && !m.op.name().starts_with("s_cmov")
                    && !reads_dst
                    && m.dst == x
                    && writes & !SCC == xr
                    && scc_effect(m.op) != SccEffect::Unknown;
                found = renamable.then_some(i);
                break;
            }
            if (reads | writes) & dr != 0 {
                break;
            }
            // `x` read only as whole 32-bit source fields, which can be renamed.
            let whole = a.reads.iter().all(|r| !r.contains(x.0) || r.len == 1) && m.dst != x && m.sdst != x;
            if reads & xr != 0 && !(whole && m.src.contains(&x)) {
                break;
            }
        }
        let Some(i) = found else { continue };
        for (k, m) in insts[i..j].iter_mut().enumerate() {
            if let MInst::Inst(m) = m {
                if k == 0 {
                    m.dst = d;
                } else {
                    // Only fields the instruction has: an unused one keeps its 0 (s0 would
                    // otherwise become `d`, harmless to the hardware but not llvm-mc's bytes).
                    for k in 0..3 {
                        if m.src[k] == x && has_src_field(m, k) {
                            m.src[k] = d;
                        }
                    }
                }
            }
        }
        delete[j] = true;
        free_from = j + 1;
        changed = true;
    }
    changed
}

/// Whether source slot `k` of `i` is one of its operands (`Inst::field`'s mapping).
fn has_src_field(i: &Inst, k: usize) -> bool {
    i.operands().iter().any(|&(f, _)| match f {
        Field::Src0 => k == 0,
        Field::Src1 | Field::Srsrc => k == 1,
        Field::Src2 | Field::Soffset | Field::Ssamp | Field::Off => k == 2,
        _ => false,
    })
}

/// The SGPR pairs `(a, b)` known to hold the same value after `insts`, from `known` before
/// them: `s_mov_b32 a, b` adds one, any write of `a` or `b` ends it. With `delete`, a move
/// between two registers already known equal is marked for deletion (it changes nothing).
fn copies_after(insts: &[MInst], mut known: Vec<(u16, u16)>, mut delete: Option<&mut Vec<bool>>) -> Vec<(u16, u16)> {
    for (k, m) in insts.iter().enumerate() {
        let MInst::Inst(i) = m else {
            if matches!(m, MInst::Reloc { .. }) {
                known.clear();
            }
            continue;
        };
        if i.op == op::S_MOV_B32 && i.dst.is_sgpr() && i.src[0].is_sgpr() {
            let (a, b) = (i.dst.0, i.src[0].0);
            if a == b || known.contains(&(a, b)) || known.contains(&(b, a)) {
                if let Some(d) = delete.as_deref_mut() {
                    d[k] = true;
                }
                continue;
            }
        }
        // (With nothing known, no need to ask what the instruction writes.)
        if !known.is_empty() {
            i.each_access(|d, r| {
                if d == Dir::Write {
                    known.retain(|&(a, b)| !r.contains(a) && !r.contains(b));
                }
            });
        }
        if i.op == op::S_MOV_B32 && i.dst.is_sgpr() && i.src[0].is_sgpr() {
            known.push((i.dst.0, i.src[0].0));
        }
    }
    known
}

/// The copies known where each block with one predecessor (not itself) is entered, from one
/// walk of each block: met over the predecessor's branches to it and its fall-through into it.
/// (A branch may come before the end of its block, and what comes after it does not reach its
/// target that way.)
/// Only blocks `wanted` get theirs; a block that passes control to none of those is not walked.
fn copies_on_entry(mf: &MachineFunction, cfg: &Cfg, wanted: &[bool]) -> Vec<Vec<(u16, u16)>> {
    let nb = mf.blocks.len();
    let mut into: Vec<Option<Vec<(u16, u16)>>> = vec![None; nb];
    let mut meet = |b: usize, known: &[(u16, u16)]| {
        into[b] = Some(match into[b].take() {
            None => known.to_vec(),
            Some(k) => k.into_iter().filter(|x| known.contains(x)).collect(),
        });
    };
    for (p, block) in mf.blocks.iter().enumerate() {
        let only_from_p = |b: usize| wanted[b] && b != p && cfg.preds(b) == [p];
        // (The next block counts whether or not `cfg` has `p` falling into it.)
        let reaches_wanted =
            (cfg.out[p]..cfg.out[p + 1]).any(|e| only_from_p(cfg.succ[e])) || (p + 1 < nb && only_from_p(p + 1));
        if !reaches_wanted {
            continue;
        }
        let mut known = Vec::new();
        for (k, m) in block.insts.iter().enumerate() {
            if let Some(b) = m.target().filter(|&b| only_from_p(b)) {
                meet(b, &known);
            }
            known = copies_after(&block.insts[k..=k], known, None);
        }
        if falls_through(&block.insts) && p + 1 < nb && only_from_p(p + 1) {
            meet(p + 1, &known);
        }
    }
    into.into_iter().map(Option::unwrap_or_default).collect()
}

/// `s_mov_b32 a, b` where `a` and `b` already hold the same value — after `s_mov_b32 b, a`
/// earlier in the block, or where the block's only predecessor passes control to it (the
/// allocator's loop copies moving a value out and back round a latch) — goes.
fn drop_redundant_copies(mf: &mut MachineFunction, cfg: &Cfg) -> bool {
    let mut changed = false;
    // Only blocks with a move between SGPRs can lose one.
    let wanted: Vec<bool> = mf
        .blocks
        .iter()
        .map(|block| {
            block
                .insts
                .iter()
                .any(|m| as_inst(m).is_some_and(|i| i.op == op::S_MOV_B32 && i.dst.is_sgpr() && i.src[0].is_sgpr()))
        })
        .collect();
    // (Deleting a move between registers known equal leaves what is known after it as it was.)
    for (b, known) in copies_on_entry(mf, cfg, &wanted).into_iter().enumerate() {
        if !wanted[b] {
            continue;
        }
        let mut delete = vec![false; mf.blocks[b].insts.len()];
        copies_after(&mf.blocks[b].insts, known, Some(&mut delete));
        if delete.iter().any(|&d| d) {
            changed = true;
            delete_marked(&mut mf.blocks[b].insts, &delete);
        }
    }
    changed
}

/// Block `b` ending in `s_and_b64 t, exec, c; s_cbranch_scc0 X` and falling into a block only
/// it reaches that starts with `s_mov_b64 exec, t`: the AND writes EXEC itself, when neither
/// `t` (after the move) nor EXEC is live at `X` (where the branch goes with no lane left).
fn enter_branch_side(mf: &mut MachineFunction, b: usize, live_in: &[Regs], cfg: &Cfg) -> bool {
    let next_block = b + 1;
    if next_block >= mf.blocks.len() || cfg.preds(next_block) != [b] {
        return false;
    }
    let insts = &mf.blocks[b].insts;
    let mut code = insts.iter().enumerate().rev().filter(|(_, m)| !m.is_line());
    let (Some((_, branch)), Some((k, and))) = (code.next(), code.next()) else {
        return false;
    };
    let (
        MInst::Branch {
            op: op::S_CBRANCH_SCC0,
            target,
        },
        Some((t, c)),
    ) = (branch, as_inst(and).and_then(and_with_exec))
    else {
        return false;
    };
    let target = *target;
    let Some(l) = mf.blocks[next_block].insts.iter().position(|m| !m.is_line()) else {
        return false;
    };
    let sets_exec_from_t = as_inst(&mf.blocks[next_block].insts[l])
        .is_some_and(|m| m.op == op::S_MOV_B64 && m.dst == Operand::EXEC && m.src[0] == t);
    if !sets_exec_from_t || c == t || live_in[target] & (EXEC | pair(t)) != 0 {
        return false;
    }
    let mut t_live_after_move = true;
    live_before(mf, next_block, live_in, |k, live| {
        if k == l {
            t_live_after_move = live & pair(t) != 0;
        }
    });
    if t_live_after_move {
        return false;
    }
    let and = as_inst(&mf.blocks[b].insts[k]).expect("matched above").op;
    mf.blocks[b].insts[k] = MInst::Inst(sop2(and, Operand::EXEC, Operand::EXEC, c));
    mf.blocks[next_block].insts.remove(l);
    true
}

/// The width in dwords of `i`'s destination operand.
fn dst_width(i: &Inst) -> u16 {
    i.operands()
        .iter()
        .find(|(f, _)| *f == gfx9_isa::Field::Dst)
        .map_or(1, |&(_, w)| w as u16)
}

/// Is `i` `s_cmp_lg_u32 r, 0` / `s_cmp_lg_u64 r, 0` (or with the zero first)? Then `r`.
fn zero_test(i: &Inst) -> Option<(Operand, u16)> {
    let width = match i.op {
        op::S_CMP_LG_U32 => 1,
        op::S_CMP_LG_U64 => 2,
        _ => return None,
    };
    let zero = Operand::int(0).expect("inline");
    match (i.src[0], i.src[1]) {
        (r, z) | (z, r) if z == zero && r.is_sgpr() => Some((r, width)),
        _ => None,
    }
}

/// Deletes `s_cmp_lg_u32 r, 0` (or `_u64`) where SCC already tells whether `r` is zero: since
/// the logic or shift operation that wrote `r`, or since `s_cselect r, c, 0` with a nonzero
/// constant `c` (how uniform booleans are made from compares), with neither SCC nor `r`
/// written in between. Right after `s_mov_b64 m, x` (which leaves SCC alone) the move becomes
/// `s_and_b64 m, x, x`, which sets it.
fn drop_redundant_zero_tests(insts: &mut Vec<MInst>, delete: &mut Vec<bool>) -> bool {
    // Only a block with a test can change.
    if !insts
        .iter()
        .any(|m| matches!(m, MInst::Inst(i) if zero_test(i).is_some()))
    {
        return false;
    }
    let zero = Operand::int(0).expect("inline");
    let mut known: Option<(Operand, u16)> = None;
    let mut previous: Option<usize> = None;
    delete.clear();
    delete.resize(insts.len(), false);
    for k in 0..insts.len() {
        let i = match &insts[k] {
            MInst::Line(_) => continue,
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => i.clone(),
            MInst::Branch { .. } | MInst::LongBranch { .. } => {
                previous = None;
                continue;
            }
        };
        if let (Some(r), MInst::Inst(_)) = (zero_test(&i), &insts[k]) {
            let mov_before = previous.filter(|&p| {
                as_inst(&insts[p]).is_some_and(|m| {
                    m.op == op::S_MOV_B64 && (m.dst, 2) == r && (m.src[0].is_sgpr() || m.src[0] == Operand::EXEC)
                })
            });
            if let Some(p) = mov_before {
                let m = as_inst(&insts[p]).expect("a move").clone();
                insts[p] = MInst::Inst(sop2(op::S_AND_B64, m.dst, m.src[0], m.src[0]));
                known = Some(r);
            }
            if known == Some(r) {
                delete[k] = true;
                continue;
            }
        }
        previous = Some(k);
        if let Some((r, w)) = known {
            if effect(&insts[k]).kills & regs(r, w) != 0 {
                known = None;
            }
        }
        let nonzero_constant =
            |o: Operand| o.inline_b32().is_some_and(|c| c != 0) || (o == Operand::LITERAL && i.lit != 0);
        match scc_effect(i.op) {
            SccEffect::Sets if sets_scc_to_nonzero(i.op) => known = Some((i.dst, dst_width(&i))),
            SccEffect::Sets | SccEffect::Unknown => known = None,
            SccEffect::Untouched
                if matches!(i.op, op::S_CSELECT_B32 | op::S_CSELECT_B64)
                    && nonzero_constant(i.src[0])
                    && i.src[1] == zero =>
            {
                known = Some((i.dst, dst_width(&i)))
            }
            SccEffect::Untouched => {}
        }
    }
    let before = insts.len();
    delete_marked(insts, delete);
    insts.len() != before
}

/// If instruction `k` is `s_mov_b32 r, literal` (an SGPR `r`): the move, and the first
/// instruction after it that reads or writes `r` or branches.
fn literal_move_and_user(insts: &[MInst], k: usize) -> Option<(Inst, usize)> {
    let mov = as_inst(&insts[k])?;
    if mov.op != op::S_MOV_B32 || mov.src[0] != Operand::LITERAL || !mov.dst.is_sgpr() {
        return None;
    }
    let r = regs(mov.dst, 1);
    let j = (k + 1..insts.len()).find(|&j| {
        let e = effect(&insts[j]);
        insts[j].target().is_some() || (e.reads | e.kills) & r != 0
    })?;
    Some((mov.clone(), j))
}

/// `s_mov_b32 r, literal` whose value only the next scalar ALU instruction reading `r` uses:
/// the literal goes into that instruction (SOP2 and SOPC take one), and the move goes.
fn fold_literal_moves(insts: &mut [MInst], live_after: &[Regs], delete: &mut [bool]) -> bool {
    let mut changed = false;
    for k in 0..insts.len() {
        if delete[k] {
            continue;
        }
        let Some((mov, j)) = literal_move_and_user(insts, k) else {
            continue;
        };
        let (r, value) = (regs(mov.dst, 1), mov.lit);
        let MInst::Inst(user) = &insts[j] else { continue };
        let e = effect(&insts[j]);
        // A 32-bit source slot (a 64-bit one would read the literal zero-extended).
        let is_32_bit = |s: usize| {
            let field = [gfx9_isa::Field::Src0, gfx9_isa::Field::Src1][s];
            user.operands().iter().any(|&(f, w)| f == field && w == 1)
        };
        let slots: Vec<usize> = (0..2).filter(|&s| user.src[s] == mov.dst && is_32_bit(s)).collect();
        let takes_literal = matches!(user.op.info().family, Family::SOP2 | Family::SOPC)
            && !user.src.contains(&Operand::LITERAL)
            && slots.len() == 1
            && (0..2).filter(|&s| user.src[s] == mov.dst).count() == 1;
        let value_dies = live_after[j] & r == 0 || e.kills & r != 0;
        if takes_literal && value_dies && !delete[j] {
            let MInst::Inst(user) = &mut insts[j] else {
                unreachable!("checked above")
            };
            user.src[slots[0]] = Operand::LITERAL;
            user.lit = value;
            delete[k] = true;
            changed = true;
        }
    }
    changed
}

/// What is known about SGPR pairs (by first register) and EXEC at a point: the pairs holding
/// EXEC's value, and those holding a subset of its lanes (compares, masks ANDed with EXEC).
#[derive(Clone, Copy, PartialEq, Eq)]
struct ExecFacts {
    copies: Regs,
    within: Regs,
}

impl ExecFacts {
    const NONE: ExecFacts = ExecFacts { copies: 0, within: 0 };
    const ALL: ExecFacts = ExecFacts { copies: !0, within: !0 };

    fn meet(self, other: ExecFacts) -> ExecFacts {
        ExecFacts {
            copies: self.copies & other.copies,
            within: self.within & other.within,
        }
    }

    /// Does `x` hold only lanes of EXEC (EXEC itself included)?
    fn is_within(self, x: Operand) -> bool {
        x == Operand::EXEC || (x.0 < 126 && self.within & (1 << x.0) != 0)
    }

    /// The facts after `m`.
    fn after(self, m: &MInst) -> ExecFacts {
        let writes = match m {
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => written(i),
            MInst::LongBranch { scratch, .. } => pair(Operand(*scratch as u16)),
            MInst::Branch { .. } | MInst::Line(_) => 0,
        };
        let i = as_inst(m);
        if writes & EXEC != 0 {
            // EXEC changed: only a move from a pair leaves that pair equal to it.
            return match i {
                Some(i) if i.op == op::S_MOV_B64 && i.dst == Operand::EXEC && i.src[0].is_sgpr() => ExecFacts {
                    copies: 1 << i.src[0].0,
                    within: 1 << i.src[0].0,
                },
                _ => ExecFacts::NONE,
            };
        }
        // A pair keeps its fact while neither of its registers is written.
        let clobbered = writes | (writes >> 1);
        let mut next = ExecFacts {
            copies: self.copies & !clobbered,
            within: self.within & !clobbered,
        };
        let Some(i) = i else { return next };
        let dst = (i.dst.is_sgpr() || i.dst == Operand::VCC).then(|| 1 << i.dst.0);
        let zero = Operand::int(0).expect("inline");
        let copy = matches!(
            (i.op, i.src[0], i.src[1]),
            (op::S_MOV_B64, Operand::EXEC, _) | (op::S_AND_B64 | op::S_OR_B64, Operand::EXEC, Operand::EXEC)
        );
        // A VALU compare leaves inactive lanes false.
        let compare = op_facts(i.op).compare;
        let subset = match i.op {
            op::S_AND_B64 => self.is_within(i.src[0]) || self.is_within(i.src[1]),
            op::S_ANDN2_B64 => self.is_within(i.src[0]),
            op::S_CSELECT_B64 => self.is_within(i.src[0]) && (self.is_within(i.src[1]) || i.src[1] == zero),
            _ => compare,
        };
        if let Some(d) = dst {
            if copy {
                next.copies |= d;
            }
            if copy || subset {
                next.within |= d;
            }
        }
        next
    }
}

/// The facts at each block's start: a forward dataflow over the machine CFG, intersected where
/// paths meet (everything until a path reaches a block; nothing at the kernel's entry or in a
/// block nothing reaches). A branch passes on the facts where it stands, not those at its
/// block's end.
fn exec_facts(mf: &MachineFunction, cfg: &Cfg) -> Vec<ExecFacts> {
    let nb = mf.blocks.len();
    let entered = |b: usize| b != 0 && !cfg.preds(b).is_empty();
    let mut entry: Vec<ExecFacts> = (0..nb)
        .map(|b| if entered(b) { ExecFacts::ALL } else { ExecFacts::NONE })
        .collect();
    // Per edge: the facts where it leaves its block (everything until the block is walked).
    let mut exits: Vec<ExecFacts> = vec![ExecFacts::ALL; cfg.succ.len()];
    let mut walked = vec![false; nb];
    let mut out: Vec<ExecFacts> = Vec::new();
    let mut work: Vec<usize> = (0..nb).rev().collect();
    let mut queued = vec![true; nb];
    while let Some(b) = work.pop() {
        queued[b] = false;
        let into = cfg.pred_start[b]..cfg.pred_start[b + 1];
        if entered(b) {
            entry[b] = into.fold(ExecFacts::ALL, |acc, i| acc.meet(exits[cfg.pred_edge[i]]));
        }
        out.clear();
        let mut k = entry[b];
        for m in &mf.blocks[b].insts {
            if m.target().is_some() {
                out.push(k);
            }
            k = k.after(m);
        }
        if cfg.falls[b] {
            out.push(k);
        }
        let edges = cfg.out[b]..cfg.out[b + 1];
        if !walked[b] || exits[edges.clone()] != out[..] {
            walked[b] = true;
            exits[edges.clone()].copy_from_slice(&out);
            for e in edges {
                let s = cfg.succ[e];
                if !queued[s] {
                    queued[s] = true;
                    work.push(s);
                }
            }
        }
    }
    entry
}

/// Deletes `s_mov_b64 exec, x` and `s_mov_b64 x, exec` where EXEC and `x` are already equal on
/// every path there ([`exec_facts`]).
fn drop_redundant_exec_moves(mf: &mut MachineFunction, cfg: &Cfg) -> bool {
    let entry = exec_facts(mf, cfg);
    let mut changed = false;
    // `s_mov_b64 exec, x` or `s_mov_b64 x, exec`: the SGPR pair `x`.
    let exec_move = |m: &MInst| {
        as_inst(m).and_then(|i| match (i.op, i.dst, i.src[0]) {
            (op::S_MOV_B64, Operand::EXEC, x) | (op::S_MOV_B64, x, Operand::EXEC) if x.is_sgpr() => Some(x),
            _ => None,
        })
    };
    for (b, block) in mf.blocks.iter_mut().enumerate() {
        if !block.insts.iter().any(|m| exec_move(m).is_some()) {
            continue;
        }
        let mut known = entry[b];
        block.insts.retain(|m| {
            let redundant = exec_move(m).is_some_and(|x| known.copies & (1 << x.0) != 0);
            if !redundant {
                known = known.after(m);
            }
            changed |= redundant;
            !redundant
        });
    }
    changed
}

/// `s_cselect_b64 t, exec, 0; s_and_b64 d, x, t` (a uniform condition made a lane mask, then
/// ANDed with a divergent one) is `s_cselect_b64 d, x, 0` when `x` holds only lanes of EXEC
/// ([`exec_facts`]), `t` dies there, and nothing reads the AND's SCC.
fn fold_masked_selects(mf: &mut MachineFunction, cfg: &Cfg, live_in: &[Regs], scratch: &mut Scratch) -> bool {
    let entry = exec_facts(mf, cfg);
    let zero = Operand::int(0).expect("inline");
    let mut changed = false;
    for (b, &at_entry) in entry.iter().enumerate() {
        if !mf.blocks[b].insts.iter().any(is_masked_select) {
            continue;
        }
        scratch.start(mf, b, live_in);
        let (live_after, delete) = (&scratch.live_after, &mut scratch.delete);
        let insts = &mut mf.blocks[b].insts;
        let mut facts = at_entry;
        for k in 0..insts.len() {
            let before = facts;
            facts = facts.after(&insts[k]);
            if !is_masked_select(&insts[k]) {
                continue;
            }
            let sel = as_inst(&insts[k]).expect("a select");
            let Some(j) = next_code(insts, k) else { continue };
            let Some(and) = as_inst(&insts[j]) else { continue };
            let t = sel.dst;
            let x = match (and.op, and.src[0], and.src[1]) {
                (op::S_AND_B64, s, x) | (op::S_AND_B64, x, s) if s == t && x != t => x,
                _ => continue,
            };
            let t_dies = live_after[j] & pair(t) == 0 || and.dst == t;
            if before.is_within(x) && t_dies && live_after[j] & SCC == 0 && and.dst != Operand::EXEC {
                let folded = sop2(op::S_CSELECT_B64, and.dst, x, zero);
                insts[k] = MInst::Inst(folded);
                delete[j] = true;
                changed = true;
            }
        }
        delete_marked(insts, delete);
    }
    changed
}

/// `s_cselect_b64 t, exec, 0`, which [`fold_masked_selects`] starts from.
fn is_masked_select(m: &MInst) -> bool {
    as_inst(m).is_some_and(|i| {
        i.op == op::S_CSELECT_B64 && i.src[0] == Operand::EXEC && i.src[1] == Operand::int(0).expect("inline")
    })
}

fn has_masked_selects(mf: &MachineFunction) -> bool {
    mf.blocks.iter().any(|b| b.insts.iter().any(is_masked_select))
}

/// Puts VALU instructions emitted in their VOP3 (`_e64`) form into their 32-bit VOP1, VOP2 or
/// VOPC (`_e32`) form where it says the same: no modifiers, the second source a VGPR (the
/// sources swapped, with the opcode that swaps them, where only the first is), and the scalar
/// destination and carry-in or select mask, which the 32-bit form keeps implicitly in VCC,
/// VCC. The code is smaller (as llc's, which picks the VCC forms); the registers stay the same.
/// Returns how many instructions it shrank.
pub fn shrink(mf: &mut MachineFunction) -> usize {
    let mut shrunk = 0;
    for block in &mut mf.blocks {
        for m in &mut block.insts {
            if let MInst::Inst(i) = m {
                if let Some(short) = shrunk_form(i) {
                    *i = short;
                    shrunk += 1;
                }
            }
        }
    }
    fold_literals_into_valu(mf);
    shrunk
}

/// `s_mov_b32 r, literal` whose value only the next instruction reading `r` uses, a 32-bit
/// VALU one (VOP1, VOP2, VOPC) reading it as its first source: the literal goes there (the
/// 32-bit forms take one), and the move goes. Not where the instruction also reads VCC (a
/// carry-in or select mask), which takes the one constant-bus read.
fn fold_literals_into_valu(mf: &mut MachineFunction) {
    // Only blocks with a move of a literal into an SGPR can change.
    let has_literal_move = |block: &crate::mc::MBlock| {
        block.insts.iter().any(|m| {
            as_inst(m).is_some_and(|i| i.op == op::S_MOV_B32 && i.src[0] == Operand::LITERAL && i.dst.is_sgpr())
        })
    };
    if !mf.blocks.iter().any(has_literal_move) {
        return;
    }
    let live_in = liveness(mf, &Cfg::new(mf));
    let mut scratch = Scratch::default();
    for b in 0..mf.blocks.len() {
        if !has_literal_move(&mf.blocks[b]) {
            continue;
        }
        scratch.start(mf, b, &live_in);
        let (live_after, delete) = (&scratch.live_after, &mut scratch.delete);
        let insts = &mut mf.blocks[b].insts;
        for (k, gone) in delete.iter_mut().enumerate() {
            let Some((mov, j)) = literal_move_and_user(insts, k) else {
                continue;
            };
            let (r, value) = (regs(mov.dst, 1), mov.lit);
            let MInst::Inst(user) = &insts[j] else { continue };
            let family = user.op.info().family;
            let short =
                user.enc == gfx9_isa::Enc::Native && matches!(family, Family::VOP1 | Family::VOP2 | Family::VOPC);
            let a = user.access();
            let reads_vcc = a.reads_reg(Operand::VCC.0) || a.reads_reg(Operand::VCC_HI.0);
            // (Sources the form does not have hold `Operand::NONE`, which is s0.)
            let has_src1 = user.operands().iter().any(|&(f, _)| f == gfx9_isa::Field::Src1);
            let only_src0 = user.src[0] == mov.dst && !(has_src1 && user.src[1] == mov.dst);
            let one_dword = user
                .operands()
                .iter()
                .any(|&(f, w)| f == gfx9_isa::Field::Src0 && w == 1);
            let value_dies = live_after[j] & r == 0 || effect(&insts[j]).kills & r != 0;
            let no_k = !user.operands().iter().any(|&(f, _)| f == gfx9_isa::Field::Imm);
            // (16-bit operands read a literal's low half, which llvm-mc may write as an inline
            // half constant: those keep the move.)
            let n = user.op.name();
            let wide = !["f16", "u16", "i16", "b16"].iter().any(|t| n.contains(t));
            if short && !reads_vcc && only_src0 && one_dword && value_dies && no_k && wide {
                let MInst::Inst(user) = &mut insts[j] else {
                    unreachable!("checked above")
                };
                // An f32 bit pattern the hardware has as an inline constant is one.
                match Operand::float(f32::from_bits(value)) {
                    Some(inline) => user.src[0] = inline,
                    None => {
                        user.src[0] = Operand::LITERAL;
                        user.lit = value;
                    }
                }
                *gone = true;
            }
        }
        delete_marked(insts, delete);
    }
}

/// The opcode computing `op(b, a)` for `op(a, b)`, if the VOP2/VOPC set has one.
fn swapped(o: Op) -> Option<Op> {
    let name = o.name();
    let commutative = [
        "v_add_u32",
        "v_add_co_u32",
        "v_addc_co_u32",
        "v_add_f32",
        "v_add_f16",
        "v_mul_f32",
        "v_mul_f16",
        "v_mul_lo_u16",
        "v_mul_u32_u24",
        "v_mul_i32_i24",
        "v_mul_hi_u32_u24",
        "v_mul_hi_i32_i24",
        "v_and_b32",
        "v_or_b32",
        "v_xor_b32",
        "v_min_u32",
        "v_max_u32",
        "v_min_i32",
        "v_max_i32",
        "v_min_f32",
        "v_max_f32",
        "v_min_f16",
        "v_max_f16",
        "v_min_u16",
        "v_max_u16",
        "v_min_i16",
        "v_max_i16",
        "v_add_u16",
    ];
    if commutative.contains(&name) {
        return Some(o);
    }
    let pairs = [
        ("v_sub_u32", "v_subrev_u32"),
        ("v_sub_co_u32", "v_subrev_co_u32"),
        ("v_subb_co_u32", "v_subbrev_co_u32"),
        ("v_sub_f32", "v_subrev_f32"),
        ("v_sub_f16", "v_subrev_f16"),
        ("v_sub_u16", "v_subrev_u16"),
    ];
    for (a, b) in pairs {
        if name == a {
            return Op::from_name(b);
        }
        if name == b {
            return Op::from_name(a);
        }
    }
    // Compares: the relation seen from the other side.
    let rest = name.strip_prefix("v_cmp_")?;
    let (rel, ty) = rest.split_once('_')?;
    let mirrored = match rel {
        "lt" => "gt",
        "gt" => "lt",
        "le" => "ge",
        "ge" => "le",
        "nlt" => "ngt",
        "ngt" => "nlt",
        "nle" => "nge",
        "nge" => "nle",
        "eq" | "ne" | "lg" | "nlg" | "neq" | "o" | "u" | "f" | "t" | "tru" => rel,
        _ => return None,
    };
    Op::from_name(&format!("v_cmp_{mirrored}_{ty}"))
}

/// `i` in its 32-bit form, if it has one that says the same.
fn shrunk_form(i: &Inst) -> Option<Inst> {
    use gfx9_isa::{Enc, Field};
    let info = i.op.info();
    if i.enc != Enc::E64 || !matches!(info.family, Family::VOP1 | Family::VOP2 | Family::VOPC) {
        return None;
    }
    if i.m != Inst::new(i.op).m {
        return None;
    }
    // What the 64-bit form's extra fields hold must be what the 32-bit form implies.
    for &(field, w) in info.ops64 {
        let ok = match (field, w) {
            (Field::Src0 | Field::Src1, _) => true,
            // A compare's scalar destination, or a vector one.
            (Field::Dst, _) if info.family == Family::VOPC => i.dst == Operand::VCC,
            (Field::Dst, _) => true,
            (Field::Sdst, 2) => i.sdst == Operand::VCC,
            (Field::Src2, 2) => i.src[2] == Operand::VCC,
            _ => false,
        };
        if !ok {
            return None;
        }
    }
    let has_src1 = info.ops64.iter().any(|&(f, _)| f == Field::Src1);
    let mut short = i.clone();
    if has_src1 && !i.src[1].is_vgpr() {
        // Only VGPRs in the second source: swap the sources where the first is one.
        let other = swapped(i.op)?;
        if !i.src[0].is_vgpr() {
            return None;
        }
        short.op = other;
        short.src.swap(0, 1);
    }
    short.enc = Enc::Native;
    short.sdst = Operand::NONE;
    short.src[2] = Operand::NONE;
    if info.family == Family::VOPC {
        short.dst = Operand::NONE;
    }
    Some(short)
}
