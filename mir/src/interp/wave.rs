//! Wave mode: the work-items of a work-group run as waves of lanes in lockstep, as the
//! hardware runs linearized code. When a wave's lanes are at different blocks, a
//! [`Reconvergence`] policy decides which group of waiting lanes runs next; every block runs
//! once for all the lanes waiting in its slot, with those lanes active.
//!
//! This gives cross-lane ops (ballot, readlane, bpermute, reductions) their meaning, and it
//! checks the facts a SIMT code generator relies on:
//! - values the uniformity analysis calls uniform are equal in every active lane whenever
//!   they are computed (a violation is an error);
//! - uniform values live once per wave, as in SGPRs: a lane reads the wave's copy, which a
//!   later run of the defining block by other lanes overwrites. A reconvergence policy that
//!   lets that happen while the old value is still needed shows up as a wrong result;
//! - convergence tokens get their meaning (ConvergentOperations, "Dynamic Instances and
//!   Convergence Tokens"): every lane's token value names the dynamic instance of the op that
//!   defined it — the wave's one `convergence.entry` instance; a new instance per run of an
//!   anchor (its threads are implementation-defined: those the wave runs together); for a loop
//!   heart, the instance of its operand token and how many times this lane has run the heart
//!   with that value. A convergent op taking a token must run, in one go, exactly the lanes
//!   that reach it with the same token instance: lanes holding different instances in one run
//!   (merged) or one instance split over two runs are errors.

use super::*;
use std::collections::HashMap;

/// The order in which a wave runs blocks whose lanes wait.
pub trait Reconvergence {
    /// The slot where lanes wait after taking the edge `from -> to`. Slots are priorities:
    /// the wave always runs the lowest slot that has waiting lanes.
    fn slot(&self, from: Block, to: Block) -> usize;
    /// The slot the wave starts in (holding the function's entry block).
    fn entry_slot(&self) -> usize;
    /// The block lanes waiting in `slot` run next.
    fn block(&self, slot: usize) -> Block;
}

pub struct WaveOptions<'a> {
    pub wave_size: usize,
    pub policy: &'a dyn Reconvergence,
    /// Is `v` uniform where it is used in `block` (false for temporally divergent uses)?
    /// Uniform values are kept once per wave.
    pub uniform_at: &'a dyn Fn(Value, Block) -> bool,
    /// Is the definition of `v` uniform (checked: all active lanes must agree)?
    pub uniform: &'a dyn Fn(Value) -> bool,
}

/// Runs kernel `name` with waves of `options.wave_size` lanes; see [`run_kernel`].
pub fn run_kernel_waves(
    module: &Module,
    name: &str,
    dispatch: &Dispatch,
    args: &mut [Arg],
    budget: u64,
    options: &WaveOptions,
) -> Result<()> {
    if options.wave_size == 0 || options.wave_size > 64 {
        return err("wave size must be 1..=64");
    }
    super::run(module, name, dispatch, args, budget, Some(options))
}

struct Wave {
    lanes: Vec<Thread>,
    /// Waiting lanes per slot, as bit masks over `lanes`.
    waiting: std::collections::BTreeMap<usize, u64>,
    /// The block being run, the next op in it, and the active lanes.
    current: Option<(Block, usize, u64)>,
    /// The wave's copy of each uniform value (its SGPRs).
    scalar: Vec<u64>,
    at_barrier: bool,
    tokens: Tokens,
}

/// Dynamic instances of the convergence control ops, as token values (see the module docs).
#[derive(Default)]
struct Tokens {
    /// Token instances by what defines them: (op, operand instance or anchor run, count).
    ids: HashMap<(OpId, u64, u64), u64>,
    /// Runs of anchors so far.
    anchor_runs: u64,
    /// Per lane: how many times it ran each heart with each operand instance.
    heart_counts: Vec<HashMap<(OpId, u64), u64>>,
    /// (controlled op, token instance) pairs that have run.
    ran: std::collections::HashSet<(OpId, u64)>,
}

impl Tokens {
    fn intern(&mut self, key: (OpId, u64, u64)) -> u64 {
        let next = self.ids.len() as u64 + 1;
        *self.ids.entry(key).or_insert(next)
    }
}

pub(super) fn run_group(
    k: &mut Kernel,
    threads: Vec<Thread>,
    memory: &mut Memory,
    lds: &mut [u8],
    options: &WaveOptions,
) -> Result<()> {
    let mut waves = Vec::new();
    let mut threads = threads.into_iter().peekable();
    while threads.peek().is_some() {
        let lanes: Vec<Thread> = threads.by_ref().take(options.wave_size).collect();
        let mut waiting = std::collections::BTreeMap::new();
        waiting.insert(options.policy.entry_slot(), low_bits(lanes.len()));
        let mut scalar = vec![0; k.f.values.len()];
        // Kernel arguments are uniform: the wave's copy is any lane's.
        for &p in &k.f.block(k.f.entry()).params {
            scalar[p.index()] = lanes[0].values[p.index()];
        }
        let tokens = Tokens {
            heart_counts: vec![HashMap::new(); lanes.len()],
            ..Tokens::default()
        };
        waves.push(Wave {
            lanes,
            waiting,
            current: None,
            scalar,
            at_barrier: false,
            tokens,
        });
    }
    loop {
        for w in waves.iter_mut().filter(|w| !w.at_barrier) {
            run_wave(k, w, memory, lds, options)?;
        }
        let live: Vec<&mut Wave> = waves
            .iter_mut()
            .filter(|w| w.current.is_some() || !w.waiting.is_empty())
            .collect();
        if live.is_empty() {
            return Ok(());
        }
        if live.iter().any(|w| !w.at_barrier) {
            return err(format!(
                "barrier deadlock in @{}: a wave finished without reaching the barrier",
                k.f.name
            ));
        }
        for w in live {
            w.at_barrier = false;
        }
    }
}

fn low_bits(n: usize) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The lane `ds_swizzle_b32` with offset `pattern` reads for lane `l` (gfx9): bit 15 set is
/// a permutation within each quad (two bits per lane), clear is a bit mask within each half
/// wave: `((l & and) | or) ^ xor` on the five low bits (and, or, xor in bits 0-4, 5-9, 10-14).
fn swizzle_lane(pattern: u32, l: usize) -> usize {
    if pattern & 0x8000 != 0 {
        return (l & !3) | ((pattern >> (2 * (l & 3))) & 3) as usize;
    }
    let (and, or, xor) = (pattern & 31, (pattern >> 5) & 31, (pattern >> 10) & 31);
    (l & !31) | ((((l as u32 & and) | or) ^ xor) & 31) as usize
}

fn lanes_of(mask: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |l| mask >> l & 1 != 0)
}

/// Runs a wave until it finishes or stops at a barrier.
fn run_wave(k: &mut Kernel, w: &mut Wave, memory: &mut Memory, lds: &mut [u8], options: &WaveOptions) -> Result<()> {
    loop {
        let (block, pc, exec) = match w.current {
            Some(c) => c,
            None => {
                let Some((&slot, &exec)) = w.waiting.iter().next() else {
                    return Ok(());
                };
                w.waiting.remove(&slot);
                let block = options.policy.block(slot);
                enter_block(k, w, block, exec, options)?;
                (block, 0, exec)
            }
        };
        let f = k.f;
        let ops = &f.block(block).ops;
        if pc >= ops.len() {
            return err(format!("@{}: {block} has no terminator", f.name));
        }
        let op = ops[pc];
        k.count_step()?;
        w.current = Some((block, pc + 1, exec));
        let data = f.op(op);
        if data.opcode == Opcode::Barrier {
            w.at_barrier = true;
            return Ok(());
        }
        // Each lane reads uniform operands from the wave's copy (tokens are per lane: they name
        // dynamic instances and have no registers).
        for &v in data
            .operands
            .iter()
            .chain(data.successors.iter().flat_map(|s| s.args.iter()))
        {
            if (options.uniform_at)(v, block) && f.ty(v) != Type::Token {
                for l in lanes_of(exec) {
                    w.lanes[l].values[v.index()] = w.scalar[v.index()];
                }
            }
        }
        if matches!(
            data.opcode,
            Opcode::ConvergenceEntry | Opcode::ConvergenceAnchor | Opcode::ConvergenceLoop
        ) {
            define_token(k, w, op, exec).map_err(|e| k.locate(block, op, e))?;
            continue;
        }
        if let Some(&t) = data.operands.last().filter(|&&t| f.ty(t) == Type::Token) {
            one_instance(k, w, op, exec, t).map_err(|e| k.locate(block, op, e))?;
        }
        if data.opcode.is_convergent() {
            cross_lane(k, w, op, exec).map_err(|e| k.locate(block, op, e))?;
        } else if data.opcode.is_terminator() {
            for l in lanes_of(exec) {
                let lane = &mut w.lanes[l];
                k.exec(lane, op, memory, lds).map_err(|e| k.locate(block, op, e))?;
                if lane.state == ThreadState::Done {
                    continue;
                }
                let slot = options.policy.slot(block, lane.block);
                *w.waiting.entry(slot).or_insert(0) |= 1 << l;
            }
            w.current = None;
            continue;
        } else {
            for l in lanes_of(exec) {
                k.exec(&mut w.lanes[l], op, memory, lds)
                    .map_err(|e| k.locate(block, op, e))?;
            }
        }
        for &r in &data.results {
            publish(k, w, r, exec, options).map_err(|e| k.locate(block, op, e))?;
        }
    }
}

/// Runs a convergence control op: each active lane's token value becomes the dynamic instance
/// it defines. A heart is itself a controlled convergent op (of its operand token's instance
/// and iteration count), so its instance must run in one go.
fn define_token(k: &Kernel, w: &mut Wave, op: OpId, exec: u64) -> Result<()> {
    let data = k.f.op(op);
    let r = data.results[0];
    match data.opcode {
        Opcode::ConvergenceEntry => {
            let id = w.tokens.intern((op, 0, 0));
            lanes_of(exec).for_each(|l| w.lanes[l].values[r.index()] = id);
        }
        Opcode::ConvergenceAnchor => {
            w.tokens.anchor_runs += 1;
            let id = w.tokens.intern((op, u64::MAX, w.tokens.anchor_runs));
            lanes_of(exec).for_each(|l| w.lanes[l].values[r.index()] = id);
        }
        _ => {
            let t = data.operands[0];
            for l in lanes_of(exec) {
                let outer = w.lanes[l].values[t.index()];
                let count = w.tokens.heart_counts[l].entry((op, outer)).or_insert(0);
                *count += 1;
                let key = (op, outer, *count);
                w.lanes[l].values[r.index()] = w.tokens.intern(key);
            }
            one_instance(k, w, op, exec, r)?;
        }
    }
    Ok(())
}

/// A controlled convergent op runs lanes of one token instance (the value of `token` in each
/// lane), and all of them at once.
fn one_instance(k: &Kernel, w: &mut Wave, op: OpId, exec: u64, token: Value) -> Result<()> {
    let instance = |l: usize| w.lanes[l].values[token.index()];
    let mut lanes = lanes_of(exec);
    let Some(first) = lanes.next() else { return Ok(()) };
    let id = instance(first);
    if let Some(other) = lanes.find(|&l| instance(l) != id) {
        return err(format!(
            "convergence violated: lanes {first} and {other} run '{}' together but hold different dynamic instances of its token",
            k.f.op(op).opcode
        ));
    }
    if !w.tokens.ran.insert((op, id)) {
        return err(format!(
            "convergence violated: the lanes of one dynamic instance of '{}' ran in two groups (now lanes {exec:#x})",
            k.f.op(op).opcode
        ));
    }
    Ok(())
}

/// At a block's start: the block parameters the analysis calls uniform must agree.
fn enter_block(k: &Kernel, w: &mut Wave, block: Block, exec: u64, options: &WaveOptions) -> Result<()> {
    for &p in &k.f.block(block).params {
        publish(k, w, p, exec, options).map_err(|e| InterpError {
            message: format!("@{}, {block}: {}", k.f.name, e.message),
        })?;
    }
    Ok(())
}

/// Stores a uniform value in the wave's copy, checking that every active lane agrees.
fn publish(k: &Kernel, w: &mut Wave, v: Value, exec: u64, options: &WaveOptions) -> Result<()> {
    if !(options.uniform)(v) {
        return Ok(());
    }
    let mut lanes = lanes_of(exec);
    let Some(first) = lanes.next() else { return Ok(()) };
    let value = w.lanes[first].values[v.index()];
    if let Some(other) = lanes.find(|&l| w.lanes[l].values[v.index()] != value) {
        return err(format!(
            "uniformity violated: {v} is {value:#x} in lane {first} but {:#x} in lane {other} (type {})",
            w.lanes[other].values[v.index()],
            k.f.ty(v)
        ));
    }
    w.scalar[v.index()] = value;
    Ok(())
}

/// Cross-lane ops: each result depends on the other active lanes.
fn cross_lane(k: &Kernel, w: &mut Wave, op: OpId, exec: u64) -> Result<()> {
    let f = k.f;
    let data = f.op(op);
    let operand = |l: usize, i: usize| w.lanes[l].values[data.operands[i].index()];
    let first = lanes_of(exec).next();
    let result_ty = data.results.first().map(|&r| f.ty(r));
    let mut results = vec![0u64; w.lanes.len()];
    match data.opcode {
        Opcode::ReadFirstLane => {
            let v = first.map_or(0, |l| operand(l, 0));
            results.iter_mut().for_each(|r| *r = v);
        }
        Opcode::ReadLane => {
            for l in lanes_of(exec) {
                let src = (operand(l, 1) % 64) as usize;
                results[l] = w.lanes.get(src).map_or(0, |s| s.values[data.operands[0].index()]);
            }
        }
        Opcode::WriteLane => {
            for l in lanes_of(exec) {
                let target = (operand(l, 1) % 64) as usize;
                results[l] = if l == target { operand(l, 0) } else { operand(l, 2) };
            }
        }
        Opcode::Ballot | Opcode::IcmpMask(_) | Opcode::FcmpMask(_) => {
            let mut mask = 0u64;
            for l in lanes_of(exec) {
                let holds = match data.opcode {
                    Opcode::Ballot => operand(l, 0) & 1 != 0,
                    Opcode::IcmpMask(p) => {
                        compute(
                            Opcode::Icmp(p),
                            &[
                                (operand(l, 0), f.ty(data.operands[0])),
                                (operand(l, 1), f.ty(data.operands[1])),
                            ],
                            Type::I1,
                        )? != 0
                    }
                    Opcode::FcmpMask(p) => {
                        compute(
                            Opcode::Fcmp(p),
                            &[
                                (operand(l, 0), f.ty(data.operands[0])),
                                (operand(l, 1), f.ty(data.operands[1])),
                            ],
                            Type::I1,
                        )? != 0
                    }
                    _ => unreachable!(),
                };
                mask |= (holds as u64) << l;
            }
            results.iter_mut().for_each(|r| *r = mask);
        }
        Opcode::DsBpermute => {
            // Each lane reads from lane index/4; a source lane that is not active gives 0.
            for l in lanes_of(exec) {
                let src = ((operand(l, 0) >> 2) % 64) as usize;
                results[l] = if exec >> src & 1 != 0 { operand(src, 1) } else { 0 };
            }
        }
        Opcode::DsPermute => {
            // Each active lane writes its value to lane index/4; lanes nobody writes get 0.
            for l in lanes_of(exec) {
                let dst = ((operand(l, 0) >> 2) % 64) as usize;
                if exec >> dst & 1 != 0 {
                    results[dst] = operand(l, 1);
                }
            }
        }
        Opcode::DsSwizzle => {
            let Some(pattern) = data.int_attr("pattern") else {
                return err("ds.swizzle without a pattern");
            };
            for l in lanes_of(exec) {
                let src = swizzle_lane(pattern as u32, l);
                results[l] = if exec >> src & 1 != 0 { operand(src, 0) } else { 0 };
            }
        }
        Opcode::MbcntLo | Opcode::MbcntHi => {
            for l in lanes_of(exec) {
                let below = if l >= 64 { u64::MAX } else { (1u64 << l) - 1 };
                let bits = if data.opcode == Opcode::MbcntLo {
                    below & 0xffff_ffff
                } else {
                    below >> 32
                };
                results[l] = operand(l, 1).wrapping_add((operand(l, 0) & bits).count_ones() as u64);
            }
        }
        Opcode::WaveReduce(rop) => {
            // LLVM's definition: the operation folded over the active lanes in order, from its
            // identity (so `sub` gives the negated sum, and no lanes give the identity).
            let ty = f.ty(data.operands[0]);
            let bits = ty.bits();
            let (gop, identity) = match rop {
                ReduceOp::Add => (Opcode::Add, 0),
                ReduceOp::Sub => (Opcode::Sub, 0),
                ReduceOp::And => (Opcode::And, u64::MAX),
                ReduceOp::Or => (Opcode::Or, 0),
                ReduceOp::Xor => (Opcode::Xor, 0),
                ReduceOp::Min => (Opcode::SMin, (1u64 << (bits - 1)) - 1),
                ReduceOp::Max => (Opcode::SMax, 1u64 << (bits - 1)),
                ReduceOp::UMin => (Opcode::UMin, u64::MAX),
                ReduceOp::UMax => (Opcode::UMax, 0),
                // (-0.0 and the quiet NaN: the starting values llc-22's loop folds from.)
                ReduceOp::FAdd => (Opcode::FAdd, 0x8000_0000),
                ReduceOp::FSub => (Opcode::FSub, 0),
                ReduceOp::FMin => (Opcode::MinNum, 0x7fc0_0000),
                ReduceOp::FMax => (Opcode::MaxNum, 0x7fc0_0000),
            };
            let mut acc = mask(identity, ty);
            for l in lanes_of(exec) {
                acc = mask(compute(gop, &[(acc, ty), (operand(l, 0), ty)], ty)?, ty);
            }
            results.iter_mut().for_each(|r| *r = acc);
        }
        other => {
            return err(format!(
                "the reference interpreter does not model the cross-lane op '{other}'"
            ))
        }
    }
    if let (Some(&r), Some(ty)) = (data.results.first(), result_ty) {
        for l in lanes_of(exec) {
            w.lanes[l].values[r.index()] = mask(results[l], ty);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    /// Runs blocks in layout order: lanes wait at the block they branch to, and the wave runs
    /// the earliest waiting block (correct for forward-only control flow).
    struct LayoutOrder;
    impl Reconvergence for LayoutOrder {
        fn slot(&self, _from: Block, to: Block) -> usize {
            to.index()
        }
        fn entry_slot(&self) -> usize {
            0
        }
        fn block(&self, slot: usize) -> Block {
            Block(slot as u32)
        }
    }

    const IF_ELSE_BALLOT: &str = "\
kernel @k {
  arg {name = \"out\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
bb0(%0:_(p1)):
  %1:_(s32) = workitem.id.x
  %2:_(s32) = const {value = 1}
  %3:_(s32) = and %1, %2
  %4:_(s1) = icmp.eq %3, %2
  %5:_(s1) = const {value = 1}
  condbr %4, bb1, bb2
bb1:
  %6:_(s64) = ballot %5
  br bb3(%6)
bb2:
  %7:_(s64) = ballot %5
  br bb3(%7)
bb3(%8:_(s64)):
  %9:_(s64) = zext %1
  %10:_(s64) = const {value = 3}
  %11:_(s64) = shl %9, %10
  %12:_(p1) = ptradd %0, %11
  store %8, %12 {align = 8}
  ret
}
";

    #[test]
    fn ballot_sees_the_lanes_on_its_side_of_a_divergent_branch() {
        let m = parse_module(IF_ELSE_BALLOT).unwrap();
        let options = WaveOptions {
            wave_size: 64,
            policy: &LayoutOrder,
            uniform_at: &|_, _| false,
            uniform: &|_| false,
        };
        let mut args = [Arg::Buffer(vec![0; 8 * 8])];
        run_kernel_waves(
            &m,
            "k",
            &Dispatch {
                grid: [8, 1, 1],
                block: [8, 1, 1],
            },
            &mut args,
            10_000,
            &options,
        )
        .unwrap();
        let Arg::Buffer(out) = &args[0] else { unreachable!() };
        for lane in 0..8 {
            let v = u64::from_le_bytes(out[8 * lane..8 * lane + 8].try_into().unwrap());
            // Odd lanes took bb1 together, even lanes bb2 (seed 002: the ballots must differ).
            let expected = if lane % 2 == 1 { 0b1010_1010 } else { 0b0101_0101 };
            assert_eq!(v, expected, "lane {lane}");
        }
    }

    #[test]
    fn a_value_wrongly_called_uniform_is_caught() {
        let m = parse_module(IF_ELSE_BALLOT).unwrap();
        // %3 = tid & 1 is divergent; claiming it uniform must be reported.
        let options = WaveOptions {
            wave_size: 64,
            policy: &LayoutOrder,
            uniform_at: &|_, _| false,
            uniform: &|v| v == Value(3),
        };
        let mut args = [Arg::Buffer(vec![0; 8 * 8])];
        let e = run_kernel_waves(
            &m,
            "k",
            &Dispatch {
                grid: [8, 1, 1],
                block: [8, 1, 1],
            },
            &mut args,
            10_000,
            &options,
        )
        .unwrap_err();
        assert!(e.message.contains("uniformity violated: %3"), "{e}");
    }

    /// Slots given as a table: `slots[from][to]` for edges, `blocks[slot]` for what runs.
    struct Table {
        edges: Vec<(u32, u32, usize)>,
        blocks: Vec<u32>,
    }
    impl Reconvergence for Table {
        fn slot(&self, from: Block, to: Block) -> usize {
            self.edges
                .iter()
                .find(|&&(f, t, _)| f == from.0 && t == to.0)
                .expect("edge in the table")
                .2
        }
        fn entry_slot(&self) -> usize {
            0
        }
        fn block(&self, slot: usize) -> Block {
            Block(self.blocks[slot])
        }
    }

    /// A loop with a heart whose token a ballot uses after the loop's divergent exit: lane l
    /// iterates l % 3 + 1 times; the ballot's mask goes to out[l].
    const TOKEN_AFTER_LOOP: &str = "\
kernel @k {
  arg {name = \"out\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
bb0(%0:_(p1)):
  %1:_(token) = convergence.entry
  %2:_(s32) = workitem.id.x
  %3:_(s32) = const {value = 3}
  %4:_(s32) = urem %2, %3
  %5:_(s32) = const {value = 0}
  br bb1(%5)
bb1(%6:_(s32)):
  %7:_(token) = convergence.loop %1
  %8:_(s32) = const {value = 1}
  %9:_(s32) = add %6, %8
  %10:_(s1) = icmp.ule %9, %4
  condbr %10, bb1(%9), bb2
bb2:
  %11:_(s1) = const {value = 1}
  %12:_(s64) = ballot %11, %7
  %13:_(s64) = zext %2
  %14:_(s64) = const {value = 3}
  %15:_(s64) = shl %13, %14
  %16:_(p1) = ptradd %0, %15
  store %12, %16 {align = 8}
  ret
}
";

    fn run_with(policy: &dyn Reconvergence) -> Result<Vec<u64>> {
        let m = parse_module(TOKEN_AFTER_LOOP).unwrap();
        let options = WaveOptions {
            wave_size: 64,
            policy,
            uniform_at: &|_, _| false,
            uniform: &|_| false,
        };
        let mut args = [Arg::Buffer(vec![0; 8 * 6])];
        run_kernel_waves(
            &m,
            "k",
            &Dispatch {
                grid: [6, 1, 1],
                block: [6, 1, 1],
            },
            &mut args,
            10_000,
            &options,
        )?;
        let Arg::Buffer(out) = &args[0] else { unreachable!() };
        Ok(out
            .chunks(8)
            .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
            .collect())
    }

    #[test]
    fn a_loop_token_after_the_loop_must_not_merge_iterations() {
        // Maximal convergence: the back edge waits in a continue slot (2) before the exit (3),
        // so all lanes run bb2 together, holding the heart's instances of different iterations.
        let maximal = Table {
            edges: vec![(0, 1, 1), (1, 1, 2), (1, 2, 3)],
            blocks: vec![0, 1, 1, 2],
        };
        let e = run_with(&maximal).unwrap_err();
        assert!(
            e.message.contains("convergence violated") && e.message.contains("different dynamic instances"),
            "{e}"
        );
        // Running the exit before the next iteration gives each iteration's leavers their ballot:
        // lanes 0 and 3 leave in iteration 1, lanes 1 and 4 in 2, lanes 2 and 5 in 3.
        let per_iteration = Table {
            edges: vec![(0, 1, 1), (1, 2, 2), (1, 1, 3)],
            blocks: vec![0, 1, 2, 1],
        };
        assert_eq!(
            run_with(&per_iteration).unwrap(),
            [0b001001, 0b010010, 0b100100, 0b001001, 0b010010, 0b100100]
        );
    }

    #[test]
    fn one_dynamic_instance_must_not_run_in_two_groups() {
        // The entry token's ballot in a join, run once per incoming edge: lanes that hold the
        // same (entry) instance split over two runs.
        let text = IF_ELSE_BALLOT
            .replace(
                "bb0(%0:_(p1)):\n",
                "bb0(%0:_(p1)):\n  %20:_(token) = convergence.entry\n",
            )
            .replace("bb3(%8:_(s64)):\n", "bb3(%8:_(s64)):\n  %21:_(s64) = ballot %5, %20\n");
        let text = text
            .replace("%6:_(s64) = ballot %5\n", "%6:_(s64) = ballot %5, %20\n")
            .replace("%7:_(s64) = ballot %5\n", "%7:_(s64) = ballot %5, %20\n");
        let m = parse_module(&text).unwrap();
        let split = Table {
            edges: vec![(0, 1, 1), (0, 2, 2), (1, 3, 3), (2, 3, 4)],
            blocks: vec![0, 1, 2, 3, 3],
        };
        let options = WaveOptions {
            wave_size: 64,
            policy: &split,
            uniform_at: &|_, _| false,
            uniform: &|_| false,
        };
        let mut args = [Arg::Buffer(vec![0; 8 * 8])];
        let e = run_kernel_waves(
            &m,
            "k",
            &Dispatch {
                grid: [8, 1, 1],
                block: [8, 1, 1],
            },
            &mut args,
            10_000,
            &options,
        )
        .unwrap_err();
        assert!(e.message.contains("ran in two groups"), "{e}");
        // Layout order runs the join once: accepted.
        let options = WaveOptions {
            policy: &LayoutOrder,
            ..options
        };
        run_kernel_waves(
            &m,
            "k",
            &Dispatch {
                grid: [8, 1, 1],
                block: [8, 1, 1],
            },
            &mut args,
            10_000,
            &options,
        )
        .unwrap();
    }
}
