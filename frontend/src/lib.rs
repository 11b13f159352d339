//! Reads LLVM IR with inkwell and lowers it to generic MIR.
//!
//! Neighbours: the driver (`src/main.rs`) calls [`lower_file`]; the result is a `mir::Module`
//! that `mir`'s generic passes and the `backend` take over. No target knowledge beyond the
//! generic op set and the AMDGPU ABI facts of `gfx9_isa::abi`.
//!
//! - [`read`]: input bytes, LLVM's parser and verifier (and AMDGPU's data layout for `.ll`
//!   text that has none, as `opt -mtriple=amdgcn` and `llc` give it).
//! - [`locations`]: `.ll` line numbers of instructions.
//! - `types`: LLVM types as lists of scalar MIR values; kernarg layout.
//! - `lower`: functions, blocks, instructions, inlining, analysis-mode opaque ops and the
//!   IR map; `intrinsics`: `llvm.*` calls; `opencl`: OpenCL/ockl built-ins (work-item
//!   functions from the hidden arguments, barriers, atomics, integer built-ins).
//! - `printed`: instruction texts exactly as LLVM prints them; `globals`: initial bytes.
//! - `link`: several inputs and bitcode libraries linked into one module (only what the
//!   kernels reach of a library); [`devlibs`]: the ROCm device libraries' standard set.
//! - `llvm`: the C-API calls inkwell does not wrap, in small commented unsafe blocks.
//!
//! Compile mode splits vectors, structs and arrays into scalar "leaves". A vector kernel
//! argument keeps one MIR argument describing its whole kernarg slot (as llc's metadata
//! does) and the body loads its elements from the kernarg segment; `byref` arguments are
//! addressed there the same way. Analysis mode keeps aggregates whole, as LLVM's
//! uniformity analysis does, except that a call returning a struct of scalars gets one
//! result per field so per-output rules (inline asm, `amdgcn.if`) apply.

mod abi;
mod amdgcn;
mod bf16;
mod bools;
mod buffer;
mod constant32;
pub mod devlibs;
mod globals;
mod image;
mod intrinsics;
mod link;
mod llvm;
pub mod locations;
mod lower;
mod masked;
mod math;
mod media;
mod opencl;
mod printed;
pub mod read;
mod strict;
mod types;
mod wide;
mod wwm;

use mir::source::IrFunctionMap;
use std::fmt;

/// What to lower and how strictly.
#[derive(Clone, Debug)]
pub struct LowerOptions {
    /// Analysis mode (`--print-uniformity`, `--print-cycles`): every defined function, calls
    /// kept as opaque ops, one MIR block per IR block. Compile mode: kernels only, callees
    /// inlined, anything kcc cannot compile is an error.
    pub analysis: bool,
    /// The target triple given on the command line (`-mtriple`): it overrides the module's,
    /// as with llc. Either must be one kcc supports ([`read::is_supported_triple`]).
    pub triple: Option<String>,
}

impl LowerOptions {
    pub fn compile() -> LowerOptions {
        LowerOptions {
            analysis: false,
            triple: None,
        }
    }

    pub fn analysis() -> LowerOptions {
        LowerOptions {
            analysis: true,
            triple: None,
        }
    }

    pub fn with_triple(self, triple: Option<String>) -> LowerOptions {
        LowerOptions { triple, ..self }
    }
}

/// The lowered module, and for each of its functions the map back to the IR.
pub struct Lowered {
    pub module: mir::Module,
    pub maps: Vec<IrFunctionMap>,
}

/// A frontend error, printed in clang's style: `file:line:col: message`.
#[derive(Debug)]
pub struct FrontendError {
    pub message: String,
}

impl FrontendError {
    pub fn new(message: impl Into<String>) -> FrontendError {
        FrontendError {
            message: message.into(),
        }
    }
}

impl fmt::Display for FrontendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FrontendError {}

/// Reads `path` (`.ll` or `.bc`; `-` for stdin) and lowers it.
pub fn lower_file(path: &str, options: &LowerOptions) -> Result<Lowered, FrontendError> {
    lower_files(&[path.to_string()], &[], options)
}

/// Reads the inputs and libraries, links them (the inputs whole, of the libraries only what
/// the inputs reach) and lowers the result. Locations are the first input's.
pub fn lower_files(paths: &[String], libraries: &[String], options: &LowerOptions) -> Result<Lowered, FrontendError> {
    let inputs = paths
        .iter()
        .map(|p| read::read_input(p))
        .collect::<Result<Vec<_>, _>>()?;
    let libraries = libraries
        .iter()
        .map(|p| read::read_input(p))
        .collect::<Result<Vec<_>, _>>()?;
    lower_linked(&inputs, &libraries, options)
}

/// Lowers IR text or bitcode already in memory (`name` is used in messages).
pub fn lower_bytes(name: &str, bytes: &[u8], options: &LowerOptions) -> Result<Lowered, FrontendError> {
    lower_input(
        &read::Input {
            name: name.to_string(),
            bytes: bytes.to_vec(),
        },
        options,
    )
}

fn lower_input(input: &read::Input, options: &LowerOptions) -> Result<Lowered, FrontendError> {
    lower_linked(std::slice::from_ref(input), &[], options)
}

fn lower_linked(
    inputs: &[read::Input],
    libraries: &[read::Input],
    options: &LowerOptions,
) -> Result<Lowered, FrontendError> {
    let context = inkwell::context::Context::create();
    let module = link::link(&context, inputs, libraries, options)?;
    let input = &inputs[0];
    let mref = llvm::ModuleRef(module.as_mut_ptr());
    if !options.analysis {
        mref.name_anonymous_globals();
    }
    // The flag holds 100 x the version (500 = v5); v5 when absent, as llc assumes.
    let code_object_version = mref
        .int_module_flag("amdhsa_code_object_version")
        .map(|v| (v / 100) as u32)
        .unwrap_or(5);
    let scopes = [
        "",
        "singlethread",
        "workgroup",
        "agent",
        "wavefront",
        "one-as",
        "workgroup-one-as",
        "agent-one-as",
        "wavefront-one-as",
        "singlethread-one-as",
    ]
    .iter()
    .map(|n| {
        let shown: &'static str = if n.is_empty() { "system" } else { n };
        (mref.sync_scope_id(n), shown)
    })
    .collect();
    let cx = lower::ModuleCx {
        dl: llvm::Layout::of(&mref),
        module: mref,
        file: input.name.clone(),
        lines: input.ll_text().map(locations::LineMap::scan),
        analysis: options.analysis,
        code_object_version,
        scopes,
        files: Default::default(),
        called: Default::default(),
        callable: Default::default(),
    };
    let mut out = mir::Module {
        code_object_version,
        source: input.name.clone(),
        ..Default::default()
    };
    let mut maps = Vec::new();
    // A module without kernels is a library of functions: its external ones are compiled
    // (by the calling convention), for kernels elsewhere to call.
    let library = !cx
        .module
        .functions()
        .iter()
        .any(|f| !f.is_declaration() && f.call_conv() == llvm::AMDGPU_KERNEL_CC);
    for func in cx.module.functions() {
        if func.is_declaration() {
            continue;
        }
        // Compile mode: kernels only; what they call is inlined into them or called.
        if !options.analysis && func.call_conv() != llvm::AMDGPU_KERNEL_CC {
            if library && !func.is_local_linkage() {
                cx.called.borrow_mut().push(func);
            }
            continue;
        }
        let (f, map) = lower::lower_function(&cx, &mut out.globals, func)?;
        out.functions.push(f);
        maps.push(map);
    }
    // Functions calls stay to, as found (lowering one may find more).
    let mut next = 0;
    while let Some(func) = {
        let called = cx.called.borrow();
        called.get(next).copied()
    } {
        next += 1;
        let (mut f, map) = lower::lower_function(&cx, &mut out.globals, func)?;
        if library {
            // (Called only from other objects: the backend keeps it within what their
            // kernels assume of it.)
            f.attrs.push(("kcc-library".into(), String::new()));
        }
        out.functions.push(f);
        maps.push(map);
    }
    // Globals in the module's order, whatever order the kernels used them in.
    let order: Vec<String> = cx.module.globals().iter().map(|g| g.name()).collect();
    out.globals.sort_by_key(|g| order.iter().position(|n| *n == g.name));
    out.files = cx.files.take();
    // Keep the module alive until every handle into it is dropped.
    drop(cx);
    drop(module);
    Ok(Lowered { module: out, maps })
}
