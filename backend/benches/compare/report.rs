//! The benchmark's numbers and how they are reported: per-kernel measurements of the three
//! compilers, the targets (issues #7 and #15) with how far each is met or missed, the Markdown
//! report and the SVG chart. Pure functions only, so `backend/tests/bench_report.rs` tests
//! them without running the benchmark.
#![allow(dead_code)]

use plotters::coord::types::RangedCoordf64;
use plotters::prelude::*;
use std::fmt::Write;

/// The compilers compared, in report order.
pub const COMPILERS: [&str; 3] = ["kcc", "kcc --no-uniformity", "llc-22 -O2"];
pub const KCC: usize = 0;
pub const NO_UNIFORMITY: usize = 1;
pub const LLC: usize = 2;

/// One compiler's code for one case.
#[derive(Clone, Debug, PartialEq)]
pub struct Build {
    /// From the code object's metadata note.
    pub sgprs: u32,
    pub vgprs: u32,
    pub sgpr_spills: u32,
    pub vgpr_spills: u32,
    /// Instructions in the kernel's symbol in `.text`.
    pub static_instructions: u32,
    /// Median whole-process compile time (CPU), `.ll` in to object out, in seconds.
    pub compile_seconds: f64,
    /// The run on the emulator, or why it failed.
    pub run: Result<Run, String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    /// Executed instructions, all waves.
    pub instructions: u64,
    /// The same by class, in the order of [`CLASSES`].
    pub by_class: [u64; CLASSES.len()],
    /// Average fraction of the 64 lanes active in vector instructions.
    pub active_fraction: f64,
    /// Set when the buffers differ from llc's (a miscompile by one of the two).
    pub differs: Option<String>,
}

/// Classes of executed instructions (the emulator's `runtime::Stats`): exec-mask writes are
/// counted apart from the rest of the scalar ALU; "other" is waits, nops and the end.
pub const CLASSES: [&str; 8] = ["SALU", "VALU", "SMEM", "VMEM", "LDS", "branch", "exec-mask", "other"];

impl Build {
    pub fn occupancy(&self) -> u32 {
        occupancy(self.sgprs, self.vgprs)
    }
    pub fn spills(&self) -> u32 {
        self.sgpr_spills + self.vgpr_spills
    }
}

/// Waves per SIMD on gfx900 allowed by the register counts: one formula (the one `kcc --stats`
/// uses) for all three compilers, fed with the metadata's counts.
pub fn occupancy(sgprs: u32, vgprs: u32) -> u32 {
    backend::codegen::stats::occupancy(sgprs, vgprs)
}

/// One corpus case: what each compiler made of it (or why it could not).
#[derive(Clone, Debug)]
pub struct Row {
    pub case: String,
    /// `O2`, `O0+mem2reg` or `hand-written .ll`.
    pub pipeline: String,
    pub builds: [Result<Build, String>; 3],
}

impl Row {
    pub fn build(&self, c: usize) -> Option<&Build> {
        self.builds[c].as_ref().ok()
    }
}

/// Where and how the numbers were taken.
#[derive(Clone, Debug, Default)]
pub struct Setup {
    pub machine: String,
    pub llc_version: String,
    pub kcc_commit: String,
    pub compile_runs: usize,
    /// Median time of a process that only starts and exits (`kcc --help`, `llc --version`):
    /// the floor under each compiler's compile time, in seconds.
    pub startup_seconds: [f64; 2],
}

/// Geometric mean; `None` for no values or a value that is not positive.
pub fn geomean(xs: &[f64]) -> Option<f64> {
    // NaN is not positive either.
    if xs.is_empty()
        || xs
            .iter()
            .any(|&x| x.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater))
    {
        return None;
    }
    Some((xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp())
}

/// Geometric mean of x + 1, minus 1: defined for counts that are often zero (spills).
pub fn shifted_geomean(xs: &[f64]) -> Option<f64> {
    geomean(&xs.iter().map(|x| x + 1.0).collect::<Vec<_>>()).map(|g| g - 1.0)
}

/// The geometric means of `metric` for compilers `a` and `b` over the cases both compiled
/// (and ran, when `metric` needs a run), and how many cases that is.
pub fn paired_geomeans(
    rows: &[Row],
    a: usize,
    b: usize,
    metric: impl Fn(&Build) -> Option<f64>,
) -> Option<(f64, f64, usize)> {
    let pairs: Vec<(f64, f64)> = rows
        .iter()
        .filter_map(|r| Some((metric(r.build(a)?)?, metric(r.build(b)?)?)))
        .collect();
    let (xa, xb): (Vec<f64>, Vec<f64>) = pairs.iter().copied().unzip();
    Some((geomean(&xa)?, geomean(&xb)?, pairs.len()))
}

fn vgprs(b: &Build) -> Option<f64> {
    Some(b.vgprs as f64)
}
fn static_instructions(b: &Build) -> Option<f64> {
    Some(b.static_instructions as f64)
}
fn dynamic_instructions(b: &Build) -> Option<f64> {
    b.run.as_ref().ok().map(|r| r.instructions as f64)
}
fn compile_seconds(b: &Build) -> Option<f64> {
    Some(b.compile_seconds)
}

/// One target (issues #7, #15) and how the measurement compares with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub target: String,
    pub measured: String,
    /// `None` when nothing could be measured (no kernel compiled).
    pub met: Option<bool>,
    /// "met by 12%", "missed by 3.5×", ...
    pub margin: String,
}

/// A ratio target `value ≤ limit` (lower is better) stated as met or missed, in percent.
fn at_most(target: String, measured: String, value: f64, limit: f64) -> Verdict {
    let met = value <= limit;
    let margin = format!(
        "{} by {:.1}%",
        if met { "met" } else { "missed" },
        100.0 * (value - limit).abs() / limit
    );
    Verdict {
        target,
        measured,
        met: Some(met),
        margin,
    }
}

fn unmeasured(target: &str) -> Verdict {
    Verdict {
        target: target.into(),
        measured: "no kernel compiled by both".into(),
        met: None,
        margin: "—".into(),
    }
}

/// Kernels where kcc spills but llc does not.
pub fn spills_beyond_llc(rows: &[Row]) -> Vec<&Row> {
    rows.iter()
        .filter(|r| matches!((r.build(KCC), r.build(LLC)), (Some(k), Some(l)) if k.spills() > 0 && l.spills() == 0))
        .collect()
}

/// The targets of issue #7, then issue #15's (uniformity pays off everywhere).
pub fn verdicts(rows: &[Row]) -> Vec<Verdict> {
    let mut v = Vec::new();
    const VGPR: &str = "VGPRs: kcc geomean ≤ llc geomean";
    v.push(match paired_geomeans(rows, KCC, LLC, vgprs) {
        Some((k, l, n)) => at_most(
            VGPR.into(),
            format!("kcc {k:.2}, llc {l:.2} over {n} kernels (kcc/llc = {:.3})", k / l),
            k / l,
            1.0,
        ),
        None => unmeasured(VGPR),
    });
    let compiled = rows
        .iter()
        .filter(|r| r.build(KCC).is_some() && r.build(LLC).is_some())
        .count();
    let bad = spills_beyond_llc(rows);
    v.push(Verdict {
        target: "no kernel spills where llc does not".into(),
        measured: if bad.is_empty() {
            format!("none of {compiled} kernels")
        } else {
            format!(
                "{} of {compiled}: {}",
                bad.len(),
                bad.iter().map(|r| r.case.as_str()).collect::<Vec<_>>().join(", ")
            )
        },
        met: (compiled > 0).then_some(bad.is_empty()),
        margin: if compiled == 0 {
            "—".into()
        } else if bad.is_empty() {
            "met".into()
        } else {
            format!("missed by {} kernels", bad.len())
        },
    });
    const TIME: &str = "compile time: kcc ≥ 5× faster than llc (geomean)";
    v.push(match paired_geomeans(rows, KCC, LLC, compile_seconds) {
        Some((k, l, n)) => {
            let speedup = l / k;
            let met = speedup >= 5.0;
            Verdict {
                target: TIME.into(),
                measured: format!(
                    "kcc {:.1} ms, llc {:.1} ms over {n} kernels: {speedup:.2}× faster",
                    1e3 * k,
                    1e3 * l
                ),
                met: Some(met),
                margin: format!(
                    "{} by {:.2}×",
                    if met { "met" } else { "missed" },
                    if met { speedup / 5.0 } else { 5.0 / speedup }
                ),
            }
        }
        None => unmeasured(TIME),
    });
    const DYN: &str = "dynamic instructions: kcc within 10% of llc (geomean)";
    v.push(match paired_geomeans(rows, KCC, LLC, dynamic_instructions) {
        Some((k, l, n)) => at_most(
            DYN.into(),
            format!("kcc {k:.0}, llc {l:.0} over {n} kernels (kcc/llc = {:.3})", k / l),
            k / l,
            1.10,
        ),
        None => unmeasured(DYN),
    });
    // Issue #15: uniformity pays off everywhere.
    const UNI_DYN: &str = "uniformity: dynamic instructions ≥ 10% fewer than with --no-uniformity (geomean)";
    v.push(match paired_geomeans(rows, KCC, NO_UNIFORMITY, dynamic_instructions) {
        Some((k, n, c)) => at_most(
            UNI_DYN.into(),
            format!(
                "kcc {k:.0}, kcc --no-uniformity {n:.0} over {c} kernels ({})",
                change(k / n)
            ),
            k / n,
            0.90,
        ),
        None => unmeasured(UNI_DYN),
    });
    const UNI_ALL: &str =
        "uniformity: no kernel executes more instructions or uses more SGPRs+VGPRs than with --no-uniformity";
    let compared = rows
        .iter()
        .filter(|r| r.build(KCC).is_some() && r.build(NO_UNIFORMITY).is_some())
        .count();
    let costs = uniformity_costs(rows);
    v.push(Verdict {
        target: UNI_ALL.into(),
        measured: if costs.is_empty() {
            format!("none of {compared} kernels")
        } else {
            let list: Vec<String> = costs.iter().map(|(r, what)| format!("{} ({what})", r.case)).collect();
            format!("{} of {compared}: {}", costs.len(), list.join(", "))
        },
        met: (compared > 0).then_some(costs.is_empty()),
        margin: if compared == 0 {
            "—".into()
        } else if costs.is_empty() {
            "met".into()
        } else {
            format!("missed by {} kernels", costs.len())
        },
    });
    v
}

/// Kernels where uniformity costs: kcc executes more instructions than kcc --no-uniformity
/// (both ran), or uses more SGPRs+VGPRs; with what it costs ("executed 4086 vs 4061",
/// "SGPRs+VGPRs 28 vs 25").
pub fn uniformity_costs(rows: &[Row]) -> Vec<(&Row, String)> {
    let mut costs = Vec::new();
    for r in rows {
        let (Some(k), Some(n)) = (r.build(KCC), r.build(NO_UNIFORMITY)) else {
            continue;
        };
        let mut what = Vec::new();
        if let (Ok(rk), Ok(rn)) = (&k.run, &n.run) {
            if rk.instructions > rn.instructions {
                what.push(format!("executed {} vs {}", rk.instructions, rn.instructions));
            }
        }
        let (rk, rn) = (k.sgprs + k.vgprs, n.sgprs + n.vgprs);
        if rk > rn {
            what.push(format!("SGPRs+VGPRs {rk} vs {rn}"));
        }
        if !what.is_empty() {
            costs.push((r, what.join("; ")));
        }
    }
    costs
}

/// What uniformity saves overall: (VGPRs, static, dynamic instructions) geomean ratios of kcc
/// to kcc --no-uniformity, each with its kernel count.
pub fn uniformity_savings(rows: &[Row]) -> [Option<(f64, usize)>; 3] {
    let ratio = |m: fn(&Build) -> Option<f64>| paired_geomeans(rows, KCC, NO_UNIFORMITY, m).map(|(k, n, c)| (k / n, c));
    [ratio(vgprs), ratio(static_instructions), ratio(dynamic_instructions)]
}

/// "-12.5%" for a saving of 12.5% (ratio 0.875), "+3.0%" for a loss.
fn change(ratio: f64) -> String {
    format!("{:+.1}%", 100.0 * (ratio - 1.0))
}

fn opt(x: Option<f64>, digits: usize) -> String {
    x.map_or("—".into(), |x| format!("{x:.digits$}"))
}

/// The Markdown report.
pub fn markdown(rows: &[Row], setup: &Setup) -> String {
    let mut md = String::new();
    let w = &mut md;
    let _ = writeln!(
        w,
        "# kcc benchmark: kcc, kcc --no-uniformity and llc-22 on the corpus\n"
    );
    let kcc_ok = rows.iter().filter(|r| r.build(KCC).is_some()).count();
    let _ = writeln!(w, "- corpus: {} cases (`tests/kernels/corpus.json`); kcc compiled {kcc_ok}, the others are listed under *Not compiled*", rows.len());
    let _ = writeln!(w, "- machine: {}", setup.machine);
    let _ = writeln!(w, "- kcc: {}; llc: {}", setup.kcc_commit, setup.llc_version);
    let _ = writeln!(w, "- compile time: median CPU time (user + system) of {} runs of the whole process, `.ll` in, object out; a process that only starts and exits takes {:.1} ms (`kcc --help`) and {:.1} ms (`llc --version`)", setup.compile_runs, 1e3 * setup.startup_seconds[0], 1e3 * setup.startup_seconds[1]);
    let _ = writeln!(w, "- registers and spills from each object's metadata note; occupancy = waves per SIMD on gfx900 from those counts (one formula for all); static instructions = the instructions of the kernel symbol and of every function it reaches through relocations in `.text` (llc's non-inlined callees; not clang's unreachable `__clang_ocl_kern_imp_*` copies); dynamic instructions and active lanes from kcc's emulator on the corpus inputs");
    let _ = writeln!(
        w,
        "- geometric means are taken over the kernels both compilers of a comparison compiled\n"
    );

    let _ = writeln!(w, "## Targets\n");
    let _ = writeln!(w, "| target | measured | verdict |\n|---|---|---|");
    for v in verdicts(rows) {
        let _ = writeln!(w, "| {} | {} | {} |", v.target, v.measured, v.margin);
    }
    let [sv, ss, sd] = uniformity_savings(rows);
    let saving = |s: Option<(f64, usize)>| s.map_or("—".into(), |(r, n)| format!("{} over {n} kernels", change(r)));
    let _ = writeln!(w, "\nUniformity (kcc against kcc --no-uniformity, geomean): VGPRs {}, static instructions {}, dynamic instructions {}.\n", saving(sv), saving(ss), saving(sd));

    let _ = writeln!(w, "## Registers, spills and occupancy\n");
    let _ = writeln!(
        w,
        "Each cell: kcc / kcc --no-uniformity / llc. Spills: SGPR+VGPR spill counts.\n"
    );
    let _ = writeln!(
        w,
        "| kernel | pipeline | SGPRs | VGPRs | spills (s+v) | occupancy |\n|---|---|---|---|---|---|"
    );
    for r in rows {
        let cell = |f: &dyn Fn(&Build) -> String| {
            r.builds
                .iter()
                .map(|b| b.as_ref().map_or("—".into(), f))
                .collect::<Vec<_>>()
                .join(" / ")
        };
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {} | {} |",
            r.case,
            r.pipeline,
            cell(&|b| b.sgprs.to_string()),
            cell(&|b| b.vgprs.to_string()),
            cell(&|b| format!("{}+{}", b.sgpr_spills, b.vgpr_spills)),
            cell(&|b| b.occupancy().to_string())
        );
    }
    let per = |c: usize, f: &dyn Fn(&Build) -> f64, shifted: bool| {
        let xs: Vec<f64> = rows.iter().filter_map(|r| r.build(c)).map(f).collect();
        if shifted {
            shifted_geomean(&xs)
        } else {
            geomean(&xs)
        }
    };
    let gm = |f: &dyn Fn(&Build) -> f64, shifted: bool, d: usize| {
        (0..3)
            .map(|c| opt(per(c, f, shifted), d))
            .collect::<Vec<_>>()
            .join(" / ")
    };
    let _ = writeln!(
        w,
        "| **geomean** (each compiler over what it compiled) | | {} | {} | {} (shifted¹) | {} |\n",
        gm(&|b| b.sgprs as f64, false, 1),
        gm(&|b| b.vgprs as f64, false, 1),
        gm(&|b| b.spills() as f64, true, 2),
        gm(&|b| b.occupancy() as f64, false, 2)
    );
    let _ = writeln!(
        w,
        "¹ geometric mean of spills + 1, minus 1 (most kernels spill nothing).\n"
    );

    let _ = writeln!(w, "## Instructions and compile time\n");
    let _ = writeln!(
        w,
        "Each cell: kcc / kcc --no-uniformity / llc. A ≠ marks a run whose buffers differ from llc's.\n"
    );
    let _ = writeln!(w, "| kernel | static instructions | dynamic instructions | active lanes | compile time (ms) |\n|---|---|---|---|---|");
    for r in rows {
        let cell = |f: &dyn Fn(&Build) -> String| {
            r.builds
                .iter()
                .map(|b| b.as_ref().map_or("—".into(), f))
                .collect::<Vec<_>>()
                .join(" / ")
        };
        let _ = writeln!(
            w,
            "| {} | {} | {} | {} | {} |",
            r.case,
            cell(&|b| b.static_instructions.to_string()),
            cell(&|b| run_cell(b, |x| x.instructions.to_string())),
            cell(&|b| run_cell(b, |x| format!("{:.0}%", 100.0 * x.active_fraction))),
            cell(&|b| format!("{:.1}", 1e3 * b.compile_seconds))
        );
    }
    let _ = writeln!(
        w,
        "| **geomean** (each compiler over what it compiled) | {} | {} | | {} |\n",
        gm(&|b| b.static_instructions as f64, false, 1),
        (0..3)
            .map(|c| opt(
                geomean(
                    &rows
                        .iter()
                        .filter_map(|r| r.build(c))
                        .filter_map(dynamic_instructions)
                        .collect::<Vec<_>>()
                ),
                0
            ))
            .collect::<Vec<_>>()
            .join(" / "),
        gm(&|b| 1e3 * b.compile_seconds, false, 1)
    );

    let _ = writeln!(w, "## Executed instructions by class\n");
    let _ = writeln!(
        w,
        "Totals over the kernels all three compilers ran; each cell: kcc / kcc --no-uniformity / llc, \
         then kcc/llc.\n"
    );
    let _ = writeln!(w, "| class | executed | kcc/llc |\n|---|---|---|");
    let all_ran: Vec<[&Run; 3]> = rows
        .iter()
        .filter_map(|r| {
            let run = |c: usize| r.build(c).and_then(|b| b.run.as_ref().ok());
            Some([run(KCC)?, run(NO_UNIFORMITY)?, run(LLC)?])
        })
        .collect();
    for (k, class) in CLASSES.iter().enumerate() {
        let total = |c: usize| all_ran.iter().map(|runs| runs[c].by_class[k]).sum::<u64>();
        let (kcc, llc) = (total(KCC), total(LLC));
        let ratio = if llc == 0 {
            "—".to_string()
        } else {
            format!("{:.2}", kcc as f64 / llc as f64)
        };
        let _ = writeln!(w, "| {class} | {kcc} / {} / {llc} | {ratio} |", total(NO_UNIFORMITY));
    }
    let _ = writeln!(w);

    let _ = writeln!(w, "## What uniformity saves, per kernel\n");
    let _ = writeln!(w, "kcc against kcc --no-uniformity (negative: uniformity saves).\n");
    let _ = writeln!(
        w,
        "| kernel | VGPRs | static instructions | dynamic instructions |\n|---|---|---|---|"
    );
    for r in rows {
        if let (Some(k), Some(n)) = (r.build(KCC), r.build(NO_UNIFORMITY)) {
            let dynamic = match (dynamic_instructions(k), dynamic_instructions(n)) {
                (Some(a), Some(b)) => format!("{} → {} ({})", b, a, change(a / b)),
                _ => "—".into(),
            };
            let _ = writeln!(
                w,
                "| {} | {} → {} ({}) | {} → {} ({}) | {} |",
                r.case,
                n.vgprs,
                k.vgprs,
                change(k.vgprs as f64 / n.vgprs.max(1) as f64),
                n.static_instructions,
                k.static_instructions,
                change(k.static_instructions as f64 / n.static_instructions.max(1) as f64),
                dynamic
            );
        }
    }
    let _ = writeln!(
        w,
        "| **geomean** | {} | {} | {} |\n",
        saving(sv),
        saving(ss),
        saving(sd)
    );

    let failed: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            r.builds.iter().enumerate().filter_map(move |(c, b)| {
                b.as_ref()
                    .err()
                    .map(|e| format!("- {} ({}): {}", r.case, COMPILERS[c], e))
            })
        })
        .collect();
    let differs: Vec<String> = rows
        .iter()
        .flat_map(|r| {
            r.builds.iter().enumerate().filter_map(move |(c, b)| {
                let run = &b.as_ref().ok()?.run;
                match run {
                    Ok(Run { differs: Some(d), .. }) => Some(format!("- {} ({}): {d}", r.case, COMPILERS[c])),
                    Err(e) => Some(format!("- {} ({}): {e}", r.case, COMPILERS[c])),
                    _ => None,
                }
            })
        })
        .collect();
    let _ = writeln!(w, "## Not compiled\n");
    let _ = writeln!(
        w,
        "{}\n",
        if failed.is_empty() {
            "Every compiler compiled every case.".to_string()
        } else {
            failed.join("\n")
        }
    );
    let _ = writeln!(w, "## Runs that differ from llc's or fault\n");
    let _ = writeln!(
        w,
        "{}",
        if differs.is_empty() {
            "None: every object that ran wrote llc's buffers.".to_string()
        } else {
            differs.join("\n")
        }
    );
    md
}

/// A number from a build's run, marked when its buffers differ from llc's.
fn run_cell(b: &Build, f: impl Fn(&Run) -> String) -> String {
    match &b.run {
        Ok(run) => format!("{}{}", f(run), if run.differs.is_some() { " ≠" } else { "" }),
        Err(_) => "fault".into(),
    }
}

/// Bar colours per compiler (kcc, kcc --no-uniformity, llc-22).
const COLORS: [RGBColor; 3] = [
    RGBColor(0x1f, 0x77, 0xb4),
    RGBColor(0xff, 0x7f, 0x0e),
    RGBColor(0x7f, 0x7f, 0x7f),
];

/// A chart panel: title, the number per build (None: no number, e.g. a failed run), log scale.
type Panel<'a> = (&'a str, &'a dyn Fn(&Build) -> Option<f64>, bool);

/// The SVG chart (plotters' SVG backend, its built-in font metrics: no system fonts): per
/// kernel, one bar per compiler for VGPRs, SGPRs, executed instructions and compile time (the
/// last two on log scales); a cross marks a kernel a compiler could not compile or run.
pub fn svg(rows: &[Row]) -> String {
    let panels: [Panel; 4] = [
        ("VGPRs", &|b| Some(b.vgprs as f64), false),
        ("SGPRs", &|b| Some(b.sgprs as f64), false),
        (
            "executed instructions (log scale)",
            &|b| b.run.as_ref().ok().map(|r| r.instructions as f64),
            true,
        ),
        ("compile time (ms, log scale)", &|b| Some(1e3 * b.compile_seconds), true),
    ];
    let (panel_h, names_h) = (220u32, 160u32);
    let width = (110 + 30 * rows.len() as u32).max(600);
    let height = 40 + panel_h * panels.len() as u32 + names_h;
    let mut out = String::new();
    // Drawing into a string cannot fail but for a bug here: the chart is then left out.
    if let Err(e) = draw(&mut out, (width, height), panel_h, rows, &panels) {
        return format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><!-- chart failed: {} --></svg>\n",
            xml(&e)
        );
    }
    out
}

fn err<E: std::error::Error + Send + Sync>(e: DrawingAreaErrorKind<E>) -> String {
    e.to_string()
}

/// One panel's bars, one per compiler from `base` up (a × at `cross_y` where a compiler has no
/// value), on a linear or a logarithmic axis; returns where each kernel's name goes below it.
fn bars<Y: Ranged<ValueType = f64>>(
    chart: &mut ChartContext<'_, SVGBackend<'_>, Cartesian2d<RangedCoordf64, Y>>,
    rows: &[Row],
    metric: &dyn Fn(&Build) -> Option<f64>,
    base: f64,
    cross_y: f64,
) -> Result<Vec<(i32, i32)>, String> {
    // One bar per compiler: a third of a group's width less a gap.
    let bar = |k: usize, c: usize| (k as f64 + 0.1 + 0.27 * c as f64, k as f64 + 0.1 + 0.27 * (c + 1) as f64);
    for (k, r) in rows.iter().enumerate() {
        for (c, b) in r.builds.iter().enumerate() {
            let (x0, x1) = bar(k, c);
            match b.as_ref().ok().and_then(metric) {
                Some(v) => chart
                    .draw_series([Rectangle::new([(x0, base), (x1, v.max(base))], COLORS[c].filled())])
                    .map_err(err)?,
                None => chart
                    .draw_series([Text::new(
                        "×",
                        (x0, cross_y),
                        ("sans-serif", 12).into_font().color(&COLORS[c]),
                    )])
                    .map_err(err)?,
            };
        }
    }
    Ok((0..rows.len())
        .map(|k| chart.backend_coord(&(k as f64 + 0.5, base)))
        .collect())
}

fn draw(out: &mut String, size: (u32, u32), panel_h: u32, rows: &[Row], panels: &[Panel]) -> Result<(), String> {
    let n = rows.len().max(1) as f64;
    let root = SVGBackend::with_string(out, size).into_drawing_area();
    root.fill(&WHITE).map_err(err)?;
    let (legend, body) = root.split_vertically(40);
    for (c, name) in COMPILERS.iter().enumerate() {
        let x = 70 + 190 * c as i32;
        legend
            .draw(&Rectangle::new([(x, 14), (x + 12, 26)], COLORS[c].filled()))
            .map_err(err)?;
        legend
            .draw(&Text::new(*name, (x + 16, 14), ("sans-serif", 13)))
            .map_err(err)?;
    }
    let x = 70 + 190 * COMPILERS.len() as i32;
    legend
        .draw(&Text::new("× could not compile or run", (x, 14), ("sans-serif", 13)))
        .map_err(err)?;
    let mut breaks: Vec<i32> = (1..panels.len() as i32).map(|i| i * panel_h as i32).collect();
    breaks.sort();
    let areas = body.split_by_breakpoints(&[] as &[i32], &breaks);
    // Kernel names label the bottom panel, centred under each group of bars.
    let label_style = ("sans-serif", 11).into_font().transform(FontTransform::Rotate90);
    let mut names_at: Vec<(i32, i32)> = Vec::new();
    for (p, ((title, metric, log), area)) in panels.iter().zip(&areas).enumerate() {
        let last = p + 1 == panels.len();
        let values: Vec<f64> = rows
            .iter()
            .flat_map(|r| r.builds.iter().filter_map(|b| b.as_ref().ok().and_then(metric)))
            .collect();
        let max = values.iter().copied().fold(0.0, f64::max);
        let min_pos = values
            .iter()
            .copied()
            .filter(|&v| v > 0.0)
            .fold(f64::INFINITY, f64::min);
        let mut builder = ChartBuilder::on(area);
        builder
            .caption(*title, ("sans-serif", 14))
            .margin_left(10)
            .margin_right(20)
            .y_label_area_size(60)
            .x_label_area_size(if last { 150 } else { 4 });
        let x_range = 0f64..n;
        if *log {
            // The decade below the smallest value, so that every bar has a height.
            let lo = 10f64.powf((min_pos.min(max.max(1.0)).log10() - 1e-9).floor());
            let hi = 10f64.powf(max.max(lo * 10.0).log10().ceil());
            let mut chart = builder.build_cartesian_2d(x_range, (lo..hi).log_scale()).map_err(err)?;
            chart
                .configure_mesh()
                .disable_x_mesh()
                .x_labels(0)
                .draw()
                .map_err(err)?;
            let at = bars(&mut chart, rows, *metric, lo, lo * 1.5)?;
            if last {
                names_at = at;
            }
        } else {
            let hi = (max * 1.1).max(1.0);
            let mut chart = builder.build_cartesian_2d(x_range, 0f64..hi).map_err(err)?;
            chart
                .configure_mesh()
                .disable_x_mesh()
                .x_labels(0)
                .draw()
                .map_err(err)?;
            let at = bars(&mut chart, rows, *metric, 0.0, hi * 0.02)?;
            if last {
                names_at = at;
            }
        }
    }
    for ((x, y), r) in names_at.into_iter().zip(rows) {
        root.draw(&Text::new(r.case.as_str(), (x - 5, y + 8), label_style.clone()))
            .map_err(err)?;
    }
    root.present().map_err(err)?;
    Ok(())
}

/// Escapes text for XML.
fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(vgprs: u32, spills: u32, seconds: f64, dynamic: u64) -> Build {
        Build {
            sgprs: 20,
            vgprs,
            sgpr_spills: 0,
            vgpr_spills: spills,
            static_instructions: 100,
            compile_seconds: seconds,
            run: Ok(Run {
                instructions: dynamic,
                by_class: [dynamic, 0, 0, 0, 0, 0, 0, 0],
                active_fraction: 0.5,
                differs: None,
            }),
        }
    }

    fn rows() -> Vec<Row> {
        vec![
            Row {
                case: "a<&>".into(),
                pipeline: "O2".into(),
                builds: [
                    Ok(build(8, 0, 0.01, 900)),
                    Ok(build(16, 0, 0.01, 1000)),
                    Ok(build(4, 0, 0.1, 1000)),
                ],
            },
            Row {
                case: "b".into(),
                pipeline: "O2".into(),
                builds: [
                    Ok(build(32, 3, 0.02, 2200)),
                    Ok(build(32, 3, 0.02, 2200)),
                    Ok(build(64, 0, 0.2, 2000)),
                ],
            },
            Row {
                case: "c".into(),
                pipeline: "O0+mem2reg".into(),
                builds: [
                    Err("kcc: error: not yet".into()),
                    Err("kcc: error: not yet".into()),
                    Ok(build(10, 0, 0.1, 10)),
                ],
            },
        ]
    }

    #[test]
    fn geomeans() {
        assert!((geomean(&[2.0, 8.0]).unwrap() - 4.0).abs() < 1e-12);
        assert_eq!(geomean(&[]), None);
        assert_eq!(geomean(&[3.0, 0.0]), None);
        assert!((shifted_geomean(&[0.0, 3.0]).unwrap() - 1.0).abs() < 1e-12);
        // Pairs only over cases both compiled: "c" is left out.
        let (k, l, n) = paired_geomeans(&rows(), KCC, LLC, vgprs).unwrap();
        assert_eq!(n, 2);
        assert!((k - 16.0).abs() < 1e-9 && (l - 16.0).abs() < 1e-9);
    }

    #[test]
    fn occupancy_is_the_gfx900_budget() {
        assert_eq!(occupancy(16, 24), 10);
        assert_eq!(occupancy(16, 128), 2);
        assert_eq!(occupancy(102, 4), 7);
    }

    #[test]
    fn verdicts_say_met_or_missed_and_by_how_much() {
        let v = verdicts(&rows());
        assert_eq!(v[0].met, Some(true)); // VGPRs: geomean 16 against 16
        assert_eq!(v[0].margin, "met by 0.0%");
        assert_eq!(v[1].met, Some(false)); // "b" spills in kcc only
        assert!(v[1].measured.contains("b"), "{:?}", v[1]);
        assert_eq!(v[2].met, Some(true)); // compile time 10× faster
        assert_eq!(v[2].margin, "met by 2.00×");
        assert_eq!(v[3].met, Some(true)); // dynamic: sqrt(0.9 * 1.1) ≈ 0.995
                                          // Uniformity saves sqrt(0.9 * 1.0) ≈ 0.949 of the executed instructions: 5%, not 10%.
        assert_eq!(v[4].met, Some(false), "{:?}", v[4]);
        assert!(v[4].measured.contains("-5.1%"), "{:?}", v[4]);
        // It costs nothing anywhere.
        assert_eq!(v[5].met, Some(true), "{:?}", v[5]);
        assert_eq!(v[5].measured, "none of 2 kernels");
        let none = verdicts(&rows()[2..]);
        assert!(none.iter().all(|v| v.met.is_none()), "{none:?}");
    }

    #[test]
    fn uniformity_costs_name_the_kernels() {
        let mut rows = rows();
        // "b": more executed instructions and registers with uniformity than without.
        let n = rows[1].build(NO_UNIFORMITY).unwrap().clone();
        rows[1].builds[KCC] = Ok(Build {
            sgprs: n.sgprs + 3,
            run: Ok(Run {
                instructions: 2300,
                ..n.run.clone().unwrap()
            }),
            ..n
        });
        let costs = uniformity_costs(&rows);
        assert_eq!(costs.len(), 1);
        assert_eq!(costs[0].0.case, "b");
        assert_eq!(costs[0].1, "executed 2300 vs 2200; SGPRs+VGPRs 55 vs 52");
        let v = &verdicts(&rows)[5];
        assert_eq!(v.met, Some(false));
        assert_eq!(v.margin, "missed by 1 kernels");
        assert!(v.measured.starts_with("1 of 2: b (executed 2300 vs 2200;"), "{v:?}");
    }

    /// Element nesting and escapes of the tiny XML subset the chart uses.
    fn well_formed(s: &str) -> Result<(), String> {
        let mut stack = Vec::new();
        let mut rest = s;
        while let Some(i) = rest.find(['<', '&']) {
            if rest[i..].starts_with('&') {
                let entity = ["&amp;", "&lt;", "&gt;", "&quot;"]
                    .iter()
                    .any(|e| rest[i..].starts_with(e));
                if !entity {
                    return Err(format!("bare & at {:?}", &rest[i..(i + 20).min(rest.len())]));
                }
                rest = &rest[i + 1..];
                continue;
            }
            let end = rest[i..].find('>').ok_or("unterminated tag")? + i;
            let tag = &rest[i + 1..end];
            if !tag.matches('"').count().is_multiple_of(2) || tag.contains('<') {
                return Err(format!("bad tag <{tag}>"));
            }
            if let Some(name) = tag.strip_prefix('/') {
                if stack.pop() != Some(name.to_string()) {
                    return Err(format!("</{name}> closes nothing open"));
                }
            } else if !tag.ends_with('/') {
                stack.push(tag.split_whitespace().next().unwrap_or("").to_string());
            }
            rest = &rest[end + 1..];
        }
        if stack.is_empty() {
            Ok(())
        } else {
            Err(format!("unclosed {stack:?}"))
        }
    }

    #[test]
    fn svg_is_well_formed() {
        let chart = svg(&rows());
        assert!(chart.starts_with("<svg"));
        well_formed(&chart).unwrap();
        assert!(chart.contains("a&lt;&amp;&gt;"), "names are escaped");
        assert!(
            well_formed("<svg><g></svg>").is_err() && well_formed("<a>&</a>").is_err(),
            "the checker can fail"
        );
    }

    /// One bar per compiler, kernel and panel where there is a number, plus the legend's
    /// swatch: rows() has kcc and --no-uniformity failing on "c", so 2 kernels x 4 panels
    /// (VGPRs, SGPRs, executed instructions, compile time) for them and 3 x 4 for llc; a cross
    /// for each missing bar; every kernel name and compiler named once.
    #[test]
    fn chart_has_a_bar_per_compiler_kernel_and_panel() {
        let chart = svg(&rows());
        if let Some(path) = std::env::var_os("KCC_CHART_OUT") {
            std::fs::write(path, &chart).unwrap(); // to look at the chart by hand
        }
        let bars = |c: &RGBColor| {
            let fill = format!("fill=\"#{:02X}{:02X}{:02X}\"", c.0, c.1, c.2);
            chart
                .lines()
                .filter(|l| l.contains("<rect") && l.contains(&fill))
                .count()
        };
        assert_eq!(bars(&COLORS[KCC]), 2 * 4 + 1, "{chart}");
        assert_eq!(bars(&COLORS[NO_UNIFORMITY]), 2 * 4 + 1);
        assert_eq!(bars(&COLORS[LLC]), 3 * 4 + 1);
        // plotters writes each text's content on a line of its own.
        let texts = |t: &str| chart.lines().filter(|l| l.trim() == t).count();
        assert_eq!(texts("×"), 2 * 4, "{chart}");
        for name in ["a&lt;&amp;&gt;", "b", "c", "kcc", "kcc --no-uniformity", "llc-22 -O2"] {
            assert_eq!(texts(name), 1, "{name}");
        }
    }

    /// Class totals cover the kernels all three compilers ran (a and b, not c): SALU holds
    /// every instruction of the test builds, kcc 900 + 2200 against llc 1000 + 2000.
    #[test]
    fn executed_instructions_by_class_sum_over_kernels_all_ran() {
        let md = markdown(&rows(), &Setup::default());
        assert!(md.contains("| SALU | 3100 / 3200 / 3000 | 1.03 |"), "{md}");
        assert!(md.contains("| VALU | 0 / 0 / 0 | — |"), "{md}");
    }

    #[test]
    fn report_lists_what_kcc_cannot_compile() {
        let md = markdown(&rows(), &Setup::default());
        assert!(md.contains("- c (kcc): kcc: error: not yet"), "{md}");
        assert!(md.contains("| c | O0+mem2reg | — / — / 20 |"), "{md}");
    }
}
