//! `buffer-waterfall`: buffer accesses whose resource words or `soffset` differ between lanes.
//!
//! MUBUF reads the resource and `soffset` from SGPRs, so one instruction serves only lanes that
//! agree on them. As llc-22 does, such an access runs in a loop over the distinct values: each
//! trip reads the first active lane's values (`readfirstlane`), the lanes holding the same ones
//! do the access with them and leave, the others go round again.
//!
//! ```text
//! head:               br waterfall
//! waterfall:          r_k = readfirstlane w_k (the divergent operands only)
//!                     same = and(w_k == r_k ...); condbr same, body, latch(undef...)
//! body:               the accesses with r_k for w_k; br latch(results...)
//! latch(v...):        condbr same, exit, waterfall
//! exit:               the rest of head; the accesses' results are v...
//! ```
//!
//! The access stays inside the loop, so each trip's `r_k` are one value for the wave (SGPRs)
//! and the uniformity analysis sees the results leave the loop at its divergent exit. The
//! latch tests `same` again rather than a flag from each edge: a constant per edge would be a
//! lane mask built on every trip.
//! Image instructions (MIMG) read their T# and S# from SGPRs too and are looped over the same
//! way. Consecutive accesses with the same operands (the frontend's dwords of one wide value) share
//! one loop. Divergence is the uniformity analysis' (with `--no-uniformity`, everything not
//! constant), computed before the pass changes anything.

use super::*;
use mir::uniformity::{Options, UniformityInfo};

/// Operand positions MUBUF reads from SGPRs: the four resource words and `soffset`.
const SCALAR_OPERANDS: [usize; 5] = [0, 1, 2, 3, 6];

fn is_buffer_access(o: Opcode) -> bool {
    o.is_buffer_access() || o == Opcode::Image
}

/// The operand positions `op` reads from SGPRs: a buffer access's resource and `soffset`, an
/// image instruction's T# (and S#).
fn scalar_positions(f: &Function, op: OpId) -> Vec<usize> {
    let d = f.op(op);
    if d.opcode == Opcode::Image {
        (0..8 + 4 * d.has_word("sampler") as usize).collect()
    } else {
        SCALAR_OPERANDS.to_vec()
    }
}

/// A run of consecutive buffer accesses in one block with the same scalar operands, some of
/// them divergent (their positions in `divergent`).
struct Group {
    ops: Vec<OpId>,
    divergent: Vec<usize>,
}

fn scalar_operands(f: &Function, op: OpId) -> Vec<Value> {
    scalar_positions(f, op)
        .into_iter()
        .map(|k| f.op(op).operands[k])
        .collect()
}

/// The groups of `f`, found before any change.
fn groups(f: &Function, ui: &UniformityInfo) -> Vec<Group> {
    let mut out: Vec<Group> = Vec::new();
    for b in f.block_ids() {
        let mut last: Option<(OpId, Vec<Value>)> = None;
        for &op in &f.block(b).ops {
            if !is_buffer_access(f.op(op).opcode) {
                last = None;
                continue;
            }
            let scalars = scalar_operands(f, op);
            if let (Some((_, prev)), Some(g)) = (&last, out.last_mut()) {
                if *prev == scalars && f.op(*g.ops.last().expect("nonempty")).block == b {
                    g.ops.push(op);
                    last = Some((op, scalars));
                    continue;
                }
            }
            let divergent: Vec<usize> = scalar_positions(f, op)
                .into_iter()
                .filter(|&k| ui.is_divergent_at(f, f.op(op).operands[k], b))
                .collect();
            if divergent.is_empty() {
                last = None;
            } else {
                out.push(Group {
                    ops: vec![op],
                    divergent,
                });
                last = Some((op, scalars));
            }
        }
    }
    out
}

/// Runs the pass on `f`.
pub fn waterfall_buffer_accesses(f: &mut Function, options: &Options) {
    if !f
        .block_ids()
        .any(|b| f.block(b).ops.iter().any(|&op| is_buffer_access(f.op(op).opcode)))
    {
        return;
    }
    let ui = UniformityInfo::compute(f, options);
    for g in groups(f, &ui) {
        build_loop(f, &g);
    }
}

/// Puts `g`'s accesses in their loop.
fn build_loop(f: &mut Function, g: &Group) {
    let first = g.ops[0];
    let loc = f.op(first).loc;
    let mut head = Emit::before(f, first);
    let (_, body) = split_before(f, first, "waterfall.body");
    let exit = f.split_block(body, g.ops.len(), "");
    f.blocks[exit.index()].name = Some("waterfall.exit".into());
    let header = named_block(f, "waterfall");
    let latch = named_block(f, "waterfall.latch");
    head.branch(f, None, vec![call(header, vec![])]);

    // The first active lane's values, and which lanes share them.
    let mut e = Emit::at_start(header, loc);
    let mut same: Option<Value> = None;
    let mut reads = Vec::new();
    for &k in &g.divergent {
        let w = f.op(first).operands[k];
        let r = e.op(f, Opcode::ReadFirstLane, vec![w], f.ty(w));
        let eq = e.op(f, Opcode::Icmp(IntPredicate::Eq), vec![w, r], Type::I1);
        same = Some(match same {
            Some(s) => e.op(f, Opcode::And, vec![s, eq], Type::I1),
            None => eq,
        });
        reads.push((k, r));
    }
    let same = same.expect("a group has a divergent operand");

    // The results leave through the latch's parameters.
    let results: Vec<Value> = g.ops.iter().flat_map(|&op| f.op(op).results.clone()).collect();
    let params: Vec<Value> = results.iter().map(|&r| f.add_block_param(latch, f.ty(r))).collect();
    for (&r, &p) in results.iter().zip(&params) {
        f.replace_all_uses(r, p);
    }
    // Inside the body the accesses still see each other's results.
    for &op in &f.block(body).ops.clone() {
        for v in f.op_mut(op).operands.iter_mut() {
            if let Some(i) = params.iter().position(|p| p == v) {
                *v = results[i];
            }
        }
    }
    for &op in &g.ops {
        for &(k, r) in &reads {
            f.op_mut(op).operands[k] = r;
        }
    }

    let undefs: Vec<Value> = results
        .iter()
        .map(|&r| e.op(f, Opcode::Undef, vec![], f.ty(r)))
        .collect();
    e.branch(f, Some(same), vec![call(body, vec![]), call(latch, undefs)]);
    Emit::at_start(body, loc)
        .at_end(f)
        .branch(f, None, vec![call(latch, results)]);
    Emit::at_start(latch, loc).branch(f, Some(same), vec![call(exit, vec![]), call(header, vec![])]);
}

/// The `buffer-waterfall` pass.
pub struct Waterfall {
    pub options: Options,
}

impl mir::pass::Pass for Waterfall {
    fn name(&self) -> &'static str {
        "buffer-waterfall"
    }
    fn description(&self) -> &'static str {
        "buffer accesses with a resource or soffset that differs between lanes as a readfirstlane loop"
    }
    fn run(&self, module: &mut Module) -> Result<(), mir::pass::PassError> {
        for f in &mut module.functions {
            waterfall_buffer_accesses(f, &self.options);
        }
        Ok(())
    }
}
