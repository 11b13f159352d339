#!/usr/bin/env python3
"""Writes a kernel calling a `noinline` function under register pressure: the function keeps
UNIFORM values loaded from a constant table (SGPRs) and VALUES per-lane values (VGPRs) live
across a loop of TRIPS iterations (a uniform trip count), so a called function must spill.

f(x) = fold over the loop of (acc ^ v[k]) * B(k) + u[k % UNIFORM], where v[k] = x * B(k) + k
and u[k] = table[k]; each trip updates every v[k] = v[k] * 3 + u[k % UNIFORM] ^ i. The
kernel stores f(in[gid]) to out[gid]. FUNCATTRS go into the function's attribute group.
Usage: callee-pressure.py VALUES UNIFORM TRIPS [FUNCATTRS] > kernel.ll"""
import sys

values, uniform, trips = (int(a) for a in sys.argv[1:4])
attrs = sys.argv[4] if len(sys.argv) > 4 else ""


def b(k):
    return (k * 40503 + 3) | 1


table = ", ".join(f"i32 {(k * 2654435761) % (1 << 31)}" for k in range(uniform))
out = [f"@table = internal addrspace(4) constant [{uniform} x i32] [{table}]", ""]
out.append("define internal i32 @f(i32 %x) #0 {")
out.append("entry:")
for k in range(uniform):
    out.append(f"  %pu{k} = getelementptr [{uniform} x i32], ptr addrspace(4) @table, i32 0, i32 {k}")
    out.append(f"  %u{k} = load i32, ptr addrspace(4) %pu{k}")
for k in range(values):
    out.append(f"  %m{k} = mul i32 %x, {b(k)}")
    out.append(f"  %v{k}.0 = add i32 %m{k}, {k}")
out.append("  br label %loop")
out.append("loop:")
out.append("  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]")
for k in range(values):
    out.append(f"  %v{k} = phi i32 [ %v{k}.0, %entry ], [ %w{k}, %loop ]")
for k in range(values):
    out.append(f"  %t{k} = mul i32 %v{k}, 3")
    out.append(f"  %s{k} = add i32 %t{k}, %u{k % uniform}")
    out.append(f"  %w{k} = xor i32 %s{k}, %i")
out.append("  %i1 = add i32 %i, 1")
out.append(f"  %more = icmp ult i32 %i1, {trips}")
out.append("  br i1 %more, label %loop, label %done")
out.append("done:")
acc = "%x"
for k in range(values):
    out.append(f"  %a{k} = xor i32 {acc}, %w{k}")
    out.append(f"  %b{k} = mul i32 %a{k}, {b(k)}")
    out.append(f"  %c{k} = add i32 %b{k}, %u{k % uniform}")
    acc = f"%c{k}"
for k in range(uniform):
    out.append(f"  %d{k} = add i32 {acc}, %u{k}")
    acc = f"%d{k}"
out.append(f"  ret i32 {acc}")
out.append("}")
out.append("""
define amdgpu_kernel void @callee_pressure(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gb = shl i32 %g, 6
  %gid = add i32 %gb, %id
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %x = load i32, ptr addrspace(1) %pi
  %r = call i32 @f(i32 %x)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
""")
out.append(f"attributes #0 = {{ noinline {attrs} }}")
print("\n".join(out))
