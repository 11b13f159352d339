"""Saturating and overflow-checking integer intrinsics (llvm.{u,s}{add,sub}.sat,
llvm.{u,s}shl.sat, llvm.{u,s}{add,sub,mul}.with.overflow) on i8/i16/i32/i64 and <2 x iN>:
kernels, inputs and an independent oracle, for tests/backend/overflow-arith.test.

  overflow-arith.py kernels OUT.ll               kernels @wN (per work-item operands, scalar
                                                 and vector) and @uN (kernel arguments) per width
  overflow-arith.py compare KCC KCC.o LLC.o DIR  runs both objects on the emulator with the same
                                                 inputs; both must equal the oracle, byte for byte

Each work-item i of @wN loads x and y (iN) and the vectors xv and yv (<2 x iN>) from its
16-byte slot of A and B, computes every result of RESULTS on both and stores each into its own
16-byte slot of its record (scalar results first; a with.overflow op has two results: the
wrapped value and its flags as i8). Shift amounts are y mod N (larger ones are poison)."""
import os
import random
import subprocess
import sys

WIDTHS = [8, 16, 32, 64]
SAT = ["uadd", "usub", "sadd", "ssub", "ushl", "sshl"]
OVF = ["sadd", "uadd", "ssub", "usub", "smul", "umul"]
# (label, is a with.overflow flag): one 16-byte slot each, scalar and vector.
RESULTS = [(f"{op}.sat", False) for op in SAT] + [r for op in OVF for r in ((f"{op}.o", False), (f"{op}.o", True))]
THREADS = 256
SLOTS = 2 * len(RESULTS)


def mask(n):
    return (1 << n) - 1


def signed(v, n):
    v &= mask(n)
    return v - (1 << n) if v >> (n - 1) else v


def sat(op, x, y, n):
    """What `llvm.OP.sat.iN(x, y)` means, on unsigned encodings."""
    lo, hi = (-(1 << (n - 1)), mask(n - 1)) if op[0] == "s" else (0, mask(n))
    amount = y % n
    if op[0] == "s":
        x, y = signed(x, n), signed(y, n)
    if op.endswith("shl"):
        exact = x << amount
    elif op.endswith("add"):
        exact = x + y
    else:
        exact = x - y
    return min(max(exact, lo), hi) & mask(n)


def exact(op, x, y, n):
    if op[0] == "s":
        x, y = signed(x, n), signed(y, n)
    return {"add": x + y, "sub": x - y, "mul": x * y}[op[1:]]


def result(label, flag, x, y, n):
    """Result `label` (flags as 0/1) of operands x, y (unsigned encodings)."""
    op, kind = label.split(".")
    if kind == "sat":
        return sat(op, x, y, n)
    e = exact(op, x, y, n)
    if flag:
        lo, hi = (-(1 << (n - 1)), mask(n - 1)) if op[0] == "s" else (0, mask(n))
        return int(not lo <= e <= hi)
    return e & mask(n)


def edges(n):
    m = mask(n)
    return [0, 1, 2, m, m - 1, 1 << (n - 1), mask(n - 1), (1 << (n - 1)) + 1, mask(n - 1) - 1, 1 << (n // 2),
            mask(n // 2), n - 1, m - (n - 1)]


def values(n, seed):
    rng = random.Random(seed * 1000 + n)
    out = []
    for _ in range(THREADS * 2):
        kind = rng.randrange(4)
        if kind == 0:
            v = rng.choice(edges(n))
        elif kind == 1:
            v = rng.getrandbits(n)
        elif kind == 2:
            v = -rng.getrandbits(max(1, n // 4))
        else:
            v = rng.getrandbits(n) >> rng.randrange(n)
        out.append(v & mask(n))
    return out


def inputs(n, seed, path):
    """THREADS 16-byte slots; slot i holds two iN: x (the scalar, also the vector's element 0)
    and the vector's element 1."""
    vals = values(n, seed)
    with open(path, "wb") as f:
        for i in range(THREADS):
            slot = vals[2 * i].to_bytes(n // 8, "little") + vals[2 * i + 1].to_bytes(n // 8, "little")
            f.write(slot + bytes(16 - len(slot)))
    return [(vals[2 * i], vals[2 * i + 1]) for i in range(THREADS)]


def body(n, ty, x, y, prefix, amount_of):
    """Lines computing every result of RESULTS into %{prefix}{index}, flags zero-extended to
    i8."""
    vector = ty.startswith("<")
    name = f"v2i{n}" if vector else f"i{n}"
    flag, byte = ("<2 x i1>", "<2 x i8>") if vector else ("i1", "i8")
    lines = [f"  %{prefix}s = urem {ty} {y}, {amount_of}"]
    for op in SAT:
        b = f"%{prefix}s" if op.endswith("shl") else y
        lines.append(f"  %{prefix}{op}.sat = call {ty} @llvm.{op}.sat.{name}({ty} {x}, {ty} {b})")
    for op in OVF:
        pair = f"{{ {ty}, {flag} }}"
        lines += [f"  %{prefix}{op}.pair = call {pair} @llvm.{op}.with.overflow.{name}({ty} {x}, {ty} {y})",
                  f"  %{prefix}{op}.o = extractvalue {pair} %{prefix}{op}.pair, 0",
                  f"  %{prefix}{op}.f = extractvalue {pair} %{prefix}{op}.pair, 1",
                  f"  %{prefix}{op}.of = zext {flag} %{prefix}{op}.f to {byte}"]
    return lines


def stored(prefix, label, is_flag):
    return f"%{prefix}{label}f" if is_flag else f"%{prefix}{label}"


def kernel(n, uniform):
    t, v = f"i{n}", f"<2 x i{n}>"
    lines = []
    if uniform:
        lines += [f"define amdgpu_kernel void @u{n}(ptr addrspace(1) %out, {t} %x, {t} %y) {{"]
    else:
        lines += [f"define amdgpu_kernel void @w{n}(ptr addrspace(1) %out, ptr addrspace(1) %a, "
                  "ptr addrspace(1) %b) {"]
    lines += ["  %t = call i32 @llvm.amdgcn.workitem.id.x()",
              "  %g = call i32 @llvm.amdgcn.workgroup.id.x()",
              "  %g64 = mul i32 %g, 64",
              "  %i = add i32 %g64, %t",
              f"  %po = getelementptr [{16 * SLOTS} x i8], ptr addrspace(1) %out, i32 %i"]
    if not uniform:
        lines += ["  %pa = getelementptr [16 x i8], ptr addrspace(1) %a, i32 %i",
                  "  %pb = getelementptr [16 x i8], ptr addrspace(1) %b, i32 %i",
                  f"  %x = load {t}, ptr addrspace(1) %pa",
                  f"  %y = load {t}, ptr addrspace(1) %pb",
                  f"  %xv = load {v}, ptr addrspace(1) %pa",
                  f"  %yv = load {v}, ptr addrspace(1) %pb"]
    lines += body(n, t, "%x", "%y", "", n)
    if not uniform:
        lines += body(n, v, "%xv", "%yv", "v", f"<{t} {n}, {t} {n}>")
    for j, (label, is_flag) in enumerate(RESULTS):
        st, sv = ("i8", "<2 x i8>") if is_flag else (t, v)
        lines += [f"  %p{j} = getelementptr i8, ptr addrspace(1) %po, i32 {16 * j}",
                  f"  store {st} {stored('', label, is_flag)}, ptr addrspace(1) %p{j}"]
        if not uniform:
            lines += [f"  %pv{j} = getelementptr i8, ptr addrspace(1) %po, i32 {16 * (len(RESULTS) + j)}",
                      f"  store {sv} {stored('v', label, is_flag)}, ptr addrspace(1) %pv{j}"]
    return "\n".join(lines + ["  ret void", "}", ""])


def declarations():
    out = ["declare i32 @llvm.amdgcn.workitem.id.x()", "declare i32 @llvm.amdgcn.workgroup.id.x()"]
    for n in WIDTHS:
        for op in SAT:
            out.append(f"declare i{n} @llvm.{op}.sat.i{n}(i{n}, i{n})")
            out.append(f"declare <2 x i{n}> @llvm.{op}.sat.v2i{n}(<2 x i{n}>, <2 x i{n}>)")
        for op in OVF:
            out.append(f"declare {{ i{n}, i1 }} @llvm.{op}.with.overflow.i{n}(i{n}, i{n})")
            out.append(f"declare {{ <2 x i{n}>, <2 x i1> }} @llvm.{op}.with.overflow.v2i{n}(<2 x i{n}>, <2 x i{n}>)")
    return out


def expected(n, a, b, vector=True):
    """The record of one work-item with operand slots a and b (pairs of iN)."""
    out = bytearray()
    for label, is_flag in RESULTS:
        size = 1 if is_flag else n // 8
        out += result(label, is_flag, a[0], b[0], n).to_bytes(size, "little") + bytes(16 - size)
    for label, is_flag in RESULTS:
        size = 1 if is_flag else n // 8
        r = b"".join(result(label, is_flag, a[k], b[k], n).to_bytes(size, "little") for k in range(2))
        out += (r if vector else b"") + bytes(16 - (len(r) if vector else 0))
    return out


def mismatches(who, n, pairs, path, vector=True):
    got = open(path, "rb").read()
    bad = []
    for i, (a, b) in enumerate(pairs):
        want, have = expected(n, a, b, vector), got[16 * SLOTS * i:16 * SLOTS * (i + 1)]
        for s in range(SLOTS):
            w, h = want[16 * s:16 * s + 16], have[16 * s:16 * s + 16]
            if w != h:
                label, is_flag = RESULTS[s % len(RESULTS)]
                what = ("<2 x i%d> " % n if s >= len(RESULTS) else f"i{n} ") + label + (" flag" if is_flag else "")
                bad.append(f"{who}: item {i} {what} x={a} y={b}: want {w.hex()} got {h.hex()}")
    return bad


def compare(kcc, kcc_obj, llc_obj, d):
    os.makedirs(d, exist_ok=True)
    failed = []
    for n in WIDTHS:
        a, b = os.path.join(d, f"a{n}.bin"), os.path.join(d, f"b{n}.bin")
        pairs = list(zip(inputs(n, 1, a), inputs(n, 2, b)))
        outs = []
        for who, obj in (("kcc", kcc_obj), ("llc", llc_obj)):
            o = os.path.join(d, f"{who}{n}")
            subprocess.run([kcc, "run", obj, "--kernel", f"w{n}", "--grid", str(THREADS), "--block", "64",
                            "--arg", f"zeros:{THREADS * 16 * SLOTS}", "--arg", f"buf:{a}", "--arg", f"buf:{b}",
                            "--out-dir", o], check=True)
            outs.append(os.path.join(o, "arg0.bin"))
            failed += mismatches(who, n, pairs, outs[-1])[:10]
        if open(outs[0], "rb").read() != open(outs[1], "rb").read():
            failed.append(f"i{n}: kcc's output differs from llc's")
        # Uniform operands (scalar code): the extremes against each other, and a few of the
        # divergent kernel's pairs.
        m, lo, hi = mask(n), 1 << (n - 1), mask(n - 1)
        half = 1 << (n // 2)
        uniform = [(hi, 1), (lo, m), (lo, 1), (hi, m), (m, n - 1), (1, n - 1), (lo, lo), (0, hi), (half, half),
                   (half, half >> 1), (m, m), (hi, 2)]
        uniform += [(pairs[j][0][0], pairs[j][1][0]) for j in range(0, THREADS, THREADS // 4)]
        for x, y in uniform:
            runs = []
            for who, obj in (("kcc", kcc_obj), ("llc", llc_obj)):
                o = os.path.join(d, f"{who}u{n}")
                args = [f"bytes:{v.to_bytes(n // 8, 'little').hex()}" for v in (x, y)]
                subprocess.run([kcc, "run", obj, "--kernel", f"u{n}", "--grid", "64", "--block", "64",
                                "--arg", f"zeros:{64 * 16 * SLOTS}", "--arg", args[0], "--arg", args[1],
                                "--out-dir", o], check=True)
                path = os.path.join(o, "arg0.bin")
                failed += mismatches(f"{who} (arguments)", n, [((x, 0), (y, 0))] * 64, path, False)[:10]
                runs.append(open(path, "rb").read())
            if runs[0] != runs[1]:
                failed.append(f"u{n} x={x} y={y}: kcc's output differs from llc's")
    if failed:
        sys.exit("\n".join(failed))
    print(f"widths {WIDTHS}: kcc == llc == oracle")


def main():
    if sys.argv[1] == "kernels":
        text = ['target triple = "amdgcn-amd-amdhsa"'] + declarations() + [""]
        text += [kernel(n, u) for n in WIDTHS for u in (False, True)]
        open(sys.argv[2], "w").write("\n".join(text))
    elif sys.argv[1] == "compare":
        compare(*sys.argv[2:6])
    else:
        sys.exit(__doc__)


main()
