//! Code object v5/v6 kernel metadata: the `NT_AMDGPU_METADATA` MessagePack map (AMDGPUUsage,
//! "Code Object V3/V5 Metadata"), its YAML form for `.amdgpu_metadata`, and reading it back.
//!
//! Values that the kernel descriptor already fixes (sizes, register counts, dynamic stack,
//! wavefront size) are not part of [`KernelMetadata`]: they are taken from
//! [`KernelDescriptorInfo`] so the two can never disagree.

use rmpv::Value;

use super::descriptor::KernelDescriptorInfo;
use super::{CodeObjectError, CodeObjectVersion, TARGET_ID};

macro_rules! string_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $text:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant,)* }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];
            /// The metadata spelling.
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }
            pub fn parse(s: &str) -> Option<Self> {
                match s { $($text => Some($name::$variant),)* _ => None }
            }
        }
    };
}

pub use gfx9_isa::abi::{ValueKind, IMPLICIT_ARG_BYTES};

string_enum! {
    /// `.address_space` of a pointer argument.
    AddressSpace {
        Private = "private",
        Global = "global",
        Constant = "constant",
        Local = "local",
        Generic = "generic",
        Region = "region",
    }
}

string_enum! {
    /// `.access` / `.actual_access` of an argument.
    Access {
        ReadOnly = "read_only",
        WriteOnly = "write_only",
        ReadWrite = "read_write",
    }
}

/// One entry of `.args`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    pub name: Option<String>,
    pub type_name: Option<String>,
    pub offset: u32,
    pub size: u32,
    pub value_kind: ValueKind,
    pub address_space: Option<AddressSpace>,
    pub access: Option<Access>,
    pub actual_access: Option<Access>,
    pub pointee_align: Option<u32>,
    pub is_const: bool,
    pub is_restrict: bool,
    pub is_volatile: bool,
    pub is_pipe: bool,
}

impl KernelArg {
    /// An argument with only the required fields set.
    pub fn new(offset: u32, size: u32, value_kind: ValueKind) -> Self {
        KernelArg {
            name: None,
            type_name: None,
            offset,
            size,
            value_kind,
            address_space: None,
            access: None,
            actual_access: None,
            pointee_align: None,
            is_const: false,
            is_restrict: false,
            is_volatile: false,
            is_pipe: false,
        }
    }
}

/// The per-kernel metadata that the descriptor does not already determine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelMetadata {
    /// `.name`; `.symbol` is `NAME.kd`.
    pub name: String,
    pub language: Option<String>,
    pub language_version: Option<[u32; 2]>,
    pub args: Vec<KernelArg>,
    pub kernarg_segment_align: u32,
    pub max_flat_workgroup_size: u32,
    pub sgpr_spill_count: u32,
    pub vgpr_spill_count: u32,
    pub reqd_workgroup_size: Option<[u32; 3]>,
    pub workgroup_size_hint: Option<[u32; 3]>,
    pub vec_type_hint: Option<String>,
    pub device_enqueue_symbol: Option<String>,
    pub uniform_work_group_size: Option<u32>,
    /// `.kind`: "normal", "init" or "fini".
    pub kind: Option<String>,
}

impl KernelMetadata {
    /// Metadata for an OpenCL C 2.0 kernel as clang + llc describe it, without arguments.
    pub fn opencl(name: &str) -> Self {
        KernelMetadata {
            name: name.to_string(),
            language: Some("OpenCL C".to_string()),
            language_version: Some([2, 0]),
            args: Vec::new(),
            kernarg_segment_align: 8,
            max_flat_workgroup_size: 256,
            sgpr_spill_count: 0,
            vgpr_spill_count: 0,
            reqd_workgroup_size: None,
            workgroup_size_hint: None,
            vec_type_hint: None,
            device_enqueue_symbol: None,
            uniform_work_group_size: None,
            kind: None,
        }
    }
}

/// Which optional hidden arguments a kernel needs (the inverse of llc's `amdgpu-no-*`
/// attributes); the always-present ones (block counts, group sizes, remainders, global
/// offsets, grid dims) need no flag.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HiddenArgUse {
    pub printf_buffer: bool,
    pub hostcall_buffer: bool,
    pub multigrid_sync_arg: bool,
    pub heap_v1: bool,
    pub default_queue: bool,
    pub completion_action: bool,
    pub dynamic_lds_size: bool,
    pub queue_ptr: bool,
}

/// Appends the v5 hidden arguments after the explicit ones, laid out as llc-22's
/// `MetadataStreamerMsgPackV5::emitHiddenKernelArgs` does for gfx900 (which has aperture
/// registers, so no private/shared base), and returns the kernarg segment size.
/// Where the hidden arguments start in the kernarg segment: after the explicit ones, 8-aligned.
pub fn hidden_args_start(explicit_end: u32) -> u32 {
    explicit_end.next_multiple_of(8)
}

pub fn append_hidden_args_v5(args: &mut Vec<KernelArg>, explicit_end: u32, uses: &HiddenArgUse) -> u32 {
    use ValueKind::*;
    let start = hidden_args_start(explicit_end);
    let always = [
        HiddenBlockCountX,
        HiddenBlockCountY,
        HiddenBlockCountZ,
        HiddenGroupSizeX,
        HiddenGroupSizeY,
        HiddenGroupSizeZ,
        HiddenRemainderX,
        HiddenRemainderY,
        HiddenRemainderZ,
        HiddenGlobalOffsetX,
        HiddenGlobalOffsetY,
        HiddenGlobalOffsetZ,
        HiddenGridDims,
    ];
    let optional = [
        (uses.printf_buffer, HiddenPrintfBuffer),
        (uses.hostcall_buffer, HiddenHostcallBuffer),
        (uses.multigrid_sync_arg, HiddenMultigridSyncArg),
        (uses.heap_v1, HiddenHeapV1),
        (uses.default_queue, HiddenDefaultQueue),
        (uses.completion_action, HiddenCompletionAction),
        (uses.dynamic_lds_size, HiddenDynamicLdsSize),
        (uses.queue_ptr, HiddenQueuePtr),
    ];
    let kinds = always
        .into_iter()
        .chain(optional.into_iter().filter(|&(on, _)| on).map(|(_, k)| k));
    for k in kinds {
        // Every kind listed has a fixed slot in the implicit-argument block.
        let (off, size) = k.implicit_slot().unwrap_or_default();
        args.push(KernelArg::new(start + off, size, k));
    }
    start + IMPLICIT_ARG_BYTES
}

/// A map with its keys sorted, as LLVM's msgpack document writes them.
fn map(mut entries: Vec<(&str, Value)>) -> Value {
    entries.sort_by(|a, b| a.0.cmp(b.0));
    Value::Map(entries.into_iter().map(|(k, v)| (Value::from(k), v)).collect())
}

fn uints(v: &[u32]) -> Value {
    Value::Array(v.iter().map(|&x| Value::from(x)).collect())
}

fn arg_value(a: &KernelArg) -> Value {
    let mut e: Vec<(&str, Value)> = vec![
        (".offset", a.offset.into()),
        (".size", a.size.into()),
        (".value_kind", a.value_kind.as_str().into()),
    ];
    if let Some(n) = &a.name {
        e.push((".name", n.as_str().into()));
    }
    if let Some(t) = &a.type_name {
        e.push((".type_name", t.as_str().into()));
    }
    if let Some(s) = a.address_space {
        e.push((".address_space", s.as_str().into()));
    }
    if let Some(s) = a.access {
        e.push((".access", s.as_str().into()));
    }
    if let Some(s) = a.actual_access {
        e.push((".actual_access", s.as_str().into()));
    }
    if let Some(p) = a.pointee_align {
        e.push((".pointee_align", p.into()));
    }
    // llc writes the flags only when set.
    for (key, on) in [
        (".is_const", a.is_const),
        (".is_restrict", a.is_restrict),
        (".is_volatile", a.is_volatile),
        (".is_pipe", a.is_pipe),
    ] {
        if on {
            e.push((key, true.into()));
        }
    }
    map(e)
}

/// The `amdhsa.kernels` entry of one kernel.
pub fn kernel_value(md: &KernelMetadata, d: &KernelDescriptorInfo) -> Value {
    let mut e: Vec<(&str, Value)> = vec![
        (".name", md.name.as_str().into()),
        (".symbol", format!("{}.kd", md.name).into()),
        (".kernarg_segment_size", d.kernarg_size.into()),
        (".kernarg_segment_align", md.kernarg_segment_align.into()),
        (".group_segment_fixed_size", d.group_segment_fixed_size.into()),
        (".private_segment_fixed_size", d.private_segment_fixed_size.into()),
        (".uses_dynamic_stack", d.uses_dynamic_stack.into()),
        (".wavefront_size", 64u32.into()),
        (".sgpr_count", d.total_sgprs().into()),
        (".vgpr_count", d.total_vgprs().into()),
        (".sgpr_spill_count", md.sgpr_spill_count.into()),
        (".vgpr_spill_count", md.vgpr_spill_count.into()),
        (".max_flat_workgroup_size", md.max_flat_workgroup_size.into()),
    ];
    // llc writes `.args` even when there are none.
    e.push((".args", Value::Array(md.args.iter().map(arg_value).collect())));
    if let Some(l) = &md.language {
        e.push((".language", l.as_str().into()));
    }
    if let Some(v) = md.language_version {
        e.push((".language_version", uints(&v)));
    }
    if let Some(v) = md.reqd_workgroup_size {
        e.push((".reqd_workgroup_size", uints(&v)));
    }
    if let Some(v) = md.workgroup_size_hint {
        e.push((".workgroup_size_hint", uints(&v)));
    }
    if let Some(s) = &md.vec_type_hint {
        e.push((".vec_type_hint", s.as_str().into()));
    }
    if let Some(s) = &md.device_enqueue_symbol {
        e.push((".device_enqueue_symbol", s.as_str().into()));
    }
    if let Some(u) = md.uniform_work_group_size {
        e.push((".uniform_work_group_size", u.into()));
    }
    if let Some(k) = &md.kind {
        e.push((".kind", k.as_str().into()));
    }
    map(e)
}

/// The whole metadata document. llc-22 writes `amdhsa.version` 1.2 for both v5 and v6.
pub fn document(kernels: &[(&KernelMetadata, &KernelDescriptorInfo)], _version: CodeObjectVersion) -> Value {
    map(vec![
        ("amdhsa.version", uints(&[1, 2])),
        ("amdhsa.target", TARGET_ID.into()),
        (
            "amdhsa.kernels",
            Value::Array(kernels.iter().map(|(m, d)| kernel_value(m, d)).collect()),
        ),
    ])
}

/// MessagePack bytes of a metadata document (the note's descriptor).
pub fn to_msgpack(doc: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    rmpv::encode::write_value(&mut out, doc).expect("writing msgpack to a Vec");
    out
}

// ---- YAML, for `.amdgpu_metadata` in assembly ----

/// Renders a metadata document as the YAML llc prints between `.amdgpu_metadata` and
/// `.end_amdgpu_metadata` (block style, keys padded to column 17 like LLVM's YAML writer).
pub fn to_yaml(doc: &Value) -> String {
    let mut out = String::from("---\n");
    yaml_map_body(doc, 0, true, &mut out);
    out.push_str("...\n");
    out
}

fn yaml_scalar(v: &Value) -> String {
    match v {
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::String(s) => yaml_string(s.as_str().unwrap_or("")),
        Value::F32(f) => f.to_string(),
        Value::F64(f) => f.to_string(),
        Value::Nil => "~".to_string(),
        Value::Array(a) if a.is_empty() => "[]".to_string(),
        Value::Map(m) if m.is_empty() => "{}".to_string(),
        other => format!("'{other}'"),
    }
}

/// YAML words LLVM's reader takes for booleans or null.
const YAML_WORDS: &[&str] = &[
    "y", "yes", "true", "on", "n", "no", "false", "off", "null", "~", ".nan", ".inf", "-.inf", "+.inf",
];

/// Whether llvm-mc's YAML reader would read the plain scalar `s` as something other than a
/// string (a number, boolean or null). Quoting does not stop that: only a `!str` tag does.
fn reads_as_non_string(s: &str) -> bool {
    let t = s.trim_start_matches(['+', '-']);
    let t = t.strip_prefix('.').unwrap_or(t);
    // (Infinities and NaNs are numbers in any case, with or without the dot: `inf`, `NaN`.)
    t.starts_with(|c: char| c.is_ascii_digit())
        || YAML_WORDS.contains(&s.to_ascii_lowercase().as_str())
        || ["inf", "infinity", "nan"].contains(&t.to_ascii_lowercase().as_str())
}

/// Plain style for identifier-like strings, single quotes otherwise (as llc prints
/// `'float*'`), and a `!str` tag where the text would otherwise be read as another type.
fn yaml_string(s: &str) -> String {
    let plain = s
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '.' || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | ' '))
        && !s.ends_with(' ');
    let tag = if reads_as_non_string(s) { "!str " } else { "" };
    if plain && tag.is_empty() {
        s.to_string()
    } else {
        format!("{tag}'{}'", s.replace('\'', "''"))
    }
}

/// Non-empty collections are written in block style; empty ones inline (`[]`, `{}`).
fn is_compound(v: &Value) -> bool {
    match v {
        Value::Map(m) => !m.is_empty(),
        Value::Array(a) => !a.is_empty(),
        _ => false,
    }
}

/// Writes the entries of map `v` at `indent`; when `first_inline` is false the first key
/// follows a "- " already written on the current line.
fn yaml_map_body(v: &Value, indent: usize, first_inline: bool, out: &mut String) {
    let Value::Map(entries) = v else {
        return;
    };
    for (i, (k, val)) in entries.iter().enumerate() {
        if i > 0 || first_inline {
            out.push_str(&" ".repeat(indent));
        }
        let key = format!("{}:", k.as_str().unwrap_or(""));
        if is_compound(val) {
            out.push_str(&key);
            out.push('\n');
            yaml_node(val, indent + 2, out);
        } else {
            out.push_str(&format!("{key:<16} {}\n", yaml_scalar(val)));
        }
    }
}

fn yaml_node(v: &Value, indent: usize, out: &mut String) {
    match v {
        Value::Array(items) => {
            for item in items {
                out.push_str(&" ".repeat(indent));
                out.push_str("- ");
                match item {
                    Value::Map(_) if is_compound(item) => yaml_map_body(item, indent + 2, false, out),
                    Value::Array(_) if is_compound(item) => {
                        out.push('\n');
                        yaml_node(item, indent + 2, out);
                    }
                    _ => {
                        out.push_str(&yaml_scalar(item));
                        out.push('\n');
                    }
                }
            }
        }
        Value::Map(_) => yaml_map_body(v, indent, true, out),
        _ => {
            out.push_str(&" ".repeat(indent));
            out.push_str(&yaml_scalar(v));
            out.push('\n');
        }
    }
}

// ---- reading metadata back ----

fn bad(message: impl Into<String>) -> CodeObjectError {
    CodeObjectError::Metadata(message.into())
}

fn get_str(v: &Value, what: &str) -> Result<String, CodeObjectError> {
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| bad(format!("{what} is not a string")))
}

fn get_u32(v: &Value, what: &str) -> Result<u32, CodeObjectError> {
    v.as_u64()
        .and_then(|x| u32::try_from(x).ok())
        .ok_or_else(|| bad(format!("{what} is not a 32-bit unsigned integer")))
}

fn get_bool(v: &Value, what: &str) -> Result<bool, CodeObjectError> {
    v.as_bool().ok_or_else(|| bad(format!("{what} is not a boolean")))
}

fn get_u32s<const N: usize>(v: &Value, what: &str) -> Result<[u32; N], CodeObjectError> {
    let items = v.as_array().ok_or_else(|| bad(format!("{what} is not an array")))?;
    if items.len() != N {
        return Err(bad(format!("{what} has {} entries, expected {N}", items.len())));
    }
    let mut out = [0; N];
    for (o, i) in out.iter_mut().zip(items) {
        *o = get_u32(i, what)?;
    }
    Ok(out)
}

fn entries<'a>(v: &'a Value, what: &str) -> Result<Vec<(&'a str, &'a Value)>, CodeObjectError> {
    let m = v.as_map().ok_or_else(|| bad(format!("{what} is not a map")))?;
    m.iter()
        .map(|(k, v)| {
            k.as_str()
                .map(|k| (k, v))
                .ok_or_else(|| bad(format!("{what} has a non-string key")))
        })
        .collect()
}

fn parse_enum<T>(v: &Value, what: &str, parse: fn(&str) -> Option<T>) -> Result<T, CodeObjectError> {
    let s = get_str(v, what)?;
    parse(&s).ok_or_else(|| bad(format!("unknown {what} '{s}'")))
}

fn parse_arg(v: &Value) -> Result<KernelArg, CodeObjectError> {
    let mut a = KernelArg::new(0, 0, ValueKind::HiddenNone);
    let (mut offset, mut size, mut kind) = (None, None, None);
    for (k, v) in entries(v, "kernel argument")? {
        match k {
            ".name" => a.name = Some(get_str(v, k)?),
            ".type_name" => a.type_name = Some(get_str(v, k)?),
            ".offset" => offset = Some(get_u32(v, k)?),
            ".size" => size = Some(get_u32(v, k)?),
            ".value_kind" => kind = Some(parse_enum(v, k, ValueKind::parse)?),
            ".address_space" => a.address_space = Some(parse_enum(v, k, AddressSpace::parse)?),
            ".access" => a.access = Some(parse_enum(v, k, Access::parse)?),
            ".actual_access" => a.actual_access = Some(parse_enum(v, k, Access::parse)?),
            ".pointee_align" => a.pointee_align = Some(get_u32(v, k)?),
            ".is_const" => a.is_const = get_bool(v, k)?,
            ".is_restrict" => a.is_restrict = get_bool(v, k)?,
            ".is_volatile" => a.is_volatile = get_bool(v, k)?,
            ".is_pipe" => a.is_pipe = get_bool(v, k)?,
            other => return Err(bad(format!("unsupported kernel argument key {other}"))),
        }
    }
    a.offset = offset.ok_or_else(|| bad("kernel argument without .offset"))?;
    a.size = size.ok_or_else(|| bad("kernel argument without .size"))?;
    a.value_kind = kind.ok_or_else(|| bad("kernel argument without .value_kind"))?;
    Ok(a)
}

/// Reads one `amdhsa.kernels` entry. Keys the descriptor determines are accepted and
/// ignored; unknown keys are errors, so nothing llc writes can be silently dropped.
pub fn parse_kernel(v: &Value) -> Result<KernelMetadata, CodeObjectError> {
    let mut md = KernelMetadata::opencl("");
    md.language = None;
    md.language_version = None;
    let mut name = None;
    for (k, v) in entries(v, "kernel")? {
        match k {
            ".name" => name = Some(get_str(v, k)?),
            ".language" => md.language = Some(get_str(v, k)?),
            ".language_version" => md.language_version = Some(get_u32s(v, k)?),
            ".args" => {
                let items = v.as_array().ok_or_else(|| bad(".args is not an array"))?;
                md.args = items.iter().map(parse_arg).collect::<Result<_, _>>()?;
            }
            ".kernarg_segment_align" => md.kernarg_segment_align = get_u32(v, k)?,
            ".max_flat_workgroup_size" => md.max_flat_workgroup_size = get_u32(v, k)?,
            ".sgpr_spill_count" => md.sgpr_spill_count = get_u32(v, k)?,
            ".vgpr_spill_count" => md.vgpr_spill_count = get_u32(v, k)?,
            ".reqd_workgroup_size" => md.reqd_workgroup_size = Some(get_u32s(v, k)?),
            ".workgroup_size_hint" => md.workgroup_size_hint = Some(get_u32s(v, k)?),
            ".vec_type_hint" => md.vec_type_hint = Some(get_str(v, k)?),
            ".device_enqueue_symbol" => md.device_enqueue_symbol = Some(get_str(v, k)?),
            ".uniform_work_group_size" => md.uniform_work_group_size = Some(get_u32(v, k)?),
            ".kind" => md.kind = Some(get_str(v, k)?),
            ".symbol"
            | ".kernarg_segment_size"
            | ".group_segment_fixed_size"
            | ".private_segment_fixed_size"
            | ".uses_dynamic_stack"
            | ".wavefront_size"
            | ".sgpr_count"
            | ".vgpr_count" => {}
            other => return Err(bad(format!("unsupported kernel key {other}"))),
        }
    }
    md.name = name.ok_or_else(|| bad("kernel without .name"))?;
    Ok(md)
}

/// Decodes an `NT_AMDGPU_METADATA` descriptor into its MessagePack document.
pub fn from_msgpack(bytes: &[u8]) -> Result<Value, CodeObjectError> {
    let mut rd = bytes;
    rmpv::decode::read_value(&mut rd).map_err(|e| bad(format!("bad msgpack: {e}")))
}

/// The kernels of a metadata document, in order.
pub fn parse_kernels(doc: &Value) -> Result<Vec<KernelMetadata>, CodeObjectError> {
    let kernels = entries(doc, "metadata")?
        .into_iter()
        .find(|(k, _)| *k == "amdhsa.kernels")
        .and_then(|(_, v)| v.as_array())
        .ok_or_else(|| bad("metadata has no amdhsa.kernels array"))?;
    kernels.iter().map(parse_kernel).collect()
}
