//! The kernel corpus (`tests/kernels/corpus.json`), shared by the end-to-end test
//! (`tests/corpus_vs_llc.rs`) and the benchmark (`backend/benches/compare`): each case names a
//! kernel, its source (OpenCL C, or hand-written LLVM IR), how clang turns the source into IR,
//! its arguments with their random inputs, and the dispatch. This module reads the list, builds
//! each case's `.ll` and llc-22's object, makes the inputs (the same bytes for every user) and
//! runs code objects on the runtime's emulator.
#![allow(dead_code)]

use runtime::{Arg as RtArg, Device, Launch, Stats};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Element type of a buffer argument: how inputs are generated and outputs compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Elem {
    I8,
    I16,
    I32,
    I64,
    F16,
    F32,
    /// f32 holding whole numbers (sums are exact in any order).
    #[serde(rename = "f32-whole")]
    WholeF32,
    F64,
}

impl Elem {
    pub fn size(self) -> usize {
        match self {
            Elem::I8 => 1,
            Elem::I16 | Elem::F16 => 2,
            Elem::I32 | Elem::F32 | Elem::WholeF32 => 4,
            Elem::I64 | Elem::F64 => 8,
        }
    }
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(try_from = "RawInput")]
pub enum Input {
    /// `len` elements: random values in `lo..hi` (floats get a random fraction added), or
    /// zeros when no range is given (an output buffer).
    Buffer {
        elem: Elem,
        len: usize,
        lo: i64,
        hi: i64,
    },
    I32(i32),
    F32(f32),
}

/// An argument as written in the JSON file: `{"buffer": ELEM, "len": N, "random": [LO, HI]}`,
/// `{"i32": V}` or `{"f32": V}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInput {
    buffer: Option<Elem>,
    len: Option<usize>,
    random: Option<[i64; 2]>,
    i32: Option<i32>,
    f32: Option<f32>,
}

impl TryFrom<RawInput> for Input {
    type Error = String;
    fn try_from(r: RawInput) -> Result<Input, String> {
        const FORMS: &str = r#"an argument is {"buffer": ELEM, "len": N} (zeroed), {"buffer": ELEM, "len": N, "random": [LO, HI]}, {"i32": V} or {"f32": V}"#;
        match r {
            RawInput {
                buffer: Some(elem),
                len: Some(len),
                random,
                i32: None,
                f32: None,
            } => {
                let [lo, hi] = random.unwrap_or([0, 0]);
                if hi < lo {
                    return Err(format!("random range [{lo}, {hi}] is empty"));
                }
                Ok(Input::Buffer { elem, len, lo, hi })
            }
            RawInput {
                buffer: None,
                len: None,
                random: None,
                i32: Some(v),
                f32: None,
            } => Ok(Input::I32(v)),
            RawInput {
                buffer: None,
                len: None,
                random: None,
                i32: None,
                f32: Some(v),
            } => Ok(Input::F32(v)),
            _ => Err(FORMS.to_string()),
        }
    }
}

/// How clang-22 turns an OpenCL C source into the IR every compiler gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Pipeline {
    /// `clang -O2`: what the corpus mostly is.
    O2,
    /// `clang -O0 -Xclang -disable-O0-optnone` then `opt -passes=mem2reg`: SSA, but none of
    /// clang's clean-ups (redundant branches, unfolded address arithmetic, no loop rotation).
    #[serde(rename = "O0+mem2reg")]
    O0Mem2reg,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Unique case name (also names the build products); the kernel's name unless `kernel` says.
    pub name: String,
    kernel: Option<String>,
    /// File in `tests/kernels`: `.cl` (OpenCL C, built with `pipeline`) or `.ll` (used as is).
    pub source: String,
    pipeline: Option<Pipeline>,
    pub args: Vec<Input>,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    /// Needs the interpreter's wave mode (ballot, readfirstlane, bpermute, DPP).
    #[serde(default)]
    pub waves: bool,
    /// Bytes of dynamic LDS the launch gives (HIP's `sharedMemBytes`).
    #[serde(default)]
    pub dynamic_lds: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    cases: Vec<Case>,
}

/// LLVM 22's tool `name` (`$LLVM_BIN/name` when `LLVM_BIN` is set).
pub fn llvm_tool(name: &str) -> PathBuf {
    let bin = std::env::var("LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    Path::new(&bin).join(name)
}

/// The folder of the corpus, given the repository's root.
pub fn kernels_dir(root: &Path) -> PathBuf {
    root.join("tests/kernels")
}

/// Reads and checks `tests/kernels/corpus.json`.
pub fn load(root: &Path) -> Result<Vec<Case>, String> {
    let path = kernels_dir(root).join("corpus.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let file: File = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut names = std::collections::HashSet::new();
    for c in &file.cases {
        let at = |msg: String| format!("{}: case {}: {msg}", path.display(), c.name);
        if !names.insert(c.name.as_str()) {
            return Err(at("duplicate case name".into()));
        }
        if !kernels_dir(root).join(&c.source).is_file() {
            return Err(at(format!("source {} not found", c.source)));
        }
        if c.source.ends_with(".ll") && c.pipeline.is_some() {
            return Err(at("a .ll source is used as written; it takes no pipeline".into()));
        }
        if !c.source.ends_with(".ll") && !c.source.ends_with(".cl") {
            return Err(at("the source must be .cl or .ll".into()));
        }
        if c.grid.contains(&0) || c.block.contains(&0) {
            return Err(at("grid and block sizes must be positive".into()));
        }
    }
    Ok(file.cases)
}

impl Case {
    pub fn kernel(&self) -> &str {
        self.kernel.as_deref().unwrap_or(&self.name)
    }

    pub fn pipeline(&self) -> Option<Pipeline> {
        if self.source.ends_with(".ll") {
            None
        } else {
            Some(self.pipeline.unwrap_or(Pipeline::O2))
        }
    }

    /// The IR all compilers get: clang's output for `.cl` sources (in `out`), the file itself
    /// for `.ll` sources.
    pub fn ir(&self, root: &Path, out: &Path) -> Result<PathBuf, String> {
        let src = kernels_dir(root).join(&self.source);
        let Some(pipeline) = self.pipeline() else {
            return Ok(src);
        };
        std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
        let ll = out.join(format!("{}.ll", self.name));
        let opt_level: &[&str] = match pipeline {
            Pipeline::O2 => &["-O2"],
            Pipeline::O0Mem2reg => &["-O0", "-Xclang", "-disable-O0-optnone"],
        };
        run_tool(
            Command::new(llvm_tool("clang"))
                .args([
                    "-x",
                    "cl",
                    "-cl-std=CL2.0",
                    "-target",
                    "amdgcn-amd-amdhsa",
                    "-mcpu=gfx900",
                    "-nogpulib",
                ])
                .args(opt_level)
                .arg("-include")
                .arg(kernels_dir(root).join("kcc_builtins.h"))
                .args(["-emit-llvm", "-S"])
                .arg(&src)
                .arg("-o")
                .arg(&ll),
        )?;
        if pipeline == Pipeline::O0Mem2reg {
            run_tool(
                Command::new(llvm_tool("opt"))
                    .args(["-passes=mem2reg", "-S"])
                    .arg(&ll)
                    .arg("-o")
                    .arg(&ll),
            )?;
        }
        Ok(ll)
    }

    /// Each argument's input bytes (`None` for scalars), the same on every call: the seed
    /// comes from the kernel's name, so reordering the corpus does not change its inputs and
    /// variants of one kernel with the same arguments get the same bytes.
    pub fn inputs(&self) -> Vec<Option<Vec<u8>>> {
        let seed = self.kernel().bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
        self.args
            .iter()
            .enumerate()
            .map(|(k, a)| match *a {
                Input::Buffer { elem, len, lo, hi } => Some(fill(elem, len, lo, hi, seed.wrapping_add(k as u64))),
                _ => None,
            })
            .collect()
    }

    /// The element types of the buffer arguments, in order.
    pub fn buffer_elems(&self) -> Vec<Elem> {
        self.args
            .iter()
            .filter_map(|a| match a {
                Input::Buffer { elem, .. } => Some(*elem),
                _ => None,
            })
            .collect()
    }

    pub fn launch(&self) -> Launch {
        let mut l = Launch::new(self.grid, self.block);
        l.dynamic_lds = self.dynamic_lds;
        l
    }

    /// Runs the case's kernel from code object `object` on `dev` with `inputs`; returns the
    /// buffers afterwards and the execution statistics.
    pub fn run(
        &self,
        dev: &Device,
        object: &[u8],
        inputs: &[Option<Vec<u8>>],
    ) -> Result<(Vec<Vec<u8>>, Stats), String> {
        let module = dev
            .load(object)
            .map_err(|e| format!("the code object does not load: {e}"))?;
        let info = module.kernel(self.kernel()).map_err(|e| e.to_string())?;
        let explicit: Vec<_> = info.args.iter().filter(|a| !a.kind.is_hidden()).collect();
        if explicit.len() != self.args.len() {
            return Err(format!(
                "the kernel takes {} arguments, the case gives {}",
                explicit.len(),
                self.args.len()
            ));
        }
        let mut buffers = Vec::new();
        let mut args: Vec<RtArg> = Vec::new();
        for ((a, bytes), meta) in self.args.iter().zip(inputs).zip(explicit) {
            args.push(match a {
                Input::Buffer { .. } => {
                    let data = bytes.as_deref().expect("buffers have inputs");
                    let b = dev.alloc_for(meta, data, 0).map_err(|e| e.to_string())?;
                    buffers.push(b);
                    RtArg::Buffer(b)
                }
                Input::I32(v) => RtArg::I32(*v),
                Input::F32(v) => RtArg::F32(*v),
            });
        }
        let stats = dev
            .launch(&module, self.kernel(), &args, &self.launch())
            .map_err(|e| e.to_string())?;
        let out = buffers.iter().map(|b| dev.read(b)).collect();
        for b in buffers {
            dev.free(b);
        }
        Ok((out, stats))
    }
}

/// llc-22 -O2: `ll` to the code object `obj`.
pub fn llc(ll: &Path, obj: &Path) -> Result<(), String> {
    run_tool(Command::new(llvm_tool("llc")).args(LLC_ARGS).arg(ll).arg("-o").arg(obj))
}

/// llc's options: the reference every kcc number is compared with.
pub const LLC_ARGS: &[&str] = &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-O2", "-filetype=obj"];

fn run_tool(cmd: &mut Command) -> Result<(), String> {
    let out = cmd.output().map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!("{cmd:?} failed:\n{}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(())
}

/// Deterministic pseudo-random bytes for an input buffer (xorshift64).
fn fill(elem: Elem, len: usize, lo: i64, hi: i64, seed: u64) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::with_capacity(len * elem.size());
    for _ in 0..len {
        let span = (hi - lo) as u64;
        let v = if span == 0 { lo } else { lo + (next() % span) as i64 };
        match elem {
            Elem::F16 => out.extend_from_slice(
                &runtime::wave::f32_to_half(v as f32 + (next() % 1000) as f32 / 1000.0).to_le_bytes(),
            ),
            Elem::F32 => out.extend_from_slice(&(v as f32 + (next() % 1000) as f32 / 1000.0).to_le_bytes()),
            Elem::WholeF32 => out.extend_from_slice(&(v as f32).to_le_bytes()),
            Elem::F64 => out.extend_from_slice(&(v as f64 + (next() % 1000) as f64 / 1000.0).to_le_bytes()),
            int => out.extend_from_slice(&v.to_le_bytes()[..int.size()]),
        }
    }
    out
}

/// Whether two copies of a buffer agree: integers exactly, floats within a few ulps (llc may
/// or may not fuse multiply-adds). `a` is the reference (llc's), `b` the result checked.
pub fn same(elem: Elem, a: &[u8], b: &[u8]) -> Result<(), String> {
    let close = |x: f64, y: f64, eps: f64| {
        x == y || (x.is_nan() && y.is_nan()) || (x - y).abs() <= eps * x.abs().max(y.abs()).max(1e-30)
    };
    if a.len() != b.len() {
        return Err(format!("lengths differ: {} and {} bytes", a.len(), b.len()));
    }
    for (i, (x, y)) in a.chunks(elem.size()).zip(b.chunks(elem.size())).enumerate() {
        let ok = match elem {
            Elem::F16 => {
                let half = |b: &[u8]| runtime::wave::half_to_f32(u16::from_le_bytes(b.try_into().unwrap())) as f64;
                close(half(x), half(y), 4.0 / 1024.0)
            }
            Elem::F32 | Elem::WholeF32 => close(
                f32::from_le_bytes(x.try_into().unwrap()) as f64,
                f32::from_le_bytes(y.try_into().unwrap()) as f64,
                4.0 * f32::EPSILON as f64,
            ),
            Elem::F64 => close(
                f64::from_le_bytes(x.try_into().unwrap()),
                f64::from_le_bytes(y.try_into().unwrap()),
                4.0 * f64::EPSILON,
            ),
            _ => x == y,
        };
        if !ok {
            return Err(format!("element {i}: {x:?} in the reference, {y:?} here"));
        }
    }
    Ok(())
}
