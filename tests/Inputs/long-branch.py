#!/usr/bin/env python3
"""Writes a kernel whose code is larger than a SOPP branch reaches (+-128 KiB): a divergent
loop (each lane runs ((tid + trips) % 3) + 1 iterations) around a divergent if (lanes with an
odd x) whose body is STEPS dependent steps x = (x ^ A(k)) * B(k), with A and B below.
Usage: long-branch.py STEPS [NUM_SGPR] > kernel.ll (NUM_SGPR: an amdgpu-num-sgpr limit).
tests/long_branches.rs computes the same values."""
import sys


def a(k):
    return (k * 2654435761 + 12345) % 2**31


def b(k):
    return (k * 40503 + 3) | 1


steps = int(sys.argv[1])
limit = sys.argv[2] if len(sys.argv) > 2 else None
attrs = " #0" if limit else ""
out = [f"""define amdgpu_kernel void @long_branch(ptr addrspace(1) %out, i32 %trips){attrs} {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %latch]
  %x = phi i32 [%tid, %entry], [%x2, %latch]
  %odd = and i32 %x, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %body, label %latch
body:"""]
prev = "%x"
for k in range(steps):
    out.append(f"  %v{k} = xor i32 {prev}, {a(k)}")
    out.append(f"  %w{k} = mul i32 %v{k}, {b(k)}")
    prev = f"%w{k}"
out.append(f"""  br label %latch
latch:
  %x2 = phi i32 [%x, %loop], [{prev}, %body]
  %i1 = add i32 %i, 1
  %t = add i32 %tid, %trips
  %m = urem i32 %t, 3
  %lim = add i32 %m, 1
  %more = icmp ult i32 %i1, %lim
  br i1 %more, label %loop, label %exit
exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x2, ptr addrspace(1) %p
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()""")
if limit:
    out.append(f'attributes #0 = {{ "amdgpu-num-sgpr"="{limit}" }}')
print("\n".join(out))
