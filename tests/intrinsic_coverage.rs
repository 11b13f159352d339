//! Intrinsic coverage (issue #16): for every `llvm.amdgcn.*` intrinsic LLVM 22 declares
//! (`IntrinsicsAMDGPU.h` of the installed LLVM), small gfx900 kernels calling it are generated
//! from the intrinsic's signature as LLVM itself computes it (`LLVMIntrinsicGetType`): an
//! overloaded intrinsic is tried with i32, f32, f16, f64 and i64 (then wider type sets) in each
//! overloaded position, and LLVM's verifier keeps the instantiations that are well typed. Each
//! kernel comes in two shapes: operands loaded per lane (divergent) and loaded from one
//! address (uniform). Kernels llc-22 (`-mcpu=gfx900`) compiles are then compiled by kcc;
//! `target/intrinsic-coverage/report.md` lists, per intrinsic, whether kcc compiles every
//! such kernel or which it refuses and with what message, and which kernels (those with only
//! global-buffer arguments) leave other buffers on the emulator than llc's objects do (some are
//! expected: addresses, counters, undefined values). The test fails when kcc panics
//! (or reports a bug of its own) on any kernel, and when an intrinsic it compiled before is
//! refused: `tests/Inputs/intrinsic-coverage/refused.txt` lists the intrinsics kcc refuses
//! (regenerate it with `KCC_COVERAGE_BLESS=1`).
//!
//!     scripts/intrinsic-coverage            # or: cargo test --profile release-tests --test intrinsic_coverage -- --nocapture
//!
//! `KCC_COVERAGE_FILTER=SUBSTRING` restricts the run to intrinsics whose name contains it.
//! llc's verdicts are cached by the kernel's text in `target/intrinsic-coverage/llc-cache`.

use inkwell::context::{AsContextRef, Context};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::memory_buffer::MemoryBuffer;
use std::collections::hash_map::DefaultHasher;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// Overload choices tried first, in every overloaded position.
const COMMON: &[&str] = &["i32", "float", "half", "double", "i64"];
/// Tried when no choice of the common types is well typed.
const WIDER: &[&str] = &[
    "i1",
    "i16",
    "i8",
    "<2 x i16>",
    "<2 x half>",
    "<2 x float>",
    "<2 x i32>",
    "<4 x i32>",
    "<4 x float>",
    "<3 x i32>",
    "ptr",
    "ptr addrspace(1)",
    "ptr addrspace(3)",
    "ptr addrspace(8)",
    "ptr addrspace(7)",
    "bfloat",
    "<2 x bfloat>",
];
/// Most instantiations kept per intrinsic.
const MAX_VARIANTS: usize = 8;

/// Immediate operands whose 0 is not a meaningful value: (intrinsic, operand, value).
const IMMEDIATES: &[(&str, usize, u64)] = &[
    ("llvm.amdgcn.icmp", 2, 32), // ICMP_EQ
    ("llvm.amdgcn.fcmp", 2, 1),  // FCMP_OEQ
];

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Shape {
    /// Operands loaded at the work-item's index: divergent.
    Divergent,
    /// Operands loaded from one address: uniform.
    Uniform,
}

struct Variant {
    intrinsic: String,
    /// The overload suffix (`.f32.i32`), empty when not overloaded.
    types: String,
    shape: Shape,
    ir: String,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn llvm_bin() -> PathBuf {
    PathBuf::from(std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into()))
}

/// The `llvm.amdgcn.*` names of the installed LLVM's AMDGPU intrinsics header.
fn amdgcn_intrinsics() -> Vec<String> {
    let include = Command::new(llvm_bin().join("llvm-config"))
        .arg("--includedir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "/usr/lib/llvm-22/include".into());
    let header = Path::new(&include).join("llvm/IR/IntrinsicsAMDGPU.h");
    let text = std::fs::read_to_string(&header).unwrap_or_else(|e| panic!("cannot read {}: {e}", header.display()));
    let mut names = BTreeSet::new();
    for line in text.lines() {
        // `    amdgcn_alignbyte,    // llvm.amdgcn.alignbyte (IntrinsicsAMDGPU.td:1234)`
        if let Some(comment) = line.split("// ").nth(1) {
            if let Some(name) = comment.split_whitespace().next() {
                if name.starts_with("llvm.amdgcn.") {
                    names.insert(name.to_string());
                }
            }
        }
    }
    names.into_iter().collect()
}

fn take(p: *mut std::os::raw::c_char) -> String {
    // SAFETY: `p` is a NUL-terminated string LLVM allocated for the caller.
    unsafe {
        let s = std::ffi::CStr::from_ptr(p).to_string_lossy().into_owned();
        LLVMDisposeMessage(p);
        s
    }
}

/// What the generator needs to know of one intrinsic, from LLVM.
struct Generator<'c> {
    cx: &'c Context,
    /// Holds the declarations whose attributes say which operands are immediates.
    module: LLVMModuleRef,
    types: std::cell::RefCell<std::collections::HashMap<String, LLVMTypeRef>>,
}

impl<'c> Generator<'c> {
    fn new(cx: &'c Context) -> Self {
        let name = c"coverage";
        // SAFETY: a fresh module in a live context, disposed in Drop.
        let module = unsafe { LLVMModuleCreateWithNameInContext(name.as_ptr(), cx.as_ctx_ref()) };
        Generator {
            cx,
            module,
            types: Default::default(),
        }
    }

    fn ty(&self, text: &str) -> LLVMTypeRef {
        if let Some(&t) = self.types.borrow().get(text) {
            return t;
        }
        // Types by parsing a declaration: the generator names them as IR text anyway.
        let ir = format!("declare void @t({text})");
        let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "t");
        let m = self.cx.create_module_from_ir(buf).expect("type text");
        let f = m.get_function("t").expect("declared");
        let t = f.get_type().get_param_types()[0];
        use inkwell::types::AsTypeRef;
        self.types.borrow_mut().insert(text.to_string(), t.as_type_ref());
        t.as_type_ref()
    }

    /// The intrinsic's name and function type for these overload types (none when not
    /// overloaded). Extra types are passed to LLVM so that a wrong count never reads past the
    /// array; the verifier rejects a wrong count by the name's mangling.
    fn signature(&self, id: u32, types: &[&str]) -> (String, LLVMTypeRef) {
        let tys: Vec<LLVMTypeRef> = types.iter().map(|t| self.ty(t)).collect();
        let mut padded = tys.clone();
        let filler = tys.last().copied().unwrap_or_else(|| self.ty("i32"));
        padded.resize(6, filler);
        // SAFETY: `padded` outlives the calls; `id` is a valid intrinsic ID.
        unsafe {
            let ft = LLVMIntrinsicGetType(self.cx.as_ctx_ref(), id, padded.as_mut_ptr(), padded.len());
            let name = if LLVMIntrinsicIsOverloaded(id) != 0 {
                let mut len = 0;
                let mut tys = tys;
                take(LLVMIntrinsicCopyOverloadedName2(
                    self.module,
                    id,
                    tys.as_mut_ptr(),
                    tys.len(),
                    &mut len,
                ))
            } else {
                let mut len = 0;
                let p = LLVMIntrinsicGetName(id, &mut len);
                String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
            };
            (name, ft)
        }
    }

    /// Which parameters must be immediates (`immarg`), from a declaration of the intrinsic.
    fn immediates(&self, name: &str, ft: LLVMTypeRef) -> Vec<bool> {
        let cname = std::ffi::CString::new(name).expect("name");
        let kind = {
            let a = "immarg";
            // SAFETY: a valid attribute name.
            unsafe { LLVMGetEnumAttributeKindForName(a.as_ptr() as *const _, a.len()) }
        };
        // SAFETY: the module is live; an intrinsic's declaration gets its attributes when
        // it is created.
        unsafe {
            let mut f = LLVMGetNamedFunction(self.module, cname.as_ptr());
            if f.is_null() {
                f = LLVMAddFunction(self.module, cname.as_ptr(), ft);
            }
            let n = LLVMCountParams(f);
            (0..n)
                .map(|i| !LLVMGetEnumAttributeAtIndex(f, i + 1, kind).is_null())
                .collect()
        }
    }

    /// Whether LLVM's parser and verifier accept `ir`.
    fn verifies(&self, ir: &str) -> bool {
        let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), "k");
        match self.cx.create_module_from_ir(buf) {
            Ok(m) => m.verify().is_ok(),
            Err(_) => false,
        }
    }
}

impl Drop for Generator<'_> {
    fn drop(&mut self) {
        // SAFETY: created in `new`, used by nothing else.
        unsafe { LLVMDisposeModule(self.module) }
    }
}

fn type_text(t: LLVMTypeRef) -> String {
    // SAFETY: a live type.
    take(unsafe { LLVMPrintTypeToString(t) })
}

fn kind(t: LLVMTypeRef) -> LLVMTypeKind {
    // SAFETY: a live type.
    unsafe { LLVMGetTypeKind(t) }
}

/// A value of type `t` that the kernel can load or store: scalars, vectors, pointers.
fn first_class(t: LLVMTypeRef) -> bool {
    matches!(
        kind(t),
        LLVMTypeKind::LLVMIntegerTypeKind
            | LLVMTypeKind::LLVMHalfTypeKind
            | LLVMTypeKind::LLVMBFloatTypeKind
            | LLVMTypeKind::LLVMFloatTypeKind
            | LLVMTypeKind::LLVMDoubleTypeKind
            | LLVMTypeKind::LLVMVectorTypeKind
            | LLVMTypeKind::LLVMPointerTypeKind
    )
}

fn params(ft: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    // SAFETY: a function type.
    unsafe {
        let n = LLVMCountParamTypes(ft) as usize;
        let mut v = vec![std::ptr::null_mut(); n];
        LLVMGetParamTypes(ft, v.as_mut_ptr());
        v
    }
}

fn ret(ft: LLVMTypeRef) -> LLVMTypeRef {
    // SAFETY: a function type.
    unsafe { LLVMGetReturnType(ft) }
}

fn struct_fields(t: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    // SAFETY: a struct type.
    unsafe {
        let n = LLVMCountStructElementTypes(t) as usize;
        let mut v = vec![std::ptr::null_mut(); n];
        LLVMGetStructElementTypes(t, v.as_mut_ptr());
        v
    }
}

fn addr_space(t: LLVMTypeRef) -> Option<u32> {
    (kind(t) == LLVMTypeKind::LLVMPointerTypeKind).then(|| unsafe { LLVMGetPointerAddressSpace(t) })
}

fn is_i1(t: LLVMTypeRef) -> bool {
    kind(t) == LLVMTypeKind::LLVMIntegerTypeKind && unsafe { LLVMGetIntTypeWidth(t) } == 1
}

/// The kernel calling `name` (of type `ft`) in `shape`, or None when an operand or result
/// cannot be made (tokens, metadata, nested aggregates). Each operand is loaded from a buffer
/// argument of its own (immediates are constants; LDS and private pointers point at an LDS
/// array and an alloca); each result leaf is stored to a buffer argument of its own.
fn kernel(name: &str, ft: LLVMTypeRef, imm: &[bool], shape: Shape) -> Option<String> {
    let mut args = Vec::new();
    let mut body = String::new();
    let mut globals = String::new();
    let mut ops = Vec::new();
    let idx = match shape {
        Shape::Divergent => "%id",
        Shape::Uniform => "0",
    };
    for (i, &p) in params(ft).iter().enumerate() {
        let t = type_text(p);
        if imm.get(i) == Some(&true) {
            let v = IMMEDIATES
                .iter()
                .find(|(n, k, _)| overload_of(name, n) && *k == i)
                .map_or(0, |e| e.2);
            let c = match kind(p) {
                LLVMTypeKind::LLVMIntegerTypeKind if is_i1(p) => if v == 0 { "false" } else { "true" }.to_string(),
                LLVMTypeKind::LLVMIntegerTypeKind => v.to_string(),
                LLVMTypeKind::LLVMFloatTypeKind | LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMDoubleTypeKind => {
                    "0.0".into()
                }
                _ => return None,
            };
            ops.push(format!("{t} {c}"));
            continue;
        }
        if !first_class(p) {
            return None;
        }
        match addr_space(p) {
            Some(3) => {
                let _ = writeln!(
                    globals,
                    "@lds{i} = internal addrspace(3) global [256 x i32] poison, align 16"
                );
                let at = format!("%lp{i}");
                let _ = writeln!(
                    body,
                    "  {at} = getelementptr [256 x i32], ptr addrspace(3) @lds{i}, i32 0, i32 {idx}"
                );
                ops.push(format!("{t} {at}"));
            }
            Some(5) => {
                let _ = writeln!(body, "  %alloca{i} = alloca [64 x i32], align 16, addrspace(5)");
                let at = format!("%pp{i}");
                let _ = writeln!(
                    body,
                    "  {at} = getelementptr [64 x i32], ptr addrspace(5) %alloca{i}, i32 0, i32 {idx}"
                );
                ops.push(format!("{t} {at}"));
            }
            Some(1) | Some(0) | Some(7) if shape == Shape::Divergent => {
                args.push(format!("{t} %base{i}"));
                let _ = writeln!(body, "  %p{i} = getelementptr i32, {t} %base{i}, i32 %id");
                ops.push(format!("{t} %p{i}"));
            }
            Some(_) => {
                args.push(format!("{t} %p{i}"));
                ops.push(format!("{t} %p{i}"));
            }
            None => {
                args.push(format!("ptr addrspace(1) %in{i}"));
                let _ = writeln!(
                    body,
                    "  %a{i}.p = getelementptr {t}, ptr addrspace(1) %in{i}, i32 {idx}"
                );
                let _ = writeln!(body, "  %a{i} = load {t}, ptr addrspace(1) %a{i}.p");
                ops.push(format!("{t} %a{i}"));
            }
        }
    }
    let r = ret(ft);
    let rt = type_text(r);
    let call = format!("call {rt} @{}({})", quote(name), ops.join(", "));
    let mut stores = String::new();
    let leaves: Vec<(LLVMTypeRef, Option<usize>)> = match kind(r) {
        LLVMTypeKind::LLVMVoidTypeKind => vec![],
        LLVMTypeKind::LLVMStructTypeKind => struct_fields(r)
            .into_iter()
            .enumerate()
            .map(|(k, t)| (t, Some(k)))
            .collect(),
        _ => vec![(r, None)],
    };
    for (k, (t, field)) in leaves.iter().enumerate() {
        if !first_class(*t) {
            return None;
        }
        let mut v = match field {
            Some(f) => {
                let _ = writeln!(stores, "  %r{k} = extractvalue {rt} %r, {f}");
                format!("%r{k}")
            }
            None => "%r".to_string(),
        };
        let mut tt = type_text(*t);
        if is_i1(*t) {
            let _ = writeln!(stores, "  %r{k}.z = zext i1 {v} to i32");
            v = format!("%r{k}.z");
            tt = "i32".into();
        }
        args.push(format!("ptr addrspace(1) %out{k}"));
        let _ = writeln!(
            stores,
            "  %o{k} = getelementptr {tt}, ptr addrspace(1) %out{k}, i32 %id"
        );
        let _ = writeln!(stores, "  store {tt} {v}, ptr addrspace(1) %o{k}");
    }
    let call_line = if leaves.is_empty() {
        format!("  {call}\n")
    } else {
        format!("  %r = {call}\n")
    };
    let mut ir = String::new();
    let _ = writeln!(ir, "target triple = \"amdgcn-amd-amdhsa\"\n");
    ir.push_str(&globals);
    let _ = writeln!(ir, "define amdgpu_kernel void @k({}) {{", args.join(", "));
    let _ = writeln!(ir, "  %id = call i32 @llvm.amdgcn.workitem.id.x()");
    ir.push_str(&body);
    ir.push_str(&call_line);
    ir.push_str(&stores);
    let _ = writeln!(ir, "  ret void\n}}");
    Some(ir)
}

/// `name` is `base` followed by overload suffixes (or nothing).
fn overload_of(name: &str, base: &str) -> bool {
    name == base || name.strip_prefix(base).is_some_and(|r| r.starts_with('.'))
}

/// An intrinsic name as an LLVM identifier (quoted when it has characters that need it).
fn quote(name: &str) -> String {
    if name.chars().all(|c| c.is_ascii_alphanumeric() || "._$-".contains(c)) {
        name.to_string()
    } else {
        format!("\"{name}\"")
    }
}

/// Every tuple of `k` types from `set`.
fn tuples<'a>(set: &[&'a str], k: usize) -> Vec<Vec<&'a str>> {
    let mut out: Vec<Vec<&str>> = vec![vec![]];
    for _ in 0..k {
        out = out
            .into_iter()
            .flat_map(|t| {
                set.iter().map(move |s| {
                    let mut t = t.clone();
                    t.push(*s);
                    t
                })
            })
            .collect();
    }
    out
}

/// The well-typed instantiations of one intrinsic, each in both shapes.
fn variants(g: &Generator, intrinsic: &str) -> Vec<Variant> {
    // SAFETY: a plain lookup.
    let id = unsafe { LLVMLookupIntrinsicID(intrinsic.as_ptr() as *const _, intrinsic.len()) };
    if id == 0 {
        return Vec::new();
    }
    let overloaded = unsafe { LLVMIntrinsicIsOverloaded(id) } != 0;
    let mut chosen: Vec<Vec<&str>> = Vec::new();
    let check = |types: &[&str]| -> Option<(String, LLVMTypeRef, String)> {
        let (name, ft) = g.signature(id, types);
        let imm = g.immediates(&name, ft);
        let ir = kernel(&name, ft, &imm, Shape::Divergent)?;
        g.verifies(&ir).then_some((name, ft, ir))
    };
    if overloaded {
        'search: for set in [COMMON, &[COMMON, WIDER].concat()[..]] {
            for k in 1..=3 {
                // The wider set only up to pairs (22^3 tuples take too long to verify).
                if set.len() > COMMON.len() && k > 2 {
                    break;
                }
                for t in tuples(set, k) {
                    if check(&t).is_some() {
                        chosen.push(t);
                        if chosen.len() == MAX_VARIANTS {
                            break;
                        }
                    }
                }
                if !chosen.is_empty() {
                    break 'search;
                }
            }
        }
    } else {
        chosen.push(vec![]);
    }
    let mut out = Vec::new();
    for t in chosen {
        let (name, ft) = g.signature(id, &t);
        let imm = g.immediates(&name, ft);
        for shape in [Shape::Divergent, Shape::Uniform] {
            if let Some(ir) = kernel(&name, ft, &imm, shape) {
                if g.verifies(&ir) {
                    out.push(Variant {
                        intrinsic: intrinsic.to_string(),
                        types: name[intrinsic.len()..].to_string(),
                        shape,
                        ir,
                    });
                }
            }
        }
    }
    out
}

/// llc-22's verdict on a kernel, cached by its text: its code object (assembled by llvm-mc from
/// llc's assembly), or the first line of its error.
fn llc_accepts(dir: &Path, ir: &str) -> Result<PathBuf, String> {
    let mut h = DefaultHasher::new();
    ir.hash(&mut h);
    let key = format!("{:016x}", h.finish());
    let cache = dir.join("llc-cache");
    let _ = std::fs::create_dir_all(&cache);
    let (ok, err) = (cache.join(format!("{key}.o")), cache.join(format!("{key}.err")));
    if ok.exists() {
        return Ok(ok);
    }
    if let Ok(e) = std::fs::read_to_string(&err) {
        return Err(e);
    }
    // Two variants can have the same text (no operands to load differently): each run writes
    // files of its own and renames the object into place.
    static RUN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = |ext: &str| cache.join(format!("{key}.{}.{run}.{ext}", std::process::id()));
    let (ll, asm, obj) = (tmp("ll"), tmp("s"), tmp("o"));
    std::fs::write(&ll, ir).expect("write kernel");
    let out = Command::new(llvm_bin().join("llc"))
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2"])
        .arg(&ll)
        .arg("-o")
        .arg(&asm)
        // A crash's stack trace is not wanted, and symbolizing it takes longer than the compile.
        .env("LLVM_DISABLE_SYMBOLIZATION", "1")
        .output()
        .expect("run llc-22");
    // llc-22 selects some intrinsics of newer GPUs into instructions gfx900 lacks
    // (`v_cvt_scalef32_*`, ...): its assembly must also be gfx900's, by llvm-mc.
    let out = if out.status.success() {
        Command::new(llvm_bin().join("llvm-mc"))
            .args(["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj"])
            .arg(&asm)
            .arg("-o")
            .arg(&obj)
            .output()
            .expect("run llvm-mc-22")
    } else {
        out
    };
    let _ = std::fs::remove_file(&ll);
    let _ = std::fs::remove_file(&asm);
    if out.status.success() && std::fs::rename(&obj, &ok).is_ok() {
        Ok(ok)
    } else {
        let _ = std::fs::remove_file(&obj);
        let e = first_error(&String::from_utf8_lossy(&out.stderr));
        let e = e.split_once("error: ").map_or(e.as_str(), |(_, m)| m).to_string();
        let _ = std::fs::write(&err, &e);
        Err(e)
    }
}

fn first_error(stderr: &str) -> String {
    stderr
        .lines()
        .find(|l| l.contains("error") || l.contains("LLVM ERROR"))
        .or_else(|| stderr.lines().next())
        .unwrap_or("(no message)")
        .trim()
        .to_string()
}

enum Kcc {
    /// Its code object.
    Compiles(PathBuf),
    Refuses(String),
    /// A panic, a crash or a "kcc bug" error.
    Breaks(String),
}

fn kcc(dir: &Path, file: &str, ir: &str) -> Kcc {
    let ll = dir.join(file);
    std::fs::write(&ll, ir).expect("write kernel");
    let out = Command::new(env!("CARGO_BIN_EXE_kcc"))
        .arg(&ll)
        .arg("-o")
        .arg(ll.with_extension("o"))
        .env("KCC_VERIFY", "1")
        .output()
        .expect("run kcc");
    let stderr = String::from_utf8_lossy(&out.stderr);
    match out.status.code() {
        Some(0) => Kcc::Compiles(ll.with_extension("o")),
        Some(1) if !stderr.contains("kcc bug") && !stderr.contains("panicked") => {
            // The message without the file's location prefix.
            let line = first_error(&stderr);
            let msg = line.split_once("error: ").map_or(line.as_str(), |(_, m)| m);
            Kcc::Refuses(msg.to_string())
        }
        _ => Kcc::Breaks(format!("{:?}: {}", out.status, stderr.trim())),
    }
}

/// Runs `f` on every item with two threads (the test machines are small), in order.
fn parallel<T: Sync, U: Send>(items: &[T], f: impl Fn(&T) -> U + Sync) -> Vec<U> {
    let jobs = std::env::var("KCC_COVERAGE_JOBS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2usize)
        .max(1);
    let next = Mutex::new(0usize);
    let results: Mutex<Vec<Option<U>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    let i = *n;
                    *n += 1;
                    i
                };
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("done"))
        .collect()
}

/// What happened to one intrinsic.
#[derive(Default)]
struct Outcome {
    /// No well-typed kernel could be made for it.
    unbuildable: bool,
    /// Kernels llc-22 compiles, and llc's first message for one it refuses.
    llc_ok: usize,
    llc_error: Option<String>,
    kcc_ok: usize,
    /// (variant, message) of kcc's refusals.
    refused: Vec<(String, String)>,
    broken: Vec<(String, String)>,
    /// Kernels whose kcc and llc objects left the same buffers on the emulator, and those that
    /// did not (with how).
    same: usize,
    differ: Vec<(String, String)>,
}

/// How kcc's object ran against llc's.
enum Run {
    Same,
    Differ(String),
    /// An argument the test cannot fill (only global buffers are given).
    Skipped,
}

/// Runs both objects' kernel `k` on the emulator (two waves) with the same pseudo-random
/// buffers and compares every buffer afterwards; a fault is a result like any other.
fn same_results(kcc_obj: &Path, llc_obj: &Path) -> Run {
    let run = |obj: &Path| -> Result<Option<Vec<Vec<u8>>>, String> {
        let bytes = std::fs::read(obj).map_err(|e| e.to_string())?;
        let dev = runtime::Device::new();
        let m = dev.load(&bytes).map_err(|e| format!("load: {e}"))?;
        let info = m.kernel("k").map_err(|e| e.to_string())?.clone();
        let mut args = Vec::new();
        let mut buffers = Vec::new();
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for a in info.args.iter().filter(|a| !a.kind.is_hidden()) {
            if a.kind.as_str() != "global_buffer" {
                return Ok(None);
            }
            // 128 lanes of up to 64 bytes, small numbers mostly (lane indices, offsets).
            let data: Vec<u8> = (0..128 * 64)
                .map(|i| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    if i % 4 == 0 {
                        (seed % 61) as u8
                    } else if seed.is_multiple_of(5) {
                        seed as u8
                    } else {
                        0
                    }
                })
                .collect();
            let b = dev.alloc(&data);
            buffers.push(b);
            args.push(runtime::Arg::Buffer(b));
        }
        match dev.launch(&m, "k", &args, &runtime::Launch::new_1d(128, 64)) {
            Ok(_) => Ok(Some(buffers.iter().map(|b| dev.read(b)).collect())),
            Err(e) => Err(format!("fault: {e}")),
        }
    };
    match (run(kcc_obj), run(llc_obj)) {
        (Ok(None), _) | (_, Ok(None)) => Run::Skipped,
        (Ok(a), Ok(b)) if a == b => Run::Same,
        (Err(_), Err(_)) => Run::Same,
        (Ok(_), Ok(_)) => Run::Differ("buffers differ".into()),
        (Err(e), Ok(_)) => Run::Differ(format!("kcc's object: {e}")),
        (Ok(_), Err(e)) => Run::Differ(format!("llc's object: {e}")),
    }
}

#[test]
fn intrinsic_coverage() {
    let dir = root().join("target/intrinsic-coverage");
    let kernels = dir.join("kernels");
    std::fs::create_dir_all(&kernels).expect("output folder");
    let filter = std::env::var("KCC_COVERAGE_FILTER").unwrap_or_default();
    let names: Vec<String> = amdgcn_intrinsics()
        .into_iter()
        .filter(|n| n.contains(&filter))
        .collect();
    assert!(
        names.len() > 100 || !filter.is_empty(),
        "few intrinsics found: {names:?}"
    );

    let start = std::time::Instant::now();
    let cx = Context::create();
    let g = Generator::new(&cx);
    let mut outcomes: BTreeMap<String, Outcome> = BTreeMap::new();
    let mut all = Vec::new();
    for n in &names {
        let vs = variants(&g, n);
        outcomes.entry(n.clone()).or_default().unbuildable = vs.is_empty();
        all.extend(vs);
    }
    eprintln!("{} kernels generated in {:.1?}", all.len(), start.elapsed());
    let verdicts = parallel(&all, |v| {
        let file = format!(
            "{}{}.{}.ll",
            v.intrinsic.trim_start_matches("llvm.amdgcn."),
            v.types,
            match v.shape {
                Shape::Divergent => "v",
                Shape::Uniform => "s",
            }
        );
        match llc_accepts(&dir, &v.ir) {
            Err(e) => Err(e),
            Ok(llc_obj) => {
                let k = kcc(&kernels, &file, &v.ir);
                let same = match &k {
                    Kcc::Compiles(obj) => Some(same_results(obj, &llc_obj)),
                    _ => None,
                };
                Ok((file.clone(), k, same))
            }
        }
    });
    for (v, verdict) in all.iter().zip(verdicts) {
        let o = outcomes.get_mut(&v.intrinsic).expect("listed");
        match verdict {
            Err(e) => {
                o.llc_error.get_or_insert(e);
            }
            Ok((file, k, same)) => {
                o.llc_ok += 1;
                match same {
                    Some(Run::Same) => o.same += 1,
                    Some(Run::Differ(why)) => o.differ.push((file.clone(), why)),
                    Some(Run::Skipped) | None => {}
                }
                match k {
                    Kcc::Compiles(_) => o.kcc_ok += 1,
                    Kcc::Refuses(m) => o.refused.push((file, m)),
                    Kcc::Breaks(m) => o.broken.push((file, m)),
                }
            }
        }
    }

    // The report.
    let usable: Vec<(&String, &Outcome)> = outcomes.iter().filter(|(_, o)| o.llc_ok > 0).collect();
    let full = usable.iter().filter(|(_, o)| o.kcc_ok == o.llc_ok).count();
    let partial = usable
        .iter()
        .filter(|(_, o)| o.kcc_ok > 0 && o.kcc_ok < o.llc_ok)
        .count();
    let none = usable.iter().filter(|(_, o)| o.kcc_ok == 0).count();
    let (kernels_llc, kernels_kcc) = usable
        .iter()
        .fold((0, 0), |(a, b), (_, o)| (a + o.llc_ok, b + o.kcc_ok));
    let broken: usize = outcomes.values().map(|o| o.broken.len()).sum();
    let unbuildable = outcomes.values().filter(|o| o.unbuildable).count();
    let mut report = String::new();
    let _ = writeln!(report, "# kcc's coverage of LLVM 22's AMDGPU intrinsics (gfx900)\n");
    let _ = writeln!(
        report,
        "{} `llvm.amdgcn.*` intrinsics; {} with no kernel the generator can build (token or metadata operands); \
         {} llc-22 compiles for gfx900 in at least one kernel ({} kernels).\n",
        outcomes.len(),
        unbuildable,
        usable.len(),
        kernels_llc
    );
    let _ = writeln!(
        report,
        "kcc compiles {full} of them in every kernel llc compiles, {partial} in some, {none} in none; \
         {kernels_kcc} of {kernels_llc} kernels. kcc panics or reports a bug on {broken} kernels.\n"
    );
    let _ = writeln!(report, "## Refused by kcc\n");
    let _ = writeln!(report, "| intrinsic | kernels kcc / llc | first refusal |");
    let _ = writeln!(report, "|---|---|---|");
    let mut refused_list = String::new();
    for (n, o) in &usable {
        if let Some((file, m)) = o.refused.first() {
            let _ = writeln!(
                report,
                "| `{n}` | {} / {} | {file}: {} |",
                o.kcc_ok,
                o.llc_ok,
                m.replace('|', "\\|")
            );
            let _ = writeln!(refused_list, "{n}");
        }
    }
    if broken > 0 {
        let _ = writeln!(report, "\n## kcc panics\n");
        for (n, o) in &outcomes {
            for (file, m) in &o.broken {
                let _ = writeln!(report, "- `{n}` {file}: {m}");
            }
        }
    }
    let same: usize = outcomes.values().map(|o| o.same).sum();
    let differ: usize = outcomes.values().map(|o| o.differ.len()).sum();
    let _ = writeln!(
        report,
        "\n## Runs against llc-22's objects\n\nKernels whose arguments are all global buffers run on the \
         emulator (two waves, pseudo-random inputs) from kcc's and llc's objects: {same} leave the same \
         buffers (or both fault), {differ} do not. Some differences are expected: time counters, \
         program counters, undefined values, uninitialised LDS and private memory, results of \
         out-of-range operands.\n"
    );
    for (n, o) in &outcomes {
        for (file, m) in &o.differ {
            let _ = writeln!(report, "- `{n}` {file}: {m}");
        }
    }
    let _ = writeln!(report, "\n## Compiled by kcc in every kernel llc-22 compiles\n");
    for (n, o) in &usable {
        if o.kcc_ok == o.llc_ok {
            let _ = writeln!(report, "- `{n}` ({} kernels)", o.llc_ok);
        }
    }
    let _ = writeln!(report, "\n## Not compiled by llc-22 for gfx900\n");
    for (n, o) in &outcomes {
        if o.llc_ok == 0 {
            let why = match (&o.llc_error, o.unbuildable) {
                (_, true) => "no kernel can be built".to_string(),
                (Some(e), _) => e.clone(),
                (None, _) => "-".into(),
            };
            let _ = writeln!(report, "- `{n}`: {}", why.replace('|', "\\|"));
        }
    }
    std::fs::write(dir.join("report.md"), &report).expect("write report");
    println!(
        "intrinsic coverage: {} intrinsics, {} compiled by llc-22 for gfx900; kcc compiles {full} fully, \
         {partial} partly, {none} not at all ({kernels_kcc}/{kernels_llc} kernels); {broken} panics; \
         {same} run like llc's objects, {differ} differ. Report: {}",
        outcomes.len(),
        usable.len(),
        dir.join("report.md").display()
    );

    assert_eq!(broken, 0, "kcc panicked; see {}", dir.join("report.md").display());
    // Regressions: an intrinsic kcc compiled before and now refuses.
    if !filter.is_empty() {
        return;
    }
    let expected = root().join("tests/Inputs/intrinsic-coverage/refused.txt");
    if std::env::var("KCC_COVERAGE_BLESS").is_ok() {
        std::fs::create_dir_all(expected.parent().expect("folder")).expect("folder");
        let head = "# Intrinsics kcc refuses in some kernel llc-22 compiles (tests/intrinsic_coverage.rs;\n\
                    # regenerate with KCC_COVERAGE_BLESS=1).\n";
        std::fs::write(&expected, format!("{head}{refused_list}")).expect("write list");
        return;
    }
    let known: BTreeSet<String> = std::fs::read_to_string(&expected)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(str::to_string)
        .collect();
    let newly: Vec<&str> = refused_list.lines().filter(|n| !known.contains(*n)).collect();
    assert!(
        newly.is_empty(),
        "kcc now refuses intrinsics it compiled before (see {}): {newly:?}",
        dir.join("report.md").display()
    );
    let now_ok: Vec<&String> = known
        .iter()
        .filter(|n| !refused_list.lines().any(|r| r == *n))
        .collect();
    if !now_ok.is_empty() {
        println!("now compiled (drop them from {}): {now_ok:?}", expected.display());
    }
}
