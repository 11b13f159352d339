#!/usr/bin/env python3
"""Writes a register-pressure kernel: VALUES per-lane values (every fourth one 64-bit) and
UNIFORM uniform ones, all live across a loop with a divergent trip count whose body branches on
a divergent condition.

Work-item gid = 64 * group + id loads v[k] = in[gid + k] (volatile, so nothing recomputes them)
and u[k] = c[k] (uniform; c needs UNIFORM words). Iteration i (of (v[0] & 7) + 1) sets every
v[k] to v[k] * B(k) + (i ^ u[k % UNIFORM]) when bit i of v[1] is set, else to
v[k] ^ v[(k + 1) % VALUES]; then acc = x folds acc = (acc ^ v[k]) * B(k) over every k and
every u[k], and out[gid] = acc (64-bit ones folded to 32 bits by xor of their halves). The in buffer needs grid + VALUES
words. ATTRIBUTES go into the kernel's attribute group verbatim.
Usage: pressure.py VALUES UNIFORM [ATTRIBUTES] > kernel.ll"""
import sys

values = int(sys.argv[1])
uniform = int(sys.argv[2])
attributes = sys.argv[3] if len(sys.argv) > 3 else ""


def b(k):
    return (k * 40503 + 3) | 1


def ty(k):
    return "i64" if k % 4 == 3 else "i32"


out = [f"""define amdgpu_kernel void @pressure(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr addrspace(4) %c) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %tid"""]
for k in range(values):
    out.append(f"  %n{k} = add i32 %gid, {k}")
    out.append(f"  %p{k} = getelementptr i32, ptr addrspace(1) %in, i32 %n{k}")
    if ty(k) == "i64":
        out.append(f"  %w{k} = load volatile i32, ptr addrspace(1) %p{k}")
        out.append(f"  %z{k} = zext i32 %w{k} to i64")
        out.append(f"  %v{k} = mul i64 %z{k}, {b(k) * 65537}")
    else:
        out.append(f"  %v{k} = load volatile i32, ptr addrspace(1) %p{k}")
for k in range(uniform):
    out.append(f"  %q{k} = getelementptr i32, ptr addrspace(4) %c, i32 {k}")
    out.append(f"  %u{k} = load i32, ptr addrspace(4) %q{k}")
first = "%v0" if ty(0) == "i32" else "%w0"
out.append(f"""  %t7 = and i32 {first}, 7
  %trips = add i32 %t7, 1
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %latch]""")
for k in range(values):
    out.append(f"  %l{k} = phi {ty(k)} [%v{k}, %entry], [%r{k}, %latch]")
out.append(f"""  %sh = lshr i32 %gid, %i
  %bit = and i32 %sh, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %then, label %else
then:""")
for k in range(values):
    t = ty(k)
    key = f"%u{k % uniform}" if uniform else "7"
    out.append(f"  %k{k} = xor i32 %i, {key}")
    if t == "i64":
        out.append(f"  %kk{k} = zext i32 %k{k} to i64")
        key = f"%kk{k}"
    else:
        key = f"%k{k}"
    out.append(f"  %m{k} = mul {t} %l{k}, {b(k)}")
    out.append(f"  %a{k} = add {t} %m{k}, {key}")
out.append("  br label %latch\nelse:")
for k in range(values):
    j = (k + 1) % values
    other = f"%l{j}"
    if ty(j) != ty(k):
        cast = "trunc" if ty(j) == "i64" else "zext"
        out.append(f"  %c{k} = {cast} {ty(j)} {other} to {ty(k)}")
        other = f"%c{k}"
    out.append(f"  %x{k} = xor {ty(k)} %l{k}, {other}")
out.append("  br label %latch\nlatch:")
for k in range(values):
    out.append(f"  %r{k} = phi {ty(k)} [%a{k}, %then], [%x{k}, %else]")
out.append("""  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trips
  br i1 %more, label %loop, label %exit
exit:""")
acc = "%gid"
terms = [(f"%r{k}", ty(k)) for k in range(values)] + [(f"%u{k}", "i32") for k in range(uniform)]
for n, (v, t) in enumerate(terms):
    if t == "i64":
        out.append(f"  %s{n} = lshr i64 {v}, 32")
        out.append(f"  %g{n} = xor i64 {v}, %s{n}")
        out.append(f"  %h{n} = trunc i64 %g{n} to i32")
        v = f"%h{n}"
    out.append(f"  %e{n} = xor i32 {acc}, {v}")
    out.append(f"  %f{n} = mul i32 %e{n}, {b(n)}")
    acc = f"%f{n}"
out.append(f"""  %po = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 {acc}, ptr addrspace(1) %po
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()""")
out.append(f"attributes #0 = {{ {attributes} }}" if attributes else "attributes #0 = { nounwind }")
print("\n".join(out))
