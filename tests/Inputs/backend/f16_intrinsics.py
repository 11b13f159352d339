"""Inputs and host references for tests/backend/f16-intrinsics.ll.

    f16_intrinsics.py inputs HALVES INTS   64 halves (zeros, denormals, large, random) and 64
                                           i32 exponents (small, beyond the f16 range, beyond
                                           i16)
    f16_intrinsics.py check HALVES INTS OUT
        OUT holds per lane four halves: ldexp(a, e) from amdgcn.ldexp and from llvm.ldexp
        (a * 2^e rounded once to f16, ties to even), frexp.exp (the i16 exponent e with
        a = m * 2^e, 0.5 <= |m| < 1; 0 for zeros, infinities and NaNs, as the ISA defines
        v_frexp_exp_i16_f16) and fmad.ftz(a, r1, r2) (v_mad_f16's model: inputs, the product
        rounded to f16 and the sum rounded to f16 each flushed to zero when denormal).
    f16_intrinsics.py mac HALVES OUT
        OUT holds per lane fmad.ftz(a, a * 3, a + 1) (the sum and product rounded to f16 first,
        then v_mad_f16's model as above: llc's code for it is `v_mac_f16`).
Exits 1, naming the first difference."""
import math
import random
import struct
import sys

N = 64


def half(x):
    """x rounded to the nearest half (ties to even) as a Python float; inf beyond it."""
    if math.isnan(x) or math.isinf(x):
        return x
    if abs(x) >= 65520.0:
        return math.copysign(math.inf, x)
    return struct.unpack("<e", struct.pack("<e", x))[0]


def bits(x):
    return struct.unpack("<H", struct.pack("<e", x))[0]


def flush(x):
    return math.copysign(0.0, x) if 0 < abs(x) < 2.0**-14 else x


def inputs(hpath, ipath):
    r = random.Random(3)
    fixed = [0.0, -0.0, 1.0, -1.5, 65504.0, 6e-8, 3e-5, -2.5e-5, math.inf, 0.1, 1e-4, -300.0]
    a = [half(fixed[i]) if i < len(fixed) else half(r.uniform(-100, 100)) for i in range(N)]
    e = [0, 1, -1, 40, -40, 100000, -100000, 15, -24, 3, -3, -20] + [r.randrange(-30, 30) for _ in range(N - 12)]
    open(hpath, "wb").write(struct.pack(f"<{N}e", *a))
    open(ipath, "wb").write(struct.pack(f"<{N}i", *e))


def check(hpath, ipath, opath):
    a = struct.unpack(f"<{N}e", open(hpath, "rb").read())
    e = struct.unpack(f"<{N}i", open(ipath, "rb").read())
    out = open(opath, "rb").read()
    for t in range(N):
        x = a[t]
        ld = half(math.ldexp(x, max(-200, min(200, e[t])))) if math.isfinite(x) else x
        fe = math.frexp(x)[1] if math.isfinite(x) and x != 0 else 0
        fm = mad(x, ld, ld) if math.isfinite(x) else math.nan
        want = [bits(ld), bits(ld), fe & 0xFFFF, bits(fm)]
        got = list(struct.unpack_from("<4H", out, 8 * t))
        for k, name in enumerate(["amdgcn.ldexp", "llvm.ldexp", "frexp.exp", "fmad.ftz"]):
            if math.isnan(fm) and k == 3:
                continue
            if got[k] != want[k]:
                sys.exit(f"lane {t}: {name}({x!r}, {e[t]}) = {got[k]:#06x}, want {want[k]:#06x}")


def mad(x, y, z):
    """v_mad_f16's model: inputs, the rounded product and the rounded sum flushed."""
    p = flush(half(flush(x) * flush(y)))
    return flush(half(p + flush(z)))


def mac(hpath, opath):
    a = struct.unpack(f"<{N}e", open(hpath, "rb").read())
    out = struct.unpack(f"<{N}H", open(opath, "rb").read()[: 2 * N])
    for t in range(N):
        x = a[t]
        if not math.isfinite(x) or abs(x) > 100:
            continue
        want = bits(mad(x, half(x * 3), half(x + 1)))
        if out[t] != want:
            sys.exit(f"lane {t}: fmad.ftz({x!r}, 3x, x + 1) = {out[t]:#06x}, want {want:#06x}")


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "mac":
        mac(sys.argv[2], sys.argv[3])
    else:
        check(sys.argv[2], sys.argv[3], sys.argv[4])
