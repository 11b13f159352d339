//! The benchmark of issue #7: kcc, kcc --no-uniformity and llc-22 -O2 on every case of the
//! corpus (`tests/kernels/corpus.json`), in one run on one machine. For each case and compiler
//! it takes the register counts and spills from the code object's metadata note, the kernel's
//! static instructions (decoded from `.text`), the executed instructions and active lanes on
//! kcc's emulator for the corpus inputs, and the median whole-process compile time (CPU time,
//! `process_time.rs`); then it
//! writes `report.md` (per kernel, geomeans, the targets and by how much each is met or missed)
//! and `report.svg`.
//!
//! Run it with `scripts/bench`, which builds kcc first, or
//! `cargo bench -p backend --bench compare -- [--out DIR] [--runs N] [--kcc PATH] [--filter TEXT]`.

#[path = "../../../tests/support/corpus.rs"]
mod corpus;
#[path = "../common/process_time.rs"]
mod process_time;
mod report;

use corpus::{Case, Pipeline};
use object::{Object, ObjectSection, ObjectSymbol};
use report::{Build, Row, Run, Setup, KCC, LLC, NO_UNIFORMITY};
use runtime::Device;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

struct Options {
    out: PathBuf,
    kcc: PathBuf,
    /// Timed compilations per compiler and case (after one untimed run).
    runs: usize,
    /// Only cases whose name contains this.
    filter: Option<String>,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("backend/ is inside the repository")
        .to_path_buf()
}

fn options() -> Result<Options, String> {
    // `cargo bench` builds kcc's binary into the same folder as this bench's `deps/`.
    let next_to_us = std::env::current_exe()
        .ok()
        .and_then(|e| Some(e.parent()?.parent()?.join("kcc")));
    let mut o = Options {
        out: root().join("target/bench"),
        kcc: next_to_us.unwrap_or_default(),
        runs: 5,
        filter: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--bench" => {} // cargo bench passes it
            "--out" => o.out = PathBuf::from(value()?),
            "--kcc" => o.kcc = PathBuf::from(value()?),
            "--runs" => o.runs = value()?.parse().map_err(|e| format!("--runs: {e}"))?,
            "--filter" => o.filter = Some(value()?),
            _ => {
                return Err(format!(
                    "unknown argument {a}; expected --out DIR, --runs N, --kcc PATH or --filter TEXT"
                ))
            }
        }
    }
    if !o.kcc.is_file() {
        return Err(format!(
            "kcc not found at {}: build it with `cargo build --release` (scripts/bench does) or pass --kcc PATH",
            o.kcc.display()
        ));
    }
    if o.runs == 0 {
        return Err("--runs must be at least 1".into());
    }
    Ok(o)
}

/// How each compiler is invoked on `ll` to write `obj`, in report order.
fn commands(o: &Options, ll: &Path, obj: &[PathBuf; 3]) -> [Command; 3] {
    let mut kcc = Command::new(&o.kcc);
    kcc.arg(ll).arg("-o").arg(&obj[KCC]);
    let mut no_uniformity = Command::new(&o.kcc);
    no_uniformity
        .arg(ll)
        .arg("--no-uniformity")
        .arg("-o")
        .arg(&obj[NO_UNIFORMITY]);
    let mut llc = Command::new(corpus::llvm_tool("llc"));
    llc.args(corpus::LLC_ARGS).arg(ll).arg("-o").arg(&obj[LLC]);
    [kcc, no_uniformity, llc]
}

/// Runs a compiler on `ll` once; on failure, the first error line of what it said (without
/// the tool's name and the file's path, which every line repeats).
fn compile_once(cmd: &mut Command, ll: &Path) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let line = stderr
        .lines()
        .find(|l| l.contains("error"))
        .or(stderr.lines().next())
        .unwrap_or("")
        .trim();
    let line = line
        .rsplit_once(&format!("{}: ", ll.display()))
        .map_or(line, |(_, message)| message);
    Err(match out.status.code() {
        Some(1) => line.to_string(),
        Some(code) => format!("exit code {code} (crash?): {line}"),
        None => format!("killed by a signal: {line}"),
    })
}

/// Median CPU time of `runs` whole-process compilations per compiler (`process_time.rs`),
/// interleaved. Compilers in `skip` are not run.
fn time(cmds: &mut [Command; 3], skip: [bool; 3], runs: usize) -> [f64; 3] {
    let mut samples: [Vec<f64>; 3] = Default::default();
    for _ in 0..runs {
        for (c, cmd) in cmds.iter_mut().enumerate() {
            if !skip[c] {
                samples[c].push(cpu_seconds(cmd));
            }
        }
    }
    samples.map(|mut s| {
        s.sort_by(f64::total_cmp);
        s.get(s.len() / 2).copied().unwrap_or(f64::NAN)
    })
}

/// The CPU time of one successful run of `cmd`, else NaN (and why, on stderr: the compilations
/// timed succeeded once before).
fn cpu_seconds(cmd: &mut Command) -> f64 {
    match process_time::run(cmd, None) {
        Ok(process_time::Ended::Exited(status, cpu, _)) if status.success() => cpu,
        Ok(process_time::Ended::Exited(status, _, err)) => {
            eprintln!("bench: {cmd:?} failed ({status}): {}", err.lines().next().unwrap_or(""));
            f64::NAN
        }
        Ok(process_time::Ended::TimedOut) => f64::NAN,
        Err(e) => {
            eprintln!("bench: {e}");
            f64::NAN
        }
    }
}

/// Instructions of the code the kernel runs: its function symbol and every function it reaches
/// through relocations in the code (llc keeps non-inlined callees as functions of their own,
/// called through `s_getpc_b64` and a relocated offset; kcc inlines them), decoded with the ISA
/// table. Functions nothing reaches (clang's `__clang_ocl_kern_imp_*` copies of OpenCL kernels)
/// are not counted.
fn static_instructions(elf: &[u8], kernel: &str) -> Result<u32, String> {
    let file = object::File::parse(elf).map_err(|e| format!("not an ELF file: {e}"))?;
    let functions: Vec<object::Symbol> = file
        .symbols()
        .filter(|s| s.kind() == object::SymbolKind::Text && s.size() > 0 && s.section_index().is_some())
        .collect();
    let root = functions
        .iter()
        .position(|s| s.name() == Ok(kernel))
        .ok_or(format!("no function symbol {kernel}"))?;
    let (mut reached, mut work, mut total) = (vec![root], vec![root], 0);
    while let Some(k) = work.pop() {
        let sym = &functions[k];
        let section = file
            .section_by_index(sym.section_index().expect("filtered"))
            .map_err(|e| e.to_string())?;
        let data = section.data().map_err(|e| e.to_string())?;
        let start = (sym.address() - section.address()) as usize;
        let code = data
            .get(start..start + sym.size() as usize)
            .ok_or("a function symbol overruns its section")?;
        let words: Vec<u32> = code
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes(w.try_into().unwrap()))
            .collect();
        let insts =
            gfx9_isa::decode_all(&words).map_err(|(at, e)| format!("undecodable word at +{:#x}: {e:?}", 4 * at))?;
        total += insts.len() as u32;
        let span = sym.address()..sym.address() + sym.size();
        for (offset, reloc) in section.relocations() {
            let object::RelocationTarget::Symbol(target) = reloc.target() else {
                continue;
            };
            if !span.contains(&(section.address() + offset)) {
                continue;
            }
            // A named function, or (for a local one) the section plus an addend: the address
            // of the literal's pc-relative base, 4 (low dword) or 12 (high) bytes past the
            // `s_getpc_b64` that precedes it, to the function.
            let named = functions.iter().position(|s| s.index() == target);
            let Some(callee) = named.or_else(|| {
                let t = file.symbol_by_index(target).ok()?;
                if t.kind() != object::SymbolKind::Section {
                    return None;
                }
                let at = (t.address() as i64 + reloc.addend()) as u64;
                functions.iter().position(|f| {
                    f.section_index() == t.section_index()
                        && (at.wrapping_sub(12)..=at.wrapping_sub(4)).contains(&f.address())
                })
            }) else {
                continue;
            };
            if !reached.contains(&callee) {
                reached.push(callee);
                work.push(callee);
            }
        }
    }
    Ok(total)
}

/// Everything about one compiler's object except the compile time.
fn examine(
    case: &Case,
    obj: &Path,
    dev: &Device,
    inputs: &[Option<Vec<u8>>],
    reference: Option<&[Vec<u8>]>,
) -> Result<(Build, Vec<Vec<u8>>), String> {
    let bytes = std::fs::read(obj).map_err(|e| format!("{}: {e}", obj.display()))?;
    let co = runtime::CodeObject::parse(&bytes).map_err(|e| format!("the object does not load: {e}"))?;
    let info = co
        .kernels
        .iter()
        .find(|k| k.name == case.kernel())
        .ok_or(format!("no kernel {} in the metadata", case.kernel()))?;
    let mut buffers = Vec::new();
    let run = case.run(dev, &bytes, inputs).map(|(out, stats)| {
        let differs = reference.and_then(|want| {
            want.iter()
                .zip(&out)
                .zip(case.buffer_elems())
                .enumerate()
                .find_map(|(k, ((w, g), elem))| corpus::same(elem, w, g).err().map(|e| format!("buffer {k}: {e}")))
        });
        buffers = out;
        Run {
            instructions: stats.instructions,
            by_class: [
                stats.salu,
                stats.valu,
                stats.smem,
                stats.vmem,
                stats.lds,
                stats.branch,
                stats.exec_mask,
                stats.other,
            ],
            active_fraction: stats.active_fraction(),
            differs,
        }
    });
    let build = Build {
        sgprs: info.sgpr_count,
        vgprs: info.vgpr_count,
        sgpr_spills: info.sgpr_spill_count,
        vgpr_spills: info.vgpr_spill_count,
        static_instructions: static_instructions(&bytes, case.kernel())?,
        compile_seconds: f64::NAN,
        run,
    };
    Ok((build, buffers))
}

/// One case, all three compilers.
fn measure(case: &Case, o: &Options, dev: &Device) -> Row {
    let pipeline = match case.pipeline() {
        Some(Pipeline::O2) => "O2",
        Some(Pipeline::O0Mem2reg) => "O0+mem2reg",
        None => "hand-written .ll",
    };
    let row = |builds| Row {
        case: case.name.clone(),
        pipeline: pipeline.into(),
        builds,
    };
    let ll = match case.ir(&root(), &o.out.join("ir")) {
        Ok(ll) => ll,
        Err(e) => return row([Err(e.clone()), Err(e.clone()), Err(e)]),
    };
    let obj = ["kcc", "kcc-no-uniformity", "llc"].map(|c| o.out.join("obj").join(format!("{}.{c}.o", case.name)));
    let mut cmds = commands(o, &ll, &obj);
    // One untimed compilation each: it makes the objects and says who cannot compile.
    let compiled: Vec<Result<(), String>> = cmds.iter_mut().map(|cmd| compile_once(cmd, &ll)).collect();
    let times = time(&mut cmds, [0, 1, 2].map(|c| compiled[c].is_err()), o.runs);
    let inputs = case.inputs();
    let mut builds: [Result<Build, String>; 3] = [Err(String::new()), Err(String::new()), Err(String::new())];
    // llc first: its buffers are the reference the others are compared with.
    let mut reference = None;
    for c in [LLC, KCC, NO_UNIFORMITY] {
        builds[c] = compiled[c].clone().and_then(|()| {
            let (mut build, out) = examine(case, &obj[c], dev, &inputs, reference.as_deref())?;
            build.compile_seconds = times[c];
            if c == LLC && build.run.is_ok() {
                reference = Some(out);
            }
            Ok(build)
        });
    }
    row(builds)
}

/// One line per case on stderr while the benchmark runs.
fn progress(k: usize, n: usize, row: &Row) {
    let regs = |b: Option<&Build>| b.map_or("—".into(), |b| format!("{}s/{}v", b.sgprs, b.vgprs));
    let ms = |b: Option<&Build>| b.map_or("—".into(), |b| format!("{:.1} ms", 1e3 * b.compile_seconds));
    let mut line = format!(
        "[{:>2}/{n}] {:<24} regs kcc {} nu {} llc {}  compile kcc {} llc {}",
        k + 1,
        row.case,
        regs(row.build(KCC)),
        regs(row.build(NO_UNIFORMITY)),
        regs(row.build(LLC)),
        ms(row.build(KCC)),
        ms(row.build(LLC))
    );
    match &row.builds[KCC] {
        Err(e) => line += &format!("  kcc cannot compile: {}", e.chars().take(90).collect::<String>()),
        Ok(Build {
            run: Ok(Run { differs: Some(d), .. }),
            ..
        }) => line += &format!("  KCC DIFFERS FROM LLC: {d}"),
        Ok(Build { run: Err(e), .. }) => line += &format!("  kcc's code faults: {e}"),
        Ok(_) => {}
    }
    eprintln!("{line}");
}

fn command_line(cmd: &mut Command) -> String {
    cmd.output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// Median CPU time of `runs` runs of a command that does no compiling.
fn startup(cmd: &mut Command, runs: usize) -> f64 {
    let mut samples: Vec<f64> = (0..runs).map(|_| cpu_seconds(cmd)).collect();
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn setup(o: &Options) -> Setup {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let llc = command_line(Command::new(corpus::llvm_tool("llc")).arg("--version"));
    let llc_version = llc
        .lines()
        .find(|l| l.contains("LLVM version"))
        .unwrap_or("unknown")
        .trim()
        .to_string();
    let commit = command_line(
        Command::new("git")
            .arg("-C")
            .arg(root())
            .args(["rev-parse", "--short", "HEAD"]),
    );
    let dirty = !command_line(Command::new("git").arg("-C").arg(root()).args([
        "status",
        "--porcelain",
        "--untracked-files=no",
    ]))
    .is_empty();
    Setup {
        machine: format!("{cpu}, {cpus} CPUs available"),
        llc_version,
        kcc_commit: format!(
            "commit {}{}",
            if commit.is_empty() { "unknown" } else { &commit },
            if dirty { " with uncommitted changes" } else { "" }
        ),
        compile_runs: o.runs,
        startup_seconds: [
            startup(Command::new(&o.kcc).arg("--help"), o.runs),
            startup(Command::new(corpus::llvm_tool("llc")).arg("--version"), o.runs),
        ],
    }
}

fn run() -> Result<(), String> {
    let o = options()?;
    let cases: Vec<Case> = corpus::load(&root())?
        .into_iter()
        .filter(|c| o.filter.as_ref().is_none_or(|f| c.name.contains(f.as_str())))
        .collect();
    if cases.is_empty() {
        return Err("no corpus case matches the filter".into());
    }
    std::fs::create_dir_all(o.out.join("obj")).map_err(|e| format!("{}: {e}", o.out.display()))?;
    eprintln!(
        "benchmarking {} cases with {} (median of {} compilations each)",
        cases.len(),
        o.kcc.display(),
        o.runs
    );
    let dev = Device::new();
    let mut rows = Vec::new();
    for (k, case) in cases.iter().enumerate() {
        let row = measure(case, &o, &dev);
        progress(k, cases.len(), &row);
        rows.push(row);
    }
    let (md, svg) = (report::markdown(&rows, &setup(&o)), report::svg(&rows));
    for (name, text) in [("report.md", &md), ("report.svg", &svg)] {
        let path = o.out.join(name);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    // The summary (targets and uniformity) on stdout.
    let summary = md.split("## Registers").next().unwrap_or_default();
    println!(
        "{}",
        summary.split_once("## Targets").map_or(summary, |(_, t)| t).trim()
    );
    println!(
        "\nreport: {}\nchart:  {}",
        o.out.join("report.md").display(),
        o.out.join("report.svg").display()
    );
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bench: error: {e}");
            ExitCode::FAILURE
        }
    }
}
