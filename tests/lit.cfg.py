# lit configuration for kcc's regression tests. Run through scripts/test (or
# `lit tests/`), which builds kcc first and puts LLVM 22's tools on PATH.
import os
import sys
import lit.formats

config.name = "kcc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir", ".cl", ".test"]
config.excludes = ["Inputs", "kernels", "conformance", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
config.test_exec_root = os.path.join(root, "target", "lit")

llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
kcc = os.environ.get("KCC", os.path.join(root, "target", "release", "kcc"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
config.substitutions.append(("%kcc", kcc))
# OpenCL C to LLVM IR the way the kernels in tests/ are built.
config.substitutions.append(
    ("%clang_cl",
     "clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -emit-llvm -S"))
config.substitutions.append(("%llc", "llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900"))
# Generators of kernels too large to keep as files (tests/Inputs/*.py).
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
