"""Inputs and host reference of tests/backend/min-max-med3-16bit.ll.

    minmax3_16.py inputs DIR        writes DIR/a, DIR/b, DIR/c: 4096 16-bit values each
    minmax3_16.py check DIR OUT     checks OUT: per lane 8 halves, as the kernel computes them

The values are boundary and random 16-bit patterns with no f16 NaN and no -0 (whose minnum
and maxnum LLVM leaves open), so every result has one right answer.
"""
import random
import struct
import sys

N = 4096


def values(seed):
    rng = random.Random(seed)
    special = [0, 1, 2, 0x7FFF, 0x8001, 0xFFFF, 0x3C00, 0xBC00, 0x7BFF, 0xFBFF, 0x0400, 0x03FF, 0x7C00, 0xFC00]
    out = []
    for _ in range(N):
        v = rng.choice(special) if rng.randrange(4) == 0 else rng.getrandbits(16)
        if v & 0x7C00 == 0x7C00 and v & 0x3FF:  # a NaN: make it a finite value
            v &= ~0x4000
        if v == 0x8000:
            v = 0
        out.append(v)
    return out


def signed(v):
    return v - 0x10000 if v & 0x8000 else v


def half(v):
    return struct.unpack("<e", struct.pack("<H", v))[0]


def expected(x, y, z):
    s = [signed(x), signed(y), signed(z)]
    u = [x, y, z]
    h = [half(x), half(y), half(z)]
    fmin = min(range(3), key=lambda k: h[k])
    fmax = max(range(3), key=lambda k: h[k])
    return [
        min(s) & 0xFFFF,
        max(s) & 0xFFFF,
        min(u),
        max(u),
        sorted(s)[1] & 0xFFFF,
        sorted(u)[1],
        u[fmin],  # (equal halves have equal bits: no NaN, no -0)
        u[fmax],
    ]


def main():
    if sys.argv[1] == "inputs":
        for name, seed in (("a", 1), ("b", 2), ("c", 3)):
            with open(f"{sys.argv[2]}/{name}", "wb") as f:
                f.write(struct.pack(f"<{N}H", *values(seed)))
        return
    a, b, c = values(1), values(2), values(3)
    with open(sys.argv[3], "rb") as f:
        got = struct.unpack(f"<{8 * N}H", f.read())
    bad = 0
    for i in range(N):
        want = expected(a[i], b[i], c[i])
        for k, w in enumerate(want):
            g = got[8 * i + k]
            if g != w:
                bad += 1
                if bad <= 10:
                    print(f"lane {i} result {k}: got {g:#06x}, want {w:#06x} (inputs {a[i]:#06x} {b[i]:#06x} {c[i]:#06x})")
    if bad:
        sys.exit(f"{bad} wrong results")


main()
