"""Inputs and the host reference for tests/backend/packed-16bit.ll.

  packed16.py inputs DIR             write DIR/{ha,hb,hc} (<2 x half>), DIR/{ia,ib,ic}
                                     (<2 x i16>) and DIR/c32 (floats), 256 elements each
  packed16.py check KERNEL DIR OUT   compare the output buffer OUT of KERNEL with what the IR
                                     means, computed here; exit 1 on a difference

f16 and f32 results are rounded to nearest even from the exact rational value (fractions), so
the reference needs neither numpy nor the code under test. Where LLVM leaves a result open
(minnum of +0 and -0, the bits of a NaN) any allowed value is accepted.
"""

import math
import random
import struct
import sys
from fractions import Fraction

N = 256
NAN = "nan"


# ---- number formats ---------------------------------------------------------------------

def half(bits):
    return struct.unpack("<e", struct.pack("<H", bits))[0]


def half_bits(x):
    """Bits of a float that is exactly an f16 value (or an infinity)."""
    return struct.unpack("<H", struct.pack("<e", x))[0]


def round_exact(x, mant, emin, emax):
    """x (a nonzero Fraction) rounded to nearest even in a binary format with `mant` fraction
    bits and normal exponents emin..emax, as a float (an infinity on overflow)."""
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    quantum = Fraction(2) ** (max(e, emin) - mant)
    v = round(a / quantum) * quantum  # round() on a Fraction ties to even
    if v >= Fraction(2) ** (emax + 1):
        v = math.inf
    return math.copysign(float(v), x)


def to_half(x):
    return round_exact(x, 10, -14, 15)


def to_f32(x):
    return round_exact(x, 23, -126, 127)


def ieee(op, rnd, *xs):
    """op on float operands with one rounding by rnd: exact in fractions; IEEE's special cases
    (infinities, NaN, the sign of an exact zero) from host doubles, which get them right."""
    if all(math.isfinite(x) for x in xs):
        exact = op(*(Fraction(x) for x in xs))
        if exact != 0:
            return rnd(exact)
    return op(*xs)  # an infinity, a NaN or an exact zero (f16 products are exact in doubles)


def h_add(x, y):
    return ieee(lambda a, b: a + b, to_half, x, y)


def h_sub(x, y):
    return ieee(lambda a, b: a - b, to_half, x, y)


def h_mul(x, y):
    return ieee(lambda a, b: a * b, to_half, x, y)


def h_fma(x, y, z):
    return ieee(lambda a, b, c: a * b + c, to_half, x, y, z)


def minmax(pick):
    """llvm.minnum / maxnum: a NaN operand gives the other one; +0 and -0 may give either."""
    def f(x, y):
        if math.isnan(x):
            return y
        if math.isnan(y):
            return x
        if x == y:
            return {x, y} if x == 0 else x
        return pick(x, y)
    return f


h_min, h_max = minmax(min), minmax(max)


def h_clamp(x):
    m = h_max(x, 0.0)
    return m if isinstance(m, set) else h_min(m, 1.0)  # a set: the zeros maxnum may give


# ---- inputs -----------------------------------------------------------------------------

SPECIAL = [0.0, 1.0, -1.0, 0.5, 2.0, 65504.0, -65504.0, math.inf, -math.inf, 2.0 ** -24,
           -(2.0 ** -24), 2.0 ** -14, 1000.0, -3.0]


def random_half(r):
    """A finite or infinite f16 value, never NaN nor -0 (whose minnum with +0 LLVM leaves
    open)."""
    kind = r.random()
    if kind < 0.15:
        return r.choice(SPECIAL)
    if kind < 0.3:  # any bit pattern but NaN, infinity and -0
        while True:
            b = r.randrange(1 << 16)
            if (b >> 10) & 31 != 31 and b != 0x8000:
                return half(b)
    scale = r.choice([2.0, 300.0, 60000.0])
    x = half(half_bits(r.uniform(-scale, scale)))
    return 0.0 if x == 0 else x


def random_i16(r):
    if r.random() < 0.2:
        return r.choice([0, 1, 2, 15, 16, 0x7fff, 0x8000, 0x8001, 0xffff, 0xfffe])
    return r.randrange(1 << 16)


def inputs(d):
    r = random.Random(16)
    for name in ["ha", "hb", "hc"]:
        data = [half_bits(random_half(r)) for _ in range(2 * N)]
        open(f"{d}/{name}", "wb").write(struct.pack(f"<{2 * N}H", *data))
    for name in ["ia", "ib", "ic"]:
        data = [random_i16(r) for _ in range(2 * N)]
        open(f"{d}/{name}", "wb").write(struct.pack(f"<{2 * N}H", *data))
    # f16 values as floats: an f16 times one is exact in f32, so the mixed-precision mads'
    # products are exact whether or not a compiler fuses them.
    data = [random_half(r) for _ in range(N)]
    data = [x if math.isfinite(x) else 1.5 for x in data]
    open(f"{d}/c32", "wb").write(struct.pack(f"<{N}f", *data))


# ---- kernels ----------------------------------------------------------------------------

def pairs(path, fmt):
    data = struct.unpack(f"<{2 * N}{fmt}", open(path, "rb").read())
    return [(data[2 * k], data[2 * k + 1]) for k in range(N)]


def f16x2(a, b, c):
    """The results of @f16x2, in store order, as (low, high) pairs of halves."""
    (a0, a1), (b0, b1), (c0, c1) = a, b, c
    return [
        (h_add(a0, b0), h_add(a1, b1)),
        (h_mul(a0, b0), h_mul(a1, b1)),
        (h_fma(a0, b0, c0), h_fma(a1, b1, c1)),
        (h_sub(a0, b0), h_sub(a1, b1)),
        (h_min(a0, b0), h_min(a1, b1)),
        (h_max(a0, b0), h_max(a1, b1)),
        (h_add(a1, b0), h_add(a0, b1)),
        (h_mul(a0, -b0), h_mul(a1, b1)),
        (h_mul(a0, b1), h_mul(a1, b1)),
        (h_add(a0, 1.0), h_add(a1, 1.0)),
        (h_clamp(h_add(a0, b0)), h_clamp(h_add(a1, b1))),
        (h_fma(a0, b0, -c0), h_fma(a1, b1, -c1)),
        (h_fma(a0, b0, c1), h_fma(c0, b1, b1)),
        (h_mul(a0, 2.0), h_mul(a1, 0.5)),
        (h_sub(a0, c0), h_sub(-a1, c1)),
        (h_mul(a1, 4.0), h_mul(a0, 4.0)),
    ]


def f16_consts(a, b, c):
    """@f16_consts: scalar f16 ops on inline float constants."""
    x = a[0]
    lt = x < 1.0
    return [
        (h_add(x, 1.0), h_mul(x, 0.5)),
        (h_fma(x, 2.0, -4.0), h_sub(x, 4.0)),
        (x if lt else 0.5, h_max(x, 2.0)),
    ]


def s16(x):
    return x - (1 << 16) if x & 0x8000 else x


def sat(x, lo, hi):
    return min(max(x, lo), hi) & 0xffff


def i16x2(a, b, c):
    """@i16x2, as (low, high) pairs of u16."""
    w = lambda x: x & 0xffff
    sb = (b[0] & 15, b[1] & 15)
    sw = (a[1], a[0])
    bh = (b[1], b[1])
    cs = (c[1], c[0])
    lanes = lambda f, *v: tuple(w(f(*(x[k] for x in v))) for k in range(2))
    return [
        lanes(lambda x, y: x + y, a, b),
        lanes(lambda x, y: x - y, a, b),
        lanes(lambda x, y: x * y, a, b),
        lanes(lambda x, s: x << s, a, sb),
        lanes(lambda x, s: x >> s, a, sb),
        lanes(lambda x, s: s16(x) >> s, a, sb),
        lanes(lambda x, y: min(s16(x), s16(y)), a, b),
        lanes(lambda x, y: max(s16(x), s16(y)), a, b),
        lanes(min, a, b),
        lanes(max, a, b),
        lanes(lambda x, y, z: x * y + z, a, b, c),
        lanes(lambda x, y: sat(x + y, 0, 0xffff), a, b),
        lanes(lambda x, y: sat(x - y, 0, 0xffff), a, b),
        lanes(lambda x, y: x + y, sw, b),
        lanes(lambda x, y: x - y, a, bh),
        lanes(lambda x: x + 5, a),
        lanes(lambda x: x + 7, a),
        lanes(lambda x, k: x * k, a, (3, 1000)),
        lanes(lambda x: x << 3, a),
        lanes(lambda x, s: x >> s, sw, sb),
        lanes(lambda x: max(s16(x), -1), a),
        lanes(lambda x, y, z: x * y + z, sw, bh, cs),
    ]


def i16x2_ssat(a, b, c):
    """@i16x2_ssat: the signed saturating ops."""
    lanes = lambda f: tuple(f(s16(a[k]), s16(b[k])) & 0xffff for k in range(2))
    return [
        lanes(lambda x, y: sat(x + y, -(1 << 15), (1 << 15) - 1)),
        lanes(lambda x, y: sat(x - y, -(1 << 15), (1 << 15) - 1)),
    ]


def mix(a, b, c):
    """@mix: f32 mads of f16 sources (one f32 dword per result: the f16 pair, then two
    floats)."""
    x0, x1, y1 = a[0], a[1], b[1]
    mad = lambda p, q, r: ieee(lambda u, v, w: u * v + w, to_f32, p, q, r)
    r2 = mad(abs(x0), c, y1)
    return [
        (to_half_of(mad(x0, y1, c)), to_half_of(mad(-x1, y1, c))),
        r2,
        h_clamp(r2),
    ]


def to_half_of(x):
    """fptrunc of an f32 value."""
    return to_half(Fraction(x)) if math.isfinite(x) and x != 0 else x


KERNELS = {
    "f16x2": (f16x2, "e", ("ha", "hb", "hc")),
    "f16_consts": (f16_consts, "e", ("ha", "hb", "hc")),
    "i16x2": (i16x2, "H", ("ia", "ib", "ic")),
    "i16x2_ssat": (i16x2_ssat, "H", ("ia", "ib", "ic")),
    "mix": (mix, "e", ("ha", "hb", None)),
}


# ---- comparison -------------------------------------------------------------------------

def allowed(want, bits, fmt):
    """Whether the result bits `bits` are what `want` allows (a value, a set of values, or
    any NaN)."""
    if fmt == "H":
        return bits == want
    got = half(bits) if fmt == "e" else struct.unpack("<f", struct.pack("<I", bits))[0]
    options = want if isinstance(want, set) else {want}
    for w in options:
        if math.isnan(w):
            if math.isnan(got):
                return True
        elif got == w and math.copysign(1, got) == math.copysign(1, w):
            return True
    return False


def check(kernel, d, out):
    f, fmt, names = KERNELS[kernel]
    ins = [pairs(f"{d}/{n}", fmt) if n else None for n in names]
    if kernel == "mix":
        ins[2] = struct.unpack(f"<{N}f", open(f"{d}/c32", "rb").read())
    per = len(f(*(x[0] for x in ins)))
    got = struct.unpack(f"<{N * per}I", open(out, "rb").read()[: 4 * N * per])
    bad = 0
    for k in range(N):
        want = f(*(x[k] for x in ins))
        for j, w in enumerate(want):
            g = got[k * per + j]
            if isinstance(w, tuple):
                ok = allowed(w[0], g & 0xffff, fmt) and allowed(w[1], g >> 16, fmt)
            else:
                ok = allowed(w, g, "f")
            if not ok:
                bad += 1
                if bad <= 10:
                    print(f"{kernel}: element {k} result {j}: got {g:#010x}, want {w} "
                          f"(inputs {[x[k] for x in ins]})")
    if bad:
        print(f"{kernel}: {bad} wrong results")
        sys.exit(1)
    print(f"{kernel}: {N * per} results as the reference")


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2])
    else:
        check(*sys.argv[2:5])
