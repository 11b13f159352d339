"""Inputs for, and host checks of, kcc's runs of OpenCL math built-ins (ROCm's ocml).

  math_check.py inputs X Y N           N float32 x values (specials, subnormals, tiny, huge,
                                       ordinary) and N y values (exponents, small numbers)
  math_check.py check X Y OUT FUNCS    OUT holds, per work-item, one float32 per function of
                                       the comma-separated FUNCS (f(x), or f(x, y) for two-
                                       argument ones); each is compared with Python's math
                                       (double precision, then measured in float32 ulps of the
                                       exact result) against the OpenCL 2.0 full-profile bound.

  math_check.py same A B               A and B hold the same float32 words, except that NaNs
                                       may differ in sign and payload (IEEE 754 leaves a NaN
                                       result's sign unspecified: llc folds fneg(x * 2) into
                                       x * -2, whose NaN keeps x's sign)

Prints each function's largest error in ulps and exits non-zero on the first result outside
its bound, naming the function, inputs, result and reference.
"""

import math
import random
import struct
import sys

# OpenCL 2.0 (section 7.4) float ulp bounds.
BOUNDS = {
    "atan": 5, "exp": 3, "sin": 4, "cos": 4, "log": 3, "pow": 16, "sqrt": 3, "tan": 5,
    "asin": 4, "acos": 4, "atan2": 6, "exp2": 3, "log2": 3, "exp10": 3, "log10": 3,
    "sinh": 4, "cosh": 4, "tanh": 5, "cbrt": 2, "hypot": 4, "expm1": 3, "log1p": 2,
    "fmod": 0, "rsqrt": 2,
}

TWO_ARGS = {"pow", "atan2", "hypot", "fmod"}

FLT_MAX = struct.unpack("<f", struct.pack("<I", 0x7F7FFFFF))[0]
SPECIALS = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 0.5, 2.0, math.pi, -math.pi,
            1e-45, -1e-45, 1.1754942e-38, 1.1754944e-38, 2.0 ** -130, FLT_MAX, -FLT_MAX,
            88.72, 89.0, -87.0, -103.0, -127.5, -130.0, -149.5, -150.5, 126.9, 128.0,
            1e10, -1e10, 1e30, 3e-39, 0.999, 1.001, 100.0, -100.0, 1e-7, 6.0e5, 1e38]


def f32(v):
    """v rounded to float32 (inf when out of range)."""
    try:
        return struct.unpack("<f", struct.pack("<f", v))[0]
    except OverflowError:
        return math.copysign(math.inf, v)


def inputs(x_path, y_path, n):
    rng = random.Random(20240615)
    xs = list(SPECIALS)
    while len(xs) < n:
        kind = rng.random()
        if kind < 0.4:
            v = rng.uniform(-10.0, 10.0)
        elif kind < 0.55:
            v = rng.uniform(0.0, 2.0)
        else:
            v = math.ldexp(rng.uniform(1.0, 2.0), rng.randint(-140, 120)) * rng.choice([1, -1])
        xs.append(f32(v))
    ys = []
    for k in range(n):
        kind = k % 4
        if kind == 0:
            ys.append(float(rng.randint(-12, 12)))
        elif kind == 1:
            ys.append(rng.choice([0.5, -0.5, 1.5, 2.0, -2.0, 3.0, 0.0, -0.0, math.inf, math.nan]))
        else:
            ys.append(f32(rng.uniform(-4.0, 4.0)))
    with open(x_path, "wb") as f:
        f.write(struct.pack("<%df" % n, *xs[:n]))
    with open(y_path, "wb") as f:
        f.write(struct.pack("<%df" % n, *ys))


def is_odd_integer(y):
    return math.isfinite(y) and y == math.floor(y) and math.fmod(y, 2.0) != 0.0


def reference(name, x, y):
    """The double-precision result, with C99/OpenCL's special cases where Python raises."""
    try:
        if name == "pow":
            return math.pow(x, y)
        if name == "exp10":
            return 10.0 ** x if abs(x) < 400 else (math.inf if x > 0 else 0.0)
        if name == "rsqrt":
            return 1.0 / math.sqrt(x) if x != 0 else math.copysign(math.inf, x)
        if name == "fmod":
            return math.fmod(x, y)
        fn = getattr(math, name)
        return fn(x, y) if name in TWO_ARGS else fn(x)
    except ValueError:
        if name in ("log", "log2", "log10") and x == 0:
            return -math.inf
        if name == "log1p" and x == -1:
            return -math.inf
        if name == "pow" and x == 0 and y < 0:
            return math.copysign(math.inf, x) if is_odd_integer(y) else math.inf
        return math.nan
    except OverflowError:
        if name == "pow":
            return -math.inf if x < 0 and is_odd_integer(y) else math.inf
        if name in ("sinh", "expm1"):
            return math.copysign(math.inf, x)
        return math.inf


def ulp(v):
    """The spacing of float32 numbers at |v| (subnormal spacing below the normal range)."""
    e = math.frexp(abs(v))[1] - 1 if v != 0 else -149
    return math.ldexp(1.0, max(e, -126) - 23)


def error_ulps(got, ref):
    if math.isnan(ref):
        return 0.0 if math.isnan(got) else math.inf
    if math.isinf(ref) or abs(ref) > FLT_MAX:
        # A reference beyond float32's range rounds to infinity; FLT_MAX is 1 ulp from it.
        if got == math.copysign(math.inf, ref):
            return 0.0
        if abs(got) == FLT_MAX and math.copysign(1, got) == math.copysign(1, ref):
            return 1.0
        return math.inf
    if math.isnan(got) or math.isinf(got):
        return math.inf
    return abs(got - ref) / ulp(ref)


def check(x_path, y_path, out_path, funcs):
    names = funcs.split(",")
    xs = open(x_path, "rb").read()
    ys = open(y_path, "rb").read()
    n = len(xs) // 4
    xs = struct.unpack("<%df" % n, xs)
    ys = struct.unpack("<%df" % n, ys)
    out = open(out_path, "rb").read()
    got = struct.unpack("<%df" % (len(out) // 4), out)
    if len(got) < n * len(names):
        sys.exit("math_check: %s holds %d results, expected %d" % (out_path, len(got), n * len(names)))
    ok = True
    for k, name in enumerate(names):
        worst = (0.0, None)
        for i in range(n):
            x, y = xs[i], ys[i]
            g = got[i * len(names) + k]
            r = reference(name, x, y)
            e = error_ulps(g, r)
            if e > worst[0]:
                worst = (e, (x, y, g, r))
        print("%-6s max error %.3f ulp (bound %d)" % (name, worst[0], BOUNDS[name]))
        if worst[0] > BOUNDS[name]:
            x, y, g, r = worst[1]
            args = "%r, %r" % (x, y) if name in TWO_ARGS else repr(x)
            print("math_check: FAIL %s(%s) = %r, reference %r" % (name, args, g, r))
            ok = False
    sys.exit(0 if ok else 1)


def same(a_path, b_path):
    a = open(a_path, "rb").read()
    b = open(b_path, "rb").read()
    if len(a) != len(b):
        sys.exit("math_check: %s and %s differ in size" % (a_path, b_path))
    words = len(a) // 4
    aw = struct.unpack("<%dI" % words, a)
    bw = struct.unpack("<%dI" % words, b)

    def is_nan(w):
        return (w & 0x7F800000) == 0x7F800000 and (w & 0x007FFFFF) != 0

    nans = 0
    for k, (p, q) in enumerate(zip(aw, bw)):
        if p == q:
            continue
        if is_nan(p) and is_nan(q):
            nans += 1
            continue
        sys.exit("math_check: word %d differs: %#010x vs %#010x" % (k, p, q))
    print("same: %d words equal (%d NaNs differing only in sign or payload)" % (words, nans))


if __name__ == "__main__":
    if sys.argv[1] == "inputs":
        inputs(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    elif sys.argv[1] == "same":
        same(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "check":
        check(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5])
    else:
        sys.exit("usage: math_check.py inputs X Y N | check X Y OUT FUNCS | same A B")
