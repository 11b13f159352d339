//! A reference interpreter for generic MIR: runs a kernel one work-item at a time, with the
//! semantics of the IR (each thread walks the logical CFG), so that MIR-to-MIR passes and the
//! frontend can be checked by running their output against an independent execution (the
//! runtime running llc's code for the same kernel).
//!
//! Work-items of a work-group run round-robin between barriers; cross-lane operations (ballot,
//! readlane, ...) need a wave and are reported as unsupported rather than guessed.

use crate::ir::*;
use crate::opcode::*;
use crate::types::Type;
use std::collections::HashMap;
use std::fmt;

mod wave;
pub use wave::{run_kernel_waves, Reconvergence, WaveOptions};

/// Size of the hidden (implicit) kernel arguments that follow the explicit ones (code object v5).
pub const IMPLICIT_ARGS_SIZE: usize = 256;
const LDS_SIZE: usize = 64 * 1024;
/// Where buffers, the kernarg segment and globals live in the flat 64-bit address space.
const BUFFER_BASE: u64 = 0x1_0000_0000;
const REGION_STRIDE: u64 = 0x1_0000_0000;
/// Buffers of 32-bit constant pointers (address space 6, whose high half is 0 unless the
/// kernel says otherwise) lie below 4 GiB, from here, `LOW_REGION_STRIDE` apart.
const LOW_BUFFER_BASE: u64 = 0x1000_0000;
const LOW_REGION_STRIDE: u64 = 0x1000_0000;
/// Where flat (generic) pointers to LDS and to private memory point, as the hardware's
/// shared and private apertures do.
const SHARED_APERTURE: u64 = 0x1000_0000_0000_0000;
const PRIVATE_APERTURE: u64 = 0x2000_0000_0000_0000;
const APERTURE_SIZE: u64 = 0x1_0000_0000;
/// Bytes of dynamic stack each work-item gets past its static frame (as the runtime gives).
pub const DYNAMIC_STACK_BYTES: u64 = 16 * 1024;

/// The null LDS or private pointer (the generic and global null is 0).
const SEGMENT_NULL: u64 = 0xffff_ffff;

/// A kernel argument for a launch.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A global buffer: its address is passed; its contents are updated by the run.
    Buffer(Vec<u8>),
    /// A by-value argument: its little-endian bytes.
    Bytes(Vec<u8>),
}

/// Grid (total work-items per dimension, as OpenCL's global size) and work-group size.
#[derive(Clone, Copy, Debug)]
pub struct Dispatch {
    pub grid: [u32; 3],
    pub block: [u32; 3],
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InterpError {
    pub message: String,
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for InterpError {}

type Result<T> = std::result::Result<T, InterpError>;

pub(crate) fn err<T>(message: impl Into<String>) -> Result<T> {
    Err(InterpError {
        message: message.into(),
    })
}

/// Flat memory: disjoint regions at fixed bases (buffers, kernarg segment, globals).
pub(crate) struct Memory {
    regions: Vec<(u64, Vec<u8>)>,
}

impl Memory {
    fn region(&mut self, addr: u64, size: usize) -> Result<&mut [u8]> {
        for (base, bytes) in &mut self.regions {
            if addr >= *base && addr - *base + size as u64 <= bytes.len() as u64 {
                let start = (addr - *base) as usize;
                return Ok(&mut bytes[start..start + size]);
            }
        }
        err(format!("out-of-bounds access of {size} bytes at 0x{addr:x}"))
    }
}

/// Per-work-group memory: LDS, and the private memory of each work-item.
pub(crate) struct Thread {
    block: Block,
    pc: usize,
    values: Vec<u64>,
    private: Vec<u8>,
    /// The dynamic stack pointer (`alloca.dyn`, `stacksave`, `stackrestore`).
    sp: u64,
    local_id: [u32; 3],
    state: ThreadState,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ThreadState {
    Running,
    AtBarrier,
    Done,
}

pub(crate) struct Kernel<'a> {
    f: &'a Function,
    dispatch: Dispatch,
    group_id: [u32; 3],
    kernarg_addr: u64,
    /// The HSA dispatch packet (`dispatch.ptr`).
    dispatch_addr: u64,
    /// Where dynamic LDS starts: the static LDS size (`group.static.size`).
    lds_static: u64,
    globals: &'a HashMap<String, u64>,
    /// Private offsets of allocas (every work-item has the same frame layout).
    frame: HashMap<OpId, u64>,
    /// Where the dynamic stack starts (the static frame's end, 16-byte aligned).
    stack_base: u64,
    steps_left: u64,
}

/// Runs kernel `name` of `module` over the grid; buffer arguments are updated in place.
/// `budget` bounds the number of ops executed (a runaway kernel is an error, not a hang).
pub fn run_kernel(module: &Module, name: &str, dispatch: &Dispatch, args: &mut [Arg], budget: u64) -> Result<()> {
    run(module, name, dispatch, args, budget, None)
}

/// Launch set-up shared by the thread and wave modes; `waves` selects wave mode.
fn run(
    module: &Module,
    name: &str,
    dispatch: &Dispatch,
    args: &mut [Arg],
    budget: u64,
    waves: Option<&WaveOptions>,
) -> Result<()> {
    let Some(f) = module.function(name) else {
        return err(format!("no kernel named '{name}'"));
    };
    if f.kind != FunctionKind::Kernel {
        return err(format!("'{name}' is not a kernel"));
    }
    for d in 0..3 {
        if dispatch.block[d] == 0 || dispatch.grid[d] == 0 {
            return err("grid and block sizes must be positive");
        }
    }
    if args.len() != f.args.len() {
        return err(format!(
            "kernel '{name}' takes {} arguments, {} given",
            f.args.len(),
            args.len()
        ));
    }
    let mut memory = Memory { regions: Vec::new() };
    let mut next_base = BUFFER_BASE;
    let mut alloc = |memory: &mut Memory, bytes: Vec<u8>| {
        let base = next_base;
        next_base += REGION_STRIDE;
        memory.regions.push((base, bytes));
        base
    };
    let mut next_low = LOW_BUFFER_BASE;
    // The kernarg segment: explicit arguments at their offsets, then the hidden ones.
    let explicit_size = f.args.iter().map(|a| a.offset + a.size).max().unwrap_or(0) as usize;
    let implicit_offset = explicit_size.next_multiple_of(8);
    let mut kernarg = vec![0u8; implicit_offset + IMPLICIT_ARGS_SIZE];
    let mut buffer_bases = Vec::new();
    for (info, arg) in f.args.iter().zip(args.iter()) {
        let bytes = match arg {
            Arg::Buffer(data) if info.size == 4 => {
                if next_low >= BUFFER_BASE || data.len() as u64 >= LOW_REGION_STRIDE {
                    return err(format!("no room below 4 GiB for argument '{}'", info.name));
                }
                let base = next_low;
                next_low += LOW_REGION_STRIDE;
                memory.regions.push((base, data.clone()));
                buffer_bases.push(Some(memory.regions.len() - 1));
                (base as u32).to_le_bytes().to_vec()
            }
            Arg::Buffer(data) => {
                let base = alloc(&mut memory, data.clone());
                buffer_bases.push(Some(memory.regions.len() - 1));
                base.to_le_bytes().to_vec()
            }
            Arg::Bytes(b) => {
                buffer_bases.push(None);
                b.clone()
            }
        };
        if bytes.len() != info.size as usize {
            return err(format!(
                "argument '{}' is {} bytes, {} given",
                info.name,
                info.size,
                bytes.len()
            ));
        }
        kernarg[info.offset as usize..(info.offset + info.size) as usize].copy_from_slice(&bytes);
    }
    fill_implicit_args(&mut kernarg[implicit_offset..], dispatch);
    let kernarg_addr = alloc(&mut memory, kernarg);
    let dispatch_addr = alloc(&mut memory, dispatch_packet(dispatch));
    // Globals: LDS ones get offsets in each group's LDS, the others their own regions.
    let mut globals = HashMap::new();
    let mut lds_template = vec![0u8; LDS_SIZE];
    let mut lds_next = 0u64;
    // Dynamic LDS (zero-sized globals) starts after all the static LDS, as on the device.
    let (dynamic, fixed): (Vec<&Global>, Vec<&Global>) = module.globals.iter().partition(|g| g.is_dynamic_lds());
    for g in fixed {
        let init = g.init.clone().unwrap_or_else(|| vec![0; g.size as usize]);
        if g.address_space == 3 {
            lds_next = lds_next.next_multiple_of(g.align.max(1) as u64);
            let end = lds_next as usize + init.len();
            if end > LDS_SIZE {
                return err("LDS globals exceed 64 KiB");
            }
            lds_template[lds_next as usize..end].copy_from_slice(&init);
            globals.insert(g.name.clone(), lds_next);
            lds_next += g.size;
        } else {
            let base = alloc(&mut memory, init);
            globals.insert(g.name.clone(), base);
        }
    }
    let dynamic_start = lds_next.next_multiple_of(dynamic.iter().map(|g| g.align.max(1) as u64).max().unwrap_or(1));
    for g in dynamic {
        globals.insert(g.name.clone(), dynamic_start);
    }
    let mut frame = HashMap::new();
    let mut frame_size = 0u64;
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let data = f.op(op);
            if data.opcode == Opcode::Alloca {
                let align = data.int_attr("align").unwrap_or(4).max(1) as u64;
                frame_size = frame_size.next_multiple_of(align);
                frame.insert(op, frame_size);
                frame_size += data.int_attr("size").unwrap_or(0) as u64;
            }
        }
    }
    // The dynamic stack follows the static frame, with the room the runtime gives it.
    let dynamic = f.ops.iter().any(|o| {
        matches!(
            o.opcode,
            Opcode::AllocaDyn | Opcode::StackSave | Opcode::StackRestore | Opcode::StackBase
        )
    });
    let stack_base = frame_size.next_multiple_of(16);
    if dynamic {
        frame_size = stack_base + DYNAMIC_STACK_BYTES;
    }
    let groups: Vec<u32> = (0..3).map(|d| dispatch.grid[d].div_ceil(dispatch.block[d])).collect();
    let mut kernel = Kernel {
        f,
        dispatch: *dispatch,
        group_id: [0; 3],
        kernarg_addr,
        dispatch_addr,
        lds_static: dynamic_start,
        globals: &globals,
        frame,
        stack_base,
        steps_left: budget,
    };
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                kernel.group_id = [gx, gy, gz];
                let mut lds = lds_template.clone();
                let threads = kernel.group_threads(&mut memory, frame_size as usize)?;
                match waves {
                    None => kernel.run_threads(threads, &mut memory, &mut lds)?,
                    Some(options) => wave::run_group(&mut kernel, threads, &mut memory, &mut lds, options)?,
                }
            }
        }
    }
    for (arg, region) in args.iter_mut().zip(buffer_bases) {
        if let (Arg::Buffer(data), Some(r)) = (arg, region) {
            *data = memory.regions[r].1.clone();
        }
    }
    Ok(())
}

/// The 64-byte HSA kernel dispatch packet: work-group sizes (u16 at 4, 6, 8) and grid sizes
/// (u32 at 12, 16, 20), which the ROCm device library reads for `get_global_size`.
fn dispatch_packet(d: &Dispatch) -> Vec<u8> {
    let mut packet = vec![0u8; 64];
    for i in 0..3 {
        packet[4 + 2 * i..6 + 2 * i].copy_from_slice(&(d.block[i] as u16).to_le_bytes());
        packet[12 + 4 * i..16 + 4 * i].copy_from_slice(&d.grid[i].to_le_bytes());
    }
    packet
}

/// The hidden arguments of code object v5 that OpenCL's work-item functions read.
fn fill_implicit_args(implicit: &mut [u8], d: &Dispatch) {
    for i in 0..3 {
        // Only full work-groups count (AMDGPUUsage); a partial last group is the remainder.
        let full_groups = d.grid[i] / d.block[i];
        implicit[4 * i..4 * i + 4].copy_from_slice(&full_groups.to_le_bytes());
        implicit[12 + 2 * i..14 + 2 * i].copy_from_slice(&(d.block[i] as u16).to_le_bytes());
        implicit[18 + 2 * i..20 + 2 * i].copy_from_slice(&((d.grid[i] % d.block[i]) as u16).to_le_bytes());
    }
    let dims: u16 = if d.grid[2] > 1 {
        3
    } else if d.grid[1] > 1 {
        2
    } else {
        1
    };
    implicit[64..66].copy_from_slice(&dims.to_le_bytes());
}

impl Kernel<'_> {
    /// The work-items of the current group, in local-id order (x fastest), at the entry.
    fn group_threads(&self, memory: &mut Memory, frame_size: usize) -> Result<Vec<Thread>> {
        let d = self.dispatch;
        let mut threads = Vec::new();
        for z in 0..d.block[2] {
            for y in 0..d.block[1] {
                for x in 0..d.block[0] {
                    let id = [x, y, z];
                    // Partial work-groups at the grid's edge have fewer work-items.
                    if (0..3).any(|i| self.group_id[i] * d.block[i] + id[i] >= d.grid[i]) {
                        continue;
                    }
                    let mut t = Thread {
                        block: self.f.entry(),
                        pc: 0,
                        values: vec![0; self.f.values.len()],
                        private: vec![0; frame_size],
                        sp: self.stack_base,
                        local_id: id,
                        state: ThreadState::Running,
                    };
                    for (i, &p) in self.f.block(self.f.entry()).params.iter().enumerate() {
                        let info = &self.f.args[i];
                        let bytes = memory.region(self.kernarg_addr + info.offset as u64, info.size as usize)?;
                        let mut v = 0u64;
                        for (k, b) in bytes.iter().enumerate().take(8) {
                            v |= (*b as u64) << (8 * k);
                        }
                        t.values[p.index()] = v;
                    }
                    threads.push(t);
                }
            }
        }
        Ok(threads)
    }

    /// Thread mode: every work-item walks the logical CFG on its own, round-robin between
    /// barriers.
    fn run_threads(&mut self, mut threads: Vec<Thread>, memory: &mut Memory, lds: &mut [u8]) -> Result<()> {
        loop {
            for t in threads.iter_mut().filter(|t| t.state == ThreadState::Running) {
                while t.state == ThreadState::Running {
                    self.step(t, memory, lds)?;
                }
            }
            let waiting = threads.iter().filter(|t| t.state == ThreadState::AtBarrier).count();
            if waiting == 0 {
                return Ok(());
            }
            if waiting != threads.len() {
                return err(format!(
                    "barrier deadlock in @{}: {} of {} work-items finished without reaching it",
                    self.f.name,
                    threads.len() - waiting,
                    threads.len()
                ));
            }
            threads.iter_mut().for_each(|t| t.state = ThreadState::Running);
        }
    }

    fn count_step(&mut self) -> Result<()> {
        if self.steps_left == 0 {
            return err(format!(
                "@{}: instruction budget exhausted (runaway kernel?)",
                self.f.name
            ));
        }
        self.steps_left -= 1;
        Ok(())
    }

    fn step(&mut self, t: &mut Thread, memory: &mut Memory, lds: &mut [u8]) -> Result<()> {
        self.count_step()?;
        let f = self.f;
        let op = f.block(t.block).ops[t.pc];
        t.pc += 1;
        let block = t.block;
        self.exec(t, op, memory, lds).map_err(|e| self.locate(block, op, e))
    }

    /// Wraps an op's error with where it happened.
    fn locate(&self, block: Block, op: OpId, e: InterpError) -> InterpError {
        let f = self.f;
        let loc = f
            .op(op)
            .loc
            .map(|l| format!(" (line {}:{})", l.line, l.col))
            .unwrap_or_default();
        InterpError {
            message: format!(
                "@{}, {}, '{}'{loc}: {}",
                f.name,
                block,
                crate::verify::op_text(f, op),
                e.message
            ),
        }
    }

    /// Runs one op for one work-item (cross-lane ops are the wave mode's business).
    fn exec(&mut self, t: &mut Thread, op: OpId, memory: &mut Memory, lds: &mut [u8]) -> Result<()> {
        let f = self.f;
        let data = f.op(op);
        let vals: Vec<u64> = data.operands.iter().map(|v| t.values[v.index()]).collect();
        let arg = |i: usize| vals[i];
        let ty = |i: usize| f.ty(data.operands[i]);
        let result_ty = data.results.first().map(|&r| f.ty(r));
        let value: Option<u64> = match data.opcode {
            Opcode::Const => Some(data.int_attr("value").unwrap_or(0) as u64),
            Opcode::Undef => Some(0),
            Opcode::Copy => Some(arg(0)),
            Opcode::GlobalAddr => {
                let Some(Attr::Str(name)) = data.attr("global") else {
                    return err("global.addr without a name");
                };
                Some(*self.globals.get(name).ok_or_else(|| InterpError {
                    message: format!("unknown global @{name}"),
                })?)
            }
            Opcode::Alloca => Some(self.frame[&op]),
            Opcode::StackBase => Some(self.stack_base),
            Opcode::StackSave => Some(t.sp),
            Opcode::StackRestore => {
                t.sp = arg(0);
                None
            }
            // As `dynamic-alloca` lowers it: aligned past 16 bytes, sizes in 16-byte units.
            Opcode::AllocaDyn => {
                let align = data.int_attr("align").unwrap_or(4).max(16) as u64;
                let at = t.sp.next_multiple_of(align);
                t.sp = (at + (arg(0) & 0xffff_ffff).next_multiple_of(16)) & 0xffff_ffff;
                Some(at)
            }
            Opcode::WorkitemId(d) => Some(t.local_id[d.index()] as u64),
            Opcode::WorkgroupId(d) => Some(self.group_id[d.index()] as u64),
            Opcode::KernargPtr => Some(self.kernarg_addr),
            Opcode::DispatchPtr => Some(self.dispatch_addr),
            // (The emulator's first dispatch's; the interpreter has no queue.)
            Opcode::DispatchId => Some(0x0000_0003_0000_0011),
            Opcode::GroupStaticSize => Some(self.lds_static),
            Opcode::ImplicitargPtr => {
                let explicit = f.args.iter().map(|a| a.offset + a.size).max().unwrap_or(0) as u64;
                Some(self.kernarg_addr + explicit.next_multiple_of(8))
            }
            Opcode::Barrier => {
                t.state = ThreadState::AtBarrier;
                None
            }
            Opcode::Fence => None,
            // Tokens only constrain which threads are converged; they carry no data.
            Opcode::ConvergenceEntry | Opcode::ConvergenceAnchor | Opcode::ConvergenceLoop => Some(0),
            Opcode::BufferLoad => {
                let ty = result_ty.expect("buffer.load has a result");
                let size = bytes_of(ty);
                match buffer_address(data, &vals) {
                    Some(addr) => Some(load(memory, lds, &mut t.private, Type::Ptr(1), addr, size)?),
                    None => Some(0),
                }
            }
            Opcode::Image => return err("the interpreter does not model image instructions"),
            Opcode::BufferLoadFormat | Opcode::BufferStoreFormat => {
                return err("the interpreter does not model typed buffer accesses (their data formats)");
            }
            Opcode::BufferStore => {
                let size = bytes_of(ty(7));
                if let Some(addr) = buffer_address(data, &vals) {
                    store(memory, lds, &mut t.private, Type::Ptr(1), addr, size, arg(7))?;
                }
                None
            }
            Opcode::BufferAtomic(_) | Opcode::BufferCmpSwap => {
                let ty = ty(7);
                // Out of range: nothing written, 0 returned.
                let Some(addr) = buffer_address(data, &vals) else {
                    t.values[data.results[0].index()] = 0;
                    return Ok(());
                };
                let old = load(memory, lds, &mut t.private, Type::Ptr(1), addr, bytes_of(ty))?;
                let new = match data.opcode {
                    Opcode::BufferAtomic(aop) => Some(atomic(aop, ty, old, arg(7))?),
                    _ => (old == arg(8) & (u64::MAX >> (64 - ty.bits()))).then_some(arg(7)),
                };
                if let Some(new) = new {
                    store(memory, lds, &mut t.private, Type::Ptr(1), addr, bytes_of(ty), new)?;
                }
                Some(old)
            }
            Opcode::Load => {
                let ty = result_ty.expect("load has a result");
                Some(load(
                    memory,
                    lds,
                    &mut t.private,
                    f.ty(data.operands[0]),
                    address(f, data, &vals),
                    bytes_of(ty),
                )?)
            }
            Opcode::Store => {
                let ty = ty(0);
                store(
                    memory,
                    lds,
                    &mut t.private,
                    f.ty(data.operands[1]),
                    address(f, data, &vals),
                    bytes_of(ty),
                    arg(0),
                )?;
                None
            }
            Opcode::AtomicRmw(aop) => {
                let (ty, addr) = (ty(1), address(f, data, &vals));
                let old = load(memory, lds, &mut t.private, f.ty(data.operands[0]), addr, bytes_of(ty))?;
                let new = atomic(aop, ty, old, arg(1))?;
                store(
                    memory,
                    lds,
                    &mut t.private,
                    f.ty(data.operands[0]),
                    addr,
                    bytes_of(ty),
                    new,
                )?;
                Some(old)
            }
            Opcode::CmpXchg => {
                let (ty, addr) = (ty(1), address(f, data, &vals));
                let old = load(memory, lds, &mut t.private, f.ty(data.operands[0]), addr, bytes_of(ty))?;
                let success = old == arg(1);
                if success {
                    store(
                        memory,
                        lds,
                        &mut t.private,
                        f.ty(data.operands[0]),
                        addr,
                        bytes_of(ty),
                        arg(2),
                    )?;
                }
                t.values[data.results[0].index()] = old;
                t.values[data.results[1].index()] = success as u64;
                return Ok(());
            }
            Opcode::Br | Opcode::CondBr | Opcode::Switch => {
                let index = match data.opcode {
                    Opcode::Br => 0,
                    Opcode::CondBr => usize::from(arg(0) & 1 == 0),
                    _ => {
                        let Some(Attr::Ints(cases)) = data.attr("cases") else {
                            return err("switch without cases");
                        };
                        let v = mask(arg(0), ty(0));
                        cases
                            .iter()
                            .position(|&c| mask(c as u64, ty(0)) == v)
                            .map_or(0, |i| i + 1)
                    }
                };
                let target = &data.successors[index];
                let incoming: Vec<u64> = target.args.iter().map(|v| t.values[v.index()]).collect();
                for (p, v) in f.block(target.block).params.iter().zip(incoming) {
                    t.values[p.index()] = v;
                }
                t.block = target.block;
                t.pc = 0;
                None
            }
            Opcode::Ret => {
                t.state = ThreadState::Done;
                None
            }
            Opcode::Unreachable => return err("reached 'unreachable'"),
            other if other.is_convergent() => {
                return err(format!(
                    "the reference interpreter does not model the cross-lane op '{other}'"
                ))
            }
            other => {
                let operands: Vec<(u64, Type)> = (0..data.operands.len()).map(|i| (arg(i), ty(i))).collect();
                Some(compute(other, &operands, result_ty.expect("value ops have a result"))?)
            }
        };
        if let (Some(v), Some(&r)) = (value, data.results.first()) {
            t.values[r.index()] = mask(v, f.ty(r));
        }
        Ok(())
    }
}

fn bytes_of(ty: Type) -> usize {
    (ty.bits() as usize).div_ceil(8)
}

/// Keeps the low `ty.bits()` bits.
pub(crate) fn mask(v: u64, ty: Type) -> u64 {
    match ty.bits() {
        0 => 0,
        64 => v,
        n => v & ((1u64 << n) - 1),
    }
}

pub(crate) fn sext(v: u64, ty: Type) -> i64 {
    let n = ty.bits();
    if n == 0 || n == 64 {
        return v as i64;
    }
    ((v << (64 - n)) as i64) >> (64 - n)
}

/// The address a memory op reaches: its pointer, plus the backend's zero-extended offset
/// operand and `offset` attribute where it folded them in; in the pointer's width.
fn address(f: &Function, data: &OpData, vals: &[u64]) -> u64 {
    let (ptr, offset) = data.opcode.address_operands().expect("a memory op");
    let register = vals.get(offset).map_or(0, |&o| o as u32 as u64);
    let sum = vals[ptr]
        .wrapping_add(register)
        .wrapping_add(data.int_attr("offset").unwrap_or(0) as u64);
    match f.ty(data.operands[ptr]).bits() {
        64 => sum,
        n => sum & ((1u64 << n) - 1),
    }
}

/// The global address a `buffer.load`/`buffer.store` reaches, None when it is
/// out of the buffer's range (gfx9's range checking: the index of a structured access below
/// the record count, the offset of a raw one below it in bytes; `soffset` is not checked).
fn buffer_address(data: &OpData, vals: &[u64]) -> Option<u64> {
    let w = |k: usize| vals[k] & 0xffff_ffff;
    let base = w(0) | (w(1) & 0xffff) << 32;
    let stride = (w(1) >> 16) & 0x3fff;
    let records = w(2);
    let idxen = data.has_word("idxen");
    let (index, offset) = (
        if idxen { w(4) } else { 0 },
        w(5) + data.int_attr("offset").unwrap_or(0) as u64,
    );
    let in_range = if idxen && stride != 0 {
        index < records
    } else {
        offset < records
    };
    in_range.then(|| base.wrapping_add(index * stride + offset + w(6)))
}

/// Resolves an address in an address space to a byte slice.
fn access<'a>(
    memory: &'a mut Memory,
    lds: &'a mut [u8],
    private: &'a mut [u8],
    space: Type,
    addr: u64,
    size: usize,
) -> Result<&'a mut [u8]> {
    let local = |bytes: &'a mut [u8], what: &str| {
        let a = addr as usize;
        if a.checked_add(size).is_some_and(|end| end <= bytes.len()) {
            Ok(&mut bytes[a..a + size])
        } else {
            err(format!("out-of-bounds {what} access of {size} bytes at 0x{addr:x}"))
        }
    };
    match space {
        Type::Ptr(3) => local(lds, "LDS"),
        Type::Ptr(5) => local(private, "private"),
        // Flat addresses inside an aperture reach LDS or the work-item's private memory.
        Type::Ptr(0) if (SHARED_APERTURE..SHARED_APERTURE + APERTURE_SIZE).contains(&addr) => {
            access(memory, lds, private, Type::Ptr(3), addr - SHARED_APERTURE, size)
        }
        Type::Ptr(0) if (PRIVATE_APERTURE..PRIVATE_APERTURE + APERTURE_SIZE).contains(&addr) => {
            access(memory, lds, private, Type::Ptr(5), addr - PRIVATE_APERTURE, size)
        }
        Type::Ptr(0 | 1 | 4) => memory.region(addr, size),
        other => err(format!("unsupported address space of {other}")),
    }
}

fn load(memory: &mut Memory, lds: &mut [u8], private: &mut [u8], space: Type, addr: u64, size: usize) -> Result<u64> {
    let bytes = access(memory, lds, private, space, addr, size)?;
    Ok(bytes
        .iter()
        .enumerate()
        .fold(0u64, |acc, (i, b)| acc | (*b as u64) << (8 * i)))
}

fn store(
    memory: &mut Memory,
    lds: &mut [u8],
    private: &mut [u8],
    space: Type,
    addr: u64,
    size: usize,
    value: u64,
) -> Result<()> {
    let bytes = access(memory, lds, private, space, addr, size)?;
    for (i, b) in bytes.iter_mut().enumerate() {
        *b = (value >> (8 * i)) as u8;
    }
    Ok(())
}

fn atomic(op: AtomicOp, ty: Type, old: u64, v: u64) -> Result<u64> {
    use AtomicOp::*;
    Ok(match op {
        Xchg => v,
        Add => old.wrapping_add(v),
        Sub => old.wrapping_sub(v),
        And => old & v,
        Nand => !(old & v),
        Or => old | v,
        Xor => old ^ v,
        Max => {
            if sext(old, ty) >= sext(v, ty) {
                old
            } else {
                v
            }
        }
        Min => {
            if sext(old, ty) <= sext(v, ty) {
                old
            } else {
                v
            }
        }
        UMax => mask(old, ty).max(mask(v, ty)),
        UMin => mask(old, ty).min(mask(v, ty)),
        UIncWrap => {
            if mask(old, ty) >= mask(v, ty) {
                0
            } else {
                old + 1
            }
        }
        UDecWrap => {
            if mask(old, ty) == 0 || mask(old, ty) > mask(v, ty) {
                v
            } else {
                old - 1
            }
        }
        USubCond => {
            if mask(old, ty) >= mask(v, ty) {
                old.wrapping_sub(v)
            } else {
                old
            }
        }
        USubSat => mask(old, ty).saturating_sub(mask(v, ty)),
        FAdd | FSub | FMax | FMin | FMaximum | FMinimum => {
            let fty = match ty.bits() {
                64 => Type::F64,
                16 => Type::F16,
                _ => Type::F32,
            };
            let args = [(old, fty), (v, fty)];
            match op {
                FAdd => compute(Opcode::FAdd, &args, fty)?,
                FSub => compute(Opcode::FSub, &args, fty)?,
                FMax => compute(Opcode::MaxNum, &args, fty)?,
                FMin => compute(Opcode::MinNum, &args, fty)?,
                // NaN when unordered, else maxnum/minnum: LLVM's lowering for gfx900, whose
                // v_max/v_min (it relies on) order -0 below +0.
                _ if to_f64(old, fty).is_nan() || to_f64(v, fty).is_nan() => quiet_nan(fty),
                FMaximum => compute(Opcode::MaxNum, &args, fty)?,
                _ => compute(Opcode::MinNum, &args, fty)?,
            }
        }
    })
}

fn quiet_nan(ty: Type) -> u64 {
    ty.quiet_nan().unwrap_or(0)
}

/// `x * 2^n` rounded once (musl's scalbn): the scaling is split so that no step but the
/// last can round, even for subnormal results.
fn scale_by_power_of_two(x: f64, n: i64) -> f64 {
    let (mut y, mut n) = (x, n);
    for _ in 0..2 {
        if n > 1023 {
            y *= 2f64.powi(1023);
            n -= 1023;
        } else if n < -1022 {
            // 2^-1022 * 2^53: stays above the subnormal range while y has its 53 bits.
            y *= 2f64.powi(-1022 + 53);
            n += 1022 - 53;
        }
    }
    y * 2f64.powi(n.clamp(-1022, 1023) as i32)
}

/// The `fclass` / `v_cmp_class` bit of the float `bits` of type `ty`.
fn class_bit(bits: u64, ty: Type) -> u32 {
    let (mant_bits, exp_bits) = match ty {
        Type::F16 => (10, 5),
        Type::F32 => (23, 8),
        _ => (52, 11),
    };
    let mant = bits & ((1u64 << mant_bits) - 1);
    let exp = (bits >> mant_bits) & ((1u64 << exp_bits) - 1);
    let negative = (bits >> (mant_bits + exp_bits)) & 1 == 1;
    let max_exp = (1u64 << exp_bits) - 1;
    let quiet = 1u64 << (mant_bits - 1);
    let k = match (exp, mant) {
        (e, m) if e == max_exp && m != 0 => return if m & quiet != 0 { 2 } else { 1 },
        (e, _) if e == max_exp => 9,
        (0, 0) => 6,
        (0, _) => 7,
        _ => 8,
    };
    // Negative classes mirror the positive ones: -inf is bit 2, ..., -0 is bit 5.
    1 << if negative { 11 - k } else { k }
}

/// gfx900's `v_frexp_mant` / `v_frexp_exp`: zeros, infinities and NaNs give themselves and 0.
fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    // Subnormals (of f64; f16 and f32 values are normal in f64) are normalised first.
    let (x, bias) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(64), 64)
    } else {
        (x, 0)
    };
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    (
        f64::from_bits((bits & !(0x7ff << 52)) | (1022u64 << 52)),
        exp - 1022 - bias,
    )
}

/// `frem` as LLVM 22 expands it for AMDGPU: the exact remainder (sign of `x`); the canonical
/// quiet NaN when `y` is zero or NaN or `x` infinite, and `x` itself when `x` is a NaN.
fn frem(a: u64, b: u64, ty: Type) -> u64 {
    let (x, y) = (to_f64(a, ty), to_f64(b, ty));
    if y.is_nan() || y == 0.0 || x.is_infinite() {
        quiet_nan(ty)
    } else if x.is_nan() {
        a
    } else {
        from_f64(x % y, ty)
    }
}

/// A float value of any width, computed in f64 (exact for f16/f32 inputs; results are rounded
/// back to the type's width once, which is correct rounding for +, -, *, /, sqrt of f16/f32).
fn to_f64(v: u64, ty: Type) -> f64 {
    match ty {
        Type::F16 => f16_to_f64(v as u16),
        Type::F32 => f32::from_bits(v as u32) as f64,
        _ => f64::from_bits(v),
    }
}

fn from_f64(x: f64, ty: Type) -> u64 {
    match ty {
        Type::F16 => f64_to_f16(x) as u64,
        Type::F32 => (x as f32).to_bits() as u64,
        _ => x.to_bits(),
    }
}

/// `p + c` in f64 rounded to odd: an inexact sum gets an odd last bit (the neighbour on the
/// exact sum's side), so rounding it again to a format with at most 51 bits (f32, f16) gives
/// the correctly rounded exact sum, which rounding to nearest twice would not always do.
fn sum_rounded_to_odd(p: f64, c: f64) -> f64 {
    let s = p + c;
    let back = s - p;
    let error = (p - (s - back)) + (c - back); // the exact sum is s + error (Knuth's TwoSum)
    if error == 0.0 || !s.is_finite() || s.to_bits() & 1 == 1 {
        return s;
    }
    // One step in magnitude toward the exact sum.
    let step: i64 = if (error > 0.0) == (s > 0.0) { 1 } else { -1 };
    f64::from_bits((s.to_bits() as i64 + step) as u64)
}

fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    sign * match exp {
        0 => frac * 2f64.powi(-24),
        31 => {
            if frac == 0.0 {
                f64::INFINITY
            } else {
                f64::NAN
            }
        }
        e => (1.0 + frac / 1024.0) * 2f64.powi(e - 15),
    }
}

/// Round-to-nearest-even conversion to half precision.
fn f64_to_f16(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return 0x7e00;
    }
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    // Scale so that the 11 significant bits (or the subnormal grid) become an integer.
    let exp = if a < 2f64.powi(-14) {
        -14
    } else {
        a.log2().floor() as i32
    };
    let scale = 2f64.powi(10 - exp);
    let m = (a * scale).round_ties_even();
    let (exp, m) = if m >= 2048.0 { (exp + 1, m / 2.0) } else { (exp, m) };
    if a < 2f64.powi(-14) && m < 1024.0 {
        return sign | m as u16;
    }
    sign | (((exp + 15) as u16) << 10) | (m as u16 & 0x3ff)
}

pub(crate) fn compute(op: Opcode, args: &[(u64, Type)], rt: Type) -> Result<u64> {
    use Opcode::*;
    let a = args.first().map_or(0, |x| x.0);
    let b = args.get(1).map_or(0, |x| x.0);
    let at = args.first().map_or(rt, |x| x.1);
    let bits = at.bits() as u64;
    let fa = || to_f64(a, at);
    let fb = || to_f64(b, at);
    let fl = |x: f64| from_f64(x, rt);
    Ok(match op {
        Add => a.wrapping_add(b),
        Sub => a.wrapping_sub(b),
        Mul => a.wrapping_mul(b),
        UDiv | URem | SDiv | SRem => {
            if mask(b, at) == 0 {
                return err("integer division by zero");
            }
            let (ua, ub) = (mask(a, at), mask(b, at));
            let (sa, sb) = (sext(a, at), sext(b, at));
            match op {
                UDiv => ua / ub,
                URem => ua % ub,
                SDiv => sa.wrapping_div(sb) as u64,
                _ => sa.wrapping_rem(sb) as u64,
            }
        }
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl | LShr | AShr => {
            let amount = mask(b, at);
            if amount >= bits {
                return err(format!("shift by {amount} of a {bits}-bit value"));
            }
            match op {
                Shl => a << amount,
                LShr => mask(a, at) >> amount,
                _ => (sext(a, at) >> amount) as u64,
            }
        }
        UMin => mask(a, at).min(mask(b, at)),
        UMax => mask(a, at).max(mask(b, at)),
        SMin => sext(a, at).min(sext(b, at)) as u64,
        SMax => sext(a, at).max(sext(b, at)) as u64,
        Abs => sext(a, at).wrapping_abs() as u64,
        Ctpop => mask(a, at).count_ones() as u64,
        Ctlz => (mask(a, at).leading_zeros() as u64) - (64 - bits),
        Cttz => (mask(a, at).trailing_zeros() as u64).min(bits),
        Bswap => mask(a, at).swap_bytes() >> (64 - bits),
        BitReverse => mask(a, at).reverse_bits() >> (64 - bits),
        // 32-bit results (masked by the caller); amounts mod 32 as in the hardware.
        Add3 | LShlAdd | AddLShl | LShlOr | AndOr | Or3 | MadU24 | BfeU | AlignBit => {
            let (a, b, c) = (a as u32, b as u32, args[2].0 as u32);
            (match op {
                Add3 => a.wrapping_add(b).wrapping_add(c),
                LShlAdd => (a << (b & 31)).wrapping_add(c),
                AddLShl => a.wrapping_add(b) << (c & 31),
                LShlOr => (a << (b & 31)) | c,
                AndOr => (a & b) | c,
                Or3 => a | b | c,
                MadU24 => (a & 0xff_ffff).wrapping_mul(b & 0xff_ffff).wrapping_add(c),
                BfeU => (a >> (b & 31)) & ((1u64 << (c & 31)) - 1) as u32,
                _ => ((((a as u64) << 32) | b as u64) >> (c & 31)) as u32,
            }) as u64
        }
        MulWideU => (a as u32 as u64) * (b as u32 as u64),
        MulWideS => (a as u32 as i32 as i64).wrapping_mul(b as u32 as i32 as i64) as u64,
        MulHiU => ((mask(a, at) as u128 * mask(b, at) as u128) >> bits) as u64,
        MulHiS => ((sext(a, at) as i128 * sext(b, at) as i128) >> bits) as u64,
        SExtShl => (a as u32 as i32 as i64 as u64) << (b & 63),
        AddZExt => a.wrapping_add(b as u32 as u64),
        // 32-bit results are masked by the caller.
        ExtractLo => a,
        ExtractHi => a >> 32,
        BuildPair => (a as u32 as u64) | ((b as u32 as u64) << 32),
        MadWideS => {
            let product = (a as u32 as i32 as i64).wrapping_mul(b as u32 as i32 as i64);
            (product as u64).wrapping_add(args[2].0)
        }
        MadWideU => {
            let a = if args[0].1 == Type::I64 { a } else { a as u32 as u64 };
            a.wrapping_mul(b as u32 as u64).wrapping_add(args[2].0)
        }
        FAdd => fl(fa() + fb()),
        FSub => fl(fa() - fb()),
        FMul => fl(fa() * fb()),
        FDiv => fl(fa() / fb()),
        FRem => frem(a, b, at),
        FrexpMant => fl(frexp(fa()).0),
        FrexpExp => frexp(fa()).1 as u32 as u64,
        Ldexp => fl(scale_by_power_of_two(fa(), sext(b, Type::I32))),
        Rcp => fl(1.0 / fa()),
        Rsq => fl(1.0 / fa().sqrt()),
        Fract => {
            let x = fa();
            // The largest value below 1.0 in the result's type.
            let below_one = to_f64(from_f64(1.0, rt) - 1, rt);
            fl(if x.is_infinite() {
                f64::NAN
            } else {
                (x - x.floor()).min(below_one)
            })
        }
        FClass => (class_bit(a, at) & b as u32 != 0) as u64,
        Exp2 => fl(fa().exp2()),
        Log2 => fl(fa().log2()),
        SinRev => fl((fa() * std::f64::consts::TAU).sin()),
        CosRev => fl((fa() * std::f64::consts::TAU).cos()),
        FMed3 => {
            let (x, y, z) = (fa(), fb(), to_f64(args[2].0, at));
            // max(min(x, y), min(max(x, y), z)); Rust's min/max drop a NaN operand.
            fl(x.min(y).max(x.max(y).min(z)))
        }
        TrigPreop => return err("trig.preop is not interpreted"),
        FNeg => a ^ (1u64 << (bits - 1)),
        FAbs => a & !(1u64 << (bits - 1)),
        Sqrt => fl(fa().sqrt()),
        FFloor => fl(fa().floor()),
        FCeil => fl(fa().ceil()),
        FTrunc => fl(fa().trunc()),
        FRoundEven => fl(fa().round_ties_even()),
        Fma => {
            let c = to_f64(args[2].0, at);
            match rt {
                Type::F64 => fa().mul_add(fb(), c).to_bits(),
                _ => fl(sum_rounded_to_odd(fa() * fb(), c)), // the f32/f16 product is exact in f64
            }
        }
        MinNum | MaxNum => {
            let (x, y) = (fa(), fb());
            let r = if x.is_nan() {
                y
            } else if y.is_nan() {
                x
            } else if x == 0.0 && y == 0.0 {
                // Either zero is allowed; -0 below +0, as gfx900's v_min/v_max order them.
                if (op == MinNum) == x.is_sign_negative() {
                    x
                } else {
                    y
                }
            } else if op == MinNum {
                x.min(y)
            } else {
                x.max(y)
            };
            fl(r)
        }
        Icmp(p) => {
            let (ua, ub, sa, sb) = (mask(a, at), mask(b, at), sext(a, at), sext(b, at));
            (match p {
                IntPredicate::Eq => ua == ub,
                IntPredicate::Ne => ua != ub,
                IntPredicate::Ugt => ua > ub,
                IntPredicate::Uge => ua >= ub,
                IntPredicate::Ult => ua < ub,
                IntPredicate::Ule => ua <= ub,
                IntPredicate::Sgt => sa > sb,
                IntPredicate::Sge => sa >= sb,
                IntPredicate::Slt => sa < sb,
                IntPredicate::Sle => sa <= sb,
            }) as u64
        }
        Fcmp(p) => {
            let (x, y) = (fa(), fb());
            let uno = x.is_nan() || y.is_nan();
            use FloatPredicate as P;
            (match p {
                P::False => false,
                P::True => true,
                P::Ord => !uno,
                P::Uno => uno,
                P::Oeq => !uno && x == y,
                P::Ogt => !uno && x > y,
                P::Oge => !uno && x >= y,
                P::Olt => !uno && x < y,
                P::Ole => !uno && x <= y,
                P::One => !uno && x != y,
                P::Ueq => uno || x == y,
                P::Ugt => uno || x > y,
                P::Uge => uno || x >= y,
                P::Ult => uno || x < y,
                P::Ule => uno || x <= y,
                P::Une => uno || x != y,
            }) as u64
        }
        Select => {
            if a & 1 != 0 {
                b
            } else {
                args[2].0
            }
        }
        // A segment's null (-1) and the generic null (0) map to each other; a generic pointer's
        // segment offset is its low dword (AMDGPU's casts, as llc lowers them).
        AddrSpaceCast => match (at, rt) {
            (Type::Ptr(3 | 5), Type::Ptr(0)) if a == SEGMENT_NULL => 0,
            (Type::Ptr(3), Type::Ptr(0)) => a + SHARED_APERTURE,
            (Type::Ptr(5), Type::Ptr(0)) => a + PRIVATE_APERTURE,
            (Type::Ptr(0), Type::Ptr(3 | 5)) if a == 0 => SEGMENT_NULL,
            (Type::Ptr(0), Type::Ptr(3 | 5)) => a & 0xffff_ffff,
            _ => mask(a, at),
        },
        Trunc | ZExt | PtrToInt | IntToPtr | Bitcast => mask(a, at),
        SExt => sext(a, at) as u64,
        FPTrunc | FPExt => fl(fa()),
        FPToUI => to_f64(a, at) as u64,
        FPToSI => to_f64(a, at) as i64 as u64,
        UIToFP => fl(mask(a, at) as f64),
        SIToFP => fl(sext(a, at) as f64),
        PtrAdd => a.wrapping_add(b),
        other => return err(format!("the reference interpreter cannot run '{other}'")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    #[test]
    fn half_conversions_round_to_nearest_even() {
        for (h, x) in [
            (0x3c00u16, 1.0),
            (0xc000, -2.0),
            (0x7bff, 65504.0),
            (0x0001, 2f64.powi(-24)),
            (0x3555, 0.333251953125),
        ] {
            assert_eq!(f16_to_f64(h), x);
            assert_eq!(f64_to_f16(x), h);
        }
        // 1 + 2^-11 is halfway between 1 and the next half: ties go to even (1.0).
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
        assert_eq!(f64_to_f16(1e6), 0x7c00);
    }

    #[test]
    fn runs_a_loop_writing_per_item_results() {
        // out[tid] = sum(0..tid)
        let text = "\
kernel @k {
  arg {name = \"out\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}
bb0(%0:_(p1)):
  %1:_(s32) = workitem.id.x
  %2:_(s32) = const {value = 0}
  br bb1(%2, %2)
bb1(%3:_(s32), %4:_(s32)):
  %5:_(s1) = icmp.slt %3, %1
  condbr %5, bb2, bb3
bb2:
  %6:_(s32) = add %4, %3
  %7:_(s32) = const {value = 1}
  %8:_(s32) = add %3, %7
  br bb1(%8, %6)
bb3:
  %9:_(s64) = zext %1
  %10:_(s64) = const {value = 2}
  %11:_(s64) = shl %9, %10
  %12:_(p1) = ptradd %0, %11
  store %4, %12 {align = 4}
  ret
}
";
        let m = parse_module(text).unwrap();
        crate::verify::verify_module(&m).unwrap();
        let mut args = [Arg::Buffer(vec![0; 4 * 10])];
        run_kernel(
            &m,
            "k",
            &Dispatch {
                grid: [10, 1, 1],
                block: [16, 1, 1],
            },
            &mut args,
            1_000_000,
        )
        .unwrap();
        let Arg::Buffer(out) = &args[0] else { unreachable!() };
        for i in 0..10u32 {
            let v = u32::from_le_bytes(out[4 * i as usize..4 * i as usize + 4].try_into().unwrap());
            assert_eq!(v, i * i.saturating_sub(1) / 2, "item {i}");
        }
    }

    #[test]
    fn addrspacecasts_map_null_and_keep_offsets() {
        let cast =
            |a: u64, from: u8, to: u8| compute(Opcode::AddrSpaceCast, &[(a, Type::Ptr(from))], Type::Ptr(to)).unwrap();
        for (space, aperture) in [(3, SHARED_APERTURE), (5, PRIVATE_APERTURE)] {
            // The segment null (-1) is the generic null (0), both ways; offset 0 is no null.
            assert_eq!(cast(SEGMENT_NULL, space, 0), 0);
            assert_eq!(cast(0, 0, space), SEGMENT_NULL);
            assert_eq!(cast(0, space, 0), aperture);
            assert_eq!(cast(0x40, space, 0), aperture + 0x40);
            assert_eq!(cast(aperture + 0x40, 0, space), 0x40);
        }
        // Generic and global pointers are the same.
        assert_eq!(cast(0x1234_5678_9abc, 1, 0), 0x1234_5678_9abc);
    }

    #[test]
    fn faults_are_errors() {
        let oob = "kernel @k {\n  arg {name = \"p\", offset = 0, size = 8, align = 8, addrspace = 1, uniform = true}\nbb0(%0:_(p1)):\n  %1:_(s64) = const {value = 64}\n  %2:_(p1) = ptradd %0, %1\n  %3:_(s32) = load %2 {align = 4}\n  ret\n}\n";
        let m = parse_module(oob).unwrap();
        let e = run_kernel(
            &m,
            "k",
            &Dispatch {
                grid: [1, 1, 1],
                block: [1, 1, 1],
            },
            &mut [Arg::Buffer(vec![0; 16])],
            100,
        )
        .unwrap_err();
        assert!(e.message.contains("out-of-bounds access of 4 bytes"), "{e}");
        let spin = "kernel @k {\nbb0:\n  br bb1\nbb1:\n  br bb1\n}\n";
        let m = parse_module(spin).unwrap();
        let e = run_kernel(
            &m,
            "k",
            &Dispatch {
                grid: [1, 1, 1],
                block: [1, 1, 1],
            },
            &mut [],
            1000,
        )
        .unwrap_err();
        assert!(e.message.contains("budget"), "{e}");
    }
}
