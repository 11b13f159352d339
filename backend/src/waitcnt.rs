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

use crate::mc::{MInst, MachineFunction};
use gfx9_isa::{op, Enc, Family, Field, Inst, Op, Operand};

// ------------------------------------------------------------------ register accesses

/// A run of registers in the 9-bit operand space: scalar codes 0..128, VGPRs 256..512.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegRange {
    pub first: u16,
    pub len: u16,
}

impl RegRange {
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (self.first as usize..self.first as usize + self.len as usize).filter(|&r| r < 128 || (256..512).contains(&r))
    }
    pub fn contains(self, r: u16) -> bool {
        (self.first..self.first + self.len).contains(&r)
    }
}

/// Registers an instruction reads and writes (including implicit EXEC/VCC/M0 operands).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Access {
    pub reads: Vec<RegRange>,
    pub writes: Vec<RegRange>,
}

impl Access {
    fn read(&mut self, o: Operand, n: u8) {
        if let Some(r) = reg_range(o, n) {
            self.reads.push(r);
        }
    }
    fn write(&mut self, o: Operand, n: u8) {
        if let Some(r) = reg_range(o, n) {
            self.writes.push(r);
        }
    }
    pub fn reads_reg(&self, r: u16) -> bool {
        self.reads.iter().any(|x| x.contains(r))
    }
    pub fn writes_reg(&self, r: u16) -> bool {
        self.writes.iter().any(|x| x.contains(r))
    }
}

/// The register run of an operand of `n` dwords, or None for constants and literals.
fn reg_range(o: Operand, n: u8) -> Option<RegRange> {
    if n == 0 {
        return None;
    }
    // Scalar registers and specials (VCC, M0, EXEC, TTMPs) are 0..128; VGPRs 256..512.
    (o.0 < 128 || o.0 >= 256).then_some(RegRange {
        first: o.0,
        len: n as u16,
    })
}

pub(crate) fn is_valu(i: &Inst) -> bool {
    matches!(
        i.op.info().family,
        Family::VOP1 | Family::VOP2 | Family::VOPC | Family::VOP3 | Family::VOP3P
    )
}
pub(crate) fn is_salu(i: &Inst) -> bool {
    matches!(
        i.op.info().family,
        Family::SOP1 | Family::SOP2 | Family::SOPC | Family::SOPK | Family::SOPP
    )
}
/// VMEM in the hazard sense: buffer and the FLAT family (global/scratch/flat).
pub(crate) fn is_vmem(i: &Inst) -> bool {
    matches!(
        i.op.info().family,
        Family::MUBUF | Family::FLAT | Family::GLOBAL | Family::SCRATCH
    )
}
fn name(i: &Inst) -> &'static str {
    i.op.name()
}
pub(crate) fn is_atomic(i: &Inst) -> bool {
    name(i).contains("_atomic_")
}
/// A memory instruction that writes no register: stores, non-returning atomics, cache ops.
pub(crate) fn is_mem_store(i: &Inst) -> bool {
    let n = name(i);
    n.contains("store")
        || n.contains("_write")
        || (is_atomic(i) && !i.m.glc)
        || n.starts_with("s_dcache")
        || n.starts_with("buffer_wbinvl1")
}

/// Which registers `i` reads and writes. Derived from the ISA table's operand list plus the
/// per-family rules the table cannot express (store data in the Dst field, returning atomics,
/// implicit EXEC/VCC/M0).
pub fn access(i: &Inst) -> Access {
    let mut a = Access::default();
    let fam = i.op.info().family;
    let n = name(i);
    let ops = i.operands();
    let mut seen_src = false;
    for &(f, w) in ops {
        let o = i.field(f);
        match f {
            Field::Dst => {
                let reads_dst = match fam {
                    // s_cmpk_* compares its "destination"; s_setreg/fork read it.
                    Family::SOPK => !(n == "s_movk_i32" || n == "s_getreg_b32"),
                    Family::SOP1 | Family::SOP2 => n.starts_with("s_cmov") || n.starts_with("s_bitset"),
                    Family::SMEM | Family::MUBUF => is_mem_store(i) || is_atomic(i),
                    Family::DS | Family::FLAT | Family::GLOBAL | Family::SCRATCH => n.contains("d16"),
                    _ => {
                        // Accumulators, lane writes, and partial writes keep the old value.
                        n.starts_with("v_mac")
                            || n.starts_with("v_fmac")
                            || n == "v_writelane_b32"
                            || n == "v_swap_b32"
                            || i.enc == Enc::Dpp
                            || i.enc == Enc::Sdwa
                    }
                };
                let writes_dst = match fam {
                    Family::SOPK => !(n.starts_with("s_cmpk") || n == "s_setreg_b32" || n == "s_cbranch_i_fork"),
                    // buffer_load ... lds sends the data to LDS, not to a VGPR.
                    Family::SMEM | Family::MUBUF => !(is_mem_store(i) || (fam == Family::MUBUF && i.m.lds)),
                    _ => true,
                };
                if reads_dst {
                    a.read(o, w);
                }
                if writes_dst {
                    // Returning cmpswap gets back half of what it sends.
                    let w = if is_atomic(i) && n.contains("cmpswap") {
                        w / 2
                    } else {
                        w
                    };
                    a.write(o, w + if i.m.tfe { 1 } else { 0 });
                }
            }
            Field::Sdst => a.write(o, w),
            Field::Src0 | Field::Src1 | Field::Src2 | Field::Srsrc | Field::Soffset => {
                seen_src = true;
                let w = match (fam, f) {
                    // MUBUF vaddr is "off" unless offen/idxen say otherwise.
                    (Family::MUBUF, Field::Src0) => i.m.offen as u8 + i.m.idxen as u8,
                    // With an SGPR base, the VGPR address is a 32-bit offset.
                    (Family::GLOBAL, Field::Src0) if i.src[2].0 != 0x7f => 1,
                    _ => w,
                };
                a.read(o, w);
                if n == "v_swap_b32" && f == Field::Src0 {
                    a.write(o, w);
                }
            }
            Field::Off => {
                // saddr: 0x7f means "off" for GLOBAL/SCRATCH.
                if o.0 != 0x7f && fam != Family::FLAT {
                    a.read(o, if fam == Family::SCRATCH { 1 } else { 2 });
                }
            }
            // VOP2/VOPC e32 print VCC: before the sources it is the carry-out/compare result,
            // after them the carry-in/select mask.
            Field::Vcc => {
                if seen_src {
                    a.read(Operand::VCC, 2)
                } else {
                    a.write(i.sdwa_sdst().unwrap_or(Operand::VCC), 2)
                }
            }
            Field::Exec => a.write(Operand::EXEC, 2),
            Field::Imm => {}
        }
    }
    // Returning FLAT-family atomics: the table lists the non-returning form.
    if matches!(fam, Family::FLAT | Family::GLOBAL | Family::SCRATCH) && is_atomic(i) && i.m.glc {
        let w = i.width(Field::Src1);
        a.write(i.dst, if n.contains("cmpswap") { w / 2 } else { w });
    }
    // SMEM register offset (decoder marks it with imm == -1).
    if fam == Family::SMEM && (i.imm == -1 || i.m.soe) && ops.iter().any(|(f, _)| *f == Field::Imm) {
        a.read(i.src[1], 1);
    }
    match fam {
        Family::VOP1
        | Family::VOP2
        | Family::VOPC
        | Family::VOP3
        | Family::VOP3P
        | Family::DS
        | Family::FLAT
        | Family::GLOBAL
        | Family::SCRATCH
        | Family::MUBUF => a.read(Operand::EXEC, 2),
        _ => {}
    }
    if n.starts_with("v_cmpx") {
        a.write(Operand::EXEC, 2);
    }
    if n.starts_with("v_div_fmas") {
        a.read(Operand::VCC, 2);
    }
    if n.contains("saveexec") || n.contains("wrexec") {
        a.read(Operand::EXEC, 2);
        a.write(Operand::EXEC, 2);
    }
    if reads_m0(i) {
        a.read(Operand::M0, 1);
    }
    a
}

/// Instructions that read M0 implicitly on gfx9 (plain LDS does not need it any more).
pub(crate) fn reads_m0(i: &Inst) -> bool {
    let n = name(i);
    n.starts_with("s_movrel")
        || n.starts_with("v_movrel")
        || n.starts_with("v_interp")
        || n.starts_with("s_sendmsg")
        || n == "s_ttracedata"
        || (i.op.info().family == Family::DS && i.m.gds)
        || (matches!(i.op.info().family, Family::MUBUF | Family::GLOBAL | Family::SCRATCH) && i.m.lds)
}

// ------------------------------------------------------------------ counters and events

const VM: usize = 0;
const LGKM: usize = 1;
const EXP: usize = 2;
/// Largest count each counter field can express; the hardware never has more outstanding.
const MAX: [u32; 3] = [63, 15, 7];

/// Kinds of lgkm events (they return in order only among themselves, SMEM never).
const EV_SMEM: usize = 0;
const EV_LDS: usize = 1;
const EV_GDS: usize = 2;
const EV_MSG: usize = 3;
const EV_FLAT: usize = 4;
const EV_VMEM: usize = 5;
const NEV: usize = 6;

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
        // Older events than the counter can hold have completed.
        if self.ub - self.lb > max {
            self.lb = self.ub - max;
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
    let n = name(i);
    match i.op.info().family {
        Family::SMEM => vec![(LGKM, EV_SMEM)],
        Family::DS => {
            if i.m.gds {
                vec![(LGKM, EV_GDS), (EXP, EV_GDS)]
            } else {
                vec![(LGKM, EV_LDS)]
            }
        }
        Family::FLAT => vec![(VM, EV_FLAT), (LGKM, EV_FLAT)],
        // Cache invalidates are not counted reliably; not counting an event only makes
        // later waits stronger.
        Family::MUBUF | Family::GLOBAL | Family::SCRATCH if !n.starts_with("buffer_wbinvl1") => vec![(VM, EV_VMEM)],
        Family::SOPP if n.starts_with("s_sendmsg") => vec![(LGKM, EV_MSG)],
        _ => vec![],
    }
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
            let cond = match i.condition() {
                Some(op::S_CBRANCH_VCCZ | op::S_CBRANCH_VCCNZ) => Some(Operand::VCC),
                Some(op::S_CBRANCH_EXECZ | op::S_CBRANCH_EXECNZ) => Some(Operand::EXEC),
                _ => None,
            };
            let scratch = match *i {
                MInst::LongBranch { scratch, .. } => Some(Operand::s(scratch)),
                _ => None,
            };
            for o in cond.into_iter().chain(scratch) {
                for r in [o.0 as usize, o.0 as usize + 1] {
                    for k in 0..3 {
                        if let Some(n) = st.needed(k, r) {
                            w.set(k, n);
                        }
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
    let a = access(inst);
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
    let a = access(inst);
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
            !(i.op == op::S_ENDPGM || i.op == op::S_SETPC_B64 || i.op.name().starts_with("s_endpgm"))
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
}
