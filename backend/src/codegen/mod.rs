//! The code generator: legalized, bank-assigned MIR to a gfx900 code object.
//!
//! - Registers: [`regalloc`] lays the function out in *bundles* (one per op, argument load,
//!   terminator, edge copy, slot stub) and allocates both register files with regalloc2;
//!   [`assign`] keeps the registers outside allocation (kernel inputs).
//! - Instructions: [`select`] expands each op for the bank of its values. [`isel`] runs it once
//!   per op before allocation, on virtual registers: the selected code tells the allocator
//!   which scratch registers it needs and whether its results may share a register with its
//!   operands, and after allocation it is lowered onto each bundle's registers, between the
//!   allocator's moves.
//! - Control flow follows the wave schedule ([`crate::schedule`]): every slot has a lane mask
//!   (an allocated SGPR pair). At the end of a block the active lanes are added to the masks of
//!   the slots their branch leads to (a divergent branch splits exec by its condition's lane
//!   mask; a uniform branch is a scalar branch), block arguments are copied under exactly the
//!   lanes that take each edge, and the block's dispatch runs the lowest slot with waiting
//!   lanes (testing only the slots that can have any, see `Schedule::next_slots`): exec := its
//!   mask, mask := 0. When no lane waits anywhere the wave ends.
//! - Private memory (allocas, then spilled VGPRs) is set up only when the kernel needs it.
//!
//! What cannot be selected yet is reported as an error naming the op.

pub mod assign;
pub mod call;
pub mod cfgs;
pub mod isel;
pub mod lines;
pub mod passes;
pub mod regalloc;
pub mod select;
pub mod show_allocation;
pub mod stats;

use crate::codeobj::{
    self, metadata, AddressSpace, Binding, CodeObjectVersion, CodeReloc, DataSection, GlobalData, HiddenArgUse,
    KernelArg, KernelCode, KernelDescriptorInfo, KernelMetadata, UserSgprs, ValueKind, Visibility,
};
use crate::mc::{MBlock, MInst, MachineFunction};
use crate::schedule::{Schedule, Slot};
use assign::{dwords, Loc};
use cfgs::{Cfgs, Exit, Next};
use gfx9_isa::{op, Inst, Operand};
use mir::*;
pub use passes::{MachinePass, Passes, MACHINE_PASSES};
use regalloc::{Extra, File, Kind, Move, Place, Registers, Reserved};
use select::{copy_value, sop1, sop2, sopc, Ctx, Out, Temps};
use std::collections::{BTreeSet, HashMap};

/// A kernel compiled to machine code, with what its descriptor and metadata need.
pub struct CompiledKernel {
    pub code: MachineFunction,
    pub descriptor: KernelDescriptorInfo,
    pub metadata: KernelMetadata,
    pub stats: stats::KernelStats,
    /// A function calls stay to (no descriptor or metadata): its frame's bytes per lane.
    pub callee_frame: Option<u32>,
    /// The functions it calls.
    pub callees: Vec<String>,
}

/// A kernel kcc cannot compile: why, and at which op's source location when one is known.
#[derive(Debug)]
pub struct KernelError {
    pub at: Option<SrcLoc>,
    pub message: String,
}

impl From<String> for KernelError {
    fn from(message: String) -> KernelError {
        KernelError { at: None, message }
    }
}

impl std::fmt::Display for KernelError {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        out.write_str(&self.message)
    }
}

/// Compiles every kernel through `passes` (none when they stop after a machine pass); an error
/// names its place (`FILE:LINE:COL`, else the input) first.
fn compile_all(module: &Module, passes: &mut Passes) -> Result<Vec<(String, CompiledKernel)>, String> {
    // Callees before their callers, so that calls know the registers their callees touch.
    // An error is reported for the first function in module order that has one.
    let mut known = call::KnownCallees::new();
    let mut compiled: Vec<Option<(String, CompiledKernel)>> = (0..module.functions.len()).map(|_| None).collect();
    let mut first_error: Option<(usize, String)> = None;
    for i in callees_first(module) {
        let f = &module.functions[i];
        let kernel = compile_kernel_with(f, &module.globals, &known, passes).map_err(|e| {
            // (Errors about the function as a whole are placed at its definition.)
            let place =
                e.at.or(f.loc)
                    .map_or_else(|| module.source_name().to_string(), |at| module.place(at));
            let what = if f.kind == FunctionKind::Kernel {
                "kernel"
            } else {
                "function"
            };
            format!("{place}: in {what} '{}', {}", f.name, e.message)
        });
        let kernel = match kernel {
            Ok(k) => k,
            Err(e) => {
                if first_error.as_ref().is_none_or(|&(j, _)| i < j) {
                    first_error = Some((i, e));
                }
                continue;
            }
        };
        if let Some(k) = kernel {
            if k.callee_frame.is_some() {
                let callee = call::KnownCallee::of(f, k.descriptor.next_free_vgpr, &known);
                known.insert(f.name.clone(), callee);
            }
            compiled[i] = Some((f.name.clone(), k));
        }
    }
    if let Some((_, e)) = first_error {
        return Err(e);
    }
    let mut compiled: Vec<(String, CompiledKernel)> = compiled.into_iter().flatten().collect();
    account_callee_stacks(&mut compiled);
    Ok(compiled)
}

/// The indices of `module`'s functions, each after the functions it calls (but in a cycle of
/// calls); otherwise in module order.
fn callees_first(module: &Module) -> Vec<usize> {
    let index: HashMap<&str, usize> = module
        .functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.as_str(), i))
        .collect();
    let mut seen = vec![false; module.functions.len()];
    let mut order = Vec::with_capacity(module.functions.len());
    for root in 0..module.functions.len() {
        // (An explicit stack: a function leaves it once every callee has been ordered.)
        let mut stack = vec![(root, false)];
        while let Some((i, callees_done)) = stack.pop() {
            if callees_done {
                order.push(i);
                continue;
            }
            if std::mem::replace(&mut seen[i], true) {
                continue;
            }
            stack.push((i, true));
            for c in call::callees(&module.functions[i]).iter().rev() {
                if let Some(&j) = index.get(c.as_str()) {
                    if !seen[j] {
                        stack.push((j, false));
                    }
                }
            }
        }
    }
    order
}

/// Is function `name` local to the code object (internal linkage)?
fn is_local(module: &Module, name: &str) -> bool {
    module
        .function(name)
        .is_some_and(|f| f.attrs.iter().any(|(k, _)| k == "kcc-local"))
}

/// A calling kernel's private segment holds its callees' frames too: the deepest chain of
/// them, and a dynamic stack (as llc says it) where calls can recurse. Its register counts
/// cover every function it may reach, whose code runs in its wave.
fn account_callee_stacks(compiled: &mut [(String, CompiledKernel)]) {
    let counts: HashMap<String, (u32, u32, Vec<String>)> = compiled
        .iter()
        .filter(|(_, k)| k.callee_frame.is_some())
        .map(|(n, k)| {
            (
                n.clone(),
                (
                    k.descriptor.next_free_sgpr,
                    k.descriptor.next_free_vgpr,
                    k.callees.clone(),
                ),
            )
        })
        .collect();
    // A function compiled elsewhere (an external call) may use any stack and, as llc assumes,
    // as many registers as the most any function of the module uses; and at least the first
    // block of callee-saved VGPRs (v40..v47, where llc's callees keep values across their own
    // calls and the lanes of SGPRs they save) and SGPRs up to s39 (llc's callees keep masks in
    // s34 and up). (llc assumes 32 VGPRs and 33 SGPRs, too few for its own callees that call.)
    let module_max = compiled
        .iter()
        .fold((40, call::EXTERNAL_CALLEE_VGPRS), |(s, v), (_, k)| {
            (s.max(k.descriptor.next_free_sgpr), v.max(k.descriptor.next_free_vgpr))
        });
    for (_, k) in compiled
        .iter_mut()
        .filter(|(_, k)| k.callee_frame.is_none() && !k.callees.is_empty())
    {
        let mut seen: Vec<String> = Vec::new();
        let mut work = k.callees.clone();
        while let Some(c) = work.pop() {
            if seen.contains(&c) {
                continue;
            }
            match counts.get(&c) {
                Some((s, v, more)) => {
                    k.descriptor.next_free_sgpr = k.descriptor.next_free_sgpr.max(*s);
                    k.descriptor.next_free_vgpr = k.descriptor.next_free_vgpr.max(*v);
                    work.extend(more.iter().cloned());
                }
                None => {
                    k.descriptor.next_free_sgpr = k.descriptor.next_free_sgpr.max(module_max.0);
                    k.descriptor.next_free_vgpr = k.descriptor.next_free_vgpr.max(module_max.1);
                    k.descriptor.uses_dynamic_stack = true;
                }
            }
            seen.push(c);
        }
        // (Callees may write VCC.)
        k.descriptor.reserve_vcc = true;
    }
    let frames: HashMap<String, (u32, Vec<String>)> = compiled
        .iter()
        .filter_map(|(n, k)| Some((n.clone(), (k.callee_frame?, k.callees.clone()))))
        .collect();
    // The deepest stack below `name`, or None when a cycle or an external function is
    // reachable from it (each function's answer kept).
    fn depth(
        name: &str,
        frames: &HashMap<String, (u32, Vec<String>)>,
        on: &mut Vec<String>,
        known: &mut HashMap<String, Option<u32>>,
    ) -> Option<u32> {
        if let Some(&d) = known.get(name) {
            return d;
        }
        if on.iter().any(|n| n == name) {
            return None;
        }
        let (frame, callees) = frames.get(name)?;
        on.push(name.to_string());
        let mut deepest = Some(0);
        for c in callees {
            deepest = match (deepest, depth(c, frames, on, known)) {
                (Some(a), Some(b)) => Some(a.max(b)),
                _ => None,
            };
        }
        on.pop();
        let d = deepest.map(|d| frame + d);
        known.insert(name.to_string(), d);
        d
    }
    let mut known = HashMap::new();
    for (_, k) in compiled.iter_mut().filter(|(_, k)| k.callee_frame.is_none()) {
        let mut deepest = Some(0);
        for c in &k.callees {
            deepest = match (deepest, depth(c, &frames, &mut Vec::new(), &mut known)) {
                (Some(a), Some(b)) => Some(a.max(b)),
                _ => None,
            };
        }
        let recursive_frames = k
            .callees
            .iter()
            .filter_map(|c| frames.get(c).map(|f| f.0))
            .max()
            .unwrap_or(0);
        let below = deepest.unwrap_or(recursive_frames);
        k.descriptor.private_segment_fixed_size += below;
        k.stats.scratch_bytes += below;
        if deepest.is_none() {
            k.descriptor.uses_dynamic_stack = true;
        }
    }
}

/// `--stop-after=PASS` for a machine pass: every kernel's machine function after it, as
/// `--print-after` prints it.
pub fn stop_after(module: &Module, pass: MachinePass, passes: &mut Passes) -> Result<String, String> {
    passes.stop_after(pass)?;
    compile_all(module, passes)?;
    Ok(passes.take_stopped())
}

fn version(module: &Module) -> Result<CodeObjectVersion, String> {
    CodeObjectVersion::from_module_flag(Some(module.code_object_version as u64 * 100)).map_err(|e| e.to_string())
}

/// The constant data the kernels address (`__constant` tables), for `.rodata`.
fn constant_data(module: &Module, kernels: &[(String, CompiledKernel)]) -> Result<Vec<GlobalData>, String> {
    let mut data = Vec::new();
    for name in kernels.iter().flat_map(|(_, k)| k.code.symbols()) {
        // (Calls name functions, compiled here or left to the linker.)
        let global = module.globals.iter().any(|g| g.name == name);
        if data.iter().any(|d: &GlobalData| d.name == name) || (!global && kernels.iter().any(|(n, _)| *n == name)) {
            continue;
        }
        if !global && kernels.iter().any(|(_, k)| k.callees.iter().any(|c| c == name)) {
            continue;
        }
        let g = module
            .globals
            .iter()
            .find(|g| g.name == name)
            .ok_or_else(|| format!("unknown global @{name}"))?;
        let bytes = g.init.clone().unwrap_or_else(|| vec![0; g.size as usize]);
        data.push(GlobalData {
            name: g.name.clone(),
            bytes,
            align: g.align.max(1),
            binding: Binding::Local,
            visibility: Visibility::Default,
            section: DataSection::ReadOnly,
            relocations: Vec::new(),
        });
    }
    Ok(data)
}

/// Compiles every kernel of a legalized, bank-assigned module into one code object.
pub fn write_object(module: &Module) -> Result<Vec<u8>, String> {
    Ok(write_object_with_stats(module, None, &mut Passes::default())?.0)
}

/// [`write_object`], with each kernel's statistics, DWARF line info when `debug` is given, and
/// the machine passes instrumented by `passes`.
pub fn write_object_with_stats(
    module: &Module,
    debug: Option<&codeobj::DebugInfo>,
    passes: &mut Passes,
) -> Result<(Vec<u8>, Vec<stats::KernelStats>), String> {
    let compiled = compile_all(module, passes)?;
    let start = std::time::Instant::now();
    let at_input = |e: String| format!("{}: {e}", module.source_name());
    let rodata = constant_data(module, &compiled).map_err(at_input)?;
    let kernel_stats = compiled
        .iter()
        .filter(|(_, k)| k.callee_frame.is_none())
        .map(|(_, k)| k.stats.clone())
        .collect();
    let mut kernels = Vec::new();
    let mut functions = Vec::new();
    for (name, k) in compiled {
        let (code, relocs) = k
            .code
            .encode_with_relocations()
            .map_err(|e| at_input(format!("in kernel '{name}': {e}")))?;
        let relocations = relocs
            .into_iter()
            .map(|r| CodeReloc {
                offset: r.offset,
                symbol: r.reloc.symbol,
                kind: r.reloc.kind,
                addend: r.reloc.addend,
            })
            .collect();
        if k.callee_frame.is_some() {
            functions.push(codeobj::FunctionCode {
                local: is_local(module, &name),
                name,
                code,
                relocations,
            });
            continue;
        }
        kernels.push(KernelCode {
            name,
            code,
            relocations,
            lines: k.code.line_rows(),
            descriptor: k.descriptor,
            metadata: k.metadata,
        });
    }
    let object = codeobj::write_code_object_with_functions(
        &kernels,
        &functions,
        &rodata,
        version(module).map_err(at_input)?,
        debug,
    )
    .map_err(|e| at_input(e.to_string()))?;
    passes.charge(MachinePass::Encode, start.elapsed());
    Ok((object, kernel_stats))
}

/// The same code as [`write_object`] as llvm-mc assembly (`kcc -S`): llvm-mc assembles it to
/// an object with the same code, descriptors and metadata.
pub fn write_assembly(module: &Module, passes: &mut Passes) -> Result<String, String> {
    let compiled = compile_all(module, passes)?;
    let start = std::time::Instant::now();
    let at_input = |e: String| format!("{}: {e}", module.source_name());
    let rodata = constant_data(module, &compiled).map_err(at_input)?;
    let mut kernels = Vec::new();
    let mut functions = Vec::new();
    for (name, k) in compiled {
        let lines = k.code.to_asm(&format!(".L{name}_"));
        if k.callee_frame.is_some() {
            functions.push(codeobj::FunctionAsm {
                local: is_local(module, &name),
                name,
                lines,
            });
        } else {
            kernels.push(codeobj::KernelAsm {
                name,
                lines,
                descriptor: k.descriptor,
                metadata: k.metadata,
            });
        }
    }
    let text =
        codeobj::write_assembly_with_functions(&kernels, &functions, &rodata, version(module).map_err(at_input)?)
            .map_err(|e| at_input(e.to_string()))?;
    passes.charge(MachinePass::Encode, start.elapsed());
    Ok(text)
}

/// Labels of the code being built, turned into block indices at the end.
struct Builder {
    blocks: Vec<(usize, Vec<MInst>)>,
    next_label: usize,
}

impl Builder {
    fn label(&mut self) -> usize {
        self.next_label += 1;
        self.next_label - 1
    }

    /// Starts a new block at `label`.
    fn place(&mut self, label: usize) {
        self.blocks.push((label, Vec::new()));
    }

    fn emit(&mut self, i: Inst) {
        self.blocks
            .last_mut()
            .expect("a block is placed")
            .1
            .push(MInst::Inst(i));
    }

    fn push(&mut self, m: MInst) {
        self.blocks.last_mut().expect("a block is placed").1.push(m);
    }

    fn emit_all(&mut self, insts: Vec<Inst>) {
        for i in insts {
            self.emit(i);
        }
    }

    fn branch(&mut self, o: gfx9_isa::Op, label: usize) {
        self.blocks
            .last_mut()
            .expect("a block is placed")
            .1
            .push(MInst::Branch { op: o, target: label });
    }

    fn finish(self) -> MachineFunction {
        let mut index = vec![usize::MAX; self.next_label];
        for (i, (label, _)) in self.blocks.iter().enumerate() {
            index[*label] = i;
        }
        let blocks = self
            .blocks
            .into_iter()
            .map(|(_, insts)| MBlock {
                insts: insts
                    .into_iter()
                    .map(|m| match m {
                        MInst::Branch { op, target } => MInst::Branch {
                            op,
                            target: index[target],
                        },
                        other => other,
                    })
                    .collect(),
            })
            .collect();
        let mut mf = MachineFunction { blocks };
        drop_code_after_ends(&mut mf);
        thread_jumps(&mut mf);
        drop_fallthrough_branches(&mut mf);
        mf
    }
}

/// Code after an unconditional end in its block never runs (after `llvm.amdgcn.endpgm`'s
/// `s_endpgm`, the block's own end): it goes.
fn drop_code_after_ends(mf: &mut MachineFunction) {
    for block in &mut mf.blocks {
        if let Some(k) = block.insts.iter().position(crate::machine_verify::ends_block) {
            block.insts.truncate(k + 1);
        }
    }
}

/// The block a branch to `b` ends up in: past blocks that only jump on (`s_branch`), as the
/// sides of a uniform branch with nothing to copy are, and past blocks with no code (the
/// scalar peephole empties some), which fall into the next.
/// `known`: the blocks already resolved (a run of blocks with no code is walked once).
fn jump_target(mf: &MachineFunction, mut b: usize, known: &[Option<usize>]) -> usize {
    for _ in 0..mf.blocks.len() {
        if let Some(t) = known[b] {
            return t;
        }
        let mut code = mf.blocks[b].insts.iter().filter(|m| !m.is_line());
        match (code.next(), code.next()) {
            (Some(MInst::Branch { op: o, target }), None) if *o == op::S_BRANCH && *target != b => b = *target,
            (None, _) if b + 1 < mf.blocks.len() => b += 1,
            _ => break,
        }
    }
    b
}

/// Branches to a block that only jumps on (or has no code) go to where it jumps (or falls);
/// a jump-only block no branch targets any more goes, its jump moved to the block that falls
/// into it (if any).
fn thread_jumps(mf: &mut MachineFunction) {
    let n = mf.blocks.len();
    // (Last block first, so that a block with no code finds the next one resolved.)
    let mut known: Vec<Option<usize>> = vec![None; n];
    for b in (0..n).rev() {
        known[b] = Some(jump_target(mf, b, &known));
    }
    let resolved: Vec<usize> = known.into_iter().map(|t| t.expect("every block is resolved")).collect();
    let mut targeted = vec![false; n];
    targeted[0] = true;
    for block in &mut mf.blocks {
        for m in &mut block.insts {
            if let MInst::Branch { target, .. } = m {
                *target = resolved[*target];
                targeted[*target] = true;
            }
        }
    }
    // A jump-only block only its layout predecessor reaches (by falling in) becomes that
    // block's last branch.
    let falls: Vec<bool> = mf
        .blocks
        .iter()
        .map(|b| crate::waitcnt::falls_through(&b.insts))
        .collect();
    // (A block with no code stays: removing it along with a jump-only block after it would lose
    // that block's jump, moved into it.)
    let has_code = |b: usize| mf.blocks[b].insts.iter().any(|m| !m.is_line());
    let jump_only: Vec<bool> = (0..n).map(|b| resolved[b] != b && has_code(b)).collect();
    let mut keep = vec![true; n];
    for b in 1..n {
        if jump_only[b] && !targeted[b] {
            keep[b] = false;
            if falls[b - 1] {
                let jump = std::mem::take(&mut mf.blocks[b].insts);
                mf.blocks[b - 1].insts.extend(jump);
            }
        }
    }
    let mut index = vec![0; n];
    let mut next = 0;
    for b in 0..n {
        index[b] = next;
        next += keep[b] as usize;
    }
    let mut b = 0;
    mf.blocks.retain(|_| {
        b += 1;
        keep[b - 1]
    });
    for block in &mut mf.blocks {
        for m in &mut block.insts {
            if let MInst::Branch { target, .. } = m {
                *target = index[*target];
            }
        }
    }
}

/// Does every edge of `term` run in turn, in one straight line of code (so the first to write
/// a mask is the first on every path)? Not so for uniform branches.
fn edges_run_in_turn(f: &Function, term: OpId) -> bool {
    let d = f.op(term);
    match d.opcode {
        Opcode::CondBr => f.value(d.operands[0]).bank == Bank::LaneMask,
        Opcode::Switch => f.value(d.operands[0]).bank == Bank::Vgpr,
        _ => true,
    }
}

/// Removes branches to where control goes anyway (the next block, or past empty blocks to
/// it): such a branch goes, and `s_cbranch_X next; s_branch far` becomes
/// `s_cbranch_notX far`.
/// Returns whether it dropped a conditional branch (whose compare may now be dead).
fn drop_fallthrough_branches(mf: &mut MachineFunction) -> bool {
    // Last block first, so that the blocks a branch may fall past are final when it is looked at
    // (a removal can empty a block that an earlier one branches past): one pass.
    let mut empty = vec![false; mf.blocks.len()];
    let mut dropped_conditional = false;
    for b in (0..mf.blocks.len()).rev() {
        // Control reaches `t` from the end of `b` anyway: it follows, past empty blocks only.
        let falls_to = |t: usize| t > b && (b + 1..t).all(|x| empty[x]);
        let block = &mut mf.blocks[b];
        loop {
            match block.insts.as_slice() {
                [.., MInst::Branch { target, op }] if falls_to(*target) => {
                    dropped_conditional |= *op != op::S_BRANCH;
                    block.insts.pop();
                }
                [.., MInst::Branch { op: cond, target: near }, MInst::Branch {
                    op: op::S_BRANCH,
                    target: far,
                }] if falls_to(*near) && crate::mc::inverse(*cond).is_some() => {
                    let (inverted, far) = (crate::mc::inverse(*cond).expect("checked"), *far);
                    block.insts.pop();
                    *block.insts.last_mut().expect("two branches") = MInst::Branch {
                        op: inverted,
                        target: far,
                    };
                }
                _ => break,
            }
        }
        empty[b] = block.insts.iter().all(MInst::is_line);
    }
    dropped_conditional
}

fn zero() -> Operand {
    Operand::int(0).expect("inline")
}

/// Which kernel inputs the function reads.
struct Inputs {
    dispatch_ptr: bool,
    dispatch_id: bool,
    workgroup_id: [bool; 3],
    workitem_dims: u8,
}

/// Whether a FLAT access may reach the lane's private memory, which then needs FLAT_SCRATCH:
/// the kernel accesses memory through a generic pointer and casts a private pointer to a
/// generic one. Only such a cast makes a generic pointer into this wave's private segment; one
/// from an argument or from an LDS or global address cannot point there. (llc sets flat
/// scratch up for every flat access it cannot prove non-private.)
fn flat_reaches_private(f: &Function) -> bool {
    let ops = || f.block_ids().flat_map(|b| f.block(b).ops.iter().map(|&op| f.op(op)));
    let generic = |v: Value| f.ty(v) == Type::Ptr(0);
    let casts = ops()
        .any(|d| d.opcode == Opcode::AddrSpaceCast && f.ty(d.operands[0]) == Type::Ptr(5) && generic(d.results[0]));
    let accesses = ops().any(|d| match d.opcode {
        Opcode::Load | Opcode::AtomicRmw(_) | Opcode::CmpXchg => generic(d.operands[0]),
        Opcode::Store => generic(d.operands[1]),
        _ => false,
    });
    casts && accesses
}

fn inputs(f: &Function) -> Inputs {
    let mut i = Inputs {
        dispatch_ptr: false,
        dispatch_id: false,
        workgroup_id: [true, false, false],
        workitem_dims: 1,
    };
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            match f.op(op).opcode {
                Opcode::DispatchPtr => i.dispatch_ptr = true,
                Opcode::DispatchId => i.dispatch_id = true,
                Opcode::WorkgroupId(d) => i.workgroup_id[d.index()] = true,
                Opcode::WorkitemId(d) => i.workitem_dims = i.workitem_dims.max(d.index() as u8 + 1),
                _ => {}
            }
        }
    }
    i
}

/// The dispatch after block `b`: each candidate slot it tests itself, in priority order,
/// jumps to its stub when lanes wait there; then the last candidate (untested), the shared
/// tail's tests ([`cfgs::SharedTail`]), or the end of the kernel.
fn dispatch_next(code: &mut Builder, b: Block, returns: bool, at: &mut Dispatch) {
    let candidates = at.cfgs.linear.candidates(b);
    let shared = at.cfgs.linear.shared_tail(b);
    let inline = shared.map_or(candidates.len(), |tail| tail.from);
    let masks = at.registers.dispatch_masks(b);
    let mut detours = Vec::new();
    for (k, &s) in candidates[..inline].iter().enumerate() {
        // Where masks are tested, each candidate has its own edge (and allocator moves).
        let moves = if masks.is_empty() {
            Vec::new()
        } else {
            at.registers.extra_moves(File::Sgpr, b, Extra::Edge(k))
        };
        let target = at.detour(code, moves, at.stub[s], &mut detours);
        match masks.get(k) {
            Some(&m) => {
                code.emit(sopc(op::S_CMP_LG_U64, Operand::s(m), zero()));
                code.branch(op::S_CBRANCH_SCC1, target);
            }
            None => code.branch(op::S_BRANCH, target),
        }
    }
    match shared {
        Some(tail) => {
            emit_moves(
                code,
                &at.registers.extra_moves(File::Sgpr, b, Extra::Edge(tail.from)),
                at.spill,
            );
            at.tests(code, tail.test, &mut detours);
        }
        None if returns || candidates.is_empty() => code.emit_all(at.end.clone()),
        None => {}
    }
    for (l, moves, to) in detours {
        code.place(l);
        emit_moves(code, &moves, at.spill);
        code.branch(op::S_BRANCH, to);
    }
}

/// What the dispatches need: the stubs' labels, and the shared tests' (each emitted once, after
/// the first dispatch reaching it; the others jump to it).
struct Dispatch<'a> {
    /// How the function ends: `s_endpgm`, or a callee's epilogue.
    end: Vec<Inst>,
    cfgs: &'a Cfgs,
    registers: &'a Registers,
    spill: &'a Spill,
    stub: &'a [usize],
    test_label: Vec<Option<usize>>,
}

/// A jump target with moves on the way: (label, moves, target).
type Detour = (usize, Vec<Move>, usize);

impl Dispatch<'_> {
    /// The label a branch to `to` with `moves` on its edge takes: `to`, or a detour making them.
    fn detour(&self, code: &mut Builder, moves: Vec<Move>, to: usize, detours: &mut Vec<Detour>) -> usize {
        if moves.is_empty() {
            return to;
        }
        let l = code.label();
        detours.push((l, moves, to));
        l
    }

    /// The chain of shared tests from `t` on: each test not yet emitted here, then a jump to
    /// the first one that was.
    fn tests(&mut self, code: &mut Builder, mut t: usize, detours: &mut Vec<Detour>) {
        loop {
            if let Some(l) = self.test_label[t] {
                code.branch(op::S_BRANCH, l);
                return;
            }
            let l = code.label();
            self.test_label[t] = Some(l);
            code.place(l);
            let test = self.cfgs.linear.tests[t];
            emit_moves(code, &self.registers.test_moves(t, Extra::End), self.spill);
            let moves = self.registers.test_moves(t, Extra::Edge(0));
            let target = self.detour(code, moves, self.stub[test.slot], detours);
            code.emit(sopc(op::S_CMP_LG_U64, Operand::s(self.registers.test_mask(t)), zero()));
            code.branch(op::S_CBRANCH_SCC1, target);
            let next = self.registers.test_moves(t, Extra::Edge(1));
            emit_moves(code, &next, self.spill);
            match test.next {
                Next::Test(u) => t = u,
                Next::Stub(s) => {
                    code.branch(op::S_BRANCH, self.stub[s]);
                    return;
                }
                Next::End => {
                    code.emit(Inst::new(op::S_ENDPGM));
                    return;
                }
            }
        }
    }
}

/// Emits the allocator's moves: register copies, SGPR spills to (and reloads from) lanes of the
/// spill VGPRs.
fn emit_moves(code: &mut Builder, moves: &[Move], spill: &Spill) {
    // What the far-slot SGPR holds, once a move here has set it.
    let mut far = None;
    for m in moves {
        for d in 0..m.dwords {
            match (m.file, m.from, m.to) {
                (File::Sgpr, Place::Reg(a), Place::Reg(b)) => {
                    if m.dwords == 2 {
                        code.emit(sop1(op::S_MOV_B64, Operand::s(b), Operand::s(a)));
                        break;
                    }
                    code.emit(sop1(op::S_MOV_B32, Operand::s(b), Operand::s(a)));
                }
                (File::Vgpr, Place::Reg(a), Place::Reg(b)) => {
                    code.emit(sop1(op::V_MOV_B32, Operand::v(b + d), Operand::v(a + d)))
                }
                (File::Sgpr, Place::Zero, Place::Reg(r)) => {
                    code.emit(sop1(op::S_MOV_B64, Operand::s(r), zero()));
                    break;
                }
                (File::Sgpr, Place::Reg(r), Place::Slot(slot)) => {
                    let (v, lane) = spill_lane(spill.sgpr_lanes, slot + d as u32);
                    let mut i = Inst::new(op::V_WRITELANE_B32);
                    i.dst = v;
                    i.src = [Operand::s(r + d), lane, Operand::NONE];
                    code.emit(i);
                }
                (File::Sgpr, Place::Slot(slot), Place::Reg(r)) => {
                    let (v, lane) = spill_lane(spill.sgpr_lanes, slot + d as u32);
                    let mut i = Inst::new(op::V_READLANE_B32);
                    i.dst = Operand::s(r + d);
                    i.src = [v, lane, Operand::NONE];
                    code.emit(i);
                }
                (File::Vgpr, Place::Reg(r), Place::Slot(slot)) => {
                    spill.scratch(code, op::BUFFER_STORE_DWORD, r + d, slot + d as u32, &mut far)
                }
                (File::Vgpr, Place::Slot(slot), Place::Reg(r)) => {
                    spill.scratch(code, op::BUFFER_LOAD_DWORD, r + d, slot + d as u32, &mut far)
                }
                other => unreachable!("the allocator made a move kcc cannot emit: {other:?}"),
            }
        }
    }
}

/// Where spilled registers go: SGPRs to lanes of VGPRs, VGPRs to the private segment (after
/// the kernel's own private data).
///
/// A VGPR slot within the MUBUF offset field's reach is addressed by the field alone; one past
/// it also through `soffset`, which then holds the slot's offset rounded down to the field's
/// reach (in wave bytes: 64 lanes interleaved). Spill code runs where no allocatable register
/// may be free and SCC may be live, so that `soffset` is the SGPR the wave offset arrived in:
/// free once the prologue has added the wave offset to the buffer resource's base
/// ([`scratch_prologue`]), and set with `s_mov_b32`, which leaves SCC alone.
struct Spill {
    /// First VGPR whose lanes hold SGPR spill slots.
    sgpr_lanes: u8,
    /// The private segment buffer resource (4 SGPRs).
    rsrc: u8,
    /// The SGPR far slots' `soffset` goes in; none in a called function, whose slots are at
    /// its frame pointer (its frame must keep them within the offset field's reach).
    far: Option<u8>,
    /// Bytes of each lane's private data below the VGPR spill slots.
    base: u32,
}

impl Spill {
    /// A load or store of VGPR `v` from or to spill slot `slot` of the lane's private segment;
    /// `far` is what the far SGPR holds, when the moves emitted so far set it.
    fn scratch(&self, code: &mut Builder, o: gfx9_isa::Op, v: u8, slot: u32, far: &mut Option<u32>) {
        let offset = self.base + 4 * slot;
        let field = offset % crate::addressing::MUBUF_OFFSET_REACH;
        let soffset = match (offset - field, self.far) {
            (_, None) => Operand::s(call::FP),
            (0, _) => Operand::int(0).expect("inline"),
            (rounded, Some(far_sgpr)) => {
                let wave_bytes = rounded * 64;
                if *far != Some(wave_bytes) {
                    let mut set = sop1(op::S_MOV_B32, Operand::s(far_sgpr), Operand::NONE);
                    select::imm(&mut set, 0, wave_bytes);
                    code.emit(set);
                    *far = Some(wave_bytes);
                }
                Operand::s(far_sgpr)
            }
        };
        let mut i = Inst::new(o);
        i.dst = Operand::v(v);
        i.src[1] = Operand::s(self.rsrc);
        i.src[2] = soffset;
        i.imm = field as i32;
        code.emit(i);
    }
}

/// Moves the private segment buffer resource's base (`rsrc`, 48 bits) to the wave's scratch
/// by adding the wave offset, as llc does: accesses then need no `soffset`, and the wave
/// offset's SGPR is free for [`Spill`]'s far slots.
fn scratch_prologue(code: &mut Builder, rsrc: u8, wave_offset: u8) {
    code.emit(sop2(
        op::S_ADD_U32,
        Operand::s(rsrc),
        Operand::s(rsrc),
        Operand::s(wave_offset),
    ));
    code.emit(sop2(op::S_ADDC_U32, Operand::s(rsrc + 1), Operand::s(rsrc + 1), zero()));
}

/// How far (in bytes) a SOPP branch reaches: its signed 16-bit word offset.
const SOPP_REACH: usize = 4 * (1 << 15);

/// Where a kernel's private segment comes from.
#[derive(Clone, Copy, Debug)]
enum Segment {
    None,
    /// Set up by the hardware and the prologue: the resource in s[0:3], the wave's offset
    /// in `wave_offset`.
    FromStart {
        wave_offset: u8,
    },
    /// Turned on after allocation for VGPR spills ([`LatePrivateSegment`]).
    Late(LatePrivateSegment),
    /// A called function's frame, at its frame pointer in its caller's segment.
    Frame,
}

/// The kernel's frame, laid out once its registers are allocated (the `frame` machine pass):
/// where the SGPRs past the allocation go and each lane's private bytes.
struct FrameLayout {
    /// The buffer resource quad, right after the allocated SGPRs.
    rsrc_quad: Option<u8>,
    /// The SGPRs in use: the allocation's, the quad's and a late segment's (a long branch's
    /// pair may come after them).
    sgpr_end: u32,
    segment: Segment,
    /// Bytes of each lane's private segment: allocas, then VGPR spill slots (the dynamic
    /// stack starts after them, 16-aligned).
    private_bytes: u32,
    sgpr_spill_slots: u32,
    spill: Spill,
}

impl FrameLayout {
    /// The frame on `registers`: `inputs` SGPRs arrive from s0 up, `allocas` bytes of private
    /// data, `sgpr_limit` SGPRs at most (which the allocation left room for, see
    /// [`FrameLayout::overshoot`]).
    fn lay_out(
        registers: &regalloc::Registers,
        rsrc_dwords: u32,
        segment: Segment,
        inputs: u8,
        allocas: u32,
        sgpr_limit: u32,
    ) -> Result<FrameLayout, KernelError> {
        let (rsrc_quad, mut sgpr_end) = Self::resource_quad(registers.sgpr_end, rsrc_dwords);
        let segment = match segment {
            Segment::None if registers.vgpr_spill_slots > 0 => {
                let late = LatePrivateSegment::after(sgpr_end, inputs);
                sgpr_end = late.end();
                if sgpr_end > sgpr_limit {
                    return Err(format!(
                        "kcc bug: the private segment for spills takes s{}..s{sgpr_end}, past the budget of {sgpr_limit} SGPRs",
                        late.resource
                    )
                    .into());
                }
                Segment::Late(late)
            }
            segment => segment,
        };
        let private_bytes = allocas + 4 * registers.vgpr_spill_slots;
        check_private_size(private_bytes as u64, " with its spills")?;
        if matches!(segment, Segment::Frame) && private_bytes > crate::addressing::MUBUF_OFFSET_REACH {
            // (Past the offset field, a slot's address would need an SGPR set by an add,
            // which clobbers SCC where spill code runs.)
            return Err(format!(
                "needs {private_bytes} bytes of frame per lane for its allocas and spills; a called function's frame reaches {} (the MUBUF offset field)",
                crate::addressing::MUBUF_OFFSET_REACH
            )
            .into());
        }
        let spill = Spill {
            sgpr_lanes: registers.sgpr_spill_vgpr,
            rsrc: match segment {
                Segment::Late(late) => late.resource,
                _ => 0,
            },
            far: match segment {
                Segment::Late(late) => Some(late.far),
                Segment::FromStart { wave_offset } => Some(wave_offset),
                Segment::None => Some(0),
                Segment::Frame => None,
            },
            base: allocas,
        };
        Ok(FrameLayout {
            rsrc_quad,
            sgpr_end,
            segment,
            private_bytes,
            sgpr_spill_slots: registers.sgpr_spill_slots,
            spill,
        })
    }

    /// The buffer resource quad (its first SGPR, when the kernel has buffer or image ops) past
    /// the allocated SGPRs ending at `sgpr_end`, and the SGPRs' end after it.
    fn resource_quad(sgpr_end: u32, rsrc_dwords: u32) -> (Option<u8>, u32) {
        let quad = (rsrc_dwords > 0).then(|| sgpr_end.next_multiple_of(4) as u8);
        (quad, quad.map_or(sgpr_end, |q| q as u32 + rsrc_dwords))
    }

    /// How many SGPRs past `sgpr_limit` the frame of an allocation whose SGPRs end at
    /// `sgpr_end` takes when VGPRs spill to memory (see `regalloc::allocate`).
    fn overshoot(sgpr_end: u32, rsrc_dwords: u32, segment: Segment, inputs: u8, sgpr_limit: u32) -> u32 {
        let (_, end) = Self::resource_quad(sgpr_end, rsrc_dwords);
        let end = match segment {
            Segment::None => LatePrivateSegment::after(end, inputs).end(),
            _ => end,
        };
        end.saturating_sub(sgpr_limit)
    }

    /// What `--print-after=frame` prints.
    fn to_text(&self, dynamic_stack: bool) -> String {
        let mut lines = vec![format!("sgprs in use: {}", self.sgpr_end)];
        if let Some(q) = self.rsrc_quad {
            lines.push(format!("buffer resource: s[{}:{}]", q, q + 3));
        }
        lines.push(match self.segment {
            Segment::None => "private segment: none".into(),
            Segment::FromStart { wave_offset } => {
                format!("private segment: from the start, resource s[0:3], wave offset s{wave_offset}")
            }
            Segment::Late(l) => format!(
                "private segment: turned on for spills, resource s[{}:{}], inputs moved down from s4, far slots' offset in s{}",
                l.resource,
                l.resource + 3,
                l.far
            ),
            Segment::Frame => "private segment: the caller's, the frame at s33".into(),
        });
        let spills = self.private_bytes - self.spill.base;
        lines.push(format!(
            "private bytes per lane: {} (allocas {}, VGPR spill slots {})",
            self.private_bytes,
            self.spill.base,
            spills / 4
        ));
        if dynamic_stack {
            lines.push(format!(
                "dynamic stack from byte {}",
                self.private_bytes.next_multiple_of(16)
            ));
        }
        if self.sgpr_spill_slots > 0 {
            // (64 lanes a VGPR, as `spill_lane` places them.)
            let first = self.spill.sgpr_lanes as u32;
            let last = first + (self.sgpr_spill_slots - 1) / 64;
            lines.push(format!(
                "SGPR spill slots: {} in lanes of v{first}..v{last}",
                self.sgpr_spill_slots
            ));
        }
        lines.iter().map(|l| format!("{l}\n")).collect()
    }
}

/// A private segment turned on after allocation (for VGPRs spilled to memory), when the code
/// was allocated with the inputs where they arrive without one. The hardware then puts the
/// segment's buffer resource in s[0:3], every input SGPR 4 registers further up, and the wave
/// offset after them; the prologue moves the resource (its base moved to the wave's scratch, as
/// [`scratch_prologue`] does) to a quad past the allocated SGPRs, then the inputs back down to
/// where the code reads them.
#[derive(Clone, Copy, Debug)]
struct LatePrivateSegment {
    /// How many input SGPRs the code reads from s0 up.
    inputs: u8,
    /// The quad the resource moves to, past the allocated SGPRs and the inputs as they arrive.
    resource: u8,
    /// The SGPR for [`Spill`]'s far slots, after the quad.
    far: u8,
}

impl LatePrivateSegment {
    /// The segment past SGPRs in use up to `sgpr_end`, for code reading `inputs` input SGPRs.
    fn after(sgpr_end: u32, inputs: u8) -> LatePrivateSegment {
        // (Past the inputs as they arrive too: the resource and wave offset come first.)
        let resource = sgpr_end.max(inputs as u32 + 5).next_multiple_of(4) as u8;
        LatePrivateSegment {
            inputs,
            resource,
            far: resource + 4,
        }
    }

    /// The SGPRs' end with the segment.
    fn end(&self) -> u32 {
        self.far as u32 + 1
    }

    fn prologue(&self, code: &mut Builder) {
        let (r, wave_offset) = (self.resource, self.inputs + 4);
        code.emit(sop2(
            op::S_ADD_U32,
            Operand::s(r),
            Operand::s(0),
            Operand::s(wave_offset),
        ));
        code.emit(sop2(op::S_ADDC_U32, Operand::s(r + 1), Operand::s(1), zero()));
        code.emit(sop1(op::S_MOV_B64, Operand::s(r + 2), Operand::s(2)));
        // Down by 4, lowest first: each source is read before it is overwritten.
        for at in 0..self.inputs {
            code.emit(sop1(op::S_MOV_B32, Operand::s(at), Operand::s(at + 4)));
        }
    }
}

/// The VGPR and lane holding SGPR spill slot `slot`.
fn spill_lane(first: u8, slot: u32) -> (Operand, Operand) {
    (
        Operand::v(first + (slot / 64) as u8),
        Operand::int((slot % 64) as i32).expect("lanes are inline constants"),
    )
}

/// Everything selection needs but the value locations and scratch registers, which change from
/// bundle to bundle.
struct Frame<'a> {
    f: &'a Function,
    kernarg: u8,
    dispatch: Option<u8>,
    dispatch_id: Option<u8>,
    implicit_offset: u32,
    workgroup_id: [Option<u8>; 3],
    lds: &'a HashMap<String, u32>,
    lds_size: u32,
    private: Option<select::Private<'a>>,
    /// The aligned SGPR quad past the allocation that buffer accesses copy their resource to.
    rsrc_quad: Option<u8>,
}

/// A bundle's registers with its scratch slot kept in VCC (`Bundle::vcc_temp`), if any.
fn with_vcc_temp(mut located: regalloc::Located, bundle: &regalloc::Bundle) -> regalloc::Located {
    if let Some((t, _)) = bundle.vcc_temp {
        located.temps[t] = Some(Operand::VCC.0 as u8);
    }
    located
}

/// Scratch registers no expansion was given (selection only uses those `isel` saw it use).
const NO_TEMP: u8 = u8::MAX;

fn temps_of(slots: &[Option<u8>; regalloc::TEMP_SLOTS], fixed: Option<u8>) -> Temps {
    let t = |i: usize| slots[i].unwrap_or(NO_TEMP);
    let mut temps = Temps {
        s: [t(0), t(1), t(2)],
        v: [t(3), t(4), t(5), t(6)],
    };
    if let Some(b) = fixed {
        temps.v = [b, b + 2, b + 4, b + 6];
    }
    temps
}

/// Ops whose scratch VGPRs must be outside allocation: those that write them with every lane
/// on (a per-lane wave reduction: the inactive lanes' copies of an allocated register may hold
/// values other paths still need), and 64-bit cmpxchg and buffer cmpswap, which send a 4-VGPR tuple of two
/// adjacent scratch pairs, as do typed buffer accesses of three or four components. Kernels with such ops keep 8 VGPRs for them.
/// Emits bundle `k`, allocated per selected instruction (in one file or both): each
/// instruction on its own registers, with the moves the allocation put around it.
fn emit_split(
    code: &mut Builder,
    registers: &regalloc::Registers,
    k: usize,
    selected: &isel::Selected,
    (loc, temps, frame): (&mut [Loc], &Temps, isel::FramePlaces),
    spill: &Spill,
) -> Result<(), String> {
    for j in 0..selected.insts.len() {
        let step = registers.split_step(k, j);
        emit_moves(code, &step.before, spill);
        for &(owner, at, _) in &step.registers {
            if let regalloc::Owner::Value(v) = owner {
                loc[v.index()] = at;
            }
        }
        let inst = selected
            .lower_one(j, loc, &step.registers, temps, frame)
            .ok_or("kcc bug: an instruction names a register its allocation lacks")?;
        if let Some(inst) = inst {
            code.emit(inst);
        }
        emit_moves(code, &step.after, spill);
    }
    Ok(())
}

fn needs_fixed_vtemps(f: &Function, op: OpId) -> bool {
    let d = f.op(op);
    match d.opcode {
        Opcode::CmpXchg => d.operands.get(1).is_some_and(|&v| dwords(f.ty(v)) == 2),
        Opcode::BufferCmpSwap => d.operands.get(7).is_some_and(|&v| dwords(f.ty(v)) == 2),
        Opcode::BufferLoadFormat => d.results.len() > 2,
        Opcode::BufferStoreFormat => d.operands.len() > 9,
        Opcode::WaveReduce(_) => d.operands.first().is_some_and(|&v| f.value(v).bank == Bank::Vgpr),
        // A whole-wave region (frontend `wwm.rs`) runs its code with every lane on.
        Opcode::InlineAsm(_) => d.attr("whole_wave").is_some(),
        // MIMG's address and data tuples (`select::image`).
        Opcode::Image => true,
        _ => false,
    }
}

impl Frame<'_> {
    /// What selected code takes from the frame.
    fn places(&self) -> isel::FramePlaces {
        isel::FramePlaces {
            rsrc_quad: self.rsrc_quad,
            stack_base: self.private.map_or(0, |p| p.dynamic_base),
        }
    }

    fn ctx<'b>(&'b self, loc: &'b [Loc], temps: Temps) -> Ctx<'b> {
        Ctx {
            f: self.f,
            loc,
            temps,
            kernarg: self.kernarg,
            dispatch: self.dispatch,
            dispatch_id: self.dispatch_id,
            implicit_offset: self.implicit_offset,
            workgroup_id: self.workgroup_id,
            lds: self.lds,
            lds_size: self.lds_size,
            private: self.private,
            rsrc_quad: self.rsrc_quad,
        }
    }
}

/// A constant every instruction can take as an inline operand (-16..=64, in both dwords of a
/// 64-bit value) needs no register: selection reads it through `Ctx::src`.
/// The `kernarg.ptr` values whose every use is the address of a scalar load: those loads read
/// the kernarg segment through the user SGPRs directly ([`select::mem`]).
fn kernarg_pointers_read_in_place(f: &Function) -> Vec<Value> {
    let is_kernarg = |v: Value| f.def_op(v).is_some_and(|d| f.op(d).opcode == Opcode::KernargPtr);
    let mut other_use = vec![false; f.values.len()];
    let mut candidates = Vec::new();
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let data = f.op(op);
            if data.opcode == Opcode::KernargPtr {
                candidates.push(data.results[0]);
            }
            let scalar_load = data.opcode == Opcode::Load && f.value(data.results[0]).bank == Bank::Sgpr;
            let uses = data.operands.iter().enumerate().map(|(k, &v)| (Some(k), v));
            let args = data.successors.iter().flat_map(|s| s.args.iter().map(|&v| (None, v)));
            for (k, v) in uses.chain(args) {
                if is_kernarg(v) && !(scalar_load && k == Some(0)) {
                    other_use[v.index()] = true;
                }
            }
        }
    }
    candidates.retain(|v| !other_use[v.index()]);
    candidates
}

fn is_inline_constant(f: &Function, op: OpId) -> bool {
    let d = f.op(op);
    let Some(&r) = d.results.first() else { return false };
    d.opcode == Opcode::Const
        && matches!(f.value(r).bank, Bank::Sgpr | Bank::Vgpr)
        && d.int_attr("value").is_some_and(|v| {
            let v = if f.ty(r).bits() <= 32 {
                v as u32 as i32 as i64
            } else {
                v as u64 as i64
            };
            (-16..=64).contains(&v)
        })
}

/// The address of an LDS global at offset 0 (the kernel's first): the inline constant 0, held in
/// no register (`Ctx::constant` knows it), as llc folds it.
fn lds_address_zero(f: &Function, op: OpId, offsets: &HashMap<String, u32>) -> bool {
    let d = f.op(op);
    d.opcode == Opcode::GlobalAddr
        && d.results
            .first()
            .is_some_and(|&r| f.ty(r) == Type::Ptr(3) && matches!(f.value(r).bank, Bank::Sgpr | Bank::Vgpr))
        && matches!(d.attr("global"), Some(Attr::Str(name)) if offsets.get(name) == Some(&0))
}

/// Where `f`'s LDS globals live.
struct LdsLayout {
    /// Offset of each LDS global `f` uses.
    offsets: HashMap<String, u32>,
    /// The static LDS size (`group_segment_fixed_size`): where dynamic LDS starts.
    size: u32,
    /// Whether `f` uses dynamic LDS (then it takes `hidden_dynamic_lds_size`, as in llc).
    dynamic: bool,
}

/// Lays out the LDS globals `f` uses as llc-22 does: static ones in order of first use, then
/// every dynamic one at the same offset, the static end aligned to the largest dynamic
/// alignment; the fixed size reaches that offset, so the runtime puts the launch's dynamic
/// bytes there.
fn lds_layout(f: &Function, globals: &[Global]) -> Result<LdsLayout, String> {
    let mut offsets = HashMap::new();
    let mut dynamic = Vec::new();
    let mut end = 0u32;
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            let (Opcode::GlobalAddr, Some(Attr::Str(name))) = (d.opcode, d.attr("global")) else {
                continue;
            };
            let Some(g) = globals.iter().find(|g| &g.name == name && g.address_space == 3) else {
                continue;
            };
            if offsets.contains_key(name) {
                continue;
            }
            if g.is_dynamic_lds() {
                // Placed once the static end is known.
                offsets.insert(name.clone(), 0);
                dynamic.push(g);
                continue;
            }
            end = end.next_multiple_of(g.align.max(1));
            offsets.insert(name.clone(), end);
            end += g.size as u32;
        }
    }
    let align = dynamic.iter().map(|g| g.align.max(1)).max().unwrap_or(1);
    end = end.next_multiple_of(align);
    for g in &dynamic {
        offsets.insert(g.name.clone(), end);
    }
    if end > crate::codeobj::descriptor::MAX_LDS_BYTES {
        return Err(format!("needs {end} bytes of LDS; a work-group has 65536"));
    }
    Ok(LdsLayout {
        offsets,
        size: end,
        dynamic: !dynamic.is_empty(),
    })
}

/// Refuses a kernel whose private memory (allocas, then spill slots) exceeds what gfx900 gives
/// a work-item.
fn check_private_size(bytes: u64, what: &str) -> Result<(), KernelError> {
    const MAX_PRIVATE_BYTES: u32 = gfx9_isa::abi::MAX_PRIVATE_SEGMENT_BYTES;
    if bytes > MAX_PRIVATE_BYTES as u64 {
        return Err(format!(
            "needs {bytes} bytes of private memory per work-item{what}; gfx900 gives a work-item at most {MAX_PRIVATE_BYTES} (a wave's scratch is at most 8191 KiB)"
        )
        .into());
    }
    Ok(())
}

pub fn compile_kernel(f: &Function, globals: &[Global]) -> Result<CompiledKernel, KernelError> {
    compile_kernel_with(f, globals, &call::KnownCallees::new(), &mut Passes::default())?
        .ok_or_else(|| KernelError::from("internal error: stopped without --stop-after".to_string()))
}

/// [`compile_kernel`] through `passes`, knowing the callees compiled before (`known`): `None`
/// when they stop after a machine pass.
pub fn compile_kernel_with(
    f: &Function,
    globals: &[Global],
    known: &call::KnownCallees,
    passes: &mut Passes,
) -> Result<Option<CompiledKernel>, KernelError> {
    let with_args;
    let f = if f.kind == FunctionKind::Kernel {
        if call::has_calls(f) {
            with_args = call::kernel_passes_ids(f, known);
            &with_args
        } else {
            f
        }
    } else {
        with_args = call::arguments_as_ops(f, known)?;
        &with_args
    };
    // The private segment costs five SGPRs: set it up only for private memory (allocas, and
    // accesses through private pointers from anywhere else: an argument, undef), spills and
    // calls.
    let scratch = f.kind == FunctionKind::Kernel
        && (uses_private_memory(f) || call::has_calls(f) || select::asm::names_flat_scratch(f));
    let one_each = one_op_per_scalar_input(f);
    let f = one_each.as_ref().unwrap_or(f);
    compile_with(f, globals, scratch, known, passes)
}

/// Where a calling kernel keeps its input SGPRs (the first register the calling convention
/// preserves, see `compile_with`'s `relocated`).
const RELOCATED_INPUTS: u8 = call::FP + 1;

/// `f` has allocas or accesses private memory.
fn uses_private_memory(f: &Function) -> bool {
    f.block_ids().flat_map(|b| f.block(b).ops.iter()).any(|&op| {
        let d = f.op(op);
        matches!(d.opcode, Opcode::Alloca | Opcode::StackBase)
            || d.opcode
                .address_operands()
                .is_some_and(|(ptr, _)| f.ty(d.operands[ptr]) == Type::Ptr(5))
    })
}

/// `f` with one op per work-group id (in SGPRs) or dispatch pointer, when it names one several
/// times: the first, moved up to the entry (after the work-item ids), with the others' uses.
/// Each input SGPR is then one value, allocated from where it arrives (`regalloc::SgprInputs`).
fn one_op_per_scalar_input(f: &Function) -> Option<Function> {
    let key = |f: &Function, op: OpId| {
        let d = f.op(op);
        let r = *d.results.first()?;
        let k = match d.opcode {
            Opcode::WorkgroupId(dim) => dim.index(),
            Opcode::DispatchPtr => 3,
            Opcode::DispatchId => 4,
            _ => return None,
        };
        Some((k, f.value(r).bank == Bank::Sgpr))
    };
    let mut seen = [0; 5];
    for op in f.block_ids().flat_map(|b| f.block(b).ops.iter().copied()) {
        match key(f, op) {
            Some((k, true)) => seen[k] += 1,
            // (One in VGPRs reads the input registers itself.)
            Some((_, false)) => return None,
            None => {}
        }
    }
    if seen.iter().all(|&n| n <= 1) {
        return None;
    }
    let mut g = f.clone();
    let mut first: [Option<OpId>; 5] = [None; 5];
    let mut renames = Renames::new();
    for b in g.block_ids() {
        let ops = std::mem::take(&mut g.blocks[b.index()].ops);
        let mut kept = Vec::with_capacity(ops.len());
        for op in ops {
            match key(&g, op) {
                Some((k, _)) if seen[k] > 1 => match first[k] {
                    Some(canonical) => renames.insert(g.result(op), g.result(canonical)),
                    None => first[k] = Some(op),
                },
                _ => kept.push(op),
            }
        }
        g.blocks[b.index()].ops = kept;
    }
    // (Once every block has its ops back.)
    renames.apply(&mut g);
    let entry = g.entry();
    let at = g
        .block(entry)
        .ops
        .iter()
        .take_while(|&&op| matches!(g.op(op).opcode, Opcode::WorkitemId(_)))
        .count();
    for (k, op) in first.into_iter().flatten().enumerate() {
        g.op_mut(op).block = entry;
        g.blocks[entry.index()].ops.insert(at + k, op);
    }
    Some(g)
}

/// Compiles `f`, with a private segment from the start when `scratch` (VGPRs spilled to memory
/// turn one on after allocation otherwise); `None` when `--stop-after` names a machine pass.
fn compile_with(
    f: &Function,
    globals: &[Global],
    scratch: bool,
    known: &call::KnownCallees,
    passes: &mut Passes,
) -> Result<Option<CompiledKernel>, KernelError> {
    let mut run = passes.run(&f.name);
    let callee = f.kind != FunctionKind::Kernel;
    let calls = call::has_calls(f);
    if callee {
        refuse_in_callee(f)?;
    }
    if calls {
        // (The callees' frames start past the kernel's static frame.)
        if f.ops.iter().any(|o| o.opcode == Opcode::StackBase) {
            let first_call = (0..f.ops.len() as u32)
                .map(OpId)
                .find(|&op| matches!(call::call_op(f, op), Some(call::CallOp::Call(_))));
            if let Some(op) = first_call {
                return Err(describe(
                    f,
                    f.op(op).block,
                    op,
                    "a call in a function with allocas of a run-time size is not supported yet".into(),
                ));
            }
        }
    }
    let used = inputs(f);
    // Initial register state: user SGPRs (private segment buffer, dispatch pointer, kernarg
    // pointer, flat scratch init), then the enabled work-group ids and the private segment wave
    // offset; work-item ids in v0..v2.
    // A calling kernel sets up flat scratch for its callees, as llc's do.
    let flat_scratch = scratch && (flat_reaches_private(f) || calls || select::asm::names_flat_scratch(f));
    let mut user = UserSgprs {
        private_segment_buffer: scratch,
        dispatch_ptr: used.dispatch_ptr,
        kernarg_segment_ptr: true,
        dispatch_id: used.dispatch_id,
        flat_scratch_init: flat_scratch,
        ..UserSgprs::default()
    };
    let mut next = if scratch { 4u8 } else { 0 };
    let dispatch = used.dispatch_ptr.then(|| {
        next += 2;
        next - 2
    });
    let kernarg = next;
    next += 2;
    let dispatch_id = used.dispatch_id.then(|| {
        next += 2;
        next - 2
    });
    let flat_scratch_init = flat_scratch.then(|| {
        next += 2;
        next - 2
    });
    let mut workgroup_id = [None; 3];
    for (id, &used) in workgroup_id.iter_mut().zip(&used.workgroup_id) {
        if used {
            *id = Some(next);
            next += 1;
        }
    }
    let wave_offset = next;
    next += scratch as u8;
    // A calling kernel keeps its input SGPRs where callees preserve them: the prologue first
    // moves them from s4.. to s34.. (`RELOCATED_INPUTS`), so no call saves and restores them.
    // (The prologue itself reads the flat scratch init pair and the wave offset where they
    // arrive; copies nothing reads go in the scalar peephole.)
    let relocated = !callee && calls;
    let arrived_wave_offset = wave_offset;
    let (dispatch, kernarg, dispatch_id, workgroup_id, wave_offset) = if relocated {
        let up = |r: u8| r + RELOCATED_INPUTS - 4;
        (
            dispatch.map(up),
            up(kernarg),
            dispatch_id.map(up),
            workgroup_id.map(|id| id.map(up)),
            up(wave_offset),
        )
    } else {
        (dispatch, kernarg, dispatch_id, workgroup_id, wave_offset)
    };
    // s[0:3], the entry EXEC and the caller's frame pointer: see `call`; then the `inreg`
    // arguments, which stay where the prologue moves them.
    let (inreg_values, inreg_moves, inreg_end) = call::inreg_inputs(f);
    if callee {
        next = inreg_end as u8;
    }
    // Everything else is allocated, but for whole-wave scratch VGPRs (see `needs_fixed_vtemps`),
    // which come after the allocated ones.
    let wants_fixed_vtemps = f
        .block_ids()
        .flat_map(|b| f.block(b).ops.iter())
        .any(|&op| needs_fixed_vtemps(f, op));
    // Those other than image ops take 8; image ops their largest data and address tuples.
    let other_fixed_vtemps = f
        .block_ids()
        .flat_map(|b| f.block(b).ops.iter())
        .any(|&op| f.op(op).opcode != Opcode::Image && needs_fixed_vtemps(f, op));
    let image_vgprs = f
        .block_ids()
        .flat_map(|b| f.block(b).ops.iter())
        .filter(|&&op| f.op(op).opcode == Opcode::Image)
        .map(|&op| select::image::reserved_vgprs(f.op(op)))
        .max()
        .unwrap_or(0);
    let buffer_ops = f.ops.iter().any(|o| o.opcode.is_buffer_access());
    // Image instructions take their T# and S# in twelve SGPRs past the allocated ones (buffer
    // accesses use the first four), and their address and data tuples in VGPRs past them.
    let image_ops = f.ops.iter().any(|o| o.opcode == Opcode::Image);
    let rsrc_dwords = if image_ops {
        select::image::RESOURCE_SGPRS
    } else if buffer_ops {
        4
    } else {
        0
    };
    let schedule = Schedule::compute(f);
    if let Some(u) = schedule.unsupported.first() {
        return Err(describe(f, f.op(u.op).block, u.op, u.reason.clone()));
    }
    let cfgs = Cfgs::build(f, &schedule);
    if run.shown(MachinePass::Schedule, || cfgs.to_text(f, &schedule)) {
        return Ok(None);
    }
    let explicit_end = crate::addressing::explicit_args_end(f);
    let lds = lds_layout(f, globals)?;
    // Each lane's private memory: allocas, then spill slots (placed once they are known).
    let mut allocas = HashMap::new();
    let mut private_end = 0u64;
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            if d.opcode == Opcode::Alloca {
                let align = d.int_attr("align").unwrap_or(4).clamp(1, 1 << 32) as u64;
                private_end = private_end.next_multiple_of(align);
                allocas.insert(f.result(op), private_end as u32);
                private_end += d.int_attr("size").unwrap_or(0).clamp(0, 1 << 40) as u64;
            }
        }
    }
    check_private_size(private_end, " for its allocas")?;
    let private_data = (private_end as u32).next_multiple_of(4);
    // (A callee's private accesses reach its caller's objects too, through s[0:3].)
    let mut private = (scratch || callee).then_some(select::Private {
        rsrc: 0,
        allocas: &allocas,
        dynamic_base: 0,
        frame_pointer: callee.then_some(call::FP),
    });
    let mut frame = Frame {
        f,
        private,
        kernarg,
        dispatch,
        dispatch_id,
        implicit_offset: metadata::hidden_args_start(explicit_end),
        workgroup_id,
        lds: &lds.offsets,
        lds_size: lds.size,
        // Placed after allocation; `isel`'s virtual registers stay clear of its stand-in.
        rsrc_quad: (buffer_ops || image_ops).then_some(isel::RSRC_QUAD),
    };

    // Values that need no register of their own: inline constants, and a kernarg pointer only
    // scalar loads read (they address the user SGPRs it arrives in).
    let mut inline: Vec<bool> = (0..f.values.len())
        .map(|i| {
            f.def_op(Value(i as u32))
                .is_some_and(|op| is_inline_constant(f, op) || lds_address_zero(f, op, &lds.offsets))
        })
        .collect();
    for v in kernarg_pointers_read_in_place(f) {
        inline[v.index()] = true;
    }
    // The values that arrive in SGPRs (work-group ids, the dispatch pointer), by the ops that
    // name them.
    let mut input_values: Vec<(Value, u8)> = inreg_values;
    let mut inputs_in_place = true;
    for o in f.block_ids().flat_map(|b| f.block(b).ops.iter()) {
        let d = f.op(*o);
        let at = match d.opcode {
            Opcode::WorkgroupId(dim) => workgroup_id[dim.index()],
            Opcode::DispatchPtr => dispatch,
            Opcode::DispatchId => dispatch_id,
            _ => continue,
        };
        match (at, d.results.first()) {
            (Some(at), Some(&r)) if f.value(r).bank == Bank::Sgpr && !input_values.iter().any(|&(_, x)| x == at) => {
                input_values.push((r, at))
            }
            // (Copies into VGPRs, or a second op naming the same input, read the input
            // registers themselves.)
            _ => inputs_in_place = false,
        }
    }
    // The input SGPRs are allocated like any value, so that their registers are free after
    // their last use (`SgprInputs`). With a private segment, its buffer resource (s[0:3]) and
    // wave offset stay set aside (the flat scratch init pair is read by the prologue, before
    // any allocated code), and so do the work-group ids, read where they arrive: such kernels
    // (allocas, spills: -O0 code) read them in many places, and allocated they moved around.
    let mut fixed_loc = vec![Loc::None; f.values.len()];
    let ids_in_place = scratch;
    let sgpr_inputs = (inputs_in_place && !callee).then(|| {
        let mut blocked: Vec<u32> = if scratch { vec![wave_offset as u32] } else { vec![] };
        let values = if ids_in_place {
            for &(v, at) in &input_values {
                blocked.extend(at as u32..at as u32 + regalloc::width(f, v) as u32);
            }
            Vec::new()
        } else {
            input_values.clone()
        };
        regalloc::SgprInputs {
            kernarg,
            widths: values.iter().map(|&(v, _)| regalloc::width(f, v)).collect(),
            values,
            end: next as u32,
            blocked,
        }
    });
    if sgpr_inputs.is_none() || ids_in_place {
        // Otherwise they are read where the hardware put them (those SGPRs are never allocated).
        for &(v, at) in &input_values {
            fixed_loc[v.index()] = Loc::Sgpr(at);
            inline[v.index()] = true;
        }
    }
    let sgpr_base = match (&sgpr_inputs, scratch) {
        (None, _) => next as u32,
        (Some(_), true) => 4,
        (Some(_), false) => 0,
    };
    let in_register = |v: Value| f.value(v).bank != Bank::Unassigned && !inline[v.index()];
    let mut dry = fixed_loc.clone();
    let mut selected: Vec<Option<isel::Selected>> = vec![None; f.ops.len()];
    let mut expand = |op: OpId| {
        let (mut expansion, code) = isel::select_early(&frame, &mut dry, &in_register, op);
        expansion.counters = match &code {
            Some(code) => {
                let counters = |i: &Inst| i.mem_event().map_or(&[][..], |e| e.counters());
                regalloc::Counters {
                    vm: code.insts.iter().any(|i| counters(i).contains(&gfx9_isa::Counter::Vm)),
                    lgkm: code
                        .insts
                        .iter()
                        .any(|i| counters(i).contains(&gfx9_isa::Counter::Lgkm)),
                }
            }
            None => regalloc::Counters { vm: false, lgkm: true },
        };
        expansion.single_instruction = code.as_ref().is_some_and(|c| c.insts.len() == 1);
        // (A callee clobbers VCC: no mask or pointer lives there across a call.)
        if call::call_op(f, op).is_some() {
            expansion.touches_vcc = true;
        }
        selected[op.index()] = code;
        expansion
    };
    let plan = regalloc::plan(f, &schedule, &cfgs, &in_register, &mut expand, sgpr_inputs);
    let mut argument_loads: Vec<Option<isel::Selected>> = vec![None; f.args.len()];
    for bundle in &plan.bundles {
        if let regalloc::Kind::ArgLoad(i) = bundle.kind {
            argument_loads[i] = Some(isel::select_argument_load(&frame, &mut dry, i)?);
        }
    }
    if crate::verify() {
        for bundle in &plan.bundles {
            let regalloc::Kind::Op(op) = bundle.kind else { continue };
            if let Some(code) = &selected[op.index()] {
                code.verify(f, op, &bundle.keeps_old).map_err(|e| {
                    format!(
                        "kcc bug: machine verifier after isel: {}: {e}",
                        mir::verify::op_text(f, op)
                    )
                })?;
            }
        }
    }
    if run.shown(MachinePass::Isel, || {
        isel::to_text(f, &plan, &selected, &argument_loads)
    }) {
        return Ok(None);
    }
    for &c in &plan.vcc_values {
        fixed_loc[c.index()] = Loc::Sgpr(Operand::VCC.0 as u8);
    }
    // Occupancy attributes and `amdgpu-num-sgpr` / `amdgpu-num-vgpr` cap the register files
    // (as llc honours them).
    // (A called function allocates as if its caller's work-group were one wave: the calling
    // kernel's counts include its registers.)
    let budget = if callee && !f.attrs.iter().any(|(k, _)| k == "amdgpu-flat-work-group-size") {
        let mut attrs = f.attrs.clone();
        attrs.push(("amdgpu-flat-work-group-size".into(), "1,64".into()));
        crate::budget::Budget::of(&attrs)
    } else {
        crate::budget::Budget::of(&f.attrs)
    }?;
    let max_sgprs = budget.max_sgprs;
    let max_sgprs = if callee {
        max_sgprs.min(call::CALLEE_SGPR_END)
    } else {
        max_sgprs
    };
    let mut allocatable_sgprs = max_sgprs;
    if rsrc_dwords > 0 {
        allocatable_sgprs = (allocatable_sgprs & !3).saturating_sub(rsrc_dwords);
    }
    // What each call may write of the VGPRs.
    let call_vgprs: HashMap<OpId, call::CallVgprs> = (0..f.ops.len() as u32)
        .map(OpId)
        .filter(|&op| matches!(call::call_op(f, op), Some(call::CallOp::Call(_))))
        .map(|op| (op, call::CallVgprs::of(f, op, known)))
        .collect();
    let reserved = Reserved {
        sgpr_base,
        arriving_vgprs: if callee {
            call::argument_vgprs(f)
        } else {
            (1 << used.workitem_dims) - 1
        },
        vgprs_after: image_vgprs.max(if other_fixed_vtemps { 8 } else { 0 }),
        max_sgprs: allocatable_sgprs,
        // (A called function allocates only caller-saved SGPRs: see `call`.)
        preserved_by_callees: if calls {
            [
                (!callee).then(|| regalloc::Preserved::of(call::callee_saved_sgpr)),
                Some(regalloc::Preserved::of(|r| call_vgprs.values().all(|c| c.preserves(r)))),
            ]
        } else {
            [None, None]
        },
        // A library's function (only other objects call it) stays within what a calling
        // kernel assumes of an unknown callee (`account_callee_stacks`).
        max_vgprs: if callee && f.attrs.iter().any(|(k, _)| k == "kcc-library") {
            budget.max_vgprs.min(call::EXTERNAL_CALLEE_VGPRS)
        } else {
            budget.max_vgprs
        },
    };
    let segment = if callee {
        Segment::Frame
    } else if scratch {
        Segment::FromStart { wave_offset }
    } else {
        Segment::None
    };
    let frame_overshoot = |end| FrameLayout::overshoot(end, rsrc_dwords, segment, next, max_sgprs);
    let registers = regalloc::allocate(f, &plan, &selected, &schedule, &cfgs, reserved, &frame_overshoot)?;
    if run.shown(MachinePass::Regalloc, || {
        show_allocation::show_allocation(f, &plan, &selected, &argument_loads, &registers)
    }) {
        return Ok(None);
    }
    let layout = FrameLayout::lay_out(&registers, rsrc_dwords, segment, next, private_data, max_sgprs)?;
    let dynamic_stack = f.ops.iter().any(|o| o.opcode == Opcode::StackBase);
    if run.shown(MachinePass::Frame, || layout.to_text(dynamic_stack)) {
        return Ok(None);
    }
    let FrameLayout {
        rsrc_quad,
        sgpr_end: allocated_sgpr_end,
        segment,
        mut private_bytes,
        spill,
        ..
    } = layout;
    // A call saves what may live across it (`may_live_across`) and its callee or its own code
    // may write (in a callee, its SGPRs outside the allocation too: its saved EXEC, its
    // caller's frame pointer, its return address), into an area that holds what some call
    // saves: in a kernel after its private data (the stack starts after them), in a callee
    // from its frame pointer.
    let call_saves = |k: usize, file: File, r: u8| {
        let Kind::Op(op) = plan.bundles[k].kind else {
            return false;
        };
        match file {
            File::Vgpr => {
                call_vgprs.get(&op).is_some_and(|c| !c.preserves(r as u32))
                    && registers.may_live_across(k, file, r, false)
            }
            File::Sgpr => registers.may_live_across(k, file, r, callee),
        }
    };
    let call_bundles: Vec<usize> = (0..plan.bundles.len())
        .filter(|&k| matches!(plan.bundles[k].kind, Kind::Op(op) if matches!(call::call_op(f, op), Some(call::CallOp::Call(_)))))
        .collect();
    let saved_by_some_call = |file: File, r: u8| call_bundles.iter().any(|&k| call_saves(k, file, r));
    let save_area = calls.then(|| {
        let vgprs: Vec<u8> = (0..registers.vgpr_end.min(256))
            .map(|r| r as u8)
            .filter(|&r| saved_by_some_call(File::Vgpr, r))
            .collect();
        let sgprs: Vec<u8> = if callee {
            (call::EXEC_SAVE as u32..call::OLD_FP as u32 + 1)
                .chain(call::CALLEE_SGPR_BASE..allocated_sgpr_end.min(call::CALLEE_SGPR_END))
                .chain([call::RA as u32, call::RA as u32 + 1])
                .map(|r| r as u8)
                .collect()
        } else {
            // (A calling kernel's inputs are past them, see `relocated`.)
            (4..allocated_sgpr_end.min(call::SP as u32 + 1))
                .map(|r| r as u8)
                .filter(|&r| saved_by_some_call(File::Sgpr, r))
                .collect()
        };
        let base = private_bytes.next_multiple_of(4);
        let bytes = call::SaveArea::bytes(vgprs.len(), sgprs.len());
        call::SaveArea {
            soffset: if callee {
                Operand::s(call::FP)
            } else {
                Operand::int(0).expect("inline")
            },
            base,
            vgprs,
            sgprs,
            set_sp: (!callee).then(|| (base + bytes).next_multiple_of(16) * 64),
        }
    });
    // (A called function's frame: its allocas, its spill slots, the save area, then the
    // callee-saved VGPRs and those holding SGPR spill lanes.)
    let save_bytes = save_area.as_ref().map_or(if callee { private_bytes } else { 0 }, |a| {
        a.base + call::SaveArea::bytes(a.vgprs.len(), a.sgprs.len())
    });
    if !callee && calls {
        private_bytes = save_bytes.next_multiple_of(16);
    }
    let late_segment = match segment {
        Segment::Late(late) => Some(late),
        _ => None,
    };
    if late_segment.is_some() {
        user.private_segment_buffer = true;
    }
    frame.rsrc_quad = rsrc_quad;
    if let Some(p) = private.as_mut() {
        p.dynamic_base = private_bytes.next_multiple_of(16);
        frame.private = private;
    }
    let fixed_vtemps = wants_fixed_vtemps.then_some(registers.vgprs_after);
    let mut loc = fixed_loc;

    let mut code = Builder {
        blocks: Vec::new(),
        next_label: 0,
    };
    let body: Vec<usize> = f.block_ids().map(|_| code.label()).collect();
    let stub: Vec<usize> = schedule.slots.iter().map(|_| code.label()).collect();
    let prologue = code.label();
    code.place(prologue);
    if callee {
        code.emit_all(call::prologue(&inreg_moves));
    }
    if relocated {
        for r in 4..next {
            code.emit(sop1(op::S_MOV_B32, Operand::s(r + RELOCATED_INPUTS - 4), Operand::s(r)));
        }
    }
    if let Some(init) = flat_scratch_init {
        // FLAT_SCRATCH is the wave's scratch base: the queue's (flat scratch init) plus the
        // wave's offset (AMDGPUUsage, "Flat Scratch", absolute flat scratch on gfx9).
        let lo = Operand::FLAT_SCRATCH;
        let hi = Operand(lo.0 + 1);
        code.emit(sop2(
            op::S_ADD_U32,
            lo,
            Operand::s(init),
            Operand::s(arrived_wave_offset),
        ));
        code.emit(sop2(op::S_ADDC_U32, hi, Operand::s(init + 1), zero()));
    }
    if scratch {
        scratch_prologue(&mut code, spill.rsrc, arrived_wave_offset);
    }
    if let Some(late) = &late_segment {
        late.prologue(&mut code);
    }
    let mut dispatch = Dispatch {
        end: if callee {
            call::epilogue()
        } else {
            vec![Inst::new(op::S_ENDPGM)]
        },
        cfgs: &cfgs,
        registers: &registers,
        spill: &spill,
        stub: &stub,
        test_label: vec![None; cfgs.linear.tests.len()],
    };
    // Blocks in the order of their own slots.
    let order: Vec<Block> = schedule
        .slots
        .iter()
        .filter_map(|s| match s {
            Slot::Block(b) => Some(*b),
            _ => None,
        })
        .collect();
    // Each block's slots that have a stub, in slot order.
    let mut stubs_of: Vec<Vec<(usize, usize)>> = vec![Vec::new(); f.blocks.len()];
    for (s, slot) in schedule.slots.iter().enumerate() {
        if let Some(k) = plan.stubs[s] {
            stubs_of[slot.block().index()].push((s, k));
        }
    }
    for &b in order.iter().filter(|b| cfgs.linear.reachable[b.index()]) {
        for &(s, k) in &stubs_of[b.index()] {
            code.place(stub[s]);
            emit_moves(
                &mut code,
                &registers.extra_moves(File::Sgpr, b, Extra::StubStart(s)),
                &spill,
            );
            emit_moves(&mut code, &registers.moves(k, false), &spill);
            let located = registers.locate(k, &mut loc);
            // (Before a block that only returns, EXEC does not matter: see `regalloc::plan`.)
            if let Some(read) = located.mask_read {
                code.emit(sop1(op::S_MOV_B64, Operand::EXEC, Operand::s(read)));
            }
            for &(m, r) in &located.masks {
                if m != s {
                    // Lanes entering here prime their region's join.
                    code.emit(sop1(op::S_MOV_B64, Operand::s(r), Operand::EXEC));
                } else if !registers.stub_clear_is_unread(k) {
                    code.emit(sop1(op::S_MOV_B64, Operand::s(r), zero()));
                }
            }
            emit_moves(&mut code, &registers.moves(k, true), &spill);
            emit_moves(
                &mut code,
                &registers.extra_moves(File::Sgpr, b, Extra::StubEnd(s)),
                &spill,
            );
            code.branch(op::S_BRANCH, body[b.index()]);
        }
        code.place(body[b.index()]);
        emit_moves(&mut code, &registers.extra_moves(File::Sgpr, b, Extra::Start), &spill);
        let (&term_bundle, bundles) = plan.body[b.index()]
            .split_last()
            .ok_or_else(|| format!("{b} has no terminator"))?;
        for &k in bundles {
            // Debug info: the code from here on is `op`'s (work-item ids, hoisted to the
            // entry, are inputs rather than code of their line).
            if let Kind::Op(op) = plan.bundles[k].kind {
                if !matches!(f.op(op).opcode, Opcode::WorkitemId(_)) {
                    code.line(f.op(op).loc);
                }
            }
            emit_moves(&mut code, &registers.moves(k, false), &spill);
            let located = with_vcc_temp(registers.locate(k, &mut loc), &plan.bundles[k]);
            let fixed = match plan.bundles[k].kind {
                Kind::Op(op) if needs_fixed_vtemps(f, op) => fixed_vtemps,
                _ => None,
            };
            let ctx = frame.ctx(&loc, temps_of(&located.temps, fixed));
            match plan.bundles[k].kind {
                Kind::ArgLoad(i) => {
                    let early = argument_loads[i].as_ref();
                    lower_or_select(&mut code, early, &ctx, frame.places(), &|ctx: &Ctx, out: &mut Out| {
                        select::argument_load(ctx, i, out)
                    })?
                }
                Kind::Op(op) if call::call_op(f, op).is_some() => {
                    let saves = |r: call::Saved| match r {
                        call::Saved::Vgpr(v) => call_saves(k, File::Vgpr, v),
                        call::Saved::Sgpr(s) => call_saves(k, File::Sgpr, s),
                    };
                    let insts = call_code(&ctx, op, save_area.as_ref(), &saves).map_err(|e| describe(f, b, op, e))?;
                    for i in insts {
                        code.push(i);
                    }
                }
                Kind::Op(op) if registers.is_split(k) => {
                    let early = selected[op.index()]
                        .as_ref()
                        .expect("split bundles were selected early");
                    let temps = ctx.temps;
                    emit_split(
                        &mut code,
                        &registers,
                        k,
                        early,
                        (&mut loc, &temps, frame.places()),
                        &spill,
                    )
                    .map_err(|e| describe(f, b, op, e))?;
                }
                Kind::Op(op) => {
                    let early = selected[op.index()].as_ref();
                    lower_or_select(&mut code, early, &ctx, frame.places(), &|ctx: &Ctx, out: &mut Out| {
                        select::select(ctx, op, out)
                    })
                    .map_err(|e| describe(f, b, op, e))?
                }
                _ => unreachable!("only argument loads and ops come before the terminator"),
            }
            emit_moves(&mut code, &registers.moves(k, true), &spill);
        }
        let term = *f.block(b).ops.last().expect("blocks end in a terminator");
        code.line(f.op(term).loc);
        emit_moves(&mut code, &registers.moves(term_bundle, false), &spill);
        let located = with_vcc_temp(registers.locate(term_bundle, &mut loc), &plan.bundles[term_bundle]);
        // Parameters written here go to their new registers; arguments that are such
        // parameters are read from a copy made before any of them is written.
        let bundle = &plan.bundles[term_bundle];
        let param_dst: HashMap<Value, Loc> = bundle.defs.iter().map(|&p| (p, loc[p.index()])).collect();
        for (&a, &park) in bundle.parks.iter().zip(&located.parks) {
            if let Some(old) = registers.use_loc(term_bundle, a) {
                code.emit(sop1(
                    if regalloc::width(f, a) == 2 {
                        op::S_MOV_B64
                    } else {
                        op::S_MOV_B32
                    },
                    park.lo(),
                    old.lo(),
                ));
            }
            loc[a.index()] = park;
        }
        let ctx = frame.ctx(&loc, temps_of(&located.temps, None));
        let temp = |slot: usize| located.temps[slot].unwrap_or(NO_TEMP);
        let masks: HashMap<usize, u8> = located.masks.iter().copied().collect();
        // Masks known empty here are written by the first edge adding lanes to them, where
        // every edge runs in turn; behind a uniform branch they start as zero.
        let mut fresh: BTreeSet<u8> = registers.fresh_masks(term_bundle).iter().map(|s| masks[s]).collect();
        if !edges_run_in_turn(f, term) {
            for &m in &fresh {
                code.emit(sop1(op::S_MOV_B64, Operand::s(m), zero()));
            }
            fresh.clear();
        }
        let mut t = Transition {
            ctx: &ctx,
            code: &mut code,
            schedule: &schedule,
            masks: &masks,
            fresh,
            save: temp(0),
            compare: temp(7),
            from: b,
            plan: &plan,
            registers: &registers,
            param_dst: &param_dst,
            spill: &spill,
        };
        // An unconditional branch whose lanes are the only ones going on: no masks needed.
        let exit = &cfgs.linear.exits[b.index()];
        let falls = matches!(exit, Exit::FallsInto(_)).then(|| &f.op(term).successors[0]);
        let direct = *exit == Exit::Direct;
        // A direct branch with no moves after its block's code takes each edge's arguments on
        // the edge's own path: the condition is tested once.
        let fused = direct
            && registers.moves(term_bundle, true).is_empty()
            && registers.extra_moves(File::Sgpr, b, Extra::End).is_empty();
        match falls {
            Some(edge) => {
                t.copy_arguments(0, edge, false).map_err(|e| describe(f, b, term, e))?;
                t.prime_on_entry(edge.block);
            }
            None if fused => t.prime_afresh(),
            None if direct => {
                t.prime_afresh();
                t.direct_branch_arguments(term).map_err(|e| describe(f, b, term, e))?
            }
            None => t.terminator(term).map_err(|e| describe(f, b, term, e))?,
        }
        for m in std::mem::take(&mut t.fresh) {
            t.code.emit(sop1(op::S_MOV_B64, Operand::s(m), zero()));
        }
        emit_moves(t.code, &registers.moves(term_bundle, true), &spill);
        emit_moves(t.code, &registers.extra_moves(File::Sgpr, b, Extra::End), &spill);
        match falls {
            Some(edge) => t.code.branch(op::S_BRANCH, body[edge.block.index()]),
            None if direct => t
                .jump_directly(term, &body, fused)
                .map_err(|e| describe(f, b, term, e))?,
            None => {
                let returns = cfgs::returns(f, b);
                if callee && returns && !cfgs.linear.candidates(b).is_empty() {
                    return Err(describe(
                        f,
                        b,
                        term,
                        "kcc bug: a function's return with lanes still waiting elsewhere".into(),
                    ));
                }
                dispatch_next(t.code, b, returns, &mut dispatch);
            }
        }
    }
    let mut mf = code.finish();
    let callee_frame = if callee {
        let lanes = if registers.sgpr_spill_slots > 0 {
            registers.sgpr_spill_vgpr..registers.vgprs_after
        } else {
            0..0
        };
        Some(call::finish_callee(&mut mf, save_bytes, lanes)?)
    } else {
        None
    };
    if run.done(MachinePass::Emit, &mf)? {
        return Ok(None);
    }
    scalar_peephole(&mut mf);
    if let Some(area) = &save_area {
        call::prune_saves(&mut mf, area);
    }
    if run.done(MachinePass::ScalarPeephole, &mf)? {
        return Ok(None);
    }
    crate::waitcnt::insert_waitcnts(&mut mf);
    if run.done(MachinePass::Waitcnt, &mf)? {
        return Ok(None);
    }
    crate::hazards::insert_hazard_nops(&mut mf);
    if run.done(MachinePass::Hazards, &mf)? {
        return Ok(None);
    }
    // Branches out of SOPP reach jump through an SGPR pair: one nothing reads at its target
    // (by the scalar liveness of the final code: it costs no register), else the pair after
    // the allocated SGPRs when the budget has room, else s[0:1], kept in lanes of the VGPR
    // after every one the code names around the jump (`stash_pair_at`). SCC, which the jump
    // also clobbers, never lives across a branch. (Only code past a SOPP branch's reach can
    // need them.)
    let pair = allocated_sgpr_end.next_multiple_of(2);
    let room = pair + 2 <= max_sgprs;
    let mut extra_pair = false;
    let mut stash: Option<u32> = None;
    loop {
        let far_code = mf.block_offsets().last().is_some_and(|&size| size > SOPP_REACH);
        let dead = if far_code {
            crate::peephole::dead_pairs_at_branches(&mf, allocated_sgpr_end as u8)
        } else {
            HashMap::new()
        };
        let mut unpaired = None;
        let relaxed = mf.relax_with(&mut |b, k| {
            dead.get(&(b, k)).copied().or_else(|| {
                if room {
                    extra_pair = true;
                    Some(pair as u8)
                } else {
                    unpaired.get_or_insert((b, k));
                    None
                }
            })
        });
        match (relaxed, unpaired) {
            (Ok(_), _) => break,
            (Err(crate::mc::McError::BranchOutOfRange { .. }), Some((b, k))) => {
                // (A called function's VGPR lanes outside its EXEC are its caller's: a stash
                // there would need a whole-wave save.)
                if callee {
                    return Err(format!(
                        "a long branch in a called function (a call kcc does not inline) needs an SGPR pair and all {max_sgprs} SGPRs it may use are taken"
                    )
                    .into());
                }
                let v = *stash.get_or_insert_with(|| registers_named(&mf).1);
                if v >= budget.max_vgprs {
                    return Err(format!(
                        "a long branch needs an SGPR pair and all {max_sgprs} SGPRs and {} VGPRs are taken",
                        budget.max_vgprs
                    )
                    .into());
                }
                mf.stash_pair_at(b, k, 0, v as u8);
            }
            (Err(e), _) => return Err(e.to_string().into()),
        }
    }
    let sgpr_end = if extra_pair { pair + 2 } else { allocated_sgpr_end };
    // The counts the descriptor declares: the registers the final code names, as llc counts
    // the registers its final code uses. The allocation's counts also take registers of code
    // the scalar peephole deleted (exec saves, lane masks, parallel-copy temporaries), so the
    // named ones are renumbered without gaps first (part of the long-branch pass, whose dump
    // is the final code). Never below the SGPRs the hardware initializes (user and system
    // SGPRs, 4 more when a late private segment puts its resource first) nor the work-item id
    // VGPRs.
    let hardware_sgprs = next as u32 + if late_segment.is_some() { 4 } else { 0 };
    // (The calling convention fixes registers: functions that call or are called keep theirs.)
    if !indexes_registers(&mf) && !callee && !calls {
        compact_vgprs(&mut mf, used.workitem_dims);
        compact_sgprs(&mut mf, hardware_sgprs);
    }
    if run.done(MachinePass::LongBranch, &mf)? {
        return Ok(None);
    }
    let (named_sgprs, named_vgprs) = registers_named(&mf);
    // (A long branch's stash VGPR is past the allocation's.)
    let allocated_vgpr_end = registers.vgpr_end.max(stash.map_or(0, |v| v + 1));
    let (sgpr_end, vgpr_end) = if calls || callee {
        (sgpr_end.max(named_sgprs), allocated_vgpr_end.max(named_vgprs))
    } else {
        (
            sgpr_end.min(named_sgprs.max(hardware_sgprs)),
            allocated_vgpr_end.min(named_vgprs.max(used.workitem_dims as u32)),
        )
    };

    let mut args: Vec<KernelArg> = f
        .args
        .iter()
        .map(|a| {
            let kind = match a.address_space {
                // A `__local` pointer argument: the runtime places its LDS after the kernel's own.
                Some(3) => ValueKind::DynamicSharedPointer,
                Some(_) => ValueKind::GlobalBuffer,
                None => ValueKind::ByValue,
            };
            let mut k = KernelArg::new(a.offset, a.size, kind);
            if !a.name.is_empty() {
                k.name = Some(a.name.clone());
            }
            k.address_space = match a.address_space {
                Some(1) => Some(AddressSpace::Global),
                Some(4) => Some(AddressSpace::Constant),
                Some(3) => Some(AddressSpace::Local),
                Some(0) => Some(AddressSpace::Generic),
                Some(2) => Some(AddressSpace::Region),
                Some(5) => Some(AddressSpace::Private),
                // (32-bit constant pointers and buffer resources have no name there, as in llc's.)
                _ => None,
            };
            k
        })
        .collect();
    let uses = HiddenArgUse {
        dynamic_lds_size: lds.dynamic,
        // The frontend's llvm.amdgcn.queue.ptr reads it.
        queue_ptr: f.attrs.iter().any(|(k, _)| k == "kcc-hidden-queue-ptr"),
        ..HiddenArgUse::default()
    };
    let kernarg_size = metadata::append_hidden_args_v5(&mut args, explicit_end, &uses);
    let mut md = KernelMetadata::opencl(&f.name);
    md.args = args;
    // (The budget has refused a malformed attribute already.)
    md.max_flat_workgroup_size = crate::budget::flat_work_group_size(&f.attrs).unwrap_or(1024);
    // f32 division passes its scale flag in VCC.
    let uses_vcc = f.ops.iter().any(|o| o.opcode == Opcode::FDiv);
    let descriptor = KernelDescriptorInfo {
        reserve_vcc: uses_vcc,
        reserve_flat_scratch: flat_scratch || mf.names_register(Operand::FLAT_SCRATCH.0),
        group_segment_fixed_size: lds.size,
        kernarg_size,
        next_free_vgpr: vgpr_end,
        next_free_sgpr: sgpr_end,
        user_sgprs: user,
        private_segment_wavefront_offset: scratch || late_segment.is_some(),
        private_segment_fixed_size: private_bytes,
        uses_dynamic_stack: dynamic_stack,
        workgroup_id: used.workgroup_id,
        workitem_id: used.workitem_dims - 1,
        ..KernelDescriptorInfo::default()
    };
    md.sgpr_spill_count = registers.sgpr_spill_slots;
    md.vgpr_spill_count = registers.vgpr_spill_slots;
    if crate::verify() {
        crate::machine_verify::verify_register_counts(&mf, descriptor.next_free_sgpr, descriptor.next_free_vgpr)
            .map_err(|e| format!("kcc bug: machine verifier: {e}"))?;
    }
    let registers_used = (descriptor.total_sgprs(), descriptor.total_vgprs());
    let mut stats = stats::collect(f, &mf, registers_used, &budget, lds.size);
    stats.sgpr_spills = registers.sgpr_spill_slots;
    stats.vgpr_spills = registers.vgpr_spill_slots;
    stats.scratch_bytes = private_bytes;
    run.lap(MachinePass::Encode);
    Ok(Some(CompiledKernel {
        code: mf,
        descriptor,
        metadata: md,
        stats,
        callee_frame,
        callees: call::callees(f),
    }))
}

/// The code of a call-convention op (see `call`).
fn call_code(
    ctx: &Ctx,
    op: OpId,
    area: Option<&call::SaveArea>,
    saves: &dyn Fn(call::Saved) -> bool,
) -> Result<Vec<MInst>, String> {
    let f = ctx.f;
    let d = f.op(op);
    let dwords_of = |vals: &[Value]| {
        let mut out = Vec::new();
        for &v in vals {
            match f.value(v).bank {
                Bank::LaneMask => out.push(call::Dword::Mask(ctx.src(v))),
                Bank::Scc => return Err("kcc bug: a call's boolean operand in SCC".to_string()),
                _ => {
                    out.push(call::Dword::Move(ctx.src(v)));
                    if f.ty(v).bits() == 64 {
                        out.push(call::Dword::Move(ctx.src_hi(v)));
                    }
                }
            }
        }
        Ok(out)
    };
    match call::call_op(f, op) {
        Some(call::CallOp::Call(name)) => {
            let area = area.ok_or("kcc bug: a call without a save area")?;
            let (explicit, ids) = match d.operands.split_last() {
                Some((&ids, explicit)) if call::passes_ids(f, op) => (explicit, Some(ctx.src(ids))),
                _ => (&d.operands[..], None),
            };
            // (The work-group ids, before the work-item ids, go in s12..s14.)
            let (explicit, group) = match explicit.len().checked_sub(3) {
                Some(n) if call::passes_group_ids(f, op) => (&explicit[..n], &explicit[n..]),
                _ => (explicit, &[][..]),
            };
            let mut args = call::arg_slots(f, op, explicit, dwords_of(explicit)?)?;
            for (k, &v) in group.iter().enumerate() {
                let to = (call::GROUP_ID_SGPR + k as u32) as u8;
                args.push((call::Dword::Move(ctx.src(v)), call::ArgSlot::Sgpr(to)));
            }
            let mut results = Vec::new();
            for &r in &d.results {
                let n = if f.ty(r).bits() == 64 { 2 } else { 1 };
                match (ctx.loc[r.index()], f.value(r).bank) {
                    (Loc::Vgpr(v), _) => results.extend((0..n).map(|k| Some(call::ResultTo::Vgpr(v + k)))),
                    (Loc::None, _) => results.extend((0..n).map(|_| None)),
                    (Loc::Sgpr(m), Bank::LaneMask) => results.push(Some(call::ResultTo::Mask(m))),
                    (Loc::Sgpr(_), _) => return Err("kcc bug: a call's result in an SGPR".into()),
                }
            }
            let external = !f.op(op).has_word("defined");
            call::call_sequence(&name, external, ids, &args, &results, area, saves)
        }
        Some(call::CallOp::Return) => call::return_values(&dwords_of(&d.operands)?),
        _ => Ok(Vec::new()),
    }
}

/// What kcc does not do yet in a function a call stays to: a clear error at the op.
fn refuse_in_callee(f: &Function) -> Result<(), KernelError> {
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            let what = match d.opcode {
                Opcode::WorkitemId(_) => "work-item ids",
                Opcode::DispatchPtr | Opcode::KernargPtr | Opcode::ImplicitargPtr => {
                    "the dispatch and kernel argument pointers"
                }
                Opcode::StackBase | Opcode::AllocaDyn => "allocas of a run-time size",
                o if o.is_buffer_access() => "buffer resources",
                Opcode::Image => "image instructions",
                // (Each function lays LDS out alone: a callee's offsets would not be its
                // kernel's.)
                Opcode::GlobalAddr | Opcode::GroupStaticSize
                    if d.opcode == Opcode::GroupStaticSize
                        || d.results.first().is_some_and(|&r| f.ty(r) == Type::Ptr(3)) =>
                {
                    "LDS variables"
                }
                _ if needs_fixed_vtemps(f, op) => "whole-wave operations",
                _ => continue,
            };
            return Err(describe(
                f,
                b,
                op,
                format!("{what} in a called function (a call kcc does not inline) are not supported yet"),
            ));
        }
    }
    Ok(())
}

/// Does the code index registers by M0 (`s_movrel*`, `v_movrel*`, `s_set_gpr_idx_*`: only inline
/// asm writes them)? Then they are not renumbered.
fn indexes_registers(mf: &MachineFunction) -> bool {
    mf.blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(MInst::inst)
        .any(|i| i.op.name().contains("movrel") || i.op.name().contains("gpr_idx"))
}

/// Renumbers the SGPRs the final code names above the ones the hardware initializes
/// (`fixed`), so that they take the lowest registers free (allocated registers of code the
/// scalar peephole deleted leave gaps, as do pairs aligned apart). Registers named together
/// (tuples, overlapping ones) move as one run, by a multiple of the largest alignment among
/// them (pairs even, wider tuples by 4), each to the lowest place at or below where it was;
/// every instruction (and long branch scratch pair) is renamed alike.
fn compact_sgprs(mf: &mut MachineFunction, fixed: u32) {
    const FILE: usize = 102;
    // The runs of registers named together: union of overlapping tuples.
    let mut reach = [0usize; FILE]; // reach[r]: one past the last register of the run from r
    let mut align = [1usize; FILE];
    let mut named = [false; FILE];
    let mut tuple = |first: usize, len: usize, reach: &mut [usize; FILE], align: &mut [usize; FILE]| {
        if first + len > FILE || len == 0 {
            return;
        }
        for r in first..first + len {
            named[r] = true;
            reach[r] = reach[r].max(first + len);
        }
        let a = match len {
            1 => 1,
            2 => 2,
            _ => 4,
        };
        align[first] = align[first].max(a);
    };
    for m in mf.blocks.iter().flat_map(|b| &b.insts) {
        if let MInst::LongBranch { scratch, .. } = *m {
            tuple(scratch as usize, 2, &mut reach, &mut align);
        }
        let Some(i) = m.inst() else { continue };
        let a = i.access();
        for r in a.reads.iter().chain(&a.writes).filter(|r| (r.first as usize) < FILE) {
            tuple(r.first as usize, r.len as usize, &mut reach, &mut align);
        }
    }
    // The runs, from `fixed` up, with their alignment; each goes to the lowest free place.
    let mut new: Vec<u16> = (0..FILE as u16).collect();
    let mut taken = [false; FILE];
    taken[..(fixed as usize).min(FILE)].iter_mut().for_each(|t| *t = true);
    let mut r = 0;
    let mut moved = false;
    while r < FILE {
        if !named[r] {
            r += 1;
            continue;
        }
        // The run starting at r: as far as any tuple in it reaches.
        let (start, mut end, mut a) = (r, reach[r], align[r]);
        let mut k = r;
        while k < end {
            end = end.max(reach[k]);
            a = a.max(align[k]);
            k += 1;
        }
        let len = end - start;
        let place = if start < fixed as usize {
            start
        } else {
            (fixed as usize..=start)
                .filter(|&p| p % a == start % a)
                .find(|&p| taken[p..p + len].iter().all(|t| !t))
                .unwrap_or(start)
        };
        for x in 0..len {
            new[start + x] = (place + x) as u16;
            taken[place + x] = true;
        }
        moved |= place != start;
        r = end;
    }
    if !moved {
        return;
    }
    let rename = |o: &mut Operand| {
        if (o.0 as usize) < FILE && o.0 as u32 >= fixed {
            *o = Operand(new[o.0 as usize]);
        }
    };
    for m in mf.blocks.iter_mut().flat_map(|b| &mut b.insts) {
        match m {
            MInst::Inst(i) | MInst::Reloc { inst: i, .. } => {
                let [s0, s1, s2] = &mut i.src;
                for o in [&mut i.dst, &mut i.sdst, s0, s1, s2] {
                    rename(o);
                }
            }
            MInst::LongBranch { scratch, .. } => {
                let mut o = Operand::s(*scratch);
                rename(&mut o);
                *scratch = o.0 as u8;
            }
            MInst::Branch { .. } | MInst::Line(_) => {}
        }
    }
}

/// Renumbers the VGPRs the final code names, in order, so that they have no gaps (registers
/// of deleted code, or of pairs placed apart, leave some): a VGPR tuple's registers are all
/// named, so they stay consecutive, and the work-item ids the hardware puts in v0..v(dims-1)
/// stay where they are. A renaming applied to every instruction computes the same, and the
/// waits and wait states already placed depend only on which registers are the same.
fn compact_vgprs(mf: &mut MachineFunction, workitem_dims: u8) {
    let vgpr = |o: Operand| o.is_vgpr().then(|| o.vgpr() as usize);
    let mut named = [false; 256];
    named[..workitem_dims as usize].iter_mut().for_each(|n| *n = true);
    for i in mf.blocks.iter().flat_map(|b| &b.insts).filter_map(MInst::inst) {
        let a = i.access();
        for r in a.reads.iter().chain(&a.writes).flat_map(|r| r.iter()) {
            if let Some(v) = r.checked_sub(Operand::v(0).0 as usize) {
                named[v] = true;
            }
        }
        for o in [i.dst, i.sdst, i.src[0], i.src[1], i.src[2]] {
            if let Some(v) = vgpr(o) {
                named[v] = true;
            }
        }
    }
    let mut new = [0u8; 256];
    let mut next = 0u8;
    for (v, &n) in named.iter().enumerate() {
        if n {
            new[v] = next;
            next += 1;
        }
    }
    if named.iter().enumerate().all(|(v, &n)| !n || new[v] as usize == v) {
        return;
    }
    for b in &mut mf.blocks {
        for m in &mut b.insts {
            let (MInst::Inst(i) | MInst::Reloc { inst: i, .. }) = m else {
                continue;
            };
            let [s0, s1, s2] = &mut i.src;
            for o in [&mut i.dst, &mut i.sdst, s0, s1, s2] {
                if let Some(v) = vgpr(*o) {
                    *o = Operand::v(new[v]);
                }
            }
        }
    }
}

/// One past the highest SGPR (of s0..s101) and VGPR `mf`'s code names (long branches' scratch
/// pairs included).
fn registers_named(mf: &MachineFunction) -> (u32, u32) {
    let (mut sgprs, mut vgprs) = (0u32, 0u32);
    for m in mf.blocks.iter().flat_map(|b| &b.insts) {
        if let MInst::LongBranch { scratch, .. } = *m {
            sgprs = sgprs.max(scratch as u32 + 2);
        }
        let Some(i) = m.inst() else { continue };
        let a = i.access();
        for r in a.reads.iter().chain(&a.writes) {
            let end = (r.first + r.len) as u32;
            if r.first >= Operand::v(0).0 {
                vgprs = vgprs.max(end - Operand::v(0).0 as u32);
            } else if r.first < Operand::FLAT_SCRATCH.0 {
                sgprs = sgprs.max(end);
            }
        }
    }
    (sgprs, vgprs)
}

/// The `scalar-peephole` pass: the peephole, then the branches its deletions leave pointing at
/// the next block go, and the compares only those branches read go in a second round.
pub(crate) fn scalar_peephole(mf: &mut MachineFunction) {
    crate::peephole::run(mf);
    if drop_fallthrough_branches(mf) {
        crate::peephole::run(mf);
        drop_fallthrough_branches(mf);
    }
    // Branches to blocks the deletions emptied go on to where those fall (a loop's back edge
    // to its header's emptied stub would make the loop look entered twice to `waitcnt`).
    thread_jumps(mf);
    crate::peephole::shrink(mf);
}

/// The symbol of a `global.addr` of data outside LDS (which lives in `.rodata`).
fn constant_address(f: &Function, op: OpId) -> Option<String> {
    let d = f.op(op);
    match (d.opcode, d.attr("global"), d.results.first().map(|&r| f.ty(r))) {
        (Opcode::GlobalAddr, Some(Attr::Str(name)), Some(Type::Ptr(space))) if space != 3 => Some(name.clone()),
        _ => None,
    }
}

/// `message` about `op` (in block `b`), at the op's source location.
fn describe(f: &Function, b: Block, op: OpId, message: String) -> KernelError {
    KernelError {
        at: f.op(op).loc,
        message: format!("{b}, '{}': {message}", mir::verify::op_text(f, op)),
    }
}

/// Emits code selected before allocation onto the registers `ctx` gives (where it has them),
/// else selects it there.
fn lower_or_select(
    code: &mut Builder,
    early: Option<&isel::Selected>,
    ctx: &Ctx,
    frame: isel::FramePlaces,
    select: &dyn Fn(&Ctx, &mut Out) -> Result<(), String>,
) -> Result<(), String> {
    match early.and_then(|s| s.lower(ctx.loc, &ctx.temps, frame)) {
        Some(insts) => insts.into_iter().for_each(|m| code.push(m)),
        None => {
            let mut insts = Vec::new();
            select(ctx, &mut Out { insts: &mut insts })?;
            code.emit_all(insts);
        }
    }
    Ok(())
}

/// The code at the end of a block: block arguments, lane masks of the slots its lanes go to.
/// What each path of a scalar branch does with its edge.
#[derive(Clone, Copy)]
enum Paths<'a> {
    /// Copies the arguments and adds the lanes to the mask of the slot they wait in.
    ToSlots,
    /// Only copies the arguments (the branch that follows jumps directly).
    Arguments,
    /// Goes straight to the target's code (`body`: each block's label).
    Jump { body: &'a [usize], with_arguments: bool },
}

struct Transition<'a, 'b> {
    ctx: &'a Ctx<'a>,
    code: &'b mut Builder,
    schedule: &'a Schedule,
    /// Registers of the slot masks the terminator adds lanes to.
    masks: &'a HashMap<usize, u8>,
    /// Those of them still empty (no edge has added lanes yet).
    fresh: BTreeSet<u8>,
    save: u8,
    compare: u8,
    from: Block,
    plan: &'a regalloc::Plan,
    registers: &'a Registers,
    /// Where each scalar parameter written here goes.
    param_dst: &'a HashMap<Value, Loc>,
    spill: &'a Spill,
}

impl Transition<'_, '_> {
    fn terminator(&mut self, term: OpId) -> Result<(), String> {
        let f = self.ctx.f;
        let d = f.op(term);
        match d.opcode {
            Opcode::Ret | Opcode::Unreachable => Ok(()),
            Opcode::Br => self.edge(0, &d.successors[0], false),
            Opcode::CondBr => {
                let c = d.operands[0];
                if f.value(c).bank == Bank::LaneMask {
                    self.prime();
                    let cond = self.ctx.loc[c.index()].lo();
                    let slots = [0, 1].map(|k| self.schedule.edge_slot(self.from, d.successors[k].block));
                    // The mask each side adds its lanes to (none for a primed join).
                    let [m_true, m_false] =
                        slots.map(|slot| (!self.schedule.is_primed(slot)).then(|| self.masks[&slot]));
                    if m_true != m_false
                        && [m_true, m_false].iter().flatten().all(|m| self.fresh.contains(m))
                        && (0..2).all(|k| self.edge_is_empty(k, &d.successors[k]))
                    {
                        // Nothing to copy on either edge: the masks are the condition's split
                        // of exec, written directly (the side in the earlier slot last: the
                        // dispatch tests it first, and its SCC already says whether it is
                        // empty).
                        let mut sides = [(m_true, op::S_AND_B64, slots[0]), (m_false, op::S_ANDN2_B64, slots[1])];
                        sides.sort_by_key(|&(_, _, slot)| std::cmp::Reverse(slot));
                        for (m, o, _) in sides {
                            if let Some(m) = m {
                                self.code.emit(sop2(o, Operand::s(m), Operand::EXEC, cond));
                            }
                        }
                        self.fresh.retain(|m| ![m_true, m_false].contains(&Some(*m)));
                        return Ok(());
                    }
                    // A side going to a primed join with nothing to copy needs no lanes.
                    let save = Operand::s(self.save);
                    self.code.emit(sop1(op::S_MOV_B64, save, Operand::EXEC));
                    for (k, o) in [(0, op::S_AND_B64), (1, op::S_ANDN2_B64)] {
                        let edge = &d.successors[k];
                        if !(self.schedule.is_primed(slots[k]) && self.edge_is_empty(k, edge)) {
                            self.code.emit(sop2(o, Operand::EXEC, save, cond));
                            self.edge(k, edge, true)?;
                        }
                    }
                    Ok(())
                } else {
                    self.prime_afresh();
                    self.scalar_branch(term, self.ctx.src(c), Paths::ToSlots)
                }
            }
            Opcode::Switch => self.switch(term),
            other => Err(format!("'{other}' is not a terminator kcc knows")),
        }
    }

    /// A uniform branch (conditional, or a switch) on `selector`: every active lane takes one
    /// path, chosen by scalar compares; each path does what `paths` says for its edge.
    fn scalar_branch(&mut self, term: OpId, selector: Operand, paths: Paths) -> Result<(), String> {
        let d = self.ctx.f.op(term);
        let path: Vec<usize> = d.successors.iter().map(|_| self.code.label()).collect();
        if d.opcode == Opcode::CondBr {
            // The true edge falls through; the false one is taken when the condition is 0.
            self.code.emit(sopc(op::S_CMP_LG_U32, selector, zero()));
            self.code.branch(op::S_CBRANCH_SCC0, path[1]);
        } else {
            let Some(Attr::Ints(cases)) = d.attr("cases") else {
                return Err("switch without cases".into());
            };
            let wide = dwords(self.ctx.f.ty(d.operands[0])) == 2;
            for (k, &case) in cases.iter().enumerate() {
                if wide {
                    let mut insts = Vec::new();
                    let c = self.case_operand(&mut Out { insts: &mut insts }, case, true);
                    self.code.emit_all(insts);
                    self.code.emit(sopc(op::S_CMP_EQ_U64, selector, c));
                } else {
                    let mut i = sopc(op::S_CMP_EQ_U32, selector, Operand::NONE);
                    select::imm(&mut i, 1, case as u32);
                    self.code.emit(i);
                }
                self.code.branch(op::S_CBRANCH_SCC1, path[k + 1]);
            }
        }
        let done = self.code.label();
        for (k, edge) in d.successors.iter().enumerate() {
            self.code.place(path[k]);
            match paths {
                Paths::ToSlots => self.edge(k, edge, false)?,
                Paths::Arguments => self.copy_arguments(k, edge, false)?,
                Paths::Jump { body, with_arguments } => {
                    if with_arguments {
                        self.copy_arguments(k, edge, false)?;
                    }
                    let moves = self.registers.extra_moves(File::Sgpr, self.from, Extra::Edge(k));
                    emit_moves(self.code, &moves, self.spill);
                    self.code.branch(op::S_BRANCH, body[edge.block.index()]);
                    continue;
                }
            }
            self.code.branch(op::S_BRANCH, done);
        }
        self.code.place(done);
        Ok(())
    }

    /// The arguments of a uniform branch that jumps straight to its targets
    /// ([`regalloc::jumps_directly`]), where the block's moves come between them and the
    /// branch: each path copies its edge's, when any edge has some.
    fn direct_branch_arguments(&mut self, term: OpId) -> Result<(), String> {
        let d = self.ctx.f.op(term);
        if d.successors.iter().enumerate().all(|(k, e)| self.edge_is_empty(k, e)) {
            return Ok(());
        }
        self.scalar_branch(term, self.ctx.src(d.operands[0]), Paths::Arguments)
    }

    /// The branch itself of a uniform branch that jumps straight to its targets: it tests the
    /// selector where the allocator put it for the branch, and each path makes its edge's moves
    /// (after its arguments, when `with_arguments`) before going to the target's code.
    fn jump_directly(&mut self, term: OpId, body: &[usize], with_arguments: bool) -> Result<(), String> {
        let selector = Operand::s(self.registers.dispatch_masks(self.from)[0]);
        self.scalar_branch(term, selector, Paths::Jump { body, with_arguments })
    }

    fn switch(&mut self, term: OpId) -> Result<(), String> {
        let f = self.ctx.f;
        let d = f.op(term);
        let v = d.operands[0];
        let Some(Attr::Ints(cases)) = d.attr("cases") else {
            return Err("switch without cases".into());
        };
        let wide = dwords(f.ty(v)) == 2;
        let vloc = self.ctx.loc[v.index()];
        if f.value(v).bank == Bank::Vgpr {
            self.prime();
            if self.case_masks_by_compare(term)? {
                return Ok(());
            }
            // Divergent: peel off the lanes of each case in turn.
            let (save, cmp) = (Operand::s(self.save), Operand::s(self.compare));
            self.code.emit(sop1(op::S_MOV_B64, save, Operand::EXEC));
            for (k, &case) in cases.iter().enumerate() {
                self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, save));
                let mut insts = Vec::new();
                let mut out = Out { insts: &mut insts };
                let eq = if wide { op::V_CMP_EQ_U64 } else { op::V_CMP_EQ_U32 };
                let mut i = select::vop(eq, cmp, &[Operand::NONE, vloc.lo()]);
                i.src[0] = self.case_operand(&mut out, case, wide);
                out.push(i);
                self.code.emit_all(insts);
                self.code.emit(sop2(op::S_AND_B64, Operand::EXEC, save, cmp));
                self.edge(k + 1, &d.successors[k + 1], true)?;
                self.code.emit(sop2(op::S_ANDN2_B64, save, save, cmp));
            }
            self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, save));
            return self.edge(0, &d.successors[0], true);
        }
        // Uniform: compare and branch case by case.
        let selector = if wide { vloc.lo() } else { self.ctx.src(v) };
        self.scalar_branch(term, selector, Paths::ToSlots)
    }

    /// A divergent switch whose edges go to slots whose masks start empty here, or to primed
    /// ones: a compare under EXEC writes each case's mask directly (a later case going to the
    /// same slot ORs its compare in; one going where the default goes is not compared)
    /// (inactive lanes compare false), and the default's mask is EXEC without them. An edge
    /// with arguments copies them under its lanes, and the compares after it run under the
    /// lanes no case has taken yet (the copy may overwrite the selector in the lanes it took).
    /// Returns whether it applied.
    fn case_masks_by_compare(&mut self, term: OpId) -> Result<bool, String> {
        let f = self.ctx.f;
        let d = f.op(term);
        let Some(Attr::Ints(cases)) = d.attr("cases") else {
            return Err("switch without cases".into());
        };
        let slots: Vec<usize> = d
            .successors
            .iter()
            .map(|e| self.schedule.edge_slot(self.from, e.block))
            .collect();
        let masks: Vec<Option<u8>> = slots
            .iter()
            .map(|&s| (!self.schedule.is_primed(s)).then(|| self.masks[&s]))
            .collect();
        let copies: Vec<bool> = d
            .successors
            .iter()
            .enumerate()
            .map(|(k, e)| !self.edge_is_empty(k, e))
            .collect();
        // A case going where the default goes leaves its lanes in the default's mask (so it
        // must copy nothing of its own); one going where an earlier case goes adds its lanes.
        let with_default = |k: usize| k > 0 && masks[k].is_some() && slots[k] == slots[0];
        let mut seen = std::collections::HashSet::new();
        let repeated: Vec<bool> = (0..slots.len())
            .map(|k| k > 0 && !seen.insert(slots[k]) && masks[k].is_some())
            .collect();
        let repeated = |k: usize| repeated[k];
        let applies = masks.iter().flatten().all(|m| self.fresh.contains(m))
            && (1..slots.len()).all(|k| !with_default(k) || (masks[0].is_some() && !copies[k]));
        if !applies {
            return Ok(false);
        }
        let v = d.operands[0];
        let wide = dwords(f.ty(v)) == 2;
        let vloc = self.ctx.loc[v.index()];
        let eq = if wide { op::V_CMP_EQ_U64 } else { op::V_CMP_EQ_U32 };
        // The lanes no case has taken: the default's mask, or (a primed default, with arguments
        // to copy) the scratch pair that saves EXEC.
        let default = match masks[0] {
            Some(m) => Some(m),
            None if copies.contains(&true) => Some(self.save),
            None => None,
        };
        if let Some(m) = default {
            self.code.emit(sop1(op::S_MOV_B64, Operand::s(m), Operand::EXEC));
        }
        for (k, &case) in cases.iter().enumerate() {
            if with_default(k + 1) {
                continue;
            }
            // A primed or repeated target's lanes are found (to leave the default, and to be
            // added to the target's mask) in the scratch pair.
            let lanes = match masks[k + 1] {
                Some(m) if !repeated(k + 1) => Operand::s(m),
                _ => Operand::s(self.compare),
            };
            let mut insts = Vec::new();
            let mut out = Out { insts: &mut insts };
            let mut i = select::vop(eq, lanes, &[Operand::NONE, vloc.lo()]);
            i.src[0] = self.case_operand(&mut out, case, wide);
            out.push(i);
            self.code.emit_all(insts);
            if let (true, Some(m)) = (repeated(k + 1), masks[k + 1]) {
                self.code.emit(sop2(op::S_OR_B64, Operand::s(m), Operand::s(m), lanes));
            }
            if let Some(m) = default {
                self.code
                    .emit(sop2(op::S_ANDN2_B64, Operand::s(m), Operand::s(m), lanes));
            }
            if let (true, Some(m)) = (copies[k + 1], default) {
                self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, lanes));
                self.copy_arguments(k + 1, &d.successors[k + 1], true)?;
                self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, Operand::s(m)));
            }
        }
        if let (true, Some(m)) = (copies[0], default) {
            self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, Operand::s(m)));
            self.copy_arguments(0, &d.successors[0], true)?;
        }
        self.fresh.retain(|m| !masks.contains(&Some(*m)));
        Ok(true)
    }

    /// A switch case's value as a compare operand: inline, else in the scratch SGPR (pair) 1
    /// (VOP3 and 64-bit SOPC compares take no literal).
    fn case_operand(&self, out: &mut Out, case: i128, wide: bool) -> Operand {
        let bits = case as u64;
        let inline = if wide {
            i32::try_from(bits as i64).ok()
        } else {
            Some(bits as u32 as i32)
        };
        if let Some(o) = inline.and_then(Operand::int) {
            return o;
        }
        let t = self.ctx.temps.s[1];
        out.s_mov_imm(Operand::s(t), bits as u32);
        if wide {
            out.s_mov_imm(Operand::s(t + 1), (bits >> 32) as u32);
        }
        Operand::s(t)
    }

    /// A divergent branch priming its join's mask ([`Schedule::primes`]) sets it to all its
    /// lanes, before they split.
    fn prime(&mut self) {
        let Some(slot) = self.schedule.primes(self.from) else {
            return;
        };
        let m = self.masks[&slot];
        if self.fresh.remove(&m) {
            self.code.emit(sop1(op::S_MOV_B64, Operand::s(m), Operand::EXEC));
        } else {
            self.code
                .emit(sop2(op::S_OR_B64, Operand::s(m), Operand::s(m), Operand::EXEC));
        }
    }

    /// A uniform branch priming its join's mask ([`Schedule::primes`]): it runs once, with
    /// no lanes waiting in the join yet, so the mask is all its lanes, written afresh.
    fn prime_afresh(&mut self) {
        if let Some(slot) = self.schedule.primes(self.from) {
            let m = self.masks[&slot];
            self.fresh.remove(&m);
            self.code.emit(sop1(op::S_MOV_B64, Operand::s(m), Operand::EXEC));
        }
    }

    /// Copies scalar arguments into their parameters' registers.
    fn copy_scalars(&mut self, pairs: &[(Value, Value)]) -> Result<(), String> {
        let f = self.ctx.f;
        for &(p, a) in pairs {
            let mut insts = Vec::new();
            copy_value(
                self.ctx,
                &mut Out { insts: &mut insts },
                self.param_dst[&p],
                f.value(p).bank,
                a,
                f.ty(p),
            )?;
            self.code.emit_all(insts);
        }
        Ok(())
    }

    /// Lanes going straight on into `to`'s slot prime the join its entry primes
    /// ([`Schedule::entry_primes`]).
    fn prime_on_entry(&mut self, to: Block) {
        let slot = self.schedule.edge_slot(self.from, to);
        if let Some(join) = self.schedule.entry_primes(slot) {
            let m = self.masks[&join];
            self.code.emit(sop1(op::S_MOV_B64, Operand::s(m), Operand::EXEC));
        }
    }

    /// The active lanes take successor edge `k`: copy its arguments under them, then add them
    /// to the mask of the slot they wait in (unless a branch primed it with them already).
    fn edge(&mut self, k: usize, edge: &BlockCall, may_be_empty: bool) -> Result<(), String> {
        self.copy_arguments(k, edge, may_be_empty)?;
        let slot = self.schedule.edge_slot(self.from, edge.block);
        if self.schedule.is_primed(slot) {
            return Ok(());
        }
        let m = self.masks[&slot];
        if self.fresh.remove(&m) {
            self.code.emit(sop1(op::S_MOV_B64, Operand::s(m), Operand::EXEC));
        } else {
            self.code
                .emit(sop2(op::S_OR_B64, Operand::s(m), Operand::s(m), Operand::EXEC));
        }
        Ok(())
    }

    /// Does edge `k` copy nothing (no arguments, no allocator moves)?
    fn edge_is_empty(&self, k: usize, edge: &BlockCall) -> bool {
        edge.args.is_empty()
            && self.plan.edge_copies[self.from.index()][k].is_empty()
            && self
                .registers
                .extra_moves(File::Vgpr, self.from, Extra::Edge(k))
                .is_empty()
    }

    /// Copies edge `k`'s arguments into its target's parameters under the active lanes. Scalar
    /// parameters and lane masks are written here; vector parameters get the allocator's moves
    /// for the edge (after copying arguments that are not in VGPRs into VGPRs). `may_be_empty`:
    /// exec can be zero here (a divergent split), so scalar parameters must not be written when
    /// other lanes may be waiting in the target with their value.
    fn copy_arguments(&mut self, k: usize, edge: &BlockCall, may_be_empty: bool) -> Result<(), String> {
        let f = self.ctx.f;
        let params = &f.block(edge.block).params;
        // Scalar parameters other lanes may be waiting with keep their value when no lane
        // takes the edge (lane masks and constants are written regardless).
        type Pairs = Vec<(Value, Value)>;
        let (guarded, unguarded): (Pairs, Pairs) = params
            .iter()
            .copied()
            .zip(edge.args.iter().copied())
            .filter(|&(p, _)| self.param_dst.contains_key(&p))
            .partition(|&(p, a)| f.value(p).bank != Bank::LaneMask && !regalloc::written_unguarded(f, a));
        self.copy_scalars(&unguarded)?;
        let skip = (may_be_empty && self.schedule.lanes_may_wait_in(self.from, edge.block) && !guarded.is_empty())
            .then(|| self.code.label());
        if let Some(skip) = skip {
            self.code.branch(op::S_CBRANCH_EXECZ, skip);
            let l = self.code.label();
            self.code.place(l);
        }
        self.copy_scalars(&guarded)?;
        if let Some(skip) = skip {
            self.code.place(skip);
        }
        for &c in &self.plan.edge_copies[self.from.index()][k] {
            emit_moves(self.code, &self.registers.moves(c, false), self.spill);
            let Kind::EdgeCopy { param, .. } = self.plan.bundles[c].kind else {
                unreachable!("edge copies are edge copies")
            };
            let to = self
                .registers
                .locate(c, &mut [])
                .edge_copy
                .expect("an edge copy has a register");
            let p = params[param];
            let mut insts = Vec::new();
            copy_value(
                self.ctx,
                &mut Out { insts: &mut insts },
                to,
                Bank::Vgpr,
                edge.args[param],
                f.ty(p),
            )?;
            self.code.emit_all(insts);
        }
        emit_moves(
            self.code,
            &self.registers.extra_moves(File::Vgpr, self.from, Extra::Edge(k)),
            self.spill,
        );
        Ok(())
    }
}
