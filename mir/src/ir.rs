//! Functions, blocks, values and ops.
//!
//! A function owns three arenas (blocks, ops, values) indexed by small typed ids. Blocks take
//! parameters instead of phi nodes; the entry block's parameters are the function's arguments.
//! Block order in `Function::blocks` is the layout order; block 0 is the entry.

use crate::opcode::{Divergence, Opcode};
use crate::types::{Bank, Type};
use std::fmt;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident, $prefix:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

id_type!(
    /// A basic block of a function.
    Block,
    "bb"
);
id_type!(
    /// An SSA value: a block parameter or an op result.
    Value,
    "%"
);
id_type!(
    /// An operation.
    OpId,
    "op"
);

/// A position in the source the op came from: a line and column of the IR text the module
/// was read from (`file` 0), or of the source file a DILocation names (`file` n >= 1 is
/// `Module::files[n - 1]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SrcLoc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl SrcLoc {
    /// A line and column of the IR text itself.
    pub fn ir(line: u32, col: u32) -> SrcLoc {
        SrcLoc { file: 0, line, col }
    }
}

/// A source file that debug locations (DILocations) name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourceFile {
    /// The file name as the debug info spells it (maybe relative to `directory`).
    pub name: String,
    /// The directory it was compiled in (empty if unknown).
    pub directory: String,
}

/// An attribute value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    /// An integer (constants hold their bits zero-extended, so u64 fits).
    Int(i128),
    /// A bare word such as `volatile` or `source`.
    Word(String),
    /// A quoted string such as an intrinsic's name.
    Str(String),
    /// A list of integers (switch case values).
    Ints(Vec<i128>),
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    Param(Block, u32),
    Result(OpId, u32),
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub bank: Bank,
    pub def: ValueDef,
}

/// A successor of a terminator with the arguments passed to its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockCall {
    pub block: Block,
    pub args: Vec<Value>,
}

#[derive(Clone, Debug)]
pub struct OpData {
    pub opcode: Opcode,
    pub operands: Vec<Value>,
    pub results: Vec<Value>,
    pub successors: Vec<BlockCall>,
    /// Attributes in a fixed order (the order they were added, which the printer keeps).
    pub attrs: Vec<(String, Attr)>,
    pub loc: Option<SrcLoc>,
    /// The block this op sits in (kept up to date by the editing methods).
    pub block: Block,
}

impl OpData {
    pub fn attr(&self, key: &str) -> Option<&Attr> {
        self.attrs.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    pub fn int_attr(&self, key: &str) -> Option<i128> {
        match self.attr(key) {
            Some(Attr::Int(v)) => Some(*v),
            _ => None,
        }
    }

    pub fn has_word(&self, key: &str) -> bool {
        self.attr(key).is_some()
    }

    pub fn set_attr(&mut self, key: &str, value: Attr) {
        match self.attrs.iter_mut().find(|(k, _)| k == key) {
            Some(slot) => slot.1 = value,
            None => self.attrs.push((key.to_string(), value)),
        }
    }

    /// The uniformity rule for this op, taking op-specific attributes into account.
    pub fn divergence(&self) -> Divergence {
        // Inline asm an intrinsic became (one VALU instruction) follows its operands.
        if matches!(self.opcode, Opcode::InlineAsm(false))
            && matches!(self.attr("divergence"), Some(Attr::Word(w)) if w == "propagates")
        {
            return Divergence::Propagates;
        }
        // Image atomics return the old texel: per lane, as the intrinsic table says.
        if self.opcode == Opcode::Image {
            return match self.attr("divergence") {
                Some(Attr::Word(w)) if w == "source" => Divergence::Source,
                _ => Divergence::Propagates,
            };
        }
        if self.opcode == Opcode::Opaque {
            return match self.attr("divergence") {
                Some(Attr::Word(w)) if w == "source" => Divergence::Source,
                Some(Attr::Word(w)) if w == "uniform" => Divergence::AlwaysUniform,
                _ => Divergence::Propagates,
            };
        }
        self.opcode.divergence()
    }
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub params: Vec<Value>,
    pub ops: Vec<OpId>,
    /// The IR block's name, kept for diagnostics and reports (not semantic).
    pub name: Option<String>,
}

/// How a function is entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FunctionKind {
    /// An `amdgpu_kernel`: arguments come from the kernarg segment and are uniform.
    Kernel,
    /// Any other function: arguments are per lane (divergent) unless marked uniform.
    Device,
}

/// How a kernel argument is passed, as the code-object metadata describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    pub name: String,
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    pub size: u32,
    pub align: u32,
    /// A pointer's address space, for `.address_space` and `global_buffer` arguments.
    pub address_space: Option<u8>,
    /// Uniform across the wave (kernel arguments, `inreg` arguments).
    pub uniform: bool,
    /// A `noalias` pointer (OpenCL `restrict`): the memory it reaches is reached through no
    /// other argument.
    pub noalias: bool,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub kind: FunctionKind,
    /// One per entry-block parameter.
    pub args: Vec<ArgInfo>,
    pub blocks: Vec<BlockData>,
    pub ops: Vec<OpData>,
    pub values: Vec<ValueData>,
    /// IR function attributes kcc reads (string attributes such as
    /// `amdgpu-flat-work-group-size`, verbatim), in a fixed order.
    pub attrs: Vec<(String, String)>,
    /// Where the function is defined (its `define` line), for errors about the function as
    /// a whole (its attributes, its name).
    pub loc: Option<SrcLoc>,
}

/// A module: the functions kcc compiles (kernels, with their callees inlined).
#[derive(Clone, Debug)]
pub struct Module {
    pub functions: Vec<Function>,
    /// Read-only data (constant tables) the functions address by symbol.
    pub globals: Vec<Global>,
    /// The code-object version the module asks for (`amdhsa_code_object_version` / 100).
    pub code_object_version: u32,
    /// Source files of debug locations: `SrcLoc::file` n >= 1 is `files[n - 1]`.
    pub files: Vec<SourceFile>,
    /// The input as diagnostics name it (the `.ll` path; `SrcLoc::file` 0 is in it).
    pub source: String,
}

/// A global variable kcc places in the code object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub name: String,
    pub address_space: u8,
    pub align: u32,
    /// Initial bytes; `None` for zero-initialised (or uninitialised) storage of `size` bytes.
    pub init: Option<Vec<u8>>,
    pub size: u64,
}

impl Global {
    /// Dynamic LDS (HIP's `extern __shared__`): a zero-sized LDS global, as LLVM's
    /// `AMDGPU::isDynamicLDS` defines it. Its bytes are given at launch, after the static LDS.
    pub fn is_dynamic_lds(&self) -> bool {
        self.address_space == 3 && self.size == 0
    }
}

impl Function {
    pub fn new(name: impl Into<String>, kind: FunctionKind) -> Function {
        Function {
            name: name.into(),
            kind,
            args: Vec::new(),
            blocks: Vec::new(),
            ops: Vec::new(),
            values: Vec::new(),
            attrs: Vec::new(),
            loc: None,
        }
    }

    pub fn entry(&self) -> Block {
        Block(0)
    }

    pub fn block_ids(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator {
        (0..self.blocks.len() as u32).map(Block)
    }

    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }

    pub fn op(&self, op: OpId) -> &OpData {
        &self.ops[op.index()]
    }

    pub fn op_mut(&mut self, op: OpId) -> &mut OpData {
        &mut self.ops[op.index()]
    }

    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }

    pub fn ty(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }

    pub fn add_block(&mut self) -> Block {
        self.blocks.push(BlockData::default());
        Block(self.blocks.len() as u32 - 1)
    }

    pub fn add_block_param(&mut self, block: Block, ty: Type) -> Value {
        let index = self.blocks[block.index()].params.len() as u32;
        let v = self.new_value(ty, ValueDef::Param(block, index));
        self.blocks[block.index()].params.push(v);
        v
    }

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        self.values.push(ValueData {
            ty,
            bank: Bank::Unassigned,
            def,
        });
        Value(self.values.len() as u32 - 1)
    }

    /// Creates an op (not yet placed in a block) with results of the given types.
    pub fn create_op(&mut self, opcode: Opcode, operands: Vec<Value>, result_types: &[Type]) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let results = result_types
            .iter()
            .enumerate()
            .map(|(i, ty)| self.new_value(*ty, ValueDef::Result(id, i as u32)))
            .collect();
        self.ops.push(OpData {
            opcode,
            operands,
            results,
            successors: Vec::new(),
            attrs: Vec::new(),
            loc: None,
            block: Block(u32::MAX),
        });
        id
    }

    /// Appends a new op to the end of `block`.
    pub fn append_op(&mut self, block: Block, opcode: Opcode, operands: Vec<Value>, result_types: &[Type]) -> OpId {
        let op = self.create_op(opcode, operands, result_types);
        self.place_op(block, op, None);
        op
    }

    /// Puts an unplaced op into `block`, at `index` or at the end.
    pub fn place_op(&mut self, block: Block, op: OpId, index: Option<usize>) {
        self.ops[op.index()].block = block;
        let ops = &mut self.blocks[block.index()].ops;
        match index {
            Some(i) => ops.insert(i, op),
            None => ops.push(op),
        }
    }

    /// Moves the ops of `b` from index `at` on (its terminator among them) into a new block,
    /// named after `b` with `suffix`; `b` is left to be given a terminator.
    pub fn split_block(&mut self, b: Block, at: usize, suffix: &str) -> Block {
        let tail = self.add_block();
        self.blocks[tail.index()].name = self.blocks[b.index()].name.as_ref().map(|n| format!("{n}{suffix}"));
        let moved = self.blocks[b.index()].ops.split_off(at);
        for &op in &moved {
            self.ops[op.index()].block = tail;
        }
        self.blocks[tail.index()].ops = moved;
        tail
    }

    /// Makes every use of `old` (operands and block arguments) a use of `new`.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        for b in &self.blocks {
            for &op in &b.ops {
                let data = &mut self.ops[op.index()];
                for v in data
                    .operands
                    .iter_mut()
                    .chain(data.successors.iter_mut().flat_map(|s| s.args.iter_mut()))
                {
                    if *v == old {
                        *v = new;
                    }
                }
            }
        }
    }

    /// The single result of an op (panics if it has not exactly one: a programming error).
    pub fn result(&self, op: OpId) -> Value {
        let r = &self.ops[op.index()].results;
        assert_eq!(r.len(), 1, "op {} has {} results", self.ops[op.index()].opcode, r.len());
        r[0]
    }

    /// The block's terminator, if its last op is one.
    pub fn terminator(&self, b: Block) -> Option<OpId> {
        let last = *self.blocks[b.index()].ops.last()?;
        self.ops[last.index()].opcode.is_terminator().then_some(last)
    }

    /// Successor blocks of `b` in terminator order (with repeats, as LLVM's successors()).
    pub fn successors(&self, b: Block) -> Vec<Block> {
        match self.terminator(b) {
            Some(t) => self.ops[t.index()].successors.iter().map(|s| s.block).collect(),
            None => Vec::new(),
        }
    }

    /// Predecessors of every block, each listed once per edge, in block order.
    pub fn predecessors(&self) -> Vec<Vec<Block>> {
        let mut preds = vec![Vec::new(); self.blocks.len()];
        for b in self.block_ids() {
            for s in self.successors(b) {
                preds[s.index()].push(b);
            }
        }
        preds
    }

    /// The op defining `v`, if it is an op result.
    pub fn def_op(&self, v: Value) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::Param(..) => None,
        }
    }

    /// The block where `v` is defined.
    pub fn def_block(&self, v: Value) -> Block {
        match self.values[v.index()].def {
            ValueDef::Param(b, _) => b,
            ValueDef::Result(op, _) => self.ops[op.index()].block,
        }
    }

    /// Every use of every value inside ops and block calls: (op, value) pairs.
    pub fn uses(&self) -> impl Iterator<Item = (OpId, Value)> + '_ {
        self.blocks.iter().flat_map(move |b| b.ops.iter()).flat_map(move |&op| {
            let data = &self.ops[op.index()];
            data.operands
                .iter()
                .chain(data.successors.iter().flat_map(|s| s.args.iter()))
                .map(move |&v| (op, v))
        })
    }
}

/// Replacements of values collected during one walk of a function. A pass that replaces
/// many values renames each op's operands as its walk reaches the op (`rename_op`) and every
/// use once at the end (`apply`): `Function::replace_all_uses` scans the whole function per
/// replacement, quadratic when a pass folds a fraction of a big kernel.
#[derive(Default)]
pub struct Renames {
    to: std::collections::HashMap<Value, Value>,
}

impl Renames {
    pub fn new() -> Renames {
        Renames::default()
    }

    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Uses of `old` become uses of `new` (or of what `new` is renamed to).
    pub fn insert(&mut self, old: Value, new: Value) {
        let new = self.get(new);
        if new != old {
            self.to.insert(old, new);
        }
    }

    /// The value `v` stands for now.
    pub fn get(&self, mut v: Value) -> Value {
        while let Some(&to) = self.to.get(&v) {
            v = to;
        }
        v
    }

    /// Renames `op`'s operands and block arguments.
    pub fn rename_op(&self, f: &mut Function, op: OpId) {
        if self.to.is_empty() {
            return;
        }
        let data = &mut f.ops[op.index()];
        for v in data
            .operands
            .iter_mut()
            .chain(data.successors.iter_mut().flat_map(|s| s.args.iter_mut()))
        {
            *v = self.get(*v);
        }
    }

    /// Renames every use in `f`'s blocks.
    pub fn apply(&self, f: &mut Function) {
        if self.to.is_empty() {
            return;
        }
        for b in 0..f.blocks.len() {
            for k in 0..f.blocks[b].ops.len() {
                let op = f.blocks[b].ops[k];
                self.rename_op(f, op);
            }
        }
    }
}

impl Default for Module {
    fn default() -> Module {
        Module {
            functions: Vec::new(),
            globals: Vec::new(),
            code_object_version: 5,
            files: Vec::new(),
            source: String::new(),
        }
    }
}

impl Module {
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// The source file a location with file number `file` >= 1 is in.
    pub fn file(&self, file: u32) -> Option<&SourceFile> {
        self.files.get((file as usize).checked_sub(1)?)
    }

    /// `loc` as diagnostics print it: `FILE:LINE:COL`, the file being the debug info's source
    /// file or the input itself.
    pub fn place(&self, loc: SrcLoc) -> String {
        let file = self.file(loc.file).map_or(self.source_name(), |f| f.name.as_str());
        format!("{file}:{}:{}", loc.line, loc.col)
    }

    /// The input's name for diagnostics (`<input>` when the module was built in memory).
    pub fn source_name(&self) -> &str {
        if self.source.is_empty() {
            "<input>"
        } else {
            &self.source
        }
    }
}
