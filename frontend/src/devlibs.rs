//! The ROCm device libraries (`--rocm-device-libs`): where they are and which files an OpenCL
//! kernel for gfx900 links.
//!
//! The set is the one clang 22 links for `-x cl -mcpu=gfx900` (see `clang -###`): opencl,
//! ocml, ockl, and the oclc control libraries that set the `__oclc_*` constants ocml and ockl
//! read — unsafe math off, finite-only off, correctly rounded sqrt off (OpenCL's default;
//! `-cl-fp32-correctly-rounded-divide-sqrt` and HIP turn it on), wave64, ISA version 9.0.0,
//! code object ABI 5. Device libraries older than ROCm 6 also read `__oclc_daz_opt`: gfx900
//! keeps f32 denormals, so it is `oclc_daz_opt_off.bc`, linked where the directory has it.
//! A `--link` library comes first, so its control constants win over these.

use crate::FrontendError;
use std::path::{Path, PathBuf};

/// The files, in link order; `optional` ones are linked when present.
const LIBRARIES: [(&str, bool); 10] = [
    ("opencl.bc", false),
    ("ocml.bc", false),
    ("ockl.bc", false),
    ("oclc_unsafe_math_off.bc", false),
    ("oclc_finite_only_off.bc", false),
    ("oclc_correctly_rounded_sqrt_off.bc", false),
    ("oclc_daz_opt_off.bc", true),
    ("oclc_wavefrontsize64_on.bc", false),
    ("oclc_isa_version_900.bc", false),
    ("oclc_abi_version_500.bc", false),
];

/// Where installations put the bitcode: Debian's `rocm-device-libs`, then ROCm's trees.
const SYSTEM_DIRS: [&str; 3] = [
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode",
    "/usr/lib/amdgcn/bitcode",
    "/opt/rocm/amdgcn/bitcode",
];

/// The directory: the one given, else `$HIP_DEVICE_LIB_PATH` or `$ROCM_PATH/amdgcn/bitcode`
/// (as clang reads them), else the first system directory with `ocml.bc`.
pub fn directory(given: Option<&Path>) -> Result<PathBuf, FrontendError> {
    if let Some(dir) = given {
        return Ok(dir.to_path_buf());
    }
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(dir) = std::env::var_os("HIP_DEVICE_LIB_PATH") {
        candidates.push(dir.into());
    }
    if let Some(rocm) = std::env::var_os("ROCM_PATH") {
        candidates.push(Path::new(&rocm).join("amdgcn/bitcode"));
    }
    candidates.extend(SYSTEM_DIRS.iter().map(PathBuf::from));
    candidates
        .into_iter()
        .find(|d| d.join("ocml.bc").is_file())
        .ok_or_else(|| {
            FrontendError::new(
                "--rocm-device-libs: cannot find the ROCm device libraries (ocml.bc); install Debian's \
             rocm-device-libs or give the directory: --rocm-device-libs=DIR",
            )
        })
}

/// The standard files for gfx900 OpenCL in `dir`, in link order.
pub fn files(dir: &Path) -> Result<Vec<PathBuf>, FrontendError> {
    let mut out = Vec::new();
    for (name, optional) in LIBRARIES {
        let path = dir.join(name);
        if path.is_file() {
            out.push(path);
        } else if !optional {
            return Err(FrontendError::new(format!(
                "--rocm-device-libs: {}: No such file or directory",
                path.display()
            )));
        }
    }
    Ok(out)
}
