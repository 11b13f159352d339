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
//! a fixed point. Barriers wait for everything outstanding (gfx900 has no automatic wait
//! before `s_barrier`); `s_endpgm` waits for nothing. Branch relaxation comes after this pass:
//! the jumps it adds are scalar ALU code no counter covers, and a [`MInst::LongBranch`] here
//! is a branch like any other.
//!
//! What each instruction reads and writes ([`Inst::access`]) and which counters it increments
//! ([`Inst::mem_event`]) are `gfx9-isa`'s facts; this pass only keeps the scores.

use crate::mc::{MInst, MachineFunction};
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

const NREG: usize = 512;

/// One counter's pending events: scores `lb < s <= ub` are outstanding.
#[derive(Clone, PartialEq, Eq)]
struct Counter {
    ub: u32,
    lb: u32,
    /// Score of the latest pending event writing each register (0: none).
    reg: Vec<u32>,
    /// Score of the latest event of each kind.
    last: [u32; NEV],
}

impl Counter {
    fn new() -> Counter {
        Counter {
            ub: 0,
            lb: 0,
            reg: vec![0; NREG],
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
    /// Rebased so that lb = 0 (the join and fixed-point compare work on relative ages).
    fn normalized(&self) -> Counter {
        let shift = |s: u32| s.saturating_sub(self.lb);
        Counter {
            ub: self.ub - self.lb,
            lb: 0,
            reg: self.reg.iter().map(|&s| shift(s)).collect(),
            last: self.last.map(shift),
        }
    }
    /// Join of two normalized counters: the longer pending window, and per register the
    /// most recent relative age (the one needing the stronger wait).
    fn join(&self, o: &Counter) -> Counter {
        let ub = self.ub.max(o.ub);
        let (da, db) = (ub - self.ub, ub - o.ub);
        let pick = |a: u32, b: u32| (if a > 0 { a + da } else { 0 }).max(if b > 0 { b + db } else { 0 });
        Counter {
            ub,
            lb: 0,
            reg: self.reg.iter().zip(&o.reg).map(|(&a, &b)| pick(a, b)).collect(),
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
            self.reg[r] = self.ub;
        }
        // Older events than the counter can hold have completed, if events complete in
        // order. SMEM does not: a write that falls out of the window may still be in flight,
        // so it stays pending, at the window's oldest score (only a wait for zero covers it).
        if self.ub - self.lb > max {
            let out_of_order = self.kind_pending(EV_SMEM);
            self.lb = self.ub - max;
            if out_of_order {
                let oldest = self.lb + 1;
                for s in self.reg.iter_mut().chain(&mut self.last[EV_SMEM..=EV_SMEM]) {
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
        let s = c.reg[r];
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
    let inst = match i {
        MInst::Line(_) => return w,
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
                for k in 0..3 {
                    if let Some(n) = st.needed(k, r) {
                        w.set(k, n);
                    }
                }
            }
            return w;
        }
    };
    if inst.op == op::S_BARRIER || is_call_or_return(inst.op) {
        for k in 0..3 {
            if st.c[k].pending() {
                w.set(k, 0);
            }
        }
        return w;
    }
    let a = inst.access();
    let evs = events(inst);
    let vm_load = evs.iter().any(|&(k, kind)| k == VM && kind != EV_FLAT) && !st.flat_pending();
    for r in a.reads.iter().flat_map(|r| r.iter()) {
        for k in 0..3 {
            if let Some(n) = st.needed(k, r) {
                w.set(k, n);
            }
        }
    }
    for r in a.writes.iter().flat_map(|r| r.iter()) {
        for k in 0..3 {
            // VMEM results land in issue order: a later VMEM load may overwrite an earlier
            // one's destination without waiting.
            if k == VM && vm_load {
                continue;
            }
            if let Some(n) = st.needed(k, r) {
                w.set(k, n);
            }
        }
    }
    w
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

/// Runs a block from `entry`; with `emit`, rewrites it with the waits. Calls `edge` with the
/// state at every branch (target) and at the end (None = fall through).
fn run_block(
    entry: &State,
    insts: &[MInst],
    emit: Option<&mut Vec<MInst>>,
    mut edge: impl FnMut(Option<usize>, &State),
) {
    let mut st = entry.clone();
    let mut out = emit;
    for i in insts {
        let mut w = wait_before(&st, i);
        if let MInst::Inst(inst) = i {
            if inst.op == op::S_WAITCNT {
                // An existing wait: keep it, strengthened by what we need here.
                w = w.min(Wait::decode(inst.imm));
                apply_wait(&mut st, w);
                if let Some(o) = out.as_deref_mut() {
                    let mut k = inst.clone();
                    k.imm = (inst.imm & !0xcfff) | w.encode();
                    o.push(MInst::Inst(k));
                }
                continue;
            }
        }
        if !w.is_none() {
            apply_wait(&mut st, w);
            if let Some(o) = out.as_deref_mut() {
                // Merge into a wait right before (line markers are no code), if there is one.
                match o.iter_mut().rev().find(|m| !m.is_line()) {
                    Some(MInst::Inst(prev)) if prev.op == op::S_WAITCNT => {
                        let merged = Wait::decode(prev.imm).min(w);
                        prev.imm = (prev.imm & !0xcfff) | merged.encode();
                    }
                    _ => o.push(MInst::Inst(waitcnt_inst(w))),
                }
            }
        }
        match i {
            MInst::Inst(inst) | MInst::Reloc { inst, .. } => apply_events(&mut st, inst),
            MInst::Branch { target, .. } | MInst::LongBranch { target, .. } => edge(Some(*target), &st),
            MInst::Line(_) => {}
        }
        if let Some(o) = out.as_deref_mut() {
            o.push(i.clone());
        }
    }
    if falls_through(insts) {
        edge(None, &st);
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

/// Inserts the `s_waitcnt`s `mf` needs (and strengthens existing ones where they fall short).
pub fn insert_waitcnts(mf: &mut MachineFunction) {
    let nb = mf.blocks.len();
    if nb == 0 {
        return;
    }
    let mut entry: Vec<Option<State>> = vec![None; nb];
    entry[0] = Some(State::new());
    let mut work: std::collections::VecDeque<usize> = std::collections::VecDeque::from([0]);
    let mut queued = vec![false; nb];
    queued[0] = true;
    while let Some(b) = work.pop_front() {
        queued[b] = false;
        let Some(st) = entry[b].clone() else { continue };
        let mut updates: Vec<(usize, State)> = Vec::new();
        run_block(&st, &mf.blocks[b].insts, None, |t, s| {
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
    for (block, st) in mf.blocks.iter_mut().zip(entry) {
        // Unreachable blocks never run: nothing is pending there.
        let st = st.unwrap_or_else(State::new);
        let mut out = Vec::with_capacity(block.insts.len() + 4);
        run_block(&st, &block.insts, Some(&mut out), |_, _| {});
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
