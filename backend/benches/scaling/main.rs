//! The scaling benchmark: generated kernels of several shapes (`shapes.rs`) at sizes from 100
//! to 50,000 LLVM IR instructions, each compiled by kcc and llc-22 -O2 as whole processes,
//! timed by their CPU time (median of `--runs`, each capped by `--timeout` seconds of wall
//! time; `process_time.rs`). It writes `scaling.md`: per shape, the
//! time per size for each compiler, the kcc/llc ratio and the fitted exponent of time in size
//! (least squares on log t against log n over the sizes of at least 1,000 instructions).
//!
//! Run it with `scripts/bench --scaling`, or `cargo bench -p backend --bench scaling --
//! [--out DIR] [--kcc PATH] [--runs N] [--timeout SECONDS] [--max-size N] [--filter TEXT]
//! [--generate-only]`.
//! The kernels stay in `DIR/scaling/SHAPE-SIZE.ll` for profiling.
//!
//! `--limits` runs issue #18's size limits instead: switches of 2 to 1,000 cases on a uniform
//! and on a divergent selector, and kernels of 10,000 to 50,000 memory operations, each timed
//! once with its peak memory (maximum resident set, through `/usr/bin/time`), into
//! `limits.md`.

#[path = "../common/process_time.rs"]
mod process_time;
mod shapes;

use shapes::{generate, memory_ops, switch_cases, Kernel, Shape, SHAPES};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Duration;

const SIZES: [usize; 7] = [100, 300, 1_000, 3_000, 10_000, 30_000, 50_000];
/// Sizes at least this large enter the fitted exponent (smaller ones measure start-up). The
/// generated kernels come within a few instructions of their nominal size, so the sizes are
/// picked by name: a "1000" kernel of 997 instructions is fitted.
const FIT_FROM: usize = 1_000;
const LLC_ARGS: &[&str] = &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"];

struct Options {
    out: PathBuf,
    kcc: PathBuf,
    runs: usize,
    timeout: Duration,
    max_size: usize,
    filter: Option<String>,
    /// Only write the kernels (for profiling one by hand).
    generate_only: bool,
    /// Issue #18's size limits instead of the scaling shapes.
    limits: bool,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("backend/ is inside the repository")
        .to_path_buf()
}

fn llvm_tool(name: &str) -> PathBuf {
    let bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    Path::new(&bin).join(name)
}

fn options() -> Result<Options, String> {
    // `cargo bench` builds kcc's binary into the same folder as this bench's `deps/`.
    let next_to_us = std::env::current_exe()
        .ok()
        .and_then(|e| Some(e.parent()?.parent()?.join("kcc")));
    let mut o = Options {
        out: root().join("target/bench"),
        kcc: next_to_us.unwrap_or_default(),
        runs: 3,
        timeout: Duration::from_secs(120),
        max_size: usize::MAX,
        filter: None,
        generate_only: false,
        limits: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        let number = |v: String| v.parse::<usize>().map_err(|e| format!("{a}: {e}"));
        match a.as_str() {
            "--bench" => {}   // cargo bench passes it
            "--scaling" => {} // scripts/bench passes it through
            "--out" => o.out = PathBuf::from(value()?),
            "--kcc" => o.kcc = PathBuf::from(value()?),
            "--runs" => o.runs = number(value()?)?,
            "--timeout" => o.timeout = Duration::from_secs(number(value()?)? as u64),
            "--max-size" => o.max_size = number(value()?)?,
            "--filter" => o.filter = Some(value()?),
            "--generate-only" => o.generate_only = true,
            "--limits" => o.limits = true,
            _ => {
                return Err(format!(
                    "unknown argument {a}; expected --out DIR, --kcc PATH, --runs N, --timeout SECONDS, \
                     --max-size N, --filter TEXT, --generate-only or --limits"
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

/// One compiler's result at one size.
#[derive(Clone, Debug)]
enum Timing {
    Seconds(f64),
    Timeout,
    /// Not run: the previous size timed out.
    Skipped,
    Failed(String),
}

impl Timing {
    fn seconds(&self) -> Option<f64> {
        match self {
            Timing::Seconds(s) => Some(*s),
            _ => None,
        }
    }
    fn cell(&self) -> String {
        match self {
            Timing::Seconds(s) => format!("{s:.3}"),
            Timing::Timeout => "timeout".into(),
            Timing::Skipped => "skipped".into(),
            Timing::Failed(e) => format!("failed: {}", e.replace('|', "\\|")),
        }
    }
}

/// Runs `cmd` once with a time limit: its CPU time, or why it gave none.
fn run_once(cmd: &mut Command, timeout: Duration) -> Timing {
    let (status, cpu, err) = match process_time::run(cmd, Some(timeout)) {
        Ok(process_time::Ended::Exited(status, cpu, err)) => (status, cpu, err),
        Ok(process_time::Ended::TimedOut) => return Timing::Timeout,
        Err(e) => return Timing::Failed(e),
    };
    if status.success() {
        return Timing::Seconds(cpu);
    }
    let line = err
        .lines()
        .find(|l| l.contains("error"))
        .or(err.lines().next())
        .unwrap_or("");
    // Drop the tool and file names each line repeats.
    let line = line.rsplit_once(".ll: ").map_or(line, |(_, m)| m).trim();
    Timing::Failed(match status.code() {
        Some(1) => line.to_string(),
        Some(c) => format!("exit code {c}: {line}"),
        None => format!("killed by a signal: {line}"),
    })
}

/// Median of `runs` runs; the first failure or timeout ends it.
fn median_time(cmd: &mut Command, runs: usize, timeout: Duration) -> Timing {
    let mut samples = Vec::new();
    for _ in 0..runs {
        match run_once(cmd, timeout) {
            Timing::Seconds(s) => samples.push(s),
            other => return other,
        }
        // One slow run is representative enough: the rest would only cost minutes.
        if samples[0] > timeout.as_secs_f64() / 4.0 {
            break;
        }
    }
    samples.sort_by(f64::total_cmp);
    Timing::Seconds(samples[samples.len() / 2])
}

/// Slope of least squares on (ln n, ln t).
fn exponent(points: &[(usize, f64)]) -> Option<f64> {
    let pts: Vec<(f64, f64)> = points
        .iter()
        .filter(|(_, t)| *t > 0.0)
        .map(|(n, t)| ((*n as f64).ln(), t.ln()))
        .collect();
    if pts.len() < 2 {
        return None;
    }
    let k = pts.len() as f64;
    let mx = pts.iter().map(|p| p.0).sum::<f64>() / k;
    let my = pts.iter().map(|p| p.1).sum::<f64>() / k;
    let sxy: f64 = pts.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    let sxx: f64 = pts.iter().map(|p| (p.0 - mx) * (p.0 - mx)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

struct Row {
    size: usize,
    insts: usize,
    kcc: Timing,
    llc: Timing,
}

fn main() -> ExitCode {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("scaling: {e}");
            return ExitCode::FAILURE;
        }
    };
    let dir = o.out.join("scaling");
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("scaling: {}: {e}", dir.display());
        return ExitCode::FAILURE;
    }
    if o.limits {
        return limits(&o, &dir);
    }
    let shapes: Vec<Shape> = SHAPES
        .into_iter()
        .filter(|s| o.filter.as_ref().is_none_or(|f| s.name().contains(f.as_str())))
        .collect();
    let mut results: Vec<(Shape, Vec<Row>)> = Vec::new();
    for &shape in &shapes {
        let mut rows = Vec::new();
        let (mut kcc_out, mut llc_out) = (false, false);
        for &size in SIZES.iter().filter(|&&s| s <= o.max_size) {
            let kernel = generate(shape, size);
            let ll = dir.join(format!("{}-{size}.ll", shape.name()));
            let obj = dir.join(format!("{}-{size}.o", shape.name()));
            if let Err(e) = std::fs::write(&ll, &kernel.ir) {
                eprintln!("scaling: {}: {e}", ll.display());
                return ExitCode::FAILURE;
            }
            if o.generate_only {
                continue;
            }
            let time = |skip: &mut bool, cmd: &mut Command| {
                if *skip {
                    return Timing::Skipped;
                }
                let t = median_time(cmd, o.runs, o.timeout);
                *skip = matches!(t, Timing::Timeout);
                t
            };
            let kcc = time(&mut kcc_out, Command::new(&o.kcc).arg(&ll).arg("-o").arg(&obj));
            let llc = time(
                &mut llc_out,
                Command::new(llvm_tool("llc"))
                    .args(LLC_ARGS)
                    .arg(&ll)
                    .arg("-o")
                    .arg(&obj),
            );
            eprintln!(
                "{:<20} {:>6} ({:>6} insts)  kcc {:<12} llc {}",
                shape.name(),
                size,
                kernel.insts,
                kcc.cell(),
                llc.cell()
            );
            rows.push(Row {
                size,
                insts: kernel.insts,
                kcc,
                llc,
            });
        }
        results.push((shape, rows));
    }
    if o.generate_only {
        eprintln!("scaling: kernels written to {}", dir.display());
        return ExitCode::SUCCESS;
    }
    let report = report(&o, &results);
    let path = o.out.join("scaling.md");
    if let Err(e) = std::fs::write(&path, &report) {
        eprintln!("scaling: {}: {e}", path.display());
        return ExitCode::FAILURE;
    }
    println!("{report}");
    eprintln!("scaling: wrote {}", path.display());
    ExitCode::SUCCESS
}

fn fit(rows: &[Row], pick: impl Fn(&Row) -> &Timing) -> Option<f64> {
    let points: Vec<(usize, f64)> = rows
        .iter()
        .filter(|r| r.size >= FIT_FROM)
        .filter_map(|r| Some((r.insts, pick(r).seconds()?)))
        .collect();
    exponent(&points)
}

fn fmt_exp(e: Option<f64>) -> String {
    e.map_or("–".into(), |e| format!("{e:.2}"))
}

fn ratio(r: &Row) -> String {
    match (r.kcc.seconds(), r.llc.seconds()) {
        (Some(k), Some(l)) if l > 0.0 => format!("{:.2}", k / l),
        _ => "–".into(),
    }
}

fn report(o: &Options, results: &[(Shape, Vec<Row>)]) -> String {
    let mut md = String::new();
    let _ = writeln!(md, "# kcc scaling against llc-22 -O2\n");
    let _ = writeln!(
        md,
        "Whole-process compile time: CPU seconds, user and system (median of up to {} runs, each capped at {} s \
         of wall time; a size after a timeout is skipped). Exponents: least squares on log t against log n over the sizes \
         from {FIT_FROM} IR instructions. Targets: exponent ≤ 1.2, kcc/llc ≤ 0.5 at 10,000 instructions.\n",
        o.runs,
        o.timeout.as_secs()
    );
    let _ = writeln!(md, "## Summary\n");
    let _ = writeln!(
        md,
        "| shape | kcc at 10k (s) | llc at 10k (s) | kcc/llc at 10k | kcc exponent | llc exponent |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|");
    for (shape, rows) in results {
        let at = rows.iter().find(|r| r.size == 10_000);
        let _ = writeln!(
            md,
            "| {} | {} | {} | {} | {} | {} |",
            shape.name(),
            at.map_or("–".into(), |r| r.kcc.cell()),
            at.map_or("–".into(), |r| r.llc.cell()),
            at.map_or("–".into(), ratio),
            fmt_exp(fit(rows, |r| &r.kcc)),
            fmt_exp(fit(rows, |r| &r.llc)),
        );
    }
    for (shape, rows) in results {
        let _ = writeln!(md, "\n## {}\n", shape.name());
        let _ = writeln!(md, "| size | IR insts | kcc (s) | llc (s) | kcc/llc |");
        let _ = writeln!(md, "|---:|---:|---:|---:|---:|");
        for r in rows {
            let _ = writeln!(
                md,
                "| {} | {} | {} | {} | {} |",
                r.size,
                r.insts,
                r.kcc.cell(),
                r.llc.cell(),
                ratio(r)
            );
        }
        let _ = writeln!(
            md,
            "\nExponent: kcc {}, llc {}.",
            fmt_exp(fit(rows, |r| &r.kcc)),
            fmt_exp(fit(rows, |r| &r.llc))
        );
    }
    md
}

/// Case counts of the switch limits.
const SWITCH_CASES: [usize; 5] = [2, 10, 50, 200, 1_000];
/// Memory operations of the memory limits.
const MEMORY_OPS: [usize; 3] = [10_000, 25_000, 50_000];

/// Issue #18's kernels: name and kernel.
fn limit_kernels() -> Vec<(String, Kernel)> {
    let mut out = Vec::new();
    for divergent in [false, true] {
        let kind = if divergent { "divergent" } else { "uniform" };
        for cases in SWITCH_CASES {
            out.push((format!("{kind}-switch-{cases}-cases"), switch_cases(cases, divergent)));
        }
    }
    for ops in MEMORY_OPS {
        out.push((format!("memory-{ops}-ops"), memory_ops(ops)));
    }
    out
}

/// One run of `cmd` under `/usr/bin/time`: seconds and peak resident memory in MiB.
fn measure(cmd: &mut Command, timeout: Duration) -> (Timing, Option<f64>) {
    let rss = std::env::temp_dir().join(format!("kcc-limits-rss-{}", std::process::id()));
    let mut timed = Command::new("/usr/bin/time");
    timed
        .arg("-f")
        .arg("%M")
        .arg("-o")
        .arg(&rss)
        .arg(cmd.get_program())
        .args(cmd.get_args());
    let t = run_once(&mut timed, timeout);
    let mib = std::fs::read_to_string(&rss)
        .ok()
        .and_then(|s| s.lines().last()?.trim().parse::<f64>().ok())
        .map(|kib| kib / 1024.0);
    let _ = std::fs::remove_file(&rss);
    (t, mib)
}

fn mib_cell(m: Option<f64>) -> String {
    m.map_or("–".into(), |m| format!("{m:.0}"))
}

fn limits(o: &Options, dir: &Path) -> ExitCode {
    let mut md = String::new();
    let _ = writeln!(md, "# kcc against llc-22 -O2 on issue #18's size limits\n");
    let _ = writeln!(
        md,
        "One whole-process run each (capped at {} s); memory is the peak resident set in MiB.\n",
        o.timeout.as_secs()
    );
    let _ = writeln!(
        md,
        "| kernel | IR insts | kcc (s) | llc (s) | kcc/llc time | kcc (MiB) | llc (MiB) | kcc/llc memory |"
    );
    let _ = writeln!(md, "|---|---:|---:|---:|---:|---:|---:|---:|");
    for (name, kernel) in limit_kernels() {
        if o.filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let ll = dir.join(format!("{name}.ll"));
        let obj = dir.join(format!("{name}.o"));
        if let Err(e) = std::fs::write(&ll, &kernel.ir) {
            eprintln!("scaling: {}: {e}", ll.display());
            return ExitCode::FAILURE;
        }
        if o.generate_only {
            continue;
        }
        let (kt, km) = measure(Command::new(&o.kcc).arg(&ll).arg("-o").arg(&obj), o.timeout);
        let (lt, lm) = measure(
            Command::new(llvm_tool("llc"))
                .args(LLC_ARGS)
                .arg(&ll)
                .arg("-o")
                .arg(&obj),
            o.timeout,
        );
        let ratio = |a: Option<f64>, b: Option<f64>| match (a, b) {
            (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
            _ => "–".into(),
        };
        let row = format!(
            "| {name} | {} | {} | {} | {} | {} | {} | {} |",
            kernel.insts,
            kt.cell(),
            lt.cell(),
            ratio(kt.seconds(), lt.seconds()),
            mib_cell(km),
            mib_cell(lm),
            ratio(km, lm)
        );
        eprintln!("{row}");
        let _ = writeln!(md, "{row}");
    }
    if o.generate_only {
        eprintln!("scaling: kernels written to {}", dir.display());
        return ExitCode::SUCCESS;
    }
    let path = o.out.join("limits.md");
    if let Err(e) = std::fs::write(&path, &md) {
        eprintln!("scaling: {}: {e}", path.display());
        return ExitCode::FAILURE;
    }
    println!("{md}");
    eprintln!("scaling: wrote {}", path.display());
    ExitCode::SUCCESS
}
