//! GFX9 code-object loader and wave emulator.
//!
//! Neighbours: it decodes with `gfx9_isa` and reads the ABI facts of `gfx9_isa::abi`; it knows
//! nothing of the compiler, so it runs llc-22's code objects as well as kcc's (`kcc run`).
//!
//! * [`loader`] reads relocatable and linked AMDGPU ELF (code object v5/v6) into one
//!   image with relocations applied, plus each kernel's descriptor and metadata.
//! * [`device::Device`] owns global memory (a sparse 64-bit address space of
//!   guarded regions, [`memory`]) and launches kernels: it fills the kernarg segment
//!   (explicit and hidden arguments) and the HSA dispatch packet, then runs
//!   work-groups in order (or on worker threads when asked; LDS and waves are per thread).
//! * [`lines`] reads the DWARF line tables of `-g` objects, so traces show source lines.
//! * [`wave::Wave`] executes one wave64 at a time until it ends, reaches
//!   `s_barrier` or uses its time slice; waves of a group meet at barriers.
//!
//! Memory model: loads complete at once, but their destinations stay pending
//! until an `s_waitcnt` covers them (vmcnt / lgkmcnt counted in issue order, stores
//! included), and reading a pending register is a fault. Private memory is per
//! lane: the private-segment buffer descriptor points at [`wave::PRIVATE_BUF_BASE`],
//! wave offsets (soffset, stack pointers) are divided by 64 to get the lane offset.
//! Flat addresses whose high half is [`wave::SHARED_HI`] / [`wave::PRIVATE_HI`] go to
//! LDS / private memory. Floating point is IEEE (no denormal flushing), the clamp modifier is
//! DX10's (NaN to 0), as llc and kcc set the mode; transcendental approximations (rcp, rsq,
//! sqrt, exp, log) are computed exactly. `packed.rs` has the VOP3P instructions.
//!
//! ```no_run
//! use runtime::{Arg, Device, Launch};
//! let dev = Device::new();
//! let m = dev.load(&std::fs::read("vec_add.o").unwrap()).unwrap();
//! let out = dev.alloc_zeroed(256 * 4);
//! dev.launch(&m, "vec_add", &[Arg::Buffer(out)], &Launch::new_1d(256, 64)).unwrap();
//! let bytes = dev.read(&out);
//! ```
pub mod class;
pub mod cli;
pub mod descriptor;
pub mod device;
pub mod error;
mod format;
pub mod lines;
pub mod loader;
mod media;
pub mod memory;
pub mod metadata;
mod packed;
pub mod program;
pub mod stats;
pub mod wave;

pub use device::{Arg, Buffer, Device, Launch, Module};
pub use error::{At, Error, Fault};
pub use loader::CodeObject;
pub use metadata::{ArgInfo, KernelInfo};
pub use stats::Stats;
