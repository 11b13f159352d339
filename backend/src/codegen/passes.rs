//! The code generator's stages as named machine passes, one pipeline after the MIR passes
//! (`crate::PIPELINE`): what `--time-passes`, `--print-after` and `--stop-after` reach.
//!
//! The stages run per kernel inside `compile_with` (allocation may ask for a second attempt
//! with more set aside, see `Setup`); [`Passes`] records their times, summed over kernels and
//! attempts, and the machine functions asked for, keeping only each kernel's final attempt.

use crate::mc::MachineFunction;
use std::time::{Duration, Instant};

/// A stage of the code generator, in pipeline order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MachinePass {
    /// The wave schedule (`crate::schedule`) and the two CFGs it gives (`codegen::cfgs`).
    Schedule,
    /// Instruction selection on virtual registers (`codegen::isel`), with the allocation plan
    /// whose bundles it fills.
    Isel,
    /// regalloc2 on both files.
    Regalloc,
    /// The frame, laid out on the allocation: the buffer resource quad, a private segment
    /// turned on for VGPR spills, each lane's private bytes (`codegen::FrameLayout`).
    Frame,
    /// Emission of every bundle into the machine function: the selected code lowered onto the
    /// allocation, with the copies, spills and exec-mask code between.
    Emit,
    /// `crate::peephole`.
    ScalarPeephole,
    /// `crate::waitcnt`.
    Waitcnt,
    /// `crate::hazards`.
    Hazards,
    /// Branch relaxation (`MachineFunction::relax`), with the SGPR pair it needs.
    LongBranch,
    /// Descriptor, metadata and the code object (or its assembly).
    Encode,
}

/// The machine passes in pipeline order: the one list the driver and its help read.
pub const MACHINE_PASSES: [MachinePass; 10] = [
    MachinePass::Schedule,
    MachinePass::Isel,
    MachinePass::Regalloc,
    MachinePass::Frame,
    MachinePass::Emit,
    MachinePass::ScalarPeephole,
    MachinePass::Waitcnt,
    MachinePass::Hazards,
    MachinePass::LongBranch,
    MachinePass::Encode,
];

impl MachinePass {
    /// The name `--print-after`, `--stop-after` and `--time-passes` use.
    pub fn name(self) -> &'static str {
        match self {
            MachinePass::Schedule => "schedule",
            MachinePass::Isel => "isel",
            MachinePass::Regalloc => "regalloc",
            MachinePass::Frame => "frame",
            MachinePass::Emit => "emit",
            MachinePass::ScalarPeephole => "scalar-peephole",
            MachinePass::Waitcnt => "waitcnt",
            MachinePass::Hazards => "hazards",
            MachinePass::LongBranch => "long-branch",
            MachinePass::Encode => "encode",
        }
    }

    pub fn named(name: &str) -> Option<MachinePass> {
        MACHINE_PASSES.into_iter().find(|p| p.name() == name)
    }

    /// Is there something to print after this pass? After the schedule, the two CFGs; after
    /// isel, the MIR with each op's selected code on virtual registers; after allocation, the
    /// MIR with each op's registers; after the frame, its layout; from emission on, the machine
    /// function (encoding only writes it out, so the last one is long-branch's).
    pub fn prints(self) -> bool {
        self != MachinePass::Encode
    }

    /// The machine pass `option` (`--print-after`, `--stop-after`) names, if it has a machine
    /// function after it to print.
    pub fn printable(option: &str, name: &str) -> Result<MachinePass, String> {
        let pass = MachinePass::named(name).ok_or_else(|| format!("{option}={name}: unknown machine pass"))?;
        if pass.prints() {
            return Ok(pass);
        }
        let after: Vec<&str> = MACHINE_PASSES
            .into_iter()
            .filter(|p| p.prints())
            .map(|p| p.name())
            .collect();
        Err(format!(
            "{option}={name}: there is nothing to print after '{name}'; passes that print: {}",
            after.join(", ")
        ))
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// What `--run-pass` names on machine code: the verifier, and the machine passes that need
/// nothing but the code.
pub const MACHINE_VERIFY: &str = "machine-verify";
const RUNNABLE_ALONE: &str = "on machine code, run machine-verify, scalar-peephole, waitcnt or hazards";

/// Runs the pass `name` alone on `mf` (`kcc in.s --run-pass=NAME`), then the machine verifier
/// when checking is on.
pub fn run_alone(name: &str, mf: &mut MachineFunction) -> Result<(), String> {
    match MachinePass::named(name) {
        _ if name == MACHINE_VERIFY => return crate::machine_verify::verify(mf),
        Some(MachinePass::ScalarPeephole) => super::scalar_peephole(mf),
        Some(MachinePass::Waitcnt) => crate::waitcnt::insert_waitcnts(mf),
        Some(MachinePass::Hazards) => crate::hazards::insert_hazard_nops(mf),
        Some(_) => {
            return Err(format!(
                "--run-pass={name}: the pass needs the kernel's MIR; {RUNNABLE_ALONE}"
            ))
        }
        None => return Err(format!("--run-pass={name}: unknown machine pass; {RUNNABLE_ALONE}")),
    }
    if crate::verify() {
        crate::machine_verify::verify(mf).map_err(|e| format!("kcc bug: machine verifier after {name}: {e}"))?;
    }
    Ok(())
}

/// `--print-after` / `--stop-after` for the machine passes, and the time each took.
#[derive(Debug, Default)]
pub struct Passes {
    print_after: Vec<MachinePass>,
    stop_after: Option<MachinePass>,
    spent: [Option<Duration>; MACHINE_PASSES.len()],
    dumps: String,
    stopped: String,
}

impl Passes {
    /// Prints each kernel's machine function after the machine passes named in `print_after`.
    pub fn new(print_after: &[String]) -> Result<Passes, String> {
        let print_after = print_after
            .iter()
            .map(|name| MachinePass::printable("--print-after", name))
            .collect::<Result<_, _>>()?;
        Ok(Passes {
            print_after,
            ..Passes::default()
        })
    }

    /// `--stop-after`: compilation stops after `pass`.
    pub(crate) fn stop_after(&mut self, pass: MachinePass) -> Result<(), String> {
        self.stop_after = Some(MachinePass::printable("--stop-after", pass.name())?);
        Ok(())
    }

    /// Each pass that ran with its wall time, summed over kernels, in pipeline order.
    pub fn timings(&self) -> impl Iterator<Item = (&'static str, Duration)> + '_ {
        MACHINE_PASSES
            .into_iter()
            .filter_map(|p| self.spent[p.index()].map(|d| (p.name(), d)))
    }

    /// The `--print-after` dumps so far, each a header naming the pass and kernel, then the
    /// machine function as llvm-mc assembly.
    pub fn take_dumps(&mut self) -> String {
        std::mem::take(&mut self.dumps)
    }

    /// The machine functions at the `--stop-after` pass, in the dumps' form.
    pub(crate) fn take_stopped(&mut self) -> String {
        std::mem::take(&mut self.stopped)
    }

    pub(crate) fn charge(&mut self, pass: MachinePass, time: Duration) {
        *self.spent[pass.index()].get_or_insert(Duration::ZERO) += time;
    }

    /// Starts timing one kernel's passes.
    pub(crate) fn run<'p>(&'p mut self, kernel: &'p str) -> Run<'p> {
        Run {
            passes: self,
            kernel,
            since: Instant::now(),
        }
    }
}

/// One kernel's passes: each charged the time since the previous one ended.
pub(crate) struct Run<'p> {
    passes: &'p mut Passes,
    kernel: &'p str,
    since: Instant,
}

impl Run<'_> {
    /// `pass` ends here: charges it the time since the previous pass ended.
    pub(crate) fn lap(&mut self, pass: MachinePass) {
        self.passes.charge(pass, self.since.elapsed());
        self.since = Instant::now();
    }

    /// `pass` ends here with `mf`: charges its time, checks `mf` when verification is on
    /// ([`crate::verify`]) and prints it when asked. True when compilation stops here.
    pub(crate) fn done(&mut self, pass: MachinePass, mf: &MachineFunction) -> Result<bool, String> {
        self.lap(pass);
        if crate::verify() {
            // (The caller names the kernel.)
            crate::machine_verify::verify(mf)
                .map_err(|e| format!("kcc bug: machine verifier after {}: {e}", pass.name()))?;
            // Checking is not the next pass's time.
            self.since = Instant::now();
        }
        let kernel = self.kernel;
        Ok(self.show(pass, || asm_dump(pass.name(), kernel, mf)))
    }

    /// `pass` ends here with what `text` prints (the CFGs after the schedule, the allocation
    /// after regalloc): charges its time and prints it when asked. True when compilation stops
    /// here.
    pub(crate) fn shown(&mut self, pass: MachinePass, text: impl FnOnce() -> String) -> bool {
        self.lap(pass);
        let kernel = self.kernel;
        self.show(pass, || dump_header(pass.name(), kernel) + &text())
    }

    /// Prints `dump` after `pass` when asked; true when compilation stops here.
    fn show(&mut self, pass: MachinePass, dump: impl FnOnce() -> String) -> bool {
        let stops = self.passes.stop_after == Some(pass);
        if self.passes.print_after.contains(&pass) || stops {
            let text = dump();
            if self.passes.print_after.contains(&pass) {
                self.passes.dumps += &text;
            }
            if stops {
                self.passes.stopped += &text;
            }
            // Printing is not the next pass's time.
            self.since = Instant::now();
        }
        stops
    }
}

/// The line each kernel's dump after `pass` starts with (`mc::text` reads it back).
fn dump_header(pass: &str, kernel: &str) -> String {
    format!("# *** Machine Dump After {pass} (kernel {kernel}) ***\n")
}

/// `mf` after `pass`, with labels as `kcc -S` names them, so llvm-mc assembles it (and
/// `kcc --run-pass` reads it, `mc::text`).
pub fn asm_dump(pass: &str, kernel: &str, mf: &MachineFunction) -> String {
    let mut text = dump_header(pass, kernel);
    for line in mf.to_asm(&format!(".L{kernel}_")) {
        text += &line;
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_is_in_declaration_order_and_names_are_unique() {
        for (i, p) in MACHINE_PASSES.into_iter().enumerate() {
            assert_eq!(p.index(), i);
            assert_eq!(MachinePass::named(p.name()), Some(p));
        }
    }

    #[test]
    fn passes_without_a_machine_function_are_refused_by_name() {
        let e = Passes::new(&["encode".into()]).unwrap_err();
        assert!(e.starts_with("--print-after=encode: there is nothing to print"), "{e}");
        assert!(
            e.ends_with("schedule, isel, regalloc, frame, emit, scalar-peephole, waitcnt, hazards, long-branch"),
            "{e}"
        );
        let e = Passes::new(&["nope".into()]).unwrap_err();
        assert_eq!(e, "--print-after=nope: unknown machine pass");
    }

    #[test]
    fn time_is_summed_per_pass_and_only_passes_that_ran_are_listed() {
        let mut p = Passes::default();
        p.charge(MachinePass::Waitcnt, Duration::from_millis(2));
        p.charge(MachinePass::Schedule, Duration::from_millis(1));
        p.charge(MachinePass::Waitcnt, Duration::from_millis(3));
        let t: Vec<_> = p.timings().collect();
        assert_eq!(
            t,
            [
                ("schedule", Duration::from_millis(1)),
                ("waitcnt", Duration::from_millis(5))
            ]
        );
    }
}
