//! kcc checked by execution against LLVM on the corpus (`tests/kernels/corpus.json`, read by
//! `support/corpus.rs`): each kernel is compiled by llc-22 and run on the runtime's emulator;
//! the same inputs then go through
//!
//! - kcc's frontend, run in the MIR reference interpreter (checks the frontend), and
//! - kcc's code objects, with and without uniformity, run on the emulator (checks the backend);
//!   each object must also pass llvm-readobj, llvm-objdump, ld.lld and an llvm-mc round trip
//!   of kcc's `-S` output.
//!
//! Every buffer must come out the same (floats within a few ulps: llc may or may not fuse
//! multiply-adds). Kernels with cross-lane operations run in the interpreter's wave mode,
//! following the backend's reconvergence schedule and keeping uniform values once per wave.
//! Kernels the backend cannot compile yet are listed, not failed; what it compiles must agree.

mod support {
    pub mod corpus;
}
use backend::schedule::Schedule;
use mir::interp::{run_kernel, run_kernel_waves, Arg as MirArg, Dispatch, WaveOptions};
use mir::uniformity::{Options, UniformityInfo};
use runtime::Device;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use support::corpus::{self, Case, Input};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// MIR text round-trips (parse ∘ print is the identity) and the parsed MIR verifies.
fn assert_round_trips(module: &mir::Module, what: &str) {
    let text = mir::text::print_module(module);
    let parsed = mir::text::parse_module(&text).unwrap_or_else(|e| panic!("{what}: printed MIR does not parse: {e}"));
    assert_eq!(
        mir::text::print_module(&parsed),
        text,
        "{what}: MIR text does not round-trip"
    );
    mir::verify::verify_module(&parsed).unwrap_or_else(|e| panic!("{what}: {e}"));
}

/// Whether a backend error says "not implemented yet" rather than "wrong".
fn unsupported(e: &str) -> bool {
    e.contains("cannot generate code")
        || e.contains("not supported yet")
        || e.contains("register allocation is not done yet")
}

/// Runs the case's kernel in the MIR interpreter; returns its buffers.
fn interpret(case: &Case, module: &mir::Module, inputs: &[Option<Vec<u8>>]) -> Result<Vec<Vec<u8>>, String> {
    let mut args: Vec<MirArg> = case
        .args
        .iter()
        .zip(inputs)
        .map(|(a, bytes)| match a {
            Input::Buffer { .. } => MirArg::Buffer(bytes.clone().expect("buffers have inputs")),
            Input::I32(v) => MirArg::Bytes(v.to_le_bytes().to_vec()),
            Input::F32(v) => MirArg::Bytes(v.to_le_bytes().to_vec()),
        })
        .collect();
    let dispatch = Dispatch {
        grid: case.grid,
        block: case.block,
    };
    let kernel = case.kernel();
    if case.waves {
        let f = module
            .function(kernel)
            .ok_or_else(|| format!("no kernel {kernel} in the MIR"))?;
        let ui = UniformityInfo::compute(f, &Options::default());
        let schedule = Schedule::compute(f);
        let options = WaveOptions {
            wave_size: 64,
            policy: &schedule,
            uniform_at: &|v, b| !ui.is_divergent_at(f, v, b),
            uniform: &|v| ui.is_uniform(v),
        };
        run_kernel_waves(module, kernel, &dispatch, &mut args, 100_000_000, &options)
    } else {
        run_kernel(module, kernel, &dispatch, &mut args, 100_000_000)
    }
    .map_err(|e| e.to_string())?;
    Ok(args
        .into_iter()
        .filter_map(|a| match a {
            MirArg::Buffer(b) => Some(b),
            MirArg::Bytes(_) => None,
        })
        .collect())
}

/// Adds a failure for each buffer of `got` that differs from llc's.
fn compare(case: &Case, what: &str, llc_out: &[Vec<u8>], got: &[Vec<u8>], failures: &mut Vec<String>) {
    for (k, ((l, g), elem)) in llc_out.iter().zip(got).zip(case.buffer_elems()).enumerate() {
        if let Err(e) = corpus::same(elem, l, g) {
            failures.push(format!("{} ({what}): buffer {k}: {e}", case.name));
        }
    }
}

#[test]
fn kcc_computes_what_llc_computes() {
    // regalloc2's checker verifies every register allocation.
    backend::set_verify(true);
    let root = root();
    let scratch = root.join("target").join("frontend-vs-llc");
    let cases = corpus::load(&root).unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    let mut unsupported_cases = Vec::new();
    let mut compiled = 0;
    let dev = Device::new();
    let mut variants: HashMap<String, (String, Vec<Vec<u8>>)> = HashMap::new();
    for case in &cases {
        let ll = case
            .ir(&root, &scratch)
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let obj = scratch.join(format!("{}.o", case.name));
        corpus::llc(&ll, &obj).unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let inputs = case.inputs();
        // llc's code on the emulator.
        let llc_object = std::fs::read(&obj).unwrap_or_else(|e| panic!("{}: {e}", obj.display()));
        let (llc_out, _) = case
            .run(&dev, &llc_object, &inputs)
            .unwrap_or_else(|e| panic!("{}: llc's code: {e}", case.name));
        // Another build of the same kernel on the same launch computes the same (with llc).
        let launch = format!("{} {:?} {:?} {:?}", case.kernel(), case.args, case.grid, case.block);
        match variants.get(&launch) {
            Some((first, out)) => compare(case, &format!("llc, against {first}"), out, &llc_out, &mut failures),
            None => {
                variants.insert(launch, (case.name.clone(), llc_out.clone()));
            }
        }
        // kcc's MIR in the interpreter.
        let lowered = frontend::lower_file(ll.to_str().unwrap(), &frontend::LowerOptions::compile())
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        assert_round_trips(&lowered.module, &case.name);
        // (The interpreter does not model calls that stay, to `noinline` functions: the
        // emulator runs those below.)
        let calls = lowered.module.function(case.kernel()).is_some_and(|f| {
            f.ops
                .iter()
                .any(|o| matches!(o.attr("call"), Some(mir::Attr::Word(w)) if w == "call"))
        });
        match (!calls).then(|| interpret(case, &lowered.module, &inputs)) {
            None => {}
            Some(Ok(out)) => compare(case, "interpreter", &llc_out, &out, &mut failures),
            Some(Err(e)) => failures.push(format!("{}: interpreter: {e}", case.name)),
        }
        // kcc's code objects on the emulator.
        for no_uniformity in [false, true] {
            let what = if no_uniformity { "kcc --no-uniformity" } else { "kcc" };
            let mut module = lowered.module.clone();
            let result = backend::compile_module(&mut module, no_uniformity);
            assert_round_trips(&module, &format!("{} after the MIR passes", case.name));
            let object = match result {
                Ok(o) => o,
                Err(e) if unsupported(&e) => {
                    if !no_uniformity {
                        unsupported_cases.push(format!("{}: {e}", case.name));
                    }
                    continue;
                }
                Err(e) => {
                    failures.push(format!("{} ({what}): {e}", case.name));
                    continue;
                }
            };
            compiled += 1;
            if !no_uniformity {
                if let Err(e) = check_with_llvm_tools(&module, &object, &scratch.join(format!("{}.kcc", case.name))) {
                    failures.push(format!("{} ({what}): {e}", case.name));
                }
            }
            match case.run(&dev, &object, &inputs) {
                Ok((out, _)) => compare(case, what, &llc_out, &out, &mut failures),
                Err(e) => failures.push(format!("{} ({what}): kcc's code: {e}", case.name)),
            }
        }
    }
    println!(
        "{} corpus cases; kcc compiled {compiled} kernel variants; not yet supported by the backend:\n  {}",
        cases.len(),
        unsupported_cases.join("\n  ")
    );
    assert!(
        failures.is_empty(),
        "{} kernels differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(compiled >= 2, "the backend compiled no corpus kernel");
}

/// Every kcc object satisfies LLVM's tools: llvm-readobj reads its notes and symbols,
/// llvm-objdump disassembles all of it, ld.lld links it, and kcc's `-S` output for the same
/// (already compiled) module assembles with llvm-mc to the same code bytes.
fn check_with_llvm_tools(module: &mir::Module, object: &[u8], stem: &Path) -> Result<(), String> {
    let bin = Path::new("/usr/lib/llvm-22/bin");
    let path = |ext: &str| stem.with_extension(ext);
    let run = |tool: &str, args: &[&str]| -> Result<String, String> {
        let out = std::process::Command::new(bin.join(tool))
            .args(args)
            .output()
            .map_err(|e| format!("{tool}: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "{tool} {args:?} failed: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let obj = path("o");
    std::fs::write(&obj, object).map_err(|e| e.to_string())?;
    let o = obj.to_str().unwrap();
    run("llvm-readobj", &["--notes", "--symbols", o])?;
    let disassembly = run("llvm-objdump", &["-d", "--mcpu=gfx900", o])?;
    if disassembly.contains("<unknown>") {
        return Err("llvm-objdump finds undecodable words".into());
    }
    run("ld.lld", &["-shared", o, "-o", path("so").to_str().unwrap()])?;
    let asm = backend::codegen::write_assembly(module, &mut backend::codegen::Passes::default())?;
    std::fs::write(path("s"), asm).map_err(|e| e.to_string())?;
    run(
        "llvm-mc",
        &[
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            path("s").to_str().unwrap(),
            "-o",
            path("mc.o").to_str().unwrap(),
        ],
    )?;
    let text = |p: PathBuf| -> Result<Vec<u8>, String> {
        let out = p.with_extension("text");
        run(
            "llvm-objcopy",
            &[
                "-O",
                "binary",
                "--only-section=.text",
                p.to_str().unwrap(),
                out.to_str().unwrap(),
            ],
        )?;
        std::fs::read(out).map_err(|e| e.to_string())
    };
    if text(obj)? != text(path("mc.o"))? {
        return Err("llvm-mc assembles kcc's -S output to different code bytes".into());
    }
    Ok(())
}
