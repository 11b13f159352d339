//! The code-object writer checked against LLVM 22.
//!
//! For each OpenCL kernel in `tests/Inputs/codeobj/`, clang-22 + llc-22 build an object and an
//! assembly file. The code bytes, relocations, constant data and metadata are read back from
//! llc's object, the descriptor settings from llc's `.amdhsa_*` directives; our writer rebuilds
//! the object from them and `llvm-readobj`, `llvm-objdump` and `ld.lld` must see the same thing
//! in both. Our assembly printer's output, assembled by llvm-mc, must give the same object too.

#[path = "common/llc.rs"]
mod llc;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use backend::codeobj::metadata::{self, append_hidden_args_v5, HiddenArgUse};
use backend::codeobj::{
    write_assembly, write_code_object, CodeObjectVersion, FpExceptions, KernelAsm, KernelCode, KernelDescriptorInfo,
    KernelMetadata, UserSgprs, ValueKind,
};
use llc::{inputs_from_llc, llvm_bin, map_entry, repo_root, s, to_reloc, tool, Obj};
use object::{Object, ObjectSection};

// ---------------------------------------------------------------- tools and files

fn work_dir_path(name: &str) -> PathBuf {
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| repo_root().join("target"));
    target.join("codeobj-tests").join(name)
}

/// A fresh scratch directory under the target directory, one per test case.
fn work_dir(name: &str) -> PathBuf {
    let dir = work_dir_path(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// clang -> IR without clang's uncalled `__clang_ocl_kern_imp_*` copies -> llc object + asm.
fn build_with_llc(input: &str, version: CodeObjectVersion, dir: &Path) -> (PathBuf, String, String) {
    let src = repo_root().join("tests/Inputs/codeobj").join(input);
    let ll = dir.join("in.ll");
    // An input may ask for more clang flags on a first line `// CLANG-FLAGS: ...`.
    let source = std::fs::read_to_string(&src).unwrap();
    let extra: Vec<&str> = source
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// CLANG-FLAGS:"))
        .map(|f| f.split_whitespace().collect())
        .unwrap_or_default();
    let mut args = vec![
        "-x",
        "cl",
        "-cl-std=CL2.0",
        "-target",
        "amdgcn-amd-amdhsa",
        "-mcpu=gfx900",
        "-nogpulib",
        "-O2",
        "-emit-llvm",
        "-S",
        s(&src),
        "-o",
        s(&ll),
    ];
    args.extend(extra);
    tool("clang", &args);
    let kernels_ll = dir.join("kernels.ll");
    tool(
        "llvm-extract",
        &[
            "-S",
            "--delete",
            "--rfunc=^__clang_ocl_kern_imp_",
            s(&ll),
            "-o",
            s(&kernels_ll),
        ],
    );
    let text = std::fs::read_to_string(&kernels_ll).unwrap();
    let flag = "!\"amdhsa_code_object_version\", i32 ";
    assert!(
        text.contains(flag),
        "clang no longer writes the code object version flag"
    );
    let wanted = format!("{flag}{}", version.number() * 100);
    let text = text
        .replace(&format!("{flag}500"), &wanted)
        .replace(&format!("{flag}600"), &wanted);
    std::fs::write(&kernels_ll, &text).unwrap();
    let obj = dir.join("llc.o");
    let asm = dir.join("llc.s");
    let llc = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2"];
    tool(
        "llc",
        &[&llc[..], &["-filetype=obj", s(&kernels_ll), "-o", s(&obj)]].concat(),
    );
    tool("llc", &[&llc[..], &[s(&kernels_ll), "-o", s(&asm)]].concat());
    (obj, std::fs::read_to_string(asm).unwrap(), text)
}

fn assemble(asm: &str, dir: &Path, name: &str) -> PathBuf {
    let src = dir.join(format!("{name}.s"));
    std::fs::write(&src, asm).unwrap();
    let obj = dir.join(format!("{name}.o"));
    tool(
        "llvm-mc",
        &[
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-filetype=obj",
            s(&src),
            "-o",
            s(&obj),
        ],
    );
    obj
}

// ---------------------------------------------------------------- reading llc's assembly

/// The instruction lines of `kernel` in llc's assembly (between its label and the switch to
/// `.rodata` for the descriptor), without comment-only lines.
fn kernel_lines(asm: &str, kernel: &str) -> Vec<String> {
    let mut lines = asm
        .lines()
        .skip_while(|l| !l.starts_with(&format!("{kernel}:")))
        .skip(1);
    let mut out = Vec::new();
    for l in lines.by_ref() {
        if l.trim_start().starts_with(".section") || l.trim_start().starts_with(".Lfunc_end") {
            break;
        }
        if !l.trim_start().starts_with(';') && !l.trim().is_empty() {
            out.push(l.to_string());
        }
    }
    assert!(!out.is_empty(), "no instructions for {kernel}");
    out
}

/// `kernels` as our assembly printer takes them: each one's instruction lines in llc's
/// assembly with its descriptor and metadata.
fn asm_kernels(kernels: &[KernelCode], asm: &str) -> Vec<KernelAsm> {
    kernels
        .iter()
        .map(|k| KernelAsm {
            name: k.name.clone(),
            lines: kernel_lines(asm, &k.name),
            descriptor: k.descriptor.clone(),
            metadata: k.metadata.clone(),
        })
        .collect()
}

// ---------------------------------------------------------------- comparisons

/// `llvm-readobj` output split into `Name {...}` records with the fields that depend on the
/// layout of the file (offsets, string-table and section indices) taken out.
fn readobj(path: &Path, what: &str) -> String {
    tool("llvm-readobj", &[what, s(path)])
        .lines()
        .filter(|l| {
            let t = l.trim();
            !(t.starts_with("File:")
                || t.starts_with("SectionHeaderOffset")
                || t.starts_with("SectionHeaderCount")
                || t.starts_with("StringTableSectionIndex")
                || t.starts_with("Offset:"))
        })
        .map(|l| l.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn strip_index(line: &str) -> String {
    // "Name: foo (123)" -> "Name: foo"; "Section: .text (0x2)" -> "Section: .text"
    let t = line.trim();
    for key in ["Name:", "Section:"] {
        if t.starts_with(key) {
            if let Some(i) = t.rfind(" (") {
                return t[..i].to_string();
            }
        }
    }
    t.to_string()
}

/// Symbols as sorted records, without llc's local absolute `NAME.num_vgpr`-style symbols
/// (resource-usage expressions of its assembler, not part of the code object format).
fn symbol_records(path: &Path) -> Vec<String> {
    let text = tool("llvm-readobj", &["--symbols", s(path)]);
    let mut recs: Vec<String> = text
        .split("Symbol {")
        .skip(1)
        .map(|r| {
            r.lines()
                .map(strip_index)
                .filter(|l| !l.is_empty() && l != "}" && l != "]")
                .collect::<Vec<_>>()
                .join("; ")
        })
        .filter(|r| !r.contains("Section: Absolute"))
        .collect();
    recs.sort();
    recs
}

fn relocation_records(path: &Path) -> BTreeMap<String, Vec<String>> {
    let text = tool("llvm-readobj", &["--relocations", s(path)]);
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut current = None;
    for l in text.lines().map(str::trim) {
        if let Some(rest) = l.strip_prefix("Section (") {
            current = Some(rest.split_once(") ").unwrap().1.trim_end_matches(" {").to_string());
        } else if l == "}" {
            current = None;
        } else if let Some(sec) = &current {
            out.entry(sec.clone()).or_default().push(l.to_string());
        }
    }
    out.values_mut().for_each(|v| v.sort());
    out
}

/// Section headers by name (type, flags, size, alignment, entry size), without the string,
/// symbol and llc-only bookkeeping sections whose contents differ by construction.
fn section_records(path: &Path) -> BTreeMap<String, String> {
    let text = tool("llvm-readobj", &["--sections", s(path)]);
    let skip = [
        "",
        ".strtab",
        ".shstrtab",
        ".symtab",
        ".comment",
        ".AMDGPU.gpr_maximums",
        ".AMDGPU.csdata",
    ];
    text.split("Section {")
        .skip(1)
        .filter_map(|r| {
            let lines: Vec<String> = r.lines().map(strip_index).collect();
            let name = lines
                .iter()
                .find_map(|l| l.strip_prefix("Name:"))
                .unwrap()
                .trim()
                .to_string();
            let keep = ["Type:", "Flags", "SHF_", "Size:", "AddressAlignment:", "EntrySize:"];
            let body: Vec<String> = lines
                .into_iter()
                .filter(|l| keep.iter().any(|k| l.starts_with(k)))
                .collect();
            (!skip.contains(&name.as_str())).then(|| (name, body.join("; ")))
        })
        .collect()
}

fn disassembly(path: &Path) -> String {
    let text = tool("llvm-objdump", &["-d", "--mcpu=gfx900", s(path)]);
    text.lines()
        .filter(|l| !l.contains("file format"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Everything that matters about a code object, compared between `theirs` and `ours`.
fn assert_same_object(theirs: &Path, ours: &Path, kernels: &[&str]) {
    let ctx = format!("{} vs {}", theirs.display(), ours.display());
    assert_eq!(
        readobj(theirs, "--file-headers"),
        readobj(ours, "--file-headers"),
        "ELF header: {ctx}"
    );
    let sections = section_records(theirs);
    assert!(
        sections.contains_key(".text") && sections.contains_key(".note"),
        "{sections:?}"
    );
    assert_eq!(sections, section_records(ours), "section headers: {ctx}");
    assert_eq!(symbol_records(theirs), symbol_records(ours), "symbols: {ctx}");
    assert_eq!(
        relocation_records(theirs),
        relocation_records(ours),
        "relocations: {ctx}"
    );
    let (a, b) = (Obj::load(theirs), Obj::load(ours));
    assert_eq!(a.metadata(), b.metadata(), "metadata maps: {ctx}");
    assert_eq!(
        readobj(theirs, "--notes"),
        readobj(ours, "--notes"),
        "llvm-readobj --notes: {ctx}"
    );
    for k in kernels {
        assert_eq!(a.descriptor(k), b.descriptor(k), "descriptor of {k}: {ctx}");
    }
    assert_eq!(a.section(".text"), b.section(".text"), ".text bytes: {ctx}");
    let names: Vec<String> = a.file().sections().map(|s| s.name().unwrap().to_string()).collect();
    for sec in names
        .iter()
        .filter(|n| n.starts_with(".rodata") || *n == ".data.rel.ro")
    {
        assert_eq!(a.section(sec), b.section(sec), "{sec} bytes: {ctx}");
    }
    assert_eq!(disassembly(theirs), disassembly(ours), "llvm-objdump -d: {ctx}");
}

/// `ld.lld -shared` links the object and every linked descriptor's entry offset points at
/// its kernel.
fn assert_links(obj: &Path, kernels: &[&str]) {
    let so = obj.with_extension("so");
    let out = Command::new(llvm_bin().join("ld.lld"))
        .args(["-shared", s(obj), "-o", s(&so)])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "ld.lld -shared {}: {}",
        obj.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    let linked = Obj::load(&so);
    let f = linked.file();
    for k in kernels {
        let code = linked.symbol(k).value as i64;
        let kd = linked.symbol(&format!("{k}.kd")).value;
        let sec = f
            .sections()
            .find(|s| (s.address()..s.address() + s.size()).contains(&kd))
            .unwrap();
        let at = (kd - sec.address()) as usize + 16;
        let entry = i64::from_le_bytes(sec.data().unwrap()[at..at + 8].try_into().unwrap());
        assert_eq!(entry, code - kd as i64, "linked entry offset of {k}");
        assert_eq!(code % 256, 0, "{k} entry not 256-byte aligned");
    }
}

fn check_input(input: &str, version: CodeObjectVersion) {
    let dir = work_dir(&format!("{}-v{}", input.trim_end_matches(".cl"), version.number()));
    let (llc_obj, llc_asm, ir) = build_with_llc(input, version, &dir);
    let llc = Obj::load(&llc_obj);
    let inputs = inputs_from_llc(&llc, &llc_asm, &ir);
    let names: Vec<&str> = inputs.kernels.iter().map(|k| k.name.as_str()).collect();

    let ours = dir.join("ours.o");
    std::fs::write(
        &ours,
        write_code_object(&inputs.kernels, &inputs.rodata, version).unwrap(),
    )
    .unwrap();
    assert_same_object(&llc_obj, &ours, &names);
    assert_links(&ours, &names);
    assert_links(&llc_obj, &names);

    let asm = write_assembly(&asm_kernels(&inputs.kernels, &llc_asm), &inputs.rodata, version).unwrap();
    let mc_obj = assemble(&asm, &dir, "ours-mc");
    assert_same_object(&mc_obj, &ours, &names);
}

macro_rules! llc_cases {
    ($($test:ident: $file:literal, $version:ident;)*) => {$(
        #[test]
        fn $test() {
            check_input($file, CodeObjectVersion::$version);
        }
    )*};
}

llc_cases! {
    buffers_v5: "buffers.cl", V5;
    buffers_v6: "buffers.cl", V6;
    local_size_v5: "local_size.cl", V5;
    local_size_v6: "local_size.cl", V6;
    const_table_v5: "const_table.cl", V5;
    const_table_v6: "const_table.cl", V6;
    lds_v5: "lds.cl", V5;
    lds_v6: "lds.cl", V6;
    multi_v5: "multi.cl", V5;
    multi_v6: "multi.cl", V6;
    qualifiers_v5: "qualifiers.cl", V5;
    qualifiers_v6: "qualifiers.cl", V6;
}

/// The hidden-argument layout helper reproduces llc's `.args` and `.kernarg_segment_size` for
/// every kernel that has hidden arguments.
#[test]
fn hidden_args_match_llc() {
    let mut checked = 0;
    for input in [
        "buffers.cl",
        "local_size.cl",
        "multi.cl",
        "lds.cl",
        "const_table.cl",
        "qualifiers.cl",
    ] {
        let dir = work_dir(&format!("hidden-{}", input.trim_end_matches(".cl")));
        let (obj, _, _) = build_with_llc(input, CodeObjectVersion::V5, &dir);
        let llc = Obj::load(&obj);
        let doc = llc.metadata();
        let raw = map_entry(&doc, "amdhsa.kernels");
        for (md, raw) in metadata::parse_kernels(&doc)
            .unwrap()
            .iter()
            .zip(raw.as_array().unwrap())
        {
            let kernarg = map_entry(raw, ".kernarg_segment_size").as_u64().unwrap();
            let hidden = |a: &&backend::codeobj::KernelArg| a.value_kind.as_str().starts_with("hidden_");
            if !md.args.iter().any(|a| hidden(&a)) {
                continue;
            }
            let has = |k: ValueKind| md.args.iter().any(|a| a.value_kind == k);
            let uses = HiddenArgUse {
                printf_buffer: has(ValueKind::HiddenPrintfBuffer),
                hostcall_buffer: has(ValueKind::HiddenHostcallBuffer),
                multigrid_sync_arg: has(ValueKind::HiddenMultigridSyncArg),
                heap_v1: has(ValueKind::HiddenHeapV1),
                default_queue: has(ValueKind::HiddenDefaultQueue),
                completion_action: has(ValueKind::HiddenCompletionAction),
                dynamic_lds_size: has(ValueKind::HiddenDynamicLdsSize),
                queue_ptr: has(ValueKind::HiddenQueuePtr),
            };
            let mut args: Vec<_> = md.args.iter().filter(|a| !hidden(a)).cloned().collect();
            let explicit_end = args.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
            let size = append_hidden_args_v5(&mut args, explicit_end, &uses);
            assert_eq!(args, md.args, "hidden args of {}", md.name);
            assert_eq!(size as u64, kernarg, "kernarg size of {}", md.name);
            checked += 1;
        }
    }
    assert!(checked >= 2, "only {checked} kernels with hidden args");
}

// ---------------------------------------------------------------- descriptor variants via llvm-mc

/// A one-instruction kernel with the given descriptor and metadata: our binary writer and
/// llvm-mc (assembling our printer's output) must agree on the descriptor and the note.
fn check_variant(tag: &str, descriptor: KernelDescriptorInfo, md: KernelMetadata, version: CodeObjectVersion) {
    let name = md.name.clone();
    check_lines(tag, &["s_endpgm"], descriptor, md, version);
    assert_links(&work_dir_path(&format!("variant-{tag}")).join("ours.o"), &[&name]);
}

/// Our printer's text for `lines` assembled by llvm-mc; the code bytes and relocations read
/// back from llvm-mc's object (so no encoding is written down here) through our binary
/// writer must give the same object.
fn check_lines(
    tag: &str,
    lines: &[&str],
    descriptor: KernelDescriptorInfo,
    md: KernelMetadata,
    version: CodeObjectVersion,
) {
    let dir = work_dir(&format!("variant-{tag}"));
    let name = md.name.clone();
    let lines = lines.iter().map(|l| l.to_string()).collect();
    let asm_kernel = KernelAsm {
        name: name.clone(),
        lines,
        descriptor: descriptor.clone(),
        metadata: md.clone(),
    };
    let asm = write_assembly(std::slice::from_ref(&asm_kernel), &[], version).unwrap();
    let mc = Obj::load(&assemble(&asm, &dir, "mc"));
    let code = mc.section(".text");
    let relocations = mc.relocations(".text").iter().map(|r| to_reloc(0, r)).collect();
    let kernel = KernelCode {
        name: name.clone(),
        code,
        relocations,
        lines: Vec::new(),
        descriptor,
        metadata: md,
    };
    let ours = dir.join("ours.o");
    std::fs::write(&ours, write_code_object(&[kernel], &[], version).unwrap()).unwrap();
    assert_same_object(&dir.join("mc.o"), &ours, &[&name]);
}

/// A relocation against a symbol defined nowhere leaves it undefined, as llvm-mc does.
#[test]
fn external_symbol_matches_llvm_mc() {
    let d = KernelDescriptorInfo {
        next_free_sgpr: 2,
        next_free_vgpr: 0,
        ..Default::default()
    };
    let lines = [
        "s_getpc_b64 s[0:1]",
        "s_add_u32 s0, s0, ext@rel32@lo+4",
        "s_addc_u32 s1, s1, ext@rel32@hi+12",
        "s_endpgm",
    ];
    check_lines(
        "external",
        &lines,
        d,
        KernelMetadata::opencl("calls_out"),
        CodeObjectVersion::V5,
    );
}

#[test]
fn descriptor_variants_match_llvm_mc() {
    let base = KernelDescriptorInfo {
        kernarg_size: 8,
        next_free_vgpr: 3,
        next_free_sgpr: 10,
        ..Default::default()
    };
    let all_user = UserSgprs {
        private_segment_buffer: true,
        dispatch_ptr: true,
        queue_ptr: true,
        kernarg_segment_ptr: true,
        dispatch_id: true,
        flat_scratch_init: true,
        private_segment_size: true,
    };
    let all_exceptions = FpExceptions {
        ieee_invalid_op: true,
        denorm_src: true,
        ieee_div_zero: true,
        ieee_overflow: true,
        ieee_underflow: true,
        ieee_inexact: true,
        int_div_zero: true,
    };
    let variants: Vec<(&str, KernelDescriptorInfo)> = vec![
        ("base", base.clone()),
        (
            "no-regs",
            KernelDescriptorInfo {
                next_free_vgpr: 0,
                next_free_sgpr: 0,
                ..base.clone()
            },
        ),
        (
            "max-regs",
            KernelDescriptorInfo {
                next_free_vgpr: 256,
                next_free_sgpr: 102,
                reserve_vcc: true,
                reserve_flat_scratch: true,
                ..base.clone()
            },
        ),
        (
            "vgpr-5-sgpr-17",
            KernelDescriptorInfo {
                next_free_vgpr: 5,
                next_free_sgpr: 17,
                reserve_vcc: true,
                ..base.clone()
            },
        ),
        (
            "flat-scratch",
            KernelDescriptorInfo {
                reserve_flat_scratch: true,
                next_free_sgpr: 33,
                ..base.clone()
            },
        ),
        (
            "all-inputs",
            KernelDescriptorInfo {
                user_sgprs: all_user,
                workgroup_id: [true, true, true],
                workgroup_info: true,
                workitem_id: 2,
                private_segment_wavefront_offset: true,
                private_segment_fixed_size: 1 << 16,
                group_segment_fixed_size: 65536,
                kernarg_size: 4096,
                uses_dynamic_stack: true,
                ..base.clone()
            },
        ),
        (
            "no-inputs",
            KernelDescriptorInfo {
                user_sgprs: UserSgprs::default(),
                workgroup_id: [false; 3],
                ..base.clone()
            },
        ),
        (
            "workitem-y",
            KernelDescriptorInfo {
                workitem_id: 1,
                workgroup_id: [false, true, false],
                ..base.clone()
            },
        ),
        (
            "float-modes",
            KernelDescriptorInfo {
                float_round_mode_32: 1,
                float_round_mode_16_64: 2,
                float_denorm_mode_32: 0,
                float_denorm_mode_16_64: 1,
                dx10_clamp: false,
                ieee_mode: false,
                fp16_overflow: true,
                exceptions: all_exceptions,
                ..base.clone()
            },
        ),
        (
            "float-modes-2",
            KernelDescriptorInfo {
                float_round_mode_32: 3,
                float_round_mode_16_64: 3,
                float_denorm_mode_32: 2,
                float_denorm_mode_16_64: 2,
                ..base.clone()
            },
        ),
        (
            "one-exception",
            KernelDescriptorInfo {
                exceptions: FpExceptions {
                    ieee_div_zero: true,
                    ..Default::default()
                },
                ..base.clone()
            },
        ),
    ];
    for (i, (tag, d)) in variants.into_iter().enumerate() {
        let version = if i % 2 == 0 {
            CodeObjectVersion::V5
        } else {
            CodeObjectVersion::V6
        };
        check_variant(
            tag,
            d,
            KernelMetadata::opencl(&format!("k_{}", tag.replace('-', "_"))),
            version,
        );
    }
}

#[test]
fn metadata_variants_match_llvm_mc() {
    use backend::codeobj::{Access, AddressSpace, KernelArg};
    let mut md = KernelMetadata::opencl("meta");
    md.reqd_workgroup_size = Some([64, 2, 1]);
    md.workgroup_size_hint = Some([32, 1, 1]);
    md.vec_type_hint = Some("float4".into());
    md.uniform_work_group_size = Some(1);
    md.kind = Some("normal".into());
    md.max_flat_workgroup_size = 128;
    md.kernarg_segment_align = 16;
    md.sgpr_spill_count = 3;
    md.vgpr_spill_count = 7;
    let mut a = KernelArg::new(0, 8, ValueKind::GlobalBuffer);
    a.name = Some("out".into());
    a.type_name = Some("float4*".into());
    a.address_space = Some(AddressSpace::Global);
    a.actual_access = Some(Access::WriteOnly);
    a.is_restrict = true;
    a.is_volatile = true;
    let mut b = KernelArg::new(8, 4, ValueKind::DynamicSharedPointer);
    b.name = Some("it's: true".into()); // needs quoting in YAML
    b.type_name = Some("true".into());
    b.address_space = Some(AddressSpace::Local);
    b.pointee_align = Some(16);
    let mut c = KernelArg::new(12, 4, ValueKind::ByValue);
    c.name = Some("123".into());
    c.type_name = Some("uint".into());
    c.is_const = true;
    let mut p = KernelArg::new(16, 8, ValueKind::Pipe);
    p.is_pipe = true;
    p.access = Some(Access::ReadOnly);
    md.args = vec![a, b, c, p];
    let explicit_end = 24;
    let uses = HiddenArgUse {
        hostcall_buffer: true,
        queue_ptr: true,
        dynamic_lds_size: true,
        ..Default::default()
    };
    let kernarg = append_hidden_args_v5(&mut md.args, explicit_end, &uses);
    let d = KernelDescriptorInfo {
        kernarg_size: kernarg,
        next_free_vgpr: 4,
        next_free_sgpr: 8,
        ..Default::default()
    };
    check_variant("metadata", d, md, CodeObjectVersion::V6);
}
