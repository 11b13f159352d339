//! Differential test of kcc's uniformity analysis against
//! `opt-22 -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>'` on hundreds of random
//! kernels (nested loops, divergent and uniform exits, switches, irreducible cycles with several
//! entries, values used outside the cycles defining them, always-uniform ops, atomics, and
//! structured kernels with convergence control tokens).
//!
//! For every instruction and terminator the test compares the DIVERGENT flag:
//!
//! - **unsound** — kcc says uniform where opt says divergent: must never happen;
//! - **precision gap** — kcc says divergent where opt says uniform. Each one must be
//!   *explained*: kcc's LLVM-22-compatible mode (`Compat { llvm22: true }`, which reproduces
//!   the answers LLVM's own tests call wrong, see `tests/uniformity/llvm22-known-bugs`) agrees
//!   with opt on that line, i.e. the gap is one of kcc's deliberate soundness fixes. Unexplained
//!   gaps must be zero. The number of explained gaps is printed.
//!
//! A second test compiles the OpenCL kernels of `tests/Inputs` with clang-22 (-O0, -O2) and
//! requires kcc's LLVM-22 mode to print exactly what opt prints, and the sound mode to agree on
//! every DIVERGENT flag.
//!
//! Set `KCC_DIFF_SEED` to vary the inputs and `KCC_DIFF_FILES` for more of them.

mod support {
    pub mod diff;
    pub mod gen;
}
use mir::uniformity::{print_info, Compat, Options, UniformityInfo};
use std::collections::HashMap;
use std::process::Command;
use support::diff::{opt, run_opt, setup, Run};
use support::gen::{token_function, uniformity_function, TOKEN_DECLS, UNIFORMITY_DECLS};

/// Per function: (kcc's divergence flags of its definitions, opt's).
type DivergenceByFunction = HashMap<String, (Vec<bool>, Vec<bool>)>;

/// Per function: (block, line text) -> divergent, plus the header sections.
type Flags = HashMap<String, Vec<(String, bool)>>;

fn parse(out: &str) -> Flags {
    let mut flags: Flags = HashMap::new();
    let mut func = String::new();
    let mut block = String::new();
    let mut in_defs = false;
    for line in out.lines() {
        if let Some(rest) = line.strip_prefix("UniformityInfo for function '") {
            func = rest.trim_end_matches("':").to_string();
            flags.entry(func.clone()).or_default();
            continue;
        }
        if let Some(b) = line.strip_prefix("BLOCK ") {
            block = b.to_string();
            continue;
        }
        match line {
            "DEFINITIONS" | "TERMINATORS" => {
                in_defs = true;
                continue;
            }
            "END BLOCK" => {
                in_defs = false;
                continue;
            }
            _ => {}
        }
        if !in_defs {
            continue;
        }
        let (div, text) = match line.strip_prefix("  DIVERGENT: ") {
            Some(t) => (true, t),
            None => (false, line.trim_start_matches(' ')),
        };
        flags
            .get_mut(&func)
            .unwrap()
            .push((format!("{block}: {}", text.trim()), div));
    }
    flags
}

fn flags_of(text: &str) -> HashMap<(String, String), bool> {
    let mut m = HashMap::new();
    for (f, lines) in parse(text) {
        for (l, d) in lines {
            m.insert((f.clone(), l), d);
        }
    }
    m
}

#[test]
fn uniformity_matches_opt_on_random_kernels() {
    let Some(Run { mut rng, files, dir }) = setup("uni-diff", 0x0dd_ba11, 25) else {
        return;
    };
    let per_file = 12;
    let (mut functions, mut lines_checked, mut order_gaps, mut token_gaps) = (0usize, 0usize, 0usize, 0usize);
    let (mut unsound, mut unexplained, mut explained, mut compat_diff) = (Vec::new(), Vec::new(), 0usize, Vec::new());
    for file in 0..files {
        let mut text = String::from(UNIFORMITY_DECLS);
        text.push_str(TOKEN_DECLS);
        for k in 0..per_file {
            let n = 2 + rng.below(12);
            if k % 4 == 3 {
                // Structured, with convergence control tokens.
                text.push_str(&token_function(&mut rng, &format!("k{file}_{k}")));
            } else {
                text.push_str(&uniformity_function(&mut rng, &format!("k{file}_{k}"), n));
            }
            functions += 1;
        }
        let path = dir.join(format!("uni{file}.ll"));
        let expected = run_opt(
            &path,
            &text,
            &[
                "-mtriple=amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-passes=print<uniformity>",
                "-disable-output",
            ],
        );
        let lowered = frontend::lower_file(path.to_str().unwrap(), &frontend::LowerOptions::analysis())
            .unwrap_or_else(|e| panic!("kcc frontend failed on {}: {e}", path.display()));
        let (mut sound, mut compat, mut compat2) = (String::new(), String::new(), String::new());
        for (f, map) in lowered.module.functions.iter().zip(&lowered.maps) {
            let a = UniformityInfo::compute(f, &Options::default());
            let b = UniformityInfo::compute_with(
                f,
                &Options::default(),
                Compat {
                    llvm22: true,
                    assumed_first: false,
                },
            );
            let b2 = UniformityInfo::compute_with(
                f,
                &Options::default(),
                Compat {
                    llvm22: true,
                    assumed_first: true,
                },
            );
            // Deterministic: a second run gives the same answer.
            let again = UniformityInfo::compute(f, &Options::default());
            assert_eq!(print_info(f, map, &a), print_info(f, map, &again));
            sound.push_str(&print_info(f, map, &a));
            compat.push_str(&print_info(f, map, &b));
            compat2.push_str(&print_info(f, map, &b2));
        }
        let (o, s, c, c2) = (
            flags_of(&expected),
            flags_of(&sound),
            flags_of(&compat),
            flags_of(&compat2),
        );
        for (key, &od) in &o {
            lines_checked += 1;
            let Some(&sd) = s.get(key) else {
                unsound.push(format!("{}: line missing in kcc output: {key:?}", path.display()));
                continue;
            };
            let cd = c.get(key).copied().unwrap_or(sd);
            let cd2 = c2.get(key).copied().unwrap_or(sd);
            // opt's hash-order-dependent answers lie between the two LLVM-22 modes.
            let order_dependent = cd != od && cd2 == od;
            let cd = if cd2 == od { cd2 } else { cd };
            if cd != od {
                compat_diff.push(format!("{}: {key:?} opt={od} kcc-llvm22={cd}", path.display()));
            }
            if od && !sd {
                unsound.push(format!("{}: {key:?}: opt DIVERGENT, kcc uniform", path.display()));
            } else if sd && !od {
                if cd == od {
                    explained += 1;
                    if order_dependent {
                        order_gaps += 1;
                    }
                    if key
                        .0
                        .rsplit('_')
                        .next()
                        .and_then(|k| k.parse::<usize>().ok())
                        .is_some_and(|k| k % 4 == 3)
                    {
                        token_gaps += 1;
                    }
                } else {
                    unexplained.push(format!("{}: {key:?}: kcc DIVERGENT, opt uniform", path.display()));
                }
            }
        }
        if o.len() != s.len() {
            unsound.push(format!(
                "{}: {} lines from opt, {} from kcc",
                path.display(),
                o.len(),
                s.len()
            ));
        }
    }
    eprintln!(
        "uniformity: {functions} random functions, {lines_checked} lines: {} unsound, {} unexplained gaps, \
         {explained} gaps explained by LLVM 22's known unsoundness ({token_gaps} in kernels with convergence tokens, \
         where LLVM 22 ignores controlled convergence after a divergent loop exit; the others exit phis at \
         divergent cycle exits and temporal divergence of always-uniform values in assumed-divergent cycles, \
         where opt's answer depends on hash order: {order_gaps} of them matched opt only in the assumed-first \
         LLVM-22 mode), {} lines where the LLVM-22 mode differs from opt",
        unsound.len(),
        unexplained.len(),
        compat_diff.len()
    );
    for d in compat_diff.iter().take(10) {
        eprintln!("  llvm22-mode difference: {d}");
    }
    assert!(
        unsound.is_empty(),
        "kcc uniform where opt divergent:\n{}",
        unsound.join("\n")
    );
    assert!(unexplained.is_empty(), "precision gaps:\n{}", unexplained.join("\n"));
    if std::env::var_os("KCC_DIFF_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        eprintln!("inputs kept in {}", dir.display());
    }
}

/// opt's output with the lines of each function's header (argument and cycle lists, printed in
/// hash order by opt) sorted, so outputs can be compared as text.
fn normalized(out: &str) -> String {
    let mut result = String::new();
    for func in out.split("UniformityInfo for function ").filter(|s| !s.is_empty()) {
        let (head, body) = match func.find("\nBLOCK ") {
            Some(i) => func.split_at(i),
            None => (func, ""),
        };
        let mut lines: Vec<&str> = head.lines().collect();
        lines.sort();
        result.push_str(&lines.join("\n"));
        result.push_str(body);
    }
    result
}

/// The OpenCL kernels of `tests/Inputs`, compiled by clang-22 at -O0 and -O2: kcc in its
/// LLVM-22 mode prints exactly what opt prints (up to the order of hash-ordered lists), and
/// the sound mode differs only by explained gaps (none expected in these kernels).
#[test]
fn uniformity_matches_opt_on_opencl_inputs() {
    let llvm_bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let clang = format!("{llvm_bin}/clang");
    if Command::new(&clang).arg("--version").output().is_err() || Command::new(opt()).arg("--version").output().is_err()
    {
        eprintln!("skipping: clang/opt not found in {llvm_bin}");
        return;
    }
    let inputs = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("Inputs");
    let mut sources = Vec::new();
    for dir in std::fs::read_dir(&inputs).unwrap().flatten() {
        if let Ok(files) = std::fs::read_dir(dir.path()) {
            for f in files.flatten() {
                if f.path().extension().is_some_and(|e| e == "cl") {
                    sources.push(f.path());
                }
            }
        }
    }
    sources.sort();
    let dir = std::env::temp_dir().join(format!("kcc-uni-cl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut compared, mut failures) = (0, Vec::new());
    for src in &sources {
        for level in ["-O0", "-O2"] {
            let ll = dir.join(format!("{}{level}.ll", src.file_stem().unwrap().to_string_lossy()));
            let ok = Command::new(&clang)
                .args([
                    "-x",
                    "cl",
                    "-cl-std=CL2.0",
                    "-target",
                    "amdgcn-amd-amdhsa",
                    "-mcpu=gfx900",
                    "-nogpulib",
                    level,
                ])
                .args(["-emit-llvm", "-S", "-o"])
                .arg(&ll)
                .arg(src)
                .output()
                .is_ok_and(|o| o.status.success());
            if !ok {
                continue;
            }
            let out = Command::new(opt())
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    "-passes=print<uniformity>",
                    "-disable-output",
                ])
                .arg(&ll)
                .output()
                .expect("runs opt");
            let expected = String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
            let lowered = match frontend::lower_file(ll.to_str().unwrap(), &frontend::LowerOptions::analysis()) {
                Ok(l) => l,
                Err(e) => {
                    // Not this test's subject (the frontend has its own tests).
                    eprintln!("skipping {}: frontend: {e}", ll.display());
                    continue;
                }
            };
            let (mut sound, mut compat) = (String::new(), String::new());
            for (f, map) in lowered.module.functions.iter().zip(&lowered.maps) {
                sound.push_str(&print_info(f, map, &UniformityInfo::compute(f, &Options::default())));
                let c = UniformityInfo::compute_with(
                    f,
                    &Options::default(),
                    Compat {
                        llvm22: true,
                        assumed_first: false,
                    },
                );
                compat.push_str(&print_info(f, map, &c));
            }
            compared += 1;
            if normalized(&compat) != normalized(&expected) {
                failures.push(format!(
                    "{}: LLVM-22 mode differs from opt:\n--- opt\n{expected}\n--- kcc\n{compat}",
                    ll.display()
                ));
            }
            let (o, s) = (flags_of(&expected), flags_of(&sound));
            for (key, od) in &o {
                if s.get(key) != Some(od) {
                    failures.push(format!("{}: {key:?}: opt {od}, kcc {:?}", ll.display(), s.get(key)));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("uniformity: {compared} OpenCL kernels compiled by clang-22 compared with opt-22");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Reverses the successor order of every conditional branch and switch (the default stays
/// first), which makes LLVM's DFS pick other headers for irreducible cycles while the
/// uniformity of every condition stays the same.
fn swap_successors(ll: &str) -> String {
    let mut out = String::new();
    for line in ll.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix("br i1 ") {
            // br i1 %c, label %x, label %y
            let parts: Vec<&str> = rest.split(", ").collect();
            if parts.len() == 3 {
                out.push_str(&format!("  br i1 {}, {}, {}\n", parts[0], parts[2], parts[1]));
                continue;
            }
        }
        if t.starts_with("switch i32 ") {
            if let (Some(open), Some(close)) = (t.find('['), t.rfind(']')) {
                let cases: Vec<&str> = t[open + 1..close]
                    .split(" i32 ")
                    .map(|c| c.trim())
                    .filter(|c| !c.is_empty())
                    .collect();
                // Reverse which label each case value goes to.
                let labels: Vec<&str> = cases.iter().map(|c| c.split_once(", ").map_or("", |x| x.1)).collect();
                let values: Vec<&str> = cases.iter().map(|c| c.split_once(", ").map_or("", |x| x.0)).collect();
                let mut s = t[..open + 1].to_string();
                for (v, l) in values.iter().zip(labels.iter().rev()) {
                    s.push_str(&format!(" i32 {v}, {l}"));
                }
                s.push_str(" ]");
                out.push_str(&format!("  {s}\n"));
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The cycle hierarchy a DFS picks for an irreducible region can change which values LLVM's
/// m-convergence rules prove uniform: each hierarchy's answer is sound for every hierarchy
/// (seed 000: "a safe subset of the maximal converged-with relation for any cycle hierarchy"),
/// but the precision differs. kcc follows LLVM's DFS exactly, so it must show the same
/// dependence as opt and no other: re-analysing every function with its successors swapped,
/// kcc's answer may change only in functions where opt's answer changes too.
#[test]
fn hierarchy_dependence_is_only_llvms() {
    let Some(Run { mut rng, files, dir }) = setup("uni-hier", 0x41e7, 15) else {
        return;
    };
    let (mut functions, mut kcc_changed, mut opt_changed, mut not_llvms) = (0, 0, 0, Vec::new());
    for file in 0..files {
        let mut text = String::from(UNIFORMITY_DECLS);
        for k in 0..12 {
            let n = 2 + rng.below(12);
            text.push_str(&uniformity_function(&mut rng, &format!("k{file}_{k}"), n));
        }
        let swapped = swap_successors(&text);
        let mut versions: Vec<DivergenceByFunction> = Vec::new();
        for (i, t) in [&text, &swapped].iter().enumerate() {
            let path = dir.join(format!("h{file}_{i}.ll"));
            std::fs::write(&path, t).unwrap();
            let out = Command::new(opt())
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    "-passes=print<uniformity>",
                    "-disable-output",
                ])
                .arg(&path)
                .output()
                .expect("runs opt");
            let expected = String::from_utf8_lossy(&out.stderr).to_string();
            let lowered = frontend::lower_file(path.to_str().unwrap(), &frontend::LowerOptions::analysis())
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let mut kcc_text = String::new();
            for (f, map) in lowered.module.functions.iter().zip(&lowered.maps) {
                kcc_text.push_str(&print_info(f, map, &UniformityInfo::compute(f, &Options::default())));
            }
            // Definitions only: terminator texts differ between the versions.
            let defs = |out: &str| -> HashMap<String, Vec<bool>> {
                parse(out)
                    .into_iter()
                    .map(|(f, lines)| {
                        (
                            f,
                            lines
                                .into_iter()
                                .filter(|(l, _)| !l.contains(" br ") && !l.contains(" switch "))
                                .map(|(_, d)| d)
                                .collect(),
                        )
                    })
                    .collect()
            };
            let (k, o) = (defs(&kcc_text), defs(&expected));
            versions.push(
                k.into_iter()
                    .map(|(f, kd)| {
                        let od = o.get(&f).cloned().unwrap_or_default();
                        (f, (kd, od))
                    })
                    .collect(),
            );
        }
        for (f, (k0, o0)) in &versions[0] {
            let (k1, o1) = &versions[1][f];
            functions += 1;
            let (kc, oc) = (k0 != k1, o0 != o1);
            kcc_changed += kc as usize;
            opt_changed += oc as usize;
            if kc && !oc {
                not_llvms.push(format!("{f} in {}", dir.join(format!("h{file}_0.ll")).display()));
            }
        }
    }
    eprintln!(
        "uniformity: {functions} functions re-analysed with other cycle hierarchies: kcc's answer changed in \
         {kcc_changed}, opt's in {opt_changed}; kcc-only changes: {}",
        not_llvms.len()
    );
    assert!(
        not_llvms.is_empty(),
        "hierarchy dependence opt does not have:\n{}",
        not_llvms.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
