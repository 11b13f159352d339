//! llc-22 code objects taken apart for post-allocation passes: compile a corpus kernel
//! (`tests/kernels/*.cl`) with clang-22 + llc-22, read back each kernel's code, relocations,
//! descriptor (from llc's `.amdhsa_*` directives) and metadata, and rebuild an object from
//! (possibly rewritten) code with the project's writer. `codeobj_llc.rs` uses the same tools
//! and readers on its own inputs.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use backend::codeobj::metadata;
use backend::codeobj::{
    write_code_object, Binding, CodeObjectVersion, CodeReloc, DataSection, FpExceptions, GlobalData, KernelCode,
    KernelDescriptorInfo, RelocKind, UserSgprs, Visibility,
};
use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
use object::{Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SymbolSection};

pub fn llvm_bin() -> PathBuf {
    PathBuf::from(std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into()))
}

pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

fn work_dir(name: &str) -> PathBuf {
    let target = std::env::var("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| repo_root().join("target"));
    let dir = target.join("llc-kernels").join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs an LLVM tool; panics with its stderr if it fails. Returns stdout.
pub fn tool(name: &str, args: &[&str]) -> String {
    let out = Command::new(llvm_bin().join(name))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run {name}: {e}"));
    assert!(
        out.status.success(),
        "{name} {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

pub fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

// ---------------------------------------------------------------- reading objects

pub struct Sym {
    pub name: String,
    pub value: u64,
    pub size: u64,
    pub section: Option<String>,
    pub global: bool,
    pub st_other: u8,
}

pub struct Obj {
    data: Vec<u8>,
}

impl Obj {
    pub fn load(path: &Path) -> Obj {
        Obj {
            data: std::fs::read(path).unwrap(),
        }
    }

    pub fn file(&self) -> object::File<'_> {
        object::File::parse(&*self.data).unwrap()
    }

    pub fn section(&self, name: &str) -> Vec<u8> {
        self.file()
            .section_by_name(name)
            .map(|s| s.data().unwrap().to_vec())
            .unwrap_or_default()
    }

    pub fn symbols(&self) -> Vec<Sym> {
        let elf = ElfFile64::<object::Endianness>::parse(&*self.data).unwrap();
        elf.symbols()
            .map(|sym| {
                let section = match sym.section() {
                    SymbolSection::Section(i) => Some(elf.section_by_index(i).unwrap().name().unwrap().to_string()),
                    _ => None,
                };
                Sym {
                    name: sym.name().unwrap().to_string(),
                    value: sym.address(),
                    size: sym.size(),
                    section,
                    global: sym.is_global(),
                    st_other: sym.elf_symbol().st_other,
                }
            })
            .collect()
    }

    pub fn symbol(&self, name: &str) -> Sym {
        self.symbols()
            .into_iter()
            .find(|s| s.name == name)
            .unwrap_or_else(|| panic!("no symbol {name}"))
    }

    /// (offset, symbol name, r_type, addend) of a section's relocations.
    pub fn relocations(&self, section: &str) -> Vec<(u64, String, u32, i64)> {
        let f = self.file();
        let Some(sec) = f.section_by_name(section) else {
            return Vec::new();
        };
        sec.relocations()
            .map(|(off, r)| {
                let RelocationTarget::Symbol(i) = r.target() else {
                    panic!("relocation not against a symbol")
                };
                let RelocationFlags::Elf { r_type } = r.flags() else {
                    panic!("not an ELF relocation")
                };
                (
                    off,
                    f.symbol_by_index(i).unwrap().name().unwrap().to_string(),
                    r_type,
                    r.addend(),
                )
            })
            .collect()
    }

    /// The NT_AMDGPU_METADATA note's document, found with object's note parser.
    pub fn metadata(&self) -> rmpv::Value {
        let elf = ElfFile64::<object::Endianness>::parse(&*self.data).unwrap();
        let endian = elf.endian();
        let mut found = Vec::new();
        for section in elf.elf_header().sections(endian, &*self.data).unwrap().iter() {
            if let Some(mut notes) = section.notes(endian, &*self.data).unwrap() {
                while let Some(note) = notes.next().unwrap() {
                    if note.name() == b"AMDGPU" && note.n_type(endian) == 32 {
                        found.push(metadata::from_msgpack(note.desc()).unwrap());
                    }
                }
            }
        }
        assert_eq!(found.len(), 1, "expected exactly one NT_AMDGPU_METADATA note");
        found.pop().unwrap()
    }

    pub fn descriptor(&self, kernel: &str) -> Vec<u8> {
        let kd = self.symbol(&format!("{kernel}.kd"));
        assert_eq!(kd.section.as_deref(), Some(".rodata"));
        let ro = self.section(".rodata");
        ro[kd.value as usize..kd.value as usize + 64].to_vec()
    }
}

// ---------------------------------------------------------------- reading llc's assembly

/// The `.amdhsa_*` directives of each `.amdhsa_kernel` block.
fn kernel_directives(asm: &str) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    let mut current: Option<(String, BTreeMap<String, String>)> = None;
    for line in asm.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix(".amdhsa_kernel ") {
            current = Some((name.trim().to_string(), BTreeMap::new()));
        } else if line == ".end_amdhsa_kernel" {
            let (name, d) = current.take().unwrap();
            out.insert(name, d);
        } else if let Some((_, d)) = current.as_mut() {
            let (k, v) = line.split_once(' ').unwrap();
            d.insert(k.trim_start_matches(".amdhsa_").to_string(), v.trim().to_string());
        }
    }
    out
}

fn descriptor_from_directives(d: &BTreeMap<String, String>, vgpr_count: u32) -> KernelDescriptorInfo {
    let num = |k: &str| -> u32 {
        d.get(k)
            .unwrap_or_else(|| panic!("llc printed no .amdhsa_{k}"))
            .parse()
            .unwrap_or_else(|_| panic!(".amdhsa_{k} {}", d[k]))
    };
    let on = |k: &str| num(k) != 0;
    // llc prints max(vgprs, 1); the true count is the metadata's .vgpr_count.
    assert_eq!(num("next_free_vgpr"), vgpr_count.max(1));
    let info = KernelDescriptorInfo {
        group_segment_fixed_size: num("group_segment_fixed_size"),
        private_segment_fixed_size: num("private_segment_fixed_size"),
        kernarg_size: num("kernarg_size"),
        next_free_vgpr: vgpr_count,
        next_free_sgpr: num("next_free_sgpr"),
        reserve_vcc: on("reserve_vcc"),
        reserve_flat_scratch: on("reserve_flat_scratch"),
        user_sgprs: UserSgprs {
            private_segment_buffer: on("user_sgpr_private_segment_buffer"),
            dispatch_ptr: on("user_sgpr_dispatch_ptr"),
            queue_ptr: on("user_sgpr_queue_ptr"),
            kernarg_segment_ptr: on("user_sgpr_kernarg_segment_ptr"),
            dispatch_id: on("user_sgpr_dispatch_id"),
            flat_scratch_init: on("user_sgpr_flat_scratch_init"),
            private_segment_size: on("user_sgpr_private_segment_size"),
        },
        private_segment_wavefront_offset: on("system_sgpr_private_segment_wavefront_offset"),
        workgroup_id: [
            on("system_sgpr_workgroup_id_x"),
            on("system_sgpr_workgroup_id_y"),
            on("system_sgpr_workgroup_id_z"),
        ],
        workgroup_info: on("system_sgpr_workgroup_info"),
        workitem_id: num("system_vgpr_workitem_id") as u8,
        float_round_mode_32: num("float_round_mode_32") as u8,
        float_round_mode_16_64: num("float_round_mode_16_64") as u8,
        float_denorm_mode_32: num("float_denorm_mode_32") as u8,
        float_denorm_mode_16_64: num("float_denorm_mode_16_64") as u8,
        dx10_clamp: on("dx10_clamp"),
        ieee_mode: on("ieee_mode"),
        fp16_overflow: on("fp16_overflow"),
        exceptions: FpExceptions {
            ieee_invalid_op: on("exception_fp_ieee_invalid_op"),
            denorm_src: on("exception_fp_denorm_src"),
            ieee_div_zero: on("exception_fp_ieee_div_zero"),
            ieee_overflow: on("exception_fp_ieee_overflow"),
            ieee_underflow: on("exception_fp_ieee_underflow"),
            ieee_inexact: on("exception_fp_ieee_inexact"),
            int_div_zero: on("exception_int_div_zero"),
        },
        uses_dynamic_stack: on("uses_dynamic_stack"),
    };
    assert_eq!(num("user_sgpr_count"), info.user_sgpr_count());
    info
}

/// `.p2align` of a data symbol in llc's assembly.
fn data_align(asm: &str, name: &str) -> u32 {
    let lines: Vec<&str> = asm.lines().collect();
    let at = lines.iter().position(|l| l.starts_with(&format!("{name}:"))).unwrap();
    // Only directives since the previous data object count; none means byte alignment.
    let p2 = lines[..at]
        .iter()
        .rev()
        .take_while(|l| !l.trim().starts_with(".size") && !l.ends_with(':'))
        .find_map(|l| l.trim().strip_prefix(".p2align"));
    p2.map_or(1, |p| {
        1 << p.trim().split(',').next().unwrap().trim().parse::<u32>().unwrap()
    })
}

pub fn to_reloc(base: u64, (off, sym, r_type, addend): &(u64, String, u32, i64)) -> CodeReloc {
    CodeReloc {
        offset: (off - base) as u32,
        symbol: sym.clone(),
        kind: RelocKind::from_r_type(*r_type).unwrap_or_else(|| panic!("unknown relocation type {r_type}")),
        addend: *addend,
    }
}

/// From the IR definition `@name = ... constant TYPE ...`: whether it is `unnamed_addr` and
/// the byte size of its elements if it is an array of integers (0 otherwise).
fn ir_global(ir: &str, name: &str) -> (bool, usize) {
    let line = ir
        .lines()
        .find(|l| l.starts_with(&format!("@{name} = ")))
        .unwrap_or_else(|| panic!("no @{name} in the IR"));
    let unnamed_addr = line.split_whitespace().any(|w| w == "unnamed_addr");
    let ty = line.split(" constant ").nth(1).unwrap();
    let element_size = ty
        .strip_prefix('[')
        .and_then(|t| t.split(" x ").nth(1))
        .and_then(|t| t.strip_prefix('i'))
        .and_then(|t| t.split(']').next())
        .and_then(|bits| bits.parse::<usize>().ok())
        .map_or(0, |bits| bits / 8);
    (unnamed_addr, element_size)
}

/// The value under `key` in a metadata map (`amdhsa.kernels` of the document, `.vgpr_count`
/// of a kernel, ...); panics if there is none.
pub fn map_entry<'a>(map: &'a rmpv::Value, key: &str) -> &'a rmpv::Value {
    &map.as_map()
        .unwrap()
        .iter()
        .find(|(k, _)| k.as_str() == Some(key))
        .unwrap_or_else(|| panic!("no {key} in the metadata"))
        .1
}

/// The writer's inputs read back from llc's object `llc`, its assembly `asm` (descriptor
/// directives, data alignment) and the IR it was built from `ir` (constant data's sections).
pub fn inputs_from_llc(llc: &Obj, asm: &str, ir: &str) -> Inputs {
    let doc = llc.metadata();
    let metas = metadata::parse_kernels(&doc).unwrap();
    let raw_kernels = map_entry(&doc, "amdhsa.kernels");
    let directives = kernel_directives(asm);
    let text = llc.section(".text");
    let text_relocs = llc.relocations(".text");
    let mut kernels = Vec::new();
    for (md, raw) in metas.into_iter().zip(raw_kernels.as_array().unwrap()) {
        let vgpr_count = map_entry(raw, ".vgpr_count").as_u64().unwrap();
        let descriptor = descriptor_from_directives(&directives[&md.name], vgpr_count as u32);
        let sym = llc.symbol(&md.name);
        let range = sym.value..sym.value + sym.size;
        let relocations = text_relocs
            .iter()
            .filter(|r| range.contains(&r.0))
            .map(|r| to_reloc(sym.value, r))
            .collect();
        kernels.push(KernelCode {
            name: md.name.clone(),
            code: text[range.start as usize..range.end as usize].to_vec(),
            relocations,
            lines: Vec::new(),
            descriptor,
            metadata: md,
        });
    }
    // Constant data: data symbols other than descriptors, in address order. Which section
    // each goes to is decided from the IR by `DataSection::for_constant`, so the comparison
    // below checks that choice against llc's.
    let mut data_syms: Vec<Sym> = llc
        .symbols()
        .into_iter()
        .filter(|s| {
            s.section
                .as_deref()
                .is_some_and(|n| n.starts_with(".rodata") || n == ".data.rel.ro")
                && !s.name.ends_with(".kd")
        })
        .collect();
    data_syms.sort_by_key(|s| (s.section.clone(), s.value));
    let rodata = data_syms
        .iter()
        .map(|s| {
            let section = s.section.as_deref().unwrap();
            let ro = llc.section(section);
            let ro_relocs = llc.relocations(section);
            let range = s.value..s.value + s.size;
            let bytes = ro[range.start as usize..range.end as usize].to_vec();
            let relocations: Vec<CodeReloc> = ro_relocs
                .iter()
                .filter(|r| range.contains(&r.0))
                .map(|r| to_reloc(s.value, r))
                .collect();
            let (unnamed_addr, element_size) = ir_global(ir, &s.name);
            GlobalData {
                name: s.name.clone(),
                section: DataSection::for_constant(&bytes, element_size, unnamed_addr, !relocations.is_empty()),
                bytes,
                align: data_align(asm, &s.name),
                binding: if s.global { Binding::Global } else { Binding::Local },
                visibility: match s.st_other & 3 {
                    0 => Visibility::Default,
                    2 => Visibility::Hidden,
                    3 => Visibility::Protected,
                    v => panic!("visibility {v}"),
                },
                relocations,
            }
        })
        .collect();
    Inputs { kernels, rodata }
}

pub struct Inputs {
    pub kernels: Vec<KernelCode>,
    pub rodata: Vec<GlobalData>,
}

/// An llc build of a corpus kernel file: the object and what the writer needs to rebuild it.
pub struct LlcBuild {
    pub object: Vec<u8>,
    pub inputs: Inputs,
    pub version: CodeObjectVersion,
}

/// clang-22 (with `kcc_builtins.h`, as the runtime tests build the corpus) -> IR without
/// clang's uncalled `__clang_ocl_kern_imp_*` copies -> llc-22 object and assembly.
pub fn build(name: &str) -> std::sync::Arc<LlcBuild> {
    build_opt(name, "-O2")
}

/// As [`build`], with llc at `opt` (clang stays at -O2: its -O0 kernels call their
/// uncalled-at-O2 `__clang_ocl_kern_imp_*` bodies, which the writer cannot emit).
pub fn build_opt(name: &str, opt: &str) -> std::sync::Arc<LlcBuild> {
    build_from(name, None, opt)
}

/// As [`build_opt`] for a kernel file `name.cl` with the given source (written to the
/// scratch directory), for kernels that exist only in a test.
pub fn build_source(name: &str, source: &str, opt: &str) -> std::sync::Arc<LlcBuild> {
    build_from(name, Some(source), opt)
}

fn build_from(name: &str, source: Option<&str>, opt: &str) -> std::sync::Arc<LlcBuild> {
    use std::collections::HashMap;
    use std::sync::{Arc, Mutex, OnceLock};
    // Tests of one binary share builds; the lock also keeps them out of each other's files.
    static CACHE: OnceLock<Mutex<HashMap<String, Arc<LlcBuild>>>> = OnceLock::new();
    let mut cache = CACHE
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    let key = format!("{name}{opt}");
    if let Some(b) = cache.get(&key) {
        return b.clone();
    }
    let b = Arc::new(build_uncached(name, source, opt));
    cache.insert(key, b.clone());
    b
}

fn build_uncached(name: &str, source: Option<&str>, opt: &str) -> LlcBuild {
    let dir = work_dir(&format!("{name}{opt}"));
    let kdir = repo_root().join("tests/kernels");
    let src = match source {
        Some(text) => {
            let p = dir.join(format!("{name}.cl"));
            std::fs::write(&p, text).unwrap();
            p
        }
        None => kdir.join(format!("{name}.cl")),
    };
    let ll = dir.join("in.ll");
    let header = kdir.join("kcc_builtins.h");
    tool(
        "clang",
        &[
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            "amdgcn-amd-amdhsa",
            "-mcpu=gfx900",
            "-nogpulib",
            "-O2",
            "-include",
            s(&header),
            "-emit-llvm",
            "-S",
            s(&src),
            "-o",
            s(&ll),
        ],
    );
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
    let ir = std::fs::read_to_string(&kernels_ll).unwrap();
    let flag = ir
        .lines()
        .find_map(|l| l.split("!\"amdhsa_code_object_version\", i32 ").nth(1))
        .and_then(|v| v.trim_end_matches('}').trim().parse::<u64>().ok());
    let version = CodeObjectVersion::from_module_flag(flag).unwrap();
    let obj = dir.join("llc.o");
    let asm = dir.join("llc.s");
    let llc = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", opt];
    tool(
        "llc",
        &[&llc[..], &["-filetype=obj", s(&kernels_ll), "-o", s(&obj)]].concat(),
    );
    tool("llc", &[&llc[..], &[s(&kernels_ll), "-o", s(&asm)]].concat());
    let o = Obj::load(&obj);
    let inputs = inputs_from_llc(&o, &std::fs::read_to_string(&asm).unwrap(), &ir);
    LlcBuild {
        object: o.data.clone(),
        inputs,
        version,
    }
}

/// The object rebuilt by our writer from `kernels` and llc's constant data.
pub fn rebuild(b: &LlcBuild, kernels: &[KernelCode]) -> Vec<u8> {
    write_code_object(kernels, &b.inputs.rodata, b.version).unwrap()
}

/// Rewrites a kernel's code with `pass` and moves its relocations along. Relocated fields
/// are literals of `s_add_u32`/`s_addc_u32` after an `s_getpc_b64`: the REL32 value is
/// `S + A - P` and the code adds it to the address after `s_getpc`, so when code is inserted
/// between the two the addend grows by how much further apart they moved.
pub fn rewrite(k: &KernelCode, pass: impl FnOnce(&mut backend::mc::MachineFunction)) -> Result<KernelCode, String> {
    use backend::mc::{MInst, MachineFunction};
    let old_mf = MachineFunction::decode(&k.code).map_err(|e| e.to_string())?;
    let mut mf = old_mf.clone();
    pass(&mut mf);
    let code = mf.encode().map_err(|e| e.to_string())?;
    let flatten = |m: &MachineFunction| -> Vec<MInst> { m.blocks.iter().flat_map(|b| b.insts.clone()).collect() };
    let (old, new) = (flatten(&old_mf), flatten(&mf));
    // Offsets of each old instruction in the new code: passes only insert s_waitcnt/s_nop
    // and change s_waitcnt immediates.
    let offsets = |v: &[MInst]| -> Vec<usize> {
        let mut at = 0;
        v.iter()
            .map(|i| {
                let o = at;
                at += i.size();
                o
            })
            .collect()
    };
    let (old_off, new_off) = (offsets(&old), offsets(&new));
    // Old s_waitcnt/s_nop may be gone (tests strip them) and new ones may appear.
    let filler =
        |i: &MInst| matches!(i, MInst::Inst(x) if x.op == gfx9_isa::op::S_WAITCNT || x.op == gfx9_isa::op::S_NOP);
    let mut map = Vec::with_capacity(old.len());
    let mut j = 0;
    for o in &old {
        if filler(o) {
            let same = matches!((o, new.get(j)), (MInst::Inst(a), Some(MInst::Inst(b))) if a.op == b.op);
            map.push(new_off.get(j).copied().unwrap_or(code.len()));
            if same {
                j += 1;
            }
            continue;
        }
        while j < new.len() && new[j] != *o {
            if !filler(&new[j]) {
                return Err(format!("pass changed {:?} (expected {o:?})", new[j]));
            }
            j += 1;
        }
        if j == new.len() {
            return Err(format!("pass dropped {o:?}"));
        }
        map.push(new_off[j]);
        j += 1;
    }
    let index_of = |off: u32| old_off.iter().rposition(|&o| o as u32 <= off).unwrap();
    let mut relocations = Vec::new();
    for r in &k.relocations {
        let i = index_of(r.offset);
        let within = r.offset as usize - old_off[i];
        let mut r2 = r.clone();
        r2.offset = (map[i] + within) as u32;
        if matches!(r.kind, RelocKind::Rel32Lo | RelocKind::Rel32Hi) {
            let getpc = (0..i)
                .rev()
                .find(|&g| matches!(&old[g], MInst::Inst(x) if x.op == gfx9_isa::op::S_GETPC_B64))
                .ok_or("REL32 relocation without an s_getpc_b64 before it")?;
            let old_dist = r.offset as i64 - (old_off[getpc] + 4) as i64;
            let new_dist = r2.offset as i64 - (map[getpc] + 4) as i64;
            r2.addend += new_dist - old_dist;
        }
        relocations.push(r2);
    }
    Ok(KernelCode {
        code,
        relocations,
        ..k.clone()
    })
}

/// Rewrites a kernel's code with a pass that may change or delete any instruction. Its
/// relocated literals cannot be followed then: a kernel with relocations is refused.
#[allow(dead_code)]
pub fn rewrite_freely(
    k: &KernelCode,
    pass: impl FnOnce(&mut backend::mc::MachineFunction),
) -> Result<Option<KernelCode>, String> {
    if !k.relocations.is_empty() {
        return Ok(None);
    }
    let mut mf = backend::mc::MachineFunction::decode(&k.code).map_err(|e| e.to_string())?;
    pass(&mut mf);
    let code = mf.encode().map_err(|e| e.to_string())?;
    Ok(Some(KernelCode { code, ..k.clone() }))
}
