//! What `--print-after=regalloc` prints: the bank-assigned MIR of a kernel with, after each op,
//! the registers its code reads and writes its values in (`%7 = v2`, a 64-bit value by its
//! first register: `%9 = s[10:11]`; a lane mask kept in VCC: `%4 = vcc`), then the machine
//! code `isel` selected for it on those registers, with the moves the allocator put around it
//! (`; copy s4 -> s9`, `; spill v3 -> slot 2`, `; reload slot 2 -> v3`). A value may sit in
//! different registers at different ops: regalloc2 splits live ranges and moves them between
//! the ops; the kernel arguments' loads come first, on their registers. Terminators and ops
//! selected after allocation show their registers only: their code comes in `emit`, and the buffer resource quad `frame` places shows as its
//! stand-in (`s[88:91]`).

use super::assign::Loc;
use super::isel::{self, Selected};
use super::regalloc::{File, Kind, Move, Place, Plan, Registers};
use gfx9_isa::Inst;
use mir::*;
use std::collections::{HashMap, HashSet};

/// The annotated MIR text of `f` after allocation, after its argument loads'.
pub fn show_allocation(
    f: &Function,
    plan: &Plan,
    selected: &[Option<Selected>],
    argument_loads: &[Option<Selected>],
    registers: &Registers,
) -> String {
    let mut loads = String::new();
    let mut notes: HashMap<OpId, String> = HashMap::new();
    let mut loc = vec![Loc::None; f.values.len()];
    let vcc: HashSet<Value> = plan.vcc_values.iter().copied().collect();
    for (k, bundle) in plan.bundles.iter().enumerate() {
        let op = match bundle.kind {
            Kind::Op(op) => op,
            Kind::Terminator(b) => *f.block(b).ops.last().expect("terminator"),
            Kind::ArgLoad(i) => {
                let Some(early) = &argument_loads[i] else { continue };
                let p = f.block(f.entry()).params[i];
                loc[p.index()] = Loc::None;
                let located = registers.locate(k, &mut loc);
                let at = register(f, loc[p.index()], p).unwrap_or_default();
                loads.push_str(&format!("# load of argument '{}' ({p} = {at}):\n", f.args[i].name));
                for line in code_on_registers(false, k, early, registers, &located.temps, &mut loc) {
                    loads.push_str(&format!("      {line}\n"));
                }
                continue;
            }
            _ => continue,
        };
        // (Lane masks kept in VCC are in no bundle's values: VCC is never allocated.)
        let d = f.op(op);
        let in_vcc = |v: &&Value| vcc.contains(*v);
        let defs = bundle.defs.iter().chain(d.results.iter().filter(in_vcc));
        let uses = bundle.uses.iter().chain(d.operands.iter().filter(in_vcc));
        let mut values: Vec<Value> = defs.chain(uses).copied().collect();
        values.dedup();
        for v in &values {
            loc[v.index()] = Loc::None;
        }
        for &v in &values {
            if vcc.contains(&v) {
                loc[v.index()] = Loc::Sgpr(gfx9_isa::Operand::VCC.0 as u8);
            }
        }
        let located = super::with_vcc_temp(registers.locate(k, &mut loc), bundle);
        let code = match (bundle.kind, selected[op.index()].as_ref()) {
            (Kind::Op(op), Some(early)) => code_on_registers(
                super::needs_fixed_vtemps(f, op),
                k,
                early,
                registers,
                &located.temps,
                &mut loc,
            ),
            _ => Vec::new(),
        };
        if let Kind::Op(op) = bundle.kind {
            for (v, at) in registers.split_locations(k, selected[op.index()].as_ref().map_or(0, |s| s.insts.len())) {
                loc[v.index()] = at;
            }
        }
        let shown: Vec<String> = values
            .iter()
            .filter_map(|&v| {
                let r = if vcc.contains(&v) {
                    Some("vcc".into())
                } else {
                    register(f, loc[v.index()], v)
                };
                r.map(|r| format!("{v} = {r}"))
            })
            .collect();
        let mut note = shown.join(", ");
        for line in code {
            note.push_str(&format!("\n      {line}"));
        }
        if !note.is_empty() {
            notes.insert(op, note);
        }
    }
    loads + &mir::text::print_function_annotated(f, &|op| notes.get(&op).cloned())
}

/// Selected code (bundle `k`; `fixed_vtemps`: on the kernel's reserved scratch VGPRs) lowered
/// onto its registers, with the allocator's moves around it and, when it is allocated per
/// instruction, between its instructions.
fn code_on_registers(
    fixed_vtemps: bool,
    k: usize,
    early: &Selected,
    registers: &Registers,
    temp_slots: &[Option<u8>; super::regalloc::TEMP_SLOTS],
    loc: &mut [Loc],
) -> Vec<String> {
    let fixed = fixed_vtemps.then_some(registers.vgprs_after);
    let temps = super::temps_of(temp_slots, fixed);
    // (The frame is laid out after allocation: the resource quad shows as its stand-in, the
    // dynamic stack's base as 0.)
    let rsrc = isel::FramePlaces {
        rsrc_quad: Some(isel::RSRC_QUAD),
        stack_base: 0,
    };
    let mut lines = Vec::new();
    if registers.is_split(k) {
        for j in 0..early.insts.len() {
            let step = registers.split_step(k, j);
            lines.extend(step.before.iter().map(move_text));
            for &(owner, at, _) in &step.registers {
                if let super::regalloc::Owner::Value(v) = owner {
                    loc[v.index()] = at;
                }
            }
            match early.lower_one(j, loc, &step.registers, &temps, rsrc) {
                Some(Some(inst)) => lines.push(inst.to_asm()),
                Some(None) => {}
                None => lines.push(format!("; (instruction {j} names a register its allocation lacks)")),
            }
            lines.extend(step.after.iter().map(move_text));
        }
    } else {
        lines.extend(registers.moves(k, false).iter().map(move_text));
        match early.lower(loc, &temps, rsrc) {
            Some(insts) => lines.extend(insts.iter().filter_map(|m| m.inst().map(Inst::to_asm))),
            None => lines.push("; (code names a register its allocation lacks)".into()),
        }
        lines.extend(registers.moves(k, true).iter().map(move_text));
    }
    lines
}

/// An allocator's move as a comment: `copy`, `spill` (to a slot past the file's registers),
/// `reload`, `zero`.
fn move_text(m: &Move) -> String {
    let reg = |r: u8| {
        let file = if m.file == File::Sgpr { 's' } else { 'v' };
        match m.dwords {
            1 => format!("{file}{r}"),
            n => format!("{file}[{r}:{}]", r as u32 + n as u32 - 1),
        }
    };
    match (m.from, m.to) {
        (Place::Reg(a), Place::Reg(b)) => format!("; copy {} -> {}", reg(a), reg(b)),
        (Place::Reg(a), Place::Slot(s)) => format!("; spill {} -> slot {s}", reg(a)),
        (Place::Slot(s), Place::Reg(b)) => format!("; reload slot {s} -> {}", reg(b)),
        (Place::Zero, Place::Reg(b)) => format!("; zero {}", reg(b)),
        (from, to) => format!("; move {from:?} -> {to:?}"),
    }
}

/// `v`'s register(s) in llvm-mc's syntax, if it has any.
fn register(f: &Function, l: Loc, v: Value) -> Option<String> {
    let wide = f.value(v).bank == Bank::LaneMask || f.ty(v).bits() > 32;
    let (file, n) = match l {
        Loc::Sgpr(n) => ('s', n),
        Loc::Vgpr(n) => ('v', n),
        Loc::None => return None,
    };
    Some(if wide {
        format!("{file}[{n}:{}]", n as u32 + 1)
    } else {
        format!("{file}{n}")
    })
}
