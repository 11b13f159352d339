//! The first code generator: legalized, bank-assigned MIR to a gfx900 code object.
//!
//! - Registers: [`assign`] gives every value registers of its own (no allocation yet).
//! - Instructions: [`select`] expands each op for the bank of its values.
//! - Control flow follows the wave schedule ([`crate::schedule`]): every slot has a lane mask
//!   in an SGPR pair. At the end of a block the active lanes are added to the masks of the
//!   slots their branch leads to (a divergent branch splits exec by its condition's lane mask;
//!   a uniform branch is a scalar branch), block arguments are copied under exactly the lanes
//!   that take each edge, and the block's dispatch runs the lowest slot with waiting lanes
//!   (testing only the slots that can have any, see `Schedule::next_slots`): exec := its mask,
//!   mask := 0. When no lane waits anywhere the wave ends.
//!
//! Not yet: register allocation, scratch (private memory, spills), floats, division, atomics,
//! calls; those are reported as errors naming the op.

pub mod assign;
pub mod lines;
pub mod select;
pub mod stats;

use crate::codeobj::{self, metadata, AddressSpace, Binding, CodeObjectVersion, CodeReloc, DataSection, GlobalData, HiddenArgUse, KernelArg, KernelCode, KernelDescriptorInfo, KernelMetadata, RelocKind, UserSgprs, ValueKind, Visibility};
use crate::mc::{LiteralReloc, MBlock, MInst, MachineFunction};
use crate::schedule::{Schedule, Slot};
use assign::{dwords, Assigner, Loc};
use gfx9_isa::{op, Inst, Operand};
use mir::*;
use select::{copy_value, sop1, sop2, sopc, Ctx, Out, Temps};

/// A kernel compiled to machine code, with what its descriptor and metadata need.
pub struct CompiledKernel {
    pub code: MachineFunction,
    pub descriptor: KernelDescriptorInfo,
    pub metadata: KernelMetadata,
    pub stats: stats::KernelStats,
}

fn compile_all(module: &Module) -> Result<Vec<(String, CompiledKernel)>, String> {
    module
        .functions
        .iter()
        .map(|f| compile_kernel(f, &module.globals).map(|k| (f.name.clone(), k)).map_err(|e| format!("in kernel '{}': {e}", f.name)))
        .collect()
}

fn version(module: &Module) -> Result<CodeObjectVersion, String> {
    CodeObjectVersion::from_module_flag(Some(module.code_object_version as u64 * 100)).map_err(|e| e.to_string())
}

/// The constant data the kernels address (`__constant` tables), for `.rodata`.
fn constant_data(module: &Module, kernels: &[(String, CompiledKernel)]) -> Result<Vec<GlobalData>, String> {
    let mut data = Vec::new();
    for name in kernels.iter().flat_map(|(_, k)| k.code.symbols()) {
        if data.iter().any(|d: &GlobalData| d.name == name) {
            continue;
        }
        let g = module.globals.iter().find(|g| g.name == name).ok_or_else(|| format!("unknown global @{name}"))?;
        let bytes = g.init.clone().unwrap_or_else(|| vec![0; g.size as usize]);
        data.push(GlobalData { name: g.name.clone(), bytes, align: g.align.max(1), binding: Binding::Local, visibility: Visibility::Default, section: DataSection::ReadOnly, relocations: Vec::new() });
    }
    Ok(data)
}

/// Compiles every kernel of a legalized, bank-assigned module into one code object.
pub fn write_object(module: &Module) -> Result<Vec<u8>, String> {
    Ok(write_object_with_stats(module, None)?.0)
}

/// [`write_object`], with each kernel's statistics, and DWARF line info when `debug` is given.
pub fn write_object_with_stats(module: &Module, debug: Option<&codeobj::DebugInfo>) -> Result<(Vec<u8>, Vec<stats::KernelStats>), String> {
    let compiled = compile_all(module)?;
    let rodata = constant_data(module, &compiled)?;
    let kernel_stats = compiled.iter().map(|(_, k)| k.stats.clone()).collect();
    let mut kernels = Vec::new();
    for (name, k) in compiled {
        let (code, relocs) = k.code.encode_with_relocations().map_err(|e| format!("in kernel '{name}': {e}"))?;
        let relocations = relocs.into_iter().map(|r| CodeReloc { offset: r.offset, symbol: r.reloc.symbol, kind: r.reloc.kind, addend: r.reloc.addend }).collect();
        kernels.push(KernelCode { name, code, relocations, lines: k.code.line_rows(), descriptor: k.descriptor, metadata: k.metadata });
    }
    let object = codeobj::write_code_object_with_debug(&kernels, &rodata, version(module)?, debug).map_err(|e| e.to_string())?;
    Ok((object, kernel_stats))
}

/// The same code as [`write_object`] as llvm-mc assembly (`kcc -S`): llvm-mc assembles it to
/// an object with the same code, descriptors and metadata.
pub fn write_assembly(module: &Module) -> Result<String, String> {
    let compiled = compile_all(module)?;
    let rodata = constant_data(module, &compiled)?;
    let kernels: Vec<codeobj::KernelAsm> = compiled
        .into_iter()
        .map(|(name, k)| {
            let lines = k.code.to_asm(&format!(".L{name}_"));
            codeobj::KernelAsm { name, lines, descriptor: k.descriptor, metadata: k.metadata }
        })
        .collect();
    codeobj::write_assembly(&kernels, &rodata, version(module)?).map_err(|e| e.to_string())
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
        self.blocks.last_mut().expect("a block is placed").1.push(MInst::Inst(i));
    }

    fn emit_all(&mut self, insts: Vec<Inst>) {
        for i in insts {
            self.emit(i);
        }
    }

    fn branch(&mut self, o: gfx9_isa::Op, label: usize) {
        self.blocks.last_mut().expect("a block is placed").1.push(MInst::Branch { op: o, target: label });
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
                        MInst::Branch { op, target } => MInst::Branch { op, target: index[target] },
                        other => other,
                    })
                    .collect(),
            })
            .collect();
        MachineFunction { blocks }
    }
}

fn zero() -> Operand {
    Operand::int(0).expect("inline")
}

/// Which kernel inputs the function reads.
struct Inputs {
    dispatch_ptr: bool,
    workgroup_id: [bool; 3],
    workitem_dims: u8,
}

fn inputs(f: &Function) -> Inputs {
    let mut i = Inputs { dispatch_ptr: false, workgroup_id: [true, false, false], workitem_dims: 1 };
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            match f.op(op).opcode {
                Opcode::DispatchPtr => i.dispatch_ptr = true,
                Opcode::WorkgroupId(d) => i.workgroup_id[d.index()] = true,
                Opcode::WorkitemId(d) => i.workitem_dims = i.workitem_dims.max(d.index() as u8 + 1),
                _ => {}
            }
        }
    }
    i
}

/// After block `b`: run the first slot (in priority order) that has waiting lanes, among those
/// that can have any. After a block that sends lanes on, some slot has them, so the last
/// candidate needs no test; after a return, no lane may be left and the wave ends.
fn dispatch_next(code: &mut Builder, schedule: &Schedule, masks: &[u8], stub: &[usize], b: Block, returns: bool) {
    let next = schedule.next_slots(b);
    for (k, &s) in next.iter().enumerate() {
        if k + 1 == next.len() && !returns {
            code.branch(op::S_BRANCH, stub[s]);
            return;
        }
        code.emit(sopc(op::S_CMP_LG_U64, Operand::s(masks[s]), zero()));
        code.branch(op::S_CBRANCH_SCC1, stub[s]);
    }
    code.emit(Inst::new(op::S_ENDPGM));
}

/// A constant every instruction can take as an inline operand (-16..=64, in both dwords of a
/// 64-bit value) needs no register: selection reads it through `Ctx::src`.
fn is_inline_constant(f: &Function, op: OpId) -> bool {
    let d = f.op(op);
    let Some(&r) = d.results.first() else { return false };
    d.opcode == Opcode::Const
        && matches!(f.value(r).bank, Bank::Sgpr | Bank::Vgpr)
        && d.int_attr("value").is_some_and(|v| {
            let v = if f.ty(r).bits() <= 32 { v as u32 as i32 as i64 } else { v as u64 as i64 };
            (-16..=64).contains(&v)
        })
}

/// Offsets of the LDS globals `f` uses, in order of first use, and the total size.
fn lds_layout(f: &Function, globals: &[Global]) -> Result<(std::collections::HashMap<String, u32>, u32), String> {
    let mut offsets = std::collections::HashMap::new();
    let mut end = 0u32;
    for b in f.block_ids() {
        for &op in &f.block(b).ops {
            let d = f.op(op);
            let (Opcode::GlobalAddr, Some(Attr::Str(name))) = (d.opcode, d.attr("global")) else { continue };
            let Some(g) = globals.iter().find(|g| &g.name == name && g.address_space == 3) else { continue };
            if offsets.contains_key(name) {
                continue;
            }
            end = end.next_multiple_of(g.align.max(1));
            offsets.insert(name.clone(), end);
            end += g.size as u32;
        }
    }
    if end > crate::codeobj::descriptor::MAX_LDS_BYTES {
        return Err(format!("needs {end} bytes of LDS; a work-group has 65536"));
    }
    Ok((offsets, end))
}

pub fn compile_kernel(f: &Function, globals: &[Global]) -> Result<CompiledKernel, String> {
    if f.kind != FunctionKind::Kernel {
        return Err("only kernels can be compiled".into());
    }
    let used = inputs(f);
    // Initial register state: user SGPRs (dispatch pointer, kernarg pointer), then the
    // enabled work-group ids; work-item ids in v0..v2.
    let user = UserSgprs { dispatch_ptr: used.dispatch_ptr, kernarg_segment_ptr: true, ..UserSgprs::default() };
    let mut next = 0u8;
    let dispatch = used.dispatch_ptr.then(|| {
        next += 2;
        next - 2
    });
    let kernarg = next;
    next += 2;
    let mut workgroup_id = [None; 3];
    for d in 0..3 {
        if used.workgroup_id[d] {
            workgroup_id[d] = Some(next);
            next += 1;
        }
    }
    let mut regs = Assigner { next_sgpr: next as u32, next_vgpr: used.workitem_dims as u32 };
    let temps = Temps { s: [regs.sgprs(2)?, regs.sgprs(2)?, regs.sgprs(2)?], v: [regs.vgprs(2)?, regs.vgprs(2)?, regs.vgprs(2)?, regs.vgprs(2)?] };
    let save = regs.sgprs(2)?;
    let compare = regs.sgprs(2)?;
    let schedule = Schedule::compute(f);
    if let Some(&op) = schedule.unsupported.0.first() {
        let b = f.op(op).block;
        return Err(describe(f, b, op, "kcc cannot yet run a convergent op whose token comes from a loop it is not an exit of".into()));
    }
    let masks: Vec<u8> = (0..schedule.slots.len()).map(|_| regs.sgprs(2)).collect::<Result<_, _>>()?;
    let mut loc = vec![Loc::None; f.values.len()];
    for b in f.block_ids() {
        for &p in &f.block(b).params {
            loc[p.index()] = regs.value(f.value(p).bank, f.ty(p))?;
        }
        for &op in &f.block(b).ops {
            if is_inline_constant(f, op) {
                continue;
            }
            for &r in &f.op(op).results {
                loc[r.index()] = regs.value(f.value(r).bank, f.ty(r))?;
            }
        }
    }
    let explicit_end = f.args.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
    let (lds, lds_size) = lds_layout(f, globals)?;
    let ctx = Ctx { f, loc: &loc, temps, kernarg, dispatch, implicit_offset: explicit_end.next_multiple_of(8), workgroup_id, lds: &lds };

    let mut code = Builder { blocks: Vec::new(), next_label: 0 };
    let body: Vec<usize> = f.block_ids().map(|_| code.label()).collect();
    let stub: Vec<usize> = schedule.slots.iter().map(|_| code.label()).collect();
    let prologue = code.label();
    code.place(prologue);
    for &m in &masks {
        code.emit(sop1(op::S_MOV_B64, Operand::s(m), zero()));
    }
    load_arguments(&ctx, &mut code)?;
    // Blocks in the order of their own slots.
    let order: Vec<Block> = schedule.slots.iter().filter_map(|s| match s { Slot::Block(b) => Some(*b), _ => None }).collect();
    for &b in &order {
        for (s, slot) in schedule.slots.iter().enumerate() {
            if slot.block() == b && b != f.entry() {
                code.place(stub[s]);
                code.emit(sop1(op::S_MOV_B64, Operand::EXEC, Operand::s(masks[s])));
                code.emit(sop1(op::S_MOV_B64, Operand::s(masks[s]), zero()));
                code.branch(op::S_BRANCH, body[b.index()]);
            }
        }
        code.place(body[b.index()]);
        let ops = &f.block(b).ops;
        for &op in &ops[..ops.len() - 1] {
            code.line(f.op(op).loc); // debug info: the code from here on is `op`'s
            if let Some(symbol) = constant_address(f, op) {
                global_address(&mut code, &ctx, op, symbol);
                continue;
            }
            let mut insts = Vec::new();
            select::select(&ctx, op, &mut Out { insts: &mut insts }).map_err(|e| describe(f, b, op, e))?;
            code.emit_all(insts);
        }
        let term = *ops.last().ok_or_else(|| format!("{b} has no terminator"))?;
        code.line(f.op(term).loc);
        // An unconditional branch whose lanes are the only ones going on: no masks needed.
        if let (Opcode::Br, Some(edge)) = (f.op(term).opcode, f.op(term).successors.first()) {
            let to = schedule.edge_slot(b, edge.block);
            if schedule.falls_into(b, to) {
                let mut t = Transition { ctx: &ctx, code: &mut code, schedule: &schedule, masks: &masks, save, compare, regs: &mut regs, from: b };
                t.copy_arguments(edge, false).map_err(|e| describe(f, b, term, e))?;
                code.branch(op::S_BRANCH, body[edge.block.index()]);
                continue;
            }
        }
        let mut t = Transition { ctx: &ctx, code: &mut code, schedule: &schedule, masks: &masks, save, compare, regs: &mut regs, from: b };
        t.terminator(term).map_err(|e| describe(f, b, term, e))?;
        dispatch_next(&mut code, &schedule, &masks, &stub, b, f.op(term).opcode == Opcode::Ret || f.op(term).opcode == Opcode::Unreachable);
    }
    let mut mf = code.finish();
    crate::waitcnt::insert_waitcnts(&mut mf);
    crate::hazards::insert_hazard_nops(&mut mf);

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
                _ => None,
            };
            k
        })
        .collect();
    let kernarg_size = metadata::append_hidden_args_v5(&mut args, explicit_end, &HiddenArgUse::default());
    let mut md = KernelMetadata::opencl(&f.name);
    md.args = args;
    if let Some((_, v)) = f.attrs.iter().find(|(k, _)| k == "amdgpu-flat-work-group-size") {
        if let Some(max) = v.split(',').nth(1).and_then(|m| m.trim().parse().ok()) {
            md.max_flat_workgroup_size = max;
        }
    }
    // f32 division passes its scale flag in VCC.
    let uses_vcc = f.ops.iter().any(|o| o.opcode == Opcode::FDiv);
    let descriptor = KernelDescriptorInfo {
        reserve_vcc: uses_vcc,
        group_segment_fixed_size: lds_size,
        kernarg_size,
        next_free_vgpr: regs.next_vgpr,
        next_free_sgpr: regs.next_sgpr,
        user_sgprs: user,
        workgroup_id: used.workgroup_id,
        workitem_id: used.workitem_dims - 1,
        ..KernelDescriptorInfo::default()
    };
    let stats = stats::collect(f, &mf, descriptor.total_sgprs(), descriptor.total_vgprs());
    Ok(CompiledKernel { code: mf, descriptor, metadata: md, stats })
}

/// The symbol of a `global.addr` of data outside LDS (which lives in `.rodata`).
fn constant_address(f: &Function, op: OpId) -> Option<String> {
    let d = f.op(op);
    match (d.opcode, d.attr("global"), d.results.first().map(|&r| f.ty(r))) {
        (Opcode::GlobalAddr, Some(Attr::Str(name)), Some(Type::Ptr(space))) if space != 3 => Some(name.clone()),
        _ => None,
    }
}

/// A global's address, PC-relative: `s_getpc_b64` gives the address of the next instruction;
/// the linker fills the two literals with the distance from there (hence addends 4 and 12,
/// the literals' offsets from that point).
fn global_address(code: &mut Builder, ctx: &Ctx, op: OpId, symbol: String) {
    let t = ctx.temps.s[0];
    let (lo, hi) = (Operand::s(t), Operand::s(t + 1));
    code.emit(sop1(op::S_GETPC_B64, lo, Operand::NONE));
    for (o, dst, kind, addend) in [(op::S_ADD_U32, lo, RelocKind::Rel32Lo, 4), (op::S_ADDC_U32, hi, RelocKind::Rel32Hi, 12)] {
        let mut i = sop2(o, dst, dst, Operand::LITERAL);
        i.lit = 0;
        let reloc = LiteralReloc { symbol: symbol.clone(), kind, addend };
        code.blocks.last_mut().expect("a block is placed").1.push(MInst::Reloc { inst: i, reloc });
    }
    let dst = ctx.loc[ctx.f.result(op).index()];
    let mut insts = Vec::new();
    let mut out = Out { insts: &mut insts };
    out.mov(dst.lo(), lo);
    out.mov(dst.hi(), hi);
    code.emit_all(insts);
}

fn describe(f: &Function, b: Block, op: OpId, message: String) -> String {
    let loc = f.op(op).loc.map(|l| format!("line {}:{}: ", l.line, l.col)).unwrap_or_default();
    format!("{loc}{b}, '{}': {message}", mir::verify::op_text(f, op))
}

/// Loads the kernel arguments (the entry block's parameters) from the kernarg segment.
fn load_arguments(ctx: &Ctx, code: &mut Builder) -> Result<(), String> {
    let f = ctx.f;
    let mut used = vec![false; f.values.len()];
    for (_, v) in f.uses() {
        used[v.index()] = true;
    }
    for (i, &p) in f.block(f.entry()).params.iter().enumerate() {
        let Some(arg) = f.args.get(i) else { continue };
        if !used[p.index()] {
            continue;
        }
        let dst = ctx.loc[p.index()];
        // Scalar loads are dword-granular: narrow arguments come from their dword.
        let (o, width) = match arg.size {
            1..=4 => (op::S_LOAD_DWORD, 1),
            8 => (op::S_LOAD_DWORDX2, 2),
            n => return Err(format!("argument '{}' of {n} bytes is used directly (not supported yet)", arg.name)),
        };
        let target = match dst {
            Loc::Sgpr(n) => n,
            _ => ctx.temps.s[0],
        };
        let mut load = Inst::new(o);
        load.dst = Operand::s(target);
        load.src[0] = Operand::s(ctx.kernarg);
        load.imm = (arg.offset & !3) as i32;
        code.emit(load);
        let shift = (arg.offset & 3) * 8;
        if shift != 0 {
            let mut i = sop2(op::S_LSHR_B32, Operand::s(target), Operand::s(target), Operand::NONE);
            select::imm(&mut i, 1, shift);
            code.emit(i);
        }
        if let Loc::Vgpr(n) = dst {
            let mut insts = Vec::new();
            let mut out = Out { insts: &mut insts };
            for k in 0..width {
                out.mov(Operand::v(n + k), Operand::s(target + k));
            }
            code.emit_all(insts);
        }
    }
    Ok(())
}

/// The code at the end of a block: block arguments, lane masks of the slots its lanes go to.
struct Transition<'a, 'b> {
    ctx: &'a Ctx<'a>,
    code: &'b mut Builder,
    schedule: &'a Schedule,
    masks: &'a [u8],
    save: u8,
    compare: u8,
    regs: &'b mut Assigner,
    from: Block,
}

impl Transition<'_, '_> {
    fn terminator(&mut self, term: OpId) -> Result<(), String> {
        let f = self.ctx.f;
        let d = f.op(term);
        match d.opcode {
            Opcode::Ret | Opcode::Unreachable => Ok(()),
            Opcode::Br => self.edge(&d.successors[0], false),
            Opcode::CondBr => {
                let c = d.operands[0];
                if f.value(c).bank == Bank::LaneMask {
                    let cond = self.ctx.loc[c.index()].lo();
                    let save = Operand::s(self.save);
                    self.code.emit(sop1(op::S_MOV_B64, save, Operand::EXEC));
                    self.code.emit(sop2(op::S_AND_B64, Operand::EXEC, save, cond));
                    self.edge(&d.successors[0], true)?;
                    self.code.emit(sop2(op::S_ANDN2_B64, Operand::EXEC, save, cond));
                    self.edge(&d.successors[1], true)
                } else {
                    // Uniform: a scalar branch; each side sends all active lanes.
                    let on_false = self.code.label();
                    let done = self.code.label();
                    self.code.emit(sopc(op::S_CMP_LG_U32, self.ctx.src(c), zero()));
                    self.code.branch(op::S_CBRANCH_SCC0, on_false);
                    let next = self.code.label();
                    self.code.place(next);
                    self.edge(&d.successors[0], false)?;
                    self.code.branch(op::S_BRANCH, done);
                    self.code.place(on_false);
                    self.edge(&d.successors[1], false)?;
                    self.code.place(done);
                    Ok(())
                }
            }
            Opcode::Switch => self.switch(term),
            other => Err(format!("'{other}' is not a terminator kcc knows")),
        }
    }

    fn switch(&mut self, term: OpId) -> Result<(), String> {
        let f = self.ctx.f;
        let d = f.op(term);
        let v = d.operands[0];
        let Some(Attr::Ints(cases)) = d.attr("cases") else { return Err("switch without cases".into()) };
        if dwords(f.ty(v)) != 1 {
            return Err("kcc cannot generate code for a switch on 64-bit values yet".into());
        }
        let vloc = self.ctx.loc[v.index()];
        if f.value(v).bank == Bank::Vgpr {
            // Divergent: peel off the lanes of each case in turn.
            let (save, cmp) = (Operand::s(self.save), Operand::s(self.compare));
            self.code.emit(sop1(op::S_MOV_B64, save, Operand::EXEC));
            for (k, &case) in cases.iter().enumerate() {
                self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, save));
                let mut insts = Vec::new();
                let mut out = Out { insts: &mut insts };
                let mut i = select::vop(op::V_CMP_EQ_U32, cmp, &[Operand::NONE, vloc.lo()]);
                match Operand::int(case as i32) {
                    Some(o) => i.src[0] = o,
                    None => {
                        // VOP3 takes no literal: the case value goes through an SGPR.
                        out.s_mov_imm(Operand::s(self.ctx.temps.s[1]), case as u32);
                        i.src[0] = Operand::s(self.ctx.temps.s[1]);
                    }
                }
                out.push(i);
                self.code.emit_all(insts);
                self.code.emit(sop2(op::S_AND_B64, Operand::EXEC, save, cmp));
                self.edge(&d.successors[k + 1], true)?;
                self.code.emit(sop2(op::S_ANDN2_B64, save, save, cmp));
            }
            self.code.emit(sop1(op::S_MOV_B64, Operand::EXEC, save));
            return self.edge(&d.successors[0], true);
        }
        // Uniform: compare and branch case by case.
        let done = self.code.label();
        let labels: Vec<usize> = cases.iter().map(|_| self.code.label()).collect();
        for (k, &case) in cases.iter().enumerate() {
            let mut i = sopc(op::S_CMP_EQ_U32, self.ctx.src(v), Operand::NONE);
            select::imm(&mut i, 1, case as u32);
            self.code.emit(i);
            self.code.branch(op::S_CBRANCH_SCC1, labels[k]);
        }
        let default = self.code.label();
        self.code.place(default);
        self.edge(&d.successors[0], false)?;
        self.code.branch(op::S_BRANCH, done);
        for (k, &l) in labels.iter().enumerate() {
            self.code.place(l);
            self.edge(&d.successors[k + 1], false)?;
            self.code.branch(op::S_BRANCH, done);
        }
        self.code.place(done);
        Ok(())
    }

    /// The active lanes take `edge`: copy its arguments under them, then add them to the mask
    /// of the slot they wait in. `may_be_empty`: exec can be zero here (a divergent split), so
    /// scalar parameters must not be written (other lanes may be waiting with their value).
    fn edge(&mut self, edge: &BlockCall, may_be_empty: bool) -> Result<(), String> {
        self.copy_arguments(edge, may_be_empty)?;
        let slot = self.schedule.edge_slot(self.from, edge.block);
        let m = Operand::s(self.masks[slot]);
        self.code.emit(sop2(op::S_OR_B64, m, m, Operand::EXEC));
        Ok(())
    }

    /// Copies `edge`'s arguments into its target's parameters under the active lanes.
    fn copy_arguments(&mut self, edge: &BlockCall, may_be_empty: bool) -> Result<(), String> {
        let f = self.ctx.f;
        let params = &f.block(edge.block).params;
        let scalar_params = params.iter().any(|p| f.value(*p).bank == Bank::Sgpr);
        let skip = (may_be_empty && scalar_params).then(|| self.code.label());
        if let Some(skip) = skip {
            self.code.branch(op::S_CBRANCH_EXECZ, skip);
            let l = self.code.label();
            self.code.place(l);
        }
        // Arguments that are parameters of the target would be overwritten before they are
        // read: park them first (a parallel copy).
        let mut sources: Vec<(Value, Option<Loc>)> = Vec::new();
        for &a in &edge.args {
            let parked = if params.contains(&a) {
                let ty = f.ty(a);
                let l = self.regs.value(f.value(a).bank, ty)?;
                let mut insts = Vec::new();
                copy_value(self.ctx, &mut Out { insts: &mut insts }, l, f.value(a).bank, a, ty)?;
                self.code.emit_all(insts);
                Some(l)
            } else {
                None
            };
            sources.push((a, parked));
        }
        for (&p, &(a, parked)) in params.iter().zip(&sources) {
            let dst = self.ctx.loc[p.index()];
            let bank = f.value(p).bank;
            let mut insts = Vec::new();
            let mut out = Out { insts: &mut insts };
            match parked {
                // Lane-mask parameters merge only the bits of the lanes taking the edge (other
                // lanes may be waiting there with their own).
                Some(l) if bank == Bank::LaneMask => select::merge_mask(self.ctx, &mut out, dst.lo(), l.lo()),
                Some(l) => {
                    out.mov(dst.lo(), l.lo());
                    if dwords(f.ty(p)) == 2 {
                        out.mov(dst.hi(), l.hi());
                    }
                }
                None => copy_value(self.ctx, &mut out, dst, bank, a, f.ty(p))?,
            }
            self.code.emit_all(insts);
        }
        if let Some(skip) = skip {
            self.code.place(skip);
        }
        Ok(())
    }
}
