//! `kcc run`: load a code object, launch one kernel, write the buffers back.
use crate::device::{Arg, Device, Launch, DEFAULT_BUDGET};
use crate::metadata::ArgInfo;
use gfx9_isa::abi::ValueKind;
use std::path::PathBuf;

/// Arguments of `kcc run`.
#[derive(Debug, clap::Args)]
pub struct RunArgs {
    /// The code object to load (relocatable or linked AMDGPU ELF).
    pub object: PathBuf,
    /// Kernel to launch.
    #[arg(long)]
    pub kernel: String,
    /// Total work-items per dimension: GX[,GY,GZ].
    #[arg(long)]
    pub grid: String,
    /// Work-group size: BX[,BY,BZ].
    #[arg(long)]
    pub block: String,
    /// A kernel argument, in order (repeat for each). Each is checked against the code
    /// object's metadata (`.value_kind`, `.size`, `.type_name` when present):
    ///
    ///   buf:PATH          a global/constant pointer to a buffer holding the file's bytes
    ///                     (for a 32-bit constant pointer, address space 6, the buffer lies
    ///                     below 4 GiB: the kernel's high half must be 0)
    ///   zeros:BYTES       a global/constant pointer to a zero-filled buffer of BYTES bytes
    ///   null              a null global pointer
    ///   local:BYTES       a __local pointer: BYTES of dynamic LDS
    ///   T:V               a scalar; T is i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64
    ///                     (integers in decimal or 0x hex)
    ///   TxN:V,V,..        a vector of N (2, 3, 4, 8, 16) T's, e.g. f32x4:1,2,3,4 for float4,
    ///                     i32x2:5,-6 for int2 (3-element vectors take 4 slots, as in OpenCL)
    ///   'struct:F;F;..'   a by-value struct: fields F as T:V or TxN:V,.. laid out as C does
    ///                     (each at its alignment, the size rounded up to the largest)
    ///   bytes:HEX         any by-value argument as its raw little-endian bytes
    ///
    /// Example: --arg buf:in.bin --arg zeros:4096 --arg i8:-3 --arg f16:0.5 --arg f32x4:1,2,3,4
    #[arg(long = "arg", verbatim_doc_comment)]
    pub args: Vec<String>,
    /// Where buffer arguments (buf: and zeros:) are written after the run (argN.bin, N counting
    /// every argument from 0).
    #[arg(long)]
    pub out_dir: Option<PathBuf>,
    /// Print executed-instruction counts by class and the active-lane fraction.
    #[arg(long)]
    pub stats: bool,
    /// Print every executed instruction with EXEC.
    #[arg(long)]
    pub trace: bool,
    /// Bytes of dynamic LDS per work-group, as a HIP launch's `sharedMemBytes`: what the
    /// kernel's dynamic LDS (`extern __shared__`, zero-sized LDS globals) addresses.
    #[arg(long, default_value_t = 0)]
    pub dynamic_lds: u32,
    /// Instruction budget; exceeding it stops the run with an error.
    #[arg(long, default_value_t = DEFAULT_BUDGET)]
    pub max_instructions: u64,
}

fn dims(s: &str, what: &str) -> Result<([u32; 3], u32), String> {
    let parts: Vec<&str> = s.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("--{what} takes 1 to 3 comma-separated sizes, got `{s}`"));
    }
    let mut d = [1u32; 3];
    for (k, p) in parts.iter().enumerate() {
        d[k] = p.trim().parse().map_err(|_| format!("--{what}: `{p}` is not a size"))?;
        if d[k] == 0 {
            return Err(format!("--{what}: sizes must be at least 1"));
        }
    }
    Ok((d, parts.len() as u32))
}

/// A scalar element type of a by-value argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scalar {
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
    F16,
    F32,
    F64,
}

const SCALARS: &str = "i8, u8, i16, u16, i32, u32, i64, u64, f16, f32, f64";

impl Scalar {
    fn from_name(s: &str) -> Option<Scalar> {
        use Scalar::*;
        Some(match s {
            "i8" => I8,
            "u8" => U8,
            "i16" => I16,
            "u16" => U16,
            "i32" => I32,
            "u32" => U32,
            "i64" => I64,
            "u64" => U64,
            "f16" => F16,
            "f32" => F32,
            "f64" => F64,
            _ => return None,
        })
    }
    /// The OpenCL C spelling (`.type_name`) of a scalar.
    fn from_opencl(s: &str) -> Option<Scalar> {
        use Scalar::*;
        Some(match s {
            "char" => I8,
            "uchar" | "bool" => U8,
            "short" => I16,
            "ushort" => U16,
            "int" => I32,
            "uint" => U32,
            "long" => I64,
            "ulong" => U64,
            "half" => F16,
            "float" => F32,
            "double" => F64,
            _ => return None,
        })
    }
    fn name(self) -> &'static str {
        use Scalar::*;
        match self {
            I8 => "i8",
            U8 => "u8",
            I16 => "i16",
            U16 => "u16",
            I32 => "i32",
            U32 => "u32",
            I64 => "i64",
            U64 => "u64",
            F16 => "f16",
            F32 => "f32",
            F64 => "f64",
        }
    }
    fn size(self) -> usize {
        use Scalar::*;
        match self {
            I8 | U8 => 1,
            I16 | U16 | F16 => 2,
            I32 | U32 | F32 => 4,
            I64 | U64 | F64 => 8,
        }
    }
    fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::F32 | Scalar::F64)
    }
    /// `v`'s little-endian bytes, or why it is not a value of this type.
    fn encode(self, v: &str) -> Result<Vec<u8>, String> {
        let n = self.size();
        if self.is_float() {
            let x: f64 = v.trim().parse().map_err(|_| String::new())?;
            return Ok(match self {
                Scalar::F16 => crate::wave::f32_to_half(x as f32).to_le_bytes().to_vec(),
                Scalar::F32 => (x as f32).to_le_bytes().to_vec(),
                _ => x.to_le_bytes().to_vec(),
            });
        }
        let v = v.trim();
        // Hex gives the bits; decimal must fit the type's range.
        let bits: u64 = if let Some(h) = v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
            let b = u64::from_str_radix(h, 16).map_err(|_| String::new())?;
            if n < 8 && b >> (8 * n) != 0 {
                return Err(String::new());
            }
            b
        } else {
            let x: i128 = v.parse().map_err(|_| String::new())?;
            let (lo, hi) = if matches!(self, Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64) {
                (-(1i128 << (8 * n - 1)), (1i128 << (8 * n - 1)) - 1)
            } else {
                (0, (1i128 << (8 * n)) - 1)
            };
            if x < lo || x > hi {
                return Err(String::new());
            }
            x as u64
        };
        Ok(bits.to_le_bytes()[..n].to_vec())
    }
}

/// A scalar or vector type: `lanes` elements (1 for a scalar).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ValueType {
    elem: Scalar,
    lanes: usize,
}

impl ValueType {
    /// `i32`, `f32x4`, ...
    fn from_name(s: &str) -> Option<ValueType> {
        let (e, lanes) = match s.split_once('x') {
            Some((e, n)) => (e, n.parse().ok().filter(|n| [2, 3, 4, 8, 16].contains(n))?),
            None => (s, 1),
        };
        Some(ValueType {
            elem: Scalar::from_name(e)?,
            lanes,
        })
    }
    /// OpenCL's `float4`, `int`, ...
    fn from_opencl(s: &str) -> Option<ValueType> {
        let base = s.trim_end_matches(|c: char| c.is_ascii_digit());
        let lanes = if base.len() == s.len() {
            1
        } else {
            s[base.len()..].parse().ok()?
        };
        Some(ValueType {
            elem: Scalar::from_opencl(base)?,
            lanes,
        })
    }
    /// Bytes taken (3-element vectors take 4 slots) and the alignment, which is the same.
    fn size(self) -> usize {
        self.elem.size() * if self.lanes == 3 { 4 } else { self.lanes }
    }
    fn encode(self, text: &str, vals: &str) -> Result<Vec<u8>, String> {
        let parts: Vec<&str> = vals.split(',').collect();
        if parts.len() != self.lanes {
            return Err(format!("`{text}`: {} values for {} lanes", parts.len(), self.lanes));
        }
        let mut out = Vec::with_capacity(self.size());
        for p in parts {
            let b = self
                .elem
                .encode(p)
                .map_err(|_| format!("`{text}`: `{p}` is not a valid {}", self.elem.name()))?;
            out.extend(b);
        }
        out.resize(self.size(), 0);
        Ok(out)
    }
}

/// What the user asked for, before it becomes an [`Arg`].
enum Given {
    File(Vec<u8>),
    Zeros(usize),
    Null,
    Local(u32),
    Value(Option<ValueType>, Vec<u8>),
}

fn parse_given(s: &str) -> Result<Given, String> {
    if s == "null" {
        return Ok(Given::Null);
    }
    let (ty, v) = s
        .split_once(':')
        .ok_or_else(|| format!("--arg `{s}`: expected TYPE:VALUE (see kcc run --help)"))?;
    let count = |what: &str| {
        v.parse::<u32>()
            .map_err(|_| format!("--arg `{s}`: `{v}` is not a {what}"))
    };
    Ok(match ty {
        "buf" => Given::File(std::fs::read(v).map_err(|e| format!("--arg `{s}`: cannot read {v}: {e}"))?),
        "zeros" => Given::Zeros(count("byte count")? as usize),
        "local" => Given::Local(count("byte count")?),
        "bytes" => {
            let v = v.trim();
            if v.is_empty() || v.len() % 2 != 0 || !v.bytes().all(|c| c.is_ascii_hexdigit()) {
                return Err(format!("--arg `{s}`: `{v}` is not an even number of hex digits"));
            }
            let b = (0..v.len())
                .step_by(2)
                .map(|i| u8::from_str_radix(&v[i..i + 2], 16).unwrap_or(0))
                .collect();
            Given::Value(None, b)
        }
        "struct" => {
            let mut out: Vec<u8> = Vec::new();
            let mut align = 1;
            for f in v.split(';') {
                let (ft, fv) = f
                    .split_once(':')
                    .ok_or_else(|| format!("--arg `{s}`: field `{f}` is not TYPE:VALUE"))?;
                let t = ValueType::from_name(ft)
                    .ok_or_else(|| format!("--arg `{s}`: unknown field type `{ft}` ({SCALARS}, or TxN)"))?;
                let b = t.encode(f, fv).map_err(|e| format!("--arg `{s}`: {e}"))?;
                align = align.max(t.size());
                out.resize(out.len().next_multiple_of(t.size()), 0);
                out.extend(b);
            }
            out.resize(out.len().next_multiple_of(align), 0);
            Given::Value(None, out)
        }
        _ => {
            let t = ValueType::from_name(ty).ok_or_else(|| {
                format!("--arg `{s}`: unknown type `{ty}` (buf, zeros, null, local, struct, bytes, {SCALARS}, or a vector such as f32x4)")
            })?;
            let b = t.encode(s, v).map_err(|e| {
                if t.lanes == 1 {
                    format!("--arg `{s}`: `{v}` is not a valid {ty}")
                } else {
                    format!("--arg {e}")
                }
            })?;
            Given::Value(Some(t), b)
        }
    })
}

/// Checks a value against the argument's metadata and makes it an [`Arg`].
fn make_arg(s: &str, given: Given, a: &ArgInfo, n: usize, dev: &Device) -> Result<Arg, String> {
    let what = || {
        let mut w = format!("argument {n}");
        if !a.name.is_empty() {
            w += &format!(" `{}`", a.name);
        }
        w += &format!(" ({}", a.kind.as_str());
        if !a.type_name.is_empty() {
            w += &format!(", {}", a.type_name);
        }
        w + &format!(", {} bytes)", a.size)
    };
    let wrong = |hint: &str| format!("--arg `{s}`: {} {hint}", what());
    let placed = |b: Result<_, crate::Error>| b.map_err(|e| format!("--arg `{s}`: {}: {e}", what()));
    match (a.kind, given) {
        (ValueKind::GlobalBuffer, Given::File(data)) => Ok(Arg::Buffer(placed(dev.alloc_for(a, &data, 0))?)),
        (ValueKind::GlobalBuffer, Given::Zeros(len)) => Ok(Arg::Buffer(placed(dev.alloc_for(a, &[], len))?)),
        (ValueKind::GlobalBuffer, Given::Null) => Ok(Arg::U64(0)),
        (ValueKind::GlobalBuffer, _) => Err(wrong("is a pointer: pass buf:PATH, zeros:BYTES or null")),
        (ValueKind::DynamicSharedPointer, Given::Local(b)) => Ok(Arg::Local(b)),
        (ValueKind::DynamicSharedPointer, _) => Err(wrong("is a __local pointer: pass local:BYTES")),
        (ValueKind::ByValue, Given::Value(t, bytes)) => {
            if let (Some(t), Some(want)) = (t, ValueType::from_opencl(&a.type_name)) {
                if t.lanes != want.lanes || t.elem.is_float() != want.elem.is_float() || t.size() != want.size() {
                    return Err(wrong("is given a value of another type"));
                }
            }
            if bytes.len() != a.size as usize {
                return Err(wrong(&format!("is given {} bytes", bytes.len())));
            }
            Ok(Arg::Bytes(bytes))
        }
        (ValueKind::ByValue, _) => Err(wrong("is passed by value: give TYPE:VALUE")),
        (k, _) => Err(format!(
            "--arg `{s}`: {} is a `{}` argument, which kcc run cannot pass",
            what(),
            k.as_str()
        )),
    }
}

pub fn run_command(args: &RunArgs) -> Result<(), String> {
    let elf = std::fs::read(&args.object).map_err(|e| format!("cannot read {}: {e}", args.object.display()))?;
    let (grid, gd) = dims(&args.grid, "grid")?;
    let (block, bd) = dims(&args.block, "block")?;
    // Values are parsed before anything is loaded, so a typo is reported as such.
    let given: Vec<Given> = args.args.iter().map(|a| parse_given(a)).collect::<Result<_, _>>()?;
    let dev = Device::new();
    let module = dev.load(&elf).map_err(|e| e.to_string())?;
    let info = module.kernel(&args.kernel).map_err(|e| e.to_string())?;
    let explicit: Vec<&ArgInfo> = info.args.iter().filter(|a| !a.kind.is_hidden()).collect();
    if explicit.len() != given.len() {
        return Err(format!(
            "bad launch: kernel `{}` takes {} arguments, {} given",
            args.kernel,
            explicit.len(),
            given.len()
        ));
    }
    let kargs: Vec<Arg> = given
        .into_iter()
        .zip(&explicit)
        .enumerate()
        .map(|(n, (g, a))| make_arg(&args.args[n], g, a, n, &dev))
        .collect::<Result<_, _>>()?;
    let mut l = Launch::new(grid, block);
    l.dims = gd.max(bd);
    l.trace = args.trace;
    l.max_instructions = args.max_instructions;
    l.dynamic_lds = args.dynamic_lds;
    let stats = dev
        .launch(&module, &args.kernel, &kargs, &l)
        .map_err(|e| e.to_string())?;
    if let Some(dir) = &args.out_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        for (n, a) in kargs.iter().enumerate() {
            if let Arg::Buffer(b) = a {
                let p = dir.join(format!("arg{n}.bin"));
                std::fs::write(&p, dev.read(b)).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
            }
        }
    }
    if args.stats {
        println!("{stats}");
    }
    Ok(())
}
