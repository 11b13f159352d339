"""Writes a kernel with one switch of N cases (values 0, 3, 6, ...; every case computes its
own value and all meet in one block), on a uniform selector (a kernel argument) or a
divergent one (a value loaded per work-item).

usage: gen.py N uniform|divergent > kernel.ll
"""
import sys

n, kind = int(sys.argv[1]), sys.argv[2]
out = [
    'target triple = "amdgcn-amd-amdhsa"',
    "declare i32 @llvm.amdgcn.workitem.id.x()",
    "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %s) {",
    "entry:",
    "  %id = call i32 @llvm.amdgcn.workitem.id.x()",
    "  %a = getelementptr i32, ptr addrspace(1) %in, i32 %id",
    "  %x = load i32, ptr addrspace(1) %a",
]
selector = "%s" if kind == "uniform" else "%x"
out.append(f"  switch i32 {selector}, label %default [" + " ".join(f"i32 {3 * i}, label %c{i}" for i in range(n)) + "]")
for i in range(n):
    out += [f"c{i}:", f"  %m{i} = mul i32 %x, {2 * i + 1}", f"  %v{i} = xor i32 %m{i}, {i * 7919}", "  br label %join"]
out += ["default:", "  %d = sub i32 0, %x", "  br label %join", "join:"]
incoming = [f"[ %v{i}, %c{i} ]" for i in range(n)] + ["[ %d, %default ]"]
out += ["  %r = phi i32 " + ", ".join(incoming)]
out += ["  %o = getelementptr i32, ptr addrspace(1) %out, i32 %id", "  store i32 %r, ptr addrspace(1) %o", "  ret void", "}"]
print("\n".join(out))
