//! The launch API: a device with global memory, loaded code objects, buffers,
//! and `launch`, which fills the kernarg segment (explicit and hidden arguments,
//! as the ROCm runtime does) and dispatches the grid over work-groups.
use crate::error::{At, Error, Fault};
use crate::loader::CodeObject;
use crate::memory::Memory;
use crate::metadata::{ArgInfo, KernelInfo};
use crate::program::Program;
use crate::stats::Stats;
use crate::wave::{Env, Stop, Wave, PRIVATE_BUF_BASE, PRIVATE_HI, SHARED_HI};
use gfx9_isa::abi::{ValueKind, KERNARG_SEGMENT_GRANULE, MAX_PRIVATE_SEGMENT_BYTES};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// LDS available to one work-group.
pub const LDS_SIZE: usize = 64 * 1024;
/// Default instruction budget of a launch.
pub const DEFAULT_BUDGET: u64 = 2_000_000_000;

/// A global-memory buffer: its device address and size in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Buffer {
    pub addr: u64,
    pub len: usize,
}

/// A kernel argument.
#[derive(Clone, Debug)]
pub enum Arg {
    Buffer(Buffer),
    I32(i32),
    U32(u32),
    I64(i64),
    U64(u64),
    F32(f32),
    F64(f64),
    /// Any by-value argument as its little-endian bytes, exactly `.size` of them (`char`,
    /// `short`, `half`, vectors, structs).
    Bytes(Vec<u8>),
    /// A `__local` pointer argument: this many bytes of LDS after the static allocation.
    Local(u32),
}

impl Arg {
    fn bytes(&self) -> Vec<u8> {
        match self {
            Arg::Buffer(b) => b.addr.to_le_bytes().to_vec(),
            Arg::I32(v) => v.to_le_bytes().to_vec(),
            Arg::U32(v) => v.to_le_bytes().to_vec(),
            Arg::I64(v) => v.to_le_bytes().to_vec(),
            Arg::U64(v) => v.to_le_bytes().to_vec(),
            Arg::F32(v) => v.to_le_bytes().to_vec(),
            Arg::F64(v) => v.to_le_bytes().to_vec(),
            Arg::Bytes(b) => b.clone(),
            Arg::Local(_) => vec![0; 4], // filled in at launch with the LDS offset
        }
    }
}

/// Size of a pointer into the 32-bit constant address space (6), the only 4-byte global
/// pointer argument.
const CONSTANT_32BIT_POINTER_BYTES: u32 = 4;

/// Bytes of the device-malloc heap given to kernels that take `hidden_heap_v1`.
pub const HEAP_SIZE: u64 = 4 << 20;
/// Bytes of the printf buffer given to kernels that take `hidden_printf_buffer`.
pub const PRINTF_BUFFER_SIZE: u64 = 1 << 20;

/// Launch geometry and options.
#[derive(Clone, Debug)]
pub struct Launch {
    /// Work-items per dimension (OpenCL global size).
    pub grid: [u32; 3],
    /// Work-group size.
    pub block: [u32; 3],
    /// Number of dimensions the launch uses (1..=3), reported as hidden_grid_dims.
    pub dims: u32,
    /// Total instruction budget (all waves); exceeding it is a fault.
    pub max_instructions: u64,
    /// Print every executed instruction with EXEC (forces one thread).
    pub trace: bool,
    /// Worker threads (0: all cores). The default, 1, runs work-groups one after another in
    /// order, so a run is deterministic even when work-items race (stores to one address,
    /// atomics, compare-and-swap loops): outputs and instruction counts depend on the input
    /// only. More threads are faster but interleave groups as the OS schedules them.
    pub threads: usize,
    /// Bytes of dynamic LDS (HIP's `sharedMemBytes`): they start where the static LDS ends
    /// (`group_segment_fixed_size`), where the kernel's dynamic LDS globals point.
    pub dynamic_lds: u32,
}

impl Launch {
    /// A 1-D launch.
    pub fn new_1d(grid: u32, block: u32) -> Launch {
        Launch::new([grid, 1, 1], [block, 1, 1])
    }
    pub fn new(grid: [u32; 3], block: [u32; 3]) -> Launch {
        let dims = if grid[2] > 1 || block[2] > 1 {
            3
        } else if grid[1] > 1 || block[1] > 1 {
            2
        } else {
            1
        };
        Launch {
            grid,
            block,
            dims,
            max_instructions: DEFAULT_BUDGET,
            trace: false,
            threads: 1,
            dynamic_lds: 0,
        }
    }
}

/// A code object mapped into device memory.
pub struct Module {
    pub object: CodeObject,
    pub base: u64,
    pub program: Arc<Program>,
}

impl Module {
    pub fn kernel(&self, name: &str) -> Result<&KernelInfo, Error> {
        self.object.kernels.iter().find(|k| k.name == name).ok_or_else(|| {
            Error::NoKernel(
                name.into(),
                self.object
                    .kernels
                    .iter()
                    .map(|k| k.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            )
        })
    }
}

/// The emulated GPU: global memory plus what is loaded into it.
pub struct Device {
    pub mem: Memory,
    /// Dispatches so far: the next one's dispatch ID (its packet's index in the queue) is
    /// [`FIRST_DISPATCH_ID`] plus this.
    dispatches: std::sync::atomic::AtomicU64,
}

/// The dispatch ID of a device's first dispatch (both dwords nonzero, so a kernel reading
/// only one half shows).
pub const FIRST_DISPATCH_ID: u64 = 0x0000_0003_0000_0011;

impl Default for Device {
    fn default() -> Self {
        Device::new()
    }
}

impl Device {
    pub fn new() -> Device {
        Device {
            mem: Memory::new(),
            dispatches: Default::default(),
        }
    }

    /// Load a code object (relocatable or linked ELF) into device memory.
    pub fn load(&self, elf: &[u8]) -> Result<Module, Error> {
        let object = CodeObject::parse(elf)?;
        // Map first: absolute relocations need the address.
        let len = object.image.len() as u64;
        let base = self.mem.map(&[], len, 4096, "code object");
        let image = object.image_at(base);
        if !image.is_empty() {
            self.mem
                .view()
                .write(base, &image)
                .map_err(|_| Error::Load("could not map code object".into()))?;
        }
        let code: Vec<(u64, u64)> = object.code.clone();
        let program = Arc::new(Program::new(base, &image, &code, object.lines.clone()));
        Ok(Module { object, base, program })
    }

    /// A buffer initialised with `data`.
    pub fn alloc(&self, data: &[u8]) -> Buffer {
        let addr = self.mem.map(data, data.len() as u64, 256, "buffer");
        Buffer { addr, len: data.len() }
    }
    pub fn alloc_zeroed(&self, len: usize) -> Buffer {
        let addr = self.mem.map(&[], len as u64, 256, "buffer");
        Buffer { addr, len }
    }
    /// A buffer for pointer argument `a`, holding `data` zero-padded to `len` bytes. A 4-byte
    /// pointer (the 32-bit constant address space, 6) passes only the low half of the address
    /// and the kernel supplies the high half, 0 unless its "amdgpu-32bit-address-high-bits"
    /// says otherwise: its buffer goes below 4 GiB.
    pub fn alloc_for(&self, a: &ArgInfo, data: &[u8], len: usize) -> Result<Buffer, Error> {
        let len = len.max(data.len());
        if a.size != CONSTANT_32BIT_POINTER_BYTES {
            let addr = self.mem.map(data, len as u64, 256, "buffer");
            return Ok(Buffer { addr, len });
        }
        let addr = self
            .mem
            .map_low(data, len as u64, 256, "buffer")
            .ok_or_else(|| Error::Launch(format!("no room below 4 GiB for a {len}-byte buffer")))?;
        Ok(Buffer { addr, len })
    }
    /// Current contents of a buffer.
    pub fn read(&self, b: &Buffer) -> Vec<u8> {
        self.mem.read_region(b.addr).unwrap_or_default()
    }
    pub fn free(&self, b: Buffer) {
        self.mem.unmap(b.addr);
    }

    /// Run `kernel` over the grid. Returns execution statistics or the first fault.
    pub fn launch(&self, m: &Module, kernel: &str, args: &[Arg], l: &Launch) -> Result<Stats, Error> {
        let k = m.kernel(kernel)?.clone();
        for d in 0..3 {
            if l.block[d] == 0 || l.grid[d] == 0 {
                return Err(Error::Launch("grid and block sizes must be at least 1".into()));
            }
        }
        let wg: u64 = l.block.iter().map(|&b| b as u64).product();
        let max_wg = if k.max_flat_workgroup_size > 0 {
            k.max_flat_workgroup_size as u64
        } else {
            1024
        };
        if wg > max_wg {
            return Err(Error::Launch(format!(
                "work-group size {wg} exceeds the kernel's maximum of {max_wg}"
            )));
        }
        let groups: [u32; 3] = std::array::from_fn(|d| l.grid[d].div_ceil(l.block[d]));
        if groups
            .iter()
            .try_fold(1u64, |a, &g| a.checked_mul(g as u64))
            .is_none_or(|n| n > u32::MAX as u64)
        {
            return Err(Error::Launch("too many work-groups".into()));
        }
        let fixed = k.desc.private_segment_fixed_size.max(k.private_segment_fixed_size);
        if fixed > MAX_PRIVATE_SEGMENT_BYTES {
            return Err(Error::Launch(format!(
                "kernel asks for {fixed} bytes of private memory per work-item (at most {MAX_PRIVATE_SEGMENT_BYTES})"
            )));
        }
        // A dynamic stack gets 16 KiB more, within what the hardware gives a wave.
        let dynamic = if k.uses_dynamic_stack { 16 * 1024 } else { 0 };
        let scratch = (fixed + dynamic).min(MAX_PRIVATE_SEGMENT_BYTES) as usize;
        // Kernarg segment: explicit arguments in order, then the hidden ones by kind. ROCm
        // allocates it in 16-byte units: llc loads arguments in dwordx2/x4/x8 pieces that can
        // reach past the last one.
        let size = (k.kernarg_segment_size.max(k.desc.kernarg_size).max(8)).next_multiple_of(KERNARG_SEGMENT_GRANULE);
        let mut ka = vec![0u8; size as usize];
        let explicit: Vec<_> = k.args.iter().filter(|a| !a.kind.is_hidden()).collect();
        if explicit.len() != args.len() {
            return Err(Error::Launch(format!(
                "kernel `{kernel}` takes {} arguments, {} given",
                explicit.len(),
                args.len()
            )));
        }
        // Dynamic LDS follows the static allocation: the launch's bytes first (the kernel's
        // dynamic LDS globals address them at the static size), then `__local` pointer arguments.
        let static_lds = k.group_segment_fixed_size.max(k.desc.group_segment_fixed_size) as usize;
        let mut lds_size = static_lds + l.dynamic_lds as usize;
        for (n, (a, v)) in explicit.iter().zip(args).enumerate() {
            let what = describe(a);
            let local = a.kind == ValueKind::DynamicSharedPointer;
            if local != matches!(v, Arg::Local(_)) {
                return Err(Error::Launch(format!(
                    "argument {n} of `{kernel}` is {what}: {}",
                    if local {
                        "it takes a number of LDS bytes (Arg::Local)"
                    } else {
                        "Arg::Local is only for __local pointers"
                    }
                )));
            }
            if let Arg::Local(size) = v {
                lds_size = lds_size.div_ceil(16) * 16;
                put(&mut ka, a.offset, &(lds_size as u32).to_le_bytes());
                lds_size += *size as usize;
                continue;
            }
            let is_ptr = a.kind == ValueKind::GlobalBuffer;
            if is_ptr != matches!(v, Arg::Buffer(_)) && !(is_ptr && matches!(v, Arg::U64(_))) {
                return Err(Error::Launch(format!(
                    "argument {n} of `{kernel}` is {what} but a {} was given",
                    if matches!(v, Arg::Buffer(_)) { "buffer" } else { "value" }
                )));
            }
            if !is_ptr && a.kind != ValueKind::ByValue {
                return Err(Error::Launch(format!(
                    "argument {n} of `{kernel}` is {what}: the emulator cannot pass that kind"
                )));
            }
            let bytes = match v {
                // A 32-bit constant pointer: the kernel supplies the high half.
                Arg::Buffer(b) if a.size == CONSTANT_32BIT_POINTER_BYTES => (b.addr as u32).to_le_bytes().to_vec(),
                _ => v.bytes(),
            };
            if bytes.len() != a.size as usize {
                return Err(Error::Launch(format!(
                    "argument {n} of `{kernel}` is {what} of {} bytes, the value given has {}",
                    a.size,
                    bytes.len()
                )));
            }
            put(&mut ka, a.offset, &bytes);
        }
        if lds_size > LDS_SIZE {
            return Err(Error::Launch(format!(
                "the kernel needs {lds_size} bytes of LDS, a work-group has {LDS_SIZE}"
            )));
        }
        // What the runtime maps for this dispatch, unmapped after it.
        let mut mapped = Vec::new();
        let queue = self.mem.map(&[], 256, 256, "queue");
        mapped.push(queue);
        for a in &k.args {
            let v: u64 = match a.kind {
                // Only full work-groups count (AMDGPUUsage); a partial last group shows in the
                // remainder instead.
                ValueKind::HiddenBlockCountX => (l.grid[0] / l.block[0]) as u64,
                ValueKind::HiddenBlockCountY => (l.grid[1] / l.block[1]) as u64,
                ValueKind::HiddenBlockCountZ => (l.grid[2] / l.block[2]) as u64,
                ValueKind::HiddenGroupSizeX => l.block[0] as u64,
                ValueKind::HiddenGroupSizeY => l.block[1] as u64,
                ValueKind::HiddenGroupSizeZ => l.block[2] as u64,
                ValueKind::HiddenRemainderX => (l.grid[0] % l.block[0]) as u64,
                ValueKind::HiddenRemainderY => (l.grid[1] % l.block[1]) as u64,
                ValueKind::HiddenRemainderZ => (l.grid[2] % l.block[2]) as u64,
                ValueKind::HiddenGridDims => l.dims as u64,
                ValueKind::HiddenDynamicLdsSize => (lds_size - static_lds) as u64,
                ValueKind::HiddenQueuePtr => queue,
                ValueKind::HiddenPrivateBase => PRIVATE_HI as u64,
                ValueKind::HiddenSharedBase => SHARED_HI as u64,
                // A zeroed heap for the device library's malloc.
                ValueKind::HiddenHeapV1 => {
                    let heap = self.mem.map(&[], HEAP_SIZE, 4096, "heap");
                    mapped.push(heap);
                    heap
                }
                // The device library's printf buffer: a write offset (u32, from 0) and the
                // buffer's size (u32), then the records.
                ValueKind::HiddenPrintfBuffer => {
                    let mut hdr = [0u8; 8];
                    hdr[4..].copy_from_slice(&(PRINTF_BUFFER_SIZE as u32).to_le_bytes());
                    let buf = self.mem.map(&hdr, PRINTF_BUFFER_SIZE, 256, "printf buffer");
                    mapped.push(buf);
                    buf
                }
                // Global offsets are 0 (the emulator has none); no hostcall service, device
                // enqueue or multi-grid sync: null, as ROCm passes when they are unused.
                _ => continue,
            };
            put(&mut ka, a.offset, &v.to_le_bytes()[..(a.size as usize).min(8)]);
        }
        let kernarg = self.mem.map(&ka, ka.len() as u64, 256, "kernarg segment");
        // HSA dispatch packet (hsa_kernel_dispatch_packet_t), for the dispatch pointer.
        let mut pkt = vec![0u8; 64];
        put(&mut pkt, 2, &(l.dims as u16).to_le_bytes());
        for d in 0..3 {
            put(&mut pkt, 4 + 2 * d as u32, &(l.block[d] as u16).to_le_bytes());
            put(&mut pkt, 12 + 4 * d as u32, &l.grid[d].to_le_bytes());
        }
        put(&mut pkt, 24, &(scratch as u32).to_le_bytes());
        put(&mut pkt, 28, &(lds_size as u32).to_le_bytes());
        put(&mut pkt, 32, &(m.base + k.desc.address).to_le_bytes());
        put(&mut pkt, 40, &kernarg.to_le_bytes());
        let packet = self.mem.map(&pkt, 64, 64, "dispatch packet");
        mapped.extend([kernarg, packet]);

        let job = Job {
            k: &k,
            prog: &m.program,
            mem: &self.mem,
            groups,
            l,
            kernarg,
            packet,
            queue,
            dispatch_id: FIRST_DISPATCH_ID + self.dispatches.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            scratch,
            lds_size,
        };
        let r = job.run();
        for a in mapped {
            self.mem.unmap(a);
        }
        r.map_err(Error::from)
    }
}

/// An argument for messages: its kind, and its name and type when the metadata has them.
fn describe(a: &ArgInfo) -> String {
    let mut s = a.kind.as_str().to_string();
    if !a.name.is_empty() {
        s = format!("`{}` ({s}", a.name);
    } else {
        s = format!("({s}");
    }
    if !a.type_name.is_empty() {
        s += &format!(", {}", a.type_name);
    }
    s + ")"
}

fn put(buf: &mut [u8], off: u32, bytes: &[u8]) {
    let o = off as usize;
    if let Some(d) = buf.get_mut(o..o + bytes.len()) {
        d.copy_from_slice(bytes);
    }
}

struct Job<'a> {
    k: &'a KernelInfo,
    prog: &'a Program,
    mem: &'a Memory,
    groups: [u32; 3],
    l: &'a Launch,
    kernarg: u64,
    packet: u64,
    queue: u64,
    dispatch_id: u64,
    scratch: usize,
    lds_size: usize,
}

/// Instructions a wave runs before the scheduler looks at the budget again.
const SLICE: u64 = 1 << 16;

impl Job<'_> {
    fn run(&self) -> Result<Stats, Fault> {
        let total = self.groups.iter().map(|&g| g as usize).product::<usize>();
        let threads = if self.l.trace {
            1
        } else if self.l.threads > 0 {
            self.l.threads
        } else {
            std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
        }
        .min(total)
        .max(1);
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let executed = AtomicU64::new(0);
        let fault: Mutex<Option<(usize, Fault)>> = Mutex::new(None);
        let stats = Mutex::new(Stats::default());
        let work = || {
            let view = self.mem.view();
            let mut st = Stats::default();
            let mut lds = vec![0u8; self.lds_size];
            let mut waves: Vec<Wave> = Vec::new();
            loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= total {
                    break;
                }
                let gid = [
                    g as u32 % self.groups[0],
                    (g as u32 / self.groups[0]) % self.groups[1],
                    g as u32 / (self.groups[0] * self.groups[1]),
                ];
                let mut env = Env {
                    mem: &view,
                    prog: self.prog,
                    lds: &mut lds,
                    stats: &mut st,
                    trace: self.l.trace,
                };
                if let Err(f) = self.run_group(gid, &mut waves, &mut env, &executed, &stop) {
                    let mut slot = fault.lock().unwrap_or_else(|e| e.into_inner());
                    // Report the fault of the lowest group so that results are deterministic.
                    if slot.as_ref().is_none_or(|(h, _)| g < *h) {
                        *slot = Some((g, f));
                    }
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
            stats.lock().unwrap_or_else(|e| e.into_inner()).add(&st);
        };
        if threads == 1 {
            work();
        } else {
            std::thread::scope(|s| {
                for _ in 0..threads {
                    s.spawn(work);
                }
            });
        }
        if let Some((_, f)) = fault.into_inner().unwrap_or_else(|e| e.into_inner()) {
            return Err(f);
        }
        Ok(stats.into_inner().unwrap_or_else(|e| e.into_inner()))
    }

    fn init_wave(&self, w: &mut Wave, gid: [u32; 3], index: u32, size: [u32; 3]) {
        let d = &self.k.desc;
        w.s = [0; 128];
        // MODE: round and denormal modes (rsrc1 bits 19:12), DX10 clamp (21), IEEE (23).
        w.hwreg = [0; 8];
        w.hwreg[1] = (d.rsrc1 >> 12 & 0xff) | (d.rsrc1 >> 21 & 1) << 8 | (d.rsrc1 >> 23 & 1) << 9;
        w.scc = false;
        w.done = false;
        w.pc = self.prog.base + d.entry;
        w.group = gid;
        w.index = index;
        w.scratch.fill(0);
        w.reset_pending();
        let mut n = 0usize;
        let put64 = |w: &mut Wave, n: &mut usize, v: u64| {
            w.s[*n] = v as u32;
            w.s[*n + 1] = (v >> 32) as u32;
            *n += 2;
        };
        let p = d.properties;
        if p & 1 != 0 {
            // Private segment buffer descriptor (base, stride 0, num_records max, add_tid).
            w.s[0] = PRIVATE_BUF_BASE as u32;
            w.s[1] = (PRIVATE_BUF_BASE >> 32) as u32 & 0xffff;
            w.s[2] = u32::MAX;
            w.s[3] = 0x00a0_7000 | 1 << 23;
            n = 4;
        }
        if p & 2 != 0 {
            put64(w, &mut n, self.packet);
        }
        if p & 4 != 0 {
            put64(w, &mut n, self.queue);
        }
        if p & 8 != 0 {
            put64(w, &mut n, self.kernarg);
        }
        if p & 16 != 0 {
            put64(w, &mut n, self.dispatch_id);
        }
        // Flat scratch init (gfx9, absolute flat scratch): the queue's scratch base, which the
        // prologue adds the wave offset to for FLAT_SCRATCH.
        if p & 32 != 0 {
            put64(w, &mut n, PRIVATE_BUF_BASE);
        }
        if p & 64 != 0 {
            w.s[n] = self.scratch as u32;
        }
        let mut n = d.user_sgpr_count() as usize;
        for (dim, g) in gid.iter().enumerate() {
            if d.workgroup_id(dim) {
                w.s[n] = *g;
                n += 1;
            }
        }
        if d.workgroup_info() {
            n += 1;
        }
        // Each wave has its own scratch, placed after the group's earlier waves' as the
        // hardware places waves (never at 0: code must add its wave offset).
        w.scratch_wave_offset = (index as u64 + 1) * self.scratch as u64 * 64;
        if d.private_segment() {
            w.s[n] = w.scratch_wave_offset as u32;
        }
        // Work-item ids: x fastest; lanes past the group's size are inactive.
        let items = size[0] * size[1] * size[2];
        let mut exec = 0u64;
        let dims = d.workitem_id_dims();
        for lane in 0..64u32 {
            let flat = index * 64 + lane;
            let (x, y, z) = if flat < items {
                exec |= 1 << lane;
                (flat % size[0], (flat / size[0]) % size[1], flat / (size[0] * size[1]))
            } else {
                (0, 0, 0)
            };
            let l = lane as usize;
            w.v[l] = x;
            if dims >= 1 && w.nvgpr > 1 {
                w.v[64 + l] = y;
            }
            if dims >= 2 && w.nvgpr > 2 {
                w.v[128 + l] = z;
            }
        }
        w.s[126] = exec as u32;
        w.s[127] = (exec >> 32) as u32;
    }

    fn run_group(
        &self,
        gid: [u32; 3],
        waves: &mut Vec<Wave>,
        env: &mut Env,
        executed: &AtomicU64,
        stop: &AtomicBool,
    ) -> Result<(), Fault> {
        let size: [u32; 3] = std::array::from_fn(|d| self.l.block[d].min(self.l.grid[d] - gid[d] * self.l.block[d]));
        let items = size[0] * size[1] * size[2];
        let nw = items.div_ceil(64) as usize;
        let nvgpr = self.k.desc.vgprs().max(3) as usize;
        while waves.len() < nw {
            waves.push(Wave::new(nvgpr, self.scratch));
        }
        env.lds.fill(0);
        for (k, w) in waves.iter_mut().enumerate().take(nw) {
            self.init_wave(w, gid, k as u32, size);
        }
        let mut at_barrier = vec![false; nw];
        let slice = SLICE.min(self.l.max_instructions.max(1));
        loop {
            let mut live = 0;
            for k in 0..nw {
                let w = &mut waves[k];
                if w.done || at_barrier[k] {
                    continue;
                }
                live += 1;
                let mut left = slice;
                let r = w.run(env, &mut left);
                let ran = slice - left;
                let sum = executed.fetch_add(ran, Ordering::Relaxed) + ran;
                match r? {
                    Stop::Barrier => at_barrier[k] = true,
                    Stop::End => {}
                    Stop::Yield => {
                        if sum >= self.l.max_instructions {
                            let at = At {
                                pc: w.pc,
                                asm: self.prog.get(w.pc).map(|(i, _)| i.to_asm()).unwrap_or_default(),
                                group: gid,
                                wave: k as u32,
                            };
                            return Err(Fault::Budget {
                                budget: self.l.max_instructions,
                                at,
                            });
                        }
                        if stop.load(Ordering::Relaxed) {
                            return Ok(());
                        }
                    }
                }
            }
            let done = waves[..nw].iter().filter(|w| w.done).count();
            let waiting = at_barrier.iter().filter(|&&b| b).count();
            if done == nw {
                return Ok(());
            }
            if waiting > 0 && waiting + done == nw {
                if done > 0 {
                    // A wave ended without reaching the barrier the others wait at.
                    let k = at_barrier.iter().position(|&b| b).unwrap_or(0);
                    let pc = waves[k].pc.wrapping_sub(4);
                    let at = At {
                        pc,
                        asm: self.prog.get(pc).map(|(i, _)| i.to_asm()).unwrap_or_default(),
                        group: gid,
                        wave: k as u32,
                    };
                    return Err(Fault::BarrierDeadlock {
                        waiting: waiting as u32,
                        ended: done as u32,
                        at,
                    });
                }
                at_barrier.iter_mut().for_each(|b| *b = false);
            } else if live == 0 {
                return Ok(());
            }
        }
    }
}
