"""Every image intrinsic form kcc compiles, as kernels both compilers build and the emulator
runs (tests/backend/image-variants.test).

  image_variants.py gen OUT.ll DIR           write one kernel per form to OUT.ll, the image
                                              (DIR/img: 16384 bytes of floats in [0, 1) and
                                              small integers), DIR/out (4096 zero bytes) and
                                              the kernels' names (DIR/kernels)
  image_variants.py run KCC KCC.o LLC.o DIR [STEP]
                                             run each kernel (every STEP-th) of both objects
                                              (one wave of 64 lanes, `KCC run`) on copies of
                                              the buffers and require the same buffers; exit
                                              1 otherwise

The forms: load, load.mip, store, store.mip and getresinfo in every dimension, the integer
atomics on 1D and 2D images, and sample, gather4 and getlod with each combination of their
modifiers (c, d, cd, l, lz, b, cl, o) LLVM 22 declares, in the dimensions that can be
sampled. Each lane's coordinates, LOD, bias, derivatives, compare value and offsets differ,
and reach outside the image, so the clamp modes, out-of-range texels and filters all take
part; the sampler filters bilinearly with a linear mip filter and compares with LESS.
"""

import os
import random
import shutil
import struct
import subprocess
import sys

# (name, type, dims with derivatives, coordinates) of each dimension; the T# words 2..5.
DIMS = {
    "1d": (8, 1, 1, [7, 8 << 28 | 0x10FAC, 7 << 13, 0]),
    "2d": (9, 2, 2, [7 | 7 << 14, 9 << 28 | 0x10FAC, 7 << 13, 0]),
    "3d": (10, 3, 3, [7 | 7 << 14, 10 << 28 | 0x10FAC, 3 | 7 << 13, 0]),
    "cube": (11, 2, 3, [7 | 7 << 14, 11 << 28 | 0x10FAC, 5 | 7 << 13, 0]),
    "1darray": (12, 1, 2, [7, 12 << 28 | 0x10FAC, 3 | 7 << 13, 0]),
    "2darray": (13, 2, 3, [7 | 7 << 14, 13 << 28 | 0x10FAC, 3 | 7 << 13, 0]),
    "2dmsaa": (14, 2, 3, [7 | 7 << 14, 14 << 28 | 0x20FAC, 7 << 13, 0]),
    "2darraymsaa": (15, 2, 4, [7 | 7 << 14, 15 << 28 | 0x20FAC, 1 | 7 << 13, 0]),
}
SAMPLED = ["1d", "2d", "3d", "cube", "1darray", "2darray"]
# 32_32_32_32 float, and 32 uint for atomics.
FLOAT4 = 14 << 20 | 7 << 26
UINT = 4 << 20 | 4 << 26
SAMPLES = [
    "sample", "sample.cl", "sample.d", "sample.d.cl", "sample.l", "sample.b", "sample.b.cl",
    "sample.lz", "sample.c", "sample.c.cl", "sample.c.d", "sample.c.d.cl", "sample.c.l",
    "sample.c.b", "sample.c.b.cl", "sample.c.lz", "sample.o", "sample.cl.o", "sample.d.o",
    "sample.d.cl.o", "sample.l.o", "sample.b.o", "sample.b.cl.o", "sample.lz.o", "sample.c.o",
    "sample.c.cl.o", "sample.c.d.o", "sample.c.d.cl.o", "sample.c.l.o", "sample.c.b.o",
    "sample.c.b.cl.o", "sample.c.lz.o", "sample.cd", "sample.cd.cl", "sample.c.cd",
    "sample.c.cd.cl", "sample.cd.o", "sample.cd.cl.o", "sample.c.cd.o", "sample.c.cd.cl.o",
    "gather4", "gather4.cl", "gather4.l", "gather4.b", "gather4.b.cl", "gather4.lz",
    "gather4.c", "gather4.c.cl", "gather4.c.l", "gather4.c.b", "gather4.c.b.cl", "gather4.c.lz",
    "gather4.o", "gather4.cl.o", "gather4.l.o", "gather4.b.o", "gather4.b.cl.o", "gather4.lz.o",
    "gather4.c.o", "gather4.c.cl.o", "gather4.c.l.o", "gather4.c.b.o", "gather4.c.b.cl.o",
    "gather4.c.lz.o",
]
ATOMICS = ["swap", "cmpswap", "add", "sub", "smin", "umin", "smax", "umax", "and", "or", "xor", "inc", "dec"]

HEAD = """\
define internal <8 x i32> @tsharp(ptr addrspace(1) %p, i32 %fmt, i32 %w2, i32 %w3, i32 %w4) alwaysinline {
  %a = ptrtoint ptr addrspace(1) %p to i64
  %lo64 = lshr i64 %a, 8
  %w0 = trunc i64 %lo64 to i32
  %hi64 = lshr i64 %a, 40
  %hi = trunc i64 %hi64 to i32
  %w1 = or i32 %hi, %fmt
  %t0 = insertelement <8 x i32> zeroinitializer, i32 %w0, i32 0
  %t1 = insertelement <8 x i32> %t0, i32 %w1, i32 1
  %t2 = insertelement <8 x i32> %t1, i32 %w2, i32 2
  %t3 = insertelement <8 x i32> %t2, i32 %w3, i32 3
  %t4 = insertelement <8 x i32> %t3, i32 %w4, i32 4
  ret <8 x i32> %t4
}

declare i32 @llvm.amdgcn.workitem.id.x()
"""

# S#: clamp x wrap, y mirror, z clamp; compare LESS; MAX_LOD 15; bilinear, mip linear.
SAMPLER = "<4 x i32> <i32 %d, i32 %d, i32 %d, i32 0>" % (0x48 | 1 << 12, 15 << 20, 1 << 20 | 1 << 22 | 2 << 26)


def kernel(name, dim, body, fmt=FLOAT4):
    kind, _, _, words = DIMS[dim]
    w2, w3, w4, _ = words
    out = ["define amdgpu_kernel void @%s(ptr addrspace(1) %%img, ptr addrspace(1) %%out) {" % name]
    out.append("  %id = call i32 @llvm.amdgcn.workitem.id.x()")
    out.append("  %%t = call <8 x i32> @tsharp(ptr addrspace(1) %%img, i32 %d, i32 %d, i32 %d, i32 %d)" % (fmt, w2, w3, w4))
    out.append("  %idf = uitofp i32 %id to float")
    out.append("  %slot = mul i32 %id, 8")
    out.append("  %o = getelementptr i32, ptr addrspace(1) %out, i32 %slot")
    # Per-lane integers and floats the forms draw their operands from.
    for k, m in enumerate([8, 3, 5, 7, 2, 4]):
        out.append("  %%i%d.m = mul i32 %%id, %d" % (k, 2 * k + 3))
        out.append("  %%i%d = urem i32 %%i%d.m, %d" % (k, k, m + 1 if k else 9))
    for k, (a, b) in enumerate([(0.015625, -0.125), (0.0078125, 0.046875), (0.03125, -0.375), (0.25, 0.125), (0.0625, -0.25), (-0.0234375, 0.75)]):
        out.append("  %%f%d.m = fmul float %%idf, %r" % (k, a))
        out.append("  %%f%d = fadd float %%f%d.m, %r" % (k, k, b))
    out += ["  " + line for line in body]
    out.append("  ret void")
    out.append("}")
    return "\n".join(out) + "\n"


def store_result(ty, n):
    return ["store %s %%r, ptr addrspace(1) %%o, align 4" % ty]


def vec(n, t):
    return t if n == 1 else "<%d x %s>" % (n, t)


def forms():
    ks = []
    for dim, (kind, grads, coords, _) in DIMS.items():
        ints = ["i32 %%i%d" % k for k in range(coords)]
        ks.append(("load_%s" % dim, dim, [
            "%%r = call <4 x float> @llvm.amdgcn.image.load.%s.v4f32.i32(i32 15, %s, <8 x i32> %%t, i32 0, i32 0)" % (dim, ", ".join(ints))]
            + store_result("<4 x float>", 4), FLOAT4))
        if "msaa" not in dim:
            ks.append(("loadmip_%s" % dim, dim, [
                "%%r = call <2 x float> @llvm.amdgcn.image.load.mip.%s.v2f32.i32(i32 9, %s, i32 %%i4, <8 x i32> %%t, i32 0, i32 0)" % (dim, ", ".join(ints))]
                + store_result("<2 x float>", 2), FLOAT4))
            ks.append(("storemip_%s" % dim, dim, [
                "%v = insertelement <2 x float> <float 0.5, float 0.0>, float %f0, i32 1",
                "call void @llvm.amdgcn.image.store.mip.%s.v2f32.i32(<2 x float> %%v, i32 6, %s, i32 %%i4, <8 x i32> %%t, i32 0, i32 0)" % (dim, ", ".join(ints))], FLOAT4))
        ks.append(("resinfo_%s" % dim, dim, [
            "%%r = call <4 x float> @llvm.amdgcn.image.getresinfo.%s.v4f32.i32(i32 15, i32 %%i4, <8 x i32> %%t, i32 0, i32 0)" % dim]
            + store_result("<4 x float>", 4), FLOAT4))
        ks.append(("store_%s" % dim, dim, [
            "%v0 = insertelement <4 x float> <float 0.0, float 0.5, float -1.0, float 2.0>, float %idf, i32 0",
            "call void @llvm.amdgcn.image.store.%s.v4f32.i32(<4 x float> %%v0, i32 13, %s, <8 x i32> %%t, i32 0, i32 0)" % (dim, ", ".join(ints))], FLOAT4))
    # texfailctrl: tfe, lwe and both add a status dword (d16 too).
    for tf, (res, ty) in [(1, ("{ <4 x float>, i32 }", "sl_v4f32i32s")), (2, ("{ <3 x float>, i32 }", "sl_v3f32i32s")),
                          (3, ("{ <4 x half>, i32 }", "sl_v4f16i32s"))]:
        n = 4 if "4" in ty else 3
        ks.append(("load_tfe%d_2d" % tf, "2d", [
            "%%s = call %s @llvm.amdgcn.image.load.2d.%s.i32(i32 %d, i32 %%i0, i32 %%i1, <8 x i32> %%t, i32 %d, i32 0)" % (res, ty, 15 if n == 4 else 7, tf),
            "%%r = extractvalue %s %%s, 0" % res,
            "%%st = extractvalue %s %%s, 1" % res,
            "store %s %%r, ptr addrspace(1) %%o, align 4" % res.split(",")[0][2:],
            "%o7 = getelementptr i32, ptr addrspace(1) %o, i32 7",
            "store i32 %st, ptr addrspace(1) %o7"], FLOAT4))
        ks.append(("sample_l_tfe%d_2darray" % tf, "2darray", [
            "%%s = call %s @llvm.amdgcn.image.sample.l.2darray.%s.f32(i32 %d, float %%f0, float %%f1, float %%f2, float %%f5, <8 x i32> %%t, %s, i1 false, i32 %d, i32 0)" % (res, ty, 15 if n == 4 else 7, SAMPLER, tf),
            "%%r = extractvalue %s %%s, 0" % res,
            "%%st = extractvalue %s %%s, 1" % res,
            "store %s %%r, ptr addrspace(1) %%o, align 4" % res.split(",")[0][2:],
            "%o7 = getelementptr i32, ptr addrspace(1) %o, i32 7",
            "store i32 %st, ptr addrspace(1) %o7"], FLOAT4))
    for dim in ["1d", "2d"]:
        coords = DIMS[dim][2]
        ints = ", ".join("i32 %%i%d" % k for k in range(coords))
        for a in ATOMICS:
            data = "i32 %id, i32 %i1" if a == "cmpswap" else "i32 %id"
            ks.append(("atomic_%s_%s" % (a, dim), dim, [
                "%%r = call i32 @llvm.amdgcn.image.atomic.%s.%s.i32.i32(%s, %s, <8 x i32> %%t, i32 0, i32 0)" % (a, dim, data, ints)]
                + store_result("i32", 1), UINT))
    for dim in SAMPLED:
        kind, grads, coords, _ = DIMS[dim]
        for s in SAMPLES + ["getlod"]:
            parts = s.split(".")[1:]
            if s == "getlod":
                parts = []
            if "gather4" in s and dim not in ("2d", "cube", "2darray"):
                continue
            args = []
            if "o" in parts:
                args.append("i32 %i3")
            if "b" in parts:
                args.append("float %f4")
            if "c" in parts:
                args.append("float %f3")
            if "d" in parts or "cd" in parts:
                args += ["float %%f%d" % (k % 6) for k in range(2 * grads)]
            fl = ["float %f0", "float %f1", "float %f2"]
            if dim in ("1darray",):
                fl = ["float %f0", "float %f2"]
            args += fl[:coords]
            if "l" in parts or "cl" in parts:
                args.append("float %f5")
            if s == "getlod":
                res, n, dmask = "<2 x float>", 2, 3
            elif s.startswith("gather4"):
                res, n, dmask = "<4 x float>", 4, 2
            else:
                res, n, dmask = "<4 x float>", 4, 15
            deriv = ".f32" if ("d" in parts or "cd" in parts) else ""
            mangled = "%s.%s.%s%s.f32" % (s, dim, "v2f32" if n == 2 else "v4f32", deriv)
            ks.append(("%s_%s" % (s.replace(".", "_"), dim), dim, [
                "%%r = call %s @llvm.amdgcn.image.%s(i32 %d, %s, <8 x i32> %%t, %s, i1 false, i32 0, i32 0)" % (res, mangled, dmask, ", ".join(args), SAMPLER)]
                + store_result(res, n), FLOAT4))
    return ks


def gen(path, d):
    os.makedirs(d, exist_ok=True)
    ks = forms()
    with open(path, "w") as f:
        f.write(HEAD)
        for name, dim, body, fmt in ks:
            f.write("\n" + kernel(name, dim, body, fmt))
    rng = random.Random(22)
    words = []
    for k in range(4096):
        # Floats in [0, 1) on a 1/256 grid, or (a quarter of the dwords) small integers.
        words.append(rng.randrange(256) / 256.0 if k % 4 else float(rng.randrange(16)))
    open(d + "/img", "wb").write(struct.pack("<4096f", *words))
    open(d + "/out", "wb").write(bytes(4096))
    open(d + "/kernels", "w").write("".join(k[0] + "\n" for k in ks))


def run(kcc, kobj, lobj, d, step="1"):
    bad = []
    names = open(d + "/kernels").read().split()[:: int(step)]
    for name in names:
        outs = []
        for tag, obj in (("kcc", kobj), ("llc", lobj)):
            o = os.path.join(d, tag)
            shutil.rmtree(o, ignore_errors=True)
            p = subprocess.run([kcc, "run", obj, "--kernel", name, "--grid", "64", "--block", "64",
                                "--arg", "buf:" + d + "/img", "--arg", "buf:" + d + "/out", "--out-dir", o],
                               capture_output=True, text=True)
            if p.returncode != 0:
                outs.append(("fault", p.stderr.strip()))
                continue
            outs.append((open(o + "/arg0.bin", "rb").read(), open(o + "/arg1.bin", "rb").read()))
        if outs[0] != outs[1] or outs[0][0] == "fault":
            bad.append(name)
            print("%s: kcc %s, llc %s" % (name, "faults: " + outs[0][1] if outs[0][0] == "fault" else "ran",
                                          "faults: " + outs[1][1] if outs[1][0] == "fault" else "ran")
                  if "fault" in (outs[0][0], outs[1][0]) else "%s: buffers differ" % name)
    print("%d kernels, %d differ" % (len(names), len(bad)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2], sys.argv[3])
    else:
        run(*sys.argv[2:7])
