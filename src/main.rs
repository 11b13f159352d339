//! The `kcc` driver: parses the command line and hands each job to the crate that owns it.

mod report;

use clap::{Parser, Subcommand, ValueEnum};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const EXAMPLES: &str = "\
Examples:
  kcc kernel.ll -o kernel.o              compile to a gfx900 code object
  kcc kernel.ll -S -o kernel.s           the same as llvm-mc assembly
  kcc a.ll b.bc -o k.o                   link two inputs, compile their kernels
  kcc k.ll --rocm-device-libs -o k.o     link what k.ll calls of ROCm's ocml/ockl/opencl
  kcc k.ll --link lib.bc -o k.o          link what k.ll calls of a bitcode library
  kcc -g kernel.ll -o kernel.o           with a DWARF line table (.debug_line)
  kcc kernel.ll --emit=mir               print the generic MIR
  kcc kernel.ll --emit=mir --print-after=verify
  kcc kernel.ll --stop-after=waitcnt     machine code after a code generator pass
  kcc in.mir --run-pass=verify           run one pass on MIR text
  kcc in.s --run-pass=waitcnt            run one machine pass on machine code (as --print-after prints it)
  kcc kernel.ll --print-cycles           cycles, in opt's print<cycles> format
  kcc kernel.ll --print-uniformity       uniformity, in opt's print<uniformity> format
  kcc kernel.ll --report                 why each divergent value is in a VGPR, branches, registers
  kcc kernel.ll --report=json -o r.json  the same as JSON
  kcc run kernel.o --kernel k --grid 256 --block 64 --arg buf:in.bin --out-dir out";

const PRINT_AFTER: &str = "Print the MIR after the named pass (repeatable), to stderr; after a machine pass, \
each kernel's machine code as llvm-mc assembly.";
const STOP_AFTER: &str = "Stop after the named pass and print the MIR, or each kernel's machine code after a \
machine pass.";

#[derive(Parser, Debug)]
#[command(name = "kcc", version, about = "Compiles LLVM IR GPU kernels to AMDGPU code objects",
          after_help = EXAMPLES, args_conflicts_with_subcommands = true,
          subcommand_negates_reqs = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,

    /// Input: LLVM IR (.ll or .bc), MIR text (.mir), machine code (.s, as --print-after prints
    /// it, for --run-pass), or `-` for LLVM IR on stdin. Several
    /// LLVM IR inputs are linked into one module (a symbol defined twice is an error).
    #[arg(required = true)]
    input: Vec<String>,

    /// Link a bitcode library (repeatable): only the functions and variables the inputs
    /// reach are linked, then internalized, as clang's -mlink-builtin-bitcode does.
    #[arg(long = "link", value_name = "LIB.bc")]
    link: Vec<String>,

    /// Link the ROCm device libraries (opencl, ocml, ockl and the oclc control libraries clang
    /// picks for OpenCL on gfx900), from DIR or where the rocm-device-libs package put them.
    #[arg(long, value_name = "DIR", num_args = 0..=1, require_equals = true)]
    rocm_device_libs: Option<Option<PathBuf>>,

    /// Output file (`-` for stdout).
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<PathBuf>,

    /// What to write.
    #[arg(long, value_enum, default_value_t = Emit::Obj)]
    emit: Emit,

    /// Write assembly (same as --emit=asm).
    #[arg(short = 'S')]
    assembly: bool,

    /// Target processor (only gfx900 is supported). llc's spelling `-mcpu=gfx900` works too.
    #[arg(long, default_value = "gfx900")]
    mcpu: String,

    /// Target triple; overrides the module's, as with llc (only amdgcn-amd-amdhsa is
    /// supported; IR without a triple is compiled for it). `-mtriple=...` works too.
    #[arg(long = "mtriple", value_name = "TRIPLE")]
    triple: Option<String>,

    /// Target architecture, as llc's `-march` (only amdgcn).
    #[arg(long, value_name = "ARCH")]
    march: Option<String>,

    /// What to write, as llc's `-filetype` (`obj` = the default, `asm` = `-S`).
    #[arg(long, value_enum, value_name = "TYPE")]
    filetype: Option<FileType>,

    /// Add DWARF debug info to the code object: a line table mapping each instruction to its
    /// source line (the DILocation where the IR has debug info, else the .ll line).
    #[arg(short = 'g')]
    debug: bool,

    /// Optimisation level, as -O0 .. -O3.
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    opt_level: u8,

    /// Print each function's cycles as `opt -passes='print<cycles>'` does.
    #[arg(long)]
    print_cycles: bool,

    /// Print each function's uniformity as `opt -passes='print<uniformity>'` does.
    #[arg(long)]
    print_uniformity: bool,

    /// Treat every non-constant value as divergent (the baseline for measuring uniformity).
    #[arg(long)]
    no_uniformity: bool,

    // Help texts list the machine passes: see `with_machine_passes`.
    #[arg(long, value_name = "PASS", help = with_machine_passes(PRINT_AFTER))]
    print_after: Vec<String>,

    #[arg(long, value_name = "PASS", help = with_machine_passes(STOP_AFTER))]
    stop_after: Option<String>,

    /// Run only the named pass (repeatable) on `.mir` input, or the machine pass on `.s` input
    /// (machine-verify, scalar-peephole, waitcnt, hazards), and print the result.
    #[arg(long, value_name = "PASS")]
    run_pass: Vec<String>,

    /// Write each kernel's statistics (registers, code size, branches, occupancy) as JSON
    /// (`-`: to standard output).
    #[arg(long, value_name = "PATH")]
    stats: Option<PathBuf>,

    /// Print how long each stage took, as llc -time-passes does.
    #[arg(long)]
    time_passes: bool,

    /// Explain uniformity per kernel: each divergent value (VGPR) with the chain back to its
    /// source of divergence (FILE:LINE where known), which branches are linearized and which
    /// stay scalar, and SGPRs, VGPRs and instructions against --no-uniformity. Writes to -o or
    /// stdout; `--report=json` as JSON.
    #[arg(long, value_enum, value_name = "FORMAT", num_args = 0..=1, require_equals = true,
          default_missing_value = "text")]
    report: Option<report::Format>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// A relocatable ELF code object.
    Obj,
    /// Assembly that llvm-mc assembles to the same code object (also `-S`).
    Asm,
    /// Generic MIR text.
    Mir,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum FileType {
    Obj,
    Asm,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Load a code object and run one kernel on the CPU emulator.
    Run(runtime::cli::RunArgs),
}

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, which turns a closed pipe (`kcc run --stats ... | head`) into a
    // failed print; like other command-line tools, kcc just stops.
    // SAFETY: setting a signal's disposition to its default before any thread starts.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse_from(llc_spelling(std::env::args_os()));
    report_panics_as_bugs(cli.input.first().cloned());
    let result = match &cli.command {
        Some(Command::Run(args)) => runtime::cli::run_command(args).map_err(|e| e.to_string()),
        None => compile(&cli),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("kcc: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// A panic is a kcc bug: say so in kcc's error format, with the input, instead of Rust's
/// panic text (the backtrace stays available through RUST_BACKTRACE).
fn report_panics_as_bugs(input: Option<String>) {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let what = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".into());
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let input = input.as_deref().unwrap_or("<no input>");
        eprintln!("kcc: error: {input}: kcc bug: {what}{at} (please report)");
        if std::env::var_os("RUST_BACKTRACE").is_some() {
            default(info);
        }
    }));
}

/// A pass's failure for the user: a pass refusing its input is an ordinary error; MIR the
/// verifier rejects after a pass is a bug in that pass, reported as one (with the input's
/// location), never as the verifier's own text.
fn pass_error(input: &str, module: &mir::Module, e: mir::pass::PassError) -> String {
    match e {
        mir::pass::PassError::Broken { pass, error } => {
            let at = error.loc.map_or_else(|| input.to_string(), |l| module.place(l));
            format!("{at}: kcc bug: pass '{pass}' produced invalid MIR ({error}) (please report)")
        }
        other => internal_as_bug(input, other.to_string()),
    }
}

/// Code generation's internal checks ("internal error: ...") are kcc bugs too. A message that
/// starts with its place in `input` (`FILE:LINE:COL: ` or `FILE: `) keeps it first.
fn internal_as_bug(input: &str, message: String) -> String {
    let Some(i) = message.find("internal error: ") else {
        return message;
    };
    let prefix = &message[..i];
    let (place, context) = match prefix.split_once(": ") {
        Some(split) if prefix.starts_with(input) => split,
        _ => (input, prefix),
    };
    let what = &message[i + "internal error: ".len()..];
    format!("{place}: kcc bug: {context}{what} (please report)")
}

/// llc's single-dash long options (`-mtriple=X`, `-mcpu X`, `-march=X`, `-filetype=X`)
/// rewritten to the `--` form clap parses; every other argument is kept as it is.
fn llc_spelling(args: impl Iterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    const LLC_OPTIONS: [&str; 4] = ["mtriple", "mcpu", "march", "filetype"];
    args.map(|arg| {
        let Some(text) = arg.to_str() else { return arg };
        let Some(rest) = text.strip_prefix('-').filter(|r| !r.starts_with('-')) else {
            return arg;
        };
        let name = rest.split('=').next().unwrap_or(rest);
        if LLC_OPTIONS.contains(&name) {
            format!("-{text}").into()
        } else {
            arg
        }
    })
    .collect()
}

/// The command line's target options: kcc compiles for amdgcn-amd-amdhsa, gfx900 only.
fn check_target_options(cli: &Cli) -> Result<(), String> {
    if cli.mcpu != frontend::read::CPU {
        return Err(format!("unsupported processor '{}' (kcc targets gfx900)", cli.mcpu));
    }
    if let Some(arch) = cli.march.as_deref().filter(|&a| a != "amdgcn") {
        return Err(format!("unsupported architecture '{arch}' (kcc targets amdgcn)"));
    }
    match cli.triple.as_deref() {
        Some(triple) if !frontend::read::is_supported_triple(triple) => Err(format!(
            "unsupported target triple '{triple}' (kcc targets {})",
            frontend::read::TRIPLE
        )),
        _ => Ok(()),
    }
}

fn compile(cli: &Cli) -> Result<(), String> {
    check_target_options(cli)?;
    let input = cli.input.first().expect("clap requires an input").as_str();
    if let Some(format) = cli.report {
        if input.ends_with(".mir") {
            return Err(format!("{input}: --report needs LLVM IR input (.ll or .bc)"));
        }
        if cli.input.len() > 1 || !cli.link.is_empty() || cli.rocm_device_libs.is_some() {
            return Err("--report explains one input, without linked libraries".into());
        }
        return write_output(cli, &report::run(input, format, &compile_pipeline(cli.opt_level))?);
    }
    if input.ends_with(".s") {
        if cli.input.len() > 1 || !cli.link.is_empty() || cli.rocm_device_libs.is_some() {
            return Err(format!("{input}: machine code input is one file, run with --run-pass"));
        }
        return run_machine_passes(cli, Path::new(input));
    }
    if input.ends_with(".mir") {
        if cli.input.len() > 1 || !cli.link.is_empty() || cli.rocm_device_libs.is_some() {
            return Err(format!(
                "{input}: MIR input cannot be linked with other inputs or libraries"
            ));
        }
        return run_mir_passes(cli, Path::new(input));
    }
    if (cli.print_cycles || cli.print_uniformity) && cli.emit != Emit::Mir {
        return print_analyses(cli);
    }
    let mut timings: Vec<(&'static str, Duration)> = Vec::new();
    let start = Instant::now();
    let options = frontend::LowerOptions::compile().with_triple(cli.triple.clone());
    let lowered = frontend::lower_files(&cli.input, &libraries(cli)?, &options).map_err(|e| e.to_string())?;
    timings.push(("frontend", start.elapsed()));
    let mut module = lowered.module;
    let registry = registry(cli);
    // `--emit=mir` alone prints generic MIR; `--stop-after` reaches into the backend's passes.
    let generic_only = cli.emit == Emit::Mir && cli.stop_after.is_none();
    let generic: Vec<&str> = mir::pass::Registry::generic().names().collect();
    let passes: Vec<String> = compile_pipeline(cli.opt_level)
        .into_iter()
        .filter(|p| !generic_only || generic.contains(p))
        .map(|s| s.to_string())
        .collect();
    let pipeline = mir::pass::Pipeline::named(&registry, &passes).map_err(|e| e.to_string())?;
    let (mir_instr, machine_instr) = split_instrumentation(cli, &passes)?;
    let mut machine = MachinePasses {
        passes: backend::codegen::Passes::new(&machine_instr.print_after)?,
        stop_after: machine_instr
            .stop_after
            .map(|name| backend::codegen::MachinePass::printable("--stop-after", &name))
            .transpose()?,
    };
    let finish = pipeline
        .run_timed(&mut module, &mir_instr, &mut |dump| eprint!("{dump}"), &mut timings)
        .map_err(|e| pass_error(input, &module, e))?;
    let result = emit(cli, input, &module, finish, &mut machine).map_err(|e| internal_as_bug(input, e));
    // Dumps of the kernels compiled before an error help find it.
    eprint!("{}", machine.passes.take_dumps());
    timings.extend(machine.passes.timings());
    if cli.time_passes {
        eprint!("{}", timing_report(&timings));
    }
    result
}

/// The code generator's instrumentation: `--print-after` and `--stop-after` of machine passes.
struct MachinePasses {
    passes: backend::codegen::Passes,
    stop_after: Option<backend::codegen::MachinePass>,
}

/// Writes what `--emit` asks for (after the MIR passes).
fn emit(
    cli: &Cli,
    input: &str,
    module: &mir::Module,
    finish: mir::pass::Finish,
    machine: &mut MachinePasses,
) -> Result<(), String> {
    if cli.emit == Emit::Mir && cli.print_uniformity {
        // `--emit=mir --print-uniformity`: each op annotated `uniform` / `divergent`.
        let options = mir::uniformity::Options {
            assume_divergent: cli.no_uniformity,
        };
        return write_output(cli, &mir::uniformity::print_module_annotated(module, &options));
    }
    if finish == mir::pass::Finish::Stopped || cli.emit == Emit::Mir {
        return write_output(cli, &mir::text::print_module(module));
    }
    let passes = &mut machine.passes;
    if let Some(pass) = machine.stop_after {
        return write_output(cli, &backend::codegen::stop_after(module, pass, passes)?);
    }
    if cli.assembly || cli.emit == Emit::Asm || cli.filetype == Some(FileType::Asm) {
        return write_output(cli, &backend::codegen::write_assembly(module, passes)?);
    }
    let debug = cli.debug.then(|| debug_info(input, module)).transpose()?;
    let (object, stats) = backend::codegen::write_object_with_stats(module, debug.as_ref(), passes)?;
    match &cli.stats {
        Some(path) if path == Path::new("-") => println!("{}", backend::codegen::stats::to_json(&stats)),
        Some(path) => std::fs::write(path, backend::codegen::stats::to_json(&stats))
            .map_err(|e| format!("{}: {e}", path.display()))?,
        None => {}
    }
    match cli.output.as_deref() {
        Some(path) if path != Path::new("-") => {
            std::fs::write(path, object).map_err(|e| format!("{}: {e}", path.display()))
        }
        Some(_) => std::io::stdout()
            .lock()
            .write_all(&object)
            .map_err(|e| format!("<stdout>: {e}")),
        None => Err("a code object is binary: give an output file with -o (`-o -` for stdout)".into()),
    }
}

/// `-g`: the compile unit is the input as named (`<stdin>` for `-`), in the current directory.
fn debug_info(input: &str, module: &mir::Module) -> Result<backend::codeobj::DebugInfo, String> {
    let dir = std::env::current_dir().map_err(|e| format!("-g: cannot get the current directory: {e}"))?;
    let name = if input == "-" { "<stdin>" } else { input };
    Ok(backend::codegen::lines::debug_info(
        module,
        name,
        &dir.to_string_lossy(),
    ))
}

/// `--time-passes`: wall time per stage, longest first, in the shape of llc's report.
fn timing_report(timings: &[(&'static str, Duration)]) -> String {
    let total: f64 = timings.iter().map(|(_, d)| d.as_secs_f64()).sum();
    let mut sorted: Vec<_> = timings.to_vec();
    sorted.sort_by_key(|&(_, d)| std::cmp::Reverse(d));
    let mut out = String::from("===-------------------------------------------------------------------------===\n");
    out += "                          Pass execution timing report\n";
    out += "===-------------------------------------------------------------------------===\n";
    out += &format!("  Total Execution Time: {total:.4} seconds ({total:.4} wall clock)\n\n");
    out += "   ---Wall Time---  --- Name ---\n";
    for (name, d) in sorted {
        let t = d.as_secs_f64();
        out += &format!(
            "   {t:.4} ({:5.1}%)  {name}\n",
            if total > 0.0 { 100.0 * t / total } else { 0.0 }
        );
    }
    out += &format!("   {total:.4} (100.0%)  Total\n");
    out
}

/// The MIR passes `kcc FILE.ll` runs, in order, before code generation (-O0 keeps dead and
/// repeated ops).
fn compile_pipeline(opt_level: u8) -> Vec<&'static str> {
    backend::PIPELINE
        .iter()
        .copied()
        .filter(|&p| opt_level > 0 || !matches!(p, "dce" | "cse"))
        .collect()
}

/// The `--link` libraries, then the `--rocm-device-libs` set.
fn libraries(cli: &Cli) -> Result<Vec<String>, String> {
    let mut libraries = cli.link.clone();
    if let Some(dir) = &cli.rocm_device_libs {
        let dir = frontend::devlibs::directory(dir.as_deref()).map_err(|e| e.to_string())?;
        let files = frontend::devlibs::files(&dir).map_err(|e| e.to_string())?;
        libraries.extend(files.iter().map(|f| f.to_string_lossy().into_owned()));
    }
    Ok(libraries)
}

/// `--print-cycles` / `--print-uniformity`: analyse every defined function, as opt does.
fn print_analyses(cli: &Cli) -> Result<(), String> {
    let options = frontend::LowerOptions::analysis().with_triple(cli.triple.clone());
    let lowered = frontend::lower_files(&cli.input, &libraries(cli)?, &options).map_err(|e| e.to_string())?;
    let mut text = String::new();
    for (func, map) in lowered.module.functions.iter().zip(&lowered.maps) {
        if cli.print_uniformity {
            let options = mir::uniformity::Options {
                assume_divergent: cli.no_uniformity,
            };
            text.push_str(&mir::uniformity::print_llvm(func, map, &options));
        }
        if cli.print_cycles {
            text.push_str(&mir::cycles::print_llvm(func, map));
        }
    }
    write_output(cli, &text)
}

/// Every MIR pass: the generic ones and the backend's.
fn registry(cli: &Cli) -> mir::pass::Registry {
    let mut registry = mir::pass::Registry::generic();
    backend::register_passes(&mut registry, cli.no_uniformity);
    registry
}

/// `--print-after`/`--stop-after` split between the MIR passes of this compile (`mir_passes`)
/// and the machine passes after them (none with `--emit=mir`); a name in neither is an error
/// that lists both.
fn split_instrumentation(
    cli: &Cli,
    mir_passes: &[String],
) -> Result<(mir::pass::Instrumentation, mir::pass::Instrumentation), String> {
    let machine: Vec<&str> = match cli.emit {
        Emit::Mir => Vec::new(),
        _ => backend::codegen::MACHINE_PASSES.iter().map(|p| p.name()).collect(),
    };
    let named = cli.print_after.iter().map(|n| ("--print-after", n));
    let named = named.chain(cli.stop_after.iter().map(|n| ("--stop-after", n)));
    for (option, name) in named {
        if !machine.contains(&name.as_str()) && !mir_passes.contains(name) {
            return Err(unknown_pass(option, name, mir_passes, &machine));
        }
    }
    let is_machine = |name: &String| machine.contains(&name.as_str());
    let (machine_print, mir_print) = cli.print_after.iter().cloned().partition(is_machine);
    let mir = mir::pass::Instrumentation {
        print_after: mir_print,
        stop_after: cli.stop_after.clone().filter(|n| !is_machine(n)),
    };
    let machine = mir::pass::Instrumentation {
        print_after: machine_print,
        stop_after: cli.stop_after.clone().filter(is_machine),
    };
    Ok((mir, machine))
}

/// A pass name this compile does not run, with the ones it does, in order.
fn unknown_pass(option: &str, name: &str, mir_passes: &[String], machine: &[&str]) -> String {
    let mut mir: Vec<&str> = Vec::new();
    for p in mir_passes {
        if !mir.contains(&p.as_str()) {
            mir.push(p);
        }
    }
    let machine = match machine {
        [] => "; --emit=mir runs no machine passes".to_string(),
        names => format!("; machine passes: {}", names.join(", ")),
    };
    format!(
        "{option}={name}: unknown pass (or not in this pipeline); MIR passes: {}{machine}",
        mir.join(", ")
    )
}

/// `help` with the machine passes' names, from the backend's one list.
fn with_machine_passes(help: &str) -> String {
    let names: Vec<&str> = backend::codegen::MACHINE_PASSES.iter().map(|p| p.name()).collect();
    format!("{help} Machine passes, after the MIR passes: {}", names.join(", "))
}

fn instrumentation(cli: &Cli) -> mir::pass::Instrumentation {
    mir::pass::Instrumentation {
        print_after: cli.print_after.clone(),
        stop_after: cli.stop_after.clone(),
    }
}

/// `.mir` input: parse, run the `--run-pass` passes (by default just the verifier), print.
fn run_mir_passes(cli: &Cli, path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut module = mir::text::parse_module(&text).map_err(|e| format!("{}:{e}", path.display()))?;
    module.source = path.display().to_string();
    let registry = registry(cli);
    let passes = if cli.run_pass.is_empty() {
        vec!["verify".to_string()]
    } else {
        cli.run_pass.clone()
    };
    mir::pass::Pipeline::named(&registry, &passes)
        .map_err(|e| e.to_string())?
        .run(&mut module, &instrumentation(cli), &mut |dump| eprint!("{dump}"))
        .map_err(|e| format!("{}: {e}", path.display()))?;
    write_output(cli, &mir::text::print_module(&module))
}

/// `.s` input (machine code as `--print-after` prints it): run the `--run-pass` machine
/// passes (by default the machine verifier) on each function, print the result.
fn run_machine_passes(cli: &Cli, path: &Path) -> Result<(), String> {
    use backend::codegen::passes;
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let functions = backend::mc::text::parse_functions(&text).map_err(|e| format!("{}:{e}", path.display()))?;
    let names = if cli.run_pass.is_empty() {
        vec![passes::MACHINE_VERIFY.to_string()]
    } else {
        cli.run_pass.clone()
    };
    let mut out = String::new();
    for mut f in functions {
        for name in &names {
            passes::run_alone(name, &mut f.code)
                .map_err(|e| format!("{}: in kernel '{}': {e}", path.display(), f.name))?;
        }
        out += &passes::asm_dump(names.last().expect("a pass"), &f.name, &f.code);
    }
    write_output(cli, &out)
}

fn write_output(cli: &Cli, text: &str) -> Result<(), String> {
    match cli.output.as_deref() {
        Some(path) if path != Path::new("-") => {
            std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
        }
        _ => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes()).map_err(|e| e.to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broken_mir_after_a_pass_is_a_kcc_bug_at_the_input_location() {
        let mut module = mir::Module::default();
        module.files.push(mir::SourceFile {
            name: "k.cl".into(),
            directory: String::new(),
        });
        let error = mir::verify::VerifyError {
            function: "k".into(),
            block: None,
            op: Some("%4:_(s64) = add %1, %3".into()),
            loc: Some(mir::SrcLoc {
                file: 1,
                line: 7,
                col: 9,
            }),
            message: "bad operand or result types for add".into(),
        };
        let e = mir::pass::PassError::Broken {
            pass: "legalize".into(),
            error,
        };
        let text = pass_error("in.ll", &module, e);
        assert!(
            text.starts_with("k.cl:7:9: kcc bug: pass 'legalize' produced invalid MIR ("),
            "{text}"
        );
        assert!(text.ends_with("(please report)"), "{text}");
    }

    #[test]
    fn internal_errors_are_kcc_bugs() {
        let text = internal_as_bug(
            "in.ll",
            "in.ll:4:7: in kernel 'k', bb2, 'br bb3': internal error: node 3 is unreachable".into(),
        );
        assert_eq!(
            text,
            "in.ll:4:7: kcc bug: in kernel 'k', bb2, 'br bb3': node 3 is unreachable (please report)"
        );
        let text = internal_as_bug("in.ll", "pass 'x': internal error: no block".into());
        assert_eq!(text, "in.ll: kcc bug: pass 'x': no block (please report)");
        assert_eq!(internal_as_bug("in.ll", "plain".into()), "plain");
    }
}
