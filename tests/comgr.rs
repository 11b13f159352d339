//! ROCm's own code-object library (libamd_comgr, Debian's `libamd-comgr2`, which
//! `scripts/setup` installs) reads kcc's code objects: for every corpus kernel compiled by kcc,
//! comgr's view of the metadata note (kernels, arguments, register counts, segment sizes) must
//! be what `llvm-readobj --notes` prints, and comgr's disassembly of `.text` must be
//! `llvm-objdump -d`'s, instruction for instruction.
//!
//! The library is opened at run time (libloading); a machine without it fails this test with a
//! message saying what to install, rather than skipping it.

mod support {
    pub mod corpus;
}
use libloading::{Library, Symbol};
use object::{Object, ObjectSection};
use std::collections::BTreeMap;
use std::ffi::{c_char, c_void, CStr, CString};
use std::path::{Path, PathBuf};
use std::process::Command;
use support::corpus::{self, llvm_tool};

/// comgr handles are structs of one `uint64_t` (passed as one).
type Handle = u64;
type Status = i32;
const SUCCESS: Status = 0;
const DATA_KIND_RELOCATABLE: i32 = 7;
const METADATA_KIND_STRING: i32 = 1;
const METADATA_KIND_MAP: i32 = 2;
const METADATA_KIND_LIST: i32 = 3;
const ISA: &str = "amdgcn-amd-amdhsa--gfx900";
const LIBRARY: &str = "libamd_comgr.so.2";

type ReadMemory = extern "C" fn(u64, *mut c_char, u64, *mut c_void) -> u64;
type PrintInstruction = extern "C" fn(*const c_char, *mut c_void);
type PrintAddress = extern "C" fn(u64, *mut c_void);

struct Comgr {
    lib: Library,
}

impl Comgr {
    fn open() -> Comgr {
        // Safety: loading a shared library runs its initialisers; comgr's are plain C++ ones.
        let lib = unsafe { Library::new(LIBRARY) }.unwrap_or_else(|e| {
            panic!(
                "cannot open ROCm's code-object library {LIBRARY} ({e}): install Debian's \
                 libamd-comgr2 (scripts/setup does)"
            )
        });
        Comgr { lib }
    }

    fn sym<T>(&self, name: &str) -> Symbol<'_, T> {
        // Safety: each use below gives the type the comgr header declares for `name`.
        unsafe { self.lib.get(name.as_bytes()) }.unwrap_or_else(|e| panic!("{LIBRARY} lacks {name}: {e}"))
    }

    fn check(&self, what: &str, s: Status) {
        assert_eq!(s, SUCCESS, "{what} failed with comgr status {s}");
    }

    /// A relocatable code object as a comgr data object.
    fn data(&self, bytes: &[u8]) -> Handle {
        let mut d: Handle = 0;
        unsafe {
            let create: Symbol<unsafe extern "C" fn(i32, *mut Handle) -> Status> = self.sym("amd_comgr_create_data");
            self.check("amd_comgr_create_data", create(DATA_KIND_RELOCATABLE, &mut d));
            let set: Symbol<unsafe extern "C" fn(Handle, usize, *const c_char) -> Status> =
                self.sym("amd_comgr_set_data");
            self.check(
                "amd_comgr_set_data",
                set(d, bytes.len(), bytes.as_ptr() as *const c_char),
            );
        }
        d
    }

    fn release(&self, d: Handle) {
        unsafe {
            let release: Symbol<unsafe extern "C" fn(Handle) -> Status> = self.sym("amd_comgr_release_data");
            self.check("amd_comgr_release_data", release(d));
        }
    }

    /// The ISA name comgr reads from the ELF header, or its status when it cannot.
    fn isa_name(&self, d: Handle) -> Result<String, Status> {
        unsafe {
            let get: Symbol<unsafe extern "C" fn(Handle, *mut usize, *mut c_char) -> Status> =
                self.sym("amd_comgr_get_data_isa_name");
            let mut n = 0usize;
            let s = get(d, &mut n, std::ptr::null_mut());
            if s != SUCCESS {
                return Err(s);
            }
            let mut buf = vec![0u8; n];
            self.check(
                "amd_comgr_get_data_isa_name",
                get(d, &mut n, buf.as_mut_ptr() as *mut c_char),
            );
            Ok(CStr::from_bytes_until_nul(&buf).unwrap().to_string_lossy().into_owned())
        }
    }

    /// The metadata note as a tree of strings, lists and maps (comgr renders numbers and
    /// booleans as strings).
    fn metadata(&self, d: Handle) -> Meta {
        unsafe {
            let get: Symbol<unsafe extern "C" fn(Handle, *mut Handle) -> Status> =
                self.sym("amd_comgr_get_data_metadata");
            let mut root: Handle = 0;
            self.check("amd_comgr_get_data_metadata", get(d, &mut root));
            let m = self.node(root);
            self.destroy(root);
            m
        }
    }

    fn destroy(&self, n: Handle) {
        unsafe {
            let destroy: Symbol<unsafe extern "C" fn(Handle) -> Status> = self.sym("amd_comgr_destroy_metadata");
            self.check("amd_comgr_destroy_metadata", destroy(n));
        }
    }

    fn string(&self, n: Handle) -> String {
        unsafe {
            let get: Symbol<unsafe extern "C" fn(Handle, *mut usize, *mut c_char) -> Status> =
                self.sym("amd_comgr_get_metadata_string");
            let mut len = 0usize;
            self.check("amd_comgr_get_metadata_string", get(n, &mut len, std::ptr::null_mut()));
            let mut buf = vec![0u8; len];
            self.check(
                "amd_comgr_get_metadata_string",
                get(n, &mut len, buf.as_mut_ptr() as *mut c_char),
            );
            CStr::from_bytes_until_nul(&buf).unwrap().to_string_lossy().into_owned()
        }
    }

    fn node(&self, n: Handle) -> Meta {
        unsafe {
            let kind_of: Symbol<unsafe extern "C" fn(Handle, *mut i32) -> Status> =
                self.sym("amd_comgr_get_metadata_kind");
            let mut kind = 0;
            self.check("amd_comgr_get_metadata_kind", kind_of(n, &mut kind));
            match kind {
                METADATA_KIND_STRING => Meta::Str(self.string(n)),
                METADATA_KIND_LIST => {
                    let size: Symbol<unsafe extern "C" fn(Handle, *mut usize) -> Status> =
                        self.sym("amd_comgr_get_metadata_list_size");
                    let index: Symbol<unsafe extern "C" fn(Handle, usize, *mut Handle) -> Status> =
                        self.sym("amd_comgr_index_list_metadata");
                    let mut len = 0usize;
                    self.check("amd_comgr_get_metadata_list_size", size(n, &mut len));
                    let mut items = Vec::new();
                    for i in 0..len {
                        let mut e: Handle = 0;
                        self.check("amd_comgr_index_list_metadata", index(n, i, &mut e));
                        items.push(self.node(e));
                        self.destroy(e);
                    }
                    Meta::List(items)
                }
                METADATA_KIND_MAP => {
                    // Keys gathered by iteration, values read with amd_comgr_metadata_lookup.
                    let iterate: Symbol<
                        unsafe extern "C" fn(
                            Handle,
                            extern "C" fn(Handle, Handle, *mut c_void) -> Status,
                            *mut c_void,
                        ) -> Status,
                    > = self.sym("amd_comgr_iterate_map_metadata");
                    // The key nodes live only during the callback: read their text there.
                    struct Keys<'a> {
                        comgr: &'a Comgr,
                        names: Vec<String>,
                    }
                    let mut keys = Keys {
                        comgr: self,
                        names: Vec::new(),
                    };
                    extern "C" fn collect(key: Handle, _value: Handle, user: *mut c_void) -> Status {
                        // Safety: `user` is the `keys` passed below.
                        let keys = unsafe { &mut *(user as *mut Keys) };
                        keys.names.push(keys.comgr.string(key));
                        SUCCESS
                    }
                    self.check(
                        "amd_comgr_iterate_map_metadata",
                        iterate(n, collect, &mut keys as *mut Keys as *mut c_void),
                    );
                    let lookup: Symbol<unsafe extern "C" fn(Handle, *const c_char, *mut Handle) -> Status> =
                        self.sym("amd_comgr_metadata_lookup");
                    let mut map = BTreeMap::new();
                    for key in keys.names {
                        let ckey = CString::new(key.clone()).unwrap();
                        let mut v: Handle = 0;
                        self.check("amd_comgr_metadata_lookup", lookup(n, ckey.as_ptr(), &mut v));
                        map.insert(key, self.node(v));
                        self.destroy(v);
                    }
                    Meta::Map(map)
                }
                _ => Meta::Null,
            }
        }
    }

    /// comgr's disassembly of `code` (loaded at address 0), one instruction per line.
    fn disassemble(&self, code: &[u8]) -> Vec<String> {
        struct State<'a> {
            code: &'a [u8],
            text: String,
        }
        extern "C" fn read(from: u64, to: *mut c_char, size: u64, user: *mut c_void) -> u64 {
            // Safety: `user` is the State below; comgr asks for at most `size` bytes at `to`.
            let st = unsafe { &*(user as *const State) };
            let from = from as usize;
            if from >= st.code.len() {
                return 0;
            }
            let n = (size as usize).min(st.code.len() - from);
            unsafe { std::ptr::copy_nonoverlapping(st.code[from..].as_ptr(), to as *mut u8, n) };
            n as u64
        }
        extern "C" fn print(text: *const c_char, user: *mut c_void) {
            // Safety: `user` is the State below; comgr passes a NUL-terminated string.
            let st = unsafe { &mut *(user as *mut State) };
            st.text = unsafe { CStr::from_ptr(text) }.to_string_lossy().into_owned();
        }
        extern "C" fn annotate(_address: u64, _user: *mut c_void) {}
        let mut out = Vec::new();
        unsafe {
            let create: Symbol<
                unsafe extern "C" fn(*const c_char, ReadMemory, PrintInstruction, PrintAddress, *mut Handle) -> Status,
            > = self.sym("amd_comgr_create_disassembly_info");
            let disassemble: Symbol<unsafe extern "C" fn(Handle, u64, *mut c_void, *mut u64) -> Status> =
                self.sym("amd_comgr_disassemble_instruction");
            let destroy: Symbol<unsafe extern "C" fn(Handle) -> Status> =
                self.sym("amd_comgr_destroy_disassembly_info");
            let isa = CString::new(ISA).unwrap();
            let mut info: Handle = 0;
            self.check(
                "amd_comgr_create_disassembly_info",
                create(isa.as_ptr(), read, print, annotate, &mut info),
            );
            let mut st = State {
                code,
                text: String::new(),
            };
            let mut at = 0u64;
            while (at as usize) < code.len() {
                let mut size = 0u64;
                st.text.clear();
                let s = disassemble(info, at, &mut st as *mut State as *mut c_void, &mut size);
                assert!(
                    s == SUCCESS && size > 0,
                    "comgr cannot disassemble at 0x{at:x} (status {s})"
                );
                out.push(normalize(&st.text));
                at += size;
            }
            self.check("amd_comgr_destroy_disassembly_info", destroy(info));
        }
        out
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Meta {
    Null,
    Str(String),
    List(Vec<Meta>),
    Map(BTreeMap<String, Meta>),
}

impl Meta {
    fn get(&self, key: &str) -> Option<&Meta> {
        match self {
            Meta::Map(m) => m.get(key),
            _ => None,
        }
    }
    fn list(&self) -> &[Meta] {
        match self {
            Meta::List(l) => l,
            _ => &[],
        }
    }
    fn str(&self) -> Option<&str> {
        match self {
            Meta::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// One instruction's text without comments and with single spaces. LLVM 22 marks a 32-bit
/// literal whose value an inline constant could encode as `lit(V)` (kcc's and llc's
/// relocated literals are 0 before linking); comgr's older printer writes such a literal as
/// the inline constant it equals (`0`, `1.0`): the same bytes, so `lit(V)` becomes that.
fn normalize(s: &str) -> String {
    let mut s = s.split("//").next().unwrap_or("").to_string();
    while let Some(at) = s.find("lit(") {
        let Some(end) = s[at..].find(')') else { break };
        let v = &s[at + 4..at + end];
        let spelled = inline_spelling(v).unwrap_or_else(|| v.to_string());
        s = format!("{}{spelled}{}", &s[..at], &s[at + end + 1..]);
    }
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How an inline constant prints (AMDGPUUsage / the ISA manual: integers -16..64, and
/// ±0.5, ±1, ±2, ±4, 1/(2π) as f32 bit patterns).
fn inline_spelling(v: &str) -> Option<String> {
    let bits = u32::from_str_radix(v.strip_prefix("0x")?, 16).ok()?;
    if bits <= 64 || (bits as i32) >= -16 && (bits as i32) < 0 {
        return Some((bits as i32).to_string());
    }
    let f = f32::from_bits(bits);
    if [0.5f32, 1.0, 2.0, 4.0, -0.5, -1.0, -2.0, -4.0].contains(&f) {
        return Some(format!("{f:.1}"));
    }
    (bits == 0x3e22_f983).then(|| "0.15915494".to_string())
}

/// comgr gives MessagePack booleans as `0`/`1`, llvm-readobj's YAML as `false`/`true`.
fn same_scalar(comgr: Option<&str>, readobj: &str) -> bool {
    match (comgr, readobj) {
        (Some("0"), "false") | (Some("1"), "true") => true,
        (c, r) => c == Some(r),
    }
}

/// A kernel as `llvm-readobj --notes` prints it: its scalar fields, and each argument's.
#[derive(Debug, Default)]
struct ReadobjKernel {
    fields: BTreeMap<String, String>,
    args: Vec<BTreeMap<String, String>>,
}

/// The `amdhsa.kernels` list of `llvm-readobj --notes` (YAML written by LLVM: kernels start
/// with `- ` at indent 2, their fields at 4, arguments start with `- ` at 6, their fields at 8).
fn readobj(obj: &Path) -> Vec<ReadobjKernel> {
    let out = Command::new(llvm_tool("llvm-readobj"))
        .arg("--notes")
        .arg(obj)
        .output()
        .expect("llvm-readobj-22 runs");
    assert!(
        out.status.success(),
        "llvm-readobj: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut kernels: Vec<ReadobjKernel> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("amdhsa.kernels:") {
            inside = true;
            continue;
        }
        if !inside {
            continue;
        }
        if !line.starts_with(' ') {
            break;
        }
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let (dash, body) = match trimmed.strip_prefix("- ") {
            Some(b) => (true, b),
            None => (false, trimmed),
        };
        if indent == 2 && dash {
            kernels.push(ReadobjKernel::default());
        }
        // List items (`- 64`) and keys opening a nested list or map carry no scalar.
        let Some((key, value)) = body.split_once(':') else {
            continue;
        };
        let value = value.trim().trim_matches('\'').to_string();
        let Some(k) = kernels.last_mut() else { continue };
        if !key.starts_with('.') {
            continue;
        }
        if indent == 6 && dash {
            k.args.push(BTreeMap::new());
        }
        if value.is_empty() {
            continue;
        }
        match indent {
            2 | 4 => {
                k.fields.insert(key.into(), value);
            }
            6 | 8 => {
                if let Some(a) = k.args.last_mut() {
                    a.insert(key.into(), value);
                }
            }
            _ => {}
        }
    }
    kernels
}

/// `llvm-objdump -d`'s instructions of `.text`, in order.
fn objdump(obj: &Path) -> Vec<String> {
    let out = Command::new(llvm_tool("llvm-objdump"))
        .args(["-d", "--mcpu=gfx900", "--no-show-raw-insn", "--no-leading-addr"])
        .arg(obj)
        .output()
        .expect("llvm-objdump-22 runs");
    assert!(
        out.status.success(),
        "llvm-objdump: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.starts_with('\t') || l.starts_with("  "))
        .map(normalize)
        .filter(|l| !l.is_empty())
        .collect()
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

#[test]
fn comgr_reads_kcc_code_objects_as_llvm_does() {
    let comgr = Comgr::open();
    let root = root();
    let scratch = root.join("target").join("comgr");
    let cases = corpus::load(&root).unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    let mut checked = 0;
    for case in &cases {
        let ll = case
            .ir(&root, &scratch)
            .unwrap_or_else(|e| panic!("{}: {e}", case.name));
        let obj = scratch.join(format!("{}.kcc.o", case.name));
        let out = Command::new(env!("CARGO_BIN_EXE_kcc"))
            .env("KCC_VERIFY", "1")
            .arg(&ll)
            .arg("-o")
            .arg(&obj)
            .output()
            .expect("kcc runs");
        assert!(
            out.status.success(),
            "{}: kcc: {}",
            case.name,
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(&obj).unwrap();
        let mut fail = |m: String| failures.push(format!("{}: {m}", case.name));

        let data = comgr.data(&bytes);
        // Debian's comgr (ROCm 5.2) names the ISA of code object v4 but not of v5/v6; kcc's
        // object must then be refused exactly as llc-22's is.
        match comgr.isa_name(data) {
            Ok(isa) if isa == ISA => {}
            Ok(isa) => fail(format!("comgr reads the ISA as `{isa}`")),
            Err(status) => {
                let llc_obj = scratch.join(format!("{}.llc.o", case.name));
                corpus::llc(&ll, &llc_obj).unwrap_or_else(|e| panic!("{}: {e}", case.name));
                let llc_data = comgr.data(&std::fs::read(&llc_obj).unwrap());
                let llc_isa = comgr.isa_name(llc_data);
                comgr.release(llc_data);
                if llc_isa != Err(status) {
                    fail(format!(
                        "comgr cannot name kcc's ISA (status {status}), llc's: {llc_isa:?}"
                    ));
                }
            }
        }
        // Metadata: every scalar field llvm-readobj prints, comgr must give the same.
        let meta = comgr.metadata(data);
        let ours = meta.get("amdhsa.kernels").map(Meta::list).unwrap_or_default();
        let theirs = readobj(&obj);
        if ours.len() != theirs.len() || theirs.is_empty() {
            fail(format!(
                "comgr sees {} kernels, llvm-readobj {}",
                ours.len(),
                theirs.len()
            ));
        }
        for (c, r) in ours.iter().zip(&theirs) {
            for key in [
                ".name",
                ".symbol",
                ".sgpr_count",
                ".vgpr_count",
                ".kernarg_segment_size",
                ".group_segment_fixed_size",
                ".private_segment_fixed_size",
            ] {
                if !r.fields.contains_key(key) {
                    fail(format!("llvm-readobj shows no {key}"));
                }
            }
            for (key, want) in &r.fields {
                let got = c.get(key).and_then(Meta::str);
                if !same_scalar(got, want) {
                    fail(format!("kernel field {key}: comgr {got:?}, llvm-readobj {want:?}"));
                }
            }
            let cargs = c.get(".args").map(Meta::list).unwrap_or_default();
            if cargs.len() != r.args.len() {
                fail(format!(
                    "comgr sees {} arguments, llvm-readobj {}",
                    cargs.len(),
                    r.args.len()
                ));
            }
            for (n, (ca, ra)) in cargs.iter().zip(&r.args).enumerate() {
                for (key, want) in ra {
                    let got = ca.get(key).and_then(Meta::str);
                    if !same_scalar(got, want) {
                        fail(format!("argument {n} {key}: comgr {got:?}, llvm-readobj {want:?}"));
                    }
                }
            }
        }
        comgr.release(data);

        // Disassembly of .text against llvm-objdump's.
        let file = object::File::parse(&*bytes).unwrap();
        let text = file.section_by_name(".text").expect("a .text section");
        let ours = comgr.disassemble(text.data().unwrap());
        let theirs = objdump(&obj);
        if ours.len() != theirs.len() {
            fail(format!(
                "comgr decodes {} instructions, llvm-objdump {}",
                ours.len(),
                theirs.len()
            ));
        }
        for (k, (a, b)) in ours.iter().zip(&theirs).enumerate().filter(|(_, (a, b))| a != b) {
            fail(format!("instruction {k}: comgr `{a}`, llvm-objdump `{b}`"));
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(checked, cases.len());
}
