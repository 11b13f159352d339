//! Register allocation with regalloc2, run once per register file over the CFG that file lives
//! on (DESIGN.md, "Two CFGs"):
//!
//! - **VGPRs follow the logical CFG.** Each lane walks it, and vector writes touch only active
//!   lanes. The regalloc2 blocks are the MIR blocks plus one edge block per CFG edge; an edge
//!   block's code (block-argument moves) runs inside the terminator's code, under exactly the
//!   lanes taking that edge, so divergent phis need no blends.
//! - **SGPRs and lane masks follow the linear CFG** the wave walks: each block goes on to the
//!   blocks of the slots its dispatch can pick ([`Schedule::next_slots`]). A scalar is written
//!   once per wave, so each scalar value is a *variable* written where its code runs (a block
//!   parameter: in the code of each incoming edge) and read where it is used; it is put into
//!   SSA form on the linear CFG first, with block parameters where linear paths meet and
//!   "undefined" where no write reaches.
//!
//! An op selected before allocation is allocated per selected instruction in each file where
//! its code allows ([`splittable`], [`split_op`]): each of its instructions that touches the
//! file is one regalloc2 instruction reading and writing the op's values and scratch slots as
//! vregs (a dword written into a value or slot already holding others is a reuse def, which
//! keeps them), so scratch lives only from its write to its last read and the allocator may
//! move values between the op's instructions. Everything else is a [`Bundle`]: the code of one
//! kernel argument load, edge copy, block terminator, stub or op selected after allocation is
//! one regalloc2 instruction, its uses read and its defs written anywhere inside it, so a def
//! may share a register with a use that dies there only when the code reads every use before
//! it first writes the def.
//!
//! Each file has two classes: single registers (regalloc2's `Int`) and pairs (`Float`: 64-bit
//! values and lane masks). regalloc2 treats classes as disjoint (and caps each at 63
//! registers), so its registers are then placed into the real file by interference on the
//! allocated code: a single and a pair whose values are never live at once may share
//! ([`pack`]). Its spill slots go to the registers of the file left free after them, as far as
//! the budget allows ([`SlotRegisters`]). regalloc2 also spreads values over every register it
//! is offered, so each class is offered the fewest registers it manages without spilling (a
//! binary search).
//!
//! Slot lane masks are scalar variables too (written by terminators, read and cleared by
//! stubs, tested by dispatches); an undefined mask is an empty one.

use super::assign::{dwords, Loc};
use super::cfgs::{Cfgs, Exit, LinearNode};
use super::isel::{Pieces, Selected};
use crate::schedule::Schedule;
use mir::cycles::CycleInfo;
use mir::dom::DomTree;
use mir::*;
use ra::{
    Allocation, Block as RBlock, Edit, Inst as RInst, InstRange, Operand as ROp, OperandKind, PReg, PRegSet, RegClass,
    VReg,
};
use regalloc2 as ra;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// The register file a bank lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum File {
    Sgpr,
    Vgpr,
}

pub fn file_of(bank: Bank) -> Option<File> {
    match bank {
        Bank::Sgpr | Bank::Scc | Bank::LaneMask => Some(File::Sgpr),
        Bank::Vgpr => Some(File::Vgpr),
        Bank::Unassigned => None,
    }
}

/// What a bundle's code is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Loads kernel argument `index` (the entry block's parameter) from the kernarg segment.
    ArgLoad(usize),
    Op(OpId),
    /// The block's terminator: scalar block arguments, lane masks of the slots it sends lanes to.
    Terminator(Block),
    /// A vector parameter whose argument is not in a VGPR (a scalar or an inline constant): the
    /// argument is first copied into a fresh VGPR, in the edge's code.
    EdgeCopy {
        from: Block,
        succ: usize,
        param: usize,
    },
    /// A slot's stub: exec := its mask, mask := 0.
    Stub(usize),
}

/// One regalloc2 instruction.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub kind: Kind,
    /// Values read (only those living in registers), each once.
    pub uses: Vec<Value>,
    /// Values written.
    pub defs: Vec<Value>,
    /// Defs that keep their old value where the bundle does not write them: lane-mask merges,
    /// and scalar parameters written only on some of the terminator's paths.
    pub keeps_old: Vec<Value>,
    /// The expansion writes a def before it last reads a use: defs must not share their
    /// registers.
    pub early_defs: bool,
    /// Scalar arguments the terminator also overwrites (as a parameter): copied aside first.
    pub parks: Vec<Value>,
    /// Scratch registers the expansion uses: (slot, registers). Slots 0..3 are `Temps::s`,
    /// 3..7 are `Temps::v`, 7 is a terminator's compare mask.
    pub temps: Vec<(usize, u8)>,
    /// Slot lane masks: read (a stub), written, and written keeping the old lanes (a
    /// terminator adds the lanes it sends to a slot).
    pub mask_read: Option<usize>,
    pub masks_written: Vec<usize>,
    pub masks_kept: Vec<usize>,
    /// Scalar parameters a branch writes with an argument (and need not keep the old value
    /// of), each allocated in the argument's register (the allocator copies the argument there
    /// first if it must), so that a loop-carried value needs no copy of its own.
    pub ties: Vec<(Value, Value)>,
    /// The scratch slot (of `Temps::s`) the expansion keeps in VCC instead of allocated
    /// SGPRs: VCC is never allocated, so an op whose expansion touches VCC no other way can
    /// keep one of its internal temporaries (a carry, a mask) there for free.
    pub vcc_temp: Option<(usize, u8)>,
    /// The expansion reads or writes VCC itself (not through `vcc_temp`).
    pub touches_vcc: bool,
    /// The code reads the kernarg segment pointer where it arrived (see [`SgprInputs`]).
    pub reads_kernarg: bool,
    /// An op's: the memory counters its code increments, and whether it is one instruction
    /// (see [`Expansion`]).
    pub counters: Counters,
    pub single_instruction: bool,
}

impl Bundle {
    fn new(kind: Kind) -> Bundle {
        Bundle {
            kind,
            uses: vec![],
            defs: vec![],
            keeps_old: vec![],
            early_defs: false,
            parks: vec![],
            temps: vec![],
            mask_read: None,
            masks_written: vec![],
            masks_kept: vec![],
            ties: vec![],
            vcc_temp: None,
            touches_vcc: false,
            reads_kernarg: false,
            counters: Counters { vm: false, lgkm: true },
            single_instruction: false,
        }
    }
}

/// What an op's selected code needs of the allocator (`codegen::isel`).
#[derive(Clone, Debug, Default)]
pub struct Expansion {
    /// It writes a result before it last reads an operand.
    pub early_defs: bool,
    pub temps: Vec<(usize, u8)>,
    /// The scratch slot kept in VCC and its width (see [`Bundle::vcc_temp`]), not among
    /// `temps`.
    pub vcc_temp: Option<(usize, u8)>,
    /// The expansion reads or writes VCC other than through `vcc_temp`.
    pub touches_vcc: bool,
    /// The memory counters its code increments (see [`Counters`]).
    pub counters: Counters,
    /// Its code is one instruction (which reads all its operands before it writes).
    pub single_instruction: bool,
}

/// Which `s_waitcnt` counters an op's code increments (`waitcnt.rs`): `vm` when it surely
/// starts a VMEM access (reading its result then waits for it), `lgkm` when it may start an
/// LGKM one (a scalar load, LDS, FLAT, a message). Code selected after allocation counts as
/// neither sure VMEM nor free of LGKM.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counters {
    pub vm: bool,
    pub lgkm: bool,
}

/// Number of scratch register slots (`Temps::s`, `Temps::v`, a terminator's compare mask).
pub const TEMP_SLOTS: usize = 8;

fn temp_file(slot: usize) -> File {
    if (3..7).contains(&slot) {
        File::Vgpr
    } else {
        File::Sgpr
    }
}

/// The SGPRs the hardware initializes, when they are allocated like any value (from s0, where
/// they arrive) rather than set aside for the whole kernel: the kernarg segment pointer, which
/// the bundles that read it (`Bundle::reads_kernarg`) find in its pair, and the values that
/// arrive in SGPRs (work-group ids, the dispatch pointer), defined where they arrive.
#[derive(Clone, Debug)]
pub struct SgprInputs {
    /// First SGPR of the kernarg segment pointer.
    pub kernarg: u8,
    /// Values in input SGPRs, by first register; the ops defining them make no code.
    pub values: Vec<(Value, u8)>,
    /// First SGPR past the inputs.
    pub end: u32,
    /// Input SGPRs that stay set aside for the whole kernel (the private segment's wave offset,
    /// which far spill slots use as `soffset`).
    pub blocked: Vec<u32>,
    /// Widths of the values (1 or 2).
    pub widths: Vec<u8>,
}

impl SgprInputs {
    /// regalloc2's registers of the inputs and where they land: pair 0 is the kernarg pointer,
    /// then the pair values, and singles from 0 (in `values` order).
    fn pins(&self) -> Vec<(PReg, u32)> {
        let mut pins = vec![(PReg::new(0, RegClass::Float), self.kernarg as u32)];
        let (mut pairs, mut singles) = (1, 0);
        for (&(_, at), &w) in self.values.iter().zip(&self.widths) {
            if w == 2 {
                pins.push((PReg::new(pairs, RegClass::Float), at as u32));
                pairs += 1;
            } else {
                pins.push((PReg::new(singles, RegClass::Int), at as u32));
                singles += 1;
            }
        }
        pins
    }

    /// The pinned register of each input value (as `pins` numbers them).
    fn preg_of(&self, v: Value) -> Option<PReg> {
        let (mut pairs, mut singles) = (1, 0);
        for (&(x, _), &w) in self.values.iter().zip(&self.widths) {
            let r = if w == 2 {
                pairs += 1;
                PReg::new(pairs - 1, RegClass::Float)
            } else {
                singles += 1;
                PReg::new(singles - 1, RegClass::Int)
            };
            if x == v {
                return Some(r);
            }
        }
        None
    }
}

/// The bundles of a function, in code order.
pub struct Plan {
    pub bundles: Vec<Bundle>,
    /// Per block: argument loads, ops, and the terminator last.
    pub body: Vec<Vec<usize>>,
    /// Per block, per successor edge: its edge copies.
    pub edge_copies: Vec<Vec<Vec<usize>>>,
    /// Per slot: its stub, if some dispatch may pick the slot.
    pub stubs: Vec<Option<usize>>,
    /// Values that live in VCC from their op (or argument load) to their last use, allocated
    /// nowhere: lane masks and 64-bit kernel arguments (see `masks_in_vcc`).
    pub vcc_values: Vec<Value>,
    /// The input SGPRs, when they are allocated.
    pub inputs: Option<SgprInputs>,
}

/// Ops whose lane-mask result merges into its old bits (see `select::copy_value`).
fn merges_into_result(f: &Function, op: OpId) -> bool {
    let d = f.op(op);
    matches!(
        d.opcode,
        Opcode::Copy
            | Opcode::PtrToInt
            | Opcode::IntToPtr
            | Opcode::Bitcast
            | Opcode::ReadFirstLane
            | Opcode::AddrSpaceCast
    ) && d.results.first().is_some_and(|&r| f.value(r).bank == Bank::LaneMask)
}

fn push_unique(list: &mut Vec<Value>, v: Value) {
    if !list.contains(&v) {
        list.push(v);
    }
}

/// Lays out the bundles of `f`. `in_register(v)`: the value needs a register (not a token, not
/// an inline constant); `expand(op)`: what the op's expansion needs (see [`Expansion`]).
pub fn plan(
    f: &Function,
    schedule: &Schedule,
    cfgs: &Cfgs,
    in_register: &dyn Fn(Value) -> bool,
    expand: &mut dyn FnMut(OpId) -> Expansion,
    inputs: Option<SgprInputs>,
) -> Plan {
    let pinned = |op: OpId| {
        inputs.as_ref().is_some_and(|i| {
            f.op(op)
                .results
                .first()
                .is_some_and(|r| i.values.iter().any(|&(v, _)| v == *r))
        })
    };
    let kernarg_input = inputs.is_some();
    // Ops whose code reads the kernarg pointer's input registers.
    let reads_kernarg = |op: OpId| {
        let d = f.op(op);
        match d.opcode {
            Opcode::KernargPtr | Opcode::ImplicitargPtr => true,
            Opcode::Load => d
                .operands
                .first()
                .and_then(|&p| f.def_op(p))
                .is_some_and(|o| f.op(o).opcode == Opcode::KernargPtr),
            _ => false,
        }
    };
    let mut bundles = Vec::new();
    let mut body = vec![Vec::new(); f.blocks.len()];
    let mut edge_copies = vec![Vec::new(); f.blocks.len()];
    let mut used = vec![false; f.values.len()];
    for (_, v) in f.uses() {
        used[v.index()] = true;
    }
    let mut use_blocks = vec![Vec::new(); f.values.len()];
    for (op, v) in f.uses() {
        use_blocks[v.index()].push(f.op(op).block);
    }
    let reachable = &cfgs.linear.reachable;
    let arg_home = argument_homes(f, &use_blocks);
    for b in f.block_ids().filter(|b| reachable[b.index()]) {
        let add = |bundles: &mut Vec<Bundle>, bundle: Bundle| {
            bundles.push(bundle);
            bundles.len() - 1
        };
        let ops = &f.block(b).ops;
        let body_ops = &ops[..ops.len().saturating_sub(1)];
        // The entry starts with the work-item ids (still in the registers the hardware put
        // them in), then loads the kernel arguments.
        let inputs = if b == f.entry() {
            body_ops
                .iter()
                .take_while(|&&op| super::call::is_vgpr_input(f, op))
                .count()
        } else {
            0
        };
        let op_bundle = |bundles: &mut Vec<Bundle>, op: OpId, e: Expansion| {
            let d = f.op(op);
            let mut uses = Vec::new();
            for &v in d.operands.iter().filter(|&&v| in_register(v)) {
                push_unique(&mut uses, v);
            }
            let defs: Vec<Value> = d.results.iter().copied().filter(|&r| in_register(r)).collect();
            let keeps_old = if merges_into_result(f, op) {
                defs.clone()
            } else {
                vec![]
            };
            // (A scalar load through the kernarg pointer writes no register of it, which the
            // load before it in a clause may still read.)
            let kernarg = kernarg_input && reads_kernarg(op);
            add(
                bundles,
                Bundle {
                    uses,
                    defs,
                    keeps_old,
                    reads_kernarg: kernarg,
                    early_defs: e.early_defs || kernarg,
                    temps: e.temps,
                    vcc_temp: e.vcc_temp,
                    touches_vcc: e.touches_vcc,
                    counters: e.counters,
                    single_instruction: e.single_instruction,
                    ..Bundle::new(Kind::Op(op))
                },
            )
        };
        for &op in &body_ops[..inputs] {
            let e = expand(op);
            let k = op_bundle(&mut bundles, op, e);
            body[b.index()].push(k);
        }
        let body_ops: Vec<OpId> = body_ops.iter().copied().filter(|&op| !pinned(op)).collect();
        let inputs = body_ops
            .iter()
            .take_while(|&&op| super::call::is_vgpr_input(f, op))
            .count()
            .min(inputs);
        let rest = &body_ops[inputs..];
        let expansions: Vec<Expansion> = rest.iter().map(|&op| expand(op)).collect();
        let counters: Vec<Counters> = expansions.iter().map(|e| e.counters).collect();
        // Kernel arguments: scalar ones first; a vector one (loaded through a scalar pair and
        // moved, which waits for the load) after the scalar loads that start the block, so
        // that those are issued before the wait. A scalar argument is loaded in its home block
        // (see `argument_homes`), so that it does not hold SGPRs before it is needed: at the
        // top, or where a wait comes anyway before its first use (see `argument_load_points`).
        let mut vector_args = Vec::new();
        // Argument loads placed before `rest[j]` (the terminator at `rest.len()`).
        let mut deferred = vec![Vec::new(); rest.len() + 1];
        {
            let entry_params = &f.block(f.entry()).params;
            let loads = |i: usize, p: Value| i < f.args.len() && used[p.index()] && in_register(p);
            let scalar_args: Vec<Value> = entry_params
                .iter()
                .enumerate()
                .filter(|&(i, &p)| loads(i, p) && arg_home[i] == b && file_of(f.value(p).bank) == Some(File::Sgpr))
                .map(|(_, &p)| p)
                .collect();
            let points: HashMap<Value, usize> = scalar_args
                .iter()
                .zip(argument_load_points(
                    f,
                    rest,
                    &counters,
                    ops.last().copied(),
                    &scalar_args,
                ))
                .filter_map(|(&a, at)| Some((a, at?)))
                .collect();
            for (i, &p) in entry_params.iter().enumerate() {
                let vector = file_of(f.value(p).bank) == Some(File::Vgpr);
                let home = if vector { f.entry() } else { arg_home[i] };
                if loads(i, p) && home == b {
                    let k = add(
                        &mut bundles,
                        Bundle {
                            defs: vec![p],
                            temps: if vector { vec![(0, width(f, p))] } else { vec![] },
                            reads_kernarg: kernarg_input,
                            early_defs: kernarg_input,
                            ..Bundle::new(Kind::ArgLoad(i))
                        },
                    );
                    if vector {
                        vector_args.push(k);
                    } else {
                        match points.get(&p) {
                            Some(&j) => deferred[j].push(k),
                            None => body[b.index()].push(k),
                        }
                    }
                }
            }
        }
        let starts_loads = |op: OpId| {
            let d = f.op(op);
            let scalar = d.results.first().is_some_and(|&r| f.value(r).bank == Bank::Sgpr);
            let input_pointer = matches!(
                d.opcode,
                Opcode::KernargPtr | Opcode::ImplicitargPtr | Opcode::DispatchPtr
            );
            input_pointer || (d.opcode == Opcode::Load && scalar)
        };
        let leading_loads = rest.iter().take_while(|&&op| starts_loads(op)).count();
        for ((n, &op), e) in rest.iter().enumerate().zip(expansions) {
            if n == leading_loads {
                body[b.index()].append(&mut vector_args);
            }
            body[b.index()].append(&mut deferred[n]);
            let k = op_bundle(&mut bundles, op, e);
            body[b.index()].push(k);
        }
        body[b.index()].append(&mut vector_args);
        body[b.index()].append(&mut deferred[rest.len()]);
        let Some(&term) = ops.last() else { continue };
        let d = f.op(term);
        // Scratch pairs a terminator uses: 0 saves exec at a divergent branch, 7 compares switch
        // cases, 1 makes lane masks of uniform booleans and holds case values (`mask_of`), 2
        // merges lane masks (`merge_mask`).
        let divergent = d
            .operands
            .first()
            .is_some_and(|&c| matches!(f.value(c).bank, Bank::LaneMask | Bank::Vgpr));
        let mut temps = Vec::new();
        if divergent {
            temps.push((0, 2));
        }
        if divergent && d.opcode == Opcode::Switch {
            temps.push((7, 2));
        }
        // (Case values of 64-bit switches go through an SGPR pair, uniform ones too.)
        if d.opcode == Opcode::Switch && (divergent || f.ty(d.operands[0]).bits() == 64) {
            temps.push((1, 2));
        }
        for edge in &d.successors {
            for (&p, &a) in f.block(edge.block).params.iter().zip(&edge.args) {
                if f.value(p).bank == Bank::LaneMask {
                    for slot in [1, 2] {
                        if !temps.contains(&(slot, 2)) && (slot == 2 || f.value(a).bank != Bank::LaneMask) {
                            temps.push((slot, 2));
                        }
                    }
                }
            }
        }
        let mut t = Bundle {
            early_defs: true,
            temps,
            ..Bundle::new(Kind::Terminator(b))
        };
        let exit = &cfgs.linear.exits[b.index()];
        if cfgs.linear.dispatches(b) {
            // A primed mask is written only by the branch priming it, never by edges into it.
            let slots = d.successors.iter().map(|edge| schedule.edge_slot(b, edge.block));
            for s in slots.filter(|&s| !schedule.is_primed(s)).chain(schedule.primes(b)) {
                if !t.masks_written.contains(&s) {
                    t.masks_written.push(s);
                }
            }
            t.masks_kept = t.masks_written.clone();
        } else if let Some(s) = schedule.primes(b) {
            // A uniform branch jumping straight on primes its join's mask afresh.
            t.masks_written.push(s);
        }
        // Lanes falling into a slot whose entry primes a join write its mask (afresh).
        let entered = match *exit {
            Exit::FallsInto(to) => Some(schedule.edge_slot(b, to)),
            _ => None,
        };
        t.masks_written.extend(entered.and_then(|s| schedule.entry_primes(s)));
        for &v in d.operands.iter().filter(|&&v| in_register(v)) {
            push_unique(&mut t.uses, v);
        }
        let conditional = d.opcode != Opcode::Br;
        let back_edge_only =
            |to: Block, p: Value| !divergent && dead_after_leaving_loop(f, schedule, &use_blocks, b, to, p);
        edge_copies[b.index()] = vec![Vec::new(); d.successors.len()];
        for (k, edge) in d.successors.iter().enumerate() {
            for (i, (&p, &a)) in f.block(edge.block).params.iter().zip(&edge.args).enumerate() {
                let pbank = f.value(p).bank;
                match file_of(pbank) {
                    Some(File::Sgpr) => {
                        if in_register(a) {
                            push_unique(&mut t.uses, a);
                        }
                        push_unique(&mut t.defs, p);
                        let written_anyway = divergent && d.opcode == Opcode::CondBr && written_unguarded(f, a);
                        if (conditional && !written_anyway && !back_edge_only(edge.block, p)) || pbank == Bank::LaneMask
                        {
                            push_unique(&mut t.keeps_old, p);
                        }
                    }
                    Some(File::Vgpr) if !(in_register(a) && file_of(f.value(a).bank) == Some(File::Vgpr)) => {
                        if in_register(a) {
                            push_unique(&mut t.uses, a);
                        }
                        let c = add(
                            &mut bundles,
                            Bundle::new(Kind::EdgeCopy {
                                from: b,
                                succ: k,
                                param: i,
                            }),
                        );
                        edge_copies[b.index()][k].push(c);
                    }
                    _ => {}
                }
            }
        }
        for k in 0..t.uses.len() {
            let a = t.uses[k];
            if t.defs.contains(&a) {
                t.parks.push(a);
            }
        }
        for edge in &d.successors {
            let ties = scalar_ties(f, edge, &t, in_register);
            t.ties.extend(ties);
        }
        let k = add(&mut bundles, t);
        body[b.index()].push(k);
    }
    // Stubs of the slots some dispatch may pick.
    // A stub before a block that only returns need not set EXEC (`s_endpgm` ignores it), so it
    // does not read its mask: a mask only such a stub reads (the join of a guard `if` around the
    // whole kernel, saved at the branch) then holds no SGPRs across the region.
    let only_returns = |b: Block| {
        let ops = &f.block(b).ops;
        ops.len() == 1 && f.op(ops[0]).opcode == Opcode::Ret
    };
    let stubs = (0..schedule.slots.len())
        .map(|s| {
            cfgs.linear.dispatched[s].then(|| {
                let sets_exec = !only_returns(schedule.slots[s].block()) || schedule.entry_primes(s).is_some();
                bundles.push(Bundle {
                    mask_read: sets_exec.then_some(s),
                    masks_written: std::iter::once(s).chain(schedule.entry_primes(s)).collect(),
                    ..Bundle::new(Kind::Stub(s))
                });
                bundles.len() - 1
            })
        })
        .collect();
    let mut plan = Plan {
        bundles,
        body,
        edge_copies,
        stubs,
        vcc_values: Vec::new(),
        inputs,
    };
    masks_in_vcc(f, &mut plan, reachable);
    plan
}

/// Puts lane masks in VCC where that is free: a compare (or a logic op on lane masks) whose
/// uses are all later in its block, as operands (the block's branch included), with no code
/// from it to its last use touching VCC. VCC is never allocated, so the mask takes no SGPRs
/// (llc keeps such masks in VCC, with the VOPC `_e32` compares). Scratch slots those bundles
/// kept in VCC go back to allocated registers. Then, clear of the masks, a 64-bit kernel
/// argument (a pointer) read only later in its block, by ALU code, with no scratch value kept
/// in VCC between (but by its last reader, if that is one instruction): loaded into VCC, it
/// takes no SGPRs among the arguments loaded at the top of the block.
fn masks_in_vcc(f: &Function, plan: &mut Plan, reachable: &[bool]) {
    let mut use_ops: HashMap<Value, Vec<OpId>> = HashMap::default();
    let mut block_arg = vec![false; f.values.len()];
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            for &v in &d.operands {
                use_ops.entry(v).or_default().push(op);
            }
            for s in &d.successors {
                for &a in &s.args {
                    block_arg[a.index()] = true;
                }
            }
        }
    }
    for b in f.block_ids().filter(|b| reachable[b.index()]) {
        let body = plan.body[b.index()].clone();
        // Where each op's bundle (the terminator's too) is in the block's code.
        let term = f.block(b).ops.last().copied();
        let position: HashMap<OpId, usize> = body
            .iter()
            .enumerate()
            .filter_map(|(at, &x)| match plan.bundles[x].kind {
                Kind::Op(o) => Some((o, at)),
                Kind::Terminator(_) => term.map(|t| (t, at)),
                _ => None,
            })
            .collect();
        // How many bundles before each point touch VCC themselves.
        let mut touching = vec![0usize; body.len() + 1];
        for (at, &x) in body.iter().enumerate() {
            touching[at + 1] = touching[at] + plan.bundles[x].touches_vcc as usize;
        }
        // The ranges of bundles (first, last) whose VCC holds a value. Lane masks first: a
        // mask out of VCC costs the compare's 32-bit form, a pointer only its SGPRs.
        let mut taken: Vec<(usize, usize)> = Vec::new();
        for pairs in [false, true] {
            // Bundles from here on are free of VCC values (of this round).
            let mut free_from = 0;
            for (i, &k) in body.iter().enumerate() {
                if i < free_from {
                    continue;
                }
                let bundle = &plan.bundles[k];
                // A lane mask made by a compare or logic op, or a 64-bit kernel argument.
                let c = match (bundle.kind, pairs) {
                    (Kind::Op(op), false) => {
                        let d = f.op(op);
                        // (A compare-and-swap's second result is its success mask.)
                        let c = match (d.opcode, &d.results[..]) {
                            (Opcode::CmpXchg, &[_, ok]) => ok,
                            (_, &[c]) => c,
                            _ => continue,
                        };
                        let logic = matches!(d.opcode, Opcode::And | Opcode::Or | Opcode::Xor);
                        let compare = matches!(
                            d.opcode,
                            Opcode::Icmp(_) | Opcode::Fcmp(_) | Opcode::FClass | Opcode::CmpXchg
                        );
                        if f.value(c).bank != Bank::LaneMask || !(compare || logic) {
                            continue;
                        }
                        c
                    }
                    (Kind::ArgLoad(_), true) => match bundle.defs[..] {
                        [c] if f.value(c).bank == Bank::Sgpr && width(f, c) == 2 && bundle.vcc_temp.is_none() => c,
                        _ => continue,
                    },
                    _ => continue,
                };
                if !bundle.defs.contains(&c) || block_arg[c.index()] || bundle.touches_vcc {
                    continue;
                }
                let Some(users) = use_ops.get(&c) else { continue };
                // Each user's bundle, after this one in the block.
                let mut last = i;
                let mut ok = true;
                for &u in users {
                    let at = position.get(&u).copied();
                    match at {
                        Some(at) if at > i && f.op(u).block == b => last = last.max(at),
                        _ => ok = false,
                    }
                    if term == Some(u) && !(f.op(u).opcode == Opcode::CondBr && f.op(u).operands[..] == [c]) {
                        ok = false;
                    }
                    // (Inline asm names its operands' registers in its text, as SGPR numbers.)
                    if matches!(f.op(u).opcode, Opcode::InlineAsm(_)) {
                        ok = false;
                    }
                    // A pointer is read by ALU code only (memory instructions' SGPR address
                    // fields are left alone), and never by the block's branch.
                    if pairs {
                        let alu = at.is_some_and(|at| {
                            let c = plan.bundles[body[at]].counters;
                            !c.vm && !c.lgkm
                        });
                        ok &= alu && term != Some(u);
                    }
                }
                if !ok || last == i || touching[last + 1] != touching[i + 1] {
                    continue;
                }
                if pairs {
                    // Clear of the masks, and nothing between keeps a scratch value in VCC; the
                    // last reader may, when it is one instruction (which reads the pointer
                    // before it writes VCC).
                    let keeps = |x: usize| plan.bundles[x].vcc_temp.is_some();
                    let last_bundle = &plan.bundles[body[last]];
                    if taken.iter().any(|&(a, z)| a <= last && i <= z)
                        || body[i + 1..last].iter().any(|&x| keeps(x))
                        || (keeps(body[last]) && !last_bundle.single_instruction)
                    {
                        continue;
                    }
                }
                for &x in &body[i..=last] {
                    let bx = &mut plan.bundles[x];
                    if !pairs {
                        if let Some(t) = bx.vcc_temp.take() {
                            bx.temps.push(t);
                        }
                    }
                    bx.uses.retain(|&v| v != c);
                    bx.defs.retain(|&v| v != c);
                }
                plan.vcc_values.push(c);
                taken.push((i, last));
                free_from = last + 1;
            }
        }
    }
    // A divergent branch's code touches VCC nowhere else, so one of its scratch pairs is VCC
    // where no mask lives there: the case compare of a switch (slot 7), or the copy of EXEC of
    // a two-way branch (slot 0).
    let in_vcc: HashSet<Value> = plan.vcc_values.iter().copied().collect();
    for b in f.block_ids().filter(|b| reachable[b.index()]) {
        let Some(&k) = plan.body[b.index()].last() else {
            continue;
        };
        let term = f.op(*f.block(b).ops.last().expect("a terminator"));
        let bundle = &mut plan.bundles[k];
        let slot = match term.opcode {
            Opcode::Switch => 7,
            Opcode::CondBr if !in_vcc.contains(&term.operands[0]) => 0,
            _ => continue,
        };
        if let Some(at) = bundle.temps.iter().position(|&(t, _)| t == slot) {
            bundle.vcc_temp = Some(bundle.temps.remove(at));
        }
    }
}

/// Where in their home block the loads of scalar kernel arguments `args` go, when not at the
/// top: before `ops[j]`, the last op before the argument's first use (`ops.len()`: the block's
/// terminator `term`) whose code waits for a memory result anyway, if no LGKM access starts
/// between that op and the use. The scalar load then issues while the wave waits there, and
/// its own wait merges into that one (`waitcnt::push_wait`), so it costs no instruction, and
/// its SGPRs are not taken by the loads at the top of the block, where all of them are in
/// flight at once (with the kernarg pointer they read); a pointer only the final store needs
/// is loaded while the kernel waits for its global loads, as llc loads it where it is first
/// needed. An op waits where it reads a result of the block's memory accesses (`counters`;
/// the arguments count as loaded at the top) not yet waited for: VMEM results arrive in
/// order, so a wait for one covers those issued before it; LGKM waits are for zero (scalar
/// loads return out of order). Before the block's first wait the load stays at the top, with
/// the others. One walk of the block for all the arguments.
fn argument_load_points(
    f: &Function,
    ops: &[OpId],
    counters: &[Counters],
    term: Option<OpId>,
    args: &[Value],
) -> Vec<Option<usize>> {
    // Each argument's first use (None: not used in the block).
    let is_arg: HashSet<Value> = args.iter().copied().collect();
    let mut first_use: HashMap<Value, usize> = HashMap::default();
    for (j, &op) in ops.iter().chain(term.iter()).enumerate() {
        for &v in f.op(op).operands.iter().filter(|v| is_arg.contains(v)) {
            first_use.entry(v).or_insert(j);
        }
    }
    if first_use.is_empty() {
        return vec![None; args.len()];
    }
    let last_use = first_use.values().copied().max().unwrap_or(0);
    // Where each memory result of the block so far comes from (ops[j] at j + 1, the arguments
    // loaded at the top at 0), and the counters of its code.
    let top = Counters { vm: false, lgkm: true };
    let mut produced: HashMap<Value, (usize, Counters)> = args.iter().map(|&a| (a, (0, top))).collect();
    // The results from before these have been waited for.
    let (mut vm_done, mut lgkm_done) = (0, 0);
    let (mut first_wait, mut point) = (None, None);
    let mut lgkm_since = false;
    // The place for an argument first used at `ops[j]`.
    let mut place = Vec::with_capacity(last_use + 1);
    for (j, &op) in ops.iter().enumerate().take(last_use) {
        place.push(point.filter(|_| !lgkm_since));
        let mut waits = false;
        for v in &f.op(op).operands {
            let Some(&(at, c)) = produced.get(v) else { continue };
            if c.vm && at >= vm_done {
                vm_done = at + 1;
                waits = true;
            }
            if c.lgkm && at >= lgkm_done {
                lgkm_done = j + 1;
                waits = true;
            }
        }
        if waits {
            // (Up to the block's first wait, the load is in the batch at the top anyway.)
            point = first_wait.is_some().then_some(j);
            first_wait.get_or_insert(j);
            lgkm_since = false;
        }
        let c = counters[j];
        lgkm_since |= c.lgkm;
        if c.vm || c.lgkm {
            for &r in &f.op(op).results {
                produced.insert(r, (j + 1, c));
            }
        }
    }
    place.push(point.filter(|_| !lgkm_since));
    args.iter().map(|a| first_use.get(a).and_then(|&j| place[j])).collect()
}

/// Per entry parameter (kernel argument): the block whose code loads it. The nearest common
/// dominator of its uses, moved up the dominator tree out of every cycle (the load then runs
/// once, as LICM would hoist it): an argument only some branch needs takes no registers
/// before (or beside) it, as llc loads arguments in the block that first needs them.
fn argument_homes(f: &Function, use_blocks: &[Vec<Block>]) -> Vec<Block> {
    let entry = f.entry();
    let params = &f.block(entry).params;
    if params.is_empty() {
        return Vec::new();
    }
    let dom = DomTree::compute(f);
    let cycles = CycleInfo::compute(f);
    params
        .iter()
        .map(|&p| {
            let mut uses = use_blocks[p.index()].iter().copied().filter(|&u| dom.is_reachable(u));
            let Some(first) = uses.next() else { return entry };
            let mut home = first;
            for u in uses {
                while !dom.dominates(home, u) {
                    home = dom.idom(home).unwrap_or(entry);
                }
            }
            while cycles.depth_of(home) > 0 {
                home = dom.idom(home).unwrap_or(entry);
            }
            home
        })
        .collect()
}

/// Who an instruction operand stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Owner {
    Value(Value),
    /// A park temporary of the bundle's terminator: `parks[i]`.
    Park(usize),
    /// The fresh VGPR of an edge copy.
    EdgeCopy,
    /// Scratch register slot of the expansion.
    Temp(usize),
    /// The lane mask of a slot, as read, and as written.
    Mask(usize),
    MaskDef(usize),
    /// A def standing for an empty lane mask (zeroes its register).
    Zero,
    /// A def standing for an undefined value (no code).
    Undef,
    /// The kernarg segment pointer, read where it arrived.
    Kernarg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Term {
    None,
    Branch,
    Ret,
}

struct InstData {
    ops: Vec<ROp>,
    owners: Vec<Owner>,
    term: Term,
    /// A call of another function: what lives across it is placed where the callee preserves
    /// it when it can be ([`Pins::over_calls`]).
    call: bool,
}

#[derive(Default)]
struct Node {
    insts: (usize, usize),
    succs: Vec<RBlock>,
    preds: Vec<RBlock>,
    params: Vec<VReg>,
    args: Vec<Vec<VReg>>,
}

/// A function as regalloc2 sees it.
#[derive(Default)]
struct Func {
    nodes: Vec<Node>,
    insts: Vec<InstData>,
    vregs: usize,
    /// The registers a call clobbers: those pinned where callees do not preserve them (the
    /// work-item ids' and a callee's arguments' VGPRs), so that nothing stays in them across a
    /// call and packing may move what does to preserved registers (see [`Pins::over_calls`]).
    call_clobbers: PRegSet,
}

impl Func {
    fn vreg(&mut self, class: RegClass) -> VReg {
        self.vregs += 1;
        VReg::new(self.vregs - 1, class)
    }

    /// The vregs some instruction reads, directly or through the block parameters they reach.
    fn read_vregs(&self) -> HashSet<VReg> {
        let mut read: HashSet<VReg> = self
            .insts
            .iter()
            .flat_map(|i| &i.ops)
            .filter(|o| o.kind() == OperandKind::Use)
            .map(|o| o.vreg())
            .collect();
        loop {
            let before = read.len();
            for n in &self.nodes {
                for (s, args) in n.succs.iter().zip(&n.args) {
                    let params = &self.nodes[s.index()].params;
                    read.extend(
                        params
                            .iter()
                            .zip(args)
                            .filter(|(p, _)| read.contains(p))
                            .map(|(_, &a)| a)
                            .collect::<Vec<_>>(),
                    );
                }
            }
            if read.len() == before {
                return read;
            }
        }
    }

    fn inst(&mut self, ops: Vec<ROp>, owners: Vec<Owner>, term: Term) -> usize {
        self.insts.push(InstData {
            ops,
            owners,
            term,
            call: false,
        });
        self.insts.len() - 1
    }

    /// Links the nodes (see `link`). They stay in the order they were made, which follows
    /// the code's layout: regalloc2 splits far less there than in reverse post-order (twice
    /// the time on 10,000-instruction kernels). The checker gets its order from [`RpoView`].
    fn finish(&mut self, _layout: &mut Layout) {
        self.link();
    }

    /// The nodes reachable from the entry (node 0) in reverse post-order, then the others.
    fn rpo(&self) -> Vec<usize> {
        let n = self.nodes.len();
        if n == 0 {
            return Vec::new();
        }
        let mut postorder = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        seen[0] = true;
        // (node, its next successor to visit)
        let mut stack = vec![(0, 0)];
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            top.1 += 1;
            match self.nodes[node].succs.get(next) {
                Some(s) => {
                    if !std::mem::replace(&mut seen[s.index()], true) {
                        stack.push((s.index(), 0));
                    }
                }
                None => {
                    postorder.push(node);
                    stack.pop();
                }
            }
        }
        let mut order: Vec<usize> = postorder.into_iter().rev().collect();
        order.extend((0..n).filter(|&node| !seen[node]));
        order
    }

    /// Fills in predecessors (and empty argument lists for edges without any), and numbers the
    /// vregs that occur densely (regalloc2 wants to see every vreg it is told of): block
    /// parameters, then operands, then branch arguments, in order of occurrence, except that
    /// the parameters of joins of more than [`Func::MANY_PREDS`] predecessors come last.
    ///
    /// regalloc2's move resolution walks the vregs in number order and, for each block a
    /// vreg's range covers, rescans the incoming-argument entries of the lower-numbered
    /// parameters: numbered first, the join of a 16,000-case switch made every later vreg pay
    /// its 16,000 entries, quadratic in the kernel's size. (Other parameters keep their place:
    /// the order also steers which values regalloc2 merges first, and with all parameters
    /// last a Fibonacci loop swapped its two values through a third register on every trip.)
    fn link(&mut self) {
        for n in 0..self.nodes.len() {
            let succs = self.nodes[n].succs.len();
            self.nodes[n].args.resize(succs, Vec::new());
            for k in 0..self.nodes[n].succs.len() {
                let s = self.nodes[n].succs[k];
                self.nodes[s.index()].preds.push(RBlock::new(n));
            }
        }
        let mut late = vec![false; self.vregs];
        let mut last = Vec::new();
        for node in self.nodes.iter().filter(|n| n.preds.len() > Self::MANY_PREDS) {
            for p in &node.params {
                late[p.vreg()] = true;
                last.push(p.vreg());
            }
        }
        let mut order = Vec::new();
        let mut seen = vec![false; self.vregs];
        let params = self.nodes.iter().flat_map(|n| &n.params).copied();
        let operands = self.insts.iter().flat_map(|i| &i.ops).map(|o| o.vreg());
        let args = self.nodes.iter().flat_map(|n| n.args.iter().flatten()).copied();
        for v in params.chain(operands).chain(args).map(|v| v.vreg()) {
            if !late[v] && !std::mem::replace(&mut seen[v], true) {
                order.push(v);
            }
        }
        order.extend(last);
        let mut number = vec![0; self.vregs];
        for (n, &v) in order.iter().enumerate() {
            number[v] = n;
        }
        let renumber = |v: VReg| VReg::new(number[v.vreg()], v.class());
        for node in &mut self.nodes {
            node.params.iter_mut().for_each(|v| *v = renumber(*v));
            node.args.iter_mut().flatten().for_each(|v| *v = renumber(*v));
        }
        for inst in &mut self.insts {
            for o in &mut inst.ops {
                *o = ROp::new(renumber(o.vreg()), o.constraint(), o.kind(), o.pos());
            }
        }
        self.vregs = order.len();
    }

    /// Joins with more predecessors than this (a big switch's) have their parameters numbered
    /// last ([`Func::link`]).
    const MANY_PREDS: usize = 64;
}

/// A set of vreg numbers below a bound: constant-time insert, remove and test, and clearing and
/// iteration in the number of members.
struct SparseSet {
    /// Position of each member in `items` (stale for non-members).
    at: Vec<u32>,
    items: Vec<u32>,
}

impl SparseSet {
    fn new(bound: usize) -> SparseSet {
        SparseSet {
            at: vec![0; bound],
            items: Vec::new(),
        }
    }
    fn contains(&self, v: u32) -> bool {
        self.items.get(self.at[v as usize] as usize) == Some(&v)
    }
    /// Whether `v` was not a member.
    fn insert(&mut self, v: u32) -> bool {
        if self.contains(v) {
            return false;
        }
        self.at[v as usize] = self.items.len() as u32;
        self.items.push(v);
        true
    }
    /// Whether `v` was a member.
    fn remove(&mut self, v: u32) -> bool {
        if !self.contains(v) {
            return false;
        }
        let i = self.at[v as usize] as usize;
        let last = *self.items.last().expect("a member");
        self.items.swap_remove(i);
        self.at[last as usize] = i as u32;
        true
    }
    fn extend(&mut self, vs: impl IntoIterator<Item = u32>) {
        for v in vs {
            self.insert(v);
        }
    }
    fn clear(&mut self) {
        self.items.clear();
    }
    fn items(&self) -> &[u32] {
        &self.items
    }
}

/// The most vregs of each class (0 singles, 1 pairs) live at once anywhere in `func`: no
/// allocation without spills takes fewer registers of the class, so the register searches in
/// [`run`] start there. Liveness is a backward worklist dataflow over sorted vreg lists; block
/// parameters are defined at the top of their node, branch arguments read at the end of
/// theirs.
fn max_pressure(func: &Func) -> [usize; 2] {
    let n = func.nodes.len();
    let mut live_in: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut pressure = [0usize; 2];
    let mut class_of = vec![0u8; func.vregs];
    for o in func.insts.iter().flat_map(|i| &i.ops) {
        class_of[o.vreg().vreg()] = (o.vreg().class() == RegClass::Float) as u8;
    }
    for v in func
        .nodes
        .iter()
        .flat_map(|node| node.params.iter().chain(node.args.iter().flatten()))
    {
        class_of[v.vreg()] = (v.class() == RegClass::Float) as u8;
    }
    // Last node first: most edges go forwards, so a node usually runs after its successors.
    let mut work: std::collections::BTreeSet<usize> = (0..n).collect();
    let mut live = SparseSet::new(func.vregs);
    while let Some(b) = work.pop_last() {
        let node = &func.nodes[b];
        live.clear();
        for (s, args) in node.succs.iter().zip(&node.args) {
            live.extend(live_in[s.index()].iter().copied());
            live.extend(args.iter().map(|v| v.vreg() as u32));
        }
        let mut count = [0usize; 2];
        for &v in live.items() {
            count[class_of[v as usize] as usize] += 1;
        }
        let mut note = |count: &[usize; 2]| {
            pressure[0] = pressure[0].max(count[0]);
            pressure[1] = pressure[1].max(count[1]);
        };
        note(&count);
        for inst in func.insts[node.insts.0..node.insts.1].iter().rev() {
            // Defs, live or not, take registers beside everything live after them and the
            // uses read late; early defs (temporaries) also beside every use.
            let (mut defs, mut early) = ([0usize; 2], [0usize; 2]);
            for o in inst.ops.iter().filter(|o| o.kind() == OperandKind::Def) {
                let v = o.vreg().vreg() as u32;
                let c = class_of[v as usize] as usize;
                if live.remove(v) {
                    count[c] -= 1;
                }
                defs[c] += 1;
                if o.pos() == ra::OperandPos::Early {
                    early[c] += 1;
                }
            }
            let mut late = [count[0] + defs[0], count[1] + defs[1]];
            for o in inst.ops.iter().filter(|o| o.kind() == OperandKind::Use) {
                let v = o.vreg().vreg() as u32;
                let c = class_of[v as usize] as usize;
                if live.insert(v) {
                    count[c] += 1;
                    if o.pos() == ra::OperandPos::Late {
                        late[c] += 1;
                    }
                }
            }
            note(&late);
            note(&[count[0] + early[0], count[1] + early[1]]);
        }
        // Parameters (dead ones too) are written together on entry.
        let mut params = count;
        for p in node.params.iter().filter(|v| !live.contains(v.vreg() as u32)) {
            params[class_of[p.vreg()] as usize] += 1;
        }
        note(&params);
        for p in &node.params {
            if live.remove(p.vreg() as u32) {
                count[class_of[p.vreg()] as usize] -= 1;
            }
        }
        let mut sorted: Vec<u32> = live.items().to_vec();
        sorted.sort_unstable();
        if sorted != live_in[b] {
            live_in[b] = sorted;
            work.extend(node.preds.iter().map(|p| p.index()));
        }
    }
    pressure
}

/// A [`Func`] with its nodes renumbered in reverse post-order (instructions keep their
/// numbers, so an allocation's output reads the same): regalloc2's checker meets a node's
/// predecessors in index order, and one numbered after its successors leaves the state there
/// unknown.
struct RpoView<'a> {
    func: &'a Func,
    /// The func's node at each view index.
    node: Vec<usize>,
    succs: Vec<Vec<RBlock>>,
    preds: Vec<Vec<RBlock>>,
}

impl<'a> RpoView<'a> {
    fn new(func: &'a Func) -> RpoView<'a> {
        let node = func.rpo();
        let mut index = vec![0; node.len()];
        for (i, &n) in node.iter().enumerate() {
            index[n] = i;
        }
        let renumbered = |list: &[RBlock]| list.iter().map(|b| RBlock::new(index[b.index()])).collect();
        RpoView {
            succs: node.iter().map(|&n| renumbered(&func.nodes[n].succs)).collect(),
            preds: node.iter().map(|&n| renumbered(&func.nodes[n].preds)).collect(),
            node,
            func,
        }
    }
}

impl ra::Function for RpoView<'_> {
    fn num_insts(&self) -> usize {
        self.func.num_insts()
    }
    fn num_blocks(&self) -> usize {
        self.node.len()
    }
    fn entry_block(&self) -> RBlock {
        RBlock::new(0)
    }
    fn block_insns(&self, block: RBlock) -> InstRange {
        self.func.block_insns(RBlock::new(self.node[block.index()]))
    }
    fn block_succs(&self, block: RBlock) -> &[RBlock] {
        &self.succs[block.index()]
    }
    fn block_preds(&self, block: RBlock) -> &[RBlock] {
        &self.preds[block.index()]
    }
    fn block_params(&self, block: RBlock) -> &[VReg] {
        self.func.block_params(RBlock::new(self.node[block.index()]))
    }
    fn is_ret(&self, insn: RInst) -> bool {
        self.func.is_ret(insn)
    }
    fn is_branch(&self, insn: RInst) -> bool {
        self.func.is_branch(insn)
    }
    fn branch_blockparams(&self, block: RBlock, insn: RInst, succ_idx: usize) -> &[VReg] {
        self.func
            .branch_blockparams(RBlock::new(self.node[block.index()]), insn, succ_idx)
    }
    fn inst_operands(&self, insn: RInst) -> &[ROp] {
        self.func.inst_operands(insn)
    }
    fn inst_clobbers(&self, insn: RInst) -> PRegSet {
        self.func.inst_clobbers(insn)
    }
    fn num_vregs(&self) -> usize {
        self.func.num_vregs()
    }
    fn spillslot_size(&self, regclass: RegClass) -> usize {
        self.func.spillslot_size(regclass)
    }
}

impl ra::Function for Func {
    fn num_insts(&self) -> usize {
        self.insts.len()
    }
    fn num_blocks(&self) -> usize {
        self.nodes.len()
    }
    fn entry_block(&self) -> RBlock {
        RBlock::new(0)
    }
    fn block_insns(&self, block: RBlock) -> InstRange {
        let (a, b) = self.nodes[block.index()].insts;
        InstRange::new(RInst::new(a), RInst::new(b))
    }
    fn block_succs(&self, block: RBlock) -> &[RBlock] {
        &self.nodes[block.index()].succs
    }
    fn block_preds(&self, block: RBlock) -> &[RBlock] {
        &self.nodes[block.index()].preds
    }
    fn block_params(&self, block: RBlock) -> &[VReg] {
        &self.nodes[block.index()].params
    }
    fn is_ret(&self, insn: RInst) -> bool {
        self.insts[insn.index()].term == Term::Ret
    }
    fn is_branch(&self, insn: RInst) -> bool {
        self.insts[insn.index()].term == Term::Branch
    }
    fn branch_blockparams(&self, block: RBlock, _insn: RInst, succ_idx: usize) -> &[VReg] {
        &self.nodes[block.index()].args[succ_idx]
    }
    fn inst_operands(&self, insn: RInst) -> &[ROp] {
        &self.insts[insn.index()].ops
    }
    fn inst_clobbers(&self, insn: RInst) -> PRegSet {
        if self.insts[insn.index()].call {
            self.call_clobbers
        } else {
            PRegSet::empty()
        }
    }
    fn num_vregs(&self) -> usize {
        self.vregs
    }
    fn spillslot_size(&self, regclass: RegClass) -> usize {
        if regclass == RegClass::Float {
            2
        } else {
            1
        }
    }
}

/// Registers a value occupies: lane masks and 64-bit values take a pair.
pub fn width(f: &Function, v: Value) -> u8 {
    if f.value(v).bank == Bank::LaneMask {
        2
    } else {
        dwords(f.ty(v))
    }
}

fn class_of(f: &Function, v: Value) -> RegClass {
    if width(f, v) == 2 {
        RegClass::Float
    } else {
        RegClass::Int
    }
}

fn use_op(v: VReg) -> ROp {
    ROp::reg_use(v)
}

fn def_op(v: VReg, early: bool) -> ROp {
    if early {
        ROp::reg_def_at_start(v)
    } else {
        ROp::reg_def(v)
    }
}

/// Is `bundle` a call of another function?
fn is_call(f: &Function, bundle: &Bundle) -> bool {
    matches!(bundle.kind, Kind::Op(op) if matches!(super::call::call_op(f, op), Some(super::call::CallOp::Call(_))))
}

/// A bundle's scratch registers in `file`: temporaries (early defs nothing reads).
fn push_temps(func: &mut Func, bundle: &Bundle, file: File, ops: &mut Vec<ROp>, owners: &mut Vec<Owner>) {
    for &(slot, width) in bundle.temps.iter().filter(|&&(slot, _)| temp_file(slot) == file) {
        ops.push(ROp::reg_temp(func.vreg(if width == 2 {
            RegClass::Float
        } else {
            RegClass::Int
        })));
        owners.push(Owner::Temp(slot));
    }
}

/// Where each bundle (and each extra instruction) sits in one run's instruction list.
struct Layout {
    bundle_inst: Vec<Option<usize>>,
    /// Per bundle allocated per instruction (VGPRs: see [`split_op`]), the instruction of each
    /// of its selected instructions that touches its VGPRs; empty for the others.
    split: Vec<Vec<Option<usize>>>,
    /// The number of blocks: rows past it in `extra` and `dispatch` are shared dispatch tests'.
    blocks: usize,
    /// Per block: the instructions of its regalloc2 node(s) that are not bundles, in order, so
    /// that their edits can be emitted: (position, inst) where position says where.
    extra: Vec<Vec<(Extra, usize)>>,
    /// Per block: the instruction ending its linear node (SGPRs: the dispatch, reading the
    /// masks it tests).
    dispatch: Vec<Option<usize>>,
    /// (terminator bundle, slot), sorted: masks the terminator starts empty (SGPRs).
    fresh: Vec<(usize, usize)>,
    /// Stub bundles whose emptied mask nothing reads again (SGPRs): the slot is not in a loop
    /// that could add lanes to it later.
    unread_stub_clears: Vec<usize>,
}

/// Non-bundle instructions, by where their edits go in the code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extra {
    /// At the start of the block's code (undefined values read in the block).
    Start,
    /// At the end of the block's code, before its dispatch.
    End,
    /// The edge block of successor edge `k` (VGPRs: logical edge; SGPRs: dispatch candidate).
    Edge(usize),
    /// Before and after the stub of a slot (SGPRs).
    StubStart(usize),
    StubEnd(usize),
}

/// The VGPR run's function: the logical CFG with an edge block per edge.
fn vgpr_function(f: &Function, plan: &Plan, cfgs: &Cfgs, selected: &[Option<Selected>]) -> (Func, Layout) {
    let mut func = Func::default();
    let nb = f.blocks.len();
    let mut vreg_of: Vec<Option<VReg>> = vec![None; f.values.len()];
    let is_vgpr = |v: Value| file_of(f.value(v).bank) == Some(File::Vgpr);
    let mut get = |func: &mut Func, v: Value| *vreg_of[v.index()].get_or_insert_with(|| func.vreg(class_of(f, v)));
    let mut layout = Layout {
        bundle_inst: vec![None; plan.bundles.len()],
        split: vec![Vec::new(); plan.bundles.len()],
        blocks: nb,
        extra: vec![Vec::new(); nb],
        dispatch: vec![None; nb],
        fresh: Vec::new(),
        unread_stub_clears: Vec::new(),
    };
    func.nodes = (0..nb).map(|_| Node::default()).collect();
    for b in f.block_ids() {
        if !cfgs.linear.reachable[b.index()] {
            let i = func.inst(vec![], vec![], Term::Ret);
            func.nodes[b.index()].insts = (i, i + 1);
            continue;
        }
        if b != f.entry() {
            let params: Vec<VReg> = f
                .block(b)
                .params
                .iter()
                .filter(|&&p| is_vgpr(p))
                .map(|&p| get(&mut func, p))
                .collect();
            func.nodes[b.index()].params = params;
        }
        let first = func.insts.len();
        for &k in &plan.body[b.index()] {
            let bundle = &plan.bundles[k];
            let split =
                splittable(f, b, bundle, selected, File::Vgpr).and_then(|code| split_op(f, code, bundle, File::Vgpr));
            if let Some(split) = split {
                layout.split[k] = split.emit(&mut func, &mut |func: &mut Func, v, _| get(func, v));
                continue;
            }
            let mut ops = Vec::new();
            let mut owners = Vec::new();
            for &v in bundle.uses.iter().filter(|&&v| is_vgpr(v)) {
                ops.push(use_op(get(&mut func, v)));
                owners.push(Owner::Value(v));
            }
            for &v in bundle.defs.iter().filter(|&&v| is_vgpr(v)) {
                let vreg = get(&mut func, v);
                ops.push(match bundle.kind {
                    // The entry's work-item ids are where the hardware put them (`combine`
                    // hoists them there).
                    Kind::Op(op) if b == f.entry() => match f.op(op).opcode {
                        Opcode::WorkitemId(d) => ROp::reg_fixed_def(vreg, PReg::new(d.index(), RegClass::Int)),
                        // A called function's arguments arrive in v0.. (`call`).
                        _ => match super::call::call_op(f, op) {
                            Some(super::call::CallOp::Args) => {
                                let k = f.op(op).results.iter().position(|&r| r == v).unwrap_or(0);
                                ROp::reg_fixed_def(vreg, PReg::new(k, RegClass::Int))
                            }
                            _ => def_op(vreg, bundle.early_defs),
                        },
                    },
                    _ => def_op(vreg, bundle.early_defs),
                });
                owners.push(Owner::Value(v));
            }
            push_temps(&mut func, bundle, File::Vgpr, &mut ops, &mut owners);
            let term = match bundle.kind {
                Kind::Terminator(_) if f.op(*f.block(b).ops.last().expect("terminator")).successors.is_empty() => {
                    Term::Ret
                }
                Kind::Terminator(_) => Term::Branch,
                _ => Term::None,
            };
            let i = func.inst(ops, owners, term);
            func.insts[i].call = is_call(f, bundle);
            layout.bundle_inst[k] = Some(i);
        }
        func.nodes[b.index()].insts = (first, func.insts.len());
        func.nodes[b.index()].succs = cfgs.logical.edge_nodes[b.index()]
            .iter()
            .map(|&e| RBlock::new(e))
            .collect();
    }
    // Edge blocks, after all block params have vregs.
    for &(b, k) in &cfgs.logical.edges {
        let term = *f.block(b).ops.last().expect("terminator");
        let edge = &f.op(term).successors[k];
        let first = func.insts.len();
        let mut copied = HashMap::default();
        for &c in &plan.edge_copies[b.index()][k] {
            let Kind::EdgeCopy { param, .. } = plan.bundles[c].kind else {
                unreachable!("edge copies are edge copies")
            };
            let p = f.block(edge.block).params[param];
            let vreg = func.vreg(class_of(f, p));
            layout.bundle_inst[c] = Some(func.inst(vec![def_op(vreg, false)], vec![Owner::EdgeCopy], Term::None));
            copied.insert(param, vreg);
        }
        let mut args = Vec::new();
        for (i, (&p, &a)) in f.block(edge.block).params.iter().zip(&edge.args).enumerate() {
            if is_vgpr(p) {
                args.push(copied.get(&i).copied().unwrap_or_else(|| get(&mut func, a)));
            }
        }
        let branch = func.inst(vec![], vec![], Term::Branch);
        layout.extra[b.index()].push((Extra::Edge(k), branch));
        func.nodes.push(Node {
            insts: (first, func.insts.len()),
            succs: vec![RBlock::new(edge.block.index())],
            args: vec![args],
            ..Node::default()
        });
    }
    func.finish(&mut layout);
    (func, layout)
}

/// The selected code of `bundle` if its registers in `file` can be allocated per instruction:
/// an op selected before allocation into straight-line code under its EXEC
/// ([`Selected::straight_under_exec`]), whose results neither keep their old value nor are
/// also operands. VGPRs: not with reserved scratch VGPRs, nor the inputs the hardware or a
/// caller puts in VGPRs (work-item ids, a called function's arguments). SGPRs: not where the terminator's ties or parks, slot masks or the kernarg pointer
/// where it arrived are involved.
fn splittable<'a>(
    f: &Function,
    b: Block,
    bundle: &Bundle,
    selected: &'a [Option<Selected>],
    file: File,
) -> Option<&'a Selected> {
    let Kind::Op(op) = bundle.kind else { return None };
    let code = selected[op.index()].as_ref()?;
    let d = f.op(op);
    let fixed = match file {
        File::Vgpr => super::needs_fixed_vtemps(f, op) || (b == f.entry() && super::call::is_vgpr_input(f, op)),
        File::Sgpr => {
            bundle.reads_kernarg
                || !bundle.ties.is_empty()
                || !bundle.parks.is_empty()
                || bundle.mask_read.is_some()
                || !bundle.masks_written.is_empty()
                || !bundle.masks_kept.is_empty()
        }
    };
    let tangled = !bundle.keeps_old.is_empty() || d.results.iter().any(|r| d.operands.contains(r));
    // (Inline asm runs as its text is written, and an image op's code fills registers past
    // the allocation: no allocator code between their instructions.)
    let whole = matches!(d.opcode, Opcode::InlineAsm(_) | Opcode::Image);
    (!fixed && !tangled && !whole && code.straight_under_exec()).then_some(code)
}

/// An op's allocation instructions in one file, one per selected instruction touching its
/// registers there.
struct SplitOp {
    pieces: Vec<Pieces>,
    /// Dwords of each owner (values and scratch slots).
    width: HashMap<Owner, u8>,
    /// The last instruction writing each owner.
    last_write: HashMap<Owner, usize>,
    /// The op's operands and results in the file.
    uses: Vec<Value>,
    defs: Vec<Value>,
}

/// `bundle`'s pieces in `file` per instruction of `code`, if they make sense as code on their
/// own: every piece read is an operand's or written before, every dword of every result is
/// written, no operand is written. (Else the bundle is allocated whole.)
fn split_op(f: &Function, code: &Selected, bundle: &Bundle, file: File) -> Option<SplitOp> {
    let in_file = |v: &&Value| file_of(f.value(**v).bank) == Some(file);
    let uses: Vec<Value> = bundle.uses.iter().filter(in_file).copied().collect();
    let defs: Vec<Value> = bundle.defs.iter().filter(in_file).copied().collect();
    let unallocated = bundle.vcc_temp.map(|(slot, _)| slot);
    // (Values the bundle lists neither as read nor as written live in no allocated register:
    // lane masks and arguments kept in VCC.)
    let allocated = |&(o, _): &(Owner, u8)| !matches!(o, Owner::Value(v) if !uses.contains(&v) && !defs.contains(&v));
    let pieces: Vec<Pieces> = (0..code.insts.len())
        .map(|j| {
            let mut p = code.pieces(j, file, unallocated);
            p.reads.retain(allocated);
            p.writes.retain(allocated);
            p.tied.retain(|&o| allocated(&(o, 0)));
            p
        })
        .collect();
    let mut dwords_of: HashMap<Owner, u8> = HashMap::default();
    let mut last_write = HashMap::default();
    let mut written: HashSet<(Owner, u8)> = HashSet::default();
    let operand = |o: Owner| matches!(o, Owner::Value(v) if uses.contains(&v));
    for (j, p) in pieces.iter().enumerate() {
        if p.reads.iter().any(|&(o, k)| !operand(o) && !written.contains(&(o, k))) {
            return None;
        }
        for &(o, k) in p.reads.iter().chain(&p.writes) {
            let w = dwords_of.entry(o).or_insert(0);
            *w = (*w).max(k + 1);
        }
        for &(o, k) in &p.writes {
            if operand(o) {
                return None;
            }
            written.insert((o, k));
            last_write.insert(o, j);
        }
    }
    // (A value's pieces past its width would be another value's registers.)
    if dwords_of
        .iter()
        .any(|(&o, &w)| matches!(o, Owner::Value(v) if w > width(f, v)))
    {
        return None;
    }
    for &v in &defs {
        let w = width(f, v);
        dwords_of.insert(Owner::Value(v), w);
        if (0..w).any(|k| !written.contains(&(Owner::Value(v), k))) {
            return None;
        }
    }
    Some(SplitOp {
        pieces,
        width: dwords_of,
        last_write,
        uses,
        defs,
    })
}

impl SplitOp {
    /// Adds the instructions to `func` and returns where each selected instruction went.
    /// `vreg(func, v, result)` gives the vreg the rest of the function knows operand (or
    /// result) `v` by. Each instruction reads the vregs of the pieces it reads; a write covering a whole
    /// value or slot starts a new vreg, one covering part of it (or through a tied field)
    /// redefines it in place (a reuse def: the other dwords stay), and a result's last write
    /// defines the vreg later ops read.
    fn emit(&self, func: &mut Func, vreg: &mut dyn FnMut(&mut Func, Value, bool) -> VReg) -> Vec<Option<usize>> {
        let class = |w: u8| if w == 2 { RegClass::Float } else { RegClass::Int };
        // Operands start in their vregs; results end in theirs.
        let mut current: HashMap<Owner, VReg> = HashMap::default();
        for &v in self.uses.iter().filter(|&&v| self.width.contains_key(&Owner::Value(v))) {
            current.insert(Owner::Value(v), vreg(func, v, false));
        }
        let finals: HashMap<Owner, VReg> = self
            .defs
            .iter()
            .map(|&v| (Owner::Value(v), vreg(func, v, true)))
            .collect();
        let mut at = Vec::with_capacity(self.pieces.len());
        for (j, p) in self.pieces.iter().enumerate() {
            if p.reads.is_empty() && p.writes.is_empty() {
                at.push(None);
                continue;
            }
            let (mut ops, mut owners) = (Vec::new(), Vec::new());
            // The operand index reading `o`'s current vreg (added if not yet read).
            let read = |o: Owner, current: &HashMap<Owner, VReg>, ops: &mut Vec<ROp>, owners: &mut Vec<Owner>| {
                if let Some(i) = owners.iter().position(|&x| x == o) {
                    return i;
                }
                ops.push(use_op(current[&o]));
                owners.push(o);
                ops.len() - 1
            };
            for &(o, _) in &p.reads {
                read(o, &current, &mut ops, &mut owners);
            }
            let mut written: Vec<Owner> = p.writes.iter().map(|&(o, _)| o).collect();
            written.dedup();
            for o in written {
                let w = self.width[&o];
                let whole = (0..w).all(|k| p.writes.contains(&(o, k)));
                let new = match finals.get(&o) {
                    Some(&v) if self.last_write[&o] == j => v,
                    _ => func.vreg(class(w)),
                };
                let def = if current.contains_key(&o) && (!whole || p.tied.contains(&o)) {
                    ROp::reg_reuse_def(new, read(o, &current, &mut ops, &mut owners))
                } else {
                    def_op(new, false)
                };
                ops.push(def);
                owners.push(o);
                current.insert(o, new);
            }
            at.push(Some(func.inst(ops, owners, Term::None)));
        }
        at
    }
}

/// A scalar variable of the linear CFG: an SGPR-file value, or the lane mask of a slot (lanes
/// waiting to run it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Var {
    Value(Value),
    Mask(usize),
    /// The kernarg segment pointer where it arrived (see [`SgprInputs`]).
    Kernarg,
}

/// SSA construction for scalar variables on the linear CFG (Braun et al., "Simple and
/// Efficient Construction of Static Single Assignment Form", on a complete CFG).
struct LinearSsa<'a> {
    f: &'a Function,
    preds: Vec<Vec<usize>>,
    /// Per node: the version each variable has at its end, if the node writes it.
    def_at_end: Vec<HashMap<Var, VReg>>,
    /// Versions at node entries already looked up.
    entry: HashMap<(usize, Var), Option<VReg>>,
    /// Phis: (node, variable, vreg), with their operands per predecessor.
    phis: Vec<(usize, Var, VReg, Vec<Option<VReg>>)>,
    func: Func,
    /// Per node: the largest reverse-postorder number of the nodes that reach it (itself
    /// included). No write of a variable whose first writer comes later in reverse postorder
    /// reaches the node, so reads there stop at once instead of walking back to the entry
    /// (which made every read of a block-local mask cost the whole kernel).
    reached_from: Vec<usize>,
    /// Per variable: the smallest reverse-postorder number of the nodes that write it.
    first_writer: HashMap<Var, usize>,
}

fn var_class(f: &Function, v: Var) -> RegClass {
    match v {
        Var::Value(v) => class_of(f, v),
        Var::Mask(_) | Var::Kernarg => RegClass::Float,
    }
}

impl LinearSsa<'_> {
    fn read_end(&mut self, node: usize, v: Var) -> Option<VReg> {
        match self.def_at_end[node].get(&v) {
            Some(&x) => Some(x),
            None => self.read_entry(node, v),
        }
    }

    fn read_entry(&mut self, node: usize, v: Var) -> Option<VReg> {
        // Through nodes of one predecessor that do not write `v` iteratively: recursing there
        // went as deep as the CFG is long (a stack overflow on long straight runs of calls).
        // Only phis recurse, once per join.
        let mut chain = Vec::new();
        let mut at = node;
        let x = loop {
            // The walk would only find phis that all resolve to nothing.
            if self.reached_from[at] < self.first_writer.get(&v).copied().unwrap_or(usize::MAX) {
                break None;
            }
            if let Some(&x) = self.entry.get(&(at, v)) {
                break x;
            }
            chain.push(at);
            match self.preds[at].as_slice() {
                [] => break None,
                &[p] => match self.def_at_end[p].get(&v) {
                    Some(&x) => break Some(x),
                    None => at = p,
                },
                _ => break Some(self.phi(at, v)),
            }
        };
        for n in chain {
            self.entry.insert((n, v), x);
        }
        x
    }

    /// A phi for `v` at the entry of `node` (several predecessors), with its operands.
    fn phi(&mut self, node: usize, v: Var) -> VReg {
        let preds = self.preds[node].clone();
        let phi = self.func.vreg(var_class(self.f, v));
        self.entry.insert((node, v), Some(phi));
        let k = self.phis.len();
        self.phis.push((node, v, phi, Vec::new()));
        let operands = preds.iter().map(|&p| self.read_end(p, v)).collect();
        self.phis[k].3 = operands;
        phi
    }
}

/// `LinearSsa::reached_from` and `first_writer`, given a number per node. The cut is sound
/// for any numbering (a write at `d` reaching `n` makes `reached_from[n] >= reached_from[d] >=
/// number[d]`); the schedule's slot order makes it tight, as it is topological and keeps each
/// cycle's nodes together (a reverse postorder may not: a latch explored before its loop's exit
/// would seem to be reached by everything after the loop).
fn write_reach(
    preds: &[Vec<usize>],
    number: &[usize],
    def_at_end: &[HashMap<Var, VReg>],
) -> (Vec<usize>, HashMap<Var, usize>) {
    let mut order: Vec<usize> = (0..number.len()).collect();
    order.sort_by_key(|&n| number[n]);
    // Forward dataflow of the maximum over predecessors until stable (one more sweep per
    // nesting of cycles).
    let mut reached_from = number.to_vec();
    let mut changed = true;
    while changed {
        changed = false;
        for &node in &order {
            let m = preds[node]
                .iter()
                .fold(reached_from[node], |m, &p| m.max(reached_from[p]));
            if m != reached_from[node] {
                reached_from[node] = m;
                changed = true;
            }
        }
    }
    let mut first_writer: HashMap<Var, usize> = HashMap::default();
    for (node, defs) in def_at_end.iter().enumerate() {
        for &v in defs.keys() {
            let w = first_writer.entry(v).or_insert(usize::MAX);
            *w = (*w).min(number[node]);
        }
    }
    (reached_from, first_writer)
}

/// Is loop header `h`'s parameter `p`, which a uniform two-way branch ending `b` writes on its
/// edge back to `h`, dead once the branch takes its other edge out of the loop? Then the
/// branch need not keep `p`'s old value. It is when `h` heads a reducible cycle holding `b` but
/// not the other target, every use of `p` is inside the cycle (reached again only through
/// `h`, which writes `p` anew), and no lanes wait in `h` or at a use while `b` runs.
fn dead_after_leaving_loop(
    f: &Function,
    schedule: &Schedule,
    use_blocks: &[Vec<Block>],
    b: Block,
    h: Block,
    p: Value,
) -> bool {
    let d = f.op(*f.block(b).ops.last().expect("terminator"));
    if d.opcode != Opcode::CondBr || d.successors.iter().filter(|e| e.block == h).count() != 1 {
        return false;
    }
    let other = d.successors.iter().find(|e| e.block != h).expect("two targets").block;
    let cycles = schedule.cycles();
    let Some(c) = cycles.innermost(h).filter(|&c| cycles.cycle(c).header() == h) else {
        return false;
    };
    cycles.cycle(c).is_reducible()
        && cycles.contains(c, b)
        && !cycles.contains(c, other)
        && !schedule.lanes_may_wait_in(b, h)
        && use_blocks[p.index()]
            .iter()
            .all(|&u| cycles.contains(c, u) && !schedule.lanes_may_wait_in(b, u))
}

/// The (parameter, argument) pairs of a branch edge whose parameter can live in the argument's
/// register: SGPR values (not lane masks, which merge), the parameter's old value not kept, the
/// argument in a register, passed to one parameter only and not itself a parameter the branch
/// writes.
fn scalar_ties(f: &Function, edge: &BlockCall, t: &Bundle, in_register: &dyn Fn(Value) -> bool) -> Vec<(Value, Value)> {
    let params = &f.block(edge.block).params;
    let sgpr = |v: Value| f.value(v).bank == Bank::Sgpr;
    let passed_once = |a: Value| edge.args.iter().filter(|&&x| x == a).count() == 1;
    params
        .iter()
        .zip(&edge.args)
        .filter(|&(&p, &a)| {
            sgpr(p) && sgpr(a) && in_register(a) && passed_once(a) && !t.defs.contains(&a) && !t.keeps_old.contains(&p)
        })
        .map(|(&p, &a)| (p, a))
        .collect()
}

/// Is a scalar argument written even when no lane takes its edge out of a divergent branch?
/// A constant is: any lanes waiting in the target with the parameter got the same value (a
/// uniform parameter holds one value for all lanes that run together), so writing it again
/// changes nothing, and the parameter's old version need not stay live.
pub fn written_unguarded(f: &Function, arg: Value) -> bool {
    f.def_op(arg).is_some_and(|op| f.op(op).opcode == Opcode::Const)
}

/// A block parameter of a linear-CFG node: its variable, its vreg, and per predecessor the
/// version passed in (`None`: undefined there).
type NodeParam = (Var, VReg, Vec<Option<VReg>>);

/// The SGPR run's function: the linear CFG, scalar variables in SSA form on it. Nodes: each
/// block's code, each slot's stub (exec := its mask, mask := 0), and, where the dispatch after a
/// block tests masks, one edge node per candidate (regalloc2 wants critical edges split).
fn sgpr_function(
    f: &Function,
    plan: &Plan,
    schedule: &Schedule,
    cfgs: &Cfgs,
    selected: &[Option<Selected>],
) -> (Func, Layout) {
    let nb = f.blocks.len();
    let ns = schedule.slots.len();
    let is_sgpr = |v: Value| file_of(f.value(v).bank) == Some(File::Sgpr);
    let linear = &cfgs.linear;
    let (succs, preds) = (&linear.succs, &linear.preds);
    let total = linear.nodes.len();
    // The selector a direct branch reads at its block's end.
    let direct_condition = |b: usize| {
        (linear.exits[b] == Exit::Direct).then(|| f.op(*f.blocks[b].ops.last().expect("terminator")).operands[0])
    };
    // The bundles of each node, and the variables each bundle writes.
    let node_bundles = |n: usize| -> Vec<usize> {
        if n < nb {
            plan.body[n].clone()
        } else if n < nb + ns {
            plan.stubs[n - nb].into_iter().collect()
        } else {
            Vec::new()
        }
    };
    let writes = |k: usize| -> Vec<Var> {
        let b = &plan.bundles[k];
        let mut w: Vec<Var> = b.defs.iter().filter(|&&v| is_sgpr(v)).map(|&v| Var::Value(v)).collect();
        w.extend(b.masks_written.iter().map(|&s| Var::Mask(s)));
        w
    };
    let mut func = Func::default();
    let mut def_versions: Vec<Vec<(Var, VReg)>> = vec![Vec::new(); plan.bundles.len()];
    let mut def_at_end = vec![HashMap::default(); total];
    // The input SGPRs are written where the entry's code starts (see `SgprInputs`).
    let entry = f.entry().index();
    let mut input_versions: Vec<(Var, VReg, PReg)> = Vec::new();
    if let Some(inputs) = &plan.inputs {
        let x = func.vreg(RegClass::Float);
        input_versions.push((Var::Kernarg, x, PReg::new(0, RegClass::Float)));
        for &(v, _) in &inputs.values {
            let r = inputs.preg_of(v).expect("an input");
            input_versions.push((Var::Value(v), func.vreg(class_of(f, v)), r));
        }
        for &(v, x, _) in &input_versions {
            def_at_end[entry].insert(v, x);
        }
    }
    for (n, at_end) in def_at_end.iter_mut().enumerate() {
        for k in node_bundles(n) {
            for v in writes(k) {
                let x = func.vreg(var_class(f, v));
                def_versions[k].push((v, x));
                at_end.insert(v, x);
            }
        }
    }
    // Nodes in the wave's order: a slot's stub, then its block's code and dispatch edges.
    let (reached_from, first_writer) = write_reach(preds, &linear.wave_order, &def_at_end);
    let mut ssa = LinearSsa {
        f,
        preds: preds.clone(),
        def_at_end,
        entry: HashMap::default(),
        phis: Vec::new(),
        func,
        reached_from,
        first_writer,
    };
    // Versions each bundle reads, then the old versions of the variables it keeps.
    let mut use_versions: Vec<Vec<(Var, Option<VReg>)>> = vec![Vec::new(); plan.bundles.len()];
    let mut old_versions: Vec<Vec<(Var, Option<VReg>)>> = vec![Vec::new(); plan.bundles.len()];
    // Per block (nodes 0..nb come first): what its dispatch or direct branch reads at its end.
    let mut dispatch_versions: Vec<Vec<(Var, Option<VReg>)>> = Vec::with_capacity(nb);
    for n in 0..nb + ns {
        let mut local: HashMap<Var, VReg> = HashMap::default();
        if n == entry {
            local.extend(input_versions.iter().map(|&(v, x, _)| (v, x)));
        }
        // A direct branch's condition as its terminator finds it: the branch is taken before
        // the terminator writes the target's parameters, and the condition may be one of them
        // (a loop-carried exit flag).
        let mut condition = None;
        for k in node_bundles(n) {
            let bundle = &plan.bundles[k];
            let read = |ssa: &mut LinearSsa, v: Var| local.get(&v).copied().or_else(|| ssa.read_entry(n, v));
            if let (Kind::Terminator(_), Some(c)) = (bundle.kind, (n < nb).then(|| direct_condition(n)).flatten()) {
                condition = Some((Var::Value(c), read(&mut ssa, Var::Value(c))));
            }
            let mut reads: Vec<Var> = bundle
                .uses
                .iter()
                .filter(|&&v| is_sgpr(v))
                .map(|&v| Var::Value(v))
                .collect();
            if bundle.reads_kernarg {
                reads.push(Var::Kernarg);
            }
            reads.extend(bundle.mask_read.map(Var::Mask));
            use_versions[k] = reads.into_iter().map(|v| (v, read(&mut ssa, v))).collect();
            let mut kept: Vec<Var> = bundle.keeps_old.iter().map(|&v| Var::Value(v)).collect();
            kept.extend(bundle.masks_kept.iter().map(|&s| Var::Mask(s)));
            old_versions[k] = kept.into_iter().map(|v| (v, read(&mut ssa, v))).collect();
            for &(v, x) in &def_versions[k] {
                local.insert(v, x);
            }
        }
        if n < nb {
            let mut versions: Vec<(Var, Option<VReg>)> = linear
                .tested(Block(n as u32))
                .iter()
                .map(|&s| (Var::Mask(s), ssa.read_end(n, Var::Mask(s))))
                .collect();
            versions.extend(condition);
            dispatch_versions.push(versions);
        }
    }
    // Per shared test: the mask it tests, at its node.
    let test_versions: Vec<(Var, Option<VReg>)> = linear
        .tests
        .iter()
        .enumerate()
        .map(|(t, test)| {
            let v = Var::Mask(test.slot);
            (v, ssa.read_end(linear.test_node(t), v))
        })
        .collect();
    // Phis with a single distinct operand (or none) are that operand.
    let mut replaced: HashMap<VReg, Option<VReg>> = HashMap::default();
    fn resolve(replaced: &HashMap<VReg, Option<VReg>>, mut x: Option<VReg>) -> Option<VReg> {
        while let Some(v) = x {
            match replaced.get(&v) {
                Some(&y) => x = y,
                None => break,
            }
        }
        x
    }
    // A phi is looked at again only when one of its operands is replaced (Braun et al.'s
    // worklist): users are listed per phi, and a replaced phi's users become its
    // replacement's. Each look stops at the second distinct operand.
    let phi_index: HashMap<VReg, usize> = ssa.phis.iter().enumerate().map(|(k, p)| (p.2, k)).collect();
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); ssa.phis.len()];
    for (k, (_, _, phi, operands)) in ssa.phis.iter().enumerate() {
        for o in operands.iter().flatten().filter(|&o| o != phi) {
            if let Some(&j) = phi_index.get(o) {
                users[j].push(k);
            }
        }
    }
    let mut work: Vec<usize> = (0..ssa.phis.len()).rev().collect();
    let mut queued = vec![true; ssa.phis.len()];
    while let Some(k) = work.pop() {
        queued[k] = false;
        let (_, _, phi, operands) = &ssa.phis[k];
        if replaced.contains_key(phi) {
            continue;
        }
        let mut first: Option<Option<VReg>> = None;
        let mut trivial = true;
        for &o in operands {
            let o = resolve(&replaced, o);
            if o == Some(*phi) || first == Some(o) {
                continue;
            }
            if first.is_some() {
                trivial = false;
                break;
            }
            first = Some(o);
        }
        if trivial {
            let by = first.flatten();
            replaced.insert(*phi, by);
            let phi_users = std::mem::take(&mut users[k]);
            for &u in &phi_users {
                if !std::mem::replace(&mut queued[u], true) {
                    work.push(u);
                }
            }
            if let Some(&j) = by.and_then(|x| phi_index.get(&x)) {
                users[j].extend(phi_users);
            }
        }
    }
    let LinearSsa { phis, mut func, .. } = ssa;
    let mut params: Vec<Vec<NodeParam>> = vec![Vec::new(); total];
    for (node, v, phi, operands) in phis {
        if !replaced.contains_key(&phi) {
            params[node].push((v, phi, operands.into_iter().map(|o| resolve(&replaced, o)).collect()));
        }
    }
    // A terminator adding lanes to a mask that is empty on every path there (never written, or
    // cleared by a stub since) starts it afresh instead of keeping the old, empty version live
    // (it would stay live around every enclosing loop).
    let mut zero: HashSet<VReg> = plan
        .stubs
        .iter()
        .flatten()
        .flat_map(|&k| def_versions[k].iter().map(|&(_, x)| x))
        .collect();
    loop {
        let before = zero.len();
        for (v, phi, operands) in params.iter().flatten() {
            if matches!(v, Var::Mask(_)) && operands.iter().all(|o| o.is_none_or(|x| zero.contains(&x))) {
                zero.insert(*phi);
            }
        }
        if zero.len() == before {
            break;
        }
    }
    // So does one adding lanes to a slot where no lanes can be waiting when its block runs: a
    // mask holds exactly its slot's waiting lanes, so it is empty there. (Not a primed mask:
    // it also holds the lanes still on their way to its slot, from an earlier run of the
    // branch priming it.)
    let mut fresh = Vec::new();
    for b in f.block_ids() {
        let Some(&k) = plan.body[b.index()].last() else {
            continue;
        };
        old_versions[k].retain(|&(v, x)| {
            let empty = match v {
                Var::Mask(s) => {
                    (!schedule.is_primed(s) && !schedule.slot_may_hold_lanes(b, s))
                        || resolve(&replaced, x).is_none_or(|x| zero.contains(&x))
                }
                _ => false,
            };
            if let (true, Var::Mask(s)) = (empty, v) {
                fresh.push((k, s));
            }
            !empty
        });
    }
    // (Sorted by bundle, for `Registers::fresh_masks`.)
    fresh.sort_unstable();
    // Instructions, node by node. An undefined value is any register (a def without code); an
    // undefined mask is an empty one (a def that zeroes it).
    let mut layout = Layout {
        bundle_inst: vec![None; plan.bundles.len()],
        split: vec![Vec::new(); plan.bundles.len()],
        blocks: nb,
        extra: vec![Vec::new(); nb + linear.tests.len()],
        dispatch: vec![None; nb + linear.tests.len()],
        fresh,
        unread_stub_clears: Vec::new(),
    };
    func.nodes = (0..total).map(|_| Node::default()).collect();
    let made_up = |v: Var| {
        if matches!(v, Var::Mask(_)) {
            Owner::Zero
        } else {
            Owner::Undef
        }
    };
    for n in 0..total {
        let first = func.insts.len();
        // Where the node's extra instructions are filed: its block's row (a shared test's is
        // `nb + test`), at which point.
        let (block, start, end) = match linear.nodes[n] {
            LinearNode::Block(_) => (n, Extra::Start, Extra::End),
            LinearNode::Stub(s) => (
                schedule.slots[s].block().index(),
                Extra::StubStart(s),
                Extra::StubEnd(s),
            ),
            LinearNode::Edge { from: b, k, .. } => (b.index(), Extra::Edge(k), Extra::Edge(k)),
            LinearNode::Test(t) => (nb + t, Extra::End, Extra::End),
            LinearNode::TestEdge { test, k, .. } => (nb + test, Extra::Edge(k), Extra::Edge(k)),
        };
        let test = match linear.nodes[n] {
            LinearNode::Test(t) => Some(t),
            _ => None,
        };
        let bundles = node_bundles(n);
        let mut undefined: Vec<(Var, VReg)> = Vec::new();
        let mut direct: HashMap<Var, VReg> = HashMap::default();
        let direct_reads = bundles
            .iter()
            .flat_map(|&k| use_versions[k].iter().chain(&old_versions[k]));
        let dispatch_reads = if n < nb {
            dispatch_versions[n].iter()
        } else if let Some(t) = test {
            std::slice::from_ref(&test_versions[t]).iter()
        } else {
            [].iter()
        };
        // Undefined values kept by a bundle (not read by it) need nothing; undefined masks
        // start empty.
        let mut kept_values = HashSet::default();
        for &k in &bundles {
            for &(v, x) in &old_versions[k] {
                if matches!(v, Var::Value(_)) && !use_versions[k].contains(&(v, x)) {
                    kept_values.insert((v, x));
                }
            }
        }
        for &(v, x) in direct_reads.chain(dispatch_reads) {
            if resolve(&replaced, x).is_none() && !direct.contains_key(&v) && !kept_values.contains(&(v, x)) {
                let u = func.vreg(var_class(f, v));
                direct.insert(v, u);
                undefined.push((v, u));
            }
        }
        if n == entry && !input_versions.is_empty() {
            // Before anything else: the input SGPRs, where the hardware put them.
            let ops = input_versions
                .iter()
                .map(|&(_, x, r)| ROp::reg_fixed_def(x, r))
                .collect();
            let owners = input_versions.iter().map(|_| Owner::Undef).collect();
            let i = func.inst(ops, owners, Term::None);
            layout.extra[block].push((start, i));
        }
        for &(v, u) in &undefined {
            let i = func.inst(vec![ROp::reg_def(u)], vec![made_up(v)], Term::None);
            layout.extra[block].push((start, i));
        }
        let version = |x: Option<VReg>, v: Var| resolve(&replaced, x).or_else(|| direct.get(&v).copied());
        let owner = |v: Var, def: bool| match v {
            Var::Value(v) => Owner::Value(v),
            Var::Mask(s) if def => Owner::MaskDef(s),
            Var::Mask(s) => Owner::Mask(s),
            Var::Kernarg => Owner::Kernarg,
        };
        for &k in &bundles {
            let bundle = &plan.bundles[k];
            let split = match linear.nodes[n] {
                LinearNode::Block(b) => splittable(f, b, bundle, selected, File::Sgpr)
                    .and_then(|code| split_op(f, code, bundle, File::Sgpr)),
                _ => None,
            };
            if let Some(split) = split {
                let (uses, defs) = (&use_versions[k], &def_versions[k]);
                layout.split[k] = split.emit(&mut func, &mut |_, v, result| {
                    let v = Var::Value(v);
                    if result {
                        defs.iter().find(|&&(x, _)| x == v).expect("a result is written").1
                    } else {
                        let &(_, x) = uses.iter().find(|&&(x, _)| x == v).expect("an operand is read");
                        version(x, v).expect("undefined reads have a made-up def")
                    }
                });
                continue;
            }
            let mut ops = Vec::new();
            let mut owners = Vec::new();
            let mut index_of: HashMap<VReg, usize> = HashMap::default();
            for &(v, x) in &use_versions[k] {
                let x = version(x, v).expect("undefined reads have a made-up def");
                if let std::collections::hash_map::Entry::Vacant(slot) = index_of.entry(x) {
                    slot.insert(ops.len());
                    // The code reads the kernarg pointer in its own registers.
                    ops.push(if v == Var::Kernarg {
                        ROp::reg_fixed_use(x, PReg::new(0, RegClass::Float))
                    } else {
                        use_op(x)
                    });
                    owners.push(owner(v, false));
                }
            }
            let mut reused: HashMap<Var, usize> = HashMap::default();
            for &(v, x) in &old_versions[k] {
                if let Some(x) = version(x, v) {
                    let i = *index_of.entry(x).or_insert_with(|| {
                        ops.push(use_op(x));
                        owners.push(owner(v, false));
                        ops.len() - 1
                    });
                    reused.insert(v, i);
                }
            }
            for &(p, a) in &bundle.ties {
                let tied = use_versions[k]
                    .iter()
                    .find(|&&(v, _)| v == Var::Value(a))
                    .and_then(|&(v, x)| version(x, v))
                    .and_then(|x| index_of.get(&x));
                if let (Some(&i), false) = (tied, reused.contains_key(&Var::Value(p))) {
                    reused.insert(Var::Value(p), i);
                }
            }
            // A use slot can be reused by one def only.
            let mut taken = Vec::new();
            for &(v, x) in &def_versions[k] {
                match reused.get(&v) {
                    Some(&i) if !taken.contains(&i) => {
                        taken.push(i);
                        ops.push(ROp::reg_reuse_def(x, i));
                    }
                    _ => ops.push(def_op(x, bundle.early_defs)),
                }
                owners.push(owner(v, true));
            }
            for (i, &v) in bundle.parks.iter().enumerate() {
                if is_sgpr(v) {
                    ops.push(ROp::reg_temp(func.vreg(class_of(f, v))));
                    owners.push(Owner::Park(i));
                }
            }
            push_temps(&mut func, bundle, File::Sgpr, &mut ops, &mut owners);
            if func.insts.len() == first && bundle.early_defs {
                // regalloc2 mishandles an early def at a node's first instruction (a def at the
                // node's entry point: it may look for the value in the predecessors), so the
                // node starts with an instruction of its own (no code).
                let i = func.inst(vec![], vec![], Term::None);
                layout.extra[block].push((start, i));
            }
            let i = func.inst(ops, owners, Term::None);
            func.insts[i].call = is_call(f, bundle);
            layout.bundle_inst[k] = Some(i);
        }
        // Branch arguments: the versions reaching the end, made up here where none does.
        let mut args = Vec::new();
        let mut made = Vec::new();
        for (&s, &k) in succs[n].iter().zip(&linear.pred_index[n]) {
            let mut list = Vec::new();
            for (v, phi, operands) in &params[s] {
                list.push(match operands[k] {
                    Some(x) => x,
                    None => {
                        let u = func.vreg(phi.class());
                        made.push((made_up(*v), u));
                        u
                    }
                });
            }
            args.push(list);
        }
        // One instruction each, so that the allocator may keep them in spill slots until the
        // edge's moves (many masks can be made up at one branch).
        for (o, u) in made {
            let i = func.inst(vec![ROp::reg_def(u)], vec![o], Term::None);
            layout.extra[block].push((end, i));
        }
        // The dispatch reads the masks it tests.
        let mut ops = Vec::new();
        let mut owners = Vec::new();
        let reads = if n < nb {
            dispatch_versions[n].as_slice()
        } else if let Some(t) = test {
            std::slice::from_ref(&test_versions[t])
        } else {
            &[]
        };
        for &(v, x) in reads {
            ops.push(use_op(version(x, v).expect("undefined reads have a made-up def")));
            owners.push(owner(v, false));
        }
        let term = if succs[n].is_empty() { Term::Ret } else { Term::Branch };
        let i = func.inst(ops, owners, term);
        layout.extra[block].push((end, i));
        if n < nb || test.is_some() {
            layout.dispatch[block] = Some(i);
        }
        let node = &mut func.nodes[n];
        node.insts = (first, func.insts.len());
        node.succs = succs[n].iter().map(|&s| RBlock::new(s)).collect();
        node.params = params[n].iter().map(|(_, phi, _)| *phi).collect();
        node.args = args;
    }
    // (Before `link` renumbers the vregs.)
    let read = func.read_vregs();
    layout.unread_stub_clears = plan
        .stubs
        .iter()
        .flatten()
        .copied()
        .filter(|&k| {
            let Kind::Stub(s) = plan.bundles[k].kind else {
                unreachable!("stub bundles")
            };
            def_versions[k]
                .iter()
                .all(|&(v, x)| v != Var::Mask(s) || !read.contains(&x))
        })
        .collect();
    func.finish(&mut layout);
    (func, layout)
}

/// A register-to-register, spill or reload move the allocator inserted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub file: File,
    pub dwords: u8,
    pub from: Place,
    pub to: Place,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A register, spill slots kept in the file's free registers included.
    Reg(u8),
    /// A spill slot past those registers: for SGPRs a lane of a spill VGPR, for VGPRs a dword
    /// of scratch.
    Slot(u32),
    /// Nothing: a move from here zeroes its destination (an empty lane mask).
    Zero,
}

/// One run's result, in physical registers.
struct Run {
    func: Func,
    layout: Layout,
    /// The registers regalloc2 was offered.
    env: ra::MachineEnv,
    out: ra::Output,
    /// Physical register of each (class, hw_enc).
    phys: HashMap<PReg, u8>,
    slot_registers: SlotRegisters,
    /// The registers live across each call, by its instruction (values in spill slots aside).
    across_calls: HashMap<usize, Vec<u8>>,
}

/// regalloc2 spills past its 63 registers per class, so a run's first spill slots (dwords) are
/// kept in the registers of the file the allocation left free (within the budget), where a
/// spill or reload is a move; only the slots past them go to memory (or VGPR lanes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SlotRegisters {
    /// The register of slot 0.
    first: u32,
    /// Slots kept in registers: all of them, or an even number (a pair's two slots, which
    /// regalloc2 aligns to an even slot, are never split between a register and memory).
    count: u32,
}

impl SlotRegisters {
    /// The slot registers of `slots` spill slots in the registers from `end` (even if
    /// `align_pairs`, as pairs move whole) up to `avail`.
    fn new(end: u32, avail: u32, slots: u32, align_pairs: bool) -> SlotRegisters {
        let first = if align_pairs && slots > 0 {
            end.next_multiple_of(2)
        } else {
            end
        };
        let room = avail.saturating_sub(first);
        let count = if slots <= room { slots } else { room & !1 };
        SlotRegisters { first, count }
    }

    /// First register past the allocation and its slot registers.
    fn end(&self, allocation_end: u32) -> u32 {
        if self.count == 0 {
            allocation_end
        } else {
            self.first + self.count
        }
    }
}

impl Run {
    fn reg(&self, a: Allocation) -> u8 {
        match self.place(a) {
            Place::Reg(r) => r,
            _ => unreachable!("operands with register constraints are in registers"),
        }
    }

    fn place(&self, a: Allocation) -> Place {
        match (a.as_reg(), a.as_stack()) {
            (Some(r), _) => Place::Reg(self.phys[&r]),
            (_, Some(s)) => {
                let slot = s.index() as u32;
                let kept = self.slot_registers;
                if slot < kept.count {
                    Place::Reg((kept.first + slot) as u8)
                } else {
                    Place::Slot(slot - kept.count)
                }
            }
            _ => unreachable!("operands are allocated"),
        }
    }

    /// Spill slots (dwords) past the slot registers.
    fn memory_slots(&self) -> u32 {
        self.out.num_spillslots as u32 - self.slot_registers.count
    }

    /// Moves of the non-bundle instructions filed in `row` of the layout (a block's, or a
    /// shared test's) at `at`. (Made-up defs of empty lane masks zero their registers.)
    fn extra_moves(&self, file: File, row: usize, at: Extra) -> Vec<Move> {
        let (run, mut m) = (self, Vec::new());
        for &(e, i) in &run.layout.extra[row] {
            if e == at {
                m.extend(run.moves(file, i, false));
                for (&owner, &a) in run.func.insts[i].owners.iter().zip(run.out.inst_allocs(RInst::new(i))) {
                    if owner == Owner::Zero {
                        m.push(Move {
                            file,
                            dwords: 2,
                            from: Place::Zero,
                            to: run.place(a),
                        });
                    }
                }
                m.extend(run.moves(file, i, true));
            }
        }
        m
    }

    fn moves(&self, file: File, inst: usize, after: bool) -> Vec<Move> {
        let point = if after {
            ra::ProgPoint::after(RInst::new(inst))
        } else {
            ra::ProgPoint::before(RInst::new(inst))
        };
        let start = self.out.edits.partition_point(|(p, _)| *p < point);
        self.out.edits[start..]
            .iter()
            .take_while(|(p, _)| *p == point)
            .map(|(_, Edit::Move { from, to })| {
                let class = from
                    .as_reg()
                    .map(|r| r.class())
                    .or(to.as_reg().map(|r| r.class()))
                    .unwrap_or(RegClass::Int);
                Move {
                    file,
                    dwords: if class == RegClass::Float { 2 } else { 1 },
                    from: self.place(*from),
                    to: self.place(*to),
                }
            })
            .collect()
    }
}

/// Registers of both files for a whole function.
pub struct Registers {
    sgpr: Run,
    vgpr: Run,
    /// First SGPR / VGPR past everything allocated (and reserved).
    pub sgpr_end: u32,
    pub vgpr_end: u32,
    /// Spill slots outside the file's registers: SGPRs in VGPR lanes, VGPRs in scratch.
    pub sgpr_spill_slots: u32,
    pub vgpr_spill_slots: u32,
    /// First VGPR holding spilled SGPRs (one lane per slot).
    pub sgpr_spill_vgpr: u8,
    /// First of the VGPRs the caller asked for after the allocated ones.
    pub vgprs_after: u8,
}

/// One selected instruction of a bundle allocated per instruction: the allocator's moves
/// around it and the registers of what it reads and writes (owner, register, is a def).
#[derive(Default)]
pub struct SplitStep {
    pub before: Vec<Move>,
    pub after: Vec<Move>,
    pub registers: Vec<(Owner, Loc, bool)>,
}

/// A bundle's registers other than its values'.
pub struct Located {
    /// Park temporaries of a terminator, per `Bundle::parks`.
    pub parks: Vec<Loc>,
    /// The VGPR an edge copy writes.
    pub edge_copy: Option<Loc>,
    /// Scratch register slots (first register).
    pub temps: [Option<u8>; TEMP_SLOTS],
    /// The slot masks the bundle writes (the same registers as their old lanes when it keeps
    /// them), and the one a stub reads.
    pub masks: Vec<(usize, u8)>,
    pub mask_read: Option<u8>,
}

/// The registers of one file every call of a function leaves as they were: those the
/// calling convention has callees preserve, and those no callee (nor the call's own code)
/// writes, when the callees are known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preserved([u128; 2]);

impl Preserved {
    /// The registers among 0..256 for which `kept` holds.
    pub fn of(kept: impl Fn(u32) -> bool) -> Preserved {
        let mut bits = [0u128; 2];
        for r in (0..256).filter(|&r| kept(r)) {
            bits[r as usize / 128] |= 1 << (r % 128);
        }
        Preserved(bits)
    }

    pub fn contains(self, r: u32) -> bool {
        r < 256 && self.0[r as usize / 128] >> (r % 128) & 1 != 0
    }
}

/// The registers outside the allocation: below `sgpr_base` / `vgpr_base`.
#[derive(Clone, Copy, Debug)]
pub struct Reserved {
    pub sgpr_base: u32,
    /// The VGPRs values arrive in, as a mask (bit `k`: v`k`): the work-item ids a kernel
    /// reads, a called function's arguments (allocated from there).
    pub arriving_vgprs: u64,
    /// VGPRs the caller needs after the allocated ones.
    pub vgprs_after: u32,
    pub max_sgprs: u32,
    pub max_vgprs: u32,
    /// The SGPRs and VGPRs the functions it calls preserve, when it calls any: what lives
    /// across a call goes there where it fits.
    pub preserved_by_callees: [Option<Preserved>; 2],
}

/// Registers the code fixes: regalloc2's registers that must land at given places in the file
/// (`at`), and how many of each class (singles, pairs) a run must offer so that they exist.
#[derive(Clone, Debug, Default)]
struct Pins {
    at: Vec<(PReg, u32)>,
    least: [usize; 2],
    /// Registers nothing may be placed in.
    blocked: Vec<u32>,
    /// The registers a callee preserves: registers live across a call go there when they fit
    /// below `limit` (then the call saves nothing for them).
    over_calls: Option<Preserved>,
    /// The end of the registers a run may place in (set by [`run`]).
    limit: u32,
}

impl Pins {
    fn new(at: Vec<(PReg, u32)>) -> Pins {
        let mut least = [0; 2];
        for &(r, _) in &at {
            let c = (r.class() == RegClass::Float) as usize;
            least[c] = least[c].max(r.hw_enc() + 1);
        }
        Pins {
            at,
            least,
            blocked: Vec::new(),
            over_calls: None,
            limit: 256,
        }
    }
}

/// regalloc2's per-class limit (hw_enc is 6 bits, one code reserved).
const CLASS_LIMIT: usize = 63;

fn env(singles: usize, pairs: usize) -> ra::MachineEnv {
    let mut preferred = [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()];
    for r in 0..singles.min(CLASS_LIMIT) {
        preferred[0].add(PReg::new(r, RegClass::Int));
    }
    for r in 0..pairs.min(CLASS_LIMIT) {
        preferred[1].add(PReg::new(r, RegClass::Float));
    }
    ra::MachineEnv {
        preferred_regs_by_class: preferred,
        non_preferred_regs_by_class: [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()],
        scratch_by_class: [None, None, None],
        fixed_stack_slots: vec![],
    }
}

/// Runs regalloc2 on `func` within `avail` registers of the file, and numbers the registers it
/// used: pairs from `base` (rounded up to even when `align_pairs`), then singles, then the
/// spill slots that fit ([`SlotRegisters`]). Returns the run and the first register past them.
/// `pins`: registers fixed by the code (the work-item ids, the input SGPRs) and where they must
/// land in the file.
fn run(
    func: Func,
    layout: Layout,
    avail: u32,
    base: u32,
    align_pairs: bool,
    pins: &Pins,
) -> Result<(Run, u32), String> {
    let pins = &Pins {
        limit: avail,
        ..pins.clone()
    };
    let mut func = func;
    if let Some(preserved) = pins.over_calls {
        for &(r, at) in &pins.at {
            if !preserved.contains(at) {
                func.call_clobbers.add(r);
            }
        }
    }
    let mut seen = vec![false; func.nodes.len()];
    let mut stack = vec![0];
    while let Some(n) = stack.pop() {
        if !std::mem::replace(&mut seen[n], true) {
            stack.extend(func.nodes[n].succs.iter().map(|s| s.index()));
        }
    }
    // Unreachable blocks have no code; anything else must be reachable.
    if let Some(n) = (0..func.nodes.len()).find(|&n| !seen[n] && func.nodes[n].insts.1 - func.nodes[n].insts.0 > 1) {
        return Err(format!("internal error: allocation CFG node {n} is unreachable"));
    }
    let base_pairs = if align_pairs { base.next_multiple_of(2) } else { base };
    // (Blocked registers hold inputs in the middle of the file: placement skips them.)
    let blocked = pins.blocked.iter().filter(|&&r| r >= base_pairs && r < avail).count() as u32;
    let room = avail.saturating_sub(base_pairs + blocked) as usize;
    let fits = |a: &Attempt| a.end <= avail;
    let slot_registers = |a: &Attempt| SlotRegisters::new(a.end, avail, a.out.num_spillslots as u32, align_pairs);
    // What a spilling attempt costs: slots in memory first, then all slots (moves).
    let spill_cost = |a: &Attempt| {
        let slots = a.out.num_spillslots as u32;
        (slots - slot_registers(a).count, slots)
    };
    // Small functions get the exhaustive search below: each run takes microseconds there. Past
    // GUIDED_FROM instructions each run costs milliseconds to seconds, so the search is guided
    // by the most values of each class live at once: one run offering exactly that many
    // registers usually allocates without spilling (and no allocation needs fewer), class
    // splits never offer more pairs than are live at once, and the search for fewer registers
    // starts there.
    const GUIDED_FROM: usize = 2_000;
    let pressure = Some(max_pressure(&func));
    let try_budget = |func: &Func, singles: usize, pairs: usize| {
        attempt(
            func,
            singles.max(pins.least[0]),
            pairs.max(pins.least[1]),
            base_pairs,
            align_pairs,
            pins,
        )
    };
    // Every attempt is a whole regalloc2 run. Up to this size the search below is exhaustive;
    // past it (far beyond any hand-written kernel) it is budgeted so that compile time stays
    // linear: the first split that fits without spilling is taken, and the search for fewer
    // registers stops after a few probes (the allocation may use a few more registers).
    const BUDGETED_FROM: usize = 20_000;
    const PROBES_PER_CLASS: usize = 3;
    let budgeted = func.insts.len() >= BUDGETED_FROM;
    let tight = pressure.filter(|_| func.insts.len() >= GUIDED_FROM).and_then(|p| {
        let (singles, pairs) = (p[0].max(pins.least[0]).max(1), p[1].max(pins.least[1]).max(1));
        (singles <= room.min(CLASS_LIMIT) && pairs <= (room / 2).min(CLASS_LIMIT))
            .then(|| try_budget(&func, singles, pairs).ok())
            .flatten()
            .filter(|a| fits(a) && a.out.num_spillslots == 0)
    });
    let searched = tight.is_none();
    let first = match tight {
        Some(a) => Some(a),
        None => try_budget(&func, room.min(CLASS_LIMIT), (room / 2).min(CLASS_LIMIT))
            .ok()
            .filter(|a| fits(a)),
    };
    let mut best = match first {
        Some(a) if spill_cost(&a).0 == 0 => a,
        first => {
            // Too many for the file, or spilling past it: split the file between the classes a
            // few ways and keep the split that spills least.
            // More pairs than are ever live at once only take room from the singles.
            let live_pairs = pressure.map_or(usize::MAX, |p| p[1]);
            // (Pinned values need their pairs whatever the split.)
            let fewest_pairs = pins.least[1].max(1);
            let most_pairs = (room / 2).min(CLASS_LIMIT).min(live_pairs).max(fewest_pairs);
            let mut tries: Vec<usize> = (1..=12).map(|k| (most_pairs * k / 12).max(fewest_pairs)).collect();
            tries.dedup();
            let mut best = first;
            for pairs in tries {
                let singles = room.saturating_sub(2 * pairs).min(CLASS_LIMIT);
                let Ok(a) = try_budget(&func, singles, pairs) else {
                    continue;
                };
                if fits(&a) && best.as_ref().is_none_or(|b| spill_cost(&a) < spill_cost(b)) {
                    best = Some(a);
                }
                if budgeted && best.as_ref().is_some_and(|b| spill_cost(b).0 == 0) {
                    break;
                }
            }
            best.ok_or_else(|| format!("register allocation cannot fit this kernel in {room} registers"))?
        }
    };
    if searched && best.out.num_spillslots == 0 {
        // regalloc2 spreads values over every register it is offered: find the fewest of each
        // class it manages without spilling (binary search; singles, then pairs).
        for class in 0..2 {
            // Fewer registers than values live at once would spill.
            let live = pressure.map_or(0, |p| p[class]);
            let least = pins.least[class].max(1).max(live);
            let (mut lo, mut hi) = (least, best.used[class].len());
            let mut probes = 0;
            while lo < hi && !(budgeted && probes == PROBES_PER_CLASS) {
                // The first probe offers exactly the values live at once: usually enough, and
                // then the search ends there.
                let mid = if probes == 0 { lo } else { (lo + hi) / 2 };
                probes += 1;
                let budget = |c: usize| if c == class { mid } else { best.used[c].len().max(1) };
                match try_budget(&func, budget(0), budget(1)) {
                    Ok(a) if a.out.num_spillslots == 0 && fits(&a) => {
                        hi = a.used[class].len().min(mid);
                        if a.end <= best.end {
                            best = a;
                        }
                    }
                    _ => lo = mid + 1,
                }
            }
        }
    }
    let slot_registers = slot_registers(&best);
    let Attempt {
        env,
        out,
        phys,
        end,
        liveness,
        ..
    } = best;
    let across_calls = if func.insts.iter().any(|i| i.call) {
        let registers = |set: PregSet| -> Vec<u8> {
            (0..128)
                .filter(|&i| set & preg_bit(i) != 0)
                .flat_map(|i| {
                    let r = PReg::new(i % 64, if i >= 64 { RegClass::Float } else { RegClass::Int });
                    let at = phys[&r];
                    if i >= 64 {
                        vec![at, at + 1]
                    } else {
                        vec![at]
                    }
                })
                .collect()
        };
        liveness
            .across_calls(&func)
            .into_iter()
            .map(|(i, set)| (i, registers(set)))
            .collect()
    } else {
        HashMap::default()
    };
    Ok((
        Run {
            func,
            layout,
            env,
            out,
            phys,
            slot_registers,
            across_calls,
        },
        slot_registers.end(end).max(base),
    ))
}

/// Where the registers of an allocation go in the file: side by side (pairs from `base`, then
/// singles), or packed by interference when that takes fewer (always when `pins` fixes some).
fn placement(
    func: &Func,
    liveness: &PregLiveness,
    used: &[Vec<usize>; 2],
    base: u32,
    align_pairs: bool,
    pins: &Pins,
) -> Option<(HashMap<PReg, u8>, u32)> {
    let mut phys = HashMap::default();
    for (i, &r) in used[1].iter().enumerate() {
        phys.insert(PReg::new(r, RegClass::Float), (base as usize + 2 * i) as u8);
    }
    let singles_base = base as usize + 2 * used[1].len();
    for (i, &r) in used[0].iter().enumerate() {
        phys.insert(PReg::new(r, RegClass::Int), (singles_base + i) as u8);
    }
    let end = (singles_base + used[0].len()) as u32;
    let pinned = !pins.at.is_empty();
    // (Packing also puts what lives across calls where the callee preserves it.)
    let over_calls = pins.over_calls.is_some() && func.insts.iter().any(|i| i.call);
    match pack(func, liveness, base, align_pairs, pins) {
        Some((packed, packed_end)) if packed_end < end || pinned || over_calls => Some((packed, packed_end)),
        None if pinned => None,
        _ => Some((phys, end)),
    }
}

/// A physical register of the allocation: class (0 singles, 1 pairs) and hw_enc.
fn preg_index(r: PReg) -> usize {
    (r.class() == RegClass::Float) as usize * 64 + r.hw_enc()
}

/// A set of regalloc2 registers, by [`preg_index`].
type PregSet = u128;

fn preg_bit(i: usize) -> PregSet {
    1 << i
}

/// One event of the allocated code: an instruction or an inserted move.
#[derive(Clone, Copy)]
struct PregEvent {
    uses: PregSet,
    /// Every def, early ones included.
    defs: PregSet,
    early: PregSet,
    /// The instruction, when it is a call.
    call: Option<usize>,
}

/// The liveness of regalloc2's registers on the allocated code itself (instructions and
/// inserted moves, over the CFG the run allocated on).
struct PregLiveness {
    /// Each node's events in order.
    events: Vec<Vec<PregEvent>>,
    live_in: Vec<PregSet>,
}

impl PregLiveness {
    fn new(func: &Func, out: &ra::Output) -> PregLiveness {
        let reg = |a: Allocation| a.as_reg().map(preg_index);
        let mut events: Vec<Vec<PregEvent>> = Vec::with_capacity(func.nodes.len());
        let mut edit = 0;
        for node in &func.nodes {
            let mut ev = Vec::new();
            for i in node.insts.0..node.insts.1 {
                let inst = RInst::new(i);
                let mut moves = |point: ra::ProgPoint, ev: &mut Vec<PregEvent>| {
                    while edit < out.edits.len() && out.edits[edit].0 <= point {
                        if out.edits[edit].0 == point {
                            let Edit::Move { from, to } = out.edits[edit].1;
                            ev.push(PregEvent {
                                uses: reg(from).map_or(0, preg_bit),
                                defs: reg(to).map_or(0, preg_bit),
                                early: 0,
                                call: None,
                            });
                        }
                        edit += 1;
                    }
                };
                moves(ra::ProgPoint::before(inst), &mut ev);
                let (mut uses, mut defs, mut early) = (0, 0, 0);
                for (op, &a) in func.insts[i].ops.iter().zip(out.inst_allocs(inst)) {
                    let Some(r) = reg(a) else { continue };
                    match (op.kind(), op.pos()) {
                        (OperandKind::Use, _) => uses |= preg_bit(r),
                        (OperandKind::Def, ra::OperandPos::Early) => early |= preg_bit(r),
                        (OperandKind::Def, ra::OperandPos::Late) => defs |= preg_bit(r),
                    }
                }
                ev.push(PregEvent {
                    uses,
                    defs: defs | early,
                    early,
                    call: func.insts[i].call.then_some(i),
                });
                moves(ra::ProgPoint::after(inst), &mut ev);
            }
            events.push(ev);
        }
        // Live-in sets by backward dataflow over a worklist (sweeps in node order took as many
        // rounds as the CFG is long where stubs and edge nodes follow the blocks). Each node's
        // events fold into one transfer: live_in = (live_out & !kill) | gen.
        let n = func.nodes.len();
        let transfer: Vec<(PregSet, PregSet)> = events
            .iter()
            .map(|ev| {
                ev.iter()
                    .rev()
                    .fold((0, 0), |(gen, kill), e| ((gen & !e.defs) | e.uses, kill | e.defs))
            })
            .collect();
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, node) in func.nodes.iter().enumerate() {
            for s in &node.succs {
                preds[s.index()].push(b);
            }
        }
        let mut liveness = PregLiveness {
            events,
            live_in: vec![0; n],
        };
        let mut work: Vec<usize> = (0..n).collect();
        let mut queued = vec![true; n];
        while let Some(b) = work.pop() {
            queued[b] = false;
            let (gen, kill) = transfer[b];
            let live = (liveness.live_out(func, b) & !kill) | gen;
            if live != liveness.live_in[b] {
                liveness.live_in[b] = live;
                for &p in &preds[b] {
                    if !std::mem::replace(&mut queued[p], true) {
                        work.push(p);
                    }
                }
            }
        }
        liveness
    }

    fn live_out(&self, func: &Func, b: usize) -> PregSet {
        func.nodes[b]
            .succs
            .iter()
            .fold(0, |acc, s| acc | self.live_in[s.index()])
    }

    /// Walks node `b`'s events backwards, each with the registers live after it.
    fn walk_back(&self, func: &Func, b: usize, mut visit: impl FnMut(&PregEvent, PregSet)) {
        let mut live = self.live_out(func, b);
        for e in self.events[b].iter().rev() {
            visit(e, live);
            live = (live & !e.defs) | e.uses;
        }
    }

    /// The registers live across each call (live after it and not written by it), by the
    /// call's instruction.
    fn across_calls(&self, func: &Func) -> Vec<(usize, PregSet)> {
        let mut across = Vec::new();
        for b in 0..func.nodes.len() {
            self.walk_back(func, b, |e, live| {
                if let Some(i) = e.call {
                    across.push((i, live & !e.defs));
                }
            });
        }
        across
    }
}

/// Places the registers regalloc2 used into one file by interference: a single and a pair (or
/// two registers of a class) whose values are never live at once may share (liveness on the
/// allocated code, [`PregLiveness`]). Pairs go first, each at the lowest (even, if
/// `align_pairs`) place free of its neighbours, then singles; registers live across a call
/// where a callee preserves them (`Pins::over_calls`) when they fit. Returns the map and the
/// end of the file.
fn pack(
    func: &Func,
    liveness: &PregLiveness,
    base: u32,
    align_pairs: bool,
    pins: &Pins,
) -> Option<(HashMap<PReg, u8>, u32)> {
    type Set = PregSet;
    let bit = preg_bit;
    let n = func.nodes.len();
    // Interference: what a def writes clashes with everything live after it and with the
    // other defs of its instruction; an early def also with the instruction's uses.
    let mut clash: Vec<Set> = vec![0; 128];
    let mut used: Set = 0;
    // Registers live across a call.
    let mut across: Set = 0;
    // (Over the set bits only: scanning all 128 per event was most of the allocation's time.)
    let ones = |mut x: Set| {
        std::iter::from_fn(move || {
            let i = x.trailing_zeros() as usize;
            x &= x.wrapping_sub(1);
            (i < 128).then_some(i)
        })
    };
    let add = |a: Set, b: Set, clash: &mut Vec<Set>| {
        if a == 0 {
            return;
        }
        for i in ones(a) {
            clash[i] |= b & !bit(i);
        }
        for j in ones(b) {
            clash[j] |= a & !bit(j);
        }
    };
    for b in 0..n {
        liveness.walk_back(func, b, |e, live| {
            if e.call.is_some() {
                across |= live & !e.defs;
            }
            used |= e.uses | e.defs;
            add(e.defs, live | e.defs, &mut clash);
            add(e.early, e.uses, &mut clash);
        });
    }
    // Greedy placement: pairs, then singles, most constrained first.
    let mut order: Vec<usize> = (0..128).filter(|&i| used & bit(i) != 0).collect();
    order.sort_by_key(|&i| (i < 64, std::cmp::Reverse(clash[i].count_ones())));
    // The inputs first, where the code has them.
    let mut place: HashMap<usize, u32> = pins
        .at
        .iter()
        .map(|&(r, at)| (preg_index(r), at))
        .filter(|&(i, _)| used & bit(i) != 0)
        .collect();
    let mut end = place
        .iter()
        .map(|(&i, &at)| at + if i >= 64 { 2 } else { 1 })
        .max()
        .unwrap_or(base);
    let pinned: Vec<usize> = place.keys().copied().collect();
    for &i in order.iter().filter(|&&i| !pinned.contains(&i)) {
        let width = if i >= 64 { 2 } else { 1 };
        let taken: Vec<(u32, u32)> = place
            .iter()
            .filter(|(&j, _)| clash[i] & bit(j) != 0)
            .map(|(&j, &at)| (at, if j >= 64 { 2 } else { 1 }))
            .chain(pins.blocked.iter().map(|&r| (r, 1)))
            .collect();
        let step = if width == 2 && align_pairs { 2 } else { 1 };
        let free = |at: u32| !taken.iter().any(|&(o, w)| at < o + w && o < at + width);
        let preserved = pins.over_calls.filter(|_| across & bit(i) != 0).and_then(|kept| {
            (base..pins.limit.saturating_sub(width - 1))
                .step_by(step as usize)
                .find(|&at| free(at) && (at..at + width).all(|r| kept.contains(r)))
        });
        let mut at = base;
        while !free(at) {
            at += step;
        }
        let at = preserved.unwrap_or(at);
        place.insert(i, at);
        end = end.max(at + width);
    }
    if end > 256 {
        return None;
    }
    let phys = place
        .into_iter()
        .map(|(i, at)| {
            (
                PReg::new(i % 64, if i >= 64 { RegClass::Float } else { RegClass::Int }),
                at as u8,
            )
        })
        .collect();
    Some((phys, end))
}

/// One regalloc2 run with `singles` and `pairs` registers offered, the registers it used, and
/// where they go in the file.
struct Attempt {
    env: ra::MachineEnv,
    out: ra::Output,
    /// hw_enc of the Int and Float registers used, sorted.
    used: [Vec<usize>; 2],
    phys: HashMap<PReg, u8>,
    /// First register past the placed ones.
    end: u32,
    /// Which of regalloc2's registers are live where (placement reads it, and so do the saves
    /// around calls).
    liveness: PregLiveness,
}

fn attempt(
    func: &Func,
    singles: usize,
    pairs: usize,
    base: u32,
    align_pairs: bool,
    pins: &Pins,
) -> Result<Attempt, String> {
    let opts = ra::RegallocOptions {
        verbose_log: false,
        validate_ssa: cfg!(debug_assertions),
        algorithm: ra::Algorithm::Ion,
    };
    let env = env(singles, pairs);
    let out = ra::run(func, &env, &opts).map_err(|e| format!("register allocation failed: {e:?}"))?;
    let mut used: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    let mut note = |a: Allocation| {
        if let Some(r) = a.as_reg() {
            let c = (r.class() == RegClass::Float) as usize;
            if !used[c].contains(&r.hw_enc()) {
                used[c].push(r.hw_enc());
            }
        }
    };
    out.allocs.iter().for_each(|&a| note(a));
    for (_, Edit::Move { from, to }) in &out.edits {
        note(*from);
        note(*to);
    }
    used[0].sort();
    used[1].sort();
    let liveness = PregLiveness::new(func, &out);
    let (phys, end) = placement(func, &liveness, &used, base, align_pairs, pins)
        .ok_or("register allocation did not fit the register file")?;
    Ok(Attempt {
        env,
        out,
        used,
        phys,
        end,
        liveness,
    })
}

/// regalloc2's checker on a run: every instruction must find the values it reads in the
/// registers (or spill slots) it was given, through the moves the allocator inserted.
fn check(run: &Run) -> Result<(), String> {
    let view = RpoView::new(&run.func);
    let mut checker = ra::checker::Checker::new(&view, &run.env);
    checker.prepare(&run.out);
    checker.run().map_err(|errors| {
        // (All errors, in Debug form: regalloc2 gives no other view of them. Long lists are cut.)
        const SHOWN: usize = 2000;
        let text = format!("{errors:?}");
        match text.char_indices().nth(SHOWN) {
            Some((cut, _)) => format!("{}…", &text[..cut]),
            None => text,
        }
    })
}

/// [`check`] when checking is on ([`crate::verify`]). (The error is the kernel's:
/// `compile_all` names it.)
fn verify(file: File, run: &Run) -> Result<(), String> {
    if !crate::verify() {
        return Ok(());
    }
    let name = match file {
        File::Sgpr => "SGPR",
        File::Vgpr => "VGPR",
    };
    check(run).map_err(|e| format!("kcc bug: register allocation checker: the {name} allocation is wrong: {e}"))
}

/// Allocates both files: SGPRs first (its spills need VGPR lanes), then VGPRs.
///
/// `frame_overshoot(end)`: how many SGPRs past the budget the frame of an allocation whose
/// SGPRs end at `end` takes when VGPRs spill to memory (a kernel without a private segment
/// then needs one: its buffer resource and far-slot offset, `LatePrivateSegment`). When it is
/// not 0, the SGPRs are allocated again with that many fewer (more of them spill to VGPR
/// lanes), then the VGPRs: the frame always fits, with no second compilation of the kernel.
pub fn allocate(
    f: &Function,
    plan: &Plan,
    selected: &[Option<Selected>],
    schedule: &Schedule,
    cfgs: &Cfgs,
    reserved: Reserved,
    frame_overshoot: &dyn Fn(u32) -> u32,
) -> Result<Registers, String> {
    let mut within = reserved;
    loop {
        let registers = allocate_within(f, plan, selected, schedule, cfgs, within)?;
        let over = frame_overshoot(registers.sgpr_end);
        if registers.vgpr_spill_slots == 0 || over == 0 {
            return Ok(registers);
        }
        if within.max_sgprs <= reserved.sgpr_base + over {
            return Err(format!(
                "its VGPRs spill to memory, and the private segment that needs takes {over} SGPRs more than its budget leaves"
            ));
        }
        within.max_sgprs -= over;
    }
}

/// [`allocate`] with the registers `reserved` leaves, and no retry.
fn allocate_within(
    f: &Function,
    plan: &Plan,
    selected: &[Option<Selected>],
    schedule: &Schedule,
    cfgs: &Cfgs,
    reserved: Reserved,
) -> Result<Registers, String> {
    let (sfunc, slayout) = sgpr_function(f, plan, schedule, cfgs, selected);
    let mut sgpr_pins = Pins::new(plan.inputs.as_ref().map_or_else(Vec::new, SgprInputs::pins));
    sgpr_pins.blocked = plan.inputs.as_ref().map_or_else(Vec::new, |i| i.blocked.clone());
    sgpr_pins.over_calls = reserved.preserved_by_callees[0];
    let (sgpr, sgpr_end) = run(sfunc, slayout, reserved.max_sgprs, reserved.sgpr_base, true, &sgpr_pins)?;
    // (The registers the hardware initializes are the kernel's, used or not.)
    let sgpr_end = sgpr_end.max(plan.inputs.as_ref().map_or(0, |i| i.end));
    verify(File::Sgpr, &sgpr)?;
    let sgpr_spill_slots = sgpr.memory_slots();
    // After the allocated VGPRs and their slot registers: those whose lanes hold spilled
    // SGPRs, then the caller's.
    let spill_vgprs = sgpr_spill_slots.div_ceil(64);
    let (vfunc, vlayout) = vgpr_function(f, plan, cfgs, selected);
    let avail = reserved.max_vgprs.saturating_sub(spill_vgprs + reserved.vgprs_after);
    let ids = (0..64)
        .filter(|&i| reserved.arriving_vgprs >> i & 1 != 0)
        .map(|i| (PReg::new(i as usize, RegClass::Int), i))
        .collect();
    let vgpr_pins = Pins {
        over_calls: reserved.preserved_by_callees[1],
        ..Pins::new(ids)
    };
    let (vgpr, allocated) = run(vfunc, vlayout, avail, 0, false, &vgpr_pins)?;
    verify(File::Vgpr, &vgpr)?;
    let vgpr_spill_slots = vgpr.memory_slots();
    let sgpr_spill_vgpr = allocated as u8;
    let vgprs_after = allocated + spill_vgprs;
    Ok(Registers {
        sgpr,
        vgpr,
        sgpr_end,
        vgpr_end: vgprs_after + reserved.vgprs_after,
        sgpr_spill_slots,
        vgpr_spill_slots,
        sgpr_spill_vgpr,
        vgprs_after: vgprs_after as u8,
    })
}

impl Registers {
    fn runs(&self) -> [(File, &Run); 2] {
        [(File::Sgpr, &self.sgpr), (File::Vgpr, &self.vgpr)]
    }

    /// Moves before (or after) bundle `k`, SGPRs first.
    pub fn moves(&self, k: usize, after: bool) -> Vec<Move> {
        let mut m = Vec::new();
        for (file, run) in self.runs() {
            if let Some(i) = run.layout.bundle_inst[k] {
                m.extend(run.moves(file, i, after));
            }
        }
        m
    }

    /// Is bundle `k` allocated per selected instruction in either file?
    pub fn is_split(&self, k: usize) -> bool {
        self.runs().iter().any(|(_, run)| !run.layout.split[k].is_empty())
    }

    /// Selected instruction `j` of split bundle `k` as both files allocated it: the moves
    /// before and after it, and the registers of the owners it reads and writes.
    pub fn split_step(&self, k: usize, j: usize) -> SplitStep {
        let mut step = SplitStep::default();
        for (file, run) in self.runs() {
            let Some(i) = run.layout.split[k].get(j).copied().flatten() else {
                continue;
            };
            step.before.extend(run.moves(file, i, false));
            step.after.extend(run.moves(file, i, true));
            let data = &run.func.insts[i];
            for ((&o, op), &a) in data
                .owners
                .iter()
                .zip(&data.ops)
                .zip(run.out.inst_allocs(RInst::new(i)))
            {
                let r = run.reg(a);
                let at = if file == File::Sgpr { Loc::Sgpr(r) } else { Loc::Vgpr(r) };
                step.registers.push((o, at, op.kind() == OperandKind::Def));
            }
        }
        step
    }

    /// Where a split bundle's values are, for showing: an operand where the code first reads
    /// it, a result where its last write leaves it.
    pub fn split_locations(&self, k: usize, instructions: usize) -> Vec<(Value, Loc)> {
        let mut at: Vec<(Value, Loc)> = Vec::new();
        for j in 0..instructions {
            for (o, l, def) in self.split_step(k, j).registers {
                let Owner::Value(v) = o else { continue };
                match at.iter_mut().find(|(x, _)| *x == v) {
                    Some(entry) if def => entry.1 = l,
                    Some(_) => {}
                    None => at.push((v, l)),
                }
            }
        }
        at
    }

    /// Moves of the non-bundle instructions of `block` at `at`.
    pub fn extra_moves(&self, file: File, block: Block, at: Extra) -> Vec<Move> {
        let run = if file == File::Sgpr { &self.sgpr } else { &self.vgpr };
        run.extra_moves(file, block.index(), at)
    }

    /// The SGPR moves of shared dispatch test `t` at `at`: `End` before its test, `Edge(k)` on
    /// its edge `k` (0 to its slot's stub, 1 on to the next test).
    pub fn test_moves(&self, t: usize, at: Extra) -> Vec<Move> {
        self.sgpr.extra_moves(File::Sgpr, self.sgpr.layout.blocks + t, at)
    }

    /// The mask register shared dispatch test `t` reads.
    pub fn test_mask(&self, t: usize) -> u8 {
        let i = self.sgpr.layout.dispatch[self.sgpr.layout.blocks + t].expect("a shared test reads its mask");
        self.sgpr.reg(self.sgpr.out.inst_allocs(RInst::new(i))[0])
    }

    /// Does nothing read the mask stub bundle `k` empties (so it need not be emptied)?
    pub fn stub_clear_is_unread(&self, k: usize) -> bool {
        self.sgpr.layout.unread_stub_clears.contains(&k)
    }

    /// The slots whose masks terminator bundle `k` must empty before adding lanes to them.
    pub fn fresh_masks(&self, k: usize) -> Vec<usize> {
        let fresh = &self.sgpr.layout.fresh;
        let from = fresh.partition_point(|&(b, _)| b < k);
        fresh[from..]
            .iter()
            .take_while(|&&(b, _)| b == k)
            .map(|&(_, s)| s)
            .collect()
    }

    /// The registers the branch at the end of `b` reads: the masks its dispatch tests, in
    /// candidate order, or the condition of a branch that jumps directly.
    pub fn dispatch_masks(&self, b: Block) -> Vec<u8> {
        let Some(i) = self.sgpr.layout.dispatch[b.index()] else {
            return Vec::new();
        };
        self.sgpr
            .out
            .inst_allocs(RInst::new(i))
            .iter()
            .map(|&a| self.sgpr.reg(a))
            .collect()
    }

    /// Sets the locations of bundle `k`'s values in `loc` (a def's where the value is both read
    /// and written: it comes after the uses), and returns the rest of its registers.
    pub fn locate(&self, k: usize, loc: &mut [Loc]) -> Located {
        let mut located = Located {
            parks: Vec::new(),
            edge_copy: None,
            temps: [None; TEMP_SLOTS],
            masks: Vec::new(),
            mask_read: None,
        };
        for (file, run) in self.runs() {
            let Some(i) = run.layout.bundle_inst[k] else { continue };
            for (&owner, &a) in run.func.insts[i].owners.iter().zip(run.out.inst_allocs(RInst::new(i))) {
                let Place::Reg(r) = run.place(a) else {
                    unreachable!("bundle operands are in registers")
                };
                let l = if file == File::Sgpr { Loc::Sgpr(r) } else { Loc::Vgpr(r) };
                match owner {
                    Owner::Value(v) => loc[v.index()] = l,
                    Owner::Park(p) => {
                        located.parks.resize(located.parks.len().max(p + 1), Loc::None);
                        located.parks[p] = l;
                    }
                    Owner::EdgeCopy => located.edge_copy = Some(l),
                    Owner::Temp(slot) => located.temps[slot] = Some(r),
                    Owner::Mask(_) => located.mask_read = Some(r),
                    Owner::MaskDef(s) => located.masks.push((s, r)),
                    Owner::Undef | Owner::Zero | Owner::Kernarg => {}
                }
            }
        }
        located
    }

    /// May register `r` of `file` hold a value live across call bundle `k`? Registers the
    /// allocation placed values in do only where its liveness says so; slot registers may,
    /// and so may the VGPRs whose lanes hold spilled SGPRs and, when `sgprs_aside`, the SGPRs
    /// outside the allocation. (Other VGPRs past the allocation are scratch within one op's
    /// code.)
    pub fn may_live_across(&self, k: usize, file: File, r: u8, sgprs_aside: bool) -> bool {
        let run = match file {
            File::Sgpr => &self.sgpr,
            File::Vgpr => &self.vgpr,
        };
        let slots = run.slot_registers.first..run.slot_registers.first + run.slot_registers.count;
        let placed = run.phys.iter().any(|(p, &at)| {
            let width = if p.class() == RegClass::Float { 2 } else { 1 };
            (at..at + width).contains(&r)
        });
        let across = run.layout.bundle_inst[k]
            .and_then(|i| run.across_calls.get(&i))
            .is_some_and(|regs| regs.contains(&r));
        let outside = match file {
            File::Sgpr => sgprs_aside && !placed,
            File::Vgpr => (self.sgpr_spill_vgpr..self.vgprs_after).contains(&r),
        };
        across || slots.contains(&(r as u32)) || outside
    }

    /// The location bundle `k` reads value `v` from (its use, not its def).
    pub fn use_loc(&self, k: usize, v: Value) -> Option<Loc> {
        for (file, run) in self.runs() {
            let Some(i) = run.layout.bundle_inst[k] else { continue };
            let data = &run.func.insts[i];
            for ((&owner, op), &a) in data
                .owners
                .iter()
                .zip(&data.ops)
                .zip(run.out.inst_allocs(RInst::new(i)))
            {
                if owner == Owner::Value(v) && op.kind() == OperandKind::Use {
                    if let Place::Reg(r) = run.place(a) {
                        return Some(if file == File::Sgpr { Loc::Sgpr(r) } else { Loc::Vgpr(r) });
                    }
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A kernel with a divergent branch (lane masks, a stub, a vector phi) and ops that read
    /// two scalars and two vectors, through the backend's MIR pipeline.
    const KERNEL: &str = "module {code_object_version = 5}
kernel @k {
  arg {name = \"out\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
  arg {name = \"n\", offset = 8, size = 4, align = 4, uniform = true}
  arg {name = \"m\", offset = 12, size = 4, align = 4, uniform = true}
bb0(%0:_(p1), %1:_(s32), %2:_(s32)):
  %3:_(s32) = workitem.id.x
  %4:_(s32) = mul %1, %2
  %5:_(s1) = icmp.slt %3, %4
  condbr %5, bb1, bb2(%1)
bb1:
  %6:_(s32) = mul %3, %4
  %7:_(s32) = add %6, %3
  br bb2(%7)
bb2(%8:_(s32)):
  store %8, %0 {align = 4}
  ret
}
";

    fn bank_assigned() -> Module {
        let mut m = mir::text::parse_module(KERNEL).expect("test kernel parses");
        crate::run_pipeline(&mut m, false).expect("the pipeline runs");
        m
    }

    /// Both files' runs (SGPRs, VGPRs) of the test kernel.
    fn runs() -> [Run; 2] {
        let m = bank_assigned();
        let f = &m.functions[0];
        let schedule = Schedule::compute(f);
        let in_register = |v: Value| f.value(v).bank != Bank::Unassigned;
        let cfgs = Cfgs::build(f, &schedule);
        let plan = plan(f, &schedule, &cfgs, &in_register, &mut |_| Expansion::default(), None);
        let (sfunc, slayout) = sgpr_function(f, &plan, &schedule, &cfgs, &vec![None; f.ops.len()]);
        let (sgpr, _) = run(sfunc, slayout, 100, 0, true, &Pins::default()).expect("SGPRs allocate");
        let (vfunc, vlayout) = vgpr_function(f, &plan, &cfgs, &vec![None; f.ops.len()]);
        let id = Pins::new(vec![(PReg::new(0, RegClass::Int), 0)]);
        let (vgpr, _) = run(vfunc, vlayout, 100, 0, false, &id).expect("VGPRs allocate");
        [sgpr, vgpr]
    }

    /// An allocation operand: use or def, vreg, the operand a def reuses.
    type Shape = (OperandKind, usize, Option<usize>);

    /// `%2 = add %1, %1` on 64-bit VGPRs (%1 in v[200:201], %2 in v[204:205], scratch slot 3
    /// in v240) with `code`, as the VGPR allocation's instructions per selected instruction:
    /// each instruction's operands.
    fn split_vgprs(code: &[&str]) -> Option<Vec<Vec<Shape>>> {
        let text = "module {code_object_version = 5}
kernel @k {
bb0:
  %0:vgpr(s32) = workitem.id.x
  %1:vgpr(s64) = zext %0
  %2:vgpr(s64) = add %1, %1
  ret
}
";
        let m = mir::text::parse_module(text).expect("parses");
        let f = &m.functions[0];
        let op = f.def_op(Value(2)).expect("an op defines %2");
        let v = |n: u16| 256 + n;
        let values = [
            (v(200), Value(1), 0),
            (v(201), Value(1), 1),
            (v(204), Value(2), 0),
            (v(205), Value(2), 1),
        ];
        let code = Selected::for_tests(code, &values, &[(v(240), 3, 0), (v(241), 3, 1)]);
        let mut bundle = Bundle::new(Kind::Op(op));
        bundle.uses = vec![Value(1)];
        bundle.defs = vec![Value(2)];
        let split = split_op(f, &code, &bundle, File::Vgpr)?;
        let mut func = Func::default();
        // %1 is vreg 0, %2 vreg 1.
        let (operand, result) = (func.vreg(RegClass::Float), func.vreg(RegClass::Float));
        let at = split.emit(&mut func, &mut |_, _, is_result| {
            if is_result {
                result
            } else {
                operand
            }
        });
        Some(
            at.iter()
                .flatten()
                .map(|&i| {
                    func.insts[i]
                        .ops
                        .iter()
                        .map(|o| {
                            let reused = match o.constraint() {
                                ra::OperandConstraint::Reuse(k) => Some(k),
                                _ => None,
                            };
                            (o.kind(), o.vreg().vreg(), reused)
                        })
                        .collect()
                })
                .collect(),
        )
    }

    #[test]
    fn a_result_written_a_dword_at_a_time_is_redefined_in_place() {
        use OperandKind::{Def, Use};
        let ops = split_vgprs(&[
            "v_add_co_u32_e32 v204, vcc, v200, v200",
            "v_addc_co_u32_e32 v205, vcc, v201, v201, vcc",
        ])
        .expect("splits");
        // The low dword defines a fresh pair (vreg 2); the high one redefines it in place as
        // the result's vreg, which later ops read.
        assert_eq!(
            ops,
            vec![
                vec![(Use, 0, None), (Def, 2, None)],
                vec![(Use, 0, None), (Use, 2, None), (Def, 1, Some(1))]
            ]
        );
    }

    #[test]
    fn scratch_lives_from_its_write_to_its_last_read() {
        use OperandKind::{Def, Use};
        let ops = split_vgprs(&[
            "v_mov_b32 v240, v200",
            "v_mov_b32 v241, v201",
            "v_mov_b32 v204, v241",
            "v_mov_b32 v205, v240",
        ])
        .expect("splits");
        assert_eq!(
            ops,
            vec![
                vec![(Use, 0, None), (Def, 2, None)],
                // Dword 1 of the slot joins dword 0 in place.
                vec![(Use, 0, None), (Use, 2, None), (Def, 3, Some(1))],
                vec![(Use, 3, None), (Def, 4, None)],
                vec![(Use, 3, None), (Use, 4, None), (Def, 1, Some(1))],
            ]
        );
    }

    #[test]
    fn a_field_both_read_and_written_keeps_its_register() {
        use OperandKind::{Def, Use};
        // `v_mac_f32` reads and writes its destination: the write covers the whole slot but
        // is still a redefinition in place.
        let ops = split_vgprs(&[
            "v_mov_b32 v240, v200",
            "v_mac_f32_e32 v240, v200, v201",
            "v_mov_b32 v204, v240",
            "v_mov_b32 v205, v240",
        ])
        .expect("splits");
        assert_eq!(ops[1], vec![(Use, 2, None), (Use, 0, None), (Def, 3, Some(0))]);
    }

    #[test]
    fn code_reading_what_it_never_wrote_is_allocated_whole() {
        assert!(split_vgprs(&["v_mov_b32 v204, v240", "v_mov_b32 v205, v201"]).is_none());
        // Nor code leaving a dword of the result unwritten.
        assert!(split_vgprs(&["v_mov_b32 v204, v200"]).is_none());
    }

    /// Swaps the registers of the first instruction that reads two values from two registers.
    fn swap_two_uses(run: &mut Run) -> bool {
        for (i, inst) in run.func.insts.iter().enumerate() {
            let start = run.out.inst_alloc_offsets[i] as usize;
            let uses: Vec<usize> = (0..inst.ops.len())
                .filter(|&k| inst.ops[k].kind() == OperandKind::Use && run.out.allocs[start + k].is_reg())
                .map(|k| start + k)
                .collect();
            if let [a, b, ..] = uses[..] {
                if run.out.allocs[a] != run.out.allocs[b] {
                    run.out.allocs.swap(a, b);
                    return true;
                }
            }
        }
        false
    }

    #[test]
    fn the_checker_accepts_both_allocations_and_rejects_swapped_registers() {
        for (file, mut run) in [File::Sgpr, File::Vgpr].into_iter().zip(runs()) {
            check(&run).unwrap_or_else(|e| panic!("{file:?}: {e}"));
            assert!(swap_two_uses(&mut run), "{file:?}: an instruction reads two registers");
            let e = check(&run).expect_err("the checker sees the swap");
            assert!(e.contains("IncorrectValuesInAllocation"), "{file:?}: {e}");
        }
    }

    /// The pressure is the fewest registers without spills on the test kernel: offered that
    /// many of each class, both files allocate without spilling; one fewer of a class spills.
    #[test]
    fn max_pressure_is_the_fewest_registers_without_spills() {
        for (file, run) in [File::Sgpr, File::Vgpr].into_iter().zip(runs()) {
            let p = max_pressure(&run.func);
            let spills = |budget: [usize; 2]| {
                attempt(&run.func, budget[0], budget[1], 0, false, &Pins::default())
                    .map_or(true, |a| a.out.num_spillslots > 0)
            };
            let at_least = [p[0].max(1), p[1].max(1)];
            assert!(!spills(at_least), "{file:?}: {p:?} spills");
            for class in (0..2).filter(|&c| p[c] > 0) {
                let mut fewer = at_least;
                fewer[class] -= 1;
                assert!(spills(fewer), "{file:?}: {fewer:?} (pressure {p:?}) does not spill");
            }
        }
    }

    /// Slot registers start past the allocation (even for SGPR pairs), take every slot that
    /// fits, and split no pair between a register and memory.
    #[test]
    fn slot_registers_fill_the_room_left() {
        let slots = |end, avail, slots, align| {
            let s = SlotRegisters::new(end, avail, slots, align);
            (s.first, s.count, s.end(end))
        };
        assert_eq!(slots(10, 20, 4, true), (10, 4, 14));
        assert_eq!(slots(11, 20, 4, true), (12, 4, 16));
        assert_eq!(slots(11, 20, 12, true), (12, 8, 20));
        assert_eq!(slots(11, 20, 12, false), (11, 8, 19));
        assert_eq!(slots(11, 20, 0, true), (11, 0, 11));
        assert_eq!(slots(20, 20, 5, false), (20, 0, 20));
    }

    /// The checker's view numbers the nodes in reverse postorder: each reachable node but the
    /// entry has a predecessor numbered before it, and the instructions are the func's.
    #[test]
    fn the_checkers_view_is_in_reverse_postorder() {
        use ra::Function;
        for run in runs() {
            let view = RpoView::new(&run.func);
            let mut insts = 0;
            for b in 0..view.num_blocks() {
                let block = RBlock::new(b);
                if b > 0 && !view.block_preds(block).is_empty() {
                    assert!(view.block_preds(block).iter().any(|p| p.index() < b), "node {b}");
                }
                insts += view.block_insns(block).len();
            }
            assert_eq!(insts, run.func.num_insts(), "every instruction is in one node");
        }
    }

    /// A switch's join of `cases` predecessors, each passing its own value to the join's
    /// parameter; the join reads that parameter and a value defined in the entry.
    fn switch_join(cases: usize) -> Func {
        let mut func = Func::default();
        let int = RegClass::Int;
        let (base, param) = (func.vreg(int), func.vreg(int));
        let node = |func: &mut Func, ops: Vec<ROp>, term: Term, succs: Vec<usize>| {
            let i = func.inst(ops, Vec::new(), term);
            func.nodes.push(Node {
                insts: (i, i + 1),
                succs: succs.into_iter().map(RBlock::new).collect(),
                ..Node::default()
            });
        };
        node(
            &mut func,
            vec![def_op(base, false)],
            Term::Branch,
            (1..=cases).collect(),
        );
        for _ in 0..cases {
            let value = func.vreg(int);
            node(&mut func, vec![def_op(value, false)], Term::Branch, vec![cases + 1]);
            func.nodes.last_mut().expect("a case").args = vec![vec![value]];
        }
        node(&mut func, vec![use_op(param), use_op(base)], Term::Ret, vec![]);
        func.nodes[cases + 1].params = vec![param];
        func
    }

    #[test]
    fn parameters_of_big_joins_are_numbered_last() {
        for (cases, param_last) in [(3, false), (Func::MANY_PREDS + 1, true)] {
            let mut func = switch_join(cases);
            func.link();
            assert_eq!(func.vregs, cases + 2, "every vreg numbered once");
            let join = &func.nodes[cases + 1];
            assert_eq!(join.preds.len(), cases);
            // The entry's value (its definition), and the parameter (read in the join).
            let base = func.insts[0].ops[0].vreg();
            let param = join.params[0];
            assert_eq!(func.insts[cases + 1].ops[0].vreg(), param, "renamed everywhere");
            assert_eq!(param.vreg() == func.vregs - 1, param_last, "{cases} predecessors");
            assert_eq!(base.vreg(), if param_last { 0 } else { 1 }, "{cases} predecessors");
        }
    }
}
