//! `kcc --report`: which values are divergent and why, as chains of [`Cause`]s from each value
//! back to a source of divergence, in the IR's own names (`%x`, blocks as `%entry`).
//!
//! Chains are read from the analysis's parent pointers (one [`Cause`] per value and per
//! branch), so explaining a kernel costs one walk of a few steps per value; the source at the
//! end of a long chain is found through a memo, never by walking the chain again.

use super::{Cause, UniformityInfo};
use crate::cycles::block_label;
use crate::ir::{Attr, Block, Function, OpId, SrcLoc, Value};
use crate::opcode::Opcode;
use crate::source::IrFunctionMap;
use crate::types::Type;

/// Steps shown before a chain is cut short (its source is always shown).
pub const MAX_STEPS: usize = 8;

/// One function's explanation.
#[derive(Clone, Debug, Default)]
pub struct FunctionReport {
    pub name: String,
    /// IR values (arguments and instruction results) and how many of them are divergent.
    pub values: usize,
    pub divergent: Vec<DivergentValue>,
    /// Conditional branches and switches, in IR order.
    pub branches: Vec<Branch>,
    /// Cycles (LLVM's format: `depth=1: entries(%h) %b`) with a divergent exit, and irreducible
    /// cycles assumed divergent.
    pub divergent_exit_cycles: Vec<String>,
    pub assumed_divergent_cycles: Vec<String>,
}

/// A divergent IR value and the chain of causes from it back to a source of divergence.
#[derive(Clone, Debug)]
pub struct DivergentValue {
    pub name: String,
    pub loc: Option<SrcLoc>,
    pub chain: Chain,
}

/// A conditional branch: divergent ones are linearized with exec masks, uniform ones stay
/// scalar branches.
#[derive(Clone, Debug)]
pub struct Branch {
    /// The block it ends (`%entry`).
    pub block: String,
    /// The terminator as LLVM prints it.
    pub text: String,
    pub loc: Option<SrcLoc>,
    /// Why it is divergent (None: uniform).
    pub chain: Option<Chain>,
}

/// Steps from a value (not included) back to its source (the last step).
#[derive(Clone, Debug, Default)]
pub struct Chain {
    pub steps: Vec<Step>,
    /// Steps between `steps` and `source` left out (only for long chains).
    pub elided: bool,
    pub source: Option<Step>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Data dependence: computed from (or passed) the divergent `value`.
    Operand,
    /// Sync dependence: a phi at a join of the paths from the divergent `branch`.
    Join,
    /// Temporal divergence: uses `value`, defined inside `cycle`, after the cycle's divergent
    /// exit at `branch`.
    CycleExit,
    /// Defined in the irreducible `cycle` assumed divergent because of `branch`.
    AssumedCycle,
    /// `value` is a source of divergence (`source` says what kind).
    Source,
    /// `value` is a function argument not passed in SGPRs.
    Argument,
    /// `--no-uniformity`.
    NoUniformity,
}

impl StepKind {
    pub fn as_str(self) -> &'static str {
        match self {
            StepKind::Operand => "operand",
            StepKind::Join => "join",
            StepKind::CycleExit => "cycle-exit",
            StepKind::AssumedCycle => "assumed-divergent-cycle",
            StepKind::Source => "source",
            StepKind::Argument => "argument",
            StepKind::NoUniformity => "no-uniformity",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Step {
    pub kind: StepKind,
    /// The value the step goes through (`%x`), if any.
    pub value: Option<String>,
    /// Where that value is defined, or for joins and assumed cycles where the branch is.
    pub loc: Option<SrcLoc>,
    /// The divergent branch's block (joins, cycle exits, assumed cycles).
    pub branch: Option<String>,
    pub branch_loc: Option<SrcLoc>,
    /// The cycle's header (cycle exits, assumed cycles).
    pub cycle: Option<String>,
    /// For sources: what kind (`work-item id`, `atomic`, ...) and the instruction's text.
    pub source: Option<String>,
    pub text: Option<String>,
}

impl Step {
    fn new(kind: StepKind) -> Step {
        Step {
            kind,
            value: None,
            loc: None,
            branch: None,
            branch_loc: None,
            cycle: None,
            source: None,
            text: None,
        }
    }
}

/// What the chain walk stands on: a value or a block's terminator.
#[derive(Clone, Copy, PartialEq, Eq)]
enum At {
    Value(Value),
    Branch(Block),
}

struct Names<'a> {
    func: &'a Function,
    map: &'a IrFunctionMap,
    info: &'a UniformityInfo,
    /// Per MIR value: index into `ir` (MIR values an instruction needs before its result
    /// belong to that instruction).
    of_value: Vec<Option<usize>>,
    /// IR values: name, location, text.
    ir: Vec<(String, Option<SrcLoc>, String)>,
    /// Memo of the source at the end of each value's / branch's chain.
    root: Vec<Option<Option<Step>>>,
}

/// An instruction's text without its metadata attachments (`, !dbg !12`).
fn without_metadata(text: &str) -> String {
    let t = text.trim();
    t.find(", !").map_or(t, |i| &t[..i]).to_string()
}

/// The name an IR value's text gives it: `%x = add ...` and `i32 noundef %x` give `%x`.
fn ir_name(text: &str, argument: bool) -> Option<String> {
    let t = text.trim();
    if argument {
        return t.rsplit(' ').next().filter(|n| n.starts_with('%')).map(str::to_string);
    }
    let (lhs, _) = t.split_once(" = ")?;
    lhs.starts_with('%').then(|| lhs.to_string())
}

impl<'a> Names<'a> {
    fn new(func: &'a Function, map: &'a IrFunctionMap, info: &'a UniformityInfo) -> Names<'a> {
        let mut n = Names {
            func,
            map,
            info,
            of_value: vec![None; func.values.len()],
            ir: Vec::new(),
            root: vec![None; func.values.len() + func.blocks.len()],
        };
        for a in &map.args {
            if let Some(name) = ir_name(&a.text, true) {
                n.add(name, a.loc, without_metadata(&a.text), &a.values);
            }
        }
        for b in &map.blocks {
            for d in &b.defs {
                if let Some(name) = ir_name(&d.text, false) {
                    n.add(name, d.loc, without_metadata(&d.text), &d.values);
                }
            }
        }
        // Ops emitted for an instruction before its result's op belong to it.
        for b in func.block_ids() {
            let mut pending: Vec<Value> = Vec::new();
            for &op in &func.block(b).ops {
                let results = &func.op(op).results;
                match results.iter().find_map(|r| n.of_value[r.index()]) {
                    Some(i) => {
                        for v in pending.drain(..).chain(results.iter().copied()) {
                            n.of_value[v.index()].get_or_insert(i);
                        }
                    }
                    None => pending.extend(results.iter().copied()),
                }
            }
        }
        n
    }

    fn add(&mut self, name: String, loc: Option<SrcLoc>, text: String, values: &[Value]) {
        let i = self.ir.len();
        self.ir.push((name, loc, text));
        for v in values {
            self.of_value[v.index()] = Some(i);
        }
    }

    fn name(&self, v: Value) -> String {
        match self.of_value[v.index()] {
            Some(i) => self.ir[i].0.clone(),
            None => format!("<mir {v}>"),
        }
    }

    fn loc(&self, v: Value) -> Option<SrcLoc> {
        match self.of_value[v.index()] {
            Some(i) => self.ir[i].1,
            None => self.func.def_op(v).and_then(|o| self.func.op(o).loc),
        }
    }

    fn block(&self, b: Block) -> String {
        format!("%{}", block_label(self.func, self.map, b))
    }

    fn branch_loc(&self, b: Block) -> Option<SrcLoc> {
        self.map
            .blocks
            .get(b.index())
            .and_then(|ir| ir.terminator_loc)
            .or_else(|| self.func.terminator(b).and_then(|t| self.func.op(t).loc))
    }

    fn cycle(&self, c: crate::cycles::CycleId) -> String {
        self.block(self.info.cycles().cycle(c).header())
    }

    fn cause(&self, at: At) -> Option<Cause> {
        match at {
            At::Value(v) => self.info.cause(v),
            At::Branch(b) => self.info.branch_cause(b),
        }
    }

    fn index(&self, at: At) -> usize {
        match at {
            At::Value(v) => v.index(),
            At::Branch(b) => self.func.values.len() + b.index(),
        }
    }

    /// The step `cause` (the cause of `at`) adds to a chain, and where the chain goes next.
    fn step(&self, at: At, cause: Cause) -> (Option<Step>, Option<At>) {
        let value_step = |kind: StepKind, v: Value| Step {
            value: Some(self.name(v)),
            loc: self.loc(v),
            ..Step::new(kind)
        };
        let branch_step = |kind: StepKind, b: Block| Step {
            branch: Some(self.block(b)),
            branch_loc: self.branch_loc(b),
            ..Step::new(kind)
        };
        match (cause, at) {
            (Cause::Operand(v), _) => (Some(value_step(StepKind::Operand, v)), Some(At::Value(v))),
            (Cause::Join(b), _) => (Some(branch_step(StepKind::Join, b)), Some(At::Branch(b))),
            (Cause::Temporal { value, cycle, branch }, _) => {
                let mut s = branch_step(StepKind::CycleExit, branch);
                s.value = Some(self.name(value));
                s.loc = self.loc(value);
                s.cycle = Some(self.cycle(cycle));
                (Some(s), Some(At::Branch(branch)))
            }
            (Cause::AssumedCycle { cycle, branch }, _) => {
                let mut s = branch_step(StepKind::AssumedCycle, branch);
                s.cycle = Some(self.cycle(cycle));
                (Some(s), Some(At::Branch(branch)))
            }
            (Cause::Source, At::Value(v)) => {
                let mut s = value_step(StepKind::Source, v);
                s.source = Some(
                    self.func
                        .def_op(v)
                        .map_or("source of divergence".into(), |o| source_kind(self.func, o)),
                );
                s.text = self.of_value[v.index()].map(|i| self.ir[i].2.clone());
                (Some(s), None)
            }
            (Cause::Argument, At::Value(v)) => (Some(value_step(StepKind::Argument, v)), None),
            (Cause::AssumedAll, At::Value(v)) => (Some(value_step(StepKind::NoUniformity, v)), None),
            (Cause::AssumedAll, At::Branch(b)) => (Some(branch_step(StepKind::NoUniformity, b)), None),
            (Cause::Source | Cause::Argument, At::Branch(_)) => (None, None),
        }
    }

    /// The last step of the chain from `at` (memoized: each value's root is found once).
    fn root(&mut self, at: At) -> Option<Step> {
        let mut path: Vec<At> = Vec::new();
        let mut cur = at;
        let found = loop {
            if let Some(r) = &self.root[self.index(cur)] {
                break r.clone();
            }
            let Some(cause) = self.cause(cur) else { break None };
            path.push(cur);
            match self.step(cur, cause) {
                (s, None) => break s,
                (_, Some(next)) if path.len() <= self.root.len() => cur = next,
                _ => break None, // a cycle of causes cannot happen; stop rather than hang
            }
        };
        for p in path {
            let i = self.index(p);
            self.root[i] = Some(found.clone());
        }
        found
    }

    /// The chain from `at` back to its source. Steps through MIR values of the instruction
    /// just shown are skipped (an IR instruction may be several MIR ops).
    fn chain(&mut self, at: At) -> Chain {
        let mut chain = Chain::default();
        let mut last_name = match at {
            At::Value(v) => Some(self.name(v)),
            At::Branch(_) => None,
        };
        let mut cur = at;
        for _ in 0..self.root.len() {
            let Some(cause) = self.cause(cur) else { break };
            let (step, next) = self.step(cur, cause);
            let Some(next) = next else {
                // The source is the value the last step went through: show it once.
                if chain
                    .steps
                    .last()
                    .is_some_and(|l| step.as_ref().is_some_and(|s| s.value == l.value))
                {
                    chain.steps.pop();
                }
                chain.source = step;
                return chain;
            };
            if let Some(s) = step {
                let repeat = s.kind == StepKind::Operand && s.value == last_name;
                if !repeat {
                    if chain.steps.len() == MAX_STEPS {
                        // Cut short, unless this step is the source itself.
                        chain.source = self.root(cur);
                        chain.elided = chain.source.as_ref().is_none_or(|r| r.value != s.value);
                        return chain;
                    }
                    last_name = s.value.clone();
                    chain.steps.push(s);
                }
            }
            cur = next;
        }
        chain
    }
}

/// What kind of source of divergence the op is (`work-item id`, `call to @f`, ...).
pub fn source_kind(func: &Function, op: OpId) -> String {
    let data = func.op(op);
    let callee = match data.attr("callee") {
        Some(Attr::Str(s)) | Some(Attr::Word(s)) => s.as_str(),
        _ => "",
    };
    let kind = match data.opcode {
        Opcode::WorkitemId(_) => "work-item id",
        Opcode::AtomicRmw(_) | Opcode::CmpXchg => "atomic",
        Opcode::Load => "load from flat or private memory",
        Opcode::MbcntLo | Opcode::MbcntHi => "lane id (mbcnt)",
        Opcode::WriteLane => "writelane",
        Opcode::DsBpermute | Opcode::DsPermute | Opcode::DsSwizzle => "cross-lane op",
        Opcode::Opaque if callee.starts_with("llvm.amdgcn.workitem.id") => "work-item id",
        Opcode::Opaque if callee == "asm" => "inline asm with a VGPR output",
        Opcode::Opaque if callee == "atomicrmw" || callee == "cmpxchg" => "atomic",
        Opcode::Opaque if callee == "load" => "load from flat or private memory",
        Opcode::Opaque if callee.starts_with("llvm.") => "intrinsic that is a source of divergence",
        Opcode::Opaque if !callee.is_empty() => return format!("call to @{callee}"),
        _ => "source of divergence",
    };
    kind.to_string()
}

/// Explains `func`'s uniformity (`map` is the frontend's map back to its IR, from analysis-mode
/// lowering).
pub fn explain(func: &Function, map: &IrFunctionMap, info: &UniformityInfo) -> FunctionReport {
    let mut names = Names::new(func, map, info);
    let mut report = FunctionReport {
        name: func.name.clone(),
        values: names.ir.len(),
        ..Default::default()
    };
    // Each IR value once, in IR order, divergent if any of its MIR values is.
    let mut firsts: Vec<Option<Value>> = vec![None; names.ir.len()];
    let irs: Vec<&[Value]> = map
        .args
        .iter()
        .filter(|a| ir_name(&a.text, true).is_some())
        .map(|a| a.values.as_slice())
        .chain(map.blocks.iter().flat_map(|b| {
            b.defs
                .iter()
                .filter(|d| ir_name(&d.text, false).is_some())
                .map(|d| d.values.as_slice())
        }))
        .collect();
    for (i, values) in irs.iter().enumerate() {
        // Tokens are no registers; their divergence is not a register choice.
        firsts[i] = values
            .iter()
            .copied()
            .find(|&v| info.is_divergent(v) && func.ty(v) != Type::Token);
    }
    for (i, first) in firsts.into_iter().enumerate() {
        let Some(v) = first else { continue };
        let chain = names.chain(At::Value(v));
        let (name, loc, _) = names.ir[i].clone();
        report.divergent.push(DivergentValue { name, loc, chain });
    }
    for (bi, ir) in map.blocks.iter().enumerate() {
        let Some((text, op)) = &ir.terminator else { continue };
        let data = func.op(*op);
        if data.successors.len() < 2 || data.operands.is_empty() {
            continue;
        }
        let b = Block(bi as u32);
        let chain = info.has_divergent_terminator(b).then(|| names.chain(At::Branch(b)));
        report.branches.push(Branch {
            block: names.block(b),
            text: without_metadata(text),
            loc: names.branch_loc(b),
            chain,
        });
    }
    let cycle = |c| info.cycles().format_cycle(c, &|b| names.block(b));
    report.divergent_exit_cycles = info.divergent_exit_cycles().iter().map(|&c| cycle(c)).collect();
    report.assumed_divergent_cycles = info.assumed_divergent_cycles().iter().map(|&c| cycle(c)).collect();
    report
}

/// The chain of `of` (a value's name; None for a branch) as text:
/// ` <- %b (k.ll:4) <- %tid (k.ll:3): work-item id`, or ` source: work-item id` for a source.
pub fn format_chain(chain: &Chain, of: Option<&str>, loc: &dyn Fn(SrcLoc) -> String) -> String {
    let at = |l: Option<SrcLoc>| l.map(|l| format!(" ({})", loc(l))).unwrap_or_default();
    let mut out = String::new();
    let step_text = |s: &Step| -> String {
        let value = s.value.clone().unwrap_or_default();
        let branch = s.branch.clone().unwrap_or_default();
        match s.kind {
            StepKind::Operand => format!("{value}{}", at(s.loc)),
            StepKind::Join => format!("join of the divergent branch in {branch}{}", at(s.branch_loc)),
            StepKind::CycleExit => format!(
                "{value}{} used after a divergent exit of cycle {} at the branch in {branch}{}",
                at(s.loc),
                s.cycle.clone().unwrap_or_default(),
                at(s.branch_loc)
            ),
            StepKind::AssumedCycle => format!(
                "irreducible cycle {} assumed divergent by the branch in {branch}{}",
                s.cycle.clone().unwrap_or_default(),
                at(s.branch_loc)
            ),
            StepKind::Source => format!("{value}{}: {}", at(s.loc), s.source.as_deref().unwrap_or("source")),
            StepKind::Argument => format!("{value}: argument not passed in SGPRs"),
            StepKind::NoUniformity => "--no-uniformity".to_string(),
        }
    };
    for s in &chain.steps {
        out += " <- ";
        out += &step_text(s);
    }
    if chain.elided {
        out += " <- ...";
    }
    if let Some(s) = &chain.source {
        // A source's own chain is just the source: say what it is.
        if chain.steps.is_empty() && s.kind == StepKind::Source && s.value.as_deref() == of {
            out += &format!(" source: {}", s.source.as_deref().unwrap_or("source of divergence"));
        } else {
            out += " <- ";
            out += &step_text(s);
        }
    }
    out
}

/// The report as text, `loc` naming source locations (`file:line`).
pub fn format_text(report: &FunctionReport, loc: &dyn Fn(SrcLoc) -> String) -> String {
    let at = |l: Option<SrcLoc>| l.map(|l| format!(" ({})", loc(l))).unwrap_or_default();
    let mut out = format!("kernel {}\n", report.name);
    out += &format!(
        "  divergent values (VGPRs): {} of {}\n",
        report.divergent.len(),
        report.values
    );
    for v in &report.divergent {
        out += &format!(
            "    {}{}{}\n",
            v.name,
            at(v.loc),
            format_chain(&v.chain, Some(&v.name), loc)
        );
    }
    let divergent = report.branches.iter().filter(|b| b.chain.is_some()).count();
    out += &format!(
        "  branches: {} divergent (linearized with exec masks), {} uniform (scalar branches)\n",
        divergent,
        report.branches.len() - divergent
    );
    for b in &report.branches {
        match &b.chain {
            Some(chain) => {
                out += &format!(
                    "    divergent {}{}: {}{}\n",
                    b.block,
                    at(b.loc),
                    b.text,
                    format_chain(chain, None, loc)
                )
            }
            None => out += &format!("    uniform   {}{}: {}\n", b.block, at(b.loc), b.text),
        }
    }
    for c in &report.divergent_exit_cycles {
        out += &format!("  cycle with a divergent exit: {c}\n");
    }
    for c in &report.assumed_divergent_cycles {
        out += &format!("  irreducible cycle assumed divergent: {c}\n");
    }
    out
}
