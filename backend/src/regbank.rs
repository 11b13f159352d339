//! Register-bank selection: every value gets the register file it lives in, from the
//! uniformity analysis.
//!
//! - A uniform value lives in SGPRs when the scalar unit can compute it (integer and pointer
//!   arithmetic, uniform booleans, scalar loads); uniform values only the vector unit computes
//!   (floats, divisions, vector loads) live in VGPRs (one copy per lane, all equal), and a
//!   `readfirstlane {uniform}` brings them into an SGPR where a scalar op needs them. Float
//!   kernel arguments, which arrive in SGPRs, stay there.
//! - Divergent values live in VGPRs, divergent booleans as lane masks (an SGPR pair).
//! - A uniform value defined in a cycle with a divergent exit and used after the cycle is
//!   different per lane there (temporal divergence): a VGPR copy right after its definition,
//!   run every iteration under that iteration's exec mask, leaves each lane holding the value of
//!   its own last iteration; the uses outside the cycle read the copy. The same holds for the
//!   blocks after a cycle that run once per iteration because a convergence token of the cycle
//!   is live there (its extended cycle, `mir::convergence`).

use crate::clobbers::NoClobber;
use mir::uniformity::{Options, UniformityInfo};
use mir::*;

/// Loads the scalar memory unit may serve: constant memory, and global memory no write of the
/// kernel can clobber before the load ([`NoClobber`]); dword-aligned, or narrower fields of the
/// kernel-argument and dispatch segments (the code generator loads their dword and shifts, as
/// for a work-group size in the implicit arguments).
fn scalar_load_ok(f: &Function, load: OpId, no_clobber: &NoClobber) -> bool {
    let data = f.op(load);
    let ty = f.ty(data.results[0]);
    let aligned = data.int_attr("align").unwrap_or(1) >= 4 && ty.bits() >= 32;
    (aligned || (ty.bits() < 32 && dispatch_segment_field(f, data.operands[0]).is_some()))
        && !data.has_word("volatile")
        // (The scalar cache is not coherent with the vector memory that atomics order.)
        && data.attr("ordering").is_none()
        && match f.ty(data.operands[0]) {
            Type::Ptr(4) => true,
            Type::Ptr(1) => no_clobber.is_clobber_free(load),
            _ => false,
        }
}

/// The byte offset of `ptr` in the kernel-argument, implicit-argument or dispatch-packet segment
/// (all at least dword-aligned), when it is a constant one the scalar load's offset field holds.
pub fn dispatch_segment_field(f: &Function, ptr: Value) -> Option<u32> {
    let is_segment = |v: Value| {
        f.def_op(v).is_some_and(|op| {
            matches!(
                f.op(op).opcode,
                Opcode::KernargPtr | Opcode::ImplicitargPtr | Opcode::DispatchPtr
            )
        })
    };
    if is_segment(ptr) {
        return Some(0);
    }
    let data = f.op(f.def_op(ptr)?);
    let offset = crate::bits::signed_constant(f, *data.operands.get(1)?)?;
    (data.opcode == Opcode::PtrAdd && is_segment(data.operands[0]) && (0..1 << 20).contains(&offset))
        .then_some(offset as u32)
}

/// Can the scalar unit compute this op's (uniform) result on gfx900?
fn scalar_capable(f: &Function, op: OpId, no_clobber: &NoClobber) -> bool {
    let data = f.op(op);
    let ty = data.results.first().map(|&r| f.ty(r));
    let int_like = |t: Type| t.is_int() || t.is_ptr();
    use Opcode::*;
    match data.opcode {
        Const | Undef => true,
        Copy | Select | Add | Sub | And | Or | Xor | Shl | LShr | AShr | Mul => ty.is_some_and(int_like),
        UMin | UMax | SMin | SMax | Abs | BitReverse | MulHiU | MulHiS => ty == Some(Type::I32),
        Ctpop | Ctlz | Cttz => matches!(ty, Some(Type::I32 | Type::I64)),
        Icmp(_) => data.operands.first().is_some_and(|&a| int_like(f.ty(a))),
        Trunc | ZExt | SExt | PtrToInt | IntToPtr | AddrSpaceCast | PtrAdd => true,
        Bitcast => ty.is_some_and(int_like) && data.operands.first().is_some_and(|&a| int_like(f.ty(a))),
        Load => scalar_load_ok(f, op, no_clobber),
        WorkgroupId(_) | KernargPtr | ImplicitargPtr | DispatchPtr | DispatchId | GlobalAddr | Alloca | StackBase => {
            true
        }
        GroupStaticSize => true,
        ReadFirstLane | ReadLane | Ballot | IcmpMask(_) | FcmpMask(_) | WaveReduce(_) => true,
        // Uniform inline asm has only SGPR outputs.
        InlineAsm(true) => true,
        _ => false,
    }
}

/// The bank of a value the analysis calls uniform or divergent.
fn bank_for(ty: Type, divergent: bool, scalar: bool) -> Bank {
    match (ty, divergent) {
        (Type::Token, _) => Bank::Unassigned,
        (Type::I1, true) => Bank::LaneMask,
        (_, true) => Bank::Vgpr,
        (_, false) if scalar => Bank::Sgpr,
        (Type::I1, false) => Bank::Sgpr,
        _ => Bank::Vgpr,
    }
}

/// Assigns a bank to every value of `f`, inserting the copies described in the module docs.
pub fn select_banks(f: &mut Function, options: &Options) {
    let ui = UniformityInfo::compute(f, options);
    let no_clobber = NoClobber::compute(f);
    // Banks of definitions. The entry block's parameters are the kernel arguments, which
    // arrive in SGPRs: a uniform float argument stays there, for VALU instructions to read as
    // an SGPR operand, rather than being copied to a VGPR first.
    let entry = f.entry();
    for b in f.block_ids() {
        for i in 0..f.block(b).params.len() {
            let p = f.block(b).params[i];
            let ty = f.ty(p);
            let scalar = ty.is_int() || ty.is_ptr() || (b == entry && ty.is_float());
            f.values[p.index()].bank = bank_for(ty, ui.is_divergent(p), scalar);
        }
        for &op in &f.block(b).ops.clone() {
            let scalar = scalar_capable(f, op, &no_clobber);
            for r in f.op(op).results.clone() {
                let ty = f.ty(r);
                f.values[r.index()].bank = bank_for(ty, ui.is_divergent(r), scalar);
            }
        }
    }
    insert_temporal_divergence_copies(f, &ui);
    insert_bank_copies(f);
    insert_asm_input_copies(f, &ui);
    insert_buffer_operand_copies(f, &ui);
}

/// The resource words and `soffset` of buffer accesses are SGPR operands of MUBUF: a uniform
/// one in a VGPR is read from the first lane, as is a `readfirstlane` result that
/// `--no-uniformity` put in a VGPR (`buffer-waterfall` loops over divergent ones that way).
/// So are the T# and S# words of image instructions (MIMG).
fn insert_buffer_operand_copies(f: &mut Function, ui: &UniformityInfo) {
    const SCALAR_OPERANDS: [usize; 5] = [0, 1, 2, 3, 6];
    let scalar_operands = |d: &OpData| -> Vec<usize> {
        if d.opcode.is_buffer_access() {
            SCALAR_OPERANDS.to_vec()
        } else if d.opcode == Opcode::Image {
            (0..8 + 4 * d.has_word("sampler") as usize).collect()
        } else {
            Vec::new()
        }
    };
    for b in f.block_ids() {
        let mut i = 0;
        while i < f.block(b).ops.len() {
            let op = f.block(b).ops[i];
            {
                for k in scalar_operands(f.op(op)) {
                    let v = f.op(op).operands[k];
                    if f.value(v).bank != Bank::Vgpr || (ui.is_divergent(v) && !reads_first_lane(f, v)) {
                        continue;
                    }
                    let read = f.create_op(Opcode::ReadFirstLane, vec![v], &[f.ty(v)]);
                    mark_uniform_read(f, read);
                    f.place_op(b, read, Some(i));
                    i += 1;
                    let s = f.result(read);
                    f.values[s.index()].bank = Bank::Sgpr;
                    f.op_mut(op).operands[k] = s;
                }
            }
            i += 1;
        }
    }
}

/// Is `v` a `readfirstlane` result (one value for the wave even where `--no-uniformity` puts
/// it in a VGPR, as in `buffer-waterfall`'s loops)?
fn reads_first_lane(f: &Function, v: Value) -> bool {
    f.def_op(v).is_some_and(|op| f.op(op).opcode == Opcode::ReadFirstLane)
}

/// Inline asm inputs in the register file their constraint names: a uniform value in an SGPR
/// for a VGPR constraint gets a VGPR copy, a uniform value in a VGPR for an SGPR constraint
/// is read from the first lane. (A divergent value for an SGPR constraint stays in its VGPR;
/// instruction selection reports it, as llc does.)
fn insert_asm_input_copies(f: &mut Function, ui: &UniformityInfo) {
    use mir::asm::{AsmClass, AsmDir};
    for b in f.block_ids() {
        let mut i = 0;
        while i < f.block(b).ops.len() {
            let op = f.block(b).ops[i];
            let data = f.op(op);
            let (Opcode::InlineAsm(_), Some(Attr::Str(c))) = (data.opcode, data.attr("constraints")) else {
                i += 1;
                continue;
            };
            let Ok(cs) = mir::asm::parse_constraints(c) else {
                i += 1;
                continue;
            };
            // Whether each output, then each register input, wants a VGPR (None: either).
            let class_vgpr = |c: &AsmClass| match c {
                AsmClass::V => Some(true),
                AsmClass::S => Some(false),
                AsmClass::Fixed(r) => Some(r.starts_with('v')),
                _ => None,
            };
            let outs: Vec<Option<bool>> = cs
                .iter()
                .filter(|c| c.dir == AsmDir::Output)
                .map(|c| class_vgpr(&c.class))
                .collect();
            let wants: Vec<Option<bool>> = cs
                .iter()
                .filter(|c| c.dir == AsmDir::Input && c.class != AsmClass::Imm)
                .map(|c| match c.class {
                    AsmClass::Tied(t) => outs.get(t).copied().flatten(),
                    ref other => class_vgpr(other),
                })
                .collect();
            let mut inserted = 0;
            for (k, want) in wants.into_iter().enumerate() {
                let Some(&v) = f.op(op).operands.get(k) else { break };
                let (opcode, bank) = match (want, f.value(v).bank) {
                    (Some(true), Bank::Sgpr) => (Opcode::Copy, Bank::Vgpr),
                    (Some(false), Bank::Vgpr) if !ui.is_divergent(v) => (Opcode::ReadFirstLane, Bank::Sgpr),
                    _ => continue,
                };
                let c = f.create_op(opcode, vec![v], &[f.ty(v)]);
                if opcode == Opcode::ReadFirstLane {
                    mark_uniform_read(f, c);
                }
                f.place_op(b, c, Some(i + inserted));
                inserted += 1;
                let r = f.result(c);
                f.values[r.index()].bank = bank;
                f.op_mut(op).operands[k] = r;
            }
            i += inserted + 1;
        }
    }
}

/// Is `at` outside some extended cycle that contains the definition of `v`? (An extended
/// cycle — a cycle with the blocks after it where one of its convergence tokens is live — runs
/// once per iteration, so a value defined anywhere in it is rewritten by each iteration.)
fn used_outside_its_cycle(f: &Function, ui: &UniformityInfo, v: Value, at: Block) -> bool {
    let extended = ui.extended();
    let mut c = extended.innermost(f.def_block(v));
    while let Some(cy) = c {
        if !extended.contains(cy, at) {
            return true;
        }
        c = extended.parent(cy);
    }
    false
}

/// Uses after a cycle of values defined in it, where lanes leave the cycle in different
/// iterations, read a copy that keeps each lane's own last value:
///
/// - a uniform value (one per wave, so the last iteration's) gets a VGPR copy;
/// - a lane mask (written whole by each compare, inactive lanes cleared) gets a lane-mask copy,
///   which merges only the active lanes' bits (see the code generator's lane-mask copies).
fn insert_temporal_divergence_copies(f: &mut Function, ui: &UniformityInfo) {
    let mut copies: std::collections::HashMap<Value, Value> = std::collections::HashMap::new();
    let users: Vec<(OpId, Value)> = f.uses().collect();
    for (user, v) in users {
        let at = f.op(user).block;
        let needs_copy = match f.value(v).bank {
            Bank::Unassigned => false,
            Bank::LaneMask => used_outside_its_cycle(f, ui, v, at),
            _ => !ui.is_divergent(v) && ui.is_divergent_at(f, v, at),
        };
        if !needs_copy {
            continue;
        }
        let copy = *copies.entry(v).or_insert_with(|| {
            let ty = f.ty(v);
            let bank = if ty == Type::I1 { Bank::LaneMask } else { Bank::Vgpr };
            let (block, index) = match f.value(v).def {
                ValueDef::Param(b, _) => (b, 0),
                ValueDef::Result(op, _) => {
                    let b = f.op(op).block;
                    (b, f.block(b).ops.iter().position(|&o| o == op).expect("placed op") + 1)
                }
            };
            let op = f.create_op(Opcode::Copy, vec![v], &[ty]);
            f.place_op(block, op, Some(index));
            let c = f.result(op);
            f.values[c.index()].bank = bank;
            c
        });
        replace_use(f, user, v, copy);
    }
}

fn replace_use(f: &mut Function, user: OpId, old: Value, new: Value) {
    let data = f.op_mut(user);
    for o in data
        .operands
        .iter_mut()
        .chain(data.successors.iter_mut().flat_map(|s| s.args.iter_mut()))
    {
        if *o == old {
            *o = new;
        }
    }
}

/// Where an SGPR operand is needed but the value sits in a VGPR (a uniform value the vector
/// unit computed), read the first active lane; where a block argument's bank differs from its
/// parameter's, copy it before the branch.
fn insert_bank_copies(f: &mut Function) {
    for b in f.block_ids() {
        let mut i = 0;
        while i < f.block(b).ops.len() {
            let op = f.block(b).ops[i];
            // Cross-lane ops (ballot, compare masks, readlane, ...) read their operands per
            // lane even though their results are uniform.
            let opcode = f.op(op).opcode;
            let needs_sgpr = f.op(op).results.first().is_some_and(|&r| f.value(r).bank == Bank::Sgpr)
                && !opcode.is_convergent()
                && opcode != Opcode::Copy
                && !matches!(opcode, Opcode::InlineAsm(_));
            let mut inserted = 0;
            if needs_sgpr {
                for k in 0..f.op(op).operands.len() {
                    let v = f.op(op).operands[k];
                    if f.value(v).bank == Bank::Vgpr {
                        let read = f.create_op(Opcode::ReadFirstLane, vec![v], &[f.ty(v)]);
                        mark_uniform_read(f, read);
                        f.place_op(b, read, Some(i + inserted));
                        inserted += 1;
                        let s = f.result(read);
                        f.values[s.index()].bank = Bank::Sgpr;
                        f.op_mut(op).operands[k] = s;
                    }
                }
            }
            i += inserted;
            if f.op(op).opcode.is_terminator() {
                for s in 0..f.op(op).successors.len() {
                    let target = f.op(op).successors[s].block;
                    for a in 0..f.op(op).successors[s].args.len() {
                        let arg = f.op(op).successors[s].args[a];
                        let param = f.block(target).params[a];
                        let (from, to) = (f.value(arg).bank, f.value(param).bank);
                        // (A uniform boolean for a lane-mask parameter needs no lane mask of
                        // its own: the edge's copy merges all active lanes or none.)
                        if from == to || to == Bank::Unassigned || (from, to) == (Bank::Sgpr, Bank::LaneMask) {
                            continue;
                        }
                        let opcode = if from == Bank::Vgpr && to == Bank::Sgpr {
                            Opcode::ReadFirstLane
                        } else {
                            Opcode::Copy
                        };
                        let c = f.create_op(opcode, vec![arg], &[f.ty(arg)]);
                        if opcode == Opcode::ReadFirstLane {
                            mark_uniform_read(f, c);
                        }
                        let pos = f.block(b).ops.len() - 1;
                        f.place_op(b, c, Some(pos));
                        let v = f.result(c);
                        f.values[v.index()].bank = to;
                        f.op_mut(op).successors[s].args[a] = v;
                    }
                }
            }
            i += 1;
        }
    }
}

/// Marks a `readfirstlane` that only moves a uniform value from a VGPR to an SGPR: every active
/// lane holds the value, so the lanes it runs with do not matter — it is no convergent
/// operation in the sense of convergence tokens (the MIR verifier lets it stand uncontrolled
/// in a function with tokens).
fn mark_uniform_read(f: &mut Function, read: OpId) {
    f.op_mut(read).set_attr("uniform", Attr::Word("uniform".into()));
}

/// The `regbankselect` pass.
pub struct RegBankSelect {
    pub options: Options,
}

impl mir::pass::Pass for RegBankSelect {
    fn name(&self) -> &'static str {
        "regbankselect"
    }
    fn description(&self) -> &'static str {
        "assign SGPR/VGPR/lane-mask banks from uniformity"
    }
    fn run(&self, module: &mut Module) -> Result<(), mir::pass::PassError> {
        for f in &mut module.functions {
            select_banks(f, &self.options);
        }
        Ok(())
    }
}
