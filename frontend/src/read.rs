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

/// AMDGPU's data layout (from LLVM's own target machine for gfx900).
fn amdgpu_data_layout() -> Option<String> {
    use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
    Target::initialize_amd_gpu(&InitializationConfig::default());
    let triple = TargetTriple::create("amdgcn-amd-amdhsa");
    let target = Target::from_triple(&triple).ok()?;
    let tm: TargetMachine = target.create_target_machine(
        &triple,
        "gfx900",
        "",
        inkwell::OptimizationLevel::None,
        RelocMode::Default,
        CodeModel::Default,
    )?;
    let dl = tm.get_target_data().get_data_layout();
    Some(dl.as_str().to_str().ok()?.to_string())
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
    let Some(dl) = amdgpu_data_layout() else {
        return input.bytes.clone();
    };
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
    let bytes = with_data_layout(input);
    let buffer = MemoryBuffer::create_from_memory_range_copy(&bytes, &input.name);
    let module = context
        .create_module_from_ir(buffer)
        .map_err(|e| FrontendError::new(parser_message(&input.name, &e.to_string())))?;
    module
        .verify()
        .map_err(|e| FrontendError::new(format!("{}: invalid LLVM IR: {}", input.name, e.to_string().trim_end())))?;
    Ok(module)
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
