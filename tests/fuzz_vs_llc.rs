//! The differential fuzzer: random LLVM IR kernels (`support/fuzz.rs`: nested divergent and
//! uniform branches, loops with divergent exits, switches, irreducible cycles, loads, and
//! stores of every work-item into its own slots) are compiled by llc-22, by kcc and by
//! `kcc --no-uniformity`; the three code objects run on the runtime's emulator with the same
//! inputs and must leave `%out` the same, byte for byte. kcc's MIR interpreter runs the
//! lowered kernel as well, which tells a frontend bug from a backend one.
//!
//! A fixed number of seeds runs with the test suite. Run more by hand:
//!
//!     KCC_FUZZ_START=1000 KCC_FUZZ_SEEDS=5000 cargo test --profile release-tests --test fuzz_vs_llc -- --nocapture
//!
//! Each seed's IR is kept as `target/fuzz-vs-llc/seed-N.ll`. Kernels kcc declines with a clear
//! "cannot generate code" error are counted and listed; panics, other errors, faults and
//! different buffers fail the test, except kcc errors a reproducer in `tests/Inputs/fuzz`
//! records as a known bug, and the seeds llc-22 miscompiles (`LLC_MISCOMPILES`) while only
//! llc's buffer differs. `scripts/fuzz-reduce` shrinks a failing seed into such a
//! reproducer; the reproducers are checked on every run too.

mod support {
    pub mod corpus;
    pub mod fuzz;
    pub mod gen;
}
use mir::interp::{run_kernel, Arg as MirArg, Dispatch};
use runtime::{Arg, Device, Launch};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use support::corpus;
use support::fuzz::{self, Kernel, KERNEL, SLOTS};

/// Seeds run by `cargo test` (about 15 s of CPU in release mode).
const DEFAULT_SEEDS: u64 = 200;
/// Instructions a launch may execute: the kernels are bounded far below this, so reaching it
/// means a compiler made a loop that does not end.
const BUDGET: u64 = 50_000_000;

fn env_u64(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(s) => s.parse().unwrap_or_else(|_| panic!("{name}={s} is not a number")),
        Err(_) => default,
    }
}

/// Whether an error says "not implemented yet" rather than "wrong".
fn unsupported(e: &str) -> bool {
    e.contains("cannot generate code") || e.contains("not supported yet")
}

/// Runs `f`, turning a panic into an error.
fn guarded<T>(what: &str, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|p| {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        Err(format!("{what} panicked: {msg}"))
    })
}

/// `%out` after running `object` on the emulator.
fn run(dev: &Device, k: &Kernel, object: &[u8]) -> Result<Vec<u8>, String> {
    let module = dev
        .load(object)
        .map_err(|e| format!("the code object does not load: {e}"))?;
    let (out, input) = (dev.alloc(&k.output), dev.alloc(&k.input));
    let mut launch = Launch::new_1d(k.grid, k.block);
    launch.max_instructions = BUDGET;
    launch.threads = 1;
    let result = dev.launch(
        &module,
        KERNEL,
        &[Arg::Buffer(out), Arg::Buffer(input), Arg::I32(k.u)],
        &launch,
    );
    let bytes = dev.read(&out);
    dev.free(out);
    dev.free(input);
    result.map_err(|e| e.to_string())?;
    Ok(bytes)
}

/// `%out` after running the lowered kernel in kcc's MIR interpreter.
fn interpret(k: &Kernel, module: &mir::Module) -> Result<Vec<u8>, String> {
    let mut args = vec![
        MirArg::Buffer(k.output.clone()),
        MirArg::Buffer(k.input.clone()),
        MirArg::Bytes(k.u.to_le_bytes().to_vec()),
    ];
    let dispatch = Dispatch {
        grid: [k.grid, 1, 1],
        block: [k.block, 1, 1],
    };
    run_kernel(module, KERNEL, &dispatch, &mut args, BUDGET).map_err(|e| e.to_string())?;
    match args.swap_remove(0) {
        MirArg::Buffer(b) => Ok(b),
        MirArg::Bytes(_) => Err("the interpreter lost %out".into()),
    }
}

/// The first few words where `got` differs from llc's `want`, by work-item and slot.
fn differences(want: &[u8], got: &[u8]) -> Option<String> {
    if want == got {
        return None;
    }
    let words = |b: &[u8]| {
        b.chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect::<Vec<_>>()
    };
    let (w, g) = (words(want), words(got));
    let diff: Vec<String> = (0..w.len().min(g.len()))
        .filter(|&i| w[i] != g[i])
        .map(|i| {
            format!(
                "work-item {} slot {}: llc {:#010x}, here {:#010x}",
                i as u32 / SLOTS,
                i as u32 % SLOTS,
                w[i],
                g[i]
            )
        })
        .collect();
    Some(format!(
        "{} words differ; {}",
        diff.len(),
        diff.iter().take(4).cloned().collect::<Vec<_>>().join("; ")
    ))
}

/// What happened to one kernel.
#[derive(Default)]
struct Report {
    /// kcc variants compiled and compared.
    compiled: usize,
    /// kcc's "cannot generate code ... yet" messages.
    declined: Vec<String>,
    /// Other kcc errors: clear messages, but bugs. Failures, unless a reproducer in
    /// `tests/Inputs/fuzz` records them as a known bug.
    errors: Vec<String>,
    /// Different buffers, faults, panics, and IR llc rejects (a generator bug).
    failures: Vec<String>,
    /// How many of the failures are buffers that differ from llc's.
    differing: usize,
    /// The buffers kcc's side left: its MIR interpreter's and each kcc build's that ran.
    outputs: Vec<Vec<u8>>,
}

impl Report {
    /// Does llc alone disagree: every failure a buffer differing from llc's, and the MIR
    /// interpreter, kcc and `kcc --no-uniformity` all leaving the same one?
    fn only_llc_differs(&self) -> bool {
        self.differing == self.failures.len()
            && self.outputs.len() == 3
            && self.outputs.windows(2).all(|w| w[0] == w[1])
    }

    /// Records `got`, a buffer of kcc's side, against llc's `want`.
    fn compare(&mut self, what: &str, want: &[u8], got: Vec<u8>) {
        if let Some(d) = differences(want, &got) {
            self.failures.push(format!("{what}: {d}"));
            self.differing += 1;
        }
        self.outputs.push(got);
    }
}

/// Seeds whose kernels llc-22 miscompiles, each with what it does wrong (found by reducing
/// the seed with `scripts/fuzz-reduce` and reading llc's code). Such a seed is listed, not
/// failed, as long as only llc disagrees ([`Report::only_llc_differs`]).
const LLC_MISCOMPILES: &[(u64, &str)] = &[
    (
        123654,
        "llc-22 gives lanes reaching a divergent switch's case through its second value (3) another case's phi value",
    ),
    (
        601393,
        "llc-22 leaves a phi unwritten for lanes taking a divergent switch's default with selector 3..7",
    ),
];

/// Compiles kernel `k` (its IR is in `ll`) with llc and kcc and runs the code objects.
fn check(k: &Kernel, ll: &Path, dev: &Device) -> Report {
    let mut r = Report::default();
    let obj = ll.with_extension("llc.o");
    // llc verifies the IR first: an error here is the generator's.
    if let Err(e) = corpus::llc(ll, &obj) {
        r.failures.push(format!("llc rejects the kernel: {e}"));
        return r;
    }
    let llc_object = std::fs::read(&obj).unwrap_or_else(|e| panic!("{}: {e}", obj.display()));
    let want = match run(dev, k, &llc_object) {
        Ok(out) => out,
        Err(e) => {
            r.failures.push(format!("llc's code: {e}"));
            return r;
        }
    };
    let lower = || {
        frontend::lower_bytes(
            &ll.to_string_lossy(),
            k.ir.as_bytes(),
            &frontend::LowerOptions::compile(),
        )
        .map_err(|e| e.to_string())
    };
    let lowered = match guarded("the frontend", lower) {
        Ok(l) => l,
        Err(e) if unsupported(&e) => {
            r.declined.push(e);
            return r;
        }
        Err(e) if e.contains("panicked") => {
            r.failures.push(e);
            return r;
        }
        Err(e) => {
            r.errors.push(format!("frontend: {e}"));
            return r;
        }
    };
    match guarded("the interpreter", || interpret(k, &lowered.module)) {
        Ok(got) => r.compare("kcc's MIR interpreter", &want, got),
        Err(e) => r.failures.push(format!("kcc's MIR interpreter: {e}")),
    }
    for no_uniformity in [false, true] {
        let what = if no_uniformity { "kcc --no-uniformity" } else { "kcc" };
        let mut module = lowered.module.clone();
        match guarded(what, || backend::compile_module(&mut module, no_uniformity)) {
            Ok(object) => {
                r.compiled += 1;
                match guarded("the emulator", || run(dev, k, &object)) {
                    Ok(got) => r.compare(what, &want, got),
                    Err(e) => r.failures.push(format!("{what}'s code: {e}")),
                }
            }
            Err(e) if unsupported(&e) => r.declined.push(e),
            Err(e) if e.contains("panicked") => r.failures.push(e),
            Err(e) => r.errors.push(format!("{what}: {e}")),
        }
    }
    r
}

/// A reduced kernel the fuzzer once flagged (`tests/Inputs/fuzz/*.ll`), run with the launch
/// and inputs of the seed in its `; fuzz seed: N` line. While its bug is open, a
/// `; known bug: TEXT` line names the kcc error it gets; random kernels getting an error with
/// that text are then listed, not failed. Different buffers are never excused.
struct Reproducer {
    path: PathBuf,
    seed: u64,
    known_bug: Option<String>,
}

fn reproducers() -> Vec<Reproducer> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/Inputs/fuzz");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let field = |name: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(name))
                    .map(|v| v.trim().to_string())
            };
            let seed = field("; fuzz seed:")
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("{}: no `; fuzz seed: N` line", path.display()));
            Reproducer {
                seed,
                known_bug: field("; known bug:"),
                path,
            }
        })
        .collect()
}

fn scratch_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target").join("fuzz-vs-llc");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Checks the IR in `ir` with seed `seed`'s launch and inputs.
fn check_file(ir: &Path, seed: u64, dev: &Device) -> Report {
    let mut k = fuzz::generate(seed);
    k.ir = std::fs::read_to_string(ir).unwrap_or_else(|e| panic!("{}: {e}", ir.display()));
    // A copy, so llc's object does not land next to the file (named apart from other tests').
    let stem = ir.file_stem().map_or("ir".into(), |s| s.to_string_lossy().into_owned());
    let ll = scratch_dir().join(format!("file-{}-{stem}.ll", std::process::id()));
    std::fs::write(&ll, &k.ir).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
    let r = check(&k, &ll, dev);
    let _ = std::fs::remove_file(ll.with_extension("llc.o"));
    let _ = std::fs::remove_file(&ll);
    r
}

/// A seed stays in [`LLC_MISCOMPILES`] only while llc alone disagrees: kcc, `kcc
/// --no-uniformity` and the MIR interpreter leave one buffer, and llc's differs.
#[test]
fn listed_llc_miscompiles_are_llc_alone() {
    backend::set_verify(true);
    let dev = Device::new();
    for &(seed, bug) in LLC_MISCOMPILES {
        let k = fuzz::generate(seed);
        let ll = scratch_dir().join(format!("llc-miscompile-{seed}.ll"));
        std::fs::write(&ll, &k.ir).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
        let r = check(&k, &ll, &dev);
        let _ = std::fs::remove_file(ll.with_extension("llc.o"));
        assert!(
            !r.failures.is_empty(),
            "seed {seed}: llc now agrees with kcc; drop it from LLC_MISCOMPILES ({bug})"
        );
        assert!(r.only_llc_differs(), "seed {seed}:\n{}", r.failures.join("\n"));
    }
}

#[test]
fn random_kernels_compute_what_llc_computes() {
    // regalloc2's checker verifies every register allocation.
    backend::set_verify(true);
    let start = env_u64("KCC_FUZZ_START", 0);
    let seeds = env_u64("KCC_FUZZ_SEEDS", DEFAULT_SEEDS);
    let dev = Device::new();
    // Reducing a failure (scripts/fuzz-reduce): the IR in KCC_FUZZ_IR, seed KCC_FUZZ_START.
    if let Ok(ir) = std::env::var("KCC_FUZZ_IR") {
        let r = check_file(Path::new(&ir), start, &dev);
        let bad: Vec<String> = r.errors.into_iter().chain(r.failures).collect();
        assert!(bad.is_empty(), "{ir}:\n{}", bad.join("\n"));
        return;
    }
    let dir = scratch_dir();
    let known: Vec<String> = reproducers().into_iter().filter_map(|r| r.known_bug).collect();
    let mut compiled = 0;
    let mut failed = Vec::new();
    // Declined features and known bugs, each with the seeds that hit it.
    let mut declined: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    let mut known_hits: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    let mut llc_hits: BTreeMap<String, Vec<u64>> = BTreeMap::new();
    let note = |map: &mut BTreeMap<String, Vec<u64>>, what: String, seed: u64| {
        let seeds = map.entry(what).or_default();
        if seeds.last() != Some(&seed) {
            seeds.push(seed);
        }
    };
    for seed in start..start + seeds {
        let k = fuzz::generate(seed);
        let ll = dir.join(format!("seed-{seed}.ll"));
        std::fs::write(&ll, &k.ir).unwrap_or_else(|e| panic!("{}: {e}", ll.display()));
        let mut r = check(&k, &ll, &dev);
        compiled += r.compiled;
        // Grouped by what kcc declines, without where (from "kcc cannot ...").
        for d in std::mem::take(&mut r.declined) {
            note(
                &mut declined,
                d.find("kcc cannot").map_or(d.as_str(), |at| &d[at..]).to_string(),
                seed,
            );
        }
        for e in std::mem::take(&mut r.errors) {
            match known.iter().find(|bug| e.contains(bug.as_str())) {
                Some(bug) => note(&mut known_hits, bug.clone(), seed),
                None => r.failures.push(e),
            }
        }
        let llc_bug = LLC_MISCOMPILES.iter().find(|&&(s, _)| s == seed);
        if let Some(&(_, bug)) = llc_bug.filter(|_| !r.failures.is_empty() && r.only_llc_differs()) {
            note(&mut llc_hits, bug.to_string(), seed);
            continue;
        }
        if !r.failures.is_empty() {
            eprintln!("seed {seed} ({}):\n  {}", ll.display(), r.failures.join("\n  "));
            failed.push((seed, r.failures));
        }
    }
    let list = |map: &BTreeMap<String, Vec<u64>>| {
        for (what, s) in map {
            println!(
                "  {} seeds ({:?}{}): {what}",
                s.len(),
                &s[..s.len().min(8)],
                if s.len() > 8 { ", ..." } else { "" }
            );
        }
    };
    println!("{seeds} seeds from {start}: {compiled} kcc code objects compared with llc's");
    println!("declined by kcc:");
    list(&declined);
    println!("known kcc bugs (tests/Inputs/fuzz):");
    list(&known_hits);
    println!("known llc-22 miscompiles (LLC_MISCOMPILES):");
    list(&llc_hits);
    if let Some((seed, _)) = failed.first() {
        let list: Vec<String> = failed
            .iter()
            .map(|(s, f)| format!("seed {s}: {}", f.join("; ")))
            .collect();
        panic!(
            "{} of {seeds} seeds fail (IR in {}; shrink one with scripts/fuzz-reduce SEED PATTERN):\n{}\n\nseed {seed}'s IR:\n{}",
            failed.len(),
            dir.display(),
            list.join("\n"),
            fuzz::generate(*seed).ir
        );
    }
    // Most kernels must be compiled, or the test would check nothing.
    assert!(
        compiled as u64 >= seeds,
        "kcc compiled only {compiled} of {} kernel variants",
        2 * seeds
    );
}

/// The reduced kernels in `tests/Inputs/fuzz` agree with llc, or still get their known bug
/// (once it is fixed, the `; known bug` line must go).
#[test]
fn reduced_kernels_behave_as_recorded() {
    // regalloc2's checker verifies every register allocation.
    backend::set_verify(true);
    let dev = Device::new();
    let mut wrong = Vec::new();
    for rep in reproducers() {
        let r = check_file(&rep.path, rep.seed, &dev);
        let name = rep.path.display();
        match &rep.known_bug {
            _ if !r.failures.is_empty() => wrong.push(format!("{name}: {}", r.failures.join("; "))),
            Some(bug) if r.errors.is_empty() => wrong.push(format!(
                "{name}: kcc no longer fails with `{bug}`: delete the `; known bug` line"
            )),
            Some(bug) => wrong.extend(
                r.errors
                    .iter()
                    .filter(|e| !e.contains(bug.as_str()))
                    .map(|e| format!("{name}: {e} (the known bug is `{bug}`)")),
            ),
            None => wrong.extend(r.errors.iter().map(|e| format!("{name}: {e}"))),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
