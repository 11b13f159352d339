//! What `--print-after=regalloc` prints: the bank-assigned MIR of a kernel with, after each op,
//! the registers its code reads and writes its values in (`%7 = v2`, a 64-bit value by its
//! first register: `%9 = s[10:11]`). A value may sit in different registers at different ops:
//! regalloc2 splits live ranges and moves them between the ops.

use super::assign::Loc;
use super::regalloc::{Kind, Plan, Registers};
use mir::*;
use std::collections::HashMap;

/// The annotated MIR text of `f` after allocation.
pub fn show_allocation(f: &Function, plan: &Plan, registers: &Registers) -> String {
    let mut notes: HashMap<OpId, String> = HashMap::new();
    let mut loc = vec![Loc::None; f.values.len()];
    for (k, bundle) in plan.bundles.iter().enumerate() {
        let op = match bundle.kind {
            Kind::Op(op) => op,
            Kind::Terminator(b) => *f.block(b).ops.last().expect("terminator"),
            _ => continue,
        };
        let mut values: Vec<Value> = bundle.defs.iter().chain(&bundle.uses).copied().collect();
        values.dedup();
        for v in &values {
            loc[v.index()] = Loc::None;
        }
        registers.locate(k, &mut loc);
        let shown: Vec<String> = values
            .iter()
            .filter_map(|&v| register(f, loc[v.index()], v).map(|r| format!("{v} = {r}")))
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
