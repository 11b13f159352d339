"""Runs the kernels of tests/backend/dynamic-alloca.ll on kcc's emulator and checks every
work-item's output against the host's computation of the same values.

  dynamic-alloca.py KCC OBJ WORKDIR
"""

import os
import random
import struct
import subprocess
import sys

GRID = 256


def run(kcc, obj, workdir, kernel, args):
    d = os.path.join(workdir, kernel)
    os.makedirs(d, exist_ok=True)
    cmd = [kcc, "run", obj, "--kernel", kernel, "--grid", str(GRID), "--block", "64", "--out-dir", d]
    for a in args:
        cmd += ["--arg", a]
    subprocess.run(cmd, check=True)
    with open(os.path.join(d, "arg0.bin"), "rb") as f:
        data = f.read()
    return list(struct.unpack("<%di" % (len(data) // 4), data))


def wrap(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def expect_uniform_size(n):
    return [wrap(sum(2 * (g + 3 * (n - 1 - i)) for i in range(n)) + 5) for g in range(GRID)]


def expect_divergent_size(ns):
    out = []
    for g in range(GRID):
        total = sum(sum((i ^ g) & 255 for i in range(ns[g] + t)) for t in range(4))
        out += [total, 0]
    return out


def align(x, a):
    return (x + a - 1) // a * a


def expect_loop_growth(m, got):
    # 16-byte steps from where the stack starts (the last word, 16-byte aligned): the first
    # object (4m bytes), then each later one 32-byte aligned.
    out = []
    for g in range(GRID):
        base = got[5 * g + 4]
        sp = base + align(4 * m, 16)
        for i in range(m):
            sp = align(sp, 32) + align(8 * i, 16)
        out += [100 + g, 0, 7 * (m - 1) + g, sp - base, base if base % 16 == 0 else -1]
    return out


def expect_inlined_callee():
    return [x for g in range(GRID)
            for x in (sum(i + t for t in range(5) for i in range(g % 9 + t)), 0)]


def expect_divergent_branch():
    return [g * 2 if g & 1 else 1 for g in range(GRID)]


def main():
    kcc, obj, workdir = sys.argv[1:4]
    rng = random.Random(16)
    ns = [rng.randrange(0, 40) for _ in range(GRID)]
    inp = os.path.join(workdir, "ns.bin")
    with open(inp, "wb") as f:
        f.write(struct.pack("<%di" % GRID, *ns))
    checks = []
    for n in (0, 1, 7, 33):
        checks.append(("uniform_size", ["zeros:%d" % (4 * GRID), "i32:%d" % n], expect_uniform_size(n)))
    checks.append(("divergent_size", ["zeros:%d" % (8 * GRID), "buf:" + inp], expect_divergent_size(ns)))
    for m in (1, 6):
        checks.append(("loop_growth", ["zeros:%d" % (20 * GRID), "i32:%d" % m], lambda got, m=m: expect_loop_growth(m, got)))
    checks.append(("inlined_callee", ["zeros:%d" % (8 * GRID)], expect_inlined_callee()))
    checks.append(("divergent_branch", ["zeros:%d" % (4 * GRID)], expect_divergent_branch()))
    failed = False
    for kernel, args, want in checks:
        got = run(kcc, obj, workdir, kernel, args)
        if callable(want):
            want = want(got)
        bad = [i for i, (a, b) in enumerate(zip(got, want)) if a != b]
        if bad or len(got) != len(want):
            failed = True
            i = bad[0] if bad else 0
            print("FAIL %s %s: word %d is %r, expected %r (%d wrong)" % (kernel, args[1:], i, got[i], want[i], len(bad)))
        else:
            print("%s %s: ok" % (kernel, args[1:]))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
