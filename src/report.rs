//! `kcc --report`: per kernel, which values uniformity made divergent (VGPRs) and why, which
//! branches were linearized, and what uniformity saves against `--no-uniformity`.
//!
//! The explanation comes from the analysis-mode lowering (one MIR block per IR block, the IR's
//! names, calls kept as LLVM's analysis sees them); the register numbers from compiling the
//! kernels both ways in-process, as `kcc` and `kcc --no-uniformity` do.

use clap::ValueEnum;
use mir::uniformity::report::{self as explain, Chain, FunctionReport, Step};
use mir::{FunctionKind, SrcLoc};
use serde_json::{json, Value as Json};

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For people: one line per divergent value and per branch, then a register table.
    Text,
    /// The same as one JSON document.
    Json,
}

/// What one compile of a kernel cost.
struct Cost {
    sgprs: u32,
    vgprs: u32,
    instructions: u32,
    scalar_branches: u32,
    linearized_branches: u32,
}

struct Kernel {
    report: FunctionReport,
    /// With uniformity and with `--no-uniformity`, or why kcc could not compile the file.
    costs: Result<(Cost, Cost), String>,
}

/// Builds the report of `input` (a `.ll`/`.bc` path or `-`); `passes` is the compile pipeline.
pub fn run(input: &str, format: Format, passes: &[&str]) -> Result<String, String> {
    let read = frontend::read::read_input(input).map_err(|e| e.to_string())?;
    let lowered = frontend::lower_bytes(&read.name, &read.bytes, &frontend::LowerOptions::analysis())
        .map_err(|e| e.to_string())?;
    let with = compile(&read, passes, false);
    let without = compile(&read, passes, true);
    let mut kernels = Vec::new();
    for (func, map) in lowered.module.functions.iter().zip(&lowered.maps) {
        if func.kind != FunctionKind::Kernel {
            continue;
        }
        let info = mir::uniformity::UniformityInfo::compute(func, &mir::uniformity::Options::default());
        let report = explain::explain(func, map, &info);
        let cost = |r: &Result<Vec<backend::codegen::stats::KernelStats>, String>| -> Result<Cost, String> {
            let stats = r.as_ref().map_err(|e| e.clone())?;
            let s = stats
                .iter()
                .find(|s| s.name == func.name)
                .ok_or_else(|| format!("no code for kernel '{}'", func.name))?;
            Ok(Cost {
                sgprs: s.sgprs,
                vgprs: s.vgprs,
                instructions: s.instructions,
                scalar_branches: s.scalar_branches,
                linearized_branches: s.linearized_branches,
            })
        };
        let costs = cost(&with).and_then(|a| Ok((a, cost(&without)?)));
        kernels.push(Kernel { report, costs });
    }
    // Locations: file 0 is the input itself (its `.ll` lines), n >= 1 a DILocation's file.
    let files = &lowered.module.files;
    let loc = |l: SrcLoc| -> String {
        let file = match l.file.checked_sub(1).and_then(|i| files.get(i as usize)) {
            Some(f) => f.name.as_str(),
            None => read.name.as_str(),
        };
        format!("{file}:{}", l.line)
    };
    Ok(match format {
        Format::Text => text(&kernels, &loc),
        Format::Json => json_report(&read.name, &kernels, &loc),
    })
}

/// Compiles the whole input as `kcc` does; the per-kernel statistics.
fn compile(
    read: &frontend::read::Input,
    passes: &[&str],
    no_uniformity: bool,
) -> Result<Vec<backend::codegen::stats::KernelStats>, String> {
    let lowered = frontend::lower_bytes(&read.name, &read.bytes, &frontend::LowerOptions::compile())
        .map_err(|e| e.to_string())?;
    let mut module = lowered.module;
    let mut registry = mir::pass::Registry::generic();
    backend::register_passes(&mut registry, no_uniformity);
    let names: Vec<String> = passes.iter().map(|s| s.to_string()).collect();
    mir::pass::Pipeline::named(&registry, &names)
        .and_then(|p| p.run(&mut module, &mir::pass::Instrumentation::default(), &mut |_| {}))
        .map_err(|e| crate::pass_error(&read.name, &module, e))?;
    let (_, stats) =
        backend::codegen::write_object_with_stats(&module, None, &mut backend::codegen::Passes::default())?;
    Ok(stats)
}

fn text(kernels: &[Kernel], loc: &dyn Fn(SrcLoc) -> String) -> String {
    if kernels.is_empty() {
        return "no kernels\n".into();
    }
    let mut out = String::new();
    for (i, k) in kernels.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out += &explain::format_text(&k.report, loc);
        match &k.costs {
            Ok((with, without)) => {
                out += "  registers and static instructions: with uniformity, with --no-uniformity\n";
                let rows = [
                    ("SGPRs", with.sgprs, without.sgprs),
                    ("VGPRs", with.vgprs, without.vgprs),
                    ("instructions", with.instructions, without.instructions),
                    ("scalar branches", with.scalar_branches, without.scalar_branches),
                    (
                        "linearized branches",
                        with.linearized_branches,
                        without.linearized_branches,
                    ),
                ];
                for (name, a, b) in rows {
                    out += &format!("    {name:<20} {a:>6} {b:>6}\n");
                }
            }
            Err(e) => out += &format!("  not compiled: {e}\n"),
        }
    }
    out
}

fn step_json(s: &Step, loc: &dyn Fn(SrcLoc) -> String) -> Json {
    let mut o = serde_json::Map::new();
    o.insert("kind".into(), json!(s.kind.as_str()));
    let mut put = |k: &str, v: Option<String>| {
        if let Some(v) = v {
            o.insert(k.into(), json!(v));
        }
    };
    put("value", s.value.clone());
    put("loc", s.loc.map(loc));
    put("branch", s.branch.clone());
    put("branch_loc", s.branch_loc.map(loc));
    put("cycle", s.cycle.clone());
    put("source", s.source.clone());
    put("text", s.text.clone());
    Json::Object(o)
}

/// A chain: `steps` from the value back towards its source, `elided` when cut short, and
/// `source` (the last step, always present).
fn chain_json(c: &Chain, loc: &dyn Fn(SrcLoc) -> String) -> Json {
    json!({
        "steps": c.steps.iter().map(|s| step_json(s, loc)).collect::<Vec<_>>(),
        "elided": c.elided,
        "source": c.source.as_ref().map(|s| step_json(s, loc)),
    })
}

fn cost_json(c: &Cost) -> Json {
    json!({
        "sgprs": c.sgprs, "vgprs": c.vgprs, "instructions": c.instructions,
        "scalar_branches": c.scalar_branches, "linearized_branches": c.linearized_branches,
    })
}

fn json_report(file: &str, kernels: &[Kernel], loc: &dyn Fn(SrcLoc) -> String) -> String {
    let ks: Vec<Json> = kernels
        .iter()
        .map(|k| {
            let r = &k.report;
            let values: Vec<Json> = r
                .divergent
                .iter()
                .map(|v| json!({"value": v.name, "loc": v.loc.map(loc), "chain": chain_json(&v.chain, loc)}))
                .collect();
            let branches: Vec<Json> = r
                .branches
                .iter()
                .map(|b| {
                    json!({
                        "block": b.block, "loc": b.loc.map(loc), "text": b.text,
                        "divergent": b.chain.is_some(),
                        "chain": b.chain.as_ref().map(|c| chain_json(c, loc)),
                    })
                })
                .collect();
            let mut o = json!({
                "kernel": r.name,
                "values": r.values,
                "divergent_values": values,
                "branches": branches,
                "divergent_exit_cycles": r.divergent_exit_cycles,
                "assumed_divergent_cycles": r.assumed_divergent_cycles,
            });
            match &k.costs {
                Ok((with, without)) => {
                    o["uniformity"] = cost_json(with);
                    o["no_uniformity"] = cost_json(without);
                }
                Err(e) => o["compile_error"] = json!(e),
            }
            o
        })
        .collect();
    serde_json::to_string_pretty(&json!({"file": file, "kernels": ks})).expect("plain values serialize") + "\n"
}
