//! Whole-wave mode: `set.inactive`, `wwm` and `strict.wwm`.
//!
//! The pattern clang, HIP and LLVM's atomic optimizer emit: `x' = set.inactive(x, identity)`
//! (x in the active lanes, the identity in the others), DPP moves and arithmetic on
//! `x'` run with every lane on, and `strict.wwm(r)` (or `wwm`) returning `r` in the active
//! lanes. Code that runs with every lane on writes its registers in lanes that are inactive
//! there, where an allocated VGPR may hold a value another path still needs; so each value a
//! `wwm`/`strict.wwm` takes (an *output*) is computed by an `inline_asm` op running its whole
//! region in the kernel's whole-wave scratch VGPRs (attribute `whole_wave`: registers outside
//! the allocation, as wave reductions use), between a save of EXEC with all lanes on and its
//! restore, and writing its result (a VGPR in the active lanes, or an SGPR from a `readlane`)
//! after the restore. The outputs of one block share one op at the last of them, unless a
//! `wwm` of an earlier one comes first. A region is the output and what it reads in the
//! output's block through such operations from `set.inactive`s and DPP moves; everything else
//! is refused with the reason (a `set.inactive` whose value reaches no `wwm` that way, a region
//! value used elsewhere, other operations, other types, more than eight dwords live).

use crate::llvm::{Bb, Val};
use crate::lower::{fail, Frame, Lowerer, R};
use inkwell::llvm_sys::LLVMOpcode as O;
use mir::{Attr, Opcode, Type, Value};
use std::collections::{HashMap, HashSet};

/// The whole-wave regions of one function.
#[derive(Default)]
pub struct Regions {
    /// Instructions computed with every lane on, inside their outputs' asm ops.
    member: HashSet<Val>,
    /// Members a `wwm`/`strict.wwm` takes, by the last output of their block whose op computes
    /// them (outputs share one op unless a `wwm` of an earlier one comes before the last).
    groups: HashMap<Val, Vec<Val>>,
    /// Outputs a later output's op computes.
    deferred: HashSet<Val>,
    /// A member's first user outside the regions (reported when the member is reached).
    escapes: HashMap<Val, Val>,
    /// Position of each member in its block.
    pos: HashMap<Val, usize>,
    /// `set.inactive`s a call or phi reads: those may see the inactive lanes' value.
    observed: HashSet<Val>,
}

/// What a region member computes.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    SetInactive,
    /// `update.dpp` (true: with an old value) or `mov.dpp`.
    Dpp(bool),
    /// A VOP2/VOP3 instruction over two VGPRs; `true`: its operands swapped (shifts).
    Binary(&'static str, bool),
    ReadLane,
    ReadFirstLane,
    /// A bitcast between i32 and f32.
    Copy,
}

fn callee(inst: Val) -> Option<String> {
    if inst.opcode() != O::LLVMCall {
        return None;
    }
    let c = inst.called_value();
    c.is_function().then(|| c.name())
}

fn named(name: &str, base: &str) -> bool {
    crate::amdgcn::overload_of(name, base)
}

pub fn is_terminal(name: &str) -> bool {
    named(name, "llvm.amdgcn.wwm") || named(name, "llvm.amdgcn.strict.wwm")
}

fn is_32(v: Val) -> bool {
    let t = v.ty();
    t.text() == "i32" || t.text() == "float"
}

/// Dwords of a value a region computes on: i32 and float one, i64 two.
fn dwords(v: Val) -> Option<usize> {
    match v.ty().text().as_str() {
        "i32" | "float" => Some(1),
        "i64" => Some(2),
        _ => None,
    }
}

/// The operation a region may contain `inst` as, if any.
fn kind(inst: Val) -> Option<Kind> {
    if !inst.is_instruction() {
        return None;
    }
    if dwords(inst) == Some(2) {
        // 64-bit: lane moves, reads and the dword-wise or carried operations.
        return match inst.opcode() {
            O::LLVMAdd => Some(Kind::Binary("add64", false)),
            O::LLVMSub => Some(Kind::Binary("sub64", false)),
            O::LLVMAnd => Some(Kind::Binary("v_and_b32", false)),
            O::LLVMOr => Some(Kind::Binary("v_or_b32", false)),
            O::LLVMXor => Some(Kind::Binary("v_xor_b32", false)),
            O::LLVMCall => {
                let n = callee(inst)?;
                if named(&n, "llvm.amdgcn.set.inactive") {
                    Some(Kind::SetInactive)
                } else if named(&n, "llvm.amdgcn.update.dpp") {
                    Some(Kind::Dpp(true))
                } else if named(&n, "llvm.amdgcn.mov.dpp") {
                    Some(Kind::Dpp(false))
                } else if named(&n, "llvm.amdgcn.readlane") {
                    Some(Kind::ReadLane)
                } else if named(&n, "llvm.amdgcn.readfirstlane") {
                    Some(Kind::ReadFirstLane)
                } else {
                    None
                }
            }
            _ => None,
        };
    }
    if !is_32(inst) {
        return None;
    }
    let int = inst.ty().text() == "i32";
    Some(match inst.opcode() {
        O::LLVMAdd => Kind::Binary("v_add_u32", false),
        O::LLVMSub => Kind::Binary("v_sub_u32", false),
        O::LLVMMul => Kind::Binary("v_mul_lo_u32", false),
        O::LLVMAnd => Kind::Binary("v_and_b32", false),
        O::LLVMOr => Kind::Binary("v_or_b32", false),
        O::LLVMXor => Kind::Binary("v_xor_b32", false),
        O::LLVMShl => Kind::Binary("v_lshlrev_b32", true),
        O::LLVMLShr => Kind::Binary("v_lshrrev_b32", true),
        O::LLVMAShr => Kind::Binary("v_ashrrev_i32", true),
        O::LLVMFAdd => Kind::Binary("v_add_f32", false),
        O::LLVMFSub => Kind::Binary("v_sub_f32", false),
        O::LLVMFMul => Kind::Binary("v_mul_f32", false),
        O::LLVMBitCast if is_32(inst.operand(0)) => Kind::Copy,
        O::LLVMCall => {
            let n = callee(inst)?;
            let minmax = [
                ("llvm.smin", "v_min_i32", true),
                ("llvm.smax", "v_max_i32", true),
                ("llvm.umin", "v_min_u32", true),
                ("llvm.umax", "v_max_u32", true),
                ("llvm.minnum", "v_min_f32", false),
                ("llvm.maxnum", "v_max_f32", false),
            ];
            if let Some(&(_, m, _)) = minmax.iter().find(|&&(b, _, i)| named(&n, b) && i == int) {
                Kind::Binary(m, false)
            } else if named(&n, "llvm.amdgcn.set.inactive") {
                Kind::SetInactive
            } else if named(&n, "llvm.amdgcn.update.dpp") {
                Kind::Dpp(true)
            } else if named(&n, "llvm.amdgcn.mov.dpp") {
                Kind::Dpp(false)
            } else if named(&n, "llvm.amdgcn.readlane") {
                Kind::ReadLane
            } else if named(&n, "llvm.amdgcn.readfirstlane") {
                Kind::ReadFirstLane
            } else {
                return None;
            }
        }
        _ => return None,
    })
}

/// A region member's register operands (a call's arguments, without the callee).
fn inputs(inst: Val) -> Vec<Val> {
    match kind(inst) {
        Some(Kind::Dpp(update)) => inst.arg_operands()[..1 + usize::from(update)].to_vec(),
        Some(Kind::SetInactive) | Some(Kind::ReadLane) | Some(Kind::ReadFirstLane) => inst.arg_operands(),
        Some(Kind::Binary(..)) if inst.opcode() == O::LLVMCall => inst.arg_operands(),
        _ => inst.operands(),
    }
}

impl Regions {
    /// Finds the regions of `blocks` (one pass over the instructions, then over the
    /// blocks holding outputs).
    pub fn find(blocks: &[Bb]) -> Regions {
        let mut r = Regions::default();
        let mut outputs = Vec::new();
        let mut insts = Vec::new();
        // Each terminal's output and, for those in its output's block, its position there.
        let mut terminals: Vec<(Val, Val)> = Vec::new();
        for b in blocks {
            for inst in b.instructions() {
                if inst.opcode() == O::LLVMCall || inst.opcode() == O::LLVMPHI {
                    let set_inactive = |x: &Val| {
                        x.is_instruction() && callee(*x).is_some_and(|n| named(&n, "llvm.amdgcn.set.inactive"))
                    };
                    r.observed.extend(inst.operands().into_iter().filter(set_inactive));
                }
                if callee(inst).is_some_and(|n| is_terminal(&n)) {
                    let o = inst.operand(0);
                    if kind(o).is_some() {
                        outputs.push(o);
                        terminals.push((inst, o));
                    }
                }
                insts.push(inst);
            }
        }
        if outputs.is_empty() {
            return r;
        }
        // Candidates: what outputs read through region operations in their own block.
        let mut candidate: HashSet<Val> = HashSet::new();
        let mut work = outputs.clone();
        while let Some(v) = work.pop() {
            if !candidate.insert(v) {
                continue;
            }
            let b = v.parent_block();
            for x in inputs(v) {
                if kind(x).is_some() && x.parent_block() == b && !candidate.contains(&x) {
                    work.push(x);
                }
            }
        }
        // Members: candidates that read other lanes or a member (in block order, so a
        // member's operands are decided before it).
        let blocks_with: HashSet<Bb> = candidate.iter().map(|v| v.parent_block()).collect();
        let mut terminal_pos: HashMap<Val, usize> = HashMap::new();
        for b in blocks.iter().filter(|b| blocks_with.contains(b)) {
            for (i, inst) in b.instructions().into_iter().enumerate() {
                if callee(inst).is_some_and(|n| is_terminal(&n)) {
                    terminal_pos.insert(inst, i);
                }
                if !candidate.contains(&inst) {
                    continue;
                }
                let k = kind(inst).expect("candidate");
                let reads_lanes = !matches!(k, Kind::Binary(..) | Kind::Copy);
                if reads_lanes || inputs(inst).iter().any(|x| r.member.contains(x)) {
                    r.member.insert(inst);
                    r.pos.insert(inst, i);
                }
            }
        }
        // Groups: per block, the outputs whose wwm in that block (if any) comes after the
        // block's last output share its op; the others have their own.
        let mut outputs: Vec<Val> = outputs.into_iter().filter(|o| r.member.contains(o)).collect();
        outputs.sort_by_key(|o| r.pos[o]);
        outputs.dedup();
        let mut last: HashMap<Bb, Val> = HashMap::new();
        for &o in &outputs {
            last.insert(o.parent_block(), o);
        }
        for &o in &outputs {
            let l = last[&o.parent_block()];
            let waits = terminals.iter().all(|&(t, x)| {
                x != o || t.parent_block() != o.parent_block() || terminal_pos.get(&t).is_some_and(|&p| p > r.pos[&l])
            });
            let at = if waits { l } else { o };
            if at != o {
                r.deferred.insert(o);
            }
            r.groups.entry(at).or_default().push(o);
        }
        for inst in insts {
            if r.member.contains(&inst) || callee(inst).is_some_and(|n| is_terminal(&n)) {
                continue;
            }
            for x in inst.operands() {
                if r.member.contains(&x) {
                    r.escapes.entry(x).or_insert(inst);
                }
            }
        }
        // A member read by a member outside the regions' blocks' order is impossible: members
        // only read members of their own block.
        r
    }

    /// Whether `inst` is lowered here (`Some`: its values, or none for a member inside an
    /// output's op).
    pub fn lower(l: &mut Lowerer, frame: &mut Frame, inst: Val) -> R<bool> {
        if !frame.wwm.member.contains(&inst) {
            return Ok(false);
        }
        if let Some(user) = frame.wwm.escapes.get(&inst) {
            return fail(format!(
                "a value computed in whole-wave mode is used by '{}', which is not a wwm/strict.wwm (kcc computes such values only for them)",
                user.text().trim()
            ));
        }
        if let Some(group) = frame.wwm.groups.get(&inst).cloned() {
            let values = region_op(l, frame, &group)?;
            for (o, v) in group.into_iter().zip(values) {
                frame.values.insert(o, vec![v]);
            }
        }
        Ok(true)
    }
}

/// `set.inactive` and friends reached outside a region, and the terminals.
pub fn lower_call(l: &mut Lowerer, frame: &Frame, inst: Val, name: &str, args: &[Val]) -> R<Vec<Value>> {
    if named(name, "llvm.amdgcn.set.inactive.chain.arg") {
        return fail(format!("'{name}' is for amdgpu_cs_chain functions, not kernels"));
    }
    if named(name, "llvm.amdgcn.set.inactive") && !frame.wwm.observed.contains(&inst) {
        // Only ordinary instructions read it: each reads its own lane, which is active, so
        // the value is the active lanes' one (their own results are undefined where inactive).
        let Some(&x) = args.first() else {
            return fail(format!("'{name}' is missing an operand"));
        };
        return l.get(frame, x);
    }
    if named(name, "llvm.amdgcn.set.inactive")
        && !(name.ends_with(".i32") || name.ends_with(".f32") || name.ends_with(".i64"))
    {
        return fail(format!(
            "'{name}': kcc computes whole-wave regions on i32, float and i64 values only"
        ));
    }
    if named(name, "llvm.amdgcn.set.inactive") {
        return fail(format!(
            "'{name}' read by a cross-lane operation outside a whole-wave region: kcc compiles it where only instructions reading their own lane use it, or where its value reaches a wwm/strict.wwm in the same block through DPP moves, readlane and 32-bit add, sub, mul, and, or, xor, shifts, min, max, fadd, fsub, fmul (64-bit: add, sub, and, or, xor)"
        ));
    }
    let Some(&x) = args.first() else {
        return fail(format!("'{name}' is missing an operand"));
    };
    // A member output was lowered as its region's op; anything else is its own value.
    l.get(frame, x)
}

/// The text of a constant operand, if `v` is one.
fn literal(v: Val) -> Option<String> {
    if v.is_undef() {
        return Some("0".into());
    }
    if v.is_const_int() {
        return v.const_sext().map(|c| format!("{:#x}", c as u32));
    }
    if v.is_const_fp() {
        return v.const_double().map(|d| format!("{:#x}", (d as f32).to_bits()));
    }
    None
}

/// Builds the region op of the outputs `outs` (one block's, in block order): their values.
fn region_op(l: &mut Lowerer, frame: &Frame, outs: &[Val]) -> R<Vec<Value>> {
    let regions = &frame.wwm;
    // The outputs' region, in block order.
    let mut set: HashSet<Val> = HashSet::new();
    let mut work = outs.to_vec();
    while let Some(v) = work.pop() {
        if set.insert(v) {
            work.extend(inputs(v).into_iter().filter(|x| regions.member.contains(x)));
        }
    }
    let mut order: Vec<Val> = set.into_iter().collect();
    order.sort_by_key(|v| regions.pos[v]);
    for &v in &order {
        let k = kind(v).expect("member");
        let read_by_member = || order.iter().any(|&u| inputs(u).contains(&v));
        if matches!(k, Kind::ReadLane | Kind::ReadFirstLane) && (!outs.contains(&v) || read_by_member()) {
            return fail(format!(
                "'{}' inside a whole-wave region is supported only as the value wwm/strict.wwm takes",
                v.text().trim()
            ));
        }
    }
    // Last use of each member (index into `order`; the outputs' is the end).
    let mut last: HashMap<Val, usize> = HashMap::new();
    for (i, &v) in order.iter().enumerate() {
        for x in inputs(v) {
            last.insert(x, i);
        }
    }
    for &o in outs {
        last.insert(o, order.len());
    }
    // Each output's first result (a 64-bit one has two, its dwords).
    let lane_read = |v: Val| matches!(kind(v), Some(Kind::ReadLane | Kind::ReadFirstLane));
    let width = |v: Val| dwords(v).unwrap_or(1);
    let mut first = Vec::new();
    let mut results = 0;
    for &o in outs {
        first.push(results);
        results += width(o);
    }
    let mut b = Builder {
        outputs: results,
        text: Vec::new(),
        operands: Vec::new(),
        operand_of: HashMap::new(),
        free: (0..8).rev().collect(),
        used: 0,
        reg: HashMap::new(),
        vcc: false,
    };
    let mut lane_operands: Vec<Value> = Vec::new();
    // Leaves: the value in the active lanes, the identity in the others.
    let leaves: Vec<Val> = order
        .iter()
        .copied()
        .filter(|&v| kind(v) == Some(Kind::SetInactive))
        .collect();
    b.text.push("s_mov_b64 s[0:1], exec".into());
    let mut regs = Vec::new();
    for &v in &leaves {
        let r = b.alloc(width(v))?;
        let x = b.any(l, frame, v.arg_operands()[0])?;
        for (d, x) in r.iter().zip(x) {
            b.text.push(format!("v_mov_b32 v{d}, {x}"));
        }
        b.reg.insert(v, r.clone());
        regs.push(r);
    }
    if !leaves.is_empty() {
        b.text.push("s_not_b64 exec, s[0:1]".into());
        for (&v, r) in leaves.iter().zip(regs) {
            let Some(&id) = v.arg_operands().get(1) else {
                return fail("'set.inactive' is missing its inactive value");
            };
            let x = b.any(l, frame, id)?;
            for (d, x) in r.iter().zip(x) {
                b.text.push(format!("v_mov_b32 v{d}, {x}"));
            }
        }
    }
    b.text.push("s_mov_b64 exec, -1".into());
    for (i, &v) in order.iter().enumerate() {
        let k = kind(v).expect("member");
        let args = inputs(v);
        let done = |b: &mut Builder, x: &[Val]| {
            for &x in x {
                if last.get(&x) == Some(&i) {
                    if let Some(r) = b.reg.remove(&x) {
                        b.free.extend(r);
                    }
                }
            }
        };
        match k {
            Kind::SetInactive => continue,
            Kind::Dpp(update) => {
                let name = callee(v).unwrap_or_default();
                let (old, src) = if update {
                    (Some(args[0]), args[1])
                } else {
                    (None, args[0])
                };
                let consts: Option<Vec<u64>> = v.arg_operands()[1 + usize::from(update)..]
                    .iter()
                    .map(|a| a.const_zext())
                    .collect();
                let Some(controls) = consts.and_then(|c| <[u64; 4]>::try_from(c).ok()) else {
                    return fail(format!("'{name}' needs four constant controls"));
                };
                // The result's registers differ from the source's: they start as the old value.
                let (s, fresh) = b.vgpr(l, frame, src)?;
                let d = b.alloc(width(v))?;
                if let Some(o) = old {
                    let x = b.any(l, frame, o)?;
                    for (d, x) in d.iter().zip(x) {
                        b.text.push(format!("v_mov_b32 v{d}, {x}"));
                    }
                }
                for (d, s) in d.iter().zip(&s) {
                    b.text.push(crate::amdgcn::dpp_move_text(
                        &name,
                        &format!("v{d}"),
                        &format!("v{s}"),
                        controls,
                    )?);
                }
                if fresh {
                    b.free.extend(s);
                }
                done(&mut b, &args);
                b.reg.insert(v, d);
            }
            Kind::Binary(m, swap) => {
                let (x, fx) = b.vgpr(l, frame, args[0])?;
                let (y, fy) = b.vgpr(l, frame, args[1])?;
                for (r, fresh) in [(&x, fx), (&y, fy)] {
                    if fresh {
                        b.free.extend(r);
                    }
                }
                done(&mut b, &args);
                let d = b.alloc(width(v))?;
                let (p, q) = if swap { (&y, &x) } else { (&x, &y) };
                match m {
                    // The low dwords' carry (borrow) goes into the high dwords' through VCC.
                    "add64" | "sub64" => {
                        let (lo, hi) = if m == "add64" {
                            ("v_add_co_u32", "v_addc_co_u32")
                        } else {
                            ("v_sub_co_u32", "v_subb_co_u32")
                        };
                        b.text.push(format!("{lo} v{}, vcc, v{}, v{}", d[0], p[0], q[0]));
                        b.text.push(format!("{hi} v{}, vcc, v{}, v{}, vcc", d[1], p[1], q[1]));
                        b.vcc = true;
                    }
                    _ => {
                        for k in 0..d.len() {
                            b.text.push(format!("{m} v{}, v{}, v{}", d[k], p[k], q[k]));
                        }
                    }
                }
                b.reg.insert(v, d);
            }
            Kind::Copy => {
                let (x, fx) = b.vgpr(l, frame, args[0])?;
                if fx {
                    b.free.extend(&x);
                }
                done(&mut b, &args);
                let d = b.alloc(1)?;
                b.text.push(format!("v_mov_b32 v{}, v{}", d[0], x[0]));
                b.reg.insert(v, d);
            }
            Kind::ReadLane | Kind::ReadFirstLane => {
                let (x, _) = b.vgpr(l, frame, args[0])?;
                let lane = if k == Kind::ReadLane {
                    match args.get(1) {
                        Some(&a) if a.is_const_int() => format!(", {}", a.const_zext().unwrap_or(0) & 63),
                        Some(&a) => {
                            // The lane from an SGPR (bank selection reads it from the first lane).
                            lane_operands.push(l.get1(frame, a)?);
                            format!(", $LANE{}", lane_operands.len() - 1)
                        }
                        None => return fail("'readlane' is missing its lane"),
                    }
                } else {
                    String::new()
                };
                let m = if k == Kind::ReadLane {
                    "v_readlane_b32"
                } else {
                    "v_readfirstlane_b32"
                };
                let n = first[outs.iter().position(|&o| o == v).expect("an output")];
                for (k, x) in x.iter().enumerate() {
                    b.text.push(format!("{m} ${}, v{x}{lane}", n + k));
                }
            }
        }
    }
    b.text.push("s_mov_b64 exec, s[0:1]".into());
    // Per-lane outputs are written in the active lanes only, after the restore.
    for (n, &o) in outs.iter().enumerate() {
        if !lane_read(o) {
            for (k, r) in b.reg[&o].iter().enumerate() {
                b.text.push(format!("v_mov_b32 ${}, v{r}", first[n] + k));
            }
        }
    }
    // Operands: `$N..` (after the results) the inputs wherever they are (a 64-bit one as its
    // two dwords), then the readlane lanes in SGPRs.
    let mut operands = b.operands.clone();
    let mut constraints: Vec<String> = Vec::new();
    for &o in outs {
        let c = if lane_read(o) { "=s" } else { "=v" };
        constraints.extend(std::iter::repeat_n(c.to_string(), width(o)));
    }
    constraints.extend(std::iter::repeat_n("r".to_string(), operands.len()));
    let mut text = b.text.join("\n");
    for (k, &lv) in lane_operands.iter().enumerate() {
        operands.push(lv);
        constraints.push("s".into());
        text = text.replace(&format!("$LANE{k}"), &format!("${}", results + operands.len() - 1));
    }
    constraints.push("~{s[0:1]}".into());
    if b.vcc {
        constraints.push("~{vcc}".into());
    }
    for p in 0..b.used.div_ceil(2) {
        constraints.push(format!("~{{v[{}:{}]}}", 2 * p, 2 * p + 1));
    }
    let mut types = Vec::new();
    for &o in outs {
        match width(o) {
            2 => types.extend([Type::I32, Type::I32]),
            _ => types.extend(l.leaf_types(o.ty())?),
        }
    }
    // (Uniform when every output is a lane read; else a source of divergence.)
    let uniform = outs.iter().all(|&o| lane_read(o));
    let op = l.emit(Opcode::InlineAsm(uniform), operands, &types);
    let data = l.f.op_mut(op);
    data.set_attr("asm", Attr::Str(text));
    data.set_attr("constraints", Attr::Str(constraints.join(",")));
    data.set_attr("whole_wave", Attr::Word("whole_wave".into()));
    let r = l.f.op(op).results.clone();
    let mut values = Vec::new();
    for (n, &o) in outs.iter().enumerate() {
        values.push(match width(o) {
            2 => crate::amdgcn::join(l, r[first[n]], r[first[n] + 1], Type::I64),
            _ => r[first[n]],
        });
    }
    Ok(values)
}

/// The text and registers of a region op being built: `v0`–`v7` are its whole-wave scratch
/// VGPRs (renamed by selection), `$N..` its operands.
struct Builder {
    /// The number of results (`$0..`); operands follow them.
    outputs: usize,
    text: Vec<String>,
    operands: Vec<Value>,
    /// Each input's operand numbers (a 64-bit one's two dwords).
    operand_of: HashMap<Val, Vec<usize>>,
    /// Free scratch dwords.
    free: Vec<u8>,
    /// Dwords used at all.
    used: u8,
    /// Members' registers (one per dword) while live.
    reg: HashMap<Val, Vec<u8>>,
    /// Whether the text writes VCC (64-bit carries).
    vcc: bool,
}

impl Builder {
    fn alloc(&mut self, n: usize) -> R<Vec<u8>> {
        self.free.sort_unstable_by(|a, b| b.cmp(a));
        self.free.dedup();
        if self.free.len() < n {
            return fail("a whole-wave region with more than 8 dwords live at once is not supported");
        }
        let r: Vec<u8> = (0..n).map(|_| self.free.pop().expect("counted")).collect();
        self.used = self.used.max(r.iter().max().map_or(0, |m| m + 1));
        Ok(r)
    }

    /// `v` as operands of any kind, one per dword: a member's registers, literals or `$N`.
    fn any(&mut self, l: &mut Lowerer, frame: &Frame, v: Val) -> R<Vec<String>> {
        if let Some(r) = self.reg.get(&v) {
            return Ok(r.iter().map(|r| format!("v{r}")).collect());
        }
        let Some(n) = dwords(v) else {
            return fail(format!(
                "whole-wave mode on '{}': kcc supports i32, float and i64 values only",
                v.text().trim()
            ));
        };
        if n == 2 && (v.is_const_int() || v.is_undef()) {
            let c = if v.is_undef() { 0 } else { v.const_zext().unwrap_or(0) };
            return Ok(vec![format!("{:#x}", c as u32), format!("{:#x}", c >> 32)]);
        }
        if let Some(t) = literal(v) {
            return Ok(vec![t]);
        }
        if !self.operand_of.contains_key(&v) {
            let x = l.get1(frame, v)?;
            let parts = if n == 2 {
                let (lo, hi) = crate::amdgcn::halves(l, x);
                vec![lo, hi]
            } else {
                vec![x]
            };
            let mut numbers = Vec::new();
            for p in parts {
                self.operands.push(p);
                numbers.push(self.outputs + self.operands.len() - 1);
            }
            self.operand_of.insert(v, numbers);
        }
        Ok(self.operand_of[&v].iter().map(|n| format!("${n}")).collect())
    }

    /// `v` in VGPRs: a member's, or fresh ones it is moved into (`true`).
    fn vgpr(&mut self, l: &mut Lowerer, frame: &Frame, v: Val) -> R<(Vec<u8>, bool)> {
        if let Some(r) = self.reg.get(&v) {
            return Ok((r.clone(), false));
        }
        let x = self.any(l, frame, v)?;
        let r = self.alloc(x.len())?;
        for (d, x) in r.iter().zip(&x) {
            self.text.push(format!("v_mov_b32 v{d}, {x}"));
        }
        Ok((r, true))
    }
}
