"""Runs and checks the math-intrinsic kernels of tests/backend/math-*.ll.

  mathfn.py KCC KCC_OBJ LLC_OBJ WORKDIR KERNEL...

For each KERNEL (out[i] = f(in[i]) for the work-item's global index i, or in[i / 64] for the
`_uniform` ones, whose input is uniform; see SPECS), writes the
inputs (zeros, signed zeros, denormals, infinities, NaNs, the largest and smallest values, values
next to the expansions' range-reduction and scaling boundaries, and many random ones), runs both
objects on kcc's emulator (`KCC run`) and checks every result against the host:

  exact  the exactly rounded result, computed here (fractions, integers); both objects must
         give it bit for bit (any NaN where the result is NaN);
  ulp B  within B ulps of the function computed in double precision by Python's math module
         (OpenCL's bounds: 3 for exp/log, 4 for sin/cos); NaN, infinities and exact zeros
         must match. kcc's results must also equal llc-22's (the same expansion), and the
         maximum ulp error of each is printed.

Exit 1 on any failure, listing the first inputs that failed.
"""

import math
import os
import random
import struct
import subprocess
import sys
from fractions import Fraction

FMT = {"f16": "<e", "f32": "<f", "f64": "<d", "i8": "<b", "i16": "<h", "i32": "<i", "i64": "<q",
       "u8": "<B", "u16": "<H", "u32": "<I", "u64": "<Q"}
SIZE = {"f16": 2, "f32": 4, "f64": 8, "i8": 1, "i16": 2, "i32": 4, "i64": 8}
# Significand bits, minimum normal exponent, maximum exponent.
FLOAT = {"f16": (10, -14, 15), "f32": (23, -126, 127), "f64": (52, -1022, 1023)}


def bits_of(t, x):
    return int.from_bytes(struct.pack(FMT[t], x), "little")


def from_bits(t, b):
    return struct.unpack(FMT[t], b.to_bytes(SIZE[t], "little"))[0]


def round_exact(x, t):
    """The Fraction x rounded to nearest even in float type t (an infinity on overflow)."""
    mant, emin, emax = FLOAT[t]
    if x == 0:
        return 0.0
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    quantum = Fraction(2) ** (max(e, emin) - mant)
    v = round(a / quantum) * quantum
    if v >= Fraction(2) ** (emax + 1):
        return math.copysign(math.inf, x)
    return math.copysign(float(v), x)


def ulp(t, y):
    """The ulp of float type t at |y| (a finite double)."""
    mant, emin, _ = FLOAT[t]
    y = abs(y)
    e = math.frexp(y)[1] - 1 if y else emin
    return 2.0 ** (max(e, emin) - mant)


# ---- inputs -------------------------------------------------------------------------------

def f32_inputs(n, rng, extra=()):
    special = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 10.0, math.inf, -math.inf, math.nan, -math.nan,
               3.4028234663852886e38, -3.4028234663852886e38, 1e-45, -1e-45, 1.1754942e-38,
               1.1754943508222875e-38, -1.1754943508222875e-38, 1e-30, 1e30, 0.1, 100.0]
    vals = [from_bits("f32", bits_of("f32", x)) for x in special]
    for b in extra:  # boundaries, with their neighbours
        for d in (-2, -1, 0, 1, 2):
            vals.append(from_bits("f32", (bits_of("f32", b) + d) & 0xFFFFFFFF))
    for e in range(-149, 128, 3):
        vals += [2.0 ** e, -(2.0 ** e)]
    while len(vals) < n:
        k = rng.randrange(6)
        if k == 0:
            vals.append(from_bits("f32", rng.getrandbits(32)))
        elif k == 1:
            vals.append(rng.uniform(-10, 10))
        elif k == 2:
            vals.append(rng.uniform(-110, 110))
        elif k == 3:
            vals.append(rng.uniform(0, 2))
        elif k == 4:
            vals.append(math.ldexp(rng.uniform(0.5, 1), rng.randrange(-149, 128)))
        else:
            vals.append(from_bits("f32", rng.getrandbits(23)))  # denormals
    return [from_bits("f32", bits_of("f32", x)) for x in vals[:n]]


def f16_all():
    """Every f16 value but the NaNs, then a few NaNs."""
    vals = []
    for b in range(0x10000):
        x = from_bits("f16", b)
        if not math.isnan(x):
            vals.append(x)
    return vals + [math.nan] * (64 - len(vals) % 64 or 64)


def f64_inputs(n, rng):
    vals = [0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, math.inf, -math.inf, math.nan, 5e-324,
            1.7976931348623157e308, -1.7976931348623157e308, 4503599627370495.5, -4503599627370495.5,
            0.49999999999999994, -0.49999999999999994, 2.0 ** 63, -(2.0 ** 63), 2.0 ** 64, 2.0 ** 31,
            -(2.0 ** 31), 2.0 ** 32, 127.5, 128.0, -128.5, -129.0, 255.5, 256.0, 32767.5, 65535.9]
    while len(vals) < n:
        k = rng.randrange(3)
        if k == 0:
            vals.append(from_bits("f64", rng.getrandbits(64)))
        elif k == 1:
            vals.append(rng.uniform(-300, 300))
        else:
            vals.append(math.ldexp(rng.uniform(-1, 1), rng.randrange(0, 70)))
    return vals[:n]


def int_inputs(t, n, rng):
    bits = SIZE[t] * 8
    vals = [0, -1, 1, -(1 << (bits - 1)), (1 << (bits - 1)) - 1, 0x5A5A5A5A5A5A5A5A >> (64 - bits)]
    while len(vals) < n:
        v = rng.getrandbits(bits)
        vals.append(v - (1 << bits) if v >> (bits - 1) else v)
    return vals[:n]


# Boundaries of the f32 expansions: where exp's result becomes 0, a denormal, +inf; log's input
# scaling; round's halves; sin/cos zeros.
EXP_BOUNDS = [-103.97208, -103.27893, -87.33655, 88.72284, 0.5, -0.5, 0.34657359]
EXP10_BOUNDS = [-45.154499, -44.85347, -37.929779, 38.53184, 0.150515]
EXP2_BOUNDS = [-150.0, -149.0, -126.0, -125.5, 127.99999, 128.0, 0.5]
LOG_BOUNDS = [1.1754943508222875e-38, 1.0, 2.0, 0.99999994, 1.0000001, 10.0, 2.718281828]
TRIG_BOUNDS = [math.pi, math.pi / 2, 2 * math.pi, 1e4, 1e6, 256 * 2 * math.pi, 0.25, 3.0]


def f32_trig_inputs(n, rng):
    vals = f32_inputs(n // 2, rng, TRIG_BOUNDS)
    while len(vals) < n:
        vals.append(rng.uniform(-math.pi, math.pi) if rng.random() < 0.7 else rng.uniform(-1e5, 1e5))
    return [from_bits("f32", bits_of("f32", x)) for x in vals]


# ---- host references --------------------------------------------------------------------

def safe(f):
    def g(x):
        try:
            return f(x)
        except OverflowError:
            return math.inf
        except ValueError:
            return math.nan
    return g


def log_any(f):
    def g(x):
        if math.isnan(x) or x < 0:
            return math.nan
        if x == 0:
            return -math.inf
        if x == math.inf:
            return math.inf
        return f(x)
    return g


def exp10(x):
    return 10.0 ** x


def trig(f):
    return lambda x: math.nan if math.isinf(x) or math.isnan(x) else f(x)


def round_half_away(x):
    if not math.isfinite(x):
        return x
    r = math.floor(Fraction(abs(x)) + Fraction(1, 2)) if abs(x) < 2 ** 60 else abs(x)
    return math.copysign(float(r), x)


def minimum(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0:
        return a if math.copysign(1, a) < 0 else b
    return min(a, b)


def maximum(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0:
        return a if math.copysign(1, a) > 0 else b
    return max(a, b)


def minnum(a, b):
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return minimum(a, b)


def maxnum(a, b):
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return maximum(a, b)


def bitrev(bits):
    return lambda x: int(format(x & ((1 << bits) - 1), "0%db" % bits)[::-1], 2)


def sat(t, signed):
    bits = SIZE[t] * 8
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return lambda x: 0 if math.isnan(x) else (hi if x >= hi else lo if x <= lo else int(x))


def wrap(t, v):
    bits = SIZE[t] * 8
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def fold(op):
    def g(xs):
        acc = xs[0]
        for x in xs[1:]:
            acc = op(acc, x)
        return acc
    return g


def ordered_f32(op):
    """start op x0 op x1 ... with one f32 rounding per step (exact in fractions)."""
    def g(xs):
        acc = xs[0]
        for x in xs[1:]:
            if not (math.isfinite(acc) and math.isfinite(x)):
                acc = from_bits("f32", bits_of("f32", op(acc, x))) if not math.isnan(op(acc, x)) else math.nan
            else:
                acc = round_exact(op(Fraction(acc), Fraction(x)), "f32")
        return acc
    return g


def _add(a, b):
    return a + b


def _mul(a, b):
    return a * b


def with_specials(t, gen):
    """Half the inputs from gen, half special values (zeros of both signs, infinities, NaNs,
    denormals, the extremes), so pairs of them meet: NaN with a number, two NaNs, -0 with +0."""
    mant, emin, emax = FLOAT[t]
    special = [0.0, -0.0, 1.0, -1.0, 2.5, math.inf, -math.inf, math.nan, -math.nan,
               2.0 ** (emin - mant), -(2.0 ** emin), (2 - 2.0 ** -mant) * 2.0 ** emax]

    def g(n, rng):
        vals = gen(n, rng)
        return [rng.choice(special) if rng.random() < 0.5 else v for v in vals]
    return g


# kernel: (in type, out type, lanes read per item, check, reference, inputs(n, rng))
# check: ("exact",) or ("ulp", bound); a reference taking a list (lanes > 1) folds a vector.
def f32_unary(extra):
    return lambda n, rng: f32_inputs(n, rng, extra)


def ints(t):
    return lambda n, rng: int_inputs(t, n, rng)


def unsigned(t):
    return lambda v: v & ((1 << (SIZE[t] * 8)) - 1)


SPECS = {
    # exp and log families (tests/backend/math-exp-log.ll)
    "exp_f32": ("f32", "f32", 1, ("ulp", 3), safe(math.exp), f32_unary(EXP_BOUNDS)),
    "exp_f32_uniform": ("f32", "f32", 1, ("ulp", 3), safe(math.exp), f32_unary(EXP_BOUNDS)),
    "exp2_f32": ("f32", "f32", 1, ("ulp", 3), safe(lambda x: 2.0 ** x), f32_unary(EXP2_BOUNDS)),
    "exp10_f32": ("f32", "f32", 1, ("ulp", 3), safe(exp10), f32_unary(EXP10_BOUNDS)),
    "log_f32": ("f32", "f32", 1, ("ulp", 3), log_any(math.log), f32_unary(LOG_BOUNDS)),
    "log2_f32": ("f32", "f32", 1, ("ulp", 3), log_any(math.log2), f32_unary(LOG_BOUNDS)),
    "log10_f32": ("f32", "f32", 1, ("ulp", 3), log_any(math.log10), f32_unary(LOG_BOUNDS)),
    "exp_f16": ("f16", "f16", 1, ("ulp", 2), safe(math.exp), lambda n, rng: f16_all()),
    "exp2_f16": ("f16", "f16", 1, ("ulp", 2), safe(lambda x: 2.0 ** x), lambda n, rng: f16_all()),
    "exp10_f16": ("f16", "f16", 1, ("ulp", 2), safe(exp10), lambda n, rng: f16_all()),
    "log_f16": ("f16", "f16", 1, ("ulp", 2), log_any(math.log), lambda n, rng: f16_all()),
    "log2_f16": ("f16", "f16", 1, ("ulp", 2), log_any(math.log2), lambda n, rng: f16_all()),
    "log10_f16": ("f16", "f16", 1, ("ulp", 2), log_any(math.log10), lambda n, rng: f16_all()),
    # sin and cos (tests/backend/math-sin-cos.ll); bounds per domain, see TRIG_DOMAINS
    "sin_f32": ("f32", "f32", 1, ("trig",), trig(math.sin), f32_trig_inputs),
    "cos_f32": ("f32", "f32", 1, ("trig",), trig(math.cos), f32_trig_inputs),
    "sin_f16": ("f16", "f16", 1, ("trig",), trig(math.sin), lambda n, rng: f16_all()),
    "cos_f16": ("f16", "f16", 1, ("trig",), trig(math.cos), lambda n, rng: f16_all()),
    # exactly rounded operations (tests/backend/math-exact.ll)
    "round_f32": ("f32", "f32", 1, ("exact",), round_half_away, f32_unary([0.5, 1.5, 2.5, 8388607.5, 0.49999997])),
    "round_f64": ("f64", "f64", 1, ("exact",), round_half_away, f64_inputs),
    "round_f16": ("f16", "f16", 1, ("exact",), round_half_away, lambda n, rng: f16_all()),
    "lround_f32": ("f32", "i32", 1, ("exact",), lambda x: int(round_half_away(x)),
                   lambda n, rng: [round(rng.uniform(-1e6, 1e6) * 4) / 4 for _ in range(n)]),
    "minimum_f32": ("f32", "f32", 2, ("exact",), lambda xs: minimum(*xs), f32_unary([0.0, -0.0])),
    "maximum_f32": ("f32", "f32", 2, ("exact",), lambda xs: maximum(*xs), f32_unary([0.0, -0.0])),
    "minimum_f64": ("f64", "f64", 2, ("exact",), lambda xs: minimum(*xs), f64_inputs),
    "maximum_f16": ("f16", "f16", 2, ("exact",), lambda xs: maximum(*xs),
                    lambda n, rng: [rng.choice([0.0, -0.0, 1.0, -2.5, math.inf, -math.inf, math.nan, 6e-8, 65504.0])
                                    for _ in range(n)]),
    # tests/backend/math-minimumnum.ll
    "minimumnum_f32": ("f32", "f32", 2, ("exact",), lambda xs: minnum(*xs), with_specials("f32", f32_unary([]))),
    "maximumnum_f32": ("f32", "f32", 2, ("exact",), lambda xs: maxnum(*xs), with_specials("f32", f32_unary([]))),
    "minimumnum_f64": ("f64", "f64", 2, ("exact",), lambda xs: minnum(*xs), with_specials("f64", f64_inputs)),
    "maximumnum_f64": ("f64", "f64", 2, ("exact",), lambda xs: maxnum(*xs), with_specials("f64", f64_inputs)),
    "minimumnum_f16": ("f16", "f16", 2, ("exact",), lambda xs: minnum(*xs),
                       with_specials("f16", lambda n, rng: rng.sample(f16_all(), n))),
    "maximumnum_f16": ("f16", "f16", 2, ("exact",), lambda xs: maxnum(*xs),
                       with_specials("f16", lambda n, rng: rng.sample(f16_all(), n))),
    "maximumnum_f32_uniform": ("f32", "f32", 2, ("exact",), lambda xs: maxnum(*xs),
                               with_specials("f32", f32_unary([]))),
    "bitreverse_i8": ("i8", "u8", 1, ("exact",), bitrev(8), ints("i8")),
    "bitreverse_i16": ("i16", "u16", 1, ("exact",), bitrev(16), ints("i16")),
    "bitreverse_i32": ("i32", "u32", 1, ("exact",), bitrev(32), ints("i32")),
    "bitreverse_i32_uniform": ("i32", "u32", 1, ("exact",), bitrev(32), ints("i32")),
    "bitreverse_i64": ("i64", "u64", 1, ("exact",), bitrev(64), ints("i64")),
    "reduce_add": ("i32", "i32", 4, ("exact",), lambda xs: wrap("i32", sum(xs)), ints("i32")),
    "reduce_mul": ("i32", "i32", 4, ("exact",), lambda xs: wrap("i32", math.prod(xs)), ints("i32")),
    "reduce_and": ("i32", "i32", 4, ("exact",), fold(lambda a, b: a & b), ints("i32")),
    "reduce_or": ("i32", "i32", 4, ("exact",), fold(lambda a, b: a | b), ints("i32")),
    "reduce_xor": ("i32", "i32", 4, ("exact",), fold(lambda a, b: a ^ b), ints("i32")),
    "reduce_smin": ("i32", "i32", 4, ("exact",), min, ints("i32")),
    "reduce_smax": ("i32", "i32", 4, ("exact",), max, ints("i32")),
    "reduce_umin": ("i32", "u32", 4, ("exact",), lambda xs: min(unsigned("i32")(x) for x in xs), ints("i32")),
    "reduce_umax": ("i32", "u32", 4, ("exact",), lambda xs: max(unsigned("i32")(x) for x in xs), ints("i32")),
    "reduce_add_i64": ("i64", "i64", 2, ("exact",), lambda xs: wrap("i64", sum(xs)), ints("i64")),
    "reduce_umax_i16": ("i16", "u16", 8, ("exact",), lambda xs: max(unsigned("i16")(x) for x in xs), ints("i16")),
    "reduce_fadd": ("f32", "f32", 5, ("exact",), ordered_f32(_add),
                    lambda n, rng: [rng.uniform(-100, 100) for _ in range(n)]),
    "reduce_fmul": ("f32", "f32", 5, ("exact",), ordered_f32(_mul),
                    lambda n, rng: [rng.uniform(-4, 4) for _ in range(n)]),
    "reduce_fmin": ("f32", "f32", 4, ("exact",), fold(minnum), f32_unary([0.0, -0.0])),
    "reduce_fmax": ("f32", "f32", 4, ("exact",), fold(maxnum), f32_unary([0.0, -0.0])),
    "reduce_fminimum": ("f32", "f32", 4, ("exact",), fold(minimum), f32_unary([0.0, -0.0])),
    "reduce_fmaximum": ("f32", "f32", 4, ("exact",), fold(maximum), f32_unary([0.0, -0.0])),
    "fptosi_sat_i32_f32": ("f32", "i32", 1, ("exact",), sat("i32", True), f32_unary([2.0 ** 31, -(2.0 ** 31)])),
    "fptoui_sat_i32_f32": ("f32", "u32", 1, ("exact",), sat("i32", False), f32_unary([2.0 ** 32, -1.0])),
    "fptosi_sat_i8_f32": ("f32", "i8", 1, ("exact",), sat("i8", True), f32_unary([127.5, -128.5, -129.0])),
    "fptoui_sat_i16_f32": ("f32", "u16", 1, ("exact",), sat("i16", False), f32_unary([65535.5, 65536.0])),
    "fptosi_sat_i64_f64": ("f64", "i64", 1, ("exact",), sat("i64", True), f64_inputs),
    "fptoui_sat_i32_f64": ("f64", "u32", 1, ("exact",), sat("i32", False), f64_inputs),
    "fptosi_sat_i32_f16": ("f16", "i32", 1, ("exact",), sat("i32", True), lambda n, rng: f16_all()),
    "fptoui_sat_i8_f16": ("f16", "u8", 1, ("exact",), sat("i8", False), lambda n, rng: f16_all()),
}

# sin/cos: (domain bound on |x|, ulp bound) for f32, where the scaled argument x·(1/2π)
# rounded to f32 keeps the error within OpenCL's 4 ulp (away from the zeros of sin and cos,
# whose ulps shrink); elsewhere an absolute bound on the error (f32: 2^-20 per unit of |x|
# above 1, the rounding of x·(1/2π); f16 likewise).
TRIG_ULP = 4


def trig_ok(t, x, got, want):
    """Within 4 ulp, or (inputs whose scaled argument's rounding dominates) within the absolute
    error that rounding allows."""
    if math.isnan(want):
        return math.isnan(got)
    err = abs(got - want)
    if err <= TRIG_ULP * ulp(t, want):
        return True
    mant = FLOAT[t][0]
    # |x|·2^-(mant+1) (the argument's rounding) times 2π (the derivative), plus 4 ulp of 1.
    return err <= abs(x) * 2.0 ** -(mant + 1) * 2 * math.pi * 2 + 4 * 2.0 ** -mant


def run(kcc, obj, kernel, workdir, tag, n, in_t, lanes, out_t, ins):
    d = os.path.join(workdir, "%s.%s" % (kernel, tag))
    os.makedirs(d, exist_ok=True)
    inp = os.path.join(d, "in.bin")
    with open(inp, "wb") as f:
        f.write(b"".join(struct.pack(FMT[in_t], x) for x in ins))
    cmd = [kcc, "run", obj, "--kernel", kernel, "--grid", str(n), "--block", "64",
           "--arg", "zeros:%d" % (n * SIZE[out_t.replace("u", "i")]), "--arg", "buf:" + inp,
           "--out-dir", d]
    subprocess.run(cmd, check=True)
    with open(os.path.join(d, "arg0.bin"), "rb") as f:
        data = f.read()
    w = SIZE[out_t.replace("u", "i")]
    return [struct.unpack(FMT[out_t], data[i * w:(i + 1) * w])[0] for i in range(n)]


def same(t, a, b):
    if t.startswith("f"):
        return (math.isnan(a) and math.isnan(b)) or bits_of(t, a) == bits_of(t, b)
    return a == b


def check(kcc, kobj, lobj, workdir, kernel):
    in_t, out_t, lanes, how, ref, gen = SPECS[kernel]
    rng = random.Random(kernel)
    ins = gen(4096 * lanes, rng)
    n = len(ins) // lanes // 64 * 64
    ins = ins[:n * lanes]
    if in_t == "f32":
        ins = [from_bits("f32", bits_of("f32", x)) for x in ins]
    results = {tag: run(kcc, obj, kernel, workdir, tag, n, in_t, lanes, out_t, ins)
               for tag, obj in (("kcc", kobj), ("llc", lobj))}
    bad = []
    worst = {"kcc": 0.0, "llc": 0.0}
    differ = 0
    for i in range(n):
        # `_uniform` kernels read the element of their work-group (a scalar load).
        j = i // 64 if kernel.endswith("_uniform") else i
        xs = ins[j * lanes:(j + 1) * lanes]
        want = ref(xs if lanes > 1 else xs[0])
        k, l = results["kcc"][i], results["llc"][i]
        if how[0] != "exact" and not same(out_t, k, l):
            differ += 1
        for tag, got in (("kcc", k), ("llc", l)):
            if how[0] == "exact":
                if out_t.startswith("f"):
                    want_r = want if not math.isfinite(want) or want == 0 else round_exact(Fraction(want), out_t)
                    ok = same(out_t, got, want_r)
                else:
                    ok = got == want
            else:
                mant, _, emax = FLOAT[out_t]
                if abs(want) >= (2 - 2.0 ** -(mant + 1)) * 2.0 ** emax:
                    want = math.copysign(math.inf, want)  # rounds to an infinity
                if math.isnan(want) or math.isnan(got) or math.isinf(want):
                    ok = (math.isnan(want) and math.isnan(got)) or got == want
                else:
                    # An infinity counts as 2^(emax+1), the next power of two past the range.
                    g = math.copysign(2.0 ** (FLOAT[out_t][2] + 1), got) if math.isinf(got) else got
                    e = abs(g - want) / ulp(out_t, want)
                    if how[0] == "trig":
                        ok = trig_ok(out_t, xs[0], g, want)
                        if abs(xs[0]) <= 1.0:
                            worst[tag] = max(worst[tag], e)
                    else:
                        ok = e <= how[1]
                        worst[tag] = max(worst[tag], e)
            if not ok:
                bad.append("%s: %s(%r) = %r, expected %r" % (tag, kernel, xs if lanes > 1 else xs[0], got, want))
    if differ:
        bad.append("%s: kcc and llc differ on %d of %d inputs" % (kernel, differ, n))
    if how[0] != "exact":
        print("%s: %d inputs, max ulp error kcc %.3f, llc %.3f%s" % (
            kernel, n, worst["kcc"], worst["llc"], " (|x| <= 1)" if how[0] == "trig" else ""))
    else:
        print("%s: %d inputs, exact" % (kernel, n))
    return bad


def main():
    kcc, kobj, lobj, workdir = sys.argv[1:5]
    failures = []
    for kernel in sys.argv[5:]:
        failures += check(kcc, kobj, lobj, workdir, kernel)
    for f in failures[:40]:
        print("FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
