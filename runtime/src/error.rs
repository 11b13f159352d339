//! Errors of loading and running: faults name the instruction (address and
//! disassembly) and, for per-lane faults, the lane.
use std::fmt;

/// Where in the program a fault happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct At {
    /// Instruction address.
    pub pc: u64,
    /// Disassembly of the instruction (empty if it did not decode).
    pub asm: String,
    /// Work-group id and wave index within the group.
    pub group: [u32; 3],
    pub wave: u32,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "at 0x{:x}", self.pc)?;
        if !self.asm.is_empty() {
            write!(f, " `{}`", self.asm)?;
        }
        write!(
            f,
            " (work-group {},{},{} wave {})",
            self.group[0], self.group[1], self.group[2], self.wave
        )
    }
}

/// What went wrong while running a kernel.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Fault {
    #[error("out-of-bounds {kind} of {size} bytes at address 0x{addr:x}, lane {lane}, {at}")]
    OutOfBounds {
        kind: &'static str,
        addr: u64,
        size: u32,
        lane: u32,
        at: At,
    },
    #[error("misaligned {kind} at address 0x{addr:x}, lane {lane}, {at}")]
    Misaligned {
        kind: &'static str,
        addr: u64,
        lane: u32,
        at: At,
    },
    #[error("undecodable instruction word 0x{word:08x} {at}")]
    Undecodable { word: u32, at: At },
    #[error("{reg} read before the s_waitcnt covering the load that writes it (issued at 0x{load_pc:x}) {at}")]
    ReadBeforeWait { reg: String, load_pc: u64, at: At },
    #[error(
        "barrier deadlock: {waiting} wave(s) wait at s_barrier while {ended} wave(s) of the work-group have ended {at}"
    )]
    BarrierDeadlock { waiting: u32, ended: u32, at: At },
    #[error("instruction budget of {budget} exceeded (runaway kernel?) {at}")]
    Budget { budget: u64, at: At },
    #[error("v{reg} is beyond the {count} VGPRs the kernel descriptor allocates {at}")]
    VgprOutOfRange { reg: usize, count: usize, at: At },
    #[error("unsupported instruction {at}")]
    Unsupported { at: At },
    /// An image instruction or resource the emulator does not model (sampling, tiled images).
    #[error("image instruction: {what} {at}")]
    Image { what: String, at: At },
    #[error("typed buffer access in format {format}, which the emulator does not model {at}")]
    BufferFormat { format: String, at: At },
    /// What the hardware does not do as the program expects (a flat access to private memory
    /// without FLAT_SCRATCH set up, a 64-bit flat atomic on private memory, which it drops).
    #[error("{what}, lane {lane} {at}")]
    Hardware { what: &'static str, lane: u32, at: At },
    #[error("s_trap {code} {at}")]
    Trap { code: u32, at: At },
    #[error("pc 0x{pc:x} is outside the code object {at}")]
    BadPc { pc: u64, at: At },
}

/// Any error of the runtime API.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("cannot load code object: {0}")]
    Load(String),
    #[error("no kernel named `{0}` in the code object (kernels: {1})")]
    NoKernel(String, String),
    #[error("bad launch: {0}")]
    Launch(String),
    #[error("kernel fault: {0}")]
    Fault(#[from] Box<Fault>),
    #[error("{0}")]
    Io(String),
}

impl From<Fault> for Error {
    fn from(f: Fault) -> Error {
        Error::Fault(Box::new(f))
    }
}
