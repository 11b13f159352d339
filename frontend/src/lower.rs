//! Lowering one LLVM function to MIR: blocks with parameters for phis, every first-class
//! value as a list of scalar leaves (see `types`), constants materialised where they are
//! used, calls inlined (compile mode) or kept opaque (analysis mode).

use crate::constant32;
use crate::llvm::{self, Bb, Layout, ModuleRef, Ty, Val};
use crate::locations::{line_matches, Line, LineMap};
use crate::types::{self, Leaf};
use crate::wide::{self, Shape};
use crate::FrontendError;
use inkwell::llvm_sys::LLVMOpcode as O;
use mir::source::{IrBlock, IrFunctionMap, IrValue};
use mir::{Attr, Block, BlockCall, Function, Global, OpId, Opcode, SourceFile, SrcLoc, Type, Value};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// A lowering failure: a plain message (the instruction being lowered adds its context) or
/// a finished error from deeper down (an inlined callee).
pub enum Fail {
    Msg(String),
    Done(FrontendError),
}

impl From<String> for Fail {
    fn from(m: String) -> Fail {
        Fail::Msg(m)
    }
}

pub type R<T> = Result<T, Fail>;

pub fn fail<T>(m: impl Into<String>) -> R<T> {
    Err(Fail::Msg(m.into()))
}

/// Module-wide facts every function lowering needs.
pub struct ModuleCx {
    pub module: ModuleRef,
    pub dl: Layout,
    pub file: String,
    pub lines: Option<LineMap>,
    pub analysis: bool,
    pub code_object_version: u32,
    /// Sync scope ids of this context, by name.
    pub scopes: Vec<(u32, &'static str)>,
    /// The source files DILocations name, numbered from 1 in order of first use (the
    /// module's `files`).
    pub files: RefCell<Vec<SourceFile>>,
    /// Defined functions that calls stay to (recursive or `noinline` callees), in order of
    /// first call: each is compiled as a function of its own (AMDGPU's calling convention).
    pub called: RefCell<Vec<Val>>,
    /// Whether a `noinline` function can be compiled as one of its own, by function.
    pub callable: RefCell<HashMap<Val, bool>>,
}

impl ModuleCx {
    /// The `SrcLoc::file` number of a DILocation's file.
    pub fn file_number(&self, directory: String, name: String) -> u32 {
        let file = SourceFile { name, directory };
        let mut files = self.files.borrow_mut();
        let index = files.iter().position(|f| *f == file).unwrap_or_else(|| {
            files.push(file);
            files.len() - 1
        });
        index as u32 + 1
    }

    /// The name of the file a location is in, for messages.
    pub fn file_name(&self, loc: SrcLoc) -> String {
        let files = self.files.borrow();
        match loc.file.checked_sub(1).and_then(|i| files.get(i as usize)) {
            Some(f) => f.name.clone(),
            None => self.file.clone(),
        }
    }

    pub fn scope_name(&self, id: u32) -> &'static str {
        self.scopes
            .iter()
            .find(|(i, _)| *i == id)
            .map(|(_, n)| *n)
            .unwrap_or("unknown")
    }
}

/// One function body being lowered (the kernel itself or an inlined callee).
pub struct Frame {
    pub func: Val,
    pub values: HashMap<Val, Vec<Value>>,
    pub blocks: HashMap<Bb, Block>,
    /// For an inlined callee: the block its returns branch to.
    pub ret_to: Option<Block>,
    /// The call site's `convergencectrl` token (an inlined callee's `convergence.entry`).
    pub entry_token: Option<Value>,
    /// Source lines of this function's instructions, if the scan agrees with the IR.
    pub lines: Option<Vec<Vec<Line>>>,
    /// Whole-wave regions (`wwm.rs`).
    pub wwm: crate::wwm::Regions,
}

pub struct Lowerer<'a> {
    pub cx: &'a ModuleCx,
    pub globals: &'a mut Vec<Global>,
    pub f: Function,
    pub cur: Block,
    pub loc: Option<SrcLoc>,
    /// The convergence token of the call being lowered, appended to convergent ops.
    pub token: Option<Value>,
    /// Constants already materialised, per block.
    consts: HashMap<(Block, Val), Vec<Value>>,
    /// Each phi's incoming value by predecessor block, made when an edge first needs it (a
    /// switch's join may have thousands of incoming pairs: a scan per edge is quadratic).
    phi_incoming: HashMap<Val, HashMap<Bb, Val>>,
    /// Functions being inlined, outermost first (for recursion errors).
    stack: Vec<Val>,
    /// Analysis mode: the map back to the IR.
    pub map: IrFunctionMap,
    /// The last op emitted (for IR instructions without results).
    last_op: Option<OpId>,
}

/// Lowers `func` as a MIR function.
pub fn lower_function(
    cx: &ModuleCx,
    globals: &mut Vec<Global>,
    func: Val,
) -> Result<(Function, IrFunctionMap), FrontendError> {
    let kernel = func.call_conv() == llvm::AMDGPU_KERNEL_CC;
    let kind = if kernel {
        mir::FunctionKind::Kernel
    } else {
        mir::FunctionKind::Device
    };
    let mut f = Function::new(func.name(), kind);
    f.loc = define_loc(cx, func);
    f.attrs = func.string_fn_attrs();
    if !kernel && func.is_local_linkage() {
        // (A called function's symbol is then local to the code object, as llc makes it.)
        f.attrs.push(("kcc-local".into(), String::new()));
    }
    if let Some(ops) = func.metadata_operands("reqd_work_group_size") {
        let dims: Vec<String> = ops
            .iter()
            .filter_map(|v| v.const_zext())
            .map(|d| d.to_string())
            .collect();
        f.attrs.push(("reqd_work_group_size".into(), dims.join(",")));
    }
    let entry = f.add_block();
    let mut l = Lowerer {
        cx,
        globals,
        f,
        cur: entry,
        loc: None,
        token: None,
        consts: HashMap::new(),
        phi_incoming: HashMap::new(),
        stack: vec![func],
        map: IrFunctionMap::default(),
        last_op: None,
    };
    let mut frame = l.new_frame(func);
    // A result too large for v0..v31 goes to the caller's object, whose address is a hidden
    // first argument.
    let ret_ty = func.global_value_type().return_type();
    let sret = match (!kernel && !cx.analysis).then(|| l.returns_in_memory(ret_ty)) {
        Some(Ok(true)) => Some(l.hidden_sret_param()),
        Some(Err(e)) => return Err(l.finish_error(e, func, None, None)),
        _ => None,
    };
    if let Err(e) = l.lower_params(&mut frame, kernel) {
        // Argument problems point at the `define` line.
        l.loc = l.f.loc;
        return Err(l.finish_error(e, func, None, None));
    }
    // A function a call stays to returns through one block (so every lane leaves at once,
    // with the EXEC it came with): an `opaque` op `return` over the values, then `ret`.
    let ret = if !kernel && !cx.analysis {
        let ret_types = match l.leaf_types(func.global_value_type().return_type()) {
            Ok(t) => t,
            Err(e) => return Err(l.finish_error(e, func, None, None)),
        };
        let b = l.f.add_block();
        l.f.blocks[b.index()].name = Some("return".into());
        let params: Vec<Value> = ret_types.iter().map(|t| l.f.add_block_param(b, *t)).collect();
        Some((b, params))
    } else {
        None
    };
    frame.ret_to = ret.as_ref().map(|(b, _)| *b);
    l.lower_body(&mut frame, Some(entry))?;
    if let Some((b, params)) = ret {
        l.cur = b;
        let parts = match sret {
            Some(ptr) => l.store_leaves(&params, ret_ty, ptr).map(|()| Vec::new()),
            None => crate::abi::half_elements(ret_ty, &cx.dl)
                .or_else(fail)
                .map(|marks| l.abi_pack(&params, &marks)),
        };
        let parts = parts.map_err(|e| l.finish_error(e, func, None, None))?;
        let o = l.emit(Opcode::Opaque, parts, &[]);
        l.f.op_mut(o).set_attr("callee", Attr::Str("return".into()));
        l.f.op_mut(o).set_attr("call", Attr::Word("return".into()));
        l.emit(Opcode::Ret, vec![], &[]);
    }
    Ok((l.f, l.map))
}

/// Whether an addrspacecast from `from` to `to` names no address (LDS and private memory
/// reach the others only through generic pointers).
fn segment_cast_is_poison(from: Type, to: Type) -> bool {
    let segment = |a: u8| matches!(a, 3 | 5);
    match (from, to) {
        (Type::Ptr(a), Type::Ptr(b)) => a != b && a != 0 && b != 0 && (segment(a) || segment(b)),
        _ => false,
    }
}

/// The `.ll` line of `func`'s `define`, column 1.
pub fn define_loc(cx: &ModuleCx, func: Val) -> Option<SrcLoc> {
    cx.lines
        .as_ref()
        .and_then(|m| m.define_line(&func.name()))
        .map(|line| SrcLoc::ir(line, 1))
}

/// The MIR opcode of an LLVM integer binary operation.
pub(crate) fn integer_binary_opcode(op: O) -> Option<Opcode> {
    Some(match op {
        O::LLVMAdd => Opcode::Add,
        O::LLVMSub => Opcode::Sub,
        O::LLVMMul => Opcode::Mul,
        O::LLVMUDiv => Opcode::UDiv,
        O::LLVMSDiv => Opcode::SDiv,
        O::LLVMURem => Opcode::URem,
        O::LLVMSRem => Opcode::SRem,
        O::LLVMAnd => Opcode::And,
        O::LLVMOr => Opcode::Or,
        O::LLVMXor => Opcode::Xor,
        O::LLVMShl => Opcode::Shl,
        O::LLVMLShr => Opcode::LShr,
        O::LLVMAShr => Opcode::AShr,
        _ => return None,
    })
}

impl<'a> Lowerer<'a> {
    fn new_frame(&self, func: Val) -> Frame {
        let lines = self
            .cx
            .lines
            .as_ref()
            .and_then(|m| m.function(&func.name()))
            .and_then(|scan| {
                let blocks = func.blocks();
                let agrees = scan.len() == blocks.len()
                    && blocks.iter().zip(scan).all(|(b, lines)| {
                        let insts = b.instructions();
                        insts.len() == lines.len()
                            && insts
                                .iter()
                                .zip(lines)
                                .all(|(i, l)| line_matches(&l.text, &i.opcode_word()))
                    });
                agrees.then(|| scan.clone())
            });
        Frame {
            func,
            values: HashMap::new(),
            blocks: HashMap::new(),
            ret_to: None,
            entry_token: None,
            lines,
            wwm: if self.cx.analysis {
                crate::wwm::Regions::default()
            } else {
                crate::wwm::Regions::find(&func.blocks())
            },
        }
    }

    /// Kernel or function arguments become the entry block's parameters.
    fn lower_params(&mut self, frame: &mut Frame, kernel: bool) -> R<()> {
        let func = frame.func;
        let entry = self.f.entry();
        let mut offset = 0u64;
        for (i, p) in func.params().into_iter().enumerate() {
            let i = i as u32;
            if !kernel && !self.cx.analysis {
                let values = self.callee_param(func, i, p)?;
                frame.values.insert(p, values);
                continue;
            }
            let byref = func.param_type_attr(i, "byref");
            if let (true, false, Some(nk)) = (kernel, self.cx.analysis, crate::bools::packed_vector(p.ty())) {
                // `<N x i1>`, `<3 x i15>`: its slot holds the packed bits, which the body loads.
                let (at, size, align) = types::kernarg_slot(p.ty(), &self.cx.dl, &mut offset);
                self.f.add_block_param(entry, Type::I8);
                self.f.args.push(mir::ArgInfo {
                    name: p.name(),
                    offset: at as u32,
                    size: size as u32,
                    align: align as u32,
                    address_space: None,
                    uniform: true,
                    noalias: false,
                });
                let k = self.emit1(Opcode::KernargPtr, vec![], Type::Ptr(4));
                let q = self.offset_ptr(k, at);
                let values = self.load_packed(q, nk, align, &mut |_: &mut Self, _: OpId| Ok(()))?;
                frame.values.insert(p, values);
                continue;
            }
            let leaves = match self.leaves_or_standin(p.ty()) {
                Ok(l) => l,
                Err(Fail::Msg(m)) => return fail(format!("{m} for argument '{}'", p.text())),
                Err(e) => return Err(e),
            };
            let (at, size, align) = match (kernel, byref) {
                (true, Some(t)) => {
                    let align = func
                        .param_int_attr(i, "align")
                        .unwrap_or(self.cx.dl.abi_align(t) as u64);
                    let at = offset.div_ceil(align.max(1)) * align.max(1);
                    offset = at + self.cx.dl.alloc_size(t);
                    (at, self.cx.dl.alloc_size(t), align)
                }
                (true, None) => types::kernarg_slot(p.ty(), &self.cx.dl, &mut offset),
                _ => (0, 0, 0),
            };
            let uniform = kernel || func.has_enum_attr(i + 1, "inreg");
            let mut values = Vec::new();
            let name = p.name();
            // A vector (or aggregate) kernel argument keeps one slot, as llc's metadata
            // lists it: its parameter describes the slot, and the body loads the elements
            // from the kernarg segment (non-kernels and analysis mode have one value per leaf).
            let slot = kernel && !self.cx.analysis && leaves.len() > 1;
            let param_leaves = if slot { &leaves[..1] } else { &leaves[..] };
            for leaf in param_leaves {
                let v = self.f.add_block_param(entry, leaf.ty);
                values.push(v);
                let address_space = match leaf.ty {
                    Type::Ptr(a) if !slot => Some(a),
                    // A buffer resource (four dwords in one slot) is a buffer to the runtime.
                    _ if p.ty().kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMPointerTypeKind
                        && p.ty().addr_space() == 8 =>
                    {
                        Some(8)
                    }
                    _ => None,
                };
                self.f.args.push(mir::ArgInfo {
                    name: name.clone(),
                    offset: at as u32,
                    size: size as u32,
                    align: align as u32,
                    address_space,
                    uniform,
                    noalias: matches!(leaf.ty, Type::Ptr(_)) && !slot && func.has_enum_attr(i + 1, "noalias"),
                });
            }
            if slot {
                let k = self.emit1(Opcode::KernargPtr, vec![], Type::Ptr(4));
                let mut elements = Vec::new();
                for leaf in &leaves {
                    let q = self.offset_ptr(k, at + leaf.offset);
                    let op = self.emit(Opcode::Load, vec![q], &[leaf.ty]);
                    self.f
                        .op_mut(op)
                        .set_attr("align", Attr::Int(types::piece_align(align, leaf.offset) as i128));
                    elements.push(self.f.result(op));
                }
                frame.values.insert(p, elements);
                continue;
            }
            if self.cx.analysis {
                self.map.args.push(IrValue {
                    text: p.text(),
                    values: values.clone(),
                    op: None,
                    loc: None,
                });
            }
            if let (true, Some(_), false) = (kernel, byref, self.cx.analysis) {
                // A byref argument is its bytes in the kernarg segment: the body gets their
                // address; the parameter only carries the slot's description.
                if let Some(a) = self.f.args.last_mut() {
                    a.address_space = None;
                }
                let k = self.emit1(Opcode::KernargPtr, vec![], Type::Ptr(4));
                let addr = self.offset_ptr(k, at);
                let addr = match leaves.first().map(|l| l.ty) {
                    Some(Type::Ptr(4)) | None => addr,
                    Some(t) => self.emit1(Opcode::AddrSpaceCast, vec![addr], t),
                };
                frame.values.insert(p, vec![addr]);
                continue;
            }
            frame.values.insert(p, values);
        }
        Ok(())
    }

    /// Parameter `i` (`p`) of a function calls stay to: entry-block parameters as the
    /// convention passes it (`abi`), and its leaves from them. A `byval` one is the address
    /// of its bytes on the stack (its `ArgInfo` has their size and alignment).
    fn callee_param(&mut self, func: Val, i: u32, p: Val) -> R<Vec<Value>> {
        let entry = self.f.entry();
        let info = |size: u64, align: u64, uniform: bool| mir::ArgInfo {
            name: p.name(),
            offset: 0,
            size: size as u32,
            align: align as u32,
            address_space: None,
            uniform,
            noalias: false,
        };
        let uniform = func.has_enum_attr(i + 1, "inreg");
        if let Some((_, size, align)) = crate::abi::byval_of(func, i, &self.cx.dl) {
            let v = self.f.add_block_param(entry, Type::Ptr(5));
            self.f.args.push(info(size.max(1), align, false));
            return Ok(vec![v]);
        }
        let types = match self.leaf_types(p.ty()) {
            Ok(t) => t,
            Err(Fail::Msg(m)) => return fail(format!("{m} for argument '{}'", p.text())),
            Err(e) => return Err(e),
        };
        let marks = crate::abi::half_elements(p.ty(), &self.cx.dl).or_else(fail)?;
        let mut parts = Vec::new();
        for t in crate::abi::part_types(&types, &marks) {
            parts.push(self.f.add_block_param(entry, t));
            self.f.args.push(info(0, 0, uniform));
        }
        Ok(self.abi_unpack(&parts, &types, &marks))
    }

    /// The hidden first parameter of a function that returns through memory: the address.
    fn hidden_sret_param(&mut self) -> Value {
        let entry = self.f.entry();
        let v = self.f.add_block_param(entry, Type::Ptr(5));
        self.f.args.push(mir::ArgInfo {
            name: "sret".into(),
            offset: 0,
            size: 0,
            align: 0,
            address_space: None,
            uniform: false,
            noalias: false,
        });
        v
    }

    /// The leaves of a type; in analysis mode a type kcc cannot split is one stand-in value.
    pub fn leaves_or_standin(&self, t: Ty) -> R<Vec<Leaf>> {
        // Analysis mode keeps a vector or aggregate whole, as LLVM's uniformity does (one
        // divergent element makes all of it divergent).
        if self.cx.analysis && types::is_aggregate(t) {
            return Ok(vec![Leaf::new(Type::I32, 0)]);
        }
        match types::leaves(t, &self.cx.dl) {
            Ok(l) => Ok(l),
            Err(_) if self.cx.analysis => Ok(vec![Leaf::new(Type::I32, 0)]),
            Err(e) => fail(e),
        }
    }

    pub fn leaf_types(&self, t: Ty) -> R<Vec<Type>> {
        // `<N x i1>` is N booleans as a value: compares, selects, phis and bitcasts to and
        // from iN handle it.
        if self.cx.analysis {
            return Ok(self.leaves_or_standin(t)?.iter().map(|l| l.ty).collect());
        }
        types::value_types(t, &self.cx.dl).or_else(fail)
    }

    /// Lowers the body of `frame.func`; its entry block becomes `entry` (or a new block).
    pub fn lower_body(&mut self, frame: &mut Frame, entry: Option<Block>) -> Result<(), FrontendError> {
        let func = frame.func;
        let blocks = func.blocks();
        if blocks.is_empty() {
            return Err(FrontendError::new(format!(
                "{}: function '{}' has no body",
                self.cx.file,
                func.name()
            )));
        }
        let reachable = reachable_rpo(&blocks);
        let order: Vec<Bb> = if self.cx.analysis {
            // Every block gets lowered; reachable ones first so definitions precede uses.
            let set: HashSet<Bb> = reachable.iter().copied().collect();
            reachable
                .iter()
                .copied()
                .chain(blocks.iter().copied().filter(|b| !set.contains(b)))
                .collect()
        } else {
            reachable
        };
        let lowered: HashSet<Bb> = order.iter().copied().collect();
        let slots = block_labels(func);
        let inlined = frame.ret_to.is_some();
        // Create the MIR blocks (with phi parameters) in IR layout order.
        for (i, b) in blocks.iter().enumerate() {
            if !lowered.contains(b) {
                continue;
            }
            let mb = match (i, entry) {
                (0, Some(e)) => e,
                _ => self.f.add_block(),
            };
            // Inlined blocks are named after their function so MIR dumps stay readable.
            let name = if inlined {
                format!("{}.{}", func.name(), slots[i])
            } else {
                slots[i].clone()
            };
            self.f.blocks[mb.index()].name = Some(name);
            frame.blocks.insert(*b, mb);
            for (ii, inst) in b.instructions().into_iter().enumerate() {
                if inst.opcode() != O::LLVMPHI {
                    break;
                }
                self.loc = self.location(frame, inst, i, ii);
                let tys = self
                    .leaf_types(inst.ty())
                    .map_err(|e| self.finish_error(e, func, Some(*b), Some(inst)))?;
                let params = tys.iter().map(|t| self.f.add_block_param(mb, *t)).collect();
                frame.values.insert(inst, params);
            }
        }
        if self.cx.analysis {
            self.map.blocks = slots
                .iter()
                .map(|s| IrBlock {
                    label: s.clone(),
                    ..Default::default()
                })
                .collect();
        }
        let index_of: HashMap<Bb, usize> = blocks.iter().enumerate().map(|(i, b)| (*b, i)).collect();
        // Printing instructions one by one numbers the whole function each time (quadratic);
        // print it once and cut it into instructions.
        let texts = if self.cx.analysis {
            crate::printed::instruction_texts(func)
        } else {
            None
        };
        for b in order {
            self.cur = frame.blocks[&b];
            let bi = index_of[&b];
            for (ii, inst) in b.instructions().into_iter().enumerate() {
                self.loc = self.location(frame, inst, bi, ii);
                self.last_op = None;
                let before = self.f.ops.len();
                let result = self.lower_inst(frame, b, inst);
                let result = match result {
                    Err(Fail::Msg(m)) if self.cx.analysis => self.opaque_instead(frame, inst, m),
                    r => r.and_then(|()| self.check_callee_inputs(before)),
                };
                result.map_err(|e| self.finish_error(e, func, Some(b), Some(inst)))?;
                if self.cx.analysis {
                    let text = texts
                        .as_ref()
                        .and_then(|t| t.get(bi)?.get(ii).cloned())
                        .unwrap_or_else(|| inst.text());
                    self.record(frame, bi, inst, before, text);
                }
            }
        }
        Ok(())
    }

    /// A function kcc compiles on its own (a call stays to it) reads no kernel inputs but the
    /// work-item and work-group ids yet: its caller passes only those (in v31 and s12..s14;
    /// llc's callees may also read the pointers in s4..s11).
    fn check_callee_inputs(&self, from: usize) -> R<()> {
        if self.cx.analysis || self.f.kind == mir::FunctionKind::Kernel {
            return Ok(());
        }
        for d in &self.f.ops[from..] {
            let what = match d.opcode {
                Opcode::DispatchPtr | Opcode::KernargPtr | Opcode::ImplicitargPtr => {
                    "the dispatch, kernel argument and implicit argument pointers"
                }
                _ => continue,
            };
            return fail(format!(
                "{what} in a called function (a call kcc does not inline) are not supported yet"
            ));
        }
        Ok(())
    }

    /// Analysis mode: remember the instruction's text and what it became.
    fn record(&mut self, frame: &Frame, bi: usize, inst: Val, before: usize, text: String) {
        let op = self
            .last_op
            .or_else(|| (self.f.ops.len() > before).then(|| OpId(self.f.ops.len() as u32 - 1)));
        let block = &mut self.map.blocks[bi];
        if is_terminator(inst.opcode()) {
            if let Some(op) = op {
                block.terminator = Some((text, op));
                block.terminator_loc = self.loc;
            }
        } else {
            let values = frame.values.get(&inst).cloned().unwrap_or_default();
            let op = if values.is_empty() { op } else { None };
            block.defs.push(IrValue {
                text,
                values,
                op,
                loc: self.loc,
            });
        }
    }

    fn location(&self, frame: &Frame, inst: Val, bi: usize, ii: usize) -> Option<SrcLoc> {
        if let Some((line, col)) = inst.debug_loc() {
            let (directory, name) = inst.debug_loc_file();
            return Some(SrcLoc {
                file: self.cx.file_number(directory, name),
                line,
                col,
            });
        }
        let l = frame.lines.as_ref()?.get(bi)?.get(ii)?;
        Some(SrcLoc::ir(l.line, l.col))
    }

    /// Adds function, block and instruction context (and the location) to a failure.
    pub fn finish_error(&self, e: Fail, func: Val, block: Option<Bb>, inst: Option<Val>) -> FrontendError {
        let m = match e {
            Fail::Done(e) => return e,
            Fail::Msg(m) => m,
        };
        let mut where_ = format!("in function '{}'", func.name());
        if let Some(b) = block {
            let label = block_label(func, b);
            where_.push_str(&format!(", block '%{label}'"));
        }
        let at = match self.loc {
            Some(l) => format!("{}:{}:{}", self.cx.file_name(l), l.line, l.col),
            None => self.cx.file.clone(),
        };
        match inst {
            Some(i) => FrontendError::new(format!("{at}: {m} {where_}: '{}'", i.text().trim())),
            None => FrontendError::new(format!("{at}: {m} {where_}")),
        }
    }

    // ---- emitting ops ----

    /// Appends an op to the current block with the current location (and the pending
    /// convergence token if the op is convergent).
    pub fn emit(&mut self, opcode: Opcode, mut operands: Vec<Value>, results: &[Type]) -> OpId {
        if let Some(t) = self.token {
            if opcode.is_convergent() && opcode != Opcode::Opaque {
                operands.push(t);
            }
        }
        let op = self.f.append_op(self.cur, opcode, operands, results);
        self.f.op_mut(op).loc = self.loc;
        self.last_op = Some(op);
        op
    }

    /// An op with one result; returns the result.
    pub fn emit1(&mut self, opcode: Opcode, operands: Vec<Value>, ty: Type) -> Value {
        let op = self.emit(opcode, operands, &[ty]);
        self.f.result(op)
    }

    pub fn constant(&mut self, ty: Type, bits: u64) -> Value {
        let op = self.emit(Opcode::Const, vec![], &[ty]);
        self.f.op_mut(op).set_attr("value", Attr::Int(bits as i128));
        self.f.result(op)
    }

    pub fn ty(&self, v: Value) -> Type {
        self.f.ty(v)
    }

    /// Integer resize (trunc/sext/zext) to `to`; a no-op when the widths agree.
    pub fn resize(&mut self, v: Value, to: Type, signed: bool) -> Value {
        let from = self.ty(v);
        if from == to {
            return v;
        }
        let op = if to.bits() < from.bits() {
            Opcode::Trunc
        } else if signed {
            Opcode::SExt
        } else {
            Opcode::ZExt
        };
        self.emit1(op, vec![v], to)
    }

    // ---- operands ----

    /// The leaves of an operand (constants are materialised in the current block).
    pub fn get(&mut self, frame: &Frame, v: Val) -> R<Vec<Value>> {
        if let Some(vals) = frame.values.get(&v) {
            return Ok(vals.clone());
        }
        if v.is_instruction() || v.is_argument() {
            if self.cx.analysis {
                // A use in unreachable code of a value not lowered yet.
                let tys = self.leaf_types(v.ty())?;
                return Ok(tys.iter().map(|t| self.emit1(Opcode::Undef, vec![], *t)).collect());
            }
            return fail(format!("use of '{}' before its definition", v.text().trim()));
        }
        if v.is_constant() {
            let key = (self.cur, v);
            if let Some(vals) = self.consts.get(&key) {
                return Ok(vals.clone());
            }
            let vals = self.lower_constant(frame, v)?;
            self.consts.insert(key, vals.clone());
            return Ok(vals);
        }
        fail(format!("unsupported operand '{}'", v.text().trim()))
    }

    /// An operand that must be a single scalar.
    pub fn get1(&mut self, frame: &Frame, v: Val) -> R<Value> {
        let vals = self.get(frame, v)?;
        match vals.as_slice() {
            [one] => Ok(*one),
            _ => fail(format!("expected a scalar operand, got '{}'", v.text().trim())),
        }
    }

    fn lower_constant(&mut self, frame: &Frame, c: Val) -> R<Vec<Value>> {
        let t = c.ty();
        if self.cx.analysis && types::is_aggregate(t) {
            return Ok(vec![self.emit1(Opcode::Undef, vec![], Type::I32)]);
        }
        if c.is_undef() {
            let tys = self.leaf_types(t)?;
            return Ok(tys.iter().map(|t| self.emit1(Opcode::Undef, vec![], *t)).collect());
        }
        if c.is_null_constant() {
            let tys = self.leaf_types(t)?;
            return Ok(tys.iter().map(|t| self.constant(*t, 0)).collect());
        }
        if let (true, Some(shape)) = (c.is_const_int(), Shape::of_ty(t)) {
            return self.odd_constant(c, shape);
        }
        if c.is_const_int() {
            let ty = types::scalar(t)?;
            let Some(bits) = c.const_zext() else {
                return fail(format!("unsupported constant '{}'", c.text()));
            };
            return Ok(vec![self.constant(ty, bits)]);
        }
        if c.is_const_fp() {
            let ty = types::scalar(t)?;
            let bits = match crate::bf16::is_bf16(t) {
                true => c.const_double().map(crate::bf16::constant_bits),
                false => c.const_double().and_then(|d| types::float_bits(ty, d)),
            };
            let Some(bits) = bits else {
                return fail(format!("unsupported constant '{}'", c.text()));
            };
            return Ok(vec![self.constant(ty, bits)]);
        }
        if c.is_global_variable() {
            let ty = types::scalar(t)?;
            let name = self.global(c)?;
            let op = self.emit(Opcode::GlobalAddr, vec![], &[ty]);
            self.f.op_mut(op).set_attr("global", Attr::Str(name));
            return Ok(vec![self.f.result(op)]);
        }
        if c.is_const_expr() {
            return self.lower_const_expr(frame, c);
        }
        if c.is_function() {
            return fail(format!("unsupported use of function '@{}' as a value", c.name()));
        }
        // Vectors, arrays and structs of constants.
        let mut out = Vec::new();
        let mut i = 0;
        loop {
            let e = c.aggregate_element(i);
            if e.is_null() {
                break;
            }
            out.extend(self.lower_constant(frame, e)?);
            i += 1;
        }
        if i == 0 {
            return fail(format!("unsupported constant '{}'", c.text()));
        }
        Ok(out)
    }

    fn lower_const_expr(&mut self, frame: &Frame, c: Val) -> R<Vec<Value>> {
        let op = c.const_opcode();
        match op {
            O::LLVMGetElementPtr => self.gep(frame, c),
            O::LLVMBitCast
            | O::LLVMAddrSpaceCast
            | O::LLVMPtrToInt
            | O::LLVMIntToPtr
            | O::LLVMTrunc
            | O::LLVMZExt
            | O::LLVMSExt => self.cast(frame, op, c.operand(0), c.ty()),
            O::LLVMAdd | O::LLVMSub | O::LLVMMul | O::LLVMXor | O::LLVMShl | O::LLVMAnd | O::LLVMOr => {
                self.binary(frame, op, c.operand(0), c.operand(1))
            }
            _ => fail(format!("unsupported constant expression '{}'", c.text())),
        }
    }

    /// Registers global variable `g` in the module's globals; returns its name.
    fn global(&mut self, g: Val) -> R<String> {
        let name = g.name();
        if self.globals.iter().any(|x| x.name == name) {
            return Ok(name);
        }
        let t = g.global_value_type();
        let size = self.cx.dl.alloc_size(t);
        let space = g.ty().addr_space();
        if !matches!(space, 1 | 3 | 4) {
            return fail(format!("unsupported global '@{name}' in address space {space}"));
        }
        let init = g.initializer();
        if space == 3 && !init.is_null() && !init.is_undef() {
            // LDS starts each work-group undefined; llc-22 refuses such globals too
            // ("unsupported initializer for address space").
            return fail(format!(
                "unsupported initializer for LDS (address space 3) global '@{name}' (LDS is undefined \
                 when a work-group starts)"
            ));
        }
        let init = if init.is_null() || init.is_undef() || space == 3 {
            None
        } else {
            let mut bytes = vec![0u8; size as usize];
            crate::globals::write_constant(init, &self.cx.dl, &mut bytes, 0)?;
            Some(bytes)
        };
        let align = match g.alignment() {
            0 => self.cx.dl.abi_align(t),
            a => a,
        };
        self.globals.push(Global {
            name: name.clone(),
            address_space: space as u8,
            align,
            init,
            size,
        });
        Ok(name)
    }

    // ---- instructions ----

    fn set(&mut self, frame: &mut Frame, inst: Val, vals: Vec<Value>) {
        frame.values.insert(inst, vals);
    }

    fn lower_inst(&mut self, frame: &mut Frame, bb: Bb, inst: Val) -> R<()> {
        let op = inst.opcode();
        if crate::wwm::Regions::lower(self, frame, inst)? {
            return Ok(());
        }
        if self.cx.analysis && op == O::LLVMExtractValue {
            // A field of a call's split struct result is that result.
            let agg = inst.operand(0);
            let idx = inst.indices();
            let split = agg.is_instruction() && agg.opcode() == O::LLVMCall && scalar_fields(agg.ty()).is_some();
            if let (true, [i], Some(vals)) = (split, idx.as_slice(), frame.values.get(&agg)) {
                if let Some(v) = vals.get(*i as usize) {
                    let v = *v;
                    self.set(frame, inst, vec![v]);
                    return Ok(());
                }
            }
        }
        if self.cx.analysis && op != O::LLVMPHI {
            // Vectors, aggregates and types without a MIR type stay whole and opaque.
            let whole = |v: Val| {
                let t = v.ty();
                !v.is_basic_block()
                    && !v.is_metadata()
                    && !t.is_void()
                    && (types::is_aggregate(t) || types::scalar(t).is_err())
            };
            if whole(inst) || inst.operands().into_iter().any(whole) {
                return fail("vectors and aggregates stay opaque for analysis");
            }
        }
        if !self.cx.analysis && !odd_ints_handled(inst) {
            let t = std::iter::once(inst.ty())
                .chain(
                    inst.operands()
                        .into_iter()
                        .filter(|v| !v.is_basic_block())
                        .map(|v| v.ty()),
                )
                .find(|t| wide::involves(*t));
            if let Some(t) = t {
                return fail(format!("unsupported integer type '{}'", t.text()));
            }
        }
        if !self.cx.analysis && crate::bf16::involves(inst) {
            if let Some(v) = crate::bf16::lower(self, frame, inst)? {
                self.set(frame, inst, v);
                return Ok(());
            }
        }
        match op {
            O::LLVMPHI => Ok(()), // block parameters, created with the block
            O::LLVMAdd
            | O::LLVMSub
            | O::LLVMMul
            | O::LLVMUDiv
            | O::LLVMSDiv
            | O::LLVMURem
            | O::LLVMSRem
            | O::LLVMAnd
            | O::LLVMOr
            | O::LLVMXor
            | O::LLVMShl
            | O::LLVMLShr
            | O::LLVMAShr
            | O::LLVMFAdd
            | O::LLVMFSub
            | O::LLVMFMul
            | O::LLVMFDiv
            | O::LLVMFRem => {
                let v = self.binary(frame, op, inst.operand(0), inst.operand(1))?;
                self.mark_fpmath(inst, &v);
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMFNeg => {
                let a = self.get(frame, inst.operand(0))?;
                let v = a
                    .iter()
                    .map(|x| self.emit1(Opcode::FNeg, vec![*x], self.ty(*x)))
                    .collect();
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMICmp | O::LLVMFCmp => {
                let a = self.get(frame, inst.operand(0))?;
                let b = self.get(frame, inst.operand(1))?;
                if let (O::LLVMICmp, Some(shape)) = (op, Shape::of_ty(inst.operand(0).ty())) {
                    let v = self.odd_icmp(int_pred(inst.icmp_predicate()), shape, a, b);
                    self.set(frame, inst, vec![v]);
                    return Ok(());
                }
                if let (O::LLVMICmp, Some(shape)) = (op, Shape::of_elements(inst.operand(0).ty())) {
                    let p = int_pred(inst.icmp_predicate());
                    let v = a
                        .iter()
                        .zip(&b)
                        .map(|(&x, &y)| self.odd_icmp(p, shape, vec![x], vec![y]))
                        .collect();
                    self.set(frame, inst, v);
                    return Ok(());
                }
                let opc = if op == O::LLVMICmp {
                    Opcode::Icmp(int_pred(inst.icmp_predicate()))
                } else {
                    Opcode::Fcmp(float_pred(inst.fcmp_predicate()))
                };
                let v = a
                    .iter()
                    .zip(&b)
                    .map(|(x, y)| self.emit1(opc, vec![*x, *y], Type::I1))
                    .collect();
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMSelect => {
                let c = self.get(frame, inst.operand(0))?;
                let a = self.get(frame, inst.operand(1))?;
                let b = self.get(frame, inst.operand(2))?;
                let v = a
                    .iter()
                    .zip(&b)
                    .enumerate()
                    .map(|(i, (x, y))| {
                        let ci = if c.len() == 1 { c[0] } else { c[i] };
                        // Equal arms (the resource words of two fat pointers into one buffer)
                        // stay as uniform as they are (analysis mode keeps LLVM's rule).
                        if x == y && !self.cx.analysis {
                            return *x;
                        }
                        self.emit1(Opcode::Select, vec![ci, *x, *y], self.ty(*x))
                    })
                    .collect();
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMAddrSpaceCast if crate::buffer::is_fat(inst) || crate::buffer::is_fat(inst.operand(0)) => {
                let v = crate::buffer::fat_cast(self, frame, inst)?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMTrunc
            | O::LLVMZExt
            | O::LLVMSExt
            | O::LLVMFPTrunc
            | O::LLVMFPExt
            | O::LLVMFPToUI
            | O::LLVMFPToSI
            | O::LLVMUIToFP
            | O::LLVMSIToFP
            | O::LLVMPtrToInt
            | O::LLVMIntToPtr
            | O::LLVMBitCast
            | O::LLVMAddrSpaceCast => {
                let v = self.cast(frame, op, inst.operand(0), inst.ty())?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMFreeze => {
                let a = self.get(frame, inst.operand(0))?;
                let v = a
                    .iter()
                    .map(|x| self.emit1(Opcode::Copy, vec![*x], self.ty(*x)))
                    .collect();
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMGetElementPtr if crate::buffer::is_fat(inst.operand(0)) => {
                let v = self.fat_gep(frame, inst)?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMLoad if crate::buffer::is_fat(inst.operand(0)) => {
                let v = crate::buffer::fat_load(self, frame, inst)?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMStore if crate::buffer::is_fat(inst.operand(1)) => crate::buffer::fat_store(self, frame, inst),
            O::LLVMGetElementPtr => {
                let v = self.gep(frame, inst)?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMAlloca => {
                let t = inst.allocated_type();
                let count = match inst.operand(0).const_zext() {
                    Some(n) => n,
                    None => return self.dynamic_alloca(frame, inst),
                };
                let op = self.emit(Opcode::Alloca, vec![], &[Type::Ptr(5)]);
                let size = self.cx.dl.alloc_size(t) * count;
                let align = inst.alignment().max(1);
                self.f.op_mut(op).set_attr("size", Attr::Int(size as i128));
                self.f.op_mut(op).set_attr("align", Attr::Int(align as i128));
                let v = self.f.result(op);
                self.set(frame, inst, vec![v]);
                Ok(())
            }
            O::LLVMLoad => {
                let v = self.load(frame, inst)?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMStore => self.store(frame, inst),
            O::LLVMAtomicRMW => {
                let v = self.atomic_rmw(frame, inst)?;
                self.set(frame, inst, vec![v]);
                Ok(())
            }
            O::LLVMAtomicCmpXchg => {
                let v = self.cmpxchg(frame, inst)?;
                self.set(frame, inst, v);
                Ok(())
            }
            O::LLVMFence => {
                let op = self.emit(Opcode::Fence, vec![], &[]);
                self.memory_order_attrs(op, inst, inst.ordering())
            }
            O::LLVMExtractElement => {
                let vec = self.get(frame, inst.operand(0))?;
                let v = self.pick(frame, &vec, inst.operand(1))?;
                self.set(frame, inst, vec![v]);
                Ok(())
            }
            O::LLVMInsertElement => {
                let mut vec = self.get(frame, inst.operand(0))?;
                let new = self.get1(frame, inst.operand(1))?;
                let idx = inst.operand(2);
                match idx.const_zext() {
                    Some(i) if (i as usize) < vec.len() => vec[i as usize] = new,
                    Some(_) => {
                        let t = self.ty(new);
                        vec = vec.iter().map(|_| self.emit1(Opcode::Undef, vec![], t)).collect();
                    }
                    None => {
                        let iv = self.get1(frame, idx)?;
                        let it = self.ty(iv);
                        for (i, slot) in vec.iter_mut().enumerate() {
                            let k = self.constant(it, i as u64);
                            let c = self.emit1(Opcode::Icmp(mir::IntPredicate::Eq), vec![iv, k], Type::I1);
                            *slot = self.emit1(Opcode::Select, vec![c, new, *slot], self.ty(new));
                        }
                    }
                }
                self.set(frame, inst, vec);
                Ok(())
            }
            O::LLVMShuffleVector => {
                let a = self.get(frame, inst.operand(0))?;
                let b = self.get(frame, inst.operand(1))?;
                let elem = types::scalar(inst.ty().element())?;
                let mut out = Vec::new();
                for m in inst.shuffle_mask() {
                    let v = match m {
                        Some(i) if (i as usize) < a.len() => a[i as usize],
                        Some(i) if (i as usize) < a.len() + b.len() => b[i as usize - a.len()],
                        _ => self.emit1(Opcode::Undef, vec![], elem),
                    };
                    out.push(v);
                }
                self.set(frame, inst, out);
                Ok(())
            }
            O::LLVMExtractValue => {
                let agg = self.get(frame, inst.operand(0))?;
                let r = types::leaf_range(inst.operand(0).ty(), &inst.indices(), &self.cx.dl)?;
                let Some(v) = agg.get(r) else {
                    return fail("bad extractvalue");
                };
                self.set(frame, inst, v.to_vec());
                Ok(())
            }
            O::LLVMInsertValue => {
                let mut agg = self.get(frame, inst.operand(0))?;
                let new = self.get(frame, inst.operand(1))?;
                let r = types::leaf_range(inst.ty(), &inst.indices(), &self.cx.dl)?;
                if r.len() != new.len() || r.end > agg.len() {
                    return fail("bad insertvalue");
                }
                agg.splice(r, new);
                self.set(frame, inst, agg);
                Ok(())
            }
            O::LLVMCall => self.call(frame, inst),
            O::LLVMBr | O::LLVMSwitch | O::LLVMRet | O::LLVMUnreachable => self.terminator(frame, bb, inst),
            _ => fail(format!("unsupported instruction '{}'", inst.opcode_word())),
        }
    }

    /// Element `idx` of a split vector (a select chain for a variable index).
    fn pick(&mut self, frame: &Frame, vec: &[Value], idx: Val) -> R<Value> {
        let Some(&first) = vec.first() else {
            return fail("empty vector");
        };
        let t = self.ty(first);
        if let Some(i) = idx.const_zext() {
            return Ok(match vec.get(i as usize) {
                Some(v) => *v,
                None => self.emit1(Opcode::Undef, vec![], t),
            });
        }
        let iv = self.get1(frame, idx)?;
        let it = self.ty(iv);
        let mut acc = first;
        for (i, v) in vec.iter().enumerate().skip(1) {
            let k = self.constant(it, i as u64);
            let c = self.emit1(Opcode::Icmp(mir::IntPredicate::Eq), vec![iv, k], Type::I1);
            acc = self.emit1(Opcode::Select, vec![c, *v, acc], t);
        }
        Ok(acc)
    }

    /// Copies an instruction's `!fpmath` (the error it allows, in ulps) to the ops computing
    /// its values, as attribute `fpmath`: the backend may then use faster, less exact code.
    pub(crate) fn mark_fpmath(&mut self, inst: Val, values: &[Value]) {
        let Some(ulps) = inst
            .metadata_operands("fpmath")
            .and_then(|ops| ops.first().and_then(|v| v.const_double()))
        else {
            return;
        };
        for &v in values {
            if let Some(op) = self.f.def_op(v) {
                self.f.op_mut(op).set_attr("fpmath", Attr::Str(ulps.to_string()));
            }
        }
    }

    /// An alloca whose element count is a run-time value: `alloca.dyn` of its size in bytes
    /// (per lane: each lane's private memory is its own), from the dynamic stack.
    fn dynamic_alloca(&mut self, frame: &mut Frame, inst: Val) -> R<()> {
        if inst.ty().addr_space() != 5 {
            return fail("dynamic alloca outside the private address space");
        }
        let count = self.get1(frame, inst.operand(0))?;
        if !self.ty(count).is_int() {
            return fail("dynamic alloca with a non-integer count");
        }
        let count = self.resize(count, Type::I32, false);
        let elem = self.cx.dl.alloc_size(inst.allocated_type());
        let Ok(elem) = u32::try_from(elem) else {
            return fail("dynamic alloca of an element larger than 4 GiB");
        };
        let elem = self.constant(Type::I32, elem as u64);
        let bytes = self.emit1(Opcode::Mul, vec![count, elem], Type::I32);
        let op = self.emit(Opcode::AllocaDyn, vec![bytes], &[Type::Ptr(5)]);
        let align = inst.alignment().max(1);
        self.f.op_mut(op).set_attr("align", Attr::Int(align as i128));
        let v = self.f.result(op);
        self.set(frame, inst, vec![v]);
        Ok(())
    }

    pub(crate) fn binary(&mut self, frame: &Frame, op: O, a: Val, b: Val) -> R<Vec<Value>> {
        let opc = match op {
            O::LLVMFAdd => Opcode::FAdd,
            O::LLVMFSub => Opcode::FSub,
            O::LLVMFMul => Opcode::FMul,
            O::LLVMFDiv => Opcode::FDiv,
            O::LLVMFRem => Opcode::FRem,
            other => match integer_binary_opcode(other) {
                Some(opc) => opc,
                None => return fail(format!("unsupported operation '{}'", llvm::opcode_name(other))),
            },
        };
        let x = self.get(frame, a)?;
        let y = self.get(frame, b)?;
        if x.len() != y.len() {
            return fail("operand shapes differ");
        }
        if let Some(shape) = Shape::of_ty(a.ty()) {
            return self.odd_binary(op, shape, x, y);
        }
        if let Some(shape) = Shape::of_elements(a.ty()) {
            let mut out = Vec::new();
            for (&p, &q) in x.iter().zip(&y) {
                out.extend(self.odd_binary(op, shape, vec![p], vec![q])?);
            }
            return Ok(out);
        }
        Ok(x.iter()
            .zip(&y)
            .map(|(p, q)| self.emit1(opc, vec![*p, *q], self.ty(*p)))
            .collect())
    }

    pub(crate) fn cast(&mut self, frame: &Frame, op: O, src: Val, to: Ty) -> R<Vec<Value>> {
        let vals = self.get(frame, src)?;
        let to_leaves = self.leaf_types(to)?;
        let vector = |t: Ty| t.kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind;
        if matches!(op, O::LLVMTrunc | O::LLVMZExt | O::LLVMSExt)
            && vector(src.ty())
            && (Shape::of_elements(src.ty()).is_some() || Shape::of_elements(to).is_some())
        {
            // Element by element, each an integer of one leaf.
            let (from, width) = (src.ty().element().int_width(), to.element().int_width());
            let mut out = Vec::new();
            for v in vals {
                out.extend(self.odd_resize(op, from, width, vec![v])?);
            }
            return Ok(out);
        }
        let (src_shape, to_shape) = (Shape::of_ty(src.ty()), Shape::of_ty(to));
        if src_shape.is_some() || to_shape.is_some() {
            let what = src_shape.or(to_shape).map_or(0, Shape::bits);
            match (op, src_shape, to_shape) {
                (O::LLVMTrunc | O::LLVMZExt | O::LLVMSExt, _, _) => {
                    return self.odd_resize(op, src.ty().int_width(), to.int_width(), vals)
                }
                (O::LLVMUIToFP | O::LLVMSIToFP, Some(Shape::Odd { bits, .. }), None) => {
                    let v = self.extend_in_reg(vals[0], bits, op == O::LLVMSIToFP);
                    let opc = if op == O::LLVMSIToFP {
                        Opcode::SIToFP
                    } else {
                        Opcode::UIToFP
                    };
                    return Ok(vec![self.emit1(opc, vec![v], to_leaves[0])]);
                }
                // Out-of-range results are poison, so the conversion to the container serves.
                (O::LLVMFPToUI | O::LLVMFPToSI, None, Some(Shape::Odd { ty, .. })) => {
                    let opc = if op == O::LLVMFPToSI {
                        Opcode::FPToSI
                    } else {
                        Opcode::FPToUI
                    };
                    return Ok(vec![self.emit1(opc, vec![vals[0]], ty)]);
                }
                (O::LLVMUIToFP | O::LLVMSIToFP, Some(Shape::Wide { bits }), None) => {
                    let v = self.wide_to_float(bits, &vals, op == O::LLVMSIToFP, to_leaves[0])?;
                    return Ok(vec![v]);
                }
                (O::LLVMFPToUI | O::LLVMFPToSI, None, Some(Shape::Wide { .. })) => {
                    return self.float_to_wide(vals[0], op == O::LLVMFPToSI);
                }
                // An i128 is two 64-bit leaves, which the generic bitcast regroups.
                (O::LLVMBitCast, _, _) if what == 128 => {}
                // `i24` to and from `<3 x i8>`, `i96` and `<3 x i32>`: the integer's leaves own
                // the low bits of their types.
                (O::LLVMBitCast, Some(shape), None) => {
                    let from: Vec<(Value, u32)> =
                        shape.leaves(0).iter().zip(&vals).map(|(l, &v)| (v, l.bits)).collect();
                    let to: Vec<(Type, u32)> = to_leaves.iter().map(|&t| (t, t.bits())).collect();
                    return self.reshape_owned(&from, &to);
                }
                (O::LLVMBitCast, None, Some(shape)) => {
                    let from: Vec<(Value, u32)> = vals.iter().map(|&v| (v, self.ty(v).bits())).collect();
                    let to: Vec<(Type, u32)> = shape.leaves(0).iter().map(|l| (l.ty, l.bits)).collect();
                    return self.reshape_owned(&from, &to);
                }
                _ => return fail(format!("unsupported {} of 'i{what}'", llvm::opcode_name(op))),
            }
        }
        let opc = match op {
            O::LLVMTrunc => Opcode::Trunc,
            O::LLVMZExt => Opcode::ZExt,
            O::LLVMSExt => Opcode::SExt,
            O::LLVMFPTrunc => Opcode::FPTrunc,
            O::LLVMFPExt => Opcode::FPExt,
            O::LLVMFPToUI => Opcode::FPToUI,
            O::LLVMFPToSI => Opcode::FPToSI,
            O::LLVMUIToFP => Opcode::UIToFP,
            O::LLVMSIToFP => Opcode::SIToFP,
            O::LLVMPtrToInt => Opcode::PtrToInt,
            O::LLVMIntToPtr => Opcode::IntToPtr,
            O::LLVMBitCast => Opcode::Bitcast,
            O::LLVMAddrSpaceCast => Opcode::AddrSpaceCast,
            other => return fail(format!("unsupported cast '{}'", llvm::opcode_name(other))),
        };
        if vals.len() != to_leaves.len() {
            if opc == Opcode::Bitcast {
                return self.reshape_bits(&vals, &to_leaves);
            }
            return fail("cast between vectors of different lengths");
        }
        let mut out = Vec::new();
        for (v, t) in vals.iter().zip(&to_leaves) {
            let from = self.ty(*v);
            let r = match opc {
                // Same-type bitcasts (ptr to ptr) are no-ops.
                Opcode::Bitcast if from == *t => *v,
                // ptrtoint/inttoptr to an integer of another width: LLVM truncates or
                // zero-extends through the pointer's width.
                Opcode::PtrToInt if t.bits() != from.bits() => {
                    let w = Type::int(from.bits()).ok_or_else(|| Fail::Msg("bad pointer width".into()))?;
                    let i = self.emit1(Opcode::PtrToInt, vec![*v], w);
                    self.resize(i, *t, false)
                }
                Opcode::IntToPtr if t.bits() != from.bits() => {
                    let w = Type::int(t.bits()).ok_or_else(|| Fail::Msg("bad pointer width".into()))?;
                    let i = self.resize(*v, w, false);
                    self.emit1(Opcode::IntToPtr, vec![i], *t)
                }
                Opcode::AddrSpaceCast if [from, *t].contains(&Type::Ptr(constant32::CONSTANT_32BIT)) => {
                    self.cast_constant32(frame, *v, *t)?
                }
                // Between LDS or private memory and another space with no generic pointer
                // between (global, constant): no address is in both, and llc-22 makes the
                // result poison.
                Opcode::AddrSpaceCast if segment_cast_is_poison(from, *t) => self.emit1(Opcode::Undef, vec![], *t),
                _ => self.emit1(opc, vec![*v], *t),
            };
            out.push(r);
        }
        Ok(out)
    }

    /// A bitcast that changes the number of elements (`<2 x i16>` to `i32`, `<16 x float>` to
    /// `<8 x i64>`): cut both sides into groups whose bits line up (each at most 64 bits, as
    /// every scalar is), and reshape each group through one integer.
    fn reshape_bits(&mut self, vals: &[Value], to: &[Type]) -> R<Vec<Value>> {
        let src_bits: u32 = vals.iter().map(|v| self.ty(*v).bits()).sum();
        let dst_bits: u32 = to.iter().map(|t| t.bits()).sum();
        if src_bits != dst_bits {
            return fail("unsupported bitcast between vector shapes");
        }
        let (mut out, mut i, mut j) = (Vec::new(), 0, 0);
        while i < vals.len() && j < to.len() {
            let (i0, j0) = (i, j);
            let (mut a, mut b) = (self.ty(vals[i]).bits(), to[j].bits());
            (i, j) = (i + 1, j + 1);
            while a != b {
                if a < b {
                    a += self.ty(vals[i]).bits();
                    i += 1;
                } else {
                    b += to[j].bits();
                    j += 1;
                }
            }
            if a > 64 {
                return fail("unsupported bitcast between vector shapes");
            }
            out.extend(self.reshape_group(&vals[i0..i], &to[j0..j])?);
        }
        Ok(out)
    }

    /// [`Self::reshape_bits`] for leaves that own the low bits of their types (see
    /// [`Self::reshape_pieces`]): cut into groups whose owned bits line up, each regrouped.
    fn reshape_owned(&mut self, vals: &[(Value, u32)], to: &[(Type, u32)]) -> R<Vec<Value>> {
        let (mut out, mut i, mut j) = (Vec::new(), 0, 0);
        while i < vals.len() && j < to.len() {
            let (i0, j0) = (i, j);
            let (mut a, mut b) = (vals[i].1, to[j].1);
            (i, j) = (i + 1, j + 1);
            while a != b {
                let next = if a < b {
                    vals.get(i).map(|v| v.1)
                } else {
                    to.get(j).map(|t| t.1)
                };
                let Some(n) = next else {
                    return fail("unsupported bitcast between vector shapes");
                };
                if a < b {
                    a += n;
                    i += 1;
                } else {
                    b += n;
                    j += 1;
                }
            }
            out.extend(self.reshape_pieces(&vals[i0..i], &to[j0..j])?);
        }
        if i < vals.len() || j < to.len() {
            return fail("unsupported bitcast between vector shapes");
        }
        Ok(out)
    }

    /// [`Self::reshape_bits`] for leaves of the same total width, at most 64 bits.
    fn reshape_group(&mut self, vals: &[Value], to: &[Type]) -> R<Vec<Value>> {
        if vals.len() == 1 && to.len() == 1 {
            let (v, t) = (vals[0], to[0]);
            return Ok(vec![if self.ty(v) == t {
                v
            } else {
                self.emit1(Opcode::Bitcast, vec![v], t)
            }]);
        }
        let vals: Vec<(Value, u32)> = vals.iter().map(|&v| (v, self.ty(v).bits())).collect();
        let to: Vec<(Type, u32)> = to.iter().map(|&t| (t, t.bits())).collect();
        self.reshape_pieces(&vals, &to)
    }

    /// Leaves, each owning its low `bits` (an integer of another width owns fewer than its
    /// type's: `wide::Shape::Odd`), regrouped into leaves of the same total width, at most
    /// 64 bits, through the narrowest MIR integer that holds them (little-endian: element 0
    /// holds the low bits). A result owning fewer bits than its type leaves the rest undefined.
    fn reshape_pieces(&mut self, vals: &[(Value, u32)], to: &[(Type, u32)]) -> R<Vec<Value>> {
        let bad = || Fail::Msg("unsupported bitcast between vector shapes".into());
        let total: u32 = vals.iter().map(|&(_, b)| b).sum();
        if total != to.iter().map(|&(_, b)| b).sum::<u32>() || total > 64 {
            return Err(bad());
        }
        let wide = [8, 16, 32, 64]
            .into_iter()
            .find(|&w| w >= total)
            .and_then(Type::int)
            .ok_or_else(bad)?;
        let mut acc: Option<Value> = None;
        let mut shift = 0u32;
        for &(v, bits) in vals {
            let t = self.ty(v);
            let it = Type::int(t.bits()).ok_or_else(bad)?;
            let i = if t.is_float() {
                self.emit1(Opcode::Bitcast, vec![v], it)
            } else if t.is_ptr() {
                self.emit1(Opcode::PtrToInt, vec![v], it)
            } else {
                v
            };
            // (Bits above a piece's own are undefined: cleared before the next piece.)
            let i = if bits < t.bits() && shift + bits < total {
                self.extend_in_reg(i, bits, false)
            } else {
                i
            };
            let mut w = self.resize(i, wide, false);
            if shift > 0 {
                let s = self.constant(wide, shift as u64);
                w = self.emit1(Opcode::Shl, vec![w, s], wide);
            }
            acc = Some(match acc {
                None => w,
                Some(a) => self.emit1(Opcode::Or, vec![a, w], wide),
            });
            shift += bits;
        }
        let Some(acc) = acc else { return fail("empty bitcast") };
        let mut out = Vec::new();
        let mut shift = 0u32;
        for &(t, bits) in to {
            let mut w = acc;
            if shift > 0 {
                let s = self.constant(wide, shift as u64);
                w = self.emit1(Opcode::LShr, vec![w, s], wide);
            }
            let it = Type::int(t.bits()).ok_or_else(bad)?;
            let i = self.resize(w, it, false);
            out.push(if t.is_float() {
                self.emit1(Opcode::Bitcast, vec![i], t)
            } else if t.is_ptr() {
                self.emit1(Opcode::IntToPtr, vec![i], t)
            } else {
                i
            });
            shift += bits;
        }
        Ok(out)
    }

    /// getelementptr (instruction or constant expression) as pointer arithmetic: constant
    /// indices fold into one offset, variable ones are scaled with `mul`.
    fn gep(&mut self, frame: &Frame, g: Val) -> R<Vec<Value>> {
        let Some(&base) = g.operands().first() else {
            return fail("getelementptr without operands");
        };
        // A vector of pointers: each element with the indices' element of the same lane (a
        // scalar base or index serves every lane).
        let lanes = match g.ty().kind() {
            inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind => Some(g.ty().vector_len() as usize),
            _ => None,
        };
        let bases = self.get(frame, base)?;
        let mut out = Vec::new();
        for lane in 0..lanes.unwrap_or(1) {
            let mut ptr = match bases[..] {
                [one] => one,
                _ => *bases
                    .get(lane)
                    .ok_or_else(|| Fail::Msg("getelementptr lanes differ".into()))?,
            };
            let pty = self.ty(ptr);
            let it = Type::int(pty.bits()).ok_or_else(|| Fail::Msg("bad pointer width".into()))?;
            let (terms, konst) = self.gep_offsets(frame, g, it, lanes.map(|_| lane))?;
            for off in terms {
                ptr = self.emit1(Opcode::PtrAdd, vec![ptr, off], pty);
            }
            if konst != 0 {
                let c = self.constant(it, konst);
                ptr = self.emit1(Opcode::PtrAdd, vec![ptr, c], pty);
            }
            out.push(ptr);
        }
        Ok(out)
    }

    /// A getelementptr on a buffer fat pointer (`ptr addrspace(7)`: the resource's four words
    /// and a 32-bit offset): the same resource, the offset moved in 32 bits.
    fn fat_gep(&mut self, frame: &Frame, g: Val) -> R<Vec<Value>> {
        let Some(&base) = g.operands().first() else {
            return fail("getelementptr without operands");
        };
        let mut fat = self.get(frame, base)?;
        if fat.len() != 5 {
            return fail("unsupported vector getelementptr on buffer fat pointers");
        }
        let (terms, konst) = self.gep_offsets(frame, g, Type::I32, None)?;
        for off in terms {
            fat[4] = crate::buffer::add_i32(self, fat[4], off);
        }
        if konst != 0 {
            let c = self.constant(Type::I32, konst);
            fat[4] = crate::buffer::add_i32(self, fat[4], c);
        }
        Ok(fat)
    }

    /// The byte offset a getelementptr adds, in integers of type `it`: the variable terms
    /// (indices scaled with `mul`) and the constant part (all constant indices folded). For
    /// a vector getelementptr, that of element `lane`.
    fn gep_offsets(&mut self, frame: &Frame, g: Val, it: Type, lane: Option<usize>) -> R<(Vec<Value>, u64)> {
        let ops = g.operands();
        let indices = &ops[1..];
        let mut terms = Vec::new();
        let mask = if it.bits() == 64 {
            u64::MAX
        } else {
            (1u64 << it.bits()) - 1
        };
        let mut cur = g.gep_source_type();
        let mut konst: u64 = 0;
        for (n, idx) in indices.iter().enumerate() {
            // The first index steps over whole objects of the source type.
            let (scale, next) = if n == 0 {
                (self.cx.dl.alloc_size(cur), cur)
            } else {
                use inkwell::llvm_sys::LLVMTypeKind as K;
                match cur.kind() {
                    K::LLVMStructTypeKind => {
                        let Some(i) = idx.const_zext() else {
                            return fail("non-constant struct index");
                        };
                        konst = konst.wrapping_add(self.cx.dl.field_offset(cur, i as u32));
                        let fields = cur.struct_fields();
                        let Some(f) = fields.get(i as usize) else {
                            return fail("struct index out of range");
                        };
                        cur = *f;
                        continue;
                    }
                    K::LLVMArrayTypeKind => (self.cx.dl.alloc_size(cur.element()), cur.element()),
                    K::LLVMVectorTypeKind => {
                        let e = cur.element();
                        (self.cx.dl.alloc_size(e), e)
                    }
                    _ => return fail(format!("cannot index into '{}'", cur.text())),
                }
            };
            cur = next;
            if let Some(c) = idx.const_sext() {
                konst = konst.wrapping_add((c as u64).wrapping_mul(scale));
                continue;
            }
            let iv = match (lane, idx.ty().kind()) {
                (Some(l), inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind) => {
                    let all = self.get(frame, *idx)?;
                    *all.get(l)
                        .ok_or_else(|| Fail::Msg("getelementptr lanes differ".into()))?
                }
                _ => self.get1(frame, *idx)?,
            };
            // (An index of an odd width owns the low bits of its leaf.)
            let iv = match Shape::of_ty(idx.ty()) {
                Some(Shape::Odd { bits, .. }) => self.extend_in_reg(iv, bits, true),
                Some(Shape::Wide { .. }) => return fail(format!("unsupported index type '{}'", idx.ty().text())),
                None => iv,
            };
            let iv = self.resize(iv, it, true);
            let off = if scale == 1 {
                iv
            } else {
                let s = self.constant(it, scale & mask);
                self.emit1(Opcode::Mul, vec![iv, s], it)
            };
            terms.push(off);
        }
        Ok((terms, konst & mask))
    }

    fn memory_order_attrs(&mut self, op: OpId, inst: Val, ordering: llvm::LLVMAtomicOrdering) -> R<()> {
        if let Some(o) = ordering_name(ordering) {
            let scope = self.cx.scope_name(inst.sync_scope_id());
            if scope == "unknown" && !self.cx.analysis {
                // AMDGPU has no such scope; llc-22 refuses it ("Unsupported (non-inclusive)
                // atomic synchronization scope"), so guessing a wider one would be wrong too.
                let text = inst.text();
                let name = text
                    .split("syncscope(\"")
                    .nth(1)
                    .and_then(|t| t.split('"').next())
                    .unwrap_or("?");
                return fail(format!(
                    "unsupported atomic synchronization scope '{name}' (AMDGPU has singlethread, \
                     wavefront, workgroup, agent, their -one-as forms, and the default system scope)"
                ));
            }
            let data = self.f.op_mut(op);
            data.set_attr("ordering", Attr::Word(o.into()));
            data.set_attr("scope", Attr::Str(scope.into()));
        }
        Ok(())
    }

    /// An atomic access needs an alignment of at least its size: LLVM turns an under-aligned
    /// one into a call to the `__atomic_*` library, which AMDGPU does not have (llc-22:
    /// "unsupported atomic load", "unsupported atomic store", "unsupported cmpxchg").
    fn check_atomic_align(&self, inst: Val, what: &str, ty: llvm::Ty) -> R<()> {
        let size = self.cx.dl.store_size(ty);
        let align = inst.alignment() as u64;
        if !self.cx.analysis && align < size {
            return fail(format!(
                "unsupported {what}: its alignment ({align}) is less than its size ({size} bytes), \
                 and AMDGPU has no library for unaligned atomics"
            ));
        }
        Ok(())
    }

    fn load(&mut self, frame: &Frame, inst: Val) -> R<Vec<Value>> {
        let ptr = self.get1(frame, inst.operand(0))?;
        let ptr = self.readable_address(frame, ptr)?;
        let align = inst.alignment().max(1) as u64;
        let atomic = ordering_name(inst.ordering()).is_some();
        if let (Some(nk), false) = (crate::bools::packed_vector(inst.ty()), atomic) {
            return self.load_packed(ptr, nk, align, &mut |l: &mut Self, op: OpId| l.load_attrs(op, inst));
        }
        let leaves = types::leaves(inst.ty(), &self.cx.dl)?;
        if atomic && leaves.len() != 1 {
            return fail("unsupported atomic load of an aggregate");
        }
        if atomic {
            self.check_atomic_align(inst, "atomic load", inst.ty())?;
        }
        let mut out = Vec::new();
        for leaf in leaves {
            if leaf.bits.div_ceil(8) < leaf.ty.bits() / 8 {
                let mut attrs = |l: &mut Self, op: OpId| l.load_attrs(op, inst);
                out.push(self.load_narrow(ptr, leaf, align, &mut attrs)?);
                continue;
            }
            let p = self.offset_ptr(ptr, leaf.offset);
            let op = self.emit(Opcode::Load, vec![p], &[leaf.ty]);
            self.f
                .op_mut(op)
                .set_attr("align", Attr::Int(types::piece_align(align, leaf.offset) as i128));
            self.load_attrs(op, inst)?;
            out.push(self.f.result(op));
        }
        Ok(out)
    }

    /// What a load op takes from its instruction: volatility, noclobber, memory order.
    fn load_attrs(&mut self, op: OpId, inst: Val) -> R<()> {
        if inst.is_volatile() {
            self.f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
        }
        // The producer proved no store clobbers this load first (MLIR marks its loads so).
        if inst.has_metadata("amdgpu.noclobber") {
            self.f.op_mut(op).set_attr("noclobber", Attr::Word("noclobber".into()));
        }
        self.memory_order_attrs(op, inst, inst.ordering())
    }

    /// What a store op takes from its instruction: volatility, memory order.
    fn store_attrs(&mut self, op: OpId, inst: Val) -> R<()> {
        if inst.is_volatile() {
            self.f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
        }
        self.memory_order_attrs(op, inst, inst.ordering())
    }

    fn store(&mut self, frame: &Frame, inst: Val) -> R<()> {
        let vals = self.get(frame, inst.operand(0))?;
        let ptr = self.get1(frame, inst.operand(1))?;
        self.check_writable(ptr, "store")?;
        let align = inst.alignment().max(1) as u64;
        let atomic = ordering_name(inst.ordering()).is_some();
        if let (Some((_, k)), false) = (crate::bools::packed_vector(inst.operand(0).ty()), atomic) {
            return self.store_packed(&vals, k, ptr, align, &mut |l: &mut Self, op: OpId| {
                l.store_attrs(op, inst)
            });
        }
        let leaves = types::leaves(inst.operand(0).ty(), &self.cx.dl)?;
        if ordering_name(inst.ordering()).is_some() && leaves.len() != 1 {
            return fail("unsupported atomic store of an aggregate");
        }
        if ordering_name(inst.ordering()).is_some() {
            self.check_atomic_align(inst, "atomic store", inst.operand(0).ty())?;
        }
        // A plain store of an undefined value may leave memory as it was, and llc drops it
        // (its DAG combine deletes stores of undef): so does kcc.
        let plain = !inst.is_volatile() && ordering_name(inst.ordering()).is_none();
        for (leaf, v) in leaves.iter().zip(vals) {
            if plain && self.f.def_op(v).is_some_and(|d| self.f.op(d).opcode == Opcode::Undef) {
                continue;
            }
            self.store_leaf(v, ptr, *leaf, align, &mut |l: &mut Self, op: OpId| {
                l.store_attrs(op, inst)
            })?;
        }
        Ok(())
    }

    /// Stores `v`, leaf `leaf` of a value at `ptr` whose alignment is `align`; `attrs` marks each
    /// store op (a narrow leaf takes several).
    pub fn store_leaf(
        &mut self,
        v: Value,
        ptr: Value,
        leaf: types::Leaf,
        align: u64,
        attrs: &mut dyn FnMut(&mut Self, OpId) -> R<()>,
    ) -> R<()> {
        if leaf.bits < leaf.ty.bits() {
            return self.store_narrow(v, ptr, leaf, align, attrs);
        }
        let p = self.offset_ptr(ptr, leaf.offset);
        let op = self.emit(Opcode::Store, vec![v, p], &[]);
        self.f
            .op_mut(op)
            .set_attr("align", Attr::Int(types::piece_align(align, leaf.offset) as i128));
        attrs(self, op)
    }

    pub fn offset_ptr(&mut self, ptr: Value, offset: u64) -> Value {
        if offset == 0 {
            return ptr;
        }
        let pty = self.ty(ptr);
        let it = Type::int(pty.bits()).unwrap_or(Type::I64);
        let c = self.constant(it, offset);
        self.emit1(Opcode::PtrAdd, vec![ptr, c], pty)
    }

    fn atomic_rmw(&mut self, frame: &Frame, inst: Val) -> R<Value> {
        use llvm::LLVMAtomicRMWBinOp as B;
        use mir::AtomicOp as A;
        let ptr = self.get1(frame, inst.operand(0))?;
        let val = self.get1(frame, inst.operand(1))?;
        self.check_writable(ptr, "atomicrmw")?;
        self.check_atomic_align(inst, "atomicrmw", inst.operand(1).ty())?;
        let Some(rmw) = inst.rmw_op() else {
            return fail("unsupported atomicrmw operation");
        };
        let a = match rmw {
            B::LLVMAtomicRMWBinOpXchg => A::Xchg,
            B::LLVMAtomicRMWBinOpAdd => A::Add,
            B::LLVMAtomicRMWBinOpSub => A::Sub,
            B::LLVMAtomicRMWBinOpAnd => A::And,
            B::LLVMAtomicRMWBinOpNand => A::Nand,
            B::LLVMAtomicRMWBinOpOr => A::Or,
            B::LLVMAtomicRMWBinOpXor => A::Xor,
            B::LLVMAtomicRMWBinOpMax => A::Max,
            B::LLVMAtomicRMWBinOpMin => A::Min,
            B::LLVMAtomicRMWBinOpUMax => A::UMax,
            B::LLVMAtomicRMWBinOpUMin => A::UMin,
            B::LLVMAtomicRMWBinOpFAdd => A::FAdd,
            B::LLVMAtomicRMWBinOpFSub => A::FSub,
            B::LLVMAtomicRMWBinOpFMax => A::FMax,
            B::LLVMAtomicRMWBinOpFMin => A::FMin,
            B::LLVMAtomicRMWBinOpUIncWrap => A::UIncWrap,
            B::LLVMAtomicRMWBinOpUDecWrap => A::UDecWrap,
            B::LLVMAtomicRMWBinOpUSubCond => A::USubCond,
            B::LLVMAtomicRMWBinOpUSubSat => A::USubSat,
            B::LLVMAtomicRMWBinOpFMaximum => A::FMaximum,
            B::LLVMAtomicRMWBinOpFMinimum => A::FMinimum,
        };
        let op = self.emit(Opcode::AtomicRmw(a), vec![ptr, val], &[self.ty(val)]);
        self.f
            .op_mut(op)
            .set_attr("align", Attr::Int(inst.alignment().max(1) as i128));
        if inst.is_volatile() {
            self.f.op_mut(op).set_attr("volatile", Attr::Word("volatile".into()));
        }
        self.memory_order_attrs(op, inst, inst.ordering())?;
        Ok(self.f.result(op))
    }

    fn cmpxchg(&mut self, frame: &Frame, inst: Val) -> R<Vec<Value>> {
        let ptr = self.get1(frame, inst.operand(0))?;
        let cmp = self.get1(frame, inst.operand(1))?;
        let new = self.get1(frame, inst.operand(2))?;
        self.check_writable(ptr, "cmpxchg")?;
        self.check_atomic_align(inst, "cmpxchg", inst.operand(1).ty())?;
        let t = self.ty(cmp);
        let op = self.emit(Opcode::CmpXchg, vec![ptr, cmp, new], &[t, Type::I1]);
        let (s, fo) = inst.cmpxchg_orderings();
        self.memory_order_attrs(op, inst, s)?;
        let data = self.f.op_mut(op);
        data.set_attr("align", Attr::Int(inst.alignment().max(1) as i128));
        if let Some(f) = ordering_name(fo) {
            data.set_attr("failure_ordering", Attr::Word(f.into()));
        }
        if inst.is_weak() {
            data.set_attr("weak", Attr::Word("weak".into()));
        }
        if inst.is_volatile() {
            data.set_attr("volatile", Attr::Word("volatile".into()));
        }
        Ok(self.f.op(op).results.clone())
    }

    // ---- control flow ----

    /// The values passed to `to`'s phis when coming from IR block `from`.
    fn branch_args(&mut self, frame: &Frame, from: Bb, to: Bb) -> R<Vec<Value>> {
        let mut args = Vec::new();
        for inst in to.instructions() {
            if inst.opcode() != O::LLVMPHI {
                break;
            }
            let incoming = self.phi_incoming.entry(inst).or_insert_with(|| {
                let mut by_block = HashMap::new();
                for (v, b) in inst.incoming() {
                    // (A block listed twice, as several switch cases, passes the same value.)
                    by_block.entry(b).or_insert(v);
                }
                by_block
            });
            let Some(&v) = incoming.get(&from) else {
                return fail("phi without a value for a predecessor");
            };
            let mut vals = self.get(frame, v)?;
            let want = frame.values.get(&inst).map(|p| p.len()).unwrap_or(0);
            if self.cx.analysis && vals.len() != want && want == 1 {
                // A split call result flowing into a whole phi: one value for all of it.
                let op = self.emit(Opcode::Opaque, vals, &[Type::I32]);
                self.f.op_mut(op).set_attr("callee", Attr::Str("phi-operand".into()));
                vals = vec![self.f.result(op)];
            }
            if vals.len() != want {
                return fail("phi operand shape differs from the phi");
            }
            args.extend(vals);
        }
        Ok(args)
    }

    fn successor(&mut self, frame: &Frame, from: Bb, to: Bb) -> R<BlockCall> {
        let Some(&block) = frame.blocks.get(&to) else {
            return fail("branch to a block that was not lowered");
        };
        let args = self.branch_args(frame, from, to)?;
        Ok(BlockCall { block, args })
    }

    fn terminator(&mut self, frame: &mut Frame, bb: Bb, inst: Val) -> R<()> {
        match inst.opcode() {
            O::LLVMBr if inst.is_conditional() => {
                let c = self.get1(frame, inst.condition())?;
                let succ = inst.successors();
                let t = self.successor(frame, bb, succ[0])?;
                let e = self.successor(frame, bb, succ[1])?;
                let op = self.emit(Opcode::CondBr, vec![c], &[]);
                self.f.op_mut(op).successors.extend([t, e]);
            }
            O::LLVMBr => {
                let succ = inst.successors();
                let t = self.successor(frame, bb, succ[0])?;
                let op = self.emit(Opcode::Br, vec![], &[]);
                self.f.op_mut(op).successors.push(t);
            }
            O::LLVMSwitch => {
                let mut c = self.get1(frame, inst.operand(0))?;
                // Case values are zero-extended, so the condition is too.
                if let Some(Shape::Odd { bits, .. }) = Shape::of_ty(inst.operand(0).ty()) {
                    c = self.extend_in_reg(c, bits, false);
                }
                let succ = inst.successors();
                let mut calls = Vec::new();
                for s in &succ {
                    calls.push(self.successor(frame, bb, *s)?);
                }
                let mut cases = Vec::new();
                for i in 1..succ.len() {
                    let v = inst.switch_case_value(i as u32);
                    let Some(bits) = v.const_zext() else {
                        return fail("unsupported switch case value");
                    };
                    cases.push(bits as i128);
                }
                let op = self.emit(Opcode::Switch, vec![c], &[]);
                let data = self.f.op_mut(op);
                data.successors = calls;
                data.set_attr("cases", Attr::Ints(cases));
            }
            O::LLVMRet => {
                let vals = match inst.num_operands() {
                    0 => Vec::new(),
                    _ => self.get(frame, inst.operand(0))?,
                };
                if let Some(to) = frame.ret_to {
                    let op = self.emit(Opcode::Br, vec![], &[]);
                    self.f.op_mut(op).successors.push(BlockCall { block: to, args: vals });
                } else if vals.len() > 1 {
                    // MIR returns one value; only analysis mode lowers non-kernels.
                    if !self.cx.analysis {
                        return fail("unsupported return of an aggregate");
                    }
                    let op = self.emit(Opcode::Opaque, vals, &[Type::I32]);
                    self.f.op_mut(op).set_attr("callee", Attr::Str("ret".into()));
                    let v = self.f.result(op);
                    self.emit(Opcode::Ret, vec![v], &[]);
                } else {
                    self.emit(Opcode::Ret, vals, &[]);
                }
            }
            O::LLVMUnreachable => {
                self.emit(Opcode::Unreachable, vec![], &[]);
            }
            other => return fail(format!("unsupported terminator '{}'", llvm::opcode_name(other))),
        }
        Ok(())
    }

    // ---- calls ----

    fn call(&mut self, frame: &mut Frame, inst: Val) -> R<()> {
        let callee = inst.called_value();
        // A call through an alias calls the function it names.
        let callee = callee.alias_target().unwrap_or(callee);
        if callee.is_inline_asm() {
            return self.inline_asm(frame, inst, callee);
        }
        if callee.is_alias() {
            return fail(format!(
                "unsupported call through the alias '@{}', which the linker may replace (weak linkage)",
                callee.name()
            ));
        }
        if !callee.is_function() {
            return fail("unsupported indirect call");
        }
        let name = callee.name();
        // The convergence token from the bundle, appended to the convergent op(s).
        let mut token = None;
        for (tag, args) in inst.operand_bundles() {
            match (tag.as_str(), args.as_slice()) {
                ("convergencectrl", [t]) => token = Some(self.get1(frame, *t)?),
                // `llvm.assume`'s bundles ("align", "nonnull", ...) are hints.
                _ if name == "llvm.assume" => {}
                _ => return fail(format!("unsupported operand bundle '{tag}'")),
            }
        }
        let args: Vec<Val> = inst.arg_operands();
        if name.starts_with("llvm.") && callee.is_intrinsic() {
            self.token = token;
            let r = crate::intrinsics::lower(self, frame, inst, &name, &args);
            self.token = None;
            let vals = r?;
            // An intrinsic's lowering must give the leaves of the call's type: a wrong width
            // would be stored or used silently (found by tests/intrinsic_coverage.rs).
            if !self.cx.analysis && !inst.ty().is_void() {
                let want = self.leaf_types(inst.ty())?;
                let got: Vec<Type> = vals.iter().map(|&v| self.ty(v)).collect();
                if want != got {
                    return fail(format!(
                        "kcc bug: '{name}' lowered to values of types {got:?}, its type needs {want:?}"
                    ));
                }
            }
            self.set(frame, inst, vals);
            return Ok(());
        }
        if self.cx.analysis {
            return fail("call kept opaque");
        }
        if callee.is_declaration() {
            self.token = token;
            let r = crate::opencl::lower(self, frame, inst, &name, &args);
            self.token = None;
            // A function defined nowhere that is not a built-in (not Itanium-mangled, as
            // OpenCL's are) is called, as llc calls it: the linker resolves it.
            let external = crate::opencl::demangle_name(&name).is_none() && !name.starts_with("__ockl_");
            let vals = match r {
                Err(Fail::Msg(m)) if external && m.starts_with("call to undefined function") => {
                    return self.call_stays(frame, inst, callee, &args, token);
                }
                r => r?,
            };
            self.set(frame, inst, vals);
            return Ok(());
        }
        // Inlining is the default; a recursive call stays, and so does one to a `noinline`
        // function that can be compiled on its own (`callable`; else it is inlined).
        let same_type = inst.called_function_type() == callee.global_value_type();
        if self.stack.contains(&callee) || (token.is_none() && same_type && self.honours_noinline(callee)) {
            return self.call_stays(frame, inst, callee, &args, token);
        }
        let vals = self.inline(frame, inst, callee, &args, token)?;
        self.set(frame, inst, vals);
        Ok(())
    }

    /// Does a call to `callee` stay because it is `noinline` (and not `optnone` too, as clang
    /// -O0 marks every function)? Only when the function can be compiled as one of its own: it lowers as a function, and reads none of what called
    /// functions cannot have yet (kernel pointers, LDS variables, buffer resources, a
    /// dynamic stack); else it is inlined, as before.
    fn honours_noinline(&self, callee: Val) -> bool {
        let fn_index = inkwell::llvm_sys::LLVMAttributeFunctionIndex;
        // (Arguments the convention does not pass yet keep it inlined.)
        let refused_argument = (0..callee.params().len() as u32).any(|i| {
            ["byref", "preallocated", "inalloca"]
                .iter()
                .any(|a| callee.has_enum_attr(i + 1, a) || callee.param_type_attr(i, a).is_some())
        });
        // (clang -O0 marks every function `noinline optnone`: no one asked for a call there.)
        if self.cx.analysis
            || !callee.has_enum_attr(fn_index, "noinline")
            || callee.has_enum_attr(fn_index, "optnone")
            || callee.call_conv() == llvm::AMDGPU_KERNEL_CC
            || callee.global_value_type().is_var_arg()
            || refused_argument
        {
            return false;
        }
        if let Some(&known) = self.cx.callable.borrow().get(&callee) {
            return known;
        }
        // (Lowered apart: its functions and globals are not this kernel's.)
        let mut globals = Vec::new();
        let called_before = self.cx.called.borrow().len();
        let ok = match lower_function(self.cx, &mut globals, callee) {
            Ok((f, _)) => f.ops.iter().all(|d| {
                !(matches!(
                    d.opcode,
                    Opcode::DispatchPtr
                        | Opcode::KernargPtr
                        | Opcode::ImplicitargPtr
                        | Opcode::DispatchId
                        | Opcode::AllocaDyn
                        | Opcode::StackBase
                        | Opcode::GroupStaticSize
                ) || d.opcode.is_buffer_access()
                    || (d.opcode == Opcode::GlobalAddr && d.results.first().is_some_and(|&r| f.ty(r) == Type::Ptr(3))))
            }),
            Err(_) => false,
        };
        if !ok {
            // (What it called stays uncompiled: the callee is inlined instead.)
            self.cx.called.borrow_mut().truncate(called_before);
        }
        self.cx.callable.borrow_mut().insert(callee, ok);
        ok
    }

    /// A call that stays (recursive, or to a function defined elsewhere): one `opaque` op (attribute `callee`, results a source of
    /// divergence, as LLVM treats calls) over the arguments' leaves, the callee compiled on
    /// its own.
    fn call_stays(&mut self, frame: &mut Frame, inst: Val, callee: Val, args: &[Val], token: Option<Value>) -> R<()> {
        if token.is_some() {
            return fail("a call that stays (recursive or noinline) with a convergence token is not supported");
        }
        // A function defined elsewhere is called by the call's own type, as llc lowers the
        // call (`declare void @f(...)` called as `void (ptr addrspace(5))`); one compiled here
        // must have that type.
        if inst.called_function_type() != callee.global_value_type() && !callee.is_declaration() {
            return fail(format!(
                "call with function type '{}' to '@{}' of type '{}' (the types must match)",
                inst.called_function_type().text(),
                callee.name(),
                callee.global_value_type().text()
            ));
        }
        // A function declared variadic gets its variable arguments in a buffer, whatever
        // the call's type (as LLVM's ExpandVariadics does it for AMDGPU, before llc selects).
        let callee_ty = callee.global_value_type();
        let (args, varargs) = if callee_ty.is_var_arg() {
            args.split_at((callee_ty.param_count() as usize).min(args.len()))
        } else if inst.called_function_type().is_var_arg() {
            return fail(format!(
                "a variadic call to '@{}', which takes no variable arguments, is not supported",
                callee.name()
            ));
        } else {
            (args, &[][..])
        };
        let va_list = callee_ty
            .is_var_arg()
            .then(|| self.variadic_buffer(frame, inst, args.len(), varargs))
            .transpose()?;
        for (i, _) in args.iter().enumerate() {
            let i = i as u32;
            for attr in ["byref", "preallocated", "inalloca"] {
                let on_callee = callee.has_enum_attr(i + 1, attr) || callee.param_type_attr(i, attr).is_some();
                if on_callee || inst.call_has_enum_attr(i + 1, attr) {
                    return fail(format!(
                        "argument {i} of a call to '@{}' is '{attr}': not supported in a call kcc does not inline",
                        callee.name()
                    ));
                }
            }
        }
        // The operands are the convention's parts (`abi`): a result past v31 comes back in
        // an object of this frame, whose address goes first; a `byval` argument's bytes are
        // dwords for the stack (attribute `byval`: first operand, count, alignment).
        let ret_ty = inst.ty();
        let sret = self.returns_in_memory(ret_ty)?.then(|| self.frame_object(ret_ty));
        let mut operands: Vec<Value> = sret.into_iter().collect();
        let mut byval = Vec::new();
        let mut inreg = Vec::new();
        for (i, a) in args.iter().enumerate() {
            if let Some((_, size, align)) = crate::abi::byval_of(callee, i as u32, &self.cx.dl) {
                let ptr = self.get1(frame, *a)?;
                let dwords = self.byval_dwords(ptr, size);
                byval.extend([operands.len() as i128, dwords.len() as i128, align as i128]);
                operands.extend(dwords);
                continue;
            }
            let vals = self.get(frame, *a)?;
            let marks = crate::abi::half_elements(a.ty(), &self.cx.dl).or_else(fail)?;
            let parts = self.abi_pack(&vals, &marks);
            if callee.has_enum_attr(i as u32 + 1, "inreg") {
                // In SGPRs: the first lane's value (as llc reads a divergent one).
                for p in parts {
                    if self.ty(p) == Type::I1 {
                        return fail(format!(
                            "a boolean inreg argument of a call to '@{}' is not supported",
                            callee.name()
                        ));
                    }
                    inreg.push(operands.len() as i128);
                    let u = self.emit1(Opcode::ReadFirstLane, vec![p], self.ty(p));
                    operands.push(u);
                }
                continue;
            }
            operands.extend(parts);
        }
        operands.extend(va_list);
        let (leaf_types, marks) = if sret.is_some() {
            (Vec::new(), Vec::new())
        } else {
            let marks = crate::abi::half_elements(ret_ty, &self.cx.dl).or_else(fail)?;
            (self.leaf_types(ret_ty)?, marks)
        };
        let results = crate::abi::part_types(&leaf_types, &marks);
        let o = self.emit(Opcode::Opaque, operands, &results);
        let data = self.f.op_mut(o);
        if !byval.is_empty() {
            data.set_attr("byval", Attr::Ints(byval));
        }
        if !inreg.is_empty() {
            data.set_attr("inreg", Attr::Ints(inreg));
        }
        data.set_attr("callee", Attr::Str(callee.name()));
        data.set_attr("divergence", Attr::Word("source".into()));
        data.set_attr("call", Attr::Word("call".into()));
        if !callee.is_declaration() {
            // (Compiled into the same code object: called by its PC-relative address.)
            data.set_attr("defined", Attr::Word("defined".into()));
        }
        let mut called = self.cx.called.borrow_mut();
        if !callee.is_declaration() && !called.contains(&callee) {
            called.push(callee);
        }
        drop(called);
        let parts = self.f.op(o).results.clone();
        let vals = match sret {
            Some(ptr) => self.load_leaves(ret_ty, ptr)?,
            None => self.abi_unpack(&parts, &leaf_types, &marks),
        };
        self.set(frame, inst, vals);
        Ok(())
    }

    /// The variable arguments of a call (arguments `first..` of `inst`) in a buffer of this
    /// frame, as AMDGPU's variadic convention has them (LLVM's ExpandVariadics): each at the
    /// next multiple of 4 bytes, its allocation size long (one byte when there are none); the
    /// callee gets the buffer's generic address as a last argument.
    fn variadic_buffer(&mut self, frame: &Frame, inst: Val, first: usize, varargs: &[Val]) -> R<Value> {
        let mut at = 0u64;
        let mut slots = Vec::new();
        for (k, &a) in varargs.iter().enumerate() {
            if inst.call_has_enum_attr((first + k) as u32 + 1, "byval") {
                return fail("a byval variable argument is not supported");
            }
            at = at.next_multiple_of(4);
            slots.push((a, at));
            at += self.cx.dl.alloc_size(a.ty());
        }
        let op = self.emit(Opcode::Alloca, vec![], &[Type::Ptr(5)]);
        self.f.op_mut(op).set_attr("size", Attr::Int(at.max(1) as i128));
        self.f.op_mut(op).set_attr("align", Attr::Int(4));
        let buffer = self.f.result(op);
        for (a, offset) in slots {
            let vals = self.get(frame, a)?;
            let leaves = types::leaves(a.ty(), &self.cx.dl).or_else(fail)?;
            if leaves.len() != vals.len() {
                return fail(format!(
                    "a variable argument of type '{}' is not supported",
                    a.ty().text()
                ));
            }
            for (mut leaf, v) in leaves.into_iter().zip(vals) {
                leaf.offset += offset;
                let align = types::piece_align(4, leaf.offset);
                self.store_leaf(v, buffer, leaf, align, &mut |_, _| Ok(()))?;
            }
        }
        Ok(self.emit1(Opcode::AddrSpaceCast, vec![buffer], Type::Ptr(0)))
    }

    /// Inlines a call to a defined function: branch to its entry, its returns branch to a
    /// new block whose parameters are the call's result.
    fn inline(&mut self, frame: &Frame, inst: Val, callee: Val, args: &[Val], token: Option<Value>) -> R<Vec<Value>> {
        if let Some(pos) = self.stack.iter().position(|f| *f == callee) {
            let cycle: Vec<String> = self.stack[pos..]
                .iter()
                .chain(std::iter::once(&callee))
                .map(|f| format!("'{}'", f.name()))
                .collect();
            return fail(format!("recursion is not supported: {}", cycle.join(" -> ")));
        }
        // Types are unique in a context: the same type is the same handle.
        let (called, defined) = (inst.called_function_type(), callee.global_value_type());
        if called != defined {
            // Undefined behaviour by LangRef; inlining would pass values of the wrong types.
            return fail(format!(
                "call with function type '{}' to '@{}' of type '{}' (the types must match)",
                called.text(),
                callee.name(),
                defined.text()
            ));
        }
        let mut inner = self.new_frame(callee);
        for (p, a) in callee.params().into_iter().zip(args) {
            let vals = self.get(frame, *a)?;
            inner.values.insert(p, vals);
        }
        inner.entry_token = token;
        let ret_types = self.leaf_types(inst.ty())?;
        let cont = self.f.add_block();
        self.f.blocks[cont.index()].name = Some(format!("{}.ret", callee.name()));
        let results: Vec<Value> = ret_types.iter().map(|t| self.f.add_block_param(cont, *t)).collect();
        inner.ret_to = Some(cont);
        // The callee's dynamic allocas are freed when it returns.
        let saved_sp = has_dynamic_alloca(callee).then(|| self.emit1(Opcode::StackSave, vec![], Type::Ptr(5)));
        let jump = self.emit(Opcode::Br, vec![], &[]);
        let (loc, saved_consts) = (self.loc, std::mem::take(&mut self.consts));
        self.stack.push(callee);
        let r = self.lower_body(&mut inner, None);
        self.stack.pop();
        self.consts = saved_consts;
        self.loc = loc;
        r.map_err(Fail::Done)?;
        let first = callee.blocks().first().copied();
        let Some(&entry) = first.and_then(|b| inner.blocks.get(&b)) else {
            return fail("inlined function has no entry");
        };
        self.f.op_mut(jump).successors.push(BlockCall {
            block: entry,
            args: vec![],
        });
        self.cur = cont;
        if let Some(sp) = saved_sp {
            self.emit(Opcode::StackRestore, vec![sp], &[]);
        }
        Ok(results)
    }

    /// Inline assembly: one `inline_asm` op whose operands are the register inputs and whose
    /// results are the outputs; `i`/`n` inputs must be constants and become the `immediates`
    /// attribute. The divergence rule is the frontend's one table of asm outputs.
    fn inline_asm(&mut self, frame: &mut Frame, inst: Val, callee: Val) -> R<()> {
        use mir::asm::{AsmClass, AsmDir};
        if self.cx.analysis {
            // Analysis keeps LLVM's per-output rule on an opaque op (`opaque_instead`).
            return fail("inline asm kept opaque");
        }
        let constraints = callee.inline_asm_constraints();
        let text = callee.inline_asm_string();
        let cs = mir::asm::parse_constraints(&constraints).or_else(fail)?;
        let (outs, _, _) = mir::asm::counts(&cs);
        // One LLVM type per output: the call's type, or with several outputs its fields.
        let out_types = match outs {
            0 => Vec::new(),
            1 => vec![inst.ty()],
            _ if inst.ty().kind() == inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind => inst.ty().struct_fields(),
            _ => Vec::new(),
        };
        if out_types.len() != outs {
            return fail(format!("inline asm with {outs} outputs returns '{}'", inst.ty().text()));
        }
        let mut results = Vec::new();
        let mut out_shapes = Vec::new();
        for (k, &t) in out_types.iter().enumerate() {
            let leaves = self.leaf_types(t)?;
            let (ty, shape) = asm_shape(&leaves, &text, k).or_else(fail)?;
            results.push(ty);
            out_shapes.push((leaves, shape));
        }
        let args = inst.arg_operands();
        let inputs: Vec<_> = cs.iter().filter(|c| c.dir == AsmDir::Input).collect();
        if inputs.len() != args.len() {
            return fail(format!(
                "inline asm with {} inputs has {} arguments",
                inputs.len(),
                args.len()
            ));
        }
        let mut operands = Vec::new();
        let mut immediates = Vec::new();
        for (k, (c, &a)) in inputs.iter().zip(&args).enumerate() {
            let leaves = self.get(frame, a)?;
            if c.class == AsmClass::Imm {
                let v = match leaves[..] {
                    [v] => Some(v),
                    _ => None,
                };
                let konst = v
                    .and_then(|v| self.f.def_op(v))
                    .filter(|&op| self.f.op(op).opcode == Opcode::Const);
                match konst.and_then(|op| self.f.op(op).int_attr("value")) {
                    Some(x) => immediates.push(x),
                    None => return fail(format!("inline asm input {k} ('i'/'n') is not a constant")),
                }
                continue;
            }
            let types: Vec<Type> = leaves.iter().map(|&v| self.ty(v)).collect();
            let v = match asm_shape(&types, &text, outs + k).or_else(fail)? {
                (_, AsmShape::Same) => leaves[0],
                // (Read by no instruction: any value serves, and a constant needs no register
                // of the constraint's file.)
                (ty, AsmShape::Unnamed) => self.constant(ty, 0),
                (ty, AsmShape::Packed) => self.reshape_bits(&leaves, &[ty])?[0],
            };
            operands.push(v);
        }
        let uniform = crate::intrinsics::asm_divergence(&constraints, outs.max(1))
            .iter()
            .all(|d| *d == "uniform");
        let op = self.emit(Opcode::InlineAsm(uniform && !results.is_empty()), operands, &results);
        let data = self.f.op_mut(op);
        data.set_attr("asm", Attr::Str(text));
        data.set_attr("constraints", Attr::Str(constraints));
        if !immediates.is_empty() {
            data.set_attr("immediates", Attr::Ints(immediates));
        }
        let mut vals = Vec::new();
        for (r, (leaves, shape)) in self.f.op(op).results.clone().into_iter().zip(out_shapes) {
            match shape {
                AsmShape::Same => vals.push(r),
                AsmShape::Packed => vals.extend(self.reshape_bits(&[r], &leaves)?),
                // (The instructions never write it: whatever the registers held.)
                AsmShape::Unnamed => vals.extend(leaves.iter().map(|&t| self.emit1(Opcode::Undef, vec![], t))),
            }
        }
        self.set(frame, inst, vals);
        Ok(())
    }

    /// Analysis mode: an instruction kcc does not lower becomes one opaque op over its
    /// operands, with the uniformity rule LLVM applies to it.
    fn opaque_instead(&mut self, frame: &mut Frame, inst: Val, _why: String) -> R<()> {
        let op = inst.opcode();
        let mut operands = Vec::new();
        let mut callee_name = inst.opcode_word();
        let mut attrs: Vec<(String, Attr)> = Vec::new();
        let mut divergence = "propagates";
        let mut asm_constraints: Option<String> = None;
        let mut values = inst.operands();
        if op == O::LLVMCall {
            let callee = inst.called_value();
            values.pop(); // the callee
            if callee.is_inline_asm() {
                callee_name = "asm".into();
                let c = callee.inline_asm_constraints();
                asm_constraints = Some(c.clone());
                attrs.push(("constraints".into(), Attr::Str(c)));
            } else {
                callee_name = callee.name();
                divergence = crate::intrinsics::call_divergence(inst, &callee_name);
            }
            let fn_index = inkwell::llvm_sys::LLVMAttributeFunctionIndex;
            for word in ["convergent", "nodivergencesource"] {
                let on_callee = callee.is_function() && callee.has_enum_attr(fn_index, word);
                if inst.call_has_enum_attr(fn_index, word) || on_callee {
                    attrs.push((word.into(), Attr::Word(word.into())));
                }
            }
        } else if matches!(op, O::LLVMAtomicRMW | O::LLVMAtomicCmpXchg) {
            divergence = "source";
        } else if op == O::LLVMExtractValue && always_uniform_extract(inst) {
            divergence = "uniform";
        } else if op == O::LLVMLoad && matches!(inst.operand(0).ty().addr_space(), 0 | 5) {
            // AMDGPU: flat and private loads may give each lane its own value.
            divergence = "source";
        }
        for v in values {
            if v.is_basic_block() || v.is_metadata() || v.is_function() {
                continue;
            }
            if let Ok(vals) = self.get(frame, v) {
                operands.extend(vals);
            }
        }
        let mut results = self.leaf_types(inst.ty())?;
        if op == O::LLVMCall {
            // A call returning a struct of scalars has one result per field, so per-output
            // rules (inline asm, amdgcn.if's mask) apply to the extractvalues.
            if let Some(fields) = scalar_fields(inst.ty()) {
                results = fields;
            }
        }
        if is_terminator(op) {
            // Keep the CFG: an opaque value picks the successor.
            let sel = self.emit(Opcode::Opaque, operands, &[Type::I32]);
            let data = self.f.op_mut(sel);
            data.set_attr("callee", Attr::Str(callee_name));
            data.set_attr("divergence", Attr::Word(divergence.into()));
            let v = self.f.result(sel);
            let bb = inst.parent_block();
            let succ = inst.successors();
            let mut calls = Vec::new();
            for s in &succ {
                calls.push(self.successor(frame, bb, *s)?);
            }
            if calls.is_empty() {
                self.emit(Opcode::Unreachable, vec![], &[]);
                return Ok(());
            }
            let sw = self.emit(Opcode::Switch, vec![v], &[]);
            let data = self.f.op_mut(sw);
            data.set_attr("cases", Attr::Ints((0..calls.len() as i128 - 1).collect()));
            data.successors = calls;
            return Ok(());
        }
        // One word for all results, or one per result where they differ: inline asm by output
        // register class, and the mask `amdgcn.if` / `amdgcn.else` return beside their i1.
        let mut per_result: Vec<&str> = match &asm_constraints {
            Some(c) => crate::intrinsics::asm_divergence(c, results.len()),
            None => vec![divergence; results.len().max(1)],
        };
        let mask_call = ["llvm.amdgcn.if.", "llvm.amdgcn.else."]
            .iter()
            .any(|p| callee_name.starts_with(p));
        if mask_call && per_result.len() > 1 {
            per_result[1] = "uniform";
        }
        let divergence_attr = if per_result.iter().all(|w| *w == per_result[0]) {
            Attr::Word(per_result[0].into())
        } else {
            Attr::Str(per_result.join(","))
        };
        let o = self.emit(Opcode::Opaque, operands, &results);
        let data = self.f.op_mut(o);
        data.set_attr("callee", Attr::Str(callee_name));
        data.set_attr("divergence", divergence_attr);
        for (k, v) in attrs {
            data.set_attr(&k, v);
        }
        let vals = self.f.op(o).results.clone();
        self.set(frame, inst, vals);
        Ok(())
    }
}

/// Whether `inst` is one the lowering handles for integers without a MIR type (`wide`): the
/// others are refused when such an integer is involved, rather than computed in a wider type.
/// Whether `func` has an alloca of a run-time size.
fn has_dynamic_alloca(func: Val) -> bool {
    func.blocks().iter().any(|b| {
        b.instructions()
            .iter()
            .any(|i| i.opcode() == O::LLVMAlloca && i.operand(0).const_zext().is_none())
    })
}

fn odd_ints_handled(inst: Val) -> bool {
    match inst.opcode() {
        O::LLVMCall => {
            let callee = inst.called_value();
            let name = callee.name();
            (callee.is_function() && !callee.is_declaration() && !name.starts_with("llvm."))
                || crate::intrinsics::handles_odd_ints(&name)
        }
        // (Moving leaves; an index of an odd width would have to be extended first.)
        O::LLVMExtractElement | O::LLVMInsertElement => {
            let index = inst.operand(if inst.opcode() == O::LLVMExtractElement { 1 } else { 2 });
            !wide::involves(index.ty())
        }
        O::LLVMShuffleVector => true,
        O::LLVMSwitch => Shape::of_ty(inst.operand(0).ty()).is_none_or(|s| matches!(s, Shape::Odd { .. })),
        op if integer_binary_opcode(op).is_some() => true,
        op => matches!(
            op,
            O::LLVMPHI
                | O::LLVMICmp
                | O::LLVMSelect
                | O::LLVMTrunc
                | O::LLVMZExt
                | O::LLVMSExt
                | O::LLVMUIToFP
                | O::LLVMSIToFP
                | O::LLVMFPToUI
                | O::LLVMFPToSI
                | O::LLVMBitCast
                | O::LLVMFreeze
                | O::LLVMLoad
                | O::LLVMStore
                | O::LLVMExtractValue
                | O::LLVMInsertValue
                | O::LLVMGetElementPtr
                | O::LLVMBr
                | O::LLVMRet
                | O::LLVMUnreachable
        ),
    }
}

/// How an inline asm operand's leaves become the one MIR value its register holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AsmShape {
    /// One scalar: the value itself.
    Same,
    /// Leaves of 32 or 64 bits in all (`<2 x i16>`, `<2 x float>`): their bits, in one integer.
    Packed,
    /// Wider than a register pair, and named only in the text's comments (`; def $0`): an
    /// output is undefined, an input is a zero of its first leaf's type.
    Unnamed,
}

/// The MIR type and shape of inline asm operand `$n` with these leaves.
fn asm_shape(leaves: &[Type], text: &str, n: usize) -> Result<(Type, AsmShape), String> {
    let bits: u32 = leaves.iter().map(|t| t.bits()).sum();
    let booleans = leaves.contains(&Type::I1);
    match leaves {
        [t] if t.bits() <= 64 => return Ok((*t, AsmShape::Same)),
        _ if !booleans && (bits == 32 || bits == 64) => {
            return Ok((Type::int(bits).expect("32 or 64"), AsmShape::Packed))
        }
        [first, ..] if !mir::asm::operand_named(text, n) => return Ok((*first, AsmShape::Unnamed)),
        _ => {}
    }
    Err(format!(
        "inline asm operand ${n} is {bits} bits in {} values: kcc takes one value of at most 64 bits (a register or a pair) per operand",
        leaves.len()
    ))
}

/// The MIR types of the fields of a struct of scalars (one stand-in per field).
fn scalar_fields(t: Ty) -> Option<Vec<Type>> {
    if t.kind() != inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind {
        return None;
    }
    let fields = t.struct_fields();
    fields
        .iter()
        .map(|f| types::scalar(*f).ok())
        .collect::<Option<Vec<Type>>>()
        .filter(|v| v.len() > 1)
}

/// AMDGPU's always-uniform extractvalues: an SGPR output of inline asm, and the mask
/// (index 1) of `llvm.amdgcn.if` / `llvm.amdgcn.else`.
fn always_uniform_extract(inst: Val) -> bool {
    let agg = inst.operand(0);
    let idx = inst.indices();
    if !agg.is_instruction() || agg.opcode() != O::LLVMCall || idx.len() != 1 {
        return false;
    }
    let callee = agg.called_value();
    if callee.is_inline_asm() {
        return crate::intrinsics::asm_outputs(&callee.inline_asm_constraints()).get(idx[0] as usize) == Some(&true);
    }
    let name = callee.name();
    idx[0] == 1 && (name.starts_with("llvm.amdgcn.if.") || name.starts_with("llvm.amdgcn.else."))
}

pub fn is_terminator(op: O) -> bool {
    matches!(
        op,
        O::LLVMRet
            | O::LLVMBr
            | O::LLVMSwitch
            | O::LLVMIndirectBr
            | O::LLVMInvoke
            | O::LLVMUnreachable
            | O::LLVMCallBr
            | O::LLVMResume
            | O::LLVMCleanupRet
            | O::LLVMCatchRet
            | O::LLVMCatchSwitch
    )
}

/// Reachable blocks in reverse post-order from the entry (definitions before uses).
fn reachable_rpo(blocks: &[Bb]) -> Vec<Bb> {
    let Some(&entry) = blocks.first() else {
        return Vec::new();
    };
    let mut seen = HashSet::new();
    let mut post = Vec::new();
    // Iterative DFS: (block, successors, next successor index).
    let succs = |b: Bb| b.terminator().map(|t| t.successors()).unwrap_or_default();
    let mut stack = vec![(entry, succs(entry), 0usize)];
    seen.insert(entry);
    while let Some((b, s, i)) = stack.last_mut() {
        if *i < s.len() {
            let n = s[*i];
            *i += 1;
            if seen.insert(n) {
                let ns = succs(n);
                stack.push((n, ns, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Each block's label as LLVM prints it: its name, or its slot number if unnamed (slots
/// count unnamed arguments, blocks and non-void instructions in order).
pub fn block_labels(func: Val) -> Vec<String> {
    let mut slot = func.params().iter().filter(|p| p.name().is_empty()).count();
    let mut out = Vec::new();
    for b in func.blocks() {
        let name = b.name();
        if name.is_empty() {
            out.push(slot.to_string());
            slot += 1;
        } else {
            out.push(name);
        }
        for i in b.instructions() {
            if !i.ty().is_void() && i.name().is_empty() {
                slot += 1;
            }
        }
    }
    out
}

fn block_label(func: Val, b: Bb) -> String {
    let labels = block_labels(func);
    func.blocks()
        .iter()
        .position(|x| *x == b)
        .and_then(|i| labels.get(i).cloned())
        .unwrap_or_default()
}

pub fn int_pred(p: llvm::LLVMIntPredicate) -> mir::IntPredicate {
    use llvm::LLVMIntPredicate as P;
    use mir::IntPredicate as I;
    match p {
        P::LLVMIntEQ => I::Eq,
        P::LLVMIntNE => I::Ne,
        P::LLVMIntUGT => I::Ugt,
        P::LLVMIntUGE => I::Uge,
        P::LLVMIntULT => I::Ult,
        P::LLVMIntULE => I::Ule,
        P::LLVMIntSGT => I::Sgt,
        P::LLVMIntSGE => I::Sge,
        P::LLVMIntSLT => I::Slt,
        P::LLVMIntSLE => I::Sle,
    }
}

pub fn float_pred(p: llvm::LLVMRealPredicate) -> mir::FloatPredicate {
    use llvm::LLVMRealPredicate as P;
    use mir::FloatPredicate as F;
    match p {
        P::LLVMRealPredicateFalse => F::False,
        P::LLVMRealOEQ => F::Oeq,
        P::LLVMRealOGT => F::Ogt,
        P::LLVMRealOGE => F::Oge,
        P::LLVMRealOLT => F::Olt,
        P::LLVMRealOLE => F::Ole,
        P::LLVMRealONE => F::One,
        P::LLVMRealORD => F::Ord,
        P::LLVMRealUNO => F::Uno,
        P::LLVMRealUEQ => F::Ueq,
        P::LLVMRealUGT => F::Ugt,
        P::LLVMRealUGE => F::Uge,
        P::LLVMRealULT => F::Ult,
        P::LLVMRealULE => F::Ule,
        P::LLVMRealUNE => F::Une,
        P::LLVMRealPredicateTrue => F::True,
    }
}

fn ordering_name(o: llvm::LLVMAtomicOrdering) -> Option<&'static str> {
    use llvm::LLVMAtomicOrdering as A;
    match o {
        A::LLVMAtomicOrderingNotAtomic => None,
        A::LLVMAtomicOrderingUnordered => Some("unordered"),
        A::LLVMAtomicOrderingMonotonic => Some("monotonic"),
        A::LLVMAtomicOrderingAcquire => Some("acquire"),
        A::LLVMAtomicOrderingRelease => Some("release"),
        A::LLVMAtomicOrderingAcquireRelease => Some("acq_rel"),
        A::LLVMAtomicOrderingSequentiallyConsistent => Some("seq_cst"),
    }
}
