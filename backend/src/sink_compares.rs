//! MIR pass `sink-compares`: a uniform integer compare whose one use is a scalar select or the
//! branch ending its block moves right before that use. `s_cmp_*` sets SCC, which
//! `s_cselect_*` and `s_cbranch_scc*` read; anything setting SCC in between (most SALU
//! arithmetic does) makes the code keep the boolean in an SGPR (`s_cselect_b32 r, 1, 0`) and
//! test it again (`s_cmp_lg_u32 r, 0`). Next to its user, the peephole's `s_cmp_lg` removal
//! finds SCC unchanged, and the boolean's register goes.
//!
//! Moving a pure op later in its block, before its only use, changes nothing else: its
//! operands are defined before its old place.

use mir::*;

pub const SINK_COMPARES: mir::pass::FunctionPass = mir::pass::FunctionPass {
    name: "sink-compares",
    description: "a uniform compare next to the scalar select or branch that is its one use",
    run: sink_compares,
};

pub fn sink_compares(f: &mut Function) {
    let mut uses = vec![0u32; f.values.len()];
    for (_, v) in f.uses() {
        uses[v.index()] += 1;
    }
    // Each compare to move, by the op it goes before.
    let mut before: std::collections::HashMap<OpId, OpId> = std::collections::HashMap::new();
    for b in f.block_ids() {
        let ops = &f.block(b).ops;
        // The user of each value in this block that reads it as a scalar condition.
        let mut condition_user: std::collections::HashMap<Value, OpId> = std::collections::HashMap::new();
        for &op in ops {
            let d = f.op(op);
            let reads_condition = match d.opcode {
                Opcode::Select => f.value(d.results[0]).bank == Bank::Sgpr,
                Opcode::CondBr => true,
                _ => false,
            };
            if reads_condition {
                condition_user.insert(d.operands[0], op);
            }
        }
        for &op in ops {
            let d = f.op(op);
            let (Opcode::Icmp(_), &[r]) = (d.opcode, &d.results[..]) else {
                continue;
            };
            if f.value(r).bank != Bank::Sgpr || uses[r.index()] != 1 {
                continue;
            }
            if let Some(&user) = condition_user.get(&r) {
                before.insert(user, op);
            }
        }
    }
    if before.is_empty() {
        return;
    }
    let moved: std::collections::HashSet<OpId> = before.values().copied().collect();
    for b in f.block_ids() {
        let ops = std::mem::take(&mut f.blocks[b.index()].ops);
        let mut placed = Vec::with_capacity(ops.len());
        for op in ops {
            if moved.contains(&op) {
                continue;
            }
            if let Some(&compare) = before.get(&op) {
                placed.push(compare);
            }
            placed.push(op);
        }
        f.blocks[b.index()].ops = placed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mir::text::{parse_module, print_module};

    #[test]
    fn compares_go_next_to_their_scalar_select_or_branch() {
        let mut m = parse_module(
            r#"
kernel @k {
bb0(%0:sgpr(s32), %1:sgpr(s32)):
  %2:sgpr(s1) = icmp.slt %0, %1
  %3:sgpr(s1) = icmp.eq %0, %1
  %4:sgpr(s32) = sub %1, %0
  %5:sgpr(s32) = select %2, %0, %4
  %6:sgpr(s1) = icmp.ugt %5, %1
  %7:sgpr(s1) = icmp.ne %5, %0
  %8:sgpr(s32) = add %5, %1
  %9:sgpr(s1) = and %3, %7
  condbr %6, bb1, bb1
bb1:
  ret
}
"#,
        )
        .expect("parses");
        sink_compares(&mut m.functions[0]);
        mir::verify::verify_module(&m).expect("verifies");
        let text = print_module(&m);
        let order: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim().split(" = ").next().filter(|d| d.starts_with('%')))
            .map(|d| d.split(':').next().unwrap_or(d))
            .collect();
        // %2 moves before its select and %6 before the branch; %3 and %7 (read by an `and`)
        // stay.
        assert_eq!(order, ["%3", "%4", "%2", "%5", "%7", "%8", "%9", "%6"], "{text}");
    }
}
