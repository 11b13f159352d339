//! The pass manager: named passes run in order, the verifier after each, with llc-style
//! `--print-after`, `--stop-after` and `--run-pass`.
//!
//! Passes from other crates (the backend's) are registered in a [`Registry`] next to the
//! generic ones, so every stage can be printed, stopped after, or run alone on `.mir` input.

use crate::ir::{Function, Module, OpId};
use crate::verify::{verify_module, VerifyError};
use std::fmt;

/// A transformation of a whole module.
pub trait Pass {
    /// The name used by `--print-after`, `--stop-after` and `--run-pass`.
    fn name(&self) -> &'static str;
    /// One line for `--help`-style listings.
    fn description(&self) -> &'static str;
    fn run(&self, module: &mut Module) -> Result<(), PassError>;
}

/// A pass that transforms each function on its own and cannot fail.
pub struct FunctionPass {
    pub name: &'static str,
    pub description: &'static str,
    pub run: fn(&mut Function),
}

impl Pass for FunctionPass {
    fn name(&self) -> &'static str {
        self.name
    }
    fn description(&self) -> &'static str {
        self.description
    }
    fn run(&self, module: &mut Module) -> Result<(), PassError> {
        module.functions.iter_mut().for_each(self.run);
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PassError {
    /// A pass refused its input (for example an op the target cannot select).
    Failed {
        pass: String,
        message: String,
    },
    /// A pass left MIR the verifier rejects: a bug in that pass.
    Broken {
        pass: String,
        error: VerifyError,
    },
    UnknownPass(String),
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PassError::Failed { message, .. } => f.write_str(message),
            PassError::Broken { pass, error } => write!(f, "after pass '{pass}': {error}"),
            PassError::UnknownPass(name) => write!(f, "unknown pass '{name}'"),
        }
    }
}

impl std::error::Error for PassError {}

/// Every pass kcc knows, by name.
pub struct Registry {
    passes: Vec<Box<dyn Pass>>,
}

impl Registry {
    /// The target-independent passes.
    pub fn generic() -> Registry {
        Registry {
            passes: vec![
                Box::new(Verify),
                Box::new(DeadCodeElimination),
                Box::new(crate::cse::CommonSubexpressions),
                Box::new(crate::merge_blocks::MERGE_BLOCKS),
                Box::new(crate::convergence::SplitExtendedCycles),
            ],
        }
    }

    pub fn register(&mut self, pass: Box<dyn Pass>) {
        self.passes.push(pass);
    }

    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.passes.iter().map(|p| p.name())
    }

    fn index_of(&self, name: &str) -> Result<usize, PassError> {
        self.passes
            .iter()
            .position(|p| p.name() == name)
            .ok_or_else(|| PassError::UnknownPass(name.to_string()))
    }
}

/// What to print and where to stop while running a pipeline.
#[derive(Clone, Debug, Default)]
pub struct Instrumentation {
    pub print_after: Vec<String>,
    pub stop_after: Option<String>,
}

/// A sequence of passes drawn from a registry.
pub struct Pipeline<'r> {
    registry: &'r Registry,
    order: Vec<usize>,
}

/// How a pipeline run ended.
#[derive(Debug, PartialEq, Eq)]
pub enum Finish {
    Completed,
    /// `--stop-after` named a pass and the pipeline stopped there.
    Stopped,
}

impl<'r> Pipeline<'r> {
    /// The passes named, in that order (`--run-pass`).
    pub fn named(registry: &'r Registry, names: &[String]) -> Result<Pipeline<'r>, PassError> {
        let order = names.iter().map(|n| registry.index_of(n)).collect::<Result<_, _>>()?;
        Ok(Pipeline { registry, order })
    }

    /// Runs the passes, verifying after each when checking is on ([`crate::checking`]).
    /// `--print-after` dumps go to `dump` (stderr in
    /// the driver, as llc's do); names that are not passes of this pipeline are errors.
    pub fn run(
        &self,
        module: &mut Module,
        instr: &Instrumentation,
        dump: &mut dyn FnMut(&str),
    ) -> Result<Finish, PassError> {
        self.run_timed(module, instr, dump, &mut Vec::new())
    }

    /// [`Pipeline::run`], recording each pass's wall time in `timings` (for `--time-passes`),
    /// and that of the verifier after them as one more entry, `verify-after-each`, when
    /// checking is on.
    pub fn run_timed(
        &self,
        module: &mut Module,
        instr: &Instrumentation,
        dump: &mut dyn FnMut(&str),
        timings: &mut Vec<(&'static str, std::time::Duration)>,
    ) -> Result<Finish, PassError> {
        for name in instr.print_after.iter().chain(instr.stop_after.iter()) {
            let index = self.registry.index_of(name)?;
            if !self.order.contains(&index) {
                return Err(PassError::Failed {
                    pass: name.clone(),
                    message: format!("pass '{name}' is not part of this pipeline"),
                });
            }
        }
        let mut verifying = std::time::Duration::ZERO;
        let mut finish = Finish::Completed;
        for &i in &self.order {
            let pass = &self.registry.passes[i];
            let start = std::time::Instant::now();
            pass.run(module)?;
            timings.push((pass.name(), start.elapsed()));
            if crate::checking() {
                let start = std::time::Instant::now();
                verify_module(module).map_err(|error| PassError::Broken {
                    pass: pass.name().to_string(),
                    error,
                })?;
                verifying += start.elapsed();
            }
            if instr.print_after.iter().any(|n| n == pass.name()) {
                dump(&format!(
                    "# *** MIR Dump After {} ***\n{}",
                    pass.name(),
                    crate::text::print_module(module)
                ));
            }
            if instr.stop_after.as_deref() == Some(pass.name()) {
                finish = Finish::Stopped;
                break;
            }
        }
        if crate::checking() {
            timings.push(("verify-after-each", verifying));
        }
        Ok(finish)
    }
}

/// Runs the verifier (the pass manager also verifies after every pass when checking is on,
/// [`crate::checking`]; this names it so that a pipeline verifies its input and it can be run
/// alone on `.mir` input).
struct Verify;

impl Pass for Verify {
    fn name(&self) -> &'static str {
        "verify"
    }
    fn description(&self) -> &'static str {
        "check MIR invariants"
    }
    fn run(&self, module: &mut Module) -> Result<(), PassError> {
        verify_module(module).map_err(|error| PassError::Failed {
            pass: "verify".into(),
            message: error.to_string(),
        })
    }
}

/// Removes ops without side effects whose results are never used.
struct DeadCodeElimination;

impl Pass for DeadCodeElimination {
    fn name(&self) -> &'static str {
        "dce"
    }
    fn description(&self) -> &'static str {
        "remove unused side-effect-free ops"
    }
    fn run(&self, module: &mut Module) -> Result<(), PassError> {
        module.functions.iter_mut().for_each(eliminate_dead_ops);
        Ok(())
    }
}

/// `dce` on one function: unused side-effect-free ops, and unused plain loads (neither
/// volatile nor atomic, as LLVM removes them; buffer loads stay, their cache policy may ask
/// for the access itself). A worklist from the unused ops back through their operands'
/// definitions: each op is looked at once per use it loses.
pub fn eliminate_dead_ops(f: &mut Function) {
    let mut uses = vec![0u32; f.values.len()];
    for (_, v) in f.uses() {
        uses[v.index()] += 1;
    }
    let removable = |f: &Function, op: OpId, uses: &[u32]| {
        let data = f.op(op);
        !data.opcode.has_side_effects()
            && !data.opcode.is_convergent()
            && !matches!(
                data.opcode,
                crate::Opcode::BufferLoad | crate::Opcode::BufferLoadFormat | crate::Opcode::Alloca
            )
            && (data.opcode != crate::Opcode::Load
                || (data.attr("volatile").is_none() && data.attr("ordering").is_none()))
            && data.results.iter().all(|r| uses[r.index()] == 0)
    };
    let mut dead = vec![false; f.ops.len()];
    let mut work: Vec<OpId> = f.blocks.iter().flat_map(|b| b.ops.iter().copied()).collect();
    while let Some(op) = work.pop() {
        if dead[op.index()] || !removable(f, op, &uses) {
            continue;
        }
        dead[op.index()] = true;
        for &v in &f.op(op).operands {
            uses[v.index()] -= 1;
            if uses[v.index()] == 0 {
                work.extend(f.def_op(v));
            }
        }
    }
    for b in &mut f.blocks {
        b.ops.retain(|op| !dead[op.index()]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{parse_module, print_module};

    const INPUT: &str = "module {code_object_version = 5}\nkernel @k {\nbb0(%0:_(p1)):\n  %1:_(s32) = const {value = 1}\n  %2:_(s32) = add %1, %1\n  %3:_(s32) = add %2, %1\n  store %1, %0 {align = 4}\n  ret\n}\n";

    #[test]
    fn dce_removes_unused_chains_but_keeps_stores() {
        let registry = Registry::generic();
        let mut m = parse_module(INPUT).unwrap();
        Pipeline::named(&registry, &["dce".into()])
            .unwrap()
            .run(&mut m, &Instrumentation::default(), &mut |_| {})
            .unwrap();
        let text = print_module(&m);
        assert!(!text.contains("add"), "{text}");
        assert!(text.contains("store %1, %0"), "{text}");
    }

    #[test]
    fn print_after_and_stop_after() {
        let registry = Registry::generic();
        let mut m = parse_module(INPUT).unwrap();
        let pipeline = Pipeline::named(&registry, &["verify".into(), "dce".into()]).unwrap();
        let mut dumps = Vec::new();
        let instr = Instrumentation {
            print_after: vec!["verify".into()],
            stop_after: Some("verify".into()),
        };
        let finish = pipeline
            .run(&mut m, &instr, &mut |t| dumps.push(t.to_string()))
            .unwrap();
        assert_eq!(finish, Finish::Stopped);
        assert_eq!(dumps.len(), 1);
        assert!(dumps[0].starts_with("# *** MIR Dump After verify ***\n"));
        assert!(print_module(&m).contains("add"), "dce must not have run");
    }

    #[test]
    fn unknown_pass_names_are_errors() {
        let registry = Registry::generic();
        assert_eq!(
            Pipeline::named(&registry, &["nope".into()]).err(),
            Some(PassError::UnknownPass("nope".into()))
        );
    }
}
