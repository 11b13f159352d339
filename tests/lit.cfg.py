# lit configuration for kcc's regression tests. Run through scripts/test (or
# `lit tests/`), which builds kcc first and puts LLVM 22's tools on PATH.
import os
import sys
import lit.formats

config.name = "kcc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir", ".cl", ".s", ".test"]
config.excludes = ["Inputs", "kernels", "conformance", "llvm-codegen-amdgpu", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(root, "target", "lit")

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
kcc = os.environ.get("KCC", os.path.join(root, "target", "release", "kcc"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
# regalloc2's checker verifies every register allocation kcc makes here (off for users).
config.environment["KCC_VERIFY"] = "1"
config.substitutions.append(("%kcc", kcc))
# OpenCL C to LLVM IR the way the kernels in tests/ are built.
config.substitutions.append(
    ("%clang_cl",
     "clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -emit-llvm -S"))
config.substitutions.append(("%llc", "llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900"))
# Generators of kernels too large to keep as files (tests/Inputs/*.py).
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# ROCm's device libraries (Debian's rocm-device-libs package), for tests/devlibs: the directory
# (`%devlibs_dir`) and, as the oracle for what an OpenCL kernel for gfx900 links, the files
# clang-22 picks for it (`%devlibs`, from `clang -###`). Libraries older than ROCm 6 also
# read `__oclc_daz_opt`, which clang 22 no longer links: gfx900 keeps denormals, so "off".
def rocm_device_libs():
    import glob
    import re
    import subprocess
    dirs = []
    try:
        listed = subprocess.run(["dpkg", "-L", "rocm-device-libs"], capture_output=True, text=True).stdout
        dirs = [os.path.dirname(p) for p in listed.split() if p.endswith("/ocml.bc")]
    except OSError:
        pass
    dirs += glob.glob("/opt/rocm/amdgcn/bitcode")
    dirs = [d for d in dirs if os.path.isfile(os.path.join(d, "ocml.bc"))]
    if not dirs:
        return None
    d = dirs[0]
    cmd = [os.path.join(llvm_bin, "clang"), "-###", "-x", "cl", "-target", "amdgcn-amd-amdhsa",
           "-mcpu=gfx900", "-mcode-object-version=5", "--rocm-device-lib-path=" + d, "-c",
           "-o", os.devnull, os.devnull]
    out = subprocess.run(cmd, capture_output=True, text=True).stderr
    files = re.findall(r'"-mlink-builtin-bitcode" "([^"]+)"', out)
    if not files:
        return None
    daz = os.path.join(d, "oclc_daz_opt_off.bc")
    if os.path.isfile(daz):
        files.append(daz)
    return d, files

devlibs = rocm_device_libs()
if devlibs:
    config.available_features.add("rocm-device-libs")
    config.substitutions.append(("%devlibs_dir", devlibs[0]))
    config.substitutions.append(("%devlibs", " ".join(devlibs[1])))
