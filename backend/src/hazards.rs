//! gfx900 hazards that software must cover with wait states (`s_nop N` = N+1 wait states;
//! every other instruction counts as one).
//!
//! The rules (ISA manual "Manually Inserted Wait States", as LLVM's GCNHazardRecognizer
//! applies them to gfx9):
//!
//! | first instruction | then | wait states |
//! |---|---|---|
//! | VALU writes SGPR (incl. VCC, EXEC) | VMEM/FLAT reads that SGPR | 5 |
//! | VALU writes SGPR/VCC | `v_readlane`/`v_writelane` lane select reads it | 4 |
//! | VALU writes VCC | `v_div_fmas` | 4 |
//! | VALU writes VCC/EXEC | VALU reads VCCZ/EXECZ as a source | 5 |
//! | any write of a VGPR | DPP reads that VGPR | 2 |
//! | VALU writes EXEC | DPP | 5 |
//! | SALU writes M0 | `s_sendmsg`, `s_ttracedata`, GDS, `s_movrel*`, `v_interp*`, LDS DMA | 1 |
//! | `s_setreg` | `s_getreg`/`s_setreg` of the same hwreg | 2 |
//! | `s_setreg` TRAPSTS | `s_rfe_b64` | 1 |
//! | store of more than 64 bits (buffer without SGPR soffset, FLAT family, MIMG) | VALU writes its data VGPRs | 1 |
//!
//! With XNACK (the gfx900 default, "xnack any") a soft clause — consecutive SMEM, or
//! consecutive VMEM/FLAT, instructions — may be replayed, so no instruction of a clause may
//! write a register another one of it reads, and stores end clauses that write: such a
//! clause is broken with one wait state.
//!
//! Run it after `waitcnt::insert_waitcnts` (an `s_waitcnt` counts as a wait state, so
//! inserting waits can only remove hazards, but the nops must see the final sequence), and
//! before branch relaxation (`MachineFunction::relax`): a long branch only adds scalar ALU
//! instructions, which lengthen every distance and start no hazard (here a long branch
//! counts as one wait state, fewer than it takes).
//! Not modelled: the "VCC by SGPR number vs alias" rule (gfx9 encodes VCC only one way) and
//! hazards of instructions compute code does not use (exports, LDS_DIRECT).
//!
//! Wait states are tracked per hazard source as "wait states since", joined over
//! predecessors by minimum (the worst path), iterated to a fixed point; clauses follow layout
//! order, where a taken branch is itself a non-memory instruction that ends the clause.
//! Instruction classes and register accesses are `gfx9-isa`'s ([`Inst::class`],
//! [`Inst::access`]).

use crate::mc::{MInst, MachineFunction};
use crate::waitcnt::falls_through;
use gfx9_isa::{op, Access, Class, Enc, Family, Field, Inst, MemKind, RegRange};
use std::collections::BTreeSet;

/// Saturation value: "longer ago than any hazard window".
const FAR: u8 = 32;

const VCC: usize = 106;
const EXEC: usize = 126;
const M0: usize = 124;
const HW_REG_TRAPSTS: usize = 3;

#[derive(Clone, PartialEq, Eq)]
struct State {
    /// Since a VALU wrote scalar register code `c` (0..128).
    valu_sgpr: [u8; 128],
    /// Since any instruction wrote VGPR `v`.
    any_vgpr: [u8; 256],
    salu_m0: u8,
    /// Since an `s_setreg` of hwreg id `n`.
    setreg: [u8; 64],
    /// Since a >64-bit store read VGPR `v` as its data.
    store_data: [u8; 256],
}

impl State {
    fn far() -> State {
        State {
            valu_sgpr: [FAR; 128],
            any_vgpr: [FAR; 256],
            salu_m0: FAR,
            setreg: [FAR; 64],
            store_data: [FAR; 256],
        }
    }
    fn advance(&mut self, ws: u32) {
        let ws = ws.min(FAR as u32) as u8;
        let f = |v: &mut u8| *v = v.saturating_add(ws).min(FAR);
        self.valu_sgpr.iter_mut().for_each(f);
        self.any_vgpr.iter_mut().for_each(f);
        self.setreg.iter_mut().for_each(f);
        self.store_data.iter_mut().for_each(f);
        f(&mut self.salu_m0);
    }
    fn join(&mut self, o: &State) {
        let m = |a: &mut [u8], b: &[u8]| a.iter_mut().zip(b).for_each(|(x, y)| *x = (*x).min(*y));
        m(&mut self.valu_sgpr, &o.valu_sgpr);
        m(&mut self.any_vgpr, &o.any_vgpr);
        m(&mut self.setreg, &o.setreg);
        m(&mut self.store_data, &o.store_data);
        self.salu_m0 = self.salu_m0.min(o.salu_m0);
    }
}

/// Registers of the current soft clause (consecutive SMEM or consecutive VMEM/FLAT).
#[derive(Clone, PartialEq, Eq, Default)]
struct Clause {
    smem: bool,
    defs: Vec<bool>,
    uses: Vec<bool>,
}

impl Clause {
    fn add(&mut self, a: &Access) {
        if self.defs.is_empty() {
            self.defs = vec![false; 512];
            self.uses = vec![false; 512];
        }
        for r in a.writes.iter().flat_map(|r| r.iter()) {
            self.defs[r] = true;
        }
        for r in a.reads.iter().flat_map(|r| r.iter()) {
            self.uses[r] = true;
        }
    }
    fn has_defs(&self) -> bool {
        self.defs.iter().any(|&d| d)
    }
    /// Would adding `a` make some instruction of the clause overwrite what another reads?
    fn conflicts_with(&self, a: &Access) -> bool {
        let mut c = self.clone();
        c.add(a);
        c.defs.iter().zip(&c.uses).any(|(d, u)| *d && *u)
    }
}

fn is_smem(i: &Inst) -> bool {
    i.class() == Class::Smem
}
fn is_vmem(i: &Inst) -> bool {
    i.class() == Class::Vmem
}
fn is_valu(i: &Inst) -> bool {
    i.class() == Class::Valu
}
fn is_atomic(i: &Inst) -> bool {
    i.op.mem_kind() == Some(MemKind::Atomic)
}

fn wait_states(i: &MInst) -> u32 {
    match i {
        MInst::Inst(i) if i.op == op::S_NOP => (i.imm as u32 & 0xf) + 1,
        _ => 1,
    }
}

fn vgprs(rs: &[RegRange]) -> impl Iterator<Item = usize> + '_ {
    rs.iter().flat_map(|r| r.iter()).filter(|&r| r >= 256).map(|r| r - 256)
}
fn sgprs(rs: &[RegRange]) -> impl Iterator<Item = usize> + '_ {
    rs.iter().flat_map(|r| r.iter()).filter(|&r| r < 128)
}

/// VGPRs holding the data of a store wider than 64 bits that the next VALU must not
/// overwrite within one wait state.
fn wide_store_data(i: &Inst) -> Option<RegRange> {
    if !matches!(i.op.mem_kind(), Some(MemKind::Store | MemKind::Atomic)) {
        return None;
    }
    match i.op.info().family {
        // A register soffset avoids the hazard (an inline constant does not).
        Family::MUBUF | Family::MTBUF => {
            let w = i.width(Field::Dst);
            (w > 2 && i.src[2].0 >= 128).then_some(RegRange {
                first: i.dst.0,
                len: w as u16,
            })
        }
        // MIMG has no soffset: its wide data always counts.
        Family::MIMG => {
            let w = i.width(Field::Dst);
            (w > 2).then_some(RegRange {
                first: i.dst.0,
                len: w as u16,
            })
        }
        Family::FLAT | Family::GLOBAL | Family::SCRATCH => {
            let w = i.width(Field::Src1);
            (w > 2).then_some(RegRange {
                first: i.src[1].0,
                len: w as u16,
            })
        }
        _ => None,
    }
}

fn hwreg_id(i: &Inst) -> usize {
    (i.imm as u32 & 0x3f) as usize
}

/// Wait states `i` still needs in state `st` with the soft clause before it.
fn needed(st: &State, clause: &Option<Clause>, i: &Inst, a: &Access) -> u32 {
    let mut need = 0i32;
    let mut want = |ws: i32, since: u8| need = need.max(ws - since as i32);
    if is_vmem(i) {
        for r in sgprs(&a.reads) {
            want(5, st.valu_sgpr[r]);
        }
    }
    if is_vmem(i) || is_smem(i) {
        if let Some(c) = clause.as_ref().filter(|c| c.smem == is_smem(i) && c.has_defs()) {
            let store = a.writes.is_empty() || is_atomic(i);
            if store || c.conflicts_with(a) {
                want(1, 0);
            }
        }
    }
    if is_valu(i) {
        for v in vgprs(&a.writes) {
            want(1, st.store_data[v]);
        }
        for s in i.src {
            match s.0 {
                251 => (VCC..VCC + 2).for_each(|r| want(5, st.valu_sgpr[r])),
                252 => (EXEC..EXEC + 2).for_each(|r| want(5, st.valu_sgpr[r])),
                _ => {}
            }
        }
    }
    if i.enc == Enc::Dpp {
        for v in vgprs(&a.reads) {
            want(2, st.any_vgpr[v]);
        }
        (EXEC..EXEC + 2).for_each(|r| want(5, st.valu_sgpr[r]));
    }
    if i.op == op::V_DIV_FMAS_F32 || i.op == op::V_DIV_FMAS_F64 {
        (VCC..VCC + 2).for_each(|r| want(4, st.valu_sgpr[r]));
    }
    if (i.op == op::V_READLANE_B32 || i.op == op::V_WRITELANE_B32) && i.src[1].0 < 128 {
        want(4, st.valu_sgpr[i.src[1].0 as usize]);
    }
    if i.op == op::S_GETREG_B32 || i.op == op::S_SETREG_B32 {
        want(2, st.setreg[hwreg_id(i)]);
    }
    if i.op == op::S_RFE_B64 {
        want(1, st.setreg[HW_REG_TRAPSTS]);
    }
    if i.reads_m0() {
        want(1, st.salu_m0);
    }
    need.max(0) as u32
}

/// The state after `i` (its own wait states already counted by the caller).
fn record(st: &mut State, i: &Inst, a: &Access) {
    if is_valu(i) {
        for r in sgprs(&a.writes) {
            st.valu_sgpr[r] = 0;
        }
    }
    for v in vgprs(&a.writes) {
        st.any_vgpr[v] = 0;
    }
    // Scalar ALU, jumps included (SOPP writes no register).
    if matches!(i.class(), Class::Salu | Class::Branch) && a.writes_reg(M0 as u16) {
        st.salu_m0 = 0;
    }
    if i.op == op::S_SETREG_B32 {
        st.setreg[hwreg_id(i)] = 0;
    }
    if let Some(d) = wide_store_data(i) {
        for v in vgprs(&[d]) {
            st.store_data[v] = 0;
        }
    }
}

fn nop(ws: u32) -> MInst {
    let mut i = Inst::new(op::S_NOP);
    i.imm = ws as i32 - 1;
    MInst::Inst(i)
}

/// Runs one block; returns the clause at its end. `edge` gets the state after every branch
/// (with its target) and at the end (None).
fn run_block(
    entry: &State,
    clause_in: Option<Clause>,
    insts: &[MInst],
    mut out: Option<&mut Vec<MInst>>,
    mut edge: impl FnMut(Option<usize>, &State),
) -> Option<Clause> {
    let mut st = entry.clone();
    let mut clause = clause_in;
    for mi in insts {
        if mi.is_line() {
            // No code: takes no wait states and keeps the clause.
            if let Some(o) = out.as_deref_mut() {
                o.push(mi.clone());
            }
            continue;
        }
        if let Some(i) = mi.inst() {
            let a = i.access();
            let mut need = needed(&st, &clause, i, &a);
            while need > 0 {
                let k = need.min(8);
                st.advance(k);
                clause = None;
                if let Some(o) = out.as_deref_mut() {
                    o.push(nop(k));
                }
                need -= k;
            }
            if is_vmem(i) || is_smem(i) {
                match clause.as_mut().filter(|c| c.smem == is_smem(i)) {
                    Some(c) => c.add(&a),
                    None => {
                        let mut c = Clause {
                            smem: is_smem(i),
                            ..Default::default()
                        };
                        c.add(&a);
                        clause = Some(c);
                    }
                }
            } else {
                clause = None;
            }
            st.advance(wait_states(mi));
            record(&mut st, i, &a);
        } else {
            clause = None;
            st.advance(1);
        }
        if let Some(o) = out.as_deref_mut() {
            o.push(mi.clone());
        }
        if let Some(target) = mi.target() {
            edge(Some(target), &st);
        }
    }
    if falls_through(insts) {
        edge(None, &st);
    }
    clause
}

/// Inserts the `s_nop`s gfx900 needs between hazardous instruction pairs.
pub fn insert_hazard_nops(mf: &mut MachineFunction) {
    let nb = mf.blocks.len();
    if nb == 0 {
        return;
    }
    // Unreached blocks keep "far" (they never run after anything).
    let mut entry: Vec<State> = vec![State::far(); nb];
    let mut clause_in: Vec<Option<Clause>> = vec![None; nb];
    // A worklist, lowest block first (layout order, which most edges follow): a block runs
    // again only when its entry state or its clause changed. Entry states only move down, so
    // they settle; the layout-order clauses follow them (the cap of 64 runs per block on
    // average only guards against a clause flip-flopping forever). Sweeps over every block
    // took as many rounds as the code had backward chains (13 on a 10,000-case switch).
    let mut work: BTreeSet<usize> = (0..nb).collect();
    let mut budget = 64 * nb;
    while let Some(b) = work.pop_first() {
        if budget == 0 {
            break;
        }
        budget -= 1;
        let mut edges: Vec<(usize, State)> = Vec::new();
        let end = run_block(&entry[b], clause_in[b].clone(), &mf.blocks[b].insts, None, |t, s| {
            edges.push((t.unwrap_or(b + 1), s.clone()))
        });
        if b + 1 < nb && clause_in[b + 1] != end {
            clause_in[b + 1] = end;
            work.insert(b + 1);
        }
        for (t, s) in edges.into_iter().filter(|(t, _)| *t < nb) {
            let mut e = entry[t].clone();
            e.join(&s);
            if e != entry[t] {
                entry[t] = e;
                work.insert(t);
            }
        }
    }
    for b in 0..nb {
        let mut out = Vec::with_capacity(mf.blocks[b].insts.len() + 2);
        run_block(
            &entry[b],
            clause_in[b].clone(),
            &mf.blocks[b].insts,
            Some(&mut out),
            |_, _| {},
        );
        mf.blocks[b].insts = out;
    }
}
