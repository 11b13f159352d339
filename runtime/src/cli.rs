//! `kcc run`: load a code object, launch one kernel, write the buffers back.
use crate::device::{Arg, Device, Launch, DEFAULT_BUDGET};
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
    /// Kernel arguments in order: buf:PATH, i32:V, u32:V, i64:V, u64:V, f32:V, f64:V
    /// (and local:BYTES for a `__local` pointer argument).
    #[arg(long = "arg")]
    pub args: Vec<String>,
    /// Where buffer arguments are written after the run (argN.bin).
    #[arg(long)]
    pub out_dir: Option<PathBuf>,
    /// Print executed-instruction counts by class and the active-lane fraction.
    #[arg(long)]
    pub stats: bool,
    /// Print every executed instruction with EXEC.
    #[arg(long)]
    pub trace: bool,
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

fn parse_arg(s: &str, dev: &Device) -> Result<Arg, String> {
    let (ty, v) = s
        .split_once(':')
        .ok_or_else(|| format!("--arg `{s}`: expected TYPE:VALUE"))?;
    let bad = |_: std::num::ParseIntError| format!("--arg `{s}`: `{v}` is not a valid {ty}");
    let badf = |_: std::num::ParseFloatError| format!("--arg `{s}`: `{v}` is not a valid {ty}");
    Ok(match ty {
        "buf" => {
            let data = std::fs::read(v).map_err(|e| format!("--arg `{s}`: cannot read {v}: {e}"))?;
            Arg::Buffer(dev.alloc(&data))
        }
        "i32" => Arg::I32(v.parse().map_err(bad)?),
        "u32" => Arg::U32(v.parse().map_err(bad)?),
        "i64" => Arg::I64(v.parse().map_err(bad)?),
        "u64" => Arg::U64(v.parse().map_err(bad)?),
        "f32" => Arg::F32(v.parse().map_err(badf)?),
        "f64" => Arg::F64(v.parse().map_err(badf)?),
        // Extension: bytes of dynamic LDS for a `__local` pointer argument.
        "local" => Arg::Local(
            v.parse()
                .map_err(|_| format!("--arg `{s}`: `{v}` is not a byte count"))?,
        ),
        _ => {
            return Err(format!(
                "--arg `{s}`: unknown type `{ty}` (buf, i32, u32, i64, u64, f32, f64, local)"
            ))
        }
    })
}

pub fn run_command(args: &RunArgs) -> Result<(), String> {
    let elf = std::fs::read(&args.object).map_err(|e| format!("cannot read {}: {e}", args.object.display()))?;
    let (grid, gd) = dims(&args.grid, "grid")?;
    let (block, bd) = dims(&args.block, "block")?;
    let dev = Device::new();
    let module = dev.load(&elf).map_err(|e| e.to_string())?;
    let kargs: Vec<Arg> = args.args.iter().map(|a| parse_arg(a, &dev)).collect::<Result<_, _>>()?;
    let mut l = Launch::new(grid, block);
    l.dims = gd.max(bd);
    l.trace = args.trace;
    l.max_instructions = args.max_instructions;
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
