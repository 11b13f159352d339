//! Reading the input: bytes from a file or stdin, parsed by LLVM (`.ll` text or `.bc`
//! bitcode, told apart by LLVM itself) and checked by LLVM's verifier.

use crate::FrontendError;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use std::io::Read;

/// The raw input and the name diagnostics use for it.
pub struct Input {
    /// `<stdin>` for `-`, else the path as given.
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Input {
    /// The text of a `.ll` input (None for bitcode, whose first bytes are 'BC' 0xC0DE or the
    /// wrapper magic 0x0B17C0DE).
    pub fn ll_text(&self) -> Option<&str> {
        let b = &self.bytes;
        let bitcode = b.starts_with(b"BC\xC0\xDE") || b.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]);
        if bitcode {
            return None;
        }
        std::str::from_utf8(b).ok()
    }
}

pub fn read_input(path: &str) -> Result<Input, FrontendError> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| FrontendError::new(format!("<stdin>: cannot read: {e}")))?;
        return Ok(Input {
            name: "<stdin>".into(),
            bytes,
        });
    }
    bytes =
        std::fs::read(path).map_err(|e| FrontendError::new(format!("{path}: cannot read file: {}", io_reason(&e))))?;
    Ok(Input {
        name: path.to_string(),
        bytes,
    })
}

/// The reason without Rust's "(os error N)" suffix, as clang prints it.
fn io_reason(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => {
            let s = e.to_string();
            match s.find(" (os error") {
                Some(i) => s[..i].to_string(),
                None => s,
            }
        }
    }
}

/// AMDGPU's data layout, as LLVM 22's target machine gives it for `amdgcn-amd-amdhsa`
/// (checked against `opt-22 -mtriple=amdgcn-amd-amdhsa` by a test). A constant rather than
/// a target machine: creating one would link and initialise LLVM's whole AMDGPU backend,
/// which kcc does not otherwise use, on every run.
pub const AMDGPU_DATA_LAYOUT: &str = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-\
p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-\
v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

/// The one target kcc compiles for; IR without a triple is compiled for it (as llc compiles
/// such IR for its default target).
pub const TRIPLE: &str = "amdgcn-amd-amdhsa";
/// The one processor kcc generates code for.
pub const CPU: &str = "gfx900";

/// Whether kcc can compile for `triple`: architecture `amdgcn` and the `amdhsa` OS (the HSA
/// code-object ABI kcc writes), whatever the vendor field says.
pub fn is_supported_triple(triple: &str) -> bool {
    let mut parts = triple.split('-');
    let arch = parts.next().unwrap_or("");
    let os = parts.nth(1).unwrap_or("");
    arch == "amdgcn" && os.starts_with("amdhsa")
}

/// `.ll` text without a `target datalayout` gets AMDGPU's, as `opt -mtriple=amdgcn` and
/// `llc` give it: the parser needs it for default alignments and the alloca address space.
/// It goes in front of the first line without a newline so line numbers stay the same.
fn with_data_layout(input: &Input) -> Vec<u8> {
    let Some(text) = input.ll_text() else {
        return input.bytes.clone();
    };
    if text.lines().any(|l| l.trim_start().starts_with("target datalayout")) {
        return input.bytes.clone();
    }
    let dl = AMDGPU_DATA_LAYOUT;
    // It must precede every other entity. Put it on a leading comment or blank line (no
    // column moves); if the first line is code, in front of it.
    let mut at = 0;
    for (i, line) in text.split('\n').enumerate() {
        let t = line.trim_start();
        if t.is_empty() || t.starts_with(';') {
            at = i;
            break;
        }
        if !(t.starts_with("target ") || t.starts_with("source_filename")) {
            break;
        }
    }
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    if let Some(line) = lines.get_mut(at) {
        *line = format!("target datalayout = \"{dl}\" {line}");
    }
    lines.join("\n").into_bytes()
}

/// Parses the input with LLVM and runs its verifier.
pub fn parse<'ctx>(context: &'ctx Context, input: &Input) -> Result<Module<'ctx>, FrontendError> {
    let module = parse_unverified(context, input)?;
    verify(&module, input)?;
    Ok(module)
}

/// Parses without the verifier (for libraries: the linked result is verified instead, which
/// is much smaller than a whole ocml.bc).
pub fn parse_unverified<'ctx>(context: &'ctx Context, input: &Input) -> Result<Module<'ctx>, FrontendError> {
    let bytes = with_data_layout(input);
    let buffer = MemoryBuffer::create_from_memory_range_copy(&bytes, &input.name);
    context
        .create_module_from_ir(buffer)
        .map_err(|e| FrontendError::new(parser_message(&input.name, &e.to_string())))
}

/// Runs LLVM's verifier; its complaint is placed at the instruction it names in `input`.
pub fn verify(module: &Module, input: &Input) -> Result<(), FrontendError> {
    let mref = crate::llvm::ModuleRef(module.as_mut_ptr());
    module
        .verify()
        .map_err(|e| FrontendError::new(crate::locations::verifier_message(&mref, input, &e.to_string())))
}

/// Refuses IR for another target: a triple other than amdgcn-…-amdhsa (the command line's
/// `-mtriple` wins over the module's), or, when compiling, a function whose `target-cpu`
/// is not gfx900. The module's triple is placed at its `target triple` line, a function at
/// its `define` line.
pub fn check_target(module: &Module, input: &Input, options: &crate::LowerOptions) -> Result<(), FrontendError> {
    let name = &input.name;
    let unsupported = |at: Option<u32>, what: String| {
        let place = at.map_or_else(|| name.clone(), |line| format!("{name}:{line}:1"));
        FrontendError::new(format!(
            "{place}: {what} is not supported: kcc compiles for {TRIPLE} ({CPU})"
        ))
    };
    let text = input.ll_text();
    let module_triple = module.get_triple();
    let module_triple = module_triple.as_str().to_string_lossy();
    match &options.triple {
        Some(triple) if !is_supported_triple(triple) => {
            return Err(unsupported(None, format!("target triple '{triple}'")))
        }
        None if !module_triple.is_empty() && !is_supported_triple(&module_triple) => {
            let line = text.and_then(|t| {
                t.lines()
                    .position(|l| l.trim_start().starts_with("target triple"))
                    .map(|i| i as u32 + 1)
            });
            return Err(unsupported(
                line,
                format!("the module's target triple '{module_triple}'"),
            ));
        }
        _ => {}
    }
    if options.analysis {
        return Ok(());
    }
    for func in module.get_functions() {
        let cpu = func.get_string_attribute(inkwell::attributes::AttributeLoc::Function, "target-cpu");
        if let Some(cpu) = cpu {
            let cpu = cpu.get_string_value().to_string_lossy();
            if cpu != CPU {
                let function = func.get_name().to_string_lossy();
                let line = text.and_then(|t| crate::locations::LineMap::scan(t).define_line(&function));
                return Err(unsupported(line, format!("function '{function}': target-cpu '{cpu}'")));
            }
        }
    }
    Ok(())
}

/// LLVM's parser reports `NAME:LINE:COL: error: message` followed by the source line and a
/// caret; kcc's driver adds its own `error:` so drop LLVM's, keep the rest.
fn parser_message(name: &str, raw: &str) -> String {
    let raw = raw.trim_end();
    let text = raw.replacen(": error: ", ": ", 1);
    if text.starts_with(name) {
        text
    } else {
        format!("{name}: {text}")
    }
}
