//! What `--print-after=regalloc` prints: the bank-assigned MIR of a kernel with, after each op,
//! the registers its code reads and writes its values in (`%7 = v2`, a 64-bit value by its
//! first register: `%9 = s[10:11]`; a lane mask kept in VCC: `%4 = vcc`). A value may sit in different registers at different ops:
//! regalloc2 splits live ranges and moves them between the ops.

use super::assign::Loc;
use super::isel::Selected;
use super::regalloc::{Kind, Plan, Registers};
use mir::*;
use std::collections::{HashMap, HashSet};

/// The annotated MIR text of `f` after allocation.
pub fn show_allocation(f: &Function, plan: &Plan, selected: &[Option<Selected>], registers: &Registers) -> String {
    let mut notes: HashMap<OpId, String> = HashMap::new();
    let mut loc = vec![Loc::None; f.values.len()];
    let vcc: HashSet<Value> = plan.vcc_values.iter().copied().collect();
    for (k, bundle) in plan.bundles.iter().enumerate() {
        let op = match bundle.kind {
            Kind::Op(op) => op,
            Kind::Terminator(b) => *f.block(b).ops.last().expect("terminator"),
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
        registers.locate(k, &mut loc);
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
        if !shown.is_empty() {
            notes.insert(op, shown.join(", "));
        }
    }
    mir::text::print_function_annotated(f, &|op| notes.get(&op).cloned())
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
