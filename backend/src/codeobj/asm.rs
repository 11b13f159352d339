//! The assembly (`-S`) printer: the directives llc-22 prints around a kernel, which
//! `llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx900 -filetype=obj` assembles to the object
//! [`super::write_code_object`] writes for the same inputs.

use std::fmt::Write;

use super::descriptor::KernelDescriptorInfo;
use super::metadata::{self, KernelMetadata};
use super::{
    validate, Binding, CodeObjectError, CodeObjectVersion, DataSection, GlobalData, RelocKind, Visibility, TARGET_ID,
};

/// One kernel for the assembly printer: its instructions as text lines (labels end in ':').
/// Relocated operands are written in the text, e.g. `s_add_u32 s4, s4, tab@rel32@lo+4`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelAsm {
    pub name: String,
    pub lines: Vec<String>,
    pub descriptor: KernelDescriptorInfo,
    pub metadata: KernelMetadata,
}

/// Function `i`'s code under its label `n` (labels at column 0, instructions indented), and
/// its end label and size.
fn function_body(out: &mut String, i: usize, n: &str, lines: &[String]) {
    for line in lines {
        let t = line.trim();
        if t.ends_with(':') && !line.starts_with(char::is_whitespace) {
            let _ = writeln!(out, "{t}");
        } else if !t.is_empty() {
            let _ = writeln!(out, "\t{t}");
        }
    }
    let _ = write!(out, ".Lfunc_end{i}:\n\t.size\t{n}, .Lfunc_end{i}-{n}\n");
}

fn descriptor_directives(d: &KernelDescriptorInfo, out: &mut String) {
    let u = &d.user_sgprs;
    let b = |x: bool| x as u32;
    let mut put = |name: &str, value: u32| {
        let _ = writeln!(out, "\t\t.amdhsa_{name} {value}");
    };
    put("group_segment_fixed_size", d.group_segment_fixed_size);
    put("private_segment_fixed_size", d.private_segment_fixed_size);
    put("kernarg_size", d.kernarg_size);
    put("user_sgpr_count", d.user_sgpr_count());
    put("user_sgpr_private_segment_buffer", b(u.private_segment_buffer));
    put("user_sgpr_dispatch_ptr", b(u.dispatch_ptr));
    put("user_sgpr_queue_ptr", b(u.queue_ptr));
    put("user_sgpr_kernarg_segment_ptr", b(u.kernarg_segment_ptr));
    put("user_sgpr_dispatch_id", b(u.dispatch_id));
    put("user_sgpr_flat_scratch_init", b(u.flat_scratch_init));
    put("user_sgpr_private_segment_size", b(u.private_segment_size));
    put("uses_dynamic_stack", b(d.uses_dynamic_stack));
    put(
        "system_sgpr_private_segment_wavefront_offset",
        b(d.private_segment_wavefront_offset),
    );
    put("system_sgpr_workgroup_id_x", b(d.workgroup_id[0]));
    put("system_sgpr_workgroup_id_y", b(d.workgroup_id[1]));
    put("system_sgpr_workgroup_id_z", b(d.workgroup_id[2]));
    put("system_sgpr_workgroup_info", b(d.workgroup_info));
    put("system_vgpr_workitem_id", d.workitem_id as u32);
    // llc prints at least 1 here even when the kernel touches no VGPR.
    put("next_free_vgpr", d.next_free_vgpr.max(1));
    put("next_free_sgpr", d.next_free_sgpr);
    put("reserve_vcc", b(d.reserve_vcc));
    put("reserve_flat_scratch", b(d.reserve_flat_scratch));
    put("float_round_mode_32", d.float_round_mode_32 as u32);
    put("float_round_mode_16_64", d.float_round_mode_16_64 as u32);
    put("float_denorm_mode_32", d.float_denorm_mode_32 as u32);
    put("float_denorm_mode_16_64", d.float_denorm_mode_16_64 as u32);
    put("dx10_clamp", b(d.dx10_clamp));
    put("ieee_mode", b(d.ieee_mode));
    put("fp16_overflow", b(d.fp16_overflow));
    for (name, on) in d.exceptions.named() {
        put(&format!("exception_{name}"), b(on));
    }
}

/// A symbol name as the assembler reads it: bare when it is an identifier llvm-mc lexes as
/// one, else in double quotes (IR names like `my-kernel` or `k.2 sp`), as llc prints them.
pub fn symbol(name: &str) -> String {
    let bare = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_' || c == '.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
    if bare {
        name.to_string()
    } else {
        format!("\"{}\"", name.replace('\\', "\\\\").replace('"', "\\\""))
    }
}

fn symbol_ref(symbol_name: &str, addend: i64) -> String {
    let symbol = symbol(symbol_name);
    match addend {
        0 => symbol,
        a if a > 0 => format!("{symbol}+{a}"),
        a => format!("{symbol}{a}"),
    }
}

/// Data as `.byte` lines, with `.long`/`.quad` expressions where relocations sit.
fn data_directives(g: &GlobalData, out: &mut String) -> Result<(), CodeObjectError> {
    let mut relocs: Vec<_> = g.relocations.iter().collect();
    relocs.sort_by_key(|r| r.offset);
    let mut at = 0usize;
    let flush = |out: &mut String, bytes: &[u8]| {
        for chunk in bytes.chunks(16) {
            let list: Vec<String> = chunk.iter().map(|b| format!("0x{b:02x}")).collect();
            let _ = writeln!(out, "\t.byte\t{}", list.join(","));
        }
    };
    for r in relocs {
        let start = r.offset as usize;
        if start < at {
            return Err(CodeObjectError::Global {
                global: g.name.clone(),
                message: "overlapping relocations".into(),
            });
        }
        flush(out, &g.bytes[at..start]);
        let target = symbol_ref(&r.symbol, r.addend);
        let line = match r.kind {
            RelocKind::Abs64 => format!("\t.quad\t{target}"),
            RelocKind::Abs32 => format!("\t.long\t{target}"),
            RelocKind::Rel64 => format!("\t.quad\t{target}-."),
            RelocKind::Rel32 => format!("\t.long\t{target}-."),
            other => {
                return Err(CodeObjectError::Global {
                    global: g.name.clone(),
                    message: format!("{other:?} relocations cannot be written in data"),
                })
            }
        };
        out.push_str(&line);
        out.push('\n');
        at = start + r.kind.width() as usize;
    }
    flush(out, &g.bytes[at..]);
    Ok(())
}

/// Prints the module as llc-22's `-S` output lays it out.
/// One function that calls stay to, as assembly lines.
pub struct FunctionAsm {
    pub name: String,
    /// A local symbol (internal linkage), else global.
    pub local: bool,
    pub lines: Vec<String>,
}

pub fn write_assembly(
    kernels: &[KernelAsm],
    rodata: &[GlobalData],
    version: CodeObjectVersion,
) -> Result<String, CodeObjectError> {
    write_assembly_with_functions(kernels, &[], rodata, version)
}

/// [`write_assembly`], with functions that calls stay to after the kernels.
pub fn write_assembly_with_functions(
    kernels: &[KernelAsm],
    functions: &[FunctionAsm],
    rodata: &[GlobalData],
    version: CodeObjectVersion,
) -> Result<String, CodeObjectError> {
    let shared: Vec<_> = kernels
        .iter()
        .map(|k| (k.name.as_str(), &k.descriptor, &k.metadata))
        .collect();
    validate(&shared, rodata)?;
    if let Some(k) = kernels.iter().find(|k| k.name.contains(['"', '\\'])) {
        // llvm-mc reads `.amdhsa_kernel "..."` without undoing escapes, so such a name
        // would name another descriptor symbol; the object (no assembler) is fine.
        return Err(CodeObjectError::Code {
            kernel: k.name.clone(),
            message: "a kernel name with '\"' or '\\' cannot be written in assembly (llvm-mc's \
                      .amdhsa_kernel takes it verbatim); compile to an object instead"
                .into(),
        });
    }
    let mut out = String::new();
    let _ = writeln!(out, "\t.amdgcn_target \"{TARGET_ID}\"");
    let _ = writeln!(out, "\t.amdhsa_code_object_version {}", version.number());
    for (i, k) in kernels.iter().enumerate() {
        let n = &symbol(&k.name);
        let _ = write!(
            out,
            "\t.text\n\t.protected\t{n}\n\t.globl\t{n}\n\t.p2align\t8\n\t.type\t{n},@function\n{n}:\n"
        );
        function_body(&mut out, i, n, &k.lines);
        let _ = write!(
            out,
            "\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t6, 0x0\n\t.amdhsa_kernel {n}\n"
        );
        descriptor_directives(&k.descriptor, &mut out);
        let _ = writeln!(out, "\t.end_amdhsa_kernel");
    }
    for (i, func) in functions.iter().enumerate() {
        let n = &symbol(&func.name);
        let i = kernels.len() + i;
        let globl = if func.local {
            String::new()
        } else {
            format!("\t.protected\t{n}\n\t.globl\t{n}\n")
        };
        let _ = write!(out, "\t.text\n{globl}\t.p2align\t2\n\t.type\t{n},@function\n{n}:\n");
        function_body(&mut out, i, n, &func.lines);
    }
    for g in rodata {
        let n = &symbol(&g.name);
        match g.visibility {
            Visibility::Default => {}
            Visibility::Hidden => {
                let _ = writeln!(out, "\t.hidden\t{n}");
            }
            Visibility::Protected => {
                let _ = writeln!(out, "\t.protected\t{n}");
            }
        }
        let name = g.section.section_name(g.bytes.len());
        let entsize = g.section.entry_size(g.bytes.len());
        let section = match g.section {
            DataSection::ReadOnly => format!("{name},\"a\",@progbits"),
            DataSection::MergeableConst => format!("{name},\"aM\",@progbits,{entsize}"),
            DataSection::MergeableString { .. } => format!("{name},\"aMS\",@progbits,{entsize}"),
            DataSection::RelRo => format!("{name},\"aw\",@progbits"),
        };
        let _ = write!(out, "\t.type\t{n},@object\n\t.section\t{section}\n");
        if g.binding == Binding::Global {
            let _ = writeln!(out, "\t.globl\t{n}");
        }
        let _ = writeln!(out, "\t.p2align\t{}, 0x0", g.align.trailing_zeros());
        let _ = writeln!(out, "{n}:");
        data_directives(g, &mut out)?;
        let _ = writeln!(out, "\t.size\t{n}, {}", g.bytes.len());
    }
    let _ = writeln!(out, "\t.section\t\".note.GNU-stack\",\"\",@progbits");
    let docs: Vec<_> = kernels.iter().map(|k| (&k.metadata, &k.descriptor)).collect();
    out.push_str("\t.amdgpu_metadata\n");
    out.push_str(&metadata::to_yaml(&metadata::document(&docs, version)));
    out.push_str("\t.end_amdgpu_metadata\n");
    Ok(out)
}
