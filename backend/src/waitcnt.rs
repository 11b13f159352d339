//! `s_waitcnt` insertion after register allocation (gfx900).
//!
//! Memory instructions return their results asynchronously; the hardware counts outstanding
//! operations per counter and `s_waitcnt` stalls until a counter is at most N:
//!
//! * vmcnt (0..=63): VMEM (MUBUF, GLOBAL, SCRATCH) and FLAT, loads *and* stores (gfx9 has no
//!   separate store counter); they return in issue order.
//! * lgkmcnt (0..=15): SMEM, LDS/GDS, messages, FLAT. LDS returns in order, SMEM does not, so
//!   any pending SMEM (or a mix of kinds) forces lgkmcnt(0).
//! * expcnt (0..=7): exports and GDS; compute code does not wait on it, but existing waits keep
//!   their expcnt field.
//!
//! The pass keeps a score per register and counter (which pending event writes it), like
//! LLVM's SIInsertWaitcnts: before an instruction reads or writes a pending register, it waits
//! for the weakest count that guarantees the write has landed. Block entry states are the join
//! over predecessors (a register stays pending with the most recent relative age), iterated to
//! a fixed point.
//!
//! That join makes a loop header wait, on every trip, for a load issued before the loop: the
//! entry edge has it pending, whatever the back edges have. So a loop whose waits would be
//! fewer if its entry state had nothing pending for the registers it touches gets that wait
//! once, at the end of each block entering it (`loop_flushes`), as LLVM's preheader flush
//! does.
//!
//! Barriers wait for everything outstanding (gfx900 has no automatic wait before
//! `s_barrier`); `s_endpgm` waits for nothing. Branch relaxation comes after this pass:
//! the jumps it adds are scalar ALU code no counter covers, and a [`MInst::LongBranch`] here
//! is a branch like any other.
//!
//! What each instruction reads and writes ([`Inst::access`]) and which counters it increments
//! ([`Inst::mem_event`]) are `gfx9-isa`'s facts; this pass only keeps the scores.

use crate::mc::{MInst, MachineFunction, MachineLoop};
use gfx9_isa::{op, Inst, MemEvent, Op, Operand, RegRange};

// ------------------------------------------------------------------ counters and events

const VM: usize = gfx9_isa::Counter::Vm as usize;
const LGKM: usize = gfx9_isa::Counter::Lgkm as usize;
/// Largest count each counter field can express; the hardware never has more outstanding.
const MAX: [u32; 3] = [63, 15, 7];

/// Kinds of events (they return in order only among themselves, SMEM never).
const EV_SMEM: usize = MemEvent::Smem as usize;
const EV_FLAT: usize = MemEvent::Flat as usize;
const NEV: usize = MemEvent::COUNT;

/// One counter's pending events: scores `lb < s <= ub` are outstanding.
#[derive(Clone, PartialEq, Eq)]
struct Counter {
    ub: u32,
    lb: u32,
    /// The score of the latest pending event writing each register, for the registers that
    /// have one, sorted by register (few are pending at once, and states are copied and
    /// joined on every CFG edge). Normalized counters hold no scores at or below `lb`.
    reg: Vec<(u16, u32)>,
    /// Score of the latest event of each kind.
    last: [u32; NEV],
}

impl Counter {
    fn new() -> Counter {
        Counter {
            ub: 0,
            lb: 0,
            reg: Vec::new(),
            last: [0; NEV],
        }
    }
    fn pending(&self) -> bool {
        self.ub > self.lb
    }
    fn kind_pending(&self, k: usize) -> bool {
        self.last[k] > self.lb
    }
    fn kinds_pending(&self) -> usize {
        (0..NEV).filter(|&k| self.kind_pending(k)).count()
    }
    /// The score of register `r`'s latest pending write (0: none).
    fn score(&self, r: usize) -> u32 {
        let r = r as u16;
        self.reg
            .binary_search_by_key(&r, |&(x, _)| x)
            .map_or(0, |i| self.reg[i].1)
    }
    fn set_score(&mut self, r: usize, s: u32) {
        let r = r as u16;
        match self.reg.binary_search_by_key(&r, |&(x, _)| x) {
            Ok(i) => self.reg[i].1 = s,
            Err(i) => self.reg.insert(i, (r, s)),
        }
    }
    /// Rebased so that lb = 0 (the join and fixed-point compare work on relative ages).
    fn normalized(&self) -> Counter {
        let shift = |s: u32| s.saturating_sub(self.lb);
        Counter {
            ub: self.ub - self.lb,
            lb: 0,
            reg: self
                .reg
                .iter()
                .filter(|&&(_, s)| s > self.lb)
                .map(|&(r, s)| (r, shift(s)))
                .collect(),
            last: self.last.map(shift),
        }
    }
    /// Join of two normalized counters: the longer pending window, and per register the
    /// most recent relative age (the one needing the stronger wait).
    fn join(&self, o: &Counter) -> Counter {
        let ub = self.ub.max(o.ub);
        let (da, db) = (ub - self.ub, ub - o.ub);
        let pick = |a: u32, b: u32| (if a > 0 { a + da } else { 0 }).max(if b > 0 { b + db } else { 0 });
        // Merge the two sorted lists; a register missing from one has score 0 there.
        let mut reg = Vec::with_capacity(self.reg.len().max(o.reg.len()));
        let (mut i, mut j) = (0, 0);
        while i < self.reg.len() || j < o.reg.len() {
            let a = self.reg.get(i).copied();
            let b = o.reg.get(j).copied();
            match (a, b) {
                (Some((ra, sa)), Some((rb, sb))) if ra == rb => {
                    reg.push((ra, pick(sa, sb)));
                    i += 1;
                    j += 1;
                }
                (Some((ra, sa)), Some((rb, _))) if ra < rb => {
                    reg.push((ra, pick(sa, 0)));
                    i += 1;
                }
                (Some((ra, sa)), None) => {
                    reg.push((ra, pick(sa, 0)));
                    i += 1;
                }
                (_, Some((rb, sb))) => {
                    reg.push((rb, pick(0, sb)));
                    j += 1;
                }
                (None, None) => unreachable!("the loop runs while a list has entries"),
            }
        }
        Counter {
            ub,
            lb: 0,
            reg,
            last: std::array::from_fn(|k| pick(self.last[k], o.last[k])),
        }
    }
    fn wait(&mut self, n: u32) {
        if self.ub.saturating_sub(self.lb) > n {
            self.lb = self.ub - n;
        }
    }
    fn event(&mut self, kind: usize, max: u32, writes: &[RegRange]) {
        self.ub += 1;
        self.last[kind] = self.ub;
        for r in writes.iter().flat_map(|r| r.iter()) {
            self.set_score(r, self.ub);
        }
        // Older events than the counter can hold have completed, if events complete in
        // order. SMEM does not: a write that falls out of the window may still be in flight,
        // so it stays pending, at the window's oldest score (only a wait for zero covers it).
        if self.ub - self.lb > max {
            let out_of_order = self.kind_pending(EV_SMEM);
            self.lb = self.ub - max;
            if out_of_order {
                let oldest = self.lb + 1;
                let scores = self.reg.iter_mut().map(|(_, s)| s);
                for s in scores.chain(&mut self.last[EV_SMEM..=EV_SMEM]) {
                    if *s != 0 && *s < oldest {
                        *s = oldest;
                    }
                }
            }
        }
    }
}

#[derive(Clone, PartialEq, Eq)]
struct State {
    c: [Counter; 3],
}

impl State {
    fn new() -> State {
        State {
            c: [Counter::new(), Counter::new(), Counter::new()],
        }
    }
    fn normalized(&self) -> State {
        State {
            c: std::array::from_fn(|k| self.c[k].normalized()),
        }
    }
    fn join(&self, o: &State) -> State {
        State {
            c: std::array::from_fn(|k| self.c[k].join(&o.c[k])),
        }
    }
    fn flat_pending(&self) -> bool {
        self.c[VM].kind_pending(EV_FLAT) || self.c[LGKM].kind_pending(EV_FLAT)
    }
    /// The count that guarantees register `r`'s pending write on counter `k` has landed, if
    /// it is pending.
    fn needed(&self, k: usize, r: usize) -> Option<u32> {
        let c = &self.c[k];
        let s = c.score(r);
        if s <= c.lb {
            return None;
        }
        // FLAT may decrement either counter early, SMEM returns out of order, and mixed
        // lgkm kinds do not keep order with each other: only zero is safe then.
        let out_of_order = self.flat_pending() || (k == LGKM && (c.kind_pending(EV_SMEM) || c.kinds_pending() > 1));
        Some(if out_of_order { 0 } else { (c.ub - s).min(MAX[k]) })
    }
}

/// The three fields of an `s_waitcnt`; `MAX` in a field means "don't wait".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wait {
    pub vm: u32,
    pub lgkm: u32,
    pub exp: u32,
}

impl Wait {
    pub const NONE: Wait = Wait {
        vm: 63,
        lgkm: 15,
        exp: 7,
    };
    pub fn is_none(self) -> bool {
        self == Wait::NONE
    }
    pub fn min(self, o: Wait) -> Wait {
        Wait {
            vm: self.vm.min(o.vm),
            lgkm: self.lgkm.min(o.lgkm),
            exp: self.exp.min(o.exp),
        }
    }
    /// gfx9 simm16: vmcnt `[3:0]` and `[15:14]`, expcnt `[6:4]`, lgkmcnt `[11:8]`.
    pub fn encode(self) -> i32 {
        ((self.vm & 0xf) | (self.exp & 7) << 4 | (self.lgkm & 0xf) << 8 | ((self.vm >> 4) & 3) << 14) as i32
    }
    pub fn decode(imm: i32) -> Wait {
        let w = imm as u32 & 0xffff;
        Wait {
            vm: (w & 0xf) | ((w >> 14) & 3) << 4,
            exp: (w >> 4) & 7,
            lgkm: (w >> 8) & 0xf,
        }
    }
    fn get(self, k: usize) -> u32 {
        [self.vm, self.lgkm, self.exp][k]
    }
    fn set(&mut self, k: usize, n: u32) {
        match k {
            VM => self.vm = self.vm.min(n),
            LGKM => self.lgkm = self.lgkm.min(n),
            _ => self.exp = self.exp.min(n),
        }
    }
}

/// An `s_waitcnt` instruction.
pub fn waitcnt_inst(w: Wait) -> Inst {
    let mut i = Inst::new(op::S_WAITCNT);
    i.imm = w.encode();
    i
}

/// A wait the memory model asks for (LLVM's "soft" waitcnt): this pass keeps it only for the
/// counters with operations outstanding, and drops it where none is. Its mark is a field the
/// SOPP encoding does not have (`slc`), which the pass clears.
pub fn memory_model_wait(w: Wait) -> Inst {
    let mut i = waitcnt_inst(w);
    i.m.slc = true;
    i
}

/// Memory events an instruction starts: (counter, kind) pairs.
fn events(i: &Inst) -> Vec<(usize, usize)> {
    i.mem_event()
        .map(|e| e.counters().iter().map(|&c| (c as usize, e as usize)).collect())
        .unwrap_or_default()
}

fn is_call_or_return(op: Op) -> bool {
    op == op::S_SETPC_B64 || op == op::S_SWAPPC_B64
}

/// The wait `i` needs before it runs in state `st`.
fn wait_before(st: &State, i: &MInst) -> Wait {
    let mut w = Wait::NONE;
    needs(st, i, |k, _, n| w.set(k, n));
    w
}

/// Calls `need(k, r, n)` for each pending write `i` must wait for before it runs in state
/// `st`: register `r`'s on counter `k` (None: everything pending on it), covered by count `n`.
fn needs(st: &State, i: &MInst, mut need: impl FnMut(usize, Option<usize>, u32)) {
    let mut reg = |r: usize, skip_vm: bool| {
        for k in 0..3 {
            if k == VM && skip_vm {
                continue;
            }
            if let Some(n) = st.needed(k, r) {
                need(k, Some(r), n);
            }
        }
    };
    let inst = match i {
        MInst::Line(_) => return,
        MInst::Inst(inst) | MInst::Reloc { inst, .. } => inst,
        // A branch reads the VCC or EXEC its condition tests; a long one also writes its SGPR
        // pair (a jump within the function, not a call or return: nothing else waits).
        MInst::Branch { .. } | MInst::LongBranch { .. } => {
            let cond = i.condition().map(|c| Inst::new(c).access().reads).unwrap_or_default();
            let scratch = match *i {
                MInst::LongBranch { scratch, .. } => Some(RegRange {
                    first: Operand::s(scratch).0,
                    len: 2,
                }),
                _ => None,
            };
            for r in cond.into_iter().chain(scratch).flat_map(|r| r.iter()) {
                reg(r, false);
            }
            return;
        }
    };
    if inst.op == op::S_BARRIER || is_call_or_return(inst.op) {
        for k in 0..3 {
            if st.c[k].pending() {
                need(k, None, 0);
            }
        }
        return;
    }
    let a = inst.access();
    let evs = events(inst);
    let vm_load = evs.iter().any(|&(k, kind)| k == VM && kind != EV_FLAT) && !st.flat_pending();
    for r in a.reads.iter().flat_map(|r| r.iter()) {
        reg(r, false);
    }
    // VMEM results land in issue order: a later VMEM load may overwrite an earlier one's
    // destination without waiting.
    for r in a.writes.iter().flat_map(|r| r.iter()) {
        reg(r, vm_load);
    }
}

fn apply_wait(st: &mut State, w: Wait) {
    for k in 0..3 {
        st.c[k].wait(w.get(k));
    }
}

fn apply_events(st: &mut State, inst: &Inst) {
    let evs = events(inst);
    if evs.is_empty() {
        return;
    }
    let a = inst.access();
    for (k, kind) in evs {
        st.c[k].event(kind, MAX[k], &a.writes);
    }
}

/// Where a block's trailing branches start (its length if it ends in none): a loop-entry
/// flush goes there, so it serves every path out of the block.
fn trailing_branches(insts: &[MInst]) -> usize {
    let mut at = insts.len();
    for (k, i) in insts.iter().enumerate().rev() {
        match i {
            MInst::Branch { .. } | MInst::LongBranch { .. } => at = k,
            MInst::Line(_) => {}
            _ => break,
        }
    }
    at
}

/// Emits wait `w`, merged into a wait right before (line markers are no code). A wait for
/// LGKM alone (a scalar load's or an LDS read's result) goes into the block's previous wait
/// for VMEM when no LGKM event starts between the two: the counter only falls from there to
/// here, so the same count is reached there, and the wave, which stalls there anyway for a
/// global access (whose latency is the longer), runs one `s_waitcnt` fewer. A kernel argument
/// loaded while global loads are in flight (`regalloc::plan` places one that is first needed
/// after their results so) then costs no wait of its own. (Not into a wait for LGKM alone: a
/// partial count there lets later LDS results arrive while the wave works.)
fn push_wait(o: &mut Vec<MInst>, waits: &mut Waits, w: Wait) {
    if let Some(p) = waits.last {
        let MInst::Inst(prev) = &mut o[p] else {
            unreachable!("`Waits::last` is an s_waitcnt")
        };
        let old = Wait::decode(prev.imm);
        let lgkm_only = w.vm == Wait::NONE.vm && w.exp == Wait::NONE.exp;
        if !waits.code_since || (lgkm_only && !waits.lgkm_since && old.vm != Wait::NONE.vm) {
            prev.imm = (prev.imm & !0xcfff) | old.min(w).encode();
            return;
        }
    }
    o.push(MInst::Inst(waitcnt_inst(w)));
    waits.pushed(o);
}

/// The block's last `s_waitcnt` so far (as `push_wait` merges into it) and what came after.
#[derive(Default)]
struct Waits {
    /// Its index in the block's output.
    last: Option<usize>,
    /// Code came after it (not only line markers).
    code_since: bool,
    /// An LGKM event came after it, or a barrier, call, return or branch.
    lgkm_since: bool,
}

impl Waits {
    /// `o`'s last instruction was just pushed.
    fn pushed(&mut self, o: &[MInst]) {
        match o.last() {
            Some(MInst::Inst(i)) if i.op == op::S_WAITCNT => {
                *self = Waits {
                    last: Some(o.len() - 1),
                    ..Waits::default()
                }
            }
            Some(MInst::Inst(i) | MInst::Reloc { inst: i, .. }) => {
                self.code_since = true;
                self.lgkm_since |=
                    events(i).iter().any(|&(c, _)| c == LGKM) || i.op == op::S_BARRIER || is_call_or_return(i.op);
            }
            Some(MInst::Branch { .. } | MInst::LongBranch { .. }) => {
                self.code_since = true;
                self.lgkm_since = true;
            }
            Some(MInst::Line(_)) | None => {}
        }
    }
}

/// Runs a block from `entry`; with `emit`, rewrites it with the waits. Before the block's
/// trailing branches it waits for `flush` (a loop-entry flush), as far as that waits for
/// anything outstanding. Calls `edge` with the state at every branch (target) and at the end
/// (None = fall through).
fn run_block(
    entry: &State,
    insts: &[MInst],
    flush: Option<&Flush>,
    emit: Option<&mut Vec<MInst>>,
    mut edge: impl FnMut(Option<usize>, &State),
) {
    let mut st = entry.clone();
    let mut out = emit;
    let mut waits = Waits::default();
    let flush_at = flush.map(|_| trailing_branches(insts));
    for (at, i) in insts.iter().enumerate() {
        if flush_at == Some(at) {
            do_flush(&mut st, flush, out.as_deref_mut(), &mut waits);
        }
        let mut w = wait_before(&st, i);
        if let MInst::Inst(inst) = i {
            if inst.op == op::S_WAITCNT {
                // An existing wait: kept, strengthened by what we need here. A memory-model
                // wait only for the counters with operations outstanding; with none, it goes.
                let asked = Wait::decode(inst.imm);
                let soft = inst.m.slc;
                for k in (0..3).filter(|&k| !soft || st.c[k].pending()) {
                    w.set(k, asked.get(k));
                }
                if soft && w.is_none() {
                    continue;
                }
                apply_wait(&mut st, w);
                if let Some(o) = out.as_deref_mut() {
                    let mut k = inst.clone();
                    k.m.slc = false;
                    k.imm = (inst.imm & !0xcfff) | w.encode();
                    o.push(MInst::Inst(k));
                    waits.pushed(o);
                }
                continue;
            }
        }
        if !w.is_none() {
            apply_wait(&mut st, w);
            if let Some(o) = out.as_deref_mut() {
                push_wait(o, &mut waits, w);
            }
        }
        match i {
            MInst::Inst(inst) | MInst::Reloc { inst, .. } => apply_events(&mut st, inst),
            MInst::Branch { target, .. } | MInst::LongBranch { target, .. } => edge(Some(*target), &st),
            MInst::Line(_) => {}
        }
        if let Some(o) = out.as_deref_mut() {
            o.push(i.clone());
            waits.pushed(o);
        }
    }
    if flush_at == Some(insts.len()) {
        do_flush(&mut st, flush, out, &mut waits);
    }
    if falls_through(insts) {
        edge(None, &st);
    }
}

/// A wait at a loop's entry for the pending writes of some registers on VM and LGKM (`all`:
/// for everything pending on that counter), as far as they are still pending where it runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Flush {
    regs: [Vec<u16>; 2],
    all: [bool; 2],
}

const FLUSHED: [usize; 2] = [VM, LGKM];

impl Flush {
    fn is_empty(&self) -> bool {
        self.regs.iter().all(Vec::is_empty) && !self.all.iter().any(|&a| a)
    }
    fn add(&mut self, o: &Flush) {
        for j in 0..2 {
            self.regs[j].extend_from_slice(&o.regs[j]);
            self.regs[j].sort_unstable();
            self.regs[j].dedup();
            self.all[j] |= o.all[j];
        }
    }
    /// Only counter `FLUSHED[j]`'s part.
    fn only(&self, j: usize) -> Flush {
        let mut f = Flush::default();
        f.regs[j] = self.regs[j].clone();
        f.all[j] = self.all[j];
        f
    }
    /// The wait it makes in state `st`.
    fn wait(&self, st: &State) -> Wait {
        let mut w = Wait::NONE;
        for (j, &k) in FLUSHED.iter().enumerate() {
            if self.all[j] && st.c[k].pending() {
                w.set(k, 0);
            }
            for &r in &self.regs[j] {
                if let Some(n) = st.needed(k, r as usize) {
                    w.set(k, n);
                }
            }
        }
        w
    }
}

/// Waits for what `flush` covers that is still pending.
fn do_flush(st: &mut State, flush: Option<&Flush>, out: Option<&mut Vec<MInst>>, waits: &mut Waits) {
    let Some(f) = flush else { return };
    let w = f.wait(st);
    if !w.is_none() {
        apply_wait(st, w);
        if let Some(o) = out {
            push_wait(o, waits, w);
        }
    }
}

/// Does control reach the next block after the last instruction?
pub(crate) fn falls_through(insts: &[MInst]) -> bool {
    match insts.iter().rev().find(|m| !m.is_line()) {
        Some(m @ (MInst::Branch { .. } | MInst::LongBranch { .. })) => m.condition().is_some(),
        Some(MInst::Inst(i)) | Some(MInst::Reloc { inst: i, .. }) => {
            let ends = [
                op::S_ENDPGM,
                op::S_ENDPGM_SAVED,
                op::S_ENDPGM_ORDERED_PS_DONE,
                op::S_SETPC_B64,
            ];
            !ends.contains(&i.op)
        }
        Some(MInst::Line(_)) | None => true,
    }
}

/// The states at each block's entry (None: unreachable), with the loop-entry flushes
/// `flush`: a fixed point of the join over predecessors.
fn entry_states(mf: &MachineFunction, flush: &[Option<Flush>]) -> Vec<Option<State>> {
    let nb = mf.blocks.len();
    let mut entry: Vec<Option<State>> = vec![None; nb];
    entry[0] = Some(State::new());
    let mut work: std::collections::VecDeque<usize> = std::collections::VecDeque::from([0]);
    let mut queued = vec![false; nb];
    queued[0] = true;
    while let Some(b) = work.pop_front() {
        queued[b] = false;
        let Some(st) = entry[b].clone() else { continue };
        let mut updates: Vec<(usize, State)> = Vec::new();
        run_block(&st, &mf.blocks[b].insts, flush[b].as_ref(), None, |t, s| {
            let t = t.unwrap_or(b + 1);
            if t < nb {
                updates.push((t, s.normalized()));
            }
        });
        for (t, s) in updates {
            let new = match &entry[t] {
                Some(old) => old.join(&s),
                None => s,
            };
            if entry[t].as_ref() != Some(&new) {
                entry[t] = Some(new);
                if !queued[t] {
                    queued[t] = true;
                    work.push_back(t);
                }
            }
        }
    }
    entry
}

/// How many `s_waitcnt`s block `b` gets from entry state `st`.
fn waits_in(mf: &MachineFunction, b: usize, st: &State) -> usize {
    let mut out = Vec::with_capacity(mf.blocks[b].insts.len() + 4);
    run_block(st, &mf.blocks[b].insts, None, Some(&mut out), |_, _| {});
    out.iter()
        .filter(|m| matches!(m, MInst::Inst(i) if i.op == op::S_WAITCNT))
        .count()
}

/// The waits loop `l`'s blocks get when its header is entered in state `entry`: the loop's
/// own fixed point (only the header has predecessors outside the loop).
/// None if that takes more than `budget` instructions run (the budget is charged).
fn loop_waits(mf: &MachineFunction, l: &MachineLoop, entry: &State, budget: &mut usize) -> Option<usize> {
    let pos = |b: usize| l.blocks.binary_search(&b).ok();
    let mut st: Vec<Option<State>> = vec![None; l.blocks.len()];
    let h = pos(l.header).expect("the header is in its loop");
    st[h] = Some(entry.normalized());
    let mut work: std::collections::VecDeque<usize> = std::collections::VecDeque::from([h]);
    let mut queued = vec![false; l.blocks.len()];
    queued[h] = true;
    while let Some(k) = work.pop_front() {
        queued[k] = false;
        let b = l.blocks[k];
        let Some(s) = st[k].clone() else { continue };
        *budget = budget.checked_sub(mf.blocks[b].insts.len() + 1)?;
        let mut updates: Vec<(usize, State)> = Vec::new();
        run_block(&s, &mf.blocks[b].insts, None, None, |t, s| {
            if let Some(t) = pos(t.unwrap_or(b + 1)) {
                updates.push((t, s.normalized()));
            }
        });
        for (t, s) in updates {
            let new = match &st[t] {
                Some(old) => old.join(&s),
                None => s,
            };
            if st[t].as_ref() != Some(&new) {
                st[t] = Some(new);
                if !queued[t] {
                    queued[t] = true;
                    work.push_back(t);
                }
            }
        }
    }
    Some(
        l.blocks
            .iter()
            .zip(&st)
            .map(|(&b, s)| s.as_ref().map_or(0, |s| waits_in(mf, b, s)))
            .sum(),
    )
}

/// Loop-entry flushes: a loop that waits, on every trip around it, for a load issued before
/// it (its header joins that pending load from the entry with the back edges' states) waits
/// once before it instead, when that leaves fewer waits in the loop. For each natural loop
/// and counter (VM, LGKM), the registers pending at the loop's entry that its instructions
/// would wait for there are flushed at the entry, for a try: if the loop's own fixed point
/// then has fewer `s_waitcnt`s, the flush is kept, at the end of each block entering the
/// loop, before its branches. A flush only lowers what is pending, so no wait anywhere gets
/// stronger, and it costs at most one wait per entry into the loop (none when it merges into
/// one already there). Nested loops are judged on the states without flushes; a flush waits
/// only for its registers' writes still pending, so one an outer loop's flush made moot
/// emits nothing. The work is bounded by a budget proportional to the function's size.
fn loop_flushes(mf: &MachineFunction, entry: &[Option<State>]) -> Vec<Option<Flush>> {
    let nb = mf.blocks.len();
    let mut flush: Vec<Option<Flush>> = vec![None; nb];
    let size: usize = mf.blocks.iter().map(|b| b.insts.len()).sum();
    let mut budget = 32 * size + 4096;
    for l in mf.natural_loops() {
        if l.entries.is_empty() {
            continue;
        }
        // The state entering the header from outside.
        let mut at_entry: Option<State> = None;
        for &p in &l.entries {
            let Some(st) = &entry[p] else { continue };
            run_block(st, &mf.blocks[p].insts, None, None, |t, s| {
                if t.unwrap_or(p + 1) == l.header {
                    let s = s.normalized();
                    at_entry = Some(match at_entry.take() {
                        Some(e) => e.join(&s),
                        None => s,
                    });
                }
            });
        }
        let Some(e) = at_entry else { continue };
        if !e.c[VM].pending() && !e.c[LGKM].pending() {
            continue;
        }
        let len: usize = l.blocks.iter().map(|&b| mf.blocks[b].insts.len() + 1).sum();
        if budget < 4 * len {
            continue;
        }
        // What the loop's instructions would wait for, run right at the entry.
        budget -= 2 * len;
        let mut want = Flush::default();
        for &b in &l.blocks {
            for i in &mf.blocks[b].insts {
                needs(&e, i, |k, r, _| {
                    if let Some(j) = FLUSHED.iter().position(|&f| f == k) {
                        match r {
                            Some(r) => want.regs[j].push(r as u16),
                            None => want.all[j] = true,
                        }
                    }
                });
            }
        }
        if want.is_empty() {
            continue;
        }
        for r in &mut want.regs {
            r.sort_unstable();
            r.dedup();
        }
        let before: usize = l
            .blocks
            .iter()
            .map(|&b| entry[b].as_ref().map_or(0, |s| waits_in(mf, b, s)))
            .sum();
        let mut keep = Flush::default();
        for j in 0..2 {
            let f = want.only(j);
            if f.is_empty() {
                continue;
            }
            let mut flushed = e.clone();
            apply_wait(&mut flushed, f.wait(&e));
            // Out of budget: no flush.
            if loop_waits(mf, &l, &flushed, &mut budget).is_some_and(|after| after < before) {
                keep.add(&f);
            }
        }
        if !keep.is_empty() {
            for &p in &l.entries {
                flush[p].get_or_insert_with(Flush::default).add(&keep);
            }
        }
    }
    flush
}

/// Inserts the `s_waitcnt`s `mf` needs (and strengthens existing ones where they fall short).
pub fn insert_waitcnts(mf: &mut MachineFunction) {
    let nb = mf.blocks.len();
    if nb == 0 {
        return;
    }
    let mut entry = entry_states(mf, &vec![None; nb]);
    let flush = loop_flushes(mf, &entry);
    if flush.iter().any(Option::is_some) {
        entry = entry_states(mf, &flush);
    }
    for ((block, st), f) in mf.blocks.iter_mut().zip(entry).zip(flush) {
        // Unreachable blocks never run: nothing is pending there.
        let st = st.unwrap_or_else(State::new);
        let mut out = Vec::with_capacity(block.insts.len() + 4);
        run_block(&st, &block.insts, f.as_ref(), Some(&mut out), |_, _| {});
        block.insts = out;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoding_matches_llvm_mc_fields() {
        // llvm-mc: s_waitcnt vmcnt(0) = 0x0f70, lgkmcnt(0) = 0xc07f, all zero = 0.
        assert_eq!(Wait { vm: 0, ..Wait::NONE }.encode(), 0x0f70);
        assert_eq!(Wait { lgkm: 0, ..Wait::NONE }.encode(), 0xc07f);
        assert_eq!(Wait { vm: 0, lgkm: 0, exp: 0 }.encode(), 0);
        assert_eq!(Wait::NONE.encode(), 0xcf7f);
        for vm in [0, 5, 17, 63] {
            let w = Wait { vm, lgkm: 3, exp: 2 };
            assert_eq!(Wait::decode(w.encode()), w);
        }
    }

    /// More scalar loads than lgkmcnt counts: SMEM returns out of order, so the first load's
    /// register is still pending after the counter overflowed, and only lgkmcnt(0) covers it.
    #[test]
    fn smem_loads_past_the_counter_stay_pending() {
        let mut st = State::new();
        for r in 0..2 * MAX[LGKM] as u16 {
            st.c[LGKM].event(EV_SMEM, MAX[LGKM], &[RegRange { first: r, len: 1 }]);
        }
        assert_eq!(st.needed(LGKM, 0), Some(0));
        assert_eq!(st.needed(LGKM, 2 * MAX[LGKM] as usize - 1), Some(0));
        st.c[LGKM].wait(0);
        assert_eq!(st.needed(LGKM, 0), None);
    }
}
