#!/usr/bin/env python3
"""Writes a kernel that keeps VALUES loaded values live across a loop with a divergent trip
count, so they spill, optionally after a private array of ALLOCA_BYTES (a power of two, at
least 4) that puts every spill slot past it. Work-item gid = 128 * group + id loads v[k] = in[gid + k], runs
(v[0] & 7) + 1 iterations of x = x * 1664525 + i from x = gid (plus a[gid & mask], which it
stored, when there is an array), then folds acc = (acc ^ v[k]) * B(k) over every k from
acc = x and stores it to out[gid]. Blocks are 128 work-items; the in buffer needs grid +
VALUES words.
Usage: far-spills.py VALUES [ALLOCA_BYTES] > kernel.ll"""
import sys


def b(k):
    return (k * 40503 + 3) | 1


values = int(sys.argv[1])
alloca_words = int(sys.argv[2]) // 4 if len(sys.argv) > 2 else 0
out = ["""define amdgpu_kernel void @far_spills(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 7
  %gid = add i32 %base, %tid"""]
if alloca_words:
    out.append(f"""  %a = alloca [{alloca_words} x i32], align 4, addrspace(5)
  %slot = and i32 %gid, {alloca_words - 1}
  %pa = getelementptr [{alloca_words} x i32], ptr addrspace(5) %a, i32 0, i32 %slot
  store i32 %gid, ptr addrspace(5) %pa""")
for k in range(values):
    out.append(f"  %n{k} = add i32 %gid, {k}")
    out.append(f"  %p{k} = getelementptr i32, ptr addrspace(1) %in, i32 %n{k}")
    out.append(f"  %v{k} = load volatile i32, ptr addrspace(1) %p{k}")
start = "%x0" if alloca_words else "%gid"
if alloca_words:
    out.append("  %a0 = load i32, ptr addrspace(5) %pa")
    out.append("  %x0 = add i32 %a0, %gid")
out.append(f"""  %t7 = and i32 %v0, 7
  %trips = add i32 %t7, 1
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %x = phi i32 [{start}, %entry], [%x2, %loop]
  %x1 = mul i32 %x, 1664525
  %x2 = add i32 %x1, %i
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %trips
  br i1 %c, label %loop, label %exit
exit:""")
acc = "%x2"
for k in range(values):
    out.append(f"  %e{k} = xor i32 {acc}, %v{k}")
    out.append(f"  %m{k} = mul i32 %e{k}, {b(k)}")
    acc = f"%m{k}"
out.append(f"""  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 {acc}, ptr addrspace(1) %po
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()""")
print("\n".join(out))
